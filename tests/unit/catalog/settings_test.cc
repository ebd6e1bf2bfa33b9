// The settings registry behind SET / SHOW (catalog/settings.h).
#include "catalog/settings.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite {
namespace {

TEST(SettingsTest, PostgresSettingsHaveTheirDefaults) {
  Settings settings;
  EXPECT_EQ(settings.Get("client_encoding"), "UTF8");
  EXPECT_EQ(settings.Get("server_version"), "15.0");
  EXPECT_EQ(settings.Get("application_name"), "");
  EXPECT_EQ(settings.Get("no_such_setting"), std::nullopt);
  EXPECT_FALSE(settings.IsStored("client_encoding"));
}

TEST(SettingsTest, SetThenResetGivesTheDefaultBack) {
  Settings settings;
  ASSERT_TRUE(settings.Set("application_name", "psql").ok());
  EXPECT_EQ(settings.Get("application_name"), "psql");
  ASSERT_TRUE(settings.Set("application_name", "").ok());
  EXPECT_EQ(settings.Get("application_name"), "");
}

TEST(SettingsTest, AnUndefinedNameIsKeptAsSetUntilReset) {
  Settings settings;
  ASSERT_TRUE(settings.Set("myapp.mode", "Fast").ok());
  EXPECT_EQ(settings.Get("myapp.mode"), "Fast");
  EXPECT_FALSE(settings.IsStored("myapp.mode"));
  ASSERT_TRUE(settings.Set("myapp.mode", "").ok());
  EXPECT_EQ(settings.Get("myapp.mode"), std::nullopt);
}

TEST(SettingsTest, ApplySeesEachValueAndAnErrorChangesNothing) {
  Settings settings;
  std::vector<std::string> applied;
  settings.Define({"level", "2", true, [&](const std::string& value) {
                     if (value == "bad") {
                       return InvalidSettingValue("level", value, "1, 2");
                     }
                     applied.push_back(value);
                     return absl::OkStatus();
                   }});
  EXPECT_TRUE(settings.IsStored("level"));
  EXPECT_EQ(settings.Get("level"), "2");
  ASSERT_TRUE(settings.Set("level", "1").ok());
  absl::Status bad = settings.Set("level", "bad");
  EXPECT_EQ(SqlStateOf(bad), sqlstate::kInvalidParameterValue);
  EXPECT_EQ(bad.message(),
            "invalid value for parameter \"level\": \"bad\"\n"
            "HINT:  Available values: 1, 2.");
  EXPECT_EQ(settings.Get("level"), "1");
  ASSERT_TRUE(settings.Set("level", "").ok());  // RESET applies the default
  EXPECT_EQ(settings.Get("level"), "2");
  EXPECT_EQ(applied, (std::vector<std::string>{"1", ""}));
}

TEST(SettingsTest, AllListsDefaultsAndValuesByName) {
  Settings settings;
  settings.Define({"zz_kite", "on"});
  ASSERT_TRUE(settings.Set("aa_custom", "x").ok());
  ASSERT_TRUE(settings.Set("timezone", "Europe/Paris").ok());
  std::vector<std::pair<std::string, std::string>> all = settings.All();
  ASSERT_GE(all.size(), 3u);
  using Pair = std::pair<std::string, std::string>;
  EXPECT_EQ(all.front(), Pair("aa_custom", "x"));
  EXPECT_EQ(all.back(), Pair("zz_kite", "on"));
  for (size_t i = 1; i < all.size(); ++i) EXPECT_LT(all[i - 1], all[i]);
  bool found = false;
  for (const auto& [name, value] : all) {
    if (name == "timezone") {
      EXPECT_EQ(value, "Europe/Paris");
      found = true;
    }
  }
  EXPECT_TRUE(found);
}

TEST(SettingsTest, BooleansAsPostgresSpellsThem) {
  for (const char* on : {"on", "ON", "true", "yes", "1"}) {
    EXPECT_EQ(ParseBoolSetting("b", on, false).value_or(false), true) << on;
  }
  for (const char* off : {"off", "False", "no", "0"}) {
    EXPECT_EQ(ParseBoolSetting("b", off, true).value_or(true), false) << off;
  }
  EXPECT_EQ(ParseBoolSetting("b", "", true).value_or(false), true);
  EXPECT_EQ(ParseBoolSetting("b", "", false).value_or(true), false);
  absl::StatusOr<bool> bad = ParseBoolSetting("b", "maybe", true);
  EXPECT_EQ(SqlStateOf(bad.status()), sqlstate::kInvalidParameterValue);
  EXPECT_EQ(bad.status().message(), "parameter \"b\" requires a Boolean value");
}

}  // namespace
}  // namespace kite
