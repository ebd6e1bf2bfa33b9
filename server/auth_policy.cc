#include "server/auth_policy.h"

#include "absl/strings/str_cat.h"
#include "common/text_util.h"

namespace kite::server {

absl::StatusOr<AuthMethod> ParseAuthMethod(std::string_view text) {
  const std::string lower = ToLower(text);
  if (lower == "auto") return AuthMethod::kAuto;
  if (lower == "trust") return AuthMethod::kTrust;
  if (lower == "scram" || lower == "scram-sha-256") return AuthMethod::kScram;
  return absl::InvalidArgumentError(
      absl::StrCat("--auth: expected auto, trust or scram, got \"",
                   std::string(text), "\""));
}

std::string AuthMethodName(AuthMethod method) {
  switch (method) {
    case AuthMethod::kAuto:
      return "auto";
    case AuthMethod::kTrust:
      return "trust";
    case AuthMethod::kScram:
      return "scram";
  }
  return "auto";
}

AuthDecision DecideAuth(AuthMethod method, Transport transport, bool tls,
                        bool tls_required, bool any_role_has_password) {
  if (tls_required && !tls && transport != Transport::kUnixSocket) {
    return AuthDecision::kRefuse;
  }
  if (transport == Transport::kRemote) {
    return any_role_has_password ? AuthDecision::kScram : AuthDecision::kRefuse;
  }
  switch (method) {
    case AuthMethod::kTrust:
      return AuthDecision::kTrust;
    case AuthMethod::kScram:
      return AuthDecision::kScram;
    case AuthMethod::kAuto:
      break;
  }
  return any_role_has_password ? AuthDecision::kScram : AuthDecision::kTrust;
}

}  // namespace kite::server
