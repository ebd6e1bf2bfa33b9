#include "tests/index_fuzz/write_gen.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tests/index_fuzz/predicate_gen.h"

namespace kite::fuzz::index_fuzz {
namespace {

Value IdValue(const TableModel& table, int64_t id) {
  return table.columns[0].type.id == TypeId::kInteger
             ? Value::Integer(static_cast<int32_t>(id))
             : Value::Bigint(id);
}

// An id that was handed out (the row may be deleted by now).
int64_t OldId(Rng& rng, const TableModel& table) {
  return rng.Range(1, std::max<int64_t>(1, table.next_id - 1));
}

// Whether the table itself keeps ids unique (a key or UNIQUE on id alone),
// so that a duplicate id fails instead of breaking the tester's promise.
bool IdConstrained(const TableModel& table) {
  return table.primary_key == std::vector<int>{0} || table.IsUnique(0);
}

class WriteGen {
 public:
  WriteGen(Rng& rng, Schema& schema, bool use_params, WriteShape* out)
      : rng_(rng),
        schema_(schema),
        use_params_(use_params),
        out_(out),
        preds_(rng, out, schema, use_params) {}

  void Insert(int t, bool duplicate);
  void Upsert(int t);
  void Update(int t);
  void UpdateKey(int t);
  void Delete(int t);
  void CreateIndex(int t);
  void DropIndex();

 private:
  // `v` as a slot: a parameter now and then.
  std::string Fixed(const Value& v) {
    Slot slot;
    slot.kind = SlotKind::kFixed;
    slot.type = v.type();
    slot.value = v;
    if (use_params_ && rng_.Chance(0.3)) slot.param = ++out_->param_count;
    return out_->AddSlot(slot);
  }
  // A value to store in `column`: drawn as its values are (so never one
  // that a comparison would fail on, like a date past the last timestamp),
  // or now and then NULL (a key column refuses it).
  std::string NewValue(const ColumnSpec& column) {
    return Fixed(rng_.Chance(0.03) ? Value::Null(column.type)
                                   : DrawValue(rng_, column));
  }
  std::string Tuple(const std::vector<Value>& row,
                    const std::vector<int>& columns) {
    std::vector<std::string> items;
    for (int c : columns) items.push_back(Fixed(row[c]));
    return absl::StrCat("(", absl::StrJoin(items, ", "), ")");
  }
  // A condition for UPDATE and DELETE: random, or on ids.
  std::string Where(int t);
  // Columns of table `t` an UPDATE may set freely: not keys, not UNIQUE.
  std::vector<int> FreeColumns(int t) const;
  std::string Assignment(int t, int c);

