// The abstract syntax tree: what the parser produces from SQL text and the
// C++ query builder produces directly. Everything after the binder sees one
// plan, whichever door a query came in by.
#ifndef KITE_PARSER_AST_H_
#define KITE_PARSER_AST_H_

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "kite/value.h"

namespace kite::ast {

struct SelectStmt;

// Where a node starts in the SQL text (1-based), for error messages.
struct Position {
  int line = 0;
  int column = 0;
};

// A type as written: name lower-cased ("integer", "int", "varchar",
// "double precision", "numeric", "timestamp", ...), modifiers as written
// (numeric(10,2) -> {10, 2}), and whether it had [] after it.
struct TypeName {
  std::string name;
  std::vector<int> modifiers;
  bool is_array = false;
};

enum class ExprKind {
  kLiteral,     // value (typed: integer, bigint, numeric, double, text,
                // boolean, or untyped NULL). Quoted strings are Text; a
                // typed literal like DATE '2024-01-01' is a kCast of one.
  kParameter,   // $n: param_index = n (1-based)
  kColumnRef,   // names = {column} or {table, column}
  kStar,        // * or table.*: names = {} or {table}
  kUnary,       // op = kNot / kNeg / kPlus, args = {operand}
  kBinary,      // op, args = {left, right}
  kFunction,    // names = {function name lower-cased}, args; `star` for
                // count(*), `distinct` for count(DISTINCT x); `over` for
                // a window call such as count(*) OVER ()
  kCase,        // args = {when1, then1, when2, then2, ...}; case_operand
                // for CASE x WHEN ...; else_expr may be null
  kCast,        // CAST(x AS t) and x::t: args = {x}, type_name
  kIsNull,      // args = {x}; negated for IS NOT NULL
  kIsBool,      // x IS [NOT] TRUE/FALSE: args = {x}, value = Boolean
  kBetween,     // args = {x, low, high}; negated for NOT BETWEEN
  kInList,      // args = {x, item1, item2, ...}; negated for NOT IN
  kInSubquery,  // args = {x}, subquery; negated for NOT IN
  kExists,      // subquery; negated for NOT EXISTS
  kSubquery,    // a scalar subquery: subquery
  kLike,        // args = {x, pattern} or {x, pattern, escape};
                // case_insensitive for ILIKE; negated for NOT LIKE
  kAnyAll,      // x op ANY(array) / x op ALL(array): op, args = {x, array},
                // all = true for ALL; subquery form: subquery set, args={x}
  kArray,       // ARRAY[a, b, ...]: args; ARRAY(subquery): subquery
  kSubscript,   // a[i]: args = {array, index}
};

enum class Op {
  kNone,
  // arithmetic
  kAdd,
  kSub,
  kMul,
  kDiv,
  kMod,
  kConcat,
  // comparison
  kEq,
  kNe,
  kLt,
  kLe,
  kGt,
  kGe,
  // logic
  kAnd,
  kOr,
  kNot,
  // unary arithmetic
  kNeg,
  kPlus,
  // arrays
  kContains,     // @>
  kContainedBy,  // <@
  kOverlaps,     // &&
  // regular expression matches (POSIX, as PostgreSQL's)
  kRegexMatch,      // ~
  kRegexNotMatch,   // !~
  kRegexIMatch,     // ~* (case-insensitive)
  kRegexNotIMatch,  // !~*
};

// The operator as written in SQL: "+", "<>", "@>", "AND", ...
// Whether `op` is one of the comparisons = <> < <= > >=.
inline bool IsComparison(Op op) {
  return op == Op::kEq || op == Op::kNe || op == Op::kLt || op == Op::kLe ||
         op == Op::kGt || op == Op::kGe;
}

// The comparison with its operands swapped: `a op b` is `b Flipped(op) a`.
inline Op Flipped(Op op) {
  switch (op) {
    case Op::kLt:
      return Op::kGt;
    case Op::kLe:
      return Op::kGe;
    case Op::kGt:
      return Op::kLt;
    case Op::kGe:
      return Op::kLe;
    default:
      return op;
  }
}

inline const char* OpText(Op op) {
  switch (op) {
    case Op::kAdd:
    case Op::kPlus:
      return "+";
    case Op::kSub:
    case Op::kNeg:
      return "-";
    case Op::kMul:
      return "*";
    case Op::kDiv:
      return "/";
    case Op::kMod:
      return "%";
    case Op::kConcat:
      return "||";
    case Op::kEq:
      return "=";
    case Op::kNe:
      return "<>";
    case Op::kLt:
      return "<";
    case Op::kLe:
      return "<=";
    case Op::kGt:
      return ">";
    case Op::kGe:
      return ">=";
    case Op::kAnd:
      return "AND";
    case Op::kOr:
      return "OR";
    case Op::kNot:
      return "NOT";
    case Op::kContains:
      return "@>";
    case Op::kContainedBy:
      return "<@";
    case Op::kOverlaps:
      return "&&";
    case Op::kRegexMatch:
      return "~";
    case Op::kRegexNotMatch:
      return "!~";
    case Op::kRegexIMatch:
      return "~*";
    case Op::kRegexNotIMatch:
      return "!~*";
    case Op::kNone:
      break;
  }
  return "?";
}

struct WindowSpec {
  // Only the empty window, OVER (), is needed so far; partitions and
  // ordering will be added here.
};

struct Expr {
  ExprKind kind = ExprKind::kLiteral;
  Position pos;
  Value value;                     // kLiteral, kIsBool
  int param_index = 0;             // kParameter
  std::vector<std::string> names;  // kColumnRef, kStar, kFunction
  Op op = Op::kNone;               // kUnary, kBinary, kAnyAll
  std::vector<std::unique_ptr<Expr>> args;
  bool negated = false;           // NOT IN / NOT LIKE / NOT BETWEEN / ...
  bool distinct = false;          // count(DISTINCT x)
  bool star = false;              // count(*)
  bool case_insensitive = false;  // ILIKE
  bool all = false;               // ALL instead of ANY
  bool distinct_from = false;     // a kCase written as IS [NOT] DISTINCT FROM
  TypeName type_name;             // kCast
  std::unique_ptr<Expr> case_operand;    // kCase
  std::unique_ptr<Expr> else_expr;       // kCase
  std::shared_ptr<SelectStmt> subquery;  // kInSubquery, kExists, kSubquery,
                                         // kAnyAll over a subquery, kArray
  std::optional<WindowSpec> over;  // kFunction called as a window function
};
using ExprPtr = std::unique_ptr<Expr>;

// ---- FROM clause ----

enum class JoinType { kCross, kInner, kLeft, kRight, kFull };

struct TableRef;
using TableRefPtr = std::unique_ptr<TableRef>;

struct TableRef {
  enum class Kind { kTable, kJoin, kSubquery, kFunction };
  Kind kind = Kind::kTable;
  Position pos;
  std::string name;   // kTable: table name; kFunction: function name
  std::string alias;  // optional for kTable/kFunction, required for
                      // kSubquery in PostgreSQL (we accept it missing)
  std::vector<std::string> column_aliases;  // AS t(a, b)
  // kJoin
  JoinType join_type = JoinType::kInner;
  TableRefPtr left, right;
  ExprPtr on;                              // ON condition (kInner/kLeft/...)
  std::vector<std::string> using_columns;  // USING (a, b)
  bool natural = false;
  // kSubquery
  std::shared_ptr<SelectStmt> subquery;
  // kFunction: generate_series(args)
  std::vector<ExprPtr> args;
};

// ---- SELECT ----

struct SelectItem {
  ExprPtr expr;       // kStar for * and t.*
  std::string alias;  // empty when none was given
};

struct OrderItem {
  ExprPtr expr;
  bool descending = false;
  // NULLS FIRST/LAST as written; absent means PostgreSQL's default (NULLs
  // sort as larger than any value: last for ASC, first for DESC).
  std::optional<bool> nulls_first;
};

enum class SetOpKind { kNone, kUnion, kIntersect, kExcept };

struct SelectStmt {
  Position pos;
  // A set operation (left op right) when set_op != kNone; then only
  // order_by / limit / offset below apply to the whole, and the select-list
  // fields are unused.
  SetOpKind set_op = SetOpKind::kNone;
  bool set_all = false;  // UNION ALL etc.
  std::shared_ptr<SelectStmt> left, right;

