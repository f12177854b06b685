import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// A storyboard whose table view controller's table holds one standard-style
/// cell (`style`, `accessoryType`), 375 wide and 44 high, saved by `toolsVersion`.
private func standardCell(
    style: String, accessory: String = "", labels: String, toolsVersion: String = "17156", contentWidth: Double = 375,
    tableRowHeight: String = "-1"
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc-00-aaa">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc1-00-aaa">
                <objects>
                    <tableViewController id="tvc-00-aaa" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="\(tableRowHeight)" id="tab-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" \(accessory) reuseIdentifier="Item" textLabel="txt-00-aaa" detailTextLabel="dtl-00-aaa" imageView="img-00-aaa" style="\(style)" id="cel-00-aaa">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-aaa" id="con-00-aaa">
                                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                                        <subviews>
                                            \(labels)
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

private func label(_ id: String, x: Double, y: Double, width: Double, height: Double) -> String {
    """
    <label opaque="NO" contentMode="left" text="Text" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
        <autoresizingMask key="autoresizingMask"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    """
}

private func cellScreen(_ text: String) throws -> Screen {
    try #require(try IBSample.read(text).document.screens.first { $0.name == "Item" })
}

private func frame(_ result: SolveResult, _ view: String) -> Frame? {
    result.frames.first { $0.view == view }?.frame
}

/// #24.5: a standard-style cell's built-in views are laid out as UIKit lays
/// them out, not kept at the frames stored for the design device.
@Suite("Standard-style table view cells")
struct StandardCellTests {
    /// Default (Basic): the text label spans the content view's margins and its height.
    @Test func defaultStyleLabelSpansTheMargins() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleDefault",
            labels: label("txt-00-aaa", x: 16, y: 0, width: 343, height: 44)))
        let equations = IBSample.equations(screen)
        #expect(equations["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        #expect(equations["txt-00-aaa:cellStyle2"] == "label1.trailing == contentView.trailingMargin * 1 + 0")
        #expect(equations["txt-00-aaa:cellStyle3"] == "label1.top == contentView.top * 1 + 0")
        #expect(equations["txt-00-aaa:cellStyle4"] == "label1.bottom == contentView.bottom * 1 + 0")
        #expect(!equations.keys.contains { $0.contains("autoresizing") })
        // On a 414-pt device the margins are 20: the label is 414 - 2 * 20 wide.
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 414, height: 44))
        #expect(frame(wide, "label1") == Frame(x: 20, y: 0, width: 414 - 2 * 20, height: 44))
    }

    /// Value1 (Right Detail): the text label at the leading margin, the detail
    /// label at the trailing one, each vertically where it was stored about the centre.
    @Test func value1DetailLabelFollowsTheTrailingMargin() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleValue1",
            labels: label("txt-00-aaa", x: 16, y: 12, width: 33, height: 20.5)
                + label("dtl-00-aaa", x: 326, y: 12, width: 33, height: 20.5)))
        let equations = IBSample.equations(screen)
        // Stored centre 12 + 20.5 / 2 = 22.25, the content view's 44 / 2 = 22: 0.25 below.
        #expect(equations["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        #expect(equations["txt-00-aaa:cellStyle2"] == "label1.centerY == contentView.centerY * 1 + 0.25")
        #expect(equations["dtl-00-aaa:cellStyle1"] == "label2.trailing == contentView.trailingMargin * 1 + 0")
        #expect(equations["dtl-00-aaa:cellStyle2"] == "label2.centerY == contentView.centerY * 1 + 0.25")
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 414, height: 44))
        #expect(frame(wide, "label1") == Frame(x: 20, y: 12, width: 33, height: 20.5))
        // "Text" in the 17-pt system font measures 33 wide, as stored: the detail label keeps it.
        #expect(frame(wide, "label2") == Frame(x: 414 - 20 - 33, y: 12, width: 33, height: 20.5))
    }

    /// Subtitle: both labels at the leading margin, the detail below the title as stored.
    @Test func subtitleLabelsShareTheLeadingMargin() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleSubtitle",
            labels: label("txt-00-aaa", x: 16, y: 5, width: 33, height: 20.5)
                + label("dtl-00-aaa", x: 16, y: 25.5, width: 44, height: 13.5)))
        let equations = IBSample.equations(screen)
        #expect(equations["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        // (5 + 20.5 / 2) - 44 / 2 = -6.75; (25.5 + 13.5 / 2) - 22 = 10.25.
        #expect(equations["txt-00-aaa:cellStyle2"] == "label1.centerY == contentView.centerY * 1 - 6.75")
        #expect(equations["dtl-00-aaa:cellStyle1"] == "label2.leading == contentView.leadingMargin * 1 + 0")
        #expect(equations["dtl-00-aaa:cellStyle2"] == "label2.centerY == contentView.centerY * 1 + 10.25")
    }

    /// Beside an accessory the trailing inset is the 8-pt gap to it, not the margin.
    @Test func accessoryLeavesAnEightPointGap() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleDefault", accessory: "accessoryType=\"disclosureIndicator\"",
            labels: label("txt-00-aaa", x: 16, y: 0, width: 324, height: 44), contentWidth: 348))
        #expect(IBSample.equations(screen)["txt-00-aaa:cellStyle2"] == "label1.trailing == contentView.trailing * 1 - 8")
    }

    /// Files saved before Xcode 9 inset the built-in views 15 points (iOS 10), whatever
    /// the width: under the era `legacy`, which their design gives; today's UIKit
    /// (`current`, a request's default) has them at the margins (#24.3).
    @Test func xcode8FilesInsetFifteenPoints() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleDefault", labels: label("txt-00-aaa", x: 15, y: 0, width: 345, height: 44),
            toolsVersion: "12113"))
        let equations = IBSample.equations(screen)
        #expect(equations["txt-00-aaa:cellStyle1_legacy"] == "label1.leading == contentView.leading * 1 + 15")
        #expect(equations["txt-00-aaa:cellStyle2_legacy"] == "label1.trailing == contentView.trailing * 1 - 15")
        #expect(equations["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        #expect(equations["txt-00-aaa:cellStyle2"] == "label1.trailing == contentView.trailingMargin * 1 + 0")
        var legacy = SolveRequest(width: 600, height: 44)
        legacy.era = .legacy
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: legacy)
        #expect(frame(wide, "label1") == Frame(x: 15, y: 0, width: 600 - 2 * 15, height: 44))
        let today = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 600, height: 44))
        #expect(frame(today, "label1") == Frame(x: 20, y: 0, width: 600 - 2 * 20, height: 44))
    }

    /// Value2 (Left Detail): the text label in a column as wide as stored at the
    /// leading margin, the detail label after it at the stored gap, each as large as its text.
    @Test func value2DetailLabelFollowsTheTextColumn() throws {
        let text = standardCell(style: "IBUITableViewCellStyleValue2",
                                labels: label("txt-00-aaa", x: 16, y: 12, width: 91, height: 20.5)
                                    + label("dtl-00-aaa", x: 113, y: 12, width: 33, height: 20.5))
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first { $0.name == "Item" })
        #expect(!imported.warnings.contains { $0.message.contains("Value2") })
        let equations = IBSample.equations(screen)
        #expect(equations["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        // The gap: 113 - (16 + 91) = 6.
        #expect(equations["dtl-00-aaa:cellStyle1"] == "label2.leading == label1.trailing * 1 + 6")
        #expect(!equations.keys.contains { $0.contains("autoresizing") })
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 414, height: 44))
        #expect(wide.ambiguous.isEmpty && wide.unsatisfiable.isEmpty)
        #expect(frame(wide, "label1") == Frame(x: 20, y: 12, width: 91, height: 20.5))
        #expect(frame(wide, "label2") == Frame(x: 20 + 91 + 6, y: 12, width: 33, height: 20.5))
    }

    /// #32.1.2: in a table of automatic rows a standard-style cell sizes itself but is
    /// never lower than UIKit's 44-point row, and its labels (as large as their text)
    /// leave nothing ambiguous. Subtitle labels of "Text" at 17 points (20.5 high)
    /// stored 1.5 from the top and bottom: 1.5 + 20.5 + 20.5 + 1.5 = 44.
    @Test func aSelfSizingSubtitleCellIsTheStandardRow() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleSubtitle",
            labels: label("txt-00-aaa", x: 16, y: 1.5, width: 33, height: 20.5)
                + label("dtl-00-aaa", x: 16, y: 22, width: 33, height: 20.5)))
        #expect(screen.selfSizing == .height)
        #expect(IBSample.equations(screen)["con-00-aaa:cellStyleHeight"] == "contentView.height >= 44")
        let open = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: nil))
        #expect(open.height == 44)
        #expect(open.ambiguous.isEmpty && open.unsatisfiable.isEmpty && open.negative.isEmpty)
        #expect(frame(open, "label1") == Frame(x: 16, y: 1.5, width: 33, height: 20.5))
        #expect(frame(open, "label2") == Frame(x: 16, y: 22, width: 33, height: 20.5))
    }

    /// A self-sizing Subtitle cell grows with its labels: a detail label stored 13.5
    /// high whose text measures 20.5 keeps its 5 points to the bottom, so the cell is
    /// 44 + (20.5 - 13.5) high.
    @Test func aSelfSizingSubtitleCellGrowsWithItsText() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleSubtitle",
            labels: label("txt-00-aaa", x: 16, y: 5, width: 33, height: 20.5)
                + label("dtl-00-aaa", x: 16, y: 25.5, width: 44, height: 13.5)))
        let open = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: nil))
        #expect(open.height == 44 + (20.5 - 13.5))
        #expect(open.ambiguous.isEmpty && open.unsatisfiable.isEmpty && open.negative.isEmpty)
        #expect(frame(open, "label2").map { $0.y + $0.height } == open.height - 5)
    }

    /// A Value1 cell whose labels' text gives less than 44 still gets the standard row.
    @Test func aSelfSizingValue1CellDoesNotCollapse() throws {
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleValue1",
            labels: label("txt-00-aaa", x: 16, y: 12, width: 33, height: 20.5)
                + label("dtl-00-aaa", x: 326, y: 12, width: 33, height: 20.5)))
        let open = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: nil))
        #expect(open.height == 44)
        #expect(open.ambiguous.isEmpty && open.unsatisfiable.isEmpty)
    }

    /// #32.1.2: a Default cell with an image: the image keeps its stored size and the
    /// label follows it at the stored gap, with no tie between the two (UIKit sizes both).
    @Test func aDefaultCellWithAnImageIsNotAmbiguous() throws {
        let image = """
            <imageView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="img-00-aaa">
                <rect key="frame" x="16" y="7" width="30" height="30"/>
                <autoresizingMask key="autoresizingMask"/>
            </imageView>
            """
        let screen = try cellScreen(standardCell(
            style: "IBUITableViewCellStyleDefault",
            labels: image + label("txt-00-aaa", x: 61, y: 0, width: 298, height: 44)))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 414, height: 44))
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
        #expect(frame(result, "imageView1") == Frame(x: 20, y: 7, width: 30, height: 30))
        // The label after the image at the stored gap, 61 - (16 + 30) = 15, to the trailing margin.
        #expect(frame(result, "label1") == Frame(x: 20 + 30 + 15, y: 0, width: 414 - 20 - (20 + 30 + 15), height: 44))
    }

    /// End to end, real files: CreateAndSaveKML's Default and Value1 cells,
    /// saved for a 414-pt iPhone, solved at 375 give IB's frames there (16-pt margins).
    @Test func realCellsOnASecondDevice() throws {
        let match = try CrossDeviceMatch.measure("arcgis-CreateAndSaveKML")
        for id in ["E4k-C5-SMe", "pv8-kb-nfX", "vFd-ZY-vC9", "9Vg-rj-2wf", "7iP-NC-D5e", "CK0-kQ-3KX"] {
            #expect(!match.mismatchedIDs.contains(id), "\(id)")
        }
        let popup = try CrossDeviceMatch.measure("LNPopupController-MapScene")
        // Every view matches (crossDeviceMismatches lists none for this pair since the text model of #34).
        #expect(popup.mismatchedIDs == Set((crossDeviceMismatches["LNPopupController-MapScene"] ?? [:]).keys), "\(popup.mismatches)")
    }
}

