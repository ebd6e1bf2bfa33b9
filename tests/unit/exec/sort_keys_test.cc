// Normalised sort keys (exec/sort_keys.h): the byte order of encoded keys
// agrees with the interpreter's CompareValues for every sortable type, and
// the sorts built on them (SortRows, TopKRows, and ORDER BY through SQL)
// return exactly the rows of a stable reference sort.
#include "exec/sort_keys.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "expr/expression_eval.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Reference order of two cells under `key`: NULL placement, then
// CompareValues, inverted for DESC.
int RefCompare(const Value& a, const Value& b, const plan::SortKey& key) {
  if (a.is_null() || b.is_null()) {
    if (a.is_null() == b.is_null()) return 0;
    return a.is_null() == key.nulls_first ? -1 : 1;
  }
  int c = CompareValues(a, b);
  c = c < 0 ? -1 : (c > 0 ? 1 : 0);
  return key.descending ? -c : c;
}

int RefCompareRows(const std::vector<Value>& a, const std::vector<Value>& b,
                   const std::vector<plan::SortKey>& keys) {
  for (const plan::SortKey& k : keys) {
    int c = RefCompare(a[k.column], b[k.column], k);
    if (c != 0) return c;
  }
  return 0;
}

int Sign(int c) { return c < 0 ? -1 : (c > 0 ? 1 : 0); }

int CompareBytes(const std::string& a, const std::string& b) {
  return Sign(a.compare(b));
}

// A one-batch chunk whose columns hold `rows` (row-major values).
DataChunk MakeChunk(const std::vector<Type>& types,
                    const std::vector<std::vector<Value>>& rows) {
  DataChunk chunk;
  chunk.size = static_cast<int>(rows.size());
  for (size_t c = 0; c < types.size(); ++c) {
    Vector v;
    v.Reset(types[c], chunk.size);
    for (int r = 0; r < chunk.size; ++r) v.SetValue(r, rows[r][c]);
    chunk.columns.push_back(std::move(v));
  }
  return chunk;
}

