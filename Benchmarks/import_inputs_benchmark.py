#!/usr/bin/env python3
"""Imports of big inputs as whole `layout import` processes (issue #35, points 6 and 11).

    python3 Benchmarks/import_inputs_benchmark.py [--no-build] [strings] [xib] [BINARY...]

- strings: a `de.lproj/Main.strings` of 5,000, 10,000, 20,000 and 40,000 entries
  (Xcode's layout: a comment line, the entry, a blank line) imported alone into a
  fresh database. The reader must be linear: 40,000 entries at most 4x 10,000.
- xib: Benchmarks/InterfaceBuilder/make_xib.py's 100,000-view xib (one top-level
  view, 76 MB) imported into a fresh database, against the same screen as JSON
  (`layout export` of it) imported into another: the IB import should cost no
  more than the JSON one.

CPU time (user + system, from wait4) and peak memory (maximum resident set size)
of each process, median of RUNS runs (environment variable, default 3); wall
clock beside. Giving binaries compares builds (the release build of this tree
when none is given).
"""
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_benchmark import ROOT, release_binaries, run  # noqa: E402

RUNS = int(os.environ.get("RUNS", "3"))
arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
cases = [argument for argument in arguments if argument in ("strings", "xib")] or ["strings", "xib"]
binaries = [argument for argument in arguments if argument not in ("strings", "xib")]
binaries = release_binaries(binaries)
scratch = tempfile.mkdtemp(prefix="layout-import-inputs-")


def fresh(name):
    path = os.path.join(scratch, name)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    return path


def measure(binary, arguments, database):
    """Median CPU seconds, wall seconds and peak MB of RUNS imports into a fresh database."""
    cpu, wall, memory = [], [], []
    for _ in range(RUNS):
        timing, rss, _ = run([binary, "--db", fresh(database), "import", *arguments])
        cpu.append(float(timing))
        wall.append(timing.wall)
        memory.append(rss)
    return statistics.median(cpu), statistics.median(wall), statistics.median(memory)


def strings_file(entries):
    """Xcode's layout of an IB .strings file: each entry after its comment."""
    folder = os.path.join(scratch, f"strings{entries}", "de.lproj")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "Main.strings")
    with open(path, "w", encoding="utf-8") as file:
        for index in range(entries):
            identifier = f"{index:03d}-{index % 97:02d}-{index % 911:03d}"
            file.write(f'/* Class = "UILabel"; text = "Label {index}"; ObjectID = "{identifier}"; */\n')
            file.write(f'"{identifier}.text" = "Beschriftung {index} mit \\"Anführung\\"";\n\n')
    return path


if "strings" in cases:
    print("strings: entries, then per binary CPU s (wall s, peak MB)")
    sizes = [5000, 10000, 20000, 40000]
    paths = {entries: strings_file(entries) for entries in sizes}
    for binary in binaries:
        results = {entries: measure(binary, [paths[entries]], "strings.sqlite") for entries in sizes}
        for entries in sizes:
            cpu, wall, memory = results[entries]
            print(f"  {binary}: {entries:>6} entries: {cpu:.3f} s CPU ({wall:.3f} s wall, {memory:.0f} MB)")
        ratio = results[40000][0] / results[10000][0]
        print(f"  {binary}: 40,000 / 10,000 entries = {ratio:.2f}x (linear: 4x; target at most 4x)")

if "xib" in cases:
    xib = os.path.join(scratch, "Big.xib")
    with open(xib, "w") as file:
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "InterfaceBuilder", "make_xib.py"), "100000"],
                       stdout=file, check=True)
    print(f"xib: {os.path.getsize(xib) / 1e6:.0f} MB, 100,000 views; per binary CPU s (wall s, peak MB)")
    for binary in binaries:
        database = fresh("xib.sqlite")
        timing, rss, _ = run([binary, "--db", database, "import", xib])
        json_path = os.path.join(scratch, "Big.json")
        run([binary, "--db", database, "export", "-o", json_path])
        ib = measure(binary, [xib], "xib.sqlite")
        document = measure(binary, [json_path], "json.sqlite")
        print(f"  {binary}: xib  {ib[0]:.2f} s CPU ({ib[1]:.2f} s wall, {ib[2]:.0f} MB)")
        print(f"  {binary}: JSON {document[0]:.2f} s CPU ({document[1]:.2f} s wall, {document[2]:.0f} MB), "
              f"{os.path.getsize(json_path) / 1e6:.0f} MB")
        print(f"  {binary}: xib / JSON = {ib[0] / document[0]:.2f}x (target at most 1x)")
