"""Stopping statements: a client's cancel request (psycopg's conn.cancel(),
a raw CancelRequest) and statement_timeout give 57014 and leave the
database unchanged; a wrong key or an idle session is ignored."""

import os
import socket
import struct
import threading
import time

import psycopg
import pytest

from conftest import Kited

# 400 million pairs: minutes if nothing stops it.
SLOW = "SELECT count(*) FROM big x, big y WHERE x.v <> y.v"
SLOW_UPDATE = ("UPDATE big SET v = v + 1 WHERE id IN "
               "(SELECT x.id FROM big x, big y WHERE x.v + y.v = -1)")


@pytest.fixture(scope="module", autouse=True)
def big(kited):
    with kited.connect() as c:
        c.execute("CREATE TABLE big (id INT PRIMARY KEY, v INT)")
        c.execute("INSERT INTO big SELECT g, g FROM generate_series(1, 20000) g")
    yield


def cancel_after(conn, seconds, how=None):
    def run():
        time.sleep(seconds)
        (how or conn.cancel)()
    t = threading.Thread(target=run)
    t.start()
    return t


def test_cancel_a_running_query(conn):
    start = time.time()
    t = cancel_after(conn, 0.5)
    with pytest.raises(psycopg.errors.QueryCanceled) as e:
        conn.execute(SLOW)
    t.join()
    assert e.value.sqlstate == "57014"
    assert "canceling statement due to user request" in str(e.value)
    assert time.time() - start < 10
    # The session goes on, and the next statement is not cancelled.
    assert conn.execute("SELECT count(*) FROM big").fetchone() == (20000,)


def test_cancel_an_update_changes_nothing(conn):
    before = conn.execute("SELECT sum(v) FROM big").fetchone()
    t = cancel_after(conn, 0.5)
    with pytest.raises(psycopg.errors.QueryCanceled):
        conn.execute(SLOW_UPDATE)
    t.join()
    assert conn.execute("SELECT sum(v) FROM big").fetchone() == before


def test_cancel_a_prepared_statement(conn):
    t = cancel_after(conn, 0.5)
    with pytest.raises(psycopg.errors.QueryCanceled):
        conn.execute(SLOW.replace("<>", "<> %s +"), [0], prepare=True)
    t.join()
    assert conn.execute("SELECT %s::int", [5]).fetchone() == (5,)


def test_cancel_only_that_session(kited, conn):
    with kited.connect() as other:
        result = {}

        def run_other():
            result["n"] = other.execute(
                "SELECT count(*) FROM big x, big y "
                "WHERE x.id < 3000 AND y.id < 3000").fetchone()
        worker = threading.Thread(target=run_other)
        worker.start()
        t = cancel_after(conn, 0.3)
        with pytest.raises(psycopg.errors.QueryCanceled):
            conn.execute(SLOW)
        t.join()
        worker.join()
        assert result["n"] == (2999 * 2999,)


def test_cancel_while_every_worker_is_busy():
    # The cancel request comes on a connection of its own, which the
    # control thread reads: the one worker runs the statement to cancel.
    server = Kited("--workers", "1")
    try:
        with server.connect() as c:
            c.execute("CREATE TABLE big (id INT PRIMARY KEY, v INT)")
            c.execute("INSERT INTO big SELECT g, g FROM generate_series(1, "
                      "20000) g")
            start = time.time()
            t = cancel_after(c, 0.5)
            with pytest.raises(psycopg.errors.QueryCanceled):
                c.execute(SLOW)
            t.join()
            assert time.time() - start < 10
            assert c.execute("SELECT 1").fetchone() == (1,)
    finally:
        assert server.stop() == 0


def test_wrong_key_is_ignored(kited, conn):
    pid = conn.pgconn.backend_pid

    def wrong_key():
        s = socket.create_connection(("127.0.0.1", kited.port), timeout=10)
        s.sendall(struct.pack("!iiii", 16, 80877102, pid, 12345))
        assert s.recv(1) == b""  # closed without a reply
        s.close()
    t = cancel_after(conn, 0.1, wrong_key)
    # Runs to its end (about a second), not cancelled.
    n = conn.execute("SELECT count(*) FROM big x, big y "
                     "WHERE x.id < 4000 AND y.id < 4000").fetchone()
    t.join()
    assert n == (3999 * 3999,)
    assert kited.wait_for_log(f"cancel request for {pid} ignored")


