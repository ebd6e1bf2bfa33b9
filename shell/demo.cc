#include "shell/demo.h"

#include <memory>

#include "bench/items_generator.h"

namespace kite::shell {

absl::Status CreateDemoTable(Session* db, int64_t rows) {
  absl::StatusOr<Result> created = db->Execute(
      "CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
      "description TEXT)");
  if (!created.ok()) return created.status();
  absl::StatusOr<std::unique_ptr<PreparedStatement>> insert =
      db->Prepare("INSERT INTO items VALUES ($1, $2, $3, $4)");
  if (!insert.ok()) return insert.status();
  bench::ItemsGenerator generator;
  for (int64_t i = 0; i < rows; ++i) {
    bench::Item item = generator.Next();
    PreparedStatement& statement = **insert;
    for (absl::Status s :
         {statement.Bind(1, item.id), statement.Bind(2, item.name),
          statement.Bind(3, static_cast<int64_t>(item.year)),
          statement.Bind(4, item.description)}) {
      if (!s.ok()) return s;
    }
    absl::StatusOr<Result> inserted = statement.Execute();
    if (!inserted.ok()) return inserted.status();
  }
  return absl::OkStatus();
}

}  // namespace kite::shell
