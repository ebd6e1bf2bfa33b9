#!/usr/bin/env bash
# \copy exports and imports CSV files named relative to the shell.
source "$(dirname "$0")/lib.bash"

cat >setup.sql <<'END'
CREATE TABLE t (id INT PRIMARY KEY, name TEXT, note TEXT);
INSERT INTO t VALUES (1, 'plain', NULL), (2, 'with, comma', 'say "hi"'),
  (3, 'two
lines', '');
END

# Export with a header, from a path relative to the working directory.
mkdir -p out
run_kite -f setup.sql -c "\\copy t TO 'out/t.csv' WITH (FORMAT csv, HEADER)"
expect_eq "export status" 0 "$STATUS"
expect_contains "export tag" "COPY 3" "$OUT"
expected <<'END'
id,name,note
1,plain,
2,"with, comma","say ""hi"""
3,"two
lines",""
END
EXPORTED=$(cat out/t.csv; echo x)
expect_eq "exported file" "$EXPECTED" "${EXPORTED%x}"

# Import into a fresh table and read it back: a round trip.
run_kite -c "CREATE TABLE t (id INT PRIMARY KEY, name TEXT, note TEXT)" \
  -c "\\copy t FROM 'out/t.csv' WITH (FORMAT csv, HEADER)" \
  -c "SELECT id, name, note IS NULL AS null_note, length(note) AS len FROM t ORDER BY id"
expect_eq "import status" 0 "$STATUS"
expected <<'END'
CREATE TABLE
COPY 3
 id |    name     | null_note | len 
----+-------------+-----------+-----
  1 | plain       | t         |    
  2 | with, comma | f         |   8
  3 | two        +| f         |   0
    | lines       |           | 
(3 rows)

END
expect_eq "round trip" "$EXPECTED" "$OUT"

# An unquoted file name and TO stdout work too.
run_kite -f setup.sql -c '\copy t TO out/plain.csv WITH (FORMAT csv)' \
  -c '\copy (SELECT id FROM t ORDER BY id) TO stdout WITH (FORMAT csv)'
expect_eq "unquoted name" "$(printf '1,plain,\n')" "$(head -1 out/plain.csv)"
expect_contains "to stdout" "$(printf '1\n2\n3\nCOPY 3')" "$OUT"

# A missing file is an error.
run_kite -c "CREATE TABLE t (id INT)" -c "\\copy t FROM 'nope.csv' WITH (FORMAT csv)"
expect_eq "missing file status" 1 "$STATUS"
expect_contains "missing file error" "ERROR:" "$ERR"

# A file that is not a regular file (here a pipe) is read through a stream.
run_kite_stdin "$(printf '7,seven\n8,eight\n')" \
  -c "CREATE TABLE p (id INT, s TEXT)" \
  -c "COPY p FROM '/dev/stdin' WITH (FORMAT csv)" -c "SELECT s FROM p ORDER BY id"
expect_eq "pipe status" 0 "$STATUS"
expect_contains "pipe rows" "COPY 2" "$OUT"
expect_contains "pipe values" "$(printf ' seven\n eight')" "$OUT"

finish
