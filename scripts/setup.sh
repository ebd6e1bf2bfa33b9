#!/usr/bin/env bash
# Installs what building and testing Kite needs on Debian 12. Idempotent: it
# installs only the packages that are missing, and uses sudo only when not root.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config python3 python3-venv
  llvm-19-dev libantlr4-runtime-dev libleveldb-dev libabsl-dev
  libgtest-dev libgmock-dev libbenchmark-dev libsqlite3-dev libedit-dev
  clang-format-19 zlib1g-dev libzstd-dev libffi-dev libxml2-dev libncurses-dev
  tmux libsnappy-dev
  libasio-dev libssl-dev postgresql-client-15
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
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
