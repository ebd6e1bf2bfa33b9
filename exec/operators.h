// Factories of the operators, one per plan node kind (used by
// BuildOperator).
#ifndef KITE_EXEC_OPERATORS_H_
#define KITE_EXEC_OPERATORS_H_

#include <memory>

#include "exec/executor.h"

namespace kite {

using OperatorPtr = std::unique_ptr<Operator>;
using EnvPtr = std::shared_ptr<ExecEnv>;

OperatorPtr MakeScan(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeSingleRow(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeValues(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeSeries(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeUnnest(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeFilter(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeProject(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeLimit(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeAggregate(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeSort(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeWindowCount(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeDistinct(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeJoin(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeSetOp(const plan::PlanNode* node, EnvPtr env);
// JoinMethod::kIndexLookup joins and their probed right inputs.
OperatorPtr MakeIndexJoin(const plan::PlanNode* node, EnvPtr env);
OperatorPtr MakeIndexProbe(const plan::PlanNode* node, EnvPtr env);

}  // namespace kite

#endif  // KITE_EXEC_OPERATORS_H_
