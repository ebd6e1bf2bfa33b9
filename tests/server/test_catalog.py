"""psql's \\d commands and the drivers' catalog reads against kited."""

import psycopg
import pytest
from psycopg.types import TypeInfo

from test_psql import psql


@pytest.fixture(scope="module")
def tables(kited):
    r = psql(kited, "-c", "CREATE TABLE items (id INT PRIMARY KEY, "
             "name TEXT NOT NULL, year INT DEFAULT 2000, "
             "price NUMERIC(12,2), tag VARCHAR(10) UNIQUE)",
             "-c", "CREATE INDEX items_year ON items (year)",
             "-c", "CREATE INDEX items_name ON items USING hash (name)",
             "-c", "CREATE TABLE other (k BIGINT)")
    assert r.returncode == 0, r.stderr
    yield
    psql(kited, "-c", "DROP TABLE items, other")


def test_list_relations(kited, tables):
    r = psql(kited, "-c", "\\d", "-c", "\\dt", "-c", "\\dt it*")
    assert r.returncode == 0, r.stderr
    listing = """       List of relations
 Schema | Name  | Type  | Owner 
--------+-------+-------+-------
 public | items | table | kite
 public | other | table | kite
(2 rows)

"""
    assert r.stdout == listing + listing + """       List of relations
 Schema | Name  | Type  | Owner 
--------+-------+-------+-------
 public | items | table | kite
(1 row)

"""


def test_describe_table(kited, tables):
    r = psql(kited, "-c", "\\d items")
    assert r.returncode == 0, r.stderr
    # As PostgreSQL prints it, but for the primary key: a hash index in Kite.
    assert r.stdout == """                      Table "public.items"
 Column |         Type          | Collation | Nullable | Default 
--------+-----------------------+-----------+----------+---------
 id     | integer               |           | not null | 
 name   | text                  |           | not null | 
 year   | integer               |           |          | 2000
 price  | numeric(12,2)         |           |          | 
 tag    | character varying(10) |           |          | 
Indexes:
    "items_pkey" PRIMARY KEY, hash (id)
    "items_name" hash (name)
    "items_tag_key" UNIQUE CONSTRAINT, btree (tag)
    "items_year" btree (year)

"""


def test_describe_table_verbose(kited, tables):
    r = psql(kited, "-c", "\\d+ items")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].strip() == 'Table "public.items"'
    assert lines[1:6] == [
        " Column |         Type          | Collation | Nullable | Default "
        "| Storage  | Compression | Stats target | Description ",
        "--------+-----------------------+-----------+----------+---------"
        "+----------+-------------+--------------+-------------",
        " id     | integer               |           | not null |         "
        "| plain    |             |              | ",
        " name   | text                  |           | not null |         "
        "| extended |             |              | ",
        " year   | integer               |           |          | 2000    "
        "| plain    |             |              | "]
    assert lines[-3:] == ['    "items_year" btree (year)', "Access method: heap", ""]


def test_sizes_of_tables_and_indexes(kited, tables):
    r = psql(kited, "-At", "-c", "\\dt+ items", "-c", "\\di+ items_year")
    assert r.returncode == 0, r.stderr
    table, index = r.stdout.splitlines()
    assert table.startswith("public|items|table|kite|permanent|heap|")
    assert table.split("|")[6].endswith((" bytes", " kB")), table
    assert index.startswith("public|items_year|index|kite|items|permanent|"
                            "btree|")


def test_list_indexes_and_schemas(kited, tables):
    r = psql(kited, "-c", "\\di", "-c", "\\dn")
    assert r.returncode == 0, r.stderr
    assert r.stdout == """               List of relations
 Schema |     Name      | Type  | Owner | Table 
--------+---------------+-------+-------+-------
 public | items_name    | index | kite  | items
 public | items_pkey    | index | kite  | items
 public | items_tag_key | index | kite  | items
 public | items_year    | index | kite  | items
(4 rows)

List of schemas
  Name  | Owner 
--------+-------
 public | kite
(1 row)

"""


