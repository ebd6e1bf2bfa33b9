#include "server/session.h"

#include <algorithm>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "common/statement_memory.h"
#include "common/text_util.h"
#include "common/time_zone.h"
#include "kite/status.h"
#include "server/backend_messages.h"
#include "server/binary_format.h"
#include "server/error_fields.h"
#include "shell/statement_splitter.h"

namespace kite::server {
namespace {

constexpr char kProtocolViolation[] = "08P01";
// PostgreSQL's PG_MAX_AUTH_TOKEN_LENGTH: the longest SASL message.
constexpr int64_t kMaxAuthMessage = 65535;
// Messages from this size up are admitted against --max-memory before
// they are read whole (Session::RefuseLargeMessage).
constexpr int64_t kLargeMessage = 1 << 20;
constexpr char kDuplicateCursor[] = "42P03";
constexpr char kInvalidCursorName[] = "34000";
constexpr char kInvalidCursorDefinition[] = "42P11";

// The 1-based line and column (in characters) of byte `offset` of `text`.
TextOrigin OriginOf(std::string_view text, size_t offset) {
  TextOrigin origin;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++origin.line;
      origin.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xc0) != 0x80) {
      ++origin.column;
    }
  }
  return origin;
}

// Applies the `options` startup parameter: "-c name=value" and
// "--name=value" pairs, separated by blanks.
std::vector<std::pair<std::string, std::string>> ParseOptions(
    std::string_view options) {
  std::vector<std::pair<std::string, std::string>> out;
  std::vector<std::string> words;
  std::string word;
  for (char c : options) {
    if (c == ' ' || c == '\t') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word.push_back(c);
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  for (size_t i = 0; i < words.size(); ++i) {
    std::string setting;
    if (words[i] == "-c" && i + 1 < words.size()) {
      setting = words[++i];
    } else if (words[i].rfind("--", 0) == 0) {
      setting = words[i].substr(2);
    } else if (words[i].rfind("-c", 0) == 0) {
      setting = words[i].substr(2);
    } else {
      continue;
    }
    const size_t eq = setting.find('=');
    if (eq == std::string::npos) continue;
    std::string name = ToLower(setting.substr(0, eq));
    for (char& c : name) {
      if (c == '-') c = '_';
    }
    out.emplace_back(std::move(name), setting.substr(eq + 1));
  }
  return out;
}

}  // namespace

Session::IdleLimit Session::idle_limit() const {
  if (sql_->transaction_status() != TransactionStatus::kIdle) {
    return {settings_.idle_in_transaction_timeout_ms(), "25P03",
            "terminating connection due to idle-in-transaction timeout"};
  }
  return {settings_.idle_session_timeout_ms(), "57P05",
          "terminating connection due to idle-session timeout"};
}

char Session::TransactionStatusByte() const {
  switch (sql_->transaction_status()) {
    case TransactionStatus::kIdle:
      return 'I';
    case TransactionStatus::kInBlock:
      return 'T';
    case TransactionStatus::kFailed:
      return 'E';
  }
  return 'I';
}

Session::Session(Database* db, SessionOptions options)
    : db_(db), sql_(db->Connect()), options_(std::move(options)) {}

void Session::UpdateApplicationName() {
  UpdateFormat();
  std::string name = settings_.Get("application_name");
  if (name == info_.application_name) return;
  info_.application_name = std::move(name);
  sql_->SetInfo(info_);
}

void Session::UpdateFormat() {
  absl::StatusOr<datetime::TimeZoneSetting> zone =
      datetime::LoadTimeZoneSetting(settings_.Get("timezone"));
  if (zone.ok()) format_.time_zone = *std::move(zone);
  format_.bytea_escape = settings_.Get("bytea_output") == "escape";
}

void Session::SetTerminateHandler(std::function<void()> handler) {
  sql_->SetTerminateHandler(std::move(handler));
}

Session::~Session() { ReleaseAdmittedMessage(); }

void Session::Fatal(const absl::Status& status, std::string* out, bool* close) {
  ErrorFields f = ErrorFieldsOf(status, "");
  f.severity = "FATAL";
  WriteErrorResponse(out, f);
  Log(absl::StrCat("FATAL: ", f.code, " ", f.message));
  *close = true;
}

