#!/usr/bin/env bash
# Runs every test: unit tests, the embedding example, the SQL tests, and the
# check that the committed parser matches the grammar.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
failed=0
run() {
  echo "== $*"
  "$@" || { echo "FAILED: $*"; failed=1; }
}
for t in "$BUILD"/kite_*_tests; do
  [ -x "$t" ] && run "$t" --gtest_brief=1
done
run "$BUILD/embed_example"
mapfile -t sql_tests < <(find tests/sql -name '*.test' | sort)
run "$BUILD/kite-sqllogictest" "${sql_tests[@]}"
run scripts/check_grammar.sh
for t in tests/shell/*.sh; do
  [ -f "$t" ] && run bash "$t" "$BUILD"
done
if [ $failed -ne 0 ]; then
  echo "some tests FAILED"
  exit 1
fi
echo "all tests passed"
