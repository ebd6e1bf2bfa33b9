"""kited's command line: --help, bad flags, --config."""

import subprocess

import psycopg
import pytest

from conftest import KITED, Kited


def test_help_documents_every_flag():
    r = subprocess.run([KITED, "--help"], capture_output=True, text=True,
                       timeout=10)
    assert r.returncode == 0
    for flag in ["--host", "--port", "--socket-dir", "--data", "--config",
                 "--max-connections", "--workers", "--max-message-size",
                 "--help"]:
        assert flag in r.stdout, flag


@pytest.mark.parametrize("args", [["--port", "x"], ["--nosuch", "1"],
                                  ["--config", "/nonexistent.conf"],
                                  ["--host", "not-an-address"]])
def test_bad_flags_exit_nonzero(args):
    r = subprocess.run([KITED, *args, "--port", "0"], capture_output=True,
                       text=True, timeout=10)
    assert r.returncode != 0
    assert r.stderr.startswith("kited: ")


def test_config_file(tmp_path):
    conf = tmp_path / "kited.conf"
    conf.write_text("# a config\nmax_connections = 1\nworkers = 2\n")
    server = Kited("--config", str(conf))
    try:
        with server.connect() as c:
            assert c.execute("SELECT 1").fetchone() == (1,)
            with pytest.raises(psycopg.OperationalError) as e:
                server.connect()
            assert "too many clients" in str(e.value)
    finally:
        assert server.stop() == 0
