#!/usr/bin/env bash
# Checks kite-sqllogictest itself: a deliberately failing file must fail with
# every failure at its file:line and the exact summary line, --label must
# switch onlyif/skipif branches, and the runner's own feature tests pass.
#
#   tests/shell/slt_selftest.sh [BUILD_DIR]
set -uo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
RUNNER="$BUILD/kite-sqllogictest"
FIXTURES=tests/sqllogictest/fixtures
failures=0

fail() {
  echo "slt_selftest: $*"
  failures=$((failures + 1))
}

if [ ! -x "$RUNNER" ]; then
  echo "slt_selftest: $RUNNER not built"
  exit 1
fi

# 1. The failing fixture: exit status, each failure's file:line, summary.
out=$("$RUNNER" "$FIXTURES/failing.test" 2>&1)
status=$?
[ $status -ne 0 ] || fail "failing.test: exit status 0, expected non-zero"
for line in 12 18 22 26 30 36 42 48; do
  grep -q "^$FIXTURES/failing.test:$line: " <<<"$out" ||
    fail "failing.test: no failure reported at line $line"
done
count=$(grep -c "^$FIXTURES/failing.test:[0-9]*: " <<<"$out")
[ "$count" -eq 8 ] || fail "failing.test: $count failures reported, expected 8"
[ "$(tail -n 1 <<<"$out")" = "4 passed, 8 failed" ] ||
  fail "failing.test: last line is '$(tail -n 1 <<<"$out")', expected '4 passed, 8 failed'"
grep -q "^expected:" <<<"$out" || fail "failing.test: no expected values shown"
grep -q "^actual:" <<<"$out" || fail "failing.test: no actual values shown"

# 2. Labels: onlyif/skipif postgresql switch with --label postgresql.
out=$("$RUNNER" "$FIXTURES/labels.test" 2>&1)
[ $? -eq 0 ] || fail "labels.test: failed without --label"
[ "$(tail -n 1 <<<"$out")" = "1 passed, 0 failed" ] ||
  fail "labels.test: got '$(tail -n 1 <<<"$out")' without --label"
out=$("$RUNNER" --label postgresql "$FIXTURES/labels.test" 2>&1)
[ $? -ne 0 ] || fail "labels.test: passed with --label postgresql"
grep -q "^$FIXTURES/labels.test:4: " <<<"$out" ||
  fail "labels.test: no failure at line 4 with --label postgresql"
[ "$(tail -n 1 <<<"$out")" = "0 passed, 1 failed" ] ||
  fail "labels.test: got '$(tail -n 1 <<<"$out")' with --label postgresql"

# 3. A file that does not exist is a failure, and the others still run.
out=$("$RUNNER" "$FIXTURES/no_such_file.test" "$FIXTURES/labels.test" 2>&1)
[ $? -ne 0 ] || fail "a missing file did not fail the run"
[ "$(tail -n 1 <<<"$out")" = "1 passed, 1 failed" ] ||
  fail "missing file: got '$(tail -n 1 <<<"$out")'"

# 4. The runner's feature tests pass.
"$RUNNER" tests/sql/runner/*.test >/dev/null ||
  fail "tests/sql/runner/*.test failed"

if [ $failures -ne 0 ]; then
  echo "slt_selftest: $failures check(s) FAILED"
  exit 1
fi
echo "slt_selftest: all checks passed"
