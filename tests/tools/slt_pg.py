#!/usr/bin/env python3
"""Runs sqllogictest files against a real PostgreSQL, to check that the
expected results in tests/sql/ are PostgreSQL's behaviour, not guesses.

    tests/tools/slt_pg.py [--dsn DSN] [--label NAME]... [--rewrite] FILE...

Each file runs in a fresh database (created and dropped by this script), in
autocommit mode, with the labels `postgresql` (plus any --label) for
skipif/onlyif. Values are printed exactly as kite-sqllogictest prints them
(see tests/sql/README.md). Every record whose outcome differs from the file is
reported with file:line; the exit status is 1 if any did.

--rewrite writes PostgreSQL's results into the files instead: the result
section of every query, and the SQLSTATE of every `statement error` that has
no expectation yet. Review the diff: the files must state what PostgreSQL
does, and a rewrite only makes that easy to record.

Needs psycopg 3 (pip install "psycopg[binary]") and a running server, e.g.
    initdb -D /tmp/pg -A trust -U postgres
    pg_ctl -D /tmp/pg -o "-k /tmp -p 54329 -c listen_addresses=''" start
The default DSN is "host=/tmp/slt-pg port=54329 user=postgres dbname=postgres"
(or $SLT_PG_DSN).
"""

import argparse
import decimal
import hashlib
import math
import os
import re
import sys

import psycopg
from psycopg.adapt import Loader

DEFAULT_DSN = "host=/tmp/slt-pg port=54329 user=postgres dbname=postgres"

BOOL_OID = 16
INT_OIDS = {20, 21, 23, 26}
FLOAT_OIDS = {700, 701}
NUMERIC_OID = 1700


class TextLoader(Loader):
    """Leaves every value in PostgreSQL's text form."""

    def load(self, data):
        return bytes(data).decode("utf-8")


class Record:
    def __init__(self):
        self.kind = None  # statement_ok, statement_error, query, hash, halt, invalid
        self.line = 0  # 1-based line of the command
        self.conditions = []  # (only_if, label)
        self.sql = ""
        self.types = ""
        self.sort = "nosort"
        self.label = ""
        self.has_expected = False
        self.expected = []
        self.expected_error = ""
        self.hash_threshold = 0
        self.error = ""
        # 0-based line indices for --rewrite.
        self.command_index = 0
        self.separator_index = None
        self.end_index = 0  # one past the record's last line


def parse(lines):
    records = []
    i = 0
    n = len(lines)
    blank = lambda s: s.strip() == ""
    comment = lambda s: s.startswith("#")
    while i < n:
        if blank(lines[i]) or comment(lines[i]):
            i += 1
            continue
        r = Record()
        tokens = lines[i].split()
        while tokens and tokens[0] in ("skipif", "onlyif"):
            if len(tokens) < 2:
                r.error = tokens[0] + " needs a label"
                break
            r.conditions.append((tokens[0] == "onlyif", tokens[1]))
            i += 1
            while i < n and comment(lines[i]):
                i += 1
            tokens = lines[i].split() if i < n and not blank(lines[i]) else []
        if not r.error and not tokens:
            r.error = "skipif/onlyif not followed by a record"
        r.line = i + 1
        r.command_index = i
        if r.error:
            r.kind = "invalid"
            while i < n and not blank(lines[i]):
                i += 1
            r.end_index = i
            records.append(r)
            continue
        command_line = lines[i]
        i += 1
        body_start = i
        while i < n and not blank(lines[i]):
            i += 1
        r.end_index = i
        body = lines[body_start:i]
        sql = []
        j = 0
        while j < len(body) and body[j] != "----":
            if not comment(body[j]):
                sql.append(body[j])
            j += 1
        has_sep = j < len(body)
        after = body[j + 1:] if has_sep else []
        if has_sep:
            r.separator_index = body_start + j
        r.sql = "\n".join(sql)
        cmd = tokens[0]
        if cmd == "statement" and len(tokens) >= 2 and tokens[1] in ("ok", "error"):
            if tokens[1] == "ok":
                r.kind = "statement_ok"
            else:
                r.kind = "statement_error"
                inline = command_line[command_line.find("error") + 5:].strip()
                if inline.startswith("#"):
                    inline = ""
                r.expected_error = "\n".join(after) if has_sep else inline
        elif cmd == "query" and len(tokens) >= 2 and re.fullmatch(r"[IRT]+", tokens[1]):
            r.kind = "query"
            r.types = tokens[1]
            k = 2
            if len(tokens) > k and tokens[k] in ("nosort", "rowsort", "valuesort"):
                r.sort = tokens[k]
                k += 1
            if len(tokens) > k:
                r.label = tokens[k]
            r.has_expected = has_sep
            r.expected = after
        elif cmd == "hash-threshold" and len(tokens) >= 2 and tokens[1].isdigit():
            r.kind = "hash"
            r.hash_threshold = int(tokens[1])
        elif cmd == "halt":
            r.kind = "halt"
        else:
            r.kind = "invalid"
            r.error = "malformed record: " + command_line
        records.append(r)
    return records


