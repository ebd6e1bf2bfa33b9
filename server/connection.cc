#include "server/connection.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "server/backend_messages.h"

namespace kite::server {

Connection::Connection(uint64_t id,
                       asio::generic::stream_protocol::socket socket,
                       std::string peer, std::unique_ptr<Session> session,
                       ConnectionHost host)
    : id_(id),
      socket_(std::move(socket)),
      peer_(std::move(peer)),
      session_(std::move(session)),
      host_(std::move(host)),
      started_(std::chrono::steady_clock::now()) {}

Connection::~Connection() = default;

void Connection::Start() {
  host_.log(absl::StrCat("connection received: ", peer_));
  Read();
}

void Connection::Stop() {
  stopping_ = true;
  if (!reading_ || closed_) return;
  // Idle: tell the client why, as PostgreSQL does, and close.
  reading_ = false;
  asio::error_code ignored;
  socket_.cancel(ignored);
}

void Connection::Read() {
  if (stopping_) {
    ErrorFields f;
    f.severity = "FATAL";
    f.code = "57P01";
    f.message = "terminating connection due to administrator command";
    output_.clear();
    WriteErrorResponse(&output_, f);
    Write(/*close=*/true);
    return;
  }
  reading_ = true;
  socket_.async_read_some(
      asio::buffer(chunk_),
      [self = shared_from_this()](const asio::error_code& ec, size_t n) {
        if (!self->reading_) {
          // Stop() cancelled the read: the client gets the notice.
          self->Read();
          return;
        }
        self->reading_ = false;
        if (ec) {
          self->Close();
          return;
        }
        self->input_.append(self->chunk_.data(), n);
        // The work guard keeps the I/O loop running while the statement
        // does (it has no pending operation of this connection then): a
        // shutdown waits for the results to be written.
        asio::post(*self->host_.workers,
                   [self, work = asio::make_work_guard(*self->host_.io)] {
                     self->Process();
                   });
      });
}

void Connection::Process() {
  bool close = false;
  const size_t used = session_->Process(input_, &output_, &close);
  input_.erase(0, used);
  asio::post(*host_.io,
             [self = shared_from_this(), close] { self->Write(close); });
}

void Connection::Write(bool close) {
  if (output_.empty()) {
    if (close) {
      Close();
    } else {
      Read();
    }
    return;
  }
  asio::async_write(
      socket_, asio::buffer(output_),
      [self = shared_from_this(), close](const asio::error_code& ec, size_t) {
        self->output_.clear();
        if (ec || close) {
          self->Close();
        } else {
          self->Read();
        }
      });
}

void Connection::Close() {
  if (closed_) return;
  closed_ = true;
  asio::error_code ignored;
  socket_.shutdown(asio::socket_base::shutdown_both, ignored);
  socket_.close(ignored);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started_)
          .count();
  host_.log(absl::StrCat("disconnection: session time ",
                         absl::StrFormat("%.3f", seconds), " s ", peer_,
                         session_->started()
                             ? absl::StrCat(" user=", session_->user(),
                                            " database=", session_->database())
                             : std::string()));
  host_.on_closed(id_);
}

}  // namespace kite::server
