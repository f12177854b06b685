import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// The top inset IB draws a portrait iPhone screen with, by the Xcode that saved the file
/// (`IBDesign.simulatedTop`, docs/interface-builder.md "The status bar IB draws").
@Suite("The status bar IB draws, by Xcode version")
struct StatusBarDesignTests {
    /// A box 8 below the safe area's top, in a root view of `device` saved by `toolsVersion`.
    static func pinnedBox(toolsVersion: String, device: String, width: Double, height: Double) -> String {
        IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="0.0" y="8" width="\(width)" height="100"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-aaa" secondAttribute="top" constant="8" id="c01"/>
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c02"/>
            <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c03"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c04"/>
            """, rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"sa0-00-aaa\"/>", toolsVersion: toolsVersion,
            device: "<device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>",
            rootFrame: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width)\" height=\"\(height)\"/>")
    }

    /// The box's y at the design, and the design's top inset.
    static func designTop(_ text: String, file: String = "Sample.storyboard") throws -> (inset: Double, y: Double?) {
        let imported = try IBSample.read(text, file: file)
        let screen = try #require(imported.document.screens.first)
        let design = try #require(imported.designs.first).request
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design)
        let box = screen.views.first { $0.ibID == "box-00-001" }?.name
        return (design.safeArea.top, result.frames.first { $0.view == box }?.frame.y)
    }

    @Test(arguments: [
        // Home-button iPhone: Xcode 10.1 draws the status bar, Xcode 10.2 to 14.0 do not, 14.1 again.
        ("14490", "retina4_7", 375.0, 667.0, 20.0),
        ("14810.12", "retina4_7", 375, 667, 0),
        ("14868", "retina4_7", 375, 667, 0),
        ("15705", "retina4_7", 375, 667, 0),
        ("20037", "retina4_0", 320, 568, 0),
        ("21507", "retina5_5", 414, 736, 0),
        ("21701", "retina4_7", 375, 667, 20),
        ("32700", "retina4_7", 375, 667, 20),
        // Notched iPhones: 44 until Xcode 13, iOS 16's insets from Xcode 14.
        ("20037", "retina6_1", 414, 896, 44),
        ("21225", "retina6_1", 414, 896, 48),
        ("22155", "retina5_9", 375, 812, 50),
    ])
    func aViewControllersRoot(toolsVersion: String, device: String, width: Double, height: Double, top: Double) throws {
        let (inset, y) = try Self.designTop(Self.pinnedBox(toolsVersion: toolsVersion, device: device, width: width, height: height))
        #expect(inset == top)
        #expect(y == top + 8)
    }

    /// A xib's top-level view: at the screen's size IB draws it as a screen; at its own
    /// (freeform) size on a home-button iPhone, Xcode 9 and 10 draw no status bar over it.
    static func xib(toolsVersion: String, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root-00-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                            <rect key="frame" x="0.0" y="8" width="375" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sa0-00-aaa" secondAttribute="top" constant="8" id="c01"/>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c02"/>
                        <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c03"/>
                        <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c04"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="sa0-00-aaa"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test func aFreeformXibViewOfXcode10HasNoStatusBarAndAScreenSizedOneHasIt() throws {
        let freeform = try Self.designTop(Self.xib(toolsVersion: "14460", height: 145), file: "Sample.xib")
        #expect(freeform.inset == 0)
        #expect(freeform.y == 0.0 + 8)
        let screenSized = try Self.designTop(Self.xib(toolsVersion: "14460", height: 667), file: "Sample.xib")
        #expect(screenSized.inset == 20)
        #expect(screenSized.y == 20.0 + 8)
        // Xcode 14.1 draws the status bar over a freeform view too.
        let later = try Self.designTop(Self.xib(toolsVersion: "22505", height: 145), file: "Sample.xib")
        #expect(later.y == 20.0 + 8)
    }

    // MARK: Real files (Tests/Fixtures/InterfaceBuilder/StatusBar, sources in the README there)

    static func real(_ name: String) throws -> InterfaceBuilderImport {
        let url = Fixtures.directory.appendingPathComponent("StatusBar").appendingPathComponent(name)
        return try InterfaceBuilderImporter.read(Data(contentsOf: url), file: name)
    }

    static func solvedFrame(_ imported: InterfaceBuilderImport, id: String) throws -> (Frame?, IBScreenDesign) {
        for design in imported.designs {
            let screen = try #require(imported.document.screens.first { $0.name == design.screen })
            guard let view = screen.views.first(where: { $0.ibID == id }) else { continue }
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            return (result.frames.first { $0.view == view.name }?.frame, design)
        }
        Issue.record("no view \(id)")
        throw CancellationError()
    }

    /// openfoodfacts' Xcode 11 search screen on an iPhone 8: a summary view 8 below the safe
    /// area's top, at 0 + 8 as IB stores it (the status bar is not drawn).
    @Test func xcode11DrawsAnIPhone8WithoutItsStatusBar() throws {
        let (frame, design) = try Self.solvedFrame(Self.real("openfoodfacts-Search.storyboard"), id: "uwy-Oa-yWz")
        #expect(design.request.safeArea.top == 0)
        #expect(frame?.y == 0.0 + 8)
    }

    /// Datadog's Xcode 14.1 scenario on an iPhone 11 in a navigation controller: a stack 10
    /// below the safe area's top sits at 48 (iOS 16's inset) + 44 (the bar) + 10.
    @Test func xcode14DrawsAnIPhone11With48Points() throws {
        let (frame, design) = try Self.solvedFrame(Self.real("dd-sdk-ios-StopCoreScenario.storyboard"), id: "xAa-HR-Khy")
        #expect(design.request.safeArea.top == 48 + 44)
        #expect(frame?.y == 48.0 + 44 + 10)
    }

    /// ShopApp's Xcode 9 footer, a 375x145 freeform xib view: its stack 20 below the safe
    /// area's top is at 0 + 20.
    @Test func xcode9DrawsAFreeformXibViewWithoutAStatusBar() throws {
        let (frame, design) = try Self.solvedFrame(Self.real("shopapp-PaymentDetailsFooterView.xib"), id: "0BR-Vw-NHn")
        #expect(design.request.safeArea.top == 0)
        #expect(frame?.y == 0.0 + 20)
    }

    /// Every judged view of the three files matches IB's stored frame.
    @Test(arguments: ["openfoodfacts-Search.storyboard", "dd-sdk-ios-StopCoreScenario.storyboard",
                      "shopapp-PaymentDetailsFooterView.xib"])
    func everyViewOfTheRealFilesMatches(file: String) throws {
        let match = try FrameMatch.measure("StatusBar/" + file)
        #expect(match.compared > 0)
        #expect(match.matched == match.compared, "\(match.mismatches.joined(separator: "\n"))")
    }
}
