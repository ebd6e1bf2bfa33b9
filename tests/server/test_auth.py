"""Authentication: trust while no role has a password (local connections
only), SCRAM-SHA-256 once one has, PostgreSQL's errors for a wrong password,
an unknown user and a role without LOGIN."""

import base64
import hashlib
import hmac
import os
import socket
import struct
import subprocess
import time

import psycopg
import pytest

from conftest import Kited


def psql(kited, *args, password=None, user="alice", host="127.0.0.1"):
    env = dict(os.environ, PGCONNECT_TIMEOUT="10")
    env.pop("PGPASSWORD", None)
    if password is not None:
        env["PGPASSWORD"] = password
    return subprocess.run(
        ["psql", "-X", "-w", "-h", host, "-p", str(kited.port), "-U", user,
         "-d", "shop", "-At", *args],
        capture_output=True, text=True, env=env, timeout=30)


def connect(kited, user, password=None, **kw):
    params = {"user": user}
    if password is not None:
        params["password"] = password
    return psycopg.connect(kited.dsn(**params), autocommit=True, **kw)


def test_trust_then_scram(kited):
    # No role has a password: any user name gets in, locally.
    with connect(kited, "whoever") as c:
        assert c.execute("SELECT current_user").fetchone() == ("whoever",)
        c.execute("CREATE USER alice PASSWORD 'sesame'")
        c.execute("CREATE ROLE nologin PASSWORD 'pw'")
        c.execute("CREATE USER nopass")
    # From now on every connection authenticates.
    with connect(kited, "alice", "sesame") as c:
        assert c.execute("SELECT current_user").fetchone() == ("alice",)
        assert c.pgconn.used_password
    r = psql(kited, "-c", "SELECT current_database()", password="sesame")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "shop"
    # Over the Unix socket too.
    r = psql(kited, "-c", "SELECT 1", password="sesame", host=kited.dir)
    assert r.returncode == 0, r.stderr
    assert "method=scram-sha-256" in kited.log_text()


@pytest.mark.parametrize("user,password", [
    ("alice", "wrong"),     # wrong password
    ("mallory", "sesame"),  # unknown user
    ("nopass", "x"),        # a role without a password
])
def test_failures_look_alike(kited, user, password):
    with pytest.raises(psycopg.OperationalError) as e:
        connect(kited, user, password)
    assert f'password authentication failed for user "{user}"' in str(e.value)
    r = psql(kited, "-c", "SELECT 1", password=password, user=user)
    assert r.returncode != 0
    assert f'FATAL:  password authentication failed for user "{user}"' in \
        r.stderr


def test_role_without_login(kited):
    with pytest.raises(psycopg.OperationalError) as e:
        connect(kited, "nologin", "pw")
    assert 'role "nologin" is not permitted to log in' in str(e.value)


def test_no_password_given(kited):
    # libpq asks for a password it does not have: psql -w gives up.
    r = psql(kited, "-c", "SELECT 1")
    assert r.returncode != 0
    assert "password" in r.stderr


def test_password_changes_and_drop(kited):
    with connect(kited, "alice", "sesame") as c:
        c.execute("CREATE USER carol PASSWORD 'one'")
        c.execute("ALTER USER carol PASSWORD 'two'")
    with pytest.raises(psycopg.OperationalError):
        connect(kited, "carol", "one")
    connect(kited, "carol", "two").close()
    with connect(kited, "alice", "sesame") as c:
        c.execute("DROP USER carol")
    with pytest.raises(psycopg.OperationalError) as e:
        connect(kited, "carol", "two")
    assert 'password authentication failed for user "carol"' in \
        str(e.value)


def test_auth_trust_keeps_local_connections_trusted():
    server = Kited("--auth", "trust")
    try:
        with connect(server, "admin") as c:
            c.execute("CREATE USER alice PASSWORD 'sesame'")
        with connect(server, "someone") as c:  # still trusted
            assert not c.pgconn.used_password
        with connect(server, "alice", "sesame") as c:
            assert c.execute("SELECT 1").fetchone() == (1,)
    finally:
        assert server.stop() == 0


def test_auth_scram_without_roles_lets_no_one_in():
    server = Kited("--auth", "scram")
    try:
        with pytest.raises(psycopg.OperationalError) as e:
            connect(server, "admin", "x")
        assert 'password authentication failed for user "admin"' in \
            str(e.value)
    finally:
        assert server.stop() == 0


def test_any_address_starts_and_says_who_may_connect():
    server = Kited("--host", "0.0.0.0")
    try:
        assert "connections from other hosts are refused" in \
            server.log_text()
        with connect(server, "admin") as c:  # over loopback: trusted
            assert c.execute("SELECT 1").fetchone() == (1,)
    finally:
        assert server.stop() == 0


