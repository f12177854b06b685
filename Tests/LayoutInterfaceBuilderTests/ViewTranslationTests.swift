import Foundation
import LayoutCore
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

@Suite("IB views, names and bad input")
struct ViewTranslationTests {
    @Test func namesComeFromLabelsClassesThenKinds() {
        var naming = IBNaming(reserved: ["superview", "safeArea", "keyboard"])
        #expect(naming.name(candidates: ["Title Label"], fallback: "label", lowerFirst: true) == "titleLabel")
        #expect(naming.name(candidates: [nil, "URLField"], fallback: "textField", lowerFirst: true) == "urlField")
        #expect(naming.name(candidates: [nil, nil], fallback: "label", lowerFirst: true) == "label1")
        #expect(naming.name(candidates: [nil], fallback: "label", lowerFirst: true) == "label2")
        #expect(naming.name(candidates: ["Title Label"], fallback: "label", lowerFirst: true) == "titleLabel2")
        #expect(naming.name(candidates: ["safe area"], fallback: "view", lowerFirst: true) == "safeArea2")
        #expect(naming.name(candidates: ["😬"], fallback: "label", lowerFirst: true) == "label3")
        #expect(IBNaming.identifier("8bC-Xf-vdC", lowerFirst: false) == "_8bCXfVdC")
    }

    @Test func screenNamesFollowIdentifierClassLabelThenID() throws {
        let named = IBSample.storyboard(subviews: "", storyboardIdentifier: "Login Screen")
        #expect(try IBSample.read(named).document.screens.map(\.name) == ["LoginScreen"])
        let unnamed = IBSample.storyboard(subviews: "", storyboardIdentifier: "")
        // A file of one scene with nothing to name it is named after the file (#24.12).
        #expect(try IBSample.read(unnamed).document.screens.map(\.name) == ["Sample"])
        // With two such scenes, each is named after its IB object id.
        let second = unnamed.replacingOccurrences(of: "<scene sceneID=\"sc1-00-aaa\">", with: """
            <scene sceneID="sc2-00-aaa"><objects><viewController id="vc2-00-aaa" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root-00-bbb"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            </viewController></objects></scene>
            <scene sceneID="sc1-00-aaa">
            """)
        #expect(try IBSample.read(second).document.screens.map(\.name).sorted() == ["vc100Aaa", "vc200Aaa"])
        // Stable: the same file gives the same document.
        #expect(try IBSample.read(named).document == (try IBSample.read(named).document))
    }

