
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
    setState(201);
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
      | (1ULL << KiteParser::EXPLAIN)
      | (1ULL << KiteParser::INSERT))) != 0) || ((((_la - 87) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 87)) & ((1ULL << (KiteParser::RESET - 87))
      | (1ULL << (KiteParser::ROLLBACK - 87))
      | (1ULL << (KiteParser::SELECT - 87))
      | (1ULL << (KiteParser::SET - 87))
      | (1ULL << (KiteParser::SHOW - 87))
      | (1ULL << (KiteParser::START - 87))
      | (1ULL << (KiteParser::TRUNCATE - 87))
      | (1ULL << (KiteParser::UPDATE - 87))
      | (1ULL << (KiteParser::VALUES - 87))
      | (1ULL << (KiteParser::LPAREN - 87)))) != 0)) {
      setState(200);
      statement();
    }
    setState(209);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::SEMI) {
      setState(203);
      match(KiteParser::SEMI);
      setState(205);
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
        | (1ULL << KiteParser::EXPLAIN)
        | (1ULL << KiteParser::INSERT))) != 0) || ((((_la - 87) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 87)) & ((1ULL << (KiteParser::RESET - 87))
        | (1ULL << (KiteParser::ROLLBACK - 87))
        | (1ULL << (KiteParser::SELECT - 87))
        | (1ULL << (KiteParser::SET - 87))
        | (1ULL << (KiteParser::SHOW - 87))
        | (1ULL << (KiteParser::START - 87))
        | (1ULL << (KiteParser::TRUNCATE - 87))
        | (1ULL << (KiteParser::UPDATE - 87))
        | (1ULL << (KiteParser::VALUES - 87))
        | (1ULL << (KiteParser::LPAREN - 87)))) != 0)) {
        setState(204);
        statement();
      }
      setState(211);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(212);
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

KiteParser::DropRoleStatementContext* KiteParser::StatementContext::dropRoleStatement() {
  return getRuleContext<KiteParser::DropRoleStatementContext>(0);
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
    setState(233);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 3, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(214);
      queryStatement();
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(215);
      createTableStatement();
      break;
    }

    case 3: {
      enterOuterAlt(_localctx, 3);
      setState(216);
      dropTableStatement();
      break;
    }

    case 4: {
      enterOuterAlt(_localctx, 4);
      setState(217);
      truncateStatement();
      break;
    }

    case 5: {
      enterOuterAlt(_localctx, 5);
      setState(218);
      createIndexStatement();
      break;
    }

    case 6: {
      enterOuterAlt(_localctx, 6);
      setState(219);
      dropIndexStatement();
      break;
    }

    case 7: {
      enterOuterAlt(_localctx, 7);
      setState(220);
      analyzeStatement();
      break;
    }

    case 8: {
      enterOuterAlt(_localctx, 8);
      setState(221);
      insertStatement();
      break;
    }

    case 9: {
      enterOuterAlt(_localctx, 9);
      setState(222);
      updateStatement();
      break;
    }

    case 10: {
      enterOuterAlt(_localctx, 10);
      setState(223);
      deleteStatement();
      break;
    }

    case 11: {
      enterOuterAlt(_localctx, 11);
      setState(224);
      copyStatement();
      break;
    }

    case 12: {
      enterOuterAlt(_localctx, 12);
      setState(225);
      explainStatement();
      break;
    }

    case 13: {
      enterOuterAlt(_localctx, 13);
      setState(226);
      setStatement();
      break;
    }

    case 14: {
      enterOuterAlt(_localctx, 14);
      setState(227);
      resetStatement();
      break;
    }

    case 15: {
      enterOuterAlt(_localctx, 15);
      setState(228);
      showStatement();
      break;
    }

    case 16: {
      enterOuterAlt(_localctx, 16);
      setState(229);
      transactionStatement();
      break;
    }

    case 17: {
      enterOuterAlt(_localctx, 17);
      setState(230);
      createRoleStatement();
      break;
    }

    case 18: {
      enterOuterAlt(_localctx, 18);
      setState(231);
      alterRoleStatement();
      break;
    }

    case 19: {
      enterOuterAlt(_localctx, 19);
      setState(232);
      dropRoleStatement();
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
    setState(235);
    expr();
    setState(236);
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
    setState(238);
    match(KiteParser::CREATE);
    setState(239);
    match(KiteParser::TABLE);
    setState(243);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 4, _ctx)) {
    case 1: {
      setState(240);
      match(KiteParser::IF);
      setState(241);
      match(KiteParser::NOT);
      setState(242);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(245);
    qualifiedName();
    setState(259);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LPAREN: {
        setState(246);
        match(KiteParser::LPAREN);
        setState(247);
        tableElement();
        setState(252);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(248);
          match(KiteParser::COMMA);
          setState(249);
          tableElement();
          setState(254);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(255);
        match(KiteParser::RPAREN);
        break;
      }

      case KiteParser::AS: {
        setState(257);
        match(KiteParser::AS);
        setState(258);
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
    setState(263);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CONSTRAINT:
      case KiteParser::PRIMARY:
      case KiteParser::UNIQUE: {
        enterOuterAlt(_localctx, 1);
        setState(261);
        tableConstraint();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(262);
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
    setState(265);
    identifier();
    setState(266);
    typeName();
    setState(270);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::CONSTRAINT

    || _la == KiteParser::DEFAULT || ((((_la - 70) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 70)) & ((1ULL << (KiteParser::NOT - 70))
      | (1ULL << (KiteParser::NULL_ - 70))
      | (1ULL << (KiteParser::PRIMARY - 70))
      | (1ULL << (KiteParser::UNIQUE - 70)))) != 0)) {
      setState(267);
      columnConstraint();
      setState(272);
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
  enterRule(_localctx, 12, KiteParser::RuleColumnConstraint);
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
    setState(275);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CONSTRAINT) {
      setState(273);
      match(KiteParser::CONSTRAINT);
      setState(274);
      identifier();
    }
    setState(277);
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


//----------------- UniqueConstraintContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::UniqueConstraintContext::UNIQUE() {
  return getToken(KiteParser::UNIQUE, 0);
}

KiteParser::UniqueConstraintContext::UniqueConstraintContext(ColumnConstraintBodyContext *ctx) { copyFrom(ctx); }


KiteParser::ColumnConstraintBodyContext* KiteParser::columnConstraintBody() {
  ColumnConstraintBodyContext *_localctx = _tracker.createInstance<ColumnConstraintBodyContext>(_ctx, getState());
  enterRule(_localctx, 14, KiteParser::RuleColumnConstraintBody);

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
      case KiteParser::NOT: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::NotNullConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(279);
        match(KiteParser::NOT);
        setState(280);
        match(KiteParser::NULL_);
        break;
      }

      case KiteParser::NULL_: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::NullConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(281);
        match(KiteParser::NULL_);
        break;
      }

      case KiteParser::PRIMARY: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::PrimaryKeyConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(282);
        match(KiteParser::PRIMARY);
        setState(283);
        match(KiteParser::KEY);
        break;
      }

      case KiteParser::UNIQUE: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::UniqueConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(284);
        match(KiteParser::UNIQUE);
        break;
      }

      case KiteParser::DEFAULT: {
        _localctx = dynamic_cast<ColumnConstraintBodyContext *>(_tracker.createInstance<KiteParser::DefaultConstraintContext>(_localctx));
        enterOuterAlt(_localctx, 5);
        setState(285);
        match(KiteParser::DEFAULT);
        setState(286);
        otherExpr();
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
  enterRule(_localctx, 16, KiteParser::RuleTableConstraint);
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
    setState(291);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::CONSTRAINT) {
      setState(289);
      match(KiteParser::CONSTRAINT);
      setState(290);
      identifier();
    }
    setState(293);
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


