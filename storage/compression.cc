#include "storage/compression.h"

namespace kite {

const char* CompressionName(Compression c) {
  switch (c) {
    case Compression::kLz4:
      return "lz4";
    case Compression::kZstd:
      return "zstd";
    case Compression::kNone:
      break;
  }
  return "none";
}

std::optional<Compression> CompressionFromName(std::string_view name) {
  if (name == "none") return Compression::kNone;
  if (name == "lz4") return Compression::kLz4;
  if (name == "zstd") return Compression::kZstd;
  return std::nullopt;
}

bool TypeSupportsCompression(Type t) {
  return t.is_string_lane() || t.is_array();
}

}  // namespace kite
