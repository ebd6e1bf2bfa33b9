#include "exec/sort_keys.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "exec/chunk_util.h"

namespace kite {
namespace {

constexpr uint64_t kSignBit = uint64_t{1} << 63;

// Words of key prefix kept per row when a key is TEXT; rows whose prefixes
// tie are compared cell by cell. Two words hold short names whole (the items
// names, "kasolpa depil", share 8-byte prefixes often); one word measured
// faster only on strings that 8 bytes already tell apart.
constexpr int kTextPrefixWords = 2;
// The widest prefix kept per row; longer fixed keys fall back to
// CompareSortRows on ties.
constexpr int kMaxWords = 4;

inline void StoreBig64(uint64_t v, uint8_t* out) {
  if constexpr (std::endian::native == std::endian::little) {
    v = __builtin_bswap64(v);
  }
  std::memcpy(out, &v, sizeof(v));
}

inline void StoreBig32(uint32_t v, uint8_t* out) {
  if constexpr (std::endian::native == std::endian::little) {
    v = __builtin_bswap32(v);
  }
  std::memcpy(out, &v, sizeof(v));
}

inline uint64_t FromBig64(uint64_t v) {
  if constexpr (std::endian::native == std::endian::little) {
    return __builtin_bswap64(v);
  }
  return v;
}

// The bits of `d` as an unsigned number in CompareCells' order: -0.0 as
// 0.0, every NaN as the one quiet NaN, which lands above +Infinity.
inline uint64_t OrderedDoubleBits(double d) {
  if (d == 0) d = 0;
  if (std::isnan(d)) d = std::numeric_limits<double>::quiet_NaN();
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof(bits));
  return (bits & kSignBit) ? ~bits : bits ^ kSignBit;
}

}  // namespace

SortKeyEncoder::SortKeyEncoder(const std::vector<plan::SortKey>& keys,
                               const std::vector<Type>& types,
                               const std::vector<bool>& nullable) {
  for (size_t i = 0; i < keys.size(); ++i) {
    const plan::SortKey& k = keys[i];
    Part p;
    p.column = k.column;
    p.descending = k.descending;
    p.has_marker = nullable.empty() || nullable[i];
    p.null_marker = k.nulls_first ? 0 : 1;
    const Type t = types[k.column];
    switch (t.id) {
      case TypeId::kNull:
        p.kind = Kind::kNone;
        p.width = 0;
        break;
      case TypeId::kBoolean:
        p.kind = Kind::kBool;
        p.width = 1;
        break;
      case TypeId::kSmallint:
      case TypeId::kInteger:
        p.kind = Kind::kInt32;
        p.width = 4;
        break;
      case TypeId::kBigint:
      case TypeId::kNumeric:
      case TypeId::kDate:
      case TypeId::kTimestamp:
      case TypeId::kTimestamptz:
      case TypeId::kTime:
        p.kind = Kind::kInt64;
        p.width = 8;
        break;
      case TypeId::kDouble:
      case TypeId::kReal:
        p.kind = Kind::kDouble;
        p.width = 8;
        break;
      case TypeId::kText:
      case TypeId::kUuid:
      case TypeId::kBytea:
        p.kind = Kind::kText;
        p.width = 0;
        fixed_size_ = -1;
        break;
      case TypeId::kIntegerArray:
      case TypeId::kBigintArray:
      case TypeId::kTextArray:
        // The encoding stops here: later keys cannot be placed after a key
        // whose bytes are unknown.
        complete_ = false;
        fixed_size_ = -1;
        return;
    }
    if (fixed_size_ >= 0) fixed_size_ += (p.has_marker ? 1 : 0) + p.width;
    parts_.push_back(p);
  }
}

