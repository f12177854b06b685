import LayoutCore

/// Making edits against the current screen: each factory checks the request
/// (names exist, ids are free, numbers are finite) and records the "from"
/// side, so the edit can be applied, stored and replayed.
extension ScreenEdit {
    /// Item names a constraint may use besides the screen's views.
    public static let layoutGuideNames: Set<String> = ["superview", "safeArea", "keyboard"]

    /// Imports `screen`, or replaces `existing` with it.
    public static func importing(_ screen: Screen, replacing existing: Screen?) throws(ScreenEditError) -> ScreenEdit {
        try screen.validate()
        return .importScreen(screen, replacing: existing)
    }

    /// Appends a constraint entry.
    public static func adding(_ entry: ConstraintEntry, to screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        try screen.validateNewIdentifier(entry.id)
        try screen.validate(entry)
        return .addConstraint(entry, at: screen.constraints.count)
    }

    /// Removes the constraint entry `id` (a whole visual format, not one `id#n`).
    public static func removingConstraint(id: String, from screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.constraintIndex(id: id, action: "remove")
        return .removeConstraint(screen.constraints[index], at: index)
    }

    /// Gives the equation `id` a new constant and/or priority; its text is
    /// rewritten in the notation's short form. A visual format's constraints
    /// (`id#n`) cannot be changed one by one: replace the format instead.
    public static func settingConstraint(
        id: String, constant: Double?, priority: LayoutPriority?, in screen: Screen
    ) throws(ScreenEditError) -> ScreenEdit {
        guard constant != nil || priority != nil else {
            throw ScreenEditError("nothing to change for constraint '\(id)': give a constant or a priority")
        }
        if let constant, !constant.isFinite {
            throw ScreenEditError("constant for constraint '\(id)' must be a finite number")
        }
        let index = try screen.constraintIndex(id: id, action: "set")
        let entry = screen.constraints[index]
        guard case .equation(let text) = entry.body else {
            throw ScreenEditError(
                "constraint '\(id)' of screen '\(screen.name)' is a visual format; its constants and "
                    + "priorities are part of the format: remove it and add the changed format")
        }
        var equation: ConstraintEquation
        do {
            equation = try ConstraintEquation(parsing: text)
        } catch {
            throw ScreenEditError("constraint '\(id)' of screen '\(screen.name)': \(error.message)")
        }
        if let constant { equation.constant = .number(constant) }
        if let priority { equation.priority = .number(priority.value) }
        var changed = entry
        changed.body = .equation(equation.description)
        return .changeConstraint(from: entry, to: changed)
    }

    /// Appends a view inside its superview.
    public static func adding(_ view: ViewSpec, to screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        try screen.validateNewViewName(view.name)
        guard let superview = view.superview else {
            throw ScreenEditError("view '\(view.name)' needs a superview (the screen's root is '\(screen.root)')")
        }
        guard screen.view(named: superview) != nil else {
            throw ScreenEditError("screen '\(screen.name)' has no view '\(superview)' to be the superview of '\(view.name)'"
                + NameSuggestion.hint(for: superview, among: screen.views.map(\.name)))
        }
        try view.validateNumbers()
        return .addView(view, at: screen.views.count)
    }

    /// Removes a view that has no subviews, with every constraint entry that mentions it.
    public static func removingView(named name: String, from screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.viewIndex(named: name)
        guard name != screen.root else {
            throw ScreenEditError("view '\(name)' is the root of screen '\(screen.name)' and cannot be removed")
        }
        let subviews = screen.views.filter { $0.superview == name }.map { "'\($0.name)'" }
        guard subviews.isEmpty else {
            throw ScreenEditError(
                "view '\(name)' has subviews \(subviews.joined(separator: ", ")); remove them first")
        }
        let mentioning = screen.constraints.enumerated()
            .filter { $0.element.mentions(view: name) }
            .map { IndexedConstraint(index: $0.offset, entry: $0.element) }
        return .removeView(screen.views[index], at: index, constraints: mentioning)
    }

