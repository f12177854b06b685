#!/usr/bin/env python3
"""Tests of the label calibration rules on small IB documents written here.

Run: python3 Tools/test_label_calibration.py
"""

import os
import sys
import unittest
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from label_calibration_checks import (  # noqa: E402
    check_copied_objects, check_line_heights, held_out, held_out_by_repository, integral_frames,
    merge_added_sources, remove_duplicates_and_conflicts)
from split import half  # noqa: E402
from label_calibration_ib import judge_document, judge_label  # noqa: E402

LABEL_FONT = '<fontDescription key="fontDescription" type="system" pointSize="17"/>'


def label(identifier="lab-00-aaa", text="Label", width="41.5", height="20.5", extra="", font=LABEL_FONT):
    return f'''<label opaque="NO" text="{text}" translatesAutoresizingMaskIntoConstraints="NO" {extra} id="{identifier}">
        <rect key="frame" x="16" y="20" width="{width}" height="{height}"/>
        {font}
    </label>'''


def storyboard(subviews, constraints="", tools="22155", device="retina4_7"):
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="{tools}" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <device id="{device}" orientation="portrait" appearance="light"/>
    <scenes><scene sceneID="sc1"><objects>
        <viewController id="vc1"><view key="view" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>{subviews}</subviews>
            <constraints>{constraints}</constraints>
        </view></viewController>
    </objects></scene></scenes>
