// Random WHERE conditions over one table of the index tester: the shapes an
// index can answer (equality, ranges, BETWEEN, IN lists, IS NULL, array
// containment and overlap, equality on an index's leading columns with a
// range on the next) over indexed and unindexed columns, nested in AND, OR
// and NOT, with constants as literals (also of other types than the
// column's) or $n parameters. Nothing in them can fail at run time, so a
// query gives the same answer whichever rows an access path looks at.
#ifndef KITE_TESTS_INDEX_FUZZ_PREDICATE_GEN_H_
#define KITE_TESTS_INDEX_FUZZ_PREDICATE_GEN_H_

#include <optional>
#include <string>

#include "kite/type.h"
#include "tests/fuzz_common/rng.h"
#include "tests/fuzz_common/sql_template.h"
#include "tests/index_fuzz/model.h"

namespace kite::fuzz::index_fuzz {

class PredicateGen {
 public:
  // Conditions whose constants become slots of `tmpl`, a share of them $n
  // parameters when `use_params`. `schema` must outlive the template.
  PredicateGen(Rng& rng, SqlTemplate* tmpl, const Schema& schema,
               bool use_params);

  // A condition over table `t`, its columns written `alias.column` (just
  // `column` when alias is empty), nested up to `depth`.
  std::string Condition(int t, const std::string& alias, int depth);
  // A constant of column `c` of table `t`'s type, drawn like its values.
  std::string Constant(int t, int c, bool bare_ok);
  // A column of table `t`, those that lead an index more often; arrays
  // only when `arrays_ok`.
  int PickColumn(int t, bool arrays_ok);

 private:
  std::string Atom(int t, const std::string& alias, int c);
  std::string ScalarAtom(int t, const std::string& col, int c);
  std::string ArrayAtom(int t, const std::string& col, int c);
  // Equality on the leading columns of one of the table's indexes and,
  // now and then, a range on the next.
  std::string IndexShaped(int t, const std::string& alias);
  // The type of the constants to compare column `c` with: nullopt for the
  // column's own, or now and then a comparable other type.
  std::optional<Type> OperandType(int t, int c);
  // A constant to compare column `c` with: of its type (maybe $n, bare when
  // `bare_ok`), or a literal of `type` when set.
  std::string Operand(int t, int c, bool bare_ok,
                      const std::optional<Type>& type);
  std::string ComparisonOp();

  Rng& rng_;
  SqlTemplate* tmpl_;
  const Schema& schema_;
  bool use_params_;
};

// `alias.name`, or `name` when alias is empty.
std::string Qualified(const std::string& alias, const std::string& name);

}  // namespace kite::fuzz::index_fuzz

#endif  // KITE_TESTS_INDEX_FUZZ_PREDICATE_GEN_H_
