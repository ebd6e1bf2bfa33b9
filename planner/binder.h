// The binder: resolves an AST statement against the catalog into a
// BoundStatement (names to column positions, types checked, implicit casts
// made explicit, $n parameter types inferred from their context).
#ifndef KITE_PLANNER_BINDER_H_
#define KITE_PLANNER_BINDER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/status/statusor.h"
#include "catalog/catalog.h"
#include "parser/ast.h"
#include "planner/plan.h"

namespace kite::plan {

// One column visible to expressions of a query.
struct ScopeColumn {
  std::string table;  // the FROM item's alias or name
  std::string name;
  Type type;
  PlanNode* scan = nullptr;  // the scan that fetches it, marked when used
  int scan_column = -1;
  bool hidden = false;  // merged by USING: reachable only when qualified
};

// The columns of a query's FROM clause; `parent` is the enclosing query's.
struct Scope {
  std::vector<ScopeColumn> columns;
  Scope* parent = nullptr;
  int subquery_id = -1;  // the subquery this query is (-1: top level)
};

// The SQL type named by `name` (int, varchar(10), numeric(10,2), text[],
// ...). NUMERIC without precision is numeric(18,6). Errors: 42704 unknown
// type, 22023 a precision above 18.
absl::StatusOr<Type> TypeFromName(const ast::TypeName& name);

// A quoted string literal whose type is not resolved yet (PostgreSQL's
// "unknown"): it takes the type its context asks for. Marked in `function`,
// which constants do not otherwise use.
inline constexpr char kUnknownLiteral[] = "#unknown";
inline bool IsUnknownLiteral(const BoundExpr& e) {
  return e.kind == BoundKind::kConstant && e.function == kUnknownLiteral;
}

// Whether `name` is one of PostgreSQL's OID alias types Kite reads:
// regclass, regtype, regnamespace, regrole (not as arrays).
bool IsRegType(const ast::TypeName& name);

// Structural equality of bound expressions (GROUP BY matching).
bool ExprEquals(const BoundExpr& a, const BoundExpr& b);

// A plan node of `kind` with nothing filled in.
std::unique_ptr<PlanNode> NewNode(NodeKind kind);

// A bound expression of `kind` and `type` at `pos`, nothing else set.
BoundExprPtr NewExpr(BoundKind kind, Type type, ast::Position pos);

// Makes `left` and `right` the inputs of `join`: its output is left's columns
// then right's.
void SetJoinInputs(PlanNode* join, PlanPtr left, PlanPtr right);

// Moves the equi-join conjuncts of `join`'s condition that compare an
// expression over its left input (the first `left_width` columns) with one
// over its right input into left_keys / right_keys (the hash join enforces
// them); the rest stays as the join filter.
void ExtractJoinKeys(int left_width, PlanNode* join);

// left CROSS JOIN right.
PlanPtr CrossJoin(PlanPtr left, PlanPtr right);

// Filters `plan` by the boolean `where` (over its output), pushing the
// conjuncts that fit into the sides and conditions of its joins.
PlanPtr ApplyWhere(PlanPtr plan, BoundExprPtr where);

// The column name PostgreSQL gives a select item without an alias.
std::string OutputName(const ast::Expr& expr);

// Binds one statement. Not thread-safe: one Binder per bind; the catalog
// may be used concurrently.
class Binder {
 public:
  // `session` (may be null: the default) is who the statement runs for, as
  // the catalog views that name the database see it.
  explicit Binder(const Catalog* catalog, const SessionInfo* session = nullptr)
      : catalog_(catalog), session_(session) {}

  // Binds a SELECT, INSERT, UPDATE, DELETE, CREATE TABLE AS, COPY TO or
  // EXPLAIN of one of them. Errors carry PostgreSQL's SQLSTATE (42P01,
  // 42703, 42702, 42804, 42803, 42883, 42P10, 22P02, ...).
  absl::StatusOr<std::unique_ptr<BoundStatement>> Bind(
      const ast::Statement& stmt);

  // Binds a column DEFAULT expression (no columns in scope) cast to `type`.
  absl::StatusOr<BoundExprPtr> BindDefault(const ast::Expr& expr, Type type,
                                           const std::string& column);
  // Binds a CHECK constraint's expression over the columns of `schema`
  // (table `table`): kColumn i is column i. Errors: 42804 not boolean,
  // 0A000 a subquery, 42803 an aggregate, and the expression's own.
  absl::StatusOr<BoundExprPtr> BindCheck(const ast::Expr& expr,
                                         const TableSchema& schema,
                                         const std::string& table);
  // The CHECK constraints of `entry`, bound.
  absl::StatusOr<std::vector<BoundStatement::BoundCheck>> BindChecks(
      const TableEntry& entry);

