#!/usr/bin/env python3
"""Measure the importer and the model on the corpus, per half (issues #32 and #33).

    measure.py [--corpus DIR] [--bin PATH] [--layout PATH] [--detail] [--check]
               [--held-out-detail] [--json FILE]

Runs `ib-corpus` (Benchmarks/IBCorpus, built with `swift build -c release --product ib-corpus`)
over every IB file of the manifest and every cross-device pair, splits the results by
Tools/corpus/split.py and prints, per half:

  - frames at the design: views judged and matched (IB's stored frames, within 0.5 pt);
  - cross-device pairs: views judged and matched on the second device, and pairs below 90 %;
  - scenes IB draws clean (no `ambiguous`/`misplaced` flag) with a conflict, ambiguity,
    negative size or zero height at their design (the design solve, and the design device
    as `check --device` lays it out), and those findings per kind; and how many of those
    scenes have stored frames that break one of their own required constraints (IB could
    not satisfy it, so it draws the conflict in red: `ib-corpus`'s `ibBreaks`);
  - what the importer warns about (left out or approximated), per kind;
  - with --check: `layout check --json` on every device, findings per kind.

--detail lists the tune half's mismatches and findings, file by file. The held-out half is
only ever summed: its files are not looked at while rules are tuned. --held-out-detail lists
the held-out half's too, for the final listing of causes once tuning is done; say so when
you use it.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from split import half  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FINDING_KINDS = ["unsatisfiable", "ambiguous", "negativeSize", "zeroHeight"]


def read_tsv(path):
    if not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def mirror_name(repo):
    return repo.replace("/", "+")


def run_design(binary, paths):
    """ib-corpus design over paths, a few hundred at a time; one JSON object per file."""
    results = {}
    for start in range(0, len(paths), 200):
        batch = paths[start:start + 200]
        out = subprocess.run([binary, "design", *batch], capture_output=True, text=True)
        for line in out.stdout.splitlines():
            if line.startswith("{"):
                item = json.loads(line)
                results[item["file"]] = item
        for path in batch:
            if path not in results:
                results[path] = {"file": path, "error": "crashed or no output: " + out.stderr[-300:]}
    return results


def run_pairs(binary, pairs):
    """ib-corpus pair over (old, new) paths, a hundred pairs at a time; the result per old path."""
    results = {}
    for start in range(0, len(pairs), 100):
        batch = pairs[start:start + 100]
        out = subprocess.run([binary, "pair", *[path for pair in batch for path in pair]], capture_output=True, text=True)
        for line in out.stdout.splitlines():
            if line.startswith("{"):
                item = json.loads(line)
                results[item["pair"]] = item
        for old, _ in batch:
            results.setdefault(old, {"pair": old, "error": "crashed or no output: " + out.stderr[-300:]})
    return results


def check_findings(layout, path):
    """`layout check --json` on one file imported into a fresh database: findings per kind."""
    counts = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "c.sqlite")
        imported = subprocess.run([layout, "--db", db, "import", path], capture_output=True, text=True)
        if imported.returncode != 0:
            counts["importError"] += 1
            return counts
        out = subprocess.run([layout, "--db", db, "check", "--json"], capture_output=True, text=True)
        for line in out.stdout.splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue
            if "kind" in item:
                counts[item["kind"]] += 1
    return counts


def rate(matched, judged):
    return "%d/%d (%.1f%%)" % (matched, judged, 100.0 * matched / judged) if judged else "0/0"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.environ.get("IB_CORPUS", "/work/corpus"))
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build/release/ib-corpus"))
    parser.add_argument("--layout", default=os.path.join(ROOT, ".build/release/layout"))
    parser.add_argument("--detail", action="store_true", help="list the tune half's mismatches and findings")
    parser.add_argument("--held-out-detail", action="store_true", help="list the held-out half's too (final listing)")
    parser.add_argument("--check", action="store_true", help="also run layout check on every device")
    parser.add_argument("--json", help="write the per-file results here")
    args = parser.parse_args()

    manifest = [row for row in read_tsv(os.path.join(HERE, "manifest.tsv")) if row["kind"] in ("storyboard", "xib")]
    pairs = read_tsv(os.path.join(HERE, "pairs.tsv"))
    files = {}
    for row in manifest:
        path = os.path.join(args.corpus, "files", mirror_name(row["repo"]), row["path"])
        if os.path.exists(path):
            files[path] = row
    missing = len(manifest) - len(files)
    design = run_design(args.bin, sorted(files))

    halves = ["tune", "held-out"]
    total = {h: collections.Counter() for h in halves}
    kinds = {h: collections.Counter() for h in halves}
    warnings = {h: collections.Counter() for h in halves}
    checked = {h: collections.Counter() for h in halves}
    repos = {h: set() for h in halves}
    detail = {h: [] for h in halves}
    for path, item in sorted(design.items()):
        row = files[path]
        h = half(row["repo"])
        repos[h].add(row["repo"])
        shown = path[len(args.corpus) + 1:]
        t = total[h]
        t["files"] += 1
        if "error" in item:
            t["importErrors"] += 1
            detail[h].append("  %s: import error: %s" % (shown, item["error"].splitlines()[0]))
            continue
        t["judged"] += item["judged"]
        t["matched"] += item["matched"]
        for m in item["mismatches"]:
            detail[h].append("  %s: %s.%s (%s %s): solved %s stored %s" % (
                shown, m["screen"], m["view"], m["kind"], m["id"], m["solved"], m["stored"]))
        for kind, count in item["warnings"].items():
            warnings[h][kind] += count
        for scene in item["scenes"]:
            t["scenes"] += 1
            if not scene["clean"]:
                continue
            t["cleanScenes"] += 1
            found = scene.get("findings", [])
            if "error" in scene:
                t["solveErrors"] += 1
                detail[h].append("  %s: %s: solve error %s" % (shown, scene["screen"], scene["error"]))
            if found:
                t["cleanWithFinding"] += 1
                if scene.get("ibBreaks"):
                    t["cleanWithFindingIBBreaks"] += 1
                    detail[h].append("  %s: %s: IB's frames break %s" % (shown, scene["screen"], ", ".join(scene["ibBreaks"])))
            for f in found:
                kinds[h][(f["at"], f["kind"])] += 1
                detail[h].append("  %s: %s: %s at %s: %s" % (shown, scene["screen"], f["kind"], f["at"], f["detail"]))
        if args.check:
            checked[h].update(check_findings(args.layout, path))

    pair_rows = collections.defaultdict(list)
    for row in pairs:
        pair_rows[row["repo"]].append(row)
    found_pairs = []
    for repo, rows in sorted(pair_rows.items()):
        for number, row in enumerate(rows, start=1):
            folder = os.path.join(args.corpus, "pairs", mirror_name(repo), str(number))
            names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
            old = next((n for n in names if n.startswith("old.")), None)
            new = next((n for n in names if n.startswith("new.")), None)
            if not old or not new:
                missing += 1
                continue
            found_pairs.append((repo, number, row, os.path.join(folder, old), os.path.join(folder, new)))
    measured = run_pairs(args.bin, [(old, new) for _, _, _, old, new in found_pairs])
    pair_results = {h: [] for h in halves}
    for repo, number, row, old, _ in found_pairs:
        h = half(repo)
        repos[h].add(repo)
        pair_results[h].append((repo, number, row, measured[old]))

    out = []
    out.append("| | tune | held-out |")
    out.append("| --- | --- | --- |")

    def line(label, value):
        out.append("| %s | %s | %s |" % (label, value("tune"), value("held-out")))

    line("repositories", lambda h: str(len(repos[h])))
    line("IB files (import errors)", lambda h: "%d (%d)" % (total[h]["files"], total[h]["importErrors"]))
    line("views at the design", lambda h: rate(total[h]["matched"], total[h]["judged"]))

    def moved(r):
        """Whether IB stored any frame differently in the new version: a pair at a second size."""
        return not r[2].get("frames_moved", "1/1").startswith("0/")

    def pair_sum(h, key, only_moved=False):
        chosen = [r for r in pair_results[h] if moved(r) or not only_moved]
        judged = sum(r[3].get(key, {}).get("judged", 0) for r in chosen)
        matched = sum(r[3].get(key, {}).get("matched", 0) for r in chosen)
        return matched, judged

    def below(h, only_moved):
        return sum(1 for r in pair_results[h] if (moved(r) or not only_moved)
                   and r[3].get("second", {}).get("judged", 0)
                   and r[3]["second"]["matched"] < 0.9 * r[3]["second"]["judged"])

    line("cross-device pairs (repositories)", lambda h: "%d (%d)" % (len(pair_results[h]), len({r[0] for r in pair_results[h]})))
    line("pairs whose frames moved (repositories)", lambda h: "%d (%d)" % (
        sum(1 for r in pair_results[h] if moved(r)), len({r[0] for r in pair_results[h] if moved(r)})))
    line("views on the second device, pairs whose frames moved", lambda h: rate(*pair_sum(h, "second", True)))
    line("pairs whose frames moved below 90 %", lambda h: str(below(h, True)))
    line("views on the second device, all pairs", lambda h: rate(*pair_sum(h, "second")))
    line("all pairs below 90 %", lambda h: str(below(h, False)))
    line("scenes (IB-clean)", lambda h: "%d (%d)" % (total[h]["scenes"], total[h]["cleanScenes"]))
    line("IB-clean scenes with a finding at the design", lambda h: "%d (%.1f%%)" % (
        total[h]["cleanWithFinding"], 100.0 * total[h]["cleanWithFinding"] / max(1, total[h]["cleanScenes"])))
    line("  of them, scenes whose stored frames break a required constraint (IB draws it red)",
         lambda h: str(total[h]["cleanWithFindingIBBreaks"]))
    for at in ("design", "device"):
        for kind in FINDING_KINDS:
            line("  %s findings at the design %s" % (kind, "solve" if at == "design" else "device"),
                 lambda h, at=at, kind=kind: str(kinds[h][(at, kind)]))
    if args.check:
        for kind in sorted(set(checked["tune"]) | set(checked["held-out"])):
            line("  `check` on every device: %s" % kind, lambda h, kind=kind: str(checked[h][kind]))
    print("\n".join(out))
    if missing:
        print("\n(%d manifest files or pairs are not in %s: run Tools/corpus/fill.py)" % (missing, args.corpus))

    print("\nImporter warnings (left out or approximated), per kind, most frequent first:\n")
    print("| warning | tune | held-out |")
    print("| --- | --- | --- |")
    every = warnings["tune"] + warnings["held-out"]
    for kind, _ in every.most_common(40):
        print("| %s | %d | %d |" % (kind.replace("|", "\\|"), warnings["tune"][kind], warnings["held-out"][kind]))

    shown_halves = ["tune"] if args.detail else []
    if args.held_out_detail:
        shown_halves.append("held-out")
    for h in shown_halves:
        print("\n## %s: pairs\n" % h)
        for repo, number, row, result in pair_results[h]:
            second = result.get("second", {})
            print("%s #%d %s (%s -> %s): %s%s" % (repo, number, row["path"], row["old_device"], row["new_device"],
                                               rate(second.get("matched", 0), second.get("judged", 0)),
                                               "  error " + result["error"] if "error" in result else ""))
            for m in second.get("mismatches", []):
                print("  %s.%s (%s %s): solved %s stored %s" % (m["screen"], m["view"], m["kind"], m["id"], m["solved"], m["stored"]))
        print("\n## %s: files\n" % h)
        print("\n".join(detail[h]))
    if args.json:
        with open(args.json, "w") as handle:
            json.dump({"design": design, "pairs": {h: [(r[0], r[1], r[3]) for r in pair_results[h]] for h in halves}},
                      handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
