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

The rules a label must pass are in Tests/Fixtures/TextCalibration/README.md;
each rejection below names the rule it applies.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict

# Design devices and their scale. Unknown ids are refused, not guessed.
DEVICE_SCALE = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina6_1": 2,
    "retina5_5": 3, "retina5_9": 3, "retina6_5": 3, "retina5_4": 3,
    "retina6_12": 3, "retina6_7": 3, "retina6_3": 3, "retina6_9": 3,
    "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad11": 2, "ipad12_9": 2,
    "ipad12_9rounded": 2, "ipad7_9": 2, "ipad10_9rounded": 2,
}

TEXT_STYLES = {
    "UICTFontTextStyleTitle0": "largeTitle",
    "UICTFontTextStyleTitle1": "title1",
    "UICTFontTextStyleTitle2": "title2",
    "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline",
    "UICTFontTextStyleBody": "body",
    "UICTFontTextStyleCallout": "callout",
    "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleFootnote": "footnote",
    "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
}

# Point size of each text style at the default content size (L), used only
# by the one-line test for labels whose numberOfLines is not 1.
TEXT_STYLE_SIZE_L = {
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20,
    "headline": 17, "body": 17, "callout": 16, "subheadline": 15,
    "footnote": 13, "caption1": 12, "caption2": 11,
}

WEIGHTS = {"ultraLight", "thin", "light", "regular", "medium", "semibold",
           "bold", "heavy", "black"}

# Auto Layout attributes by axis and by the edge of the label they fix.
HORIZONTAL_ANCHOR = {
    "leading": "leading", "leadingMargin": "leading",
    "left": "leading", "leftMargin": "leading",
    "trailing": "trailing", "trailingMargin": "trailing",
    "right": "trailing", "rightMargin": "trailing",
    "centerX": "centerX", "centerXWithinMargins": "centerX",
    "width": "width",
}
VERTICAL_ANCHOR = {
    "top": "top", "topMargin": "top",
    "bottom": "bottom", "bottomMargin": "bottom",
    "centerY": "centerY", "centerYWithinMargins": "centerY",
    "baseline": "firstBaseline", "firstBaseline": "firstBaseline",
    "lastBaseline": "lastBaseline",
    "height": "height",
}

HELD_OUT_PERCENT = 30


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


def on_pixel_grid(value, scale):
    return abs(value * scale - round(value * scale)) < 0.01


def snapped(value, scale):
    """A frame size on the pixel grid, without IB's float noise
    (20.333333333333343 and 20.33333333333333 are both 61 pixels at @3x)."""
    if not on_pixel_grid(value, scale):
        return value
    pixels = round(value * scale)
    return pixels // scale if pixels % scale == 0 else round(pixels / scale, 4)


def number(text):
    value = float(text)
    return int(value) if value == int(value) else value


class Document:
    """One parsed IB document with the maps the rules need."""

    def __init__(self, root):
        self.root = root
        self.parent = {child: node for node in root.iter() for child in node}
        self.by_id = {node.get("id"): node for node in root.iter()
                      if node.get("id") is not None}
        # For every view id, the anchors fixed by constraints naming it.
        self.anchors = defaultdict(set)
        for constraint in root.iter("constraint"):
            container = self.parent.get(constraint)
            owner = self.parent.get(container) if container is not None else None
            first = constraint.get("firstItem") or (owner.get("id") if owner is not None else None)
            second = constraint.get("secondItem")
            self._note(first, constraint.get("firstAttribute"))
            if second is not None:
                self._note(second, constraint.get("secondAttribute"))

        # Objects a size-class variation touches: masked constraints and
        # subviews, constraints whose constant varies, views whose
        # attributes vary, and every item of a varied constraint.
        self.varied = set()
        for variation in root.iter("variation"):
            for node in variation.iter():
                if node.get("reference") is not None:
                    self.varied.add(node.get("reference"))
            owner = self.parent.get(variation)
            if owner is not None and owner.get("id") is not None:
                self.varied.add(owner.get("id"))
        for constraint in root.iter("constraint"):
            if constraint.get("id") in self.varied:
                container = self.parent.get(constraint)
                owner = self.parent.get(container) if container is not None else None
                for item in (constraint.get("firstItem") or (owner.get("id") if owner is not None else None),
                             constraint.get("secondItem")):
                    if item is not None:
                        self.varied.add(item)

    def _note(self, item, attribute):
        if item is None or attribute is None:
            return
        if attribute in HORIZONTAL_ANCHOR:
            self.anchors[item].add(("h", HORIZONTAL_ANCHOR[attribute]))
        elif attribute in VERTICAL_ANCHOR:
            self.anchors[item].add(("v", VERTICAL_ANCHOR[attribute]))
        else:
            self.anchors[item].add(("?", attribute))

    def superview(self, view):
        subviews = self.parent.get(view)
        if subviews is None or subviews.tag != "subviews":
            return None
        return self.parent.get(subviews)


