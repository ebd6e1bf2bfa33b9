// One client connection of kited: reads bytes on the I/O thread, hands
// them to its Session on a worker thread, writes the replies back, and
// again; does the TLS handshake when the session asks for it. Internal to
// server.cc.
#ifndef KITE_SERVER_CONNECTION_H_
#define KITE_SERVER_CONNECTION_H_

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "asio.hpp"
#include "server/session.h"
#include "server/tls_channel.h"

namespace kite::server {

// What a connection uses of the server. Everything here outlives the
// connection.
struct ConnectionHost {
  asio::io_context* io = nullptr;
  asio::thread_pool* workers = nullptr;
  // The TLS settings; null when no certificate is configured.
  SSL_CTX* tls = nullptr;
  // A client that has not completed startup (authentication included)
  // after this long gets FATAL 57014 and is disconnected; 0: never.
  std::chrono::milliseconds authentication_timeout{0};
  // Thread-safe logging of one line.
  std::function<void(const std::string&)> log;
  // Called once, from the I/O thread, when the connection has closed.
  std::function<void(uint64_t id)> on_closed;
};

// Lives as long as an operation of it is pending (shared_from_this).
// Its methods run on the I/O thread, except the Session, which runs on a
// worker (one task at a time, so the Session needs no lock).
//
// An idle connection holds no read buffer: it waits for the socket to
// become readable and then reads what is there (with TLS, OpenSSL's
// session state stays; see TlsChannel).
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(uint64_t id, asio::generic::stream_protocol::socket socket,
             std::string peer, std::unique_ptr<Session> session,
             ConnectionHost host);
  ~Connection();

  // Starts reading. I/O thread.
  void Start();

  // Graceful shutdown: an idle connection gets FATAL 57P01 and closes; a
  // busy one closes once its statement's results are written. I/O thread.
  void Stop();

  // A CancelRequest naming this connection: stops its running statement
  // when `secret_key` is the session's; false when the key is wrong. A
  // request while no statement runs does nothing, as in PostgreSQL. I/O
  // thread.
  bool Cancel(int32_t secret_key);

 private:
  void Read();
  // At the end of a pending read: false (the read is over) when Stop()
  // cancelled it or the socket failed; true when there is data.
  bool ReadEnded(const asio::error_code& ec);
  // Reads what the (plain) socket holds after it became readable.
  void ReadAvailable();
  // Hands the bytes read so far to the session on a worker.
  void Dispatch();
  // Runs the session over the bytes read so far, on a worker.
  void Process();
  // Writes the session's output, then reads again, starts TLS or closes.
  void Write(bool close);
  void AfterWrite(bool close);
  void StartTls();
  void Close();
  // The authentication_timeout's timer ran out.
  void AuthenticationTimedOut(const asio::error_code& ec);
  // While idle after startup: the session's idle_session_timeout.
  void ArmIdleTimer();
  // Ends the connection with FATAL `code` `message` once the pending read
  // is cancelled (Stop, the timeouts).
  void EndWhileIdle(const char* code, const char* message);
  // Ends a pending read for Stop(): the client then gets 57P01.
  void CancelRead();

  const uint64_t id_;
  asio::generic::stream_protocol::socket socket_;
  std::unique_ptr<TlsChannel> tls_;
  const std::string peer_;
  std::unique_ptr<Session> session_;
  ConnectionHost host_;
  // authentication_timeout until startup completes, then the
  // idle_session_timeout while idle.
  asio::steady_timer timer_;
  bool auth_timer_armed_ = false;
  bool idle_timer_armed_ = false;
  std::string input_;
  std::string output_;
  bool reading_ = false;   // a read is pending: the connection is idle
  bool stopping_ = false;  // Stop() was called
  // Set when the connection is to end while idle: the FATAL it sends.
  const char* end_code_ = nullptr;
  const char* end_message_ = nullptr;
  bool closed_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace kite::server

#endif  // KITE_SERVER_CONNECTION_H_
