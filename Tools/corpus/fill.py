#!/usr/bin/env python3
"""Fill the corpus folder (outside git) from manifest.tsv, pairs.tsv and the repository mirrors.

    fill.py [--into DIR] [--mirrors DIR]   fill DIR (default $IB_CORPUS, else /work/corpus)
    fill.py --missing                      list the repositories whose mirror is missing
    fill.py --list-halves                  count repositories, IB files, apps and pairs per half

Layout of the folder:

    files/OWNER+NAME/<path in the repository>     every manifest row, so an app's
                                                  xx.lproj/Main.strings sits beside its
                                                  Base.lproj/Main.storyboard as in the app
    pairs/OWNER+NAME/<n>/old.<ext>, new.<ext>     the n-th pair of that repository in pairs.tsv
    index.tsv                                     every file written, with its half and kind

Each file is read from the mirror the search tool's `fetch` leaves under
MIRRORS/OWNER+NAME/ (a git directory at `repo/.git` or `repo`) and checked
against the blob id the manifest records, so the folder holds exactly the
recorded bytes. A file already there with the right blob id is not rewritten,
and files the manifests no longer name are removed: running it twice changes
nothing. When mirrors are missing, it fills what it can, names the
repositories to fetch, and exits 1.

The half of a repository is `split.py`'s; this script never decides it.
"""
import argparse
import hashlib
import os
import subprocess
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from split import half  # noqa: E402

IB_KINDS = ("storyboard", "xib")


def read_tsv(path):
    """Rows of a tab-separated file with a header line, as dicts; `#` lines are comments."""
    with open(path, encoding="utf-8") as source:
        lines = [line.rstrip("\n") for line in source if line.strip() and not line.startswith("#")]
    header = lines[0].split("\t")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != len(header):
            raise SystemExit("%s: line %d has %d columns, the header %d" % (path, number, len(cells), len(header)))
        rows.append(dict(zip(header, cells)))
    return rows


def git_dir_of(mirrors, repo):
    """The git directory of a repository's mirror, or None."""
    base = os.path.join(mirrors, repo.replace("/", "+"))
    for candidate in ("repo/.git", "repo", "."):
        path = os.path.normpath(os.path.join(base, candidate))
        if os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects")):
            return path
    return None


def blob_id(data):
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class Reader:
    """One `git cat-file --batch` per mirror."""

    def __init__(self, git_dir):
        self.process = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def read(self, name):
        self.process.stdin.write(name.encode() + b"\n")
        self.process.stdin.flush()
        header = self.process.stdout.readline().split()
        if len(header) < 3:
            return None
        data = self.process.stdout.read(int(header[2]))
        self.process.stdout.read(1)
        return data if header[1] == b"blob" else None

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def load(arguments):
    manifest = read_tsv(arguments.manifest)
    pairs = read_tsv(arguments.pairs) if os.path.exists(arguments.pairs) else []
    sources = read_tsv(arguments.sources) if os.path.exists(arguments.sources) else []
    return manifest, pairs, sources


def wanted(manifest, pairs):
    """(repo, local path, blob, commit, path in the repository, half, kind) for every file to write."""
    files = []
    for row in manifest:
        local = os.path.join("files", row["repo"].replace("/", "+"), row["path"])
        files.append((row["repo"], local, row["blob"], row["commit"], row["path"], half(row["repo"]), row["kind"]))
    number = Counter()
    for row in pairs:
        number[row["repo"]] += 1
        folder = os.path.join("pairs", row["repo"].replace("/", "+"), str(number[row["repo"]]))
        extension = row["path"].rsplit(".", 1)[-1]
        for side in ("old", "new"):
            files.append((row["repo"], os.path.join(folder, "%s.%s" % (side, extension)), row[side + "_blob"],
                          row[side + "_commit"], row["path"], half(row["repo"]), "pair-" + side))
    return files


