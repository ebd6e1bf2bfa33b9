// Primary-key lookups: the planner chooses them for pk = value and
// pk IN (...), EXPLAIN shows them, and they return exactly what a full scan
// (forced with `id + 0 = ...`) returns.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "kite/kite.h"
#include "tests/unit/engine/test_util.h"

namespace kite {
namespace {

using testing::Dump;
using testing::NewDb;

class PkLookupTest : public ::testing::Test {
 protected:
  void SetUp() override {
    db_ = NewDb();
    ASSERT_TRUE(db_->Execute("CREATE TABLE items (id INT PRIMARY KEY, "
                             "name TEXT, year INT)")
                    .ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO items SELECT g, 'n' || (g % 7), "
                             "2000 + g % 25 FROM generate_series(1, 3000) g")
                    .ok());
    ASSERT_TRUE(db_->Execute("CREATE TABLE pairs (a INT, b TEXT, v INT, "
                             "PRIMARY KEY (a, b))")
                    .ok());
    ASSERT_TRUE(db_->Execute("INSERT INTO pairs SELECT g % 50, 'k' || (g / "
                             "50), g FROM generate_series(1, 500) g")
                    .ok());
  }

  // The EXPLAIN text of `sql` (prepared, so it may have parameters).
  std::string Plan(const std::string& sql) {
    auto stmt = db_->Prepare("EXPLAIN (COSTS OFF) " + sql);
    EXPECT_TRUE(stmt.ok()) << stmt.status();
    if (!stmt.ok()) return "";
    auto r = (*stmt)->Execute();
    EXPECT_TRUE(r.ok()) << r.status();
    return r.ok() ? Dump(*r) : "";
  }

  std::string Rows(const std::string& sql) {
    auto r = db_->Execute(sql);
    EXPECT_TRUE(r.ok()) << sql << ": " << r.status();
    return r.ok() ? Dump(*r) : "";
  }

  // Runs a prepared statement with one bigint-typed parameter value.
  std::string Prepared(const std::string& sql, const Value& param) {
    auto stmt = db_->Prepare(sql);
    EXPECT_TRUE(stmt.ok()) << stmt.status();
    if (!stmt.ok()) return "";
    absl::Status bound = (*stmt)->Bind(1, param);
    if (!bound.ok()) return "BIND " + SqlStateOf(bound);
    auto r = (*stmt)->Execute();
    EXPECT_TRUE(r.ok()) << r.status();
    return r.ok() ? Dump(*r) : "";
  }