def test_bad_auth_flag():
    r = subprocess.run([os.environ.get("KITED", "build/kited"), "--auth",
                        "md5"], capture_output=True, text=True, timeout=10)
    assert r.returncode == 2
    assert "--auth: expected auto, trust or scram" in r.stderr


def message(kind, body=b""):
    return kind + struct.pack("!i", len(body) + 4) + body


def read_message(sock):
    head = b""
    while len(head) < 5:
        chunk = sock.recv(5 - len(head))
        if not chunk:
            return None, None
        head += chunk
    length = struct.unpack("!i", head[1:5])[0]
    body = b""
    while len(body) < length - 4:
        body += sock.recv(length - 4 - len(body))
    return head[:1], body


def scram_login(kited, user, password):
    """SCRAM-SHA-256 by hand over a raw socket: the last message's type
    and, for an ErrorResponse, its fields."""
    sock = socket.create_connection(("127.0.0.1", kited.port), timeout=10)
    body = struct.pack("!i", 3 << 16) + b"user\0" + user.encode() + b"\0\0"
    sock.sendall(struct.pack("!i", len(body) + 4) + body)
    kind, body = read_message(sock)
    assert kind == b"R" and struct.unpack("!i", body[:4])[0] == 10, body
    assert body[4:] == b"SCRAM-SHA-256\0\0"
    nonce = base64.b64encode(os.urandom(18)).decode()
    first_bare = "n=,r=" + nonce
    data = ("n,," + first_bare).encode()
    sock.sendall(message(b"p", b"SCRAM-SHA-256\0" +
                         struct.pack("!i", len(data)) + data))
    kind, body = read_message(sock)
    assert kind == b"R" and struct.unpack("!i", body[:4])[0] == 11, body
    server_first = body[4:].decode()
    attrs = dict(part.split("=", 1) for part in server_first.split(","))
    salted = hashlib.pbkdf2_hmac("sha256", password.encode(),
                                 base64.b64decode(attrs["s"]),
                                 int(attrs["i"]))
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    without_proof = "c=biws,r=" + attrs["r"]
    auth = ",".join([first_bare, server_first, without_proof]).encode()
    signature = hmac.new(hashlib.sha256(client_key).digest(), auth,
                         "sha256").digest()
    proof = bytes(a ^ b for a, b in zip(client_key, signature))
    sock.sendall(message(b"p", (without_proof + ",p=" +
                                base64.b64encode(proof).decode()).encode()))
    last = None
    while True:
        kind, body = read_message(sock)
        if kind is None:
            break
        last = (kind, body)
        if kind in (b"Z", b"E"):
            break
    sock.close()
    fields = {}
    if last[0] == b"E":
        for f in last[1].split(b"\0"):
            if f:
                fields[chr(f[0])] = f[1:].decode()
    return last[0], fields


def test_sqlstates_over_the_wire(kited):
    assert scram_login(kited, "alice", "sesame")[0] == b"Z"
    for user, password, code in [("alice", "wrong", "28P01"),
                                 ("mallory", "sesame", "28P01"),
                                 ("nopass", "", "28P01"),
                                 ("nologin", "pw", "28000")]:
        kind, fields = scram_login(kited, user, password)
        assert kind == b"E"
        assert (fields["S"], fields["C"]) == ("FATAL", code), fields


def test_authentication_timeout():
    server = Kited("--authentication-timeout", "1")
    try:
        with connect(server, "admin") as c:
            c.execute("CREATE USER alice PASSWORD 'sesame'")
            silent = socket.create_connection(("127.0.0.1", server.port),
                                              timeout=10)
            # Startup, then no answer to AuthenticationSASL.
            halfway = socket.create_connection(("127.0.0.1", server.port),
                                               timeout=10)
            body = struct.pack("!i", 3 << 16) + b"user\0alice\0\0"
            halfway.sendall(struct.pack("!i", len(body) + 4) + body)
            assert read_message(halfway)[0] == b"R"
            start = time.time()
            for sock in (silent, halfway):
                kind, body = read_message(sock)
                assert kind == b"E", body
                assert b"57014" in body
                assert b"canceling authentication due to timeout" in body
                assert read_message(sock) == (None, None)  # closed
            assert time.time() - start < 5
            # A session that completed startup stays.
            time.sleep(1.2)
            assert c.execute("SELECT 1").fetchone() == (1,)
    finally:
        assert server.stop() == 0


def test_oversized_sasl_message_closes():
    server = Kited("--auth", "scram")
    try:
        sock = socket.create_connection(("127.0.0.1", server.port),
                                        timeout=10)
        body = struct.pack("!i", 3 << 16) + b"user\0alice\0\0"
        sock.sendall(struct.pack("!i", len(body) + 4) + body)
        assert read_message(sock)[0] == b"R"
        sock.sendall(b"p" + struct.pack("!i", 1 << 20))  # 1 MB announced
        kind, body = read_message(sock)
        assert kind == b"E" and b"08P01" in body
    finally:
        assert server.stop() == 0
