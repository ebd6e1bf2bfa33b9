#include "storage/value_lanes.h"

#include <algorithm>

namespace kite {

void ValueLanes::AppendVector(Type t, const Vector& v, int n) {
  if (v.nulls.empty()) {
    nulls.resize(nulls.size() + n, 0);
  } else {
    nulls.insert(nulls.end(), v.nulls.begin(), v.nulls.begin() + n);
  }
  if (t.is_int_lane()) {
    if (v.ints.size() >= static_cast<size_t>(n)) {
      ints.insert(ints.end(), v.ints.begin(), v.ints.begin() + n);
    } else {
      ints.resize(ints.size() + n);
    }
  } else if (t.is_double_lane()) {
    if (v.doubles.size() >= static_cast<size_t>(n)) {
      doubles.insert(doubles.end(), v.doubles.begin(), v.doubles.begin() + n);
    } else {
      doubles.resize(doubles.size() + n);
    }
  } else if (t.is_string_lane()) {
    // A vector may carry fewer strings than rows (a NULL constant): the
    // rest read as empty.
    const int have = std::min(n, static_cast<int>(v.strings.size()));
    const uint8_t* null = nulls.data() + nulls.size() - n;
    AppendTexts(n, null, [&](int i) {
      return i < have ? v.strings[i] : std::string_view();
    });
  } else if (t.is_array()) {
    for (int i = 0; i < n; ++i) {
      arrays.push_back(i < static_cast<int>(v.arrays.size()) ? v.arrays[i]
                                                             : Value::Null(t));
    }
  }
}

void ValueLanes::CopyViews() {
  std::vector<std::string_view> copied;
  copied.swap(views);
  std::vector<std::shared_ptr<const void>> kept;
  kept.swap(pins);  // the bytes live until they are copied
  viewed = false;
  AppendTexts(static_cast<int>(copied.size()), nullptr,
              [&](int i) { return copied[i]; });
}

void ValueLanes::MakeSlot(Type t) {
  ClearRows();
  nulls.resize(1);
  if (t.is_int_lane()) {
    ints.resize(1);
  } else if (t.is_double_lane()) {
    doubles.resize(1);
  } else if (t.is_string_lane()) {
    viewed = true;
    views.resize(1);
    pins.resize(1);
  } else if (t.is_array()) {
    arrays.resize(1);
  }
}

void ValueLanes::SetSlot(Type t, const Value& v) {
  nulls[0] = v.is_null() ? 1 : 0;
  if (t.is_int_lane()) {
    ints[0] = v.is_null() ? 0 : v.int_value();
  } else if (t.is_double_lane()) {
    doubles[0] = v.is_null() ? 0 : v.double_value();
  } else if (t.is_string_lane()) {
    pins[0].reset();
    if (v.is_null()) {
      views[0] = std::string_view();
    } else {
      bytes.assign(v.text());
      views[0] = bytes;
    }
  } else if (t.is_array()) {
    arrays[0] = v.is_null() ? Value::Null(t) : v;
  }
}

}  // namespace kite
