import Foundation
import Testing

/// Pairings of attributes UIKit refuses are refused with UIKit's reason, by
/// every way in (an import, `constraint add`, an Interface Builder file), and
/// the database stays as it was.
@Suite struct AttributePairingCommandTests {
    static let refused: [(equation: String, reason: String)] = [
        ("icon.leading == icon.height", "'icon.leading' is a location and 'icon.height' a dimension"),
        ("icon.width == title.top * 2", "'title.top' is a location and 'icon.width' a dimension"),
        ("icon.centerX == title.centerY", "'icon.centerX' is a horizontal location and 'title.centerY' a vertical one"),
        ("icon.leading == title.left + 8", "A constraint cannot be made between a leading/trailing attribute and a "
            + "right/left attribute. Use leading/trailing for both or neither."),
        ("icon.rightMargin == title.trailingMargin", "Use leading/trailing for both or neither."),
    ]

    @Test func constraintAddRefusesWhatUIKitRefuses() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let before = try scratch.snapshot()
        for (equation, reason) in Self.refused {
            let result = try scratch.layout("constraint", "add", "cell", equation)
            #expect(result.status == 1, "\(equation): \(result)")
            #expect(result.stderr.contains(reason), "\(equation): \(result.stderr)")
            #expect(result.stderr.contains("UIKit refuses the pair"), "\(equation): \(result.stderr)")
            #expect(try scratch.snapshot() == before, "\(equation)")
        }
        // A dimension against a dimension, across axes, stays allowed.
        #expect(try scratch.layout("constraint", "add", "cell", "title.height == icon.width * 0.5").status == 0)
    }

    @Test func importRefusesWhatUIKitRefuses() throws {
        for (equation, reason) in Self.refused {
            let scratch = try Scratch()
            let document = cellDocument.replacingOccurrences(of: "icon.height == icon.width", with: equation)
            let result = try scratch.layout("import", try scratch.file("cell.json", document))
            #expect(result.status == 1, "\(equation): \(result)")
            #expect(result.stderr.contains(reason), "\(equation): \(result.stderr)")
            #expect(try scratch.layout("screens").stdout == "", "\(equation)")
        }
    }

    @Test func interfaceBuilderConstraintsAreCheckedToo() throws {
        let scratch = try Scratch()
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box-1" firstAttribute="leading" secondItem="root-1" secondAttribute="left" id="bad-1"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let result = try scratch.layout("import", try scratch.file("Bar.xib", xib))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("Use leading/trailing for both or neither."), "\(result.stderr)")
        #expect(try scratch.layout("screens").stdout == "")
    }
}