  std::unique_ptr<Database> db_;
};

TEST_F(PkLookupTest, ExplainShowsTheLookup) {
  EXPECT_NE(Plan("SELECT * FROM items WHERE id = $1")
                .find("Primary Key Lookup on items (id = $1)"),
            std::string::npos);
  EXPECT_NE(Plan("UPDATE items SET year = $1, name = $2 WHERE id = $3")
                .find("Primary Key Lookup on items (id = $3)"),
            std::string::npos);
  EXPECT_NE(Plan("DELETE FROM items WHERE id = 5")
                .find("Primary Key Lookup on items (id = 5)"),
            std::string::npos);
  EXPECT_NE(Plan("SELECT * FROM items WHERE id IN (1, 2, 3)")
                .find("Primary Key Lookup on items (id IN (1, 2, 3))"),
            std::string::npos);
  const std::string pairs =
      Plan("SELECT v FROM pairs WHERE b = 'k1' AND a = 3");
  EXPECT_NE(pairs.find("Primary Key Lookup on pairs (a = 3 AND b = 'k1')"),
            std::string::npos)
      << pairs;
  // Other conditions stay as a filter on the lookup.
  const std::string both =
      Plan("SELECT * FROM items WHERE year > 1 AND id = 4");
  EXPECT_NE(both.find("Primary Key Lookup on items (id = 4)"),
            std::string::npos);
  EXPECT_NE(both.find("Filter: year > 1"), std::string::npos) << both;
}

TEST_F(PkLookupTest, ScansWhenTheKeyIsNotGiven) {
  for (const char* sql : {
           "SELECT * FROM items WHERE id + 0 = 3",
           "SELECT * FROM items WHERE id = year",
           "SELECT * FROM items WHERE id = 3 OR id = 4",
           "SELECT * FROM items WHERE id > 3",
           "SELECT * FROM items WHERE id NOT IN (1, 2)",
           "SELECT * FROM items WHERE id = (random() * 10)::int",
           "SELECT v FROM pairs WHERE a = 3",
           "SELECT v FROM pairs WHERE a IN (1, 2) AND b = 'k1'",
       }) {
    const std::string plan = Plan(sql);
    EXPECT_EQ(plan.find("Primary Key Lookup"), std::string::npos) << sql;
    EXPECT_NE(plan.find("Seq Scan"), std::string::npos) << sql;
  }
}

TEST_F(PkLookupTest, SameRowsAsAScan) {
  const std::vector<std::string> conditions = {
      "id = 17",
      "id = 0",
      "id = 3000",
      "id = 3001",
      "id = 3000000000",
      "id = -3000000000",
      "id = 17.0",
      "id = 17.5",
      "id = 17::double precision",
      "id = 17.25::double precision",
      "id = NULL",
      "id = '42'",
      "id = 6 * 7",
      "id = 5 AND year = 2005",
      "id = 5 AND year = 2006",
      "id IN (1, 5, 5, 2999, 4000, NULL)",
      "id IN (2, 3000000000, 4.0)",
      "id IN (7) AND name = 'n0'",
  };
  for (const std::string& c : conditions) {
    std::string scan = c;
    scan.replace(0, 2, "id + 0");
    const std::string sql = "SELECT * FROM items WHERE ";
    EXPECT_EQ(Rows(sql + c + " ORDER BY id"), Rows(sql + scan + " ORDER BY id"))
        << c;
  }
  EXPECT_EQ(Rows("SELECT v FROM pairs WHERE a = 7 AND b = 'k3'"),
            Rows("SELECT v FROM pairs WHERE a + 0 = 7 AND b = 'k3'"));
  EXPECT_EQ(Rows("SELECT v FROM pairs WHERE a = 7 AND b = 'k3'"), "157\n");
}

TEST_F(PkLookupTest, PreparedParameters) {
  for (int64_t id :
       {int64_t{1}, int64_t{1500}, int64_t{3000}, int64_t{0}, int64_t{-5}}) {
    EXPECT_EQ(
        Prepared("SELECT * FROM items WHERE id = $1", Value::Bigint(id)),
        Prepared("SELECT * FROM items WHERE id + 0 = $1", Value::Bigint(id)))
        << id;
  }
  EXPECT_EQ(Prepared("SELECT name FROM items WHERE id = $1", Value::Bigint(8)),
            "n1\n");
  // A bigint parameter: the comparison is made as bigint.
  EXPECT_EQ(Prepared("SELECT name FROM items WHERE id = $1::bigint",
                     Value::Bigint(3000000000)),
            "");
  EXPECT_EQ(Prepared("SELECT name FROM items WHERE id = $1::bigint",
                     Value::Bigint(9)),
            "n2\n");
  // Unbound: NULL matches nothing.
  auto stmt = db_->Prepare("SELECT * FROM items WHERE id = $1");
  ASSERT_TRUE(stmt.ok());
  auto r = (*stmt)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->row_count(), 0u);
}

// A prepared point lookup runs without the operator tree from its second
// run on (RunKeyedSelect): run after run, whatever happens to the table
// in between, it answers as a scan does, with the same tag.
TEST_F(PkLookupTest, RepeatedRunsAgreeWithAScan) {
  auto keyed =
      db_->Prepare("SELECT name, id, year, id FROM items WHERE id = $1");
  auto scan =
      db_->Prepare("SELECT name, id, year, id FROM items WHERE id + 0 = $1");
  ASSERT_TRUE(keyed.ok() && scan.ok());
  auto run = [](PreparedStatement& s, const Value* key) -> std::string {
    if (key == nullptr) {
      s.ClearBindings();
    } else if (absl::Status b = s.Bind(1, *key); !b.ok()) {
      return b.ToString();
    }
    auto r = s.Execute();
    if (!r.ok()) return r.status().ToString();
    return r->command_tag() + " " + std::to_string(r->rows_affected()) + "\n" +
           Dump(*r);
  };
  int found = 0;
  for (int i = 0; i < 400; ++i) {
    const Value key = Value::Integer((i * 37) % 3100 - 40);
    const Value* k = i % 50 == 7 ? nullptr : &key;  // now and then NULL
    const std::string want = run(**scan, k);
    ASSERT_EQ(run(**keyed, k), want) << i;
    found += want.find("SELECT 1 ") == 0;
    // Change the table now and then: rows updated, deleted (the key's
    // array is written out), inserted again; an index created (the
    // statements are bound again).
    const int id = (i * 37) % 3000 + 1;
    if (i % 9 == 0) {
      ASSERT_TRUE(db_->Execute("UPDATE items SET year = year + 1, name = "
                               "'u' WHERE id = " +
                               std::to_string(id))
                      .ok());
    } else if (i % 13 == 0) {
      ASSERT_TRUE(
          db_->Execute("DELETE FROM items WHERE id = " + std::to_string(id))
              .ok());
    } else if (i % 17 == 0) {
      ASSERT_TRUE(db_->Execute("INSERT INTO items VALUES (" +
                               std::to_string(id) +
                               ", 'back', 1999) ON CONFLICT DO NOTHING")
                      .ok());
    } else if (i == 200) {
      ASSERT_TRUE(db_->Execute("CREATE INDEX ON items (year)").ok());
    }
  }
  EXPECT_GT(found, 200);
}

