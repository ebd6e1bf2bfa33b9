#include "jit/lower_predicate.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/hash/hash.h"
#include "absl/strings/str_cat.h"
#include "expr/expression_like.h"
#include "expr/scalar_functions.h"
#include "jit/group_table.h"
#include "jit/runtime.h"

namespace kite::jit {
namespace {

using plan::BoundExpr;
using plan::BoundKind;

absl::Status Unsupported(const std::string& what) {
  return absl::UnimplementedError(what);
}

// smallint, timestamptz and time compare as the int64s they are; their
// arithmetic and casts go to the interpreter (Generic).
bool IsIntType(TypeId id) {
  return id == TypeId::kBoolean || id == TypeId::kSmallint ||
         id == TypeId::kInteger || id == TypeId::kBigint ||
         id == TypeId::kNumeric || id == TypeId::kDate ||
         id == TypeId::kTimestamp || id == TypeId::kTimestamptz ||
         id == TypeId::kTime;
}

// The representation of a value of SQL type `t`, or false if none.
bool ReprOf(const Type& t, Repr* repr) {
  if (t.id == TypeId::kBoolean) {
    *repr = Repr::kBool;
  } else if (IsIntType(t.id)) {
    *repr = Repr::kInt;
  } else if (t.id == TypeId::kDouble) {
    *repr = Repr::kDouble;
  } else if (t.id == TypeId::kText) {
    *repr = Repr::kText;
  } else if (t.is_array()) {
    *repr = Repr::kBoxed;
  } else {
    return false;
  }
  return true;
}

class Lowerer {
 public:
  // With `generic`, operators without native code become calls of the
  // interpreter (Generic); without, they fail to lower.
  Lowerer(const Table& table, const std::vector<Value>* params,
          EvalContext* ctx, LoweredPredicate* out, bool generic)
      : table_(table),
        params_(params),
        ctx_(ctx),
        out_(out),
        generic_(generic) {}

  absl::StatusOr<KNodePtr> Lower(const BoundExpr& e) {
    if (ctx_ != nullptr && e.kind != BoundKind::kConstant &&
        e.kind != BoundKind::kParameter && plan::IsRowIndependent(e)) {
      absl::StatusOr<Value> v = EvaluateScalar(e, *ctx_);
      Repr repr;
      if (v.ok() && ReprOf(e.type, &repr) &&
          (v->is_null() || v->type() == e.type)) {
        folded_.push_back(std::make_unique<Value>(*std::move(v)));
        return ValueConst(e.type, repr, *folded_.back());
      }
    }
    switch (e.kind) {
      case BoundKind::kColumn:
        return Column(e);
      case BoundKind::kConstant:
      case BoundKind::kParameter:
        return Const(e);
      case BoundKind::kCompare:
        return Compare(e);
      case BoundKind::kAnd:
      case BoundKind::kOr:
      case BoundKind::kNot:
      case BoundKind::kCoalesce:
        return Nary(e, e.kind == BoundKind::kAnd   ? KOp::kAnd
                       : e.kind == BoundKind::kOr  ? KOp::kOr
                       : e.kind == BoundKind::kNot ? KOp::kNot
                                                   : KOp::kCoalesce);
      case BoundKind::kIsNull: {
        auto n = Nary(e, KOp::kIsNull, /*check_bool=*/false);
        if (n.ok()) (*n)->negated = e.negated;
        return n;
      }
      case BoundKind::kIsBool: {
        auto n = Nary(e, KOp::kIsBool);
        if (n.ok()) {
          (*n)->negated = e.negated;
          (*n)->truth = e.constant.int_value() != 0;
        }
        return n;
      }
      case BoundKind::kArith:
        return Arith(e);
      case BoundKind::kCast:
        return Cast(e);
      case BoundKind::kLike:
        return Like(e);
      case BoundKind::kInList:
        return InList(e);
      case BoundKind::kCase:
        return Case(e);
      case BoundKind::kNullIf:
        return NullIf(e);
      case BoundKind::kFunction:
        return Call(e);
      case BoundKind::kAnyArray:
      case BoundKind::kArrayOp:
        return ArrayNode(e);
      case BoundKind::kConcat:
      case BoundKind::kArrayCtor:
      case BoundKind::kSubscript:
        return Generic(e, KindName(e.kind), {});
      default:
        return Unsupported(KindName(e.kind));
    }
  }

 private:
  static const char* KindName(BoundKind k) {
    switch (k) {
      case BoundKind::kOuterColumn:
        return "outer column";
      case BoundKind::kConcat:
        return "||";
      case BoundKind::kAnyArray:
        return "ANY/ALL";
      case BoundKind::kArrayOp:
        return "array operator";
      case BoundKind::kArrayCtor:
        return "ARRAY[]";
      case BoundKind::kSubscript:
        return "subscript";
      case BoundKind::kSubquery:
      case BoundKind::kExists:
      case BoundKind::kInSubquery:
        return "subquery";
      default:
        return "expression";
    }
  }

  static std::vector<KNodePtr> Operands(KNodePtr a, KNodePtr b = nullptr) {
    std::vector<KNodePtr> v;
    v.push_back(std::move(a));
    if (b != nullptr) v.push_back(std::move(b));
    return v;
  }