def label_font(label):
    """The record's font, or a rejection reason."""
    fonts = [f for f in label.findall("fontDescription") if f.get("key") == "fontDescription"]
    if len(fonts) != 1:
        return None, "font:missing"
    font = fonts[0]
    if font.get("name") is not None or font.get("family") is not None:
        return None, "font:custom"
    style = font.get("style")
    if style is not None:
        if style not in TEXT_STYLES:
            return None, "font:unknownStyle"
        if set(font.attrib) - {"key", "style"}:
            return None, "font:styleWithTraits"
        return {"textStyle": TEXT_STYLES[style]}, None
    kind = font.get("type")
    size = font.get("pointSize")
    if size is None or float(size) <= 0:
        return None, "font:noSize"
    weight = font.get("weight", "regular")
    italic = False
    if kind == "system":
        pass
    elif kind == "boldSystem":
        weight = "bold"
    elif kind == "italicSystem":
        italic = True
    else:
        return None, "font:type"
    if set(font.attrib) - {"key", "type", "pointSize", "weight"}:
        return None, "font:extraTraits"
    if weight not in WEIGHTS:
        return None, "font:unknownWeight"
    return {"size": number(size), "weight": weight, "italic": italic}, None


def label_text(label):
    if label.find("attributedString") is not None or label.get("attributedText") is not None:
        return None, "text:attributed"
    text = label.get("text")
    if text is None:
        strings = [s for s in label.findall("string") if s.get("key") == "text"]
        if len(strings) == 1:
            text = strings[0].text or ""
    if text is None or text.strip() == "":
        return None, "text:empty"
    if any(c in text for c in "\n\r\u2028\u2029\t"):
        return None, "text:multiline"
    return text, None


def frame_of(view):
    for rect in view.findall("rect"):
        if rect.get("key") == "frame":
            return {k: float(rect.get(k, "0")) for k in ("x", "y", "width", "height")}
    return None


def stack_placement(document, label, stack):
    """Which of width/height a stack view leaves at the label's intrinsic size.

    Across the stack's axis: a vertical stack with alignment
    leading/center/trailing does not stretch widths, a horizontal one with
    alignment top/center/bottom/baseline does not stretch heights; only a
    label strictly smaller than the stack is surely not compressed either.
    Along the axis: with distribution fill, equalSpacing or equalCentering
    and a stack whose length nothing but its content fixes (one edge
    constrained, no size constraint, not itself arranged in a stack), every
    arranged view keeps its intrinsic length.
    """
    axis = stack.get("axis", "horizontal")
    alignment = stack.get("alignment", "fill")
    distribution = stack.get("distribution", "fill")
    label_frame, stack_frame = frame_of(label), frame_of(stack)
    if label_frame is None or stack_frame is None:
        return False, False, "stack:noFrame"
    stack_anchors = document.anchors.get(stack.get("id"), set())
    nested = (document.superview(stack) is not None
              and document.superview(stack).tag == "stackView")
    along = (distribution in ("fill", "equalSpacing", "equalCentering")
             and not nested and stack.get("misplaced") != "YES")
    if axis == "vertical":
        width_ok = (alignment in ("leading", "center", "trailing")
                    and label_frame["width"] < stack_frame["width"] - 0.5)
        height_ok = along and axis_free(stack_anchors, "v", "height")
    else:
        height_ok = (alignment in ("top", "center", "bottom", "firstBaseline", "lastBaseline")
                     and label_frame["height"] < stack_frame["height"] - 0.5)
        width_ok = along and axis_free(stack_anchors, "h", "width")
    if not (width_ok or height_ok):
        return False, False, "stack:stretches"
    return width_ok, height_ok, None


