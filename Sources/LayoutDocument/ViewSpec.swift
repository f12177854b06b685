import LayoutCore

/// A view as a document describes it.
public struct ViewSpec: Hashable, Sendable {
    public var name: String
    /// nil only for the screen's root view.
    public var superview: String?
    /// `view`, `label`, `imageView`, `button`, `stack`, … (free text but for `stack`).
    public var kind: String?
    public var intrinsicSize: IntrinsicSize?
    /// Content hugging per axis; nil axes default to 250.
    public var hugging: AxisPriorities?
    /// Compression resistance per axis; nil axes default to 750.
    public var compressionResistance: AxisPriorities?
    public var hidden: Bool
    /// Layout margins; nil means 8 on each side.
    public var layoutMargins: EdgeInsets?
    /// How far the frame reaches beyond the alignment rectangle on each side
    /// (UIKit's `alignmentRectInsets`, as a UISlider's 2 points at the sides and
    /// 1 below); nil: none. Constraints and stacks act on the alignment
    /// rectangle, and the frame is drawn around it.
    public var alignmentInsets: EdgeInsets?
    /// Where the first and last baselines sit; nil means at the bottom edge.
    public var baselines: Baselines?
    /// Stack view properties, meaningful when `kind == "stack"`.
    public var stack: StackProperties?
    /// The traits and content this view exists under; nil means always.
    public var when: Condition?
    /// The Interface Builder object id the view was imported from (`"8bC-Xf-vdC"`).
    public var ibID: String?
    /// The class the app makes the view with when it is not UIKit's own for its kind
    /// (Interface Builder's `customClass`: `"ProfileHeaderView"`); nil: the kind's class.
    /// Layout does not read it; Swift export makes the view with it.
    public var customClass: String?
    /// How UIKit computes the view's layout margins; nil: `layoutMargins` as given (8 by default).
    public var layoutMarginsRule: LayoutMarginsRule?
    /// UIKit's `insetsLayoutMarginsFromSafeArea` (default true): the safe-area
    /// insets are added to the margins of a view that has a `layoutMarginsRule`.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// UIKit's `preservesSuperviewLayoutMargins`, recorded as Interface Builder set it.
    public var preservesSuperviewLayoutMargins: Bool

    // Text (docs/document-format.md, "Text"): what a label, button, text field
    // or text view shows, and how; measured into an intrinsic size.

    /// A label's text, a button's title, a text field's text (else its placeholder), a text view's text.
    public var text: String?
    /// The key of the view's text in a string catalog.
    public var textKey: String?
    /// A text field's placeholder, as Interface Builder or the author gave it.
    public var placeholder: String?
    /// nil: the system font, 17 points, regular (`FontSpec.systemDefault`).
    public var font: FontSpec?
    /// nil: 1; 0: as many lines as the text needs.
    public var numberOfLines: Int?
    /// nil: UIKit's default for the kind (`byTruncatingTail` for a label).
    public var lineBreakMode: LineBreakMode?
    /// Present when the text shrinks to fit its width (`adjustsFontSizeToFitWidth`),
    /// down to this fraction of the font size (0...1; UIKit's `minimumScaleFactor`).
    public var minimumScaleFactor: Double?
    /// A text field's border style; nil: `none`, UIKit's default.
    public var borderStyle: TextBorderStyle?
    /// A button's iOS 15 configuration style; nil: a classic button.
    public var buttonConfiguration: ButtonConfiguration?
    /// A button's content insets (`contentEdgeInsets`, or the configuration's
    /// `contentInsets`); nil: UIKit's for the button's style.
    public var contentInsets: EdgeInsets?
    /// The size in points of a button's image (UIButton's `currentImage.size`), which
    /// sits left of its title; nil: no image, or one whose size is not known.
    public var imageSize: ImageSize?
    /// UIScrollView's `isScrollEnabled` (default true); a text view that does
    /// not scroll is sized by its text.
    public var scrollEnabled: Bool

    public init(
        name: String, superview: String? = nil, kind: String? = nil,
        intrinsicSize: IntrinsicSize? = nil, hugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities? = nil, hidden: Bool = false,
        layoutMargins: EdgeInsets? = nil, baselines: Baselines? = nil,
        stack: StackProperties? = nil, when: Condition? = nil, ibID: String? = nil,
        layoutMarginsRule: LayoutMarginsRule? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
        preservesSuperviewLayoutMargins: Bool = false, text: String? = nil, font: FontSpec? = nil,
        numberOfLines: Int? = nil, textKey: String? = nil
    ) {
        self.name = name
        self.superview = superview
        self.kind = kind
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.hidden = hidden
        self.layoutMargins = layoutMargins
        self.baselines = baselines
        self.stack = stack
        self.when = when
        self.ibID = ibID
        self.layoutMarginsRule = layoutMarginsRule
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.textKey = textKey
        scrollEnabled = true
    }

    public var isStack: Bool { kind == "stack" }

    /// Whether the view is a scroll view (UIKit's `UIScrollView` and its subclasses: `scrollView`,
    /// `tableView`, `collectionView`, `textView`): a view inside it is laid out against its
    /// content area (docs/layout-model.md, "Scroll views").
    public var isScrollView: Bool { kind.map(Self.scrollViewKinds.contains) ?? false }

    /// The kinds that are scroll views.
    public static let scrollViewKinds: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
}

/// A view's natural size; a nil axis has no intrinsic size.
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}

