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

    var style: Style
    var textLabel: String?
    var detailTextLabel: String?
    var imageView: String?
    /// Whether an accessory (disclosure indicator, checkmark, …) narrows the content view.
    var accessory: Bool
    var insets: Insets

    /// iOS 10's inset of the built-in views from the content view's sides (and
    /// the side margins Xcode 9–11 give a cell of a table inside another view).
    static let fixedInset = 15.0
    /// A cell content view's top and bottom margins from iOS 11 (`LayoutMarginsRule.tableCellContent`'s).
    static let contentVerticalMargin = 11.0
    /// The gap between a built-in view and an accessory beside it: 8 on iOS 11
    /// and later; the 2 of iOS 10 is what Xcode 8 stores (CoreStore-Main's Default cell).
    static func accessoryGap(_ insets: Insets) -> Double { insets == .margins ? 8 : 2 }

    /// The cell's standard style, or nil for a custom cell.
    init?(cell: XMLNode, insets: Insets) {
        guard cell.name == "tableViewCell", let text = cell["style"], let style = Style(rawValue: text) else { return nil }
        self.style = style
        textLabel = cell["textLabel"]
        detailTextLabel = cell["detailTextLabel"]
        imageView = cell["imageView"]
        accessory = (cell["accessoryType"] ?? "none") != "none"
        self.insets = insets
    }

    /// Whether a view id is one of the built-in views.
    func isBuiltIn(_ id: String) -> Bool { [textLabel, detailTextLabel, imageView].contains(id) }

    /// The width a table cell's accessory takes beside its content view beyond
    /// the cell's trailing margin (`ScreenDesign.accessoryWidth`, #24.3), read
    /// from IB's stored frames: the cell's width less its content view's, less
    /// the trailing margin of the file's era (the content view's margin for
    /// iOS 11 and later, `marginsRule` set, from the table's width; 15 before).
    /// Xcode 12 stores a disclosure indicator's content view 348 wide in a
    /// 375-point table (375 - 16 - 11) and 383 in a 414-point one (414 - 20 - 11):
    /// 11 both times; Xcode 7 and 8 store 33 less than the cell at any width (15 + 18).
    /// nil for a cell without an accessory or without both frames.
    static func accessoryWidth(cell: XMLNode, marginsRule: LayoutMarginsRule?, tableWidth: Double?) -> Double? {
        guard cell.name == "tableViewCell", (cell["accessoryType"] ?? "none") != "none",
              let cellFrame = IBScreenReader.frame(cell),
              let content = cell.children.first(where: { $0["key"] == "contentView" }),
              let contentFrame = IBScreenReader.frame(content) else { return nil }
        let margin = marginsRule == .tableCellContent
            ? LayoutMarginsRule.systemMinimumSideMargin(rootWidth: tableWidth ?? cellFrame.width) : fixedInset
        return max(0, cellFrame.width - contentFrame.width - margin)
    }
}
