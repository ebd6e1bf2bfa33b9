"""The load test of issue 36: hostile statements from several clients while
well-behaved pgbench clients look items up by id. kited stays up, each
hostile statement ends with its own error (or its answer), kited's memory
stays under --max-memory, and the pgbench clients keep at least half the
rate they had without the hostile ones. About 30 s."""

import re
import subprocess
import threading
import time

import psycopg
import pytest

from conftest import Kited
from test_streaming import Peak, rss_mb

ROWS = 100_000
SCRIPT = f"""\\set id random(1, {ROWS})
SELECT id, name, price FROM items WHERE id = :id;
"""
PGBENCH_SECONDS = 8
CLIENTS = 48
STATEMENT_MEM = "256MB"
TIMEOUT = "2s"


def join_of(n):
    """n copies of a small table joined on equal ids, as ORMs write them."""
    tables = ", ".join(f"small t{i}" for i in range(n))
    conds = " AND ".join(f"t{i}.id = t{i + 1}.id" for i in range(n - 1))
    return f"SELECT count(*) FROM {tables} WHERE {conds}"


# What hostile clients send, with the SQLSTATEs each may end in (None:
# it may also succeed). Each runs under statement_timeout = TIMEOUT.
HOSTILE = [
    ("cross join", "SELECT count(*) FROM generate_series(1, 100000) a, "
     "generate_series(1, 100000) b", {"57014"}),
    ("64-table join", join_of(64), {None, "57014"}),
    ("giant sort", "SELECT count(*) FROM (SELECT g, 'item ' || (g::bigint * 7919) "
     "% 30000001 AS h FROM generate_series(1, 30000000) g ORDER BY h) s",
     {"53200", "57014"}),
    ("giant hash aggregate", "SELECT count(*) FROM (SELECT g::text, count(*) "
     "FROM generate_series(1, 30000000) g GROUP BY 1) s", {"53200", "57014"}),
    ("cartesian DISTINCT", "SELECT count(DISTINCT a * 100000 + b) FROM "
     "generate_series(1, 10000) a, generate_series(1, 10000) b",
     {"53200", "57014"}),
    ("huge repeat", "SELECT length(repeat('x', 1000000000))", {"53200"}),
    ("deep expression", "SELECT " + "(" * 200_000 + "1" + ")" * 200_000,
     {"54001"}),
    ("deep operators", "SELECT 0" + " + 1" * 200_000, {None, "54001"}),
]
# Once, as it takes a second to send: a literal of almost 1 GB (the most
# one message may carry).
HUGE_LITERAL = ("huge literal", "SELECT length('" + "x" * 1_000_000_000 +
                "')", {"53200"})


@pytest.fixture(scope="module")
def server():
    probe = Kited()
    base = rss_mb(probe)
    assert probe.stop() == 0
    # Room for the data and a few statements' statement_mem; not for a
    # 1 GB message and its copies.
    limit = int(base + 2000)
    s = Kited("--statement-mem", STATEMENT_MEM, "--max-memory",
              f"{limit}MB")
    s.limit_mb = limit
    with s.connect() as c:
        c.execute("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, "
                  "price NUMERIC(12,2))")
        c.execute(f"INSERT INTO items SELECT g, 'item ' || g, g * 1.5 "
                  f"FROM generate_series(1, {ROWS}) g")
        c.execute("CREATE TABLE small (id INT PRIMARY KEY, v INT)")
        c.execute("INSERT INTO small SELECT g, g FROM "
                  "generate_series(1, 20) g")
        c.execute("ANALYZE")
    yield s
    assert s.stop() == 0, s.log_text()


def pgbench(server, tmp_path):
    script = tmp_path / "byid.sql"
    script.write_text(SCRIPT)
    r = subprocess.run(
        ["pgbench", "-n", "-h", "127.0.0.1", "-p", str(server.port), "-U",
         "bench", "-f", str(script), "-M", "prepared", "-c", str(CLIENTS),
         "-j", "2", "-T", str(PGBENCH_SECONDS), "testdb"],
        capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "number of failed transactions: 0 (0.000%)" in r.stdout, r.stdout
    return float(re.search(r"tps = ([0-9.]+)", r.stdout).group(1))


class Hostile(threading.Thread):
    """One client sending the hostile statements over and over."""

    def __init__(self, server, statements, stop):
        super().__init__()
        self.server, self.statements, self.stop = server, statements, stop
        self.ended = {}  # name -> SQLSTATEs (None: answered)
        self.longest = {}  # name -> seconds
        self.failure = None

    def run(self):
        try:
            with self.server.connect() as c:
                c.execute(f"SET statement_timeout = '{TIMEOUT}'")
                # Each statement at least once.
                while True:
                    for name, sql, allowed in self.statements:
                        self.send(c, name, sql, allowed)
                    if self.stop.is_set():
                        return
        except Exception as e:  # noqa: BLE001 - reported by the test
            self.failure = e

    def send(self, c, name, sql, allowed):
        started = time.monotonic()
        try:
            c.execute(sql).fetchall()
            state = None
        except psycopg.Error as e:
            state = e.sqlstate
        took = time.monotonic() - started
        assert state in allowed | {"57014"}, (name, state)
        self.ended.setdefault(name, set()).add(state)
        self.longest[name] = max(self.longest.get(name, 0), took)


def test_hostile_clients_leave_the_others_served(server, tmp_path):
    unloaded = pgbench(server, tmp_path)
    stop = threading.Event()
    clients = [Hostile(server, HOSTILE[i::3], stop) for i in range(3)]
    with Peak(server) as peak:
        for h in clients:
            h.start()
        time.sleep(0.5)
        once = Hostile(server, [HUGE_LITERAL], threading.Event())
        once.stop.set()
        once.start()
        loaded = pgbench(server, tmp_path)
        stop.set()
        once.join()
        for h in clients:
            h.join()
    for h in clients + [once]:
        assert h.failure is None, h.failure
    ended, longest = {}, {}
    for h in clients + [once]:
        for name, states in h.ended.items():
            ended.setdefault(name, set()).update(states)
            longest[name] = max(longest.get(name, 0), h.longest[name])
    assert set(ended) == {name for name, _, _ in HOSTILE + [HUGE_LITERAL]}
    print(f"\nbyid, {CLIENTS} clients: {unloaded:.0f} tps alone, "
          f"{loaded:.0f} tps with 3 hostile clients "
          f"({100 * loaded / unloaded:.0f}%); kited peak {peak.peak:.0f} MB "
          f"of --max-memory {server.limit_mb} MB; hostile statements ended "
          f"{ {k: sorted(map(str, v)) for k, v in ended.items()} }; "
          f"longest {dict((k, round(v, 2)) for k, v in longest.items())}")
    assert peak.peak < server.limit_mb, (peak.peak, server.limit_mb)
    assert loaded >= 0.5 * unloaded, (loaded, unloaded)
    # kited is up and answers.
    with server.connect() as c:
        assert c.execute("SELECT count(*) FROM items").fetchone() == (ROWS,)
