"""Bad input over raw sockets: framing errors close the connection,
everything else gets an ErrorResponse; the server and other connections go
on. Also the connection limit and graceful shutdown."""

import socket
import struct
import threading
import time

import psycopg
import pytest

from conftest import Kited


def message(kind, body=b""):
    return kind + struct.pack("!i", len(body) + 4) + body


def startup(user=b"raw", database=b"testdb"):
    body = struct.pack("!i", 3 << 16) + b"user\0" + user + b"\0database\0" + \
        database + b"\0\0"
    return struct.pack("!i", len(body) + 4) + body


class Raw:
    """A socket speaking the protocol by hand."""

    def __init__(self, kited):
        self.sock = socket.create_connection(("127.0.0.1", kited.port),
                                             timeout=10)
        self.buf = b""

    def send(self, data):
        self.sock.sendall(data)

    def messages(self, until=b"Z"):
        """Messages up to a message of type `until` or the connection's
        end: a list of (type, body)."""
        out = []
        while True:
            while len(self.buf) >= 5:
                (length,) = struct.unpack("!i", self.buf[1:5])
                if len(self.buf) < 1 + length:
                    break
                kind, body = self.buf[:1], self.buf[5:1 + length]
                self.buf = self.buf[1 + length:]
                out.append((kind, body))
                if kind == until:
                    return out
            chunk = self.sock.recv(65536)
            if not chunk:
                return out
            self.buf += chunk

    def start(self):
        self.send(startup())
        msgs = self.messages()
        assert msgs[-1] == (b"Z", b"I"), msgs
        return msgs

    def closed(self):
        try:
            return self.sock.recv(1) == b""
        except ConnectionResetError:
            return True


def fields(body):
    out = {}
    for part in body.split(b"\0"):
        if part:
            out[part[:1].decode()] = part[1:].decode(errors="replace")
    return out


def still_works(kited):
    with kited.connect() as c:
        assert c.execute("SELECT 41 + 1").fetchone() == (42,)


def parse(name, sql, oids=()):
    return message(b"P", name + b"\0" + sql + b"\0" + struct.pack(
        "!h", len(oids)) + b"".join(struct.pack("!i", o) for o in oids))


def bind(params, formats=(), statement=b""):
    body = b"\0" + statement + b"\0" + struct.pack("!h", len(formats))
    body += b"".join(struct.pack("!h", f) for f in formats)
    body += struct.pack("!h", len(params))
    for p in params:
        body += struct.pack("!i", -1) if p is None else struct.pack(
            "!i", len(p)) + p
    return message(b"B", body + struct.pack("!h", 0))


SYNC = message(b"S")


@pytest.mark.parametrize("data", [
    message(b"Q")[:1] + struct.pack("!i", 2),           # length < 4
    b"Q" + struct.pack("!i", -100),                      # negative length
    b"Q" + struct.pack("!i", 0x7ffffff0),                # oversized
    message(b"!", b"junk"),                              # unknown type
    message(b"Q", b"SELECT 1"),                          # unterminated string
    message(b"B", b"\0\0\0\0\0\x05"),                    # truncated Bind
    message(b"D", b"Xname\0"),                           # bad Describe kind
])
def test_framing_errors_close_the_connection(kited, data):
    raw = Raw(kited)
    raw.start()
    raw.send(data)
    msgs = raw.messages()
    assert msgs and msgs[-1][0] == b"E", msgs
    f = fields(msgs[-1][1])
    assert f["S"] == "FATAL" and f["C"] == "08P01", f
    assert raw.closed()
    still_works(kited)


def test_truncated_message_then_hang_up(kited):
    raw = Raw(kited)
    raw.start()
    raw.send(message(b"Q", b"SELECT 1\0")[:7])
    raw.sock.close()
    still_works(kited)


def test_bad_startup_packets(kited):
    for data in [struct.pack("!i", 4),                 # below 8
                 struct.pack("!ii", 8, 2 << 16),       # protocol 2
                 struct.pack("!i", 100000)]:           # oversized
        raw = Raw(kited)
        raw.send(data)
        msgs = raw.messages()
        assert msgs and msgs[-1][0] == b"E", msgs
        assert fields(msgs[-1][1])["S"] == "FATAL"
        assert raw.closed()
    still_works(kited)


def test_ssl_and_gss_requests_get_n(kited):
    raw = Raw(kited)
    raw.send(struct.pack("!ii", 8, 80877103))
    assert raw.sock.recv(1) == b"N"
    raw.send(struct.pack("!ii", 8, 80877104))
    assert raw.sock.recv(1) == b"N"
    raw.start()


def test_invalid_utf8_is_an_error(kited):
    raw = Raw(kited)
    raw.start()
    raw.send(message(b"Q", b"SELECT '\xff\xfe'\0"))
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"E", b"Z"]
    assert fields(msgs[0][1])["C"] == "22021"
    raw.send(parse(b"", b"SELECT $1::text") + bind([b"\xc3"]) +
             message(b"E", b"\0\0\0\0\0") + SYNC)
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"1", b"E", b"Z"]
    assert fields(msgs[1][1])["C"] == "22021"


def test_wrong_parameter_counts(kited):
    raw = Raw(kited)
    raw.start()
    raw.send(parse(b"two", b"SELECT $1::int + $2::int") +
             bind([b"1"], statement=b"two") + SYNC)
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"1", b"E", b"Z"]
    assert fields(msgs[1][1])["C"] == "08P01"
    # Three formats for two parameters.
    raw.send(bind([b"1", b"2"], formats=(0, 0, 0), statement=b"two") + SYNC)
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"E", b"Z"]
    # Right count: works, and messages after the error were skipped.
    raw.send(bind([b"1", b"2"], statement=b"two") +
             message(b"E", b"\0\0\0\0\0") + SYNC)
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"2", b"D", b"C", b"Z"]
    assert msgs[1][1].endswith(b"3")


