import LayoutCore
import LayoutDocument

/// Something a constraint can name: a view, or one of the root's layout
/// guides given by the request.
enum LayoutItem: Hashable, Sendable {
    case view(Int)
    /// The root's safe area: its bounds inset by the request's safe-area insets.
    case safeArea
    /// The keyboard guide: the root's bottom strip, as tall as the keyboard, and at least
    /// as tall as the safe area's bottom inset (`SolveRequest.keyboardGuideHeight`).
    case keyboard
    /// A scroll view's content area (`contentLayoutGuide`): its origin is the frame's (at
    /// offset 0), its size the content size, two variables of their own. A constraint between a
    /// scroll view's edge or margin and a view inside it attaches here (the margins are the
    /// scroll view's).
    case contentGuide(Int)
    /// A scroll view's frame (`frameLayoutGuide`): the view's edges, centres and sizes, without margins.
    case frameGuide(Int)

    static let guideNames: [String: LayoutItem] = ["safeArea": .safeArea, "keyboard": .keyboard]
}

/// Auto Layout's attributes as linear expressions of the model's variables.
///
/// Each view has four variables, its frame in its superview's coordinates
/// (x, y, width, height), which is what a solve reports. An attribute is
/// measured in the coordinate system of a container view (an ancestor, or
/// the view itself, whose bounds origin is 0): the sum of the x's on the way
/// up. A constraint is measured in its items' nearest common ancestor, which
/// is UIKit's meaning for multipliers on positions
/// (`button.centerX == superview.centerX * 0.5` puts it at a quarter), and
/// it makes sibling constraints short because shared ancestors cancel.
struct AttributeAlgebra: Sendable {
    let structure: ScreenStructure
    let direction: LayoutDirection
    /// The requested root width, for views whose margins follow a `LayoutMarginsRule`.
    var rootWidth: Double? = nil
    /// The requested width of the view the root sits in (a cell's table), for the
    /// `tableCellContent` rule; nil: the root's.
    var containerWidth: Double? = nil
    /// The request's era, for the `tableCellContent` rule (nil: `current`).
    var era: LayoutEra? = nil
    /// The separator below the root, for the `tableCellContent` rule's bottom margin
    /// (`LayoutMarginsRule.tableCellSeparator`).
    var cellSeparator: Double = 0
    /// Whether the root is a table cell's content view beside an accessory (the screen's
    /// `design.accessoryWidth`), for the `tableCellContent` rule's trailing margin
    /// (`LayoutMarginsRule.tableCellAccessoryMargin`).
    var cellAccessory = false
    /// The margins of views that preserve their superview's margins, worked out
    /// from the frames of a previous solve (see `PreservedMargins`); they replace
    /// those views' own margins.
    var preservedMargins = PreservedMargins()
    /// Baselines of the views that show text, from their font's ascender and
    /// descender; a view's own `baselines` win.
    var textBaselines: [Int: Baselines] = [:]
    /// The views whose alignment rectangle is not their frame (`ViewSpec.alignmentInsets`):
    /// their edges, centres and sizes are the alignment rectangle's.
    var alignmentInsets: [Int: EdgeInsets] = [:]
    /// The view whose baselines stand for a vertical stack's (UIStackView's
    /// `viewForFirstBaselineLayout` and `viewForLastBaselineLayout`): its first
    /// and last visible arranged views, followed down through nested vertical stacks.
    var stackBaselineViews: [Int: (first: Int, last: Int)] = [:]

    var viewCount: Int { structure.names.count }

    func x(_ view: Int) -> Int { 4 * view }
    func y(_ view: Int) -> Int { 4 * view + 1 }
    func width(_ view: Int) -> Int { 4 * view + 2 }
    func height(_ view: Int) -> Int { 4 * view + 3 }

    /// Request parameters: safe-area insets and the keyboard height, pinned by
    /// required constraints whose constants a session changes.
    var safeAreaTop: Int { 4 * viewCount }
    var safeAreaLeft: Int { 4 * viewCount + 1 }
    var safeAreaBottom: Int { 4 * viewCount + 2 }
    var safeAreaRight: Int { 4 * viewCount + 3 }
    var keyboardHeight: Int { 4 * viewCount + 4 }
    /// A scroll view's content size (`ScreenStructure.contentSlot`), after the parameters.
    func contentWidth(_ scroll: Int) -> Int { 4 * viewCount + 5 + 2 * structure.contentSlot[scroll] }
    func contentHeight(_ scroll: Int) -> Int { 4 * viewCount + 6 + 2 * structure.contentSlot[scroll] }
    var variableCount: Int { 4 * viewCount + 5 + 2 * structure.scrollViewCount }

