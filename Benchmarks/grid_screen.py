#!/usr/bin/env python3
"""The solver benchmark's grid (Benchmarks/SolverBenchmark, issue 2) as a layout document,
for timing whole `layout` processes: N views in rows of 10 under a root `grid`.

    python3 Benchmarks/grid_screen.py 1000 > grid.json
    layout import grid.json
    layout solve grid --size 1200x8100 --no-cache     # fits: rows * 80 + 100
    layout solve grid --size 1200x1800 --no-cache     # no column fits: rows * 18 < rows * 18 + 8
    layout check grid                                 # 40 device sizes, none tall enough at N=1000
"""
import json
import sys


def grid(count):
    views = [{"name": "grid"}]
    constraints = []

    def add(text):
        constraints.append({"id": f"c{len(constraints)}", "constraint": text})

    for index in range(count):
        name = f"v{index}"
        views.append({"name": name, "superview": "grid"})
        row, column = divmod(index, 10)
        add(f"{name}.width >= 10")
        add(f"{name}.height >= 10")
        add(f"{name}.width >= 40 @750")
        add(f"{name}.width == 100 @500")
        add(f"{name}.height == {44 + 10 * (row % 3)} @500")
        if column == 0:
            add(f"{name}.left == superview.left + 8")
            if row == 0:
                add(f"{name}.top == superview.top + 8")
            else:
                above = f"v{index - 10}"
                add(f"{name}.top == {above}.bottom + 8")
                add(f"{name}.width == {above}.width")
        else:
            previous = f"v{index - 1}"
            add(f"{name}.left == {previous}.right + 8")
            add(f"{name}.width == {previous}.width")
            add(f"{name}.top == {previous}.top")
            add(f"{name}.height == {previous}.height")
        if column == 9 or index == count - 1:
            add(f"superview.right >= {name}.right + 8")
        if row == (count - 1) // 10:
            add(f"superview.bottom >= {name}.bottom + 8")
    return {"layoutDocument": 1, "screens": [{"name": "grid", "root": "grid", "views": views, "constraints": constraints}]}


if __name__ == "__main__":
    json.dump(grid(int(sys.argv[1]) if len(sys.argv) > 1 else 1000), sys.stdout)
    print()
