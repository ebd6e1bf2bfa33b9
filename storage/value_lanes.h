// Values appended row after row, one lane per kind of value: how a result
// holds a column (exec/result_data.h). They are appended from a Vector,
// or straight from a table's columns (Table::AppendRows), which skips the
// Vector in between when nothing else reads the rows.
#ifndef KITE_STORAGE_VALUE_LANES_H_
#define KITE_STORAGE_VALUE_LANES_H_

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "kite/type.h"
#include "kite/value.h"
#include "storage/vector.h"

namespace kite {

struct ValueLanes {
  std::vector<uint8_t> nulls;   // one per row, 1 = NULL
  std::vector<int64_t> ints;    // int-lane types
  std::vector<double> doubles;  // double precision
  std::vector<uint64_t> ends;   // text: end offset of each row in `bytes`
  std::string bytes;
  std::vector<Value> arrays;  // array types
  // Text not copied (AppendTextViews): views into a table's heap bytes,
  // which `pins` keep alive. A column's text is all in bytes/ends or all
  // here (`viewed`).
  bool viewed = false;
  std::vector<std::string_view> views;
  std::vector<std::shared_ptr<const void>> pins;

  // Empties the rows, keeping the buffers (inline: every result column of
  // every query is cleared).
  void ClearRows() {
    nulls.clear();
    ints.clear();
    doubles.clear();
    ends.clear();
    bytes.clear();
    arrays.clear();
    viewed = false;
    views.clear();
    pins.clear();
  }
  // The text of row `row`.
  std::string_view Text(size_t row) const {
    if (viewed) return views[row];
    const uint64_t begin = row == 0 ? 0 : ends[row - 1];
    return std::string_view(bytes).substr(begin, ends[row] - begin);
  }
  // Appends the first `n` values of `v`, of type `t`.
  void AppendVector(Type t, const Vector& v, int n);
  // Appends `n` TEXT values given by `text(i)` (a string_view), NULL where
  // `null` (n flags, or null for none) says so; their bytes take at most
  // one allocation.
  template <typename TextAt>
  void AppendTexts(int n, const uint8_t* null, TextAt text);
  // As AppendTexts, but the values' bytes are not copied: they must stay as
  // they are while `pin` lives (it is kept until ClearRows). Copies when
  // the column already holds copied text.
  template <typename TextAt, typename Pinned>
  void AppendTextViews(int n, const uint8_t* null, TextAt text,
                       const std::shared_ptr<Pinned>& pin);
  // Turns viewed text into copied text (before copied text is appended).
  void CopyViews();

  // The one-row form (ResultData::StartOneRow, a keyed SELECT's result):
  // empties the lanes and gives those of type `t` one slot, row 0, which
  // SetSlot and the column stores' SetOne then write in place. A result
  // reused for the next lookup neither clears nor grows a vector, and its
  // lanes never move. TEXT is viewed (views[0], pinned by pins[0]).
  void MakeSlot(Type t);
  // Writes `v` (NULL or of type `t`, the slot's) into the slot; TEXT is
  // copied into `bytes` and viewed there.
  void SetSlot(Type t, const Value& v);
  // Writes viewed text into the slot (NULL when `null`; else `text`, whose
  // bytes `pin` keeps).
  template <typename Pinned>
  void SetSlotView(bool null, std::string_view text,
                   const std::shared_ptr<Pinned>& pin) {
    nulls[0] = null ? 1 : 0;
    if (null) {
      EmptySlot();
    } else {
      views[0] = text;
      pins[0] = pin;
    }
  }
  // Forgets the slot's text or array (its pin, its elements), keeping the
  // slot.
  void EmptySlot() {
    if (viewed) {
      views[0] = std::string_view();
      pins[0].reset();
    } else if (!arrays.empty()) {
      arrays[0] = Value();
    }
  }
};

template <typename TextAt>
void ValueLanes::AppendTexts(int n, const uint8_t* null, TextAt text) {
  if (viewed) CopyViews();
  size_t total = bytes.size();
  for (int i = 0; i < n; ++i) {
    if (null == nullptr || !null[i]) total += text(i).size();
  }
  // Geometric, so that a large result is not copied batch after batch.
  if (total > bytes.capacity()) {
    bytes.reserve(std::max(total, 2 * bytes.capacity()));
  }
  for (int i = 0; i < n; ++i) {
    if (null == nullptr || !null[i]) bytes.append(text(i));
    ends.push_back(bytes.size());
  }
}

template <typename TextAt, typename Pinned>
void ValueLanes::AppendTextViews(int n, const uint8_t* null, TextAt text,
                                 const std::shared_ptr<Pinned>& pin) {
  if (!viewed && !ends.empty()) {
    AppendTexts(n, null, text);
    return;
  }
  viewed = true;
  if (pin != nullptr &&
      (pins.empty() ||
       pins.back().get() != static_cast<const void*>(pin.get()))) {
    pins.emplace_back(pin);
  }
  for (int i = 0; i < n; ++i) {
    views.push_back(null == nullptr || !null[i] ? text(i) : std::string_view());
  }
}

}  // namespace kite

#endif  // KITE_STORAGE_VALUE_LANES_H_
