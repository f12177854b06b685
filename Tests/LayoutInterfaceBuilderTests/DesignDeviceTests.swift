import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #33.1 and #36.2: a file's design device is a row of the one device table, so its
/// root size, safe area, size classes and display scale are that row's.
@Suite("Design devices from the device table")
struct DesignDeviceTests {
    /// A bar 44 high pinned to the safe area's top, on a root IB stored at `width` × `height`.
    private func barOnTheSafeArea(device: String, width: Double, height: Double, toolsVersion: String = "22155") -> String {
        IBSample.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-aaa">
                    <rect key="frame" x="0.0" y="59" width="\(width)" height="44"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="bar-00-aaa" firstAttribute="top" secondItem="saf-00-aaa" secondAttribute="top" id="c01-00-aaa"/>
                <constraint firstItem="bar-00-aaa" firstAttribute="leading" secondItem="saf-00-aaa" secondAttribute="leading" id="c02-00-aaa"/>
                <constraint firstItem="saf-00-aaa" firstAttribute="trailing" secondItem="bar-00-aaa" secondAttribute="trailing" id="c03-00-aaa"/>
                <constraint firstItem="bar-00-aaa" firstAttribute="height" constant="44" id="c04-00-aaa"/>
                """,
            rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"saf-00-aaa\"/>",
            toolsVersion: toolsVersion,
            device: "<device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>",
            rootFrame: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width)\" height=\"\(height)\"/>")
    }

    private func solvedAtDesign(_ text: String) throws -> (design: SolveRequest, bar: Frame) {
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        let request = try #require(IBDesign.defaultRequest(for: screen))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        return (request, try #require(result.frame(of: "view1")))
    }

    /// Xcode 14 to 16's default canvas: `retina6_12` is the iPhone 14 Pro's 393 × 852 screen
    /// (the 15's and 16's), 59 points of Dynamic Island and status bar above the safe area
    /// and 34 of home indicator below. A bar pinned to the safe area's top sits at 0 + 59
    /// (before the one table, IB's own table had 390 × 844 for the id, the root matched no
    /// device and the design had no safe area: the bar sat at 0).
    @Test func aNewStoryboardsDefaultDeviceHasItsSafeArea() throws {
        let (design, bar) = try solvedAtDesign(barOnTheSafeArea(device: "retina6_12", width: 393, height: 852))
        #expect(design.width == 393 && design.height == 852)
        #expect(design.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(bar.y == 0 + 59)
        #expect(bar.width == 393 - 0 - 0)
        #expect(design.displayScale == 3)
        #expect(design.widthClass == .compact && design.heightClass == .regular)
    }

    /// `retina6_0` is the iPhone 12's 390 × 844 (IB's table had the two ids the other way
    /// round); Xcode 12 drew its sensor housing 44 high (DeviceSizes.tsv).
    @Test func retina6_0IsTheIPhone12() throws {
        let (design, bar) = try solvedAtDesign(barOnTheSafeArea(device: "retina6_0", width: 390, height: 844, toolsVersion: "17506"))
        #expect(design.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(bar.y == 0 + 44)
    }

    /// One id, two screens: Xcode 12 to 15.2 draw `retina6_7` as the iPhone 12 Pro Max (428 × 926,
    /// 47 at the top), Xcode 15.3 on as the 16 Plus (430 × 932, 59). The stored root decides, and
    /// without one (a freeform xib view) the file's Xcode does. (Xcode 15.3 to 16 draw the inset
    /// twice, `DoubledSafeAreaTests`: the solve is of an Xcode 26 file.)
    @Test func anIDTheXcodesDrawAsTwoScreens() throws {
        let old = try #require(DeviceCatalog.interfaceBuilderDevice(id: "retina6_7", toolsVersion: 21701))
        #expect(old.device.portraitWidth == 428 && old.device.portraitHeight == 926 && old.device.statusBarHeight == 47)
        let new = try #require(DeviceCatalog.interfaceBuilderDevice(id: "retina6_7", toolsVersion: 24093))
        #expect(new.device.portraitWidth == 430 && new.device.portraitHeight == 932 && new.device.statusBarHeight == 59)
        let stored = try #require(DeviceCatalog.interfaceBuilderDevice(id: "retina6_7", toolsVersion: 24093, storedSize: (428, 926)))
        #expect(stored.device.name == old.device.name)
        let (design, bar) = try solvedAtDesign(barOnTheSafeArea(device: "retina6_7", width: 430, height: 932, toolsVersion: "32700.99.1234"))
        #expect(design.safeArea.top == 59)
        #expect(bar.y == 0 + 59)
    }

    /// Xcode 10 to 13.1 drew the iPhone 11 (`retina6_1`) with a 44-point sensor housing, Xcode
    /// 13.2 and later with the device's 48.
    @Test func theIPhone11sStatusBarByXcode() throws {
        let old = try solvedAtDesign(barOnTheSafeArea(device: "retina6_1", width: 414, height: 896, toolsVersion: "19162"))
        #expect(old.bar.y == 0 + 44)
        let new = try solvedAtDesign(barOnTheSafeArea(device: "retina6_1", width: 414, height: 896, toolsVersion: "21701"))
        #expect(new.bar.y == 0 + 48)
        #expect(new.design.displayScale == 2)
    }

    /// Every canvas id is a row's, each device's scale is its row's column, and no two rows
    /// share an id in one Xcode.
    @Test func canvasIDsNameOneDevicePerXcode() {
        var seen: [String: [Device.InterfaceBuilderCanvas]] = [:]
        for device in DeviceCatalog.table {
            for canvas in device.interfaceBuilder {
                for other in seen[canvas.id] ?? [] {
                    let overlap = (canvas.since ?? 0) < (other.until ?? .infinity) && (other.since ?? 0) < (canvas.until ?? .infinity)
                    #expect(!overlap, "\(canvas.id): two rows in one Xcode")
                }
                seen[canvas.id, default: []].append(canvas)
            }
        }
        #expect(DeviceCatalog.interfaceBuilderID(legacyType: "retina47") == "retina4_7")
        #expect(DeviceCatalog.interfaceBuilderID(legacyType: "ipad") == "ipad9_7")
        #expect(DeviceCatalog.interfaceBuilderDevice(id: "retina9_9") == nil)
    }
}
