#include "tests/index_fuzz/model.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::index_fuzz {
namespace {

// How a column's values are spread: over a wide range (equality is very
// selective), over a dozen values, or with one value in most rows (equality
// on it is unselective, on the others very selective).
enum class Spread { kWide, kNarrow, kSkewed };

ColumnSpec MakeColumn(Rng& rng, std::string name, Type type, Spread spread) {
  ColumnSpec c;
  c.name = std::move(name);
  c.type = type;
  const double nulls[] = {0, 0, 0.02, 0.1, 0.4};
  c.null_rate = nulls[rng.Index(5)];
  // Dates past the last timestamp make comparisons with timestamps fail.
  c.profile.far_dates = false;
  c.profile.extremes = spread == Spread::kWide && rng.Chance(0.5);
  c.profile.narrow = spread == Spread::kNarrow;
  c.profile.unique_text = spread == Spread::kWide && rng.Chance(0.5);
  if (spread == Spread::kSkewed) {
    ValueProfile base;
    base.far_dates = false;
    base.extremes = false;
    base.narrow = rng.Chance(0.5);
    std::vector<Value> values;
    for (int i = 0; i < 12; ++i) values.push_back(RandomValue(rng, type, base));
    // The first value in about 60% of the rows, the second in 15%.
    for (int i = 0; i < 24; ++i) c.pool.push_back(values[0]);
    for (int i = 0; i < 6; ++i) c.pool.push_back(values[1]);
    c.pool.insert(c.pool.end(), values.begin() + 2, values.end());
  }
  return c;
}

Type RandomColumnType(Rng& rng) {
  static const std::vector<int> weights = {5, 3, 3, 3, 5, 3, 1, 1, 3, 1, 2};
  switch (rng.Weighted(weights)) {
    case 0:
      return Type::Integer();
    case 1:
      return Type::Bigint();
    case 2: {
      const int scales[] = {0, 2, 4};
      return Type::Numeric(12, scales[rng.Index(3)]);
    }
    case 3:
      return Type::Double();
    case 4:
      return Type::Text();
    case 5:
      return Type::Date();
    case 6:
      return Type::Timestamp();
    case 7:
      return Type::Boolean();
    case 8:
      return Type{TypeId::kIntegerArray};
    case 9:
      return Type{TypeId::kBigintArray};
    default:
      return Type{TypeId::kTextArray};
  }
}

std::string NamePrefix(Type type) {
  switch (type.id) {
    case TypeId::kInteger:
      return "i";
    case TypeId::kBigint:
      return "g";
    case TypeId::kNumeric:
      return "n";
    case TypeId::kDouble:
      return "d";
    case TypeId::kText:
      return "s";
    case TypeId::kDate:
      return "dt";
    case TypeId::kTimestamp:
      return "ts";
    case TypeId::kBoolean:
      return "b";
    case TypeId::kIntegerArray:
      return "ai";
    case TypeId::kBigintArray:
      return "ag";
    case TypeId::kTextArray:
      return "at";
    default:
      return "x";
  }
}

bool CanBeUnique(Type type) {
  switch (type.id) {
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kNumeric:
    case TypeId::kDouble:
    case TypeId::kText:
    case TypeId::kDate:
      return true;
    default:
      return false;
  }
}

TableModel MakeTable(Rng& rng, std::string name, int min_rows, int max_rows) {
  TableModel t;
  t.name = std::move(name);
  ColumnSpec id;
  id.name = "id";
  id.type = rng.Chance(0.75) ? Type::Integer() : Type::Bigint();
  id.null_rate = 0;
  t.columns.push_back(id);
  const int others = static_cast<int>(rng.Range(3, 8));
  int serial = 1;
  for (int i = 0; i < others; ++i) {
    Type type = RandomColumnType(rng);
    const Spread spreads[] = {Spread::kWide, Spread::kNarrow, Spread::kSkewed};
    Spread spread = spreads[rng.Index(3)];
    if (type.is_array()) spread = Spread::kWide;  // elements are narrow
    t.columns.push_back(MakeColumn(
        rng, absl::StrCat(NamePrefix(type), serial++), type, spread));
    // A third of the TEXT and array columns are kept compressed with zstd,
    // a third with lz4 (chosen without drawing, so that seeds keep their
    // tables and steps).
    if (type.id == TypeId::kText || type.is_array()) {
      const char* methods[] = {"zstd", "lz4", ""};
      t.columns.back().compression = methods[i % 3];
    }
  }
  // Keys: (id), (c, id) for a scalar column c, or none.
  const double key = rng.Unit();
  if (key < 0.55) {
    t.primary_key = {0};
  } else if (key < 0.75) {
    std::vector<int> scalars;
    for (size_t c = 1; c < t.columns.size(); ++c) {
      if (!t.columns[c].type.is_array()) scalars.push_back(static_cast<int>(c));
    }
    if (!scalars.empty()) {
      const int c = rng.Pick(scalars);
      t.columns[c].null_rate = 0;
      t.primary_key = {c, 0};
    }
  }
  // UNIQUE columns: id itself in a table without a key, or a column whose
  // values are made unique.
  if (t.primary_key.empty() && rng.Chance(0.3)) t.unique_columns.push_back(0);
  if (rng.Chance(0.5)) {
    const Type type = RandomColumnType(rng);
    if (CanBeUnique(type)) {
      ColumnSpec u = MakeColumn(rng, absl::StrCat("u", NamePrefix(type)), type,
                                Spread::kWide);
      t.unique_columns.push_back(static_cast<int>(t.columns.size()));
      t.columns.push_back(u);
    }
  }
  t.initial_rows = static_cast<int>(rng.Range(min_rows, max_rows));
  // Constants for id and the unique columns are drawn from the values of
  // the initial rows (and a few past them).
  for (int n = 1; n <= t.initial_rows + t.initial_rows / 10 + 2; ++n) {
    t.columns[0].pool.push_back(id.type.id == TypeId::kInteger
                                    ? Value::Integer(static_cast<int32_t>(n))
                                    : Value::Bigint(n));
  }
  for (int c : t.unique_columns) {
    if (c == 0) continue;
    ColumnSpec& u = t.columns[c];
    for (int n = 1; n <= t.initial_rows; ++n) {
      u.pool.push_back(UniqueValue(u, n));
    }
  }
  return t;
}

}  // namespace

