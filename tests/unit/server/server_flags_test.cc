#include "server/server_flags.h"

#include "gtest/gtest.h"

namespace kite::server {
namespace {

TEST(ServerFlagsTest, DefaultsAndFlags) {
  auto flags = ParseKitedFlags({});
  ASSERT_TRUE(flags.ok());
  EXPECT_EQ(flags->server.host, "127.0.0.1");
  EXPECT_EQ(flags->server.port, 5432);
  EXPECT_EQ(flags->server.max_connections, 100);
  flags = ParseKitedFlags({"--port", "6000", "--socket-dir=/tmp",
                           "--max-connections", "3", "--data", "d"});
  ASSERT_TRUE(flags.ok()) << flags.status();
  EXPECT_EQ(flags->server.port, 6000);
  EXPECT_EQ(flags->server.socket_dir, "/tmp");
  EXPECT_EQ(flags->server.max_connections, 3);
  EXPECT_EQ(flags->data_dir, "d");
  EXPECT_TRUE(ParseKitedFlags({"--help"})->help);
}

TEST(ServerFlagsTest, BadFlags) {
  EXPECT_FALSE(ParseKitedFlags({"--port", "70000"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--port", "x"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--port"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--nosuch", "1"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"stray"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--max-connections", "0"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--config", "/nonexistent/kited.conf"}).ok());
}

TEST(ServerFlagsTest, ConfigText) {
  KitedFlags flags;
  ASSERT_TRUE(ApplyConfigText("# kited.conf\n"
                              "port = 7000   # comment\n"
                              "socket_dir = '/run/kite'\n"
                              "\n"
                              "max_connections=5\n",
                              &flags)
                  .ok());
  EXPECT_EQ(flags.server.port, 7000);
  EXPECT_EQ(flags.server.socket_dir, "/run/kite");
  EXPECT_EQ(flags.server.max_connections, 5);
  absl::Status s = ApplyConfigText("port = 1\nbogus line\n", &flags);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("line 2"), absl::string_view::npos);
}

TEST(ServerFlagsTest, AuthAndTls) {
  auto flags = ParseKitedFlags({});
  ASSERT_TRUE(flags.ok());
  EXPECT_EQ(flags->server.auth, AuthMethod::kAuto);
  EXPECT_FALSE(flags->server.ssl_required);
  // --ssl-required stands alone; the flag after it is its own.
  flags = ParseKitedFlags({"--auth", "trust", "--ssl-cert", "c.pem",
                           "--ssl-key=k.pem", "--ssl-required", "--port", "1"});
  ASSERT_TRUE(flags.ok()) << flags.status();
  EXPECT_EQ(flags->server.auth, AuthMethod::kTrust);
  EXPECT_EQ(flags->server.ssl_cert, "c.pem");
  EXPECT_EQ(flags->server.ssl_key, "k.pem");
  EXPECT_TRUE(flags->server.ssl_required);
  EXPECT_EQ(flags->server.port, 1);
  EXPECT_FALSE(ParseKitedFlags({"--ssl-required=off"})->server.ssl_required);
  EXPECT_FALSE(ParseKitedFlags({"--auth", "md5"}).ok());
  EXPECT_FALSE(ParseKitedFlags({"--ssl-required=maybe"}).ok());
  KitedFlags config;
  ASSERT_TRUE(ApplyConfigText("auth = scram\nssl_cert = '/etc/c.pem'\n"
                              "ssl_key = /etc/k.pem\nssl_required = on\n",
                              &config)
                  .ok());
  EXPECT_EQ(config.server.auth, AuthMethod::kScram);
  EXPECT_EQ(config.server.ssl_cert, "/etc/c.pem");
  EXPECT_TRUE(config.server.ssl_required);
}

}  // namespace
}  // namespace kite::server
