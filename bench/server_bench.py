#!/usr/bin/env python3
"""make bench-server: pgbench against kited and against PostgreSQL 15.

Both servers get the same `items` rows (kite_bench generate csv), the same
indexes (primary key, hash(name), btree(year)) and the same pgbench scripts;
each workload runs for --seconds with --clients connections on --threads
pgbench threads in prepared mode (-M prepared). Both servers stay up for
the whole run, which goes through every workload --rounds times, Kite and
PostgreSQL taking turns on each (which goes first alternates by round), so
that the machine's drift hits both alike; the table prints each engine's
median TPS and Kite's ratio of the medians, then every round. PostgreSQL runs
with its default settings (fsync on) on a temporary data directory the
script creates and removes, and kited on one too (--data, SET durability =
sync: every commit fsynced before it returns) unless --kite-memory; both
are reached through a Unix socket.

  bench/server_bench.py --build build [--rows N] [--seconds S]
                        [--rounds R] [--clients C] [--threads T]
                        [--workloads a,b] [--engines kite,postgres]

Workloads (docs/DESIGN.md): byid, 1cond, 2cond, update, and select1
(`SELECT 1`, the protocol's ceiling). 2cond and update take a name: pgbench
cannot draw random strings, so they run as 100 scripts of equal weight,
each with one of the first 100 names of the data set. byid_loaded is byid
while two more clients run a long scan each (a cross join of items, stopped
by statement_timeout after the run): the report gives its share of byid's
rate (issue 36's target: at least half).

Typed workloads (issue 37, not in the default list) read `events`, one row
per item made from its id: a uuid primary key and a timestamptz with a
btree index. uuid: a lookup by a uuid built from a random id; tsrange: the
first 10 events of one hour.
"""
import argparse
import os
import pwd
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

PG_BIN = "/usr/lib/postgresql/15/bin"
NAME_SCRIPTS = 100
TARGETS = {"1cond": 2.0, "2cond": 2.0, "update": 3.0}

SCHEMA = ("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, year INT, "
          "description TEXT)")
INDEXES = ["CREATE INDEX items_name ON items USING hash (name)",
           "CREATE INDEX items_year ON items USING btree (year)"]
# The typed workloads' table, filled from items by SQL both engines run.
UUID_OF_ID = "('00000000-0000-4000-8000-' || lpad({}::text, 12, '0'))::uuid"
EVENTS = [
    "CREATE TABLE events (id uuid PRIMARY KEY, item INT, at timestamptz)",
    "INSERT INTO events SELECT " + UUID_OF_ID.format("id") + ", id, "
    "('2024-' || lpad((id % 12 + 1)::text, 2, '0') || '-' || "
    "lpad((id % 28 + 1)::text, 2, '0') || ' ' || lpad((id % 24)::text, 2, "
    "'0') || ':' || lpad((id % 60)::text, 2, '0') || ':00+00')::timestamptz "
    "FROM items",
    "CREATE INDEX events_at ON events USING btree (at)",
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run(cmd, user=None, **kw):
    """Runs cmd (as `user` when given and we are root); raises on failure."""
    if user is not None and os.geteuid() == 0:
        cmd = ["runuser", "-u", user, "--"] + cmd
    return subprocess.run(cmd, check=True, text=True, **kw)


def psql(sock, port, user, sql, db="postgres"):
    run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", sock, "-p",
         str(port), "-U", user, "-d", db, "-c", sql],
        stdout=subprocess.DEVNULL)


def wait_for_socket(sock, port, proc, what, seconds=30):
    path = os.path.join(sock, f".s.PGSQL.{port}")
    deadline = time.time() + seconds
    while time.time() < deadline:
        if os.path.exists(path):
            return
        if proc is not None and proc.poll() is not None:
            sys.exit(f"{what} exited with status {proc.returncode}")
        time.sleep(0.1)
    sys.exit(f"{what} did not open {path} within {seconds} s")


def write_scripts(directory, rows, names):
    """The pgbench scripts of each workload: {workload: [(path, weight)]}."""
    scripts = {}

    def script(workload, index, text):
        path = os.path.join(directory, f"{workload}_{index}.sql")
        with open(path, "w") as f:
            f.write(text)
        scripts.setdefault(workload, []).append(path)

    script("select1", 0, "SELECT 1;\n")
    script("byid", 0, f"\\set id random(0, {rows - 1})\n"
           "SELECT * FROM items WHERE id = :id;\n")
    scripts["byid_loaded"] = scripts["byid"]
    script("1cond", 0, "SELECT * FROM items WHERE year > 2010 LIMIT 10;\n")
    script("uuid", 0, f"\\set id random(0, {rows - 1})\n"
           "SELECT * FROM events WHERE id = " + UUID_OF_ID.format(":id") +
           ";\n")
    script("tsrange", 0, "SELECT * FROM events WHERE at >= "
           "'2024-03-05 10:00:00+00' AND at < '2024-03-05 11:00:00+00' "
           "ORDER BY at LIMIT 10;\n")
    for i, name in enumerate(names[:NAME_SCRIPTS]):
        quoted = name.replace("'", "''")
        script("2cond", i, "SELECT * FROM items WHERE year > 2010 AND "
               f"name = '{quoted}' LIMIT 10;\n")
        script("update", i, f"\\set id random(0, {rows - 1})\n"
               "\\set year random(2000, 2050)\n"
               f"UPDATE items SET year = :year, name = '{quoted}' "
               "WHERE id = :id;\n")
    return scripts


