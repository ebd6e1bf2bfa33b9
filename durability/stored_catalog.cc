#include "durability/stored_catalog.h"

#include <cstdint>
#include <utility>

#include "absl/strings/str_cat.h"
#include "parser/ast_to_sql.h"
#include "storage/row_codec.h"

namespace kite {
namespace {

constexpr char kVersion = 1;

void PutNumber(uint64_t v, std::string* out) {
  while (v >= 0x80) {
    out->push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out->push_back(static_cast<char>(v));
}

void PutText(std::string_view s, std::string* out) {
  PutNumber(s.size(), out);
  out->append(s);
}

// Reads fields back; any read past the end fails.
class FieldReader {
 public:
  explicit FieldReader(std::string_view in) : in_(in) {}

  absl::StatusOr<uint64_t> Number() {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (in_.empty()) return Truncated();
      const uint8_t byte = static_cast<uint8_t>(in_.front());
      in_.remove_prefix(1);
      v |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if ((byte & 0x80) == 0) return v;
    }
    return absl::DataLossError("catalog record: number too long");
  }

  // A number that counts items of at least one byte each: never more than
  // the bytes left, so that a damaged count cannot ask for a huge vector.
  absl::StatusOr<uint64_t> Count() {
    absl::StatusOr<uint64_t> n = Number();
    if (n.ok() && *n > in_.size()) return Truncated();
    return n;
  }

  absl::StatusOr<std::string> Text() {
    absl::StatusOr<uint64_t> n = Number();
    if (!n.ok()) return n.status();
    if (*n > in_.size()) return Truncated();
    std::string s(in_.substr(0, *n));
    in_.remove_prefix(*n);
    return s;
  }

  absl::Status Version() {
    if (in_.empty() || in_.front() != kVersion) {
      return absl::DataLossError("catalog record of an unknown version");
    }
    in_.remove_prefix(1);
    return absl::OkStatus();
  }

  bool at_end() const { return in_.empty(); }

 private:
  static absl::Status Truncated() {
    return absl::DataLossError("catalog record ends too early");
  }
  std::string_view in_;
};

#define KITE_READ(var, expr)                    \
  auto var##_or = (expr);                       \
  if (!var##_or.ok()) return var##_or.status(); \
  auto var = *std::move(var##_or)

absl::StatusOr<Type> ReadType(FieldReader& r) {
  KITE_READ(id, r.Number());
  KITE_READ(precision, r.Number());
  KITE_READ(scale, r.Number());
  if (id > static_cast<uint64_t>(kLastTypeId) || precision > 18 ||
      scale > precision) {
    return absl::DataLossError("catalog record: bad column type");
  }
  return Type{static_cast<TypeId>(id), static_cast<uint8_t>(precision),
              static_cast<uint8_t>(scale)};
}

}  // namespace

StoredTable StoredTableOf(const TableEntry& entry) {
  StoredTable t;
  t.name = entry.table->name();
  t.schema = entry.table->schema();
  for (size_t c = 0; c < t.schema.columns.size(); ++c) {
    const bool has_default =
        c < entry.defaults.size() && entry.defaults[c] != nullptr;
    t.defaults.push_back(has_default ? ExprToSql(*entry.defaults[c]) : "");
    t.max_lengths.push_back(c < entry.max_lengths.size() ? entry.max_lengths[c]
                                                         : 0);
    t.length_types.push_back(
        c < entry.length_types.size() ? entry.length_types[c] : "");
  }
  for (const std::shared_ptr<TableIndex>& index : entry.table->indexes()) {
    t.indexes.push_back(index->def());
  }
  t.identities = entry.identities;
  t.identities.resize(t.schema.columns.size(), 0);
  for (const TableEntry::Check& check : entry.checks) {
    t.checks.emplace_back(check.name, ExprToSql(*check.expr));
  }
  t.missing = entry.missing;
  t.missing.resize(t.schema.columns.size());
  return t;
}

std::string EncodeStoredTable(const StoredTable& t) {
  std::string out(1, kVersion);
  PutText(t.name, &out);
  PutNumber(t.schema.columns.size(), &out);
  for (size_t c = 0; c < t.schema.columns.size(); ++c) {
    const ColumnSchema& col = t.schema.columns[c];
    PutText(col.name, &out);
    PutNumber(static_cast<uint64_t>(col.type.id), &out);
    PutNumber(col.type.precision, &out);
    PutNumber(col.type.scale, &out);
    PutNumber(col.not_null ? 1 : 0, &out);
    PutText(t.defaults[c], &out);
    PutNumber(static_cast<uint64_t>(t.max_lengths[c]), &out);
    PutText(t.length_types[c], &out);
    PutNumber(static_cast<uint64_t>(col.compression), &out);
  }
  PutNumber(t.schema.primary_key.size(), &out);
  for (int k : t.schema.primary_key) PutNumber(static_cast<uint64_t>(k), &out);
  PutNumber(t.indexes.size(), &out);
  for (const IndexDef& index : t.indexes) {
    PutText(index.name, &out);
    PutNumber(index.method == IndexMethod::kHash ? 0 : 1, &out);
    PutNumber(index.unique ? 1 : 0, &out);
    PutNumber(index.columns.size(), &out);
    for (int c : index.columns) PutNumber(static_cast<uint64_t>(c), &out);
  }
  // Added after the first release: a record without them has none.
  for (size_t c = 0; c < t.schema.columns.size(); ++c) {
    PutNumber(
        c < t.identities.size() ? static_cast<uint8_t>(t.identities[c]) : 0,
        &out);
  }
  PutNumber(t.checks.size(), &out);
  for (const auto& [name, sql] : t.checks) {
    PutText(name, &out);
    PutText(sql, &out);
  }
  // The missing values of columns added by ALTER TABLE, each a column
  // number and the value as a one-column row (storage/row_codec.h).
  size_t missing = 0;
  for (const std::optional<Value>& v : t.missing) missing += v.has_value();
  {
    PutNumber(missing, &out);
    for (size_t c = 0; c < t.missing.size(); ++c) {
      if (!t.missing[c].has_value()) continue;
      std::string value;
      EncodeRow({t.schema.columns[c].type}, {*t.missing[c]}, &value);
      PutNumber(c, &out);
      PutText(value, &out);
    }
  }
  PutText(t.schema.key_name, &out);
  return out;
}

absl::StatusOr<StoredTable> DecodeStoredTable(std::string_view bytes) {
  FieldReader r(bytes);
  if (absl::Status s = r.Version(); !s.ok()) return s;
  StoredTable t;
  KITE_READ(name, r.Text());
  t.name = std::move(name);
  KITE_READ(ncols, r.Count());
  for (uint64_t c = 0; c < ncols; ++c) {
    ColumnSchema col;
    KITE_READ(col_name, r.Text());
    col.name = std::move(col_name);
    KITE_READ(type, ReadType(r));
    col.type = type;
    KITE_READ(not_null, r.Number());
    col.not_null = not_null != 0;
    KITE_READ(default_sql, r.Text());
    KITE_READ(max_length, r.Number());
    KITE_READ(length_type, r.Text());
    KITE_READ(compression, r.Number());
    if (compression > static_cast<uint64_t>(Compression::kZstd)) {
      return absl::DataLossError("catalog record: bad column compression");
    }
    col.compression = static_cast<Compression>(compression);
    t.schema.columns.push_back(std::move(col));
    t.defaults.push_back(std::move(default_sql));
    t.max_lengths.push_back(static_cast<int>(max_length));
    t.length_types.push_back(std::move(length_type));
  }
  auto column = [&](uint64_t c) -> absl::StatusOr<int> {
    if (c >= ncols) {
      return absl::DataLossError("catalog record: column out of range");
    }
    return static_cast<int>(c);
  };
  KITE_READ(nkey, r.Count());
  for (uint64_t k = 0; k < nkey; ++k) {
    KITE_READ(c, r.Number());
    KITE_READ(position, column(c));
    t.schema.primary_key.push_back(position);
  }
  KITE_READ(nindexes, r.Count());
  for (uint64_t i = 0; i < nindexes; ++i) {
    IndexDef index;
    KITE_READ(index_name, r.Text());
    index.name = std::move(index_name);
    KITE_READ(method, r.Number());
    index.method = method == 0 ? IndexMethod::kHash : IndexMethod::kBtree;
    KITE_READ(unique, r.Number());
    index.unique = unique != 0;
    KITE_READ(ncolumns, r.Count());
    for (uint64_t k = 0; k < ncolumns; ++k) {
      KITE_READ(c, r.Number());
      KITE_READ(position, column(c));
      index.columns.push_back(position);
    }
    t.indexes.push_back(std::move(index));
  }
  t.identities.assign(ncols, 0);
  for (uint64_t c = 0; c < ncols && !r.at_end(); ++c) {
    KITE_READ(identity, r.Number());
    if (identity != 0 && identity != 'a' && identity != 'd') {
      return absl::DataLossError("catalog record: bad identity");
    }
    t.identities[c] = static_cast<char>(identity);
  }
  if (!r.at_end()) {
    KITE_READ(nchecks, r.Count());
    for (uint64_t i = 0; i < nchecks; ++i) {
      KITE_READ(check_name, r.Text());
      KITE_READ(check_sql, r.Text());
      t.checks.emplace_back(std::move(check_name), std::move(check_sql));
    }
  }
  t.missing.resize(ncols);
  if (!r.at_end()) {
    KITE_READ(nmissing, r.Count());
    for (uint64_t i = 0; i < nmissing; ++i) {
      KITE_READ(c, r.Number());
      KITE_READ(position, column(c));
      KITE_READ(value, r.Text());
      absl::StatusOr<std::vector<Value>> row =
          DecodeRow({t.schema.columns[position].type}, value);
      if (!row.ok()) {
        return absl::DataLossError(absl::StrCat(
            "catalog record: missing value: ", row.status().message()));
      }
      t.missing[position] = std::move((*row)[0]);
    }
  }
  if (!r.at_end()) {
    KITE_READ(key_name, r.Text());
    t.schema.key_name = std::move(key_name);
  }
  if (!r.at_end()) return absl::DataLossError("catalog record: extra bytes");
  return t;
}

std::string EncodeSequence(const SequenceRecord& s) {
  std::string out(1, kVersion);
  PutText(s.name, &out);
  const SequenceOptions& o = s.options;
  PutNumber(static_cast<uint64_t>(o.bytes), &out);
  for (int64_t v : {o.start, o.increment, o.min, o.max, o.cache}) {
    PutNumber(static_cast<uint64_t>(v), &out);
  }
  PutNumber(o.cycle ? 1 : 0, &out);
  PutNumber(s.owner.has_value() ? 1 : 0, &out);
  if (s.owner.has_value()) {
    PutText(s.owner->table, &out);
    PutText(s.owner->column, &out);
  }
  PutNumber(static_cast<uint8_t>(s.identity), &out);
  return out;
}

absl::StatusOr<SequenceRecord> DecodeSequence(std::string_view bytes) {
  FieldReader r(bytes);
  if (absl::Status s = r.Version(); !s.ok()) return s;
  SequenceRecord s;
  KITE_READ(name, r.Text());
  s.name = std::move(name);
  KITE_READ(width, r.Number());
  if (width != 2 && width != 4 && width != 8) {
    return absl::DataLossError("sequence record: bad type");
  }
  s.options.bytes = static_cast<int>(width);
  for (int64_t* v : {&s.options.start, &s.options.increment, &s.options.min,
                     &s.options.max, &s.options.cache}) {
    KITE_READ(n, r.Number());
    *v = static_cast<int64_t>(n);
  }
  KITE_READ(cycle, r.Number());
  s.options.cycle = cycle != 0;
  KITE_READ(owned, r.Number());
  if (owned != 0) {
    KITE_READ(table, r.Text());
    KITE_READ(column, r.Text());
    s.owner = SequenceOwner{std::move(table), std::move(column)};
  }
  KITE_READ(identity, r.Number());
  if (identity != 0 && identity != 'a' && identity != 'd') {
    return absl::DataLossError("sequence record: bad identity");
  }
  s.identity = static_cast<char>(identity);
  if (!r.at_end()) return absl::DataLossError("sequence record: extra bytes");
  s.state = {s.options.start, false};
  return s;
}

std::string EncodeSequenceState(const SequenceState& state) {
  std::string out(1, kVersion);
  PutNumber(static_cast<uint64_t>(state.last_value), &out);
  PutNumber(state.is_called ? 1 : 0, &out);
  return out;
}

absl::StatusOr<SequenceState> DecodeSequenceState(std::string_view bytes) {
  FieldReader r(bytes);
  if (absl::Status s = r.Version(); !s.ok()) return s;
  KITE_READ(last_value, r.Number());
  KITE_READ(is_called, r.Number());
  if (!r.at_end()) return absl::DataLossError("sequence state: extra bytes");
  return SequenceState{static_cast<int64_t>(last_value), is_called != 0};
}

std::string EncodeRole(const RoleInfo& role) {
  std::string out(1, kVersion);
  PutText(role.name, &out);
  PutText(role.password_verifier, &out);
  PutNumber(role.login ? 1 : 0, &out);
  PutNumber(role.superuser ? 1 : 0, &out);
  return out;
}

absl::StatusOr<RoleInfo> DecodeRole(std::string_view bytes) {
  FieldReader r(bytes);
  if (absl::Status s = r.Version(); !s.ok()) return s;
  RoleInfo role;
  KITE_READ(name, r.Text());
  role.name = std::move(name);
  KITE_READ(verifier, r.Text());
  role.password_verifier = std::move(verifier);
  KITE_READ(login, r.Number());
  role.login = login != 0;
  KITE_READ(superuser, r.Number());
  role.superuser = superuser != 0;
  if (!r.at_end()) return absl::DataLossError("role record: extra bytes");
  return role;
}

#undef KITE_READ

}  // namespace kite
