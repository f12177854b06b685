import LayoutCore

/// Turns a parsed format into constraints in Apple's order.
///
/// A connection is one constraint per predicate, `later.start REL earlier.end + c`
/// where "later" is the item further along the axis, so every spacing is a
/// positive constant: `textField.leading == button.trailing + 8`,
/// `superview.trailing == box.trailing + 20`. Right-to-left mirrors: left and
/// right swap roles and the view written first is the one further right.
struct VisualFormatExpansion {
    let format: ParsedVisualFormat
    let settings: VisualFormatSettings
    let spacing: VisualFormatSpacing

    private typealias Role = VisualFormatConstraint.Role

    func constraints() -> [VisualFormatConstraint] {
        var result: [VisualFormatConstraint] = []
        let views = format.views
        let vertical = format.orientation == .vertical
        let start: LayoutAttribute, end: LayoutAttribute
        switch (vertical, settings.direction) {
        case (true, _): (start, end) = (.top, .bottom)
        case (false, .leadingToTrailing): (start, end) = (.leading, .trailing)
        case (false, .leftToRight): (start, end) = (.left, .right)
        case (false, .rightToLeft): (start, end) = (.right, .left)
        }
        let mirrored = !vertical && settings.direction == .rightToLeft

        func connect(
            _ connection: ParsedVisualFormat.Connection, standard: Double,
            earlier: (String, LayoutAttribute), later: (String, LayoutAttribute), role: Role
        ) {
            let predicates: [ParsedVisualFormat.Predicate]
            switch connection.spacing {
            case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
            case .standard: predicates = [.init(relation: .equal, object: .constant(standard), priority: .required)]
            case .predicates(let list): predicates = list
            }
            // Mirrored, the item written earlier is the one further right.
            let (first, second) = mirrored ? (earlier, later) : (later, earlier)
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else { continue }
                let constraint = LayoutConstraint(
                    first.0, first.1, predicate.relation, second.0, second.1,
                    multiplier: 1, constant: constant, priority: predicate.priority)
                result.append(VisualFormatConstraint(constraint: constraint, role: role, range: connection.range))
            }
        }

        func predicates(of view: ParsedVisualFormat.View) {
            let attribute: LayoutAttribute = vertical ? .height : .width
            for predicate in view.predicates {
                let constraint: LayoutConstraint
                switch predicate.object {
                case .constant(let constant):
                    constraint = LayoutConstraint(
                        view.name, attribute, predicate.relation, constant: constant, priority: predicate.priority)
                case .view(let other):
                    constraint = LayoutConstraint(
                        view.name, attribute, predicate.relation, other, attribute,
                        multiplier: 1, constant: 0, priority: predicate.priority)
                }
                result.append(VisualFormatConstraint(
                    constraint: constraint, role: .predicate(view: view.name), range: view.range))
            }
        }

        guard let first = views.first, let last = views.last else { return [] }
        if let leading = format.leadingSuperview {
            connect(leading, standard: spacing.superview,
                    earlier: ("superview", start), later: (first.name, start),
                    role: .leadingSuperviewConnection)
        }
        predicates(of: first)
        let betweenEnd = settings.baselineToBaseline ? LayoutAttribute.lastBaseline : end
        let betweenStart = settings.baselineToBaseline ? LayoutAttribute.firstBaseline : start
        for index in 1..<max(1, views.count) {
            let earlier = views[index - 1], later = views[index]
            connect(format.connections[index - 1], standard: spacing.sibling,
                    earlier: (earlier.name, betweenEnd), later: (later.name, betweenStart),
                    role: .connection)
            predicates(of: later)
        }
        if let trailing = format.trailingSuperview {
            connect(trailing, standard: spacing.superview,
                    earlier: (last.name, end), later: ("superview", end),
                    role: .trailingSuperviewConnection)
        }
        for index in 1..<max(1, views.count) {
            let earlier = views[index - 1], later = views[index]
            for attribute in settings.alignments {
                let constraint = LayoutConstraint(earlier.name, attribute, .equal, later.name, attribute)
                result.append(VisualFormatConstraint(
                    constraint: constraint, role: .alignment(attribute),
                    range: earlier.range.lowerBound..<later.range.upperBound))
            }
        }
        return result
    }
}
