#!/usr/bin/env bash
# Statements end at ';' only outside strings, quoted identifiers and
# comments, and may span lines.
source "$(dirname "$0")/lib.bash"

cat >split.sql <<'END'
-- a comment; with a semicolon
SELECT 'a;b' AS "x;y";
/* a block comment; /* nested; */ still a comment; */
SELECT 'it''s; fine' AS s -- trailing; comment
  ;
SELECT
  1 AS one,
  2 AS two;   SELECT 3 AS three;
-- only a comment;
;;
SELECT '--not a comment' AS t, '/*nor this*/' AS u;
END
run_kite -f split.sql
expected <<'END'
 x;y 
-----
 a;b
(1 row)

     s      
------------
 it's; fine
(1 row)

 one | two 
-----+-----
   1 |   2
(1 row)

 three 
-------
     3
(1 row)

        t        |      u       
-----------------+--------------
 --not a comment | /*nor this*/
(1 row)

END
expect_eq "split file" "$EXPECTED" "$OUT"
expect_eq "split status" 0 "$STATUS"
expect_eq "split stderr" "" "$ERR"

# The same through a pipe and through -c.
run_kite_stdin "$(cat split.sql)"
expect_eq "split pipe" "$EXPECTED" "$OUT"
run_kite -c "$(cat split.sql)"
expect_eq "split -c" "$EXPECTED" "$OUT"

# A backslash command ends the line it starts; SQL before it on the line
# waits for its ';'.
run_kite_stdin $'SELECT 1 AS a\n\\timing on\n;\n'
expected <<'END'
Timing is on.
 a 
---
 1
(1 row)

END
# Drop the Time: line, whose figure varies.
expect_eq "meta inside a statement" "$(printf '%s' "$EXPECTED")" \
  "$(printf '%s' "$OUT" | grep -v '^Time: ')"
finish
