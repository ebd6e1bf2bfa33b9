#include "storage/block_codec.h"

#include <lz4.h>
#include <zstd.h>

#include <cstring>
#include <memory>

namespace kite::storage_internal {
namespace {

struct CCtxFree {
  void operator()(ZSTD_CCtx* c) const { ZSTD_freeCCtx(c); }
};
struct DCtxFree {
  void operator()(ZSTD_DCtx* d) const { ZSTD_freeDCtx(d); }
};

// One context per thread: creating one per block would cost more than
// compressing a small block.
ZSTD_CCtx* ThreadCCtx() {
  thread_local std::unique_ptr<ZSTD_CCtx, CCtxFree> ctx(ZSTD_createCCtx());
  return ctx.get();
}

ZSTD_DCtx* ThreadDCtx() {
  thread_local std::unique_ptr<ZSTD_DCtx, DCtxFree> ctx(ZSTD_createDCtx());
  return ctx.get();
}

}  // namespace

void CompressBlock(Compression method, std::string_view raw, std::string* out) {
  std::string buffer;
  switch (method) {
    case Compression::kZstd: {
      buffer.resize(ZSTD_compressBound(raw.size()));
      size_t n = ZSTD_compressCCtx(ThreadCCtx(), buffer.data(), buffer.size(),
                                   raw.data(), raw.size(), kZstdLevel);
      if (ZSTD_isError(n)) {
        // Cannot happen with a bound-sized buffer; store the bytes so that
        // nothing is lost (DecompressBlock then reports corruption).
        buffer.assign(raw);
      } else {
        buffer.resize(n);
      }
      break;
    }
    case Compression::kLz4: {
      buffer.resize(LZ4_compressBound(static_cast<int>(raw.size())));
      int n = LZ4_compress_default(raw.data(), buffer.data(),
                                   static_cast<int>(raw.size()),
                                   static_cast<int>(buffer.size()));
      buffer.resize(n > 0 ? n : 0);
      break;
    }
    case Compression::kNone:
      buffer.assign(raw);
      break;
  }
  // Exactly the compressed size: blocks are kept for long.
  out->assign(buffer.data(), buffer.size());
  out->shrink_to_fit();
}

bool DecompressBlock(Compression method, std::string_view compressed, char* dst,
                     size_t raw_size) {
  switch (method) {
    case Compression::kZstd: {
      size_t n = ZSTD_decompressDCtx(ThreadDCtx(), dst, raw_size,
                                     compressed.data(), compressed.size());
      return !ZSTD_isError(n) && n == raw_size;
    }
    case Compression::kLz4: {
      if (raw_size == 0) return true;
      int n = LZ4_decompress_safe(compressed.data(), dst,
                                  static_cast<int>(compressed.size()),
                                  static_cast<int>(raw_size));
      return n >= 0 && static_cast<size_t>(n) == raw_size;
    }
    case Compression::kNone:
      if (compressed.size() != raw_size) return false;
      std::memcpy(dst, compressed.data(), raw_size);
      return true;
  }
  return false;
}

}  // namespace kite::storage_internal
