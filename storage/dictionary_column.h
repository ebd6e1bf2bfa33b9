// TEXT with few distinct values: each row holds a uint32 code into a
// dictionary of the distinct strings, so equality can compare codes.
//
// Entries are only ever appended (an entry whose rows were all overwritten
// stays), except that PopEntry() removes the newest one when an undo log
// takes back the write that added it. Once the dictionary grows large
// (ShouldConvert) the table replaces the column with a HeapColumn.
//
// An entry's string is never changed or freed while the column lives (a
// popped entry's string stays behind), and results view the strings
// instead of copying them, keeping their store alive (AppendTo).
#ifndef KITE_STORAGE_DICTIONARY_COLUMN_H_
#define KITE_STORAGE_DICTIONARY_COLUMN_H_

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "storage/column_store.h"
#include "storage/heap_column.h"

namespace kite::storage_internal {

// A dictionary larger than this converts to plain heap storage.
inline constexpr size_t kMaxDictionaryEntries = 65536;
// Once the column holds this many values, a dictionary with more entries
// than half the values converts too (the column is mostly unique).
inline constexpr size_t kDictionaryProbeValues = 4096;

class DictionaryColumn final : public ColumnStore {
 public:
  DictionaryColumn() = default;

  bool Set(RowId row, const Value& v) override;
  // Stores `text` at `row`; returns true if it added a dictionary entry.
  bool SetText(RowId row, std::string_view text);
  void Clear(RowId row) override;
  Value Get(RowId row) const override;
  void Encode(RowId row, Type type, std::string* out) const override;
  void Fetch(const RowId* rows, int n, Vector* out) const override;
  void AppendTo(const RowId* rows, int n, Type type,
                ValueLanes* out) const override;
  void SetOne(RowId row, Type type, ValueLanes* out) const override;
  void Prefetch(const RowId* rows, int n) const override;
  void PrefetchValues(const RowId* rows, int n) const override;
  size_t MemoryBytes() const override;
  const char* Encoding() const override { return "dictionary"; }
  ChunkView View(size_t c) const override {
    if (c >= codes_.size()) return {};
    return {codes_[c].data(), nulls_.ChunkWords(c),
            static_cast<RowId>(codes_[c].size())};
  }
  std::string_view TextAt(RowId row) const override {
    return views_[codes_[ChunkOf(row)][OffsetOf(row)]];
  }
  bool PeekText(RowId row, std::string_view* text) const override {
    if (!HasValue(row)) return false;
    *text = TextAt(row);
    return true;
  }
  // The text of dictionary entry `code` (code < entry_count()).
  std::string_view Entry(uint32_t code) const { return views_[code]; }
  DictionaryColumn* AsDictionary() override { return this; }
  const DictionaryColumn* AsDictionary() const override { return this; }

  // The code of `text`, if it is in the dictionary.
  std::optional<uint32_t> Code(std::string_view text) const;
  // Writes the codes of rows[0..n) to out->ints (out already Reset to a
  // BIGINT vector of n values), with NULLs in out->nulls.
  void FetchCodes(const RowId* rows, int n, Vector* out) const;
  // Removes the newest entry (undo of the write that added it).
  void PopEntry();
  size_t entry_count() const { return views_.size(); }

  // Whether the dictionary has become too large to pay off.
  bool ShouldConvert() const;
  // The same values in plain heap storage.
  std::unique_ptr<HeapColumn> ConvertToHeap() const;

 private:
  // Whether `row` holds a value (is written and not NULL).
  bool HasValue(RowId row) const {
    const size_t c = ChunkOf(row);
    return !nulls_.Get(row) && c < codes_.size() &&
           OffsetOf(row) < codes_[c].size();
  }
  // The code slot of `row`, growing the column; *had_value says whether the
  // slot held a non-NULL value.
  uint32_t& Slot(RowId row, bool* had_value);

  std::vector<std::vector<uint32_t>> codes_;
  NullMask nulls_;
  // The strings of the entries, and of popped entries after them. A deque
  // never moves its strings, so the views (in views_, as keys of lookup_
  // and in results, which share the deque) stay valid while strings are
  // appended.
  std::shared_ptr<std::deque<std::string>> strings_ =
      std::make_shared<std::deque<std::string>>();
  std::vector<std::string_view> views_;
  absl::flat_hash_map<std::string_view, uint32_t> lookup_;
  // Non-NULL values stored (live or not yet cleared slots).
  size_t value_count_ = 0;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_DICTIONARY_COLUMN_H_
