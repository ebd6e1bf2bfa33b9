// Statements other than queries, statement splitting and statement text.
#include "gtest/gtest.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

template <typename T>
const T& As(const ast::Statement& s) {
  const T* node = std::get_if<T>(&s.node);
  EXPECT_NE(node, nullptr) << s.text;
  static const T kEmpty{};
  return node != nullptr ? *node : kEmpty;
}

TEST(StatementTest, SplittingAndText) {
  absl::StatusOr<std::vector<ast::Statement>> statements =
      ParseSql("  SELECT 1;;\n-- comment\nselect 'a;b' ; ;  /* c */ ");
  ASSERT_TRUE(statements.ok()) << statements.status();
  ASSERT_EQ(statements->size(), 2u);
  EXPECT_EQ((*statements)[0].text, "SELECT 1");
  EXPECT_EQ((*statements)[0].pos.line, 1);
  EXPECT_EQ((*statements)[0].pos.column, 3);
  EXPECT_EQ((*statements)[1].text, "select 'a;b'");
  EXPECT_EQ((*statements)[1].pos.line, 3);
  EXPECT_EQ((*statements)[1].pos.column, 1);
}

TEST(StatementTest, EmptyInputHasNoStatements) {
  for (const char* sql :
       {"", " ", ";", ";;  ;", "-- only a comment", "/* block */", "\n\t\n"}) {
    absl::StatusOr<std::vector<ast::Statement>> statements = ParseSql(sql);
    ASSERT_TRUE(statements.ok()) << sql << ": " << statements.status();
    EXPECT_TRUE(statements->empty()) << sql;
  }
}

TEST(StatementTest, CreateTable) {
  ast::Statement s =
      One("CREATE TABLE IF NOT EXISTS Items (\n"
          "  id BIGINT PRIMARY KEY,\n"
          "  name VARCHAR(100) NOT NULL DEFAULT 'x',\n"
          "  price NUMERIC(10, 2) NULL,\n"
          "  score DOUBLE PRECISION UNIQUE,\n"
          "  tags TEXT[],\n"
          "  born DATE, seen TIMESTAMP, ok BOOLEAN DEFAULT -1 + 2,\n"
          "  CONSTRAINT u UNIQUE (name, born)\n"
          ")");
  const auto& create = As<ast::CreateTableStmt>(s);
  EXPECT_TRUE(create.if_not_exists);
  EXPECT_EQ(create.table, "items");
  ASSERT_EQ(create.columns.size(), 8u);
  EXPECT_EQ(create.columns[0].name, "id");
  EXPECT_EQ(create.columns[0].type.name, "bigint");
  EXPECT_TRUE(create.columns[0].primary_key);
  EXPECT_EQ(create.columns[1].type.name, "varchar");
  EXPECT_EQ(create.columns[1].type.modifiers, std::vector<int>{100});
  EXPECT_TRUE(create.columns[1].not_null);
  ASSERT_NE(create.columns[1].default_value, nullptr);
  EXPECT_EQ(Dump(*create.columns[1].default_value), "'x':text");
  EXPECT_EQ(create.columns[2].type.modifiers, (std::vector<int>{10, 2}));
  EXPECT_FALSE(create.columns[2].not_null);
  EXPECT_EQ(create.columns[3].type.name, "double precision");
  EXPECT_TRUE(create.columns[3].unique);
  EXPECT_EQ(create.columns[4].type.name, "text");
  EXPECT_TRUE(create.columns[4].type.is_array);
  EXPECT_EQ(create.columns[5].type.name, "date");
  EXPECT_EQ(create.columns[6].type.name, "timestamp");
  EXPECT_EQ(Dump(*create.columns[7].default_value), "(+ -1:integer 2:integer)");
  EXPECT_EQ(create.columns[1].pos.line, 3);
  EXPECT_TRUE(create.primary_key.empty());
  ASSERT_EQ(create.unique.size(), 1u);
  EXPECT_EQ(create.unique[0], (std::vector<std::string>{"name", "born"}));
}

