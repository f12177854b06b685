#!/usr/bin/env python3
"""What two busy cores cost on this machine, whoever runs on them.

    LAYOUT_BINARY=path python3 Benchmarks/check_cores.py DATABASE [RUNS] [check flags...]

Times whole `layout check` processes on DATABASE, CPU time (user + system,
from wait4), median of RUNS (default 9), four ways in turn:
  jobs1                 `check --jobs 1`
  jobs2                 `check --jobs 2`
  2 shards concurrent   `--shard 1/2` and `--shard 2/2` (each --jobs 1) at once
  2 shards sequential   the same two, one after the other
The two shard processes share nothing, so "concurrent / sequential" is what
running on both cores costs by itself; compare it with "jobs2 / jobs1", what
check's threads cost (docs/benchmarks.md, "Parallel check").
"""
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = os.environ.get("LAYOUT_BINARY") or os.path.join(ROOT, ".build", "release", "layout")


def start(db, args, extra):
    return subprocess.Popen([LAYOUT, "--db", db, "check"] + args + extra,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def cpu(processes):
    total = 0.0
    for process in processes:
        _, _, usage = os.wait4(process.pid, 0)
        total += usage.ru_utime + usage.ru_stime
    return total


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    db = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    extra = sys.argv[3:]
    results = {name: [] for name in ("jobs1", "jobs2", "2 shards concurrent", "2 shards sequential")}
    shard = lambda k: ["--jobs", "1", "--shard", f"{k}/2"]
    for _ in range(runs):
        results["jobs1"].append(cpu([start(db, ["--jobs", "1"], extra)]))
        results["jobs2"].append(cpu([start(db, ["--jobs", "2"], extra)]))
        results["2 shards concurrent"].append(cpu([start(db, shard(1), extra), start(db, shard(2), extra)]))
        results["2 shards sequential"].append(cpu([start(db, shard(1), extra)]) + cpu([start(db, shard(2), extra)]))
    medians = {name: statistics.median(values) for name, values in results.items()}
    for name, values in results.items():
        print(f"{name:22s} CPU median {medians[name] * 1000:.0f} ms  runs {[round(v * 1000) for v in values]}")
    print(f"threads: jobs2 / jobs1 = {medians['jobs2'] / medians['jobs1']:.2f}; "
          f"cores alone: concurrent / sequential = "
          f"{medians['2 shards concurrent'] / medians['2 shards sequential']:.2f}; "
          f"1-minute load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
