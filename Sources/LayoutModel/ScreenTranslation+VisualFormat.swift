import LayoutCore
import LayoutDocument
import VisualFormat

/// Visual formats, expanded by the VisualFormat module.
extension ScreenTranslation {
    mutating func addVisualFormat(
        _ format: String, options: [String], entry: Int, standardSpacing: StandardSpacing
    ) throws(LayoutModelError) {
        let id = screen.constraints[entry].id
        let spacing = VisualFormatSpacing(sibling: standardSpacing.sibling, superview: standardSpacing.superview)
        // Views are numbered by the screen's index, so the expansion names them by number;
        // `superview` (the format's common superview) is -1.
        let expanded: [VisualFormat.NumberedConstraint]
        do {
            expanded = try VisualFormat.numberedConstraints(
                format: format, options: options, metrics: metricValues,
                viewNumbers: structure.index, superviewNumber: -1, standardSpacing: spacing)
        } catch {
            // Again with the list of names, for the message and its "did you mean".
            var full = error
            do {
                _ = try VisualFormat.constraints(
                    format: format, options: options, metrics: metricValues,
                    views: structure.names + ["superview"], standardSpacing: spacing)
            } catch {
                full = error
            }
            if case .unknownMetric(let name) = full.kind, selection.metricChoice[name] != nil {
                _ = try selection.metric(name)  // throws: no value matches
            }
            throw LayoutModelError(screen: screenName, .badVisualFormat(constraint: id, full.input))
        }
        // `superview` is the nearest view containing every view of the format.
        var views: [Int] = []
        views.reserveCapacity(expanded.count + 1)
        func include(_ item: VisualFormat.NumberedConstraint.Item?) {
            guard case .view(let view)? = item, view >= 0, !views.contains(view) else { return }
            views.append(view)
        }
        for constraint in expanded {
            include(constraint.first)
            include(constraint.second)
        }
        var superview: Int?
        if let first = views.first {
            var common = views.dropFirst().reduce(first) { structure.commonAncestor($0, $1) }
            if views.contains(common) { common = structure.superview[common] ?? -1 }
            superview = common >= 0 ? common : nil
        }
        func isSuperview(_ item: VisualFormat.NumberedConstraint.Item?) -> Bool {
            switch item {
            case .superview?: return true
            case .view(let view)?: return view < 0
            case nil: return false
            }
        }
        /// The item, or nil when it is left out under the selection.
        func layoutItem(_ item: VisualFormat.NumberedConstraint.Item) -> LayoutItem? {
            var view = superview ?? structure.root  // the superview exists: checked before
            if case .view(let number) = item, number >= 0 { view = number }
            guard selection.present[view], !selection.setAside[view] else { return nil }
            return .view(view)
        }
        for (offset, constraint) in expanded.enumerated() {
            if superview == nil, isSuperview(constraint.first) || isSuperview(constraint.second) {
                throw LayoutModelError(screen: screenName, .noSuperview(view: structure.names[structure.root],
                                                                        constraint: id))
            }
            guard let first = layoutItem(constraint.first) else { continue }
            var second: LayoutItem?
            if let item = constraint.second {
                guard let resolved = layoutItem(item) else { continue }
                second = resolved
            }
            addResolved(
                first: first, constraint.firstAttribute, constraint.relation,
                second: second, constraint.secondAttribute, multiplier: 1, constant: constraint.constant,
                priority: constraint.priority.value, label: .format(entry: entry, part: offset + 1))
        }
    }

    /// The n-th (from 1) constraint a visual-format entry stands for, as written:
    /// expanded again, since only diagnostics ask.
    func writtenFormatConstraint(entry: Int, part: Int) -> LayoutConstraint? {
        writtenFormatPart(entry: entry, part: part)?.constraint
    }

    /// The n-th (from 1) constraint of a visual-format entry with the part of
    /// the format that produced it.
    func writtenFormatPart(entry: Int, part: Int) -> VisualFormatConstraint? {
        guard case .visualFormat(let format, let options) = screen.constraints[entry].body else { return nil }
        let spacing = VisualFormatSpacing(sibling: standardSpacing.sibling, superview: standardSpacing.superview)
        let expanded = try? VisualFormat.constraints(
            format: format, options: options, metrics: metricValues,
            views: structure.names + ["superview"], standardSpacing: spacing)
        guard let expanded, expanded.indices.contains(part - 1) else { return nil }
        return expanded[part - 1]
    }
}