void SortKeyEncoder::Write(const Part& p, const Vector& v, int row,
                           uint8_t* buf, int* pos, int limit) {
  if (*pos >= limit) return;
  const bool is_null = v.IsNull(row);
  if (p.has_marker) {
    buf[(*pos)++] = is_null ? p.null_marker : 1 - p.null_marker;
  }
  if (p.kind == Kind::kText) {
    if (is_null) return;
    const uint8_t flip = p.descending ? 0xFF : 0x00;
    const std::string_view s = v.strings[row];
    int at = *pos;
    for (unsigned char ch : s) {
      if (at >= limit) break;
      if (ch == 0) {
        buf[at++] = flip;
        if (at < limit) buf[at++] = 1 ^ flip;
      } else {
        buf[at++] = ch ^ flip;
      }
    }
    if (at < limit) buf[at++] = flip;
    if (at < limit) buf[at++] = flip;
    *pos = at;
    return;
  }
  if (p.width == 0) return;
  // Fixed width: the value's bytes, or zeros for NULL.
  uint8_t bytes[8] = {0};
  if (!is_null) {
    switch (p.kind) {
      case Kind::kBool:
        bytes[0] = v.ints[row] != 0 ? 1 : 0;
        break;
      case Kind::kInt32:
        StoreBig32(static_cast<uint32_t>(v.ints[row]) ^ 0x80000000u, bytes);
        break;
      case Kind::kInt64:
        StoreBig64(static_cast<uint64_t>(v.ints[row]) ^ kSignBit, bytes);
        break;
      case Kind::kDouble:
        StoreBig64(OrderedDoubleBits(v.doubles[row]), bytes);
        break;
      case Kind::kNone:
      case Kind::kText:
        break;
    }
    if (p.descending) {
      for (int i = 0; i < p.width; ++i) bytes[i] = ~bytes[i];
    }
  }
  const int n = std::min(p.width, limit - *pos);
  std::memcpy(buf + *pos, bytes, n);
  *pos += n;
}

namespace {

// Writes one fixed-width key of rows [0, n) of `v` to out + row * stride:
// the marker byte (when `marker`), then the kWidth low bytes of bits(row)
// big-endian, inverted for DESC; a NULL is its marker and zeros.
template <int kWidth, typename Bits>
void EncodeFixedColumn(const Vector& v, int n, bool marker, uint8_t null_marker,
                       bool descending, uint8_t* out, size_t stride,
                       Bits bits) {
  const uint8_t* nulls = v.nulls.empty() ? nullptr : v.nulls.data();
  const uint8_t value_marker = 1 - null_marker;
  const uint64_t flip = descending ? ~uint64_t{0} : 0;
  for (int r = 0; r < n; ++r) {
    uint8_t* dst = out + r * stride;
    if (marker) {
      const bool is_null = nulls != nullptr && nulls[r] != 0;
      *dst++ = is_null ? null_marker : value_marker;
      if (is_null) {
        std::memset(dst, 0, kWidth);
        continue;
      }
    }
    const uint64_t x = bits(r) ^ flip;
    if constexpr (kWidth == 8) {
      StoreBig64(x, dst);
    } else if constexpr (kWidth == 4) {
      StoreBig32(static_cast<uint32_t>(x), dst);
    } else {
      *dst = static_cast<uint8_t>(x);
    }
  }
}

}  // namespace

void SortKeyEncoder::EncodeColumn(const Part& p, const Vector& v, int n,
                                  uint8_t* out, size_t stride) {
  const bool m = p.has_marker;
  const uint8_t nm = p.null_marker;
  const bool desc = p.descending;
  const int64_t* ints = v.ints.data();
  switch (p.kind) {
    case Kind::kBool:
      EncodeFixedColumn<1>(v, n, m, nm, desc, out, stride,
                           [&](int r) { return uint64_t{ints[r] != 0}; });
      break;
    case Kind::kInt32:
      EncodeFixedColumn<4>(v, n, m, nm, desc, out, stride, [&](int r) {
        return uint64_t{static_cast<uint32_t>(ints[r]) ^ 0x80000000u};
      });
      break;
    case Kind::kInt64:
      EncodeFixedColumn<8>(v, n, m, nm, desc, out, stride, [&](int r) {
        return static_cast<uint64_t>(ints[r]) ^ kSignBit;
      });
      break;
    case Kind::kDouble: {
      const double* doubles = v.doubles.data();
      EncodeFixedColumn<8>(v, n, m, nm, desc, out, stride, [&](int r) {
        return OrderedDoubleBits(doubles[r]);
      });
      break;
    }
    case Kind::kNone: {
      const uint8_t* nulls = v.nulls.empty() ? nullptr : v.nulls.data();
      if (!m) break;
      for (int r = 0; r < n; ++r) {
        out[r * stride] = nulls != nullptr && nulls[r] != 0 ? nm : 1 - nm;
      }
      break;
    }
    case Kind::kText:
      break;
  }
}

