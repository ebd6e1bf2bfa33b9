#!/usr/bin/env bash
# Fails if the committed parser/generated/ is not what grammar/Kite.g4
# generates. Skips (exit 0) where Java or the ANTLR jar is not available.
set -uo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
scripts/grammar.sh --into "$tmp/generated" 2>"$tmp/log"
case $? in
  0) ;;
  2) echo "check_grammar: skipped (Java or the ANTLR 4.9 jar is not available)"
     exit 0 ;;
  *) echo "check_grammar: FAILED: ANTLR could not generate the parser from grammar/Kite.g4"
     cat "$tmp/log"
     exit 1 ;;
esac
if ! diff -r "$tmp/generated" parser/generated >/dev/null 2>&1; then
  echo "check_grammar: FAILED: parser/generated/ is stale; run 'make grammar' and commit the result"
  diff -rq "$tmp/generated" parser/generated | head -20
  exit 1
fi
echo "check_grammar: parser/generated/ matches grammar/Kite.g4"
