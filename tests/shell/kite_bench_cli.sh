#!/usr/bin/env bash
# kite_bench's subcommands behind `make bench`, run on tiny sizes: the JSON
# lines of `sql` that bench/tpch.py reads, its errors, the tables of `scan`
# and `items`, and tpch.py's comparison of answers.
source "$(dirname "$0")/lib.bash"

BENCH="$BUILD/kite_bench"
[ -x "$BENCH" ] || { fail "$BENCH is missing"; finish; }

# A hung run fails the test (status 124) instead of hanging make test.
run_bench() {
  timeout 120 "$BENCH" "$@" >"$WORK/stdout" 2>"$WORK/stderr" </dev/null
  STATUS=$?
  collect
}

# sql: setup once, then one JSON line per query and jit mode, with the
# answer's first rows as text (NULL as null) and quotes escaped.
cat >setup.sql <<'END'
CREATE TABLE t (id INT PRIMARY KEY, price NUMERIC(15,2), name TEXT);
INSERT INTO t VALUES (1, 1.50, 'a"b'), (2, 2.25, NULL), (3, 10.00, 'c');
END
run_bench sql --setup setup.sql --runs 2 --jit off,force \
  --query 'sum=SELECT sum(price) AS total FROM t WHERE id > 1' \
  --query 'rows=SELECT id, name FROM t ORDER BY id'
expect_eq "sql status" 0 "$STATUS"
expect_eq "sql line count" 5 "$(printf '%s' "$OUT" | wc -l)"
expect_contains "setup line" '{"event": "setup", "file": "setup.sql", "seconds": ' "$OUT"
expect_contains "sum off" '"query": "sum", "jit": "off", "runs": 2, "median_ms": ' "$OUT"
expect_contains "sum force" '"query": "sum", "jit": "force", "runs": 2,' "$OUT"
expect_contains "sum answer" '"rows": 1, "columns": ["total"], "result": [["12.25"]]}' "$OUT"
expect_contains "rows answer" '"result": [["1", "a\"b"], ["2", null], ["3", "c"]]}' "$OUT"

# --max-result-rows cuts the echoed rows, not the row count.
run_bench sql --setup setup.sql --runs 1 --jit off --max-result-rows 1 \
  --query 'rows=SELECT id FROM t ORDER BY id'
expect_contains "cut result" '"rows": 3, "columns": ["id"], "result": [["1"]]}' "$OUT"

# A failing query is an error line and exit status 1, not a crash.
run_bench sql --setup setup.sql --query 'bad=SELECT nope FROM t'
expect_eq "bad query status" 1 "$STATUS"
expect_contains "bad query line" '{"event": "error", "where": "bad", "message": ' "$OUT"
expect_contains "bad query sqlstate" "42703" "$OUT"
run_bench sql --setup missing.sql --query 'q=SELECT 1'
expect_eq "missing setup status" 1 "$STATUS"
expect_contains "missing setup" '"where": "missing.sql"' "$OUT"

# Bad arguments: usage and exit status 2.
for args in "sql" "sql --query noequals" "sql --query q=SELECT\ 1 --jit fast" \
  "sql --query q=SELECT\ 1 --runs 0" "scan --rows 0" "scan --jit" \
  "scan --bogus 1" "durability --help" "durability --seconds" \
  "durability --load-rows 0" "durability --seconds 0"; do
  eval "run_bench $args"
  expect_eq "usage status for: $args" 2 "$STATUS"
  expect_contains "usage for: $args" "usage: kite_bench" "$ERR"
done

# scan: four predicates, each mode's rate and share of the ceiling, and
# the counts agree with the C++ loop and across modes (no WARNING).
run_bench scan --rows 20000 --runs 1
expect_eq "scan status" 0 "$STATUS"
expect_contains "scan rows" "scan: 20000 rows" "$OUT"
expect_contains "scan ceiling" "a plain C++ loop counting" "$OUT"
expect_contains "scan ceiling column" "%ceil ceiling Mrows/s" "$OUT"
for label in "a > \$1 (int)" "a > \$1 AND b < \$2 AND c < \$3" \
  "tag = \$1 (dictionary TEXT)" "note LIKE \$1 (heap TEXT)"; do
  expect_contains "scan $label" "$label" "$OUT"
done
expect_contains "scan header" "jit=off Mrows/s  %ceil jit=force Mrows/s  %ceil" "$OUT"
# tag = 'tag7' matches every 50th row: exactly 2%.
expect_contains "tag selectivity" "tag = \$1 (dictionary TEXT)          2.0%" "$OUT"
case "$OUT" in *WARNING*) fail "scan warned: $OUT" ;; esac

# items: at each size the insert rates (0 and 4 secondary indexes), then
# every workload with both Kite modes next to SQLite, the ratio and target,
# answers that agree (no WARNING); then the targets missed and the
# cache-hit overhead.
run_bench items --rows 2000,3000 --rounds 1 --round-seconds 0.02
expect_eq "items status" 0 "$STATUS"
expect_contains "items 2000" "== items: 2000 rows" "$OUT"
expect_contains "items 3000" "== items: 3000 rows" "$OUT"
expect_contains "insert header" "secondary indexes          Kite       SQLite  Kite/SQLite" "$OUT"
expect_contains "insert 4 indexes" "(4 = hash(name), btree(year), btree(name, year), btree(year, name)" "$OUT"
expect_contains "index memory" "bytes per index entry with the 4: Kite: items_pkey " "$OUT"
expect_contains "items header" "workload    Kite jit=off   Kite jit=on  on/off        SQLite  Kite/SQLite  target" "$OUT"
for w in byid 1cond 2cond update join top10 in5 top10+cnt in5+cnt; do
  expect_eq "items $w rows" 2 "$(printf '%s\n' "$OUT" | grep -c "^$w ")"
done
expect_eq "byid target" 2 "$(printf '%s\n' "$OUT" | grep -c "^byid .* >= 10x \(met\|MISSED\)$")"
expect_eq "join target" 2 "$(printf '%s\n' "$OUT" | grep -c "^join .* >= 5x \(met\|MISSED\)$")"
expect_contains "answers agree" "answers agree)" "$OUT"
expect_contains "targets line" "targets" "$OUT"
case "$OUT" in *WARNING*) fail "items warned: $OUT" ;; esac
expect_contains "cache hit" "cache hit overhead (SELECT count(*) FROM tiny" "$OUT"
expect_contains "cache hit figures" "jit=off " "$OUT"
run_bench items --rows 10,x
expect_eq "items bad rows status" 2 "$STATUS"

# bench/tpch.py's comparison of answers (plain Python, no packages).
if command -v python3 >/dev/null; then
  if ! python3 "$REPO/bench/answers_test.py" >answers.out 2>&1; then
    fail "bench/answers_test.py"
    sed 's/^/    /' answers.out
  fi
else
  echo "$TEST_NAME: answers_test.py skipped: python3 is missing"
fi

finish
