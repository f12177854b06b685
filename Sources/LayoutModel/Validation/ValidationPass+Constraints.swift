import LayoutCore
import LayoutDocument
import VisualFormat

/// Constraint entries: equations and visual formats, read as solving reads them.
extension ValidationPass {
    mutating func checkEquation(_ text: String, _ entry: ConstraintEntry) {
        let place = DocumentPlace.constraint(entry.id)
        let equation: ConstraintEquation
        do {
            equation = try ConstraintEquation(parsing: text)
        } catch {
            fault(place, "constraint", error.message, text: text, offset: error.offset)
            return
        }
        let viewNames = screen.views.map(\.name)
        /// The view an item names (the root for a guide), nil when it names none.
        func view(_ name: String) -> Int?? {
            if let index = structure?.index[name] { return index }
            if structure == nil, viewNames.contains(name) { return .some(nil) }
            if DocumentNames.reservedItemNames.contains(name), name != "superview" { return .some(structure?.root) }
            return nil
        }
        var views: [Int] = []
        var known = true
        for name in [equation.firstItem, equation.secondItem].compactMap({ $0 }) where name != "superview" {
            guard let index = view(name) else {
                fault(place, "constraint", "unknown view '\(name)'"
                          + NameSuggestion.hint(for: name, among: viewNames + ["superview", "safeArea", "keyboard"]),
                      text: text, offset: ValidationPass.offset(of: name, in: text))
                known = false
                continue
            }
            if let index { views.append(index) }
        }
        // `superview` is the superview of the equation's view: the first item's,
        // or the second's when the first item is `superview` itself.
        if known, equation.firstItem == "superview" || equation.secondItem == "superview" {
            let reference = equation.firstItem == "superview" ? equation.secondItem : equation.firstItem
            let superviewOffset = ValidationPass.offset(of: "superview", in: text)
            if reference == nil || reference == "superview" {
                fault(place, "constraint", "'superview' needs a view it is the superview of",
                      text: text, offset: superviewOffset)
                known = false
            } else if let reference, let structure, let index = structure.index[reference] {
                if let parent = structure.superview[index] {
                    views.append(parent)
                } else {
                    fault(place, "constraint",
                          "'superview' of '\(reference)': it is the root view and has none",
                          text: text, offset: superviewOffset)
                    known = false
                }
            }
        }
        for (value, role) in [(equation.multiplier, "multiplier"), (equation.constant, "constant"),
                              (equation.priority, "priority")] {
            switch value {
            case .number(let number):
                if role == "priority", LayoutPriority(number) == nil {
                    fault(place, "constraint", "priority \(formatNumber(number)) is outside 1...1000",
                          text: text, offset: text.firstIndex(of: "@").map { text.distance(from: text.startIndex, to: $0) })
                }
            case .metric(let name, _):
                guard metricValues[name] != nil else {
                    fault(place, "constraint", "unknown metric '\(name)'"
                              + NameSuggestion.hint(for: name, among: metricValues.keys.sorted()),
                          text: text, offset: ValidationPass.offset(of: name, in: text))
                    known = false
                    continue
                }
                if role == "priority" {
                    checkPriorityMetric(name, entry, text: text)
                }
            }
        }
        if known { _ = checkPresence(of: views, entry, field: "constraint", text: text) }
    }

    /// Every value of a metric used as a priority that can apply with the entry is in 1...1000.
    private mutating func checkPriorityMetric(_ name: String, _ entry: ConstraintEntry, text: String) {
        for position in values(of: name, for: entry) where LayoutPriority(screen.metrics[position].value) == nil {
            let metric = screen.metrics[position]
            let condition = metric.when.map { " when \(describe($0))" } ?? ""
            fault(.constraint(entry.id), "constraint",
                  "priority metric '\(name)' is \(formatNumber(metric.value))\(condition), outside 1...1000",
                  text: text, offset: ValidationPass.offset(of: name, in: text))
            return
        }
    }

    mutating func checkVisualFormat(_ format: String, options: [String], _ entry: ConstraintEntry) {
        let place = DocumentPlace.constraint(entry.id)
        for option in options {
            do {
                _ = try VisualFormatOption(name: option)
            } catch {
                fault(place, "options", error.message)
                return
            }
        }
        // Each pass gives every metric one of its values that can apply with the
        // entry; enough passes that each such value of a metric the format
        // mentions is tried once (only priorities depend on the values).
        let mentioned = metricValues.keys.filter { format.contains($0) }
        let passes = mentioned.map { values(of: $0, for: entry).count }.max() ?? 1
        var expanded: [VisualFormatConstraint] = []
        let viewNames = screen.views.map(\.name) + ["superview"]
        for pass in 0..<max(1, passes) {
            var metrics: [String: Double] = [:]
            for name in metricValues.keys {
                let candidates = values(of: name, for: entry)
                guard pass == 0 || candidates.count > pass else { continue }
                metrics[name] = screen.metrics[candidates[min(pass, candidates.count - 1)]].value
            }
            if pass > 0 {
                for name in metricValues.keys where metrics[name] == nil {
                    metrics[name] = screen.metrics[values(of: name, for: entry)[0]].value
                }
            }
            do {
                let constraints = try VisualFormat.constraints(format: format, options: options, metrics: metrics,
                                                               views: viewNames)
                if pass == 0 { expanded = constraints }
            } catch {
                fault(place, "visualFormat", error.message, text: format, offset: error.offset)
                return
            }
        }
        guard let structure else { return }
        // `superview` is the nearest view containing every view of the format.
        var views: [Int] = []
        for constraint in expanded {
            for name in [constraint.constraint.firstItem, constraint.constraint.secondItem].compactMap({ $0 }) {
                if let index = structure.index[name], !views.contains(index) { views.append(index) }
            }
        }
        var superview: Int?
        if let first = views.first {
            let common = views.dropFirst().reduce(first) { structure.commonAncestor($0, $1) }
            superview = views.contains(common) ? structure.superview[common] : common
        }
        for constraint in expanded.map(\.constraint) {
            var items: [Int] = []
            for name in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                if let index = structure.index[name] {
                    items.append(index)
                } else if let superview {
                    items.append(superview)
                } else {
                    let root = structure.names[structure.root]
                    fault(place, "visualFormat",
                          "the superview edge '|' of root view '\(root)': it has no superview",
                          text: format, offset: format.firstIndex(of: "|").map { format.distance(from: format.startIndex, to: $0) })
                    return
                }
            }
            guard checkPresence(of: items, entry, field: "visualFormat", text: format) else { return }
        }
    }
}