  // `done` (the first operands of `e`, lowered) and the others lowered.
  absl::StatusOr<std::vector<KNodePtr>> LowerChildren(
      const BoundExpr& e, size_t from, std::vector<KNodePtr> done) {
    for (size_t k = from; k < e.children.size(); ++k) {
      auto c = Lower(*e.children[k]);
      if (!c.ok()) return c.status();
      done.push_back(*std::move(c));
    }
    return done;
  }

  // `e`, an operator the kernel has no code for (`why`), as a call of the
  // interpreter: a kCall whose CallSite holds `e` with its operands
  // replaced by the columns of a one-row input, which the kernel fills
  // with the operands it computed (`done`: the first ones, already
  // lowered). The node is evaluated on exactly the rows the interpreter
  // evaluates it on, with the interpreter's semantics; an error makes the
  // kernel fail and the interpreter redo the batch.
  absl::StatusOr<KNodePtr> Generic(const BoundExpr& e, const std::string& why,
                                   std::vector<KNodePtr> done) {
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(why);
    const size_t from = done.size();
    auto kids = LowerChildren(e, from, std::move(done));
    if (!kids.ok()) return kids.status();
    auto site = std::make_shared<CallSite>();
    for (size_t k = 0; k < kids->size(); ++k) {
      if (!((*kids)[k]->type == e.children[k]->type)) return Unsupported(why);
      site->arg_types.push_back((*kids)[k]->type);
    }
    // The common cases run directly; the others through Evaluate.
    site->direct = FindDirectOp(e, site->arg_types);
    if (site->direct == nullptr && (!generic_ || ctx_ == nullptr)) {
      return Unsupported(why);
    }
    site->op = e.Clone();
    site->result = e.type;
    site->ctx = ctx_;
    site->input.size = 1;
    auto n = Node(KOp::kCall, e.type, repr);
    for (size_t k = 0; k < kids->size(); ++k) {
      KNodePtr& c = (*kids)[k];
      auto column = std::make_unique<BoundExpr>();
      column->kind = BoundKind::kColumn;
      column->type = c->type;
      column->column_index = static_cast<int>(k);
      site->op->children[k] = std::move(column);
      site->input.columns.emplace_back().Reset(c->type, 1);
      n->children.push_back(std::move(c));
    }
    if (site->direct == nullptr) ++out_->generic_calls;
    KernelConst arg;
    arg.obj = site.get();
    out_->owned.push_back(std::move(site));
    n->slot = AddArg(arg);
    return n;
  }

  KNodePtr Node(KOp op, const Type& t, Repr repr) {
    auto n = std::make_unique<KNode>();
    n->op = op;
    n->type = t;
    n->repr = repr;
    return n;
  }

  int AddArg(KernelConst c) {
    out_->args.push_back(c);
    return static_cast<int>(out_->args.size()) - 1;
  }

  // The value of a constant or parameter node.
  const Value& ValueOf(const BoundExpr& e) {
    if (e.kind == BoundKind::kParameter) return (*params_)[e.param_index - 1];
    return e.constant;
  }

  absl::StatusOr<KNodePtr> Column(const BoundExpr& e) {
    if (e.column_index >= static_cast<int>(table_.schema().columns.size())) {
      return Unsupported("row id");
    }
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(e.type.ToString());
    const Layout layout = table_.GetColumnChunk(e.column_index, 0).layout;
    if (layout == Layout::kNone) return Unsupported("column layout");
    auto n = Node(KOp::kColumn, e.type, repr);
    n->layout = layout;
    if (repr == Repr::kBoxed) {
      if (layout != Layout::kHeap) return Unsupported("array layout");
      auto buffer = std::make_shared<Value>();
      KernelConst c;
      c.obj = buffer.get();
      out_->owned.push_back(std::move(buffer));
      n->aux = AddArg(c);
    }
    auto it =
        std::find(out_->columns.begin(), out_->columns.end(), e.column_index);
    n->slot = static_cast<int>(it - out_->columns.begin());
    if (it == out_->columns.end()) out_->columns.push_back(e.column_index);
    return n;
  }

  absl::StatusOr<KNodePtr> Const(const BoundExpr& e) {
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(e.type.ToString());
    if (e.kind == BoundKind::kParameter &&
        (params_ == nullptr || e.param_index < 1 ||
         e.param_index > static_cast<int>(params_->size()))) {
      return Unsupported("parameter");
    }
    const Value& v = ValueOf(e);
    if (!v.is_null() && !(v.type() == e.type)) {
      return Unsupported("constant of other type");
    }
    return ValueConst(e.type, repr, v);
  }

  // An argument node holding `v` (NULL or of type `t`), which must outlive
  // the execution.
  KNodePtr ValueConst(const Type& t, Repr repr, const Value& v) {
    KernelConst c;
    if (v.is_null()) {
      c.is_null = 1;
    } else {
      if (repr == Repr::kBoxed) {
        c.obj = &v;
      } else if (repr == Repr::kDouble) {
        c.d = v.double_value();
      } else if (repr == Repr::kText) {
        c.s = v.text().data();
        c.len = static_cast<int64_t>(v.text().size());
      } else {
        c.i = v.int_value();
      }
    }
    auto n = Node(KOp::kConst, t, repr);
    n->slot = SharedValueSlot(t, repr, v, c);
    return n;
  }

