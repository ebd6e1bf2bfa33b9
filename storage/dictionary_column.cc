#include "storage/dictionary_column.h"

#include <string>
#include <utility>

namespace kite::storage_internal {

uint32_t& DictionaryColumn::Slot(RowId row, bool* had_value) {
  size_t c = ChunkOf(row), o = OffsetOf(row);
  if (c >= codes_.size()) codes_.resize(c + 1);
  std::vector<uint32_t>& chunk = codes_[c];
  if (o >= chunk.size()) {
    if (o >= chunk.capacity()) {
      size_t want = chunk.capacity() < 64 ? 64 : chunk.capacity() * 2;
      while (want <= o) want *= 2;
      chunk.reserve(want < kChunkRows ? want : kChunkRows);
    }
    size_t old_size = chunk.size();
    chunk.resize(o + 1, 0);
    // Slots skipped over hold no value: mark them NULL so that they are not
    // counted as values when written later.
    RowId base = static_cast<RowId>(c << kChunkShift);
    for (size_t skipped = old_size; skipped < o; ++skipped) {
      nulls_.Set(base + skipped, true);
    }
    *had_value = false;
  } else {
    *had_value = !nulls_.Get(row);
  }
  return chunk[o];
}

bool DictionaryColumn::Set(RowId row, const Value& v) {
  if (v.is_null()) {
    Clear(row);
    return false;
  }
  return SetText(row, v.text());
}

bool DictionaryColumn::SetText(RowId row, std::string_view text) {
  bool had_value;
  uint32_t& slot = Slot(row, &had_value);
  nulls_.Set(row, false);
  if (!had_value) ++value_count_;
  auto it = lookup_.find(text);
  if (it != lookup_.end()) {
    slot = it->second;
    return false;
  }
  uint32_t code = static_cast<uint32_t>(views_.size());
  // The string of the entry last popped with this code, if the same, is
  // taken again (a statement that fails and is retried does not add one
  // each time); no other entry has this text.
  if (code >= strings_->size() || (*strings_)[code] != text) {
    strings_->emplace_back(text);
    views_.push_back(strings_->back());
  } else {
    views_.push_back((*strings_)[code]);
  }
  lookup_.emplace(views_.back(), code);
  slot = code;
  return true;
}

void DictionaryColumn::Clear(RowId row) {
  bool had_value;
  Slot(row, &had_value) = 0;
  nulls_.Set(row, true);
  if (had_value) --value_count_;
}

void DictionaryColumn::PopEntry() {
  // The string stays: a result may view it.
  if (views_.empty()) return;
  lookup_.erase(views_.back());
  views_.pop_back();
}

void DictionaryColumn::Encode(RowId row, Type type, std::string* out) const {
  if (HasValue(row)) {
    EncodeText(TextAt(row), out);
  } else {
    ColumnStore::Encode(row, type, out);
  }
}

Value DictionaryColumn::Get(RowId row) const {
  if (!HasValue(row)) return Value::Null(Type::Text());
  return Value::Text(std::string(TextAt(row)));
}

void DictionaryColumn::Fetch(const RowId* rows, int n, Vector* out) const {
  nulls_.FetchInto(rows, n, out);
  const std::string_view* views = views_.data();
  std::string_view* dst = out->strings.data();
  if (!out->nulls.empty()) {
    for (int i = 0; i < n; ++i) {
      if (out->nulls[i]) continue;
      RowId r = rows[i];
      dst[i] = views[codes_[ChunkOf(r)][OffsetOf(r)]];
    }
    return;
  }
  if (IsContiguousInChunk(rows, n)) {
    const uint32_t* codes = codes_[ChunkOf(rows[0])].data() + OffsetOf(rows[0]);
    for (int i = 0; i < n; ++i) dst[i] = views[codes[i]];
    return;
  }
  for (int i = 0; i < n; ++i) {
    RowId r = rows[i];
    dst[i] = views[codes_[ChunkOf(r)][OffsetOf(r)]];
  }
}

void DictionaryColumn::AppendTo(const RowId* rows, int n, Type type,
                                ValueLanes* out) const {
  nulls_.AppendTo(rows, n, &out->nulls);
  const uint8_t* null =
      nulls_.any() ? out->nulls.data() + out->nulls.size() - n : nullptr;
  out->AppendTextViews(
      n, null, [&](int i) { return TextAt(rows[i]); }, strings_);
}

void DictionaryColumn::SetOne(RowId row, Type type, ValueLanes* out) const {
  const bool null = nulls_.Get(row);
  out->SetSlotView(null, null ? std::string_view() : TextAt(row), strings_);
}

void DictionaryColumn::PrefetchValues(const RowId* rows, int n) const {
  for (int i = 0; i < n; ++i) {
    const size_t c = ChunkOf(rows[i]), o = OffsetOf(rows[i]);
    if (c < codes_.size() && o < codes_[c].size()) {
      __builtin_prefetch(views_[codes_[c][o]].data());
    }
  }
}

void DictionaryColumn::Prefetch(const RowId* rows, int n) const {
  for (int i = 0; i < n; ++i) {
    const size_t c = ChunkOf(rows[i]);
    if (c < codes_.size()) {
      __builtin_prefetch(codes_[c].data() + OffsetOf(rows[i]));
    }
  }
}

void DictionaryColumn::FetchCodes(const RowId* rows, int n, Vector* out) const {
  int64_t* dst = out->ints.data();
  for (int i = 0; i < n; ++i) {
    RowId r = rows[i];
    dst[i] = codes_[ChunkOf(r)][OffsetOf(r)];
  }
  nulls_.FetchInto(rows, n, out);
}

std::optional<uint32_t> DictionaryColumn::Code(std::string_view text) const {
  auto it = lookup_.find(text);
  if (it == lookup_.end()) return std::nullopt;
  return it->second;
}

bool DictionaryColumn::ShouldConvert() const {
  // Popped entries' strings count: converting is what frees them.
  if (strings_->size() > kMaxDictionaryEntries) return true;
  return value_count_ >= kDictionaryProbeValues &&
         views_.size() > value_count_ / 2;
}

std::unique_ptr<HeapColumn> DictionaryColumn::ConvertToHeap() const {
  auto heap = std::make_unique<HeapColumn>(Type::Text());
  for (size_t c = 0; c < codes_.size(); ++c) {
    for (size_t o = 0; o < codes_[c].size(); ++o) {
      RowId row = static_cast<RowId>((c << kChunkShift) | o);
      if (nulls_.Get(row)) {
        heap->SetNull(row);
      } else {
        heap->SetBytes(row, views_[codes_[c][o]]);
      }
    }
  }
  return heap;
}

size_t DictionaryColumn::MemoryBytes() const {
  size_t bytes = nulls_.MemoryBytes() + codes_.capacity() * sizeof(codes_[0]);
  for (const auto& chunk : codes_) bytes += chunk.capacity() * sizeof(uint32_t);
  for (const std::string& e : *strings_) {
    bytes += sizeof(std::string);
    if (e.capacity() > 15) bytes += e.capacity() + 1;
  }
  bytes += views_.capacity() * sizeof(std::string_view);
  bytes +=
      lookup_.capacity() * (sizeof(std::pair<std::string_view, uint32_t>) + 1);
  return bytes;
}

}  // namespace kite::storage_internal