 private:
  int expr_depth_ = 0;  // BindExpr recursion depth
  struct ExprCtx {
    Scope* scope = nullptr;
    const char* clause = "";  // for "not allowed in WHERE" messages
    std::vector<AggregateSpec>* aggs = nullptr;  // aggregates allowed
    bool in_aggregate = false;
    bool* has_window = nullptr;  // count(*) OVER () allowed
  };

  // Statements (binder_dml.cc).
  absl::StatusOr<std::unique_ptr<BoundStatement>> BindStatement(
      const ast::Statement& stmt);
  // The table an INSERT or UPDATE writes, with its CHECK constraints.
  absl::Status BindWriteTarget(const TableEntry& entry, BoundStatement* out);
  absl::Status BindInsert(const ast::InsertStmt& stmt, BoundStatement* out);
  absl::Status BindUpdate(const ast::UpdateStmt& stmt, BoundStatement* out);
  absl::Status BindDelete(const ast::DeleteStmt& stmt, BoundStatement* out);
  absl::Status BindCopyTo(const ast::CopyStmt& stmt, BoundStatement* out);
  absl::Status BindReturning(const std::vector<ast::SelectItem>& items,
                             Scope* scope, BoundStatement* out);
  // A sequence read as a relation: one row of last_value, log_cnt and
  // is_called.
  absl::StatusOr<TableEntry> SequenceTable(const Sequence& sequence);
  absl::StatusOr<TableEntry> LookupTable(const std::string& name,
                                         bool for_write);

  // Queries (binder_select.cc).
  absl::StatusOr<PlanPtr> BindSelect(const ast::SelectStmt& stmt, Scope* outer,
                                     int subquery_id, bool top_level);
  // The body of BindSelect for a plain SELECT over `scope`.
  absl::StatusOr<PlanPtr> BindQuery(const ast::SelectStmt& stmt, Scope* scope,
                                    Scope* outer, int subquery_id,
                                    bool top_level);
  // 42712 when two FROM items of one query have the same name.
  absl::Status CheckDistinctNames(const ast::TableRef& ref);
  absl::StatusOr<PlanPtr> BindSetOp(const ast::SelectStmt& stmt, Scope* outer,
                                    int subquery_id);
  absl::StatusOr<PlanPtr> BindValues(const ast::SelectStmt& stmt, Scope* outer,
                                     int subquery_id);
  absl::StatusOr<PlanPtr> BindFromItem(const ast::TableRef& ref, Scope* outer,
                                       int subquery_id,
                                       std::vector<ScopeColumn>* columns);
  // A function in FROM: generate_series(a, b [, step]) or unnest(array)
  // (binder_table_functions.cc). Its arguments may refer to the enclosing
  // queries. Errors: 42883 for another function or other arguments.
  absl::StatusOr<PlanPtr> BindTableFunction(const ast::TableRef& ref,
                                            Scope* outer, int subquery_id,
                                            std::vector<ScopeColumn>* columns);
  absl::StatusOr<PlanPtr> BindJoin(const ast::TableRef& ref, Scope* outer,
                                   int subquery_id,
                                   std::vector<ScopeColumn>* columns);
  absl::StatusOr<PlanPtr> BindOrderLimit(const ast::SelectStmt& stmt,
                                         PlanPtr plan, Scope* outer);
  absl::StatusOr<BoundExprPtr> BindLimitValue(const ast::Expr* expr,
                                              Scope* outer, const char* what);
  PlanPtr ScanOf(std::shared_ptr<Table> table, const std::string& alias,
                 std::vector<ScopeColumn>* columns);
  // Wraps `plan` in a projection casting its columns to `types`.
  absl::StatusOr<PlanPtr> CastColumns(PlanPtr plan,
                                      const std::vector<Type>& types);
  // A subquery bound into the statement's list; returns its id.
  absl::StatusOr<int> BindSubquery(const ast::SelectStmt& stmt, Scope* scope);