KiteParser::TableConstraintBodyContext* KiteParser::tableConstraintBody() {
  TableConstraintBodyContext *_localctx = _tracker.createInstance<TableConstraintBodyContext>(_ctx, getState());
  enterRule(_localctx, 18, KiteParser::RuleTableConstraintBody);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(300);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::PRIMARY: {
        _localctx = dynamic_cast<TableConstraintBodyContext *>(_tracker.createInstance<KiteParser::TablePrimaryKeyContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(295);
        match(KiteParser::PRIMARY);
        setState(296);
        match(KiteParser::KEY);
        setState(297);
        identifierList();
        break;
      }

      case KiteParser::UNIQUE: {
        _localctx = dynamic_cast<TableConstraintBodyContext *>(_tracker.createInstance<KiteParser::TableUniqueContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(298);
        match(KiteParser::UNIQUE);
        setState(299);
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


size_t KiteParser::DropTableStatementContext::getRuleIndex() const {
  return KiteParser::RuleDropTableStatement;
}


KiteParser::DropTableStatementContext* KiteParser::dropTableStatement() {
  DropTableStatementContext *_localctx = _tracker.createInstance<DropTableStatementContext>(_ctx, getState());
  enterRule(_localctx, 20, KiteParser::RuleDropTableStatement);
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
    setState(302);
    match(KiteParser::DROP);
    setState(303);
    match(KiteParser::TABLE);
    setState(306);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 13, _ctx)) {
    case 1: {
      setState(304);
      match(KiteParser::IF);
      setState(305);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(308);
    qualifiedName();
    setState(313);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(309);
      match(KiteParser::COMMA);
      setState(310);
      qualifiedName();
      setState(315);
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

std::vector<tree::TerminalNode *> KiteParser::TruncateStatementContext::COMMA() {
  return getTokens(KiteParser::COMMA);
}

tree::TerminalNode* KiteParser::TruncateStatementContext::COMMA(size_t i) {
  return getToken(KiteParser::COMMA, i);
}


size_t KiteParser::TruncateStatementContext::getRuleIndex() const {
  return KiteParser::RuleTruncateStatement;
}


KiteParser::TruncateStatementContext* KiteParser::truncateStatement() {
  TruncateStatementContext *_localctx = _tracker.createInstance<TruncateStatementContext>(_ctx, getState());
  enterRule(_localctx, 22, KiteParser::RuleTruncateStatement);
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
    setState(316);
    match(KiteParser::TRUNCATE);
    setState(318);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::TABLE) {
      setState(317);
      match(KiteParser::TABLE);
    }
    setState(320);
    qualifiedName();
    setState(325);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(321);
      match(KiteParser::COMMA);
      setState(322);
      qualifiedName();
      setState(327);
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
  enterRule(_localctx, 24, KiteParser::RuleCreateIndexStatement);
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
    setState(328);
    match(KiteParser::CREATE);
    setState(330);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::UNIQUE) {
      setState(329);
      match(KiteParser::UNIQUE);
    }
    setState(332);
    match(KiteParser::INDEX);
    setState(336);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 18, _ctx)) {
    case 1: {
      setState(333);
      match(KiteParser::IF);
      setState(334);
      match(KiteParser::NOT);
      setState(335);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(339);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

    || _la == KiteParser::IDENTIFIER) {
      setState(338);
      identifier();
    }
    setState(341);
    match(KiteParser::ON);
    setState(342);
    qualifiedName();
    setState(345);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::USING) {
      setState(343);
      match(KiteParser::USING);
      setState(344);
      identifier();
    }
    setState(347);
    match(KiteParser::LPAREN);
    setState(348);
    indexColumn();
    setState(353);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(349);
      match(KiteParser::COMMA);
      setState(350);
      indexColumn();
      setState(355);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(356);
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
  enterRule(_localctx, 26, KiteParser::RuleIndexColumn);
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
    setState(358);
    identifier();
    setState(360);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ASC

    || _la == KiteParser::DESC) {
      setState(359);
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
  enterRule(_localctx, 28, KiteParser::RuleDropIndexStatement);
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
    setState(362);
    match(KiteParser::DROP);
    setState(363);
    match(KiteParser::INDEX);
    setState(366);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 23, _ctx)) {
    case 1: {
      setState(364);
      match(KiteParser::IF);
      setState(365);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(368);
    qualifiedName();
    setState(373);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(369);
      match(KiteParser::COMMA);
      setState(370);
      qualifiedName();
      setState(375);
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
  enterRule(_localctx, 30, KiteParser::RuleCreateRoleStatement);
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
    setState(376);
    match(KiteParser::CREATE);
    setState(377);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(378);
    identifier();
    setState(380);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WITH) {
      setState(379);
      match(KiteParser::WITH);
    }
    setState(385);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

    || _la == KiteParser::IDENTIFIER) {
      setState(382);
      roleOption();
      setState(387);
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
  enterRule(_localctx, 32, KiteParser::RuleAlterRoleStatement);
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
    setState(388);
    match(KiteParser::ALTER);
    setState(389);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(390);
    identifier();
    setState(392);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WITH) {
      setState(391);
      match(KiteParser::WITH);
    }
    setState(397);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

    || _la == KiteParser::IDENTIFIER) {
      setState(394);
      roleOption();
      setState(399);
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
  enterRule(_localctx, 34, KiteParser::RuleDropRoleStatement);
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
    setState(400);
    match(KiteParser::DROP);
    setState(401);
    _la = _input->LA(1);
    if (!(_la == KiteParser::ROLE

    || _la == KiteParser::USER)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(404);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 29, _ctx)) {
    case 1: {
      setState(402);
      match(KiteParser::IF);
      setState(403);
      match(KiteParser::EXISTS);
      break;
    }

    default:
      break;
    }
    setState(406);
    identifier();
    setState(411);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(407);
      match(KiteParser::COMMA);
      setState(408);
      identifier();
      setState(413);
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
  enterRule(_localctx, 36, KiteParser::RuleRoleOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(420);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 32, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(415);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ENCRYPTED) {
        setState(414);
        match(KiteParser::ENCRYPTED);
      }
      setState(417);
      match(KiteParser::PASSWORD);
      setState(418);
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
      setState(419);
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
  enterRule(_localctx, 38, KiteParser::RuleAnalyzeStatement);
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
    setState(422);
    match(KiteParser::ANALYZE);
    setState(424);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 33, _ctx)) {
    case 1: {
      setState(423);
      match(KiteParser::VERBOSE);
      break;
    }

    default:
      break;
    }
    setState(434);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

    || _la == KiteParser::IDENTIFIER) {
      setState(426);
      qualifiedName();
      setState(431);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(427);
        match(KiteParser::COMMA);
        setState(428);
        qualifiedName();
        setState(433);
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

KiteParser::OnConflictContext* KiteParser::InsertStatementContext::onConflict() {
  return getRuleContext<KiteParser::OnConflictContext>(0);
}

KiteParser::ReturningClauseContext* KiteParser::InsertStatementContext::returningClause() {
  return getRuleContext<KiteParser::ReturningClauseContext>(0);
}


size_t KiteParser::InsertStatementContext::getRuleIndex() const {
  return KiteParser::RuleInsertStatement;
}


KiteParser::InsertStatementContext* KiteParser::insertStatement() {
  InsertStatementContext *_localctx = _tracker.createInstance<InsertStatementContext>(_ctx, getState());
  enterRule(_localctx, 40, KiteParser::RuleInsertStatement);
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
    setState(436);
    match(KiteParser::INSERT);
    setState(437);
    match(KiteParser::INTO);
    setState(438);
    qualifiedName();
    setState(441);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::AS) {
      setState(439);
      match(KiteParser::AS);
      setState(440);
      identifier();
    }
    setState(444);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 37, _ctx)) {
    case 1: {
      setState(443);
      identifierList();
      break;
    }

    default:
      break;
    }
    setState(449);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        setState(446);
        match(KiteParser::DEFAULT);
        setState(447);
        match(KiteParser::VALUES);
        break;
      }

      case KiteParser::SELECT:
      case KiteParser::VALUES:
      case KiteParser::LPAREN: {
        setState(448);
        query();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(452);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ON) {
      setState(451);
      onConflict();
    }
    setState(455);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(454);
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
  enterRule(_localctx, 42, KiteParser::RuleOnConflict);
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
    setState(457);
    match(KiteParser::ON);
    setState(458);
    match(KiteParser::CONFLICT);
    setState(460);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::LPAREN) {
      setState(459);
      identifierList();
    }
    setState(462);
    match(KiteParser::DO);
    setState(477);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::NOTHING: {
        setState(463);
        match(KiteParser::NOTHING);
        break;
      }

      case KiteParser::UPDATE: {
        setState(464);
        match(KiteParser::UPDATE);
        setState(465);
        match(KiteParser::SET);
        setState(466);
        setClause();
        setState(471);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(467);
          match(KiteParser::COMMA);
          setState(468);
          setClause();
          setState(473);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(475);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::WHERE) {
          setState(474);
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
  enterRule(_localctx, 44, KiteParser::RuleSetClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(479);
    identifier();
    setState(480);
    match(KiteParser::EQ);
    setState(483);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        setState(481);
        match(KiteParser::DEFAULT);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
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
        setState(482);
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
  enterRule(_localctx, 46, KiteParser::RuleReturningClause);
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
    setState(485);
    match(KiteParser::RETURNING);
    setState(486);
    selectItem();
    setState(491);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(487);
      match(KiteParser::COMMA);
      setState(488);
      selectItem();
      setState(493);
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
  enterRule(_localctx, 48, KiteParser::RuleUpdateStatement);
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
    setState(494);
    match(KiteParser::UPDATE);
    setState(495);
    qualifiedName();
    setState(500);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 48, _ctx)) {
    case 1: {
      setState(497);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::AS) {
        setState(496);
        match(KiteParser::AS);
      }
      setState(499);
      identifier();
      break;
    }

    default:
      break;
    }
    setState(502);
    match(KiteParser::SET);
    setState(503);
    setClause();
    setState(508);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(504);
      match(KiteParser::COMMA);
      setState(505);
      setClause();
      setState(510);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(512);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::FROM) {
      setState(511);
      fromClause();
    }
    setState(515);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(514);
      whereClause();
    }
    setState(518);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(517);
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
  enterRule(_localctx, 50, KiteParser::RuleDeleteStatement);
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
    setState(520);
    match(KiteParser::DELETE);
    setState(521);
    match(KiteParser::FROM);
    setState(522);
    qualifiedName();
    setState(527);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::AS)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

    || _la == KiteParser::IDENTIFIER) {
      setState(524);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::AS) {
        setState(523);
        match(KiteParser::AS);
      }
      setState(526);
      identifier();
    }
    setState(530);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(529);
      whereClause();
    }
    setState(533);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::RETURNING) {
      setState(532);
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
  enterRule(_localctx, 52, KiteParser::RuleCopyStatement);
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
    setState(535);
    match(KiteParser::COPY);
    setState(549);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(536);
        qualifiedName();
        setState(538);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::LPAREN) {
          setState(537);
          identifierList();
        }
        setState(540);
        _la = _input->LA(1);
        if (!(_la == KiteParser::FROM

        || _la == KiteParser::TO)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(541);
        copyTarget();
        break;
      }

      case KiteParser::LPAREN: {
        setState(543);
        match(KiteParser::LPAREN);
        setState(544);
        query();
        setState(545);
        match(KiteParser::RPAREN);
        setState(546);
        match(KiteParser::TO);
        setState(547);
        copyTarget();
        break;
      }

    default:
      throw NoViableAltException(this);
    }
    setState(555);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 12) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 12)) & ((1ULL << (KiteParser::BINARY - 12))
      | (1ULL << (KiteParser::CSV - 12))
      | (1ULL << (KiteParser::DELIMITER - 12))
      | (1ULL << (KiteParser::ESCAPE - 12))
      | (1ULL << (KiteParser::HEADER - 12))
      | (1ULL << (KiteParser::NULL_ - 12)))) != 0) || ((((_la - 86) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 86)) & ((1ULL << (KiteParser::QUOTE - 86))
      | (1ULL << (KiteParser::WITH - 86))
      | (1ULL << (KiteParser::LPAREN - 86)))) != 0)) {
      setState(552);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::WITH) {
        setState(551);
        match(KiteParser::WITH);
      }
      setState(554);
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
  enterRule(_localctx, 54, KiteParser::RuleCopyTarget);
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
    _la = _input->LA(1);
    if (!(((((_la - 100) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 100)) & ((1ULL << (KiteParser::STDIN - 100))
      | (1ULL << (KiteParser::STDOUT - 100))
      | (1ULL << (KiteParser::STRING - 100)))) != 0))) {
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
  enterRule(_localctx, 56, KiteParser::RuleCopyOptions);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(575);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LPAREN: {
        _localctx = dynamic_cast<CopyOptionsContext *>(_tracker.createInstance<KiteParser::NewCopyOptionsContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(559);
        match(KiteParser::LPAREN);
        setState(560);
        copyOption();
        setState(565);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(561);
          match(KiteParser::COMMA);
          setState(562);
          copyOption();
          setState(567);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
        setState(568);
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
        setState(571); 
        _errHandler->sync(this);
        _la = _input->LA(1);
        do {
          setState(570);
          legacyCopyOption();
          setState(573); 
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
  enterRule(_localctx, 58, KiteParser::RuleCopyOption);
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
    setState(577);
    colLabel();
    setState(579);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALL)
      | (1ULL << KiteParser::ALTER)
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
      | (1ULL << KiteParser::CASE)
      | (1ULL << KiteParser::CAST)
      | (1ULL << KiteParser::COLLATE)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DESC)
      | (1ULL << KiteParser::DISTINCT)
      | (1ULL << KiteParser::DO)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ELSE)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::ENCRYPTED)
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
      | (1ULL << KiteParser::GROUP)
      | (1ULL << KiteParser::HAVING)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::ILIKE)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::IN)
      | (1ULL << KiteParser::INNER)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::INTERSECT)
      | (1ULL << KiteParser::INTO)
      | (1ULL << KiteParser::IS)
      | (1ULL << KiteParser::JOIN)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST)
      | (1ULL << KiteParser::LEADING))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::LIMIT - 64))
      | (1ULL << (KiteParser::LOCAL - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::NEXT - 64))
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
      | (1ULL << (KiteParser::POSITION - 64))
      | (1ULL << (KiteParser::PASSWORD - 64))
      | (1ULL << (KiteParser::PRECISION - 64))
      | (1ULL << (KiteParser::PRIMARY - 64))
      | (1ULL << (KiteParser::QUOTE - 64))
      | (1ULL << (KiteParser::RESET - 64))
      | (1ULL << (KiteParser::RETURNING - 64))
      | (1ULL << (KiteParser::RIGHT - 64))
      | (1ULL << (KiteParser::ROLE - 64))
      | (1ULL << (KiteParser::ROLLBACK - 64))
      | (1ULL << (KiteParser::ROW - 64))
      | (1ULL << (KiteParser::ROWS - 64))
      | (1ULL << (KiteParser::SELECT - 64))
      | (1ULL << (KiteParser::SESSION - 64))
      | (1ULL << (KiteParser::SET - 64))
      | (1ULL << (KiteParser::SHOW - 64))
      | (1ULL << (KiteParser::SOME - 64))
      | (1ULL << (KiteParser::START - 64))
      | (1ULL << (KiteParser::STDIN - 64))
      | (1ULL << (KiteParser::STDOUT - 64))
      | (1ULL << (KiteParser::SUBSTRING - 64))
      | (1ULL << (KiteParser::SYMMETRIC - 64))
      | (1ULL << (KiteParser::TABLE - 64))
      | (1ULL << (KiteParser::THEN - 64))
      | (1ULL << (KiteParser::TIME - 64))
      | (1ULL << (KiteParser::TO - 64))
      | (1ULL << (KiteParser::TRAILING - 64))
      | (1ULL << (KiteParser::TRANSACTION - 64))
      | (1ULL << (KiteParser::TRIM - 64))
      | (1ULL << (KiteParser::TRUE - 64))
      | (1ULL << (KiteParser::TRUNCATE - 64))
      | (1ULL << (KiteParser::UNION - 64))
      | (1ULL << (KiteParser::UNIQUE - 64))
      | (1ULL << (KiteParser::UNKNOWN - 64))
      | (1ULL << (KiteParser::UPDATE - 64))
      | (1ULL << (KiteParser::USER - 64))
      | (1ULL << (KiteParser::USING - 64))
      | (1ULL << (KiteParser::VALUES - 64))
      | (1ULL << (KiteParser::VARYING - 64))
      | (1ULL << (KiteParser::VERBOSE - 64))
      | (1ULL << (KiteParser::WHEN - 64))
      | (1ULL << (KiteParser::WHERE - 64))
      | (1ULL << (KiteParser::WITH - 64))
      | (1ULL << (KiteParser::WITHOUT - 64))
      | (1ULL << (KiteParser::WORK - 64))
      | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
      | (1ULL << (KiteParser::MINUS - 143))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
      | (1ULL << (KiteParser::STRING - 143))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
      | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
      setState(578);
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
  enterRule(_localctx, 60, KiteParser::RuleCopyOptionValue);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(584);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(581);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL: {
        enterOuterAlt(_localctx, 2);
        setState(582);
        signedNumber();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALL:
      case KiteParser::ALTER:
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
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COLLATE:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::CONSTRAINT:
      case KiteParser::COPY:
      case KiteParser::CREATE:
      case KiteParser::CROSS:
      case KiteParser::CSV:
      case KiteParser::DEFAULT:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DESC:
      case KiteParser::DISTINCT:
      case KiteParser::DO:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ELSE:
      case KiteParser::END:
      case KiteParser::ENCRYPTED:
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
      case KiteParser::GROUP:
      case KiteParser::HAVING:
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::ILIKE:
      case KiteParser::INDEX:
      case KiteParser::IN:
      case KiteParser::INNER:
      case KiteParser::INSERT:
      case KiteParser::INTERSECT:
      case KiteParser::INTO:
      case KiteParser::IS:
      case KiteParser::JOIN:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEADING:
      case KiteParser::LEFT:
      case KiteParser::LIKE:
      case KiteParser::LIMIT:
      case KiteParser::LOCAL:
      case KiteParser::NATURAL:
      case KiteParser::NEXT:
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
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::PRIMARY:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RETURNING:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SELECT:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::SOME:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYMMETRIC:
      case KiteParser::TABLE:
      case KiteParser::THEN:
      case KiteParser::TIME:
      case KiteParser::TO:
      case KiteParser::TRAILING:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNION:
      case KiteParser::UNIQUE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::USING:
      case KiteParser::VALUES:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WHEN:
      case KiteParser::WHERE:
      case KiteParser::WITH:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 3);
        setState(583);
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
  enterRule(_localctx, 62, KiteParser::RuleLegacyCopyOption);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(609);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::BINARY: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyBinaryContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(586);
        match(KiteParser::BINARY);
        break;
      }

      case KiteParser::CSV: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyCsvContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(587);
        match(KiteParser::CSV);
        break;
      }

      case KiteParser::HEADER: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyHeaderContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(588);
        match(KiteParser::HEADER);
        break;
      }

      case KiteParser::DELIMITER: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyDelimiterContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(589);
        match(KiteParser::DELIMITER);
        setState(591);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(590);
          match(KiteParser::AS);
        }
        setState(593);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::NULL_: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyNullContext>(_localctx));
        enterOuterAlt(_localctx, 5);
        setState(594);
        match(KiteParser::NULL_);
        setState(596);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(595);
          match(KiteParser::AS);
        }
        setState(598);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::QUOTE: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyQuoteContext>(_localctx));
        enterOuterAlt(_localctx, 6);
        setState(599);
        match(KiteParser::QUOTE);
        setState(601);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(600);
          match(KiteParser::AS);
        }
        setState(603);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::ESCAPE: {
        _localctx = dynamic_cast<LegacyCopyOptionContext *>(_tracker.createInstance<KiteParser::LegacyEscapeContext>(_localctx));
        enterOuterAlt(_localctx, 7);
        setState(604);
        match(KiteParser::ESCAPE);
        setState(606);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::AS) {
          setState(605);
          match(KiteParser::AS);
        }
        setState(608);
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
  enterRule(_localctx, 64, KiteParser::RuleExplainStatement);
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
    setState(611);
    match(KiteParser::EXPLAIN);
    setState(629);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 74, _ctx)) {
    case 1: {
      setState(613);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 71, _ctx)) {
      case 1: {
        setState(612);
        match(KiteParser::ANALYZE);
        break;
      }

      default:
        break;
      }
      setState(616);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::VERBOSE) {
        setState(615);
        match(KiteParser::VERBOSE);
      }
      break;
    }

    case 2: {
      setState(618);
      match(KiteParser::LPAREN);
      setState(619);
      explainOption();
      setState(624);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(620);
        match(KiteParser::COMMA);
        setState(621);
        explainOption();
        setState(626);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(627);
      match(KiteParser::RPAREN);
      break;
    }

    default:
      break;
    }
    setState(631);
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
  enterRule(_localctx, 66, KiteParser::RuleExplainOption);
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
    setState(633);
    colLabel();
    setState(635);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALL)
      | (1ULL << KiteParser::ALTER)
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
      | (1ULL << KiteParser::CASE)
      | (1ULL << KiteParser::CAST)
      | (1ULL << KiteParser::COLLATE)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::CONSTRAINT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CREATE)
      | (1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::CSV)
      | (1ULL << KiteParser::DEFAULT)
      | (1ULL << KiteParser::DELETE)
      | (1ULL << KiteParser::DELIMITER)
      | (1ULL << KiteParser::DESC)
      | (1ULL << KiteParser::DISTINCT)
      | (1ULL << KiteParser::DO)
      | (1ULL << KiteParser::DOUBLE)
      | (1ULL << KiteParser::DROP)
      | (1ULL << KiteParser::ELSE)
      | (1ULL << KiteParser::END)
      | (1ULL << KiteParser::ENCRYPTED)
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
      | (1ULL << KiteParser::GROUP)
      | (1ULL << KiteParser::HAVING)
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::ILIKE)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::IN)
      | (1ULL << KiteParser::INNER)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::INTERSECT)
      | (1ULL << KiteParser::INTO)
      | (1ULL << KiteParser::IS)
      | (1ULL << KiteParser::JOIN)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST)
      | (1ULL << KiteParser::LEADING))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::LIKE - 64))
      | (1ULL << (KiteParser::LIMIT - 64))
      | (1ULL << (KiteParser::LOCAL - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::NEXT - 64))
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
      | (1ULL << (KiteParser::POSITION - 64))
      | (1ULL << (KiteParser::PASSWORD - 64))
      | (1ULL << (KiteParser::PRECISION - 64))
      | (1ULL << (KiteParser::PRIMARY - 64))
      | (1ULL << (KiteParser::QUOTE - 64))
      | (1ULL << (KiteParser::RESET - 64))
      | (1ULL << (KiteParser::RETURNING - 64))
      | (1ULL << (KiteParser::RIGHT - 64))
      | (1ULL << (KiteParser::ROLE - 64))
      | (1ULL << (KiteParser::ROLLBACK - 64))
      | (1ULL << (KiteParser::ROW - 64))
      | (1ULL << (KiteParser::ROWS - 64))
      | (1ULL << (KiteParser::SELECT - 64))
      | (1ULL << (KiteParser::SESSION - 64))
      | (1ULL << (KiteParser::SET - 64))
      | (1ULL << (KiteParser::SHOW - 64))
      | (1ULL << (KiteParser::SOME - 64))
      | (1ULL << (KiteParser::START - 64))
      | (1ULL << (KiteParser::STDIN - 64))
      | (1ULL << (KiteParser::STDOUT - 64))
      | (1ULL << (KiteParser::SUBSTRING - 64))
      | (1ULL << (KiteParser::SYMMETRIC - 64))
      | (1ULL << (KiteParser::TABLE - 64))
      | (1ULL << (KiteParser::THEN - 64))
      | (1ULL << (KiteParser::TIME - 64))
      | (1ULL << (KiteParser::TO - 64))
      | (1ULL << (KiteParser::TRAILING - 64))
      | (1ULL << (KiteParser::TRANSACTION - 64))
      | (1ULL << (KiteParser::TRIM - 64))
      | (1ULL << (KiteParser::TRUE - 64))
      | (1ULL << (KiteParser::TRUNCATE - 64))
      | (1ULL << (KiteParser::UNION - 64))
      | (1ULL << (KiteParser::UNIQUE - 64))
      | (1ULL << (KiteParser::UNKNOWN - 64))
      | (1ULL << (KiteParser::UPDATE - 64))
      | (1ULL << (KiteParser::USER - 64))
      | (1ULL << (KiteParser::USING - 64))
      | (1ULL << (KiteParser::VALUES - 64))
      | (1ULL << (KiteParser::VARYING - 64))
      | (1ULL << (KiteParser::VERBOSE - 64))
      | (1ULL << (KiteParser::WHEN - 64))
      | (1ULL << (KiteParser::WHERE - 64))
      | (1ULL << (KiteParser::WITH - 64))
      | (1ULL << (KiteParser::WITHOUT - 64))
      | (1ULL << (KiteParser::WORK - 64))
      | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
      | (1ULL << (KiteParser::MINUS - 143))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
      | (1ULL << (KiteParser::STRING - 143))
      | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
      | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
      setState(634);
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
  enterRule(_localctx, 68, KiteParser::RuleSetStatement);
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
    setState(637);
    match(KiteParser::SET);
    setState(639);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 76, _ctx)) {
    case 1: {
      setState(638);
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
    setState(661);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 80, _ctx)) {
    case 1: {
      setState(641);
      settingName();
      setState(642);
      _la = _input->LA(1);
      if (!(_la == KiteParser::TO

      || _la == KiteParser::EQ)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(652);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 78, _ctx)) {
      case 1: {
        setState(643);
        match(KiteParser::DEFAULT);
        break;
      }

      case 2: {
        setState(644);
        settingValue();
        setState(649);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(645);
          match(KiteParser::COMMA);
          setState(646);
          settingValue();
          setState(651);
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
      setState(654);
      match(KiteParser::TIME);
      setState(655);
      match(KiteParser::ZONE);
      setState(659);
      _errHandler->sync(this);
      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 79, _ctx)) {
      case 1: {
        setState(656);
        match(KiteParser::DEFAULT);
        break;
      }

      case 2: {
        setState(657);
        match(KiteParser::LOCAL);
        break;
      }

      case 3: {
        setState(658);
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
  enterRule(_localctx, 70, KiteParser::RuleSettingName);
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
    setState(663);
    identifier();
    setState(668);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::DOT) {
      setState(664);
      match(KiteParser::DOT);
      setState(665);
      identifier();
      setState(670);
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
  enterRule(_localctx, 72, KiteParser::RuleSettingValue);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(674);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::STRING: {
        enterOuterAlt(_localctx, 1);
        setState(671);
        match(KiteParser::STRING);
        break;
      }

      case KiteParser::PLUS:
      case KiteParser::MINUS:
      case KiteParser::INTEGER_LITERAL:
      case KiteParser::DECIMAL_LITERAL: {
        enterOuterAlt(_localctx, 2);
        setState(672);
        signedNumber();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALL:
      case KiteParser::ALTER:
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
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COLLATE:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::CONSTRAINT:
      case KiteParser::COPY:
      case KiteParser::CREATE:
      case KiteParser::CROSS:
      case KiteParser::CSV:
      case KiteParser::DEFAULT:
      case KiteParser::DELETE:
      case KiteParser::DELIMITER:
      case KiteParser::DESC:
      case KiteParser::DISTINCT:
      case KiteParser::DO:
      case KiteParser::DOUBLE:
      case KiteParser::DROP:
      case KiteParser::ELSE:
      case KiteParser::END:
      case KiteParser::ENCRYPTED:
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
      case KiteParser::GROUP:
      case KiteParser::HAVING:
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::ILIKE:
      case KiteParser::INDEX:
      case KiteParser::IN:
      case KiteParser::INNER:
      case KiteParser::INSERT:
      case KiteParser::INTERSECT:
      case KiteParser::INTO:
      case KiteParser::IS:
      case KiteParser::JOIN:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEADING:
      case KiteParser::LEFT:
      case KiteParser::LIKE:
      case KiteParser::LIMIT:
      case KiteParser::LOCAL:
      case KiteParser::NATURAL:
      case KiteParser::NEXT:
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
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::PRIMARY:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RETURNING:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SELECT:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::SOME:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::SYMMETRIC:
      case KiteParser::TABLE:
      case KiteParser::THEN:
      case KiteParser::TIME:
      case KiteParser::TO:
      case KiteParser::TRAILING:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNION:
      case KiteParser::UNIQUE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::USING:
      case KiteParser::VALUES:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WHEN:
      case KiteParser::WHERE:
      case KiteParser::WITH:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 3);
        setState(673);
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
  enterRule(_localctx, 74, KiteParser::RuleResetStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(676);
    match(KiteParser::RESET);
    setState(681);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 83, _ctx)) {
    case 1: {
      setState(677);
      match(KiteParser::ALL);
      break;
    }

    case 2: {
      setState(678);
      match(KiteParser::TIME);
      setState(679);
      match(KiteParser::ZONE);
      break;
    }

    case 3: {
      setState(680);
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
  enterRule(_localctx, 76, KiteParser::RuleShowStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(683);
    match(KiteParser::SHOW);
    setState(688);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 84, _ctx)) {
    case 1: {
      setState(684);
      match(KiteParser::ALL);
      break;
    }

    case 2: {
      setState(685);
      match(KiteParser::TIME);
      setState(686);
      match(KiteParser::ZONE);
      break;
    }

    case 3: {
      setState(687);
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

//----------------- BeginTransactionContext ------------------------------------------------------------------

tree::TerminalNode* KiteParser::BeginTransactionContext::BEGIN() {
  return getToken(KiteParser::BEGIN, 0);
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


KiteParser::TransactionStatementContext* KiteParser::transactionStatement() {
  TransactionStatementContext *_localctx = _tracker.createInstance<TransactionStatementContext>(_ctx, getState());
  enterRule(_localctx, 78, KiteParser::RuleTransactionStatement);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(704);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::BEGIN: {
        _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::BeginTransactionContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(690);
        match(KiteParser::BEGIN);
        setState(692);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK) {
          setState(691);
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

      case KiteParser::START: {
        _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::BeginTransactionContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(694);
        match(KiteParser::START);
        setState(695);
        match(KiteParser::TRANSACTION);
        break;
      }

      case KiteParser::COMMIT:
      case KiteParser::END: {
        _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::CommitTransactionContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(696);
        _la = _input->LA(1);
        if (!(_la == KiteParser::COMMIT

        || _la == KiteParser::END)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(698);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK) {
          setState(697);
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

      case KiteParser::ABORT:
      case KiteParser::ROLLBACK: {
        _localctx = dynamic_cast<TransactionStatementContext *>(_tracker.createInstance<KiteParser::RollbackTransactionContext>(_localctx));
        enterOuterAlt(_localctx, 4);
        setState(700);
        _la = _input->LA(1);
        if (!(_la == KiteParser::ABORT || _la == KiteParser::ROLLBACK)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(702);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::TRANSACTION

        || _la == KiteParser::WORK) {
          setState(701);
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
  enterRule(_localctx, 80, KiteParser::RuleQueryStatement);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(706);
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
  enterRule(_localctx, 82, KiteParser::RuleQuery);
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
    setState(708);
    queryTerm();
    setState(714);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::EXCEPT || _la == KiteParser::UNION) {
      setState(709);
      setOperator();
      setState(710);
      queryTerm();
      setState(716);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(718);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ORDER) {
      setState(717);
      orderByClause();
    }
    setState(723);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 42) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 42)) & ((1ULL << (KiteParser::FETCH - 42))
      | (1ULL << (KiteParser::LIMIT - 42))
      | (1ULL << (KiteParser::OFFSET - 42)))) != 0)) {
      setState(720);
      limitClause();
      setState(725);
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
  enterRule(_localctx, 84, KiteParser::RuleSetOperator);
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
    setState(726);
    _la = _input->LA(1);
    if (!(_la == KiteParser::EXCEPT || _la == KiteParser::UNION)) {
    _errHandler->recoverInline(this);
    }
    else {
      _errHandler->reportMatch(this);
      consume();
    }
    setState(728);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ALL

    || _la == KiteParser::DISTINCT) {
      setState(727);
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
  enterRule(_localctx, 86, KiteParser::RuleQueryTerm);
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
    setState(730);
    queryPrimary();
    setState(738);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::INTERSECT) {
      setState(731);
      match(KiteParser::INTERSECT);
      setState(733);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ALL

      || _la == KiteParser::DISTINCT) {
        setState(732);
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
      setState(735);
      queryPrimary();
      setState(740);
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
  enterRule(_localctx, 88, KiteParser::RuleQueryPrimary);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(747);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::SELECT: {
        enterOuterAlt(_localctx, 1);
        setState(741);
        simpleSelect();
        break;
      }

      case KiteParser::VALUES: {
        enterOuterAlt(_localctx, 2);
        setState(742);
        valuesClause();
        break;
      }

      case KiteParser::LPAREN: {
        enterOuterAlt(_localctx, 3);
        setState(743);
        match(KiteParser::LPAREN);
        setState(744);
        query();
        setState(745);
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
  enterRule(_localctx, 90, KiteParser::RuleSimpleSelect);
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
    setState(749);
    match(KiteParser::SELECT);
    setState(751);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ALL

    || _la == KiteParser::DISTINCT) {
      setState(750);
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
    setState(753);
    selectItem();
    setState(758);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(754);
      match(KiteParser::COMMA);
      setState(755);
      selectItem();
      setState(760);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(762);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::FROM) {
      setState(761);
      fromClause();
    }
    setState(765);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::WHERE) {
      setState(764);
      whereClause();
    }
    setState(768);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::GROUP) {
      setState(767);
      groupByClause();
    }
    setState(771);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::HAVING) {
      setState(770);
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
  enterRule(_localctx, 92, KiteParser::RuleValuesClause);
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
    setState(773);
    match(KiteParser::VALUES);
    setState(774);
    valuesRow();
    setState(779);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(775);
      match(KiteParser::COMMA);
      setState(776);
      valuesRow();
      setState(781);
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
  enterRule(_localctx, 94, KiteParser::RuleValuesRow);
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
    setState(782);
    match(KiteParser::LPAREN);
    setState(783);
    valuesItem();
    setState(788);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(784);
      match(KiteParser::COMMA);
      setState(785);
      valuesItem();
      setState(790);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(791);
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
  enterRule(_localctx, 96, KiteParser::RuleValuesItem);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(795);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::DEFAULT: {
        enterOuterAlt(_localctx, 1);
        setState(793);
        match(KiteParser::DEFAULT);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
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
        setState(794);
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
  enterRule(_localctx, 98, KiteParser::RuleSelectItem);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(808);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 106, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::StarItemContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(797);
      match(KiteParser::STAR);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::QualifiedStarItemContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(798);
      identifier();
      setState(799);
      match(KiteParser::DOT);
      setState(800);
      match(KiteParser::STAR);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<SelectItemContext *>(_tracker.createInstance<KiteParser::ExprItemContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(802);
      expr();
      setState(806);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::AS: {
          setState(803);
          match(KiteParser::AS);
          setState(804);
          colLabel();
          break;
        }

        case KiteParser::ABORT:
        case KiteParser::ALTER:
        case KiteParser::BEGIN:
        case KiteParser::BINARY:
        case KiteParser::COMMIT:
        case KiteParser::CONFLICT:
        case KiteParser::COPY:
        case KiteParser::CSV:
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
        case KiteParser::HEADER:
        case KiteParser::IF:
        case KiteParser::INDEX:
        case KiteParser::INSERT:
        case KiteParser::KEY:
        case KiteParser::LAST:
        case KiteParser::LOCAL:
        case KiteParser::NEXT:
        case KiteParser::NOTHING:
        case KiteParser::NULLS:
        case KiteParser::OPERATOR:
        case KiteParser::POSITION:
        case KiteParser::PASSWORD:
        case KiteParser::PRECISION:
        case KiteParser::QUOTE:
        case KiteParser::RESET:
        case KiteParser::ROLE:
        case KiteParser::ROLLBACK:
        case KiteParser::ROW:
        case KiteParser::ROWS:
        case KiteParser::SESSION:
        case KiteParser::SET:
        case KiteParser::SHOW:
        case KiteParser::START:
        case KiteParser::STDIN:
        case KiteParser::STDOUT:
        case KiteParser::SUBSTRING:
        case KiteParser::TIME:
        case KiteParser::TRANSACTION:
        case KiteParser::TRIM:
        case KiteParser::TRUNCATE:
        case KiteParser::UNKNOWN:
        case KiteParser::UPDATE:
        case KiteParser::USER:
        case KiteParser::VARYING:
        case KiteParser::VERBOSE:
        case KiteParser::WITHOUT:
        case KiteParser::WORK:
        case KiteParser::ZONE:
        case KiteParser::QUOTED_IDENTIFIER:
        case KiteParser::IDENTIFIER: {
          setState(805);
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
  enterRule(_localctx, 100, KiteParser::RuleFromClause);
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
    setState(810);
    match(KiteParser::FROM);
    setState(811);
    tableRef();
    setState(816);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(812);
      match(KiteParser::COMMA);
      setState(813);
      tableRef();
      setState(818);
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
  enterRule(_localctx, 102, KiteParser::RuleWhereClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(819);
    match(KiteParser::WHERE);
    setState(820);
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
  enterRule(_localctx, 104, KiteParser::RuleGroupByClause);
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
    setState(822);
    match(KiteParser::GROUP);
    setState(823);
    match(KiteParser::BY);
    setState(824);
    expr();
    setState(829);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(825);
      match(KiteParser::COMMA);
      setState(826);
      expr();
      setState(831);
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
  enterRule(_localctx, 106, KiteParser::RuleHavingClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(832);
    match(KiteParser::HAVING);
    setState(833);
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
  enterRule(_localctx, 108, KiteParser::RuleOrderByClause);
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
    setState(835);
    match(KiteParser::ORDER);
    setState(836);
    match(KiteParser::BY);
    setState(837);
    orderItem();
    setState(842);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(838);
      match(KiteParser::COMMA);
      setState(839);
      orderItem();
      setState(844);
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
  enterRule(_localctx, 110, KiteParser::RuleOrderItem);
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
    setState(845);
    expr();
    setState(847);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::ASC

    || _la == KiteParser::DESC) {
      setState(846);
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
    setState(851);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::NULLS) {
      setState(849);
      match(KiteParser::NULLS);
      setState(850);
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
  enterRule(_localctx, 112, KiteParser::RuleLimitClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(870);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::LIMIT: {
        _localctx = dynamic_cast<LimitClauseContext *>(_tracker.createInstance<KiteParser::LimitContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(853);
        match(KiteParser::LIMIT);
        setState(856);
        _errHandler->sync(this);
        switch (_input->LA(1)) {
          case KiteParser::ABORT:
          case KiteParser::ALTER:
          case KiteParser::ARRAY:
          case KiteParser::BEGIN:
          case KiteParser::BINARY:
          case KiteParser::CASE:
          case KiteParser::CAST:
          case KiteParser::COMMIT:
          case KiteParser::CONFLICT:
          case KiteParser::COPY:
          case KiteParser::CSV:
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
          case KiteParser::HEADER:
          case KiteParser::IF:
          case KiteParser::INDEX:
          case KiteParser::INSERT:
          case KiteParser::KEY:
          case KiteParser::LAST:
          case KiteParser::LEFT:
          case KiteParser::LOCAL:
          case KiteParser::NEXT:
          case KiteParser::NOT:
          case KiteParser::NOTHING:
          case KiteParser::NULL_:
          case KiteParser::NULLS:
          case KiteParser::OPERATOR:
          case KiteParser::POSITION:
          case KiteParser::PASSWORD:
          case KiteParser::PRECISION:
          case KiteParser::QUOTE:
          case KiteParser::RESET:
          case KiteParser::RIGHT:
          case KiteParser::ROLE:
          case KiteParser::ROLLBACK:
          case KiteParser::ROW:
          case KiteParser::ROWS:
          case KiteParser::SESSION:
          case KiteParser::SET:
          case KiteParser::SHOW:
          case KiteParser::START:
          case KiteParser::STDIN:
          case KiteParser::STDOUT:
          case KiteParser::SUBSTRING:
          case KiteParser::TIME:
          case KiteParser::TRANSACTION:
          case KiteParser::TRIM:
          case KiteParser::TRUE:
          case KiteParser::TRUNCATE:
          case KiteParser::UNKNOWN:
          case KiteParser::UPDATE:
          case KiteParser::USER:
          case KiteParser::VARYING:
          case KiteParser::VERBOSE:
          case KiteParser::WITHOUT:
          case KiteParser::WORK:
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
            setState(854);
            expr();
            break;
          }

          case KiteParser::ALL: {
            setState(855);
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
        setState(858);
        match(KiteParser::OFFSET);
        setState(859);
        expr();
        setState(861);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::ROW

        || _la == KiteParser::ROWS) {
          setState(860);
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
        setState(863);
        match(KiteParser::FETCH);
        setState(864);
        _la = _input->LA(1);
        if (!(_la == KiteParser::FIRST

        || _la == KiteParser::NEXT)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(866);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 114, _ctx)) {
        case 1: {
          setState(865);
          expr();
          break;
        }

        default:
          break;
        }
        setState(868);
        _la = _input->LA(1);
        if (!(_la == KiteParser::ROW

        || _la == KiteParser::ROWS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(869);
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
  enterRule(_localctx, 114, KiteParser::RuleTableRef);
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
    setState(872);
    tablePrimary();
    setState(876);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while ((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::CROSS)
      | (1ULL << KiteParser::FULL)
      | (1ULL << KiteParser::INNER)
      | (1ULL << KiteParser::JOIN))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
      | (1ULL << (KiteParser::NATURAL - 64))
      | (1ULL << (KiteParser::RIGHT - 64)))) != 0)) {
      setState(873);
      joinClause();
      setState(878);
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
  enterRule(_localctx, 116, KiteParser::RuleJoinClause);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(895);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CROSS: {
        _localctx = dynamic_cast<JoinClauseContext *>(_tracker.createInstance<KiteParser::CrossJoinContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(879);
        match(KiteParser::CROSS);
        setState(880);
        match(KiteParser::JOIN);
        setState(881);
        tablePrimary();
        break;
      }

      case KiteParser::NATURAL: {
        _localctx = dynamic_cast<JoinClauseContext *>(_tracker.createInstance<KiteParser::NaturalJoinContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(882);
        match(KiteParser::NATURAL);
        setState(884);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 47) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 47)) & ((1ULL << (KiteParser::FULL - 47))
          | (1ULL << (KiteParser::INNER - 47))
          | (1ULL << (KiteParser::LEFT - 47))
          | (1ULL << (KiteParser::RIGHT - 47)))) != 0)) {
          setState(883);
          joinType();
        }
        setState(886);
        match(KiteParser::JOIN);
        setState(887);
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
        setState(889);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (((((_la - 47) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 47)) & ((1ULL << (KiteParser::FULL - 47))
          | (1ULL << (KiteParser::INNER - 47))
          | (1ULL << (KiteParser::LEFT - 47))
          | (1ULL << (KiteParser::RIGHT - 47)))) != 0)) {
          setState(888);
          joinType();
        }
        setState(891);
        match(KiteParser::JOIN);
        setState(892);
        tablePrimary();
        setState(893);
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
  enterRule(_localctx, 118, KiteParser::RuleJoinType);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(910);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::INNER: {
        enterOuterAlt(_localctx, 1);
        setState(897);
        match(KiteParser::INNER);
        break;
      }

      case KiteParser::LEFT: {
        enterOuterAlt(_localctx, 2);
        setState(898);
        match(KiteParser::LEFT);
        setState(900);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(899);
          match(KiteParser::OUTER);
        }
        break;
      }

      case KiteParser::RIGHT: {
        enterOuterAlt(_localctx, 3);
        setState(902);
        match(KiteParser::RIGHT);
        setState(904);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(903);
          match(KiteParser::OUTER);
        }
        break;
      }

      case KiteParser::FULL: {
        enterOuterAlt(_localctx, 4);
        setState(906);
        match(KiteParser::FULL);
        setState(908);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::OUTER) {
          setState(907);
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
  enterRule(_localctx, 120, KiteParser::RuleJoinCondition);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(916);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ON: {
        enterOuterAlt(_localctx, 1);
        setState(912);
        match(KiteParser::ON);
        setState(913);
        expr();
        break;
      }

      case KiteParser::USING: {
        enterOuterAlt(_localctx, 2);
        setState(914);
        match(KiteParser::USING);
        setState(915);
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
  enterRule(_localctx, 122, KiteParser::RuleTablePrimary);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(950);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 131, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::FunctionTableContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(918);
      functionName();
      setState(919);
      match(KiteParser::LPAREN);
      setState(928);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
        | (1ULL << (KiteParser::LOCAL - 64))
        | (1ULL << (KiteParser::NEXT - 64))
        | (1ULL << (KiteParser::NOT - 64))
        | (1ULL << (KiteParser::NOTHING - 64))
        | (1ULL << (KiteParser::NULL_ - 64))
        | (1ULL << (KiteParser::NULLS - 64))
        | (1ULL << (KiteParser::OPERATOR - 64))
        | (1ULL << (KiteParser::POSITION - 64))
        | (1ULL << (KiteParser::PASSWORD - 64))
        | (1ULL << (KiteParser::PRECISION - 64))
        | (1ULL << (KiteParser::QUOTE - 64))
        | (1ULL << (KiteParser::RESET - 64))
        | (1ULL << (KiteParser::RIGHT - 64))
        | (1ULL << (KiteParser::ROLE - 64))
        | (1ULL << (KiteParser::ROLLBACK - 64))
        | (1ULL << (KiteParser::ROW - 64))
        | (1ULL << (KiteParser::ROWS - 64))
        | (1ULL << (KiteParser::SESSION - 64))
        | (1ULL << (KiteParser::SET - 64))
        | (1ULL << (KiteParser::SHOW - 64))
        | (1ULL << (KiteParser::START - 64))
        | (1ULL << (KiteParser::STDIN - 64))
        | (1ULL << (KiteParser::STDOUT - 64))
        | (1ULL << (KiteParser::SUBSTRING - 64))
        | (1ULL << (KiteParser::TIME - 64))
        | (1ULL << (KiteParser::TRANSACTION - 64))
        | (1ULL << (KiteParser::TRIM - 64))
        | (1ULL << (KiteParser::TRUE - 64))
        | (1ULL << (KiteParser::TRUNCATE - 64))
        | (1ULL << (KiteParser::UNKNOWN - 64))
        | (1ULL << (KiteParser::UPDATE - 64))
        | (1ULL << (KiteParser::USER - 64))
        | (1ULL << (KiteParser::VARYING - 64))
        | (1ULL << (KiteParser::VERBOSE - 64))
        | (1ULL << (KiteParser::WITHOUT - 64))
        | (1ULL << (KiteParser::WORK - 64))
        | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
        | (1ULL << (KiteParser::MINUS - 143))
        | (1ULL << (KiteParser::LPAREN - 143))
        | (1ULL << (KiteParser::PARAMETER - 143))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
        | (1ULL << (KiteParser::STRING - 143))
        | (1ULL << (KiteParser::ESCAPE_STRING - 143))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
        | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
        setState(920);
        expr();
        setState(925);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(921);
          match(KiteParser::COMMA);
          setState(922);
          expr();
          setState(927);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(930);
      match(KiteParser::RPAREN);
      setState(932);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
        | (1ULL << (KiteParser::NEXT - 67))
        | (1ULL << (KiteParser::NOTHING - 67))
        | (1ULL << (KiteParser::NULLS - 67))
        | (1ULL << (KiteParser::OPERATOR - 67))
        | (1ULL << (KiteParser::POSITION - 67))
        | (1ULL << (KiteParser::PASSWORD - 67))
        | (1ULL << (KiteParser::PRECISION - 67))
        | (1ULL << (KiteParser::QUOTE - 67))
        | (1ULL << (KiteParser::RESET - 67))
        | (1ULL << (KiteParser::ROLE - 67))
        | (1ULL << (KiteParser::ROLLBACK - 67))
        | (1ULL << (KiteParser::ROW - 67))
        | (1ULL << (KiteParser::ROWS - 67))
        | (1ULL << (KiteParser::SESSION - 67))
        | (1ULL << (KiteParser::SET - 67))
        | (1ULL << (KiteParser::SHOW - 67))
        | (1ULL << (KiteParser::START - 67))
        | (1ULL << (KiteParser::STDIN - 67))
        | (1ULL << (KiteParser::STDOUT - 67))
        | (1ULL << (KiteParser::SUBSTRING - 67))
        | (1ULL << (KiteParser::TIME - 67))
        | (1ULL << (KiteParser::TRANSACTION - 67))
        | (1ULL << (KiteParser::TRIM - 67))
        | (1ULL << (KiteParser::TRUNCATE - 67))
        | (1ULL << (KiteParser::UNKNOWN - 67))
        | (1ULL << (KiteParser::UPDATE - 67))
        | (1ULL << (KiteParser::USER - 67))
        | (1ULL << (KiteParser::VARYING - 67))
        | (1ULL << (KiteParser::VERBOSE - 67))
        | (1ULL << (KiteParser::WITHOUT - 67))
        | (1ULL << (KiteParser::WORK - 67))
        | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

      || _la == KiteParser::IDENTIFIER) {
        setState(931);
        aliasClause();
      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::NamedTableContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(934);
      qualifiedName();
      setState(936);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
        | (1ULL << (KiteParser::NEXT - 67))
        | (1ULL << (KiteParser::NOTHING - 67))
        | (1ULL << (KiteParser::NULLS - 67))
        | (1ULL << (KiteParser::OPERATOR - 67))
        | (1ULL << (KiteParser::POSITION - 67))
        | (1ULL << (KiteParser::PASSWORD - 67))
        | (1ULL << (KiteParser::PRECISION - 67))
        | (1ULL << (KiteParser::QUOTE - 67))
        | (1ULL << (KiteParser::RESET - 67))
        | (1ULL << (KiteParser::ROLE - 67))
        | (1ULL << (KiteParser::ROLLBACK - 67))
        | (1ULL << (KiteParser::ROW - 67))
        | (1ULL << (KiteParser::ROWS - 67))
        | (1ULL << (KiteParser::SESSION - 67))
        | (1ULL << (KiteParser::SET - 67))
        | (1ULL << (KiteParser::SHOW - 67))
        | (1ULL << (KiteParser::START - 67))
        | (1ULL << (KiteParser::STDIN - 67))
        | (1ULL << (KiteParser::STDOUT - 67))
        | (1ULL << (KiteParser::SUBSTRING - 67))
        | (1ULL << (KiteParser::TIME - 67))
        | (1ULL << (KiteParser::TRANSACTION - 67))
        | (1ULL << (KiteParser::TRIM - 67))
        | (1ULL << (KiteParser::TRUNCATE - 67))
        | (1ULL << (KiteParser::UNKNOWN - 67))
        | (1ULL << (KiteParser::UPDATE - 67))
        | (1ULL << (KiteParser::USER - 67))
        | (1ULL << (KiteParser::VARYING - 67))
        | (1ULL << (KiteParser::VERBOSE - 67))
        | (1ULL << (KiteParser::WITHOUT - 67))
        | (1ULL << (KiteParser::WORK - 67))
        | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

      || _la == KiteParser::IDENTIFIER) {
        setState(935);
        aliasClause();
      }
      break;
    }

    case 3: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::SubqueryTableContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(938);
      match(KiteParser::LPAREN);
      setState(939);
      query();
      setState(940);
      match(KiteParser::RPAREN);
      setState(942);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
        | (1ULL << (KiteParser::NEXT - 67))
        | (1ULL << (KiteParser::NOTHING - 67))
        | (1ULL << (KiteParser::NULLS - 67))
        | (1ULL << (KiteParser::OPERATOR - 67))
        | (1ULL << (KiteParser::POSITION - 67))
        | (1ULL << (KiteParser::PASSWORD - 67))
        | (1ULL << (KiteParser::PRECISION - 67))
        | (1ULL << (KiteParser::QUOTE - 67))
        | (1ULL << (KiteParser::RESET - 67))
        | (1ULL << (KiteParser::ROLE - 67))
        | (1ULL << (KiteParser::ROLLBACK - 67))
        | (1ULL << (KiteParser::ROW - 67))
        | (1ULL << (KiteParser::ROWS - 67))
        | (1ULL << (KiteParser::SESSION - 67))
        | (1ULL << (KiteParser::SET - 67))
        | (1ULL << (KiteParser::SHOW - 67))
        | (1ULL << (KiteParser::START - 67))
        | (1ULL << (KiteParser::STDIN - 67))
        | (1ULL << (KiteParser::STDOUT - 67))
        | (1ULL << (KiteParser::SUBSTRING - 67))
        | (1ULL << (KiteParser::TIME - 67))
        | (1ULL << (KiteParser::TRANSACTION - 67))
        | (1ULL << (KiteParser::TRIM - 67))
        | (1ULL << (KiteParser::TRUNCATE - 67))
        | (1ULL << (KiteParser::UNKNOWN - 67))
        | (1ULL << (KiteParser::UPDATE - 67))
        | (1ULL << (KiteParser::USER - 67))
        | (1ULL << (KiteParser::VARYING - 67))
        | (1ULL << (KiteParser::VERBOSE - 67))
        | (1ULL << (KiteParser::WITHOUT - 67))
        | (1ULL << (KiteParser::WORK - 67))
        | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

      || _la == KiteParser::IDENTIFIER) {
        setState(941);
        aliasClause();
      }
      break;
    }

    case 4: {
      _localctx = dynamic_cast<TablePrimaryContext *>(_tracker.createInstance<KiteParser::ParenthesizedTableContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(944);
      match(KiteParser::LPAREN);
      setState(945);
      tableRef();
      setState(946);
      match(KiteParser::RPAREN);
      setState(948);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::AS)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
        | (1ULL << (KiteParser::NEXT - 67))
        | (1ULL << (KiteParser::NOTHING - 67))
        | (1ULL << (KiteParser::NULLS - 67))
        | (1ULL << (KiteParser::OPERATOR - 67))
        | (1ULL << (KiteParser::POSITION - 67))
        | (1ULL << (KiteParser::PASSWORD - 67))
        | (1ULL << (KiteParser::PRECISION - 67))
        | (1ULL << (KiteParser::QUOTE - 67))
        | (1ULL << (KiteParser::RESET - 67))
        | (1ULL << (KiteParser::ROLE - 67))
        | (1ULL << (KiteParser::ROLLBACK - 67))
        | (1ULL << (KiteParser::ROW - 67))
        | (1ULL << (KiteParser::ROWS - 67))
        | (1ULL << (KiteParser::SESSION - 67))
        | (1ULL << (KiteParser::SET - 67))
        | (1ULL << (KiteParser::SHOW - 67))
        | (1ULL << (KiteParser::START - 67))
        | (1ULL << (KiteParser::STDIN - 67))
        | (1ULL << (KiteParser::STDOUT - 67))
        | (1ULL << (KiteParser::SUBSTRING - 67))
        | (1ULL << (KiteParser::TIME - 67))
        | (1ULL << (KiteParser::TRANSACTION - 67))
        | (1ULL << (KiteParser::TRIM - 67))
        | (1ULL << (KiteParser::TRUNCATE - 67))
        | (1ULL << (KiteParser::UNKNOWN - 67))
        | (1ULL << (KiteParser::UPDATE - 67))
        | (1ULL << (KiteParser::USER - 67))
        | (1ULL << (KiteParser::VARYING - 67))
        | (1ULL << (KiteParser::VERBOSE - 67))
        | (1ULL << (KiteParser::WITHOUT - 67))
        | (1ULL << (KiteParser::WORK - 67))
        | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

      || _la == KiteParser::IDENTIFIER) {
        setState(947);
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
  enterRule(_localctx, 124, KiteParser::RuleAliasClause);
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
    setState(953);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::AS) {
      setState(952);
      match(KiteParser::AS);
    }
    setState(955);
    identifier();
    setState(957);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::LPAREN) {
      setState(956);
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
  enterRule(_localctx, 126, KiteParser::RuleExpr);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(959);
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
  enterRule(_localctx, 128, KiteParser::RuleOrExpr);
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
    setState(961);
    andExpr();
    setState(966);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::OR) {
      setState(962);
      match(KiteParser::OR);
      setState(963);
      andExpr();
      setState(968);
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
  enterRule(_localctx, 130, KiteParser::RuleAndExpr);
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
    setState(969);
    notExpr();
    setState(974);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::AND) {
      setState(970);
      match(KiteParser::AND);
      setState(971);
      notExpr();
      setState(976);
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
  enterRule(_localctx, 132, KiteParser::RuleNotExpr);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(980);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::NOT: {
        enterOuterAlt(_localctx, 1);
        setState(977);
        match(KiteParser::NOT);
        setState(978);
        notExpr();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
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
        setState(979);
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
  enterRule(_localctx, 134, KiteParser::RuleIsExpr);
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
    setState(982);
    comparisonExpr();
    setState(986);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::IS) {
      setState(983);
      isSuffix();
      setState(988);
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
  enterRule(_localctx, 136, KiteParser::RuleIsSuffix);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1016);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 143, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsNullSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(989);
      match(KiteParser::IS);
      setState(991);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(990);
        match(KiteParser::NOT);
      }
      setState(993);
      match(KiteParser::NULL_);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsUnknownSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(994);
      match(KiteParser::IS);
      setState(996);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(995);
        match(KiteParser::NOT);
      }
      setState(998);
      match(KiteParser::UNKNOWN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsTrueSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(999);
      match(KiteParser::IS);
      setState(1001);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1000);
        match(KiteParser::NOT);
      }
      setState(1003);
      match(KiteParser::TRUE);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsFalseSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1004);
      match(KiteParser::IS);
      setState(1006);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1005);
        match(KiteParser::NOT);
      }
      setState(1008);
      match(KiteParser::FALSE);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<IsSuffixContext *>(_tracker.createInstance<KiteParser::IsDistinctFromSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(1009);
      match(KiteParser::IS);
      setState(1011);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1010);
        match(KiteParser::NOT);
      }
      setState(1013);
      match(KiteParser::DISTINCT);
      setState(1014);
      match(KiteParser::FROM);
      setState(1015);
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
  enterRule(_localctx, 138, KiteParser::RuleComparisonExpr);
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
    setState(1018);
    predicateExpr();
    setState(1022);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 137) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 137)) & ((1ULL << (KiteParser::NEQ - 137))
      | (1ULL << (KiteParser::LTE - 137))
      | (1ULL << (KiteParser::GTE - 137))
      | (1ULL << (KiteParser::EQ - 137))
      | (1ULL << (KiteParser::LT - 137))
      | (1ULL << (KiteParser::GT - 137)))) != 0)) {
      setState(1019);
      comparisonOperator();
      setState(1020);
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
  enterRule(_localctx, 140, KiteParser::RuleComparisonRight);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1035);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 145, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::QuantifiedSubqueryContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1024);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::ANY || _la == KiteParser::SOME)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1025);
      match(KiteParser::LPAREN);
      setState(1026);
      query();
      setState(1027);
      match(KiteParser::RPAREN);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::QuantifiedArrayContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1029);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ALL

      || _la == KiteParser::ANY || _la == KiteParser::SOME)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1030);
      match(KiteParser::LPAREN);
      setState(1031);
      expr();
      setState(1032);
      match(KiteParser::RPAREN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<ComparisonRightContext *>(_tracker.createInstance<KiteParser::PlainComparisonContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1034);
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
  enterRule(_localctx, 142, KiteParser::RuleComparisonOperator);
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
    setState(1037);
    _la = _input->LA(1);
    if (!(((((_la - 137) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 137)) & ((1ULL << (KiteParser::NEQ - 137))
      | (1ULL << (KiteParser::LTE - 137))
      | (1ULL << (KiteParser::GTE - 137))
      | (1ULL << (KiteParser::EQ - 137))
      | (1ULL << (KiteParser::LT - 137))
      | (1ULL << (KiteParser::GT - 137)))) != 0))) {
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
  enterRule(_localctx, 144, KiteParser::RulePredicateExpr);
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
    setState(1039);
    otherExpr();
    setState(1041);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (((((_la - 11) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 11)) & ((1ULL << (KiteParser::BETWEEN - 11))
      | (1ULL << (KiteParser::ILIKE - 11))
      | (1ULL << (KiteParser::IN - 11))
      | (1ULL << (KiteParser::LIKE - 11))
      | (1ULL << (KiteParser::NOT - 11)))) != 0)) {
      setState(1040);
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
  enterRule(_localctx, 146, KiteParser::RulePredicateSuffix);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1086);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 154, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::BetweenSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1044);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1043);
        match(KiteParser::NOT);
      }
      setState(1046);
      match(KiteParser::BETWEEN);
      setState(1048);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::SYMMETRIC) {
        setState(1047);
        match(KiteParser::SYMMETRIC);
      }
      setState(1050);
      otherExpr();
      setState(1051);
      match(KiteParser::AND);
      setState(1052);
      otherExpr();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::InSubquerySuffixContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1055);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1054);
        match(KiteParser::NOT);
      }
      setState(1057);
      match(KiteParser::IN);
      setState(1058);
      match(KiteParser::LPAREN);
      setState(1059);
      query();
      setState(1060);
      match(KiteParser::RPAREN);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::InListSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1063);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1062);
        match(KiteParser::NOT);
      }
      setState(1065);
      match(KiteParser::IN);
      setState(1066);
      match(KiteParser::LPAREN);
      setState(1067);
      expr();
      setState(1072);
      _errHandler->sync(this);
      _la = _input->LA(1);
      while (_la == KiteParser::COMMA) {
        setState(1068);
        match(KiteParser::COMMA);
        setState(1069);
        expr();
        setState(1074);
        _errHandler->sync(this);
        _la = _input->LA(1);
      }
      setState(1075);
      match(KiteParser::RPAREN);
      break;
    }

    case 4: {
      _localctx = dynamic_cast<PredicateSuffixContext *>(_tracker.createInstance<KiteParser::LikeSuffixContext>(_localctx));
      enterOuterAlt(_localctx, 4);
      setState(1078);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::NOT) {
        setState(1077);
        match(KiteParser::NOT);
      }
      setState(1080);
      _la = _input->LA(1);
      if (!(_la == KiteParser::ILIKE

      || _la == KiteParser::LIKE)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1081);
      otherExpr();
      setState(1084);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 153, _ctx)) {
      case 1: {
        setState(1082);
        match(KiteParser::ESCAPE);
        setState(1083);
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
  enterRule(_localctx, 148, KiteParser::RuleOtherExpr);

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
    setState(1088);
    additiveExpr();
    setState(1094);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 155, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(1089);
        otherOperator();
        setState(1090);
        additiveExpr(); 
      }
      setState(1096);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 155, _ctx);
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
  enterRule(_localctx, 150, KiteParser::RuleOtherOperator);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1115);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::CONCAT: {
        enterOuterAlt(_localctx, 1);
        setState(1097);
        match(KiteParser::CONCAT);
        break;
      }

      case KiteParser::CONTAINS: {
        enterOuterAlt(_localctx, 2);
        setState(1098);
        match(KiteParser::CONTAINS);
        break;
      }

      case KiteParser::CONTAINED_BY: {
        enterOuterAlt(_localctx, 3);
        setState(1099);
        match(KiteParser::CONTAINED_BY);
        break;
      }

      case KiteParser::OVERLAPS: {
        enterOuterAlt(_localctx, 4);
        setState(1100);
        match(KiteParser::OVERLAPS);
        break;
      }

      case KiteParser::TILDE: {
        enterOuterAlt(_localctx, 5);
        setState(1101);
        match(KiteParser::TILDE);
        break;
      }

      case KiteParser::NOT_TILDE: {
        enterOuterAlt(_localctx, 6);
        setState(1102);
        match(KiteParser::NOT_TILDE);
        break;
      }

      case KiteParser::TILDE_STAR: {
        enterOuterAlt(_localctx, 7);
        setState(1103);
        match(KiteParser::TILDE_STAR);
        break;
      }

      case KiteParser::NOT_TILDE_STAR: {
        enterOuterAlt(_localctx, 8);
        setState(1104);
        match(KiteParser::NOT_TILDE_STAR);
        break;
      }

      case KiteParser::OPERATOR: {
        enterOuterAlt(_localctx, 9);
        setState(1105);
        match(KiteParser::OPERATOR);
        setState(1106);
        match(KiteParser::LPAREN);
        setState(1110);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if ((((_la & ~ 0x3fULL) == 0) &&
          ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
          | (1ULL << KiteParser::ALTER)
          | (1ULL << KiteParser::BEGIN)
          | (1ULL << KiteParser::BINARY)
          | (1ULL << KiteParser::COMMIT)
          | (1ULL << KiteParser::CONFLICT)
          | (1ULL << KiteParser::COPY)
          | (1ULL << KiteParser::CSV)
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
          | (1ULL << KiteParser::HEADER)
          | (1ULL << KiteParser::IF)
          | (1ULL << KiteParser::INDEX)
          | (1ULL << KiteParser::INSERT)
          | (1ULL << KiteParser::KEY)
          | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
          ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
          | (1ULL << (KiteParser::NEXT - 67))
          | (1ULL << (KiteParser::NOTHING - 67))
          | (1ULL << (KiteParser::NULLS - 67))
          | (1ULL << (KiteParser::OPERATOR - 67))
          | (1ULL << (KiteParser::POSITION - 67))
          | (1ULL << (KiteParser::PASSWORD - 67))
          | (1ULL << (KiteParser::PRECISION - 67))
          | (1ULL << (KiteParser::QUOTE - 67))
          | (1ULL << (KiteParser::RESET - 67))
          | (1ULL << (KiteParser::ROLE - 67))
          | (1ULL << (KiteParser::ROLLBACK - 67))
          | (1ULL << (KiteParser::ROW - 67))
          | (1ULL << (KiteParser::ROWS - 67))
          | (1ULL << (KiteParser::SESSION - 67))
          | (1ULL << (KiteParser::SET - 67))
          | (1ULL << (KiteParser::SHOW - 67))
          | (1ULL << (KiteParser::START - 67))
          | (1ULL << (KiteParser::STDIN - 67))
          | (1ULL << (KiteParser::STDOUT - 67))
          | (1ULL << (KiteParser::SUBSTRING - 67))
          | (1ULL << (KiteParser::TIME - 67))
          | (1ULL << (KiteParser::TRANSACTION - 67))
          | (1ULL << (KiteParser::TRIM - 67))
          | (1ULL << (KiteParser::TRUNCATE - 67))
          | (1ULL << (KiteParser::UNKNOWN - 67))
          | (1ULL << (KiteParser::UPDATE - 67))
          | (1ULL << (KiteParser::USER - 67))
          | (1ULL << (KiteParser::VARYING - 67))
          | (1ULL << (KiteParser::VERBOSE - 67))
          | (1ULL << (KiteParser::WITHOUT - 67))
          | (1ULL << (KiteParser::WORK - 67))
          | (1ULL << (KiteParser::ZONE - 67)))) != 0) || _la == KiteParser::QUOTED_IDENTIFIER

        || _la == KiteParser::IDENTIFIER) {
          setState(1107);
          identifier();
          setState(1108);
          match(KiteParser::DOT);
        }
        setState(1112);
        anyOperator();
        setState(1113);
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
  enterRule(_localctx, 152, KiteParser::RuleAnyOperator);
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
    setState(1117);
    _la = _input->LA(1);
    if (!(((((_la - 129) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 129)) & ((1ULL << (KiteParser::CONCAT - 129))
      | (1ULL << (KiteParser::CONTAINS - 129))
      | (1ULL << (KiteParser::CONTAINED_BY - 129))
      | (1ULL << (KiteParser::OVERLAPS - 129))
      | (1ULL << (KiteParser::TILDE - 129))
      | (1ULL << (KiteParser::NOT_TILDE - 129))
      | (1ULL << (KiteParser::TILDE_STAR - 129))
      | (1ULL << (KiteParser::NOT_TILDE_STAR - 129))
      | (1ULL << (KiteParser::NEQ - 129))
      | (1ULL << (KiteParser::LTE - 129))
      | (1ULL << (KiteParser::GTE - 129))
      | (1ULL << (KiteParser::EQ - 129))
      | (1ULL << (KiteParser::LT - 129))
      | (1ULL << (KiteParser::GT - 129))
      | (1ULL << (KiteParser::PLUS - 129))
      | (1ULL << (KiteParser::MINUS - 129))
      | (1ULL << (KiteParser::STAR - 129))
      | (1ULL << (KiteParser::SLASH - 129))
      | (1ULL << (KiteParser::PERCENT - 129)))) != 0))) {
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
  enterRule(_localctx, 154, KiteParser::RuleAdditiveExpr);
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
    setState(1119);
    multiplicativeExpr();
    setState(1124);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::PLUS

    || _la == KiteParser::MINUS) {
      setState(1120);
      _la = _input->LA(1);
      if (!(_la == KiteParser::PLUS

      || _la == KiteParser::MINUS)) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1121);
      multiplicativeExpr();
      setState(1126);
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
  enterRule(_localctx, 156, KiteParser::RuleMultiplicativeExpr);
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
    setState(1127);
    unaryExpr();
    setState(1132);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (((((_la - 145) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 145)) & ((1ULL << (KiteParser::STAR - 145))
      | (1ULL << (KiteParser::SLASH - 145))
      | (1ULL << (KiteParser::PERCENT - 145)))) != 0)) {
      setState(1128);
      _la = _input->LA(1);
      if (!(((((_la - 145) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 145)) & ((1ULL << (KiteParser::STAR - 145))
        | (1ULL << (KiteParser::SLASH - 145))
        | (1ULL << (KiteParser::PERCENT - 145)))) != 0))) {
      _errHandler->recoverInline(this);
      }
      else {
        _errHandler->reportMatch(this);
        consume();
      }
      setState(1129);
      unaryExpr();
      setState(1134);
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
  enterRule(_localctx, 158, KiteParser::RuleUnaryExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1138);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::PLUS:
      case KiteParser::MINUS: {
        enterOuterAlt(_localctx, 1);
        setState(1135);
        _la = _input->LA(1);
        if (!(_la == KiteParser::PLUS

        || _la == KiteParser::MINUS)) {
        _errHandler->recoverInline(this);
        }
        else {
          _errHandler->reportMatch(this);
          consume();
        }
        setState(1136);
        unaryExpr();
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::ARRAY:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::CASE:
      case KiteParser::CAST:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LEFT:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULL_:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::RIGHT:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUE:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
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
        setState(1137);
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
  enterRule(_localctx, 160, KiteParser::RulePostfixExpr);
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
    setState(1140);
    primaryExpr();
    setState(1144);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COLLATE || _la == KiteParser::TYPECAST

    || _la == KiteParser::LBRACKET) {
      setState(1141);
      postfixSuffix();
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
  enterRule(_localctx, 162, KiteParser::RulePostfixSuffix);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1160);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::TYPECAST: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::CastSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 1);
        setState(1147);
        match(KiteParser::TYPECAST);
        setState(1148);
        typeName();
        break;
      }

      case KiteParser::LBRACKET: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::SubscriptSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 2);
        setState(1149);
        match(KiteParser::LBRACKET);
        setState(1150);
        expr();
        setState(1151);
        match(KiteParser::RBRACKET);
        break;
      }

      case KiteParser::COLLATE: {
        _localctx = dynamic_cast<PostfixSuffixContext *>(_tracker.createInstance<KiteParser::CollateSuffixContext>(_localctx));
        enterOuterAlt(_localctx, 3);
        setState(1153);
        match(KiteParser::COLLATE);
        setState(1157);
        _errHandler->sync(this);

        switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 162, _ctx)) {
        case 1: {
          setState(1154);
          identifier();
          setState(1155);
          match(KiteParser::DOT);
          break;
        }

        default:
          break;
        }
        setState(1159);
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
  enterRule(_localctx, 164, KiteParser::RulePrimaryExpr);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1280);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 176, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::LiteralExprContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1162);
      literal();
      break;
    }

    case 2: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ParameterExprContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1163);
      match(KiteParser::PARAMETER);
      break;
    }

    case 3: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TypedLiteralExprContext>(_localctx));
      enterOuterAlt(_localctx, 3);
      setState(1164);
      typeNameForLiteral();
      setState(1165);
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
      setState(1167);
      match(KiteParser::CAST);
      setState(1168);
      match(KiteParser::LPAREN);
      setState(1169);
      expr();
      setState(1170);
      match(KiteParser::AS);
      setState(1171);
      typeName();
      setState(1172);
      match(KiteParser::RPAREN);
      break;
    }

    case 5: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::CaseExprContext>(_localctx));
      enterOuterAlt(_localctx, 5);
      setState(1174);
      match(KiteParser::CASE);
      setState(1176);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
        | (1ULL << (KiteParser::LOCAL - 64))
        | (1ULL << (KiteParser::NEXT - 64))
        | (1ULL << (KiteParser::NOT - 64))
        | (1ULL << (KiteParser::NOTHING - 64))
        | (1ULL << (KiteParser::NULL_ - 64))
        | (1ULL << (KiteParser::NULLS - 64))
        | (1ULL << (KiteParser::OPERATOR - 64))
        | (1ULL << (KiteParser::POSITION - 64))
        | (1ULL << (KiteParser::PASSWORD - 64))
        | (1ULL << (KiteParser::PRECISION - 64))
        | (1ULL << (KiteParser::QUOTE - 64))
        | (1ULL << (KiteParser::RESET - 64))
        | (1ULL << (KiteParser::RIGHT - 64))
        | (1ULL << (KiteParser::ROLE - 64))
        | (1ULL << (KiteParser::ROLLBACK - 64))
        | (1ULL << (KiteParser::ROW - 64))
        | (1ULL << (KiteParser::ROWS - 64))
        | (1ULL << (KiteParser::SESSION - 64))
        | (1ULL << (KiteParser::SET - 64))
        | (1ULL << (KiteParser::SHOW - 64))
        | (1ULL << (KiteParser::START - 64))
        | (1ULL << (KiteParser::STDIN - 64))
        | (1ULL << (KiteParser::STDOUT - 64))
        | (1ULL << (KiteParser::SUBSTRING - 64))
        | (1ULL << (KiteParser::TIME - 64))
        | (1ULL << (KiteParser::TRANSACTION - 64))
        | (1ULL << (KiteParser::TRIM - 64))
        | (1ULL << (KiteParser::TRUE - 64))
        | (1ULL << (KiteParser::TRUNCATE - 64))
        | (1ULL << (KiteParser::UNKNOWN - 64))
        | (1ULL << (KiteParser::UPDATE - 64))
        | (1ULL << (KiteParser::USER - 64))
        | (1ULL << (KiteParser::VARYING - 64))
        | (1ULL << (KiteParser::VERBOSE - 64))
        | (1ULL << (KiteParser::WITHOUT - 64))
        | (1ULL << (KiteParser::WORK - 64))
        | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
        | (1ULL << (KiteParser::MINUS - 143))
        | (1ULL << (KiteParser::LPAREN - 143))
        | (1ULL << (KiteParser::PARAMETER - 143))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
        | (1ULL << (KiteParser::STRING - 143))
        | (1ULL << (KiteParser::ESCAPE_STRING - 143))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
        | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
        setState(1175);
        expr();
      }
      setState(1179); 
      _errHandler->sync(this);
      _la = _input->LA(1);
      do {
        setState(1178);
        whenClause();
        setState(1181); 
        _errHandler->sync(this);
        _la = _input->LA(1);
      } while (_la == KiteParser::WHEN);
      setState(1185);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::ELSE) {
        setState(1183);
        match(KiteParser::ELSE);
        setState(1184);
        expr();
      }
      setState(1187);
      match(KiteParser::END);
      break;
    }

    case 6: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ExistsExprContext>(_localctx));
      enterOuterAlt(_localctx, 6);
      setState(1189);
      match(KiteParser::EXISTS);
      setState(1190);
      match(KiteParser::LPAREN);
      setState(1191);
      query();
      setState(1192);
      match(KiteParser::RPAREN);
      break;
    }

    case 7: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ArrayExprContext>(_localctx));
      enterOuterAlt(_localctx, 7);
      setState(1194);
      match(KiteParser::ARRAY);
      setState(1195);
      match(KiteParser::LBRACKET);
      setState(1204);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
        | (1ULL << (KiteParser::LOCAL - 64))
        | (1ULL << (KiteParser::NEXT - 64))
        | (1ULL << (KiteParser::NOT - 64))
        | (1ULL << (KiteParser::NOTHING - 64))
        | (1ULL << (KiteParser::NULL_ - 64))
        | (1ULL << (KiteParser::NULLS - 64))
        | (1ULL << (KiteParser::OPERATOR - 64))
        | (1ULL << (KiteParser::POSITION - 64))
        | (1ULL << (KiteParser::PASSWORD - 64))
        | (1ULL << (KiteParser::PRECISION - 64))
        | (1ULL << (KiteParser::QUOTE - 64))
        | (1ULL << (KiteParser::RESET - 64))
        | (1ULL << (KiteParser::RIGHT - 64))
        | (1ULL << (KiteParser::ROLE - 64))
        | (1ULL << (KiteParser::ROLLBACK - 64))
        | (1ULL << (KiteParser::ROW - 64))
        | (1ULL << (KiteParser::ROWS - 64))
        | (1ULL << (KiteParser::SESSION - 64))
        | (1ULL << (KiteParser::SET - 64))
        | (1ULL << (KiteParser::SHOW - 64))
        | (1ULL << (KiteParser::START - 64))
        | (1ULL << (KiteParser::STDIN - 64))
        | (1ULL << (KiteParser::STDOUT - 64))
        | (1ULL << (KiteParser::SUBSTRING - 64))
        | (1ULL << (KiteParser::TIME - 64))
        | (1ULL << (KiteParser::TRANSACTION - 64))
        | (1ULL << (KiteParser::TRIM - 64))
        | (1ULL << (KiteParser::TRUE - 64))
        | (1ULL << (KiteParser::TRUNCATE - 64))
        | (1ULL << (KiteParser::UNKNOWN - 64))
        | (1ULL << (KiteParser::UPDATE - 64))
        | (1ULL << (KiteParser::USER - 64))
        | (1ULL << (KiteParser::VARYING - 64))
        | (1ULL << (KiteParser::VERBOSE - 64))
        | (1ULL << (KiteParser::WITHOUT - 64))
        | (1ULL << (KiteParser::WORK - 64))
        | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
        | (1ULL << (KiteParser::MINUS - 143))
        | (1ULL << (KiteParser::LPAREN - 143))
        | (1ULL << (KiteParser::PARAMETER - 143))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
        | (1ULL << (KiteParser::STRING - 143))
        | (1ULL << (KiteParser::ESCAPE_STRING - 143))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
        | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
        setState(1196);
        expr();
        setState(1201);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(1197);
          match(KiteParser::COMMA);
          setState(1198);
          expr();
          setState(1203);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(1206);
      match(KiteParser::RBRACKET);
      break;
    }

    case 8: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ArraySubqueryExprContext>(_localctx));
      enterOuterAlt(_localctx, 8);
      setState(1207);
      match(KiteParser::ARRAY);
      setState(1208);
      match(KiteParser::LPAREN);
      setState(1209);
      query();
      setState(1210);
      match(KiteParser::RPAREN);
      break;
    }

    case 9: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::PositionExprContext>(_localctx));
      enterOuterAlt(_localctx, 9);
      setState(1212);
      match(KiteParser::POSITION);
      setState(1213);
      match(KiteParser::LPAREN);
      setState(1214);
      otherExpr();
      setState(1215);
      match(KiteParser::IN);
      setState(1216);
      otherExpr();
      setState(1217);
      match(KiteParser::RPAREN);
      break;
    }

    case 10: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ExtractExprContext>(_localctx));
      enterOuterAlt(_localctx, 10);
      setState(1219);
      match(KiteParser::EXTRACT);
      setState(1220);
      match(KiteParser::LPAREN);
      setState(1223);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::ABORT:
        case KiteParser::ALTER:
        case KiteParser::BEGIN:
        case KiteParser::BINARY:
        case KiteParser::COMMIT:
        case KiteParser::CONFLICT:
        case KiteParser::COPY:
        case KiteParser::CSV:
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
        case KiteParser::HEADER:
        case KiteParser::IF:
        case KiteParser::INDEX:
        case KiteParser::INSERT:
        case KiteParser::KEY:
        case KiteParser::LAST:
        case KiteParser::LOCAL:
        case KiteParser::NEXT:
        case KiteParser::NOTHING:
        case KiteParser::NULLS:
        case KiteParser::OPERATOR:
        case KiteParser::POSITION:
        case KiteParser::PASSWORD:
        case KiteParser::PRECISION:
        case KiteParser::QUOTE:
        case KiteParser::RESET:
        case KiteParser::ROLE:
        case KiteParser::ROLLBACK:
        case KiteParser::ROW:
        case KiteParser::ROWS:
        case KiteParser::SESSION:
        case KiteParser::SET:
        case KiteParser::SHOW:
        case KiteParser::START:
        case KiteParser::STDIN:
        case KiteParser::STDOUT:
        case KiteParser::SUBSTRING:
        case KiteParser::TIME:
        case KiteParser::TRANSACTION:
        case KiteParser::TRIM:
        case KiteParser::TRUNCATE:
        case KiteParser::UNKNOWN:
        case KiteParser::UPDATE:
        case KiteParser::USER:
        case KiteParser::VARYING:
        case KiteParser::VERBOSE:
        case KiteParser::WITHOUT:
        case KiteParser::WORK:
        case KiteParser::ZONE:
        case KiteParser::QUOTED_IDENTIFIER:
        case KiteParser::IDENTIFIER: {
          setState(1221);
          identifier();
          break;
        }

        case KiteParser::STRING: {
          setState(1222);
          match(KiteParser::STRING);
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(1225);
      match(KiteParser::FROM);
      setState(1226);
      expr();
      setState(1227);
      match(KiteParser::RPAREN);
      break;
    }

    case 11: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::SubstringExprContext>(_localctx));
      enterOuterAlt(_localctx, 11);
      setState(1229);
      match(KiteParser::SUBSTRING);
      setState(1230);
      match(KiteParser::LPAREN);
      setState(1231);
      expr();
      setState(1244);
      _errHandler->sync(this);
      switch (_input->LA(1)) {
        case KiteParser::FROM: {
          setState(1232);
          match(KiteParser::FROM);
          setState(1233);
          expr();
          setState(1236);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == KiteParser::FOR) {
            setState(1234);
            match(KiteParser::FOR);
            setState(1235);
            expr();
          }
          break;
        }

        case KiteParser::FOR: {
          setState(1238);
          match(KiteParser::FOR);
          setState(1239);
          expr();
          setState(1242);
          _errHandler->sync(this);

          _la = _input->LA(1);
          if (_la == KiteParser::FROM) {
            setState(1240);
            match(KiteParser::FROM);
            setState(1241);
            expr();
          }
          break;
        }

      default:
        throw NoViableAltException(this);
      }
      setState(1246);
      match(KiteParser::RPAREN);
      break;
    }

    case 12: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TrimFromExprContext>(_localctx));
      enterOuterAlt(_localctx, 12);
      setState(1248);
      match(KiteParser::TRIM);
      setState(1249);
      match(KiteParser::LPAREN);
      setState(1251);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::BOTH

      || _la == KiteParser::LEADING || _la == KiteParser::TRAILING) {
        setState(1250);
        trimSide();
      }
      setState(1254);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
        | (1ULL << (KiteParser::LOCAL - 64))
        | (1ULL << (KiteParser::NEXT - 64))
        | (1ULL << (KiteParser::NOT - 64))
        | (1ULL << (KiteParser::NOTHING - 64))
        | (1ULL << (KiteParser::NULL_ - 64))
        | (1ULL << (KiteParser::NULLS - 64))
        | (1ULL << (KiteParser::OPERATOR - 64))
        | (1ULL << (KiteParser::POSITION - 64))
        | (1ULL << (KiteParser::PASSWORD - 64))
        | (1ULL << (KiteParser::PRECISION - 64))
        | (1ULL << (KiteParser::QUOTE - 64))
        | (1ULL << (KiteParser::RESET - 64))
        | (1ULL << (KiteParser::RIGHT - 64))
        | (1ULL << (KiteParser::ROLE - 64))
        | (1ULL << (KiteParser::ROLLBACK - 64))
        | (1ULL << (KiteParser::ROW - 64))
        | (1ULL << (KiteParser::ROWS - 64))
        | (1ULL << (KiteParser::SESSION - 64))
        | (1ULL << (KiteParser::SET - 64))
        | (1ULL << (KiteParser::SHOW - 64))
        | (1ULL << (KiteParser::START - 64))
        | (1ULL << (KiteParser::STDIN - 64))
        | (1ULL << (KiteParser::STDOUT - 64))
        | (1ULL << (KiteParser::SUBSTRING - 64))
        | (1ULL << (KiteParser::TIME - 64))
        | (1ULL << (KiteParser::TRANSACTION - 64))
        | (1ULL << (KiteParser::TRIM - 64))
        | (1ULL << (KiteParser::TRUE - 64))
        | (1ULL << (KiteParser::TRUNCATE - 64))
        | (1ULL << (KiteParser::UNKNOWN - 64))
        | (1ULL << (KiteParser::UPDATE - 64))
        | (1ULL << (KiteParser::USER - 64))
        | (1ULL << (KiteParser::VARYING - 64))
        | (1ULL << (KiteParser::VERBOSE - 64))
        | (1ULL << (KiteParser::WITHOUT - 64))
        | (1ULL << (KiteParser::WORK - 64))
        | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
        | (1ULL << (KiteParser::MINUS - 143))
        | (1ULL << (KiteParser::LPAREN - 143))
        | (1ULL << (KiteParser::PARAMETER - 143))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
        | (1ULL << (KiteParser::STRING - 143))
        | (1ULL << (KiteParser::ESCAPE_STRING - 143))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
        | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
        setState(1253);
        expr();
      }
      setState(1256);
      match(KiteParser::FROM);
      setState(1257);
      expr();
      setState(1258);
      match(KiteParser::RPAREN);
      break;
    }

    case 13: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::TrimSideExprContext>(_localctx));
      enterOuterAlt(_localctx, 13);
      setState(1260);
      match(KiteParser::TRIM);
      setState(1261);
      match(KiteParser::LPAREN);
      setState(1262);
      trimSide();
      setState(1263);
      expr();
      setState(1264);
      match(KiteParser::RPAREN);
      break;
    }

    case 14: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::FunctionExprContext>(_localctx));
      enterOuterAlt(_localctx, 14);
      setState(1266);
      functionCall();
      break;
    }

    case 15: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::SubqueryExprContext>(_localctx));
      enterOuterAlt(_localctx, 15);
      setState(1267);
      match(KiteParser::LPAREN);
      setState(1268);
      query();
      setState(1269);
      match(KiteParser::RPAREN);
      break;
    }

    case 16: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ParenExprContext>(_localctx));
      enterOuterAlt(_localctx, 16);
      setState(1271);
      match(KiteParser::LPAREN);
      setState(1272);
      expr();
      setState(1273);
      match(KiteParser::RPAREN);
      break;
    }

    case 17: {
      _localctx = dynamic_cast<PrimaryExprContext *>(_tracker.createInstance<KiteParser::ColumnRefExprContext>(_localctx));
      enterOuterAlt(_localctx, 17);
      setState(1275);
      identifier();
      setState(1278);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::DOT) {
        setState(1276);
        match(KiteParser::DOT);
        setState(1277);
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
  enterRule(_localctx, 166, KiteParser::RuleTrimSide);
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
    setState(1282);
    _la = _input->LA(1);
    if (!(_la == KiteParser::BOTH

    || _la == KiteParser::LEADING || _la == KiteParser::TRAILING)) {
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
  enterRule(_localctx, 168, KiteParser::RuleWhenClause);

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
    match(KiteParser::WHEN);
    setState(1285);
    expr();
    setState(1286);
    match(KiteParser::THEN);
    setState(1287);
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
  enterRule(_localctx, 170, KiteParser::RuleFunctionCall);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1315);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 182, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<FunctionCallContext *>(_tracker.createInstance<KiteParser::StarCallContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1289);
      functionName();
      setState(1290);
      match(KiteParser::LPAREN);
      setState(1291);
      match(KiteParser::STAR);
      setState(1292);
      match(KiteParser::RPAREN);
      setState(1294);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::OVER) {
        setState(1293);
        overClause();
      }
      break;
    }

    case 2: {
      _localctx = dynamic_cast<FunctionCallContext *>(_tracker.createInstance<KiteParser::ArgsCallContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1296);
      functionName();
      setState(1297);
      match(KiteParser::LPAREN);
      setState(1309);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if ((((_la & ~ 0x3fULL) == 0) &&
        ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
        | (1ULL << KiteParser::ALL)
        | (1ULL << KiteParser::ALTER)
        | (1ULL << KiteParser::ARRAY)
        | (1ULL << KiteParser::BEGIN)
        | (1ULL << KiteParser::BINARY)
        | (1ULL << KiteParser::CASE)
        | (1ULL << KiteParser::CAST)
        | (1ULL << KiteParser::COMMIT)
        | (1ULL << KiteParser::CONFLICT)
        | (1ULL << KiteParser::COPY)
        | (1ULL << KiteParser::CSV)
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
        | (1ULL << KiteParser::HEADER)
        | (1ULL << KiteParser::IF)
        | (1ULL << KiteParser::INDEX)
        | (1ULL << KiteParser::INSERT)
        | (1ULL << KiteParser::KEY)
        | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
        | (1ULL << (KiteParser::LOCAL - 64))
        | (1ULL << (KiteParser::NEXT - 64))
        | (1ULL << (KiteParser::NOT - 64))
        | (1ULL << (KiteParser::NOTHING - 64))
        | (1ULL << (KiteParser::NULL_ - 64))
        | (1ULL << (KiteParser::NULLS - 64))
        | (1ULL << (KiteParser::OPERATOR - 64))
        | (1ULL << (KiteParser::POSITION - 64))
        | (1ULL << (KiteParser::PASSWORD - 64))
        | (1ULL << (KiteParser::PRECISION - 64))
        | (1ULL << (KiteParser::QUOTE - 64))
        | (1ULL << (KiteParser::RESET - 64))
        | (1ULL << (KiteParser::RIGHT - 64))
        | (1ULL << (KiteParser::ROLE - 64))
        | (1ULL << (KiteParser::ROLLBACK - 64))
        | (1ULL << (KiteParser::ROW - 64))
        | (1ULL << (KiteParser::ROWS - 64))
        | (1ULL << (KiteParser::SESSION - 64))
        | (1ULL << (KiteParser::SET - 64))
        | (1ULL << (KiteParser::SHOW - 64))
        | (1ULL << (KiteParser::START - 64))
        | (1ULL << (KiteParser::STDIN - 64))
        | (1ULL << (KiteParser::STDOUT - 64))
        | (1ULL << (KiteParser::SUBSTRING - 64))
        | (1ULL << (KiteParser::TIME - 64))
        | (1ULL << (KiteParser::TRANSACTION - 64))
        | (1ULL << (KiteParser::TRIM - 64))
        | (1ULL << (KiteParser::TRUE - 64))
        | (1ULL << (KiteParser::TRUNCATE - 64))
        | (1ULL << (KiteParser::UNKNOWN - 64))
        | (1ULL << (KiteParser::UPDATE - 64))
        | (1ULL << (KiteParser::USER - 64))
        | (1ULL << (KiteParser::VARYING - 64))
        | (1ULL << (KiteParser::VERBOSE - 64))
        | (1ULL << (KiteParser::WITHOUT - 64))
        | (1ULL << (KiteParser::WORK - 64))
        | (1ULL << (KiteParser::ZONE - 64)))) != 0) || ((((_la - 143) & ~ 0x3fULL) == 0) &&
        ((1ULL << (_la - 143)) & ((1ULL << (KiteParser::PLUS - 143))
        | (1ULL << (KiteParser::MINUS - 143))
        | (1ULL << (KiteParser::LPAREN - 143))
        | (1ULL << (KiteParser::PARAMETER - 143))
        | (1ULL << (KiteParser::INTEGER_LITERAL - 143))
        | (1ULL << (KiteParser::DECIMAL_LITERAL - 143))
        | (1ULL << (KiteParser::STRING - 143))
        | (1ULL << (KiteParser::ESCAPE_STRING - 143))
        | (1ULL << (KiteParser::QUOTED_IDENTIFIER - 143))
        | (1ULL << (KiteParser::IDENTIFIER - 143)))) != 0)) {
        setState(1299);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::ALL

        || _la == KiteParser::DISTINCT) {
          setState(1298);
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
        setState(1301);
        expr();
        setState(1306);
        _errHandler->sync(this);
        _la = _input->LA(1);
        while (_la == KiteParser::COMMA) {
          setState(1302);
          match(KiteParser::COMMA);
          setState(1303);
          expr();
          setState(1308);
          _errHandler->sync(this);
          _la = _input->LA(1);
        }
      }
      setState(1311);
      match(KiteParser::RPAREN);
      setState(1313);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::OVER) {
        setState(1312);
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
  enterRule(_localctx, 172, KiteParser::RuleOverClause);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1317);
    match(KiteParser::OVER);
    setState(1318);
    match(KiteParser::LPAREN);
    setState(1319);
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
  enterRule(_localctx, 174, KiteParser::RuleFunctionName);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    enterOuterAlt(_localctx, 1);
    setState(1324);
    _errHandler->sync(this);

    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 183, _ctx)) {
    case 1: {
      setState(1321);
      identifier();
      setState(1322);
      match(KiteParser::DOT);
      break;
    }

    default:
      break;
    }
    setState(1329);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        setState(1326);
        identifier();
        break;
      }

      case KiteParser::LEFT: {
        setState(1327);
        match(KiteParser::LEFT);
        break;
      }

      case KiteParser::RIGHT: {
        setState(1328);
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
  enterRule(_localctx, 176, KiteParser::RuleLiteral);
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
    setState(1331);
    _la = _input->LA(1);
    if (!(_la == KiteParser::FALSE

    || _la == KiteParser::NULL_ || ((((_la - 111) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 111)) & ((1ULL << (KiteParser::TRUE - 111))
      | (1ULL << (KiteParser::INTEGER_LITERAL - 111))
      | (1ULL << (KiteParser::DECIMAL_LITERAL - 111))
      | (1ULL << (KiteParser::STRING - 111))
      | (1ULL << (KiteParser::ESCAPE_STRING - 111)))) != 0))) {
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
  enterRule(_localctx, 178, KiteParser::RuleSignedNumber);
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
    setState(1334);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::PLUS

    || _la == KiteParser::MINUS) {
      setState(1333);
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
    setState(1336);
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
  enterRule(_localctx, 180, KiteParser::RuleTypeName);
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
    setState(1338);
    baseTypeName();
    setState(1346);
    _errHandler->sync(this);
    alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 187, _ctx);
    while (alt != 2 && alt != atn::ATN::INVALID_ALT_NUMBER) {
      if (alt == 1) {
        setState(1339);
        match(KiteParser::LBRACKET);
        setState(1341);
        _errHandler->sync(this);

        _la = _input->LA(1);
        if (_la == KiteParser::INTEGER_LITERAL) {
          setState(1340);
          match(KiteParser::INTEGER_LITERAL);
        }
        setState(1343);
        match(KiteParser::RBRACKET); 
      }
      setState(1348);
      _errHandler->sync(this);
      alt = getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 187, _ctx);
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

