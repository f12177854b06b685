#!/usr/bin/env bash
# Fuzzing: builds each libFuzzer target with swiftc straight from the module
# sources, into .build-fuzz/ (SwiftPM's .build is never touched, so
# `swift build` and `swift test` are unaffected), then runs each target for a
# bounded time on a copy of its committed seed corpus.
#
#   Fuzz/run.sh                 every target, 60 s each
#   Fuzz/run.sh 10              every target, 10 s each
#   Fuzz/run.sh 300 notation    one target, 5 minutes
#
# A crash stops the run with libFuzzer's report and the input saved as
# .build-fuzz/<target>/crash-*; replay it with .build-fuzz/fuzz-<target> FILE,
# fix the bug and keep the input as a regression test in Tests/.
# Prints each target's total runs and executions per second at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
# A fixed seed (FUZZ_SEED, default 1) makes CI's run the same mutations every
# time, so a CI run explores what a longer run here already did; FUZZ_SEED=0
# lets libFuzzer pick a new seed (for exploring by hand).
seed="${FUZZ_SEED:-1}"
shift || true
out=.build-fuzz

# Modules, in build order: name, then the modules it imports.
modules=(
  "LayoutCore"
  "VisualFormat LayoutCore"
  "LayoutDocument LayoutCore"
  "LayoutSolver"
  "LayoutText"
  "LayoutTranslation LayoutDocument LayoutCore"
  "LayoutModel LayoutSolver VisualFormat LayoutDocument LayoutCore LayoutText LayoutTranslation"
  "LayoutInterfaceBuilder LayoutDocument LayoutCore LayoutModel"
  "LayoutCheck LayoutModel LayoutDocument LayoutCore LayoutText LayoutTranslation"
)
# Targets: name (Fuzz/Targets/NAME.swift, Fuzz/Corpus/NAME/), then the modules it links.
targets=(
  "vfl VisualFormat LayoutCore"
  "notation LayoutCore"
  "json LayoutDocument LayoutCore"
  "ib LayoutInterfaceBuilder LayoutModel LayoutTranslation LayoutText VisualFormat LayoutSolver LayoutDocument LayoutCore"
  "font LayoutText"
  "strings LayoutTranslation LayoutDocument LayoutCore"
  "shard LayoutCheck LayoutModel LayoutTranslation LayoutText VisualFormat LayoutSolver LayoutDocument LayoutCore"
)

mkdir -p "$out"
probe="$out/probe.swift"
printf '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' >"$probe"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe" -o "$out/probe" >/dev/null 2>&1; then
  echo "Fuzz/run.sh: this swiftc cannot build with -sanitize=fuzzer; skipping the fuzz targets" >&2
  exit 0
fi

flags=(-O -parse-as-library -sanitize=fuzzer -package-name LayoutStore -I "$out" -L "$out")

for entry in "${modules[@]}"; do
  read -r name _ <<<"$entry"
  echo "fuzz: building module $name" >&2
  # An archive is updated member by member: start afresh, so that the object
  # of a deleted source file does not stay in it.
  rm -f "$out/lib$name.a"
  # shellcheck disable=SC2046
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$out/lib$name.a" $(find Sources/"$name" -name '*.swift' | sort)
done

wanted=("$@")
summary=()
for entry in "${targets[@]}"; do
  read -r name links <<<"$entry"
  if [ ${#wanted[@]} -gt 0 ] && [[ ! " ${wanted[*]} " =~ " $name " ]]; then continue; fi
  echo "fuzz: building target $name" >&2
  libraries=()
  for module in $links; do libraries+=("-l$module"); done
  swiftc "${flags[@]}" -module-name "fuzz_$name" "Fuzz/Targets/$name.swift" "${libraries[@]}" -lm -o "$out/fuzz-$name"
  # libFuzzer adds what it finds to the first corpus directory: work on a copy.
  work="$out/$name"
  rm -rf "$work" && mkdir -p "$work/corpus"
  cp Fuzz/Corpus/"$name"/* "$work/corpus/"
  echo "fuzz: running $name for ${seconds}s" >&2
  log="$work/fuzz.log"
  # Swift's own backtracer would take a crash's signal before libFuzzer, which then saves no crash-* input.
  if ! (cd "$work" && SWIFT_BACKTRACE=enable=no "../fuzz-$name" -max_total_time="$seconds" -seed="$seed" -max_len=4096 -timeout=10 -print_final_stats=1 \
        corpus >fuzz.log 2>&1); then
    tail -n 40 "$log" >&2
    echo "fuzz: target $name crashed; the input is in $work (crash-*)" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  summary+=("$name: $runs runs in ${seconds}s, $rate executions per second")
done
printf 'fuzz: %s\n' "${summary[@]}"
