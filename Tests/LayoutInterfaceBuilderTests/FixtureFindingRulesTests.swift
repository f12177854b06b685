import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing
import TestSupport

/// The importer rules behind `check`'s findings on the fixtures (#20, "Done means":
/// only what UIKit would also log; docs/interface-builder.md, "What check reports on
/// the fixtures"): each on a small file and on the real one.
@Suite struct FixtureFindingRulesTests {
    // MARK: Fixed row heights (#20.10)

    @Test func cellsOfATableWithAFixedRowHeightDoNotSizeThemselves() throws {
        // SampleStoryboards.cells: `rowHeight="60"` on the table, a number, so rows are 60 high.
        let fixed = try IBSample.read(SampleStoryboards.cells)
        let row = try #require(fixed.document.screens.first { $0.name == "row" })
        #expect(row.selfSizing == nil)
        // Its stored content view (60 less the 0.5-pt separator) is its height on every device.
        #expect(row.design?.freeform == ScreenDesign.Freeform(width: .device, height: .points(60 - 0.5)))
        // Automatic rows (-1) and a table that stores none size themselves, when the content
        // gives a height (the box at least 20 high); the sample's box has no height of its own,
        // so it keeps its stored row, as UIKit does ("ambiguously suggest a height of zero",
        // #32.1.6).
        for rows in [#"rowHeight="-1" estimatedRowHeight="-1""#, ""] {
            let text = SampleStoryboards.cells.replacingOccurrences(of: #"rowHeight="60""#, with: rows)
            let automatic = try IBSample.read(text)
            #expect(automatic.document.screens.first { $0.name == "row" }?.selfSizing == nil, "\(rows)")
            let sized = try IBSample.read(text.replacingOccurrences(of: Self.boxWidth, with: Self.boxWidth + Self.boxLeastHeight))
            #expect(sized.document.screens.first { $0.name == "row" }?.selfSizing == .height, "\(rows)")
        }
    }

    /// SampleStoryboards.cells's box width, and a least height for it.
    static let boxWidth = #"<constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c04"/>"#
    static let boxLeastHeight = #"<constraint firstItem="box-00-001" firstAttribute="height" relation="greaterThanOrEqual" constant="20" id="c05"/>"#

    @Test func swRevealsMenuCellsKeepTheirRow() throws {
        // SWRevealViewController's rear table stores rowHeight="44": its prototype cells (an
        // empty content view, a standard cell) are 44-point rows, not self-sizing ones
        // that UIKit would collapse ("ambiguously suggest a height of zero").
        let imported = try Fixtures.read("SWRevealViewController-MainStoryboard.storyboard")
        for name in ["map", "blue", "red", "FJoU2Acl"] {
            let screen = try #require(imported.document.screens.first { $0.name == name }, "\(name)")
            #expect(screen.selfSizing == nil, "\(name)")
            // The cell is the screen (its content view has no id in Xcode 4): its 44-point row.
            #expect(screen.design?.freeform == ScreenDesign.Freeform(width: .device, height: .points(44)), "\(name)")
        }
    }

    // MARK: Button configurations wrap

    @Test func aConfiguredButtonsTitleWraps() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-aaa">
                <rect key="frame" x="20" y="100" width="335" height="50"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="A title long enough to wrap on a narrow phone"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-bbb">
                <rect key="frame" x="20" y="200" width="46" height="30"/>
                <state key="normal" title="Classic"/>
            </button>
            """
        let screen = try #require(IBSample.read(IBSample.storyboard(subviews: button)).document.screens.first)
        // UIButton.Configuration's titleLineBreakMode is byWordWrapping unless set: any number of lines.
        #expect(screen.views.first { $0.ibID == "btn-00-aaa" }?.numberOfLines == 0)
        // A classic button's title label is one line.
        #expect(screen.views.first { $0.ibID == "btn-00-bbb" }?.numberOfLines == nil)
        // SkeletonView's plain-configured button, 50 high, 374 wide on its design device.
        let skeleton = try Fixtures.read("SkeletonView-iOS_OC_Example-Main.storyboard")
        let real = skeleton.document.screens.flatMap(\.views).first { $0.ibID == "NDi-WX-ZII" }
        #expect(real?.numberOfLines == 0)
    }

    // MARK: Misplaced controls keep UIKit's size

    @Test func aMisplacedSliderKeepsItsHeight() throws {
        let slider = """
            <slider opaque="NO" contentMode="scaleToFill" misplaced="YES" value="1" minValue="1" maxValue="5" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-aaa">
                <rect key="frame" x="-2" y="142" width="516" height="31"/>
            </slider>
            <switch opaque="NO" contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-aaa">
                <rect key="frame" x="20" y="300" width="80" height="40"/>
            </switch>
            <label opaque="NO" misplaced="YES" text="Stale" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-aaa">
                <rect key="frame" x="20" y="400" width="300" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let screen = try #require(IBSample.read(IBSample.storyboard(subviews: slider)).document.screens.first)
        // UISlider's height and UISwitch's size are UIKit's, not their content's: a stale frame changes neither.
        #expect(screen.views.first { $0.ibID == "sld-00-aaa" }?.intrinsicSize == IntrinsicSize(width: nil, height: 31))
        #expect(screen.views.first { $0.ibID == "swt-00-aaa" }?.intrinsicSize == IntrinsicSize(width: 51, height: 31))
        // A misplaced label still lends no stored size: its text is measured.
        #expect(screen.views.first { $0.ibID == "lbl-00-aaa" }?.intrinsicSize == nil)
        // SwiftMessages' taco slider, misplaced in a vertical equal-spacing stack.
        let taco = try Fixtures.read("SwiftMessages-TacoDialogView.xib")
        let real = taco.document.screens.flatMap(\.views).first { $0.ibID == "MKs-Kv-aPL" }
        #expect(real?.intrinsicSize == IntrinsicSize(width: nil, height: 31))
    }
}
