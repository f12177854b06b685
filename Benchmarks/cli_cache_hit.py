#!/usr/bin/env python3
"""Issue 13's cache-hit target, on that case alone: a cached `layout solve`
as a whole process against the sqlite3 shell reading the same cached row
(target: at most 2.5x), CPU time, runs interleaved so that load hits both alike.

    python3 Benchmarks/cli_cache_hit.py [--no-build] [BINARY...]

Builds the release `layout` (unless --no-build), imports the bundled examples
into a fresh database, primes the cache, then times N runs (N=41 by default,
environment variable N) of each binary given (the release build when none is)
and of the sqlite3 shell, interleaved. Giving two binaries compares builds.
"""
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cli_benchmark import ROOT, run  # noqa: E402

if "--no-build" not in sys.argv:
    subprocess.run(["swift", "build", "-c", "release", "--product", "layout"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
binaries = [arg for arg in sys.argv[1:] if not arg.startswith("--")] or [
    os.path.join(ROOT, ".build", "release", "layout")]
db = os.path.join(tempfile.mkdtemp(prefix="layout-cache-hit-"), "hit.sqlite")
run([binaries[0], "--db", db, "import", os.path.join(ROOT, "Examples", "tutorials.json")])
hit = ["solve", "imageCell", "--size", "320x200", "--content", "images=3"]
run([binaries[0], "--db", db, *hit])  # the miss that fills the cache
key = subprocess.run(["sqlite3", db, "SELECT key FROM frame_cache"], capture_output=True, text=True,
                     check=True).stdout.strip()
query = "SELECT result FROM frame_cache WHERE key = '" + key.replace("'", "''") + "'"
timings = {binary: [] for binary in binaries}
floor = []
for _ in range(int(os.environ.get("N", "41"))):
    for binary in binaries:
        timings[binary].append(run([binary, "--db", db, *hit])[0])
    floor.append(run(["sqlite3", db, query])[0])
floor_median = statistics.median(floor)
print(f"sqlite3 reading the cached row: {floor_median * 1000:.2f} ms CPU")
for binary, values in timings.items():
    median = statistics.median(values)
    print(f"{binary}: {median * 1000:.2f} ms CPU, {median / floor_median:.2f}x the floor (target at most 2.5x)")
