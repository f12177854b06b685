import LayoutCore

/// Making the edits that reshape views and metrics: rename, move, change a
/// view's own properties, remove metric values. Each checks the request
/// against the current screen and records what it needs to be replayed.
extension ScreenEdit {
    /// Renames a view and every reference to it: the superview field of its
    /// subviews, the screen's root, and the equations and visual formats that
    /// name it (conditions name traits and content keys, never views).
    public static func renamingView(_ old: String, to new: String, in screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        _ = try screen.viewIndex(named: old)
        guard old != new else { throw ScreenEditError("view '\(old)' is already named '\(new)'") }
        if let problem = DocumentNames.viewNameProblem(new) { throw ScreenEditError(problem) }
        try screen.validateNewViewName(new)
        let metricNames = Set(screen.metrics.map(\.name))
        guard !metricNames.contains(new) else {
            throw ScreenEditError("'\(new)' is a metric of screen '\(screen.name)'; in a visual format's predicates "
                + "a view of that name would be read as the metric")
        }
        let changes = screen.constraints.compactMap { entry -> ChangedConstraint? in
            let renamed = entry.renamingView(old, to: new, metricNames: metricNames)
            return renamed == entry ? nil : ChangedConstraint(from: entry, to: renamed)
        }
        return .renameView(from: old, to: new, constraints: changes)
    }

    /// Moves a view (with its subviews) into another superview.
    public static func movingView(_ name: String, toSuperview superview: String, in screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.viewIndex(named: name)
        guard let current = screen.views[index].superview else {
            throw ScreenEditError("view '\(name)' is the root of screen '\(screen.name)' and cannot be moved")
        }
        _ = try screen.viewIndex(named: superview)
        guard current != superview else {
            throw ScreenEditError("view '\(name)' is already in '\(superview)'")
        }
        guard !screen.subtree(of: name).contains(superview) else {
            throw ScreenEditError(superview == name
                ? "view '\(name)' cannot be its own superview"
                : "view '\(superview)' is inside '\(name)'; moving '\(name)' into it would make a cycle")
        }
        return .moveView(name, fromSuperview: current, toSuperview: superview)
    }

    /// Replaces a view's own properties with `change` applied to them; the
    /// name, superview, hidden flag and condition stay.
    public static func changingView(
        _ name: String, in screen: Screen, _ change: (inout ViewSpec) -> Void
    ) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.viewIndex(named: name)
        let old = screen.views[index]
        var new = old
        change(&new)
        new.name = old.name
        new.superview = old.superview
        // The same properties: the store records nothing and says "no change".
        if new.stack != nil, !new.isStack {
            throw ScreenEditError("view '\(name)' has stack properties (axis, distribution, …), which need kind 'stack'")
        }
        try new.validateNumbers()
        return .changeView(from: old, to: new)
    }

    /// Removes the value metric `name` has under exactly `when` (nil: the
    /// value without a condition), or every value of it when `all` is set.
    /// The last value of a metric that a constraint uses cannot go.
    public static func removingMetric(
        _ name: String, when: Condition?, all: Bool = false, from screen: Screen
    ) throws(ScreenEditError) -> ScreenEdit {
        let values = screen.metrics.enumerated().filter { $0.element.name == name }
        guard !values.isEmpty else {
            throw ScreenEditError("screen '\(screen.name)' has no metric '\(name)'"
                + NameSuggestion.hint(for: name, among: Array(Set(screen.metrics.map(\.name))).sorted()))
        }
        let removed = all ? values : values.filter { $0.element.when == when }
        guard !removed.isEmpty else {
            let known = values.map { $0.element.when.map { "when \($0.summary)" } ?? "always" }
            throw ScreenEditError("metric '\(name)' of screen '\(screen.name)' has no value "
                + (when.map { "when \($0.summary)" } ?? "without a condition")
                + "; it has values \(known.joined(separator: ", ")): give that --when, or --all")
        }
        if removed.count == values.count {
            let users = screen.constraints.filter { $0.uses(metric: name) }.map { "'\($0.id)'" }
            guard users.isEmpty else {
                throw ScreenEditError("metric '\(name)' is used by constraints \(users.joined(separator: ", ")) "
                    + "of screen '\(screen.name)'; change or remove them first")
            }
        }
        return .removeMetric(name: name, values: removed.map { IndexedMetric(index: $0.offset, value: $0.element) })
    }
}

extension Screen {
    /// `name` and every view inside it, in document order.
    func subtree(of name: String) -> [String] {
        var inside: Set<String> = [name]
        var grew = true
        while grew {
            grew = false
            for view in views where !inside.contains(view.name) {
                if let superview = view.superview, inside.contains(superview) {
                    inside.insert(view.name)
                    grew = true
                }
            }
        }
        return views.map(\.name).filter { inside.contains($0) }
    }
}

