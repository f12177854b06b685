#!/usr/bin/env python3
"""Find and check Interface Builder cross-device pairs.

A pair is two versions of one storyboard or xib, saved by IB for two design
devices. IB re-stores every frame when the device changes; when nothing else
changed, the new version is IB's own layout of the old version's views and
constraints at a second size.

    ib_cross_device_pairs.py check [--strict] OLD NEW
                                                exit 0 if OLD/NEW form a pair, else 1
                                                (--strict: without what scan-all added, below)
    ib_cross_device_pairs.py scan GIT_DIR       list the commits of a repository that change a
                                                .storyboard's or .xib's design device (a diff
                                                line with `<device ` or `simulatedScreenMetrics`),
                                                each checked against its first parent
    ib_cross_device_pairs.py scan-all GIT_DIR [OWNER/NAME]
                                                every pair among ALL stored versions of each
                                                .storyboard/.xib of a repository, as TSV rows
                                                (COLUMNS: the first eleven of
                                                Tools/corpus/pairs.tsv, header with --header;
                                                Tools/corpus/pairs_build.py merges them);
                                                OWNER/NAME defaults to the mirror's folder
                                                name (/work/.mirror/OWNER+NAME)
    ib_cross_device_pairs.py licence GIT_DIR    the SPDX id of the repository's licence at HEAD

`scan-all` (issue #33 section 1.1): most device changes come with other edits,
so a commit and its parent rarely form a pair, while two versions further
apart often do (a file re-saved for another device, then edited, then edited
back; or a device change followed by a commit that only moved frames). It
reads every version of every IB file in the repository's history (`git log
--all --raw -M`, following renames), groups the versions of one file by the
hash of their canonical tree (below), and in each group whose versions name
more than one design device takes one pair per distinct pair of devices: the
two versions closest in time, "old" being the one that appeared first (its
earliest commit). Files whose versions all name one device are skipped before
anything is parsed, versions are first grouped by their element ids (equal
trees have equal ids), each pair found through the hashes is confirmed by the
full rule (`compare`), and a pair of blobs found under two paths (copied
samples) is listed once. `frames_moved` counts the frames both versions store
that differ (0 when IB kept them all, as for a freeform xib).

Devices are written `ID ORIENTATION` from `<device id= orientation=>`
(`retina4_7 portrait`); `legacy TYPE` from the older
`<simulatedScreenMetrics key="destination" type=>`; a file with neither is
`none 600x600` when it uses size classes (Xcode 7 drew it at 600x600, any
width and any height) and `none` otherwise.

The rule (`canonical` below): both files are parsed and reduced to a canonical
tree; they form a pair when the two trees are equal and their design devices
differ. The reduction removes only IB bookkeeping:

  - every `<rect key="frame">` (the frames IB re-stores);
  - the design device: `<device>`, `<simulatedScreenMetrics>`, and a
    `<simulatedMetricsContainer key="defaultSimulatedMetrics">` left empty;
  - `<document>` attributes toolsVersion, systemVersion, colorMatched;
  - `<dependencies>` (plug-in and capability versions);
  - `<point key="canvasLocation">` (where the scene sits on IB's canvas);
  - `misplaced`, `ambiguous` attributes (IB recomputes them for the new frames;
    the test skips a view marked in either version);
  - `<inset key="frameInset">` (Xcode 7's encoding of a cell content view's frame);
  - `<systemColor>` entries under `<resources>` (definitions of named system colours);
  - elements no layout reads, which Xcode re-encodes when it re-saves a file:
    `<color>` (Xcode 8 rewrites every colour in sRGB when it adds `<device>`),
    `<accessibility>`, `<customFonts>`, an empty `<animations/>`, and the
    attributes customModule, customModuleProvider (the Swift module of a
    custom class, renamed with its target) and clipsSubviews;
  - whitespace between elements.

Added for `scan-all` (none is read by layout):

  - `<nil key="...Color">` (a colour left unset), IB bookkeeping found on real
    device changes: Xcode 8 turned a label's `<nil key="highlightedColor"/>`
    into `<nil key="textColor"/>` as it re-encoded every `<color>`
    (Esri/arcgis-runtime-samples-ios, googleads-mobile-ios-examples);
  - differences issue #33 section 1.1 accepts:
  - outlets, outlet collections and actions (`<outlet>`, `<outletCollection>`,
    `<action>` under `<connections>`), and a `<connections>` left empty;
    segues stay, since an embed segue decides what a container view shows;
  - `<userDefinedRuntimeAttributes>` (set on the object at run time, after
    IB has laid it out; the frames IB stored never saw them).

Everything else must be equal: every view with its attributes and properties,
every constraint, `<variation>`, segues, fonts, insets, autoresizing masks,
images and their sizes, `useAutolayout`, `useTraitCollections`,
`useSafeAreas`, `targetRuntime`.
"""
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