TEST(StatementTest, CreateTableVariants) {
  const auto create = One("create table t (a int, b int, primary key (a, b))");
  EXPECT_EQ(As<ast::CreateTableStmt>(create).primary_key,
            (std::vector<std::string>{"a", "b"}));
  const auto as_select = One("CREATE TABLE t2 AS SELECT a FROM t WHERE a > 1");
  const auto& ctas = As<ast::CreateTableStmt>(as_select);
  ASSERT_NE(ctas.as_select, nullptr);
  EXPECT_EQ(Dump(*ctas.as_select), "select a from t where (> a 1:integer)");
  const auto keywords =
      One("CREATE TABLE k (year int, name text, date date, key text, value "
          "text, count int, type text, data text, first int, last int)");
  EXPECT_EQ(As<ast::CreateTableStmt>(keywords).columns.size(), 10u);
  const auto types =
      One("CREATE TABLE ty (a int4, b int8, c float8, d bool, e smallint, f "
          "character varying(3), g timestamp without time zone, h integer[3])");
  const auto& cols = As<ast::CreateTableStmt>(types).columns;
  ASSERT_EQ(cols.size(), 8u);
  EXPECT_EQ(cols[0].type.name, "int4");
  EXPECT_EQ(cols[2].type.name, "float8");
  EXPECT_EQ(cols[5].type.name, "varchar");
  EXPECT_EQ(cols[6].type.name, "timestamp");
  EXPECT_TRUE(cols[7].type.is_array);
}

TEST(StatementTest, CreateTableErrors) {
  EXPECT_EQ(ErrorOf("CREATE TABLE t (a int PRIMARY KEY, b int PRIMARY KEY)"),
            "42P16: multiple primary keys for table \"t\" are not allowed at "
            "line 1:36");
  EXPECT_EQ(ErrorOf("CREATE TABLE t (a int PRIMARY KEY, PRIMARY KEY (a))"),
            "42P16: multiple primary keys for table \"t\" are not allowed at "
            "line 1:36");
  EXPECT_EQ(ErrorOf("CREATE TABLE t (a int NOT NULL NULL)"),
            "42601: conflicting NULL/NOT NULL declarations for column \"a\" of "
            "table \"t\" at line 1:32");
  EXPECT_EQ(ErrorOf("CREATE TABLE t (a int DEFAULT 1 DEFAULT 2)"),
            "42601: multiple default values specified for column \"a\" of "
            "table \"t\" at line 1:33");
}

TEST(StatementTest, Compression) {
  ast::Statement s =
      One("CREATE TABLE t (a TEXT COMPRESSION LZ4 NOT NULL, b TEXT "
          "COMPRESSION default, c TEXT COMPRESSION \"Zstd\", d TEXT, "
          "compression TEXT)");
  const auto& create = As<ast::CreateTableStmt>(s);
  ASSERT_EQ(create.columns.size(), 5u);
  EXPECT_EQ(create.columns[0].compression, "lz4");
  EXPECT_TRUE(create.columns[0].not_null);
  EXPECT_EQ(create.columns[1].compression, "default");
  EXPECT_EQ(create.columns[2].compression, "Zstd");
  EXPECT_EQ(create.columns[3].compression, "");
  EXPECT_EQ(create.columns[4].name, "compression");
  const auto alter = As<ast::AlterTableStmt>(
      One("ALTER TABLE IF EXISTS ONLY t ALTER COLUMN a SET COMPRESSION zstd, "
          "ALTER b SET COMPRESSION DEFAULT, ALTER column SET COMPRESSION x"));
  EXPECT_TRUE(alter.if_exists);
  EXPECT_EQ(alter.table, "t");
  ASSERT_EQ(alter.actions.size(), 3u);
  EXPECT_EQ(alter.actions[0].column, "a");
  EXPECT_EQ(alter.actions[0].method, "zstd");
  EXPECT_EQ(alter.actions[1].column, "b");
  EXPECT_EQ(alter.actions[1].method, "default");
  EXPECT_EQ(alter.actions[2].column, "column");
  EXPECT_FALSE(
      As<ast::AlterTableStmt>(One("alter table t alter a set compression lz4"))
          .if_exists);
  EXPECT_EQ(
      ErrorOf("ALTER TABLE t ALTER COLUMN a SET COMPRESSION").substr(0, 5),
      "42601");
  EXPECT_EQ(
      ErrorOf("CREATE TABLE t (a TEXT NOT NULL COMPRESSION lz4)").substr(0, 5),
      "42601");
}