@pytest.mark.parametrize("oid,value", [
    (23, b"\0\0\1"),                     # int4 of 3 bytes
    (20, b"\0" * 9),                     # int8 of 9 bytes
    (16, b"\x05"),                       # bool 5
    (1700, struct.pack("!hhhh", 1, 0, 0x1234, 0) + b"\0\1"),  # numeric sign
    (1700, struct.pack("!hhhhh", 1, 0, 0, 0, 10000)),         # digit
    (1082, b"\0\0"),                     # date of 2 bytes
    (1007, struct.pack("!iiiii", 1, 0, 23, 5, 1) + b"\0\0\0\4"),  # array
    (1007, struct.pack("!iii", 1, 7, 23)),  # array flags
])
def test_malformed_binary_values(kited, oid, value):
    raw = Raw(kited)
    raw.start()
    raw.send(parse(b"", b"SELECT $1", (oid,)) + bind([value], formats=(1,)) +
             SYNC)
    msgs = raw.messages()
    assert [m[0] for m in msgs] == [b"1", b"E", b"Z"], msgs
    assert fields(msgs[1][1])["C"] == "22P03"
    raw.send(message(b"Q", b"SELECT 1\0"))
    assert [m[0] for m in raw.messages()] == [b"T", b"D", b"C", b"Z"]


def test_unknown_portal_and_statement(kited):
    raw = Raw(kited)
    raw.start()
    raw.send(bind([], statement=b"nosuch") + SYNC)
    msgs = raw.messages()
    assert fields(msgs[0][1])["C"] == "26000"
    raw.send(message(b"E", b"nosuch\0\0\0\0\0") + SYNC)
    msgs = raw.messages()
    assert fields(msgs[0][1])["C"] == "34000"


def test_too_many_connections():
    server = Kited("--max-connections", "2")
    try:
        with server.connect(), server.connect():
            with pytest.raises(psycopg.OperationalError) as e:
                server.connect()
            assert "sorry, too many clients already" in str(e.value)
            raw = Raw(server)
            raw.send(startup())
            msgs = raw.messages()
            f = fields(msgs[-1][1])
            assert (f["S"], f["C"]) == ("FATAL", "53300")
        # Slots free again once the others closed.
        time.sleep(0.2)
        still_works(server)
    finally:
        assert server.stop() == 0


def test_graceful_shutdown_finishes_running_statement():
    server = Kited()
    slow = ("SELECT count(*) FROM generate_series(1, 15000) AS a(x) "
            "CROSS JOIN generate_series(1, 15000) AS b(y) WHERE x * y = 17")
    result = {}
    idle = server.connect()
    busy = server.connect()

    def run():
        result["rows"] = busy.execute(slow).fetchone()

    t = threading.Thread(target=run)
    t.start()
    time.sleep(0.3)
    code = server.stop()
    t.join()
    assert code == 0, server.log_text()
    assert result["rows"] == (2,)
    # The idle connection was told why it was closed.
    with pytest.raises(psycopg.OperationalError) as e:
        idle.execute("SELECT 1")
    assert "terminating connection" in str(e.value) or \
        "closed" in str(e.value) or "lost" in str(e.value)
    log = server.log_text()
    assert "shutting down" in log and "shut down" in log
    import os
    assert not os.path.exists(os.path.join(server.dir,
                                           f".s.PGSQL.{server.port}"))


def test_cancel_request_while_idle_and_unknown_pid(kited):
    with kited.connect() as c:
        key = c.pgconn.backend_pid
        assert key > 0
        c.cancel()  # while idle: nothing to stop
        assert c.execute("SELECT 2").fetchone() == (2,)
    raw = Raw(kited)
    raw.send(struct.pack("!iiii", 16, 80877102, 12345, 678))
    assert raw.closed()  # no reply, as PostgreSQL
    assert kited.wait_for_log("cancel request for 12345 ignored")
    still_works(kited)


def test_cancel_while_idle_never_stops_the_next_statement(kited):
    """A cancel request is delivered after its connection closes, and the
    client sends its next statement as soon as it has: the request must
    not stop that statement, which started after it. (Once a run in four,
    under load, it did.)"""
    with kited.connect() as c:
        for i in range(300):
            c.cancel()
            assert c.execute("SELECT %s::int", [i]).fetchone() == (i,)
        # A statement that runs long enough for a late request to land.
        for i in range(20):
            c.cancel()
            assert c.execute(
                "SELECT count(*) FROM generate_series(1, 300000)"
            ).fetchone() == (300000,)


def test_idle_connections_cost_little_memory():
    """bench/idle_connections.py: 1,000 idle connections (measured: about
    4 kB each; a per-connection read buffer would add 16 kB)."""
    import os
    import re
    import subprocess
    import sys
    from conftest import KITED
    root = os.path.join(os.path.dirname(__file__), "../..")
    r = subprocess.run(
        [sys.executable, os.path.join(root, "bench/idle_connections.py"),
         "--build", os.path.dirname(KITED), "-n", "1000"],
        capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    per = float(re.search(r"([\d.]+) kB per connection", r.stdout).group(1))
    assert per < 12, r.stdout
