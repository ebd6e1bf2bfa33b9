#include "bench/bench_target.h"

namespace kite::bench {

const char* WorkloadName(Workload workload) {
  switch (workload) {
    case Workload::kById:
      return "byid";
    case Workload::kOneCond:
      return "1cond";
    case Workload::kTwoCond:
      return "2cond";
    case Workload::kUpdate:
      return "update";
    case Workload::kJoin:
      return "join";
    case Workload::kTop:
      return "top10";
    case Workload::kNames:
      return "in5";
    case Workload::kTopTotal:
      return "top10+cnt";
    case Workload::kNamesTotal:
      return "in5+cnt";
  }
  return "";
}

const char* WorkloadSql(Workload workload) {
  switch (workload) {
    case Workload::kById:
      return "SELECT * FROM items WHERE id = $1";
    case Workload::kOneCond:
      return "SELECT * FROM items WHERE year > 2010 LIMIT 10";
    case Workload::kTwoCond:
      return "SELECT * FROM items WHERE year > 2010 AND name = $1 LIMIT 10";
    case Workload::kUpdate:
      return "UPDATE items SET year = $1, name = $2 WHERE id = $3";
    case Workload::kJoin:
      return "SELECT * FROM items JOIN joined_items j ON j.id = items.id "
             "WHERE items.id IN ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
    case Workload::kTop:
      return "SELECT * FROM items WHERE year > 2010 ORDER BY year DESC "
             "LIMIT 10";
    case Workload::kNames:
      return "SELECT * FROM items WHERE name IN ($1, $2, $3, $4, $5) LIMIT 10";
    case Workload::kTopTotal:
      return "SELECT *, count(*) OVER () FROM items WHERE year > 2010 "
             "ORDER BY year DESC LIMIT 10";
    case Workload::kNamesTotal:
      return "SELECT *, count(*) OVER () FROM items "
             "WHERE name IN ($1, $2, $3, $4, $5) LIMIT 10";
  }
  return "";
}

Params WorkloadParams(Workload workload, absl::Span<const ItemParams> params) {
  Params values;
  switch (workload) {
    case Workload::kById:
      values.push_back(params[0].id);
      break;
    case Workload::kOneCond:
    case Workload::kTop:
    case Workload::kTopTotal:
      break;
    case Workload::kTwoCond:
      values.push_back(std::string_view(params[0].name));
      break;
    case Workload::kUpdate:
      values.push_back(int64_t{params[0].year});
      values.push_back(std::string_view(params[0].name));
      values.push_back(params[0].id);
      break;
    case Workload::kJoin:
      for (int i = 0; i < 10; ++i) values.push_back(params[i].id);
      break;
    case Workload::kNames:
    case Workload::kNamesTotal:
      for (int i = 0; i < 5; ++i) {
        values.push_back(std::string_view(params[i].name));
      }
      break;
  }
  return values;
}

Params InsertValues(const Item& item) {
  return {item.id, std::string_view(item.name), int64_t{item.year},
          std::string_view(item.description)};
}

Params InsertValues(const JoinedItem& item) {
  return {item.id, int64_t{item.price}, int64_t{item.stock},
          std::string_view(item.category)};
}

}  // namespace kite::bench
