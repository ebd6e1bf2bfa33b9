#include "bench/json_line.h"

#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace kite::bench {

std::string JsonString(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          absl::StrAppendFormat(&out, "\\u%04x", static_cast<unsigned char>(c));
        } else {
          out += c;
        }
    }
  }
  out += '"';
  return out;
}

JsonObject& JsonObject::Add(std::string_view key, std::string_view text) {
  return AddRaw(key, JsonString(text));
}

JsonObject& JsonObject::Add(std::string_view key, double number) {
  // JSON has no NaN or infinity.
  return AddRaw(key, std::isfinite(number) ? absl::StrFormat("%.6f", number)
                                           : std::string("null"));
}

JsonObject& JsonObject::Add(std::string_view key, int64_t number) {
  return AddRaw(key, absl::StrCat(number));
}

JsonObject& JsonObject::AddRaw(std::string_view key, std::string_view value) {
  // Abseil's string_view is not std::string_view here, so no StrCat.
  std::string member = JsonString(key);
  member += ": ";
  member.append(value);
  members_.push_back(std::move(member));
  return *this;
}

std::string JsonObject::Build() const {
  return absl::StrCat("{", absl::StrJoin(members_, ", "), "}");
}

}  // namespace kite::bench