void Session::Log(const std::string& line) const {
  if (options_.log) options_.log(line);
}

size_t Session::Process(std::string_view input, std::string* out, bool* close) {
  const ScopedSessionFormat format_scope(&format_);
  size_t consumed_total = 0;
  while (phase_ != Phase::kClosed && !*close && !tls_pending_) {
    if (skip_bytes_ > 0) {  // the rest of a refused message
      const size_t n = std::min(skip_bytes_, input.size() - consumed_total);
      skip_bytes_ -= n;
      consumed_total += n;
      if (skip_bytes_ > 0) break;
      continue;
    }
    const bool startup = phase_ == Phase::kStartup;
    size_t consumed = 0;
    // Before authentication a client may send only short messages.
    const int64_t max_length =
        phase_ == Phase::kAuthenticating
            ? std::min<int64_t>(options_.max_message_length, kMaxAuthMessage)
            : options_.max_message_length;
    absl::StatusOr<std::optional<Frame>> frame =
        NextFrame(input.substr(consumed_total), startup, max_length, &consumed);
    if (!frame.ok()) {
      Fatal(frame.status(), out, close);
      break;
    }
    if (!frame->has_value()) {
      if (phase_ == Phase::kReady && copy_in_ == nullptr &&
          RefuseLargeMessage(input.substr(consumed_total), out)) {
        continue;
      }
      break;
    }
    consumed_total += consumed;
    const Frame& fr = **frame;
    if (startup) {
      HandleStartupPacket(fr.body, out, close);
      continue;
    }
    if (phase_ == Phase::kAuthenticating) {
      HandleSaslMessage(fr.type, fr.body, out, close);
      continue;
    }
    if (copy_in_ != nullptr) {
      HandleCopyInMessage(fr, out, close);
      continue;
    }
    absl::StatusOr<FrontendMessage> m = ParseTypedMessage(fr.type, fr.body);
    if (!m.ok()) {
      // A message that is framed but malformed inside: PostgreSQL treats
      // both as a protocol violation that ends the connection.
      Fatal(m.status(), out, close);
      break;
    }
    HandleMessage(*m, out, close);  // may take the message's strings
    ReleaseAdmittedMessage();
    // pg_terminate_backend ended the session: its FATAL is written.
    if (terminated_) *close = true;
  }
  if (*close) phase_ = Phase::kClosed;
  return consumed_total;
}

bool Session::RefuseLargeMessage(std::string_view data, std::string* out) {
  // What the text of a Query or Parse goes through whole: the message, the
  // statement's text, and the splitter's copy of it.
  constexpr int64_t kMessageCopies = 3;
  if (admitted_bytes_ > 0 || data.size() < 5) return false;
  const auto* p = reinterpret_cast<const unsigned char*>(data.data());
  const int64_t total = 1 + ((int64_t{p[1]} << 24) | (int64_t{p[2]} << 16) |
                             (int64_t{p[3]} << 8) | int64_t{p[4]});
  if (total < kLargeMessage) return false;
  absl::Status s = AdmitIncoming(total * kMessageCopies, total);
  if (s.ok()) {
    admitted_bytes_ = total * kMessageCopies;
    return false;
  }
  skip_bytes_ = static_cast<size_t>(total);
  // After an error in the extended protocol every message up to Sync is
  // skipped without a word; this one too.
  if (skip_until_sync_) return true;
  ReportError(s, "", 0, out);
  if (data[0] == 'Q') {
    WriteReadyForQuery(out, TransactionStatusByte());
  } else {
    skip_until_sync_ = true;  // as after any error in the extended protocol
  }
  return true;
}

void Session::ReleaseAdmittedMessage() {
  if (admitted_bytes_ == 0) return;
  ReleaseIncoming(admitted_bytes_);
  admitted_bytes_ = 0;
}