tree::TerminalNode* KiteParser::NamedTypeContext::WITHOUT() {
  return getToken(KiteParser::WITHOUT, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::TIME() {
  return getToken(KiteParser::TIME, 0);
}

tree::TerminalNode* KiteParser::NamedTypeContext::ZONE() {
  return getToken(KiteParser::ZONE, 0);
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
  enterRule(_localctx, 182, KiteParser::RuleBaseTypeName);
  size_t _la = 0;

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1368);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 192, _ctx)) {
    case 1: {
      _localctx = dynamic_cast<BaseTypeNameContext *>(_tracker.createInstance<KiteParser::DoublePrecisionTypeContext>(_localctx));
      enterOuterAlt(_localctx, 1);
      setState(1349);
      match(KiteParser::DOUBLE);
      setState(1350);
      match(KiteParser::PRECISION);
      break;
    }

    case 2: {
      _localctx = dynamic_cast<BaseTypeNameContext *>(_tracker.createInstance<KiteParser::NamedTypeContext>(_localctx));
      enterOuterAlt(_localctx, 2);
      setState(1354);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 188, _ctx)) {
      case 1: {
        setState(1351);
        identifier();
        setState(1352);
        match(KiteParser::DOT);
        break;
      }

      default:
        break;
      }
      setState(1356);
      identifier();
      setState(1358);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 189, _ctx)) {
      case 1: {
        setState(1357);
        match(KiteParser::VARYING);
        break;
      }

      default:
        break;
      }
      setState(1361);
      _errHandler->sync(this);

      _la = _input->LA(1);
      if (_la == KiteParser::LPAREN) {
        setState(1360);
        typeModifiers();
      }
      setState(1366);
      _errHandler->sync(this);

      switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 191, _ctx)) {
      case 1: {
        setState(1363);
        match(KiteParser::WITHOUT);
        setState(1364);
        match(KiteParser::TIME);
        setState(1365);
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
  enterRule(_localctx, 184, KiteParser::RuleTypeModifiers);
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
    setState(1370);
    match(KiteParser::LPAREN);
    setState(1371);
    match(KiteParser::INTEGER_LITERAL);
    setState(1376);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1372);
      match(KiteParser::COMMA);
      setState(1373);
      match(KiteParser::INTEGER_LITERAL);
      setState(1378);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1379);
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


