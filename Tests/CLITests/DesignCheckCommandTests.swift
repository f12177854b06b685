import Foundation
import Testing

/// `check --design`: each screen imported from Interface Builder checked only at
/// the design its file stores (issue 32's corpus measurement needs it). The
/// oracle for what is found there is `layout solve` at the same design (`solve`
/// without a size or device uses it), read from its JSON.
@Suite struct DesignCheckCommandTests {
    static let fixtures = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")

    /// A scene whose design (an iPhone 8, portrait) has a box given two required widths.
    static let conflicting = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1-00-aaa">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-00-aaa">
                    <objects>
                        <viewController storyboardIdentifier="main" id="vc1-00-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                        <rect key="frame" x="20" y="40" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
                                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c02"/>
                                    <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c03"/>
                                    <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c04"/>
                                    <constraint firstItem="box-00-001" firstAttribute="width" constant="200" id="c05"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#

    /// The findings' JSON objects, one per line.
    static func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// `layout solve SCREEN` (the design) as JSON.
    static func solvedAtDesign(_ scratch: Scratch, _ screen: String) throws -> [String: Any] {
        let solved = try scratch.layout("solve", screen)
        #expect(solved.status == 0, "\(solved)")
        return try #require(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
    }

    @Test func aConflictAtTheDesignIsFoundThereAndNamesTheDesign() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("Conflict.storyboard", Self.conflicting)).status == 0)
        let screen = "main"  // the scene's storyboard identifier
        let solved = try Self.solvedAtDesign(scratch, screen)
        let broken = try #require((solved["unsatisfiable"] as? [[String: Any]])?.first)

        let json = try scratch.layout("check", "--design", "--json")
        #expect(json.status == 3, "\(json)")
        #expect(json.stderr.hasSuffix("checked 1 layout of 1 screen: 1 problem\n"), "\(json.stderr)")
        let findings = try Self.objects(json.stdout)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding["kind"] as? String == "unsatisfiable")
        #expect(finding["devices"] as? [String] == ["design"])
        #expect(finding["orientation"] as? String == "portrait")
        #expect(finding["broken"] as? String == broken["broken"] as? String)
        #expect(finding["conflict"] as? [String] == broken["conflict"] as? [String])

        let text = try scratch.layout("check", "--design")
        #expect(text.status == 3)
        #expect(text.stdout.hasPrefix("\(screen)  portrait  -  unsatisfiable: gave up \(broken["broken"] as? String ?? "?")"),
                "\(text.stdout)")
        #expect(text.stdout.split(separator: "\n").first?.hasSuffix("  on design") == true, "\(text.stdout)")
    }

    /// Wikipedia's cell (`wikipedia-ios-ArticleRightAlignedImageCollectionViewCell.xib`):
    /// docs/interface-builder.md explains its tie at the cell's stored 104 points, which
    /// is its design; there `check --design` finds exactly the ambiguity `solve` reports.
    @Test func aRealCellIsAmbiguousAtItsDesignAsSolveSaysThere() throws {
        let scratch = try Scratch()
        let file = Self.fixtures.appendingPathComponent("wikipedia-ios-ArticleRightAlignedImageCollectionViewCell.xib")
        #expect(try scratch.layout("import", file.path).status == 0)
        let screen = "WMFArticleRightAlignedImageCollectionViewCell"
        let solved = try Self.solvedAtDesign(scratch, screen)
        let expected = Set((solved["ambiguous"] as? [[String: Any]] ?? []).map { entry in
            "\(entry["view"] as? String ?? "?") \((entry["attributes"] as? [String] ?? []).joined(separator: ","))"
        })
        #expect(expected.contains("title height"), "\(expected)")

        let check = try scratch.layout("check", screen, "--design", "--json")
        #expect(check.status == 3, "\(check)")
        let findings = try Self.objects(check.stdout)
        #expect(findings.allSatisfy { $0["devices"] as? [String] == ["design"] && $0["kind"] as? String == "ambiguous" })
        let found = Set(findings.map { "\($0["view"] as? String ?? "?") \(($0["attributes"] as? [String] ?? []).joined(separator: ","))" })
        #expect(found == expected)
        #expect(check.stderr.contains("checked 1 layout of 1 screen"), "\(check.stderr)")
    }

    /// The RxSwift calculator: on the devices its keypad runs off a landscape screen
    /// (a negative height, docs/interface-builder.md), but IB's design, a portrait
    /// phone, is drawn clean, and `check --design` finds nothing there.
    @Test func aCleanDesignIsCleanWhereTheDevicesAreNot() throws {
        let scratch = try Scratch()
        let file = Self.fixtures.appendingPathComponent("RxSwift-Calculator.storyboard")
        #expect(try scratch.layout("import", file.path, "--prefix", "f3_").status == 0)
        let screen = "f3_CalculatorViewController"
        let solved = try Self.solvedAtDesign(scratch, screen)
        for key in ["unsatisfiable", "ambiguous", "negative", "truncated"] {
            #expect((solved[key] as? [Any] ?? []).isEmpty, "\(key) at the design")
        }
        let devices = try scratch.layout("check", screen, "--json")
        #expect(devices.status == 3, "the devices find the keypad's negative height")
        let design = try scratch.layout("check", screen, "--design", "--json")
        #expect(design.status == 0, "\(design)")
        #expect(design.stdout == "")
        #expect(design.stderr.hasSuffix("checked 1 layout of 1 screen: no conflicts or ambiguity\n"), "\(design.stderr)")
    }

    /// A screen written as a JSON document has no design: it is checked on the devices, and said so.
    @Test func aScreenWithoutADesignIsCheckedOnTheDevicesAndSaidSo() throws {
        let scratch = try Scratch()
        let document = #"{"layoutDocument": 1, "screens": [{"name": "plain", "root": "root", "views": [{"name": "root"}]}]}"#
        #expect(try scratch.layout("import", try scratch.file("plain.json", document)).status == 0)
        let plain = try scratch.layout("check")
        let design = try scratch.layout("check", "--design")
        #expect(design.status == 0, "\(design)")
        #expect(design.stderr == "layout: warning: 1 screen without an Interface Builder design ('plain') is checked "
                + "on the devices, as without --design\n" + plain.stderr, "\(design.stderr)")
    }

    /// Shards of a `--design` run merge into the whole run; `--merge` takes no `--design` of its own.
    @Test func designShardsMergeIntoTheWholeRun() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("Conflict.storyboard", Self.conflicting)).status == 0)
        let file = Self.fixtures.appendingPathComponent("wikipedia-ios-ArticleRightAlignedImageCollectionViewCell.xib")
        #expect(try scratch.layout("import", file.path).status == 0)
        let whole = try scratch.layout("check", "--design", "--json")
        var files: [String] = []
        for k in 1...2 {
            let shard = try scratch.layout("check", "--design", "--json", "--shard", "\(k)/2")
            #expect(shard.stdout.contains("\"design\":true,"), "\(shard.stdout)")
            files.append(try scratch.file("shard-\(k).json", shard.stdout))
        }
        let merged = try scratch.layout(["check", "--json", "--merge"] + files)
        #expect(merged.stdout == whole.stdout)
        #expect(merged.status == whole.status)
        let refused = try scratch.layout(["check", "--design", "--merge"] + files)
        #expect(refused.status == 64, "\(refused)")
    }

    /// A shard of a `--design` run and one of a run on the devices are two checks: `--merge` refuses them.
    @Test func designShardsDoNotMergeWithShardsOnTheDevices() throws {
        let scratch = try Scratch()
        // A screen without a design: both runs check it on the devices, so the shards differ only in --design.
        let document = #"{"layoutDocument": 1, "screens": [{"name": "plain", "root": "root", "views": [{"name": "root"}]}]}"#
        #expect(try scratch.layout("import", try scratch.file("plain.json", document)).status == 0)
        let design = try scratch.layout("check", "--design", "--json", "--shard", "1/2")
        let devices = try scratch.layout("check", "--json", "--shard", "2/2")
        let first = try scratch.file("shard-1.json", design.stdout)
        let second = try scratch.file("shard-2.json", devices.stdout)
        let merged = try scratch.layout("check", "--merge", first, second)
        #expect(merged.status == 1, "\(merged)")
        #expect(merged.stderr == "layout: error: '\(second)' is a shard of another check than '\(first)': "
                + "--design is not given in '\(second)' and given in '\(first)'\n", "\(merged.stderr)")
    }
}