  // Expressions (binder_expr.cc).
  absl::StatusOr<BoundExprPtr> BindExpr(const ast::Expr& expr, ExprCtx& ctx);
  absl::StatusOr<BoundExprPtr> BindExprAtDepth(const ast::Expr& expr,
                                               ExprCtx& ctx);
  absl::StatusOr<BoundExprPtr> BindColumnRef(const ast::Expr& expr,
                                             Scope* scope);
  absl::StatusOr<BoundExprPtr> BindFunction(const ast::Expr& expr,
                                            ExprCtx& ctx);
  absl::StatusOr<BoundExprPtr> BindAggregate(const ast::Expr& expr,
                                             ExprCtx& ctx);
  // string_agg's separator: a constant (0A000 otherwise), NULL as "".
  absl::StatusOr<std::string> ConstantSeparator(const ast::Expr& expr,
                                                ExprCtx& ctx);
  absl::StatusOr<BoundExprPtr> BindComparison(ast::Op op, BoundExprPtr l,
                                              BoundExprPtr r);
  absl::StatusOr<BoundExprPtr> BindArithmetic(ast::Op op, BoundExprPtr l,
                                              BoundExprPtr r);
  absl::StatusOr<BoundExprPtr> BindCase(const ast::Expr& expr, ExprCtx& ctx);
  // x::regclass, regtype, regnamespace, regrole (binder_catalog.cc). A
  // name (a literal) becomes its OID, found now: 42P01 / 42704 / 3F000
  // when there is none; digits are the OID; an OID becomes its name
  // (text), found when the statement runs; a text column or parameter
  // becomes an OID then through regclassin / regtypein (digits or a name;
  // NULL when there is none).
  absl::StatusOr<BoundExprPtr> BindRegCast(const ast::Expr& expr, ExprCtx& ctx);
  // 'name'::regclass: the OID of relation `text` (a name as the reg* input
  // functions read it) as a constant. Errors: 42P01.
  absl::StatusOr<BoundExprPtr> RegclassOf(const std::string& text,
                                          ast::Position pos);
  // x::regclass::text (and the other reg types): the name, also when x is
  // a name ('int4'::regtype::text is "integer").
  bool IsRegNameCast(const ast::Expr& expr) const;
  absl::StatusOr<BoundExprPtr> BindRegName(const ast::Expr& expr, ExprCtx& ctx);
  // ARRAY(subquery): a kSubquery node with `all` set, of the array type of
  // the subquery's column.
  absl::StatusOr<BoundExprPtr> BindArraySubquery(const ast::Expr& expr,
                                                 ExprCtx& ctx);
  // (subquery): a kSubquery node of its one column's type. Errors: 42601
  // for another number of columns.
  absl::StatusOr<BoundExprPtr> BindScalarSubquery(const ast::Expr& expr,
                                                  ExprCtx& ctx);
  // text ~ text and the other regular expression matches, as calls of
  // PostgreSQL's textregexeq / textregexne / texticregexeq / texticregexne.
  // Errors: 42883 for operands that are not text.
  absl::StatusOr<BoundExprPtr> BindRegexMatch(ast::Op op, BoundExprPtr l,
                                              BoundExprPtr r,
                                              ast::Position pos);
  absl::StatusOr<BoundExprPtr> BindAnyAll(const ast::Expr& expr, ExprCtx& ctx);
  absl::StatusOr<BoundExprPtr> BindInSubquery(BoundExprPtr x,
                                              const ast::SelectStmt& sub,
                                              bool negated, ExprCtx& ctx);
  // Binds `expr` and requires a boolean ("argument of WHERE must be type
  // boolean, not type integer").
  absl::StatusOr<BoundExprPtr> BindCondition(const ast::Expr& expr,
                                             ExprCtx& ctx);

  // Implicit conversion of `e` to `target` (unknown literals are parsed,
  // untyped parameters take the type, others get a kCast node).
  absl::StatusOr<BoundExprPtr> Coerce(BoundExprPtr e, Type target);
  // Assignment conversion for a value stored in `column` (42804 otherwise).
  absl::StatusOr<BoundExprPtr> AssignTo(BoundExprPtr e, Type target,
                                        const std::string& column);
  // The type a set of expressions is unified to, resolving unknown literals
  // and parameters first; coerces them all to it.
  absl::StatusOr<Type> Unify(std::vector<BoundExprPtr*> exprs,
                             std::string_view context);
  bool IsUnknown(const BoundExpr& e) const;
  void SetParamType(int index, Type type);
  BoundExprPtr MakeParam(int index, ast::Position pos);

  // Aggregate queries: replaces group keys and aggregate placeholders by
  // columns of the aggregate output; any other column is 42803.
  absl::Status RewriteForAggregate(BoundExprPtr* e,
                                   const std::vector<BoundExprPtr>& keys,
                                   const Scope& scope);
  // After RewriteForAggregate: the correlated subqueries in `e` (at any
  // depth) run with the aggregate's output row as this query's row, so
  // their references to this query's columns are remapped to the group
  // key holding the column; any other column is 42803.
  absl::Status RemapOuterForAggregate(BoundExpr* e,
                                      const std::vector<BoundExprPtr>& keys,
                                      const Scope& scope);
  void ResolveWindow(BoundExpr* e, int column);

  // Gives the statement the catalog snapshot the catalog functions read
  // (once), and marks it to be bound again for every execution.
  void UseCatalogNames();

  const Catalog* catalog_;
  const SessionInfo* session_;
  BoundStatement* stmt_ = nullptr;
  std::vector<std::string> from_names_;  // of the query being bound
  std::vector<Type> param_types_;
  std::vector<std::vector<BoundExpr*>> param_nodes_;
};

}  // namespace kite::plan

#endif  // KITE_PLANNER_BINDER_H_
