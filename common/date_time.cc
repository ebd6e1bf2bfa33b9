#include "common/date_time.h"

#include <cctype>
#include <chrono>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/text_util.h"
#include "kite/status.h"

namespace kite::datetime {
namespace {

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

// Reads exactly-or-at-most digits starting at *i; returns false if none.
bool ReadNumber(std::string_view s, size_t* i, int max_digits, int64_t* out) {
  size_t start = *i;
  int64_t v = 0;
  while (*i < s.size() && isdigit(static_cast<unsigned char>(s[*i])) &&
         static_cast<int>(*i - start) < max_digits) {
    v = v * 10 + (s[*i] - '0');
    ++*i;
  }
  *out = v;
  return *i > start;
}

void SkipSpaces(std::string_view s, size_t* i) {
  while (*i < s.size() && isspace(static_cast<unsigned char>(s[*i]))) ++*i;
}

struct Parsed {
  int64_t year = 0;
  int month = 0, day = 0;
  int64_t time_micros = 0;  // within the day, 0..24h
  bool time_out_of_range = false;
};

enum class ParseResult { kOk, kSyntax, kRange };

// Parses the ISO date and optional time. `with_time` says whether a time part
// is allowed.
ParseResult ParseIso(std::string_view s, Parsed* p) {
  size_t i = 0;
  SkipSpaces(s, &i);
  int64_t y, m, d;
  if (!ReadNumber(s, &i, 9, &y) || i >= s.size() || s[i] != '-') {
    return ParseResult::kSyntax;
  }
  ++i;
  if (!ReadNumber(s, &i, 2, &m) || i >= s.size() || s[i] != '-') {
    return ParseResult::kSyntax;
  }
  ++i;
  if (!ReadNumber(s, &i, 2, &d)) return ParseResult::kSyntax;
  p->year = y;
  p->month = static_cast<int>(m);
  p->day = static_cast<int>(d);
  // Optional time.
  size_t save = i;
  if (i < s.size() && (s[i] == 'T' || s[i] == 't' || isspace(s[i]))) {
    ++i;
    SkipSpaces(s, &i);
    int64_t hh, mi, ss = 0, frac = 0;
    if (i < s.size() && isdigit(static_cast<unsigned char>(s[i]))) {
      if (!ReadNumber(s, &i, 2, &hh) || i >= s.size() || s[i] != ':') {
        return ParseResult::kSyntax;
      }
      ++i;
      if (!ReadNumber(s, &i, 2, &mi)) return ParseResult::kSyntax;
      if (i < s.size() && s[i] == ':') {
        ++i;
        if (!ReadNumber(s, &i, 2, &ss)) return ParseResult::kSyntax;
        if (i < s.size() && s[i] == '.') {
          ++i;
          // Microseconds are rounded half to even, as PostgreSQL's rint().
          int digits = 0;
          int next_digit = 0;         // the 7th fractional digit
          bool rest_nonzero = false;  // any digit after the 7th
          while (i < s.size() && isdigit(static_cast<unsigned char>(s[i]))) {
            if (digits < 6) {
              frac = frac * 10 + (s[i] - '0');
            } else if (digits == 6) {
              next_digit = s[i] - '0';
            } else if (s[i] != '0') {
              rest_nonzero = true;
            }
            ++digits;
            ++i;
          }
          for (int k = digits; k < 6; ++k) frac *= 10;
          if (next_digit > 5 || (next_digit == 5 && rest_nonzero) ||
              (next_digit == 5 && frac % 2 == 1)) {
            ++frac;
          }
        }
      }
      if (hh > 24 || mi > 59 || ss > 60 ||
          (hh == 24 && (mi > 0 || ss > 0 || frac > 0))) {
        p->time_out_of_range = true;
      }
      p->time_micros = ((hh * 60 + mi) * 60 + ss) * kMicrosPerSecond + frac;
    } else {
      i = save;
    }
  }
  SkipSpaces(s, &i);
  // An optional era.
  if (i + 2 <= s.size() && ToLower(s.substr(i, 2)) == "bc") {
    p->year = 1 - p->year;
    i += 2;
  } else if (i + 2 <= s.size() && ToLower(s.substr(i, 2)) == "ad") {
    i += 2;
  }
  SkipSpaces(s, &i);
  if (i != s.size()) return ParseResult::kSyntax;
  return ParseResult::kOk;
}

absl::Status SyntaxError(std::string_view type, std::string_view text) {
  return SqlError(
      sqlstate::kInvalidDatetimeFormat,
      Cat("invalid input syntax for type ", type, ": \"", text, "\""));
}

absl::Status RangeError(std::string_view text) {
  return SqlError(sqlstate::kDatetimeFieldOverflow,
                  Cat("date/time field value out of range: \"", text, "\""));
}

// Dates outside PostgreSQL's supported range (4713 BC .. 5874897 AD) are
// rejected; Kite keeps the range narrower: years -4712 .. 294276.
bool YearInRange(int64_t y) { return y >= -4712 && y <= 294276; }

}  // namespace

int64_t DaysFromCivil(int64_t y, int m, int d) {
  // Howard Hinnant's days_from_civil.
  y -= m <= 2;
  const int64_t era = FloorDiv(y, 400);
  const int64_t yoe = y - era * 400;
  const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

void CivilFromDays(int64_t z, int64_t* y, int* m, int* d) {
  z += 719468;
  const int64_t era = FloorDiv(z, 146097);
  const int64_t doe = z - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  *d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  *m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  *y = yoe + era * 400 + (*m <= 2);
}

bool IsValidDate(int64_t y, int m, int d) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30,
                                  31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || d < 1) return false;
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  int max = kDays[m - 1] + (m == 2 && leap ? 1 : 0);
  return d <= max;
}

