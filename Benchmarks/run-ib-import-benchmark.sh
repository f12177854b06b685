#!/bin/sh
# Importing a generated 40-scene, 1000-view storyboard into a fresh database,
# as a whole `layout import` process (release build). Prints each run's wall
# time and the median. Usage: Benchmarks/run-ib-import-benchmark.sh [runs] [scenes] [views]
set -e
cd "$(dirname "$0")/.."
runs=${1:-7}
scenes=${2:-40}
views=${3:-1000}
swift build -c release --product layout >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 Benchmarks/InterfaceBuilder/make_storyboard.py "$scenes" "$views" > "$scratch/Generated.storyboard"
echo "storyboard: $scenes scenes, $(grep -o 'translatesAutoresizingMaskIntoConstraints="NO"' "$scratch/Generated.storyboard" | wc -l) views besides the roots, $(wc -c < "$scratch/Generated.storyboard") bytes"
times=""
for run in $(seq "$runs"); do
    rm -f "$scratch/db.sqlite"*
    start=$(date +%s%N)
    .build/release/layout --db "$scratch/db.sqlite" import "$scratch/Generated.storyboard" 2>/dev/null
    end=$(date +%s%N)
    ms=$(( (end - start) / 1000000 ))
    echo "run $run: $ms ms"
    times="$times $ms"
done
echo "$times" | tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print "median: " a[int((NR + 1) / 2)] " ms (target: under 1000 ms)" }'
.build/release/layout --db "$scratch/db.sqlite" screens | awk -F '\t' '{ views += $3; constraints += $4 } END { print NR " screens, " views " views, " constraints " constraints stored" }'
