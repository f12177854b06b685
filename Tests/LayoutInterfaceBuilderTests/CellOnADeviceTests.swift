import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing
import TestSupport

/// #20.7, #24: a cell screen on a device takes the device's width and its own
/// height (its content's while it sizes itself, else its stored row height),
/// never the device's height; a collection view cell keeps its size.
@Suite("Cells on a device")
struct CellOnADeviceTests {
    @Test func aCellIsNeverTheDevicesWholeScreen() throws {
        // The table's rows are automatic (IB's -1), so its cells size themselves (#20.10), the
        // content giving a height (the box at least 20 high, #32.1.6).
        let automatic = SampleStoryboards.cells.replacingOccurrences(
            of: #"rowHeight="60""#, with: #"rowHeight="-1" estimatedRowHeight="-1""#).replacingOccurrences(
            of: FixtureFindingRulesTests.boxWidth, with: FixtureFindingRulesTests.boxWidth + FixtureFindingRulesTests.boxLeastHeight)
        let imported = try IBSample.read(automatic)
        let row = try #require(imported.document.screens.first { $0.name == "row" })
        let tile = try #require(imported.document.screens.first { $0.name == "tile" })
        #expect(row.selfSizing == .height)
        #expect(row.design?.freeform == ScreenDesign.Freeform(width: .device, height: .points(59.5)))
        #expect(tile.design?.freeform == ScreenDesign.Freeform(width: .points(120), height: .points(80)))
        // The design request is still IB's canvas: the stored size.
        let rowDesign = try #require(imported.designs.first { $0.screen == "row" })
        #expect(rowDesign.request.width == 375 && rowDesign.request.height == 59.5)

        let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
        let onDevice = device.request(.portrait, freeform: row.design?.freeform)
        #expect(onDevice.width == 393 && onDevice.height == 59.5 && onDevice.safeArea == .zero)
        // Not sizing itself, the cell keeps its row: the box fills it between the margins, 20 at the
        // sides on a screen wider than 375 (#33.2.5), 11 at the top, and at the bottom 11 less the
        // separator of the @3x screen, 1/3 point (#32.1.6).
        var fixed = row
        fixed.selfSizing = nil
        let result = try LayoutEngine.solve(fixed, standardSpacing: .apple, request: onDevice)
        let box = try #require(result.frames.first { $0.view == "view1" }?.frame)
        #expect(box.x == 20 && box.y == 11 && box.width == 100)
        #expect(abs(box.height - (59.5 - 11 - (11 - 1.0 / 3))) < 1e-6)
        let tileRequest = device.request(.landscape, freeform: tile.design?.freeform)
        #expect(tileRequest.width == 120 && tileRequest.height == 80)
    }
}
