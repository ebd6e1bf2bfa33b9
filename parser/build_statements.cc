// AstBuilder: statements other than queries (DDL, DML, COPY, utility).
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "kite/status.h"
#include "parser/ast_builder.h"
#include "parser/literals.h"

namespace kite::parser_internal {

ast::Statement AstBuilder::Statement(G::StatementContext* ctx) {
  ast::Statement stmt;
  stmt.pos = PositionOf(ctx->start);
  stmt.text = TextOf(ctx);
  if (auto* q = ctx->queryStatement()) {
    stmt.node = Query(q->query());
  } else if (auto* create = ctx->createTableStatement()) {
    stmt.node = CreateTable(create);
  } else if (auto* drop = ctx->dropTableStatement()) {
    ast::DropTableStmt node;
    node.if_exists = drop->EXISTS() != nullptr;
    for (auto* name : drop->qualifiedName()) {
      node.tables.push_back(QualifiedName(name));
    }
    node.cascade = drop->dropBehavior() != nullptr &&
                   drop->dropBehavior()->CASCADE() != nullptr;
    stmt.node = std::move(node);
  } else if (auto* truncate = ctx->truncateStatement()) {
    ast::TruncateStmt node;
    for (auto* name : truncate->qualifiedName()) {
      node.tables.push_back(QualifiedName(name));
    }
    node.restart_identity = truncate->RESTART() != nullptr;
    stmt.node = std::move(node);
  } else if (auto* create_seq = ctx->createSequenceStatement()) {
    stmt.node = CreateSequence(create_seq);
  } else if (auto* alter_seq = ctx->alterSequenceStatement()) {
    stmt.node = AlterSequence(alter_seq);
  } else if (auto* drop_seq = ctx->dropSequenceStatement()) {
    stmt.node = DropSequence(drop_seq);
  } else if (auto* index = ctx->createIndexStatement()) {
    stmt.node = CreateIndex(index);
  } else if (auto* drop_index = ctx->dropIndexStatement()) {
    ast::DropIndexStmt node;
    node.if_exists = drop_index->EXISTS() != nullptr;
    for (auto* name : drop_index->qualifiedName()) {
      node.names.push_back(QualifiedName(name));
    }
    stmt.node = std::move(node);
  } else if (auto* role = ctx->createRoleStatement()) {
    stmt.node = Role(role->identifier(), role->USER() != nullptr, false,
                     role->roleOption());
  } else if (auto* role = ctx->alterRoleStatement()) {
    stmt.node = Role(role->identifier(), role->USER() != nullptr, true,
                     role->roleOption());
  } else if (auto* alter = ctx->alterTableStatement()) {
    ast::AlterTableStmt node;
    node.if_exists = alter->EXISTS() != nullptr;
    node.table = QualifiedName(alter->qualifiedName());
    for (auto* action : alter->alterTableAction()) {
      node.actions.push_back(AlterAction(action, node.table));
    }
    // As PostgreSQL's grammar: a RENAME is a statement of its own.
    using Kind = ast::AlterTableStmt::Action::Kind;
    for (size_t i = 0; node.actions.size() > 1 && i < node.actions.size();
         ++i) {
      const Kind kind = node.actions[i].kind;
      if (kind == Kind::kRenameColumn || kind == Kind::kRenameTable) {
        antlr4::Token* at = i == 0 ? alter->COMMA(0)->getSymbol()
                                   : alter->alterTableAction(i)->start;
        Fail(at, sqlstate::kSyntaxError,
             absl::StrCat("syntax error at or near \"", at->getText(), "\""));
      }
    }
    stmt.node = std::move(node);
  } else if (auto* drop_role = ctx->dropRoleStatement()) {
    stmt.node = DropNames(drop_role, ast::DropRoleStmt());
  } else if (auto* analyze = ctx->analyzeStatement()) {
    ast::AnalyzeStmt node;
    for (auto* name : analyze->qualifiedName()) {
      node.tables.push_back(QualifiedName(name));
    }
    stmt.node = std::move(node);
  } else if (auto* insert = ctx->insertStatement()) {
    stmt.node = Insert(insert);
  } else if (auto* update = ctx->updateStatement()) {
    stmt.node = Update(update);
  } else if (auto* del = ctx->deleteStatement()) {
    stmt.node = Delete(del);
  } else if (auto* copy = ctx->copyStatement()) {
    stmt.node = Copy(copy);
  } else if (auto* explain = ctx->explainStatement()) {
    auto node = std::make_shared<ast::ExplainStmt>();
    node->analyze = explain->ANALYZE() != nullptr;
    for (auto* option : explain->explainOption()) {
      const std::string name = ColLabel(option->colLabel());
      const std::string value =
          option->copyOptionValue() != nullptr
              ? absl::AsciiStrToLower(option->copyOptionValue()->getText())
              : "true";
      const bool on = value == "true" || value == "on" || value == "1";
      if (name == "analyze") {
        node->analyze = on;
      } else if (name == "costs") {
        node->costs = on;
      } else if (name != "verbose" && name != "buffers" && name != "timing" &&
                 name != "summary" && name != "settings" && name != "wal" &&
                 name != "format") {
        Fail(option->start, sqlstate::kSyntaxError,
             absl::StrCat("unrecognized EXPLAIN option \"", name, "\""));
      }
    }
    node->statement = Statement(explain->statement());
    stmt.node = std::move(node);
  } else if (auto* set = ctx->setStatement()) {
    stmt.node = Set(set);
  } else if (auto* reset = ctx->resetStatement()) {
    ast::SetStmt node;
    node.is_default = true;
    node.name = reset->ALL() != nullptr    ? "all"
                : reset->ZONE() != nullptr ? "timezone"
                                           : SettingName(reset->settingName());
    stmt.node = std::move(node);
  } else if (auto* show = ctx->showStatement()) {
    ast::ShowStmt node;
    node.name = show->ALL() != nullptr    ? "all"
                : show->ZONE() != nullptr ? "timezone"
                                          : SettingName(show->settingName());
    stmt.node = std::move(node);
  } else if (auto* txn = ctx->transactionStatement()) {
    stmt.node = Transaction(txn);
  }
  return stmt;
}

ast::TransactionStmt AstBuilder::Transaction(
    G::TransactionStatementContext* ctx) {
  using Kind = ast::TransactionStmt::Kind;
  ast::TransactionStmt node;
  G::TransactionModesContext* modes = nullptr;
  if (auto* begin = dynamic_cast<G::BeginTransactionContext*>(ctx)) {
    modes = begin->transactionModes();
  } else if (dynamic_cast<G::CommitTransactionContext*>(ctx) != nullptr) {
    node.kind = Kind::kCommit;
  } else if (dynamic_cast<G::RollbackTransactionContext*>(ctx) != nullptr) {
    node.kind = Kind::kRollback;
  } else if (auto* set = dynamic_cast<G::SetTransactionContext*>(ctx)) {
    node.kind = Kind::kSetModes;
    modes = set->transactionModes();
  } else if (auto* session =
                 dynamic_cast<G::SetSessionTransactionContext*>(ctx)) {
    node.kind = Kind::kSetSessionModes;
    modes = session->transactionModes();
  }
  if (modes == nullptr) return node;
  for (G::TransactionModeContext* mode : modes->transactionMode()) {
    if (mode->ISOLATION() != nullptr) {
      node.isolation = mode->SERIALIZABLE() ? "serializable"
                       : mode->REPEATABLE() ? "repeatable read"
                       : mode->COMMITTED()  ? "read committed"
                                            : "read uncommitted";
    } else if (mode->ONLY() != nullptr) {
      node.read_only = true;
    } else if (mode->WRITE() != nullptr) {
      node.read_only = false;
    }
  }
  return node;
}

ast::CreateIndexStmt AstBuilder::CreateIndex(
    G::CreateIndexStatementContext* ctx) {
  ast::CreateIndexStmt index;
  index.unique = ctx->UNIQUE() != nullptr;
  index.if_not_exists = ctx->EXISTS() != nullptr;
  // identifier() lists [name,] [method] in order; the name precedes ON,
  // the method follows USING.
  std::vector<G::IdentifierContext*> ids = ctx->identifier();
  size_t next = 0;
  if (!ids.empty() && ids[0]->getStart()->getTokenIndex() <
                          ctx->ON()->getSymbol()->getTokenIndex()) {
    index.name = Identifier(ids[next++]);
  }
  index.table = QualifiedName(ctx->qualifiedName());
  index.method = ctx->USING() != nullptr
                     ? absl::AsciiStrToLower(Identifier(ids[next]))
                     : "btree";
  if (index.name.empty() && index.if_not_exists) {
    Fail(ctx->ON()->getSymbol(), sqlstate::kSyntaxError,
         "syntax error at or near \"ON\": IF NOT EXISTS needs an index "
         "name");
  }
  for (auto* column : ctx->indexColumn()) {
    index.columns.push_back(Identifier(column->identifier()));
  }
  return index;
}

ast::RoleStmt AstBuilder::Role(
    G::IdentifierContext* name, bool is_user, bool alter,
    const std::vector<G::RoleOptionContext*>& options) {
  ast::RoleStmt role;
  role.pos = PositionOf(name->getStart());
  role.name = Identifier(name);
  role.is_user = is_user;
  role.alter = alter;
  auto once = [&](bool given, G::RoleOptionContext* option) {
    if (given) {
      Fail(option->getStart(), sqlstate::kSyntaxError,
           "conflicting or redundant options");
    }
  };
  for (G::RoleOptionContext* option : options) {
    if (option->PASSWORD() != nullptr) {
      once(role.password.has_value(), option);
      role.password.emplace();
      if (option->STRING() != nullptr) {
        *role.password = DecodeQuotedString(option->STRING()->getText());
      }
      continue;
    }
    const std::string flag =
        absl::AsciiStrToLower(Identifier(option->identifier()));
    if (flag == "login" || flag == "nologin") {
      once(role.login.has_value(), option);
      role.login = flag == "login";
    } else if (flag == "superuser" || flag == "nosuperuser") {
      once(role.superuser.has_value(), option);
      role.superuser = flag == "superuser";
    } else if (flag == "inherit" || flag == "noinherit" || flag == "createdb" ||
               flag == "nocreatedb" || flag == "createrole" ||
               flag == "nocreaterole") {
      // Kite has no privileges yet: every role may do everything, so these
      // change nothing.
    } else {
      Fail(option->getStart(), sqlstate::kSyntaxError,
           absl::StrCat("unrecognized role option \"", flag, "\""));
    }
  }
  return role;
}

ast::CreateTableStmt AstBuilder::CreateTable(
    G::CreateTableStatementContext* ctx) {
  ast::CreateTableStmt create;
  create.if_not_exists = ctx->EXISTS() != nullptr;
  create.table = QualifiedName(ctx->qualifiedName(), /*for_create=*/true);
  if (ctx->query() != nullptr) {
    create.as_select = Query(ctx->query());
    return create;
  }
  int primary_keys = 0;
  for (auto* element : ctx->tableElement()) {
    if (auto* column_ctx = element->columnDef()) {
      ast::ColumnDef column;
      ColumnDef(column_ctx, create.table, &column);
      primary_keys += column.primary_key ? 1 : 0;
      create.columns.push_back(std::move(column));
    } else {
      auto* body = element->tableConstraint()->tableConstraintBody();
      if (auto* pk = dynamic_cast<G::TablePrimaryKeyContext*>(body)) {
        ++primary_keys;
        create.primary_key = IdentifierList(pk->identifierList());
      } else if (auto* check = dynamic_cast<G::TableCheckContext*>(body)) {
        auto* named = element->tableConstraint();
        create.checks.push_back(
            {PositionOf(check->start),
             named->identifier() != nullptr ? Identifier(named->identifier())
                                            : "",
             CheckHeight(Expr(check->expr()), check->expr()->start)});
      } else {
        auto* unique = static_cast<G::TableUniqueContext*>(body);
        auto* named = element->tableConstraint();
        create.unique.push_back(IdentifierList(unique->identifierList()));
        create.unique_names.push_back(named->identifier() != nullptr
                                          ? Identifier(named->identifier())
                                          : "");
      }
    }
    if (primary_keys > 1) {
      Fail(element->start, sqlstate::kInvalidTableDefinition,
           absl::StrCat("multiple primary keys for table \"", create.table,
                        "\" are not allowed"));
    }
  }
  return create;
}

void AstBuilder::ColumnDef(G::ColumnDefContext* ctx, const std::string& table,
                           ast::ColumnDef* column) {
  column->pos = PositionOf(ctx->start);
  column->name = Identifier(ctx->identifier());
  column->type = TypeName(ctx->typeName());
  if (auto* compression = ctx->columnCompression()) {
    column->compression = CompressionMethod(compression);
  }
  bool seen_null = false;
  for (auto* constraint : ctx->columnConstraint()) {
    auto* body = constraint->columnConstraintBody();
    if (dynamic_cast<G::NotNullConstraintContext*>(body) != nullptr ||
        dynamic_cast<G::NullConstraintContext*>(body) != nullptr) {
      const bool not_null =
          dynamic_cast<G::NotNullConstraintContext*>(body) != nullptr;
      if (seen_null && column->not_null != not_null) {
        Fail(body->start, sqlstate::kSyntaxError,
             absl::StrCat("conflicting NULL/NOT NULL declarations for column "
                          "\"",
                          column->name, "\" of table \"", table, "\""));
      }
      seen_null = true;
      column->not_null = not_null;
    } else if (dynamic_cast<G::PrimaryKeyConstraintContext*>(body) != nullptr) {
      if (column->primary_key) {
        Fail(body->start, sqlstate::kInvalidTableDefinition,
             absl::StrCat("multiple primary keys for table \"", table,
                          "\" are not allowed"));
      }
      column->primary_key = true;
    } else if (dynamic_cast<G::UniqueConstraintContext*>(body) != nullptr) {
      column->unique = true;
      if (constraint->identifier() != nullptr) {
        column->unique_name = Identifier(constraint->identifier());
      }
    } else if (auto* check = dynamic_cast<G::CheckConstraintContext*>(body)) {
      column->checks.push_back(
          {PositionOf(check->start),
           constraint->identifier() != nullptr
               ? Identifier(constraint->identifier())
               : "",
           CheckHeight(Expr(check->expr()), check->expr()->start)});
    } else if (auto* identity =
                   dynamic_cast<G::IdentityConstraintContext*>(body)) {
      if (column->identity != 0) {
        Fail(body->start, sqlstate::kSyntaxError,
             absl::StrCat("multiple identity specifications for column \"",
                          column->name, "\" of table \"", table, "\""));
      }
      column->identity = identity->ALWAYS() != nullptr ? 'a' : 'd';
      column->identity_options =
          SequenceOptions(identity->sequenceOption(), /*alter=*/false);
    } else {
      auto* def = static_cast<G::DefaultConstraintContext*>(body);
      if (column->default_value != nullptr) {
        Fail(body->start, sqlstate::kSyntaxError,
             absl::StrCat("multiple default values specified for column \"",
                          column->name, "\" of table \"", table, "\""));
      }
      column->default_value =
          CheckHeight(Other(def->otherExpr()), def->otherExpr()->start);
    }
  }
  if (column->identity != 0 && column->default_value != nullptr) {
    Fail(ctx->start, sqlstate::kSyntaxError,
         absl::StrCat("both default and identity specified for column \"",
                      column->name, "\" of table \"", table, "\""));
  }
}

ast::AlterTableStmt::Action AstBuilder::AlterAction(
    G::AlterTableActionContext* ctx, const std::string& table) {
  using Kind = ast::AlterTableStmt::Action::Kind;
  ast::AlterTableStmt::Action action;
  action.pos = PositionOf(ctx->start);
  if (auto* rt = dynamic_cast<G::AlterRenameTableContext*>(ctx)) {
    action.kind = Kind::kRenameTable;
    action.new_name = Identifier(rt->identifier());
  } else if (auto* rc = dynamic_cast<G::AlterRenameColumnContext*>(ctx)) {
    action.kind = Kind::kRenameColumn;
    action.column = Identifier(rc->identifier(0));
    action.new_name = Identifier(rc->identifier(1));
  } else if (auto* ac = dynamic_cast<G::AlterAddColumnContext*>(ctx)) {
    action.kind = Kind::kAddColumn;
    action.if_exists = ac->EXISTS() != nullptr;
    auto column = std::make_shared<ast::ColumnDef>();
    ColumnDef(ac->columnDef(), table, column.get());
    action.column = column->name;
    action.column_def = std::move(column);
  } else if (auto* dc = dynamic_cast<G::AlterDropColumnContext*>(ctx)) {
    action.kind = Kind::kDropColumn;
    action.if_exists = dc->EXISTS() != nullptr;
    action.column = Identifier(dc->identifier());
  } else if (auto* c = dynamic_cast<G::AlterSetCompressionContext*>(ctx)) {
    action.column = Identifier(c->identifier());
    action.method = CompressionMethod(c->columnCompression());
  } else if (auto* d = dynamic_cast<G::AlterSetDefaultContext*>(ctx)) {
    action.kind = Kind::kSetDefault;
    action.column = Identifier(d->identifier());
    action.expr = CheckHeight(Other(d->otherExpr()), d->otherExpr()->start);
  } else if (auto* dd = dynamic_cast<G::AlterDropDefaultContext*>(ctx)) {
    action.kind = Kind::kDropDefault;
    action.column = Identifier(dd->identifier());
  } else if (auto* nn = dynamic_cast<G::AlterNotNullContext*>(ctx)) {
    action.kind = nn->SET() != nullptr ? Kind::kSetNotNull : Kind::kDropNotNull;
    action.column = Identifier(nn->identifier());
  } else if (auto* add = dynamic_cast<G::AlterAddConstraintContext*>(ctx)) {
    auto* constraint = add->tableConstraint();
    action.check.name = constraint->identifier() != nullptr
                            ? Identifier(constraint->identifier())
                            : "";
    auto* body = constraint->tableConstraintBody();
    if (auto* check = dynamic_cast<G::TableCheckContext*>(body)) {
      action.kind = Kind::kAddCheck;
      action.check.pos = PositionOf(check->start);
      action.check.expr =
          CheckHeight(Expr(check->expr()), check->expr()->start);
    } else if (auto* pk = dynamic_cast<G::TablePrimaryKeyContext*>(body)) {
      action.kind = Kind::kAddPrimaryKey;
      action.columns = IdentifierList(pk->identifierList());
    } else {
      action.kind = Kind::kAddUnique;
      action.columns = IdentifierList(
          static_cast<G::TableUniqueContext*>(body)->identifierList());
    }
  } else {
    auto* drop = static_cast<G::AlterDropConstraintContext*>(ctx);
    action.kind = Kind::kDropConstraint;
    action.if_exists = drop->EXISTS() != nullptr;
    action.check.name = Identifier(drop->identifier());
  }
  return action;
}

std::string AstBuilder::CompressionMethod(G::ColumnCompressionContext* ctx) {
  return ctx->DEFAULT() != nullptr ? "default" : Identifier(ctx->identifier());
}

ast::InsertStmt AstBuilder::Insert(G::InsertStatementContext* ctx) {
  ast::InsertStmt insert;
  insert.table = QualifiedName(ctx->qualifiedName());
  if (ctx->identifier() != nullptr)
    insert.alias = Identifier(ctx->identifier());
  insert.columns = IdentifierList(ctx->identifierList());
  if (ctx->OVERRIDING() != nullptr) {
    insert.overriding = ctx->SYSTEM() != nullptr ? 's' : 'u';
  }
  if (ctx->query() != nullptr) {
    insert.source = Query(ctx->query());
  } else {
    insert.default_values = true;
  }
  if (auto* conflict = ctx->onConflict()) {
    ast::OnConflict on_conflict;
    on_conflict.target = IdentifierList(conflict->identifierList());
    on_conflict.do_nothing = conflict->NOTHING() != nullptr;
    for (auto* set : conflict->setClause()) {
      on_conflict.sets.push_back(SetClause(set));
    }
    if (conflict->whereClause() != nullptr) {
      on_conflict.where = Expr(conflict->whereClause()->expr());
    }
    insert.on_conflict = std::move(on_conflict);
  }
  insert.returning = Returning(ctx->returningClause());
  return insert;
}

ast::SetClause AstBuilder::SetClause(G::SetClauseContext* ctx) {
  ast::SetClause set;
  set.pos = PositionOf(ctx->start);
  set.column = Identifier(ctx->identifier());
  if (ctx->expr() != nullptr) {
    set.value = Expr(ctx->expr());
  } else {
    set.is_default = true;
  }
  return set;
}

std::vector<ast::SelectItem> AstBuilder::Returning(
    G::ReturningClauseContext* ctx) {
  std::vector<ast::SelectItem> items;
  if (ctx == nullptr) return items;
  for (auto* item : ctx->selectItem()) items.push_back(SelectItem(item));
  return items;
}

ast::UpdateStmt AstBuilder::Update(G::UpdateStatementContext* ctx) {
  ast::UpdateStmt update;
  update.table = QualifiedName(ctx->qualifiedName());
  if (ctx->identifier() != nullptr)
    update.alias = Identifier(ctx->identifier());
  for (auto* set : ctx->setClause()) update.sets.push_back(SetClause(set));
  if (ctx->fromClause() != nullptr) update.from = From(ctx->fromClause());
  if (ctx->whereClause() != nullptr) {
    update.where = Expr(ctx->whereClause()->expr());
  }
  update.returning = Returning(ctx->returningClause());
  return update;
}

ast::DeleteStmt AstBuilder::Delete(G::DeleteStatementContext* ctx) {
  ast::DeleteStmt del;
  del.table = QualifiedName(ctx->qualifiedName());
  if (ctx->identifier() != nullptr) del.alias = Identifier(ctx->identifier());
  if (ctx->whereClause() != nullptr) {
    del.where = Expr(ctx->whereClause()->expr());
  }
  del.returning = Returning(ctx->returningClause());
  return del;
}

ast::CopyStmt AstBuilder::Copy(G::CopyStatementContext* ctx) {
  ast::CopyStmt copy;
  if (ctx->query() != nullptr) {
    copy.query = Query(ctx->query());
    copy.from = false;
  } else {
    copy.table = QualifiedName(ctx->qualifiedName());
    copy.columns = IdentifierList(ctx->identifierList());
    copy.from = ctx->FROM() != nullptr;
  }
  auto* target = ctx->copyTarget();
  if (target->STRING() != nullptr) {
    copy.file = DecodeQuotedString(target->getText());
  } else {
    copy.stdio = true;  // STDIN and STDOUT are interchangeable, as in PG
  }
  if (ctx->copyOptions() != nullptr) CopyOptions(ctx->copyOptions(), &copy);
  return copy;
}

void AstBuilder::CopyOptions(G::CopyOptionsContext* ctx, ast::CopyStmt* copy) {
  std::vector<std::string> seen;
  // Applies one option; `value` is null when the option was given bare.
  auto apply = [&](antlr4::Token* at, const std::string& name,
                   const std::string* value) {
    for (const std::string& s : seen) {
      if (s == name) {
        Fail(at, sqlstate::kSyntaxError, "conflicting or redundant options");
        return;
      }
    }
    seen.push_back(name);
    if (name == "header") {
      const std::string v = value ? absl::AsciiStrToLower(*value) : "true";
      if (v == "true" || v == "on" || v == "1" || v == "t" || v == "yes") {
        copy->header = true;
      } else if (v == "false" || v == "off" || v == "0" || v == "f" ||
                 v == "no") {
        copy->header = false;
      } else if (v == "match") {
        Fail(at, sqlstate::kFeatureNotSupported,
             "COPY HEADER MATCH is not supported");
      } else {
        Fail(at, sqlstate::kInvalidParameterValue,
             "header requires a Boolean value or \"match\"");
      }
      return;
    }
    if (name != "format" && name != "delimiter" && name != "null" &&
        name != "quote" && name != "escape") {
      Fail(at, sqlstate::kSyntaxError,
           absl::StrCat("option \"", name, "\" not recognized"));
      return;
    }
    if (value == nullptr) {
      Fail(at, sqlstate::kSyntaxError,
           absl::StrCat(name, " requires a parameter"));
      return;
    }
    if (name == "format") {
      const std::string format = absl::AsciiStrToLower(*value);
      if (format == "csv" || format == "text") {
        copy->format = format;
      } else if (format == "binary") {
        Fail(at, sqlstate::kFeatureNotSupported,
             "COPY format \"binary\" is not supported");
      } else {
        Fail(at, sqlstate::kInvalidParameterValue,
             absl::StrCat("COPY format \"", *value, "\" not recognized"));
      }
    } else if (name == "delimiter") {
      copy->delimiter = *value;
    } else if (name == "null") {
      copy->null_string = *value;
    } else if (name == "quote") {
      copy->quote = *value;
    } else {
      copy->escape = *value;
    }
  };

  if (auto* options = dynamic_cast<G::NewCopyOptionsContext*>(ctx)) {
    for (auto* option : options->copyOption()) {
      const std::string name = ColLabel(option->colLabel());
      auto* value_ctx = option->copyOptionValue();
      if (value_ctx == nullptr) {
        apply(option->start, name, nullptr);
        continue;
      }
      std::string value;
      if (value_ctx->STRING() != nullptr) {
        value = DecodeQuotedString(value_ctx->getText());
      } else if (value_ctx->colLabel() != nullptr) {
        value = ColLabel(value_ctx->colLabel());
      } else {
        value = value_ctx->getText();
      }
      apply(option->start, name, &value);
    }
    return;
  }
  auto* legacy = static_cast<G::LegacyCopyOptionsContext*>(ctx);
  for (auto* option : legacy->legacyCopyOption()) {
    antlr4::Token* at = option->start;
    const std::string name = absl::AsciiStrToLower(at->getText());
    if (name == "binary") {
      const std::string format = "binary";
      apply(at, "format", &format);
    } else if (name == "csv") {
      const std::string format = "csv";
      apply(at, "format", &format);
    } else if (name == "header") {
      apply(at, "header", nullptr);
    } else {
      // DELIMITER / NULL / QUOTE / ESCAPE [AS] 'string': the last child.
      const std::string value =
          DecodeQuotedString(option->children.back()->getText());
      apply(at, name, &value);
    }
  }
}

ast::SetStmt AstBuilder::Set(G::SetStatementContext* ctx) {
  ast::SetStmt set;
  if (ctx->ZONE() != nullptr) {
    set.name = "timezone";
    // SET [LOCAL] TIME ZONE {DEFAULT | LOCAL | value}: a LOCAL after ZONE
    // means the default, one before TIME is the scope.
    const size_t zone = ctx->ZONE()->getSymbol()->getTokenIndex();
    set.is_default = ctx->DEFAULT() != nullptr;
    for (auto* local : ctx->LOCAL()) {
      if (local->getSymbol()->getTokenIndex() > zone) set.is_default = true;
    }
  } else {
    set.name = SettingName(ctx->settingName());
    set.is_default = ctx->DEFAULT() != nullptr;
  }
  if (!set.is_default) {
    std::vector<std::string> values;
    for (auto* value : ctx->settingValue())
      values.push_back(SettingValue(value));
    set.value = absl::StrJoin(values, ", ");
  }
  return set;
}

std::string AstBuilder::SettingName(G::SettingNameContext* ctx) {
  std::vector<std::string> parts;
  for (auto* id : ctx->identifier()) parts.push_back(Identifier(id));
  return absl::StrJoin(parts, ".");
}

std::string AstBuilder::SettingValue(G::SettingValueContext* ctx) {
  if (ctx->STRING() != nullptr) return DecodeQuotedString(ctx->getText());
  if (ctx->colLabel() != nullptr) return ColLabel(ctx->colLabel());
  return ctx->getText();
}

}  // namespace kite::parser_internal
