import Foundation
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #33: Xcode 15.3 to 16 store a full-screen root on a notched iPhone with its safe area's
/// insets drawn twice (118 = 2 × 59 at the top of a `retina6_12` root, 68 = 2 × 34 at the
/// bottom); `IBDrawnSafeArea.drawsInsetsTwice`. The design takes them, a device does not.
@Suite("The safe area Xcode 15.3 to 16 draw twice")
struct DoubledSafeAreaTests {
    static let iPhone15 = IBDesign.canvas(id: "retina6_12", toolsVersion: 24412)!
    static let iPhone8 = IBDesign.canvas(id: "retina4_7", toolsVersion: 24412)!
    static let iPadPro = IBDesign.canvas(id: "ipad12_9rounded", toolsVersion: 24412)!

    @Test func onlyXcode15_3To16DrawANotchedIPhonesInsetsTwice() {
        func twice(_ toolsVersion: Double, _ device: IBDesign.Canvas = Self.iPhone15, landscape: Bool = false) -> Bool {
            IBDrawnSafeArea.drawsInsetsTwice(toolsVersion: toolsVersion, device: device, landscape: landscape)
        }
        #expect(!twice(23504))  // Xcode 15.0–15.2
        #expect(twice(23727))   // Xcode 15.3
        #expect(twice(24412))
        #expect(twice(25094))
        #expect(!twice(32700))  // Xcode 26
        #expect(!twice(24412, landscape: true))
        // No home indicator, or an iPad: the inset IB draws once.
        #expect(!twice(24412, Self.iPhone8))
        #expect(!twice(24412, Self.iPadPro))
    }

