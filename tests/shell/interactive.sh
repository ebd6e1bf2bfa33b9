#!/usr/bin/env bash
# The interactive shell driven through a terminal (tmux): prompts,
# continuation lines, line editing, Ctrl-C and history in ~/.kite_history.
source "$(dirname "$0")/lib.bash"

if ! command -v tmux >/dev/null; then
  echo "$TEST_NAME: skipped: tmux is missing"
  exit 0
fi
export HOME="$WORK/home"
mkdir -p "$HOME"
SOCKET="$WORK/tmux.sock"
SESSION=kite_test
tmux -S "$SOCKET" new-session -d -s "$SESSION" -x 120 -y 40 "$KITE"
trap 'tmux -S "$SOCKET" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT

screen() { tmux -S "$SOCKET" capture-pane -p -t "$SESSION"; }
keys() { tmux -S "$SOCKET" send-keys -t "$SESSION" "$@"; }
# type_text TEXT: types TEXT literally. tmux takes an argument ending in ';'
# as a command separator unless the ';' is escaped.
type_text() {
  local text=$1
  [[ "$text" == *";" ]] && text="${text%;}\\;"
  tmux -S "$SOCKET" send-keys -t "$SESSION" -l "$text"
}
# wait_for TEXT: waits up to 10 s for TEXT on the screen.
wait_for() {
  for _ in $(seq 100); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "never saw \"$1\" on:"
  screen | sed 's/^/    /'
  return 1
}

wait_for "kite=>"
type_text "SELECT 40 +"; keys Enter
wait_for "kite->"
type_text "2 AS answer;"; keys Enter
wait_for "(1 row)"
expect_contains "continued statement" "    42" "$(screen)"

# Line editing: type, move left, insert, run.
type_text "SELECT 'ac' AS word;"
for _ in $(seq 11); do keys Left; done
keys b Enter
wait_for " abc"

# Ctrl-C at the prompt discards the unfinished statement.
type_text "SELECT 1 +"; keys Enter
wait_for "kite->"
type_text "junk"; keys C-c
type_text "SELECT 'after' AS interrupted;"; keys Enter
wait_for " after"

# The prompt shows a transaction block as psql's does: "*" in one, "!" in
# a failed one.
type_text "BEGIN;"; keys Enter
wait_for "kite=*>"
type_text "SELECT 1/0;"; keys Enter
wait_for "kite=!>"
type_text "ROLLBACK;"; keys Enter
wait_for "ROLLBACK"

# An error does not end the shell.
type_text "SELECT * FROM nope;"; keys Enter
wait_for 'ERROR:  42P01'
type_text "\\q"; keys Enter
for _ in $(seq 50); do
  tmux -S "$SOCKET" has-session -t "$SESSION" 2>/dev/null || break
  sleep 0.1
done
if tmux -S "$SOCKET" has-session -t "$SESSION" 2>/dev/null; then
  fail "\\q did not end the shell"
fi

# History persisted, then recalled with the up arrow in a new shell.
# (libedit escapes blanks in the file, so look for a word.)
expect_contains "history file" "nope" "$(cat "$HOME/.kite_history" 2>/dev/null)"
tmux -S "$SOCKET" new-session -d -s "$SESSION" -x 120 -y 40 "$KITE"
wait_for "kite=>"
keys Up Up Up Up Up Up Up Up Enter  # \q, nope, ROLLBACK, 1/0, BEGIN, after, "SELECT 1 +", abc
wait_for " abc"
type_text "\\q"; keys Enter

finish
