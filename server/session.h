// One client connection's protocol state machine: startup, the simple
// query protocol and the extended protocol (Parse / Bind / Describe /
// Execute / Sync ...). Pure code over bytes: the connection feeds in what
// it read and writes out what the session appends, so the session is
// tested and fuzzed without sockets. Statements run on the calling thread
// (the server: the control thread during startup, then a worker; one call
// at a time).
#ifndef KITE_SERVER_SESSION_H_
#define KITE_SERVER_SESSION_H_

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "common/scram.h"
#include "common/session_format.h"
#include "kite/kite.h"
#include "server/auth_policy.h"
#include "server/frontend_messages.h"
#include "server/local_statements.h"
#include "server/result_writer.h"
#include "server/session_settings.h"
#include "server/wire_row_sink.h"

namespace kite::server {

// What a session needs from the server around it.
struct SessionOptions {
  // The BackendKeyData sent at startup (a CancelRequest names them).
  int32_t process_id = 0;
  // The client's address and port (pg_stat_activity); empty and -1 over a
  // Unix socket.
  std::string client_addr;
  int32_t client_port = -1;
  int32_t secret_key = 0;
  // Typed messages longer than this close the connection (08P01).
  int64_t max_message_length = kDefaultMaxMessageLength;
  // Set when the server already has max_connections sessions: the startup
  // packet is answered with FATAL 53300 and the connection closes.
  bool too_many_connections = false;
  // Called with one line for each error the session reports and for the
  // connection's start ("connection authorized: user=... database=...").
  // May be empty.
  std::function<void(const std::string&)> log;
  // Called for a CancelRequest: the server finds the session with that
  // BackendKeyData and calls its Cancel(). May be empty.
  std::function<void(int32_t process_id, int32_t secret_key)> on_cancel;
  // Authentication (server/auth_policy.h): the method, where the
  // connection comes from, and whether TCP connections must use TLS.
  AuthMethod auth = AuthMethod::kAuto;
  Transport transport = Transport::kUnixSocket;
  bool tls_required = false;
  // Whether TLS is configured: an SSLRequest is then answered 'S' and
  // the session waits for the connection's handshake (wants_tls()).
  bool tls_available = false;
  // The tls-server-end-point data of the server's certificate (SCRAM
  // channel binding); null without TLS. Outlives the session.
  const std::string* tls_server_end_point = nullptr;
};

// Not thread-safe: one thread at a time (the connection runs it from one
// worker task after another).
class Session {
 public:
  // `db` is shared with every other session and must outlive this one.
  Session(Database* db, SessionOptions options);
  ~Session();

  // Handles every complete message at the front of `input`, appending the
  // replies to `out`, and returns the number of bytes consumed (a partial
  // message at the end is left for the next call). Sets `*close` when the
  // connection must be closed once `out` is written: Terminate, a
  // CancelRequest, a framing error (with a FATAL ErrorResponse), a
  // rejected startup. Never crashes on any input.
  size_t Process(std::string_view input, std::string* out, bool* close);

  // The user and database named in the startup message.
  const std::string& user() const { return user_; }
  const std::string& database() const { return database_; }
  bool started() const { return phase_ == Phase::kReady; }
  // How long the session may wait for the client (0: for ever), for the
  // connection to act on, and the FATAL error that ends it then:
  // idle_in_transaction_session_timeout (25P03) in a transaction block,
  // else idle_session_timeout (57P05).
  struct IdleLimit {
    int64_t ms = 0;
    const char* sqlstate = "";
    const char* message = "";
  };
  IdleLimit idle_limit() const;
  // The BackendKeyData's secret key. Thread-safe.
  int32_t secret_key() const { return options_.secret_key; }
  // What pg_terminate_backend from another session calls (on its thread):
  // the connection then closes (kite::Session::SetTerminateHandler). A
  // statement of this session stopped by it fails with FATAL 57P01, and
  // Process then closes the connection.
  void SetTerminateHandler(std::function<void()> handler);
  // How a statement's rows are written while it runs (wire_row_sink.h):
  // the connection's blocking write. Without one, a result stays in the
  // output until the statement ends.
  void SetFlush(FlushOutput flush) { flush_ = std::move(flush); }

  // True once the session answered an SSLRequest with 'S': Process reads
  // nothing more until the connection has done the TLS handshake and
  // called TlsStarted().
  bool wants_tls() const { return tls_pending_; }
  void TlsStarted();

  // Stops the statement running now (a CancelRequest with this session's
  // key): it fails with 57014. Thread-safe; may be called while Process
  // runs on another thread. ClearCancel forgets a request that came while
  // no statement ran (the server calls it before each Process).
  void Cancel() { cancel_.store(true, std::memory_order_relaxed); }
  void ClearCancel() { cancel_.store(false, std::memory_order_relaxed); }

 private:
  enum class Phase { kStartup, kAuthenticating, kReady, kClosed };

