#include "storage/compressed_column.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "storage/array_codec.h"
#include "storage/block_codec.h"

namespace kite::storage_internal {
namespace {

uint32_t LoadU32(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, sizeof(v));
  return v;
}

// Starts a block's decompressed form for `count` values: the end offsets,
// filled in by AppendValue.
void StartRaw(size_t count, std::string* raw) {
  raw->assign(count * sizeof(uint32_t), '\0');
}

void AppendValue(size_t index, std::string_view bytes, std::string* raw,
                 size_t count) {
  raw->append(bytes);
  const uint32_t end =
      static_cast<uint32_t>(raw->size() - count * sizeof(uint32_t));
  std::memcpy(raw->data() + index * sizeof(uint32_t), &end, sizeof(end));
}

}  // namespace

CompressedColumn::CompressedColumn(Type type, Compression method)
    : type_(type), method_(method) {}

bool CompressedColumn::Set(RowId row, const Value& v) {
  std::string encoded;
  if (v.is_null()) {
    SetNull(row);
  } else {
    SetBytes(row, StoredBytes(v, &encoded));
  }
  return false;
}

const CompressedColumn::Block* CompressedColumn::FindBlock(RowId row) const {
  auto it =
      std::upper_bound(blocks_.begin(), blocks_.end(), row,
                       [](RowId r, const Block& b) { return r < b.first; });
  if (it == blocks_.begin()) return nullptr;
  --it;
  return row - it->first < it->count ? &*it : nullptr;
}

std::string_view CompressedColumn::OpenValue(RowId row) const {
  const size_t i = row - open_first_;
  const size_t begin = i == 0 ? 0 : open_ends_[i - 1];
  return std::string_view(open_bytes_.data() + begin, open_ends_[i] - begin);
}

void CompressedColumn::Write(RowId row, std::string_view bytes, bool is_null) {
  nulls_.Set(row, is_null);
  if (InOpen(row)) {
    const size_t i = row - open_first_;
    if (i + 1 == open_ends_.size()) {
      // The newest row (an insert undone and redone): rewrite it in place.
      open_bytes_.resize(i == 0 ? 0 : open_ends_[i - 1]);
      if (!is_null) open_bytes_.append(bytes);
      open_ends_[i] = static_cast<uint32_t>(open_bytes_.size());
      patches_.erase(row);
    } else if (is_null) {
      patches_.erase(row);
    } else {
      patches_[row].assign(bytes);
    }
    return;
  }
  if (Block* b = FindBlock(row)) {
    if (is_null) {
      patches_.erase(row);
    } else {
      patches_[row].assign(bytes);
    }
    if (++b->writes * 2 > b->count) Rebuild(b);
    return;
  }
  // A row no block covers: it extends the open run or starts a new one.
  if (!open_ends_.empty() && row != open_first_ + open_ends_.size()) {
    SealOpen();
  }
  if (open_ends_.empty()) open_first_ = row;
  if (!is_null) open_bytes_.append(bytes);
  open_ends_.push_back(static_cast<uint32_t>(open_bytes_.size()));
  if (open_bytes_.size() >= TargetBytes() ||
      open_ends_.size() >= kMaxBlockValues) {
    SealOpen();
  }
}

void CompressedColumn::SealOpen() {
  if (open_ends_.empty()) return;
  Block b;
  b.first = open_first_;
  b.count = static_cast<uint32_t>(open_ends_.size());
  std::string raw;
  raw.reserve(b.count * sizeof(uint32_t) + open_bytes_.size());
  StartRaw(b.count, &raw);
  for (uint32_t i = 0; i < b.count; ++i) {
    const RowId row = b.first + i;
    std::string_view value;
    if (!nulls_.Get(row)) {
      auto it = patches_.empty() ? patches_.end() : patches_.find(row);
      value =
          it != patches_.end() ? std::string_view(it->second) : OpenValue(row);
    }
    AppendValue(i, value, &raw, b.count);
  }
  if (!patches_.empty()) {
    for (uint32_t i = 0; i < b.count; ++i) patches_.erase(b.first + i);
  }
  Compress(raw, &b);
  auto at =
      std::upper_bound(blocks_.begin(), blocks_.end(), b.first,
                       [](RowId r, const Block& x) { return r < x.first; });
  blocks_.insert(at, std::move(b));
  if (method_ == Compression::kZstd && !dictionary_tried_) {
    MaybeTrainDictionary(open_bytes_.size());
  }
  open_ends_.clear();
  open_bytes_.clear();
  if (open_bytes_.capacity() > 4 * kTargetBlockBytes) {
    open_bytes_.shrink_to_fit();
  }
}

