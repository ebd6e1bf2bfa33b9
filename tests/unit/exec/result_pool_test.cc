// Results of a prepared statement reuse the storage of dropped ones, never
// of ones still alive, and outlive the statement and the database.
#include "exec/result_pool.h"

#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;

// Drops the thread's spare, if an earlier test left one.
void DropSpare() { TakePooledResult().reset(); }

TEST(ResultPoolTest, TakesBackWhatWasRecycled) {
  DropSpare();
  std::unique_ptr<ResultData> data = TakePooledResult();
  EXPECT_TRUE(data->pooled);
  data->SetColumns({"a"}, {Type::Text()});
  data->AppendRow({Value::Text("some text")});
  data->tag = "SELECT 1";
  const ResultData* address = data.get();
  RecyclePooledResult(std::move(data));
  std::unique_ptr<ResultData> again = TakePooledResult();
  EXPECT_EQ(again.get(), address);
  // Empty, as new.
  EXPECT_EQ(again->rows, 0u);
  EXPECT_TRUE(again->columns.empty());
  EXPECT_TRUE(again->tag.empty());
  EXPECT_EQ(again->total, -1);
  // The buffers of a column come back with SetColumns.
  again->SetColumns({"b"}, {Type::Text()});
  EXPECT_GE(again->columns[0].bytes.capacity(), 9u);
  EXPECT_EQ(again->columns[0].name, "b");
  EXPECT_TRUE(again->columns[0].ends.empty());
}

TEST(ResultPoolTest, DropsLargeResults) {
  DropSpare();
  std::unique_ptr<ResultData> data = TakePooledResult();
  data->SetColumns({"a"}, {Type::Text()});
  data->AppendRow({Value::Text(std::string(1 << 20, 'x'))});
  RecyclePooledResult(std::move(data));
  // Freed, not kept: the next one starts without the megabyte.
  std::unique_ptr<ResultData> again = TakePooledResult();
  again->SetColumns({"a"}, {Type::Text()});
  EXPECT_LT(again->columns[0].bytes.capacity(), size_t{1} << 20);
}

// A recycled column given another type keeps no buffer of its old type:
// only its type's lanes are emptied and measured when it is recycled.
TEST(ResultPoolTest, AColumnOfAnotherTypeDropsItsOldBuffers) {
  DropSpare();
  std::unique_ptr<ResultData> data = TakePooledResult();
  data->SetColumns({"a"}, {Type::Text()});
  data->AppendRow({Value::Text(std::string(100000, 'x'))});
  RecyclePooledResult(std::move(data));
  data = TakePooledResult();
  data->SetColumns({"a"}, {Type::Bigint()});
  EXPECT_LT(data->columns[0].bytes.capacity(), 100000u);  // (inline: 15)
  EXPECT_EQ(data->columns[0].ends.capacity(), 0u);
  data->AppendRow({Value::Bigint(7)});
  data->AppendRow({Value::Null(Type::Bigint())});
  RecyclePooledResult(std::move(data));
  data = TakePooledResult();
  data->SetColumns({"a"}, {Type::Bigint()});
  EXPECT_TRUE(data->columns[0].ints.empty());
  EXPECT_TRUE(data->columns[0].nulls.empty());
  data->SetColumns({"a"}, {Type::Text()});
  EXPECT_EQ(data->columns[0].ints.capacity(), 0u);
  data->AppendRow({Value::Text("back")});
  EXPECT_EQ(data->columns[0].Text(0), "back");
}

// One spare a thread: a second recycled result is freed, and another
// thread does not get this one's.
TEST(ResultPoolTest, EachThreadKeepsOneSpareOfItsOwn) {
  DropSpare();
  std::unique_ptr<ResultData> first = TakePooledResult();
  std::unique_ptr<ResultData> second = TakePooledResult();
  const ResultData* address = first.get();
  RecyclePooledResult(std::move(first));
  RecyclePooledResult(std::move(second));
  std::thread([address] {
    std::unique_ptr<ResultData> other = TakePooledResult();
    EXPECT_NE(other.get(), address);
    RecyclePooledResult(std::move(other));  // freed when the thread ends
  }).join();
  std::unique_ptr<ResultData> again = TakePooledResult();
  EXPECT_EQ(again.get(), address);
  std::unique_ptr<ResultData> fresh = TakePooledResult();
  EXPECT_NE(fresh.get(), address);
}

