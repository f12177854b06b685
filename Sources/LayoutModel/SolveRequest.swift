import LayoutDocument
import LayoutText
import LayoutTranslation

/// Portrait or landscape; follows from the size (width > height: landscape)
/// unless a request gives it.
public enum Orientation: String, Hashable, Sendable, CaseIterable, Codable {
    case portrait, landscape
}

/// A horizontal or vertical size class.
public enum SizeClass: String, Hashable, Sendable, CaseIterable, Codable {
    case compact, regular
}

/// The traits a screen is solved under.
public struct Traits: Hashable, Sendable, Codable {
    public var orientation: Orientation
    public var widthClass: SizeClass
    public var heightClass: SizeClass

    public init(orientation: Orientation, widthClass: SizeClass, heightClass: SizeClass) {
        self.orientation = orientation
        self.widthClass = widthClass
        self.heightClass = heightClass
    }
}

/// What to solve a screen for: a size (either side may be left open for
/// self-sizing), traits, content values and environment guides.
public struct SolveRequest: Hashable, Sendable {
    /// nil leaves the root's width open: it takes the smallest its content allows.
    public var width: Double?
    /// nil leaves the root's height open (`--size 320xauto`).
    public var height: Double?
    /// nil: follows from the size.
    public var orientation: Orientation?
    /// nil: from the size (a side < 600 is compact).
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    /// Content keys and their values, e.g. `images=3`.
    public var content: [String: String]
    /// Insets of the `safeArea` guide from the root's edges.
    public var safeArea: EdgeInsets
    /// Height of the keyboard at the root's bottom; 0 when hidden. The `keyboard` guide is
    /// `keyboardGuideHeight` tall.
    public var keyboardHeight: Double
    /// nil: the screen's own direction, else left-to-right.
    public var layoutDirection: LayoutDirection?
    /// The Dynamic Type size text is measured at; nil: `L`, UIKit's default.
    public var contentSize: ContentSizeCategory?
    /// Points per pixel of the device (2 or 3): measured text rounds up to its pixel grid.
    public var displayScale: Double
    /// The language laid out in (the `language` trait of conditions); a right-to-left one
    /// lays leading to trailing right to left, a pseudolanguage transforms every text.
    /// nil: the development language, which the screen's texts are already in.
    /// Translations are put in the screen by whoever holds them (`Translations.localized`).
    public var language: Language? = nil
    /// The width of the view the screen sits in when it is not a whole screen: a
    /// table cell's table, whose width sets the cell content view's side margins
    /// (`LayoutMarginsRule.tableCellContent`, #24.4). nil: the root's width.
    /// A device request gives the device's width (a cell in a full-width table).
    public var containerWidth: Double? = nil
    /// The UIKit generation laid out as (the `era` trait of conditions; a cell content
    /// view's `tableCellContent` margins follow it, #24.3). nil: `current`, today's UIKit;
    /// a solve under an IB screen's design takes the design's.
    public var era: LayoutEra? = nil

    public init(
        width: Double?, height: Double?, orientation: Orientation? = nil,
        widthClass: SizeClass? = nil, heightClass: SizeClass? = nil,
        content: [String: String] = [:], safeArea: EdgeInsets = .zero,
        keyboardHeight: Double = 0, layoutDirection: LayoutDirection? = nil,
        contentSize: ContentSizeCategory? = nil, displayScale: Double = 2
    ) {
        self.width = width
        self.height = height
        self.orientation = orientation
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.content = content
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.layoutDirection = layoutDirection
        self.contentSize = contentSize
        self.displayScale = displayScale
    }

    /// The height of the `keyboard` guide: UIKit's `keyboardLayoutGuide` with its default
    /// `usesBottomSafeArea`, whose top is the safe area's bottom while no keyboard covers
    /// more than that (Apple's `UIKeyboardLayoutGuide.usesBottomSafeArea` docs: "the layout
    /// guide ties to the bottomAnchor of the view's safeAreaLayoutGuide"), and the keyboard's
    /// top when it does: the larger of the keyboard's height and the bottom inset.
    public var keyboardGuideHeight: Double { max(keyboardHeight, safeArea.bottom) }
}
