#include "storage/column_store.h"

#include <memory>

#include "storage/compressed_column.h"
#include "storage/dictionary_column.h"
#include "storage/fixed_column.h"
#include "storage/heap_column.h"

namespace kite::storage_internal {

bool IsContiguousInChunk(const RowId* rows, int n) {
  if (n <= 0) return false;
  RowId first = rows[0];
  if (rows[n - 1] - first != static_cast<RowId>(n - 1)) return false;
  if (ChunkOf(first) != ChunkOf(rows[n - 1])) return false;
  bool contiguous = true;
  for (int i = 0; i < n; ++i) contiguous &= rows[i] == first + i;
  return contiguous;
}

void ColumnStore::AppendTo(const RowId* rows, int n, Type type,
                           ValueLanes* out) const {
  Vector v;
  v.Reset(type, n);
  Fetch(rows, n, &v);
  out->AppendVector(type, v, n);
}

std::unique_ptr<ColumnStore> MakeColumnStore(Type type,
                                             Compression compression) {
  if (compression != Compression::kNone && TypeSupportsCompression(type)) {
    return std::make_unique<CompressedColumn>(type, compression);
  }
  switch (type.id) {
    case TypeId::kBoolean:
      return std::make_unique<FixedColumn<uint8_t>>(type);
    case TypeId::kSmallint:
    case TypeId::kInteger:
    case TypeId::kDate:
      return std::make_unique<FixedColumn<int32_t>>(type);
    case TypeId::kDouble:
    case TypeId::kReal:
      return std::make_unique<FixedColumn<double>>(type);
    case TypeId::kText:
      return std::make_unique<DictionaryColumn>();
    case TypeId::kUuid:
    case TypeId::kBytea:
      return std::make_unique<HeapColumn>(type);
    case TypeId::kIntegerArray:
    case TypeId::kBigintArray:
    case TypeId::kTextArray:
      return std::make_unique<HeapColumn>(type);
    case TypeId::kBigint:
    case TypeId::kNumeric:
      // 32 bits until a value needs more (ColumnStore::Holds): half the
      // memory and the bandwidth of scans for the usual small values.
      return std::make_unique<FixedColumn<int32_t>>(type);
    case TypeId::kTimestamp:
    case TypeId::kTimestamptz:
    case TypeId::kTime:
    case TypeId::kNull:
      break;
  }
  return std::make_unique<FixedColumn<int64_t>>(type);
}

}  // namespace kite::storage_internal
