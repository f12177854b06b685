import Foundation
import Testing

/// A storyboard with one scene: a label pinned to the safe area and the root's margins.
private let storyboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="sc1-00-aaa">
            <objects>
                <viewController storyboardIdentifier="Welcome" id="vc1-00-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-aaa" userLabel="Title">
                                <rect key="frame" x="20" y="52" width="374" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-00-aaa"/>
                        <constraints>
                            <constraint firstItem="lbl-00-aaa" firstAttribute="top" secondItem="saf-00-aaa" secondAttribute="top" constant="8" id="c01-00-aaa"/>
                            <constraint firstItem="lbl-00-aaa" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" identifier="titleLeading" id="c02-00-aaa"/>
                            <constraint firstAttribute="trailingMargin" secondItem="lbl-00-aaa" secondAttribute="trailing" id="c03-00-aaa"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>

"""

/// The same with a custom view whose intrinsic size is unknown (a warning).
private let storyboardWithWarning = storyboard.replacingOccurrences(of: "</subviews>", with: """
        <view contentMode="scaleToFill" customClass="SparkleView" id="spk-00-aaa">
            <rect key="frame" x="0.0" y="100" width="50" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
    </subviews>
    """)

@Suite struct InterfaceBuilderImportTests {
    @Test func importsAStoryboardAndAJSONDocumentTogether() throws {
        let scratch = try Scratch()
        let ib = try scratch.file("Main.storyboard", storyboard)
        let json = try scratch.file("cell.json", cellDocument)
        let imported = try scratch.layout("import", ib, json)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr.contains("imported screen 'Welcome' (revision 1)"))
        #expect(imported.stderr.contains("imported screen 'cell' (revision 1)"))
        #expect(!imported.stderr.contains("warning"))

        let shown = try scratch.layout("show", "Welcome")
        #expect(shown.stdout.contains("designed at 414x896 on retina6_1"), "\(shown)")
        #expect(shown.stdout.contains("ibID lbl-00-aaa"))
        #expect(shown.stdout.contains("titleLeading"))
        #expect(shown.stdout.contains("title.top == safeArea.top * 1 + 8"))

        // Without --size or --device, solve uses the design: 414x896, safe area top 48 (Xcode 14's
        // iPhone 11, IBDesign.simulatedTop), margins 20.
        let solved = try scratch.layout("solve", "Welcome", "--format", "table")
        #expect(solved.status == 0, "\(solved)")
        #expect(solved.stdout.contains("414x896"))
        let row = solved.stdout.split(separator: "\n").first { $0.hasPrefix("title") }.map(String.init) ?? ""
        #expect(row.split(separator: " ").map(String.init) == ["title", "20", "\(48 + 8)", "\(414 - 2 * 20)", "20.5"], "\(solved)")

        // Edits keep the IB id with the view.
        #expect(try scratch.layout("view", "hide", "Welcome", "title").status == 0)
        let exported = try scratch.layout("export", "Welcome")
        #expect(exported.stdout.contains("\"hidden\": true"))
        #expect(exported.stdout.contains("\"ibID\": \"lbl-00-aaa\""))
        #expect(exported.stdout.contains("\"layoutMarginsRule\": \"viewController\""))
        #expect(exported.stdout.contains("\"design\": {"))
    }

    /// Through the database: import the storyboard, export, import the export elsewhere, export again.
    @Test func exportOfAnImportedStoryboardImportsToTheSameDocument() throws {
        let scratch = try Scratch()
        let ib = try scratch.file("Main.storyboard", storyboardWithWarning)
        #expect(try scratch.layout("import", ib).status == 0)
        let first = try scratch.layout("export")
        let exported = try scratch.file("exported.json", first.stdout)
        let other = scratch.directory.appendingPathComponent("other.sqlite").path
        #expect(try LayoutProcess.run(["--db", other, "import", exported]).status == 0)
        let second = try LayoutProcess.run(["--db", other, "export"])
        #expect(second.stdout == first.stdout)
        #expect(first.stdout.contains("\"ibID\": \"spk-00-aaa\""))
    }

    @Test func warningsNameFileLineAndIDAndStrictStoresNothing() throws {
        let scratch = try Scratch()
        let ib = try scratch.file("Warn.storyboard", storyboardWithWarning)
        let strict = try scratch.layout("import", "--strict", ib)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.contains("layout: warning: \(ib):"))
        #expect(strict.stderr.contains("'spk-00-aaa': custom class 'SparkleView' may have an intrinsic size"))
        #expect(strict.stderr.contains("layout: error: --strict: 1 approximation warning; nothing imported"))
        #expect(try scratch.layout("screens").stdout == "")

        let lenient = try scratch.layout("import", ib)
        #expect(lenient.status == 0, "\(lenient)")
        #expect(lenient.stderr.contains("layout: warning:"))
        #expect(try scratch.layout("screens").stdout.hasPrefix("Welcome\t1\t3\t"))
        // --replace as for JSON: the next revision, none when the file is the same.
        let same = try scratch.layout("import", "--replace", ib)
        #expect(same.stderr.contains("no change: screen 'Welcome' is the same as the stored one (revision 1)"), "\(same)")
        try scratch.file("Warn.storyboard", storyboardWithWarning.replacingOccurrences(of: "constant=\"8\"", with: "constant=\"12\""))
        let replaced = try scratch.layout("import", "--replace", ib)
        #expect(replaced.stderr.contains("imported screen 'Welcome' (revision 2)"), "\(replaced)")
    }

    @Test(arguments: [
        ("not XML", "this is not xml\n", "not an XML document"),
        ("truncated", String(storyboard.prefix(900)), "not an XML document"),
        ("not IB", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
         "not an Interface Builder document (the top element is <plist>, not <document>)"),
        ("missing id", storyboard.replacingOccurrences(of: "secondItem=\"saf-00-aaa\"", with: "secondItem=\"zzz-00-zzz\""),
         "constraint 'c01-00-aaa' names 'zzz-00-zzz', which is no object of this document"),
        ("duplicate id", storyboard.replacingOccurrences(of: "id=\"c03-00-aaa\"", with: "id=\"c02-00-aaa\""),
         "duplicate id 'c02-00-aaa' (also on line "),
    ])
    func badInputIsAnErrorWithFileAndLineAndStoresNothing(name: String, text: String, message: String) throws {
        let scratch = try Scratch()
        let good = try scratch.file("good.json", cellDocument)
        let bad = try scratch.file("Bad.storyboard", text)
        let result = try scratch.layout("import", good, bad)
        #expect(result.status == 1, "\(name): \(result)")
        #expect(result.stderr.hasPrefix("layout: error: \(bad):"), "\(name): \(result)")
        #expect(result.stderr.contains(message), "\(name): \(result)")
        // "file:LINE: message"
        let afterFile = result.stderr.dropFirst("layout: error: \(bad):".count)
        #expect(afterFile.first?.isNumber == true, "\(name): \(result)")
        #expect(try scratch.layout("screens").stdout == "", "\(name)")
    }
}