    /// A bar pinned 8 below the safe area's top and a footer 8 above its bottom, on a 393 × 852
    /// `retina6_12` root saved by `toolsVersion`.
    private func pinned(toolsVersion: String, gap: Double = 8) -> String {
        IBSample.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-aaa">
                    <rect key="frame" x="0.0" y="126" width="393" height="44"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-aaa">
                    <rect key="frame" x="0.0" y="180" width="393" height="44"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar-00-aaa" firstAttribute="top" secondItem="saf-00-aaa" secondAttribute="top" constant="8" id="c01-00-aaa"/>
                <constraint firstItem="bar-00-aaa" firstAttribute="leading" secondItem="saf-00-aaa" secondAttribute="leading" id="c02-00-aaa"/>
                <constraint firstItem="saf-00-aaa" firstAttribute="trailing" secondItem="bar-00-aaa" secondAttribute="trailing" id="c03-00-aaa"/>
                <constraint firstItem="bar-00-aaa" firstAttribute="height" constant="44" id="c04-00-aaa"/>
                <constraint firstItem="box-00-aaa" firstAttribute="top" secondItem="bar-00-aaa" secondAttribute="bottom" constant="\(gap)" id="c05-00-aaa"/>
                <constraint firstItem="box-00-aaa" firstAttribute="leading" secondItem="saf-00-aaa" secondAttribute="leading" id="c06-00-aaa"/>
                <constraint firstItem="saf-00-aaa" firstAttribute="trailing" secondItem="box-00-aaa" secondAttribute="trailing" id="c07-00-aaa"/>
                <constraint firstItem="saf-00-aaa" firstAttribute="bottom" secondItem="box-00-aaa" secondAttribute="bottom" constant="8" id="c08-00-aaa"/>
                """,
            rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"saf-00-aaa\"/>",
            toolsVersion: toolsVersion,
            device: "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>",
            rootFrame: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>")
    }

    @Test func xcode16DrawsTheSensorHousingAndTheHomeIndicatorTwice() throws {
        let imported = try IBSample.read(pinned(toolsVersion: "24412"))
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "bar-00-aaa")
        #expect(screen.design?.safeArea == EdgeInsets(top: 2 * 59, left: 0, bottom: 2 * 34, right: 0))
        #expect(try IBSample.frame("bar-00-aaa", in: screen, result).y == 2 * 59 + 8)
        let box = try IBSample.frame("box-00-aaa", in: screen, result)
        #expect(box.y == 2 * 59 + 8 + 44 + 8)
        #expect(box.y + box.height == 852 - 2 * 34 - 8)
        // UIKit draws each inset once: on the iPhone 15 the bar is 59 + 8 down.
        let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
        let onDevice = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.portrait, screen: screen))
        #expect(try IBSample.frame("bar-00-aaa", in: screen, onDevice).y == 59 + 8)
    }

    @Test func xcode15_0AndXcode26DrawThemOnce() throws {
        for toolsVersion in ["23504", "32700.99.1234"] {
            let imported = try IBSample.read(pinned(toolsVersion: toolsVersion))
            let (screen, _, result) = try IBSample.designSolve(imported, holding: "bar-00-aaa")
            #expect(screen.design?.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(try IBSample.frame("bar-00-aaa", in: screen, result).y == 59 + 8)
        }
    }

    /// With 650 between the bar and the box, the twice-drawn insets leave the box
    /// 852 - 2 × 59 - 8 - 44 - 650 - 2 × 34 - 8 = -44 high: a negative size that the insets
    /// drawn once (852 - 59 - 8 - 44 - 650 - 34 - 8 = 49) do not make, so the design keeps them once.
    @Test func theSecondInsetsYieldWhereTheyMakeAFinding() throws {
        let imported = try IBSample.read(pinned(toolsVersion: "24412", gap: 650))
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "bar-00-aaa")
        #expect(screen.design?.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(try IBSample.frame("box-00-aaa", in: screen, result).height == 852 - 59 - 8 - 44 - 650 - 34 - 8)
    }
}

/// The real file (Tests/Fixtures/InterfaceBuilder/Sizes/README.md).
@Suite("The safe area Xcode 16 draws twice, on a real file")
struct DoubledSafeAreaFixtureTests {
    /// sentry-cocoa's Objective-C sample (Xcode 16.3, 24765, `retina6_1`): its title label is
    /// pinned 44 below the safe area's top and IB stores it at y 140 = 2 × 48 + 44; the stack
    /// of buttons 8 below it at 140 + 20.5 + 8. On an iPhone 11 the label is 48 + 44 down.
    @Test func sentrysTitleSitsBelowTwoSensorHousings() throws {
        let imported = try IBSample.sizesFixture("sentry-iOS-ObjectiveC-Main.storyboard")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "Si0-bZ-rNR")
        #expect(screen.design?.safeArea == EdgeInsets(top: 2 * 48, left: 0, bottom: 2 * 34, right: 0))
        let title = try IBSample.frame("Si0-bZ-rNR", in: screen, result)
        #expect(title.y == 2 * 48 + 44)
        #expect(try IBSample.frame("AVC-4r-eVc", in: screen, result).y == title.y + title.height + 8)
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        for (name, stored) in design.frames where !design.misplacedOrAmbiguous.contains(name) && name != screen.root {
            let solved = try #require(result.frames.first { $0.view == name }?.frame)
            #expect(abs(solved.y - stored.y) <= 0.5 && abs(solved.height - stored.height) <= 0.5, "\(name)")
        }
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        let onDevice = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.portrait, screen: screen))
        #expect(try IBSample.frame("Si0-bZ-rNR", in: screen, onDevice).y == 48 + 44)
    }

    /// GoMap's changeset upload (Xcode 16.0, 24093.7, `retina6_1`), the root of a navigation
    /// controller: its comment label is 8 below the safe area's top at y 158 = 2 × 48 + 54 + 8
    /// (a 54-pt navigation bar below the doubled sensor housing), and its text view ends 20
    /// above the safe area's bottom at 896 - 2 × 34 - 20.
    @Test func goMapsChangesetSitsBelowTheNavigationBarXcode16Draws() throws {
        let imported = try IBSample.sizesFixture("GoMap-Changeset.storyboard")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "ikj-u9-9Bn")
        #expect(screen.design?.safeArea == EdgeInsets(top: 2 * 48 + 54, left: 0, bottom: 2 * 34, right: 0))
        #expect(try IBSample.frame("ikj-u9-9Bn", in: screen, result).y == 2 * 48 + 54 + 8)
        let text = try IBSample.frame("BAY-7z-hwv", in: screen, result)
        #expect(text.y + text.height == 896 - 2 * 34 - 20)
    }
}

/// A view controller's xib view that simulates a navigation bar, a tab bar or a toolbar
/// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, as a storyboard scene's
/// simulated metrics) has the bar in its safe area at the design: IB draws it over the view.
@Suite("The bars a xib view simulates")
struct XibSimulatedBarTests {
    private func xib(bars: String, width: Double = 375, height: Double = 667, toolsVersion: String = "19162") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListViewController">
                    <connections>
                        <outlet property="view" destination="1" id="out-00-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="44" width="375" height="574"/>
                        </tableView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                    <constraints>
                        <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="c01-00-001"/>
                        <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="c02-00-001"/>
                        <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="tbl-00-001" secondAttribute="trailing" id="c03-00-001"/>
                        <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="tbl-00-001" secondAttribute="bottom" id="c04-00-001"/>
                    </constraints>
                    \(bars)
                </view>
            </objects>
        </document>
        """
    }

    private func table(_ text: String) throws -> (design: EdgeInsets?, frame: Frame) {
        let imported = try IBSample.read(text, file: "List.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "tbl-00-001")
        return (screen.design?.safeArea, try IBSample.frame("tbl-00-001", in: screen, result))
    }

    /// An Xcode 12 xib on an iPhone 8 (no status bar drawn, "The status bar IB draws"): the
    /// navigation bar's 44 at the top, and a tab bar's 49 below.
    @Test func aNavigationBarAndATabBarAreInTheSafeArea() throws {
        let (design, frame) = try table(xib(bars: """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """))
        #expect(design == EdgeInsets(top: 0 + 44, left: 0, bottom: 49, right: 0))
        #expect(frame == Frame(x: 0, y: 0 + 44, width: 375, height: 667 - 44 - 49))
    }

    @Test func aToolbarIs44AndNoBarsNothing() throws {
        let (toolbar, _) = try table(xib(bars: "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>"))
        #expect(toolbar == EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        let (none, frame) = try table(xib(bars: ""))
        #expect(none == nil)
        #expect(frame.y == 0 && frame.height == 667)
    }

    /// A view stored below an opaque bar (375 × 623, not the screen's size) is freeform: IB
    /// draws no bar over it.
    @Test func aViewBelowAnOpaqueBarHasNone() throws {
        let (design, _) = try table(xib(bars: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>",
                                        height: 667 - 44))
        #expect(design == nil)
    }
}
