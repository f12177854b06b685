/// The UIKit generation a screen is laid out as: the trait `era` of conditions
/// and requests, and a design's `era` (#24.3).
///
/// A table cell is where the two differ. `current` is today's UIKit (iOS 11
/// and later): a cell's content view has the `tableCellContent` margins (16 or
/// 20 at the sides by the table's width, 11 at the top and bottom), a
/// standard cell's built-in views sit at those margins and 8 points from an
/// accessory. `legacy` is iOS 10 and earlier, as Xcode 5 to 8 drew it: the
/// content view's margins are 8 on every side (its own, when set), the
/// built-in views sit 15 points from the sides and 2 from an accessory.
public enum LayoutEra: String, Hashable, Sendable, CaseIterable {
    case legacy, current
}