def pgbench(sock, port, user, db, paths, args):
    cmd = ["pgbench", "-n", "-M", "prepared", "-c", str(args.clients), "-j",
           str(args.threads), "-T", str(args.seconds), "-h", sock, "-p",
           str(port), "-U", user, db]
    for p in paths:
        cmd += ["-f", p]
    out = subprocess.run(cmd, text=True, capture_output=True)
    if out.returncode != 0:
        sys.stderr.write(out.stdout + out.stderr)
        return None
    m = re.search(r"tps = ([0-9.]+) \(without initial connection time\)",
                  out.stdout)
    failed = re.search(r"number of failed transactions: (\d+)", out.stdout)
    if failed and int(failed.group(1)) > 0:
        sys.stderr.write(f"pgbench: {failed.group(0)}\n")
    return float(m.group(1)) if m else None


LONG_SCAN = ("SELECT count(*) FROM items a, items b "
             "WHERE a.year + b.year = -1")


def start_long_scans(server, args, n=2):
    """n clients each running a scan that outlasts the pgbench run."""
    timeout_ms = (args.seconds + 3) * 1000
    procs = []
    for _ in range(n):
        cmd = ["psql", "-X", "-q", "-h", server.sock, "-p", str(server.port),
               "-U", server.user, "-d", server.db, "-c",
               f"SET statement_timeout = {timeout_ms}", "-c", LONG_SCAN]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", server.user, "--"] + cmd
        procs.append(subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL))
    time.sleep(0.5)  # running before pgbench connects
    return procs


def stop_long_scans(procs):
    for p in procs:
        p.wait(timeout=60)  # statement_timeout ends them


class Kite:
    name = "kite"

    def __init__(self, args, tmp):
        self.sock = os.path.join(tmp, "kite-sock")
        os.makedirs(self.sock)
        self.port = free_port()
        self.user = "kite"
        self.db = "kite"
        log = open(os.path.join(tmp, "kited.log"), "w")
        # On disk with durability = sync, as PostgreSQL with fsync on,
        # unless --kite-memory.
        data = [] if args.kite_memory else ["--data",
                                            os.path.join(tmp, "kite-data")]
        self.proc = subprocess.Popen(
            [os.path.join(args.build, "kited"), "--port", str(self.port),
             "--socket-dir", self.sock] + data, stdout=log, stderr=log)
        wait_for_socket(self.sock, self.port, self.proc, "kited")

    def load(self, csv):
        for sql in [SCHEMA,
                    f"COPY items FROM '{csv}' WITH (FORMAT csv, HEADER)"]:
            psql(self.sock, self.port, self.user, sql, self.db)
        for sql in INDEXES + EVENTS + ["ANALYZE items", "ANALYZE events"]:
            psql(self.sock, self.port, self.user, sql, self.db)

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=30)


