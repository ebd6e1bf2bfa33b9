"""Fixtures of the kited integration tests: a kited on a free port."""

import os
import re
import signal
import subprocess
import tempfile
import time

import psycopg
import pytest

KITED = os.environ.get("KITED", os.path.join(os.path.dirname(__file__),
                                             "../../build/kited"))


class Kited:
    """A kited process listening on a free TCP port and a Unix socket."""

    def __init__(self, *flags):
        self.dir = tempfile.mkdtemp(prefix="kited_test_")
        self.log_path = os.path.join(self.dir, "kited.log")
        self.log = open(self.log_path, "w+")
        self.proc = subprocess.Popen(
            [KITED, "--port", "0", "--socket-dir", self.dir, *flags],
            stdout=subprocess.DEVNULL, stderr=self.log)
        self.port = None
        deadline = time.time() + 10
        while time.time() < deadline and self.port is None:
            m = re.search(r"ready to accept connections on port (\d+)",
                          self.log_text())
            if m:
                self.port = int(m.group(1))
            elif self.proc.poll() is not None:
                break
            else:
                time.sleep(0.02)
        if self.port is None:
            raise RuntimeError("kited did not start:\n" + self.log_text())

    def log_text(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_for_log(self, text, seconds=5):
        """Whether `text` appears in the log within `seconds`: some lines
        (a cancel request's) are written after the client has its answer."""
        deadline = time.monotonic() + seconds
        while text not in self.log_text():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)
        return True

    def dsn(self, **kw):
        params = {"host": "127.0.0.1", "port": self.port, "user": "tester",
                  "dbname": "testdb"}
        params.update(kw)
        return " ".join(f"{k}={v}" for k, v in params.items())

    def connect(self, **kw):
        return psycopg.connect(self.dsn(), autocommit=True, **kw)

    def stop(self, timeout=30):
        """SIGTERM, then the exit code."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None


@pytest.fixture(scope="module")
def kited():
    server = Kited()
    yield server
    code = server.stop()
    assert code == 0, server.log_text()


@pytest.fixture
def conn(kited):
    with kited.connect() as c:
        yield c