void CompressedColumn::MaybeTrainDictionary(size_t sealed_values) {
  compressed_values_ += sealed_values;
  if (compressed_values_ < kDictionaryAfterBytes) return;
  dictionary_tried_ = true;
  // The samples: the values of the first blocks, decompressed again.
  std::string samples;
  std::vector<size_t> sizes;
  std::string raw;
  for (const Block& b : blocks_) {
    if (samples.size() >= kDictionarySampleBytes) break;
    raw.resize(b.raw_size);
    Decompress(b, raw.data());
    for (RowId row = b.first; row - b.first < b.count; ++row) {
      const std::string_view v = RawValue(b, raw.data(), row);
      if (v.empty()) continue;
      samples.append(v);
      sizes.push_back(v.size());
    }
  }
  dictionary_ = ZstdDictionary::Train(samples, sizes, kDictionaryBytes);
}

void CompressedColumn::Compress(const std::string& raw, Block* b) {
  b->raw_size = static_cast<uint32_t>(raw.size());
  b->writes = 0;
  b->id = next_block_id_++;
  b->with_dictionary = dictionary_ != nullptr;
  if (b->with_dictionary) {
    dictionary_->Compress(raw, &b->data);
  } else {
    CompressBlock(method_, raw, &b->data);
  }
}

void CompressedColumn::Rebuild(Block* b) {
  // The rebuilt block's size: a few huge values written over a block's rows
  // could pass what its uint32 offsets (and lz4) address. Such a block keeps
  // its patches instead.
  // Its values are at most the old ones plus the patches.
  size_t patched = 0;
  for (uint32_t i = 0; i < b->count; ++i) {
    auto it = patches_.find(b->first + i);
    if (it != patches_.end()) patched += it->second.size();
  }
  if (patched > kMaxBlockRawBytes - b->raw_size) {
    b->writes = 0;
    return;
  }
  std::string old(b->raw_size, '\0');
  Decompress(*b, old.data());
  std::string raw;
  raw.reserve(old.size());
  StartRaw(b->count, &raw);
  for (uint32_t i = 0; i < b->count; ++i) {
    const RowId row = b->first + i;
    std::string_view value;
    if (!nulls_.Get(row)) {
      auto it = patches_.find(row);
      if (it != patches_.end()) {
        value = it->second;
      } else {
        value = RawValue(*b, old.data(), row);
      }
    }
    AppendValue(i, value, &raw, b->count);
  }
  for (uint32_t i = 0; i < b->count; ++i) patches_.erase(b->first + i);
  Compress(raw, b);
}

void CompressedColumn::Decompress(const Block& b, char* dst) const {
  const bool ok = b.with_dictionary
                      ? dictionary_->Decompress(b.data, dst, b.raw_size)
                      : DecompressBlock(method_, b.data, dst, b.raw_size);
  if (!ok) {
    // Cannot happen for blocks this column compressed; read empty values
    // rather than garbage.
    std::memset(dst, 0, b.raw_size);
  }
}

std::string_view CompressedColumn::RawValue(const Block& b, const char* raw,
                                            RowId row) {
  const size_t i = row - b.first;
  const char* bytes = raw + b.count * sizeof(uint32_t);
  const uint32_t begin = i == 0 ? 0 : LoadU32(raw + (i - 1) * sizeof(uint32_t));
  const uint32_t end = LoadU32(raw + i * sizeof(uint32_t));
  if (end < begin) return {};
  return std::string_view(bytes + begin, end - begin);
}

CompressedColumn::Raw CompressedColumn::CachedRaw(const Block& b) const {
  {
    std::lock_guard<std::mutex> lock(cache_mu_);
    for (CacheEntry& e : cache_) {
      if (e.id == b.id && e.raw != nullptr) {
        e.last_use = ++cache_clock_;
        cache_hits_.fetch_add(1, std::memory_order_relaxed);
        return e.raw;
      }
    }
  }
  cache_misses_.fetch_add(1, std::memory_order_relaxed);
  auto raw = std::make_shared<std::string>(b.raw_size, '\0');
  Decompress(b, raw->data());
  std::lock_guard<std::mutex> lock(cache_mu_);
  CacheEntry* victim = &cache_[0];
  for (CacheEntry& e : cache_) {
    if (e.id == b.id && e.raw != nullptr) return e.raw;  // another reader's
    if (e.last_use < victim->last_use) victim = &e;
  }
  victim->id = b.id;
  victim->last_use = ++cache_clock_;
  victim->raw = raw;
  return raw;
}

std::string CompressedColumn::GetBytes(RowId row) const {
  if (auto it = patches_.find(row); it != patches_.end()) return it->second;
  if (InOpen(row)) return std::string(OpenValue(row));
  const Block* b = FindBlock(row);
  if (b == nullptr) return {};
  Raw raw = CachedRaw(*b);
  return std::string(RawValue(*b, raw->data(), row));
}

Value CompressedColumn::Get(RowId row) const {
  if (nulls_.Get(row) ||
      (!patches_.contains(row) && !InOpen(row) && FindBlock(row) == nullptr)) {
    return Value::Null(type_);
  }
  std::string bytes = GetBytes(row);
  if (type_.is_string_lane()) return Value::Bytes(type_, std::move(bytes));
  return DecodeArray(type_, bytes);
}

