// The regular expression matches behind ~, !~, ~* and !~* (PostgreSQL's
// textregexeq, textregexne, texticregexeq, texticregexne), with RE2: its
// syntax is the common part of PostgreSQL's (POSIX ARE), and its matching
// time is linear in the input, so no pattern can stall or crash a query.
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "common/text_util.h"
#include "expr/scalar_functions.h"
#include "kite/status.h"
#include "re2/re2.h"

namespace kite::expr {
namespace {

using Args = std::vector<Value>;

// Patterns are compiled once per thread and kept, a few at a time: a query
// usually matches every row against the same one.
absl::StatusOr<const RE2*> Compile(std::string_view pattern,
                                   bool case_insensitive) {
  constexpr size_t kKept = 64;
  thread_local absl::flat_hash_map<std::string, std::unique_ptr<RE2>> kept;
  std::string key = Cat(case_insensitive ? "i" : "c", pattern);
  auto it = kept.find(key);
  if (it != kept.end()) return it->second.get();
  RE2::Options options;
  options.set_case_sensitive(!case_insensitive);
  options.set_dot_nl(true);  // as PostgreSQL's: . matches a newline
  options.set_log_errors(false);
  auto re = std::make_unique<RE2>(
      re2::StringPiece(pattern.data(), pattern.size()), options);
  if (!re->ok()) {
    return SqlError(sqlstate::kInvalidRegularExpression,
                    Cat("invalid regular expression: ", re->error()));
  }
  if (kept.size() >= kKept) kept.clear();
  return kept.emplace(std::move(key), std::move(re)).first->second.get();
}

template <bool kCaseInsensitive, bool kNegated>
absl::StatusOr<Value> Match(const Args& a, const FunctionEnv&) {
  absl::StatusOr<const RE2*> re = Compile(a[1].text(), kCaseInsensitive);
  if (!re.ok()) return re.status();
  const std::string_view text = a[0].text();
  const bool found =
      RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), **re);
  return Value::Boolean(found != kNegated);
}

}  // namespace

void RegisterRegexFunctions(FunctionRegistry* r) {
  (*r)["textregexeq"] = {Match<false, false>};
  (*r)["textregexne"] = {Match<false, true>};
  (*r)["texticregexeq"] = {Match<true, false>};
  (*r)["texticregexne"] = {Match<true, true>};
}

}  // namespace kite::expr