  // VALUES (...), (...) as a query: rows of expressions; when non-empty the
  // select-list fields are unused.
  std::vector<std::vector<ExprPtr>> values;

  bool distinct = false;
  std::vector<SelectItem> items;
  std::vector<TableRefPtr> from;  // comma-separated entries (cross joined)
  ExprPtr where;
  std::vector<ExprPtr> group_by;
  ExprPtr having;
  std::vector<OrderItem> order_by;
  ExprPtr limit;  // LIMIT n / LIMIT ALL (null) / FETCH FIRST n ROWS ONLY
  ExprPtr offset;

  // Set by the query builder's WithTotal(): report the number of rows before
  // LIMIT/OFFSET in Result::total() (as count(*) OVER () does in SQL).
  bool with_total = false;
};

// ---- Statements ----

// The options of CREATE / ALTER SEQUENCE and of an identity column, as
// written: absent when not given.
struct SequenceOptions {
  std::optional<TypeName> as_type;  // AS smallint | integer | bigint
  std::optional<int64_t> increment;
  // MINVALUE n / NO MINVALUE (nullopt inside), and MAXVALUE.
  std::optional<std::optional<int64_t>> min_value, max_value;
  std::optional<int64_t> start;
  // RESTART [WITH n] (ALTER only): nullopt inside restarts at START.
  std::optional<std::optional<int64_t>> restart;
  std::optional<int64_t> cache;
  std::optional<bool> cycle;
  // OWNED BY [schema.]table.column, or OWNED BY NONE (empty).
  std::optional<std::vector<std::string>> owned_by;
  Position owned_by_pos;
};

// CHECK (expr) of a column or a table, with its CONSTRAINT name (empty:
// chosen by CREATE TABLE).
struct CheckDef {
  Position pos;
  std::string name;
  std::shared_ptr<const Expr> expr;
};

struct ColumnDef {
  Position pos;
  std::string name;
  TypeName type;
  bool not_null = false;
  bool primary_key = false;  // column-level PRIMARY KEY
  bool unique = false;       // column-level UNIQUE (parsed; enforced later)
  std::string unique_name;   // CONSTRAINT name UNIQUE; empty: none given
  ExprPtr default_value;
  // COMPRESSION m: the method as written (identifiers lower-cased unless
  // quoted), "default" for COMPRESSION DEFAULT; empty when not given.
  std::string compression;
  // GENERATED ALWAYS ('a') / BY DEFAULT ('d') AS IDENTITY [(options)];
  // 0 without.
  char identity = 0;
  SequenceOptions identity_options;
  std::vector<CheckDef> checks;  // column-level CHECK constraints
};

struct CreateTableStmt {
  bool if_not_exists = false;
  std::string table;
  std::vector<ColumnDef> columns;
  std::vector<std::string> primary_key;  // table-level PRIMARY KEY (a, b)
  // Table-level UNIQUE (a, b) constraints, one list per constraint
  // (parsed; enforced later).
  std::vector<std::vector<std::string>> unique;
  std::vector<std::string> unique_names;  // each one's CONSTRAINT name, or ""
  std::vector<CheckDef> checks;           // table-level CHECK constraints
  // CREATE TABLE t AS SELECT ...
  std::shared_ptr<SelectStmt> as_select;
};

struct DropTableStmt {
  bool if_exists = false;
  std::vector<std::string> tables;
  bool cascade = false;  // CASCADE (RESTRICT is the default)
};

// CREATE SEQUENCE [IF NOT EXISTS] name [options]
struct CreateSequenceStmt {
  bool if_not_exists = false;
  std::string name;
  SequenceOptions options;
};

// ALTER SEQUENCE [IF EXISTS] name { options | RENAME TO new_name }
struct AlterSequenceStmt {
  bool if_exists = false;
  std::string name;
  SequenceOptions options;
  std::string rename_to;  // empty: no RENAME
};

// DROP SEQUENCE [IF EXISTS] name [, ...] [CASCADE | RESTRICT]
struct DropSequenceStmt {
  bool if_exists = false;
  std::vector<std::string> names;
  bool cascade = false;
};

// ALTER TABLE [IF EXISTS] t action [, ...]
struct AlterTableStmt {
  struct Action {
    enum class Kind {
      kSetCompression,  // ALTER [COLUMN] c SET COMPRESSION m
      kSetDefault,      // ALTER [COLUMN] c SET DEFAULT expr
      kDropDefault,     // ALTER [COLUMN] c DROP DEFAULT
      kSetNotNull,      // ALTER [COLUMN] c SET NOT NULL
      kDropNotNull,     // ALTER [COLUMN] c DROP NOT NULL
      kAddCheck,        // ADD [CONSTRAINT name] CHECK (expr)
      kAddUnique,       // ADD [CONSTRAINT name] UNIQUE (a, b)
      kAddPrimaryKey,   // ADD [CONSTRAINT name] PRIMARY KEY (a, b)
      kDropConstraint,  // DROP CONSTRAINT [IF EXISTS] name
      kAddColumn,       // ADD [COLUMN] [IF NOT EXISTS] column_def
      kDropColumn,      // DROP [COLUMN] [IF EXISTS] c
      kRenameColumn,    // RENAME [COLUMN] c TO new_name
      kRenameTable,     // RENAME TO new_name
    };
    Kind kind = Kind::kSetCompression;
    Position pos;
    std::string column;
    std::string method;  // kSetCompression: as ColumnDef::compression
    std::shared_ptr<const Expr> expr;  // kSetDefault
    CheckDef check;                    // kAddCheck (and the name of others)
    std::vector<std::string> columns;  // kAddUnique, kAddPrimaryKey
    // kDropConstraint, kDropColumn: IF EXISTS; kAddColumn: IF NOT EXISTS.
    bool if_exists = false;
    std::shared_ptr<const ColumnDef> column_def;  // kAddColumn
    std::string new_name;                         // kRenameColumn, kRenameTable
  };
  bool if_exists = false;
  std::string table;
  std::vector<Action> actions;
};

struct TruncateStmt {
  std::vector<std::string> tables;
  bool restart_identity = false;  // RESTART IDENTITY: owned sequences too
};

// CREATE [UNIQUE] INDEX [IF NOT EXISTS] [name] ON table [USING method] (...)
struct CreateIndexStmt {
  std::string name;  // empty: chosen from the table and columns
  std::string table;
  std::string method;  // lower-cased; "btree" when not given
  std::vector<std::string> columns;
  bool unique = false;
  bool if_not_exists = false;
};

struct DropIndexStmt {
  bool if_exists = false;
  std::vector<std::string> names;
};

// CREATE USER | ROLE name [WITH] options, or ALTER USER | ROLE (`alter`).
// Options not given are absent: CREATE then takes the defaults (LOGIN for
// USER, NOLOGIN for ROLE, no password), ALTER keeps what the role has.
struct RoleStmt {
  Position pos;
  std::string name;
  bool alter = false;
  bool is_user = false;  // USER (not ROLE): LOGIN by default
  // PASSWORD 'x' (a value) or PASSWORD NULL (nullopt inside).
  std::optional<std::optional<std::string>> password;
  std::optional<bool> login;
  std::optional<bool> superuser;
};

struct DropRoleStmt {
  bool if_exists = false;
  std::vector<std::string> names;
};

// ANALYZE [table, ...]: every table when `tables` is empty.
struct AnalyzeStmt {
  std::vector<std::string> tables;
};

struct SetClause {
  Position pos;
  std::string column;
  ExprPtr value;            // kLiteral with is DEFAULT? -> see is_default
  bool is_default = false;  // SET col = DEFAULT
};

struct OnConflict {
  std::vector<std::string> target;  // ON CONFLICT (a, b); may be empty
  bool do_nothing = true;           // false: DO UPDATE SET ...
  std::vector<SetClause> sets;      // may reference EXCLUDED.col
  ExprPtr where;                    // DO UPDATE ... WHERE
};

struct InsertStmt {
  std::string table;
  std::string alias;
  std::vector<std::string> columns;  // empty: all, in table order
  // The rows: a SelectStmt, which for INSERT ... VALUES is a VALUES query.
  // Inside VALUES, DEFAULT is an Expr of kind kColumnRef with
  // names = {"DEFAULT"} and `star` = true (it is not a column).
  std::shared_ptr<SelectStmt> source;
  bool default_values = false;  // INSERT ... DEFAULT VALUES
  // OVERRIDING SYSTEM VALUE ('s') / USER VALUE ('u'); 0 without.
  char overriding = 0;
  std::optional<OnConflict> on_conflict;
  std::vector<SelectItem> returning;
};

struct UpdateStmt {
  std::string table;
  std::string alias;
  std::vector<SetClause> sets;
  std::vector<TableRefPtr> from;  // UPDATE ... FROM (optional)
  ExprPtr where;
  std::vector<SelectItem> returning;
};

struct DeleteStmt {
  std::string table;
  std::string alias;
  ExprPtr where;
  std::vector<SelectItem> returning;
};

struct CopyStmt {
  std::string table;
  std::vector<std::string> columns;   // empty: all
  bool from = true;                   // COPY ... FROM; false: TO
  std::string file;                   // the quoted file name
  bool stdio = false;                 // FROM STDIN / TO STDOUT
  std::shared_ptr<SelectStmt> query;  // COPY (SELECT ...) TO
  // WITH (FORMAT csv, HEADER [true|false], DELIMITER ',', NULL '')
  // and the older bare form WITH CSV HEADER.
  std::string format = "text";  // "text" or "csv"
  bool header = false;
  std::optional<std::string> delimiter;
  std::optional<std::string> null_string;
  std::optional<std::string> quote;
  std::optional<std::string> escape;  // ESCAPE 'x' (CSV)
};

struct ExplainStmt;

// SET name = value / SET name TO value / SET name TO DEFAULT / RESET name.
struct SetStmt {
  std::string name;   // lower-cased
  std::string value;  // as written, unquoted; empty for DEFAULT / RESET
  bool is_default = false;
};

struct ShowStmt {
  std::string name;  // lower-cased; "all" for SHOW ALL
};

// BEGIN / START TRANSACTION / COMMIT / END / ROLLBACK / ABORT, and the
// modes of SET TRANSACTION / SET SESSION CHARACTERISTICS AS TRANSACTION.
struct TransactionStmt {
  enum class Kind { kBegin, kCommit, kRollback, kSetModes, kSetSessionModes };
  Kind kind = Kind::kBegin;
  // READ ONLY (true) or READ WRITE (false), when given.
  std::optional<bool> read_only;
  // ISOLATION LEVEL as written, lower-cased ("serializable", "read
  // committed", ...); empty when not given.
  std::string isolation;
};

struct Statement {
  Position pos;
  std::variant<std::monostate, std::shared_ptr<SelectStmt>, CreateTableStmt,
               DropTableStmt, TruncateStmt, CreateIndexStmt, DropIndexStmt,
               AnalyzeStmt, InsertStmt, UpdateStmt, DeleteStmt, CopyStmt,
               std::shared_ptr<ExplainStmt>, SetStmt, ShowStmt, TransactionStmt,
               RoleStmt, DropRoleStmt, AlterTableStmt, CreateSequenceStmt,
               AlterSequenceStmt, DropSequenceStmt>
      node;
  // The statement's own text (without the trailing ';'), for logs and the
  // plan cache.
  std::string text;
};

struct ExplainStmt {
  bool analyze = false;
  bool costs = true;  // COSTS: estimated rows and cost per node
  Statement statement;
};

}  // namespace kite::ast

#endif  // KITE_PARSER_AST_H_
