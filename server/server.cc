#include "server/server.h"

#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "absl/strings/str_cat.h"
#include "asio.hpp"
#include "asio/ssl.hpp"
#include "server/connection.h"

namespace kite::server {
namespace {

// A CancelRequest's key: unpredictable, as one client sees the keys of its
// own connections and must not guess another's.
int32_t SecretKey() {
  int32_t key = 0;
  if (RAND_bytes(reinterpret_cast<unsigned char*>(&key), sizeof key) != 1) {
    std::abort();  // OpenSSL's generator fails only when it cannot seed
  }
  return key;
}

// RFC 5929's tls-server-end-point: the certificate's hash with the hash
// function of its signature, SHA-256 in the place of MD5 and SHA-1 (as
// PostgreSQL computes it). Empty when it cannot be computed: then
// SCRAM-SHA-256-PLUS is not offered.
std::string TlsServerEndPoint(X509* cert) {
  int digest_nid = NID_undef;
  if (cert == nullptr || !OBJ_find_sigid_algs(X509_get_signature_nid(cert),
                                              &digest_nid, nullptr)) {
    return "";
  }
  const EVP_MD* md = digest_nid == NID_md5 || digest_nid == NID_sha1
                         ? EVP_sha256()
                         : EVP_get_digestbynid(digest_nid);
  unsigned char hash[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (md == nullptr || X509_digest(cert, md, hash, &length) != 1) return "";
  return std::string(reinterpret_cast<char*>(hash), length);
}

}  // namespace

class ServerImpl {
 public:
  ServerImpl(Database* db, ServerOptions options)
      : db_(db),
        options_(std::move(options)),
        threads_(options_.workers > 0
                     ? options_.workers
                     : std::max(1u, std::thread::hardware_concurrency())),
        signals_(io_) {}

  absl::Status Start();
  void Run();
  void Shutdown();
  int port() const { return port_; }

 private:
  using Acceptor = asio::basic_socket_acceptor<asio::generic::stream_protocol>;
  using Endpoint = asio::generic::stream_protocol::endpoint;

  absl::Status Listen(const Endpoint& endpoint, bool tcp,
                      const std::string& what);
  absl::Status LoadTls();
  // A CancelRequest for `process_id`. Control thread.
  void CancelOnIoThread(int32_t process_id, int32_t secret_key,
                        uint64_t requested);
  void Accept(Acceptor* acceptor, bool tcp);
  void StopOnIoThread();
  void Log(const std::string& line);