def missing_mirrors(files, mirrors):
    return sorted({repo for repo, *_ in files if git_dir_of(mirrors, repo) is None})


def fill(arguments):
    manifest, pairs, _ = load(arguments)
    files = wanted(manifest, pairs)
    missing = set(missing_mirrors(files, arguments.mirrors))
    into = arguments.into
    written = kept = 0
    problems = []
    by_repo = defaultdict(list)
    for entry in files:
        by_repo[entry[0]].append(entry)
    for repo in sorted(by_repo):
        if repo in missing:
            continue
        reader = None
        for _, local, blob, commit, path, _, _ in by_repo[repo]:
            target = os.path.join(into, local)
            if os.path.isfile(target):
                with open(target, "rb") as existing:
                    if blob_id(existing.read()) == blob:
                        kept += 1
                        continue
            if reader is None:
                reader = Reader(git_dir_of(arguments.mirrors, repo))
            data = reader.read(blob)
            if data is None:
                data = reader.read("%s:%s" % (commit, path))
            if data is None:
                problems.append("%s: %s at %s is not in the mirror (fetch it again)" % (repo, path, commit[:12]))
                continue
            if blob_id(data) != blob:
                problems.append("%s: %s at %s has blob %s, the manifest says %s" % (repo, path, commit[:12],
                                                                                  blob_id(data), blob))
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target + ".part", "wb") as out:
                out.write(data)
            os.replace(target + ".part", target)
            written += 1
        if reader is not None:
            reader.close()
    named = {os.path.normpath(local) for _, local, *_ in files}
    removed = 0
    for top in ("files", "pairs"):
        for folder, _, names in os.walk(os.path.join(into, top), topdown=False):
            for name in names:
                local = os.path.relpath(os.path.join(folder, name), into)
                if local not in named:
                    os.remove(os.path.join(folder, name))
                    removed += 1
            if folder != os.path.join(into, top) and not os.listdir(folder):
                os.rmdir(folder)
    os.makedirs(into, exist_ok=True)
    with open(os.path.join(into, "index.tsv"), "w", encoding="utf-8") as index:
        index.write("half\trepo\tkind\tlocal\tcommit\tpath\n")
        for repo, local, blob, commit, path, which, kind in files:
            if os.path.isfile(os.path.join(into, local)):
                index.write("\t".join([which, repo, kind, local, commit, path]) + "\n")
    print("%s: %d files written, %d already right, %d removed" % (into, written, kept, removed))
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    if missing:
        print("missing mirrors under %s: fetch these with the search tool's fetch, then run fill.py again:"
              % arguments.mirrors, file=sys.stderr)
        for repo in sorted(missing):
            print("  github:%s" % repo, file=sys.stderr)
    return 1 if problems or missing else 0


XCODE_BANDS = [(9000, "Xcode 6"), (11000, "Xcode 7"), (13000, "Xcode 8"), (14100, "Xcode 9"),
               (15000, "Xcode 10"), (17000, "Xcode 11"), (19000, "Xcode 12"), (21000, "Xcode 13"),
               (22300, "Xcode 14"), (23000, "Xcode 15"), (24000, "Xcode 16"), (10 ** 9, "Xcode 16.3+")]


def tools_number(tools):
    """A toolsVersion as a number (`32700.99.1234` -> 32700.99), or 0."""
    try:
        return float(".".join(tools.split(".")[:2]))
    except ValueError:
        return 0.0


def xcode_of(tools):
    """The Xcode release that writes a toolsVersion, by band (approximate at the edges)."""
    version = tools_number(tools)
    if not version:
        return "unknown"
    if version >= 30000:  # 32700.99.1234: Xcode 14.3+ placeholder; the plug-in version is not in the manifest
        return "Xcode 14.3+ (32700)"
    for limit, name in XCODE_BANDS:
        if version < limit:
            return name
    return "unknown"


def is_translation(path):
    folder = os.path.basename(os.path.dirname(path))
    return path.endswith(".xcstrings") or (folder.endswith(".lproj") and folder != "Base.lproj")


