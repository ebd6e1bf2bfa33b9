// The compression method of a column (CREATE TABLE ... COMPRESSION m,
// ALTER TABLE ... SET COMPRESSION m), as the schema records it.
#ifndef KITE_STORAGE_COMPRESSION_H_
#define KITE_STORAGE_COMPRESSION_H_

#include <cstdint>
#include <optional>
#include <string_view>

#include "kite/type.h"

namespace kite {

// kNone keeps the column uncompressed (dictionary or heap); kLz4 and kZstd
// keep its values in compressed blocks (storage/compressed_column.h). The
// numeric values are stable: persistence may store them.
enum class Compression : uint8_t { kNone = 0, kLz4 = 1, kZstd = 2 };

// "none", "lz4" or "zstd".
const char* CompressionName(Compression c);
// The method named `name` ("none", "lz4", "zstd"; lower case), if any.
std::optional<Compression> CompressionFromName(std::string_view name);
// Whether a column of type `t` can be compressed: the types stored as byte
// strings (TEXT and the arrays).
bool TypeSupportsCompression(Type t);

}  // namespace kite

#endif  // KITE_STORAGE_COMPRESSION_H_