  Rng& rng_;
  Schema& schema_;
  bool use_params_;
  WriteShape* out_;
  PredicateGen preds_;
};

std::vector<int> WriteGen::FreeColumns(int t) const {
  const TableModel& table = schema_.tables[t];
  std::vector<int> out;
  for (size_t c = 1; c < table.columns.size(); ++c) {
    const int col = static_cast<int>(c);
    if (table.InPrimaryKey(col) || table.IsUnique(col)) continue;
    // Nor a column of a UNIQUE index that could be built: `c = c + 1`
    // over many rows might fail or not by the order it visits them in.
    bool in_unique_index = false;
    for (const IndexModel* index : schema_.IndexesOf(t)) {
      in_unique_index |= index->unique &&
                         std::find(index->columns.begin(), index->columns.end(),
                                   col) != index->columns.end();
    }
    if (!in_unique_index) out.push_back(col);
  }
  return out;
}

void WriteGen::Insert(int t, bool duplicate) {
  TableModel& table = schema_.tables[t];
  out_->kind = duplicate ? "insert-dup" : "insert";
  int64_t rows = rng_.Chance(0.1) ? rng_.Range(20, 60) : rng_.Range(1, 5);
  if (table.live_rows < table.initial_rows / 2) rows = rng_.Range(30, 100);
  std::vector<std::vector<Value>> values;
  for (int64_t i = 0; i < rows; ++i) values.push_back(NewRow(rng_, table));
  if (duplicate) {
    // One row takes a key another row has (or had), or the key of another
    // row of the same statement.
    std::vector<Value>& row = values[rng_.Index(values.size())];
    std::vector<int> unique = table.unique_columns;
    unique.erase(std::remove(unique.begin(), unique.end(), 0), unique.end());
    const bool by_id =
        IdConstrained(table) && (unique.empty() || rng_.Chance(0.5));
    if (by_id && rng_.Chance(0.3)) {
      values.push_back(row);
    } else if (by_id) {
      row[0] = IdValue(table, OldId(rng_, table));
    } else if (!unique.empty()) {
      const int c = rng_.Pick(unique);
      row[c] = UniqueValue(table.columns[c], OldId(rng_, table));
    } else {
      out_->kind = "insert";
    }
  }
  std::vector<int> columns;
  std::string column_list;
  if (rng_.Chance(0.2)) {
    // Some columns left out (NULL); never a key column.
    std::vector<std::string> names;
    for (size_t c = 0; c < table.columns.size(); ++c) {
      const int col = static_cast<int>(c);
      if (c == 0 || table.InPrimaryKey(col) || rng_.Chance(0.6)) {
        columns.push_back(col);
      }
    }
    std::reverse(columns.begin(), columns.end());
    for (int c : columns) names.push_back(table.columns[c].name);
    column_list = absl::StrCat(" (", absl::StrJoin(names, ", "), ")");
  } else {
    for (size_t c = 0; c < table.columns.size(); ++c) {
      columns.push_back(static_cast<int>(c));
    }
  }
  std::vector<std::string> tuples;
  for (const std::vector<Value>& row : values) {
    tuples.push_back(Tuple(row, columns));
  }
  out_->text = absl::StrCat("INSERT INTO ", table.name, column_list, " VALUES ",
                            absl::StrJoin(tuples, ", "));
  if (rng_.Chance(0.15)) out_->text += " RETURNING id";
}

void WriteGen::Upsert(int t) {
  TableModel& table = schema_.tables[t];
  // TODO(index_fuzz): ON CONFLICT on a UNIQUE column too, once Kite takes
  // other arbiters than the primary key (42P10 now).
  if (table.primary_key.empty()) {
    Insert(t, false);
    return;
  }
  const std::vector<int> target = table.primary_key;
  out_->kind = "upsert";
  // Rows that conflict on the key or not; never two rows of the statement
  // with the same key.
  std::vector<std::vector<Value>> values;
  absl::flat_hash_set<std::string> keys;
  for (int64_t i = rng_.Range(1, 4); i > 0; --i) {
    std::vector<Value> row = NewRow(rng_, table);
    // An old id conflicts with its row. Not with a (c, id) key: unless c
    // matched too, the row would go in with a second copy of the id.
    if (target.size() == 1 && rng_.Chance(0.6)) {
      row[0] = IdValue(table, OldId(rng_, table));
    }
    std::string key;
    for (int c : target) absl::StrAppend(&key, row[c].ToString(), "|");
    if (keys.insert(key).second) values.push_back(std::move(row));
  }
  std::vector<int> columns;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    columns.push_back(static_cast<int>(c));
  }
  std::vector<std::string> tuples, names;
  for (const std::vector<Value>& row : values) {
    tuples.push_back(Tuple(row, columns));
  }
  for (int c : target) names.push_back(table.columns[c].name);
  out_->text = absl::StrCat("INSERT INTO ", table.name, " VALUES ",
                            absl::StrJoin(tuples, ", "), " ON CONFLICT");
  const std::vector<int> free = FreeColumns(t);
  if (free.empty() || rng_.Chance(0.4)) {
    // DO NOTHING may leave out the target.
    if (rng_.Chance(0.7)) {
      absl::StrAppend(&out_->text, " (", absl::StrJoin(names, ", "), ")");
    }
    out_->text += " DO NOTHING";
    return;
  }
  absl::StrAppend(&out_->text, " (", absl::StrJoin(names, ", "), ")");
  std::vector<std::string> sets;
  for (int64_t i = rng_.Range(1, 2); i > 0; --i) {
    const std::string& name = table.columns[rng_.Pick(free)].name;
    sets.push_back(absl::StrCat(name, " = EXCLUDED.", name));
  }
  out_->text += absl::StrCat(" DO UPDATE SET ", absl::StrJoin(sets, ", "));
}

std::string WriteGen::Where(int t) {
  const TableModel& table = schema_.tables[t];
  const double r = rng_.Unit();
  if (r < 0.25) {
    std::vector<std::string> ids;
    for (int64_t i = rng_.Range(1, 4); i > 0; --i) {
      ids.push_back(Fixed(IdValue(table, OldId(rng_, table))));
    }
    return ids.size() == 1
               ? absl::StrCat(" WHERE id = ", ids[0])
               : absl::StrCat(" WHERE id IN (", absl::StrJoin(ids, ", "), ")");
  }
  if (r < 0.3) return "";
  std::string cond =
      preds_.Condition(t, "", static_cast<int>(rng_.Range(0, 2)));
  if (rng_.Chance(0.3)) {
    absl::StrAppend(&cond, ") AND (id % 4 = ", rng_.Range(0, 3));
  }
  return absl::StrCat(" WHERE (", cond, ")");
}

std::string WriteGen::Assignment(int t, int c) {
  const ColumnSpec& column = schema_.tables[t].columns[c];
  const std::string& name = column.name;
  if (rng_.Chance(0.75)) {
    return absl::StrCat(name, " = ", NewValue(column));
  }
  // An expression of the row's own value. Never one that can turn 0 into
  // -0 (see TableModel::MayHoldMinusZero).
  switch (column.type.id) {
    case TypeId::kInteger:
    case TypeId::kBigint:
    case TypeId::kNumeric:
      return absl::StrCat(name, " = ", name, " + ", rng_.Range(-2, 3));
    case TypeId::kDate:
      // Not back past the first timestamp (4714-11-24 BC).
      return absl::StrCat(name, " = ", name, " + ", rng_.Range(0, 3));
    case TypeId::kDouble:
      return absl::StrCat(name, " = ", name, " + 1");
    case TypeId::kText:
      return absl::StrCat(name, " = ", name, " || 'x'");
    case TypeId::kBoolean:
      return absl::StrCat(name, " = NOT ", name);
    default:
      return absl::StrCat(name, " = ", NewValue(column));
  }
}

void WriteGen::Update(int t) {
  const TableModel& table = schema_.tables[t];
  const std::vector<int> free = FreeColumns(t);
  if (free.empty()) {
    UpdateKey(t);
    return;
  }
  out_->kind = "update";
  std::vector<std::string> sets;
  std::vector<int> used;
  for (int64_t i = rng_.Range(1, 2); i > 0; --i) {
    const int c = rng_.Pick(free);
    if (std::find(used.begin(), used.end(), c) != used.end()) continue;
    used.push_back(c);
    sets.push_back(Assignment(t, c));
  }
  out_->text = absl::StrCat("UPDATE ", table.name, " SET ",
                            absl::StrJoin(sets, ", "), Where(t));
  if (rng_.Chance(0.15)) {
    absl::StrAppend(&out_->text, " RETURNING id, ",
                    table.columns[used[0]].name);
  }
}

void WriteGen::UpdateKey(int t) {
  TableModel& table = schema_.tables[t];
  out_->kind = "update-key";
  std::vector<int> unique = table.unique_columns;
  unique.erase(std::remove(unique.begin(), unique.end(), 0), unique.end());
  const std::string by_id =
      absl::StrCat(" WHERE id = ", Fixed(IdValue(table, OldId(rng_, table))));
  const double r = rng_.Unit();
  if (IdConstrained(table) && (r < 0.4 || unique.empty())) {
    // Move a row to a fresh id, or onto one taken (which fails unless that
    // row is gone).
    const int64_t id = rng_.Chance(0.6) ? table.next_id++ : OldId(rng_, table);
    out_->text = absl::StrCat("UPDATE ", table.name,
                              " SET id = ", Fixed(IdValue(table, id)), by_id);
    return;
  }
  if (table.primary_key.size() == 2 && (r < 0.7 || unique.empty())) {
    // The other column of a (c, id) key: any rows, as the ids differ.
    const int c = table.primary_key[0];
    out_->text =
        absl::StrCat("UPDATE ", table.name, " SET ", table.columns[c].name,
                     " = ", NewValue(table.columns[c]), Where(t));
    return;
  }
  if (unique.empty()) {
    if (!FreeColumns(t).empty()) {
      Update(t);
      return;
    }
    // Every column is in a key or a unique index, none of the kinds above
    // (Update came here for want of a free column): set the ids to
    // themselves, which the indexes still check row by row.
    out_->text = absl::StrCat("UPDATE ", table.name, " SET id = id", Where(t));
    return;
  }
  const int c = rng_.Pick(unique);
  const ColumnSpec& column = table.columns[c];
  const double v = rng_.Unit();
  const Value value = v < 0.4   ? UniqueValue(column, OldId(rng_, table))
                      : v < 0.9 ? UniqueValue(column, table.next_id++)
                                : Value::Null(column.type);
  // One row by its id, or (now and then) every row a condition picks: two
  // rows set to one value must fail.
  out_->text = absl::StrCat("UPDATE ", table.name, " SET ", column.name, " = ",
                            Fixed(value), rng_.Chance(0.8) ? by_id : Where(t));
}

void WriteGen::Delete(int t) {
  const TableModel& table = schema_.tables[t];
  if (table.live_rows < table.initial_rows / 2) {
    Insert(t, false);
    return;
  }
  out_->kind = "delete";
  std::string where = Where(t);
  if (where.empty()) where = " WHERE id % 7 = 3";
  out_->text = absl::StrCat("DELETE FROM ", table.name, where);
  if (rng_.Chance(0.15)) out_->text += " RETURNING id";
}

void WriteGen::CreateIndex(int t) {
  out_->kind = "create-index";
  IndexModel index = MakeIndex(rng_, schema_, t);
  if (!schema_.indexes.empty() && rng_.Chance(0.1)) {
    // IF NOT EXISTS on a name in use: a notice, nothing built.
    index.name = rng_.Pick(schema_.indexes).name;
    std::string sql = index.CreateSql(schema_.tables[t]);
    out_->text = absl::StrCat("CREATE INDEX IF NOT EXISTS",
                              sql.substr(sql.find(" INDEX") + 6));
    if (index.unique) {
      out_->text = absl::StrCat("CREATE UNIQUE INDEX IF NOT EXISTS",
                                sql.substr(sql.find(" INDEX") + 6));
    }
    return;
  }
  out_->text = index.CreateSql(schema_.tables[t]);
  out_->create = index;
}

void WriteGen::DropIndex() {
  out_->kind = "drop-index";
  if (schema_.indexes.empty() || rng_.Chance(0.1)) {
    out_->text = "DROP INDEX IF EXISTS no_such_index";
    return;
  }
  const IndexModel& index = rng_.Pick(schema_.indexes);
  out_->table = index.table;
  out_->drop = index.name;
  out_->text = absl::StrCat("DROP INDEX ", index.name);
}

}  // namespace

