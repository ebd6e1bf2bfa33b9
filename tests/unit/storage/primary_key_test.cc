#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/status.h"
#include "storage/primary_key_index.h"
#include "storage/table.h"
#include "tests/unit/storage/table_test_util.h"

namespace kite {
namespace {

using testing::Col;
using testing::Int;
using testing::Snapshot;
using testing::Text;

TEST(PrimaryKeyTest, SingleIntegerKey) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("name", Type::Text())};
  s.primary_key = {0};
  Table t("items", s);
  for (int k = 0; k < 100; ++k) {
    ASSERT_TRUE(t.Insert({Int(k), Text("n")}, nullptr).ok());
  }
  auto before = Snapshot(t);
  absl::StatusOr<RowId> r = t.Insert({Int(42), Text("dup")}, nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_EQ(r.status().message(),
            "duplicate key value violates unique constraint \"items_pkey\"\n"
            "DETAIL:  Key (id)=(42) already exists.");
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.slot_count(), 100u);
  EXPECT_EQ(t.FindByPrimaryKey({Int(42)}), RowId{42});
  EXPECT_EQ(t.FindByPrimaryKey({Int(100)}), std::nullopt);
  EXPECT_EQ(t.FindByPrimaryKey({Value::Null(Type::Integer())}), std::nullopt);
  EXPECT_EQ(t.FindByPrimaryKey({}), std::nullopt);
}

TEST(PrimaryKeyTest, IntegerKeysFoundByTheirNumbers) {
  TableSchema s;
  s.columns = {Col("id", Type::Bigint()), Col("v", Type::Integer())};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.has_integer_key());
  // Extremes, negatives, and keys whose low bits agree.
  std::vector<int64_t> keys = {INT64_MIN, INT64_MAX, -1, 0, 1};
  for (int64_t k = 1; k <= 2000; ++k) keys.push_back(k << 32);
  for (int64_t k = 1; k <= 2000; ++k) keys.push_back(-k * 4096);
  for (int64_t k : keys) {
    ASSERT_TRUE(t.Insert({Value::Bigint(k), Int(1)}, nullptr).ok()) << k;
  }
  t.Delete(3, nullptr);  // key 0
  for (size_t i = 0; i < keys.size(); ++i) {
    const std::optional<RowId> want =
        i == 3 ? std::nullopt : std::optional<RowId>(RowId(i));
    t.PrefetchIntegerKey(keys[i]);
    EXPECT_EQ(t.FindByIntegerKey(keys[i]), want) << keys[i];
    EXPECT_EQ(t.FindByPrimaryKey({Value::Bigint(keys[i])}), want) << keys[i];
  }
  EXPECT_EQ(t.FindByIntegerKey(2), std::nullopt);
  EXPECT_EQ(t.FindByIntegerKey(int64_t{1} << 33 | 1), std::nullopt);

  // Other keys are not looked up by number.
  TableSchema text;
  text.columns = {Col("k", Type::Text())};
  text.primary_key = {0};
  EXPECT_FALSE(Table("t", text).has_integer_key());
  TableSchema pair;
  pair.columns = {Col("a", Type::Integer()), Col("b", Type::Integer())};
  pair.primary_key = {0, 1};
  EXPECT_FALSE(Table("t", pair).has_integer_key());
  TableSchema none;
  none.columns = {Col("a", Type::Integer())};
  EXPECT_FALSE(Table("t", none).has_integer_key());
}

#if defined(__x86_64__) && defined(__GNUC__)
// The prefetch instructions (0F 18) of a non-virtual member function's code,
// read up to its first ret (C3) byte. The Itanium ABI keeps such a
// function's address in the first word of the member pointer.
template <typename Method>
int PrefetchInstructions(Method method) {
  uintptr_t address;
  static_assert(sizeof(method) >= sizeof(address));
  std::memcpy(&address, &method, sizeof(address));
  const auto* code = reinterpret_cast<const unsigned char*>(address);
  int prefetches = 0;
  for (int i = 0; i < 256 && code[i] != 0xC3; ++i) {
    if (code[i] == 0x0F && code[i + 1] == 0x18) ++prefetches;
  }
  return prefetches;
}

// GCC once compiled this to a bare ret (it deletes calls to a function
// that only prefetches, absl's prefetch() among them): every key prefetch
// of the lookups and joins did nothing.
TEST(PrimaryKeyTest, KeyPrefetchesAreCompiledIn) {
  // (PrefetchPrimaryKey returns early, so its code is not read this way.)
  EXPECT_GT(PrefetchInstructions(&Table::PrefetchIntegerKey), 0);
}
#endif

