#!/usr/bin/env bash
# \d lists the tables; \d NAME describes one.
source "$(dirname "$0")/lib.bash"

run_kite -c '\d'
expect_eq "\\d without tables" "Did not find any relations.
" "$OUT"

cat >setup.sql <<'END'
CREATE TABLE items (id INT PRIMARY KEY, name TEXT NOT NULL,
  year INT, price NUMERIC(10,2));
CREATE TABLE a_pairs (k1 BIGINT, k2 TEXT, v DOUBLE PRECISION,
  PRIMARY KEY (k1, k2));
INSERT INTO items VALUES (1, 'one', 2020, 1.5), (2, 'two', 2021, NULL);
END
run_kite -f setup.sql -c '\d'
expected <<'END'
CREATE TABLE
CREATE TABLE
INSERT 0 2
   List of relations
  Name   | Type  | Rows 
---------+-------+------
 a_pairs | table |    0
 items   | table |    2
(2 rows)

END
expect_eq "\\d" "$EXPECTED" "$OUT"

# Columns and types, in table order; names fold to lower case unless quoted.
run_kite -f setup.sql -c '\d A_PAIRS'
expect_contains "\d folds case" 'Table "a_pairs"' "$OUT"
expect_contains "\d bigint" " k1     | bigint" "$OUT"
expect_contains "\d double precision" " v      | double precision" "$OUT"
run_kite -f setup.sql -c '\d "items"'
expect_contains "\d quoted name" " price  | numeric(10,2)" "$OUT"

run_kite -c '\d nosuchtable'
expect_eq "\\d unknown status" 1 "$STATUS"
expect_contains "\\d unknown" 'Did not find any relation named "nosuchtable".' "$ERR"

finish
