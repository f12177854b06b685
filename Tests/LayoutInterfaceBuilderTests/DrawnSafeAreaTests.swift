import Foundation
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #33 2.9: the safe area IB draws a root under where the root is not the device's whole
/// screen: a freeform xib view, a page sheet.
@Suite("The safe area of views that are not a screen")
struct DrawnSafeAreaTests {
    /// The canvases of `retina4_7` and of `retina6_1` in Xcode 12 (44 at the top), from the device table.
    static let iPhone8 = IBDesign.canvas(id: "retina4_7")!
    static let iPhone11 = IBDesign.canvas(id: "retina6_1", toolsVersion: 17701)!

    @Test func theHomeIndicatorIsTentativeUnderAFreeformViewOnANotchedDevice() {
        #expect(IBDrawnSafeArea.homeIndicatorIsTentative(fillsScreen: false, device: Self.iPhone11))
        #expect(!IBDrawnSafeArea.homeIndicatorIsTentative(fillsScreen: true, device: Self.iPhone11))
        // A home-button iPhone has no home indicator to be tentative about.
        #expect(!IBDrawnSafeArea.homeIndicatorIsTentative(fillsScreen: false, device: Self.iPhone8))
    }

    @Test func aPageSheetIsFiftyFourShorterOnANotchedIPhone() {
        func bottom(x: Double = 0, y: Double = 0, width: Double = 414, height: Double, landscape: Bool = false,
                    toolsVersion: Double = 17701, on device: IBDesign.Canvas = Self.iPhone11) -> Double? {
            IBDrawnSafeArea.pageSheetBottom(frame: IBFrame(x: x, y: y, width: width, height: height), landscape: landscape,
                                            toolsVersion: toolsVersion, device: device)
        }
        #expect(bottom(height: 896 - 54) == 34)
        #expect(bottom(height: 896) == nil)
        #expect(bottom(height: 896 - 83) == nil)
        #expect(bottom(y: 54, height: 896 - 54) == nil)
        #expect(bottom(height: 896 - 54, landscape: true) == nil)
        // Before Xcode 11 (iOS 13) no sheet; a home-button iPhone has no home indicator.
        #expect(bottom(height: 896 - 54, toolsVersion: 14490) == nil)
        #expect(bottom(width: 375, height: 667 - 54, on: Self.iPhone8) == nil)
    }

    /// A freeform top-level view's top is the status bar IB draws for it
    /// (`IBDesign.simulatedTop`, "The status bar IB draws"): none on a home-button iPhone in
    /// Xcode 9–10, the sensor housing's 44 on a notched one.
    @Test func aFreeformViewsTopIsTheStatusBarIBDrawsForIt() throws {
        func top(_ device: String, _ toolsVersion: String, width: Double, height: Double) throws -> Double? {
            let imported = try IBSample.read(IBSample.xib(subviews: "", toolsVersion: toolsVersion,
                device: "<device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>", width: width, height: height),
                file: "Top.xib")
            return imported.document.screens.first?.design?.safeArea?.top
        }
        #expect(try top("retina4_7", "14460", width: 270, height: 370) == nil)
        #expect(try top("retina4_7", "14460", width: 375, height: 667) == 20)
        #expect(try top("retina6_1", "17701", width: 414, height: 154) == 44)
    }

