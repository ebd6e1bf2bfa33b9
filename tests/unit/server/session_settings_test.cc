#include "server/session_settings.h"

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite::server {
namespace {

TEST(SessionSettingsTest, DefaultsReportedAtStartup) {
  SessionSettings s("alice");
  auto reported = s.Reported();
  auto value = [&](const std::string& name) {
    for (const auto& [n, v] : reported) {
      if (n == name) return v;
    }
    return std::string("<missing>");
  };
  EXPECT_EQ(value("server_version"), "15.0 (Kite)");
  EXPECT_EQ(value("server_encoding"), "UTF8");
  EXPECT_EQ(value("client_encoding"), "UTF8");
  EXPECT_EQ(value("DateStyle"), "ISO, MDY");
  EXPECT_EQ(value("integer_datetimes"), "on");
  EXPECT_EQ(value("standard_conforming_strings"), "on");
  EXPECT_EQ(value("TimeZone"), "UTC");
  EXPECT_EQ(value("IntervalStyle"), "postgres");
  EXPECT_EQ(value("session_authorization"), "alice");
  EXPECT_EQ(value("is_superuser"), "on");
}

TEST(SessionSettingsTest, SetNormalisesAndReports) {
  SessionSettings s;
  std::pair<std::string, std::string> reported;
  ASSERT_TRUE(s.Set("client_encoding", "unicode", &reported).ok());
  EXPECT_EQ(reported, std::make_pair(std::string("client_encoding"),
                                     std::string("UTF8")));
  ASSERT_TRUE(s.Set("datestyle", "iso, dmy", &reported).ok());
  EXPECT_EQ(s.Get("datestyle"), "ISO, DMY");
  EXPECT_EQ(reported.first, "DateStyle");
  ASSERT_TRUE(s.Set("timezone", "europe/paris", &reported).ok());
  EXPECT_EQ(s.Get("timezone"), "Europe/Paris");  // the zone file's spelling
  EXPECT_EQ(reported.first, "TimeZone");
  ASSERT_TRUE(s.Set("timezone", "-7", &reported).ok());
  EXPECT_EQ(s.Get("timezone"), "<-07>+07");
  reported = {};
  ASSERT_TRUE(s.Set("extra_float_digits", "3", &reported).ok());
  EXPECT_EQ(s.Get("extra_float_digits"), "3");
  EXPECT_TRUE(reported.first.empty());  // not a reported setting
  ASSERT_TRUE(s.Set("statement_timeout", "5s", nullptr).ok());
  EXPECT_EQ(s.Get("statement_timeout"), "5s");
  ASSERT_TRUE(s.Set("statement_timeout", "", nullptr).ok());  // reset
  EXPECT_EQ(s.Get("statement_timeout"), "0");
  ASSERT_TRUE(s.Set("application_name", "my app", &reported).ok());
  EXPECT_EQ(reported.second, "my app");
}

TEST(SessionSettingsTest, RefusesWhatKiteDoesNotDo) {
  SessionSettings s;
  EXPECT_EQ(SqlStateOf(s.Set("client_encoding", "LATIN1", nullptr)), "0A000");
  EXPECT_EQ(SqlStateOf(s.Set("timezone", "Mars/Olympus", nullptr)), "22023");
  EXPECT_EQ(SqlStateOf(s.Set("bytea_output", "base64", nullptr)), "22023");
  EXPECT_EQ(SqlStateOf(s.Set("datestyle", "German", nullptr)), "0A000");
  EXPECT_EQ(SqlStateOf(s.Set("datestyle", "nonsense", nullptr)), "22023");
  EXPECT_EQ(SqlStateOf(s.Set("extra_float_digits", "x", nullptr)), "22023");
  EXPECT_EQ(SqlStateOf(s.Set("statement_timeout", "soon", nullptr)), "22023");
  EXPECT_EQ(SqlStateOf(s.Set("server_version", "16", nullptr)), "55P02");
  EXPECT_EQ(SqlStateOf(s.Set("no_such_thing", "1", nullptr)), "42704");
  EXPECT_EQ(s.Get("client_encoding"), "UTF8");  // unchanged by failures
}

}  // namespace
}  // namespace kite::server
