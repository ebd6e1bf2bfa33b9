#include "storage/table.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "common/interrupt.h"
#include "kite/status.h"
#include "storage/column_store.h"
#include "storage/dictionary_column.h"
#include "storage/key_text.h"
#include "storage/table_impl.h"

namespace kite {

using storage_internal::ColumnStore;
using storage_internal::DictionaryColumn;
using storage_internal::PrimaryKeyIndex;
using storage_internal::TableData;

namespace {

std::vector<Type> KeyTypes(const TableSchema& schema) {
  std::vector<Type> types;
  for (int c : schema.primary_key) types.push_back(schema.columns[c].type);
  return types;
}

// Whether any of `cols` is a key column of `index`.
bool Touches(const IndexDef& index, absl::Span<const int> cols) {
  for (int c : cols) {
    if (std::find(index.columns.begin(), index.columns.end(), c) !=
        index.columns.end()) {
      return true;
    }
  }
  return false;
}

bool IsKeyColumn(const TableSchema& schema, int col) {
  return std::find(schema.primary_key.begin(), schema.primary_key.end(), col) !=
         schema.primary_key.end();
}

// Whether a non-NULL value of type `v` may be stored in a column of type
// `column`. Integer and bigint mix (the range is checked separately); a
// numeric must already have the column's scale, since its int64 is scaled.
bool Compatible(Type column, Type v) {
  switch (column.id) {
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kBigint:
      return v.id == TypeId::kSmallint || v.id == TypeId::kInteger ||
             v.id == TypeId::kBigint;
    case TypeId::kNumeric:
      return v.id == TypeId::kNumeric && v.scale == column.scale;
    default:
      return column.id == v.id;
  }
}

// 10^p for p in 0..18.
int64_t PowerOfTen(int p) {
  int64_t r = 1;
  for (int i = 0; i < p; ++i) r *= 10;
  return r;
}

// PostgreSQL limits a single text value to 1 GB.
constexpr size_t kMaxTextBytes = (size_t{1} << 30) - 1;

}  // namespace

int TableSchema::ColumnIndex(std::string_view name) const {
  for (size_t i = 0; i < columns.size(); ++i) {
    if (columns[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

namespace storage_internal {

TableData::TableData(const TableSchema& schema)
    : primary_key(KeyTypes(schema)) {
  columns.reserve(schema.columns.size());
  for (const ColumnSchema& c : schema.columns) {
    columns.push_back(MakeColumnStore(c.type, c.compression));
  }
}

void TableData::SetLive(RowId row, bool on) {
  size_t w = row >> 6;
  if (w >= live.size()) live.resize(w + 1, 0);
  uint64_t bit = uint64_t{1} << (row & 63);
  if (on) {
    live[w] |= bit;
  } else {
    live[w] &= ~bit;
  }
}

}  // namespace storage_internal

Table::Impl::Impl(Table* owner)
    : owner(owner), data(std::make_unique<TableData>(owner->schema_)) {}

PrimaryKeyIndex::Key Table::Impl::KeyOfValues(
    absl::Span<const Value> row) const {
  return data->primary_key.EncodeRow(row, owner->schema_.primary_key);
}

bool Table::Impl::TouchesKey(absl::Span<const int> cols) const {
  for (int c : cols) {
    if (IsKeyColumn(owner->schema_, c)) return true;
  }
  return false;
}

PrimaryKeyIndex::Key Table::Impl::KeyOfSlot(RowId row) const {
  std::vector<Value> values;
  std::vector<const Value*> parts;
  values.reserve(owner->schema_.primary_key.size());
  for (int c : owner->schema_.primary_key) {
    values.push_back(data->columns[c]->Get(row));
  }
  for (const Value& v : values) parts.push_back(&v);
  return data->primary_key.Encode(parts);
}

absl::Status Table::Impl::CheckValue(int col, const Value& v, RowId row) const {
  const TableSchema& schema = owner->schema_;
  const ColumnSchema& column = schema.columns[col];
  if (v.is_null()) {
    if (column.not_null || IsKeyColumn(schema, col)) {
      return SqlError(sqlstate::kNotNullViolation,
                      absl::StrFormat("null value in column \"%s\" of relation "
                                      "\"%s\" violates not-null constraint",
                                      column.name, owner->name_));
    }
    return absl::OkStatus();
  }
  if (!Compatible(column.type, v.type())) {
    return SqlError(sqlstate::kDatatypeMismatch,
                    absl::StrFormat("column \"%s\" is of type %s but "
                                    "expression is of type %s",
                                    column.name, column.type.ToString(),
                                    v.type().ToString()));
  }
  if (column.type.id == TypeId::kSmallint) {
    const int64_t i = v.int_value();
    if (i < std::numeric_limits<int16_t>::min() ||
        i > std::numeric_limits<int16_t>::max()) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "smallint out of range");
    }
  }
  if (column.type.id == TypeId::kInteger || column.type.id == TypeId::kDate) {
    int64_t i = v.int_value();
    if (i < std::numeric_limits<int32_t>::min() ||
        i > std::numeric_limits<int32_t>::max()) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      column.type.id == TypeId::kDate ? "date out of range"
                                                      : "integer out of range");
    }
  }
  if (column.type.id == TypeId::kNumeric && column.type.precision > 0 &&
      column.type.precision <= 18) {
    int64_t limit = PowerOfTen(column.type.precision);
    if (v.int_value() >= limit || v.int_value() <= -limit) {
      return SqlError(sqlstate::kNumericValueOutOfRange,
                      "numeric field overflow");
    }
  }
  if (column.type.is_string_lane()) {
    if (v.text().size() > kMaxTextBytes ||
        !data->columns[col]->CanStore(row, v.text().size())) {
      return SqlError(
          sqlstate::kProgramLimitExceeded,
          absl::StrFormat("value too large for column \"%s\"", column.name));
    }
  }
  return absl::OkStatus();
}

absl::Status Table::Impl::DuplicateKey(
    absl::Span<const Value* const> key_parts) const {
  const TableSchema& schema = owner->schema_;
  std::vector<std::string> names, values;
  for (size_t i = 0; i < schema.primary_key.size(); ++i) {
    names.push_back(storage_internal::QuoteIdentifier(
        schema.columns[schema.primary_key[i]].name));
    values.push_back(storage_internal::KeyValueText(*key_parts[i]));
  }
  return SqlError(
      sqlstate::kUniqueViolation,
      absl::StrFormat("duplicate key value violates unique constraint "
                      "\"%s\"\nDETAIL:  Key (%s)=(%s) already exists.",
                      schema.key_name, absl::StrJoin(names, ", "),
                      absl::StrJoin(values, ", ")));
}

absl::Status Table::Impl::WithFailingRow(absl::Status status,
                                         absl::Span<const Value> row) const {
  if (SqlStateOf(status) != sqlstate::kNotNullViolation) return status;
  std::vector<std::string> values;
  for (const Value& v : row) {
    values.push_back(storage_internal::KeyValueText(v));
  }
  return SqlError(
      sqlstate::kNotNullViolation,
      absl::StrCat(status.message(), "\nDETAIL:  Failing row contains (",
                   absl::StrJoin(values, ", "), ")."));
}

void Table::Impl::MaybeConvertDictionaries(const std::vector<int>& grown,
                                           UndoLog* undo) {
  for (size_t i = 0; i < grown.size(); ++i) {
    int c = grown[i];
    if (std::find(grown.begin(), grown.begin() + i, c) != grown.begin() + i) {
      continue;
    }
    DictionaryColumn* dictionary = data->columns[c]->AsDictionary();
    if (dictionary == nullptr || !dictionary->ShouldConvert()) continue;
    SwapColumn(c, dictionary->ConvertToHeap(), undo);
  }
}

void Table::Impl::SwapColumn(int col, std::unique_ptr<ColumnStore> column,
                             UndoLog* undo) {
  std::swap(column, data->columns[col]);
  if (undo != nullptr) {
    UndoLog::Entry entry;
    entry.kind = UndoLog::Entry::Kind::kSwapColumn;
    entry.table = owner;
    entry.cols = {col};
    entry.column = std::move(column);  // the old one, back on rollback
    undo->Record(std::move(entry));
  }
}

void Table::Impl::WidenFor(int col, const Value& v, UndoLog* undo) {
  if (data->columns[col]->Holds(v)) return;
  std::unique_ptr<ColumnStore> wide = data->columns[col]->Widened();
  if (wide != nullptr) SwapColumn(col, std::move(wide), undo);
}

Table::Table(std::string name, TableSchema schema)
    : name_(std::move(name)), schema_(std::move(schema)) {
  // Key columns are NOT NULL; drop key positions that name no column so a
  // malformed schema cannot index out of range.
  std::vector<int> key;
  for (int c : schema_.primary_key) {
    if (c >= 0 && c < static_cast<int>(schema_.columns.size())) {
      key.push_back(c);
      schema_.columns[c].not_null = true;
    }
  }
  schema_.primary_key = std::move(key);
  if (schema_.primary_key.empty()) {
    schema_.key_name.clear();
  } else if (schema_.key_name.empty()) {
    schema_.key_name = name_ + "_pkey";
  }
  column_updates_.resize(schema_.columns.size());
  impl_ = std::make_unique<Impl>(this);
}

uint64_t Table::column_change_count(int col) const {
  if (col < 0 || col >= static_cast<int>(column_updates_.size())) return 0;
  return row_changes_.load(std::memory_order_relaxed) +
         column_updates_[col].load(std::memory_order_relaxed);
}

Table::~Table() = default;

size_t Table::row_count() const { return impl_->data->row_count; }

RowId Table::slot_count() const { return impl_->data->slot_count; }

bool Table::is_live(RowId row) const { return impl_->data->is_live(row); }

bool Table::AllLive(RowId begin, RowId end) const {
  const TableData& d = *impl_->data;
  if (end > d.slot_count) return false;
  for (uint64_t r = begin; r < end;) {
    const size_t w = r >> 6;
    const uint64_t word_begin = uint64_t{w} << 6;
    uint64_t want = ~uint64_t{0} << (r - word_begin);
    if (end < word_begin + 64) want &= (uint64_t{1} << (end - word_begin)) - 1;
    const uint64_t bits = w < d.live.size() ? d.live[w] : 0;
    if ((bits & want) != want) return false;
    r = word_begin + 64;
  }
  return true;
}

void Table::LiveRows(RowId begin, RowId end, std::vector<RowId>* out) const {
  const TableData& d = *impl_->data;
  uint64_t stop = std::min<uint64_t>(end, d.slot_count);
  uint64_t r = begin;
  while (r < stop) {
    size_t w = r >> 6;
    uint64_t word_begin = uint64_t{w} << 6;
    uint64_t bits = w < d.live.size() ? d.live[w] : 0;
    bits &= ~uint64_t{0} << (r - word_begin);
    if (stop < word_begin + 64) {
      bits &= (uint64_t{1} << (stop - word_begin)) - 1;
    }
    if (bits == ~uint64_t{0}) {
      const size_t at = out->size();
      out->resize(at + 64);
      RowId* dst = out->data() + at;
      for (int i = 0; i < 64; ++i) dst[i] = static_cast<RowId>(word_begin + i);
    } else {
      while (bits != 0) {
        out->push_back(static_cast<RowId>(word_begin + std::countr_zero(bits)));
        bits &= bits - 1;
      }
    }
    r = word_begin + 64;
  }
}

void Table::Fetch(int col, const RowId* rows, int n, Vector* out) const {
  const Type type = schema_.columns[col].type;
  out->Reset(type, n);
  if (n <= 0) return;
  if (type.id == TypeId::kNull) {
    // A column of the unknown type has no data lane: all NULL.
    out->nulls.assign(n, 1);
    return;
  }
  impl_->data->columns[col]->Fetch(rows, n, out);
}

void Table::Prefetch(int col, const RowId* rows, int n) const {
  impl_->data->columns[col]->Prefetch(rows, n);
}

void Table::PrefetchValues(int col, const RowId* rows, int n) const {
  impl_->data->columns[col]->PrefetchValues(rows, n);
}

void Table::AppendRows(int col, const RowId* rows, int n,
                       ValueLanes* out) const {
  const Type type = schema_.columns[col].type;
  if (n <= 0) return;
  if (type.id == TypeId::kNull) {
    // A column of the unknown type has no data lane: all NULL.
    out->nulls.resize(out->nulls.size() + n, 1);
    return;
  }
  impl_->data->columns[col]->AppendTo(rows, n, type, out);
}

void Table::SetOne(int col, RowId row, ValueLanes* out) const {
  const Type type = schema_.columns[col].type;
  if (type.id == TypeId::kNull) {
    out->nulls[0] = 1;
    return;
  }
  impl_->data->columns[col]->SetOne(row, type, out);
}

void Table::PrefetchPrimaryKey(absl::Span<const Value> key) const {
  if (key.size() == 1) impl_->data->primary_key.Prefetch(key[0]);
}

bool Table::FetchDictionaryCodes(int col, const RowId* rows, int n,
                                 Vector* out) const {
  const DictionaryColumn* dict = impl_->data->columns[col]->AsDictionary();
  if (dict == nullptr) return false;
  out->Reset(Type::Bigint(), n);
  if (n > 0) dict->FetchCodes(rows, n, out);
  return true;
}

ColumnChunk Table::GetColumnChunk(int col, size_t chunk) const {
  static_assert(kTableChunkRows == storage_internal::kChunkRows);
  const ColumnStore* store = impl_->data->columns[col].get();
  // Compressed values cannot be read in place: kNone, and kernels leave
  // the column to the interpreter.
  if (!store->in_place()) return ColumnChunk();
  storage_internal::ChunkView view = store->View(chunk);
  ColumnChunk out;
  out.data = view.data;
  out.null_words = view.null_words;
  out.size = view.size;
  out.column = store;
  out.lengths = view.lengths;
  out.heap = view.heap;
  using Layout = ColumnChunk::Layout;
  switch (schema_.columns[col].type.id) {
    case TypeId::kBoolean:
      out.layout = Layout::kBool8;
      break;
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kDate:
      out.layout = Layout::kInt32;
      break;
    case TypeId::kBigint:
    case TypeId::kNumeric:
    case TypeId::kTimestamp:
    case TypeId::kTimestamptz:
    case TypeId::kTime:
      out.layout = store->ValueBytes() == 4 ? Layout::kInt32 : Layout::kInt64;
      break;
    case TypeId::kDouble:
    case TypeId::kReal:
      out.layout = Layout::kDouble;
      break;
    case TypeId::kUuid:
    case TypeId::kBytea:
      out.layout = Layout::kHeap;
      break;
    case TypeId::kText:
      out.layout = store->AsDictionary() != nullptr ? Layout::kDictionary
                                                    : Layout::kHeap;
      break;
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray:
      out.layout = Layout::kHeap;
      break;
    case TypeId::kNull:
      out = ColumnChunk();
      break;
  }
  return out;
}

std::string_view Table::ColumnText(const void* column, RowId row) {
  return static_cast<const ColumnStore*>(column)->TextAt(row);
}

Value Table::ColumnValue(const void* column, RowId row) {
  return static_cast<const ColumnStore*>(column)->Get(row);
}

std::string_view Table::DictionaryText(const void* column, uint32_t code) {
  return static_cast<const ColumnStore*>(column)->AsDictionary()->Entry(code);
}

Value Table::GetValue(RowId row, int col) const {
  return impl_->data->columns[col]->Get(row);
}

bool Table::PeekText(RowId row, int col, std::string_view* text) const {
  return impl_->data->columns[col]->PeekText(row, text);
}

std::vector<Value> Table::GetRow(RowId row) const {
  std::vector<Value> values;
  values.reserve(schema_.columns.size());
  for (const auto& column : impl_->data->columns) {
    values.push_back(column->Get(row));
  }
  return values;
}

void Table::EncodeRow(RowId row, std::string* out) const {
  const auto& columns = impl_->data->columns;
  for (size_t c = 0; c < columns.size(); ++c) {
    columns[c]->Encode(row, schema_.columns[c].type, out);
  }
}

void Table::EncodeColumns(RowId row, uint64_t columns, std::string* out) const {
  const auto& stores = impl_->data->columns;
  for (size_t c = 0; c < stores.size() && c < 64; ++c) {
    if ((columns >> c) & 1)
      stores[c]->Encode(row, schema_.columns[c].type, out);
  }
}

absl::StatusOr<RowId> Table::Insert(absl::Span<const Value> row,
                                    UndoLog* undo) {
  TableData& d = *impl_->data;
  if (row.size() != schema_.columns.size()) {
    return SqlError(sqlstate::kInternalError,
                    absl::StrFormat("row has %d values but table \"%s\" has "
                                    "%d columns",
                                    row.size(), name_, schema_.columns.size()));
  }
  bool reuse = !d.free_slots.empty();
  if (!reuse && d.slot_count == std::numeric_limits<RowId>::max()) {
    return SqlError(sqlstate::kProgramLimitExceeded,
                    absl::StrFormat("table \"%s\" is full", name_));
  }
  return InsertAt(reuse ? d.free_slots.back() : d.slot_count, reuse, row, undo);
}

absl::Status Table::LoadRow(RowId slot, std::vector<Value> row) {
  TableData& d = *impl_->data;
  if (row.size() != schema_.columns.size()) {
    return absl::DataLossError(
        absl::StrFormat("row has %d values but table \"%s\" has %d columns",
                        row.size(), name_, schema_.columns.size()));
  }
  if (slot < d.slot_count || slot == std::numeric_limits<RowId>::max()) {
    return absl::DataLossError(
        absl::StrFormat("row %d of table \"%s\" is out of order", slot, name_));
  }
  // The slots skipped were free when the rows were written.
  while (d.slot_count < slot) d.free_slots.push_back(d.slot_count++);
  absl::StatusOr<RowId> loaded = InsertAt(slot, false, row, nullptr);
  return loaded.status();
}

absl::StatusOr<RowId> Table::InsertAt(RowId slot, bool reuse,
                                      absl::Span<const Value> row,
                                      UndoLog* undo) {
  TableData& d = *impl_->data;
  for (size_t c = 0; c < row.size(); ++c) {
    if (absl::Status s = impl_->CheckValue(c, row[c], slot); !s.ok()) {
      return impl_->WithFailingRow(std::move(s), row);
    }
  }
  PrimaryKeyIndex::Key key;
  if (d.primary_key.enabled()) {
    key = impl_->KeyOfValues(row);
    if (d.primary_key.Find(key).has_value()) {
      std::vector<const Value*> parts;
      for (int c : schema_.primary_key) parts.push_back(&row[c]);
      return impl_->DuplicateKey(parts);
    }
  }
  for (const auto& index : indexes_) {
    if (absl::Status s = index->CheckUnique(row, std::nullopt); !s.ok()) {
      return s;
    }
  }
  // Nothing can fail from here on.
  if (reuse) {
    d.free_slots.pop_back();
  } else {
    ++d.slot_count;
  }
  for (size_t c = 0; c < row.size(); ++c) {
    impl_->WidenFor(static_cast<int>(c), row[c], undo);
  }
  std::vector<int> grown;
  for (size_t c = 0; c < row.size(); ++c) {
    if (d.columns[c]->Set(slot, row[c])) grown.push_back(c);
  }
  d.SetLive(slot, true);
  ++d.row_count;
  if (d.primary_key.enabled()) d.primary_key.Insert(key, slot);
  for (const auto& index : indexes_) index->MarkDirty(slot);
  changes_.fetch_add(1, std::memory_order_relaxed);
  row_changes_.fetch_add(1, std::memory_order_relaxed);
  if (undo != nullptr) {
    UndoLog::Entry entry;
    entry.kind = UndoLog::Entry::Kind::kInsert;
    entry.table = this;
    entry.row = slot;
    entry.reused_slot = reuse;
    entry.dictionary_added = grown;
    undo->Record(std::move(entry));
  }
  if (!grown.empty()) impl_->MaybeConvertDictionaries(grown, undo);
  return slot;
}

absl::Status Table::Update(RowId row, absl::Span<const int> cols,
                           absl::Span<const Value> values, UndoLog* undo) {
  TableData& d = *impl_->data;
  if (!d.is_live(row)) {
    return SqlError(
        sqlstate::kInternalError,
        absl::StrFormat("row %d of table \"%s\" is not live", row, name_));
  }
  if (cols.size() != values.size()) {
    return SqlError(sqlstate::kInternalError,
                    "update has different numbers of columns and values");
  }
  bool key_touched = false;
  for (size_t i = 0; i < cols.size(); ++i) {
    if (cols[i] < 0 || cols[i] >= static_cast<int>(schema_.columns.size())) {
      return SqlError(sqlstate::kInternalError,
                      absl::StrFormat("column %d out of range", cols[i]));
    }
    if (absl::Status s = impl_->CheckValue(cols[i], values[i], row); !s.ok()) {
      std::vector<Value> updated = GetRow(row);
      for (size_t j = 0; j < cols.size(); ++j) {
        if (cols[j] >= 0 && cols[j] < static_cast<int>(updated.size())) {
          updated[cols[j]] = values[j];
        }
      }
      return impl_->WithFailingRow(std::move(s), updated);
    }
    key_touched |= IsKeyColumn(schema_, cols[i]);
  }
  key_touched &= d.primary_key.enabled();
  PrimaryKeyIndex::Key old_key, new_key;
  if (key_touched) {
    std::vector<Value> key_values;
    for (int c : schema_.primary_key) key_values.push_back(GetValue(row, c));
    old_key = impl_->KeyOfSlot(row);
    std::vector<const Value*> parts;
    for (size_t k = 0; k < schema_.primary_key.size(); ++k) {
      parts.push_back(&key_values[k]);
      // The last assignment to a column wins.
      for (size_t i = 0; i < cols.size(); ++i) {
        if (cols[i] == schema_.primary_key[k]) parts[k] = &values[i];
      }
    }
    new_key = d.primary_key.Encode(parts);
    std::optional<RowId> other = d.primary_key.Find(new_key);
    if (other.has_value() && *other != row) return impl_->DuplicateKey(parts);
  }
  absl::InlinedVector<TableIndex*, 4> touched;
  for (const auto& index : indexes_) {
    if (Touches(index->def(), cols)) touched.push_back(index.get());
  }
  std::vector<Value> updated;
  for (TableIndex* index : touched) {
    if (!index->def().unique) continue;
    if (updated.empty()) {
      updated = GetRow(row);
      for (size_t i = 0; i < cols.size(); ++i) updated[cols[i]] = values[i];
    }
    if (absl::Status s = index->CheckUnique(updated, row); !s.ok()) return s;
  }
  // Nothing can fail from here on.
  UndoLog::Entry entry;
  if (undo != nullptr) {
    entry.kind = UndoLog::Entry::Kind::kUpdate;
    entry.table = this;
    entry.row = row;
    entry.cols.assign(cols.begin(), cols.end());
    entry.values.reserve(cols.size());
    for (int c : cols) entry.values.push_back(GetValue(row, c));
  }
  for (size_t i = 0; i < cols.size(); ++i) {
    impl_->WidenFor(cols[i], values[i], undo);
  }
  for (TableIndex* index : touched) index->BeforeChange(row);
  std::vector<int> grown;
  for (size_t i = 0; i < cols.size(); ++i) {
    if (d.columns[cols[i]]->Set(row, values[i])) grown.push_back(cols[i]);
  }
  if (key_touched && !(old_key == new_key)) {
    d.primary_key.Erase(old_key);
    d.primary_key.Insert(new_key, row);
  }
  for (TableIndex* index : touched) index->MarkDirty(row);
  changes_.fetch_add(1, std::memory_order_relaxed);
  for (int c : cols) column_updates_[c].fetch_add(1, std::memory_order_relaxed);
  if (undo != nullptr) {
    entry.dictionary_added = grown;
    undo->Record(std::move(entry));
  }
  if (!grown.empty()) impl_->MaybeConvertDictionaries(grown, undo);
  return absl::OkStatus();
}

void Table::Delete(RowId row, UndoLog* undo) {
  TableData& d = *impl_->data;
  if (!d.is_live(row)) return;
  if (undo != nullptr) {
    UndoLog::Entry entry;
    entry.kind = UndoLog::Entry::Kind::kDelete;
    entry.table = this;
    entry.row = row;
    std::vector<Value> values = GetRow(row);
    entry.values.assign(std::make_move_iterator(values.begin()),
                        std::make_move_iterator(values.end()));
    undo->Record(std::move(entry));
  }
  if (d.primary_key.enabled()) d.primary_key.Erase(impl_->KeyOfSlot(row));
  for (const auto& index : indexes_) index->BeforeChange(row);
  for (auto& column : d.columns) column->Clear(row);
  d.SetLive(row, false);
  --d.row_count;
  d.free_slots.push_back(row);
  changes_.fetch_add(1, std::memory_order_relaxed);
  row_changes_.fetch_add(1, std::memory_order_relaxed);
}

void Table::Truncate(UndoLog* undo) {
  changes_.fetch_add(impl_->data->row_count, std::memory_order_relaxed);
  row_changes_.fetch_add(impl_->data->row_count, std::memory_order_relaxed);
  auto fresh = std::make_unique<TableData>(schema_);
  if (undo != nullptr) {
    UndoLog::Entry entry;
    entry.kind = UndoLog::Entry::Kind::kTruncate;
    entry.table = this;
    entry.data = std::move(impl_->data);
    undo->Record(std::move(entry));
  }
  impl_->data = std::move(fresh);
  for (const auto& index : indexes_) index->MarkAllDirty();
}

std::optional<RowId> Table::FindByPrimaryKey(
    absl::Span<const Value> key) const {
  const TableData& d = *impl_->data;
  if (key.size() == 1 && d.primary_key.numeric()) {
    if (key[0].is_null()) return std::nullopt;
    return FindByIntegerKey(key[0].int_value());
  }
  if (!d.primary_key.enabled() || key.size() != schema_.primary_key.size()) {
    return std::nullopt;
  }
  // The point-lookup hot path: no heap allocation for short keys.
  absl::InlinedVector<const Value*, 4> parts;
  for (const Value& v : key) {
    if (v.is_null()) return std::nullopt;
    parts.push_back(&v);
  }
  std::optional<RowId> row = d.primary_key.Find(d.primary_key.Encode(parts));
  if (row.has_value() && !d.is_live(*row)) return std::nullopt;
  return row;
}

bool Table::has_integer_key() const {
  return impl_->data->primary_key.numeric();
}

std::optional<RowId> Table::FindByIntegerKey(int64_t key) const {
  const TableData& d = *impl_->data;
  std::optional<RowId> row = d.primary_key.FindNumber(key);
  if (row.has_value() && !d.is_live(*row)) return std::nullopt;
  return row;
}

void Table::PrefetchIntegerKey(int64_t key) const {
  impl_->data->primary_key.PrefetchNumber(key);
}

bool Table::IsDictionaryEncoded(int col) const {
  return impl_->data->columns[col]->AsDictionary() != nullptr;
}

size_t Table::DictionaryEntryCount(int col) const {
  const DictionaryColumn* dict = impl_->data->columns[col]->AsDictionary();
  return dict == nullptr ? 0 : dict->entry_count();
}

std::optional<uint32_t> Table::DictionaryCode(int col,
                                              std::string_view text) const {
  const DictionaryColumn* dict = impl_->data->columns[col]->AsDictionary();
  if (dict == nullptr) return std::nullopt;
  return dict->Code(text);
}

std::vector<ColumnMemory> Table::MemoryUsage() const {
  std::vector<ColumnMemory> usage;
  const TableData& d = *impl_->data;
  for (size_t c = 0; c < d.columns.size(); ++c) {
    usage.push_back({schema_.columns[c].name, d.columns[c]->Encoding(),
                     d.columns[c]->MemoryBytes()});
  }
  return usage;
}

size_t Table::IndexMemoryBytes() const {
  const TableData& d = *impl_->data;
  size_t bytes = d.primary_key.MemoryBytes() +
                 d.live.capacity() * sizeof(uint64_t) +
                 d.free_slots.capacity() * sizeof(RowId) +
                 // A slot and its mask, plus the map's control byte.
                 stored_patches_.capacity() *
                     (sizeof(std::pair<const RowId, uint64_t>) + 1);
  for (const auto& index : indexes_) bytes += index->MemoryBytes();
  return bytes;
}

size_t Table::PrimaryKeyMemoryBytes() const {
  return impl_->data->primary_key.enabled()
             ? impl_->data->primary_key.MemoryBytes()
             : 0;
}

absl::Status Table::AddIndex(std::shared_ptr<TableIndex> index) {
  const TableData& d = *impl_->data;
  if (index->def().unique) {
    // Each live row must be unique among the rows before it: checked one at
    // a time, each row marked in after its check.
    for (RowId r = 0; r < d.slot_count; ++r) {
      // CREATE UNIQUE INDEX over many rows stops at statement_timeout.
      if (r % kBatchSize == 0) {
        if (absl::Status s = CheckCurrentInterrupt(); !s.ok()) return s;
      }
      if (!d.is_live(r)) continue;
      if (absl::Status s = index->CheckUnique(GetRow(r), std::nullopt);
          !s.ok()) {
        return s;
      }
      index->MarkDirty(r);
    }
  } else {
    index->MarkAllDirty();
  }
  std::lock_guard<std::mutex> lock(meta_mu_);
  indexes_.push_back(std::move(index));
  return absl::OkStatus();
}

bool Table::DropIndex(std::string_view name) {
  std::lock_guard<std::mutex> lock(meta_mu_);
  for (auto it = indexes_.begin(); it != indexes_.end(); ++it) {
    if ((*it)->def().name == name) {
      indexes_.erase(it);
      return true;
    }
  }
  return false;
}

std::vector<std::shared_ptr<TableIndex>> Table::indexes() const {
  std::lock_guard<std::mutex> lock(meta_mu_);
  return indexes_;
}

std::shared_ptr<const TableStats> Table::stats() const {
  std::lock_guard<std::mutex> lock(meta_mu_);
  return stats_;
}

void Table::SetStats(std::shared_ptr<const TableStats> stats) {
  std::lock_guard<std::mutex> lock(meta_mu_);
  uint64_t due = UINT64_MAX;
  if (stats != nullptr &&
      stats->stale_after_changes < UINT64_MAX - stats->change_count) {
    due = stats->change_count + stats->stale_after_changes;
  }
  stats_ = std::move(stats);
  stats_due_.store(due, std::memory_order_relaxed);
  stats_generation_.fetch_add(1, std::memory_order_acq_rel);
}

}  // namespace kite
