"""TLS: with --ssl-cert/--ssl-key an SSLRequest is answered 'S' and the
connection switches to TLS (psql and psycopg with sslmode=require), SCRAM
works over it (with channel binding, SCRAM-SHA-256-PLUS, or without),
--ssl-required refuses TCP connections in clear."""

import os
import re
import socket
import struct
import subprocess
import tempfile

import psycopg
import pytest

from conftest import Kited


@pytest.fixture(scope="module")
def cert():
    """A self-signed certificate and its key, made by the openssl command."""
    d = tempfile.mkdtemp(prefix="kited_tls_")
    crt, key = os.path.join(d, "server.crt"), os.path.join(d, "server.key")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes",
         "-keyout", key, "-out", crt, "-days", "2", "-subj", "/CN=localhost"],
        check=True, capture_output=True, timeout=60)
    return crt, key


@pytest.fixture(scope="module")
def kited(cert):
    server = Kited("--ssl-cert", cert[0], "--ssl-key", cert[1])
    yield server
    code = server.stop()
    assert code == 0, server.log_text()


def psql(kited, sslmode, *args, password=None, user="tester"):
    env = dict(os.environ, PGSSLMODE=sslmode)
    if password is not None:
        env["PGPASSWORD"] = password
    return subprocess.run(
        ["psql", "-X", "-w", "-h", "127.0.0.1", "-p", str(kited.port), "-U",
         user, "-d", "testdb", "-At", *args],
        capture_output=True, text=True, env=env, timeout=30)


def test_psql_sslmode_require(kited):
    r = psql(kited, "require", "-c", "SELECT 40 + 2")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "42"
    assert "ssl=on" in kited.log_text()


def test_psycopg_over_tls_and_in_clear(kited):
    with psycopg.connect(kited.dsn(sslmode="require"), autocommit=True) as c:
        assert c.pgconn.ssl_in_use
        assert c.execute("SELECT 'x' || %s", ["y"]).fetchone() == ("xy",)
    with psycopg.connect(kited.dsn(sslmode="disable"), autocommit=True) as c:
        assert not c.pgconn.ssl_in_use


def test_scram_over_tls(cert):
    server = Kited("--ssl-cert", cert[0], "--ssl-key", cert[1])
    try:
        with psycopg.connect(server.dsn(), autocommit=True) as c:
            c.execute("CREATE USER alice PASSWORD 'sesame'")
        dsn = server.dsn(sslmode="require", user="alice", password="sesame")
        with psycopg.connect(dsn, autocommit=True) as c:
            assert c.pgconn.ssl_in_use and c.pgconn.used_password
        # libpq's default channel_binding=prefer picks -PLUS over TLS;
        # require insists on it, disable uses plain SCRAM-SHA-256.
        log = server.log_text()
        assert "method=scram-sha-256-plus" in log
        with psycopg.connect(dsn + " channel_binding=require",
                             autocommit=True) as c:
            assert c.execute("SELECT 1").fetchone() == (1,)
        with psycopg.connect(dsn + " channel_binding=disable",
                             autocommit=True) as c:
            assert c.execute("SELECT 1").fetchone() == (1,)
        assert re.search(r"method=scram-sha-256$", server.log_text(), re.M)
        with pytest.raises(psycopg.OperationalError) as e:
            psycopg.connect(server.dsn(sslmode="require", user="alice",
                                       password="nope"))
        r = psql(server, "require", "-c", "SELECT 1", user="alice",
                 password="sesame")
        assert r.returncode == 0, r.stderr
    finally:
        assert server.stop() == 0


def test_ssl_required(cert):
    server = Kited("--ssl-cert", cert[0], "--ssl-key", cert[1],
                   "--ssl-required")
    try:
        with pytest.raises(psycopg.OperationalError) as e:
            psycopg.connect(server.dsn(sslmode="disable"))
        assert "TLS is required" in str(e.value)
        with psycopg.connect(server.dsn(sslmode="require"),
                             autocommit=True) as c:
            assert c.execute("SELECT 1").fetchone() == (1,)
        # The Unix socket needs no TLS.
        with psycopg.connect(server.dsn(host=server.dir),
                             autocommit=True) as c:
            assert c.execute("SELECT 2").fetchone() == (2,)
    finally:
        assert server.stop() == 0