  // The argument slot of value `v` of type `t`: the slot of an equal value
  // of the same type lowered before, else a new one. Sharing lets the same
  // subexpression written twice (`1 - x` in two aggregates of TPC-H Q1) be
  // computed once per row. (The shape then records that two values are
  // equal, as it would if the query wrote one parameter twice.)
  int SharedValueSlot(const Type& t, Repr repr, const Value& v,
                      const KernelConst& c) {
    // Doubles (NaN, -0) and arrays are not shared.
    if (repr == Repr::kDouble || repr == Repr::kBoxed) return AddArg(c);
    // Hashed, so that a long list of literals (an IN list with a column
    // among its items) is not compared pairwise.
    const size_t hash = absl::HashOf(static_cast<int>(t.id), t.precision,
                                     t.scale, v.is_null() ? 0 : HashValue(v));
    std::vector<ValueSlot>& same_hash = value_slots_[hash];
    for (const ValueSlot& known : same_hash) {
      if (known.type == t && known.value->is_null() == v.is_null() &&
          (v.is_null() || CompareValues(*known.value, v) == 0)) {
        return known.slot;
      }
    }
    const int slot = AddArg(c);
    same_hash.push_back({t, &v, slot});
    return slot;
  }

  static bool IsDictColumn(const KNode& n) {
    return n.op == KOp::kColumn && n.layout == Layout::kDictionary;
  }
  static bool IsValue(const BoundExpr& e) {
    return e.kind == BoundKind::kConstant || e.kind == BoundKind::kParameter;
  }

  // Whether a text predicate over dictionary column `col` is best decided
  // once per dictionary entry: when the dictionary is small next to the
  // table.
  bool UseCodeTable(const KNode& col) const {
    if (!IsDictColumn(col)) return false;
    size_t entries = table_.DictionaryEntryCount(out_->columns[col.slot]);
    return entries <= 4096 || entries <= table_.row_count() / 8;
  }

  // A kCodeTable node over `col` whose truth for a non-NULL row with text t
  // is `truth(t)`; NULL when `null`.
  template <typename F>
  KNodePtr CodeTable(KNodePtr col, bool null, F&& truth) {
    KernelConst c;
    if (null) {
      c.is_null = 1;
    } else {
      const int column = out_->columns[col->slot];
      const size_t entries = table_.DictionaryEntryCount(column);
      auto bytes = std::make_shared<std::vector<uint8_t>>(entries);
      const void* handle = table_.GetColumnChunk(column, 0).column;
      for (size_t code = 0; code < entries; ++code) {
        (*bytes)[code] =
            truth(Table::DictionaryText(handle, static_cast<uint32_t>(code)));
      }
      c.obj = bytes->data();
      out_->owned.push_back(std::move(bytes));
    }
    auto n = Node(KOp::kCodeTable, Type::Boolean(), Repr::kBool);
    n->slot = AddArg(c);
    n->children.push_back(std::move(col));
    return n;
  }

  absl::StatusOr<KNodePtr> Compare(const BoundExpr& e) {
    auto l = Lower(*e.children[0]);
    if (!l.ok()) return l.status();
    auto r = Lower(*e.children[1]);
    if (!r.ok()) return r.status();
    const Type& lt = (*l)->type;
    const Type& rt = (*r)->type;
    if ((*l)->repr == Repr::kBoxed) {
      return Generic(e, "array comparison",
                     Operands(*std::move(l), *std::move(r)));
    }
    if ((*l)->repr != (*r)->repr ||
        ((*l)->repr == Repr::kInt &&
         !(lt.id == rt.id && lt.scale == rt.scale))) {
      return Generic(e, "mixed comparison",
                     Operands(*std::move(l), *std::move(r)));
    }
    // Dictionary TEXT = value: compare codes.
    const bool eq = e.op == ast::Op::kEq || e.op == ast::Op::kNe;
    for (int side = 0; side < 2 && eq; ++side) {
      KNodePtr& col = side == 0 ? *l : *r;
      const BoundExpr& other = *e.children[1 - side];
      if (!IsDictColumn(*col) || !IsValue(other)) continue;
      const Value& v = ValueOf(other);
      KernelConst c;
      c.i = -1;
      if (v.is_null()) {
        c.is_null = 1;
      } else if (auto code = table_.DictionaryCode(out_->columns[col->slot],
                                                   v.text())) {
        c.i = *code;
      }
      auto n = Node(KOp::kCodeCompare, Type::Boolean(), Repr::kBool);
      n->cmp = e.op;
      n->slot = AddArg(c);
      n->children.push_back(std::move(col));
      // The value's own argument slot (from lowering it) stays unused.
      return n;
    }
    // Dictionary TEXT < value (etc.): decided once per entry.
    for (int side = 0; side < 2 && (*l)->repr == Repr::kText; ++side) {
      KNodePtr& col = side == 0 ? *l : *r;
      const BoundExpr& other = *e.children[1 - side];
      if (!UseCodeTable(*col) || !IsValue(other)) continue;
      const Value& v = ValueOf(other);
      const ast::Op op = e.op;
      const bool flip = side == 1;  // value op column
      return CodeTable(std::move(col), v.is_null(), [&](std::string_view t) {
        int c = t.compare(v.text());
        if (flip) c = -c;
        switch (op) {
          case ast::Op::kEq:
            return c == 0;
          case ast::Op::kNe:
            return c != 0;
          case ast::Op::kLt:
            return c < 0;
          case ast::Op::kLe:
            return c <= 0;
          case ast::Op::kGt:
            return c > 0;
          default:
            return c >= 0;
        }
      });
    }
    auto n = Node(KOp::kCompare, Type::Boolean(), Repr::kBool);
    n->cmp = e.op;
    n->children.push_back(*std::move(l));
    n->children.push_back(*std::move(r));
    return n;
  }

