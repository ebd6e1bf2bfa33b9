#include "common/date_time.h"

#include <cctype>
#include <chrono>
#include <optional>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "common/session_format.h"
#include "common/text_util.h"
#include "common/time_zone.h"
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

// Reads "hh:mm[:ss[.ffffff]]" at s[*i]; false if it is not there.
// Microseconds are rounded half to even, as PostgreSQL's rint().
bool ReadClock(std::string_view s, size_t* i, int64_t* hh, int64_t* mi,
               int64_t* ss, int64_t* frac) {
  *ss = 0;
  *frac = 0;
  if (!ReadNumber(s, i, 2, hh) || *i >= s.size() || s[*i] != ':') return false;
  ++*i;
  if (!ReadNumber(s, i, 2, mi)) return false;
  if (*i >= s.size() || s[*i] != ':') return true;
  ++*i;
  if (!ReadNumber(s, i, 2, ss)) return false;
  if (*i >= s.size() || s[*i] != '.') return true;
  ++*i;
  int digits = 0;
  int next_digit = 0;         // the 7th fractional digit
  bool rest_nonzero = false;  // any digit after the 7th
  while (*i < s.size() && isdigit(static_cast<unsigned char>(s[*i]))) {
    if (digits < 6) {
      *frac = *frac * 10 + (s[*i] - '0');
    } else if (digits == 6) {
      next_digit = s[*i] - '0';
    } else if (s[*i] != '0') {
      rest_nonzero = true;
    }
    ++digits;
    ++*i;
  }
  for (int k = digits; k < 6; ++k) *frac *= 10;
  if (next_digit > 5 || (next_digit == 5 && rest_nonzero) ||
      (next_digit == 5 && *frac % 2 == 1)) {
    ++*frac;
  }
  return true;
}

void SkipSpaces(std::string_view s, size_t* i) {
  while (*i < s.size() && isspace(static_cast<unsigned char>(s[*i]))) ++*i;
}

struct Parsed {
  int64_t year = 0;
  int month = 0, day = 0;
  int64_t time_micros = 0;  // within the day, 0..24h
  bool time_out_of_range = false;
  // The zone written after the time, if any: a fixed offset or a zone.
  std::optional<int64_t> offset_east;  // seconds
  std::optional<absl::TimeZone> zone;
  std::string unknown_zone;  // a zone name that names no zone
};

enum class ParseResult { kOk, kSyntax, kRange, kZoneRange };

// Reads a numeric zone at s[*i] (a sign, then hh, hhmm, hh:mm or hh:mm:ss)
// into seconds east of UTC.
bool ReadOffset(std::string_view s, size_t* i, int64_t* east) {
  const bool negative = s[*i] == '-';
  ++*i;
  int64_t hh = 0, mm = 0, ss = 0;
  const size_t start = *i;
  if (!ReadNumber(s, i, 2, &hh)) return false;
  if (*i - start == 2 && *i + 1 < s.size() && isdigit(s[*i]) &&
      isdigit(s[*i + 1])) {
    ReadNumber(s, i, 2, &mm);  // hhmm
  } else if (*i < s.size() && s[*i] == ':') {
    ++*i;
    if (!ReadNumber(s, i, 2, &mm)) return false;
    if (*i < s.size() && s[*i] == ':') {
      ++*i;
      if (!ReadNumber(s, i, 2, &ss)) return false;
    }
  }
  *east = (hh * 3600 + mm * 60 + ss) * (negative ? -1 : 1);
  return mm <= 59 && ss <= 59;
}

