#include "jit/codegen.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "common/date_time.h"
#include "jit/lower_predicate.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"

namespace kite::jit {
namespace {

// A value of one row: `v` (i1, i64, double or the text pointer), `len` for
// text, and `null` (i1).
struct Cg {
  llvm::Value* v = nullptr;
  llvm::Value* len = nullptr;
  llvm::Value* null = nullptr;
};

int64_t Pow10(int n) {
  int64_t p = 1;
  while (n-- > 0) p *= 10;
  return p;
}

// Most decimal digits a value of type `t` has: a numeric's precision (18
// when unconstrained, the most a scaled int64 holds), else the integer's.
int Digits(const Type& t) {
  if (t.id == TypeId::kNumeric) {
    return t.precision == 0 ? 18 : static_cast<int>(t.precision);
  }
  return t.id == TypeId::kInteger ? 10 : 19;
}

class Generator {
 public:
  Generator(llvm::LLVMContext& ctx, llvm::Module* m)
      : ctx_(ctx), m_(m), b_(ctx) {
    i1_ = b_.getInt1Ty();
    i8_ = b_.getInt8Ty();
    i32_ = b_.getInt32Ty();
    i64_ = b_.getInt64Ty();
    i128_ = b_.getInt128Ty();
    f64_ = b_.getDoubleTy();
    ptr_ = llvm::PointerType::getUnqual(ctx);
    const_ty_ =
        llvm::StructType::get(ctx, {i64_, f64_, ptr_, i64_, ptr_, i64_});
    column_ty_ = llvm::StructType::get(ctx, {ptr_, ptr_, ptr_, ptr_, ptr_});
    args_ty_ = llvm::StructType::get(ctx, {ptr_, ptr_, i32_, i32_, ptr_});
    call_ty_ = llvm::StructType::get(ctx, {i64_, f64_, ptr_, i64_, i64_});
  }

  // The kernel `name`. With `dense`, the variant for a run of consecutive
  // rows of columns without NULLs: it ignores `offsets`, evaluates into
  // args->scratch (one byte per row, a loop the vectorizer can take when
  // the predicate has no branches) and then compacts.
  void Generate(const KNode& root, const std::string& name, bool dense) {
    dense_ = dense;
    Frame f = Begin(name, /*aggregate=*/false);
    llvm::Value* args = f.args;
    llvm::Value* offsets = f.offsets;
    llvm::Value* n = f.n;
    llvm::Value* out = f.out;
    llvm::Value* begin = f.begin;
    llvm::BasicBlock* entry = f.entry;
    llvm::BasicBlock* loop = f.loop;
    llvm::BasicBlock* exit = f.exit;
    b_.CreateCondBr(b_.CreateICmpSGT(n, b_.getInt32(0)), loop, exit);

    b_.SetInsertPoint(loop);
    llvm::PHINode* i = b_.CreatePHI(i32_, 2, "i");
    i->addIncoming(b_.getInt32(0), entry);
    llvm::Value* next_i = nullptr;
    if (dense) {
      llvm::Value* scratch =
          b_.CreateLoad(ptr_, b_.CreateStructGEP(args_ty_, args, 4));
      row32_ = b_.CreateAdd(begin, i);
      row_ = b_.CreateZExt(row32_, i64_);
      Cg p = Gen(root);
      llvm::Value* pass = b_.CreateAnd(p.v, b_.CreateNot(p.null));
      b_.CreateStore(
          b_.CreateZExt(pass, i8_),
          b_.CreateInBoundsGEP(i8_, scratch, b_.CreateZExt(i, i64_)));
      next_i = b_.CreateAdd(i, b_.getInt32(1));
      llvm::BasicBlock* body_end = b_.GetInsertBlock();
      i->addIncoming(next_i, body_end);
      auto* compact = NewBlock("compact");
      b_.CreateCondBr(b_.CreateICmpSLT(next_i, n), loop, compact);
      // Compaction: the offsets of the rows that passed.
      b_.SetInsertPoint(compact);
      llvm::PHINode* j = b_.CreatePHI(i32_, 2, "j");
      llvm::PHINode* count = b_.CreatePHI(i32_, 2, "count");
      j->addIncoming(b_.getInt32(0), body_end);
      count->addIncoming(b_.getInt32(0), body_end);
      llvm::Value* flag = b_.CreateLoad(
          i8_, b_.CreateInBoundsGEP(i8_, scratch, b_.CreateZExt(j, i64_)));
      b_.CreateStore(
          b_.CreateAdd(begin, j),
          b_.CreateInBoundsGEP(i32_, out, b_.CreateZExt(count, i64_)));
      llvm::Value* next_count = b_.CreateAdd(count, b_.CreateZExt(flag, i32_));
      llvm::Value* next_j = b_.CreateAdd(j, b_.getInt32(1));
      j->addIncoming(next_j, compact);
      count->addIncoming(next_count, compact);
      b_.CreateCondBr(b_.CreateICmpSLT(next_j, n), compact, exit);
      b_.SetInsertPoint(exit);
      llvm::PHINode* result = b_.CreatePHI(i32_, 2);
      result->addIncoming(b_.getInt32(0), entry);
      result->addIncoming(next_count, compact);
      b_.CreateRet(result);
      return;
    }
    llvm::PHINode* count = b_.CreatePHI(i32_, 2, "count");
    count->addIncoming(b_.getInt32(0), entry);
    SelectRow(i, begin, offsets, f.dense_offsets);
    llvm::Value* row32 = row32_;

    Cg p = Gen(root);
    llvm::Value* pass = b_.CreateAnd(p.v, b_.CreateNot(p.null));
    b_.CreateStore(row32,
                   b_.CreateInBoundsGEP(i32_, out, b_.CreateZExt(count, i64_)));
    llvm::Value* next_count = b_.CreateAdd(count, b_.CreateZExt(pass, i32_));
    next_i = b_.CreateAdd(i, b_.getInt32(1));
    llvm::BasicBlock* tail = b_.GetInsertBlock();
    i->addIncoming(next_i, tail);
    count->addIncoming(next_count, tail);
    b_.CreateCondBr(b_.CreateICmpSLT(next_i, n), loop, exit);

    b_.SetInsertPoint(exit);
    llvm::PHINode* result = b_.CreatePHI(i32_, 2);
    result->addIncoming(b_.getInt32(0), entry);
    result->addIncoming(next_count, tail);
    b_.CreateRet(result);
  }

