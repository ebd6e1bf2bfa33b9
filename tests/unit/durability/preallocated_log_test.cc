// leveldb's log files are zero-filled ahead of their data in steps, so that
// a group commit's fdatasync does not change the file's size; a closed log
// is cut back to its data; and a database whose log ends in zeros (the
// process was killed) opens with every commit.
#include "durability/preallocated_log.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

namespace fs = std::filesystem;

class PreallocatedLogTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           absl::StrCat(
               "kite_prealloc_", getpid(), "_",
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  static std::string Contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }

  // `name` in dir_, opened through PreallocatingLogEnv.
  std::unique_ptr<leveldb::WritableFile> NewFile(const std::string& name) {
    leveldb::WritableFile* raw = nullptr;
    EXPECT_TRUE(PreallocatingLogEnv()
                    ->NewWritableFile((dir_ / name).string(), &raw)
                    .ok());
    return std::unique_ptr<leveldb::WritableFile>(raw);
  }

  fs::path dir_;
};

TEST_F(PreallocatedLogTest, LogFilesGrowInStepsAndAreCutBackOnClose) {
  const std::string path = (dir_ / "000007.log").string();
  std::unique_ptr<leveldb::WritableFile> file = NewFile("000007.log");
  ASSERT_NE(file, nullptr);

  std::string expected;
  auto append = [&](const std::string& data) {
    expected += data;
    ASSERT_TRUE(file->Append(data).ok());
    ASSERT_TRUE(file->Sync().ok());
  };
  append("first commit");
  EXPECT_EQ(fs::file_size(path), kLogStepBytes);
  // Small commits within the step leave the size as it is.
  for (int i = 0; i < 100; ++i) append(absl::StrCat("commit ", i, ";"));
  EXPECT_EQ(fs::file_size(path), kLogStepBytes);
  // The data and the zeros after them, as a killed process leaves them.
  std::string on_disk = Contents(path);
  ASSERT_EQ(on_disk.size(), kLogStepBytes);
  EXPECT_EQ(on_disk.substr(0, expected.size()), expected);
  EXPECT_EQ(on_disk.find_first_not_of('\0', expected.size()),
            std::string::npos);

  // Past the step: the next one.
  append(std::string(kLogStepBytes, 'x'));
  EXPECT_EQ(fs::file_size(path), 2 * kLogStepBytes);
  append("last");
  ASSERT_TRUE(file->Close().ok());
  EXPECT_EQ(Contents(path), expected);
  EXPECT_TRUE(file->Close().ok());  // again, as the destructor may
  EXPECT_EQ(Contents(path), expected);
}

TEST_F(PreallocatedLogTest, OtherFilesAreWrittenAsUsual) {
  const std::string path = (dir_ / "MANIFEST-000001").string();
  std::unique_ptr<leveldb::WritableFile> file = NewFile("MANIFEST-000001");
  ASSERT_NE(file, nullptr);
  ASSERT_TRUE(file->Append("manifest").ok());
  ASSERT_TRUE(file->Sync().ok());
  EXPECT_EQ(fs::file_size(path), 8u);
  ASSERT_TRUE(file->Close().ok());
}

// Runs `rows` inserts (and then `last`, if not empty) into a new database
// in `live`, and copies its files, the database still open, into `crashed`:
// what a SIGKILL would leave (every commit was synced before it returned).
// Returns the copy's log file.
fs::path WriteAndCopyAsKilled(const fs::path& live, const fs::path& crashed,
                              int rows, const std::string& last = "") {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(live.string());
  EXPECT_TRUE(db.ok()) << db.status();
  if (!db.ok()) return {};
  EXPECT_TRUE(
      (*db)->Execute("CREATE TABLE t (id INT PRIMARY KEY, s TEXT)").ok());
  for (int i = 0; i < rows; ++i) {
    absl::StatusOr<Result> r = (*db)->Execute(
        absl::StrCat("INSERT INTO t VALUES (", i, ", 'row ", i, "')"));
    EXPECT_TRUE(r.ok()) << r.status();
  }
  if (!last.empty()) {
    EXPECT_TRUE((*db)->Execute(last).ok());
  }
  fs::path log;
  fs::create_directories(crashed);
  for (const fs::directory_entry& e : fs::directory_iterator(live)) {
    if (e.path().extension() == ".log") log = crashed / e.path().filename();
    if (e.path().filename() != "LOCK") fs::copy(e.path(), crashed);
  }
  return log;
}

// Zeros [from, the end of the data) of `path`, as if the write of those
// bytes had not happened (none for npos); returns where the data ended.
size_t ZeroFrom(const fs::path& path, size_t from) {
  std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
  std::string data(std::istreambuf_iterator<char>(f), {});
  const size_t end = data.find_last_not_of('\0') + 1;
  if (from < end) {
    f.clear();
    f.seekp(static_cast<std::streamoff>(from));
    f.write(std::string(end - from, '\0').data(),
            static_cast<std::streamsize>(end - from));
  }
  return end;
}

