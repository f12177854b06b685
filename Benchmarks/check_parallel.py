#!/usr/bin/env python3
"""`layout check --jobs 2` against `--jobs 1` on whole apps, as whole processes.

    python3 Benchmarks/check_parallel.py [--no-build] [--runs N] [--realtime]
                                         [--case NAME]... [--baseline BINARY]

Builds the release `layout` (unless --no-build) and makes two app databases in
a temporary folder:

- ib-app: every Interface Builder fixture under Tests/Fixtures/InterfaceBuilder
  (CrossDevice included), each imported with its own --prefix into one database;
- generated: Benchmarks/InterfaceBuilder/make_storyboard.py's storyboard of 50
  scenes and 1500 views (labels, text fields, switches and buttons in stacks).

Each case is checked with --jobs 1 and --jobs 2, runs interleaved ABBA, and
the medians of the wall-clock time and of the CPU time (user + system, from
wait4) of each whole process are printed with their ratios (issue 23: on 2
cores, --jobs 2 at most 1/1.6 of --jobs 1, a ratio of at most 0.625). The
outputs (stdout, stderr, status) of the two are compared byte for byte first,
and so are the merged outputs of 8 shards.

On a shared machine, the wall-clock ratio depends on the load: the 1-minute
load average is printed before and after. The CPU-time ratio shows what the
threads cost beyond the serial work (1.0 would be none); wall / CPU of --jobs 2
shows how much of the second core the run got.

--case NAME (repeatable) times only the cases so labelled ("ib-app",
"ib-app --content-size all", "generated", "generated --content-size all").

--baseline BINARY also times another build's --jobs 1 (say, main's), in the
same interleaved rounds (ABC CBA), and prints --jobs 2 against it too: the
same load for both, when the question is what a change did to the ratio.

--realtime runs the timed processes under `chrt -f 10` (real-time FIFO
priority; needs root): on a machine busy with other work, the measured
threads take the cores ahead of it, so a loaded machine measures close to an
idle one. Not quite: during a `--jobs 1` run the other core still runs the
other work, which on a 2-vCPU virtual machine slows the measured thread
down (docs/benchmarks.md), and an idle machine would not; so the ratio is
somewhat kinder than an idle machine's. Comparing two builds, both get the
same treatment.
"""
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = os.environ.get("LAYOUT_BINARY") or os.path.join(ROOT, ".build", "release", "layout")
RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
PRIORITY = ["chrt", "-f", "10"] if "--realtime" in sys.argv else []
BASELINE = sys.argv[sys.argv.index("--baseline") + 1] if "--baseline" in sys.argv else None
CASES = [sys.argv[index + 1] for index, flag in enumerate(sys.argv) if flag == "--case"]


def timed(args):
    """Runs a process to completion; returns (wall seconds, CPU seconds) of it alone."""
    start = time.perf_counter()
    process = subprocess.Popen(PRIORITY + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 3):
        sys.exit(f"{' '.join(args)} exited {code}")
    return wall, usage.ru_utime + usage.ru_stime


def capture(args):
    process = subprocess.run(args, capture_output=True)
    if process.returncode not in (0, 3):
        sys.exit(f"{' '.join(args)} exited {process.returncode}: {process.stderr.decode(errors='replace')}")
    return process


def make_databases(scratch):
    ib = os.path.join(scratch, "ib-app.sqlite")
    fixtures = sorted(glob.glob(os.path.join(ROOT, "Tests/Fixtures/InterfaceBuilder/**/*.storyboard"), recursive=True)
                      + glob.glob(os.path.join(ROOT, "Tests/Fixtures/InterfaceBuilder/**/*.xib"), recursive=True))
    for index, path in enumerate(fixtures):
        subprocess.run([LAYOUT, "--db", ib, "import", "--prefix", f"f{index}-", path], capture_output=True)
    storyboard = os.path.join(scratch, "Generated.storyboard")
    with open(storyboard, "w") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/InterfaceBuilder/make_storyboard.py"), "50", "1500"],
                       stdout=out, check=True)
    generated = os.path.join(scratch, "generated.sqlite")
    capture([LAYOUT, "--db", generated, "import", storyboard])
    return {"ib-app": ib, "generated": generated}


