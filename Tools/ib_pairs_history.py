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


LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING)(\.(md|txt|markdown))?$", re.IGNORECASE)


def licence_of(git_dir):
    """The SPDX id of the LICENSE (or COPYING) file at HEAD's root, or `unknown`."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "--name-only", "HEAD"],
                             capture_output=True, check=False).stdout.decode(errors="replace")
    names = [n for n in listing.splitlines() if LICENCE_FILE.match(n)]
    for name in sorted(names, key=len):
        text = subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + name],
                              capture_output=True, check=False).stdout.decode(errors="replace")
        spdx = classify(text)
        if spdx != "unknown":
            return spdx
    return "unknown"


def classify(text):
    """The SPDX id whose standard wording the text carries, or `unknown`."""
    t = " ".join(text.split())
    if "Apache License" in t and "Version 2.0" in t:
        return "Apache-2.0"
    if "GNU AFFERO GENERAL PUBLIC LICENSE" in t:
        return "AGPL-3.0-only"
    if "GNU LESSER GENERAL PUBLIC LICENSE" in t:
        return "LGPL-3.0-only" if "Version 3" in t else "LGPL-2.1-only"
    if "GNU GENERAL PUBLIC LICENSE" in t:
        return "GPL-3.0-only" if "Version 3" in t else "GPL-2.0-only"
    if "Mozilla Public License" in t and "2.0" in t:
        return "MPL-2.0"
    if "Permission is hereby granted, free of charge" in t:
        return "MIT"
    if "Redistribution and use in source and binary forms" in t:
        return "BSD-3-Clause" if ("Neither the name" in t or "names of its contributors" in t
                                  or "name of the copyright holder" in t) else "BSD-2-Clause"
    if "Permission to use, copy, modify, and/or distribute this software" in t or "ISC License" in t:
        return "ISC"
    if "This is free and unencumbered software" in t:
        return "Unlicense"
    if "provided 'as-is', without any express or implied" in t:
        return "Zlib"
    if "CC0 1.0" in t or "Creative Commons Zero" in t:
        return "CC0-1.0"
    return "unknown"
