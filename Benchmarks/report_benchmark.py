#!/usr/bin/env python3
"""`layout report` against `layout check` on one whole-app database, in one run.

    python3 Benchmarks/report_benchmark.py [--no-build] [--runs N] [--all | --layouts N] [--jobs N]
                                           [--keep-page FILE]

Builds the release `layout` (unless --no-build), imports the Interface
Builder fixtures directly in Tests/Fixtures/InterfaceBuilder (22 files, 42
screens, 4,536 layouts: the scale of issue 23's whole app, 54 screens and
6,552 layouts), or with --all every fixture under it (CrossDevice's old and
new versions too: the "ib-app" of check_parallel.py, 342 screens, 36,936
layouts), or with --layouts N the top-level ones and then the others in
name order until the check has at least N layouts (issue 36's page target
is for 8,000), into one database, each file with its own `--prefix` so
names never clash,
and times whole processes, runs interleaved (check, report, report, check,
...) so load hits both alike: `layout check` (exit status 3 when it finds
problems is expected) and `layout report -o page.html`, each with its
default number of threads (one per core), or both with `--jobs N` when
given. Prints the wall-clock time (what issue 23 point 3 means by "takes")
and the CPU time (user + system, from wait4) of each, medians, the ratios
report/check, the page's size, and the targets of issue 23 point 3: report
at most max(3x check, 1 s) in wall-clock time, page at most 4 MiB; and
those of issue 36 point 6, in CPU time: report at most 3x check on the
342-screen app (--all), at most max(3x check, 1 s) on the 42-screen one,
and the page at most 4 MiB for 8,000 layouts (--layouts 8000). On a
loaded machine read the CPU times: a process waiting for a core is not
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


LAYOUTS = int(sys.argv[sys.argv.index("--layouts") + 1]) if "--layouts" in sys.argv else None


def fixtures():
    """The files to import: the top-level fixtures, then (--all, --layouts) the others, in name order; and
    how many are top-level (--layouts always imports those)."""
    folder = os.path.join(ROOT, "Tests", "Fixtures", "InterfaceBuilder")
    top, others = [], []
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".storyboard") or name.endswith(".xib"):
                (top if directory == folder else others).append(os.path.join(directory, name))
    if "--all" in sys.argv:
        return sorted(top + others), len(top)
    return sorted(top) + (sorted(others) if LAYOUTS else []), len(top)


def layout_count(database):
    """The layouts `check` solves (its summary line), 0 for an empty database."""
    checked = subprocess.run([LAYOUT, "--db", database, "check", "--jobs", "1"], capture_output=True, text=True)
    for line in checked.stderr.splitlines():
        if line.startswith("checked "):
            return int(line.split(" ")[1])
    return 0


def main():
    if "--no-build" not in sys.argv:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as scratch:
        database = os.path.join(scratch, "app.sqlite")
        files, top = fixtures()
        imported = []
        for number, path in enumerate(files):
            if LAYOUTS and number >= top and layout_count(database) >= LAYOUTS:
                break
            run([LAYOUT, "--db", database, "import", path, "--prefix", f"f{number}_"])
            imported.append(path)
        files = imported
        layouts = layout_count(database)
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
    print(f"database: {len(files)} Interface Builder files, {screens} screens, {layouts} layouts; {jobs}; "
          f"load {load:.1f} at the end")
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
    # Issue 36 point 6, in CPU time: 3x check on a big app (300 screens or more), else max(3x check, 1 s);
    # the page at most 4 MiB for 8,000 layouts (its bytes per layout, times 8,000).
    cpu_budget = 3 * check_cpu if screens >= 300 else max(3 * check_cpu, 1.0)
    print(f"issue 36: report CPU {report_cpu * 1000:.0f} ms against "
          + (f"3 x check's = {cpu_budget * 1000:.0f} ms: " if screens >= 300 else
             f"max(3 x check's, 1 s) = {cpu_budget * 1000:.0f} ms: ")
          + ("met" if report_cpu <= cpu_budget else "NOT met") + f" ({report_cpu / check_cpu:.1f}x check's CPU)")
    per8000 = size * 8000 / layouts if layouts else 0
    print(f"issue 36: page {size / layouts:.0f} bytes per layout, {per8000 / 1048576:.2f} MiB for 8,000 layouts "
          + "(extrapolated from this mix of screens); target at most 4 MiB: "
          + ("met" if per8000 <= 4 * 1048576 else "NOT met"))


main()
