// Queries: select lists, FROM and joins, clauses, set operations, VALUES.
#include "gtest/gtest.h"
#include "tests/unit/parser/parse_helpers.h"

namespace kite::testing {
namespace {

TEST(SelectTest, SelectList) {
  EXPECT_EQ(QueryOf("SELECT 1"), "select 1:integer");
  EXPECT_EQ(QueryOf("SELECT *, t.*, a, b AS x, c y, d AS \"Y\" FROM t"),
            "select *, t.*, a, b as x, c as y, d as Y from t");
  EXPECT_EQ(QueryOf("SELECT a AS from, b AS select FROM t"),
            "select a as from, b as select from t");
  EXPECT_EQ(QueryOf("SELECT DISTINCT a FROM t"), "select distinct a from t");
  EXPECT_EQ(QueryOf("SELECT ALL a FROM t"), "select a from t");
  EXPECT_EQ(QueryOf("select count(*) over () as total, name from items"),
            "select (count * over()) as total, name from items");
}

TEST(SelectTest, Clauses) {
  EXPECT_EQ(QueryOf("SELECT a FROM t WHERE a > 1 GROUP BY a, b HAVING "
                    "count(*) > 2 ORDER BY a DESC, b ASC NULLS FIRST, c NULLS "
                    "LAST LIMIT 10 OFFSET 20"),
            "select a from t where (> a 1:integer) group by a, b having (> "
            "(count *) 2:integer) order by a desc, b nulls first, c nulls last "
            "limit 10:integer offset 20:integer");
  EXPECT_EQ(QueryOf("SELECT a FROM t ORDER BY 1, name"),
            "select a from t order by 1:integer, name");
  EXPECT_EQ(QueryOf("SELECT a FROM t OFFSET 5 ROWS LIMIT 3"),
            "select a from t limit 3:integer offset 5:integer");
  EXPECT_EQ(QueryOf("SELECT a FROM t LIMIT ALL"), "select a from t");
  EXPECT_EQ(QueryOf("SELECT a FROM t LIMIT $1 OFFSET $2"),
            "select a from t limit $1 offset $2");
  EXPECT_EQ(QueryOf("SELECT a FROM t OFFSET 1 ROW FETCH FIRST 5 ROWS ONLY"),
            "select a from t limit 5:integer offset 1:integer");
  EXPECT_EQ(QueryOf("SELECT a FROM t FETCH NEXT ROW ONLY"),
            "select a from t limit 1:integer");
}

TEST(SelectTest, OrderItemFields) {
  ast::Statement s = One("SELECT a FROM t ORDER BY a, b DESC, c NULLS FIRST");
  const auto& select = *std::get<std::shared_ptr<ast::SelectStmt>>(s.node);
  ASSERT_EQ(select.order_by.size(), 3u);
  EXPECT_FALSE(select.order_by[0].descending);
  EXPECT_FALSE(select.order_by[0].nulls_first.has_value());
  EXPECT_TRUE(select.order_by[1].descending);
  EXPECT_EQ(select.order_by[2].nulls_first, std::optional<bool>(true));
}

TEST(SelectTest, FromAndJoins) {
  EXPECT_EQ(QueryOf("SELECT * FROM a, b AS x, c y"),
            "select * from a, b as x, c as y");
  EXPECT_EQ(QueryOf("SELECT * FROM a CROSS JOIN b"),
            "select * from (cross a b)");
  EXPECT_EQ(QueryOf("SELECT * FROM a JOIN b ON a.id = b.id"),
            "select * from (inner a b on (= a.id b.id))");
  EXPECT_EQ(QueryOf("SELECT * FROM a INNER JOIN b USING (id, k)"),
            "select * from (inner a b using id,k)");
  EXPECT_EQ(QueryOf("SELECT * FROM a LEFT JOIN b ON true LEFT OUTER JOIN c "
                    "ON false"),
            "select * from (left (left a b on t:boolean) c on f:boolean)");
  EXPECT_EQ(QueryOf("SELECT * FROM a RIGHT JOIN b ON x FULL OUTER JOIN c ON y"),
            "select * from (full (right a b on x) c on y)");
  EXPECT_EQ(QueryOf("SELECT * FROM a NATURAL JOIN b NATURAL LEFT JOIN c"),
            "select * from (natural-left (natural-inner a b) c)");
  EXPECT_EQ(QueryOf("SELECT * FROM a JOIN (b JOIN c ON x) ON y"),
            "select * from (inner a (inner b c on x) on y)");
  EXPECT_EQ(QueryOf("SELECT * FROM (a JOIN b ON x) AS j"),
            "select * from (inner a b on x) as j");
  EXPECT_EQ(QueryOf("SELECT * FROM items JOIN joined_items j ON j.id = "
                    "items.id WHERE items.id IN (1, 2)"),
            "select * from (inner items joined_items as j on (= j.id "
            "items.id)) where (in items.id 1:integer 2:integer)");
}

TEST(SelectTest, SubqueriesAndFunctionsInFrom) {
  EXPECT_EQ(QueryOf("SELECT * FROM (SELECT 1 AS a) AS s"),
            "select * from (select 1:integer as a) as s");
  EXPECT_EQ(QueryOf("SELECT * FROM (SELECT 1, 2) s(x, y)"),
            "select * from (select 1:integer, 2:integer) as s(x,y)");
  EXPECT_EQ(QueryOf("SELECT * FROM (SELECT 1) AS s"),
            "select * from (select 1:integer) as s");
  EXPECT_EQ(QueryOf("SELECT * FROM (VALUES (1), (2)) AS v(n)"),
            "select * from (values (1:integer) (2:integer)) as v(n)");
  EXPECT_EQ(QueryOf("SELECT g FROM generate_series(1, 10) g"),
            "select g from generate_series(1:integer 10:integer) as g");
  EXPECT_EQ(QueryOf("SELECT * FROM generate_series(1, 10, 2) AS g(n)"),
            "select * from generate_series(1:integer 10:integer 2:integer) as "
            "g(n)");
}

TEST(SelectTest, TableRefFields) {
  ast::Statement s = One("SELECT * FROM t AS x(a, b) JOIN u USING (a)");
  const auto& select = *std::get<std::shared_ptr<ast::SelectStmt>>(s.node);
  ASSERT_EQ(select.from.size(), 1u);
  const ast::TableRef& join = *select.from[0];
  EXPECT_EQ(join.kind, ast::TableRef::Kind::kJoin);
  EXPECT_EQ(join.join_type, ast::JoinType::kInner);
  EXPECT_EQ(join.left->name, "t");
  EXPECT_EQ(join.left->alias, "x");
  EXPECT_EQ(join.left->column_aliases, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(join.left->pos.column, 15);
  EXPECT_EQ(join.using_columns, std::vector<std::string>{"a"});
}

TEST(SelectTest, SetOperationPrecedence) {
  // INTERSECT binds tighter than UNION and EXCEPT, which are left-assoc.
  EXPECT_EQ(QueryOf("SELECT 1 UNION SELECT 2 INTERSECT SELECT 3"),
            "{select 1:integer union {select 2:integer intersect select "
            "3:integer}}");
  EXPECT_EQ(QueryOf("SELECT 1 EXCEPT SELECT 2 UNION ALL SELECT 3"),
            "{{select 1:integer except select 2:integer} union all select "
            "3:integer}");
  EXPECT_EQ(QueryOf("SELECT 1 INTERSECT ALL SELECT 2 INTERSECT SELECT 3"),
            "{{select 1:integer intersect all select 2:integer} intersect "
            "select 3:integer}");
  EXPECT_EQ(QueryOf("SELECT 1 UNION (SELECT 2 UNION SELECT 3)"),
            "{select 1:integer union {select 2:integer union select "
            "3:integer}}");
  EXPECT_EQ(QueryOf("SELECT 1 UNION DISTINCT SELECT 2"),
            "{select 1:integer union select 2:integer}");
  EXPECT_EQ(QueryOf("SELECT a FROM t UNION SELECT b FROM u ORDER BY 1 LIMIT 5"),
            "{select a from t union select b from u} order by 1:integer limit "
            "5:integer");
  EXPECT_EQ(
      QueryOf("(SELECT a FROM t ORDER BY a LIMIT 1) UNION ALL (SELECT 2)"),
      "{select a from t order by a limit 1:integer union all select "
      "2:integer}");
  EXPECT_EQ(QueryOf("((SELECT 1))"), "select 1:integer");
  EXPECT_EQ(QueryOf("(SELECT a FROM t LIMIT 1) ORDER BY a"),
            "select a from t order by a limit 1:integer");
}

TEST(SelectTest, ValuesAsQuery) {
  EXPECT_EQ(QueryOf("VALUES (1, 'a'), (2, 'b')"),
            "values (1:integer 'a':text) (2:integer 'b':text)");
  EXPECT_EQ(QueryOf("VALUES (1) UNION SELECT 2 ORDER BY 1"),
            "{values (1:integer) union select 2:integer} order by 1:integer");
  EXPECT_EQ(
      QueryOf("VALUES (3), (1) ORDER BY 1 LIMIT 1"),
      "values (3:integer) (1:integer) order by 1:integer limit 1:integer");
}

TEST(SelectTest, DuplicateClausesAreErrors) {
  EXPECT_EQ(ErrorOf("(SELECT 1 ORDER BY 1) ORDER BY 1"),
            "42601: multiple ORDER BY clauses not allowed at line 1:23");
  EXPECT_EQ(ErrorOf("SELECT 1 LIMIT 1 LIMIT 2"),
            "42601: multiple LIMIT clauses not allowed at line 1:18");
  EXPECT_EQ(ErrorOf("SELECT 1 OFFSET 1 OFFSET 2"),
            "42601: multiple OFFSET clauses not allowed at line 1:19");
  EXPECT_EQ(ErrorOf("SELECT 1 LIMIT 1 FETCH FIRST 2 ROWS ONLY"),
            "42601: multiple LIMIT clauses not allowed at line 1:18");
  EXPECT_EQ(ErrorOf("VALUES (1, 2), (3)"),
            "42601: VALUES lists must all be the same length at line 1:16");
}

TEST(SelectTest, Positions) {
  ast::Statement s = One("SELECT a,\n  b + 1\nFROM t\nWHERE c = $1");
  const auto& select = *std::get<std::shared_ptr<ast::SelectStmt>>(s.node);
  EXPECT_EQ(select.pos.line, 1);
  EXPECT_EQ(select.pos.column, 1);
  EXPECT_EQ(select.items[0].expr->pos.line, 1);
  EXPECT_EQ(select.items[0].expr->pos.column, 8);
  // A binary expression is placed at its operator, as PostgreSQL does.
  EXPECT_EQ(select.items[1].expr->pos.line, 2);
  EXPECT_EQ(select.items[1].expr->pos.column, 5);
  EXPECT_EQ(select.items[1].expr->args[0]->pos.column, 3);
  EXPECT_EQ(select.from[0]->pos.line, 3);
  EXPECT_EQ(select.from[0]->pos.column, 6);
  EXPECT_EQ(select.where->args[1]->pos.line, 4);
  EXPECT_EQ(select.where->args[1]->pos.column, 11);
}

}  // namespace
}  // namespace kite::testing