DOCUMENT_BOOKKEEPING = {"toolsVersion", "systemVersion", "colorMatched"}
VIEW_BOOKKEEPING = {"misplaced", "ambiguous"}
# Elements no layout reads, which Xcode re-encodes when it re-saves a file
# (Xcode 8 rewrites every colour in sRGB as it adds `<device>`).
NON_LAYOUT = {"color", "accessibility", "customFonts", "userDefinedRuntimeAttributes"}
# What scan-all added to the rule; `strict` keeps it (the rule the committed fixtures were checked by).
LOOSENED = {"userDefinedRuntimeAttributes", "nil", "outlet", "outletCollection", "action"}
# Attributes no layout reads: the Swift module of a custom class (renamed with
# the target), and clipping.
NON_LAYOUT_ATTRIBUTES = {"customModule", "customModuleProvider", "clipsSubviews"}
# Connections no layout reads (issue #33: outlets may differ); segues stay.
NON_LAYOUT_CONNECTIONS = {"outlet", "outletCollection", "action"}

COLUMNS = ["repo", "path", "old_commit", "new_commit", "old_device", "new_device", "licence",
           "old_blob", "new_blob", "old_path", "frames_moved"]


def device_of(root):
    """The design device a file names (see the module doc for the spelling)."""
    device = root.find("device")
    if device is not None:
        return "%s %s" % (device.get("id"), device.get("orientation") or "portrait")
    for metrics in root.iter("simulatedScreenMetrics"):
        if metrics.get("key") == "destination":
            return "legacy %s" % metrics.get("type")
    return "none 600x600" if root.get("useTraitCollections") == "YES" else "none"


DEVICE_TAG = re.compile(rb"<device\s([^>]*)>")
DESTINATION_TAG = re.compile(rb"<simulatedScreenMetrics\s[^>]*key=\"destination\"[^>]*>")
ATTRIBUTE = re.compile(rb"(\w+)=\"([^\"]*)\"")


def quick_device(data):
    """`device_of` read from the bytes without parsing: the cheap filter `scan-all` runs on every version."""
    match = DEVICE_TAG.search(data)
    if match:
        attributes = dict(ATTRIBUTE.findall(match.group(1)))
        return "%s %s" % (attributes.get(b"id", b"").decode(),
                          attributes.get(b"orientation", b"portrait").decode())
    match = DESTINATION_TAG.search(data)
    if match:
        return "legacy %s" % dict(ATTRIBUTE.findall(match.group(0))).get(b"type", b"").decode()
    head = data[:data.find(b">", data.find(b"<document")) + 1]
    return "none 600x600" if b'useTraitCollections="YES"' in head else "none"


def canonical(element, depth=0, strict=False):
    """The element as a nested tuple, without IB bookkeeping (see the module doc)."""
    attributes = dict(element.attrib)
    if depth == 0:
        for name in DOCUMENT_BOOKKEEPING:
            attributes.pop(name, None)
    for name in VIEW_BOOKKEEPING | NON_LAYOUT_ATTRIBUTES:
        attributes.pop(name, None)
    children = []
    for child in element:
        if is_bookkeeping(child, element) and not (strict and child.tag in LOOSENED):
            continue
        reduced = canonical(child, depth + 1, strict)
        if child.tag in ("simulatedMetricsContainer", "connections") and not reduced[2]:
            continue
        children.append(reduced)
    text = (element.text or "").strip()
    return (element.tag, tuple(sorted(attributes.items())), tuple(children), text)


def is_bookkeeping(child, parent):
    key = child.get("key")
    if child.tag == "rect" and key == "frame":
        return True
    if child.tag in ("device", "simulatedScreenMetrics", "dependencies"):
        return True
    if child.tag == "point" and key == "canvasLocation":
        return True
    if child.tag == "inset" and key == "frameInset":
        return True
    if child.tag == "systemColor" and parent.tag == "resources":
        return True
    if child.tag in NON_LAYOUT:
        return True
    if child.tag == "nil" and (key or "").endswith("Color"):
        return True  # a colour left unset: Xcode 8 re-encodes a label's as textColor, not highlightedColor
    if child.tag in NON_LAYOUT_CONNECTIONS and parent.tag == "connections":
        return True
    if child.tag == "animations" and len(child) == 0:
        return True
    return False


