import LayoutDocument

extension LayoutMarginsRule {
    /// Whether a view that follows a margins rule has the safe-area insets added to its
    /// margins, given its `insetsLayoutMarginsFromSafeArea` and the era laid out as (nil:
    /// `current`).
    ///
    /// iOS 10 (the era `legacy`) had no safe area: a view controller's root margins never
    /// took in the status bar or a bar, which only the top and bottom layout guides followed,
    /// so IB's Xcode 5–8 frames put a view pinned to the root's `topMargin` at the root's own
    /// top margin. From iOS 11 UIKit adds the safe area when the flag is true, its default
    /// (Apple's `insetsLayoutMarginsFromSafeArea`). A storyboard saved by Xcode 8 cannot store
    /// the flag (it is iOS 11's), so today's UIKit (`current`) runs it with the default (#24.3).
    public static func addsSafeArea(insetsLayoutMarginsFromSafeArea: Bool, era: LayoutEra?) -> Bool {
        insetsLayoutMarginsFromSafeArea && era != .legacy
    }
}

extension LayoutMarginsRule {
    /// The separator below a table view cell's content view, for its bottom margin
    /// (`tableCellBottomMargin`, #32.1.6): one pixel (1/2 point at @2x, 1/3 at @3x) below
    /// a fixed row, whose content view is the row less it; none while the cell sizes its
    /// own height, as IB stores such a cell's content view at the height its content
    /// needs and its margins 11 from its edges. A table without separators
    /// (`separatorStyle="none"`) is not told apart.
    static func tableCellSeparator(selfSizing: SelfSizing?, displayScale: Double) -> Double {
        selfSizing == .height ? 0 : 1 / max(1, displayScale)
    }
}