  // The fused aggregate kernel `name` (AggregateFn) for `agg`.
  // With `dense`, the variant for consecutive rows of chunks without NULLs.
  void GenerateAggregate(const LoweredAggregate& agg, const std::string& name,
                         bool dense) {
    dense_ = dense;
    bool count_only = agg.keys.empty() && agg.hash_keys.empty();
    for (const KNodePtr& arg : agg.args) count_only &= arg == nullptr;
    if (count_only && dense) {
      GenerateCount(agg, name);
      return;
    }
    Frame f = Begin(name, /*aggregate=*/true);
    llvm::Value* args = f.args;
    llvm::Value* offsets = f.offsets;
    llvm::Value* n = f.n;
    llvm::Value* slots = f.out;
    llvm::Value* first = f.first;
    llvm::Value* begin = f.begin;
    llvm::BasicBlock* entry = f.entry;
    llvm::BasicBlock* loop = f.loop;
    llvm::BasicBlock* exit = f.exit;
    // In the dense variant a filter without branches is evaluated for the
    // whole run first, one byte per row into args->scratch (a loop the
    // vectorizer takes), and the aggregation loop then reads the bytes.
    const bool prefilter =
        dense && agg.base.root != nullptr && IsPure(*agg.base.root);
    llvm::BasicBlock* loop_from = entry;
    llvm::Value* scratch = nullptr;
    if (prefilter) {
      scratch = b_.CreateLoad(ptr_, b_.CreateStructGEP(args_ty_, args, 4));
      auto* pre = NewBlock("prefilter");
      b_.CreateCondBr(b_.CreateICmpSGT(n, b_.getInt32(0)), pre, exit);
      b_.SetInsertPoint(pre);
      llvm::PHINode* k = b_.CreatePHI(i32_, 2, "k");
      k->addIncoming(b_.getInt32(0), entry);
      row32_ = b_.CreateAdd(begin, k);
      row_ = b_.CreateZExt(row32_, i64_);
      Cg p = Gen(*agg.base.root);
      b_.CreateStore(
          b_.CreateZExt(b_.CreateAnd(p.v, b_.CreateNot(p.null)), i8_),
          b_.CreateInBoundsGEP(i8_, scratch, b_.CreateZExt(k, i64_)));
      llvm::Value* next_k = b_.CreateAdd(k, b_.getInt32(1));
      k->addIncoming(next_k, b_.GetInsertBlock());
      auto* fetch = NewBlock("prefetch");
      b_.CreateCondBr(b_.CreateICmpSLT(next_k, n), pre, fetch);
      b_.SetInsertPoint(fetch);
      loop_from = PrefetchMatches(agg, scratch, begin, n, loop);
    } else {
      b_.CreateCondBr(b_.CreateICmpSGT(n, b_.getInt32(0)), loop, exit);
    }

    b_.SetInsertPoint(loop);
    llvm::PHINode* i = b_.CreatePHI(i32_, 2, "i");
    i->addIncoming(b_.getInt32(0), loop_from);
    SelectRow(i, begin, offsets, dense ? b_.getTrue() : f.dense_offsets);

    auto* latch = NewBlock("latch");
    if (prefilter) {
      llvm::Value* flag = b_.CreateLoad(
          i8_, b_.CreateInBoundsGEP(i8_, scratch, b_.CreateZExt(i, i64_)));
      auto* body = NewBlock("body");
      b_.CreateCondBr(b_.CreateICmpNE(flag, b_.getInt8(0)), body, latch);
      b_.SetInsertPoint(body);
    } else if (agg.base.root != nullptr) {
      Cg p = Gen(*agg.base.root);
      auto* body = NewBlock("body");
      b_.CreateCondBr(b_.CreateAnd(p.v, b_.CreateNot(p.null)), body, latch);
      b_.SetInsertPoint(body);
    }
    ShareCommonArguments(agg);
    llvm::Value* group =
        agg.hash_keys.empty() ? DenseGroup(agg) : HashGroup(agg);
    // The group's first row.
    llvm::Value* fp = b_.CreateInBoundsGEP(i32_, first, group);
    llvm::Value* first_row = b_.CreateLoad(i32_, fp);
    b_.CreateStore(b_.CreateSelect(b_.CreateICmpEQ(first_row, b_.getInt32(-1)),
                                   b_.CreateAdd(base_, row32_), first_row),
                   fp);
    const int64_t naggs = static_cast<int64_t>(agg.kinds.size());
    llvm::Value* group_base = b_.CreateMul(group, b_.getInt64(naggs * 64));
    const std::vector<int> owners = AccumulatorOwners(agg);
    for (int64_t a = 0; a < naggs; ++a) {
      if (owners[a] != a) continue;  // ScanAggregate copies the owner's
      llvm::Value* slot = b_.CreateInBoundsGEP(
          i8_, slots, b_.CreateAdd(group_base, b_.getInt64(a * 64)));
      auto field = [&](int offset) {
        return b_.CreateInBoundsGEP(i8_, slot, b_.getInt64(offset));
      };
      auto bump = [&] {
        llvm::Value* c = b_.CreateLoad(i64_, field(0));
        b_.CreateStore(b_.CreateAdd(c, b_.getInt64(1)), field(0));
        return c;
      };
      if (agg.args[a] == nullptr) {  // count(*)
        bump();
        continue;
      }
      Cg x = Gen(*agg.args[a]);
      auto* update = NewBlock("update");
      auto* done = NewBlock("updated");
      b_.CreateCondBr(x.null, done, update);
      b_.SetInsertPoint(update);
      const Repr r = agg.args[a]->repr;
      if (agg.distinct_slots[a] >= 0) {  // only values new in the group
        llvm::Value* value = InEntry([&] { return b_.CreateAlloca(call_ty_); });
        StoreCallValue(r, x, value);
        llvm::Value* fresh =
            b_.CreateCall(Helper("kite_rt_distinct", i32_, {ptr_, i64_, ptr_}),
                          {ConstField(agg.distinct_slots[a], 4), group, value});
        auto* counted = NewBlock("distinct");
        b_.CreateCondBr(b_.CreateICmpNE(fresh, b_.getInt32(0)), counted, done);
        b_.SetInsertPoint(counted);
      }
      llvm::Value* old_count = bump();
      switch (agg.kinds[a]) {
        case plan::AggKind::kSum:
        case plan::AggKind::kAvg:
          if (r == Repr::kDouble) {
            llvm::Value* s = b_.CreateLoad(f64_, field(32));
            b_.CreateStore(b_.CreateFAdd(s, x.v), field(32));
          } else {
            llvm::Value* s = b_.CreateLoad(i128_, field(16));
            b_.CreateStore(b_.CreateAdd(s, b_.CreateSExt(x.v, i128_)),
                           field(16));
          }
          break;
        case plan::AggKind::kMin:
        case plan::AggKind::kMax: {
          // As the interpreter: the first value, then any value that
          // compares less (greater), NaN being above every number.

          const bool min = agg.kinds[a] == plan::AggKind::kMin;
          llvm::Value* first_value = b_.CreateICmpEQ(old_count, b_.getInt64(0));
          if (r == Repr::kText) {
            b_.CreateCall(Helper("kite_rt_minmax_text", b_.getVoidTy(),
                                 {ptr_, ptr_, ptr_, i64_, i32_}),
                          {ConstField(agg.store_slot, 4), slot, x.v, x.len,
                           b_.getInt32(min)});
          } else if (r == Repr::kDouble) {
            // NaN above every number, as PostgreSQL orders them.
            llvm::Value* cur = b_.CreateLoad(f64_, field(48));
            llvm::Value* x_nan = b_.CreateFCmpUNO(x.v, x.v);
            llvm::Value* cur_nan = b_.CreateFCmpUNO(cur, cur);
            llvm::Value* better =
                min ? b_.CreateOr(b_.CreateFCmpOLT(x.v, cur),
                                  b_.CreateAnd(cur_nan, b_.CreateNot(x_nan)))
                    : b_.CreateOr(b_.CreateFCmpOGT(x.v, cur),
                                  b_.CreateAnd(x_nan, b_.CreateNot(cur_nan)));
            b_.CreateStore(
                b_.CreateSelect(b_.CreateOr(first_value, better), x.v, cur),
                field(48));
          } else {
            llvm::Value* v = r == Repr::kBool ? b_.CreateZExt(x.v, i64_) : x.v;
            llvm::Value* cur = b_.CreateLoad(i64_, field(40));
            llvm::Value* better =
                min ? b_.CreateICmpSLT(v, cur) : b_.CreateICmpSGT(v, cur);
            b_.CreateStore(
                b_.CreateSelect(b_.CreateOr(first_value, better), v, cur),
                field(40));
          }
          break;
        }
        default:
          break;
      }
      b_.CreateBr(done);
      b_.SetInsertPoint(done);
    }
    b_.CreateBr(latch);
    b_.SetInsertPoint(latch);
    llvm::Value* next_i = b_.CreateAdd(i, b_.getInt32(1));
    i->addIncoming(next_i, latch);
    b_.CreateCondBr(b_.CreateICmpSLT(next_i, n), loop, exit);
    b_.SetInsertPoint(exit);
    b_.CreateRet(b_.getInt32(0));
  }

  // Computes once, at the top of the row's body, every arithmetic or cast
  // subexpression that two aggregate arguments share (TPC-H Q1's
  // `l_extendedprice * (1 - l_discount)`), so that Gen returns it from
  // shared_ after. Only subexpressions every row evaluates count (reached
  // through arithmetic and casts alone), so computing them first raises no
  // error the interpreter would not; and values made at the top dominate
  // every later use.
  void ShareCommonArguments(const LoweredAggregate& agg) {
    std::map<std::string, std::vector<const KNode*>> by_shape;
    std::vector<std::string> order;
    std::function<void(const KNode&)> visit = [&](const KNode& n) {
      if (n.op != KOp::kArith && n.op != KOp::kCast) return;
      std::string shape;
      AppendShape(n, &shape);
      auto& same = by_shape[shape];
      if (same.empty()) order.push_back(shape);
      same.push_back(&n);
      if (same.size() > 1) return;  // its parts are counted once
      for (const KNodePtr& c : n.children) visit(*c);
    };
    for (const KNodePtr& arg : agg.args) {
      if (arg != nullptr) visit(*arg);
    }
    shared_.clear();
    for (const std::string& shape : order) {
      const std::vector<const KNode*>& same = by_shape[shape];
      if (same.size() < 2 || shared_.count(same[0]) != 0) continue;
      Cg value = Gen(*same[0]);
      for (const KNode* n : same) shared_[n] = value;
    }
  }

  // After a dense prefilter: for every 8 rows with some match, prefetches the
  // cache lines of the columns the aggregation reads that the filter did
  // not (a selective filter leaves them cold, and the aggregation loop then
  // waits on one miss at a time: a fifth of TPC-H Q6's time). Returns the
  // block it ends in, which branches to `next`.
  llvm::BasicBlock* PrefetchMatches(const LoweredAggregate& agg,
                                    llvm::Value* scratch, llvm::Value* begin,
                                    llvm::Value* n, llvm::BasicBlock* next) {
    std::set<int> in_filter, read;
    std::map<int, int> width;  // bytes per row of each column slot
    std::function<void(const KNode&, std::set<int>*)> mark =
        [&](const KNode& k, std::set<int>* into) {
          if (k.op == KOp::kColumn) {
            into->insert(k.slot);
            width[k.slot] =
                k.layout == Layout::kBool8                                  ? 1
                : k.layout == Layout::kInt64 || k.layout == Layout::kDouble ? 8
                                                                            : 4;
          }
          for (const KNodePtr& c : k.children) mark(*c, into);
        };
    mark(*agg.base.root, &in_filter);
    for (const KNodePtr& arg : agg.args) {
      if (arg != nullptr) mark(*arg, &read);
    }
    for (const KNodePtr& key : agg.hash_keys) mark(*key, &read);
    for (const auto& key : agg.keys) {
      read.insert(key.slot);
      width[key.slot] = key.layout == Layout::kBool8 ? 1 : 4;
    }
    std::vector<int> cold;
    for (int c : read) {
      if (in_filter.count(c) == 0) cold.push_back(c);
    }
    llvm::BasicBlock* from = b_.GetInsertBlock();
    if (cold.empty()) {
      b_.CreateBr(next);
      return from;
    }
    // Whole words of 8 flags only: the bytes past n are not this run's.
    llvm::Value* words = b_.CreateLShr(n, b_.getInt32(3));
    auto* head = NewBlock("prefetch.word");
    auto* hit = NewBlock("prefetch.hit");
    auto* step = NewBlock("prefetch.next");
    auto* done = NewBlock("prefetch.done");
    b_.CreateCondBr(b_.CreateICmpSGT(words, b_.getInt32(0)), head, done);
    b_.SetInsertPoint(head);
    llvm::PHINode* w = b_.CreatePHI(i32_, 2, "w");
    w->addIncoming(b_.getInt32(0), from);
    llvm::Value* first = b_.CreateShl(w, b_.getInt32(3));
    llvm::Value* flags = b_.CreateLoad(
        i64_, b_.CreateInBoundsGEP(i8_, scratch, b_.CreateZExt(first, i64_)));
    // Words where all 8 rows pass are left to the hardware prefetcher: the
    // aggregation then reads the columns in sequence (TPC-H Q1).
    b_.CreateCondBr(
        b_.CreateAnd(b_.CreateICmpNE(flags, b_.getInt64(0)),
                     b_.CreateICmpNE(flags, b_.getInt64(0x0101010101010101))),
        hit, step);
    b_.SetInsertPoint(hit);
    llvm::Value* row = b_.CreateZExt(b_.CreateAdd(begin, first), i64_);
    llvm::Function* prefetch =
        llvm::Intrinsic::getDeclaration(m_, llvm::Intrinsic::prefetch, {ptr_});
    for (int c : cold) {
      llvm::Value* at = b_.CreateGEP(i8_, ColumnField(c, 0),
                                     b_.CreateMul(row, b_.getInt64(width[c])));
      b_.CreateCall(prefetch,
                    {at, b_.getInt32(0), b_.getInt32(3), b_.getInt32(1)});
    }
    b_.CreateBr(step);
    b_.SetInsertPoint(step);
    llvm::Value* next_w = b_.CreateAdd(w, b_.getInt32(1));
    w->addIncoming(next_w, step);
    b_.CreateCondBr(b_.CreateICmpSLT(next_w, words), head, done);
    b_.SetInsertPoint(done);
    b_.CreateBr(next);
    return done;
  }

  // The group of a dense key array: each key's index (0 for NULL, else
  // code + 1 or false 1 / true 2) times its multiplier.
  llvm::Value* DenseGroup(const LoweredAggregate& agg) {
    llvm::Value* group = b_.getInt64(0);
    for (const auto& key : agg.keys) {
      llvm::Value* null = ColumnNull(key.slot);
      llvm::Value* data = ColumnField(key.slot, 0);
      llvm::Value* index;
      if (key.layout == Layout::kDictionary) {
        index = b_.CreateZExt(ColumnLoad(i32_, data, row_), i64_);
      } else {
        index = b_.CreateZExt(ColumnLoad(i8_, data, row_), i64_);
      }
      index = b_.CreateSelect(null, b_.getInt64(0),
                              b_.CreateAdd(index, b_.getInt64(1)));
      group = b_.CreateAdd(group,
                           b_.CreateMul(index, ConstField(key.mult_slot, 0)));
    }
    return group;
  }

