#!/usr/bin/env bash
# kite -c, -f, pipes, --csv and exit statuses.
source "$(dirname "$0")/lib.bash"

# -c with several statements: each result is printed in turn.
run_kite -c "CREATE TABLE t (id INT PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b'); SELECT id, name FROM t ORDER BY id"
expected <<'END'
CREATE TABLE
INSERT 0 2
 id | name 
----+------
  1 | a
  2 | b
(2 rows)

END
expect_eq "-c output" "$EXPECTED" "$OUT"
expect_eq "-c exit status" 0 "$STATUS"
expect_eq "-c no stderr" "" "$ERR"

# Several -c and -f run in order on the same database.
cat >script.sql <<'END'
-- a script
INSERT INTO t VALUES (3, 'c');
SELECT count(*) AS n
  FROM t;
END
run_kite -c "CREATE TABLE t (id INT PRIMARY KEY, name TEXT)" -f script.sql
expected <<'END'
CREATE TABLE
INSERT 0 1
 n 
---
 1
(1 row)

END
expect_eq "-c then -f" "$EXPECTED" "$OUT"
expect_eq "-f exit status" 0 "$STATUS"

# Statements from a pipe: no prompt, no banner.
run_kite_stdin $'SELECT 1 AS one;\nSELECT 2\n  AS two;\n'
expected <<'END'
 one 
-----
   1
(1 row)

 two 
-----
   2
(1 row)

END
expect_eq "pipe" "$EXPECTED" "$OUT"
expect_eq "pipe exit status" 0 "$STATUS"

# A statement missing its final ';' at end of input still runs.
run_kite_stdin $'SELECT 3 AS three'
expect_contains "unterminated last statement" "(1 row)" "$OUT"

# --csv: a header, CSV quoting, NULL as an empty field.
run_kite --csv -c "SELECT 1 AS a, NULL AS b, 'x,y' AS c, 'say \"hi\"' AS d"
expected <<'END'
a,b,c,d
1,,"x,y","say ""hi"""
END
expect_eq "--csv" "$EXPECTED" "$OUT"

# Errors: message and SQLSTATE on stderr, exit status 1.
run_kite -c "SELECT * FROM missing"
expect_eq "error exit status" 1 "$STATUS"
expect_eq "error on stdout" "" "$OUT"
expect_contains "error message" 'ERROR:  42P01: relation "missing" does not exist' "$ERR"

# -c stops at the first error.
run_kite -c "SELECT 1 AS a; SELEKT 2; SELECT 3 AS b"
expect_eq "-c stops: status" 1 "$STATUS"
expect_contains "-c stops: first ran" " a " "$OUT"
case "$OUT" in *" b "*) fail "-c ran a statement after an error" ;; esac
expect_contains "syntax error SQLSTATE" "ERROR:  42601:" "$ERR"

# A file goes on after an error, names file and line, and exits 1.
printf 'SELECT 1 AS a;\n\nSELECT * FROM nope;\nSELECT 2 AS b;\n' >errors.sql
run_kite -f errors.sql
expect_eq "-f error status" 1 "$STATUS"
expect_contains "-f goes on" " b " "$OUT"
expect_contains "-f error location" "kite:errors.sql:3: ERROR:  42P01:" "$ERR"

# A pipe goes on after an error too, and exits 1.
run_kite_stdin $'SELECT * FROM nope;\nSELECT 2 AS b;\n'
expect_eq "pipe error status" 1 "$STATUS"
expect_contains "pipe goes on" " b " "$OUT"
expect_contains "pipe error location" "kite:<stdin>:1: ERROR:" "$ERR"

# A missing file and a bad option are errors.
run_kite -f does_not_exist.sql
expect_eq "missing file status" 1 "$STATUS"
expect_contains "missing file message" "does_not_exist.sql" "$ERR"
run_kite --bogus
expect_eq "bad option status" 1 "$STATUS"

# A database path is accepted (the database is in memory for now).
run_kite some.db -c "SELECT 1 AS x"
expect_eq "DBPATH accepted" 0 "$STATUS"

# Meta commands from -c; \q stops.
run_kite -c '\timing off' -c 'SELECT 1 AS x' -c '\q' -c 'SELECT 2 AS y'
expect_contains "\\timing off" "Timing is off." "$OUT"
case "$OUT" in *" y "*) fail "\\q did not stop" ;; esac
run_kite -c '\nosuchcommand'
expect_eq "unknown meta command status" 1 "$STATUS"
expect_contains "unknown meta command" 'invalid command \nosuchcommand' "$ERR"

# \timing prints psql's "Time: N ms" after each statement.
run_kite -c '\timing' -c 'SELECT 1 AS x'
expect_contains "\\timing on" "Timing is on." "$OUT"
if ! printf '%s\n' "$OUT" | grep -Eq '^Time: [0-9]+\.[0-9]{3} ms$'; then
  fail "\\timing line missing in: $OUT"
fi

# \i runs a file.
printf 'CREATE TABLE u (x INT);\nINSERT INTO u VALUES (7);\n' >inc.sql
run_kite -c '\i inc.sql' -c 'SELECT x AS value FROM u'
expect_contains "\\i" "     7" "$OUT"
expect_eq "\\i status" 0 "$STATUS"

# A transaction block spans -c arguments and statements.
run_kite -c "CREATE TABLE b (x INT)" -c "BEGIN" -c "INSERT INTO b VALUES (1)" \
  -c "ROLLBACK; BEGIN; INSERT INTO b VALUES (2); COMMIT" -c "SELECT x FROM b"
expected <<'END'
CREATE TABLE
BEGIN
INSERT 0 1
ROLLBACK
BEGIN
INSERT 0 1
COMMIT
 x 
---
 2
(1 row)

END
expect_eq "transaction block" "$EXPECTED" "$OUT"

# \? shows the help.
run_kite -c '\?'
expect_contains "\\? lists \\copy" '\copy' "$OUT"

finish
