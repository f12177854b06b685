#!/usr/bin/env python3
"""The grid system of issue 2, built and solved by kiwisolver (pip install kiwisolver).

Same constraints as Benchmarks/SolverBenchmark/main.swift, fed required constraints
first (kiwi's fastest order). Priorities p become kiwi strengths of weight p; the
root width is an edit variable at 999. Prints `key N milliseconds checksum` lines;
with --build-only, only the build+solve line (Benchmarks/cli_benchmark.py times
that as a whole process).
"""
import sys
import time

import kiwisolver as kiwi


def build(count, root_height_pin=None):
    solver = kiwi.Solver()
    root_left, root_top = kiwi.Variable("root.left"), kiwi.Variable("root.top")
    root_width, root_height = kiwi.Variable("root.width"), kiwi.Variable("root.height")
    required = [root_left == 0, root_top == 0]
    if root_height_pin is not None:
        required.insert(0, root_height == root_height_pin)
    preferred = []
    frames = []
    for index in range(count):
        left, top, width, height = (kiwi.Variable() for _ in range(4))
        frames.append((left, top, width, height))
        row, column = divmod(index, 10)
        required += [width >= 10, height >= 10]
        preferred += [(width >= 40) | 750, (width == 100) | 500, (height == 44 + 10 * (row % 3)) | 500]
        if column == 0:
            required.append(left == root_left + 8)
            if row == 0:
                required.append(top == root_top + 8)
            else:
                above = frames[index - 10]
                required += [top == above[1] + above[3] + 8, width == above[2]]
        else:
            previous = frames[index - 1]
            required += [left == previous[0] + previous[2] + 8, width == previous[2],
                         top == previous[1], height == previous[3]]
        if column == 9 or index == count - 1:
            required.append(root_left + root_width >= left + width + 8)
        if row == (count - 1) // 10:
            required.append(root_top + root_height >= top + height + 8)
    solver.addEditVariable(root_width, 999)
    solver.suggestValue(root_width, 1200)
    broken = 0
    for constraint in required + preferred:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            broken += 1  # kiwi leaves it out and names no conflicting set
    solver.updateVariables()
    build.broken = broken
    return solver, root_width, root_height, frames


def checksum(root_width, root_height, frames):
    total = root_width.value() + root_height.value()
    for frame in frames:
        total += sum(variable.value() for variable in frame)
    return total


def conflict(sizes):
    """The root's height pinned where every column fits, and where none does (see
    `solver-benchmark conflict`): kiwi refuses each bottom constraint that cannot hold."""
    for count in sizes:
        rows = (count + 9) // 10
        for key, height in (("fits", rows * 80 + 100), ("conflict", rows * 18)):
            start = time.perf_counter()
            solver, root_width, root_height, frames = build(count, height)
            total = checksum(root_width, root_height, frames)
            elapsed = (time.perf_counter() - start) * 1000
            print(f"{key} {count} {elapsed:.3f} {total:.1f} broken={build.broken}", flush=True)


def main():
    if sys.argv[1:2] == ["conflict"]:
        conflict([int(argument) for argument in sys.argv[2:]] or [100, 1000])
        return
    build_only = "--build-only" in sys.argv
    sizes = [int(argument) for argument in sys.argv[1:] if argument != "--build-only"] or [100, 1000]
    for count in sizes:
        start = time.perf_counter()
        solver, root_width, root_height, frames = build(count)
        total = checksum(root_width, root_height, frames)
        elapsed = (time.perf_counter() - start) * 1000
        print(f"build {count} {elapsed:.3f} {total:.1f}", flush=True)
        if build_only:
            continue
        rounds = 20
        start = time.perf_counter()
        for round_index in range(rounds):
            solver.suggestValue(root_width, 1100 if round_index % 2 == 0 else 1200)
            solver.updateVariables()
            total = checksum(root_width, root_height, frames)
        elapsed = (time.perf_counter() - start) * 1000 / rounds
        print(f"suggest {count} {elapsed:.3f} {total:.1f}", flush=True)


if __name__ == "__main__":
    main()