// count(*) and sum(id) of t in the database in `dir`, or the error.
absl::StatusOr<std::pair<int64_t, int64_t>> CountAndSum(const fs::path& dir) {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(dir.string());
  if (!db.ok()) return db.status();
  absl::StatusOr<Result> r = (*db)->Execute("SELECT count(*), sum(id) FROM t");
  if (!r.ok()) return r.status();
  return std::make_pair(r->GetInt64(0, 0), r->GetInt64(0, 1));
}

// Runs 50 inserts and then `last` in a database killed after them, tears
// the copy's log at `tear(end of its data)` (the rest of the data zeros,
// as an unfinished write leaves it), and checks that the copy opens with
// the 50 rows, `last` dropped (leveldb alone refuses: DATA_LOSS).
void ExpectTornLastCommitDropped(const fs::path& dir, const std::string& last,
                                 size_t (*tear)(size_t end)) {
  const fs::path log =
      WriteAndCopyAsKilled(dir / "live", dir / "crashed", 50, last);
  ASSERT_FALSE(log.empty());
  ZeroFrom(log, tear(ZeroFrom(log, std::string::npos)));
  absl::StatusOr<std::pair<int64_t, int64_t>> got =
      CountAndSum(dir / "crashed");
  ASSERT_TRUE(got.ok()) << got.status();
  EXPECT_EQ(got->first, 50);
  EXPECT_EQ(got->second, 49 * 50 / 2);
}

TEST_F(PreallocatedLogTest, ARecordCutShortBeforeTheZerosIsDropped) {
  // Torn inside its data (leveldb alone: "checksum mismatch").
  ExpectTornLastCommitDropped(dir_, "INSERT INTO t VALUES (1000, 'last')",
                              [](size_t end) { return end - 3; });
}

TEST_F(PreallocatedLogTest, AFragmentedRecordCutShortIsDropped) {
  // A 100 kB row is one record in four fragments, one a 32 kB block; the
  // write stopped at the start of the last block, a fragment's start
  // (leveldb alone: "error in middle of record").
  ExpectTornLastCommitDropped(
      dir_, "INSERT INTO t VALUES (1000, repeat('x', 100000))",
      [](size_t end) { return (end - 1) / 32768 * 32768; });
}

TEST_F(PreallocatedLogTest, AnOpenDatabasesLogIsNotCut) {
  // Bytes after an open database's data that look like a torn record (a
  // header for 16 bytes, 2 of them there) must stay: the second open fails
  // on the lock before looking at the logs.
  const fs::path live = dir_ / "live";
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(live.string());
  ASSERT_TRUE(db.ok()) << db.status();
  ASSERT_TRUE((*db)->Execute("CREATE TABLE t (id INT PRIMARY KEY)").ok());
  fs::path log;
  for (const fs::directory_entry& e : fs::directory_iterator(live)) {
    if (e.path().extension() == ".log") log = e.path();
  }
  ASSERT_FALSE(log.empty());
  const size_t end = ZeroFrom(log, std::string::npos);
  const std::string torn(
      "\x01\x02\x03\x04\x10\x00\x01"
      "ab",
      9);
  {
    std::fstream f(log, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(end));
    f.write(torn.data(), static_cast<std::streamsize>(torn.size()));
  }
  absl::StatusOr<std::unique_ptr<Database>> again =
      Database::Open(live.string());
  EXPECT_FALSE(again.ok());
  EXPECT_EQ(Contents(log).substr(end, torn.size()), torn);
}

TEST_F(PreallocatedLogTest, DamageBeforeGoodRecordsIsStillReported) {
  // A bad byte in an early record, good records after it: not a torn
  // write; the open fails rather than skip a commit.
  const fs::path log =
      WriteAndCopyAsKilled(dir_ / "live", dir_ / "crashed", 50);
  ASSERT_FALSE(log.empty());
  {
    std::fstream f(log, std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(20);
    const char c = static_cast<char>(f.get());
    f.seekp(20);
    f.put(static_cast<char>(c ^ 0x5a));
  }
  absl::StatusOr<std::pair<int64_t, int64_t>> got =
      CountAndSum(dir_ / "crashed");
  ASSERT_FALSE(got.ok());
  EXPECT_EQ(got.status().code(), absl::StatusCode::kDataLoss) << got.status();
}

TEST_F(PreallocatedLogTest, ALogEndingInZerosRecoversEveryCommit) {
  const fs::path crashed = dir_ / "crashed";
  ASSERT_FALSE(WriteAndCopyAsKilled(dir_ / "live", crashed, 200).empty());
  // One log, as the process left it: its data, then zeros to the step.
  int logs = 0;
  for (const fs::directory_entry& e : fs::directory_iterator(crashed)) {
    if (e.path().extension() == ".log") {
      ++logs;
      EXPECT_EQ(e.file_size() % kLogStepBytes, 0u) << e.path();
    }
  }
  EXPECT_EQ(logs, 1);

  absl::StatusOr<std::unique_ptr<Database>> reopened =
      Database::Open(crashed.string());
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  absl::StatusOr<Result> r = (*reopened)->Execute(
      "SELECT count(*), sum(id) FROM t WHERE s = 'row ' || id");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->GetInt64(0, 0), 200);
  EXPECT_EQ(r->GetInt64(0, 1), 199 * 200 / 2);
}

}  // namespace
}  // namespace kite
