#!/usr/bin/env python3
"""Memory of idle connections: starts kited, measures its resident memory
(VmRSS), opens N connections over the Unix socket that complete startup
(trust authentication) and stay idle, measures again and prints the cost
per connection. Usage: bench/idle_connections.py [--build build] [-n 2000]
[--tls] (TLS: over TCP with a throwaway self-signed certificate)."""

import argparse
import os
import re
import socket
import ssl
import struct
import subprocess
import sys
import tempfile
import time


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+) kB", f.read()).group(1))


def startup_packet(user):
    body = struct.pack("!i", 3 << 16) + b"user\0" + user + b"\0\0"
    return struct.pack("!i", len(body) + 4) + body


def read_until_ready(sock):
    buf = b""
    while True:
        while len(buf) >= 5:
            length = struct.unpack("!i", buf[1:5])[0]
            if len(buf) < 1 + length:
                break
            kind = buf[:1]
            buf = buf[1 + length:]
            if kind == b"Z":
                return
            if kind == b"E":
                raise RuntimeError("connection refused by kited")
        chunk = sock.recv(65536)
        if not chunk:
            raise RuntimeError("kited closed the connection")
        buf += chunk


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default="build")
    parser.add_argument("-n", type=int, default=2000)
    parser.add_argument("--tls", action="store_true")
    args = parser.parse_args()
    d = tempfile.mkdtemp(prefix="kited_idle_")
    flags = ["--port", "0", "--socket-dir", d,
             "--max-connections", str(args.n + 10)]
    if args.tls:
        crt, key = os.path.join(d, "c.crt"), os.path.join(d, "c.key")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048",
                        "-nodes", "-keyout", key, "-out", crt, "-days", "1",
                        "-subj", "/CN=localhost"], check=True,
                       capture_output=True)
        flags += ["--ssl-cert", crt, "--ssl-key", key]
    log = open(os.path.join(d, "kited.log"), "w+")
    proc = subprocess.Popen([os.path.join(args.build, "kited"), *flags],
                            stderr=log)
    port = None
    for _ in range(500):
        m = re.search(r"on port (\d+)", open(log.name).read())
        if m:
            port = int(m.group(1))
            break
        time.sleep(0.02)
    if port is None:
        sys.exit("kited did not start")
    socks = []
    try:
        # Warm up: one connection, so that the first one's one-time costs
        # (thread stacks, allocator arenas) are not counted per connection.
        for _ in range(2):
            s = socket.socket(socket.AF_UNIX)
            s.connect(os.path.join(d, f".s.PGSQL.{port}"))
            s.sendall(startup_packet(b"warm"))
            read_until_ready(s)
            s.close()
        time.sleep(0.3)
        before = rss_kb(proc.pid)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        for i in range(args.n):
            if args.tls:
                s = socket.create_connection(("127.0.0.1", port))
                s.sendall(struct.pack("!ii", 8, 80877103))
                assert s.recv(1) == b"S"
                s = context.wrap_socket(s)
            else:
                s = socket.socket(socket.AF_UNIX)
                s.connect(os.path.join(d, f".s.PGSQL.{port}"))
            s.sendall(startup_packet(b"idle%d" % i))
            read_until_ready(s)
            socks.append(s)
        time.sleep(0.5)
        after = rss_kb(proc.pid)
        per = (after - before) * 1024 / args.n
        print(f"kited RSS: {before} kB before, {after} kB with {args.n} idle "
              f"{'TLS ' if args.tls else ''}connections: "
              f"{per / 1024:.1f} kB per connection")
    finally:
        for s in socks:
            s.close()
        proc.terminate()
        proc.wait(30)


if __name__ == "__main__":
    main()