extension ViewSpec {
    /// What differs from `other`, as `intrinsicSize 120x21 -> 100x21`, for history lines.
    func changes(to other: ViewSpec) -> [String] {
        func text<T>(_ value: T?, _ describe: (T) -> String) -> String { value.map(describe) ?? "none" }
        func size(_ size: IntrinsicSize) -> String {
            "\(size.width.map(formatNumber) ?? "auto")x\(size.height.map(formatNumber) ?? "auto")"
        }
        func axes(_ axes: AxisPriorities) -> String {
            "\(axes.horizontal.map(\.description) ?? "default"),\(axes.vertical.map(\.description) ?? "default")"
        }
        var changes: [String] = []
        if kind != other.kind { changes.append("kind \(kind ?? "view") -> \(other.kind ?? "view")") }
        if customClass != other.customClass {
            changes.append("customClass \(customClass ?? "none") -> \(other.customClass ?? "none")")
        }
        if intrinsicSize != other.intrinsicSize {
            changes.append("intrinsicSize \(text(intrinsicSize, size)) -> \(text(other.intrinsicSize, size))")
        }
        if hugging != other.hugging { changes.append("hugging \(text(hugging, axes)) -> \(text(other.hugging, axes))") }
        if compressionResistance != other.compressionResistance {
            changes.append("compressionResistance \(text(compressionResistance, axes)) -> \(text(other.compressionResistance, axes))")
        }
        if self.text != other.text { changes.append("text \(self.text.map { "'\($0)'" } ?? "none") -> \(other.text.map { "'\($0)'" } ?? "none")") }
        if font != other.font { changes.append("font \(text(font) { $0.description }) -> \(text(other.font) { $0.description })") }
        if numberOfLines != other.numberOfLines {
            changes.append("numberOfLines \(numberOfLines ?? 1) -> \(other.numberOfLines ?? 1)")
        }
        if imageSize != other.imageSize {
            func image(_ size: ImageSize?) -> String { size.map { "\(formatNumber($0.width))x\(formatNumber($0.height))" } ?? "none" }
            changes.append("imageSize \(image(imageSize)) -> \(image(other.imageSize))")
        }
        if textKey != other.textKey { changes.append("textKey \(textKey ?? "none") -> \(other.textKey ?? "none")") }
        if let from = stack, let to = other.stack, from != to {
            let stackChanges = from.changes(to: to)
            changes += stackChanges.isEmpty ? ["stack"] : stackChanges
        }
        let others = [hidden != other.hidden, placeholder != other.placeholder, lineBreakMode != other.lineBreakMode,
                      minimumScaleFactor != other.minimumScaleFactor, borderStyle != other.borderStyle,
                      buttonConfiguration != other.buttonConfiguration, contentInsets != other.contentInsets,
                      scrollEnabled != other.scrollEnabled, layoutMargins != other.layoutMargins, baselines != other.baselines,
                      alignmentInsets != other.alignmentInsets,
                      (stack == nil) != (other.stack == nil), when != other.when, ibID != other.ibID,
                      layoutMarginsRule != other.layoutMarginsRule,
                      insetsLayoutMarginsFromSafeArea != other.insetsLayoutMarginsFromSafeArea,
                      preservesSuperviewLayoutMargins != other.preservesSuperviewLayoutMargins]
        if others.contains(true) { changes.append("other properties") }
        return changes
    }
}

extension StackProperties {
    /// What differs from `other` (`axis horizontal -> vertical`, `stackVariations 0 -> 1`), for history lines.
    func changes(to other: StackProperties) -> [String] {
        func spacing(_ stack: StackProperties) -> String { stack.usesStandardSpacing ? "standard" : formatNumber(stack.spacing) }
        var changes: [String] = []
        if axis != other.axis { changes.append("axis \(axis.rawValue) -> \(other.axis.rawValue)") }
        if distribution != other.distribution {
            changes.append("distribution \(distribution.rawValue) -> \(other.distribution.rawValue)")
        }
        if alignment != other.alignment { changes.append("alignment \(alignment.rawValue) -> \(other.alignment.rawValue)") }
        if spacing(self) != spacing(other) { changes.append("spacing \(spacing(self)) -> \(spacing(other))") }
        if layoutMarginsRelativeArrangement != other.layoutMarginsRelativeArrangement {
            changes.append("layoutMarginsRelativeArrangement \(layoutMarginsRelativeArrangement) -> \(other.layoutMarginsRelativeArrangement)")
        }
        if variations != other.variations {
            changes.append(variations.count == other.variations.count ? "stackVariations changed"
                           : "stackVariations \(variations.count) -> \(other.variations.count)")
        }
        return changes
    }
}

extension ConstraintEntry {
    /// Whether the entry uses metric `name` (an equation's multiplier,
    /// constant or priority; any name in a format that is not a view's).
    func uses(metric name: String) -> Bool {
        switch body {
        case .equation(let text):
            if let equation = try? ConstraintEquation(parsing: text) { return equation.metricNames.contains(name) }
            return ConstraintEntry.identifiers(in: text).contains(name)
        case .visualFormat(let format, _):
            return ConstraintEntry.identifiers(in: format).contains(name)
                && !ConstraintEntry.bracketedNames(in: format).contains(name)
        }
    }
}

extension ConstraintEntry {
    /// The names that open a view in a visual format (`[name`), as written.
    static func bracketedNames(in format: String) -> [String] {
        var names: [String] = []
        var characters = format[...]
        while let open = characters.firstIndex(of: "[") {
            characters = characters[characters.index(after: open)...].drop { $0 == " " }
            let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}