    /// The view and frame field a variable belongs to (nil for parameters and content sizes).
    func owner(of variable: Int) -> (view: Int, field: Int)? {
        variable < 4 * viewCount ? (variable / 4, variable % 4) : nil
    }

    /// The scroll view whose content size a variable is, and whether it is the width.
    func contentOwner(of variable: Int) -> (scroll: Int, horizontal: Bool)? {
        let slot = variable - (4 * viewCount + 5)
        guard slot >= 0, slot < 2 * structure.scrollViewCount,
              let scroll = structure.contentSlot.firstIndex(of: slot / 2) else { return nil }
        return (scroll, slot % 2 == 0)
    }

    /// The view an item belongs to: a view, or the scroll view a guide is of; nil for the root's guides.
    static func view(of item: LayoutItem) -> Int? {
        switch item {
        case .view(let view), .contentGuide(let view), .frameGuide(let view): return view
        case .safeArea, .keyboard: return nil
        }
    }

    /// The container a constraint between two items is measured in.
    func container(_ first: LayoutItem, _ second: LayoutItem?) -> Int {
        // A scroll guide is measured where its scroll view is.
        switch (Self.view(of: first), second.flatMap(Self.view(of:))) {
        case (let a?, let b?): return structure.commonAncestor(a, b)
        case (let a?, nil) where second == nil: return structure.superview[a] ?? structure.root
        default: return structure.root
        }
    }

