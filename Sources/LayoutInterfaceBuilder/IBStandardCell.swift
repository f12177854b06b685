import LayoutDocument

/// A table view cell of a standard style (`style="IBUITableViewCellStyleDefault"`,
/// `Subtitle`, `Value1`): UIKit lays out its built-in `textLabel`,
/// `detailTextLabel` and `imageView` itself, so their stored frames hold only
/// on the device the file was saved for.
struct IBStandardCell {
    enum Style: String {
        case basic = "IBUITableViewCellStyleDefault"
        case subtitle = "IBUITableViewCellStyleSubtitle"
        case rightDetail = "IBUITableViewCellStyleValue1"
        case leftDetail = "IBUITableViewCellStyleValue2"
    }

    /// Where the built-in views' sides are.
    enum Insets: Equatable {
        /// iOS 11 and later: the content view's margins (16 or 20 by width, `LayoutMarginsRule.tableCellContent`).
        case margins
        /// iOS 10 and earlier: 15 from each side.
        case fixed
    }

    /// One way to lay the built-in views out: its insets, and the era whose
    /// requests it holds in (nil: every request).
    struct Layout: Equatable {
        var era: LayoutEra?
        var insets: Insets
    }

    var style: Style
    var textLabel: String?
    var detailTextLabel: String?
    var imageView: String?
    /// The `accessoryType` beside the content view (`disclosureIndicator`,
    /// `checkmark`, …), nil for none: it narrows the content view.
    var accessory: String?
    /// The layouts to write: one for a file of Xcode 9 and later; for an older
    /// file (#24.3), IB's own (`.fixed`) under the era `legacy` and today's
    /// UIKit's (`.margins`) under `current`.
    var layouts: [Layout]

    /// iOS 10's inset of the built-in views from the content view's sides (and
    /// the side margins Xcode 9–11 give a cell of a table inside another view).
    static let fixedInset = 15.0
    /// A cell content view's top and bottom margins from iOS 11 (`LayoutMarginsRule.tableCellContent`'s).
    static let contentVerticalMargin = 11.0
    /// UIKit's standard row height (`UITableView.rowHeight`'s default): a standard-style
    /// cell is at least this high, whatever its labels need (#32.1.2).
    static let standardRowHeight = 44.0
    /// The priority of the space a standard-style cell keeps above and below each
    /// built-in view: below required, so that text grown past a fixed row overflows
    /// it (UIKit centres the labels and draws them whole), and above everything a
    /// self-sizing solve weighs (the fitting height, 50), so that such a cell grows
    /// around its labels rather than collapsing.
    static let paddingPriority = 999.0
    /// The gap between a built-in view and an accessory beside it, as IB stores
    /// it: beside a disclosure indicator 8 on iOS 11 and later, 2 on iOS 10
    /// (Xcode 8, CoreStore-Main's Default cell); beside a checkmark none in either
    /// era (a Default cell's text label reaches the content view's edge: Xcode 8.3
    /// and Xcode 9, FSCalendar's Objective-C example; Xcode 10, its Swift one);
    /// beside a detail button none on iOS 10 (Xcode 8.1, RxSwift's
    /// SimpleTableViewExample) and 8 after (Xcode 15, GoMap's Value1 cell). Any
    /// other accessory is taken as a disclosure indicator.
    static func accessoryGap(_ type: String, _ insets: Insets) -> Double {
        switch (type, insets) {
        case ("checkmark", _), ("detailButton", .fixed): return 0
        case (_, .margins): return 8
        case (_, .fixed): return 2
        }
    }

    /// The cell's standard style, or nil for a custom cell.
    init?(cell: XMLNode, layouts: [Layout]) {
        guard cell.name == "tableViewCell", let text = cell["style"], let style = Style(rawValue: text) else { return nil }
        self.style = style
        textLabel = cell["textLabel"]
        detailTextLabel = cell["detailTextLabel"]
        imageView = cell["imageView"]
        accessory = cell["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
        self.layouts = layouts
    }

    /// Whether a view id is one of the built-in views.
    func isBuiltIn(_ id: String) -> Bool { [textLabel, detailTextLabel, imageView].contains(id) }

    /// The width a table cell's accessory takes beside its content view beyond
    /// the cell's trailing margin (`ScreenDesign.accessoryWidth`, #24.3), as
    /// today's UIKit lays it out.
    ///
    /// A file of Xcode 9 and later (`era` nil) gives it in its stored frames:
    /// the cell's width less its content view's, less the trailing margin (the
    /// content view's, `marginsRule` set, from the width of the screen the table is
    /// drawn on, `LayoutMarginsRule.tableCellSideMargin`; else the 15
    /// of a cell whose content view has fixed margins). Xcode 12 stores a
    /// disclosure indicator's content view 348 wide in a 375-point table
    /// (375 - 16 - 11) and 383 in a 414-point one (414 - 20 - 11): 11 both times.
    /// An older file (`era` legacy) stores iOS 10's widths (a disclosure
    /// indicator's content view 33 narrower than the cell at any width: 15 + 18),
    /// so a known `accessoryType` takes today's width from `currentWidths`, and
    /// any other keeps what its frames give with iOS 10's 15-point margin.
    /// nil for a cell without an accessory or without both frames.
    static func accessoryWidth(cell: XMLNode, marginsRule: LayoutMarginsRule?, screenWidth: Double?,
                               era: LayoutEra?) -> Double? {
        guard cell.name == "tableViewCell", let type = cell["accessoryType"], type != "none",
              let cellFrame = IBScreenReader.frame(cell),
              let content = cell.children.first(where: { $0["key"] == "contentView" }),
              let contentFrame = IBScreenReader.frame(content) else { return nil }
        if era == .legacy, let width = currentWidths[type] { return width }
        let margin = marginsRule == .tableCellContent && era != .legacy
            ? LayoutMarginsRule.tableCellSideMargin(screenWidth: screenWidth ?? cellFrame.width) : fixedInset
        return max(0, cellFrame.width - contentFrame.width - margin)
    }

    /// Today's accessory widths by `accessoryType` (the accessory and its gap,
    /// beyond the trailing margin), from IB's frames in files of Xcode 10 and
    /// later: the cell's width less its content view's, less the margin (16 in
    /// a 375-point table, 20 in a 414-point one). Disclosure indicator: 375 - 348
    /// - 16 (Xcode 12, arcgis StatisticalQueryGroupAndSort); checkmark: 375 - 335
    /// - 16 (Xcode 10, FSCalendar) and 414 - 370 - 20 (Xcode 10 and 14);
    /// detail button: 414 - 370 - 20 (Xcode 15, GoMap); detail disclosure
    /// button: 414 - 357 - 20 (Xcode 13, arcgis Content Display Logic).
    static let currentWidths: [String: Double] = [
        "disclosureIndicator": 375 - 348 - 16,
        "checkmark": 375 - 335 - 16,
        "detailButton": 414 - 370 - 20,
        "detailDisclosureButton": 414 - 357 - 20,
    ]
}
