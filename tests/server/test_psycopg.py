"""kited driven by psycopg 3: simple and extended queries, parameters and
results of every type in text and binary, errors with SQLSTATE."""

import datetime
import decimal
import threading
import time

import psycopg
import pytest

ROW = (True, -5, 9000000000, 1.5, decimal.Decimal("12.345"), "héllo",
       datetime.date(2024, 2, 29),
       datetime.datetime(2024, 2, 29, 12, 34, 56, 123456), [1, None, 3],
       [7, 9000000000], ["a b", "", None, 'q"uote'])
COLUMNS = ("b BOOLEAN, i INT, l BIGINT, f DOUBLE PRECISION, n NUMERIC(10,3), "
           "t TEXT, d DATE, ts TIMESTAMP, ia INT[], la BIGINT[], ta TEXT[]")


@pytest.fixture(scope="module")
def every(kited):
    with kited.connect() as c:
        c.execute(f"CREATE TABLE every ({COLUMNS})")
    return kited


@pytest.mark.parametrize("placeholder", ["%s", "%t", "%b"])
def test_parameters_of_every_type_round_trip(every, placeholder):
    with every.connect() as c:
        c.execute("DELETE FROM every")
        marks = ", ".join([placeholder] * len(ROW))
        cur = c.execute(f"INSERT INTO every VALUES ({marks})", ROW)
        assert cur.rowcount == 1
        for binary in (False, True):
            got = c.cursor(binary=binary).execute(
                "SELECT * FROM every").fetchall()
            assert got == [ROW], (placeholder, binary)


def test_nulls_of_every_type(every):
    with every.connect() as c:
        c.execute("DELETE FROM every")
        c.execute(f"INSERT INTO every VALUES ({', '.join(['%b'] * len(ROW))})",
                  (None,) * len(ROW))
        for binary in (False, True):
            got = c.execute("SELECT * FROM every", binary=binary).fetchall()
            assert got == [(None,) * len(ROW)]


def test_result_types_and_values(conn):
    cur = conn.execute("SELECT 1 AS one, 2::bigint AS two, 'x' AS t, "
                       "1.25::numeric(5,2) AS n, 2.5::double precision AS f, "
                       "true AS b, DATE '2020-01-02' AS d")
    assert [c.name for c in cur.description] == ["one", "two", "t", "n", "f",
                                                 "b", "d"]
    assert [c.type_code for c in cur.description] == [23, 20, 25, 1700, 701,
                                                      16, 1082]
    assert cur.description[3].precision == 5
    assert cur.description[3].scale == 2
    assert cur.fetchone() == (1, 2, "x", decimal.Decimal("1.25"), 2.5, True,
                              datetime.date(2020, 1, 2))


def test_extended_query_reuses_prepared_statement(conn):
    conn.execute("CREATE TABLE prep (id INT PRIMARY KEY, name TEXT)")
    with conn.cursor() as cur:
        cur.executemany("INSERT INTO prep VALUES (%s, %s)",
                        [(i, f"n{i}") for i in range(20)])
        for i in range(10):  # psycopg prepares after 5 executions
            cur.execute("SELECT name FROM prep WHERE id = %s", (i,),
                        prepare=True)
            assert cur.fetchone() == (f"n{i}",)
        cur.execute("SELECT count(*) FROM prep WHERE id >= %s", (15,))
        assert cur.fetchone() == (5,)


def test_simple_protocol_several_statements(kited):
    with psycopg.connect(kited.dsn(), autocommit=True,
                         cursor_factory=psycopg.ClientCursor) as c:
        cur = c.execute("CREATE TABLE several (x INT); "
                        "INSERT INTO several VALUES (1), (2); "
                        "SELECT sum(x) FROM several")
        assert cur.statusmessage == "CREATE TABLE"
        assert cur.nextset() and cur.rowcount == 2
        assert cur.nextset()
        assert cur.fetchone() == (3,)
        assert not cur.nextset()


def test_command_tags(conn):
    conn.execute("CREATE TABLE tags (x INT)")
    assert conn.execute("INSERT INTO tags VALUES (1), (2), (3)").rowcount == 3
    assert conn.execute("UPDATE tags SET x = x + 1 WHERE x > 1").rowcount == 2
    assert conn.execute("DELETE FROM tags WHERE x = 1").rowcount == 1
    cur = conn.execute("SELECT * FROM tags")
    assert cur.rowcount == 2
    assert cur.statusmessage == "SELECT 2"


