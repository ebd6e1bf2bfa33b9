// StatementMemory and MemoryCharge: what a statement holds is counted
// against its limit and the process's, charges of ended statements are
// forgotten, and memory sizes parse and print as PostgreSQL's settings do.
#include "common/statement_memory.h"

#include <string>

#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite {
namespace {

constexpr int64_t kMB = int64_t{1} << 20;

TEST(StatementMemoryTest, GrowPastTheLimitFailsNamingWhatAsked) {
  StatementMemory memory(10 * kMB);
  ASSERT_TRUE(memory.Grow(6 * kMB, "Sort").ok());
  absl::Status s = memory.Grow(6 * kMB, "Hash Join");
  EXPECT_EQ(SqlStateOf(s), "53200");
  EXPECT_NE(s.message().find("out of memory"), std::string::npos);
  EXPECT_NE(s.message().find("Hash Join would need more than statement_mem "
                             "(10MB)"),
            std::string::npos)
      << s.message();
  // Nothing was added by the failed Grow.
  EXPECT_EQ(memory.used(), 6 * kMB);
  memory.Shrink(6 * kMB);
  EXPECT_TRUE(memory.Grow(10 * kMB, "Sort").ok());
  EXPECT_EQ(memory.peak(), 10 * kMB);
}

TEST(StatementMemoryTest, StatementsCountInTheProcessUntilTheyEnd) {
  const int64_t before = StatementMemoryInUse();
  {
    StatementMemory memory(0);
    ASSERT_TRUE(memory.Grow(3 * kMB, "Sort").ok());
    EXPECT_EQ(StatementMemoryInUse(), before + 3 * kMB);
  }
  EXPECT_EQ(StatementMemoryInUse(), before);
}

TEST(StatementMemoryTest, ChargesGoToTheThreadsStatement) {
  StatementMemory memory(4 * kMB);
  MemoryCharge charge;
  // Without a statement on the thread nothing is counted.
  EXPECT_TRUE(charge.Set(100 * kMB, "Sort").ok());
  EXPECT_EQ(memory.used(), 0);
  {
    ScopedStatementMemory scope(&memory);
    MemoryCharge sort;
    ASSERT_TRUE(sort.Set(3 * kMB, "Sort").ok());
    EXPECT_EQ(memory.used(), 3 * kMB);
    ASSERT_TRUE(sort.Set(1 * kMB, "Sort").ok());  // shrinks
    EXPECT_EQ(memory.used(), 1 * kMB);
    EXPECT_EQ(SqlStateOf(sort.Add(4 * kMB, "Sort")), "53200");
    EXPECT_EQ(sort.bytes(), 1 * kMB);
    sort.Clear();
    EXPECT_EQ(memory.used(), 0);
    // Batch memory is given back when the next batch starts.
    ASSERT_TRUE(ChargeBatchMemory(2 * kMB, "repeat()").ok());
    EXPECT_EQ(SqlStateOf(ChargeBatchMemory(3 * kMB, "repeat()")), "53200");
    memory.ResetBatch();
    EXPECT_EQ(memory.used(), 0);
  }
  EXPECT_EQ(CurrentStatementMemory(), nullptr);
}

TEST(StatementMemoryTest, AChargeOutlivingItsStatementIsForgotten) {
  MemoryCharge kept;  // an operator kept for the next execution
  {
    StatementMemory first(0);
    ScopedStatementMemory scope(&first);
    ASSERT_TRUE(kept.Set(5 * kMB, "Sort").ok());
    EXPECT_EQ(first.used(), 5 * kMB);
  }
  StatementMemory second(0);
  ScopedStatementMemory scope(&second);
  // Clearing it does not take the first statement's bytes from this one.
  kept.Clear();
  EXPECT_EQ(second.used(), 0);
  ASSERT_TRUE(kept.Set(2 * kMB, "Sort").ok());
  EXPECT_EQ(second.used(), 2 * kMB);
}

TEST(StatementMemoryTest, TheProcessLimitRefusesNewWorkAndGrowth) {
  StatementMemory memory(0);
  ASSERT_TRUE(StatementMemory::Admit().ok());
  // Any process holds more than a byte.
  SetProcessMemoryLimit(1);
  absl::Status refused = StatementMemory::Admit();
  EXPECT_EQ(SqlStateOf(refused), "53200");
  EXPECT_NE(refused.message().find("--max-memory"), std::string::npos);
  absl::Status grow = memory.Grow(kMB, "HashAggregate");
  EXPECT_EQ(SqlStateOf(grow), "53200");
  EXPECT_NE(grow.message().find("HashAggregate would need 1MB more"),
            std::string::npos)
      << grow.message();
  SetProcessMemoryLimit(0);
  EXPECT_TRUE(StatementMemory::Admit().ok());
  EXPECT_TRUE(memory.Grow(kMB, "HashAggregate").ok());
  EXPECT_GT(ResidentMemory(), 0);
}

TEST(StatementMemoryTest, SizesParseAndPrintAsPostgresSettings) {
  EXPECT_EQ(ParseMemorySize("64MB"), 64 * kMB);
  EXPECT_EQ(ParseMemorySize(" 2 GB "), 2048 * kMB);
  EXPECT_EQ(ParseMemorySize("65536"), 64 * kMB);  // kB by default
  EXPECT_EQ(ParseMemorySize("10", 1), 10);
  EXPECT_EQ(ParseMemorySize("1TB"), 1024 * 1024 * kMB);
  EXPECT_EQ(ParseMemorySize("512B"), 512);
  EXPECT_EQ(ParseMemorySize("1mb"), -1);  // units are case-sensitive
  EXPECT_EQ(ParseMemorySize("MB"), -1);
  EXPECT_EQ(ParseMemorySize("-1"), -1);
  EXPECT_EQ(ParseMemorySize("1.5GB"), -1);
  EXPECT_EQ(ParseMemorySize("99999999999999TB"), -1);  // overflows
  EXPECT_EQ(FormatMemorySize(64 * kMB), "64MB");
  EXPECT_EQ(FormatMemorySize(1536 * kMB), "1536MB");
  EXPECT_EQ(FormatMemorySize(2048 * kMB), "2GB");
  EXPECT_EQ(FormatMemorySize(1000), "1000B");
  EXPECT_EQ(FormatMemorySize(0), "0B");
}

}  // namespace
}  // namespace kite
