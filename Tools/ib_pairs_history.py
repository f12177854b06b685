"""Reading a repository's history for `ib_cross_device_pairs.py scan-all`.

`history` lists every stored version of every .storyboard/.xib in one `git log
--all --raw -M` pass; `read_blobs` reads many blobs through one `git cat-file
--batch`; `licence_of` names the licence of the repository's LICENSE at HEAD.
"""
import re
import subprocess
import tempfile

NULL = "0" * 40


def history(git_dir):
    """{file: {blob: [(commit time, commit, path), ...] earliest first}}.

    A file is the set of paths joined by renames (`R` entries of `-M`), named by
    its newest path; each blob a path held, with every commit that gave it that
    blob (a revert gives an old blob again).
    """
    log = subprocess.run(
        ["git", "--git-dir", git_dir, "-c", "core.quotePath=false", "log", "--all",
         "--format=C %H %ct", "--raw", "-M", "--no-abbrev", "-z", "--",
         "*.storyboard", "*.xib"],
        capture_output=True, check=False).stdout.decode("utf-8", errors="replace")
    tokens = log.split("\0")
    parent = {}

    def find(path):
        while parent.get(path, path) != path:
            parent[path] = parent.get(parent[path], parent[path])
            path = parent[path]
        return path

    entries = []
    newest = {}
    commit, time, index = None, 0, 0
    while index < len(tokens):
        token = tokens[index].strip("\n")
        index += 1
        if token.startswith("C "):
            _, commit, stamp = token.split()
            time = int(stamp)
            continue
        if not token.startswith(":"):
            continue
        meta = token[1:].split()
        status, blob = meta[4], meta[3]
        if status[0] in "RC":
            old_path, path = tokens[index], tokens[index + 1]
            index += 2
            if status[0] == "R" and find(old_path) != find(path):
                parent[find(old_path)] = find(path)
        else:
            path = tokens[index]
            index += 1
        if blob == NULL or status[0] == "D":
            continue
        if not path.endswith((".storyboard", ".xib")):
            continue
        entries.append((time, commit, path, blob))
        newest.setdefault(path, time)  # log is newest first
    files = {}
    for time, commit, path, blob in entries:
        root = find(path)
        files.setdefault(root, {}).setdefault(blob, []).append((time, commit, path))
    named = {}
    for root, versions in files.items():
        for occurrences in versions.values():
            occurrences.sort()
        newest_path = max((o for occ in versions.values() for o in occ), key=lambda o: o[0])[2]
        named[newest_path if newest_path not in named else root] = versions
    return named


def read_blobs(git_dir, blobs):
    """(blob, bytes) for each blob id, through one `git cat-file --batch`."""
    blobs = sorted(blobs)
    if not blobs:
        return
    with tempfile.TemporaryFile() as ids:
        ids.write(("\n".join(blobs) + "\n").encode())
        ids.seek(0)
        process = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                                   stdin=ids, stdout=subprocess.PIPE)
        out = process.stdout
        for _ in blobs:
            header = out.readline().split()
            if len(header) < 3:
                continue  # "<id> missing"
            data = out.read(int(header[2]))
            out.read(1)
            yield header[0].decode(), data
        process.wait()


# The licence file and its wording are read as Tools/corpus/build_manifest.py reads them, so a
# repository has one licence id in manifest.tsv and pairs.tsv.
LICENCE_FILE = re.compile(r"(?i)^(\.github/)?([\w.-]*[-_])?(licen[cs]e|copying)([-_.][\w.-]*)?$")


def licence_of(git_dir):
    """The SPDX id of the licence file at HEAD (root or .github/): `unknown` when no known wording fits,
    `none` when there is no licence file."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD", "--",
                              ".", ".github"], capture_output=True, check=False).stdout.decode(errors="replace")
    candidates = [p for p in listing.splitlines()
                  if LICENCE_FILE.match(p) and p.count("/") <= p.startswith(".github/")]
    candidates.sort(key=lambda p: (p.startswith(".github"), not re.match(r"(?i)licen", p), len(p)))
    for name in candidates:
        text = subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + name],
                              capture_output=True, check=False).stdout.decode("utf-8", "replace")
        found = classify(text)
        if found != "unknown":
            return found
    return "unknown" if candidates else "none"


def classify(text):
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
