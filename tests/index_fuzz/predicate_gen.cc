#include "tests/index_fuzz/predicate_gen.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::index_fuzz {
namespace {

// Types a constant compared with a column of `type` may have instead of
// the column's own: the planner must convert it (or give up on the index)
// without changing which rows match.
std::vector<Type> ComparableTypes(Type type) {
  switch (type.id) {
    case TypeId::kInteger:
      return {Type::Bigint(), Type::Numeric(6, 1), Type::Double()};
    case TypeId::kBigint:
      // Not numeric: Kite compares them as a 64-bit numeric, which fails
      // with 22003 for bigints past 9.2e18 / 10^scale (PostgreSQL's numeric
      // holds them), and the rows an index skips never fail.
      return {Type::Integer(), Type::Double()};
    case TypeId::kNumeric:
      return {Type::Integer(), Type::Numeric(14, (type.scale + 1) % 5),
              Type::Double()};
    case TypeId::kDouble:
      return {Type::Integer(), Type::Numeric(8, 2)};
    case TypeId::kDate:
      // Not the other way round: a random date literal may lie past the
      // last timestamp, and casting it for the comparison would fail.
      return {Type::Timestamp()};
    default:
      return {};
  }
}

}  // namespace

std::string Qualified(const std::string& alias, const std::string& name) {
  return alias.empty() ? name : absl::StrCat(alias, ".", name);
}

PredicateGen::PredicateGen(Rng& rng, SqlTemplate* tmpl, const Schema& schema,
                           bool use_params)
    : rng_(rng), tmpl_(tmpl), schema_(schema), use_params_(use_params) {}

int PredicateGen::PickColumn(int t, bool arrays_ok) {
  const TableModel& table = schema_.tables[t];
  std::vector<int> weights;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    const int col = static_cast<int>(c);
    int w = 2;
    if (schema_.LeadsIndex(t, col)) w = 6;
    if (table.columns[c].type.is_array() && !arrays_ok) w = 0;
    weights.push_back(w);
  }
  return static_cast<int>(rng_.Weighted(weights));
}

std::string PredicateGen::Constant(int t, int c, bool bare_ok) {
  const ColumnSpec& column = schema_.tables[t].columns[c];
  Slot slot;
  slot.type = column.type;
  slot.column = &column;
  slot.null_rate = 0.03;
  if (use_params_ && rng_.Chance(0.5)) {
    slot.param = ++tmpl_->param_count;
    const std::string marker = tmpl_->AddSlot(slot);
    if (bare_ok) return marker;
    return absl::StrCat("CAST(", marker, " AS ", column.type.ToString(), ")");
  }
  return tmpl_->AddSlot(slot);
}

std::optional<Type> PredicateGen::OperandType(int t, int c) {
  std::vector<Type> others = ComparableTypes(schema_.tables[t].columns[c].type);
  if (others.empty() || !rng_.Chance(0.2)) return std::nullopt;
  return rng_.Pick(others);
}

std::string PredicateGen::Operand(int t, int c, bool bare_ok,
                                  const std::optional<Type>& type) {
  if (!type.has_value()) return Constant(t, c, bare_ok);
  Slot slot;
  slot.type = *type;
  slot.column = &schema_.tables[t].columns[c];
  slot.convert = true;
  slot.null_rate = 0.03;
  return tmpl_->AddSlot(slot);
}

std::string PredicateGen::ComparisonOp() {
  static const std::vector<std::string> ops = {"=", "=",  "=", "<>",
                                               "<", "<=", ">", ">="};
  return rng_.Pick(ops);
}

std::string PredicateGen::ScalarAtom(int t, const std::string& col, int c) {
  const ColumnSpec& column = schema_.tables[t].columns[c];
  const TypeId id = column.type.id;
  // One type for all the constants of an IN list or BETWEEN: mixed, they
  // would be converted to a common type that may not hold every value.
  const std::optional<Type> type = OperandType(t, c);
  static const std::vector<int> weights = {40, 12, 15, 8, 8, 4, 5, 3};
  switch (rng_.Weighted(weights)) {
    case 0:
      if (rng_.Chance(0.2)) {
        return absl::StrCat(Operand(t, c, true, type), " ", ComparisonOp(), " ",
                            col);
      }
      return absl::StrCat(col, " ", ComparisonOp(), " ",
                          Operand(t, c, true, type));
    case 1:
      return absl::StrCat(col, " BETWEEN ", Operand(t, c, true, type), " AND ",
                          Operand(t, c, true, type));
    case 2:
    case 6: {
      const int64_t n =
          rng_.Chance(0.05) ? rng_.Range(10, 40) : rng_.Range(1, 5);
      std::vector<std::string> items;
      for (int64_t i = 0; i < n; ++i)
        items.push_back(Operand(t, c, true, type));
      return absl::StrCat(col, rng_.Chance(0.2) ? " NOT IN (" : " IN (",
                          absl::StrJoin(items, ", "), ")");
    }
    case 3:
      return absl::StrCat(col, rng_.Chance(0.5) ? " IS NULL" : " IS NOT NULL");
    case 4:
      // An expression over the column: no index can answer it.
      if (id == TypeId::kText) {
        return absl::StrCat("(", col, " || '') ", ComparisonOp(), " ",
                            Constant(t, c, false));
      }
      if (id != TypeId::kBoolean && id != TypeId::kTimestamp) {
        return absl::StrCat("(", col, " + 0) ", ComparisonOp(), " ",
                            Constant(t, c, false));
      }
      return absl::StrCat("coalesce(", col, ", ", Constant(t, c, false),
                          ") = ", Constant(t, c, false));
    case 5:
      return absl::StrCat(
          col,
          rng_.Chance(0.5) ? " IS DISTINCT FROM " : " IS NOT DISTINCT FROM ",
          Constant(t, c, false));
    default:
      return absl::StrCat(col, " NOT BETWEEN ", Operand(t, c, true, type),
                          " AND ", Operand(t, c, true, type));
  }
}

