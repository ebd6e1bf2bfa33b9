#!/usr/bin/env bash
# Installs what the driver smoke tests (tests/server/test_drivers.py) run,
# into .drivers/ (ignored by git), for each toolchain that is present:
#   node-postgres (npm ci from package-lock.json)  -> .drivers/node/
#   pgx, built into a binary (go build)             -> .drivers/pgx-smoke
#   pgjdbc (Maven)                                  -> .drivers/postgresql.jar
# Called by scripts/setup.sh; fetches only what is missing or changed, so a
# later run needs no network. A driver that cannot be installed is reported
# and left out (its test is skipped); this never fails setup.
set -uo pipefail
cd "$(dirname "$0")/../../.."
src=tests/server/drivers
out=.drivers
mkdir -p "$out"

# Whether `stamp` records the current content of `files`; records it if not.
fresh() {
  local stamp=$1
  shift
  local sum
  sum=$(cat "$@" | sha256sum | cut -d' ' -f1)
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ] && return 0
  echo "$sum" > "$stamp.new"
  return 1
}

if command -v npm >/dev/null 2>&1; then
  if ! fresh "$out/node.stamp" "$src/node/package-lock.json"; then
    echo "drivers: installing node-postgres"
    rm -rf "$out/node"
    mkdir -p "$out/node"
    cp "$src/node/package.json" "$src/node/package-lock.json" "$out/node/"
    if timeout 300 npm ci --prefix "$out/node" --no-audit --no-fund \
        --loglevel=error >/dev/null; then
      mv "$out/node.stamp.new" "$out/node.stamp"
    else
      echo "drivers: npm ci failed; node-postgres's test will be skipped" >&2
    fi
  fi
fi

if command -v go >/dev/null 2>&1; then
  if ! fresh "$out/pgx.stamp" "$src/go/go.mod" "$src/go/go.sum" \
      "$src/go/main.go"; then
    echo "drivers: building the pgx smoke test"
    if (cd "$src/go" && timeout 600 go build -o "$OLDPWD/$out/pgx-smoke" .); then
      mv "$out/pgx.stamp.new" "$out/pgx.stamp"
    else
      echo "drivers: go build failed; pgx's test will be skipped" >&2
    fi
  fi
fi

if command -v java >/dev/null 2>&1 && command -v mvn >/dev/null 2>&1; then
  version=42.7.7
  if [ ! -f "$out/postgresql-$version.jar" ]; then
    echo "drivers: fetching pgjdbc $version"
    if ! timeout 300 mvn -q dependency:copy \
        "-Dartifact=org.postgresql:postgresql:$version:jar" \
        "-DoutputDirectory=$out" >&2; then
      echo "drivers: mvn failed; pgjdbc's test will be skipped" >&2
    fi
  fi
fi
exit 0