  // The group of hashed keys: their values, numbered by the GroupTable.
  llvm::Value* HashGroup(const LoweredAggregate& agg) {
    const size_t nkeys = agg.hash_keys.size();
    llvm::Value* keys =
        InEntry([&] { return b_.CreateAlloca(call_ty_, b_.getInt32(nkeys)); });
    for (size_t k = 0; k < nkeys; ++k) {
      Cg x = Gen(*agg.hash_keys[k]);
      StoreCallValue(agg.hash_keys[k]->repr, x,
                     b_.CreateInBoundsGEP(call_ty_, keys, b_.getInt64(k)));
    }
    return b_.CreateCall(Helper("kite_rt_group", i64_, {ptr_, ptr_}),
                         {ConstField(agg.group_slot, 4), keys});
  }

  // The dense variant of count(*) over a filter, without GROUP BY: a
  // branch-free count the vectorizer can take (as a scan's dense kernel).
  void GenerateCount(const LoweredAggregate& agg, const std::string& name) {
    Frame f = Begin(name, /*aggregate=*/true);
    llvm::Value* n = f.n;
    llvm::Value* slots = f.out;
    llvm::Value* begin = f.begin;
    llvm::BasicBlock* entry = f.entry;
    llvm::BasicBlock* loop = f.loop;
    llvm::BasicBlock* exit = f.exit;
    b_.CreateCondBr(b_.CreateICmpSGT(n, b_.getInt32(0)), loop, exit);
    b_.SetInsertPoint(loop);
    llvm::PHINode* i = b_.CreatePHI(i32_, 2, "i");
    llvm::PHINode* count = b_.CreatePHI(i64_, 2, "count");
    i->addIncoming(b_.getInt32(0), entry);
    count->addIncoming(b_.getInt64(0), entry);
    row32_ = b_.CreateAdd(begin, i);
    row_ = b_.CreateZExt(row32_, i64_);
    llvm::Value* pass = True();
    if (agg.base.root != nullptr) {
      Cg p = Gen(*agg.base.root);
      pass = b_.CreateAnd(p.v, b_.CreateNot(p.null));
    }
    llvm::Value* next_count = b_.CreateAdd(count, b_.CreateZExt(pass, i64_));
    llvm::Value* next_i = b_.CreateAdd(i, b_.getInt32(1));
    llvm::BasicBlock* tail = b_.GetInsertBlock();
    i->addIncoming(next_i, tail);
    count->addIncoming(next_count, tail);
    b_.CreateCondBr(b_.CreateICmpSLT(next_i, n), loop, exit);
    b_.SetInsertPoint(exit);
    llvm::PHINode* total = b_.CreatePHI(i64_, 2);
    total->addIncoming(b_.getInt64(0), entry);
    total->addIncoming(next_count, tail);
    for (size_t a = 0; a < agg.kinds.size(); ++a) {
      llvm::Value* field =
          b_.CreateInBoundsGEP(i8_, slots, b_.getInt64(a * 64));
      b_.CreateStore(b_.CreateAdd(b_.CreateLoad(i64_, field), total), field);
    }
    b_.CreateRet(b_.getInt32(0));
  }

  // What every kernel function starts with.
  struct Frame {
    llvm::Value* args;           // KernelArgs*
    llvm::Value* offsets;        // uint32_t* or null
    llvm::Value* n;              // rows
    llvm::Value* out;            // uint32_t* matches, or AggSlot* slots
    llvm::Value* first;          // aggregates: uint32_t* first rows
    llvm::Value* begin;          // args->begin
    llvm::Value* dense_offsets;  // offsets == null
    llvm::BasicBlock *entry, *loop, *exit;
  };

  // Creates function `name` (a PredicateFn, or an AggregateFn when
  // `aggregate`) with its entry, loop, exit and failing blocks, and loads
  // the arguments every kernel reads; leaves the builder at the end of the
  // entry block, which the caller terminates.
  Frame Begin(const std::string& name, bool aggregate) {
    std::vector<llvm::Type*> params = {ptr_, ptr_, i32_, ptr_};
    if (aggregate) params.push_back(ptr_);
    fn_ = llvm::Function::Create(llvm::FunctionType::get(i32_, params, false),
                                 llvm::Function::ExternalLinkage, name, m_);
    // Kernels are short loops over columns: let the vectorizer use the
    // widest vectors the host has (LLVM prefers 256 bits on AVX-512 hosts
    // by default, to spare clock throttling in mixed code).
    fn_->addFnAttr("prefer-vector-width", "512");
    Frame f;
    auto arg = fn_->arg_begin();
    f.args = &*arg++;
    f.offsets = &*arg++;
    f.n = &*arg++;
    f.out = &*arg++;
    f.first = aggregate ? &*arg++ : nullptr;
    // The arguments, offsets, output (matches or accumulators) and first
    // rows are distinct arrays, none of them column data.
    for (unsigned p = 0; p < params.size(); ++p) {
      if (p != 2) fn_->addParamAttr(p, llvm::Attribute::NoAlias);
    }
    f.entry = llvm::BasicBlock::Create(ctx_, "entry", fn_);
    f.loop = llvm::BasicBlock::Create(ctx_, "loop", fn_);
    f.exit = llvm::BasicBlock::Create(ctx_, "exit", fn_);
    fail_ = llvm::BasicBlock::Create(ctx_, "fail", fn_);
    b_.SetInsertPoint(fail_);
    b_.CreateRet(b_.getInt32(-1));
    b_.SetInsertPoint(f.entry);
    shared_.clear();
    len_slot_ = b_.CreateAlloca(i64_, nullptr, "len");
    columns_ = b_.CreateLoad(ptr_, b_.CreateStructGEP(args_ty_, f.args, 0));
    consts_ = b_.CreateLoad(ptr_, b_.CreateStructGEP(args_ty_, f.args, 1));
    base_ = b_.CreateLoad(i32_, b_.CreateStructGEP(args_ty_, f.args, 2));
    f.begin = b_.CreateLoad(i32_, b_.CreateStructGEP(args_ty_, f.args, 3));
    f.dense_offsets =
        b_.CreateICmpEQ(f.offsets, llvm::ConstantPointerNull::get(ptr_));
    entry_ = f.entry;
    return f;
  }

  // Sets row_ / row32_ to the loop's row: begin + i when `dense` holds,
  // else offsets[i] (loaded only then: offsets is null in dense mode).
  void SelectRow(llvm::Value* i, llvm::Value* begin, llvm::Value* offsets,
                 llvm::Value* dense) {
    llvm::Value* dense_row = b_.CreateAdd(begin, i);
    auto* sparse_bb = NewBlock("sparse");
    auto* row_bb = NewBlock("row");
    llvm::BasicBlock* head = b_.GetInsertBlock();
    b_.CreateCondBr(dense, row_bb, sparse_bb);
    b_.SetInsertPoint(sparse_bb);
    llvm::Value* off = b_.CreateLoad(
        i32_, b_.CreateInBoundsGEP(i32_, offsets, b_.CreateZExt(i, i64_)));
    b_.CreateBr(row_bb);
    b_.SetInsertPoint(row_bb);
    llvm::PHINode* row32 = b_.CreatePHI(i32_, 2, "row");
    row32->addIncoming(dense_row, head);
    row32->addIncoming(off, sparse_bb);
    row_ = b_.CreateZExt(row32, i64_);
    row32_ = row32;
  }

 private:
  // ---- run-time arguments and columns (loaded once, in the entry block) ----

  llvm::Value* InEntry(const std::function<llvm::Value*()>& make) {
    llvm::IRBuilderBase::InsertPointGuard guard(b_);
    b_.SetInsertPoint(entry_->getTerminator());
    return make();
  }

  llvm::Value* ConstField(int slot, int field) {
    llvm::Value*& cached = const_fields_[{slot, field}];
    if (cached != nullptr) return cached;
    return cached = InEntry([&] {
             llvm::Type* types[] = {i64_, f64_, ptr_, i64_, ptr_, i64_};
             llvm::Value* c =
                 b_.CreateInBoundsGEP(const_ty_, consts_, b_.getInt64(slot));
             return b_.CreateLoad(types[field],
                                  b_.CreateStructGEP(const_ty_, c, field));
           });
  }

  llvm::Value* ColumnField(int slot, int field) {
    llvm::Value*& cached = column_fields_[{slot, field}];
    if (cached != nullptr) return cached;
    return cached = InEntry([&] {
             llvm::Value* c =
                 b_.CreateInBoundsGEP(column_ty_, columns_, b_.getInt64(slot));
             return b_.CreateLoad(ptr_,
                                  b_.CreateStructGEP(column_ty_, c, field));
           });
  }

  // Element `index` of a column's data or NULL words. Marked invariant:
  // nothing a kernel stores (selections, scratch, accumulators) is column
  // data, so LLVM may reuse a load across stores and merge the same
  // subexpression of two aggregates.
  llvm::Value* ColumnLoad(llvm::Type* ty, llvm::Value* data,
                          llvm::Value* index) {
    llvm::LoadInst* load =
        b_.CreateLoad(ty, b_.CreateInBoundsGEP(ty, data, index));
    load->setMetadata(llvm::LLVMContext::MD_invariant_load,
                      llvm::MDNode::get(ctx_, {}));
    return load;
  }

  llvm::Value* NotNull(llvm::Value* is_null) {
    return b_.CreateICmpEQ(is_null, b_.getInt64(0));
  }

  // ---- helpers ----

  llvm::FunctionCallee Helper(const char* name, llvm::Type* ret,
                              std::vector<llvm::Type*> params) {
    return m_->getOrInsertFunction(name,
                                   llvm::FunctionType::get(ret, params, false));
  }

  llvm::Value* False() { return b_.getInt1(false); }
  llvm::Value* True() { return b_.getInt1(true); }

  llvm::BasicBlock* NewBlock(const char* name) {
    return llvm::BasicBlock::Create(ctx_, name, fn_);
  }

  // Branches to the failing exit when `bad` holds.
  void FailIf(llvm::Value* bad) {
    auto* ok = NewBlock("ok");
    b_.CreateCondBr(bad, fail_, ok);
    b_.SetInsertPoint(ok);
  }