void CompressedColumn::Emit(int i, std::string_view bytes, Vector* out) const {
  if (type_.is_string_lane()) {
    out->strings[i] = bytes;
  } else {
    out->arrays[i] = DecodeArray(type_, bytes);
  }
}

void CompressedColumn::Fetch(const RowId* rows, int n, Vector* out) const {
  nulls_.FetchInto(rows, n, out);
  const bool has_nulls = !out->nulls.empty();
  int i = 0;
  while (i < n) {
    const RowId r = rows[i];
    if (has_nulls && out->nulls[i]) {
      ++i;
      continue;
    }
    if (!patches_.empty()) {
      if (auto it = patches_.find(r); it != patches_.end()) {
        Emit(i++, it->second, out);
        continue;
      }
    }
    if (InOpen(r)) {
      Emit(i++, OpenValue(r), out);
      continue;
    }
    const Block* b = FindBlock(r);
    if (b == nullptr) {
      out->SetNull(i++);  // a slot never written
      continue;
    }
    int j = i + 1;
    while (j < n && rows[j] >= b->first && rows[j] - b->first < b->count) ++j;
    FetchFromBlock(*b, rows, i, j, out);
    i = j;
  }
}

void CompressedColumn::FetchFromBlock(const Block& b, const RowId* rows, int i,
                                      int j, Vector* out) const {
  const bool text = type_.is_string_lane();
  auto wanted = [&](int k, std::string_view* patch) {
    if (out->IsNull(k)) return false;
    if (!patches_.empty()) {
      if (auto it = patches_.find(rows[k]); it != patches_.end()) {
        *patch = it->second;
        return false;
      }
    }
    return true;
  };
  // Emits rows[i..j) from the block's decompressed bytes `raw` (views into
  // it for TEXT, so it must outlive them).
  auto emit_all = [&](const char* raw) {
    for (int k = i; k < j; ++k) {
      std::string_view patch;
      if (wanted(k, &patch)) {
        Emit(k, RawValue(b, raw, rows[k]), out);
      } else if (patch.data() != nullptr) {
        Emit(k, patch, out);
      }
    }
  };
  // A batch reading most of the block (a scan) decompresses it straight
  // into memory the vector owns: no copy, and the cache is left to point
  // reads.
  if (2 * static_cast<uint32_t>(j - i) >= b.count) {
    std::string* raw;
    std::string scratch;
    if (text) {
      if (out->arena == nullptr) out->arena = std::make_shared<StringArena>();
      raw = &out->arena->emplace_back();
    } else {
      raw = &scratch;
    }
    raw->resize(b.raw_size);
    Decompress(b, raw->data());
    emit_all(raw->data());
    return;
  }
  Raw raw = CachedRaw(b);
  if (!text) {
    emit_all(raw->data());
    return;
  }
  // Copies the values the batch uses out of the shared cached block into
  // one string of the vector's arena.
  size_t total = 0;
  for (int k = i; k < j; ++k) {
    std::string_view patch;
    if (wanted(k, &patch)) total += RawValue(b, raw->data(), rows[k]).size();
  }
  if (out->arena == nullptr) out->arena = std::make_shared<StringArena>();
  std::string& copy = out->arena->emplace_back();
  copy.resize(total);
  size_t at = 0;
  for (int k = i; k < j; ++k) {
    std::string_view patch;
    if (wanted(k, &patch)) {
      std::string_view v = RawValue(b, raw->data(), rows[k]);
      if (!v.empty()) std::memcpy(copy.data() + at, v.data(), v.size());
      out->strings[k] = std::string_view(copy.data() + at, v.size());
      at += v.size();
    } else if (patch.data() != nullptr) {
      Emit(k, patch, out);
    }
  }
}

size_t CompressedColumn::raw_block_bytes() const {
  size_t total = 0;
  for (const Block& b : blocks_) total += b.raw_size;
  return total;
}

size_t CompressedColumn::compressed_block_bytes() const {
  size_t total = 0;
  for (const Block& b : blocks_) total += b.data.size();
  return total;
}

size_t CompressedColumn::MemoryBytes() const {
  size_t bytes = nulls_.MemoryBytes() + blocks_.capacity() * sizeof(Block) +
                 open_ends_.capacity() * sizeof(uint32_t) +
                 open_bytes_.capacity();
  for (const Block& b : blocks_) bytes += b.data.capacity();
  if (dictionary_ != nullptr) bytes += dictionary_->MemoryBytes();
  bytes += patches_.capacity() * (sizeof(std::pair<RowId, std::string>) + 1);
  for (const auto& [row, value] : patches_) {
    if (value.capacity() > 15) bytes += value.capacity() + 1;
  }
  std::lock_guard<std::mutex> lock(cache_mu_);
  for (const CacheEntry& e : cache_) {
    if (e.raw != nullptr) bytes += e.raw->capacity();
  }
  return bytes;
}

}  // namespace kite::storage_internal
