// Turns the ANTLR parse tree of grammar/Kite.g4 into the AST of ast.h.
// Internal to the parser: include parser/parser.h instead.
#ifndef KITE_PARSER_AST_BUILDER_H_
#define KITE_PARSER_AST_BUILDER_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "KiteParser.h"
#include "absl/status/status.h"
#include "antlr4-runtime.h"
#include "parser/ast.h"

namespace kite::parser_internal {

using G = ::kite::parser_gen::KiteParser;

// Builds AST nodes from a successfully parsed tree. Semantic checks that
// PostgreSQL makes in its grammar (duplicate LIMIT, conflicting NULL / NOT
// NULL, unknown COPY options, bad escapes, ...) are made here; the first
// one that fails is kept in status() and building carries on with
// placeholder nodes, so every returned pointer is non-null.
class AstBuilder {
 public:
  // `input` is the stream the tree was parsed from; it must outlive the
  // builder (statement texts are cut from it).
  explicit AstBuilder(antlr4::CharStream* input) : input_(input) {}
  AstBuilder(const AstBuilder&) = delete;
  AstBuilder& operator=(const AstBuilder&) = delete;

  ast::Statement Statement(G::StatementContext* ctx);
  ast::ExprPtr Expr(G::ExprContext* ctx);

  // OK, or the first error met while building.
  const absl::Status& status() const { return status_; }

  static ast::Position PositionOf(const antlr4::Token* token);

 private:
  // Records an error at `at` (42601 style message with line:column) unless
  // one was already recorded.
  void Fail(const antlr4::Token* at, std::string_view sqlstate,
            std::string message);

  // ---- names and types (ast_builder.cc)
  std::string Identifier(G::IdentifierContext* ctx);
  std::string ColLabel(G::ColLabelContext* ctx);
  std::vector<std::string> IdentifierList(G::IdentifierListContext* ctx);
  // A table's name as the catalog knows it: `public.t` is t, a relation of
  // pg_catalog or information_schema keeps its schema
  // ("pg_catalog.pg_class"), any other schema is kept too (so that it is
  // not found). With `for_create`, a schema other than public fails: 42501
  // for pg_catalog, 3F000 "schema ... does not exist" for the others.
  std::string QualifiedName(G::QualifiedNameContext* ctx,
                            bool for_create = false);
  // A function's or type's name: `pg_catalog.` is dropped (every function
  // and type lives there), public and information_schema are kept so that
  // it is not found, any other schema fails with 3F000.
  std::string InSchema(G::IdentifierContext* schema, std::string name);
  ast::TypeName TypeName(G::TypeNameContext* ctx);
  std::string TextOf(antlr4::ParserRuleContext* ctx);

  // ---- expressions (build_expr.cc)
  template <typename Operand, typename BuildOperand>
  ast::ExprPtr Chain(antlr4::ParserRuleContext* ctx,
                     BuildOperand build_operand);
  ast::ExprPtr Or(G::OrExprContext* ctx);
  ast::ExprPtr And(G::AndExprContext* ctx);
  ast::ExprPtr Not(G::NotExprContext* ctx);
  ast::ExprPtr Is(G::IsExprContext* ctx);
  ast::ExprPtr DistinctFrom(ast::ExprPtr a, ast::ExprPtr b, bool negated,
                            ast::Position pos);
  ast::ExprPtr Comparison(G::ComparisonExprContext* ctx);
  ast::ExprPtr Predicate(G::PredicateExprContext* ctx);
  ast::ExprPtr Between(ast::ExprPtr x, G::BetweenSuffixContext* ctx);
  ast::ExprPtr Other(G::OtherExprContext* ctx);
  ast::ExprPtr Additive(G::AdditiveExprContext* ctx);
  ast::ExprPtr Multiplicative(G::MultiplicativeExprContext* ctx);
  ast::ExprPtr Unary(G::UnaryExprContext* ctx);
  ast::ExprPtr Postfix(G::PostfixExprContext* ctx);
  ast::ExprPtr Primary(G::PrimaryExprContext* ctx);
  ast::ExprPtr Literal(G::LiteralContext* ctx);
  ast::ExprPtr NumberLiteral(antlr4::Token* token, bool negative);
  ast::ExprPtr StringLiteral(antlr4::Token* token);
  ast::ExprPtr FunctionCall(G::FunctionCallContext* ctx);
  // The lower-cased name of a function, without `pg_catalog.`.
  std::string FunctionName(G::FunctionNameContext* ctx);
  ast::ExprPtr Special(G::PrimaryExprContext* ctx);  // position/substring/trim
  ast::ExprPtr ColumnRef(G::ColumnRefExprContext* ctx);
  // `expr`, or a placeholder and an error if it is too high (see
  // ast_limits.h).
  ast::ExprPtr CheckHeight(ast::ExprPtr expr, const antlr4::Token* at);
  // Placeholder returned after an error.
  static ast::ExprPtr NullLiteral(ast::Position pos);