  // A prepared statement (Parse), named or unnamed.
  struct Statement {
    std::string sql;
    bool empty = false;                           // only blanks and comments
    std::optional<LocalStatement> local;          // answered by the session
    std::unique_ptr<PreparedStatement> prepared;  // everything else
    std::vector<uint32_t> param_oids;             // one per parameter, 0: infer
    uint64_t bound_portal = 0;                    // Portal::id bound last
    // The last RowDescription of `prepared`, for the result formats and
    // the columns_generation it was written for: a client describes the
    // portal of every execution (libpq does), and the columns rarely
    // change.
    std::string row_description;
    std::vector<int16_t> described_formats;
    uint64_t described_generation = 0;  // 0: none yet
  };
  // A bound statement ready to run (Bind), named or unnamed.
  struct Portal {
    uint64_t id = 0;  // unique in the session, never 0
    std::shared_ptr<Statement> statement;
    std::vector<Value> params;
    std::vector<int16_t> formats;  // one per result column
    bool executed = false;
    bool done = false;
    std::optional<Result> result;
    std::optional<LocalRows> local;
    size_t next_row = 0;
    std::string tag;
  };

  void HandleStartupPacket(std::string_view body, std::string* out,
                           bool* close);
  void Start(const StartupMessage& m, std::string* out, bool* close);
  // Authentication (session_auth.cc): lets the client in, refuses it or
  // starts a SCRAM exchange, as DecideAuth says.
  void Authenticate(std::string* out, bool* close);
  // A SASLInitialResponse or SASLResponse ('p') during the exchange.
  void HandleSaslMessage(char type, std::string_view body, std::string* out,
                         bool* close);
  // AuthenticationOk, ParameterStatus, BackendKeyData, ReadyForQuery.
  void FinishStartup(std::string* out);
  // On TLS with the certificate's hash: SCRAM-SHA-256-PLUS is offered.
  bool CanBindChannel() const;
  // How the statement about to run may be stopped: the cancel flag and
  // statement_timeout from now.
  ExecuteOptions StatementOptions() const;
  // What a streamed result checks while it waits for the client: the
  // statement's cancel flag and deadline in `options` (57014).
  static std::function<absl::Status()> StopCheck(const ExecuteOptions& options);
  void HandleMessage(FrontendMessage& m, std::string* out, bool* close);

  // Simple query protocol.
  void HandleQuery(std::string sql, std::string* out);
  // Runs the statements of query_ left to run, then ReadyForQuery; stops
  // early at an error, and pauses (before ReadyForQuery) while a COPY FROM
  // STDIN takes its data.
  void ContinueQuery(std::string* out);
  // Runs one statement of a Query; false after an error (reported).
  bool RunSimpleStatement(std::string_view query, std::string_view text,
                          size_t offset, std::string* out);

  // COPY FROM STDIN and TO STDOUT (copy_protocol.cc). `query` and
  // `offset` place errors in the text the client sent.
  // COPY TO STDOUT: CopyOutResponse, a CopyData per row, CopyDone,
  // CommandComplete; false after an error (reported).
  bool RunCopyOut(std::string_view query, std::string_view text, size_t offset,
                  std::string* out);
  // Starts COPY FROM STDIN with CopyInResponse; the messages that follow
  // go to HandleCopyInMessage until the copy ends. `extended`: it came
  // from Execute (the reply ends without ReadyForQuery, an error skips to
  // Sync). false after an error (reported).
  bool StartCopyIn(std::string_view query, std::string_view text, size_t offset,
                   bool extended, std::string* out);
  // CopyData, CopyDone, CopyFail (or another message, a protocol error)
  // during COPY FROM STDIN.
  void HandleCopyInMessage(const Frame& frame, std::string* out, bool* close);
  // Ends COPY FROM STDIN with its result: CommandComplete or the error,
  // then goes on with the Query, or waits for Sync.
  void EndCopyIn(const absl::StatusOr<Result>& result, std::string* out);

  // Extended protocol.
  absl::Status HandleParse(const ParseMessage& m, std::string* out);
  absl::Status HandleBind(const BindMessage& m, std::string* out);
  absl::Status HandleDescribe(const DescribeMessage& m, std::string* out);
  absl::Status HandleExecute(const ExecuteMessage& m, std::string* out);
  void HandleClose(const CloseMessage& m, std::string* out);
  // The columns `stmt` returns (none for statements without rows).
  // Errors: FETCH from an unknown cursor.
  absl::Status Describe(const Statement& stmt, std::vector<std::string>* names,
                        std::vector<Type>* types) const;
  // The engine's statement behind `stmt`; null for one the session
  // answers itself (a DECLARE's query is prepared but is a cursor's).
  static PreparedStatement* Planned(const Statement& stmt);
  // Binds `portal`'s parameters into its statement's PreparedStatement.
  absl::Status BindParams(Portal* portal);

