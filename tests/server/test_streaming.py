"""Results stream: kited sends a query's rows while it runs, so a result of
any size is served in memory bounded by a few batches (psql, psycopg's
row-by-row stream(), the extended protocol), and a client that stops
reading holds its statement (back-pressure) instead of growing kited's
buffers; statement_timeout still stops it meanwhile."""

import subprocess
import threading
import time

import psycopg
import pytest

WIDE = "SELECT g, repeat('x', 200) AS pad FROM generate_series(1, %d) g"
LIMIT_MB = 300


def rss_mb(kited):
    with open(f"/proc/{kited.proc.pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


class Peak:
    """The highest resident memory of kited while the block runs."""

    def __init__(self, kited):
        self.kited = kited
        self.peak = 0
        self.done = threading.Event()

    def __enter__(self):
        self.base = rss_mb(self.kited)
        self.thread = threading.Thread(target=self.watch)
        self.thread.start()
        return self

    def watch(self):
        while not self.done.is_set():
            self.peak = max(self.peak, rss_mb(self.kited))
            time.sleep(0.05)

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()

    @property
    def growth(self):
        return self.peak - self.base


# Ten million rows of 100 bytes and more: 1 GB and over, were it held.
TEN_MILLION = ("SELECT g, repeat(chr(65 + g % 26), 100) AS pad "
               "FROM generate_series(1, 10000000) g")


def test_psycopg_reads_ten_million_rows_in_bounded_memory(kited):
    # libpq gathers the rows client-side (an Execute without a row limit);
    # they are counted and spot-checked in its result rather than turned
    # into Python objects one by one, which would take minutes.
    rows = 10_000_000
    with kited.connect() as c, Peak(kited) as peak:
        cur = c.execute(TEN_MILLION)
        result = cur.pgresult
        assert result.ntuples == rows
        for i in (0, 12_345, rows - 1):
            g = i + 1
            assert result.get_value(i, 0) == str(g).encode()
            assert result.get_value(i, 1) == bytes([65 + g % 26]) * 100
        cur.close()
    assert peak.growth < LIMIT_MB, (peak.base, peak.peak)


def test_psycopg_streams_rows_one_by_one_in_bounded_memory(kited):
    # Single-row mode: about 20 us a row in pure-Python psycopg.
    rows = 400_000  # 400 MB of padding
    with kited.connect() as c, Peak(kited) as peak:
        n = 0
        total = 0
        for g, pad in c.cursor().stream(WIDE.replace("200", "1000") % rows):
            n += 1
            total += g
        assert len(pad) == 1000
    assert n == rows and total == rows * (rows + 1) // 2
    assert peak.growth < LIMIT_MB, (peak.base, peak.peak)


def test_psql_reads_ten_million_rows_in_bounded_memory(kited, tmp_path):
    # psql keeps the whole result itself (without FETCH_COUNT); kited
    # streams it.
    out = tmp_path / "rows.txt"
    with Peak(kited) as peak, open(out, "w") as f:
        subprocess.run(
            ["psql", "-X", "-A", "-t", "-h", "127.0.0.1", "-p",
             str(kited.port), "-U", "tester", "-d", "testdb", "-c",
             TEN_MILLION], stdout=f, check=True)
    assert peak.growth < LIMIT_MB, (peak.base, peak.peak)
    n = 0
    last = b""
    with open(out, "rb") as f:
        for line in f:
            n += 1
            last = line
    assert n == 10_000_000
    assert last == b"10000000|" + bytes([65 + 10_000_000 % 26]) * 100 + b"\n"


def test_psycopg_execute_and_fetchall(kited):
    # The extended protocol's Execute of every row: streamed by kited, kept
    # by the client.
    with kited.connect() as c, Peak(kited) as peak:
        cur = c.execute(WIDE % 500_000)
        assert cur.rowcount == 500_000
        got = cur.fetchall()
    assert len(got) == 500_000 and got[-1][0] == 500_000
    assert peak.growth < LIMIT_MB, (peak.base, peak.peak)


def test_psql_in_bounded_memory(kited):
    with Peak(kited) as peak:
        out = subprocess.run(
            ["psql", "-X", "-A", "-t", "-h", "127.0.0.1", "-p",
             str(kited.port), "-U", "tester", "-d", "testdb", "-c",
             "SELECT count(*) OVER () AS n, g, repeat(chr(65 + g % 26), 50) FROM "
             "generate_series(1, 200000) g"],
            capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    assert len(lines) == 200_000 and lines[-1].startswith("200000|200000|")
    assert peak.growth < LIMIT_MB, (peak.base, peak.peak)
    # psql's own count: the command tag counts every row.
    out = subprocess.run(
        ["psql", "-X", "-h", "127.0.0.1", "-p", str(kited.port), "-U",
         "tester", "-d", "testdb", "-c", WIDE % 100_000],
        capture_output=True, text=True, check=True)
    assert out.stdout.rstrip().endswith("(100000 rows)")


def test_slow_client_holds_its_statement_not_memory(kited):
    with kited.connect() as slow, kited.connect() as other, \
            Peak(kited) as peak:
        # 400 MB: more than LIMIT_MB, were kited to buffer it.
        rows = slow.cursor().stream(WIDE.replace("200", "1000") % 400_000)
        assert next(rows)[0] == 1
        # Not reading: kited waits for the socket instead of buffering the
        # rest; the other connection is served meanwhile.
        for _ in range(10):
            assert other.execute("SELECT 1").fetchone() == (1,)
            time.sleep(0.1)
        assert peak.growth < LIMIT_MB, (peak.base, peak.peak)
        n = 1 + sum(1 for _ in rows)
    assert n == 400_000


def test_statement_timeout_stops_a_stalled_stream(kited):
    with kited.connect() as c:
        c.execute("SET statement_timeout = 500")
        rows = c.cursor().stream(WIDE % 50_000_000)
        assert next(rows)[0] == 1
        time.sleep(1.0)
        start = time.time()
        with pytest.raises(psycopg.errors.QueryCanceled) as e:
            for _ in rows:
                pass
        assert "statement timeout" in str(e.value)
        assert time.time() - start < 20
        c.execute("RESET statement_timeout")
        assert c.execute("SELECT count(*) FROM generate_series(1, 10)") \
            .fetchone() == (10,)
