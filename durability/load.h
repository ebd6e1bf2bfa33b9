// Loading a database on disk into memory when it opens: every table's
// definition, rows and indexes, the roles and the stored settings
// (durability/durable_store.h says what the store holds).
#ifndef KITE_DURABILITY_LOAD_H_
#define KITE_DURABILITY_LOAD_H_

#include <functional>
#include <string>

#include "absl/status/status.h"
#include "catalog/catalog.h"
#include "catalog/roles.h"
#include "durability/durable_store.h"
#include "kite/kite.h"

namespace kite {

// Applies a stored setting, as SET would ("" for its default).
using ApplySetting = std::function<absl::Status(const std::string& name,
                                                const std::string& value)>;

// Loads everything `store` holds into `catalog` and `roles` (both empty),
// reporting progress to options.progress, and gives each stored setting to
// `apply`. Rows of tables dropped or truncated before the last close are
// deleted from the store. Errors: DataLoss naming what is damaged (and
// where), the store's read errors; `catalog` and `roles` are then to be
// thrown away.
absl::Status LoadDatabase(DurableStore& store, const OpenOptions& options,
                          Catalog* catalog, RoleStore* roles,
                          const ApplySetting& apply);

}  // namespace kite

#endif  // KITE_DURABILITY_LOAD_H_
