#!/usr/bin/env python3
"""Extract a text-measurement calibration set from real Interface Builder files.

Every label that Auto Layout sizes by its intrinsic content size has, in a
document saved by Xcode and not marked misplaced, a stored frame that is the
size CoreText gave its text with Apple's real system font. This tool finds
those labels and writes one record per label to
Tests/Fixtures/TextCalibration/labels.json.

The IB files are read from git snapshots: for each source in sources.json,
`<mirror-root>/<owner>+<name>/repo` must be a git directory holding the
source's commit (a bare clone works: `git clone --bare URL owner+name/repo`).
Nothing but the standard library is used.

Usage:
  Tools/extract-label-calibration.py [--mirror-root DIR] [--sources FILE]
                                     [--out FILE] [--report]

The rules a label must pass are in Tests/Fixtures/TextCalibration/README.md
and in Tools/label_calibration_ib.py (one document) and
Tools/label_calibration_checks.py (the whole set); --report counts each
rejection by the name the code gives it.
"""

import argparse
import json
import os
import subprocess
import sys
from collections import Counter

import copy

from label_calibration_checks import (
    check_copied_objects, check_line_heights, held_out, held_out_by_repository, integral_frames,
    merge_added_sources, remove_duplicates_and_conflicts, split_by_repository)
from label_calibration_ib import judge_document, judge_label


def git_show(git_dir, commit, path):
    return subprocess.run(
        ["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
        check=True, capture_output=True).stdout


def git_ib_files(git_dir, commit):
    out = subprocess.run(
        ["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit],
        check=True, capture_output=True, text=True).stdout
    return sorted(p for p in out.splitlines()
                  if p.endswith(".storyboard") or p.endswith(".xib"))


def extract(sources, mirror_root, rejections):
    records = []
    for source in sources:
        repo, commit = source["repo"], source["commit"]
        git_dir = os.path.join(mirror_root, repo.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(git_dir, ".git")):
            git_dir = os.path.join(git_dir, ".git")
        for path in git_ib_files(git_dir, commit):
            judged, reason = judge_document(git_show(git_dir, commit, path))
            if reason:
                rejections[reason] += 1
                continue
            document, scale, device, tools = judged
            found = []
            for label in document.root.iter("label"):
                fields, reason = judge_label(document, label, scale)
                if reason:
                    rejections[reason] += 1
                    continue
                object_id = label.get("id")
                where = {"repo": repo, "path": path, "commit": commit,
                         "licence": source["licence"], "objectID": object_id}
                if split_by_repository(source):
                    where["split"] = "repository"
                fields.update({
                    "scale": scale,
                    "device": device,
                    "toolsVersion": tools,
                    "heldOut": (held_out_by_repository(repo) if split_by_repository(source)
                                else held_out(repo, path, object_id)),
                    "source": where,
                })
                found.append(fields)
            if integral_frames(found, scale):
                rejections["document:integralFrames"] += len(found)
                continue
            records.extend(found)
    return records


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    fixture = os.path.join(here, "..", "Tests", "Fixtures", "TextCalibration")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirror-root", default="/work/.mirror")
    parser.add_argument("--sources", default=os.path.join(fixture, "sources.json"))
    parser.add_argument("--out", default=os.path.join(fixture, "labels.json"))
    parser.add_argument("--report", action="store_true", help="print rejection counts and coverage")
    arguments = parser.parse_args()
    with open(arguments.sources, encoding="utf-8") as handle:
        sources = json.load(handle)["sources"]
    rejections = Counter()
    first_sources = [s for s in sources if not split_by_repository(s)]
    added_sources = [s for s in sources if split_by_repository(s)]
    first_extracted = extract(first_sources, arguments.mirror_root, rejections)
    records = check_copied_objects(first_extracted, rejections)
    records = remove_duplicates_and_conflicts(records, rejections)
    records = check_line_heights(records, rejections)
    # Sources added from issue #34 on: split by repository, and judged without
    # changing any label of the first sources (merge_added_sources).
    added = merge_added_sources(first_extracted, extract(added_sources, arguments.mirror_root, rejections), rejections)
    added = remove_duplicates_and_conflicts(check_copied_objects(added, rejections), rejections)
    # Line heights: the first labels' trusted heights are evidence too.
    evidence = [dict(copy.deepcopy(r), evidenceOnly=True) for r in records if r["heightTrusted"]]
    added = [r for r in check_line_heights(evidence + added, rejections) if not r.get("evidenceOnly")]
    records = records + added
    with open(arguments.out, "w", encoding="utf-8") as handle:
        json.dump({"labels": records}, handle, indent=1, ensure_ascii=False, sort_keys=True)
        handle.write("\n")
    if arguments.report:
        report(records, rejections)


def report(records, rejections):
    out = sys.stderr
    held = sum(r["heldOut"] for r in records)
    print(f"labels: {len(records)} (tuning {len(records) - held}, held out {held})", file=out)
    print(f"width trusted: {sum(r['widthTrusted'] for r in records)}, "
          f"height trusted: {sum(r['heightTrusted'] for r in records)}", file=out)
    print("by repo:", dict(Counter(r["source"]["repo"] for r in records)), file=out)
    print("by scale:", dict(Counter(r["scale"] for r in records)), file=out)
    print("sizes:", dict(sorted(Counter(r["font"].get("size") for r in records if "size" in r["font"]).items())), file=out)
    print("weights:", dict(Counter((r["font"]["weight"], r["font"]["italic"]) for r in records if "size" in r["font"])), file=out)
    print("styles:", dict(Counter(r["font"]["textStyle"] for r in records if "textStyle" in r["font"])), file=out)
    print("rejections:", dict(rejections.most_common()), file=out)


if __name__ == "__main__":
    main()