def list_halves(arguments):
    manifest, pairs, sources = load(arguments)
    apps = [s for s in sources if s.get("app", "-") != "-"]
    report = defaultdict(lambda: defaultdict(Counter))
    for row in manifest:
        which = half(row["repo"])
        counts = report[which]
        counts["repositories"][row["repo"]] += 1
        counts["files"][row["kind"]] += 1
        if row["kind"] in IB_KINDS:
            counts["xcode"][xcode_of(row["tools"])] += 1
            counts["device"][row["device"].split(" ")[0] if row["device"] else "none"] += 1
    for app in apps:
        which = half(app["repo"])
        root = app["app"]
        rows = [r for r in manifest if r["repo"] == app["repo"] and
                (root == "." or r["path"].startswith(root.rstrip("/") + "/"))]
        if not any(r["kind"] == "storyboard" for r in rows):
            continue
        report[which]["apps"]["apps"] += 1
        if any(r["kind"] in ("strings", "xcstrings") and is_translation(r["path"]) for r in rows):
            report[which]["apps"]["with translations"] += 1
        tools = [tools_number(r["tools"]) for r in rows if r["kind"] in IB_KINDS and r["tools"]]
        if tools and sorted(tools)[len(tools) // 2] >= 19000:
            report[which]["apps"]["mostly Xcode 13+"] += 1
        if tools and max(tools) >= 19000:
            report[which]["apps"]["saved by Xcode 13+"] += 1
    for row in pairs:
        report[half(row["repo"])]["pairs"]["pairs"] += 1
        report[half(row["repo"])]["pair repositories"][row["repo"]] += 1
    for which in ("tune", "held-out"):
        counts = report[which]
        ib = counts["files"]["storyboard"] + counts["files"]["xib"]
        print("%s: %d repositories, %d IB files (%d storyboards, %d xibs), %d strings files (%d .xcstrings), "
              "%d apps (%d with translations, %d mostly Xcode 13+, %d saved by Xcode 13+), "
              "%d pairs from %d repositories"
              % (which, len(counts["repositories"]), ib, counts["files"]["storyboard"], counts["files"]["xib"],
                 counts["files"]["strings"] + counts["files"]["xcstrings"], counts["files"]["xcstrings"],
                 counts["apps"]["apps"], counts["apps"]["with translations"], counts["apps"]["mostly Xcode 13+"],
                 counts["apps"]["saved by Xcode 13+"],
                 counts["pairs"]["pairs"], len(counts["pair repositories"])))
        if arguments.verbose:
            for key in ("xcode", "device"):
                print("  %s: %s" % (key, ", ".join("%s %d" % item for item in sorted(counts[key].items()))))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", default=os.environ.get("IB_CORPUS", "/work/corpus"))
    parser.add_argument("--mirrors", default=os.environ.get("IB_MIRRORS", "/work/.mirror"))
    parser.add_argument("--manifest", default=os.path.join(HERE, "manifest.tsv"))
    parser.add_argument("--pairs", default=os.path.join(HERE, "pairs.tsv"))
    parser.add_argument("--sources", default=os.path.join(HERE, "sources.tsv"))
    parser.add_argument("--missing", action="store_true", help="list the repositories to fetch first")
    parser.add_argument("--list-halves", action="store_true", help="count the corpus per half")
    parser.add_argument("-v", "--verbose", action="store_true", help="with --list-halves: Xcode versions, devices")
    arguments = parser.parse_args()
    if arguments.missing:
        manifest, pairs, _ = load(arguments)
        missing = missing_mirrors(wanted(manifest, pairs), arguments.mirrors)
        for repo in missing:
            print("github:%s" % repo)
        return 1 if missing else 0
    if arguments.list_halves:
        return list_halves(arguments)
    return fill(arguments)


if __name__ == "__main__":
    sys.exit(main())
