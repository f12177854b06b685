#!/usr/bin/env python3
"""`layout report` against `layout check` on one whole-app database, in one run.

    python3 Benchmarks/report_benchmark.py [--no-build] [--runs N] [--all] [--jobs N] [--keep-page FILE]

Builds the release `layout` (unless --no-build), imports the Interface
Builder fixtures directly in Tests/Fixtures/InterfaceBuilder (22 files, 42
screens, 4,536 layouts: the scale of issue 23's whole app, 54 screens and
6,552 layouts), or with --all every fixture under it (CrossDevice's old and
new versions too: 218 screens, 23,544 layouts), into one database, each
file with its own `--prefix` so names never clash,
and times whole processes, runs interleaved (check, report, report, check,
...) so load hits both alike: `layout check` (exit status 3 when it finds
problems is expected) and `layout report -o page.html`, each with its
default number of threads (one per core), or both with `--jobs N` when
given. Prints the wall-clock time (what issue 23 point 3 means by "takes")
and the CPU time (user + system, from wait4) of each, medians, the ratios
report/check, the page's size, and the targets of issue 23 point 3: report
at most max(3x check, 1 s) in wall-clock time, page at most 4 MiB. On a
loaded machine read the CPU times too: a process waiting for a core is not
slower. --keep-page copies the last page to FILE (to compare two builds'
pages byte for byte). LAYOUT_BINARY names another binary than
.build/release/layout.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = os.environ.get("LAYOUT_BINARY") or os.path.join(ROOT, ".build", "release", "layout")
RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
JOBS = ["--jobs", sys.argv[sys.argv.index("--jobs") + 1]] if "--jobs" in sys.argv else []
KEEP = sys.argv[sys.argv.index("--keep-page") + 1] if "--keep-page" in sys.argv else None


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
                    into.append(run([LAYOUT, "--db", database, "check"] + JOBS, ok=(0, 3)))
                else:
                    into.append(run([LAYOUT, "--db", database, "report", "-o", page] + JOBS))
        counted = subprocess.run([LAYOUT, "--db", database, "report", "-o", page] + JOBS, capture_output=True, text=True)
        counted.stderr = "\n".join(line for line in counted.stderr.splitlines() if "warning" not in line)
        size = os.path.getsize(page)
        if KEEP:
            shutil.copyfile(page, KEEP)
    check_cpu = statistics.median(c for c, _ in checks)
    report_cpu = statistics.median(c for c, _ in reports)
    check_wall = statistics.median(w for _, w in checks)
    report_wall = statistics.median(w for _, w in reports)
    jobs = f"--jobs {JOBS[1]}" if JOBS else "default jobs (one per core)"
    load = os.getloadavg()[0]
    print(f"database: {len(files)} Interface Builder files, {screens} screens; {jobs}; load {load:.1f} at the end")
    print(counted.stderr.strip())
    print(f"check:  {check_wall * 1000:.0f} ms wall, {check_cpu * 1000:.0f} ms CPU (median of {RUNS})")
    print(f"report: {report_wall * 1000:.0f} ms wall, {report_cpu * 1000:.0f} ms CPU (median of {RUNS})")
    print(f"report / check: {report_wall / check_wall:.2f}x wall, {report_cpu / check_cpu:.2f}x CPU; "
          f"report CPU / check wall: {report_cpu / check_wall:.2f}x")
    budget = max(3 * check_wall, 1.0)
    print(f"target: report at most max(3 x check, 1 s) = {budget * 1000:.0f} ms wall: "
          + ("met" if report_wall <= budget else "NOT met")
          + f" (report's CPU time {'within' if report_cpu <= budget else 'over'} it)")
    print(f"page: {size} bytes ({size / 1048576:.2f} MiB); target at most 4 MiB: "
          + ("met" if size <= 4 * 1048576 else "NOT met"))


main()
