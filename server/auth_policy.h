// Who may connect and how they prove it: kited's rule in the place of
// PostgreSQL's pg_hba.conf (docs/server.md "Authentication").
#ifndef KITE_SERVER_AUTH_POLICY_H_
#define KITE_SERVER_AUTH_POLICY_H_

#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace kite::server {

// kited --auth.
enum class AuthMethod {
  // Local connections are trusted while no role has a password; once one
  // has, every connection authenticates with SCRAM-SHA-256.
  kAuto,
  // Local connections are always trusted (development).
  kTrust,
  // Every connection authenticates with SCRAM-SHA-256.
  kScram,
};

// Parses "auto", "trust" or "scram" (any case). Errors: kInvalidArgument.
absl::StatusOr<AuthMethod> ParseAuthMethod(std::string_view text);
std::string AuthMethodName(AuthMethod method);

// Where a connection comes from. Local: a Unix socket or a loopback
// address (127.0.0.0/8, ::1).
enum class Transport { kUnixSocket, kLoopback, kRemote };

// What a connection gets.
enum class AuthDecision {
  kTrust,   // let in without a password
  kScram,   // SCRAM-SHA-256 exchange
  kRefuse,  // FATAL 28000 before any exchange
};

// The rule: a remote connection always authenticates with SCRAM, and is
// refused while no role has a password (there is no one it could be);
// a TCP connection without TLS is refused when TLS is required; a local
// one follows `method`. A cleartext password is never asked for, so no
// password crosses a connection in any form.
AuthDecision DecideAuth(AuthMethod method, Transport transport, bool tls,
                        bool tls_required, bool any_role_has_password);

}  // namespace kite::server

#endif  // KITE_SERVER_AUTH_POLICY_H_