// Special values first, then random ones, then NULLs (when `nulls`).
std::vector<Value> SampleValues(Type t, std::mt19937_64& rng, int n,
                                bool nulls) {
  std::vector<Value> out;
  auto pick = [&](int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  };
  switch (t.id) {
    case TypeId::kBoolean:
      out = {Value::Boolean(false), Value::Boolean(true)};
      while (static_cast<int>(out.size()) < n) {
        out.push_back(Value::Boolean(pick(0, 1)));
      }
      break;
    case TypeId::kInteger:
      for (int64_t x : {int64_t{INT32_MIN}, int64_t{INT32_MIN} + 1, int64_t{-1},
                        int64_t{0}, int64_t{1}, int64_t{255}, int64_t{256},
                        int64_t{INT32_MAX} - 1, int64_t{INT32_MAX}}) {
        out.push_back(Value::Integer(static_cast<int32_t>(x)));
      }
      while (static_cast<int>(out.size()) < n) {
        out.push_back(Value::Integer(static_cast<int32_t>(
            pick(0, 3) == 0 ? pick(-5, 5) : pick(INT32_MIN, INT32_MAX))));
      }
      break;
    case TypeId::kBigint:
    case TypeId::kNumeric:
    case TypeId::kTimestamp:
    case TypeId::kDate: {
      auto make = [&](int64_t x) {
        if (t.id == TypeId::kBigint) return Value::Bigint(x);
        if (t.id == TypeId::kTimestamp) return Value::Timestamp(x);
        if (t.id == TypeId::kDate) {
          return Value::Date(static_cast<int32_t>(
              std::clamp<int64_t>(x, INT32_MIN, INT32_MAX)));
        }
        return Value::Numeric(x, t.precision, t.scale);
      };
      for (int64_t x :
           {INT64_MIN, INT64_MIN + 1, int64_t{-256}, int64_t{-1}, int64_t{0},
            int64_t{1}, int64_t{256}, INT64_MAX - 1, INT64_MAX}) {
        out.push_back(make(x));
      }
      while (static_cast<int>(out.size()) < n) {
        out.push_back(
            make(pick(0, 3) == 0 ? pick(-5, 5) : pick(INT64_MIN, INT64_MAX)));
      }
      break;
    }
    case TypeId::kDouble:
      for (double d : {-kInf, -std::numeric_limits<double>::max(), -1.5, -0.0,
                       0.0, std::numeric_limits<double>::denorm_min(),
                       -std::numeric_limits<double>::denorm_min(), 1.5,
                       std::numeric_limits<double>::max(), kInf, kNaN, -kNaN,
                       std::nan("7")}) {
        out.push_back(Value::Double(d));
      }
      while (static_cast<int>(out.size()) < n) {
        double d = pick(0, 2) == 0
                       ? static_cast<double>(pick(-3, 3))
                       : std::uniform_real_distribution<double>(-1e6, 1e6)(rng);
        out.push_back(Value::Double(d));
      }
      break;
    case TypeId::kText: {
      for (const char* s : {"", "a", "ab", "b", "\xff", "\xfe\xff"}) {
        out.push_back(Value::Text(s));
      }
      for (std::string s : {std::string("\0", 1), std::string("\0\0", 2),
                            std::string("a\0", 2), std::string("a\0b", 3),
                            std::string("a\x01", 2), std::string("\x01", 1)}) {
        out.push_back(Value::Text(std::move(s)));
      }
      // Random strings over an alphabet rich in the bytes that need care.
      const char alphabet[] = {'\0', '\x01', 'a', 'b', '\xfe', '\xff'};
      while (static_cast<int>(out.size()) < n) {
        std::string s(pick(0, 5), ' ');
        for (char& ch : s) ch = alphabet[pick(0, 5)];
        out.push_back(Value::Text(std::move(s)));
      }
      break;
    }
    default:
      ADD_FAILURE() << "no samples for " << t.ToString();
  }
  if (nulls) {
    out.push_back(Value::Null(t));
    out.push_back(Value::Null(t));
  }
  return out;
}

const std::vector<Type>& SortableTypes() {
  static const std::vector<Type> types = {
      Type::Boolean(),      Type::Integer(), Type::Bigint(), Type::Double(),
      Type::Numeric(18, 4), Type::Text(),    Type::Date(),   Type::Timestamp()};
  return types;
}

std::vector<plan::SortKey> AllKeyFlavours(int column) {
  std::vector<plan::SortKey> out;
  for (bool desc : {false, true}) {
    for (bool nulls_first : {false, true}) {
      out.push_back({column, desc, nulls_first});
    }
  }
  return out;
}

TEST(SortKeysTest, EncodingOrderAgreesWithCompareValues) {
  std::mt19937_64 rng(42);
  for (const Type& t : SortableTypes()) {
    for (bool with_nulls : {true, false}) {
      std::vector<Value> values = SampleValues(t, rng, 60, with_nulls);
      std::vector<std::vector<Value>> rows;
      for (const Value& v : values) rows.push_back({v});
      DataChunk chunk = MakeChunk({t}, rows);
      for (const plan::SortKey& key : AllKeyFlavours(0)) {
        // Without NULLs the marker byte may be left out; both must order.
        for (bool nullable : {true, false}) {
          if (with_nulls && !nullable) continue;
          SortKeyEncoder enc({key}, {t}, {nullable});
          std::vector<std::string> enc_rows;
          for (int r = 0; r < chunk.size; ++r) {
            enc_rows.push_back(enc.Encode(chunk, r));
          }
          for (int i = 0; i < chunk.size; ++i) {
            for (int j = 0; j < chunk.size; ++j) {
              ASSERT_EQ(CompareBytes(enc_rows[i], enc_rows[j]),
                        RefCompare(values[i], values[j], key))
                  << t.ToString() << " desc=" << key.descending
                  << " nulls_first=" << key.nulls_first
                  << " nullable=" << nullable << ": " << values[i].ToString()
                  << " vs " << values[j].ToString();
            }
          }
        }
      }
    }
  }
}

