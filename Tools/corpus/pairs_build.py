#!/usr/bin/env python3
"""Build Tools/corpus/pairs.tsv from `ib_cross_device_pairs.py scan-all` outputs, and count it.

    pairs_build.py build OUT.tsv SCAN.tsv...    merge per-repository scan-all outputs (no header):
                                                a pair of blobs found in two repositories (a fork,
                                                a vendored copy) is kept once, in the repository
                                                whose name sorts first; adds each version's IB
                                                toolsVersion and the licence, read from the
                                                mirror (/work/.mirror/OWNER+NAME, or $MIRROR);
                                                leaves out tvOS, watchOS and macOS documents
    pairs_build.py summary PAIRS.tsv            counts per half of the split, Xcode era, kind of
                                                device change, file type and licence

Reading no layout result: only the files' own bookkeeping (devices, toolsVersion,
how many stored frames moved).
"""
import csv
import os
import re
import subprocess
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from split import half  # noqa: E402
from ib_pairs_history import licence_of  # noqa: E402
from ib_cross_device_pairs import compare  # noqa: E402

COLUMNS = ["repo", "path", "old_commit", "new_commit", "old_device", "new_device", "licence",
           "old_blob", "new_blob", "old_path", "frames_moved", "old_tools", "new_tools", "strict"]
TOOLS = re.compile(rb'toolsVersion="([0-9.]+)"')
RUNTIME = re.compile(rb'targetRuntime="([^"]+)"')
# Vendored copies belong to the repository they come from (the same pattern as build_manifest.py).
VENDORED = re.compile(r"(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Third[ -]Party|third_party|"
                      r"3rdParty|External|external|node_modules|DerivedData|SourcePackages|"
                      r"\.build|checkouts)/|\.xcloc/")
# The corpus is of iOS files (iPhone and iPad): tvOS, watchOS and macOS documents are left out.
IOS_RUNTIMES = {"iOS.CocoaTouch", "iOS.CocoaTouch.iPad"}


def git_dir(repo):
    base = os.path.join(os.environ.get("MIRROR", "/work/.mirror"), repo.replace("/", "+", 1), "repo")
    return os.path.join(base, ".git") if os.path.isdir(os.path.join(base, ".git")) else base


def blob_bytes(repo, blob):
    return subprocess.run(["git", "--git-dir", git_dir(repo), "cat-file", "blob", blob],
                          capture_output=True, check=False).stdout


def document_head(repo, blob):
    """(toolsVersion, targetRuntime) of one version, read from the mirror."""
    data = blob_bytes(repo, blob)[:2000]
    tools, runtime = TOOLS.search(data), RUNTIME.search(data)
    return (tools.group(1).decode() if tools else "", runtime.group(1).decode() if runtime else "")