def axis_free(anchors, axis, size_anchor):
    """True when constraints fix exactly one edge of the label on this axis."""
    on_axis = {name for a, name in anchors if a == axis}
    return len(on_axis) == 1 and size_anchor not in on_axis


def judge_label(document, label, scale):
    """(record fields, None) or (None, reason)."""
    if label.get("misplaced") == "YES" or label.get("ambiguous") == "YES":
        return None, "misplaced"
    if label.get("fixedFrame") == "YES" or label.get("translatesAutoresizingMaskIntoConstraints") == "YES":
        return None, "fixedFrame"
    if label.get("adjustsFontSizeToFit") == "YES" or label.get("adjustsLetterSpacingToFitWidth") == "YES":
        return None, "adjustsFontSizeToFit"
    if label.get("placeholderIntrinsicWidth") or label.get("placeholderIntrinsicHeight"):
        return None, "placeholderIntrinsicSize"
    if label.get("customClass") is not None or label.find("userDefinedRuntimeAttributes") is not None:
        # A UILabel subclass (often IBDesignable) or a runtime attribute may
        # change the font, the insets or the intrinsic size itself.
        return None, "customClass"
    superview = document.superview(label)
    if label.get("id") in document.varied or (superview is not None and superview.get("id") in document.varied):
        return None, "sizeClassVariation"
    text, reason = label_text(label)
    if reason:
        return None, reason
    font, reason = label_font(label)
    if reason:
        return None, reason
    frame = frame_of(label)
    if frame is None:
        return None, "noFrame"
    lines = int(label.get("numberOfLines", "1"))
    if lines != 1:
        if label.get("preferredMaxLayoutWidth") is not None:
            return None, "lines:preferredMaxLayoutWidth"
        size = font["size"] if "size" in font else TEXT_STYLE_SIZE_L[font["textStyle"]]
        # One line of a system font is about 1.2 em tall, two lines 2.4 em.
        if frame["height"] > 1.6 * size:
            return None, "lines:wraps"
    anchors = document.anchors.get(label.get("id"), set())
    if any(axis == "?" for axis, _ in anchors):
        return None, "constraint:otherAttribute"
    if superview is not None and superview.tag == "stackView":
        if anchors:
            return None, "stack:ownConstraints"
        width_ok, height_ok, reason = stack_placement(document, label, superview)
        if reason:
            return None, reason
    else:
        width_ok = axis_free(anchors, "h", "width")
        height_ok = axis_free(anchors, "v", "height")
    if width_ok and not on_pixel_grid(frame["width"], scale):
        width_ok = False
    if height_ok and not on_pixel_grid(frame["height"], scale):
        height_ok = False
    if not (width_ok or height_ok):
        return None, "constraint:bothAxesFixed"
    return {
        "text": text,
        "font": font,
        "numberOfLines": lines,
        "width": snapped(frame["width"], scale),
        "height": snapped(frame["height"], scale),
        "widthTrusted": width_ok,
        "heightTrusted": height_ok,
    }, None


