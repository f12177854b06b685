#!/usr/bin/env python3
"""Writes a xib of one top-level view holding VIEWS views in all (default 100000),
shaped like Xcode 15 saves them: groups of ten (a container view and nine
labels), each label pinned to its container's leading margin and below the label
before it, each container below the one before it. About 760 bytes a view, so
100,000 views make a 76 MB file (issue #35, point 11, measured a 58 MB one)."""
import sys

views = int(sys.argv[1]) if len(sys.argv) > 1 else 100000

counter = 0
def ident():
    global counter
    counter += 1
    n = counter
    chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    s = ""
    for _ in range(8):
        s += chars[n % len(chars)]
        n //= len(chars)
    return f"{s[0:3]}-{s[3:5]}-{s[5:8]}"

root = ident()
groups = max(1, (views - 1) // 10)
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" '
       'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
       'useSafeAreas="YES" colorMatched="YES">',
       '    <device id="retina6_12" orientation="portrait" appearance="light"/>',
       '    <objects>',
       '        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>',
       f'        <view contentMode="scaleToFill" id="{root}">',
       f'            <rect key="frame" x="0.0" y="0.0" width="393" height="{groups * 300}"/>',
       '            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
       '            <subviews>']
root_constraints = []
previous_group = None
for group in range(groups):
    container = ident()
    labels = [ident() for _ in range(9)]
    out.append(f'                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{container}" userLabel="Group {group}">')
    out.append(f'                    <rect key="frame" x="16" y="{group * 300}" width="361" height="292"/>')
    out.append('                    <subviews>')
    constraints = []
    for index, label in enumerate(labels):
        out.append(f'                        <label opaque="NO" horizontalHuggingPriority="251" text="Row {group}.{index}" '
                   f'lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">')
        out.append(f'                            <rect key="frame" x="8" y="{8 + index * 30}" width="345" height="20.333333333333332"/>')
        out.append('                            <fontDescription key="fontDescription" type="system" pointSize="17"/>')
        out.append('                        </label>')
        top = (f'<constraint firstItem="{label}" firstAttribute="top" secondItem="{container}" secondAttribute="topMargin" id="{ident()}"/>'
               if index == 0 else
               f'<constraint firstItem="{label}" firstAttribute="top" secondItem="{labels[index - 1]}" secondAttribute="bottom" constant="9.6666666666666679" id="{ident()}"/>')
        constraints += [top,
                        f'<constraint firstItem="{label}" firstAttribute="leading" secondItem="{container}" secondAttribute="leadingMargin" id="{ident()}"/>']
    out.append('                    </subviews>')
    out.append('                    <constraints>')
    out += ['                        ' + c for c in constraints]
    out.append('                    </constraints>')
    out.append('                </view>')
    top = (f'<constraint firstItem="{container}" firstAttribute="top" secondItem="{root}" secondAttribute="top" id="{ident()}"/>'
           if previous_group is None else
           f'<constraint firstItem="{container}" firstAttribute="top" secondItem="{previous_group}" secondAttribute="bottom" constant="8" id="{ident()}"/>')
    root_constraints += [top,
                         f'<constraint firstItem="{container}" firstAttribute="leading" secondItem="{root}" secondAttribute="leading" constant="16" id="{ident()}"/>',
                         f'<constraint firstAttribute="trailing" secondItem="{container}" secondAttribute="trailing" constant="16" id="{ident()}"/>']
    previous_group = container
out.append('            </subviews>')
out.append('            <constraints>')
out += ['                ' + c for c in root_constraints]
out.append('            </constraints>')
out.append('        </view>')
out += ['    </objects>', '</document>', '']
sys.stdout.write("\n".join(out))
