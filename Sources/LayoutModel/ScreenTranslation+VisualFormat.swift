import LayoutCore
import LayoutDocument
import VisualFormat

/// Visual formats, expanded by the VisualFormat module.
extension ScreenTranslation {
    mutating func addVisualFormat(
        _ format: String, options: [String], id: String, standardSpacing: StandardSpacing
    ) throws(LayoutModelError) {
        let expanded: [VisualFormatConstraint]
        do {
            expanded = try VisualFormat.constraints(
                format: format, options: options, metrics: selection.metricValues,
                views: structure.names + ["superview"],
                standardSpacing: VisualFormatSpacing(
                    sibling: standardSpacing.sibling, superview: standardSpacing.superview))
        } catch {
            switch error.kind {
            case .unknownMetric(let name) where selection.metricChoice[name] != nil:
                _ = try selection.metric(name)  // throws: no value matches
                throw LayoutModelError(screen: screenName, .badVisualFormat(constraint: id, error.input))
            default:
                throw LayoutModelError(screen: screenName, .badVisualFormat(constraint: id, error.input))
            }
        }
        // `superview` is the nearest view containing every view of the format.
        var views: [Int] = []
        for item in expanded {
            for name in [item.constraint.firstItem, item.constraint.secondItem] {
                if let name, name != "superview", let view = structure.index[name] { views.append(view) }
            }
        }
        var superview: Int?
        if let first = views.first {
            var common = views.dropFirst().reduce(first) { structure.commonAncestor($0, $1) }
            if views.contains(common) { common = structure.superview[common] ?? -1 }
            superview = common >= 0 ? common : nil
        }
        for (offset, item) in expanded.enumerated() {
            let constraint = item.constraint
            if superview == nil, constraint.firstItem == "superview" || constraint.secondItem == "superview" {
                throw LayoutModelError(screen: screenName, .noSuperview(view: structure.names[structure.root],
                                                                        constraint: id))
            }
            try addResolved(constraint, id: "\(id)#\(offset + 1)", superview: superview)
        }
    }
}
