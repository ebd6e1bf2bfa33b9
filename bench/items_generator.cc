#include "bench/items_generator.h"

#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace kite::bench {
namespace {

constexpr uint64_t kSeed = 20180118;
constexpr int kDictionarySize = 100'000;
constexpr int kNameCount = 1000;
constexpr int kNamePoolSize = 400;
constexpr int kDescriptionWords = 50;

const std::vector<std::string>& Syllables() {
  static const auto* syllables = new std::vector<std::string>{
      "ka",  "lo",  "mi",  "ra",  "te",  "su",  "no",  "vi",  "de",
      "pa",  "zo",  "chi", "bel", "mor", "tan", "gri", "fle", "dun",
      "sha", "quo", "ber", "lin", "vor", "ez",  "ul",  "an",  "ix",
      "om",  "ret", "sol", "wen", "hap", "cro", "pil", "yam", "dro"};
  return *syllables;
}

std::vector<std::string> Dictionary() {
  PythonRandom rng(kSeed);
  std::vector<std::string> words;
  words.reserve(kDictionarySize);
  absl::flat_hash_set<std::string> seen;
  while (words.size() < kDictionarySize) {
    // randint is drawn before the syllables, as in the Python generator
    // expression.
    const int64_t syllables = rng.RandInt(2, 4);
    std::string word;
    for (int64_t i = 0; i < syllables; ++i) word += rng.Choice(Syllables());
    if (seen.insert(word).second) words.push_back(std::move(word));
  }
  return words;
}

std::vector<std::string> Names(const std::vector<std::string>& words) {
  PythonRandom rng(kSeed + 1);
  const std::vector<std::string> pool(words.begin(),
                                      words.begin() + kNamePoolSize);
  std::vector<std::string> names;
  absl::flat_hash_set<std::string> seen;
  while (names.size() < kNameCount) {
    const std::string& first = rng.Choice(pool);
    const std::string& second = rng.Choice(pool);
    std::string name = absl::StrCat(first, " ", second);
    if (seen.insert(name).second) names.push_back(std::move(name));
  }
  return names;
}

}  // namespace

const ItemsVocabulary& ItemsVocabulary::Get() {
  static const ItemsVocabulary* vocabulary = [] {
    auto* v = new ItemsVocabulary;
    v->words = Dictionary();
    v->names = Names(v->words);
    return v;
  }();
  return *vocabulary;
}

ItemsGenerator::ItemsGenerator(bool articles)
    : vocabulary_(ItemsVocabulary::Get()),
      articles_(articles),
      rng_(kSeed + 2) {}

Item ItemsGenerator::Next() {
  Item item;
  item.id = next_id_++;
  item.name = rng_.Choice(vocabulary_.names);
  item.year = static_cast<int>(rng_.RandInt(2000, 2050));
  item.description.reserve(kDescriptionWords * 10);
  for (int i = 0; i < kDescriptionWords; ++i) {
    if (i > 0) item.description += ' ';
    item.description += rng_.Choice(vocabulary_.words);
  }
  if (articles_) {
    item.articles[0] = static_cast<int>(rng_.RandBelow(100));
    item.articles[1] = static_cast<int>(rng_.RandBelow(100));
  }
  return item;
}

std::vector<ItemParams> GenerateItemParams(int64_t rows, int count) {
  const ItemsVocabulary& vocabulary = ItemsVocabulary::Get();
  PythonRandom rng(kSeed + 3);
  std::vector<ItemParams> params;
  params.reserve(count);
  for (int i = 0; i < count; ++i) {
    ItemParams p;
    p.id = static_cast<int64_t>(rng.RandBelow(static_cast<uint64_t>(rows)));
    p.year = static_cast<int>(rng.RandInt(2000, 2050));
    p.name = rng.Choice(vocabulary.names);
    p.word = rng.Choice(vocabulary.words);
    params.push_back(std::move(p));
  }
  return params;
}

void WriteItemsCsv(std::ostream& out, int64_t rows, bool articles) {
  out << "id,name,year,description" << (articles ? ",articles" : "") << "\n";
  ItemsGenerator generator(articles);
  for (int64_t i = 0; i < rows; ++i) {
    Item item = generator.Next();
    out << item.id << ',' << item.name << ',' << item.year << ','
        << item.description;
    if (articles) {
      out << ",\"{" << item.articles[0] << ',' << item.articles[1] << "}\"";
    }
    out << '\n';
  }
}

void WriteItemsSql(std::ostream& out, int64_t rows, bool articles) {
  out << "CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
         "description TEXT"
      << (articles ? ", articles INT[]" : "") << ");\n";
  constexpr int kBatch = 1000;
  ItemsGenerator generator(articles);
  std::vector<std::string> batch;
  auto flush = [&] {
    out << "INSERT INTO items VALUES " << absl::StrJoin(batch, ",\n") << ";\n";
    batch.clear();
  };
  for (int64_t i = 0; i < rows; ++i) {
    Item item = generator.Next();
    std::string v = absl::StrCat("(", item.id, ", '", item.name, "', ",
                                 item.year, ", '", item.description, "'");
    if (articles) {
      absl::StrAppend(&v, ", ARRAY[", item.articles[0], ",", item.articles[1],
                      "]");
    }
    batch.push_back(v + ")");
    if (batch.size() == kBatch) flush();
  }
  if (!batch.empty()) flush();
}

void WriteItemParamsTsv(std::ostream& out, int64_t rows, int count) {
  out << "id\tyear\tname\tword\n";
  for (const ItemParams& p : GenerateItemParams(rows, count)) {
    out << p.id << '\t' << p.year << '\t' << p.name << '\t' << p.word << '\n';
  }
}

}  // namespace kite::bench
