import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

private func frame(_ result: SolveResult, _ view: String) -> Frame? {
    result.frames.first { $0.view == view }?.frame
}

/// #24.3: a view controller's root in an Xcode 5–8 file leaves the status bar out of
/// its margins under its own era (iOS 10) and takes the safe area in today's UIKit
/// (`insetsLayoutMarginsFromSafeArea` at its default, true).
@Suite("Legacy root margins by era")
struct LegacyRootMarginTests {
    /// A box 8 below the root's top margin, between its leading and trailing margins, 100 high.
    static let marginBox = IBSample.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
            <rect key="frame" x="16" y="8" width="343" height="100"/>
        </view>
        """, constraints: """
        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="topMargin" constant="8" id="m01"/>
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="m02"/>
        <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="m03"/>
        <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="m04"/>
        """, toolsVersion: "11542")

    @Test func theFileStoresNoFlagAndTheEraDecides() throws {
        let imported = try IBSample.read(Self.marginBox)
        let screen = try #require(imported.document.screens.first)
        let root = try #require(screen.view(named: screen.root))
        #expect(root.layoutMarginsRule == .viewController)
        #expect(root.insetsLayoutMarginsFromSafeArea)
        #expect(screen.design?.era == .legacy)
        let box = try #require(screen.views.first { $0.ibID == "box-00-001" }).name
        // The design (legacy, IB's 20-pt status bar): the top margin leaves it out, as IB stores.
        let design = try #require(imported.designs.first).request
        #expect(design.safeArea.top == 20)
        let legacy = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design)
        #expect(frame(legacy, box) == Frame(x: 16, y: 0 + 8, width: 375 - 16 - 16, height: 100))
        // The same request as today's UIKit: the status bar is in the margin.
        var today = design
        today.era = .current
        let current = try LayoutEngine.solve(screen, standardSpacing: .apple, request: today)
        #expect(frame(current, box) == Frame(x: 16, y: 20 + 8, width: 375 - 16 - 16, height: 100))
    }

    @Test func aNotchedIPhoneInEachEra() throws {
        let screen = try #require(try IBSample.read(Self.marginBox).document.screens.first)
        let box = try #require(screen.views.first { $0.ibID == "box-00-001" }).name
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        #expect(device.traits(.portrait).safeArea.top == 48)
        #expect(device.traits(.landscape).safeArea.left == 48)
        let portrait = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.portrait, screen: screen))
        #expect(frame(portrait, box) == Frame(x: 20, y: 48 + 8, width: 414 - 20 - 20, height: 100))
        // Landscape, 896 wide: 20-pt system margins inside the 48-pt side insets; under legacy no insets.
        let landscape = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.landscape, screen: screen))
        #expect(frame(landscape, box) == Frame(x: 48 + 20, y: 8, width: 896 - 2 * (48 + 20), height: 100))
        let iOS10 = try LayoutEngine.solve(screen, standardSpacing: .apple,
                                           request: device.layoutRequest(.landscape, screen: screen, era: .legacy))
        #expect(frame(iOS10, box) == Frame(x: 20, y: 8, width: 896 - 20 - 20, height: 100))
    }

    /// A flag the file does store (Xcode 9 and later) is kept in either era.
    @Test func aStoredFalseFlagHolds() throws {
        let text = Self.marginBox.replacingOccurrences(of: "toolsVersion=\"11542\"", with: "toolsVersion=\"22155\"")
            .replacingOccurrences(of: "id=\"root-00-aaa\" ", with: "id=\"root-00-aaa\" insetsLayoutMarginsFromSafeArea=\"NO\" ")
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        #expect(screen.view(named: screen.root)?.insetsLayoutMarginsFromSafeArea == false)
        let box = try #require(screen.views.first { $0.ibID == "box-00-001" }).name
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: try #require(imported.designs.first).request)
        #expect(frame(result, box)?.y == Double(0 + 8))
    }

    /// End to end: RxSwift's Xcode 8.1 calculator display (`xws-I8-RiJ`, between the root's
    /// leading and trailing margins) on an iPhone 11 Pro in landscape, 812 wide with 44-pt side insets.
    @Test func rxSwiftCalculatorInLandscape() throws {
        let imported = try Fixtures.read("RxSwift-Calculator.storyboard")
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == "xws-I8-RiJ" } })
        #expect(screen.design?.era == .legacy)
        let display = try #require(screen.views.first { $0.ibID == "xws-I8-RiJ" }).name
        let device = try #require(DeviceCatalog.device(named: "iPhone 11 Pro"))
        #expect(device.traits(.landscape).safeArea.left == 44)
        let today = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.landscape, screen: screen))
        #expect(frame(today, display)?.x == Double(44 + 20))
        #expect(frame(today, display)?.width == Double(812 - 2 * (44 + 20)))
        let iOS10 = try LayoutEngine.solve(screen, standardSpacing: .apple,
                                           request: device.layoutRequest(.landscape, screen: screen, era: .legacy))
        #expect(frame(iOS10, display)?.x == 20)
        #expect(frame(iOS10, display)?.width == Double(812 - 20 - 20))
        // The design (an iPhone 8 in portrait, legacy) stays IB's stored frame: x 16, 343 wide.
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        let atDesign = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(frame(atDesign, display)?.x == 16)
        #expect(frame(atDesign, display)?.width == Double(375 - 16 - 16))
    }
}

/// #24.6 with #24.3: an Xcode 5–8 file's bars by era.
@Suite("Legacy bars by era")
struct LegacyBarTests {
    static func bar(_ element: String, height: Double, toolsVersion: String) -> String {
        IBSample.storyboard(subviews: """
            <\(element) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="0.0" y="\(667 - height)" width="375" height="\(height)"/>
            </\(element)>
            """, constraints: """
            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="b01"/>
            <constraint firstAttribute="trailing" secondItem="bar-00-001" secondAttribute="trailing" id="b02"/>
            <constraint firstAttribute="bottom" secondItem="bar-00-001" secondAttribute="bottom" id="b03"/>
            """, toolsVersion: toolsVersion)
    }

    func compact(_ pairs: [String: String] = [:]) -> Condition {
        var all = pairs
        all["heightClass"] = "compact"
        return Condition(all.mapValues { [.string($0)] })
    }

    /// iOS 10's tab bar kept 49 points in landscape; iOS 11 made it compact, 32.
    @Test func aLegacyTabBarInLandscape() throws {
        let screen = try #require(try IBSample.read(Self.bar("tabBar", height: 49, toolsVersion: "11542")).document.screens.first)
        let metric = "barHeight_bar00001"
        #expect(screen.metrics == [MetricValue(name: metric, value: 49),
                                   MetricValue(name: metric, value: 32, when: compact()),
                                   MetricValue(name: metric, value: 49, when: compact(["era": "legacy"]))])
        let bar = try #require(screen.views.first { $0.ibID == "bar-00-001" }).name
        var landscape = SolveRequest(width: 667, height: 375)
        landscape.heightClass = .compact
        let today = try LayoutEngine.solve(screen, standardSpacing: .apple, request: landscape)
        #expect(frame(today, bar) == Frame(x: 0, y: 375 - 32, width: 667, height: 32))
        landscape.era = .legacy
        let iOS10 = try LayoutEngine.solve(screen, standardSpacing: .apple, request: landscape)
        #expect(frame(iOS10, bar) == Frame(x: 0, y: 375 - 49, width: 667, height: 49))
    }

    /// A newer file's tab bar has one compact height (32) in either era.
    @Test func anXcode9TabBarHasOneCompactHeight() throws {
        let screen = try #require(try IBSample.read(Self.bar("tabBar", height: 49, toolsVersion: "13196")).document.screens.first)
        #expect(screen.metrics.map(\.value) == [49, 32])
    }

    /// A legacy toolbar is 44 on every iPhone in portrait: iOS 10 had no notched iPhone, and
    /// today's UIKit draws 44 there (Xcode 12 and later); the 49 is Xcode 9 to 11's.
    @Test func aLegacyToolbarIs44OnANotchedIPhone() throws {
        let screen = try #require(try IBSample.read(Self.bar("toolbar", height: 44, toolsVersion: "11542")).document.screens.first)
        #expect(screen.metrics == [MetricValue(name: "barHeight_bar00001", value: 44),
                                   MetricValue(name: "barHeight_bar00001", value: 32, when: compact())])
        let bar = try #require(screen.views.first { $0.ibID == "bar-00-001" }).name
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.layoutRequest(.portrait, screen: screen))
        #expect(frame(result, bar) == Frame(x: 0, y: 896 - 44, width: 414, height: 44))
    }
}

/// #24.3: `--era legacy` with a device narrows an Xcode 5–8 cell by iOS 10's accessory
/// and margin, as its file stores them; today's UIKit by today's.
@Suite("Legacy accessories on a device")
struct LegacyAccessoryRequestTests {
    /// CoreStore-Main's Xcode 7 file: a 600-pt table's disclosure-indicator cells, content
    /// view 600 - 15 - 18 (592 - 15 - 18 in its inset table; Xcode 8 stores 375 - 15 - 18 on an iPhone 8, the new file).
    @Test func coreStoreOnAnIPhone8() throws {
        let old = try CrossDevicePairs.read("CoreStore-Main", "old")
        let screens = old.document.screens.filter { $0.design?.accessoryWidth != nil }
        #expect(!screens.isEmpty)
        let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
        for screen in screens {
            // The table (600, or 592 for one inset table) less the content view: 15 + 18 in each.
            let design = try #require(screen.design)
            #expect((design.containerWidth ?? 0) - design.width == Double(15 + 18))
            #expect(device.layoutRequest(.portrait, screen: screen, era: .legacy).width == Double(375 - 15 - 18))
            #expect(device.layoutRequest(.portrait, screen: screen).width == Double(375 - 16 - 11))
        }
    }

    /// A newer file's cell under `--era legacy`: today's accessory width beside iOS 10's 15-pt
    /// margin (no iOS 10 frame to take it from), and no safe-area inset in landscape.
    @Test func aCurrentFileUnderLegacy() throws {
        let old = try CrossDevicePairs.read("arcgis-StatisticalQueryGroupAndSort", "old")
        let screen = try #require(old.document.screens.first { $0.design?.accessoryWidth != nil })
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        #expect(device.layoutRequest(.portrait, screen: screen, era: .legacy).width == Double(414 - 15 - 11))
        #expect(device.layoutRequest(.landscape, screen: screen, era: .legacy).width == Double(896 - 15 - 11))
        #expect(device.layoutRequest(.landscape, screen: screen).width == Double(896 - 48 - 48 - 20 - 11))
    }
}