void SortKeyEncoder::EncodePrefixes(const DataChunk& chunk, int width,
                                    uint8_t* out, size_t stride) const {
  const int n = chunk.size;
  if (n == 0) return;
  // Zero padding for short keys, in one pass over the whole region.
  if (fixed_size_ < 0 || fixed_size_ < width) {
    std::memset(out, 0, (n - 1) * stride + width);
  }
  // Leading fixed-width keys sit at the same offset in every row: encode
  // them a column at a time, whole while they fit in the stride.
  int offset = 0;
  size_t next = 0;
  for (; next < parts_.size() && offset < width; ++next) {
    const Part& p = parts_[next];
    const int len = (p.has_marker ? 1 : 0) + p.width;
    if (p.kind == Kind::kText || offset + len > static_cast<int>(stride)) {
      break;
    }
    EncodeColumn(p, chunk.columns[p.column], n, out + offset, stride);
    offset += len;
  }
  if (offset >= width || next == parts_.size()) return;
  // The rest row by row: text, and a key cut by the end of the stride.
  for (int r = 0; r < n; ++r) {
    uint8_t* row = out + r * stride;
    int pos = offset;
    for (size_t i = next; i < parts_.size() && pos < width; ++i) {
      Write(parts_[i], chunk.columns[parts_[i].column], r, row, &pos, width);
    }
  }
}

std::string SortKeyEncoder::Encode(const DataChunk& chunk, int row) const {
  size_t max = 0;
  for (const Part& p : parts_) {
    max += 1 + p.width;
    const Vector& v = chunk.columns[p.column];
    if (p.kind == Kind::kText && !v.IsNull(row)) {
      max += 2 * v.strings[row].size() + 2;
    }
  }
  std::string out(max, '\0');
  auto* buf = reinterpret_cast<uint8_t*>(out.data());
  int pos = 0;
  for (const Part& p : parts_) {
    Write(p, chunk.columns[p.column], row, buf, &pos, static_cast<int>(max));
  }
  out.resize(pos);
  return out;
}

int CompareSortRows(const std::vector<DataChunk>& chunks,
                    const std::vector<plan::SortKey>& keys, SortRowRef a,
                    SortRowRef b) {
  for (const plan::SortKey& k : keys) {
    const Vector& va = chunks[a.first].columns[k.column];
    const Vector& vb = chunks[b.first].columns[k.column];
    const bool na = va.IsNull(a.second), nb = vb.IsNull(b.second);
    if (na || nb) {
      if (na == nb) continue;
      return na == k.nulls_first ? -1 : 1;
    }
    const int c = CompareCells(va, a.second, vb, b.second);
    if (c != 0) return k.descending ? -c : c;
  }
  return 0;
}

namespace {

// A row to sort: the first W words of its key (as numbers, so comparing
// words compares the big-endian bytes) and where the row is. `ref` orders
// rows by input position, which makes every key unique: any sort or
// selection algorithm then gives the stable sort's order.
template <int W>
struct Entry {
  uint64_t w[W];
  uint64_t ref;
};

inline uint64_t PackRef(uint32_t chunk, int row) {
  return (uint64_t{chunk} << 32) | static_cast<uint32_t>(row);
}

inline SortRowRef UnpackRef(uint64_t ref) {
  return {static_cast<uint32_t>(ref >> 32), static_cast<int>(ref & 0xFFFFFFFF)};
}

// Complete: the W words hold whole keys, so equal words mean equal keys.
template <int W, bool kComplete>
struct EntryLess {
  const std::vector<DataChunk>* chunks;
  const std::vector<plan::SortKey>* keys;

