// kite_server_fuzz: feeds random and mutated byte streams to the protocol
// layer (framing, message parsing, binary values) and to whole Sessions over
// a real Database, and checks that nothing crashes, that every reply is
// well framed, and that a session never reads past its input.
//
//   kite_server_fuzz --runs N --seed S   N inputs from seed S (0: forever)
//   kite_server_fuzz FILE...             each file as one input (a corpus or
//                                        a crash to replay)
//
// LLVMFuzzerTestOneInput is the same check for one input, so the file also
// builds as a libFuzzer target (-fsanitize=fuzzer -DKITE_LIBFUZZER).
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/scram.h"
#include "kite/kite.h"
#include "server/backend_messages.h"
#include "server/binary_format.h"
#include "server/client_messages.h"
#include "server/frontend_messages.h"
#include "server/session.h"
#include "server/wire_buffer.h"
#include "tests/fuzz_common/args.h"
#include "tests/fuzz_common/crash_note.h"
#include "tests/fuzz_common/rng.h"

namespace kite::server {
namespace {

Database* SharedDatabase() {
  static Database* db = [] {
    Database* d = Database::Open()->release();
    (void)d->Execute(
        "CREATE TABLE t (id INT PRIMARY KEY, n NUMERIC(8,2), s TEXT, "
        "d DATE, ts TIMESTAMP, a INT[], b BOOLEAN, f DOUBLE PRECISION)");
    (void)d->Execute(
        "INSERT INTO t VALUES (1, 1.5, 'x', '2024-01-01', "
        "'2024-01-01 10:00:00', '{1,2}', true, 0.5), "
        "(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL)");
    return d;
  }();
  return db;
}

void Check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "kite_server_fuzz: check failed: %s\n", what);
    std::abort();
  }
}

// Every byte of `out` belongs to a whole message (after the 'N' bytes that
// answer SSL and GSS requests, which are not framed).
void CheckFramed(std::string_view out) {
  while (!out.empty() && out[0] == 'N') {
    // An 'N' message type is a NoticeResponse: tell it from the bare byte
    // by its length.
    if (out.size() >= 5) {
      WireReader r(out.substr(1, 4));
      const int32_t len = *r.ReadInt32();
      if (len >= 4 && static_cast<size_t>(len) + 1 <= out.size()) break;
    }
    out.remove_prefix(1);
  }
  while (!out.empty()) {
    Check(out.size() >= 5, "a reply is cut short");
    WireReader r(out.substr(1, 4));
    const int32_t len = *r.ReadInt32();
    Check(len >= 4 && static_cast<size_t>(len) + 1 <= out.size(),
          "a reply's length is wrong");
    out.remove_prefix(1 + len);
  }
}

// How many inputs got a session past startup, and how many replies they
// got: the runs must reach the statements, not only the parsers.
size_t started_sessions = 0;
size_t replies = 0;

// Runs one input: the parsers on their own, then a session fed in chunks.
void FuzzOne(std::string_view data) {
  // The parsers on the raw bytes.
  size_t consumed = 0;
  for (bool startup : {false, true}) {
    auto frame = NextFrame(data, startup, 1 << 20, &consumed);
    if (frame.ok() && frame->has_value()) {
      Check(consumed <= data.size(), "NextFrame consumed too much");
    }
  }
  (void)ParseStartupPacket(data);
  if (!data.empty()) (void)ParseTypedMessage(data[0], data.substr(1));
  static constexpr uint32_t kOids[] = {16,   20,   21,   23,   25,   700,
                                       701,  1082, 1114, 1184, 1700, 1005,
                                       1007, 1009, 1016, 1043};
  for (uint32_t oid : kOids) (void)DecodeBinaryValue(oid, data);

  // A session: the first byte picks the chunk size and, when odd, a
  // second session that authenticates with SCRAM (the database has no
  // password, so every exchange fails at its end).
  const uint8_t first = data.empty() ? 0 : static_cast<uint8_t>(data[0]);
  for (bool scram : {false, true}) {
    if (scram && (first & 1) == 0) break;
    SessionOptions options;
    if (scram) options.auth = AuthMethod::kScram;
    Session session(SharedDatabase(), options);
    const size_t chunk = 1 + first;
    std::string input;
    std::string out;
    bool close = false;
    for (size_t at = 0; at < data.size() && !close; at += chunk) {
      input.append(data.substr(at, chunk));
      const size_t used = session.Process(input, &out, &close);
      Check(used <= input.size(), "Process consumed more than its input");
      input.erase(0, used);
    }
    CheckFramed(out);
    if (session.started()) ++started_sessions;
    replies += SplitBackendMessages(out).size();
  }
}