    /// Hides or shows a view.
    public static func settingHidden(_ hidden: Bool, view name: String, in screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.viewIndex(named: name)
        return .setHidden(view: name, from: screen.views[index].hidden, to: hidden)
    }

    /// Makes the screen size itself along `side` (nil: along neither).
    public static func settingSelfSizing(_ side: SelfSizing?, in screen: Screen) -> ScreenEdit {
        .setSelfSizing(from: screen.selfSizing, to: side)
    }

    /// Sets the value a metric has under `when` (adding it when new).
    public static func settingMetric(
        _ name: String, to value: Double, when: Condition?, in screen: Screen
    ) throws(ScreenEditError) -> ScreenEdit {
        guard !name.isEmpty else { throw ScreenEditError("a metric needs a name") }
        guard value.isFinite else { throw ScreenEditError("metric '\(name)' must be a finite number") }
        let old = screen.metrics.first { $0.name == name && $0.when == when }
        return .setMetric(name: name, when: when, from: old?.value, to: value)
    }
}

extension Screen {
    func constraintIndex(id: String, action: String) throws(ScreenEditError) -> Int {
        if let index = constraints.firstIndex(where: { $0.id == id }) { return index }
        if let hash = id.firstIndex(of: "#"), constraint(id: String(id[..<hash])) != nil {
            let format = String(id[..<hash])
            throw ScreenEditError(
                "'\(id)' is one constraint of visual format '\(format)' and cannot be \(action == "set" ? "changed" : "removed") "
                    + "on its own; \(action == "set" ? "remove '\(format)' and add the changed format" : "remove '\(format)' instead")")
        }
        throw ScreenEditError("screen '\(name)' has no constraint '\(id)'"
            + NameSuggestion.hint(for: id, among: constraints.map(\.id)))
    }

    func viewIndex(named view: String) throws(ScreenEditError) -> Int {
        if let index = views.firstIndex(where: { $0.name == view }) { return index }
        throw ScreenEditError("screen '\(name)' has no view '\(view)'"
            + NameSuggestion.hint(for: view, among: views.map(\.name)))
    }

    func validateNewIdentifier(_ id: String) throws(ScreenEditError) {
        guard !id.isEmpty else { throw ScreenEditError("a constraint needs a non-empty id") }
        guard !id.contains("#") else {
            throw ScreenEditError("constraint id '\(id)' contains '#', which is kept for 'id#n' of visual formats")
        }
        guard constraint(id: id) == nil else {
            throw ScreenEditError("screen '\(name)' already has a constraint '\(id)'")
        }
    }

    func validateNewViewName(_ view: String) throws(ScreenEditError) {
        guard !view.isEmpty else { throw ScreenEditError("a view needs a non-empty name") }
        guard !ScreenEdit.layoutGuideNames.contains(view) else {
            throw ScreenEditError("'\(view)' is a reserved name and cannot name a view")
        }
        guard self.view(named: view) == nil else {
            throw ScreenEditError("screen '\(name)' already has a view '\(view)'")
        }
    }

