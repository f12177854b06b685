#!/usr/bin/env python3
"""Writes a storyboard of SCENES scenes with VIEWS views in all (default 40 and 1000),
shaped like Xcode 15 saves them: each scene's root view holds a title label, a
vertical stack of rows (label + text field + switch) and buttons, pinned by
constraints to the safe area and the margins."""
import sys

scenes = int(sys.argv[1]) if len(sys.argv) > 1 else 40
views = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
per_scene = views // scenes  # the root view counts

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

out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" '
       'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
       'useSafeAreas="YES" colorMatched="YES">',
       '    <device id="retina6_12" orientation="portrait" appearance="light"/>', '    <scenes>']
for scene in range(scenes):
    vc, root, safe = ident(), ident(), ident()
    subviews, constraints = [], []
    remaining = per_scene - 1
    title = ident()
    subviews.append(f'<label opaque="NO" text="Scene {scene}" translatesAutoresizingMaskIntoConstraints="NO" id="{title}" userLabel="Title">'
                    f'<rect key="frame" x="16" y="67" width="358" height="20.5"/>'
                    f'<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
    constraints += [f'<constraint firstItem="{title}" firstAttribute="top" secondItem="{safe}" secondAttribute="top" constant="20" id="{ident()}"/>',
                    f'<constraint firstItem="{title}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="{ident()}"/>',
                    f'<constraint firstAttribute="trailingMargin" secondItem="{title}" secondAttribute="trailing" id="{ident()}"/>']
    remaining -= 1
    stack = ident()
    remaining -= 1
    rows = []
    y = 0
    while remaining >= 4:
        row, label, field, switch = ident(), ident(), ident(), ident()
        rows.append(f'<stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{row}">'
                    f'<rect key="frame" x="0.0" y="{y}" width="358" height="31"/><subviews>'
                    f'<label opaque="NO" horizontalHuggingPriority="251" text="Field" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">'
                    f'<rect key="frame" x="0.0" y="5" width="80" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>'
                    f'<textField opaque="NO" borderStyle="roundedRect" placeholder="value" translatesAutoresizingMaskIntoConstraints="NO" id="{field}">'
                    f'<rect key="frame" x="88" y="0.0" width="211" height="31"/><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>'
                    f'<switch opaque="NO" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{switch}">'
                    f'<rect key="frame" x="307" y="0.0" width="51" height="31"/></switch>'
                    f'</subviews></stackView>')
        y += 39
        remaining -= 4
    subviews.append(f'<stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">'
                    f'<rect key="frame" x="16" y="107.5" width="358" height="{max(0, y - 8)}"/><subviews>{"".join(rows)}</subviews></stackView>')
    constraints += [f'<constraint firstItem="{stack}" firstAttribute="top" secondItem="{title}" secondAttribute="bottom" constant="20" id="{ident()}"/>',
                    f'<constraint firstItem="{stack}" firstAttribute="leading" secondItem="{root}" secondAttribute="leadingMargin" id="{ident()}"/>',
                    f'<constraint firstAttribute="trailingMargin" secondItem="{stack}" secondAttribute="trailing" id="{ident()}"/>']
    previous = stack
    for _ in range(remaining):
        button = ident()
        subviews.append(f'<button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">'
                        f'<rect key="frame" x="16" y="0" width="46" height="30"/><state key="normal" title="Button"/></button>')
        constraints += [f'<constraint firstItem="{button}" firstAttribute="top" secondItem="{previous}" secondAttribute="bottom" constant="8" id="{ident()}"/>',
                        f'<constraint firstItem="{button}" firstAttribute="centerX" secondItem="{root}" secondAttribute="centerX" id="{ident()}"/>']
        previous = button
    out.append(f'        <scene sceneID="{ident()}"><objects>'
               f'<viewController storyboardIdentifier="Scene{scene}" id="{vc}" sceneMemberID="viewController">'
               f'<view key="view" contentMode="scaleToFill" id="{root}">'
               f'<rect key="frame" x="0.0" y="0.0" width="390" height="844"/>'
               f'<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
               f'<subviews>{"".join(subviews)}</subviews>'
               f'<viewLayoutGuide key="safeArea" id="{safe}"/>'
               f'<constraints>{"".join(constraints)}</constraints></view></viewController>'
               f'<placeholder placeholderIdentifier="IBFirstResponder" id="{ident()}" sceneMemberID="firstResponder"/>'
               f'</objects></scene>')
out += ['    </scenes>', '</document>', '']
sys.stdout.write("\n".join(out))
