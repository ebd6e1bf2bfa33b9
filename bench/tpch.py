#!/usr/bin/env python3
"""TPC-H lineitem and sort benchmark: Kite (kite_bench sql) against DuckDB.

Generates lineitem with DuckDB's tpch extension (the PyPI package
duckdb-extension-tpch, loaded from its file: no network), exports it to CSV
once (BUILD/tpch-sf<SF>/lineitem.csv), loads the same CSV into Kite (COPY)
and into an in-memory DuckDB, and times, single-threaded:

  q1      TPC-H Q1 (dates written as literals)
  q6      TPC-H Q6
  topk    SELECT * FROM lineitem ORDER BY l_extendedprice DESC, l_orderkey
          LIMIT 10
  sort1m  a full 2-key sort of the first 1M lineitem rows, consumed through
          OFFSET 999999 LIMIT 1

Prints one table (median milliseconds, Kite/DuckDB time ratios) and a
WARNING line for every query whose answers differ between the engines.
Run it with scripts/bench.sh (which makes the venv), or inside the venv:
  python bench/tpch.py --build build [--sf 1] [--runs 5] [--jit off,force]
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import time

import duckdb

import answers

SORT_ROWS = 1_000_000

# The lineitem schema, the same in both engines: decimals NUMERIC(15,2),
# dates DATE, the char/varchar columns TEXT.
COLUMNS = [
    ("l_orderkey", "BIGINT"),
    ("l_partkey", "BIGINT"),
    ("l_suppkey", "BIGINT"),
    ("l_linenumber", "BIGINT"),
    ("l_quantity", "NUMERIC(15,2)"),
    ("l_extendedprice", "NUMERIC(15,2)"),
    ("l_discount", "NUMERIC(15,2)"),
    ("l_tax", "NUMERIC(15,2)"),
    ("l_returnflag", "TEXT"),
    ("l_linestatus", "TEXT"),
    ("l_shipdate", "DATE"),
    ("l_commitdate", "DATE"),
    ("l_receiptdate", "DATE"),
    ("l_shipinstruct", "TEXT"),
    ("l_shipmode", "TEXT"),
    ("l_comment", "TEXT"),
]

CREATE_LINEITEM = "CREATE TABLE lineitem (%s)" % ", ".join(
    "%s %s" % c for c in COLUMNS)
CREATE_SORT_TABLE = (
    "CREATE TABLE sort1m AS SELECT l_orderkey, l_extendedprice "
    "FROM lineitem LIMIT %d" % SORT_ROWS)


def make_queries(sort_rows):
    """The queries by name; `sort_rows` is sort1m's row count (1M, or all
    of lineitem at small scale factors)."""
    return {
        "q1": """
SELECT l_returnflag, l_linestatus,
       sum(l_quantity) AS sum_qty,
       sum(l_extendedprice) AS sum_base_price,
       sum(l_extendedprice * (1 - l_discount)) AS sum_disc_price,
       sum(l_extendedprice * (1 - l_discount) * (1 + l_tax)) AS sum_charge,
       avg(l_quantity) AS avg_qty,
       avg(l_extendedprice) AS avg_price,
       avg(l_discount) AS avg_disc,
       count(*) AS count_order
FROM lineitem
WHERE l_shipdate <= CAST('1998-09-02' AS date)
GROUP BY l_returnflag, l_linestatus
ORDER BY l_returnflag, l_linestatus""",
        "q6": """
SELECT sum(l_extendedprice * l_discount) AS revenue
FROM lineitem
WHERE l_shipdate >= CAST('1994-01-01' AS date)
  AND l_shipdate < CAST('1995-01-01' AS date)
  AND l_discount BETWEEN 0.05 AND 0.07
  AND l_quantity < 24""",
        "topk": """
SELECT * FROM lineitem ORDER BY l_extendedprice DESC, l_orderkey LIMIT 10""",
        "sort1m": """
SELECT l_orderkey, l_extendedprice FROM sort1m
ORDER BY l_extendedprice DESC, l_orderkey OFFSET %d LIMIT 1"""
        % (sort_rows - 1),
        # Not timed for the table: checks both engines hold the same rows.
        "check": """
SELECT count(*), sum(l_orderkey), sum(l_extendedprice), max(l_shipdate)
FROM lineitem""",
        "check1m": """