def test_errors_carry_sqlstate(conn):
    cases = {
        "SELECT nosuch FROM tags": "42703",
        "SELECT * FROM nosuch": "42P01",
        "SELEC 1": "42601",
        "SELECT 1 / 0": "22012",
        "SELECT 'abc'::int": "22P02",
    }
    for sql, sqlstate in cases.items():
        with pytest.raises(psycopg.Error) as e:
            conn.execute(sql)
        assert e.value.sqlstate == sqlstate, sql
    # The connection still works after each.
    assert conn.execute("SELECT 1").fetchone() == (1,)


def test_syntax_error_position(conn):
    with pytest.raises(psycopg.errors.SyntaxError) as e:
        conn.execute("SELECT 1 + FROM tags")
    assert e.value.diag.statement_position == "12"


def test_wrong_parameter_values(conn):
    with pytest.raises(psycopg.Error) as e:
        conn.execute("SELECT %s::int", ("not a number",))
    assert e.value.sqlstate == "22P02"
    assert conn.execute("SELECT %s::int + 1", (1,)).fetchone() == (2,)


def test_settings_are_per_connection(kited):
    with kited.connect() as a, kited.connect() as b:
        a.execute("SET application_name = 'first'")
        a.execute("SET statement_timeout = '5s'")
        assert a.execute("SHOW application_name").fetchone() == ("first",)
        assert b.execute("SHOW application_name").fetchone() == ("",)
        assert b.execute("SHOW statement_timeout").fetchone() == ("0",)
        assert a.info.parameter_status("application_name") == "first"
        assert a.execute("SELECT current_database()").fetchone() == (
            "testdb",)
        assert a.execute("SELECT current_schema()").fetchone() == ("public",)
        for name, value in [("client_encoding", "UTF8"),
                            ("DateStyle", "ISO, MDY"), ("TimeZone", "UTC"),
                            ("extra_float_digits", "1"),
                            ("search_path", '"$user", public')]:
            assert b.execute(f"SHOW {name}").fetchone() == (value,), name
        with pytest.raises(psycopg.Error) as e:
            a.execute("SET TimeZone = 'Mars/Olympus'")
        assert e.value.sqlstate == "22023"
        # A connection's TimeZone is its own: reported, and what its
        # timestamptz text is written in (psycopg reads it back in it).
        a.execute("SET TimeZone = 'Asia/Kolkata'")
        assert a.info.parameter_status("TimeZone") == "Asia/Kolkata"
        sql = "SELECT '2024-01-31 12:00:00+00'::timestamptz::text"
        assert a.execute(sql).fetchone() == ("2024-01-31 17:30:00+05:30",)
        assert b.execute(sql).fetchone() == ("2024-01-31 12:00:00+00",)
        a.execute("SET TimeZone = 'UTC'")
        a.execute("SET search_path = public")
        a.execute("SET extra_float_digits = 3")
        a.execute("SET DateStyle = 'ISO, DMY'")
    assert kited.connect().info.server_version == 150000


def test_long_statement_does_not_stall_others(kited):
    slow = ("SELECT count(*) FROM generate_series(1, 20000) AS a(x) "
            "CROSS JOIN generate_series(1, 20000) AS b(y) WHERE x * y = 17")
    done = {}

    def run_slow():
        with kited.connect() as c:
            start = time.time()
            done["result"] = c.execute(slow).fetchone()
            done["seconds"] = time.time() - start

    t = threading.Thread(target=run_slow)
    t.start()
    time.sleep(0.2)
    start = time.time()
    with kited.connect() as c:
        for _ in range(20):
            assert c.execute("SELECT 1").fetchone() == (1,)
    quick = time.time() - start
    t.join()
    assert done["result"] == (2,)
    # The quick queries did not wait for the slow one.
    assert quick < done["seconds"], (quick, done["seconds"])