void Session::HandleStartupPacket(std::string_view body, std::string* out,
                                  bool* close) {
  absl::StatusOr<FrontendMessage> m = ParseStartupPacket(body);
  if (!m.ok()) {
    Fatal(m.status(), out, close);
    return;
  }
  if (std::holds_alternative<SslRequest>(*m) && options_.tls_available &&
      !tls_) {
    out->push_back('S');  // the connection does the TLS handshake next
    tls_pending_ = true;
    return;
  }
  if (std::holds_alternative<SslRequest>(*m) ||
      std::holds_alternative<GssEncRequest>(*m)) {
    out->push_back('N');  // no TLS (or already on it), no GSSAPI: go on
    return;
  }
  if (const auto* cancel = std::get_if<CancelRequest>(&*m)) {
    if (options_.on_cancel) {
      options_.on_cancel(cancel->process_id, cancel->secret_key);
    }
    *close = true;
    return;
  }
  Start(std::get<StartupMessage>(*m), out, close);
}

void Session::Start(const StartupMessage& m, std::string* out, bool* close) {
  auto fatal = [&](const char* code, std::string message) {
    Fatal(SqlError(code, std::move(message)), out, close);
  };
  if (options_.too_many_connections) {
    fatal(sqlstate::kTooManyConnections, "sorry, too many clients already");
    return;
  }
  std::vector<std::pair<std::string, std::string>> settings;
  std::vector<std::string> unknown_options;
  for (const auto& [name, value] : m.parameters) {
    if (name == "user") {
      user_ = value;
    } else if (name == "database") {
      database_ = value;
    } else if (name == "options") {
      for (auto& s : ParseOptions(value)) settings.push_back(std::move(s));
    } else if (name.rfind("_pq_.", 0) == 0) {
      unknown_options.push_back(name);
    } else if (name != "replication") {
      settings.emplace_back(ToLower(name), value);
    }
  }
  if (user_.empty()) {
    fatal(sqlstate::kInvalidAuthorization,
          "no PostgreSQL user name specified in startup packet");
    return;
  }
  if (!IsValidUtf8(user_) || !IsValidUtf8(database_)) {
    fatal("22021", "invalid byte sequence for encoding \"UTF8\"");
    return;
  }
  if (database_.empty()) database_ = user_;
  info_.user = user_;
  info_.database = database_;
  info_.backend_pid = options_.process_id;
  info_.client_addr = options_.client_addr;
  info_.client_port = options_.client_port;
  settings_ = SessionSettings(user_);
  for (const auto& [name, value] : settings) {
    // statement_mem is the engine session's own.
    if (name == "statement_mem") {
      std::string quoted;
      for (char c : value) quoted += c == '\'' ? "''" : std::string(1, c);
      absl::StatusOr<Result> set =
          sql_->Execute("SET statement_mem = '" + quoted + "'");
      if (!set.ok()) {
        Fatal(set.status(), out, close);
        return;
      }
      continue;
    }
    // Settings Kite does not keep per connection are ignored here rather
    // than refused, so that drivers sending e.g. geqo still connect.
    if (!SessionSettings::Handles(name)) continue;
    absl::Status s = settings_.Set(name, value, nullptr);
    if (!s.ok()) {
      Fatal(s, out, close);
      return;
    }
  }
  info_.application_name = settings_.Get("application_name");
  sql_->SetInfo(info_);
  UpdateFormat();
  protocol_ = m.protocol;
  unknown_protocol_options_ = std::move(unknown_options);
  Authenticate(out, close);
}