def leading_int(text):
    m = re.match(r"[ \t]*([+-]?\d+)", text)
    return int(m.group(1)) if m else 0


def leading_float(text):
    m = re.match(r"\s*[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|inf(inity)?|nan)",
                 text, re.IGNORECASE)
    return float(m.group(0)) if m else 0.0


def clamp64(v):
    return max(-(1 << 63), min((1 << 63) - 1, v))


def format_value(t, oid, text):
    """Prints one value the way kite-sqllogictest does (slt_format.cc)."""
    if text is None:
        return "NULL"
    if t == "I":
        if oid == BOOL_OID:
            return "1" if text == "t" else "0"
        if oid in INT_OIDS:
            return str(int(text))
        if oid in FLOAT_OIDS:
            f = float(text)
            if math.isnan(f):
                return "0"
            if math.isinf(f):
                return str(clamp64(int(math.copysign(1 << 64, f))))
            return str(clamp64(int(f)))
        if oid == NUMERIC_OID:
            return str(clamp64(int(decimal.Decimal(text))))
        return str(clamp64(leading_int(text)))
    if t == "R":
        if oid == BOOL_OID:
            v = 1.0 if text == "t" else 0.0
        elif oid in INT_OIDS or oid in FLOAT_OIDS or oid == NUMERIC_OID:
            v = float(text)
        else:
            v = leading_float(text)
        return "%.3f" % v
    if text == "":
        return "(empty)"
    return "".join("@" if ord(c) < 32 or ord(c) == 127 else c for c in text)


def sort_result(mode, ncols, values):
    if mode == "rowsort" and ncols > 0 and len(values) % ncols == 0:
        rows = [values[i:i + ncols] for i in range(0, len(values), ncols)]
        rows.sort(key=lambda r: [v.encode() for v in r])
        return [v for r in rows for v in r]
    if mode == "valuesort":
        return sorted(values, key=lambda v: v.encode())
    return values


def hash_values(values):
    return hashlib.md5("".join(v + "\n" for v in values).encode()).hexdigest()


