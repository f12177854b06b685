import LayoutCore

/// A format being assembled by the printer: a trail of connections, the
/// predicates on its views, and the alignments it takes as options.
struct FormatDraft {
    var family: ConnectionFamily
    /// `|`'s connection to the first view, when the trail starts at the superview.
    var leading: [PrintedPredicate]?
    var views: [String] = []
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

    init(view: String, family: ConnectionFamily, predicates: [PrintedPredicate]) {
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
        guard case .view(let name) = node else { return }
        views.append(name)
        viewPredicates.append([])
    }

    /// The constraints this draft stands for.
    var indices: [Int] {
        var result = (leading ?? []).map(\.index) + (trailing ?? []).map(\.index)
        for list in viewPredicates + connections { result += list.map(\.index) }
        for alignment in alignments { result += alignment.indices }
        return result
    }

    var options: [VisualFormatOption] {
        var options = alignments.compactMap { VisualFormatOption.alignment($0.attribute) }
        if family == .leftRight { options.append(.directionLeftToRight) }
        if family == .baselines { options.append(.spacingBaselineToBaseline) }
        return options
    }

    /// The format text: `H:|-[a(>=50)]-(>=8@750)-[b]|`.
    func text(spacing: VisualFormatSpacing) -> String {
        var text = family.isVertical ? "V:" : "H:"
        if let leading { text += "|" + Self.connection(leading, standard: spacing.superview) }
        for (position, view) in views.enumerated() {
            if position > 0 { text += Self.connection(connections[position - 1], standard: spacing.sibling) }
            text += "["
            text += view
            for (number, predicate) in viewPredicates[position].enumerated() {
                text += number == 0 ? "(" : ","
                text += Self.predicate(predicate)
            }
            text += viewPredicates[position].isEmpty ? "]" : ")]"
        }
        if let trailing { text += Self.connection(trailing, standard: spacing.superview) + "|" }
        return text
    }

    /// Every name the format uses, in order of first use.
    var usedViews: [String] {
        var names: [String] = []
        for (position, view) in views.enumerated() {
            names.append(view)
            for predicate in viewPredicates[position] {
                if case .view(let other) = predicate.object { names.append(other) }
            }
        }
        // Most formats name a few views: comparing them is cheaper than hashing them.
        guard names.count > 8 else {
            return names.indices.filter { index in !names[..<index].contains(names[index]) }.map { names[$0] }
        }
        return names.uniqued()
    }

    /// The printed format, or nil when parsing it back would not give exactly
    /// the constraints it was made from (`indices`, as the same multiset).
    func printed(spacing: VisualFormatSpacing, indices: [Int], keys: ConstraintKeys) -> PrintedVisualFormat? {
        let format = text(spacing: spacing)
        let views = usedViews
        let options = options
        guard let expansion = try? VisualFormat.expansion(
            VisualFormatParser(format: format, metrics: [:], views: views), format: format, options: options,
            standardSpacing: spacing) else { return nil }
        let expanded = expansion.constraints { $0 }
        // The parser numbers views by their place in `views`; the keys number every input name.
        let numbers = views.map(keys.number(of:))
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
    private static func connection(_ predicates: [PrintedPredicate], standard: Double) -> String {
        if predicates.count == 1, let only = predicates.first, only.relation == .equal, only.priority.isRequired,
           case .constant(let constant) = only.object {
            if constant == 0 { return "" }
            if constant == standard { return "-" }
            if constant > 0 { return "-\(formatNumber(constant))-" }
        }
        return "-(" + predicates.map(predicate).joined(separator: ",") + ")-"
    }

    private static func predicate(_ predicate: PrintedPredicate) -> String {
        var text = predicate.relation == .equal ? "" : predicate.relation.rawValue
        switch predicate.object {
        case .constant(let constant): text += formatNumber(constant)
        case .view(let name): text += name
        }
        if !predicate.priority.isRequired { text += "@" + formatNumber(predicate.priority.value) }
        return text
    }
}
