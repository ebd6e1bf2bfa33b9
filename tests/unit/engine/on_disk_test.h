// A test fixture for databases on disk: a fresh directory per test, removed
// after it, and opening, closing and reopening the database in it.
#ifndef KITE_TESTS_UNIT_ENGINE_ON_DISK_TEST_H_
#define KITE_TESTS_UNIT_ENGINE_ON_DISK_TEST_H_

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite::testing {

class OnDiskTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           absl::StrCat(
               "kite_on_disk_", getpid(), "_",
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::unique_ptr<Database> Open() {
    absl::StatusOr<std::unique_ptr<Database>> db =
        Database::Open(dir_.string());
    EXPECT_TRUE(db.ok()) << db.status();
    return db.ok() ? *std::move(db) : nullptr;
  }

  // Closes `db` (all commits written) and opens the directory again.
  std::unique_ptr<Database> Reopen(std::unique_ptr<Database> db) {
    db.reset();
    return Open();
  }

  // On a Database or a Session.
  template <typename Runner>
  static void Must(Runner& db, const std::string& sql) {
    absl::StatusOr<Result> r = db.Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  std::filesystem::path dir_;
};

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_ENGINE_ON_DISK_TEST_H_