size_t KiteParser::TypeNameForLiteralContext::getRuleIndex() const {
  return KiteParser::RuleTypeNameForLiteral;
}


KiteParser::TypeNameForLiteralContext* KiteParser::typeNameForLiteral() {
  TypeNameForLiteralContext *_localctx = _tracker.createInstance<TypeNameForLiteralContext>(_ctx, getState());
  enterRule(_localctx, 186, KiteParser::RuleTypeNameForLiteral);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1384);
    _errHandler->sync(this);
    switch (getInterpreter<atn::ParserATNSimulator>()->adaptivePredict(_input, 194, _ctx)) {
    case 1: {
      enterOuterAlt(_localctx, 1);
      setState(1381);
      match(KiteParser::DOUBLE);
      setState(1382);
      match(KiteParser::PRECISION);
      break;
    }

    case 2: {
      enterOuterAlt(_localctx, 2);
      setState(1383);
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
  enterRule(_localctx, 188, KiteParser::RuleQualifiedName);
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
    setState(1386);
    identifier();
    setState(1389);
    _errHandler->sync(this);

    _la = _input->LA(1);
    if (_la == KiteParser::DOT) {
      setState(1387);
      match(KiteParser::DOT);
      setState(1388);
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
  enterRule(_localctx, 190, KiteParser::RuleIdentifierList);
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
    setState(1391);
    match(KiteParser::LPAREN);
    setState(1392);
    identifier();
    setState(1397);
    _errHandler->sync(this);
    _la = _input->LA(1);
    while (_la == KiteParser::COMMA) {
      setState(1393);
      match(KiteParser::COMMA);
      setState(1394);
      identifier();
      setState(1399);
      _errHandler->sync(this);
      _la = _input->LA(1);
    }
    setState(1400);
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
  enterRule(_localctx, 192, KiteParser::RuleIdentifier);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1405);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 1);
        setState(1402);
        match(KiteParser::IDENTIFIER);
        break;
      }

      case KiteParser::QUOTED_IDENTIFIER: {
        enterOuterAlt(_localctx, 2);
        setState(1403);
        match(KiteParser::QUOTED_IDENTIFIER);
        break;
      }

      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE: {
        enterOuterAlt(_localctx, 3);
        setState(1404);
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
  enterRule(_localctx, 194, KiteParser::RuleColLabel);

#if __cplusplus > 201703L
  auto onExit = finally([=, this] {
#else
  auto onExit = finally([=] {
#endif
    exitRule();
  });
  try {
    setState(1409);
    _errHandler->sync(this);
    switch (_input->LA(1)) {
      case KiteParser::ABORT:
      case KiteParser::ALTER:
      case KiteParser::BEGIN:
      case KiteParser::BINARY:
      case KiteParser::COMMIT:
      case KiteParser::CONFLICT:
      case KiteParser::COPY:
      case KiteParser::CSV:
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
      case KiteParser::HEADER:
      case KiteParser::IF:
      case KiteParser::INDEX:
      case KiteParser::INSERT:
      case KiteParser::KEY:
      case KiteParser::LAST:
      case KiteParser::LOCAL:
      case KiteParser::NEXT:
      case KiteParser::NOTHING:
      case KiteParser::NULLS:
      case KiteParser::OPERATOR:
      case KiteParser::POSITION:
      case KiteParser::PASSWORD:
      case KiteParser::PRECISION:
      case KiteParser::QUOTE:
      case KiteParser::RESET:
      case KiteParser::ROLE:
      case KiteParser::ROLLBACK:
      case KiteParser::ROW:
      case KiteParser::ROWS:
      case KiteParser::SESSION:
      case KiteParser::SET:
      case KiteParser::SHOW:
      case KiteParser::START:
      case KiteParser::STDIN:
      case KiteParser::STDOUT:
      case KiteParser::SUBSTRING:
      case KiteParser::TIME:
      case KiteParser::TRANSACTION:
      case KiteParser::TRIM:
      case KiteParser::TRUNCATE:
      case KiteParser::UNKNOWN:
      case KiteParser::UPDATE:
      case KiteParser::USER:
      case KiteParser::VARYING:
      case KiteParser::VERBOSE:
      case KiteParser::WITHOUT:
      case KiteParser::WORK:
      case KiteParser::ZONE:
      case KiteParser::QUOTED_IDENTIFIER:
      case KiteParser::IDENTIFIER: {
        enterOuterAlt(_localctx, 1);
        setState(1407);
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
        setState(1408);
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

tree::TerminalNode* KiteParser::NonReservedKeywordContext::COMMIT() {
  return getToken(KiteParser::COMMIT, 0);
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


size_t KiteParser::NonReservedKeywordContext::getRuleIndex() const {
  return KiteParser::RuleNonReservedKeyword;
}


KiteParser::NonReservedKeywordContext* KiteParser::nonReservedKeyword() {
  NonReservedKeywordContext *_localctx = _tracker.createInstance<NonReservedKeywordContext>(_ctx, getState());
  enterRule(_localctx, 196, KiteParser::RuleNonReservedKeyword);
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
    setState(1411);
    _la = _input->LA(1);
    if (!((((_la & ~ 0x3fULL) == 0) &&
      ((1ULL << _la) & ((1ULL << KiteParser::ABORT)
      | (1ULL << KiteParser::ALTER)
      | (1ULL << KiteParser::BEGIN)
      | (1ULL << KiteParser::BINARY)
      | (1ULL << KiteParser::COMMIT)
      | (1ULL << KiteParser::CONFLICT)
      | (1ULL << KiteParser::COPY)
      | (1ULL << KiteParser::CSV)
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
      | (1ULL << KiteParser::HEADER)
      | (1ULL << KiteParser::IF)
      | (1ULL << KiteParser::INDEX)
      | (1ULL << KiteParser::INSERT)
      | (1ULL << KiteParser::KEY)
      | (1ULL << KiteParser::LAST))) != 0) || ((((_la - 67) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 67)) & ((1ULL << (KiteParser::LOCAL - 67))
      | (1ULL << (KiteParser::NEXT - 67))
      | (1ULL << (KiteParser::NOTHING - 67))
      | (1ULL << (KiteParser::NULLS - 67))
      | (1ULL << (KiteParser::OPERATOR - 67))
      | (1ULL << (KiteParser::POSITION - 67))
      | (1ULL << (KiteParser::PASSWORD - 67))
      | (1ULL << (KiteParser::PRECISION - 67))
      | (1ULL << (KiteParser::QUOTE - 67))
      | (1ULL << (KiteParser::RESET - 67))
      | (1ULL << (KiteParser::ROLE - 67))
      | (1ULL << (KiteParser::ROLLBACK - 67))
      | (1ULL << (KiteParser::ROW - 67))
      | (1ULL << (KiteParser::ROWS - 67))
      | (1ULL << (KiteParser::SESSION - 67))
      | (1ULL << (KiteParser::SET - 67))
      | (1ULL << (KiteParser::SHOW - 67))
      | (1ULL << (KiteParser::START - 67))
      | (1ULL << (KiteParser::STDIN - 67))
      | (1ULL << (KiteParser::STDOUT - 67))
      | (1ULL << (KiteParser::SUBSTRING - 67))
      | (1ULL << (KiteParser::TIME - 67))
      | (1ULL << (KiteParser::TRANSACTION - 67))
      | (1ULL << (KiteParser::TRIM - 67))
      | (1ULL << (KiteParser::TRUNCATE - 67))
      | (1ULL << (KiteParser::UNKNOWN - 67))
      | (1ULL << (KiteParser::UPDATE - 67))
      | (1ULL << (KiteParser::USER - 67))
      | (1ULL << (KiteParser::VARYING - 67))
      | (1ULL << (KiteParser::VERBOSE - 67))
      | (1ULL << (KiteParser::WITHOUT - 67))
      | (1ULL << (KiteParser::WORK - 67))
      | (1ULL << (KiteParser::ZONE - 67)))) != 0))) {
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
  enterRule(_localctx, 198, KiteParser::RuleReservedKeyword);
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
    setState(1413);
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
      | (1ULL << KiteParser::HAVING)
      | (1ULL << KiteParser::ILIKE)
      | (1ULL << KiteParser::IN)
      | (1ULL << KiteParser::INNER)
      | (1ULL << KiteParser::INTERSECT)
      | (1ULL << KiteParser::INTO)
      | (1ULL << KiteParser::IS)
      | (1ULL << KiteParser::JOIN)
      | (1ULL << KiteParser::LEADING))) != 0) || ((((_la - 64) & ~ 0x3fULL) == 0) &&
      ((1ULL << (_la - 64)) & ((1ULL << (KiteParser::LEFT - 64))
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
      | (1ULL << (KiteParser::SOME - 64))
      | (1ULL << (KiteParser::SYMMETRIC - 64))
      | (1ULL << (KiteParser::TABLE - 64))
      | (1ULL << (KiteParser::THEN - 64))
      | (1ULL << (KiteParser::TO - 64))
      | (1ULL << (KiteParser::TRAILING - 64))
      | (1ULL << (KiteParser::TRUE - 64))
      | (1ULL << (KiteParser::UNION - 64))
      | (1ULL << (KiteParser::UNIQUE - 64))
      | (1ULL << (KiteParser::USING - 64))
      | (1ULL << (KiteParser::VALUES - 64))
      | (1ULL << (KiteParser::WHEN - 64))
      | (1ULL << (KiteParser::WHERE - 64))
      | (1ULL << (KiteParser::WITH - 64)))) != 0))) {
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
  "columnDef", "columnConstraint", "columnConstraintBody", "tableConstraint", 
  "tableConstraintBody", "dropTableStatement", "truncateStatement", "createIndexStatement", 
  "indexColumn", "dropIndexStatement", "createRoleStatement", "alterRoleStatement", 
  "dropRoleStatement", "roleOption", "analyzeStatement", "insertStatement", 
  "onConflict", "setClause", "returningClause", "updateStatement", "deleteStatement", 
  "copyStatement", "copyTarget", "copyOptions", "copyOption", "copyOptionValue", 
  "legacyCopyOption", "explainStatement", "explainOption", "setStatement", 
  "settingName", "settingValue", "resetStatement", "showStatement", "transactionStatement", 
  "queryStatement", "query", "setOperator", "queryTerm", "queryPrimary", 
  "simpleSelect", "valuesClause", "valuesRow", "valuesItem", "selectItem", 
  "fromClause", "whereClause", "groupByClause", "havingClause", "orderByClause", 
  "orderItem", "limitClause", "tableRef", "joinClause", "joinType", "joinCondition", 
  "tablePrimary", "aliasClause", "expr", "orExpr", "andExpr", "notExpr", 
  "isExpr", "isSuffix", "comparisonExpr", "comparisonRight", "comparisonOperator", 
  "predicateExpr", "predicateSuffix", "otherExpr", "otherOperator", "anyOperator", 
  "additiveExpr", "multiplicativeExpr", "unaryExpr", "postfixExpr", "postfixSuffix", 
  "primaryExpr", "trimSide", "whenClause", "functionCall", "overClause", 
  "functionName", "literal", "signedNumber", "typeName", "baseTypeName", 
  "typeModifiers", "typeNameForLiteral", "qualifiedName", "identifierList", 
  "identifier", "colLabel", "nonReservedKeyword", "reservedKeyword"
};

std::vector<std::string> KiteParser::_literalNames = {
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
  "", "", "'::'", "'||'", "'@>'", "'<@'", "'&&'", "'~'", "'!~'", "'~*'", 
  "'!~*'", "", "'<='", "'>='", "'='", "'<'", "'>'", "'+'", "'-'", "'*'", 
  "'/'", "'%'", "'('", "')'", "'['", "']'", "','", "'.'", "';'"
};

std::vector<std::string> KiteParser::_symbolicNames = {
  "", "ABORT", "ALL", "ALTER", "ANALYZE", "AND", "ANY", "ARRAY", "AS", "ASC", 
  "BEGIN", "BETWEEN", "BINARY", "BOTH", "BY", "CASE", "CAST", "COLLATE", 
  "COMMIT", "CONFLICT", "CONSTRAINT", "COPY", "CREATE", "CROSS", "CSV", 
  "DEFAULT", "DELETE", "DELIMITER", "DESC", "DISTINCT", "DO", "DOUBLE", 
  "DROP", "ELSE", "END", "ENCRYPTED", "ESCAPE", "EXCEPT", "EXISTS", "EXPLAIN", 
  "EXTRACT", "FALSE", "FETCH", "FIRST", "FOR", "FORMAT", "FROM", "FULL", 
  "GROUP", "HAVING", "HEADER", "IF", "ILIKE", "INDEX", "IN", "INNER", "INSERT", 
  "INTERSECT", "INTO", "IS", "JOIN", "KEY", "LAST", "LEADING", "LEFT", "LIKE", 
  "LIMIT", "LOCAL", "NATURAL", "NEXT", "NOT", "NOTHING", "NULL_", "NULLS", 
  "OFFSET", "ON", "ONLY", "OPERATOR", "OR", "ORDER", "OUTER", "OVER", "POSITION", 
  "PASSWORD", "PRECISION", "PRIMARY", "QUOTE", "RESET", "RETURNING", "RIGHT", 
  "ROLE", "ROLLBACK", "ROW", "ROWS", "SELECT", "SESSION", "SET", "SHOW", 
  "SOME", "START", "STDIN", "STDOUT", "SUBSTRING", "SYMMETRIC", "TABLE", 
  "THEN", "TIME", "TO", "TRAILING", "TRANSACTION", "TRIM", "TRUE", "TRUNCATE", 
  "UNION", "UNIQUE", "UNKNOWN", "UPDATE", "USER", "USING", "VALUES", "VARYING", 
  "VERBOSE", "WHEN", "WHERE", "WITH", "WITHOUT", "WORK", "ZONE", "TYPECAST", 
  "CONCAT", "CONTAINS", "CONTAINED_BY", "OVERLAPS", "TILDE", "NOT_TILDE", 
  "TILDE_STAR", "NOT_TILDE_STAR", "NEQ", "LTE", "GTE", "EQ", "LT", "GT", 
  "PLUS", "MINUS", "STAR", "SLASH", "PERCENT", "LPAREN", "RPAREN", "LBRACKET", 
  "RBRACKET", "COMMA", "DOT", "SEMI", "PARAMETER", "INTEGER_LITERAL", "DECIMAL_LITERAL", 
  "STRING", "ESCAPE_STRING", "QUOTED_IDENTIFIER", "IDENTIFIER", "LINE_COMMENT", 
  "BLOCK_COMMENT", "WHITESPACE", "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENTIFIER", 
  "UNTERMINATED_COMMENT", "ERROR_CHARACTER"
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
    0x3, 0xaa, 0x58a, 0x4, 0x2, 0x9, 0x2, 0x4, 0x3, 0x9, 0x3, 0x4, 0x4, 
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
    0x9, 0x63, 0x4, 0x64, 0x9, 0x64, 0x4, 0x65, 0x9, 0x65, 0x3, 0x2, 0x5, 
    0x2, 0xcc, 0xa, 0x2, 0x3, 0x2, 0x3, 0x2, 0x5, 0x2, 0xd0, 0xa, 0x2, 0x7, 
    0x2, 0xd2, 0xa, 0x2, 0xc, 0x2, 0xe, 0x2, 0xd5, 0xb, 0x2, 0x3, 0x2, 0x3, 
    0x2, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 
    0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x5, 0x3, 0xec, 
    0xa, 0x3, 0x3, 0x4, 0x3, 0x4, 0x3, 0x4, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 
    0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0xf6, 0xa, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 
    0x5, 0x3, 0x5, 0x3, 0x5, 0x7, 0x5, 0xfd, 0xa, 0x5, 0xc, 0x5, 0xe, 0x5, 
    0x100, 0xb, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x3, 0x5, 0x5, 0x5, 0x106, 
    0xa, 0x5, 0x3, 0x6, 0x3, 0x6, 0x5, 0x6, 0x10a, 0xa, 0x6, 0x3, 0x7, 0x3, 
    0x7, 0x3, 0x7, 0x7, 0x7, 0x10f, 0xa, 0x7, 0xc, 0x7, 0xe, 0x7, 0x112, 
    0xb, 0x7, 0x3, 0x8, 0x3, 0x8, 0x5, 0x8, 0x116, 0xa, 0x8, 0x3, 0x8, 0x3, 
    0x8, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 0x9, 0x3, 
    0x9, 0x3, 0x9, 0x5, 0x9, 0x122, 0xa, 0x9, 0x3, 0xa, 0x3, 0xa, 0x5, 0xa, 
    0x126, 0xa, 0xa, 0x3, 0xa, 0x3, 0xa, 0x3, 0xb, 0x3, 0xb, 0x3, 0xb, 0x3, 
    0xb, 0x3, 0xb, 0x5, 0xb, 0x12f, 0xa, 0xb, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 
    0x3, 0xc, 0x5, 0xc, 0x135, 0xa, 0xc, 0x3, 0xc, 0x3, 0xc, 0x3, 0xc, 0x7, 
    0xc, 0x13a, 0xa, 0xc, 0xc, 0xc, 0xe, 0xc, 0x13d, 0xb, 0xc, 0x3, 0xd, 
    0x3, 0xd, 0x5, 0xd, 0x141, 0xa, 0xd, 0x3, 0xd, 0x3, 0xd, 0x3, 0xd, 0x7, 
    0xd, 0x146, 0xa, 0xd, 0xc, 0xd, 0xe, 0xd, 0x149, 0xb, 0xd, 0x3, 0xe, 
    0x3, 0xe, 0x5, 0xe, 0x14d, 0xa, 0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 
    0xe, 0x5, 0xe, 0x153, 0xa, 0xe, 0x3, 0xe, 0x5, 0xe, 0x156, 0xa, 0xe, 
    0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x5, 0xe, 0x15c, 0xa, 0xe, 0x3, 
    0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 0xe, 0x7, 0xe, 0x162, 0xa, 0xe, 0xc, 0xe, 
    0xe, 0xe, 0x165, 0xb, 0xe, 0x3, 0xe, 0x3, 0xe, 0x3, 0xf, 0x3, 0xf, 0x5, 
    0xf, 0x16b, 0xa, 0xf, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x5, 
    0x10, 0x171, 0xa, 0x10, 0x3, 0x10, 0x3, 0x10, 0x3, 0x10, 0x7, 0x10, 
    0x176, 0xa, 0x10, 0xc, 0x10, 0xe, 0x10, 0x179, 0xb, 0x10, 0x3, 0x11, 
    0x3, 0x11, 0x3, 0x11, 0x3, 0x11, 0x5, 0x11, 0x17f, 0xa, 0x11, 0x3, 0x11, 
    0x7, 0x11, 0x182, 0xa, 0x11, 0xc, 0x11, 0xe, 0x11, 0x185, 0xb, 0x11, 
    0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x3, 0x12, 0x5, 0x12, 0x18b, 0xa, 0x12, 
    0x3, 0x12, 0x7, 0x12, 0x18e, 0xa, 0x12, 0xc, 0x12, 0xe, 0x12, 0x191, 
    0xb, 0x12, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x5, 0x13, 0x197, 
    0xa, 0x13, 0x3, 0x13, 0x3, 0x13, 0x3, 0x13, 0x7, 0x13, 0x19c, 0xa, 0x13, 
    0xc, 0x13, 0xe, 0x13, 0x19f, 0xb, 0x13, 0x3, 0x14, 0x5, 0x14, 0x1a2, 
    0xa, 0x14, 0x3, 0x14, 0x3, 0x14, 0x3, 0x14, 0x5, 0x14, 0x1a7, 0xa, 0x14, 
    0x3, 0x15, 0x3, 0x15, 0x5, 0x15, 0x1ab, 0xa, 0x15, 0x3, 0x15, 0x3, 0x15, 
    0x3, 0x15, 0x7, 0x15, 0x1b0, 0xa, 0x15, 0xc, 0x15, 0xe, 0x15, 0x1b3, 
    0xb, 0x15, 0x5, 0x15, 0x1b5, 0xa, 0x15, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 
    0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x1bc, 0xa, 0x16, 0x3, 0x16, 0x5, 0x16, 
    0x1bf, 0xa, 0x16, 0x3, 0x16, 0x3, 0x16, 0x3, 0x16, 0x5, 0x16, 0x1c4, 
    0xa, 0x16, 0x3, 0x16, 0x5, 0x16, 0x1c7, 0xa, 0x16, 0x3, 0x16, 0x5, 0x16, 
    0x1ca, 0xa, 0x16, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x5, 0x17, 0x1cf, 
    0xa, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 0x17, 0x3, 
    0x17, 0x3, 0x17, 0x7, 0x17, 0x1d8, 0xa, 0x17, 0xc, 0x17, 0xe, 0x17, 
    0x1db, 0xb, 0x17, 0x3, 0x17, 0x5, 0x17, 0x1de, 0xa, 0x17, 0x5, 0x17, 
    0x1e0, 0xa, 0x17, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x3, 0x18, 0x5, 0x18, 
    0x1e6, 0xa, 0x18, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x3, 0x19, 0x7, 0x19, 
    0x1ec, 0xa, 0x19, 0xc, 0x19, 0xe, 0x19, 0x1ef, 0xb, 0x19, 0x3, 0x1a, 
    0x3, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x1f4, 0xa, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 
    0x1f7, 0xa, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x3, 0x1a, 0x7, 0x1a, 
    0x1fd, 0xa, 0x1a, 0xc, 0x1a, 0xe, 0x1a, 0x200, 0xb, 0x1a, 0x3, 0x1a, 
    0x5, 0x1a, 0x203, 0xa, 0x1a, 0x3, 0x1a, 0x5, 0x1a, 0x206, 0xa, 0x1a, 
    0x3, 0x1a, 0x5, 0x1a, 0x209, 0xa, 0x1a, 0x3, 0x1b, 0x3, 0x1b, 0x3, 0x1b, 
    0x3, 0x1b, 0x5, 0x1b, 0x20f, 0xa, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 0x212, 
    0xa, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 0x215, 0xa, 0x1b, 0x3, 0x1b, 0x5, 0x1b, 
    0x218, 0xa, 0x1b, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x21d, 
    0xa, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 
    0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x228, 0xa, 0x1c, 
    0x3, 0x1c, 0x5, 0x1c, 0x22b, 0xa, 0x1c, 0x3, 0x1c, 0x5, 0x1c, 0x22e, 
    0xa, 0x1c, 0x3, 0x1d, 0x3, 0x1d, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 
    0x1e, 0x7, 0x1e, 0x236, 0xa, 0x1e, 0xc, 0x1e, 0xe, 0x1e, 0x239, 0xb, 
    0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x3, 0x1e, 0x6, 0x1e, 0x23e, 0xa, 0x1e, 
    0xd, 0x1e, 0xe, 0x1e, 0x23f, 0x5, 0x1e, 0x242, 0xa, 0x1e, 0x3, 0x1f, 
    0x3, 0x1f, 0x5, 0x1f, 0x246, 0xa, 0x1f, 0x3, 0x20, 0x3, 0x20, 0x3, 0x20, 
    0x5, 0x20, 0x24b, 0xa, 0x20, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 
    0x3, 0x21, 0x5, 0x21, 0x252, 0xa, 0x21, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 
    0x5, 0x21, 0x257, 0xa, 0x21, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 
    0x25c, 0xa, 0x21, 0x3, 0x21, 0x3, 0x21, 0x3, 0x21, 0x5, 0x21, 0x261, 
    0xa, 0x21, 0x3, 0x21, 0x5, 0x21, 0x264, 0xa, 0x21, 0x3, 0x22, 0x3, 0x22, 
    0x5, 0x22, 0x268, 0xa, 0x22, 0x3, 0x22, 0x5, 0x22, 0x26b, 0xa, 0x22, 
    0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x3, 0x22, 0x7, 0x22, 0x271, 0xa, 0x22, 
    0xc, 0x22, 0xe, 0x22, 0x274, 0xb, 0x22, 0x3, 0x22, 0x3, 0x22, 0x5, 0x22, 
    0x278, 0xa, 0x22, 0x3, 0x22, 0x3, 0x22, 0x3, 0x23, 0x3, 0x23, 0x5, 0x23, 
    0x27e, 0xa, 0x23, 0x3, 0x24, 0x3, 0x24, 0x5, 0x24, 0x282, 0xa, 0x24, 
    0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x7, 
    0x24, 0x28a, 0xa, 0x24, 0xc, 0x24, 0xe, 0x24, 0x28d, 0xb, 0x24, 0x5, 
    0x24, 0x28f, 0xa, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 0x3, 0x24, 
    0x3, 0x24, 0x5, 0x24, 0x296, 0xa, 0x24, 0x5, 0x24, 0x298, 0xa, 0x24, 
    0x3, 0x25, 0x3, 0x25, 0x3, 0x25, 0x7, 0x25, 0x29d, 0xa, 0x25, 0xc, 0x25, 
    0xe, 0x25, 0x2a0, 0xb, 0x25, 0x3, 0x26, 0x3, 0x26, 0x3, 0x26, 0x5, 0x26, 
    0x2a5, 0xa, 0x26, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 0x3, 0x27, 
    0x5, 0x27, 0x2ac, 0xa, 0x27, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 0x3, 0x28, 
    0x3, 0x28, 0x5, 0x28, 0x2b3, 0xa, 0x28, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 
    0x2b7, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 
    0x2bd, 0xa, 0x29, 0x3, 0x29, 0x3, 0x29, 0x5, 0x29, 0x2c1, 0xa, 0x29, 
    0x5, 0x29, 0x2c3, 0xa, 0x29, 0x3, 0x2a, 0x3, 0x2a, 0x3, 0x2b, 0x3, 0x2b, 
    0x3, 0x2b, 0x3, 0x2b, 0x7, 0x2b, 0x2cb, 0xa, 0x2b, 0xc, 0x2b, 0xe, 0x2b, 
    0x2ce, 0xb, 0x2b, 0x3, 0x2b, 0x5, 0x2b, 0x2d1, 0xa, 0x2b, 0x3, 0x2b, 
    0x7, 0x2b, 0x2d4, 0xa, 0x2b, 0xc, 0x2b, 0xe, 0x2b, 0x2d7, 0xb, 0x2b, 
    0x3, 0x2c, 0x3, 0x2c, 0x5, 0x2c, 0x2db, 0xa, 0x2c, 0x3, 0x2d, 0x3, 0x2d, 
    0x3, 0x2d, 0x5, 0x2d, 0x2e0, 0xa, 0x2d, 0x3, 0x2d, 0x7, 0x2d, 0x2e3, 
    0xa, 0x2d, 0xc, 0x2d, 0xe, 0x2d, 0x2e6, 0xb, 0x2d, 0x3, 0x2e, 0x3, 0x2e, 
    0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x3, 0x2e, 0x5, 0x2e, 0x2ee, 0xa, 0x2e, 
    0x3, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 0x2f2, 0xa, 0x2f, 0x3, 0x2f, 0x3, 0x2f, 
    0x3, 0x2f, 0x7, 0x2f, 0x2f7, 0xa, 0x2f, 0xc, 0x2f, 0xe, 0x2f, 0x2fa, 
    0xb, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 0x2fd, 0xa, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 
    0x300, 0xa, 0x2f, 0x3, 0x2f, 0x5, 0x2f, 0x303, 0xa, 0x2f, 0x3, 0x2f, 
    0x5, 0x2f, 0x306, 0xa, 0x2f, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 0x3, 0x30, 
    0x7, 0x30, 0x30c, 0xa, 0x30, 0xc, 0x30, 0xe, 0x30, 0x30f, 0xb, 0x30, 
    0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x31, 0x7, 0x31, 0x315, 0xa, 0x31, 
    0xc, 0x31, 0xe, 0x31, 0x318, 0xb, 0x31, 0x3, 0x31, 0x3, 0x31, 0x3, 0x32, 
    0x3, 0x32, 0x5, 0x32, 0x31e, 0xa, 0x32, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 
    0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x3, 0x33, 0x5, 
    0x33, 0x329, 0xa, 0x33, 0x5, 0x33, 0x32b, 0xa, 0x33, 0x3, 0x34, 0x3, 
    0x34, 0x3, 0x34, 0x3, 0x34, 0x7, 0x34, 0x331, 0xa, 0x34, 0xc, 0x34, 
    0xe, 0x34, 0x334, 0xb, 0x34, 0x3, 0x35, 0x3, 0x35, 0x3, 0x35, 0x3, 0x36, 
    0x3, 0x36, 0x3, 0x36, 0x3, 0x36, 0x3, 0x36, 0x7, 0x36, 0x33e, 0xa, 0x36, 
    0xc, 0x36, 0xe, 0x36, 0x341, 0xb, 0x36, 0x3, 0x37, 0x3, 0x37, 0x3, 0x37, 
    0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x3, 0x38, 0x7, 0x38, 0x34b, 
    0xa, 0x38, 0xc, 0x38, 0xe, 0x38, 0x34e, 0xb, 0x38, 0x3, 0x39, 0x3, 0x39, 
    0x5, 0x39, 0x352, 0xa, 0x39, 0x3, 0x39, 0x3, 0x39, 0x5, 0x39, 0x356, 
    0xa, 0x39, 0x3, 0x3a, 0x3, 0x3a, 0x3, 0x3a, 0x5, 0x3a, 0x35b, 0xa, 0x3a, 
    0x3, 0x3a, 0x3, 0x3a, 0x3, 0x3a, 0x5, 0x3a, 0x360, 0xa, 0x3a, 0x3, 0x3a, 
    0x3, 0x3a, 0x3, 0x3a, 0x5, 0x3a, 0x365, 0xa, 0x3a, 0x3, 0x3a, 0x3, 0x3a, 
    0x5, 0x3a, 0x369, 0xa, 0x3a, 0x3, 0x3b, 0x3, 0x3b, 0x7, 0x3b, 0x36d, 
    0xa, 0x3b, 0xc, 0x3b, 0xe, 0x3b, 0x370, 0xb, 0x3b, 0x3, 0x3c, 0x3, 0x3c, 
    0x3, 0x3c, 0x3, 0x3c, 0x3, 0x3c, 0x5, 0x3c, 0x377, 0xa, 0x3c, 0x3, 0x3c, 
    0x3, 0x3c, 0x3, 0x3c, 0x5, 0x3c, 0x37c, 0xa, 0x3c, 0x3, 0x3c, 0x3, 0x3c, 
    0x3, 0x3c, 0x3, 0x3c, 0x5, 0x3c, 0x382, 0xa, 0x3c, 0x3, 0x3d, 0x3, 0x3d, 
    0x3, 0x3d, 0x5, 0x3d, 0x387, 0xa, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x5, 0x3d, 
    0x38b, 0xa, 0x3d, 0x3, 0x3d, 0x3, 0x3d, 0x5, 0x3d, 0x38f, 0xa, 0x3d, 
    0x5, 0x3d, 0x391, 0xa, 0x3d, 0x3, 0x3e, 0x3, 0x3e, 0x3, 0x3e, 0x3, 0x3e, 
    0x5, 0x3e, 0x397, 0xa, 0x3e, 0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 
    0x3, 0x3f, 0x7, 0x3f, 0x39e, 0xa, 0x3f, 0xc, 0x3f, 0xe, 0x3f, 0x3a1, 
    0xb, 0x3f, 0x5, 0x3f, 0x3a3, 0xa, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x5, 0x3f, 
    0x3a7, 0xa, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x5, 0x3f, 0x3ab, 0xa, 0x3f, 
    0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x5, 0x3f, 0x3b1, 0xa, 0x3f, 
    0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x3, 0x3f, 0x5, 0x3f, 0x3b7, 0xa, 0x3f, 
    0x5, 0x3f, 0x3b9, 0xa, 0x3f, 0x3, 0x40, 0x5, 0x40, 0x3bc, 0xa, 0x40, 
    0x3, 0x40, 0x3, 0x40, 0x5, 0x40, 0x3c0, 0xa, 0x40, 0x3, 0x41, 0x3, 0x41, 
    0x3, 0x42, 0x3, 0x42, 0x3, 0x42, 0x7, 0x42, 0x3c7, 0xa, 0x42, 0xc, 0x42, 
    0xe, 0x42, 0x3ca, 0xb, 0x42, 0x3, 0x43, 0x3, 0x43, 0x3, 0x43, 0x7, 0x43, 
    0x3cf, 0xa, 0x43, 0xc, 0x43, 0xe, 0x43, 0x3d2, 0xb, 0x43, 0x3, 0x44, 
    0x3, 0x44, 0x3, 0x44, 0x5, 0x44, 0x3d7, 0xa, 0x44, 0x3, 0x45, 0x3, 0x45, 
    0x7, 0x45, 0x3db, 0xa, 0x45, 0xc, 0x45, 0xe, 0x45, 0x3de, 0xb, 0x45, 
    0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 0x3e2, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 
    0x3, 0x46, 0x5, 0x46, 0x3e7, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 
    0x5, 0x46, 0x3ec, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 
    0x3f1, 0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 0x3f6, 
    0xa, 0x46, 0x3, 0x46, 0x3, 0x46, 0x3, 0x46, 0x5, 0x46, 0x3fb, 0xa, 0x46, 
    0x3, 0x47, 0x3, 0x47, 0x3, 0x47, 0x3, 0x47, 0x5, 0x47, 0x401, 0xa, 0x47, 
    0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 
    0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x3, 0x48, 0x5, 0x48, 0x40e, 
    0xa, 0x48, 0x3, 0x49, 0x3, 0x49, 0x3, 0x4a, 0x3, 0x4a, 0x5, 0x4a, 0x414, 
    0xa, 0x4a, 0x3, 0x4b, 0x5, 0x4b, 0x417, 0xa, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 
    0x5, 0x4b, 0x41b, 0xa, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 
    0x3, 0x4b, 0x5, 0x4b, 0x422, 0xa, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 
    0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x5, 0x4b, 0x42a, 0xa, 0x4b, 0x3, 0x4b, 
    0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x7, 0x4b, 0x431, 0xa, 0x4b, 
    0xc, 0x4b, 0xe, 0x4b, 0x434, 0xb, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 
    0x5, 0x4b, 0x439, 0xa, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 0x3, 0x4b, 
    0x5, 0x4b, 0x43f, 0xa, 0x4b, 0x5, 0x4b, 0x441, 0xa, 0x4b, 0x3, 0x4c, 
    0x3, 0x4c, 0x3, 0x4c, 0x3, 0x4c, 0x7, 0x4c, 0x447, 0xa, 0x4c, 0xc, 0x4c, 
    0xe, 0x4c, 0x44a, 0xb, 0x4c, 0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 
    0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x3, 
    0x4d, 0x3, 0x4d, 0x3, 0x4d, 0x5, 0x4d, 0x459, 0xa, 0x4d, 0x3, 0x4d, 
    0x3, 0x4d, 0x3, 0x4d, 0x5, 0x4d, 0x45e, 0xa, 0x4d, 0x3, 0x4e, 0x3, 0x4e, 
    0x3, 0x4f, 0x3, 0x4f, 0x3, 0x4f, 0x7, 0x4f, 0x465, 0xa, 0x4f, 0xc, 0x4f, 
    0xe, 0x4f, 0x468, 0xb, 0x4f, 0x3, 0x50, 0x3, 0x50, 0x3, 0x50, 0x7, 0x50, 
    0x46d, 0xa, 0x50, 0xc, 0x50, 0xe, 0x50, 0x470, 0xb, 0x50, 0x3, 0x51, 
    0x3, 0x51, 0x3, 0x51, 0x5, 0x51, 0x475, 0xa, 0x51, 0x3, 0x52, 0x3, 0x52, 
    0x7, 0x52, 0x479, 0xa, 0x52, 0xc, 0x52, 0xe, 0x52, 0x47c, 0xb, 0x52, 
    0x3, 0x53, 0x3, 0x53, 0x3, 0x53, 0x3, 0x53, 0x3, 0x53, 0x3, 0x53, 0x3, 
    0x53, 0x3, 0x53, 0x3, 0x53, 0x3, 0x53, 0x5, 0x53, 0x488, 0xa, 0x53, 
    0x3, 0x53, 0x5, 0x53, 0x48b, 0xa, 0x53, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 
    0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x49b, 
    0xa, 0x54, 0x3, 0x54, 0x6, 0x54, 0x49e, 0xa, 0x54, 0xd, 0x54, 0xe, 0x54, 
    0x49f, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x4a4, 0xa, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 
    0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x7, 0x54, 0x4b2, 
    0xa, 0x54, 0xc, 0x54, 0xe, 0x54, 0x4b5, 0xb, 0x54, 0x5, 0x54, 0x4b7, 
    0xa, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 
    0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x4ca, 
    0xa, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 
    0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 
    0x4d7, 0xa, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 
    0x4dd, 0xa, 0x54, 0x5, 0x54, 0x4df, 0xa, 0x54, 0x3, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x4e6, 0xa, 0x54, 0x3, 0x54, 
    0x5, 0x54, 0x4e9, 0xa, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 
    0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 
    0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x3, 0x54, 0x5, 0x54, 0x501, 
    0xa, 0x54, 0x5, 0x54, 0x503, 0xa, 0x54, 0x3, 0x55, 0x3, 0x55, 0x3, 0x56, 
    0x3, 0x56, 0x3, 0x56, 0x3, 0x56, 0x3, 0x56, 0x3, 0x57, 0x3, 0x57, 0x3, 
    0x57, 0x3, 0x57, 0x3, 0x57, 0x5, 0x57, 0x511, 0xa, 0x57, 0x3, 0x57, 
    0x3, 0x57, 0x3, 0x57, 0x5, 0x57, 0x516, 0xa, 0x57, 0x3, 0x57, 0x3, 0x57, 
    0x3, 0x57, 0x7, 0x57, 0x51b, 0xa, 0x57, 0xc, 0x57, 0xe, 0x57, 0x51e, 
    0xb, 0x57, 0x5, 0x57, 0x520, 0xa, 0x57, 0x3, 0x57, 0x3, 0x57, 0x5, 0x57, 
    0x524, 0xa, 0x57, 0x5, 0x57, 0x526, 0xa, 0x57, 0x3, 0x58, 0x3, 0x58, 
    0x3, 0x58, 0x3, 0x58, 0x3, 0x59, 0x3, 0x59, 0x3, 0x59, 0x5, 0x59, 0x52f, 
    0xa, 0x59, 0x3, 0x59, 0x3, 0x59, 0x3, 0x59, 0x5, 0x59, 0x534, 0xa, 0x59, 
    0x3, 0x5a, 0x3, 0x5a, 0x3, 0x5b, 0x5, 0x5b, 0x539, 0xa, 0x5b, 0x3, 0x5b, 
    0x3, 0x5b, 0x3, 0x5c, 0x3, 0x5c, 0x3, 0x5c, 0x5, 0x5c, 0x540, 0xa, 0x5c, 
    0x3, 0x5c, 0x7, 0x5c, 0x543, 0xa, 0x5c, 0xc, 0x5c, 0xe, 0x5c, 0x546, 
    0xb, 0x5c, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x5, 
    0x5d, 0x54d, 0xa, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 0x5, 0x5d, 0x551, 0xa, 
    0x5d, 0x3, 0x5d, 0x5, 0x5d, 0x554, 0xa, 0x5d, 0x3, 0x5d, 0x3, 0x5d, 
    0x3, 0x5d, 0x5, 0x5d, 0x559, 0xa, 0x5d, 0x5, 0x5d, 0x55b, 0xa, 0x5d, 
    0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x7, 0x5e, 0x561, 0xa, 0x5e, 
    0xc, 0x5e, 0xe, 0x5e, 0x564, 0xb, 0x5e, 0x3, 0x5e, 0x3, 0x5e, 0x3, 0x5f, 
    0x3, 0x5f, 0x3, 0x5f, 0x5, 0x5f, 0x56b, 0xa, 0x5f, 0x3, 0x60, 0x3, 0x60, 
    0x3, 0x60, 0x5, 0x60, 0x570, 0xa, 0x60, 0x3, 0x61, 0x3, 0x61, 0x3, 0x61, 
    0x3, 0x61, 0x7, 0x61, 0x576, 0xa, 0x61, 0xc, 0x61, 0xe, 0x61, 0x579, 
    0xb, 0x61, 0x3, 0x61, 0x3, 0x61, 0x3, 0x62, 0x3, 0x62, 0x3, 0x62, 0x5, 
    0x62, 0x580, 0xa, 0x62, 0x3, 0x63, 0x3, 0x63, 0x5, 0x63, 0x584, 0xa, 
    0x63, 0x3, 0x64, 0x3, 0x64, 0x3, 0x65, 0x3, 0x65, 0x3, 0x65, 0x2, 0x2, 
    0x66, 0x2, 0x4, 0x6, 0x8, 0xa, 0xc, 0xe, 0x10, 0x12, 0x14, 0x16, 0x18, 
    0x1a, 0x1c, 0x1e, 0x20, 0x22, 0x24, 0x26, 0x28, 0x2a, 0x2c, 0x2e, 0x30, 
    0x32, 0x34, 0x36, 0x38, 0x3a, 0x3c, 0x3e, 0x40, 0x42, 0x44, 0x46, 0x48, 
    0x4a, 0x4c, 0x4e, 0x50, 0x52, 0x54, 0x56, 0x58, 0x5a, 0x5c, 0x5e, 0x60, 
    0x62, 0x64, 0x66, 0x68, 0x6a, 0x6c, 0x6e, 0x70, 0x72, 0x74, 0x76, 0x78, 
    0x7a, 0x7c, 0x7e, 0x80, 0x82, 0x84, 0x86, 0x88, 0x8a, 0x8c, 0x8e, 0x90, 
    0x92, 0x94, 0x96, 0x98, 0x9a, 0x9c, 0x9e, 0xa0, 0xa2, 0xa4, 0xa6, 0xa8, 
    0xaa, 0xac, 0xae, 0xb0, 0xb2, 0xb4, 0xb6, 0xb8, 0xba, 0xbc, 0xbe, 0xc0, 
    0xc2, 0xc4, 0xc6, 0xc8, 0x2, 0x1d, 0x4, 0x2, 0xb, 0xb, 0x1e, 0x1e, 0x4, 
    0x2, 0x5c, 0x5c, 0x77, 0x77, 0x4, 0x2, 0x4a, 0x4a, 0xa0, 0xa0, 0x4, 
    0x2, 0x30, 0x30, 0x6d, 0x6d, 0x4, 0x2, 0x66, 0x67, 0xa0, 0xa0, 0x4, 
    0x2, 0x45, 0x45, 0x61, 0x61, 0x4, 0x2, 0x6d, 0x6d, 0x8e, 0x8e, 0x4, 
    0x2, 0x6f, 0x6f, 0x80, 0x80, 0x4, 0x2, 0x14, 0x14, 0x24, 0x24, 0x4, 
    0x2, 0x3, 0x3, 0x5d, 0x5d, 0x4, 0x2, 0x27, 0x27, 0x73, 0x73, 0x4, 0x2, 
    0x4, 0x4, 0x1f, 0x1f, 0x4, 0x2, 0x2d, 0x2d, 0x40, 0x40, 0x3, 0x2, 0x5e, 
    0x5f, 0x4, 0x2, 0x2d, 0x2d, 0x47, 0x47, 0x5, 0x2, 0x4, 0x4, 0x8, 0x8, 
    0x64, 0x64, 0x3, 0x2, 0x8b, 0x90, 0x4, 0x2, 0x36, 0x36, 0x43, 0x43, 
    0x3, 0x2, 0x83, 0x95, 0x3, 0x2, 0x91, 0x92, 0x3, 0x2, 0x93, 0x95, 0x3, 
    0x2, 0xa0, 0xa1, 0x5, 0x2, 0xf, 0xf, 0x41, 0x41, 0x6e, 0x6e, 0x6, 0x2, 
    0x2b, 0x2b, 0x4a, 0x4a, 0x71, 0x71, 0x9e, 0xa1, 0x3, 0x2, 0x9e, 0x9f, 
    0x23, 0x2, 0x3, 0x3, 0x5, 0x5, 0xc, 0xc, 0xe, 0xe, 0x14, 0x15, 0x17, 
    0x17, 0x1a, 0x1a, 0x1c, 0x1d, 0x21, 0x22, 0x25, 0x26, 0x29, 0x2a, 0x2d, 
    0x2d, 0x2f, 0x2f, 0x34, 0x35, 0x37, 0x37, 0x3a, 0x3a, 0x3f, 0x40, 0x45, 
    0x45, 0x47, 0x47, 0x49, 0x49, 0x4b, 0x4b, 0x4f, 0x4f, 0x54, 0x56, 0x58, 
    0x59, 0x5c, 0x5f, 0x61, 0x63, 0x65, 0x68, 0x6c, 0x6c, 0x6f, 0x70, 0x72, 
    0x72, 0x75, 0x77, 0x7a, 0x7b, 0x7f, 0x81, 0x22, 0x2, 0x4, 0x4, 0x6, 
    0xb, 0xd, 0xd, 0xf, 0x13, 0x16, 0x16, 0x18, 0x19, 0x1b, 0x1b, 0x1e, 
    0x20, 0x23, 0x24, 0x27, 0x28, 0x2b, 0x2c, 0x2e, 0x2e, 0x30, 0x33, 0x36, 
    0x36, 0x38, 0x39, 0x3b, 0x3e, 0x41, 0x44, 0x46, 0x46, 0x48, 0x48, 0x4a, 
    0x4a, 0x4c, 0x4e, 0x50, 0x53, 0x57, 0x57, 0x5a, 0x5b, 0x60, 0x60, 0x64, 
    0x64, 0x69, 0x6b, 0x6d, 0x6e, 0x71, 0x71, 0x73, 0x74, 0x78, 0x79, 0x7c, 
    0x7e, 0x2, 0x634, 0x2, 0xcb, 0x3, 0x2, 0x2, 0x2, 0x4, 0xeb, 0x3, 0x2, 
    0x2, 0x2, 0x6, 0xed, 0x3, 0x2, 0x2, 0x2, 0x8, 0xf0, 0x3, 0x2, 0x2, 0x2, 
    0xa, 0x109, 0x3, 0x2, 0x2, 0x2, 0xc, 0x10b, 0x3, 0x2, 0x2, 0x2, 0xe, 
    0x115, 0x3, 0x2, 0x2, 0x2, 0x10, 0x121, 0x3, 0x2, 0x2, 0x2, 0x12, 0x125, 
    0x3, 0x2, 0x2, 0x2, 0x14, 0x12e, 0x3, 0x2, 0x2, 0x2, 0x16, 0x130, 0x3, 
    0x2, 0x2, 0x2, 0x18, 0x13e, 0x3, 0x2, 0x2, 0x2, 0x1a, 0x14a, 0x3, 0x2, 
    0x2, 0x2, 0x1c, 0x168, 0x3, 0x2, 0x2, 0x2, 0x1e, 0x16c, 0x3, 0x2, 0x2, 
    0x2, 0x20, 0x17a, 0x3, 0x2, 0x2, 0x2, 0x22, 0x186, 0x3, 0x2, 0x2, 0x2, 
    0x24, 0x192, 0x3, 0x2, 0x2, 0x2, 0x26, 0x1a6, 0x3, 0x2, 0x2, 0x2, 0x28, 
    0x1a8, 0x3, 0x2, 0x2, 0x2, 0x2a, 0x1b6, 0x3, 0x2, 0x2, 0x2, 0x2c, 0x1cb, 
    0x3, 0x2, 0x2, 0x2, 0x2e, 0x1e1, 0x3, 0x2, 0x2, 0x2, 0x30, 0x1e7, 0x3, 
    0x2, 0x2, 0x2, 0x32, 0x1f0, 0x3, 0x2, 0x2, 0x2, 0x34, 0x20a, 0x3, 0x2, 
    0x2, 0x2, 0x36, 0x219, 0x3, 0x2, 0x2, 0x2, 0x38, 0x22f, 0x3, 0x2, 0x2, 
    0x2, 0x3a, 0x241, 0x3, 0x2, 0x2, 0x2, 0x3c, 0x243, 0x3, 0x2, 0x2, 0x2, 
    0x3e, 0x24a, 0x3, 0x2, 0x2, 0x2, 0x40, 0x263, 0x3, 0x2, 0x2, 0x2, 0x42, 
    0x265, 0x3, 0x2, 0x2, 0x2, 0x44, 0x27b, 0x3, 0x2, 0x2, 0x2, 0x46, 0x27f, 
    0x3, 0x2, 0x2, 0x2, 0x48, 0x299, 0x3, 0x2, 0x2, 0x2, 0x4a, 0x2a4, 0x3, 
    0x2, 0x2, 0x2, 0x4c, 0x2a6, 0x3, 0x2, 0x2, 0x2, 0x4e, 0x2ad, 0x3, 0x2, 
    0x2, 0x2, 0x50, 0x2c2, 0x3, 0x2, 0x2, 0x2, 0x52, 0x2c4, 0x3, 0x2, 0x2, 
    0x2, 0x54, 0x2c6, 0x3, 0x2, 0x2, 0x2, 0x56, 0x2d8, 0x3, 0x2, 0x2, 0x2, 
    0x58, 0x2dc, 0x3, 0x2, 0x2, 0x2, 0x5a, 0x2ed, 0x3, 0x2, 0x2, 0x2, 0x5c, 
    0x2ef, 0x3, 0x2, 0x2, 0x2, 0x5e, 0x307, 0x3, 0x2, 0x2, 0x2, 0x60, 0x310, 
    0x3, 0x2, 0x2, 0x2, 0x62, 0x31d, 0x3, 0x2, 0x2, 0x2, 0x64, 0x32a, 0x3, 
    0x2, 0x2, 0x2, 0x66, 0x32c, 0x3, 0x2, 0x2, 0x2, 0x68, 0x335, 0x3, 0x2, 
    0x2, 0x2, 0x6a, 0x338, 0x3, 0x2, 0x2, 0x2, 0x6c, 0x342, 0x3, 0x2, 0x2, 
    0x2, 0x6e, 0x345, 0x3, 0x2, 0x2, 0x2, 0x70, 0x34f, 0x3, 0x2, 0x2, 0x2, 
    0x72, 0x368, 0x3, 0x2, 0x2, 0x2, 0x74, 0x36a, 0x3, 0x2, 0x2, 0x2, 0x76, 
    0x381, 0x3, 0x2, 0x2, 0x2, 0x78, 0x390, 0x3, 0x2, 0x2, 0x2, 0x7a, 0x396, 
    0x3, 0x2, 0x2, 0x2, 0x7c, 0x3b8, 0x3, 0x2, 0x2, 0x2, 0x7e, 0x3bb, 0x3, 
    0x2, 0x2, 0x2, 0x80, 0x3c1, 0x3, 0x2, 0x2, 0x2, 0x82, 0x3c3, 0x3, 0x2, 
    0x2, 0x2, 0x84, 0x3cb, 0x3, 0x2, 0x2, 0x2, 0x86, 0x3d6, 0x3, 0x2, 0x2, 
    0x2, 0x88, 0x3d8, 0x3, 0x2, 0x2, 0x2, 0x8a, 0x3fa, 0x3, 0x2, 0x2, 0x2, 
    0x8c, 0x3fc, 0x3, 0x2, 0x2, 0x2, 0x8e, 0x40d, 0x3, 0x2, 0x2, 0x2, 0x90, 
    0x40f, 0x3, 0x2, 0x2, 0x2, 0x92, 0x411, 0x3, 0x2, 0x2, 0x2, 0x94, 0x440, 
    0x3, 0x2, 0x2, 0x2, 0x96, 0x442, 0x3, 0x2, 0x2, 0x2, 0x98, 0x45d, 0x3, 
    0x2, 0x2, 0x2, 0x9a, 0x45f, 0x3, 0x2, 0x2, 0x2, 0x9c, 0x461, 0x3, 0x2, 
    0x2, 0x2, 0x9e, 0x469, 0x3, 0x2, 0x2, 0x2, 0xa0, 0x474, 0x3, 0x2, 0x2, 
    0x2, 0xa2, 0x476, 0x3, 0x2, 0x2, 0x2, 0xa4, 0x48a, 0x3, 0x2, 0x2, 0x2, 
    0xa6, 0x502, 0x3, 0x2, 0x2, 0x2, 0xa8, 0x504, 0x3, 0x2, 0x2, 0x2, 0xaa, 
    0x506, 0x3, 0x2, 0x2, 0x2, 0xac, 0x525, 0x3, 0x2, 0x2, 0x2, 0xae, 0x527, 
    0x3, 0x2, 0x2, 0x2, 0xb0, 0x52e, 0x3, 0x2, 0x2, 0x2, 0xb2, 0x535, 0x3, 
    0x2, 0x2, 0x2, 0xb4, 0x538, 0x3, 0x2, 0x2, 0x2, 0xb6, 0x53c, 0x3, 0x2, 
    0x2, 0x2, 0xb8, 0x55a, 0x3, 0x2, 0x2, 0x2, 0xba, 0x55c, 0x3, 0x2, 0x2, 
    0x2, 0xbc, 0x56a, 0x3, 0x2, 0x2, 0x2, 0xbe, 0x56c, 0x3, 0x2, 0x2, 0x2, 
    0xc0, 0x571, 0x3, 0x2, 0x2, 0x2, 0xc2, 0x57f, 0x3, 0x2, 0x2, 0x2, 0xc4, 
    0x583, 0x3, 0x2, 0x2, 0x2, 0xc6, 0x585, 0x3, 0x2, 0x2, 0x2, 0xc8, 0x587, 
    0x3, 0x2, 0x2, 0x2, 0xca, 0xcc, 0x5, 0x4, 0x3, 0x2, 0xcb, 0xca, 0x3, 
    0x2, 0x2, 0x2, 0xcb, 0xcc, 0x3, 0x2, 0x2, 0x2, 0xcc, 0xd3, 0x3, 0x2, 
    0x2, 0x2, 0xcd, 0xcf, 0x7, 0x9c, 0x2, 0x2, 0xce, 0xd0, 0x5, 0x4, 0x3, 
    0x2, 0xcf, 0xce, 0x3, 0x2, 0x2, 0x2, 0xcf, 0xd0, 0x3, 0x2, 0x2, 0x2, 
    0xd0, 0xd2, 0x3, 0x2, 0x2, 0x2, 0xd1, 0xcd, 0x3, 0x2, 0x2, 0x2, 0xd2, 
    0xd5, 0x3, 0x2, 0x2, 0x2, 0xd3, 0xd1, 0x3, 0x2, 0x2, 0x2, 0xd3, 0xd4, 
    0x3, 0x2, 0x2, 0x2, 0xd4, 0xd6, 0x3, 0x2, 0x2, 0x2, 0xd5, 0xd3, 0x3, 
    0x2, 0x2, 0x2, 0xd6, 0xd7, 0x7, 0x2, 0x2, 0x3, 0xd7, 0x3, 0x3, 0x2, 
    0x2, 0x2, 0xd8, 0xec, 0x5, 0x52, 0x2a, 0x2, 0xd9, 0xec, 0x5, 0x8, 0x5, 
    0x2, 0xda, 0xec, 0x5, 0x16, 0xc, 0x2, 0xdb, 0xec, 0x5, 0x18, 0xd, 0x2, 
    0xdc, 0xec, 0x5, 0x1a, 0xe, 0x2, 0xdd, 0xec, 0x5, 0x1e, 0x10, 0x2, 0xde, 
    0xec, 0x5, 0x28, 0x15, 0x2, 0xdf, 0xec, 0x5, 0x2a, 0x16, 0x2, 0xe0, 
    0xec, 0x5, 0x32, 0x1a, 0x2, 0xe1, 0xec, 0x5, 0x34, 0x1b, 0x2, 0xe2, 
    0xec, 0x5, 0x36, 0x1c, 0x2, 0xe3, 0xec, 0x5, 0x42, 0x22, 0x2, 0xe4, 
    0xec, 0x5, 0x46, 0x24, 0x2, 0xe5, 0xec, 0x5, 0x4c, 0x27, 0x2, 0xe6, 
    0xec, 0x5, 0x4e, 0x28, 0x2, 0xe7, 0xec, 0x5, 0x50, 0x29, 0x2, 0xe8, 
    0xec, 0x5, 0x20, 0x11, 0x2, 0xe9, 0xec, 0x5, 0x22, 0x12, 0x2, 0xea, 
    0xec, 0x5, 0x24, 0x13, 0x2, 0xeb, 0xd8, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xd9, 
    0x3, 0x2, 0x2, 0x2, 0xeb, 0xda, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xdb, 0x3, 
    0x2, 0x2, 0x2, 0xeb, 0xdc, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xdd, 0x3, 0x2, 
    0x2, 0x2, 0xeb, 0xde, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xdf, 0x3, 0x2, 0x2, 
    0x2, 0xeb, 0xe0, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xe1, 0x3, 0x2, 0x2, 0x2, 
    0xeb, 0xe2, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xe3, 0x3, 0x2, 0x2, 0x2, 0xeb, 
    0xe4, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xe5, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xe6, 
    0x3, 0x2, 0x2, 0x2, 0xeb, 0xe7, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xe8, 0x3, 
    0x2, 0x2, 0x2, 0xeb, 0xe9, 0x3, 0x2, 0x2, 0x2, 0xeb, 0xea, 0x3, 0x2, 
    0x2, 0x2, 0xec, 0x5, 0x3, 0x2, 0x2, 0x2, 0xed, 0xee, 0x5, 0x80, 0x41, 
    0x2, 0xee, 0xef, 0x7, 0x2, 0x2, 0x3, 0xef, 0x7, 0x3, 0x2, 0x2, 0x2, 
    0xf0, 0xf1, 0x7, 0x18, 0x2, 0x2, 0xf1, 0xf5, 0x7, 0x6a, 0x2, 0x2, 0xf2, 
    0xf3, 0x7, 0x35, 0x2, 0x2, 0xf3, 0xf4, 0x7, 0x48, 0x2, 0x2, 0xf4, 0xf6, 
    0x7, 0x28, 0x2, 0x2, 0xf5, 0xf2, 0x3, 0x2, 0x2, 0x2, 0xf5, 0xf6, 0x3, 
    0x2, 0x2, 0x2, 0xf6, 0xf7, 0x3, 0x2, 0x2, 0x2, 0xf7, 0x105, 0x5, 0xbe, 
    0x60, 0x2, 0xf8, 0xf9, 0x7, 0x96, 0x2, 0x2, 0xf9, 0xfe, 0x5, 0xa, 0x6, 
    0x2, 0xfa, 0xfb, 0x7, 0x9a, 0x2, 0x2, 0xfb, 0xfd, 0x5, 0xa, 0x6, 0x2, 
    0xfc, 0xfa, 0x3, 0x2, 0x2, 0x2, 0xfd, 0x100, 0x3, 0x2, 0x2, 0x2, 0xfe, 
    0xfc, 0x3, 0x2, 0x2, 0x2, 0xfe, 0xff, 0x3, 0x2, 0x2, 0x2, 0xff, 0x101, 
    0x3, 0x2, 0x2, 0x2, 0x100, 0xfe, 0x3, 0x2, 0x2, 0x2, 0x101, 0x102, 0x7, 
    0x97, 0x2, 0x2, 0x102, 0x106, 0x3, 0x2, 0x2, 0x2, 0x103, 0x104, 0x7, 
    0xa, 0x2, 0x2, 0x104, 0x106, 0x5, 0x54, 0x2b, 0x2, 0x105, 0xf8, 0x3, 
    0x2, 0x2, 0x2, 0x105, 0x103, 0x3, 0x2, 0x2, 0x2, 0x106, 0x9, 0x3, 0x2, 
    0x2, 0x2, 0x107, 0x10a, 0x5, 0x12, 0xa, 0x2, 0x108, 0x10a, 0x5, 0xc, 
    0x7, 0x2, 0x109, 0x107, 0x3, 0x2, 0x2, 0x2, 0x109, 0x108, 0x3, 0x2, 
    0x2, 0x2, 0x10a, 0xb, 0x3, 0x2, 0x2, 0x2, 0x10b, 0x10c, 0x5, 0xc2, 0x62, 
    0x2, 0x10c, 0x110, 0x5, 0xb6, 0x5c, 0x2, 0x10d, 0x10f, 0x5, 0xe, 0x8, 
    0x2, 0x10e, 0x10d, 0x3, 0x2, 0x2, 0x2, 0x10f, 0x112, 0x3, 0x2, 0x2, 
    0x2, 0x110, 0x10e, 0x3, 0x2, 0x2, 0x2, 0x110, 0x111, 0x3, 0x2, 0x2, 
    0x2, 0x111, 0xd, 0x3, 0x2, 0x2, 0x2, 0x112, 0x110, 0x3, 0x2, 0x2, 0x2, 
    0x113, 0x114, 0x7, 0x16, 0x2, 0x2, 0x114, 0x116, 0x5, 0xc2, 0x62, 0x2, 
    0x115, 0x113, 0x3, 0x2, 0x2, 0x2, 0x115, 0x116, 0x3, 0x2, 0x2, 0x2, 
    0x116, 0x117, 0x3, 0x2, 0x2, 0x2, 0x117, 0x118, 0x5, 0x10, 0x9, 0x2, 
    0x118, 0xf, 0x3, 0x2, 0x2, 0x2, 0x119, 0x11a, 0x7, 0x48, 0x2, 0x2, 0x11a, 
    0x122, 0x7, 0x4a, 0x2, 0x2, 0x11b, 0x122, 0x7, 0x4a, 0x2, 0x2, 0x11c, 
    0x11d, 0x7, 0x57, 0x2, 0x2, 0x11d, 0x122, 0x7, 0x3f, 0x2, 0x2, 0x11e, 
    0x122, 0x7, 0x74, 0x2, 0x2, 0x11f, 0x120, 0x7, 0x1b, 0x2, 0x2, 0x120, 
    0x122, 0x5, 0x96, 0x4c, 0x2, 0x121, 0x119, 0x3, 0x2, 0x2, 0x2, 0x121, 
    0x11b, 0x3, 0x2, 0x2, 0x2, 0x121, 0x11c, 0x3, 0x2, 0x2, 0x2, 0x121, 
    0x11e, 0x3, 0x2, 0x2, 0x2, 0x121, 0x11f, 0x3, 0x2, 0x2, 0x2, 0x122, 
    0x11, 0x3, 0x2, 0x2, 0x2, 0x123, 0x124, 0x7, 0x16, 0x2, 0x2, 0x124, 
    0x126, 0x5, 0xc2, 0x62, 0x2, 0x125, 0x123, 0x3, 0x2, 0x2, 0x2, 0x125, 
    0x126, 0x3, 0x2, 0x2, 0x2, 0x126, 0x127, 0x3, 0x2, 0x2, 0x2, 0x127, 
    0x128, 0x5, 0x14, 0xb, 0x2, 0x128, 0x13, 0x3, 0x2, 0x2, 0x2, 0x129, 
    0x12a, 0x7, 0x57, 0x2, 0x2, 0x12a, 0x12b, 0x7, 0x3f, 0x2, 0x2, 0x12b, 
    0x12f, 0x5, 0xc0, 0x61, 0x2, 0x12c, 0x12d, 0x7, 0x74, 0x2, 0x2, 0x12d, 
    0x12f, 0x5, 0xc0, 0x61, 0x2, 0x12e, 0x129, 0x3, 0x2, 0x2, 0x2, 0x12e, 
    0x12c, 0x3, 0x2, 0x2, 0x2, 0x12f, 0x15, 0x3, 0x2, 0x2, 0x2, 0x130, 0x131, 
    0x7, 0x22, 0x2, 0x2, 0x131, 0x134, 0x7, 0x6a, 0x2, 0x2, 0x132, 0x133, 
    0x7, 0x35, 0x2, 0x2, 0x133, 0x135, 0x7, 0x28, 0x2, 0x2, 0x134, 0x132, 
    0x3, 0x2, 0x2, 0x2, 0x134, 0x135, 0x3, 0x2, 0x2, 0x2, 0x135, 0x136, 
    0x3, 0x2, 0x2, 0x2, 0x136, 0x13b, 0x5, 0xbe, 0x60, 0x2, 0x137, 0x138, 
    0x7, 0x9a, 0x2, 0x2, 0x138, 0x13a, 0x5, 0xbe, 0x60, 0x2, 0x139, 0x137, 
    0x3, 0x2, 0x2, 0x2, 0x13a, 0x13d, 0x3, 0x2, 0x2, 0x2, 0x13b, 0x139, 
    0x3, 0x2, 0x2, 0x2, 0x13b, 0x13c, 0x3, 0x2, 0x2, 0x2, 0x13c, 0x17, 0x3, 
    0x2, 0x2, 0x2, 0x13d, 0x13b, 0x3, 0x2, 0x2, 0x2, 0x13e, 0x140, 0x7, 
    0x72, 0x2, 0x2, 0x13f, 0x141, 0x7, 0x6a, 0x2, 0x2, 0x140, 0x13f, 0x3, 
    0x2, 0x2, 0x2, 0x140, 0x141, 0x3, 0x2, 0x2, 0x2, 0x141, 0x142, 0x3, 
    0x2, 0x2, 0x2, 0x142, 0x147, 0x5, 0xbe, 0x60, 0x2, 0x143, 0x144, 0x7, 
    0x9a, 0x2, 0x2, 0x144, 0x146, 0x5, 0xbe, 0x60, 0x2, 0x145, 0x143, 0x3, 
    0x2, 0x2, 0x2, 0x146, 0x149, 0x3, 0x2, 0x2, 0x2, 0x147, 0x145, 0x3, 
    0x2, 0x2, 0x2, 0x147, 0x148, 0x3, 0x2, 0x2, 0x2, 0x148, 0x19, 0x3, 0x2, 
    0x2, 0x2, 0x149, 0x147, 0x3, 0x2, 0x2, 0x2, 0x14a, 0x14c, 0x7, 0x18, 
    0x2, 0x2, 0x14b, 0x14d, 0x7, 0x74, 0x2, 0x2, 0x14c, 0x14b, 0x3, 0x2, 
    0x2, 0x2, 0x14c, 0x14d, 0x3, 0x2, 0x2, 0x2, 0x14d, 0x14e, 0x3, 0x2, 
    0x2, 0x2, 0x14e, 0x152, 0x7, 0x37, 0x2, 0x2, 0x14f, 0x150, 0x7, 0x35, 
    0x2, 0x2, 0x150, 0x151, 0x7, 0x48, 0x2, 0x2, 0x151, 0x153, 0x7, 0x28, 
    0x2, 0x2, 0x152, 0x14f, 0x3, 0x2, 0x2, 0x2, 0x152, 0x153, 0x3, 0x2, 
    0x2, 0x2, 0x153, 0x155, 0x3, 0x2, 0x2, 0x2, 0x154, 0x156, 0x5, 0xc2, 
    0x62, 0x2, 0x155, 0x154, 0x3, 0x2, 0x2, 0x2, 0x155, 0x156, 0x3, 0x2, 
    0x2, 0x2, 0x156, 0x157, 0x3, 0x2, 0x2, 0x2, 0x157, 0x158, 0x7, 0x4d, 
    0x2, 0x2, 0x158, 0x15b, 0x5, 0xbe, 0x60, 0x2, 0x159, 0x15a, 0x7, 0x78, 
    0x2, 0x2, 0x15a, 0x15c, 0x5, 0xc2, 0x62, 0x2, 0x15b, 0x159, 0x3, 0x2, 
    0x2, 0x2, 0x15b, 0x15c, 0x3, 0x2, 0x2, 0x2, 0x15c, 0x15d, 0x3, 0x2, 
    0x2, 0x2, 0x15d, 0x15e, 0x7, 0x96, 0x2, 0x2, 0x15e, 0x163, 0x5, 0x1c, 
    0xf, 0x2, 0x15f, 0x160, 0x7, 0x9a, 0x2, 0x2, 0x160, 0x162, 0x5, 0x1c, 
    0xf, 0x2, 0x161, 0x15f, 0x3, 0x2, 0x2, 0x2, 0x162, 0x165, 0x3, 0x2, 
    0x2, 0x2, 0x163, 0x161, 0x3, 0x2, 0x2, 0x2, 0x163, 0x164, 0x3, 0x2, 
    0x2, 0x2, 0x164, 0x166, 0x3, 0x2, 0x2, 0x2, 0x165, 0x163, 0x3, 0x2, 
    0x2, 0x2, 0x166, 0x167, 0x7, 0x97, 0x2, 0x2, 0x167, 0x1b, 0x3, 0x2, 
    0x2, 0x2, 0x168, 0x16a, 0x5, 0xc2, 0x62, 0x2, 0x169, 0x16b, 0x9, 0x2, 
    0x2, 0x2, 0x16a, 0x169, 0x3, 0x2, 0x2, 0x2, 0x16a, 0x16b, 0x3, 0x2, 
    0x2, 0x2, 0x16b, 0x1d, 0x3, 0x2, 0x2, 0x2, 0x16c, 0x16d, 0x7, 0x22, 
    0x2, 0x2, 0x16d, 0x170, 0x7, 0x37, 0x2, 0x2, 0x16e, 0x16f, 0x7, 0x35, 
    0x2, 0x2, 0x16f, 0x171, 0x7, 0x28, 0x2, 0x2, 0x170, 0x16e, 0x3, 0x2, 
    0x2, 0x2, 0x170, 0x171, 0x3, 0x2, 0x2, 0x2, 0x171, 0x172, 0x3, 0x2, 
    0x2, 0x2, 0x172, 0x177, 0x5, 0xbe, 0x60, 0x2, 0x173, 0x174, 0x7, 0x9a, 
    0x2, 0x2, 0x174, 0x176, 0x5, 0xbe, 0x60, 0x2, 0x175, 0x173, 0x3, 0x2, 
    0x2, 0x2, 0x176, 0x179, 0x3, 0x2, 0x2, 0x2, 0x177, 0x175, 0x3, 0x2, 
    0x2, 0x2, 0x177, 0x178, 0x3, 0x2, 0x2, 0x2, 0x178, 0x1f, 0x3, 0x2, 0x2, 
    0x2, 0x179, 0x177, 0x3, 0x2, 0x2, 0x2, 0x17a, 0x17b, 0x7, 0x18, 0x2, 
    0x2, 0x17b, 0x17c, 0x9, 0x3, 0x2, 0x2, 0x17c, 0x17e, 0x5, 0xc2, 0x62, 
    0x2, 0x17d, 0x17f, 0x7, 0x7e, 0x2, 0x2, 0x17e, 0x17d, 0x3, 0x2, 0x2, 
    0x2, 0x17e, 0x17f, 0x3, 0x2, 0x2, 0x2, 0x17f, 0x183, 0x3, 0x2, 0x2, 
    0x2, 0x180, 0x182, 0x5, 0x26, 0x14, 0x2, 0x181, 0x180, 0x3, 0x2, 0x2, 
    0x2, 0x182, 0x185, 0x3, 0x2, 0x2, 0x2, 0x183, 0x181, 0x3, 0x2, 0x2, 
    0x2, 0x183, 0x184, 0x3, 0x2, 0x2, 0x2, 0x184, 0x21, 0x3, 0x2, 0x2, 0x2, 
    0x185, 0x183, 0x3, 0x2, 0x2, 0x2, 0x186, 0x187, 0x7, 0x5, 0x2, 0x2, 
    0x187, 0x188, 0x9, 0x3, 0x2, 0x2, 0x188, 0x18a, 0x5, 0xc2, 0x62, 0x2, 
    0x189, 0x18b, 0x7, 0x7e, 0x2, 0x2, 0x18a, 0x189, 0x3, 0x2, 0x2, 0x2, 
    0x18a, 0x18b, 0x3, 0x2, 0x2, 0x2, 0x18b, 0x18f, 0x3, 0x2, 0x2, 0x2, 
    0x18c, 0x18e, 0x5, 0x26, 0x14, 0x2, 0x18d, 0x18c, 0x3, 0x2, 0x2, 0x2, 
    0x18e, 0x191, 0x3, 0x2, 0x2, 0x2, 0x18f, 0x18d, 0x3, 0x2, 0x2, 0x2, 
    0x18f, 0x190, 0x3, 0x2, 0x2, 0x2, 0x190, 0x23, 0x3, 0x2, 0x2, 0x2, 0x191, 
    0x18f, 0x3, 0x2, 0x2, 0x2, 0x192, 0x193, 0x7, 0x22, 0x2, 0x2, 0x193, 
    0x196, 0x9, 0x3, 0x2, 0x2, 0x194, 0x195, 0x7, 0x35, 0x2, 0x2, 0x195, 
    0x197, 0x7, 0x28, 0x2, 0x2, 0x196, 0x194, 0x3, 0x2, 0x2, 0x2, 0x196, 
    0x197, 0x3, 0x2, 0x2, 0x2, 0x197, 0x198, 0x3, 0x2, 0x2, 0x2, 0x198, 
    0x19d, 0x5, 0xc2, 0x62, 0x2, 0x199, 0x19a, 0x7, 0x9a, 0x2, 0x2, 0x19a, 
    0x19c, 0x5, 0xc2, 0x62, 0x2, 0x19b, 0x199, 0x3, 0x2, 0x2, 0x2, 0x19c, 
    0x19f, 0x3, 0x2, 0x2, 0x2, 0x19d, 0x19b, 0x3, 0x2, 0x2, 0x2, 0x19d, 
    0x19e, 0x3, 0x2, 0x2, 0x2, 0x19e, 0x25, 0x3, 0x2, 0x2, 0x2, 0x19f, 0x19d, 
    0x3, 0x2, 0x2, 0x2, 0x1a0, 0x1a2, 0x7, 0x25, 0x2, 0x2, 0x1a1, 0x1a0, 
    0x3, 0x2, 0x2, 0x2, 0x1a1, 0x1a2, 0x3, 0x2, 0x2, 0x2, 0x1a2, 0x1a3, 
    0x3, 0x2, 0x2, 0x2, 0x1a3, 0x1a4, 0x7, 0x55, 0x2, 0x2, 0x1a4, 0x1a7, 
    0x9, 0x4, 0x2, 0x2, 0x1a5, 0x1a7, 0x5, 0xc2, 0x62, 0x2, 0x1a6, 0x1a1, 
    0x3, 0x2, 0x2, 0x2, 0x1a6, 0x1a5, 0x3, 0x2, 0x2, 0x2, 0x1a7, 0x27, 0x3, 
    0x2, 0x2, 0x2, 0x1a8, 0x1aa, 0x7, 0x6, 0x2, 0x2, 0x1a9, 0x1ab, 0x7, 
    0x7b, 0x2, 0x2, 0x1aa, 0x1a9, 0x3, 0x2, 0x2, 0x2, 0x1aa, 0x1ab, 0x3, 
    0x2, 0x2, 0x2, 0x1ab, 0x1b4, 0x3, 0x2, 0x2, 0x2, 0x1ac, 0x1b1, 0x5, 
    0xbe, 0x60, 0x2, 0x1ad, 0x1ae, 0x7, 0x9a, 0x2, 0x2, 0x1ae, 0x1b0, 0x5, 
    0xbe, 0x60, 0x2, 0x1af, 0x1ad, 0x3, 0x2, 0x2, 0x2, 0x1b0, 0x1b3, 0x3, 
    0x2, 0x2, 0x2, 0x1b1, 0x1af, 0x3, 0x2, 0x2, 0x2, 0x1b1, 0x1b2, 0x3, 
    0x2, 0x2, 0x2, 0x1b2, 0x1b5, 0x3, 0x2, 0x2, 0x2, 0x1b3, 0x1b1, 0x3, 
    0x2, 0x2, 0x2, 0x1b4, 0x1ac, 0x3, 0x2, 0x2, 0x2, 0x1b4, 0x1b5, 0x3, 
    0x2, 0x2, 0x2, 0x1b5, 0x29, 0x3, 0x2, 0x2, 0x2, 0x1b6, 0x1b7, 0x7, 0x3a, 
    0x2, 0x2, 0x1b7, 0x1b8, 0x7, 0x3c, 0x2, 0x2, 0x1b8, 0x1bb, 0x5, 0xbe, 
    0x60, 0x2, 0x1b9, 0x1ba, 0x7, 0xa, 0x2, 0x2, 0x1ba, 0x1bc, 0x5, 0xc2, 
    0x62, 0x2, 0x1bb, 0x1b9, 0x3, 0x2, 0x2, 0x2, 0x1bb, 0x1bc, 0x3, 0x2, 
    0x2, 0x2, 0x1bc, 0x1be, 0x3, 0x2, 0x2, 0x2, 0x1bd, 0x1bf, 0x5, 0xc0, 
    0x61, 0x2, 0x1be, 0x1bd, 0x3, 0x2, 0x2, 0x2, 0x1be, 0x1bf, 0x3, 0x2, 
    0x2, 0x2, 0x1bf, 0x1c3, 0x3, 0x2, 0x2, 0x2, 0x1c0, 0x1c1, 0x7, 0x1b, 
    0x2, 0x2, 0x1c1, 0x1c4, 0x7, 0x79, 0x2, 0x2, 0x1c2, 0x1c4, 0x5, 0x54, 
    0x2b, 0x2, 0x1c3, 0x1c0, 0x3, 0x2, 0x2, 0x2, 0x1c3, 0x1c2, 0x3, 0x2, 
    0x2, 0x2, 0x1c4, 0x1c6, 0x3, 0x2, 0x2, 0x2, 0x1c5, 0x1c7, 0x5, 0x2c, 
    0x17, 0x2, 0x1c6, 0x1c5, 0x3, 0x2, 0x2, 0x2, 0x1c6, 0x1c7, 0x3, 0x2, 
    0x2, 0x2, 0x1c7, 0x1c9, 0x3, 0x2, 0x2, 0x2, 0x1c8, 0x1ca, 0x5, 0x30, 
    0x19, 0x2, 0x1c9, 0x1c8, 0x3, 0x2, 0x2, 0x2, 0x1c9, 0x1ca, 0x3, 0x2, 
    0x2, 0x2, 0x1ca, 0x2b, 0x3, 0x2, 0x2, 0x2, 0x1cb, 0x1cc, 0x7, 0x4d, 
    0x2, 0x2, 0x1cc, 0x1ce, 0x7, 0x15, 0x2, 0x2, 0x1cd, 0x1cf, 0x5, 0xc0, 
    0x61, 0x2, 0x1ce, 0x1cd, 0x3, 0x2, 0x2, 0x2, 0x1ce, 0x1cf, 0x3, 0x2, 
    0x2, 0x2, 0x1cf, 0x1d0, 0x3, 0x2, 0x2, 0x2, 0x1d0, 0x1df, 0x7, 0x20, 
    0x2, 0x2, 0x1d1, 0x1e0, 0x7, 0x49, 0x2, 0x2, 0x1d2, 0x1d3, 0x7, 0x76, 
    0x2, 0x2, 0x1d3, 0x1d4, 0x7, 0x62, 0x2, 0x2, 0x1d4, 0x1d9, 0x5, 0x2e, 
    0x18, 0x2, 0x1d5, 0x1d6, 0x7, 0x9a, 0x2, 0x2, 0x1d6, 0x1d8, 0x5, 0x2e, 
    0x18, 0x2, 0x1d7, 0x1d5, 0x3, 0x2, 0x2, 0x2, 0x1d8, 0x1db, 0x3, 0x2, 
    0x2, 0x2, 0x1d9, 0x1d7, 0x3, 0x2, 0x2, 0x2, 0x1d9, 0x1da, 0x3, 0x2, 
    0x2, 0x2, 0x1da, 0x1dd, 0x3, 0x2, 0x2, 0x2, 0x1db, 0x1d9, 0x3, 0x2, 
    0x2, 0x2, 0x1dc, 0x1de, 0x5, 0x68, 0x35, 0x2, 0x1dd, 0x1dc, 0x3, 0x2, 
    0x2, 0x2, 0x1dd, 0x1de, 0x3, 0x2, 0x2, 0x2, 0x1de, 0x1e0, 0x3, 0x2, 
    0x2, 0x2, 0x1df, 0x1d1, 0x3, 0x2, 0x2, 0x2, 0x1df, 0x1d2, 0x3, 0x2, 
    0x2, 0x2, 0x1e0, 0x2d, 0x3, 0x2, 0x2, 0x2, 0x1e1, 0x1e2, 0x5, 0xc2, 
    0x62, 0x2, 0x1e2, 0x1e5, 0x7, 0x8e, 0x2, 0x2, 0x1e3, 0x1e6, 0x7, 0x1b, 
    0x2, 0x2, 0x1e4, 0x1e6, 0x5, 0x80, 0x41, 0x2, 0x1e5, 0x1e3, 0x3, 0x2, 
    0x2, 0x2, 0x1e5, 0x1e4, 0x3, 0x2, 0x2, 0x2, 0x1e6, 0x2f, 0x3, 0x2, 0x2, 
    0x2, 0x1e7, 0x1e8, 0x7, 0x5a, 0x2, 0x2, 0x1e8, 0x1ed, 0x5, 0x64, 0x33, 
    0x2, 0x1e9, 0x1ea, 0x7, 0x9a, 0x2, 0x2, 0x1ea, 0x1ec, 0x5, 0x64, 0x33, 
    0x2, 0x1eb, 0x1e9, 0x3, 0x2, 0x2, 0x2, 0x1ec, 0x1ef, 0x3, 0x2, 0x2, 
    0x2, 0x1ed, 0x1eb, 0x3, 0x2, 0x2, 0x2, 0x1ed, 0x1ee, 0x3, 0x2, 0x2, 
    0x2, 0x1ee, 0x31, 0x3, 0x2, 0x2, 0x2, 0x1ef, 0x1ed, 0x3, 0x2, 0x2, 0x2, 
    0x1f0, 0x1f1, 0x7, 0x76, 0x2, 0x2, 0x1f1, 0x1f6, 0x5, 0xbe, 0x60, 0x2, 
    0x1f2, 0x1f4, 0x7, 0xa, 0x2, 0x2, 0x1f3, 0x1f2, 0x3, 0x2, 0x2, 0x2, 
    0x1f3, 0x1f4, 0x3, 0x2, 0x2, 0x2, 0x1f4, 0x1f5, 0x3, 0x2, 0x2, 0x2, 
    0x1f5, 0x1f7, 0x5, 0xc2, 0x62, 0x2, 0x1f6, 0x1f3, 0x3, 0x2, 0x2, 0x2, 
    0x1f6, 0x1f7, 0x3, 0x2, 0x2, 0x2, 0x1f7, 0x1f8, 0x3, 0x2, 0x2, 0x2, 
    0x1f8, 0x1f9, 0x7, 0x62, 0x2, 0x2, 0x1f9, 0x1fe, 0x5, 0x2e, 0x18, 0x2, 
    0x1fa, 0x1fb, 0x7, 0x9a, 0x2, 0x2, 0x1fb, 0x1fd, 0x5, 0x2e, 0x18, 0x2, 
    0x1fc, 0x1fa, 0x3, 0x2, 0x2, 0x2, 0x1fd, 0x200, 0x3, 0x2, 0x2, 0x2, 
    0x1fe, 0x1fc, 0x3, 0x2, 0x2, 0x2, 0x1fe, 0x1ff, 0x3, 0x2, 0x2, 0x2, 
    0x1ff, 0x202, 0x3, 0x2, 0x2, 0x2, 0x200, 0x1fe, 0x3, 0x2, 0x2, 0x2, 
    0x201, 0x203, 0x5, 0x66, 0x34, 0x2, 0x202, 0x201, 0x3, 0x2, 0x2, 0x2, 
    0x202, 0x203, 0x3, 0x2, 0x2, 0x2, 0x203, 0x205, 0x3, 0x2, 0x2, 0x2, 
    0x204, 0x206, 0x5, 0x68, 0x35, 0x2, 0x205, 0x204, 0x3, 0x2, 0x2, 0x2, 
    0x205, 0x206, 0x3, 0x2, 0x2, 0x2, 0x206, 0x208, 0x3, 0x2, 0x2, 0x2, 
    0x207, 0x209, 0x5, 0x30, 0x19, 0x2, 0x208, 0x207, 0x3, 0x2, 0x2, 0x2, 
    0x208, 0x209, 0x3, 0x2, 0x2, 0x2, 0x209, 0x33, 0x3, 0x2, 0x2, 0x2, 0x20a, 
    0x20b, 0x7, 0x1c, 0x2, 0x2, 0x20b, 0x20c, 0x7, 0x30, 0x2, 0x2, 0x20c, 
    0x211, 0x5, 0xbe, 0x60, 0x2, 0x20d, 0x20f, 0x7, 0xa, 0x2, 0x2, 0x20e, 
    0x20d, 0x3, 0x2, 0x2, 0x2, 0x20e, 0x20f, 0x3, 0x2, 0x2, 0x2, 0x20f, 
    0x210, 0x3, 0x2, 0x2, 0x2, 0x210, 0x212, 0x5, 0xc2, 0x62, 0x2, 0x211, 
    0x20e, 0x3, 0x2, 0x2, 0x2, 0x211, 0x212, 0x3, 0x2, 0x2, 0x2, 0x212, 
    0x214, 0x3, 0x2, 0x2, 0x2, 0x213, 0x215, 0x5, 0x68, 0x35, 0x2, 0x214, 
    0x213, 0x3, 0x2, 0x2, 0x2, 0x214, 0x215, 0x3, 0x2, 0x2, 0x2, 0x215, 
    0x217, 0x3, 0x2, 0x2, 0x2, 0x216, 0x218, 0x5, 0x30, 0x19, 0x2, 0x217, 
    0x216, 0x3, 0x2, 0x2, 0x2, 0x217, 0x218, 0x3, 0x2, 0x2, 0x2, 0x218, 
    0x35, 0x3, 0x2, 0x2, 0x2, 0x219, 0x227, 0x7, 0x17, 0x2, 0x2, 0x21a, 
    0x21c, 0x5, 0xbe, 0x60, 0x2, 0x21b, 0x21d, 0x5, 0xc0, 0x61, 0x2, 0x21c, 
    0x21b, 0x3, 0x2, 0x2, 0x2, 0x21c, 0x21d, 0x3, 0x2, 0x2, 0x2, 0x21d, 
    0x21e, 0x3, 0x2, 0x2, 0x2, 0x21e, 0x21f, 0x9, 0x5, 0x2, 0x2, 0x21f, 
    0x220, 0x5, 0x38, 0x1d, 0x2, 0x220, 0x228, 0x3, 0x2, 0x2, 0x2, 0x221, 
    0x222, 0x7, 0x96, 0x2, 0x2, 0x222, 0x223, 0x5, 0x54, 0x2b, 0x2, 0x223, 
    0x224, 0x7, 0x97, 0x2, 0x2, 0x224, 0x225, 0x7, 0x6d, 0x2, 0x2, 0x225, 
    0x226, 0x5, 0x38, 0x1d, 0x2, 0x226, 0x228, 0x3, 0x2, 0x2, 0x2, 0x227, 
    0x21a, 0x3, 0x2, 0x2, 0x2, 0x227, 0x221, 0x3, 0x2, 0x2, 0x2, 0x228, 
    0x22d, 0x3, 0x2, 0x2, 0x2, 0x229, 0x22b, 0x7, 0x7e, 0x2, 0x2, 0x22a, 
    0x229, 0x3, 0x2, 0x2, 0x2, 0x22a, 0x22b, 0x3, 0x2, 0x2, 0x2, 0x22b, 
    0x22c, 0x3, 0x2, 0x2, 0x2, 0x22c, 0x22e, 0x5, 0x3a, 0x1e, 0x2, 0x22d, 
    0x22a, 0x3, 0x2, 0x2, 0x2, 0x22d, 0x22e, 0x3, 0x2, 0x2, 0x2, 0x22e, 
    0x37, 0x3, 0x2, 0x2, 0x2, 0x22f, 0x230, 0x9, 0x6, 0x2, 0x2, 0x230, 0x39, 
    0x3, 0x2, 0x2, 0x2, 0x231, 0x232, 0x7, 0x96, 0x2, 0x2, 0x232, 0x237, 
    0x5, 0x3c, 0x1f, 0x2, 0x233, 0x234, 0x7, 0x9a, 0x2, 0x2, 0x234, 0x236, 
    0x5, 0x3c, 0x1f, 0x2, 0x235, 0x233, 0x3, 0x2, 0x2, 0x2, 0x236, 0x239, 
    0x3, 0x2, 0x2, 0x2, 0x237, 0x235, 0x3, 0x2, 0x2, 0x2, 0x237, 0x238, 
    0x3, 0x2, 0x2, 0x2, 0x238, 0x23a, 0x3, 0x2, 0x2, 0x2, 0x239, 0x237, 
    0x3, 0x2, 0x2, 0x2, 0x23a, 0x23b, 0x7, 0x97, 0x2, 0x2, 0x23b, 0x242, 
    0x3, 0x2, 0x2, 0x2, 0x23c, 0x23e, 0x5, 0x40, 0x21, 0x2, 0x23d, 0x23c, 
    0x3, 0x2, 0x2, 0x2, 0x23e, 0x23f, 0x3, 0x2, 0x2, 0x2, 0x23f, 0x23d, 
    0x3, 0x2, 0x2, 0x2, 0x23f, 0x240, 0x3, 0x2, 0x2, 0x2, 0x240, 0x242, 
    0x3, 0x2, 0x2, 0x2, 0x241, 0x231, 0x3, 0x2, 0x2, 0x2, 0x241, 0x23d, 
    0x3, 0x2, 0x2, 0x2, 0x242, 0x3b, 0x3, 0x2, 0x2, 0x2, 0x243, 0x245, 0x5, 
    0xc4, 0x63, 0x2, 0x244, 0x246, 0x5, 0x3e, 0x20, 0x2, 0x245, 0x244, 0x3, 
    0x2, 0x2, 0x2, 0x245, 0x246, 0x3, 0x2, 0x2, 0x2, 0x246, 0x3d, 0x3, 0x2, 
    0x2, 0x2, 0x247, 0x24b, 0x7, 0xa0, 0x2, 0x2, 0x248, 0x24b, 0x5, 0xb4, 
    0x5b, 0x2, 0x249, 0x24b, 0x5, 0xc4, 0x63, 0x2, 0x24a, 0x247, 0x3, 0x2, 
    0x2, 0x2, 0x24a, 0x248, 0x3, 0x2, 0x2, 0x2, 0x24a, 0x249, 0x3, 0x2, 
    0x2, 0x2, 0x24b, 0x3f, 0x3, 0x2, 0x2, 0x2, 0x24c, 0x264, 0x7, 0xe, 0x2, 
    0x2, 0x24d, 0x264, 0x7, 0x1a, 0x2, 0x2, 0x24e, 0x264, 0x7, 0x34, 0x2, 
    0x2, 0x24f, 0x251, 0x7, 0x1d, 0x2, 0x2, 0x250, 0x252, 0x7, 0xa, 0x2, 
    0x2, 0x251, 0x250, 0x3, 0x2, 0x2, 0x2, 0x251, 0x252, 0x3, 0x2, 0x2, 
    0x2, 0x252, 0x253, 0x3, 0x2, 0x2, 0x2, 0x253, 0x264, 0x7, 0xa0, 0x2, 
    0x2, 0x254, 0x256, 0x7, 0x4a, 0x2, 0x2, 0x255, 0x257, 0x7, 0xa, 0x2, 
    0x2, 0x256, 0x255, 0x3, 0x2, 0x2, 0x2, 0x256, 0x257, 0x3, 0x2, 0x2, 
    0x2, 0x257, 0x258, 0x3, 0x2, 0x2, 0x2, 0x258, 0x264, 0x7, 0xa0, 0x2, 
    0x2, 0x259, 0x25b, 0x7, 0x58, 0x2, 0x2, 0x25a, 0x25c, 0x7, 0xa, 0x2, 
    0x2, 0x25b, 0x25a, 0x3, 0x2, 0x2, 0x2, 0x25b, 0x25c, 0x3, 0x2, 0x2, 
    0x2, 0x25c, 0x25d, 0x3, 0x2, 0x2, 0x2, 0x25d, 0x264, 0x7, 0xa0, 0x2, 
    0x2, 0x25e, 0x260, 0x7, 0x26, 0x2, 0x2, 0x25f, 0x261, 0x7, 0xa, 0x2, 
    0x2, 0x260, 0x25f, 0x3, 0x2, 0x2, 0x2, 0x260, 0x261, 0x3, 0x2, 0x2, 
    0x2, 0x261, 0x262, 0x3, 0x2, 0x2, 0x2, 0x262, 0x264, 0x7, 0xa0, 0x2, 
    0x2, 0x263, 0x24c, 0x3, 0x2, 0x2, 0x2, 0x263, 0x24d, 0x3, 0x2, 0x2, 
    0x2, 0x263, 0x24e, 0x3, 0x2, 0x2, 0x2, 0x263, 0x24f, 0x3, 0x2, 0x2, 
    0x2, 0x263, 0x254, 0x3, 0x2, 0x2, 0x2, 0x263, 0x259, 0x3, 0x2, 0x2, 
    0x2, 0x263, 0x25e, 0x3, 0x2, 0x2, 0x2, 0x264, 0x41, 0x3, 0x2, 0x2, 0x2, 
    0x265, 0x277, 0x7, 0x29, 0x2, 0x2, 0x266, 0x268, 0x7, 0x6, 0x2, 0x2, 
    0x267, 0x266, 0x3, 0x2, 0x2, 0x2, 0x267, 0x268, 0x3, 0x2, 0x2, 0x2, 
    0x268, 0x26a, 0x3, 0x2, 0x2, 0x2, 0x269, 0x26b, 0x7, 0x7b, 0x2, 0x2, 
    0x26a, 0x269, 0x3, 0x2, 0x2, 0x2, 0x26a, 0x26b, 0x3, 0x2, 0x2, 0x2, 
    0x26b, 0x278, 0x3, 0x2, 0x2, 0x2, 0x26c, 0x26d, 0x7, 0x96, 0x2, 0x2, 
    0x26d, 0x272, 0x5, 0x44, 0x23, 0x2, 0x26e, 0x26f, 0x7, 0x9a, 0x2, 0x2, 
    0x26f, 0x271, 0x5, 0x44, 0x23, 0x2, 0x270, 0x26e, 0x3, 0x2, 0x2, 0x2, 
    0x271, 0x274, 0x3, 0x2, 0x2, 0x2, 0x272, 0x270, 0x3, 0x2, 0x2, 0x2, 
    0x272, 0x273, 0x3, 0x2, 0x2, 0x2, 0x273, 0x275, 0x3, 0x2, 0x2, 0x2, 
    0x274, 0x272, 0x3, 0x2, 0x2, 0x2, 0x275, 0x276, 0x7, 0x97, 0x2, 0x2, 
    0x276, 0x278, 0x3, 0x2, 0x2, 0x2, 0x277, 0x267, 0x3, 0x2, 0x2, 0x2, 
    0x277, 0x26c, 0x3, 0x2, 0x2, 0x2, 0x278, 0x279, 0x3, 0x2, 0x2, 0x2, 
    0x279, 0x27a, 0x5, 0x4, 0x3, 0x2, 0x27a, 0x43, 0x3, 0x2, 0x2, 0x2, 0x27b, 
    0x27d, 0x5, 0xc4, 0x63, 0x2, 0x27c, 0x27e, 0x5, 0x3e, 0x20, 0x2, 0x27d, 
    0x27c, 0x3, 0x2, 0x2, 0x2, 0x27d, 0x27e, 0x3, 0x2, 0x2, 0x2, 0x27e, 
    0x45, 0x3, 0x2, 0x2, 0x2, 0x27f, 0x281, 0x7, 0x62, 0x2, 0x2, 0x280, 
    0x282, 0x9, 0x7, 0x2, 0x2, 0x281, 0x280, 0x3, 0x2, 0x2, 0x2, 0x281, 
    0x282, 0x3, 0x2, 0x2, 0x2, 0x282, 0x297, 0x3, 0x2, 0x2, 0x2, 0x283, 
    0x284, 0x5, 0x48, 0x25, 0x2, 0x284, 0x28e, 0x9, 0x8, 0x2, 0x2, 0x285, 
    0x28f, 0x7, 0x1b, 0x2, 0x2, 0x286, 0x28b, 0x5, 0x4a, 0x26, 0x2, 0x287, 
    0x288, 0x7, 0x9a, 0x2, 0x2, 0x288, 0x28a, 0x5, 0x4a, 0x26, 0x2, 0x289, 
    0x287, 0x3, 0x2, 0x2, 0x2, 0x28a, 0x28d, 0x3, 0x2, 0x2, 0x2, 0x28b, 
    0x289, 0x3, 0x2, 0x2, 0x2, 0x28b, 0x28c, 0x3, 0x2, 0x2, 0x2, 0x28c, 
    0x28f, 0x3, 0x2, 0x2, 0x2, 0x28d, 0x28b, 0x3, 0x2, 0x2, 0x2, 0x28e, 
    0x285, 0x3, 0x2, 0x2, 0x2, 0x28e, 0x286, 0x3, 0x2, 0x2, 0x2, 0x28f, 
    0x298, 0x3, 0x2, 0x2, 0x2, 0x290, 0x291, 0x7, 0x6c, 0x2, 0x2, 0x291, 
    0x295, 0x7, 0x81, 0x2, 0x2, 0x292, 0x296, 0x7, 0x1b, 0x2, 0x2, 0x293, 
    0x296, 0x7, 0x45, 0x2, 0x2, 0x294, 0x296, 0x5, 0x4a, 0x26, 0x2, 0x295, 
    0x292, 0x3, 0x2, 0x2, 0x2, 0x295, 0x293, 0x3, 0x2, 0x2, 0x2, 0x295, 
    0x294, 0x3, 0x2, 0x2, 0x2, 0x296, 0x298, 0x3, 0x2, 0x2, 0x2, 0x297, 
    0x283, 0x3, 0x2, 0x2, 0x2, 0x297, 0x290, 0x3, 0x2, 0x2, 0x2, 0x298, 
    0x47, 0x3, 0x2, 0x2, 0x2, 0x299, 0x29e, 0x5, 0xc2, 0x62, 0x2, 0x29a, 
    0x29b, 0x7, 0x9b, 0x2, 0x2, 0x29b, 0x29d, 0x5, 0xc2, 0x62, 0x2, 0x29c, 
    0x29a, 0x3, 0x2, 0x2, 0x2, 0x29d, 0x2a0, 0x3, 0x2, 0x2, 0x2, 0x29e, 
    0x29c, 0x3, 0x2, 0x2, 0x2, 0x29e, 0x29f, 0x3, 0x2, 0x2, 0x2, 0x29f, 
    0x49, 0x3, 0x2, 0x2, 0x2, 0x2a0, 0x29e, 0x3, 0x2, 0x2, 0x2, 0x2a1, 0x2a5, 
    0x7, 0xa0, 0x2, 0x2, 0x2a2, 0x2a5, 0x5, 0xb4, 0x5b, 0x2, 0x2a3, 0x2a5, 
    0x5, 0xc4, 0x63, 0x2, 0x2a4, 0x2a1, 0x3, 0x2, 0x2, 0x2, 0x2a4, 0x2a2, 
    0x3, 0x2, 0x2, 0x2, 0x2a4, 0x2a3, 0x3, 0x2, 0x2, 0x2, 0x2a5, 0x4b, 0x3, 
    0x2, 0x2, 0x2, 0x2a6, 0x2ab, 0x7, 0x59, 0x2, 0x2, 0x2a7, 0x2ac, 0x7, 
    0x4, 0x2, 0x2, 0x2a8, 0x2a9, 0x7, 0x6c, 0x2, 0x2, 0x2a9, 0x2ac, 0x7, 
    0x81, 0x2, 0x2, 0x2aa, 0x2ac, 0x5, 0x48, 0x25, 0x2, 0x2ab, 0x2a7, 0x3, 
    0x2, 0x2, 0x2, 0x2ab, 0x2a8, 0x3, 0x2, 0x2, 0x2, 0x2ab, 0x2aa, 0x3, 
    0x2, 0x2, 0x2, 0x2ac, 0x4d, 0x3, 0x2, 0x2, 0x2, 0x2ad, 0x2b2, 0x7, 0x63, 
    0x2, 0x2, 0x2ae, 0x2b3, 0x7, 0x4, 0x2, 0x2, 0x2af, 0x2b0, 0x7, 0x6c, 
    0x2, 0x2, 0x2b0, 0x2b3, 0x7, 0x81, 0x2, 0x2, 0x2b1, 0x2b3, 0x5, 0x48, 
    0x25, 0x2, 0x2b2, 0x2ae, 0x3, 0x2, 0x2, 0x2, 0x2b2, 0x2af, 0x3, 0x2, 
    0x2, 0x2, 0x2b2, 0x2b1, 0x3, 0x2, 0x2, 0x2, 0x2b3, 0x4f, 0x3, 0x2, 0x2, 
    0x2, 0x2b4, 0x2b6, 0x7, 0xc, 0x2, 0x2, 0x2b5, 0x2b7, 0x9, 0x9, 0x2, 
    0x2, 0x2b6, 0x2b5, 0x3, 0x2, 0x2, 0x2, 0x2b6, 0x2b7, 0x3, 0x2, 0x2, 
    0x2, 0x2b7, 0x2c3, 0x3, 0x2, 0x2, 0x2, 0x2b8, 0x2b9, 0x7, 0x65, 0x2, 
    0x2, 0x2b9, 0x2c3, 0x7, 0x6f, 0x2, 0x2, 0x2ba, 0x2bc, 0x9, 0xa, 0x2, 
    0x2, 0x2bb, 0x2bd, 0x9, 0x9, 0x2, 0x2, 0x2bc, 0x2bb, 0x3, 0x2, 0x2, 
    0x2, 0x2bc, 0x2bd, 0x3, 0x2, 0x2, 0x2, 0x2bd, 0x2c3, 0x3, 0x2, 0x2, 
    0x2, 0x2be, 0x2c0, 0x9, 0xb, 0x2, 0x2, 0x2bf, 0x2c1, 0x9, 0x9, 0x2, 
    0x2, 0x2c0, 0x2bf, 0x3, 0x2, 0x2, 0x2, 0x2c0, 0x2c1, 0x3, 0x2, 0x2, 
    0x2, 0x2c1, 0x2c3, 0x3, 0x2, 0x2, 0x2, 0x2c2, 0x2b4, 0x3, 0x2, 0x2, 
    0x2, 0x2c2, 0x2b8, 0x3, 0x2, 0x2, 0x2, 0x2c2, 0x2ba, 0x3, 0x2, 0x2, 
    0x2, 0x2c2, 0x2be, 0x3, 0x2, 0x2, 0x2, 0x2c3, 0x51, 0x3, 0x2, 0x2, 0x2, 
    0x2c4, 0x2c5, 0x5, 0x54, 0x2b, 0x2, 0x2c5, 0x53, 0x3, 0x2, 0x2, 0x2, 
    0x2c6, 0x2cc, 0x5, 0x58, 0x2d, 0x2, 0x2c7, 0x2c8, 0x5, 0x56, 0x2c, 0x2, 
    0x2c8, 0x2c9, 0x5, 0x58, 0x2d, 0x2, 0x2c9, 0x2cb, 0x3, 0x2, 0x2, 0x2, 
    0x2ca, 0x2c7, 0x3, 0x2, 0x2, 0x2, 0x2cb, 0x2ce, 0x3, 0x2, 0x2, 0x2, 
    0x2cc, 0x2ca, 0x3, 0x2, 0x2, 0x2, 0x2cc, 0x2cd, 0x3, 0x2, 0x2, 0x2, 
    0x2cd, 0x2d0, 0x3, 0x2, 0x2, 0x2, 0x2ce, 0x2cc, 0x3, 0x2, 0x2, 0x2, 
    0x2cf, 0x2d1, 0x5, 0x6e, 0x38, 0x2, 0x2d0, 0x2cf, 0x3, 0x2, 0x2, 0x2, 
    0x2d0, 0x2d1, 0x3, 0x2, 0x2, 0x2, 0x2d1, 0x2d5, 0x3, 0x2, 0x2, 0x2, 
    0x2d2, 0x2d4, 0x5, 0x72, 0x3a, 0x2, 0x2d3, 0x2d2, 0x3, 0x2, 0x2, 0x2, 
    0x2d4, 0x2d7, 0x3, 0x2, 0x2, 0x2, 0x2d5, 0x2d3, 0x3, 0x2, 0x2, 0x2, 
    0x2d5, 0x2d6, 0x3, 0x2, 0x2, 0x2, 0x2d6, 0x55, 0x3, 0x2, 0x2, 0x2, 0x2d7, 
    0x2d5, 0x3, 0x2, 0x2, 0x2, 0x2d8, 0x2da, 0x9, 0xc, 0x2, 0x2, 0x2d9, 
    0x2db, 0x9, 0xd, 0x2, 0x2, 0x2da, 0x2d9, 0x3, 0x2, 0x2, 0x2, 0x2da, 
    0x2db, 0x3, 0x2, 0x2, 0x2, 0x2db, 0x57, 0x3, 0x2, 0x2, 0x2, 0x2dc, 0x2e4, 
    0x5, 0x5a, 0x2e, 0x2, 0x2dd, 0x2df, 0x7, 0x3b, 0x2, 0x2, 0x2de, 0x2e0, 
    0x9, 0xd, 0x2, 0x2, 0x2df, 0x2de, 0x3, 0x2, 0x2, 0x2, 0x2df, 0x2e0, 
    0x3, 0x2, 0x2, 0x2, 0x2e0, 0x2e1, 0x3, 0x2, 0x2, 0x2, 0x2e1, 0x2e3, 
    0x5, 0x5a, 0x2e, 0x2, 0x2e2, 0x2dd, 0x3, 0x2, 0x2, 0x2, 0x2e3, 0x2e6, 
    0x3, 0x2, 0x2, 0x2, 0x2e4, 0x2e2, 0x3, 0x2, 0x2, 0x2, 0x2e4, 0x2e5, 
    0x3, 0x2, 0x2, 0x2, 0x2e5, 0x59, 0x3, 0x2, 0x2, 0x2, 0x2e6, 0x2e4, 0x3, 
    0x2, 0x2, 0x2, 0x2e7, 0x2ee, 0x5, 0x5c, 0x2f, 0x2, 0x2e8, 0x2ee, 0x5, 
    0x5e, 0x30, 0x2, 0x2e9, 0x2ea, 0x7, 0x96, 0x2, 0x2, 0x2ea, 0x2eb, 0x5, 
    0x54, 0x2b, 0x2, 0x2eb, 0x2ec, 0x7, 0x97, 0x2, 0x2, 0x2ec, 0x2ee, 0x3, 
    0x2, 0x2, 0x2, 0x2ed, 0x2e7, 0x3, 0x2, 0x2, 0x2, 0x2ed, 0x2e8, 0x3, 
    0x2, 0x2, 0x2, 0x2ed, 0x2e9, 0x3, 0x2, 0x2, 0x2, 0x2ee, 0x5b, 0x3, 0x2, 
    0x2, 0x2, 0x2ef, 0x2f1, 0x7, 0x60, 0x2, 0x2, 0x2f0, 0x2f2, 0x9, 0xd, 
    0x2, 0x2, 0x2f1, 0x2f0, 0x3, 0x2, 0x2, 0x2, 0x2f1, 0x2f2, 0x3, 0x2, 
    0x2, 0x2, 0x2f2, 0x2f3, 0x3, 0x2, 0x2, 0x2, 0x2f3, 0x2f8, 0x5, 0x64, 
    0x33, 0x2, 0x2f4, 0x2f5, 0x7, 0x9a, 0x2, 0x2, 0x2f5, 0x2f7, 0x5, 0x64, 
    0x33, 0x2, 0x2f6, 0x2f4, 0x3, 0x2, 0x2, 0x2, 0x2f7, 0x2fa, 0x3, 0x2, 
    0x2, 0x2, 0x2f8, 0x2f6, 0x3, 0x2, 0x2, 0x2, 0x2f8, 0x2f9, 0x3, 0x2, 
    0x2, 0x2, 0x2f9, 0x2fc, 0x3, 0x2, 0x2, 0x2, 0x2fa, 0x2f8, 0x3, 0x2, 
    0x2, 0x2, 0x2fb, 0x2fd, 0x5, 0x66, 0x34, 0x2, 0x2fc, 0x2fb, 0x3, 0x2, 
    0x2, 0x2, 0x2fc, 0x2fd, 0x3, 0x2, 0x2, 0x2, 0x2fd, 0x2ff, 0x3, 0x2, 
    0x2, 0x2, 0x2fe, 0x300, 0x5, 0x68, 0x35, 0x2, 0x2ff, 0x2fe, 0x3, 0x2, 
    0x2, 0x2, 0x2ff, 0x300, 0x3, 0x2, 0x2, 0x2, 0x300, 0x302, 0x3, 0x2, 
    0x2, 0x2, 0x301, 0x303, 0x5, 0x6a, 0x36, 0x2, 0x302, 0x301, 0x3, 0x2, 
    0x2, 0x2, 0x302, 0x303, 0x3, 0x2, 0x2, 0x2, 0x303, 0x305, 0x3, 0x2, 
    0x2, 0x2, 0x304, 0x306, 0x5, 0x6c, 0x37, 0x2, 0x305, 0x304, 0x3, 0x2, 
    0x2, 0x2, 0x305, 0x306, 0x3, 0x2, 0x2, 0x2, 0x306, 0x5d, 0x3, 0x2, 0x2, 
    0x2, 0x307, 0x308, 0x7, 0x79, 0x2, 0x2, 0x308, 0x30d, 0x5, 0x60, 0x31, 
    0x2, 0x309, 0x30a, 0x7, 0x9a, 0x2, 0x2, 0x30a, 0x30c, 0x5, 0x60, 0x31, 
    0x2, 0x30b, 0x309, 0x3, 0x2, 0x2, 0x2, 0x30c, 0x30f, 0x3, 0x2, 0x2, 
    0x2, 0x30d, 0x30b, 0x3, 0x2, 0x2, 0x2, 0x30d, 0x30e, 0x3, 0x2, 0x2, 
    0x2, 0x30e, 0x5f, 0x3, 0x2, 0x2, 0x2, 0x30f, 0x30d, 0x3, 0x2, 0x2, 0x2, 
    0x310, 0x311, 0x7, 0x96, 0x2, 0x2, 0x311, 0x316, 0x5, 0x62, 0x32, 0x2, 
    0x312, 0x313, 0x7, 0x9a, 0x2, 0x2, 0x313, 0x315, 0x5, 0x62, 0x32, 0x2, 
    0x314, 0x312, 0x3, 0x2, 0x2, 0x2, 0x315, 0x318, 0x3, 0x2, 0x2, 0x2, 
    0x316, 0x314, 0x3, 0x2, 0x2, 0x2, 0x316, 0x317, 0x3, 0x2, 0x2, 0x2, 
    0x317, 0x319, 0x3, 0x2, 0x2, 0x2, 0x318, 0x316, 0x3, 0x2, 0x2, 0x2, 
    0x319, 0x31a, 0x7, 0x97, 0x2, 0x2, 0x31a, 0x61, 0x3, 0x2, 0x2, 0x2, 
    0x31b, 0x31e, 0x7, 0x1b, 0x2, 0x2, 0x31c, 0x31e, 0x5, 0x80, 0x41, 0x2, 
    0x31d, 0x31b, 0x3, 0x2, 0x2, 0x2, 0x31d, 0x31c, 0x3, 0x2, 0x2, 0x2, 
    0x31e, 0x63, 0x3, 0x2, 0x2, 0x2, 0x31f, 0x32b, 0x7, 0x93, 0x2, 0x2, 
    0x320, 0x321, 0x5, 0xc2, 0x62, 0x2, 0x321, 0x322, 0x7, 0x9b, 0x2, 0x2, 
    0x322, 0x323, 0x7, 0x93, 0x2, 0x2, 0x323, 0x32b, 0x3, 0x2, 0x2, 0x2, 
    0x324, 0x328, 0x5, 0x80, 0x41, 0x2, 0x325, 0x326, 0x7, 0xa, 0x2, 0x2, 
    0x326, 0x329, 0x5, 0xc4, 0x63, 0x2, 0x327, 0x329, 0x5, 0xc2, 0x62, 0x2, 
    0x328, 0x325, 0x3, 0x2, 0x2, 0x2, 0x328, 0x327, 0x3, 0x2, 0x2, 0x2, 
    0x328, 0x329, 0x3, 0x2, 0x2, 0x2, 0x329, 0x32b, 0x3, 0x2, 0x2, 0x2, 
    0x32a, 0x31f, 0x3, 0x2, 0x2, 0x2, 0x32a, 0x320, 0x3, 0x2, 0x2, 0x2, 
    0x32a, 0x324, 0x3, 0x2, 0x2, 0x2, 0x32b, 0x65, 0x3, 0x2, 0x2, 0x2, 0x32c, 
    0x32d, 0x7, 0x30, 0x2, 0x2, 0x32d, 0x332, 0x5, 0x74, 0x3b, 0x2, 0x32e, 
    0x32f, 0x7, 0x9a, 0x2, 0x2, 0x32f, 0x331, 0x5, 0x74, 0x3b, 0x2, 0x330, 
    0x32e, 0x3, 0x2, 0x2, 0x2, 0x331, 0x334, 0x3, 0x2, 0x2, 0x2, 0x332, 
    0x330, 0x3, 0x2, 0x2, 0x2, 0x332, 0x333, 0x3, 0x2, 0x2, 0x2, 0x333, 
    0x67, 0x3, 0x2, 0x2, 0x2, 0x334, 0x332, 0x3, 0x2, 0x2, 0x2, 0x335, 0x336, 
    0x7, 0x7d, 0x2, 0x2, 0x336, 0x337, 0x5, 0x80, 0x41, 0x2, 0x337, 0x69, 
    0x3, 0x2, 0x2, 0x2, 0x338, 0x339, 0x7, 0x32, 0x2, 0x2, 0x339, 0x33a, 
    0x7, 0x10, 0x2, 0x2, 0x33a, 0x33f, 0x5, 0x80, 0x41, 0x2, 0x33b, 0x33c, 
    0x7, 0x9a, 0x2, 0x2, 0x33c, 0x33e, 0x5, 0x80, 0x41, 0x2, 0x33d, 0x33b, 
    0x3, 0x2, 0x2, 0x2, 0x33e, 0x341, 0x3, 0x2, 0x2, 0x2, 0x33f, 0x33d, 
    0x3, 0x2, 0x2, 0x2, 0x33f, 0x340, 0x3, 0x2, 0x2, 0x2, 0x340, 0x6b, 0x3, 
    0x2, 0x2, 0x2, 0x341, 0x33f, 0x3, 0x2, 0x2, 0x2, 0x342, 0x343, 0x7, 
    0x33, 0x2, 0x2, 0x343, 0x344, 0x5, 0x80, 0x41, 0x2, 0x344, 0x6d, 0x3, 
    0x2, 0x2, 0x2, 0x345, 0x346, 0x7, 0x51, 0x2, 0x2, 0x346, 0x347, 0x7, 
    0x10, 0x2, 0x2, 0x347, 0x34c, 0x5, 0x70, 0x39, 0x2, 0x348, 0x349, 0x7, 
    0x9a, 0x2, 0x2, 0x349, 0x34b, 0x5, 0x70, 0x39, 0x2, 0x34a, 0x348, 0x3, 
    0x2, 0x2, 0x2, 0x34b, 0x34e, 0x3, 0x2, 0x2, 0x2, 0x34c, 0x34a, 0x3, 
    0x2, 0x2, 0x2, 0x34c, 0x34d, 0x3, 0x2, 0x2, 0x2, 0x34d, 0x6f, 0x3, 0x2, 
    0x2, 0x2, 0x34e, 0x34c, 0x3, 0x2, 0x2, 0x2, 0x34f, 0x351, 0x5, 0x80, 
    0x41, 0x2, 0x350, 0x352, 0x9, 0x2, 0x2, 0x2, 0x351, 0x350, 0x3, 0x2, 
    0x2, 0x2, 0x351, 0x352, 0x3, 0x2, 0x2, 0x2, 0x352, 0x355, 0x3, 0x2, 
    0x2, 0x2, 0x353, 0x354, 0x7, 0x4b, 0x2, 0x2, 0x354, 0x356, 0x9, 0xe, 
    0x2, 0x2, 0x355, 0x353, 0x3, 0x2, 0x2, 0x2, 0x355, 0x356, 0x3, 0x2, 
    0x2, 0x2, 0x356, 0x71, 0x3, 0x2, 0x2, 0x2, 0x357, 0x35a, 0x7, 0x44, 
    0x2, 0x2, 0x358, 0x35b, 0x5, 0x80, 0x41, 0x2, 0x359, 0x35b, 0x7, 0x4, 
    0x2, 0x2, 0x35a, 0x358, 0x3, 0x2, 0x2, 0x2, 0x35a, 0x359, 0x3, 0x2, 
    0x2, 0x2, 0x35b, 0x369, 0x3, 0x2, 0x2, 0x2, 0x35c, 0x35d, 0x7, 0x4c, 
    0x2, 0x2, 0x35d, 0x35f, 0x5, 0x80, 0x41, 0x2, 0x35e, 0x360, 0x9, 0xf, 
    0x2, 0x2, 0x35f, 0x35e, 0x3, 0x2, 0x2, 0x2, 0x35f, 0x360, 0x3, 0x2, 
    0x2, 0x2, 0x360, 0x369, 0x3, 0x2, 0x2, 0x2, 0x361, 0x362, 0x7, 0x2c, 
    0x2, 0x2, 0x362, 0x364, 0x9, 0x10, 0x2, 0x2, 0x363, 0x365, 0x5, 0x80, 
    0x41, 0x2, 0x364, 0x363, 0x3, 0x2, 0x2, 0x2, 0x364, 0x365, 0x3, 0x2, 
    0x2, 0x2, 0x365, 0x366, 0x3, 0x2, 0x2, 0x2, 0x366, 0x367, 0x9, 0xf, 
    0x2, 0x2, 0x367, 0x369, 0x7, 0x4e, 0x2, 0x2, 0x368, 0x357, 0x3, 0x2, 
    0x2, 0x2, 0x368, 0x35c, 0x3, 0x2, 0x2, 0x2, 0x368, 0x361, 0x3, 0x2, 
    0x2, 0x2, 0x369, 0x73, 0x3, 0x2, 0x2, 0x2, 0x36a, 0x36e, 0x5, 0x7c, 
    0x3f, 0x2, 0x36b, 0x36d, 0x5, 0x76, 0x3c, 0x2, 0x36c, 0x36b, 0x3, 0x2, 
    0x2, 0x2, 0x36d, 0x370, 0x3, 0x2, 0x2, 0x2, 0x36e, 0x36c, 0x3, 0x2, 
    0x2, 0x2, 0x36e, 0x36f, 0x3, 0x2, 0x2, 0x2, 0x36f, 0x75, 0x3, 0x2, 0x2, 
    0x2, 0x370, 0x36e, 0x3, 0x2, 0x2, 0x2, 0x371, 0x372, 0x7, 0x19, 0x2, 
    0x2, 0x372, 0x373, 0x7, 0x3e, 0x2, 0x2, 0x373, 0x382, 0x5, 0x7c, 0x3f, 
    0x2, 0x374, 0x376, 0x7, 0x46, 0x2, 0x2, 0x375, 0x377, 0x5, 0x78, 0x3d, 
    0x2, 0x376, 0x375, 0x3, 0x2, 0x2, 0x2, 0x376, 0x377, 0x3, 0x2, 0x2, 
    0x2, 0x377, 0x378, 0x3, 0x2, 0x2, 0x2, 0x378, 0x379, 0x7, 0x3e, 0x2, 
    0x2, 0x379, 0x382, 0x5, 0x7c, 0x3f, 0x2, 0x37a, 0x37c, 0x5, 0x78, 0x3d, 
    0x2, 0x37b, 0x37a, 0x3, 0x2, 0x2, 0x2, 0x37b, 0x37c, 0x3, 0x2, 0x2, 
    0x2, 0x37c, 0x37d, 0x3, 0x2, 0x2, 0x2, 0x37d, 0x37e, 0x7, 0x3e, 0x2, 
    0x2, 0x37e, 0x37f, 0x5, 0x7c, 0x3f, 0x2, 0x37f, 0x380, 0x5, 0x7a, 0x3e, 
    0x2, 0x380, 0x382, 0x3, 0x2, 0x2, 0x2, 0x381, 0x371, 0x3, 0x2, 0x2, 
    0x2, 0x381, 0x374, 0x3, 0x2, 0x2, 0x2, 0x381, 0x37b, 0x3, 0x2, 0x2, 
    0x2, 0x382, 0x77, 0x3, 0x2, 0x2, 0x2, 0x383, 0x391, 0x7, 0x39, 0x2, 
    0x2, 0x384, 0x386, 0x7, 0x42, 0x2, 0x2, 0x385, 0x387, 0x7, 0x52, 0x2, 
    0x2, 0x386, 0x385, 0x3, 0x2, 0x2, 0x2, 0x386, 0x387, 0x3, 0x2, 0x2, 
    0x2, 0x387, 0x391, 0x3, 0x2, 0x2, 0x2, 0x388, 0x38a, 0x7, 0x5b, 0x2, 
    0x2, 0x389, 0x38b, 0x7, 0x52, 0x2, 0x2, 0x38a, 0x389, 0x3, 0x2, 0x2, 
    0x2, 0x38a, 0x38b, 0x3, 0x2, 0x2, 0x2, 0x38b, 0x391, 0x3, 0x2, 0x2, 
    0x2, 0x38c, 0x38e, 0x7, 0x31, 0x2, 0x2, 0x38d, 0x38f, 0x7, 0x52, 0x2, 
    0x2, 0x38e, 0x38d, 0x3, 0x2, 0x2, 0x2, 0x38e, 0x38f, 0x3, 0x2, 0x2, 
    0x2, 0x38f, 0x391, 0x3, 0x2, 0x2, 0x2, 0x390, 0x383, 0x3, 0x2, 0x2, 
    0x2, 0x390, 0x384, 0x3, 0x2, 0x2, 0x2, 0x390, 0x388, 0x3, 0x2, 0x2, 
    0x2, 0x390, 0x38c, 0x3, 0x2, 0x2, 0x2, 0x391, 0x79, 0x3, 0x2, 0x2, 0x2, 
    0x392, 0x393, 0x7, 0x4d, 0x2, 0x2, 0x393, 0x397, 0x5, 0x80, 0x41, 0x2, 
    0x394, 0x395, 0x7, 0x78, 0x2, 0x2, 0x395, 0x397, 0x5, 0xc0, 0x61, 0x2, 
    0x396, 0x392, 0x3, 0x2, 0x2, 0x2, 0x396, 0x394, 0x3, 0x2, 0x2, 0x2, 
    0x397, 0x7b, 0x3, 0x2, 0x2, 0x2, 0x398, 0x399, 0x5, 0xb0, 0x59, 0x2, 
    0x399, 0x3a2, 0x7, 0x96, 0x2, 0x2, 0x39a, 0x39f, 0x5, 0x80, 0x41, 0x2, 
    0x39b, 0x39c, 0x7, 0x9a, 0x2, 0x2, 0x39c, 0x39e, 0x5, 0x80, 0x41, 0x2, 
    0x39d, 0x39b, 0x3, 0x2, 0x2, 0x2, 0x39e, 0x3a1, 0x3, 0x2, 0x2, 0x2, 
    0x39f, 0x39d, 0x3, 0x2, 0x2, 0x2, 0x39f, 0x3a0, 0x3, 0x2, 0x2, 0x2, 
    0x3a0, 0x3a3, 0x3, 0x2, 0x2, 0x2, 0x3a1, 0x39f, 0x3, 0x2, 0x2, 0x2, 
    0x3a2, 0x39a, 0x3, 0x2, 0x2, 0x2, 0x3a2, 0x3a3, 0x3, 0x2, 0x2, 0x2, 
    0x3a3, 0x3a4, 0x3, 0x2, 0x2, 0x2, 0x3a4, 0x3a6, 0x7, 0x97, 0x2, 0x2, 
    0x3a5, 0x3a7, 0x5, 0x7e, 0x40, 0x2, 0x3a6, 0x3a5, 0x3, 0x2, 0x2, 0x2, 
    0x3a6, 0x3a7, 0x3, 0x2, 0x2, 0x2, 0x3a7, 0x3b9, 0x3, 0x2, 0x2, 0x2, 
    0x3a8, 0x3aa, 0x5, 0xbe, 0x60, 0x2, 0x3a9, 0x3ab, 0x5, 0x7e, 0x40, 0x2, 
    0x3aa, 0x3a9, 0x3, 0x2, 0x2, 0x2, 0x3aa, 0x3ab, 0x3, 0x2, 0x2, 0x2, 
    0x3ab, 0x3b9, 0x3, 0x2, 0x2, 0x2, 0x3ac, 0x3ad, 0x7, 0x96, 0x2, 0x2, 
    0x3ad, 0x3ae, 0x5, 0x54, 0x2b, 0x2, 0x3ae, 0x3b0, 0x7, 0x97, 0x2, 0x2, 
    0x3af, 0x3b1, 0x5, 0x7e, 0x40, 0x2, 0x3b0, 0x3af, 0x3, 0x2, 0x2, 0x2, 
    0x3b0, 0x3b1, 0x3, 0x2, 0x2, 0x2, 0x3b1, 0x3b9, 0x3, 0x2, 0x2, 0x2, 
    0x3b2, 0x3b3, 0x7, 0x96, 0x2, 0x2, 0x3b3, 0x3b4, 0x5, 0x74, 0x3b, 0x2, 
    0x3b4, 0x3b6, 0x7, 0x97, 0x2, 0x2, 0x3b5, 0x3b7, 0x5, 0x7e, 0x40, 0x2, 
    0x3b6, 0x3b5, 0x3, 0x2, 0x2, 0x2, 0x3b6, 0x3b7, 0x3, 0x2, 0x2, 0x2, 
    0x3b7, 0x3b9, 0x3, 0x2, 0x2, 0x2, 0x3b8, 0x398, 0x3, 0x2, 0x2, 0x2, 
    0x3b8, 0x3a8, 0x3, 0x2, 0x2, 0x2, 0x3b8, 0x3ac, 0x3, 0x2, 0x2, 0x2, 
    0x3b8, 0x3b2, 0x3, 0x2, 0x2, 0x2, 0x3b9, 0x7d, 0x3, 0x2, 0x2, 0x2, 0x3ba, 
    0x3bc, 0x7, 0xa, 0x2, 0x2, 0x3bb, 0x3ba, 0x3, 0x2, 0x2, 0x2, 0x3bb, 
    0x3bc, 0x3, 0x2, 0x2, 0x2, 0x3bc, 0x3bd, 0x3, 0x2, 0x2, 0x2, 0x3bd, 
    0x3bf, 0x5, 0xc2, 0x62, 0x2, 0x3be, 0x3c0, 0x5, 0xc0, 0x61, 0x2, 0x3bf, 
    0x3be, 0x3, 0x2, 0x2, 0x2, 0x3bf, 0x3c0, 0x3, 0x2, 0x2, 0x2, 0x3c0, 
    0x7f, 0x3, 0x2, 0x2, 0x2, 0x3c1, 0x3c2, 0x5, 0x82, 0x42, 0x2, 0x3c2, 
    0x81, 0x3, 0x2, 0x2, 0x2, 0x3c3, 0x3c8, 0x5, 0x84, 0x43, 0x2, 0x3c4, 
    0x3c5, 0x7, 0x50, 0x2, 0x2, 0x3c5, 0x3c7, 0x5, 0x84, 0x43, 0x2, 0x3c6, 
    0x3c4, 0x3, 0x2, 0x2, 0x2, 0x3c7, 0x3ca, 0x3, 0x2, 0x2, 0x2, 0x3c8, 
    0x3c6, 0x3, 0x2, 0x2, 0x2, 0x3c8, 0x3c9, 0x3, 0x2, 0x2, 0x2, 0x3c9, 
    0x83, 0x3, 0x2, 0x2, 0x2, 0x3ca, 0x3c8, 0x3, 0x2, 0x2, 0x2, 0x3cb, 0x3d0, 
    0x5, 0x86, 0x44, 0x2, 0x3cc, 0x3cd, 0x7, 0x7, 0x2, 0x2, 0x3cd, 0x3cf, 
    0x5, 0x86, 0x44, 0x2, 0x3ce, 0x3cc, 0x3, 0x2, 0x2, 0x2, 0x3cf, 0x3d2, 
    0x3, 0x2, 0x2, 0x2, 0x3d0, 0x3ce, 0x3, 0x2, 0x2, 0x2, 0x3d0, 0x3d1, 
    0x3, 0x2, 0x2, 0x2, 0x3d1, 0x85, 0x3, 0x2, 0x2, 0x2, 0x3d2, 0x3d0, 0x3, 
    0x2, 0x2, 0x2, 0x3d3, 0x3d4, 0x7, 0x48, 0x2, 0x2, 0x3d4, 0x3d7, 0x5, 
    0x86, 0x44, 0x2, 0x3d5, 0x3d7, 0x5, 0x88, 0x45, 0x2, 0x3d6, 0x3d3, 0x3, 
    0x2, 0x2, 0x2, 0x3d6, 0x3d5, 0x3, 0x2, 0x2, 0x2, 0x3d7, 0x87, 0x3, 0x2, 
    0x2, 0x2, 0x3d8, 0x3dc, 0x5, 0x8c, 0x47, 0x2, 0x3d9, 0x3db, 0x5, 0x8a, 
    0x46, 0x2, 0x3da, 0x3d9, 0x3, 0x2, 0x2, 0x2, 0x3db, 0x3de, 0x3, 0x2, 
    0x2, 0x2, 0x3dc, 0x3da, 0x3, 0x2, 0x2, 0x2, 0x3dc, 0x3dd, 0x3, 0x2, 
    0x2, 0x2, 0x3dd, 0x89, 0x3, 0x2, 0x2, 0x2, 0x3de, 0x3dc, 0x3, 0x2, 0x2, 
    0x2, 0x3df, 0x3e1, 0x7, 0x3d, 0x2, 0x2, 0x3e0, 0x3e2, 0x7, 0x48, 0x2, 
    0x2, 0x3e1, 0x3e0, 0x3, 0x2, 0x2, 0x2, 0x3e1, 0x3e2, 0x3, 0x2, 0x2, 
    0x2, 0x3e2, 0x3e3, 0x3, 0x2, 0x2, 0x2, 0x3e3, 0x3fb, 0x7, 0x4a, 0x2, 
    0x2, 0x3e4, 0x3e6, 0x7, 0x3d, 0x2, 0x2, 0x3e5, 0x3e7, 0x7, 0x48, 0x2, 
    0x2, 0x3e6, 0x3e5, 0x3, 0x2, 0x2, 0x2, 0x3e6, 0x3e7, 0x3, 0x2, 0x2, 
    0x2, 0x3e7, 0x3e8, 0x3, 0x2, 0x2, 0x2, 0x3e8, 0x3fb, 0x7, 0x75, 0x2, 
    0x2, 0x3e9, 0x3eb, 0x7, 0x3d, 0x2, 0x2, 0x3ea, 0x3ec, 0x7, 0x48, 0x2, 
    0x2, 0x3eb, 0x3ea, 0x3, 0x2, 0x2, 0x2, 0x3eb, 0x3ec, 0x3, 0x2, 0x2, 
    0x2, 0x3ec, 0x3ed, 0x3, 0x2, 0x2, 0x2, 0x3ed, 0x3fb, 0x7, 0x71, 0x2, 
    0x2, 0x3ee, 0x3f0, 0x7, 0x3d, 0x2, 0x2, 0x3ef, 0x3f1, 0x7, 0x48, 0x2, 
    0x2, 0x3f0, 0x3ef, 0x3, 0x2, 0x2, 0x2, 0x3f0, 0x3f1, 0x3, 0x2, 0x2, 
    0x2, 0x3f1, 0x3f2, 0x3, 0x2, 0x2, 0x2, 0x3f2, 0x3fb, 0x7, 0x2b, 0x2, 
    0x2, 0x3f3, 0x3f5, 0x7, 0x3d, 0x2, 0x2, 0x3f4, 0x3f6, 0x7, 0x48, 0x2, 
    0x2, 0x3f5, 0x3f4, 0x3, 0x2, 0x2, 0x2, 0x3f5, 0x3f6, 0x3, 0x2, 0x2, 
    0x2, 0x3f6, 0x3f7, 0x3, 0x2, 0x2, 0x2, 0x3f7, 0x3f8, 0x7, 0x1f, 0x2, 
    0x2, 0x3f8, 0x3f9, 0x7, 0x30, 0x2, 0x2, 0x3f9, 0x3fb, 0x5, 0x8c, 0x47, 
    0x2, 0x3fa, 0x3df, 0x3, 0x2, 0x2, 0x2, 0x3fa, 0x3e4, 0x3, 0x2, 0x2, 
    0x2, 0x3fa, 0x3e9, 0x3, 0x2, 0x2, 0x2, 0x3fa, 0x3ee, 0x3, 0x2, 0x2, 
    0x2, 0x3fa, 0x3f3, 0x3, 0x2, 0x2, 0x2, 0x3fb, 0x8b, 0x3, 0x2, 0x2, 0x2, 
    0x3fc, 0x400, 0x5, 0x92, 0x4a, 0x2, 0x3fd, 0x3fe, 0x5, 0x90, 0x49, 0x2, 
    0x3fe, 0x3ff, 0x5, 0x8e, 0x48, 0x2, 0x3ff, 0x401, 0x3, 0x2, 0x2, 0x2, 
    0x400, 0x3fd, 0x3, 0x2, 0x2, 0x2, 0x400, 0x401, 0x3, 0x2, 0x2, 0x2, 
    0x401, 0x8d, 0x3, 0x2, 0x2, 0x2, 0x402, 0x403, 0x9, 0x11, 0x2, 0x2, 
    0x403, 0x404, 0x7, 0x96, 0x2, 0x2, 0x404, 0x405, 0x5, 0x54, 0x2b, 0x2, 
    0x405, 0x406, 0x7, 0x97, 0x2, 0x2, 0x406, 0x40e, 0x3, 0x2, 0x2, 0x2, 
    0x407, 0x408, 0x9, 0x11, 0x2, 0x2, 0x408, 0x409, 0x7, 0x96, 0x2, 0x2, 
    0x409, 0x40a, 0x5, 0x80, 0x41, 0x2, 0x40a, 0x40b, 0x7, 0x97, 0x2, 0x2, 
    0x40b, 0x40e, 0x3, 0x2, 0x2, 0x2, 0x40c, 0x40e, 0x5, 0x92, 0x4a, 0x2, 
    0x40d, 0x402, 0x3, 0x2, 0x2, 0x2, 0x40d, 0x407, 0x3, 0x2, 0x2, 0x2, 
    0x40d, 0x40c, 0x3, 0x2, 0x2, 0x2, 0x40e, 0x8f, 0x3, 0x2, 0x2, 0x2, 0x40f, 
    0x410, 0x9, 0x12, 0x2, 0x2, 0x410, 0x91, 0x3, 0x2, 0x2, 0x2, 0x411, 
    0x413, 0x5, 0x96, 0x4c, 0x2, 0x412, 0x414, 0x5, 0x94, 0x4b, 0x2, 0x413, 
    0x412, 0x3, 0x2, 0x2, 0x2, 0x413, 0x414, 0x3, 0x2, 0x2, 0x2, 0x414, 
    0x93, 0x3, 0x2, 0x2, 0x2, 0x415, 0x417, 0x7, 0x48, 0x2, 0x2, 0x416, 
    0x415, 0x3, 0x2, 0x2, 0x2, 0x416, 0x417, 0x3, 0x2, 0x2, 0x2, 0x417, 
    0x418, 0x3, 0x2, 0x2, 0x2, 0x418, 0x41a, 0x7, 0xd, 0x2, 0x2, 0x419, 
    0x41b, 0x7, 0x69, 0x2, 0x2, 0x41a, 0x419, 0x3, 0x2, 0x2, 0x2, 0x41a, 
    0x41b, 0x3, 0x2, 0x2, 0x2, 0x41b, 0x41c, 0x3, 0x2, 0x2, 0x2, 0x41c, 
    0x41d, 0x5, 0x96, 0x4c, 0x2, 0x41d, 0x41e, 0x7, 0x7, 0x2, 0x2, 0x41e, 
    0x41f, 0x5, 0x96, 0x4c, 0x2, 0x41f, 0x441, 0x3, 0x2, 0x2, 0x2, 0x420, 
    0x422, 0x7, 0x48, 0x2, 0x2, 0x421, 0x420, 0x3, 0x2, 0x2, 0x2, 0x421, 
    0x422, 0x3, 0x2, 0x2, 0x2, 0x422, 0x423, 0x3, 0x2, 0x2, 0x2, 0x423, 
    0x424, 0x7, 0x38, 0x2, 0x2, 0x424, 0x425, 0x7, 0x96, 0x2, 0x2, 0x425, 
    0x426, 0x5, 0x54, 0x2b, 0x2, 0x426, 0x427, 0x7, 0x97, 0x2, 0x2, 0x427, 
    0x441, 0x3, 0x2, 0x2, 0x2, 0x428, 0x42a, 0x7, 0x48, 0x2, 0x2, 0x429, 
    0x428, 0x3, 0x2, 0x2, 0x2, 0x429, 0x42a, 0x3, 0x2, 0x2, 0x2, 0x42a, 
    0x42b, 0x3, 0x2, 0x2, 0x2, 0x42b, 0x42c, 0x7, 0x38, 0x2, 0x2, 0x42c, 
    0x42d, 0x7, 0x96, 0x2, 0x2, 0x42d, 0x432, 0x5, 0x80, 0x41, 0x2, 0x42e, 
    0x42f, 0x7, 0x9a, 0x2, 0x2, 0x42f, 0x431, 0x5, 0x80, 0x41, 0x2, 0x430, 
    0x42e, 0x3, 0x2, 0x2, 0x2, 0x431, 0x434, 0x3, 0x2, 0x2, 0x2, 0x432, 
    0x430, 0x3, 0x2, 0x2, 0x2, 0x432, 0x433, 0x3, 0x2, 0x2, 0x2, 0x433, 
    0x435, 0x3, 0x2, 0x2, 0x2, 0x434, 0x432, 0x3, 0x2, 0x2, 0x2, 0x435, 
    0x436, 0x7, 0x97, 0x2, 0x2, 0x436, 0x441, 0x3, 0x2, 0x2, 0x2, 0x437, 
    0x439, 0x7, 0x48, 0x2, 0x2, 0x438, 0x437, 0x3, 0x2, 0x2, 0x2, 0x438, 
    0x439, 0x3, 0x2, 0x2, 0x2, 0x439, 0x43a, 0x3, 0x2, 0x2, 0x2, 0x43a, 
    0x43b, 0x9, 0x13, 0x2, 0x2, 0x43b, 0x43e, 0x5, 0x96, 0x4c, 0x2, 0x43c, 
    0x43d, 0x7, 0x26, 0x2, 0x2, 0x43d, 0x43f, 0x5, 0x96, 0x4c, 0x2, 0x43e, 
    0x43c, 0x3, 0x2, 0x2, 0x2, 0x43e, 0x43f, 0x3, 0x2, 0x2, 0x2, 0x43f, 
    0x441, 0x3, 0x2, 0x2, 0x2, 0x440, 0x416, 0x3, 0x2, 0x2, 0x2, 0x440, 
    0x421, 0x3, 0x2, 0x2, 0x2, 0x440, 0x429, 0x3, 0x2, 0x2, 0x2, 0x440, 
    0x438, 0x3, 0x2, 0x2, 0x2, 0x441, 0x95, 0x3, 0x2, 0x2, 0x2, 0x442, 0x448, 
    0x5, 0x9c, 0x4f, 0x2, 0x443, 0x444, 0x5, 0x98, 0x4d, 0x2, 0x444, 0x445, 
    0x5, 0x9c, 0x4f, 0x2, 0x445, 0x447, 0x3, 0x2, 0x2, 0x2, 0x446, 0x443, 
    0x3, 0x2, 0x2, 0x2, 0x447, 0x44a, 0x3, 0x2, 0x2, 0x2, 0x448, 0x446, 
    0x3, 0x2, 0x2, 0x2, 0x448, 0x449, 0x3, 0x2, 0x2, 0x2, 0x449, 0x97, 0x3, 
    0x2, 0x2, 0x2, 0x44a, 0x448, 0x3, 0x2, 0x2, 0x2, 0x44b, 0x45e, 0x7, 
    0x83, 0x2, 0x2, 0x44c, 0x45e, 0x7, 0x84, 0x2, 0x2, 0x44d, 0x45e, 0x7, 
    0x85, 0x2, 0x2, 0x44e, 0x45e, 0x7, 0x86, 0x2, 0x2, 0x44f, 0x45e, 0x7, 
    0x87, 0x2, 0x2, 0x450, 0x45e, 0x7, 0x88, 0x2, 0x2, 0x451, 0x45e, 0x7, 
    0x89, 0x2, 0x2, 0x452, 0x45e, 0x7, 0x8a, 0x2, 0x2, 0x453, 0x454, 0x7, 
    0x4f, 0x2, 0x2, 0x454, 0x458, 0x7, 0x96, 0x2, 0x2, 0x455, 0x456, 0x5, 
    0xc2, 0x62, 0x2, 0x456, 0x457, 0x7, 0x9b, 0x2, 0x2, 0x457, 0x459, 0x3, 
    0x2, 0x2, 0x2, 0x458, 0x455, 0x3, 0x2, 0x2, 0x2, 0x458, 0x459, 0x3, 
    0x2, 0x2, 0x2, 0x459, 0x45a, 0x3, 0x2, 0x2, 0x2, 0x45a, 0x45b, 0x5, 
    0x9a, 0x4e, 0x2, 0x45b, 0x45c, 0x7, 0x97, 0x2, 0x2, 0x45c, 0x45e, 0x3, 
    0x2, 0x2, 0x2, 0x45d, 0x44b, 0x3, 0x2, 0x2, 0x2, 0x45d, 0x44c, 0x3, 
    0x2, 0x2, 0x2, 0x45d, 0x44d, 0x3, 0x2, 0x2, 0x2, 0x45d, 0x44e, 0x3, 
    0x2, 0x2, 0x2, 0x45d, 0x44f, 0x3, 0x2, 0x2, 0x2, 0x45d, 0x450, 0x3, 
    0x2, 0x2, 0x2, 0x45d, 0x451, 0x3, 0x2, 0x2, 0x2, 0x45d, 0x452, 0x3, 
    0x2, 0x2, 0x2, 0x45d, 0x453, 0x3, 0x2, 0x2, 0x2, 0x45e, 0x99, 0x3, 0x2, 
    0x2, 0x2, 0x45f, 0x460, 0x9, 0x14, 0x2, 0x2, 0x460, 0x9b, 0x3, 0x2, 
    0x2, 0x2, 0x461, 0x466, 0x5, 0x9e, 0x50, 0x2, 0x462, 0x463, 0x9, 0x15, 
    0x2, 0x2, 0x463, 0x465, 0x5, 0x9e, 0x50, 0x2, 0x464, 0x462, 0x3, 0x2, 
    0x2, 0x2, 0x465, 0x468, 0x3, 0x2, 0x2, 0x2, 0x466, 0x464, 0x3, 0x2, 
    0x2, 0x2, 0x466, 0x467, 0x3, 0x2, 0x2, 0x2, 0x467, 0x9d, 0x3, 0x2, 0x2, 
    0x2, 0x468, 0x466, 0x3, 0x2, 0x2, 0x2, 0x469, 0x46e, 0x5, 0xa0, 0x51, 
    0x2, 0x46a, 0x46b, 0x9, 0x16, 0x2, 0x2, 0x46b, 0x46d, 0x5, 0xa0, 0x51, 
    0x2, 0x46c, 0x46a, 0x3, 0x2, 0x2, 0x2, 0x46d, 0x470, 0x3, 0x2, 0x2, 
    0x2, 0x46e, 0x46c, 0x3, 0x2, 0x2, 0x2, 0x46e, 0x46f, 0x3, 0x2, 0x2, 
    0x2, 0x46f, 0x9f, 0x3, 0x2, 0x2, 0x2, 0x470, 0x46e, 0x3, 0x2, 0x2, 0x2, 
    0x471, 0x472, 0x9, 0x15, 0x2, 0x2, 0x472, 0x475, 0x5, 0xa0, 0x51, 0x2, 
    0x473, 0x475, 0x5, 0xa2, 0x52, 0x2, 0x474, 0x471, 0x3, 0x2, 0x2, 0x2, 
    0x474, 0x473, 0x3, 0x2, 0x2, 0x2, 0x475, 0xa1, 0x3, 0x2, 0x2, 0x2, 0x476, 
    0x47a, 0x5, 0xa6, 0x54, 0x2, 0x477, 0x479, 0x5, 0xa4, 0x53, 0x2, 0x478, 
    0x477, 0x3, 0x2, 0x2, 0x2, 0x479, 0x47c, 0x3, 0x2, 0x2, 0x2, 0x47a, 
    0x478, 0x3, 0x2, 0x2, 0x2, 0x47a, 0x47b, 0x3, 0x2, 0x2, 0x2, 0x47b, 
    0xa3, 0x3, 0x2, 0x2, 0x2, 0x47c, 0x47a, 0x3, 0x2, 0x2, 0x2, 0x47d, 0x47e, 
    0x7, 0x82, 0x2, 0x2, 0x47e, 0x48b, 0x5, 0xb6, 0x5c, 0x2, 0x47f, 0x480, 
    0x7, 0x98, 0x2, 0x2, 0x480, 0x481, 0x5, 0x80, 0x41, 0x2, 0x481, 0x482, 
    0x7, 0x99, 0x2, 0x2, 0x482, 0x48b, 0x3, 0x2, 0x2, 0x2, 0x483, 0x487, 
    0x7, 0x13, 0x2, 0x2, 0x484, 0x485, 0x5, 0xc2, 0x62, 0x2, 0x485, 0x486, 
    0x7, 0x9b, 0x2, 0x2, 0x486, 0x488, 0x3, 0x2, 0x2, 0x2, 0x487, 0x484, 
    0x3, 0x2, 0x2, 0x2, 0x487, 0x488, 0x3, 0x2, 0x2, 0x2, 0x488, 0x489, 
    0x3, 0x2, 0x2, 0x2, 0x489, 0x48b, 0x5, 0xc4, 0x63, 0x2, 0x48a, 0x47d, 
    0x3, 0x2, 0x2, 0x2, 0x48a, 0x47f, 0x3, 0x2, 0x2, 0x2, 0x48a, 0x483, 
    0x3, 0x2, 0x2, 0x2, 0x48b, 0xa5, 0x3, 0x2, 0x2, 0x2, 0x48c, 0x503, 0x5, 
    0xb2, 0x5a, 0x2, 0x48d, 0x503, 0x7, 0x9d, 0x2, 0x2, 0x48e, 0x48f, 0x5, 
    0xbc, 0x5f, 0x2, 0x48f, 0x490, 0x9, 0x17, 0x2, 0x2, 0x490, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x491, 0x492, 0x7, 0x12, 0x2, 0x2, 0x492, 0x493, 0x7, 
    0x96, 0x2, 0x2, 0x493, 0x494, 0x5, 0x80, 0x41, 0x2, 0x494, 0x495, 0x7, 
    0xa, 0x2, 0x2, 0x495, 0x496, 0x5, 0xb6, 0x5c, 0x2, 0x496, 0x497, 0x7, 
    0x97, 0x2, 0x2, 0x497, 0x503, 0x3, 0x2, 0x2, 0x2, 0x498, 0x49a, 0x7, 
    0x11, 0x2, 0x2, 0x499, 0x49b, 0x5, 0x80, 0x41, 0x2, 0x49a, 0x499, 0x3, 
    0x2, 0x2, 0x2, 0x49a, 0x49b, 0x3, 0x2, 0x2, 0x2, 0x49b, 0x49d, 0x3, 
    0x2, 0x2, 0x2, 0x49c, 0x49e, 0x5, 0xaa, 0x56, 0x2, 0x49d, 0x49c, 0x3, 
    0x2, 0x2, 0x2, 0x49e, 0x49f, 0x3, 0x2, 0x2, 0x2, 0x49f, 0x49d, 0x3, 
    0x2, 0x2, 0x2, 0x49f, 0x4a0, 0x3, 0x2, 0x2, 0x2, 0x4a0, 0x4a3, 0x3, 
    0x2, 0x2, 0x2, 0x4a1, 0x4a2, 0x7, 0x23, 0x2, 0x2, 0x4a2, 0x4a4, 0x5, 
    0x80, 0x41, 0x2, 0x4a3, 0x4a1, 0x3, 0x2, 0x2, 0x2, 0x4a3, 0x4a4, 0x3, 
    0x2, 0x2, 0x2, 0x4a4, 0x4a5, 0x3, 0x2, 0x2, 0x2, 0x4a5, 0x4a6, 0x7, 
    0x24, 0x2, 0x2, 0x4a6, 0x503, 0x3, 0x2, 0x2, 0x2, 0x4a7, 0x4a8, 0x7, 
    0x28, 0x2, 0x2, 0x4a8, 0x4a9, 0x7, 0x96, 0x2, 0x2, 0x4a9, 0x4aa, 0x5, 
    0x54, 0x2b, 0x2, 0x4aa, 0x4ab, 0x7, 0x97, 0x2, 0x2, 0x4ab, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4ac, 0x4ad, 0x7, 0x9, 0x2, 0x2, 0x4ad, 0x4b6, 0x7, 
    0x98, 0x2, 0x2, 0x4ae, 0x4b3, 0x5, 0x80, 0x41, 0x2, 0x4af, 0x4b0, 0x7, 
    0x9a, 0x2, 0x2, 0x4b0, 0x4b2, 0x5, 0x80, 0x41, 0x2, 0x4b1, 0x4af, 0x3, 
    0x2, 0x2, 0x2, 0x4b2, 0x4b5, 0x3, 0x2, 0x2, 0x2, 0x4b3, 0x4b1, 0x3, 
    0x2, 0x2, 0x2, 0x4b3, 0x4b4, 0x3, 0x2, 0x2, 0x2, 0x4b4, 0x4b7, 0x3, 
    0x2, 0x2, 0x2, 0x4b5, 0x4b3, 0x3, 0x2, 0x2, 0x2, 0x4b6, 0x4ae, 0x3, 
    0x2, 0x2, 0x2, 0x4b6, 0x4b7, 0x3, 0x2, 0x2, 0x2, 0x4b7, 0x4b8, 0x3, 
    0x2, 0x2, 0x2, 0x4b8, 0x503, 0x7, 0x99, 0x2, 0x2, 0x4b9, 0x4ba, 0x7, 
    0x9, 0x2, 0x2, 0x4ba, 0x4bb, 0x7, 0x96, 0x2, 0x2, 0x4bb, 0x4bc, 0x5, 
    0x54, 0x2b, 0x2, 0x4bc, 0x4bd, 0x7, 0x97, 0x2, 0x2, 0x4bd, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4be, 0x4bf, 0x7, 0x54, 0x2, 0x2, 0x4bf, 0x4c0, 0x7, 
    0x96, 0x2, 0x2, 0x4c0, 0x4c1, 0x5, 0x96, 0x4c, 0x2, 0x4c1, 0x4c2, 0x7, 
    0x38, 0x2, 0x2, 0x4c2, 0x4c3, 0x5, 0x96, 0x4c, 0x2, 0x4c3, 0x4c4, 0x7, 
    0x97, 0x2, 0x2, 0x4c4, 0x503, 0x3, 0x2, 0x2, 0x2, 0x4c5, 0x4c6, 0x7, 
    0x2a, 0x2, 0x2, 0x4c6, 0x4c9, 0x7, 0x96, 0x2, 0x2, 0x4c7, 0x4ca, 0x5, 
    0xc2, 0x62, 0x2, 0x4c8, 0x4ca, 0x7, 0xa0, 0x2, 0x2, 0x4c9, 0x4c7, 0x3, 
    0x2, 0x2, 0x2, 0x4c9, 0x4c8, 0x3, 0x2, 0x2, 0x2, 0x4ca, 0x4cb, 0x3, 
    0x2, 0x2, 0x2, 0x4cb, 0x4cc, 0x7, 0x30, 0x2, 0x2, 0x4cc, 0x4cd, 0x5, 
    0x80, 0x41, 0x2, 0x4cd, 0x4ce, 0x7, 0x97, 0x2, 0x2, 0x4ce, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4cf, 0x4d0, 0x7, 0x68, 0x2, 0x2, 0x4d0, 0x4d1, 0x7, 
    0x96, 0x2, 0x2, 0x4d1, 0x4de, 0x5, 0x80, 0x41, 0x2, 0x4d2, 0x4d3, 0x7, 
    0x30, 0x2, 0x2, 0x4d3, 0x4d6, 0x5, 0x80, 0x41, 0x2, 0x4d4, 0x4d5, 0x7, 
    0x2e, 0x2, 0x2, 0x4d5, 0x4d7, 0x5, 0x80, 0x41, 0x2, 0x4d6, 0x4d4, 0x3, 
    0x2, 0x2, 0x2, 0x4d6, 0x4d7, 0x3, 0x2, 0x2, 0x2, 0x4d7, 0x4df, 0x3, 
    0x2, 0x2, 0x2, 0x4d8, 0x4d9, 0x7, 0x2e, 0x2, 0x2, 0x4d9, 0x4dc, 0x5, 
    0x80, 0x41, 0x2, 0x4da, 0x4db, 0x7, 0x30, 0x2, 0x2, 0x4db, 0x4dd, 0x5, 
    0x80, 0x41, 0x2, 0x4dc, 0x4da, 0x3, 0x2, 0x2, 0x2, 0x4dc, 0x4dd, 0x3, 
    0x2, 0x2, 0x2, 0x4dd, 0x4df, 0x3, 0x2, 0x2, 0x2, 0x4de, 0x4d2, 0x3, 
    0x2, 0x2, 0x2, 0x4de, 0x4d8, 0x3, 0x2, 0x2, 0x2, 0x4df, 0x4e0, 0x3, 
    0x2, 0x2, 0x2, 0x4e0, 0x4e1, 0x7, 0x97, 0x2, 0x2, 0x4e1, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4e2, 0x4e3, 0x7, 0x70, 0x2, 0x2, 0x4e3, 0x4e5, 0x7, 
    0x96, 0x2, 0x2, 0x4e4, 0x4e6, 0x5, 0xa8, 0x55, 0x2, 0x4e5, 0x4e4, 0x3, 
    0x2, 0x2, 0x2, 0x4e5, 0x4e6, 0x3, 0x2, 0x2, 0x2, 0x4e6, 0x4e8, 0x3, 
    0x2, 0x2, 0x2, 0x4e7, 0x4e9, 0x5, 0x80, 0x41, 0x2, 0x4e8, 0x4e7, 0x3, 
    0x2, 0x2, 0x2, 0x4e8, 0x4e9, 0x3, 0x2, 0x2, 0x2, 0x4e9, 0x4ea, 0x3, 
    0x2, 0x2, 0x2, 0x4ea, 0x4eb, 0x7, 0x30, 0x2, 0x2, 0x4eb, 0x4ec, 0x5, 
    0x80, 0x41, 0x2, 0x4ec, 0x4ed, 0x7, 0x97, 0x2, 0x2, 0x4ed, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4ee, 0x4ef, 0x7, 0x70, 0x2, 0x2, 0x4ef, 0x4f0, 0x7, 
    0x96, 0x2, 0x2, 0x4f0, 0x4f1, 0x5, 0xa8, 0x55, 0x2, 0x4f1, 0x4f2, 0x5, 
    0x80, 0x41, 0x2, 0x4f2, 0x4f3, 0x7, 0x97, 0x2, 0x2, 0x4f3, 0x503, 0x3, 
    0x2, 0x2, 0x2, 0x4f4, 0x503, 0x5, 0xac, 0x57, 0x2, 0x4f5, 0x4f6, 0x7, 
    0x96, 0x2, 0x2, 0x4f6, 0x4f7, 0x5, 0x54, 0x2b, 0x2, 0x4f7, 0x4f8, 0x7, 
    0x97, 0x2, 0x2, 0x4f8, 0x503, 0x3, 0x2, 0x2, 0x2, 0x4f9, 0x4fa, 0x7, 
    0x96, 0x2, 0x2, 0x4fa, 0x4fb, 0x5, 0x80, 0x41, 0x2, 0x4fb, 0x4fc, 0x7, 
    0x97, 0x2, 0x2, 0x4fc, 0x503, 0x3, 0x2, 0x2, 0x2, 0x4fd, 0x500, 0x5, 
    0xc2, 0x62, 0x2, 0x4fe, 0x4ff, 0x7, 0x9b, 0x2, 0x2, 0x4ff, 0x501, 0x5, 
    0xc2, 0x62, 0x2, 0x500, 0x4fe, 0x3, 0x2, 0x2, 0x2, 0x500, 0x501, 0x3, 
    0x2, 0x2, 0x2, 0x501, 0x503, 0x3, 0x2, 0x2, 0x2, 0x502, 0x48c, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x48d, 0x3, 0x2, 0x2, 0x2, 0x502, 0x48e, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x491, 0x3, 0x2, 0x2, 0x2, 0x502, 0x498, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4a7, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4ac, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4b9, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4be, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4c5, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4cf, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4e2, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4ee, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4f4, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4f5, 0x3, 
    0x2, 0x2, 0x2, 0x502, 0x4f9, 0x3, 0x2, 0x2, 0x2, 0x502, 0x4fd, 0x3, 
    0x2, 0x2, 0x2, 0x503, 0xa7, 0x3, 0x2, 0x2, 0x2, 0x504, 0x505, 0x9, 0x18, 
    0x2, 0x2, 0x505, 0xa9, 0x3, 0x2, 0x2, 0x2, 0x506, 0x507, 0x7, 0x7c, 
    0x2, 0x2, 0x507, 0x508, 0x5, 0x80, 0x41, 0x2, 0x508, 0x509, 0x7, 0x6b, 
    0x2, 0x2, 0x509, 0x50a, 0x5, 0x80, 0x41, 0x2, 0x50a, 0xab, 0x3, 0x2, 
    0x2, 0x2, 0x50b, 0x50c, 0x5, 0xb0, 0x59, 0x2, 0x50c, 0x50d, 0x7, 0x96, 
    0x2, 0x2, 0x50d, 0x50e, 0x7, 0x93, 0x2, 0x2, 0x50e, 0x510, 0x7, 0x97, 
    0x2, 0x2, 0x50f, 0x511, 0x5, 0xae, 0x58, 0x2, 0x510, 0x50f, 0x3, 0x2, 
    0x2, 0x2, 0x510, 0x511, 0x3, 0x2, 0x2, 0x2, 0x511, 0x526, 0x3, 0x2, 
    0x2, 0x2, 0x512, 0x513, 0x5, 0xb0, 0x59, 0x2, 0x513, 0x51f, 0x7, 0x96, 
    0x2, 0x2, 0x514, 0x516, 0x9, 0xd, 0x2, 0x2, 0x515, 0x514, 0x3, 0x2, 
    0x2, 0x2, 0x515, 0x516, 0x3, 0x2, 0x2, 0x2, 0x516, 0x517, 0x3, 0x2, 
    0x2, 0x2, 0x517, 0x51c, 0x5, 0x80, 0x41, 0x2, 0x518, 0x519, 0x7, 0x9a, 
    0x2, 0x2, 0x519, 0x51b, 0x5, 0x80, 0x41, 0x2, 0x51a, 0x518, 0x3, 0x2, 
    0x2, 0x2, 0x51b, 0x51e, 0x3, 0x2, 0x2, 0x2, 0x51c, 0x51a, 0x3, 0x2, 
    0x2, 0x2, 0x51c, 0x51d, 0x3, 0x2, 0x2, 0x2, 0x51d, 0x520, 0x3, 0x2, 
    0x2, 0x2, 0x51e, 0x51c, 0x3, 0x2, 0x2, 0x2, 0x51f, 0x515, 0x3, 0x2, 
    0x2, 0x2, 0x51f, 0x520, 0x3, 0x2, 0x2, 0x2, 0x520, 0x521, 0x3, 0x2, 
    0x2, 0x2, 0x521, 0x523, 0x7, 0x97, 0x2, 0x2, 0x522, 0x524, 0x5, 0xae, 
    0x58, 0x2, 0x523, 0x522, 0x3, 0x2, 0x2, 0x2, 0x523, 0x524, 0x3, 0x2, 
    0x2, 0x2, 0x524, 0x526, 0x3, 0x2, 0x2, 0x2, 0x525, 0x50b, 0x3, 0x2, 
    0x2, 0x2, 0x525, 0x512, 0x3, 0x2, 0x2, 0x2, 0x526, 0xad, 0x3, 0x2, 0x2, 
    0x2, 0x527, 0x528, 0x7, 0x53, 0x2, 0x2, 0x528, 0x529, 0x7, 0x96, 0x2, 
    0x2, 0x529, 0x52a, 0x7, 0x97, 0x2, 0x2, 0x52a, 0xaf, 0x3, 0x2, 0x2, 
    0x2, 0x52b, 0x52c, 0x5, 0xc2, 0x62, 0x2, 0x52c, 0x52d, 0x7, 0x9b, 0x2, 
    0x2, 0x52d, 0x52f, 0x3, 0x2, 0x2, 0x2, 0x52e, 0x52b, 0x3, 0x2, 0x2, 
    0x2, 0x52e, 0x52f, 0x3, 0x2, 0x2, 0x2, 0x52f, 0x533, 0x3, 0x2, 0x2, 
    0x2, 0x530, 0x534, 0x5, 0xc2, 0x62, 0x2, 0x531, 0x534, 0x7, 0x42, 0x2, 
    0x2, 0x532, 0x534, 0x7, 0x5b, 0x2, 0x2, 0x533, 0x530, 0x3, 0x2, 0x2, 
    0x2, 0x533, 0x531, 0x3, 0x2, 0x2, 0x2, 0x533, 0x532, 0x3, 0x2, 0x2, 
    0x2, 0x534, 0xb1, 0x3, 0x2, 0x2, 0x2, 0x535, 0x536, 0x9, 0x19, 0x2, 
    0x2, 0x536, 0xb3, 0x3, 0x2, 0x2, 0x2, 0x537, 0x539, 0x9, 0x15, 0x2, 
    0x2, 0x538, 0x537, 0x3, 0x2, 0x2, 0x2, 0x538, 0x539, 0x3, 0x2, 0x2, 
    0x2, 0x539, 0x53a, 0x3, 0x2, 0x2, 0x2, 0x53a, 0x53b, 0x9, 0x1a, 0x2, 
    0x2, 0x53b, 0xb5, 0x3, 0x2, 0x2, 0x2, 0x53c, 0x544, 0x5, 0xb8, 0x5d, 
    0x2, 0x53d, 0x53f, 0x7, 0x98, 0x2, 0x2, 0x53e, 0x540, 0x7, 0x9e, 0x2, 
    0x2, 0x53f, 0x53e, 0x3, 0x2, 0x2, 0x2, 0x53f, 0x540, 0x3, 0x2, 0x2, 
    0x2, 0x540, 0x541, 0x3, 0x2, 0x2, 0x2, 0x541, 0x543, 0x7, 0x99, 0x2, 
    0x2, 0x542, 0x53d, 0x3, 0x2, 0x2, 0x2, 0x543, 0x546, 0x3, 0x2, 0x2, 
    0x2, 0x544, 0x542, 0x3, 0x2, 0x2, 0x2, 0x544, 0x545, 0x3, 0x2, 0x2, 
    0x2, 0x545, 0xb7, 0x3, 0x2, 0x2, 0x2, 0x546, 0x544, 0x3, 0x2, 0x2, 0x2, 
    0x547, 0x548, 0x7, 0x21, 0x2, 0x2, 0x548, 0x55b, 0x7, 0x56, 0x2, 0x2, 
    0x549, 0x54a, 0x5, 0xc2, 0x62, 0x2, 0x54a, 0x54b, 0x7, 0x9b, 0x2, 0x2, 
    0x54b, 0x54d, 0x3, 0x2, 0x2, 0x2, 0x54c, 0x549, 0x3, 0x2, 0x2, 0x2, 
    0x54c, 0x54d, 0x3, 0x2, 0x2, 0x2, 0x54d, 0x54e, 0x3, 0x2, 0x2, 0x2, 
    0x54e, 0x550, 0x5, 0xc2, 0x62, 0x2, 0x54f, 0x551, 0x7, 0x7a, 0x2, 0x2, 
    0x550, 0x54f, 0x3, 0x2, 0x2, 0x2, 0x550, 0x551, 0x3, 0x2, 0x2, 0x2, 
    0x551, 0x553, 0x3, 0x2, 0x2, 0x2, 0x552, 0x554, 0x5, 0xba, 0x5e, 0x2, 
    0x553, 0x552, 0x3, 0x2, 0x2, 0x2, 0x553, 0x554, 0x3, 0x2, 0x2, 0x2, 
    0x554, 0x558, 0x3, 0x2, 0x2, 0x2, 0x555, 0x556, 0x7, 0x7f, 0x2, 0x2, 
    0x556, 0x557, 0x7, 0x6c, 0x2, 0x2, 0x557, 0x559, 0x7, 0x81, 0x2, 0x2, 
    0x558, 0x555, 0x3, 0x2, 0x2, 0x2, 0x558, 0x559, 0x3, 0x2, 0x2, 0x2, 
    0x559, 0x55b, 0x3, 0x2, 0x2, 0x2, 0x55a, 0x547, 0x3, 0x2, 0x2, 0x2, 
    0x55a, 0x54c, 0x3, 0x2, 0x2, 0x2, 0x55b, 0xb9, 0x3, 0x2, 0x2, 0x2, 0x55c, 
    0x55d, 0x7, 0x96, 0x2, 0x2, 0x55d, 0x562, 0x7, 0x9e, 0x2, 0x2, 0x55e, 
    0x55f, 0x7, 0x9a, 0x2, 0x2, 0x55f, 0x561, 0x7, 0x9e, 0x2, 0x2, 0x560, 
    0x55e, 0x3, 0x2, 0x2, 0x2, 0x561, 0x564, 0x3, 0x2, 0x2, 0x2, 0x562, 
    0x560, 0x3, 0x2, 0x2, 0x2, 0x562, 0x563, 0x3, 0x2, 0x2, 0x2, 0x563, 
    0x565, 0x3, 0x2, 0x2, 0x2, 0x564, 0x562, 0x3, 0x2, 0x2, 0x2, 0x565, 
    0x566, 0x7, 0x97, 0x2, 0x2, 0x566, 0xbb, 0x3, 0x2, 0x2, 0x2, 0x567, 
    0x568, 0x7, 0x21, 0x2, 0x2, 0x568, 0x56b, 0x7, 0x56, 0x2, 0x2, 0x569, 
    0x56b, 0x5, 0xc2, 0x62, 0x2, 0x56a, 0x567, 0x3, 0x2, 0x2, 0x2, 0x56a, 
    0x569, 0x3, 0x2, 0x2, 0x2, 0x56b, 0xbd, 0x3, 0x2, 0x2, 0x2, 0x56c, 0x56f, 
    0x5, 0xc2, 0x62, 0x2, 0x56d, 0x56e, 0x7, 0x9b, 0x2, 0x2, 0x56e, 0x570, 
    0x5, 0xc2, 0x62, 0x2, 0x56f, 0x56d, 0x3, 0x2, 0x2, 0x2, 0x56f, 0x570, 
    0x3, 0x2, 0x2, 0x2, 0x570, 0xbf, 0x3, 0x2, 0x2, 0x2, 0x571, 0x572, 0x7, 
    0x96, 0x2, 0x2, 0x572, 0x577, 0x5, 0xc2, 0x62, 0x2, 0x573, 0x574, 0x7, 
    0x9a, 0x2, 0x2, 0x574, 0x576, 0x5, 0xc2, 0x62, 0x2, 0x575, 0x573, 0x3, 
    0x2, 0x2, 0x2, 0x576, 0x579, 0x3, 0x2, 0x2, 0x2, 0x577, 0x575, 0x3, 
    0x2, 0x2, 0x2, 0x577, 0x578, 0x3, 0x2, 0x2, 0x2, 0x578, 0x57a, 0x3, 
    0x2, 0x2, 0x2, 0x579, 0x577, 0x3, 0x2, 0x2, 0x2, 0x57a, 0x57b, 0x7, 
    0x97, 0x2, 0x2, 0x57b, 0xc1, 0x3, 0x2, 0x2, 0x2, 0x57c, 0x580, 0x7, 
    0xa3, 0x2, 0x2, 0x57d, 0x580, 0x7, 0xa2, 0x2, 0x2, 0x57e, 0x580, 0x5, 
    0xc6, 0x64, 0x2, 0x57f, 0x57c, 0x3, 0x2, 0x2, 0x2, 0x57f, 0x57d, 0x3, 
    0x2, 0x2, 0x2, 0x57f, 0x57e, 0x3, 0x2, 0x2, 0x2, 0x580, 0xc3, 0x3, 0x2, 
    0x2, 0x2, 0x581, 0x584, 0x5, 0xc2, 0x62, 0x2, 0x582, 0x584, 0x5, 0xc8, 
    0x65, 0x2, 0x583, 0x581, 0x3, 0x2, 0x2, 0x2, 0x583, 0x582, 0x3, 0x2, 
    0x2, 0x2, 0x584, 0xc5, 0x3, 0x2, 0x2, 0x2, 0x585, 0x586, 0x9, 0x1b, 
    0x2, 0x2, 0x586, 0xc7, 0x3, 0x2, 0x2, 0x2, 0x587, 0x588, 0x9, 0x1c, 
    0x2, 0x2, 0x588, 0xc9, 0x3, 0x2, 0x2, 0x2, 0xc9, 0xcb, 0xcf, 0xd3, 0xeb, 
    0xf5, 0xfe, 0x105, 0x109, 0x110, 0x115, 0x121, 0x125, 0x12e, 0x134, 
    0x13b, 0x140, 0x147, 0x14c, 0x152, 0x155, 0x15b, 0x163, 0x16a, 0x170, 
    0x177, 0x17e, 0x183, 0x18a, 0x18f, 0x196, 0x19d, 0x1a1, 0x1a6, 0x1aa, 
    0x1b1, 0x1b4, 0x1bb, 0x1be, 0x1c3, 0x1c6, 0x1c9, 0x1ce, 0x1d9, 0x1dd, 
    0x1df, 0x1e5, 0x1ed, 0x1f3, 0x1f6, 0x1fe, 0x202, 0x205, 0x208, 0x20e, 
    0x211, 0x214, 0x217, 0x21c, 0x227, 0x22a, 0x22d, 0x237, 0x23f, 0x241, 
    0x245, 0x24a, 0x251, 0x256, 0x25b, 0x260, 0x263, 0x267, 0x26a, 0x272, 
    0x277, 0x27d, 0x281, 0x28b, 0x28e, 0x295, 0x297, 0x29e, 0x2a4, 0x2ab, 
    0x2b2, 0x2b6, 0x2bc, 0x2c0, 0x2c2, 0x2cc, 0x2d0, 0x2d5, 0x2da, 0x2df, 
    0x2e4, 0x2ed, 0x2f1, 0x2f8, 0x2fc, 0x2ff, 0x302, 0x305, 0x30d, 0x316, 
    0x31d, 0x328, 0x32a, 0x332, 0x33f, 0x34c, 0x351, 0x355, 0x35a, 0x35f, 
    0x364, 0x368, 0x36e, 0x376, 0x37b, 0x381, 0x386, 0x38a, 0x38e, 0x390, 
    0x396, 0x39f, 0x3a2, 0x3a6, 0x3aa, 0x3b0, 0x3b6, 0x3b8, 0x3bb, 0x3bf, 
    0x3c8, 0x3d0, 0x3d6, 0x3dc, 0x3e1, 0x3e6, 0x3eb, 0x3f0, 0x3f5, 0x3fa, 
    0x400, 0x40d, 0x413, 0x416, 0x41a, 0x421, 0x429, 0x432, 0x438, 0x43e, 
    0x440, 0x448, 0x458, 0x45d, 0x466, 0x46e, 0x474, 0x47a, 0x487, 0x48a, 
    0x49a, 0x49f, 0x4a3, 0x4b3, 0x4b6, 0x4c9, 0x4d6, 0x4dc, 0x4de, 0x4e5, 
    0x4e8, 0x500, 0x502, 0x510, 0x515, 0x51c, 0x51f, 0x523, 0x525, 0x52e, 
    0x533, 0x538, 0x53f, 0x544, 0x54c, 0x550, 0x553, 0x558, 0x55a, 0x562, 
    0x56a, 0x56f, 0x577, 0x57f, 0x583, 
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