def same_everywhere(db, extra, scratch):
    """--jobs 1, --jobs 2 and 8 merged shards print the same; returns the serial run's summary."""
    serial = capture([LAYOUT, "--db", db, "check", "--jobs", "1"] + extra)
    parallel = capture([LAYOUT, "--db", db, "check", "--jobs", "2"] + extra)
    if (serial.stdout, serial.stderr, serial.returncode) != (parallel.stdout, parallel.stderr, parallel.returncode):
        sys.exit(f"--jobs 2 differs from --jobs 1 on {db} {extra}")
    files = []
    for index in range(1, 9):
        shard = capture([LAYOUT, "--db", db, "check", "--shard", f"{index}/8", "--json"] + extra)
        path = os.path.join(scratch, f"shard-{index}.json")
        with open(path, "wb") as out:
            out.write(shard.stdout)
        files.append(path)
    merged = capture([LAYOUT, "check", "--merge"] + files)
    if (merged.stdout, merged.returncode) != (serial.stdout, serial.returncode):
        sys.exit(f"8 merged shards differ from the whole run on {db} {extra}")
    return serial.stderr.decode().strip().splitlines()[-1]


def main():
    if "--no-build" not in sys.argv:
        subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    print(f"cores: {os.cpu_count()}, 1-minute load before: {os.getloadavg()[0]:.1f}"
          + (", real-time priority" if PRIORITY else ""))
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        databases = make_databases(scratch)
        cases = [("ib-app", []), ("ib-app", ["--content-size", "all"]),
                 ("generated", []), ("generated", ["--content-size", "all"])]
        for name, extra in cases:
            label = name + (" " + " ".join(extra) if extra else "")
            if CASES and label not in CASES:
                continue
            db = databases[name]
            summary = same_everywhere(db, extra, scratch)
            one, two, base = [], [], []
            series = [(one, LAYOUT, "1"), (two, LAYOUT, "2")] + ([(base, BASELINE, "1")] if BASELINE else [])
            for index in range(RUNS):
                for into, binary, jobs in series if index % 2 == 0 else reversed(series):
                    into.append(timed([binary, "--db", db, "check", "--jobs", jobs] + extra))
            wall1, cpu1 = statistics.median(w for w, _ in one), statistics.median(c for _, c in one)
            wall2, cpu2 = statistics.median(w for w, _ in two), statistics.median(c for _, c in two)
            rows.append((label, summary, wall1, wall2, cpu1, cpu2))
            print(f"{label}: {summary}")
            print(f"  --jobs 1: wall {wall1 * 1000:.1f} ms, CPU {cpu1 * 1000:.1f} ms (runs: "
                  + ", ".join(f"{w * 1000:.0f}" for w, _ in one) + ")")
            print(f"  --jobs 2: wall {wall2 * 1000:.1f} ms, CPU {cpu2 * 1000:.1f} ms (runs: "
                  + ", ".join(f"{w * 1000:.0f}" for w, _ in two) + ")")
            print(f"  wall ratio {wall2 / wall1:.3f} (target <= 0.625), CPU ratio {cpu2 / cpu1:.3f}, "
                  f"--jobs 2 used {cpu2 / wall2:.2f} cores")
            if BASELINE:
                wall0, cpu0 = statistics.median(w for w, _ in base), statistics.median(c for _, c in base)
                print(f"  baseline --jobs 1: wall {wall0 * 1000:.1f} ms, CPU {cpu0 * 1000:.1f} ms (runs: "
                      + ", ".join(f"{w * 1000:.0f}" for w, _ in base) + ")")
                print(f"  --jobs 2 against the baseline's --jobs 1: wall ratio {wall2 / wall0:.3f}, "
                      f"CPU ratio {cpu2 / cpu0:.3f}")
    print(f"1-minute load after: {os.getloadavg()[0]:.1f}")
    print()
    print("| case | layouts | --jobs 1 wall | --jobs 2 wall | ratio | --jobs 1 CPU | --jobs 2 CPU | CPU ratio |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for label, summary, wall1, wall2, cpu1, cpu2 in rows:
        layouts = summary.split(" ")[1]
        print(f"| {label} | {layouts} | {wall1 * 1000:.1f} ms | {wall2 * 1000:.1f} ms | {wall2 / wall1:.2f} "
              f"| {cpu1 * 1000:.1f} ms | {cpu2 * 1000:.1f} ms | {cpu2 / cpu1:.2f} |")


if __name__ == "__main__":
    main()