  // Runs `gen` only when `cond` holds; the result is `gen`'s value there
  // and `otherwise` elsewhere (same shape).
  Cg When(llvm::Value* cond, const std::function<Cg()>& gen,
          const Cg& otherwise) {
    llvm::BasicBlock* from = b_.GetInsertBlock();
    auto* then = NewBlock("then");
    auto* merge = NewBlock("merge");
    b_.CreateCondBr(cond, then, merge);
    b_.SetInsertPoint(then);
    Cg r = gen();
    llvm::BasicBlock* then_end = b_.GetInsertBlock();
    b_.CreateBr(merge);
    b_.SetInsertPoint(merge);
    return Merge({{r, then_end}, {otherwise, from}});
  }

  Cg Merge(const std::vector<std::pair<Cg, llvm::BasicBlock*>>& in) {
    Cg out;
    auto phi = [&](llvm::Value* Cg::* field) -> llvm::Value* {
      if (in[0].first.*field == nullptr) return nullptr;
      llvm::PHINode* p =
          b_.CreatePHI((in[0].first.*field)->getType(), in.size());
      for (const auto& [cg, bb] : in) p->addIncoming(cg.*field, bb);
      return p;
    };
    out.v = phi(&Cg::v);
    out.len = phi(&Cg::len);
    out.null = phi(&Cg::null);
    return out;
  }

  // A value of `repr` that stands for NULL.
  Cg NullOf(Repr repr) {
    Cg c;
    c.null = True();
    switch (repr) {
      case Repr::kBool:
        c.v = False();
        break;
      case Repr::kInt:
        c.v = b_.getInt64(0);
        break;
      case Repr::kDouble:
        c.v = llvm::ConstantFP::get(f64_, 0.0);
        break;
      case Repr::kText:
        c.v = llvm::ConstantPointerNull::get(ptr_);
        c.len = b_.getInt64(0);
        break;
      case Repr::kBoxed:
        c.v = llvm::ConstantPointerNull::get(ptr_);
        break;
    }
    return c;
  }

  // ---- expressions ----

  Cg Gen(const KNode& n) {
    if (!shared_.empty() && (n.op == KOp::kArith || n.op == KOp::kCast)) {
      auto it = shared_.find(&n);
      if (it != shared_.end() && it->second.v != nullptr) return it->second;
    }
    switch (n.op) {
      case KOp::kColumn:
        return Column(n);
      case KOp::kConst:
        return Const(n);
      case KOp::kCompare:
        return Compare(n);
      case KOp::kCodeCompare:
        return CodeCompare(n);
      case KOp::kAnd:
      case KOp::kOr:
        return AndOr(n);
      case KOp::kNot: {
        Cg x = Gen(*n.children[0]);
        return {b_.CreateNot(x.v), nullptr, x.null};
      }
      case KOp::kIsNull: {
        Cg x = Gen(*n.children[0]);
        return {n.negated ? b_.CreateNot(x.null) : x.null, nullptr, False()};
      }
      case KOp::kIsBool: {
        Cg x = Gen(*n.children[0]);
        llvm::Value* v = n.truth ? x.v : b_.CreateNot(x.v);
        llvm::Value* r = b_.CreateAnd(b_.CreateNot(x.null), v);
        return {n.negated ? b_.CreateNot(r) : r, nullptr, False()};
      }
      case KOp::kArith:
        return n.repr == Repr::kDouble ? DoubleArith(n) : IntArith(n);
      case KOp::kCast:
        return Cast(n);
      case KOp::kLike:
        return Like(n);
      case KOp::kInSet:
      case KOp::kCodeInSet:
        return InSet(n);
      case KOp::kCodeTable: {
        const KNode& col = *n.children[0];
        llvm::Value* table = ConstField(n.slot, 4);
        llvm::Value* null =
            b_.CreateOr(ColumnNull(col.slot),
                        b_.CreateICmpNE(ConstField(n.slot, 5), b_.getInt64(0)));
        // NULL rows (and a NULL pattern, whose table is null) read code 0
        // of no table: guard the load.
        Cg byte = When(
            b_.CreateNot(null),
            [&] {
              llvm::Value* v = b_.CreateLoad(
                  i8_, b_.CreateInBoundsGEP(i8_, table,
                                            b_.CreateZExt(Code(col), i64_)));
              return Cg{b_.CreateICmpNE(v, b_.getInt8(0)), nullptr, False()};
            },
            NullOf(Repr::kBool));
        return byte;
      }
      case KOp::kCase:
        return Case(n);
      case KOp::kCoalesce:
        return Coalesce(n);
      case KOp::kNullIf:
        return NullIf(n);
      case KOp::kCall:
        return Call(n);
      case KOp::kAnyArray:
        return AnyArray(n);
      case KOp::kArrayOp:
        return ArrayOp(n);
      case KOp::kInList:
        return InList(n);
    }
    return NullOf(n.repr);
  }

  llvm::Value* ColumnNull(int slot) {
    if (dense_) return False();  // the dense variant runs on NULL-free chunks
    llvm::Value* words = ColumnField(slot, 1);
    llvm::Value* word = ColumnLoad(i64_, words, b_.CreateLShr(row_, 6));
    llvm::Value* bit = b_.CreateLShr(word, b_.CreateAnd(row_, 63));
    return b_.CreateTrunc(bit, i1_);
  }

  // The dictionary code of a kDictionary column's row (0 where NULL).
  llvm::Value* Code(const KNode& col) {
    llvm::Value* data = ColumnField(col.slot, 0);
    return ColumnLoad(i32_, data, row_);
  }

  Cg Column(const KNode& n) {
    if (n.repr == Repr::kBoxed) {
      // An array: decoded by a helper, only for non-NULL rows.
      llvm::Value* column = ColumnField(n.slot, 2);
      llvm::Value* buffer = ConstField(n.aux, 4);
      return When(
          b_.CreateNot(ColumnNull(n.slot)),
          [&] {
            llvm::Value* p =
                b_.CreateCall(Helper("kite_rt_array", ptr_, {ptr_, i32_, ptr_}),
                              {column, b_.CreateAdd(base_, row32_), buffer});
            return Cg{p, nullptr, False()};
          },
          NullOf(Repr::kBoxed));
    }
    Cg c;
    c.null = ColumnNull(n.slot);
    llvm::Value* data = ColumnField(n.slot, 0);
    switch (n.layout) {
      case Layout::kBool8:
        c.v = b_.CreateICmpNE(ColumnLoad(i8_, data, row_), b_.getInt8(0));
        return c;
      case Layout::kInt32:
        c.v = b_.CreateSExt(ColumnLoad(i32_, data, row_), i64_);
        return c;
      case Layout::kInt64:
        c.v = ColumnLoad(i64_, data, row_);
        return c;
      case Layout::kDouble:
        c.v = ColumnLoad(f64_, data, row_);
        return c;
      case Layout::kHeap: {
        // Text in place: the row's offset into the chunk's heap and length
        // (a NULL row's are 0).
        llvm::Value* offset = ColumnLoad(i32_, data, row_);
        llvm::Value* len = ColumnLoad(i32_, ColumnField(n.slot, 3), row_);
        c.v = b_.CreateGEP(i8_, ColumnField(n.slot, 4),
                           b_.CreateZExt(offset, i64_));
        c.len = b_.CreateZExt(len, i64_);
        return c;
      }
      case Layout::kDictionary: {
        // Text is read through a helper, and only for non-NULL rows.
        llvm::Value* column = ColumnField(n.slot, 2);
        llvm::Value* is_null = c.null;
        Cg text = When(
            b_.CreateNot(is_null),
            [&] {
              llvm::Value* p = b_.CreateCall(
                  Helper("kite_rt_dict_text", ptr_, {ptr_, i32_, ptr_}),
                  {column, Code(n), len_slot_});
              return Cg{p, b_.CreateLoad(i64_, len_slot_), False()};
            },
            NullOf(Repr::kText));
        return text;
      }
      case Layout::kNone:
        break;
    }
    return NullOf(n.repr);
  }

  Cg Const(const KNode& n) {
    Cg c;
    c.null = b_.CreateICmpNE(ConstField(n.slot, 5), b_.getInt64(0));
    switch (n.repr) {
      case Repr::kBool:
        c.v = b_.CreateICmpNE(ConstField(n.slot, 0), b_.getInt64(0));
        break;
      case Repr::kInt:
        c.v = ConstField(n.slot, 0);
        break;
      case Repr::kDouble:
        c.v = ConstField(n.slot, 1);
        break;
      case Repr::kText:
        c.v = ConstField(n.slot, 2);
        c.len = ConstField(n.slot, 3);
        break;
      case Repr::kBoxed:
        c.v = ConstField(n.slot, 4);
        break;
    }
    return c;
  }

  // -1/0/1 as i32 for two non-NULL values of one repr, as CompareValues.
  llvm::Value* Three(Repr repr, const Cg& l, const Cg& r) {
    switch (repr) {
      case Repr::kBool:
      case Repr::kInt: {
        llvm::Value* a = repr == Repr::kBool ? b_.CreateZExt(l.v, i64_) : l.v;
        llvm::Value* c = repr == Repr::kBool ? b_.CreateZExt(r.v, i64_) : r.v;
        llvm::Value* lt = b_.CreateICmpSLT(a, c);
        llvm::Value* gt = b_.CreateICmpSGT(a, c);
        return b_.CreateSub(b_.CreateZExt(gt, i32_), b_.CreateZExt(lt, i32_));
      }
      case Repr::kDouble: {
        // NaN is above every other double and equal to itself.
        llvm::Value* an = b_.CreateFCmpUNO(l.v, l.v);
        llvm::Value* bn = b_.CreateFCmpUNO(r.v, r.v);
        llvm::Value* lt = b_.CreateFCmpOLT(l.v, r.v);
        llvm::Value* gt = b_.CreateFCmpOGT(l.v, r.v);
        llvm::Value* plain =
            b_.CreateSub(b_.CreateZExt(gt, i32_), b_.CreateZExt(lt, i32_));
        llvm::Value* nan_side =
            b_.CreateSub(b_.CreateZExt(an, i32_), b_.CreateZExt(bn, i32_));
        return b_.CreateSelect(b_.CreateOr(an, bn), nan_side, plain);
      }
      case Repr::kText:
        return b_.CreateCall(
            Helper("kite_rt_text_cmp", i32_, {ptr_, i64_, ptr_, i64_}),
            {l.v, l.len, r.v, r.len});
      case Repr::kBoxed:  // lowering refuses comparisons of arrays
        break;
    }
    return b_.getInt32(0);
  }

  llvm::Value* Holds(ast::Op op, llvm::Value* three) {
    llvm::Value* z = b_.getInt32(0);
    switch (op) {
      case ast::Op::kEq:
        return b_.CreateICmpEQ(three, z);
      case ast::Op::kNe:
        return b_.CreateICmpNE(three, z);
      case ast::Op::kLt:
        return b_.CreateICmpSLT(three, z);
      case ast::Op::kLe:
        return b_.CreateICmpSLE(three, z);
      case ast::Op::kGt:
        return b_.CreateICmpSGT(three, z);
      case ast::Op::kGe:
        return b_.CreateICmpSGE(three, z);
      default:
        return False();
    }
  }