  absl::StatusOr<KNodePtr> Nary(const BoundExpr& e, KOp op,
                                bool check_bool = true) {
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(e.type.ToString());
    auto n = Node(op, e.type, repr);
    for (const auto& c : e.children) {
      auto k = Lower(*c);
      if (!k.ok()) return k.status();
      if (check_bool && op != KOp::kCoalesce && (*k)->repr != Repr::kBool) {
        return Unsupported("non-boolean logic");
      }
      if (op == KOp::kCoalesce && !((*k)->type == e.type)) {
        n->children.push_back(*std::move(k));
        return Generic(e, "COALESCE of mixed types", std::move(n->children));
      }
      n->children.push_back(*std::move(k));
    }
    return n;
  }

  absl::StatusOr<KNodePtr> Arith(const BoundExpr& e) {
    auto children = LowerChildren(e, 0, {});
    if (!children.ok()) return children.status();
    std::vector<KNodePtr>& kids = *children;
    const TypeId t = e.type.id;
    const bool integer = t == TypeId::kInteger || t == TypeId::kBigint;
    auto n = Node(KOp::kArith, e.type,
                  t == TypeId::kDouble ? Repr::kDouble : Repr::kInt);
    n->cmp = e.op;
    const char* why = nullptr;
    if (IsDateArith(e, kids)) {
      // date +/- integer, integer + date, date - date: day counts.
    } else if (!integer && t != TypeId::kDouble && t != TypeId::kNumeric) {
      why = "arithmetic on a date or timestamp";
    } else if (t == TypeId::kNumeric) {
      // Operands at the result's scale (+, -) or scales adding up to it
      // (*): no rescaling with rounding.
      for (const KNodePtr& k : kids) {
        const TypeId ct = k->type.id;
        if (ct != TypeId::kNumeric && ct != TypeId::kInteger &&
            ct != TypeId::kBigint) {
          why = "numeric arithmetic";
        }
      }
    } else {
      for (const KNodePtr& k : kids) {
        if (!(k->type == e.type)) why = "arithmetic of mixed types";
      }
    }
    if (why != nullptr) return Generic(e, why, std::move(kids));
    n->children = std::move(kids);
    return n;
  }

  // date +/- integer, integer + date (a date) and date - date (an
  // integer), which the interpreter computes on day counts.
  static bool IsDateArith(const BoundExpr& e, const std::vector<KNodePtr>& k) {
    if (k.size() != 2) return false;
    const TypeId a = k[0]->type.id, b = k[1]->type.id;
    if (e.type.id == TypeId::kDate) {
      return (a == TypeId::kDate && b == TypeId::kInteger &&
              (e.op == ast::Op::kAdd || e.op == ast::Op::kSub)) ||
             (a == TypeId::kInteger && b == TypeId::kDate &&
              e.op == ast::Op::kAdd);
    }
    return e.type.id == TypeId::kInteger && a == TypeId::kDate &&
           b == TypeId::kDate && e.op == ast::Op::kSub;
  }

  absl::StatusOr<KNodePtr> Cast(const BoundExpr& e) {
    auto x = Lower(*e.children[0]);
    if (!x.ok()) return x.status();
    const Type& from = (*x)->type;
    const Type& to = e.type;
    if (from == to) return x;
    const bool from_int =
        from.id == TypeId::kInteger || from.id == TypeId::kBigint;
    const bool to_int = to.id == TypeId::kInteger || to.id == TypeId::kBigint;
    const bool from_number = from_int || from.id == TypeId::kNumeric;
    bool ok = false;
    Repr repr = Repr::kInt;
    if (from_number && to.id == TypeId::kDouble) {
      ok = true;
      repr = Repr::kDouble;
    } else if ((from_number || from.id == TypeId::kDouble) && to_int) {
      ok = true;
    } else if (from_number && to.id == TypeId::kNumeric) {
      ok = true;
    } else if ((from.id == TypeId::kDate && to.id == TypeId::kTimestamp) ||
               (from.id == TypeId::kTimestamp && to.id == TypeId::kDate)) {
      ok = true;
    }
    if (!ok) {
      return Generic(e, "cast " + from.ToString() + " to " + to.ToString(),
                     Operands(*std::move(x)));
    }
    auto n = Node(KOp::kCast, to, repr);
    n->children.push_back(*std::move(x));
    return n;
  }

