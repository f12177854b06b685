#!/usr/bin/env python3
"""Write manifest.tsv from sources.tsv and the repository mirrors.

    build_manifest.py [--mirrors DIR] [--cap N]

sources.tsv names the repositories of the corpus, one a line (`#` starts a
comment): `repo`, `app`, `exclude`, `note`.

  - `app`: `-` when the repository only lends IB files; else the folder of the
    app inside the repository (`.` for the whole repository). For an app every
    iOS storyboard under that folder is kept, with every `.strings` and
    `.xcstrings` file that belongs to a kept IB file, so that a whole-app
    import can be tried; only its xibs are capped.
  - `exclude`: a regular expression of paths to leave out (searched), or `-`.

The commit of a repository is the newest commit of its mirror (`HEAD`): one
snapshot of one app. A file is an iOS IB file when it is an XML IB document
whose `targetRuntime` is `iOS.CocoaTouch` or `iOS.CocoaTouch.iPad` (AppKit,
tvOS and watchOS files are left out). Vendored code (Pods, Carthage, ...) is
left out. A repository lends at most `--cap` IB files (60): when it has more,
the storyboards of an app are all kept and the rest is a varied subset, chosen
greedily to cover as many Xcode versions, design devices, folders and
features (table and collection cells, stack views, scroll views) as it can,
ties broken by a hash of the path, so the choice is repeatable.

A `.strings` file belongs to an IB file NAME.storyboard/NAME.xib when it is
`xx.lproj/NAME.strings` in the folder that holds the IB file (or, when the IB
file sits in an `.lproj` folder, in that folder's parent); a `NAME.xcstrings`
in either folder belongs to it too. `InfoPlist.strings` and
`Localizable.strings` belong to no IB file and are not taken.

Only the mirrors are read; the product is never run.
"""
import argparse
import hashlib
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from ib_cross_device_pairs import device_of  # noqa: E402  (one device format for files and pairs)
sys.path.insert(0, HERE)
from fill import git_dir_of, read_tsv  # noqa: E402

VENDORED = re.compile(r"(^|/)(Pods|Carthage|Vendor|vendor|ThirdParty|Third[ -]Party|third_party|"
                      r"3rdParty|External|external|node_modules|DerivedData|SourcePackages|"
                      r"\.build|checkouts)/|\.xcloc/")  # an .xcloc is a localization export: copies
IOS_RUNTIMES = {"iOS.CocoaTouch", "iOS.CocoaTouch.iPad"}
COLUMNS = ["repo", "commit", "path", "blob", "licence", "kind", "tools", "device"]


def git(git_dir, *arguments):
    return subprocess.run(["git", "--git-dir", git_dir, *arguments], check=True,
                          capture_output=True).stdout


class Blobs:
    """Reads many blobs through one `git cat-file --batch`."""

    def __init__(self, git_dir):
        self.process = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def read(self, blob):
        self.process.stdin.write(blob.encode() + b"\n")
        self.process.stdin.flush()
        header = self.process.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            return None
        data = self.process.stdout.read(int(header[2]))
        self.process.stdout.read(1)
        return data

    def close(self):
        self.process.stdin.close()
        self.process.wait()


LICENCE_FILE = re.compile(r"(?i)^(\.github/)?([\w.-]*[-_])?(licen[cs]e|copying)([-_.][\w.-]*)?$")


def spdx(text):
    """The SPDX id of a licence text, from phrases each licence has; `unknown` when none fits."""
    t = " ".join(text.split())
    tl = t.lower()
    head = tl[:800]  # a GPL's own text names the others further down: decide on its title
    if "gnu affero general public license" in head:
        return "AGPL-3.0"
    if "gnu lesser general public license" in head or "gnu library general public license" in head:
        return "LGPL-3.0" if "version 3" in head else "LGPL-2.1"
    if "gnu general public license" in head:
        return "GPL-3.0" if "version 3" in head else "GPL-2.0"
    if "mozilla public license" in head:
        return "MPL-2.0" if "2.0" in head else "MPL-1.1"
    if "apache license" in tl and ("version 2.0" in tl or "2.0" in t):
        return "Apache-2.0"
    if "permission is hereby granted, free of charge" in tl:
        return "MIT"
    if "redistribution and use in source and binary forms" in tl:
        if "neither the name" in tl or "may not be used to endorse" in tl:
            return "BSD-3-Clause"
        return "BSD-2-Clause"
    if "permission to use, copy, modify, and/or distribute this software" in tl or \
            "permission to use, copy, modify, and distribute this software for any purpose" in tl:
        return "ISC"
    if "this is free and unencumbered software released into the public domain" in tl:
        return "Unlicense"
    if "creative commons" in tl and "cc0" in tl:
        return "CC0-1.0"
    if "european union public licence" in tl:
        return "EUPL-1.2"
    if "this software is provided 'as-is'" in tl:
        return "Zlib"
    return "unknown"


def licence_of(git_dir, commit, paths, blobs):
    candidates = [p for p in paths if LICENCE_FILE.match(p) and p.count("/") <= p.startswith(".github/")]
    candidates.sort(key=lambda p: (p.startswith(".github"), not re.match(r"(?i)licen", p), len(p)))
    for path in candidates:
        data = blobs.read(paths[path][0])
        if data:
            found = spdx(data.decode("utf-8", "replace"))
            if found != "unknown":
                return found
    return "unknown" if candidates else "none"


def tools_and_plugin(root):
    plugin = ""
    for element in root.iter("plugIn"):
        if element.get("identifier") == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin":
            plugin = element.get("version", "")
    return root.get("toolsVersion", ""), plugin