int64_t TimestampToDays(int64_t micros) {
  return FloorDiv(micros, kMicrosPerDay);
}

std::string FormatDate(int64_t days) {
  int64_t y;
  int m, d;
  CivilFromDays(days, &y, &m, &d);
  if (y <= 0) return absl::StrFormat("%04d-%02d-%02d BC", 1 - y, m, d);
  return absl::StrFormat("%04d-%02d-%02d", y, m, d);
}

std::string FormatTimestamp(int64_t micros) {
  int64_t days = TimestampToDays(micros);
  int64_t in_day = micros - days * kMicrosPerDay;
  int64_t y;
  int m, d;
  CivilFromDays(days, &y, &m, &d);
  int64_t secs = in_day / kMicrosPerSecond;
  int64_t frac = in_day % kMicrosPerSecond;
  std::string out =
      absl::StrFormat("%04d-%02d-%02d %02d:%02d:%02d", y <= 0 ? 1 - y : y, m, d,
                      secs / 3600, (secs / 60) % 60, secs % 60);
  if (frac != 0) {
    std::string f = absl::StrFormat("%06d", frac);
    while (!f.empty() && f.back() == '0') f.pop_back();
    absl::StrAppend(&out, ".", f);
  }
  if (y <= 0) out += " BC";
  return out;
}

absl::StatusOr<int32_t> ParseDate(std::string_view text, int64_t now_micros) {
  std::string lower = ToLower(StripSpaces(text));
  if (lower == "epoch") return 0;
  if (lower == "today" || lower == "now") {
    return static_cast<int32_t>(TimestampToDays(now_micros));
  }
  Parsed p;
  switch (ParseIso(text, &p)) {
    case ParseResult::kSyntax:
      return SyntaxError("date", text);
    case ParseResult::kRange:
      return RangeError(text);
    case ParseResult::kOk:
      break;
  }
  if (!IsValidDate(p.year, p.month, p.day) || p.time_out_of_range) {
    return RangeError(text);
  }
  if (!YearInRange(p.year)) {
    return SqlError(sqlstate::kDatetimeFieldOverflow,
                    Cat("date out of range: \"", text, "\""));
  }
  return static_cast<int32_t>(DaysFromCivil(p.year, p.month, p.day));
}

absl::StatusOr<int64_t> ParseTimestamp(std::string_view text,
                                       int64_t now_micros) {
  std::string lower = ToLower(StripSpaces(text));
  if (lower == "epoch") return 0;
  if (lower == "now") return now_micros;
  if (lower == "today") {
    return TimestampToDays(now_micros) * kMicrosPerDay;
  }
  Parsed p;
  switch (ParseIso(text, &p)) {
    case ParseResult::kSyntax:
      return SyntaxError("timestamp", text);
    case ParseResult::kRange:
      return RangeError(text);
    case ParseResult::kOk:
      break;
  }
  if (!IsValidDate(p.year, p.month, p.day) || p.time_out_of_range) {
    return RangeError(text);
  }
  // Microseconds since 1970 in 64 bits end in January 294247, before
  // PostgreSQL's last year (its epoch is 2000).
  int64_t micros = 0;
  if (!YearInRange(p.year) ||
      __builtin_mul_overflow(DaysFromCivil(p.year, p.month, p.day),
                             kMicrosPerDay, &micros) ||
      __builtin_add_overflow(micros, p.time_micros, &micros)) {
    return SqlError(sqlstate::kDatetimeFieldOverflow,
                    Cat("timestamp out of range: \"", text, "\""));
  }
  return micros;
}

int64_t NowMicros() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace kite::datetime