TEST(StatementTest, DropAndTruncate) {
  const auto drop = One("DROP TABLE IF EXISTS a, B");
  EXPECT_TRUE(As<ast::DropTableStmt>(drop).if_exists);
  EXPECT_EQ(As<ast::DropTableStmt>(drop).tables,
            (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(As<ast::DropTableStmt>(One("drop table x")).if_exists);
  EXPECT_EQ(As<ast::TruncateStmt>(One("TRUNCATE a")).tables,
            std::vector<std::string>{"a"});
  EXPECT_EQ(As<ast::TruncateStmt>(One("TRUNCATE TABLE a, b")).tables,
            (std::vector<std::string>{"a", "b"}));
}

TEST(StatementTest, InsertValues) {
  const auto s = One(
      "INSERT INTO t (a, b) VALUES (1, 'x'), (DEFAULT, $1) RETURNING a, b * 2 "
      "AS c");
  const auto& insert = As<ast::InsertStmt>(s);
  EXPECT_EQ(insert.table, "t");
  EXPECT_EQ(insert.columns, (std::vector<std::string>{"a", "b"}));
  ASSERT_NE(insert.source, nullptr);
  EXPECT_EQ(Dump(*insert.source), "values (1:integer 'x':text) (DEFAULT $1)");
  const ast::Expr& def = *insert.source->values[1][0];
  EXPECT_EQ(def.kind, ast::ExprKind::kColumnRef);
  EXPECT_EQ(def.names, std::vector<std::string>{"DEFAULT"});
  EXPECT_TRUE(def.star);
  ASSERT_EQ(insert.returning.size(), 2u);
  EXPECT_EQ(insert.returning[1].alias, "c");
  EXPECT_FALSE(insert.on_conflict.has_value());
}

TEST(StatementTest, InsertSelectAndDefaultValues) {
  const auto s = One("INSERT INTO t AS x SELECT * FROM u WHERE a > 1");
  const auto& insert = As<ast::InsertStmt>(s);
  EXPECT_EQ(insert.alias, "x");
  EXPECT_TRUE(insert.columns.empty());
  EXPECT_EQ(Dump(*insert.source), "select * from u where (> a 1:integer)");
  const auto d = One("INSERT INTO t DEFAULT VALUES RETURNING *");
  EXPECT_TRUE(As<ast::InsertStmt>(d).default_values);
  EXPECT_EQ(As<ast::InsertStmt>(d).returning.size(), 1u);
  const auto p = One("INSERT INTO t (a) (SELECT 1)");
  EXPECT_EQ(Dump(*As<ast::InsertStmt>(p).source), "select 1:integer");
}

TEST(StatementTest, InsertOnConflict) {
  const auto nothing = One("INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING");
  const auto& n = As<ast::InsertStmt>(nothing);
  ASSERT_TRUE(n.on_conflict.has_value());
  EXPECT_TRUE(n.on_conflict->do_nothing);
  EXPECT_TRUE(n.on_conflict->target.empty());

  const auto update = One(
      "INSERT INTO t (id, v) VALUES (1, 2) ON CONFLICT (id) DO UPDATE SET v = "
      "EXCLUDED.v + t.v, w = DEFAULT WHERE t.v < 10 RETURNING id");
  const auto& u = As<ast::InsertStmt>(update);
  ASSERT_TRUE(u.on_conflict.has_value());
  EXPECT_FALSE(u.on_conflict->do_nothing);
  EXPECT_EQ(u.on_conflict->target, std::vector<std::string>{"id"});
  ASSERT_EQ(u.on_conflict->sets.size(), 2u);
  EXPECT_EQ(u.on_conflict->sets[0].column, "v");
  EXPECT_EQ(Dump(*u.on_conflict->sets[0].value), "(+ excluded.v t.v)");
  EXPECT_TRUE(u.on_conflict->sets[1].is_default);
  EXPECT_EQ(u.on_conflict->sets[1].value, nullptr);
  EXPECT_EQ(Dump(*u.on_conflict->where), "(< t.v 10:integer)");
  EXPECT_EQ(u.returning.size(), 1u);
}

TEST(StatementTest, Update) {
  const auto s = One(
      "UPDATE items AS i SET year = $1, name = $2 FROM other o WHERE i.id = "
      "o.id RETURNING i.*");
  const auto& update = As<ast::UpdateStmt>(s);
  EXPECT_EQ(update.table, "items");
  EXPECT_EQ(update.alias, "i");
  ASSERT_EQ(update.sets.size(), 2u);
  EXPECT_EQ(update.sets[0].column, "year");
  EXPECT_EQ(Dump(*update.sets[1].value), "$2");
  ASSERT_EQ(update.from.size(), 1u);
  EXPECT_EQ(Dump(*update.from[0]), "other as o");
  EXPECT_EQ(Dump(*update.where), "(= i.id o.id)");
  EXPECT_EQ(Dump(*update.returning[0].expr), "i.*");

  const auto plain = One("update t set a = a + 1");
  EXPECT_EQ(As<ast::UpdateStmt>(plain).alias, "");
  EXPECT_EQ(As<ast::UpdateStmt>(plain).where, nullptr);
  const auto alias = One("update t x set a = default");
  EXPECT_EQ(As<ast::UpdateStmt>(alias).alias, "x");
  EXPECT_TRUE(As<ast::UpdateStmt>(alias).sets[0].is_default);
}

TEST(StatementTest, Delete) {
  const auto s = One("DELETE FROM t AS x WHERE x.a = 1 RETURNING *");
  const auto& del = As<ast::DeleteStmt>(s);
  EXPECT_EQ(del.table, "t");
  EXPECT_EQ(del.alias, "x");
  EXPECT_EQ(Dump(*del.where), "(= x.a 1:integer)");
  EXPECT_EQ(del.returning.size(), 1u);
  EXPECT_EQ(As<ast::DeleteStmt>(One("delete from t")).where, nullptr);
}

TEST(StatementTest, CopyNewOptions) {
  const auto s = One(
      "COPY items (id, name) FROM '/tmp/it''s.csv' WITH (FORMAT csv, HEADER, "
      "DELIMITER ';', NULL 'NA', QUOTE '\"', ESCAPE '\\')");
  const auto& copy = As<ast::CopyStmt>(s);
  EXPECT_EQ(copy.table, "items");
  EXPECT_EQ(copy.columns, (std::vector<std::string>{"id", "name"}));
  EXPECT_TRUE(copy.from);
  EXPECT_EQ(copy.file, "/tmp/it's.csv");
  EXPECT_FALSE(copy.stdio);
  EXPECT_EQ(copy.format, "csv");
  EXPECT_TRUE(copy.header);
  EXPECT_EQ(copy.delimiter, std::optional<std::string>(";"));
  EXPECT_EQ(copy.null_string, std::optional<std::string>("NA"));
  EXPECT_EQ(copy.quote, std::optional<std::string>("\""));
  EXPECT_EQ(copy.escape, std::optional<std::string>("\\"));

  const auto h = One("copy t to stdout (format CSV, header false)");
  EXPECT_FALSE(As<ast::CopyStmt>(h).from);
  EXPECT_TRUE(As<ast::CopyStmt>(h).stdio);
  EXPECT_FALSE(As<ast::CopyStmt>(h).header);
  EXPECT_EQ(As<ast::CopyStmt>(h).format, "csv");
  EXPECT_TRUE(As<ast::CopyStmt>(One("COPY t FROM STDIN")).stdio);
  EXPECT_EQ(As<ast::CopyStmt>(One("COPY t FROM 'f'")).format, "text");
  EXPECT_TRUE(As<ast::CopyStmt>(One("COPY t TO 'f' (HEADER on)")).header);
}

TEST(StatementTest, CopyLegacyOptionsAndQuery) {
  const auto s = One("COPY t TO '/tmp/x.csv' WITH CSV HEADER DELIMITER AS '|'");
  const auto& copy = As<ast::CopyStmt>(s);
  EXPECT_FALSE(copy.from);
  EXPECT_EQ(copy.format, "csv");
  EXPECT_TRUE(copy.header);
  EXPECT_EQ(copy.delimiter, std::optional<std::string>("|"));
  const auto q = One("COPY (SELECT a FROM t ORDER BY a) TO STDOUT WITH CSV");
  const auto& query = As<ast::CopyStmt>(q);
  ASSERT_NE(query.query, nullptr);
  EXPECT_EQ(Dump(*query.query), "select a from t order by a");
  EXPECT_FALSE(query.from);
  EXPECT_TRUE(query.stdio);
}

TEST(StatementTest, CopyErrors) {
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' WITH (FORMAT xml)"),
            "22023: COPY format \"xml\" not recognized at line 1:23");
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' (FORMAT binary)"),
            "0A000: COPY format \"binary\" is not supported at line 1:18");
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' (bogus 1)"),
            "42601: option \"bogus\" not recognized at line 1:18");
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' (header, header false)"),
            "42601: conflicting or redundant options at line 1:26");
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' (delimiter)"),
            "42601: delimiter requires a parameter at line 1:18");
  EXPECT_EQ(ErrorOf("COPY t FROM 'f' (header maybe)"),
            "22023: header requires a Boolean value or \"match\" at line 1:18");
  EXPECT_EQ(ErrorOf("COPY (SELECT 1) FROM 'f'").substr(0, 5), "42601");
}

