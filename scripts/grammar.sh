#!/usr/bin/env bash
# `make grammar`: regenerates parser/generated/ from grammar/Kite.g4 with the
# ANTLR 4.9 tool (the version of Debian 12's C++ runtime). Installs a Java
# runtime and Maven from apt if missing (sudo only when not root) and fetches
# the tool jar with Maven into .antlr/ (ignored by git).
#
#   scripts/grammar.sh                  regenerate parser/generated/
#   scripts/grammar.sh --into DIR       generate into DIR instead, installing
#                                       nothing; exit 2 if Java or the jar is
#                                       not available (used by check_grammar.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

ANTLR_VERSION=4.9
ANTLR_DIR=.antlr
ANTLR_JAR="$ANTLR_DIR/antlr4-$ANTLR_VERSION-complete.jar"

out=parser/generated
install=1
if [ "${1:-}" = "--into" ]; then
  out=${2:?usage: grammar.sh [--into DIR]}
  install=0
fi

missing=()
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -f "$ANTLR_JAR" ] || command -v mvn >/dev/null 2>&1 || missing+=(maven)
if [ ${#missing[@]} -gt 0 ]; then
  [ $install -eq 1 ] || exit 2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "grammar: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -f "$ANTLR_JAR" ]; then
  mkdir -p "$ANTLR_DIR"
  # Bounded, so that a machine without network access skips the check
  # instead of hanging in `make test`.
  if ! timeout 300 mvn -q dependency:copy \
      "-Dartifact=org.antlr:antlr4:$ANTLR_VERSION:jar:complete" \
      "-DoutputDirectory=$ANTLR_DIR" >&2 || [ ! -f "$ANTLR_JAR" ]; then
    echo "grammar: could not fetch $ANTLR_JAR with Maven" >&2
    [ $install -eq 1 ] && exit 1 || exit 2
  fi
fi

# Generate from the repository root with a relative grammar path so that the
# "Generated from" comments do not depend on where the checkout lives.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
java -jar "$ANTLR_JAR" -Dlanguage=Cpp -no-listener -no-visitor \
  -package kite::parser_gen -Xexact-output-dir -o "$tmp" grammar/Kite.g4
rm -f "$tmp"/*.interp "$tmp"/*.tokens  # only the C++ sources are built

rm -rf "$out"
mkdir -p "$out"
cp "$tmp"/* "$out"/
[ $install -eq 1 ] && echo "grammar: regenerated $out/ from grammar/Kite.g4"
exit 0
