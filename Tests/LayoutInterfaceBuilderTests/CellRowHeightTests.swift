import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// A storyboard whose table view controller's table (`tableExtras`: its `rowHeight`,
/// `separatorStyle`) holds one cell (`cellExtras`: its own `rowHeight`) `rowHeight`
/// high, in static sections or as a prototype, on `device`. The cell's content view,
/// as Xcode 12 and later store it, is as high as the cell, and holds `box`: a view
/// 100 by 20 (unless `boxHeight` is false: 100 wide) at the leading and top margins,
/// plus `constraints`.
private func tableCell(
    tableExtras: String, cellExtras: String = "", rowHeight: Double, staticCells: Bool = false,
    device: String = "retina4_7", width: Double = 375, boxHeight: Bool = true, constraints: String = ""
) -> String {
    let cell = """
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Item" \(cellExtras) id="cel-00-aaa">
            <rect key="frame" x="0.0" y="28" width="\(width)" height="\(rowHeight)"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-aaa" id="con-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rowHeight)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-aaa">
                        <rect key="frame" x="16" y="11" width="100" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-aaa" firstAttribute="leading" secondItem="con-00-aaa" secondAttribute="leadingMargin" id="c01"/>
                    <constraint firstItem="box-00-aaa" firstAttribute="top" secondItem="con-00-aaa" secondAttribute="topMargin" id="c02"/>
                    <constraint firstAttribute="width" constant="100" firstItem="box-00-aaa" id="c03"/>
                    \(boxHeight ? #"<constraint firstAttribute="height" constant="20" firstItem="box-00-aaa" id="c05"/>"# : "")
                    \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    let rows = staticCells ? "<sections><tableViewSection id=\"sec-00-aaa\"><cells>\(cell)</cells></tableViewSection></sections>"
        : "<prototypes>\(cell)</prototypes>"
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc-00-aaa">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-00-aaa">
                    <objects>
                        <tableViewController id="tvc-00-aaa" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="\(staticCells ? "static" : "prototypes")" style="plain" \(tableExtras) id="tab-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                \(rows)
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

/// The box pinned to the bottom margin too: the content gives the cell a height.
private let boxToTheBottomMargin = """
    <constraint firstItem="con-00-aaa" firstAttribute="bottomMargin" secondItem="box-00-aaa" secondAttribute="bottom" id="c04"/>
    """

private func cell(_ text: String) throws -> (screen: Screen, design: IBScreenDesign) {
    let imported = try IBSample.read(text)
    let screen = try #require(imported.document.screens.first { $0.name == "Item" })
    let design = try #require(imported.designs.first { $0.screen == "Item" })
    return (screen, design)
}

private func frame(_ result: SolveResult, _ view: String) -> Frame? {
    result.frames.first { $0.view == view }?.frame
}

/// Solved with its height open, as a self-sizing cell is on a device.
private func openHeight(_ screen: Screen, _ design: IBScreenDesign) throws -> SolveResult {
    var request = design.request
    request.height = nil
    return try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
}

/// #32.1.6: which rows keep their height at run time, and the separator below a fixed row.
@Suite("Cell row heights")
struct CellRowHeightTests {
    /// A static cell's own row height holds in a table of automatic rows
    /// (UITableViewController's static sections give it), so its content, which gives
    /// no height here, does not collapse it. Its content view is the row less the
    /// separator: one pixel, 1/2 point on the @2x retina4_7.
    @Test func aStaticCellKeepsItsCustomRowHeight() throws {
        let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, cellExtras: #"rowHeight="80""#,
                                                  rowHeight: 80, staticCells: true))
        #expect(screen.selfSizing == nil)
        #expect(design.request.height == 80 - 0.5)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
        #expect(frame(result, "view1") == Frame(x: 16, y: 11, width: 100, height: 20))
    }

    /// Without a custom height a static cell of such a table sizes itself.
    @Test func aStaticCellWithoutCustomHeightSizesItself() throws {
        let (screen, _) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, rowHeight: 44, staticCells: true,
                                             constraints: boxToTheBottomMargin))
        #expect(screen.selfSizing == .height)
    }

    /// A prototype's custom row height is the app's to apply: it holds when the
    /// content gives no height (UIKit falls back to the row's stored height), and the
    /// cell sizes itself when the content gives one.
    @Test func aPrototypeWithCustomHeightSizesItselfUnlessItsContentCollapses() throws {
        let collapsing = try cell(tableCell(tableExtras: #"rowHeight="-1""#, cellExtras: #"rowHeight="80""#,
                                            rowHeight: 80))
        #expect(collapsing.screen.selfSizing == nil)
        #expect(collapsing.design.request.height == 80 - 0.5)
        #expect(collapsing.screen.design?.freeform?.height == .points(80 - 0.5))

        let sizing = try cell(tableCell(tableExtras: #"rowHeight="-1""#, cellExtras: #"rowHeight="80""#,
                                        rowHeight: 80, constraints: boxToTheBottomMargin))
        #expect(sizing.screen.selfSizing == .height)
        // Open, the content sets 11 + 20 + 11; the stored 80 would break the box's height,
        // so the design is the content's height, as UIKit sizes the row.
        #expect(try openHeight(sizing.screen, sizing.design).height == 11 + 20 + 11)
        #expect(abs(try #require(sizing.design.request.height) - (11 + 20 + 11)) < 1e-9)
    }

    /// A prototype of a table of automatic rows without a custom height sizes itself. Its
    /// design is its content's height, 11 + 20 + 11, where the stored 44 would break the
    /// box's required height (#32): UIKit never lays the row out at 44.
    @Test func aPrototypeInAnAutomaticTableSizesItself() throws {
        let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, rowHeight: 44,
                                                  constraints: boxToTheBottomMargin))
        #expect(screen.selfSizing == .height)
        #expect(abs(try #require(design.request.height) - (11 + 20 + 11)) < 1e-9)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty && result.negative.isEmpty)
        #expect(frame(result, "view1") == Frame(x: 16, y: 11, width: 100, height: 20))
    }

    /// A self-sizing cell whose content allows the height IB stored keeps it: the box, at
    /// least 20 high, fills the 60-point row between the margins, 60 - 11 - 11, as IB draws
    /// it (solved open, it would be 20).
    @Test func aSelfSizingCellKeepsAStoredHeightItsContentAllows() throws {
        let atLeast20 = #"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="20" firstItem="box-00-aaa" id="c06"/>"#
        let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, rowHeight: 60, boxHeight: false,
                                                  constraints: boxToTheBottomMargin + atLeast20))
        #expect(try openHeight(screen, design).height == 11 + 20 + 11)
        #expect(screen.selfSizing == .height)
        #expect(design.request.height == 60)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(frame(result, "view1") == Frame(x: 16, y: 11, width: 100, height: 60 - 11 - 11))
    }

    /// Nor does a cell of a table of automatic rows whose content gives no height
    /// collapse: UIKit uses a standard height instead ("constraints ambiguously suggest
    /// a height of zero"), which IB draws as the stored row (its content view as stored:
    /// no custom row height to take the separator from); a static cell so too.
    @Test func aCollapsingCellOfAnAutomaticTableKeepsItsStoredRow() throws {
        for staticCells in [false, true] {
            let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, rowHeight: 51,
                                                      staticCells: staticCells))
            #expect(screen.selfSizing == nil)
            #expect(design.request.height == 51)
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty && result.negative.isEmpty)
        }
    }

    /// A table's fixed row: the content view is the row less the separator, and its
    /// bottom margin 11 less the separator, so that the margin stays 11 points above the
    /// row's bottom where IB draws it: a box between the top and bottom margins of a
    /// 60-point row is 60 - 11 - 11 high, as IB stores it.
    @Test func aFixedRowsContentViewIsShorterByTheSeparator() throws {
        let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="60""#, rowHeight: 60, boxHeight: false,
                                                  constraints: boxToTheBottomMargin))
        #expect(screen.selfSizing == nil)
        #expect(design.request.height == 60 - 0.5)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty)
        // Content 59.5 high, bottom margin 11 - 0.5: 59.5 - 11 - 10.5 = 60 - 11 - 11.
        #expect(frame(result, "view1") == Frame(x: 16, y: 11, width: 100, height: 60 - 11 - 11))
        // A table without separators keeps the whole row.
        let separatorless = try cell(tableCell(tableExtras: #"rowHeight="60" separatorStyle="none""#, rowHeight: 60,
                                               constraints: boxToTheBottomMargin))
        #expect(separatorless.design.request.height == 60)
    }

    /// On an @3x device the separator is 1/3 point: IB's 10.67-point bottom margin.
    @Test func theSeparatorIsOnePixel() throws {
        #expect(LayoutMarginsRule.tableCellBottomMargin(separator: 1.0 / 3) == 11 - 1.0 / 3)
        #expect(LayoutMarginsRule.tableCellBottomMargin(separator: 0) == 11)
        let (_, design) = try cell(tableCell(tableExtras: #"rowHeight="60""#, rowHeight: 60, device: "retina6_5",
                                             width: 414, constraints: boxToTheBottomMargin))
        #expect(design.request.height == 60 - 1.0 / 3)
    }

    /// Real file (arcgis-runtime-samples-ios, IntegratedWindowsAuthentication): a static
    /// cell with its own 44-point row in a table of automatic rows keeps its row, less
    /// the separator (1/2 point on the @2x retina6_1), where it used to size itself.
    @Test func aRealStaticCellKeepsItsRow() throws {
        let imported = try CrossDevicePairs.read("arcgis-IntegratedWindowsAuthentication", "new")
        // The cell's text field, centred, gives the content no height: open, it collapses.
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == "4ja-DM-y21" } })
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        #expect(screen.selfSizing == nil)
        #expect(design.request.height == 44 - 0.5)
        #expect(try openHeight(screen, design).height == 0)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty && result.negative.isEmpty)
    }
}

/// #33.2.5: a cell's side margins follow the screen its table is shown on.
@Suite("Cell side margins by screen width")
struct CellSideMarginTests {
    @Test func twentyPointsBeyond375() {
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: 320) == 16)
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: 375) == 16)
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: 390) == 20)
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: 393) == 20)
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: 414) == 20)
        #expect(LayoutMarginsRule.tableCellSideMargin(screenWidth: nil) == 16)
        // A view controller's root keeps 16 below 414.
        #expect(LayoutMarginsRule.systemMinimumSideMargin(rootWidth: 393) == 16)
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 393)
                == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
    }

    /// Beside an accessory the trailing margin is the 8 points to it (#32), whatever the
    /// width; the leading one stays the side margin. Right to left, the accessory is on the left.
    @Test func eightPointsBesideAnAccessory() {
        #expect(LayoutMarginsRule.tableCellAccessoryMargin == 8)
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 384.5, containerWidth: 414, accessory: true)
                == EdgeInsets(top: 11, left: 20, bottom: 11, right: 8))
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 348, containerWidth: 375, accessory: true,
                                                           rightToLeft: true)
                == EdgeInsets(top: 11, left: 8, bottom: 11, right: 16))
        // iOS 10's cells keep their own margins, 8 on every side.
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 342, era: .legacy, accessory: true)
                == .layoutMarginsDefault)
    }

    /// A cell designed on a 390- or 393-point iPhone (`retina6_12`): its box at the
    /// leading margin sits at 20.
    @Test func aCellOnA390PointIPhone() throws {
        let (screen, design) = try cell(tableCell(tableExtras: #"rowHeight="-1""#, rowHeight: 44, device: "retina6_12",
                                                  width: 393, constraints: boxToTheBottomMargin))
        #expect(design.request.containerWidth ?? 0 > 375)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(frame(result, "view1")?.x == 20)
    }
}