TEST(StatementTest, Explain) {
  const auto s = One("EXPLAIN ANALYZE SELECT * FROM t WHERE a = 1");
  const auto& explain = *std::get<std::shared_ptr<ast::ExplainStmt>>(s.node);
  EXPECT_TRUE(explain.analyze);
  EXPECT_EQ(explain.statement.text, "SELECT * FROM t WHERE a = 1");
  EXPECT_EQ(explain.statement.pos.column, 17);
  const auto& select =
      *std::get<std::shared_ptr<ast::SelectStmt>>(explain.statement.node);
  EXPECT_EQ(Dump(select), "select * from t where (= a 1:integer)");
  const auto plain = One("explain delete from t");
  const auto& e = *std::get<std::shared_ptr<ast::ExplainStmt>>(plain.node);
  EXPECT_FALSE(e.analyze);
  EXPECT_TRUE(std::holds_alternative<ast::DeleteStmt>(e.statement.node));
  const auto options = One("EXPLAIN (ANALYZE, COSTS off) SELECT 1");
  EXPECT_TRUE(
      std::get<std::shared_ptr<ast::ExplainStmt>>(options.node)->analyze);
  const auto off = One("EXPLAIN (analyze false) (SELECT 1)");
  EXPECT_FALSE(std::get<std::shared_ptr<ast::ExplainStmt>>(off.node)->analyze);
  const auto paren = One("EXPLAIN (SELECT 1)");
  EXPECT_EQ(
      std::get<std::shared_ptr<ast::ExplainStmt>>(paren.node)->statement.text,
      "(SELECT 1)");
  EXPECT_EQ(ErrorOf("EXPLAIN (bogus) SELECT 1"),
            "42601: unrecognized EXPLAIN option \"bogus\" at line 1:10");
}

