#include "kite/status.h"

#include <string>

#include "absl/strings/cord.h"

namespace kite {
namespace {

constexpr char kSqlStateUrl[] = "kite.sqlstate";

absl::StatusCode CodeFor(std::string_view sqlstate) {
  std::string_view cls = sqlstate.substr(0, 2);
  if (cls == "22") return absl::StatusCode::kOutOfRange;
  if (cls == "23") return absl::StatusCode::kFailedPrecondition;
  if (cls == "42") return absl::StatusCode::kInvalidArgument;
  if (cls == "0A") return absl::StatusCode::kUnimplemented;
  if (cls == "53" || cls == "54") return absl::StatusCode::kResourceExhausted;
  if (cls == "58") return absl::StatusCode::kUnavailable;
  if (cls == "28") return absl::StatusCode::kUnauthenticated;
  if (cls == "XX") return absl::StatusCode::kInternal;
  return absl::StatusCode::kInvalidArgument;
}

}  // namespace

absl::Status SqlError(std::string_view sqlstate, std::string message) {
  absl::Status status(CodeFor(sqlstate), message);
  status.SetPayload(kSqlStateUrl, absl::Cord(std::string(sqlstate)));
  return status;
}

std::string SqlStateOf(const absl::Status& status) {
  if (status.ok()) return "00000";
  auto payload = status.GetPayload(kSqlStateUrl);
  if (!payload.has_value()) return sqlstate::kInternalError;
  return std::string(*payload);
}

}  // namespace kite
