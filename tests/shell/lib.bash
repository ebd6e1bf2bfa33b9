# Helpers for the shell tests: source it from a test, which gets the build
# directory as $1. Each check prints what differed; finish() sets the exit
# status.
set -uo pipefail
BUILD=${1:-build}
BUILD=$(cd "$BUILD" && pwd)
KITE="$BUILD/kite"
TEST_NAME=$(basename "$0" .sh)
REPO=$(cd "$(dirname "$0")/../.." && pwd)
# items.py of the shared benchmark folder, next to the repository.
ITEMS_PY=${ITEMS_PY:-$REPO/../shared/bench/items.py}
FAILURES=0
WORK=$(mktemp -d "/tmp/kite_${TEST_NAME}_XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

if [ ! -x "$KITE" ]; then
  echo "$TEST_NAME: $KITE is missing"
  exit 1
fi

fail() {
  echo "$TEST_NAME: FAIL: $*"
  FAILURES=$((FAILURES + 1))
}

# expect_eq NAME EXPECTED ACTUAL: exact comparison, with a diff on mismatch.
expect_eq() {
  if [ "$2" != "$3" ]; then
    fail "$1"
    diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | sed 's/^/    /'
  fi
}

# expect_contains NAME NEEDLE HAYSTACK
expect_contains() {
  case "$3" in
    *"$2"*) ;;
    *) fail "$1: no \"$2\" in:"; printf '%s\n' "$3" | sed 's/^/    /' ;;
  esac
}

# run_kite ARGS...: runs kite, leaving its exact stdout (trailing newlines
# included) in $OUT, stderr in $ERR and the exit status in $STATUS.
run_kite() {
  "$KITE" "$@" >"$WORK/stdout" 2>"$WORK/stderr" </dev/null
  STATUS=$?
  collect
}

# run_kite_stdin INPUT ARGS...: as run_kite, with INPUT on standard input.
run_kite_stdin() {
  local input=$1
  shift
  printf '%s' "$input" | "$KITE" "$@" >"$WORK/stdout" 2>"$WORK/stderr"
  STATUS=$?
  collect
}

collect() {
  OUT=$(cat "$WORK/stdout"; echo x)
  OUT=${OUT%x}
  ERR=$(cat "$WORK/stderr")
}

# expected: reads standard input (a here-document) into $EXPECTED exactly,
# trailing newline included.
expected() {
  IFS= read -r -d '' EXPECTED || true
}

finish() {
  if [ "$FAILURES" -ne 0 ]; then
    echo "$TEST_NAME: $FAILURES check(s) failed"
    exit 1
  fi
  echo "$TEST_NAME: ok"
  exit 0
}