TEST(SortKeysTest, FixedWidthsAndMarkers) {
  plan::SortKey asc{0, false, false};
  EXPECT_EQ(SortKeyEncoder({asc}, {Type::Integer()}).fixed_size(), 5);
  EXPECT_EQ(SortKeyEncoder({asc}, {Type::Integer()}, {false}).fixed_size(), 4);
  EXPECT_EQ(SortKeyEncoder({asc}, {Type::Boolean()}).fixed_size(), 2);
  EXPECT_EQ(
      SortKeyEncoder({asc, {1, true, true}},
                     {Type::Numeric(12, 2), Type::Bigint()}, {false, false})
          .fixed_size(),
      16);
  EXPECT_EQ(SortKeyEncoder({asc}, {Type::Text()}).fixed_size(), -1);
  SortKeyEncoder arrays({asc}, {Type{TypeId::kIntegerArray}});
  EXPECT_FALSE(arrays.complete());
  EXPECT_TRUE(SortKeyEncoder({asc}, {Type::Text()}).complete());
}

// Two keys: the concatenated encodings order rows lexicographically, also
// when the first key is TEXT (prefixes, embedded 0x00) and in every
// direction; and every prefix of an encoding orders consistently.
TEST(SortKeysTest, MultiKeyEncodingAndPrefixes) {
  std::mt19937_64 rng(7);
  const std::vector<Type> types = {Type::Text(), Type::Integer(),
                                   Type::Double()};
  std::vector<Value> texts = SampleValues(Type::Text(), rng, 20, true);
  std::vector<Value> ints = SampleValues(Type::Integer(), rng, 12, true);
  std::vector<Value> dbls = SampleValues(Type::Double(), rng, 15, true);
  std::vector<std::vector<Value>> rows;
  for (int i = 0; i < 400; ++i) {
    rows.push_back({texts[rng() % texts.size()], ints[rng() % ints.size()],
                    dbls[rng() % dbls.size()]});
  }
  DataChunk chunk = MakeChunk(types, rows);
  for (const plan::SortKey& k0 : AllKeyFlavours(0)) {
    for (const plan::SortKey& k1 : AllKeyFlavours(1)) {
      for (const plan::SortKey& k2 : AllKeyFlavours(2)) {
        std::vector<plan::SortKey> keys = {k0, k1, k2};
        SortKeyEncoder enc(keys, types);
        std::vector<std::string> full;
        for (int r = 0; r < chunk.size; ++r)
          full.push_back(enc.Encode(chunk, r));
        // A wider stride may hold bytes past `width`; the first `width`
        // bytes of each row are the key's, zero-padded.
        for (int width : {1, 3, 8, 16}) {
          for (int stride : {width, width + 9}) {
            std::vector<uint8_t> prefixes(chunk.size * stride, 0xAA);
            enc.EncodePrefixes(chunk, width, prefixes.data(), stride);
            for (int i = 0; i < chunk.size; ++i) {
              std::string p(reinterpret_cast<char*>(&prefixes[i * stride]),
                            width);
              std::string expect = full[i].substr(0, width);
              expect.resize(width, '\0');
              ASSERT_EQ(p, expect) << "width " << width << " stride " << stride;
            }
          }
        }
        for (int i = 0; i < chunk.size; ++i) {
          for (int j = i; j < chunk.size; ++j) {
            ASSERT_EQ(CompareBytes(full[i], full[j]),
                      RefCompareRows(rows[i], rows[j], keys))
                << i << " vs " << j;
          }
        }
      }
    }
  }
}

// Random batches of rows with many ties: a stable reference sort by
// RefCompareRows, as (batch, row) references.
struct Batches {
  std::vector<Type> types;
  std::vector<DataChunk> chunks;
  std::vector<std::vector<Value>> rows;  // in input order
  std::vector<SortRowRef> refs;          // rows[i] is at refs[i]
};

