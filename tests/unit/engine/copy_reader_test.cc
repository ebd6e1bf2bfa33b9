// CopyReader: the same records whether the data comes whole or in pieces
// cut anywhere (as COPY FROM STDIN receives it), and CopyWriter's lines.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/copy_format.h"
#include "gtest/gtest.h"
#include "kite/status.h"

namespace kite {
namespace {

// Every record as "line:field|field" (NULL as <null>), or the error.
std::string Read(const CopyOptions& options,
                 const std::vector<std::string>& pieces) {
  CopyReader reader(options);
  std::vector<std::string> out;
  auto record = [&](int64_t line,
                    std::vector<std::optional<std::string>>& fields) {
    std::vector<std::string> cells;
    for (const auto& f : fields) cells.push_back(f.value_or("<null>"));
    out.push_back(absl::StrCat(line, ":", absl::StrJoin(cells, "|")));
    return absl::OkStatus();
  };
  for (const std::string& piece : pieces) {
    absl::Status s = reader.Feed(piece, record);
    if (!s.ok()) return std::string(s.message());
  }
  absl::Status s = reader.Finish(record);
  if (!s.ok()) return std::string(s.message());
  return absl::StrJoin(out, "\n");
}

// Read() of `data` whole, and cut in two at every position, and byte by
// byte, must agree.
void ExpectSameInPieces(const CopyOptions& options, const std::string& data,
                        const std::string& expected) {
  EXPECT_EQ(Read(options, {data}), expected);
  for (size_t cut = 0; cut <= data.size(); ++cut) {
    EXPECT_EQ(Read(options, {data.substr(0, cut), data.substr(cut)}), expected)
        << "cut at " << cut;
  }
  std::vector<std::string> bytes;
  for (char c : data) bytes.push_back(std::string(1, c));
  EXPECT_EQ(Read(options, bytes), expected);
}

CopyOptions Csv() {
  CopyOptions o;
  o.csv = true;
  o.delimiter = ',';
  o.null_string = "";
  return o;
}

TEST(CopyReaderTest, TextFormat) {
  ExpectSameInPieces(CopyOptions(), "1\ta\\tb\n2\t\\N\r\n3\tlast",
                     "1:1|a\tb\n2:2|<null>\n3:3|last");
}

TEST(CopyReaderTest, TextEndMarkerStopsTheData) {
  ExpectSameInPieces(CopyOptions(), "1\ta\n\\.\n2\tignored\n", "1:1|a");
}

TEST(CopyReaderTest, CsvQuotesNewlinesAndCrLf) {
  CopyOptions o = Csv();
  o.header = true;
  // The record with a newline in a quoted field spans lines 3 and 4.
  ExpectSameInPieces(
      o,
      "id,name\r\n1,\"a,b\"\r\n2,\"two\nlines\"\n3,\"say \"\"hi\"\"\",\n4,\"\"",
      "2:1|a,b\n3:2|two\nlines\n5:3|say \"hi\"|<null>\n6:4|");
}

TEST(CopyReaderTest, CsvEndMarker) {
  ExpectSameInPieces(Csv(), "1,a\n\\.\n2,b\n", "1:1|a");
}

TEST(CopyReaderTest, UnterminatedQuoteFailsAtTheEnd) {
  EXPECT_EQ(Read(Csv(), {"1,\"open", "ed\n2,b\n"}),
            "unterminated CSV quoted field at line 1");
}

TEST(CopyReaderTest, ALongRecordInManyPieces) {
  // A quoted field of 2 MB arriving 100 bytes at a time: read once it
  // ends, in linear time (each piece is scanned once).
  CopyReader reader(Csv());
  std::vector<size_t> lengths;
  auto record = [&](int64_t, std::vector<std::optional<std::string>>& f) {
    lengths.push_back(f[1]->size());
    return absl::OkStatus();
  };
  ASSERT_TRUE(reader.Feed("1,\"", record).ok());
  const std::string piece(100, 'x');
  for (int i = 0; i < 20000; ++i) ASSERT_TRUE(reader.Feed(piece, record).ok());
  EXPECT_TRUE(lengths.empty());
  ASSERT_TRUE(reader.Feed("\"\n2,y\n", record).ok());
  ASSERT_TRUE(reader.Finish(record).ok());
  EXPECT_EQ(lengths, (std::vector<size_t>{2000000, 1}));
}

TEST(CopyReaderTest, TheCallbacksErrorStops) {
  CopyReader reader(CopyOptions{});
  int calls = 0;
  absl::Status s = reader.Feed(
      "1\n2\n3\n", [&](int64_t line, std::vector<std::optional<std::string>>&) {
        ++calls;
        return line == 2 ? SqlError("22P02", "bad") : absl::OkStatus();
      });
  EXPECT_EQ(SqlStateOf(s), "22P02");
  EXPECT_EQ(calls, 2);
}

TEST(CopyWriterTest, LinesInTextAndCsv) {
  DataChunk chunk;
  chunk.size = 2;
  chunk.columns.resize(2);
  chunk.columns[0].Reset(Type::Integer(), 2);
  chunk.columns[0].ints = {1, 2};
  chunk.columns[1].Reset(Type::Text(), 2);
  chunk.columns[1].SetOwnedString(0, "a\tb,\"c\"");
  chunk.columns[1].SetNull(1);
  std::vector<std::string> lines;
  CopyWriter text(CopyOptions(),
                  [&](std::string_view l) { lines.emplace_back(l); });
  text.WriteChunk(chunk);
  EXPECT_EQ(lines, (std::vector<std::string>{"1\ta\\tb,\"c\"\n", "2\t\\N\n"}));
  lines.clear();
  CopyWriter csv(Csv(), [&](std::string_view l) { lines.emplace_back(l); });
  csv.WriteHeader({"id", "name"});
  csv.WriteChunk(chunk);
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "id,name\n", "1,\"a\tb,\"\"c\"\"\"\n", "2,\n"}));
}

}  // namespace
}  // namespace kite
