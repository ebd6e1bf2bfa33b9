#!/usr/bin/env bash
# \demo creates and fills the sample items table.
source "$(dirname "$0")/lib.bash"

run_kite -c '\demo' -c "SELECT count(*) AS n, min(id) AS lo, max(id) AS hi,
  min(year) AS y0, max(year) AS y1 FROM items"
expect_eq "\\demo status" 0 "$STATUS"
expect_contains "\\demo message" "Created table items with 10000 rows" "$OUT"
expected <<'END'
   n   | lo |  hi  |  y0  |  y1  
-------+----+------+------+------
 10000 |  0 | 9999 | 2000 | 2050
(1 row)
END
expect_contains "\\demo data" "$EXPECTED" "$OUT"

# The rows are the items data set's: row 0 as items.py makes it.
run_kite -c '\demo 5' -c "SELECT id, name, year FROM items ORDER BY id LIMIT 1"
expect_contains "\\demo 5 rows" "Created table items with 5 rows" "$OUT"
if command -v python3 >/dev/null && [ -f "$ITEMS_PY" ]; then
  first=$(python3 "$ITEMS_PY" csv --rows 1 | sed -n 2p)
  IFS=, read -r id name year _ <<<"$first"
  expect_contains "\\demo row 0" "$name" "$OUT"
  expect_contains "\\demo row 0 year" "$year" "$OUT"
fi

# A second \demo fails: the table exists.
run_kite -c '\demo 1' -c '\demo 1'
expect_eq "\\demo twice status" 1 "$STATUS"
expect_contains "\\demo twice" '42P07' "$ERR"

finish
