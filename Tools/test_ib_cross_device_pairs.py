#!/usr/bin/env python3
"""Tests of ib_cross_device_pairs.py's rule and of `scan-all` on small git histories written here.

Run: python3 Tools/test_ib_cross_device_pairs.py
"""
import io
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ib_cross_device_pairs import compare, quick_device, device_of, scan_all  # noqa: E402
from ib_pairs_history import classify  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
from pairs_build import kind, xcode  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402


def xib(device='<device id="retina4_7" orientation="portrait"/>', width=375, label="Label",
        outlet="", runtime="", tools="14460", traits="YES"):
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="{tools}" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="{traits}">
    {device}
    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="{tools}"/></dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">{outlet}</placeholder>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="{width}" height="100"/>
            <subviews>
                <label text="{label}" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="16" y="20" width="{width - 32}" height="20"/>
                    {runtime}
                </label>
            </subviews>
        </view>
    </objects>
</document>
'''.encode()


IPHONE_X = '<device id="retina5_9" orientation="portrait"/>'


class Repository:
    """A throw-away git repository whose commits are written one by one."""

    def __init__(self):
        self.directory = tempfile.TemporaryDirectory()
        self.path = self.directory.name
        self.time = 1_500_000_000
        self.run("init", "-q")

    def run(self, *arguments):
        environment = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
                           GIT_COMMITTER_EMAIL="t@t", GIT_AUTHOR_DATE="@%d +0000" % self.time,
                           GIT_COMMITTER_DATE="@%d +0000" % self.time)
        return subprocess.run(["git", "-C", self.path] + list(arguments), env=environment,
                              capture_output=True, check=True).stdout.decode().strip()

    def commit(self, files, message="change", rename=None):
        self.time += 3600
        if rename:
            os.makedirs(os.path.dirname(os.path.join(self.path, rename[1])), exist_ok=True)
            self.run("mv", rename[0], rename[1])
        for name, data in files.items():
            full = os.path.join(self.path, name)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as handle:
                handle.write(data)
            self.run("add", name)
        self.run("commit", "-q", "-m", message)
        return self.run("rev-parse", "HEAD")

    def blob(self, commit, name):
        return self.run("rev-parse", "%s:%s" % (commit, name))

    def scan(self):
        return scan_all(os.path.join(self.path, ".git"), "owner/name", out=io.StringIO())


class TheRule(unittest.TestCase):
    def test_frames_device_tools_outlets_and_runtime_attributes_are_bookkeeping(self):
        old = xib()
        new = xib(device=IPHONE_X, width=375 + 39, tools="15705",
                  outlet='<connections><outlet property="view" destination="root" id="o1"/></connections>',
                  runtime='<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" '
                          'keyPath="x" value="y"/></userDefinedRuntimeAttributes>')
        self.assertEqual(compare(old, new)[:3], (True, "retina4_7 portrait", "retina5_9 portrait"))

    def test_the_strict_rule_keeps_outlets_and_runtime_attributes(self):
        new = xib(device=IPHONE_X, width=414,
                  outlet='<connections><outlet property="view" destination="root" id="o1"/></connections>')
        self.assertTrue(compare(xib(), new)[0])
        self.assertFalse(compare(xib(), new, strict=True)[0])
        self.assertTrue(compare(xib(), xib(device=IPHONE_X, width=414), strict=True)[0])

    def test_a_changed_text_or_the_same_device_is_no_pair(self):
        self.assertFalse(compare(xib(), xib(device=IPHONE_X, label="Other"))[0])
        self.assertFalse(compare(xib(), xib(width=400))[0])

    def test_devices_are_read_the_same_without_parsing(self):
        for data in (xib(), xib(device=IPHONE_X), xib(device=""), xib(device="", traits="NO"),
                     xib(device='<device id="ipad9_7" orientation="landscape"/>')):
            self.assertEqual(quick_device(data), device_of(ET.fromstring(data)))
        self.assertEqual(quick_device(xib(device="")), "none 600x600")
        self.assertEqual(quick_device(xib(device="", traits="NO")), "none")


class ScanAll(unittest.TestCase):
    def test_a_pair_across_an_edit_and_its_undo(self):
        repository = Repository()
        first = repository.commit({"a/V.xib": xib()})
        repository.commit({"a/V.xib": xib(label="Edited")})  # edited on the old device
        last = repository.commit({"a/V.xib": xib(device=IPHONE_X, width=414)})  # edit undone, new device
        rows = repository.scan()
        self.assertEqual(len(rows), 1)
        row = rows[0]
        self.assertEqual(row[1:6], ["a/V.xib", first, last, "retina4_7 portrait", "retina5_9 portrait"])
        self.assertEqual(row[7:9], [repository.blob(first, "a/V.xib"), repository.blob(last, "a/V.xib")])
        self.assertEqual(row[10], "2/2")  # the root's and the label's frames both moved

    def test_the_closest_versions_in_time_and_one_pair_per_pair_of_devices(self):
        repository = Repository()
        repository.commit({"V.xib": xib(width=375)})
        middle = repository.commit({"V.xib": xib(width=370)})  # frames moved only: same canonical form
        last = repository.commit({"V.xib": xib(device=IPHONE_X, width=414)})
        rows = repository.scan()
        self.assertEqual([(r[2], r[3]) for r in rows], [(middle, last)])

    def test_renames_are_followed_and_the_path_is_the_one_both_commits_hold(self):
        repository = Repository()
        repository.commit({"old/V.xib": xib()})
        moved = repository.commit({}, rename=("old/V.xib", "new/V.xib"))
        last = repository.commit({"new/V.xib": xib(device=IPHONE_X, width=414)})
        rows = repository.scan()
        self.assertEqual([(r[1], r[2], r[3], r[9]) for r in rows], [("new/V.xib", moved, last, "new/V.xib")])

    def test_a_file_that_never_changes_device_gives_nothing(self):
        repository = Repository()
        repository.commit({"V.xib": xib()})
        repository.commit({"V.xib": xib(width=370)})
        self.assertEqual(repository.scan(), [])

    def test_copies_of_one_pair_under_two_paths_are_listed_once(self):
        repository = Repository()
        repository.commit({"a/V.xib": xib(), "b/V.xib": xib()})
        repository.commit({"a/V.xib": xib(device=IPHONE_X, width=414), "b/V.xib": xib(device=IPHONE_X, width=414)})
        self.assertEqual(len(repository.scan()), 1)


class Licences(unittest.TestCase):
    def test_standard_wordings(self):
        self.assertEqual(classify("The MIT License\n\nPermission is hereby granted, free of\ncharge"), "MIT")
        self.assertEqual(classify("Apache License\n Version 2.0, January 2004"), "Apache-2.0")
        self.assertEqual(classify("Redistribution and use in source and binary forms ... Neither the name"),
                         "BSD-3-Clause")
        self.assertEqual(classify("All rights reserved."), "unknown")


class Counting(unittest.TestCase):
    def test_device_kinds(self):
        self.assertEqual([kind(d) for d in ("retina6_12 portrait", "ipad9_7 landscape", "legacy retina4",
                                             "legacy iPad", "none 600x600", "none")],
                         ["iPhone", "iPad", "iPhone", "iPad", "freeform/none", "freeform/none"])

    def test_xcode_bands_read_the_leading_number(self):
        self.assertEqual([xcode(t) for t in ("10117", "12121", "14460.23.1", "17701", "22155",
                                             "32700.99.1234", "24506", "")],
                         ["<=7", "8", "10", "12", "15", "15", "16", "?"])


if __name__ == "__main__":
    unittest.main()
