
// Generated from grammar/Kite.g4 by ANTLR 4.9

#pragma once


#include "antlr4-runtime.h"


namespace kite::parser_gen {


class  KiteParser : public antlr4::Parser {
public:
  enum {
    ABORT = 1, ADD = 2, ALL = 3, ALTER = 4, ALWAYS = 5, ANALYZE = 6, AND = 7, 
    ANY = 8, ARRAY = 9, AS = 10, ASC = 11, BEGIN = 12, BETWEEN = 13, BINARY = 14, 
    BOTH = 15, BY = 16, CASCADE = 17, CASE = 18, CAST = 19, CHARACTERISTICS = 20, 
    CHECK = 21, COLLATE = 22, COLUMN = 23, COMMIT = 24, COMMITTED = 25, 
    COMPRESSION = 26, CONFLICT = 27, CONSTRAINT = 28, CONTINUE = 29, COPY = 30, 
    CREATE = 31, CROSS = 32, CSV = 33, DEFAULT = 34, DEFERRABLE = 35, DELETE = 36, 
    DELIMITER = 37, DESC = 38, DISTINCT = 39, DO = 40, DOUBLE = 41, DROP = 42, 
    ELSE = 43, ENCRYPTED = 44, END = 45, ESCAPE = 46, EXCEPT = 47, EXISTS = 48, 
    EXPLAIN = 49, EXTRACT = 50, FALSE = 51, FETCH = 52, FIRST = 53, FOR = 54, 
    FORMAT = 55, FROM = 56, FULL = 57, GENERATED = 58, GROUP = 59, HAVING = 60, 
    HEADER = 61, IDENTITY = 62, IF = 63, ILIKE = 64, IN = 65, INDEX = 66, 
    INHERIT = 67, INNER = 68, INSERT = 69, INTERSECT = 70, INTO = 71, IS = 72, 
    ISOLATION = 73, JOIN = 74, KEY = 75, LAST = 76, LEADING = 77, LEFT = 78, 
    LEVEL = 79, LIKE = 80, LIMIT = 81, LOCAL = 82, NATURAL = 83, NEXT = 84, 
    NO = 85, NOT = 86, NOTHING = 87, NULL_ = 88, NULLS = 89, OFFSET = 90, 
    ON = 91, ONLY = 92, OPERATOR = 93, OR = 94, ORDER = 95, OUTER = 96, 
    OVER = 97, OVERRIDING = 98, OWNED = 99, PASSWORD = 100, POSITION = 101, 
    PRECISION = 102, PRIMARY = 103, QUOTE = 104, READ = 105, RENAME = 106, 
    REPEATABLE = 107, RESET = 108, RESTART = 109, RESTRICT = 110, RETURNING = 111, 
    RIGHT = 112, ROLE = 113, ROLLBACK = 114, ROW = 115, ROWS = 116, SELECT = 117, 
    SEQUENCE = 118, SERIALIZABLE = 119, SESSION = 120, SET = 121, SHOW = 122, 
    SOME = 123, START = 124, STDIN = 125, STDOUT = 126, SUBSTRING = 127, 
    SYMMETRIC = 128, SYSTEM = 129, TABLE = 130, THEN = 131, TIME = 132, 
    TO = 133, TRAILING = 134, TRANSACTION = 135, TRIM = 136, TRUE = 137, 
    TRUNCATE = 138, UNCOMMITTED = 139, UNION = 140, UNIQUE = 141, UNKNOWN = 142, 
    UPDATE = 143, USER = 144, USING = 145, VALUE = 146, VALUES = 147, VARYING = 148, 
    VERBOSE = 149, WHEN = 150, WHERE = 151, WITH = 152, WITHOUT = 153, WORK = 154, 
    WRITE = 155, ZONE = 156, TYPECAST = 157, CONCAT = 158, CONTAINS = 159, 
    CONTAINED_BY = 160, OVERLAPS = 161, TILDE = 162, NOT_TILDE = 163, TILDE_STAR = 164, 
    NOT_TILDE_STAR = 165, NEQ = 166, LTE = 167, GTE = 168, EQ = 169, LT = 170, 
    GT = 171, PLUS = 172, MINUS = 173, STAR = 174, SLASH = 175, PERCENT = 176, 
    LPAREN = 177, RPAREN = 178, LBRACKET = 179, RBRACKET = 180, COMMA = 181, 
    DOT = 182, SEMI = 183, PARAMETER = 184, INTEGER_LITERAL = 185, DECIMAL_LITERAL = 186, 
    STRING = 187, ESCAPE_STRING = 188, QUOTED_IDENTIFIER = 189, IDENTIFIER = 190, 
    LINE_COMMENT = 191, BLOCK_COMMENT = 192, WHITESPACE = 193, UNTERMINATED_STRING = 194, 
    UNTERMINATED_QUOTED_IDENTIFIER = 195, UNTERMINATED_COMMENT = 196, ERROR_CHARACTER = 197
  };

  enum {
    RuleScript = 0, RuleStatement = 1, RuleExpressionOnly = 2, RuleCreateTableStatement = 3, 
    RuleTableElement = 4, RuleColumnDef = 5, RuleColumnCompression = 6, 
    RuleColumnConstraint = 7, RuleColumnConstraintBody = 8, RuleTableConstraint = 9, 
    RuleTableConstraintBody = 10, RuleDropTableStatement = 11, RuleDropBehavior = 12, 
    RuleCreateSequenceStatement = 13, RuleAlterSequenceStatement = 14, RuleDropSequenceStatement = 15, 
    RuleSequenceOption = 16, RuleAlterTableStatement = 17, RuleAlterTableAction = 18, 
    RuleTruncateStatement = 19, RuleCreateIndexStatement = 20, RuleIndexColumn = 21, 
    RuleDropIndexStatement = 22, RuleCreateRoleStatement = 23, RuleAlterRoleStatement = 24, 
    RuleDropRoleStatement = 25, RuleRoleOption = 26, RuleAnalyzeStatement = 27, 
    RuleInsertStatement = 28, RuleOnConflict = 29, RuleSetClause = 30, RuleReturningClause = 31, 
    RuleUpdateStatement = 32, RuleDeleteStatement = 33, RuleCopyStatement = 34, 
    RuleCopyTarget = 35, RuleCopyOptions = 36, RuleCopyOption = 37, RuleCopyOptionValue = 38, 
    RuleLegacyCopyOption = 39, RuleExplainStatement = 40, RuleExplainOption = 41, 
    RuleSetStatement = 42, RuleSettingName = 43, RuleSettingValue = 44, 
    RuleResetStatement = 45, RuleShowStatement = 46, RuleTransactionStatement = 47, 
    RuleTransactionModes = 48, RuleTransactionMode = 49, RuleQueryStatement = 50, 
    RuleQuery = 51, RuleSetOperator = 52, RuleQueryTerm = 53, RuleQueryPrimary = 54, 
    RuleSimpleSelect = 55, RuleValuesClause = 56, RuleValuesRow = 57, RuleValuesItem = 58, 
    RuleSelectItem = 59, RuleFromClause = 60, RuleWhereClause = 61, RuleGroupByClause = 62, 
    RuleHavingClause = 63, RuleOrderByClause = 64, RuleOrderItem = 65, RuleLimitClause = 66, 
    RuleTableRef = 67, RuleJoinClause = 68, RuleJoinType = 69, RuleJoinCondition = 70, 
    RuleTablePrimary = 71, RuleAliasClause = 72, RuleExpr = 73, RuleOrExpr = 74, 
    RuleAndExpr = 75, RuleNotExpr = 76, RuleIsExpr = 77, RuleIsSuffix = 78, 
    RuleComparisonExpr = 79, RuleComparisonRight = 80, RuleComparisonOperator = 81, 
    RulePredicateExpr = 82, RulePredicateSuffix = 83, RuleOtherExpr = 84, 
    RuleOtherOperator = 85, RuleAnyOperator = 86, RuleAdditiveExpr = 87, 
    RuleMultiplicativeExpr = 88, RuleUnaryExpr = 89, RulePostfixExpr = 90, 
    RulePostfixSuffix = 91, RulePrimaryExpr = 92, RuleTrimSide = 93, RuleWhenClause = 94, 
    RuleFunctionCall = 95, RuleOverClause = 96, RuleFunctionName = 97, RuleLiteral = 98, 
    RuleSignedNumber = 99, RuleTypeName = 100, RuleBaseTypeName = 101, RuleTypeModifiers = 102, 
    RuleTypeNameForLiteral = 103, RuleQualifiedName = 104, RuleIdentifierList = 105, 
    RuleIdentifier = 106, RuleColLabel = 107, RuleNonReservedKeyword = 108, 
    RuleReservedKeyword = 109
  };

  explicit KiteParser(antlr4::TokenStream *input);
  ~KiteParser();

  virtual std::string getGrammarFileName() const override;
  virtual const antlr4::atn::ATN& getATN() const override { return _atn; };
  virtual const std::vector<std::string>& getTokenNames() const override { return _tokenNames; }; // deprecated: use vocabulary instead.
  virtual const std::vector<std::string>& getRuleNames() const override;
  virtual antlr4::dfa::Vocabulary& getVocabulary() const override;