  Cg Compare(const KNode& n) {
    Cg l = Gen(*n.children[0]);
    Cg r = Gen(*n.children[1]);
    llvm::Value* null = b_.CreateOr(l.null, r.null);
    const Repr repr = n.children[0]->repr;
    if (repr == Repr::kInt) {
      // Direct comparisons let the vectorizer see through them.
      llvm::CmpInst::Predicate p;
      switch (n.cmp) {
        case ast::Op::kEq:
          p = llvm::CmpInst::ICMP_EQ;
          break;
        case ast::Op::kNe:
          p = llvm::CmpInst::ICMP_NE;
          break;
        case ast::Op::kLt:
          p = llvm::CmpInst::ICMP_SLT;
          break;
        case ast::Op::kLe:
          p = llvm::CmpInst::ICMP_SLE;
          break;
        case ast::Op::kGt:
          p = llvm::CmpInst::ICMP_SGT;
          break;
        default:
          p = llvm::CmpInst::ICMP_SGE;
          break;
      }
      return {b_.CreateICmp(p, l.v, r.v), nullptr, null};
    }
    if (repr == Repr::kText) {
      // The helper only for rows where both sides have text.
      Cg res = When(
          b_.CreateNot(null),
          [&] { return Cg{Holds(n.cmp, Three(repr, l, r)), nullptr, False()}; },
          NullOf(Repr::kBool));
      return res;
    }
    return {Holds(n.cmp, Three(repr, l, r)), nullptr, null};
  }

  Cg CodeCompare(const KNode& n) {
    const KNode& col = *n.children[0];
    llvm::Value* null =
        b_.CreateOr(ColumnNull(col.slot),
                    b_.CreateICmpNE(ConstField(n.slot, 5), b_.getInt64(0)));
    llvm::Value* eq =
        b_.CreateICmpEQ(b_.CreateZExt(Code(col), i64_), ConstField(n.slot, 0));
    return {n.cmp == ast::Op::kEq ? eq : b_.CreateNot(eq), nullptr, null};
  }

  // AND / OR: later operands only for rows not yet decided, as the
  // interpreter.
  // Whether `n` evaluates without branches, calls or errors, so AND/OR may
  // evaluate it on every row (the vectorizer can then take the loop).
  static bool IsPure(const KNode& n) {
    switch (n.op) {
      case KOp::kColumn:
      case KOp::kConst:
        return n.repr != Repr::kText && n.repr != Repr::kBoxed;
      case KOp::kCodeCompare:
        return true;
      case KOp::kCast: {
        // Widening casts of integers cannot fail.
        const TypeId from = n.children[0]->type.id;
        if ((n.type.id != TypeId::kBigint && n.type.id != TypeId::kDouble) ||
            (from != TypeId::kInteger && from != TypeId::kBigint)) {
          return false;
        }
        return IsPure(*n.children[0]);
      }
      case KOp::kCompare:
      case KOp::kNot:
      case KOp::kIsNull:
      case KOp::kIsBool:
      case KOp::kAnd:
      case KOp::kOr:
        for (const auto& c : n.children) {
          if (!IsPure(*c)) return false;
        }
        return true;
      default:
        return false;
    }
  }

  Cg AndOr(const KNode& n) {
    const bool is_and = n.op == KOp::kAnd;
    bool pure = true;
    for (const auto& c : n.children) pure = pure && IsPure(*c);
    if (pure) {
      // Every operand on every row: the result is decided by any decisive
      // operand, else NULL if any operand is NULL.
      llvm::Value* decided = False();
      llvm::Value* any_null = False();
      for (const auto& child : n.children) {
        Cg x = Gen(*child);
        decided = b_.CreateOr(decided,
                              b_.CreateAnd(b_.CreateNot(x.null),
                                           is_and ? b_.CreateNot(x.v) : x.v));
        any_null = b_.CreateOr(any_null, x.null);
      }
      llvm::Value* null = b_.CreateAnd(b_.CreateNot(decided), any_null);
      return {is_and ? b_.CreateNot(decided) : decided, nullptr, null};
    }
    auto* done = NewBlock(is_and ? "and.done" : "or.done");
    std::vector<std::pair<Cg, llvm::BasicBlock*>> in;
    llvm::Value* any_null = False();
    for (const auto& child : n.children) {
      Cg x = Gen(*child);
      // decisive: FALSE for AND, TRUE for OR.
      llvm::Value* decisive =
          b_.CreateAnd(b_.CreateNot(x.null), is_and ? b_.CreateNot(x.v) : x.v);
      any_null = b_.CreateOr(any_null, x.null);
      auto* next = NewBlock("next");
      in.push_back({Cg{is_and ? False() : True(), nullptr, False()},
                    b_.GetInsertBlock()});
      b_.CreateCondBr(decisive, done, next);
      b_.SetInsertPoint(next);
    }
    in.push_back({Cg{is_and ? True() : False(), nullptr, any_null},
                  b_.GetInsertBlock()});
    b_.CreateBr(done);
    b_.SetInsertPoint(done);
    return Merge(in);
  }

  llvm::Value* Overflow(llvm::Intrinsic::ID id, llvm::Value* a, llvm::Value* c,
                        llvm::Value** result) {
    llvm::Value* r = b_.CreateBinaryIntrinsic(id, a, c);
    *result = b_.CreateExtractValue(r, 0);
    return b_.CreateExtractValue(r, 1);
  }

  Cg IntArith(const KNode& n) {
    const bool neg = n.children.size() == 1;
    Cg l = neg ? Cg{b_.getInt64(0), nullptr, False()} : Gen(*n.children[0]);
    Cg r = Gen(*n.children[neg ? 0 : 1]);
    llvm::Value* null = b_.CreateOr(l.null, r.null);
    llvm::Value* live = b_.CreateNot(null);
    const TypeId t = n.type.id;
    llvm::Value* result;
    llvm::Value* bad;
    const bool dates = !neg && (n.children[0]->type.id == TypeId::kDate ||
                                n.children[1]->type.id == TypeId::kDate);
    if (dates) {
      // date +/- integer, date - date: day counts (32-bit) in 64 bits, the
      // result within PostgreSQL's dates or within integer.
      result = n.cmp == ast::Op::kSub ? b_.CreateSub(l.v, r.v)
                                      : b_.CreateAdd(l.v, r.v);
      const int64_t lo = t == TypeId::kDate ? -2440588 : INT32_MIN;
      const int64_t hi = t == TypeId::kDate ? 2145042905 : INT32_MAX;
      bad = b_.CreateOr(b_.CreateICmpSLT(result, b_.getInt64(lo)),
                        b_.CreateICmpSGT(result, b_.getInt64(hi)));
    } else if (t == TypeId::kNumeric &&
               (n.cmp == ast::Op::kDiv || n.cmp == ast::Op::kMod)) {
      bad = NumericDivMod(n, l.v, r.v, null, &result);
    } else if (t == TypeId::kNumeric && !neg) {
      // As the interpreter: operands rescaled to a common scale (+, -) or
      // the product at sa + sb (*), then rounded to the result's scale.
      const int precision = n.type.precision == 0 ? 18 : n.type.precision;
      auto scale = [](const KNode& k) {
        return k.type.id == TypeId::kNumeric ? k.type.scale : 0;
      };
      const int sa = scale(*n.children[0]), sb = scale(*n.children[1]);
      const int s = n.type.scale;
      const int da = Digits(n.children[0]->type);
      const int db = Digits(n.children[1]->type);
      const int m = std::max({sa, sb, s});
      // Most digits of the exact result (at scale sa + sb for *, m for + and
      // -): 64-bit arithmetic when that fits in 18 digits; 128-bit
      // otherwise.
      const int exact = n.cmp == ast::Op::kMul
                            ? da + db
                            : std::max(da + m - sa, db + m - sb) + 1;
      const bool fits64 = exact <= 18;
      // Most digits after rounding to scale s (rounding may carry one).
      const int from_scale = n.cmp == ast::Op::kMul ? sa + sb : m;
      const int rounded = exact - (from_scale - s) + (from_scale > s ? 1 : 0);
      llvm::Value* a = fits64 ? l.v : b_.CreateSExt(l.v, i128_);
      llvm::Value* c = fits64 ? r.v : b_.CreateSExt(r.v, i128_);
      llvm::Value* wide;
      if (n.cmp == ast::Op::kMul) {
        wide = fits64 ? Rescale(b_.CreateMul(a, c), sa + sb, s)
                      : WideMulRescale(l.v, r.v, sa + sb, s);
      } else {
        a = Rescale(a, sa, m);
        c = Rescale(c, sb, m);
        wide = Rescale(
            n.cmp == ast::Op::kAdd ? b_.CreateAdd(a, c) : b_.CreateSub(a, c), m,
            s);
      }
      bad = rounded <= precision ? False() : OutOfPrecision(wide, precision);
      result = fits64 ? wide : b_.CreateTrunc(wide, i64_);
    } else {
      const bool is32 = t == TypeId::kInteger;
      llvm::Type* ty = is32 ? i32_ : i64_;
      llvm::Value* a = is32 ? b_.CreateTrunc(l.v, i32_) : l.v;
      llvm::Value* c = is32 ? b_.CreateTrunc(r.v, i32_) : r.v;
      llvm::Value* narrow;
      switch (neg ? ast::Op::kSub : n.cmp) {
        case ast::Op::kAdd:
          bad = Overflow(llvm::Intrinsic::sadd_with_overflow, a, c, &narrow);
          break;
        case ast::Op::kSub:
          bad = Overflow(llvm::Intrinsic::ssub_with_overflow, a, c, &narrow);
          break;
        case ast::Op::kMul:
          bad = Overflow(llvm::Intrinsic::smul_with_overflow, a, c, &narrow);
          break;
        default: {
          // / and %: zero and -1 divisors go to the interpreter (division by
          // zero, and MIN / -1 overflows); NULL rows divide by 1.
          llvm::Value* zero = b_.CreateICmpEQ(c, llvm::ConstantInt::get(ty, 0));
          llvm::Value* minus1 =
              b_.CreateICmpEQ(c, llvm::ConstantInt::get(ty, -1, true));
          bad = b_.CreateOr(zero, minus1);
          llvm::Value* safe = b_.CreateSelect(b_.CreateOr(bad, null),
                                              llvm::ConstantInt::get(ty, 1), c);
          narrow = n.cmp == ast::Op::kDiv ? b_.CreateSDiv(a, safe)
                                          : b_.CreateSRem(a, safe);
          break;
        }
      }
      result = is32 ? b_.CreateSExt(narrow, i64_) : narrow;
    }
    FailIf(b_.CreateAnd(bad, live));
    return {result, nullptr, null};
  }