// Each cell of `r` through the typed accessors (the Result's cells) and
// again as text (GetString, which reads the columns).
std::string DumpTyped(const Result& r) {
  std::string out;
  for (size_t i = 0; i < r.row_count(); ++i) {
    for (int c = 0; c < r.column_count(); ++c) {
      const Type t = r.column_type(c);
      out += c > 0 ? "|" : "";
      if (r.IsNull(i, c)) {
        out += "NULL";
      } else if (t.id == TypeId::kBoolean) {
        out += r.GetBool(i, c) ? "t" : "f";
      } else if (t.is_int_lane()) {
        out += std::to_string(r.GetInt64(i, c));
      } else if (t.id == TypeId::kDouble) {
        out += std::to_string(r.GetDouble(i, c));
      } else if (t.id == TypeId::kText) {
        out += std::string(r.GetText(i, c));
      }
      out += "=" + r.GetString(i, c);
    }
    out += "\n";
  }
  return out;
}

// The keyed SELECT's result is written in place into a recycled result's
// slots (ResultData::StartOneRow): every column type and encoding (plain,
// dictionary, heap, compressed), NULLs, run once, twice or three times in
// a row (the slots reused as they are) between scans of as many columns
// and changes to the table, agree with a scan through the typed accessors;
// a result held across a change keeps its row.
TEST_F(PkLookupTest, EveryColumnTypeRunAfterRunAgreesWithAScan) {
  ASSERT_TRUE(db_->Execute(R"(
      CREATE TABLE typed (id BIGINT PRIMARY KEY, b BOOLEAN, i INTEGER,
        d DOUBLE PRECISION, n NUMERIC(10,2), dt DATE, ts TIMESTAMP,
        low TEXT, high TEXT, z TEXT COMPRESSION zstd, ia INTEGER[],
        ta TEXT[]);
      INSERT INTO typed SELECT g,
        CASE WHEN g % 11 = 0 THEN NULL ELSE g % 2 = 0 END,
        CASE WHEN g % 7 = 0 THEN NULL ELSE g * 3 - 5000 END,
        CASE WHEN g % 5 = 0 THEN NULL ELSE g / 8.0 END,
        CASE WHEN g % 6 = 0 THEN NULL ELSE g * 1.25 END,
        CASE WHEN g % 9 = 0 THEN NULL ELSE DATE '2020-01-01' + g END,
        CASE WHEN g % 10 = 0 THEN NULL
             ELSE TIMESTAMP '2021-03-04 05:06:07' END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'low' || (g % 3) END,
        CASE WHEN g % 3 = 0 THEN NULL ELSE 'high ' || repeat('h', g % 50) || g
             END,
        CASE WHEN g % 8 = 0 THEN NULL ELSE 'zstd ' || repeat('z', g % 90) END,
        CASE WHEN g % 12 = 0 THEN NULL ELSE ARRAY[g, g + 1] END,
        CASE WHEN g % 13 = 0 THEN NULL ELSE ARRAY['a' || g, 'b'] END
      FROM generate_series(1, 7000) g)")
                  .ok());
  EXPECT_EQ(Rows("SELECT column_name, encoding FROM kite_columns WHERE "
                 "table_name = 'typed' AND column_name IN ('low', 'high') "
                 "ORDER BY 1"),
            "high|heap\nlow|dictionary\n");
  auto keyed = db_->Prepare("SELECT * FROM typed WHERE id = $1");
  auto scan = db_->Prepare("SELECT * FROM typed WHERE id + 0 = $1");
  ASSERT_TRUE(keyed.ok() && scan.ok());
  auto run = [](PreparedStatement& s, int64_t key) -> std::string {
    if (absl::Status b = s.Bind(1, key); !b.ok()) return b.ToString();
    auto r = s.Execute();
    if (!r.ok()) return r.status().ToString();
    return r->command_tag() + "\n" + DumpTyped(*r);
  };
  int found = 0;
  for (int i = 0; i < 300; ++i) {
    const int64_t key = (i * 53) % 7100 - 30;
    const std::string want = run(**scan, key);
    for (int repeat = 0; repeat <= i % 3; ++repeat) {
      ASSERT_EQ(run(**keyed, key), want) << i << " " << repeat;
    }
    found += want.find("SELECT 1") == 0;
    const std::string id = std::to_string((i * 53) % 7000 + 1);
    if (i % 7 == 0) {
      // A held result keeps its row through a change to it.
      ASSERT_TRUE((*keyed)->Bind(1, int64_t{(i * 53) % 7000 + 1}).ok());
      absl::StatusOr<Result> held = (*keyed)->Execute();
      ASSERT_TRUE(held.ok());
      const std::string before = DumpTyped(*held);
      ASSERT_TRUE(db_->Execute("UPDATE typed SET high = repeat('u', 300), z = "
                               "'zz', low = 'low9', ta = ARRAY['x'], d = -1 "
                               "WHERE id = " +
                               id)
                      .ok());
      EXPECT_EQ(DumpTyped(*held), before);
    } else if (i % 11 == 0) {
      ASSERT_TRUE(db_->Execute("UPDATE typed SET b = NULL, i = NULL, high = "
                               "NULL, z = NULL, ia = NULL WHERE id = " +
                               id)
                      .ok());
    } else if (i % 13 == 0) {
      ASSERT_TRUE(db_->Execute("DELETE FROM typed WHERE id = " + id).ok());
    } else if (i == 150) {
      ASSERT_TRUE(
          db_->Execute("ALTER TABLE typed ALTER COLUMN high SET COMPRESSION "
                       "lz4")
              .ok());
    }
  }
  EXPECT_GT(found, 200);
}