  absl::StatusOr<KNodePtr> Like(const BoundExpr& e) {
    auto x = Lower(*e.children[0]);
    if (!x.ok()) return x.status();
    if ((*x)->repr != Repr::kText) {
      return Generic(e, "LIKE", Operands(*std::move(x)));
    }
    for (size_t k = 1; k < e.children.size(); ++k) {
      if (!IsValue(*e.children[k])) {
        return Generic(e, "LIKE with a pattern column",
                       Operands(*std::move(x)));
      }
      if (e.children[k]->kind == BoundKind::kParameter &&
          (params_ == nullptr || e.children[k]->param_index < 1 ||
           e.children[k]->param_index > static_cast<int>(params_->size()))) {
        return Unsupported("parameter");
      }
    }
    KernelConst c;
    const Value& pattern = ValueOf(*e.children[1]);
    const Value* escape =
        e.children.size() > 2 ? &ValueOf(*e.children[2]) : nullptr;
    if (pattern.is_null() || (escape != nullptr && escape->is_null())) {
      c.is_null = 1;
    } else if (pattern.type().id != TypeId::kText ||
               (escape != nullptr && escape->type().id != TypeId::kText)) {
      return Generic(e, "LIKE over a non-text pattern",
                     Operands(*std::move(x)));
    } else {
      auto m = expr::LikeMatcher::Compile(
          pattern.text(), escape != nullptr ? escape->text() : "\\",
          e.case_insensitive);
      // A bad escape is reported by the interpreter.
      if (!m.ok()) return Generic(e, "LIKE escape", Operands(*std::move(x)));
      if (UseCodeTable(**x)) {
        const bool negated = e.negated;
        return CodeTable(*std::move(x), false, [&](std::string_view t) {
          return m->Matches(t) != negated;
        });
      }
      auto owned = std::make_shared<expr::LikeMatcher>(*std::move(m));
      c.obj = owned.get();
      out_->owned.push_back(std::move(owned));
    }
    auto n = Node(KOp::kLike, Type::Boolean(), Repr::kBool);
    n->negated = e.negated;
    n->slot = AddArg(c);
    n->children.push_back(*std::move(x));
    return n;
  }

  absl::StatusOr<KNodePtr> InList(const BoundExpr& e) {
    auto x = Lower(*e.children[0]);
    if (!x.ok()) return x.status();
    const Type t = (*x)->type;
    KernelConst c;
    std::vector<const Value*> items;
    for (size_t k = 1; k < e.children.size(); ++k) {
      const BoundExpr& item = *e.children[k];
      if (!IsValue(item)) return InListOfExpressions(e, *std::move(x));
      if (item.kind == BoundKind::kParameter &&
          (params_ == nullptr || item.param_index < 1 ||
           item.param_index > static_cast<int>(params_->size()))) {
        return Unsupported("parameter");
      }
      const Value& v = ValueOf(item);
      if (v.is_null()) {
        c.i = 1;
        continue;
      }
      if (!(v.type() == t)) {
        return Generic(e, "IN list of mixed types", Operands(*std::move(x)));
      }
      items.push_back(&v);
    }
    KOp op = KOp::kInSet;
    if (IsDictColumn(**x)) {
      op = KOp::kCodeInSet;
      auto set = std::make_shared<IntSet>();
      for (const Value* v : items) {
        auto code = table_.DictionaryCode(out_->columns[(*x)->slot], v->text());
        if (code) set->sorted.push_back(*code);
      }
      std::sort(set->sorted.begin(), set->sorted.end());
      c.obj = set.get();
      out_->owned.push_back(std::move(set));
    } else if ((*x)->repr == Repr::kInt) {
      auto set = std::make_shared<IntSet>();
      for (const Value* v : items) set->sorted.push_back(v->int_value());
      std::sort(set->sorted.begin(), set->sorted.end());
      c.obj = set.get();
      out_->owned.push_back(std::move(set));
    } else if ((*x)->repr == Repr::kDouble) {
      auto set = std::make_shared<DoubleSet>();
      for (const Value* v : items) set->sorted.push_back(v->double_value());
      std::sort(set->sorted.begin(), set->sorted.end(), [](double a, double b) {
        if (std::isnan(a)) return false;
        if (std::isnan(b)) return true;
        return a < b;
      });
      c.obj = set.get();
      out_->owned.push_back(std::move(set));
    } else if ((*x)->repr == Repr::kText) {
      auto set = std::make_shared<TextSet>();
      for (const Value* v : items) set->items.insert(v->text());
      c.obj = set.get();
      out_->owned.push_back(std::move(set));
    } else {
      return Generic(e, "IN list of booleans or arrays",
                     Operands(*std::move(x)));
    }
    auto n = Node(op, Type::Boolean(), Repr::kBool);
    n->negated = e.negated;
    n->slot = AddArg(c);
    n->children.push_back(*std::move(x));
    return n;
  }

  absl::StatusOr<KNodePtr> Case(const BoundExpr& e) {
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(e.type.ToString());
    auto n = Node(KOp::kCase, e.type, repr);
    n->has_else = e.has_else;
    for (size_t k = 0; k < e.children.size(); ++k) {
      auto c = Lower(*e.children[k]);
      if (!c.ok()) return c.status();
      const bool is_when =
          k % 2 == 0 && !(e.has_else && k + 1 == e.children.size());
      if (is_when ? (*c)->repr != Repr::kBool : !((*c)->type == e.type)) {
        n->children.push_back(*std::move(c));
        return Generic(e, "CASE of mixed types", std::move(n->children));
      }
      n->children.push_back(*std::move(c));
    }
    return n;
  }

