// Compressing and decompressing one block of bytes with zstd or lz4
// (internal to storage/).
#ifndef KITE_STORAGE_BLOCK_CODEC_H_
#define KITE_STORAGE_BLOCK_CODEC_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "storage/compression.h"

namespace kite::storage_internal {

// zstd's level: 3 is its default, a good balance of ratio and speed.
inline constexpr int kZstdLevel = 3;

// Replaces *out with `raw` compressed by `method` (kLz4 or kZstd; kNone
// copies). Thread-safe.
void CompressBlock(Compression method, std::string_view raw, std::string* out);

// Decompresses `compressed` into dst[0..raw_size), which must be exactly
// the size it was compressed from. Returns false if the data is corrupt.
// Thread-safe.
bool DecompressBlock(Compression method, std::string_view compressed, char* dst,
                     size_t raw_size);

}  // namespace kite::storage_internal

#endif  // KITE_STORAGE_BLOCK_CODEC_H_