def test_cancel_while_idle_does_nothing(conn):
    conn.cancel()
    time.sleep(0.2)
    assert conn.execute("SELECT count(*) FROM big").fetchone() == (20000,)


def test_statement_timeout(conn):
    conn.execute("SET statement_timeout = 200")
    try:
        start = time.time()
        with pytest.raises(psycopg.errors.QueryCanceled) as e:
            conn.execute(SLOW)
        assert "canceling statement due to statement timeout" in str(e.value)
        assert 0.15 < time.time() - start < 10
        before = conn.execute("SELECT sum(v) FROM big").fetchone()
        with pytest.raises(psycopg.errors.QueryCanceled):
            conn.execute(SLOW_UPDATE)
        assert conn.execute("SELECT sum(v) FROM big").fetchone() == before
        # Extended protocol too.
        with pytest.raises(psycopg.errors.QueryCanceled):
            conn.execute(SLOW.replace("<>", "<> %s +"), [0])
        # Quick statements are untouched.
        assert conn.execute("SELECT count(*) FROM big").fetchone() == (20000,)
    finally:
        conn.execute("RESET statement_timeout")
    assert conn.execute("SHOW statement_timeout").fetchone() == ("0",)


def test_statement_timeout_from_startup_options(kited):
    dsn = kited.dsn(options="'-c statement_timeout=1s'")
    with psycopg.connect(dsn, autocommit=True) as c:
        assert c.execute("SHOW statement_timeout").fetchone() == ("1s",)
        start = time.time()
        with pytest.raises(psycopg.errors.QueryCanceled):
            c.execute(SLOW)
        assert 0.9 < time.time() - start < 10


def test_idle_session_timeout(kited):
    dsn = kited.dsn(options="'-c idle_session_timeout=500'")
    with psycopg.connect(dsn, autocommit=True) as busy:
        # Busy enough: never idle for half a second.
        for _ in range(8):
            assert busy.execute("SELECT 1").fetchone() == (1,)
            time.sleep(0.2)
        time.sleep(1.0)
        with pytest.raises(psycopg.OperationalError) as e:
            busy.execute("SELECT 1")
        assert "idle-session timeout" in str(e.value) or \
            "closed" in str(e.value) or "lost" in str(e.value)
    assert "57P05 terminating connection due to idle-session timeout" in \
        kited.log_text()
    with kited.connect() as c:  # the default: no limit
        assert c.execute("SHOW idle_session_timeout").fetchone() == ("0",)
        c.execute("SET idle_session_timeout = '1min'")
        assert c.execute("SHOW idle_session_timeout").fetchone() == ("1min",)


def test_pg_stat_activity_shows_other_sessions(kited, conn):
    with psycopg.connect(kited.dsn(application_name="watcher"),
                         autocommit=True) as watcher:
        pid = conn.execute("SELECT pg_backend_pid()").fetchone()[0]
        t = threading.Thread(target=lambda: pytest.raises(
            psycopg.errors.QueryCanceled, conn.execute, SLOW))
        t.start()
        row = None
        for _ in range(200):
            row = watcher.execute(
                "SELECT state, query, usename, client_addr, client_port > 0, "
                "query_start <= now() FROM pg_stat_activity WHERE pid = %s",
                [pid]).fetchone()
            if row[0] == "active":
                break
            time.sleep(0.02)
        assert row[:2] == ("active", SLOW)
        assert row[3] == "127.0.0.1" and row[4] and row[5]
        mine = watcher.execute(
            "SELECT application_name, state FROM pg_stat_activity WHERE pid "
            "= pg_backend_pid()").fetchone()
        assert mine == ("watcher", "active")
        assert watcher.execute("SELECT pg_cancel_backend(%s)",
                               [pid]).fetchone() == (True,)
        t.join(10)
        assert not t.is_alive()
        assert watcher.execute(
            "SELECT state FROM pg_stat_activity WHERE pid = %s",
            [pid]).fetchone() == ("idle",)
    assert conn.execute("SELECT count(*) FROM big").fetchone() == (20000,)