def features(path, root, text, device):
    """What a file shows, for choosing a varied subset."""
    tools = root.get("toolsVersion", "0")
    found = {"tools:%s" % tools[:2], "device:%s" % device, "kind:%s" % path.rsplit(".", 1)[1],
             "dir:%s" % "/".join(path.split("/")[:2])}
    for needle, name in [("<tableViewCell", "table-cell"), ("<collectionViewCell", "collection-cell"),
                         ("<stackView", "stack"), ("<scrollView", "scroll"),
                         ('key="freeformSize"', "freeform"), ("<tableView ", "table"),
                         ("<textView", "text-view"), ("<keyboardLayoutGuide", "keyboard-guide"),
                         ('style="IBUITableViewCellStyle', "cell-style"), ("contentLayoutGuide", "content-guide")]:
        if needle in text:
            found.add(name)
    return found


def varied_subset(candidates, count):
    """Greedy: the file adding most features not yet covered, ties by a hash of its path."""
    chosen, covered = [], set()
    remaining = sorted(candidates, key=lambda c: hashlib.sha256(c["path"].encode()).hexdigest())
    while remaining and len(chosen) < count:
        best = max(remaining, key=lambda c: len(c["features"] - covered))
        remaining.remove(best)
        chosen.append(best)
        covered |= best["features"]
    return chosen


def owner_folder(path):
    folder = os.path.dirname(path)
    if folder.endswith(".lproj"):
        folder = os.path.dirname(folder)
    return folder


def under(path, root):
    return root in (".", "") or path == root or path.startswith(root.rstrip("/") + "/")


def survey(repo, app, exclude, mirrors, cap, seen=frozenset()):
    """The manifest rows of one repository; outside an app, IB files whose blob is in `seen` are left out."""
    git_dir = git_dir_of(mirrors, repo)
    if git_dir is None:
        raise SystemExit("no mirror of %s under %s: fetch github:%s with the search tool" % (repo, mirrors, repo))
    commit = git(git_dir, "rev-parse", "HEAD").decode().strip()
    paths = {}
    for line in git(git_dir, "ls-tree", "-r", "-z", commit).split(b"\0"):
        if not line:
            continue
        meta, path = line.split(b"\t", 1)
        mode, kind, blob = meta.split()
        if kind == b"blob" and mode != b"120000":
            paths[path.decode("utf-8", "replace")] = (blob.decode(),)
    blobs = Blobs(git_dir)
    licence = licence_of(git_dir, commit, paths, blobs)
    keep = lambda p: not VENDORED.search(p) and not (exclude and re.search(exclude, p))
    candidates = []
    for path in sorted(paths):
        if not path.endswith((".storyboard", ".xib")) or not keep(path):
            continue
        data = blobs.read(paths[path][0])
        if not data:
            continue
        try:
            root = ET.fromstring(data)
        except ET.ParseError:
            continue
        if root.tag != "document" or root.get("targetRuntime") not in IOS_RUNTIMES:
            continue
        if app == "-" and paths[path][0] in seen:
            continue
        device = device_of(root) or "none"
        tools, _ = tools_and_plugin(root)
        text = data.decode("utf-8", "replace")
        candidates.append({"path": path, "blob": paths[path][0], "tools": tools, "device": device,
                           "kind": path.rsplit(".", 1)[1],
                           "features": features(path, root, text, device)})
    if app != "-":
        must = [c for c in candidates if c["kind"] == "storyboard" and under(c["path"], app)]
    else:
        must = []
    rest = [c for c in candidates if c not in must]
    chosen = must + varied_subset(rest, max(0, cap - len(must)))
    chosen.sort(key=lambda c: c["path"])
    rows = [[repo, commit, c["path"], c["blob"], licence, c["kind"], c["tools"], c["device"]] for c in chosen]
    stems = {(owner_folder(c["path"]), os.path.splitext(os.path.basename(c["path"]))[0]) for c in chosen}
    for path in sorted(paths):
        if not path.endswith((".strings", ".xcstrings")) or not keep(path):
            continue
        stem = os.path.splitext(os.path.basename(path))[0]
        folder = os.path.dirname(path)
        if path.endswith(".strings"):
            if not folder.endswith(".lproj"):
                continue
            owners = [(os.path.dirname(folder), stem)]
        else:
            owners = [(folder, stem)]
            if folder.endswith(".lproj"):
                owners.append((os.path.dirname(folder), stem))
        if any(owner in stems for owner in owners):
            rows.append([repo, commit, path, paths[path][0], licence, path.rsplit(".", 1)[1], "", ""])
    blobs.close()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirrors", default=os.environ.get("IB_MIRRORS", "/work/.mirror"))
    parser.add_argument("--cap", type=int, default=60)
    arguments = parser.parse_args()
    rows, seen = [], set()
    sources = read_tsv(os.path.join(HERE, "sources.tsv"))
    # Apps first: an app keeps every file; elsewhere an IB file whose bytes are
    # already in the corpus (an Xcode template, a copied sample) is left out.
    for source in sorted(sources, key=lambda s: s["app"] == "-"):
        exclude = "" if source["exclude"] == "-" else source["exclude"]
        found = survey(source["repo"], source["app"], exclude, arguments.mirrors, arguments.cap, seen)
        seen.update(r[3] for r in found)
        ib = sum(1 for r in found if r[5] in ("storyboard", "xib"))
        print("%-50s %3d IB files, %4d strings" % (source["repo"], ib, len(found) - ib), file=sys.stderr)
        rows.extend(found)
    order = {source["repo"]: number for number, source in enumerate(sources)}
    rows.sort(key=lambda r: order[r[0]])
    with open(os.path.join(HERE, "manifest.tsv"), "w", encoding="utf-8") as out:
        out.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            out.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
