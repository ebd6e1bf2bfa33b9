#!/usr/bin/env bash
# Runs every test: the layering check, unit tests, the embedding example, the
# SQL tests, and the check that the committed parser matches the grammar.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
failed=0
run() {
  echo "== $*"
  "$@" || { echo "FAILED: $*"; failed=1; }
}
# The layering: each folder's sources can include exactly what
# docs/DESIGN.md's layout table lets the folder use.
run python3 tests/layers/check_layers.py "$BUILD"
for t in "$BUILD"/kite_*_tests; do
  [ -x "$t" ] && run "$t" --gtest_brief=1
done
run "$BUILD/embed_example"
mapfile -t sql_tests < <(find tests/sql -name '*.test' | sort)
run "$BUILD/kite-sqllogictest" "${sql_tests[@]}"
# Compiled kernels must not change a result: the suite again with every
# kernel compiled before use, and with none.
run "$BUILD/kite-sqllogictest" --jit force "${sql_tests[@]}"
run "$BUILD/kite-sqllogictest" --jit off "${sql_tests[@]}"
# Compression must not change a result either: the suite with every TEXT and
# array column compressed (records about storage say `skipif compressed`).
run "$BUILD/kite-sqllogictest" --jit force --set default_toast_compression=zstd \
  --label compressed "${sql_tests[@]}"
# The JIT differential tester (jit = force vs jit = off) from a random seed,
# printed so that a failure replays with --seed; then proof that it can fail:
# --self-check alters a result and must exit 1 with a mismatch report (it
# tests the comparison, so it runs without the JIT).
run "$BUILD/kite_jit_fuzz" --queries 10000 --seed "${JIT_FUZZ_SEED:-$RANDOM}"
echo "== $BUILD/kite_jit_fuzz --self-check --jit off (must report a mismatch)"
self_check=$("$BUILD/kite_jit_fuzz" --self-check --jit off --seed 1)
self_check_rc=$?
if [ $self_check_rc -ne 1 ] || ! grep -q "JIT MISMATCH" <<<"$self_check"; then
  echo "$self_check"
  echo "FAILED: kite_jit_fuzz --self-check exited $self_check_rc"
  failed=1
fi
# The index differential tester (enable_indexes = on vs off) from a random
# seed, bounded to about 20 s, and its self-check.
run "$BUILD/kite_index_fuzz" --steps "${INDEX_FUZZ_STEPS:-3000}" \
  --seed "${INDEX_FUZZ_SEED:-$RANDOM}"
echo "== $BUILD/kite_index_fuzz --self-check (must report a mismatch)"
self_check=$("$BUILD/kite_index_fuzz" --self-check --seed 1)
self_check_rc=$?
if [ $self_check_rc -ne 1 ] || ! grep -q "INDEX MISMATCH" <<<"$self_check"; then
  echo "$self_check"
  echo "FAILED: kite_index_fuzz --self-check exited $self_check_rc"
  failed=1
fi
# Crash safety: a writing process killed with SIGKILL again and again, the
# database on disk checked after each kill (acknowledged commits kept,
# nothing half-applied, indexes agree), from a random seed.
run "$BUILD/kite_crash_test" --kills "${CRASH_KILLS:-100}" \
  --seed "${CRASH_SEED:-$RANDOM}"
# kited over the wire: psql, psycopg, pgbench and raw bad input; then the
# message parser's fuzz target, bounded.
run tests/server/run.sh "$BUILD"
# The SQL suite again, over the wire (kite-sqllogictest --connect).
run tests/server/slt_wire.sh "$BUILD"
run "$BUILD/kite_server_fuzz" --runs "${SERVER_FUZZ_RUNS:-20000}" \
  --seed "${SERVER_FUZZ_SEED:-$RANDOM}"
run scripts/check_grammar.sh
for t in tests/shell/*.sh; do
  [ -f "$t" ] && run bash "$t" "$BUILD"
done
if [ $failed -ne 0 ]; then
  echo "some tests FAILED"
  exit 1
fi
echo "all tests passed"