  bool operator()(const Entry<W>& a, const Entry<W>& b) const {
    for (int i = 0; i < W; ++i) {
      if (a.w[i] != b.w[i]) return a.w[i] < b.w[i];
    }
    if constexpr (!kComplete) {
      const int c =
          CompareSortRows(*chunks, *keys, UnpackRef(a.ref), UnpackRef(b.ref));
      if (c != 0) return c < 0;
    }
    return a.ref < b.ref;
  }
};

// Encodes the rows of `chunk` (batch `index`) into out[0..chunk.size).
template <int W>
void EncodeEntries(const SortKeyEncoder& encoder, const DataChunk& chunk,
                   uint32_t index, Entry<W>* out) {
  encoder.EncodePrefixes(chunk, W * 8, reinterpret_cast<uint8_t*>(out),
                         sizeof(Entry<W>));
  for (int r = 0; r < chunk.size; ++r) {
    Entry<W>& e = out[r];
    for (int i = 0; i < W; ++i) e.w[i] = FromBig64(e.w[i]);
    e.ref = PackRef(index, r);
  }
}

// Byte `i` of an entry's key prefix, most significant first.
template <int W>
inline uint8_t KeyByte(const Entry<W>& e, int i) {
  return static_cast<uint8_t>(e.w[i / 8] >> (56 - 8 * (i % 8)));
}

// MSD radix sort of entries[0, n) on key byte `byte` onwards (bytes before
// it are equal across the range); `scratch` holds n entries. Small ranges,
// and ranges whose prefix bytes are all equal, go to std::sort with `less`,
// which breaks ties by the cells and the input position.
template <int W, typename Less>
void RadixSort(Entry<W>* entries, Entry<W>* scratch, size_t n, int byte,
               const Less& less) {
  constexpr size_t kSmall = 48;
  while (true) {
    if (n <= kSmall || byte == W * 8) {
      std::sort(entries, entries + n, less);
      return;
    }
    size_t counts[256] = {0};
    for (size_t i = 0; i < n; ++i) ++counts[KeyByte(entries[i], byte)];
    if (counts[KeyByte(entries[0], byte)] == n) {
      // A byte every entry shares (leading zeros of small numbers, NULL
      // markers, a common text prefix): one pass finds the next byte at
      // which some entry differs, and nothing moves.
      uint64_t diff[W] = {};
      for (size_t i = 1; i < n; ++i) {
        for (int w = 0; w < W; ++w) {
          diff[w] |= entries[i].w[w] ^ entries[0].w[w];
        }
      }
      do {
        ++byte;
      } while (byte < W * 8 &&
               static_cast<uint8_t>(diff[byte / 8] >> (56 - 8 * (byte % 8))) ==
                   0);
      continue;  // all keys equal (byte == W * 8): std::sort breaks ties
    }
    size_t starts[256];
    size_t sum = 0;
    for (int b = 0; b < 256; ++b) {
      starts[b] = sum;
      sum += counts[b];
    }
    size_t next[256];
    std::memcpy(next, starts, sizeof(next));
    for (size_t i = 0; i < n; ++i) {
      scratch[next[KeyByte(entries[i], byte)]++] = entries[i];
    }
    std::memcpy(entries, scratch, n * sizeof(Entry<W>));
    for (int b = 0; b < 256; ++b) {
      if (counts[b] > 1) {
        RadixSort(entries + starts[b], scratch + starts[b], counts[b], byte + 1,
                  less);
      }
    }
    return;
  }
}

template <int W, bool kComplete>
std::vector<SortRowRef> SortEntries(const std::vector<DataChunk>& chunks,
                                    const std::vector<plan::SortKey>& keys,
                                    const SortKeyEncoder& encoder,
                                    size_t rows) {
  std::vector<Entry<W>> entries(rows);
  size_t at = 0;
  for (uint32_t c = 0; c < chunks.size(); ++c) {
    EncodeEntries<W>(encoder, chunks[c], c, entries.data() + at);
    at += chunks[c].size;
  }
  std::vector<Entry<W>> scratch(rows);
  RadixSort(entries.data(), scratch.data(), rows, 0,
            EntryLess<W, kComplete>{&chunks, &keys});
  std::vector<SortRowRef> order(rows);
  for (size_t i = 0; i < rows; ++i) order[i] = UnpackRef(entries[i].ref);
  return order;
}

// Words of prefix and whether they hold whole keys, for `encoder`.
std::pair<int, bool> PrefixShape(const SortKeyEncoder& encoder) {
  const int fixed = encoder.fixed_size();
  if (fixed < 0) return {kTextPrefixWords, false};
  const int words = std::max(1, (fixed + 7) / 8);
  if (words > kMaxWords) return {kMaxWords, false};
  return {words, encoder.complete()};
}

// Calls f.template operator()<W, kComplete>() for the shape (W, complete).
template <typename F>
auto DispatchShape(std::pair<int, bool> shape, F&& f) {
  const auto [words, complete] = shape;
  switch (words) {
    case 1:
      return complete ? f.template operator()<1, true>()
                      : f.template operator()<1, false>();
    case 2:
      return complete ? f.template operator()<2, true>()
                      : f.template operator()<2, false>();
    case 3:
      return complete ? f.template operator()<3, true>()
                      : f.template operator()<3, false>();
    default:
      return complete ? f.template operator()<4, true>()
                      : f.template operator()<4, false>();
  }
}

}  // namespace