TEST(StatementTest, SetResetShow) {
  const ast::SetStmt a = As<ast::SetStmt>(One("SET jit = off"));
  EXPECT_EQ(a.name, "jit");
  EXPECT_EQ(a.value, "off");
  EXPECT_FALSE(a.is_default);
  const ast::SetStmt b =
      As<ast::SetStmt>(One("SET search_path TO 'Public', x"));
  EXPECT_EQ(b.value, "Public, x");
  const ast::SetStmt c = As<ast::SetStmt>(One("set Work_Mem to default"));
  EXPECT_EQ(c.name, "work_mem");
  EXPECT_TRUE(c.is_default);
  EXPECT_EQ(As<ast::SetStmt>(One("SET x = -5")).value, "-5");
  EXPECT_EQ(As<ast::SetStmt>(One("SET x = 1.5")).value, "1.5");
  EXPECT_EQ(As<ast::SetStmt>(One("SET x TO on")).value, "on");
  EXPECT_EQ(As<ast::SetStmt>(One("SET kite.jit = true")).name, "kite.jit");
  EXPECT_EQ(As<ast::SetStmt>(One("SET SESSION x = 1")).name, "x");
  const ast::SetStmt tz = As<ast::SetStmt>(One("SET TIME ZONE 'UTC'"));
  EXPECT_EQ(tz.name, "timezone");
  EXPECT_EQ(tz.value, "UTC");
  EXPECT_TRUE(As<ast::SetStmt>(One("SET TIME ZONE LOCAL")).is_default);
  EXPECT_FALSE(As<ast::SetStmt>(One("SET LOCAL TIME ZONE 'UTC'")).is_default);
  const ast::SetStmt r = As<ast::SetStmt>(One("RESET jit"));
  EXPECT_EQ(r.name, "jit");
  EXPECT_TRUE(r.is_default);
  EXPECT_EQ(As<ast::SetStmt>(One("RESET ALL")).name, "all");
  EXPECT_EQ(As<ast::ShowStmt>(One("SHOW jit")).name, "jit");
  EXPECT_EQ(As<ast::ShowStmt>(One("SHOW ALL")).name, "all");
  EXPECT_EQ(As<ast::ShowStmt>(One("show time zone")).name, "timezone");
}