void Session::HandleMessage(FrontendMessage& m, std::string* out, bool* close) {
  if (std::holds_alternative<TerminateMessage>(m)) {
    *close = true;
    return;
  }
  if (std::holds_alternative<SyncMessage>(m)) {
    skip_until_sync_ = false;
    // Sync ends the implicit transaction, which closes every portal.
    portals_.clear();
    WriteReadyForQuery(out, TransactionStatusByte());
    return;
  }
  if (skip_until_sync_) return;
  absl::Status s;
  if (auto* q = std::get_if<QueryMessage>(&m)) {
    HandleQuery(std::move(q->sql), out);
    return;
  } else if (const auto* p = std::get_if<ParseMessage>(&m)) {
    s = HandleParse(*p, out);
  } else if (const auto* b = std::get_if<BindMessage>(&m)) {
    s = HandleBind(*b, out);
  } else if (const auto* d = std::get_if<DescribeMessage>(&m)) {
    s = HandleDescribe(*d, out);
  } else if (const auto* e = std::get_if<ExecuteMessage>(&m)) {
    s = HandleExecute(*e, out);
  } else if (const auto* c = std::get_if<CloseMessage>(&m)) {
    HandleClose(*c, out);
  } else if (std::holds_alternative<FlushMessage>(m)) {
    // The connection writes what the session produced after every batch.
  } else if (const auto* o = std::get_if<OtherMessage>(&m)) {
    // CopyData, CopyDone and CopyFail outside COPY are ignored, as the
    // protocol says (a client may send them after the server ended a COPY).
    if (o->type == 'd' || o->type == 'c' || o->type == 'f') return;
    s = SqlError(kProtocolViolation,
                 absl::StrCat("unexpected message type '",
                              std::string(1, o->type), "'"));
  } else {
    // A startup-phase packet after startup.
    s = SqlError(kProtocolViolation, "unexpected startup packet");
  }
  if (!s.ok()) {
    ReportError(s, "", 0, out);
    skip_until_sync_ = true;
  }
}

void Session::ReportError(const absl::Status& status, std::string_view query,
                          size_t offset, std::string* out) {
  ErrorFields f = ErrorFieldsOf(status, query, OriginOf(query, offset));
  // A cancel request stops one statement, not the ones after it.
  if (f.code == sqlstate::kQueryCanceled) ClearCancel();
  // pg_terminate_backend: the end of the session, as in PostgreSQL.
  if (f.code == sqlstate::kAdminShutdown) {
    f.severity = "FATAL";
    terminated_ = true;
  }
  // Errors of the server's own (a refused message, a missing cursor) fail
  // an open block as the engine's do (those have already).
  if (sql_ != nullptr) sql_->FailBlock();
  WriteErrorResponse(out, f);
  Log(absl::StrCat("ERROR: ", f.code, " ", f.message));
}

void Session::WriteNotices(const Result& result, std::string* out) {
  for (const std::string& notice : result.notices()) {
    ErrorFields f;
    f.severity = "NOTICE";
    f.code = "00000";
    f.message = notice;
    WriteNoticeResponse(out, f);
  }
}

void Session::HandleQuery(std::string sql, std::string* out) {
  // A simple Query closes the unnamed statement and every portal.
  statements_.erase("");
  portals_.clear();
  if (!IsValidUtf8(sql)) {
    ReportError(InvalidUtf8Error(sql), "", 0, out);
    WriteReadyForQuery(out, TransactionStatusByte());
    return;
  }
  shell::StatementSplitter splitter;
  std::vector<shell::InputItem> items = splitter.AddText(sql);
  for (shell::InputItem& item : splitter.Finish()) {
    items.push_back(std::move(item));
  }
  if (items.empty()) WriteEmptyQueryResponse(out);
  PendingQuery query;
  // Each statement's text is a piece of `sql`: find it, in order, to turn
  // the line:column of an error into a position in what the client sent.
  size_t search_from = 0;
  for (shell::InputItem& item : items) {
    size_t offset = sql.find(item.text, search_from);
    if (offset == std::string::npos) offset = search_from;
    search_from = offset + item.text.size();
    query.statements.push_back(
        {std::move(item.text), offset, item.kind == shell::InputItem::kMeta});
  }
  query.sql = std::move(sql);  // not copied: it may be a GB
  query_ = std::move(query);
  ContinueQuery(out);
}

void Session::ContinueQuery(std::string* out) {
  while (query_->next < query_->statements.size()) {
    const PendingStatement& stmt = query_->statements[query_->next++];
    if (stmt.meta) {
      ReportError(SqlError(sqlstate::kSyntaxError,
                           "syntax error at or near \"\\\" at line 1:1"),
                  query_->sql, stmt.offset, out);
      break;
    }
    if (!RunSimpleStatement(query_->sql, stmt.text, stmt.offset, out)) break;
    if (copy_in_ != nullptr) return;  // the COPY's data comes next
  }
  query_.reset();
  WriteReadyForQuery(out, TransactionStatusByte());
}