/// #24.6: a navigation bar's, toolbar's or tab bar's height follows the height class.
@Suite("Bar heights")
struct BarHeightTests {
    /// A 375-wide toolbar pinned to the root's leading, trailing and bottom edges, its height unconstrained.
    static func toolbarAtTheBottom(toolsVersion: String? = nil) -> String {
        let subviews = """
            <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
            </toolbar>
            """
        let constraints = """
            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="b01"/>
            <constraint firstAttribute="trailing" secondItem="bar-00-001" secondAttribute="trailing" id="b02"/>
            <constraint firstAttribute="bottom" secondItem="bar-00-001" secondAttribute="bottom" id="b03"/>
            """
        if let toolsVersion { return IBSample.storyboard(subviews: subviews, constraints: constraints, toolsVersion: toolsVersion) }
        return IBSample.storyboard(subviews: subviews, constraints: constraints)
    }

    @Test func toolbarHeightVariesByHeightClass() throws {
        let text = BarHeightTests.toolbarAtTheBottom()
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let equations = IBSample.equations(screen)
        #expect(equations["bar-00-001:barHeight1"] == "toolbar1.height <= barHeight_bar00001 @250")
        #expect(equations["bar-00-001:barHeight2"] == "toolbar1.height >= barHeight_bar00001 @750")
        #expect(screen.metrics == [MetricValue(name: "barHeight_bar00001", value: 44),
                                   MetricValue(name: "barHeight_bar00001", value: 32,
                                               when: Condition(["heightClass": [.string("compact")]]))])
        #expect(screen.view(named: "toolbar1")?.intrinsicSize == nil)
        var request = SolveRequest(width: 667, height: 375)
        request.heightClass = .compact
        let landscape = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        #expect(frame(landscape, "toolbar1") == Frame(x: 0, y: 375 - 32, width: 667, height: 32))
        let portrait = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 667))
        #expect(frame(portrait, "toolbar1") == Frame(x: 0, y: 667 - 44, width: 375, height: 44))
    }

    /// Xcode 9 to 11 give a toolbar 49 points on a notched iPhone in portrait and
    /// 44 on a home-button one: two more values, by the trait `homeIndicator`.
    @Test func anXcode11ToolbarVariesByHomeIndicator() throws {
        let text = BarHeightTests.toolbarAtTheBottom(toolsVersion: "15705")
        let screen = try #require(try IBSample.read(text).document.screens.first)
        func portrait(_ homeIndicator: String) -> Condition {
            Condition(["widthClass": [.string("compact")], "heightClass": [.string("regular")],
                       "homeIndicator": [.string(homeIndicator)]])
        }
        #expect(screen.metrics == [MetricValue(name: "barHeight_bar00001", value: 44),
                                   MetricValue(name: "barHeight_bar00001", value: 32,
                                               when: Condition(["heightClass": [.string("compact")]])),
                                   MetricValue(name: "barHeight_bar00001", value: 49, when: portrait("yes")),
                                   MetricValue(name: "barHeight_bar00001", value: 44, when: portrait("no"))])
        var notched = SolveRequest(width: 375, height: 812)
        notched.safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: notched)
        // Pinned to the root's bottom (not the safe area's) in this sample.
        #expect(frame(result, "toolbar1") == Frame(x: 0, y: 812 - 49, width: 375, height: 49))
    }

    /// End to end: StatisticalQuery's landscape design (32-pt bars) solved in portrait gives IB's 44-pt bars.
    @Test func landscapeBarsInPortrait() throws {
        let match = try CrossDeviceMatch.measure("arcgis-StatisticalQueryGroupAndSort-landscape")
        for id in ["byu-MT-3ty", "63R-hv-J3Q", "CPp-lF-3Xs", "RzV-zY-Z4b", "uur-kI-YZ6"] {
            #expect(!match.mismatchedIDs.contains(id), "\(id)")
        }
    }
}