class FileRun:
    def __init__(self, path, dsn, labels, rewrite):
        self.path = path
        self.dsn = dsn
        self.labels = labels
        self.rewrite = rewrite
        self.passed = 0
        self.failed = 0
        self.replacements = {}  # record -> new lines

    def fail(self, r, msg):
        self.failed += 1
        print("%s:%d: %s" % (self.path, r.line, msg))
        if r.sql:
            print("SQL:\n" + "\n".join("  " + l for l in r.sql.split("\n")))
        print()

    def should_run(self, r):
        return all((label in self.labels) == only for only, label in r.conditions)

    def run(self):
        with open(self.path, encoding="utf-8", newline="") as f:
            lines = [l.rstrip("\r") for l in f.read().split("\n")]
        if lines and lines[-1] == "":
            lines.pop()
        records = parse(lines)
        dbname = "slt_%d" % os.getpid()
        admin = psycopg.connect(self.dsn, autocommit=True)
        admin.execute("DROP DATABASE IF EXISTS %s" % dbname)
        admin.execute("CREATE DATABASE %s" % dbname)
        try:
            conn = psycopg.connect(self.dsn + " dbname=" + dbname, autocommit=True)
            for oid, in conn.execute("SELECT oid FROM pg_type").fetchall():
                conn.adapters.register_loader(oid, TextLoader)
            self.run_records(conn, records)
            conn.close()
        finally:
            admin.execute("DROP DATABASE IF EXISTS %s WITH (FORCE)" % dbname)
            admin.close()
        if self.rewrite and self.replacements:
            out = []
            i = 0
            by_start = {r.command_index: (r, new) for r, new in self.replacements.items()}
            while i < len(lines):
                if i in by_start:
                    r, new = by_start[i]
                    out.extend(new)
                    i = r.end_index
                else:
                    out.append(lines[i])
                    i += 1
            with open(self.path, "w", encoding="utf-8") as f:
                f.write("\n".join(out) + "\n")

    def execute(self, conn, sql):
        """Returns (columns, rows) or raises psycopg.Error."""
        cur = conn.cursor()
        cur.execute(sql)
        if cur.description is None:
            return None, []
        oids = [d.type_code for d in cur.description]
        return oids, cur.fetchall()

    def run_records(self, conn, records):
        threshold = 8
        labels_seen = {}
        for r in records:
            if r.kind == "invalid":
                self.fail(r, r.error)
                continue
            if not self.should_run(r):
                continue
            if r.kind == "halt":
                break
            if r.kind == "hash":
                threshold = r.hash_threshold
                continue
            try:
                oids, rows = self.execute(conn, r.sql)
                error = None
            except psycopg.Error as e:
                error = e
            if r.kind == "statement_ok":
                if error is None:
                    self.passed += 1
                else:
                    self.fail(r, "statement failed: [%s] %s" % (error.sqlstate, error))
                continue
            if r.kind == "statement_error":
                if error is None:
                    self.fail(r, "statement succeeded, but an error was expected")
                    continue
                exp = r.expected_error
                msg = str(error).split("\n")[0]
                if not exp or exp == error.sqlstate or exp in msg:
                    self.passed += 1
                    if not exp and self.rewrite:
                        cmd = " ".join(
                            ["statement", "error", error.sqlstate])
                        self.replacements[r] = self.conditions_lines(r) + [cmd] + r.sql.split("\n")
                else:
                    self.fail(r, "wrong error\nexpected: %s\nactual:   [%s] %s" %
                              (exp, error.sqlstate, msg))
                continue
            # query
            if error is not None:
                self.fail(r, "query failed: [%s] %s" % (error.sqlstate, str(error).split("\n")[0]))
                continue
            ncols = len(r.types)
            if oids is None or len(oids) != ncols:
                self.fail(r, "wrong number of result columns: expected %d but got %d" %
                          (ncols, 0 if oids is None else len(oids)))
                continue
            actual = [format_value(r.types[i], oids[i], row[i]) for row in rows for i in range(ncols)]
            actual = sort_result(r.sort, ncols, actual)
            h = hash_values(actual)
            hashed = threshold > 0 and len(actual) > threshold
            ok = True
            if r.has_expected:
                m = re.fullmatch(r"\s*(\d+) values hashing to ([0-9a-fA-F]{32})\s*", r.expected[0]) \
                    if len(r.expected) == 1 else None
                if m:
                    ok = int(m.group(1)) == len(actual) and m.group(2).lower() == h
                else:
                    expected = [v for line in r.expected for v in line.split("\t")]
                    ok = sort_result(r.sort, ncols, expected) == actual
            if r.label:
                if r.label in labels_seen and labels_seen[r.label] != h:
                    self.fail(r, "result differs from the earlier query labelled " + r.label)
                    continue
                labels_seen[r.label] = h
            if self.rewrite and (not ok or not r.has_expected):
                body = ["%d values hashing to %s" % (len(actual), h)] if hashed else actual
                head = self.conditions_lines(r) + [self.lines_command(r)] + r.sql.split("\n")
                self.replacements[r] = head + ["----"] + body
                self.passed += 1
                continue
            if not ok:
                shown = ("%d values hashing to %s" % (len(actual), h)) if hashed else "\n".join(actual)
                self.fail(r, "wrong result\nexpected:\n%s\nactual:\n%s" %
                          ("\n".join(r.expected), shown))
                continue
            self.passed += 1

    @staticmethod
    def conditions_lines(r):
        return ["%s %s" % ("onlyif" if only else "skipif", label) for only, label in r.conditions]

    @staticmethod
    def lines_command(r):
        parts = ["query", r.types, r.sort]
        if r.label:
            parts.append(r.label)
        return " ".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dsn", default=os.environ.get("SLT_PG_DSN", DEFAULT_DSN))
    ap.add_argument("--label", action="append", default=[])
    ap.add_argument("--rewrite", action="store_true")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    labels = ["postgresql"] + args.label
    passed = failed = 0
    for path in args.files:
        run = FileRun(path, args.dsn, labels, args.rewrite)
        run.run()
        passed += run.passed
        failed += run.failed
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
