"""Bounded memory: statement_mem per connection and kited's --max-memory
fail the statement that would hold too much with 53200 (naming what asked)
and leave the tables as they were; kited stays up and serves the others."""

import struct

import psycopg
import pytest

from conftest import Kited
from test_streaming import Peak, rss_mb

SORT = ("SELECT count(*) FROM (SELECT g, repeat('x', 200) AS pad "
        "FROM generate_series(1, %d) g ORDER BY g DESC) s")


@pytest.fixture(scope="module", autouse=True)
def items(kited):
    with kited.connect() as c:
        c.execute("CREATE TABLE items (id INT PRIMARY KEY, name TEXT)")
        c.execute("INSERT INTO items SELECT g, 'item ' || g "
                  "FROM generate_series(1, 1000) g")
    yield


def test_statement_mem_breach_fails_and_changes_nothing(conn):
    conn.execute("SET statement_mem = '4MB'")
    with pytest.raises(psycopg.errors.OutOfMemory) as e:
        conn.execute("INSERT INTO items SELECT g, repeat('y', 100) "
                     "FROM generate_series(1001, 500000) g ORDER BY g DESC")
    assert e.value.sqlstate == "53200"
    assert e.value.diag.message_primary == "out of memory"
    assert "Sort would need more than statement_mem (4MB)" in \
        e.value.diag.message_detail
    assert conn.execute("SELECT count(*), max(id) FROM items").fetchone() == \
        (1000, 1000)
    # The connection goes on, and small statements run.
    assert conn.execute("SELECT count(*) FROM (SELECT DISTINCT name "
                        "FROM items) s").fetchone() == (1000,)


def test_statement_mem_is_per_connection(kited):
    with kited.connect() as a, kited.connect() as b:
        a.execute("SET statement_mem = '1MB'")
        assert a.execute("SHOW statement_mem").fetchone() == ("1MB",)
        with pytest.raises(psycopg.errors.OutOfMemory):
            a.execute(SORT % 100_000)
        default = b.execute("SHOW statement_mem").fetchone()[0]
        assert default != "1MB"
        assert b.execute(SORT % 100_000).fetchone() == (100_000,)
        a.execute("RESET statement_mem")
        assert a.execute("SHOW statement_mem").fetchone() == (default,)
        assert a.execute(SORT % 100_000).fetchone() == (100_000,)


def test_statement_mem_as_a_startup_option(kited):
    with psycopg.connect(kited.dsn(options="'-c statement_mem=2MB'"),
                         autocommit=True) as c:
        assert c.execute("SHOW statement_mem").fetchone() == ("2MB",)
    with pytest.raises(psycopg.OperationalError) as e:
        psycopg.connect(kited.dsn(options="'-c statement_mem=lots'"))
    assert "invalid value for parameter" in str(e.value)


def test_statement_mem_flag_sets_the_default():
    server = Kited("--statement-mem", "3MB")
    try:
        with server.connect() as c:
            assert c.execute("SHOW statement_mem").fetchone() == ("3MB",)
            with pytest.raises(psycopg.errors.OutOfMemory):
                c.execute(SORT % 100_000)
    finally:
        assert server.stop() == 0, server.log_text()


def kited_above_idle(mb):
    """A kited whose --max-memory is `mb` above what an idle one holds."""
    probe = Kited()
    base = rss_mb(probe)
    probe.stop()
    limit = int(base + mb)
    return limit, Kited("--max-memory", f"{limit}MB")


def test_max_memory_stops_what_would_pass_it():
    # 150 MB above what an idle kited holds; the sort needs ~500 MB.
    limit, server = kited_above_idle(150)
    try:
        with server.connect() as c, Peak(server) as peak:
            c.execute("CREATE TABLE t (id INT PRIMARY KEY)")
            c.execute("INSERT INTO t SELECT g FROM generate_series(1, 100) g")
            with pytest.raises(psycopg.errors.OutOfMemory) as e:
                c.execute(SORT % 2_000_000)
            assert "--max-memory" in e.value.diag.message_detail
            assert f"{limit}MB" in e.value.diag.message_detail
            with pytest.raises(psycopg.errors.OutOfMemory):
                c.execute("INSERT INTO t SELECT g FROM "
                          "generate_series(101, 20000000) g")
            # Nothing half-done, and the server still answers.
            assert c.execute("SELECT count(*) FROM t").fetchone() == (100,)
            assert c.execute(SORT % 10_000).fetchone() == (10_000,)
        # Estimates, not the allocator's bytes: allow some slack.
        assert peak.peak < limit + 100, (peak.peak, limit)
    finally:
        assert server.stop() == 0, server.log_text()


def test_a_table_scan_streams_in_bounded_memory(kited):
    with kited.connect() as c:
        c.execute("CREATE TABLE wide (id INT PRIMARY KEY, pad TEXT)")
        c.execute("INSERT INTO wide SELECT g, repeat('w', 300) "
                  "FROM generate_series(1, 400000) g")
        # 400K rows of 300 bytes: 120 MB if held whole.
        with Peak(kited) as peak:
            n = 0
            for _ in c.cursor().stream("SELECT id, pad FROM wide"):
                n += 1
        assert n == 400_000
        assert peak.growth < 60, peak.growth
        c.execute("DROP TABLE wide")


def test_a_message_past_max_memory_is_refused_and_skipped():
    # kited reads a message whole before it acts on it: one that would take
    # it past --max-memory is refused once its header is in, and its bytes
    # are read past, so the connection goes on.
    limit, server = kited_above_idle(150)
    huge = "x" * 100_000_000
    try:
        with server.connect() as c, Peak(server) as peak:
            with pytest.raises(psycopg.errors.OutOfMemory) as e:
                c.execute("SELECT length('" + huge + "')")
            assert "A message of" in e.value.diag.message_detail
            assert f"{limit}MB (--max-memory)" in e.value.diag.message_detail
            assert c.execute("SELECT 1").fetchone() == (1,)
            # The same in the extended protocol: Parse is refused, and the
            # messages after it are skipped up to Sync.
            with pytest.raises(psycopg.errors.OutOfMemory):
                c.execute("SELECT length(%s || '" + huge + "')", ["a"])
            assert c.execute("SELECT %s::int + 1", [1]).fetchone() == (2,)
            # A large message that fits is served.
            assert c.execute("SELECT length('" + "y" * 2_000_000 + "')") \
                .fetchone() == (2_000_000,)
        assert peak.peak < limit, (peak.peak, limit)
    finally:
        assert server.stop() == 0, server.log_text()


def test_a_refused_message_after_an_error_is_skipped_silently():
    # After an error in the extended protocol everything up to Sync is
    # skipped without a reply: a message too large to admit, too.
    from test_bad_input import SYNC, Raw, bind, fields, message, parse
    limit, server = kited_above_idle(150)
    try:
        raw = Raw(server)
        raw.start()
        raw.send(bind([], statement=b"nosuch"))
        raw.send(parse(b"", b"SELECT '" + b"x" * 100_000_000 + b"'") + SYNC)
        msgs = raw.messages()
        assert [kind for kind, _ in msgs] == [b"E", b"Z"], msgs[:3]
        assert fields(msgs[0][1])["C"] == "26000"
        raw.send(message(b"Q", b"SELECT 7\0"))
        msgs = raw.messages()
        assert (b"D", struct.pack("!hi", 1, 1) + b"7") in msgs, msgs
    finally:
        assert server.stop() == 0, server.log_text()