Batches RandomBatches(std::mt19937_64& rng, const std::vector<Type>& types,
                      int total, int distinct) {
  Batches b;
  b.types = types;
  std::vector<std::vector<Value>> pools;
  for (const Type& t : types)
    pools.push_back(SampleValues(t, rng, distinct, true));
  int left = total;
  while (left > 0) {
    int n = std::min<int>(left, 1 + rng() % kBatchSize);
    std::vector<std::vector<Value>> rows;
    for (int r = 0; r < n; ++r) {
      std::vector<Value> row;
      for (const auto& pool : pools) row.push_back(pool[rng() % pool.size()]);
      b.refs.emplace_back(static_cast<uint32_t>(b.chunks.size()), r);
      b.rows.push_back(row);
      rows.push_back(std::move(row));
    }
    b.chunks.push_back(MakeChunk(types, rows));
    left -= n;
  }
  return b;
}

std::vector<std::vector<Value>> ReferenceSort(
    std::vector<std::vector<Value>> rows,
    const std::vector<plan::SortKey>& keys) {
  std::stable_sort(rows.begin(), rows.end(), [&](const auto& a, const auto& b) {
    return RefCompareRows(a, b, keys) < 0;
  });
  return rows;
}

// The rows `order` points at, as values.
std::vector<std::vector<Value>> Resolve(const std::vector<DataChunk>& chunks,
                                        const std::vector<SortRowRef>& order) {
  std::vector<std::vector<Value>> out;
  for (const auto& [c, r] : order) {
    std::vector<Value> row;
    for (const Vector& v : chunks[c].columns) row.push_back(v.GetValue(r));
    out.push_back(std::move(row));
  }
  return out;
}

// Compares rows by identity: the last column is a unique row number.
std::vector<int64_t> Ids(const std::vector<std::vector<Value>>& rows) {
  std::vector<int64_t> ids;
  for (const auto& r : rows) ids.push_back(r.back().int_value());
  return ids;
}

// Adds a unique BIGINT row number as the last column.
void NumberRows(Batches* b) {
  b->types.push_back(Type::Bigint());
  int64_t id = 0;
  for (DataChunk& c : b->chunks) {
    Vector v;
    v.Reset(Type::Bigint(), c.size);
    for (int r = 0; r < c.size; ++r) v.ints[r] = id++;
    c.columns.push_back(std::move(v));
  }
  for (size_t i = 0; i < b->rows.size(); ++i) {
    b->rows[i].push_back(Value::Bigint(static_cast<int64_t>(i)));
  }
}

struct KeyCase {
  std::vector<Type> types;
  std::vector<plan::SortKey> keys;
};

std::vector<KeyCase> KeyCases() {
  return {
      // (a) NUMERIC DESC, BIGINT ASC: fixed width, complete.
      {{Type::Numeric(12, 2), Type::Bigint()},
       {{0, true, true}, {1, false, false}}},
      // Wider than the prefix: 5 fixed keys fall back on ties.
      {{Type::Bigint(), Type::Double(), Type::Timestamp(), Type::Integer(),
        Type::Boolean()},
       {{0, false, false},
        {1, true, false},
        {2, false, true},
        {3, true, true},
        {4, false, false}}},
      // TEXT then INTEGER: prefix then the cell comparator.
      {{Type::Text(), Type::Integer()}, {{0, false, false}, {1, true, false}}},
      {{Type::Text()}, {{0, true, false}}},
      // An array key: encoded up to it, compared cell by cell after.
      {{Type::Integer(), Type{TypeId::kIntegerArray}},
       {{0, false, true}, {1, true, false}}},
      {{Type::Date(), Type::Double()}, {{0, false, false}, {1, false, true}}},
  };
}

