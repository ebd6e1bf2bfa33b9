#include "server/tls_channel.h"

#include <openssl/err.h>

#include <climits>
#include <utility>

#include "asio/ssl/error.hpp"

namespace kite::server {
namespace {

// An OpenSSL failure as an error code whose message() names it.
asio::error_code SslError() {
  const unsigned long code = ERR_get_error();
  ERR_clear_error();
  if (code == 0) return asio::error::connection_reset;
  return asio::error_code(static_cast<int>(code),
                          asio::error::get_ssl_category());
}

}  // namespace

TlsChannel::TlsChannel(asio::generic::stream_protocol::socket* socket,
                       SSL_CTX* ctx)
    : socket_(socket), ssl_(SSL_new(ctx)) {
  if (ssl_ != nullptr) {
    SSL_set_fd(ssl_, socket_->native_handle());
    SSL_set_mode(ssl_, SSL_MODE_ENABLE_PARTIAL_WRITE |
                           SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_set_accept_state(ssl_);
  }
}

TlsChannel::~TlsChannel() { SSL_free(ssl_); }

bool TlsChannel::Settle(int result, asio::socket_base::wait_type* wait,
                        asio::error_code* ec) {
  if (result > 0) return true;
  switch (SSL_get_error(ssl_, result)) {
    case SSL_ERROR_WANT_READ:
      *wait = asio::socket_base::wait_read;
      return false;
    case SSL_ERROR_WANT_WRITE:
      *wait = asio::socket_base::wait_write;
      return false;
    case SSL_ERROR_ZERO_RETURN:  // close_notify
      *ec = asio::error::eof;
      return true;
    case SSL_ERROR_SYSCALL:
      *ec = ERR_peek_error() != 0 ? SslError() : asio::error::eof;
      return true;
    default:
      *ec = SslError();
      return true;
  }
}

void TlsChannel::Drive(std::function<bool(asio::error_code*)> step, Done done) {
  asio::error_code ec;
  if (ssl_ == nullptr) {
    done(SslError());
    return;
  }
  if (step(&ec)) {
    done(ec);
    return;
  }
  socket_->async_wait(
      wait_, [this, step = std::move(step),
              done = std::move(done)](const asio::error_code& wait_ec) mutable {
        if (wait_ec) {
          done(wait_ec);  // cancelled (shutdown, timeout) or failed
          return;
        }
        Drive(std::move(step), std::move(done));
      });
}

void TlsChannel::AsyncHandshake(Done done) {
  Drive(
      [this](asio::error_code* ec) {
        return Settle(SSL_do_handshake(ssl_), &wait_, ec);
      },
      std::move(done));
}

void TlsChannel::AsyncRead(std::string* out, Done done) {
  Drive(
      [this, out](asio::error_code* ec) {
        // Everything OpenSSL can decrypt now: a record may hold more than
        // one read's worth, and the socket will not signal it again.
        char buffer[16384];
        bool got = false;
        while (true) {
          const int n = SSL_read(ssl_, buffer, sizeof buffer);
          if (n > 0) {
            out->append(buffer, static_cast<size_t>(n));
            got = true;
            continue;
          }
          asio::error_code error;
          if (!Settle(n, &wait_, &error)) return got;  // wait, unless data
          // An error after data: report the data now, the error next time.
          if (!got) *ec = error;
          return true;
        }
      },
      std::move(done));
}

void TlsChannel::AsyncWrite(std::string_view data, Done done) {
  Drive(
      [this, data](asio::error_code* ec) mutable {
        while (!data.empty()) {
          const int chunk =
              static_cast<int>(std::min<size_t>(data.size(), INT_MAX));
          const int n = SSL_write(ssl_, data.data(), chunk);
          if (n > 0) {
            data.remove_prefix(static_cast<size_t>(n));
            continue;
          }
          if (Settle(n, &wait_, ec)) return true;  // failed
          return false;                            // wait, then go on
        }
        return true;
      },
      std::move(done));
}

bool TlsChannel::TryWrite(std::string_view* data, asio::error_code* ec,
                          asio::socket_base::wait_type* wait) {
  if (ssl_ == nullptr) {
    *ec = SslError();
    return true;
  }
  while (!data->empty()) {
    const int chunk = static_cast<int>(std::min<size_t>(data->size(), INT_MAX));
    const int n = SSL_write(ssl_, data->data(), chunk);
    if (n > 0) {
      data->remove_prefix(static_cast<size_t>(n));
      continue;
    }
    return Settle(n, wait, ec);
  }
  return true;
}

}  // namespace kite::server
