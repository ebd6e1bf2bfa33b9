#include "tests/jit_fuzz/schema.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::fuzz::jit_fuzz {
namespace {

ColumnSpec Column(std::string name, Type type, double null_rate,
                  ValueProfile profile = {}) {
  ColumnSpec c;
  c.name = std::move(name);
  c.type = type;
  c.null_rate = null_rate;
  c.profile = profile;
  return c;
}

// Few distinct values and no extremes. For doubles: no NaN or -0.0, so the
// column can be a GROUP BY key without the printed key depending on which
// row formed the group.
ValueProfile NarrowPlain() {
  ValueProfile p;
  p.narrow = true;
  p.extremes = false;
  return p;
}

ValueProfile UniqueText() {
  ValueProfile p;
  p.unique_text = true;
  return p;
}

// A TEXT column with `distinct` values: dictionary-encoded by storage.
ColumnSpec DictText(Rng& rng, std::string name, double null_rate,
                    int distinct) {
  ColumnSpec c = Column(std::move(name), Type::Text(), null_rate);
  for (int i = 0; i < distinct; ++i) {
    c.pool.push_back(RandomValue(rng, Type::Text(), c.profile));
  }
  return c;
}

// `c` kept compressed (COMPRESSION method): the kernels must leave it to
// the interpreter.
ColumnSpec Compressed(ColumnSpec c, std::string method) {
  c.compression = std::move(method);
  return c;
}

// All types, scaled null rates; `narrow` makes the numbers duplicate-heavy.
std::vector<ColumnSpec> AllTypes(Rng& rng, double nulls) {
  return {
      Column("b", Type::Boolean(), 0.2 * nulls),
      Column("i", Type::Integer(), 0.1 * nulls, NarrowPlain()),
      Column("i2", Type::Integer(), 0.3 * nulls),
      Column("g", Type::Bigint(), 0.05 * nulls),
      Column("g2", Type::Bigint(), 0, NarrowPlain()),
      Column("n", Type::Numeric(12, 2), 0.1 * nulls),
      Column("n2", Type::Numeric(12, 0), 0.2 * nulls, NarrowPlain()),
      Column("d", Type::Double(), 0.1 * nulls),
      Column("d2", Type::Double(), 0.05 * nulls, NarrowPlain()),
      DictText(rng, "s", 0.15 * nulls, 12),
      Column("h", Type::Text(), 0.05 * nulls, UniqueText()),
      Column("dt", Type::Date(), 0.1 * nulls),
      Column("ts", Type::Timestamp(), 0.1 * nulls),
      Column("ai", Type{TypeId::kIntegerArray}, 0.2 * nulls),
      Column("ag", Type{TypeId::kBigintArray}, 0.2 * nulls),
      Column("at", Type{TypeId::kTextArray}, 0.2 * nulls),
      Compressed(DictText(rng, "sz", 0.15 * nulls, 12), "zstd"),
      Compressed(Column("hz", Type::Text(), 0.05 * nulls, UniqueText()), "lz4"),
      Compressed(Column("atz", Type{TypeId::kTextArray}, 0.2 * nulls), "zstd"),
  };
}

}  // namespace

std::string TableSpec::CreateSql() const {
  std::vector<std::string> defs;
  for (const ColumnSpec& c : columns) {
    std::string def = absl::StrCat(c.name, " ", c.type.ToString());
    if (!c.compression.empty())
      absl::StrAppend(&def, " COMPRESSION ", c.compression);
    if (&c == &columns[0] && primary_key) def += " PRIMARY KEY";
    defs.push_back(def);
  }
  return absl::StrCat("CREATE TABLE ", name, " (", absl::StrJoin(defs, ", "),
                      ")");
}

std::vector<const ColumnSpec*> TableSpec::ColumnsOf(TypeId id) const {
  std::vector<const ColumnSpec*> out;
  for (const ColumnSpec& c : columns) {
    if (c.type.id == id) out.push_back(&c);
  }
  return out;
}

std::vector<TableSpec> MakeSchema(Rng& rng, bool big) {
  std::vector<TableSpec> tables;
  ColumnSpec id = Column("id", Type::Integer(), 0);

  TableSpec ta;
  ta.name = "ta";
  ta.primary_key = true;
  ta.rows = 5000;  // above 4096, so that `h` is heap-encoded
  ta.columns = {id};
  for (ColumnSpec& c : AllTypes(rng, 1.0)) {
    c.profile.far_dates = false;
    ta.columns.push_back(c);
  }
  tables.push_back(ta);

  TableSpec tb;
  tb.name = "tb";
  tb.rows = 300;
  tb.columns = {id};
  for (ColumnSpec& c : AllTypes(rng, 4.0)) {
    c.profile.narrow = c.profile.narrow || c.type.id != TypeId::kText;
    tb.columns.push_back(c);
  }
  tables.push_back(tb);

  if (big) {
    TableSpec tbig;
    tbig.name = "tbig";
    tbig.primary_key = true;
    tbig.rows = 72000;
    tbig.columns = {
        id,
        Column("b", Type::Boolean(), 0.1),
        Column("i", Type::Integer(), 0.05, NarrowPlain()),
        Column("g", Type::Bigint(), 0.1),
        Column("n", Type::Numeric(10, 3), 0.1),
        Column("d", Type::Double(), 0.1),
        Column("d2", Type::Double(), 0.02, NarrowPlain()),
        DictText(rng, "s", 0.1, 20),
        Column("h", Type::Text(), 0.02, UniqueText()),
        Compressed(Column("hz", Type::Text(), 0.02, UniqueText()), "zstd"),
        Column("dt", Type::Date(), 0.1),
        Column("ts", Type::Timestamp(), 0.1)};
    for (ColumnSpec& c : tbig.columns) c.profile.far_dates = false;
    tables.push_back(tbig);
  }
  return tables;
}

}  // namespace kite::fuzz::jit_fuzz