TEST(StatementTest, Transactions) {
  using Kind = ast::TransactionStmt::Kind;
  const std::pair<const char*, Kind> cases[] = {
      {"BEGIN", Kind::kBegin},
      {"begin work", Kind::kBegin},
      {"BEGIN TRANSACTION", Kind::kBegin},
      {"START TRANSACTION", Kind::kBegin},
      {"COMMIT", Kind::kCommit},
      {"commit work", Kind::kCommit},
      {"END", Kind::kCommit},
      {"END TRANSACTION", Kind::kCommit},
      {"ROLLBACK", Kind::kRollback},
      {"ROLLBACK WORK", Kind::kRollback},
      {"ABORT", Kind::kRollback},
  };
  for (const auto& [sql, kind] : cases) {
    EXPECT_EQ(As<ast::TransactionStmt>(One(sql)).kind, kind) << sql;
  }
}

TEST(StatementTest, ManyStatementKindsInOneScript) {
  absl::StatusOr<std::vector<ast::Statement>> statements = ParseSql(
      "BEGIN; CREATE TABLE t (a int); INSERT INTO t VALUES (1); UPDATE t SET "
      "a = 2; DELETE FROM t; SELECT * FROM t; DROP TABLE t; COMMIT");
  ASSERT_TRUE(statements.ok()) << statements.status();
  ASSERT_EQ(statements->size(), 8u);
  EXPECT_EQ((*statements)[3].text, "UPDATE t SET a = 2");
  EXPECT_TRUE(
      std::holds_alternative<ast::DropTableStmt>((*statements)[6].node));
}

}  // namespace
}  // namespace kite::testing
