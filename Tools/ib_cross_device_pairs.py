#!/usr/bin/env python3
"""Find and check Interface Builder cross-device pairs.

A pair is two versions of one storyboard or xib, saved by IB for two design
devices. IB re-stores every frame when the device changes; when nothing else
changed, the new version is IB's own layout of the old version's views and
constraints at a second size.

    ib_cross_device_pairs.py check OLD NEW      exit 0 if OLD/NEW form a pair, else 1
    ib_cross_device_pairs.py scan GIT_DIR       list the commits of a repository that change a
                                                .storyboard's or .xib's design device (a diff
                                                line with `<device ` or `simulatedScreenMetrics`),
                                                each checked against its first parent

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

Everything else must be equal: every view with its attributes and properties,
every constraint, `<variation>`, `<connections>`, fonts, insets,
autoresizing masks, images and their sizes, `useAutolayout`,
`useTraitCollections`, `useSafeAreas`, `targetRuntime`.
"""
import subprocess
import sys
import xml.etree.ElementTree as ET

DOCUMENT_BOOKKEEPING = {"toolsVersion", "systemVersion", "colorMatched"}
VIEW_BOOKKEEPING = {"misplaced", "ambiguous"}
# Elements no layout reads, which Xcode re-encodes when it re-saves a file
# (Xcode 8 rewrites every colour in sRGB as it adds `<device>`).
NON_LAYOUT = {"color", "accessibility", "customFonts"}
# Attributes no layout reads: the Swift module of a custom class (renamed with
# the target), and clipping.
NON_LAYOUT_ATTRIBUTES = {"customModule", "customModuleProvider", "clipsSubviews"}


def device_of(root):
    """The design device a file names: `<device id= orientation=>` or the legacy screen metrics."""
    device = root.find("device")
    if device is not None:
        return "%s %s" % (device.get("id"), device.get("orientation") or "portrait")
    for metrics in root.iter("simulatedScreenMetrics"):
        if metrics.get("key") == "destination":
            return "legacy:%s" % metrics.get("type")
    return None


def canonical(element, depth=0):
    """The element as a nested tuple, without IB bookkeeping (see the module doc)."""
    attributes = dict(element.attrib)
    if depth == 0:
        for name in DOCUMENT_BOOKKEEPING:
            attributes.pop(name, None)
    for name in VIEW_BOOKKEEPING | NON_LAYOUT_ATTRIBUTES:
        attributes.pop(name, None)
    children = []
    for child in element:
        if is_bookkeeping(child, element):
            continue
        reduced = canonical(child, depth + 1)
        if child.tag == "simulatedMetricsContainer" and not reduced[2]:
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


def compare(old_bytes, new_bytes):
    """(is a pair, old device, new device, the first difference or None)."""
    old, new = ET.fromstring(old_bytes), ET.fromstring(new_bytes)
    old_device, new_device = device_of(old), device_of(new)
    difference = first_difference(canonical(old), canonical(new))
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
        if old_device == new_device or new_device is None:
            continue
        verdict = "PAIR" if pair else "differs: %s" % difference
        print("%s %s | %s -> %s | %s^ %s | %d bytes | %s" % (
            "+" if pair else "-", path, old_device, new_device, commit, commit,
            len(new_bytes), verdict[:300]), flush=True)


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "check":
        with open(arguments[1], "rb") as old, open(arguments[2], "rb") as new:
            pair, old_device, new_device, difference = compare(old.read(), new.read())
        print("%s -> %s: %s" % (old_device, new_device, "pair" if pair else "not a pair: %s" % (
            difference or "same device")))
        return 0 if pair else 1
    if len(arguments) == 2 and arguments[0] == "scan":
        scan(arguments[1])
        return 0
    sys.stderr.write(__doc__)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