def build(out, scans):
    rows, seen, vendored = [], set(), 0
    for scan in sorted(scans):
        with open(scan, newline="") as handle:
            for fields in csv.reader(handle, delimiter="\t"):
                if not fields or fields[0] == "repo":
                    continue
                if VENDORED.search(fields[1]) or VENDORED.search(fields[9]):
                    vendored += 1
                else:
                    rows.append(fields[:11])
    rows.sort(key=lambda r: (r[0].lower(), r[1], r[2], r[3]))
    kept, other_platforms, licences = [], 0, {}
    for row in rows:
        key = frozenset((row[7], row[8]))
        if key in seen:
            continue
        seen.add(key)
        (old_tools, old_runtime), (new_tools, new_runtime) = (document_head(row[0], row[7]),
                                                              document_head(row[0], row[8]))
        if old_runtime not in IOS_RUNTIMES or new_runtime not in IOS_RUNTIMES:
            other_platforms += 1
            continue
        if row[0] not in licences:  # read again, as build_manifest.py reads it (scan outputs may be older)
            licences[row[0]] = licence_of(git_dir(row[0]))
        row[6] = licences[row[0]]
        # `yes` when the pair holds without what scan-all added to the rule (outlets, actions,
        # runtime attributes, unset colours may differ only in the others).
        strict = compare(blob_bytes(row[0], row[7]), blob_bytes(row[0], row[8]), strict=True)[0]
        kept.append(row + [old_tools, new_tools, "yes" if strict else "no"])
    with open(out, "w", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerow(COLUMNS)
        writer.writerows(kept)
    print("%d pairs from %d repositories (left out: %d vendored, %d found in two repositories, "
          "%d tvOS/watchOS/macOS)" % (len(kept), len({r[0] for r in kept}), vendored,
                                      len(rows) - len(kept) - other_platforms, other_platforms))


def xcode(tools):
    """The Xcode major version that writes this toolsVersion (approximate at the edges of a release).

    `32700.99.1234` is what Xcode 15.3 and later write in place of a toolsVersion; the files that
    carry it here name IB plug-in 22684/22685, Xcode 15's, so it counts as 15.
    """
    if tools.startswith("32700.99"):
        return "15"
    match = re.match(r"[0-9]+", tools)
    if not match:
        return "?"
    value = int(match.group(0))
    for limit, name in [(11000, "<=7"), (13000, "8"), (14100, "9"), (15000, "10"), (17000, "11"),
                        (19000, "12"), (20000, "13"), (22000, "14"), (23000, "15")]:
        if value < limit:
            return name
    return "16"


def kind(device):
    """iPhone, iPad or freeform/none, from a device as scan-all spells it (`legacy TYPE` by its type)."""
    words = device.split()
    name = (words[1] if words[0] == "legacy" and len(words) > 1 else words[0]).lower()
    if name.startswith("ipad"):
        return "iPad"
    if name.startswith("retina") or name.startswith("iphone"):
        return "iPhone"
    return "freeform/none"


def moved(row):
    count, _, _ = row["frames_moved"].partition("/")
    return int(count or 0) > 0


def summary(path):
    with open(path, newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for label, subset in [("all pairs", rows), ("pairs whose stored frames moved", [r for r in rows if moved(r)]),
                          ("pairs by the strict rule, frames moved",
                           [r for r in rows if moved(r) and r["strict"] == "yes"])]:
        print("## %s: %d pairs, %d repositories" % (label, len(subset), len({r["repo"] for r in subset})))
        halves = Counter(half(r["repo"]) for r in subset)
        repos = {h: len({r["repo"] for r in subset if half(r["repo"]) == h}) for h in halves}
        print("halves: " + ", ".join("%s %d pairs / %d repos" % (h, halves[h], repos[h]) for h in sorted(halves)))
        for title, key in [("Xcode of the new version", lambda r: xcode(r["new_tools"])),
                           ("Xcode of the old version", lambda r: xcode(r["old_tools"])),
                           ("device kinds (old -> new)", lambda r: "%s -> %s" % (kind(r["old_device"]), kind(r["new_device"]))),
                           ("file type", lambda r: r["path"].rsplit(".", 1)[-1]),
                           ("licence", lambda r: r["licence"])]:
            counts = Counter(key(r) for r in subset)
            order = sorted(counts, key=lambda k: (len(k), k))
            print("%s: %s" % (title, ", ".join("%s %d" % (k, counts[k]) for k in order)))
        for h in sorted(halves):
            part = [r for r in subset if half(r["repo"]) == h]
            for title, key in [("Xcode of the new version", lambda r: xcode(r["new_tools"])),
                               ("device kinds", lambda r: "%s -> %s" % (kind(r["old_device"]), kind(r["new_device"]))),
                               ("file type", lambda r: r["path"].rsplit(".", 1)[-1])]:
                counts = Counter(key(r) for r in part)
                order = sorted(counts, key=lambda k: (len(k), k))
                print("%s, %s: %s" % (h, title, ", ".join("%s %d" % (k, counts[k]) for k in order)))
        for h in sorted(halves):
            counts = Counter(r["repo"] for r in subset if half(r["repo"]) == h)
            print("%s: %s" % (h, ", ".join("%s %d" % (k, counts[k]) for k in sorted(counts, key=str.lower))))
        print()


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "build":
        build(arguments[1], arguments[2:])
        return 0
    if len(arguments) == 2 and arguments[0] == "summary":
        summary(arguments[1])
        return 0
    sys.stderr.write(__doc__)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