// Array samples: a few small arrays, with NULLs.
void FillArrays(Batches* b, int column, std::mt19937_64& rng) {
  for (size_t i = 0; i < b->rows.size(); ++i) {
    Value v;
    if (rng() % 7 == 0) {
      v = Value::Null(Type{TypeId::kIntegerArray});
    } else {
      std::vector<Value> el;
      for (int n = rng() % 3; n > 0; --n) {
        el.push_back(rng() % 5 == 0 ? Value::Null(Type::Integer())
                                    : Value::Integer(rng() % 3));
      }
      v = Value::Array(Type{TypeId::kIntegerArray}, std::move(el));
    }
    b->rows[i][column] = v;
    auto [c, r] = b->refs[i];
    b->chunks[c].columns[column].SetValue(r, v);
  }
}

Batches CaseBatches(const KeyCase& kc, std::mt19937_64& rng, int total,
                    int distinct) {
  std::vector<Type> sample_types;
  for (const Type& t : kc.types) {
    sample_types.push_back(t.is_array() ? Type::Integer() : t);
  }
  Batches b = RandomBatches(rng, sample_types, total, distinct);
  for (size_t c = 0; c < kc.types.size(); ++c) {
    if (!kc.types[c].is_array()) continue;
    b.types[c] = kc.types[c];
    for (DataChunk& chunk : b.chunks) {
      chunk.columns[c].Reset(kc.types[c], chunk.size);
    }
    FillArrays(&b, static_cast<int>(c), rng);
  }
  NumberRows(&b);
  return b;
}

TEST(SortKeysTest, SortRowsIsTheStableSort) {
  std::mt19937_64 rng(1);
  for (const KeyCase& kc : KeyCases()) {
    for (int distinct : {3, 40}) {
      Batches b = CaseBatches(kc, rng, 6000, distinct);
      std::vector<SortRowRef> order = SortRows(b.chunks, kc.keys, b.types);
      ASSERT_EQ(Ids(Resolve(b.chunks, order)),
                Ids(ReferenceSort(b.rows, kc.keys)))
          << "case " << kc.types[0].ToString() << " distinct " << distinct;
    }
  }
}

TEST(SortKeysTest, TopKIsThePrefixOfTheStableSort) {
  std::mt19937_64 rng(2);
  for (const KeyCase& kc : KeyCases()) {
    // 40,000 rows pass the compaction point (16 batches) when 4k is below
    // it; TopKOverAdversarialOrder compacts again and again.
    Batches b = CaseBatches(kc, rng, 40000, 5);
    std::vector<int64_t> expect = Ids(ReferenceSort(b.rows, kc.keys));
    for (int64_t k : {0, 1, 7, 2048, 9000, 39999, 40000, 1000000}) {
      TopKRows topk(kc.keys, b.types, k);
      for (const DataChunk& c : b.chunks) topk.Add(c);
      std::vector<DataChunk> chunks;
      std::vector<SortRowRef> order;
      topk.Finish(&chunks, &order);
      std::vector<int64_t> want(
          expect.begin(), expect.begin() + std::min<int64_t>(k, expect.size()));
      ASSERT_EQ(Ids(Resolve(chunks, order)), want)
          << "case " << kc.types[0].ToString() << " k " << k;
    }
  }
}

// Input in descending order makes every row enter the top-k: pruning and
// compaction then run on every batch.
TEST(SortKeysTest, TopKOverAdversarialOrder) {
  const std::vector<Type> types = {Type::Bigint(), Type::Bigint()};
  std::vector<plan::SortKey> keys = {{0, false, false}};
  std::vector<DataChunk> input;
  std::vector<std::vector<Value>> rows;
  int64_t id = 0;
  for (int c = 0; c < 60; ++c) {
    std::vector<std::vector<Value>> batch;
    for (int r = 0; r < kBatchSize; ++r, ++id) {
      batch.push_back({Value::Bigint(1000000 - id / 3), Value::Bigint(id)});
    }
    rows.insert(rows.end(), batch.begin(), batch.end());
    input.push_back(MakeChunk(types, batch));
  }
  std::vector<int64_t> expect = Ids(ReferenceSort(rows, keys));
  for (int64_t k : {1, 10, 5000}) {
    TopKRows topk(keys, types, k);
    for (const DataChunk& c : input) topk.Add(c);
    std::vector<DataChunk> chunks;
    std::vector<SortRowRef> order;
    topk.Finish(&chunks, &order);
    EXPECT_EQ(Ids(Resolve(chunks, order)),
              std::vector<int64_t>(expect.begin(), expect.begin() + k));
  }
}

