// kited's server: listens on TCP and a Unix socket, runs one Session per
// connection. A control thread (Asio loop) accepts connections, answers
// their first message and routes cancel requests, so it answers even when
// every worker is busy; then connections live on the workers' loop (TLS
// handshake, authentication, requests), where the thread that reads a
// request runs it and writes the answer (connection.h).
#ifndef KITE_SERVER_SERVER_H_
#define KITE_SERVER_SERVER_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "kite/kite.h"
#include "server/auth_policy.h"
#include "server/frontend_messages.h"

namespace kite::server {

struct ServerOptions {
  // TCP address to listen on; empty: no TCP listener.
  std::string host = "127.0.0.1";
  // TCP port; also names the Unix socket. 0 picks a free port (tests).
  int port = 5432;
  // Directory of the Unix socket `.s.PGSQL.<port>`; empty: none.
  std::string socket_dir;
  // Connections beyond this get FATAL 53300 at startup.
  int max_connections = 100;
  // Worker threads serving connections after their first message (they
  // read, run the statements and write); 0: one per core.
  int workers = 0;
  // Longest typed message accepted (a longer one closes the connection).
  int64_t max_message_length = kDefaultMaxMessageLength;
  // Whether SIGINT and SIGTERM shut the server down (kited: yes).
  bool handle_signals = false;
  // Authentication (server/auth_policy.h, docs/server.md).
  AuthMethod auth = AuthMethod::kAuto;
  // TLS: PEM files of the certificate (chain) and its private key. Both
  // or neither; with them an SSLRequest is answered 'S'.
  std::string ssl_cert;
  std::string ssl_key;
  // Refuse TCP connections that do not use TLS (needs ssl_cert).
  bool ssl_required = false;
  // Seconds a client has to complete startup and authentication
  // (PostgreSQL's authentication_timeout); 0: no limit.
  int authentication_timeout = 60;
};

class ServerImpl;

// Thread-safe: Shutdown may be called from any thread.
class Server {
 public:
  // `db` must outlive the server; every session shares it.
  Server(Database* db, ServerOptions options);
  ~Server();

  // Loads the TLS certificate and opens the listeners. Errors: the address
  // is in use, the socket directory does not exist, a certificate or key
  // that does not load, ... (kUnavailable / kInvalidArgument).
  absl::Status Start();

  // The TCP port listened on (the one picked when options.port was 0).
  int port() const;

  // Serves until Shutdown (or a signal when handle_signals): then stops
  // accepting, closes idle connections (FATAL 57P01, as PostgreSQL's smart
  // shutdown does for idle sessions), lets running statements finish and
  // send their results, closes those connections, and returns.
  void Run();

  // Asks Run to return as described there. Returns at once.
  void Shutdown();

 private:
  std::unique_ptr<ServerImpl> impl_;
};

}  // namespace kite::server

#endif  // KITE_SERVER_SERVER_H_