  // ---- queries (build_select.cc)
  std::shared_ptr<ast::SelectStmt> Query(G::QueryContext* ctx);
  std::shared_ptr<ast::SelectStmt> QueryTerm(G::QueryTermContext* ctx);
  std::shared_ptr<ast::SelectStmt> QueryPrimary(G::QueryPrimaryContext* ctx);
  std::shared_ptr<ast::SelectStmt> SimpleSelect(G::SimpleSelectContext* ctx);
  std::shared_ptr<ast::SelectStmt> Values(G::ValuesClauseContext* ctx);
  void OrderAndLimit(G::QueryContext* ctx, ast::SelectStmt* select);
  ast::SelectItem SelectItem(G::SelectItemContext* ctx);
  std::vector<ast::TableRefPtr> From(G::FromClauseContext* ctx);
  ast::TableRefPtr TableRef(G::TableRefContext* ctx);
  ast::TableRefPtr TablePrimary(G::TablePrimaryContext* ctx);
  void Alias(G::AliasClauseContext* ctx, ast::TableRef* ref);

  // ---- other statements (build_statements.cc)
  ast::CreateTableStmt CreateTable(G::CreateTableStatementContext* ctx);
  ast::CreateIndexStmt CreateIndex(G::CreateIndexStatementContext* ctx);
  // ---- sequences (build_sequences.cc); RESTART only with `alter`.
  ast::SequenceOptions SequenceOptions(
      const std::vector<G::SequenceOptionContext*>& options, bool alter);
  ast::CreateSequenceStmt CreateSequence(
      G::CreateSequenceStatementContext* ctx);
  ast::AlterSequenceStmt AlterSequence(G::AlterSequenceStatementContext* ctx);
  ast::DropSequenceStmt DropSequence(G::DropSequenceStatementContext* ctx);
  ast::TransactionStmt Transaction(G::TransactionStatementContext* ctx);
  // `node` with the [IF EXISTS] and the names of a DROP of several objects.
  template <typename Node, typename Ctx>
  Node DropNames(Ctx* ctx, Node node) {
    node.if_exists = ctx->EXISTS() != nullptr;
    for (auto* id : ctx->identifier()) node.names.push_back(Identifier(id));
    return node;
  }
  // CREATE or ALTER (`alter`) USER (`is_user`) or ROLE.
  ast::RoleStmt Role(G::IdentifierContext* name, bool is_user, bool alter,
                     const std::vector<G::RoleOptionContext*>& options);
  void ColumnDef(G::ColumnDefContext* ctx, const std::string& table,
                 ast::ColumnDef* column);
  ast::AlterTableStmt::Action AlterAction(G::AlterTableActionContext* ctx,
                                          const std::string& table);
  // The method of COMPRESSION m ("default" for DEFAULT).
  std::string CompressionMethod(G::ColumnCompressionContext* ctx);
  ast::InsertStmt Insert(G::InsertStatementContext* ctx);
  ast::SetClause SetClause(G::SetClauseContext* ctx);
  std::vector<ast::SelectItem> Returning(G::ReturningClauseContext* ctx);
  ast::UpdateStmt Update(G::UpdateStatementContext* ctx);
  ast::DeleteStmt Delete(G::DeleteStatementContext* ctx);
  ast::CopyStmt Copy(G::CopyStatementContext* ctx);
  void CopyOptions(G::CopyOptionsContext* ctx, ast::CopyStmt* copy);
  ast::SetStmt Set(G::SetStatementContext* ctx);
  std::string SettingName(G::SettingNameContext* ctx);
  std::string SettingValue(G::SettingValueContext* ctx);

  antlr4::CharStream* input_;
  absl::Status status_;
};

}  // namespace kite::parser_internal

#endif  // KITE_PARSER_AST_BUILDER_H_
