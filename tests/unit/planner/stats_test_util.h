// A database for the statistics tests: tables filled by SQL, their
// statistics, predicates bound from SQL text, and the true share of rows a
// predicate keeps (by running the query) to hold estimates against.
#ifndef KITE_TESTS_UNIT_PLANNER_STATS_TEST_UTIL_H_
#define KITE_TESTS_UNIT_PLANNER_STATS_TEST_UTIL_H_

#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "engine/database_impl.h"
#include "gtest/gtest.h"
#include "parser/parser.h"
#include "planner/binder.h"
#include "planner/selectivity.h"
#include "planner/statistics.h"

namespace kite::testing {

class StatsTest : public ::testing::Test {
 protected:
  // Kernels are beside the point here, and a test binary that exits while
  // one compiles can crash in LLVM's exit handlers.
  StatsTest() { (void)db_.Execute("SET jit = off", {}); }

  void Run(const std::string& sql) {
    absl::StatusOr<Result> r = db_.Execute(sql, {});
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
  }

  std::shared_ptr<Table> TableOf(const std::string& name) {
    std::optional<TableEntry> entry = db_.catalog().Find(name);
    EXPECT_TRUE(entry.has_value()) << name;
    return entry.has_value() ? entry->table : nullptr;
  }

  // Statistics of `name`, computed now.
  std::shared_ptr<const TableStats> Analyze(const std::string& name) {
    std::shared_ptr<Table> table = TableOf(name);
    ScopedLock lock(&table->lock(), LockMode::kShared);
    return plan::ComputeStats(*table);
  }

  // Binds SELECT * FROM name WHERE where; *predicate is then the filter of
  // its table scan, over the table's columns.
  std::unique_ptr<plan::BoundStatement> BindWhere(
      const std::string& name, const std::string& where,
      const plan::BoundExpr** predicate) {
    *predicate = nullptr;
    absl::StatusOr<std::vector<ast::Statement>> parsed =
        ParseSql("SELECT * FROM " + name + " WHERE " + where);
    EXPECT_TRUE(parsed.ok()) << parsed.status();
    if (!parsed.ok()) return nullptr;
    plan::Binder binder(&db_.catalog());
    auto bound = binder.Bind((*parsed)[0]);
    EXPECT_TRUE(bound.ok()) << bound.status();
    if (!bound.ok()) return nullptr;
    *predicate = ScanPredicate(*(*bound)->plan);
    EXPECT_NE(*predicate, nullptr) << where;
    return *std::move(bound);
  }

  // EstimateSelectivity of `where` over table `name` with fresh statistics.
  // `params` are given to the estimate only when `known` (their types are
  // inferred by binding the query).
  double Estimate(const std::string& name, const std::string& where,
                  const std::vector<Value>& params = {}, bool known = true) {
    std::shared_ptr<const TableStats> stats = Analyze(name);
    const plan::BoundExpr* predicate;
    auto bound = BindWhere(name, where, &predicate);
    if (predicate == nullptr) return -1;
    std::vector<Value> given;
    if (known) given = params;
    return plan::EstimateSelectivity(*stats, *predicate, given);
  }

  // The share of the rows of `name` where `where` is TRUE.
  double Actual(const std::string& name, const std::string& where,
                const std::vector<Value>& params = {}) {
    absl::StatusOr<Result> all =
        db_.Execute("SELECT count(*) FROM " + name, {});
    absl::StatusOr<Result> kept =
        db_.Execute("SELECT count(*) FROM " + name + " WHERE " + where, params);
    EXPECT_TRUE(all.ok() && kept.ok()) << where;
    if (!all.ok() || !kept.ok()) return -1;
    return static_cast<double>(kept->GetInt64(0, 0)) /
           static_cast<double>(all->GetInt64(0, 0));
  }

  DatabaseImpl db_;

 private:
  // The filter of the plan's table scan (all of WHERE when nothing else
  // applies it).
  static const plan::BoundExpr* ScanPredicate(const plan::PlanNode& node) {
    if (node.kind == plan::NodeKind::kScan) return node.predicate.get();
    for (const plan::PlanPtr& child : node.children) {
      if (const plan::BoundExpr* p = ScanPredicate(*child)) return p;
    }
    return nullptr;
  }
};

}  // namespace kite::testing

#endif  // KITE_TESTS_UNIT_PLANNER_STATS_TEST_UTIL_H_
