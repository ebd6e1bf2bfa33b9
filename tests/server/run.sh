#!/usr/bin/env bash
# The kited integration tests: pytest over tests/server in the venv
# BUILD/server-venv, (re)made when tests/server/requirements.txt changes.
# Each test module starts its own kited on a free port.
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
venv="$BUILD/server-venv"
if ! cmp -s tests/server/requirements.txt "$venv/requirements.txt" 2>/dev/null; then
  echo "== setting up $venv (pip install -r tests/server/requirements.txt)" >&2
  rm -rf "$venv"
  if ! python3 -m venv "$venv"; then
    echo "python3 -m venv failed: install python3-venv" >&2
    exit 1
  fi
  if ! "$venv/bin/pip" install --quiet --disable-pip-version-check \
    -r tests/server/requirements.txt; then
    echo "pip install -r tests/server/requirements.txt failed" >&2
    exit 1
  fi
  cp tests/server/requirements.txt "$venv/requirements.txt"
fi
for tool in psql pgbench; do
  if ! command -v "$tool" >/dev/null; then
    echo "$tool is missing: run scripts/setup.sh (postgresql-client-15)" >&2
    exit 1
  fi
done
KITED="$(cd "$BUILD" && pwd)/kited" exec "$venv/bin/python" -m pytest -q \
  -p no:cacheprovider tests/server "${@:2}"
