"""Stopping statements: a client's cancel request (psycopg's conn.cancel(),
a raw CancelRequest) and statement_timeout give 57014 and leave the
database unchanged; a wrong key or an idle session is ignored."""

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
