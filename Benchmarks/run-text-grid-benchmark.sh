#!/usr/bin/env bash
# Issue 19's speed target: the 1000-view grid with a measured label in every
# cell must solve within 1.5x the same grid with fixed intrinsic sizes, as
# whole `layout solve --no-cache` processes (release build). Prints the
# median CPU time of each over RUNS runs (alternating, so load drifts hit
# both alike) and the ratio.
#
#   Benchmarks/run-text-grid-benchmark.sh [VIEWS] [RUNS]
#   LAYOUT=/path/to/release/layout Benchmarks/run-text-grid-benchmark.sh ...   (a binary built elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."
views="${1:-1000}"
runs="${2:-9}"
if [ -n "${LAYOUT:-}" ]; then
  layout="$LAYOUT"
else
  swift build -c release --product layout >&2
  layout="$(swift build -c release --product layout --show-bin-path)/layout"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for kind in text fixed wrapped; do
  python3 Benchmarks/grid_document.py "$views" --labels "$kind" > "$work/$kind.json"
  "$layout" --db "$work/$kind.sqlite" import "$work/$kind.json" >/dev/null 2>&1
done
python3 - "$layout" "$work" "$runs" <<'PY'
import os, resource, statistics, subprocess, sys
layout, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def cpu(kind):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([layout, "--db", f"{work}/{kind}.sqlite", "solve", "grid", "--size", "1200xauto", "--no-cache"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
times = {"text": [], "fixed": [], "wrapped": []}
for run in range(runs):
    for kind in (["text", "fixed", "wrapped"] if run % 2 == 0 else ["wrapped", "fixed", "text"]):
        times[kind].append(cpu(kind))
text, fixed, wrapped = (statistics.median(times[kind]) for kind in ("text", "fixed", "wrapped"))
print(f"labels measured: {text * 1000:.1f} ms; fixed intrinsic sizes: {fixed * 1000:.1f} ms; "
      f"ratio {text / fixed:.2f}x (target: at most 1.5x)")
print(f"every label wrapped (a second pass): {wrapped * 1000:.1f} ms, {(wrapped - text) * 1000:.1f} ms more than one line")
PY
