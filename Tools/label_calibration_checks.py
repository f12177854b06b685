"""Checks across the whole calibration set: copies, duplicates, conflicts,
frames IB never laid out again, and the held-out split.

Used by Tools/extract-label-calibration.py.
"""

import hashlib
import json
import os
import sys
from collections import Counter, defaultdict

from label_calibration_ib import TEXT_STYLE_SIZE_L

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
from split import half  # noqa: E402

HELD_OUT_PERCENT = 30


def held_out(repo, path, object_id):
    """About 30 % of the labels, chosen by a hash of where they come from, so
    the split does not move when sources are added. The split of the sources
    read before issue #34 (sources.json entries without "split")."""
    digest = hashlib.sha256(f"{repo}:{path}:{object_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 < HELD_OUT_PERCENT


def held_out_by_repository(repo):
    """The split of sources added from issue #34 on (sources.json entries with
    "split": "repository"): the corpus split (Tools/corpus/split.py), by the
    repository's name alone, so every label of a repository falls in the same
    half as its files do in the corpus, and a held-out repository's labels are
    never seen while tuning."""
    return half(repo) == "held-out"


def split_by_repository(source):
    return source.get("split") == "repository"


def merge_added_sources(first, added, rejections):
    """The labels of the sources added from issue #34 on, joined to those of
    the first sources without changing any of them.

    A label of an added source whose (text, font, scale) the first sources
    already hold (trusted or not) is dropped: it would add no width, and
    letting it take part in the checks across the set could move a first
    label between the halves or untrust it. The added labels' own copies are
    judged per commit (an added source is often a later commit of a
    repository, where a label's text was edited and laid out again).
    """
    seen = {(r["text"], font_key(r["font"]), r["scale"]) for r in first}
    kept = []
    for record in added:
        if (record["text"], font_key(record["font"]), record["scale"]) in seen:
            rejections["added:alreadyHeld"] += 1
        else:
            kept.append(record)
    return kept


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
        texts[copy_key(record)].add(record["text"])
    for record in records:
        if len(texts[copy_key(record)]) > 1 and record["widthTrusted"]:
            rejections["copiedObject:retyped"] += 1
            record["widthTrusted"] = False
    return records


def copy_key(record):
    """One IB object in one repository; for an added source (split by
    repository), in one commit."""
    source = record["source"]
    commit = source["commit"] if source.get("split") == "repository" else None
    return (source["repo"], commit, source["objectID"])


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