// A plausible conversation: startup, then messages of every kind with
// random but mostly well-formed contents.
std::string Conversation(fuzz::Rng* rng) {
  static const std::vector<std::string> kSql = {
      "SELECT * FROM t",
      "SELECT id, n FROM t WHERE id = $1",
      "SELECT $1::int + 1",
      "INSERT INTO t (id, s) VALUES ($1, $2)",
      "UPDATE t SET s = $2 WHERE id = $1",
      "SET application_name = 'fz'",
      "SHOW DateStyle",
      "SELECT current_database()",
      "SELECT 1; SELECT 2",
      "",
      "SELEC 1",
      "DELETE FROM t WHERE id > 2",
      "COPY t FROM STDIN",
      "COPY t (id, s) FROM STDIN WITH (FORMAT csv, HEADER); SELECT 1",
      "COPY (SELECT * FROM t) TO STDOUT WITH (FORMAT csv)",
      "SELECT relname FROM pg_class WHERE relname ~ '^t' AND "
      "pg_table_is_visible(oid)"};
  // Rows for COPY FROM STDIN, good and bad.
  static const std::vector<std::string> kCopyData = {
      "1\tx\n", "2,y\n", "3\t\\N\n4\t", "z\n", "\"open,\n", "\\.\n", ""};
  std::string out;
  if (rng->Chance(0.2)) WriteSslRequest(&out);
  WriteStartupMessage(&out, {{"user", "fuzz"}, {"database", "db"}});
  if (rng->Chance(0.3)) {
    // A SCRAM exchange (its data sometimes damaged by Mutate).
    scram::ClientExchange client("pw");
    WriteSaslInitialResponse(
        &out, rng->Chance(0.9) ? "SCRAM-SHA-256" : "PLAIN",
        rng->Chance(0.9) ? client.FirstMessage() : std::string("n,,n=,r="));
    WriteSaslResponse(&out, "c=biws,r=x,p=AAAA");
  }
  const int n = static_cast<int>(rng->Range(1, 12));
  for (int i = 0; i < n; ++i) {
    const std::string& sql = rng->Pick(kSql);
    switch (rng->Index(11)) {
      case 0:
        WriteQuery(&out, sql);
        break;
      case 1:
        WriteParse(&out, rng->Chance(0.5) ? "" : "s", sql,
                   rng->Chance(0.5) ? std::vector<uint32_t>{}
                                    : std::vector<uint32_t>{23, 25});
        break;
      case 2: {
        BindMessage b;
        b.statement = rng->Chance(0.5) ? "" : "s";
        const int params = static_cast<int>(rng->Range(0, 3));
        for (int p = 0; p < params; ++p) {
          if (rng->Chance(0.2)) {
            b.params.emplace_back(std::nullopt);
          } else {
            std::string v;
            for (int k = rng->Range(0, 9); k > 0; --k) {
              v.push_back(static_cast<char>(rng->Range(0, 255)));
            }
            if (rng->Chance(0.5)) v = std::to_string(rng->Range(-5, 5));
            b.params.emplace_back(v);
          }
        }
        if (rng->Chance(0.5)) b.param_formats = {1};
        if (rng->Chance(0.5)) b.result_formats = {1};
        WriteBind(&out, b);
        break;
      }
      case 3:
        WriteDescribe(&out, rng->Chance(0.5) ? 'S' : 'P',
                      rng->Chance(0.5) ? "" : "s");
        break;
      case 4:
        WriteExecute(&out, "", static_cast<int32_t>(rng->Range(0, 2)));
        break;
      case 5:
        WriteSync(&out);
        break;
      case 6:
        WriteClose(&out, rng->Chance(0.5) ? 'S' : 'P', "s");
        break;
      case 7:
        WriteCopyData(&out, rng->Pick(kCopyData));
        break;
      case 8:
        WriteCopyDone(&out);
        break;
      case 9:
        WriteCopyFail(&out, "fuzz");
        break;
      default:
        WriteFlush(&out);
        break;
    }
  }
  return out;
}