  class ScriptContext;
  class StatementContext;
  class ExpressionOnlyContext;
  class CreateTableStatementContext;
  class TableElementContext;
  class ColumnDefContext;
  class ColumnCompressionContext;
  class ColumnConstraintContext;
  class ColumnConstraintBodyContext;
  class TableConstraintContext;
  class TableConstraintBodyContext;
  class DropTableStatementContext;
  class DropBehaviorContext;
  class CreateSequenceStatementContext;
  class AlterSequenceStatementContext;
  class DropSequenceStatementContext;
  class SequenceOptionContext;
  class AlterTableStatementContext;
  class AlterTableActionContext;
  class TruncateStatementContext;
  class CreateIndexStatementContext;
  class IndexColumnContext;
  class DropIndexStatementContext;
  class CreateRoleStatementContext;
  class AlterRoleStatementContext;
  class DropRoleStatementContext;
  class RoleOptionContext;
  class AnalyzeStatementContext;
  class InsertStatementContext;
  class OnConflictContext;
  class SetClauseContext;
  class ReturningClauseContext;
  class UpdateStatementContext;
  class DeleteStatementContext;
  class CopyStatementContext;
  class CopyTargetContext;
  class CopyOptionsContext;
  class CopyOptionContext;
  class CopyOptionValueContext;
  class LegacyCopyOptionContext;
  class ExplainStatementContext;
  class ExplainOptionContext;
  class SetStatementContext;
  class SettingNameContext;
  class SettingValueContext;
  class ResetStatementContext;
  class ShowStatementContext;
  class TransactionStatementContext;
  class TransactionModesContext;
  class TransactionModeContext;
  class QueryStatementContext;
  class QueryContext;
  class SetOperatorContext;
  class QueryTermContext;
  class QueryPrimaryContext;
  class SimpleSelectContext;
  class ValuesClauseContext;
  class ValuesRowContext;
  class ValuesItemContext;
  class SelectItemContext;
  class FromClauseContext;
  class WhereClauseContext;
  class GroupByClauseContext;
  class HavingClauseContext;
  class OrderByClauseContext;
  class OrderItemContext;
  class LimitClauseContext;
  class TableRefContext;
  class JoinClauseContext;
  class JoinTypeContext;
  class JoinConditionContext;
  class TablePrimaryContext;
  class AliasClauseContext;
  class ExprContext;
  class OrExprContext;
  class AndExprContext;
  class NotExprContext;
  class IsExprContext;
  class IsSuffixContext;
  class ComparisonExprContext;
  class ComparisonRightContext;
  class ComparisonOperatorContext;
  class PredicateExprContext;
  class PredicateSuffixContext;
  class OtherExprContext;
  class OtherOperatorContext;
  class AnyOperatorContext;
  class AdditiveExprContext;
  class MultiplicativeExprContext;
  class UnaryExprContext;
  class PostfixExprContext;
  class PostfixSuffixContext;
  class PrimaryExprContext;
  class TrimSideContext;
  class WhenClauseContext;
  class FunctionCallContext;
  class OverClauseContext;
  class FunctionNameContext;
  class LiteralContext;
  class SignedNumberContext;
  class TypeNameContext;
  class BaseTypeNameContext;
  class TypeModifiersContext;
  class TypeNameForLiteralContext;
  class QualifiedNameContext;
  class IdentifierListContext;
  class IdentifierContext;
  class ColLabelContext;
  class NonReservedKeywordContext;
  class ReservedKeywordContext; 

  class  ScriptContext : public antlr4::ParserRuleContext {
  public:
    ScriptContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EOF();
    std::vector<StatementContext *> statement();
    StatementContext* statement(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SEMI();
    antlr4::tree::TerminalNode* SEMI(size_t i);

   
  };

  ScriptContext* script();

  class  StatementContext : public antlr4::ParserRuleContext {
  public:
    StatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    QueryStatementContext *queryStatement();
    CreateTableStatementContext *createTableStatement();
    DropTableStatementContext *dropTableStatement();
    TruncateStatementContext *truncateStatement();
    CreateIndexStatementContext *createIndexStatement();
    DropIndexStatementContext *dropIndexStatement();
    AnalyzeStatementContext *analyzeStatement();
    InsertStatementContext *insertStatement();
    UpdateStatementContext *updateStatement();
    DeleteStatementContext *deleteStatement();
    CopyStatementContext *copyStatement();
    ExplainStatementContext *explainStatement();
    SetStatementContext *setStatement();
    ResetStatementContext *resetStatement();
    ShowStatementContext *showStatement();
    TransactionStatementContext *transactionStatement();
    CreateRoleStatementContext *createRoleStatement();
    AlterRoleStatementContext *alterRoleStatement();
    AlterTableStatementContext *alterTableStatement();
    DropRoleStatementContext *dropRoleStatement();
    CreateSequenceStatementContext *createSequenceStatement();
    AlterSequenceStatementContext *alterSequenceStatement();
    DropSequenceStatementContext *dropSequenceStatement();

   
  };

  StatementContext* statement();

  class  ExpressionOnlyContext : public antlr4::ParserRuleContext {
  public:
    ExpressionOnlyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExprContext *expr();
    antlr4::tree::TerminalNode *EOF();

   
  };

  ExpressionOnlyContext* expressionOnly();

