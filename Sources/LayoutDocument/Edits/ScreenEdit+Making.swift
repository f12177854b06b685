import LayoutCore

/// Making edits against the current screen: each factory checks the request
/// (names exist, ids are free, numbers are finite) and records the "from"
/// side, so the edit can be applied, stored and replayed.
extension ScreenEdit {
    /// Item names a constraint may use besides the screen's views.
    public static let layoutGuideNames = DocumentNames.reservedItemNames

    /// Imports `screen`, or replaces `existing` with it. The store checks the
    /// screen (LayoutModel's `ScreenValidator`) before keeping it.
    public static func importing(_ screen: Screen, replacing existing: Screen?) throws(ScreenEditError) -> ScreenEdit {
        .importScreen(screen, replacing: existing)
    }

    /// Appends a constraint entry.
    public static func adding(_ entry: ConstraintEntry, to screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        try screen.validateNewIdentifier(entry.id)
        return .addConstraint(entry, at: screen.constraints.count)
    }

    /// Removes the constraint entry `id` (a whole visual format, not one `id#n`).
    public static func removingConstraint(id: String, from screen: Screen) throws(ScreenEditError) -> ScreenEdit {
        let index = try screen.constraintIndex(id: id, action: "remove")
        return .removeConstraint(screen.constraints[index], at: index)
    }

    /// Gives the entry `id` a new constant, priority or relation (equations
    /// only: the text is rewritten in the notation's short form) and/or a new
    /// condition (`when`: nil keeps it, `.some(nil)` makes the entry apply
    /// always). A visual format's constraints (`id#n`) cannot be changed one
    /// by one: replace the format instead; its condition can be changed.
    public static func settingConstraint(
        id: String, constant: Double?, priority: LayoutPriority?, relation: LayoutRelation? = nil,
        when: Condition?? = nil, in screen: Screen
    ) throws(ScreenEditError) -> ScreenEdit {
        guard constant != nil || priority != nil || relation != nil || when != nil else {
            throw ScreenEditError("nothing to change for constraint '\(id)': give a constant, a priority, a relation or a condition")
        }
        if let constant, !constant.isFinite {
            throw ScreenEditError("constant for constraint '\(id)' must be a finite number")
        }
        let index = try screen.constraintIndex(id: id, action: "set")
        let entry = screen.constraints[index]
        var changed = entry
        if let when { changed.when = when }
        if constant != nil || priority != nil || relation != nil {
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
            if let relation { equation.relation = relation }
            changed.body = .equation(equation.description)
        }
        // The same entry (`changed == entry`): the store records nothing and says "no change".
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
}

extension ViewSpec {
    func validateNumbers() throws(ScreenEditError) {
        let numbers = [intrinsicSize?.width, intrinsicSize?.height, layoutMargins?.top, layoutMargins?.left,
                       layoutMargins?.bottom, layoutMargins?.right, baselines?.firstFromTop,
                       baselines?.lastFromBottom, stack?.spacing, alignmentInsets?.top, alignmentInsets?.left,
                       alignmentInsets?.bottom, alignmentInsets?.right].compactMap { $0 }
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
                // `scroll.contentLayoutGuide` names the view `scroll` too.
                return ScrollGuide.view(of: equation.firstItem) == view
                    || equation.secondItem.map(ScrollGuide.view(of:)) == view
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
}
