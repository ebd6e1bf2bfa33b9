// One client connection of kited: reads bytes, runs its Session over
// them, writes the replies back, and again; does the TLS handshake when the
// session asks for it. Internal to server.cc.
#ifndef KITE_SERVER_CONNECTION_H_
#define KITE_SERVER_CONNECTION_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "asio.hpp"
#include "server/session.h"
#include "server/tls_channel.h"
#include "server/worker_slot.h"

namespace kite::server {

// What a connection uses of the server. Everything here outlives the
// connection.
struct ConnectionHost {
  // The loop of the threads that run statements: the connection moves
  // there once its first message is answered (see Connection).
  asio::io_context* workers = nullptr;
  // The TLS settings; null when no certificate is configured.
  SSL_CTX* tls = nullptr;
  // A client that has not completed startup (authentication included)
  // after this long gets FATAL 57014 and is disconnected; 0: never.
  std::chrono::milliseconds authentication_timeout{0};
  // Thread-safe logging of one line.
  std::function<void(const std::string&)> log;
  // Called once, from the thread of the connection, when it has closed.
  std::function<void(uint64_t id)> on_closed;
};

// A process-wide count, read at the start of each batch a connection
// runs and when a CancelRequest arrives: which came first. Any thread.
uint64_t StatementClock();

// Lives as long as an operation of it is pending (shared_from_this).
//
// Threads: a connection starts on the server's control thread (the one
// accepting connections), which reads and answers its first message, so
// that a CancelRequest (a connection of its own) is read at once even when
// every worker is busy. Then the socket moves to the workers' loop, where
// the TLS handshake, authentication and the requests run: the thread that
// finds a request in the socket runs it and writes the answer, with no
// handoff between threads on the way (one per request costs more than a
// point query). Each handler of the connection holds it (Turn, a mutex),
// so the rare events that can come at the same time as its flow (a Stop, a
// timer) never run beside it; the Session needs no lock. Cancel does not
// wait for the holder.
//
// An idle connection holds a 1 kB read buffer, its pending read (with TLS,
// OpenSSL's session state instead; see TlsChannel).
class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(uint64_t id, asio::generic::stream_protocol::socket socket,
             std::string peer, std::unique_ptr<Session> session,
             ConnectionHost host);
  ~Connection();

  // Starts reading. Control thread.
  void Start();

  // Graceful shutdown: an idle connection gets FATAL 57P01 and closes; a
  // busy one closes once its statement's results are written. Any thread.
  void Stop();

  // A CancelRequest naming this connection: stops its running statement
  // when `secret_key` is the session's; false when the key is wrong. A
  // request while no statement runs does nothing, as in PostgreSQL; nor
  // does it stop a statement that started after `requested` (the
  // StatementClock() reading when the request arrived): the request is
  // delivered after its connection closed, and by then the client may
  // have sent its next statement. Any thread.
  bool Cancel(int32_t secret_key, uint64_t requested);

 private:
  void Read();
  // At the end of a pending read: false (the read is over) when Stop()
  // cancelled it or the socket failed; true when there is data.
  bool ReadEnded(const asio::error_code& ec);
  // After a read of the (plain) socket: reads on while `full` (the read
  // filled its buffer), then processes what came.
  void ReadMore(bool full);
  // Runs the session over the bytes read so far.
  void Process();
  // Writes the session's output, then reads again, starts TLS or closes.
  void Write(bool close);
  void AfterWrite(bool close);
  void StartTls();
  // The first message is answered: moves the socket (and timer) from the
  // control thread's loop to the workers' loop. False when the socket could
  // not move (it is then to be closed).
  bool MoveToWorkers();
  // Applies a Stop when the connection is free (else its holder will).
  void ApplyPendingStop();

  // Writes `*out` now, from the thread running a statement whose rows
  // stream (server/wire_row_sink.h), waiting for the client while `check`
  // and pg_terminate_backend allow; empties `*out`.
  absl::Status WriteWhileBusy(std::string* out,
                              const std::function<absl::Status()>& check);

  class Turn;
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
  bool reading_ = false;     // a read is pending: the connection is idle
  bool stopping_ = false;    // Stop() was called
  bool on_workers_ = false;  // MoveToWorkers() was called
  bool answered_ = false;    // something was written (the first message)
  // Held by the handler running (Turn); recursive, as handlers nest when an
  // operation ends at once. depth_ counts the nesting.
  std::recursive_mutex mu_;
  int depth_ = 0;
  std::atomic<bool> stop_requested_{false};
  // pg_terminate_backend named the session: a streamed result stops.
  std::atomic<bool> terminate_requested_{false};
  // A streamed result stopped inside a message: the connection closes
  // without writing more.
  bool abandoned_ = false;
  // The session runs a batch of messages: a CancelRequest (from another
  // thread) then stops it, if the batch started (StatementClock()) before
  // the request came.
  std::atomic<bool> busy_{false};
  std::atomic<uint64_t> batch_started_{0};
  // Set when the connection is to end while idle: the FATAL it sends.
  const char* end_code_ = nullptr;
  const char* end_message_ = nullptr;
  bool closed_ = false;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace kite::server

#endif  // KITE_SERVER_CONNECTION_H_
