// The hash table, DISTINCT sets and TEXT min / max behind hashed GROUP BY
// in fused aggregate kernels: keys equal exactly where the interpreter's
// AppendRowKey makes them equal, groups numbered by first appearance.
#include "jit/group_table.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace kite::jit {
namespace {

KernelCallValue Int(int64_t i) {
  KernelCallValue v;
  v.i = i;
  return v;
}

KernelCallValue Double(double d) {
  KernelCallValue v;
  v.d = d;
  return v;
}

KernelCallValue Text(const std::string& s) {
  KernelCallValue v;
  v.s = s.data();
  v.len = static_cast<int64_t>(s.size());
  return v;
}

KernelCallValue Null() {
  KernelCallValue v;
  v.is_null = 1;
  return v;
}

TEST(GroupTableTest, IntKeysNumberedInFirstAppearanceOrder) {
  GroupTable t({Type::Integer()});
  // Small non-negative keys are found by index, others by hash.
  const KernelCallValue keys[] = {Int(7),  Int(3),       Null(),
                                  Int(7),  Null(),       Int(-1),
                                  Int(-1), Int(1 << 20), Int(1 << 20)};
  std::vector<int64_t> groups;
  for (const KernelCallValue& k : keys) groups.push_back(t.Find(&k));
  EXPECT_EQ(groups, (std::vector<int64_t>{0, 1, 2, 0, 2, 3, 3, 4, 4}));
  EXPECT_EQ(t.size(), 5);
  EXPECT_EQ(t.key(4, 0), Value::Integer(1 << 20));
  EXPECT_EQ(t.key(0, 0), Value::Integer(7));
  EXPECT_TRUE(t.key(2, 0).is_null());
  t.Clear();
  EXPECT_EQ(t.size(), 0);
  EXPECT_EQ(t.Find(&keys[1]), 0);
}

TEST(GroupTableTest, DoubleZerosAndNaNsAreOneKeyEach) {
  GroupTable t({Type::Double()});
  const KernelCallValue keys[] = {
      Double(-0.0), Double(0.0), Double(std::nan("")),
      Double(-std::numeric_limits<double>::quiet_NaN()), Double(1.5)};
  std::vector<int64_t> groups;
  for (const KernelCallValue& k : keys) groups.push_back(t.Find(&k));
  EXPECT_EQ(groups, (std::vector<int64_t>{0, 0, 1, 1, 2}));
  // The key is the first row's value.
  EXPECT_TRUE(std::signbit(t.key(0, 0).double_value()));
}

TEST(GroupTableTest, TextAndCompositeKeys) {
  GroupTable text({Type::Text()});
  const std::string a = "a", b = "ab", empty;
  const KernelCallValue t1 = Text(a), t2 = Text(b), t3 = Text(empty),
                        t4 = Null();
  EXPECT_EQ(text.Find(&t1), 0);
  EXPECT_EQ(text.Find(&t2), 1);
  EXPECT_EQ(text.Find(&t3), 2);  // '' is not NULL
  EXPECT_EQ(text.Find(&t4), 3);
  EXPECT_EQ(text.Find(&t1), 0);
  EXPECT_EQ(text.key(1, 0), Value::Text("ab"));

  // ('a', 'b' || ...) must not collide with ('ab', ...): lengths are part
  // of the key.
  GroupTable pair({Type::Text(), Type::Text()});
  const std::string x = "a", y = "bc", z = "ab", w = "c";
  const KernelCallValue k1[] = {Text(x), Text(y)};
  const KernelCallValue k2[] = {Text(z), Text(w)};
  const KernelCallValue k3[] = {Text(x), Null()};
  EXPECT_EQ(pair.Find(k1), 0);
  EXPECT_EQ(pair.Find(k2), 1);
  EXPECT_EQ(pair.Find(k3), 2);
  EXPECT_EQ(pair.Find(k1), 0);
  EXPECT_TRUE(pair.key(2, 1).is_null());
}

TEST(DistinctSetTest, PerGroupValues) {
  DistinctSet ints(Type::Integer());
  EXPECT_TRUE(ints.Insert(0, Int(5)));
  EXPECT_FALSE(ints.Insert(0, Int(5)));
  EXPECT_TRUE(ints.Insert(1, Int(5)));
  DistinctSet doubles(Type::Double());
  EXPECT_TRUE(doubles.Insert(0, Double(0.0)));
  EXPECT_FALSE(doubles.Insert(0, Double(-0.0)));
  const std::string s = "x";
  DistinctSet texts(Type::Text());
  EXPECT_TRUE(texts.Insert(3, Text(s)));
  EXPECT_FALSE(texts.Insert(3, Text(s)));
  texts.Clear();
  EXPECT_TRUE(texts.Insert(3, Text(s)));
}

TEST(ValueStoreTest, TextMinAndMaxBytewise) {
  ValueStore store;
  AggSlot min, max;
  for (const char* s : {"b", "B", "ä", "a"}) {
    store.MinMax(&min, s, /*min=*/true);
    store.MinMax(&max, s, /*min=*/false);
  }
  EXPECT_EQ(store.Get(min).text(), "B");
  EXPECT_EQ(store.Get(max).text(), "ä");
}

}  // namespace
}  // namespace kite::jit