TEST_F(PkLookupTest, UpdateAndDeleteByKey) {
  auto update =
      db_->Prepare("UPDATE items SET year = $1, name = $2 WHERE id = $3");
  ASSERT_TRUE(update.ok()) << update.status();
  ASSERT_TRUE((*update)->Bind(1, int64_t{1990}).ok());
  ASSERT_TRUE((*update)->Bind(2, "changed").ok());
  ASSERT_TRUE((*update)->Bind(3, int64_t{12}).ok());
  auto r = (*update)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->rows_affected(), 1);
  ASSERT_TRUE((*update)->Bind(3, int64_t{99999}).ok());
  r = (*update)->Execute();
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->rows_affected(), 0);
  EXPECT_EQ(Rows("SELECT id, name, year FROM items WHERE id = 12"),
            "12|changed|1990\n");
  EXPECT_EQ(Rows("SELECT count(*) FROM items WHERE year = 1990"), "1\n");
  r = db_->Execute("DELETE FROM items WHERE id IN (12, 13, 99999)");
  ASSERT_TRUE(r.ok()) << r.status();
  EXPECT_EQ(r->rows_affected(), 2);
  EXPECT_EQ(Rows("SELECT count(*) FROM items"), "2998\n");
  EXPECT_EQ(Rows("SELECT * FROM items WHERE id = 13"), "");
}

TEST_F(PkLookupTest, LimitReadsOnlyWhatItNeeds) {
  // Results of a filtered scan under LIMIT, batch after batch.
  EXPECT_EQ(Rows("SELECT id FROM items WHERE year > 2020 LIMIT 3"),
            "21\n22\n23\n");
  EXPECT_EQ(Rows("SELECT count(*) FROM (SELECT id FROM items WHERE year > "
                 "2020 LIMIT 500 OFFSET 10) s"),
            "470\n");
  auto r =
      db_->Execute("SELECT id FROM items WHERE year > 2020 LIMIT 2 OFFSET 2");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Dump(*r), "23\n24\n");
  EXPECT_EQ(Rows("SELECT count(*) FROM items WHERE year > 2020"), "480\n");
}

}  // namespace
}  // namespace kite
