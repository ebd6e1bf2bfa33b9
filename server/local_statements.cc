#include "server/local_statements.h"

#include <variant>

#include "common/text_util.h"
#include "parser/parser.h"
#include "server/session_settings.h"

namespace kite::server {
namespace {

bool IsIdentifierChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_';
}

// Skips blanks and comments.
void SkipSpace(std::string_view s, size_t* i) {
  while (*i < s.size()) {
    const char c = s[*i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
      ++*i;
    } else if (s.substr(*i, 2) == "--") {
      const size_t nl = s.find('\n', *i);
      *i = nl == std::string_view::npos ? s.size() : nl + 1;
    } else if (s.substr(*i, 2) == "/*") {
      const size_t end = s.find("*/", *i + 2);
      *i = end == std::string_view::npos ? s.size() : end + 2;
    } else {
      return;
    }
  }
}

// The next word (letters, digits, _), lower case; empty if none.
std::string Word(std::string_view s, size_t* i) {
  SkipSpace(s, i);
  const size_t start = *i;
  while (*i < s.size() && IsIdentifierChar(s[*i])) ++*i;
  return ToLower(s.substr(start, *i - start));
}

// Whether the rest of `s` from `i` is only blanks and comments.
bool AtEnd(std::string_view s, size_t i) {
  SkipSpace(s, &i);
  return i == s.size();
}

// A cursor's name: an identifier (lower-cased) or a "quoted" one.
std::optional<std::string> CursorName(std::string_view sql, size_t* i) {
  SkipSpace(sql, i);
  if (*i < sql.size() && sql[*i] == '"') {
    std::string name;
    size_t j = *i + 1;
    while (j < sql.size()) {
      if (sql[j] == '"') {
        if (j + 1 < sql.size() && sql[j + 1] == '"') {
          name.push_back('"');
          j += 2;
          continue;
        }
        *i = j + 1;
        return name;
      }
      name.push_back(sql[j++]);
    }
    return std::nullopt;
  }
  std::string name = Word(sql, i);
  if (name.empty()) return std::nullopt;
  return name;
}

// DECLARE name [BINARY] [ASENSITIVE | INSENSITIVE] [[NO] SCROLL] CURSOR
// [{WITH | WITHOUT} HOLD] FOR query
std::optional<LocalStatement> RecognizeDeclare(std::string_view sql, size_t i) {
  LocalStatement stmt;
  stmt.kind = LocalStatement::kDeclare;
  std::optional<std::string> name = CursorName(sql, &i);
  if (!name) return std::nullopt;
  stmt.name = *name;
  bool cursor = false;
  while (true) {
    const std::string w = Word(sql, &i);
    if (w == "binary") {
      stmt.binary = true;
    } else if (w == "cursor") {
      cursor = true;
    } else if (w == "for" && cursor) {
      break;
    } else if (w != "asensitive" && w != "insensitive" && w != "no" &&
               w != "scroll" && w != "with" && w != "without" && w != "hold") {
      return std::nullopt;
    }
  }
  SkipSpace(sql, &i);
  stmt.query = std::string(sql.substr(i));
  if (stmt.query.empty()) return std::nullopt;
  return stmt;
}

// FETCH / MOVE [NEXT | FORWARD [n | ALL] | n | ALL] [FROM | IN] name
std::optional<LocalStatement> RecognizeFetch(std::string_view sql, size_t i,
                                             bool move) {
  LocalStatement stmt;
  stmt.kind = LocalStatement::kFetch;
  stmt.move = move;
  size_t before = i;
  std::string w = Word(sql, &i);
  if (w == "next") {
    before = i;
    w = Word(sql, &i);
  } else if (w == "forward") {
    before = i;
    w = Word(sql, &i);
    if (w.empty() || w == "from" || w == "in" ||
        !(w == "all" || (w[0] >= '0' && w[0] <= '9'))) {
      i = before;  // FORWARD alone: one row
      w = Word(sql, &i);
    }
  }
  if (w == "all") {
    stmt.count = -1;
    before = i;
    w = Word(sql, &i);
  } else if (!w.empty() && w[0] >= '0' && w[0] <= '9') {
    stmt.count = 0;
    for (char c : w) {
      if (c < '0' || c > '9' || stmt.count > 1000000000000LL) {
        return std::nullopt;
      }
      stmt.count = stmt.count * 10 + (c - '0');
    }
    before = i;
    w = Word(sql, &i);
  }
  if (w != "from" && w != "in") i = before;
  std::optional<std::string> name = CursorName(sql, &i);
  if (!name || !AtEnd(sql, i)) return std::nullopt;
  stmt.name = *name;
  return stmt;
}

// The rest of CLOSE / DEALLOCATE from `i`: a name, or ALL (name "").
std::optional<LocalStatement> NameOrAll(LocalStatement::Kind kind,
                                        std::string_view sql, size_t i) {
  LocalStatement stmt;
  stmt.kind = kind;
  size_t j = i;
  if (Word(sql, &j) == "all" && AtEnd(sql, j)) return stmt;
  std::optional<std::string> name = CursorName(sql, &i);
  if (!name || !AtEnd(sql, i)) return std::nullopt;
  stmt.name = *name;
  return stmt;
}

}  // namespace