// A keyed SELECT's result of at most one row (StartOneRow) is written in
// its columns' slots: recycled, it keeps them and its cells for the same
// statement's next run, but not the text they pinned; any other
// declaration of columns starts from empty lanes.
TEST(ResultPoolTest, AOneRowResultKeepsItsSlotsButNotItsPins) {
  DropSpare();
  const std::vector<std::string> names = {"id", "v"};
  const std::vector<Type> types = {Type::Bigint(), Type::Text()};
  std::unique_ptr<ResultData> data = TakePooledResult();
  data->StartOneRow(names, types, /*source=*/42);
  ASSERT_EQ(data->columns.size(), 2u);
  auto pin = std::make_shared<std::string>("pinned text");
  data->columns[0].ints[0] = 7;
  data->columns[1].views[0] = *pin;
  data->columns[1].pins[0] = pin;
  data->rows = 1;
  data->MakeCells();
  const ResultCells cells = data->cells[1];
  EXPECT_EQ(cells.views[0], "pinned text");
  EXPECT_EQ(pin.use_count(), 2);
  RecyclePooledResult(std::move(data));
  EXPECT_EQ(pin.use_count(), 1);  // unpinned by recycling

  data = TakePooledResult();
  data->StartOneRow(names, types, 42);
  EXPECT_EQ(data->rows, 0u);
  ASSERT_EQ(data->columns.size(), 2u);
  EXPECT_EQ(data->columns[1].views.data(), cells.views);  // the same slot
  data->MakeCells();
  EXPECT_EQ(data->cells[1].views, cells.views);
  EXPECT_EQ(data->cells[1].type, Type::Text());
  data->columns[1].SetSlot(Type::Text(), Value::Text("copied"));
  data->columns[1].nulls[0] = 0;
  data->rows = 1;
  EXPECT_EQ(data->columns[1].Text(0), "copied");

  // Another source: the slots are made again, for its types.
  data->StartOneRow({"a", "b"}, {Type::Text(), Type::Double()}, 43);
  EXPECT_EQ(data->rows, 0u);
  EXPECT_EQ(data->columns[0].name, "a");
  EXPECT_EQ(data->columns[0].views.size(), 1u);
  EXPECT_EQ(data->columns[1].doubles.size(), 1u);
  EXPECT_TRUE(data->columns[1].ints.empty());

  // A general declaration, even of the same source, empties the lanes.
  data->StartOneRow(names, types, 42);
  data->SetColumns(names, types, 42);
  EXPECT_FALSE(data->one_row);
  EXPECT_TRUE(data->columns[0].nulls.empty());
  EXPECT_TRUE(data->columns[1].views.empty());
  data->AppendRow({Value::Bigint(1), Value::Text("one")});
  data->AppendRow({Value::Bigint(2), Value::Null(Type::Text())});
  EXPECT_EQ(data->rows, 2u);
  EXPECT_EQ(data->columns[0].ints, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(data->columns[1].Text(0), "one");
  data->MakeCells();
  EXPECT_EQ(data->cells[0].ints, data->columns[0].ints.data());
}

class PreparedResultsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    ASSERT_TRUE(
        db_->Execute("CREATE TABLE t (id INT PRIMARY KEY, v TEXT)").ok());
    ASSERT_TRUE(
        db_->Execute("INSERT INTO t VALUES (1, 'one'), (2, 'two')").ok());
    auto stmt = db_->Prepare("SELECT id, v FROM t WHERE id = $1");
    ASSERT_TRUE(stmt.ok());
    stmt_ = *std::move(stmt);
  }
  Result Run(int64_t id) {
    EXPECT_TRUE(stmt_->Bind(1, id).ok());
    absl::StatusOr<Result> r = stmt_->Execute();
    EXPECT_TRUE(r.ok()) << r.status();
    return *std::move(r);
  }
  std::unique_ptr<Database> db_;
  std::unique_ptr<PreparedStatement> stmt_;
};

TEST_F(PreparedResultsTest, LiveResultsKeepTheirRows) {
  Result first = Run(1);
  Result second = Run(2);
  EXPECT_EQ(Dump(first), "1|one\n");
  EXPECT_EQ(Dump(second), "2|two\n");
  // Replacing a result recycles the old one's storage; the new rows stay.
  first = Run(2);
  second = Run(1);
  EXPECT_EQ(Dump(first), "2|two\n");
  EXPECT_EQ(Dump(second), "1|one\n");
  EXPECT_EQ(first.command_tag(), "SELECT 1");
}