  Database* db_;
  ServerOptions options_;
  // The control thread's loop: listeners, signals, cancel requests and
  // connections until their first message is answered.
  asio::io_context io_;
  // The workers' loop, run by `threads_` threads: connections after their
  // first message, which run their statements where they read them
  // (connection.h).
  asio::io_context workers_;
  const int threads_;
  // The worker threads (threads_ at first, more while long statements
  // hold some: WatchWorkers) and their slots; control thread only.
  struct Worker {
    std::unique_ptr<WorkerSlot> slot;
    std::thread thread;
  };
  void AddWorker();
  void WatchWorkers();
  static constexpr std::chrono::milliseconds kWatchInterval{20};
  static constexpr std::chrono::milliseconds kLongRequest{50};
  static constexpr int kMaxWorkerFactor = 8;
  std::vector<Worker> workers_run_;
  asio::steady_timer watch_{io_};
  asio::signal_set signals_;
  std::unique_ptr<asio::ssl::context> tls_;
  std::string tls_server_end_point_;  // SCRAM channel binding data
  std::vector<std::unique_ptr<Acceptor>> acceptors_;
  std::string socket_path_;
  int port_ = 0;
  bool stopping_ = false;  // control thread only
  // Live connections, touched on the control thread only.
  std::map<uint64_t, std::weak_ptr<Connection>> connections_;
  uint64_t next_id_ = 1;
  std::mutex log_mu_;
};

void ServerImpl::Log(const std::string& line) {
  std::lock_guard<std::mutex> lock(log_mu_);
  std::fprintf(stderr, "kited: %s\n", line.c_str());
}

absl::Status ServerImpl::Listen(const Endpoint& endpoint, bool tcp,
                                const std::string& what) {
  auto acceptor = std::make_unique<Acceptor>(io_);
  asio::error_code ec;
  acceptor->open(endpoint.protocol(), ec);
  if (!ec && tcp)
    acceptor->set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor->bind(endpoint, ec);
  if (!ec) acceptor->listen(asio::socket_base::max_listen_connections, ec);
  if (ec) {
    return absl::UnavailableError(
        absl::StrCat("could not listen on ", what, ": ", ec.message()));
  }
  acceptors_.push_back(std::move(acceptor));
  Accept(acceptors_.back().get(), tcp);
  return absl::OkStatus();
}

absl::Status ServerImpl::LoadTls() {
  if (options_.ssl_cert.empty() != options_.ssl_key.empty()) {
    return absl::InvalidArgumentError(
        "--ssl-cert and --ssl-key go together: give both or neither");
  }
  if (options_.ssl_cert.empty()) {
    if (options_.ssl_required) {
      return absl::InvalidArgumentError(
          "--ssl-required needs --ssl-cert and --ssl-key");
    }
    return absl::OkStatus();
  }
  auto tls =
      std::make_unique<asio::ssl::context>(asio::ssl::context::tls_server);
  asio::error_code ec;
  tls->set_options(
      asio::ssl::context::default_workarounds | asio::ssl::context::no_sslv2 |
          asio::ssl::context::no_sslv3 | asio::ssl::context::no_tlsv1 |
          asio::ssl::context::no_tlsv1_1 | asio::ssl::context::single_dh_use,
      ec);
  if (!ec) tls->use_certificate_chain_file(options_.ssl_cert, ec);
  if (ec) {
    return absl::InvalidArgumentError(
        absl::StrCat("could not load server certificate file \"",
                     options_.ssl_cert, "\": ", ec.message()));
  }
  tls->use_private_key_file(options_.ssl_key, asio::ssl::context::pem, ec);
  if (ec || SSL_CTX_check_private_key(tls->native_handle()) != 1) {
    return absl::InvalidArgumentError(absl::StrCat(
        "could not load private key file \"", options_.ssl_key, "\"",
        ec ? ": " + ec.message() : ": it does not match the certificate"));
  }
  // Idle connections give their record buffers back.
  SSL_CTX_set_mode(tls->native_handle(), SSL_MODE_RELEASE_BUFFERS);
  tls_server_end_point_ =
      TlsServerEndPoint(SSL_CTX_get0_certificate(tls->native_handle()));
  tls_ = std::move(tls);
  return absl::OkStatus();
}

absl::Status ServerImpl::Start() {
  if (absl::Status s = LoadTls(); !s.ok()) return s;
  if (!options_.host.empty()) {
    asio::error_code ec;
    const asio::ip::address address = asio::ip::make_address(options_.host, ec);
    if (ec) {
      return absl::InvalidArgumentError(
          absl::StrCat("invalid --host \"", options_.host,
                       "\": an IPv4 or IPv6 address is needed"));
    }
    asio::ip::tcp::endpoint tcp_endpoint(address,
                                         static_cast<uint16_t>(options_.port));
    // Bind first so that port 0 is resolved before the socket is named.
    absl::Status s =
        Listen(Endpoint(tcp_endpoint), true,
               absl::StrCat(options_.host, " port ", options_.port));
    if (!s.ok()) return s;
    auto* tcp_acceptor = acceptors_.back().get();
    sockaddr_storage storage{};
    socklen_t len = sizeof storage;
    if (::getsockname(tcp_acceptor->native_handle(),
                      reinterpret_cast<sockaddr*>(&storage), &len) == 0) {
      if (storage.ss_family == AF_INET) {
        port_ = ntohs(reinterpret_cast<sockaddr_in*>(&storage)->sin_port);
      } else {
        port_ = ntohs(reinterpret_cast<sockaddr_in6*>(&storage)->sin6_port);
      }
    }
  } else {
    port_ = options_.port;
  }
  if (!options_.socket_dir.empty()) {
    socket_path_ = absl::StrCat(options_.socket_dir, "/.s.PGSQL.", port_);
    // A socket file left by a server that died; a live server holds the
    // TCP port, which failed above already if it is the same.
    ::unlink(socket_path_.c_str());
    absl::Status s =
        Listen(Endpoint(asio::local::stream_protocol::endpoint(socket_path_)),
               false, socket_path_);
    if (!s.ok()) {
      socket_path_.clear();
      return s;
    }
  }
  if (!options_.host.empty()) {
    Log(absl::StrCat("listening on ", options_.host, " port ", port_));
    asio::error_code ignored;
    if (!asio::ip::make_address(options_.host, ignored).is_loopback() &&
        !db_->AnyRoleHasPassword()) {
      Log("no role has a password yet: connections from other hosts are "
          "refused until one has (CREATE USER name PASSWORD '...' over a "
          "local connection)");
    }
  }
  if (tls_ != nullptr) {
    Log(absl::StrCat("TLS enabled with ", options_.ssl_cert,
                     options_.ssl_required ? " (required over TCP)" : ""));
  }
  if (!socket_path_.empty()) Log(absl::StrCat("listening on ", socket_path_));
  if (acceptors_.empty()) {
    return absl::InvalidArgumentError("neither --host nor --socket-dir given");
  }
  if (options_.handle_signals) {
    signals_.add(SIGINT);
    signals_.add(SIGTERM);
    signals_.async_wait([this](const asio::error_code& ec, int signal) {
      if (ec) return;
      Log(absl::StrCat("received signal ", signal, ": shutting down"));
      StopOnIoThread();
    });
  }
  return absl::OkStatus();
}

void ServerImpl::Accept(Acceptor* acceptor, bool tcp) {
  acceptor->async_accept(
      [this, acceptor, tcp](const asio::error_code& ec,
                            asio::generic::stream_protocol::socket socket) {
        if (stopping_) return;
        if (ec) {
          if (ec != asio::error::operation_aborted) {
            Log(absl::StrCat("accept failed: ", ec.message()));
            Accept(acceptor, tcp);
          }
          return;
        }
        std::string peer = "unix socket";
        std::string client_addr;
        int client_port = -1;
        Transport transport = Transport::kUnixSocket;
        if (tcp) {
          int one = 1;
          ::setsockopt(socket.native_handle(), IPPROTO_TCP, TCP_NODELAY, &one,
                       sizeof one);
          sockaddr_storage storage{};
          socklen_t len = sizeof storage;
          char host[INET6_ADDRSTRLEN] = "?";
          int port = 0;
          if (::getpeername(socket.native_handle(),
                            reinterpret_cast<sockaddr*>(&storage), &len) == 0) {
            if (storage.ss_family == AF_INET) {
              auto* in = reinterpret_cast<sockaddr_in*>(&storage);
              ::inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
              port = ntohs(in->sin_port);
            } else if (storage.ss_family == AF_INET6) {
              auto* in6 = reinterpret_cast<sockaddr_in6*>(&storage);
              ::inet_ntop(AF_INET6, &in6->sin6_addr, host, sizeof host);
              port = ntohs(in6->sin6_port);
            }
          }
          peer = absl::StrCat("host=", host, " port=", port);
          client_addr = host;
          client_port = port;
          asio::error_code bad;
          asio::ip::address address = asio::ip::make_address(host, bad);
          if (!bad && address.is_v6() && address.to_v6().is_v4_mapped()) {
            address =
                asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6());
          }
          transport = !bad && address.is_loopback() ? Transport::kLoopback
                                                    : Transport::kRemote;
        }
        const uint64_t id = next_id_++;
        SessionOptions session_options;
        session_options.process_id = static_cast<int32_t>(id);
        session_options.secret_key = SecretKey();
        session_options.client_addr = client_addr;
        session_options.client_port = client_port;
        session_options.max_message_length = options_.max_message_length;
        session_options.too_many_connections =
            static_cast<int>(connections_.size()) >= options_.max_connections;
        session_options.log = [this, id](const std::string& line) {
          Log(absl::StrCat("[", id, "] ", line));
        };
        session_options.on_cancel = [this](int32_t pid, int32_t key) {
          // The connections are the control thread's. The request's time
          // is taken now, before its connection closes and the client goes
          // on (see Connection::Cancel).
          const uint64_t requested = StatementClock();
          asio::post(io_, [this, pid, key, requested] {
            CancelOnIoThread(pid, key, requested);
          });
        };
        session_options.auth = options_.auth;
        session_options.transport = transport;
        session_options.tls_available = tls_ != nullptr;
        session_options.tls_required = options_.ssl_required;
        session_options.tls_server_end_point = &tls_server_end_point_;
        ConnectionHost host;
        host.workers = &workers_;
        host.tls = tls_ != nullptr ? tls_->native_handle() : nullptr;
        host.authentication_timeout =
            std::chrono::seconds(options_.authentication_timeout);
        host.log = [this, id](const std::string& line) {
          Log(absl::StrCat("[", id, "] ", line));
        };
        host.on_closed = [this](uint64_t closed) {
          asio::dispatch(io_, [this, closed] { connections_.erase(closed); });
        };
        auto connection = std::make_shared<Connection>(
            id, std::move(socket), std::move(peer),
            std::make_unique<Session>(db_, std::move(session_options)),
            std::move(host));
        connections_[id] = connection;
        connection->Start();
        Accept(acceptor, tcp);
      });
}

void ServerImpl::CancelOnIoThread(int32_t process_id, int32_t secret_key,
                                  uint64_t requested) {
  auto it = connections_.find(static_cast<uint64_t>(process_id));
  std::shared_ptr<Connection> c =
      it == connections_.end() ? nullptr : it->second.lock();
  // PostgreSQL logs a request that matches no backend and answers nothing.
  if (c == nullptr || !c->Cancel(secret_key, requested)) {
    Log(absl::StrCat("cancel request for ", process_id,
                     " ignored: no such process or wrong key"));
    return;
  }
  Log(absl::StrCat("cancel request for ", process_id));
}

void ServerImpl::StopOnIoThread() {
  if (stopping_) return;
  stopping_ = true;
  asio::error_code ignored;
  for (auto& acceptor : acceptors_) acceptor->close(ignored);
  signals_.cancel(ignored);
  watch_.cancel();
  if (!socket_path_.empty()) ::unlink(socket_path_.c_str());
  // Copy: Stop may close a connection, which erases it from the map.
  std::vector<std::shared_ptr<Connection>> live;
  for (auto& [id, weak] : connections_) {
    if (auto c = weak.lock()) live.push_back(std::move(c));
  }
  for (auto& c : live) c->Stop();
}

void ServerImpl::AddWorker() {
  auto slot = std::make_unique<WorkerSlot>();
  std::thread thread([this, slot = slot.get()] {
    current_worker_slot = slot;
    slot->Attach();
    // One handler at a time, so that a thread demoted for a long request
    // leaves once it has answered it (WorkerSlot).
    while (!slot->retiring() && workers_.run_one() != 0) {
    }
    slot->MarkExited();
  });
  workers_run_.push_back({std::move(slot), std::move(thread)});
}

void ServerImpl::WatchWorkers() {
  watch_.expires_after(kWatchInterval);
  watch_.async_wait([this](const asio::error_code& ec) {
    if (ec || stopping_) return;
    // A statement that has run for long holds its worker: its thread is
    // demoted (it yields the cores to the others and leaves after), and
    // when fewer than `threads_` workers are left for everyone else, more
    // start (up to kMaxWorkerFactor times as many), so that a few long
    // statements slow the others down a little instead of stopping them.
    std::erase_if(workers_run_, [](Worker& w) {
      if (!w.slot->exited()) return false;
      w.thread.join();
      return true;
    });
    const int64_t now =
        std::chrono::steady_clock::now().time_since_epoch().count();
    const int64_t long_ns = std::chrono::nanoseconds(kLongRequest).count();
    int held = 0;
    for (const Worker& w : workers_run_) {
      const int64_t since = w.slot->busy_since();
      if (w.slot->retiring() || (since != 0 && now - since > long_ns)) {
        ++held;
        if (!w.slot->retiring()) w.slot->Demote(since);
      }
    }
    const int live = static_cast<int>(workers_run_.size());
    for (int i = live - held;
         i < threads_ &&
         static_cast<int>(workers_run_.size()) < threads_ * kMaxWorkerFactor;
         ++i) {
      AddWorker();
    }
    WatchWorkers();
  });
}

void ServerImpl::Run() {
  {
    // The workers wait for connections until the control loop ends.
    auto work = asio::make_work_guard(workers_);
    for (int i = 0; i < threads_; ++i) AddWorker();
    WatchWorkers();
    // Returns once no acceptor, signal, timer or starting connection is
    // left.
    io_.run();
  }
  // Established connections are closing (Stop) or finishing a statement.
  for (Worker& w : workers_run_) w.thread.join();
  Log("shut down");
}

void ServerImpl::Shutdown() {
  asio::post(io_, [this] { StopOnIoThread(); });
}

Server::Server(Database* db, ServerOptions options)
    : impl_(std::make_unique<ServerImpl>(db, std::move(options))) {}
Server::~Server() = default;
absl::Status Server::Start() { return impl_->Start(); }
int Server::port() const { return impl_->port(); }
void Server::Run() { impl_->Run(); }
void Server::Shutdown() { impl_->Shutdown(); }

}  // namespace kite::server