std::optional<LocalStatement> RecognizeLocalStatement(std::string_view sql) {
  size_t i = 0;
  const std::string first = Word(sql, &i);
  if (first == "declare") return RecognizeDeclare(sql, i);
  if (first == "fetch" || first == "move") {
    return RecognizeFetch(sql, i, first == "move");
  }
  if (first == "close") return NameOrAll(LocalStatement::kClose, sql, i);
  if (first == "deallocate") {
    size_t j = i;
    if (Word(sql, &j) == "prepare") i = j;
    return NameOrAll(LocalStatement::kDeallocate, sql, i);
  }
  if (first == "discard") {
    LocalStatement stmt;
    stmt.kind = LocalStatement::kDiscard;
    stmt.name = Word(sql, &i);
    if (stmt.name == "temporary") stmt.name = "temp";
    if (!AtEnd(sql, i) || (stmt.name != "all" && stmt.name != "plans" &&
                           stmt.name != "sequences" && stmt.name != "temp")) {
      return std::nullopt;
    }
    return stmt;
  }
  if (first != "set" && first != "reset" && first != "show" &&
      first != "copy") {
    return std::nullopt;
  }
  absl::StatusOr<std::vector<ast::Statement>> parsed = ParseSql(sql);
  if (!parsed.ok() || parsed->size() != 1) return std::nullopt;
  const ast::Statement& stmt = (*parsed)[0];
  LocalStatement local;
  if (const auto* copy = std::get_if<ast::CopyStmt>(&stmt.node)) {
    if (!copy->stdio) return std::nullopt;
    local.kind = LocalStatement::kCopy;
    local.copy_from = copy->from;
    return local;
  }
  if (const auto* set = std::get_if<ast::SetStmt>(&stmt.node)) {
    if (set->name == "all" && set->is_default) {
      local.kind = LocalStatement::kResetAll;
      return local;
    }
    if (!SessionSettings::Handles(set->name)) return std::nullopt;
    local.kind = LocalStatement::kSet;
    local.name = set->name;
    local.value = set->is_default ? "" : set->value;
    return local;
  }
  if (const auto* show = std::get_if<ast::ShowStmt>(&stmt.node)) {
    if (!SessionSettings::Handles(show->name)) return std::nullopt;
    local.kind = LocalStatement::kShow;
    local.name = show->name;
    local.column = show->name == "timezone"        ? "TimeZone"
                   : show->name == "datestyle"     ? "DateStyle"
                   : show->name == "intervalstyle" ? "IntervalStyle"
                                                   : show->name;
    return local;
  }
  return std::nullopt;
}

}  // namespace kite::server
