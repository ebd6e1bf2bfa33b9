// SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL uses it: the stored
// password verifier, and the server's side of one authentication exchange.
// The crypto is OpenSSL's (PBKDF2, HMAC, SHA-256, random bytes).
//
// A verifier is stored in PostgreSQL's text form
//   SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>
// (base64 fields), so verifiers move between Kite and PostgreSQL unchanged.
#ifndef KITE_COMMON_SCRAM_H_
#define KITE_COMMON_SCRAM_H_

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace kite::scram {

// PostgreSQL's scram_iterations default.
inline constexpr int kDefaultIterations = 4096;

// A password verifier: the raw bytes of salt and keys.
struct Verifier {
  int iterations = kDefaultIterations;
  std::string salt;
  std::string stored_key;  // SHA-256(ClientKey)
  std::string server_key;  // HMAC(SaltedPassword, "Server Key")
};

// Whether `text` looks like a stored verifier (starts "SCRAM-SHA-256$");
// ParseVerifier says whether it is a valid one.
bool LooksLikeVerifier(std::string_view text);

// Parses PostgreSQL's text form. Errors: 22023 when it is not one.
absl::StatusOr<Verifier> ParseVerifier(std::string_view text);

// The text form of `verifier`.
std::string FormatVerifier(const Verifier& verifier);

// The verifier of `password` with `salt` and `iterations`. The password is
// used as given: SASLprep (RFC 4013) leaves printable ASCII unchanged, and
// the caller refuses passwords it would change. Errors: 22023 for
// iterations < 1.
absl::StatusOr<Verifier> MakeVerifier(std::string_view password,
                                      std::string_view salt, int iterations);

// The same with a fresh random 16-byte salt.
absl::StatusOr<Verifier> MakeVerifier(std::string_view password);

// The server's side of one SCRAM-SHA-256 exchange, with channel binding
// (SCRAM-SHA-256-PLUS, tls-server-end-point) when the connection is on
// TLS. Not thread-safe; one per connection attempt.
//
//   ServerExchange x(verifier);
//   server_first = x.FirstMessage(client_first);   // SASLInitialResponse
//   server_final = x.FinalMessage(client_final);   // SASLResponse
//   ok: authenticated; send server_final as AuthenticationSASLFinal.
class ServerExchange {
 public:
  // `verifier` is the user's; nullopt for an unknown user or a user without
  // a password. The exchange then runs with a made-up verifier (its salt
  // derived from `user`, so repeated attempts see the same one) and fails
  // at the end like a wrong password, as PostgreSQL does: a client cannot
  // tell unknown users from wrong passwords.
  ServerExchange(std::optional<Verifier> verifier, std::string_view user);
  // For tests: the server's nonce instead of a random one.
  ServerExchange(std::optional<Verifier> verifier, std::string_view user,
                 std::string server_nonce);

  // On TLS, before FirstMessage: the connection's tls-server-end-point
  // data (RFC 5929: a hash of the server's certificate; the server offers
  // SCRAM-SHA-256-PLUS), and whether the client chose -PLUS. Then a
  // client that chose -PLUS must bind to exactly this data, and one that
  // did not must not claim the server cannot bind ("y"): a downgrade.
  void UseChannelBinding(std::string tls_server_end_point, bool plus);

  // Takes the client-first-message ("n,,n=user,r=nonce") and returns the
  // server-first-message ("r=...,s=...,i=..."). Errors: 08P01 when the
  // message is malformed, its channel binding does not fit the mechanism
  // (see UseChannelBinding), or it asks for an extension.
  absl::StatusOr<std::string> FirstMessage(std::string_view client_first);

  // Takes the client-final-message ("c=biws,r=...,p=proof") and returns the
  // server-final-message ("v=signature") when the proof is right. Errors:
  // 08P01 when malformed or out of order; 28P01 when the proof is wrong or
  // the user has no verifier.
  absl::StatusOr<std::string> FinalMessage(std::string_view client_final);

 private:
  std::optional<Verifier> verifier_;
  Verifier mock_;  // used when verifier_ is empty
  std::string server_nonce_;
  std::string client_first_bare_;
  std::string server_first_;
  std::string gs2_header_;
  std::string nonce_;            // client nonce + server nonce
  std::string channel_binding_;  // tls-server-end-point data; empty: none
  bool plus_ = false;            // the client chose SCRAM-SHA-256-PLUS
  bool first_done_ = false;
  bool final_done_ = false;
};

// The client's side of one exchange (tests and the fuzz target). Not
// thread-safe.
//
//   ClientExchange c(password);
//   send c.FirstMessage();                        // SASLInitialResponse
//   send *c.FinalMessage(server_first);           // SASLResponse
//   c.VerifyServer(server_final): the server knew the verifier.
class ClientExchange {
 public:
  // With `channel_binding`, the client binds to that tls-server-end-point
  // data (it chose SCRAM-SHA-256-PLUS); without, it does not bind.
  explicit ClientExchange(
      std::string password,
      std::optional<std::string> channel_binding = std::nullopt);

  // The client-first-message: "n,,n=,r=<nonce>" (or "p=...,,n=,r=...").
  const std::string& FirstMessage() const { return client_first_; }

  // The client-final-message answering the server-first-message. Errors:
  // 08P01 when it is malformed or its nonce does not extend ours.
  absl::StatusOr<std::string> FinalMessage(std::string_view server_first);

  // Whether the server-final-message carries the right signature.
  bool VerifyServer(std::string_view server_final) const;

 private:
  std::string password_;
  std::string gs2_header_;
  std::string channel_binding_;
  std::string client_first_;
  std::string auth_message_;
  std::string server_key_;
};

}  // namespace kite::scram

#endif  // KITE_COMMON_SCRAM_H_