/// #24.4 end to end: the cells of arcgis-StatisticalQueryGroupAndSort sit in a
/// table as wide as the device; beside a disclosure indicator the 414-pt
/// table's content view is 383 wide, and its margins are the table's 20.
@Suite("Cell margins follow the table")
struct CellMarginsFollowTheTableTests {
    /// Each cell screen records the stored width of the table it sits in: the
    /// view controller's table (the device's width) or the 8-pt-inset table inside it.
    @Test func cellScreensRecordTheirTablesWidth() throws {
        let new = try CrossDevicePairs.read("arcgis-StatisticalQueryGroupAndSort", "new")
        let old = try CrossDevicePairs.read("arcgis-StatisticalQueryGroupAndSort", "old")
        for (imported, deviceWidth) in [(new, 414.0), (old, 375.0)] {
            let cells = imported.document.screens.filter { $0.view(named: $0.root)?.layoutMarginsRule == .tableCellContent }
            #expect(!cells.isEmpty)
            for cell in cells {
                let width = try #require(cell.design?.containerWidth, "\(cell.name)")
                #expect(width == deviceWidth || width == deviceWidth - 8 - 8, "\(cell.name)")
                #expect(width >= cell.design?.width ?? 0)
                let design = try #require(imported.designs.first { $0.screen == cell.name })
                #expect(design.request.containerWidth == width)
            }
            // The Value1 cell beside a disclosure indicator sits in the device-wide table.
            let value1 = try #require(cells.first { $0.views.contains { $0.ibID == "iYN-Oz-ur6" } })
            #expect(value1.design?.containerWidth == deviceWidth)
        }
    }

    @Test func theThreeLabelsBesideAnAccessoryMatchIB() throws {
        let match = try CrossDeviceMatch.measure("arcgis-StatisticalQueryGroupAndSort")
        #expect(match.matched == match.compared)
        for id in ["iYN-Oz-ur6", "BkC-fW-BhR", "8mv-Fg-y8i"] { #expect(!match.mismatchedIDs.contains(id)) }
        // On the new file's own device the Value1 cell's 383-wide content view is in a 414-wide table.
        let new = try CrossDevicePairs.read("arcgis-StatisticalQueryGroupAndSort", "new")
        let value1 = try #require(new.document.screens.first { $0.views.contains { $0.ibID == "iYN-Oz-ur6" } })
        let design = try #require(new.designs.first { $0.screen == value1.name })
        #expect(design.request.width == 383)
        #expect(design.request.containerWidth == 414)
    }
}
