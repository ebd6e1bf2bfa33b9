// Embedding Kite: a database in memory, SQL, a prepared statement, the query
// builder and error handling, through the public API (kite/kite.h) only.
// Exits with status 1 if anything is not as expected (`make test` runs it).
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include "kite/kite.h"

namespace {

int failures = 0;

// Reports a failed expectation and counts it.
void Expect(bool ok, std::string_view what) {
  if (!ok) {
    std::cerr << "embed_example: expected " << what << '\n';
    ++failures;
  }
}

// Stops the program when a step that the rest depends on fails.
template <typename T>
T Must(absl::StatusOr<T> value, std::string_view what) {
  if (!value.ok()) {
    std::cerr << "embed_example: " << what << ": " << value.status() << '\n';
    std::exit(1);
  }
  return std::move(*value);
}

}  // namespace

int main() {
  std::unique_ptr<kite::Database> db =
      Must(kite::Database::Open(), "open a database in memory");

  // Plain SQL: a table and a few rows.
  Must(db->Execute("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, "
                   "year INT, price NUMERIC(8,2))"),
       "create table");
  kite::Result inserted = Must(
      db->Execute("INSERT INTO items VALUES (1, 'kite', 2012, 9.50), "
                  "(2, 'glider', 2015, 120.00), (3, 'balloon', 2008, NULL)"),
      "insert");
  Expect(inserted.command_tag() == "INSERT 0 3", "command tag INSERT 0 3");
  Expect(inserted.rows_affected() == 3, "3 rows inserted");

  // A prepared statement, parsed and planned once, run with new parameters.
  std::unique_ptr<kite::PreparedStatement> add = Must(
      db->Prepare("INSERT INTO items (id, name, year) VALUES ($1, $2, $3)"),
      "prepare insert");
  for (int64_t id = 4; id <= 10; ++id) {
    Expect(add->Bind(1, id).ok(), "bind $1");
    Expect(add->Bind(2, "plane " + std::to_string(id)).ok(), "bind $2");
    Expect(add->Bind(3, int64_t{2000} + id).ok(), "bind $3");
    Must(add->Execute(), "execute prepared insert");
  }

  // A query read through the typed accessors.
  kite::Result kite_row =
      Must(db->Execute("SELECT id, name, year, price FROM items WHERE id = 1"),
           "select by id");
  Expect(kite_row.row_count() == 1, "one row for id 1");
  if (kite_row.row_count() == 1) {
    Expect(kite_row.GetInt64(0, 0) == 1, "id 1");
    Expect(kite_row.GetText(0, 1) == "kite", "name 'kite'");
    Expect(kite_row.GetInt64(0, 2) == 2012, "year 2012");
    Expect(kite_row.GetString(0, 3) == "9.50", "price shown as 9.50");
    Expect(kite_row.GetDouble(0, 3) == 9.5, "price 9.5 as a double");
  }

  // The query builder: the same plan as the SQL it stands for.
  kite::Result page = Must(db->Query("items")
                               .Where("year", kite::Gt, 2005)
                               .Sort("year", kite::Desc)
                               .Limit(3)
                               .Offset(1)
                               .WithTotal()
                               .Execute(),
                           "query builder");
  Expect(page.row_count() == 3, "a page of 3 rows");
  // Matching years: 2015, 2012, 2010, 2009, 2008, 2008, 2007, 2006.
  Expect(page.total() == 8, "8 matching rows in total");
  if (page.row_count() == 3) {
    const int year = 2;  // columns: id, name, year, price
    Expect(page.GetInt64(0, year) == 2012, "second newest year 2012");
    Expect(page.GetInt64(2, year) == 2009, "fourth newest year 2009");
    Expect(page.IsNull(0, 3) == false && page.IsNull(1, 3), "NULL price");
  }

  // Errors are values with PostgreSQL's SQLSTATE; nothing throws.
  absl::StatusOr<kite::Result> duplicate =
      db->Execute("INSERT INTO items (id, name) VALUES (1, 'again')");
  Expect(!duplicate.ok() && kite::SqlStateOf(duplicate.status()) ==
                                kite::sqlstate::kUniqueViolation,
         "23505 for a duplicate key");
  absl::StatusOr<kite::Result> missing = db->Execute("SELECT * FROM nothing");
  Expect(!missing.ok() && kite::SqlStateOf(missing.status()) ==
                              kite::sqlstate::kUndefinedTable,
         "42P01 for an unknown table");
  absl::StatusOr<kite::Result> bad = db->Execute("SELEKT 1");
  Expect(!bad.ok() &&
             kite::SqlStateOf(bad.status()) == kite::sqlstate::kSyntaxError,
         "42601 for a syntax error");

  // The failed statements left no trace.
  kite::Result count =
      Must(db->Execute("SELECT count(*) FROM items"), "count rows");
  Expect(count.row_count() == 1 && count.GetInt64(0, 0) == 10, "10 rows");

  if (failures > 0) {
    std::cerr << "embed_example: " << failures << " expectation(s) failed\n";
    return 1;
  }
  std::cout << "embed_example: all good\n";
  return 0;
}
