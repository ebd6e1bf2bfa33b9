#include "storage/zstd_dictionary.h"

#include <zdict.h>
#include <zstd.h>

#include "storage/block_codec.h"

namespace kite::storage_internal {
namespace {

ZSTD_CCtx* ThreadCCtx() {
  struct Free {
    void operator()(ZSTD_CCtx* c) const { ZSTD_freeCCtx(c); }
  };
  thread_local std::unique_ptr<ZSTD_CCtx, Free> ctx(ZSTD_createCCtx());
  return ctx.get();
}

ZSTD_DCtx* ThreadDCtx() {
  struct Free {
    void operator()(ZSTD_DCtx* d) const { ZSTD_freeDCtx(d); }
  };
  thread_local std::unique_ptr<ZSTD_DCtx, Free> ctx(ZSTD_createDCtx());
  return ctx.get();
}

}  // namespace

std::unique_ptr<const ZstdDictionary> ZstdDictionary::Train(
    std::string_view samples, const std::vector<size_t>& sizes,
    size_t capacity) {
  std::string bytes(capacity, '\0');
  const size_t n =
      ZDICT_trainFromBuffer(bytes.data(), bytes.size(), samples.data(),
                            sizes.data(), static_cast<unsigned>(sizes.size()));
  if (ZDICT_isError(n)) return nullptr;
  bytes.resize(n);
  bytes.shrink_to_fit();
  std::unique_ptr<ZstdDictionary> dict(new ZstdDictionary());
  dict->bytes_ = std::move(bytes);
  dict->compress_ =
      ZSTD_createCDict(dict->bytes_.data(), dict->bytes_.size(), kZstdLevel);
  dict->decompress_ =
      ZSTD_createDDict(dict->bytes_.data(), dict->bytes_.size());
  if (dict->compress_ == nullptr || dict->decompress_ == nullptr) {
    return nullptr;
  }
  return dict;
}

ZstdDictionary::~ZstdDictionary() {
  ZSTD_freeCDict(compress_);
  ZSTD_freeDDict(decompress_);
}

void ZstdDictionary::Compress(std::string_view raw, std::string* out) const {
  std::string buffer(ZSTD_compressBound(raw.size()), '\0');
  const size_t n =
      ZSTD_compress_usingCDict(ThreadCCtx(), buffer.data(), buffer.size(),
                               raw.data(), raw.size(), compress_);
  // Cannot fail with a bound-sized buffer; if it did, Decompress reports
  // the block corrupt rather than reading garbage.
  buffer.resize(ZSTD_isError(n) ? 0 : n);
  out->assign(buffer.data(), buffer.size());
  out->shrink_to_fit();
}

bool ZstdDictionary::Decompress(std::string_view compressed, char* dst,
                                size_t raw_size) const {
  const size_t n =
      ZSTD_decompress_usingDDict(ThreadDCtx(), dst, raw_size, compressed.data(),
                                 compressed.size(), decompress_);
  return !ZSTD_isError(n) && n == raw_size;
}

size_t ZstdDictionary::MemoryBytes() const {
  return bytes_.capacity() + ZSTD_sizeof_CDict(compress_) +
         ZSTD_sizeof_DDict(decompress_);
}

}  // namespace kite::storage_internal
