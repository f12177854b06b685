import LayoutCore
import LayoutDocument

/// The user's constraint entries: equations and visual formats.
extension ScreenTranslation {
    /// What a name in a constraint stands for under the selection.
    enum ResolvedItem {
        case item(LayoutItem)
        /// A view whose condition fails, or that is collapsed in a stack (or
        /// inside such a view): its constraints are left out.
        case leftOut
    }

    mutating func addEquation(_ text: String, entry: Int) throws(LayoutModelError) {
        let id = screen.constraints[entry].id
        let equation: ConstraintEquation
        do throws(InputError) {
            // Parsed once per screen (`ScreenStructure.equations`); the text is the entry's own.
            if let parsed = try structure.equation(entry: entry) {
                equation = parsed
            } else {
                equation = try ConstraintEquation(parsing: text)
            }
        } catch {
            throw LayoutModelError(screen: screenName, .badEquation(constraint: id, error))
        }
        // The metrics the multiplier, constant and priority name (most equations name none).
        var values: [String: Double] = [:]
        func lookUp(_ value: LayoutValue) throws(LayoutModelError) {
            guard case .metric(let name, _) = value, values[name] == nil else { return }
            guard let value = try selection.metric(name) else {
                throw LayoutModelError(screen: screenName, .unknownMetric(
                    name, constraint: id,
                    suggestion: NameSuggestion.closest(to: name, among: screen.metrics.map(\.name))))
            }
            values[name] = value
        }
        try lookUp(equation.multiplier)
        try lookUp(equation.constant)
        try lookUp(equation.priority)
        let constraint: LayoutConstraint
        do {
            constraint = try equation.resolved { values[$0] }
        } catch {
            switch error {
            case .unknownMetric(let name):
                throw LayoutModelError(screen: screenName, .unknownMetric(name, constraint: id, suggestion: nil))
            case .priorityOutOfRange(let value):
                throw LayoutModelError(screen: screenName, .priorityOutOfRange(constraint: id, value))
            case .notFinite(let what):
                throw LayoutModelError(screen: screenName, .notFinite(constraint: id, what: what))
            }
        }
        // `superview` is the superview of the equation's view: the first item's,
        // or the second's when the first item is `superview` itself.
        var superview: Int?
        // Of a scroll guide's item (`superview.contentLayoutGuide`), the view.
        let firstView = ScrollGuide.view(of: constraint.firstItem)
        let secondView = constraint.secondItem.map(ScrollGuide.view(of:))
        let reference = firstView == "superview" ? secondView : firstView
        if firstView == "superview" || secondView == "superview" {
            guard let reference, reference != "superview" else {
                throw LayoutModelError(screen: screenName, .superviewWithoutView(constraint: id))
            }
            switch try resolve(reference, superview: nil, constraint: id) {
            case .leftOut:
                return
            case .item(.view(let view)):
                guard let parent = structure.superview[view] else {
                    throw LayoutModelError(screen: screenName, .noSuperview(view: reference, constraint: id))
                }
                superview = parent
            case .item:
                superview = structure.root  // a guide's superview is the root it belongs to
            }
        }
        try addResolved(constraint, label: .equation(entry: entry), id: id, superview: superview)
    }

    /// An equation entry's constraint with its metrics' values, as `addEquation` read
    /// it (as parsed once per screen).
    func writtenEquation(entry: Int) -> LayoutConstraint? {
        guard let equation = (try? structure.equation(entry: entry)) ?? nil else { return nil }
        return try? equation.resolved { name in (try? selection.metric(name)) ?? nil }
    }

    /// A name as a layout item: `superview`, a view (the root also by its
    /// own name), a guide (`safeArea`, `keyboard`) unless a view has that name, or
    /// a scroll view's guide (`scroll.contentLayoutGuide`, `superview.frameLayoutGuide`).
    func resolve(
        _ name: String, superview: Int?, constraint id: @autoclosure () -> String
    ) throws(LayoutModelError) -> ResolvedItem {
        if let split = ScrollGuide.split(name), let guide = split.guide {
            let viewName = split.view
            switch try resolve(viewName, superview: superview, constraint: id()) {
            case .leftOut: return .leftOut
            case .item(.view(let scroll)):
                guard structure.screen.views[scroll].isScrollView else {
                    throw LayoutModelError(screen: screenName, .notAScrollView(
                        view: viewName, guide: guide.rawValue, constraint: id()))
                }
                return .item(guide == .contentLayoutGuide ? .contentGuide(scroll) : .frameGuide(scroll))
            case .item:
                throw LayoutModelError(screen: screenName, .notAScrollView(
                    view: viewName, guide: guide.rawValue, constraint: id()))
            }
        }
        let view: Int
        if name == "superview", let superview {
            view = superview
        } else if let index = structure.index[name] {
            view = index
        } else if let guide = LayoutItem.guideNames[name] {
            return .item(guide)
        } else {
            let known = structure.names + LayoutItem.guideNames.keys.sorted() + ["superview"]
            throw LayoutModelError(screen: screenName, .unknownView(
                name, constraint: id(), suggestion: NameSuggestion.closest(to: name, among: known)))
        }
        guard selection.present[view], !selection.setAside[view] else { return .leftOut }
        return .item(.view(view))
    }

    /// `first.attr REL multiplier * second.attr + constant`, measured in the
    /// items' nearest common ancestor.
    mutating func addResolved(
        _ constraint: LayoutConstraint, label: ConstraintLabel, id: @autoclosure () -> String, superview: Int?
    ) throws(LayoutModelError) {
        guard case .item(let first) = try resolve(constraint.firstItem, superview: superview, constraint: id()) else {
            return
        }
        var second: LayoutItem?
        if let name = constraint.secondItem {
            guard case .item(let item) = try resolve(name, superview: superview, constraint: id()) else { return }
            second = item
        }
        addResolved(
            first: first, constraint.firstAttribute, constraint.relation,
            second: second, constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: constraint.priority.value, label: label)
    }

    /// UIKit's rule for a scroll view and the views inside it (Auto Layout Guide, "Working with
    /// Scroll Views"): a constraint between the scroll view's edges or margins and a view inside it
    /// attaches to the scroll view's content area, so it sets the content size; its width, height
    /// and centres attach to the frame. `item` as the constraint means it: the content area for
    /// an edge or margin of a scroll view `other` lies inside, else `item` itself.
    func contentArea(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem) -> LayoutItem {
        guard case .view(let scroll) = item, structure.contentSlot[scroll] >= 0,
              let inside = AttributeAlgebra.view(of: other), structure.isStrictDescendant(inside, of: scroll) else {
            return item
        }
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
            return .contentGuide(scroll)
        default:
            return item
        }
    }

    /// The same with the items already resolved.
    mutating func addResolved(
        first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
        priority: Double, label: ConstraintLabel
    ) {
        var first = first, second = second
        if let other = second, let secondAttribute {
            let written = first
            first = contentArea(written, firstAttribute, other: other)
            second = contentArea(other, secondAttribute, other: written)
        }
        let container = algebra.container(first, second)
        let start = terms.count
        var constant = -constant
        algebra.append(first, firstAttribute, in: container, times: 1, to: &terms, constant: &constant)
        if let second, let secondAttribute {
            algebra.append(second, secondAttribute, in: container, times: -multiplier, to: &terms,
                           constant: &constant)
        }
        append(label, termsFrom: start, constant: constant, relation, priority: priority)
    }
}
