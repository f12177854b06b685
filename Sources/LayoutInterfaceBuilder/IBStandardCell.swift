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
}