def test_pg_terminate_backend_closes_the_connection(kited):
    victim = psycopg.connect(kited.dsn(), autocommit=True)
    idle = psycopg.connect(kited.dsn(), autocommit=True)
    with kited.connect() as admin:
        pid = victim.execute("SELECT pg_backend_pid()").fetchone()[0]
        idle_pid = idle.execute("SELECT pg_backend_pid()").fetchone()[0]
        errors = []

        def run():
            try:
                victim.execute(SLOW)
            except psycopg.Error as e:
                errors.append(e)
        t = threading.Thread(target=run)
        t.start()
        time.sleep(0.3)
        start = time.time()
        assert admin.execute("SELECT pg_terminate_backend(%s)",
                             [pid]).fetchone() == (True,)
        t.join(10)
        assert time.time() - start < 2
        assert errors and errors[0].sqlstate == "57P01"
        assert "terminating connection due to administrator command" in \
            str(errors[0])
        with pytest.raises(psycopg.OperationalError):
            victim.execute("SELECT 1")
        # An idle session is closed at once; waiting for it says so.
        assert admin.execute("SELECT pg_terminate_backend(%s, 5000)",
                             [idle_pid]).fetchone() == (True,)
        with pytest.raises(psycopg.OperationalError):
            idle.execute("SELECT 1")
        assert admin.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE pid IN (%s, %s)",
            [pid, idle_pid]).fetchone() == (0,)
        assert admin.execute("SELECT pg_terminate_backend(%s)",
                             [pid]).fetchone() == (False,)
        assert admin.execute("SELECT count(*) FROM big").fetchone() == \
            (20000,)
    victim.close()
    idle.close()


def test_statement_timeout_stops_planning(kited):
    # Every pair of 14 tables joined: seconds of exhaustive search when
    # geqo_threshold lets it run that far.
    with kited.connect() as c:
        for i in range(1, 15):
            c.execute(f"CREATE TABLE plan{i} (a INT, b INT)")
        tables = ", ".join(f"plan{i}" for i in range(1, 15))
        where = " AND ".join(f"plan{i}.a = plan{j}.a"
                             for i in range(1, 15) for j in range(i + 1, 15))
        c.execute("SET geqo_threshold = 15")
        c.execute("SET statement_timeout = 100")
        try:
            start = time.time()
            with pytest.raises(psycopg.errors.QueryCanceled) as e:
                c.execute(f"SELECT count(*) FROM {tables} WHERE {where}")
            assert "statement timeout" in str(e.value)
            assert time.time() - start < 1
        finally:
            c.execute("RESET statement_timeout")
            c.execute("RESET geqo_threshold")
            for i in range(1, 15):
                c.execute(f"DROP TABLE plan{i}")


def test_statement_timeout_stops_parsing(conn):
    # A 30 MB literal takes ANTLR's lexer seconds; an expression of 200,000
    # operators about one (before it is refused as too deep).
    huge = "SELECT length('" + "x" * 30_000_000 + "')"
    deep = "SELECT 0" + " + 1" * 200_000
    conn.execute("SET statement_timeout = 100")
    try:
        for sql in (huge, deep):
            start = time.time()
            with pytest.raises(psycopg.errors.QueryCanceled) as e:
                conn.execute(sql)
            assert "statement timeout" in str(e.value)
            # Reading and splitting the message comes before the clock.
            assert time.time() - start < 1.5, sql[:20]
    finally:
        conn.execute("RESET statement_timeout")
    assert conn.execute("SELECT length('" + "y" * 2_000_000 + "')") \
        .fetchone() == (2_000_000,)


def test_statement_timeout_stops_a_sort(conn):
    # Gathering 5M rows takes about a second, sorting them three more.
    sort = ("SELECT count(*) FROM (SELECT g, 'item ' || (g::bigint * 7919) "
            "% 5000011 AS h FROM generate_series(1, 5000000) g ORDER BY h) s")
    conn.execute("SET statement_timeout = 2000")
    try:
        start = time.time()
        with pytest.raises(psycopg.errors.QueryCanceled) as e:
            conn.execute(sort)
        assert "statement timeout" in str(e.value)
        assert 1.9 < time.time() - start < 3  # slack for a noisy machine
    finally:
        conn.execute("RESET statement_timeout")


