#include "common/scram.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "kite/status.h"

namespace kite::scram {
namespace {

constexpr std::string_view kPrefix = "SCRAM-SHA-256$";
constexpr size_t kSaltBytes = 16;
constexpr size_t kNonceBytes = 18;  // 24 base64 characters, as PostgreSQL

std::string Hmac(std::string_view key, std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), out,
       &length);
  return std::string(reinterpret_cast<char*>(out), length);
}

std::string Sha256(std::string_view data) {
  unsigned char out[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(), out);
  return std::string(reinterpret_cast<char*>(out), sizeof(out));
}

std::string RandomBytes(size_t n) {
  std::string out(n, '\0');
  if (RAND_bytes(reinterpret_cast<unsigned char*>(out.data()),
                 static_cast<int>(n)) != 1) {
    // OpenSSL's generator cannot fail once seeded from the OS; should it,
    // abort rather than hand out a predictable salt or nonce.
    std::abort();
  }
  return out;
}

// A secret of this process, so that the made-up salts of unknown users
// cannot be computed from outside and stay the same between attempts.
const std::string& MockSecret() {
  static const std::string* secret = new std::string(RandomBytes(32));
  return *secret;
}

absl::Status ProtocolError(std::string message) {
  return SqlError(sqlstate::kProtocolViolation, std::move(message));
}

absl::Status BadVerifier() {
  return SqlError(sqlstate::kInvalidParameterValue,
                  "invalid SCRAM-SHA-256 verifier");
}

// Debian's Abseil has its own string_view, not std's.
absl::string_view A(std::string_view s) {
  return absl::string_view(s.data(), s.size());
}

bool Unbase64(std::string_view text, std::string* out) {
  return absl::Base64Unescape(A(text), out);
}

// Splits "k=v" into its key letter and value; false when malformed.
bool Attribute(std::string_view part, char* key, std::string_view* value) {
  if (part.size() < 2 || part[1] != '=') return false;
  *key = part[0];
  *value = part.substr(2);
  return true;
}

// Printable ASCII but ',' (RFC 5802's "printable"), as a nonce must be.
bool ValidNonce(std::string_view nonce) {
  if (nonce.empty()) return false;
  for (char c : nonce) {
    if (c < 0x21 || c > 0x7e || c == ',') return false;
  }
  return true;
}

// PBKDF2-HMAC-SHA-256 of `password` (RFC 5802's SaltedPassword).
absl::StatusOr<std::string> SaltedPassword(std::string_view password,
                                           std::string_view salt,
                                           int iterations) {
  unsigned char salted[SHA256_DIGEST_LENGTH];
  if (PKCS5_PBKDF2_HMAC(password.data(), static_cast<int>(password.size()),
                        reinterpret_cast<const unsigned char*>(salt.data()),
                        static_cast<int>(salt.size()), iterations, EVP_sha256(),
                        sizeof(salted), salted) != 1) {
    return SqlError(sqlstate::kInternalError, "PBKDF2 failed");
  }
  return std::string(reinterpret_cast<char*>(salted), sizeof(salted));
}

}  // namespace

bool LooksLikeVerifier(std::string_view text) {
  return text.substr(0, kPrefix.size()) == kPrefix;
}

absl::StatusOr<Verifier> ParseVerifier(std::string_view text) {
  if (!LooksLikeVerifier(text)) return BadVerifier();
  text.remove_prefix(kPrefix.size());
  std::vector<absl::string_view> halves = absl::StrSplit(A(text), '$');
  if (halves.size() != 2) return BadVerifier();
  std::vector<absl::string_view> salt = absl::StrSplit(halves[0], ':');
  std::vector<absl::string_view> keys = absl::StrSplit(halves[1], ':');
  if (salt.size() != 2 || keys.size() != 2) return BadVerifier();
  Verifier v;
  if (!absl::SimpleAtoi(salt[0], &v.iterations) || v.iterations < 1 ||
      !absl::Base64Unescape(salt[1], &v.salt) || v.salt.empty() ||
      !absl::Base64Unescape(keys[0], &v.stored_key) ||
      !absl::Base64Unescape(keys[1], &v.server_key) ||
      v.stored_key.size() != SHA256_DIGEST_LENGTH ||
      v.server_key.size() != SHA256_DIGEST_LENGTH) {
    return BadVerifier();
  }
  return v;
}

std::string FormatVerifier(const Verifier& v) {
  return absl::StrCat(A(kPrefix), v.iterations, ":", absl::Base64Escape(v.salt),
                      "$", absl::Base64Escape(v.stored_key), ":",
                      absl::Base64Escape(v.server_key));
}

