#!/usr/bin/env python3
"""`layout report` against `layout check` on one whole-app database, in one run.

    python3 Benchmarks/report_benchmark.py [--no-build] [--runs N] [--all]

Builds the release `layout` (unless --no-build), imports the Interface
Builder fixtures directly in Tests/Fixtures/InterfaceBuilder (22 files, 42
screens, 4,536 layouts: the scale of issue 23's whole app, 54 screens and
6,552 layouts), or with --all every fixture under it (CrossDevice's old and
new versions too: 218 screens, 23,544 layouts), into one database, each
file with its own `--prefix` so names never clash,
and times whole processes, runs interleaved (check, report, report, check,
...) so load hits both alike: `layout check` (exit status 3 when it finds
problems is expected) and `layout report -o page.html`. Prints the CPU time
(user + system, from wait4) and the wall-clock time of each, medians, the
ratio report/check, the page's size, and the targets of issue 23 point 3:
report at most max(3x check, 1 s), page at most 4 MiB. CPU time is the
number to read on this shared machine: a process waiting for a core is not
slower.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = os.environ.get("LAYOUT_BINARY") or os.path.join(ROOT, ".build", "release", "layout")
RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5


def run(args, ok=(0,)):
    """Runs a process to completion; returns (CPU seconds, wall seconds)."""
    start = time.perf_counter()
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    error = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in ok:
        sys.exit(f"{' '.join(args)} exited {code}: {error.decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime, wall


def fixtures():
    folder = os.path.join(ROOT, "Tests", "Fixtures", "InterfaceBuilder")
    found = []
    for directory, _, files in os.walk(folder):
        if directory != folder and "--all" not in sys.argv:
            continue
        for name in sorted(files):
            if name.endswith(".storyboard") or name.endswith(".xib"):
                found.append(os.path.join(directory, name))
    return sorted(found)


def main():
    if "--no-build" not in sys.argv:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as scratch:
        database = os.path.join(scratch, "app.sqlite")
        files = fixtures()
        for number, path in enumerate(files):
            run([LAYOUT, "--db", database, "import", path, "--prefix", f"f{number}_"])
        listed = subprocess.run([LAYOUT, "--db", database, "screens"], capture_output=True, text=True, check=True)
        screens = len([line for line in listed.stdout.splitlines() if line.strip()])  # no header off a terminal
        page = os.path.join(scratch, "page.html")
        checks, reports = [], []
        for index in range(RUNS):
            order = [("check", checks), ("report", reports)]
            if index % 2:
                order.reverse()
            for kind, into in order:
                if kind == "check":
                    into.append(run([LAYOUT, "--db", database, "check"], ok=(0, 3)))
                else:
                    into.append(run([LAYOUT, "--db", database, "report", "-o", page]))
        counted = subprocess.run([LAYOUT, "--db", database, "report", "-o", page], capture_output=True, text=True)
        counted.stderr = "\n".join(line for line in counted.stderr.splitlines() if "warning" not in line)
        size = os.path.getsize(page)
    check_cpu = statistics.median(c for c, _ in checks)
    report_cpu = statistics.median(c for c, _ in reports)
    check_wall = statistics.median(w for _, w in checks)
    report_wall = statistics.median(w for _, w in reports)
    print(f"database: {len(files)} Interface Builder files, {screens} screens")
    print(counted.stderr.strip())
    print(f"check:  {check_cpu * 1000:.0f} ms CPU, {check_wall * 1000:.0f} ms wall (median of {RUNS})")
    print(f"report: {report_cpu * 1000:.0f} ms CPU, {report_wall * 1000:.0f} ms wall (median of {RUNS})")
    print(f"report / check: {report_cpu / check_cpu:.2f}x CPU, {report_wall / check_wall:.2f}x wall")
    budget = max(3 * check_cpu, 1.0)
    print(f"target: report at most max(3 x check, 1 s) = {budget * 1000:.0f} ms: "
          + ("met" if report_cpu <= budget else "NOT met"))
    print(f"page: {size} bytes ({size / 1048576:.2f} MiB); target at most 4 MiB: "
          + ("met" if size <= 4 * 1048576 else "NOT met"))


main()
