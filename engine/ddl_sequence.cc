// CREATE SEQUENCE, ALTER SEQUENCE, DROP SEQUENCE, and the sequences of
// SERIAL and identity columns (made by CREATE TABLE, dropped with their
// table). The options are applied as PostgreSQL's init_params does.
#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "absl/cleanup/cleanup.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engine/database_impl.h"
#include "engine/transaction.h"
#include "kite/status.h"
#include "parser/parser.h"
#include "storage/key_text.h"

namespace kite {
namespace {

absl::Status Invalid(std::string message) {
  return SqlError(sqlstate::kInvalidParameterValue, std::move(message));
}

// AS type: the width of smallint, integer or bigint.
absl::StatusOr<int> SequenceWidth(const ast::TypeName& type) {
  const std::string& n = type.name;
  if (!type.is_array) {
    if (n == "smallint" || n == "int2") return 2;
    if (n == "integer" || n == "int" || n == "int4") return 4;
    if (n == "bigint" || n == "int8") return 8;
  }
  return Invalid("sequence type must be smallint, integer, or bigint");
}

// Whether `e` calls a sequence function on the sequence named `name`
// ('name' or 'name'::regclass, as DEFAULTs are written).
bool CallsSequence(const ast::Expr& e, const std::string& name) {
  if (e.kind == ast::ExprKind::kFunction && !e.names.empty() &&
      (e.names.back() == "nextval" || e.names.back() == "currval" ||
       e.names.back() == "setval") &&
      !e.args.empty()) {
    const ast::Expr* arg = e.args[0].get();
    if (arg->kind == ast::ExprKind::kCast) arg = arg->args[0].get();
    if (arg->kind == ast::ExprKind::kLiteral &&
        arg->value.type().id == TypeId::kText) {
      std::string text(arg->value.text());
      if (text.rfind("public.", 0) == 0) text = text.substr(7);
      if (text.size() >= 2 && text.front() == '"' && text.back() == '"') {
        text = text.substr(1, text.size() - 2);
      } else {
        for (char& c : text) c = static_cast<char>(std::tolower(c));
      }
      if (text == name) return true;
    }
  }
  for (const ast::ExprPtr& child : e.args) {
    if (child != nullptr && CallsSequence(*child, name)) return true;
  }
  return false;
}

}  // namespace

absl::StatusOr<SequenceRecord> ApplySequenceOptions(
    const ast::SequenceOptions& given, SequenceRecord rec, bool create) {
  SequenceOptions& o = rec.options;
  const SequenceOptions old = o;
  bool reset_max = false, reset_min = false;
  if (given.as_type.has_value()) {
    absl::StatusOr<int> width = SequenceWidth(*given.as_type);
    if (!width.ok()) return width.status();
    // Bounds that were the old type's follow the new one.
    if (!create) {
      reset_max = old.max == SequenceTypeMax(old);
      reset_min = old.min == SequenceTypeMin(old);
    }
    o.bytes = *width;
  } else if (create) {
    o.bytes = 8;
  }
  if (given.increment.has_value()) {
    o.increment = *given.increment;
    if (o.increment == 0) return Invalid("INCREMENT must not be zero");
  } else if (create) {
    o.increment = 1;
  }
  if (given.cycle.has_value()) {
    o.cycle = *given.cycle;
  } else if (create) {
    o.cycle = false;
  }
  if (given.max_value.has_value() && given.max_value->has_value()) {
    o.max = **given.max_value;
  } else if (create || given.max_value.has_value() || reset_max) {
    o.max = o.increment > 0 || reset_max ? SequenceTypeMax(o) : -1;
  }
  if (given.min_value.has_value() && given.min_value->has_value()) {
    o.min = **given.min_value;
  } else if (create || given.min_value.has_value() || reset_min) {
    o.min = o.increment < 0 || reset_min ? SequenceTypeMin(o) : 1;
  }
  if (given.start.has_value()) {
    o.start = *given.start;
  } else if (create) {
    o.start = o.increment > 0 ? o.min : o.max;
  }
  if (given.restart.has_value()) {
    rec.state = {given.restart->value_or(o.start), false};
  } else if (create) {
    rec.state = {o.start, false};
  }
  if (given.cache.has_value()) {
    o.cache = *given.cache;
  } else if (create) {
    o.cache = 1;
  }
  if (absl::Status s = CheckSequenceOptions(o, rec.state); !s.ok()) return s;
  return rec;
}

absl::StatusOr<std::optional<SequenceOwner>> DatabaseImpl::ResolveOwnedBy(
    const ast::SequenceOptions& given, std::optional<SequenceOwner> current) {
  if (!given.owned_by.has_value()) return current;
  const std::vector<std::string>& names = *given.owned_by;
  if (names.empty()) return std::nullopt;  // OWNED BY NONE
  if (names.size() < 2 || names.size() > 3 ||
      (names.size() == 3 && names[0] != "public")) {
    return SqlError(sqlstate::kSyntaxError,
                    "invalid OWNED BY option\nHINT:  Specify OWNED BY "
                    "table.column or OWNED BY NONE.");
  }
  const std::string& table = names[names.size() - 2];
  const std::string& column = names.back();
  std::optional<TableEntry> entry = catalog_.Find(table);
  if (!entry.has_value()) {
    if (catalog_.RelationExists(table)) {
      return SqlError(
          sqlstate::kWrongObjectType,
          absl::StrCat("sequence cannot be owned by relation \"", table, "\""));
    }
    return SqlError(sqlstate::kUndefinedTable,
                    absl::StrCat("relation \"", table, "\" does not exist"));
  }
  if (entry->table->schema().ColumnIndex(column) < 0) {
    return SqlError(sqlstate::kUndefinedColumn,
                    absl::StrCat("column \"", column, "\" of relation \"",
                                 table, "\" does not exist"));
  }
  return SequenceOwner{table, column};
}

absl::StatusOr<std::shared_ptr<Sequence>> DatabaseImpl::AddSequence(
    SequenceRecord record) {
  auto sequence = std::make_shared<Sequence>(std::move(record));
  if (absl::Status s = catalog_.CreateSequence(sequence); !s.ok()) return s;
  absl::Status s = RecordSequenceChange(
      sequence, [this, sequence] { catalog_.DropSequence(sequence); });
  if (!s.ok()) {
    catalog_.DropSequence(sequence);
    return s;
  }
  return sequence;
}

absl::Status DatabaseImpl::RemoveSequence(
    const std::shared_ptr<Sequence>& sequence) {
  if (!catalog_.DropSequence(sequence)) return absl::OkStatus();
  return RecordSequenceChange(
      sequence, [this, sequence] { (void)catalog_.CreateSequence(sequence); });
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::CreateSequenceStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "CREATE SEQUENCE";
  if (catalog_.RelationExists(stmt.name)) {
    if (stmt.if_not_exists) {
      data->notices.push_back(absl::StrCat("relation \"", stmt.name,
                                           "\" already exists, skipping"));
      return Wrap(std::move(data));
    }
    return SqlError(
        sqlstate::kDuplicateTable,
        absl::StrCat("relation \"", stmt.name, "\" already exists"));
  }
  SequenceRecord record;
  record.name = stmt.name;
  absl::StatusOr<SequenceRecord> applied =
      ApplySequenceOptions(stmt.options, std::move(record), /*create=*/true);
  if (!applied.ok()) return applied.status();
  absl::StatusOr<std::optional<SequenceOwner>> owner =
      ResolveOwnedBy(stmt.options, std::nullopt);
  if (!owner.ok()) return owner.status();
  applied->owner = *std::move(owner);
  absl::StatusOr<std::shared_ptr<Sequence>> added =
      AddSequence(*std::move(applied));
  if (!added.ok()) return added.status();
  return Wrap(std::move(data));
}

// The sequence `name` for ALTER or DROP: 42P01 when there is none, 42809
// when the name is another relation's.
absl::StatusOr<std::shared_ptr<Sequence>> DatabaseImpl::SequenceForDdl(
    const std::string& name, bool drop) {
  std::shared_ptr<Sequence> sequence = catalog_.FindSequence(name);
  if (sequence != nullptr) return sequence;
  if (catalog_.RelationExists(name)) {
    return SqlError(sqlstate::kWrongObjectType,
                    absl::StrCat("\"", name, "\" is not a sequence",
                                 drop ? "\nHINT:  Use DROP TABLE to remove a "
                                        "table."
                                      : ""));
  }
  return SqlError(sqlstate::kUndefinedTable,
                  absl::StrCat(drop ? "sequence \"" : "relation \"", name,
                               "\" does not exist"));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::AlterSequenceStmt& stmt) {
  auto data = std::make_unique<ResultData>();
  data->tag = "ALTER SEQUENCE";
  if (stmt.if_exists && !catalog_.RelationExists(stmt.name)) {
    data->notices.push_back(
        absl::StrCat("relation \"", stmt.name, "\" does not exist, skipping"));
    return Wrap(std::move(data));
  }
  absl::StatusOr<std::shared_ptr<Sequence>> sequence =
      SequenceForDdl(stmt.name, /*drop=*/false);
  if (!sequence.ok()) return sequence.status();
  const SequenceRecord before = (*sequence)->record();
  if (!stmt.rename_to.empty()) {
    if (absl::Status s = catalog_.RenameSequence(*sequence, stmt.rename_to);
        !s.ok()) {
      return s;
    }
    // A DEFAULT nextval('old') follows the sequence, as PostgreSQL's (which
    // holds its OID) does.
    for (const TableEntry& entry : catalog_.Entries()) {
      for (size_t c = 0; c < entry.defaults.size(); ++c) {
        const ast::Expr* e = entry.defaults[c].get();
        if (e == nullptr || e->kind != ast::ExprKind::kFunction ||
            e->names.back() != "nextval" || e->args.size() != 1 ||
            !CallsSequence(*e, before.name)) {
          continue;
        }
        std::shared_ptr<const ast::Expr> renamed =
            NextvalDefault(stmt.rename_to);
        if (renamed == nullptr) continue;  // never: the name parses
        absl::Status s = SetColumnDefault(
            entry.table->name(), static_cast<int>(c), std::move(renamed));
        if (!s.ok()) return s;
      }
    }
  } else {
    absl::StatusOr<SequenceRecord> applied =
        ApplySequenceOptions(stmt.options, before, /*create=*/false);
    if (!applied.ok()) return applied.status();
    absl::StatusOr<std::optional<SequenceOwner>> owner =
        ResolveOwnedBy(stmt.options, before.owner);
    if (!owner.ok()) return owner.status();
    applied->owner = *std::move(owner);
    if (absl::Status s = (*sequence)->Reset(*std::move(applied)); !s.ok()) {
      return s;
    }
  }
  // Undone by a ROLLBACK (nextval's values in between are not: they were
  // handed out).
  absl::Status s =
      RecordSequenceChange(*sequence, [this, sequence = *sequence, before] {
        if (sequence->name() != before.name) {
          (void)catalog_.RenameSequence(sequence, before.name);
        }
        (void)sequence->Reset(before);
      });
  if (!s.ok()) return s;
  catalog_.Invalidate();
  return Wrap(std::move(data));
}

absl::StatusOr<Result> DatabaseImpl::Run(const StatementRun&,
                                         const ast::DropSequenceStmt& stmt) {
  absl::Cleanup erase_stale = [this] {
    plan_cache_.EraseStale(catalog_.version());
  };
  auto data = std::make_unique<ResultData>();
  data->tag = "DROP SEQUENCE";
  std::vector<std::shared_ptr<Sequence>> drops;
  for (const std::string& name : stmt.names) {
    if (stmt.if_exists && !catalog_.RelationExists(name)) {
      data->notices.push_back(
          absl::StrCat("sequence \"", name, "\" does not exist, skipping"));
      continue;
    }
    absl::StatusOr<std::shared_ptr<Sequence>> sequence =
        SequenceForDdl(name, /*drop=*/true);
    if (!sequence.ok()) return sequence.status();
    drops.push_back(*std::move(sequence));
  }
  for (const std::shared_ptr<Sequence>& sequence : drops) {
    const SequenceRecord record = sequence->record();
    if (record.identity != 0 && record.owner.has_value()) {
      return SqlError(
          sqlstate::kDependentObjectsStillExist,
          absl::StrCat("cannot drop sequence ", record.name, " because column ",
                       record.owner->column, " of table ", record.owner->table,
                       " requires it\nHINT:  You can drop column ",
                       record.owner->column, " of table ", record.owner->table,
                       " instead."));
    }
    absl::Status s = DropSequenceDefaults(*sequence, stmt.cascade, data.get());
    if (!s.ok()) return s;
  }
  for (const std::shared_ptr<Sequence>& sequence : drops) {
    if (absl::Status s = RemoveSequence(sequence); !s.ok()) return s;
  }
  return Wrap(std::move(data));
}

absl::Status DatabaseImpl::DropSequenceDefaults(const Sequence& sequence,
                                                bool cascade,
                                                ResultData* data) {
  const std::string name = sequence.name();
  std::vector<std::pair<std::string, int>> uses;  // table, column
  for (const TableEntry& entry : catalog_.Entries()) {
    for (size_t c = 0; c < entry.defaults.size(); ++c) {
      if (entry.defaults[c] != nullptr &&
          CallsSequence(*entry.defaults[c], name)) {
        uses.emplace_back(entry.table->name(), static_cast<int>(c));
      }
    }
  }
  if (uses.empty()) return absl::OkStatus();
  auto describe = [&](const std::pair<std::string, int>& use) {
    std::optional<TableEntry> entry = catalog_.Find(use.first);
    return absl::StrCat("default value for column ",
                        entry->table->schema().columns[use.second].name,
                        " of table ", use.first);
  };
  if (!cascade) {
    std::vector<std::string> lines;
    for (const auto& use : uses) {
      lines.push_back(
          absl::StrCat(describe(use), " depends on sequence ", name));
    }
    return SqlError(
        sqlstate::kDependentObjectsStillExist,
        absl::StrCat("cannot drop sequence ", name,
                     " because other objects depend on it\nDETAIL:  ",
                     absl::StrJoin(lines, "\n"),
                     "\nHINT:  Use DROP ... CASCADE to drop the dependent "
                     "objects too."));
  }
  for (const auto& use : uses) {
    data->notices.push_back(absl::StrCat("drop cascades to ", describe(use)));
    absl::Status s = SetColumnDefault(use.first, use.second, nullptr);
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status DatabaseImpl::SetColumnDefault(
    const std::string& table, int column,
    std::shared_ptr<const ast::Expr> expr) {
  std::optional<TableEntry> entry = catalog_.Find(table);
  if (!entry.has_value()) return absl::OkStatus();
  StatementLocks locks;
  absl::Status s = locks.Lock(entry->table.get(), LockMode::kExclusive);
  if (!s.ok()) return s;
  std::shared_ptr<const ast::Expr> before;
  if (!catalog_.SetDefault(table, column, std::move(expr), &before)) {
    return absl::OkStatus();
  }
  return RecordCatalogChange(
      entry->table, [this, table, column, before = std::move(before)] {
        catalog_.SetDefault(table, column, before, nullptr);
      });
}

std::string DatabaseImpl::ChooseSequenceName(
    const std::string& table, const std::string& column,
    const std::vector<std::string>& taken) const {
  // As PostgreSQL's ChooseRelationName: table_column_seq, then a number.
  std::string name = absl::StrCat(table, "_", column, "_seq");
  for (int n = 1; catalog_.RelationExists(name) || name == table ||
                  std::find(taken.begin(), taken.end(), name) != taken.end();
       ++n) {
    name = absl::StrCat(table, "_", column, "_seq", n);
  }
  return name;
}

absl::StatusOr<std::shared_ptr<Sequence>> DatabaseImpl::AddColumnSequence(
    const std::string& name, const std::string& table,
    const std::string& column, int width, char identity,
    const ast::SequenceOptions& options) {
  SequenceRecord record;
  record.name = name;
  ast::SequenceOptions given = options;
  if (!given.as_type.has_value()) {
    given.as_type.emplace();
    given.as_type->name = width == 2   ? "smallint"
                          : width == 4 ? "integer"
                                       : "bigint";
  }
  absl::StatusOr<SequenceRecord> applied =
      ApplySequenceOptions(given, std::move(record), /*create=*/true);
  if (!applied.ok()) return applied.status();
  applied->owner = SequenceOwner{table, column};
  applied->identity = identity;
  return AddSequence(*std::move(applied));
}

std::shared_ptr<const ast::Expr> NextvalDefault(const std::string& sequence) {
  // Written as PostgreSQL shows it (information_schema.columns, \d).
  std::string quoted = storage_internal::QuoteIdentifier(sequence);
  std::string literal;
  for (char c : quoted) {
    literal.push_back(c);
    if (c == '\'') literal.push_back('\'');
  }
  absl::StatusOr<ast::ExprPtr> expr =
      ParseExpression(absl::StrCat("nextval('", literal, "'::regclass)"));
  if (!expr.ok()) return nullptr;
  return std::shared_ptr<const ast::Expr>(*std::move(expr));
}

}  // namespace kite