def test_statement_timeout_stops_copy_from_stdin(conn):
    conn.execute("CREATE TABLE copied (id INT PRIMARY KEY, v TEXT)")
    conn.execute("SET statement_timeout = 500")
    try:
        start = time.time()
        with pytest.raises(psycopg.errors.QueryCanceled) as e:
            with conn.cursor().copy("COPY copied FROM STDIN") as copy:
                i = 0
                while time.time() - start < 1.5:
                    copy.write_row((i, "row"))
                    i += 1
        assert "statement timeout" in str(e.value)
        # Nothing of the COPY is left.
        conn.execute("RESET statement_timeout")
        assert conn.execute("SELECT count(*) FROM copied").fetchone() == (0,)
    finally:
        conn.execute("RESET statement_timeout")
        conn.execute("DROP TABLE copied")


def test_statement_timeout_stops_create_index(conn):
    conn.execute("CREATE TABLE indexed (id INT PRIMARY KEY, t TEXT)")
    conn.execute("INSERT INTO indexed SELECT g, 'name ' || g "
                 "FROM generate_series(1, 1000000) g")
    try:
        conn.execute("SET statement_timeout = 50")  # the build takes ~300 ms
        for unique in ("", "UNIQUE "):
            start = time.time()
            with pytest.raises(psycopg.errors.QueryCanceled):
                conn.execute(f"CREATE {unique}INDEX indexed_t ON indexed (t)")
            assert time.time() - start < 1
        conn.execute("RESET statement_timeout")
        # No index was left: the name is free, and the build runs whole.
        conn.execute("CREATE INDEX indexed_t ON indexed (t)")
        plan = conn.execute("EXPLAIN SELECT id FROM indexed "
                            "WHERE t = 'name 77'").fetchall()
        assert any("indexed_t" in line for (line,) in plan), plan
        assert conn.execute("SELECT id FROM indexed WHERE t = 'name 77'") \
            .fetchone() == (77,)
    finally:
        conn.execute("RESET statement_timeout")
        conn.execute("DROP TABLE indexed")


def thread_nices(server):
    """The nice value of each thread of kited (field 19 of its stat)."""
    nices = []
    for task in os.listdir(f"/proc/{server.proc.pid}/task"):
        try:
            with open(f"/proc/{server.proc.pid}/task/{task}/stat") as f:
                stat = f.read()
        except FileNotFoundError:
            continue  # the thread left
        nices.append(int(stat[stat.rindex(")") + 2:].split()[16]))
    return nices


def test_long_statements_do_not_stop_the_others():
    # Two statements that run for minutes on a 2-worker kited: the server
    # adds workers, and the other connections are served meanwhile.
    server = Kited("--workers", "2")
    try:
        with server.connect() as setup:
            setup.execute("CREATE TABLE big (id INT PRIMARY KEY, v INT)")
            setup.execute("INSERT INTO big SELECT g, g FROM "
                          "generate_series(1, 20000) g")
        long_ones = [server.connect() for _ in range(2)]
        threads = []
        for c in long_ones:
            t = threading.Thread(target=lambda c=c: pytest.raises(
                psycopg.errors.QueryCanceled, c.execute, SLOW))
            t.start()
            threads.append(t)
        time.sleep(0.3)
        with server.connect() as other:
            for _ in range(20):
                start = time.time()
                assert other.execute("SELECT count(*) FROM big WHERE id < 10") \
                    .fetchone() == (9,)
                assert time.time() - start < 1.0
            # The two long ones run on threads of lower priority (nice
            # 10), with the others' workers beside them.
            assert sorted(thread_nices(server))[-2:] == [10, 10]
            assert len(thread_nices(server)) >= 4 + 2
        for c in long_ones:
            c.cancel()
        for t in threads:
            t.join(10)
            assert not t.is_alive()
        # The demoted threads leave once their statements end.
        deadline = time.time() + 5
        while 10 in thread_nices(server) and time.time() < deadline:
            time.sleep(0.05)
        assert 10 not in thread_nices(server)
        with server.connect() as other:
            assert other.execute("SELECT 1").fetchone() == (1,)
        for c in long_ones:
            c.close()
    finally:
        assert server.stop() == 0