  // Whether the scaled integer `v` has more than `precision` digits.
  llvm::Value* OutOfPrecision(llvm::Value* v, int precision) {
    llvm::Type* ty = v->getType();
    return b_.CreateOr(
        b_.CreateICmpSGE(v, llvm::ConstantInt::get(ty, Pow10(precision))),
        b_.CreateICmpSLE(v,
                         llvm::ConstantInt::getSigned(ty, -Pow10(precision))));
  }

  // The 128-bit product of two i64 at scale `from`, rescaled to `to`: in
  // 64 bits when the product does not overflow (nearly always: the types
  // bound the digits, not the values), in 128 bits only when it does.
  llvm::Value* WideMulRescale(llvm::Value* a, llvm::Value* c, int from,
                              int to) {
    llvm::Value* product;
    llvm::Value* overflow =
        Overflow(llvm::Intrinsic::smul_with_overflow, a, c, &product);
    auto* narrow_bb = NewBlock("mul.narrow");
    auto* wide_bb = NewBlock("mul.wide");
    auto* join = NewBlock("mul.join");
    b_.CreateCondBr(overflow, wide_bb, narrow_bb);
    b_.SetInsertPoint(narrow_bb);
    llvm::Value* narrow = b_.CreateSExt(Rescale(product, from, to), i128_);
    narrow_bb = b_.GetInsertBlock();
    b_.CreateBr(join);
    b_.SetInsertPoint(wide_bb);
    llvm::Value* wide =
        Rescale(b_.CreateMul(b_.CreateSExt(a, i128_), b_.CreateSExt(c, i128_)),
                from, to);
    wide_bb = b_.GetInsertBlock();
    b_.CreateBr(join);
    b_.SetInsertPoint(join);
    llvm::PHINode* result = b_.CreatePHI(i128_, 2);
    result->addIncoming(narrow, narrow_bb);
    result->addIncoming(wide, wide_bb);
    return result;
  }

  // 10^k as an i128 constant (k <= 38).
  llvm::Value* Pow10Wide(int k) {
    llvm::Value* p = llvm::ConstantInt::get(i128_, Pow10(std::min(k, 18)));
    if (k > 18) {
      p = b_.CreateMul(p, llvm::ConstantInt::get(i128_, Pow10(k - 18)));
    }
    return p;
  }

  // numeric / and % as the interpreter (NumericArith), in 128 bits: sets
  // *result and returns whether the row must go to the interpreter (a zero
  // divisor, a dividend too large to scale up, a result out of range).
  llvm::Value* NumericDivMod(const KNode& n, llvm::Value* x, llvm::Value* y,
                             llvm::Value* null, llvm::Value** result) {
    auto scale = [](const KNode& k) {
      return k.type.id == TypeId::kNumeric ? k.type.scale : 0;
    };
    const int sa = scale(*n.children[0]), sb = scale(*n.children[1]);
    const int s = n.type.scale;
    const int precision = n.type.precision == 0 ? 18 : n.type.precision;
    llvm::Value* zero = b_.CreateICmpEQ(y, b_.getInt64(0));
    llvm::Value* bad = zero;
    // NULL rows and zero divisors divide by 1.
    llvm::Value* safe_y = b_.CreateSExt(
        b_.CreateSelect(b_.CreateOr(zero, null), b_.getInt64(1), y), i128_);
    llvm::Value* wx = b_.CreateSExt(x, i128_);
    llvm::Value* wide;
    if (n.cmp == ast::Op::kMod) {
      const int m = std::max(sa, sb);
      wide = Rescale(b_.CreateSRem(b_.CreateMul(wx, Pow10Wide(m - sa)),
                                   b_.CreateMul(safe_y, Pow10Wide(m - sb))),
                     m, s);
    } else {
      // x / 10^sa / (y / 10^sb) at scale s = x * 10^(s + sb - sa) / y.
      const int shift = s + sb - sa;
      if (shift < -19) {
        wide = llvm::ConstantInt::get(i128_, 0);
      } else {
        if (shift > 0 && 37 - shift < 19) {
          // numeric::Fits(x, 37 - shift): |x| < 10^(37 - shift).
          llvm::Value* limit = b_.getInt64(Pow10(37 - shift));
          bad = b_.CreateOr(
              bad, b_.CreateOr(b_.CreateICmpSGE(x, limit),
                               b_.CreateICmpSLE(x, b_.CreateNeg(limit))));
        }
        llvm::Value* num = b_.CreateMul(wx, Pow10Wide(std::max(shift, 0)));
        llvm::Value* den = b_.CreateMul(safe_y, Pow10Wide(std::max(-shift, 0)));
        // Rounded half away from zero.
        llvm::Value* zero128 = llvm::ConstantInt::get(i128_, 0);
        llvm::Value* q = b_.CreateSDiv(num, den);
        llvm::Value* rem = b_.CreateSRem(num, den);
        auto abs = [&](llvm::Value* v) {
          return b_.CreateSelect(b_.CreateICmpSLT(v, zero128), b_.CreateNeg(v),
                                 v);
        };
        llvm::Value* round = b_.CreateICmpSGE(
            b_.CreateMul(abs(rem), llvm::ConstantInt::get(i128_, 2)), abs(den));
        llvm::Value* opposite = b_.CreateICmpNE(b_.CreateICmpSLT(num, zero128),
                                                b_.CreateICmpSLT(den, zero128));
        llvm::Value* step =
            b_.CreateSelect(opposite, llvm::ConstantInt::getSigned(i128_, -1),
                            llvm::ConstantInt::get(i128_, 1));
        wide = b_.CreateSelect(round, b_.CreateAdd(q, step), q);
      }
    }
    llvm::Value* limit = llvm::ConstantInt::get(i128_, Pow10(precision));
    bad = b_.CreateOr(bad,
                      b_.CreateOr(b_.CreateICmpSGE(wide, limit),
                                  b_.CreateICmpSLE(wide, b_.CreateNeg(limit))));
    *result = b_.CreateTrunc(wide, i64_);
    return bad;
  }

  // numeric::Rescale: up by a power of ten, or down rounding half away
  // from zero.
  llvm::Value* Rescale(llvm::Value* v, int from, int to) {
    if (to == from) return v;
    llvm::Type* ty = v->getType();
    if (to > from) {
      return b_.CreateMul(v, llvm::ConstantInt::get(ty, Pow10(to - from)));
    }
    if (ty == i64_) {
      // (v + half) / div for v >= 0 and (v - half) / div below, truncating:
      // one division by a constant (a multiply). When adding half would
      // overflow (|v| within half of 2^63), quotient and remainder instead.
      const int64_t div = Pow10(from - to);
      llvm::Value* bias =
          b_.CreateSelect(b_.CreateICmpSLT(v, b_.getInt64(0)),
                          b_.getInt64(-div / 2), b_.getInt64(div / 2));
      llvm::Value* biased;
      llvm::Value* overflow =
          Overflow(llvm::Intrinsic::sadd_with_overflow, v, bias, &biased);
      llvm::BasicBlock* fast_bb = b_.GetInsertBlock();
      auto* edge_bb = NewBlock("round.edge");
      auto* join = NewBlock("round.join");
      llvm::Value* fast = b_.CreateSDiv(biased, b_.getInt64(div));
      b_.CreateCondBr(overflow, edge_bb, join);
      b_.SetInsertPoint(edge_bb);
      llvm::Value* q = b_.CreateSDiv(v, b_.getInt64(div));
      llvm::Value* r = b_.CreateSRem(v, b_.getInt64(div));
      llvm::Value* abs_r = b_.CreateSelect(b_.CreateICmpSLT(r, b_.getInt64(0)),
                                           b_.CreateNeg(r), r);
      llvm::Value* round = b_.CreateICmpSGE(b_.CreateMul(abs_r, b_.getInt64(2)),
                                            b_.getInt64(div));
      llvm::Value* step = b_.CreateSelect(b_.CreateICmpSLT(v, b_.getInt64(0)),
                                          b_.getInt64(-1), b_.getInt64(1));
      llvm::Value* edge = b_.CreateSelect(round, b_.CreateAdd(q, step), q);
      b_.CreateBr(join);
      b_.SetInsertPoint(join);
      llvm::PHINode* result = b_.CreatePHI(i64_, 2);
      result->addIncoming(fast, fast_bb);
      result->addIncoming(edge, edge_bb);
      return result;
    }
    llvm::Value* div = llvm::ConstantInt::get(i128_, Pow10(from - to));
    // Values that fit 64 bits divide there (a multiply by the constant's
    // inverse), the others through the 128-bit runtime call.
    llvm::Value* narrow = b_.CreateTrunc(v, i64_);
    llvm::Value* fits = b_.CreateICmpEQ(b_.CreateSExt(narrow, i128_), v);
    llvm::BasicBlock* from_bb = b_.GetInsertBlock();
    auto* wide_bb = NewBlock("rescale.wide");
    auto* join = NewBlock("rescale.join");
    llvm::Value* div64 = b_.getInt64(Pow10(from - to));
    llvm::Value* q64 = b_.CreateSExt(b_.CreateSDiv(narrow, div64), i128_);
    llvm::Value* r64 = b_.CreateSExt(b_.CreateSRem(narrow, div64), i128_);
    b_.CreateCondBr(fits, join, wide_bb);
    b_.SetInsertPoint(wide_bb);
    llvm::Value* q128 = b_.CreateSDiv(v, div);
    llvm::Value* r128 = b_.CreateSRem(v, div);
    b_.CreateBr(join);
    b_.SetInsertPoint(join);
    llvm::PHINode* q = b_.CreatePHI(i128_, 2);
    q->addIncoming(q64, from_bb);
    q->addIncoming(q128, wide_bb);
    llvm::PHINode* r = b_.CreatePHI(i128_, 2);
    r->addIncoming(r64, from_bb);
    r->addIncoming(r128, wide_bb);
    llvm::Value* neg = b_.CreateICmpSLT(v, llvm::ConstantInt::get(i128_, 0));
    llvm::Value* abs_r =
        b_.CreateSelect(b_.CreateICmpSLT(r, llvm::ConstantInt::get(i128_, 0)),
                        b_.CreateNeg(r), r);
    llvm::Value* round = b_.CreateICmpSGE(
        b_.CreateMul(abs_r, llvm::ConstantInt::get(i128_, 2)), div);
    llvm::Value* step =
        b_.CreateSelect(neg, llvm::ConstantInt::getSigned(i128_, -1),
                        llvm::ConstantInt::get(i128_, 1));
    return b_.CreateSelect(round, b_.CreateAdd(q, step), q);
  }

