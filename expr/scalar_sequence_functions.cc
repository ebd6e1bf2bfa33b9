// The sequence functions: nextval, currval, setval, lastval and
// pg_get_serial_sequence. The binder turns a literal sequence name into
// the sequence's OID (as PostgreSQL's regclass argument), so these find
// it by OID in the database's catalog; the session's last values live in
// EvalContext::session_sequences.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "catalog/catalog.h"
#include "catalog/sequence.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

absl::StatusOr<std::shared_ptr<Sequence>> SequenceOf(const Value& oid,
                                                     const FunctionEnv& env) {
  if (env.ctx == nullptr || env.ctx->db_catalog == nullptr) {
    return SqlError(sqlstate::kInternalError,
                    "sequence function evaluated without the catalog");
  }
  std::shared_ptr<Sequence> sequence =
      env.ctx->db_catalog->FindSequenceByOid(oid.int_value());
  if (sequence == nullptr) {
    return SqlError(
        sqlstate::kUndefinedTable,
        absl::StrCat("could not open relation with OID ", oid.int_value()));
  }
  return sequence;
}

// Without a session (a statement run on its own), one for the statement.
SessionSequences& SessionOf(const FunctionEnv& env) {
  thread_local SessionSequences none;
  return env.ctx->session_sequences != nullptr ? *env.ctx->session_sequences
                                               : none;
}

absl::StatusOr<Value> NextVal(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<std::shared_ptr<Sequence>> sequence = SequenceOf(a[0], env);
  if (!sequence.ok()) return sequence.status();
  absl::StatusOr<int64_t> v = (*sequence)->Next();
  if (!v.ok()) return v.status();
  SessionOf(env).Note((*sequence)->oid(), *v);
  return Value::Bigint(*v);
}

absl::StatusOr<Value> CurrVal(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<std::shared_ptr<Sequence>> sequence = SequenceOf(a[0], env);
  if (!sequence.ok()) return sequence.status();
  std::optional<int64_t> v = SessionOf(env).Current((*sequence)->oid());
  if (!v.has_value()) {
    return SqlError(sqlstate::kObjectNotInPrerequisiteState,
                    absl::StrCat("currval of sequence \"", (*sequence)->name(),
                                 "\" is not yet defined in this session"));
  }
  return Value::Bigint(*v);
}

absl::StatusOr<Value> LastVal(const Args&, const FunctionEnv& env) {
  const SessionSequences& session = SessionOf(env);
  std::optional<int64_t> v;
  if (session.last_oid() != 0 && env.ctx->db_catalog != nullptr &&
      env.ctx->db_catalog->FindSequenceByOid(session.last_oid()) != nullptr) {
    v = session.Current(session.last_oid());
  }
  if (!v.has_value()) {
    return SqlError(sqlstate::kObjectNotInPrerequisiteState,
                    "lastval is not yet defined in this session");
  }
  return Value::Bigint(*v);
}

// setval(s, v [, is_called]): with is_called (the default) the next
// nextval returns the value after v, and currval is v; without, nextval
// returns v itself and currval does not change.
absl::StatusOr<Value> SetVal(const Args& a, const FunctionEnv& env) {
  absl::StatusOr<std::shared_ptr<Sequence>> sequence = SequenceOf(a[0], env);
  if (!sequence.ok()) return sequence.status();
  const int64_t value = a[1].int_value();
  const bool is_called = a.size() < 3 || a[2].bool_value();
  if (absl::Status s = (*sequence)->Set(value, is_called); !s.ok()) return s;
  if (is_called) SessionOf(env).Note((*sequence)->oid(), value);
  return Value::Bigint(value);
}

// pg_get_serial_sequence(table, column): the sequence a SERIAL or identity
// column owns, schema-qualified; NULL when it owns none. The table's name
// is read as an identifier, the column's as written.
absl::StatusOr<Value> SerialSequence(const Args& a, const FunctionEnv& env) {
  if (env.ctx == nullptr || env.ctx->db_catalog == nullptr) {
    return SqlError(sqlstate::kInternalError,
                    "sequence function evaluated without the catalog");
  }
  const Catalog& catalog = *env.ctx->db_catalog;
  std::string table;
  bool quoted = false;
  for (char c : a[0].text()) {
    if (c == '"') {
      quoted = !quoted;
    } else if (c == '.' && !quoted) {
      table.clear();  // the schema: only public has tables
    } else {
      table.push_back(quoted ? c
                             : static_cast<char>(std::tolower(
                                   static_cast<unsigned char>(c))));
    }
  }
  std::optional<TableEntry> entry = catalog.Find(table);
  if (!entry.has_value()) {
    return SqlError(sqlstate::kUndefinedTable,
                    absl::StrCat("relation \"", table, "\" does not exist"));
  }
  const std::string column(a[1].text());
  if (entry->table->schema().ColumnIndex(column) < 0) {
    return SqlError(sqlstate::kUndefinedColumn,
                    absl::StrCat("column \"", column, "\" of relation \"",
                                 table, "\" does not exist"));
  }
  for (const auto& sequence : catalog.OwnedSequences(table)) {
    const SequenceRecord record = sequence->record();
    if (record.owner->column == column) {
      return Value::Text(absl::StrCat("public.", record.name));
    }
  }
  return Value::Null(Type::Text());
}

}  // namespace

void RegisterSequenceFunctions(FunctionRegistry* r) {
  (*r)["nextval"] = {NextVal};
  (*r)["currval"] = {CurrVal};
  (*r)["lastval"] = {LastVal};
  (*r)["setval"] = {SetVal};
  (*r)["pg_get_serial_sequence"] = {SerialSequence};
}

}  // namespace kite::expr
