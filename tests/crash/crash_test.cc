// kite_crash_test: kills a writing process with SIGKILL at random moments,
// many times, and checks the database on disk after each kill.
//
//   kite_crash_test [--kills N] [--seed S] [--dir DIR]
//
// Each round forks a child that opens the database and runs writers (one
// thread per session) that report every commit they saw succeed on a pipe,
// then kills it after a random delay (sometimes while it is still loading).
// The parent then opens the database itself and checks:
//   - every acknowledged sync commit is there (transfers by their log row,
//     groups inserted and deleted);
//   - nothing is half-applied: money is neither made nor lost by a transfer
//     block (the balances always sum to the start), a group of rows
//     inserted by one statement is all there or not at all, a multi-row
//     UPDATE statement moved all of its amount or none;
//   - nothing is there that was never attempted;
//   - the indexes agree with full scans (enable_indexes = off);
//   - async commits, which may be lost, are never half-applied;
//   - a sequence never hands out a value twice: nextval after the kill is
//     past every value acknowledged before it (of a sequence, and of a
//     SERIAL column, whose acknowledged rows are all there).
// Exits 0 when every round checks out; 1 with the seed and what is wrong.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "kite/kite.h"
#include "kite/status.h"

namespace kite::crash {
namespace {

namespace fs = std::filesystem;

constexpr int kAccounts = 50;
constexpr int64_t kStartBalance = 1000;
constexpr int kWriters = 4;

// What the child said it committed, and what it tried.
struct Ledger {
  std::set<int64_t> transfers_acked;  // log seq
  std::set<int64_t> groups_acked;     // inserted (sync)
  std::set<int64_t> groups_deleted;   // deletes acknowledged
  std::set<int64_t> groups_delete_tried;
  int64_t max_seq_tried = 0;
  int64_t max_group_tried = 0;
  int64_t max_nextval_acked = 0;   // nextval('ids') returned
  std::set<int64_t> events_acked;  // ids of the SERIAL column
};

[[noreturn]] void Fail(uint64_t seed, int round, const std::string& what) {
  std::fprintf(stderr,
               "kite_crash_test: FAILED in round %d (--seed %llu): %s\n", round,
               static_cast<unsigned long long>(seed), what.c_str());
  std::exit(1);
}

// ---------------------------------------------------------------- child

// Writes "KIND NUMBER\n" lines to the pipe: atomic (< PIPE_BUF) writes, so
// threads never interleave a line.
void Report(int fd, const std::string& line) {
  const std::string text = line + "\n";
  ssize_t ignored = write(fd, text.data(), text.size());
  (void)ignored;
}

void Writer(Database* db, int id, uint64_t seed, int fd,
            std::atomic<int64_t>* seq, std::atomic<int64_t>* group) {
  std::mt19937_64 rng(seed * 31 + id);
  std::unique_ptr<Session> s = db->Connect();
  while (true) {
    const int kind = static_cast<int>(rng() % 12);
    if (kind < 5) {
      // A transfer in a block, logged with a unique seq.
      const int64_t n = ++*seq;
      Report(fd, absl::StrCat("t ", n));  // tried
      const int a = static_cast<int>(rng() % kAccounts);
      const int b = static_cast<int>(rng() % kAccounts);
      const int d = static_cast<int>(rng() % 100);
      bool ok = s->Execute("BEGIN").ok();
      ok = ok && s->Execute(absl::StrCat("UPDATE acct SET balance = balance - ",
                                         d, " WHERE id = ", a))
                     .ok();
      ok = ok &&
           s->Execute(absl::StrCat("UPDATE acct SET balance = balance + ", d,
                                   ", tag = 'g", d % 7, "' WHERE id = ", b))
               .ok();
      ok = ok && s->Execute(absl::StrCat("INSERT INTO log VALUES (", n, ", ", a,
                                         ", ", d, ")"))
                     .ok();
      absl::StatusOr<Result> commit =
          ok ? s->Execute("COMMIT") : s->Execute("ROLLBACK");
      if (ok && commit.ok() && commit->command_tag() == "COMMIT") {
        Report(fd, absl::StrCat("T ", n));
      }
    } else if (kind < 7) {
      // A group of three rows in one statement.
      const int64_t g = ++*group;
      Report(fd, absl::StrCat("i ", g));
      absl::Status st =
          s->Execute(absl::StrCat("INSERT INTO items VALUES (", g * 3, ", ", g,
                                  ", 'a'), (", g * 3 + 1, ", ", g, ", 'b'), (",
                                  g * 3 + 2, ", ", g, ", 'c')"))
              .status();
      if (st.ok()) Report(fd, absl::StrCat("I ", g));
    } else if (kind < 8) {
      // Deletes a group acknowledged earlier by this writer's numbering.
      const int64_t g = static_cast<int64_t>(rng() % (group->load() + 1));
      Report(fd, absl::StrCat("d ", g));
      absl::StatusOr<Result> r =
          s->Execute(absl::StrCat("DELETE FROM items WHERE grp = ", g));
      if (r.ok() && r->rows_affected() > 0) Report(fd, absl::StrCat("D ", g));
    } else if (kind == 10) {
      absl::StatusOr<Result> r = s->Execute("SELECT nextval('ids')");
      if (r.ok() && r->row_count() == 1) {
        Report(fd, absl::StrCat("N ", r->GetString(0, 0)));
      }
    } else if (kind == 11) {
      absl::StatusOr<Result> r =
          s->Execute("INSERT INTO events (v) VALUES ('e') RETURNING id");
      if (r.ok() && r->row_count() == 1) {
        Report(fd, absl::StrCat("E ", r->GetString(0, 0)));
      }
    } else {
      // One statement moving money between two rows.
      const int a = static_cast<int>(rng() % kAccounts);
      const int b =
          (a + 1 + static_cast<int>(rng() % (kAccounts - 1))) % kAccounts;
      (void)s->Execute(
          absl::StrCat("UPDATE acct SET balance = balance + CASE WHEN id = ", a,
                       " THEN -5 ELSE 5 END WHERE id IN (", a, ", ", b, ")"));
    }
  }
}

[[noreturn]] void RunChild(const std::string& dir, uint64_t seed, int fd,
                           bool async, int64_t first_seq, int64_t first_group) {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(dir);
  if (!db.ok()) {
    std::fprintf(stderr, "child: %s\n", db.status().ToString().c_str());
    _exit(3);
  }
  if (!(*db)
           ->Execute(async ? "SET durability = async" : "SET durability = sync")
           .ok()) {
    _exit(3);
  }
  Report(fd, "O 0");  // opened
  std::atomic<int64_t> seq{first_seq};
  std::atomic<int64_t> group{first_group};
  std::vector<std::thread> writers;
  for (int w = 0; w < kWriters; ++w) {
    writers.emplace_back(Writer, db->get(), w, seed, fd, &seq, &group);
  }
  for (std::thread& t : writers) t.join();  // never: killed first
  _exit(0);
}

// --------------------------------------------------------------- parent

std::string One(Database& db, const std::string& sql, uint64_t seed,
                int round) {
  absl::StatusOr<Result> r = db.Execute(sql);
  if (!r.ok()) Fail(seed, round, sql + ": " + r.status().ToString());
  std::string out;
  for (size_t i = 0; i < r->row_count(); ++i) {
    for (int c = 0; c < r->column_count(); ++c) {
      absl::StrAppend(&out, c ? "|" : "",
                      r->IsNull(i, c) ? "NULL" : r->GetString(i, c));
    }
    out += "\n";
  }
  return out;
}

int64_t Number(Database& db, const std::string& sql, uint64_t seed, int round) {
  std::string text = One(db, sql, seed, round);
  if (!text.empty() && text.back() == '\n') text.pop_back();
  int64_t n = 0;
  if (!absl::SimpleAtoi(text, &n)) Fail(seed, round, sql + " gave " + text);
  return n;
}

void Check(Database& db, const Ledger& ledger, uint64_t seed, int round) {
  // Money is neither made nor lost.
  const int64_t total =
      Number(db, "SELECT sum(balance) FROM acct", seed, round);
  if (total != kAccounts * kStartBalance) {
    Fail(seed, round, absl::StrCat("balances sum to ", total));
  }
  const int64_t notes =
      Number(db, "SELECT count(*) FROM acct WHERE note = repeat('n', 200)",
             seed, round);
  if (notes != kAccounts) {
    Fail(seed, round, absl::StrCat(notes, " accounts kept their note"));
  }
  // Acknowledged transfers are there; nothing that was never tried is.
  std::set<int64_t> logged;
  for (absl::string_view line :
       absl::StrSplit(One(db, "SELECT seq FROM log", seed, round), '\n',
                      absl::SkipEmpty())) {
    int64_t n = 0;
    (void)absl::SimpleAtoi(line, &n);
    logged.insert(n);
    if (n > ledger.max_seq_tried) {
      Fail(seed, round, absl::StrCat("log row ", n, " was never tried"));
    }
  }
  for (int64_t n : ledger.transfers_acked) {
    if (!logged.contains(n)) {
      Fail(seed, round, absl::StrCat("acknowledged transfer ", n, " is lost"));
    }
  }
  // Groups: three rows or none; acknowledged ones there unless deleted.
  std::map<int64_t, int> counts;
  for (absl::string_view line : absl::StrSplit(
           One(db, "SELECT grp, count(*) FROM items GROUP BY grp", seed, round),
           '\n', absl::SkipEmpty())) {
    std::vector<std::string> parts = absl::StrSplit(line, '|');
    int64_t g = 0, n = 0;
    (void)absl::SimpleAtoi(parts[0], &g);
    (void)absl::SimpleAtoi(parts[1], &n);
    counts[g] = static_cast<int>(n);
    if (n != 3) {
      Fail(seed, round, absl::StrCat("group ", g, " has ", n, " rows"));
    }
    if (g > ledger.max_group_tried) {
      Fail(seed, round, absl::StrCat("group ", g, " was never tried"));
    }
    if (ledger.groups_deleted.contains(g)) {
      Fail(seed, round, absl::StrCat("deleted group ", g, " is back"));
    }
  }
  for (int64_t g : ledger.groups_acked) {
    if (!ledger.groups_delete_tried.contains(g) && !counts.contains(g)) {
      Fail(seed, round, absl::StrCat("acknowledged group ", g, " is lost"));
    }
  }
  // Sequences continue past everything they handed out.
  const int64_t next = Number(db, "SELECT nextval('ids')", seed, round);
  if (next <= ledger.max_nextval_acked) {
    Fail(seed, round,
         absl::StrCat("nextval gave ", next, " after ",
                      ledger.max_nextval_acked, " was acknowledged"));
  }
  const int64_t event =
      Number(db, "SELECT nextval('events_id_seq')", seed, round);
  for (int64_t id : ledger.events_acked) {
    if (id >= event) {
      Fail(seed, round,
           absl::StrCat("the serial column's sequence gave ", event, " after ",
                        id, " was acknowledged"));
    }
  }
  if (!ledger.events_acked.empty() &&
      Number(db,
             absl::StrCat("SELECT count(*) FROM events WHERE id IN (",
                          absl::StrJoin(ledger.events_acked, ", "), ")"),
             seed, round) != static_cast<int64_t>(ledger.events_acked.size())) {
    Fail(seed, round, "an acknowledged row of the serial column is lost");
  }
  // Indexes agree with full scans.
  const std::vector<std::string> queries = {
      "SELECT id FROM acct WHERE tag = 'g3' ORDER BY id",
      "SELECT id FROM acct WHERE balance > 1000 ORDER BY id",
      "SELECT count(*) FROM acct WHERE balance BETWEEN 900 AND 1100",
      "SELECT id FROM items WHERE grp = 7 ORDER BY id",
      "SELECT count(*) FROM items WHERE grp > 20",
      "SELECT count(*) FROM log WHERE seq > 10",
      "SELECT id FROM acct WHERE id IN (1, 2, 3, 49) ORDER BY id",
  };
  std::vector<std::string> indexed;
  for (const std::string& q : queries)
    indexed.push_back(One(db, q, seed, round));
  One(db, "SET enable_indexes = off", seed, round);
  for (size_t i = 0; i < queries.size(); ++i) {
    if (One(db, queries[i], seed, round) != indexed[i]) {
      Fail(seed, round, "an index disagrees with the table: " + queries[i]);
    }
  }
  One(db, "SET enable_indexes = on", seed, round);
}

void Setup(const std::string& dir) {
  absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(dir);
  if (!db.ok()) {
    std::fprintf(stderr, "setup: %s\n", db.status().ToString().c_str());
    std::exit(1);
  }
  for (const std::string& sql :
       // `note` makes the rows wide: their updates are stored as patches
       // (durability/durable_store.h), which must keep the rest of the row.
       {std::string("CREATE TABLE acct (id INT PRIMARY KEY, balance INT, "
                    "tag TEXT, note TEXT)"),
        absl::StrCat("INSERT INTO acct SELECT g, ", kStartBalance,
                     ", 'g0', repeat('n', 200) FROM generate_series(0, ",
                     kAccounts - 1, ") g"),
        std::string("CREATE INDEX acct_tag ON acct USING hash (tag)"),
        std::string("CREATE INDEX acct_balance ON acct (balance)"),
        std::string("CREATE TABLE log (seq BIGINT PRIMARY KEY, acct INT, "
                    "delta INT)"),
        std::string("CREATE TABLE items (id BIGINT PRIMARY KEY, grp BIGINT, "
                    "v TEXT)"),
        std::string("CREATE INDEX items_grp ON items (grp)"),
        std::string("CREATE SEQUENCE ids"),
        std::string("CREATE TABLE events (id SERIAL PRIMARY KEY, v TEXT)"),
        // Forked children must not need the JIT's compiler thread.
        std::string("SET jit = off")}) {
    absl::StatusOr<Result> r = (*db)->Execute(sql);
    if (!r.ok()) {
      std::fprintf(stderr, "setup: %s: %s\n", sql.c_str(),
                   r.status().ToString().c_str());
      std::exit(1);
    }
  }
}

int Main(int argc, char** argv) {
  int kills = 30;
  uint64_t seed = std::random_device()();
  std::string dir;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--kills") {
      kills = std::atoi(argv[i + 1]);
    } else if (flag == "--seed") {
      seed = std::strtoull(argv[i + 1], nullptr, 10);
    } else if (flag == "--dir") {
      dir = argv[i + 1];
    } else {
      std::fprintf(stderr,
                   "usage: kite_crash_test [--kills N] [--seed S] "
                   "[--dir DIR]\n");
      return 2;
    }
  }
  const bool own_dir = dir.empty();
  if (own_dir) {
    dir = (fs::temp_directory_path() / absl::StrCat("kite_crash_", getpid()))
              .string();
  }
  fs::remove_all(dir);
  std::printf("kite_crash_test --kills %d --seed %llu\n", kills,
              static_cast<unsigned long long>(seed));
  std::fflush(stdout);
  Setup(dir);
  std::mt19937_64 rng(seed);
  Ledger ledger;
  int64_t acked_total = 0;
  int opened = 0;  // rounds whose child finished loading before the kill
  for (int round = 1; round <= kills; ++round) {
    int fds[2];
    if (pipe(fds) != 0) Fail(seed, round, "pipe failed");
    const pid_t child = fork();
    if (child < 0) Fail(seed, round, "fork failed");
    // Every fourth round commits async: its acknowledgements promise
    // nothing, but nothing may be half-applied either.
    const bool async = round % 4 == 0;
    if (child == 0) {
      close(fds[0]);
      RunChild(dir, seed + round, fds[1], async, ledger.max_seq_tried,
               ledger.max_group_tried);
    }
    close(fds[1]);
    // Kill after 20..400 ms (a few rounds die while the child still loads).
    const auto delay = std::chrono::milliseconds(20 + rng() % 380);
    std::thread killer([child, delay] {
      std::this_thread::sleep_for(delay);
      kill(child, SIGKILL);
    });
    // Read the acknowledgements until the pipe closes (the child died).
    std::string pending;
    char buf[4096];
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) > 0) {
      pending.append(buf, static_cast<size_t>(n));
      size_t eol;
      while ((eol = pending.find('\n')) != std::string::npos) {
        const std::string line = pending.substr(0, eol);
        pending.erase(0, eol + 1);
        int64_t v = 0;
        if (line.size() < 3 || !absl::SimpleAtoi(line.substr(2), &v)) continue;
        switch (line[0]) {
          case 't':
            ledger.max_seq_tried = std::max(ledger.max_seq_tried, v);
            break;
          case 'T':
            if (async) break;
            ledger.transfers_acked.insert(v);
            ++acked_total;
            break;
          case 'O':
            ++opened;
            break;
          case 'i':
            ledger.max_group_tried = std::max(ledger.max_group_tried, v);
            break;
          case 'I':
            if (async) break;
            ledger.groups_acked.insert(v);
            ++acked_total;
            break;
          case 'd':
            ledger.groups_delete_tried.insert(v);
            break;
          case 'D':
            if (!async) ledger.groups_deleted.insert(v);
            break;
          case 'N':
            if (async) break;
            ledger.max_nextval_acked = std::max(ledger.max_nextval_acked, v);
            ++acked_total;
            break;
          case 'E':
            if (async) break;
            ledger.events_acked.insert(v);
            ++acked_total;
            break;
        }
      }
    }
    close(fds[0]);
    killer.join();
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 3) {
      Fail(seed, round, "the child could not open the database");
    }
    absl::StatusOr<std::unique_ptr<Database>> db = Database::Open(dir);
    if (!db.ok()) Fail(seed, round, "reopen: " + db.status().ToString());
    Check(**db, ledger, seed, round);
  }
  std::printf(
      "kite_crash_test: %d kills (%d while loading), %lld acknowledged sync "
      "commits, every one kept; nothing half-applied; indexes agree\n",
      kills, kills - opened, static_cast<long long>(acked_total));
  if (own_dir) fs::remove_all(dir);
  return 0;
}

}  // namespace
}  // namespace kite::crash

int main(int argc, char** argv) { return kite::crash::Main(argc, argv); }
