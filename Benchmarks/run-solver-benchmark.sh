#!/usr/bin/env bash
# Builds solver-benchmark in release and runs it beside kiwisolver on the same grid
# system, then prints one table and the issue's targets. Usage:
# Benchmarks/run-solver-benchmark.sh [N ...] (default 100 1000 10000; kiwi is skipped
# above 1000, where it takes seconds to minutes).
# Benchmarks/run-solver-benchmark.sh conflict [N ...] (default 1000 10000; kiwi up to 1000):
# the grid with its root height pinned where it fits and where no column fits, loaded one
# constraint at a time with recovery; prints the unsatisfiable/fits ratio (target: at most 3x).
set -euo pipefail
cd "$(dirname "$0")/.."
# Runs both benchmarks (with `conflict` or not) on the sizes; sets $ours and $theirs.
run_both() {
    local mode=("$@")
    python3 -c "import kiwisolver" 2>/dev/null || pip install kiwisolver >/dev/null
    swift build -c release --product solver-benchmark >/dev/null
    ours=$(.build/release/solver-benchmark "${mode[@]}" "${sizes[@]}")
    local kiwi_sizes=()
    for n in "${sizes[@]}"; do [ "$n" -le 1000 ] && kiwi_sizes+=("$n"); done
    theirs=""
    [ ${#kiwi_sizes[@]} -eq 0 ] || theirs=$(python3 Benchmarks/kiwi_grid.py "${mode[@]}" "${kiwi_sizes[@]}")
}
if [ "${1:-}" = conflict ]; then
    shift
    sizes=("$@")
    [ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000)
    run_both conflict
    { echo "$ours" | sed 's/^/ours /'; echo "$theirs" | sed '/^$/d; s/^/kiwi /'; } | awk '
        { time[$1" "$2" "$3] = $4; detail[$1" "$2" "$3] = $6" "$7; if (!($3 in seen)) { seen[$3] = 1; order[++n] = $3 } }
        END {
            printf "| N views | fits, LayoutSolver | unsatisfiable, LayoutSolver | ratio | broken, conflict sizes | fits, kiwisolver | unsatisfiable, kiwisolver |\n"
            printf "|---|---|---|---|---|---|---|\n"
            for (i = 1; i <= n; i++) {
                k = order[i]
                f = time["ours fits "k]; c = time["ours conflict "k]
                printf "| %s | %s ms | %s ms | %.2fx | %s | %s | %s |\n", k, f, c, c / f, detail["ours conflict "k],
                    (time["kiwi fits "k] == "" ? "-" : time["kiwi fits "k] " ms"),
                    (time["kiwi conflict "k] == "" ? "-" : time["kiwi conflict "k] " ms (no conflict sets)")
            }
        }'
    exit 0
fi
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100 1000 10000)
run_both
{ echo "$ours" | sed 's/^/ours /'; echo "$theirs" | sed '/^$/d; s/^/kiwi /'; } | awk '
    { time[$1" "$2" "$3] = $4; sum[$1" "$2" "$3] = $5; if (!($3 in seen)) { seen[$3] = 1; order[++n] = $3 } }
    END {
        printf "| N views | build+solve LayoutSolver | build+solve kiwisolver | ratio | suggestValue+read LayoutSolver | suggestValue+read kiwisolver | setConstant+read LayoutSolver | same answer |\n"
        printf "|---|---|---|---|---|---|---|---|\n"
        for (i = 1; i <= n; i++) {
            k = order[i]
            ob = time["ours build "k]; kb = time["kiwi build "k]
            ratio = (kb != "" && ob > 0) ? sprintf("%.0fx", kb / ob) : "-"
            same = (kb == "") ? "-" : (sum["ours build "k] - sum["kiwi build "k] < 0.01 && sum["kiwi build "k] - sum["ours build "k] < 0.01 ? "yes" : "checksums differ")
            printf "| %s | %s ms | %s | %s | %s ms | %s | %s ms | %s |\n", k, ob, (kb == "" ? "-" : kb " ms"), ratio,
                time["ours suggest "k], (time["kiwi suggest "k] == "" ? "-" : time["kiwi suggest "k] " ms"),
                time["ours setconstant "k], same
        }
        # The targets of issue 2, where the run has the sizes they need.
        ob = time["ours build 1000"]; kb = time["kiwi build 1000"]; big = time["ours build 10000"]
        if (ob != "" && kb != "") printf "\nbuild+solve N=1000: %.1f ms, 1/%.0f of kiwisolver (target: at most 1/50)\n", ob, kb / ob
        if (ob != "" && big != "") printf "build+solve N=10000: %.1f ms, %.1fx the N=1000 time (targets: under 1000 ms, at most 15x)\n", big, big / ob
        if (time["ours suggest 1000"] != "") printf "suggestValue + read all at N=1000: %s ms (target: at most 1 ms)\n", time["ours suggest 1000"]
    }'