// ORDER BY through SQL against a reference sort of the table's scan order.
class SortSqlTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = testing::NewDb();
    ASSERT_TRUE(db_->Execute(R"(
      CREATE TABLE t (id INT PRIMARY KEY, i INT, b BIGINT, n NUMERIC(10,2),
                      d DOUBLE PRECISION, s TEXT, day DATE, ts TIMESTAMP,
                      f BOOLEAN))")
                    .ok());
    std::mt19937_64 rng(99);
    auto maybe_null = [&](std::string v) {
      return rng() % 6 == 0 ? std::string("NULL") : v;
    };
    const char* texts[] = {"''", "'a'", "'ab'", "'b'", "'B'", "'a b'", "'zz'"};
    const char* doubles[] = {"'NaN'", "'-Infinity'", "'Infinity'", "-0.0",
                             "0.0",   "1.5",         "-2.25"};
    std::string sql = "INSERT INTO t VALUES ";
    for (int id = 0; id < 3000; ++id) {
      if (id > 0) sql += ", ";
      std::vector<std::string> cells = {
          std::to_string(id),
          maybe_null(std::to_string(static_cast<int>(rng() % 9) - 4)),
          maybe_null(rng() % 3 == 0 ? "9223372036854775807"
                                    : std::to_string(int64_t(rng() % 5) - 2)),
          maybe_null(absl::StrCat(int(rng() % 7) - 3, ".", rng() % 3)),
          maybe_null(doubles[rng() % 7]),
          maybe_null(texts[rng() % 7]),
          maybe_null(absl::StrCat("'2024-01-0", 1 + rng() % 4, "'")),
          maybe_null(absl::StrCat("'2024-01-01 00:00:0", rng() % 4, "'")),
          maybe_null(rng() % 2 ? "true" : "false")};
      sql += "(" + absl::StrJoin(cells, ", ") + ")";
    }
    ASSERT_TRUE(db_->Execute(sql).ok());
    auto all = db_->Execute("SELECT * FROM t");
    ASSERT_TRUE(all.ok());
    for (size_t r = 0; r < all->row_count(); ++r) {
      std::vector<Value> row;
      for (int c = 0; c < all->column_count(); ++c) {
        row.push_back(all->GetValue(r, c));
      }
      rows_.push_back(std::move(row));
    }
  }

  // Ids of `order_by` [LIMIT k] through SQL and by the reference.
  void Check(const std::vector<plan::SortKey>& keys, int64_t limit) {
    const char* names[] = {"id", "i", "b", "n", "d", "s", "day", "ts", "f"};
    std::vector<std::string> items;
    for (const plan::SortKey& k : keys) {
      items.push_back(
          absl::StrCat(names[k.column], k.descending ? " DESC" : "",
                       k.nulls_first ? " NULLS FIRST" : " NULLS LAST"));
    }
    std::string sql =
        absl::StrCat("SELECT id FROM t ORDER BY ", absl::StrJoin(items, ", "));
    if (limit >= 0) absl::StrAppend(&sql, " LIMIT ", limit);
    auto r = db_->Execute(sql);
    ASSERT_TRUE(r.ok()) << sql << ": " << r.status();
    std::vector<int64_t> got;
    for (size_t i = 0; i < r->row_count(); ++i)
      got.push_back(r->GetInt64(i, 0));
    std::vector<std::vector<Value>> sorted = ReferenceSort(rows_, keys);
    std::vector<int64_t> want;
    for (const auto& row : sorted) {
      if (limit >= 0 && static_cast<int64_t>(want.size()) >= limit) break;
      want.push_back(row[0].int_value());
    }
    ASSERT_EQ(got, want) << sql;
  }

  std::unique_ptr<Database> db_;
  std::vector<std::vector<Value>> rows_;
};