def first_difference(a, b, path=""):
    """A readable path to the first place two canonical trees differ."""
    here = "%s/%s" % (path, a[0])
    if a[0] != b[0]:
        return "%s: element %s vs %s" % (path, a[0], b[0])
    if a[1] != b[1]:
        old, new = dict(a[1]), dict(b[1])
        changed = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
        ident = old.get("id") or old.get("key") or ""
        return "%s[%s]: attributes %s" % (here, ident, ", ".join(
            "%s=%r->%r" % (k, old.get(k), new.get(k)) for k in changed))
    if a[3] != b[3]:
        return "%s: text differs" % here
    for index, (x, y) in enumerate(zip(a[2], b[2])):
        if x != y:
            ident = dict(x[1]).get("id") or dict(x[1]).get("key") or str(index)
            return first_difference(x, y, "%s[%s]" % (here, ident))
    if len(a[2]) != len(b[2]):
        old = [c[0] + ":" + (dict(c[1]).get("key") or dict(c[1]).get("id") or "") for c in a[2]]
        new = [c[0] + ":" + (dict(c[1]).get("key") or dict(c[1]).get("id") or "") for c in b[2]]
        return "%s: children %s vs %s" % (here, sorted(set(old) - set(new)), sorted(set(new) - set(old)))
    return None


def compare(old_bytes, new_bytes, strict=False):
    """(is a pair, old device, new device, the first difference or None); `strict`: by the rule
    without what scan-all added (outlets, actions, runtime attributes, unset colours)."""
    old, new = ET.fromstring(old_bytes), ET.fromstring(new_bytes)
    old_device, new_device = device_of(old), device_of(new)
    difference = first_difference(canonical(old, strict=strict), canonical(new, strict=strict))
    return (difference is None and old_device != new_device, old_device, new_device, difference)


def git(git_dir, *arguments):
    return subprocess.run(["git", "--git-dir", git_dir] + list(arguments),
                          capture_output=True, check=False).stdout


def scan(git_dir):
    """Each commit that changes a storyboard's or xib's design device, against its first parent."""
    log = git(git_dir, "log", "--all", "--no-merges", "-G", "<device |simulatedScreenMetrics",
              "--format=commit %H", "--name-only", "--", "*.storyboard", "*.xib").decode(errors="replace")
    commit = None
    for line in log.splitlines():
        if line.startswith("commit "):
            commit = line.split()[1]
            continue
        if not line.strip():
            continue
        path = line.strip()
        old_bytes = git(git_dir, "show", "%s^:%s" % (commit, path))
        new_bytes = git(git_dir, "show", "%s:%s" % (commit, path))
        if not old_bytes or not new_bytes:
            continue
        try:
            pair, old_device, new_device, difference = compare(old_bytes, new_bytes)
        except ET.ParseError:
            continue
        if old_device == new_device:
            continue
        verdict = "PAIR" if pair else "differs: %s" % difference
        print("%s %s | %s -> %s | %s^ %s | %d bytes | %s" % (
            "+" if pair else "-", path, old_device, new_device, commit, commit,
            len(new_bytes), verdict[:300]), flush=True)


from ib_pairs_history import history, read_blobs, licence_of  # noqa: E402  (after the rule it uses)


def scan_all(git_dir, repo, out=sys.stdout):
    """Every pair among all stored versions of each IB file (module doc); returns the rows."""
    files = history(git_dir)
    blobs = {blob for versions in files.values() for blob in versions}
    devices, signatures = {}, {}
    for blob, data in read_blobs(git_dir, blobs):
        devices[blob] = quick_device(data)
        signatures[blob] = id_signature(data)
    # Only versions that share their element ids with a version on another device can pair:
    # the canonical tree keeps every element with an id except the ones named in UNSIGNED.
    wanted = set()
    candidates = {}
    for identity, versions in files.items():
        by_signature = {}
        for blob in versions:
            if blob in devices:
                by_signature.setdefault(signatures[blob], []).append(blob)
        for members in by_signature.values():
            if len({devices[blob] for blob in members}) > 1:
                wanted.update(members)
                candidates[identity] = versions
    forms = {}
    for blob, data in read_blobs(git_dir, wanted):
        try:
            root = ET.fromstring(data)
        except ET.ParseError:
            continue
        devices[blob] = device_of(root)
        forms[blob] = hash(canonical(root))
    licence = None
    seen = set()
    rows = []
    for identity in sorted(candidates):
        versions = candidates[identity]
        groups = {}
        for blob in versions:
            if blob in forms:
                groups.setdefault(forms[blob], []).append(blob)
        for members in groups.values():
            for old, new in closest_pairs(members, versions, devices):
                if frozenset((old, new)) in seen or not is_pair(git_dir, old, new):
                    continue
                seen.add(frozenset((old, new)))
                old_at, new_at = versions[old], versions[new]
                (_, new_commit, path) = new_at[0]
                # The old version under the new path (a rename commit that kept the blob), if any.
                same_path = [o for o in old_at if o[2] == path]
                (_, old_commit, old_path) = (same_path or old_at)[0]
                if licence is None:
                    licence = licence_of(git_dir)
                row = [repo, path, old_commit, new_commit, devices[old], devices[new], licence,
                       old, new, old_path, frames_moved(git_dir, old, new)]
                rows.append(row)
                out.write("\t".join(row) + "\n")
                out.flush()
    return rows