absl::StatusOr<Verifier> MakeVerifier(std::string_view password,
                                      std::string_view salt, int iterations) {
  if (iterations < 1) {
    return SqlError(sqlstate::kInvalidParameterValue,
                    "SCRAM iterations must be at least 1");
  }
  absl::StatusOr<std::string> salted_password =
      SaltedPassword(password, salt, iterations);
  if (!salted_password.ok()) return salted_password.status();
  Verifier v;
  v.iterations = iterations;
  v.salt = std::string(salt);
  v.stored_key = Sha256(Hmac(*salted_password, "Client Key"));
  v.server_key = Hmac(*salted_password, "Server Key");
  return v;
}

absl::StatusOr<Verifier> MakeVerifier(std::string_view password) {
  return MakeVerifier(password, RandomBytes(kSaltBytes), kDefaultIterations);
}

ServerExchange::ServerExchange(std::optional<Verifier> verifier,
                               std::string_view user)
    : ServerExchange(std::move(verifier), user,
                     absl::Base64Escape(RandomBytes(kNonceBytes))) {}

ServerExchange::ServerExchange(std::optional<Verifier> verifier,
                               std::string_view user, std::string server_nonce)
    : verifier_(std::move(verifier)), server_nonce_(std::move(server_nonce)) {
  if (!verifier_.has_value()) {
    // Keys no proof can match (the stored key is not a SHA-256 of
    // anything the client can know).
    mock_.salt = Hmac(MockSecret(), user).substr(0, kSaltBytes);
    mock_.stored_key = Hmac(MockSecret(), absl::StrCat(A(user), "\x01"));
    mock_.server_key = Hmac(MockSecret(), absl::StrCat(A(user), "\x02"));
  }
}

void ServerExchange::UseChannelBinding(std::string tls_server_end_point,
                                       bool plus) {
  channel_binding_ = std::move(tls_server_end_point);
  plus_ = plus && !channel_binding_.empty();
}

absl::StatusOr<std::string> ServerExchange::FirstMessage(
    std::string_view client_first) {
  if (first_done_) return ProtocolError("unexpected SCRAM client-first");
  first_done_ = true;
  // gs2-header: cbind-flag "," [authzid] ","
  const size_t flag_end = client_first.find(',');
  if (flag_end == std::string_view::npos) {
    return ProtocolError("malformed SCRAM message (no GS2 header)");
  }
  const std::string_view flag = client_first.substr(0, flag_end);
  if (flag.substr(0, 1) == "p") {
    if (channel_binding_.empty() || !plus_) {
      return ProtocolError(
          "SCRAM channel binding was requested, but the client did not "
          "select SCRAM-SHA-256-PLUS");
    }
    if (flag != "p=tls-server-end-point") {
      return ProtocolError("unsupported SCRAM channel-binding type");
    }
  } else if (flag != "n" && flag != "y") {
    return ProtocolError("malformed SCRAM message (bad GS2 flag)");
  } else if (plus_) {
    return ProtocolError(
        "the client selected SCRAM-SHA-256-PLUS, but the SCRAM message "
        "does not include channel binding data");
  } else if (flag == "y" && !channel_binding_.empty()) {
    // The client could bind and thinks the server cannot: someone may have
    // removed the -PLUS mechanism on the way (a downgrade).
    return ProtocolError("SCRAM channel binding negotiation error");
  }
  const size_t authzid_end = client_first.find(',', flag_end + 1);
  if (authzid_end == std::string_view::npos) {
    return ProtocolError("malformed SCRAM message (no GS2 header)");
  }
  if (authzid_end != flag_end + 1) {
    return ProtocolError(
        "client uses authorization identity, but it is not supported");
  }
  gs2_header_ = std::string(client_first.substr(0, authzid_end + 1));
  client_first_bare_ = std::string(client_first.substr(authzid_end + 1));
  std::vector<std::string_view> parts;
  for (absl::string_view p : absl::StrSplit(client_first_bare_, ',')) {
    parts.emplace_back(p.data(), p.size());
  }
  char key;
  std::string_view value;
  // n=<user> (ignored: the startup message names the user), r=<nonce>.
  if (parts.size() < 2 || !Attribute(parts[0], &key, &value) || key != 'n') {
    return ProtocolError("malformed SCRAM message (no user name)");
  }
  if (!Attribute(parts[1], &key, &value) || key != 'r' || !ValidNonce(value)) {
    return ProtocolError("malformed SCRAM message (bad client nonce)");
  }
  if (parts.size() > 2) {
    return ProtocolError("SCRAM extensions are not supported");
  }
  nonce_ = absl::StrCat(A(value), server_nonce_);
  const Verifier& v = verifier_.has_value() ? *verifier_ : mock_;
  server_first_ = absl::StrCat("r=", nonce_, ",s=", absl::Base64Escape(v.salt),
                               ",i=", v.iterations);
  return server_first_;
}