// PostgreSQL's default time zone abbreviations (timezonesets/Default) that
// applications write most, in seconds east of UTC.
std::optional<int64_t> AbbreviationOffset(std::string_view lower) {
  static constexpr struct {
    const char* name;
    int minutes;
  } kAbbreviations[] = {
      {"utc", 0},     {"gmt", 0},    {"z", 0},      {"ut", 0},
      {"wet", 0},     {"west", 60},  {"bst", 60},   {"cet", 60},
      {"cest", 120},  {"met", 60},   {"mest", 120}, {"eet", 120},
      {"eest", 180},  {"msk", 180},  {"ist", 120},  {"est", -300},
      {"edt", -240},  {"cst", -360}, {"cdt", -300}, {"mst", -420},
      {"mdt", -360},  {"pst", -480}, {"pdt", -420}, {"akst", -540},
      {"akdt", -480}, {"hst", -600}, {"jst", 540},  {"kst", 540},
      {"aest", 600},  {"aedt", 660}, {"acst", 570}, {"awst", 480},
      {"nzst", 720},  {"nzdt", 780}, {"sgt", 480},  {"hkt", 480},
  };
  for (const auto& a : kAbbreviations) {
    if (lower == a.name) return int64_t{a.minutes} * 60;
  }
  return std::nullopt;
}

bool IsZoneNameChar(char c) {
  return isalnum(static_cast<unsigned char>(c)) || c == '/' || c == '_' ||
         c == '+' || c == '-';
}

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
  // An era may come straight after the date ("4713-01-01 BC 12:00").
  {
    size_t j = i;
    SkipSpaces(s, &j);
    if (j > i && j + 2 <= s.size() &&
        (j + 2 == s.size() || isspace(static_cast<unsigned char>(s[j + 2])))) {
      const std::string era = ToLower(s.substr(j, 2));
      if (era == "bc" || era == "ad") {
        if (era == "bc") p->year = 1 - p->year;
        i = j + 2;
      }
    }
  }
  // Optional time.
  size_t save = i;
  if (i < s.size() && (s[i] == 'T' || s[i] == 't' || isspace(s[i]))) {
    ++i;
    SkipSpaces(s, &i);
    int64_t hh, mi, ss = 0, frac = 0;
    if (i < s.size() && isdigit(static_cast<unsigned char>(s[i]))) {
      if (!ReadClock(s, &i, &hh, &mi, &ss, &frac)) return ParseResult::kSyntax;
      if (hh > 24 || mi > 59 || ss > 60 ||
          (hh == 24 && (mi > 0 || ss > 0 || frac > 0))) {
        p->time_out_of_range = true;
      }
      p->time_micros = ((hh * 60 + mi) * 60 + ss) * kMicrosPerSecond + frac;
    } else {
      i = save;
    }
  }
  // Then an optional zone and an optional era, in either order.
  while (true) {
    SkipSpaces(s, &i);
    if (i == s.size()) break;
    const bool has_zone = p->offset_east.has_value() || p->zone.has_value() ||
                          !p->unknown_zone.empty();
    if (s[i] == '+' || s[i] == '-') {
      int64_t east;
      if (has_zone || !ReadOffset(s, &i, &east)) return ParseResult::kSyntax;
      if (east > 15 * 3600 + 59 * 60 + 59 ||
          east < -(15 * 3600 + 59 * 60 + 59)) {
        return ParseResult::kZoneRange;
      }
      p->offset_east = east;
      continue;
    }
    if (!isalpha(static_cast<unsigned char>(s[i]))) return ParseResult::kSyntax;
    size_t end = i;
    while (end < s.size() && IsZoneNameChar(s[end])) ++end;
    const std::string word = ToLower(s.substr(i, end - i));
    if (word == "bc") {
      p->year = 1 - p->year;
    } else if (word != "ad") {
      if (has_zone) return ParseResult::kSyntax;
      std::optional<absl::TimeZone> zone = FindZone(word);
      if (std::optional<int64_t> east = AbbreviationOffset(word)) {
        p->offset_east = *east;
      } else if (zone.has_value()) {
        p->zone = *zone;
      } else {
        p->unknown_zone = word;
      }
    }
    i = end;
  }
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
  if (micros == kInfinity) return "infinity";
  if (micros == kMinusInfinity) return "-infinity";
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
    case ParseResult::kZoneRange:
      return SqlError(
          sqlstate::kInvalidTimeZoneDisplacement,
          Cat("time zone displacement out of range: \"", text, "\""));
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