</document>'''.encode()


LEADING = '<constraint firstItem="lab-00-aaa" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>'
TOP = '<constraint firstItem="lab-00-aaa" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>'
TRAILING = '<constraint firstAttribute="trailing" secondItem="lab-00-aaa" secondAttribute="trailing" constant="16" id="c3"/>'


def judged(data, identifier="lab-00-aaa"):
    document_fields, reason = judge_document(data)
    if reason:
        return None, reason
    document, scale = document_fields[0], document_fields[1]
    return judge_label(document, document.by_id[identifier], scale)


class DocumentRules(unittest.TestCase):
    def test_label_placed_by_one_edge_per_axis_is_trusted_on_both(self):
        fields, reason = judged(storyboard(label(), LEADING + TOP))
        self.assertIsNone(reason)
        self.assertEqual((fields["width"], fields["height"]), (41.5, 20.5))
        self.assertTrue(fields["widthTrusted"] and fields["heightTrusted"])
        self.assertEqual(fields["font"], {"size": 17, "weight": "regular", "italic": False})

    def test_label_pinned_by_leading_and_trailing_keeps_only_its_height(self):
        fields, _ = judged(storyboard(label(), LEADING + TOP + TRAILING))
        self.assertFalse(fields["widthTrusted"])
        self.assertTrue(fields["heightTrusted"])

    def test_sibling_pinned_to_the_label_counts_as_an_edge_of_the_label(self):
        sibling = '<view id="sib" translatesAutoresizingMaskIntoConstraints="NO"><rect key="frame" x="70" y="20" width="10" height="10"/></view>'
        chained = '<constraint firstItem="sib" firstAttribute="leading" secondItem="lab-00-aaa" secondAttribute="trailing" constant="8" id="c4"/>'
        fields, _ = judged(storyboard(label() + sibling, LEADING + TOP + chained))
        self.assertFalse(fields["widthTrusted"])

    def test_width_constraint_untrusts_the_width(self):
        inner = label().replace("</label>", '<constraints><constraint firstAttribute="width" constant="41.5" id="w1"/></constraints></label>')
        fields, _ = judged(storyboard(inner, LEADING + TOP))
        self.assertFalse(fields["widthTrusted"])
        self.assertTrue(fields["heightTrusted"])

    def test_rejections_name_their_rule(self):
        cases = {
            "misplaced": storyboard(label(extra='misplaced="YES"'), LEADING + TOP),
            "customClass": storyboard(label(extra='customClass="StyledLabel"'), LEADING + TOP),
            "adjustsFontSizeToFit": storyboard(label(extra='adjustsFontSizeToFit="YES"'), LEADING + TOP),
            "font:custom": storyboard(label(font='<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>'), LEADING + TOP),
            "text:multiline": storyboard(label(text="one&#10;two"), LEADING + TOP),
            "document:before Xcode 8.3": storyboard(label(), LEADING + TOP, tools="11762"),
            "document:unknownDevice": storyboard(label(), LEADING + TOP, device="watch44"),
            "constraint:bothAxesFixed": storyboard(label(), LEADING + TOP + TRAILING.replace("c3", "c5") + TRAILING.replace(
                'firstAttribute="trailing"', 'firstAttribute="bottom"').replace('secondAttribute="trailing"', 'secondAttribute="bottom"')),
        }
        for expected, data in cases.items():
            with self.subTest(expected):
                self.assertEqual(judged(data)[1], expected)

    def test_system_font_kinds_and_text_styles(self):
        fonts = {
            '<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>': {"size": 15, "weight": "bold", "italic": False},
            '<fontDescription key="fontDescription" type="italicSystem" pointSize="13"/>': {"size": 13, "weight": "regular", "italic": True},
            '<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20.5"/>': {"size": 20.5, "weight": "semibold", "italic": False},
            '<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>': {"textStyle": "subheadline"},
            '<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>': {"textStyle": "largeTitle"},
        }
        for description, expected in fonts.items():
            with self.subTest(description):
                fields, reason = judged(storyboard(label(font=description), LEADING + TOP))
                self.assertIsNone(reason)
                self.assertEqual(fields["font"], expected)

    def test_size_off_the_pixel_grid_is_not_trusted(self):
        fields, _ = judged(storyboard(label(width="41.3"), LEADING + TOP))
        self.assertFalse(fields["widthTrusted"])
        fields, _ = judged(storyboard(label(width="41.666666666666664", height="20.333333333333332"), LEADING + TOP,
                                      device="retina6_12"))
        self.assertEqual((fields["width"], fields["height"]), (41.6667, 20.3333))
        self.assertTrue(fields["widthTrusted"] and fields["heightTrusted"])

    def test_vertical_stack_with_leading_alignment_keeps_a_narrower_labels_width(self):
        def stack(alignment, width):
            return f'''<stackView axis="vertical" alignment="{alignment}" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                <rect key="frame" x="16" y="20" width="{width}" height="41"/>
                <subviews>{label()}{label("lab-00-bbb", "Longer label", "95")}</subviews></stackView>'''
        pins = ('<constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>'
                '<constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>')
        fields, _ = judged(storyboard(stack("leading", "95"), pins))
        self.assertTrue(fields["widthTrusted"])
        self.assertTrue(fields["heightTrusted"])  # fill distribution, stack height free
        widest, _ = judged(storyboard(stack("leading", "95"), pins), "lab-00-bbb")
        self.assertFalse(widest["widthTrusted"])  # as wide as the stack: maybe compressed
        self.assertEqual(judged(storyboard(stack("fill", "95"), pins))[1], None)  # height still free
        self.assertFalse(judged(storyboard(stack("fill", "95"), pins))[0]["widthTrusted"])
        pinned = pins + '<constraint firstAttribute="bottom" secondItem="stk" secondAttribute="bottom" id="s3"/>'
        self.assertEqual(judged(storyboard(stack("fill", "95"), pinned))[1], "stack:stretches")

    def test_size_class_variation_rejects_only_the_labels_it_touches(self):
        varied = LEADING.replace('id="c1"/>', 'id="c1"><variation key="heightClass=compact" constant="30"/></constraint>')
        other = label("lab-00-ccc", "Other", "40", "20.5")
        other_pins = ('<constraint firstItem="lab-00-ccc" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="o1"/>'
                      '<constraint firstItem="lab-00-ccc" firstAttribute="top" secondItem="root" secondAttribute="top" id="o2"/>')
        data = storyboard(label() + other, varied + TOP + other_pins)
        self.assertEqual(judged(data)[1], "sizeClassVariation")
        self.assertIsNone(judged(data, "lab-00-ccc")[1])


def record(text, width, height, scale=2, size=17, repo="o/r", object_id=None, trusted=(True, True)):
    return {"text": text, "font": {"size": size, "weight": "regular", "italic": False}, "width": width,
            "height": height, "widthTrusted": trusted[0], "heightTrusted": trusted[1], "scale": scale,
            "toolsVersion": "22155",
            "source": {"repo": repo, "path": "A.storyboard", "objectID": object_id or text}}


class SetChecks(unittest.TestCase):
    def test_document_of_whole_point_sizes_only_is_designer_typed(self):
        self.assertTrue(integral_frames([record("a", 42, 21), record("b", 50, 21)], 2))
        self.assertFalse(integral_frames([record("a", 42, 21), record("b", 50, 20.5)], 2))
        self.assertFalse(integral_frames([record("a", 42, 21)], 2))  # too few to tell

    def test_height_other_than_the_line_height_untrusts_the_whole_frame(self):
        records = [record("a", 10, 20.5), record("b", 20, 20.5), record("c", 30, 21), record("d", 40, 21)]
        kept = check_line_heights(records, Counter())
        # 21 is whole where the common fractional height is 20.5: typed by a designer.
        self.assertEqual([r["text"] for r in kept], ["a", "b"])

    def test_one_pixel_of_edge_rounding_is_still_the_line_height(self):
        third = 1 / 3
        records = [record("a", 10, 20.3333, 3), record("b", 20, 20.3333, 3), record("c", 30, round(20 + 2 * third, 4), 3)]
        kept = check_line_heights(records, Counter())
        self.assertEqual(len(kept), 3)

    def test_pinned_label_shorter_than_a_line_loses_its_width(self):
        records = [record("a", 10, 20.5), record("b", 20, 20.5), record("c", 30, 17, trusted=(True, False))]
        kept = check_line_heights(records, Counter())
        self.assertEqual([r["text"] for r in kept], ["a", "b"])

    def test_retyped_copy_of_a_label_untrusts_every_copy_width(self):
        records = [record("Dynamic Target", 190, 20.5, object_id="x"), record("Static Target", 190, 20.5, object_id="x"),
                   record("Alone", 40, 20.5, object_id="y")]
        check_copied_objects(records, Counter())
        self.assertEqual([r["widthTrusted"] for r in records], [False, False, True])

    def test_sources_that_disagree_by_more_than_a_pixel_untrust_that_axis(self):
        records = [record("Same", 40, 20.5, repo="a/a"), record("Same", 41, 20.5, repo="b/b"),
                   record("Close", 40, 20.5, repo="a/a"), record("Close", 40.5, 20.5, repo="b/b")]
        kept = remove_duplicates_and_conflicts(records, Counter())
        by_text = {r["text"]: r for r in kept}
        self.assertFalse(by_text["Same"]["widthTrusted"])
        self.assertTrue(by_text["Same"]["heightTrusted"])
        self.assertTrue(by_text["Close"]["widthTrusted"])
        self.assertEqual(len(kept), 2)

    def test_held_out_share_is_about_thirty_percent_and_stable(self):
        picks = [held_out("owner/repo", "Main.storyboard", f"id-{n}") for n in range(2000)]
        self.assertTrue(0.27 < sum(picks) / len(picks) < 0.33)
        self.assertEqual(picks, [held_out("owner/repo", "Main.storyboard", f"id-{n}") for n in range(2000)])

    def test_added_sources_are_split_by_the_corpus_split_of_their_repository(self):
        names = [f"owner{n}/repo{n}" for n in range(200)] + ["firebase/quickstart-ios", "AgoraIO/API-Examples"]
        self.assertEqual([held_out_by_repository(n) for n in names], [half(n) == "held-out" for n in names])
        # Repositories read before the corpus existed are tune, whatever their hash.
        self.assertFalse(held_out_by_repository("firebase/quickstart-ios"))
        picks = [held_out_by_repository(f"owner{n}/repo{n}") for n in range(2000)]
        self.assertTrue(0.45 < sum(picks) / len(picks) < 0.55)

    def test_an_added_label_that_the_first_sources_hold_is_dropped(self):
        first = [record("Held", 40, 20.5, repo="a/a")]
        added = [record("Held", 44, 20.5, repo="b/b"), record("New", 30, 20.5, repo="b/b")]
        kept = merge_added_sources(first, added, Counter())
        self.assertEqual([r["text"] for r in kept], ["New"])
        self.assertEqual(first[0]["width"], 40)

    def test_an_added_source_judges_copies_per_commit(self):
        def added(text, commit):
            r = record(text, 40, 20.5, object_id="lab-1")
            r["source"].update({"commit": commit, "split": "repository"})
            return r
        # The same object retyped in a later commit: each commit's label keeps its width.
        kept = check_copied_objects([added("Old", "c1"), added("New", "c2")], Counter())
        self.assertTrue(all(r["widthTrusted"] for r in kept))
        # Retyped copies within one commit are still distrusted.
        kept = check_copied_objects([added("Old", "c1"), added("New", "c1")], Counter())
        self.assertFalse(any(r["widthTrusted"] for r in kept))


if __name__ == "__main__":
    unittest.main()
