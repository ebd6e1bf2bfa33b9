#!/usr/bin/env python3
"""Checks that the build's layering is the one docs/DESIGN.md states.

DESIGN.md's "Layout" table gives each folder the folders it may use. A
folder may see its own headers and those of what it may use, transitively.
For every folder of the table this compiles (preprocesses) one include of a
header of every other folder with the compile command the build gives that
folder's own sources (build/compile_commands.json): an include of a folder
it may see must be found, any other must fail with "No such file". So the
table, CMakeLists.txt's views and what the compiler accepts cannot drift
apart, and a wrong-way include is refused however it is written.

It also checks that every folder holding code is in the table and that
README.md's layout table names the same folders.

  tests/layers/check_layers.py BUILD_DIR
Exits 1 with a line per disagreement.
"""

import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def table_rows(path, heading):
    """The rows of the first table under `heading`: lists of cells."""
    rows, inside = [], False
    for line in open(path, encoding="utf-8"):
        if line.startswith("## "):
            if inside and rows:
                break
            inside = line.strip() == heading
            continue
        if inside and line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells and not set(cells[0]) <= set("-: "):
                rows.append(cells)
        elif inside and rows:
            break
    return rows[1:]  # without the header


def folders_in(cell):
    return re.findall(r"`([a-z_]+)/`", cell)


def design_table():
    """{folder: [folders it may use]} from docs/DESIGN.md."""
    uses = {}
    for cells in table_rows(os.path.join(ROOT, "docs/DESIGN.md"), "## Layout"):
        names = folders_in(cells[0])
        if len(names) != 1 or len(cells) < 3:
            sys.exit(f"check_layers: cannot read DESIGN.md's row {cells}")
        uses[names[0]] = folders_in(cells[2])
    return uses


def closure(uses, folder, seen=None):
    seen = set() if seen is None else seen
    if folder not in seen:
        seen.add(folder)
        for used in uses.get(folder, []):
            closure(uses, used, seen)
    return seen


def a_header(folder):
    headers = sorted(
        f for f in os.listdir(os.path.join(ROOT, folder)) if f.endswith(".h"))
    return f"{folder}/{headers[0]}" if headers else None


def command_of(commands, folder):
    """The compile command of one of `folder`'s own sources."""
    prefix = os.path.join(ROOT, folder) + "/"
    for entry in commands:
        if entry["file"].startswith(prefix) and "/generated/" not in entry["file"]:
            return shlex.split(entry["command"]), entry["directory"]
    return None, None


def preprocess(command, directory, include):
    """Runs `command` on a file holding `#include "include"` with -E."""
    with tempfile.NamedTemporaryFile("w", suffix=".cc", delete=False) as probe:
        probe.write(f'#include "{include}"\n')
    try:
        args, skip = [], False
        for a in command:
            if skip:
                skip = False
                continue
            if a in ("-o", "-c", "-MF", "-MT", "-MQ"):
                skip = True
                continue
            if a == "-MD" or a.endswith((".cc", ".cpp")):
                continue
            args.append(a)
        run = subprocess.run(args + ["-E", "-o", os.devnull, probe.name],
                             cwd=directory, capture_output=True, text=True)
        return run.returncode == 0, run.stderr
    finally:
        os.unlink(probe.name)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    build = sys.argv[1]
    commands = json.load(open(os.path.join(build, "compile_commands.json")))
    uses = design_table()
    problems = []

    code_folders = {
        d for d in os.listdir(ROOT)
        if os.path.isdir(os.path.join(ROOT, d)) and d not in
        ("tests", "bench", "examples", "include", "build", "docs", "scripts")
        and not d.startswith(".") and any(
            f.endswith((".cc", ".h")) for f in os.listdir(os.path.join(ROOT, d)))
    }
    for folder in sorted(code_folders - uses.keys()):
        problems.append(f"{folder}/ holds code but is not in DESIGN.md's layout table")
    readme = {
        folders_in(cells[0])[0]
        for cells in table_rows(os.path.join(ROOT, "README.md"), "## Layout")
        if folders_in(cells[0])
    }
    for folder in sorted(uses.keys() ^ readme):
        problems.append(f"{folder}/: README.md's and DESIGN.md's layout tables differ")

    headers = {f: a_header(f) for f in uses.keys() | {"bench"}}
    probes = 0
    for folder in sorted(uses):
        command, directory = command_of(commands, folder)
        if command is None:
            problems.append(f"{folder}/: no compile command in {build}")
            continue
        allowed = closure(uses, folder)
        for other, header in sorted(headers.items()):
            if header is None or other == folder:
                continue
            found, stderr = preprocess(command, directory, header)
            probes += 1
            if other in allowed and not found:
                problems.append(f"{folder}/ may use {other}/ but cannot include "
                                f"{header}: {stderr.strip()[:200]}")
            elif other not in allowed and found:
                problems.append(f"{folder}/ may not use {other}/ but its sources "
                                f"can include {header}")
            elif other not in allowed and "No such file" not in stderr:
                problems.append(f"{folder}/: including {header} failed for "
                                f"another reason: {stderr.strip()[:200]}")
    for p in problems:
        print("check_layers:", p)
    if problems:
        return 1
    print(f"check_layers: {len(uses)} folders, {probes} includes: each folder "
          "sees exactly what DESIGN.md's layout table lets it use")
    return 0


if __name__ == "__main__":
    sys.exit(main())
