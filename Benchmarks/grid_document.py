#!/usr/bin/env python3
"""The benchmark grid of Benchmarks/kiwi_grid.py as a layout document.

    python3 Benchmarks/grid_document.py VIEWS [SCREENS] [--labels text|fixed] > grid.json

With `--labels text` every view is a one-line label with its own text
("Cell 17"), measured by LayoutText; with `--labels fixed` the same labels
carry a fixed intrinsic size of 60 x 21 instead; with `--labels wrapped`
every label wraps (`numberOfLines` 0) and takes UIKit's second pass (issue 19's comparison:
measuring text may cost at most 1.5x; Benchmarks/run-text-grid-benchmark.sh).

Each screen is a root `root` holding VIEWS views in rows of 10, with exactly
the constraints kiwi_grid.py gives kiwisolver (required ones in the notation,
preferences at 750 and 500). Solved at `--size 1200xauto` it is kiwi_grid.py's
system: the root width 1200, the height left to the content. Screens are
named `grid` (one screen) or `grid0`, `grid1`, ... (several).

The conflict benchmarks of docs/diagnostics-explain-and-conflicts.md use it
at a fixed size:

    python3 Benchmarks/grid_document.py 1000 > grid.json
    layout import grid.json
    layout solve grid --size 1200x8100 --no-cache     # fits: rows * 80 + 100
    layout solve grid --size 1200x1800 --no-cache     # no column fits: rows * 18 < rows * 18 + 8
    layout check grid                                 # every device size, none tall enough at N=1000
"""
import json
import sys


def grid_screen(name, count, labels=None):
    views = [{"name": "root"}]
    constraints = []

    def add(text):
        constraints.append({"id": f"c{len(constraints) + 1}", "constraint": text})

    for index in range(count):
        view = f"v{index}"
        spec = {"name": view, "superview": "root"}
        if labels == "text":
            spec.update({"kind": "label", "text": f"Cell {index}"})
        elif labels == "wrapped":
            spec.update({"kind": "label", "text": f"Cell {index} has a longer text", "numberOfLines": 0})
        elif labels == "fixed":
            spec.update({"kind": "label", "intrinsicSize": {"width": 60, "height": 21}})
        views.append(spec)
        row, column = divmod(index, 10)
        add(f"{view}.width >= 10")
        add(f"{view}.height >= 10")
        add(f"{view}.width >= 40 @750")
        add(f"{view}.width == 100 @500")
        add(f"{view}.height == {44 + 10 * (row % 3)} @500")
        if column == 0:
            add(f"{view}.left == superview.left + 8")
            if row == 0:
                add(f"{view}.top == superview.top + 8")
            else:
                above = f"v{index - 10}"
                add(f"{view}.top == {above}.bottom + 8")
                add(f"{view}.width == {above}.width")
        else:
            previous = f"v{index - 1}"
            add(f"{view}.left == {previous}.right + 8")
            add(f"{view}.width == {previous}.width")
            add(f"{view}.top == {previous}.top")
            add(f"{view}.height == {previous}.height")
        if column == 9 or index == count - 1:
            add(f"superview.right >= {view}.right + 8")
        if row == (count - 1) // 10:
            add(f"superview.bottom >= {view}.bottom + 8")
    return {"name": name, "root": "root", "views": views, "constraints": constraints}


def main():
    arguments = sys.argv[1:]
    labels = None
    if "--labels" in arguments:
        position = arguments.index("--labels")
        labels = arguments[position + 1]
        del arguments[position:position + 2]
    count = int(arguments[0]) if len(arguments) > 0 else 1000
    screens = int(arguments[1]) if len(arguments) > 1 else 1
    names = ["grid"] if screens == 1 else [f"grid{index}" for index in range(screens)]
    document = {"layoutDocument": 1, "screens": [grid_screen(name, count, labels) for name in names]}
    json.dump(document, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