// Statements with as many columns take turns with the thread's recycled
// storage, which keeps the last one's column names and types: each result
// must still have its own, also after its table changed.
TEST_F(PreparedResultsTest, RecycledColumnsGetEachStatementsNamesAndTypes) {
  auto other = db_->Prepare("SELECT v AS label, id * 2 AS twice FROM t");
  ASSERT_TRUE(other.ok());
  auto names = [](const Result& r) {
    std::string out;
    for (int c = 0; c < r.column_count(); ++c) {
      out += r.column_name(c) + ":" + r.column_type(c).ToString() + " ";
    }
    return out;
  };
  // Another point lookup of as many columns: both write in place into the
  // one-row form of the recycled storage (ResultData::StartOneRow).
  auto swapped = db_->Prepare("SELECT v, id AS key FROM t WHERE id = $1");
  ASSERT_TRUE(swapped.ok());
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(names(Run(1)), "id:integer v:text ");
    absl::StatusOr<Result> r = (*other)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(names(*r), "label:text twice:integer ");
    for (int64_t id : {1, 2}) {
      Result first = Run(id);
      EXPECT_EQ(names(first), "id:integer v:text ");
      EXPECT_EQ(Dump(first), id == 1 ? "1|one\n" : "2|two\n");
    }
    for (int64_t id : {2, 1}) {
      ASSERT_TRUE((*swapped)->Bind(1, id).ok());
      r = (*swapped)->Execute();
      ASSERT_TRUE(r.ok()) << r.status();
      EXPECT_EQ(names(*r), "v:text key:integer ");
      EXPECT_EQ(r->GetText(0, 0), id == 1 ? "one" : "two");
      EXPECT_EQ(r->GetInt64(0, 1), id);
    }
  }
  // The table made again with v of another type: the statement is bound
  // again, its names the same, a type not.
  ASSERT_TRUE(db_->Execute("DROP TABLE t; CREATE TABLE t (id INT PRIMARY "
                           "KEY, v BIGINT); INSERT INTO t VALUES (1, 10)")
                  .ok());
  Result again = Run(1);
  EXPECT_EQ(names(again), "id:integer v:bigint ");
  EXPECT_EQ(Dump(again), "1|10\n");
}

// A Result held by a thread_local is destroyed as its thread ends, maybe
// after the thread's spare was freed: it is freed too.
thread_local std::optional<Result> held_until_the_thread_ends;

TEST_F(PreparedResultsTest, ResultsDroppedAsTheirThreadEnds) {
  for (int i = 0; i < 3; ++i) {
    std::thread([&] {
      Result spare_maker = Run(2);  // the thread's spare when dropped
      held_until_the_thread_ends = Run(1);
      EXPECT_EQ(Dump(*held_until_the_thread_ends), "1|one\n");
    }).join();
  }
  EXPECT_EQ(Dump(Run(2)), "2|two\n");
}

TEST_F(PreparedResultsTest, ResultsDroppedOnOtherThreadsAndAfterTheDatabase) {
  {
    Result r = Run(1);
    std::thread([moved = std::move(r)]() mutable {
      EXPECT_EQ(Dump(moved), "1|one\n");
    }).join();
  }
  EXPECT_EQ(Dump(Run(2)), "2|two\n");
  std::optional<Result> last = Run(1);
  stmt_.reset();
  db_.reset();
  EXPECT_EQ(Dump(*last), "1|one\n");
}

// The inline cell accessors read where the storage is when the Result is
// made: checked against GetValue (which reads the columns themselves) as a
// statement's recycled storage grows and shrinks, for text copied and text
// viewed in the table, and NULLs; a moved Result keeps its cells and the
// one moved from has none.
TEST_F(PreparedResultsTest, CellsFollowTheStorage) {
  ASSERT_TRUE(db_->Execute("CREATE TABLE w (id INT PRIMARY KEY, v TEXT, n "
                           "BIGINT); INSERT INTO w SELECT g, repeat('x', g % "
                           "40), CASE WHEN g % 7 = 0 THEN NULL ELSE g * 3 END "
                           "FROM generate_series(1, 3000) g")
                  .ok());
  auto stmt = db_->Prepare("SELECT id, v, n FROM w WHERE id <= $1");
  ASSERT_TRUE(stmt.ok());
  auto by_accessors = [](const Result& r) {
    std::string out;
    for (size_t i = 0; i < r.row_count(); ++i) {
      out += std::to_string(r.GetInt64(i, 0)) + "|" +
             std::string(r.GetText(i, 1)) + "|" +
             (r.IsNull(i, 2) ? "NULL" : std::to_string(r.GetInt64(i, 2))) +
             "\n";
    }
    return out;
  };
  auto by_values = [](const Result& r) {
    std::string out;
    for (size_t i = 0; i < r.row_count(); ++i) {
      for (int c = 0; c < 3; ++c) {
        const Value v = r.GetValue(i, c);
        out += (c > 0 ? "|" : "") + (v.is_null() ? "NULL" : v.ToString());
      }
      out += "\n";
    }
    return out;
  };
  for (int64_t rows : {1, 3000, 3, 2500, 0, 40}) {
    ASSERT_TRUE((*stmt)->Bind(1, rows).ok());
    absl::StatusOr<Result> r = (*stmt)->Execute();
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_EQ(r->row_count(), static_cast<size_t>(rows));
    ASSERT_EQ(r->column_count(), 3);
    EXPECT_EQ(by_accessors(*r), by_values(*r)) << rows << " rows";
  }
  Result moved = Run(1);
  Result into = std::move(moved);
  EXPECT_EQ(moved.row_count(), 0u);    // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(moved.column_count(), 0);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(Dump(into), "1|one\n");
  Result assigned = Run(2);
  assigned = std::move(into);
  EXPECT_EQ(into.row_count(), 0u);  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(Dump(assigned), "1|one\n");
  EXPECT_EQ(Dump(Result()), "");
}

}  // namespace
}  // namespace kite