def judge_document(data):
    """(Document, scale, device, toolsVersion) or (None, reason)."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        return None, "document:unparsable"
    if root.tag != "document" or root.get("version") != "3.0":
        return None, "document:format"
    if root.get("targetRuntime") != "iOS.CocoaTouch":
        return None, "document:notIOS"
    if root.get("useAutolayout") != "YES":
        return None, "document:noAutoLayout"
    device = root.find("device")
    if device is None:
        return None, "document:noDevice"
    scale = DEVICE_SCALE.get(device.get("id"))
    if scale is None:
        return None, "document:unknownDevice"
    tools = root.get("toolsVersion", "0")
    if int(tools.split(".")[0]) < 12000:
        return None, "document:before Xcode 8.3"
    return (Document(root), scale, device.get("id"), root.get("toolsVersion")), None


def held_out(repo, path, object_id):
    digest = hashlib.sha256(f"{repo}:{path}:{object_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 < HELD_OUT_PERCENT


def extract(sources, mirror_root, rejections):
    records = []
    for source in sources:
        repo, commit = source["repo"], source["commit"]
        git_dir = os.path.join(mirror_root, repo.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(git_dir, ".git")):
            git_dir = os.path.join(git_dir, ".git")
        prefixes = source.get("exclude", [])
        for path in git_ib_files(git_dir, commit):
            if any(path.startswith(p) for p in prefixes):
                continue
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
                fields.update({
                    "scale": scale,
                    "device": device,
                    "toolsVersion": tools,
                    "heldOut": held_out(repo, path, object_id),
                    "source": {"repo": repo, "path": path, "commit": commit,
                               "licence": source["licence"], "objectID": object_id},
                })
                found.append(fields)
            if integral_frames(found, scale):
                rejections["document:integralFrames"] += len(found)
                continue
            records.extend(found)
    return records


def integral_frames(found, scale):
    """True when a document's trusted label sizes are all whole points.

    CoreText sizes fall on the pixel grid, so at @2x half of them are
    fractional. A document where at least 4 (at @3x, 3) trusted sizes are
    all whole stores designer-typed or rounded frames (Xcode 8.0-8.2 did
    this for every label), not measured ones.
    """
    sizes = [r[axis] for r in found for axis in ("width", "height") if r[axis + "Trusted"]]
    return len(sizes) >= (4 if scale == 2 else 3) and all(v == int(v) for v in sizes)


def check_copied_objects(records, rejections):
    """Distrust the widths of labels copied between files and retyped.

    IB object ids are random, so one id in two files of a repository means
    a copied file. When the copies' texts differ, the text was edited in
    the copy, often without IB laying the label out again (sentry-cocoa's
    sample storyboards keep one 230 pt frame for three different titles);
    none of those widths is trusted.
    """
    texts = defaultdict(set)
    for record in records:
        texts[(record["source"]["repo"], record["source"]["objectID"])].add(record["text"])
    for record in records:
        if len(texts[(record["source"]["repo"], record["source"]["objectID"])]) > 1 and record["widthTrusted"]:
            rejections["copiedObject:retyped"] += 1
            record["widthTrusted"] = False
    return records


def font_key(font):
    return json.dumps(font, sort_keys=True)


def remove_duplicates_and_conflicts(records, rejections):
    """One record per (text, font, scale); sources that disagree are dropped.

    The same label copied between files (Base.lproj and a translation, a
    demo in two languages) adds no information. Two sources that give the
    same text, font and scale different sizes (beyond a rounding step) show
    that at least one of them is not what CoreText measured, so the axis
    they disagree on is untrusted in every copy.
    """
    groups = defaultdict(list)
    for record in records:
        groups[(record["text"], font_key(record["font"]), record["scale"])].append(record)
    kept = []
    for key in sorted(groups):
        group = groups[key]
        first = group[0]
        for axis in ("width", "height"):
            trusted = [r[axis] for r in group if r[axis + "Trusted"]]
            if trusted and max(trusted) - min(trusted) > 1.0 / first["scale"] + 1e-3:
                rejections[f"conflict:{axis}"] += 1
                for r in group:
                    r[axis + "Trusted"] = False
        best = max(group, key=lambda r: (r["widthTrusted"] + r["heightTrusted"], r["toolsVersion"] or ""))
        rejections["duplicate"] += len(group) - 1
        if best["widthTrusted"] or best["heightTrusted"]:
            kept.append(best)
    kept.sort(key=lambda r: (r["source"]["repo"], r["source"]["path"], r["source"]["objectID"]))
    return kept


def line_height_key(record):
    """The system font's ascender and descender do not change with weight or
    italic, so one point size (a text style's at size L) has one line height
    at one scale."""
    font = record["font"]
    size = font["size"] if "size" in font else TEXT_STYLE_SIZE_L[font["textStyle"]]
    return (size, record["scale"])


def one_line_ratio(record):
    """Whether a height is plausibly one line of its point size: in every
    (size, scale) group of the set that has a common height, that height is
    1.19-1.23 em after pixel rounding; 1.15-1.32 em leaves room for the
    rounding at small sizes and for emoji."""
    size, _ = line_height_key(record)
    return 1.15 <= record["height"] / size <= 1.32


def common_line_height(counts):
    """The most common height given by at least two texts, preferring
    values off the whole-point grid: a designer types 21, CoreText gives
    20.5 (or 20.33 at @3x), so where both occur the fractional one is the
    measured one."""
    agreed = [(n, h) for h, n in counts.items() if n >= 2]
    fractional = [(n, h) for n, h in agreed if h != int(h)]
    pool = fractional or agreed
    return max(pool)[1] if pool else None


def is_line_height(height, line_height, scale):
    """Whether a stored height is the line height as IB stores it.

    IB (like UIKit) rounds each edge of a solved frame to the pixel grid, so
    a label whose origin falls between pixels is stored one pixel taller or
    shorter than its intrinsic size (20.67 for 20.33 at @3x when centred in
    a 44 pt cell). A whole-point height where the line height is not whole
    is taken as designer-typed (21 for 20.5), not as such a rounding.
    """
    if abs(height - line_height) > 1.0 / scale + 1e-3:
        return False
    return not (height == int(height) and line_height != int(line_height) and height != line_height)


def check_line_heights(records, rejections):
    """Distrust frames whose height is not their font's one-line height.

    A label's single-line height depends only on its point size and the
    scale, so the trusted heights of one (size, scale) agree; their most common value,
    when at least two different texts give it, is that font's line height.
    A frame with another height was not laid out by IB with that font and
    text (the text or font was changed afterwards and the label never
    re-laid out, yet not marked misplaced), so neither its width nor its
    height is trusted. A label whose height constraints fix may be taller
    than one line, never shorter: a shorter one is stale or squeezed, and
    its width is not trusted. A width whose font has no established line height is
    kept only if the label's own height is trusted (the frame is then
    self-consistent). Heights compare within one pixel (see is_line_height).
    """
    heights = defaultdict(Counter)
    for record in records:
        if record["heightTrusted"]:
            heights[line_height_key(record)][record["height"]] += 1
    kept = []
    for record in records:
        line_height = common_line_height(heights.get(line_height_key(record), Counter()))
        if line_height is None and record["heightTrusted"] and not one_line_ratio(record):
            rejections["lineHeight:outOfBand"] += 1
            record["widthTrusted"] = record["heightTrusted"] = False
        elif line_height is None:
            if record["widthTrusted"] and not record["heightTrusted"]:
                rejections["lineHeight:unverified"] += 1
                record["widthTrusted"] = False
        elif record["heightTrusted"] and not is_line_height(record["height"], line_height, record["scale"]):
            rejections["lineHeight:stale"] += 1
            record["widthTrusted"] = record["heightTrusted"] = False
        elif record["height"] < line_height - 1.0 / record["scale"] - 1e-3:
            rejections["lineHeight:compressed"] += 1
            record["widthTrusted"] = False
        if record["widthTrusted"] or record["heightTrusted"]:
            kept.append(record)
    return kept


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
    records = check_copied_objects(extract(sources, arguments.mirror_root, rejections), rejections)
    records = remove_duplicates_and_conflicts(records, rejections)
    records = check_line_heights(records, rejections)
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
