"""pgbench against kited with the simple and the prepared protocol."""

import re
import subprocess

import pytest

SCRIPT = """\\set id random(1, 1000)
SELECT name, price FROM bench_items WHERE id = :id;
UPDATE bench_items SET price = price + 1 WHERE id = :id;
"""


@pytest.fixture(scope="module")
def items(kited):
    with kited.connect() as c:
        c.execute("CREATE TABLE bench_items (id BIGINT PRIMARY KEY, "
                  "name TEXT, price NUMERIC(12,2))")
        c.execute("INSERT INTO bench_items SELECT x, 'item ' || x, x * 1.5 "
                  "FROM generate_series(1, 1000) AS g(x)")
    return kited


@pytest.mark.parametrize("mode", ["simple", "extended", "prepared"])
def test_pgbench(items, tmp_path, mode):
    script = tmp_path / "script.sql"
    script.write_text(SCRIPT)
    r = subprocess.run(
        ["pgbench", "-n", "-h", "127.0.0.1", "-p", str(items.port), "-U",
         "bench", "-f", str(script), "-M", mode, "-c", "4", "-j", "2", "-T",
         "2", "testdb"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "number of failed transactions: 0 (0.000%)" in r.stdout, r.stdout
    tps = float(re.search(r"tps = ([0-9.]+)", r.stdout).group(1))
    print(f"pgbench -M {mode}: {tps:.0f} tps")
    assert tps > 100
    with items.connect() as c:
        # Each transaction added 1 to one price: the sum went up.
        total = c.execute("SELECT sum(price) FROM bench_items").fetchone()[0]
        assert total > 1.5 * 1000 * 1001 / 2