std::string PredicateGen::ArrayAtom(int t, const std::string& col, int c) {
  const ColumnSpec& column = schema_.tables[t].columns[c];
  const Type element = column.type.element();
  auto element_slot = [&]() {
    Slot slot;
    slot.kind = SlotKind::kElement;
    slot.type = element;
    slot.column = &column;
    if (use_params_ && rng_.Chance(0.4)) {
      slot.param = ++tmpl_->param_count;
      return absl::StrCat("CAST(", tmpl_->AddSlot(slot), " AS ",
                          element.ToString(), ")");
    }
    return tmpl_->AddSlot(slot);
  };
  auto array_operand = [&]() -> std::string {
    if (rng_.Chance(0.35)) {
      std::vector<std::string> items;
      const int64_t n = rng_.Range(1, 3);
      for (int64_t i = 0; i < n; ++i) items.push_back(element_slot());
      return absl::StrCat("ARRAY[", absl::StrJoin(items, ", "), "]");
    }
    Slot slot;
    slot.kind = SlotKind::kSubArray;
    slot.type = column.type;
    slot.column = &column;
    if (use_params_ && rng_.Chance(0.4)) {
      slot.param = ++tmpl_->param_count;
      return absl::StrCat("CAST(", tmpl_->AddSlot(slot), " AS ",
                          column.type.ToString(), ")");
    }
    return tmpl_->AddSlot(slot);
  };
  static const std::vector<int> weights = {35, 25, 25, 5, 10};
  switch (rng_.Weighted(weights)) {
    case 0:
      return absl::StrCat(element_slot(), " = ANY(", col, ")");
    case 1:
      return absl::StrCat(col, " @> ", array_operand());
    case 2:
      return rng_.Chance(0.2) ? absl::StrCat(array_operand(), " && ", col)
                              : absl::StrCat(col, " && ", array_operand());
    case 3:
      return absl::StrCat(col, " <@ ", array_operand());
    default:
      return absl::StrCat(col, rng_.Chance(0.5) ? " IS NULL" : " IS NOT NULL");
  }
}

std::string PredicateGen::Atom(int t, const std::string& alias, int c) {
  const ColumnSpec& column = schema_.tables[t].columns[c];
  const std::string col = Qualified(alias, column.name);
  return column.type.is_array() ? ArrayAtom(t, col, c) : ScalarAtom(t, col, c);
}

std::string PredicateGen::IndexShaped(int t, const std::string& alias) {
  const TableModel& table = schema_.tables[t];
  std::vector<std::vector<int>> keys;
  if (!table.primary_key.empty()) keys.push_back(table.primary_key);
  for (const IndexModel* index : schema_.IndexesOf(t)) {
    keys.push_back(index->columns);
  }
  if (keys.empty()) return Atom(t, alias, PickColumn(t, true));
  const std::vector<int>& key = rng_.Pick(keys);
  if (table.columns[key[0]].type.is_array()) return Atom(t, alias, key[0]);
  const size_t equalities = static_cast<size_t>(
      rng_.Range(rng_.Chance(0.3) ? 0 : 1, static_cast<int64_t>(key.size())));
  std::vector<std::string> parts;
  for (size_t i = 0; i < equalities; ++i) {
    const ColumnSpec& column = table.columns[key[i]];
    parts.push_back(absl::StrCat(Qualified(alias, column.name), " = ",
                                 Constant(t, key[i], true)));
  }
  if (equalities < key.size() && rng_.Chance(0.7)) {
    const int c = key[equalities];
    const std::string col = Qualified(alias, table.columns[c].name);
    static const std::vector<std::string> ops = {"<", "<=", ">", ">="};
    const std::optional<Type> type = OperandType(t, c);
    const double r = rng_.Unit();
    if (r < 0.3) {
      parts.push_back(absl::StrCat(col, " BETWEEN ", Operand(t, c, true, type),
                                   " AND ", Operand(t, c, true, type)));
    } else if (r < 0.5) {
      parts.push_back(absl::StrCat(
          col, " ", rng_.Pick(ops), " ", Operand(t, c, true, type), " AND ",
          col, " ", rng_.Pick(ops), " ", Operand(t, c, true, type)));
    } else {
      parts.push_back(absl::StrCat(col, " ", rng_.Pick(ops), " ",
                                   Operand(t, c, true, type)));
    }
  }
  if (parts.empty()) return Atom(t, alias, key[0]);
  return absl::StrJoin(parts, " AND ");
}

std::string PredicateGen::Condition(int t, const std::string& alias,
                                    int depth) {
  if (depth <= 0 || rng_.Chance(0.3)) {
    return Atom(t, alias, PickColumn(t, true));
  }
  const double r = rng_.Unit();
  if (r < 0.2) return IndexShaped(t, alias);
  if (r < 0.3)
    return absl::StrCat("NOT (", Condition(t, alias, depth - 1), ")");
  const bool is_and = r < 0.7;
  std::vector<std::string> parts;
  const int64_t n = rng_.Range(2, 3);
  for (int64_t i = 0; i < n; ++i) {
    parts.push_back(absl::StrCat("(", Condition(t, alias, depth - 1), ")"));
  }
  return absl::StrJoin(parts, is_and ? " AND " : " OR ");
}

}  // namespace kite::fuzz::index_fuzz
