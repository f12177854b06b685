import LayoutCore

/// A format being assembled by the printer: a trail of connections, the
/// predicates on its views, and the alignments it takes as options.
struct FormatDraft {
    var family: ConnectionFamily
    /// `|`'s connection to the first view, when the trail starts at the superview.
    var leading: [PrintedPredicate]?
    /// The views in order, as the printer's `ConstraintKeys` number them.
    var views: [Int] = []
    /// Predicates per appearance of a view, parallel to `views`.
    var viewPredicates: [[PrintedPredicate]] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [[PrintedPredicate]] = []
    var trailing: [PrintedPredicate]?
    var alignments: [(attribute: LayoutAttribute, indices: [Int])] = []
    /// A one-view format made only to carry predicates.
    private(set) var isStandalone = false

    init(family: ConnectionFamily, trail: [ConnectionGraph.Edge]) {
        self.family = family
        for (position, edge) in trail.enumerated() {
            if position == 0 {
                switch edge.from {
                case .start:
                    leading = edge.predicates
                    appendView(edge.to)
                    continue
                case .view(let name): appendView(.view(name))
                case .end, .hub: break
                }
            }
            if edge.to == .end {
                trailing = edge.predicates
            } else {
                connections.append(edge.predicates)
                appendView(edge.to)
            }
        }
    }

    init(view: Int, family: ConnectionFamily, predicates: [PrintedPredicate]) {
        self.family = family
        self.views = [view]
        self.viewPredicates = [predicates]
        self.isStandalone = true
    }

    /// Moves a format that is only `V:|-[a]`, `V:[b]-|` or `V:|-[a]-|` onto
    /// the ends of a baseline format that begins at `a` (or ends at `b`): the
    /// baseline option leaves superview connections on top and bottom.
    static func lendSuperviewConnections(in drafts: inout [FormatDraft]) {
        var removed = Set<Int>()
        for draft in drafts.indices where drafts[draft].family == .baselines {
            for lender in drafts.indices where !removed.contains(lender) && drafts[lender].family == .topBottom
                && drafts[lender].views.count == 1 && (drafts[lender].leading != nil || drafts[lender].trailing != nil) {
                let view = drafts[lender].views[0], borrower = drafts[draft]
                let leadingFits = drafts[lender].leading == nil
                    || (borrower.leading == nil && borrower.views.first == view)
                let trailingFits = drafts[lender].trailing == nil
                    || (borrower.trailing == nil && borrower.views.last == view)
                guard leadingFits, trailingFits else { continue }
                if let leading = drafts[lender].leading { drafts[draft].leading = leading }
                if let trailing = drafts[lender].trailing { drafts[draft].trailing = trailing }
                removed.insert(lender)
            }
        }
        drafts = drafts.indices.filter { !removed.contains($0) }.map { drafts[$0] }
    }

    private mutating func appendView(_ node: ConnectionNode) {
        guard case .view(let number) = node else { return }
        views.append(number)
        viewPredicates.append([])
    }

    /// The constraints this draft stands for.
    var indices: [Int] {
        var result: [Int] = []
        result.reserveCapacity(
            viewPredicates.reduce(0) { $0 + $1.count } + connections.reduce(0) { $0 + $1.count } + 2 * views.count)
        for predicate in leading ?? [] { result.append(predicate.index) }
        for predicate in trailing ?? [] { result.append(predicate.index) }
        for list in viewPredicates {
            for predicate in list { result.append(predicate.index) }
        }
        for list in connections {
            for predicate in list { result.append(predicate.index) }
        }
        for alignment in alignments { result += alignment.indices }
        return result
    }

    var options: [VisualFormatOption] {
        var options = alignments.compactMap { VisualFormatOption.alignment($0.attribute) }
        if family == .leftRight { options.append(.directionLeftToRight) }
        if family == .baselines { options.append(.spacingBaselineToBaseline) }
        return options
    }