    /// A 270 × 370 popover in an Xcode 10 xib on an iPhone 8, its image 60 below the safe
    /// area's top: IB draws it at y 0 + 60 (no status bar over a freeform view); before, the
    /// importer gave it the device's 20 and put it at 80.
    @Test func aFreeformXibViewOnAHomeButtonIPhoneHasNoStatusBar() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="105" y="60" width="60" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="60" id="w01"/>
                    <constraint firstAttribute="height" constant="40" id="h01"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box-00-001" firstAttribute="centerX" secondItem="sfa-00-001" secondAttribute="centerX" id="c01"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sfa-00-001" secondAttribute="top" constant="60" id="c02"/>
            """, rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"sfa-00-001\"/>", toolsVersion: "14460", width: 270, height: 370),
            file: "Popover.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "box-00-001")
        #expect(screen.design?.safeArea == nil)
        #expect(try IBSample.frame("box-00-001", in: screen, result) == Frame(x: (270 - 60) / 2, y: 0 + 60, width: 60, height: 40))
    }

    /// A 49-pt bar on an iPhone 11, a label pinned 8 inside its safe area at top and bottom: a
    /// 34-pt home indicator would leave the label 49 - 44 - 34 - 16 high, a negative height IB
    /// never draws, so the bar has no bottom inset; its top keeps the sensor housing's 44.
    @Test func aHomeIndicatorThatSqueezesABarIsNotIBs() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="0.0" y="52" width="414" height="0.0"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c01"/>
            <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c02"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sfa-00-001" secondAttribute="top" constant="8" id="c03"/>
            <constraint firstItem="sfa-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="8" id="c04"/>
            """, rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"sfa-00-001\"/>", toolsVersion: "17701",
            device: "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>", width: 414, height: 60), file: "Bar.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "box-00-001")
        #expect(screen.design?.safeArea == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(try IBSample.frame("box-00-001", in: screen, result) == Frame(x: 0, y: 44 + 8, width: 414, height: 60 - 44 - 8 - 8))
        #expect(result.negative.isEmpty)
    }

    /// The same bar 154 high holds the home indicator: the label ends 34 + 8 above its bottom.
    @Test func aHomeIndicatorThatFitsIsKept() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="0.0" y="52" width="414" height="60"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c01"/>
            <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c02"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sfa-00-001" secondAttribute="top" constant="8" id="c03"/>
            <constraint firstItem="sfa-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="8" id="c04"/>
            """, rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"sfa-00-001\"/>", toolsVersion: "17701",
            device: "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>", width: 414, height: 154), file: "Bar.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "box-00-001")
        #expect(screen.design?.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(try IBSample.frame("box-00-001", in: screen, result) == Frame(x: 0, y: 44 + 8, width: 414, height: 154 - 44 - 8 - 34 - 8))
    }

    /// inaturalist's project header (a 375 × 139 freeform xib, Xcode 10, iPhone 8): its row
    /// is 7 inside the safe area, at y 0 + 7 as IB stores it (20 + 7 before).
    @Test func inaturalistsHeaderHasNoStatusBar() throws {
        let imported = try IBSample.sizesFixture("inaturalist-ProjectObservationHeaderView.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "9vn-5m-LAp")
        #expect(screen.design?.safeArea == nil)
        #expect(try IBSample.frame("9vn-5m-LAp", in: screen, result) == Frame(x: 7, y: 0 + 7, width: 375 - 7 - 7, height: 139 - 7 - 7))
    }

    /// arcgis' KML network links (Xcode 12, iPhone 11): the messages view controller is a
    /// page sheet, 414 × (896 - 54); its text view ends at the safe area's bottom, 34 above
    /// the card's (before, at the card's bottom).
    @Test func arcgisPageSheetHasTheHomeIndicatorBelow() throws {
        let imported = try IBSample.sizesFixture("arcgis-DisplayKMLNetworkLinks.storyboard")
        let design = try #require(imported.designs.first { $0.request.height == 896 - 54 })
        #expect(design.request.safeArea == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let screen = try #require(imported.document.screens.first { $0.name == design.screen })
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        for (name, stored) in design.frames where !design.misplacedOrAmbiguous.contains(name) {
            let solved = try #require(result.frames.first { $0.view == name }?.frame)
            #expect(abs(solved.y + solved.height - (stored.y + stored.height)) <= 0.5, "\(name)")
        }
        #expect(design.frames.values.contains { $0.y + $0.height == 896 - 54 - 34 })
    }
}

/// #33 2.6, on a real file: an Xcode 8 root's `topMargin` is the root's own (0) at the
/// design, IB's drawing of iOS 10, and takes the status bar in today's UIKit (the era rules,
/// docs/interface-builder.md "Cells by era"; LegacyRootMarginTests for a sample).
@Suite("An Xcode 8 root's top margin, on a real file")
struct LegacyTopMarginFixtureTests {
    /// RxSwift's partial-updates example (Xcode 8.3, iPhone 8, below an opaque navigation
    /// bar): its table is pinned to the root's `topMargin`, at y 0 in IB. On an iPhone 8 today
    /// the margin takes the 20-pt status bar; under the era `legacy` it does not.
    @Test func rxSwiftsTableSitsAtTheRootsOwnMargin() throws {
        let imported = try IBSample.sizesFixture("RxSwift-PartialUpdates.storyboard")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "hUq-CB-rKx")
        #expect(screen.design?.era == .legacy)
        #expect(try IBSample.frame("hUq-CB-rKx", in: screen, result).y == 0)
        let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
        let today = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.portrait, screen: screen))
        #expect(try IBSample.frame("hUq-CB-rKx", in: screen, today).y == 20 + 0)
        let iOS10 = try LayoutEngine.solve(screen, standardSpacing: .apple,
                                           request: device.layoutRequest(.portrait, screen: screen, era: .legacy))
        #expect(try IBSample.frame("hUq-CB-rKx", in: screen, iOS10).y == 0)
    }
}
