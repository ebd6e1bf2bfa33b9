#!/usr/bin/env bash
# Installs what building and testing Kite needs on Debian 12. Idempotent: it
# installs only the packages that are missing, and uses sudo only when not root.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config python3 python3-venv
  llvm-19-dev libantlr4-runtime-dev libleveldb-dev libabsl-dev
  libgtest-dev libgmock-dev libbenchmark-dev libsqlite3-dev libedit-dev
  clang-format-19 zlib1g-dev libzstd-dev liblz4-dev libffi-dev libxml2-dev libncurses-dev
  tmux libsnappy-dev libpq-dev libssl-dev libasio-dev libre2-dev
  # timestamptz: the time zone database absl::LoadTimeZone reads.
  tzdata
  # PostgreSQL 15's clients (psql, pgbench) drive kited in the tests, and
  # its server is what make bench-server compares with.
  postgresql-15 postgresql-client-15
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "setup: installing ${missing[*]}"
  # Installing postgresql-15 must not create and start a cluster on port
  # 5432: the benchmark starts its own on a temporary directory.
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    $SUDO mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" |
      $SUDO tee /etc/postgresql-common/createcluster.conf >/dev/null
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The PostgreSQL drivers kited's smoke tests run (node-postgres, pgx,
# pgjdbc), for the toolchains present; best effort.
"$(dirname "$0")/../tests/server/drivers/install.sh"
