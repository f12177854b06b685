#!/usr/bin/env python3
"""`layout check` with this tree's text model against another build's, as whole processes.

    python3 Benchmarks/text_model_check.py --baseline BINARY [--after BINARY] [--no-build] [--runs N]

Issue 34 point 4: the text model must not slow `check` (at most 1.1x). Builds the release
`layout` (unless --no-build or --after names one; cli_benchmark.release_binaries), and for each
of the two binaries
imports check_parallel.py's two apps into its own databases (each binary measures the text it
imports): ib-app, every Interface Builder fixture (real labels, buttons and fields), and
generated, a 50-scene storyboard of 1500 views (labels, text fields, switches and buttons).
Then times `check --jobs 1` of each app with both binaries, runs interleaved ABBA, and prints
the median CPU time (user + system, from wait4) and wall time of each, and after / before.
"""
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_parallel  # noqa: E402
from cli_benchmark import release_binaries  # noqa: E402

RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 9


def databases(binary, scratch):
    folder = tempfile.mkdtemp(dir=scratch)
    check_parallel.LAYOUT = binary
    return check_parallel.make_databases(folder)


def main():
    if "--baseline" not in sys.argv:
        sys.exit(__doc__)
    before = sys.argv[sys.argv.index("--baseline") + 1]
    after = sys.argv[sys.argv.index("--after") + 1] if "--after" in sys.argv else release_binaries([])[0]
    print(f"1-minute load before: {os.getloadavg()[0]:.1f}")
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        stores = [databases(before, scratch), databases(after, scratch)]
        for case in ["ib-app", "generated"]:
            times = [[], []]
            for run in range(RUNS):
                for which in ([0, 1] if run % 2 == 0 else [1, 0]):
                    binary = [before, after][which]
                    times[which].append(check_parallel.timed([binary, "--db", stores[which][case], "check", "--jobs", "1"]))
            medians = [(statistics.median(w for w, _ in t), statistics.median(c for _, c in t)) for t in times]
            rows.append((case, medians[0], medians[1]))
            print(f"{case}: before CPU {medians[0][1] * 1000:.1f} ms, after {medians[1][1] * 1000:.1f} ms "
                  f"(runs: " + ", ".join(f"{c * 1000:.0f}" for _, c in times[1]) + ")")
    print(f"1-minute load after: {os.getloadavg()[0]:.1f}")
    print()
    print("| app | before: CPU | after: CPU | after / before | before: wall | after: wall |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for case, (wall0, cpu0), (wall1, cpu1) in rows:
        print(f"| {case} | {cpu0 * 1000:.1f} ms | {cpu1 * 1000:.1f} ms | {cpu1 / cpu0:.3f} "
              f"| {wall0 * 1000:.1f} ms | {wall1 * 1000:.1f} ms |")


if __name__ == "__main__":
    main()
