#include "storage/vector.h"

#include <string>
#include <utility>

#include "storage/value_box.h"

namespace kite {

void Vector::Reset(Type t, int n) {
  type = t;
  size = n;
  // Reused vectors mostly hold one lane: skip the empty ones.
  if (!ints.empty()) ints.clear();
  if (!doubles.empty()) doubles.clear();
  if (!strings.empty()) strings.clear();
  if (!arrays.empty()) arrays.clear();
  if (!nulls.empty()) nulls.clear();
  if (arena != nullptr) arena.reset();
  if (t.is_int_lane()) {
    ints.resize(n);
  } else if (t.is_double_lane()) {
    doubles.resize(n);
  } else if (t.is_string_lane()) {
    strings.resize(n);
  } else if (t.is_array()) {
    arrays.resize(n);
  }
}

void Vector::SetNull(int i) {
  if (nulls.empty()) nulls.assign(size, 0);
  nulls[i] = 1;
}

void Vector::SetOwnedString(int i, std::string s) {
  if (arena == nullptr) arena = std::make_shared<StringArena>();
  arena->push_back(std::move(s));
  strings[i] = arena->back();
  if (!nulls.empty()) nulls[i] = 0;
}

Value Vector::GetValue(int i) const {
  if (IsNull(i)) return Value::Null(type);
  if (type.is_int_lane()) return storage_internal::BoxInt(type, ints[i]);
  switch (type.id) {
    case TypeId::kDouble:
      return Value::Double(doubles[i]);
    case TypeId::kReal:
      return Value::Real(static_cast<float>(doubles[i]));
    case TypeId::kText:
    case TypeId::kUuid:
    case TypeId::kBytea:
      return Value::Bytes(type, std::string(strings[i]));
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray:
      return arrays[i];
    default:
      return Value::Null(type);
  }
}

void Vector::SetValue(int i, const Value& v) {
  if (v.is_null()) {
    SetNull(i);
    return;
  }
  if (type.is_int_lane()) {
    ints[i] = v.int_value();
  } else if (type.is_double_lane()) {
    doubles[i] = v.double_value();
  } else if (type.is_string_lane()) {
    SetOwnedString(i, v.text());
    return;
  } else if (type.is_array()) {
    arrays[i] = v;
  } else {
    // A vector of the NULL type holds only NULLs.
    SetNull(i);
    return;
  }
  if (!nulls.empty()) nulls[i] = 0;
}

void PrefetchStrings(const Vector& v, int n) {
  if (!v.type.is_string_lane()) return;
  for (int i = 0; i < n && i < static_cast<int>(v.strings.size()); ++i) {
    __builtin_prefetch(v.strings[i].data());
  }
}

}  // namespace kite
