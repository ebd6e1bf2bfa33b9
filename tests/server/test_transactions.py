"""Transaction blocks over the wire: psycopg's default (non-autocommit)
connections, ReadyForQuery's status, isolation between connections,
deadlocks and idle_in_transaction_session_timeout."""

import threading
import time

import psycopg
import pytest


@pytest.fixture
def table(kited):
    with kited.connect() as c:
        c.execute("DROP TABLE IF EXISTS acct")
        c.execute("CREATE TABLE acct (id INT PRIMARY KEY, balance INT)")
        c.execute("INSERT INTO acct VALUES (1, 100), (2, 100)")
    yield "acct"


def balances(conn):
    return conn.execute("SELECT id, balance FROM acct ORDER BY id").fetchall()


def test_commit_and_rollback(kited, table):
    # psycopg's default connection opens a block before its first statement.
    with psycopg.connect(kited.dsn()) as c:
        c.execute("UPDATE acct SET balance = balance - 10 WHERE id = 1")
        assert c.info.transaction_status == psycopg.pq.TransactionStatus.INTRANS
        c.rollback()
        assert c.info.transaction_status == psycopg.pq.TransactionStatus.IDLE
        assert balances(c) == [(1, 100), (2, 100)]
        c.execute("UPDATE acct SET balance = balance - 10 WHERE id = 1")
        c.execute("UPDATE acct SET balance = balance + 10 WHERE id = 2")
        c.commit()
    with kited.connect() as other:
        assert balances(other) == [(1, 90), (2, 110)]


def test_failed_block(kited, table):
    with psycopg.connect(kited.dsn()) as c:
        c.execute("INSERT INTO acct VALUES (3, 0)")
        with pytest.raises(psycopg.errors.UniqueViolation):
            c.execute("INSERT INTO acct VALUES (1, 0)")
        assert c.info.transaction_status == psycopg.pq.TransactionStatus.INERROR
        with pytest.raises(psycopg.errors.InFailedSqlTransaction):
            c.execute("SELECT 1")
        c.rollback()
        assert c.execute("SELECT count(*) FROM acct").fetchone() == (2,)


def test_errors_of_the_server_fail_the_block_too(kited, table):
    # PostgreSQL aborts the block on any error, also one raised before the
    # statement reaches the engine: here FETCH from a cursor that does not
    # exist, and a Query that is not valid UTF-8.
    with psycopg.connect(kited.dsn()) as c:
        c.execute("UPDATE acct SET balance = 0 WHERE id = 1")
        with pytest.raises(psycopg.errors.InvalidCursorName):
            c.execute("FETCH 1 FROM nowhere")
        assert c.info.transaction_status == psycopg.pq.TransactionStatus.INERROR
        with pytest.raises(psycopg.errors.InFailedSqlTransaction):
            c.execute("SELECT 1")
        c.rollback()
        c.execute("UPDATE acct SET balance = 0 WHERE id = 1")
        c.pgconn.send_query(b"SELECT '\xff'")
        while (r := c.pgconn.get_result()) is not None:
            assert r.error_field(psycopg.pq.DiagnosticField.SQLSTATE) == \
                b"22021"
        assert c.info.transaction_status == psycopg.pq.TransactionStatus.INERROR
        c.rollback()
        assert balances(c) == [(1, 100), (2, 100)]


def test_readers_wait_for_commit(kited, table):
    """Nobody reads what a block has not committed: a reader waits."""
    writer = psycopg.connect(kited.dsn())
    writer.execute("UPDATE acct SET balance = 0 WHERE id = 1")
    seen = []

    def read():
        with kited.connect() as reader:
            seen.append(balances(reader))

    t = threading.Thread(target=read)
    t.start()
    time.sleep(0.5)
    assert seen == []  # still waiting on the block's lock
    writer.commit()
    t.join(10)
    assert seen == [[(1, 0), (2, 100)]]
    writer.close()


def test_deadlock_detected(kited, table):
    with kited.connect() as c:
        c.execute("DROP TABLE IF EXISTS other")
        c.execute("CREATE TABLE other (id INT)")
    a = psycopg.connect(kited.dsn())
    b = psycopg.connect(kited.dsn())
    a.execute("INSERT INTO acct VALUES (10, 0)")   # a holds acct
    b.execute("INSERT INTO other VALUES (10)")     # b holds other
    errors = []

    def b_waits():
        try:
            b.execute("SELECT count(*) FROM acct")  # waits for a
            b.commit()
        except psycopg.Error as e:
            errors.append(e)
            b.rollback()

    t = threading.Thread(target=b_waits)
    t.start()
    time.sleep(0.3)
    try:
        a.execute("SELECT count(*) FROM other")     # closes the cycle
        a.commit()
    except psycopg.Error as e:
        errors.append(e)
        a.rollback()
    t.join(10)
    assert not t.is_alive()
    assert len(errors) == 1
    assert errors[0].sqlstate == "40P01"
    a.close()
    b.close()


def test_idle_in_transaction_timeout(kited, table):
    dsn = kited.dsn(options="'-c idle_in_transaction_session_timeout=400'")
    c = psycopg.connect(dsn)
    c.execute("UPDATE acct SET balance = 1 WHERE id = 1")
    time.sleep(1.0)
    with pytest.raises(psycopg.errors.IdleInTransactionSessionTimeout):
        c.execute("SELECT 1")
    c.close()
    assert "25P03 terminating connection due to idle-in-transaction timeout" \
        in kited.log_text()
    # The block was rolled back and its locks released.
    with kited.connect() as other:
        assert balances(other) == [(1, 100), (2, 100)]
    # Idle outside a block is not limited by it.
    with psycopg.connect(dsn, autocommit=True) as c:
        time.sleep(0.6)
        assert c.execute("SELECT 1").fetchone() == (1,)
