"""COPY FROM STDIN and COPY TO STDOUT over the wire: psql's \\copy and
psycopg's cursor.copy()."""

import os

import psycopg
import pytest

from test_psql import psql


@pytest.fixture
def items(conn):
    conn.execute("DROP TABLE IF EXISTS items")
    conn.execute("CREATE TABLE items (id INT PRIMARY KEY, name TEXT, "
                 "year INT DEFAULT 2000)")
    yield conn
    conn.execute("DROP TABLE IF EXISTS items")


def rows(conn):
    return conn.execute("SELECT * FROM items ORDER BY id").fetchall()


def test_psql_copy_in_and_out_text(kited, items, tmp_path):
    src = tmp_path / "in.txt"
    src.write_text("1\tpen\t2001\n2\tcup\\twith tab\t\\N\n3\tlamp\t2003\n")
    r = psql(kited, "-c", f"\\copy items from '{src}'")
    assert r.returncode == 0, r.stderr
    assert r.stdout == "COPY 3\n"
    assert rows(items) == [(1, "pen", 2001), (2, "cup\twith tab", None),
                           (3, "lamp", 2003)]
    out = tmp_path / "out.txt"
    r = psql(kited, "-c", f"\\copy items to '{out}'")
    assert r.returncode == 0, r.stderr
    assert out.read_text() == src.read_text()


def test_psql_copy_csv_with_header_and_columns(kited, items, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text('name,id\n"a, b",1\n"two\nlines",2\n')
    r = psql(kited, "-c",
             f"\\copy items (name, id) from '{src}' with (format csv, header)")
    assert r.returncode == 0, r.stderr
    assert rows(items) == [(1, "a, b", 2000), (2, "two\nlines", 2000)]
    r = psql(kited, "-c", "\\copy (SELECT id, name FROM items ORDER BY id) "
             "to stdout with (format csv, header)")
    assert r.returncode == 0, r.stderr
    assert r.stdout == 'id,name\n1,"a, b"\n2,"two\nlines"\n'


def test_psql_copy_error_names_the_line(kited, items, tmp_path):
    src = tmp_path / "bad.txt"
    src.write_text("1\ta\t1\n2\tb\tnope\n3\tc\t3\n")
    r = psql(kited, "-c", f"\\copy items from '{src}'")
    assert r.returncode == 1
    assert 'ERROR:  invalid input syntax for type integer: "nope"' in r.stderr
    assert 'CONTEXT:  COPY items, line 2, column year: "nope"' in r.stderr
    assert rows(items) == []
    src.write_text("1\ta\t1\n1\tdup\t2\n")
    r = psql(kited, "-c", f"\\copy items from '{src}'")
    assert r.returncode == 1
    assert "duplicate key value" in r.stderr
    assert "CONTEXT:  COPY items, line 2" in r.stderr
    assert rows(items) == []


def test_psql_script_with_inline_data(kited, items):
    # COPY FROM STDIN in a script: psql sends the lines up to \. and then
    # the statements after it.
    script = ("COPY items (id, name) FROM STDIN;\n"
              "1\tone\n2\ttwo\n\\.\n"
              "SELECT count(*) FROM items;\n")
    r = psql(kited, "-At", "-f", "-", stdin=script)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "COPY 2\n2\n"


def test_psycopg_copy_rows_in_and_out(items):
    cur = items.cursor()
    with cur.copy("COPY items (id, name) FROM STDIN") as copy:
        for i in range(1000):
            copy.write_row((i, f"name\t{i}" if i % 2 else None))
    assert cur.rowcount == 1000
    with cur.copy("COPY (SELECT id, name, year FROM items WHERE id < 3 "
                  "ORDER BY id) TO STDOUT") as copy:
        got = list(copy.rows())
    assert got == [("0", None, "2000"), ("1", "name\t1", "2000"),
                   ("2", None, "2000")]
    with cur.copy("COPY items TO STDOUT WITH (FORMAT csv)") as copy:
        data = b"".join(bytes(b) for b in copy)
    assert data.count(b"\n") == 1000


def test_psycopg_copy_of_a_million_rows(items):
    cur = items.cursor()
    n = 1_000_000
    block = 10_000
    with cur.copy("COPY items FROM STDIN WITH (FORMAT csv)") as copy:
        for start in range(0, n, block):
            copy.write("".join(f"{i},n{i},{2000 + i % 50}\n"
                               for i in range(start, start + block)))
    assert cur.rowcount == n
    assert items.execute(
        "SELECT count(*), sum(year), max(name) FROM items").fetchone() == (
            n, sum(2000 + i % 50 for i in range(n)), "n999999")
    with cur.copy("COPY items (id) TO STDOUT") as copy:
        lines = sum(bytes(b).count(b"\n") for b in copy)
    assert lines == n


def test_psycopg_bad_row_leaves_the_table_unchanged(items):
    items.execute("INSERT INTO items VALUES (100, 'kept', 1)")
    cur = items.cursor()
    with pytest.raises(psycopg.errors.InvalidTextRepresentation) as e:
        with cur.copy("COPY items FROM STDIN") as copy:
            copy.write("1\ta\t1\n")
            copy.write("x\tb\t2\n")
    assert e.value.diag.context == 'COPY items, line 2, column id: "x"'
    assert rows(items) == [(100, "kept", 1)]


def test_psycopg_exception_in_the_block_sends_copy_fail(items):
    cur = items.cursor()
    with pytest.raises(ZeroDivisionError):
        with cur.copy("COPY items FROM STDIN") as copy:
            copy.write_row((1, "a", 1))
            1 / 0
    assert rows(items) == []
    # The connection is usable afterwards.
    assert items.execute("SELECT 1").fetchone() == (1,)


def test_copy_errors_before_the_data(items):
    cur = items.cursor()
    with pytest.raises(psycopg.errors.UndefinedTable):
        with cur.copy("COPY nosuch FROM STDIN"):
            pass
    with pytest.raises(psycopg.errors.UndefinedColumn):
        with cur.copy("COPY items (nosuch) TO STDOUT"):
            pass
