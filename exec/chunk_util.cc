#include "exec/chunk_util.h"

#include <cmath>
#include <cstring>

#include "expr/expression_eval.h"

namespace kite {
namespace {

enum class Lane { kNone, kInts, kDoubles, kStrings, kArrays };

Lane LaneOf(Type t) {
  if (t.is_int_lane()) return Lane::kInts;
  if (t.is_double_lane()) return Lane::kDoubles;
  if (t.is_string_lane()) return Lane::kStrings;
  if (t.is_array()) return Lane::kArrays;
  return Lane::kNone;
}

size_t LaneSize(const Vector& v) {
  switch (LaneOf(v.type)) {
    case Lane::kInts:
      return v.ints.size();
    case Lane::kDoubles:
      return v.doubles.size();
    case Lane::kStrings:
      return v.strings.size();
    case Lane::kArrays:
      return v.arrays.size();
    case Lane::kNone:
      break;
  }
  return static_cast<size_t>(v.size);
}

}  // namespace

bool IsMaterialized(const Vector& v) {
  return LaneSize(v) >= static_cast<size_t>(v.size);
}

void AppendRows(const Vector& src, const int* sel, int n, Vector* dst) {
  const int old = dst->size;
  const Lane lane = LaneOf(src.type);
  dst->type = src.type;
  const bool src_data = IsMaterialized(src);
  const bool dst_data = old == 0 || IsMaterialized(*dst);
  if (!src.nulls.empty() || !dst->nulls.empty()) {
    dst->nulls.resize(old, 0);
    for (int i = 0; i < n; ++i) {
      int r = sel ? sel[i] : i;
      dst->nulls.push_back(src.nulls.empty() ? 0 : src.nulls[r]);
    }
  }
  dst->size = old + n;
  if (!src_data || !dst_data) {
    // A column nobody reads: keep it empty (or pad a materialized one).
    if (dst_data && old > 0) {
      switch (lane) {
        case Lane::kInts:
          dst->ints.resize(dst->size);
          break;
        case Lane::kDoubles:
          dst->doubles.resize(dst->size);
          break;
        case Lane::kStrings:
          dst->strings.resize(dst->size);
          break;
        case Lane::kArrays:
          dst->arrays.resize(dst->size);
          break;
        case Lane::kNone:
          break;
      }
    }
    return;
  }
  switch (lane) {
    case Lane::kInts:
      for (int i = 0; i < n; ++i)
        dst->ints.push_back(src.ints[sel ? sel[i] : i]);
      break;
    case Lane::kDoubles:
      for (int i = 0; i < n; ++i) {
        dst->doubles.push_back(src.doubles[sel ? sel[i] : i]);
      }
      break;
    case Lane::kStrings: {
      bool copy = false;
      if (src.arena != nullptr && src.arena != dst->arena) {
        if (dst->arena == nullptr) {
          dst->arena = src.arena;
        } else {
          copy = true;
        }
      }
      for (int i = 0; i < n; ++i) {
        std::string_view s = src.strings[sel ? sel[i] : i];
        if (copy) {
          dst->arena->emplace_back(s);
          s = dst->arena->back();
        }
        dst->strings.push_back(s);
      }
      break;
    }
    case Lane::kArrays:
      for (int i = 0; i < n; ++i)
        dst->arrays.push_back(src.arrays[sel ? sel[i] : i]);
      break;
    case Lane::kNone:
      break;
  }
}

void GatherChunk(const DataChunk& in, const std::vector<int>& sel,
                 DataChunk* out) {
  // Emptied, not replaced: the vectors keep their buffers for the next batch.
  out->columns.resize(in.columns.size());
  for (size_t c = 0; c < in.columns.size(); ++c) {
    out->columns[c].Reset(in.columns[c].type, 0);
    AppendRows(in.columns[c], sel.data(), static_cast<int>(sel.size()),
               &out->columns[c]);
  }
  out->size = static_cast<int>(sel.size());
}

void NullVector(Type type, int n, Vector* out) {
  out->Reset(type, n);
  out->nulls.assign(n, 1);
}

void AppendRowKey(const Vector& v, int row, std::string* key) {
  if (v.IsNull(row)) {
    key->push_back('N');
    return;
  }
  key->push_back('V');
  switch (LaneOf(v.type)) {
    case Lane::kInts: {
      int64_t x = v.ints[row];
      key->append(reinterpret_cast<const char*>(&x), sizeof(x));
      break;
    }
    case Lane::kDoubles: {
      double d = v.doubles[row];
      if (d == 0) d = 0;  // -0 equals 0
      if (std::isnan(d)) d = std::nan("");
      key->append(reinterpret_cast<const char*>(&d), sizeof(d));
      break;
    }
    case Lane::kStrings: {
      std::string_view s = v.strings[row];
      uint32_t len = static_cast<uint32_t>(s.size());
      key->append(reinterpret_cast<const char*>(&len), sizeof(len));
      key->append(s);
      break;
    }
    case Lane::kArrays: {
      std::string s = v.arrays[row].ToString();
      uint32_t len = static_cast<uint32_t>(s.size());
      key->append(reinterpret_cast<const char*>(&len), sizeof(len));
      key->append(s);
      break;
    }
    case Lane::kNone:
      break;
  }
}

int CompareCells(const Vector& a, int ia, const Vector& b, int ib) {
  switch (LaneOf(a.type)) {
    case Lane::kInts: {
      int64_t x = a.ints[ia], y = b.ints[ib];
      return x < y ? -1 : (x > y ? 1 : 0);
    }
    case Lane::kDoubles: {
      double x = a.doubles[ia], y = b.doubles[ib];
      // NaN sorts above every number, as in PostgreSQL.
      bool xn = std::isnan(x), yn = std::isnan(y);
      if (xn || yn) return xn == yn ? 0 : (xn ? 1 : -1);
      return x < y ? -1 : (x > y ? 1 : 0);
    }
    case Lane::kStrings: {
      int c = a.strings[ia].compare(b.strings[ib]);
      return c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    case Lane::kArrays:
      return CompareValues(a.arrays[ia], b.arrays[ib]);
    case Lane::kNone:
      break;
  }
  return 0;
}

}  // namespace kite