bool Session::RunSimpleStatement(std::string_view query, std::string_view text,
                                 size_t offset, std::string* out) {
  std::optional<LocalStatement> local = RecognizeLocalStatement(text);
  if (local.has_value() && local->kind == LocalStatement::kCopy) {
    return local->copy_from
               ? StartCopyIn(query, text, offset, /*extended=*/false, out)
               : RunCopyOut(query, text, offset, out);
  }
  if (local.has_value()) {
    absl::StatusOr<LocalRows> rows = RunLocal(*local, nullptr, out);
    if (!rows.ok()) {
      // A DECLARE's query ends the statement: its errors count from there.
      if (local->kind == LocalStatement::kDeclare) {
        offset += text.size() - local->query.size();
      }
      ReportError(rows.status(), query, offset, out);
      return false;
    }
    if (!rows->names.empty()) {
      const std::vector<int16_t> formats(rows->names.size(),
                                         rows->binary ? 1 : 0);
      WriteRowDescriptionOf(rows->names, rows->types, formats, out);
      WriteDataRows(*rows, 0, rows->rows.size(), formats, out);
    }
    WriteCommandComplete(out, rows->tag);
    return true;
  }
  ExecuteOptions options = StatementOptions();
  WireRowSink sink(out, {}, /*describe=*/true, &flush_, StopCheck(options));
  options.sink = &sink;
  absl::StatusOr<Result> result = sql_->Execute(text, {}, options);
  if (!result.ok()) {
    ReportError(result.status(), query, offset, out);
    return false;
  }
  WriteNotices(*result, out);
  if (result->column_count() > 0) {
    // A large result's first rows went out with their RowDescription.
    if (!sink.started()) {
      WriteRowDescriptionOf(ColumnNames(*result), ColumnTypes(*result), {},
                            out);
    }
    WriteDataRows(*result, 0, result->row_count(), {}, out);
  }
  WriteCommandComplete(out, result->command_tag());
  return true;
}

absl::StatusOr<bool> Session::LocalColumns(const LocalStatement& stmt,
                                           std::vector<std::string>* names,
                                           std::vector<Type>* types) const {
  switch (stmt.kind) {
    case LocalStatement::kShow:
      *names = {stmt.column};
      *types = {Type::Text()};
      return true;
    case LocalStatement::kFetch: {
      if (stmt.move) return false;
      auto it = cursors_.find(stmt.name);
      if (it == cursors_.end()) {
        return SqlError(kInvalidCursorName,
                        Cat("cursor \"", stmt.name, "\" does not exist"));
      }
      *names = ColumnNames(it->second.result);
      *types = ColumnTypes(it->second.result);
      return true;
    }
    default:
      return false;
  }
}

absl::StatusOr<LocalRows> Session::RunCursorStatement(
    const LocalStatement& stmt, PreparedStatement* prepared) {
  LocalRows rows;
  if (stmt.kind == LocalStatement::kDeclare) {
    if (cursors_.contains(stmt.name)) {
      return SqlError(kDuplicateCursor,
                      Cat("cursor \"", stmt.name, "\" already exists"));
    }
    absl::StatusOr<Result> result =
        prepared != nullptr ? prepared->Execute(StatementOptions())
                            : sql_->Execute(stmt.query, {}, StatementOptions());
    if (!result.ok()) return result.status();
    if (result->column_count() == 0) {
      return SqlError(kInvalidCursorDefinition,
                      "cursor can only scan a query that returns rows");
    }
    cursors_.emplace(stmt.name, Cursor{*std::move(result), 0, stmt.binary});
    rows.tag = "DECLARE CURSOR";
    return rows;
  }
  if (stmt.kind == LocalStatement::kClose) {
    if (stmt.name.empty()) {
      cursors_.clear();
    } else if (cursors_.erase(stmt.name) == 0) {
      return SqlError(kInvalidCursorName,
                      Cat("cursor \"", stmt.name, "\" does not exist"));
    }
    rows.tag = "CLOSE CURSOR";
    return rows;
  }
  // FETCH / MOVE.
  absl::StatusOr<bool> has_columns =
      LocalColumns(LocalStatement{LocalStatement::kFetch, stmt.name},
                   &rows.names, &rows.types);
  if (!has_columns.ok()) return has_columns.status();
  Cursor& cursor = cursors_.at(stmt.name);
  const size_t total = cursor.result.row_count();
  const size_t end =
      stmt.count < 0
          ? total
          : std::min(total, cursor.next_row + static_cast<size_t>(stmt.count));
  for (size_t row = cursor.next_row; row < end && !stmt.move; ++row) {
    std::vector<Value> values;
    for (int col = 0; col < cursor.result.column_count(); ++col) {
      values.push_back(cursor.result.GetValue(row, col));
    }
    rows.rows.push_back(std::move(values));
  }
  const size_t moved = end > cursor.next_row ? end - cursor.next_row : 0;
  cursor.next_row = std::max(cursor.next_row, end);
  if (stmt.move) {
    rows.names.clear();
    rows.types.clear();
  }
  rows.tag = absl::StrCat(stmt.move ? "MOVE " : "FETCH ", moved);
  rows.binary = cursor.binary;
  return rows;
}

