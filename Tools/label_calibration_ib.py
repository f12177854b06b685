"""Interface Builder rules for the label calibration set: which labels of one
document have a width or height that only their text decides.

Used by Tools/extract-label-calibration.py; the rules are listed in
Tests/Fixtures/TextCalibration/README.md.
"""

import xml.etree.ElementTree as ET
from collections import defaultdict

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
    if label.get("id") in document.varied or (
            superview is not None and superview.tag == "stackView" and superview.get("id") in document.varied):
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
