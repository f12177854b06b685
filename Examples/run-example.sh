#!/usr/bin/env bash
# The main job on a bundled example: build, import the example documents into
# a fresh temporary database, solve a screen and print its frames.
# Run from anywhere; it works from the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
# Build progress goes to stderr, so that stdout holds only the example's output.
echo "building layout (the first build compiles GRDB and takes a few minutes)..." >&2
swift build --product layout >&2
layout="$(swift build --product layout --show-bin-path)/layout"
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
export LAYOUT_DB="$workdir/example.sqlite"

echo "\$ layout import Examples/*.json"
"$layout" import Examples/*.json
echo
echo "\$ layout screens"
"$layout" screens
echo
echo "\$ layout solve imageCell --size 320x200 --content images=3 --format table"
"$layout" solve imageCell --size 320x200 --content images=3 --format table
echo
echo "\$ layout solve imageCell --size 320x200 --content images=3"
"$layout" solve imageCell --size 320x200 --content images=3
echo
echo "\$ layout solve composeView --device 'iPhone SE (1st generation)' --format table   # text measured and wrapped"
"$layout" solve composeView --device 'iPhone SE (1st generation)' --format table