TEST(PrimaryKeyTest, DeleteFreesTheKeyAndUpdateMovesIt) {
  TableSchema s;
  s.columns = {Col("id", Type::Bigint()), Col("v", Type::Integer())};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.Insert({Value::Bigint(1), Int(10)}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Value::Bigint(2), Int(20)}, nullptr).ok());
  t.Delete(0, nullptr);
  EXPECT_EQ(t.FindByPrimaryKey({Value::Bigint(1)}), std::nullopt);
  ASSERT_TRUE(t.Insert({Value::Bigint(1), Int(11)}, nullptr).ok());
  // Moving row 1's key onto an existing key fails and changes nothing.
  absl::Status st = t.Update(1, {0, 1}, {Value::Bigint(1), Int(99)}, nullptr);
  EXPECT_EQ(SqlStateOf(st), "23505");
  EXPECT_EQ(t.GetValue(1, 1), Int(20));
  // Setting a key to its own value is fine.
  EXPECT_TRUE(t.Update(1, {0}, {Value::Bigint(2)}, nullptr).ok());
  ASSERT_TRUE(t.Update(1, {0}, {Value::Bigint(7)}, nullptr).ok());
  EXPECT_EQ(t.FindByPrimaryKey({Value::Bigint(7)}), RowId{1});
  EXPECT_EQ(t.FindByPrimaryKey({Value::Bigint(2)}), std::nullopt);
  EXPECT_TRUE(t.Insert({Value::Bigint(2), Int(0)}, nullptr).ok());
}

TEST(PrimaryKeyTest, CompositeKey) {
  TableSchema s;
  s.columns = {Col("a", Type::Integer()), Col("payload", Type::Double()),
               Col("B", Type::Text())};
  s.primary_key = {0, 2};
  Table t("pairs", s);
  ASSERT_TRUE(t.Insert({Int(1), Value::Double(0), Text("x")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Int(1), Value::Double(0), Text("y")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Int(2), Value::Double(0), Text("x")}, nullptr).ok());
  auto before = Snapshot(t);
  absl::StatusOr<RowId> r =
      t.Insert({Int(1), Value::Double(5), Text("y")}, nullptr);
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_EQ(r.status().message(),
            "duplicate key value violates unique constraint \"pairs_pkey\"\n"
            "DETAIL:  Key (a, \"B\")=(1, y) already exists.");
  EXPECT_EQ(Snapshot(t), before);
  EXPECT_EQ(t.FindByPrimaryKey({Int(2), Text("x")}), RowId{2});
  EXPECT_EQ(t.FindByPrimaryKey({Int(2), Text("y")}), std::nullopt);
}

TEST(PrimaryKeyTest, TextKeysAreExactBytes) {
  TableSchema s;
  s.columns = {Col("k", Type::Text())};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.Insert({Text("abc")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Text("ABC")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Text("")}, nullptr).ok());
  ASSERT_TRUE(t.Insert({Text(std::string("a\0b", 3))}, nullptr).ok());
  absl::StatusOr<RowId> r = t.Insert({Text("abc")}, nullptr);
  EXPECT_EQ(SqlStateOf(r.status()), "23505");
  EXPECT_EQ(r.status().message(),
            "duplicate key value violates unique constraint \"t_pkey\"\n"
            "DETAIL:  Key (k)=(abc) already exists.");
  EXPECT_EQ(t.FindByPrimaryKey({Text("")}), RowId{2});
  EXPECT_EQ(t.row_count(), 4u);
}

TEST(PrimaryKeyTest, DuplicateDetailUsesPostgresOutputFormat) {
  TableSchema s;
  s.columns = {Col("d", Type::Date()), Col("ts", Type::Timestamp()),
               Col("n", Type::Numeric(8, 3)), Col("f", Type::Double()),
               Col("ok", Type::Boolean())};
  s.primary_key = {0, 1, 2, 3, 4};
  Table t("t", s);
  std::vector<Value> row = {
      Value::Date(19753),  // 2024-01-31
      Value::Timestamp(int64_t{19753} * 86400000000 + 43200500000),
      Value::Numeric(-1050, 8, 3), Value::Double(1e20), Value::Boolean(true)};
  ASSERT_TRUE(t.Insert(row, nullptr).ok());
  absl::StatusOr<RowId> r = t.Insert(row, nullptr);
  EXPECT_EQ(
      r.status().message(),
      "duplicate key value violates unique constraint \"t_pkey\"\n"
      "DETAIL:  Key (d, ts, n, f, ok)=(2024-01-31, 2024-01-31 12:00:00.5, "
      "-1.050, 1e+20, t) already exists.");
}

TEST(PrimaryKeyTest, DoubleKeysTreatZerosAlike) {
  TableSchema s;
  s.columns = {Col("f", Type::Double())};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.Insert({Value::Double(0.0)}, nullptr).ok());
  EXPECT_FALSE(t.Insert({Value::Double(-0.0)}, nullptr).ok());
  EXPECT_EQ(t.FindByPrimaryKey({Value::Double(-0.0)}), RowId{0});
}