ID_ATTRIBUTE = re.compile(rb"<(\w+)\s[^>]*?\bid=\"([^\"]*)\"")
# Elements with an id that the canonical tree leaves out.
UNSIGNED = {b"device", b"adaptation", b"outlet", b"outletCollection", b"action"}


def id_signature(data):
    """The hash of the (element, id) pairs a version's canonical tree keeps: equal trees have equal ones."""
    return hash(tuple(sorted(pair for pair in ID_ATTRIBUTE.findall(data) if pair[0] not in UNSIGNED)))


def is_pair(git_dir, old, new):
    """The full rule on two blobs: `scan-all` groups by hashes, and confirms each pair here."""
    try:
        return compare(git(git_dir, "cat-file", "blob", old), git(git_dir, "cat-file", "blob", new))[0]
    except ET.ParseError:
        return False


def frames(data):
    """{id: frame} for every element with an id and a stored `<rect key="frame">`."""
    found = {}
    for element in ET.fromstring(data).iter():
        frame = element.find("rect[@key='frame']")
        if frame is not None and element.get("id"):
            found[element.get("id")] = tuple(sorted(frame.attrib.items()))
    return found


def frames_moved(git_dir, old, new):
    """`MOVED/TOTAL`: how many of the frames both versions store differ (0 when IB kept every frame)."""
    a, b = (frames(git(git_dir, "cat-file", "blob", blob)) for blob in (old, new))
    shared = set(a) & set(b)
    return "%d/%d" % (sum(1 for key in shared if a[key] != b[key]), len(shared))


def closest_pairs(members, versions, devices):
    """For one canonical group: per distinct pair of devices, the two versions closest in time (old first)."""
    best = {}
    for i, a in enumerate(members):
        for b in members[i + 1:]:
            if devices[a] == devices[b]:
                continue
            ta, tb = versions[a][0][0], versions[b][0][0]
            old, new = (a, b) if (ta, a) <= (tb, b) else (b, a)
            key = frozenset((devices[a], devices[b]))
            distance = abs(ta - tb)
            if key not in best or distance < best[key][0]:
                best[key] = (distance, old, new)
    return [(old, new) for _, old, new in sorted(best.values(), key=lambda v: (v[1], v[2]))]


def main(arguments):
    strict = "--strict" in arguments
    if strict and arguments and arguments[0] == "check":
        arguments = [a for a in arguments if a != "--strict"]
    if len(arguments) == 3 and arguments[0] == "check":
        with open(arguments[1], "rb") as old, open(arguments[2], "rb") as new:
            pair, old_device, new_device, difference = compare(old.read(), new.read(), strict)
        print("%s -> %s: %s" % (old_device, new_device, "pair" if pair else "not a pair: %s" % (
            difference or "same device")))
        return 0 if pair else 1
    if len(arguments) == 2 and arguments[0] == "scan":
        scan(arguments[1])
        return 0
    if arguments and arguments[0] == "scan-all" and 2 <= len(arguments) <= 4:
        rest = [a for a in arguments[1:] if a != "--header"]
        if "--header" in arguments:
            print("\t".join(COLUMNS))
        git_dir = rest[0]
        repo = rest[1] if len(rest) > 1 else repo_of_mirror(git_dir)
        scan_all(git_dir, repo)
        return 0
    if len(arguments) == 2 and arguments[0] == "licence":
        print(licence_of(arguments[1]))
        return 0
    sys.stderr.write(__doc__)
    return 64


def repo_of_mirror(git_dir):
    """OWNER/NAME from a mirror's path: /work/.mirror/OWNER+NAME/repo[/.git]."""
    for part in reversed(os.path.abspath(git_dir).split(os.sep)):
        if "+" in part:
            return part.replace("+", "/", 1)
    return os.path.basename(os.path.abspath(git_dir))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
