// pg_stat_activity: one row per session (catalog/activity.h), with
// PostgreSQL 15's columns. Kite has no timestamptz yet: the times are
// timestamps in UTC, reported with timestamptz's type OID.
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/time/time.h"
#include "catalog/activity.h"
#include "catalog/catalog.h"
#include "catalog/system_views.h"

namespace kite {
namespace {

Value TimeValue(absl::Time t) {
  return Value::Timestamp(absl::ToUnixMicros(t));
}

const char* StateName(const Backend::Snapshot& b) {
  if (b.active) return "active";
  switch (b.status) {
    case TransactionStatus::kIdle:
      return "idle";
    case TransactionStatus::kInBlock:
      return "idle in transaction";
    case TransactionStatus::kFailed:
      return "idle in transaction (aborted)";
  }
  return "idle";
}

void ActivityRows(const ViewContext& context, ViewRows* out) {
  absl::flat_hash_map<std::string, uint32_t> role_oids;
  for (const auto& [oid, role] : context.catalog->RolesWithOids()) {
    role_oids[role.name] = oid;
  }
  for (const Backend::Snapshot& b : context.catalog->activity().List()) {
    out->Add();
    for (const char* column :
         {"leader_pid", "usesysid", "client_addr", "client_hostname",
          "xact_start", "query_start", "wait_event_type", "wait_event",
          "backend_xid", "backend_xmin", "query_id"}) {
      out->Set(column, Value::Null());
    }
    out->Set("datid", int64_t{5});  // pg_database's only row
    out->Set("datname", b.info.database);
    out->Set("pid", int64_t{b.info.backend_pid});
    if (auto it = role_oids.find(b.info.user); it != role_oids.end()) {
      out->Set("usesysid", int64_t{it->second});
    }
    out->Set("usename", b.info.user);
    out->Set("application_name", b.info.application_name);
    if (!b.info.client_addr.empty()) {
      out->Set("client_addr", b.info.client_addr);
      out->Set("client_port", int64_t{b.info.client_port});
    } else {
      // A Unix socket (or an embedded session): PostgreSQL's -1.
      out->Set("client_port", int64_t{-1});
    }
    out->Set("backend_start", TimeValue(b.backend_start));
    if (b.xact_start.has_value()) {
      out->Set("xact_start", TimeValue(*b.xact_start));
    }
    if (!b.query.empty() || b.active) {
      out->Set("query_start", TimeValue(b.query_start));
    }
    out->Set("state_change", TimeValue(b.state_change));
    if (!b.active) {
      out->Set("wait_event_type", "Client");
      out->Set("wait_event", "ClientRead");
    }
    out->Set("state", StateName(b));
    out->Set("query", b.query);
    out->Set("backend_type", "client backend");
  }
}

}  // namespace

void AddActivityViews(std::vector<SystemView>* views) {
  views->push_back(
      {"pg_catalog", "pg_stat_activity", 12222, 'v',
       ParseViewColumns(
           "datid oid, datname name, pid integer, leader_pid integer, "
           "usesysid oid, usename name, application_name text, client_addr "
           "inet, client_hostname text, client_port integer, backend_start "
           "timestamp with time zone, xact_start timestamp with time zone, "
           "query_start timestamp with time zone, state_change timestamp "
           "with time zone, wait_event_type text, wait_event text, state "
           "text, backend_xid xid, backend_xmin xid, query_id bigint, query "
           "text, backend_type text"),
       &ActivityRows, /*reads_relations=*/false});
}

}  // namespace kite
