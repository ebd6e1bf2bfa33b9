#include "tests/index_fuzz/query_gen.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tests/index_fuzz/predicate_gen.h"

namespace kite::fuzz::index_fuzz {
namespace {

bool IsNumber(TypeId id) {
  return id == TypeId::kInteger || id == TypeId::kBigint ||
         id == TypeId::kNumeric;
}

// Columns ORDER BY, GROUP BY, min and max may use: not arrays, and not
// doubles that may hold -0 (see TableModel::MayHoldMinusZero) where
// `no_minus_zero`.
std::vector<int> SortableColumns(const TableModel& table, bool no_minus_zero) {
  std::vector<int> out;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    const int col = static_cast<int>(c);
    if (table.columns[c].type.is_array()) continue;
    if (no_minus_zero && table.MayHoldMinusZero(col)) continue;
    out.push_back(col);
  }
  return out;
}

struct Order {
  std::vector<int> columns;  // the ORDER BY keys, distinct
  std::string clause;        // " ORDER BY ..." or ""
  bool total = false;        // ends in (or includes) the unique id
};

// An ORDER BY over table `t`: often the columns of one of its btree
// indexes (or its primary key) in one direction, so that an index can
// deliver the order; else random columns. Made total by `id` mostly.
Order MakeOrder(Rng& rng, const Schema& schema, int t,
                const std::string& alias) {
  const TableModel& table = schema.tables[t];
  std::vector<std::vector<int>> index_keys;
  if (!table.primary_key.empty()) index_keys.push_back(table.primary_key);
  for (const IndexModel* index : schema.IndexesOf(t)) {
    if (!index->hash && !table.columns[index->columns[0]].type.is_array()) {
      index_keys.push_back(index->columns);
    }
  }
  Order order;
  std::vector<std::string> keys;
  auto add = [&](int c, const std::string& direction) {
    if (std::find(order.columns.begin(), order.columns.end(), c) !=
        order.columns.end()) {
      return;
    }
    order.columns.push_back(c);
    order.total |= c == 0;
    std::string key =
        absl::StrCat(Qualified(alias, table.columns[c].name), direction);
    if (rng.Chance(0.15)) {
      key += rng.Chance(0.5) ? " NULLS FIRST" : " NULLS LAST";
    }
    keys.push_back(key);
  };
  if (!index_keys.empty() && rng.Chance(0.6)) {
    const std::vector<int>& key = rng.Pick(index_keys);
    const std::string direction = rng.Chance(0.5) ? " DESC" : "";
    const size_t n =
        static_cast<size_t>(rng.Range(1, static_cast<int64_t>(key.size())));
    for (size_t i = 0; i < n; ++i) add(key[i], direction);
  } else {
    const std::vector<int> sortable = SortableColumns(table, false);
    const int64_t n = rng.Range(1, 2);
    for (int64_t i = 0; i < n; ++i) {
      add(rng.Pick(sortable), rng.Chance(0.4) ? " DESC" : "");
    }
  }
  if (!order.total && rng.Chance(0.7)) add(0, rng.Chance(0.3) ? " DESC" : "");
  order.clause = absl::StrCat(" ORDER BY ", absl::StrJoin(keys, ", "));
  return order;
}

std::string LimitClause(Rng& rng) {
  std::string out;
  const double r = rng.Unit();
  const int64_t limit = r < 0.1   ? 0
                        : r < 0.8 ? rng.Range(1, 20)
                                  : rng.Range(21, 200);
  absl::StrAppend(&out, " LIMIT ", limit);
  if (rng.Chance(0.3)) {
    absl::StrAppend(&out, " OFFSET ",
                    rng.Chance(0.8) ? rng.Range(0, 30) : rng.Range(31, 3000));
  }
  return out;
}

// Sets how two results of `q` must agree, given its ORDER BY (if any) and
// whether it has a LIMIT or OFFSET; `body` is the query without them.
void SetAgreement(QueryShape& q, const Order* order, bool limited,
                  const std::string& body) {
  if (order != nullptr && order->total) {
    q.check = OrderCheck::kExact;
  } else if (order != nullptr) {
    q.agreement = limited ? Agreement::kSortKeys : Agreement::kRows;
    q.check = OrderCheck::kTieRuns;
    if (limited) q.unlimited_text = body;
  } else if (limited) {
    q.agreement = Agreement::kCountAndSubset;
    q.unlimited_text = body;
  } else {
    q.check = OrderCheck::kMultiset;
  }
}

// SELECT [cols | *] [, count(*) OVER ()] FROM t WHERE ... [ORDER BY]
// [LIMIT/OFFSET].
QueryShape Select(Rng& rng, const Schema& schema, bool use_params, bool total) {
  QueryShape q;
  q.kind = total ? "total" : "select";
  PredicateGen gen(rng, &q, schema, use_params);
  const int t = static_cast<int>(rng.Index(schema.tables.size()));
  const TableModel& table = schema.tables[t];
  const std::string alias = rng.Chance(0.2) ? "x" : "";
  const bool ordered = rng.Chance(0.6);
  Order order;
  if (ordered) order = MakeOrder(rng, schema, t, alias);
  std::vector<std::string> items;
  // DISTINCT now and then, over columns without -0 (which of -0 and 0 it
  // keeps depends on the order it reads rows in).
  bool distinct = !total && rng.Chance(0.12);
  if (rng.Chance(0.35)) {
    items.push_back("*");
    q.key_columns = order.columns;
    distinct = false;
  } else {
    std::vector<int> columns = order.columns;
    const int64_t extra = rng.Range(order.columns.empty() ? 1 : 0, 3);
    for (int64_t i = 0; i < extra; ++i) {
      columns.push_back(static_cast<int>(rng.Index(table.columns.size())));
    }
    for (size_t i = 0; i < columns.size(); ++i) {
      if (i < order.columns.size()) {
        q.key_columns.push_back(static_cast<int>(i));
      }
      distinct &= !table.MayHoldMinusZero(columns[i]);
      items.push_back(Qualified(alias, table.columns[columns[i]].name));
    }
  }
  if (total) {
    items.push_back(rng.Chance(0.5) ? "count(*) OVER () AS total"
                                    : "count(*) OVER ()");
  }
  std::string from = table.name;
  if (!alias.empty()) absl::StrAppend(&from, " ", alias);
  std::string body = absl::StrCat("SELECT ", distinct ? "DISTINCT " : "",
                                  absl::StrJoin(items, ", "), " FROM ", from);
  if (rng.Chance(0.85)) {
    absl::StrAppend(&body, " WHERE ",
                    gen.Condition(t, alias, static_cast<int>(rng.Range(0, 3))));
  }
  const bool limited = rng.Chance(ordered ? 0.5 : total ? 0.5 : 0.2);
  q.text = absl::StrCat(body, order.clause, limited ? LimitClause(rng) : "");
  SetAgreement(q, ordered ? &order : nullptr, limited, body);
  return q;
}

// An aggregate over `table`'s column c, or count(*) when none fits.
std::string Aggregate(Rng& rng, const TableModel& table,
                      const std::string& alias) {
  const int c = static_cast<int>(rng.Index(table.columns.size()));
  const ColumnSpec& column = table.columns[c];
  const std::string col = Qualified(alias, column.name);
  const TypeId id = column.type.id;
  const double r = rng.Unit();
  if (r < 0.2) return "count(*)";
  if (r < 0.35) return absl::StrCat("count(", col, ")");
  if (r < 0.45) return absl::StrCat("count(DISTINCT ", col, ")");
  const bool sortable = !column.type.is_array() && id != TypeId::kBoolean &&
                        !table.MayHoldMinusZero(c);
  // sum and avg of exact numbers only: a double sum depends on the order
  // it adds in, and a sum of wide bigints may overflow on the way (or not,
  // in another order).
  const bool summable =
      id == TypeId::kInteger || id == TypeId::kNumeric ||
      (id == TypeId::kBigint && column.profile.narrow && column.pool.empty());
  if (r < 0.8 && sortable) {
    return absl::StrCat(rng.Chance(0.5) ? "min(" : "max(", col, ")");
  }
  if (summable)
    return absl::StrCat(rng.Chance(0.7) ? "sum(" : "avg(", col, ")");
  return "count(*)";
}

QueryShape AggregateQuery(Rng& rng, const Schema& schema, bool use_params,
                          bool grouped) {
  QueryShape q;
  q.kind = grouped ? "group" : "aggregate";
  PredicateGen gen(rng, &q, schema, use_params);
  const int t = static_cast<int>(rng.Index(schema.tables.size()));
  const TableModel& table = schema.tables[t];
  std::vector<std::string> items;
  std::string group_by;
  if (grouped) {
    const std::vector<int> keys = SortableColumns(table, true);
    const std::string key = table.columns[rng.Pick(keys)].name;
    items.push_back(key);
    group_by = absl::StrCat(" GROUP BY ", key);
    if (rng.Chance(0.2)) absl::StrAppend(&group_by, " HAVING count(*) > 1");
    if (rng.Chance(0.5)) {
      absl::StrAppend(&group_by, " ORDER BY ", key,
                      rng.Chance(0.5) ? " DESC" : "");
      if (rng.Chance(0.5)) group_by += LimitClause(rng);
      q.check = OrderCheck::kExact;  // group keys are distinct
    } else {
      q.check = OrderCheck::kMultiset;
    }
  }
  const int64_t n = rng.Range(1, 4);
  for (int64_t i = 0; i < n; ++i) items.push_back(Aggregate(rng, table, ""));
  q.text =
      absl::StrCat("SELECT ", absl::StrJoin(items, ", "), " FROM ", table.name);
  if (rng.Chance(0.9)) {
    absl::StrAppend(&q.text, " WHERE ",
                    gen.Condition(t, "", static_cast<int>(rng.Range(0, 3))));
  }
  q.text += group_by;
  return q;
}

bool JoinCompatible(Type a, Type b) {
  if (a.is_array() || b.is_array()) return false;
  // Not bigint with numeric: see ComparableTypes in predicate_gen.cc.
  const bool bigint = a.id == TypeId::kBigint || b.id == TypeId::kBigint;
  const bool numeric = a.id == TypeId::kNumeric || b.id == TypeId::kNumeric;
  return a.id == b.id ||
         (IsNumber(a.id) && IsNumber(b.id) && !(bigint && numeric));
}

// A condition joining `a` (table ta) to `b` (table tb): two columns of
// comparable types, or (when `any_ok`) a column and the elements of an
// array, favouring pairs where b's side is indexed.
struct JoinPair {
  std::string on;
  bool small = false;  // at most one row of b per row of a, or of a per b
  bool any = false;    // a.x = ANY(b.arr)
  std::string a_column, b_column;
};

JoinPair PickJoinPair(Rng& rng, const Schema& schema, int ta, int tb,
                      bool any_ok) {
  const TableModel& a = schema.tables[ta];
  const TableModel& b = schema.tables[tb];
  std::vector<JoinPair> pairs;
  std::vector<int> weights;
  for (size_t ca = 0; ca < a.columns.size(); ++ca) {
    for (size_t cb = 0; cb < b.columns.size(); ++cb) {
      const Type type_a = a.columns[ca].type;
      const Type type_b = b.columns[cb].type;
      const int ia = static_cast<int>(ca), ib = static_cast<int>(cb);
      JoinPair pair;
      pair.a_column = a.columns[ca].name;
      pair.b_column = b.columns[cb].name;
      if (JoinCompatible(type_a, type_b)) {
        pair.on = absl::StrCat("a.", pair.a_column, " = b.", pair.b_column);
        pair.small = ca == 0 || cb == 0 || a.IsUnique(ia) || b.IsUnique(ib);
        weights.push_back(1 + (schema.LeadsIndex(tb, ib) ? 4 : 0) +
                          (schema.LeadsIndex(ta, ia) ? 2 : 0) +
                          (ca == 0 && cb == 0 ? 4 : 0));
      } else if (any_ok && type_b.is_array() && !type_a.is_array() &&
                 type_a.id == type_b.element().id) {
        // TODO(index_fuzz): numbers of other types than the elements' too
        // (numeric = ANY(integer[]) is 42883 in Kite now).
        pair.on =
            absl::StrCat("a.", pair.a_column, " = ANY(b.", pair.b_column, ")");
        pair.any = true;
        weights.push_back(schema.LeadsIndex(tb, ib) ? 3 : 1);
      } else {
        continue;
      }
      pairs.push_back(std::move(pair));
    }
  }
  return pairs[rng.Weighted(weights)];
}

// A join of two tables (or one with itself) on a pair of columns of
// comparable types, favouring pairs where the inner side is indexed.
QueryShape Join(Rng& rng, const Schema& schema, bool use_params) {
  QueryShape q;
  q.kind = "join";
  PredicateGen gen(rng, &q, schema, use_params);
  const int ta = static_cast<int>(rng.Index(schema.tables.size()));
  const int tb = static_cast<int>(rng.Index(schema.tables.size()));
  const TableModel& a = schema.tables[ta];
  const TableModel& b = schema.tables[tb];
  // `= ANY` joins compare row by row (~20 us a pair of rows in Kite now):
  // only for small ones.
  const JoinPair pair = PickJoinPair(
      rng, schema, ta, tb, int64_t{a.initial_rows} * b.initial_rows < 100000);
  const bool left = rng.Chance(0.25);
  const bool implicit = !left && rng.Chance(0.2);
  std::vector<std::string> where;
  if (rng.Chance(0.7)) {
    where.push_back(absl::StrCat(
        "(", gen.Condition(ta, "a", static_cast<int>(rng.Range(0, 2))), ")"));
  }
  if (rng.Chance(0.4)) {
    where.push_back(absl::StrCat(
        "(", gen.Condition(tb, "b", static_cast<int>(rng.Range(0, 2))), ")"));
  }
  std::string from;
  if (implicit) {
    from = absl::StrCat(a.name, " a, ", b.name, " b");
    where.insert(where.begin(), pair.on);
  } else {
    from = absl::StrCat(a.name, " a ", left ? "LEFT JOIN " : "JOIN ", b.name,
                        " b ON ", pair.on);
  }
  const std::string where_clause =
      where.empty() ? ""
                    : absl::StrCat(" WHERE ", absl::StrJoin(where, " AND "));
  // Joins of two duplicate-heavy columns can be large: those mostly count.
  if (rng.Chance(pair.small ? 0.15 : 0.5)) {
    q.text = absl::StrCat("SELECT count(*) FROM ", from, where_clause);
    return q;
  }
  std::vector<std::string> items = {"a.id", "b.id"};
  for (int64_t i = rng.Range(0, 2); i > 0; --i) {
    items.push_back(
        absl::StrCat("a.", a.columns[rng.Index(a.columns.size())].name));
  }
  for (int64_t i = rng.Range(0, 2); i > 0; --i) {
    items.push_back(
        absl::StrCat("b.", b.columns[rng.Index(b.columns.size())].name));
  }
  const std::string body = absl::StrCat("SELECT ", absl::StrJoin(items, ", "),
                                        " FROM ", from, where_clause);
  const bool ordered = !pair.small || rng.Chance(0.6);
  const bool limited =
      ordered ? !pair.small || rng.Chance(0.4) : rng.Chance(0.2);
  Order order;
  order.total = true;  // (a.id, b.id) is unique in a join
  if (ordered) {
    order.clause =
        rng.Chance(0.5) ? " ORDER BY a.id, b.id" : " ORDER BY b.id DESC, a.id";
  }
  q.text = absl::StrCat(body, order.clause, limited ? LimitClause(rng) : "");
  SetAgreement(q, ordered ? &order : nullptr, limited, body);
  return q;
}

// A query with a subquery over another table (or the same one): IN,
// EXISTS (correlated) or a correlated count in the select list.
QueryShape Subquery(Rng& rng, const Schema& schema, bool use_params) {
  QueryShape q;
  q.kind = "subquery";
  PredicateGen gen(rng, &q, schema, use_params);
  const int ta = static_cast<int>(rng.Index(schema.tables.size()));
  const int tb = static_cast<int>(rng.Index(schema.tables.size()));
  const TableModel& a = schema.tables[ta];
  const TableModel& b = schema.tables[tb];
  const JoinPair pair = PickJoinPair(rng, schema, ta, tb, false);
  std::string inner_where;
  if (rng.Chance(0.5)) {
    inner_where = absl::StrCat(
        "(", gen.Condition(tb, "b", static_cast<int>(rng.Range(0, 2))), ")");
  }
  std::vector<std::string> items = {"a.id"};
  items.push_back(
      absl::StrCat("a.", a.columns[rng.Index(a.columns.size())].name));
  std::vector<std::string> where;
  const double r = rng.Unit();
  bool correlated = true;
  if (r < 0.4 && !pair.any) {
    correlated = false;
    where.push_back(absl::StrCat(
        "a.", pair.a_column, rng.Chance(0.25) ? " NOT IN " : " IN ",
        "(SELECT b.", pair.b_column, " FROM ", b.name, " b",
        inner_where.empty() ? "" : " WHERE ", inner_where, ")"));
  } else if (r < 0.8) {
    where.push_back(absl::StrCat(rng.Chance(0.25) ? "NOT EXISTS" : "EXISTS",
                                 " (SELECT 1 FROM ", b.name, " b WHERE ",
                                 pair.on, inner_where.empty() ? "" : " AND ",
                                 inner_where, ")"));
  } else {
    items.push_back(absl::StrCat("(SELECT count(*) FROM ", b.name, " b WHERE ",
                                 pair.on, inner_where.empty() ? "" : " AND ",
                                 inner_where, ") AS n"));
  }
  if (rng.Chance(0.6)) {
    where.push_back(absl::StrCat(
        "(", gen.Condition(ta, "a", static_cast<int>(rng.Range(0, 2))), ")"));
  }
  // A correlated subquery runs once per outer row (and Kite takes ~10 us a
  // row of the inner table for it): fewer outer rows for large tables.
  const int64_t work = int64_t{a.initial_rows} * b.initial_rows;
  if (correlated && work > 30000) {
    const int64_t k = work / 30000 + 1;
    where.push_back(absl::StrCat("a.id % ", k, " = ", rng.Range(0, k - 1)));
  }
  const std::string body = absl::StrCat(
      "SELECT ", absl::StrJoin(items, ", "), " FROM ", a.name, " a",
      where.empty() ? ""
                    : absl::StrCat(" WHERE ", absl::StrJoin(where, " AND ")));
  const bool ordered = rng.Chance(0.6);
  const bool limited = ordered && rng.Chance(0.4);
  Order order;
  order.total = true;
  order.clause = ordered ? " ORDER BY a.id" : "";
  q.text = absl::StrCat(body, order.clause, limited ? LimitClause(rng) : "");
  SetAgreement(q, ordered ? &order : nullptr, limited, body);
  return q;
}

}  // namespace

QueryShape GenerateQuery(Rng& rng, const Schema& schema, bool use_params) {
  static const std::vector<int> weights = {40, 14, 12, 8, 16, 8};
  switch (rng.Weighted(weights)) {
    case 5:
      return Subquery(rng, schema, use_params);
    case 0:
      return Select(rng, schema, use_params, false);
    case 1:
      return Select(rng, schema, use_params, true);
    case 2:
      return AggregateQuery(rng, schema, use_params, false);
    case 3:
      return AggregateQuery(rng, schema, use_params, true);
    default:
      return Join(rng, schema, use_params);
  }
}

}  // namespace kite::fuzz::index_fuzz