@pytest.mark.parametrize("binary", [False, True])
def test_server_side_cursor(conn, binary):
    conn.execute("CREATE TABLE IF NOT EXISTS curs (id INT, name TEXT)")
    conn.execute("DELETE FROM curs")
    conn.cursor().executemany("INSERT INTO curs VALUES (%s, %s)",
                              [(i, f"n{i}") for i in range(100)])
    # Kite has no transaction blocks: a named cursor needs withhold=True
    # (psycopg then declares it WITH HOLD, outside a transaction).
    with conn.cursor("c1", withhold=True, binary=binary) as cur:
        cur.itersize = 30
        cur.execute("SELECT id, name FROM curs WHERE id >= %s ORDER BY id",
                    (10,))
        assert [d.name for d in cur.description] == ["id", "name"]
        assert cur.fetchone() == (10, "n10")
        assert cur.fetchmany(3) == [(11, "n11"), (12, "n12"), (13, "n13")]
        rest = list(cur)
        assert len(rest) == 86 and rest[-1] == (99, "n99")
    # Closed with the block.
    with pytest.raises(psycopg.Error) as e:
        conn.execute('FETCH 1 FROM "c1"')
    assert e.value.sqlstate == "34000"


def test_declare_fetch_by_hand(conn):
    conn.execute("CREATE TABLE IF NOT EXISTS hand (x INT)")
    conn.execute("DELETE FROM hand")
    conn.execute("INSERT INTO hand SELECT g FROM generate_series(1, 5) AS s(g)")
    conn.execute("DECLARE h CURSOR FOR SELECT x FROM hand ORDER BY x")
    assert conn.execute("FETCH 2 FROM h").fetchall() == [(1,), (2,)]
    assert conn.execute("MOVE FORWARD 1 IN h").statusmessage == "MOVE 1"
    cur = conn.execute("FETCH ALL FROM h")
    assert cur.fetchall() == [(4,), (5,)]
    assert cur.statusmessage == "FETCH 2"
    assert conn.execute("FETCH NEXT FROM h").fetchall() == []
    with pytest.raises(psycopg.Error) as e:
        conn.execute("DECLARE h CURSOR FOR SELECT 1")
    assert e.value.sqlstate == "42P03"
    assert conn.execute("CLOSE h").statusmessage == "CLOSE CURSOR"


@pytest.mark.parametrize("prepare", [False, True])
def test_messages_bigger_than_one_read(conn, prepare):
    # 3 MB in one message: the connection reads 1 kB, then on in 64 kB steps
    # up to 1 MB a turn, so the message spans several turns.
    big = "".join(chr(ord("a") + i % 26) for i in range(3 << 20))
    if prepare:
        got = conn.execute("SELECT length(%s::text), %s::text = %s::text",
                           [big, big, big], prepare=True).fetchone()
    else:
        literal = "'" + big + "'"
        got = conn.execute(f"SELECT length({literal}), "
                           f"{literal} = {literal}").fetchone()
    assert got == (3 << 20, True)
    # The connection goes on.
    assert conn.execute("SELECT 1").fetchone() == (1,)


def test_prepared_statements_across_ddl(kited):
    # psycopg sends DEALLOCATE ALL after a DROP or ALTER when it has
    # prepared statements; the statement is prepared again afterwards.
    with kited.connect() as c:
        c.autocommit = True
        c.execute("CREATE TABLE reshaped (a INT)")
        c.execute("INSERT INTO reshaped VALUES (1)")
        q = "SELECT * FROM reshaped WHERE a = %s"
        for _ in range(3):
            cur = c.execute(q, [1], prepare=True)
            assert [d.name for d in cur.description] == ["a"]
            assert cur.fetchall() == [(1,)]
        c.execute("DROP TABLE reshaped")
        c.execute("CREATE TABLE reshaped (a INT, b TEXT)")
        c.execute("INSERT INTO reshaped VALUES (1, 'x')")
        for _ in range(2):
            cur = c.execute(q, [1], prepare=True)
            assert [d.name for d in cur.description] == ["a", "b"]
            assert cur.fetchall() == [(1, "x")]
        assert c.execute("DISCARD ALL").statusmessage == "DISCARD ALL"


def test_literals_keep_their_bytes_in_a_multi_statement_query(conn):
    # The simple protocol's text is cut into statements: a ';' in an E''
    # string after an escaped quote does not end one, and a carriage
    # return in a literal stays.
    cur = conn.execute("SELECT E'it\\'s; here' AS a; "
                       "SELECT length('a\r\nb'), 'x\r\ny' = E'x\\r\\ny'")
    assert cur.fetchone() == ("it's; here",)
    assert cur.nextset()
    assert cur.fetchone() == (4, True)
