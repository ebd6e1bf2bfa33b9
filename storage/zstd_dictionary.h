// A zstd dictionary trained on a column's first values, so that small
// blocks (cheap to decompress for a point read) still compress well: on the
// items descriptions, 2-4 KB blocks with a 32 KB dictionary compress better
// than 16 KB blocks without (internal to storage/).
#ifndef KITE_STORAGE_ZSTD_DICTIONARY_H_
#define KITE_STORAGE_ZSTD_DICTIONARY_H_

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

struct ZSTD_CDict_s;
struct ZSTD_DDict_s;

namespace kite::storage_internal {

class ZstdDictionary {
 public:
  // A dictionary of at most `capacity` bytes trained on `samples` (the
  // values one after another, sizes[i] bytes each); null if zstd cannot
  // train one from them (too few or too small samples).
  static std::unique_ptr<const ZstdDictionary> Train(
      std::string_view samples, const std::vector<size_t>& sizes,
      size_t capacity);
  ~ZstdDictionary();

  // Replaces *out with `raw` compressed with the dictionary. Thread-safe.
  void Compress(std::string_view raw, std::string* out) const;
  // Decompresses into dst[0..raw_size); false if corrupt. Thread-safe.
  bool Decompress(std::string_view compressed, char* dst,
                  size_t raw_size) const;
  // The dictionary and its digested forms for compressing and decompressing.
  size_t MemoryBytes() const;

 private:
  ZstdDictionary() = default;
  std::string bytes_;
  ZSTD_CDict_s* compress_ = nullptr;
  ZSTD_DDict_s* decompress_ = nullptr;
};

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_ZSTD_DICTIONARY_H_