def test_describe_index_and_catalog(kited, tables):
    r = psql(kited, "-c", "\\d items_tag_key", "-c", "\\d pg_am")
    assert r.returncode == 0, r.stderr
    assert 'Index "public.items_tag_key"' in r.stdout
    assert """ Column |         Type          | Key? | Definition 
--------+-----------------------+------+------------
 tag    | character varying(10) | yes  | tag
unique, btree, for table "public.items"
""" in r.stdout
    assert 'Table "pg_catalog.pg_am"' in r.stdout
    assert " amname    | name    |" in r.stdout


def test_describe_nothing(kited):
    r = psql(kited, "-c", "\\d nosuch")
    assert r.returncode == 1
    assert 'Did not find any relation named "nosuch".' in r.stderr


def test_list_databases_names_the_connections(kited):
    r = psql(kited, "-At", "-c", "\\l")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("shop|kite|UTF8|C|C|"), r.stdout


def test_session_functions_in_expressions(conn):
    row = conn.execute(
        "SELECT current_database(), current_user, session_user, "
        "current_schema(), pg_backend_pid(), 1 + 1").fetchone()
    assert row == ("testdb", "tester", "tester", "public",
                   conn.info.backend_pid, 2)


def test_information_schema(conn, tables):
    rows = conn.execute(
        "SELECT column_name, data_type, is_nullable, column_default "
        "FROM information_schema.columns WHERE table_schema = 'public' "
        "AND table_name = %s ORDER BY ordinal_position", ["items"]).fetchall()
    assert rows == [("id", "integer", "NO", None),
                    ("name", "text", "NO", None),
                    ("year", "integer", "YES", "2000"),
                    ("price", "numeric", "YES", None),
                    ("tag", "character varying", "YES", None)]
    rows = conn.execute(
        "SELECT table_catalog, table_name FROM information_schema.tables "
        "WHERE table_schema = 'public' ORDER BY 2").fetchall()
    assert rows == [("testdb", "items"), ("testdb", "other")]


def test_regclass_with_parameters(conn, tables):
    # pgx and JDBC look tables and types up with parameters.
    oid = conn.execute("SELECT oid FROM pg_class WHERE relname = %s",
                       ["items"]).fetchone()[0]
    assert conn.execute("SELECT %s::regclass::text", [oid],
                        prepare=True).fetchone() == ("items",)
    assert conn.execute("SELECT %s::regclass = %s", ["items", oid],
                        prepare=True).fetchone() == (True,)
    assert conn.execute(
        "SELECT count(*) FROM pg_attribute WHERE attrelid = %s AND attnum > 0",
        [oid]).fetchone() == (5,)
    assert conn.execute("SELECT typname FROM pg_type WHERE oid = %s",
                        [1043]).fetchone() == ("varchar",)


@pytest.mark.parametrize("name,oid,array_oid,regtype", [
    ("int4", 23, 1007, "integer"),
    ("integer", 23, 1007, "integer"),
    ("varchar", 1043, 1015, "character varying"),
    ("text[]", 1009, 0, "text[]"),
    ("numeric", 1700, 1231, "numeric"),
])
def test_psycopg_type_info(conn, name, oid, array_oid, regtype):
    # TypeInfo.fetch runs its query in conn.transaction() (BEGIN ... COMMIT).
    info = TypeInfo.fetch(conn, name)
    assert (info.oid, info.array_oid, info.regtype) == (oid, array_oid,
                                                        regtype)
    assert info.delimiter == ","


def test_psycopg_type_info_unknown_type(conn):
    assert TypeInfo.fetch(conn, "nosuch") is None


def test_list_types_and_functions(kited):
    # Kite's types are all in pg_catalog and it has no user functions: the
    # lists are empty, as PostgreSQL's are on a fresh database.
    r = psql(kited, "-c", "\\dT", "-c", "\\df", "-c", "\\dTS int*")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("""     List of data types
 Schema | Name | Description 
--------+------+-------------
(0 rows)

                       List of functions
 Schema | Name | Result data type | Argument data types | Type 
--------+------+------------------+---------------------+------
(0 rows)

""")
    assert " pg_catalog | integer    | \n" in r.stdout
