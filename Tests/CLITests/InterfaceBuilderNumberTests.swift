import Foundation
import Testing

/// Every number in an Interface Builder file is read strictly (issue #35, point 4):
/// `constant="12abc"` was stored as 0, `""` as 0 and `0x10` as 16, and `1e309` and
/// `NaN` failed as "unknown metric 'inf'". Each bad number, wherever the reader
/// reads one (constants, multipliers, priorities, frames, sizes, insets, fonts,
/// stack spacing, lines, margins), is an error naming the file, the line and the
/// attribute, and the database is left as it was.
@Suite struct InterfaceBuilderNumberTests {
    /// A scene with a label, a button, a stack and constraints: each number attribute the reader reads.
    static let storyboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController storyboardIdentifier="Numbers" id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label opaque="NO" horizontalHuggingPriority="251" text="Title" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                    <rect key="frame" x="16" y="20" width="36" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                    <rect key="frame" x="16" y="60" width="60" height="34"/>
                                    <inset key="contentEdgeInsets" minX="4" minY="2" maxX="4" maxY="2"/>
                                    <state key="normal" title="Button"/>
                                </button>
                                <stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                    <rect key="frame" x="16" y="100" width="100" height="40"/>
                                    <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                            <constraints>
                                <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="c01-00-001"/>
                                <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="c02-00-001"/>
                                <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="lab-00-001" secondAttribute="bottom" constant="20" priority="750" id="c03-00-001"/>
                                <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="lab-00-001" secondAttribute="leading" id="c04-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="width" secondItem="btn-00-001" secondAttribute="width" multiplier="1:2" id="c05-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="btn-00-001" secondAttribute="bottom" constant="6" id="c06-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="lab-00-001" secondAttribute="leading" id="c07-00-001"/>
                                <constraint firstItem="stk-00-001" firstAttribute="height" constant="40" id="c08-00-001"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    /// The storyboard with the attribute `attribute="value"` on the line holding `marker` set to `bad`,
    /// and that line's number.
    static func corrupted(_ text: String, marker: String, attribute: String, to bad: String) throws -> (String, Int) {
        var lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(marker) }, "\(marker)")
        let pattern = " \(attribute)=\""
        let start = try #require(lines[index].range(of: pattern), "\(attribute) on \(marker)")
        let end = try #require(lines[index][start.upperBound...].firstIndex(of: "\""))
        lines[index].replaceSubrange(start.upperBound..<end, with: bad)
        return (lines.joined(separator: "\n"), index + 1)
    }

    @Test func theSampleImports() throws {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("Numbers.storyboard", Self.storyboard))
        #expect(result.status == 0, "\(result)")
        // `toolsVersion` is a version, not a decimal: Xcode 16 writes three parts.
        let (xcode16, _) = try Self.corrupted(Self.storyboard, marker: "<document", attribute: "toolsVersion", to: "32700.99.1234")
        let other = try Scratch()
        let newer = try other.layout("import", try other.file("New.storyboard", xcode16))
        #expect(newer.status == 0, "\(newer)")
    }

    @Test func everyBadNumberNamesItsFileLineAndAttribute() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let before = try scratch.state()
        // (the line's marker, the attribute, its element)
        let places: [(String, String, String)] = [
            ("c01-00-001", "constant", "constraint"), ("c03-00-001", "priority", "constraint"),
            ("c05-00-001", "multiplier", "constraint"), ("lab-00-001\">", "numberOfLines", "label"),
            ("lab-00-001\">", "horizontalHuggingPriority", "label"), ("x=\"16\" y=\"20\"", "y", "rect"),
            ("x=\"16\" y=\"60\"", "width", "rect"), ("pointSize", "pointSize", "fontDescription"),
            ("contentEdgeInsets", "minX", "inset"), ("spacing=\"8\"", "spacing", "stackView"),
            ("layoutMargins", "top", "edgeInsets"), ("<document", "toolsVersion", "document"),
        ]
        let badValues = ["12abc", "", "0x10", "1e309", "NaN", "inf", "1,5", " 12", "--1", "1e"]
        for (marker, attribute, element) in places {
            for bad in badValues {
                let (text, line) = try Self.corrupted(Self.storyboard, marker: marker, attribute: attribute, to: bad)
                let path = try scratch.file("Bad.storyboard", text)
                let result = try scratch.layout("import", path)
                #expect(result.status == 1, "\(attribute)=\(bad): \(result)")
                let head = "layout: error: \(path):\(line): attribute '\(attribute)' of <\(element)> "
                #expect(result.stderr.hasPrefix(head), "\(attribute)=\(bad): \(result)")
                #expect(!result.stderr.contains("unknown metric"), "\(attribute)=\(bad): \(result)")
                #expect(try scratch.state() == before, "\(attribute)=\(bad)")
            }
        }
    }

    /// What each bad value is called.
    @Test func theMessageSaysWhatIsWrong() throws {
        let scratch = try Scratch()
        for (bad, says) in [("12abc", "is not a decimal number: '12abc'"), ("", "is empty; expected a number"),
                            ("0x10", "is not a decimal number: '0x10'"), ("1e309", "is too large to be a number: '1e309'"),
                            ("NaN", "is not a decimal number: 'NaN'")] {
            let (text, line) = try Self.corrupted(Self.storyboard, marker: "c01-00-001", attribute: "constant", to: bad)
            let path = try scratch.file("Bad.storyboard", text)
            let result = try scratch.layout("import", path)
            #expect(result.stderr == "layout: error: \(path):\(line): attribute 'constant' of <constraint> \(says)\n", "\(result)")
            #expect(!FileManager.default.fileExists(atPath: scratch.database), "a refused first import makes no database")
        }
        // A number of 100,000 digits is quoted by its ends, once.
        let digits = String(repeating: "9", count: 100_000)
        let (text, _) = try Self.corrupted(Self.storyboard, marker: "c01-00-001", attribute: "constant", to: digits + "x")
        let result = try scratch.layout("import", try scratch.file("Long.storyboard", text))
        #expect(result.status == 1)
        #expect(result.stderr.utf8.count < 400, "\(result.stderr.utf8.count) bytes")
        #expect(result.stderr.contains("(100001 characters)"), "\(result)")
    }

    /// Good numbers in every form IB writes still read: signs, fractions, exponents.
    @Test func numbersAsIBWritesThemRead() throws {
        let scratch = try Scratch()
        var text = Self.storyboard
        for (marker, attribute, value) in [("c01-00-001", "constant", "20.000000000000004"), ("c06-00-001", "constant", "-6"),
                                           ("c03-00-001", "priority", "750"), ("c05-00-001", "multiplier", "0.5"),
                                           ("c08-00-001", "constant", "4.0e1")] {
            text = try Self.corrupted(text, marker: marker, attribute: attribute, to: value).0
        }
        let result = try scratch.layout("import", try scratch.file("Good.storyboard", text))
        #expect(result.status == 0, "\(result)")
        let show = try scratch.layout("show", "Numbers")
        #expect(show.stdout.contains("== 40"), "\(show)")
    }

    /// A real storyboard (Hero's, MIT) with one constant spoiled: refused at its line.
    @Test func aRealStoryboardWithABadConstantIsRefusedAtItsLine() throws {
        let scratch = try Scratch()
        let url = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/Hero-Navigation.storyboard")
        let original = try String(contentsOf: url, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("<constraint ") && $0.contains(" constant=\"") })
        let start = try #require(lines[index].range(of: " constant=\""))
        let end = try #require(lines[index][start.upperBound...].firstIndex(of: "\""))
        lines[index].replaceSubrange(start.upperBound..<end, with: "12abc")
        let path = try scratch.file("Hero.storyboard", lines.joined(separator: "\n"))
        #expect(try scratch.layout("import", try scratch.file("Ok.storyboard", original)).status == 0)
        let before = try scratch.state()
        let result = try scratch.layout("import", "--prefix", "bad", path)
        #expect(result.status == 1)
        #expect(result.stderr == "layout: error: \(path):\(index + 1): attribute 'constant' of <constraint> "
                + "is not a decimal number: '12abc'\n", "\(result)")
        #expect(try scratch.state() == before)
    }
}
