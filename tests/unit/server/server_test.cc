// Server: the Asio listeners and connections, in process, over loopback
// and a Unix socket.
#include "server/server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <future>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "server/client_messages.h"

namespace kite::server {
namespace {

// A blocking client socket; -1 when the connection failed.
int ConnectTcp(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

int ConnectUnix(const std::string& path) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  std::snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path.c_str());
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

// Sends `data` and reads replies until a ReadyForQuery or the end.
std::vector<BackendMessage> Exchange(int fd, const std::string& data) {
  EXPECT_EQ(::send(fd, data.data(), data.size(), 0),
            static_cast<ssize_t>(data.size()));
  std::string in;
  char buf[4096];
  while (true) {
    auto msgs = SplitBackendMessages(in);
    if (!msgs.empty() && msgs.back().type == 'Z') return msgs;
    const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) return msgs;
    in.append(buf, n);
  }
}

std::string Types(const std::vector<BackendMessage>& msgs) {
  std::string s;
  for (const auto& m : msgs) s.push_back(m.type);
  return s;
}

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char dir[] = "/tmp/kite_server_test_XXXXXX";
    ASSERT_NE(::mkdtemp(dir), nullptr);
    dir_ = dir;
    db_ = *Database::Open();
  }
  void TearDown() override { ::rmdir(dir_.c_str()); }

  std::string dir_;
  std::unique_ptr<Database> db_;
};

TEST_F(ServerTest, ServesTcpAndUnixSocketThenShutsDown) {
  ServerOptions options;
  options.port = 0;
  options.socket_dir = dir_;
  options.workers = 2;
  Server server(db_.get(), options);
  ASSERT_TRUE(server.Start().ok());
  ASSERT_GT(server.port(), 0);
  std::thread runner([&] { server.Run(); });

  const int tcp = ConnectTcp(server.port());
  ASSERT_GE(tcp, 0);
  std::string startup;
  WriteStartupMessage(&startup, {{"user", "u"}, {"database", "d"}});
  EXPECT_EQ(Exchange(tcp, startup).back().type, 'Z');
  std::string query;
  WriteQuery(&query, "CREATE TABLE t (x INT); INSERT INTO t VALUES (7)");
  EXPECT_EQ(Types(Exchange(tcp, query)), "CCZ");

  const std::string socket_path =
      dir_ + "/.s.PGSQL." + std::to_string(server.port());
  const int local = ConnectUnix(socket_path);
  ASSERT_GE(local, 0);
  EXPECT_EQ(Exchange(local, startup).back().type, 'Z');
  query.clear();
  WriteQuery(&query, "SELECT x FROM t");
  auto msgs = Exchange(local, query);
  ASSERT_EQ(Types(msgs), "TDCZ");
  EXPECT_EQ(*DataRowCells(msgs[1])[0], "7");

  server.Shutdown();
  runner.join();
  // Idle connections were told and closed; the socket file is gone.
  msgs = Exchange(tcp, "");
  ASSERT_FALSE(msgs.empty());
  EXPECT_EQ(ErrorField(msgs.back(), 'C'), "57P01");
  EXPECT_NE(::access(socket_path.c_str(), F_OK), 0);
  EXPECT_LT(ConnectTcp(server.port()), 0);
  ::close(tcp);
  ::close(local);
}

// Sends queries until the server ends the connection; returns the SQLSTATE
// of the last error it sent (empty when none).
std::string QueryUntilClosed(int fd, std::atomic<int>* answered) {
  std::string query;
  WriteQuery(&query, "SELECT 1");
  std::string last_error;
  while (true) {
    // MSG_NOSIGNAL: the server may have closed already (no SIGPIPE).
    if (::send(fd, query.data(), query.size(), MSG_NOSIGNAL) < 0) break;
    std::string in;
    char buf[4096];
    bool ready = false;
    while (!ready) {
      const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
      if (n <= 0) return last_error;
      in.append(buf, n);
      for (const BackendMessage& m : SplitBackendMessages(in)) {
        if (m.type == 'E') last_error = ErrorField(m, 'C');
        ready = ready || m.type == 'Z';
      }
    }
    answered->fetch_add(1);
  }
  char buf[4096];
  std::string in;
  for (ssize_t n; (n = ::recv(fd, buf, sizeof buf, 0)) > 0;) in.append(buf, n);
  for (const BackendMessage& m : SplitBackendMessages(in)) {
    if (m.type == 'E') last_error = ErrorField(m, 'C');
  }
  return last_error;
}

// Connections run on the worker threads without a strand; a Stop that
// comes while a connection's handler runs is left for that handler to
// apply (connection.h). Were one lost, its connection would never close and
// Run would not return.
TEST_F(ServerTest, ShutdownReachesConnectionsWhileTheyWork) {
  ServerOptions options;
  options.port = 0;
  options.host = "127.0.0.1";
  options.workers = 2;
  Server server(db_.get(), options);
  ASSERT_TRUE(server.Start().ok());
  std::thread runner([&] { server.Run(); });

  constexpr int kClients = 12;
  std::atomic<int> answered{0};
  std::vector<std::future<std::string>> clients;
  for (int i = 0; i < kClients; ++i) {
    const int fd = ConnectTcp(server.port());
    ASSERT_GE(fd, 0);
    std::string startup;
    WriteStartupMessage(&startup, {{"user", "u"}, {"database", "d"}});
    ASSERT_EQ(Exchange(fd, startup).back().type, 'Z');
    clients.push_back(std::async(std::launch::async, [fd, &answered] {
      std::string code = QueryUntilClosed(fd, &answered);
      ::close(fd);
      return code;
    }));
  }
  while (answered.load() < 2000) std::this_thread::yield();
  server.Shutdown();
  for (auto& c : clients) {
    ASSERT_EQ(c.wait_for(std::chrono::seconds(30)), std::future_status::ready)
        << "a connection was never stopped";
    EXPECT_EQ(c.get(), "57P01");
  }
  runner.join();
}

TEST_F(ServerTest, PortInUseFailsToStart) {
  ServerOptions options;
  options.port = 0;
  Server first(db_.get(), options);
  ASSERT_TRUE(first.Start().ok());
  options.port = first.port();
  Server second(db_.get(), options);
  absl::Status s = second.Start();
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("could not listen"), absl::string_view::npos);
}

}  // namespace
}  // namespace kite::server
