import Foundation
import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// Real cells (Tests/Fixtures/InterfaceBuilder/Rows/README.md) that IB draws clean and
/// that the design solve reported a conflict or a negative size for (#32): a content
/// view's trailing margin beside an accessory, and a self-sizing cell stored at a height
/// its content does not give.
@Suite("Cell rows on real files")
struct CellRowFixtureTests {
    static func read(_ file: String) throws -> InterfaceBuilderImport {
        let url = Fixtures.directory.appendingPathComponent("Rows").appendingPathComponent(file)
        return try InterfaceBuilderImporter.read(try Data(contentsOf: url), file: file)
    }

    static func design(_ imported: InterfaceBuilderImport, _ screen: Screen) throws -> IBScreenDesign {
        try #require(imported.designs.first { $0.screen == screen.name })
    }

    /// dgca-wallet's settings: a label between the leading and trailing margins of a
    /// 384.5-point content view beside a disclosure indicator, in a 414-point table, is
    /// 20 from the leading edge and 8 from the trailing one, as IB stores it (the side
    /// margin, 20, would make it 344.5 wide); its 50-point fixed row is 49.5 high less the
    /// margins, 11 and 10.5.
    @Test func aLabelBesideADisclosureIndicatorEndsEightFromTheContentViewsEdge() throws {
        let imported = try Self.read("dgca-wallet-Settings.storyboard")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "hky-ZS-URO")
        #expect(screen.design?.accessoryWidth != nil)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty && result.negative.isEmpty)
        let label = try IBSample.frame("hky-ZS-URO", in: screen, result)
        #expect(label == Frame(x: 20, y: 11, width: 384.5 - 20 - 8, height: 50 - 0.5 - 11 - 10.5))
        let stored = try #require(Self.design(imported, screen).frames[screen.views.first { $0.ibID == "hky-ZS-URO" }?.name ?? ""])
        #expect(label.width == stored.width && label.x == stored.x)
    }

    /// RocketChat's directory cell: a self-sizing xib cell Xcode 10 stored 53.5 high, whose
    /// 30-point image lies 1 point inside the top and bottom margins. At the stored height
    /// the image's required height broke; UIKit lays the row out at its content's height,
    /// 11 + 1 + 30 + 1 + 11, and so does the design solve, with the image where IB stores it.
    @Test func aSelfSizingCellStoredShortOfItsContentTakesItsContentsHeight() throws {
        let imported = try Self.read("RocketChat-DirectoryChannelCell.xib")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "IBf-MR-AjE")
        #expect(screen.selfSizing == .height)
        #expect(try Self.design(imported, screen).request.height == 11 + 1 + 30 + 1 + 11)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty && result.negative.isEmpty)
        #expect(try IBSample.frame("IBf-MR-AjE", in: screen, result) == Frame(x: 16, y: 11 + 1, width: 30, height: 30))
    }

    /// arcgis's densify settings: a static cell of a table of automatic rows, stored 44
    /// high, holds a label above a slider. At 44 the slider's height came out negative
    /// (IB draws it 1 point high, which the importer takes as its height); the row takes its
    /// content's height instead: the slider's alignment rectangle (its frame less 1 point
    /// below) ends at the bottom margin, 11 above the content view's bottom.
    @Test func aStaticCellOfAutomaticRowsIsAsHighAsItsLabelAndSlider() throws {
        let imported = try Self.read("arcgis-DensifyAndGeneralize.storyboard")
        let (screen, _, result) = try IBSample.designSolve(imported, holding: "FFT-Si-8ot")
        #expect(screen.selfSizing == .height)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty && result.negative.isEmpty)
        let slider = try IBSample.frame("FFT-Si-8ot", in: screen, result)
        #expect(slider.height >= 0)
        #expect(try Self.design(imported, screen).request.height == slider.y + slider.height - 1 + 11)
        #expect(result.height > 44)
    }
}
