#include "tests/fuzz_common/sql_template.h"

#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "tests/fuzz_common/values.h"

namespace kite::fuzz {
namespace {

// Markers never appear in generated SQL: values are printable text.
constexpr char kMarkerStart = '\x1f';
constexpr char kMarkerEnd = '\x1e';

// A LIKE pattern that matches some of `source`'s characters: some replaced
// by '_', '%' here and there, escaped metacharacters, and rarely a pattern
// that ends in the escape character (an error).
std::string MakePattern(Rng& rng, const std::string& source, char escape) {
  // Work on whole UTF-8 characters: '_' stands for one character.
  std::vector<std::string> chars;
  for (char c : source) {
    if ((static_cast<unsigned char>(c) & 0xc0) == 0x80 && !chars.empty()) {
      chars.back() += c;
    } else {
      chars.emplace_back(1, c);
    }
  }
  std::string out;
  if (rng.Chance(0.3)) out += '%';
  for (const std::string& c : chars) {
    if (escape != 0 && c[0] == escape) {
      out += escape;  // keep the data's escape character literal
      out += c;
      continue;
    }
    if (rng.Chance(0.12)) {
      out += '_';
    } else if (rng.Chance(0.08)) {
      out += '%';
    } else {
      out += c;
    }
    if (escape != 0 && rng.Chance(0.03)) {
      out += escape;
      out += "%_"[rng.Index(2)];
    }
  }
  if (rng.Chance(0.4)) out += '%';
  if (escape != 0 && rng.Chance(0.02)) out += escape;
  return out;
}

// A kElement or kSubArray value: mostly made of the elements of a few of
// `slot.column`'s arrays, so that `= ANY`, `@>` and `&&` find rows.
Value DrawFromArrays(Rng& rng, const Slot& slot) {
  const Type element =
      slot.kind == SlotKind::kElement ? slot.type : slot.type.element();
  std::vector<Value> seen;
  for (int i = 0; i < 3 && slot.column != nullptr; ++i) {
    Value array = DrawValue(rng, *slot.column);
    if (array.is_null()) continue;
    for (const Value& e : array.elements()) {
      if (!e.is_null()) seen.push_back(e);
    }
  }
  auto one = [&]() {
    if (rng.Chance(slot.null_rate)) return Value::Null(element);
    if (!seen.empty() && rng.Chance(0.85)) return rng.Pick(seen);
    ValueProfile narrow;
    narrow.narrow = rng.Chance(0.7);
    return RandomValue(rng, element, narrow);
  };
  if (slot.kind == SlotKind::kElement) return one();
  if (rng.Chance(slot.null_rate)) return Value::Null(slot.type);
  std::vector<Value> elements;
  const int64_t n = rng.Range(0, rng.Chance(0.1) ? 6 : 2);
  for (int64_t i = 0; i < n; ++i) elements.push_back(one());
  return Value::Array(slot.type, std::move(elements));
}

Value DrawSlotValue(Rng& rng, const Slot& slot) {
  if (slot.kind == SlotKind::kSmallInt) {
    if (rng.Chance(slot.null_rate)) return Value::Null(slot.type);
    int64_t v = rng.Range(slot.lo, slot.hi);
    return slot.type.id == TypeId::kBigint
               ? Value::Bigint(v)
               : Value::Integer(static_cast<int32_t>(v));
  }
  if (slot.kind == SlotKind::kPattern) {
    if (rng.Chance(slot.null_rate)) return Value::Null(Type::Text());
    std::string source;
    if (slot.column != nullptr && rng.Chance(0.85)) {
      Value v = DrawValue(rng, *slot.column);
      if (!v.is_null()) source = v.text();
    } else {
      source = RandomValue(rng, Type::Text(), {}).text();
    }
    return Value::Text(MakePattern(rng, source, slot.escape));
  }
  if (slot.kind == SlotKind::kFixed) return slot.value;
  if (slot.kind == SlotKind::kElement || slot.kind == SlotKind::kSubArray) {
    return DrawFromArrays(rng, slot);
  }
  if (rng.Chance(slot.null_rate)) return Value::Null(slot.type);
  if (slot.column != nullptr && rng.Chance(0.8)) {
    Value v = DrawValue(rng, *slot.column);
    if (!v.is_null() && v.type() == slot.type) return v;
    if (!v.is_null() && slot.convert) {
      absl::StatusOr<Value> converted = v.CastTo(slot.type);
      if (converted.ok()) return *converted;
    }
  }
  return RandomValue(rng, slot.type, {});
}

void ForEachMarker(const std::string& text,
                   const std::function<void(std::string_view)>& literal,
                   const std::function<void(int)>& slot) {
  size_t pos = 0;
  while (pos < text.size()) {
    size_t start = text.find(kMarkerStart, pos);
    if (start == std::string::npos) {
      literal(std::string_view(text).substr(pos));
      return;
    }
    literal(std::string_view(text).substr(pos, start - pos));
    size_t end = text.find(kMarkerEnd, start);
    slot(std::atoi(text.substr(start + 1, end - start - 1).c_str()));
    pos = end + 1;
  }
}

void AppendLiteral(const Slot& slot, const Value& value, std::string* out) {
  if (slot.kind == SlotKind::kPattern && !value.is_null()) {
    *out += QuoteText(value.text());
  } else {
    *out += SqlLiteral(value);
  }
}

}  // namespace

std::string SqlTemplate::AddSlot(Slot slot) {
  slots.push_back(slot);
  return absl::StrCat(std::string(1, kMarkerStart), slots.size() - 1,
                      std::string(1, kMarkerEnd));
}

std::vector<Value> DrawSlotValues(Rng& rng, const SqlTemplate& t) {
  std::vector<Value> values;
  values.reserve(t.slots.size());
  for (const Slot& slot : t.slots) values.push_back(DrawSlotValue(rng, slot));
  return values;
}

RenderedQuery Render(const SqlTemplate& t, const std::vector<Value>& values) {
  RenderedQuery out;
  out.params.resize(t.param_count);
  ForEachMarker(
      t.text, [&](std::string_view s) { out.sql.append(s); },
      [&](int i) {
        const Slot& slot = t.slots[i];
        if (slot.param > 0) {
          absl::StrAppend(&out.sql, "$", slot.param);
          out.params[slot.param - 1] = values[i];
        } else {
          AppendLiteral(slot, values[i], &out.sql);
        }
      });
  return out;
}

std::string RenderInline(const SqlTemplate& t,
                         const std::vector<Value>& values) {
  std::string out;
  ForEachMarker(
      t.text, [&](std::string_view s) { out.append(s); },
      [&](int i) { AppendLiteral(t.slots[i], values[i], &out); });
  return out;
}

std::string ShapeText(const SqlTemplate& t) {
  std::string out;
  ForEachMarker(
      t.text, [&](std::string_view s) { out.append(s); },
      [&](int i) {
        const Slot& slot = t.slots[i];
        if (slot.param > 0) {
          absl::StrAppend(&out, "$", slot.param);
        } else {
          absl::StrAppend(&out, "?", slot.type.ToString());
        }
      });
  return out;
}

}  // namespace kite::fuzz
