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
        let reference = constraint.firstItem == "superview" ? constraint.secondItem : constraint.firstItem
        if constraint.firstItem == "superview" || constraint.secondItem == "superview" {
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
    /// own name), or a guide (`safeArea`, `keyboard`) unless a view has that name.
    func resolve(
        _ name: String, superview: Int?, constraint id: @autoclosure () -> String
    ) throws(LayoutModelError) -> ResolvedItem {
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

    /// The same with the items already resolved.
    mutating func addResolved(
        first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
        priority: Double, label: ConstraintLabel
    ) {
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
