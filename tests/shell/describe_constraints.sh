#!/usr/bin/env bash
# \d NAME shows NOT NULL, DEFAULT and the primary key of each column. The
# shell reads them from the kite_columns view (columns not_null, primary_key
# and default_value).
source "$(dirname "$0")/lib.bash"

cat >setup.sql <<'END'
CREATE TABLE items (id INT PRIMARY KEY, name TEXT NOT NULL,
  year INT, price NUMERIC(10,2));
CREATE TABLE a_pairs (k1 BIGINT, k2 TEXT, v DOUBLE PRECISION,
  PRIMARY KEY (k1, k2));
INSERT INTO items VALUES (1, 'one', 2020, 1.5), (2, 'two', 2021, NULL);
END

run_kite -f setup.sql -c '\d items'
expected <<'END'
CREATE TABLE
CREATE TABLE
INSERT 0 2
                Table "items"
 Column |     Type      | Nullable | Default 
--------+---------------+----------+---------
 id     | integer       | not null | 
 name   | text          | not null | 
 year   | integer       |          | 
 price  | numeric(10,2) |          | 
Indexes:
    "items_pkey" PRIMARY KEY (id)

END
expect_eq "\\d items" "$EXPECTED" "$OUT"

# Names fold to lower case unless quoted; composite keys list every column.
run_kite -f setup.sql -c '\d A_PAIRS'
expect_contains "\\d folds case" 'Table "a_pairs"' "$OUT"
expect_contains "\\d composite key" '"a_pairs_pkey" PRIMARY KEY (k1, k2)' "$OUT"
expect_contains "\\d double precision" "double precision" "$OUT"

# Defaults show as SQL.
run_kite -c "CREATE TABLE d (id INT, label TEXT DEFAULT 'none', n INT DEFAULT 42)" \
  -c '\d d'
expect_contains "\d text default" "'none'" "$OUT"
expect_contains "\d integer default" "| 42" "$OUT"

finish
