#!/usr/bin/env bash
# The C++ items generator writes the very bytes ../shared/bench/items.py
# writes.
source "$(dirname "$0")/lib.bash"

BENCH="$BUILD/kite_bench"
if ! command -v python3 >/dev/null; then
  echo "$TEST_NAME: skipped: python3 is missing"
  exit 0
fi
if [ ! -f "$ITEMS_PY" ]; then
  echo "$TEST_NAME: skipped: $ITEMS_PY is missing"
  exit 0
fi
[ -x "$BENCH" ] || { fail "$BENCH is missing"; finish; }

compare() {
  local name=$1
  shift
  python3 "$ITEMS_PY" "$@" >expected.out
  "$BENCH" generate "$@" >actual.out
  if ! cmp -s expected.out actual.out; then
    fail "$name differs from items.py"
    diff expected.out actual.out | head -5 | cut -c1-200 | sed 's/^/    /'
  fi
}

compare "csv 2000 rows" csv --rows 2000
compare "csv with articles" csv --rows 300 --articles
compare "sql" sql --rows 1500
compare "params" params --rows 100000 --count 2000

finish
