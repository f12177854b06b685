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
        var views: [Int] = []
        var known = true
        /// Notes the view an item names (none for a guide); a fault when it names nothing.
        func item(_ written: String, _ attribute: LayoutAttribute) {
            // A scroll view's guide (`scroll.contentLayoutGuide`): its view is checked as an item, and must
            // be a scroll view; a layout guide has no margins and no baselines.
            guard let split = ScrollGuide.split(written) else { return }
            let (name, guide) = (split.view, split.guide)
            if let guide {
                let scroll = name == "superview" ? nil : viewIndex[name]
                if let scroll, !screen.views[scroll].isScrollView {
                    fault(place, "constraint", "'\(name)' is not a scroll view (kind scrollView, tableView, collectionView "
                              + "or textView) and has no \(guide.rawValue)",
                          text: text, offset: ValidationPass.offset(of: written, in: text))
                    known = false
                }
                if ![.left, .right, .leading, .trailing, .top, .bottom, .centerX, .centerY, .width, .height].contains(attribute) {
                    fault(place, "constraint", "a layout guide has no \(attribute.rawValue): '\(written).\(attribute.rawValue)'",
                          text: text, offset: ValidationPass.offset(of: written, in: text))
                    known = false
                }
            }
            guard name != "superview" else { return }
            if let index = viewIndex[name] {
                views.append(index)
            } else if !(viewIndex.isEmpty && viewNames.contains(name))
                        && !(DocumentNames.reservedItemNames.contains(name)) {
                fault(place, "constraint", "unknown view '\(name)'"
                          + NameSuggestion.hint(for: name, among: viewNames + ["superview", "safeArea", "keyboard"]),
                      text: text, offset: ValidationPass.offset(of: name, in: text))
                known = false
            }
        }
        item(equation.firstItem, equation.firstAttribute)
        if let second = equation.secondItem { item(second, equation.secondAttribute ?? equation.firstAttribute) }
        if let second = equation.secondItem, let secondAttribute = equation.secondAttribute,
           let problem = AttributePairing.problem(equation.firstItem, equation.firstAttribute, second, secondAttribute) {
            fault(place, "constraint", problem, text: text,
                  offset: ValidationPass.offset(of: secondAttribute.rawValue, in: text))
            known = false
        }
        // `superview` is the superview of the equation's view: the first item's,
        // or the second's when the first item is `superview` itself.
        let firstView = ScrollGuide.view(of: equation.firstItem), secondView = equation.secondItem.map(ScrollGuide.view(of:))
        if known, firstView == "superview" || secondView == "superview" {
            let reference = firstView == "superview" ? secondView : firstView
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
        func value(_ value: LayoutValue, isPriority: Bool) {
            switch value {
            case .number(let number):
                if !isPriority, DocumentNumbers.problem(number, field: "constraint") != nil {
                    fault(place, "constraint", number.isFinite
                          ? "the number \(formatNumber(number)) is larger than a document can store (1e300)"
                          : "a number in the constraint is not finite", text: text)
                } else if isPriority, LayoutPriority(number) == nil {
                    fault(place, "constraint", "priority \(formatNumber(number)) is outside 1...1000",
                          text: text, offset: text.firstIndex(of: "@").map { text.distance(from: text.startIndex, to: $0) })
                }
            case .metric(let name, _):
                guard metricValues[name] != nil else {
                    fault(place, "constraint", "unknown metric '\(name)'"
                              + NameSuggestion.hint(for: name, among: metricValues.keys.sorted()),
                          text: text, offset: ValidationPass.offset(of: name, in: text))
                    known = false
                    return
                }
                if isPriority { checkPriorityMetric(name, entry, text: text) }
            }
        }
        value(equation.multiplier, isPriority: false)
        value(equation.constant, isPriority: false)
        value(equation.priority, isPriority: true)
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

    /// Each metric's first value that can apply with the entry.
    private func firstValues(for entry: ConstraintEntry) -> [String: Double] {
        metricValues.keys.reduce(into: [:]) { $0[$1] = screen.metrics[values(of: $1, for: entry)[0]].value }
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
        // Views by the screen's index, as solving reads formats (`superview` is -1);
        // on an error, again with the names, for the message and its "did you mean".
        guard let structure else {
            // The tree is faulty (reported already): only whether the format reads.
            do {
                _ = try VisualFormat.constraints(format: format, options: options, metrics: firstValues(for: entry),
                                                 views: viewNames + ["superview"])
            } catch {
                fault(place, "visualFormat", error.message, text: format, offset: error.offset)
            }
            return
        }
        var expanded: [VisualFormat.NumberedConstraint] = []
        for pass in 0..<max(1, passes) {
            var metrics: [String: Double] = [:]
            for name in metricValues.keys {
                let candidates = values(of: name, for: entry)
                metrics[name] = screen.metrics[candidates[min(pass, candidates.count - 1)]].value
            }
            do {
                let constraints = try VisualFormat.numberedConstraints(
                    format: format, options: options, metrics: metrics, viewNumbers: structure.index,
                    superviewNumber: -1, standardSpacing: .apple)
                if pass == 0 { expanded = constraints }
            } catch {
                var full = error
                do {
                    _ = try VisualFormat.constraints(format: format, options: options, metrics: metrics,
                                                     views: viewNames + ["superview"])
                } catch {
                    full = error
                }
                fault(place, "visualFormat", full.message, text: format, offset: full.offset)
                return
            }
        }
        func view(_ item: VisualFormat.NumberedConstraint.Item?) -> Int? {
            if case .view(let number)? = item, number >= 0 { return number }
            return nil
        }
        // `superview` is the nearest view containing every view of the format.
        var views: [Int] = []
        for constraint in expanded {
            for number in [view(constraint.first), view(constraint.second)].compactMap({ $0 }) where !views.contains(number) {
                views.append(number)
            }
        }
        var superview: Int?
        if let first = views.first {
            let common = views.dropFirst().reduce(first) { structure.commonAncestor($0, $1) }
            superview = views.contains(common) ? structure.superview[common] : common
        }
        for constraint in expanded {
            var items: [Int] = []
            for item in [constraint.first, constraint.second].compactMap({ $0 }) {
                if let number = view(item) {
                    items.append(number)
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
