#include "catalog/stats_view.h"

#include <memory>
#include <string>

#include "common/float_format.h"
#include "common/text_util.h"

namespace kite {
namespace {

// `items` as an array literal, NULL when there are none (as pg_stats).
template <typename T, typename Format>
Value ListText(const std::vector<T>& items, Format format) {
  if (items.empty()) return Value::Null(Type::Text());
  std::string out = "{";
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out.push_back(',');
    out += format(items[i]);
  }
  out.push_back('}');
  return Value::Text(std::move(out));
}

std::string ValueText(const Value& v) {
  return QuoteArrayElement(v.ToString());
}

Value BoundText(const Value& v) {
  return v.is_null() ? Value::Null(Type::Text()) : Value::Text(v.ToString());
}

}  // namespace

TableSchema StatsViewSchema() {
  TableSchema schema;
  schema.columns = {{"tablename", Type::Text()},
                    {"attname", Type::Text()},
                    {"null_frac", Type::Double()},
                    {"n_distinct", Type::Double()},
                    {"most_common_vals", Type::Text()},
                    {"most_common_freqs", Type::Text()},
                    {"histogram_bounds", Type::Text()},
                    {"min", Type::Text()},
                    {"max", Type::Text()}};
  return schema;
}

std::vector<std::vector<Value>> StatsViewRows(const Table& table) {
  std::vector<std::vector<Value>> rows;
  std::shared_ptr<const TableStats> stats = table.stats();
  if (stats == nullptr || stats->row_count <= 0) return rows;
  const TableSchema& schema = table.schema();
  for (size_t c = 0; c < stats->columns.size() && c < schema.columns.size();
       ++c) {
    const ColumnStats& s = stats->columns[c];
    double n_distinct = s.distinct;
    if (!schema.columns[c].type.is_array() &&
        n_distinct > 0.1 * stats->row_count) {
      n_distinct = -(n_distinct / stats->row_count);
    }
    rows.push_back({Value::Text(table.name()),
                    Value::Text(schema.columns[c].name),
                    Value::Double(s.null_fraction), Value::Double(n_distinct),
                    ListText(s.common_values, ValueText),
                    ListText(s.common_fractions, FormatDouble),
                    ListText(s.histogram_bounds, ValueText), BoundText(s.min),
                    BoundText(s.max)});
  }
  return rows;
}

}  // namespace kite