SELECT count(*), sum(l_orderkey), sum(l_extendedprice) FROM sort1m""",
    }


TABLE_QUERIES = ["q1", "q6", "topk", "sort1m"]
# Columns compared per query (None: all). topk's other columns may differ
# between rows that tie on both sort keys.
COMPARED_COLUMNS = {"topk": [0, 5]}


def log(message):
    print(message, file=sys.stderr, flush=True)


def load_tpch_extension(con):
    import duckdb_extension_tpch  # noqa: the package only holds the file
    base = os.path.dirname(duckdb_extension_tpch.__file__)
    path = os.path.join(base, "extensions", "v" + duckdb.__version__,
                        "tpch.duckdb_extension")
    if not os.path.exists(path):
        found = glob.glob(os.path.join(base, "extensions", "*",
                                       "*.duckdb_extension"))
        sys.exit("tpch extension for duckdb %s not found (have: %s); "
                 "bench/requirements.txt pins matching versions"
                 % (duckdb.__version__, ", ".join(found) or "none"))
    con.execute("LOAD '%s'" % path)


def ensure_csv(data_dir, sf):
    """BUILD/tpch-sf<SF>/lineitem.csv, generated when missing."""
    csv = os.path.join(data_dir, "lineitem.csv")
    if os.path.exists(csv):
        return csv
    os.makedirs(data_dir, exist_ok=True)
    log("generating TPC-H lineitem SF%s into %s (once)" % (sf, csv))
    start = time.perf_counter()
    con = duckdb.connect()
    load_tpch_extension(con)
    con.execute("CALL dbgen(sf=%s)" % sf)
    partial = csv + ".partial"
    con.execute("COPY (SELECT * FROM lineitem) TO '%s' (FORMAT csv, HEADER)"
                % partial)
    con.close()
    os.replace(partial, csv)
    log("generated in %.1f s" % (time.perf_counter() - start))
    return csv


def run_duckdb(csv, names, runs):
    """{name: (median ms, rows)}, the queries run and the load time,
    single-threaded."""
    con = duckdb.connect()
    con.execute("SET threads = 1")
    start = time.perf_counter()
    con.execute(CREATE_LINEITEM)
    con.execute("INSERT INTO lineitem SELECT * FROM read_csv('%s', "
                "header = true, columns = {%s})"
                % (csv, ", ".join("'%s': '%s'" % c for c in COLUMNS)))
    con.execute(CREATE_SORT_TABLE)
    load_seconds = time.perf_counter() - start
    queries = make_queries(con.execute("SELECT count(*) FROM sort1m")
                           .fetchone()[0])
    out = {}
    for name in names:
        sql = queries[name]
        rows = con.execute(sql).fetchall()  # warm-up, not timed
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            rows = con.execute(sql).fetchall()
            times.append((time.perf_counter() - start) * 1000)
        out[name] = (statistics.median(times), rows)
    con.close()
    return out, queries, load_seconds


def run_kite(build, csv, names, queries, runs, jit_modes):
    """{(name, mode): json record}, the load time and a warning if
    kite_bench failed after reporting every query (else None)."""
    setup = os.path.join(os.path.dirname(csv), "kite_setup.sql")
    with open(setup, "w") as f:
        f.write("%s;\nCOPY lineitem FROM '%s' WITH (FORMAT csv, HEADER);\n%s;\n"
                % (CREATE_LINEITEM, os.path.abspath(csv), CREATE_SORT_TABLE))
    binary = os.path.join(build, "kite_bench")
    if not os.access(binary, os.X_OK):
        sys.exit("%s is missing: build it first (make build)" % binary)
    command = [binary, "sql", "--setup", setup,
               "--runs", str(runs), "--jit", ",".join(jit_modes)]
    for name in names:
        command += ["--query", "%s=%s" % (name, queries[name])]
    proc = subprocess.run(command, stdout=subprocess.PIPE, text=True)
    records, load_seconds = {}, None
    for line in proc.stdout.splitlines():
        record = json.loads(line)
        if record["event"] == "setup":
            load_seconds = record["seconds"]
        elif record["event"] == "query":
            records[(record["query"], record["jit"])] = record
        elif record["event"] == "error":
            sys.exit("kite_bench: %s: %s"
                     % (record["where"], record["message"]))
    missing = [(n, m) for n in names for m in jit_modes
               if (n, m) not in records]
    if missing:
        sys.exit("kite_bench sql exited with status %d before timing %s"
                 % (proc.returncode, missing[0]))
    problem = None
    if proc.returncode != 0:
        # Every figure arrived, so the table is still worth printing.
        problem = ("WARNING: kite_bench sql exited with status %d after "
                   "its last query" % proc.returncode)
    return records, load_seconds, problem


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--sf", default="1")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jit", default="off,force")
    args = parser.parse_args()
    jit_modes = args.jit.split(",")

    csv = ensure_csv(os.path.join(args.build, "tpch-sf%s" % args.sf), args.sf)
    names = TABLE_QUERIES + ["check", "check1m"]
    log("running DuckDB (threads=1, %d runs per query)" % args.runs)
    duck, queries, duck_load = run_duckdb(csv, names, args.runs)
    log("running Kite (kite_bench sql, %d runs per query and jit mode)"
        % args.runs)
    kite, kite_load, kite_problem = run_kite(args.build, csv, names, queries,
                                             args.runs, jit_modes)

    print("TPC-H lineitem SF%s (%s rows): Kite single-threaded vs DuckDB "
          "%s with SET threads=1, both in memory"
          % (args.sf, duck["check"][1][0][0], duckdb.__version__))
    print("load from CSV: Kite %.1f s, DuckDB %.1f s"
          % (kite_load, duck_load))
    print("ms = median of %d runs, lower is better; ratio = Kite time / "
          "DuckDB time, lower is better (< 1: Kite faster)" % args.runs)
    header = "%-8s" % "query"
    for mode in jit_modes:
        header += " %15s" % ("Kite jit=%s ms" % mode)
    header += " %10s" % "DuckDB ms"
    for mode in jit_modes:
        header += " %12s" % ("%s/DuckDB" % mode)
    print(header)
    warnings = [kite_problem] if kite_problem else []
    worst = 0
    for name in names:
        duck_ms, duck_rows = duck[name]
        for mode in jit_modes:
            problem, difference = answers.compare(
                kite[(name, mode)]["result"], duck_rows,
                COMPARED_COLUMNS.get(name))
            worst = max(worst, difference)
            if problem:
                warnings.append("WARNING: %s (jit=%s) answers differ from "
                                "DuckDB's: %s" % (name, mode, problem))
        if name not in TABLE_QUERIES:
            continue
        line = "%-8s" % name
        for mode in jit_modes:
            line += " %15.1f" % kite[(name, mode)]["median_ms"]
        line += " %10.1f" % duck_ms
        for mode in jit_modes:
            line += " %12.2f" % (kite[(name, mode)]["median_ms"] / duck_ms)
        print(line)
    for warning in warnings:
        print(warning)
    if not warnings:
        print("answers agree between Kite and DuckDB (q1, q6, topk, sort1m, "
              "row counts and checksums; largest relative difference %.1e)"
              % worst)


if __name__ == "__main__":
    main()