absl::StatusOr<std::string> ServerExchange::FinalMessage(
    std::string_view client_final) {
  if (!first_done_ || final_done_) {
    return ProtocolError("unexpected SCRAM client-final");
  }
  final_done_ = true;
  const size_t proof_at = client_final.rfind(",p=");
  if (proof_at == std::string_view::npos) {
    return ProtocolError("malformed SCRAM message (no proof)");
  }
  const std::string_view without_proof = client_final.substr(0, proof_at);
  std::vector<std::string_view> parts;
  for (absl::string_view p : absl::StrSplit(A(without_proof), ',')) {
    parts.emplace_back(p.data(), p.size());
  }
  char key;
  std::string_view value;
  std::string binding;
  if (parts.size() != 2 || !Attribute(parts[0], &key, &value) || key != 'c' ||
      !Unbase64(value, &binding)) {
    return ProtocolError("malformed SCRAM message (bad channel binding)");
  }
  if (binding != absl::StrCat(gs2_header_, plus_ ? channel_binding_ : "")) {
    return ProtocolError("SCRAM channel binding check failed");
  }
  if (!Attribute(parts[1], &key, &value) || key != 'r' || value != nonce_) {
    return ProtocolError("SCRAM nonces do not match");
  }
  std::string proof;
  if (!Unbase64(client_final.substr(proof_at + 3), &proof) ||
      proof.size() != SHA256_DIGEST_LENGTH) {
    return ProtocolError("malformed SCRAM message (bad proof)");
  }
  const Verifier& v = verifier_.has_value() ? *verifier_ : mock_;
  const std::string auth_message = absl::StrCat(
      client_first_bare_, ",", server_first_, ",", A(without_proof));
  const std::string signature = Hmac(v.stored_key, auth_message);
  std::string client_key(SHA256_DIGEST_LENGTH, '\0');
  for (size_t i = 0; i < client_key.size(); ++i) {
    client_key[i] = static_cast<char>(proof[i] ^ signature[i]);
  }
  const std::string computed = Sha256(client_key);
  const bool matches =
      CRYPTO_memcmp(computed.data(), v.stored_key.data(), computed.size()) == 0;
  if (!verifier_.has_value() || !matches) {
    return SqlError(sqlstate::kInvalidPassword,
                    "password authentication failed");
  }
  return absl::StrCat("v=",
                      absl::Base64Escape(Hmac(v.server_key, auth_message)));
}

ClientExchange::ClientExchange(std::string password,
                               std::optional<std::string> channel_binding)
    : password_(std::move(password)),
      gs2_header_(channel_binding.has_value() ? "p=tls-server-end-point,,"
                                              : "n,,"),
      channel_binding_(channel_binding.value_or("")),
      client_first_(absl::StrCat(
          gs2_header_, "n=,r=", absl::Base64Escape(RandomBytes(kNonceBytes)))) {
}

absl::StatusOr<std::string> ClientExchange::FinalMessage(
    std::string_view server_first) {
  std::string_view nonce, salt_text, iterations_text;
  for (absl::string_view p : absl::StrSplit(A(server_first), ',')) {
    char key;
    std::string_view value;
    if (!Attribute(std::string_view(p.data(), p.size()), &key, &value)) {
      return ProtocolError("malformed SCRAM server-first-message");
    }
    if (key == 'r') nonce = value;
    if (key == 's') salt_text = value;
    if (key == 'i') iterations_text = value;
  }
  const std::string_view client_nonce =
      std::string_view(client_first_).substr(gs2_header_.size() + 5);
  std::string salt;
  int iterations = 0;
  if (nonce.substr(0, client_nonce.size()) != client_nonce ||
      nonce.size() == client_nonce.size() || !Unbase64(salt_text, &salt) ||
      !absl::SimpleAtoi(A(iterations_text), &iterations)) {
    return ProtocolError("malformed SCRAM server-first-message");
  }
  if (iterations < 1) return ProtocolError("bad SCRAM iteration count");
  absl::StatusOr<std::string> salted_password =
      SaltedPassword(password_, salt, iterations);
  if (!salted_password.ok()) return salted_password.status();
  const std::string client_key = Hmac(*salted_password, "Client Key");
  const std::string without_proof =
      absl::StrCat("c=", absl::Base64Escape(gs2_header_ + channel_binding_),
                   ",r=", A(nonce));
  auth_message_ = absl::StrCat(
      A(std::string_view(client_first_).substr(gs2_header_.size())), ",",
      A(server_first), ",", without_proof);
  const std::string signature = Hmac(Sha256(client_key), auth_message_);
  std::string proof = client_key;
  for (size_t i = 0; i < proof.size(); ++i) proof[i] ^= signature[i];
  server_key_ = Hmac(*salted_password, "Server Key");
  return absl::StrCat(without_proof, ",p=", absl::Base64Escape(proof));
}

bool ClientExchange::VerifyServer(std::string_view server_final) const {
  return !server_key_.empty() &&
         server_final == absl::StrCat("v=", absl::Base64Escape(Hmac(
                                                server_key_, auth_message_)));
}

}  // namespace kite::scram
