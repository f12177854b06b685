import Foundation
import Testing

/// A view that is not a full screen (a xib's toolbar, accessory or header) is
/// solved at its own size on each device: the device's width and its design
/// height, or its content's height when it sizes itself.
@Suite struct FreeformCommandTests {
    static func xib(ownedByViewController: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ToolbarController">
                    \(ownedByViewController ? #"<connections><outlet property="view" destination="bar-1" id="o-1"/></connections>"# : "")
                </placeholder>
                <view contentMode="scaleToFill" id="bar-1" userLabel="Toolbar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-1" userLabel="button">
                            <rect key="frame" x="8" y="7" width="30" height="30"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="btn-1" firstAttribute="leading" secondItem="bar-1" secondAttribute="leading" constant="8" id="c-1"/>
                        <constraint firstItem="btn-1" firstAttribute="top" secondItem="bar-1" secondAttribute="top" constant="7" id="c-2"/>
                        <constraint firstItem="bar-1" firstAttribute="bottom" secondItem="btn-1" secondAttribute="bottom" constant="7" id="c-5"/>
                        <constraint firstItem="btn-1" firstAttribute="width" constant="30" id="c-3"/>
                        <constraint firstItem="btn-1" firstAttribute="height" constant="30" id="c-4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func imported(ownedByViewController: Bool) throws -> (Scratch, String) {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("Toolbar.xib", Self.xib(ownedByViewController: ownedByViewController)))
        #expect(result.status == 0, "\(result)")
        let name = String(try scratch.layout("screens").stdout.split(separator: "\t").first ?? "")
        return (scratch, name)
    }

    @Test func aXibViewNoViewControllerOwnsIsFreeform() throws {
        let (scratch, name) = try imported(ownedByViewController: false)
        let export = try scratch.layout("export")
        #expect(export.stdout.contains(#""freeform": { "width": "device", "height": 44 }"#), "\(export.stdout)")
        // solve --device: the device's width, the design height; no safe area.
        for (device, width) in [("iPhone 8", 375.0), ("iPhone 16 Pro Max", 440.0)] {
            let solve = try scratch.layout("solve", name, "--device", device)
            #expect(solve.status == 0, "\(solve)")
            #expect(solve.stdout.contains(#""size": { "width": \#(Int(width)), "height": 44 }"#), "\(solve.stdout)")
            #expect(solve.stdout.contains(#""button": { "x": 8, "y": 7, "width": 30, "height": 30 }"#), "\(solve.stdout)")
            #expect(solve.stdout.contains(#""unsatisfiable": []"#), "\(solve.stdout)")
        }
        let landscape = try scratch.layout("solve", name, "--device", "iPhone 8", "--orientation", "landscape")
        #expect(landscape.stdout.contains(#""size": { "width": 667, "height": 44 }"#), "\(landscape.stdout)")
        // check solves it so on every device: 7 + 30 + 7 fits 44 points; a full screen would conflict.
        let check = try scratch.layout("check", name)
        #expect(check.status == 0, "\(check)")
    }

    @Test func aViewControllersViewStaysAFullScreen() throws {
        let (scratch, name) = try imported(ownedByViewController: true)
        #expect(!(try scratch.layout("export").stdout.contains("freeform")))
        let solve = try scratch.layout("solve", name, "--device", "iPhone 8")
        #expect(solve.stdout.contains(#""size": { "width": 375, "height": 667 }"#), "\(solve.stdout)")
        // At a full screen, 7 + 30 + 7 points cannot fill it: check finds the conflict.
        #expect(try scratch.layout("check", name, "--device", "iPhone 8").status == 3)
    }

    /// In a JSON document: a height left to the content, and a round trip.
    @Test func freeformInADocumentRoundTrips() throws {
        let scratch = try Scratch()
        let document = """
            { "layoutDocument": 1, "screens": [ { "name": "header", "root": "root",
              "design": { "width": 320, "height": 60, "freeform": { "width": "device", "height": "auto" } },
              "views": [{ "name": "root" }, { "name": "title", "superview": "root", "intrinsicSize": { "width": 100, "height": 21 } }],
              "constraints": [{ "id": "v", "visualFormat": "V:|-12-[title]-12-|" }, { "id": "h", "visualFormat": "H:|-[title]" }] } ] }
            """
        #expect(try scratch.layout("import", try scratch.file("header.json", document)).status == 0)
        let solve = try scratch.layout("solve", "header", "--device", "iPhone 8")
        #expect(solve.stdout.contains(#""size": { "width": 375, "height": \#(12 + 21 + 12) }"#), "\(solve.stdout)")
        // report solves it so too: every device's width, the content's height.
        let page = scratch.directory.appendingPathComponent("report.html").path
        #expect(try scratch.layout("report", "-o", page).status == 0)
        let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: page)), as: UTF8.self)
        let marker = #"id="layout-results">"#
        let start = try #require(html.range(of: marker)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [[String: Any]])
        // One entry per distinct layout, listing the devices that share it.
        #expect(entries.reduce(0) { $0 + (($1["devices"] as? [String])?.count ?? 0) } == 2 * (try catalogueSize()))
        let contentHeight: Double = 12 + 21 + 12
        for entry in entries {
            let size = entry["size"] as? [String: Double]
            #expect(size?["height"] == contentHeight, "\(entry["device"] ?? "")")
            #expect(size?["width"] ?? 0 >= 320, "\(entry["device"] ?? "")")
        }
        #expect(Set(entries.compactMap { ($0["size"] as? [String: Double])?["width"] }).count > 10, "each device's width")
        let exported = try scratch.layout("export").stdout
        #expect(exported.contains(#""freeform": { "width": "device", "height": "auto" }"#), "\(exported)")
        let again = try Scratch()
        #expect(try again.layout("import", try again.file("again.json", exported)).status == 0)
        #expect(try again.layout("export").stdout == exported)
        let bad = try Scratch()
        let wrong = document.replacingOccurrences(of: #""height": "auto""#, with: #""height": "tall""#)
        let refused = try bad.layout("import", try bad.file("bad.json", wrong))
        #expect(refused.status == 1)
        #expect(refused.stderr.contains(#"field 'height' of 'freeform' must be "device", "auto" or a number, found 'tall'"#),
                "\(refused.stderr)")
    }
}