/// The size of an image in points (`UIImage.size`): both sides finite and above 0.
public struct ImageSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A priority per axis, for hugging and compression resistance.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority?
    public var vertical: LayoutPriority?
    public init(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Insets per edge, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public static let layoutMarginsDefault = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension EdgeInsets {
    /// Read as alignment insets (the frame reaches this far beyond the alignment
    /// rectangle): how far an attribute of the alignment rectangle lies from the
    /// same attribute of the frame. Its left edge lies `left` further right, its
    /// width `left + right` less, …; right-to-left, leading is the right edge
    /// (measured leftwards) and trailing the left. Margins and baselines: 0.
    package func alignmentOffset(_ attribute: LayoutAttribute, rightToLeft: Bool) -> Double {
        switch attribute {
        case .left: left
        case .right: -right
        case .leading: rightToLeft ? right : left
        case .trailing: rightToLeft ? -left : -right
        case .top: top
        case .bottom: -bottom
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .centerX: (left - right) / 2
        case .centerY: (top - bottom) / 2
        default: 0
        }
    }
}

/// Baseline positions: the first measured down from the top edge, the last
/// measured up from the bottom edge (as UIKit's baseline offsets), so that a
/// label that grows keeps its last baseline near its bottom.
public struct Baselines: Hashable, Sendable {
    public var firstFromTop: Double?
    public var lastFromBottom: Double?
    public init(firstFromTop: Double? = nil, lastFromBottom: Double? = nil) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}

/// UIStackView's properties.
public struct StackProperties: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// `UIStackView.spacingUseSystem` (IB's "standard" spacing; the document's
    /// `"spacing": "standard"`): the standard spacing between siblings, which
    /// the layout takes from its `StandardSpacing` rather than from `spacing`.
    public var usesStandardSpacing: Bool
    /// `UIStackView.isLayoutMarginsRelativeArrangement`: the arranged views are
    /// laid out inside the stack's layout margins rather than on its edges.
    public var layoutMarginsRelativeArrangement: Bool
    /// Values that replace these under conditions (size classes, in Interface
    /// Builder), in the order written; `resolved(in:)` applies them.
    public var variations: [StackVariation]
    public init(axis: Axis = .horizontal, distribution: Distribution = .fill,
                alignment: Alignment = .fill, spacing: Double = 0, usesStandardSpacing: Bool = false,
                layoutMarginsRelativeArrangement: Bool = false, variations: [StackVariation] = []) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = usesStandardSpacing ? StandardSpacing.apple.sibling : spacing
        self.usesStandardSpacing = usesStandardSpacing
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
        self.variations = variations
    }
}

/// The rules UIKit computes some views' layout margins by, so that a screen
/// solved on another device gets that device's margins, not the design
/// device's numbers. `layoutMargins`, when given, is the view's own setting.
public enum LayoutMarginsRule: String, Hashable, Sendable, CaseIterable {
    /// A view controller's root view: left and right are the larger of the
    /// view's own margins and the system minimum (16 points when the root is
    /// narrower than 414 points, else 20); top and bottom are the view's own
    /// (0 by default); then the safe-area insets are added.
    case viewController
    /// A table view cell's content view: left and right `tableCellSideMargin`
    /// for the width of the screen the cell's table is shown on (the request's
    /// `containerWidth`, else the root's: #24.4, #33.2.5); top 11 and bottom 11
    /// less the separator below a fixed row (`tableCellBottomMargin`), then the
    /// safe-area insets.
    /// In the `legacy` era (iOS 10 and earlier) the view's own margins, 8 on
    /// each side by default (#24.3).
    case tableCellContent

    /// The system minimum side margin for a root this wide (nil: open, self-sizing).
    public static func systemMinimumSideMargin(rootWidth: Double?) -> Double {
        guard let rootWidth else { return 16 }
        return rootWidth < 414 ? 16 : 20
    }

    /// A table view cell's content view's side margins on a screen (a window) this
    /// wide (nil: 16): 16 up to 375 points, 20 beyond (#33.2.5). IB stores cells at 20
    /// on the 390- and 393-point iPhones, where a view controller's root still has 16
    /// (`systemMinimumSideMargin`), and at 20 in a 375-point table on a 414-point
    /// iPhone: the screen decides, not the table.
    public static func tableCellSideMargin(screenWidth: Double?) -> Double {
        guard let screenWidth else { return 16 }
        return screenWidth > 375 ? 20 : 16
    }

    /// A table view cell's content view's bottom margin above a separator this high (the
    /// pixel UIKit draws below a fixed row's content view, #32.1.6): the cell's 11 less the
    /// separator, so the margin lies 11 points above the row's bottom as IB draws it
    /// (10.5 at @2x, 10.67 at @3x).
    public static func tableCellBottomMargin(separator: Double) -> Double {
        11 - separator
    }

    /// The margins before the safe area is added, for a root this wide in a
    /// container (a table's screen) this wide (nil: as wide as the root), in an era
    /// (nil: `current`), above a separator this high (a table cell's content view).
    public func margins(own: EdgeInsets?, rootWidth: Double?, containerWidth: Double? = nil, era: LayoutEra? = nil,
                        separator: Double = 0) -> EdgeInsets {
        switch self {
        case .viewController:
            let side = Self.systemMinimumSideMargin(rootWidth: rootWidth)
            let own = own ?? .zero
            return EdgeInsets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
        case .tableCellContent:
            if era == .legacy { return own ?? .layoutMarginsDefault }
            let side = Self.tableCellSideMargin(screenWidth: containerWidth ?? rootWidth)
            return EdgeInsets(top: 11, left: side, bottom: Self.tableCellBottomMargin(separator: separator), right: side)
        }
    }
}