void Session::ResetSettings(std::string* out) {
  settings_ = SessionSettings(user_);
  for (const auto& [name, value] : settings_.Reported()) {
    WriteParameterStatus(out, name, value);
  }
  UpdateApplicationName();
}

void Session::DeallocateAll() {
  // The named ones: the unnamed statement is not a prepared statement of
  // SQL's (and may be running this one), as in PostgreSQL.
  absl::erase_if(statements_,
                 [](const auto& entry) { return !entry.first.empty(); });
}

absl::StatusOr<LocalRows> Session::RunLocal(const LocalStatement& stmt,
                                            PreparedStatement* prepared,
                                            std::string* out) {
  LocalRows rows;
  switch (stmt.kind) {
    case LocalStatement::kDeclare:
    case LocalStatement::kFetch:
    case LocalStatement::kClose:
      return RunCursorStatement(stmt, prepared);
    case LocalStatement::kSet: {
      std::pair<std::string, std::string> reported;
      absl::Status s = settings_.Set(stmt.name, stmt.value, &reported);
      if (!s.ok()) return s;
      UpdateApplicationName();
      // PostgreSQL reports a changed reported setting at once.
      if (!reported.first.empty()) {
        WriteParameterStatus(out, reported.first, reported.second);
      }
      rows.tag = "SET";
      return rows;
    }
    case LocalStatement::kResetAll:
      ResetSettings(out);
      rows.tag = "RESET";
      return rows;
    case LocalStatement::kDeallocate:
      if (stmt.name.empty()) {
        DeallocateAll();
      } else if (statements_.erase(stmt.name) == 0) {
        return SqlError("26000", Cat("prepared statement \"", stmt.name,
                                     "\" does not exist"));
      }
      rows.tag = stmt.name.empty() ? "DEALLOCATE ALL" : "DEALLOCATE";
      return rows;
    case LocalStatement::kDiscard:
      if (stmt.name == "all") {
        if (sql_->transaction_status() != TransactionStatus::kIdle) {
          return SqlError("25001",
                          "DISCARD ALL cannot run inside a transaction block");
        }
        // PostgreSQL's: CLOSE ALL, RESET ALL, DEALLOCATE ALL (Kite has no
        // temporary tables, sequences, advisory locks or LISTEN).
        cursors_.clear();
        ResetSettings(out);
        DeallocateAll();
      }
      // PLANS: the plan cache is the database's, kept valid by DDL and
      // statistics; SEQUENCES, TEMP: Kite has none. Nothing to do.
      rows.tag = absl::StrCat("DISCARD ", absl::AsciiStrToUpper(stmt.name));
      return rows;
    case LocalStatement::kShow:
      (void)LocalColumns(stmt, &rows.names, &rows.types);
      rows.rows = {{Value::Text(settings_.Get(stmt.name))}};
      rows.tag = "SHOW";
      return rows;
    case LocalStatement::kCopy:
      // Run by RunSimpleStatement and HandleExecute, never here.
      return SqlError(sqlstate::kInternalError,
                      "COPY run as a local statement");
  }
  return rows;
}

}  // namespace kite::server
