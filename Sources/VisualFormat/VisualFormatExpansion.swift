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

    /// An item as the format wrote it: a view with its number, or the superview's edge `|` (no number).
    struct Item {
        var name: String
        var number: Int?

        static let superviewEdge = Item(name: "superview", number: nil)
    }

    /// One constraint before it takes the caller's form: `first.attr REL second.attr * 1 + constant`.
    struct Expanded {
        var first: Item
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: Item?
        var secondAttribute: LayoutAttribute?
        var constant: Double
        var priority: LayoutPriority
        var role: VisualFormatConstraint.Role
        var range: Range<Int>

        var constraint: LayoutConstraint {
            LayoutConstraint(first.name, firstAttribute, relation, second?.name, secondAttribute,
                             multiplier: 1, constant: constant, priority: priority)
        }
    }

    func constraints() -> [VisualFormatConstraint] {
        constraints { VisualFormatConstraint(constraint: $0.constraint, role: $0.role, range: $0.range) }
    }

    /// The constraints in Apple's order, each made by `make`.
    func constraints<Output>(_ make: (Expanded) -> Output) -> [Output] {
        let views = format.views
        var result: [Output] = []
        // Connections (at most one per view and edge unless written as lists), alignments, predicates.
        result.reserveCapacity(views.count * (2 + settings.alignments.count)
            + views.reduce(0) { $0 + $1.predicates.count })
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
            earlier: (Item, LayoutAttribute), later: (Item, LayoutAttribute), role: Role
        ) {
            // Mirrored, the item written earlier is the one further right.
            let (first, second) = mirrored ? (earlier, later) : (later, earlier)
            func emit(_ relation: LayoutRelation, _ constant: Double, _ priority: LayoutPriority) {
                result.append(make(Expanded(
                    first: first.0, firstAttribute: first.1, relation: relation,
                    second: second.0, secondAttribute: second.1, constant: constant,
                    priority: priority, role: role, range: connection.range)))
            }
            switch connection.spacing {
            case .flush: emit(.equal, 0, .required)
            case .standard: emit(.equal, standard, .required)
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let constant) = predicate.object else { continue }
                    emit(predicate.relation, constant, predicate.priority)
                }
            }
        }

        func predicates(of view: ParsedVisualFormat.View) {
            let attribute: LayoutAttribute = vertical ? .height : .width
            let item = Item(name: view.name, number: view.number)
            for predicate in view.predicates {
                var second: Item?, constant = 0.0
                switch predicate.object {
                case .constant(let value): constant = value
                case .view(let other, let number): second = Item(name: other, number: number)
                }
                result.append(make(Expanded(
                    first: item, firstAttribute: attribute, relation: predicate.relation,
                    second: second, secondAttribute: second == nil ? nil : attribute, constant: constant,
                    priority: predicate.priority, role: .predicate(view: view.name), range: view.range)))
            }
        }

        guard let first = views.first, let last = views.last else { return [] }
        if let leading = format.leadingSuperview {
            connect(leading, standard: spacing.superview,
                    earlier: (.superviewEdge, start), later: (Item(name: first.name, number: first.number), start),
                    role: .leadingSuperviewConnection)
        }
        predicates(of: first)
        let betweenEnd = settings.baselineToBaseline ? LayoutAttribute.lastBaseline : end
        let betweenStart = settings.baselineToBaseline ? LayoutAttribute.firstBaseline : start
        for index in 1..<max(1, views.count) {
            let earlier = views[index - 1], later = views[index]
            connect(format.connections[index - 1], standard: spacing.sibling,
                    earlier: (Item(name: earlier.name, number: earlier.number), betweenEnd),
                    later: (Item(name: later.name, number: later.number), betweenStart),
                    role: .connection)
            predicates(of: later)
        }
        if let trailing = format.trailingSuperview {
            connect(trailing, standard: spacing.superview,
                    earlier: (Item(name: last.name, number: last.number), end), later: (.superviewEdge, end),
                    role: .trailingSuperviewConnection)
        }
        for index in 1..<max(1, views.count) {
            let earlier = views[index - 1], later = views[index]
            for attribute in settings.alignments {
                result.append(make(Expanded(
                    first: Item(name: earlier.name, number: earlier.number), firstAttribute: attribute,
                    relation: .equal, second: Item(name: later.name, number: later.number),
                    secondAttribute: attribute, constant: 0, priority: .required, role: .alignment(attribute),
                    range: earlier.range.lowerBound..<later.range.upperBound)))
            }
        }
        return result
    }
}
