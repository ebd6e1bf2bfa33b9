// Session: authentication at startup (the rule is server/auth_policy.h),
// the SCRAM-SHA-256 exchange, the end of startup, and the ways a
// statement is stopped (CancelRequest, statement_timeout).
#include <utility>

#include "absl/strings/str_cat.h"
#include "kite/status.h"
#include "server/backend_messages.h"
#include "server/session.h"
#include "server/wire_buffer.h"

namespace kite::server {
namespace {

constexpr char kScramSha256[] = "SCRAM-SHA-256";
constexpr char kScramSha256Plus[] = "SCRAM-SHA-256-PLUS";

absl::Status PasswordFailed(const std::string& user) {
  return SqlError(
      sqlstate::kInvalidPassword,
      absl::StrCat("password authentication failed for user \"", user, "\""));
}

}  // namespace

bool Session::CanBindChannel() const {
  return tls_ && options_.tls_server_end_point != nullptr &&
         !options_.tls_server_end_point->empty();
}

void Session::TlsStarted() {
  tls_pending_ = false;
  tls_ = true;
}

ExecuteOptions Session::StatementOptions() const {
  ExecuteOptions options;
  options.cancel = &cancel_;
  const int64_t timeout_ms = settings_.statement_timeout_ms();
  if (timeout_ms > 0) {
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::milliseconds(timeout_ms);
  }
  return options;
}

std::function<absl::Status()> Session::StopCheck(
    const ExecuteOptions& options) {
  return [cancel = options.cancel, deadline = options.deadline] {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
      return SqlError(sqlstate::kQueryCanceled,
                      "canceling statement due to user request");
    }
    if (deadline.has_value() && std::chrono::steady_clock::now() >= *deadline) {
      return SqlError(sqlstate::kQueryCanceled,
                      "canceling statement due to statement timeout");
    }
    return absl::OkStatus();
  };
}

void Session::Authenticate(std::string* out, bool* close) {
  const AuthDecision decision =
      DecideAuth(options_.auth, options_.transport, tls_, options_.tls_required,
                 db_->AnyRoleHasPassword());
  switch (decision) {
    case AuthDecision::kTrust:
      Log(absl::StrCat("connection authenticated: user=", user_,
                       " method=trust"));
      FinishStartup(out);
      return;
    case AuthDecision::kRefuse: {
      // PostgreSQL's answer when no pg_hba.conf line matches.
      const bool needs_tls = options_.tls_required && !tls_ &&
                             options_.transport != Transport::kUnixSocket;
      Fatal(SqlError(
                sqlstate::kInvalidAuthorization,
                needs_tls
                    ? absl::StrCat("connection without TLS refused for "
                                   "user \"",
                                   user_, "\": TLS is required")
                    : absl::StrCat("connection refused for user \"", user_,
                                   "\": only local connections are accepted "
                                   "until a role has a password (CREATE USER "
                                   "... PASSWORD)")),
            out, close);
      return;
    }
    case AuthDecision::kScram:
      break;
  }
  // An unknown user, or one without a password, goes through the same
  // exchange with a made-up salt and fails at its end like a wrong
  // password: the client cannot tell which it was.
  std::optional<scram::Verifier> verifier;
  if (std::optional<RoleInfo> role = db_->FindRole(user_);
      role.has_value() && !role->password_verifier.empty()) {
    absl::StatusOr<scram::Verifier> v =
        scram::ParseVerifier(role->password_verifier);
    if (v.ok()) verifier = *std::move(v);
  }
  scram_ = std::make_unique<scram::ServerExchange>(std::move(verifier), user_);
  // On TLS, -PLUS first, as PostgreSQL lists them.
  if (CanBindChannel()) {
    WriteAuthenticationSasl(out, {kScramSha256Plus, kScramSha256});
  } else {
    WriteAuthenticationSasl(out, {kScramSha256});
  }
  phase_ = Phase::kAuthenticating;
}

void Session::HandleSaslMessage(char type, std::string_view body,
                                std::string* out, bool* close) {
  if (type != 'p') {
    Fatal(SqlError(sqlstate::kProtocolViolation,
                   absl::StrCat("expected SASL response, got message type ",
                                static_cast<int>(type))),
          out, close);
    return;
  }
  if (!sasl_started_) {
    // SASLInitialResponse: mechanism, int32 length (-1: none), data.
    sasl_started_ = true;
    WireReader r(body);
    absl::StatusOr<std::string_view> mechanism = r.ReadCString();
    absl::StatusOr<int32_t> length = r.ReadInt32();
    absl::StatusOr<std::string_view> data =
        length.ok() && *length >= 0 ? r.ReadBytes(*length)
                                    : absl::StatusOr<std::string_view>("");
    absl::Status end = r.ExpectEnd();
    if (!mechanism.ok() || !length.ok() || !data.ok() || !end.ok()) {
      Fatal(ProtocolViolation("malformed SASLInitialResponse"), out, close);
      return;
    }
    sasl_plus_ = *mechanism == kScramSha256Plus && CanBindChannel();
    if (*mechanism != kScramSha256 && !sasl_plus_) {
      Fatal(SqlError(sqlstate::kProtocolViolation,
                     "client selected an invalid SASL authentication "
                     "mechanism"),
            out, close);
      return;
    }
    if (CanBindChannel()) {
      scram_->UseChannelBinding(*options_.tls_server_end_point, sasl_plus_);
    }
    absl::StatusOr<std::string> server_first = scram_->FirstMessage(*data);
    if (!server_first.ok()) {
      Fatal(server_first.status(), out, close);
      return;
    }
    WriteAuthenticationSaslContinue(out, *server_first);
    return;
  }
  absl::StatusOr<std::string> server_final = scram_->FinalMessage(body);
  scram_.reset();
  if (!server_final.ok()) {
    Fatal(SqlStateOf(server_final.status()) == sqlstate::kInvalidPassword
              ? PasswordFailed(user_)
              : server_final.status(),
          out, close);
    return;
  }
  WriteAuthenticationSaslFinal(out, *server_final);
  // As PostgreSQL, LOGIN is checked once the password was right (and
  // AuthenticationOk sent), so that a client learns nothing about a role
  // whose password it does not know.
  std::optional<RoleInfo> role = db_->FindRole(user_);
  if (!role.has_value() || !role->login) {
    WriteAuthenticationOk(out);
    Fatal(SqlError(sqlstate::kInvalidAuthorization,
                   role.has_value()
                       ? absl::StrCat("role \"", user_,
                                      "\" is not permitted to log in")
                       : absl::StrCat("role \"", user_, "\" does not exist")),
          out, close);
    return;
  }
  Log(absl::StrCat("connection authenticated: user=", user_,
                   " method=scram-sha-256", sasl_plus_ ? "-plus" : ""));
  FinishStartup(out);
}

void Session::FinishStartup(std::string* out) {
  WriteAuthenticationOk(out);
  const int32_t minor = protocol_ & 0xffff;
  if (minor > 0 || !unknown_protocol_options_.empty()) {
    WriteNegotiateProtocolVersion(out, 0, unknown_protocol_options_);
  }
  for (const auto& [name, value] : settings_.Reported()) {
    WriteParameterStatus(out, name, value);
  }
  WriteBackendKeyData(out, options_.process_id, options_.secret_key);
  WriteReadyForQuery(out, 'I');
  phase_ = Phase::kReady;
  Log(absl::StrCat("connection authorized: user=", user_,
                   " database=", database_, " application_name=",
                   settings_.Get("application_name"), tls_ ? " ssl=on" : ""));
}

}  // namespace kite::server
