#!/usr/bin/env bash
# The SQL suite over the wire: starts kited on a Unix socket in a temporary
# directory and runs every tests/sql file through kite-sqllogictest
# --connect (libpq), then stops kited. The suite must pass here as it does
# embedded. No TCP listener: the port only names the socket, which lives in
# its own directory, so it cannot clash.
#
#   tests/server/slt_wire.sh [BUILD]
set -uo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
dir=$(mktemp -d /tmp/kite-slt-wire-XXXXXX)
"$BUILD/kited" --host "" --port 5432 --socket-dir "$dir" 2>"$dir/kited.log" &
kited=$!
cleanup() {
  kill -TERM "$kited" 2>/dev/null
  wait "$kited" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
socket=""
for _ in $(seq 100); do
  socket=$(find "$dir" -maxdepth 1 -name '.s.PGSQL.*' -print -quit)
  [ -n "$socket" ] && break
  kill -0 "$kited" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$socket" ]; then
  echo "slt_wire: kited did not open its socket:"
  cat "$dir/kited.log"
  exit 1
fi
port=${socket##*.}
mapfile -t sql_tests < <(find tests/sql -name '*.test' | sort)
"$BUILD/kite-sqllogictest" --connect "host=$dir port=$port user=kite dbname=kite" \
  "${sql_tests[@]}"