std::vector<SortRowRef> SortRows(const std::vector<DataChunk>& chunks,
                                 const std::vector<plan::SortKey>& keys,
                                 const std::vector<Type>& types) {
  size_t rows = 0;
  for (const DataChunk& c : chunks) rows += c.size;
  // A key whose column holds no NULL in any batch needs no marker byte.
  std::vector<bool> nullable(keys.size(), false);
  for (size_t i = 0; i < keys.size(); ++i) {
    for (const DataChunk& c : chunks) {
      const std::vector<uint8_t>& nulls = c.columns[keys[i].column].nulls;
      if (std::find(nulls.begin(), nulls.end(), 1) != nulls.end()) {
        nullable[i] = true;
        break;
      }
    }
  }
  const SortKeyEncoder encoder(keys, types, nullable);
  return DispatchShape(PrefixShape(encoder), [&]<int W, bool kComplete>() {
    return SortEntries<W, kComplete>(chunks, keys, encoder, rows);
  });
}

class TopKRows::Impl {
 public:
  virtual ~Impl() = default;
  virtual void Add(DataChunk chunk) = 0;
  virtual void Finish(std::vector<DataChunk>* chunks,
                      std::vector<SortRowRef>* order) = 0;
};

namespace {

// Keeps the rows that may be among the best k: `entries_` holds their keys
// and `threshold_` the k-th best key seen so far, once k rows have been.
template <int W, bool kComplete>
class TopKOf : public TopKRows::Impl {
 public:
  TopKOf(const std::vector<plan::SortKey>& keys, const std::vector<Type>& types,
         int64_t k)
      : keys_(keys),
        types_(types),
        encoder_(keys, types),
        less_{&chunks_, &keys_},
        k_(static_cast<size_t>(k)) {
    // Pruning and compaction are amortised over at least k rows; neither
    // happens when k is too large to ever be reached.
    if (k < (int64_t{1} << 40)) {
      prune_at_ = std::max<size_t>(2 * k_, k_ + 1024);
      compact_at_ = std::max<size_t>(4 * k_, 16 * kBatchSize);
    }
  }

  void Add(DataChunk chunk) override {
    if (k_ == 0 || chunk.size == 0) return;
    const int n = chunk.size;
    // Once k rows are held, a row whose first key word is above the
    // threshold's cannot enter: most rows stop after one word is encoded
    // (written with a 16-byte stride so that a 9-byte key goes whole).
    bool prefiltered = false;
    if constexpr (W > 1) {
      if (has_threshold_) {
        prefiltered = true;
        first_.resize(2 * n);
        encoder_.EncodePrefixes(chunk, 8,
                                reinterpret_cast<uint8_t*>(first_.data()), 16);
        candidates_.clear();
        for (int r = 0; r < n; ++r) {
          if (FromBig64(first_[2 * r]) <= threshold_.w[0]) {
            candidates_.push_back(r);
          }
        }
        if (candidates_.empty()) return;
      }
    }
    const auto index = static_cast<uint32_t>(chunks_.size());
    chunks_.push_back(std::move(chunk));
    const DataChunk& c = chunks_.back();
    scratch_.resize(n);
    EncodeEntries<W>(encoder_, c, index, scratch_.data());
    size_t kept = 0;
    auto offer = [&](int r) {
      if (has_threshold_ && !less_(scratch_[r], threshold_)) return;
      entries_.push_back(scratch_[r]);
      ++kept;
    };
    if (prefiltered) {
      for (int r : candidates_) offer(r);
    } else {
      for (int r = 0; r < n; ++r) offer(r);
    }
    if (kept == 0) {
      chunks_.pop_back();
      return;
    }
    buffered_rows_ += n;
    if (entries_.size() >= prune_at_) Prune();
    if (buffered_rows_ > compact_at_) Compact();
  }

