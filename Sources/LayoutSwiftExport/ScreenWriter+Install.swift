import LayoutCore
import LayoutDocument

/// `init` and `install(…)` of a screen's class.
extension ScreenWriter {
    var usesKeyboard: Bool { constraints.constraints.contains { $0.first == .keyboard || $0.second == .keyboard } }

    /// Views whose layout margins a constraint uses.
    var marginViews: Set<String> {
        var views: Set<String> = []
        for constraint in constraints.constraints {
            for (item, attribute) in [(constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute)] {
                if case .view(let name)? = item, let attribute, ScreenWriter.isMargin(attribute) { views.insert(name) }
            }
        }
        // A stack that arranges its views inside its margins uses them too.
        for view in screen.views where view.stack?.layoutMarginsRelativeArrangement == true && view.isStack {
            views.insert(view.name)
        }
        return views
    }

    static func isMargin(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }

    /// Stacks with an arranged view that comes and goes: `install` re-arranges them.
    var changingStacks: Set<String> {
        Set(screen.views.filter { view in
            guard let superview = view.superview, screen.view(named: superview)?.isStack == true else { return false }
            return view.when != nil
        }.compactMap(\.superview))
    }

    func initBody() -> [String] {
        var lines: [String] = []
        let margins = marginViews
        let changing = changingStacks
        for view in screen.views {
            let name = SwiftNames.identifier(view.name)
            if view.name == screen.root {
                // Without a margin rule, LayoutStore's root margins leave the safe area out; with one,
                // the view's own setting says (true unless the document says otherwise).
                if margins.contains(view.name), view.layoutMarginsRule == nil || !view.insetsLayoutMarginsFromSafeArea {
                    lines.append("\(name).insetsLayoutMarginsFromSafeArea = false")
                }
            } else {
                lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
                if let superview = view.superview, view.when == nil, !changing.contains(superview) {
                    let container = SwiftNames.identifier(superview)
                    let isStack = screen.view(named: superview)?.isStack == true
                    lines.append("\(container).\(isStack ? "addArrangedSubview" : "addSubview")(\(name))")
                }
            }
            if view.hidden { lines.append("\(name).isHidden = true") }
            lines += textSettings(view, name)
            if let stack = view.stack, view.isStack {
                lines.append("\(name).axis = .\(stack.axis.rawValue)")
                lines.append("\(name).distribution = .\(stack.distribution.rawValue)")
                lines.append("\(name).alignment = .\(stack.alignment.rawValue)")
                lines.append("\(name).spacing = \(stack.usesStandardSpacing ? "UIStackView.spacingUseSystem" : SwiftNames.number(stack.spacing))")
                if stack.layoutMarginsRelativeArrangement { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
            }
            for (what, priorities) in [("ContentHugging", view.hugging), ("ContentCompressionResistance", view.compressionResistance)] {
                for (axis, priority) in [("horizontal", priorities?.horizontal), ("vertical", priorities?.vertical)] {
                    if let priority { lines.append("\(name).set\(what)Priority(\(ScreenWriter.priority(.number(priority.value))), for: .\(axis))") }
                }
            }
            if let rule = view.layoutMarginsRule {
                lines += ruleMargins(rule, view, name)
            } else if let insets = view.layoutMargins ?? (margins.contains(view.name) ? .layoutMarginsDefault : nil) {
                lines.append("\(name).layoutMargins = UIEdgeInsets(top: \(SwiftNames.number(insets.top)), left: \(SwiftNames.number(insets.left)), "
                             + "bottom: \(SwiftNames.number(insets.bottom)), right: \(SwiftNames.number(insets.right)))")
            }
        }
        return lines
    }

    /// The margins of a view whose margins UIKit computes: a view controller's
    /// root (its own margins, which UIKit raises to the system minimum at the
    /// sides, as `viewRespectsSystemMinimumLayoutMargins` does) or a table
    /// cell's content view (UIKit's own).
    func ruleMargins(_ rule: LayoutMarginsRule, _ view: ViewSpec, _ name: String) -> [String] {
        switch rule {
        case .viewController:
            let own = view.layoutMargins ?? .zero
            return ["// A view controller's view: UIKit keeps leading and trailing at least at the system minimum"
                    + " (16 or 20 points) and adds the safe area.",
                    "\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(SwiftNames.number(own.top)), "
                    + "leading: \(SwiftNames.number(own.left)), bottom: \(SwiftNames.number(own.bottom)), "
                    + "trailing: \(SwiftNames.number(own.right)))"]
        case .tableCellContent:
            return ["// A table view cell's content view: UIKit sets its margins."]
        }
    }

    func installFunction() -> [String] {
        var lines = ["/// Adds the views that exist for this content and these traits (and takes the"]
        lines.append("/// others out), then replaces the active constraints with theirs.")
        lines.append("/// - Parameter size: the root view's size: wider than tall is landscape.")
        lines.append("func install(content: Content, traitCollection: UITraitCollection, size: CGSize) {")
        var body = ["NSLayoutConstraint.deactivate(activeConstraints)"]
        let orientationLine = body.count

        // Views that come and go.
        let changing = changingStacks
        var presence: [String] = []
        for view in screen.views where view.name != screen.root {
            guard let superview = view.superview, !changing.contains(superview), view.when != nil else { continue }
            let condition = expression([view.when].compactMap { $0 })
            presence.append("setPresent(\(reference(view.name)), in: \(reference(superview)), \(condition))")
        }
        for stack in screen.views where changing.contains(stack.name) {
            presence.append("for arranged in \(reference(stack.name)).arrangedSubviews { arranged.removeFromSuperview() }")
            for view in screen.views where view.superview == stack.name {
                let add = "\(reference(stack.name)).addArrangedSubview(\(reference(view.name)))"
                if let when = view.when {
                    presence.append("if \(expression([when])) { \(add) }")
                } else {
                    presence.append(add)
                }
            }
        }
        if !presence.isEmpty {
            body.append("")
            body.append("// Views that exist only for some content or traits.")
            body += presence
        }
        body += stackVariationLines()

        // Metrics, most specific value first.
        let used = Set(constraints.constraints.flatMap { [$0.multiplier, $0.constant, $0.priority].compactMap(\.metricName) })
        var metricNames: [String] = []
        for metric in screen.metrics where used.contains(metric.name) && !metricNames.contains(metric.name) {
            metricNames.append(metric.name)
        }
        if !metricNames.isEmpty {
            body.append("")
            body.append("// Metrics.")
        }
        for name in metricNames {
            let values = screen.metrics.enumerated().filter { $0.element.name == name }
                .sorted { ($0.element.when?.specificity ?? 0, -$0.offset) > ($1.element.when?.specificity ?? 0, -$1.offset) }
                .map(\.element)
            let local = SwiftNames.identifier(name)
            if values.count == 1, values[0].when == nil {
                body.append("let \(local): CGFloat = \(SwiftNames.number(values[0].value))")
                continue
            }
            body.append("let \(local): CGFloat")
            var first = true
            var closed = false
            for value in values {
                let condition = value.when.map { expression([$0]) } ?? "true"
                if condition == "true" {
                    body.append(first ? "\(local) = \(SwiftNames.number(value.value))" : "} else {")
                    if !first { body.append("    \(local) = \(SwiftNames.number(value.value))") }
                    closed = true
                    break
                }
                body.append("\(first ? "" : "} else ")if \(condition) {")
                body.append("    \(local) = \(SwiftNames.number(value.value))")
                first = false
            }
            if !closed {
                body.append("} else {")
                body.append("    preconditionFailure(\(SwiftNames.stringLiteral("metric '\(name)' has no value for this content and these traits")))")
            }
            if !first { body.append("}") }
        }

        // Constraints, in the screen's order, grouped where their conditions agree.
        body.append("")
        let all = constraints.constraints
        let conditional = all.contains { expression($0.conditions) != "true" }
        if !conditional {
            // Nothing comes and goes: one constant list.
            body.append("let constraints: [NSLayoutConstraint] = [")
            var lastEntry: String?
            for constraint in all {
                if constraint.entry != lastEntry, let entry = screen.constraint(id: constraint.entry) {
                    body.append("    // \(constraint.entry): \(ScreenWriter.written(entry))")
                    lastEntry = constraint.entry
                }
                body.append("    " + code(for: constraint) + ",")
            }
            body.append("]")
        } else {
            body.append("var constraints: [NSLayoutConstraint] = []")
        }
        var index = conditional ? 0 : all.count
        while index < all.count {
            let condition = expression(all[index].conditions)
            var end = index
            while end < all.count, expression(all[end].conditions) == condition { end += 1 }
            var block: [String] = []
            var lastEntry: String?
            for constraint in all[index..<end] {
                if constraint.entry != lastEntry, let entry = screen.constraint(id: constraint.entry) {
                    block.append("// \(constraint.entry): \(ScreenWriter.written(entry))")
                    lastEntry = constraint.entry
                }
                block.append(code(for: constraint) + ",")
            }
            if condition == "true" {
                body.append("constraints += [")
                body += block.map { "    " + $0 }
                body.append("]")
            } else {
                body.append("if \(condition) {")
                body.append("    constraints += [")
                body += block.map { "        " + $0 }
                body.append("    ]")
                body.append("}")
            }
            index = end
        }
        body.append("NSLayoutConstraint.activate(constraints)")
        body.append("activeConstraints = constraints")
        if body.contains(where: { $0.contains("hasHomeIndicator") }) {
            // Read from the window: install after the root view is in one (else no home indicator).
            body.insert("let hasHomeIndicator = (\(reference(screen.root)).window?.safeAreaInsets.bottom ?? 0) > 0",
                        at: orientationLine)
        }
        if body.contains(where: { $0.contains("isLandscape") }) {
            body.insert("let isLandscape = size.width > size.height", at: orientationLine)
        }
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        if presence.contains(where: { $0.hasPrefix("setPresent(") }) {
            lines.append("")
            lines.append("private func setPresent(_ view: UIView, in superview: UIView, _ isPresent: Bool) {")
            lines.append("    if !isPresent {")
            lines.append("        view.removeFromSuperview()")
            lines.append("    } else if view.superview !== superview {")
            lines.append("        superview.addSubview(view)")
            lines.append("    }")
            lines.append("}")
        }
        return lines
    }

    /// An entry as the document writes it, for a comment.
    static func written(_ entry: ConstraintEntry) -> String {
        switch entry.body {
        case .equation(let text): return text
        case .visualFormat(let format, let options):
            return options.isEmpty ? format : format + " (" + options.joined(separator: ", ") + ")"
        }
    }
}