    @Test func intrinsicSizesHuggingStacksAndHidden() throws {
        let text = IBSample.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="st1-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                <subviews>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalCompressionResistancePriority="751" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-001">
                        <rect key="frame" x="90" y="0.0" width="20.5" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <slider opaque="NO" hidden="YES" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl1-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="31"/>
                    </slider>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="pl1-00-001">
                        <rect key="frame" x="85" y="50" width="30" height="20"/>
                    </view>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="im1-00-001">
                        <rect key="frame" x="80" y="80" width="40" height="40"/>
                    </imageView>
                </subviews>
            </stackView>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        #expect(screen.views.map(\.name) == ["view", "stack1", "label1", "slider1", "view1", "imageView1"])
        let stack = try #require(screen.view(named: "stack1"))
        #expect(stack.kind == "stack")
        #expect(stack.stack == StackProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 12))
        let label = try #require(screen.view(named: "label1"))
        // A text is measured where IB's stored size disagrees with the measurement (TextImportTests):
        // the sample's 20.5-wide frame is wider than "Hi" by more than 3 points, its height agrees.
        let measured = try #require(ViewText.oneLineIntrinsicSize(of: label, scale: 2))
        #expect(abs(20.5 - measured.width) > 3 && abs(20.5 - measured.height) <= 3)
        #expect(label.intrinsicSize == IntrinsicSize(width: nil, height: 20.5))
        #expect(label.hugging == AxisPriorities(horizontal: LayoutPriority(251), vertical: nil))
        #expect(label.compressionResistance == AxisPriorities(horizontal: nil, vertical: LayoutPriority(751)))
        #expect(label.ibID == "lb1-00-001")
        let slider = try #require(screen.view(named: "slider1"))
        #expect(slider.hidden)
        #expect(slider.intrinsicSize == IntrinsicSize(width: nil, height: 31))
        #expect(screen.view(named: "view1")?.intrinsicSize == IntrinsicSize(width: 30, height: nil))
        #expect(screen.view(named: "imageView1")?.intrinsicSize == nil)  // no image, no intrinsic size
        // Arranged views are laid out by the stack, never by autoresizing masks; the stack,
        // which no constraint names, keeps its frame (left, width, top, height fixed).
        #expect(IBSample.equations(screen) == [
            "st1-00-001:autoresizing1": "stack1.left == 0", "st1-00-001:autoresizing2": "stack1.width == 200",
            "st1-00-001:autoresizing3": "stack1.top == 0", "st1-00-001:autoresizing4": "stack1.height == 120",
        ])
    }

    /// `spacingType="standard"` (UIStackView.spacingUseSystem) is the system spacing between
    /// siblings, 8 pt; the stacks in arcgis-LineOfSightGeoElement (CrossDevice fixtures) use it.
    @Test func standardStackSpacingIsTheSystemSiblingSpacing() throws {
        let text = IBSample.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="st1-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                <subviews>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="pl1-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="20"/>
                    </view>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="pl2-00-001">
                        <rect key="frame" x="38" y="0.0" width="40" height="20"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        #expect(screen.view(named: "stack1")?.stack == StackProperties(axis: .horizontal, usesStandardSpacing: true))
        // Solved, the second arranged view starts 8 pt after the first ends.
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 667))
        let first = try #require(result.frames.first { $0.view == "view1" }?.frame)
        let second = try #require(result.frames.first { $0.view == "view2" }?.frame)
        #expect(second.x == first.x + first.width + 8)
    }

    /// Every constraint between a scroll view and its content is kept: its edges are the content
    /// area's (the trailing and bottom ones give the content size), its width the frame's.
    @Test func scrollViewContentEdgesAreKeptForTheContentArea() throws {
        let text = IBSample.storyboard(subviews: """
            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001" userLabel="Content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1000" id="s05"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="s01"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="s02"/>
                    <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="s03"/>
                    <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="s04"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="s06"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="r01"/>
            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="r02"/>
            <constraint firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="r03"/>
            <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="r04"/>
            """)
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        // The bottom and trailing edges set the content size: kept, the model attaches them to the
        // content area (#32 1.3), where they were left out with a warning.
        #expect(Set(screen.constraints.map(\.id)) == ["s01", "s02", "s03", "s04", "s05", "s06", "r01", "r02", "r03", "r04"])
        #expect(imported.warnings.isEmpty)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 667))
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.frames.first { $0.view == "content" }?.frame == Frame(x: 0, y: 0, width: 375, height: 1000))
    }

    private func error(_ text: String, file: String = "Bad.storyboard") -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderImporter.read(Data(text.utf8), file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func badInputNamesTheFileAndLine() throws {
        let notXML = try #require(error("this is not xml"))
        #expect(notXML.file == "Bad.storyboard")
        #expect(notXML.message.hasPrefix("not an XML document"))

        let good = IBSample.storyboard(subviews: "")
        let truncated = try #require(error(String(good.prefix(good.count / 2))))
        #expect(truncated.message.hasPrefix("not an XML document"))
        #expect(truncated.line != nil)

        let html = try #require(error("<html>\n<body/>\n</html>"))
        #expect(html.description == "Bad.storyboard:1: not an Interface Builder document (the top element is <html>, not <document>)")

        let mac = try #require(error(good.replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "Cocoa.Storyboard.XIB")))
        #expect(mac.message.hasPrefix("not an iOS Interface Builder document"))

        let missing = try #require(error(IBSample.storyboard(subviews: "", constraints: """
            <constraint firstItem="nope-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="bad-00-001"/>
            """)))
        #expect(missing.message == "constraint 'bad-00-001' names 'nope-00-001', which is no object of this document")
        let missingLine = try #require(missing.line)
        #expect(IBSample.storyboard(subviews: "").split(separator: "\n", omittingEmptySubsequences: false).count > missingLine - 1)

        let duplicate = try #require(error(IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" id="dup-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            <view contentMode="scaleToFill" id="dup-00-001"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
            """)))
        #expect(duplicate.message.hasPrefix("duplicate id 'dup-00-001' (also on line "))
    }
}

/// Text in an imported screen rounds to its design device's pixel grid.
@Suite struct DesignDisplayScaleTests {
    @Test(arguments: [("retina4_7", 2.0), ("retina5_5", 3), ("retina6_1", 2), ("retina6_12", 3), ("ipad12_9", 2),
                      ("retina3_5", 2)])
    func theDesignDeviceGivesTheScale(device: String, scale: Double) {
        let design = ScreenDesign(device: device, width: 375, height: 667)
        #expect(IBDesign.request(for: design).displayScale == scale)
    }

    @Test func anUnknownDeviceKeepsTheDefault() {
        #expect(IBDesign.request(for: ScreenDesign(device: "retina9_9", width: 375, height: 667)).displayScale == 2)
    }
}
