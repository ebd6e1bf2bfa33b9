"""kited --data: what a client was told is committed survives a restart,
and a SIGKILL, with many clients committing at once (their commits share
fsyncs, and the workers do not wait for the disk: connection.cc)."""

import shutil
import tempfile
import threading

import pytest

from conftest import Kited

CLIENTS = 12
ROWS_EACH = 40


def insert_concurrently(server, acked):
    """Each client inserts its rows one autocommit statement at a time and
    notes the ids the server acknowledged."""
    errors = []

    def client(k):
        try:
            with server.connect() as c:
                for i in range(ROWS_EACH):
                    row = k * 1000 + i
                    c.execute("INSERT INTO t VALUES (%s, %s)", (row, k))
                    acked.append(row)
                    if i % 10 == 9:
                        c.execute("UPDATE t SET v = v + 100 WHERE id = %s",
                                  (row,))
        except Exception as e:  # pylint: disable=broad-except
            errors.append(e)

    threads = [threading.Thread(target=client, args=(k,))
               for k in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


@pytest.mark.parametrize("stop", ["sigterm", "sigkill"])
def test_acknowledged_commits_survive(stop):
    data = tempfile.mkdtemp(prefix="kited_data_")
    try:
        server = Kited("--data", data)
        with server.connect() as c:
            c.execute("CREATE TABLE t (id INT PRIMARY KEY, v INT)")
            assert c.execute("SHOW durability").fetchone() == ("sync",)
        acked = []
        insert_concurrently(server, acked)
        if stop == "sigkill":
            server.proc.kill()
            server.proc.wait()
        else:
            assert server.stop() == 0
        server = Kited("--data", data)
        try:
            with server.connect() as c:
                rows = dict(c.execute("SELECT id, v FROM t").fetchall())
            assert sorted(rows) == sorted(acked)
            assert len(rows) == CLIENTS * ROWS_EACH
            for row, v in rows.items():
                k, i = divmod(row, 1000)
                assert v == k + (100 if i % 10 == 9 else 0), row
        finally:
            assert server.stop() == 0
    finally:
        shutil.rmtree(data, ignore_errors=True)