    /// The item's attribute in `container`'s coordinates (the container is the
    /// item itself or one of its ancestors; guides live in the root).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: Int) -> LinearExpression {
        var expression = LinearExpression()
        append(item, attribute, in: container, times: 1, to: &expression)
        return expression
    }

    /// `expression += factor * item.attribute`.
    func append(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in container: Int, times factor: Double,
        to expression: inout LinearExpression
    ) {
        append(item, attribute, in: container, times: factor, to: &expression.terms, constant: &expression.constant)
    }

    /// `terms + constant += factor * item.attribute`, without building intermediate expressions:
    /// every attribute is `position + sizeFactor * size + constant` along one axis.
    func append(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in container: Int, times factor: Double,
        to terms: inout [LinearExpression.Term], constant: inout Double
    ) {
        if attribute == .firstBaseline || attribute == .lastBaseline, case .view(let view) = item,
           let stand = stackBaselineViews[view] {
            let substitute = attribute == .firstBaseline ? stand.first : stand.last
            append(.view(substitute), attribute, in: container, times: factor, to: &terms, constant: &constant)
            return
        }
        // Read in place only when the attribute needs them: copying a whole ViewSpec costs more than the rest.
        var margins: EdgeInsets {
            // The content area's margins are its scroll view's (a constraint to a scroll view's margin
            // from inside it); the frame guide, like any layout guide, has none.
            let view: Int
            switch item {
            case .view(let owner), .contentGuide(let owner): view = owner
            default: return .zero
            }
            if let preserved = preservedMargins.byView[view] { return preserved }
            let spec = structure.screen.views[view]
            guard let rule = spec.layoutMarginsRule else { return spec.layoutMargins ?? .layoutMarginsDefault }
            return rule.margins(own: spec.layoutMargins, rootWidth: rootWidth, containerWidth: containerWidth, era: era,
                                separator: cellSeparator, accessory: cellAccessory, rightToLeft: direction == .rightToLeft)
        }
        // A margin rule adds the safe-area insets (not in the era `legacy`, iOS 10); only the
        // root sees the safe area in this model.
        var marginsFromSafeArea: Bool {
            guard case .view(let view) = item, view == structure.root else { return false }
            let spec = structure.screen.views[view]
            return spec.layoutMarginsRule != nil
                && LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: spec.insetsLayoutMarginsFromSafeArea, era: era)
        }
        var baselines: Baselines? {
            guard case .view(let view) = item else { return nil }
            return structure.screen.views[view].baselines ?? textBaselines[view]
        }
        let rightToLeft = direction == .rightToLeft
        // (horizontal, positionFactor, sizeFactor, constant)
        let parts: (Bool, Double, Double, Double)
        switch attribute {
        case .left: parts = (true, 1, 0, 0)
        case .right: parts = (true, 1, 1, 0)
        case .centerX: parts = (true, 1, 0.5, 0)
        case .width: parts = (true, 0, 1, 0)
        // Right-to-left, leading and trailing are measured leftwards (UIKit flips
        // their constants): leading is -right, trailing is -left.
        case .leading: parts = rightToLeft ? (true, -1, -1, 0) : (true, 1, 0, 0)
        case .trailing: parts = rightToLeft ? (true, -1, 0, 0) : (true, 1, 1, 0)
        case .top: parts = (false, 1, 0, 0)
        case .bottom: parts = (false, 1, 1, 0)
        case .centerY: parts = (false, 1, 0.5, 0)
        case .height: parts = (false, 0, 1, 0)
        case .leftMargin: parts = (true, 1, 0, margins.left)
        case .rightMargin: parts = (true, 1, 1, -margins.right)
        case .leadingMargin: parts = rightToLeft ? (true, -1, -1, margins.right) : (true, 1, 0, margins.left)
        case .trailingMargin: parts = rightToLeft ? (true, -1, 0, -margins.left) : (true, 1, 1, -margins.right)
        case .topMargin: parts = (false, 1, 0, margins.top)
        case .bottomMargin: parts = (false, 1, 1, -margins.bottom)
        case .centerXWithinMargins:
            let margins = margins
            parts = (true, 1, 0.5, (margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            let margins = margins
            parts = (false, 1, 0.5, (margins.top - margins.bottom) / 2)
        case .firstBaseline:
            if let offset = baselines?.firstFromTop { parts = (false, 1, 0, offset) } else { parts = (false, 1, 1, 0) }
        case .lastBaseline: parts = (false, 1, 1, -(baselines?.lastFromBottom ?? 0))
        }
        let (horizontal, positionFactor, sizeFactor, attributeConstant) = parts
        constant += factor * attributeConstant
        if !alignmentInsets.isEmpty, case .view(let view) = item, let insets = alignmentInsets[view] {
            constant += factor * insets.alignmentOffset(attribute, rightToLeft: rightToLeft)
        }
        switch attribute {
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            if marginsFromSafeArea { appendSafeAreaInsets(attribute, rightToLeft: rightToLeft, times: factor, to: &terms) }
        default: break
        }
        let root = structure.root
        switch item {
        case .view(let view), .frameGuide(let view), .contentGuide(let view):
            if positionFactor != 0 {
                var current = view
                while current != container, let parent = structure.superview[current] {
                    terms.append((horizontal ? x(current) : y(current), factor * positionFactor))
                    current = parent
                }
            }
            if sizeFactor != 0 {
                if case .contentGuide = item {
                    terms.append((horizontal ? contentWidth(view) : contentHeight(view), factor * sizeFactor))
                } else {
                    terms.append((horizontal ? width(view) : height(view), factor * sizeFactor))
                }
            }
        case .safeArea:
            let low = horizontal ? safeAreaLeft : safeAreaTop
            let high = horizontal ? safeAreaRight : safeAreaBottom
            // position = low inset; size = root size - both insets
            terms.append((low, factor * (positionFactor - sizeFactor)))
            terms.append((high, -factor * sizeFactor))
            terms.append((horizontal ? width(root) : height(root), factor * sizeFactor))
        case .keyboard:
            if horizontal {
                terms.append((width(root), factor * sizeFactor))
            } else {
                // position = root height - keyboard height; size = keyboard height
                terms.append((height(root), factor * positionFactor))
                terms.append((keyboardHeight, factor * (sizeFactor - positionFactor)))
            }
        }
    }

    /// The safe-area insets a margin attribute of the root moves by: the low
    /// edge's inset inwards, the high edge's outwards, half their difference for a centre.
    private func appendSafeAreaInsets(
        _ attribute: LayoutAttribute, rightToLeft: Bool, times factor: Double, to terms: inout [LinearExpression.Term]
    ) {
        switch attribute {
        case .leftMargin: terms.append((safeAreaLeft, factor))
        case .rightMargin: terms.append((safeAreaRight, -factor))
        case .leadingMargin: terms.append(rightToLeft ? (safeAreaRight, factor) : (safeAreaLeft, factor))
        case .trailingMargin: terms.append(rightToLeft ? (safeAreaLeft, -factor) : (safeAreaRight, -factor))
        case .topMargin: terms.append((safeAreaTop, factor))
        case .bottomMargin: terms.append((safeAreaBottom, -factor))
        case .centerXWithinMargins:
            terms.append((safeAreaLeft, factor / 2))
            terms.append((safeAreaRight, -factor / 2))
        case .centerYWithinMargins:
            terms.append((safeAreaTop, factor / 2))
            terms.append((safeAreaBottom, -factor / 2))
        default: break
        }
    }
}
