#include "exec/memory_use.h"

#include <string>
#include <string_view>
#include <vector>

namespace kite {
namespace {

template <typename T>
int64_t LaneBytes(const std::vector<T>& lane) {
  return static_cast<int64_t>(lane.capacity() * sizeof(T));
}

// The bytes of the strings of `arena` from the `from`th on.
int64_t ArenaBytes(const StringArena& arena, size_t from) {
  int64_t bytes = 0;
  for (auto it = arena.begin() + from; it != arena.end(); ++it) {
    bytes += static_cast<int64_t>(sizeof(std::string));
    // Short strings live inside the std::string itself.
    if (it->capacity() > 15) bytes += static_cast<int64_t>(it->capacity());
  }
  return bytes;
}

}  // namespace

int64_t ValueBytes(const Value& v) {
  int64_t bytes = sizeof(Value);
  if (v.is_null()) return bytes;
  if (v.type().is_string_lane() && v.text().capacity() > 15) {
    bytes += static_cast<int64_t>(v.text().capacity());
  } else if (v.type().is_array()) {
    for (const Value& e : v.elements()) bytes += ValueBytes(e);
  }
  return bytes;
}

int64_t LaneBytes(const DataChunk& chunk) {
  int64_t bytes = static_cast<int64_t>(sizeof(DataChunk) +
                                       chunk.columns.size() * sizeof(Vector));
  for (const Vector& v : chunk.columns) {
    bytes += LaneBytes(v.ints) + LaneBytes(v.doubles) + LaneBytes(v.strings) +
             LaneBytes(v.nulls) + LaneBytes(v.arrays);
    for (const Value& a : v.arrays) bytes += ValueBytes(a) - sizeof(Value);
  }
  return bytes;
}

int64_t BufferedBytes::Add(const DataChunk& chunk) {
  total_ += LaneBytes(chunk);
  return AddStrings(chunk);
}

int64_t BufferedBytes::AddStrings(const DataChunk& chunk) {
  for (const Vector& v : chunk.columns) {
    if (v.arena == nullptr) continue;
    // Arenas only grow: the strings counted already are not looked at.
    size_t& counted = arenas_[v.arena.get()];
    total_ += ArenaBytes(*v.arena, counted);
    counted = v.arena->size();
  }
  return total_;
}

void BufferedBytes::Clear() {
  arenas_.clear();
  total_ = 0;
}

}  // namespace kite