std::vector<Value> NewRow(Rng& rng, TableModel& table) {
  const int64_t id = table.next_id++;
  std::vector<Value> row;
  for (size_t c = 0; c < table.columns.size(); ++c) {
    const ColumnSpec& column = table.columns[c];
    if (c == 0) {
      row.push_back(IdValue(table, id));
    } else if (table.IsUnique(static_cast<int>(c))) {
      row.push_back(rng.Chance(column.null_rate) ? Value::Null(column.type)
                                                 : UniqueValue(column, id));
    } else {
      row.push_back(DrawValue(rng, column));
    }
  }
  return row;
}

WriteShape GenerateWrite(Rng& rng, Schema& schema, bool use_params) {
  WriteShape out;
  out.table = static_cast<int>(rng.Index(schema.tables.size()));
  WriteGen gen(rng, schema, use_params, &out);
  const int index_weight = schema.indexes.size() > 8 ? 1 : 4;
  const int drop_weight = schema.indexes.size() > 8 ? 6 : 3;
  const std::vector<int> weights = {25,           8,           7, 25, 10, 15,
                                    index_weight, drop_weight, 1};
  switch (rng.Weighted(weights)) {
    case 0:
      gen.Insert(out.table, false);
      break;
    case 1:
      gen.Insert(out.table, true);
      break;
    case 2:
      gen.Upsert(out.table);
      break;
    case 3:
      gen.Update(out.table);
      break;
    case 4:
      gen.UpdateKey(out.table);
      break;
    case 5:
      gen.Delete(out.table);
      break;
    case 6:
      gen.CreateIndex(out.table);
      break;
    case 7:
      gen.DropIndex();
      break;
    default:
      out.kind = "analyze";
      out.text = rng.Chance(0.7)
                     ? absl::StrCat("ANALYZE ", schema.tables[out.table].name)
                     : "ANALYZE";
      break;
  }
  return out;
}

}  // namespace kite::fuzz::index_fuzz
