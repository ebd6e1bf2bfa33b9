#!/usr/bin/env bash
# GROUP BY through the fused aggregate kernel (dense and hashed groups) and
# the interpreter: median milliseconds per query over bench/group_by_setup.sql
# (4M rows), jit = off and force. Usage: bench/group_by.sh [BUILD] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
RUNS=${2:-5}
# Each GROUP BY sits in a subquery whose outer count keeps the output small.
wrap() { echo "$1=SELECT count(*), sum(c) FROM ($2) AS x"; }
args=(
  --query "$(wrap "int key, 10 groups" "SELECT k10, count(*) AS c, sum(v), min(v) FROM t GROUP BY k10")"
  --query "$(wrap "int key, 1000 groups" "SELECT k1000, count(*) AS c, sum(v), min(v) FROM t GROUP BY k1000")"
  --query "$(wrap "int key, 100000 groups" "SELECT k100k, count(*) AS c, sum(v), min(v) FROM t GROUP BY k100k")"
  --query "$(wrap "dictionary text, 10 groups (dense)" "SELECT s, count(*) AS c, sum(v), min(v) FROM t GROUP BY s")"
  --query "$(wrap "heap text, 100000 groups" "SELECT h, count(*) AS c, sum(v), min(v) FROM t GROUP BY h")"
  --query "$(wrap "expression key k10 % 3" "SELECT k10 % 3, count(*) AS c, sum(v) FROM t GROUP BY k10 % 3")"
  --query "$(wrap "count(DISTINCT v), 10 groups" "SELECT k10, count(DISTINCT v) AS c FROM t GROUP BY k10")"
  --query "$(wrap "max(heap text), 10 groups" "SELECT k10, count(*) AS c, max(h) FROM t GROUP BY k10")"
)
"$BUILD/kite_bench" sql --setup bench/group_by_setup.sql --jit off,force \
  --runs "$RUNS" --max-result-rows 0 "${args[@]}" |
  python3 -c '
import json, sys
times = {}
for line in sys.stdin:
    e = json.loads(line)
    if e["event"] == "query":
        times.setdefault(e["query"], {})[e["jit"]] = e["median_ms"]
print("%-38s %9s %9s %8s" % ("query", "off ms", "force ms", "speedup"))
for q, t in times.items():
    print("%-38s %9.1f %9.1f %7.1fx" % (q, t["off"], t["force"], t["off"] / t["force"]))
'