namespace {

// Parses a timestamp for `type` ("timestamp" or "timestamp with time zone"):
// the local date and time in *local, and the zone written after it.
absl::StatusOr<Parsed> ParseTimestampParts(std::string_view text,
                                           std::string_view type,
                                           int64_t* local) {
  Parsed p;
  switch (ParseIso(text, &p)) {
    case ParseResult::kSyntax:
      return SyntaxError(type, text);
    case ParseResult::kRange:
      return RangeError(text);
    case ParseResult::kZoneRange:
      return SqlError(
          sqlstate::kInvalidTimeZoneDisplacement,
          Cat("time zone displacement out of range: \"", text, "\""));
    case ParseResult::kOk:
      break;
  }
  if (!p.unknown_zone.empty()) {
    if (p.unknown_zone.find('/') == std::string::npos) {
      return SyntaxError(type, text);
    }
    return SqlError(sqlstate::kInvalidParameterValue,
                    Cat("time zone \"", p.unknown_zone, "\" not recognized"));
  }
  if (!IsValidDate(p.year, p.month, p.day) || p.time_out_of_range) {
    return RangeError(text);
  }
  // Microseconds since 1970 in 64 bits end in January 294247, before
  // PostgreSQL's last year (its epoch is 2000).
  if (!YearInRange(p.year) ||
      __builtin_mul_overflow(DaysFromCivil(p.year, p.month, p.day),
                             kMicrosPerDay, local) ||
      __builtin_add_overflow(*local, p.time_micros, local) ||
      IsInfinite(*local)) {  // INT64_MAX and INT64_MIN are the infinities
    return SqlError(sqlstate::kDatetimeFieldOverflow,
                    Cat("timestamp out of range: \"", text, "\""));
  }
  return p;
}

// The special inputs "now", "today", ... as a local time, and "infinity";
// false otherwise.
bool SpecialLocal(std::string_view text, int64_t now_micros,
                  const absl::TimeZone& zone, int64_t* local) {
  const std::string lower = ToLower(StripSpaces(text));
  if (lower == "infinity" || lower == "+infinity" || lower == "-infinity") {
    *local = lower[0] == '-' ? kMinusInfinity : kInfinity;
    return true;
  }
  const int64_t now_local =
      now_micros + OffsetAt(zone, now_micros) * kMicrosPerSecond;
  if (lower == "now") {
    *local = now_local;
  } else if (lower == "today") {
    *local = TimestampToDays(now_local) * kMicrosPerDay;
  } else if (lower == "tomorrow" || lower == "yesterday") {
    *local = (TimestampToDays(now_local) + (lower == "tomorrow" ? 1 : -1)) *
             kMicrosPerDay;
  } else {
    return false;
  }
  return true;
}

}  // namespace

absl::StatusOr<int64_t> ParseTimestamp(std::string_view text,
                                       int64_t now_micros) {
  if (ToLower(StripSpaces(text)) == "epoch") return 0;
  int64_t local = 0;
  if (SpecialLocal(text, now_micros, kite::CurrentTimeZone().zone, &local)) {
    return local;
  }
  auto p = ParseTimestampParts(text, "timestamp", &local);
  if (!p.ok()) return p.status();
  return local;
}

absl::StatusOr<int64_t> ParseTimestamptz(std::string_view text,
                                         int64_t now_micros) {
  const std::string lower = ToLower(StripSpaces(text));
  if (lower == "epoch") return 0;
  if (lower == "now") return now_micros;
  const absl::TimeZone& session = kite::CurrentTimeZone().zone;
  int64_t local = 0;
  if (SpecialLocal(text, now_micros, session, &local)) {
    return IsInfinite(local) ? local : LocalToUtc(session, local);
  }
  auto p = ParseTimestampParts(text, "timestamp with time zone", &local);
  if (!p.ok()) return p.status();
  if (p->offset_east.has_value()) {
    return local - *p->offset_east * kMicrosPerSecond;
  }
  return LocalToUtc(p->zone.has_value() ? *p->zone : session, local);
}

