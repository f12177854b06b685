import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #24.6 end to end: an unconstrained toolbar is 49 pt on a notched iPhone and
/// 44 on a home-button one (arcgis-CreateAndSaveKML, saved for both).
@Suite("Toolbars by home indicator")
struct ToolbarByHomeIndicatorTests {
    @Test func theToolbarGetsFourHeights() throws {
        let old = try CrossDevicePairs.read("arcgis-CreateAndSaveKML", "old")
        let screen = try #require(old.document.screens.first { $0.views.contains { $0.ibID == "WEi-Qs-afR" } })
        let bar = try #require(screen.views.first { $0.ibID == "WEi-Qs-afR" })
        let metric = try #require(screen.metrics.first { $0.name.hasPrefix("barHeight_") }).name
        let values = screen.metrics.filter { $0.name == metric }
        func when(_ pairs: [String: String]) -> Condition { Condition(pairs.mapValues { [.string($0)] }) }
        #expect(values == [
            MetricValue(name: metric, value: 49),   // stored on retina6_1 (iPhone 11)
            MetricValue(name: metric, value: 32, when: when(["heightClass": "compact"])),
            MetricValue(name: metric, value: 49, when: when(["widthClass": "compact", "heightClass": "regular", "homeIndicator": "yes"])),
            MetricValue(name: metric, value: 44, when: when(["widthClass": "compact", "heightClass": "regular", "homeIndicator": "no"])),
        ])
        // On each device: the toolbar's bottom at the safe area's, its height by the home indicator.
        for (name, height, bottomInset, toolbar) in [("iPhone 8", 667.0, 0.0, 44.0), ("iPhone 11", 896, 34, 49),
                                                     ("iPhone 15", 852, 34, 49), ("iPhone SE (1st generation)", 568, 0, 44)] {
            let device = try #require(DeviceCatalog.device(named: name))
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.portrait, screen: screen))
            let frame = try #require(result.frames.first { $0.view == bar.name }?.frame)
            #expect(frame.height == toolbar, "\(name)")
            #expect(frame.y == height - bottomInset - toolbar, "\(name)")
        }
    }

    /// Xcode 12 and later store an unconstrained toolbar 44 high on a notched
    /// iPhone too (arcgis-DefinitionExpression, toolsVersion 17156, `retina6_1`):
    /// such a file's toolbar keeps one height in portrait.
    @Test func anXcode12ToolbarIs44OnEveryIPhone() throws {
        let new = try CrossDevicePairs.read("arcgis-DefinitionExpression", "new")
        let screen = try #require(new.document.screens.first { $0.views.contains { $0.ibID == "XZQ-70-c5r" } })
        let metric = try #require(screen.metrics.first { $0.name.hasPrefix("barHeight_") }).name
        #expect(screen.metrics.filter { $0.name == metric }.map(\.value) == [44, 32])
        let bar = try #require(screen.views.first { $0.ibID == "XZQ-70-c5r" })
        let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.portrait, screen: screen))
        #expect(result.frames.first { $0.view == bar.name }?.frame.height == 44)
    }

    /// A toolbar whose height a constraint limits keeps it (MapViewScreenshot: `height <= 44` on retina6_1).
    @Test func aConstrainedToolbarKeepsItsLimit() throws {
        let match = try CrossDeviceMatch.measure("arcgis-MapViewScreenshot")
        #expect(match.mismatchedIDs.isEmpty, "\(match.mismatches)")
        let new = try CrossDevicePairs.read("arcgis-MapViewScreenshot", "new")
        let screen = try #require(new.document.screens.first { $0.views.contains { $0.ibID == "nC5-ad-vb8" } })
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.portrait, screen: screen))
        let bar = try #require(screen.views.first { $0.ibID == "nC5-ad-vb8" })
        #expect(result.frames.first { $0.view == bar.name }?.frame.height == 44)
    }
}

/// #24.3 end to end: a cell with an accessory on a device has a content view
/// narrower than the device by the accessory and the trailing margin, as IB
/// stores it for the same file on a second device.
@Suite("Cell accessories on a device")
struct CellAccessoryOnADeviceTests {
    /// The content view's stored width of the cell with this id in a file.
    func storedContentWidth(_ pair: String, _ version: String, cell id: String) throws -> Double {
        let file = try #require(CrossDevicePairs.file(pair, version))
        let text = try String(contentsOf: CrossDevicePairs.directory.appendingPathComponent(file), encoding: .utf8)
        let cell = try #require(text.range(of: "id=\"\(id)\""))
        let content = try #require(text.range(of: "key=\"contentView\"", range: cell.upperBound..<text.endIndex))
        let width = try #require(text.range(of: "width=\"", range: content.upperBound..<text.endIndex))
        let end = try #require(text[width.upperBound...].firstIndex(of: "\""))
        return try #require(Double(text[width.upperBound..<end]))
    }

    func cellScreen(_ imported: InterfaceBuilderImport, cell id: String) throws -> Screen {
        try #require(imported.document.screens.first { screen in
            screen.views.contains { $0.ibID == id } || screen.views.first?.ibID == id
        })
    }

    /// Xcode 12 (iOS 14 layout): 375 - 348 = 16 (margin) + 11 (the indicator and its gap).
    @Test func anXcode12DisclosureIndicator() throws {
        let pair = "arcgis-StatisticalQueryGroupAndSort"
        let old = try CrossDevicePairs.read(pair, "old")
        let screens = old.document.screens.filter { $0.design?.accessoryWidth != nil }
        #expect(!screens.isEmpty)
        let accessory: Double = 375 - 348 - 16, onIPhone11: Double = 414 - 20 - 11
        for screen in screens {
            #expect(screen.design?.accessoryWidth == accessory)
            let request = try #require(DeviceCatalog.device(named: "iPhone 11")).request(.portrait, screen: screen)
            // IB's own answer on retina6_1: 383.
            #expect(request.width == onIPhone11)
        }
        #expect(try storedContentWidth(pair, "new", cell: "eSm-5r-hFG") == onIPhone11)
    }

    /// Xcode 7 (iOS 10 layout): 600 - 567 = 15 + 18 at any width, and Xcode 8
    /// stores 375 - 33 = 342 on an iPhone 8 (CoreStore-Main). That is IB's iOS 10;
    /// on a device (today's UIKit, #24.3) the disclosure indicator is today's 11
    /// beside a 16-pt margin: 375 - 16 - 11.
    @Test func anXcode7DisclosureIndicator() throws {
        let old = try CrossDevicePairs.read("CoreStore-Main", "old")
        let screens = old.document.screens.filter { $0.design?.accessoryWidth != nil }
        #expect(!screens.isEmpty)
        let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
        let today: Double = 375 - 348 - 16, onIPhone8: Double = 375 - 16 - 11
        for screen in screens {
            #expect(screen.design?.era == .legacy)
            #expect(screen.design?.accessoryWidth == today)
            #expect(device.request(.portrait, screen: screen).width == onIPhone8)
        }
        // The design solve stays IB's: the old file's content view 600 - 15 - 18, the new one's 375 - 15 - 18.
        let oldCell = try #require(old.designs.first { $0.screen == screens[0].name })
        #expect(oldCell.request.width == 600 - 15 - 18 || oldCell.request.width == 592 - 15 - 18)
        #expect(oldCell.request.era == .legacy)
    }
}
