// TLS over a connection's socket with OpenSSL driven directly (SSL_set_fd)
// and the socket's readiness from Asio. Unlike asio::ssl::stream, which
// keeps about 70 kB of record buffers per connection for its lifetime, an
// idle TlsChannel holds only OpenSSL's session state: SSL_MODE_RELEASE_
// BUFFERS (set on the server's SSL_CTX) gives the record buffers back
// between messages. Internal to connection.cc.
#ifndef KITE_SERVER_TLS_CHANNEL_H_
#define KITE_SERVER_TLS_CHANNEL_H_

#include <openssl/ssl.h>

#include <functional>
#include <string>
#include <string_view>

#include "asio.hpp"

namespace kite::server {

// Not thread-safe: one operation at a time, from the connection's handlers.
// The socket must be non-blocking and outlive the channel.
class TlsChannel {
 public:
  using Done = std::function<void(const asio::error_code&)>;

  TlsChannel(asio::generic::stream_protocol::socket* socket, SSL_CTX* ctx);
  ~TlsChannel();
  TlsChannel(const TlsChannel&) = delete;
  TlsChannel& operator=(const TlsChannel&) = delete;

  // The server's side of the handshake. Errors: OpenSSL's (in
  // asio::error::get_ssl_category()), or the socket's.
  void AsyncHandshake(Done done);

  // Appends at least one byte of decrypted data to `*out` (everything
  // OpenSSL holds by then). Errors: asio::error::eof when the client
  // closed the connection.
  void AsyncRead(std::string* out, Done done);

  // Writes all of `data`, which must stay valid until `done` runs.
  void AsyncWrite(std::string_view data, Done done);

  // Writes what it can of `*data` now (removing it from the front): true
  // when all of it is written or the write failed (`*ec`), false when the
  // socket must first be ready as `*wait` says; then call again with the
  // same rest (OpenSSL's rule for a retried write).
  bool TryWrite(std::string_view* data, asio::error_code* ec,
                asio::socket_base::wait_type* wait);

 private:
  // Runs `step` until it returns true (finished; `*ec` set on failure),
  // waiting for the socket as OpenSSL asks in between.
  void Drive(std::function<bool(asio::error_code*)> step, Done done);
  // After an OpenSSL call returned `result`: false when it must wait
  // (`*wait` says for what), true when finished with `*ec` set or clear.
  bool Settle(int result, asio::socket_base::wait_type* wait,
              asio::error_code* ec);

  asio::generic::stream_protocol::socket* socket_;
  SSL* ssl_;
  asio::socket_base::wait_type wait_ = asio::socket_base::wait_read;
};

}  // namespace kite::server

#endif  // KITE_SERVER_TLS_CHANNEL_H_