std::string TableModel::CreateSql() const {
  std::vector<std::string> defs;
  for (size_t c = 0; c < columns.size(); ++c) {
    std::string def =
        absl::StrCat(columns[c].name, " ", columns[c].type.ToString());
    if (!columns[c].compression.empty()) {
      absl::StrAppend(&def, " COMPRESSION ", columns[c].compression);
    }
    if (primary_key.size() == 1 && primary_key[0] == static_cast<int>(c)) {
      def += " PRIMARY KEY";
    } else if (InPrimaryKey(static_cast<int>(c))) {
      def += " NOT NULL";
    }
    if (IsUnique(static_cast<int>(c))) def += " UNIQUE";
    defs.push_back(def);
  }
  if (primary_key.size() > 1) {
    std::vector<std::string> names;
    for (int c : primary_key) names.push_back(columns[c].name);
    defs.push_back(
        absl::StrCat("PRIMARY KEY (", absl::StrJoin(names, ", "), ")"));
  }
  return absl::StrCat("CREATE TABLE ", name, " (", absl::StrJoin(defs, ", "),
                      ")");
}

bool TableModel::InPrimaryKey(int column) const {
  return std::find(primary_key.begin(), primary_key.end(), column) !=
         primary_key.end();
}

bool TableModel::IsUnique(int column) const {
  return std::find(unique_columns.begin(), unique_columns.end(), column) !=
         unique_columns.end();
}

bool TableModel::MayHoldMinusZero(int column) const {
  const ColumnSpec& c = columns[column];
  return c.type.id == TypeId::kDouble && c.profile.extremes;
}

std::string IndexModel::CreateSql(const TableModel& t) const {
  std::vector<std::string> names;
  for (int c : columns) names.push_back(t.columns[c].name);
  return absl::StrCat("CREATE ", unique ? "UNIQUE " : "", "INDEX ", name,
                      " ON ", t.name, " USING ", hash ? "hash" : "btree", " (",
                      absl::StrJoin(names, ", "), ")");
}

std::vector<const IndexModel*> Schema::IndexesOf(int t) const {
  std::vector<const IndexModel*> out;
  for (const IndexModel& index : indexes) {
    if (index.table == t) out.push_back(&index);
  }
  return out;
}

bool Schema::LeadsIndex(int t, int c) const {
  const TableModel& table = tables[t];
  if (!table.primary_key.empty() && table.primary_key[0] == c) return true;
  if (table.IsUnique(c)) return true;
  for (const IndexModel& index : indexes) {
    if (index.table == t && index.columns[0] == c) return true;
  }
  return false;
}

Value UniqueValue(const ColumnSpec& column, int64_t n) {
  const Type type = column.type;
  switch (type.id) {
    case TypeId::kInteger:
      return Value::Integer(static_cast<int32_t>(n * 3 - 1000));
    case TypeId::kBigint:
      return Value::Bigint(n * 1000003 - 5000000000);
    case TypeId::kNumeric:
      return Value::Numeric(n * 7 - 300, type.precision, type.scale);
    case TypeId::kDouble:
      return Value::Double(static_cast<double>(n) * 0.5 - 300.25);
    case TypeId::kDate:
      return Value::Date(static_cast<int32_t>(n * 2 - 20000));
    default:
      return Value::Text(absl::StrCat("u", n));
  }
}

std::vector<TableModel> MakeTables(Rng& rng) {
  std::vector<TableModel> tables;
  tables.push_back(MakeTable(rng, "t1", 200, 3000));
  if (rng.Chance(0.8)) tables.push_back(MakeTable(rng, "t2", 30, 1200));
  if (tables.size() == 2 && rng.Chance(0.5)) {
    tables.push_back(MakeTable(rng, "t3", 1, 200));
  }
  return tables;
}

IndexModel MakeIndex(Rng& rng, Schema& schema, int t) {
  const TableModel& table = schema.tables[t];
  IndexModel index;
  index.name = absl::StrCat("ix", schema.next_index_name++);
  index.table = t;
  index.hash = rng.Chance(0.4);
  std::vector<int> arrays, scalars;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    (table.columns[c].type.is_array() ? arrays : scalars)
        .push_back(static_cast<int>(c));
  }
  if (!arrays.empty() && rng.Chance(0.25)) {
    index.columns = {rng.Pick(arrays)};
    return index;
  }
  const int64_t width = rng.Chance(0.55) ? 1 : rng.Chance(0.75) ? 2 : 3;
  for (int64_t i = 0; i < width; ++i) {
    const int c = rng.Pick(scalars);
    if (std::find(index.columns.begin(), index.columns.end(), c) ==
        index.columns.end()) {
      index.columns.push_back(c);
    }
  }
  bool unique_data = false;
  for (int c : index.columns) unique_data |= c == 0 || table.IsUnique(c);
  // Now and then UNIQUE over duplicates: CREATE INDEX must fail in both.
  index.unique = unique_data ? rng.Chance(0.5) : rng.Chance(0.05);
  index.over_duplicates = index.unique && !unique_data;
  return index;
}

}  // namespace kite::fuzz::index_fuzz
