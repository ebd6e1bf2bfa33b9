// The extended query protocol of Session: Parse, Bind, Describe, Execute,
// Close. Errors returned here are reported by HandleMessage, which then
// skips messages up to the next Sync.
#include "absl/strings/str_cat.h"
#include "common/text_util.h"
#include "kite/status.h"
#include "server/backend_messages.h"
#include "server/binary_format.h"
#include "server/pg_types.h"
#include "server/session.h"
#include "shell/statement_splitter.h"

namespace kite::server {
namespace {

constexpr char kProtocolViolation[] = "08P01";
constexpr char kDuplicatePreparedStatement[] = "42P05";
constexpr char kDuplicateCursor[] = "42P03";
constexpr char kInvalidStatementName[] = "26000";
constexpr char kInvalidCursorName[] = "34000";

// Whether `sql` holds nothing but blanks, comments and semicolons.
bool IsEmptyQuery(std::string_view sql) {
  shell::StatementSplitter splitter;
  return splitter.AddText(sql).empty() && splitter.Finish().empty();
}

std::string Quoted(std::string_view name) { return Cat("\"", name, "\""); }

}  // namespace

absl::Status Session::HandleParse(const ParseMessage& m, std::string* out) {
  if (!m.statement.empty() && statements_.contains(m.statement)) {
    return SqlError(
        kDuplicatePreparedStatement,
        Cat("prepared statement ", Quoted(m.statement), " already exists"));
  }
  if (!IsValidUtf8(m.sql)) return InvalidUtf8Error(m.sql);
  auto stmt = std::make_shared<Statement>();
  stmt->sql = m.sql;
  int params = 0;
  if (IsEmptyQuery(m.sql)) {
    stmt->empty = true;
  } else if ((stmt->local = RecognizeLocalStatement(m.sql)) &&
             stmt->local->kind != LocalStatement::kDeclare) {
    // Answered by the session; takes no parameters.
  } else {
    // DECLARE prepares its query, whose parameters it takes.
    absl::StatusOr<std::unique_ptr<PreparedStatement>> prepared =
        sql_->Prepare(stmt->local.has_value() ? stmt->local->query : m.sql);
    if (!prepared.ok()) {
      // A DECLARE's query ends the text: its line:column count from there.
      const size_t offset = stmt->local.has_value()
                                ? m.sql.size() - stmt->local->query.size()
                                : 0;
      ReportError(prepared.status(), m.sql, offset, out);
      skip_until_sync_ = true;
      return absl::OkStatus();
    }
    stmt->prepared = *std::move(prepared);
    params = stmt->prepared->parameter_count();
  }
  // The client may name types for the first parameters (0: infer); those
  // it names decide how binary values are read.
  stmt->param_oids = m.param_oids;
  if (static_cast<int>(stmt->param_oids.size()) < params) {
    stmt->param_oids.resize(params, 0);
  }
  for (size_t i = 0; i < stmt->param_oids.size(); ++i) {
    if (stmt->param_oids[i] == 0 && static_cast<int>(i) < params) {
      stmt->param_oids[i] =
          PgTypeOf(stmt->prepared->parameter_type(static_cast<int>(i) + 1)).oid;
    }
  }
  statements_[m.statement] = std::move(stmt);
  WriteParseComplete(out);
  return absl::OkStatus();
}

PreparedStatement* Session::Planned(const Statement& stmt) {
  return stmt.local.has_value() ? nullptr : stmt.prepared.get();
}

absl::Status Session::HandleBind(const BindMessage& m, std::string* out) {
  auto it = statements_.find(m.statement);
  if (it == statements_.end()) {
    return SqlError(
        kInvalidStatementName,
        Cat("prepared statement ", Quoted(m.statement), " does not exist"));
  }
  if (!m.portal.empty() && portals_.contains(m.portal)) {
    return SqlError(kDuplicateCursor,
                    Cat("cursor ", Quoted(m.portal), " already exists"));
  }
  const std::shared_ptr<Statement>& stmt = it->second;
  const size_t expected = stmt->param_oids.size();
  if (m.params.size() != expected) {
    return SqlError(kProtocolViolation,
                    absl::StrCat("bind message supplies ", m.params.size(),
                                 " parameters, but prepared statement ",
                                 Quoted(m.statement), " requires ", expected));
  }
  if (m.param_formats.size() > 1 && m.param_formats.size() != expected) {
    return SqlError(
        kProtocolViolation,
        absl::StrCat("bind message has ", m.param_formats.size(),
                     " parameter formats but ", expected, " parameters"));
  }
  auto portal = std::make_unique<Portal>();
  portal->id = next_portal_id_++;
  portal->statement = stmt;
  portal->params.reserve(expected);
  for (size_t i = 0; i < expected; ++i) {
    const int16_t format = m.param_formats.empty()       ? 0
                           : m.param_formats.size() == 1 ? m.param_formats[0]
                                                         : m.param_formats[i];
    const std::optional<std::string>& raw = m.params[i];
    if (!raw.has_value()) {
      portal->params.push_back(Value::Null());
      continue;
    }
    if (format == 0) {
      if (!IsValidUtf8(*raw)) return InvalidUtf8Error(*raw);
      portal->params.push_back(Value::Text(*raw));
      continue;
    }
    absl::StatusOr<Value> v = DecodeBinaryValue(stmt->param_oids[i], *raw);
    if (!v.ok()) return v.status();
    portal->params.push_back(*std::move(v));
  }
  int columns = 0;
  if (PreparedStatement* prepared = Planned(*stmt)) {
    // After DDL, the columns Describe and Execute will give.
    absl::Status fresh = prepared->Refresh();
    if (!fresh.ok()) return fresh;
    columns = prepared->column_count();  // no names copied
  } else {
    std::vector<std::string> names;
    std::vector<Type> types;
    absl::Status described = Describe(*stmt, &names, &types);
    if (!described.ok()) return described;
    columns = static_cast<int>(names.size());
  }
  absl::StatusOr<std::vector<int16_t>> formats =
      ResolveResultFormats(m.result_formats, columns);
  if (!formats.ok()) return formats.status();
  portal->formats = *std::move(formats);
  // Conversion errors (22P02 ...) belong to Bind, as in PostgreSQL.
  absl::Status bound = BindParams(portal.get());
  if (!bound.ok()) return bound;
  portals_[m.portal] = std::move(portal);
  WriteBindComplete(out);
  return absl::OkStatus();
}

absl::Status Session::BindParams(Portal* portal) {
  Statement* stmt = portal->statement.get();
  if (stmt->prepared == nullptr || stmt->bound_portal == portal->id) {
    return absl::OkStatus();
  }
  stmt->prepared->ClearBindings();
  const int count = stmt->prepared->parameter_count();
  for (int i = 0; i < count && i < static_cast<int>(portal->params.size());
       ++i) {
    absl::Status s = stmt->prepared->Bind(i + 1, portal->params[i]);
    if (!s.ok()) {
      stmt->bound_portal = 0;
      return s;
    }
  }
  stmt->bound_portal = portal->id;
  return absl::OkStatus();
}

absl::Status Session::HandleDescribe(const DescribeMessage& m,
                                     std::string* out) {
  Statement* stmt = nullptr;
  const Portal* portal = nullptr;
  if (m.kind == 'S') {
    auto it = statements_.find(m.name);
    if (it == statements_.end()) {
      return SqlError(
          kInvalidStatementName,
          Cat("prepared statement ", Quoted(m.name), " does not exist"));
    }
    stmt = it->second.get();
    if (PreparedStatement* prepared = Planned(*stmt)) {
      absl::Status fresh = prepared->Refresh();
      if (!fresh.ok()) return fresh;
    }
    WriteParameterDescription(out, stmt->param_oids);
  } else {
    auto it = portals_.find(m.name);
    if (it == portals_.end()) {
      // A DECLAREd cursor is a portal too (psycopg describes it).
      auto cursor = cursors_.find(m.name);
      if (cursor == cursors_.end()) {
        return SqlError(kInvalidCursorName,
                        Cat("portal ", Quoted(m.name), " does not exist"));
      }
      const Result& r = cursor->second.result;
      WriteRowDescriptionOf(
          ColumnNames(r), ColumnTypes(r),
          std::vector<int16_t>(r.column_count(), cursor->second.binary), out);
      return absl::OkStatus();
    }
    portal = it->second.get();
    stmt = portal->statement.get();
  }
  if (PreparedStatement* prepared = Planned(*stmt);
      prepared != nullptr && prepared->column_count() > 0) {
    // Statement::row_description, written again when it is not for these.
    const std::vector<int16_t> none;
    const std::vector<int16_t>& formats =
        portal != nullptr ? portal->formats : none;
    const uint64_t generation = prepared->columns_generation();
    if (stmt->described_generation != generation ||
        stmt->described_formats != formats) {
      std::vector<std::string> names;
      std::vector<Type> types;
      absl::Status described = Describe(*stmt, &names, &types);
      if (!described.ok()) return described;
      stmt->row_description.clear();
      WriteRowDescriptionOf(names, types, formats, &stmt->row_description);
      stmt->described_formats = formats;
      stmt->described_generation = generation;
    }
    out->append(stmt->row_description);
    return absl::OkStatus();
  }
  std::vector<std::string> names;
  std::vector<Type> types;
  absl::Status described = Describe(*stmt, &names, &types);
  if (!described.ok()) return described;
  if (names.empty()) {
    WriteNoData(out);
  } else {
    WriteRowDescriptionOf(
        names, types,
        portal != nullptr ? portal->formats : std::vector<int16_t>(), out);
  }
  return absl::OkStatus();
}

absl::Status Session::Describe(const Statement& stmt,
                               std::vector<std::string>* names,
                               std::vector<Type>* types) const {
  if (stmt.local.has_value()) {
    absl::StatusOr<bool> has = LocalColumns(*stmt.local, names, types);
    return has.status();
  }
  if (stmt.prepared == nullptr) return absl::OkStatus();
  for (int i = 0; i < stmt.prepared->column_count(); ++i) {
    names->push_back(stmt.prepared->column_name(i));
    types->push_back(stmt.prepared->column_type(i));
  }
  return absl::OkStatus();
}

absl::Status Session::HandleExecute(const ExecuteMessage& m, std::string* out) {
  auto it = portals_.find(m.portal);
  if (it == portals_.end()) {
    return SqlError(kInvalidCursorName,
                    Cat("portal ", Quoted(m.portal), " does not exist"));
  }
  Portal* portal = it->second.get();
  Statement* stmt = portal->statement.get();
  if (stmt->empty) {
    WriteEmptyQueryResponse(out);
    return absl::OkStatus();
  }
  if (!portal->executed && stmt->local.has_value() &&
      stmt->local->kind == LocalStatement::kCopy) {
    // The copy's own messages carry its rows: nothing is left to fetch.
    portal->executed = true;
    const bool ok =
        stmt->local->copy_from
            ? StartCopyIn(stmt->sql, stmt->sql, 0, /*extended=*/true, out)
            : RunCopyOut(stmt->sql, stmt->sql, 0, out);
    if (!ok) skip_until_sync_ = true;
    return absl::OkStatus();
  }
  if (!portal->executed) {
    portal->executed = true;
    if (stmt->local.has_value()) {
      if (stmt->prepared != nullptr) {  // DECLARE with its query prepared
        absl::Status bound = BindParams(portal);
        if (!bound.ok()) return bound;
      }
      absl::StatusOr<LocalRows> rows =
          RunLocal(*stmt->local, stmt->prepared.get(), out);
      if (!rows.ok()) return rows.status();
      portal->tag = rows->tag;
      portal->local = *std::move(rows);
    } else {
      absl::Status bound = BindParams(portal);
      if (!bound.ok()) return bound;
      // Executed for all its rows: they stream (wire_row_sink.h); a row
      // limit keeps them in the portal.
      ExecuteOptions options = StatementOptions();
      std::optional<WireRowSink> sink;
      if (m.max_rows <= 0) {
        sink.emplace(out, portal->formats, /*describe=*/false, &flush_,
                     StopCheck(options));
        options.sink = &*sink;
      }
      absl::StatusOr<Result> result = stmt->prepared->Execute(options);
      if (!result.ok()) {
        ReportError(result.status(), stmt->sql, 0, out);
        skip_until_sync_ = true;
        return absl::OkStatus();
      }
      WriteNotices(*result, out);
      portal->tag = result->command_tag();
      portal->result = *std::move(result);
    }
  }
  // Rows from where the last Execute stopped, up to max_rows (0: all).
  const size_t total = portal->result.has_value() ? portal->result->row_count()
                                                  : portal->local->rows.size();
  const size_t end =
      m.max_rows > 0
          ? std::min(total, portal->next_row + static_cast<size_t>(m.max_rows))
          : total;
  const size_t sent = portal->result.has_value()
                          ? WriteDataRows(*portal->result, portal->next_row,
                                          end, portal->formats, out)
                          : WriteDataRows(*portal->local, portal->next_row, end,
                                          portal->formats, out);
  portal->next_row += sent;
  if (portal->next_row < total) {
    WritePortalSuspended(out);
    return absl::OkStatus();
  }
  // A query fetched in several Executes reports the rows of the last one,
  // as PostgreSQL does.
  if (portal->tag.rfind("SELECT ", 0) == 0 && portal->next_row != sent) {
    WriteCommandComplete(out, absl::StrCat("SELECT ", sent));
  } else {
    WriteCommandComplete(out, portal->tag);
  }
  return absl::OkStatus();
}

void Session::HandleClose(const CloseMessage& m, std::string* out) {
  if (m.kind == 'S') {
    statements_.erase(m.name);
  } else {
    portals_.erase(m.name);
  }
  WriteCloseComplete(out);
}

}  // namespace kite::server
