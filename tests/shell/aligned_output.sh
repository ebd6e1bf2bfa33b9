#!/usr/bin/env bash
# The aligned table format, compared with what psql prints for the same
# statements.
source "$(dirname "$0")/lib.bash"

cat >setup.sql <<'END'
CREATE TABLE t (id INT PRIMARY KEY, name TEXT, big BIGINT, ok BOOLEAN);
INSERT INTO t VALUES (1, 'hello', 10000000000, true), (22, 'a', NULL, false),
  (333, NULL, -5, NULL);
END

# Headers centered, text left, numbers right, NULL empty, row count footer.
run_kite -f setup.sql -c "SELECT * FROM t ORDER BY id"
expected <<'END'
CREATE TABLE
INSERT 0 3
 id  | name  |     big     | ok 
-----+-------+-------------+----
   1 | hello | 10000000000 | t
  22 | a     |             | f
 333 |       |          -5 | 
(3 rows)

END
expect_eq "mixed columns" "$EXPECTED" "$OUT"

# A header wider than its values; one row.
run_kite -f setup.sql -c 'SELECT name AS "long header name", id FROM t WHERE id = 1'
expected <<'END'
CREATE TABLE
INSERT 0 3
 long header name | id 
------------------+----
 hello            |  1
(1 row)

END
expect_eq "wide header" "$EXPECTED" "$OUT"

# No rows.
run_kite -f setup.sql -c "SELECT id, name FROM t WHERE id > 1000"
expected <<'END'
CREATE TABLE
INSERT 0 3
 id | name 
----+------
(0 rows)

END
expect_eq "no rows" "$EXPECTED" "$OUT"

# Values with a newline continue on the next line with '+' marks.
run_kite -c "SELECT 'l
mmm' AS x, 'q' AS z"
expected <<'END'
  x  | z 
-----+---
 l  +| q
 mmm | 
(1 row)

END
expect_eq "multi-line cell" "$EXPECTED" "$OUT"

# Command tags of the other statements.
run_kite -f setup.sql -c "UPDATE t SET name = 'b' WHERE id > 1" \
  -c "DELETE FROM t WHERE id = 1" -c "DROP TABLE t"
expected <<'END'
CREATE TABLE
INSERT 0 3
UPDATE 2
DELETE 1
DROP TABLE
END
expect_eq "command tags" "$EXPECTED" "$OUT"

# RETURNING prints the rows, then the tag.
run_kite -f setup.sql -c "DELETE FROM t WHERE id = 22 RETURNING id"
expected <<'END'
CREATE TABLE
INSERT 0 3
 id 
----
 22
(1 row)

DELETE 1
END
expect_eq "RETURNING" "$EXPECTED" "$OUT"

finish
