/// A scroll view's two layout guides, named in the notation after the view they
/// belong to (`scroll.contentLayoutGuide.leading`, `scroll.frameLayoutGuide.width`),
/// as `UIScrollView` names them.
///
/// - `contentLayoutGuide`: the scrollable content area, from the content's origin
///   (the frame's, at offset 0) to the content size, which the constraints on it set;
/// - `frameLayoutGuide`: the scroll view's frame, whatever its content.
///
/// An item that names a guide is written `view.guide` (`ConstraintEquation.firstItem`
/// is then `"scroll.contentLayoutGuide"`): view names hold no `.`.
public enum ScrollGuide: String, CaseIterable, Hashable, Sendable {
    case contentLayoutGuide
    case frameLayoutGuide

    /// The view an item names and the guide, if any: `("scroll", .contentLayoutGuide)` for
    /// `scroll.contentLayoutGuide`, `("scroll", nil)` for `scroll`. Nil for text after a `.`
    /// that names no guide.
    public static func split(_ item: String) -> (view: String, guide: ScrollGuide?)? {
        guard let dot = item.firstIndex(of: ".") else { return (item, nil) }
        guard let guide = ScrollGuide(rawValue: String(item[item.index(after: dot)...])) else { return nil }
        return (String(item[..<dot]), guide)
    }

    /// The view an item names: the item itself, or the part before a guide's name.
    public static func view(of item: String) -> String {
        split(item)?.view ?? item
    }

    /// `view.guide`.
    public func item(of view: String) -> String { "\(view).\(rawValue)" }
}