// Damages `s` a few times: flipped bytes, cut, inserted or duplicated runs.
void Mutate(fuzz::Rng* rng, std::string* s) {
  const int n = static_cast<int>(rng->Range(0, 4));
  for (int i = 0; i < n && !s->empty(); ++i) {
    const size_t at = rng->Index(s->size());
    switch (rng->Index(4)) {
      case 0:
        (*s)[at] = static_cast<char>(rng->Range(0, 255));
        break;
      case 1:
        s->resize(at);
        break;
      case 2:
        s->insert(at, std::string(rng->Range(1, 8),
                                  static_cast<char>(rng->Range(0, 255))));
        break;
      default:
        s->insert(at, s->substr(at, rng->Range(1, 16)));
        break;
    }
  }
}

}  // namespace
}  // namespace kite::server

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  kite::server::FuzzOne(
      std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}

#ifndef KITE_LIBFUZZER
int main(int argc, char** argv) {
  unsigned long long runs = 20000, seed = 1;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--runs" && i + 1 < argc) {
      if (!kite::fuzz::ParseNumber(argv[++i], &runs)) return 2;
    } else if (arg == "--seed" && i + 1 < argc) {
      if (!kite::fuzz::ParseNumber(argv[++i], &seed)) return 2;
    } else if (arg.rfind("--", 0) == 0) {
      std::fprintf(stderr,
                   "usage: kite_server_fuzz [--runs N] [--seed S] [FILE...]\n");
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  kite::fuzz::InstallCrashHandler(
      "kite_server_fuzz crashed on the input below (hex)");
  auto note = [](std::string_view input) {
    std::string hex;
    static const char kDigits[] = "0123456789abcdef";
    for (unsigned char c : input.substr(0, 8000)) {
      hex.push_back(kDigits[c >> 4]);
      hex.push_back(kDigits[c & 15]);
    }
    kite::fuzz::SetCrashNote(hex);
  };
  if (!files.empty()) {
    for (const std::string& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      note(ss.str());
      kite::server::FuzzOne(ss.str());
    }
    std::printf("kite_server_fuzz: %zu files ok\n", files.size());
    return 0;
  }
  std::printf("kite_server_fuzz --runs %llu --seed %llu\n", runs, seed);
  std::fflush(stdout);
  kite::fuzz::Rng rng(seed);
  for (unsigned long long i = 0; runs == 0 || i < runs; ++i) {
    std::string input;
    if (rng.Chance(0.1)) {
      for (int k = rng.Range(0, 64); k > 0; --k) {
        input.push_back(static_cast<char>(rng.Range(0, 255)));
      }
    } else {
      input = kite::server::Conversation(&rng);
      kite::server::Mutate(&rng, &input);
    }
    note(input);
    kite::server::FuzzOne(input);
  }
  std::printf(
      "kite_server_fuzz: %llu runs ok (%zu sessions started, %zu "
      "replies)\n",
      runs, kite::server::started_sessions, kite::server::replies);
  return 0;
}
#endif
