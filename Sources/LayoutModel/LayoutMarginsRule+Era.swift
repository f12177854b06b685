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
