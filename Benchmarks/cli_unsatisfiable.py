#!/usr/bin/env python3
"""The unsatisfiable grid against the fitting grid, as whole `layout solve` processes (issue 23, point 4).

    python3 Benchmarks/cli_unsatisfiable.py [--no-build] [--runs N] [--kiwi] [VIEWS ...]

For each size (default 500 1000 3000 10000) the grid of Benchmarks/grid_document.py is
solved with `layout solve grid --size 1200xH --no-cache` at a height where every column
fits (H = rows * 80 + 100) and where none does (H = rows * 18: each column needs
rows * 18 + 8, so each last-row view's bottom constraint breaks, with a conflict of
2 * rows + 2 members). Runs of the two alternate (ABBA); each time is the CPU time (user +
system, from wait4) of the whole process, median of N runs (default 5; 3 at 10,000 views),
wall-clock medians beside. The target is at most 3x at 3000 and 10,000 views.

With --kiwi, kiwisolver builds the same two systems in the same run (Benchmarks/kiwi_grid.py
conflict, in its own process, its own timer; it names no conflicting sets), up to 3000 views.
LAYOUT_BINARY=/path/to/layout measures another build.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_benchmark import LAYOUT, ROOT, Timing, compare  # noqa: E402


def run(args, stdout=subprocess.DEVNULL):
    """Runs a process to completion; returns (Timing, max RSS in MB, stdout or None). Its stderr
    (an unsatisfiable grid's diagnosis, hundreds of kilobytes) goes to /dev/null: read after
    stdout from a pipe, it would fill the pipe and block the process."""
    start = time.perf_counter()
    process = subprocess.Popen(args, stdout=stdout, stderr=subprocess.DEVNULL)
    captured = process.stdout.read() if stdout == subprocess.PIPE else None
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(args)} exited {code}")
    return Timing(usage.ru_utime + usage.ru_stime, elapsed), usage.ru_maxrss / 1024, captured


def main():
    arguments = sys.argv[1:]
    runs = 5
    if "--runs" in arguments:
        position = arguments.index("--runs")
        runs = int(arguments[position + 1])
        del arguments[position:position + 2]
    sizes = [int(argument) for argument in arguments if not argument.startswith("--")] or [500, 1000, 3000, 10000]
    if "--no-build" not in arguments:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    work = tempfile.mkdtemp(prefix="layout-unsatisfiable-")
    print(f"{LAYOUT}; load {os.getloadavg()[0]:.1f}", flush=True)
    print("| N views | fits | unsatisfiable | ratio | broken |")
    print("| --- | --- | --- | --- | --- |")
    for views in sizes:
        document = os.path.join(work, f"grid{views}.json")
        database = os.path.join(work, f"grid{views}.sqlite")
        with open(document, "w") as out:
            subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "grid_document.py"), str(views)],
                           stdout=out, check=True)
        run([LAYOUT, "--db", database, "import", document])
        rows = (views + 9) // 10

        def solve(height, capture=False):
            return run([LAYOUT, "--db", database, "solve", "grid", "--size", f"1200x{height}", "--no-cache"],
                       stdout=subprocess.PIPE if capture else subprocess.DEVNULL)

        answer = solve(rows * 18, capture=True)[2].decode()
        broken = answer.count('"broken"')
        repeats = runs if views < 10000 else max(1, min(runs, 3))
        unsatisfiable, fits = compare(repeats, lambda: solve(rows * 18)[0], lambda: solve(rows * 80 + 100)[0])
        print(f"| {views} | {fits * 1000:.1f} ms (wall {fits.wall * 1000:.0f}) "
              f"| {unsatisfiable * 1000:.1f} ms (wall {unsatisfiable.wall * 1000:.0f}) "
              f"| {unsatisfiable / fits:.2f}x | {broken} |", flush=True)
    if "--kiwi" in arguments:
        try:
            import kiwisolver  # noqa: F401
        except ImportError:
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", "kiwisolver"], check=True)
        small = [str(views) for views in sizes if views <= 3000]
        if small:
            print("kiwisolver (Benchmarks/kiwi_grid.py conflict: key N milliseconds checksum broken):")
            subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "kiwi_grid.py"), "conflict", *small],
                           check=True)
    print(f"load {os.getloadavg()[0]:.1f}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
