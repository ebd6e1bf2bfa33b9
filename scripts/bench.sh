#!/usr/bin/env bash
# `make bench`: the items benchmark, Kite against SQLite in the same run.
# Generates the 100,000-row items data set with the project's own generator
# (no Python needed), loads it into both engines in memory with PRIMARY
# KEY(id) as the only index, runs byid, 1cond, 2cond and update through
# prepared statements and prints queries/second and the Kite/SQLite ratio.
# Extra arguments go to kite_bench (e.g. --rows 1000000 --rounds 7).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
shift || true
exec "$BUILD/kite_bench" "$@"