  Cg DoubleArith(const KNode& n) {
    const bool neg = n.children.size() == 1;
    if (neg) {
      Cg x = Gen(*n.children[0]);
      return {b_.CreateFNeg(x.v), nullptr, x.null};
    }
    Cg l = Gen(*n.children[0]);
    Cg r = Gen(*n.children[1]);
    llvm::Value* null = b_.CreateOr(l.null, r.null);
    llvm::Value* zero = llvm::ConstantFP::get(f64_, 0.0);
    llvm::Value* inf = llvm::ConstantFP::getInfinity(f64_);
    auto is_inf = [&](llvm::Value* x) {
      return b_.CreateFCmpOEQ(b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x),
                              inf);
    };
    llvm::Value* res;
    llvm::Value* bad = False();
    llvm::Value* zero_ok = True();
    switch (n.cmp) {
      case ast::Op::kAdd:
        res = b_.CreateFAdd(l.v, r.v);
        break;
      case ast::Op::kSub:
        res = b_.CreateFSub(l.v, r.v);
        break;
      case ast::Op::kMul:
        res = b_.CreateFMul(l.v, r.v);
        zero_ok = b_.CreateOr(b_.CreateFCmpOEQ(l.v, zero),
                              b_.CreateFCmpOEQ(r.v, zero));
        break;
      case ast::Op::kMod:  // fmod, which cannot overflow
        bad = b_.CreateFCmpOEQ(r.v, zero);
        res = b_.CreateFRem(l.v, r.v);
        break;
      default:  // kDiv
        bad = b_.CreateFCmpOEQ(r.v, zero);
        res = b_.CreateFDiv(l.v, r.v);
        zero_ok = b_.CreateOr(b_.CreateFCmpOEQ(l.v, zero), is_inf(r.v));
        break;
    }
    // PostgreSQL's overflow and underflow checks; the interpreter reports.
    llvm::Value* overflow = b_.CreateAnd(
        is_inf(res), b_.CreateNot(b_.CreateOr(is_inf(l.v), is_inf(r.v))));
    llvm::Value* underflow =
        b_.CreateAnd(b_.CreateFCmpOEQ(res, zero), b_.CreateNot(zero_ok));
    bad = b_.CreateOr(bad, b_.CreateOr(overflow, underflow));
    FailIf(b_.CreateAnd(bad, b_.CreateNot(null)));
    return {res, nullptr, null};
  }

  Cg Cast(const KNode& n) {
    Cg x = Gen(*n.children[0]);
    const Type& from = n.children[0]->type;
    const Type& to = n.type;
    llvm::Value* live = b_.CreateNot(x.null);
    if (to.id == TypeId::kDouble && from.id == TypeId::kNumeric &&
        from.scale > 0) {
      // numeric::ToDouble (strtod of the decimal) is the correctly rounded
      // quotient: so is one IEEE division of exact operands, which they are
      // while |v| <= 2^53 (10^18 is exact too); larger values go to the
      // interpreter.
      constexpr int64_t kExact = int64_t{1} << 53;
      FailIf(b_.CreateAnd(
          live, b_.CreateICmpUGT(b_.CreateAdd(x.v, b_.getInt64(kExact)),
                                 b_.getInt64(2 * kExact))));
      llvm::Value* d = b_.CreateFDiv(
          b_.CreateSIToFP(x.v, f64_),
          llvm::ConstantFP::get(f64_, static_cast<double>(Pow10(from.scale))));
      return {d, nullptr, x.null};
    }
    if (to.id == TypeId::kDouble) {
      return {b_.CreateSIToFP(x.v, f64_), nullptr, x.null};
    }
    if (from.id == TypeId::kDouble) {
      // rint(), then the target's range (NaN fails too).
      const double lo =
          to.id == TypeId::kInteger ? -2147483648.0 : -9223372036854775808.0;
      llvm::Value* d = b_.CreateUnaryIntrinsic(llvm::Intrinsic::rint, x.v);
      llvm::Value* in_range =
          b_.CreateAnd(b_.CreateFCmpOGE(d, llvm::ConstantFP::get(f64_, lo)),
                       b_.CreateFCmpOLT(d, llvm::ConstantFP::get(f64_, -lo)));
      FailIf(b_.CreateAnd(live, b_.CreateNot(in_range)));
      llvm::Value* safe =
          b_.CreateSelect(in_range, d, llvm::ConstantFP::get(f64_, 0.0));
      return {b_.CreateFPToSI(safe, i64_), nullptr, x.null};
    }
    if (to.id == TypeId::kTimestamp) {  // from date: days to microseconds
      // The interpreter's bounds (Value::CastTo).
      constexpr int64_t kDay = datetime::kMicrosPerDay;
      llvm::Value* bad =
          b_.CreateOr(b_.CreateICmpSGT(x.v, b_.getInt64(INT64_MAX / kDay)),
                      b_.CreateICmpSLT(x.v, b_.getInt64(INT64_MIN / kDay)));
      FailIf(b_.CreateAnd(bad, live));
      return {b_.CreateMul(x.v, b_.getInt64(kDay)), nullptr, x.null};
    }
    if (to.id == TypeId::kDate) {  // from timestamp: floor division
      llvm::Value* day = b_.getInt64(datetime::kMicrosPerDay);
      llvm::Value* q = b_.CreateSDiv(x.v, day);
      llvm::Value* below =
          b_.CreateAnd(b_.CreateICmpNE(b_.CreateSRem(x.v, day), b_.getInt64(0)),
                       b_.CreateICmpSLT(x.v, b_.getInt64(0)));
      return {b_.CreateSub(q, b_.CreateZExt(below, i64_)), nullptr, x.null};
    }
    if (from.id == TypeId::kNumeric &&
        (to.id == TypeId::kInteger || to.id == TypeId::kBigint)) {
      // Rounded half away from zero; |v| < 10^18 fits a bigint.
      x.v = Rescale(x.v, from.scale, 0);
      if (to.id == TypeId::kBigint) return x;
    }
    if (to.id == TypeId::kInteger) {
      llvm::Value* bad =
          b_.CreateOr(b_.CreateICmpSLT(x.v, b_.getInt64(INT32_MIN)),
                      b_.CreateICmpSGT(x.v, b_.getInt64(INT32_MAX)));
      FailIf(b_.CreateAnd(bad, live));
      return x;
    }
    if (to.id == TypeId::kBigint) return x;
    // -> numeric: rescaled (rounding half away from zero), then the
    // precision.
    const int fs = from.id == TypeId::kNumeric ? from.scale : 0;
    const int precision = to.precision == 0 ? 18 : to.precision;
    if (to.scale >= fs && Digits(from) + to.scale - fs <= precision) {
      // Always fits.
      return {b_.CreateMul(x.v, b_.getInt64(Pow10(to.scale - fs))), nullptr,
              x.null};
    }
    llvm::Value* wide =
        to.scale >= fs
            ? b_.CreateMul(b_.CreateSExt(x.v, i128_),
                           llvm::ConstantInt::get(i128_, Pow10(to.scale - fs)))
            : b_.CreateSExt(Rescale(x.v, fs, to.scale), i128_);
    FailIf(b_.CreateAnd(OutOfPrecision(wide, precision), live));
    return {b_.CreateTrunc(wide, i64_), nullptr, x.null};
  }

  Cg Like(const KNode& n) {
    const KNode& xn = *n.children[0];
    Cg x = Gen(xn);
    llvm::Value* null = b_.CreateOr(
        x.null, b_.CreateICmpNE(ConstField(n.slot, 5), b_.getInt64(0)));
    llvm::Value* matcher = ConstField(n.slot, 4);
    return When(
        b_.CreateNot(null),
        [&] {
          llvm::Value* r =
              b_.CreateCall(Helper("kite_rt_like", i32_, {ptr_, ptr_, i64_}),
                            {matcher, x.v, x.len});
          FailIf(b_.CreateICmpSLT(r, b_.getInt32(0)));
          llvm::Value* m = b_.CreateICmpEQ(r, b_.getInt32(1));
          return Cg{n.negated ? b_.CreateNot(m) : m, nullptr, False()};
        },
        NullOf(Repr::kBool));
  }

  Cg InSet(const KNode& n) {
    const KNode& xn = *n.children[0];
    llvm::Value* set = ConstField(n.slot, 4);
    llvm::Value* list_null =
        b_.CreateICmpNE(ConstField(n.slot, 0), b_.getInt64(0));
    Cg x;
    if (n.op == KOp::kCodeInSet) {
      x.null = ColumnNull(xn.slot);
      x.v = b_.CreateZExt(Code(xn), i64_);
    } else {
      x = Gen(xn);
    }
    return When(
        b_.CreateNot(x.null),
        [&] {
          llvm::Value* found;
          if (n.op == KOp::kCodeInSet || xn.repr == Repr::kInt) {
            found = b_.CreateCall(Helper("kite_rt_in_int", i32_, {ptr_, i64_}),
                                  {set, x.v});
          } else if (xn.repr == Repr::kDouble) {
            found = b_.CreateCall(
                Helper("kite_rt_in_double", i32_, {ptr_, f64_}), {set, x.v});
          } else {
            found = b_.CreateCall(
                Helper("kite_rt_in_text", i32_, {ptr_, ptr_, i64_}),
                {set, x.v, x.len});
          }
          llvm::Value* hit = b_.CreateICmpNE(found, b_.getInt32(0));
          llvm::Value* v = n.negated ? b_.CreateNot(hit) : hit;
          // Not found in a list holding NULL: NULL.
          return Cg{v, nullptr, b_.CreateAnd(b_.CreateNot(hit), list_null)};
        },
        NullOf(Repr::kBool));
  }

  Cg Case(const KNode& n) {
    auto* merge = NewBlock("case.end");
    std::vector<std::pair<Cg, llvm::BasicBlock*>> in;
    const size_t pairs = (n.children.size() - (n.has_else ? 1 : 0)) / 2;
    for (size_t k = 0; k < pairs; ++k) {
      Cg when = Gen(*n.children[2 * k]);
      auto* then = NewBlock("case.then");
      auto* next = NewBlock("case.next");
      b_.CreateCondBr(b_.CreateAnd(when.v, b_.CreateNot(when.null)), then,
                      next);
      b_.SetInsertPoint(then);
      Cg v = Gen(*n.children[2 * k + 1]);
      in.push_back({v, b_.GetInsertBlock()});
      b_.CreateBr(merge);
      b_.SetInsertPoint(next);
    }
    Cg otherwise = n.has_else ? Gen(*n.children.back()) : NullOf(n.repr);
    in.push_back({otherwise, b_.GetInsertBlock()});
    b_.CreateBr(merge);
    b_.SetInsertPoint(merge);
    return Merge(in);
  }

