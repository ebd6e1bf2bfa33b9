// Robustness: random bytes and random token sequences never crash or hang
// the parser; the answer is always a parse or a clean error.
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

// The SQLSTATEs the parser may answer with: syntax error, too complex,
// invalid encoding, bad escape, out of range, no such parameter, bad table
// definition, bad option value, unsupported feature.
bool IsParserError(const absl::Status& status) {
  static const std::set<std::string> kAllowed = {"42601", "54001", "22021",
                                                 "22025", "22003", "42P02",
                                                 "42P16", "22023", "0A000"};
  return kAllowed.count(SqlStateOf(status)) > 0;
}

TEST(FuzzTest, RandomBytes) {
  std::mt19937 rng(42);
  for (int i = 0; i < 3000; ++i) {
    std::string input(rng() % 64, '\0');
    for (char& c : input) c = static_cast<char>(rng() % 256);
    absl::StatusOr<std::vector<ast::Statement>> result = ParseSql(input);
    EXPECT_TRUE(result.ok() || IsParserError(result.status()))
        << result.status();
  }
}

TEST(FuzzTest, RandomPrintableText) {
  std::mt19937 rng(7);
  const std::string alphabet =
      "abcxyzSELECT FROMWHERE0123456789 ,;()[]'\"$:.*+-/%<>=!|&@\n\t-E\\";
  for (int i = 0; i < 3000; ++i) {
    std::string input(rng() % 80, ' ');
    for (char& c : input) c = alphabet[rng() % alphabet.size()];
    absl::StatusOr<std::vector<ast::Statement>> result = ParseSql(input);
    EXPECT_TRUE(result.ok() || IsParserError(result.status()))
        << input << ": " << result.status();
  }
}

TEST(FuzzTest, RandomTokenSequences) {
  static const std::vector<std::string> kTokens = {
      "SELECT",    "FROM",      "WHERE",
      "GROUP",     "BY",        "HAVING",
      "ORDER",     "LIMIT",     "OFFSET",
      "UNION",     "INTERSECT", "EXCEPT",
      "ALL",       "DISTINCT",  "AS",
      "JOIN",      "LEFT",      "ON",
      "USING",     "AND",       "OR",
      "NOT",       "IS",        "NULL",
      "TRUE",      "IN",        "BETWEEN",
      "LIKE",      "ILIKE",     "ESCAPE",
      "CASE",      "WHEN",      "THEN",
      "ELSE",      "END",       "CAST",
      "EXISTS",    "ANY",       "ARRAY",
      "OVER",      "INSERT",    "INTO",
      "VALUES",    "DEFAULT",   "UPDATE",
      "SET",       "DELETE",    "CREATE",
      "TABLE",     "PRIMARY",   "KEY",
      "DROP",      "COPY",      "TO",
      "WITH",      "CSV",       "EXPLAIN",
      "BEGIN",     "COMMIT",    "ON",
      "CONFLICT",  "DO",        "NOTHING",
      "RETURNING", "position",  "substring",
      "trim",      "count",     "t",
      "a",         "b",         "\"Q\"",
      "1",         "2.5",       "1e3",
      "'s'",       "E'\\n'",    "$1",
      "(",         ")",         "[",
      "]",         ",",         ";",
      ".",         "*",         "+",
      "-",         "/",         "%",
      "=",         "<>",        "<",
      ">=",        "||",        "@>",
      "&&",        "::",        "int",
      "text",      "date",      "'2024-01-01'",
      "FOR"};
  std::mt19937 rng(1234);
  int parsed = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string input;
    const int length = 1 + rng() % 25;
    for (int k = 0; k < length; ++k) {
      input += kTokens[rng() % kTokens.size()];
      input += ' ';
    }
    absl::StatusOr<std::vector<ast::Statement>> result = ParseSql(input);
    EXPECT_TRUE(result.ok() || IsParserError(result.status()))
        << input << ": " << result.status();
    parsed += result.ok() ? 1 : 0;
  }
  // Mostly errors, but not only: random token soup sometimes is valid SQL.
  EXPECT_LT(parsed, 3000);
}

TEST(FuzzTest, MutatedValidStatements) {
  static const std::vector<std::string> kSeeds = {
      "SELECT a, count(*) OVER () FROM t WHERE b BETWEEN 1 AND 2 ORDER BY a "
      "DESC NULLS LAST LIMIT 10",
      "INSERT INTO t (a, b) VALUES (1, 'x') ON CONFLICT (a) DO UPDATE SET b = "
      "EXCLUDED.b RETURNING *",
      "COPY t (a) FROM 'f.csv' WITH (FORMAT csv, HEADER true)",
      "SELECT CASE WHEN x IN (SELECT 1) THEN trim(both 'x' FROM y) END FROM "
      "a LEFT JOIN b USING (id)",
      "CREATE TABLE t (id int PRIMARY KEY, tags text[], n numeric(10,2))"};
  std::mt19937 rng(99);
  for (int i = 0; i < 3000; ++i) {
    std::string input = kSeeds[rng() % kSeeds.size()];
    const int edits = 1 + rng() % 4;
    for (int k = 0; k < edits && !input.empty(); ++k) {
      const size_t at = rng() % input.size();
      switch (rng() % 3) {
        case 0:
          input.erase(at, 1 + rng() % 5);
          break;
        case 1:
          input.insert(at, 1, "()',;\"*"[rng() % 7]);
          break;
        default:
          input[at] = static_cast<char>(32 + rng() % 95);
      }
    }
    absl::StatusOr<std::vector<ast::Statement>> result = ParseSql(input);
    EXPECT_TRUE(result.ok() || IsParserError(result.status()))
        << input << ": " << result.status();
  }
}

TEST(FuzzTest, ConcurrentParsing) {
  const std::vector<std::string> queries = {
      "SELECT * FROM items WHERE year > $1 AND name = $2 LIMIT 10",
      "UPDATE items SET year = $1, name = $2 WHERE id = $3",
      "SELECT a FROM t UNION SELECT b FROM u ORDER BY 1",
      "SELECT ((((1)))) + (SELECT 2) FROM t WHERE x IN (1, 2, 3)"};
  std::vector<std::thread> threads;
  std::atomic<int> failures{0};
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 200; ++i) {
        if (!ParseSql(queries[(t + i) % queries.size()]).ok()) ++failures;
        if (ParseSql("SELECT FROM WHERE").ok()) ++failures;
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(failures.load(), 0);
}

}  // namespace
}  // namespace kite::testing
