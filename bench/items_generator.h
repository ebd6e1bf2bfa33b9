// The `items` data set of DESIGN.md, generated exactly as
// ../shared/bench/items.py does (same seed, same draws, same bytes), so the
// benchmark and the shell's \demo need no Python.
//
//   id          integer primary key 0..N-1
//   name        two words from the first 400 dictionary words; 1000 values
//   year        integer 2000..2050
//   description 50 words from a 100,000-word dictionary
//   articles    two integers 0..99 (only when asked for)
#ifndef KITE_BENCH_ITEMS_GENERATOR_H_
#define KITE_BENCH_ITEMS_GENERATOR_H_

#include <array>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "bench/python_random.h"

namespace kite::bench {

struct Item {
  int64_t id = 0;
  std::string name;
  int year = 0;
  std::string description;
  std::array<int, 2> articles = {0, 0};  // set only with articles on
};

// One line of items.py's params stream: random query parameters.
struct ItemParams {
  int64_t id = 0;
  int year = 0;
  std::string name;
  std::string word;
};

// The dictionary and the names pool the rows and parameters draw from.
// Building them costs about 100 ms; share one instance.
struct ItemsVocabulary {
  std::vector<std::string> words;  // 100,000 distinct words
  std::vector<std::string> names;  // 1000 distinct "word word" names
  static const ItemsVocabulary& Get();
};

// Produces the rows of items.py in order. Not thread-safe.
class ItemsGenerator {
 public:
  explicit ItemsGenerator(bool articles = false);
  // The next row (ids count from 0).
  Item Next();

 private:
  const ItemsVocabulary& vocabulary_;
  bool articles_;
  PythonRandom rng_;
  int64_t next_id_ = 0;
};

// `count` parameter lines for a table of `rows` rows, as `items.py params`.
std::vector<ItemParams> GenerateItemParams(int64_t rows, int count);

// Writers of the three outputs of items.py, byte for byte.
void WriteItemsCsv(std::ostream& out, int64_t rows, bool articles);
void WriteItemsSql(std::ostream& out, int64_t rows, bool articles);
void WriteItemParamsTsv(std::ostream& out, int64_t rows, int count);

}  // namespace kite::bench

#endif  // KITE_BENCH_ITEMS_GENERATOR_H_