  Cg Coalesce(const KNode& n) {
    auto* merge = NewBlock("coalesce.end");
    std::vector<std::pair<Cg, llvm::BasicBlock*>> in;
    for (size_t k = 0; k < n.children.size(); ++k) {
      Cg x = Gen(*n.children[k]);
      if (k + 1 == n.children.size()) {
        in.push_back({x, b_.GetInsertBlock()});
        b_.CreateBr(merge);
        break;
      }
      auto* next = NewBlock("coalesce.next");
      in.push_back({x, b_.GetInsertBlock()});
      b_.CreateCondBr(b_.CreateNot(x.null), merge, next);
      b_.SetInsertPoint(next);
    }
    b_.SetInsertPoint(merge);
    return Merge(in);
  }

  // A scalar function through kite_rt_call: arguments stored in an array of
  // KernelCallValue, the result read back.
  Cg Call(const KNode& n) {
    const size_t nargs = n.children.size();
    llvm::Value* args = InEntry([&] {
      return b_.CreateAlloca(call_ty_, b_.getInt32(std::max<size_t>(nargs, 1)));
    });
    llvm::Value* out = InEntry([&] { return b_.CreateAlloca(call_ty_); });
    for (size_t k = 0; k < nargs; ++k) {
      Cg x = Gen(*n.children[k]);
      StoreCallValue(n.children[k]->repr, x,
                     b_.CreateInBoundsGEP(call_ty_, args, b_.getInt64(k)));
    }
    llvm::Value* r =
        b_.CreateCall(Helper("kite_rt_call", i32_, {ptr_, ptr_, ptr_}),
                      {ConstField(n.slot, 4), args, out});
    FailIf(b_.CreateICmpSLT(r, b_.getInt32(0)));
    Cg c;
    c.null = b_.CreateICmpNE(
        b_.CreateLoad(i64_, b_.CreateStructGEP(call_ty_, out, 4)),
        b_.getInt64(0));
    switch (n.repr) {
      case Repr::kBool:
        c.v = b_.CreateICmpNE(
            b_.CreateLoad(i64_, b_.CreateStructGEP(call_ty_, out, 0)),
            b_.getInt64(0));
        break;
      case Repr::kInt:
        c.v = b_.CreateLoad(i64_, b_.CreateStructGEP(call_ty_, out, 0));
        break;
      case Repr::kDouble:
        c.v = b_.CreateLoad(f64_, b_.CreateStructGEP(call_ty_, out, 1));
        break;
      case Repr::kText:
        c.v = b_.CreateLoad(ptr_, b_.CreateStructGEP(call_ty_, out, 2));
        c.len = b_.CreateLoad(i64_, b_.CreateStructGEP(call_ty_, out, 3));
        break;
      case Repr::kBoxed:  // a kite::Value the call site holds
        c.v = b_.CreateLoad(ptr_, b_.CreateStructGEP(call_ty_, out, 2));
        break;
    }
    return c;
  }

  // x op ANY/ALL(array): NULL for a NULL array, else the helper's answer.
  Cg AnyArray(const KNode& n) {
    Cg x = Gen(*n.children[0]);
    Cg arr = Gen(*n.children[1]);
    llvm::Value* value = InEntry([&] { return b_.CreateAlloca(call_ty_); });
    StoreCallValue(n.children[0]->repr, x, value);
    llvm::Value* site = ConstField(n.slot, 4);
    Cg r = When(
        b_.CreateNot(arr.null),
        [&] {
          llvm::Value* h = b_.CreateCall(
              Helper("kite_rt_any_array", i32_, {ptr_, ptr_, ptr_}),
              {site, value, arr.v});
          return Cg{b_.CreateICmpEQ(h, b_.getInt32(1)), nullptr,
                    b_.CreateICmpSLT(h, b_.getInt32(0))};
        },
        NullOf(Repr::kBool));
    return r;
  }

  // a @> b, a <@ b, a && b: NULL if either is NULL.
  Cg ArrayOp(const KNode& n) {
    Cg a = Gen(*n.children[0]);
    Cg c = Gen(*n.children[1]);
    const int op = n.cmp == ast::Op::kContains      ? 0
                   : n.cmp == ast::Op::kContainedBy ? 1
                                                    : 2;
    llvm::Value* null = b_.CreateOr(a.null, c.null);
    return When(
        b_.CreateNot(null),
        [&] {
          llvm::Value* h = b_.CreateCall(
              Helper("kite_rt_array_op", i32_, {i32_, ptr_, ptr_}),
              {b_.getInt32(op), a.v, c.v});
          return Cg{b_.CreateICmpNE(h, b_.getInt32(0)), nullptr, False()};
        },
        NullOf(Repr::kBool));
  }

  // Stores a value of `repr` into the KernelCallValue at `slot`.
  void StoreCallValue(Repr repr, const Cg& x, llvm::Value* slot) {
    switch (repr) {
      case Repr::kBool:
        b_.CreateStore(b_.CreateZExt(x.v, i64_),
                       b_.CreateStructGEP(call_ty_, slot, 0));
        break;
      case Repr::kInt:
        b_.CreateStore(x.v, b_.CreateStructGEP(call_ty_, slot, 0));
        break;
      case Repr::kDouble:
        b_.CreateStore(x.v, b_.CreateStructGEP(call_ty_, slot, 1));
        break;
      case Repr::kText:
        b_.CreateStore(x.v, b_.CreateStructGEP(call_ty_, slot, 2));
        b_.CreateStore(x.len, b_.CreateStructGEP(call_ty_, slot, 3));
        break;
      case Repr::kBoxed:
        b_.CreateStore(x.v, b_.CreateStructGEP(call_ty_, slot, 2));
        break;
    }
    b_.CreateStore(b_.CreateZExt(x.null, i64_),
                   b_.CreateStructGEP(call_ty_, slot, 4));
  }

  // x IN (expressions): every item on every row; TRUE if one equals x, else
  // NULL if x or an item is NULL, else FALSE.
  Cg InList(const KNode& n) {
    Cg x = Gen(*n.children[0]);
    const Repr repr = n.children[0]->repr;
    llvm::Value* found = False();
    llvm::Value* saw_null = False();
    for (size_t k = 1; k < n.children.size(); ++k) {
      Cg item = Gen(*n.children[k]);
      llvm::Value* eq = b_.CreateICmpEQ(Three(repr, x, item), b_.getInt32(0));
      found = b_.CreateOr(
          found,
          b_.CreateAnd(eq, b_.CreateNot(b_.CreateOr(x.null, item.null))));
      saw_null = b_.CreateOr(saw_null, item.null);
    }
    llvm::Value* null =
        b_.CreateOr(x.null, b_.CreateAnd(b_.CreateNot(found), saw_null));
    return {n.negated ? b_.CreateNot(found) : found, nullptr, null};
  }

  Cg NullIf(const KNode& n) {
    Cg a = Gen(*n.children[0]);
    Cg c = Gen(*n.children[1]);
    const Repr repr = n.children[0]->repr;
    llvm::Value* both = b_.CreateNot(b_.CreateOr(a.null, c.null));
    Cg eq = When(
        both,
        [&] {
          return Cg{b_.CreateICmpEQ(Three(repr, a, c), b_.getInt32(0)), nullptr,
                    False()};
        },
        Cg{False(), nullptr, False()});
    Cg out = a;
    out.null = b_.CreateOr(a.null, eq.v);
    return out;
  }

  llvm::LLVMContext& ctx_;
  llvm::Module* m_;
  llvm::IRBuilder<> b_;
  llvm::Type *i1_, *i8_, *i32_, *i64_, *i128_, *f64_;
  llvm::PointerType* ptr_;
  llvm::StructType *const_ty_, *column_ty_, *args_ty_, *call_ty_;
  llvm::Function* fn_ = nullptr;
  llvm::BasicBlock* entry_ = nullptr;
  llvm::BasicBlock* fail_ = nullptr;
  llvm::Value* len_slot_ = nullptr;
  llvm::Value* columns_ = nullptr;
  llvm::Value* consts_ = nullptr;
  llvm::Value* base_ = nullptr;
  llvm::Value* row_ = nullptr;    // i64 offset of the row in the chunk
  llvm::Value* row32_ = nullptr;  // the same, i32
  bool dense_ = false;
  // Aggregate argument parts computed once per row (ShareCommonArguments).
  std::map<const KNode*, Cg> shared_;
  std::map<std::pair<int, int>, llvm::Value*> const_fields_;
  std::map<std::pair<int, int>, llvm::Value*> column_fields_;
};

}  // namespace

std::unique_ptr<llvm::Module> GeneratePredicate(const KNode& root,
                                                const std::string& name,
                                                llvm::LLVMContext& ctx) {
  auto m = std::make_unique<llvm::Module>(name, ctx);
  Generator(ctx, m.get()).Generate(root, name, /*dense=*/false);
  Generator(ctx, m.get()).Generate(root, name + "_dense", /*dense=*/true);
  return m;
}

std::vector<int> AccumulatorOwners(const LoweredAggregate& agg) {
  // sum and avg of one argument keep the same count and sum, and count(x)
  // can read the count of either (but not the other way round); min and
  // max share only with their own kind.
  auto covers = [](plan::AggKind owner, plan::AggKind k) {
    auto sums = [](plan::AggKind x) {
      return x == plan::AggKind::kSum || x == plan::AggKind::kAvg;
    };
    return owner == k ||
           (sums(owner) && (sums(k) || k == plan::AggKind::kCount));
  };
  std::vector<std::string> shapes;
  for (const KNodePtr& arg : agg.args) {
    shapes.emplace_back();
    if (arg != nullptr) AppendShape(*arg, &shapes.back());
  }
  // DISTINCT aggregates keep their own (their values are filtered per
  // group).
  auto plain = [&](size_t a) { return agg.distinct_slots[a] < 0; };
  std::vector<int> owners;
  for (size_t a = 0; a < agg.kinds.size(); ++a) {
    size_t b = 0;
    while (b < a &&
           !(plain(a) && plain(b) && covers(agg.kinds[b], agg.kinds[a]) &&
             (agg.args[b] == nullptr) == (agg.args[a] == nullptr) &&
             shapes[b] == shapes[a])) {
      ++b;
    }
    owners.push_back(static_cast<int>(b));
  }
  return owners;
}

std::unique_ptr<llvm::Module> GenerateAggregate(const LoweredAggregate& agg,
                                                const std::string& name,
                                                llvm::LLVMContext& ctx) {
  auto m = std::make_unique<llvm::Module>(name, ctx);
  Generator(ctx, m.get()).GenerateAggregate(agg, name, /*dense=*/false);
  Generator(ctx, m.get()).GenerateAggregate(agg, name + "_dense", true);
  return m;
}

}  // namespace kite::jit