    /// Checks what the store relies on: a valid name, a root, unique names,
    /// superviews that exist and form a tree, constraint entries that read.
    func validate() throws(ScreenEditError) {
        guard !name.isEmpty else { throw ScreenEditError("a screen needs a non-empty name") }
        var seen: [String: ViewSpec] = [:]
        for view in views {
            guard seen[view.name] == nil else {
                throw ScreenEditError("screen '\(name)' has two views named '\(view.name)'")
            }
            seen[view.name] = view
        }
        guard let rootView = seen[root] else {
            throw ScreenEditError("screen '\(name)' has no view '\(root)' to be its root"
                + NameSuggestion.hint(for: root, among: views.map(\.name)))
        }
        guard rootView.superview == nil else {
            throw ScreenEditError("root view '\(root)' of screen '\(name)' cannot have a superview")
        }
        for view in views where view.name != root {
            try view.validateNumbers()
            guard let superview = view.superview else {
                throw ScreenEditError("view '\(view.name)' of screen '\(name)' needs a superview")
            }
            guard seen[superview] != nil else {
                throw ScreenEditError("view '\(view.name)' of screen '\(name)' names superview '\(superview)', which is not a view of the screen"
                    + NameSuggestion.hint(for: superview, among: views.map(\.name)))
            }
            // Walk up: reaching the root within views.count steps rules out cycles.
            var current = view
            var steps = 0
            while let parent = current.superview, let next = seen[parent] {
                steps += 1
                guard steps <= views.count else {
                    throw ScreenEditError("views of screen '\(name)' form a cycle through '\(view.name)'")
                }
                current = next
            }
        }
        var ids: Set<String> = []
        for entry in constraints {
            guard ids.insert(entry.id).inserted else {
                throw ScreenEditError("screen '\(name)' has two constraints with id '\(entry.id)'")
            }
            guard !entry.id.isEmpty, !entry.id.contains("#") else {
                throw ScreenEditError("constraint id '\(entry.id)' of screen '\(name)' must be non-empty and without '#'")
            }
            if case .equation(let text) = entry.body {
                do {
                    _ = try ConstraintEquation(parsing: text)
                } catch {
                    throw ScreenEditError("constraint '\(entry.id)' of screen '\(name)': \(error.rendered)")
                }
            }
        }
        for metric in metrics where !metric.value.isFinite || metric.name.isEmpty {
            throw ScreenEditError("metric '\(metric.name)' of screen '\(name)' needs a name and a finite value")
        }
    }

    /// Checks a new constraint entry's text and the views it names.
    func validate(_ entry: ConstraintEntry) throws(ScreenEditError) {
        let known = Set(views.map(\.name)).union(ScreenEdit.layoutGuideNames)
        switch entry.body {
        case .equation(let text):
            let equation: ConstraintEquation
            do {
                equation = try ConstraintEquation(parsing: text)
            } catch {
                throw ScreenEditError(error.rendered)
            }
            for item in [equation.firstItem] + (equation.secondItem.map { [$0] } ?? []) where !known.contains(item) {
                throw ScreenEditError("screen '\(name)' has no view '\(item)'"
                    + NameSuggestion.hint(for: item, among: views.map(\.name)))
            }
            let metricNames = Set(metrics.map(\.name))
            for metric in equation.metricNames where !metricNames.contains(metric) {
                throw ScreenEditError("screen '\(name)' has no metric '\(metric)'"
                    + NameSuggestion.hint(for: metric, among: metricNames.sorted()))
            }
        case .visualFormat(let format, _):
            for item in ConstraintEntry.bracketedNames(in: format) where !known.contains(item) {
                throw ScreenEditError("screen '\(name)' has no view '\(item)'"
                    + NameSuggestion.hint(for: item, among: views.map(\.name)))
            }
        }
    }
}

extension ViewSpec {
    func validateNumbers() throws(ScreenEditError) {
        let numbers = [intrinsicSize?.width, intrinsicSize?.height, layoutMargins?.top, layoutMargins?.left,
                       layoutMargins?.bottom, layoutMargins?.right, baselines?.firstFromTop,
                       baselines?.lastFromBottom, stack?.spacing].compactMap { $0 }
        guard numbers.allSatisfy(\.isFinite) else {
            throw ScreenEditError("view '\(name)' has a number that is not finite")
        }
    }
}

extension ConstraintEntry {
    /// Whether the entry names `view` as an item (an equation's items, or a
    /// name anywhere in a visual format).
    public func mentions(view: String) -> Bool {
        switch body {
        case .equation(let text):
            if let equation = try? ConstraintEquation(parsing: text) {
                return equation.firstItem == view || equation.secondItem == view
            }
            return ConstraintEntry.identifiers(in: text).contains(view)
        case .visualFormat(let format, _):
            return ConstraintEntry.identifiers(in: format).contains(view)
        }
    }

    /// The names in a text: runs of letters, digits and underscores not starting with a digit.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in text + " " {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    /// The view names opening each `[view…]` of a visual format.
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
