// Helpers shared by the engine's unit tests.
#ifndef KITE_TESTS_UNIT_ENGINE_TEST_UTIL_H_
#define KITE_TESTS_UNIT_ENGINE_TEST_UTIL_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "gtest/gtest.h"
#include "kite/kite.h"

namespace kite::testing {

// A small deterministic generator for randomized tests (a seed gives the
// same sequence everywhere).
class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  // Uniform in [0, n).
  int Below(int n) {
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state_ >> 33) % static_cast<uint64_t>(n));
  }

 private:
  uint64_t state_;
};

inline std::unique_ptr<Database> NewDb() {
  auto db = Database::Open();
  EXPECT_TRUE(db.ok());
  return *std::move(db);
}

// All cells of a result as text: rows end with '\n', cells split by '|'.
inline std::string Dump(const Result& r) {
  std::string out;
  for (size_t i = 0; i < r.row_count(); ++i) {
    for (int c = 0; c < r.column_count(); ++c) {
      if (c > 0) out += "|";
      out += r.IsNull(i, c) ? "NULL" : r.GetString(i, c);
    }
    out += "\n";
  }
  return out;
}

// Runs `sql`: its rows (Dump), or "ERROR <sqlstate>: <message>".
inline std::string Sql(Database& db, std::string_view sql) {
  auto r = db.Execute(sql);
  if (!r.ok()) {
    return "ERROR " + SqlStateOf(r.status()) + ": " +
           std::string(r.status().message());
  }
  return Dump(*r);
}

// Runs `stmt` as bound: its rows (Dump), or its error status as text.
inline std::string RunDump(PreparedStatement& stmt) {
  auto r = stmt.Execute();
  return r.ok() ? Dump(*r) : r.status().ToString();
}

// The SQLSTATE `sql` fails with ("00000" when it succeeds).
inline std::string ErrorOf(Database& db, std::string_view sql) {
  return SqlStateOf(db.Execute(sql).status());
}

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_ENGINE_TEST_UTIL_H_
