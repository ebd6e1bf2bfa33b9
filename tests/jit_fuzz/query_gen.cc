#include "tests/jit_fuzz/query_gen.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tests/jit_fuzz/expr_gen.h"

namespace kite::fuzz::jit_fuzz {
namespace {

bool IsBig(const TableSpec& t) { return t.rows > 20000; }

// How often a query on `t` gets a LIMIT.
double LimitShare(const TableSpec& t) {
  if (IsBig(t)) return 1;
  return t.rows > 1000 ? 0.6 : 0.3;
}

// Whether `sql` is a single inline constant: "\x1f<n>\x1e".
bool IsSlotMarker(const std::string& sql) {
  return !sql.empty() && sql.front() == '\x1f' && sql.back() == '\x1e' &&
         sql.find('\x1f', 1) == std::string::npos;
}

std::string Where(Rng& rng, ExprGen& gen, double share) {
  if (!rng.Chance(share)) return "";
  return absl::StrCat(" WHERE ", gen.Bool(static_cast<int>(rng.Range(1, 4))));
}

// A LIMIT (and sometimes OFFSET) with inline constants.
std::string LimitClause(Rng& rng, ExprGen& gen) {
  std::string out = absl::StrCat(" LIMIT ", gen.SmallInt(0, 40));
  if (rng.Chance(0.35)) absl::StrAppend(&out, " OFFSET ", gen.SmallInt(0, 60));
  return out;
}

std::string Direction(Rng& rng) {
  std::string out;
  double r = rng.Unit();
  if (r < 0.4) {
    out = " DESC";
  } else if (r < 0.6) {
    out = " ASC";
  }
  r = rng.Unit();
  if (r < 0.25) {
    out += " NULLS FIRST";
  } else if (r < 0.5) {
    out += " NULLS LAST";
  }
  return out;
}

// SELECT ... FROM t WHERE cond, in scan order (or by id).
void FilterQuery(Rng& rng, ExprGen& gen, QueryTemplate& t) {
  std::string list;
  double r = rng.Unit();
  bool aggregate = false;
  bool distinct = false;
  if (r < 0.2) {
    list = "*";
  } else if (r < 0.35) {
    list = "count(*)";
    aggregate = true;
  } else if (r < 0.4 && !IsBig(*t.table)) {
    distinct = true;
    std::vector<std::string> cols;
    int n = static_cast<int>(rng.Range(1, 2));
    for (int i = 0; i < n; ++i)
      cols.push_back(gen.ColumnOf(gen.PickType(true)));
    list = absl::StrCat("DISTINCT ", absl::StrJoin(cols, ", "));
  } else {
    std::vector<std::string> items = {"id"};
    int n = static_cast<int>(rng.Range(1, 4));
    for (int i = 0; i < n; ++i) {
      items.push_back(rng.Chance(0.5) ? gen.ColumnOf(gen.PickType(false))
                                      : gen.Scalar(gen.PickType(false), 2));
    }
    list = absl::StrJoin(items, ", ");
  }
  t.text = absl::StrCat("SELECT ", list, " FROM ", t.table->name,
                        Where(rng, gen, 0.95));
  if (aggregate) return;
  if (distinct) {
    t.check = OrderCheck::kMultiset;
    return;
  }
  if (rng.Chance(0.3)) {
    absl::StrAppend(&t.text, " ORDER BY id", rng.Chance(0.5) ? " DESC" : "");
  }
  // Results stay small enough to compare quickly: the big table's always.
  if (rng.Chance(LimitShare(*t.table))) t.text += LimitClause(rng, gen);
}

// SELECT ..., keys FROM t [WHERE] ORDER BY keys [, id] [LIMIT].
void OrderQuery(Rng& rng, ExprGen& gen, QueryTemplate& t) {
  std::vector<std::string> items = {"id"};
  int extra = static_cast<int>(rng.Range(0, 2));
  for (int i = 0; i < extra; ++i) {
    items.push_back(gen.ColumnOf(gen.PickType(false)));
  }
  std::vector<std::string> order;
  int nkeys = static_cast<int>(rng.Range(1, 4));
  for (int k = 0; k < nkeys; ++k) {
    std::string key = rng.Chance(0.7) ? gen.ColumnOf(gen.PickType(true))
                                      : gen.Scalar(gen.PickType(true), 1);
    // A bare constant would be read as an output position.
    if (IsSlotMarker(key)) key = gen.ColumnOf(gen.PickType(true));
    t.key_columns.push_back(static_cast<int>(items.size()));
    items.push_back(key);
    // By output position now and then: the same sort, spelled differently.
    std::string ref = rng.Chance(0.2) ? absl::StrCat(items.size()) : key;
    order.push_back(ref + Direction(rng));
  }
  bool limit = rng.Chance(LimitShare(*t.table) + 0.1);
  bool total = limit || rng.Chance(0.5);
  if (total) order.push_back(absl::StrCat("id", Direction(rng)));
  if (limit && rng.Chance(0.2)) items.push_back("count(*) OVER ()");
  t.text = absl::StrCat("SELECT ", absl::StrJoin(items, ", "), " FROM ",
                        t.table->name, Where(rng, gen, limit ? 0.7 : 1),
                        " ORDER BY ", absl::StrJoin(order, ", "));
  if (limit) t.text += LimitClause(rng, gen);
  t.check = total ? OrderCheck::kExact : OrderCheck::kTieRuns;
}

std::string GroupKey(Rng& rng, ExprGen& gen, const TableSpec& table) {
  // Not `d`: its -0.0 groups with 0.0, and the group's printed key would
  // depend on the row seen first. In the larger tables only columns with few
  // distinct values, so that the groups stay few.
  std::vector<std::string> cols;
  for (const ColumnSpec& c : table.columns) {
    bool few =
        c.type.id == TypeId::kBoolean || c.profile.narrow || !c.pool.empty();
    if (c.name == "id" || c.type.is_array() || c.name == "d" ||
        (table.rows > 1000 && !few)) {
      continue;
    }
    cols.push_back(c.name);
  }
  switch (rng.Weighted({10, 2, 1, 1, 1, 2, 1})) {
    case 0:
      return rng.Pick(cols);
    case 1:
      return absl::StrCat("(i % ", gen.SmallInt(1, 9), ")");
    case 2:
      return "lower(s)";
    case 3:
      return absl::StrCat("CASE WHEN ", gen.Bool(1),
                          " THEN 'yes' ELSE 'no' END");
    case 4:
      return "date_part('month', dt)";
    case 5: {
      // Any expression of a type without -0.0 (see above); in the larger
      // tables they make many groups.
      const TypeId types[] = {TypeId::kInteger, TypeId::kBigint,
                              TypeId::kNumeric, TypeId::kText,
                              TypeId::kDate,    TypeId::kBoolean};
      return gen.Scalar(types[rng.Index(6)], 1);
    }
    default:
      // Up to more groups than a kernel call has rows.
      return absl::StrCat("(id % ", gen.SmallInt(2, 20000), ")");
  }
}

// An argument for sum or avg. Not the bigint column `g`: its values reach
// INT64_MAX, and sums and averages of bigint are NUMERIC(18,...) in Kite,
// so they would overflow (22003) in nearly every query.
std::string SumArgument(Rng& rng, ExprGen& gen, const TableSpec& table) {
  if (rng.Chance(0.2)) {
    const TypeId numbers[] = {TypeId::kInteger, TypeId::kNumeric,
                              TypeId::kDouble};
    return gen.Scalar(numbers[rng.Index(3)], 1);
  }
  std::vector<std::string> cols;
  for (const ColumnSpec& c : table.columns) {
    TypeId id = c.type.id;
    if (c.name != "g" && (id == TypeId::kInteger || id == TypeId::kBigint ||
                          id == TypeId::kNumeric || id == TypeId::kDouble)) {
      cols.push_back(c.name);
    }
  }
  return rng.Pick(cols);
}

std::string Aggregate(Rng& rng, ExprGen& gen, const TableSpec& table) {
  switch (rng.Weighted({4, 4, 1, 5, 4, 8, 2, 1})) {
    case 0:
      return "count(*)";
    case 1:
      return absl::StrCat("count(", gen.ColumnOf(gen.PickType(false)), ")");
    case 2:
      return absl::StrCat("count(DISTINCT ", gen.ColumnOf(gen.PickType(true)),
                          ")");
    case 3:
      return absl::StrCat("sum(", SumArgument(rng, gen, table), ")");
    case 4:
      return absl::StrCat("avg(", SumArgument(rng, gen, table), ")");
    case 5: {
      // min and max take every orderable type but boolean.
      TypeId id = gen.PickType(true);
      while (id == TypeId::kBoolean) id = gen.PickType(true);
      return absl::StrCat(rng.Chance(0.5) ? "min(" : "max(", gen.Scalar(id, 0),
                          ")");
    }
    case 6: {
      const char* kinds[] = {"count", "sum", "avg", "min", "max"};
      const int k = static_cast<int>(rng.Index(5));
      std::string arg = k == 1 || k == 2
                            ? SumArgument(rng, gen, table)
                            : gen.Scalar(gen.PickType(true), rng.Index(2));
      return absl::StrCat(kinds[k], "(DISTINCT ", arg, ")");
    }
    default:
      return absl::StrCat(rng.Chance(0.5) ? "min(" : "max(",
                          gen.Scalar(TypeId::kText, 1), ")");
  }
}

// An aggregate whose result compares with an integer.
std::string NumericAggregate(Rng& rng, ExprGen& gen, const TableSpec& table) {
  switch (rng.Index(4)) {
    case 0:
      return "count(*)";
    case 1:
      return absl::StrCat("count(", gen.ColumnOf(gen.PickType(false)), ")");
    case 2:
      return absl::StrCat("sum(", SumArgument(rng, gen, table), ")");
    default:
      return absl::StrCat("avg(", SumArgument(rng, gen, table), ")");
  }
}

// SELECT keys, aggregates FROM t [WHERE] GROUP BY keys [HAVING] [ORDER BY].
void GroupQuery(Rng& rng, ExprGen& gen, QueryTemplate& t) {
  std::vector<std::string> keys;
  int nkeys = static_cast<int>(rng.Range(1, 3));
  for (int k = 0; k < nkeys; ++k) keys.push_back(GroupKey(rng, gen, *t.table));
  std::vector<std::string> items = keys;
  int naggs = static_cast<int>(rng.Range(1, 4));
  for (int a = 0; a < naggs; ++a)
    items.push_back(Aggregate(rng, gen, *t.table));
  t.text = absl::StrCat("SELECT ", absl::StrJoin(items, ", "), " FROM ",
                        t.table->name, Where(rng, gen, 0.6), " GROUP BY ",
                        absl::StrJoin(keys, ", "));
  if (rng.Chance(0.4)) {
    std::string having =
        rng.Chance(0.5)
            ? absl::StrCat("count(*) > ", gen.SmallInt(0, 40))
            : absl::StrCat(Aggregate(rng, gen, *t.table), " IS NOT NULL");
    if (rng.Chance(0.3)) {
      absl::StrAppend(&having, rng.Chance(0.5) ? " AND " : " OR ",
                      NumericAggregate(rng, gen, *t.table), " > ",
                      gen.SmallInt(-5, 50));
    }
    absl::StrAppend(&t.text, " HAVING ", having);
  }
  if (rng.Chance(0.5)) {
    // The keys identify a group, so ordering by all of them is total.
    std::vector<std::string> order;
    for (int k = 1; k <= nkeys; ++k) {
      order.push_back(absl::StrCat(k, Direction(rng)));
    }
    absl::StrAppend(&t.text, " ORDER BY ", absl::StrJoin(order, ", "));
    if (rng.Chance(0.3)) t.text += LimitClause(rng, gen);
  }
  // Without ORDER BY too: groups come in the order of their first row,
  // compiled or not.
  t.check = OrderCheck::kExact;
}

}  // namespace

QueryTemplate GenerateQuery(Rng& rng, const std::vector<TableSpec>& tables,
                            bool use_params) {
  QueryTemplate t;
  std::vector<int> weights;
  for (const TableSpec& table : tables) {
    weights.push_back(IsBig(table) ? 1 : table.primary_key ? 16 : 8);
  }
  t.table = &tables[rng.Weighted(weights)];
  ExprGen gen(rng, &t, use_params);
  // The big table has no index to help: its GROUP BYs read all of it.
  int group_weight = IsBig(*t.table) ? 3 : 25;
  switch (rng.Weighted({45, 30, group_weight})) {
    case 0:
      FilterQuery(rng, gen, t);
      break;
    case 1:
      OrderQuery(rng, gen, t);
      break;
    default:
      GroupQuery(rng, gen, t);
      break;
  }
  return t;
}

}  // namespace kite::fuzz::jit_fuzz