TEST_F(SortSqlTest, RandomOrderBysMatchTheReference) {
  std::mt19937_64 rng(5);
  for (int q = 0; q < 60; ++q) {
    std::vector<plan::SortKey> keys;
    int n = 1 + rng() % 3;
    for (int i = 0; i < n; ++i) {
      keys.push_back(
          {static_cast<int>(1 + rng() % 8), rng() % 2 == 0, rng() % 2 == 0});
    }
    const int64_t limits[] = {-1, 0, 1, 10, 500, 5000};
    Check(keys, limits[rng() % 6]);
  }
}

TEST_F(SortSqlTest, TiesKeepScanOrder) {
  Check({{8, false, false}}, -1);
  Check({{8, true, true}}, 3);
  Check({{5, false, false}, {8, true, false}}, 100);
}

TEST_F(SortSqlTest, UntypedNullAndArrayKeys) {
  EXPECT_EQ(testing::Sql(*db_,
                         "SELECT id, NULL AS z FROM t ORDER BY z, id DESC "
                         "LIMIT 2"),
            "2999|NULL\n2998|NULL\n");
  // An array key (with no NULL elements here) orders as its elements do.
  EXPECT_EQ(testing::Sql(*db_,
                         "SELECT id FROM t WHERE i IS NOT NULL ORDER BY "
                         "ARRAY[i, id % 2] DESC, id LIMIT 5"),
            testing::Sql(*db_,
                         "SELECT id FROM t WHERE i IS NOT NULL ORDER BY "
                         "i DESC, id % 2 DESC, id LIMIT 5"));
  EXPECT_EQ(testing::Sql(*db_,
                         "SELECT id FROM t WHERE i IS NOT NULL ORDER BY "
                         "ARRAY[i, id % 2], id"),
            testing::Sql(*db_,
                         "SELECT id FROM t WHERE i IS NOT NULL ORDER BY "
                         "i, id % 2, id"));
  EXPECT_EQ(testing::Sql(*db_, "SELECT id FROM t ORDER BY i LIMIT 0"), "");
  EXPECT_EQ(testing::Sql(*db_,
                         "SELECT count(*) FROM (SELECT id FROM t ORDER BY s "
                         "LIMIT 9223372036854775807 OFFSET 10) AS q"),
            "2990\n");
}

TEST(SortSql, LargeTopKWithTies) {
  auto db = testing::NewDb();
  ASSERT_TRUE(db->Execute(R"(
    CREATE TABLE big (id INT, k INT, s TEXT);
    INSERT INTO big SELECT g, CASE WHEN g % 11 = 0 THEN NULL ELSE g % 5 END,
      'x' || (g % 3) FROM generate_series(1, 50000) AS g)")
                  .ok());
  // k = g % 5 with NULLs last: the smallest k is 0; ties by scan order (id).
  EXPECT_EQ(testing::Sql(*db, "SELECT id FROM big ORDER BY k LIMIT 3"),
            "5\n10\n15\n");
  EXPECT_EQ(testing::Sql(*db, "SELECT id FROM big ORDER BY k DESC LIMIT 3"),
            "11\n22\n33\n");
  EXPECT_EQ(testing::Sql(*db,
                         "SELECT id FROM big ORDER BY s DESC, k LIMIT 2 "
                         "OFFSET 1"),
            "20\n35\n");
  EXPECT_EQ(testing::Sql(*db,
                         "SELECT count(*) FROM (SELECT id FROM big ORDER BY "
                         "k NULLS FIRST LIMIT 40000) AS q"),
            "40000\n");
}

}  // namespace
}  // namespace kite