class Postgres:
    name = "postgres"

    def __init__(self, args, tmp):
        self.user = "postgres"
        self.db = "postgres"
        self.sock = os.path.join(tmp, "pg-sock")
        self.data = os.path.join(tmp, "pg-data")
        os.makedirs(self.sock)
        if os.geteuid() == 0:
            # PostgreSQL refuses to run as root.
            uid = pwd.getpwnam("postgres").pw_uid
            for d in (tmp, self.sock):
                os.chown(d, uid, -1)
        self.port = free_port()
        run([f"{PG_BIN}/initdb", "-D", self.data, "-A", "trust", "-U",
             "postgres", "--no-sync"], user="postgres",
            stdout=subprocess.DEVNULL)
        run([f"{PG_BIN}/pg_ctl", "-D", self.data, "-w", "-l",
             os.path.join(tmp, "postgres.log"), "-o",
             f"-k {self.sock} -p {self.port} -c listen_addresses='' "
             f"-c max_connections={args.clients + 10}", "start"],
            user="postgres", stdout=subprocess.DEVNULL)

    def load(self, csv):
        for sql in [SCHEMA,
                    f"COPY items FROM '{csv}' WITH (FORMAT csv, HEADER)"]:
            psql(self.sock, self.port, self.user, sql, self.db)
        for sql in INDEXES + EVENTS + ["VACUUM ANALYZE items",
                                       "VACUUM ANALYZE events"]:
            psql(self.sock, self.port, self.user, sql, self.db)

    def stop(self):
        run([f"{PG_BIN}/pg_ctl", "-D", self.data, "-m", "fast", "stop"],
            user="postgres", stdout=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--rows", type=int, default=100_000)
    ap.add_argument("--seconds", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--workloads", default="select1,byid,1cond,2cond,update")
    ap.add_argument("--engines", default="kite,postgres")
    ap.add_argument("--kite-memory", action="store_true",
                    help="run kited in memory instead of on disk")
    args = ap.parse_args()
    workloads = args.workloads.split(",")
    engines = args.engines.split(",")
    for tool in ["pgbench", "psql"]:
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is missing: scripts/setup.sh installs it")

    tmp = tempfile.mkdtemp(prefix="kite-bench-server-")
    os.chmod(tmp, 0o755)
    try:
        csv = os.path.join(tmp, "items.csv")
        with open(csv, "w") as f:
            run([os.path.join(args.build, "kite_bench"), "generate", "csv",
                 "--rows", str(args.rows)], stdout=f)
        os.chmod(csv, 0o644)
        names = []
        with open(csv) as f:
            next(f)
            for line in f:
                name = line.split(",", 2)[1]
                if name not in names:
                    names.append(name)
                if len(names) == NAME_SCRIPTS:
                    break
        scripts = write_scripts(tmp, args.rows, names)
        for root, dirs, files in os.walk(tmp):
            for p in files:
                os.chmod(os.path.join(root, p), 0o644)

        servers = {}
        try:
            for engine in engines:
                server = (Kite if engine == "kite" else Postgres)(args, tmp)
                servers[engine] = server
                started = time.time()
                server.load(csv)
                print(f"{engine}: loaded {args.rows} rows in "
                      f"{time.time() - started:.1f} s", flush=True)
            tps = {}  # (engine, workload): [TPS of each round]
            for r in range(args.rounds):
                order = engines if r % 2 == 0 else engines[::-1]
                for w in workloads:
                    for engine in order:
                        s = servers[engine]
                        long_scans = start_long_scans(s, args) \
                            if w == "byid_loaded" else []
                        v = pgbench(s.sock, s.port, s.user, s.db, scripts[w],
                                    args)
                        stop_long_scans(long_scans)
                        tps.setdefault((engine, w), []).append(v)
                        print(f"  round {r + 1} {engine} {w}: {v}",
                              flush=True)
        finally:
            for server in servers.values():
                server.stop()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(args, workloads, tps)


def median(values):
    """The median of the rounds, or None if any round failed."""
    if not values or any(v is None for v in values):
        return None
    return statistics.median(values)


def report(args, workloads, tps):
    print(f"\npgbench TPS, {args.clients} clients, {args.threads} threads, "
          f"-M prepared, {args.seconds} s each, {args.rows} rows; kited "
          f"{'in memory' if args.kite_memory else 'on disk, durability sync'}"
          f"; median of {args.rounds} rounds (higher is better)")
    print(f"{'workload':10}{'Kite':>12}{'PostgreSQL':>12}{'Kite/PG':>9}  "
          "target")

    def fmt(v):
        return f"{v:12.0f}" if v is not None else f"{'failed':>12}"

    for w in workloads:
        k = median(tps.get(("kite", w)))
        p = median(tps.get(("postgres", w)))
        ratio = k / p if k and p else None
        target = ""
        if w in TARGETS and ratio is not None:
            met = ratio >= TARGETS[w]
            target = f">= {TARGETS[w]:g}x {'met' if met else 'MISSED'}"
        ratio_text = f"{ratio:9.2f}" if ratio is not None else f"{'-':>9}"
        print(f"{w:10}{fmt(k)}{fmt(p)}{ratio_text}  {target}")
    for engine in ("kite", "postgres"):
        alone = median(tps.get((engine, "byid")))
        loaded = median(tps.get((engine, "byid_loaded")))
        if alone and loaded:
            share = loaded / alone
            print(f"{engine} byid with 2 long scans / byid alone: "
                  f"{share:.2f} (target >= 0.5: "
                  f"{'met' if share >= 0.5 else 'MISSED'})")
    k1 = median(tps.get(("kite", "select1")))
    kb = median(tps.get(("kite", "byid")))
    if k1 and kb:
        share = kb / k1
        print(f"Kite byid / Kite SELECT 1: {share:.2f} (target >= 0.85: "
              f"{'met' if share >= 0.85 else 'MISSED'})")
    if args.rounds > 1:
        print("\nEvery round (Kite / PostgreSQL):")
        for w in workloads:
            rounds = []
            for r in range(args.rounds):
                k = tps.get(("kite", w), [None] * args.rounds)[r]
                p = tps.get(("postgres", w), [None] * args.rounds)[r]
                rounds.append(" / ".join(
                    f"{v:.0f}" if v is not None else "-" for v in (k, p)))
            print(f"{w:10}  " + "   ".join(rounds))


if __name__ == "__main__":
    main()