TEST(PrimaryKeyTest, FailedInsertDoesNotConsumeASlotOrDictionaryEntry) {
  TableSchema s;
  s.columns = {Col("id", Type::Integer()), Col("t", Type::Text())};
  s.primary_key = {0};
  Table t("t", s);
  ASSERT_TRUE(t.Insert({Int(1), Text("a")}, nullptr).ok());
  EXPECT_FALSE(t.Insert({Int(1), Text("brand new")}, nullptr).ok());
  EXPECT_EQ(t.DictionaryCode(1, "brand new"), std::nullopt);
  EXPECT_EQ(t.slot_count(), 1u);
}

using storage_internal::PrimaryKeyIndex;

PrimaryKeyIndex::Key Number(int64_t n) {
  PrimaryKeyIndex::Key key;
  key.number = n;
  return key;
}

TEST(PrimaryKeyTest, SerialKeysSitInAnArrayInEitherOrder) {
  for (bool descending : {false, true}) {
    PrimaryKeyIndex index({Type::Bigint()});
    for (int64_t k = 0; k < 10000; ++k) {
      const int64_t key = descending ? 10000 - k : 1 + k;
      index.Insert(Number(key), RowId(k));
    }
    EXPECT_TRUE(index.dense());
    // Ascending, key k is at row k - 1: no array at all.
    EXPECT_EQ(index.identity(), !descending);
    EXPECT_EQ(index.size(), 10000u);
    // An entry of 4 bytes and at most twice as many entries as keys.
    EXPECT_LE(index.MemoryBytes(), 10000u * 8);
    if (!descending) {
      EXPECT_EQ(index.MemoryBytes(), 0u);
    }
    for (int64_t key = 1; key <= 10000; ++key) {
      const RowId row = RowId(descending ? 10000 - key : key - 1);
      ASSERT_EQ(index.FindNumber(key), row) << key << " " << descending;
    }
    for (int64_t key :
         {int64_t{0}, int64_t{10001}, int64_t{-5}, INT64_MIN, INT64_MAX}) {
      EXPECT_EQ(index.FindNumber(key), std::nullopt) << key;
      index.PrefetchNumber(key);  // a hint: any key is fine
    }
  }
}

TEST(PrimaryKeyTest, SparseKeysMoveToTheHashAndAnEmptiedIndexIsDenseAgain) {
  PrimaryKeyIndex index({Type::Integer()});
  for (int64_t k = 0; k < 1000; ++k) index.Insert(Number(k), RowId(k));
  ASSERT_TRUE(index.dense());
  index.Insert(Number(int64_t{1} << 40), 1000);
  EXPECT_FALSE(index.dense());
  for (int64_t k = 0; k < 1000; ++k) ASSERT_EQ(index.FindNumber(k), RowId(k));
  EXPECT_EQ(index.FindNumber(int64_t{1} << 40), RowId{1000});
  EXPECT_EQ(index.FindNumber(1000), std::nullopt);
  EXPECT_EQ(index.size(), 1001u);
  for (int64_t k = 0; k < 1000; ++k) index.Erase(Number(k));
  index.Erase(Number(int64_t{1} << 40));
  EXPECT_EQ(index.size(), 0u);
  EXPECT_TRUE(index.dense());
  index.Insert(Number(-7), 3);
  EXPECT_EQ(index.FindNumber(-7), RowId{3});
  EXPECT_EQ(index.FindNumber(int64_t{1} << 40), std::nullopt);
}