  // A scalar function, called per row through kite_rt_call with the
  // interpreter's implementation.
  absl::StatusOr<KNodePtr> Call(const BoundExpr& e) {
    Repr repr;
    const expr::ScalarFunction* fn = expr::FindScalarFunction(e.function);
    if (fn == nullptr || ctx_ == nullptr || !ReprOf(e.type, &repr)) {
      return Unsupported("function " + e.function);
    }
    auto site = std::make_shared<CallSite>();
    site->function = fn;
    site->result = e.type;
    site->ctx = ctx_;
    auto n = Node(KOp::kCall, e.type, repr);
    std::vector<Type> types;
    bool boxed = false;
    for (const auto& c : e.children) {
      auto k = Lower(*c);
      if (!k.ok()) return k.status();
      boxed |= (*k)->repr == Repr::kBoxed;
      types.push_back((*k)->type);
      n->children.push_back(*std::move(k));
    }
    auto sig = plan::ResolveFunction(e.function, types);
    // Arrays, and arguments the interpreter converts first: through the
    // function's node.
    if (boxed || !sig.ok() || sig->arg_types != types) {
      return Generic(e, "function " + e.function, std::move(n->children));
    }
    site->arg_types = types;
    site->values.resize(types.size());
    KernelConst c;
    c.obj = site.get();
    out_->owned.push_back(std::move(site));
    n->slot = AddArg(c);
    return n;
  }

  // x op ANY/ALL(array) and the array operators, through runtime helpers
  // with the interpreter's semantics.
  absl::StatusOr<KNodePtr> ArrayNode(const BoundExpr& e) {
    const bool any = e.kind == BoundKind::kAnyArray;
    auto n = Node(any ? KOp::kAnyArray : KOp::kArrayOp, Type::Boolean(),
                  Repr::kBool);
    n->cmp = e.op;
    n->truth = e.all;
    for (const auto& c : e.children) {
      auto k = Lower(*c);
      if (!k.ok()) return k.status();
      n->children.push_back(*std::move(k));
    }
    if (n->children.size() != 2 || n->children[1]->repr != Repr::kBoxed ||
        (any ? n->children[0]->repr == Repr::kBoxed
             : n->children[0]->repr != Repr::kBoxed)) {
      return Generic(e, any ? "ANY/ALL" : "array operator",
                     std::move(n->children));
    }
    if (any) {
      auto site = std::make_shared<AnySite>();
      site->x_type = n->children[0]->type;
      site->op = e.op;
      site->all = e.all;
      KernelConst c;
      c.obj = site.get();
      out_->owned.push_back(std::move(site));
      n->slot = AddArg(c);
    }
    return n;
  }

  // x IN (...) whose items are not all values: every item on every row.
  absl::StatusOr<KNodePtr> InListOfExpressions(const BoundExpr& e, KNodePtr x) {
    auto n = Node(KOp::kInList, Type::Boolean(), Repr::kBool);
    n->negated = e.negated;
    const Repr repr = x->repr;
    const Type t = x->type;
    n->children.push_back(std::move(x));
    if (repr == Repr::kBoxed) {
      return Generic(e, "IN list of arrays", std::move(n->children));
    }
    for (size_t k = 1; k < e.children.size(); ++k) {
      auto item = Lower(*e.children[k]);
      if (!item.ok()) return item.status();
      const bool mixed = (*item)->repr != repr ||
                         (repr == Repr::kInt && !((*item)->type == t));
      n->children.push_back(*std::move(item));
      if (mixed) {
        return Generic(e, "IN list of mixed types", std::move(n->children));
      }
    }
    return n;
  }

  absl::StatusOr<KNodePtr> NullIf(const BoundExpr& e) {
    Repr repr;
    if (!ReprOf(e.type, &repr)) return Unsupported(e.type.ToString());
    auto n = Node(KOp::kNullIf, e.type, repr);
    for (const auto& c : e.children) {
      auto k = Lower(*c);
      if (!k.ok()) return k.status();
      n->children.push_back(*std::move(k));
    }
    const Type& a = n->children[0]->type;
    const Type& b = n->children[1]->type;
    if (repr == Repr::kBoxed || !(a == e.type) || !(b == e.type)) {
      return Generic(e, "NULLIF of arrays or mixed types",
                     std::move(n->children));
    }
    return n;
  }

