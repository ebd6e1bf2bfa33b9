#include "expr/expression_like.h"

#include <string>

#include "common/text_util.h"
#include "expr/expression_internal.h"
#include "kite/status.h"

namespace kite::expr {
namespace {

// Length in bytes of the UTF-8 sequence starting with byte `c`.
inline size_t Utf8Length(unsigned char c) {
  if (c < 0x80) return 1;
  if ((c >> 5) == 0x6) return 2;
  if ((c >> 4) == 0xe) return 3;
  if ((c >> 3) == 0x1e) return 4;
  return 1;
}

}  // namespace

absl::StatusOr<LikeMatcher> LikeMatcher::Compile(std::string_view pattern,
                                                 std::string_view escape,
                                                 bool case_insensitive) {
  if (escape.size() > 1) {
    return SqlError("22019", "invalid escape string");
  }
  LikeMatcher m;
  m.case_insensitive_ = case_insensitive;
  std::string folded = case_insensitive ? ToLower(pattern) : std::string();
  std::string_view p = case_insensitive ? std::string_view(folded) : pattern;
  for (size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (!escape.empty() && c == escape[0]) {
      if (i + 1 >= p.size()) {
        m.trailing_escape_ = true;
        break;
      }
      c = p[++i];
    } else if (c == '%') {
      // Consecutive % are one.
      if (m.tokens_.empty() || m.tokens_.back().kind != Token::kAny) {
        m.tokens_.push_back({Token::kAny, ""});
      }
      continue;
    } else if (c == '_') {
      m.tokens_.push_back({Token::kOne, ""});
      continue;
    }
    if (m.tokens_.empty() || m.tokens_.back().kind != Token::kLiteral) {
      m.tokens_.push_back({Token::kLiteral, ""});
    }
    m.tokens_.back().literal.push_back(c);
  }
  // Recognize the shapes that need no backtracking.
  const auto& t = m.tokens_;
  auto lit = [&](size_t k) { return t[k].kind == Token::kLiteral; };
  auto any = [&](size_t k) { return t[k].kind == Token::kAny; };
  if (m.trailing_escape_) {
    m.shape_ = Shape::kGeneral;
  } else if (t.empty()) {
    m.shape_ = Shape::kExact;
  } else if (t.size() == 1 && lit(0)) {
    m.shape_ = Shape::kExact;
    m.literal_ = t[0].literal;
  } else if (t.size() == 1 && any(0)) {
    m.shape_ = Shape::kPrefix;  // '%' matches everything: empty prefix
  } else if (t.size() == 2 && lit(0) && any(1)) {
    m.shape_ = Shape::kPrefix;
    m.literal_ = t[0].literal;
  } else if (t.size() == 2 && any(0) && lit(1)) {
    m.shape_ = Shape::kSuffix;
    m.literal_ = t[1].literal;
  } else if (t.size() == 3 && any(0) && lit(1) && any(2)) {
    m.shape_ = Shape::kContains;
    m.literal_ = t[1].literal;
  }
  return m;
}

bool LikeMatcher::Matches(std::string_view text) const {
  absl::StatusOr<bool> m = Match(text);
  return m.ok() && *m;
}

absl::StatusOr<bool> LikeMatcher::Match(std::string_view text) const {
  std::string folded;
  if (case_insensitive_) {
    folded = ToLower(text);
    text = folded;
  }
  switch (shape_) {
    case Shape::kExact:
      return text == literal_;
    case Shape::kPrefix:
      return text.size() >= literal_.size() &&
             text.substr(0, literal_.size()) == literal_;
    case Shape::kSuffix:
      return text.size() >= literal_.size() &&
             text.substr(text.size() - literal_.size()) == literal_;
    case Shape::kContains:
      return text.find(literal_) != std::string_view::npos;
    case Shape::kGeneral:
      break;
  }
  switch (MatchGeneral(text)) {
    case Outcome::kMatch:
      return true;
    case Outcome::kNoMatch:
      return false;
    case Outcome::kTrailingEscape:
      break;
  }
  return SqlError(sqlstate::kInvalidEscapeSequence,
                  "LIKE pattern must not end with escape character");
}

// Greedy matching with backtracking to the last %: linear in practice.
LikeMatcher::Outcome LikeMatcher::MatchGeneral(std::string_view text) const {
  size_t tok = 0, pos = 0;
  // Where to resume after the last %: the token after it and the text
  // position it has absorbed up to.
  size_t star_tok = std::string::npos, star_pos = 0;
  while (true) {
    if (tok < tokens_.size()) {
      const Token& t = tokens_[tok];
      if (t.kind == Token::kAny) {
        star_tok = ++tok;
        star_pos = pos;
        continue;
      }
      if (t.kind == Token::kOne && pos < text.size()) {
        pos += Utf8Length(static_cast<unsigned char>(text[pos]));
        if (pos > text.size()) pos = text.size();
        ++tok;
        continue;
      }
      if (t.kind == Token::kLiteral &&
          text.substr(pos, t.literal.size()) == t.literal) {
        pos += t.literal.size();
        ++tok;
        continue;
      }
    } else if (trailing_escape_) {
      // PostgreSQL fails when it reaches the lone escape with text left;
      // with no text left the pattern simply does not match.
      if (pos < text.size()) return Outcome::kTrailingEscape;
    } else if (pos == text.size()) {
      return Outcome::kMatch;
    }
    // Mismatch: let the last % absorb one more character.
    if (star_tok == std::string::npos || star_pos >= text.size()) {
      return Outcome::kNoMatch;
    }
    star_pos += Utf8Length(static_cast<unsigned char>(text[star_pos]));
    if (star_pos > text.size()) return Outcome::kNoMatch;
    tok = star_tok;
    pos = star_pos;
  }
}

absl::Status EvalLike(const plan::BoundExpr& e, EvalState& st, Rows rows,
                      Vector* out) {
  Vector xs, ps, es;
  auto x = EvalRef(*e.children[0], st, rows, &xs);
  if (!x.ok()) return x.status();
  out->Reset(Type::Boolean(), st.input.size);
  const Vector& text = **x;
  if (text.type.id != TypeId::kText && text.type.id != TypeId::kNull) {
    return SqlError(
        sqlstate::kUndefinedFunction,
        "operator does not exist: " + text.type.ToString() + " ~~ text");
  }
  const plan::BoundExpr& pattern_expr = *e.children[1];
  const plan::BoundExpr* escape_expr =
      e.children.size() > 2 ? e.children[2].get() : nullptr;
  auto is_const = [](const plan::BoundExpr* p) {
    return p == nullptr || p->kind == plan::BoundKind::kConstant ||
           p->kind == plan::BoundKind::kParameter;
  };
  if (is_const(&pattern_expr) && is_const(escape_expr)) {
    // One pattern for the batch: compile it once.
    auto pv = EvaluateScalar(pattern_expr, st.ctx);
    if (!pv.ok()) return pv.status();
    Value ev = Value::Text("\\");
    if (escape_expr != nullptr) {
      auto v = EvaluateScalar(*escape_expr, st.ctx);
      if (!v.ok()) return v.status();
      ev = *v;
    }
    if (pv->is_null() || ev.is_null() || text.type.id == TypeId::kNull) {
      if (out->size > 0) out->nulls.assign(out->size, 1);
      return absl::OkStatus();
    }
    std::string pattern =
        pv->type().id == TypeId::kText ? pv->text() : pv->ToString();
    auto m = LikeMatcher::Compile(pattern, ev.ToString(), e.case_insensitive);
    if (!m.ok()) return m.status();
    MergeNulls(text, nullptr, rows, out);
    const bool negated = e.negated;
    rows.ForEach(
        [&](int i) { out->ints[i] = m->Matches(text.strings[i]) != negated; });
    return absl::OkStatus();
  }
  // Patterns that vary by row: compile each distinct pattern as it comes.
  auto p = EvalRef(pattern_expr, st, rows, &ps);
  if (!p.ok()) return p.status();
  const Vector* esc = nullptr;
  if (escape_expr != nullptr) {
    auto ev = EvalRef(*escape_expr, st, rows, &es);
    if (!ev.ok()) return ev.status();
    esc = *ev;
  }
  const Vector& pat = **p;
  if ((pat.type.id != TypeId::kText && pat.type.id != TypeId::kNull) ||
      (esc != nullptr && esc->type.id != TypeId::kText &&
       esc->type.id != TypeId::kNull)) {
    return SqlError(sqlstate::kUndefinedFunction,
                    "operator does not exist: text ~~ " + pat.type.ToString());
  }
  std::string last_pattern, last_escape;
  std::optional<LikeMatcher> matcher;
  return rows.ForEachOrError([&](int i) -> absl::Status {
    if (text.type.id == TypeId::kNull || pat.type.id == TypeId::kNull ||
        text.IsNull(i) || pat.IsNull(i) ||
        (esc != nullptr && (esc->type.id == TypeId::kNull || esc->IsNull(i)))) {
      out->SetNull(i);
      return absl::OkStatus();
    }
    std::string_view escape =
        esc == nullptr ? std::string_view("\\") : esc->strings[i];
    if (!matcher || pat.strings[i] != last_pattern || escape != last_escape) {
      auto m = LikeMatcher::Compile(pat.strings[i], escape, e.case_insensitive);
      if (!m.ok()) return m.status();
      matcher = std::move(*m);
      last_pattern = std::string(pat.strings[i]);
      last_escape = std::string(escape);
    }
    absl::StatusOr<bool> r = matcher->Match(text.strings[i]);
    if (!r.ok()) return r.status();
    out->ints[i] = *r != e.negated;
    return absl::OkStatus();
  });
}

}  // namespace kite::expr