    /// The format text: `H:|-[a(>=50)]-(>=8@750)-[b]|`, views named by `names`.
    /// Written as bytes: appending many short Strings costs more than the parse back.
    func text(spacing: VisualFormatSpacing, names: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(24 * views.count + 16)
        text.append(family.isVertical ? UInt8(ascii: "V") : UInt8(ascii: "H"))
        text.append(UInt8(ascii: ":"))
        if let leading {
            text.append(UInt8(ascii: "|"))
            Self.write(connection: leading, standard: spacing.superview, names: names, into: &text)
        }
        for (position, view) in views.enumerated() {
            if position > 0 {
                Self.write(connection: connections[position - 1], standard: spacing.sibling, names: names, into: &text)
            }
            text.append(UInt8(ascii: "["))
            text.append(contentsOf: names[view].utf8)
            for (number, predicate) in viewPredicates[position].enumerated() {
                text.append(number == 0 ? UInt8(ascii: "(") : UInt8(ascii: ","))
                Self.write(predicate: predicate, names: names, into: &text)
            }
            if !viewPredicates[position].isEmpty { text.append(UInt8(ascii: ")")) }
            text.append(UInt8(ascii: "]"))
        }
        if let trailing {
            Self.write(connection: trailing, standard: spacing.superview, names: names, into: &text)
            text.append(UInt8(ascii: "|"))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Every view the format uses, in order of first use, as numbers.
    /// `marks` has an entry per number, none of them equal to `stamp` yet.
    func usedViews(marks: inout [Int], stamp: Int) -> [Int] {
        var numbers: [Int] = []
        func use(_ number: Int) {
            guard marks[number] != stamp else { return }
            marks[number] = stamp
            numbers.append(number)
        }
        for (position, view) in views.enumerated() {
            use(view)
            for predicate in viewPredicates[position] {
                if case .view(let other) = predicate.object { use(other) }
            }
        }
        return numbers
    }

    /// The printed format, or nil when parsing it back would not give exactly
    /// the constraints it was made from (`indices`, as the same multiset).
    /// `marks` and `stamp` as `usedViews` takes them.
    func printed(
        spacing: VisualFormatSpacing, indices: [Int], keys: ConstraintKeys, marks: inout [Int], stamp: Int
    ) -> PrintedVisualFormat? {
        let format = text(spacing: spacing, names: keys.names)
        // The parser numbers views by their place in `views`; the keys number every input name.
        let numbers = usedViews(marks: &marks, stamp: stamp)
        let views = numbers.map { keys.names[$0] }
        let options = options
        guard let expansion = try? VisualFormat.expansion(
            VisualFormatParser(format: format, metrics: [:], views: views), format: format, options: options,
            standardSpacing: spacing) else { return nil }
        let expanded = expansion.constraints { $0 }
        let superview = keys.number(of: "superview")
        func number(_ item: VisualFormatExpansion.Item) -> Int? {
            item.number.map { numbers[$0] } ?? (item.name == "superview" ? superview : nil)
        }
        var sources: [Int] = []
        sources.reserveCapacity(expanded.count)
        for constraint in expanded {
            guard let first = number(constraint.first) else { return nil }
            var second: Int?
            if let item = constraint.second {
                guard let number = number(item) else { return nil }
                second = number
            }
            let key = ConstraintKeys.Key(
                first: first, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                second: second, secondAttribute: constraint.secondAttribute, multiplier: 1,
                constant: constraint.constant, priority: constraint.priority)
            guard let source = keys.firstIndex(of: key) else { return nil }
            sources.append(source)
        }
        // Equal constraints share their first index, so equal multisets have equal sorted first indices.
        guard sources.sorted() == indices.map(keys.firstEqual(to:)).sorted() else { return nil }
        return PrintedVisualFormat(
            format: format, options: options, views: views, constraints: expanded.map(\.constraint), sources: sources)
    }

    /// `-` for the standard spacing, nothing for flush, `-8-`, else `-(…)-`.
    private static func write(
        connection predicates: [PrintedPredicate], standard: Double, names: [String], into text: inout [UInt8]
    ) {
        if predicates.count == 1, let only = predicates.first, only.relation == .equal, only.priority.isRequired,
           case .constant(let constant) = only.object {
            if constant == 0 { return }
            if constant == standard {
                text.append(UInt8(ascii: "-"))
                return
            }
            if constant > 0 {
                text.append(UInt8(ascii: "-"))
                appendFormattedNumber(constant, to: &text)
                text.append(UInt8(ascii: "-"))
                return
            }
        }
        text.append(UInt8(ascii: "-"))
        text.append(UInt8(ascii: "("))
        for (position, predicate) in predicates.enumerated() {
            if position > 0 { text.append(UInt8(ascii: ",")) }
            write(predicate: predicate, names: names, into: &text)
        }
        text.append(UInt8(ascii: ")"))
        text.append(UInt8(ascii: "-"))
    }

    private static func write(predicate: PrintedPredicate, names: [String], into text: inout [UInt8]) {
        switch predicate.relation {
        case .equal: break
        case .lessThanOrEqual: text.append(UInt8(ascii: "<")); text.append(UInt8(ascii: "="))
        case .greaterThanOrEqual: text.append(UInt8(ascii: ">")); text.append(UInt8(ascii: "="))
        }
        switch predicate.object {
        case .constant(let constant): appendFormattedNumber(constant, to: &text)
        case .view(let number): text.append(contentsOf: names[number].utf8)
        }
        if !predicate.priority.isRequired {
            text.append(UInt8(ascii: "@"))
            appendFormattedNumber(predicate.priority.value, to: &text)
        }
    }
}
