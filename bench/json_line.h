// Building one line of JSON for the machine-readable benchmark output
// (kite_bench sql), read back by bench/tpch.py.
#ifndef KITE_BENCH_JSON_LINE_H_
#define KITE_BENCH_JSON_LINE_H_

#include <string>
#include <string_view>
#include <vector>

namespace kite::bench {

// `text` as a JSON string literal, quotes included; control characters,
// quotes and backslashes are escaped, other bytes (UTF-8) pass through.
std::string JsonString(std::string_view text);

// Appends `"key": value` members to a JSON object written on one line.
class JsonObject {
 public:
  JsonObject& Add(std::string_view key, std::string_view text);
  JsonObject& Add(std::string_view key, const char* text) {
    return Add(key, std::string_view(text));
  }
  JsonObject& Add(std::string_view key, double number);
  JsonObject& Add(std::string_view key, int64_t number);
  // `value` is written as is: it must already be valid JSON.
  JsonObject& AddRaw(std::string_view key, std::string_view value);
  // "{...}" with the members added so far.
  std::string Build() const;

 private:
  std::vector<std::string> members_;
};

}  // namespace kite::bench

#endif  // KITE_BENCH_JSON_LINE_H_
