#include "storage/column_builder.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "storage/compressed_column.h"
#include "storage/dictionary_column.h"

namespace kite::storage_internal {

ColumnBuilder::ColumnBuilder(Type type, Compression compression)
    : type_(type), to_(MakeColumnStore(type, compression)) {}

void ColumnBuilder::Set(RowId row, const Value& v) {
  // As a table's writes do: a dictionary that stops paying off becomes a
  // heap.
  if (to_->Set(row, v)) {
    if (DictionaryColumn* dict = to_->AsDictionary();
        dict != nullptr && dict->ShouldConvert()) {
      to_ = dict->ConvertToHeap();
    }
  }
}

void ColumnBuilder::CopyRange(const ColumnStore& from, RowId begin, RowId end) {
  Vector values;
  std::vector<RowId> rows(kBatchSize);
  while (begin < end) {
    const int n = static_cast<int>(std::min<RowId>(kBatchSize, end - begin));
    for (int i = 0; i < n; ++i) rows[i] = begin + i;
    values.Reset(type_, n);
    from.Fetch(rows.data(), n, &values);
    for (int i = 0; i < n; ++i) Set(begin + i, values.GetValue(i));
    begin += n;
  }
}

void ColumnBuilder::CopyRow(const ColumnStore& from, RowId row) {
  Set(row, from.Get(row));
}

std::unique_ptr<ColumnStore> ColumnBuilder::Finish() {
  if (auto* compressed = dynamic_cast<CompressedColumn*>(to_.get())) {
    compressed->Seal();
  }
  return std::move(to_);
}

}  // namespace kite::storage_internal
