
// Generated from grammar/Kite.g4 by ANTLR 4.9



#include "KiteParser.h"


using namespace antlrcpp;
using namespace kite::parser_gen;
using namespace antlr4;

KiteParser::KiteParser(TokenStream *input) : Parser(input) {
  _interpreter = new atn::ParserATNSimulator(this, _atn, _decisionToDFA, _sharedContextCache);
}

KiteParser::~KiteParser() {
  delete _interpreter;
}

std::string KiteParser::getGrammarFileName() const {
  return "Kite.g4";
}

const std::vector<std::string>& KiteParser::getRuleNames() const {
  return _ruleNames;
}

dfa::Vocabulary& KiteParser::getVocabulary() const {
  return _vocabulary;
}


//----------------- ScriptContext ------------------------------------------------------------------

KiteParser::ScriptContext::ScriptContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ScriptContext::EOF() {
  return getToken(KiteParser::EOF, 0);
}

std::vector<KiteParser::StatementContext *> KiteParser::ScriptContext::statement() {
  return getRuleContexts<KiteParser::StatementContext>();
}

KiteParser::StatementContext* KiteParser::ScriptContext::statement(size_t i) {
  return getRuleContext<KiteParser::StatementContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::ScriptContext::SEMI() {
  return getTokens(KiteParser::SEMI);
}

tree::TerminalNode* KiteParser::ScriptContext::SEMI(size_t i) {
  return getToken(KiteParser::SEMI, i);
}


size_t KiteParser::ScriptContext::getRuleIndex() const {
  return KiteParser::RuleScript;
}


KiteParser::ScriptContext* KiteParser::script() {
  ScriptContext *_localctx = _tracker.createInstance<ScriptContext>(_ctx, getState());
  enterRule(_localctx, 0, KiteParser::RuleScript);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(221);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ANALYZE)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::EXPLAIN))) != 0) || ((((_la - 69) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 69)) & ((1ULL << (KiteParser::INSERT - 69))
      | (1ULL << (KiteParser::RESET - 69))
      | (1ULL << (KiteParser::ROLLBACK - 69))
      | (1ULL << (KiteParser::SELECT - 69))
      | (1ULL << (KiteParser::SET - 69))
      | (1ULL << (KiteParser::SHOW - 69))
      | (1ULL << (KiteParser::START - 69)))) != 0) || ((((_la - 138) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 138)) & ((1ULL << (KiteParser::TRUNCATE - 138))
      | (1ULL << (KiteParser::UPDATE - 138))
      | (1ULL << (KiteParser::VALUES - 138))
      | (1ULL << (KiteParser::LPAREN - 138)))) != 0)) {
      setState(220);
      statement();
    }
    setState(229);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::SEMI) {
      setState(223);
      match(KiteParser::SEMI);
      setState(225);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ANALYZE)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CREATE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::END)
        | (1ULL << KiteParser::EXPLAIN))) != 0) || ((((_la - 69) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 69)) & ((1ULL << (KiteParser::INSERT - 69))
        | (1ULL << (KiteParser::RESET - 69))
        | (1ULL << (KiteParser::ROLLBACK - 69))
        | (1ULL << (KiteParser::SELECT - 69))
        | (1ULL << (KiteParser::SET - 69))
        | (1ULL << (KiteParser::SHOW - 69))
        | (1ULL << (KiteParser::START - 69)))) != 0) || ((((_la - 138) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 138)) & ((1ULL << (KiteParser::TRUNCATE - 138))
        | (1ULL << (KiteParser::UPDATE - 138))
        | (1ULL << (KiteParser::VALUES - 138))
        | (1ULL << (KiteParser::LPAREN - 138)))) != 0)) {
        setState(224);
        statement();
      }
      setState(231);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(232);
    match(KiteParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- StatementContext ------------------------------------------------------------------

KiteParser::StatementContext::StatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::QueryStatementContext* KiteParser::StatementContext::queryStatement() {
  return getRuleContext<KiteParser::QueryStatementContext>(0);
}

KiteParser::CreateTableStatementContext* KiteParser::StatementContext::createTableStatement() {
  return getRuleContext<KiteParser::CreateTableStatementContext>(0);
}

KiteParser::DropTableStatementContext* KiteParser::StatementContext::dropTableStatement() {
  return getRuleContext<KiteParser::DropTableStatementContext>(0);
}

KiteParser::TruncateStatementContext* KiteParser::StatementContext::truncateStatement() {
  return getRuleContext<KiteParser::TruncateStatementContext>(0);
}

KiteParser::CreateIndexStatementContext* KiteParser::StatementContext::createIndexStatement() {
  return getRuleContext<KiteParser::CreateIndexStatementContext>(0);
}

KiteParser::DropIndexStatementContext* KiteParser::StatementContext::dropIndexStatement() {
  return getRuleContext<KiteParser::DropIndexStatementContext>(0);
}

KiteParser::AnalyzeStatementContext* KiteParser::StatementContext::analyzeStatement() {
  return getRuleContext<KiteParser::AnalyzeStatementContext>(0);
}

KiteParser::InsertStatementContext* KiteParser::StatementContext::insertStatement() {
  return getRuleContext<KiteParser::InsertStatementContext>(0);
}

KiteParser::UpdateStatementContext* KiteParser::StatementContext::updateStatement() {
  return getRuleContext<KiteParser::UpdateStatementContext>(0);
}

KiteParser::DeleteStatementContext* KiteParser::StatementContext::deleteStatement() {
  return getRuleContext<KiteParser::DeleteStatementContext>(0);
}

KiteParser::CopyStatementContext* KiteParser::StatementContext::copyStatement() {
  return getRuleContext<KiteParser::CopyStatementContext>(0);
}

KiteParser::ExplainStatementContext* KiteParser::StatementContext::explainStatement() {
  return getRuleContext<KiteParser::ExplainStatementContext>(0);
}

KiteParser::SetStatementContext* KiteParser::StatementContext::setStatement() {
  return getRuleContext<KiteParser::SetStatementContext>(0);
}

KiteParser::ResetStatementContext* KiteParser::StatementContext::resetStatement() {
  return getRuleContext<KiteParser::ResetStatementContext>(0);
}

KiteParser::ShowStatementContext* KiteParser::StatementContext::showStatement() {
  return getRuleContext<KiteParser::ShowStatementContext>(0);
}

KiteParser::TransactionStatementContext* KiteParser::StatementContext::transactionStatement() {
  return getRuleContext<KiteParser::TransactionStatementContext>(0);
}

KiteParser::CreateRoleStatementContext* KiteParser::StatementContext::createRoleStatement() {
  return getRuleContext<KiteParser::CreateRoleStatementContext>(0);
}

KiteParser::AlterRoleStatementContext* KiteParser::StatementContext::alterRoleStatement() {
  return getRuleContext<KiteParser::AlterRoleStatementContext>(0);
}

KiteParser::AlterTableStatementContext* KiteParser::StatementContext::alterTableStatement() {
  return getRuleContext<KiteParser::AlterTableStatementContext>(0);
}

KiteParser::DropRoleStatementContext* KiteParser::StatementContext::dropRoleStatement() {
  return getRuleContext<KiteParser::DropRoleStatementContext>(0);
}

KiteParser::CreateSequenceStatementContext* KiteParser::StatementContext::createSequenceStatement() {
  return getRuleContext<KiteParser::CreateSequenceStatementContext>(0);
}

KiteParser::AlterSequenceStatementContext* KiteParser::StatementContext::alterSequenceStatement() {
  return getRuleContext<KiteParser::AlterSequenceStatementContext>(0);
}

KiteParser::DropSequenceStatementContext* KiteParser::StatementContext::dropSequenceStatement() {
  return getRuleContext<KiteParser::DropSequenceStatementContext>(0);
}


size_t KiteParser::StatementContext::getRuleIndex() const {
  return KiteParser::RuleStatement;
}


KiteParser::StatementContext* KiteParser::statement() {
  StatementContext *_localctx = _tracker.createInstance<StatementContext>(_ctx, getState());
  enterRule(_localctx, 2, KiteParser::RuleStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(257);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 3, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(234);
      queryStatement();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(235);
      createTableStatement();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(236);
      dropTableStatement();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(237);
      truncateStatement();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(238);
      createIndexStatement();
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(239);
      dropIndexStatement();
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(240);
      analyzeStatement();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(241);
      insertStatement();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(242);
      updateStatement();
      break;
    }

    case 10: {
      enterOuterAlt(_localctx, 10);
      setState(243);
      deleteStatement();
      break;
    }

    case 11: {
      enterOuterAlt(_localctx, 11);
      setState(244);
      copyStatement();
      break;
    }

    case 12: {
      enterOuterAlt(_localctx, 12);
      setState(245);
      explainStatement();
      break;
    }

    case 13: {
      enterOuterAlt(_localctx, 13);
      setState(246);
      setStatement();
      break;
    }

    case 14: {
      enterOuterAlt(_localctx, 14);
      setState(247);
      resetStatement();
      break;
    }

    case 15: {
      enterOuterAlt(_localctx, 15);
      setState(248);
      showStatement();
      break;
    }

    case 16: {
      enterOuterAlt(_localctx, 16);
      setState(249);
      transactionStatement();
      break;
    }

    case 17: {
      enterOuterAlt(_localctx, 17);
      setState(250);
      createRoleStatement();
      break;
    }

    case 18: {
      enterOuterAlt(_localctx, 18);
      setState(251);
      alterRoleStatement();
      break;
    }

    case 19: {
      enterOuterAlt(_localctx, 19);
      setState(252);
      alterTableStatement();
      break;
    }

    case 20: {
      enterOuterAlt(_localctx, 20);
      setState(253);
      dropRoleStatement();
      break;
    }

    case 21: {
      enterOuterAlt(_localctx, 21);
      setState(254);
      createSequenceStatement();
      break;
    }

    case 22: {
      enterOuterAlt(_localctx, 22);
      setState(255);
      alterSequenceStatement();
      break;
    }

    case 23: {
      enterOuterAlt(_localctx, 23);
      setState(256);
      dropSequenceStatement();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExpressionOnlyContext ------------------------------------------------------------------

KiteParser::ExpressionOnlyContext::ExpressionOnlyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ExprContext* KiteParser::ExpressionOnlyContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::ExpressionOnlyContext::EOF() {
  return getToken(KiteParser::EOF, 0);
}


size_t KiteParser::ExpressionOnlyContext::getRuleIndex() const {
  return KiteParser::RuleExpressionOnly;
}


KiteParser::ExpressionOnlyContext* KiteParser::expressionOnly() {
  ExpressionOnlyContext *_localctx = _tracker.createInstance<ExpressionOnlyContext>(_ctx, getState());
  enterRule(_localctx, 4, KiteParser::RuleExpressionOnly);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(259);
    expr();
    setState(260);
    match(KiteParser::EOF);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CreateTableStatementContext ------------------------------------------------------------------

KiteParser::CreateTableStatementContext::CreateTableStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::CREATE() {
  return getToken(KiteParser::CREATE, 0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::TABLE() {
  return getToken(KiteParser::TABLE, 0);
}

KiteParser::QualifiedNameContext* KiteParser::CreateTableStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::TableElementContext *> KiteParser::CreateTableStatementContext::tableElement() {
  return getRuleContexts<KiteParser::TableElementContext>();
}

KiteParser::TableElementContext* KiteParser::CreateTableStatementContext::tableElement(size_t i) {
  return getRuleContext<KiteParser::TableElementContext>(i);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::QueryContext* KiteParser::CreateTableStatementContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> KiteParser::CreateTableStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::CreateTableStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::CreateTableStatementContext::getRuleIndex() const {
  return KiteParser::RuleCreateTableStatement;
}


KiteParser::CreateTableStatementContext* KiteParser::createTableStatement() {
  CreateTableStatementContext *_localctx = _tracker.createInstance<CreateTableStatementContext>(_ctx, getState());
  enterRule(_localctx, 6, KiteParser::RuleCreateTableStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(262);
    match(KiteParser::CREATE);
    setState(263);
    match(KiteParser::TABLE);
    setState(267);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 4, _ctx)) {
    case 1: {
      setState(264);
      match(KiteParser::IF);
      setState(265);
      match(KiteParser::NOT);
      setState(266);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(269);
    qualifiedName();
    setState(283);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LPAREN: {
        setState(270);
        match(KiteParser::LPAREN);
        setState(271);
        tableElement();
        setState(276);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(272);
          match(KiteParser::COMMA);
          setState(273);
          tableElement();
          setState(278);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(279);
        match(KiteParser::RPAREN);
        break;
      }

      case KiteParser::AS: {
        setState(281);
        match(KiteParser::AS);
        setState(282);
        query();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TableElementContext ------------------------------------------------------------------

KiteParser::TableElementContext::TableElementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::TableConstraintContext* KiteParser::TableElementContext::tableConstraint() {
  return getRuleContext<KiteParser::TableConstraintContext>(0);
}

KiteParser::ColumnDefContext* KiteParser::TableElementContext::columnDef() {
  return getRuleContext<KiteParser::ColumnDefContext>(0);
}


size_t KiteParser::TableElementContext::getRuleIndex() const {
  return KiteParser::RuleTableElement;
}


KiteParser::TableElementContext* KiteParser::tableElement() {
  TableElementContext *_localctx = _tracker.createInstance<TableElementContext>(_ctx, getState());
  enterRule(_localctx, 8, KiteParser::RuleTableElement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(287);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CHECK:
      case KiteParser::CONSTRAINT:
      case KiteParser::PRIMARY:
      case KiteParser::UNIQUE: {
        enterOuterAlt(_localctx, 1);
        setState(285);
        tableConstraint();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(286);
        columnDef();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ColumnDefContext ------------------------------------------------------------------

KiteParser::ColumnDefContext::ColumnDefContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::IdentifierContext* KiteParser::ColumnDefContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::TypeNameContext* KiteParser::ColumnDefContext::typeName() {
  return getRuleContext<KiteParser::TypeNameContext>(0);
}

KiteParser::ColumnCompressionContext* KiteParser::ColumnDefContext::columnCompression() {
  return getRuleContext<KiteParser::ColumnCompressionContext>(0);
}

std::vector<KiteParser::ColumnConstraintContext *> KiteParser::ColumnDefContext::columnConstraint() {
  return getRuleContexts<KiteParser::ColumnConstraintContext>();
}

KiteParser::ColumnConstraintContext* KiteParser::ColumnDefContext::columnConstraint(size_t i) {
  return getRuleContext<KiteParser::ColumnConstraintContext>(i);
}


size_t KiteParser::ColumnDefContext::getRuleIndex() const {
  return KiteParser::RuleColumnDef;
}


KiteParser::ColumnDefContext* KiteParser::columnDef() {
  ColumnDefContext *_localctx = _tracker.createInstance<ColumnDefContext>(_ctx, getState());
  enterRule(_localctx, 10, KiteParser::RuleColumnDef);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(289);
    identifier();
    setState(290);
    typeName();
    setState(292);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::COMPRESSION) {
      setState(291);
      columnCompression();
    }
    setState(297);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::CHECK)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::GENERATED))) != 0) || ((((_la - 86) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 86)) & ((1ULL << (KiteParser::NOT - 86))
      | (1ULL << (KiteParser::NULL_ - 86))
      | (1ULL << (KiteParser::PRIMARY - 86))
      | (1ULL << (KiteParser::UNIQUE - 86)))) != 0)) {
      setState(294);
      columnConstraint();
      setState(299);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ColumnCompressionContext ------------------------------------------------------------------

KiteParser::ColumnCompressionContext::ColumnCompressionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ColumnCompressionContext::COMPRESSION() {
  return getToken(KiteParser::COMPRESSION, 0);
}

KiteParser::IdentifierContext* KiteParser::ColumnCompressionContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::ColumnCompressionContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}


size_t KiteParser::ColumnCompressionContext::getRuleIndex() const {
  return KiteParser::RuleColumnCompression;
}


KiteParser::ColumnCompressionContext* KiteParser::columnCompression() {
  ColumnCompressionContext *_localctx = _tracker.createInstance<ColumnCompressionContext>(_ctx, getState());
  enterRule(_localctx, 12, KiteParser::RuleColumnCompression);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(300);
    match(KiteParser::COMPRESSION);
    setState(303);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(301);
        identifier();
        break;
      }

      case KiteParser::DEFAULT: {
        setState(302);
        match(KiteParser::DEFAULT);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ColumnConstraintContext ------------------------------------------------------------------

KiteParser::ColumnConstraintContext::ColumnConstraintContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ColumnConstraintBodyContext* KiteParser::ColumnConstraintContext::columnConstraintBody() {
  return getRuleContext<KiteParser::ColumnConstraintBodyContext>(0);
}

tree::TerminalNode* KiteParser::ColumnConstraintContext::CONSTRAINT() {
  return getToken(KiteParser::CONSTRAINT, 0);
}

KiteParser::IdentifierContext* KiteParser::ColumnConstraintContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}


size_t KiteParser::ColumnConstraintContext::getRuleIndex() const {
  return KiteParser::RuleColumnConstraint;
}


KiteParser::ColumnConstraintContext* KiteParser::columnConstraint() {
  ColumnConstraintContext *_localctx = _tracker.createInstance<ColumnConstraintContext>(_ctx, getState());
  enterRule(_localctx, 14, KiteParser::RuleColumnConstraint);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(307);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CONSTRAINT) {
      setState(305);
      match(KiteParser::CONSTRAINT);
      setState(306);
      identifier();
    }
    setState(309);
    columnConstraintBody();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ColumnConstraintBodyContext ------------------------------------------------------------------

KiteParser::ColumnConstraintBodyContext::ColumnConstraintBodyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::ColumnConstraintBodyContext::getRuleIndex() const {
  return KiteParser::RuleColumnConstraintBody;
}

void KiteParser::ColumnConstraintBodyContext::copyFrom(ColumnConstraintBodyContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- NullConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::NullConstraintContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

KiteParser::NullConstraintContext::NullConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- NotNullConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::NotNullConstraintContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::NotNullConstraintContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

KiteParser::NotNullConstraintContext::NotNullConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- DefaultConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::DefaultConstraintContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

KiteParser::OtherExprContext* KiteParser::DefaultConstraintContext::otherExpr() {
  return getRuleContext<KiteParser::OtherExprContext>(0);
}

KiteParser::DefaultConstraintContext::DefaultConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- PrimaryKeyConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::PrimaryKeyConstraintContext::PRIMARY() {
  return getToken(KiteParser::PRIMARY, 0);
}

tree::TerminalNode* KiteParser::PrimaryKeyConstraintContext::KEY() {
  return getToken(KiteParser::KEY, 0);
}

KiteParser::PrimaryKeyConstraintContext::PrimaryKeyConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- IdentityConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IdentityConstraintContext::GENERATED() {
  return getToken(KiteParser::GENERATED, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::AS() {
  return getToken(KiteParser::AS, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::IDENTITY() {
  return getToken(KiteParser::IDENTITY, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::ALWAYS() {
  return getToken(KiteParser::ALWAYS, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::BY() {
  return getToken(KiteParser::BY, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::IdentityConstraintContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<KiteParser::SequenceOptionContext *> KiteParser::IdentityConstraintContext::sequenceOption() {
  return getRuleContexts<KiteParser::SequenceOptionContext>();
}

KiteParser::SequenceOptionContext* KiteParser::IdentityConstraintContext::sequenceOption(size_t i) {
  return getRuleContext<KiteParser::SequenceOptionContext>(i);
}

KiteParser::IdentityConstraintContext::IdentityConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- UniqueConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::UniqueConstraintContext::UNIQUE() {
  return getToken(KiteParser::UNIQUE, 0);
}

KiteParser::UniqueConstraintContext::UniqueConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- CheckConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CheckConstraintContext::CHECK() {
  return getToken(KiteParser::CHECK, 0);
}

tree::TerminalNode* KiteParser::CheckConstraintContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::ExprContext* KiteParser::CheckConstraintContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::CheckConstraintContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::CheckConstraintContext::NO() {
  return getToken(KiteParser::NO, 0);
}

tree::TerminalNode* KiteParser::CheckConstraintContext::INHERIT() {
  return getToken(KiteParser::INHERIT, 0);
}

KiteParser::CheckConstraintContext::CheckConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


KiteParser::ColumnConstraintBodyContext* KiteParser::columnConstraintBody() {
  ColumnConstraintBodyContext *_localctx = _tracker.createInstance<ColumnConstraintBodyContext>(_ctx, getState());
  enterRule(_localctx, 16, KiteParser::RuleColumnConstraintBody);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(345);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::NOT: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::NotNullConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(311);
        match(KiteParser::NOT);
        setState(312);
        match(KiteParser::NULL_);
        break;
      }

      case KiteParser::NULL_: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::NullConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(313);
        match(KiteParser::NULL_);
        break;
      }

      case KiteParser::PRIMARY: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::PrimaryKeyConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(314);
        match(KiteParser::PRIMARY);
        setState(315);
        match(KiteParser::KEY);
        break;
      }

      case KiteParser::UNIQUE: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::UniqueConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(316);
        match(KiteParser::UNIQUE);
        break;
      }

      case KiteParser::DEFAULT: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::DefaultConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 5);
        setState(317);
        match(KiteParser::DEFAULT);
        setState(318);
        otherExpr();
        break;
      }

      case KiteParser::CHECK: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::CheckConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 6);
        setState(319);
        match(KiteParser::CHECK);
        setState(320);
        match(KiteParser::LPAREN);
        setState(321);
        expr();
        setState(322);
        match(KiteParser::RPAREN);
        setState(325);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::NO) {
          setState(323);
          match(KiteParser::NO);
          setState(324);
          match(KiteParser::INHERIT);
        }
        break;
      }

      case KiteParser::GENERATED: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::IdentityConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 7);
        setState(327);
        match(KiteParser::GENERATED);
        setState(331);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case KiteParser::ALWAYS: {
            setState(328);
            match(KiteParser::ALWAYS);
            break;
          }

          case KiteParser::BY: {
            setState(329);
            match(KiteParser::BY);
            setState(330);
            match(KiteParser::DEFAULT);
            break;
          }

        default:
          throw NoViableAltException(this);
        }
        setState(333);
        match(KiteParser::AS);
        setState(334);
        match(KiteParser::IDENTITY);
        setState(343);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::LPAREN) {
          setState(335);
          match(KiteParser::LPAREN);
          setState(337); 
          _errHandler->sync(this);
          _la = _input->LA(1);
          do {
            setState(336);
            sequenceOption();
            setState(339); 
            _errHandler->sync(this);
            _la = _input->LA(1);
          } while ((((_la & ~ 0x3fULL) == 0) &&
            ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
            | (1ULL << KiteParser::ADD)
            | (1ULL << KiteParser::ALTER)
            | (1ULL << KiteParser::ALWAYS)
            | (1ULL << KiteParser::AS)
            | (1ULL << KiteParser::BEGIN)
            | (1ULL << KiteParser::BINARY)
            | (1ULL << KiteParser::CASCADE)
            | (1ULL << KiteParser::CHARACTERISTICS)
            | (1ULL << KiteParser::COLUMN)
            | (1ULL << KiteParser::COMMIT)
            | (1ULL << KiteParser::COMMITTED)
            | (1ULL << KiteParser::COMPRESSION)
            | (1ULL << KiteParser::CONFLICT)
            | (1ULL << KiteParser::CONTINUE)
            | (1ULL << KiteParser::COPY)
            | (1ULL << KiteParser::CSV)
            | (1ULL << KiteParser::DEFERRABLE)
            | (1ULL << KiteParser::DELETE)
            | (1ULL << KiteParser::DELIMITER)
            | (1ULL << KiteParser::DOUBLE)
            | (1ULL << KiteParser::DROP)
            | (1ULL << KiteParser::ENCRYPTED)
            | (1ULL << KiteParser::ESCAPE)
            | (1ULL << KiteParser::EXPLAIN)
            | (1ULL << KiteParser::EXTRACT)
            | (1ULL << KiteParser::FIRST)
            | (1ULL << KiteParser::FORMAT)
            | (1ULL << KiteParser::GENERATED)
            | (1ULL << KiteParser::HEADER)
            | (1ULL << KiteParser::IDENTITY)
            | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
            ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
            | (1ULL << (KiteParser::INHERIT - 66))
            | (1ULL << (KiteParser::INSERT - 66))
            | (1ULL << (KiteParser::ISOLATION - 66))
            | (1ULL << (KiteParser::KEY - 66))
            | (1ULL << (KiteParser::LAST - 66))
            | (1ULL << (KiteParser::LEVEL - 66))
            | (1ULL << (KiteParser::LOCAL - 66))
            | (1ULL << (KiteParser::NEXT - 66))
            | (1ULL << (KiteParser::NO - 66))
            | (1ULL << (KiteParser::NOTHING - 66))
            | (1ULL << (KiteParser::NULLS - 66))
            | (1ULL << (KiteParser::OPERATOR - 66))
            | (1ULL << (KiteParser::OVERRIDING - 66))
            | (1ULL << (KiteParser::OWNED - 66))
            | (1ULL << (KiteParser::PASSWORD - 66))
            | (1ULL << (KiteParser::POSITION - 66))
            | (1ULL << (KiteParser::PRECISION - 66))
            | (1ULL << (KiteParser::QUOTE - 66))
            | (1ULL << (KiteParser::READ - 66))
            | (1ULL << (KiteParser::RENAME - 66))
            | (1ULL << (KiteParser::REPEATABLE - 66))
            | (1ULL << (KiteParser::RESET - 66))
            | (1ULL << (KiteParser::RESTART - 66))
            | (1ULL << (KiteParser::RESTRICT - 66))
            | (1ULL << (KiteParser::ROLE - 66))
            | (1ULL << (KiteParser::ROLLBACK - 66))
            | (1ULL << (KiteParser::ROW - 66))
            | (1ULL << (KiteParser::ROWS - 66))
            | (1ULL << (KiteParser::SEQUENCE - 66))
            | (1ULL << (KiteParser::SERIALIZABLE - 66))
            | (1ULL << (KiteParser::SESSION - 66))
            | (1ULL << (KiteParser::SET - 66))
            | (1ULL << (KiteParser::SHOW - 66))
            | (1ULL << (KiteParser::START - 66))
            | (1ULL << (KiteParser::STDIN - 66))
            | (1ULL << (KiteParser::STDOUT - 66))
            | (1ULL << (KiteParser::SUBSTRING - 66))
            | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
            ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
            | (1ULL << (KiteParser::TRANSACTION - 132))
            | (1ULL << (KiteParser::TRIM - 132))
            | (1ULL << (KiteParser::TRUNCATE - 132))
            | (1ULL << (KiteParser::UNCOMMITTED - 132))
            | (1ULL << (KiteParser::UNKNOWN - 132))
            | (1ULL << (KiteParser::UPDATE - 132))
            | (1ULL << (KiteParser::USER - 132))
            | (1ULL << (KiteParser::VALUE - 132))
            | (1ULL << (KiteParser::VARYING - 132))
            | (1ULL << (KiteParser::VERBOSE - 132))
            | (1ULL << (KiteParser::WITHOUT - 132))
            | (1ULL << (KiteParser::WORK - 132))
            | (1ULL << (KiteParser::WRITE - 132))
            | (1ULL << (KiteParser::ZONE - 132))
            | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
            | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0));
          setState(341);
          match(KiteParser::RPAREN);
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TableConstraintContext ------------------------------------------------------------------

KiteParser::TableConstraintContext::TableConstraintContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::TableConstraintBodyContext* KiteParser::TableConstraintContext::tableConstraintBody() {
  return getRuleContext<KiteParser::TableConstraintBodyContext>(0);
}

tree::TerminalNode* KiteParser::TableConstraintContext::CONSTRAINT() {
  return getToken(KiteParser::CONSTRAINT, 0);
}

KiteParser::IdentifierContext* KiteParser::TableConstraintContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}


size_t KiteParser::TableConstraintContext::getRuleIndex() const {
  return KiteParser::RuleTableConstraint;
}


KiteParser::TableConstraintContext* KiteParser::tableConstraint() {
  TableConstraintContext *_localctx = _tracker.createInstance<TableConstraintContext>(_ctx, getState());
  enterRule(_localctx, 18, KiteParser::RuleTableConstraint);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(349);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CONSTRAINT) {
      setState(347);
      match(KiteParser::CONSTRAINT);
      setState(348);
      identifier();
    }
    setState(351);
    tableConstraintBody();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TableConstraintBodyContext ------------------------------------------------------------------

KiteParser::TableConstraintBodyContext::TableConstraintBodyContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::TableConstraintBodyContext::getRuleIndex() const {
  return KiteParser::RuleTableConstraintBody;
}

void KiteParser::TableConstraintBodyContext::copyFrom(TableConstraintBodyContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- TablePrimaryKeyContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::TablePrimaryKeyContext::PRIMARY() {
  return getToken(KiteParser::PRIMARY, 0);
}

tree::TerminalNode* KiteParser::TablePrimaryKeyContext::KEY() {
  return getToken(KiteParser::KEY, 0);
}

KiteParser::IdentifierListContext* KiteParser::TablePrimaryKeyContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}

KiteParser::TablePrimaryKeyContext::TablePrimaryKeyContext(TableConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- TableUniqueContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::TableUniqueContext::UNIQUE() {
  return getToken(KiteParser::UNIQUE, 0);
}

KiteParser::IdentifierListContext* KiteParser::TableUniqueContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}

KiteParser::TableUniqueContext::TableUniqueContext(TableConstraintBodyContext *ctx) { copyFrom(ctx); }


//----------------- TableCheckContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::TableCheckContext::CHECK() {
  return getToken(KiteParser::CHECK, 0);
}

tree::TerminalNode* KiteParser::TableCheckContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::ExprContext* KiteParser::TableCheckContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::TableCheckContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::TableCheckContext::NO() {
  return getToken(KiteParser::NO, 0);
}

tree::TerminalNode* KiteParser::TableCheckContext::INHERIT() {
  return getToken(KiteParser::INHERIT, 0);
}

KiteParser::TableCheckContext::TableCheckContext(TableConstraintBodyContext *ctx) { copyFrom(ctx); }


KiteParser::TableConstraintBodyContext* KiteParser::tableConstraintBody() {
  TableConstraintBodyContext *_localctx = _tracker.createInstance<TableConstraintBodyContext>(_ctx, getState());
  enterRule(_localctx, 20, KiteParser::RuleTableConstraintBody);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(366);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::PRIMARY: {
        _localctx = dynamic_cast<TableConstraintBodyContext *>(_tracker.createInstance<KiteParser::TablePrimaryKeyContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(353);
        match(KiteParser::PRIMARY);
        setState(354);
        match(KiteParser::KEY);
        setState(355);
        identifierList();
        break;
      }

      case KiteParser::UNIQUE: {
        _localctx = dynamic_cast<TableConstraintBodyContext *>(_tracker.createInstance<KiteParser::TableUniqueContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(356);
        match(KiteParser::UNIQUE);
        setState(357);
        identifierList();
        break;
      }

      case KiteParser::CHECK: {
        _localctx = dynamic_cast<TableConstraintBodyContext *>(_tracker.createInstance<KiteParser::TableCheckContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(358);
        match(KiteParser::CHECK);
        setState(359);
        match(KiteParser::LPAREN);
        setState(360);
        expr();
        setState(361);
        match(KiteParser::RPAREN);
        setState(364);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::NO) {
          setState(362);
          match(KiteParser::NO);
          setState(363);
          match(KiteParser::INHERIT);
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DropTableStatementContext ------------------------------------------------------------------

KiteParser::DropTableStatementContext::DropTableStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DropTableStatementContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::DropTableStatementContext::TABLE() {
  return getToken(KiteParser::TABLE, 0);
}

std::vector<KiteParser::QualifiedNameContext *> KiteParser::DropTableStatementContext::qualifiedName() {
  return getRuleContexts<KiteParser::QualifiedNameContext>();
}

KiteParser::QualifiedNameContext* KiteParser::DropTableStatementContext::qualifiedName(size_t i) {
  return getRuleContext<KiteParser::QualifiedNameContext>(i);
}

tree::TerminalNode* KiteParser::DropTableStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::DropTableStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> KiteParser::DropTableStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::DropTableStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::DropBehaviorContext* KiteParser::DropTableStatementContext::dropBehavior() {
  return getRuleContext<KiteParser::DropBehaviorContext>(0);
}


size_t KiteParser::DropTableStatementContext::getRuleIndex() const {
  return KiteParser::RuleDropTableStatement;
}


KiteParser::DropTableStatementContext* KiteParser::dropTableStatement() {
  DropTableStatementContext *_localctx = _tracker.createInstance<DropTableStatementContext>(_ctx, getState());
  enterRule(_localctx, 22, KiteParser::RuleDropTableStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(368);
    match(KiteParser::DROP);
    setState(369);
    match(KiteParser::TABLE);
    setState(372);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 20, _ctx)) {
    case 1: {
      setState(370);
      match(KiteParser::IF);
      setState(371);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(374);
    qualifiedName();
    setState(379);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(375);
      match(KiteParser::COMMA);
      setState(376);
      qualifiedName();
      setState(381);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(383);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT) {
      setState(382);
      dropBehavior();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DropBehaviorContext ------------------------------------------------------------------

KiteParser::DropBehaviorContext::DropBehaviorContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DropBehaviorContext::CASCADE() {
  return getToken(KiteParser::CASCADE, 0);
}

tree::TerminalNode* KiteParser::DropBehaviorContext::RESTRICT() {
  return getToken(KiteParser::RESTRICT, 0);
}


size_t KiteParser::DropBehaviorContext::getRuleIndex() const {
  return KiteParser::RuleDropBehavior;
}


KiteParser::DropBehaviorContext* KiteParser::dropBehavior() {
  DropBehaviorContext *_localctx = _tracker.createInstance<DropBehaviorContext>(_ctx, getState());
  enterRule(_localctx, 24, KiteParser::RuleDropBehavior);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(385);
    _la = _input->LA(1);
    if (!(_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CreateSequenceStatementContext ------------------------------------------------------------------

KiteParser::CreateSequenceStatementContext::CreateSequenceStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CreateSequenceStatementContext::CREATE() {
  return getToken(KiteParser::CREATE, 0);
}

tree::TerminalNode* KiteParser::CreateSequenceStatementContext::SEQUENCE() {
  return getToken(KiteParser::SEQUENCE, 0);
}

KiteParser::QualifiedNameContext* KiteParser::CreateSequenceStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::CreateSequenceStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::CreateSequenceStatementContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::CreateSequenceStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<KiteParser::SequenceOptionContext *> KiteParser::CreateSequenceStatementContext::sequenceOption() {
  return getRuleContexts<KiteParser::SequenceOptionContext>();
}

KiteParser::SequenceOptionContext* KiteParser::CreateSequenceStatementContext::sequenceOption(size_t i) {
  return getRuleContext<KiteParser::SequenceOptionContext>(i);
}


size_t KiteParser::CreateSequenceStatementContext::getRuleIndex() const {
  return KiteParser::RuleCreateSequenceStatement;
}


KiteParser::CreateSequenceStatementContext* KiteParser::createSequenceStatement() {
  CreateSequenceStatementContext *_localctx = _tracker.createInstance<CreateSequenceStatementContext>(_ctx, getState());
  enterRule(_localctx, 26, KiteParser::RuleCreateSequenceStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(387);
    match(KiteParser::CREATE);
    setState(388);
    match(KiteParser::SEQUENCE);
    setState(392);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 23, _ctx)) {
    case 1: {
      setState(389);
      match(KiteParser::IF);
      setState(390);
      match(KiteParser::NOT);
      setState(391);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(394);
    qualifiedName();
    setState(398);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(395);
      sequenceOption();
      setState(400);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AlterSequenceStatementContext ------------------------------------------------------------------

KiteParser::AlterSequenceStatementContext::AlterSequenceStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::SEQUENCE() {
  return getToken(KiteParser::SEQUENCE, 0);
}

KiteParser::QualifiedNameContext* KiteParser::AlterSequenceStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::RENAME() {
  return getToken(KiteParser::RENAME, 0);
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::TO() {
  return getToken(KiteParser::TO, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterSequenceStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::AlterSequenceStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<KiteParser::SequenceOptionContext *> KiteParser::AlterSequenceStatementContext::sequenceOption() {
  return getRuleContexts<KiteParser::SequenceOptionContext>();
}

KiteParser::SequenceOptionContext* KiteParser::AlterSequenceStatementContext::sequenceOption(size_t i) {
  return getRuleContext<KiteParser::SequenceOptionContext>(i);
}


size_t KiteParser::AlterSequenceStatementContext::getRuleIndex() const {
  return KiteParser::RuleAlterSequenceStatement;
}


KiteParser::AlterSequenceStatementContext* KiteParser::alterSequenceStatement() {
  AlterSequenceStatementContext *_localctx = _tracker.createInstance<AlterSequenceStatementContext>(_ctx, getState());
  enterRule(_localctx, 28, KiteParser::RuleAlterSequenceStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(401);
    match(KiteParser::ALTER);
    setState(402);
    match(KiteParser::SEQUENCE);
    setState(405);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 25, _ctx)) {
    case 1: {
      setState(403);
      match(KiteParser::IF);
      setState(404);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(407);
    qualifiedName();
    setState(416);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 27, _ctx)) {
    case 1: {
      setState(409); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(408);
        sequenceOption();
        setState(411); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0));
      break;
    }

    case 2: {
      setState(413);
      match(KiteParser::RENAME);
      setState(414);
      match(KiteParser::TO);
      setState(415);
      identifier();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DropSequenceStatementContext ------------------------------------------------------------------

KiteParser::DropSequenceStatementContext::DropSequenceStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DropSequenceStatementContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::DropSequenceStatementContext::SEQUENCE() {
  return getToken(KiteParser::SEQUENCE, 0);
}

std::vector<KiteParser::QualifiedNameContext *> KiteParser::DropSequenceStatementContext::qualifiedName() {
  return getRuleContexts<KiteParser::QualifiedNameContext>();
}

KiteParser::QualifiedNameContext* KiteParser::DropSequenceStatementContext::qualifiedName(size_t i) {
  return getRuleContext<KiteParser::QualifiedNameContext>(i);
}

tree::TerminalNode* KiteParser::DropSequenceStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::DropSequenceStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> KiteParser::DropSequenceStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::DropSequenceStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::DropBehaviorContext* KiteParser::DropSequenceStatementContext::dropBehavior() {
  return getRuleContext<KiteParser::DropBehaviorContext>(0);
}


size_t KiteParser::DropSequenceStatementContext::getRuleIndex() const {
  return KiteParser::RuleDropSequenceStatement;
}


KiteParser::DropSequenceStatementContext* KiteParser::dropSequenceStatement() {
  DropSequenceStatementContext *_localctx = _tracker.createInstance<DropSequenceStatementContext>(_ctx, getState());
  enterRule(_localctx, 30, KiteParser::RuleDropSequenceStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(418);
    match(KiteParser::DROP);
    setState(419);
    match(KiteParser::SEQUENCE);
    setState(422);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 28, _ctx)) {
    case 1: {
      setState(420);
      match(KiteParser::IF);
      setState(421);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(424);
    qualifiedName();
    setState(429);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(425);
      match(KiteParser::COMMA);
      setState(426);
      qualifiedName();
      setState(431);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(433);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT) {
      setState(432);
      dropBehavior();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SequenceOptionContext ------------------------------------------------------------------

KiteParser::SequenceOptionContext::SequenceOptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::SequenceOptionContext::getRuleIndex() const {
  return KiteParser::RuleSequenceOption;
}

void KiteParser::SequenceOptionContext::copyFrom(SequenceOptionContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- SequenceAsContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SequenceAsContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::TypeNameContext* KiteParser::SequenceAsContext::typeName() {
  return getRuleContext<KiteParser::TypeNameContext>(0);
}

KiteParser::SequenceAsContext::SequenceAsContext(SequenceOptionContext *ctx) { copyFrom(ctx); }


//----------------- SequenceValueContext ------------------------------------------------------------------

KiteParser::IdentifierContext* KiteParser::SequenceValueContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::SignedNumberContext* KiteParser::SequenceValueContext::signedNumber() {
  return getRuleContext<KiteParser::SignedNumberContext>(0);
}

tree::TerminalNode* KiteParser::SequenceValueContext::BY() {
  return getToken(KiteParser::BY, 0);
}

tree::TerminalNode* KiteParser::SequenceValueContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}

KiteParser::SequenceValueContext::SequenceValueContext(SequenceOptionContext *ctx) { copyFrom(ctx); }


//----------------- SequenceNoContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SequenceNoContext::NO() {
  return getToken(KiteParser::NO, 0);
}

KiteParser::IdentifierContext* KiteParser::SequenceNoContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::SequenceNoContext::SequenceNoContext(SequenceOptionContext *ctx) { copyFrom(ctx); }


//----------------- SequenceOwnedByContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SequenceOwnedByContext::OWNED() {
  return getToken(KiteParser::OWNED, 0);
}

tree::TerminalNode* KiteParser::SequenceOwnedByContext::BY() {
  return getToken(KiteParser::BY, 0);
}

std::vector<KiteParser::IdentifierContext *> KiteParser::SequenceOwnedByContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::SequenceOwnedByContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::SequenceOwnedByContext::DOT() {
  return getTokens(KiteParser::DOT);
}

tree::TerminalNode* KiteParser::SequenceOwnedByContext::DOT(size_t i) {
  return getToken(KiteParser::DOT, i);
}

KiteParser::SequenceOwnedByContext::SequenceOwnedByContext(SequenceOptionContext *ctx) { copyFrom(ctx); }


//----------------- SequenceFlagContext ------------------------------------------------------------------

KiteParser::IdentifierContext* KiteParser::SequenceFlagContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::SequenceFlagContext::SequenceFlagContext(SequenceOptionContext *ctx) { copyFrom(ctx); }


KiteParser::SequenceOptionContext* KiteParser::sequenceOption() {
  SequenceOptionContext *_localctx = _tracker.createInstance<SequenceOptionContext>(_ctx, getState());
  enterRule(_localctx, 32, KiteParser::RuleSequenceOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(456);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 33, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<SequenceOptionContext *>(_tracker.createInstance<KiteParser::SequenceAsContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(435);
      match(KiteParser::AS);
      setState(436);
      typeName();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<SequenceOptionContext *>(_tracker.createInstance<KiteParser::SequenceNoContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(437);
      match(KiteParser::NO);
      setState(438);
      identifier();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<SequenceOptionContext *>(_tracker.createInstance<KiteParser::SequenceOwnedByContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(439);
      match(KiteParser::OWNED);
      setState(440);
      match(KiteParser::BY);
      setState(441);
      identifier();
      setState(446);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::DOT) {
        setState(442);
        match(KiteParser::DOT);
        setState(443);
        identifier();
        setState(448);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<SequenceOptionContext *>(_tracker.createInstance<KiteParser::SequenceValueContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(449);
      identifier();
      setState(451);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::BY || _la == KiteParser::WITH) {
        setState(450);
        _la = _input->LA(1);
        if (!(_la == KiteParser::BY || _la == KiteParser::WITH)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
      }
      setState(453);
      signedNumber();
      break;
    }

    case 5: {
      _localctx = dynamic_cast<SequenceOptionContext *>(_tracker.createInstance<KiteParser::SequenceFlagContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(455);
      identifier();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AlterTableStatementContext ------------------------------------------------------------------

KiteParser::AlterTableStatementContext::AlterTableStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::TABLE() {
  return getToken(KiteParser::TABLE, 0);
}

KiteParser::QualifiedNameContext* KiteParser::AlterTableStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

std::vector<KiteParser::AlterTableActionContext *> KiteParser::AlterTableStatementContext::alterTableAction() {
  return getRuleContexts<KiteParser::AlterTableActionContext>();
}

KiteParser::AlterTableActionContext* KiteParser::AlterTableStatementContext::alterTableAction(size_t i) {
  return getRuleContext<KiteParser::AlterTableActionContext>(i);
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::ONLY() {
  return getToken(KiteParser::ONLY, 0);
}

std::vector<tree::TerminalNode *> KiteParser::AlterTableStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::AlterTableStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::AlterTableStatementContext::getRuleIndex() const {
  return KiteParser::RuleAlterTableStatement;
}


KiteParser::AlterTableStatementContext* KiteParser::alterTableStatement() {
  AlterTableStatementContext *_localctx = _tracker.createInstance<AlterTableStatementContext>(_ctx, getState());
  enterRule(_localctx, 34, KiteParser::RuleAlterTableStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(458);
    match(KiteParser::ALTER);
    setState(459);
    match(KiteParser::TABLE);
    setState(462);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 34, _ctx)) {
    case 1: {
      setState(460);
      match(KiteParser::IF);
      setState(461);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(465);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ONLY) {
      setState(464);
      match(KiteParser::ONLY);
    }
    setState(467);
    qualifiedName();
    setState(468);
    alterTableAction();
    setState(473);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(469);
      match(KiteParser::COMMA);
      setState(470);
      alterTableAction();
      setState(475);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AlterTableActionContext ------------------------------------------------------------------

KiteParser::AlterTableActionContext::AlterTableActionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::AlterTableActionContext::getRuleIndex() const {
  return KiteParser::RuleAlterTableAction;
}

void KiteParser::AlterTableActionContext::copyFrom(AlterTableActionContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- AlterSetDefaultContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterSetDefaultContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterSetDefaultContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterSetDefaultContext::SET() {
  return getToken(KiteParser::SET, 0);
}

tree::TerminalNode* KiteParser::AlterSetDefaultContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

KiteParser::OtherExprContext* KiteParser::AlterSetDefaultContext::otherExpr() {
  return getRuleContext<KiteParser::OtherExprContext>(0);
}

tree::TerminalNode* KiteParser::AlterSetDefaultContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

KiteParser::AlterSetDefaultContext::AlterSetDefaultContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterAddColumnContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterAddColumnContext::ADD() {
  return getToken(KiteParser::ADD, 0);
}

KiteParser::ColumnDefContext* KiteParser::AlterAddColumnContext::columnDef() {
  return getRuleContext<KiteParser::ColumnDefContext>(0);
}

tree::TerminalNode* KiteParser::AlterAddColumnContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

tree::TerminalNode* KiteParser::AlterAddColumnContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::AlterAddColumnContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::AlterAddColumnContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

KiteParser::AlterAddColumnContext::AlterAddColumnContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterDropColumnContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterDropColumnContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterDropColumnContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterDropColumnContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

tree::TerminalNode* KiteParser::AlterDropColumnContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::AlterDropColumnContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

KiteParser::DropBehaviorContext* KiteParser::AlterDropColumnContext::dropBehavior() {
  return getRuleContext<KiteParser::DropBehaviorContext>(0);
}

KiteParser::AlterDropColumnContext::AlterDropColumnContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterDropConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterDropConstraintContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::AlterDropConstraintContext::CONSTRAINT() {
  return getToken(KiteParser::CONSTRAINT, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterDropConstraintContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterDropConstraintContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::AlterDropConstraintContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

KiteParser::DropBehaviorContext* KiteParser::AlterDropConstraintContext::dropBehavior() {
  return getRuleContext<KiteParser::DropBehaviorContext>(0);
}

KiteParser::AlterDropConstraintContext::AlterDropConstraintContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterRenameColumnContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterRenameColumnContext::RENAME() {
  return getToken(KiteParser::RENAME, 0);
}

std::vector<KiteParser::IdentifierContext *> KiteParser::AlterRenameColumnContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::AlterRenameColumnContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::AlterRenameColumnContext::TO() {
  return getToken(KiteParser::TO, 0);
}

tree::TerminalNode* KiteParser::AlterRenameColumnContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

KiteParser::AlterRenameColumnContext::AlterRenameColumnContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterSetCompressionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterSetCompressionContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterSetCompressionContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterSetCompressionContext::SET() {
  return getToken(KiteParser::SET, 0);
}

KiteParser::ColumnCompressionContext* KiteParser::AlterSetCompressionContext::columnCompression() {
  return getRuleContext<KiteParser::ColumnCompressionContext>(0);
}

tree::TerminalNode* KiteParser::AlterSetCompressionContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

KiteParser::AlterSetCompressionContext::AlterSetCompressionContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterNotNullContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterNotNullContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterNotNullContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterNotNullContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::AlterNotNullContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

tree::TerminalNode* KiteParser::AlterNotNullContext::SET() {
  return getToken(KiteParser::SET, 0);
}

tree::TerminalNode* KiteParser::AlterNotNullContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::AlterNotNullContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

KiteParser::AlterNotNullContext::AlterNotNullContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterAddConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterAddConstraintContext::ADD() {
  return getToken(KiteParser::ADD, 0);
}

KiteParser::TableConstraintContext* KiteParser::AlterAddConstraintContext::tableConstraint() {
  return getRuleContext<KiteParser::TableConstraintContext>(0);
}

KiteParser::AlterAddConstraintContext::AlterAddConstraintContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterDropDefaultContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterDropDefaultContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterDropDefaultContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterDropDefaultContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::AlterDropDefaultContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

tree::TerminalNode* KiteParser::AlterDropDefaultContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

KiteParser::AlterDropDefaultContext::AlterDropDefaultContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


//----------------- AlterRenameTableContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::AlterRenameTableContext::RENAME() {
  return getToken(KiteParser::RENAME, 0);
}

tree::TerminalNode* KiteParser::AlterRenameTableContext::TO() {
  return getToken(KiteParser::TO, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterRenameTableContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::AlterRenameTableContext::AlterRenameTableContext(AlterTableActionContext *ctx) { copyFrom(ctx); }


KiteParser::AlterTableActionContext* KiteParser::alterTableAction() {
  AlterTableActionContext *_localctx = _tracker.createInstance<AlterTableActionContext>(_ctx, getState());
  enterRule(_localctx, 36, KiteParser::RuleAlterTableAction);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(555);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 49, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterRenameTableContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(476);
      match(KiteParser::RENAME);
      setState(477);
      match(KiteParser::TO);
      setState(478);
      identifier();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterRenameColumnContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(479);
      match(KiteParser::RENAME);
      setState(481);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 37, _ctx)) {
      case 1: {
        setState(480);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(483);
      identifier();
      setState(484);
      match(KiteParser::TO);
      setState(485);
      identifier();
      break;
    }

    case 3: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterAddColumnContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(487);
      match(KiteParser::ADD);
      setState(489);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 38, _ctx)) {
      case 1: {
        setState(488);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(494);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 39, _ctx)) {
      case 1: {
        setState(491);
        match(KiteParser::IF);
        setState(492);
        match(KiteParser::NOT);
        setState(493);
        match(KiteParser::EXISTS);
        break;
      }

      default:
        break;
      }
      setState(496);
      columnDef();
      break;
    }

    case 4: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterDropColumnContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(497);
      match(KiteParser::DROP);
      setState(499);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 40, _ctx)) {
      case 1: {
        setState(498);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(503);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 41, _ctx)) {
      case 1: {
        setState(501);
        match(KiteParser::IF);
        setState(502);
        match(KiteParser::EXISTS);
        break;
      }

      default:
        break;
      }
      setState(505);
      identifier();
      setState(507);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT) {
        setState(506);
        dropBehavior();
      }
      break;
    }

    case 5: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterSetCompressionContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(509);
      match(KiteParser::ALTER);
      setState(511);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 43, _ctx)) {
      case 1: {
        setState(510);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(513);
      identifier();
      setState(514);
      match(KiteParser::SET);
      setState(515);
      columnCompression();
      break;
    }

    case 6: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterSetDefaultContext>(_localctx));
      enterOuterAlt(_localctx, 6);
      setState(517);
      match(KiteParser::ALTER);
      setState(519);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 44, _ctx)) {
      case 1: {
        setState(518);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(521);
      identifier();
      setState(522);
      match(KiteParser::SET);
      setState(523);
      match(KiteParser::DEFAULT);
      setState(524);
      otherExpr();
      break;
    }

    case 7: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterDropDefaultContext>(_localctx));
      enterOuterAlt(_localctx, 7);
      setState(526);
      match(KiteParser::ALTER);
      setState(528);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 45, _ctx)) {
      case 1: {
        setState(527);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(530);
      identifier();
      setState(531);
      match(KiteParser::DROP);
      setState(532);
      match(KiteParser::DEFAULT);
      break;
    }

    case 8: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterNotNullContext>(_localctx));
      enterOuterAlt(_localctx, 8);
      setState(534);
      match(KiteParser::ALTER);
      setState(536);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 46, _ctx)) {
      case 1: {
        setState(535);
        match(KiteParser::COLUMN);
        break;
      }

      default:
        break;
      }
      setState(538);
      identifier();
      setState(539);
      _la = _input->LA(1);
      if (!(_la == KiteParser::DROP || _la == KiteParser::SET)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(540);
      match(KiteParser::NOT);
      setState(541);
      match(KiteParser::NULL_);
      break;
    }

    case 9: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterAddConstraintContext>(_localctx));
      enterOuterAlt(_localctx, 9);
      setState(543);
      match(KiteParser::ADD);
      setState(544);
      tableConstraint();
      break;
    }

    case 10: {
      _localctx = dynamic_cast<AlterTableActionContext *>(_tracker.createInstance<KiteParser::AlterDropConstraintContext>(_localctx));
      enterOuterAlt(_localctx, 10);
      setState(545);
      match(KiteParser::DROP);
      setState(546);
      match(KiteParser::CONSTRAINT);
      setState(549);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 47, _ctx)) {
      case 1: {
        setState(547);
        match(KiteParser::IF);
        setState(548);
        match(KiteParser::EXISTS);
        break;
      }

      default:
        break;
      }
      setState(551);
      identifier();
      setState(553);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT) {
        setState(552);
        dropBehavior();
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TruncateStatementContext ------------------------------------------------------------------

KiteParser::TruncateStatementContext::TruncateStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::TruncateStatementContext::TRUNCATE() {
  return getToken(KiteParser::TRUNCATE, 0);
}

std::vector<KiteParser::QualifiedNameContext *> KiteParser::TruncateStatementContext::qualifiedName() {
  return getRuleContexts<KiteParser::QualifiedNameContext>();
}

KiteParser::QualifiedNameContext* KiteParser::TruncateStatementContext::qualifiedName(size_t i) {
  return getRuleContext<KiteParser::QualifiedNameContext>(i);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::TABLE() {
  return getToken(KiteParser::TABLE, 0);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::ONLY() {
  return getToken(KiteParser::ONLY, 0);
}

std::vector<tree::TerminalNode *> KiteParser::TruncateStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::IDENTITY() {
  return getToken(KiteParser::IDENTITY, 0);
}

KiteParser::DropBehaviorContext* KiteParser::TruncateStatementContext::dropBehavior() {
  return getRuleContext<KiteParser::DropBehaviorContext>(0);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::RESTART() {
  return getToken(KiteParser::RESTART, 0);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::CONTINUE() {
  return getToken(KiteParser::CONTINUE, 0);
}


size_t KiteParser::TruncateStatementContext::getRuleIndex() const {
  return KiteParser::RuleTruncateStatement;
}


KiteParser::TruncateStatementContext* KiteParser::truncateStatement() {
  TruncateStatementContext *_localctx = _tracker.createInstance<TruncateStatementContext>(_ctx, getState());
  enterRule(_localctx, 38, KiteParser::RuleTruncateStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(557);
    match(KiteParser::TRUNCATE);
    setState(559);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::TABLE) {
      setState(558);
      match(KiteParser::TABLE);
    }
    setState(562);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ONLY) {
      setState(561);
      match(KiteParser::ONLY);
    }
    setState(564);
    qualifiedName();
    setState(569);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(565);
      match(KiteParser::COMMA);
      setState(566);
      qualifiedName();
      setState(571);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(574);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CONTINUE || _la == KiteParser::RESTART) {
      setState(572);
      _la = _input->LA(1);
      if (!(_la == KiteParser::CONTINUE || _la == KiteParser::RESTART)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(573);
      match(KiteParser::IDENTITY);
    }
    setState(577);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CASCADE || _la == KiteParser::RESTRICT) {
      setState(576);
      dropBehavior();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CreateIndexStatementContext ------------------------------------------------------------------

KiteParser::CreateIndexStatementContext::CreateIndexStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::CREATE() {
  return getToken(KiteParser::CREATE, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::INDEX() {
  return getToken(KiteParser::INDEX, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::ON() {
  return getToken(KiteParser::ON, 0);
}

KiteParser::QualifiedNameContext* KiteParser::CreateIndexStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::IndexColumnContext *> KiteParser::CreateIndexStatementContext::indexColumn() {
  return getRuleContexts<KiteParser::IndexColumnContext>();
}

KiteParser::IndexColumnContext* KiteParser::CreateIndexStatementContext::indexColumn(size_t i) {
  return getRuleContext<KiteParser::IndexColumnContext>(i);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::UNIQUE() {
  return getToken(KiteParser::UNIQUE, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<KiteParser::IdentifierContext *> KiteParser::CreateIndexStatementContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::CreateIndexStatementContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::USING() {
  return getToken(KiteParser::USING, 0);
}

std::vector<tree::TerminalNode *> KiteParser::CreateIndexStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::CreateIndexStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::CreateIndexStatementContext::getRuleIndex() const {
  return KiteParser::RuleCreateIndexStatement;
}


KiteParser::CreateIndexStatementContext* KiteParser::createIndexStatement() {
  CreateIndexStatementContext *_localctx = _tracker.createInstance<CreateIndexStatementContext>(_ctx, getState());
  enterRule(_localctx, 40, KiteParser::RuleCreateIndexStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(579);
    match(KiteParser::CREATE);
    setState(581);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::UNIQUE) {
      setState(580);
      match(KiteParser::UNIQUE);
    }
    setState(583);
    match(KiteParser::INDEX);
    setState(587);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 56, _ctx)) {
    case 1: {
      setState(584);
      match(KiteParser::IF);
      setState(585);
      match(KiteParser::NOT);
      setState(586);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(590);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(589);
      identifier();
    }
    setState(592);
    match(KiteParser::ON);
    setState(593);
    qualifiedName();
    setState(596);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::USING) {
      setState(594);
      match(KiteParser::USING);
      setState(595);
      identifier();
    }
    setState(598);
    match(KiteParser::LPAREN);
    setState(599);
    indexColumn();
    setState(604);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(600);
      match(KiteParser::COMMA);
      setState(601);
      indexColumn();
      setState(606);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(607);
    match(KiteParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IndexColumnContext ------------------------------------------------------------------

KiteParser::IndexColumnContext::IndexColumnContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::IdentifierContext* KiteParser::IndexColumnContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::IndexColumnContext::ASC() {
  return getToken(KiteParser::ASC, 0);
}

tree::TerminalNode* KiteParser::IndexColumnContext::DESC() {
  return getToken(KiteParser::DESC, 0);
}


size_t KiteParser::IndexColumnContext::getRuleIndex() const {
  return KiteParser::RuleIndexColumn;
}


KiteParser::IndexColumnContext* KiteParser::indexColumn() {
  IndexColumnContext *_localctx = _tracker.createInstance<IndexColumnContext>(_ctx, getState());
  enterRule(_localctx, 42, KiteParser::RuleIndexColumn);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(609);
    identifier();
    setState(611);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ASC

    || _la == KiteParser::DESC) {
      setState(610);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ASC

      || _la == KiteParser::DESC)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DropIndexStatementContext ------------------------------------------------------------------

KiteParser::DropIndexStatementContext::DropIndexStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DropIndexStatementContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::DropIndexStatementContext::INDEX() {
  return getToken(KiteParser::INDEX, 0);
}

std::vector<KiteParser::QualifiedNameContext *> KiteParser::DropIndexStatementContext::qualifiedName() {
  return getRuleContexts<KiteParser::QualifiedNameContext>();
}

KiteParser::QualifiedNameContext* KiteParser::DropIndexStatementContext::qualifiedName(size_t i) {
  return getRuleContext<KiteParser::QualifiedNameContext>(i);
}

tree::TerminalNode* KiteParser::DropIndexStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::DropIndexStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> KiteParser::DropIndexStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::DropIndexStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::DropIndexStatementContext::getRuleIndex() const {
  return KiteParser::RuleDropIndexStatement;
}


KiteParser::DropIndexStatementContext* KiteParser::dropIndexStatement() {
  DropIndexStatementContext *_localctx = _tracker.createInstance<DropIndexStatementContext>(_ctx, getState());
  enterRule(_localctx, 44, KiteParser::RuleDropIndexStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(613);
    match(KiteParser::DROP);
    setState(614);
    match(KiteParser::INDEX);
    setState(617);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 61, _ctx)) {
    case 1: {
      setState(615);
      match(KiteParser::IF);
      setState(616);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(619);
    qualifiedName();
    setState(624);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(620);
      match(KiteParser::COMMA);
      setState(621);
      qualifiedName();
      setState(626);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CreateRoleStatementContext ------------------------------------------------------------------

KiteParser::CreateRoleStatementContext::CreateRoleStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CreateRoleStatementContext::CREATE() {
  return getToken(KiteParser::CREATE, 0);
}

KiteParser::IdentifierContext* KiteParser::CreateRoleStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::CreateRoleStatementContext::USER() {
  return getToken(KiteParser::USER, 0);
}

tree::TerminalNode* KiteParser::CreateRoleStatementContext::ROLE() {
  return getToken(KiteParser::ROLE, 0);
}

tree::TerminalNode* KiteParser::CreateRoleStatementContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}

std::vector<KiteParser::RoleOptionContext *> KiteParser::CreateRoleStatementContext::roleOption() {
  return getRuleContexts<KiteParser::RoleOptionContext>();
}

KiteParser::RoleOptionContext* KiteParser::CreateRoleStatementContext::roleOption(size_t i) {
  return getRuleContext<KiteParser::RoleOptionContext>(i);
}


size_t KiteParser::CreateRoleStatementContext::getRuleIndex() const {
  return KiteParser::RuleCreateRoleStatement;
}


KiteParser::CreateRoleStatementContext* KiteParser::createRoleStatement() {
  CreateRoleStatementContext *_localctx = _tracker.createInstance<CreateRoleStatementContext>(_ctx, getState());
  enterRule(_localctx, 46, KiteParser::RuleCreateRoleStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(627);
    match(KiteParser::CREATE);
    setState(628);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(629);
    identifier();
    setState(631);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WITH) {
      setState(630);
      match(KiteParser::WITH);
    }
    setState(636);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(633);
      roleOption();
      setState(638);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AlterRoleStatementContext ------------------------------------------------------------------

KiteParser::AlterRoleStatementContext::AlterRoleStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::AlterRoleStatementContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

KiteParser::IdentifierContext* KiteParser::AlterRoleStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AlterRoleStatementContext::USER() {
  return getToken(KiteParser::USER, 0);
}

tree::TerminalNode* KiteParser::AlterRoleStatementContext::ROLE() {
  return getToken(KiteParser::ROLE, 0);
}

tree::TerminalNode* KiteParser::AlterRoleStatementContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}

std::vector<KiteParser::RoleOptionContext *> KiteParser::AlterRoleStatementContext::roleOption() {
  return getRuleContexts<KiteParser::RoleOptionContext>();
}

KiteParser::RoleOptionContext* KiteParser::AlterRoleStatementContext::roleOption(size_t i) {
  return getRuleContext<KiteParser::RoleOptionContext>(i);
}


size_t KiteParser::AlterRoleStatementContext::getRuleIndex() const {
  return KiteParser::RuleAlterRoleStatement;
}


KiteParser::AlterRoleStatementContext* KiteParser::alterRoleStatement() {
  AlterRoleStatementContext *_localctx = _tracker.createInstance<AlterRoleStatementContext>(_ctx, getState());
  enterRule(_localctx, 48, KiteParser::RuleAlterRoleStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(639);
    match(KiteParser::ALTER);
    setState(640);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(641);
    identifier();
    setState(643);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WITH) {
      setState(642);
      match(KiteParser::WITH);
    }
    setState(648);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(645);
      roleOption();
      setState(650);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DropRoleStatementContext ------------------------------------------------------------------

KiteParser::DropRoleStatementContext::DropRoleStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

std::vector<KiteParser::IdentifierContext *> KiteParser::DropRoleStatementContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::DropRoleStatementContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::USER() {
  return getToken(KiteParser::USER, 0);
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::ROLE() {
  return getToken(KiteParser::ROLE, 0);
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

std::vector<tree::TerminalNode *> KiteParser::DropRoleStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::DropRoleStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::DropRoleStatementContext::getRuleIndex() const {
  return KiteParser::RuleDropRoleStatement;
}


KiteParser::DropRoleStatementContext* KiteParser::dropRoleStatement() {
  DropRoleStatementContext *_localctx = _tracker.createInstance<DropRoleStatementContext>(_ctx, getState());
  enterRule(_localctx, 50, KiteParser::RuleDropRoleStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(651);
    match(KiteParser::DROP);
    setState(652);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(655);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 67, _ctx)) {
    case 1: {
      setState(653);
      match(KiteParser::IF);
      setState(654);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(657);
    identifier();
    setState(662);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(658);
      match(KiteParser::COMMA);
      setState(659);
      identifier();
      setState(664);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- RoleOptionContext ------------------------------------------------------------------

KiteParser::RoleOptionContext::RoleOptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::RoleOptionContext::PASSWORD() {
  return getToken(KiteParser::PASSWORD, 0);
}

tree::TerminalNode* KiteParser::RoleOptionContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::RoleOptionContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

tree::TerminalNode* KiteParser::RoleOptionContext::ENCRYPTED() {
  return getToken(KiteParser::ENCRYPTED, 0);
}

KiteParser::IdentifierContext* KiteParser::RoleOptionContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}


size_t KiteParser::RoleOptionContext::getRuleIndex() const {
  return KiteParser::RuleRoleOption;
}


KiteParser::RoleOptionContext* KiteParser::roleOption() {
  RoleOptionContext *_localctx = _tracker.createInstance<RoleOptionContext>(_ctx, getState());
  enterRule(_localctx, 52, KiteParser::RuleRoleOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(671);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 70, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(666);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ENCRYPTED) {
        setState(665);
        match(KiteParser::ENCRYPTED);
      }
      setState(668);
      match(KiteParser::PASSWORD);
      setState(669);
      _la = _input->LA(1);
      if (!(_la == KiteParser::NULL_ || _la == KiteParser::STRING)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(670);
      identifier();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AnalyzeStatementContext ------------------------------------------------------------------

KiteParser::AnalyzeStatementContext::AnalyzeStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::AnalyzeStatementContext::ANALYZE() {
  return getToken(KiteParser::ANALYZE, 0);
}

tree::TerminalNode* KiteParser::AnalyzeStatementContext::VERBOSE() {
  return getToken(KiteParser::VERBOSE, 0);
}

std::vector<KiteParser::QualifiedNameContext *> KiteParser::AnalyzeStatementContext::qualifiedName() {
  return getRuleContexts<KiteParser::QualifiedNameContext>();
}

KiteParser::QualifiedNameContext* KiteParser::AnalyzeStatementContext::qualifiedName(size_t i) {
  return getRuleContext<KiteParser::QualifiedNameContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::AnalyzeStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::AnalyzeStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::AnalyzeStatementContext::getRuleIndex() const {
  return KiteParser::RuleAnalyzeStatement;
}


KiteParser::AnalyzeStatementContext* KiteParser::analyzeStatement() {
  AnalyzeStatementContext *_localctx = _tracker.createInstance<AnalyzeStatementContext>(_ctx, getState());
  enterRule(_localctx, 54, KiteParser::RuleAnalyzeStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(673);
    match(KiteParser::ANALYZE);
    setState(675);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 71, _ctx)) {
    case 1: {
      setState(674);
      match(KiteParser::VERBOSE);
      break;
    }

    default:
      break;
    }
    setState(685);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(677);
      qualifiedName();
      setState(682);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(678);
        match(KiteParser::COMMA);
        setState(679);
        qualifiedName();
        setState(684);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- InsertStatementContext ------------------------------------------------------------------

KiteParser::InsertStatementContext::InsertStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::InsertStatementContext::INSERT() {
  return getToken(KiteParser::INSERT, 0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::INTO() {
  return getToken(KiteParser::INTO, 0);
}

KiteParser::QualifiedNameContext* KiteParser::InsertStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::VALUES() {
  return getToken(KiteParser::VALUES, 0);
}

KiteParser::QueryContext* KiteParser::InsertStatementContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::IdentifierContext* KiteParser::InsertStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::IdentifierListContext* KiteParser::InsertStatementContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::OVERRIDING() {
  return getToken(KiteParser::OVERRIDING, 0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::VALUE() {
  return getToken(KiteParser::VALUE, 0);
}

KiteParser::OnConflictContext* KiteParser::InsertStatementContext::onConflict() {
  return getRuleContext<KiteParser::OnConflictContext>(0);
}

KiteParser::ReturningClauseContext* KiteParser::InsertStatementContext::returningClause() {
  return getRuleContext<KiteParser::ReturningClauseContext>(0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::SYSTEM() {
  return getToken(KiteParser::SYSTEM, 0);
}

tree::TerminalNode* KiteParser::InsertStatementContext::USER() {
  return getToken(KiteParser::USER, 0);
}


size_t KiteParser::InsertStatementContext::getRuleIndex() const {
  return KiteParser::RuleInsertStatement;
}


KiteParser::InsertStatementContext* KiteParser::insertStatement() {
  InsertStatementContext *_localctx = _tracker.createInstance<InsertStatementContext>(_ctx, getState());
  enterRule(_localctx, 56, KiteParser::RuleInsertStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(687);
    match(KiteParser::INSERT);
    setState(688);
    match(KiteParser::INTO);
    setState(689);
    qualifiedName();
    setState(692);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::AS) {
      setState(690);
      match(KiteParser::AS);
      setState(691);
      identifier();
    }
    setState(695);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 75, _ctx)) {
    case 1: {
      setState(694);
      identifierList();
      break;
    }

    default:
      break;
    }
    setState(700);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::OVERRIDING) {
      setState(697);
      match(KiteParser::OVERRIDING);
      setState(698);
      _la = _input->LA(1);
      if (!(_la == KiteParser::SYSTEM

      || _la == KiteParser::USER)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(699);
      match(KiteParser::VALUE);
    }
    setState(705);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        setState(702);
        match(KiteParser::DEFAULT);
        setState(703);
        match(KiteParser::VALUES);
        break;
      }

      case KiteParser::SELECT:
      case KiteParser::VALUES:
      case KiteParser::LPAREN: {
        setState(704);
        query();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(708);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ON) {
      setState(707);
      onConflict();
    }
    setState(711);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(710);
      returningClause();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OnConflictContext ------------------------------------------------------------------

KiteParser::OnConflictContext::OnConflictContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::OnConflictContext::ON() {
  return getToken(KiteParser::ON, 0);
}

tree::TerminalNode* KiteParser::OnConflictContext::CONFLICT() {
  return getToken(KiteParser::CONFLICT, 0);
}

tree::TerminalNode* KiteParser::OnConflictContext::DO() {
  return getToken(KiteParser::DO, 0);
}

tree::TerminalNode* KiteParser::OnConflictContext::NOTHING() {
  return getToken(KiteParser::NOTHING, 0);
}

tree::TerminalNode* KiteParser::OnConflictContext::UPDATE() {
  return getToken(KiteParser::UPDATE, 0);
}

tree::TerminalNode* KiteParser::OnConflictContext::SET() {
  return getToken(KiteParser::SET, 0);
}

std::vector<KiteParser::SetClauseContext *> KiteParser::OnConflictContext::setClause() {
  return getRuleContexts<KiteParser::SetClauseContext>();
}

KiteParser::SetClauseContext* KiteParser::OnConflictContext::setClause(size_t i) {
  return getRuleContext<KiteParser::SetClauseContext>(i);
}

KiteParser::IdentifierListContext* KiteParser::OnConflictContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}

std::vector<tree::TerminalNode *> KiteParser::OnConflictContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::OnConflictContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::WhereClauseContext* KiteParser::OnConflictContext::whereClause() {
  return getRuleContext<KiteParser::WhereClauseContext>(0);
}


size_t KiteParser::OnConflictContext::getRuleIndex() const {
  return KiteParser::RuleOnConflict;
}


KiteParser::OnConflictContext* KiteParser::onConflict() {
  OnConflictContext *_localctx = _tracker.createInstance<OnConflictContext>(_ctx, getState());
  enterRule(_localctx, 58, KiteParser::RuleOnConflict);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(713);
    match(KiteParser::ON);
    setState(714);
    match(KiteParser::CONFLICT);
    setState(716);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::LPAREN) {
      setState(715);
      identifierList();
    }
    setState(718);
    match(KiteParser::DO);
    setState(733);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::NOTHING: {
        setState(719);
        match(KiteParser::NOTHING);
        break;
      }

      case KiteParser::UPDATE: {
        setState(720);
        match(KiteParser::UPDATE);
        setState(721);
        match(KiteParser::SET);
        setState(722);
        setClause();
        setState(727);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(723);
          match(KiteParser::COMMA);
          setState(724);
          setClause();
          setState(729);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(731);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::WHERE) {
          setState(730);
          whereClause();
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SetClauseContext ------------------------------------------------------------------

KiteParser::SetClauseContext::SetClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::IdentifierContext* KiteParser::SetClauseContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::SetClauseContext::EQ() {
  return getToken(KiteParser::EQ, 0);
}

tree::TerminalNode* KiteParser::SetClauseContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

KiteParser::ExprContext* KiteParser::SetClauseContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}


size_t KiteParser::SetClauseContext::getRuleIndex() const {
  return KiteParser::RuleSetClause;
}


KiteParser::SetClauseContext* KiteParser::setClause() {
  SetClauseContext *_localctx = _tracker.createInstance<SetClauseContext>(_ctx, getState());
  enterRule(_localctx, 60, KiteParser::RuleSetClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(735);
    identifier();
    setState(736);
    match(KiteParser::EQ);
    setState(739);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        setState(737);
        match(KiteParser::DEFAULT);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::LPAREN:
      case KiteParser::PARAMETER:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL:
      case KiteParser::STRING:
      case KiteParser::ESCAPE_STRING:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(738);
        expr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ReturningClauseContext ------------------------------------------------------------------

KiteParser::ReturningClauseContext::ReturningClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ReturningClauseContext::RETURNING() {
  return getToken(KiteParser::RETURNING, 0);
}

std::vector<KiteParser::SelectItemContext *> KiteParser::ReturningClauseContext::selectItem() {
  return getRuleContexts<KiteParser::SelectItemContext>();
}

KiteParser::SelectItemContext* KiteParser::ReturningClauseContext::selectItem(size_t i) {
  return getRuleContext<KiteParser::SelectItemContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::ReturningClauseContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ReturningClauseContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::ReturningClauseContext::getRuleIndex() const {
  return KiteParser::RuleReturningClause;
}


KiteParser::ReturningClauseContext* KiteParser::returningClause() {
  ReturningClauseContext *_localctx = _tracker.createInstance<ReturningClauseContext>(_ctx, getState());
  enterRule(_localctx, 62, KiteParser::RuleReturningClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(741);
    match(KiteParser::RETURNING);
    setState(742);
    selectItem();
    setState(747);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(743);
      match(KiteParser::COMMA);
      setState(744);
      selectItem();
      setState(749);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UpdateStatementContext ------------------------------------------------------------------

KiteParser::UpdateStatementContext::UpdateStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::UpdateStatementContext::UPDATE() {
  return getToken(KiteParser::UPDATE, 0);
}

KiteParser::QualifiedNameContext* KiteParser::UpdateStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

tree::TerminalNode* KiteParser::UpdateStatementContext::SET() {
  return getToken(KiteParser::SET, 0);
}

std::vector<KiteParser::SetClauseContext *> KiteParser::UpdateStatementContext::setClause() {
  return getRuleContexts<KiteParser::SetClauseContext>();
}

KiteParser::SetClauseContext* KiteParser::UpdateStatementContext::setClause(size_t i) {
  return getRuleContext<KiteParser::SetClauseContext>(i);
}

KiteParser::IdentifierContext* KiteParser::UpdateStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

std::vector<tree::TerminalNode *> KiteParser::UpdateStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::UpdateStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::FromClauseContext* KiteParser::UpdateStatementContext::fromClause() {
  return getRuleContext<KiteParser::FromClauseContext>(0);
}

KiteParser::WhereClauseContext* KiteParser::UpdateStatementContext::whereClause() {
  return getRuleContext<KiteParser::WhereClauseContext>(0);
}

KiteParser::ReturningClauseContext* KiteParser::UpdateStatementContext::returningClause() {
  return getRuleContext<KiteParser::ReturningClauseContext>(0);
}

tree::TerminalNode* KiteParser::UpdateStatementContext::AS() {
  return getToken(KiteParser::AS, 0);
}


size_t KiteParser::UpdateStatementContext::getRuleIndex() const {
  return KiteParser::RuleUpdateStatement;
}


KiteParser::UpdateStatementContext* KiteParser::updateStatement() {
  UpdateStatementContext *_localctx = _tracker.createInstance<UpdateStatementContext>(_ctx, getState());
  enterRule(_localctx, 64, KiteParser::RuleUpdateStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(750);
    match(KiteParser::UPDATE);
    setState(751);
    qualifiedName();
    setState(756);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 87, _ctx)) {
    case 1: {
      setState(753);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::AS) {
        setState(752);
        match(KiteParser::AS);
      }
      setState(755);
      identifier();
      break;
    }

    default:
      break;
    }
    setState(758);
    match(KiteParser::SET);
    setState(759);
    setClause();
    setState(764);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(760);
      match(KiteParser::COMMA);
      setState(761);
      setClause();
      setState(766);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(768);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::FROM) {
      setState(767);
      fromClause();
    }
    setState(771);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(770);
      whereClause();
    }
    setState(774);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(773);
      returningClause();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- DeleteStatementContext ------------------------------------------------------------------

KiteParser::DeleteStatementContext::DeleteStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::DeleteStatementContext::DELETE() {
  return getToken(KiteParser::DELETE, 0);
}

tree::TerminalNode* KiteParser::DeleteStatementContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

KiteParser::QualifiedNameContext* KiteParser::DeleteStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

KiteParser::IdentifierContext* KiteParser::DeleteStatementContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::WhereClauseContext* KiteParser::DeleteStatementContext::whereClause() {
  return getRuleContext<KiteParser::WhereClauseContext>(0);
}

KiteParser::ReturningClauseContext* KiteParser::DeleteStatementContext::returningClause() {
  return getRuleContext<KiteParser::ReturningClauseContext>(0);
}

tree::TerminalNode* KiteParser::DeleteStatementContext::AS() {
  return getToken(KiteParser::AS, 0);
}


size_t KiteParser::DeleteStatementContext::getRuleIndex() const {
  return KiteParser::RuleDeleteStatement;
}


KiteParser::DeleteStatementContext* KiteParser::deleteStatement() {
  DeleteStatementContext *_localctx = _tracker.createInstance<DeleteStatementContext>(_ctx, getState());
  enterRule(_localctx, 66, KiteParser::RuleDeleteStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(776);
    match(KiteParser::DELETE);
    setState(777);
    match(KiteParser::FROM);
    setState(778);
    qualifiedName();
    setState(783);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
      | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
      setState(780);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::AS) {
        setState(779);
        match(KiteParser::AS);
      }
      setState(782);
      identifier();
    }
    setState(786);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(785);
      whereClause();
    }
    setState(789);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(788);
      returningClause();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CopyStatementContext ------------------------------------------------------------------

KiteParser::CopyStatementContext::CopyStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CopyStatementContext::COPY() {
  return getToken(KiteParser::COPY, 0);
}

KiteParser::QualifiedNameContext* KiteParser::CopyStatementContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

KiteParser::CopyTargetContext* KiteParser::CopyStatementContext::copyTarget() {
  return getRuleContext<KiteParser::CopyTargetContext>(0);
}

tree::TerminalNode* KiteParser::CopyStatementContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::CopyStatementContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::CopyStatementContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::CopyStatementContext::TO() {
  return getToken(KiteParser::TO, 0);
}

tree::TerminalNode* KiteParser::CopyStatementContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

KiteParser::CopyOptionsContext* KiteParser::CopyStatementContext::copyOptions() {
  return getRuleContext<KiteParser::CopyOptionsContext>(0);
}

KiteParser::IdentifierListContext* KiteParser::CopyStatementContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}

tree::TerminalNode* KiteParser::CopyStatementContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}


size_t KiteParser::CopyStatementContext::getRuleIndex() const {
  return KiteParser::RuleCopyStatement;
}


KiteParser::CopyStatementContext* KiteParser::copyStatement() {
  CopyStatementContext *_localctx = _tracker.createInstance<CopyStatementContext>(_ctx, getState());
  enterRule(_localctx, 68, KiteParser::RuleCopyStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(791);
    match(KiteParser::COPY);
    setState(805);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(792);
        qualifiedName();
        setState(794);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::LPAREN) {
          setState(793);
          identifierList();
        }
        setState(796);
        _la = _input->LA(1);
        if (!(_la == KiteParser::FROM || _la == KiteParser::TO)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(797);
        copyTarget();
        break;
      }

      case KiteParser::LPAREN: {
        setState(799);
        match(KiteParser::LPAREN);
        setState(800);
        query();
        setState(801);
        match(KiteParser::RPAREN);
        setState(802);
        match(KiteParser::TO);
        setState(803);
        copyTarget();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(811);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::HEADER))) != 0) || _la == KiteParser::NULL_

    || _la == KiteParser::QUOTE || _la == KiteParser::WITH

    || _la == KiteParser::LPAREN) {
      setState(808);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::WITH) {
        setState(807);
        match(KiteParser::WITH);
      }
      setState(810);
      copyOptions();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CopyTargetContext ------------------------------------------------------------------

KiteParser::CopyTargetContext::CopyTargetContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CopyTargetContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::CopyTargetContext::STDIN() {
  return getToken(KiteParser::STDIN, 0);
}

tree::TerminalNode* KiteParser::CopyTargetContext::STDOUT() {
  return getToken(KiteParser::STDOUT, 0);
}


size_t KiteParser::CopyTargetContext::getRuleIndex() const {
  return KiteParser::RuleCopyTarget;
}


KiteParser::CopyTargetContext* KiteParser::copyTarget() {
  CopyTargetContext *_localctx = _tracker.createInstance<CopyTargetContext>(_ctx, getState());
  enterRule(_localctx, 70, KiteParser::RuleCopyTarget);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(813);
    _la = _input->LA(1);
    if (!(((((_la - 125) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 125)) & ((1ULL << (KiteParser::STDIN - 125))
      | (1ULL << (KiteParser::STDOUT - 125))
      | (1ULL << (KiteParser::STRING - 125)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CopyOptionsContext ------------------------------------------------------------------

KiteParser::CopyOptionsContext::CopyOptionsContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::CopyOptionsContext::getRuleIndex() const {
  return KiteParser::RuleCopyOptions;
}

void KiteParser::CopyOptionsContext::copyFrom(CopyOptionsContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- LegacyCopyOptionsContext ------------------------------------------------------------------

std::vector<KiteParser::LegacyCopyOptionContext *> KiteParser::LegacyCopyOptionsContext::legacyCopyOption() {
  return getRuleContexts<KiteParser::LegacyCopyOptionContext>();
}

KiteParser::LegacyCopyOptionContext* KiteParser::LegacyCopyOptionsContext::legacyCopyOption(size_t i) {
  return getRuleContext<KiteParser::LegacyCopyOptionContext>(i);
}

KiteParser::LegacyCopyOptionsContext::LegacyCopyOptionsContext(CopyOptionsContext *ctx) { copyFrom(ctx); }


//----------------- NewCopyOptionsContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::NewCopyOptionsContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::CopyOptionContext *> KiteParser::NewCopyOptionsContext::copyOption() {
  return getRuleContexts<KiteParser::CopyOptionContext>();
}

KiteParser::CopyOptionContext* KiteParser::NewCopyOptionsContext::copyOption(size_t i) {
  return getRuleContext<KiteParser::CopyOptionContext>(i);
}

tree::TerminalNode* KiteParser::NewCopyOptionsContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> KiteParser::NewCopyOptionsContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::NewCopyOptionsContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::NewCopyOptionsContext::NewCopyOptionsContext(CopyOptionsContext *ctx) { copyFrom(ctx); }


KiteParser::CopyOptionsContext* KiteParser::copyOptions() {
  CopyOptionsContext *_localctx = _tracker.createInstance<CopyOptionsContext>(_ctx, getState());
  enterRule(_localctx, 72, KiteParser::RuleCopyOptions);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(831);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LPAREN: {
        _localctx = dynamic_cast<CopyOptionsContext *>(_tracker.createInstance<KiteParser::NewCopyOptionsContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(815);
        match(KiteParser::LPAREN);
        setState(816);
        copyOption();
        setState(821);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(817);
          match(KiteParser::COMMA);
          setState(818);
          copyOption();
          setState(823);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(824);
        match(KiteParser::RPAREN);
        break;
      }

      case KiteParser::BINARY:
      case KiteParser::CSV:
      case KiteParser::DELIMITER:
      case KiteParser::ESCAPE:
      case KiteParser::HEADER:
      case KiteParser::NULL_:
      case KiteParser::QUOTE: {
        _localctx = dynamic_cast<CopyOptionsContext *>(_tracker.createInstance<KiteParser::LegacyCopyOptionsContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(827); 
        _errHandler->sync(this);
        _la = _input->LA(1);
        do {
          setState(826);
          legacyCopyOption();
          setState(829); 
          _errHandler->sync(this);
          _la = _input->LA(1);
        } while ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << KiteParser::BINARY)
          | (1ULL << KiteParser::CSV)
          | (1ULL << KiteParser::DELIMITER)
          | (1ULL << KiteParser::ESCAPE)
          | (1ULL << KiteParser::HEADER))) != 0) || _la == KiteParser::NULL_

        || _la == KiteParser::QUOTE);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CopyOptionContext ------------------------------------------------------------------

KiteParser::CopyOptionContext::CopyOptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ColLabelContext* KiteParser::CopyOptionContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}

KiteParser::CopyOptionValueContext* KiteParser::CopyOptionContext::copyOptionValue() {
  return getRuleContext<KiteParser::CopyOptionValueContext>(0);
}


size_t KiteParser::CopyOptionContext::getRuleIndex() const {
  return KiteParser::RuleCopyOption;
}


KiteParser::CopyOptionContext* KiteParser::copyOption() {
  CopyOptionContext *_localctx = _tracker.createInstance<CopyOptionContext>(_ctx, getState());
  enterRule(_localctx, 74, KiteParser::RuleCopyOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(833);
    colLabel();
    setState(835);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALL)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::ANALYZE)
      | (1ULL << KiteParser::AND)
      | (1ULL << KiteParser::ANY)
      | (1ULL << KiteParser::ARRAY)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::ASC)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BETWEEN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::BOTH)
      | (1ULL << KiteParser::BY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CASE)
      | (1ULL << KiteParser::CAST)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::CHECK)
      | (1ULL << KiteParser::COLLATE)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DESC)
      | (1ULL << KiteParser::DISTINCT)
      | (1ULL << KiteParser::DO)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ELSE)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXCEPT)
      | (1ULL << KiteParser::EXISTS)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FALSE)
      | (1ULL << KiteParser::FETCH)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FOR)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::FROM)
      | (1ULL << KiteParser::FULL)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::GROUP)
      | (1ULL << KiteParser::HAVING)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::ILIKE - 64))
      | (1ULL << (KiteParser::IN - 64))
      | (1ULL << (KiteParser::INDEX - 64))
      | (1ULL << (KiteParser::INHERIT - 64))
      | (1ULL << (KiteParser::INNER - 64))
      | (1ULL << (KiteParser::INSERT - 64))
      | (1ULL << (KiteParser::INTERSECT - 64))
      | (1ULL << (KiteParser::INTO - 64))
      | (1ULL << (KiteParser::IS - 64))
      | (1ULL << (KiteParser::ISOLATION - 64))
      | (1ULL << (KiteParser::JOIN - 64))
      | (1ULL << (KiteParser::KEY - 64))
      | (1ULL << (KiteParser::LAST - 64))
      | (1ULL << (KiteParser::LEADING - 64))
      | (1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::LEVEL - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::LIMIT - 64))
      | (1ULL << (KiteParser::LOCAL - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::NEXT - 64))
      | (1ULL << (KiteParser::NO - 64))
      | (1ULL << (KiteParser::NOT - 64))
      | (1ULL << (KiteParser::NOTHING - 64))
      | (1ULL << (KiteParser::NULL_ - 64))
      | (1ULL << (KiteParser::NULLS - 64))
      | (1ULL << (KiteParser::OFFSET - 64))
      | (1ULL << (KiteParser::ON - 64))
      | (1ULL << (KiteParser::ONLY - 64))
      | (1ULL << (KiteParser::OPERATOR - 64))
      | (1ULL << (KiteParser::OR - 64))
      | (1ULL << (KiteParser::ORDER - 64))
      | (1ULL << (KiteParser::OUTER - 64))
      | (1ULL << (KiteParser::OVER - 64))
      | (1ULL << (KiteParser::OVERRIDING - 64))
      | (1ULL << (KiteParser::OWNED - 64))
      | (1ULL << (KiteParser::PASSWORD - 64))
      | (1ULL << (KiteParser::POSITION - 64))
      | (1ULL << (KiteParser::PRECISION - 64))
      | (1ULL << (KiteParser::PRIMARY - 64))
      | (1ULL << (KiteParser::QUOTE - 64))
      | (1ULL << (KiteParser::READ - 64))
      | (1ULL << (KiteParser::RENAME - 64))
      | (1ULL << (KiteParser::REPEATABLE - 64))
      | (1ULL << (KiteParser::RESET - 64))
      | (1ULL << (KiteParser::RESTART - 64))
      | (1ULL << (KiteParser::RESTRICT - 64))
      | (1ULL << (KiteParser::RETURNING - 64))
      | (1ULL << (KiteParser::RIGHT - 64))
      | (1ULL << (KiteParser::ROLE - 64))
      | (1ULL << (KiteParser::ROLLBACK - 64))
      | (1ULL << (KiteParser::ROW - 64))
      | (1ULL << (KiteParser::ROWS - 64))
      | (1ULL << (KiteParser::SELECT - 64))
      | (1ULL << (KiteParser::SEQUENCE - 64))
      | (1ULL << (KiteParser::SERIALIZABLE - 64))
      | (1ULL << (KiteParser::SESSION - 64))
      | (1ULL << (KiteParser::SET - 64))
      | (1ULL << (KiteParser::SHOW - 64))
      | (1ULL << (KiteParser::SOME - 64))
      | (1ULL << (KiteParser::START - 64))
      | (1ULL << (KiteParser::STDIN - 64))
      | (1ULL << (KiteParser::STDOUT - 64))
      | (1ULL << (KiteParser::SUBSTRING - 64)))) != 0) || ((((_la - 128) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 128)) & ((1ULL << (KiteParser::SYMMETRIC - 128))
      | (1ULL << (KiteParser::SYSTEM - 128))
      | (1ULL << (KiteParser::TABLE - 128))
      | (1ULL << (KiteParser::THEN - 128))
      | (1ULL << (KiteParser::TIME - 128))
      | (1ULL << (KiteParser::TO - 128))
      | (1ULL << (KiteParser::TRAILING - 128))
      | (1ULL << (KiteParser::TRANSACTION - 128))
      | (1ULL << (KiteParser::TRIM - 128))
      | (1ULL << (KiteParser::TRUE - 128))
      | (1ULL << (KiteParser::TRUNCATE - 128))
      | (1ULL << (KiteParser::UNCOMMITTED - 128))
      | (1ULL << (KiteParser::UNION - 128))
      | (1ULL << (KiteParser::UNIQUE - 128))
      | (1ULL << (KiteParser::UNKNOWN - 128))
      | (1ULL << (KiteParser::UPDATE - 128))
      | (1ULL << (KiteParser::USER - 128))
      | (1ULL << (KiteParser::USING - 128))
      | (1ULL << (KiteParser::VALUE - 128))
      | (1ULL << (KiteParser::VALUES - 128))
      | (1ULL << (KiteParser::VARYING - 128))
      | (1ULL << (KiteParser::VERBOSE - 128))
      | (1ULL << (KiteParser::WHEN - 128))
      | (1ULL << (KiteParser::WHERE - 128))
      | (1ULL << (KiteParser::WITH - 128))
      | (1ULL << (KiteParser::WITHOUT - 128))
      | (1ULL << (KiteParser::WORK - 128))
      | (1ULL << (KiteParser::WRITE - 128))
      | (1ULL << (KiteParser::ZONE - 128))
      | (1ULL << (KiteParser::PLUS - 128))
      | (1ULL << (KiteParser::MINUS - 128))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 128))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 128))
      | (1ULL << (KiteParser::STRING - 128))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 128))
      | (1ULL << (KiteParser::IDENTIFIER - 128)))) != 0)) {
      setState(834);
      copyOptionValue();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- CopyOptionValueContext ------------------------------------------------------------------

KiteParser::CopyOptionValueContext::CopyOptionValueContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::CopyOptionValueContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

KiteParser::SignedNumberContext* KiteParser::CopyOptionValueContext::signedNumber() {
  return getRuleContext<KiteParser::SignedNumberContext>(0);
}

KiteParser::ColLabelContext* KiteParser::CopyOptionValueContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}


size_t KiteParser::CopyOptionValueContext::getRuleIndex() const {
  return KiteParser::RuleCopyOptionValue;
}


KiteParser::CopyOptionValueContext* KiteParser::copyOptionValue() {
  CopyOptionValueContext *_localctx = _tracker.createInstance<CopyOptionValueContext>(_ctx, getState());
  enterRule(_localctx, 76, KiteParser::RuleCopyOptionValue);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(840);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(837);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL: {
        enterOuterAlt(_localctx, 2);
        setState(838);
        signedNumber();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALL:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ANALYZE:
      case KiteParser::AND:
      case KiteParser::ANY:
      case KiteParser::ARRAY:
      case KiteParser::AS:
      case KiteParser::ASC:
      case KiteParser::BEGIN:
      case KiteParser::BETWEEN:
      case KiteParser::BINARY:
      case KiteParser::BOTH:
      case KiteParser::BY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::CHECK:
      case KiteParser::COLLATE:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONSTRAINT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CREATE:
      case KiteParser::CROSS:
      case KiteParser::CSV:
      case KiteParser::DEFAULT:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DESC:
      case KiteParser::DISTINCT:
      case KiteParser::DO:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ELSE:
      case KiteParser::ENCRYPTED:
      case KiteParser::END:
      case KiteParser::ESCAPE:
      case KiteParser::EXCEPT:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FETCH:
      case KiteParser::FIRST:
      case KiteParser::FOR:
      case KiteParser::FORMAT:
      case KiteParser::FROM:
      case KiteParser::FULL:
      case KiteParser::GENERATED:
      case KiteParser::GROUP:
      case KiteParser::HAVING:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::ILIKE:
      case KiteParser::IN:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INNER:
      case KiteParser::INSERT:
      case KiteParser::INTERSECT:
      case KiteParser::INTO:
      case KiteParser::IS:
      case KiteParser::ISOLATION:
      case KiteParser::JOIN:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEADING:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LIKE:
      case KiteParser::LIMIT:
      case KiteParser::LOCAL:
      case KiteParser::NATURAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OFFSET:
      case KiteParser::ON:
      case KiteParser::ONLY:
      case KiteParser::OPERATOR:
      case KiteParser::OR:
      case KiteParser::ORDER:
      case KiteParser::OUTER:
      case KiteParser::OVER:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::PRIMARY:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RETURNING:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SELECT:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::SOME:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYMMETRIC:
      case KiteParser::SYSTEM:
      case KiteParser::TABLE:
      case KiteParser::THEN:
      case KiteParser::TIME:
      case KiteParser::TO:
      case KiteParser::TRAILING:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNION:
      case KiteParser::UNIQUE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::USING:
      case KiteParser::VALUE:
      case KiteParser::VALUES:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WHEN:
      case KiteParser::WHERE:
      case KiteParser::WITH:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 3);
        setState(839);
        colLabel();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- LegacyCopyOptionContext ------------------------------------------------------------------

KiteParser::LegacyCopyOptionContext::LegacyCopyOptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::LegacyCopyOptionContext::getRuleIndex() const {
  return KiteParser::RuleLegacyCopyOption;
}

void KiteParser::LegacyCopyOptionContext::copyFrom(LegacyCopyOptionContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- LegacyHeaderContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyHeaderContext::HEADER() {
  return getToken(KiteParser::HEADER, 0);
}

KiteParser::LegacyHeaderContext::LegacyHeaderContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyBinaryContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyBinaryContext::BINARY() {
  return getToken(KiteParser::BINARY, 0);
}

KiteParser::LegacyBinaryContext::LegacyBinaryContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyEscapeContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyEscapeContext::ESCAPE() {
  return getToken(KiteParser::ESCAPE, 0);
}

tree::TerminalNode* KiteParser::LegacyEscapeContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::LegacyEscapeContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::LegacyEscapeContext::LegacyEscapeContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyCsvContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyCsvContext::CSV() {
  return getToken(KiteParser::CSV, 0);
}

KiteParser::LegacyCsvContext::LegacyCsvContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyQuoteContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyQuoteContext::QUOTE() {
  return getToken(KiteParser::QUOTE, 0);
}

tree::TerminalNode* KiteParser::LegacyQuoteContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::LegacyQuoteContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::LegacyQuoteContext::LegacyQuoteContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyDelimiterContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyDelimiterContext::DELIMITER() {
  return getToken(KiteParser::DELIMITER, 0);
}

tree::TerminalNode* KiteParser::LegacyDelimiterContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::LegacyDelimiterContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::LegacyDelimiterContext::LegacyDelimiterContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


//----------------- LegacyNullContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LegacyNullContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

tree::TerminalNode* KiteParser::LegacyNullContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::LegacyNullContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::LegacyNullContext::LegacyNullContext(LegacyCopyOptionContext *ctx) { copyFrom(ctx); }


KiteParser::LegacyCopyOptionContext* KiteParser::legacyCopyOption() {
  LegacyCopyOptionContext *_localctx = _tracker.createInstance<LegacyCopyOptionContext>(_ctx, getState());
  enterRule(_localctx, 78, KiteParser::RuleLegacyCopyOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(865);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::BINARY: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyBinaryContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(842);
        match(KiteParser::BINARY);
        break;
      }

      case KiteParser::CSV: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyCsvContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(843);
        match(KiteParser::CSV);
        break;
      }

      case KiteParser::HEADER: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyHeaderContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(844);
        match(KiteParser::HEADER);
        break;
      }

      case KiteParser::DELIMITER: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyDelimiterContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(845);
        match(KiteParser::DELIMITER);
        setState(847);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(846);
          match(KiteParser::AS);
        }
        setState(849);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::NULL_: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyNullContext>(_localctx));
        enterOuterAlt(_localctx, 5);
        setState(850);
        match(KiteParser::NULL_);
        setState(852);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(851);
          match(KiteParser::AS);
        }
        setState(854);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::QUOTE: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyQuoteContext>(_localctx));
        enterOuterAlt(_localctx, 6);
        setState(855);
        match(KiteParser::QUOTE);
        setState(857);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(856);
          match(KiteParser::AS);
        }
        setState(859);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::ESCAPE: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyEscapeContext>(_localctx));
        enterOuterAlt(_localctx, 7);
        setState(860);
        match(KiteParser::ESCAPE);
        setState(862);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(861);
          match(KiteParser::AS);
        }
        setState(864);
        match(KiteParser::STRING);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExplainStatementContext ------------------------------------------------------------------

KiteParser::ExplainStatementContext::ExplainStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ExplainStatementContext::EXPLAIN() {
  return getToken(KiteParser::EXPLAIN, 0);
}

KiteParser::StatementContext* KiteParser::ExplainStatementContext::statement() {
  return getRuleContext<KiteParser::StatementContext>(0);
}

tree::TerminalNode* KiteParser::ExplainStatementContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::ExplainOptionContext *> KiteParser::ExplainStatementContext::explainOption() {
  return getRuleContexts<KiteParser::ExplainOptionContext>();
}

KiteParser::ExplainOptionContext* KiteParser::ExplainStatementContext::explainOption(size_t i) {
  return getRuleContext<KiteParser::ExplainOptionContext>(i);
}

tree::TerminalNode* KiteParser::ExplainStatementContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::ExplainStatementContext::ANALYZE() {
  return getToken(KiteParser::ANALYZE, 0);
}

tree::TerminalNode* KiteParser::ExplainStatementContext::VERBOSE() {
  return getToken(KiteParser::VERBOSE, 0);
}

std::vector<tree::TerminalNode *> KiteParser::ExplainStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ExplainStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::ExplainStatementContext::getRuleIndex() const {
  return KiteParser::RuleExplainStatement;
}


KiteParser::ExplainStatementContext* KiteParser::explainStatement() {
  ExplainStatementContext *_localctx = _tracker.createInstance<ExplainStatementContext>(_ctx, getState());
  enterRule(_localctx, 80, KiteParser::RuleExplainStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(867);
    match(KiteParser::EXPLAIN);
    setState(885);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 113, _ctx)) {
    case 1: {
      setState(869);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 110, _ctx)) {
      case 1: {
        setState(868);
        match(KiteParser::ANALYZE);
        break;
      }

      default:
        break;
      }
      setState(872);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::VERBOSE) {
        setState(871);
        match(KiteParser::VERBOSE);
      }
      break;
    }

    case 2: {
      setState(874);
      match(KiteParser::LPAREN);
      setState(875);
      explainOption();
      setState(880);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(876);
        match(KiteParser::COMMA);
        setState(877);
        explainOption();
        setState(882);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(883);
      match(KiteParser::RPAREN);
      break;
    }

    default:
      break;
    }
    setState(887);
    statement();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExplainOptionContext ------------------------------------------------------------------

KiteParser::ExplainOptionContext::ExplainOptionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ColLabelContext* KiteParser::ExplainOptionContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}

KiteParser::CopyOptionValueContext* KiteParser::ExplainOptionContext::copyOptionValue() {
  return getRuleContext<KiteParser::CopyOptionValueContext>(0);
}


size_t KiteParser::ExplainOptionContext::getRuleIndex() const {
  return KiteParser::RuleExplainOption;
}


KiteParser::ExplainOptionContext* KiteParser::explainOption() {
  ExplainOptionContext *_localctx = _tracker.createInstance<ExplainOptionContext>(_ctx, getState());
  enterRule(_localctx, 82, KiteParser::RuleExplainOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(889);
    colLabel();
    setState(891);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALL)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::ANALYZE)
      | (1ULL << KiteParser::AND)
      | (1ULL << KiteParser::ANY)
      | (1ULL << KiteParser::ARRAY)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::ASC)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BETWEEN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::BOTH)
      | (1ULL << KiteParser::BY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CASE)
      | (1ULL << KiteParser::CAST)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::CHECK)
      | (1ULL << KiteParser::COLLATE)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DESC)
      | (1ULL << KiteParser::DISTINCT)
      | (1ULL << KiteParser::DO)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ELSE)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXCEPT)
      | (1ULL << KiteParser::EXISTS)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FALSE)
      | (1ULL << KiteParser::FETCH)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FOR)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::FROM)
      | (1ULL << KiteParser::FULL)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::GROUP)
      | (1ULL << KiteParser::HAVING)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::ILIKE - 64))
      | (1ULL << (KiteParser::IN - 64))
      | (1ULL << (KiteParser::INDEX - 64))
      | (1ULL << (KiteParser::INHERIT - 64))
      | (1ULL << (KiteParser::INNER - 64))
      | (1ULL << (KiteParser::INSERT - 64))
      | (1ULL << (KiteParser::INTERSECT - 64))
      | (1ULL << (KiteParser::INTO - 64))
      | (1ULL << (KiteParser::IS - 64))
      | (1ULL << (KiteParser::ISOLATION - 64))
      | (1ULL << (KiteParser::JOIN - 64))
      | (1ULL << (KiteParser::KEY - 64))
      | (1ULL << (KiteParser::LAST - 64))
      | (1ULL << (KiteParser::LEADING - 64))
      | (1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::LEVEL - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::LIMIT - 64))
      | (1ULL << (KiteParser::LOCAL - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::NEXT - 64))
      | (1ULL << (KiteParser::NO - 64))
      | (1ULL << (KiteParser::NOT - 64))
      | (1ULL << (KiteParser::NOTHING - 64))
      | (1ULL << (KiteParser::NULL_ - 64))
      | (1ULL << (KiteParser::NULLS - 64))
      | (1ULL << (KiteParser::OFFSET - 64))
      | (1ULL << (KiteParser::ON - 64))
      | (1ULL << (KiteParser::ONLY - 64))
      | (1ULL << (KiteParser::OPERATOR - 64))
      | (1ULL << (KiteParser::OR - 64))
      | (1ULL << (KiteParser::ORDER - 64))
      | (1ULL << (KiteParser::OUTER - 64))
      | (1ULL << (KiteParser::OVER - 64))
      | (1ULL << (KiteParser::OVERRIDING - 64))
      | (1ULL << (KiteParser::OWNED - 64))
      | (1ULL << (KiteParser::PASSWORD - 64))
      | (1ULL << (KiteParser::POSITION - 64))
      | (1ULL << (KiteParser::PRECISION - 64))
      | (1ULL << (KiteParser::PRIMARY - 64))
      | (1ULL << (KiteParser::QUOTE - 64))
      | (1ULL << (KiteParser::READ - 64))
      | (1ULL << (KiteParser::RENAME - 64))
      | (1ULL << (KiteParser::REPEATABLE - 64))
      | (1ULL << (KiteParser::RESET - 64))
      | (1ULL << (KiteParser::RESTART - 64))
      | (1ULL << (KiteParser::RESTRICT - 64))
      | (1ULL << (KiteParser::RETURNING - 64))
      | (1ULL << (KiteParser::RIGHT - 64))
      | (1ULL << (KiteParser::ROLE - 64))
      | (1ULL << (KiteParser::ROLLBACK - 64))
      | (1ULL << (KiteParser::ROW - 64))
      | (1ULL << (KiteParser::ROWS - 64))
      | (1ULL << (KiteParser::SELECT - 64))
      | (1ULL << (KiteParser::SEQUENCE - 64))
      | (1ULL << (KiteParser::SERIALIZABLE - 64))
      | (1ULL << (KiteParser::SESSION - 64))
      | (1ULL << (KiteParser::SET - 64))
      | (1ULL << (KiteParser::SHOW - 64))
      | (1ULL << (KiteParser::SOME - 64))
      | (1ULL << (KiteParser::START - 64))
      | (1ULL << (KiteParser::STDIN - 64))
      | (1ULL << (KiteParser::STDOUT - 64))
      | (1ULL << (KiteParser::SUBSTRING - 64)))) != 0) || ((((_la - 128) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 128)) & ((1ULL << (KiteParser::SYMMETRIC - 128))
      | (1ULL << (KiteParser::SYSTEM - 128))
      | (1ULL << (KiteParser::TABLE - 128))
      | (1ULL << (KiteParser::THEN - 128))
      | (1ULL << (KiteParser::TIME - 128))
      | (1ULL << (KiteParser::TO - 128))
      | (1ULL << (KiteParser::TRAILING - 128))
      | (1ULL << (KiteParser::TRANSACTION - 128))
      | (1ULL << (KiteParser::TRIM - 128))
      | (1ULL << (KiteParser::TRUE - 128))
      | (1ULL << (KiteParser::TRUNCATE - 128))
      | (1ULL << (KiteParser::UNCOMMITTED - 128))
      | (1ULL << (KiteParser::UNION - 128))
      | (1ULL << (KiteParser::UNIQUE - 128))
      | (1ULL << (KiteParser::UNKNOWN - 128))
      | (1ULL << (KiteParser::UPDATE - 128))
      | (1ULL << (KiteParser::USER - 128))
      | (1ULL << (KiteParser::USING - 128))
      | (1ULL << (KiteParser::VALUE - 128))
      | (1ULL << (KiteParser::VALUES - 128))
      | (1ULL << (KiteParser::VARYING - 128))
      | (1ULL << (KiteParser::VERBOSE - 128))
      | (1ULL << (KiteParser::WHEN - 128))
      | (1ULL << (KiteParser::WHERE - 128))
      | (1ULL << (KiteParser::WITH - 128))
      | (1ULL << (KiteParser::WITHOUT - 128))
      | (1ULL << (KiteParser::WORK - 128))
      | (1ULL << (KiteParser::WRITE - 128))
      | (1ULL << (KiteParser::ZONE - 128))
      | (1ULL << (KiteParser::PLUS - 128))
      | (1ULL << (KiteParser::MINUS - 128))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 128))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 128))
      | (1ULL << (KiteParser::STRING - 128))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 128))
      | (1ULL << (KiteParser::IDENTIFIER - 128)))) != 0)) {
      setState(890);
      copyOptionValue();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SetStatementContext ------------------------------------------------------------------

KiteParser::SetStatementContext::SetStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::SetStatementContext::SET() {
  return getToken(KiteParser::SET, 0);
}

KiteParser::SettingNameContext* KiteParser::SetStatementContext::settingName() {
  return getRuleContext<KiteParser::SettingNameContext>(0);
}

tree::TerminalNode* KiteParser::SetStatementContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::SetStatementContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

tree::TerminalNode* KiteParser::SetStatementContext::TO() {
  return getToken(KiteParser::TO, 0);
}

tree::TerminalNode* KiteParser::SetStatementContext::EQ() {
  return getToken(KiteParser::EQ, 0);
}

tree::TerminalNode* KiteParser::SetStatementContext::SESSION() {
  return getToken(KiteParser::SESSION, 0);
}

std::vector<tree::TerminalNode *> KiteParser::SetStatementContext::LOCAL() {
  return getTokens(KiteParser::LOCAL);
}

tree::TerminalNode* KiteParser::SetStatementContext::LOCAL(size_t i) {
  return getToken(KiteParser::LOCAL, i);
}

tree::TerminalNode* KiteParser::SetStatementContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

std::vector<KiteParser::SettingValueContext *> KiteParser::SetStatementContext::settingValue() {
  return getRuleContexts<KiteParser::SettingValueContext>();
}

KiteParser::SettingValueContext* KiteParser::SetStatementContext::settingValue(size_t i) {
  return getRuleContext<KiteParser::SettingValueContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::SetStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::SetStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::SetStatementContext::getRuleIndex() const {
  return KiteParser::RuleSetStatement;
}


KiteParser::SetStatementContext* KiteParser::setStatement() {
  SetStatementContext *_localctx = _tracker.createInstance<SetStatementContext>(_ctx, getState());
  enterRule(_localctx, 84, KiteParser::RuleSetStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(893);
    match(KiteParser::SET);
    setState(895);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 115, _ctx)) {
    case 1: {
      setState(894);
      _la = _input->LA(1);
      if (!(_la == KiteParser::LOCAL

      || _la == KiteParser::SESSION)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    default:
      break;
    }
    setState(917);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 119, _ctx)) {
    case 1: {
      setState(897);
      settingName();
      setState(898);
      _la = _input->LA(1);
      if (!(_la == KiteParser::TO

      || _la == KiteParser::EQ)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(908);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 117, _ctx)) {
      case 1: {
        setState(899);
        match(KiteParser::DEFAULT);
        break;
      }

      case 2: {
        setState(900);
        settingValue();
        setState(905);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(901);
          match(KiteParser::COMMA);
          setState(902);
          settingValue();
          setState(907);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        break;
      }

      default:
        break;
      }
      break;
    }

    case 2: {
      setState(910);
      match(KiteParser::TIME);
      setState(911);
      match(KiteParser::ZONE);
      setState(915);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 118, _ctx)) {
      case 1: {
        setState(912);
        match(KiteParser::DEFAULT);
        break;
      }

      case 2: {
        setState(913);
        match(KiteParser::LOCAL);
        break;
      }

      case 3: {
        setState(914);
        settingValue();
        break;
      }

      default:
        break;
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SettingNameContext ------------------------------------------------------------------

KiteParser::SettingNameContext::SettingNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::IdentifierContext *> KiteParser::SettingNameContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::SettingNameContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::SettingNameContext::DOT() {
  return getTokens(KiteParser::DOT);
}

tree::TerminalNode* KiteParser::SettingNameContext::DOT(size_t i) {
  return getToken(KiteParser::DOT, i);
}


size_t KiteParser::SettingNameContext::getRuleIndex() const {
  return KiteParser::RuleSettingName;
}


KiteParser::SettingNameContext* KiteParser::settingName() {
  SettingNameContext *_localctx = _tracker.createInstance<SettingNameContext>(_ctx, getState());
  enterRule(_localctx, 86, KiteParser::RuleSettingName);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(919);
    identifier();
    setState(924);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::DOT) {
      setState(920);
      match(KiteParser::DOT);
      setState(921);
      identifier();
      setState(926);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SettingValueContext ------------------------------------------------------------------

KiteParser::SettingValueContext::SettingValueContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::SettingValueContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

KiteParser::SignedNumberContext* KiteParser::SettingValueContext::signedNumber() {
  return getRuleContext<KiteParser::SignedNumberContext>(0);
}

KiteParser::ColLabelContext* KiteParser::SettingValueContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}


size_t KiteParser::SettingValueContext::getRuleIndex() const {
  return KiteParser::RuleSettingValue;
}


KiteParser::SettingValueContext* KiteParser::settingValue() {
  SettingValueContext *_localctx = _tracker.createInstance<SettingValueContext>(_ctx, getState());
  enterRule(_localctx, 88, KiteParser::RuleSettingValue);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(930);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(927);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL: {
        enterOuterAlt(_localctx, 2);
        setState(928);
        signedNumber();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALL:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ANALYZE:
      case KiteParser::AND:
      case KiteParser::ANY:
      case KiteParser::ARRAY:
      case KiteParser::AS:
      case KiteParser::ASC:
      case KiteParser::BEGIN:
      case KiteParser::BETWEEN:
      case KiteParser::BINARY:
      case KiteParser::BOTH:
      case KiteParser::BY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::CHECK:
      case KiteParser::COLLATE:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONSTRAINT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CREATE:
      case KiteParser::CROSS:
      case KiteParser::CSV:
      case KiteParser::DEFAULT:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DESC:
      case KiteParser::DISTINCT:
      case KiteParser::DO:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ELSE:
      case KiteParser::ENCRYPTED:
      case KiteParser::END:
      case KiteParser::ESCAPE:
      case KiteParser::EXCEPT:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FETCH:
      case KiteParser::FIRST:
      case KiteParser::FOR:
      case KiteParser::FORMAT:
      case KiteParser::FROM:
      case KiteParser::FULL:
      case KiteParser::GENERATED:
      case KiteParser::GROUP:
      case KiteParser::HAVING:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::ILIKE:
      case KiteParser::IN:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INNER:
      case KiteParser::INSERT:
      case KiteParser::INTERSECT:
      case KiteParser::INTO:
      case KiteParser::IS:
      case KiteParser::ISOLATION:
      case KiteParser::JOIN:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEADING:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LIKE:
      case KiteParser::LIMIT:
      case KiteParser::LOCAL:
      case KiteParser::NATURAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OFFSET:
      case KiteParser::ON:
      case KiteParser::ONLY:
      case KiteParser::OPERATOR:
      case KiteParser::OR:
      case KiteParser::ORDER:
      case KiteParser::OUTER:
      case KiteParser::OVER:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::PRIMARY:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RETURNING:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SELECT:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::SOME:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYMMETRIC:
      case KiteParser::SYSTEM:
      case KiteParser::TABLE:
      case KiteParser::THEN:
      case KiteParser::TIME:
      case KiteParser::TO:
      case KiteParser::TRAILING:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNION:
      case KiteParser::UNIQUE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::USING:
      case KiteParser::VALUE:
      case KiteParser::VALUES:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WHEN:
      case KiteParser::WHERE:
      case KiteParser::WITH:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 3);
        setState(929);
        colLabel();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ResetStatementContext ------------------------------------------------------------------

KiteParser::ResetStatementContext::ResetStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ResetStatementContext::RESET() {
  return getToken(KiteParser::RESET, 0);
}

tree::TerminalNode* KiteParser::ResetStatementContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

tree::TerminalNode* KiteParser::ResetStatementContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::ResetStatementContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

KiteParser::SettingNameContext* KiteParser::ResetStatementContext::settingName() {
  return getRuleContext<KiteParser::SettingNameContext>(0);
}


size_t KiteParser::ResetStatementContext::getRuleIndex() const {
  return KiteParser::RuleResetStatement;
}


KiteParser::ResetStatementContext* KiteParser::resetStatement() {
  ResetStatementContext *_localctx = _tracker.createInstance<ResetStatementContext>(_ctx, getState());
  enterRule(_localctx, 90, KiteParser::RuleResetStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(932);
    match(KiteParser::RESET);
    setState(937);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 122, _ctx)) {
    case 1: {
      setState(933);
      match(KiteParser::ALL);
      break;
    }

    case 2: {
      setState(934);
      match(KiteParser::TIME);
      setState(935);
      match(KiteParser::ZONE);
      break;
    }

    case 3: {
      setState(936);
      settingName();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ShowStatementContext ------------------------------------------------------------------

KiteParser::ShowStatementContext::ShowStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ShowStatementContext::SHOW() {
  return getToken(KiteParser::SHOW, 0);
}

tree::TerminalNode* KiteParser::ShowStatementContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

tree::TerminalNode* KiteParser::ShowStatementContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::ShowStatementContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

KiteParser::SettingNameContext* KiteParser::ShowStatementContext::settingName() {
  return getRuleContext<KiteParser::SettingNameContext>(0);
}


size_t KiteParser::ShowStatementContext::getRuleIndex() const {
  return KiteParser::RuleShowStatement;
}


KiteParser::ShowStatementContext* KiteParser::showStatement() {
  ShowStatementContext *_localctx = _tracker.createInstance<ShowStatementContext>(_ctx, getState());
  enterRule(_localctx, 92, KiteParser::RuleShowStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(939);
    match(KiteParser::SHOW);
    setState(944);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 123, _ctx)) {
    case 1: {
      setState(940);
      match(KiteParser::ALL);
      break;
    }

    case 2: {
      setState(941);
      match(KiteParser::TIME);
      setState(942);
      match(KiteParser::ZONE);
      break;
    }

    case 3: {
      setState(943);
      settingName();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TransactionStatementContext ------------------------------------------------------------------

KiteParser::TransactionStatementContext::TransactionStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::TransactionStatementContext::getRuleIndex() const {
  return KiteParser::RuleTransactionStatement;
}

void KiteParser::TransactionStatementContext::copyFrom(TransactionStatementContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- SetTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SetTransactionContext::SET() {
  return getToken(KiteParser::SET, 0);
}

tree::TerminalNode* KiteParser::SetTransactionContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

KiteParser::TransactionModesContext* KiteParser::SetTransactionContext::transactionModes() {
  return getRuleContext<KiteParser::TransactionModesContext>(0);
}

KiteParser::SetTransactionContext::SetTransactionContext(TransactionStatementContext *ctx) { copyFrom(ctx); }


//----------------- BeginTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::BeginTransactionContext::BEGIN() {
  return getToken(KiteParser::BEGIN, 0);
}

KiteParser::TransactionModesContext* KiteParser::BeginTransactionContext::transactionModes() {
  return getRuleContext<KiteParser::TransactionModesContext>(0);
}

tree::TerminalNode* KiteParser::BeginTransactionContext::WORK() {
  return getToken(KiteParser::WORK, 0);
}

tree::TerminalNode* KiteParser::BeginTransactionContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

tree::TerminalNode* KiteParser::BeginTransactionContext::START() {
  return getToken(KiteParser::START, 0);
}

KiteParser::BeginTransactionContext::BeginTransactionContext(TransactionStatementContext *ctx) { copyFrom(ctx); }


//----------------- CommitTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CommitTransactionContext::COMMIT() {
  return getToken(KiteParser::COMMIT, 0);
}

tree::TerminalNode* KiteParser::CommitTransactionContext::END() {
  return getToken(KiteParser::END, 0);
}

tree::TerminalNode* KiteParser::CommitTransactionContext::WORK() {
  return getToken(KiteParser::WORK, 0);
}

tree::TerminalNode* KiteParser::CommitTransactionContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

KiteParser::CommitTransactionContext::CommitTransactionContext(TransactionStatementContext *ctx) { copyFrom(ctx); }


//----------------- RollbackTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::RollbackTransactionContext::ROLLBACK() {
  return getToken(KiteParser::ROLLBACK, 0);
}

tree::TerminalNode* KiteParser::RollbackTransactionContext::ABORT() {
  return getToken(KiteParser::ABORT, 0);
}

tree::TerminalNode* KiteParser::RollbackTransactionContext::WORK() {
  return getToken(KiteParser::WORK, 0);
}

tree::TerminalNode* KiteParser::RollbackTransactionContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

KiteParser::RollbackTransactionContext::RollbackTransactionContext(TransactionStatementContext *ctx) { copyFrom(ctx); }


//----------------- SetSessionTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SetSessionTransactionContext::SET() {
  return getToken(KiteParser::SET, 0);
}

tree::TerminalNode* KiteParser::SetSessionTransactionContext::SESSION() {
  return getToken(KiteParser::SESSION, 0);
}

tree::TerminalNode* KiteParser::SetSessionTransactionContext::CHARACTERISTICS() {
  return getToken(KiteParser::CHARACTERISTICS, 0);
}

tree::TerminalNode* KiteParser::SetSessionTransactionContext::AS() {
  return getToken(KiteParser::AS, 0);
}

tree::TerminalNode* KiteParser::SetSessionTransactionContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

KiteParser::TransactionModesContext* KiteParser::SetSessionTransactionContext::transactionModes() {
  return getRuleContext<KiteParser::TransactionModesContext>(0);
}

KiteParser::SetSessionTransactionContext::SetSessionTransactionContext(TransactionStatementContext *ctx) { copyFrom(ctx); }


KiteParser::TransactionStatementContext* KiteParser::transactionStatement() {
  TransactionStatementContext *_localctx = _tracker.createInstance<TransactionStatementContext>(_ctx, getState());
  enterRule(_localctx, 94, KiteParser::RuleTransactionStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(975);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 129, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::BeginTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(946);
      match(KiteParser::BEGIN);
      setState(948);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::TRANSACTION

      || _la == KiteParser::WORK) {
        setState(947);
        _la = _input->LA(1);
        if (!(_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
      }
      setState(951);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::DEFERRABLE || ((((_la - 73) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 73)) & ((1ULL << (KiteParser::ISOLATION - 73))
        | (1ULL << (KiteParser::NOT - 73))
        | (1ULL << (KiteParser::READ - 73)))) != 0)) {
        setState(950);
        transactionModes();
      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::BeginTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(953);
      match(KiteParser::START);
      setState(954);
      match(KiteParser::TRANSACTION);
      setState(956);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::DEFERRABLE || ((((_la - 73) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 73)) & ((1ULL << (KiteParser::ISOLATION - 73))
        | (1ULL << (KiteParser::NOT - 73))
        | (1ULL << (KiteParser::READ - 73)))) != 0)) {
        setState(955);
        transactionModes();
      }
      break;
    }

    case 3: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::CommitTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(958);
      _la = _input->LA(1);
      if (!(_la == KiteParser::COMMIT

      || _la == KiteParser::END)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(960);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::TRANSACTION

      || _la == KiteParser::WORK) {
        setState(959);
        _la = _input->LA(1);
        if (!(_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::RollbackTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(962);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ABORT || _la == KiteParser::ROLLBACK)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(964);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::TRANSACTION

      || _la == KiteParser::WORK) {
        setState(963);
        _la = _input->LA(1);
        if (!(_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
      }
      break;
    }

    case 5: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::SetTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(966);
      match(KiteParser::SET);
      setState(967);
      match(KiteParser::TRANSACTION);
      setState(968);
      transactionModes();
      break;
    }

    case 6: {
      _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::SetSessionTransactionContext>(_localctx));
      enterOuterAlt(_localctx, 6);
      setState(969);
      match(KiteParser::SET);
      setState(970);
      match(KiteParser::SESSION);
      setState(971);
      match(KiteParser::CHARACTERISTICS);
      setState(972);
      match(KiteParser::AS);
      setState(973);
      match(KiteParser::TRANSACTION);
      setState(974);
      transactionModes();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TransactionModesContext ------------------------------------------------------------------

KiteParser::TransactionModesContext::TransactionModesContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::TransactionModeContext *> KiteParser::TransactionModesContext::transactionMode() {
  return getRuleContexts<KiteParser::TransactionModeContext>();
}

KiteParser::TransactionModeContext* KiteParser::TransactionModesContext::transactionMode(size_t i) {
  return getRuleContext<KiteParser::TransactionModeContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::TransactionModesContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::TransactionModesContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::TransactionModesContext::getRuleIndex() const {
  return KiteParser::RuleTransactionModes;
}


KiteParser::TransactionModesContext* KiteParser::transactionModes() {
  TransactionModesContext *_localctx = _tracker.createInstance<TransactionModesContext>(_ctx, getState());
  enterRule(_localctx, 96, KiteParser::RuleTransactionModes);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(977);
    transactionMode();
    setState(984);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::DEFERRABLE || ((((_la - 73) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 73)) & ((1ULL << (KiteParser::ISOLATION - 73))
      | (1ULL << (KiteParser::NOT - 73))
      | (1ULL << (KiteParser::READ - 73)))) != 0) || _la == KiteParser::COMMA) {
      setState(979);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::COMMA) {
        setState(978);
        match(KiteParser::COMMA);
      }
      setState(981);
      transactionMode();
      setState(986);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TransactionModeContext ------------------------------------------------------------------

KiteParser::TransactionModeContext::TransactionModeContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::TransactionModeContext::ISOLATION() {
  return getToken(KiteParser::ISOLATION, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::LEVEL() {
  return getToken(KiteParser::LEVEL, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::SERIALIZABLE() {
  return getToken(KiteParser::SERIALIZABLE, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::REPEATABLE() {
  return getToken(KiteParser::REPEATABLE, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::READ() {
  return getToken(KiteParser::READ, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::COMMITTED() {
  return getToken(KiteParser::COMMITTED, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::UNCOMMITTED() {
  return getToken(KiteParser::UNCOMMITTED, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::ONLY() {
  return getToken(KiteParser::ONLY, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::WRITE() {
  return getToken(KiteParser::WRITE, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::DEFERRABLE() {
  return getToken(KiteParser::DEFERRABLE, 0);
}

tree::TerminalNode* KiteParser::TransactionModeContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}


size_t KiteParser::TransactionModeContext::getRuleIndex() const {
  return KiteParser::RuleTransactionMode;
}


KiteParser::TransactionModeContext* KiteParser::transactionMode() {
  TransactionModeContext *_localctx = _tracker.createInstance<TransactionModeContext>(_ctx, getState());
  enterRule(_localctx, 98, KiteParser::RuleTransactionMode);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1006);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 134, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(987);
      match(KiteParser::ISOLATION);
      setState(988);
      match(KiteParser::LEVEL);
      setState(996);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 132, _ctx)) {
      case 1: {
        setState(989);
        match(KiteParser::SERIALIZABLE);
        break;
      }

      case 2: {
        setState(990);
        match(KiteParser::REPEATABLE);
        setState(991);
        match(KiteParser::READ);
        break;
      }

      case 3: {
        setState(992);
        match(KiteParser::READ);
        setState(993);
        match(KiteParser::COMMITTED);
        break;
      }

      case 4: {
        setState(994);
        match(KiteParser::READ);
        setState(995);
        match(KiteParser::UNCOMMITTED);
        break;
      }

      default:
        break;
      }
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(998);
      match(KiteParser::READ);
      setState(999);
      match(KiteParser::ONLY);
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(1000);
      match(KiteParser::READ);
      setState(1001);
      match(KiteParser::WRITE);
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(1003);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1002);
        match(KiteParser::NOT);
      }
      setState(1005);
      match(KiteParser::DEFERRABLE);
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QueryStatementContext ------------------------------------------------------------------

KiteParser::QueryStatementContext::QueryStatementContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::QueryContext* KiteParser::QueryStatementContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}


size_t KiteParser::QueryStatementContext::getRuleIndex() const {
  return KiteParser::RuleQueryStatement;
}


KiteParser::QueryStatementContext* KiteParser::queryStatement() {
  QueryStatementContext *_localctx = _tracker.createInstance<QueryStatementContext>(_ctx, getState());
  enterRule(_localctx, 100, KiteParser::RuleQueryStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1008);
    query();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QueryContext ------------------------------------------------------------------

KiteParser::QueryContext::QueryContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::QueryTermContext *> KiteParser::QueryContext::queryTerm() {
  return getRuleContexts<KiteParser::QueryTermContext>();
}

KiteParser::QueryTermContext* KiteParser::QueryContext::queryTerm(size_t i) {
  return getRuleContext<KiteParser::QueryTermContext>(i);
}

std::vector<KiteParser::SetOperatorContext *> KiteParser::QueryContext::setOperator() {
  return getRuleContexts<KiteParser::SetOperatorContext>();
}

KiteParser::SetOperatorContext* KiteParser::QueryContext::setOperator(size_t i) {
  return getRuleContext<KiteParser::SetOperatorContext>(i);
}

KiteParser::OrderByClauseContext* KiteParser::QueryContext::orderByClause() {
  return getRuleContext<KiteParser::OrderByClauseContext>(0);
}

std::vector<KiteParser::LimitClauseContext *> KiteParser::QueryContext::limitClause() {
  return getRuleContexts<KiteParser::LimitClauseContext>();
}

KiteParser::LimitClauseContext* KiteParser::QueryContext::limitClause(size_t i) {
  return getRuleContext<KiteParser::LimitClauseContext>(i);
}


size_t KiteParser::QueryContext::getRuleIndex() const {
  return KiteParser::RuleQuery;
}


KiteParser::QueryContext* KiteParser::query() {
  QueryContext *_localctx = _tracker.createInstance<QueryContext>(_ctx, getState());
  enterRule(_localctx, 102, KiteParser::RuleQuery);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1010);
    queryTerm();
    setState(1016);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::EXCEPT || _la == KiteParser::UNION) {
      setState(1011);
      setOperator();
      setState(1012);
      queryTerm();
      setState(1018);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1020);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ORDER) {
      setState(1019);
      orderByClause();
    }
    setState(1025);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 52) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 52)) & ((1ULL << (KiteParser::FETCH - 52))
      | (1ULL << (KiteParser::LIMIT - 52))
      | (1ULL << (KiteParser::OFFSET - 52)))) != 0)) {
      setState(1022);
      limitClause();
      setState(1027);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SetOperatorContext ------------------------------------------------------------------

KiteParser::SetOperatorContext::SetOperatorContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::SetOperatorContext::UNION() {
  return getToken(KiteParser::UNION, 0);
}

tree::TerminalNode* KiteParser::SetOperatorContext::EXCEPT() {
  return getToken(KiteParser::EXCEPT, 0);
}

tree::TerminalNode* KiteParser::SetOperatorContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

tree::TerminalNode* KiteParser::SetOperatorContext::DISTINCT() {
  return getToken(KiteParser::DISTINCT, 0);
}


size_t KiteParser::SetOperatorContext::getRuleIndex() const {
  return KiteParser::RuleSetOperator;
}


KiteParser::SetOperatorContext* KiteParser::setOperator() {
  SetOperatorContext *_localctx = _tracker.createInstance<SetOperatorContext>(_ctx, getState());
  enterRule(_localctx, 104, KiteParser::RuleSetOperator);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1028);
    _la = _input->LA(1);
    if (!(_la == KiteParser::EXCEPT || _la == KiteParser::UNION)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(1030);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ALL

    || _la == KiteParser::DISTINCT) {
      setState(1029);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::DISTINCT)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QueryTermContext ------------------------------------------------------------------

KiteParser::QueryTermContext::QueryTermContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::QueryPrimaryContext *> KiteParser::QueryTermContext::queryPrimary() {
  return getRuleContexts<KiteParser::QueryPrimaryContext>();
}

KiteParser::QueryPrimaryContext* KiteParser::QueryTermContext::queryPrimary(size_t i) {
  return getRuleContext<KiteParser::QueryPrimaryContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::QueryTermContext::INTERSECT() {
  return getTokens(KiteParser::INTERSECT);
}

tree::TerminalNode* KiteParser::QueryTermContext::INTERSECT(size_t i) {
  return getToken(KiteParser::INTERSECT, i);
}

std::vector<tree::TerminalNode *> KiteParser::QueryTermContext::ALL() {
  return getTokens(KiteParser::ALL);
}

tree::TerminalNode* KiteParser::QueryTermContext::ALL(size_t i) {
  return getToken(KiteParser::ALL, i);
}

std::vector<tree::TerminalNode *> KiteParser::QueryTermContext::DISTINCT() {
  return getTokens(KiteParser::DISTINCT);
}

tree::TerminalNode* KiteParser::QueryTermContext::DISTINCT(size_t i) {
  return getToken(KiteParser::DISTINCT, i);
}


size_t KiteParser::QueryTermContext::getRuleIndex() const {
  return KiteParser::RuleQueryTerm;
}


KiteParser::QueryTermContext* KiteParser::queryTerm() {
  QueryTermContext *_localctx = _tracker.createInstance<QueryTermContext>(_ctx, getState());
  enterRule(_localctx, 106, KiteParser::RuleQueryTerm);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1032);
    queryPrimary();
    setState(1040);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::INTERSECT) {
      setState(1033);
      match(KiteParser::INTERSECT);
      setState(1035);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ALL

      || _la == KiteParser::DISTINCT) {
        setState(1034);
        _la = _input->LA(1);
        if (!(_la == KiteParser::ALL

        || _la == KiteParser::DISTINCT)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
      }
      setState(1037);
      queryPrimary();
      setState(1042);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QueryPrimaryContext ------------------------------------------------------------------

KiteParser::QueryPrimaryContext::QueryPrimaryContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::SimpleSelectContext* KiteParser::QueryPrimaryContext::simpleSelect() {
  return getRuleContext<KiteParser::SimpleSelectContext>(0);
}

KiteParser::ValuesClauseContext* KiteParser::QueryPrimaryContext::valuesClause() {
  return getRuleContext<KiteParser::ValuesClauseContext>(0);
}

tree::TerminalNode* KiteParser::QueryPrimaryContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::QueryPrimaryContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::QueryPrimaryContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}


size_t KiteParser::QueryPrimaryContext::getRuleIndex() const {
  return KiteParser::RuleQueryPrimary;
}


KiteParser::QueryPrimaryContext* KiteParser::queryPrimary() {
  QueryPrimaryContext *_localctx = _tracker.createInstance<QueryPrimaryContext>(_ctx, getState());
  enterRule(_localctx, 108, KiteParser::RuleQueryPrimary);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1049);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::SELECT: {
        enterOuterAlt(_localctx, 1);
        setState(1043);
        simpleSelect();
        break;
      }

      case KiteParser::VALUES: {
        enterOuterAlt(_localctx, 2);
        setState(1044);
        valuesClause();
        break;
      }

      case KiteParser::LPAREN: {
        enterOuterAlt(_localctx, 3);
        setState(1045);
        match(KiteParser::LPAREN);
        setState(1046);
        query();
        setState(1047);
        match(KiteParser::RPAREN);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SimpleSelectContext ------------------------------------------------------------------

KiteParser::SimpleSelectContext::SimpleSelectContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::SimpleSelectContext::SELECT() {
  return getToken(KiteParser::SELECT, 0);
}

std::vector<KiteParser::SelectItemContext *> KiteParser::SimpleSelectContext::selectItem() {
  return getRuleContexts<KiteParser::SelectItemContext>();
}

KiteParser::SelectItemContext* KiteParser::SimpleSelectContext::selectItem(size_t i) {
  return getRuleContext<KiteParser::SelectItemContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::SimpleSelectContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::SimpleSelectContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::FromClauseContext* KiteParser::SimpleSelectContext::fromClause() {
  return getRuleContext<KiteParser::FromClauseContext>(0);
}

KiteParser::WhereClauseContext* KiteParser::SimpleSelectContext::whereClause() {
  return getRuleContext<KiteParser::WhereClauseContext>(0);
}

KiteParser::GroupByClauseContext* KiteParser::SimpleSelectContext::groupByClause() {
  return getRuleContext<KiteParser::GroupByClauseContext>(0);
}

KiteParser::HavingClauseContext* KiteParser::SimpleSelectContext::havingClause() {
  return getRuleContext<KiteParser::HavingClauseContext>(0);
}

tree::TerminalNode* KiteParser::SimpleSelectContext::DISTINCT() {
  return getToken(KiteParser::DISTINCT, 0);
}

tree::TerminalNode* KiteParser::SimpleSelectContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}


size_t KiteParser::SimpleSelectContext::getRuleIndex() const {
  return KiteParser::RuleSimpleSelect;
}


KiteParser::SimpleSelectContext* KiteParser::simpleSelect() {
  SimpleSelectContext *_localctx = _tracker.createInstance<SimpleSelectContext>(_ctx, getState());
  enterRule(_localctx, 110, KiteParser::RuleSimpleSelect);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1051);
    match(KiteParser::SELECT);
    setState(1053);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ALL

    || _la == KiteParser::DISTINCT) {
      setState(1052);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::DISTINCT)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
    setState(1055);
    selectItem();
    setState(1060);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1056);
      match(KiteParser::COMMA);
      setState(1057);
      selectItem();
      setState(1062);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1064);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::FROM) {
      setState(1063);
      fromClause();
    }
    setState(1067);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(1066);
      whereClause();
    }
    setState(1070);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::GROUP) {
      setState(1069);
      groupByClause();
    }
    setState(1073);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::HAVING) {
      setState(1072);
      havingClause();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ValuesClauseContext ------------------------------------------------------------------

KiteParser::ValuesClauseContext::ValuesClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ValuesClauseContext::VALUES() {
  return getToken(KiteParser::VALUES, 0);
}

std::vector<KiteParser::ValuesRowContext *> KiteParser::ValuesClauseContext::valuesRow() {
  return getRuleContexts<KiteParser::ValuesRowContext>();
}

KiteParser::ValuesRowContext* KiteParser::ValuesClauseContext::valuesRow(size_t i) {
  return getRuleContext<KiteParser::ValuesRowContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::ValuesClauseContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ValuesClauseContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::ValuesClauseContext::getRuleIndex() const {
  return KiteParser::RuleValuesClause;
}


KiteParser::ValuesClauseContext* KiteParser::valuesClause() {
  ValuesClauseContext *_localctx = _tracker.createInstance<ValuesClauseContext>(_ctx, getState());
  enterRule(_localctx, 112, KiteParser::RuleValuesClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1075);
    match(KiteParser::VALUES);
    setState(1076);
    valuesRow();
    setState(1081);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1077);
      match(KiteParser::COMMA);
      setState(1078);
      valuesRow();
      setState(1083);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ValuesRowContext ------------------------------------------------------------------

KiteParser::ValuesRowContext::ValuesRowContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ValuesRowContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::ValuesItemContext *> KiteParser::ValuesRowContext::valuesItem() {
  return getRuleContexts<KiteParser::ValuesItemContext>();
}

KiteParser::ValuesItemContext* KiteParser::ValuesRowContext::valuesItem(size_t i) {
  return getRuleContext<KiteParser::ValuesItemContext>(i);
}

tree::TerminalNode* KiteParser::ValuesRowContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> KiteParser::ValuesRowContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ValuesRowContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::ValuesRowContext::getRuleIndex() const {
  return KiteParser::RuleValuesRow;
}


KiteParser::ValuesRowContext* KiteParser::valuesRow() {
  ValuesRowContext *_localctx = _tracker.createInstance<ValuesRowContext>(_ctx, getState());
  enterRule(_localctx, 114, KiteParser::RuleValuesRow);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1084);
    match(KiteParser::LPAREN);
    setState(1085);
    valuesItem();
    setState(1090);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1086);
      match(KiteParser::COMMA);
      setState(1087);
      valuesItem();
      setState(1092);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1093);
    match(KiteParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ValuesItemContext ------------------------------------------------------------------

KiteParser::ValuesItemContext::ValuesItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ValuesItemContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

KiteParser::ExprContext* KiteParser::ValuesItemContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}


size_t KiteParser::ValuesItemContext::getRuleIndex() const {
  return KiteParser::RuleValuesItem;
}


KiteParser::ValuesItemContext* KiteParser::valuesItem() {
  ValuesItemContext *_localctx = _tracker.createInstance<ValuesItemContext>(_ctx, getState());
  enterRule(_localctx, 116, KiteParser::RuleValuesItem);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1097);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        enterOuterAlt(_localctx, 1);
        setState(1095);
        match(KiteParser::DEFAULT);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::LPAREN:
      case KiteParser::PARAMETER:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL:
      case KiteParser::STRING:
      case KiteParser::ESCAPE_STRING:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(1096);
        expr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SelectItemContext ------------------------------------------------------------------

KiteParser::SelectItemContext::SelectItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::SelectItemContext::getRuleIndex() const {
  return KiteParser::RuleSelectItem;
}

void KiteParser::SelectItemContext::copyFrom(SelectItemContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- ExprItemContext ------------------------------------------------------------------

KiteParser::ExprContext* KiteParser::ExprItemContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::ExprItemContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::ColLabelContext* KiteParser::ExprItemContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}

KiteParser::IdentifierContext* KiteParser::ExprItemContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::ExprItemContext::ExprItemContext(SelectItemContext *ctx) { copyFrom(ctx); }


//----------------- QualifiedStarItemContext ------------------------------------------------------------------

KiteParser::IdentifierContext* KiteParser::QualifiedStarItemContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::QualifiedStarItemContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}

tree::TerminalNode* KiteParser::QualifiedStarItemContext::STAR() {
  return getToken(KiteParser::STAR, 0);
}

KiteParser::QualifiedStarItemContext::QualifiedStarItemContext(SelectItemContext *ctx) { copyFrom(ctx); }


//----------------- StarItemContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::StarItemContext::STAR() {
  return getToken(KiteParser::STAR, 0);
}

KiteParser::StarItemContext::StarItemContext(SelectItemContext *ctx) { copyFrom(ctx); }


KiteParser::SelectItemContext* KiteParser::selectItem() {
  SelectItemContext *_localctx = _tracker.createInstance<SelectItemContext>(_ctx, getState());
  enterRule(_localctx, 118, KiteParser::RuleSelectItem);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1110);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 152, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::StarItemContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1099);
      match(KiteParser::STAR);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::QualifiedStarItemContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1100);
      identifier();
      setState(1101);
      match(KiteParser::DOT);
      setState(1102);
      match(KiteParser::STAR);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::ExprItemContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1104);
      expr();
      setState(1108);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::AS: {
          setState(1105);
          match(KiteParser::AS);
          setState(1106);
          colLabel();
          break;
        }

        case KiteParser::ABORT:
        case KiteParser::ADD:
        case KiteParser::ALTER:
        case KiteParser::ALWAYS:
        case KiteParser::BEGIN:
        case KiteParser::BINARY:
        case KiteParser::CASCADE:
        case KiteParser::CHARACTERISTICS:
        case KiteParser::COLUMN:
        case KiteParser::COMMIT:
        case KiteParser::COMMITTED:
        case KiteParser::COMPRESSION:
        case KiteParser::CONFLICT:
        case KiteParser::CONTINUE:
        case KiteParser::COPY:
        case KiteParser::CSV:
        case KiteParser::DEFERRABLE:
        case KiteParser::DELETE:
        case KiteParser::DELIMITER:
        case KiteParser::DOUBLE:
        case KiteParser::DROP:
        case KiteParser::ENCRYPTED:
        case KiteParser::ESCAPE:
        case KiteParser::EXPLAIN:
        case KiteParser::EXTRACT:
        case KiteParser::FIRST:
        case KiteParser::FORMAT:
        case KiteParser::GENERATED:
        case KiteParser::HEADER:
        case KiteParser::IDENTITY:
        case KiteParser::IF:
        case KiteParser::INDEX:
        case KiteParser::INHERIT:
        case KiteParser::INSERT:
        case KiteParser::ISOLATION:
        case KiteParser::KEY:
        case KiteParser::LAST:
        case KiteParser::LEVEL:
        case KiteParser::LOCAL:
        case KiteParser::NEXT:
        case KiteParser::NO:
        case KiteParser::NOTHING:
        case KiteParser::NULLS:
        case KiteParser::OPERATOR:
        case KiteParser::OVERRIDING:
        case KiteParser::OWNED:
        case KiteParser::PASSWORD:
        case KiteParser::POSITION:
        case KiteParser::PRECISION:
        case KiteParser::QUOTE:
        case KiteParser::READ:
        case KiteParser::RENAME:
        case KiteParser::REPEATABLE:
        case KiteParser::RESET:
        case KiteParser::RESTART:
        case KiteParser::RESTRICT:
        case KiteParser::ROLE:
        case KiteParser::ROLLBACK:
        case KiteParser::ROW:
        case KiteParser::ROWS:
        case KiteParser::SEQUENCE:
        case KiteParser::SERIALIZABLE:
        case KiteParser::SESSION:
        case KiteParser::SET:
        case KiteParser::SHOW:
        case KiteParser::START:
        case KiteParser::STDIN:
        case KiteParser::STDOUT:
        case KiteParser::SUBSTRING:
        case KiteParser::SYSTEM:
        case KiteParser::TIME:
        case KiteParser::TRANSACTION:
        case KiteParser::TRIM:
        case KiteParser::TRUNCATE:
        case KiteParser::UNCOMMITTED:
        case KiteParser::UNKNOWN:
        case KiteParser::UPDATE:
        case KiteParser::USER:
        case KiteParser::VALUE:
        case KiteParser::VARYING:
        case KiteParser::VERBOSE:
        case KiteParser::WITHOUT:
        case KiteParser::WORK:
        case KiteParser::WRITE:
        case KiteParser::ZONE:
        case KiteParser::QUOTED_IDENTIFIER:
        case KiteParser::IDENTIFIER: {
          setState(1107);
          identifier();
          break;
        }

        case KiteParser::EOF:
        case KiteParser::EXCEPT:
        case KiteParser::FETCH:
        case KiteParser::FROM:
        case KiteParser::GROUP:
        case KiteParser::HAVING:
        case KiteParser::INTERSECT:
        case KiteParser::LIMIT:
        case KiteParser::OFFSET:
        case KiteParser::ON:
        case KiteParser::ORDER:
        case KiteParser::RETURNING:
        case KiteParser::UNION:
        case KiteParser::WHERE:
        case KiteParser::RPAREN:
        case KiteParser::COMMA:
        case KiteParser::SEMI: {
          break;
        }

      default:
        break;
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FromClauseContext ------------------------------------------------------------------

KiteParser::FromClauseContext::FromClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::FromClauseContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

std::vector<KiteParser::TableRefContext *> KiteParser::FromClauseContext::tableRef() {
  return getRuleContexts<KiteParser::TableRefContext>();
}

KiteParser::TableRefContext* KiteParser::FromClauseContext::tableRef(size_t i) {
  return getRuleContext<KiteParser::TableRefContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::FromClauseContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::FromClauseContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::FromClauseContext::getRuleIndex() const {
  return KiteParser::RuleFromClause;
}


KiteParser::FromClauseContext* KiteParser::fromClause() {
  FromClauseContext *_localctx = _tracker.createInstance<FromClauseContext>(_ctx, getState());
  enterRule(_localctx, 120, KiteParser::RuleFromClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1112);
    match(KiteParser::FROM);
    setState(1113);
    tableRef();
    setState(1118);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1114);
      match(KiteParser::COMMA);
      setState(1115);
      tableRef();
      setState(1120);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- WhereClauseContext ------------------------------------------------------------------

KiteParser::WhereClauseContext::WhereClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::WhereClauseContext::WHERE() {
  return getToken(KiteParser::WHERE, 0);
}

KiteParser::ExprContext* KiteParser::WhereClauseContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}


size_t KiteParser::WhereClauseContext::getRuleIndex() const {
  return KiteParser::RuleWhereClause;
}


KiteParser::WhereClauseContext* KiteParser::whereClause() {
  WhereClauseContext *_localctx = _tracker.createInstance<WhereClauseContext>(_ctx, getState());
  enterRule(_localctx, 122, KiteParser::RuleWhereClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1121);
    match(KiteParser::WHERE);
    setState(1122);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- GroupByClauseContext ------------------------------------------------------------------

KiteParser::GroupByClauseContext::GroupByClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::GroupByClauseContext::GROUP() {
  return getToken(KiteParser::GROUP, 0);
}

tree::TerminalNode* KiteParser::GroupByClauseContext::BY() {
  return getToken(KiteParser::BY, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::GroupByClauseContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::GroupByClauseContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::GroupByClauseContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::GroupByClauseContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::GroupByClauseContext::getRuleIndex() const {
  return KiteParser::RuleGroupByClause;
}


KiteParser::GroupByClauseContext* KiteParser::groupByClause() {
  GroupByClauseContext *_localctx = _tracker.createInstance<GroupByClauseContext>(_ctx, getState());
  enterRule(_localctx, 124, KiteParser::RuleGroupByClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1124);
    match(KiteParser::GROUP);
    setState(1125);
    match(KiteParser::BY);
    setState(1126);
    expr();
    setState(1131);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1127);
      match(KiteParser::COMMA);
      setState(1128);
      expr();
      setState(1133);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- HavingClauseContext ------------------------------------------------------------------

KiteParser::HavingClauseContext::HavingClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::HavingClauseContext::HAVING() {
  return getToken(KiteParser::HAVING, 0);
}

KiteParser::ExprContext* KiteParser::HavingClauseContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}


size_t KiteParser::HavingClauseContext::getRuleIndex() const {
  return KiteParser::RuleHavingClause;
}


KiteParser::HavingClauseContext* KiteParser::havingClause() {
  HavingClauseContext *_localctx = _tracker.createInstance<HavingClauseContext>(_ctx, getState());
  enterRule(_localctx, 126, KiteParser::RuleHavingClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1134);
    match(KiteParser::HAVING);
    setState(1135);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OrderByClauseContext ------------------------------------------------------------------

KiteParser::OrderByClauseContext::OrderByClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::OrderByClauseContext::ORDER() {
  return getToken(KiteParser::ORDER, 0);
}

tree::TerminalNode* KiteParser::OrderByClauseContext::BY() {
  return getToken(KiteParser::BY, 0);
}

std::vector<KiteParser::OrderItemContext *> KiteParser::OrderByClauseContext::orderItem() {
  return getRuleContexts<KiteParser::OrderItemContext>();
}

KiteParser::OrderItemContext* KiteParser::OrderByClauseContext::orderItem(size_t i) {
  return getRuleContext<KiteParser::OrderItemContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::OrderByClauseContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::OrderByClauseContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::OrderByClauseContext::getRuleIndex() const {
  return KiteParser::RuleOrderByClause;
}


KiteParser::OrderByClauseContext* KiteParser::orderByClause() {
  OrderByClauseContext *_localctx = _tracker.createInstance<OrderByClauseContext>(_ctx, getState());
  enterRule(_localctx, 128, KiteParser::RuleOrderByClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1137);
    match(KiteParser::ORDER);
    setState(1138);
    match(KiteParser::BY);
    setState(1139);
    orderItem();
    setState(1144);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1140);
      match(KiteParser::COMMA);
      setState(1141);
      orderItem();
      setState(1146);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OrderItemContext ------------------------------------------------------------------

KiteParser::OrderItemContext::OrderItemContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ExprContext* KiteParser::OrderItemContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::OrderItemContext::NULLS() {
  return getToken(KiteParser::NULLS, 0);
}

tree::TerminalNode* KiteParser::OrderItemContext::ASC() {
  return getToken(KiteParser::ASC, 0);
}

tree::TerminalNode* KiteParser::OrderItemContext::DESC() {
  return getToken(KiteParser::DESC, 0);
}

tree::TerminalNode* KiteParser::OrderItemContext::FIRST() {
  return getToken(KiteParser::FIRST, 0);
}

tree::TerminalNode* KiteParser::OrderItemContext::LAST() {
  return getToken(KiteParser::LAST, 0);
}


size_t KiteParser::OrderItemContext::getRuleIndex() const {
  return KiteParser::RuleOrderItem;
}


KiteParser::OrderItemContext* KiteParser::orderItem() {
  OrderItemContext *_localctx = _tracker.createInstance<OrderItemContext>(_ctx, getState());
  enterRule(_localctx, 130, KiteParser::RuleOrderItem);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1147);
    expr();
    setState(1149);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ASC

    || _la == KiteParser::DESC) {
      setState(1148);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ASC

      || _la == KiteParser::DESC)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
    setState(1153);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::NULLS) {
      setState(1151);
      match(KiteParser::NULLS);
      setState(1152);
      _la = _input->LA(1);
      if (!(_la == KiteParser::FIRST

      || _la == KiteParser::LAST)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- LimitClauseContext ------------------------------------------------------------------

KiteParser::LimitClauseContext::LimitClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::LimitClauseContext::getRuleIndex() const {
  return KiteParser::RuleLimitClause;
}

void KiteParser::LimitClauseContext::copyFrom(LimitClauseContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- OffsetContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::OffsetContext::OFFSET() {
  return getToken(KiteParser::OFFSET, 0);
}

KiteParser::ExprContext* KiteParser::OffsetContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::OffsetContext::ROW() {
  return getToken(KiteParser::ROW, 0);
}

tree::TerminalNode* KiteParser::OffsetContext::ROWS() {
  return getToken(KiteParser::ROWS, 0);
}

KiteParser::OffsetContext::OffsetContext(LimitClauseContext *ctx) { copyFrom(ctx); }


//----------------- LimitContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::LimitContext::LIMIT() {
  return getToken(KiteParser::LIMIT, 0);
}

KiteParser::ExprContext* KiteParser::LimitContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::LimitContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

KiteParser::LimitContext::LimitContext(LimitClauseContext *ctx) { copyFrom(ctx); }


//----------------- FetchFirstContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::FetchFirstContext::FETCH() {
  return getToken(KiteParser::FETCH, 0);
}

tree::TerminalNode* KiteParser::FetchFirstContext::ONLY() {
  return getToken(KiteParser::ONLY, 0);
}

tree::TerminalNode* KiteParser::FetchFirstContext::FIRST() {
  return getToken(KiteParser::FIRST, 0);
}

tree::TerminalNode* KiteParser::FetchFirstContext::NEXT() {
  return getToken(KiteParser::NEXT, 0);
}

tree::TerminalNode* KiteParser::FetchFirstContext::ROW() {
  return getToken(KiteParser::ROW, 0);
}

tree::TerminalNode* KiteParser::FetchFirstContext::ROWS() {
  return getToken(KiteParser::ROWS, 0);
}

KiteParser::ExprContext* KiteParser::FetchFirstContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

KiteParser::FetchFirstContext::FetchFirstContext(LimitClauseContext *ctx) { copyFrom(ctx); }


KiteParser::LimitClauseContext* KiteParser::limitClause() {
  LimitClauseContext *_localctx = _tracker.createInstance<LimitClauseContext>(_ctx, getState());
  enterRule(_localctx, 132, KiteParser::RuleLimitClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1172);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LIMIT: {
        _localctx = dynamic_cast<LimitClauseContext *>(_tracker.createInstance<KiteParser::LimitContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(1155);
        match(KiteParser::LIMIT);
        setState(1158);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case KiteParser::ABORT:
          case KiteParser::ADD:
          case KiteParser::ALTER:
          case KiteParser::ALWAYS:
          case KiteParser::ARRAY:
          case KiteParser::BEGIN:
          case KiteParser::BINARY:
          case KiteParser::CASCADE:
          case KiteParser::CASE:
          case KiteParser::CAST:
          case KiteParser::CHARACTERISTICS:
          case KiteParser::COLUMN:
          case KiteParser::COMMIT:
          case KiteParser::COMMITTED:
          case KiteParser::COMPRESSION:
          case KiteParser::CONFLICT:
          case KiteParser::CONTINUE:
          case KiteParser::COPY:
          case KiteParser::CSV:
          case KiteParser::DEFERRABLE:
          case KiteParser::DELETE:
          case KiteParser::DELIMITER:
          case KiteParser::DOUBLE:
          case KiteParser::DROP:
          case KiteParser::ENCRYPTED:
          case KiteParser::ESCAPE:
          case KiteParser::EXISTS:
          case KiteParser::EXPLAIN:
          case KiteParser::EXTRACT:
          case KiteParser::FALSE:
          case KiteParser::FIRST:
          case KiteParser::FORMAT:
          case KiteParser::GENERATED:
          case KiteParser::HEADER:
          case KiteParser::IDENTITY:
          case KiteParser::IF:
          case KiteParser::INDEX:
          case KiteParser::INHERIT:
          case KiteParser::INSERT:
          case KiteParser::ISOLATION:
          case KiteParser::KEY:
          case KiteParser::LAST:
          case KiteParser::LEFT:
          case KiteParser::LEVEL:
          case KiteParser::LOCAL:
          case KiteParser::NEXT:
          case KiteParser::NO:
          case KiteParser::NOT:
          case KiteParser::NOTHING:
          case KiteParser::NULL_:
          case KiteParser::NULLS:
          case KiteParser::OPERATOR:
          case KiteParser::OVERRIDING:
          case KiteParser::OWNED:
          case KiteParser::PASSWORD:
          case KiteParser::POSITION:
          case KiteParser::PRECISION:
          case KiteParser::QUOTE:
          case KiteParser::READ:
          case KiteParser::RENAME:
          case KiteParser::REPEATABLE:
          case KiteParser::RESET:
          case KiteParser::RESTART:
          case KiteParser::RESTRICT:
          case KiteParser::RIGHT:
          case KiteParser::ROLE:
          case KiteParser::ROLLBACK:
          case KiteParser::ROW:
          case KiteParser::ROWS:
          case KiteParser::SEQUENCE:
          case KiteParser::SERIALIZABLE:
          case KiteParser::SESSION:
          case KiteParser::SET:
          case KiteParser::SHOW:
          case KiteParser::START:
          case KiteParser::STDIN:
          case KiteParser::STDOUT:
          case KiteParser::SUBSTRING:
          case KiteParser::SYSTEM:
          case KiteParser::TIME:
          case KiteParser::TRANSACTION:
          case KiteParser::TRIM:
          case KiteParser::TRUE:
          case KiteParser::TRUNCATE:
          case KiteParser::UNCOMMITTED:
          case KiteParser::UNKNOWN:
          case KiteParser::UPDATE:
          case KiteParser::USER:
          case KiteParser::VALUE:
          case KiteParser::VARYING:
          case KiteParser::VERBOSE:
          case KiteParser::WITHOUT:
          case KiteParser::WORK:
          case KiteParser::WRITE:
          case KiteParser::ZONE:
          case KiteParser::PLUS:
          case KiteParser::MINUS:
          case KiteParser::LPAREN:
          case KiteParser::PARAMETER:
          case KiteParser::INTEGER_LITERAL:
          case KiteParser::DECIMAL_LITERAL:
          case KiteParser::STRING:
          case KiteParser::ESCAPE_STRING:
          case KiteParser::QUOTED_IDENTIFIER:
          case KiteParser::IDENTIFIER: {
            setState(1156);
            expr();
            break;
          }

          case KiteParser::ALL: {
            setState(1157);
            match(KiteParser::ALL);
            break;
          }

        default:
          throw NoViableAltException(this);
        }
        break;
      }

      case KiteParser::OFFSET: {
        _localctx = dynamic_cast<LimitClauseContext *>(_tracker.createInstance<KiteParser::OffsetContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(1160);
        match(KiteParser::OFFSET);
        setState(1161);
        expr();
        setState(1163);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::ROW

        || _la == KiteParser::ROWS) {
          setState(1162);
          _la = _input->LA(1);
          if (!(_la == KiteParser::ROW

          || _la == KiteParser::ROWS)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
        }
        break;
      }

      case KiteParser::FETCH: {
        _localctx = dynamic_cast<LimitClauseContext *>(_tracker.createInstance<KiteParser::FetchFirstContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(1165);
        match(KiteParser::FETCH);
        setState(1166);
        _la = _input->LA(1);
        if (!(_la == KiteParser::FIRST

        || _la == KiteParser::NEXT)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1168);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 160, _ctx)) {
        case 1: {
          setState(1167);
          expr();
          break;
        }

        default:
          break;
        }
        setState(1170);
        _la = _input->LA(1);
        if (!(_la == KiteParser::ROW

        || _la == KiteParser::ROWS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1171);
        match(KiteParser::ONLY);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TableRefContext ------------------------------------------------------------------

KiteParser::TableRefContext::TableRefContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::TablePrimaryContext* KiteParser::TableRefContext::tablePrimary() {
  return getRuleContext<KiteParser::TablePrimaryContext>(0);
}

std::vector<KiteParser::JoinClauseContext *> KiteParser::TableRefContext::joinClause() {
  return getRuleContexts<KiteParser::JoinClauseContext>();
}

KiteParser::JoinClauseContext* KiteParser::TableRefContext::joinClause(size_t i) {
  return getRuleContext<KiteParser::JoinClauseContext>(i);
}


size_t KiteParser::TableRefContext::getRuleIndex() const {
  return KiteParser::RuleTableRef;
}


KiteParser::TableRefContext* KiteParser::tableRef() {
  TableRefContext *_localctx = _tracker.createInstance<TableRefContext>(_ctx, getState());
  enterRule(_localctx, 134, KiteParser::RuleTableRef);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1174);
    tablePrimary();
    setState(1178);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::CROSS

    || _la == KiteParser::FULL || ((((_la - 68) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 68)) & ((1ULL << (KiteParser::INNER - 68))
      | (1ULL << (KiteParser::JOIN - 68))
      | (1ULL << (KiteParser::LEFT - 68))
      | (1ULL << (KiteParser::NATURAL - 68))
      | (1ULL << (KiteParser::RIGHT - 68)))) != 0)) {
      setState(1175);
      joinClause();
      setState(1180);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- JoinClauseContext ------------------------------------------------------------------

KiteParser::JoinClauseContext::JoinClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::JoinClauseContext::getRuleIndex() const {
  return KiteParser::RuleJoinClause;
}

void KiteParser::JoinClauseContext::copyFrom(JoinClauseContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- NaturalJoinContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::NaturalJoinContext::NATURAL() {
  return getToken(KiteParser::NATURAL, 0);
}

tree::TerminalNode* KiteParser::NaturalJoinContext::JOIN() {
  return getToken(KiteParser::JOIN, 0);
}

KiteParser::TablePrimaryContext* KiteParser::NaturalJoinContext::tablePrimary() {
  return getRuleContext<KiteParser::TablePrimaryContext>(0);
}

KiteParser::JoinTypeContext* KiteParser::NaturalJoinContext::joinType() {
  return getRuleContext<KiteParser::JoinTypeContext>(0);
}

KiteParser::NaturalJoinContext::NaturalJoinContext(JoinClauseContext *ctx) { copyFrom(ctx); }


//----------------- QualifiedJoinContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::QualifiedJoinContext::JOIN() {
  return getToken(KiteParser::JOIN, 0);
}

KiteParser::TablePrimaryContext* KiteParser::QualifiedJoinContext::tablePrimary() {
  return getRuleContext<KiteParser::TablePrimaryContext>(0);
}

KiteParser::JoinConditionContext* KiteParser::QualifiedJoinContext::joinCondition() {
  return getRuleContext<KiteParser::JoinConditionContext>(0);
}

KiteParser::JoinTypeContext* KiteParser::QualifiedJoinContext::joinType() {
  return getRuleContext<KiteParser::JoinTypeContext>(0);
}

KiteParser::QualifiedJoinContext::QualifiedJoinContext(JoinClauseContext *ctx) { copyFrom(ctx); }


//----------------- CrossJoinContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CrossJoinContext::CROSS() {
  return getToken(KiteParser::CROSS, 0);
}

tree::TerminalNode* KiteParser::CrossJoinContext::JOIN() {
  return getToken(KiteParser::JOIN, 0);
}

KiteParser::TablePrimaryContext* KiteParser::CrossJoinContext::tablePrimary() {
  return getRuleContext<KiteParser::TablePrimaryContext>(0);
}

KiteParser::CrossJoinContext::CrossJoinContext(JoinClauseContext *ctx) { copyFrom(ctx); }


KiteParser::JoinClauseContext* KiteParser::joinClause() {
  JoinClauseContext *_localctx = _tracker.createInstance<JoinClauseContext>(_ctx, getState());
  enterRule(_localctx, 136, KiteParser::RuleJoinClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1197);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CROSS: {
        _localctx = dynamic_cast<JoinClauseContext *>(_tracker.createInstance<KiteParser::CrossJoinContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(1181);
        match(KiteParser::CROSS);
        setState(1182);
        match(KiteParser::JOIN);
        setState(1183);
        tablePrimary();
        break;
      }

      case KiteParser::NATURAL: {
        _localctx = dynamic_cast<JoinClauseContext *>(_tracker.createInstance<KiteParser::NaturalJoinContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(1184);
        match(KiteParser::NATURAL);
        setState(1186);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 57) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 57)) & ((1ULL << (KiteParser::FULL - 57))
          | (1ULL << (KiteParser::INNER - 57))
          | (1ULL << (KiteParser::LEFT - 57))
          | (1ULL << (KiteParser::RIGHT - 57)))) != 0)) {
          setState(1185);
          joinType();
        }
        setState(1188);
        match(KiteParser::JOIN);
        setState(1189);
        tablePrimary();
        break;
      }

      case KiteParser::FULL:
      case KiteParser::INNER:
      case KiteParser::JOIN:
      case KiteParser::LEFT:
      case KiteParser::RIGHT: {
        _localctx = dynamic_cast<JoinClauseContext *>(_tracker.createInstance<KiteParser::QualifiedJoinContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(1191);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 57) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 57)) & ((1ULL << (KiteParser::FULL - 57))
          | (1ULL << (KiteParser::INNER - 57))
          | (1ULL << (KiteParser::LEFT - 57))
          | (1ULL << (KiteParser::RIGHT - 57)))) != 0)) {
          setState(1190);
          joinType();
        }
        setState(1193);
        match(KiteParser::JOIN);
        setState(1194);
        tablePrimary();
        setState(1195);
        joinCondition();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- JoinTypeContext ------------------------------------------------------------------

KiteParser::JoinTypeContext::JoinTypeContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::JoinTypeContext::INNER() {
  return getToken(KiteParser::INNER, 0);
}

tree::TerminalNode* KiteParser::JoinTypeContext::LEFT() {
  return getToken(KiteParser::LEFT, 0);
}

tree::TerminalNode* KiteParser::JoinTypeContext::OUTER() {
  return getToken(KiteParser::OUTER, 0);
}

tree::TerminalNode* KiteParser::JoinTypeContext::RIGHT() {
  return getToken(KiteParser::RIGHT, 0);
}

tree::TerminalNode* KiteParser::JoinTypeContext::FULL() {
  return getToken(KiteParser::FULL, 0);
}


size_t KiteParser::JoinTypeContext::getRuleIndex() const {
  return KiteParser::RuleJoinType;
}


KiteParser::JoinTypeContext* KiteParser::joinType() {
  JoinTypeContext *_localctx = _tracker.createInstance<JoinTypeContext>(_ctx, getState());
  enterRule(_localctx, 138, KiteParser::RuleJoinType);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1212);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::INNER: {
        enterOuterAlt(_localctx, 1);
        setState(1199);
        match(KiteParser::INNER);
        break;
      }

      case KiteParser::LEFT: {
        enterOuterAlt(_localctx, 2);
        setState(1200);
        match(KiteParser::LEFT);
        setState(1202);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(1201);
          match(KiteParser::OUTER);
        }
        break;
      }

      case KiteParser::RIGHT: {
        enterOuterAlt(_localctx, 3);
        setState(1204);
        match(KiteParser::RIGHT);
        setState(1206);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(1205);
          match(KiteParser::OUTER);
        }
        break;
      }

      case KiteParser::FULL: {
        enterOuterAlt(_localctx, 4);
        setState(1208);
        match(KiteParser::FULL);
        setState(1210);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(1209);
          match(KiteParser::OUTER);
        }
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- JoinConditionContext ------------------------------------------------------------------

KiteParser::JoinConditionContext::JoinConditionContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::JoinConditionContext::ON() {
  return getToken(KiteParser::ON, 0);
}

KiteParser::ExprContext* KiteParser::JoinConditionContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::JoinConditionContext::USING() {
  return getToken(KiteParser::USING, 0);
}

KiteParser::IdentifierListContext* KiteParser::JoinConditionContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}


size_t KiteParser::JoinConditionContext::getRuleIndex() const {
  return KiteParser::RuleJoinCondition;
}


KiteParser::JoinConditionContext* KiteParser::joinCondition() {
  JoinConditionContext *_localctx = _tracker.createInstance<JoinConditionContext>(_ctx, getState());
  enterRule(_localctx, 140, KiteParser::RuleJoinCondition);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1218);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ON: {
        enterOuterAlt(_localctx, 1);
        setState(1214);
        match(KiteParser::ON);
        setState(1215);
        expr();
        break;
      }

      case KiteParser::USING: {
        enterOuterAlt(_localctx, 2);
        setState(1216);
        match(KiteParser::USING);
        setState(1217);
        identifierList();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TablePrimaryContext ------------------------------------------------------------------

KiteParser::TablePrimaryContext::TablePrimaryContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::TablePrimaryContext::getRuleIndex() const {
  return KiteParser::RuleTablePrimary;
}

void KiteParser::TablePrimaryContext::copyFrom(TablePrimaryContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- NamedTableContext ------------------------------------------------------------------

KiteParser::QualifiedNameContext* KiteParser::NamedTableContext::qualifiedName() {
  return getRuleContext<KiteParser::QualifiedNameContext>(0);
}

KiteParser::AliasClauseContext* KiteParser::NamedTableContext::aliasClause() {
  return getRuleContext<KiteParser::AliasClauseContext>(0);
}

KiteParser::NamedTableContext::NamedTableContext(TablePrimaryContext *ctx) { copyFrom(ctx); }


//----------------- FunctionTableContext ------------------------------------------------------------------

KiteParser::FunctionNameContext* KiteParser::FunctionTableContext::functionName() {
  return getRuleContext<KiteParser::FunctionNameContext>(0);
}

tree::TerminalNode* KiteParser::FunctionTableContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::FunctionTableContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::FunctionTableContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::FunctionTableContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

KiteParser::AliasClauseContext* KiteParser::FunctionTableContext::aliasClause() {
  return getRuleContext<KiteParser::AliasClauseContext>(0);
}

std::vector<tree::TerminalNode *> KiteParser::FunctionTableContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::FunctionTableContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::FunctionTableContext::FunctionTableContext(TablePrimaryContext *ctx) { copyFrom(ctx); }


//----------------- SubqueryTableContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SubqueryTableContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::SubqueryTableContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::SubqueryTableContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::AliasClauseContext* KiteParser::SubqueryTableContext::aliasClause() {
  return getRuleContext<KiteParser::AliasClauseContext>(0);
}

KiteParser::SubqueryTableContext::SubqueryTableContext(TablePrimaryContext *ctx) { copyFrom(ctx); }


//----------------- ParenthesizedTableContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ParenthesizedTableContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::TableRefContext* KiteParser::ParenthesizedTableContext::tableRef() {
  return getRuleContext<KiteParser::TableRefContext>(0);
}

tree::TerminalNode* KiteParser::ParenthesizedTableContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::AliasClauseContext* KiteParser::ParenthesizedTableContext::aliasClause() {
  return getRuleContext<KiteParser::AliasClauseContext>(0);
}

KiteParser::ParenthesizedTableContext::ParenthesizedTableContext(TablePrimaryContext *ctx) { copyFrom(ctx); }


KiteParser::TablePrimaryContext* KiteParser::tablePrimary() {
  TablePrimaryContext *_localctx = _tracker.createInstance<TablePrimaryContext>(_ctx, getState());
  enterRule(_localctx, 142, KiteParser::RuleTablePrimary);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1252);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 177, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::FunctionTableContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1220);
      functionName();
      setState(1221);
      match(KiteParser::LPAREN);
      setState(1230);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXISTS)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FALSE)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEFT - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOT - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULL_ - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::RIGHT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUE - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::PLUS - 132))
        | (1ULL << (KiteParser::MINUS - 132))
        | (1ULL << (KiteParser::LPAREN - 132))
        | (1ULL << (KiteParser::PARAMETER - 132))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 132))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 132))
        | (1ULL << (KiteParser::STRING - 132))
        | (1ULL << (KiteParser::ESCAPE_STRING - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1222);
        expr();
        setState(1227);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(1223);
          match(KiteParser::COMMA);
          setState(1224);
          expr();
          setState(1229);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(1232);
      match(KiteParser::RPAREN);
      setState(1234);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1233);
        aliasClause();
      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::NamedTableContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1236);
      qualifiedName();
      setState(1238);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1237);
        aliasClause();
      }
      break;
    }

    case 3: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::SubqueryTableContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1240);
      match(KiteParser::LPAREN);
      setState(1241);
      query();
      setState(1242);
      match(KiteParser::RPAREN);
      setState(1244);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1243);
        aliasClause();
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::ParenthesizedTableContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1246);
      match(KiteParser::LPAREN);
      setState(1247);
      tableRef();
      setState(1248);
      match(KiteParser::RPAREN);
      setState(1250);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1249);
        aliasClause();
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AliasClauseContext ------------------------------------------------------------------

KiteParser::AliasClauseContext::AliasClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::IdentifierContext* KiteParser::AliasClauseContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::AliasClauseContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::IdentifierListContext* KiteParser::AliasClauseContext::identifierList() {
  return getRuleContext<KiteParser::IdentifierListContext>(0);
}


size_t KiteParser::AliasClauseContext::getRuleIndex() const {
  return KiteParser::RuleAliasClause;
}


KiteParser::AliasClauseContext* KiteParser::aliasClause() {
  AliasClauseContext *_localctx = _tracker.createInstance<AliasClauseContext>(_ctx, getState());
  enterRule(_localctx, 144, KiteParser::RuleAliasClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1255);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::AS) {
      setState(1254);
      match(KiteParser::AS);
    }
    setState(1257);
    identifier();
    setState(1259);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::LPAREN) {
      setState(1258);
      identifierList();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ExprContext ------------------------------------------------------------------

KiteParser::ExprContext::ExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::OrExprContext* KiteParser::ExprContext::orExpr() {
  return getRuleContext<KiteParser::OrExprContext>(0);
}


size_t KiteParser::ExprContext::getRuleIndex() const {
  return KiteParser::RuleExpr;
}


KiteParser::ExprContext* KiteParser::expr() {
  ExprContext *_localctx = _tracker.createInstance<ExprContext>(_ctx, getState());
  enterRule(_localctx, 146, KiteParser::RuleExpr);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1261);
    orExpr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OrExprContext ------------------------------------------------------------------

KiteParser::OrExprContext::OrExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::AndExprContext *> KiteParser::OrExprContext::andExpr() {
  return getRuleContexts<KiteParser::AndExprContext>();
}

KiteParser::AndExprContext* KiteParser::OrExprContext::andExpr(size_t i) {
  return getRuleContext<KiteParser::AndExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::OrExprContext::OR() {
  return getTokens(KiteParser::OR);
}

tree::TerminalNode* KiteParser::OrExprContext::OR(size_t i) {
  return getToken(KiteParser::OR, i);
}


size_t KiteParser::OrExprContext::getRuleIndex() const {
  return KiteParser::RuleOrExpr;
}


KiteParser::OrExprContext* KiteParser::orExpr() {
  OrExprContext *_localctx = _tracker.createInstance<OrExprContext>(_ctx, getState());
  enterRule(_localctx, 148, KiteParser::RuleOrExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1263);
    andExpr();
    setState(1268);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::OR) {
      setState(1264);
      match(KiteParser::OR);
      setState(1265);
      andExpr();
      setState(1270);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AndExprContext ------------------------------------------------------------------

KiteParser::AndExprContext::AndExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::NotExprContext *> KiteParser::AndExprContext::notExpr() {
  return getRuleContexts<KiteParser::NotExprContext>();
}

KiteParser::NotExprContext* KiteParser::AndExprContext::notExpr(size_t i) {
  return getRuleContext<KiteParser::NotExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::AndExprContext::AND() {
  return getTokens(KiteParser::AND);
}

tree::TerminalNode* KiteParser::AndExprContext::AND(size_t i) {
  return getToken(KiteParser::AND, i);
}


size_t KiteParser::AndExprContext::getRuleIndex() const {
  return KiteParser::RuleAndExpr;
}


KiteParser::AndExprContext* KiteParser::andExpr() {
  AndExprContext *_localctx = _tracker.createInstance<AndExprContext>(_ctx, getState());
  enterRule(_localctx, 150, KiteParser::RuleAndExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1271);
    notExpr();
    setState(1276);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::AND) {
      setState(1272);
      match(KiteParser::AND);
      setState(1273);
      notExpr();
      setState(1278);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NotExprContext ------------------------------------------------------------------

KiteParser::NotExprContext::NotExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::NotExprContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::NotExprContext* KiteParser::NotExprContext::notExpr() {
  return getRuleContext<KiteParser::NotExprContext>(0);
}

KiteParser::IsExprContext* KiteParser::NotExprContext::isExpr() {
  return getRuleContext<KiteParser::IsExprContext>(0);
}


size_t KiteParser::NotExprContext::getRuleIndex() const {
  return KiteParser::RuleNotExpr;
}


KiteParser::NotExprContext* KiteParser::notExpr() {
  NotExprContext *_localctx = _tracker.createInstance<NotExprContext>(_ctx, getState());
  enterRule(_localctx, 152, KiteParser::RuleNotExpr);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1282);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::NOT: {
        enterOuterAlt(_localctx, 1);
        setState(1279);
        match(KiteParser::NOT);
        setState(1280);
        notExpr();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::LPAREN:
      case KiteParser::PARAMETER:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL:
      case KiteParser::STRING:
      case KiteParser::ESCAPE_STRING:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(1281);
        isExpr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IsExprContext ------------------------------------------------------------------

KiteParser::IsExprContext::IsExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::ComparisonExprContext* KiteParser::IsExprContext::comparisonExpr() {
  return getRuleContext<KiteParser::ComparisonExprContext>(0);
}

std::vector<KiteParser::IsSuffixContext *> KiteParser::IsExprContext::isSuffix() {
  return getRuleContexts<KiteParser::IsSuffixContext>();
}

KiteParser::IsSuffixContext* KiteParser::IsExprContext::isSuffix(size_t i) {
  return getRuleContext<KiteParser::IsSuffixContext>(i);
}


size_t KiteParser::IsExprContext::getRuleIndex() const {
  return KiteParser::RuleIsExpr;
}


KiteParser::IsExprContext* KiteParser::isExpr() {
  IsExprContext *_localctx = _tracker.createInstance<IsExprContext>(_ctx, getState());
  enterRule(_localctx, 154, KiteParser::RuleIsExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1284);
    comparisonExpr();
    setState(1288);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::IS) {
      setState(1285);
      isSuffix();
      setState(1290);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IsSuffixContext ------------------------------------------------------------------

KiteParser::IsSuffixContext::IsSuffixContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::IsSuffixContext::getRuleIndex() const {
  return KiteParser::RuleIsSuffix;
}

void KiteParser::IsSuffixContext::copyFrom(IsSuffixContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- IsNullSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IsNullSuffixContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::IsNullSuffixContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

tree::TerminalNode* KiteParser::IsNullSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::IsNullSuffixContext::IsNullSuffixContext(IsSuffixContext *ctx) { copyFrom(ctx); }


//----------------- IsTrueSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IsTrueSuffixContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::IsTrueSuffixContext::TRUE() {
  return getToken(KiteParser::TRUE, 0);
}

tree::TerminalNode* KiteParser::IsTrueSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::IsTrueSuffixContext::IsTrueSuffixContext(IsSuffixContext *ctx) { copyFrom(ctx); }


//----------------- IsUnknownSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IsUnknownSuffixContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::IsUnknownSuffixContext::UNKNOWN() {
  return getToken(KiteParser::UNKNOWN, 0);
}

tree::TerminalNode* KiteParser::IsUnknownSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::IsUnknownSuffixContext::IsUnknownSuffixContext(IsSuffixContext *ctx) { copyFrom(ctx); }


//----------------- IsDistinctFromSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IsDistinctFromSuffixContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::IsDistinctFromSuffixContext::DISTINCT() {
  return getToken(KiteParser::DISTINCT, 0);
}

tree::TerminalNode* KiteParser::IsDistinctFromSuffixContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

KiteParser::ComparisonExprContext* KiteParser::IsDistinctFromSuffixContext::comparisonExpr() {
  return getRuleContext<KiteParser::ComparisonExprContext>(0);
}

tree::TerminalNode* KiteParser::IsDistinctFromSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::IsDistinctFromSuffixContext::IsDistinctFromSuffixContext(IsSuffixContext *ctx) { copyFrom(ctx); }


//----------------- IsFalseSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::IsFalseSuffixContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::IsFalseSuffixContext::FALSE() {
  return getToken(KiteParser::FALSE, 0);
}

tree::TerminalNode* KiteParser::IsFalseSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::IsFalseSuffixContext::IsFalseSuffixContext(IsSuffixContext *ctx) { copyFrom(ctx); }


KiteParser::IsSuffixContext* KiteParser::isSuffix() {
  IsSuffixContext *_localctx = _tracker.createInstance<IsSuffixContext>(_ctx, getState());
  enterRule(_localctx, 156, KiteParser::RuleIsSuffix);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1318);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 189, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsNullSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1291);
      match(KiteParser::IS);
      setState(1293);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1292);
        match(KiteParser::NOT);
      }
      setState(1295);
      match(KiteParser::NULL_);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsUnknownSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1296);
      match(KiteParser::IS);
      setState(1298);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1297);
        match(KiteParser::NOT);
      }
      setState(1300);
      match(KiteParser::UNKNOWN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsTrueSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1301);
      match(KiteParser::IS);
      setState(1303);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1302);
        match(KiteParser::NOT);
      }
      setState(1305);
      match(KiteParser::TRUE);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsFalseSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1306);
      match(KiteParser::IS);
      setState(1308);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1307);
        match(KiteParser::NOT);
      }
      setState(1310);
      match(KiteParser::FALSE);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsDistinctFromSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(1311);
      match(KiteParser::IS);
      setState(1313);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1312);
        match(KiteParser::NOT);
      }
      setState(1315);
      match(KiteParser::DISTINCT);
      setState(1316);
      match(KiteParser::FROM);
      setState(1317);
      comparisonExpr();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ComparisonExprContext ------------------------------------------------------------------

KiteParser::ComparisonExprContext::ComparisonExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::PredicateExprContext* KiteParser::ComparisonExprContext::predicateExpr() {
  return getRuleContext<KiteParser::PredicateExprContext>(0);
}

KiteParser::ComparisonOperatorContext* KiteParser::ComparisonExprContext::comparisonOperator() {
  return getRuleContext<KiteParser::ComparisonOperatorContext>(0);
}

KiteParser::ComparisonRightContext* KiteParser::ComparisonExprContext::comparisonRight() {
  return getRuleContext<KiteParser::ComparisonRightContext>(0);
}


size_t KiteParser::ComparisonExprContext::getRuleIndex() const {
  return KiteParser::RuleComparisonExpr;
}


KiteParser::ComparisonExprContext* KiteParser::comparisonExpr() {
  ComparisonExprContext *_localctx = _tracker.createInstance<ComparisonExprContext>(_ctx, getState());
  enterRule(_localctx, 158, KiteParser::RuleComparisonExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1320);
    predicateExpr();
    setState(1324);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 166) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 166)) & ((1ULL << (KiteParser::NEQ - 166))
      | (1ULL << (KiteParser::LTE - 166))
      | (1ULL << (KiteParser::GTE - 166))
      | (1ULL << (KiteParser::EQ - 166))
      | (1ULL << (KiteParser::LT - 166))
      | (1ULL << (KiteParser::GT - 166)))) != 0)) {
      setState(1321);
      comparisonOperator();
      setState(1322);
      comparisonRight();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ComparisonRightContext ------------------------------------------------------------------

KiteParser::ComparisonRightContext::ComparisonRightContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::ComparisonRightContext::getRuleIndex() const {
  return KiteParser::RuleComparisonRight;
}

void KiteParser::ComparisonRightContext::copyFrom(ComparisonRightContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- PlainComparisonContext ------------------------------------------------------------------

KiteParser::PredicateExprContext* KiteParser::PlainComparisonContext::predicateExpr() {
  return getRuleContext<KiteParser::PredicateExprContext>(0);
}

KiteParser::PlainComparisonContext::PlainComparisonContext(ComparisonRightContext *ctx) { copyFrom(ctx); }


//----------------- QuantifiedArrayContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::QuantifiedArrayContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::ExprContext* KiteParser::QuantifiedArrayContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::QuantifiedArrayContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::QuantifiedArrayContext::ANY() {
  return getToken(KiteParser::ANY, 0);
}

tree::TerminalNode* KiteParser::QuantifiedArrayContext::SOME() {
  return getToken(KiteParser::SOME, 0);
}

tree::TerminalNode* KiteParser::QuantifiedArrayContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

KiteParser::QuantifiedArrayContext::QuantifiedArrayContext(ComparisonRightContext *ctx) { copyFrom(ctx); }


//----------------- QuantifiedSubqueryContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::QuantifiedSubqueryContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::QuantifiedSubqueryContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::QuantifiedSubqueryContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::QuantifiedSubqueryContext::ANY() {
  return getToken(KiteParser::ANY, 0);
}

tree::TerminalNode* KiteParser::QuantifiedSubqueryContext::SOME() {
  return getToken(KiteParser::SOME, 0);
}

tree::TerminalNode* KiteParser::QuantifiedSubqueryContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

KiteParser::QuantifiedSubqueryContext::QuantifiedSubqueryContext(ComparisonRightContext *ctx) { copyFrom(ctx); }


KiteParser::ComparisonRightContext* KiteParser::comparisonRight() {
  ComparisonRightContext *_localctx = _tracker.createInstance<ComparisonRightContext>(_ctx, getState());
  enterRule(_localctx, 160, KiteParser::RuleComparisonRight);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1337);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 191, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::QuantifiedSubqueryContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1326);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::ANY || _la == KiteParser::SOME)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1327);
      match(KiteParser::LPAREN);
      setState(1328);
      query();
      setState(1329);
      match(KiteParser::RPAREN);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::QuantifiedArrayContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1331);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::ANY || _la == KiteParser::SOME)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1332);
      match(KiteParser::LPAREN);
      setState(1333);
      expr();
      setState(1334);
      match(KiteParser::RPAREN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::PlainComparisonContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1336);
      predicateExpr();
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ComparisonOperatorContext ------------------------------------------------------------------

KiteParser::ComparisonOperatorContext::ComparisonOperatorContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::EQ() {
  return getToken(KiteParser::EQ, 0);
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::NEQ() {
  return getToken(KiteParser::NEQ, 0);
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::LT() {
  return getToken(KiteParser::LT, 0);
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::LTE() {
  return getToken(KiteParser::LTE, 0);
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::GT() {
  return getToken(KiteParser::GT, 0);
}

tree::TerminalNode* KiteParser::ComparisonOperatorContext::GTE() {
  return getToken(KiteParser::GTE, 0);
}


size_t KiteParser::ComparisonOperatorContext::getRuleIndex() const {
  return KiteParser::RuleComparisonOperator;
}


KiteParser::ComparisonOperatorContext* KiteParser::comparisonOperator() {
  ComparisonOperatorContext *_localctx = _tracker.createInstance<ComparisonOperatorContext>(_ctx, getState());
  enterRule(_localctx, 162, KiteParser::RuleComparisonOperator);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1339);
    _la = _input->LA(1);
    if (!(((((_la - 166) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 166)) & ((1ULL << (KiteParser::NEQ - 166))
      | (1ULL << (KiteParser::LTE - 166))
      | (1ULL << (KiteParser::GTE - 166))
      | (1ULL << (KiteParser::EQ - 166))
      | (1ULL << (KiteParser::LT - 166))
      | (1ULL << (KiteParser::GT - 166)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PredicateExprContext ------------------------------------------------------------------

KiteParser::PredicateExprContext::PredicateExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::OtherExprContext* KiteParser::PredicateExprContext::otherExpr() {
  return getRuleContext<KiteParser::OtherExprContext>(0);
}

KiteParser::PredicateSuffixContext* KiteParser::PredicateExprContext::predicateSuffix() {
  return getRuleContext<KiteParser::PredicateSuffixContext>(0);
}


size_t KiteParser::PredicateExprContext::getRuleIndex() const {
  return KiteParser::RulePredicateExpr;
}


KiteParser::PredicateExprContext* KiteParser::predicateExpr() {
  PredicateExprContext *_localctx = _tracker.createInstance<PredicateExprContext>(_ctx, getState());
  enterRule(_localctx, 164, KiteParser::RulePredicateExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1341);
    otherExpr();
    setState(1343);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::BETWEEN || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::ILIKE - 64))
      | (1ULL << (KiteParser::IN - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::NOT - 64)))) != 0)) {
      setState(1342);
      predicateSuffix();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PredicateSuffixContext ------------------------------------------------------------------

KiteParser::PredicateSuffixContext::PredicateSuffixContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::PredicateSuffixContext::getRuleIndex() const {
  return KiteParser::RulePredicateSuffix;
}

void KiteParser::PredicateSuffixContext::copyFrom(PredicateSuffixContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- BetweenSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::BetweenSuffixContext::BETWEEN() {
  return getToken(KiteParser::BETWEEN, 0);
}

std::vector<KiteParser::OtherExprContext *> KiteParser::BetweenSuffixContext::otherExpr() {
  return getRuleContexts<KiteParser::OtherExprContext>();
}

KiteParser::OtherExprContext* KiteParser::BetweenSuffixContext::otherExpr(size_t i) {
  return getRuleContext<KiteParser::OtherExprContext>(i);
}

tree::TerminalNode* KiteParser::BetweenSuffixContext::AND() {
  return getToken(KiteParser::AND, 0);
}

tree::TerminalNode* KiteParser::BetweenSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::BetweenSuffixContext::SYMMETRIC() {
  return getToken(KiteParser::SYMMETRIC, 0);
}

KiteParser::BetweenSuffixContext::BetweenSuffixContext(PredicateSuffixContext *ctx) { copyFrom(ctx); }


//----------------- InListSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::InListSuffixContext::IN() {
  return getToken(KiteParser::IN, 0);
}

tree::TerminalNode* KiteParser::InListSuffixContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::InListSuffixContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::InListSuffixContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

tree::TerminalNode* KiteParser::InListSuffixContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::InListSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

std::vector<tree::TerminalNode *> KiteParser::InListSuffixContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::InListSuffixContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::InListSuffixContext::InListSuffixContext(PredicateSuffixContext *ctx) { copyFrom(ctx); }


//----------------- InSubquerySuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::InSubquerySuffixContext::IN() {
  return getToken(KiteParser::IN, 0);
}

tree::TerminalNode* KiteParser::InSubquerySuffixContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::InSubquerySuffixContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::InSubquerySuffixContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::InSubquerySuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

KiteParser::InSubquerySuffixContext::InSubquerySuffixContext(PredicateSuffixContext *ctx) { copyFrom(ctx); }


//----------------- LikeSuffixContext ------------------------------------------------------------------

std::vector<KiteParser::OtherExprContext *> KiteParser::LikeSuffixContext::otherExpr() {
  return getRuleContexts<KiteParser::OtherExprContext>();
}

KiteParser::OtherExprContext* KiteParser::LikeSuffixContext::otherExpr(size_t i) {
  return getRuleContext<KiteParser::OtherExprContext>(i);
}

tree::TerminalNode* KiteParser::LikeSuffixContext::LIKE() {
  return getToken(KiteParser::LIKE, 0);
}

tree::TerminalNode* KiteParser::LikeSuffixContext::ILIKE() {
  return getToken(KiteParser::ILIKE, 0);
}

tree::TerminalNode* KiteParser::LikeSuffixContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::LikeSuffixContext::ESCAPE() {
  return getToken(KiteParser::ESCAPE, 0);
}

KiteParser::LikeSuffixContext::LikeSuffixContext(PredicateSuffixContext *ctx) { copyFrom(ctx); }


KiteParser::PredicateSuffixContext* KiteParser::predicateSuffix() {
  PredicateSuffixContext *_localctx = _tracker.createInstance<PredicateSuffixContext>(_ctx, getState());
  enterRule(_localctx, 166, KiteParser::RulePredicateSuffix);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1388);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 200, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::BetweenSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1346);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1345);
        match(KiteParser::NOT);
      }
      setState(1348);
      match(KiteParser::BETWEEN);
      setState(1350);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::SYMMETRIC) {
        setState(1349);
        match(KiteParser::SYMMETRIC);
      }
      setState(1352);
      otherExpr();
      setState(1353);
      match(KiteParser::AND);
      setState(1354);
      otherExpr();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::InSubquerySuffixContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1357);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1356);
        match(KiteParser::NOT);
      }
      setState(1359);
      match(KiteParser::IN);
      setState(1360);
      match(KiteParser::LPAREN);
      setState(1361);
      query();
      setState(1362);
      match(KiteParser::RPAREN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::InListSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1365);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1364);
        match(KiteParser::NOT);
      }
      setState(1367);
      match(KiteParser::IN);
      setState(1368);
      match(KiteParser::LPAREN);
      setState(1369);
      expr();
      setState(1374);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(1370);
        match(KiteParser::COMMA);
        setState(1371);
        expr();
        setState(1376);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(1377);
      match(KiteParser::RPAREN);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::LikeSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1380);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1379);
        match(KiteParser::NOT);
      }
      setState(1382);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ILIKE

      || _la == KiteParser::LIKE)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1383);
      otherExpr();
      setState(1386);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 199, _ctx)) {
      case 1: {
        setState(1384);
        match(KiteParser::ESCAPE);
        setState(1385);
        otherExpr();
        break;
      }

      default:
        break;
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OtherExprContext ------------------------------------------------------------------

KiteParser::OtherExprContext::OtherExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::AdditiveExprContext *> KiteParser::OtherExprContext::additiveExpr() {
  return getRuleContexts<KiteParser::AdditiveExprContext>();
}

KiteParser::AdditiveExprContext* KiteParser::OtherExprContext::additiveExpr(size_t i) {
  return getRuleContext<KiteParser::AdditiveExprContext>(i);
}

std::vector<KiteParser::OtherOperatorContext *> KiteParser::OtherExprContext::otherOperator() {
  return getRuleContexts<KiteParser::OtherOperatorContext>();
}

KiteParser::OtherOperatorContext* KiteParser::OtherExprContext::otherOperator(size_t i) {
  return getRuleContext<KiteParser::OtherOperatorContext>(i);
}


size_t KiteParser::OtherExprContext::getRuleIndex() const {
  return KiteParser::RuleOtherExpr;
}


KiteParser::OtherExprContext* KiteParser::otherExpr() {
  OtherExprContext *_localctx = _tracker.createInstance<OtherExprContext>(_ctx, getState());
  enterRule(_localctx, 168, KiteParser::RuleOtherExpr);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(1390);
    additiveExpr();
    setState(1396);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 201, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(1391);
        otherOperator();
        setState(1392);
        additiveExpr(); 
      }
      setState(1398);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 201, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OtherOperatorContext ------------------------------------------------------------------

KiteParser::OtherOperatorContext::OtherOperatorContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::OtherOperatorContext::CONCAT() {
  return getToken(KiteParser::CONCAT, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::CONTAINS() {
  return getToken(KiteParser::CONTAINS, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::CONTAINED_BY() {
  return getToken(KiteParser::CONTAINED_BY, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::OVERLAPS() {
  return getToken(KiteParser::OVERLAPS, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::TILDE() {
  return getToken(KiteParser::TILDE, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::NOT_TILDE() {
  return getToken(KiteParser::NOT_TILDE, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::TILDE_STAR() {
  return getToken(KiteParser::TILDE_STAR, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::NOT_TILDE_STAR() {
  return getToken(KiteParser::NOT_TILDE_STAR, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::OPERATOR() {
  return getToken(KiteParser::OPERATOR, 0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::AnyOperatorContext* KiteParser::OtherOperatorContext::anyOperator() {
  return getRuleContext<KiteParser::AnyOperatorContext>(0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::IdentifierContext* KiteParser::OtherOperatorContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::OtherOperatorContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}


size_t KiteParser::OtherOperatorContext::getRuleIndex() const {
  return KiteParser::RuleOtherOperator;
}


KiteParser::OtherOperatorContext* KiteParser::otherOperator() {
  OtherOperatorContext *_localctx = _tracker.createInstance<OtherOperatorContext>(_ctx, getState());
  enterRule(_localctx, 170, KiteParser::RuleOtherOperator);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1417);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CONCAT: {
        enterOuterAlt(_localctx, 1);
        setState(1399);
        match(KiteParser::CONCAT);
        break;
      }

      case KiteParser::CONTAINS: {
        enterOuterAlt(_localctx, 2);
        setState(1400);
        match(KiteParser::CONTAINS);
        break;
      }

      case KiteParser::CONTAINED_BY: {
        enterOuterAlt(_localctx, 3);
        setState(1401);
        match(KiteParser::CONTAINED_BY);
        break;
      }

      case KiteParser::OVERLAPS: {
        enterOuterAlt(_localctx, 4);
        setState(1402);
        match(KiteParser::OVERLAPS);
        break;
      }

      case KiteParser::TILDE: {
        enterOuterAlt(_localctx, 5);
        setState(1403);
        match(KiteParser::TILDE);
        break;
      }

      case KiteParser::NOT_TILDE: {
        enterOuterAlt(_localctx, 6);
        setState(1404);
        match(KiteParser::NOT_TILDE);
        break;
      }

      case KiteParser::TILDE_STAR: {
        enterOuterAlt(_localctx, 7);
        setState(1405);
        match(KiteParser::TILDE_STAR);
        break;
      }

      case KiteParser::NOT_TILDE_STAR: {
        enterOuterAlt(_localctx, 8);
        setState(1406);
        match(KiteParser::NOT_TILDE_STAR);
        break;
      }

      case KiteParser::OPERATOR: {
        enterOuterAlt(_localctx, 9);
        setState(1407);
        match(KiteParser::OPERATOR);
        setState(1408);
        match(KiteParser::LPAREN);
        setState(1412);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
          | (1ULL << KiteParser::ADD)
          | (1ULL << KiteParser::ALTER)
          | (1ULL << KiteParser::ALWAYS)
          | (1ULL << KiteParser::BEGIN)
          | (1ULL << KiteParser::BINARY)
          | (1ULL << KiteParser::CASCADE)
          | (1ULL << KiteParser::CHARACTERISTICS)
          | (1ULL << KiteParser::COLUMN)
          | (1ULL << KiteParser::COMMIT)
          | (1ULL << KiteParser::COMMITTED)
          | (1ULL << KiteParser::COMPRESSION)
          | (1ULL << KiteParser::CONFLICT)
          | (1ULL << KiteParser::CONTINUE)
          | (1ULL << KiteParser::COPY)
          | (1ULL << KiteParser::CSV)
          | (1ULL << KiteParser::DEFERRABLE)
          | (1ULL << KiteParser::DELETE)
          | (1ULL << KiteParser::DELIMITER)
          | (1ULL << KiteParser::DOUBLE)
          | (1ULL << KiteParser::DROP)
          | (1ULL << KiteParser::ENCRYPTED)
          | (1ULL << KiteParser::ESCAPE)
          | (1ULL << KiteParser::EXPLAIN)
          | (1ULL << KiteParser::EXTRACT)
          | (1ULL << KiteParser::FIRST)
          | (1ULL << KiteParser::FORMAT)
          | (1ULL << KiteParser::GENERATED)
          | (1ULL << KiteParser::HEADER)
          | (1ULL << KiteParser::IDENTITY)
          | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
          | (1ULL << (KiteParser::INHERIT - 66))
          | (1ULL << (KiteParser::INSERT - 66))
          | (1ULL << (KiteParser::ISOLATION - 66))
          | (1ULL << (KiteParser::KEY - 66))
          | (1ULL << (KiteParser::LAST - 66))
          | (1ULL << (KiteParser::LEVEL - 66))
          | (1ULL << (KiteParser::LOCAL - 66))
          | (1ULL << (KiteParser::NEXT - 66))
          | (1ULL << (KiteParser::NO - 66))
          | (1ULL << (KiteParser::NOTHING - 66))
          | (1ULL << (KiteParser::NULLS - 66))
          | (1ULL << (KiteParser::OPERATOR - 66))
          | (1ULL << (KiteParser::OVERRIDING - 66))
          | (1ULL << (KiteParser::OWNED - 66))
          | (1ULL << (KiteParser::PASSWORD - 66))
          | (1ULL << (KiteParser::POSITION - 66))
          | (1ULL << (KiteParser::PRECISION - 66))
          | (1ULL << (KiteParser::QUOTE - 66))
          | (1ULL << (KiteParser::READ - 66))
          | (1ULL << (KiteParser::RENAME - 66))
          | (1ULL << (KiteParser::REPEATABLE - 66))
          | (1ULL << (KiteParser::RESET - 66))
          | (1ULL << (KiteParser::RESTART - 66))
          | (1ULL << (KiteParser::RESTRICT - 66))
          | (1ULL << (KiteParser::ROLE - 66))
          | (1ULL << (KiteParser::ROLLBACK - 66))
          | (1ULL << (KiteParser::ROW - 66))
          | (1ULL << (KiteParser::ROWS - 66))
          | (1ULL << (KiteParser::SEQUENCE - 66))
          | (1ULL << (KiteParser::SERIALIZABLE - 66))
          | (1ULL << (KiteParser::SESSION - 66))
          | (1ULL << (KiteParser::SET - 66))
          | (1ULL << (KiteParser::SHOW - 66))
          | (1ULL << (KiteParser::START - 66))
          | (1ULL << (KiteParser::STDIN - 66))
          | (1ULL << (KiteParser::STDOUT - 66))
          | (1ULL << (KiteParser::SUBSTRING - 66))
          | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
          | (1ULL << (KiteParser::TRANSACTION - 132))
          | (1ULL << (KiteParser::TRIM - 132))
          | (1ULL << (KiteParser::TRUNCATE - 132))
          | (1ULL << (KiteParser::UNCOMMITTED - 132))
          | (1ULL << (KiteParser::UNKNOWN - 132))
          | (1ULL << (KiteParser::UPDATE - 132))
          | (1ULL << (KiteParser::USER - 132))
          | (1ULL << (KiteParser::VALUE - 132))
          | (1ULL << (KiteParser::VARYING - 132))
          | (1ULL << (KiteParser::VERBOSE - 132))
          | (1ULL << (KiteParser::WITHOUT - 132))
          | (1ULL << (KiteParser::WORK - 132))
          | (1ULL << (KiteParser::WRITE - 132))
          | (1ULL << (KiteParser::ZONE - 132))
          | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
          | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
          setState(1409);
          identifier();
          setState(1410);
          match(KiteParser::DOT);
        }
        setState(1414);
        anyOperator();
        setState(1415);
        match(KiteParser::RPAREN);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AnyOperatorContext ------------------------------------------------------------------

KiteParser::AnyOperatorContext::AnyOperatorContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::AnyOperatorContext::CONCAT() {
  return getToken(KiteParser::CONCAT, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::CONTAINS() {
  return getToken(KiteParser::CONTAINS, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::CONTAINED_BY() {
  return getToken(KiteParser::CONTAINED_BY, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::OVERLAPS() {
  return getToken(KiteParser::OVERLAPS, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::TILDE() {
  return getToken(KiteParser::TILDE, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::NOT_TILDE() {
  return getToken(KiteParser::NOT_TILDE, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::TILDE_STAR() {
  return getToken(KiteParser::TILDE_STAR, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::NOT_TILDE_STAR() {
  return getToken(KiteParser::NOT_TILDE_STAR, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::EQ() {
  return getToken(KiteParser::EQ, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::NEQ() {
  return getToken(KiteParser::NEQ, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::LT() {
  return getToken(KiteParser::LT, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::LTE() {
  return getToken(KiteParser::LTE, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::GT() {
  return getToken(KiteParser::GT, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::GTE() {
  return getToken(KiteParser::GTE, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::PLUS() {
  return getToken(KiteParser::PLUS, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::MINUS() {
  return getToken(KiteParser::MINUS, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::STAR() {
  return getToken(KiteParser::STAR, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::SLASH() {
  return getToken(KiteParser::SLASH, 0);
}

tree::TerminalNode* KiteParser::AnyOperatorContext::PERCENT() {
  return getToken(KiteParser::PERCENT, 0);
}


size_t KiteParser::AnyOperatorContext::getRuleIndex() const {
  return KiteParser::RuleAnyOperator;
}


KiteParser::AnyOperatorContext* KiteParser::anyOperator() {
  AnyOperatorContext *_localctx = _tracker.createInstance<AnyOperatorContext>(_ctx, getState());
  enterRule(_localctx, 172, KiteParser::RuleAnyOperator);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1419);
    _la = _input->LA(1);
    if (!(((((_la - 158) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 158)) & ((1ULL << (KiteParser::CONCAT - 158))
      | (1ULL << (KiteParser::CONTAINS - 158))
      | (1ULL << (KiteParser::CONTAINED_BY - 158))
      | (1ULL << (KiteParser::OVERLAPS - 158))
      | (1ULL << (KiteParser::TILDE - 158))
      | (1ULL << (KiteParser::NOT_TILDE - 158))
      | (1ULL << (KiteParser::TILDE_STAR - 158))
      | (1ULL << (KiteParser::NOT_TILDE_STAR - 158))
      | (1ULL << (KiteParser::NEQ - 158))
      | (1ULL << (KiteParser::LTE - 158))
      | (1ULL << (KiteParser::GTE - 158))
      | (1ULL << (KiteParser::EQ - 158))
      | (1ULL << (KiteParser::LT - 158))
      | (1ULL << (KiteParser::GT - 158))
      | (1ULL << (KiteParser::PLUS - 158))
      | (1ULL << (KiteParser::MINUS - 158))
      | (1ULL << (KiteParser::STAR - 158))
      | (1ULL << (KiteParser::SLASH - 158))
      | (1ULL << (KiteParser::PERCENT - 158)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- AdditiveExprContext ------------------------------------------------------------------

KiteParser::AdditiveExprContext::AdditiveExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::MultiplicativeExprContext *> KiteParser::AdditiveExprContext::multiplicativeExpr() {
  return getRuleContexts<KiteParser::MultiplicativeExprContext>();
}

KiteParser::MultiplicativeExprContext* KiteParser::AdditiveExprContext::multiplicativeExpr(size_t i) {
  return getRuleContext<KiteParser::MultiplicativeExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::AdditiveExprContext::PLUS() {
  return getTokens(KiteParser::PLUS);
}

tree::TerminalNode* KiteParser::AdditiveExprContext::PLUS(size_t i) {
  return getToken(KiteParser::PLUS, i);
}

std::vector<tree::TerminalNode *> KiteParser::AdditiveExprContext::MINUS() {
  return getTokens(KiteParser::MINUS);
}

tree::TerminalNode* KiteParser::AdditiveExprContext::MINUS(size_t i) {
  return getToken(KiteParser::MINUS, i);
}


size_t KiteParser::AdditiveExprContext::getRuleIndex() const {
  return KiteParser::RuleAdditiveExpr;
}


KiteParser::AdditiveExprContext* KiteParser::additiveExpr() {
  AdditiveExprContext *_localctx = _tracker.createInstance<AdditiveExprContext>(_ctx, getState());
  enterRule(_localctx, 174, KiteParser::RuleAdditiveExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1421);
    multiplicativeExpr();
    setState(1426);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::PLUS

    || _la == KiteParser::MINUS) {
      setState(1422);
      _la = _input->LA(1);
      if (!(_la == KiteParser::PLUS

      || _la == KiteParser::MINUS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1423);
      multiplicativeExpr();
      setState(1428);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- MultiplicativeExprContext ------------------------------------------------------------------

KiteParser::MultiplicativeExprContext::MultiplicativeExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::UnaryExprContext *> KiteParser::MultiplicativeExprContext::unaryExpr() {
  return getRuleContexts<KiteParser::UnaryExprContext>();
}

KiteParser::UnaryExprContext* KiteParser::MultiplicativeExprContext::unaryExpr(size_t i) {
  return getRuleContext<KiteParser::UnaryExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::MultiplicativeExprContext::STAR() {
  return getTokens(KiteParser::STAR);
}

tree::TerminalNode* KiteParser::MultiplicativeExprContext::STAR(size_t i) {
  return getToken(KiteParser::STAR, i);
}

std::vector<tree::TerminalNode *> KiteParser::MultiplicativeExprContext::SLASH() {
  return getTokens(KiteParser::SLASH);
}

tree::TerminalNode* KiteParser::MultiplicativeExprContext::SLASH(size_t i) {
  return getToken(KiteParser::SLASH, i);
}

std::vector<tree::TerminalNode *> KiteParser::MultiplicativeExprContext::PERCENT() {
  return getTokens(KiteParser::PERCENT);
}

tree::TerminalNode* KiteParser::MultiplicativeExprContext::PERCENT(size_t i) {
  return getToken(KiteParser::PERCENT, i);
}


size_t KiteParser::MultiplicativeExprContext::getRuleIndex() const {
  return KiteParser::RuleMultiplicativeExpr;
}


KiteParser::MultiplicativeExprContext* KiteParser::multiplicativeExpr() {
  MultiplicativeExprContext *_localctx = _tracker.createInstance<MultiplicativeExprContext>(_ctx, getState());
  enterRule(_localctx, 176, KiteParser::RuleMultiplicativeExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1429);
    unaryExpr();
    setState(1434);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 174) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 174)) & ((1ULL << (KiteParser::STAR - 174))
      | (1ULL << (KiteParser::SLASH - 174))
      | (1ULL << (KiteParser::PERCENT - 174)))) != 0)) {
      setState(1430);
      _la = _input->LA(1);
      if (!(((((_la - 174) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 174)) & ((1ULL << (KiteParser::STAR - 174))
        | (1ULL << (KiteParser::SLASH - 174))
        | (1ULL << (KiteParser::PERCENT - 174)))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1431);
      unaryExpr();
      setState(1436);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- UnaryExprContext ------------------------------------------------------------------

KiteParser::UnaryExprContext::UnaryExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::UnaryExprContext* KiteParser::UnaryExprContext::unaryExpr() {
  return getRuleContext<KiteParser::UnaryExprContext>(0);
}

tree::TerminalNode* KiteParser::UnaryExprContext::PLUS() {
  return getToken(KiteParser::PLUS, 0);
}

tree::TerminalNode* KiteParser::UnaryExprContext::MINUS() {
  return getToken(KiteParser::MINUS, 0);
}

KiteParser::PostfixExprContext* KiteParser::UnaryExprContext::postfixExpr() {
  return getRuleContext<KiteParser::PostfixExprContext>(0);
}


size_t KiteParser::UnaryExprContext::getRuleIndex() const {
  return KiteParser::RuleUnaryExpr;
}


KiteParser::UnaryExprContext* KiteParser::unaryExpr() {
  UnaryExprContext *_localctx = _tracker.createInstance<UnaryExprContext>(_ctx, getState());
  enterRule(_localctx, 178, KiteParser::RuleUnaryExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1440);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::PLUS:
      case KiteParser::MINUS: {
        enterOuterAlt(_localctx, 1);
        setState(1437);
        _la = _input->LA(1);
        if (!(_la == KiteParser::PLUS

        || _la == KiteParser::MINUS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1438);
        unaryExpr();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXISTS:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FALSE:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::LPAREN:
      case KiteParser::PARAMETER:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL:
      case KiteParser::STRING:
      case KiteParser::ESCAPE_STRING:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(1439);
        postfixExpr();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PostfixExprContext ------------------------------------------------------------------

KiteParser::PostfixExprContext::PostfixExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::PrimaryExprContext* KiteParser::PostfixExprContext::primaryExpr() {
  return getRuleContext<KiteParser::PrimaryExprContext>(0);
}

std::vector<KiteParser::PostfixSuffixContext *> KiteParser::PostfixExprContext::postfixSuffix() {
  return getRuleContexts<KiteParser::PostfixSuffixContext>();
}

KiteParser::PostfixSuffixContext* KiteParser::PostfixExprContext::postfixSuffix(size_t i) {
  return getRuleContext<KiteParser::PostfixSuffixContext>(i);
}


size_t KiteParser::PostfixExprContext::getRuleIndex() const {
  return KiteParser::RulePostfixExpr;
}


KiteParser::PostfixExprContext* KiteParser::postfixExpr() {
  PostfixExprContext *_localctx = _tracker.createInstance<PostfixExprContext>(_ctx, getState());
  enterRule(_localctx, 180, KiteParser::RulePostfixExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1442);
    primaryExpr();
    setState(1446);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COLLATE || _la == KiteParser::TYPECAST

    || _la == KiteParser::LBRACKET) {
      setState(1443);
      postfixSuffix();
      setState(1448);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PostfixSuffixContext ------------------------------------------------------------------

KiteParser::PostfixSuffixContext::PostfixSuffixContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::PostfixSuffixContext::getRuleIndex() const {
  return KiteParser::RulePostfixSuffix;
}

void KiteParser::PostfixSuffixContext::copyFrom(PostfixSuffixContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- CastSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CastSuffixContext::TYPECAST() {
  return getToken(KiteParser::TYPECAST, 0);
}

KiteParser::TypeNameContext* KiteParser::CastSuffixContext::typeName() {
  return getRuleContext<KiteParser::TypeNameContext>(0);
}

KiteParser::CastSuffixContext::CastSuffixContext(PostfixSuffixContext *ctx) { copyFrom(ctx); }


//----------------- SubscriptSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SubscriptSuffixContext::LBRACKET() {
  return getToken(KiteParser::LBRACKET, 0);
}

KiteParser::ExprContext* KiteParser::SubscriptSuffixContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::SubscriptSuffixContext::RBRACKET() {
  return getToken(KiteParser::RBRACKET, 0);
}

KiteParser::SubscriptSuffixContext::SubscriptSuffixContext(PostfixSuffixContext *ctx) { copyFrom(ctx); }


//----------------- CollateSuffixContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CollateSuffixContext::COLLATE() {
  return getToken(KiteParser::COLLATE, 0);
}

KiteParser::ColLabelContext* KiteParser::CollateSuffixContext::colLabel() {
  return getRuleContext<KiteParser::ColLabelContext>(0);
}

KiteParser::IdentifierContext* KiteParser::CollateSuffixContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::CollateSuffixContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}

KiteParser::CollateSuffixContext::CollateSuffixContext(PostfixSuffixContext *ctx) { copyFrom(ctx); }


KiteParser::PostfixSuffixContext* KiteParser::postfixSuffix() {
  PostfixSuffixContext *_localctx = _tracker.createInstance<PostfixSuffixContext>(_ctx, getState());
  enterRule(_localctx, 182, KiteParser::RulePostfixSuffix);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1462);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::TYPECAST: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::CastSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(1449);
        match(KiteParser::TYPECAST);
        setState(1450);
        typeName();
        break;
      }

      case KiteParser::LBRACKET: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::SubscriptSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(1451);
        match(KiteParser::LBRACKET);
        setState(1452);
        expr();
        setState(1453);
        match(KiteParser::RBRACKET);
        break;
      }

      case KiteParser::COLLATE: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::CollateSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(1455);
        match(KiteParser::COLLATE);
        setState(1459);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 208, _ctx)) {
        case 1: {
          setState(1456);
          identifier();
          setState(1457);
          match(KiteParser::DOT);
          break;
        }

        default:
          break;
        }
        setState(1461);
        colLabel();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- PrimaryExprContext ------------------------------------------------------------------

KiteParser::PrimaryExprContext::PrimaryExprContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::PrimaryExprContext::getRuleIndex() const {
  return KiteParser::RulePrimaryExpr;
}

void KiteParser::PrimaryExprContext::copyFrom(PrimaryExprContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- ArrayExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ArrayExprContext::ARRAY() {
  return getToken(KiteParser::ARRAY, 0);
}

tree::TerminalNode* KiteParser::ArrayExprContext::LBRACKET() {
  return getToken(KiteParser::LBRACKET, 0);
}

tree::TerminalNode* KiteParser::ArrayExprContext::RBRACKET() {
  return getToken(KiteParser::RBRACKET, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::ArrayExprContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::ArrayExprContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

std::vector<tree::TerminalNode *> KiteParser::ArrayExprContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ArrayExprContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

KiteParser::ArrayExprContext::ArrayExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ParameterExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ParameterExprContext::PARAMETER() {
  return getToken(KiteParser::PARAMETER, 0);
}

KiteParser::ParameterExprContext::ParameterExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- CastExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CastExprContext::CAST() {
  return getToken(KiteParser::CAST, 0);
}

tree::TerminalNode* KiteParser::CastExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::ExprContext* KiteParser::CastExprContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::CastExprContext::AS() {
  return getToken(KiteParser::AS, 0);
}

KiteParser::TypeNameContext* KiteParser::CastExprContext::typeName() {
  return getRuleContext<KiteParser::TypeNameContext>(0);
}

tree::TerminalNode* KiteParser::CastExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::CastExprContext::CastExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ExtractExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ExtractExprContext::EXTRACT() {
  return getToken(KiteParser::EXTRACT, 0);
}

tree::TerminalNode* KiteParser::ExtractExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::ExtractExprContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

KiteParser::ExprContext* KiteParser::ExtractExprContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::ExtractExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::IdentifierContext* KiteParser::ExtractExprContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::ExtractExprContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

KiteParser::ExtractExprContext::ExtractExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- SubstringExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SubstringExprContext::SUBSTRING() {
  return getToken(KiteParser::SUBSTRING, 0);
}

tree::TerminalNode* KiteParser::SubstringExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::SubstringExprContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::SubstringExprContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

tree::TerminalNode* KiteParser::SubstringExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

tree::TerminalNode* KiteParser::SubstringExprContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

tree::TerminalNode* KiteParser::SubstringExprContext::FOR() {
  return getToken(KiteParser::FOR, 0);
}

KiteParser::SubstringExprContext::SubstringExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- SubqueryExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::SubqueryExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::SubqueryExprContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::SubqueryExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::SubqueryExprContext::SubqueryExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ColumnRefExprContext ------------------------------------------------------------------

std::vector<KiteParser::IdentifierContext *> KiteParser::ColumnRefExprContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::ColumnRefExprContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::ColumnRefExprContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}

KiteParser::ColumnRefExprContext::ColumnRefExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ExistsExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ExistsExprContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

tree::TerminalNode* KiteParser::ExistsExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::ExistsExprContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::ExistsExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::ExistsExprContext::ExistsExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ParenExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ParenExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::ExprContext* KiteParser::ParenExprContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::ParenExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::ParenExprContext::ParenExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- FunctionExprContext ------------------------------------------------------------------

KiteParser::FunctionCallContext* KiteParser::FunctionExprContext::functionCall() {
  return getRuleContext<KiteParser::FunctionCallContext>(0);
}

KiteParser::FunctionExprContext::FunctionExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- TrimSideExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::TrimSideExprContext::TRIM() {
  return getToken(KiteParser::TRIM, 0);
}

tree::TerminalNode* KiteParser::TrimSideExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::TrimSideContext* KiteParser::TrimSideExprContext::trimSide() {
  return getRuleContext<KiteParser::TrimSideContext>(0);
}

KiteParser::ExprContext* KiteParser::TrimSideExprContext::expr() {
  return getRuleContext<KiteParser::ExprContext>(0);
}

tree::TerminalNode* KiteParser::TrimSideExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::TrimSideExprContext::TrimSideExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- TypedLiteralExprContext ------------------------------------------------------------------

KiteParser::TypeNameForLiteralContext* KiteParser::TypedLiteralExprContext::typeNameForLiteral() {
  return getRuleContext<KiteParser::TypeNameForLiteralContext>(0);
}

tree::TerminalNode* KiteParser::TypedLiteralExprContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::TypedLiteralExprContext::ESCAPE_STRING() {
  return getToken(KiteParser::ESCAPE_STRING, 0);
}

KiteParser::TypedLiteralExprContext::TypedLiteralExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- ArraySubqueryExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::ArraySubqueryExprContext::ARRAY() {
  return getToken(KiteParser::ARRAY, 0);
}

tree::TerminalNode* KiteParser::ArraySubqueryExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

KiteParser::QueryContext* KiteParser::ArraySubqueryExprContext::query() {
  return getRuleContext<KiteParser::QueryContext>(0);
}

tree::TerminalNode* KiteParser::ArraySubqueryExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::ArraySubqueryExprContext::ArraySubqueryExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- LiteralExprContext ------------------------------------------------------------------

KiteParser::LiteralContext* KiteParser::LiteralExprContext::literal() {
  return getRuleContext<KiteParser::LiteralContext>(0);
}

KiteParser::LiteralExprContext::LiteralExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- CaseExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::CaseExprContext::CASE() {
  return getToken(KiteParser::CASE, 0);
}

tree::TerminalNode* KiteParser::CaseExprContext::END() {
  return getToken(KiteParser::END, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::CaseExprContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::CaseExprContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

std::vector<KiteParser::WhenClauseContext *> KiteParser::CaseExprContext::whenClause() {
  return getRuleContexts<KiteParser::WhenClauseContext>();
}

KiteParser::WhenClauseContext* KiteParser::CaseExprContext::whenClause(size_t i) {
  return getRuleContext<KiteParser::WhenClauseContext>(i);
}

tree::TerminalNode* KiteParser::CaseExprContext::ELSE() {
  return getToken(KiteParser::ELSE, 0);
}

KiteParser::CaseExprContext::CaseExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- TrimFromExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::TrimFromExprContext::TRIM() {
  return getToken(KiteParser::TRIM, 0);
}

tree::TerminalNode* KiteParser::TrimFromExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::TrimFromExprContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::TrimFromExprContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::TrimFromExprContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

tree::TerminalNode* KiteParser::TrimFromExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::TrimSideContext* KiteParser::TrimFromExprContext::trimSide() {
  return getRuleContext<KiteParser::TrimSideContext>(0);
}

KiteParser::TrimFromExprContext::TrimFromExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


//----------------- PositionExprContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::PositionExprContext::POSITION() {
  return getToken(KiteParser::POSITION, 0);
}

tree::TerminalNode* KiteParser::PositionExprContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::OtherExprContext *> KiteParser::PositionExprContext::otherExpr() {
  return getRuleContexts<KiteParser::OtherExprContext>();
}

KiteParser::OtherExprContext* KiteParser::PositionExprContext::otherExpr(size_t i) {
  return getRuleContext<KiteParser::OtherExprContext>(i);
}

tree::TerminalNode* KiteParser::PositionExprContext::IN() {
  return getToken(KiteParser::IN, 0);
}

tree::TerminalNode* KiteParser::PositionExprContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::PositionExprContext::PositionExprContext(PrimaryExprContext *ctx) { copyFrom(ctx); }


KiteParser::PrimaryExprContext* KiteParser::primaryExpr() {
  PrimaryExprContext *_localctx = _tracker.createInstance<PrimaryExprContext>(_ctx, getState());
  enterRule(_localctx, 184, KiteParser::RulePrimaryExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1582);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 222, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::LiteralExprContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1464);
      literal();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ParameterExprContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1465);
      match(KiteParser::PARAMETER);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TypedLiteralExprContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1466);
      typeNameForLiteral();
      setState(1467);
      _la = _input->LA(1);
      if (!(_la == KiteParser::STRING

      || _la == KiteParser::ESCAPE_STRING)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::CastExprContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1469);
      match(KiteParser::CAST);
      setState(1470);
      match(KiteParser::LPAREN);
      setState(1471);
      expr();
      setState(1472);
      match(KiteParser::AS);
      setState(1473);
      typeName();
      setState(1474);
      match(KiteParser::RPAREN);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::CaseExprContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(1476);
      match(KiteParser::CASE);
      setState(1478);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXISTS)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FALSE)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEFT - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOT - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULL_ - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::RIGHT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUE - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::PLUS - 132))
        | (1ULL << (KiteParser::MINUS - 132))
        | (1ULL << (KiteParser::LPAREN - 132))
        | (1ULL << (KiteParser::PARAMETER - 132))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 132))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 132))
        | (1ULL << (KiteParser::STRING - 132))
        | (1ULL << (KiteParser::ESCAPE_STRING - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1477);
        expr();
      }
      setState(1481); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(1480);
        whenClause();
        setState(1483); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == KiteParser::WHEN);
      setState(1487);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ELSE) {
        setState(1485);
        match(KiteParser::ELSE);
        setState(1486);
        expr();
      }
      setState(1489);
      match(KiteParser::END);
      break;
    }

    case 6: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ExistsExprContext>(_localctx));
      enterOuterAlt(_localctx, 6);
      setState(1491);
      match(KiteParser::EXISTS);
      setState(1492);
      match(KiteParser::LPAREN);
      setState(1493);
      query();
      setState(1494);
      match(KiteParser::RPAREN);
      break;
    }

    case 7: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ArrayExprContext>(_localctx));
      enterOuterAlt(_localctx, 7);
      setState(1496);
      match(KiteParser::ARRAY);
      setState(1497);
      match(KiteParser::LBRACKET);
      setState(1506);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXISTS)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FALSE)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEFT - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOT - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULL_ - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::RIGHT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUE - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::PLUS - 132))
        | (1ULL << (KiteParser::MINUS - 132))
        | (1ULL << (KiteParser::LPAREN - 132))
        | (1ULL << (KiteParser::PARAMETER - 132))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 132))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 132))
        | (1ULL << (KiteParser::STRING - 132))
        | (1ULL << (KiteParser::ESCAPE_STRING - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1498);
        expr();
        setState(1503);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(1499);
          match(KiteParser::COMMA);
          setState(1500);
          expr();
          setState(1505);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(1508);
      match(KiteParser::RBRACKET);
      break;
    }

    case 8: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ArraySubqueryExprContext>(_localctx));
      enterOuterAlt(_localctx, 8);
      setState(1509);
      match(KiteParser::ARRAY);
      setState(1510);
      match(KiteParser::LPAREN);
      setState(1511);
      query();
      setState(1512);
      match(KiteParser::RPAREN);
      break;
    }

    case 9: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::PositionExprContext>(_localctx));
      enterOuterAlt(_localctx, 9);
      setState(1514);
      match(KiteParser::POSITION);
      setState(1515);
      match(KiteParser::LPAREN);
      setState(1516);
      otherExpr();
      setState(1517);
      match(KiteParser::IN);
      setState(1518);
      otherExpr();
      setState(1519);
      match(KiteParser::RPAREN);
      break;
    }

    case 10: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ExtractExprContext>(_localctx));
      enterOuterAlt(_localctx, 10);
      setState(1521);
      match(KiteParser::EXTRACT);
      setState(1522);
      match(KiteParser::LPAREN);
      setState(1525);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::ABORT:
        case KiteParser::ADD:
        case KiteParser::ALTER:
        case KiteParser::ALWAYS:
        case KiteParser::BEGIN:
        case KiteParser::BINARY:
        case KiteParser::CASCADE:
        case KiteParser::CHARACTERISTICS:
        case KiteParser::COLUMN:
        case KiteParser::COMMIT:
        case KiteParser::COMMITTED:
        case KiteParser::COMPRESSION:
        case KiteParser::CONFLICT:
        case KiteParser::CONTINUE:
        case KiteParser::COPY:
        case KiteParser::CSV:
        case KiteParser::DEFERRABLE:
        case KiteParser::DELETE:
        case KiteParser::DELIMITER:
        case KiteParser::DOUBLE:
        case KiteParser::DROP:
        case KiteParser::ENCRYPTED:
        case KiteParser::ESCAPE:
        case KiteParser::EXPLAIN:
        case KiteParser::EXTRACT:
        case KiteParser::FIRST:
        case KiteParser::FORMAT:
        case KiteParser::GENERATED:
        case KiteParser::HEADER:
        case KiteParser::IDENTITY:
        case KiteParser::IF:
        case KiteParser::INDEX:
        case KiteParser::INHERIT:
        case KiteParser::INSERT:
        case KiteParser::ISOLATION:
        case KiteParser::KEY:
        case KiteParser::LAST:
        case KiteParser::LEVEL:
        case KiteParser::LOCAL:
        case KiteParser::NEXT:
        case KiteParser::NO:
        case KiteParser::NOTHING:
        case KiteParser::NULLS:
        case KiteParser::OPERATOR:
        case KiteParser::OVERRIDING:
        case KiteParser::OWNED:
        case KiteParser::PASSWORD:
        case KiteParser::POSITION:
        case KiteParser::PRECISION:
        case KiteParser::QUOTE:
        case KiteParser::READ:
        case KiteParser::RENAME:
        case KiteParser::REPEATABLE:
        case KiteParser::RESET:
        case KiteParser::RESTART:
        case KiteParser::RESTRICT:
        case KiteParser::ROLE:
        case KiteParser::ROLLBACK:
        case KiteParser::ROW:
        case KiteParser::ROWS:
        case KiteParser::SEQUENCE:
        case KiteParser::SERIALIZABLE:
        case KiteParser::SESSION:
        case KiteParser::SET:
        case KiteParser::SHOW:
        case KiteParser::START:
        case KiteParser::STDIN:
        case KiteParser::STDOUT:
        case KiteParser::SUBSTRING:
        case KiteParser::SYSTEM:
        case KiteParser::TIME:
        case KiteParser::TRANSACTION:
        case KiteParser::TRIM:
        case KiteParser::TRUNCATE:
        case KiteParser::UNCOMMITTED:
        case KiteParser::UNKNOWN:
        case KiteParser::UPDATE:
        case KiteParser::USER:
        case KiteParser::VALUE:
        case KiteParser::VARYING:
        case KiteParser::VERBOSE:
        case KiteParser::WITHOUT:
        case KiteParser::WORK:
        case KiteParser::WRITE:
        case KiteParser::ZONE:
        case KiteParser::QUOTED_IDENTIFIER:
        case KiteParser::IDENTIFIER: {
          setState(1523);
          identifier();
          break;
        }

        case KiteParser::STRING: {
          setState(1524);
          match(KiteParser::STRING);
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(1527);
      match(KiteParser::FROM);
      setState(1528);
      expr();
      setState(1529);
      match(KiteParser::RPAREN);
      break;
    }

    case 11: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::SubstringExprContext>(_localctx));
      enterOuterAlt(_localctx, 11);
      setState(1531);
      match(KiteParser::SUBSTRING);
      setState(1532);
      match(KiteParser::LPAREN);
      setState(1533);
      expr();
      setState(1546);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::FROM: {
          setState(1534);
          match(KiteParser::FROM);
          setState(1535);
          expr();
          setState(1538);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == KiteParser::FOR) {
            setState(1536);
            match(KiteParser::FOR);
            setState(1537);
            expr();
          }
          break;
        }

        case KiteParser::FOR: {
          setState(1540);
          match(KiteParser::FOR);
          setState(1541);
          expr();
          setState(1544);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == KiteParser::FROM) {
            setState(1542);
            match(KiteParser::FROM);
            setState(1543);
            expr();
          }
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(1548);
      match(KiteParser::RPAREN);
      break;
    }

    case 12: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TrimFromExprContext>(_localctx));
      enterOuterAlt(_localctx, 12);
      setState(1550);
      match(KiteParser::TRIM);
      setState(1551);
      match(KiteParser::LPAREN);
      setState(1553);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::BOTH || _la == KiteParser::LEADING

      || _la == KiteParser::TRAILING) {
        setState(1552);
        trimSide();
      }
      setState(1556);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXISTS)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FALSE)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEFT - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOT - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULL_ - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::RIGHT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUE - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::PLUS - 132))
        | (1ULL << (KiteParser::MINUS - 132))
        | (1ULL << (KiteParser::LPAREN - 132))
        | (1ULL << (KiteParser::PARAMETER - 132))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 132))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 132))
        | (1ULL << (KiteParser::STRING - 132))
        | (1ULL << (KiteParser::ESCAPE_STRING - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1555);
        expr();
      }
      setState(1558);
      match(KiteParser::FROM);
      setState(1559);
      expr();
      setState(1560);
      match(KiteParser::RPAREN);
      break;
    }

    case 13: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TrimSideExprContext>(_localctx));
      enterOuterAlt(_localctx, 13);
      setState(1562);
      match(KiteParser::TRIM);
      setState(1563);
      match(KiteParser::LPAREN);
      setState(1564);
      trimSide();
      setState(1565);
      expr();
      setState(1566);
      match(KiteParser::RPAREN);
      break;
    }

    case 14: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::FunctionExprContext>(_localctx));
      enterOuterAlt(_localctx, 14);
      setState(1568);
      functionCall();
      break;
    }

    case 15: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::SubqueryExprContext>(_localctx));
      enterOuterAlt(_localctx, 15);
      setState(1569);
      match(KiteParser::LPAREN);
      setState(1570);
      query();
      setState(1571);
      match(KiteParser::RPAREN);
      break;
    }

    case 16: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ParenExprContext>(_localctx));
      enterOuterAlt(_localctx, 16);
      setState(1573);
      match(KiteParser::LPAREN);
      setState(1574);
      expr();
      setState(1575);
      match(KiteParser::RPAREN);
      break;
    }

    case 17: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ColumnRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 17);
      setState(1577);
      identifier();
      setState(1580);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::DOT) {
        setState(1578);
        match(KiteParser::DOT);
        setState(1579);
        identifier();
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TrimSideContext ------------------------------------------------------------------

KiteParser::TrimSideContext::TrimSideContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::TrimSideContext::BOTH() {
  return getToken(KiteParser::BOTH, 0);
}

tree::TerminalNode* KiteParser::TrimSideContext::LEADING() {
  return getToken(KiteParser::LEADING, 0);
}

tree::TerminalNode* KiteParser::TrimSideContext::TRAILING() {
  return getToken(KiteParser::TRAILING, 0);
}


size_t KiteParser::TrimSideContext::getRuleIndex() const {
  return KiteParser::RuleTrimSide;
}


KiteParser::TrimSideContext* KiteParser::trimSide() {
  TrimSideContext *_localctx = _tracker.createInstance<TrimSideContext>(_ctx, getState());
  enterRule(_localctx, 186, KiteParser::RuleTrimSide);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1584);
    _la = _input->LA(1);
    if (!(_la == KiteParser::BOTH || _la == KiteParser::LEADING

    || _la == KiteParser::TRAILING)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- WhenClauseContext ------------------------------------------------------------------

KiteParser::WhenClauseContext::WhenClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::WhenClauseContext::WHEN() {
  return getToken(KiteParser::WHEN, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::WhenClauseContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::WhenClauseContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

tree::TerminalNode* KiteParser::WhenClauseContext::THEN() {
  return getToken(KiteParser::THEN, 0);
}


size_t KiteParser::WhenClauseContext::getRuleIndex() const {
  return KiteParser::RuleWhenClause;
}


KiteParser::WhenClauseContext* KiteParser::whenClause() {
  WhenClauseContext *_localctx = _tracker.createInstance<WhenClauseContext>(_ctx, getState());
  enterRule(_localctx, 188, KiteParser::RuleWhenClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1586);
    match(KiteParser::WHEN);
    setState(1587);
    expr();
    setState(1588);
    match(KiteParser::THEN);
    setState(1589);
    expr();
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FunctionCallContext ------------------------------------------------------------------

KiteParser::FunctionCallContext::FunctionCallContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::FunctionCallContext::getRuleIndex() const {
  return KiteParser::RuleFunctionCall;
}

void KiteParser::FunctionCallContext::copyFrom(FunctionCallContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- StarCallContext ------------------------------------------------------------------

KiteParser::FunctionNameContext* KiteParser::StarCallContext::functionName() {
  return getRuleContext<KiteParser::FunctionNameContext>(0);
}

tree::TerminalNode* KiteParser::StarCallContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::StarCallContext::STAR() {
  return getToken(KiteParser::STAR, 0);
}

tree::TerminalNode* KiteParser::StarCallContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

KiteParser::OverClauseContext* KiteParser::StarCallContext::overClause() {
  return getRuleContext<KiteParser::OverClauseContext>(0);
}

KiteParser::StarCallContext::StarCallContext(FunctionCallContext *ctx) { copyFrom(ctx); }


//----------------- ArgsCallContext ------------------------------------------------------------------

KiteParser::FunctionNameContext* KiteParser::ArgsCallContext::functionName() {
  return getRuleContext<KiteParser::FunctionNameContext>(0);
}

tree::TerminalNode* KiteParser::ArgsCallContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::ArgsCallContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<KiteParser::ExprContext *> KiteParser::ArgsCallContext::expr() {
  return getRuleContexts<KiteParser::ExprContext>();
}

KiteParser::ExprContext* KiteParser::ArgsCallContext::expr(size_t i) {
  return getRuleContext<KiteParser::ExprContext>(i);
}

KiteParser::OverClauseContext* KiteParser::ArgsCallContext::overClause() {
  return getRuleContext<KiteParser::OverClauseContext>(0);
}

std::vector<tree::TerminalNode *> KiteParser::ArgsCallContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::ArgsCallContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}

tree::TerminalNode* KiteParser::ArgsCallContext::DISTINCT() {
  return getToken(KiteParser::DISTINCT, 0);
}

tree::TerminalNode* KiteParser::ArgsCallContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

KiteParser::ArgsCallContext::ArgsCallContext(FunctionCallContext *ctx) { copyFrom(ctx); }


KiteParser::FunctionCallContext* KiteParser::functionCall() {
  FunctionCallContext *_localctx = _tracker.createInstance<FunctionCallContext>(_ctx, getState());
  enterRule(_localctx, 190, KiteParser::RuleFunctionCall);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1617);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 228, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<FunctionCallContext *>(_tracker.createInstance<KiteParser::StarCallContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1591);
      functionName();
      setState(1592);
      match(KiteParser::LPAREN);
      setState(1593);
      match(KiteParser::STAR);
      setState(1594);
      match(KiteParser::RPAREN);
      setState(1596);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::OVER) {
        setState(1595);
        overClause();
      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<FunctionCallContext *>(_tracker.createInstance<KiteParser::ArgsCallContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1598);
      functionName();
      setState(1599);
      match(KiteParser::LPAREN);
      setState(1611);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ADD)
        | (1ULL << KiteParser::ALL)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ALWAYS)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASCADE)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::CHARACTERISTICS)
        | (1ULL << KiteParser::COLUMN)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::COMMITTED)
        | (1ULL << KiteParser::COMPRESSION)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::CONTINUE)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
        | (1ULL << KiteParser::DEFERRABLE)
        | (1ULL << KiteParser::DELETE)
        | (1ULL << KiteParser::DELIMITER)
        | (1ULL << KiteParser::DISTINCT)
        | (1ULL << KiteParser::DOUBLE)
        | (1ULL << KiteParser::DROP)
        | (1ULL << KiteParser::ENCRYPTED)
        | (1ULL << KiteParser::ESCAPE)
        | (1ULL << KiteParser::EXISTS)
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::EXTRACT)
        | (1ULL << KiteParser::FALSE)
        | (1ULL << KiteParser::FIRST)
        | (1ULL << KiteParser::FORMAT)
        | (1ULL << KiteParser::GENERATED)
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IDENTITY)
        | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
        | (1ULL << (KiteParser::INHERIT - 66))
        | (1ULL << (KiteParser::INSERT - 66))
        | (1ULL << (KiteParser::ISOLATION - 66))
        | (1ULL << (KiteParser::KEY - 66))
        | (1ULL << (KiteParser::LAST - 66))
        | (1ULL << (KiteParser::LEFT - 66))
        | (1ULL << (KiteParser::LEVEL - 66))
        | (1ULL << (KiteParser::LOCAL - 66))
        | (1ULL << (KiteParser::NEXT - 66))
        | (1ULL << (KiteParser::NO - 66))
        | (1ULL << (KiteParser::NOT - 66))
        | (1ULL << (KiteParser::NOTHING - 66))
        | (1ULL << (KiteParser::NULL_ - 66))
        | (1ULL << (KiteParser::NULLS - 66))
        | (1ULL << (KiteParser::OPERATOR - 66))
        | (1ULL << (KiteParser::OVERRIDING - 66))
        | (1ULL << (KiteParser::OWNED - 66))
        | (1ULL << (KiteParser::PASSWORD - 66))
        | (1ULL << (KiteParser::POSITION - 66))
        | (1ULL << (KiteParser::PRECISION - 66))
        | (1ULL << (KiteParser::QUOTE - 66))
        | (1ULL << (KiteParser::READ - 66))
        | (1ULL << (KiteParser::RENAME - 66))
        | (1ULL << (KiteParser::REPEATABLE - 66))
        | (1ULL << (KiteParser::RESET - 66))
        | (1ULL << (KiteParser::RESTART - 66))
        | (1ULL << (KiteParser::RESTRICT - 66))
        | (1ULL << (KiteParser::RIGHT - 66))
        | (1ULL << (KiteParser::ROLE - 66))
        | (1ULL << (KiteParser::ROLLBACK - 66))
        | (1ULL << (KiteParser::ROW - 66))
        | (1ULL << (KiteParser::ROWS - 66))
        | (1ULL << (KiteParser::SEQUENCE - 66))
        | (1ULL << (KiteParser::SERIALIZABLE - 66))
        | (1ULL << (KiteParser::SESSION - 66))
        | (1ULL << (KiteParser::SET - 66))
        | (1ULL << (KiteParser::SHOW - 66))
        | (1ULL << (KiteParser::START - 66))
        | (1ULL << (KiteParser::STDIN - 66))
        | (1ULL << (KiteParser::STDOUT - 66))
        | (1ULL << (KiteParser::SUBSTRING - 66))
        | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
        | (1ULL << (KiteParser::TRANSACTION - 132))
        | (1ULL << (KiteParser::TRIM - 132))
        | (1ULL << (KiteParser::TRUE - 132))
        | (1ULL << (KiteParser::TRUNCATE - 132))
        | (1ULL << (KiteParser::UNCOMMITTED - 132))
        | (1ULL << (KiteParser::UNKNOWN - 132))
        | (1ULL << (KiteParser::UPDATE - 132))
        | (1ULL << (KiteParser::USER - 132))
        | (1ULL << (KiteParser::VALUE - 132))
        | (1ULL << (KiteParser::VARYING - 132))
        | (1ULL << (KiteParser::VERBOSE - 132))
        | (1ULL << (KiteParser::WITHOUT - 132))
        | (1ULL << (KiteParser::WORK - 132))
        | (1ULL << (KiteParser::WRITE - 132))
        | (1ULL << (KiteParser::ZONE - 132))
        | (1ULL << (KiteParser::PLUS - 132))
        | (1ULL << (KiteParser::MINUS - 132))
        | (1ULL << (KiteParser::LPAREN - 132))
        | (1ULL << (KiteParser::PARAMETER - 132))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 132))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 132))
        | (1ULL << (KiteParser::STRING - 132))
        | (1ULL << (KiteParser::ESCAPE_STRING - 132))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 132))
        | (1ULL << (KiteParser::IDENTIFIER - 132)))) != 0)) {
        setState(1601);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::ALL

        || _la == KiteParser::DISTINCT) {
          setState(1600);
          _la = _input->LA(1);
          if (!(_la == KiteParser::ALL

          || _la == KiteParser::DISTINCT)) {
          _errHandler->recoverInline(this);
          }
          else {
            _errHandler->reportMatch(this);
            consume();
          }
        }
        setState(1603);
        expr();
        setState(1608);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(1604);
          match(KiteParser::COMMA);
          setState(1605);
          expr();
          setState(1610);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(1613);
      match(KiteParser::RPAREN);
      setState(1615);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::OVER) {
        setState(1614);
        overClause();
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- OverClauseContext ------------------------------------------------------------------

KiteParser::OverClauseContext::OverClauseContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::OverClauseContext::OVER() {
  return getToken(KiteParser::OVER, 0);
}

tree::TerminalNode* KiteParser::OverClauseContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

tree::TerminalNode* KiteParser::OverClauseContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}


size_t KiteParser::OverClauseContext::getRuleIndex() const {
  return KiteParser::RuleOverClause;
}


KiteParser::OverClauseContext* KiteParser::overClause() {
  OverClauseContext *_localctx = _tracker.createInstance<OverClauseContext>(_ctx, getState());
  enterRule(_localctx, 192, KiteParser::RuleOverClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1619);
    match(KiteParser::OVER);
    setState(1620);
    match(KiteParser::LPAREN);
    setState(1621);
    match(KiteParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- FunctionNameContext ------------------------------------------------------------------

KiteParser::FunctionNameContext::FunctionNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::IdentifierContext *> KiteParser::FunctionNameContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::FunctionNameContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::FunctionNameContext::LEFT() {
  return getToken(KiteParser::LEFT, 0);
}

tree::TerminalNode* KiteParser::FunctionNameContext::RIGHT() {
  return getToken(KiteParser::RIGHT, 0);
}

tree::TerminalNode* KiteParser::FunctionNameContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}


size_t KiteParser::FunctionNameContext::getRuleIndex() const {
  return KiteParser::RuleFunctionName;
}


KiteParser::FunctionNameContext* KiteParser::functionName() {
  FunctionNameContext *_localctx = _tracker.createInstance<FunctionNameContext>(_ctx, getState());
  enterRule(_localctx, 194, KiteParser::RuleFunctionName);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1626);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 229, _ctx)) {
    case 1: {
      setState(1623);
      identifier();
      setState(1624);
      match(KiteParser::DOT);
      break;
    }

    default:
      break;
    }
    setState(1631);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(1628);
        identifier();
        break;
      }

      case KiteParser::LEFT: {
        setState(1629);
        match(KiteParser::LEFT);
        break;
      }

      case KiteParser::RIGHT: {
        setState(1630);
        match(KiteParser::RIGHT);
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- LiteralContext ------------------------------------------------------------------

KiteParser::LiteralContext::LiteralContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::LiteralContext::INTEGER_LITERAL() {
  return getToken(KiteParser::INTEGER_LITERAL, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::DECIMAL_LITERAL() {
  return getToken(KiteParser::DECIMAL_LITERAL, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::STRING() {
  return getToken(KiteParser::STRING, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::ESCAPE_STRING() {
  return getToken(KiteParser::ESCAPE_STRING, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::TRUE() {
  return getToken(KiteParser::TRUE, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::FALSE() {
  return getToken(KiteParser::FALSE, 0);
}

tree::TerminalNode* KiteParser::LiteralContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}


size_t KiteParser::LiteralContext::getRuleIndex() const {
  return KiteParser::RuleLiteral;
}


KiteParser::LiteralContext* KiteParser::literal() {
  LiteralContext *_localctx = _tracker.createInstance<LiteralContext>(_ctx, getState());
  enterRule(_localctx, 196, KiteParser::RuleLiteral);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1633);
    _la = _input->LA(1);
    if (!(_la == KiteParser::FALSE

    || _la == KiteParser::NULL_ || ((((_la - 137) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 137)) & ((1ULL << (KiteParser::TRUE - 137))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 137))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 137))
      | (1ULL << (KiteParser::STRING - 137))
      | (1ULL << (KiteParser::ESCAPE_STRING - 137)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- SignedNumberContext ------------------------------------------------------------------

KiteParser::SignedNumberContext::SignedNumberContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::SignedNumberContext::INTEGER_LITERAL() {
  return getToken(KiteParser::INTEGER_LITERAL, 0);
}

tree::TerminalNode* KiteParser::SignedNumberContext::DECIMAL_LITERAL() {
  return getToken(KiteParser::DECIMAL_LITERAL, 0);
}

tree::TerminalNode* KiteParser::SignedNumberContext::PLUS() {
  return getToken(KiteParser::PLUS, 0);
}

tree::TerminalNode* KiteParser::SignedNumberContext::MINUS() {
  return getToken(KiteParser::MINUS, 0);
}


size_t KiteParser::SignedNumberContext::getRuleIndex() const {
  return KiteParser::RuleSignedNumber;
}


KiteParser::SignedNumberContext* KiteParser::signedNumber() {
  SignedNumberContext *_localctx = _tracker.createInstance<SignedNumberContext>(_ctx, getState());
  enterRule(_localctx, 198, KiteParser::RuleSignedNumber);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1636);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::PLUS

    || _la == KiteParser::MINUS) {
      setState(1635);
      _la = _input->LA(1);
      if (!(_la == KiteParser::PLUS

      || _la == KiteParser::MINUS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
    }
    setState(1638);
    _la = _input->LA(1);
    if (!(_la == KiteParser::INTEGER_LITERAL

    || _la == KiteParser::DECIMAL_LITERAL)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeNameContext ------------------------------------------------------------------

KiteParser::TypeNameContext::TypeNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::BaseTypeNameContext* KiteParser::TypeNameContext::baseTypeName() {
  return getRuleContext<KiteParser::BaseTypeNameContext>(0);
}

std::vector<tree::TerminalNode *> KiteParser::TypeNameContext::LBRACKET() {
  return getTokens(KiteParser::LBRACKET);
}

tree::TerminalNode* KiteParser::TypeNameContext::LBRACKET(size_t i) {
  return getToken(KiteParser::LBRACKET, i);
}

std::vector<tree::TerminalNode *> KiteParser::TypeNameContext::RBRACKET() {
  return getTokens(KiteParser::RBRACKET);
}

tree::TerminalNode* KiteParser::TypeNameContext::RBRACKET(size_t i) {
  return getToken(KiteParser::RBRACKET, i);
}

std::vector<tree::TerminalNode *> KiteParser::TypeNameContext::INTEGER_LITERAL() {
  return getTokens(KiteParser::INTEGER_LITERAL);
}

tree::TerminalNode* KiteParser::TypeNameContext::INTEGER_LITERAL(size_t i) {
  return getToken(KiteParser::INTEGER_LITERAL, i);
}


size_t KiteParser::TypeNameContext::getRuleIndex() const {
  return KiteParser::RuleTypeName;
}


KiteParser::TypeNameContext* KiteParser::typeName() {
  TypeNameContext *_localctx = _tracker.createInstance<TypeNameContext>(_ctx, getState());
  enterRule(_localctx, 200, KiteParser::RuleTypeName);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    size_t alt;
    enterOuterAlt(_localctx, 1);
    setState(1640);
    baseTypeName();
    setState(1648);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 233, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(1641);
        match(KiteParser::LBRACKET);
        setState(1643);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::INTEGER_LITERAL) {
          setState(1642);
          match(KiteParser::INTEGER_LITERAL);
        }
        setState(1645);
        match(KiteParser::RBRACKET); 
      }
      setState(1650);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 233, _ctx);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- BaseTypeNameContext ------------------------------------------------------------------

KiteParser::BaseTypeNameContext::BaseTypeNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}


size_t KiteParser::BaseTypeNameContext::getRuleIndex() const {
  return KiteParser::RuleBaseTypeName;
}

void KiteParser::BaseTypeNameContext::copyFrom(BaseTypeNameContext *ctx) {
  ParserRuleContext::copyFrom(ctx);
}

//----------------- NamedTypeContext ------------------------------------------------------------------

std::vector<KiteParser::IdentifierContext *> KiteParser::NamedTypeContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::NamedTypeContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::NamedTypeContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::VARYING() {
  return getToken(KiteParser::VARYING, 0);
}

KiteParser::TypeModifiersContext* KiteParser::NamedTypeContext::typeModifiers() {
  return getRuleContext<KiteParser::TypeModifiersContext>(0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::WITHOUT() {
  return getToken(KiteParser::WITHOUT, 0);
}

KiteParser::NamedTypeContext::NamedTypeContext(BaseTypeNameContext *ctx) { copyFrom(ctx); }


//----------------- DoublePrecisionTypeContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::DoublePrecisionTypeContext::DOUBLE() {
  return getToken(KiteParser::DOUBLE, 0);
}

tree::TerminalNode* KiteParser::DoublePrecisionTypeContext::PRECISION() {
  return getToken(KiteParser::PRECISION, 0);
}

KiteParser::DoublePrecisionTypeContext::DoublePrecisionTypeContext(BaseTypeNameContext *ctx) { copyFrom(ctx); }


KiteParser::BaseTypeNameContext* KiteParser::baseTypeName() {
  BaseTypeNameContext *_localctx = _tracker.createInstance<BaseTypeNameContext>(_ctx, getState());
  enterRule(_localctx, 202, KiteParser::RuleBaseTypeName);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1670);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 238, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<BaseTypeNameContext *>(_tracker.createInstance<KiteParser::DoublePrecisionTypeContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1651);
      match(KiteParser::DOUBLE);
      setState(1652);
      match(KiteParser::PRECISION);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<BaseTypeNameContext *>(_tracker.createInstance<KiteParser::NamedTypeContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1656);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 234, _ctx)) {
      case 1: {
        setState(1653);
        identifier();
        setState(1654);
        match(KiteParser::DOT);
        break;
      }

      default:
        break;
      }
      setState(1658);
      identifier();
      setState(1660);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 235, _ctx)) {
      case 1: {
        setState(1659);
        match(KiteParser::VARYING);
        break;
      }

      default:
        break;
      }
      setState(1663);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::LPAREN) {
        setState(1662);
        typeModifiers();
      }
      setState(1668);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 237, _ctx)) {
      case 1: {
        setState(1665);
        _la = _input->LA(1);
        if (!(_la == KiteParser::WITH

        || _la == KiteParser::WITHOUT)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1666);
        match(KiteParser::TIME);
        setState(1667);
        match(KiteParser::ZONE);
        break;
      }

      default:
        break;
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeModifiersContext ------------------------------------------------------------------

KiteParser::TypeModifiersContext::TypeModifiersContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::TypeModifiersContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<tree::TerminalNode *> KiteParser::TypeModifiersContext::INTEGER_LITERAL() {
  return getTokens(KiteParser::INTEGER_LITERAL);
}

tree::TerminalNode* KiteParser::TypeModifiersContext::INTEGER_LITERAL(size_t i) {
  return getToken(KiteParser::INTEGER_LITERAL, i);
}

tree::TerminalNode* KiteParser::TypeModifiersContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> KiteParser::TypeModifiersContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::TypeModifiersContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::TypeModifiersContext::getRuleIndex() const {
  return KiteParser::RuleTypeModifiers;
}


KiteParser::TypeModifiersContext* KiteParser::typeModifiers() {
  TypeModifiersContext *_localctx = _tracker.createInstance<TypeModifiersContext>(_ctx, getState());
  enterRule(_localctx, 204, KiteParser::RuleTypeModifiers);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1672);
    match(KiteParser::LPAREN);
    setState(1673);
    match(KiteParser::INTEGER_LITERAL);
    setState(1678);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1674);
      match(KiteParser::COMMA);
      setState(1675);
      match(KiteParser::INTEGER_LITERAL);
      setState(1680);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1681);
    match(KiteParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- TypeNameForLiteralContext ------------------------------------------------------------------

KiteParser::TypeNameForLiteralContext::TypeNameForLiteralContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::DOUBLE() {
  return getToken(KiteParser::DOUBLE, 0);
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::PRECISION() {
  return getToken(KiteParser::PRECISION, 0);
}

KiteParser::IdentifierContext* KiteParser::TypeNameForLiteralContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}

tree::TerminalNode* KiteParser::TypeNameForLiteralContext::WITHOUT() {
  return getToken(KiteParser::WITHOUT, 0);
}


size_t KiteParser::TypeNameForLiteralContext::getRuleIndex() const {
  return KiteParser::RuleTypeNameForLiteral;
}


KiteParser::TypeNameForLiteralContext* KiteParser::typeNameForLiteral() {
  TypeNameForLiteralContext *_localctx = _tracker.createInstance<TypeNameForLiteralContext>(_ctx, getState());
  enterRule(_localctx, 206, KiteParser::RuleTypeNameForLiteral);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1691);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 241, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(1683);
      match(KiteParser::DOUBLE);
      setState(1684);
      match(KiteParser::PRECISION);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(1685);
      identifier();
      setState(1689);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::WITH

      || _la == KiteParser::WITHOUT) {
        setState(1686);
        _la = _input->LA(1);
        if (!(_la == KiteParser::WITH

        || _la == KiteParser::WITHOUT)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1687);
        match(KiteParser::TIME);
        setState(1688);
        match(KiteParser::ZONE);
      }
      break;
    }

    default:
      break;
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- QualifiedNameContext ------------------------------------------------------------------

KiteParser::QualifiedNameContext::QualifiedNameContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

std::vector<KiteParser::IdentifierContext *> KiteParser::QualifiedNameContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::QualifiedNameContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::QualifiedNameContext::DOT() {
  return getToken(KiteParser::DOT, 0);
}


size_t KiteParser::QualifiedNameContext::getRuleIndex() const {
  return KiteParser::RuleQualifiedName;
}


KiteParser::QualifiedNameContext* KiteParser::qualifiedName() {
  QualifiedNameContext *_localctx = _tracker.createInstance<QualifiedNameContext>(_ctx, getState());
  enterRule(_localctx, 208, KiteParser::RuleQualifiedName);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1693);
    identifier();
    setState(1696);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::DOT) {
      setState(1694);
      match(KiteParser::DOT);
      setState(1695);
      identifier();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IdentifierListContext ------------------------------------------------------------------

KiteParser::IdentifierListContext::IdentifierListContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::IdentifierListContext::LPAREN() {
  return getToken(KiteParser::LPAREN, 0);
}

std::vector<KiteParser::IdentifierContext *> KiteParser::IdentifierListContext::identifier() {
  return getRuleContexts<KiteParser::IdentifierContext>();
}

KiteParser::IdentifierContext* KiteParser::IdentifierListContext::identifier(size_t i) {
  return getRuleContext<KiteParser::IdentifierContext>(i);
}

tree::TerminalNode* KiteParser::IdentifierListContext::RPAREN() {
  return getToken(KiteParser::RPAREN, 0);
}

std::vector<tree::TerminalNode *> KiteParser::IdentifierListContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::IdentifierListContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::IdentifierListContext::getRuleIndex() const {
  return KiteParser::RuleIdentifierList;
}


KiteParser::IdentifierListContext* KiteParser::identifierList() {
  IdentifierListContext *_localctx = _tracker.createInstance<IdentifierListContext>(_ctx, getState());
  enterRule(_localctx, 210, KiteParser::RuleIdentifierList);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1698);
    match(KiteParser::LPAREN);
    setState(1699);
    identifier();
    setState(1704);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1700);
      match(KiteParser::COMMA);
      setState(1701);
      identifier();
      setState(1706);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1707);
    match(KiteParser::RPAREN);
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- IdentifierContext ------------------------------------------------------------------

KiteParser::IdentifierContext::IdentifierContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::IdentifierContext::IDENTIFIER() {
  return getToken(KiteParser::IDENTIFIER, 0);
}

tree::TerminalNode* KiteParser::IdentifierContext::QUOTED_IDENTIFIER() {
  return getToken(KiteParser::QUOTED_IDENTIFIER, 0);
}

KiteParser::NonReservedKeywordContext* KiteParser::IdentifierContext::nonReservedKeyword() {
  return getRuleContext<KiteParser::NonReservedKeywordContext>(0);
}


size_t KiteParser::IdentifierContext::getRuleIndex() const {
  return KiteParser::RuleIdentifier;
}


KiteParser::IdentifierContext* KiteParser::identifier() {
  IdentifierContext *_localctx = _tracker.createInstance<IdentifierContext>(_ctx, getState());
  enterRule(_localctx, 212, KiteParser::RuleIdentifier);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1712);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 1);
        setState(1709);
        match(KiteParser::IDENTIFIER);
        break;
      }

      case KiteParser::QUOTED_IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(1710);
        match(KiteParser::QUOTED_IDENTIFIER);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE: {
        enterOuterAlt(_localctx, 3);
        setState(1711);
        nonReservedKeyword();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ColLabelContext ------------------------------------------------------------------

KiteParser::ColLabelContext::ColLabelContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

KiteParser::IdentifierContext* KiteParser::ColLabelContext::identifier() {
  return getRuleContext<KiteParser::IdentifierContext>(0);
}

KiteParser::ReservedKeywordContext* KiteParser::ColLabelContext::reservedKeyword() {
  return getRuleContext<KiteParser::ReservedKeywordContext>(0);
}


size_t KiteParser::ColLabelContext::getRuleIndex() const {
  return KiteParser::RuleColLabel;
}


KiteParser::ColLabelContext* KiteParser::colLabel() {
  ColLabelContext *_localctx = _tracker.createInstance<ColLabelContext>(_ctx, getState());
  enterRule(_localctx, 214, KiteParser::RuleColLabel);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1716);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ADD:
      case KiteParser::ALTER:
      case KiteParser::ALWAYS:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASCADE:
      case KiteParser::CHARACTERISTICS:
      case KiteParser::COLUMN:
      case KiteParser::COMMIT:
      case KiteParser::COMMITTED:
      case KiteParser::COMPRESSION:
      case KiteParser::CONFLICT:
      case KiteParser::CONTINUE:
      case KiteParser::COPY:
      case KiteParser::CSV:
      case KiteParser::DEFERRABLE:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ENCRYPTED:
      case KiteParser::ESCAPE:
      case KiteParser::EXPLAIN:
      case KiteParser::EXTRACT:
      case KiteParser::FIRST:
      case KiteParser::FORMAT:
      case KiteParser::GENERATED:
      case KiteParser::HEADER:
      case KiteParser::IDENTITY:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INHERIT:
      case KiteParser::INSERT:
      case KiteParser::ISOLATION:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEVEL:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NO:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::OVERRIDING:
      case KiteParser::OWNED:
      case KiteParser::PASSWORD:
      case KiteParser::POSITION:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::READ:
      case KiteParser::RENAME:
      case KiteParser::REPEATABLE:
      case KiteParser::RESET:
      case KiteParser::RESTART:
      case KiteParser::RESTRICT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SEQUENCE:
      case KiteParser::SERIALIZABLE:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYSTEM:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNCOMMITTED:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VALUE:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::WRITE:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 1);
        setState(1714);
        identifier();
        break;
      }

      case KiteParser::ALL:
      case KiteParser::ANALYZE:
      case KiteParser::AND:
      case KiteParser::ANY:
      case KiteParser::ARRAY:
      case KiteParser::AS:
      case KiteParser::ASC:
      case KiteParser::BETWEEN:
      case KiteParser::BOTH:
      case KiteParser::BY:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::CHECK:
      case KiteParser::COLLATE:
      case KiteParser::CONSTRAINT:
      case KiteParser::CREATE:
      case KiteParser::CROSS:
      case KiteParser::DEFAULT:
      case KiteParser::DESC:
      case KiteParser::DISTINCT:
      case KiteParser::DO:
      case KiteParser::ELSE:
      case KiteParser::END:
      case KiteParser::EXCEPT:
      case KiteParser::EXISTS:
      case KiteParser::FALSE:
      case KiteParser::FETCH:
      case KiteParser::FOR:
      case KiteParser::FROM:
      case KiteParser::FULL:
      case KiteParser::GROUP:
      case KiteParser::HAVING:
      case KiteParser::ILIKE:
      case KiteParser::IN:
      case KiteParser::INNER:
      case KiteParser::INTERSECT:
      case KiteParser::INTO:
      case KiteParser::IS:
      case KiteParser::JOIN:
      case KiteParser::LEADING:
      case KiteParser::LEFT:
      case KiteParser::LIKE:
      case KiteParser::LIMIT:
      case KiteParser::NATURAL:
      case KiteParser::NOT:
      case KiteParser::NULL_:
      case KiteParser::OFFSET:
      case KiteParser::ON:
      case KiteParser::ONLY:
      case KiteParser::OR:
      case KiteParser::ORDER:
      case KiteParser::OUTER:
      case KiteParser::OVER:
      case KiteParser::PRIMARY:
      case KiteParser::RETURNING:
      case KiteParser::RIGHT:
      case KiteParser::SELECT:
      case KiteParser::SOME:
      case KiteParser::SYMMETRIC:
      case KiteParser::TABLE:
      case KiteParser::THEN:
      case KiteParser::TO:
      case KiteParser::TRAILING:
      case KiteParser::TRUE:
      case KiteParser::UNION:
      case KiteParser::UNIQUE:
      case KiteParser::USING:
      case KiteParser::VALUES:
      case KiteParser::WHEN:
      case KiteParser::WHERE:
      case KiteParser::WITH: {
        enterOuterAlt(_localctx, 2);
        setState(1715);
        reservedKeyword();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- NonReservedKeywordContext ------------------------------------------------------------------

KiteParser::NonReservedKeywordContext::NonReservedKeywordContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ABORT() {
  return getToken(KiteParser::ABORT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ALTER() {
  return getToken(KiteParser::ALTER, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::BEGIN() {
  return getToken(KiteParser::BEGIN, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::BINARY() {
  return getToken(KiteParser::BINARY, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COLUMN() {
  return getToken(KiteParser::COLUMN, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COMMIT() {
  return getToken(KiteParser::COMMIT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COMPRESSION() {
  return getToken(KiteParser::COMPRESSION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::CONFLICT() {
  return getToken(KiteParser::CONFLICT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COPY() {
  return getToken(KiteParser::COPY, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::CSV() {
  return getToken(KiteParser::CSV, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::DELETE() {
  return getToken(KiteParser::DELETE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::DELIMITER() {
  return getToken(KiteParser::DELIMITER, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::DOUBLE() {
  return getToken(KiteParser::DOUBLE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::DROP() {
  return getToken(KiteParser::DROP, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ENCRYPTED() {
  return getToken(KiteParser::ENCRYPTED, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ESCAPE() {
  return getToken(KiteParser::ESCAPE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::EXPLAIN() {
  return getToken(KiteParser::EXPLAIN, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::EXTRACT() {
  return getToken(KiteParser::EXTRACT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::FIRST() {
  return getToken(KiteParser::FIRST, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::FORMAT() {
  return getToken(KiteParser::FORMAT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::PASSWORD() {
  return getToken(KiteParser::PASSWORD, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ROLE() {
  return getToken(KiteParser::ROLE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::USER() {
  return getToken(KiteParser::USER, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::HEADER() {
  return getToken(KiteParser::HEADER, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::IF() {
  return getToken(KiteParser::IF, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::INDEX() {
  return getToken(KiteParser::INDEX, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::INSERT() {
  return getToken(KiteParser::INSERT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::KEY() {
  return getToken(KiteParser::KEY, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::LAST() {
  return getToken(KiteParser::LAST, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::LOCAL() {
  return getToken(KiteParser::LOCAL, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::NEXT() {
  return getToken(KiteParser::NEXT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::NOTHING() {
  return getToken(KiteParser::NOTHING, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::NULLS() {
  return getToken(KiteParser::NULLS, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::OPERATOR() {
  return getToken(KiteParser::OPERATOR, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::POSITION() {
  return getToken(KiteParser::POSITION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::PRECISION() {
  return getToken(KiteParser::PRECISION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::QUOTE() {
  return getToken(KiteParser::QUOTE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::RESET() {
  return getToken(KiteParser::RESET, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ROLLBACK() {
  return getToken(KiteParser::ROLLBACK, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ROW() {
  return getToken(KiteParser::ROW, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ROWS() {
  return getToken(KiteParser::ROWS, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SESSION() {
  return getToken(KiteParser::SESSION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SET() {
  return getToken(KiteParser::SET, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SHOW() {
  return getToken(KiteParser::SHOW, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::START() {
  return getToken(KiteParser::START, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::STDIN() {
  return getToken(KiteParser::STDIN, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::STDOUT() {
  return getToken(KiteParser::STDOUT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SUBSTRING() {
  return getToken(KiteParser::SUBSTRING, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::TRANSACTION() {
  return getToken(KiteParser::TRANSACTION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::TRIM() {
  return getToken(KiteParser::TRIM, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::TRUNCATE() {
  return getToken(KiteParser::TRUNCATE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::UNKNOWN() {
  return getToken(KiteParser::UNKNOWN, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::UPDATE() {
  return getToken(KiteParser::UPDATE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::VARYING() {
  return getToken(KiteParser::VARYING, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::VERBOSE() {
  return getToken(KiteParser::VERBOSE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::WITHOUT() {
  return getToken(KiteParser::WITHOUT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::WORK() {
  return getToken(KiteParser::WORK, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::CHARACTERISTICS() {
  return getToken(KiteParser::CHARACTERISTICS, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COMMITTED() {
  return getToken(KiteParser::COMMITTED, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::DEFERRABLE() {
  return getToken(KiteParser::DEFERRABLE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ISOLATION() {
  return getToken(KiteParser::ISOLATION, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::LEVEL() {
  return getToken(KiteParser::LEVEL, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::READ() {
  return getToken(KiteParser::READ, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::REPEATABLE() {
  return getToken(KiteParser::REPEATABLE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SERIALIZABLE() {
  return getToken(KiteParser::SERIALIZABLE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::UNCOMMITTED() {
  return getToken(KiteParser::UNCOMMITTED, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::WRITE() {
  return getToken(KiteParser::WRITE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ALWAYS() {
  return getToken(KiteParser::ALWAYS, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::CASCADE() {
  return getToken(KiteParser::CASCADE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::CONTINUE() {
  return getToken(KiteParser::CONTINUE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::GENERATED() {
  return getToken(KiteParser::GENERATED, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::IDENTITY() {
  return getToken(KiteParser::IDENTITY, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::NO() {
  return getToken(KiteParser::NO, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::OVERRIDING() {
  return getToken(KiteParser::OVERRIDING, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::OWNED() {
  return getToken(KiteParser::OWNED, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::RENAME() {
  return getToken(KiteParser::RENAME, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::RESTART() {
  return getToken(KiteParser::RESTART, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::RESTRICT() {
  return getToken(KiteParser::RESTRICT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SEQUENCE() {
  return getToken(KiteParser::SEQUENCE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::SYSTEM() {
  return getToken(KiteParser::SYSTEM, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::VALUE() {
  return getToken(KiteParser::VALUE, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::INHERIT() {
  return getToken(KiteParser::INHERIT, 0);
}

tree::TerminalNode* KiteParser::NonReservedKeywordContext::ADD() {
  return getToken(KiteParser::ADD, 0);
}


size_t KiteParser::NonReservedKeywordContext::getRuleIndex() const {
  return KiteParser::RuleNonReservedKeyword;
}


KiteParser::NonReservedKeywordContext* KiteParser::nonReservedKeyword() {
  NonReservedKeywordContext *_localctx = _tracker.createInstance<NonReservedKeywordContext>(_ctx, getState());
  enterRule(_localctx, 216, KiteParser::RuleNonReservedKeyword);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1718);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ADD)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::ALWAYS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::CASCADE)
      | (1ULL << KiteParser::CHARACTERISTICS)
      | (1ULL << KiteParser::COLUMN)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::COMMITTED)
      | (1ULL << KiteParser::COMPRESSION)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONTINUE)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFERRABLE)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ENCRYPTED)
      | (1ULL << KiteParser::ESCAPE)
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::EXTRACT)
      | (1ULL << KiteParser::FIRST)
      | (1ULL << KiteParser::FORMAT)
      | (1ULL << KiteParser::GENERATED)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IDENTITY)
      | (1ULL << KiteParser::IF))) != 0) || ((((_la - 66) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 66)) & ((1ULL << (KiteParser::INDEX - 66))
      | (1ULL << (KiteParser::INHERIT - 66))
      | (1ULL << (KiteParser::INSERT - 66))
      | (1ULL << (KiteParser::ISOLATION - 66))
      | (1ULL << (KiteParser::KEY - 66))
      | (1ULL << (KiteParser::LAST - 66))
      | (1ULL << (KiteParser::LEVEL - 66))
      | (1ULL << (KiteParser::LOCAL - 66))
      | (1ULL << (KiteParser::NEXT - 66))
      | (1ULL << (KiteParser::NO - 66))
      | (1ULL << (KiteParser::NOTHING - 66))
      | (1ULL << (KiteParser::NULLS - 66))
      | (1ULL << (KiteParser::OPERATOR - 66))
      | (1ULL << (KiteParser::OVERRIDING - 66))
      | (1ULL << (KiteParser::OWNED - 66))
      | (1ULL << (KiteParser::PASSWORD - 66))
      | (1ULL << (KiteParser::POSITION - 66))
      | (1ULL << (KiteParser::PRECISION - 66))
      | (1ULL << (KiteParser::QUOTE - 66))
      | (1ULL << (KiteParser::READ - 66))
      | (1ULL << (KiteParser::RENAME - 66))
      | (1ULL << (KiteParser::REPEATABLE - 66))
      | (1ULL << (KiteParser::RESET - 66))
      | (1ULL << (KiteParser::RESTART - 66))
      | (1ULL << (KiteParser::RESTRICT - 66))
      | (1ULL << (KiteParser::ROLE - 66))
      | (1ULL << (KiteParser::ROLLBACK - 66))
      | (1ULL << (KiteParser::ROW - 66))
      | (1ULL << (KiteParser::ROWS - 66))
      | (1ULL << (KiteParser::SEQUENCE - 66))
      | (1ULL << (KiteParser::SERIALIZABLE - 66))
      | (1ULL << (KiteParser::SESSION - 66))
      | (1ULL << (KiteParser::SET - 66))
      | (1ULL << (KiteParser::SHOW - 66))
      | (1ULL << (KiteParser::START - 66))
      | (1ULL << (KiteParser::STDIN - 66))
      | (1ULL << (KiteParser::STDOUT - 66))
      | (1ULL << (KiteParser::SUBSTRING - 66))
      | (1ULL << (KiteParser::SYSTEM - 66)))) != 0) || ((((_la - 132) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 132)) & ((1ULL << (KiteParser::TIME - 132))
      | (1ULL << (KiteParser::TRANSACTION - 132))
      | (1ULL << (KiteParser::TRIM - 132))
      | (1ULL << (KiteParser::TRUNCATE - 132))
      | (1ULL << (KiteParser::UNCOMMITTED - 132))
      | (1ULL << (KiteParser::UNKNOWN - 132))
      | (1ULL << (KiteParser::UPDATE - 132))
      | (1ULL << (KiteParser::USER - 132))
      | (1ULL << (KiteParser::VALUE - 132))
      | (1ULL << (KiteParser::VARYING - 132))
      | (1ULL << (KiteParser::VERBOSE - 132))
      | (1ULL << (KiteParser::WITHOUT - 132))
      | (1ULL << (KiteParser::WORK - 132))
      | (1ULL << (KiteParser::WRITE - 132))
      | (1ULL << (KiteParser::ZONE - 132)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

//----------------- ReservedKeywordContext ------------------------------------------------------------------

KiteParser::ReservedKeywordContext::ReservedKeywordContext(ParserRuleContext *parent, size_t invokingState)
  : ParserRuleContext(parent, invokingState) {
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ALL() {
  return getToken(KiteParser::ALL, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ANALYZE() {
  return getToken(KiteParser::ANALYZE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::AND() {
  return getToken(KiteParser::AND, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ANY() {
  return getToken(KiteParser::ANY, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ARRAY() {
  return getToken(KiteParser::ARRAY, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::AS() {
  return getToken(KiteParser::AS, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ASC() {
  return getToken(KiteParser::ASC, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::BETWEEN() {
  return getToken(KiteParser::BETWEEN, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::BOTH() {
  return getToken(KiteParser::BOTH, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::BY() {
  return getToken(KiteParser::BY, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CASE() {
  return getToken(KiteParser::CASE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CAST() {
  return getToken(KiteParser::CAST, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CHECK() {
  return getToken(KiteParser::CHECK, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::COLLATE() {
  return getToken(KiteParser::COLLATE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CONSTRAINT() {
  return getToken(KiteParser::CONSTRAINT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CREATE() {
  return getToken(KiteParser::CREATE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::CROSS() {
  return getToken(KiteParser::CROSS, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::DEFAULT() {
  return getToken(KiteParser::DEFAULT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::DESC() {
  return getToken(KiteParser::DESC, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::DISTINCT() {
  return getToken(KiteParser::DISTINCT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::DO() {
  return getToken(KiteParser::DO, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ELSE() {
  return getToken(KiteParser::ELSE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::END() {
  return getToken(KiteParser::END, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::EXCEPT() {
  return getToken(KiteParser::EXCEPT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::EXISTS() {
  return getToken(KiteParser::EXISTS, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::FALSE() {
  return getToken(KiteParser::FALSE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::FETCH() {
  return getToken(KiteParser::FETCH, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::FOR() {
  return getToken(KiteParser::FOR, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::FROM() {
  return getToken(KiteParser::FROM, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::FULL() {
  return getToken(KiteParser::FULL, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::GROUP() {
  return getToken(KiteParser::GROUP, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::HAVING() {
  return getToken(KiteParser::HAVING, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ILIKE() {
  return getToken(KiteParser::ILIKE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::IN() {
  return getToken(KiteParser::IN, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::INNER() {
  return getToken(KiteParser::INNER, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::INTERSECT() {
  return getToken(KiteParser::INTERSECT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::INTO() {
  return getToken(KiteParser::INTO, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::IS() {
  return getToken(KiteParser::IS, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::JOIN() {
  return getToken(KiteParser::JOIN, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::LEADING() {
  return getToken(KiteParser::LEADING, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::LEFT() {
  return getToken(KiteParser::LEFT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::LIKE() {
  return getToken(KiteParser::LIKE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::LIMIT() {
  return getToken(KiteParser::LIMIT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::NATURAL() {
  return getToken(KiteParser::NATURAL, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::NOT() {
  return getToken(KiteParser::NOT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::NULL_() {
  return getToken(KiteParser::NULL_, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::OFFSET() {
  return getToken(KiteParser::OFFSET, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ON() {
  return getToken(KiteParser::ON, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ONLY() {
  return getToken(KiteParser::ONLY, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::OR() {
  return getToken(KiteParser::OR, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::ORDER() {
  return getToken(KiteParser::ORDER, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::OUTER() {
  return getToken(KiteParser::OUTER, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::OVER() {
  return getToken(KiteParser::OVER, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::PRIMARY() {
  return getToken(KiteParser::PRIMARY, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::RETURNING() {
  return getToken(KiteParser::RETURNING, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::RIGHT() {
  return getToken(KiteParser::RIGHT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::SELECT() {
  return getToken(KiteParser::SELECT, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::SOME() {
  return getToken(KiteParser::SOME, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::SYMMETRIC() {
  return getToken(KiteParser::SYMMETRIC, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::TABLE() {
  return getToken(KiteParser::TABLE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::THEN() {
  return getToken(KiteParser::THEN, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::TO() {
  return getToken(KiteParser::TO, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::TRAILING() {
  return getToken(KiteParser::TRAILING, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::TRUE() {
  return getToken(KiteParser::TRUE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::UNION() {
  return getToken(KiteParser::UNION, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::UNIQUE() {
  return getToken(KiteParser::UNIQUE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::USING() {
  return getToken(KiteParser::USING, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::VALUES() {
  return getToken(KiteParser::VALUES, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::WHEN() {
  return getToken(KiteParser::WHEN, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::WHERE() {
  return getToken(KiteParser::WHERE, 0);
}

tree::TerminalNode* KiteParser::ReservedKeywordContext::WITH() {
  return getToken(KiteParser::WITH, 0);
}


size_t KiteParser::ReservedKeywordContext::getRuleIndex() const {
  return KiteParser::RuleReservedKeyword;
}


KiteParser::ReservedKeywordContext* KiteParser::reservedKeyword() {
  ReservedKeywordContext *_localctx = _tracker.createInstance<ReservedKeywordContext>(_ctx, getState());
  enterRule(_localctx, 218, KiteParser::RuleReservedKeyword);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1720);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ALL)
      | (1ULL << KiteParser::ANALYZE)
      | (1ULL << KiteParser::AND)
      | (1ULL << KiteParser::ANY)
      | (1ULL << KiteParser::ARRAY)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::ASC)
      | (1ULL << KiteParser::BETWEEN)
      | (1ULL << KiteParser::BOTH)
      | (1ULL << KiteParser::BY)
      | (1ULL << KiteParser::CASE)
      | (1ULL << KiteParser::CAST)
      | (1ULL << KiteParser::CHECK)
      | (1ULL << KiteParser::COLLATE)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::DESC)
      | (1ULL << KiteParser::DISTINCT)
      | (1ULL << KiteParser::DO)
      | (1ULL << KiteParser::ELSE)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::EXCEPT)
      | (1ULL << KiteParser::EXISTS)
      | (1ULL << KiteParser::FALSE)
      | (1ULL << KiteParser::FETCH)
      | (1ULL << KiteParser::FOR)
      | (1ULL << KiteParser::FROM)
      | (1ULL << KiteParser::FULL)
      | (1ULL << KiteParser::GROUP)
      | (1ULL << KiteParser::HAVING))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::ILIKE - 64))
      | (1ULL << (KiteParser::IN - 64))
      | (1ULL << (KiteParser::INNER - 64))
      | (1ULL << (KiteParser::INTERSECT - 64))
      | (1ULL << (KiteParser::INTO - 64))
      | (1ULL << (KiteParser::IS - 64))
      | (1ULL << (KiteParser::JOIN - 64))
      | (1ULL << (KiteParser::LEADING - 64))
      | (1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::LIMIT - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::NOT - 64))
      | (1ULL << (KiteParser::NULL_ - 64))
      | (1ULL << (KiteParser::OFFSET - 64))
      | (1ULL << (KiteParser::ON - 64))
      | (1ULL << (KiteParser::ONLY - 64))
      | (1ULL << (KiteParser::OR - 64))
      | (1ULL << (KiteParser::ORDER - 64))
      | (1ULL << (KiteParser::OUTER - 64))
      | (1ULL << (KiteParser::OVER - 64))
      | (1ULL << (KiteParser::PRIMARY - 64))
      | (1ULL << (KiteParser::RETURNING - 64))
      | (1ULL << (KiteParser::RIGHT - 64))
      | (1ULL << (KiteParser::SELECT - 64))
      | (1ULL << (KiteParser::SOME - 64)))) != 0) || ((((_la - 128) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 128)) & ((1ULL << (KiteParser::SYMMETRIC - 128))
      | (1ULL << (KiteParser::TABLE - 128))
      | (1ULL << (KiteParser::THEN - 128))
      | (1ULL << (KiteParser::TO - 128))
      | (1ULL << (KiteParser::TRAILING - 128))
      | (1ULL << (KiteParser::TRUE - 128))
      | (1ULL << (KiteParser::UNION - 128))
      | (1ULL << (KiteParser::UNIQUE - 128))
      | (1ULL << (KiteParser::USING - 128))
      | (1ULL << (KiteParser::VALUES - 128))
      | (1ULL << (KiteParser::WHEN - 128))
      | (1ULL << (KiteParser::WHERE - 128))
      | (1ULL << (KiteParser::WITH - 128)))) != 0))) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
   
  }
  catch (RecognitionException &e) {
    _errHandler->reportError(this, e);
    _localctx->exception = std::current_exception();
    _errHandler->recover(this, _localctx->exception);
  }

  return _localctx;
}

// Static vars and initialization.
std::vector<dfa::DFA> KiteParser::_decisionToDFA;
atn::PredictionContextCache KiteParser::_sharedContextCache;

// We own the ATN which in turn owns the ATN states.
atn::ATN KiteParser::_atn;
std::vector<uint16_t> KiteParser::_serializedATN;

std::vector<std::string> KiteParser::_ruleNames = {
  "script", "statement", "expressionOnly", "createTableStatement", "tableElement", 
  "columnDef", "columnCompression", "columnConstraint", "columnConstraintBody", 
  "tableConstraint", "tableConstraintBody", "dropTableStatement", "dropBehavior", 
  "createSequenceStatement", "alterSequenceStatement", "dropSequenceStatement", 
  "sequenceOption", "alterTableStatement", "alterTableAction", "truncateStatement", 
  "createIndexStatement", "indexColumn", "dropIndexStatement", "createRoleStatement", 
  "alterRoleStatement", "dropRoleStatement", "roleOption", "analyzeStatement", 
  "insertStatement", "onConflict", "setClause", "returningClause", "updateStatement", 
  "deleteStatement", "copyStatement", "copyTarget", "copyOptions", "copyOption", 
  "copyOptionValue", "legacyCopyOption", "explainStatement", "explainOption", 
  "setStatement", "settingName", "settingValue", "resetStatement", "showStatement", 
  "transactionStatement", "transactionModes", "transactionMode", "queryStatement", 
  "query", "setOperator", "queryTerm", "queryPrimary", "simpleSelect", "valuesClause", 
  "valuesRow", "valuesItem", "selectItem", "fromClause", "whereClause", 
  "groupByClause", "havingClause", "orderByClause", "orderItem", "limitClause", 
  "tableRef", "joinClause", "joinType", "joinCondition", "tablePrimary", 
  "aliasClause", "expr", "orExpr", "andExpr", "notExpr", "isExpr", "isSuffix", 
  "comparisonExpr", "comparisonRight", "comparisonOperator", "predicateExpr", 
  "predicateSuffix", "otherExpr", "otherOperator", "anyOperator", "additiveExpr", 
  "multiplicativeExpr", "unaryExpr", "postfixExpr", "postfixSuffix", "primaryExpr", 
  "trimSide", "whenClause", "functionCall", "overClause", "functionName", 
  "literal", "signedNumber", "typeName", "baseTypeName", "typeModifiers", 
  "typeNameForLiteral", "qualifiedName", "identifierList", "identifier", 
  "colLabel", "nonReservedKeyword", "reservedKeyword"
};

std::vector<std::string> KiteParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "'::'", "'||'", "'@>'", 
  "'<@'", "'&&'", "'~'", "'!~'", "'~*'", "'!~*'", "", "'<='", "'>='", "'='", 
  "'<'", "'>'", "'+'", "'-'", "'*'", "'/'", "'%'", "'('", "')'", "'['", 
  "']'", "','", "'.'", "';'"
};

std::vector<std::string> KiteParser::_symbolicNames = {
  "", "ABORT", "ADD", "ALL", "ALTER", "ALWAYS", "ANALYZE", "AND", "ANY", 
  "ARRAY", "AS", "ASC", "BEGIN", "BETWEEN", "BINARY", "BOTH", "BY", "CASCADE", 
  "CASE", "CAST", "CHARACTERISTICS", "CHECK", "COLLATE", "COLUMN", "COMMIT", 
  "COMMITTED", "COMPRESSION", "CONFLICT", "CONSTRAINT", "CONTINUE", "COPY", 
  "CREATE", "CROSS", "CSV", "DEFAULT", "DEFERRABLE", "DELETE", "DELIMITER", 
  "DESC", "DISTINCT", "DO", "DOUBLE", "DROP", "ELSE", "ENCRYPTED", "END", 
  "ESCAPE", "EXCEPT", "EXISTS", "EXPLAIN", "EXTRACT", "FALSE", "FETCH", 
  "FIRST", "FOR", "FORMAT", "FROM", "FULL", "GENERATED", "GROUP", "HAVING", 
  "HEADER", "IDENTITY", "IF", "ILIKE", "IN", "INDEX", "INHERIT", "INNER", 
  "INSERT", "INTERSECT", "INTO", "IS", "ISOLATION", "JOIN", "KEY", "LAST", 
  "LEADING", "LEFT", "LEVEL", "LIKE", "LIMIT", "LOCAL", "NATURAL", "NEXT", 
  "NO", "NOT", "NOTHING", "NULL_", "NULLS", "OFFSET", "ON", "ONLY", "OPERATOR", 
  "OR", "ORDER", "OUTER", "OVER", "OVERRIDING", "OWNED", "PASSWORD", "POSITION", 
  "PRECISION", "PRIMARY", "QUOTE", "READ", "RENAME", "REPEATABLE", "RESET", 
  "RESTART", "RESTRICT", "RETURNING", "RIGHT", "ROLE", "ROLLBACK", "ROW", 
  "ROWS", "SELECT", "SEQUENCE", "SERIALIZABLE", "SESSION", "SET", "SHOW", 
  "SOME", "START", "STDIN", "STDOUT", "SUBSTRING", "SYMMETRIC", "SYSTEM", 
  "TABLE", "THEN", "TIME", "TO", "TRAILING", "TRANSACTION", "TRIM", "TRUE", 
  "TRUNCATE", "UNCOMMITTED", "UNION", "UNIQUE", "UNKNOWN", "UPDATE", "USER", 
  "USING", "VALUE", "VALUES", "VARYING", "VERBOSE", "WHEN", "WHERE", "WITH", 
  "WITHOUT", "WORK", "WRITE", "ZONE", "TYPECAST", "CONCAT", "CONTAINS", 
  "CONTAINED_BY", "OVERLAPS", "TILDE", "NOT_TILDE", "TILDE_STAR", "NOT_TILDE_STAR", 
  "NEQ", "LTE", "GTE", "EQ", "LT", "GT", "PLUS", "MINUS", "STAR", "SLASH", 
  "PERCENT", "LPAREN", "RPAREN", "LBRACKET", "RBRACKET", "COMMA", "DOT", 
  "SEMI", "PARAMETER", "INTEGER_LITERAL", "DECIMAL_LITERAL", "STRING", "ESCAPE_STRING", 
  "QUOTED_IDENTIFIER", "IDENTIFIER", "LINE_COMMENT", "BLOCK_COMMENT", "WHITESPACE", 
  "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENTIFIER", "UNTERMINATED_COMMENT", 
  "ERROR_CHARACTER"
};

dfa::Vocabulary KiteParser::_vocabulary(_literalNames, _symbolicNames);

std::vector<std::string> KiteParser::_tokenNames;

KiteParser::Initializer::Initializer() {
	for (size_t i = 0; i < _symbolicNames.size(); ++i) {
		std::string name = _vocabulary.getLiteralName(i);
		if (name.empty()) {
			name = _vocabulary.getSymbolicName(i);
		}

		if (name.empty()) {
			_tokenNames.push_back("<INVALID>");
		} else {
      _tokenNames.push_back(name);
    }
	}

  _serializedATN = {
    0x3, 0x608b, 0xa72a, 0x8133, 0xb9ed, 0x417c, 0x3be7, 0x7786, 0x5964, 
    0x3, 0xc7, 0x6bd, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 
    0x9, 0x4, 0x4, 0x5, 0x9, 0x5, 0x4, 0x6, 0x9, 0x6, 0x4, 0x7, 0x9, 0x7, 
    0x4, 0x8, 0x9, 0x8, 0x4, 0x9, 0x9, 0x9, 0x4, 0xa, 0x9, 0xa, 0x4, 0xb, 
    0x9, 0xb, 0x4, 0xc, 0x9, 0xc, 0x4, 0xd, 0x9, 0xd, 0x4, 0xe, 0x9, 0xe, 
    0x4, 0xf, 0x9, 0xf, 0x4, 0x10, 0x9, 0x10, 0x4, 0x11, 0x9, 0x11, 0x4, 
    0x12, 0x9, 0x12, 0x4, 0x13, 0x9, 0x13, 0x4, 0x14, 0x9, 0x14, 0x4, 0x15, 
    0x9, 0x15, 0x4, 0x16, 0x9, 0x16, 0x4, 0x17, 0x9, 0x17, 0x4, 0x18, 0x9, 
    0x18, 0x4, 0x19, 0x9, 0x19, 0x4, 0x1a, 0x9, 0x1a, 0x4, 0x1b, 0x9, 0x1b, 
    0x4, 0x1c, 0x9, 0x1c, 0x4, 0x1d, 0x9, 0x1d, 0x4, 0x1e, 0x9, 0x1e, 0x4, 
    0x1f, 0x9, 0x1f, 0x4, 0x20, 0x9, 0x20, 0x4, 0x21, 0x9, 0x21, 0x4, 0x22, 
    0x9, 0x22, 0x4, 0x23, 0x9, 0x23, 0x4, 0x24, 0x9, 0x24, 0x4, 0x25, 0x9, 
    0x25, 0x4, 0x26, 0x9, 0x26, 0x4, 0x27, 0x9, 0x27, 0x4, 0x28, 0x9, 0x28, 
    0x4, 0x29, 0x9, 0x29, 0x4, 0x2a, 0x9, 0x2a, 0x4, 0x2b, 0x9, 0x2b, 0x4, 
    0x2c, 0x9, 0x2c, 0x4, 0x2d, 0x9, 0x2d, 0x4, 0x2e, 0x9, 0x2e, 0x4, 0x2f, 
    0x9, 0x2f, 0x4, 0x30, 0x9, 0x30, 0x4, 0x31, 0x9, 0x31, 0x4, 0x32, 0x9, 
    0x32, 0x4, 0x33, 0x9, 0x33, 0x4, 0x34, 0x9, 0x34, 0x4, 0x35, 0x9, 0x35, 
    0x4, 0x36, 0x9, 0x36, 0x4, 0x37, 0x9, 0x37, 0x4, 0x38, 0x9, 0x38, 0x4, 
    0x39, 0x9, 0x39, 0x4, 0x3a, 0x9, 0x3a, 0x4, 0x3b, 0x9, 0x3b, 0x4, 0x3c, 
    0x9, 0x3c, 0x4, 0x3d, 0x9, 0x3d, 0x4, 0x3e, 0x9, 0x3e, 0x4, 0x3f, 0x9, 
    0x3f, 0x4, 0x40, 0x9, 0x40, 0x4, 0x41, 0x9, 0x41, 0x4, 0x42, 0x9, 0x42, 
    0x4, 0x43, 0x9, 0x43, 0x4, 0x44, 0x9, 0x44, 0x4, 0x45, 0x9, 0x45, 0x4, 
    0x46, 0x9, 0x46, 0x4, 0x47, 0x9, 0x47, 0x4, 0x48, 0x9, 0x48, 0x4, 0x49, 
    0x9, 0x49, 0x4, 0x4a, 0x9, 0x4a, 0x4, 0x4b, 0x9, 0x4b, 0x4, 0x4c, 0x9, 
    0x4c, 0x4, 0x4d, 0x9, 0x4d, 0x4, 0x4e, 0x9, 0x4e, 0x4, 0x4f, 0x9, 0x4f, 
    0x4, 0x50, 0x9, 0x50, 0x4, 0x51, 0x9, 0x51, 0x4, 0x52, 0x9, 0x52, 0x4, 
    0x53, 0x9, 0x53, 0x4, 0x54, 0x9, 0x54, 0x4, 0x55, 0x9, 0x55, 0x4, 0x56, 
    0x9, 0x56, 0x4, 0x57, 0x9, 0x57, 0x4, 0x58, 0x9, 0x58, 0x4, 0x59, 0x9, 
    0x59, 0x4, 0x5a, 0x9, 0x5a, 0x4, 0x5b, 0x9, 0x5b, 0x4, 0x5c, 0x9, 0x5c, 
    0x4, 0x5d, 0x9, 0x5d, 0x4, 0x5e, 0x9, 0x5e, 0x4, 0x5f, 0x9, 0x5f, 0x4, 
    0x60, 0x9, 0x60, 0x4, 0x61, 0x9, 0x61, 0x4, 0x62, 0x9, 0x62, 0x4, 0x63, 
    0x9, 0x63, 0x4, 0x64, 0x9, 0x64, 0x4, 0x65, 0x9, 0x65, 0x4, 0x66, 0x9, 
    0x66, 0x4, 0x67, 0x9, 0x67, 0x4, 0x68, 0x9, 0x68, 0x4, 0x69, 0x9, 0x69, 
    0x4, 0x6a, 0x9, 0x6a, 0x4, 0x6b, 0x9, 0x6b, 0x4, 0x6c, 0x9, 0x6c, 0x4, 
    0x6d, 0x9, 0x6d, 0x4, 0x6e, 0x9, 0x6e, 0x4, 0x6f, 0x9, 0x6f, 0x3, 0x2, 
    0x5, 0x2, 0xe0, 0xa, 0x2, 0x3, 0x2, 0x3, 0x2, 0x5, 0x2, 0xe4, 0xa, 0x2, 
    0x7, 0x2, 0xe6, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0xe9, 0xb, 0x2, 0x3, 0x2, 
    0x3, 0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0x104, 0xa, 0x3, 0x3, 0x4, 0x3, 
    0x4, 0x3, 0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 
    0x5, 0x10e, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 
    0x7, 0x5, 0x115, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 0x118, 0xb, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x11e, 0xa, 0x5, 0x3, 0x6, 
    0x3, 0x6, 0x5, 0x6, 0x122, 0xa, 0x6, 0x3, 0x7, 0x3, 0x7, 0x3, 0x7, 0x5, 
    0x7, 0x127, 0xa, 0x7, 0x3, 0x7, 0x7, 0x7, 0x12a, 0xa, 0x7, 0xc, 0x7, 
    0xe, 0x7, 0x12d, 0xb, 0x7, 0x3, 0x8, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0x132, 
    0xa, 0x8, 0x3, 0x9, 0x3, 0x9, 0x5, 0x9, 0x136, 0xa, 0x9, 0x3, 0x9, 0x3, 
    0x9, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 
    0xa, 0x5, 0xa, 0x148, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 
    0x5, 0xa, 0x14e, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xa, 0x6, 
    0xa, 0x154, 0xa, 0xa, 0xd, 0xa, 0xe, 0xa, 0x155, 0x3, 0xa, 0x3, 0xa, 
    0x5, 0xa, 0x15a, 0xa, 0xa, 0x5, 0xa, 0x15c, 0xa, 0xa, 0x3, 0xb, 0x3, 
    0xb, 0x5, 0xb, 0x160, 0xa, 0xb, 0x3, 0xb, 0x3, 0xb, 0x3, 0xc, 0x3, 0xc, 
    0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 
    0x3, 0xc, 0x3, 0xc, 0x5, 0xc, 0x16f, 0xa, 0xc, 0x5, 0xc, 0x171, 0xa, 
    0xc, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x5, 0xd, 0x177, 0xa, 0xd, 
    0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x7, 0xd, 0x17c, 0xa, 0xd, 0xc, 0xd, 0xe, 
    0xd, 0x17f, 0xb, 0xd, 0x3, 0xd, 0x5, 0xd, 0x182, 0xa, 0xd, 0x3, 0xe, 
    0x3, 0xe, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x3, 0xf, 0x5, 0xf, 
    0x18b, 0xa, 0xf, 0x3, 0xf, 0x3, 0xf, 0x7, 0xf, 0x18f, 0xa, 0xf, 0xc, 
    0xf, 0xe, 0xf, 0x192, 0xb, 0xf, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 
    0x10, 0x5, 0x10, 0x198, 0xa, 0x10, 0x3, 0x10, 0x3, 0x10, 0x6, 0x10, 
    0x19c, 0xa, 0x10, 0xd, 0x10, 0xe, 0x10, 0x19d, 0x3, 0x10, 0x3, 0x10, 
    0x3, 0x10, 0x5, 0x10, 0x1a3, 0xa, 0x10, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x3, 0x11, 0x5, 0x11, 0x1a9, 0xa, 0x11, 0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 
    0x7, 0x11, 0x1ae, 0xa, 0x11, 0xc, 0x11, 0xe, 0x11, 0x1b1, 0xb, 0x11, 
    0x3, 0x11, 0x5, 0x11, 0x1b4, 0xa, 0x11, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 
    0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x7, 
    0x12, 0x1bf, 0xa, 0x12, 0xc, 0x12, 0xe, 0x12, 0x1c2, 0xb, 0x12, 0x3, 
    0x12, 0x3, 0x12, 0x5, 0x12, 0x1c6, 0xa, 0x12, 0x3, 0x12, 0x3, 0x12, 
    0x3, 0x12, 0x5, 0x12, 0x1cb, 0xa, 0x12, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 
    0x3, 0x13, 0x5, 0x13, 0x1d1, 0xa, 0x13, 0x3, 0x13, 0x5, 0x13, 0x1d4, 
    0xa, 0x13, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x7, 0x13, 0x1da, 
    0xa, 0x13, 0xc, 0x13, 0xe, 0x13, 0x1dd, 0xb, 0x13, 0x3, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x1e4, 0xa, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x1ec, 
    0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x1f1, 0xa, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x1f6, 0xa, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x5, 0x14, 0x1fa, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 
    0x1fe, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x202, 0xa, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 
    0x14, 0x20a, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x213, 0xa, 0x14, 0x3, 0x14, 
    0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x21b, 
    0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 
    0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 
    0x228, 0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x22c, 0xa, 0x14, 
    0x5, 0x14, 0x22e, 0xa, 0x14, 0x3, 0x15, 0x3, 0x15, 0x5, 0x15, 0x232, 
    0xa, 0x15, 0x3, 0x15, 0x5, 0x15, 0x235, 0xa, 0x15, 0x3, 0x15, 0x3, 0x15, 
    0x3, 0x15, 0x7, 0x15, 0x23a, 0xa, 0x15, 0xc, 0x15, 0xe, 0x15, 0x23d, 
    0xb, 0x15, 0x3, 0x15, 0x3, 0x15, 0x5, 0x15, 0x241, 0xa, 0x15, 0x3, 0x15, 
    0x5, 0x15, 0x244, 0xa, 0x15, 0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x248, 
    0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x24e, 
    0xa, 0x16, 0x3, 0x16, 0x5, 0x16, 0x251, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x257, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x3, 0x16, 0x3, 0x16, 0x7, 0x16, 0x25d, 0xa, 0x16, 0xc, 0x16, 0xe, 0x16, 
    0x260, 0xb, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x17, 0x3, 0x17, 0x5, 0x17, 
    0x266, 0xa, 0x17, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 
    0x26c, 0xa, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x7, 0x18, 0x271, 
    0xa, 0x18, 0xc, 0x18, 0xe, 0x18, 0x274, 0xb, 0x18, 0x3, 0x19, 0x3, 0x19, 
    0x3, 0x19, 0x3, 0x19, 0x5, 0x19, 0x27a, 0xa, 0x19, 0x3, 0x19, 0x7, 0x19, 
    0x27d, 0xa, 0x19, 0xc, 0x19, 0xe, 0x19, 0x280, 0xb, 0x19, 0x3, 0x1a, 
    0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x286, 0xa, 0x1a, 0x3, 0x1a, 
    0x7, 0x1a, 0x289, 0xa, 0x1a, 0xc, 0x1a, 0xe, 0x1a, 0x28c, 0xb, 0x1a, 
    0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 0x292, 0xa, 0x1b, 
    0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 0x7, 0x1b, 0x297, 0xa, 0x1b, 0xc, 0x1b, 
    0xe, 0x1b, 0x29a, 0xb, 0x1b, 0x3, 0x1c, 0x5, 0x1c, 0x29d, 0xa, 0x1c, 
    0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x2a2, 0xa, 0x1c, 0x3, 0x1d, 
    0x3, 0x1d, 0x5, 0x1d, 0x2a6, 0xa, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1d, 
    0x7, 0x1d, 0x2ab, 0xa, 0x1d, 0xc, 0x1d, 0xe, 0x1d, 0x2ae, 0xb, 0x1d, 
    0x5, 0x1d, 0x2b0, 0xa, 0x1d, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 
    0x3, 0x1e, 0x5, 0x1e, 0x2b7, 0xa, 0x1e, 0x3, 0x1e, 0x5, 0x1e, 0x2ba, 
    0xa, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x5, 0x1e, 0x2bf, 0xa, 0x1e, 
    0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x5, 0x1e, 0x2c4, 0xa, 0x1e, 0x3, 0x1e, 
    0x5, 0x1e, 0x2c7, 0xa, 0x1e, 0x3, 0x1e, 0x5, 0x1e, 0x2ca, 0xa, 0x1e, 
    0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x5, 0x1f, 0x2cf, 0xa, 0x1f, 0x3, 0x1f, 
    0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x3, 0x1f, 0x7, 
    0x1f, 0x2d8, 0xa, 0x1f, 0xc, 0x1f, 0xe, 0x1f, 0x2db, 0xb, 0x1f, 0x3, 
    0x1f, 0x5, 0x1f, 0x2de, 0xa, 0x1f, 0x5, 0x1f, 0x2e0, 0xa, 0x1f, 0x3, 
    0x20, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 0x5, 0x20, 0x2e6, 0xa, 0x20, 
    0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x7, 0x21, 0x2ec, 0xa, 0x21, 
    0xc, 0x21, 0xe, 0x21, 0x2ef, 0xb, 0x21, 0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 
    0x5, 0x22, 0x2f4, 0xa, 0x22, 0x3, 0x22, 0x5, 0x22, 0x2f7, 0xa, 0x22, 
    0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x7, 0x22, 0x2fd, 0xa, 0x22, 
    0xc, 0x22, 0xe, 0x22, 0x300, 0xb, 0x22, 0x3, 0x22, 0x5, 0x22, 0x303, 
    0xa, 0x22, 0x3, 0x22, 0x5, 0x22, 0x306, 0xa, 0x22, 0x3, 0x22, 0x5, 0x22, 
    0x309, 0xa, 0x22, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x3, 0x23, 0x5, 0x23, 
    0x30f, 0xa, 0x23, 0x3, 0x23, 0x5, 0x23, 0x312, 0xa, 0x23, 0x3, 0x23, 
    0x5, 0x23, 0x315, 0xa, 0x23, 0x3, 0x23, 0x5, 0x23, 0x318, 0xa, 0x23, 
    0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x5, 0x24, 0x31d, 0xa, 0x24, 0x3, 0x24, 
    0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 
    0x24, 0x3, 0x24, 0x5, 0x24, 0x328, 0xa, 0x24, 0x3, 0x24, 0x5, 0x24, 
    0x32b, 0xa, 0x24, 0x3, 0x24, 0x5, 0x24, 0x32e, 0xa, 0x24, 0x3, 0x25, 
    0x3, 0x25, 0x3, 0x26, 0x3, 0x26, 0x3, 0x26, 0x3, 0x26, 0x7, 0x26, 0x336, 
    0xa, 0x26, 0xc, 0x26, 0xe, 0x26, 0x339, 0xb, 0x26, 0x3, 0x26, 0x3, 0x26, 
    0x3, 0x26, 0x6, 0x26, 0x33e, 0xa, 0x26, 0xd, 0x26, 0xe, 0x26, 0x33f, 
    0x5, 0x26, 0x342, 0xa, 0x26, 0x3, 0x27, 0x3, 0x27, 0x5, 0x27, 0x346, 
    0xa, 0x27, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 0x5, 0x28, 0x34b, 0xa, 0x28, 
    0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x352, 
    0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x357, 0xa, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x35c, 0xa, 0x29, 0x3, 0x29, 
    0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x361, 0xa, 0x29, 0x3, 0x29, 0x5, 0x29, 
    0x364, 0xa, 0x29, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x368, 0xa, 0x2a, 
    0x3, 0x2a, 0x5, 0x2a, 0x36b, 0xa, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 
    0x3, 0x2a, 0x7, 0x2a, 0x371, 0xa, 0x2a, 0xc, 0x2a, 0xe, 0x2a, 0x374, 
    0xb, 0x2a, 0x3, 0x2a, 0x3, 0x2a, 0x5, 0x2a, 0x378, 0xa, 0x2a, 0x3, 0x2a, 
    0x3, 0x2a, 0x3, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x37e, 0xa, 0x2b, 0x3, 0x2c, 
    0x3, 0x2c, 0x5, 0x2c, 0x382, 0xa, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x7, 0x2c, 0x38a, 0xa, 0x2c, 0xc, 0x2c, 
    0xe, 0x2c, 0x38d, 0xb, 0x2c, 0x5, 0x2c, 0x38f, 0xa, 0x2c, 0x3, 0x2c, 
    0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x3, 0x2c, 0x5, 0x2c, 0x396, 0xa, 0x2c, 
    0x5, 0x2c, 0x398, 0xa, 0x2c, 0x3, 0x2d, 0x3, 0x2d, 0x3, 0x2d, 0x7, 0x2d, 
    0x39d, 0xa, 0x2d, 0xc, 0x2d, 0xe, 0x2d, 0x3a0, 0xb, 0x2d, 0x3, 0x2e, 
    0x3, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x3a5, 0xa, 0x2e, 0x3, 0x2f, 0x3, 0x2f, 
    0x3, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 0x3ac, 0xa, 0x2f, 0x3, 0x30, 
    0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x5, 0x30, 0x3b3, 0xa, 0x30, 
    0x3, 0x31, 0x3, 0x31, 0x5, 0x31, 0x3b7, 0xa, 0x31, 0x3, 0x31, 0x5, 0x31, 
    0x3ba, 0xa, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x5, 0x31, 0x3bf, 
    0xa, 0x31, 0x3, 0x31, 0x3, 0x31, 0x5, 0x31, 0x3c3, 0xa, 0x31, 0x3, 0x31, 
    0x3, 0x31, 0x5, 0x31, 0x3c7, 0xa, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 
    0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x5, 
    0x31, 0x3d2, 0xa, 0x31, 0x3, 0x32, 0x3, 0x32, 0x5, 0x32, 0x3d6, 0xa, 
    0x32, 0x3, 0x32, 0x7, 0x32, 0x3d9, 0xa, 0x32, 0xc, 0x32, 0xe, 0x32, 
    0x3dc, 0xb, 0x32, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 
    0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x5, 0x33, 0x3e7, 0xa, 0x33, 
    0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x5, 0x33, 0x3ee, 
    0xa, 0x33, 0x3, 0x33, 0x5, 0x33, 0x3f1, 0xa, 0x33, 0x3, 0x34, 0x3, 0x34, 
    0x3, 0x35, 0x3, 0x35, 0x3, 0x35, 0x3, 0x35, 0x7, 0x35, 0x3f9, 0xa, 0x35, 
    0xc, 0x35, 0xe, 0x35, 0x3fc, 0xb, 0x35, 0x3, 0x35, 0x5, 0x35, 0x3ff, 
    0xa, 0x35, 0x3, 0x35, 0x7, 0x35, 0x402, 0xa, 0x35, 0xc, 0x35, 0xe, 0x35, 
    0x405, 0xb, 0x35, 0x3, 0x36, 0x3, 0x36, 0x5, 0x36, 0x409, 0xa, 0x36, 
    0x3, 0x37, 0x3, 0x37, 0x3, 0x37, 0x5, 0x37, 0x40e, 0xa, 0x37, 0x3, 0x37, 
    0x7, 0x37, 0x411, 0xa, 0x37, 0xc, 0x37, 0xe, 0x37, 0x414, 0xb, 0x37, 
    0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x5, 
    0x38, 0x41c, 0xa, 0x38, 0x3, 0x39, 0x3, 0x39, 0x5, 0x39, 0x420, 0xa, 
    0x39, 0x3, 0x39, 0x3, 0x39, 0x3, 0x39, 0x7, 0x39, 0x425, 0xa, 0x39, 
    0xc, 0x39, 0xe, 0x39, 0x428, 0xb, 0x39, 0x3, 0x39, 0x5, 0x39, 0x42b, 
    0xa, 0x39, 0x3, 0x39, 0x5, 0x39, 0x42e, 0xa, 0x39, 0x3, 0x39, 0x5, 0x39, 
    0x431, 0xa, 0x39, 0x3, 0x39, 0x5, 0x39, 0x434, 0xa, 0x39, 0x3, 0x3a, 
    0x3, 0x3a, 0x3, 0x3a, 0x3, 0x3a, 0x7, 0x3a, 0x43a, 0xa, 0x3a, 0xc, 0x3a, 
    0xe, 0x3a, 0x43d, 0xb, 0x3a, 0x3, 0x3b, 0x3, 0x3b, 0x3, 0x3b, 0x3, 0x3b, 
    0x7, 0x3b, 0x443, 0xa, 0x3b, 0xc, 0x3b, 0xe, 0x3b, 0x446, 0xb, 0x3b, 
    0x3, 0x3b, 0x3, 0x3b, 0x3, 0x3c, 0x3, 0x3c, 0x5, 0x3c, 0x44c, 0xa, 0x3c, 
    0x3, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x3, 
    0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x5, 0x3d, 0x457, 0xa, 0x3d, 0x5, 0x3d, 
    0x459, 0xa, 0x3d, 0x3, 0x3e, 0x3, 0x3e, 0x3, 0x3e, 0x3, 0x3e, 0x7, 0x3e, 
    0x45f, 0xa, 0x3e, 0xc, 0x3e, 0xe, 0x3e, 0x462, 0xb, 0x3e, 0x3, 0x3f, 
    0x3, 0x3f, 0x3, 0x3f, 0x3, 0x40, 0x3, 0x40, 0x3, 0x40, 0x3, 0x40, 0x3, 
    0x40, 0x7, 0x40, 0x46c, 0xa, 0x40, 0xc, 0x40, 0xe, 0x40, 0x46f, 0xb, 
    0x40, 0x3, 0x41, 0x3, 0x41, 0x3, 0x41, 0x3, 0x42, 0x3, 0x42, 0x3, 0x42, 
    0x3, 0x42, 0x3, 0x42, 0x7, 0x42, 0x479, 0xa, 0x42, 0xc, 0x42, 0xe, 0x42, 
    0x47c, 0xb, 0x42, 0x3, 0x43, 0x3, 0x43, 0x5, 0x43, 0x480, 0xa, 0x43, 
    0x3, 0x43, 0x3, 0x43, 0x5, 0x43, 0x484, 0xa, 0x43, 0x3, 0x44, 0x3, 0x44, 
    0x3, 0x44, 0x5, 0x44, 0x489, 0xa, 0x44, 0x3, 0x44, 0x3, 0x44, 0x3, 0x44, 
    0x5, 0x44, 0x48e, 0xa, 0x44, 0x3, 0x44, 0x3, 0x44, 0x3, 0x44, 0x5, 0x44, 
    0x493, 0xa, 0x44, 0x3, 0x44, 0x3, 0x44, 0x5, 0x44, 0x497, 0xa, 0x44, 
    0x3, 0x45, 0x3, 0x45, 0x7, 0x45, 0x49b, 0xa, 0x45, 0xc, 0x45, 0xe, 0x45, 
    0x49e, 0xb, 0x45, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 
    0x5, 0x46, 0x4a5, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 
    0x4aa, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 
    0x4b0, 0xa, 0x46, 0x3, 0x47, 0x3, 0x47, 0x3, 0x47, 0x5, 0x47, 0x4b5, 
    0xa, 0x47, 0x3, 0x47, 0x3, 0x47, 0x5, 0x47, 0x4b9, 0xa, 0x47, 0x3, 0x47, 
    0x3, 0x47, 0x5, 0x47, 0x4bd, 0xa, 0x47, 0x5, 0x47, 0x4bf, 0xa, 0x47, 
    0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x5, 0x48, 0x4c5, 0xa, 0x48, 
    0x3, 0x49, 0x3, 0x49, 0x3, 0x49, 0x3, 0x49, 0x3, 0x49, 0x7, 0x49, 0x4cc, 
    0xa, 0x49, 0xc, 0x49, 0xe, 0x49, 0x4cf, 0xb, 0x49, 0x5, 0x49, 0x4d1, 
    0xa, 0x49, 0x3, 0x49, 0x3, 0x49, 0x5, 0x49, 0x4d5, 0xa, 0x49, 0x3, 0x49, 
    0x3, 0x49, 0x5, 0x49, 0x4d9, 0xa, 0x49, 0x3, 0x49, 0x3, 0x49, 0x3, 0x49, 
    0x3, 0x49, 0x5, 0x49, 0x4df, 0xa, 0x49, 0x3, 0x49, 0x3, 0x49, 0x3, 0x49, 
    0x3, 0x49, 0x5, 0x49, 0x4e5, 0xa, 0x49, 0x5, 0x49, 0x4e7, 0xa, 0x49, 
    0x3, 0x4a, 0x5, 0x4a, 0x4ea, 0xa, 0x4a, 0x3, 0x4a, 0x3, 0x4a, 0x5, 0x4a, 
    0x4ee, 0xa, 0x4a, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4c, 0x3, 0x4c, 0x3, 0x4c, 
    0x7, 0x4c, 0x4f5, 0xa, 0x4c, 0xc, 0x4c, 0xe, 0x4c, 0x4f8, 0xb, 0x4c, 
    0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x7, 0x4d, 0x4fd, 0xa, 0x4d, 0xc, 0x4d, 
    0xe, 0x4d, 0x500, 0xb, 0x4d, 0x3, 0x4e, 0x3, 0x4e, 0x3, 0x4e, 0x5, 0x4e, 
    0x505, 0xa, 0x4e, 0x3, 0x4f, 0x3, 0x4f, 0x7, 0x4f, 0x509, 0xa, 0x4f, 
    0xc, 0x4f, 0xe, 0x4f, 0x50c, 0xb, 0x4f, 0x3, 0x50, 0x3, 0x50, 0x5, 0x50, 
    0x510, 0xa, 0x50, 0x3, 0x50, 0x3, 0x50, 0x3, 0x50, 0x5, 0x50, 0x515, 
    0xa, 0x50, 0x3, 0x50, 0x3, 0x50, 0x3, 0x50, 0x5, 0x50, 0x51a, 0xa, 0x50, 
    0x3, 0x50, 0x3, 0x50, 0x3, 0x50, 0x5, 0x50, 0x51f, 0xa, 0x50, 0x3, 0x50, 
    0x3, 0x50, 0x3, 0x50, 0x5, 0x50, 0x524, 0xa, 0x50, 0x3, 0x50, 0x3, 0x50, 
    0x3, 0x50, 0x5, 0x50, 0x529, 0xa, 0x50, 0x3, 0x51, 0x3, 0x51, 0x3, 0x51, 
    0x3, 0x51, 0x5, 0x51, 0x52f, 0xa, 0x51, 0x3, 0x52, 0x3, 0x52, 0x3, 0x52, 
    0x3, 0x52, 0x3, 0x52, 0x3, 0x52, 0x3, 0x52, 0x3, 0x52, 0x3, 0x52, 0x3, 
    0x52, 0x3, 0x52, 0x5, 0x52, 0x53c, 0xa, 0x52, 0x3, 0x53, 0x3, 0x53, 
    0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x542, 0xa, 0x54, 0x3, 0x55, 0x5, 0x55, 
    0x545, 0xa, 0x55, 0x3, 0x55, 0x3, 0x55, 0x5, 0x55, 0x549, 0xa, 0x55, 
    0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x5, 0x55, 0x550, 
    0xa, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 
    0x55, 0x5, 0x55, 0x558, 0xa, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 
    0x3, 0x55, 0x3, 0x55, 0x7, 0x55, 0x55f, 0xa, 0x55, 0xc, 0x55, 0xe, 0x55, 
    0x562, 0xb, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x5, 0x55, 0x567, 
    0xa, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x3, 0x55, 0x5, 0x55, 0x56d, 
    0xa, 0x55, 0x5, 0x55, 0x56f, 0xa, 0x55, 0x3, 0x56, 0x3, 0x56, 0x3, 0x56, 
    0x3, 0x56, 0x7, 0x56, 0x575, 0xa, 0x56, 0xc, 0x56, 0xe, 0x56, 0x578, 
    0xb, 0x56, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 
    0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 
    0x3, 0x57, 0x5, 0x57, 0x587, 0xa, 0x57, 0x3, 0x57, 0x3, 0x57, 0x3, 0x57, 
    0x5, 0x57, 0x58c, 0xa, 0x57, 0x3, 0x58, 0x3, 0x58, 0x3, 0x59, 0x3, 0x59, 
    0x3, 0x59, 0x7, 0x59, 0x593, 0xa, 0x59, 0xc, 0x59, 0xe, 0x59, 0x596, 
    0xb, 0x59, 0x3, 0x5a, 0x3, 0x5a, 0x3, 0x5a, 0x7, 0x5a, 0x59b, 0xa, 0x5a, 
    0xc, 0x5a, 0xe, 0x5a, 0x59e, 0xb, 0x5a, 0x3, 0x5b, 0x3, 0x5b, 0x3, 0x5b, 
    0x5, 0x5b, 0x5a3, 0xa, 0x5b, 0x3, 0x5c, 0x3, 0x5c, 0x7, 0x5c, 0x5a7, 
    0xa, 0x5c, 0xc, 0x5c, 0xe, 0x5c, 0x5aa, 0xb, 0x5c, 0x3, 0x5d, 0x3, 0x5d, 
    0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 
    0x5d, 0x3, 0x5d, 0x5, 0x5d, 0x5b6, 0xa, 0x5d, 0x3, 0x5d, 0x5, 0x5d, 
    0x5b9, 0xa, 0x5d, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x5c9, 0xa, 0x5e, 0x3, 0x5e, 
    0x6, 0x5e, 0x5cc, 0xa, 0x5e, 0xd, 0x5e, 0xe, 0x5e, 0x5cd, 0x3, 0x5e, 
    0x3, 0x5e, 0x5, 0x5e, 0x5d2, 0xa, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x7, 0x5e, 0x5e0, 0xa, 0x5e, 0xc, 0x5e, 
    0xe, 0x5e, 0x5e3, 0xb, 0x5e, 0x5, 0x5e, 0x5e5, 0xa, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x5f8, 0xa, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x605, 0xa, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x60b, 0xa, 0x5e, 
    0x5, 0x5e, 0x60d, 0xa, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x5, 0x5e, 0x614, 0xa, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x617, 
    0xa, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 
    0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x5, 0x5e, 0x62f, 0xa, 0x5e, 
    0x5, 0x5e, 0x631, 0xa, 0x5e, 0x3, 0x5f, 0x3, 0x5f, 0x3, 0x60, 0x3, 0x60, 
    0x3, 0x60, 0x3, 0x60, 0x3, 0x60, 0x3, 0x61, 0x3, 0x61, 0x3, 0x61, 0x3, 
    0x61, 0x3, 0x61, 0x5, 0x61, 0x63f, 0xa, 0x61, 0x3, 0x61, 0x3, 0x61, 
    0x3, 0x61, 0x5, 0x61, 0x644, 0xa, 0x61, 0x3, 0x61, 0x3, 0x61, 0x3, 0x61, 
    0x7, 0x61, 0x649, 0xa, 0x61, 0xc, 0x61, 0xe, 0x61, 0x64c, 0xb, 0x61, 
    0x5, 0x61, 0x64e, 0xa, 0x61, 0x3, 0x61, 0x3, 0x61, 0x5, 0x61, 0x652, 
    0xa, 0x61, 0x5, 0x61, 0x654, 0xa, 0x61, 0x3, 0x62, 0x3, 0x62, 0x3, 0x62, 
    0x3, 0x62, 0x3, 0x63, 0x3, 0x63, 0x3, 0x63, 0x5, 0x63, 0x65d, 0xa, 0x63, 
    0x3, 0x63, 0x3, 0x63, 0x3, 0x63, 0x5, 0x63, 0x662, 0xa, 0x63, 0x3, 0x64, 
    0x3, 0x64, 0x3, 0x65, 0x5, 0x65, 0x667, 0xa, 0x65, 0x3, 0x65, 0x3, 0x65, 
    0x3, 0x66, 0x3, 0x66, 0x3, 0x66, 0x5, 0x66, 0x66e, 0xa, 0x66, 0x3, 0x66, 
    0x7, 0x66, 0x671, 0xa, 0x66, 0xc, 0x66, 0xe, 0x66, 0x674, 0xb, 0x66, 
    0x3, 0x67, 0x3, 0x67, 0x3, 0x67, 0x3, 0x67, 0x3, 0x67, 0x5, 0x67, 0x67b, 
    0xa, 0x67, 0x3, 0x67, 0x3, 0x67, 0x5, 0x67, 0x67f, 0xa, 0x67, 0x3, 0x67, 
    0x5, 0x67, 0x682, 0xa, 0x67, 0x3, 0x67, 0x3, 0x67, 0x3, 0x67, 0x5, 0x67, 
    0x687, 0xa, 0x67, 0x5, 0x67, 0x689, 0xa, 0x67, 0x3, 0x68, 0x3, 0x68, 
    0x3, 0x68, 0x3, 0x68, 0x7, 0x68, 0x68f, 0xa, 0x68, 0xc, 0x68, 0xe, 0x68, 
    0x692, 0xb, 0x68, 0x3, 0x68, 0x3, 0x68, 0x3, 0x69, 0x3, 0x69, 0x3, 0x69, 
    0x3, 0x69, 0x3, 0x69, 0x3, 0x69, 0x5, 0x69, 0x69c, 0xa, 0x69, 0x5, 0x69, 
    0x69e, 0xa, 0x69, 0x3, 0x6a, 0x3, 0x6a, 0x3, 0x6a, 0x5, 0x6a, 0x6a3, 
    0xa, 0x6a, 0x3, 0x6b, 0x3, 0x6b, 0x3, 0x6b, 0x3, 0x6b, 0x7, 0x6b, 0x6a9, 
    0xa, 0x6b, 0xc, 0x6b, 0xe, 0x6b, 0x6ac, 0xb, 0x6b, 0x3, 0x6b, 0x3, 0x6b, 
    0x3, 0x6c, 0x3, 0x6c, 0x3, 0x6c, 0x5, 0x6c, 0x6b3, 0xa, 0x6c, 0x3, 0x6d, 
    0x3, 0x6d, 0x5, 0x6d, 0x6b7, 0xa, 0x6d, 0x3, 0x6e, 0x3, 0x6e, 0x3, 0x6f, 
    0x3, 0x6f, 0x3, 0x6f, 0x2, 0x2, 0x70, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 
    0xe, 0x10, 0x12, 0x14, 0x16, 0x18, 0x1a, 0x1c, 0x1e, 0x20, 0x22, 0x24, 
    0x26, 0x28, 0x2a, 0x2c, 0x2e, 0x30, 0x32, 0x34, 0x36, 0x38, 0x3a, 0x3c, 
    0x3e, 0x40, 0x42, 0x44, 0x46, 0x48, 0x4a, 0x4c, 0x4e, 0x50, 0x52, 0x54, 
    0x56, 0x58, 0x5a, 0x5c, 0x5e, 0x60, 0x62, 0x64, 0x66, 0x68, 0x6a, 0x6c, 
    0x6e, 0x70, 0x72, 0x74, 0x76, 0x78, 0x7a, 0x7c, 0x7e, 0x80, 0x82, 0x84, 
    0x86, 0x88, 0x8a, 0x8c, 0x8e, 0x90, 0x92, 0x94, 0x96, 0x98, 0x9a, 0x9c, 
    0x9e, 0xa0, 0xa2, 0xa4, 0xa6, 0xa8, 0xaa, 0xac, 0xae, 0xb0, 0xb2, 0xb4, 
    0xb6, 0xb8, 0xba, 0xbc, 0xbe, 0xc0, 0xc2, 0xc4, 0xc6, 0xc8, 0xca, 0xcc, 
    0xce, 0xd0, 0xd2, 0xd4, 0xd6, 0xd8, 0xda, 0xdc, 0x2, 0x23, 0x4, 0x2, 
    0x13, 0x13, 0x70, 0x70, 0x4, 0x2, 0x12, 0x12, 0x9a, 0x9a, 0x4, 0x2, 
    0x2c, 0x2c, 0x7b, 0x7b, 0x4, 0x2, 0x1f, 0x1f, 0x6f, 0x6f, 0x4, 0x2, 
    0xd, 0xd, 0x28, 0x28, 0x4, 0x2, 0x73, 0x73, 0x92, 0x92, 0x4, 0x2, 0x5a, 
    0x5a, 0xbd, 0xbd, 0x4, 0x2, 0x83, 0x83, 0x92, 0x92, 0x4, 0x2, 0x3a, 
    0x3a, 0x87, 0x87, 0x4, 0x2, 0x7f, 0x80, 0xbd, 0xbd, 0x4, 0x2, 0x54, 
    0x54, 0x7a, 0x7a, 0x4, 0x2, 0x87, 0x87, 0xab, 0xab, 0x4, 0x2, 0x89, 
    0x89, 0x9c, 0x9c, 0x4, 0x2, 0x1a, 0x1a, 0x2f, 0x2f, 0x4, 0x2, 0x3, 0x3, 
    0x74, 0x74, 0x4, 0x2, 0x31, 0x31, 0x8e, 0x8e, 0x4, 0x2, 0x5, 0x5, 0x29, 
    0x29, 0x4, 0x2, 0x37, 0x37, 0x4e, 0x4e, 0x3, 0x2, 0x75, 0x76, 0x4, 0x2, 
    0x37, 0x37, 0x56, 0x56, 0x5, 0x2, 0x5, 0x5, 0xa, 0xa, 0x7d, 0x7d, 0x3, 
    0x2, 0xa8, 0xad, 0x4, 0x2, 0x42, 0x42, 0x52, 0x52, 0x3, 0x2, 0xa0, 0xb2, 
    0x3, 0x2, 0xae, 0xaf, 0x3, 0x2, 0xb0, 0xb2, 0x3, 0x2, 0xbd, 0xbe, 0x5, 
    0x2, 0x11, 0x11, 0x4f, 0x4f, 0x88, 0x88, 0x6, 0x2, 0x35, 0x35, 0x5a, 
    0x5a, 0x8b, 0x8b, 0xbb, 0xbe, 0x3, 0x2, 0xbb, 0xbc, 0x3, 0x2, 0x9a, 
    0x9b, 0x2b, 0x2, 0x3, 0x4, 0x6, 0x7, 0xe, 0xe, 0x10, 0x10, 0x13, 0x13, 
    0x16, 0x16, 0x19, 0x1d, 0x1f, 0x20, 0x23, 0x23, 0x25, 0x27, 0x2b, 0x2c, 
    0x2e, 0x2e, 0x30, 0x30, 0x33, 0x34, 0x37, 0x37, 0x39, 0x39, 0x3c, 0x3c, 
    0x3f, 0x41, 0x44, 0x45, 0x47, 0x47, 0x4b, 0x4b, 0x4d, 0x4e, 0x51, 0x51, 
    0x54, 0x54, 0x56, 0x57, 0x59, 0x59, 0x5b, 0x5b, 0x5f, 0x5f, 0x64, 0x68, 
    0x6a, 0x70, 0x73, 0x76, 0x78, 0x7c, 0x7e, 0x81, 0x83, 0x83, 0x86, 0x86, 
    0x89, 0x8a, 0x8c, 0x8d, 0x90, 0x92, 0x94, 0x94, 0x96, 0x97, 0x9b, 0x9e, 
    0x2a, 0x2, 0x5, 0x5, 0x8, 0xd, 0xf, 0xf, 0x11, 0x12, 0x14, 0x15, 0x17, 
    0x18, 0x1e, 0x1e, 0x21, 0x22, 0x24, 0x24, 0x28, 0x2a, 0x2d, 0x2d, 0x2f, 
    0x2f, 0x31, 0x32, 0x35, 0x36, 0x38, 0x38, 0x3a, 0x3b, 0x3d, 0x3e, 0x42, 
    0x43, 0x46, 0x46, 0x48, 0x4a, 0x4c, 0x4c, 0x4f, 0x50, 0x52, 0x53, 0x55, 
    0x55, 0x58, 0x58, 0x5a, 0x5a, 0x5c, 0x5e, 0x60, 0x63, 0x69, 0x69, 0x71, 
    0x72, 0x77, 0x77, 0x7d, 0x7d, 0x82, 0x82, 0x84, 0x85, 0x87, 0x88, 0x8b, 
    0x8b, 0x8e, 0x8f, 0x93, 0x93, 0x95, 0x95, 0x98, 0x9a, 0x2, 0x7a4, 0x2, 
    0xdf, 0x3, 0x2, 0x2, 0x2, 0x4, 0x103, 0x3, 0x2, 0x2, 0x2, 0x6, 0x105, 
    0x3, 0x2, 0x2, 0x2, 0x8, 0x108, 0x3, 0x2, 0x2, 0x2, 0xa, 0x121, 0x3, 
    0x2, 0x2, 0x2, 0xc, 0x123, 0x3, 0x2, 0x2, 0x2, 0xe, 0x12e, 0x3, 0x2, 
    0x2, 0x2, 0x10, 0x135, 0x3, 0x2, 0x2, 0x2, 0x12, 0x15b, 0x3, 0x2, 0x2, 
    0x2, 0x14, 0x15f, 0x3, 0x2, 0x2, 0x2, 0x16, 0x170, 0x3, 0x2, 0x2, 0x2, 
    0x18, 0x172, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x183, 0x3, 0x2, 0x2, 0x2, 0x1c, 
    0x185, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x193, 0x3, 0x2, 0x2, 0x2, 0x20, 0x1a4, 
    0x3, 0x2, 0x2, 0x2, 0x22, 0x1ca, 0x3, 0x2, 0x2, 0x2, 0x24, 0x1cc, 0x3, 
    0x2, 0x2, 0x2, 0x26, 0x22d, 0x3, 0x2, 0x2, 0x2, 0x28, 0x22f, 0x3, 0x2, 
    0x2, 0x2, 0x2a, 0x245, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x263, 0x3, 0x2, 0x2, 
    0x2, 0x2e, 0x267, 0x3, 0x2, 0x2, 0x2, 0x30, 0x275, 0x3, 0x2, 0x2, 0x2, 
    0x32, 0x281, 0x3, 0x2, 0x2, 0x2, 0x34, 0x28d, 0x3, 0x2, 0x2, 0x2, 0x36, 
    0x2a1, 0x3, 0x2, 0x2, 0x2, 0x38, 0x2a3, 0x3, 0x2, 0x2, 0x2, 0x3a, 0x2b1, 
    0x3, 0x2, 0x2, 0x2, 0x3c, 0x2cb, 0x3, 0x2, 0x2, 0x2, 0x3e, 0x2e1, 0x3, 
    0x2, 0x2, 0x2, 0x40, 0x2e7, 0x3, 0x2, 0x2, 0x2, 0x42, 0x2f0, 0x3, 0x2, 
    0x2, 0x2, 0x44, 0x30a, 0x3, 0x2, 0x2, 0x2, 0x46, 0x319, 0x3, 0x2, 0x2, 
    0x2, 0x48, 0x32f, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x341, 0x3, 0x2, 0x2, 0x2, 
    0x4c, 0x343, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x34a, 0x3, 0x2, 0x2, 0x2, 0x50, 
    0x363, 0x3, 0x2, 0x2, 0x2, 0x52, 0x365, 0x3, 0x2, 0x2, 0x2, 0x54, 0x37b, 
    0x3, 0x2, 0x2, 0x2, 0x56, 0x37f, 0x3, 0x2, 0x2, 0x2, 0x58, 0x399, 0x3, 
    0x2, 0x2, 0x2, 0x5a, 0x3a4, 0x3, 0x2, 0x2, 0x2, 0x5c, 0x3a6, 0x3, 0x2, 
    0x2, 0x2, 0x5e, 0x3ad, 0x3, 0x2, 0x2, 0x2, 0x60, 0x3d1, 0x3, 0x2, 0x2, 
    0x2, 0x62, 0x3d3, 0x3, 0x2, 0x2, 0x2, 0x64, 0x3f0, 0x3, 0x2, 0x2, 0x2, 
    0x66, 0x3f2, 0x3, 0x2, 0x2, 0x2, 0x68, 0x3f4, 0x3, 0x2, 0x2, 0x2, 0x6a, 
    0x406, 0x3, 0x2, 0x2, 0x2, 0x6c, 0x40a, 0x3, 0x2, 0x2, 0x2, 0x6e, 0x41b, 
    0x3, 0x2, 0x2, 0x2, 0x70, 0x41d, 0x3, 0x2, 0x2, 0x2, 0x72, 0x435, 0x3, 
    0x2, 0x2, 0x2, 0x74, 0x43e, 0x3, 0x2, 0x2, 0x2, 0x76, 0x44b, 0x3, 0x2, 
    0x2, 0x2, 0x78, 0x458, 0x3, 0x2, 0x2, 0x2, 0x7a, 0x45a, 0x3, 0x2, 0x2, 
    0x2, 0x7c, 0x463, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x466, 0x3, 0x2, 0x2, 0x2, 
    0x80, 0x470, 0x3, 0x2, 0x2, 0x2, 0x82, 0x473, 0x3, 0x2, 0x2, 0x2, 0x84, 
    0x47d, 0x3, 0x2, 0x2, 0x2, 0x86, 0x496, 0x3, 0x2, 0x2, 0x2, 0x88, 0x498, 
    0x3, 0x2, 0x2, 0x2, 0x8a, 0x4af, 0x3, 0x2, 0x2, 0x2, 0x8c, 0x4be, 0x3, 
    0x2, 0x2, 0x2, 0x8e, 0x4c4, 0x3, 0x2, 0x2, 0x2, 0x90, 0x4e6, 0x3, 0x2, 
    0x2, 0x2, 0x92, 0x4e9, 0x3, 0x2, 0x2, 0x2, 0x94, 0x4ef, 0x3, 0x2, 0x2, 
    0x2, 0x96, 0x4f1, 0x3, 0x2, 0x2, 0x2, 0x98, 0x4f9, 0x3, 0x2, 0x2, 0x2, 
    0x9a, 0x504, 0x3, 0x2, 0x2, 0x2, 0x9c, 0x506, 0x3, 0x2, 0x2, 0x2, 0x9e, 
    0x528, 0x3, 0x2, 0x2, 0x2, 0xa0, 0x52a, 0x3, 0x2, 0x2, 0x2, 0xa2, 0x53b, 
    0x3, 0x2, 0x2, 0x2, 0xa4, 0x53d, 0x3, 0x2, 0x2, 0x2, 0xa6, 0x53f, 0x3, 
    0x2, 0x2, 0x2, 0xa8, 0x56e, 0x3, 0x2, 0x2, 0x2, 0xaa, 0x570, 0x3, 0x2, 
    0x2, 0x2, 0xac, 0x58b, 0x3, 0x2, 0x2, 0x2, 0xae, 0x58d, 0x3, 0x2, 0x2, 
    0x2, 0xb0, 0x58f, 0x3, 0x2, 0x2, 0x2, 0xb2, 0x597, 0x3, 0x2, 0x2, 0x2, 
    0xb4, 0x5a2, 0x3, 0x2, 0x2, 0x2, 0xb6, 0x5a4, 0x3, 0x2, 0x2, 0x2, 0xb8, 
    0x5b8, 0x3, 0x2, 0x2, 0x2, 0xba, 0x630, 0x3, 0x2, 0x2, 0x2, 0xbc, 0x632, 
    0x3, 0x2, 0x2, 0x2, 0xbe, 0x634, 0x3, 0x2, 0x2, 0x2, 0xc0, 0x653, 0x3, 
    0x2, 0x2, 0x2, 0xc2, 0x655, 0x3, 0x2, 0x2, 0x2, 0xc4, 0x65c, 0x3, 0x2, 
    0x2, 0x2, 0xc6, 0x663, 0x3, 0x2, 0x2, 0x2, 0xc8, 0x666, 0x3, 0x2, 0x2, 
    0x2, 0xca, 0x66a, 0x3, 0x2, 0x2, 0x2, 0xcc, 0x688, 0x3, 0x2, 0x2, 0x2, 
    0xce, 0x68a, 0x3, 0x2, 0x2, 0x2, 0xd0, 0x69d, 0x3, 0x2, 0x2, 0x2, 0xd2, 
    0x69f, 0x3, 0x2, 0x2, 0x2, 0xd4, 0x6a4, 0x3, 0x2, 0x2, 0x2, 0xd6, 0x6b2, 
    0x3, 0x2, 0x2, 0x2, 0xd8, 0x6b6, 0x3, 0x2, 0x2, 0x2, 0xda, 0x6b8, 0x3, 
    0x2, 0x2, 0x2, 0xdc, 0x6ba, 0x3, 0x2, 0x2, 0x2, 0xde, 0xe0, 0x5, 0x4, 
    0x3, 0x2, 0xdf, 0xde, 0x3, 0x2, 0x2, 0x2, 0xdf, 0xe0, 0x3, 0x2, 0x2, 
    0x2, 0xe0, 0xe7, 0x3, 0x2, 0x2, 0x2, 0xe1, 0xe3, 0x7, 0xb9, 0x2, 0x2, 
    0xe2, 0xe4, 0x5, 0x4, 0x3, 0x2, 0xe3, 0xe2, 0x3, 0x2, 0x2, 0x2, 0xe3, 
    0xe4, 0x3, 0x2, 0x2, 0x2, 0xe4, 0xe6, 0x3, 0x2, 0x2, 0x2, 0xe5, 0xe1, 
    0x3, 0x2, 0x2, 0x2, 0xe6, 0xe9, 0x3, 0x2, 0x2, 0x2, 0xe7, 0xe5, 0x3, 
    0x2, 0x2, 0x2, 0xe7, 0xe8, 0x3, 0x2, 0x2, 0x2, 0xe8, 0xea, 0x3, 0x2, 
    0x2, 0x2, 0xe9, 0xe7, 0x3, 0x2, 0x2, 0x2, 0xea, 0xeb, 0x7, 0x2, 0x2, 
    0x3, 0xeb, 0x3, 0x3, 0x2, 0x2, 0x2, 0xec, 0x104, 0x5, 0x66, 0x34, 0x2, 
    0xed, 0x104, 0x5, 0x8, 0x5, 0x2, 0xee, 0x104, 0x5, 0x18, 0xd, 0x2, 0xef, 
    0x104, 0x5, 0x28, 0x15, 0x2, 0xf0, 0x104, 0x5, 0x2a, 0x16, 0x2, 0xf1, 
    0x104, 0x5, 0x2e, 0x18, 0x2, 0xf2, 0x104, 0x5, 0x38, 0x1d, 0x2, 0xf3, 
    0x104, 0x5, 0x3a, 0x1e, 0x2, 0xf4, 0x104, 0x5, 0x42, 0x22, 0x2, 0xf5, 
    0x104, 0x5, 0x44, 0x23, 0x2, 0xf6, 0x104, 0x5, 0x46, 0x24, 0x2, 0xf7, 
    0x104, 0x5, 0x52, 0x2a, 0x2, 0xf8, 0x104, 0x5, 0x56, 0x2c, 0x2, 0xf9, 
    0x104, 0x5, 0x5c, 0x2f, 0x2, 0xfa, 0x104, 0x5, 0x5e, 0x30, 0x2, 0xfb, 
    0x104, 0x5, 0x60, 0x31, 0x2, 0xfc, 0x104, 0x5, 0x30, 0x19, 0x2, 0xfd, 
    0x104, 0x5, 0x32, 0x1a, 0x2, 0xfe, 0x104, 0x5, 0x24, 0x13, 0x2, 0xff, 
    0x104, 0x5, 0x34, 0x1b, 0x2, 0x100, 0x104, 0x5, 0x1c, 0xf, 0x2, 0x101, 
    0x104, 0x5, 0x1e, 0x10, 0x2, 0x102, 0x104, 0x5, 0x20, 0x11, 0x2, 0x103, 
    0xec, 0x3, 0x2, 0x2, 0x2, 0x103, 0xed, 0x3, 0x2, 0x2, 0x2, 0x103, 0xee, 
    0x3, 0x2, 0x2, 0x2, 0x103, 0xef, 0x3, 0x2, 0x2, 0x2, 0x103, 0xf0, 0x3, 
    0x2, 0x2, 0x2, 0x103, 0xf1, 0x3, 0x2, 0x2, 0x2, 0x103, 0xf2, 0x3, 0x2, 
    0x2, 0x2, 0x103, 0xf3, 0x3, 0x2, 0x2, 0x2, 0x103, 0xf4, 0x3, 0x2, 0x2, 
    0x2, 0x103, 0xf5, 0x3, 0x2, 0x2, 0x2, 0x103, 0xf6, 0x3, 0x2, 0x2, 0x2, 
    0x103, 0xf7, 0x3, 0x2, 0x2, 0x2, 0x103, 0xf8, 0x3, 0x2, 0x2, 0x2, 0x103, 
    0xf9, 0x3, 0x2, 0x2, 0x2, 0x103, 0xfa, 0x3, 0x2, 0x2, 0x2, 0x103, 0xfb, 
    0x3, 0x2, 0x2, 0x2, 0x103, 0xfc, 0x3, 0x2, 0x2, 0x2, 0x103, 0xfd, 0x3, 
    0x2, 0x2, 0x2, 0x103, 0xfe, 0x3, 0x2, 0x2, 0x2, 0x103, 0xff, 0x3, 0x2, 
    0x2, 0x2, 0x103, 0x100, 0x3, 0x2, 0x2, 0x2, 0x103, 0x101, 0x3, 0x2, 
    0x2, 0x2, 0x103, 0x102, 0x3, 0x2, 0x2, 0x2, 0x104, 0x5, 0x3, 0x2, 0x2, 
    0x2, 0x105, 0x106, 0x5, 0x94, 0x4b, 0x2, 0x106, 0x107, 0x7, 0x2, 0x2, 
    0x3, 0x107, 0x7, 0x3, 0x2, 0x2, 0x2, 0x108, 0x109, 0x7, 0x21, 0x2, 0x2, 
    0x109, 0x10d, 0x7, 0x84, 0x2, 0x2, 0x10a, 0x10b, 0x7, 0x41, 0x2, 0x2, 
    0x10b, 0x10c, 0x7, 0x58, 0x2, 0x2, 0x10c, 0x10e, 0x7, 0x32, 0x2, 0x2, 
    0x10d, 0x10a, 0x3, 0x2, 0x2, 0x2, 0x10d, 0x10e, 0x3, 0x2, 0x2, 0x2, 
    0x10e, 0x10f, 0x3, 0x2, 0x2, 0x2, 0x10f, 0x11d, 0x5, 0xd2, 0x6a, 0x2, 
    0x110, 0x111, 0x7, 0xb3, 0x2, 0x2, 0x111, 0x116, 0x5, 0xa, 0x6, 0x2, 
    0x112, 0x113, 0x7, 0xb7, 0x2, 0x2, 0x113, 0x115, 0x5, 0xa, 0x6, 0x2, 
    0x114, 0x112, 0x3, 0x2, 0x2, 0x2, 0x115, 0x118, 0x3, 0x2, 0x2, 0x2, 
    0x116, 0x114, 0x3, 0x2, 0x2, 0x2, 0x116, 0x117, 0x3, 0x2, 0x2, 0x2, 
    0x117, 0x119, 0x3, 0x2, 0x2, 0x2, 0x118, 0x116, 0x3, 0x2, 0x2, 0x2, 
    0x119, 0x11a, 0x7, 0xb4, 0x2, 0x2, 0x11a, 0x11e, 0x3, 0x2, 0x2, 0x2, 
    0x11b, 0x11c, 0x7, 0xc, 0x2, 0x2, 0x11c, 0x11e, 0x5, 0x68, 0x35, 0x2, 
    0x11d, 0x110, 0x3, 0x2, 0x2, 0x2, 0x11d, 0x11b, 0x3, 0x2, 0x2, 0x2, 
    0x11e, 0x9, 0x3, 0x2, 0x2, 0x2, 0x11f, 0x122, 0x5, 0x14, 0xb, 0x2, 0x120, 
    0x122, 0x5, 0xc, 0x7, 0x2, 0x121, 0x11f, 0x3, 0x2, 0x2, 0x2, 0x121, 
    0x120, 0x3, 0x2, 0x2, 0x2, 0x122, 0xb, 0x3, 0x2, 0x2, 0x2, 0x123, 0x124, 
    0x5, 0xd6, 0x6c, 0x2, 0x124, 0x126, 0x5, 0xca, 0x66, 0x2, 0x125, 0x127, 
    0x5, 0xe, 0x8, 0x2, 0x126, 0x125, 0x3, 0x2, 0x2, 0x2, 0x126, 0x127, 
    0x3, 0x2, 0x2, 0x2, 0x127, 0x12b, 0x3, 0x2, 0x2, 0x2, 0x128, 0x12a, 
    0x5, 0x10, 0x9, 0x2, 0x129, 0x128, 0x3, 0x2, 0x2, 0x2, 0x12a, 0x12d, 
    0x3, 0x2, 0x2, 0x2, 0x12b, 0x129, 0x3, 0x2, 0x2, 0x2, 0x12b, 0x12c, 
    0x3, 0x2, 0x2, 0x2, 0x12c, 0xd, 0x3, 0x2, 0x2, 0x2, 0x12d, 0x12b, 0x3, 
    0x2, 0x2, 0x2, 0x12e, 0x131, 0x7, 0x1c, 0x2, 0x2, 0x12f, 0x132, 0x5, 
    0xd6, 0x6c, 0x2, 0x130, 0x132, 0x7, 0x24, 0x2, 0x2, 0x131, 0x12f, 0x3, 
    0x2, 0x2, 0x2, 0x131, 0x130, 0x3, 0x2, 0x2, 0x2, 0x132, 0xf, 0x3, 0x2, 
    0x2, 0x2, 0x133, 0x134, 0x7, 0x1e, 0x2, 0x2, 0x134, 0x136, 0x5, 0xd6, 
    0x6c, 0x2, 0x135, 0x133, 0x3, 0x2, 0x2, 0x2, 0x135, 0x136, 0x3, 0x2, 
    0x2, 0x2, 0x136, 0x137, 0x3, 0x2, 0x2, 0x2, 0x137, 0x138, 0x5, 0x12, 
    0xa, 0x2, 0x138, 0x11, 0x3, 0x2, 0x2, 0x2, 0x139, 0x13a, 0x7, 0x58, 
    0x2, 0x2, 0x13a, 0x15c, 0x7, 0x5a, 0x2, 0x2, 0x13b, 0x15c, 0x7, 0x5a, 
    0x2, 0x2, 0x13c, 0x13d, 0x7, 0x69, 0x2, 0x2, 0x13d, 0x15c, 0x7, 0x4d, 
    0x2, 0x2, 0x13e, 0x15c, 0x7, 0x8f, 0x2, 0x2, 0x13f, 0x140, 0x7, 0x24, 
    0x2, 0x2, 0x140, 0x15c, 0x5, 0xaa, 0x56, 0x2, 0x141, 0x142, 0x7, 0x17, 
    0x2, 0x2, 0x142, 0x143, 0x7, 0xb3, 0x2, 0x2, 0x143, 0x144, 0x5, 0x94, 
    0x4b, 0x2, 0x144, 0x147, 0x7, 0xb4, 0x2, 0x2, 0x145, 0x146, 0x7, 0x57, 
    0x2, 0x2, 0x146, 0x148, 0x7, 0x45, 0x2, 0x2, 0x147, 0x145, 0x3, 0x2, 
    0x2, 0x2, 0x147, 0x148, 0x3, 0x2, 0x2, 0x2, 0x148, 0x15c, 0x3, 0x2, 
    0x2, 0x2, 0x149, 0x14d, 0x7, 0x3c, 0x2, 0x2, 0x14a, 0x14e, 0x7, 0x7, 
    0x2, 0x2, 0x14b, 0x14c, 0x7, 0x12, 0x2, 0x2, 0x14c, 0x14e, 0x7, 0x24, 
    0x2, 0x2, 0x14d, 0x14a, 0x3, 0x2, 0x2, 0x2, 0x14d, 0x14b, 0x3, 0x2, 
    0x2, 0x2, 0x14e, 0x14f, 0x3, 0x2, 0x2, 0x2, 0x14f, 0x150, 0x7, 0xc, 
    0x2, 0x2, 0x150, 0x159, 0x7, 0x40, 0x2, 0x2, 0x151, 0x153, 0x7, 0xb3, 
    0x2, 0x2, 0x152, 0x154, 0x5, 0x22, 0x12, 0x2, 0x153, 0x152, 0x3, 0x2, 
    0x2, 0x2, 0x154, 0x155, 0x3, 0x2, 0x2, 0x2, 0x155, 0x153, 0x3, 0x2, 
    0x2, 0x2, 0x155, 0x156, 0x3, 0x2, 0x2, 0x2, 0x156, 0x157, 0x3, 0x2, 
    0x2, 0x2, 0x157, 0x158, 0x7, 0xb4, 0x2, 0x2, 0x158, 0x15a, 0x3, 0x2, 
    0x2, 0x2, 0x159, 0x151, 0x3, 0x2, 0x2, 0x2, 0x159, 0x15a, 0x3, 0x2, 
    0x2, 0x2, 0x15a, 0x15c, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x139, 0x3, 0x2, 
    0x2, 0x2, 0x15b, 0x13b, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x13c, 0x3, 0x2, 
    0x2, 0x2, 0x15b, 0x13e, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x13f, 0x3, 0x2, 
    0x2, 0x2, 0x15b, 0x141, 0x3, 0x2, 0x2, 0x2, 0x15b, 0x149, 0x3, 0x2, 
    0x2, 0x2, 0x15c, 0x13, 0x3, 0x2, 0x2, 0x2, 0x15d, 0x15e, 0x7, 0x1e, 
    0x2, 0x2, 0x15e, 0x160, 0x5, 0xd6, 0x6c, 0x2, 0x15f, 0x15d, 0x3, 0x2, 
    0x2, 0x2, 0x15f, 0x160, 0x3, 0x2, 0x2, 0x2, 0x160, 0x161, 0x3, 0x2, 
    0x2, 0x2, 0x161, 0x162, 0x5, 0x16, 0xc, 0x2, 0x162, 0x15, 0x3, 0x2, 
    0x2, 0x2, 0x163, 0x164, 0x7, 0x69, 0x2, 0x2, 0x164, 0x165, 0x7, 0x4d, 
    0x2, 0x2, 0x165, 0x171, 0x5, 0xd4, 0x6b, 0x2, 0x166, 0x167, 0x7, 0x8f, 
    0x2, 0x2, 0x167, 0x171, 0x5, 0xd4, 0x6b, 0x2, 0x168, 0x169, 0x7, 0x17, 
    0x2, 0x2, 0x169, 0x16a, 0x7, 0xb3, 0x2, 0x2, 0x16a, 0x16b, 0x5, 0x94, 
    0x4b, 0x2, 0x16b, 0x16e, 0x7, 0xb4, 0x2, 0x2, 0x16c, 0x16d, 0x7, 0x57, 
    0x2, 0x2, 0x16d, 0x16f, 0x7, 0x45, 0x2, 0x2, 0x16e, 0x16c, 0x3, 0x2, 
    0x2, 0x2, 0x16e, 0x16f, 0x3, 0x2, 0x2, 0x2, 0x16f, 0x171, 0x3, 0x2, 
    0x2, 0x2, 0x170, 0x163, 0x3, 0x2, 0x2, 0x2, 0x170, 0x166, 0x3, 0x2, 
    0x2, 0x2, 0x170, 0x168, 0x3, 0x2, 0x2, 0x2, 0x171, 0x17, 0x3, 0x2, 0x2, 
    0x2, 0x172, 0x173, 0x7, 0x2c, 0x2, 0x2, 0x173, 0x176, 0x7, 0x84, 0x2, 
    0x2, 0x174, 0x175, 0x7, 0x41, 0x2, 0x2, 0x175, 0x177, 0x7, 0x32, 0x2, 
    0x2, 0x176, 0x174, 0x3, 0x2, 0x2, 0x2, 0x176, 0x177, 0x3, 0x2, 0x2, 
    0x2, 0x177, 0x178, 0x3, 0x2, 0x2, 0x2, 0x178, 0x17d, 0x5, 0xd2, 0x6a, 
    0x2, 0x179, 0x17a, 0x7, 0xb7, 0x2, 0x2, 0x17a, 0x17c, 0x5, 0xd2, 0x6a, 
    0x2, 0x17b, 0x179, 0x3, 0x2, 0x2, 0x2, 0x17c, 0x17f, 0x3, 0x2, 0x2, 
    0x2, 0x17d, 0x17b, 0x3, 0x2, 0x2, 0x2, 0x17d, 0x17e, 0x3, 0x2, 0x2, 
    0x2, 0x17e, 0x181, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x17d, 0x3, 0x2, 0x2, 
    0x2, 0x180, 0x182, 0x5, 0x1a, 0xe, 0x2, 0x181, 0x180, 0x3, 0x2, 0x2, 
    0x2, 0x181, 0x182, 0x3, 0x2, 0x2, 0x2, 0x182, 0x19, 0x3, 0x2, 0x2, 0x2, 
    0x183, 0x184, 0x9, 0x2, 0x2, 0x2, 0x184, 0x1b, 0x3, 0x2, 0x2, 0x2, 0x185, 
    0x186, 0x7, 0x21, 0x2, 0x2, 0x186, 0x18a, 0x7, 0x78, 0x2, 0x2, 0x187, 
    0x188, 0x7, 0x41, 0x2, 0x2, 0x188, 0x189, 0x7, 0x58, 0x2, 0x2, 0x189, 
    0x18b, 0x7, 0x32, 0x2, 0x2, 0x18a, 0x187, 0x3, 0x2, 0x2, 0x2, 0x18a, 
    0x18b, 0x3, 0x2, 0x2, 0x2, 0x18b, 0x18c, 0x3, 0x2, 0x2, 0x2, 0x18c, 
    0x190, 0x5, 0xd2, 0x6a, 0x2, 0x18d, 0x18f, 0x5, 0x22, 0x12, 0x2, 0x18e, 
    0x18d, 0x3, 0x2, 0x2, 0x2, 0x18f, 0x192, 0x3, 0x2, 0x2, 0x2, 0x190, 
    0x18e, 0x3, 0x2, 0x2, 0x2, 0x190, 0x191, 0x3, 0x2, 0x2, 0x2, 0x191, 
    0x1d, 0x3, 0x2, 0x2, 0x2, 0x192, 0x190, 0x3, 0x2, 0x2, 0x2, 0x193, 0x194, 
    0x7, 0x6, 0x2, 0x2, 0x194, 0x197, 0x7, 0x78, 0x2, 0x2, 0x195, 0x196, 
    0x7, 0x41, 0x2, 0x2, 0x196, 0x198, 0x7, 0x32, 0x2, 0x2, 0x197, 0x195, 
    0x3, 0x2, 0x2, 0x2, 0x197, 0x198, 0x3, 0x2, 0x2, 0x2, 0x198, 0x199, 
    0x3, 0x2, 0x2, 0x2, 0x199, 0x1a2, 0x5, 0xd2, 0x6a, 0x2, 0x19a, 0x19c, 
    0x5, 0x22, 0x12, 0x2, 0x19b, 0x19a, 0x3, 0x2, 0x2, 0x2, 0x19c, 0x19d, 
    0x3, 0x2, 0x2, 0x2, 0x19d, 0x19b, 0x3, 0x2, 0x2, 0x2, 0x19d, 0x19e, 
    0x3, 0x2, 0x2, 0x2, 0x19e, 0x1a3, 0x3, 0x2, 0x2, 0x2, 0x19f, 0x1a0, 
    0x7, 0x6c, 0x2, 0x2, 0x1a0, 0x1a1, 0x7, 0x87, 0x2, 0x2, 0x1a1, 0x1a3, 
    0x5, 0xd6, 0x6c, 0x2, 0x1a2, 0x19b, 0x3, 0x2, 0x2, 0x2, 0x1a2, 0x19f, 
    0x3, 0x2, 0x2, 0x2, 0x1a3, 0x1f, 0x3, 0x2, 0x2, 0x2, 0x1a4, 0x1a5, 0x7, 
    0x2c, 0x2, 0x2, 0x1a5, 0x1a8, 0x7, 0x78, 0x2, 0x2, 0x1a6, 0x1a7, 0x7, 
    0x41, 0x2, 0x2, 0x1a7, 0x1a9, 0x7, 0x32, 0x2, 0x2, 0x1a8, 0x1a6, 0x3, 
    0x2, 0x2, 0x2, 0x1a8, 0x1a9, 0x3, 0x2, 0x2, 0x2, 0x1a9, 0x1aa, 0x3, 
    0x2, 0x2, 0x2, 0x1aa, 0x1af, 0x5, 0xd2, 0x6a, 0x2, 0x1ab, 0x1ac, 0x7, 
    0xb7, 0x2, 0x2, 0x1ac, 0x1ae, 0x5, 0xd2, 0x6a, 0x2, 0x1ad, 0x1ab, 0x3, 
    0x2, 0x2, 0x2, 0x1ae, 0x1b1, 0x3, 0x2, 0x2, 0x2, 0x1af, 0x1ad, 0x3, 
    0x2, 0x2, 0x2, 0x1af, 0x1b0, 0x3, 0x2, 0x2, 0x2, 0x1b0, 0x1b3, 0x3, 
    0x2, 0x2, 0x2, 0x1b1, 0x1af, 0x3, 0x2, 0x2, 0x2, 0x1b2, 0x1b4, 0x5, 
    0x1a, 0xe, 0x2, 0x1b3, 0x1b2, 0x3, 0x2, 0x2, 0x2, 0x1b3, 0x1b4, 0x3, 
    0x2, 0x2, 0x2, 0x1b4, 0x21, 0x3, 0x2, 0x2, 0x2, 0x1b5, 0x1b6, 0x7, 0xc, 
    0x2, 0x2, 0x1b6, 0x1cb, 0x5, 0xca, 0x66, 0x2, 0x1b7, 0x1b8, 0x7, 0x57, 
    0x2, 0x2, 0x1b8, 0x1cb, 0x5, 0xd6, 0x6c, 0x2, 0x1b9, 0x1ba, 0x7, 0x65, 
    0x2, 0x2, 0x1ba, 0x1bb, 0x7, 0x12, 0x2, 0x2, 0x1bb, 0x1c0, 0x5, 0xd6, 
    0x6c, 0x2, 0x1bc, 0x1bd, 0x7, 0xb8, 0x2, 0x2, 0x1bd, 0x1bf, 0x5, 0xd6, 
    0x6c, 0x2, 0x1be, 0x1bc, 0x3, 0x2, 0x2, 0x2, 0x1bf, 0x1c2, 0x3, 0x2, 
    0x2, 0x2, 0x1c0, 0x1be, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x1c1, 0x3, 0x2, 
    0x2, 0x2, 0x1c1, 0x1cb, 0x3, 0x2, 0x2, 0x2, 0x1c2, 0x1c0, 0x3, 0x2, 
    0x2, 0x2, 0x1c3, 0x1c5, 0x5, 0xd6, 0x6c, 0x2, 0x1c4, 0x1c6, 0x9, 0x3, 
    0x2, 0x2, 0x1c5, 0x1c4, 0x3, 0x2, 0x2, 0x2, 0x1c5, 0x1c6, 0x3, 0x2, 
    0x2, 0x2, 0x1c6, 0x1c7, 0x3, 0x2, 0x2, 0x2, 0x1c7, 0x1c8, 0x5, 0xc8, 
    0x65, 0x2, 0x1c8, 0x1cb, 0x3, 0x2, 0x2, 0x2, 0x1c9, 0x1cb, 0x5, 0xd6, 
    0x6c, 0x2, 0x1ca, 0x1b5, 0x3, 0x2, 0x2, 0x2, 0x1ca, 0x1b7, 0x3, 0x2, 
    0x2, 0x2, 0x1ca, 0x1b9, 0x3, 0x2, 0x2, 0x2, 0x1ca, 0x1c3, 0x3, 0x2, 
    0x2, 0x2, 0x1ca, 0x1c9, 0x3, 0x2, 0x2, 0x2, 0x1cb, 0x23, 0x3, 0x2, 0x2, 
    0x2, 0x1cc, 0x1cd, 0x7, 0x6, 0x2, 0x2, 0x1cd, 0x1d0, 0x7, 0x84, 0x2, 
    0x2, 0x1ce, 0x1cf, 0x7, 0x41, 0x2, 0x2, 0x1cf, 0x1d1, 0x7, 0x32, 0x2, 
    0x2, 0x1d0, 0x1ce, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1d1, 0x3, 0x2, 0x2, 
    0x2, 0x1d1, 0x1d3, 0x3, 0x2, 0x2, 0x2, 0x1d2, 0x1d4, 0x7, 0x5e, 0x2, 
    0x2, 0x1d3, 0x1d2, 0x3, 0x2, 0x2, 0x2, 0x1d3, 0x1d4, 0x3, 0x2, 0x2, 
    0x2, 0x1d4, 0x1d5, 0x3, 0x2, 0x2, 0x2, 0x1d5, 0x1d6, 0x5, 0xd2, 0x6a, 
    0x2, 0x1d6, 0x1db, 0x5, 0x26, 0x14, 0x2, 0x1d7, 0x1d8, 0x7, 0xb7, 0x2, 
    0x2, 0x1d8, 0x1da, 0x5, 0x26, 0x14, 0x2, 0x1d9, 0x1d7, 0x3, 0x2, 0x2, 
    0x2, 0x1da, 0x1dd, 0x3, 0x2, 0x2, 0x2, 0x1db, 0x1d9, 0x3, 0x2, 0x2, 
    0x2, 0x1db, 0x1dc, 0x3, 0x2, 0x2, 0x2, 0x1dc, 0x25, 0x3, 0x2, 0x2, 0x2, 
    0x1dd, 0x1db, 0x3, 0x2, 0x2, 0x2, 0x1de, 0x1df, 0x7, 0x6c, 0x2, 0x2, 
    0x1df, 0x1e0, 0x7, 0x87, 0x2, 0x2, 0x1e0, 0x22e, 0x5, 0xd6, 0x6c, 0x2, 
    0x1e1, 0x1e3, 0x7, 0x6c, 0x2, 0x2, 0x1e2, 0x1e4, 0x7, 0x19, 0x2, 0x2, 
    0x1e3, 0x1e2, 0x3, 0x2, 0x2, 0x2, 0x1e3, 0x1e4, 0x3, 0x2, 0x2, 0x2, 
    0x1e4, 0x1e5, 0x3, 0x2, 0x2, 0x2, 0x1e5, 0x1e6, 0x5, 0xd6, 0x6c, 0x2, 
    0x1e6, 0x1e7, 0x7, 0x87, 0x2, 0x2, 0x1e7, 0x1e8, 0x5, 0xd6, 0x6c, 0x2, 
    0x1e8, 0x22e, 0x3, 0x2, 0x2, 0x2, 0x1e9, 0x1eb, 0x7, 0x4, 0x2, 0x2, 
    0x1ea, 0x1ec, 0x7, 0x19, 0x2, 0x2, 0x1eb, 0x1ea, 0x3, 0x2, 0x2, 0x2, 
    0x1eb, 0x1ec, 0x3, 0x2, 0x2, 0x2, 0x1ec, 0x1f0, 0x3, 0x2, 0x2, 0x2, 
    0x1ed, 0x1ee, 0x7, 0x41, 0x2, 0x2, 0x1ee, 0x1ef, 0x7, 0x58, 0x2, 0x2, 
    0x1ef, 0x1f1, 0x7, 0x32, 0x2, 0x2, 0x1f0, 0x1ed, 0x3, 0x2, 0x2, 0x2, 
    0x1f0, 0x1f1, 0x3, 0x2, 0x2, 0x2, 0x1f1, 0x1f2, 0x3, 0x2, 0x2, 0x2, 
    0x1f2, 0x22e, 0x5, 0xc, 0x7, 0x2, 0x1f3, 0x1f5, 0x7, 0x2c, 0x2, 0x2, 
    0x1f4, 0x1f6, 0x7, 0x19, 0x2, 0x2, 0x1f5, 0x1f4, 0x3, 0x2, 0x2, 0x2, 
    0x1f5, 0x1f6, 0x3, 0x2, 0x2, 0x2, 0x1f6, 0x1f9, 0x3, 0x2, 0x2, 0x2, 
    0x1f7, 0x1f8, 0x7, 0x41, 0x2, 0x2, 0x1f8, 0x1fa, 0x7, 0x32, 0x2, 0x2, 
    0x1f9, 0x1f7, 0x3, 0x2, 0x2, 0x2, 0x1f9, 0x1fa, 0x3, 0x2, 0x2, 0x2, 
    0x1fa, 0x1fb, 0x3, 0x2, 0x2, 0x2, 0x1fb, 0x1fd, 0x5, 0xd6, 0x6c, 0x2, 
    0x1fc, 0x1fe, 0x5, 0x1a, 0xe, 0x2, 0x1fd, 0x1fc, 0x3, 0x2, 0x2, 0x2, 
    0x1fd, 0x1fe, 0x3, 0x2, 0x2, 0x2, 0x1fe, 0x22e, 0x3, 0x2, 0x2, 0x2, 
    0x1ff, 0x201, 0x7, 0x6, 0x2, 0x2, 0x200, 0x202, 0x7, 0x19, 0x2, 0x2, 
    0x201, 0x200, 0x3, 0x2, 0x2, 0x2, 0x201, 0x202, 0x3, 0x2, 0x2, 0x2, 
    0x202, 0x203, 0x3, 0x2, 0x2, 0x2, 0x203, 0x204, 0x5, 0xd6, 0x6c, 0x2, 
    0x204, 0x205, 0x7, 0x7b, 0x2, 0x2, 0x205, 0x206, 0x5, 0xe, 0x8, 0x2, 
    0x206, 0x22e, 0x3, 0x2, 0x2, 0x2, 0x207, 0x209, 0x7, 0x6, 0x2, 0x2, 
    0x208, 0x20a, 0x7, 0x19, 0x2, 0x2, 0x209, 0x208, 0x3, 0x2, 0x2, 0x2, 
    0x209, 0x20a, 0x3, 0x2, 0x2, 0x2, 0x20a, 0x20b, 0x3, 0x2, 0x2, 0x2, 
    0x20b, 0x20c, 0x5, 0xd6, 0x6c, 0x2, 0x20c, 0x20d, 0x7, 0x7b, 0x2, 0x2, 
    0x20d, 0x20e, 0x7, 0x24, 0x2, 0x2, 0x20e, 0x20f, 0x5, 0xaa, 0x56, 0x2, 
    0x20f, 0x22e, 0x3, 0x2, 0x2, 0x2, 0x210, 0x212, 0x7, 0x6, 0x2, 0x2, 
    0x211, 0x213, 0x7, 0x19, 0x2, 0x2, 0x212, 0x211, 0x3, 0x2, 0x2, 0x2, 
    0x212, 0x213, 0x3, 0x2, 0x2, 0x2, 0x213, 0x214, 0x3, 0x2, 0x2, 0x2, 
    0x214, 0x215, 0x5, 0xd6, 0x6c, 0x2, 0x215, 0x216, 0x7, 0x2c, 0x2, 0x2, 
    0x216, 0x217, 0x7, 0x24, 0x2, 0x2, 0x217, 0x22e, 0x3, 0x2, 0x2, 0x2, 
    0x218, 0x21a, 0x7, 0x6, 0x2, 0x2, 0x219, 0x21b, 0x7, 0x19, 0x2, 0x2, 
    0x21a, 0x219, 0x3, 0x2, 0x2, 0x2, 0x21a, 0x21b, 0x3, 0x2, 0x2, 0x2, 
    0x21b, 0x21c, 0x3, 0x2, 0x2, 0x2, 0x21c, 0x21d, 0x5, 0xd6, 0x6c, 0x2, 
    0x21d, 0x21e, 0x9, 0x4, 0x2, 0x2, 0x21e, 0x21f, 0x7, 0x58, 0x2, 0x2, 
    0x21f, 0x220, 0x7, 0x5a, 0x2, 0x2, 0x220, 0x22e, 0x3, 0x2, 0x2, 0x2, 
    0x221, 0x222, 0x7, 0x4, 0x2, 0x2, 0x222, 0x22e, 0x5, 0x14, 0xb, 0x2, 
    0x223, 0x224, 0x7, 0x2c, 0x2, 0x2, 0x224, 0x227, 0x7, 0x1e, 0x2, 0x2, 
    0x225, 0x226, 0x7, 0x41, 0x2, 0x2, 0x226, 0x228, 0x7, 0x32, 0x2, 0x2, 
    0x227, 0x225, 0x3, 0x2, 0x2, 0x2, 0x227, 0x228, 0x3, 0x2, 0x2, 0x2, 
    0x228, 0x229, 0x3, 0x2, 0x2, 0x2, 0x229, 0x22b, 0x5, 0xd6, 0x6c, 0x2, 
    0x22a, 0x22c, 0x5, 0x1a, 0xe, 0x2, 0x22b, 0x22a, 0x3, 0x2, 0x2, 0x2, 
    0x22b, 0x22c, 0x3, 0x2, 0x2, 0x2, 0x22c, 0x22e, 0x3, 0x2, 0x2, 0x2, 
    0x22d, 0x1de, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x1e1, 0x3, 0x2, 0x2, 0x2, 
    0x22d, 0x1e9, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x1f3, 0x3, 0x2, 0x2, 0x2, 
    0x22d, 0x1ff, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x207, 0x3, 0x2, 0x2, 0x2, 
    0x22d, 0x210, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x218, 0x3, 0x2, 0x2, 0x2, 
    0x22d, 0x221, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x223, 0x3, 0x2, 0x2, 0x2, 
    0x22e, 0x27, 0x3, 0x2, 0x2, 0x2, 0x22f, 0x231, 0x7, 0x8c, 0x2, 0x2, 
    0x230, 0x232, 0x7, 0x84, 0x2, 0x2, 0x231, 0x230, 0x3, 0x2, 0x2, 0x2, 
    0x231, 0x232, 0x3, 0x2, 0x2, 0x2, 0x232, 0x234, 0x3, 0x2, 0x2, 0x2, 
    0x233, 0x235, 0x7, 0x5e, 0x2, 0x2, 0x234, 0x233, 0x3, 0x2, 0x2, 0x2, 
    0x234, 0x235, 0x3, 0x2, 0x2, 0x2, 0x235, 0x236, 0x3, 0x2, 0x2, 0x2, 
    0x236, 0x23b, 0x5, 0xd2, 0x6a, 0x2, 0x237, 0x238, 0x7, 0xb7, 0x2, 0x2, 
    0x238, 0x23a, 0x5, 0xd2, 0x6a, 0x2, 0x239, 0x237, 0x3, 0x2, 0x2, 0x2, 
    0x23a, 0x23d, 0x3, 0x2, 0x2, 0x2, 0x23b, 0x239, 0x3, 0x2, 0x2, 0x2, 
    0x23b, 0x23c, 0x3, 0x2, 0x2, 0x2, 0x23c, 0x240, 0x3, 0x2, 0x2, 0x2, 
    0x23d, 0x23b, 0x3, 0x2, 0x2, 0x2, 0x23e, 0x23f, 0x9, 0x5, 0x2, 0x2, 
    0x23f, 0x241, 0x7, 0x40, 0x2, 0x2, 0x240, 0x23e, 0x3, 0x2, 0x2, 0x2, 
    0x240, 0x241, 0x3, 0x2, 0x2, 0x2, 0x241, 0x243, 0x3, 0x2, 0x2, 0x2, 
    0x242, 0x244, 0x5, 0x1a, 0xe, 0x2, 0x243, 0x242, 0x3, 0x2, 0x2, 0x2, 
    0x243, 0x244, 0x3, 0x2, 0x2, 0x2, 0x244, 0x29, 0x3, 0x2, 0x2, 0x2, 0x245, 
    0x247, 0x7, 0x21, 0x2, 0x2, 0x246, 0x248, 0x7, 0x8f, 0x2, 0x2, 0x247, 
    0x246, 0x3, 0x2, 0x2, 0x2, 0x247, 0x248, 0x3, 0x2, 0x2, 0x2, 0x248, 
    0x249, 0x3, 0x2, 0x2, 0x2, 0x249, 0x24d, 0x7, 0x44, 0x2, 0x2, 0x24a, 
    0x24b, 0x7, 0x41, 0x2, 0x2, 0x24b, 0x24c, 0x7, 0x58, 0x2, 0x2, 0x24c, 
    0x24e, 0x7, 0x32, 0x2, 0x2, 0x24d, 0x24a, 0x3, 0x2, 0x2, 0x2, 0x24d, 
    0x24e, 0x3, 0x2, 0x2, 0x2, 0x24e, 0x250, 0x3, 0x2, 0x2, 0x2, 0x24f, 
    0x251, 0x5, 0xd6, 0x6c, 0x2, 0x250, 0x24f, 0x3, 0x2, 0x2, 0x2, 0x250, 
    0x251, 0x3, 0x2, 0x2, 0x2, 0x251, 0x252, 0x3, 0x2, 0x2, 0x2, 0x252, 
    0x253, 0x7, 0x5d, 0x2, 0x2, 0x253, 0x256, 0x5, 0xd2, 0x6a, 0x2, 0x254, 
    0x255, 0x7, 0x93, 0x2, 0x2, 0x255, 0x257, 0x5, 0xd6, 0x6c, 0x2, 0x256, 
    0x254, 0x3, 0x2, 0x2, 0x2, 0x256, 0x257, 0x3, 0x2, 0x2, 0x2, 0x257, 
    0x258, 0x3, 0x2, 0x2, 0x2, 0x258, 0x259, 0x7, 0xb3, 0x2, 0x2, 0x259, 
    0x25e, 0x5, 0x2c, 0x17, 0x2, 0x25a, 0x25b, 0x7, 0xb7, 0x2, 0x2, 0x25b, 
    0x25d, 0x5, 0x2c, 0x17, 0x2, 0x25c, 0x25a, 0x3, 0x2, 0x2, 0x2, 0x25d, 
    0x260, 0x3, 0x2, 0x2, 0x2, 0x25e, 0x25c, 0x3, 0x2, 0x2, 0x2, 0x25e, 
    0x25f, 0x3, 0x2, 0x2, 0x2, 0x25f, 0x261, 0x3, 0x2, 0x2, 0x2, 0x260, 
    0x25e, 0x3, 0x2, 0x2, 0x2, 0x261, 0x262, 0x7, 0xb4, 0x2, 0x2, 0x262, 
    0x2b, 0x3, 0x2, 0x2, 0x2, 0x263, 0x265, 0x5, 0xd6, 0x6c, 0x2, 0x264, 
    0x266, 0x9, 0x6, 0x2, 0x2, 0x265, 0x264, 0x3, 0x2, 0x2, 0x2, 0x265, 
    0x266, 0x3, 0x2, 0x2, 0x2, 0x266, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x267, 0x268, 
    0x7, 0x2c, 0x2, 0x2, 0x268, 0x26b, 0x7, 0x44, 0x2, 0x2, 0x269, 0x26a, 
    0x7, 0x41, 0x2, 0x2, 0x26a, 0x26c, 0x7, 0x32, 0x2, 0x2, 0x26b, 0x269, 
    0x3, 0x2, 0x2, 0x2, 0x26b, 0x26c, 0x3, 0x2, 0x2, 0x2, 0x26c, 0x26d, 
    0x3, 0x2, 0x2, 0x2, 0x26d, 0x272, 0x5, 0xd2, 0x6a, 0x2, 0x26e, 0x26f, 
    0x7, 0xb7, 0x2, 0x2, 0x26f, 0x271, 0x5, 0xd2, 0x6a, 0x2, 0x270, 0x26e, 
    0x3, 0x2, 0x2, 0x2, 0x271, 0x274, 0x3, 0x2, 0x2, 0x2, 0x272, 0x270, 
    0x3, 0x2, 0x2, 0x2, 0x272, 0x273, 0x3, 0x2, 0x2, 0x2, 0x273, 0x2f, 0x3, 
    0x2, 0x2, 0x2, 0x274, 0x272, 0x3, 0x2, 0x2, 0x2, 0x275, 0x276, 0x7, 
    0x21, 0x2, 0x2, 0x276, 0x277, 0x9, 0x7, 0x2, 0x2, 0x277, 0x279, 0x5, 
    0xd6, 0x6c, 0x2, 0x278, 0x27a, 0x7, 0x9a, 0x2, 0x2, 0x279, 0x278, 0x3, 
    0x2, 0x2, 0x2, 0x279, 0x27a, 0x3, 0x2, 0x2, 0x2, 0x27a, 0x27e, 0x3, 
    0x2, 0x2, 0x2, 0x27b, 0x27d, 0x5, 0x36, 0x1c, 0x2, 0x27c, 0x27b, 0x3, 
    0x2, 0x2, 0x2, 0x27d, 0x280, 0x3, 0x2, 0x2, 0x2, 0x27e, 0x27c, 0x3, 
    0x2, 0x2, 0x2, 0x27e, 0x27f, 0x3, 0x2, 0x2, 0x2, 0x27f, 0x31, 0x3, 0x2, 
    0x2, 0x2, 0x280, 0x27e, 0x3, 0x2, 0x2, 0x2, 0x281, 0x282, 0x7, 0x6, 
    0x2, 0x2, 0x282, 0x283, 0x9, 0x7, 0x2, 0x2, 0x283, 0x285, 0x5, 0xd6, 
    0x6c, 0x2, 0x284, 0x286, 0x7, 0x9a, 0x2, 0x2, 0x285, 0x284, 0x3, 0x2, 
    0x2, 0x2, 0x285, 0x286, 0x3, 0x2, 0x2, 0x2, 0x286, 0x28a, 0x3, 0x2, 
    0x2, 0x2, 0x287, 0x289, 0x5, 0x36, 0x1c, 0x2, 0x288, 0x287, 0x3, 0x2, 
    0x2, 0x2, 0x289, 0x28c, 0x3, 0x2, 0x2, 0x2, 0x28a, 0x288, 0x3, 0x2, 
    0x2, 0x2, 0x28a, 0x28b, 0x3, 0x2, 0x2, 0x2, 0x28b, 0x33, 0x3, 0x2, 0x2, 
    0x2, 0x28c, 0x28a, 0x3, 0x2, 0x2, 0x2, 0x28d, 0x28e, 0x7, 0x2c, 0x2, 
    0x2, 0x28e, 0x291, 0x9, 0x7, 0x2, 0x2, 0x28f, 0x290, 0x7, 0x41, 0x2, 
    0x2, 0x290, 0x292, 0x7, 0x32, 0x2, 0x2, 0x291, 0x28f, 0x3, 0x2, 0x2, 
    0x2, 0x291, 0x292, 0x3, 0x2, 0x2, 0x2, 0x292, 0x293, 0x3, 0x2, 0x2, 
    0x2, 0x293, 0x298, 0x5, 0xd6, 0x6c, 0x2, 0x294, 0x295, 0x7, 0xb7, 0x2, 
    0x2, 0x295, 0x297, 0x5, 0xd6, 0x6c, 0x2, 0x296, 0x294, 0x3, 0x2, 0x2, 
    0x2, 0x297, 0x29a, 0x3, 0x2, 0x2, 0x2, 0x298, 0x296, 0x3, 0x2, 0x2, 
    0x2, 0x298, 0x299, 0x3, 0x2, 0x2, 0x2, 0x299, 0x35, 0x3, 0x2, 0x2, 0x2, 
    0x29a, 0x298, 0x3, 0x2, 0x2, 0x2, 0x29b, 0x29d, 0x7, 0x2e, 0x2, 0x2, 
    0x29c, 0x29b, 0x3, 0x2, 0x2, 0x2, 0x29c, 0x29d, 0x3, 0x2, 0x2, 0x2, 
    0x29d, 0x29e, 0x3, 0x2, 0x2, 0x2, 0x29e, 0x29f, 0x7, 0x66, 0x2, 0x2, 
    0x29f, 0x2a2, 0x9, 0x8, 0x2, 0x2, 0x2a0, 0x2a2, 0x5, 0xd6, 0x6c, 0x2, 
    0x2a1, 0x29c, 0x3, 0x2, 0x2, 0x2, 0x2a1, 0x2a0, 0x3, 0x2, 0x2, 0x2, 
    0x2a2, 0x37, 0x3, 0x2, 0x2, 0x2, 0x2a3, 0x2a5, 0x7, 0x8, 0x2, 0x2, 0x2a4, 
    0x2a6, 0x7, 0x97, 0x2, 0x2, 0x2a5, 0x2a4, 0x3, 0x2, 0x2, 0x2, 0x2a5, 
    0x2a6, 0x3, 0x2, 0x2, 0x2, 0x2a6, 0x2af, 0x3, 0x2, 0x2, 0x2, 0x2a7, 
    0x2ac, 0x5, 0xd2, 0x6a, 0x2, 0x2a8, 0x2a9, 0x7, 0xb7, 0x2, 0x2, 0x2a9, 
    0x2ab, 0x5, 0xd2, 0x6a, 0x2, 0x2aa, 0x2a8, 0x3, 0x2, 0x2, 0x2, 0x2ab, 
    0x2ae, 0x3, 0x2, 0x2, 0x2, 0x2ac, 0x2aa, 0x3, 0x2, 0x2, 0x2, 0x2ac, 
    0x2ad, 0x3, 0x2, 0x2, 0x2, 0x2ad, 0x2b0, 0x3, 0x2, 0x2, 0x2, 0x2ae, 
    0x2ac, 0x3, 0x2, 0x2, 0x2, 0x2af, 0x2a7, 0x3, 0x2, 0x2, 0x2, 0x2af, 
    0x2b0, 0x3, 0x2, 0x2, 0x2, 0x2b0, 0x39, 0x3, 0x2, 0x2, 0x2, 0x2b1, 0x2b2, 
    0x7, 0x47, 0x2, 0x2, 0x2b2, 0x2b3, 0x7, 0x49, 0x2, 0x2, 0x2b3, 0x2b6, 
    0x5, 0xd2, 0x6a, 0x2, 0x2b4, 0x2b5, 0x7, 0xc, 0x2, 0x2, 0x2b5, 0x2b7, 
    0x5, 0xd6, 0x6c, 0x2, 0x2b6, 0x2b4, 0x3, 0x2, 0x2, 0x2, 0x2b6, 0x2b7, 
    0x3, 0x2, 0x2, 0x2, 0x2b7, 0x2b9, 0x3, 0x2, 0x2, 0x2, 0x2b8, 0x2ba, 
    0x5, 0xd4, 0x6b, 0x2, 0x2b9, 0x2b8, 0x3, 0x2, 0x2, 0x2, 0x2b9, 0x2ba, 
    0x3, 0x2, 0x2, 0x2, 0x2ba, 0x2be, 0x3, 0x2, 0x2, 0x2, 0x2bb, 0x2bc, 
    0x7, 0x64, 0x2, 0x2, 0x2bc, 0x2bd, 0x9, 0x9, 0x2, 0x2, 0x2bd, 0x2bf, 
    0x7, 0x94, 0x2, 0x2, 0x2be, 0x2bb, 0x3, 0x2, 0x2, 0x2, 0x2be, 0x2bf, 
    0x3, 0x2, 0x2, 0x2, 0x2bf, 0x2c3, 0x3, 0x2, 0x2, 0x2, 0x2c0, 0x2c1, 
    0x7, 0x24, 0x2, 0x2, 0x2c1, 0x2c4, 0x7, 0x95, 0x2, 0x2, 0x2c2, 0x2c4, 
    0x5, 0x68, 0x35, 0x2, 0x2c3, 0x2c0, 0x3, 0x2, 0x2, 0x2, 0x2c3, 0x2c2, 
    0x3, 0x2, 0x2, 0x2, 0x2c4, 0x2c6, 0x3, 0x2, 0x2, 0x2, 0x2c5, 0x2c7, 
    0x5, 0x3c, 0x1f, 0x2, 0x2c6, 0x2c5, 0x3, 0x2, 0x2, 0x2, 0x2c6, 0x2c7, 
    0x3, 0x2, 0x2, 0x2, 0x2c7, 0x2c9, 0x3, 0x2, 0x2, 0x2, 0x2c8, 0x2ca, 
    0x5, 0x40, 0x21, 0x2, 0x2c9, 0x2c8, 0x3, 0x2, 0x2, 0x2, 0x2c9, 0x2ca, 
    0x3, 0x2, 0x2, 0x2, 0x2ca, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x2cb, 0x2cc, 0x7, 
    0x5d, 0x2, 0x2, 0x2cc, 0x2ce, 0x7, 0x1d, 0x2, 0x2, 0x2cd, 0x2cf, 0x5, 
    0xd4, 0x6b, 0x2, 0x2ce, 0x2cd, 0x3, 0x2, 0x2, 0x2, 0x2ce, 0x2cf, 0x3, 
    0x2, 0x2, 0x2, 0x2cf, 0x2d0, 0x3, 0x2, 0x2, 0x2, 0x2d0, 0x2df, 0x7, 
    0x2a, 0x2, 0x2, 0x2d1, 0x2e0, 0x7, 0x59, 0x2, 0x2, 0x2d2, 0x2d3, 0x7, 
    0x91, 0x2, 0x2, 0x2d3, 0x2d4, 0x7, 0x7b, 0x2, 0x2, 0x2d4, 0x2d9, 0x5, 
    0x3e, 0x20, 0x2, 0x2d5, 0x2d6, 0x7, 0xb7, 0x2, 0x2, 0x2d6, 0x2d8, 0x5, 
    0x3e, 0x20, 0x2, 0x2d7, 0x2d5, 0x3, 0x2, 0x2, 0x2, 0x2d8, 0x2db, 0x3, 
    0x2, 0x2, 0x2, 0x2d9, 0x2d7, 0x3, 0x2, 0x2, 0x2, 0x2d9, 0x2da, 0x3, 
    0x2, 0x2, 0x2, 0x2da, 0x2dd, 0x3, 0x2, 0x2, 0x2, 0x2db, 0x2d9, 0x3, 
    0x2, 0x2, 0x2, 0x2dc, 0x2de, 0x5, 0x7c, 0x3f, 0x2, 0x2dd, 0x2dc, 0x3, 
    0x2, 0x2, 0x2, 0x2dd, 0x2de, 0x3, 0x2, 0x2, 0x2, 0x2de, 0x2e0, 0x3, 
    0x2, 0x2, 0x2, 0x2df, 0x2d1, 0x3, 0x2, 0x2, 0x2, 0x2df, 0x2d2, 0x3, 
    0x2, 0x2, 0x2, 0x2e0, 0x3d, 0x3, 0x2, 0x2, 0x2, 0x2e1, 0x2e2, 0x5, 0xd6, 
    0x6c, 0x2, 0x2e2, 0x2e5, 0x7, 0xab, 0x2, 0x2, 0x2e3, 0x2e6, 0x7, 0x24, 
    0x2, 0x2, 0x2e4, 0x2e6, 0x5, 0x94, 0x4b, 0x2, 0x2e5, 0x2e3, 0x3, 0x2, 
    0x2, 0x2, 0x2e5, 0x2e4, 0x3, 0x2, 0x2, 0x2, 0x2e6, 0x3f, 0x3, 0x2, 0x2, 
    0x2, 0x2e7, 0x2e8, 0x7, 0x71, 0x2, 0x2, 0x2e8, 0x2ed, 0x5, 0x78, 0x3d, 
    0x2, 0x2e9, 0x2ea, 0x7, 0xb7, 0x2, 0x2, 0x2ea, 0x2ec, 0x5, 0x78, 0x3d, 
    0x2, 0x2eb, 0x2e9, 0x3, 0x2, 0x2, 0x2, 0x2ec, 0x2ef, 0x3, 0x2, 0x2, 
    0x2, 0x2ed, 0x2eb, 0x3, 0x2, 0x2, 0x2, 0x2ed, 0x2ee, 0x3, 0x2, 0x2, 
    0x2, 0x2ee, 0x41, 0x3, 0x2, 0x2, 0x2, 0x2ef, 0x2ed, 0x3, 0x2, 0x2, 0x2, 
    0x2f0, 0x2f1, 0x7, 0x91, 0x2, 0x2, 0x2f1, 0x2f6, 0x5, 0xd2, 0x6a, 0x2, 
    0x2f2, 0x2f4, 0x7, 0xc, 0x2, 0x2, 0x2f3, 0x2f2, 0x3, 0x2, 0x2, 0x2, 
    0x2f3, 0x2f4, 0x3, 0x2, 0x2, 0x2, 0x2f4, 0x2f5, 0x3, 0x2, 0x2, 0x2, 
    0x2f5, 0x2f7, 0x5, 0xd6, 0x6c, 0x2, 0x2f6, 0x2f3, 0x3, 0x2, 0x2, 0x2, 
    0x2f6, 0x2f7, 0x3, 0x2, 0x2, 0x2, 0x2f7, 0x2f8, 0x3, 0x2, 0x2, 0x2, 
    0x2f8, 0x2f9, 0x7, 0x7b, 0x2, 0x2, 0x2f9, 0x2fe, 0x5, 0x3e, 0x20, 0x2, 
    0x2fa, 0x2fb, 0x7, 0xb7, 0x2, 0x2, 0x2fb, 0x2fd, 0x5, 0x3e, 0x20, 0x2, 
    0x2fc, 0x2fa, 0x3, 0x2, 0x2, 0x2, 0x2fd, 0x300, 0x3, 0x2, 0x2, 0x2, 
    0x2fe, 0x2fc, 0x3, 0x2, 0x2, 0x2, 0x2fe, 0x2ff, 0x3, 0x2, 0x2, 0x2, 
    0x2ff, 0x302, 0x3, 0x2, 0x2, 0x2, 0x300, 0x2fe, 0x3, 0x2, 0x2, 0x2, 
    0x301, 0x303, 0x5, 0x7a, 0x3e, 0x2, 0x302, 0x301, 0x3, 0x2, 0x2, 0x2, 
    0x302, 0x303, 0x3, 0x2, 0x2, 0x2, 0x303, 0x305, 0x3, 0x2, 0x2, 0x2, 
    0x304, 0x306, 0x5, 0x7c, 0x3f, 0x2, 0x305, 0x304, 0x3, 0x2, 0x2, 0x2, 
    0x305, 0x306, 0x3, 0x2, 0x2, 0x2, 0x306, 0x308, 0x3, 0x2, 0x2, 0x2, 
    0x307, 0x309, 0x5, 0x40, 0x21, 0x2, 0x308, 0x307, 0x3, 0x2, 0x2, 0x2, 
    0x308, 0x309, 0x3, 0x2, 0x2, 0x2, 0x309, 0x43, 0x3, 0x2, 0x2, 0x2, 0x30a, 
    0x30b, 0x7, 0x26, 0x2, 0x2, 0x30b, 0x30c, 0x7, 0x3a, 0x2, 0x2, 0x30c, 
    0x311, 0x5, 0xd2, 0x6a, 0x2, 0x30d, 0x30f, 0x7, 0xc, 0x2, 0x2, 0x30e, 
    0x30d, 0x3, 0x2, 0x2, 0x2, 0x30e, 0x30f, 0x3, 0x2, 0x2, 0x2, 0x30f, 
    0x310, 0x3, 0x2, 0x2, 0x2, 0x310, 0x312, 0x5, 0xd6, 0x6c, 0x2, 0x311, 
    0x30e, 0x3, 0x2, 0x2, 0x2, 0x311, 0x312, 0x3, 0x2, 0x2, 0x2, 0x312, 
    0x314, 0x3, 0x2, 0x2, 0x2, 0x313, 0x315, 0x5, 0x7c, 0x3f, 0x2, 0x314, 
    0x313, 0x3, 0x2, 0x2, 0x2, 0x314, 0x315, 0x3, 0x2, 0x2, 0x2, 0x315, 
    0x317, 0x3, 0x2, 0x2, 0x2, 0x316, 0x318, 0x5, 0x40, 0x21, 0x2, 0x317, 
    0x316, 0x3, 0x2, 0x2, 0x2, 0x317, 0x318, 0x3, 0x2, 0x2, 0x2, 0x318, 
    0x45, 0x3, 0x2, 0x2, 0x2, 0x319, 0x327, 0x7, 0x20, 0x2, 0x2, 0x31a, 
    0x31c, 0x5, 0xd2, 0x6a, 0x2, 0x31b, 0x31d, 0x5, 0xd4, 0x6b, 0x2, 0x31c, 
    0x31b, 0x3, 0x2, 0x2, 0x2, 0x31c, 0x31d, 0x3, 0x2, 0x2, 0x2, 0x31d, 
    0x31e, 0x3, 0x2, 0x2, 0x2, 0x31e, 0x31f, 0x9, 0xa, 0x2, 0x2, 0x31f, 
    0x320, 0x5, 0x48, 0x25, 0x2, 0x320, 0x328, 0x3, 0x2, 0x2, 0x2, 0x321, 
    0x322, 0x7, 0xb3, 0x2, 0x2, 0x322, 0x323, 0x5, 0x68, 0x35, 0x2, 0x323, 
    0x324, 0x7, 0xb4, 0x2, 0x2, 0x324, 0x325, 0x7, 0x87, 0x2, 0x2, 0x325, 
    0x326, 0x5, 0x48, 0x25, 0x2, 0x326, 0x328, 0x3, 0x2, 0x2, 0x2, 0x327, 
    0x31a, 0x3, 0x2, 0x2, 0x2, 0x327, 0x321, 0x3, 0x2, 0x2, 0x2, 0x328, 
    0x32d, 0x3, 0x2, 0x2, 0x2, 0x329, 0x32b, 0x7, 0x9a, 0x2, 0x2, 0x32a, 
    0x329, 0x3, 0x2, 0x2, 0x2, 0x32a, 0x32b, 0x3, 0x2, 0x2, 0x2, 0x32b, 
    0x32c, 0x3, 0x2, 0x2, 0x2, 0x32c, 0x32e, 0x5, 0x4a, 0x26, 0x2, 0x32d, 
    0x32a, 0x3, 0x2, 0x2, 0x2, 0x32d, 0x32e, 0x3, 0x2, 0x2, 0x2, 0x32e, 
    0x47, 0x3, 0x2, 0x2, 0x2, 0x32f, 0x330, 0x9, 0xb, 0x2, 0x2, 0x330, 0x49, 
    0x3, 0x2, 0x2, 0x2, 0x331, 0x332, 0x7, 0xb3, 0x2, 0x2, 0x332, 0x337, 
    0x5, 0x4c, 0x27, 0x2, 0x333, 0x334, 0x7, 0xb7, 0x2, 0x2, 0x334, 0x336, 
    0x5, 0x4c, 0x27, 0x2, 0x335, 0x333, 0x3, 0x2, 0x2, 0x2, 0x336, 0x339, 
    0x3, 0x2, 0x2, 0x2, 0x337, 0x335, 0x3, 0x2, 0x2, 0x2, 0x337, 0x338, 
    0x3, 0x2, 0x2, 0x2, 0x338, 0x33a, 0x3, 0x2, 0x2, 0x2, 0x339, 0x337, 
    0x3, 0x2, 0x2, 0x2, 0x33a, 0x33b, 0x7, 0xb4, 0x2, 0x2, 0x33b, 0x342, 
    0x3, 0x2, 0x2, 0x2, 0x33c, 0x33e, 0x5, 0x50, 0x29, 0x2, 0x33d, 0x33c, 
    0x3, 0x2, 0x2, 0x2, 0x33e, 0x33f, 0x3, 0x2, 0x2, 0x2, 0x33f, 0x33d, 
    0x3, 0x2, 0x2, 0x2, 0x33f, 0x340, 0x3, 0x2, 0x2, 0x2, 0x340, 0x342, 
    0x3, 0x2, 0x2, 0x2, 0x341, 0x331, 0x3, 0x2, 0x2, 0x2, 0x341, 0x33d, 
    0x3, 0x2, 0x2, 0x2, 0x342, 0x4b, 0x3, 0x2, 0x2, 0x2, 0x343, 0x345, 0x5, 
    0xd8, 0x6d, 0x2, 0x344, 0x346, 0x5, 0x4e, 0x28, 0x2, 0x345, 0x344, 0x3, 
    0x2, 0x2, 0x2, 0x345, 0x346, 0x3, 0x2, 0x2, 0x2, 0x346, 0x4d, 0x3, 0x2, 
    0x2, 0x2, 0x347, 0x34b, 0x7, 0xbd, 0x2, 0x2, 0x348, 0x34b, 0x5, 0xc8, 
    0x65, 0x2, 0x349, 0x34b, 0x5, 0xd8, 0x6d, 0x2, 0x34a, 0x347, 0x3, 0x2, 
    0x2, 0x2, 0x34a, 0x348, 0x3, 0x2, 0x2, 0x2, 0x34a, 0x349, 0x3, 0x2, 
    0x2, 0x2, 0x34b, 0x4f, 0x3, 0x2, 0x2, 0x2, 0x34c, 0x364, 0x7, 0x10, 
    0x2, 0x2, 0x34d, 0x364, 0x7, 0x23, 0x2, 0x2, 0x34e, 0x364, 0x7, 0x3f, 
    0x2, 0x2, 0x34f, 0x351, 0x7, 0x27, 0x2, 0x2, 0x350, 0x352, 0x7, 0xc, 
    0x2, 0x2, 0x351, 0x350, 0x3, 0x2, 0x2, 0x2, 0x351, 0x352, 0x3, 0x2, 
    0x2, 0x2, 0x352, 0x353, 0x3, 0x2, 0x2, 0x2, 0x353, 0x364, 0x7, 0xbd, 
    0x2, 0x2, 0x354, 0x356, 0x7, 0x5a, 0x2, 0x2, 0x355, 0x357, 0x7, 0xc, 
    0x2, 0x2, 0x356, 0x355, 0x3, 0x2, 0x2, 0x2, 0x356, 0x357, 0x3, 0x2, 
    0x2, 0x2, 0x357, 0x358, 0x3, 0x2, 0x2, 0x2, 0x358, 0x364, 0x7, 0xbd, 
    0x2, 0x2, 0x359, 0x35b, 0x7, 0x6a, 0x2, 0x2, 0x35a, 0x35c, 0x7, 0xc, 
    0x2, 0x2, 0x35b, 0x35a, 0x3, 0x2, 0x2, 0x2, 0x35b, 0x35c, 0x3, 0x2, 
    0x2, 0x2, 0x35c, 0x35d, 0x3, 0x2, 0x2, 0x2, 0x35d, 0x364, 0x7, 0xbd, 
    0x2, 0x2, 0x35e, 0x360, 0x7, 0x30, 0x2, 0x2, 0x35f, 0x361, 0x7, 0xc, 
    0x2, 0x2, 0x360, 0x35f, 0x3, 0x2, 0x2, 0x2, 0x360, 0x361, 0x3, 0x2, 
    0x2, 0x2, 0x361, 0x362, 0x3, 0x2, 0x2, 0x2, 0x362, 0x364, 0x7, 0xbd, 
    0x2, 0x2, 0x363, 0x34c, 0x3, 0x2, 0x2, 0x2, 0x363, 0x34d, 0x3, 0x2, 
    0x2, 0x2, 0x363, 0x34e, 0x3, 0x2, 0x2, 0x2, 0x363, 0x34f, 0x3, 0x2, 
    0x2, 0x2, 0x363, 0x354, 0x3, 0x2, 0x2, 0x2, 0x363, 0x359, 0x3, 0x2, 
    0x2, 0x2, 0x363, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x364, 0x51, 0x3, 0x2, 0x2, 
    0x2, 0x365, 0x377, 0x7, 0x33, 0x2, 0x2, 0x366, 0x368, 0x7, 0x8, 0x2, 
    0x2, 0x367, 0x366, 0x3, 0x2, 0x2, 0x2, 0x367, 0x368, 0x3, 0x2, 0x2, 
    0x2, 0x368, 0x36a, 0x3, 0x2, 0x2, 0x2, 0x369, 0x36b, 0x7, 0x97, 0x2, 
    0x2, 0x36a, 0x369, 0x3, 0x2, 0x2, 0x2, 0x36a, 0x36b, 0x3, 0x2, 0x2, 
    0x2, 0x36b, 0x378, 0x3, 0x2, 0x2, 0x2, 0x36c, 0x36d, 0x7, 0xb3, 0x2, 
    0x2, 0x36d, 0x372, 0x5, 0x54, 0x2b, 0x2, 0x36e, 0x36f, 0x7, 0xb7, 0x2, 
    0x2, 0x36f, 0x371, 0x5, 0x54, 0x2b, 0x2, 0x370, 0x36e, 0x3, 0x2, 0x2, 
    0x2, 0x371, 0x374, 0x3, 0x2, 0x2, 0x2, 0x372, 0x370, 0x3, 0x2, 0x2, 
    0x2, 0x372, 0x373, 0x3, 0x2, 0x2, 0x2, 0x373, 0x375, 0x3, 0x2, 0x2, 
    0x2, 0x374, 0x372, 0x3, 0x2, 0x2, 0x2, 0x375, 0x376, 0x7, 0xb4, 0x2, 
    0x2, 0x376, 0x378, 0x3, 0x2, 0x2, 0x2, 0x377, 0x367, 0x3, 0x2, 0x2, 
    0x2, 0x377, 0x36c, 0x3, 0x2, 0x2, 0x2, 0x378, 0x379, 0x3, 0x2, 0x2, 
    0x2, 0x379, 0x37a, 0x5, 0x4, 0x3, 0x2, 0x37a, 0x53, 0x3, 0x2, 0x2, 0x2, 
    0x37b, 0x37d, 0x5, 0xd8, 0x6d, 0x2, 0x37c, 0x37e, 0x5, 0x4e, 0x28, 0x2, 
    0x37d, 0x37c, 0x3, 0x2, 0x2, 0x2, 0x37d, 0x37e, 0x3, 0x2, 0x2, 0x2, 
    0x37e, 0x55, 0x3, 0x2, 0x2, 0x2, 0x37f, 0x381, 0x7, 0x7b, 0x2, 0x2, 
    0x380, 0x382, 0x9, 0xc, 0x2, 0x2, 0x381, 0x380, 0x3, 0x2, 0x2, 0x2, 
    0x381, 0x382, 0x3, 0x2, 0x2, 0x2, 0x382, 0x397, 0x3, 0x2, 0x2, 0x2, 
    0x383, 0x384, 0x5, 0x58, 0x2d, 0x2, 0x384, 0x38e, 0x9, 0xd, 0x2, 0x2, 
    0x385, 0x38f, 0x7, 0x24, 0x2, 0x2, 0x386, 0x38b, 0x5, 0x5a, 0x2e, 0x2, 
    0x387, 0x388, 0x7, 0xb7, 0x2, 0x2, 0x388, 0x38a, 0x5, 0x5a, 0x2e, 0x2, 
    0x389, 0x387, 0x3, 0x2, 0x2, 0x2, 0x38a, 0x38d, 0x3, 0x2, 0x2, 0x2, 
    0x38b, 0x389, 0x3, 0x2, 0x2, 0x2, 0x38b, 0x38c, 0x3, 0x2, 0x2, 0x2, 
    0x38c, 0x38f, 0x3, 0x2, 0x2, 0x2, 0x38d, 0x38b, 0x3, 0x2, 0x2, 0x2, 
    0x38e, 0x385, 0x3, 0x2, 0x2, 0x2, 0x38e, 0x386, 0x3, 0x2, 0x2, 0x2, 
    0x38f, 0x398, 0x3, 0x2, 0x2, 0x2, 0x390, 0x391, 0x7, 0x86, 0x2, 0x2, 
    0x391, 0x395, 0x7, 0x9e, 0x2, 0x2, 0x392, 0x396, 0x7, 0x24, 0x2, 0x2, 
    0x393, 0x396, 0x7, 0x54, 0x2, 0x2, 0x394, 0x396, 0x5, 0x5a, 0x2e, 0x2, 
    0x395, 0x392, 0x3, 0x2, 0x2, 0x2, 0x395, 0x393, 0x3, 0x2, 0x2, 0x2, 
    0x395, 0x394, 0x3, 0x2, 0x2, 0x2, 0x396, 0x398, 0x3, 0x2, 0x2, 0x2, 
    0x397, 0x383, 0x3, 0x2, 0x2, 0x2, 0x397, 0x390, 0x3, 0x2, 0x2, 0x2, 
    0x398, 0x57, 0x3, 0x2, 0x2, 0x2, 0x399, 0x39e, 0x5, 0xd6, 0x6c, 0x2, 
    0x39a, 0x39b, 0x7, 0xb8, 0x2, 0x2, 0x39b, 0x39d, 0x5, 0xd6, 0x6c, 0x2, 
    0x39c, 0x39a, 0x3, 0x2, 0x2, 0x2, 0x39d, 0x3a0, 0x3, 0x2, 0x2, 0x2, 
    0x39e, 0x39c, 0x3, 0x2, 0x2, 0x2, 0x39e, 0x39f, 0x3, 0x2, 0x2, 0x2, 
    0x39f, 0x59, 0x3, 0x2, 0x2, 0x2, 0x3a0, 0x39e, 0x3, 0x2, 0x2, 0x2, 0x3a1, 
    0x3a5, 0x7, 0xbd, 0x2, 0x2, 0x3a2, 0x3a5, 0x5, 0xc8, 0x65, 0x2, 0x3a3, 
    0x3a5, 0x5, 0xd8, 0x6d, 0x2, 0x3a4, 0x3a1, 0x3, 0x2, 0x2, 0x2, 0x3a4, 
    0x3a2, 0x3, 0x2, 0x2, 0x2, 0x3a4, 0x3a3, 0x3, 0x2, 0x2, 0x2, 0x3a5, 
    0x5b, 0x3, 0x2, 0x2, 0x2, 0x3a6, 0x3ab, 0x7, 0x6e, 0x2, 0x2, 0x3a7, 
    0x3ac, 0x7, 0x5, 0x2, 0x2, 0x3a8, 0x3a9, 0x7, 0x86, 0x2, 0x2, 0x3a9, 
    0x3ac, 0x7, 0x9e, 0x2, 0x2, 0x3aa, 0x3ac, 0x5, 0x58, 0x2d, 0x2, 0x3ab, 
    0x3a7, 0x3, 0x2, 0x2, 0x2, 0x3ab, 0x3a8, 0x3, 0x2, 0x2, 0x2, 0x3ab, 
    0x3aa, 0x3, 0x2, 0x2, 0x2, 0x3ac, 0x5d, 0x3, 0x2, 0x2, 0x2, 0x3ad, 0x3b2, 
    0x7, 0x7c, 0x2, 0x2, 0x3ae, 0x3b3, 0x7, 0x5, 0x2, 0x2, 0x3af, 0x3b0, 
    0x7, 0x86, 0x2, 0x2, 0x3b0, 0x3b3, 0x7, 0x9e, 0x2, 0x2, 0x3b1, 0x3b3, 
    0x5, 0x58, 0x2d, 0x2, 0x3b2, 0x3ae, 0x3, 0x2, 0x2, 0x2, 0x3b2, 0x3af, 
    0x3, 0x2, 0x2, 0x2, 0x3b2, 0x3b1, 0x3, 0x2, 0x2, 0x2, 0x3b3, 0x5f, 0x3, 
    0x2, 0x2, 0x2, 0x3b4, 0x3b6, 0x7, 0xe, 0x2, 0x2, 0x3b5, 0x3b7, 0x9, 
    0xe, 0x2, 0x2, 0x3b6, 0x3b5, 0x3, 0x2, 0x2, 0x2, 0x3b6, 0x3b7, 0x3, 
    0x2, 0x2, 0x2, 0x3b7, 0x3b9, 0x3, 0x2, 0x2, 0x2, 0x3b8, 0x3ba, 0x5, 
    0x62, 0x32, 0x2, 0x3b9, 0x3b8, 0x3, 0x2, 0x2, 0x2, 0x3b9, 0x3ba, 0x3, 
    0x2, 0x2, 0x2, 0x3ba, 0x3d2, 0x3, 0x2, 0x2, 0x2, 0x3bb, 0x3bc, 0x7, 
    0x7e, 0x2, 0x2, 0x3bc, 0x3be, 0x7, 0x89, 0x2, 0x2, 0x3bd, 0x3bf, 0x5, 
    0x62, 0x32, 0x2, 0x3be, 0x3bd, 0x3, 0x2, 0x2, 0x2, 0x3be, 0x3bf, 0x3, 
    0x2, 0x2, 0x2, 0x3bf, 0x3d2, 0x3, 0x2, 0x2, 0x2, 0x3c0, 0x3c2, 0x9, 
    0xf, 0x2, 0x2, 0x3c1, 0x3c3, 0x9, 0xe, 0x2, 0x2, 0x3c2, 0x3c1, 0x3, 
    0x2, 0x2, 0x2, 0x3c2, 0x3c3, 0x3, 0x2, 0x2, 0x2, 0x3c3, 0x3d2, 0x3, 
    0x2, 0x2, 0x2, 0x3c4, 0x3c6, 0x9, 0x10, 0x2, 0x2, 0x3c5, 0x3c7, 0x9, 
    0xe, 0x2, 0x2, 0x3c6, 0x3c5, 0x3, 0x2, 0x2, 0x2, 0x3c6, 0x3c7, 0x3, 
    0x2, 0x2, 0x2, 0x3c7, 0x3d2, 0x3, 0x2, 0x2, 0x2, 0x3c8, 0x3c9, 0x7, 
    0x7b, 0x2, 0x2, 0x3c9, 0x3ca, 0x7, 0x89, 0x2, 0x2, 0x3ca, 0x3d2, 0x5, 
    0x62, 0x32, 0x2, 0x3cb, 0x3cc, 0x7, 0x7b, 0x2, 0x2, 0x3cc, 0x3cd, 0x7, 
    0x7a, 0x2, 0x2, 0x3cd, 0x3ce, 0x7, 0x16, 0x2, 0x2, 0x3ce, 0x3cf, 0x7, 
    0xc, 0x2, 0x2, 0x3cf, 0x3d0, 0x7, 0x89, 0x2, 0x2, 0x3d0, 0x3d2, 0x5, 
    0x62, 0x32, 0x2, 0x3d1, 0x3b4, 0x3, 0x2, 0x2, 0x2, 0x3d1, 0x3bb, 0x3, 
    0x2, 0x2, 0x2, 0x3d1, 0x3c0, 0x3, 0x2, 0x2, 0x2, 0x3d1, 0x3c4, 0x3, 
    0x2, 0x2, 0x2, 0x3d1, 0x3c8, 0x3, 0x2, 0x2, 0x2, 0x3d1, 0x3cb, 0x3, 
    0x2, 0x2, 0x2, 0x3d2, 0x61, 0x3, 0x2, 0x2, 0x2, 0x3d3, 0x3da, 0x5, 0x64, 
    0x33, 0x2, 0x3d4, 0x3d6, 0x7, 0xb7, 0x2, 0x2, 0x3d5, 0x3d4, 0x3, 0x2, 
    0x2, 0x2, 0x3d5, 0x3d6, 0x3, 0x2, 0x2, 0x2, 0x3d6, 0x3d7, 0x3, 0x2, 
    0x2, 0x2, 0x3d7, 0x3d9, 0x5, 0x64, 0x33, 0x2, 0x3d8, 0x3d5, 0x3, 0x2, 
    0x2, 0x2, 0x3d9, 0x3dc, 0x3, 0x2, 0x2, 0x2, 0x3da, 0x3d8, 0x3, 0x2, 
    0x2, 0x2, 0x3da, 0x3db, 0x3, 0x2, 0x2, 0x2, 0x3db, 0x63, 0x3, 0x2, 0x2, 
    0x2, 0x3dc, 0x3da, 0x3, 0x2, 0x2, 0x2, 0x3dd, 0x3de, 0x7, 0x4b, 0x2, 
    0x2, 0x3de, 0x3e6, 0x7, 0x51, 0x2, 0x2, 0x3df, 0x3e7, 0x7, 0x79, 0x2, 
    0x2, 0x3e0, 0x3e1, 0x7, 0x6d, 0x2, 0x2, 0x3e1, 0x3e7, 0x7, 0x6b, 0x2, 
    0x2, 0x3e2, 0x3e3, 0x7, 0x6b, 0x2, 0x2, 0x3e3, 0x3e7, 0x7, 0x1b, 0x2, 
    0x2, 0x3e4, 0x3e5, 0x7, 0x6b, 0x2, 0x2, 0x3e5, 0x3e7, 0x7, 0x8d, 0x2, 
    0x2, 0x3e6, 0x3df, 0x3, 0x2, 0x2, 0x2, 0x3e6, 0x3e0, 0x3, 0x2, 0x2, 
    0x2, 0x3e6, 0x3e2, 0x3, 0x2, 0x2, 0x2, 0x3e6, 0x3e4, 0x3, 0x2, 0x2, 
    0x2, 0x3e7, 0x3f1, 0x3, 0x2, 0x2, 0x2, 0x3e8, 0x3e9, 0x7, 0x6b, 0x2, 
    0x2, 0x3e9, 0x3f1, 0x7, 0x5e, 0x2, 0x2, 0x3ea, 0x3eb, 0x7, 0x6b, 0x2, 
    0x2, 0x3eb, 0x3f1, 0x7, 0x9d, 0x2, 0x2, 0x3ec, 0x3ee, 0x7, 0x58, 0x2, 
    0x2, 0x3ed, 0x3ec, 0x3, 0x2, 0x2, 0x2, 0x3ed, 0x3ee, 0x3, 0x2, 0x2, 
    0x2, 0x3ee, 0x3ef, 0x3, 0x2, 0x2, 0x2, 0x3ef, 0x3f1, 0x7, 0x25, 0x2, 
    0x2, 0x3f0, 0x3dd, 0x3, 0x2, 0x2, 0x2, 0x3f0, 0x3e8, 0x3, 0x2, 0x2, 
    0x2, 0x3f0, 0x3ea, 0x3, 0x2, 0x2, 0x2, 0x3f0, 0x3ed, 0x3, 0x2, 0x2, 
    0x2, 0x3f1, 0x65, 0x3, 0x2, 0x2, 0x2, 0x3f2, 0x3f3, 0x5, 0x68, 0x35, 
    0x2, 0x3f3, 0x67, 0x3, 0x2, 0x2, 0x2, 0x3f4, 0x3fa, 0x5, 0x6c, 0x37, 
    0x2, 0x3f5, 0x3f6, 0x5, 0x6a, 0x36, 0x2, 0x3f6, 0x3f7, 0x5, 0x6c, 0x37, 
    0x2, 0x3f7, 0x3f9, 0x3, 0x2, 0x2, 0x2, 0x3f8, 0x3f5, 0x3, 0x2, 0x2, 
    0x2, 0x3f9, 0x3fc, 0x3, 0x2, 0x2, 0x2, 0x3fa, 0x3f8, 0x3, 0x2, 0x2, 
    0x2, 0x3fa, 0x3fb, 0x3, 0x2, 0x2, 0x2, 0x3fb, 0x3fe, 0x3, 0x2, 0x2, 
    0x2, 0x3fc, 0x3fa, 0x3, 0x2, 0x2, 0x2, 0x3fd, 0x3ff, 0x5, 0x82, 0x42, 
    0x2, 0x3fe, 0x3fd, 0x3, 0x2, 0x2, 0x2, 0x3fe, 0x3ff, 0x3, 0x2, 0x2, 
    0x2, 0x3ff, 0x403, 0x3, 0x2, 0x2, 0x2, 0x400, 0x402, 0x5, 0x86, 0x44, 
    0x2, 0x401, 0x400, 0x3, 0x2, 0x2, 0x2, 0x402, 0x405, 0x3, 0x2, 0x2, 
    0x2, 0x403, 0x401, 0x3, 0x2, 0x2, 0x2, 0x403, 0x404, 0x3, 0x2, 0x2, 
    0x2, 0x404, 0x69, 0x3, 0x2, 0x2, 0x2, 0x405, 0x403, 0x3, 0x2, 0x2, 0x2, 
    0x406, 0x408, 0x9, 0x11, 0x2, 0x2, 0x407, 0x409, 0x9, 0x12, 0x2, 0x2, 
    0x408, 0x407, 0x3, 0x2, 0x2, 0x2, 0x408, 0x409, 0x3, 0x2, 0x2, 0x2, 
    0x409, 0x6b, 0x3, 0x2, 0x2, 0x2, 0x40a, 0x412, 0x5, 0x6e, 0x38, 0x2, 
    0x40b, 0x40d, 0x7, 0x48, 0x2, 0x2, 0x40c, 0x40e, 0x9, 0x12, 0x2, 0x2, 
    0x40d, 0x40c, 0x3, 0x2, 0x2, 0x2, 0x40d, 0x40e, 0x3, 0x2, 0x2, 0x2, 
    0x40e, 0x40f, 0x3, 0x2, 0x2, 0x2, 0x40f, 0x411, 0x5, 0x6e, 0x38, 0x2, 
    0x410, 0x40b, 0x3, 0x2, 0x2, 0x2, 0x411, 0x414, 0x3, 0x2, 0x2, 0x2, 
    0x412, 0x410, 0x3, 0x2, 0x2, 0x2, 0x412, 0x413, 0x3, 0x2, 0x2, 0x2, 
    0x413, 0x6d, 0x3, 0x2, 0x2, 0x2, 0x414, 0x412, 0x3, 0x2, 0x2, 0x2, 0x415, 
    0x41c, 0x5, 0x70, 0x39, 0x2, 0x416, 0x41c, 0x5, 0x72, 0x3a, 0x2, 0x417, 
    0x418, 0x7, 0xb3, 0x2, 0x2, 0x418, 0x419, 0x5, 0x68, 0x35, 0x2, 0x419, 
    0x41a, 0x7, 0xb4, 0x2, 0x2, 0x41a, 0x41c, 0x3, 0x2, 0x2, 0x2, 0x41b, 
    0x415, 0x3, 0x2, 0x2, 0x2, 0x41b, 0x416, 0x3, 0x2, 0x2, 0x2, 0x41b, 
    0x417, 0x3, 0x2, 0x2, 0x2, 0x41c, 0x6f, 0x3, 0x2, 0x2, 0x2, 0x41d, 0x41f, 
    0x7, 0x77, 0x2, 0x2, 0x41e, 0x420, 0x9, 0x12, 0x2, 0x2, 0x41f, 0x41e, 
    0x3, 0x2, 0x2, 0x2, 0x41f, 0x420, 0x3, 0x2, 0x2, 0x2, 0x420, 0x421, 
    0x3, 0x2, 0x2, 0x2, 0x421, 0x426, 0x5, 0x78, 0x3d, 0x2, 0x422, 0x423, 
    0x7, 0xb7, 0x2, 0x2, 0x423, 0x425, 0x5, 0x78, 0x3d, 0x2, 0x424, 0x422, 
    0x3, 0x2, 0x2, 0x2, 0x425, 0x428, 0x3, 0x2, 0x2, 0x2, 0x426, 0x424, 
    0x3, 0x2, 0x2, 0x2, 0x426, 0x427, 0x3, 0x2, 0x2, 0x2, 0x427, 0x42a, 
    0x3, 0x2, 0x2, 0x2, 0x428, 0x426, 0x3, 0x2, 0x2, 0x2, 0x429, 0x42b, 
    0x5, 0x7a, 0x3e, 0x2, 0x42a, 0x429, 0x3, 0x2, 0x2, 0x2, 0x42a, 0x42b, 
    0x3, 0x2, 0x2, 0x2, 0x42b, 0x42d, 0x3, 0x2, 0x2, 0x2, 0x42c, 0x42e, 
    0x5, 0x7c, 0x3f, 0x2, 0x42d, 0x42c, 0x3, 0x2, 0x2, 0x2, 0x42d, 0x42e, 
    0x3, 0x2, 0x2, 0x2, 0x42e, 0x430, 0x3, 0x2, 0x2, 0x2, 0x42f, 0x431, 
    0x5, 0x7e, 0x40, 0x2, 0x430, 0x42f, 0x3, 0x2, 0x2, 0x2, 0x430, 0x431, 
    0x3, 0x2, 0x2, 0x2, 0x431, 0x433, 0x3, 0x2, 0x2, 0x2, 0x432, 0x434, 
    0x5, 0x80, 0x41, 0x2, 0x433, 0x432, 0x3, 0x2, 0x2, 0x2, 0x433, 0x434, 
    0x3, 0x2, 0x2, 0x2, 0x434, 0x71, 0x3, 0x2, 0x2, 0x2, 0x435, 0x436, 0x7, 
    0x95, 0x2, 0x2, 0x436, 0x43b, 0x5, 0x74, 0x3b, 0x2, 0x437, 0x438, 0x7, 
    0xb7, 0x2, 0x2, 0x438, 0x43a, 0x5, 0x74, 0x3b, 0x2, 0x439, 0x437, 0x3, 
    0x2, 0x2, 0x2, 0x43a, 0x43d, 0x3, 0x2, 0x2, 0x2, 0x43b, 0x439, 0x3, 
    0x2, 0x2, 0x2, 0x43b, 0x43c, 0x3, 0x2, 0x2, 0x2, 0x43c, 0x73, 0x3, 0x2, 
    0x2, 0x2, 0x43d, 0x43b, 0x3, 0x2, 0x2, 0x2, 0x43e, 0x43f, 0x7, 0xb3, 
    0x2, 0x2, 0x43f, 0x444, 0x5, 0x76, 0x3c, 0x2, 0x440, 0x441, 0x7, 0xb7, 
    0x2, 0x2, 0x441, 0x443, 0x5, 0x76, 0x3c, 0x2, 0x442, 0x440, 0x3, 0x2, 
    0x2, 0x2, 0x443, 0x446, 0x3, 0x2, 0x2, 0x2, 0x444, 0x442, 0x3, 0x2, 
    0x2, 0x2, 0x444, 0x445, 0x3, 0x2, 0x2, 0x2, 0x445, 0x447, 0x3, 0x2, 
    0x2, 0x2, 0x446, 0x444, 0x3, 0x2, 0x2, 0x2, 0x447, 0x448, 0x7, 0xb4, 
    0x2, 0x2, 0x448, 0x75, 0x3, 0x2, 0x2, 0x2, 0x449, 0x44c, 0x7, 0x24, 
    0x2, 0x2, 0x44a, 0x44c, 0x5, 0x94, 0x4b, 0x2, 0x44b, 0x449, 0x3, 0x2, 
    0x2, 0x2, 0x44b, 0x44a, 0x3, 0x2, 0x2, 0x2, 0x44c, 0x77, 0x3, 0x2, 0x2, 
    0x2, 0x44d, 0x459, 0x7, 0xb0, 0x2, 0x2, 0x44e, 0x44f, 0x5, 0xd6, 0x6c, 
    0x2, 0x44f, 0x450, 0x7, 0xb8, 0x2, 0x2, 0x450, 0x451, 0x7, 0xb0, 0x2, 
    0x2, 0x451, 0x459, 0x3, 0x2, 0x2, 0x2, 0x452, 0x456, 0x5, 0x94, 0x4b, 
    0x2, 0x453, 0x454, 0x7, 0xc, 0x2, 0x2, 0x454, 0x457, 0x5, 0xd8, 0x6d, 
    0x2, 0x455, 0x457, 0x5, 0xd6, 0x6c, 0x2, 0x456, 0x453, 0x3, 0x2, 0x2, 
    0x2, 0x456, 0x455, 0x3, 0x2, 0x2, 0x2, 0x456, 0x457, 0x3, 0x2, 0x2, 
    0x2, 0x457, 0x459, 0x3, 0x2, 0x2, 0x2, 0x458, 0x44d, 0x3, 0x2, 0x2, 
    0x2, 0x458, 0x44e, 0x3, 0x2, 0x2, 0x2, 0x458, 0x452, 0x3, 0x2, 0x2, 
    0x2, 0x459, 0x79, 0x3, 0x2, 0x2, 0x2, 0x45a, 0x45b, 0x7, 0x3a, 0x2, 
    0x2, 0x45b, 0x460, 0x5, 0x88, 0x45, 0x2, 0x45c, 0x45d, 0x7, 0xb7, 0x2, 
    0x2, 0x45d, 0x45f, 0x5, 0x88, 0x45, 0x2, 0x45e, 0x45c, 0x3, 0x2, 0x2, 
    0x2, 0x45f, 0x462, 0x3, 0x2, 0x2, 0x2, 0x460, 0x45e, 0x3, 0x2, 0x2, 
    0x2, 0x460, 0x461, 0x3, 0x2, 0x2, 0x2, 0x461, 0x7b, 0x3, 0x2, 0x2, 0x2, 
    0x462, 0x460, 0x3, 0x2, 0x2, 0x2, 0x463, 0x464, 0x7, 0x99, 0x2, 0x2, 
    0x464, 0x465, 0x5, 0x94, 0x4b, 0x2, 0x465, 0x7d, 0x3, 0x2, 0x2, 0x2, 
    0x466, 0x467, 0x7, 0x3d, 0x2, 0x2, 0x467, 0x468, 0x7, 0x12, 0x2, 0x2, 
    0x468, 0x46d, 0x5, 0x94, 0x4b, 0x2, 0x469, 0x46a, 0x7, 0xb7, 0x2, 0x2, 
    0x46a, 0x46c, 0x5, 0x94, 0x4b, 0x2, 0x46b, 0x469, 0x3, 0x2, 0x2, 0x2, 
    0x46c, 0x46f, 0x3, 0x2, 0x2, 0x2, 0x46d, 0x46b, 0x3, 0x2, 0x2, 0x2, 
    0x46d, 0x46e, 0x3, 0x2, 0x2, 0x2, 0x46e, 0x7f, 0x3, 0x2, 0x2, 0x2, 0x46f, 
    0x46d, 0x3, 0x2, 0x2, 0x2, 0x470, 0x471, 0x7, 0x3e, 0x2, 0x2, 0x471, 
    0x472, 0x5, 0x94, 0x4b, 0x2, 0x472, 0x81, 0x3, 0x2, 0x2, 0x2, 0x473, 
    0x474, 0x7, 0x61, 0x2, 0x2, 0x474, 0x475, 0x7, 0x12, 0x2, 0x2, 0x475, 
    0x47a, 0x5, 0x84, 0x43, 0x2, 0x476, 0x477, 0x7, 0xb7, 0x2, 0x2, 0x477, 
    0x479, 0x5, 0x84, 0x43, 0x2, 0x478, 0x476, 0x3, 0x2, 0x2, 0x2, 0x479, 
    0x47c, 0x3, 0x2, 0x2, 0x2, 0x47a, 0x478, 0x3, 0x2, 0x2, 0x2, 0x47a, 
    0x47b, 0x3, 0x2, 0x2, 0x2, 0x47b, 0x83, 0x3, 0x2, 0x2, 0x2, 0x47c, 0x47a, 
    0x3, 0x2, 0x2, 0x2, 0x47d, 0x47f, 0x5, 0x94, 0x4b, 0x2, 0x47e, 0x480, 
    0x9, 0x6, 0x2, 0x2, 0x47f, 0x47e, 0x3, 0x2, 0x2, 0x2, 0x47f, 0x480, 
    0x3, 0x2, 0x2, 0x2, 0x480, 0x483, 0x3, 0x2, 0x2, 0x2, 0x481, 0x482, 
    0x7, 0x5b, 0x2, 0x2, 0x482, 0x484, 0x9, 0x13, 0x2, 0x2, 0x483, 0x481, 
    0x3, 0x2, 0x2, 0x2, 0x483, 0x484, 0x3, 0x2, 0x2, 0x2, 0x484, 0x85, 0x3, 
    0x2, 0x2, 0x2, 0x485, 0x488, 0x7, 0x53, 0x2, 0x2, 0x486, 0x489, 0x5, 
    0x94, 0x4b, 0x2, 0x487, 0x489, 0x7, 0x5, 0x2, 0x2, 0x488, 0x486, 0x3, 
    0x2, 0x2, 0x2, 0x488, 0x487, 0x3, 0x2, 0x2, 0x2, 0x489, 0x497, 0x3, 
    0x2, 0x2, 0x2, 0x48a, 0x48b, 0x7, 0x5c, 0x2, 0x2, 0x48b, 0x48d, 0x5, 
    0x94, 0x4b, 0x2, 0x48c, 0x48e, 0x9, 0x14, 0x2, 0x2, 0x48d, 0x48c, 0x3, 
    0x2, 0x2, 0x2, 0x48d, 0x48e, 0x3, 0x2, 0x2, 0x2, 0x48e, 0x497, 0x3, 
    0x2, 0x2, 0x2, 0x48f, 0x490, 0x7, 0x36, 0x2, 0x2, 0x490, 0x492, 0x9, 
    0x15, 0x2, 0x2, 0x491, 0x493, 0x5, 0x94, 0x4b, 0x2, 0x492, 0x491, 0x3, 
    0x2, 0x2, 0x2, 0x492, 0x493, 0x3, 0x2, 0x2, 0x2, 0x493, 0x494, 0x3, 
    0x2, 0x2, 0x2, 0x494, 0x495, 0x9, 0x14, 0x2, 0x2, 0x495, 0x497, 0x7, 
    0x5e, 0x2, 0x2, 0x496, 0x485, 0x3, 0x2, 0x2, 0x2, 0x496, 0x48a, 0x3, 
    0x2, 0x2, 0x2, 0x496, 0x48f, 0x3, 0x2, 0x2, 0x2, 0x497, 0x87, 0x3, 0x2, 
    0x2, 0x2, 0x498, 0x49c, 0x5, 0x90, 0x49, 0x2, 0x499, 0x49b, 0x5, 0x8a, 
    0x46, 0x2, 0x49a, 0x499, 0x3, 0x2, 0x2, 0x2, 0x49b, 0x49e, 0x3, 0x2, 
    0x2, 0x2, 0x49c, 0x49a, 0x3, 0x2, 0x2, 0x2, 0x49c, 0x49d, 0x3, 0x2, 
    0x2, 0x2, 0x49d, 0x89, 0x3, 0x2, 0x2, 0x2, 0x49e, 0x49c, 0x3, 0x2, 0x2, 
    0x2, 0x49f, 0x4a0, 0x7, 0x22, 0x2, 0x2, 0x4a0, 0x4a1, 0x7, 0x4c, 0x2, 
    0x2, 0x4a1, 0x4b0, 0x5, 0x90, 0x49, 0x2, 0x4a2, 0x4a4, 0x7, 0x55, 0x2, 
    0x2, 0x4a3, 0x4a5, 0x5, 0x8c, 0x47, 0x2, 0x4a4, 0x4a3, 0x3, 0x2, 0x2, 
    0x2, 0x4a4, 0x4a5, 0x3, 0x2, 0x2, 0x2, 0x4a5, 0x4a6, 0x3, 0x2, 0x2, 
    0x2, 0x4a6, 0x4a7, 0x7, 0x4c, 0x2, 0x2, 0x4a7, 0x4b0, 0x5, 0x90, 0x49, 
    0x2, 0x4a8, 0x4aa, 0x5, 0x8c, 0x47, 0x2, 0x4a9, 0x4a8, 0x3, 0x2, 0x2, 
    0x2, 0x4a9, 0x4aa, 0x3, 0x2, 0x2, 0x2, 0x4aa, 0x4ab, 0x3, 0x2, 0x2, 
    0x2, 0x4ab, 0x4ac, 0x7, 0x4c, 0x2, 0x2, 0x4ac, 0x4ad, 0x5, 0x90, 0x49, 
    0x2, 0x4ad, 0x4ae, 0x5, 0x8e, 0x48, 0x2, 0x4ae, 0x4b0, 0x3, 0x2, 0x2, 
    0x2, 0x4af, 0x49f, 0x3, 0x2, 0x2, 0x2, 0x4af, 0x4a2, 0x3, 0x2, 0x2, 
    0x2, 0x4af, 0x4a9, 0x3, 0x2, 0x2, 0x2, 0x4b0, 0x8b, 0x3, 0x2, 0x2, 0x2, 
    0x4b1, 0x4bf, 0x7, 0x46, 0x2, 0x2, 0x4b2, 0x4b4, 0x7, 0x50, 0x2, 0x2, 
    0x4b3, 0x4b5, 0x7, 0x62, 0x2, 0x2, 0x4b4, 0x4b3, 0x3, 0x2, 0x2, 0x2, 
    0x4b4, 0x4b5, 0x3, 0x2, 0x2, 0x2, 0x4b5, 0x4bf, 0x3, 0x2, 0x2, 0x2, 
    0x4b6, 0x4b8, 0x7, 0x72, 0x2, 0x2, 0x4b7, 0x4b9, 0x7, 0x62, 0x2, 0x2, 
    0x4b8, 0x4b7, 0x3, 0x2, 0x2, 0x2, 0x4b8, 0x4b9, 0x3, 0x2, 0x2, 0x2, 
    0x4b9, 0x4bf, 0x3, 0x2, 0x2, 0x2, 0x4ba, 0x4bc, 0x7, 0x3b, 0x2, 0x2, 
    0x4bb, 0x4bd, 0x7, 0x62, 0x2, 0x2, 0x4bc, 0x4bb, 0x3, 0x2, 0x2, 0x2, 
    0x4bc, 0x4bd, 0x3, 0x2, 0x2, 0x2, 0x4bd, 0x4bf, 0x3, 0x2, 0x2, 0x2, 
    0x4be, 0x4b1, 0x3, 0x2, 0x2, 0x2, 0x4be, 0x4b2, 0x3, 0x2, 0x2, 0x2, 
    0x4be, 0x4b6, 0x3, 0x2, 0x2, 0x2, 0x4be, 0x4ba, 0x3, 0x2, 0x2, 0x2, 
    0x4bf, 0x8d, 0x3, 0x2, 0x2, 0x2, 0x4c0, 0x4c1, 0x7, 0x5d, 0x2, 0x2, 
    0x4c1, 0x4c5, 0x5, 0x94, 0x4b, 0x2, 0x4c2, 0x4c3, 0x7, 0x93, 0x2, 0x2, 
    0x4c3, 0x4c5, 0x5, 0xd4, 0x6b, 0x2, 0x4c4, 0x4c0, 0x3, 0x2, 0x2, 0x2, 
    0x4c4, 0x4c2, 0x3, 0x2, 0x2, 0x2, 0x4c5, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x4c6, 
    0x4c7, 0x5, 0xc4, 0x63, 0x2, 0x4c7, 0x4d0, 0x7, 0xb3, 0x2, 0x2, 0x4c8, 
    0x4cd, 0x5, 0x94, 0x4b, 0x2, 0x4c9, 0x4ca, 0x7, 0xb7, 0x2, 0x2, 0x4ca, 
    0x4cc, 0x5, 0x94, 0x4b, 0x2, 0x4cb, 0x4c9, 0x3, 0x2, 0x2, 0x2, 0x4cc, 
    0x4cf, 0x3, 0x2, 0x2, 0x2, 0x4cd, 0x4cb, 0x3, 0x2, 0x2, 0x2, 0x4cd, 
    0x4ce, 0x3, 0x2, 0x2, 0x2, 0x4ce, 0x4d1, 0x3, 0x2, 0x2, 0x2, 0x4cf, 
    0x4cd, 0x3, 0x2, 0x2, 0x2, 0x4d0, 0x4c8, 0x3, 0x2, 0x2, 0x2, 0x4d0, 
    0x4d1, 0x3, 0x2, 0x2, 0x2, 0x4d1, 0x4d2, 0x3, 0x2, 0x2, 0x2, 0x4d2, 
    0x4d4, 0x7, 0xb4, 0x2, 0x2, 0x4d3, 0x4d5, 0x5, 0x92, 0x4a, 0x2, 0x4d4, 
    0x4d3, 0x3, 0x2, 0x2, 0x2, 0x4d4, 0x4d5, 0x3, 0x2, 0x2, 0x2, 0x4d5, 
    0x4e7, 0x3, 0x2, 0x2, 0x2, 0x4d6, 0x4d8, 0x5, 0xd2, 0x6a, 0x2, 0x4d7, 
    0x4d9, 0x5, 0x92, 0x4a, 0x2, 0x4d8, 0x4d7, 0x3, 0x2, 0x2, 0x2, 0x4d8, 
    0x4d9, 0x3, 0x2, 0x2, 0x2, 0x4d9, 0x4e7, 0x3, 0x2, 0x2, 0x2, 0x4da, 
    0x4db, 0x7, 0xb3, 0x2, 0x2, 0x4db, 0x4dc, 0x5, 0x68, 0x35, 0x2, 0x4dc, 
    0x4de, 0x7, 0xb4, 0x2, 0x2, 0x4dd, 0x4df, 0x5, 0x92, 0x4a, 0x2, 0x4de, 
    0x4dd, 0x3, 0x2, 0x2, 0x2, 0x4de, 0x4df, 0x3, 0x2, 0x2, 0x2, 0x4df, 
    0x4e7, 0x3, 0x2, 0x2, 0x2, 0x4e0, 0x4e1, 0x7, 0xb3, 0x2, 0x2, 0x4e1, 
    0x4e2, 0x5, 0x88, 0x45, 0x2, 0x4e2, 0x4e4, 0x7, 0xb4, 0x2, 0x2, 0x4e3, 
    0x4e5, 0x5, 0x92, 0x4a, 0x2, 0x4e4, 0x4e3, 0x3, 0x2, 0x2, 0x2, 0x4e4, 
    0x4e5, 0x3, 0x2, 0x2, 0x2, 0x4e5, 0x4e7, 0x3, 0x2, 0x2, 0x2, 0x4e6, 
    0x4c6, 0x3, 0x2, 0x2, 0x2, 0x4e6, 0x4d6, 0x3, 0x2, 0x2, 0x2, 0x4e6, 
    0x4da, 0x3, 0x2, 0x2, 0x2, 0x4e6, 0x4e0, 0x3, 0x2, 0x2, 0x2, 0x4e7, 
    0x91, 0x3, 0x2, 0x2, 0x2, 0x4e8, 0x4ea, 0x7, 0xc, 0x2, 0x2, 0x4e9, 0x4e8, 
    0x3, 0x2, 0x2, 0x2, 0x4e9, 0x4ea, 0x3, 0x2, 0x2, 0x2, 0x4ea, 0x4eb, 
    0x3, 0x2, 0x2, 0x2, 0x4eb, 0x4ed, 0x5, 0xd6, 0x6c, 0x2, 0x4ec, 0x4ee, 
    0x5, 0xd4, 0x6b, 0x2, 0x4ed, 0x4ec, 0x3, 0x2, 0x2, 0x2, 0x4ed, 0x4ee, 
    0x3, 0x2, 0x2, 0x2, 0x4ee, 0x93, 0x3, 0x2, 0x2, 0x2, 0x4ef, 0x4f0, 0x5, 
    0x96, 0x4c, 0x2, 0x4f0, 0x95, 0x3, 0x2, 0x2, 0x2, 0x4f1, 0x4f6, 0x5, 
    0x98, 0x4d, 0x2, 0x4f2, 0x4f3, 0x7, 0x60, 0x2, 0x2, 0x4f3, 0x4f5, 0x5, 
    0x98, 0x4d, 0x2, 0x4f4, 0x4f2, 0x3, 0x2, 0x2, 0x2, 0x4f5, 0x4f8, 0x3, 
    0x2, 0x2, 0x2, 0x4f6, 0x4f4, 0x3, 0x2, 0x2, 0x2, 0x4f6, 0x4f7, 0x3, 
    0x2, 0x2, 0x2, 0x4f7, 0x97, 0x3, 0x2, 0x2, 0x2, 0x4f8, 0x4f6, 0x3, 0x2, 
    0x2, 0x2, 0x4f9, 0x4fe, 0x5, 0x9a, 0x4e, 0x2, 0x4fa, 0x4fb, 0x7, 0x9, 
    0x2, 0x2, 0x4fb, 0x4fd, 0x5, 0x9a, 0x4e, 0x2, 0x4fc, 0x4fa, 0x3, 0x2, 
    0x2, 0x2, 0x4fd, 0x500, 0x3, 0x2, 0x2, 0x2, 0x4fe, 0x4fc, 0x3, 0x2, 
    0x2, 0x2, 0x4fe, 0x4ff, 0x3, 0x2, 0x2, 0x2, 0x4ff, 0x99, 0x3, 0x2, 0x2, 
    0x2, 0x500, 0x4fe, 0x3, 0x2, 0x2, 0x2, 0x501, 0x502, 0x7, 0x58, 0x2, 
    0x2, 0x502, 0x505, 0x5, 0x9a, 0x4e, 0x2, 0x503, 0x505, 0x5, 0x9c, 0x4f, 
    0x2, 0x504, 0x501, 0x3, 0x2, 0x2, 0x2, 0x504, 0x503, 0x3, 0x2, 0x2, 
    0x2, 0x505, 0x9b, 0x3, 0x2, 0x2, 0x2, 0x506, 0x50a, 0x5, 0xa0, 0x51, 
    0x2, 0x507, 0x509, 0x5, 0x9e, 0x50, 0x2, 0x508, 0x507, 0x3, 0x2, 0x2, 
    0x2, 0x509, 0x50c, 0x3, 0x2, 0x2, 0x2, 0x50a, 0x508, 0x3, 0x2, 0x2, 
    0x2, 0x50a, 0x50b, 0x3, 0x2, 0x2, 0x2, 0x50b, 0x9d, 0x3, 0x2, 0x2, 0x2, 
    0x50c, 0x50a, 0x3, 0x2, 0x2, 0x2, 0x50d, 0x50f, 0x7, 0x4a, 0x2, 0x2, 
    0x50e, 0x510, 0x7, 0x58, 0x2, 0x2, 0x50f, 0x50e, 0x3, 0x2, 0x2, 0x2, 
    0x50f, 0x510, 0x3, 0x2, 0x2, 0x2, 0x510, 0x511, 0x3, 0x2, 0x2, 0x2, 
    0x511, 0x529, 0x7, 0x5a, 0x2, 0x2, 0x512, 0x514, 0x7, 0x4a, 0x2, 0x2, 
    0x513, 0x515, 0x7, 0x58, 0x2, 0x2, 0x514, 0x513, 0x3, 0x2, 0x2, 0x2, 
    0x514, 0x515, 0x3, 0x2, 0x2, 0x2, 0x515, 0x516, 0x3, 0x2, 0x2, 0x2, 
    0x516, 0x529, 0x7, 0x90, 0x2, 0x2, 0x517, 0x519, 0x7, 0x4a, 0x2, 0x2, 
    0x518, 0x51a, 0x7, 0x58, 0x2, 0x2, 0x519, 0x518, 0x3, 0x2, 0x2, 0x2, 
    0x519, 0x51a, 0x3, 0x2, 0x2, 0x2, 0x51a, 0x51b, 0x3, 0x2, 0x2, 0x2, 
    0x51b, 0x529, 0x7, 0x8b, 0x2, 0x2, 0x51c, 0x51e, 0x7, 0x4a, 0x2, 0x2, 
    0x51d, 0x51f, 0x7, 0x58, 0x2, 0x2, 0x51e, 0x51d, 0x3, 0x2, 0x2, 0x2, 
    0x51e, 0x51f, 0x3, 0x2, 0x2, 0x2, 0x51f, 0x520, 0x3, 0x2, 0x2, 0x2, 
    0x520, 0x529, 0x7, 0x35, 0x2, 0x2, 0x521, 0x523, 0x7, 0x4a, 0x2, 0x2, 
    0x522, 0x524, 0x7, 0x58, 0x2, 0x2, 0x523, 0x522, 0x3, 0x2, 0x2, 0x2, 
    0x523, 0x524, 0x3, 0x2, 0x2, 0x2, 0x524, 0x525, 0x3, 0x2, 0x2, 0x2, 
    0x525, 0x526, 0x7, 0x29, 0x2, 0x2, 0x526, 0x527, 0x7, 0x3a, 0x2, 0x2, 
    0x527, 0x529, 0x5, 0xa0, 0x51, 0x2, 0x528, 0x50d, 0x3, 0x2, 0x2, 0x2, 
    0x528, 0x512, 0x3, 0x2, 0x2, 0x2, 0x528, 0x517, 0x3, 0x2, 0x2, 0x2, 
    0x528, 0x51c, 0x3, 0x2, 0x2, 0x2, 0x528, 0x521, 0x3, 0x2, 0x2, 0x2, 
    0x529, 0x9f, 0x3, 0x2, 0x2, 0x2, 0x52a, 0x52e, 0x5, 0xa6, 0x54, 0x2, 
    0x52b, 0x52c, 0x5, 0xa4, 0x53, 0x2, 0x52c, 0x52d, 0x5, 0xa2, 0x52, 0x2, 
    0x52d, 0x52f, 0x3, 0x2, 0x2, 0x2, 0x52e, 0x52b, 0x3, 0x2, 0x2, 0x2, 
    0x52e, 0x52f, 0x3, 0x2, 0x2, 0x2, 0x52f, 0xa1, 0x3, 0x2, 0x2, 0x2, 0x530, 
    0x531, 0x9, 0x16, 0x2, 0x2, 0x531, 0x532, 0x7, 0xb3, 0x2, 0x2, 0x532, 
    0x533, 0x5, 0x68, 0x35, 0x2, 0x533, 0x534, 0x7, 0xb4, 0x2, 0x2, 0x534, 
    0x53c, 0x3, 0x2, 0x2, 0x2, 0x535, 0x536, 0x9, 0x16, 0x2, 0x2, 0x536, 
    0x537, 0x7, 0xb3, 0x2, 0x2, 0x537, 0x538, 0x5, 0x94, 0x4b, 0x2, 0x538, 
    0x539, 0x7, 0xb4, 0x2, 0x2, 0x539, 0x53c, 0x3, 0x2, 0x2, 0x2, 0x53a, 
    0x53c, 0x5, 0xa6, 0x54, 0x2, 0x53b, 0x530, 0x3, 0x2, 0x2, 0x2, 0x53b, 
    0x535, 0x3, 0x2, 0x2, 0x2, 0x53b, 0x53a, 0x3, 0x2, 0x2, 0x2, 0x53c, 
    0xa3, 0x3, 0x2, 0x2, 0x2, 0x53d, 0x53e, 0x9, 0x17, 0x2, 0x2, 0x53e, 
    0xa5, 0x3, 0x2, 0x2, 0x2, 0x53f, 0x541, 0x5, 0xaa, 0x56, 0x2, 0x540, 
    0x542, 0x5, 0xa8, 0x55, 0x2, 0x541, 0x540, 0x3, 0x2, 0x2, 0x2, 0x541, 
    0x542, 0x3, 0x2, 0x2, 0x2, 0x542, 0xa7, 0x3, 0x2, 0x2, 0x2, 0x543, 0x545, 
    0x7, 0x58, 0x2, 0x2, 0x544, 0x543, 0x3, 0x2, 0x2, 0x2, 0x544, 0x545, 
    0x3, 0x2, 0x2, 0x2, 0x545, 0x546, 0x3, 0x2, 0x2, 0x2, 0x546, 0x548, 
    0x7, 0xf, 0x2, 0x2, 0x547, 0x549, 0x7, 0x82, 0x2, 0x2, 0x548, 0x547, 
    0x3, 0x2, 0x2, 0x2, 0x548, 0x549, 0x3, 0x2, 0x2, 0x2, 0x549, 0x54a, 
    0x3, 0x2, 0x2, 0x2, 0x54a, 0x54b, 0x5, 0xaa, 0x56, 0x2, 0x54b, 0x54c, 
    0x7, 0x9, 0x2, 0x2, 0x54c, 0x54d, 0x5, 0xaa, 0x56, 0x2, 0x54d, 0x56f, 
    0x3, 0x2, 0x2, 0x2, 0x54e, 0x550, 0x7, 0x58, 0x2, 0x2, 0x54f, 0x54e, 
    0x3, 0x2, 0x2, 0x2, 0x54f, 0x550, 0x3, 0x2, 0x2, 0x2, 0x550, 0x551, 
    0x3, 0x2, 0x2, 0x2, 0x551, 0x552, 0x7, 0x43, 0x2, 0x2, 0x552, 0x553, 
    0x7, 0xb3, 0x2, 0x2, 0x553, 0x554, 0x5, 0x68, 0x35, 0x2, 0x554, 0x555, 
    0x7, 0xb4, 0x2, 0x2, 0x555, 0x56f, 0x3, 0x2, 0x2, 0x2, 0x556, 0x558, 
    0x7, 0x58, 0x2, 0x2, 0x557, 0x556, 0x3, 0x2, 0x2, 0x2, 0x557, 0x558, 
    0x3, 0x2, 0x2, 0x2, 0x558, 0x559, 0x3, 0x2, 0x2, 0x2, 0x559, 0x55a, 
    0x7, 0x43, 0x2, 0x2, 0x55a, 0x55b, 0x7, 0xb3, 0x2, 0x2, 0x55b, 0x560, 
    0x5, 0x94, 0x4b, 0x2, 0x55c, 0x55d, 0x7, 0xb7, 0x2, 0x2, 0x55d, 0x55f, 
    0x5, 0x94, 0x4b, 0x2, 0x55e, 0x55c, 0x3, 0x2, 0x2, 0x2, 0x55f, 0x562, 
    0x3, 0x2, 0x2, 0x2, 0x560, 0x55e, 0x3, 0x2, 0x2, 0x2, 0x560, 0x561, 
    0x3, 0x2, 0x2, 0x2, 0x561, 0x563, 0x3, 0x2, 0x2, 0x2, 0x562, 0x560, 
    0x3, 0x2, 0x2, 0x2, 0x563, 0x564, 0x7, 0xb4, 0x2, 0x2, 0x564, 0x56f, 
    0x3, 0x2, 0x2, 0x2, 0x565, 0x567, 0x7, 0x58, 0x2, 0x2, 0x566, 0x565, 
    0x3, 0x2, 0x2, 0x2, 0x566, 0x567, 0x3, 0x2, 0x2, 0x2, 0x567, 0x568, 
    0x3, 0x2, 0x2, 0x2, 0x568, 0x569, 0x9, 0x18, 0x2, 0x2, 0x569, 0x56c, 
    0x5, 0xaa, 0x56, 0x2, 0x56a, 0x56b, 0x7, 0x30, 0x2, 0x2, 0x56b, 0x56d, 
    0x5, 0xaa, 0x56, 0x2, 0x56c, 0x56a, 0x3, 0x2, 0x2, 0x2, 0x56c, 0x56d, 
    0x3, 0x2, 0x2, 0x2, 0x56d, 0x56f, 0x3, 0x2, 0x2, 0x2, 0x56e, 0x544, 
    0x3, 0x2, 0x2, 0x2, 0x56e, 0x54f, 0x3, 0x2, 0x2, 0x2, 0x56e, 0x557, 
    0x3, 0x2, 0x2, 0x2, 0x56e, 0x566, 0x3, 0x2, 0x2, 0x2, 0x56f, 0xa9, 0x3, 
    0x2, 0x2, 0x2, 0x570, 0x576, 0x5, 0xb0, 0x59, 0x2, 0x571, 0x572, 0x5, 
    0xac, 0x57, 0x2, 0x572, 0x573, 0x5, 0xb0, 0x59, 0x2, 0x573, 0x575, 0x3, 
    0x2, 0x2, 0x2, 0x574, 0x571, 0x3, 0x2, 0x2, 0x2, 0x575, 0x578, 0x3, 
    0x2, 0x2, 0x2, 0x576, 0x574, 0x3, 0x2, 0x2, 0x2, 0x576, 0x577, 0x3, 
    0x2, 0x2, 0x2, 0x577, 0xab, 0x3, 0x2, 0x2, 0x2, 0x578, 0x576, 0x3, 0x2, 
    0x2, 0x2, 0x579, 0x58c, 0x7, 0xa0, 0x2, 0x2, 0x57a, 0x58c, 0x7, 0xa1, 
    0x2, 0x2, 0x57b, 0x58c, 0x7, 0xa2, 0x2, 0x2, 0x57c, 0x58c, 0x7, 0xa3, 
    0x2, 0x2, 0x57d, 0x58c, 0x7, 0xa4, 0x2, 0x2, 0x57e, 0x58c, 0x7, 0xa5, 
    0x2, 0x2, 0x57f, 0x58c, 0x7, 0xa6, 0x2, 0x2, 0x580, 0x58c, 0x7, 0xa7, 
    0x2, 0x2, 0x581, 0x582, 0x7, 0x5f, 0x2, 0x2, 0x582, 0x586, 0x7, 0xb3, 
    0x2, 0x2, 0x583, 0x584, 0x5, 0xd6, 0x6c, 0x2, 0x584, 0x585, 0x7, 0xb8, 
    0x2, 0x2, 0x585, 0x587, 0x3, 0x2, 0x2, 0x2, 0x586, 0x583, 0x3, 0x2, 
    0x2, 0x2, 0x586, 0x587, 0x3, 0x2, 0x2, 0x2, 0x587, 0x588, 0x3, 0x2, 
    0x2, 0x2, 0x588, 0x589, 0x5, 0xae, 0x58, 0x2, 0x589, 0x58a, 0x7, 0xb4, 
    0x2, 0x2, 0x58a, 0x58c, 0x3, 0x2, 0x2, 0x2, 0x58b, 0x579, 0x3, 0x2, 
    0x2, 0x2, 0x58b, 0x57a, 0x3, 0x2, 0x2, 0x2, 0x58b, 0x57b, 0x3, 0x2, 
    0x2, 0x2, 0x58b, 0x57c, 0x3, 0x2, 0x2, 0x2, 0x58b, 0x57d, 0x3, 0x2, 
    0x2, 0x2, 0x58b, 0x57e, 0x3, 0x2, 0x2, 0x2, 0x58b, 0x57f, 0x3, 0x2, 
    0x2, 0x2, 0x58b, 0x580, 0x3, 0x2, 0x2, 0x2, 0x58b, 0x581, 0x3, 0x2, 
    0x2, 0x2, 0x58c, 0xad, 0x3, 0x2, 0x2, 0x2, 0x58d, 0x58e, 0x9, 0x19, 
    0x2, 0x2, 0x58e, 0xaf, 0x3, 0x2, 0x2, 0x2, 0x58f, 0x594, 0x5, 0xb2, 
    0x5a, 0x2, 0x590, 0x591, 0x9, 0x1a, 0x2, 0x2, 0x591, 0x593, 0x5, 0xb2, 
    0x5a, 0x2, 0x592, 0x590, 0x3, 0x2, 0x2, 0x2, 0x593, 0x596, 0x3, 0x2, 
    0x2, 0x2, 0x594, 0x592, 0x3, 0x2, 0x2, 0x2, 0x594, 0x595, 0x3, 0x2, 
    0x2, 0x2, 0x595, 0xb1, 0x3, 0x2, 0x2, 0x2, 0x596, 0x594, 0x3, 0x2, 0x2, 
    0x2, 0x597, 0x59c, 0x5, 0xb4, 0x5b, 0x2, 0x598, 0x599, 0x9, 0x1b, 0x2, 
    0x2, 0x599, 0x59b, 0x5, 0xb4, 0x5b, 0x2, 0x59a, 0x598, 0x3, 0x2, 0x2, 
    0x2, 0x59b, 0x59e, 0x3, 0x2, 0x2, 0x2, 0x59c, 0x59a, 0x3, 0x2, 0x2, 
    0x2, 0x59c, 0x59d, 0x3, 0x2, 0x2, 0x2, 0x59d, 0xb3, 0x3, 0x2, 0x2, 0x2, 
    0x59e, 0x59c, 0x3, 0x2, 0x2, 0x2, 0x59f, 0x5a0, 0x9, 0x1a, 0x2, 0x2, 
    0x5a0, 0x5a3, 0x5, 0xb4, 0x5b, 0x2, 0x5a1, 0x5a3, 0x5, 0xb6, 0x5c, 0x2, 
    0x5a2, 0x59f, 0x3, 0x2, 0x2, 0x2, 0x5a2, 0x5a1, 0x3, 0x2, 0x2, 0x2, 
    0x5a3, 0xb5, 0x3, 0x2, 0x2, 0x2, 0x5a4, 0x5a8, 0x5, 0xba, 0x5e, 0x2, 
    0x5a5, 0x5a7, 0x5, 0xb8, 0x5d, 0x2, 0x5a6, 0x5a5, 0x3, 0x2, 0x2, 0x2, 
    0x5a7, 0x5aa, 0x3, 0x2, 0x2, 0x2, 0x5a8, 0x5a6, 0x3, 0x2, 0x2, 0x2, 
    0x5a8, 0x5a9, 0x3, 0x2, 0x2, 0x2, 0x5a9, 0xb7, 0x3, 0x2, 0x2, 0x2, 0x5aa, 
    0x5a8, 0x3, 0x2, 0x2, 0x2, 0x5ab, 0x5ac, 0x7, 0x9f, 0x2, 0x2, 0x5ac, 
    0x5b9, 0x5, 0xca, 0x66, 0x2, 0x5ad, 0x5ae, 0x7, 0xb5, 0x2, 0x2, 0x5ae, 
    0x5af, 0x5, 0x94, 0x4b, 0x2, 0x5af, 0x5b0, 0x7, 0xb6, 0x2, 0x2, 0x5b0, 
    0x5b9, 0x3, 0x2, 0x2, 0x2, 0x5b1, 0x5b5, 0x7, 0x18, 0x2, 0x2, 0x5b2, 
    0x5b3, 0x5, 0xd6, 0x6c, 0x2, 0x5b3, 0x5b4, 0x7, 0xb8, 0x2, 0x2, 0x5b4, 
    0x5b6, 0x3, 0x2, 0x2, 0x2, 0x5b5, 0x5b2, 0x3, 0x2, 0x2, 0x2, 0x5b5, 
    0x5b6, 0x3, 0x2, 0x2, 0x2, 0x5b6, 0x5b7, 0x3, 0x2, 0x2, 0x2, 0x5b7, 
    0x5b9, 0x5, 0xd8, 0x6d, 0x2, 0x5b8, 0x5ab, 0x3, 0x2, 0x2, 0x2, 0x5b8, 
    0x5ad, 0x3, 0x2, 0x2, 0x2, 0x5b8, 0x5b1, 0x3, 0x2, 0x2, 0x2, 0x5b9, 
    0xb9, 0x3, 0x2, 0x2, 0x2, 0x5ba, 0x631, 0x5, 0xc6, 0x64, 0x2, 0x5bb, 
    0x631, 0x7, 0xba, 0x2, 0x2, 0x5bc, 0x5bd, 0x5, 0xd0, 0x69, 0x2, 0x5bd, 
    0x5be, 0x9, 0x1c, 0x2, 0x2, 0x5be, 0x631, 0x3, 0x2, 0x2, 0x2, 0x5bf, 
    0x5c0, 0x7, 0x15, 0x2, 0x2, 0x5c0, 0x5c1, 0x7, 0xb3, 0x2, 0x2, 0x5c1, 
    0x5c2, 0x5, 0x94, 0x4b, 0x2, 0x5c2, 0x5c3, 0x7, 0xc, 0x2, 0x2, 0x5c3, 
    0x5c4, 0x5, 0xca, 0x66, 0x2, 0x5c4, 0x5c5, 0x7, 0xb4, 0x2, 0x2, 0x5c5, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x5c6, 0x5c8, 0x7, 0x14, 0x2, 0x2, 0x5c7, 
    0x5c9, 0x5, 0x94, 0x4b, 0x2, 0x5c8, 0x5c7, 0x3, 0x2, 0x2, 0x2, 0x5c8, 
    0x5c9, 0x3, 0x2, 0x2, 0x2, 0x5c9, 0x5cb, 0x3, 0x2, 0x2, 0x2, 0x5ca, 
    0x5cc, 0x5, 0xbe, 0x60, 0x2, 0x5cb, 0x5ca, 0x3, 0x2, 0x2, 0x2, 0x5cc, 
    0x5cd, 0x3, 0x2, 0x2, 0x2, 0x5cd, 0x5cb, 0x3, 0x2, 0x2, 0x2, 0x5cd, 
    0x5ce, 0x3, 0x2, 0x2, 0x2, 0x5ce, 0x5d1, 0x3, 0x2, 0x2, 0x2, 0x5cf, 
    0x5d0, 0x7, 0x2d, 0x2, 0x2, 0x5d0, 0x5d2, 0x5, 0x94, 0x4b, 0x2, 0x5d1, 
    0x5cf, 0x3, 0x2, 0x2, 0x2, 0x5d1, 0x5d2, 0x3, 0x2, 0x2, 0x2, 0x5d2, 
    0x5d3, 0x3, 0x2, 0x2, 0x2, 0x5d3, 0x5d4, 0x7, 0x2f, 0x2, 0x2, 0x5d4, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x5d5, 0x5d6, 0x7, 0x32, 0x2, 0x2, 0x5d6, 
    0x5d7, 0x7, 0xb3, 0x2, 0x2, 0x5d7, 0x5d8, 0x5, 0x68, 0x35, 0x2, 0x5d8, 
    0x5d9, 0x7, 0xb4, 0x2, 0x2, 0x5d9, 0x631, 0x3, 0x2, 0x2, 0x2, 0x5da, 
    0x5db, 0x7, 0xb, 0x2, 0x2, 0x5db, 0x5e4, 0x7, 0xb5, 0x2, 0x2, 0x5dc, 
    0x5e1, 0x5, 0x94, 0x4b, 0x2, 0x5dd, 0x5de, 0x7, 0xb7, 0x2, 0x2, 0x5de, 
    0x5e0, 0x5, 0x94, 0x4b, 0x2, 0x5df, 0x5dd, 0x3, 0x2, 0x2, 0x2, 0x5e0, 
    0x5e3, 0x3, 0x2, 0x2, 0x2, 0x5e1, 0x5df, 0x3, 0x2, 0x2, 0x2, 0x5e1, 
    0x5e2, 0x3, 0x2, 0x2, 0x2, 0x5e2, 0x5e5, 0x3, 0x2, 0x2, 0x2, 0x5e3, 
    0x5e1, 0x3, 0x2, 0x2, 0x2, 0x5e4, 0x5dc, 0x3, 0x2, 0x2, 0x2, 0x5e4, 
    0x5e5, 0x3, 0x2, 0x2, 0x2, 0x5e5, 0x5e6, 0x3, 0x2, 0x2, 0x2, 0x5e6, 
    0x631, 0x7, 0xb6, 0x2, 0x2, 0x5e7, 0x5e8, 0x7, 0xb, 0x2, 0x2, 0x5e8, 
    0x5e9, 0x7, 0xb3, 0x2, 0x2, 0x5e9, 0x5ea, 0x5, 0x68, 0x35, 0x2, 0x5ea, 
    0x5eb, 0x7, 0xb4, 0x2, 0x2, 0x5eb, 0x631, 0x3, 0x2, 0x2, 0x2, 0x5ec, 
    0x5ed, 0x7, 0x67, 0x2, 0x2, 0x5ed, 0x5ee, 0x7, 0xb3, 0x2, 0x2, 0x5ee, 
    0x5ef, 0x5, 0xaa, 0x56, 0x2, 0x5ef, 0x5f0, 0x7, 0x43, 0x2, 0x2, 0x5f0, 
    0x5f1, 0x5, 0xaa, 0x56, 0x2, 0x5f1, 0x5f2, 0x7, 0xb4, 0x2, 0x2, 0x5f2, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x5f3, 0x5f4, 0x7, 0x34, 0x2, 0x2, 0x5f4, 
    0x5f7, 0x7, 0xb3, 0x2, 0x2, 0x5f5, 0x5f8, 0x5, 0xd6, 0x6c, 0x2, 0x5f6, 
    0x5f8, 0x7, 0xbd, 0x2, 0x2, 0x5f7, 0x5f5, 0x3, 0x2, 0x2, 0x2, 0x5f7, 
    0x5f6, 0x3, 0x2, 0x2, 0x2, 0x5f8, 0x5f9, 0x3, 0x2, 0x2, 0x2, 0x5f9, 
    0x5fa, 0x7, 0x3a, 0x2, 0x2, 0x5fa, 0x5fb, 0x5, 0x94, 0x4b, 0x2, 0x5fb, 
    0x5fc, 0x7, 0xb4, 0x2, 0x2, 0x5fc, 0x631, 0x3, 0x2, 0x2, 0x2, 0x5fd, 
    0x5fe, 0x7, 0x81, 0x2, 0x2, 0x5fe, 0x5ff, 0x7, 0xb3, 0x2, 0x2, 0x5ff, 
    0x60c, 0x5, 0x94, 0x4b, 0x2, 0x600, 0x601, 0x7, 0x3a, 0x2, 0x2, 0x601, 
    0x604, 0x5, 0x94, 0x4b, 0x2, 0x602, 0x603, 0x7, 0x38, 0x2, 0x2, 0x603, 
    0x605, 0x5, 0x94, 0x4b, 0x2, 0x604, 0x602, 0x3, 0x2, 0x2, 0x2, 0x604, 
    0x605, 0x3, 0x2, 0x2, 0x2, 0x605, 0x60d, 0x3, 0x2, 0x2, 0x2, 0x606, 
    0x607, 0x7, 0x38, 0x2, 0x2, 0x607, 0x60a, 0x5, 0x94, 0x4b, 0x2, 0x608, 
    0x609, 0x7, 0x3a, 0x2, 0x2, 0x609, 0x60b, 0x5, 0x94, 0x4b, 0x2, 0x60a, 
    0x608, 0x3, 0x2, 0x2, 0x2, 0x60a, 0x60b, 0x3, 0x2, 0x2, 0x2, 0x60b, 
    0x60d, 0x3, 0x2, 0x2, 0x2, 0x60c, 0x600, 0x3, 0x2, 0x2, 0x2, 0x60c, 
    0x606, 0x3, 0x2, 0x2, 0x2, 0x60d, 0x60e, 0x3, 0x2, 0x2, 0x2, 0x60e, 
    0x60f, 0x7, 0xb4, 0x2, 0x2, 0x60f, 0x631, 0x3, 0x2, 0x2, 0x2, 0x610, 
    0x611, 0x7, 0x8a, 0x2, 0x2, 0x611, 0x613, 0x7, 0xb3, 0x2, 0x2, 0x612, 
    0x614, 0x5, 0xbc, 0x5f, 0x2, 0x613, 0x612, 0x3, 0x2, 0x2, 0x2, 0x613, 
    0x614, 0x3, 0x2, 0x2, 0x2, 0x614, 0x616, 0x3, 0x2, 0x2, 0x2, 0x615, 
    0x617, 0x5, 0x94, 0x4b, 0x2, 0x616, 0x615, 0x3, 0x2, 0x2, 0x2, 0x616, 
    0x617, 0x3, 0x2, 0x2, 0x2, 0x617, 0x618, 0x3, 0x2, 0x2, 0x2, 0x618, 
    0x619, 0x7, 0x3a, 0x2, 0x2, 0x619, 0x61a, 0x5, 0x94, 0x4b, 0x2, 0x61a, 
    0x61b, 0x7, 0xb4, 0x2, 0x2, 0x61b, 0x631, 0x3, 0x2, 0x2, 0x2, 0x61c, 
    0x61d, 0x7, 0x8a, 0x2, 0x2, 0x61d, 0x61e, 0x7, 0xb3, 0x2, 0x2, 0x61e, 
    0x61f, 0x5, 0xbc, 0x5f, 0x2, 0x61f, 0x620, 0x5, 0x94, 0x4b, 0x2, 0x620, 
    0x621, 0x7, 0xb4, 0x2, 0x2, 0x621, 0x631, 0x3, 0x2, 0x2, 0x2, 0x622, 
    0x631, 0x5, 0xc0, 0x61, 0x2, 0x623, 0x624, 0x7, 0xb3, 0x2, 0x2, 0x624, 
    0x625, 0x5, 0x68, 0x35, 0x2, 0x625, 0x626, 0x7, 0xb4, 0x2, 0x2, 0x626, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x627, 0x628, 0x7, 0xb3, 0x2, 0x2, 0x628, 
    0x629, 0x5, 0x94, 0x4b, 0x2, 0x629, 0x62a, 0x7, 0xb4, 0x2, 0x2, 0x62a, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x62b, 0x62e, 0x5, 0xd6, 0x6c, 0x2, 0x62c, 
    0x62d, 0x7, 0xb8, 0x2, 0x2, 0x62d, 0x62f, 0x5, 0xd6, 0x6c, 0x2, 0x62e, 
    0x62c, 0x3, 0x2, 0x2, 0x2, 0x62e, 0x62f, 0x3, 0x2, 0x2, 0x2, 0x62f, 
    0x631, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5ba, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x5bb, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5bc, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x5bf, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5c6, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x5d5, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5da, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x5e7, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5ec, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x5f3, 0x3, 0x2, 0x2, 0x2, 0x630, 0x5fd, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x610, 0x3, 0x2, 0x2, 0x2, 0x630, 0x61c, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x622, 0x3, 0x2, 0x2, 0x2, 0x630, 0x623, 0x3, 0x2, 0x2, 0x2, 0x630, 
    0x627, 0x3, 0x2, 0x2, 0x2, 0x630, 0x62b, 0x3, 0x2, 0x2, 0x2, 0x631, 
    0xbb, 0x3, 0x2, 0x2, 0x2, 0x632, 0x633, 0x9, 0x1d, 0x2, 0x2, 0x633, 
    0xbd, 0x3, 0x2, 0x2, 0x2, 0x634, 0x635, 0x7, 0x98, 0x2, 0x2, 0x635, 
    0x636, 0x5, 0x94, 0x4b, 0x2, 0x636, 0x637, 0x7, 0x85, 0x2, 0x2, 0x637, 
    0x638, 0x5, 0x94, 0x4b, 0x2, 0x638, 0xbf, 0x3, 0x2, 0x2, 0x2, 0x639, 
    0x63a, 0x5, 0xc4, 0x63, 0x2, 0x63a, 0x63b, 0x7, 0xb3, 0x2, 0x2, 0x63b, 
    0x63c, 0x7, 0xb0, 0x2, 0x2, 0x63c, 0x63e, 0x7, 0xb4, 0x2, 0x2, 0x63d, 
    0x63f, 0x5, 0xc2, 0x62, 0x2, 0x63e, 0x63d, 0x3, 0x2, 0x2, 0x2, 0x63e, 
    0x63f, 0x3, 0x2, 0x2, 0x2, 0x63f, 0x654, 0x3, 0x2, 0x2, 0x2, 0x640, 
    0x641, 0x5, 0xc4, 0x63, 0x2, 0x641, 0x64d, 0x7, 0xb3, 0x2, 0x2, 0x642, 
    0x644, 0x9, 0x12, 0x2, 0x2, 0x643, 0x642, 0x3, 0x2, 0x2, 0x2, 0x643, 
    0x644, 0x3, 0x2, 0x2, 0x2, 0x644, 0x645, 0x3, 0x2, 0x2, 0x2, 0x645, 
    0x64a, 0x5, 0x94, 0x4b, 0x2, 0x646, 0x647, 0x7, 0xb7, 0x2, 0x2, 0x647, 
    0x649, 0x5, 0x94, 0x4b, 0x2, 0x648, 0x646, 0x3, 0x2, 0x2, 0x2, 0x649, 
    0x64c, 0x3, 0x2, 0x2, 0x2, 0x64a, 0x648, 0x3, 0x2, 0x2, 0x2, 0x64a, 
    0x64b, 0x3, 0x2, 0x2, 0x2, 0x64b, 0x64e, 0x3, 0x2, 0x2, 0x2, 0x64c, 
    0x64a, 0x3, 0x2, 0x2, 0x2, 0x64d, 0x643, 0x3, 0x2, 0x2, 0x2, 0x64d, 
    0x64e, 0x3, 0x2, 0x2, 0x2, 0x64e, 0x64f, 0x3, 0x2, 0x2, 0x2, 0x64f, 
    0x651, 0x7, 0xb4, 0x2, 0x2, 0x650, 0x652, 0x5, 0xc2, 0x62, 0x2, 0x651, 
    0x650, 0x3, 0x2, 0x2, 0x2, 0x651, 0x652, 0x3, 0x2, 0x2, 0x2, 0x652, 
    0x654, 0x3, 0x2, 0x2, 0x2, 0x653, 0x639, 0x3, 0x2, 0x2, 0x2, 0x653, 
    0x640, 0x3, 0x2, 0x2, 0x2, 0x654, 0xc1, 0x3, 0x2, 0x2, 0x2, 0x655, 0x656, 
    0x7, 0x63, 0x2, 0x2, 0x656, 0x657, 0x7, 0xb3, 0x2, 0x2, 0x657, 0x658, 
    0x7, 0xb4, 0x2, 0x2, 0x658, 0xc3, 0x3, 0x2, 0x2, 0x2, 0x659, 0x65a, 
    0x5, 0xd6, 0x6c, 0x2, 0x65a, 0x65b, 0x7, 0xb8, 0x2, 0x2, 0x65b, 0x65d, 
    0x3, 0x2, 0x2, 0x2, 0x65c, 0x659, 0x3, 0x2, 0x2, 0x2, 0x65c, 0x65d, 
    0x3, 0x2, 0x2, 0x2, 0x65d, 0x661, 0x3, 0x2, 0x2, 0x2, 0x65e, 0x662, 
    0x5, 0xd6, 0x6c, 0x2, 0x65f, 0x662, 0x7, 0x50, 0x2, 0x2, 0x660, 0x662, 
    0x7, 0x72, 0x2, 0x2, 0x661, 0x65e, 0x3, 0x2, 0x2, 0x2, 0x661, 0x65f, 
    0x3, 0x2, 0x2, 0x2, 0x661, 0x660, 0x3, 0x2, 0x2, 0x2, 0x662, 0xc5, 0x3, 
    0x2, 0x2, 0x2, 0x663, 0x664, 0x9, 0x1e, 0x2, 0x2, 0x664, 0xc7, 0x3, 
    0x2, 0x2, 0x2, 0x665, 0x667, 0x9, 0x1a, 0x2, 0x2, 0x666, 0x665, 0x3, 
    0x2, 0x2, 0x2, 0x666, 0x667, 0x3, 0x2, 0x2, 0x2, 0x667, 0x668, 0x3, 
    0x2, 0x2, 0x2, 0x668, 0x669, 0x9, 0x1f, 0x2, 0x2, 0x669, 0xc9, 0x3, 
    0x2, 0x2, 0x2, 0x66a, 0x672, 0x5, 0xcc, 0x67, 0x2, 0x66b, 0x66d, 0x7, 
    0xb5, 0x2, 0x2, 0x66c, 0x66e, 0x7, 0xbb, 0x2, 0x2, 0x66d, 0x66c, 0x3, 
    0x2, 0x2, 0x2, 0x66d, 0x66e, 0x3, 0x2, 0x2, 0x2, 0x66e, 0x66f, 0x3, 
    0x2, 0x2, 0x2, 0x66f, 0x671, 0x7, 0xb6, 0x2, 0x2, 0x670, 0x66b, 0x3, 
    0x2, 0x2, 0x2, 0x671, 0x674, 0x3, 0x2, 0x2, 0x2, 0x672, 0x670, 0x3, 
    0x2, 0x2, 0x2, 0x672, 0x673, 0x3, 0x2, 0x2, 0x2, 0x673, 0xcb, 0x3, 0x2, 
    0x2, 0x2, 0x674, 0x672, 0x3, 0x2, 0x2, 0x2, 0x675, 0x676, 0x7, 0x2b, 
    0x2, 0x2, 0x676, 0x689, 0x7, 0x68, 0x2, 0x2, 0x677, 0x678, 0x5, 0xd6, 
    0x6c, 0x2, 0x678, 0x679, 0x7, 0xb8, 0x2, 0x2, 0x679, 0x67b, 0x3, 0x2, 
    0x2, 0x2, 0x67a, 0x677, 0x3, 0x2, 0x2, 0x2, 0x67a, 0x67b, 0x3, 0x2, 
    0x2, 0x2, 0x67b, 0x67c, 0x3, 0x2, 0x2, 0x2, 0x67c, 0x67e, 0x5, 0xd6, 
    0x6c, 0x2, 0x67d, 0x67f, 0x7, 0x96, 0x2, 0x2, 0x67e, 0x67d, 0x3, 0x2, 
    0x2, 0x2, 0x67e, 0x67f, 0x3, 0x2, 0x2, 0x2, 0x67f, 0x681, 0x3, 0x2, 
    0x2, 0x2, 0x680, 0x682, 0x5, 0xce, 0x68, 0x2, 0x681, 0x680, 0x3, 0x2, 
    0x2, 0x2, 0x681, 0x682, 0x3, 0x2, 0x2, 0x2, 0x682, 0x686, 0x3, 0x2, 
    0x2, 0x2, 0x683, 0x684, 0x9, 0x20, 0x2, 0x2, 0x684, 0x685, 0x7, 0x86, 
    0x2, 0x2, 0x685, 0x687, 0x7, 0x9e, 0x2, 0x2, 0x686, 0x683, 0x3, 0x2, 
    0x2, 0x2, 0x686, 0x687, 0x3, 0x2, 0x2, 0x2, 0x687, 0x689, 0x3, 0x2, 
    0x2, 0x2, 0x688, 0x675, 0x3, 0x2, 0x2, 0x2, 0x688, 0x67a, 0x3, 0x2, 
    0x2, 0x2, 0x689, 0xcd, 0x3, 0x2, 0x2, 0x2, 0x68a, 0x68b, 0x7, 0xb3, 
    0x2, 0x2, 0x68b, 0x690, 0x7, 0xbb, 0x2, 0x2, 0x68c, 0x68d, 0x7, 0xb7, 
    0x2, 0x2, 0x68d, 0x68f, 0x7, 0xbb, 0x2, 0x2, 0x68e, 0x68c, 0x3, 0x2, 
    0x2, 0x2, 0x68f, 0x692, 0x3, 0x2, 0x2, 0x2, 0x690, 0x68e, 0x3, 0x2, 
    0x2, 0x2, 0x690, 0x691, 0x3, 0x2, 0x2, 0x2, 0x691, 0x693, 0x3, 0x2, 
    0x2, 0x2, 0x692, 0x690, 0x3, 0x2, 0x2, 0x2, 0x693, 0x694, 0x7, 0xb4, 
    0x2, 0x2, 0x694, 0xcf, 0x3, 0x2, 0x2, 0x2, 0x695, 0x696, 0x7, 0x2b, 
    0x2, 0x2, 0x696, 0x69e, 0x7, 0x68, 0x2, 0x2, 0x697, 0x69b, 0x5, 0xd6, 
    0x6c, 0x2, 0x698, 0x699, 0x9, 0x20, 0x2, 0x2, 0x699, 0x69a, 0x7, 0x86, 
    0x2, 0x2, 0x69a, 0x69c, 0x7, 0x9e, 0x2, 0x2, 0x69b, 0x698, 0x3, 0x2, 
    0x2, 0x2, 0x69b, 0x69c, 0x3, 0x2, 0x2, 0x2, 0x69c, 0x69e, 0x3, 0x2, 
    0x2, 0x2, 0x69d, 0x695, 0x3, 0x2, 0x2, 0x2, 0x69d, 0x697, 0x3, 0x2, 
    0x2, 0x2, 0x69e, 0xd1, 0x3, 0x2, 0x2, 0x2, 0x69f, 0x6a2, 0x5, 0xd6, 
    0x6c, 0x2, 0x6a0, 0x6a1, 0x7, 0xb8, 0x2, 0x2, 0x6a1, 0x6a3, 0x5, 0xd6, 
    0x6c, 0x2, 0x6a2, 0x6a0, 0x3, 0x2, 0x2, 0x2, 0x6a2, 0x6a3, 0x3, 0x2, 
    0x2, 0x2, 0x6a3, 0xd3, 0x3, 0x2, 0x2, 0x2, 0x6a4, 0x6a5, 0x7, 0xb3, 
    0x2, 0x2, 0x6a5, 0x6aa, 0x5, 0xd6, 0x6c, 0x2, 0x6a6, 0x6a7, 0x7, 0xb7, 
    0x2, 0x2, 0x6a7, 0x6a9, 0x5, 0xd6, 0x6c, 0x2, 0x6a8, 0x6a6, 0x3, 0x2, 
    0x2, 0x2, 0x6a9, 0x6ac, 0x3, 0x2, 0x2, 0x2, 0x6aa, 0x6a8, 0x3, 0x2, 
    0x2, 0x2, 0x6aa, 0x6ab, 0x3, 0x2, 0x2, 0x2, 0x6ab, 0x6ad, 0x3, 0x2, 
    0x2, 0x2, 0x6ac, 0x6aa, 0x3, 0x2, 0x2, 0x2, 0x6ad, 0x6ae, 0x7, 0xb4, 
    0x2, 0x2, 0x6ae, 0xd5, 0x3, 0x2, 0x2, 0x2, 0x6af, 0x6b3, 0x7, 0xc0, 
    0x2, 0x2, 0x6b0, 0x6b3, 0x7, 0xbf, 0x2, 0x2, 0x6b1, 0x6b3, 0x5, 0xda, 
    0x6e, 0x2, 0x6b2, 0x6af, 0x3, 0x2, 0x2, 0x2, 0x6b2, 0x6b0, 0x3, 0x2, 
    0x2, 0x2, 0x6b2, 0x6b1, 0x3, 0x2, 0x2, 0x2, 0x6b3, 0xd7, 0x3, 0x2, 0x2, 
    0x2, 0x6b4, 0x6b7, 0x5, 0xd6, 0x6c, 0x2, 0x6b5, 0x6b7, 0x5, 0xdc, 0x6f, 
    0x2, 0x6b6, 0x6b4, 0x3, 0x2, 0x2, 0x2, 0x6b6, 0x6b5, 0x3, 0x2, 0x2, 
    0x2, 0x6b7, 0xd9, 0x3, 0x2, 0x2, 0x2, 0x6b8, 0x6b9, 0x9, 0x21, 0x2, 
    0x2, 0x6b9, 0xdb, 0x3, 0x2, 0x2, 0x2, 0x6ba, 0x6bb, 0x9, 0x22, 0x2, 
    0x2, 0x6bb, 0xdd, 0x3, 0x2, 0x2, 0x2, 0xf8, 0xdf, 0xe3, 0xe7, 0x103, 
    0x10d, 0x116, 0x11d, 0x121, 0x126, 0x12b, 0x131, 0x135, 0x147, 0x14d, 
    0x155, 0x159, 0x15b, 0x15f, 0x16e, 0x170, 0x176, 0x17d, 0x181, 0x18a, 
    0x190, 0x197, 0x19d, 0x1a2, 0x1a8, 0x1af, 0x1b3, 0x1c0, 0x1c5, 0x1ca, 
    0x1d0, 0x1d3, 0x1db, 0x1e3, 0x1eb, 0x1f0, 0x1f5, 0x1f9, 0x1fd, 0x201, 
    0x209, 0x212, 0x21a, 0x227, 0x22b, 0x22d, 0x231, 0x234, 0x23b, 0x240, 
    0x243, 0x247, 0x24d, 0x250, 0x256, 0x25e, 0x265, 0x26b, 0x272, 0x279, 
    0x27e, 0x285, 0x28a, 0x291, 0x298, 0x29c, 0x2a1, 0x2a5, 0x2ac, 0x2af, 
    0x2b6, 0x2b9, 0x2be, 0x2c3, 0x2c6, 0x2c9, 0x2ce, 0x2d9, 0x2dd, 0x2df, 
    0x2e5, 0x2ed, 0x2f3, 0x2f6, 0x2fe, 0x302, 0x305, 0x308, 0x30e, 0x311, 
    0x314, 0x317, 0x31c, 0x327, 0x32a, 0x32d, 0x337, 0x33f, 0x341, 0x345, 
    0x34a, 0x351, 0x356, 0x35b, 0x360, 0x363, 0x367, 0x36a, 0x372, 0x377, 
    0x37d, 0x381, 0x38b, 0x38e, 0x395, 0x397, 0x39e, 0x3a4, 0x3ab, 0x3b2, 
    0x3b6, 0x3b9, 0x3be, 0x3c2, 0x3c6, 0x3d1, 0x3d5, 0x3da, 0x3e6, 0x3ed, 
    0x3f0, 0x3fa, 0x3fe, 0x403, 0x408, 0x40d, 0x412, 0x41b, 0x41f, 0x426, 
    0x42a, 0x42d, 0x430, 0x433, 0x43b, 0x444, 0x44b, 0x456, 0x458, 0x460, 
    0x46d, 0x47a, 0x47f, 0x483, 0x488, 0x48d, 0x492, 0x496, 0x49c, 0x4a4, 
    0x4a9, 0x4af, 0x4b4, 0x4b8, 0x4bc, 0x4be, 0x4c4, 0x4cd, 0x4d0, 0x4d4, 
    0x4d8, 0x4de, 0x4e4, 0x4e6, 0x4e9, 0x4ed, 0x4f6, 0x4fe, 0x504, 0x50a, 
    0x50f, 0x514, 0x519, 0x51e, 0x523, 0x528, 0x52e, 0x53b, 0x541, 0x544, 
    0x548, 0x54f, 0x557, 0x560, 0x566, 0x56c, 0x56e, 0x576, 0x586, 0x58b, 
    0x594, 0x59c, 0x5a2, 0x5a8, 0x5b5, 0x5b8, 0x5c8, 0x5cd, 0x5d1, 0x5e1, 
    0x5e4, 0x5f7, 0x604, 0x60a, 0x60c, 0x613, 0x616, 0x62e, 0x630, 0x63e, 
    0x643, 0x64a, 0x64d, 0x651, 0x653, 0x65c, 0x661, 0x666, 0x66d, 0x672, 
    0x67a, 0x67e, 0x681, 0x686, 0x688, 0x690, 0x69b, 0x69d, 0x6a2, 0x6aa, 
    0x6b2, 0x6b6, 
  };

  atn::ATNDeserializer deserializer;
  _atn = deserializer.deserialize(_serializedATN);

  size_t count = _atn.getNumberOfDecisions();
  _decisionToDFA.reserve(count);
  for (size_t i = 0; i < count; i++) { 
    _decisionToDFA.emplace_back(_atn.getDecisionState(i), i);
  }
}

KiteParser::Initializer KiteParser::_init;
