#include "bench/json_documents.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace kite::bench {
namespace {

constexpr const char* kWords[] = {
    "soft",     "cotton",   "durable",   "lightweight", "premium",
    "classic",  "modern",   "compact",   "wireless",    "waterproof",
    "organic",  "steel",    "ceramic",   "bamboo",      "leather",
    "recycled", "portable", "ergonomic", "adjustable",  "foldable",
    "vintage",  "handmade", "stainless", "smart",       "quiet",
    "fast",     "charging", "battery",   "warranty",    "design",
    "comfort",  "kitchen",  "garden",    "outdoor",     "travel",
    "office",   "the",      "with",      "for",         "and",
    "of",       "a",        "great",     "quality",     "value",
    "easy",     "to",       "clean",     "perfect",     "gift",
    "daily",    "use",      "fits",      "most",        "size",
    "colour",   "finish",   "matte",     "glossy",      "set",
    "pack",     "includes", "cable",     "case",        "cover",
    "strap"};
constexpr int kWordCount = sizeof(kWords) / sizeof(kWords[0]);
constexpr const char* kBrands[] = {"Acme",    "Globex",   "Initech", "Umbrella",
                                   "Hooli",   "Stark",    "Wayne",   "Tyrell",
                                   "Soylent", "Cyberdyne"};
constexpr const char* kColours[] = {"red",   "blue", "green", "black",
                                    "white", "grey", "navy",  "beige"};
constexpr const char* kSizes[] = {"XS", "S", "M", "L", "XL"};
constexpr const char* kCategories[] = {
    "home",   "kitchen", "garden", "sports", "outdoor", "electronics",
    "office", "toys",    "beauty", "books",  "fashion", "travel"};
constexpr const char* kWarehouses[] = {"AMS-1", "FRA-2", "LHR-1",
                                       "MAD-3", "WAW-1", "MXP-2"};
constexpr const char* kUsers[] = {"anna",   "bob",   "chen", "dara", "emil",
                                  "fatima", "goran", "hana", "ivan", "jules"};

}  // namespace

std::string JsonDocuments::Words(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) {
    if (i > 0) s += ' ';
    s += kWords[Uniform(0, kWordCount - 1)];
  }
  return s;
}

std::string JsonDocuments::Next(int64_t id) {
  std::string doc = absl::StrFormat(
      "{\"id\":%d,\"sku\":\"SKU-%08d\",\"name\":\"%s\",\"brand\":\"%s\","
      "\"price\":{\"amount\":%d.%02d,\"currency\":\"EUR\",\"vat\":0.21},"
      "\"categories\":[\"%s\",\"%s\"],",
      id, Uniform(0, 99999999), Words(Uniform(2, 5)), kBrands[Uniform(0, 9)],
      Uniform(1, 999), Uniform(0, 99), kCategories[Uniform(0, 11)],
      kCategories[Uniform(0, 11)]);
  absl::StrAppendFormat(
      &doc,
      "\"attributes\":{\"colour\":\"%s\",\"size\":\"%s\",\"weight_g\":%d,"
      "\"dimensions_cm\":{\"w\":%d,\"h\":%d,\"d\":%d}},\"stock\":[",
      kColours[Uniform(0, 7)], kSizes[Uniform(0, 4)], Uniform(50, 5000),
      Uniform(5, 120), Uniform(5, 120), Uniform(1, 60));
  const int warehouses = Uniform(1, 4);
  for (int w = 0; w < warehouses; ++w) {
    absl::StrAppendFormat(&doc, "%s{\"warehouse\":\"%s\",\"qty\":%d}",
                          w > 0 ? "," : "", kWarehouses[Uniform(0, 5)],
                          Uniform(0, 500));
  }
  absl::StrAppend(&doc, "],\"description\":\"", Words(Uniform(15, 60)),
                  "\",\"reviews\":[");
  // Most products have a few reviews, some many: a few hundred bytes to a
  // few KB.
  const int reviews = Uniform(0, 3) == 0 ? Uniform(5, 20) : Uniform(0, 3);
  for (int r = 0; r < reviews; ++r) {
    absl::StrAppendFormat(&doc,
                          "%s{\"user\":\"%s%d\",\"rating\":%d,\"verified\":%s,"
                          "\"date\":\"2024-%02d-%02d\",\"text\":\"%s\"}",
                          r > 0 ? "," : "", kUsers[Uniform(0, 9)],
                          Uniform(1, 999), Uniform(1, 5),
                          Uniform(0, 1) ? "true" : "false", Uniform(1, 12),
                          Uniform(1, 28), Words(Uniform(5, 30)));
  }
  doc += "]}";
  return doc;
}

}  // namespace kite::bench