  // Runs a statement the session answers itself. `prepared` is the
  // DECLAREd query when it came through Parse (bound); null: run
  // stmt.query as text.
  absl::StatusOr<LocalRows> RunLocal(const LocalStatement& stmt,
                                     PreparedStatement* prepared,
                                     std::string* out);
  // RESET ALL, reporting the reported settings again.
  void ResetSettings(std::string* out);
  // DEALLOCATE ALL: drops the named prepared statements.
  void DeallocateAll();
  absl::StatusOr<LocalRows> RunCursorStatement(const LocalStatement& stmt,
                                               PreparedStatement* prepared);
  // The columns a local statement returns; false when it returns none.
  // Errors: a FETCH from a cursor that does not exist (34000).
  absl::StatusOr<bool> LocalColumns(const LocalStatement& stmt,
                                    std::vector<std::string>* names,
                                    std::vector<Type>* types) const;

  // Reports `status` as an ErrorResponse; `query` and `offset` place a
  // line:column in the text the client sent.
  void ReportError(const absl::Status& status, std::string_view query,
                   size_t offset, std::string* out);
  // Reports `status` as a FATAL ErrorResponse and asks for the close.
  void Fatal(const absl::Status& status, std::string* out, bool* close);
  // Tells the engine's session (pg_stat_activity) the application_name
  // the settings have now, when it changed.
  void UpdateApplicationName();
  // Makes format_ follow the settings (TimeZone, bytea_output).
  void UpdateFormat();
  void WriteNotices(const Result& result, std::string* out);
  // ReadyForQuery's status: 'I' idle, 'T' in a block, 'E' in a failed one.
  char TransactionStatusByte() const;
  void Log(const std::string& line) const;

  Database* db_;
  // The engine's session: statements run in it, so that a transaction
  // block spans messages.
  std::unique_ptr<kite::Session> sql_;
  SessionOptions options_;
  Phase phase_ = Phase::kStartup;
  std::string user_;
  std::string database_;
  int32_t protocol_ = 0;  // the startup message's
  std::vector<std::string> unknown_protocol_options_;
  // Who the engine runs this connection's statements for.
  SessionInfo info_;
  // A simple Query's statements and where the next one to run is: kept
  // while a COPY FROM STDIN in it takes its data.
  struct PendingStatement {
    std::string text;
    size_t offset = 0;  // in `sql`
    bool meta = false;  // a backslash command: refused
  };
  struct PendingQuery {
    std::string sql;
    std::vector<PendingStatement> statements;
    size_t next = 0;
  };
  std::optional<PendingQuery> query_;
  // The COPY FROM STDIN taking data, if any.
  std::unique_ptr<CopyIn> copy_in_;
  // The COPY's deadline and cancel flag, from its start, checked as each
  // piece of its data comes.
  ExecuteOptions copy_in_options_;
  std::function<absl::Status()> copy_in_stop_;
  bool copy_in_extended_ = false;
  SessionSettings settings_;
  // How values are read and written for this client (TimeZone,
  // bytea_output): installed while a message is handled (Process), so that
  // the engine and the rows written see it.
  SessionFormat format_;
  bool tls_ = false;
  bool tls_pending_ = false;
  std::unique_ptr<scram::ServerExchange> scram_;  // during authentication
  bool sasl_started_ = false;
  bool sasl_plus_ = false;  // the client chose SCRAM-SHA-256-PLUS
  std::atomic<bool> cancel_{false};
  // Hash maps: each request looks a statement and a portal up by name.
  absl::flat_hash_map<std::string, std::shared_ptr<Statement>> statements_;
  absl::flat_hash_map<std::string, std::unique_ptr<Portal>> portals_;
  // DECLAREd cursors: a query's rows, fetched in pieces. They live until
  // CLOSE or the session's end (as WITH HOLD cursors do), also past the
  // end of a transaction block.
  struct Cursor {
    Result result;
    size_t next_row = 0;
    bool binary = false;
  };
  std::map<std::string, Cursor> cursors_;
  // After an error in the extended protocol, messages are skipped up to the
  // next Sync.
  bool skip_until_sync_ = false;
  // A message of kLargeMessage bytes or more is read whole before it is
  // acted on: once its header is in, it is admitted against the server's
  // memory limit (its bytes, times the copies made of its text, count as
  // in use until it is handled: admitted_bytes_), or refused with 53200
  // and its bytes skipped as they come (skip_bytes_).
  bool RefuseLargeMessage(std::string_view data, std::string* out);
  void ReleaseAdmittedMessage();
  int64_t admitted_bytes_ = 0;
  size_t skip_bytes_ = 0;
  // A statement failed with 57P01 (pg_terminate_backend): Process closes.
  bool terminated_ = false;
  FlushOutput flush_;
  uint64_t next_portal_id_ = 1;
};

}  // namespace kite::server

#endif  // KITE_SERVER_SESSION_H_
