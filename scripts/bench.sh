#!/usr/bin/env bash
# `make bench`: Kite's benchmarks, each printing Kite's figures next to a
# peer's from one run (bench/README.md says what they measure).
#
#   scripts/bench.sh [BUILD] [all|items|scan|compile|compression|tpch|shapes] [extra arguments]
#
#   items  insert rates and the items workloads at 100K and 1M rows, Kite
#          (jit=off, jit=on) vs SQLite with the same indexes, and the
#          cache-hit overhead (kite_bench items)
#   scan   scan kernels over 10M rows vs a plain C++ loop (kite_bench scan)
#   compression  memory, compression ratio, load time, scan and byid
#          throughput of a TEXT column with COMPRESSION none, lz4, zstd on
#          the items description and on JSON documents (kite_bench
#          compression; not part of `all`)
#   compile  kernel compile latency (median, p99) at -O0 and -O2 and the
#          memory after many kernels (kite_bench compile)
#   shapes resident memory while a million distinct predicate shapes are
#          compiled and evicted (kite_bench shapes; about 25 minutes, so not
#          part of `all`)
#   durability  a database on disk (kite_bench durability): bytes per row in
#          memory and on disk vs CSV, load MB/s for 1M rows, and the update
#          workload with durability sync/async, 1 and 8 threads, vs SQLite on
#          disk (WAL, synchronous FULL and NORMAL)
#   tpch   TPC-H lineitem SF1 Q1/Q6 and the sorts vs DuckDB (bench/tpch.py,
#          in a venv under BUILD with bench/requirements.txt)
#
# Extra arguments go to the one benchmark chosen (e.g. `items --rows
# 100000`, `scan --rows 1000000`, `tpch --sf 0.1 --runs 3`).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
WHICH=${2:-all}
shift 2 || shift $#

# The venv tpch.py runs in, (re)made when bench/requirements.txt changes.
venv() {
  local dir="$BUILD/bench-venv"
  if ! cmp -s bench/requirements.txt "$dir/requirements.txt" 2>/dev/null; then
    echo "== setting up $dir (pip install -r bench/requirements.txt)" >&2
    rm -rf "$dir"
    if ! python3 -m venv "$dir"; then
      echo "python3 -m venv failed: install python3-venv" >&2
      exit 1
    fi
    if ! "$dir/bin/pip" install --quiet --disable-pip-version-check \
      -r bench/requirements.txt; then
      echo "pip install -r bench/requirements.txt failed" >&2
      exit 1
    fi
    cp bench/requirements.txt "$dir/requirements.txt"
  fi
  echo "$dir/bin/python"
}

run_items() { "$BUILD/kite_bench" items "$@"; }
run_scan() { "$BUILD/kite_bench" scan "$@"; }
run_compile() { "$BUILD/kite_bench" compile "$@"; }
run_compression() { "$BUILD/kite_bench" compression "$@"; }
run_shapes() { "$BUILD/kite_bench" shapes "$@"; }
run_durability() { "$BUILD/kite_bench" durability "$@"; }
run_tpch() {
  local python
  python=$(venv) || return 1
  "$python" bench/tpch.py --build "$BUILD" "$@"
}

case "$WHICH" in
  items | scan | compile | compression | tpch | shapes | durability)
    "run_$WHICH" "$@"
    ;;
  all)
    [ $# -eq 0 ] || { echo "extra arguments need one benchmark" >&2; exit 2; }
    failed=()
    for b in items scan compile tpch durability; do
      echo "== $b"
      "run_$b" || failed+=("$b")
      echo
    done
    if [ ${#failed[@]} -ne 0 ]; then
      echo "benchmarks that FAILED: ${failed[*]}" >&2
      exit 1
    fi
    ;;
  *)
    echo "usage: scripts/bench.sh [BUILD] [all|items|scan|compile|compression|tpch|shapes|durability] [args]" >&2
    exit 2
    ;;
esac