  const Table& table_;
  const std::vector<Value>* params_;
  EvalContext* ctx_;
  LoweredPredicate* out_;
  bool generic_;
  struct ValueSlot {
    Type type;
    const Value* value;
    int slot;
  };
  // SharedValueSlot's values by hash.
  absl::flat_hash_map<size_t, std::vector<ValueSlot>> value_slots_;
  // Values of folded parts; moved to out_->owned at the end.
 public:
  std::vector<std::unique_ptr<Value>> folded_;
};

// Kernels of more nodes than this are left to the interpreter: LLVM's
// passes recurse along long chains of conditions (a 20,000-item IN list
// with a column among its items overflowed the stack in jump threading),
// and compile time grows faster than the size (at -O2 an IN list of 250
// expressions took 0.9 s, of 1,000 took 9 s; ordinary predicates and TPC-H
// Q1 have well under 100 nodes).
constexpr int kMaxKernelNodes = 256;

int CountNodes(const KNode& n) {
  int count = 1;
  for (const KNodePtr& c : n.children) count += CountNodes(*c);
  return count;
}

// Dense accumulator arrays larger than this give way to a hash table.
constexpr int64_t kMaxDenseGroups = 4096;

// The domain of a group key that can index a dense array (values + 1 for
// NULL): a dictionary TEXT or boolean column; 0 for any other key.
int64_t DenseDomain(const KNode& key, const BoundExpr& e, const Table& table) {
  if (key.op != KOp::kColumn) return 0;
  if (key.layout == Layout::kDictionary) {
    return static_cast<int64_t>(table.DictionaryEntryCount(e.column_index)) + 1;
  }
  return key.layout == Layout::kBool8 ? 3 : 0;
}

// A run-time argument holding `obj`, which lives as long as `out`.
template <typename T>
int AddObject(std::shared_ptr<T> obj, LoweredPredicate* out) {
  KernelConst c;
  c.obj = obj.get();
  out->owned.push_back(std::move(obj));
  out->args.push_back(c);
  return static_cast<int>(out->args.size()) - 1;
}

bool IsMinMax(plan::AggKind kind) {
  return kind == plan::AggKind::kMin || kind == plan::AggKind::kMax;
}

}  // namespace

absl::StatusOr<LoweredAggregate> LowerAggregate(
    const plan::PlanNode& node, const Table& table,
    const std::vector<Value>* params, EvalContext* ctx,
    bool interpreter_calls) {
  LoweredAggregate out;
  Lowerer lowerer(table, params, ctx, &out.base, interpreter_calls);
  const plan::PlanNode& scan = *node.children[0];
  out.base.shape = "agg(";
  if (scan.predicate != nullptr) {
    auto root = lowerer.Lower(*scan.predicate);
    if (!root.ok()) return root.status();
    if ((*root)->repr != Repr::kBool) return Unsupported("non-boolean filter");
    out.base.root = *std::move(root);
    AppendShape(*out.base.root, &out.base.shape);
  }
  out.base.shape += ")keys(";
  std::vector<KNodePtr> keys;
  std::vector<int64_t> domains;
  bool dense = true;
  for (const plan::BoundExprPtr& k : node.exprs) {
    auto key = lowerer.Lower(*k);
    if (!key.ok()) return key.status();
    if ((*key)->repr == Repr::kBoxed) return Unsupported("GROUP BY an array");
    if (!((*key)->type == k->type)) return Unsupported("GROUP BY conversion");
    domains.push_back(DenseDomain(**key, *k, table));
    dense = dense && domains.back() > 0 &&
            (out.groups *= domains.back()) <= kMaxDenseGroups;
    keys.push_back(*std::move(key));
  }
  if (dense) {
    out.groups = 1;
    for (size_t k = 0; k < keys.size(); ++k) {
      LoweredAggregate::Key key;
      key.slot = keys[k]->slot;
      key.layout = keys[k]->layout;
      key.domain = domains[k];
      key.mult = out.groups;
      out.groups *= key.domain;
      KernelConst mult;
      mult.i = key.mult;
      out.base.args.push_back(mult);
      key.mult_slot = static_cast<int>(out.base.args.size()) - 1;
      AppendShape(*keys[k], &out.base.shape);
      absl::StrAppend(&out.base.shape, key.mult_slot, ";");
      out.keys.push_back(key);
    }
  } else {
    std::vector<Type> types;
    out.base.shape += "hash:";
    for (KNodePtr& key : keys) {
      types.push_back(key->type);
      AppendShape(*key, &out.base.shape);
      out.hash_keys.push_back(std::move(key));
    }
    auto table = std::make_shared<GroupTable>(std::move(types));
    out.group_table = table.get();
    out.group_slot = AddObject(std::move(table), &out.base);
    absl::StrAppend(&out.base.shape, out.group_slot, ";");
  }
  out.base.shape += ")aggs(";
  for (const plan::AggregateSpec& a : node.aggregates) {
    absl::StrAppend(&out.base.shape, static_cast<int>(a.kind), ":");
    out.kinds.push_back(a.kind);
    out.distinct_slots.push_back(-1);
    out.distinct_sets.push_back(nullptr);
    if (a.arg == nullptr) {
      out.args.push_back(nullptr);
      continue;
    }
    auto arg = lowerer.Lower(*a.arg);
    if (!arg.ok()) return arg.status();
    const Repr r = (*arg)->repr;
    // count counts any type; min / max of TEXT keep their values in the
    // ValueStore; sum / avg take numbers.
    const bool numeric = r == Repr::kInt || r == Repr::kDouble;
    if (a.kind == plan::AggKind::kStringAgg ||
        a.kind == plan::AggKind::kArrayAgg) {
      return Unsupported("string_agg and array_agg");
    }
    if (a.kind != plan::AggKind::kCount &&
        !(numeric || (IsMinMax(a.kind) && r == Repr::kText))) {
      return Unsupported("aggregate over " + (*arg)->type.ToString());
    }
    if (IsMinMax(a.kind) && !numeric && out.store == nullptr) {
      auto store = std::make_shared<ValueStore>();
      out.store = store.get();
      out.store_slot = AddObject(std::move(store), &out.base);
    }
    if (a.distinct) {
      if (r == Repr::kBoxed) return Unsupported("DISTINCT over arrays");
      auto set = std::make_shared<DistinctSet>((*arg)->type);
      out.distinct_sets.back() = set.get();
      out.distinct_slots.back() = AddObject(std::move(set), &out.base);
      absl::StrAppend(&out.base.shape, "distinct", out.distinct_slots.back(),
                      ":");
    }
    AppendShape(**arg, &out.base.shape);
    out.args.push_back(*std::move(arg));
  }
  absl::StrAppend(&out.base.shape, ")", out.store_slot);
  int nodes = out.base.root != nullptr ? CountNodes(*out.base.root) : 0;
  for (const KNodePtr& arg : out.args) {
    if (arg != nullptr) nodes += CountNodes(*arg);
  }
  for (const KNodePtr& key : out.hash_keys) nodes += CountNodes(*key);
  if (nodes > kMaxKernelNodes) return Unsupported("too large to compile");
  for (auto& v : lowerer.folded_) out.base.owned.emplace_back(std::move(v));
  return out;
}

namespace {

// A number as 7-bit groups, low first, the high bit marking "more".
void AppendVarint(uint64_t v, std::string* out) {
  while (v >= 0x80) {
    out->push_back(static_cast<char>((v & 0x7f) | 0x80));
    v >>= 7;
  }
  out->push_back(static_cast<char>(v));
}

}  // namespace

void AppendShape(const KNode& n, std::string* out) {
  // Bytes, not text: this runs for every execution (the cache key), and
  // only needs to tell shapes apart. Fixed-size fields, then the slot and
  // the number of children as varints, so that the preorder encoding can be
  // read back one way only.
  const char node[] = {
      static_cast<char>(n.op),
      static_cast<char>(n.type.id),
      static_cast<char>(n.type.precision),
      static_cast<char>(n.type.scale),
      static_cast<char>(n.cmp),
      static_cast<char>(n.layout),
      static_cast<char>((n.negated ? 1 : 0) | (n.truth ? 2 : 0) |
                        (n.has_else ? 4 : 0)),
  };
  out->append(node, sizeof(node));
  AppendVarint(static_cast<uint64_t>(n.slot), out);
  AppendVarint(static_cast<uint64_t>(n.aux), out);
  AppendVarint(n.children.size(), out);
  for (const auto& c : n.children) AppendShape(*c, out);
}

std::string ShapeText(const std::string& shape) {
  std::string text;
  for (unsigned char c : shape) absl::StrAppend(&text, c, ".");
  return text;
}

namespace {

absl::StatusOr<LoweredPredicate> LowerPredicateWith(
    const plan::BoundExpr& predicate, const Table& table,
    const std::vector<Value>* params, EvalContext* ctx, bool generic) {
  LoweredPredicate out;
  Lowerer lowerer(table, params, ctx, &out, generic);
  auto root = lowerer.Lower(predicate);
  if (!root.ok() && predicate.kind == BoundKind::kAnd) {
    // The longest prefix of the AND that compiles, as `prefix IS NOT FALSE`.
    std::vector<KNodePtr> prefix;
    for (const auto& child : predicate.children) {
      auto c = lowerer.Lower(*child);
      if (!c.ok() || (*c)->repr != Repr::kBool) break;
      prefix.push_back(*std::move(c));
    }
    if (!prefix.empty()) {
      KNodePtr conj;
      if (prefix.size() == 1) {
        conj = std::move(prefix[0]);
      } else {
        conj = std::make_unique<KNode>();
        conj->op = KOp::kAnd;
        conj->type = Type::Boolean();
        conj->repr = Repr::kBool;
        conj->children = std::move(prefix);
      }
      auto not_false = std::make_unique<KNode>();
      not_false->op = KOp::kIsBool;
      not_false->type = Type::Boolean();
      not_false->repr = Repr::kBool;
      not_false->truth = false;
      not_false->negated = true;
      not_false->children.push_back(std::move(conj));
      out.complete = false;
      out.partial = std::string(root.status().message());
      root = std::move(not_false);
    }
  }
  if (!root.ok()) return root.status();
  if ((*root)->repr != Repr::kBool) return Unsupported("non-boolean filter");
  if (CountNodes(**root) > kMaxKernelNodes) {
    return Unsupported("too large to compile");
  }
  out.root = *std::move(root);
  AppendShape(*out.root, &out.shape);
  for (auto& v : lowerer.folded_) out.owned.emplace_back(std::move(v));
  return out;
}

}  // namespace

absl::StatusOr<LoweredPredicate> LowerPredicate(
    const plan::BoundExpr& predicate, const Table& table,
    const std::vector<Value>* params, EvalContext* ctx,
    bool interpreter_calls) {
  // Natively first: an AND whose first operands compile natively keeps the
  // rest in the interpreter, which evaluates it by batch faster than the
  // kernel calls it per row.
  auto native = LowerPredicateWith(predicate, table, params, ctx, false);
  if (native.ok() || !interpreter_calls) return native;
  return LowerPredicateWith(predicate, table, params, ctx, true);
}

}  // namespace kite::jit