std::string FormatTimestamptz(int64_t micros, const absl::TimeZone& zone) {
  if (IsInfinite(micros)) return FormatTimestamp(micros);
  const int64_t offset = OffsetAt(zone, micros);
  std::string out = FormatTimestamp(micros + offset * kMicrosPerSecond);
  // The offset goes before a " BC".
  std::string era;
  if (out.size() > 3 && out.compare(out.size() - 3, 3, " BC") == 0) {
    era = " BC";
    out.resize(out.size() - 3);
  }
  const int64_t a = offset < 0 ? -offset : offset;
  absl::StrAppendFormat(&out, "%c%02d", offset < 0 ? '-' : '+', a / 3600);
  if (a % 3600 != 0) absl::StrAppendFormat(&out, ":%02d", a / 60 % 60);
  if (a % 60 != 0) absl::StrAppendFormat(&out, ":%02d", a % 60);
  return out + era;
}

std::string FormatTime(int64_t micros) {
  const int64_t secs = micros / kMicrosPerSecond;
  const int64_t frac = micros % kMicrosPerSecond;
  std::string out = absl::StrFormat("%02d:%02d:%02d", secs / 3600,
                                    (secs / 60) % 60, secs % 60);
  if (frac != 0) {
    std::string f = absl::StrFormat("%06d", frac);
    while (!f.empty() && f.back() == '0') f.pop_back();
    absl::StrAppend(&out, ".", f);
  }
  return out;
}

absl::StatusOr<int64_t> ParseTime(std::string_view text, int64_t now_micros) {
  const std::string lower = ToLower(StripSpaces(text));
  if (lower == "now") {
    const int64_t local =
        now_micros +
        OffsetAt(kite::CurrentTimeZone().zone, now_micros) * kMicrosPerSecond;
    return local - TimestampToDays(local) * kMicrosPerDay;
  }
  if (lower == "allballs") return 0;
  // A time alone, or a date and time whose time is taken.
  std::string_view s = StripSpaces(text);
  size_t i = 0;
  const size_t dash = s.find('-'), colon = s.find(':');
  if (dash != std::string_view::npos && dash > 0 &&
      (colon == std::string_view::npos || dash < colon)) {
    int64_t local = 0;
    auto p = ParseTimestampParts(text, "time without time zone", &local);
    if (!p.ok()) return p.status();
    return p->time_micros;
  }
  int64_t hh, mi, ss, frac;
  auto syntax = [&] { return SyntaxError("time without time zone", text); };
  if (!ReadClock(s, &i, &hh, &mi, &ss, &frac)) return syntax();
  // A zone after a time without time zone is read and ignored.
  SkipSpaces(s, &i);
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    int64_t east;
    if (!ReadOffset(s, &i, &east)) return syntax();
    SkipSpaces(s, &i);
  }
  if (i + 2 <= s.size() &&
      (ToLower(s.substr(i, 2)) == "am" || ToLower(s.substr(i, 2)) == "pm")) {
    const bool pm = ToLower(s.substr(i, 2)) == "pm";
    if (hh > 12) return RangeError(text);
    if (hh == 12) hh = 0;
    if (pm) hh += 12;
    i += 2;
    SkipSpaces(s, &i);
  }
  if (i != s.size()) return syntax();
  const int64_t micros = ((hh * 60 + mi) * 60 + ss) * kMicrosPerSecond + frac;
  if (hh > 24 || mi > 59 || ss > 60 || micros > kMicrosPerDay) {
    return RangeError(text);
  }
  return micros;
}

int64_t NowMicros() {
  return std::chrono::duration_cast<std::chrono::microseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace kite::datetime
