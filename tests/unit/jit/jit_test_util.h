// Helpers shared by the JIT's unit tests: SQL results as text, and scan
// predicates bound from SQL against a private catalog for lowering tests.
#ifndef KITE_TESTS_UNIT_JIT_JIT_TEST_UTIL_H_
#define KITE_TESTS_UNIT_JIT_JIT_TEST_UTIL_H_

#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "parser/parser.h"
#include "planner/binder.h"
#include "planner/plan.h"
#include "tests/unit/engine/test_util.h"

namespace kite::jit_testing {

// The engine tests' helpers: a fresh database, results as text.
using ::kite::testing::Dump;
using ::kite::testing::NewDb;
using ::kite::testing::Sql;

// Runs `sql` and expects it to succeed.
inline void MustRun(Database& db, std::string_view sql) {
  auto r = db.Execute(sql);
  ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
}

// The resident set size of this process in bytes (/proc/self/statm).
inline int64_t ResidentBytes() {
  FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return -1;
  long size = 0, resident = 0;
  const int got = std::fscanf(f, "%ld %ld", &size, &resident);
  std::fclose(f);
  if (got != 2) return -1;
  return static_cast<int64_t>(resident) * sysconf(_SC_PAGESIZE);
}

// A catalog of tables filled directly through kite::Table, and SELECTs bound
// against it, for tests of the lowering that need real BoundExprs.
class BoundQueries {
 public:
  // Adds table `name` with `columns` (and no primary key).
  std::shared_ptr<Table> AddTable(const std::string& name,
                                  std::vector<ColumnSchema> columns) {
    TableSchema schema;
    schema.columns = std::move(columns);
    const size_t n = schema.columns.size();
    TableEntry entry;
    entry.table = std::make_shared<Table>(name, std::move(schema));
    entry.defaults.resize(n);
    entry.max_lengths.assign(n, 0);
    entry.length_types.assign(n, "");
    EXPECT_TRUE(catalog_.Create(entry).ok());
    return entry.table;
  }

  // The scan of the bound `select` that carries a predicate, or an error.
  // The bound statement stays alive as long as this object.
  absl::StatusOr<const plan::PlanNode*> ScanOf(std::string_view select) {
    auto stmts = ParseSql(select);
    if (!stmts.ok()) return stmts.status();
    if (stmts->size() != 1) return absl::InvalidArgumentError("one statement");
    parsed_.push_back(
        std::make_unique<std::vector<ast::Statement>>(*std::move(stmts)));
    plan::Binder binder(&catalog_);
    auto bound = binder.Bind(parsed_.back()->front());
    if (!bound.ok()) return bound.status();
    const plan::PlanNode* scan = FindScan((*bound)->plan.get());
    statements_.push_back(*std::move(bound));
    if (scan == nullptr) return absl::NotFoundError("no filtered scan");
    return scan;
  }

  // The aggregate node right above a scan, for LowerAggregate.
  absl::StatusOr<const plan::PlanNode*> AggregateOf(std::string_view select) {
    auto stmts = ParseSql(select);
    if (!stmts.ok()) return stmts.status();
    if (stmts->size() != 1) return absl::InvalidArgumentError("one statement");
    parsed_.push_back(
        std::make_unique<std::vector<ast::Statement>>(*std::move(stmts)));
    plan::Binder binder(&catalog_);
    auto bound = binder.Bind(parsed_.back()->front());
    if (!bound.ok()) return bound.status();
    const plan::PlanNode* agg = FindAggregate((*bound)->plan.get());
    statements_.push_back(*std::move(bound));
    if (agg == nullptr) return absl::NotFoundError("no aggregate over a scan");
    return agg;
  }

 private:
  static const plan::PlanNode* FindScan(const plan::PlanNode* n) {
    if (n == nullptr) return nullptr;
    if (n->kind == plan::NodeKind::kScan && n->predicate != nullptr) return n;
    for (const auto& c : n->children) {
      if (const plan::PlanNode* s = FindScan(c.get())) return s;
    }
    return nullptr;
  }
  static const plan::PlanNode* FindAggregate(const plan::PlanNode* n) {
    if (n == nullptr) return nullptr;
    if (n->kind == plan::NodeKind::kAggregate && !n->children.empty() &&
        n->children[0]->kind == plan::NodeKind::kScan) {
      return n;
    }
    for (const auto& c : n->children) {
      if (const plan::PlanNode* s = FindAggregate(c.get())) return s;
    }
    return nullptr;
  }

  Catalog catalog_;
  std::vector<std::unique_ptr<std::vector<ast::Statement>>> parsed_;
  std::vector<std::unique_ptr<plan::BoundStatement>> statements_;
};

}  // namespace kite::jit_testing

#endif  // KITE_TESTS_UNIT_JIT_JIT_TEST_UTIL_H_