def test_data_in_clear_after_ssl_request_is_refused(kited):
    sock = socket.create_connection(("127.0.0.1", kited.port), timeout=10)
    body = struct.pack("!i", 3 << 16) + b"user\0x\0\0"
    # SSLRequest and a startup message in one write: the second must not
    # be taken as if it had come over TLS.
    sock.sendall(struct.pack("!ii", 8, 80877103) +
                 struct.pack("!i", len(body) + 4) + body)
    assert sock.recv(1) == b"S"
    rest = b""
    while True:
        chunk = sock.recv(4096)
        if not chunk:
            break
        rest += chunk
    assert b"received unencrypted data after SSL request" in rest


def test_handshake_garbage_closes_only_that_connection(kited):
    sock = socket.create_connection(("127.0.0.1", kited.port), timeout=10)
    sock.sendall(struct.pack("!ii", 8, 80877103))
    assert sock.recv(1) == b"S"
    sock.sendall(b"this is no TLS ClientHello" * 10)
    sock.recv(4096)  # an alert or the end
    sock.close()
    with kited.connect() as c:
        assert c.execute("SELECT 1").fetchone() == (1,)
    assert "could not accept SSL connection" in kited.log_text()


@pytest.mark.parametrize("flags,message", [
    (["--ssl-cert", "/nonexistent.crt", "--ssl-key", "/nonexistent.key"],
     "could not load server certificate file"),
    (["--ssl-cert", "/nonexistent.crt"], "go together"),
    (["--ssl-required"], "--ssl-required needs --ssl-cert"),
])
def test_bad_tls_flags(flags, message):
    kited_path = os.environ.get("KITED", "build/kited")
    r = subprocess.run([kited_path, "--port", "0", *flags],
                       capture_output=True, text=True, timeout=10)
    assert r.returncode == 1
    assert message in r.stderr


def test_big_messages_both_ways_over_tls(kited):
    with psycopg.connect(kited.dsn(sslmode="require"), autocommit=True) as c:
        # Several MB out: more than the socket takes at once, so writes
        # wait for the socket in the middle of a TLS record.
        rows = c.execute("SELECT g, 'twenty characters ..' FROM "
                         "generate_series(1, 300000) g").fetchall()
        assert len(rows) == 300000 and rows[-1][0] == 300000
        # Several MB in, as one parameter.
        big = "y" * (3 << 20)
        assert c.execute("SELECT length(%s)", [big]).fetchone() == \
            (3 << 20,)
        # Pipelined extended protocol.
        c.execute("CREATE TABLE tls_rows (id INT PRIMARY KEY, s TEXT)")
        with c.cursor() as cur:
            cur.executemany("INSERT INTO tls_rows VALUES (%s, %s)",
                            [(i, str(i) * 50) for i in range(2000)])
        assert c.execute("SELECT count(*) FROM tls_rows").fetchone() == \
            (2000,)


def test_shutdown_tells_idle_tls_connections(cert):
    server = Kited("--ssl-cert", cert[0], "--ssl-key", cert[1])
    idle = psycopg.connect(server.dsn(sslmode="require"), autocommit=True)
    assert server.stop() == 0
    with pytest.raises(psycopg.OperationalError) as e:
        idle.execute("SELECT 1")
    assert "terminating connection" in str(e.value) or \
        "closed" in str(e.value) or "lost" in str(e.value)


def test_idle_tls_connections_cost_little_memory():
    """bench/idle_connections.py --tls (measured: about 18 kB each, where
    asio::ssl::stream's buffers made it about 80 kB)."""
    import sys
    from conftest import KITED
    root = os.path.join(os.path.dirname(__file__), "../..")
    r = subprocess.run(
        [sys.executable, os.path.join(root, "bench/idle_connections.py"),
         "--build", os.path.dirname(KITED), "-n", "400", "--tls"],
        capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    per = float(re.search(r"([\d.]+) kB per connection", r.stdout).group(1))
    assert per < 40, r.stdout