TEST(PrimaryKeyTest, KeysAtTheirRowNumbersNeedNoArrayUntilTheRuleBreaks) {
  // Each way of breaking the rule: a key erased in the middle, a key that
  // skips one, the next key at another row, and a key at its number's row
  // after the last two were erased, but at a row not its own.
  const std::vector<
      std::function<void(PrimaryKeyIndex&, std::map<int64_t, RowId>&)>>
      breaks = {
          [](auto& index, auto& want) {
            index.Erase(Number(-500));
            want.erase(-500);
          },
          [](auto& index, auto& want) {
            index.Insert(Number(502), 1501);
            want[502] = 1501;
          },
          [](auto& index, auto& want) {
            index.Insert(Number(501), 7000);
            want[501] = 7000;
          },
          [](auto& index, auto& want) {
            for (int64_t k : {500, 499}) {
              index.Erase(Number(k));
              want.erase(k);
            }
            index.Insert(Number(499), 1500);
            want[499] = 1500;
          },
      };
  for (size_t b = 0; b < breaks.size(); ++b) {
    PrimaryKeyIndex index({Type::Bigint()});
    std::map<int64_t, RowId> want;
    for (int64_t k = -1000; k <= 500; ++k) {
      index.Insert(Number(k), RowId(k + 1000));
      want[k] = RowId(k + 1000);
    }
    // Erasing the last key (an insert undone) keeps the form.
    index.Erase(Number(500));
    want.erase(500);
    index.Insert(Number(500), 1500);
    want[500] = 1500;
    ASSERT_TRUE(index.identity());
    EXPECT_EQ(index.MemoryBytes(), 0u);
    breaks[b](index, want);
    EXPECT_FALSE(index.identity()) << b;
    EXPECT_TRUE(index.dense()) << b;
    EXPECT_EQ(index.size(), want.size()) << b;
    for (int64_t k = -1100; k <= 600; ++k) {
      auto it = want.find(k);
      ASSERT_EQ(index.FindNumber(k), it == want.end()
                                         ? std::nullopt
                                         : std::optional<RowId>(it->second))
          << b << " " << k;
    }
  }
  // Keys outside the range are absent, as far as int64 goes.
  PrimaryKeyIndex index({Type::Integer()});
  for (int64_t k = 0; k < 3; ++k) index.Insert(Number(k + 10), RowId(k));
  ASSERT_TRUE(index.identity());
  for (int64_t k : {int64_t{9}, int64_t{13}, INT64_MIN, INT64_MAX}) {
    EXPECT_EQ(index.FindNumber(k), std::nullopt) << k;
    index.Erase(Number(k));  // absent: nothing changes
  }
  EXPECT_TRUE(index.identity());
  EXPECT_EQ(index.size(), 3u);
  // Emptied, the next keys start the form again, from their own base.
  for (int64_t k = 12; k >= 10; --k) index.Erase(Number(k));
  EXPECT_EQ(index.size(), 0u);
  index.Insert(Number(-3), 0);
  index.Insert(Number(-2), 1);
  EXPECT_TRUE(index.identity());
  EXPECT_EQ(index.FindNumber(-2), RowId{1});
  EXPECT_EQ(index.FindNumber(10), std::nullopt);
  // A first key at a row other than 0 starts the array instead.
  PrimaryKeyIndex late({Type::Integer()});
  late.Insert(Number(1), 4);
  EXPECT_FALSE(late.identity());
  EXPECT_EQ(late.FindNumber(1), RowId{4});
}

// Random inserts, erases and moves of keys, mostly close together and now
// and then far apart, checked against a std::map after every step. In the
// serial runs most inserts are the next key at the next row and some
// erases take the last key, so the identity form lives a while before a
// step breaks it.
TEST(PrimaryKeyTest, IntegerKeysAgreeWithAMap) {
  for (bool serial : {false, true}) {
    int identity_steps = 0;
    for (uint32_t seed = 1; seed <= 20; ++seed) {
      std::mt19937_64 rng(seed);
      PrimaryKeyIndex index({Type::Bigint()});
      std::map<int64_t, RowId> want;
      const int64_t center = static_cast<int64_t>(rng());
      auto any_key = [&]() -> int64_t {
        if (rng() % 500 == 0) return static_cast<int64_t>(rng());  // far
        return static_cast<int64_t>(static_cast<uint64_t>(center) +
                                    rng() % 3000);
      };
      auto next_key = [&] {
        return static_cast<int64_t>(static_cast<uint64_t>(center) +
                                    want.size());
      };
      for (int step = 0; step < 4000; ++step) {
        const uint64_t pick = rng() % 100;
        int64_t key;
        if (serial && pick < 80) {
          key = next_key();
        } else if (serial && pick < 90 && !want.empty()) {
          key = std::prev(want.end())->first;
        } else if (!want.empty() && rng() % 3 == 0) {
          key = std::next(want.begin(), rng() % want.size())->first;
        } else {
          key = any_key();
        }
        if (want.count(key) != 0) {
          index.Erase(Number(key));
          want.erase(key);
        } else {
          const RowId row = serial ? RowId(want.size()) : RowId(rng() % 100000);
          index.Insert(Number(key), row);
          want[key] = row;
        }
        identity_steps += index.identity() && !want.empty();
        ASSERT_EQ(index.size(), want.size()) << seed << " " << step;
        ASSERT_EQ(index.FindNumber(key), index.Find(Number(key)));
        if (step % 97 == 0) {
          for (const auto& [k, row] : want) {
            ASSERT_EQ(index.FindNumber(k), row);
          }
          for (int i = 0; i < 50; ++i) {
            const int64_t k = i % 2 == 0 ? any_key() : next_key() - 1 - i;
            auto it = want.find(k);
            ASSERT_EQ(index.FindNumber(k),
                      it == want.end() ? std::nullopt
                                       : std::optional<RowId>(it->second));
          }
        }
      }
    }
    // The serial runs did exercise the identity form.
    if (serial) {
      EXPECT_GT(identity_steps, 200);
    }
  }
}

}  // namespace
}  // namespace kite