  class  CreateTableStatementContext : public antlr4::ParserRuleContext {
  public:
    CreateTableStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CREATE();
    antlr4::tree::TerminalNode *TABLE();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<TableElementContext *> tableElement();
    TableElementContext* tableElement(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *AS();
    QueryContext *query();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  CreateTableStatementContext* createTableStatement();

  class  TableElementContext : public antlr4::ParserRuleContext {
  public:
    TableElementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    TableConstraintContext *tableConstraint();
    ColumnDefContext *columnDef();

   
  };

  TableElementContext* tableElement();

  class  ColumnDefContext : public antlr4::ParserRuleContext {
  public:
    ColumnDefContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    IdentifierContext *identifier();
    TypeNameContext *typeName();
    ColumnCompressionContext *columnCompression();
    std::vector<ColumnConstraintContext *> columnConstraint();
    ColumnConstraintContext* columnConstraint(size_t i);

   
  };

  ColumnDefContext* columnDef();

  class  ColumnCompressionContext : public antlr4::ParserRuleContext {
  public:
    ColumnCompressionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COMPRESSION();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *DEFAULT();

   
  };

  ColumnCompressionContext* columnCompression();

  class  ColumnConstraintContext : public antlr4::ParserRuleContext {
  public:
    ColumnConstraintContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ColumnConstraintBodyContext *columnConstraintBody();
    antlr4::tree::TerminalNode *CONSTRAINT();
    IdentifierContext *identifier();

   
  };

  ColumnConstraintContext* columnConstraint();

  class  ColumnConstraintBodyContext : public antlr4::ParserRuleContext {
  public:
    ColumnConstraintBodyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    ColumnConstraintBodyContext() = default;
    void copyFrom(ColumnConstraintBodyContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  NullConstraintContext : public ColumnConstraintBodyContext {
  public:
    NullConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *NULL_();
  };

  class  NotNullConstraintContext : public ColumnConstraintBodyContext {
  public:
    NotNullConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *NULL_();
  };

  class  DefaultConstraintContext : public ColumnConstraintBodyContext {
  public:
    DefaultConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *DEFAULT();
    OtherExprContext *otherExpr();
  };

  class  PrimaryKeyConstraintContext : public ColumnConstraintBodyContext {
  public:
    PrimaryKeyConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *PRIMARY();
    antlr4::tree::TerminalNode *KEY();
  };

  class  IdentityConstraintContext : public ColumnConstraintBodyContext {
  public:
    IdentityConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *GENERATED();
    antlr4::tree::TerminalNode *AS();
    antlr4::tree::TerminalNode *IDENTITY();
    antlr4::tree::TerminalNode *ALWAYS();
    antlr4::tree::TerminalNode *BY();
    antlr4::tree::TerminalNode *DEFAULT();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<SequenceOptionContext *> sequenceOption();
    SequenceOptionContext* sequenceOption(size_t i);
  };

  class  UniqueConstraintContext : public ColumnConstraintBodyContext {
  public:
    UniqueConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *UNIQUE();
  };

  class  CheckConstraintContext : public ColumnConstraintBodyContext {
  public:
    CheckConstraintContext(ColumnConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *CHECK();
    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *NO();
    antlr4::tree::TerminalNode *INHERIT();
  };

  ColumnConstraintBodyContext* columnConstraintBody();

  class  TableConstraintContext : public antlr4::ParserRuleContext {
  public:
    TableConstraintContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    TableConstraintBodyContext *tableConstraintBody();
    antlr4::tree::TerminalNode *CONSTRAINT();
    IdentifierContext *identifier();

   
  };

  TableConstraintContext* tableConstraint();

  class  TableConstraintBodyContext : public antlr4::ParserRuleContext {
  public:
    TableConstraintBodyContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    TableConstraintBodyContext() = default;
    void copyFrom(TableConstraintBodyContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  TablePrimaryKeyContext : public TableConstraintBodyContext {
  public:
    TablePrimaryKeyContext(TableConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *PRIMARY();
    antlr4::tree::TerminalNode *KEY();
    IdentifierListContext *identifierList();
  };

  class  TableUniqueContext : public TableConstraintBodyContext {
  public:
    TableUniqueContext(TableConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *UNIQUE();
    IdentifierListContext *identifierList();
  };

  class  TableCheckContext : public TableConstraintBodyContext {
  public:
    TableCheckContext(TableConstraintBodyContext *ctx);

    antlr4::tree::TerminalNode *CHECK();
    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *NO();
    antlr4::tree::TerminalNode *INHERIT();
  };

  TableConstraintBodyContext* tableConstraintBody();

  class  DropTableStatementContext : public antlr4::ParserRuleContext {
  public:
    DropTableStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *TABLE();
    std::vector<QualifiedNameContext *> qualifiedName();
    QualifiedNameContext* qualifiedName(size_t i);
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    DropBehaviorContext *dropBehavior();

   
  };

  DropTableStatementContext* dropTableStatement();

  class  DropBehaviorContext : public antlr4::ParserRuleContext {
  public:
    DropBehaviorContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CASCADE();
    antlr4::tree::TerminalNode *RESTRICT();

   
  };

  DropBehaviorContext* dropBehavior();

  class  CreateSequenceStatementContext : public antlr4::ParserRuleContext {
  public:
    CreateSequenceStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CREATE();
    antlr4::tree::TerminalNode *SEQUENCE();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<SequenceOptionContext *> sequenceOption();
    SequenceOptionContext* sequenceOption(size_t i);

   
  };

  CreateSequenceStatementContext* createSequenceStatement();

  class  AlterSequenceStatementContext : public antlr4::ParserRuleContext {
  public:
    AlterSequenceStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ALTER();
    antlr4::tree::TerminalNode *SEQUENCE();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *RENAME();
    antlr4::tree::TerminalNode *TO();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<SequenceOptionContext *> sequenceOption();
    SequenceOptionContext* sequenceOption(size_t i);

   
  };

  AlterSequenceStatementContext* alterSequenceStatement();

  class  DropSequenceStatementContext : public antlr4::ParserRuleContext {
  public:
    DropSequenceStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *SEQUENCE();
    std::vector<QualifiedNameContext *> qualifiedName();
    QualifiedNameContext* qualifiedName(size_t i);
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    DropBehaviorContext *dropBehavior();

   
  };

  DropSequenceStatementContext* dropSequenceStatement();

  class  SequenceOptionContext : public antlr4::ParserRuleContext {
  public:
    SequenceOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    SequenceOptionContext() = default;
    void copyFrom(SequenceOptionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  SequenceAsContext : public SequenceOptionContext {
  public:
    SequenceAsContext(SequenceOptionContext *ctx);

    antlr4::tree::TerminalNode *AS();
    TypeNameContext *typeName();
  };

  class  SequenceValueContext : public SequenceOptionContext {
  public:
    SequenceValueContext(SequenceOptionContext *ctx);

    IdentifierContext *identifier();
    SignedNumberContext *signedNumber();
    antlr4::tree::TerminalNode *BY();
    antlr4::tree::TerminalNode *WITH();
  };

  class  SequenceNoContext : public SequenceOptionContext {
  public:
    SequenceNoContext(SequenceOptionContext *ctx);

    antlr4::tree::TerminalNode *NO();
    IdentifierContext *identifier();
  };

  class  SequenceOwnedByContext : public SequenceOptionContext {
  public:
    SequenceOwnedByContext(SequenceOptionContext *ctx);

    antlr4::tree::TerminalNode *OWNED();
    antlr4::tree::TerminalNode *BY();
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    std::vector<antlr4::tree::TerminalNode *> DOT();
    antlr4::tree::TerminalNode* DOT(size_t i);
  };

  class  SequenceFlagContext : public SequenceOptionContext {
  public:
    SequenceFlagContext(SequenceOptionContext *ctx);

    IdentifierContext *identifier();
  };

  SequenceOptionContext* sequenceOption();

  class  AlterTableStatementContext : public antlr4::ParserRuleContext {
  public:
    AlterTableStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ALTER();
    antlr4::tree::TerminalNode *TABLE();
    QualifiedNameContext *qualifiedName();
    std::vector<AlterTableActionContext *> alterTableAction();
    AlterTableActionContext* alterTableAction(size_t i);
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    antlr4::tree::TerminalNode *ONLY();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  AlterTableStatementContext* alterTableStatement();

  class  AlterTableActionContext : public antlr4::ParserRuleContext {
  public:
    AlterTableActionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    AlterTableActionContext() = default;
    void copyFrom(AlterTableActionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  AlterSetDefaultContext : public AlterTableActionContext {
  public:
    AlterSetDefaultContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ALTER();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *SET();
    antlr4::tree::TerminalNode *DEFAULT();
    OtherExprContext *otherExpr();
    antlr4::tree::TerminalNode *COLUMN();
  };

  class  AlterAddColumnContext : public AlterTableActionContext {
  public:
    AlterAddColumnContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ADD();
    ColumnDefContext *columnDef();
    antlr4::tree::TerminalNode *COLUMN();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *EXISTS();
  };

  class  AlterDropColumnContext : public AlterTableActionContext {
  public:
    AlterDropColumnContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *DROP();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *COLUMN();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    DropBehaviorContext *dropBehavior();
  };

  class  AlterDropConstraintContext : public AlterTableActionContext {
  public:
    AlterDropConstraintContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *CONSTRAINT();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    DropBehaviorContext *dropBehavior();
  };

  class  AlterRenameColumnContext : public AlterTableActionContext {
  public:
    AlterRenameColumnContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *RENAME();
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *TO();
    antlr4::tree::TerminalNode *COLUMN();
  };

  class  AlterSetCompressionContext : public AlterTableActionContext {
  public:
    AlterSetCompressionContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ALTER();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *SET();
    ColumnCompressionContext *columnCompression();
    antlr4::tree::TerminalNode *COLUMN();
  };

  class  AlterNotNullContext : public AlterTableActionContext {
  public:
    AlterNotNullContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ALTER();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *NULL_();
    antlr4::tree::TerminalNode *SET();
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *COLUMN();
  };

  class  AlterAddConstraintContext : public AlterTableActionContext {
  public:
    AlterAddConstraintContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ADD();
    TableConstraintContext *tableConstraint();
  };

  class  AlterDropDefaultContext : public AlterTableActionContext {
  public:
    AlterDropDefaultContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *ALTER();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *DEFAULT();
    antlr4::tree::TerminalNode *COLUMN();
  };

  class  AlterRenameTableContext : public AlterTableActionContext {
  public:
    AlterRenameTableContext(AlterTableActionContext *ctx);

    antlr4::tree::TerminalNode *RENAME();
    antlr4::tree::TerminalNode *TO();
    IdentifierContext *identifier();
  };

  AlterTableActionContext* alterTableAction();

  class  TruncateStatementContext : public antlr4::ParserRuleContext {
  public:
    TruncateStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *TRUNCATE();
    std::vector<QualifiedNameContext *> qualifiedName();
    QualifiedNameContext* qualifiedName(size_t i);
    antlr4::tree::TerminalNode *TABLE();
    antlr4::tree::TerminalNode *ONLY();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *IDENTITY();
    DropBehaviorContext *dropBehavior();
    antlr4::tree::TerminalNode *RESTART();
    antlr4::tree::TerminalNode *CONTINUE();

   
  };

  TruncateStatementContext* truncateStatement();

  class  CreateIndexStatementContext : public antlr4::ParserRuleContext {
  public:
    CreateIndexStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CREATE();
    antlr4::tree::TerminalNode *INDEX();
    antlr4::tree::TerminalNode *ON();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<IndexColumnContext *> indexColumn();
    IndexColumnContext* indexColumn(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *UNIQUE();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *USING();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  CreateIndexStatementContext* createIndexStatement();

  class  IndexColumnContext : public antlr4::ParserRuleContext {
  public:
    IndexColumnContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *ASC();
    antlr4::tree::TerminalNode *DESC();

   
  };

  IndexColumnContext* indexColumn();

  class  DropIndexStatementContext : public antlr4::ParserRuleContext {
  public:
    DropIndexStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *INDEX();
    std::vector<QualifiedNameContext *> qualifiedName();
    QualifiedNameContext* qualifiedName(size_t i);
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  DropIndexStatementContext* dropIndexStatement();

  class  CreateRoleStatementContext : public antlr4::ParserRuleContext {
  public:
    CreateRoleStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CREATE();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *USER();
    antlr4::tree::TerminalNode *ROLE();
    antlr4::tree::TerminalNode *WITH();
    std::vector<RoleOptionContext *> roleOption();
    RoleOptionContext* roleOption(size_t i);

   
  };

  CreateRoleStatementContext* createRoleStatement();

  class  AlterRoleStatementContext : public antlr4::ParserRuleContext {
  public:
    AlterRoleStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ALTER();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *USER();
    antlr4::tree::TerminalNode *ROLE();
    antlr4::tree::TerminalNode *WITH();
    std::vector<RoleOptionContext *> roleOption();
    RoleOptionContext* roleOption(size_t i);

   
  };

  AlterRoleStatementContext* alterRoleStatement();

  class  DropRoleStatementContext : public antlr4::ParserRuleContext {
  public:
    DropRoleStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DROP();
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *USER();
    antlr4::tree::TerminalNode *ROLE();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *EXISTS();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  DropRoleStatementContext* dropRoleStatement();

  class  RoleOptionContext : public antlr4::ParserRuleContext {
  public:
    RoleOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *PASSWORD();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *NULL_();
    antlr4::tree::TerminalNode *ENCRYPTED();
    IdentifierContext *identifier();

   
  };

  RoleOptionContext* roleOption();

  class  AnalyzeStatementContext : public antlr4::ParserRuleContext {
  public:
    AnalyzeStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ANALYZE();
    antlr4::tree::TerminalNode *VERBOSE();
    std::vector<QualifiedNameContext *> qualifiedName();
    QualifiedNameContext* qualifiedName(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  AnalyzeStatementContext* analyzeStatement();

  class  InsertStatementContext : public antlr4::ParserRuleContext {
  public:
    InsertStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INSERT();
    antlr4::tree::TerminalNode *INTO();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *DEFAULT();
    antlr4::tree::TerminalNode *VALUES();
    QueryContext *query();
    antlr4::tree::TerminalNode *AS();
    IdentifierContext *identifier();
    IdentifierListContext *identifierList();
    antlr4::tree::TerminalNode *OVERRIDING();
    antlr4::tree::TerminalNode *VALUE();
    OnConflictContext *onConflict();
    ReturningClauseContext *returningClause();
    antlr4::tree::TerminalNode *SYSTEM();
    antlr4::tree::TerminalNode *USER();

   
  };

  InsertStatementContext* insertStatement();

  class  OnConflictContext : public antlr4::ParserRuleContext {
  public:
    OnConflictContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ON();
    antlr4::tree::TerminalNode *CONFLICT();
    antlr4::tree::TerminalNode *DO();
    antlr4::tree::TerminalNode *NOTHING();
    antlr4::tree::TerminalNode *UPDATE();
    antlr4::tree::TerminalNode *SET();
    std::vector<SetClauseContext *> setClause();
    SetClauseContext* setClause(size_t i);
    IdentifierListContext *identifierList();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    WhereClauseContext *whereClause();

   
  };

  OnConflictContext* onConflict();

  class  SetClauseContext : public antlr4::ParserRuleContext {
  public:
    SetClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *EQ();
    antlr4::tree::TerminalNode *DEFAULT();
    ExprContext *expr();

   
  };

  SetClauseContext* setClause();

  class  ReturningClauseContext : public antlr4::ParserRuleContext {
  public:
    ReturningClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *RETURNING();
    std::vector<SelectItemContext *> selectItem();
    SelectItemContext* selectItem(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ReturningClauseContext* returningClause();

  class  UpdateStatementContext : public antlr4::ParserRuleContext {
  public:
    UpdateStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *UPDATE();
    QualifiedNameContext *qualifiedName();
    antlr4::tree::TerminalNode *SET();
    std::vector<SetClauseContext *> setClause();
    SetClauseContext* setClause(size_t i);
    IdentifierContext *identifier();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    FromClauseContext *fromClause();
    WhereClauseContext *whereClause();
    ReturningClauseContext *returningClause();
    antlr4::tree::TerminalNode *AS();

   
  };

  UpdateStatementContext* updateStatement();

  class  DeleteStatementContext : public antlr4::ParserRuleContext {
  public:
    DeleteStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DELETE();
    antlr4::tree::TerminalNode *FROM();
    QualifiedNameContext *qualifiedName();
    IdentifierContext *identifier();
    WhereClauseContext *whereClause();
    ReturningClauseContext *returningClause();
    antlr4::tree::TerminalNode *AS();

   
  };

  DeleteStatementContext* deleteStatement();

  class  CopyStatementContext : public antlr4::ParserRuleContext {
  public:
    CopyStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *COPY();
    QualifiedNameContext *qualifiedName();
    CopyTargetContext *copyTarget();
    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *TO();
    antlr4::tree::TerminalNode *FROM();
    CopyOptionsContext *copyOptions();
    IdentifierListContext *identifierList();
    antlr4::tree::TerminalNode *WITH();

   
  };

  CopyStatementContext* copyStatement();

  class  CopyTargetContext : public antlr4::ParserRuleContext {
  public:
    CopyTargetContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *STDIN();
    antlr4::tree::TerminalNode *STDOUT();

   
  };

  CopyTargetContext* copyTarget();

  class  CopyOptionsContext : public antlr4::ParserRuleContext {
  public:
    CopyOptionsContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    CopyOptionsContext() = default;
    void copyFrom(CopyOptionsContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  LegacyCopyOptionsContext : public CopyOptionsContext {
  public:
    LegacyCopyOptionsContext(CopyOptionsContext *ctx);

    std::vector<LegacyCopyOptionContext *> legacyCopyOption();
    LegacyCopyOptionContext* legacyCopyOption(size_t i);
  };

  class  NewCopyOptionsContext : public CopyOptionsContext {
  public:
    NewCopyOptionsContext(CopyOptionsContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    std::vector<CopyOptionContext *> copyOption();
    CopyOptionContext* copyOption(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  CopyOptionsContext* copyOptions();

  class  CopyOptionContext : public antlr4::ParserRuleContext {
  public:
    CopyOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ColLabelContext *colLabel();
    CopyOptionValueContext *copyOptionValue();

   
  };

  CopyOptionContext* copyOption();

  class  CopyOptionValueContext : public antlr4::ParserRuleContext {
  public:
    CopyOptionValueContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRING();
    SignedNumberContext *signedNumber();
    ColLabelContext *colLabel();

   
  };

  CopyOptionValueContext* copyOptionValue();

  class  LegacyCopyOptionContext : public antlr4::ParserRuleContext {
  public:
    LegacyCopyOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    LegacyCopyOptionContext() = default;
    void copyFrom(LegacyCopyOptionContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  LegacyHeaderContext : public LegacyCopyOptionContext {
  public:
    LegacyHeaderContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *HEADER();
  };

  class  LegacyBinaryContext : public LegacyCopyOptionContext {
  public:
    LegacyBinaryContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *BINARY();
  };

  class  LegacyEscapeContext : public LegacyCopyOptionContext {
  public:
    LegacyEscapeContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *ESCAPE();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *AS();
  };

  class  LegacyCsvContext : public LegacyCopyOptionContext {
  public:
    LegacyCsvContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *CSV();
  };

  class  LegacyQuoteContext : public LegacyCopyOptionContext {
  public:
    LegacyQuoteContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *QUOTE();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *AS();
  };

  class  LegacyDelimiterContext : public LegacyCopyOptionContext {
  public:
    LegacyDelimiterContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *DELIMITER();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *AS();
  };

  class  LegacyNullContext : public LegacyCopyOptionContext {
  public:
    LegacyNullContext(LegacyCopyOptionContext *ctx);

    antlr4::tree::TerminalNode *NULL_();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *AS();
  };

  LegacyCopyOptionContext* legacyCopyOption();

  class  ExplainStatementContext : public antlr4::ParserRuleContext {
  public:
    ExplainStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EXPLAIN();
    StatementContext *statement();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<ExplainOptionContext *> explainOption();
    ExplainOptionContext* explainOption(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *ANALYZE();
    antlr4::tree::TerminalNode *VERBOSE();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ExplainStatementContext* explainStatement();

  class  ExplainOptionContext : public antlr4::ParserRuleContext {
  public:
    ExplainOptionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ColLabelContext *colLabel();
    CopyOptionValueContext *copyOptionValue();

   
  };

  ExplainOptionContext* explainOption();

  class  SetStatementContext : public antlr4::ParserRuleContext {
  public:
    SetStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *SET();
    SettingNameContext *settingName();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *ZONE();
    antlr4::tree::TerminalNode *TO();
    antlr4::tree::TerminalNode *EQ();
    antlr4::tree::TerminalNode *SESSION();
    std::vector<antlr4::tree::TerminalNode *> LOCAL();
    antlr4::tree::TerminalNode* LOCAL(size_t i);
    antlr4::tree::TerminalNode *DEFAULT();
    std::vector<SettingValueContext *> settingValue();
    SettingValueContext* settingValue(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  SetStatementContext* setStatement();

  class  SettingNameContext : public antlr4::ParserRuleContext {
  public:
    SettingNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    std::vector<antlr4::tree::TerminalNode *> DOT();
    antlr4::tree::TerminalNode* DOT(size_t i);

   
  };

  SettingNameContext* settingName();

  class  SettingValueContext : public antlr4::ParserRuleContext {
  public:
    SettingValueContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *STRING();
    SignedNumberContext *signedNumber();
    ColLabelContext *colLabel();

   
  };

  SettingValueContext* settingValue();

  class  ResetStatementContext : public antlr4::ParserRuleContext {
  public:
    ResetStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *RESET();
    antlr4::tree::TerminalNode *ALL();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *ZONE();
    SettingNameContext *settingName();

   
  };

  ResetStatementContext* resetStatement();

  class  ShowStatementContext : public antlr4::ParserRuleContext {
  public:
    ShowStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *SHOW();
    antlr4::tree::TerminalNode *ALL();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *ZONE();
    SettingNameContext *settingName();

   
  };

  ShowStatementContext* showStatement();

  class  TransactionStatementContext : public antlr4::ParserRuleContext {
  public:
    TransactionStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    TransactionStatementContext() = default;
    void copyFrom(TransactionStatementContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  SetTransactionContext : public TransactionStatementContext {
  public:
    SetTransactionContext(TransactionStatementContext *ctx);

    antlr4::tree::TerminalNode *SET();
    antlr4::tree::TerminalNode *TRANSACTION();
    TransactionModesContext *transactionModes();
  };

  class  BeginTransactionContext : public TransactionStatementContext {
  public:
    BeginTransactionContext(TransactionStatementContext *ctx);

    antlr4::tree::TerminalNode *BEGIN();
    TransactionModesContext *transactionModes();
    antlr4::tree::TerminalNode *WORK();
    antlr4::tree::TerminalNode *TRANSACTION();
    antlr4::tree::TerminalNode *START();
  };

  class  CommitTransactionContext : public TransactionStatementContext {
  public:
    CommitTransactionContext(TransactionStatementContext *ctx);

    antlr4::tree::TerminalNode *COMMIT();
    antlr4::tree::TerminalNode *END();
    antlr4::tree::TerminalNode *WORK();
    antlr4::tree::TerminalNode *TRANSACTION();
  };

  class  RollbackTransactionContext : public TransactionStatementContext {
  public:
    RollbackTransactionContext(TransactionStatementContext *ctx);

    antlr4::tree::TerminalNode *ROLLBACK();
    antlr4::tree::TerminalNode *ABORT();
    antlr4::tree::TerminalNode *WORK();
    antlr4::tree::TerminalNode *TRANSACTION();
  };

  class  SetSessionTransactionContext : public TransactionStatementContext {
  public:
    SetSessionTransactionContext(TransactionStatementContext *ctx);

    antlr4::tree::TerminalNode *SET();
    antlr4::tree::TerminalNode *SESSION();
    antlr4::tree::TerminalNode *CHARACTERISTICS();
    antlr4::tree::TerminalNode *AS();
    antlr4::tree::TerminalNode *TRANSACTION();
    TransactionModesContext *transactionModes();
  };

  TransactionStatementContext* transactionStatement();

  class  TransactionModesContext : public antlr4::ParserRuleContext {
  public:
    TransactionModesContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<TransactionModeContext *> transactionMode();
    TransactionModeContext* transactionMode(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  TransactionModesContext* transactionModes();

  class  TransactionModeContext : public antlr4::ParserRuleContext {
  public:
    TransactionModeContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ISOLATION();
    antlr4::tree::TerminalNode *LEVEL();
    antlr4::tree::TerminalNode *SERIALIZABLE();
    antlr4::tree::TerminalNode *REPEATABLE();
    antlr4::tree::TerminalNode *READ();
    antlr4::tree::TerminalNode *COMMITTED();
    antlr4::tree::TerminalNode *UNCOMMITTED();
    antlr4::tree::TerminalNode *ONLY();
    antlr4::tree::TerminalNode *WRITE();
    antlr4::tree::TerminalNode *DEFERRABLE();
    antlr4::tree::TerminalNode *NOT();

   
  };

  TransactionModeContext* transactionMode();

  class  QueryStatementContext : public antlr4::ParserRuleContext {
  public:
    QueryStatementContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    QueryContext *query();

   
  };

  QueryStatementContext* queryStatement();

  class  QueryContext : public antlr4::ParserRuleContext {
  public:
    QueryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<QueryTermContext *> queryTerm();
    QueryTermContext* queryTerm(size_t i);
    std::vector<SetOperatorContext *> setOperator();
    SetOperatorContext* setOperator(size_t i);
    OrderByClauseContext *orderByClause();
    std::vector<LimitClauseContext *> limitClause();
    LimitClauseContext* limitClause(size_t i);

   
  };

  QueryContext* query();

  class  SetOperatorContext : public antlr4::ParserRuleContext {
  public:
    SetOperatorContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *UNION();
    antlr4::tree::TerminalNode *EXCEPT();
    antlr4::tree::TerminalNode *ALL();
    antlr4::tree::TerminalNode *DISTINCT();

   
  };

  SetOperatorContext* setOperator();

  class  QueryTermContext : public antlr4::ParserRuleContext {
  public:
    QueryTermContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<QueryPrimaryContext *> queryPrimary();
    QueryPrimaryContext* queryPrimary(size_t i);
    std::vector<antlr4::tree::TerminalNode *> INTERSECT();
    antlr4::tree::TerminalNode* INTERSECT(size_t i);
    std::vector<antlr4::tree::TerminalNode *> ALL();
    antlr4::tree::TerminalNode* ALL(size_t i);
    std::vector<antlr4::tree::TerminalNode *> DISTINCT();
    antlr4::tree::TerminalNode* DISTINCT(size_t i);

   
  };

  QueryTermContext* queryTerm();

  class  QueryPrimaryContext : public antlr4::ParserRuleContext {
  public:
    QueryPrimaryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    SimpleSelectContext *simpleSelect();
    ValuesClauseContext *valuesClause();
    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();

   
  };

  QueryPrimaryContext* queryPrimary();

  class  SimpleSelectContext : public antlr4::ParserRuleContext {
  public:
    SimpleSelectContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *SELECT();
    std::vector<SelectItemContext *> selectItem();
    SelectItemContext* selectItem(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    FromClauseContext *fromClause();
    WhereClauseContext *whereClause();
    GroupByClauseContext *groupByClause();
    HavingClauseContext *havingClause();
    antlr4::tree::TerminalNode *DISTINCT();
    antlr4::tree::TerminalNode *ALL();

   
  };

  SimpleSelectContext* simpleSelect();

  class  ValuesClauseContext : public antlr4::ParserRuleContext {
  public:
    ValuesClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *VALUES();
    std::vector<ValuesRowContext *> valuesRow();
    ValuesRowContext* valuesRow(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ValuesClauseContext* valuesClause();

  class  ValuesRowContext : public antlr4::ParserRuleContext {
  public:
    ValuesRowContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<ValuesItemContext *> valuesItem();
    ValuesItemContext* valuesItem(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  ValuesRowContext* valuesRow();

  class  ValuesItemContext : public antlr4::ParserRuleContext {
  public:
    ValuesItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DEFAULT();
    ExprContext *expr();

   
  };

  ValuesItemContext* valuesItem();

  class  SelectItemContext : public antlr4::ParserRuleContext {
  public:
    SelectItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    SelectItemContext() = default;
    void copyFrom(SelectItemContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  ExprItemContext : public SelectItemContext {
  public:
    ExprItemContext(SelectItemContext *ctx);

    ExprContext *expr();
    antlr4::tree::TerminalNode *AS();
    ColLabelContext *colLabel();
    IdentifierContext *identifier();
  };

  class  QualifiedStarItemContext : public SelectItemContext {
  public:
    QualifiedStarItemContext(SelectItemContext *ctx);

    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *DOT();
    antlr4::tree::TerminalNode *STAR();
  };

  class  StarItemContext : public SelectItemContext {
  public:
    StarItemContext(SelectItemContext *ctx);

    antlr4::tree::TerminalNode *STAR();
  };

  SelectItemContext* selectItem();

  class  FromClauseContext : public antlr4::ParserRuleContext {
  public:
    FromClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *FROM();
    std::vector<TableRefContext *> tableRef();
    TableRefContext* tableRef(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  FromClauseContext* fromClause();

  class  WhereClauseContext : public antlr4::ParserRuleContext {
  public:
    WhereClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *WHERE();
    ExprContext *expr();

   
  };

  WhereClauseContext* whereClause();

  class  GroupByClauseContext : public antlr4::ParserRuleContext {
  public:
    GroupByClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *GROUP();
    antlr4::tree::TerminalNode *BY();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  GroupByClauseContext* groupByClause();

  class  HavingClauseContext : public antlr4::ParserRuleContext {
  public:
    HavingClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *HAVING();
    ExprContext *expr();

   
  };

  HavingClauseContext* havingClause();

  class  OrderByClauseContext : public antlr4::ParserRuleContext {
  public:
    OrderByClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ORDER();
    antlr4::tree::TerminalNode *BY();
    std::vector<OrderItemContext *> orderItem();
    OrderItemContext* orderItem(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  OrderByClauseContext* orderByClause();

  class  OrderItemContext : public antlr4::ParserRuleContext {
  public:
    OrderItemContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ExprContext *expr();
    antlr4::tree::TerminalNode *NULLS();
    antlr4::tree::TerminalNode *ASC();
    antlr4::tree::TerminalNode *DESC();
    antlr4::tree::TerminalNode *FIRST();
    antlr4::tree::TerminalNode *LAST();

   
  };

  OrderItemContext* orderItem();

  class  LimitClauseContext : public antlr4::ParserRuleContext {
  public:
    LimitClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    LimitClauseContext() = default;
    void copyFrom(LimitClauseContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  OffsetContext : public LimitClauseContext {
  public:
    OffsetContext(LimitClauseContext *ctx);

    antlr4::tree::TerminalNode *OFFSET();
    ExprContext *expr();
    antlr4::tree::TerminalNode *ROW();
    antlr4::tree::TerminalNode *ROWS();
  };

  class  LimitContext : public LimitClauseContext {
  public:
    LimitContext(LimitClauseContext *ctx);

    antlr4::tree::TerminalNode *LIMIT();
    ExprContext *expr();
    antlr4::tree::TerminalNode *ALL();
  };

  class  FetchFirstContext : public LimitClauseContext {
  public:
    FetchFirstContext(LimitClauseContext *ctx);

    antlr4::tree::TerminalNode *FETCH();
    antlr4::tree::TerminalNode *ONLY();
    antlr4::tree::TerminalNode *FIRST();
    antlr4::tree::TerminalNode *NEXT();
    antlr4::tree::TerminalNode *ROW();
    antlr4::tree::TerminalNode *ROWS();
    ExprContext *expr();
  };

  LimitClauseContext* limitClause();

  class  TableRefContext : public antlr4::ParserRuleContext {
  public:
    TableRefContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    TablePrimaryContext *tablePrimary();
    std::vector<JoinClauseContext *> joinClause();
    JoinClauseContext* joinClause(size_t i);

   
  };

  TableRefContext* tableRef();

  class  JoinClauseContext : public antlr4::ParserRuleContext {
  public:
    JoinClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    JoinClauseContext() = default;
    void copyFrom(JoinClauseContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  NaturalJoinContext : public JoinClauseContext {
  public:
    NaturalJoinContext(JoinClauseContext *ctx);

    antlr4::tree::TerminalNode *NATURAL();
    antlr4::tree::TerminalNode *JOIN();
    TablePrimaryContext *tablePrimary();
    JoinTypeContext *joinType();
  };

  class  QualifiedJoinContext : public JoinClauseContext {
  public:
    QualifiedJoinContext(JoinClauseContext *ctx);

    antlr4::tree::TerminalNode *JOIN();
    TablePrimaryContext *tablePrimary();
    JoinConditionContext *joinCondition();
    JoinTypeContext *joinType();
  };

  class  CrossJoinContext : public JoinClauseContext {
  public:
    CrossJoinContext(JoinClauseContext *ctx);

    antlr4::tree::TerminalNode *CROSS();
    antlr4::tree::TerminalNode *JOIN();
    TablePrimaryContext *tablePrimary();
  };

  JoinClauseContext* joinClause();

  class  JoinTypeContext : public antlr4::ParserRuleContext {
  public:
    JoinTypeContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INNER();
    antlr4::tree::TerminalNode *LEFT();
    antlr4::tree::TerminalNode *OUTER();
    antlr4::tree::TerminalNode *RIGHT();
    antlr4::tree::TerminalNode *FULL();

   
  };

  JoinTypeContext* joinType();

  class  JoinConditionContext : public antlr4::ParserRuleContext {
  public:
    JoinConditionContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ON();
    ExprContext *expr();
    antlr4::tree::TerminalNode *USING();
    IdentifierListContext *identifierList();

   
  };

  JoinConditionContext* joinCondition();

  class  TablePrimaryContext : public antlr4::ParserRuleContext {
  public:
    TablePrimaryContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    TablePrimaryContext() = default;
    void copyFrom(TablePrimaryContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  NamedTableContext : public TablePrimaryContext {
  public:
    NamedTableContext(TablePrimaryContext *ctx);

    QualifiedNameContext *qualifiedName();
    AliasClauseContext *aliasClause();
  };

  class  FunctionTableContext : public TablePrimaryContext {
  public:
    FunctionTableContext(TablePrimaryContext *ctx);

    FunctionNameContext *functionName();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    AliasClauseContext *aliasClause();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  SubqueryTableContext : public TablePrimaryContext {
  public:
    SubqueryTableContext(TablePrimaryContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
    AliasClauseContext *aliasClause();
  };

  class  ParenthesizedTableContext : public TablePrimaryContext {
  public:
    ParenthesizedTableContext(TablePrimaryContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    TableRefContext *tableRef();
    antlr4::tree::TerminalNode *RPAREN();
    AliasClauseContext *aliasClause();
  };

  TablePrimaryContext* tablePrimary();

  class  AliasClauseContext : public antlr4::ParserRuleContext {
  public:
    AliasClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *AS();
    IdentifierListContext *identifierList();

   
  };

  AliasClauseContext* aliasClause();

  class  ExprContext : public antlr4::ParserRuleContext {
  public:
    ExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    OrExprContext *orExpr();

   
  };

  ExprContext* expr();

  class  OrExprContext : public antlr4::ParserRuleContext {
  public:
    OrExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<AndExprContext *> andExpr();
    AndExprContext* andExpr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> OR();
    antlr4::tree::TerminalNode* OR(size_t i);

   
  };

  OrExprContext* orExpr();

  class  AndExprContext : public antlr4::ParserRuleContext {
  public:
    AndExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<NotExprContext *> notExpr();
    NotExprContext* notExpr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> AND();
    antlr4::tree::TerminalNode* AND(size_t i);

   
  };

  AndExprContext* andExpr();

  class  NotExprContext : public antlr4::ParserRuleContext {
  public:
    NotExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *NOT();
    NotExprContext *notExpr();
    IsExprContext *isExpr();

   
  };

  NotExprContext* notExpr();

  class  IsExprContext : public antlr4::ParserRuleContext {
  public:
    IsExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    ComparisonExprContext *comparisonExpr();
    std::vector<IsSuffixContext *> isSuffix();
    IsSuffixContext* isSuffix(size_t i);

   
  };

  IsExprContext* isExpr();

  class  IsSuffixContext : public antlr4::ParserRuleContext {
  public:
    IsSuffixContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    IsSuffixContext() = default;
    void copyFrom(IsSuffixContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  IsNullSuffixContext : public IsSuffixContext {
  public:
    IsNullSuffixContext(IsSuffixContext *ctx);

    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *NULL_();
    antlr4::tree::TerminalNode *NOT();
  };

  class  IsTrueSuffixContext : public IsSuffixContext {
  public:
    IsTrueSuffixContext(IsSuffixContext *ctx);

    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *NOT();
  };

  class  IsUnknownSuffixContext : public IsSuffixContext {
  public:
    IsUnknownSuffixContext(IsSuffixContext *ctx);

    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *UNKNOWN();
    antlr4::tree::TerminalNode *NOT();
  };

  class  IsDistinctFromSuffixContext : public IsSuffixContext {
  public:
    IsDistinctFromSuffixContext(IsSuffixContext *ctx);

    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *DISTINCT();
    antlr4::tree::TerminalNode *FROM();
    ComparisonExprContext *comparisonExpr();
    antlr4::tree::TerminalNode *NOT();
  };

  class  IsFalseSuffixContext : public IsSuffixContext {
  public:
    IsFalseSuffixContext(IsSuffixContext *ctx);

    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *FALSE();
    antlr4::tree::TerminalNode *NOT();
  };

  IsSuffixContext* isSuffix();

  class  ComparisonExprContext : public antlr4::ParserRuleContext {
  public:
    ComparisonExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    PredicateExprContext *predicateExpr();
    ComparisonOperatorContext *comparisonOperator();
    ComparisonRightContext *comparisonRight();

   
  };

  ComparisonExprContext* comparisonExpr();

  class  ComparisonRightContext : public antlr4::ParserRuleContext {
  public:
    ComparisonRightContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    ComparisonRightContext() = default;
    void copyFrom(ComparisonRightContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  PlainComparisonContext : public ComparisonRightContext {
  public:
    PlainComparisonContext(ComparisonRightContext *ctx);

    PredicateExprContext *predicateExpr();
  };

  class  QuantifiedArrayContext : public ComparisonRightContext {
  public:
    QuantifiedArrayContext(ComparisonRightContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *ANY();
    antlr4::tree::TerminalNode *SOME();
    antlr4::tree::TerminalNode *ALL();
  };

  class  QuantifiedSubqueryContext : public ComparisonRightContext {
  public:
    QuantifiedSubqueryContext(ComparisonRightContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *ANY();
    antlr4::tree::TerminalNode *SOME();
    antlr4::tree::TerminalNode *ALL();
  };

  ComparisonRightContext* comparisonRight();

  class  ComparisonOperatorContext : public antlr4::ParserRuleContext {
  public:
    ComparisonOperatorContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *EQ();
    antlr4::tree::TerminalNode *NEQ();
    antlr4::tree::TerminalNode *LT();
    antlr4::tree::TerminalNode *LTE();
    antlr4::tree::TerminalNode *GT();
    antlr4::tree::TerminalNode *GTE();

   
  };

  ComparisonOperatorContext* comparisonOperator();

  class  PredicateExprContext : public antlr4::ParserRuleContext {
  public:
    PredicateExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    OtherExprContext *otherExpr();
    PredicateSuffixContext *predicateSuffix();

   
  };

  PredicateExprContext* predicateExpr();

  class  PredicateSuffixContext : public antlr4::ParserRuleContext {
  public:
    PredicateSuffixContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    PredicateSuffixContext() = default;
    void copyFrom(PredicateSuffixContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  BetweenSuffixContext : public PredicateSuffixContext {
  public:
    BetweenSuffixContext(PredicateSuffixContext *ctx);

    antlr4::tree::TerminalNode *BETWEEN();
    std::vector<OtherExprContext *> otherExpr();
    OtherExprContext* otherExpr(size_t i);
    antlr4::tree::TerminalNode *AND();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *SYMMETRIC();
  };

  class  InListSuffixContext : public PredicateSuffixContext {
  public:
    InListSuffixContext(PredicateSuffixContext *ctx);

    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *NOT();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  InSubquerySuffixContext : public PredicateSuffixContext {
  public:
    InSubquerySuffixContext(PredicateSuffixContext *ctx);

    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *NOT();
  };

  class  LikeSuffixContext : public PredicateSuffixContext {
  public:
    LikeSuffixContext(PredicateSuffixContext *ctx);

    std::vector<OtherExprContext *> otherExpr();
    OtherExprContext* otherExpr(size_t i);
    antlr4::tree::TerminalNode *LIKE();
    antlr4::tree::TerminalNode *ILIKE();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *ESCAPE();
  };

  PredicateSuffixContext* predicateSuffix();

  class  OtherExprContext : public antlr4::ParserRuleContext {
  public:
    OtherExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<AdditiveExprContext *> additiveExpr();
    AdditiveExprContext* additiveExpr(size_t i);
    std::vector<OtherOperatorContext *> otherOperator();
    OtherOperatorContext* otherOperator(size_t i);

   
  };

  OtherExprContext* otherExpr();

  class  OtherOperatorContext : public antlr4::ParserRuleContext {
  public:
    OtherOperatorContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CONCAT();
    antlr4::tree::TerminalNode *CONTAINS();
    antlr4::tree::TerminalNode *CONTAINED_BY();
    antlr4::tree::TerminalNode *OVERLAPS();
    antlr4::tree::TerminalNode *TILDE();
    antlr4::tree::TerminalNode *NOT_TILDE();
    antlr4::tree::TerminalNode *TILDE_STAR();
    antlr4::tree::TerminalNode *NOT_TILDE_STAR();
    antlr4::tree::TerminalNode *OPERATOR();
    antlr4::tree::TerminalNode *LPAREN();
    AnyOperatorContext *anyOperator();
    antlr4::tree::TerminalNode *RPAREN();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *DOT();

   
  };

  OtherOperatorContext* otherOperator();

  class  AnyOperatorContext : public antlr4::ParserRuleContext {
  public:
    AnyOperatorContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *CONCAT();
    antlr4::tree::TerminalNode *CONTAINS();
    antlr4::tree::TerminalNode *CONTAINED_BY();
    antlr4::tree::TerminalNode *OVERLAPS();
    antlr4::tree::TerminalNode *TILDE();
    antlr4::tree::TerminalNode *NOT_TILDE();
    antlr4::tree::TerminalNode *TILDE_STAR();
    antlr4::tree::TerminalNode *NOT_TILDE_STAR();
    antlr4::tree::TerminalNode *EQ();
    antlr4::tree::TerminalNode *NEQ();
    antlr4::tree::TerminalNode *LT();
    antlr4::tree::TerminalNode *LTE();
    antlr4::tree::TerminalNode *GT();
    antlr4::tree::TerminalNode *GTE();
    antlr4::tree::TerminalNode *PLUS();
    antlr4::tree::TerminalNode *MINUS();
    antlr4::tree::TerminalNode *STAR();
    antlr4::tree::TerminalNode *SLASH();
    antlr4::tree::TerminalNode *PERCENT();

   
  };

  AnyOperatorContext* anyOperator();

  class  AdditiveExprContext : public antlr4::ParserRuleContext {
  public:
    AdditiveExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<MultiplicativeExprContext *> multiplicativeExpr();
    MultiplicativeExprContext* multiplicativeExpr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> PLUS();
    antlr4::tree::TerminalNode* PLUS(size_t i);
    std::vector<antlr4::tree::TerminalNode *> MINUS();
    antlr4::tree::TerminalNode* MINUS(size_t i);

   
  };

  AdditiveExprContext* additiveExpr();

  class  MultiplicativeExprContext : public antlr4::ParserRuleContext {
  public:
    MultiplicativeExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<UnaryExprContext *> unaryExpr();
    UnaryExprContext* unaryExpr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> STAR();
    antlr4::tree::TerminalNode* STAR(size_t i);
    std::vector<antlr4::tree::TerminalNode *> SLASH();
    antlr4::tree::TerminalNode* SLASH(size_t i);
    std::vector<antlr4::tree::TerminalNode *> PERCENT();
    antlr4::tree::TerminalNode* PERCENT(size_t i);

   
  };

  MultiplicativeExprContext* multiplicativeExpr();

  class  UnaryExprContext : public antlr4::ParserRuleContext {
  public:
    UnaryExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    UnaryExprContext *unaryExpr();
    antlr4::tree::TerminalNode *PLUS();
    antlr4::tree::TerminalNode *MINUS();
    PostfixExprContext *postfixExpr();

   
  };

  UnaryExprContext* unaryExpr();

  class  PostfixExprContext : public antlr4::ParserRuleContext {
  public:
    PostfixExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    PrimaryExprContext *primaryExpr();
    std::vector<PostfixSuffixContext *> postfixSuffix();
    PostfixSuffixContext* postfixSuffix(size_t i);

   
  };

  PostfixExprContext* postfixExpr();

  class  PostfixSuffixContext : public antlr4::ParserRuleContext {
  public:
    PostfixSuffixContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    PostfixSuffixContext() = default;
    void copyFrom(PostfixSuffixContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  CastSuffixContext : public PostfixSuffixContext {
  public:
    CastSuffixContext(PostfixSuffixContext *ctx);

    antlr4::tree::TerminalNode *TYPECAST();
    TypeNameContext *typeName();
  };

  class  SubscriptSuffixContext : public PostfixSuffixContext {
  public:
    SubscriptSuffixContext(PostfixSuffixContext *ctx);

    antlr4::tree::TerminalNode *LBRACKET();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RBRACKET();
  };

  class  CollateSuffixContext : public PostfixSuffixContext {
  public:
    CollateSuffixContext(PostfixSuffixContext *ctx);

    antlr4::tree::TerminalNode *COLLATE();
    ColLabelContext *colLabel();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *DOT();
  };

  PostfixSuffixContext* postfixSuffix();

  class  PrimaryExprContext : public antlr4::ParserRuleContext {
  public:
    PrimaryExprContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    PrimaryExprContext() = default;
    void copyFrom(PrimaryExprContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  ArrayExprContext : public PrimaryExprContext {
  public:
    ArrayExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *ARRAY();
    antlr4::tree::TerminalNode *LBRACKET();
    antlr4::tree::TerminalNode *RBRACKET();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
  };

  class  ParameterExprContext : public PrimaryExprContext {
  public:
    ParameterExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *PARAMETER();
  };

  class  CastExprContext : public PrimaryExprContext {
  public:
    CastExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *CAST();
    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *AS();
    TypeNameContext *typeName();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  ExtractExprContext : public PrimaryExprContext {
  public:
    ExtractExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *EXTRACT();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *FROM();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *STRING();
  };

  class  SubstringExprContext : public PrimaryExprContext {
  public:
    SubstringExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *SUBSTRING();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    antlr4::tree::TerminalNode *FROM();
    antlr4::tree::TerminalNode *FOR();
  };

  class  SubqueryExprContext : public PrimaryExprContext {
  public:
    SubqueryExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  ColumnRefExprContext : public PrimaryExprContext {
  public:
    ColumnRefExprContext(PrimaryExprContext *ctx);

    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *DOT();
  };

  class  ExistsExprContext : public PrimaryExprContext {
  public:
    ExistsExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *EXISTS();
    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  ParenExprContext : public PrimaryExprContext {
  public:
    ParenExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *LPAREN();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  FunctionExprContext : public PrimaryExprContext {
  public:
    FunctionExprContext(PrimaryExprContext *ctx);

    FunctionCallContext *functionCall();
  };

  class  TrimSideExprContext : public PrimaryExprContext {
  public:
    TrimSideExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *TRIM();
    antlr4::tree::TerminalNode *LPAREN();
    TrimSideContext *trimSide();
    ExprContext *expr();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  TypedLiteralExprContext : public PrimaryExprContext {
  public:
    TypedLiteralExprContext(PrimaryExprContext *ctx);

    TypeNameForLiteralContext *typeNameForLiteral();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *ESCAPE_STRING();
  };

  class  ArraySubqueryExprContext : public PrimaryExprContext {
  public:
    ArraySubqueryExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *ARRAY();
    antlr4::tree::TerminalNode *LPAREN();
    QueryContext *query();
    antlr4::tree::TerminalNode *RPAREN();
  };

  class  LiteralExprContext : public PrimaryExprContext {
  public:
    LiteralExprContext(PrimaryExprContext *ctx);

    LiteralContext *literal();
  };

  class  CaseExprContext : public PrimaryExprContext {
  public:
    CaseExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *CASE();
    antlr4::tree::TerminalNode *END();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    std::vector<WhenClauseContext *> whenClause();
    WhenClauseContext* whenClause(size_t i);
    antlr4::tree::TerminalNode *ELSE();
  };

  class  TrimFromExprContext : public PrimaryExprContext {
  public:
    TrimFromExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *TRIM();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *FROM();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    TrimSideContext *trimSide();
  };

  class  PositionExprContext : public PrimaryExprContext {
  public:
    PositionExprContext(PrimaryExprContext *ctx);

    antlr4::tree::TerminalNode *POSITION();
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<OtherExprContext *> otherExpr();
    OtherExprContext* otherExpr(size_t i);
    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *RPAREN();
  };

  PrimaryExprContext* primaryExpr();

  class  TrimSideContext : public antlr4::ParserRuleContext {
  public:
    TrimSideContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *BOTH();
    antlr4::tree::TerminalNode *LEADING();
    antlr4::tree::TerminalNode *TRAILING();

   
  };

  TrimSideContext* trimSide();

  class  WhenClauseContext : public antlr4::ParserRuleContext {
  public:
    WhenClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *WHEN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    antlr4::tree::TerminalNode *THEN();

   
  };

  WhenClauseContext* whenClause();

  class  FunctionCallContext : public antlr4::ParserRuleContext {
  public:
    FunctionCallContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    FunctionCallContext() = default;
    void copyFrom(FunctionCallContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  StarCallContext : public FunctionCallContext {
  public:
    StarCallContext(FunctionCallContext *ctx);

    FunctionNameContext *functionName();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *STAR();
    antlr4::tree::TerminalNode *RPAREN();
    OverClauseContext *overClause();
  };

  class  ArgsCallContext : public FunctionCallContext {
  public:
    ArgsCallContext(FunctionCallContext *ctx);

    FunctionNameContext *functionName();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<ExprContext *> expr();
    ExprContext* expr(size_t i);
    OverClauseContext *overClause();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);
    antlr4::tree::TerminalNode *DISTINCT();
    antlr4::tree::TerminalNode *ALL();
  };

  FunctionCallContext* functionCall();

  class  OverClauseContext : public antlr4::ParserRuleContext {
  public:
    OverClauseContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *OVER();
    antlr4::tree::TerminalNode *LPAREN();
    antlr4::tree::TerminalNode *RPAREN();

   
  };

  OverClauseContext* overClause();

  class  FunctionNameContext : public antlr4::ParserRuleContext {
  public:
    FunctionNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *LEFT();
    antlr4::tree::TerminalNode *RIGHT();
    antlr4::tree::TerminalNode *DOT();

   
  };

  FunctionNameContext* functionName();

  class  LiteralContext : public antlr4::ParserRuleContext {
  public:
    LiteralContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INTEGER_LITERAL();
    antlr4::tree::TerminalNode *DECIMAL_LITERAL();
    antlr4::tree::TerminalNode *STRING();
    antlr4::tree::TerminalNode *ESCAPE_STRING();
    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *FALSE();
    antlr4::tree::TerminalNode *NULL_();

   
  };

  LiteralContext* literal();

  class  SignedNumberContext : public antlr4::ParserRuleContext {
  public:
    SignedNumberContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *INTEGER_LITERAL();
    antlr4::tree::TerminalNode *DECIMAL_LITERAL();
    antlr4::tree::TerminalNode *PLUS();
    antlr4::tree::TerminalNode *MINUS();

   
  };

  SignedNumberContext* signedNumber();

  class  TypeNameContext : public antlr4::ParserRuleContext {
  public:
    TypeNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    BaseTypeNameContext *baseTypeName();
    std::vector<antlr4::tree::TerminalNode *> LBRACKET();
    antlr4::tree::TerminalNode* LBRACKET(size_t i);
    std::vector<antlr4::tree::TerminalNode *> RBRACKET();
    antlr4::tree::TerminalNode* RBRACKET(size_t i);
    std::vector<antlr4::tree::TerminalNode *> INTEGER_LITERAL();
    antlr4::tree::TerminalNode* INTEGER_LITERAL(size_t i);

   
  };

  TypeNameContext* typeName();

  class  BaseTypeNameContext : public antlr4::ParserRuleContext {
  public:
    BaseTypeNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
   
    BaseTypeNameContext() = default;
    void copyFrom(BaseTypeNameContext *context);
    using antlr4::ParserRuleContext::copyFrom;

    virtual size_t getRuleIndex() const override;

   
  };

  class  NamedTypeContext : public BaseTypeNameContext {
  public:
    NamedTypeContext(BaseTypeNameContext *ctx);

    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *DOT();
    antlr4::tree::TerminalNode *VARYING();
    TypeModifiersContext *typeModifiers();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *ZONE();
    antlr4::tree::TerminalNode *WITH();
    antlr4::tree::TerminalNode *WITHOUT();
  };

  class  DoublePrecisionTypeContext : public BaseTypeNameContext {
  public:
    DoublePrecisionTypeContext(BaseTypeNameContext *ctx);

    antlr4::tree::TerminalNode *DOUBLE();
    antlr4::tree::TerminalNode *PRECISION();
  };

  BaseTypeNameContext* baseTypeName();

  class  TypeModifiersContext : public antlr4::ParserRuleContext {
  public:
    TypeModifiersContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<antlr4::tree::TerminalNode *> INTEGER_LITERAL();
    antlr4::tree::TerminalNode* INTEGER_LITERAL(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  TypeModifiersContext* typeModifiers();

  class  TypeNameForLiteralContext : public antlr4::ParserRuleContext {
  public:
    TypeNameForLiteralContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *DOUBLE();
    antlr4::tree::TerminalNode *PRECISION();
    IdentifierContext *identifier();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *ZONE();
    antlr4::tree::TerminalNode *WITH();
    antlr4::tree::TerminalNode *WITHOUT();

   
  };

  TypeNameForLiteralContext* typeNameForLiteral();

  class  QualifiedNameContext : public antlr4::ParserRuleContext {
  public:
    QualifiedNameContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *DOT();

   
  };

  QualifiedNameContext* qualifiedName();

  class  IdentifierListContext : public antlr4::ParserRuleContext {
  public:
    IdentifierListContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *LPAREN();
    std::vector<IdentifierContext *> identifier();
    IdentifierContext* identifier(size_t i);
    antlr4::tree::TerminalNode *RPAREN();
    std::vector<antlr4::tree::TerminalNode *> COMMA();
    antlr4::tree::TerminalNode* COMMA(size_t i);

   
  };

  IdentifierListContext* identifierList();

  class  IdentifierContext : public antlr4::ParserRuleContext {
  public:
    IdentifierContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *IDENTIFIER();
    antlr4::tree::TerminalNode *QUOTED_IDENTIFIER();
    NonReservedKeywordContext *nonReservedKeyword();

   
  };

  IdentifierContext* identifier();

  class  ColLabelContext : public antlr4::ParserRuleContext {
  public:
    ColLabelContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    IdentifierContext *identifier();
    ReservedKeywordContext *reservedKeyword();

   
  };

  ColLabelContext* colLabel();

  class  NonReservedKeywordContext : public antlr4::ParserRuleContext {
  public:
    NonReservedKeywordContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ABORT();
    antlr4::tree::TerminalNode *ALTER();
    antlr4::tree::TerminalNode *BEGIN();
    antlr4::tree::TerminalNode *BINARY();
    antlr4::tree::TerminalNode *COLUMN();
    antlr4::tree::TerminalNode *COMMIT();
    antlr4::tree::TerminalNode *COMPRESSION();
    antlr4::tree::TerminalNode *CONFLICT();
    antlr4::tree::TerminalNode *COPY();
    antlr4::tree::TerminalNode *CSV();
    antlr4::tree::TerminalNode *DELETE();
    antlr4::tree::TerminalNode *DELIMITER();
    antlr4::tree::TerminalNode *DOUBLE();
    antlr4::tree::TerminalNode *DROP();
    antlr4::tree::TerminalNode *ENCRYPTED();
    antlr4::tree::TerminalNode *ESCAPE();
    antlr4::tree::TerminalNode *EXPLAIN();
    antlr4::tree::TerminalNode *EXTRACT();
    antlr4::tree::TerminalNode *FIRST();
    antlr4::tree::TerminalNode *FORMAT();
    antlr4::tree::TerminalNode *PASSWORD();
    antlr4::tree::TerminalNode *ROLE();
    antlr4::tree::TerminalNode *USER();
    antlr4::tree::TerminalNode *HEADER();
    antlr4::tree::TerminalNode *IF();
    antlr4::tree::TerminalNode *INDEX();
    antlr4::tree::TerminalNode *INSERT();
    antlr4::tree::TerminalNode *KEY();
    antlr4::tree::TerminalNode *LAST();
    antlr4::tree::TerminalNode *LOCAL();
    antlr4::tree::TerminalNode *NEXT();
    antlr4::tree::TerminalNode *NOTHING();
    antlr4::tree::TerminalNode *NULLS();
    antlr4::tree::TerminalNode *OPERATOR();
    antlr4::tree::TerminalNode *POSITION();
    antlr4::tree::TerminalNode *PRECISION();
    antlr4::tree::TerminalNode *QUOTE();
    antlr4::tree::TerminalNode *RESET();
    antlr4::tree::TerminalNode *ROLLBACK();
    antlr4::tree::TerminalNode *ROW();
    antlr4::tree::TerminalNode *ROWS();
    antlr4::tree::TerminalNode *SESSION();
    antlr4::tree::TerminalNode *SET();
    antlr4::tree::TerminalNode *SHOW();
    antlr4::tree::TerminalNode *START();
    antlr4::tree::TerminalNode *STDIN();
    antlr4::tree::TerminalNode *STDOUT();
    antlr4::tree::TerminalNode *SUBSTRING();
    antlr4::tree::TerminalNode *TIME();
    antlr4::tree::TerminalNode *TRANSACTION();
    antlr4::tree::TerminalNode *TRIM();
    antlr4::tree::TerminalNode *TRUNCATE();
    antlr4::tree::TerminalNode *UNKNOWN();
    antlr4::tree::TerminalNode *UPDATE();
    antlr4::tree::TerminalNode *VARYING();
    antlr4::tree::TerminalNode *VERBOSE();
    antlr4::tree::TerminalNode *WITHOUT();
    antlr4::tree::TerminalNode *WORK();
    antlr4::tree::TerminalNode *ZONE();
    antlr4::tree::TerminalNode *CHARACTERISTICS();
    antlr4::tree::TerminalNode *COMMITTED();
    antlr4::tree::TerminalNode *DEFERRABLE();
    antlr4::tree::TerminalNode *ISOLATION();
    antlr4::tree::TerminalNode *LEVEL();
    antlr4::tree::TerminalNode *READ();
    antlr4::tree::TerminalNode *REPEATABLE();
    antlr4::tree::TerminalNode *SERIALIZABLE();
    antlr4::tree::TerminalNode *UNCOMMITTED();
    antlr4::tree::TerminalNode *WRITE();
    antlr4::tree::TerminalNode *ALWAYS();
    antlr4::tree::TerminalNode *CASCADE();
    antlr4::tree::TerminalNode *CONTINUE();
    antlr4::tree::TerminalNode *GENERATED();
    antlr4::tree::TerminalNode *IDENTITY();
    antlr4::tree::TerminalNode *NO();
    antlr4::tree::TerminalNode *OVERRIDING();
    antlr4::tree::TerminalNode *OWNED();
    antlr4::tree::TerminalNode *RENAME();
    antlr4::tree::TerminalNode *RESTART();
    antlr4::tree::TerminalNode *RESTRICT();
    antlr4::tree::TerminalNode *SEQUENCE();
    antlr4::tree::TerminalNode *SYSTEM();
    antlr4::tree::TerminalNode *VALUE();
    antlr4::tree::TerminalNode *INHERIT();
    antlr4::tree::TerminalNode *ADD();

   
  };

  NonReservedKeywordContext* nonReservedKeyword();

  class  ReservedKeywordContext : public antlr4::ParserRuleContext {
  public:
    ReservedKeywordContext(antlr4::ParserRuleContext *parent, size_t invokingState);
    virtual size_t getRuleIndex() const override;
    antlr4::tree::TerminalNode *ALL();
    antlr4::tree::TerminalNode *ANALYZE();
    antlr4::tree::TerminalNode *AND();
    antlr4::tree::TerminalNode *ANY();
    antlr4::tree::TerminalNode *ARRAY();
    antlr4::tree::TerminalNode *AS();
    antlr4::tree::TerminalNode *ASC();
    antlr4::tree::TerminalNode *BETWEEN();
    antlr4::tree::TerminalNode *BOTH();
    antlr4::tree::TerminalNode *BY();
    antlr4::tree::TerminalNode *CASE();
    antlr4::tree::TerminalNode *CAST();
    antlr4::tree::TerminalNode *CHECK();
    antlr4::tree::TerminalNode *COLLATE();
    antlr4::tree::TerminalNode *CONSTRAINT();
    antlr4::tree::TerminalNode *CREATE();
    antlr4::tree::TerminalNode *CROSS();
    antlr4::tree::TerminalNode *DEFAULT();
    antlr4::tree::TerminalNode *DESC();
    antlr4::tree::TerminalNode *DISTINCT();
    antlr4::tree::TerminalNode *DO();
    antlr4::tree::TerminalNode *ELSE();
    antlr4::tree::TerminalNode *END();
    antlr4::tree::TerminalNode *EXCEPT();
    antlr4::tree::TerminalNode *EXISTS();
    antlr4::tree::TerminalNode *FALSE();
    antlr4::tree::TerminalNode *FETCH();
    antlr4::tree::TerminalNode *FOR();
    antlr4::tree::TerminalNode *FROM();
    antlr4::tree::TerminalNode *FULL();
    antlr4::tree::TerminalNode *GROUP();
    antlr4::tree::TerminalNode *HAVING();
    antlr4::tree::TerminalNode *ILIKE();
    antlr4::tree::TerminalNode *IN();
    antlr4::tree::TerminalNode *INNER();
    antlr4::tree::TerminalNode *INTERSECT();
    antlr4::tree::TerminalNode *INTO();
    antlr4::tree::TerminalNode *IS();
    antlr4::tree::TerminalNode *JOIN();
    antlr4::tree::TerminalNode *LEADING();
    antlr4::tree::TerminalNode *LEFT();
    antlr4::tree::TerminalNode *LIKE();
    antlr4::tree::TerminalNode *LIMIT();
    antlr4::tree::TerminalNode *NATURAL();
    antlr4::tree::TerminalNode *NOT();
    antlr4::tree::TerminalNode *NULL_();
    antlr4::tree::TerminalNode *OFFSET();
    antlr4::tree::TerminalNode *ON();
    antlr4::tree::TerminalNode *ONLY();
    antlr4::tree::TerminalNode *OR();
    antlr4::tree::TerminalNode *ORDER();
    antlr4::tree::TerminalNode *OUTER();
    antlr4::tree::TerminalNode *OVER();
    antlr4::tree::TerminalNode *PRIMARY();
    antlr4::tree::TerminalNode *RETURNING();
    antlr4::tree::TerminalNode *RIGHT();
    antlr4::tree::TerminalNode *SELECT();
    antlr4::tree::TerminalNode *SOME();
    antlr4::tree::TerminalNode *SYMMETRIC();
    antlr4::tree::TerminalNode *TABLE();
    antlr4::tree::TerminalNode *THEN();
    antlr4::tree::TerminalNode *TO();
    antlr4::tree::TerminalNode *TRAILING();
    antlr4::tree::TerminalNode *TRUE();
    antlr4::tree::TerminalNode *UNION();
    antlr4::tree::TerminalNode *UNIQUE();
    antlr4::tree::TerminalNode *USING();
    antlr4::tree::TerminalNode *VALUES();
    antlr4::tree::TerminalNode *WHEN();
    antlr4::tree::TerminalNode *WHERE();
    antlr4::tree::TerminalNode *WITH();

   
  };

  ReservedKeywordContext* reservedKeyword();


private:
  static std::vector<antlr4::dfa::DFA> _decisionToDFA;
  static antlr4::atn::PredictionContextCache _sharedContextCache;
  static std::vector<std::string> _ruleNames;
  static std::vector<std::string> _tokenNames;

  static std::vector<std::string> _literalNames;
  static std::vector<std::string> _symbolicNames;
  static antlr4::dfa::Vocabulary _vocabulary;
  static antlr4::atn::ATN _atn;
  static std::vector<uint16_t> _serializedATN;


  struct Initializer {
    Initializer();
  };
  static Initializer _init;
};

}  // namespace kite::parser_gen
