import LayoutDocument
import LayoutModel

/// Whether a table view cell's row sizes itself to its content (#20.10, #32.1.6).
extension IBFileReader {
    /// How a table view cell's row height is decided at run time.
    enum RowHeight: Equatable {
        /// The stored row: the table's `rowHeight` is a number (a fixed row for every
        /// cell), or a static cell has its own custom `rowHeight`, which
        /// UITableViewController's static sections give it at run time.
        case fixed
        /// The content's height when the content sets one, else the stored row. Any
        /// other cell: one of a table of automatic rows (`rowHeight` -1,
        /// UITableView.automaticDimension), a prototype with a custom row height (which
        /// UIKit does not apply by itself; the app gives it in `rowHeight` or
        /// `tableView(_:heightForRowAt:)`), or a cell of a xib (its table, and so its rows,
        /// are the app's). A self-sizing cell whose content gives no height does not
        /// collapse in UIKit: it logs that the constraints "ambiguously suggest a height
        /// of zero" and uses a standard height instead, which IB draws as the stored row;
        /// so does a cell whose content UIKit lays out itself (`listContentConfiguration`).
        case contentUnlessItCollapses
    }

    /// The rule for one cell element (`tableViewCell`).
    func rowHeight(of cell: XMLNode) -> RowHeight {
        let id = cell["id"] ?? ""
        if fixedRowCells.contains(id) { return .fixed }
        let custom = cell.number("rowHeight").map { $0 >= 0 } ?? false
        return staticCells.contains(id) && custom ? .fixed : .contentUnlessItCollapses
    }

    /// The points per pixel of the file's design device (2 when unknown).
    var displayScale: Double { context.deviceID.flatMap { IBDesign.displayScale(device: $0, toolsVersion: context.toolsVersion) } ?? 2 }

    /// How much shorter than the height IB stored a fixed row's content view is
    /// (#32.1.6): UIKit draws a separator of one pixel below it, so it is the row less
    /// 1/2 point at @2x and 1/3 at @3x. Xcode 5 to 10 stored the content view that much
    /// shorter than the cell (43.5 in a 44-point row; 0 here); later Xcodes store both
    /// at the row's height, and a table without separators (`separatorStyle="none"`)
    /// has none. A xib's cell, whose table is the app's, is taken to have one (UIKit's
    /// default).
    func separatorHeight(_ cell: XMLNode) -> Double {
        guard cell.name == "tableViewCell", !separatorlessCells.contains(cell["id"] ?? ""),
              let row = IBScreenReader.frame(cell) else { return 0 }
        let content = cell.children.first { $0["key"] == "contentView" }.flatMap(IBScreenReader.frame) ?? row
        return abs(content.height - row.height) < 1e-6 && row.height > 1 / displayScale ? 1 / displayScale : 0
    }

    /// The height a self-sizing cell's design is solved at when it is not the stored one
    /// (#32): its content's, where the stored height makes the design solve report a
    /// conflict, an ambiguity or a negative size that the content's own height does not.
    /// UIKit never lays such a cell out at the height IB stored: the row takes the height
    /// its content gives (`systemLayoutSizeFitting`, as `layout check` solves a self-sizing
    /// screen), so what breaks only at the stored height (RocketChat's Xcode 10 xib cell,
    /// stored 53.5 high, whose image and margins add up to 54; an Xcode 12 static cell of a
    /// table of automatic rows, stored 44 high, whose label and slider need more) is IB's
    /// canvas, not the app. A
    /// stored height that adds nothing stays, so IB's stored frames still hold where the
    /// content leaves the height open. Nil: keep the stored height.
    static func contentHeightInPlaceOfStored(_ screen: Screen, design: ScreenDesign) -> Double? {
        let stored = IBDesign.request(for: design)
        var open = stored
        open.height = nil
        guard let content = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: open),
              (content.height * 1e6).rounded() != 0 else { return nil }
        let atStored = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: stored)
        // To a millionth of a point, as the JSON prints it: the solver's arithmetic leaves dust.
        return IBDesignFindings.addsNone(atStored, to: content) ? nil : (content.height * 1e6).rounded() / 1e6
    }

    /// Whether a cell's content gives its content view a height: solved at its stored
    /// width with the height left open, it does not come to zero (UIKit's "constraints
    /// ambiguously suggest a height of zero", after which it uses the row's stored height).
    /// A screen that cannot be solved counts as setting one (the solve reports it later).
    static func contentSetsHeight(_ screen: Screen, request: SolveRequest) -> Bool {
        var open = request
        open.height = nil
        guard let result = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: open) else { return true }
        return (result.height * 1e6).rounded() != 0
    }
}