  void Finish(std::vector<DataChunk>* chunks,
              std::vector<SortRowRef>* order) override {
    Prune();
    // k may be large (OFFSET 999999 LIMIT 1 keeps a million rows): the
    // radix sort, which hands small ranges to std::sort itself.
    scratch_.resize(entries_.size());
    RadixSort(entries_.data(), scratch_.data(), entries_.size(), 0, less_);
    order->clear();
    order->reserve(entries_.size());
    for (const Entry<W>& e : entries_) order->push_back(UnpackRef(e.ref));
    *chunks = std::move(chunks_);
    chunks_.clear();
    entries_.clear();
  }

 private:
  // Keeps the best k entries and makes the worst of them the threshold.
  void Prune() {
    if (entries_.size() <= k_) return;
    std::nth_element(entries_.begin(), entries_.begin() + (k_ - 1),
                     entries_.end(), less_);
    entries_.resize(k_);
    threshold_ = entries_[k_ - 1];
    has_threshold_ = true;
  }

  // Copies the kept rows, in input order, into one batch and drops the rest.
  // Renumbering in input order keeps ties ordered as before.
  void Compact() {
    Prune();
    std::sort(
        entries_.begin(), entries_.end(),
        [](const Entry<W>& a, const Entry<W>& b) { return a.ref < b.ref; });
    DataChunk kept;
    const size_t ncols = types_.size();
    kept.columns.assign(ncols, Vector());
    for (size_t c = 0; c < ncols; ++c) kept.columns[c].type = types_[c];
    std::vector<int> sel;
    size_t i = 0;
    while (i < entries_.size()) {
      const uint32_t chunk = UnpackRef(entries_[i].ref).first;
      sel.clear();
      while (i < entries_.size() && UnpackRef(entries_[i].ref).first == chunk) {
        sel.push_back(UnpackRef(entries_[i++].ref).second);
      }
      for (size_t c = 0; c < ncols; ++c) {
        AppendRows(chunks_[chunk].columns[c], sel.data(),
                   static_cast<int>(sel.size()), &kept.columns[c]);
      }
    }
    kept.size = static_cast<int>(entries_.size());
    for (size_t j = 0; j < entries_.size(); ++j) {
      entries_[j].ref = PackRef(0, static_cast<int>(j));
    }
    chunks_.clear();
    chunks_.push_back(std::move(kept));
    buffered_rows_ = entries_.size();
    if (has_threshold_) {
      threshold_ = *std::max_element(entries_.begin(), entries_.end(), less_);
    }
  }

  const std::vector<plan::SortKey> keys_;
  const std::vector<Type> types_;
  const SortKeyEncoder encoder_;
  std::vector<DataChunk> chunks_;
  const EntryLess<W, kComplete> less_;
  const size_t k_;
  size_t prune_at_ = std::numeric_limits<size_t>::max();
  size_t compact_at_ = std::numeric_limits<size_t>::max();
  std::vector<Entry<W>> entries_;
  std::vector<Entry<W>> scratch_;
  std::vector<uint64_t> first_;
  std::vector<int> candidates_;
  Entry<W> threshold_{};
  bool has_threshold_ = false;
  size_t buffered_rows_ = 0;
};

}  // namespace

TopKRows::TopKRows(const std::vector<plan::SortKey>& keys,
                   const std::vector<Type>& types, int64_t k) {
  // NULLs are not known ahead of a stream: every key keeps its marker.
  const SortKeyEncoder encoder(keys, types);
  impl_ = DispatchShape(PrefixShape(encoder),
                        [&]<int W, bool kComplete>() -> std::unique_ptr<Impl> {
                          return std::make_unique<TopKOf<W, kComplete>>(
                              keys, types, k);
                        });
}

TopKRows::~TopKRows() = default;

void TopKRows::Add(DataChunk chunk) { impl_->Add(std::move(chunk)); }

void TopKRows::Finish(std::vector<DataChunk>* chunks,
                      std::vector<SortRowRef>* order) {
  impl_->Finish(chunks, order);
}

}  // namespace kite
