"""kited driven by other PostgreSQL drivers: node-postgres, pgx and pgjdbc
each connect, run simple and prepared statements, read types and an error,
and look at the catalog (tests/server/drivers/). scripts/setup.sh installs
them into .drivers/ where their toolchains exist; a driver that is not
installed is skipped."""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
DRIVERS = os.path.join(ROOT, ".drivers")
SOURCES = os.path.join(os.path.dirname(__file__), "drivers")


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, **kw)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("ok"), r.stdout + r.stderr


def require(path, what):
    if not os.path.exists(path):
        pytest.skip(f"{what} is not installed: run scripts/setup.sh")


def test_node_postgres(kited):
    modules = os.path.join(DRIVERS, "node", "node_modules")
    require(modules, "node-postgres")
    run(["node", os.path.join(SOURCES, "node", "smoke.js"), str(kited.port)],
        env={**os.environ, "NODE_PATH": modules})


def test_pgx(kited):
    binary = os.path.join(DRIVERS, "pgx-smoke")
    require(binary, "pgx")
    run([binary, str(kited.port)])


def test_pgjdbc(kited):
    jar = os.path.join(DRIVERS, "postgresql-42.7.7.jar")
    require(jar, "pgjdbc")
    if shutil.which("java") is None:
        pytest.skip("java is not installed")
    run(["java", "-cp", jar, os.path.join(SOURCES, "java", "JdbcSmoke.java"),
         str(kited.port)])
