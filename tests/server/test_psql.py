"""kited driven by psql: simple queries, several statements, errors."""

import subprocess


def psql(kited, *args, host="127.0.0.1", stdin=None):
    cmd = ["psql", "-X", "-h", host, "-p", str(kited.port), "-U", "tester",
           "-d", "shop", *args]
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                          timeout=60)


def test_simple_queries(kited):
    r = psql(kited, "-c", "CREATE TABLE p (id INT PRIMARY KEY, "
             "price NUMERIC(12,2), name TEXT)",
             "-c", "INSERT INTO p VALUES (1, 9.99, 'pen'), (2, NULL, 'cup')",
             "-c", "SELECT * FROM p ORDER BY id",
             "-c", "UPDATE p SET price = 1 WHERE id = 2",
             "-c", "DELETE FROM p WHERE id = 1")
    assert r.returncode == 0, r.stderr
    assert r.stdout == """CREATE TABLE
INSERT 0 2
 id | price | name 
----+-------+------
  1 |  9.99 | pen
  2 |       | cup
(2 rows)

UPDATE 1
DELETE 1
"""


def test_several_statements_in_one_query(kited):
    # psql -c sends the whole text as one Query message; psql 15 prints
    # every statement's result.
    r = psql(kited, "-c", "CREATE TABLE m (x INT); INSERT INTO m VALUES (1); "
             "INSERT INTO m VALUES (2); SELECT sum(x) FROM m")
    assert r.returncode == 0, r.stderr
    assert r.stdout == ("CREATE TABLE\nINSERT 0 1\nINSERT 0 1\n"
                        " sum \n-----\n   3\n(1 row)\n\n")


def test_script_with_error_stops(kited):
    script = ("SELECT 'a;b' AS \"x;y\";\n"
              "SELECT nosuch FROM p;\n"
              "SELECT 2 AS two;\n")
    r = psql(kited, "-v", "ON_ERROR_STOP=1", "-f", "-", stdin=script)
    assert r.returncode == 3
    assert " x;y \n-----\n a;b\n(1 row)\n" in r.stdout
    assert "two" not in r.stdout
    assert 'ERROR:  column "nosuch" does not exist' in r.stderr


def test_syntax_error_position(kited):
    r = psql(kited, "-c", "SELECT 1 +\n  FROM p")
    assert r.returncode == 1
    # psql draws the caret under the position the server sent.
    assert "LINE 2:   FROM p\n          ^" in r.stderr, r.stderr


def test_unix_socket_and_session_functions(kited):
    r = psql(kited, "-At", "-c", "SELECT current_database()",
             "-c", "SELECT version()", "-c", "SHOW server_version",
             "-c", "SET application_name = 'mine'",
             "-c", "SHOW application_name", host=kited.dir)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "shop"
    assert lines[1].startswith("PostgreSQL 15.0 (Kite)")
    assert lines[2] == "15.0 (Kite)"
    assert lines[3] == "SET"
    assert lines[4] == "mine"


def test_empty_query_and_notice(kited):
    r = psql(kited, "-c", "", "-c", "DROP TABLE IF EXISTS nothing_here")
    assert r.returncode == 0, r.stderr
    assert "NOTICE:" in r.stderr and "nothing_here" in r.stderr
