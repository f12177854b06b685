/// Applying a recorded edit to a screen value, with no database.
extension ScreenEdit {
    /// Changes `screen` as recorded, after checking that the "from" side of
    /// the edit matches it (so a history that does not fit is reported, not
    /// silently replayed into something else).
    public func apply(to screen: inout Screen) throws(ScreenEditError) {
        switch self {
        case .importScreen(let new, let replacing):
            if let replacing, replacing != screen {
                throw ScreenEditError("screen '\(screen.name)' is not the one this replace was made against")
            }
            screen = new
        case .addConstraint(let entry, let index):
            guard index >= 0, index <= screen.constraints.count else {
                throw ScreenEditError("constraint '\(entry.id)' cannot be inserted at \(index) of \(screen.constraints.count)")
            }
            guard screen.constraint(id: entry.id) == nil else {
                throw ScreenEditError("screen '\(screen.name)' already has a constraint '\(entry.id)'")
            }
            screen.constraints.insert(entry, at: index)
        case .removeConstraint(let entry, let index):
            guard screen.constraints.indices.contains(index), screen.constraints[index] == entry else {
                throw ScreenEditError("constraint '\(entry.id)' is not at \(index) of screen '\(screen.name)' as recorded")
            }
            screen.constraints.remove(at: index)
        case .changeConstraint(let from, let to):
            guard let index = screen.constraints.firstIndex(where: { $0.id == from.id }),
                  screen.constraints[index] == from
            else {
                throw ScreenEditError("constraint '\(from.id)' of screen '\(screen.name)' is not as recorded")
            }
            screen.constraints[index] = to
        case .addView(let view, let index):
            guard index >= 0, index <= screen.views.count else {
                throw ScreenEditError("view '\(view.name)' cannot be inserted at \(index) of \(screen.views.count)")
            }
            guard screen.view(named: view.name) == nil else {
                throw ScreenEditError("screen '\(screen.name)' already has a view '\(view.name)'")
            }
            screen.views.insert(view, at: index)
        case .removeView(let view, let index, let constraints):
            guard screen.views.indices.contains(index), screen.views[index] == view else {
                throw ScreenEditError("view '\(view.name)' is not at \(index) of screen '\(screen.name)' as recorded")
            }
            // Indices are from before the removal: remove from the back.
            for removed in constraints.sorted(by: { $0.index > $1.index }) {
                guard screen.constraints.indices.contains(removed.index),
                      screen.constraints[removed.index] == removed.entry
                else {
                    throw ScreenEditError(
                        "constraint '\(removed.entry.id)' is not at \(removed.index) of screen '\(screen.name)' as recorded")
                }
                screen.constraints.remove(at: removed.index)
            }
            screen.views.remove(at: index)
        case .setHidden(let name, let from, let to):
            guard let index = screen.views.firstIndex(where: { $0.name == name }) else {
                throw ScreenEditError("screen '\(screen.name)' has no view '\(name)'")
            }
            guard screen.views[index].hidden == from else {
                throw ScreenEditError("view '\(name)' is not \(from ? "hidden" : "shown") as recorded")
            }
            screen.views[index].hidden = to
        case .setMetric(let name, let when, let from, let to):
            let index = screen.metrics.firstIndex { $0.name == name && $0.when == when }
            guard index.map({ screen.metrics[$0].value }) == from else {
                throw ScreenEditError("metric '\(name)' of screen '\(screen.name)' is not as recorded")
            }
            if let index {
                screen.metrics[index].value = to
            } else {
                screen.metrics.append(MetricValue(name: name, value: to, when: when))
            }
        case .setSelfSizing(let from, let to):
            guard screen.selfSizing == from else {
                throw ScreenEditError("screen '\(screen.name)' is not self-sizing as recorded "
                                      + "('\(from?.rawValue ?? "none")')")
            }
            screen.selfSizing = to
        case .removeMetric(let name, let values):
            // Indices are from before the removal: remove from the back.
            for removed in values.sorted(by: { $0.index > $1.index }) {
                guard screen.metrics.indices.contains(removed.index), screen.metrics[removed.index] == removed.value,
                      removed.value.name == name
                else {
                    throw ScreenEditError("metric '\(name)' of screen '\(screen.name)' is not as recorded")
                }
                screen.metrics.remove(at: removed.index)
            }
        case .renameView(let old, let new, let constraints):
            try screen.renameView(old, to: new, constraints: constraints)
        case .moveView(let name, let from, let to):
            try screen.moveView(name, from: from, to: to)
        case .changeView(let from, let to):
            guard let index = screen.views.firstIndex(where: { $0.name == from.name }), screen.views[index] == from else {
                throw ScreenEditError("view '\(from.name)' of screen '\(screen.name)' is not as recorded")
            }
            guard to.name == from.name, to.superview == from.superview else {
                throw ScreenEditError("a view set cannot rename or move view '\(from.name)'")
            }
            screen.views[index] = to
        case .revert(_, let from, let to), .undo(_, let from, let to), .redo(_, let from, let to):
            guard screen == from else {
                throw ScreenEditError("screen '\(screen.name)' is not the one this \(kind) was made against")
            }
            screen = to
        case .addScreen(let new), .copyScreen(let new, _, _):
            screen = new
        case .renameScreen(let from, let to):
            guard screen.name == from, !screen.isRemoved else {
                throw ScreenEditError("screen '\(screen.name)' is not screen '\(from)' as recorded")
            }
            screen.name = to
        case .removeScreen(let name):
            guard screen.name == name, !screen.isRemoved else {
                throw ScreenEditError("screen '\(screen.name)' is not a present screen '\(name)' as recorded")
            }
            screen.isRemoved = true
        }
    }

    /// The screen after this edit, or the error.
    public func applied(to screen: Screen) throws(ScreenEditError) -> Screen {
        var copy = screen
        try apply(to: &copy)
        return copy
    }
}

extension Screen {
    fileprivate mutating func renameView(
        _ old: String, to new: String, constraints: [ScreenEdit.ChangedConstraint]
    ) throws(ScreenEditError) {
        guard let index = views.firstIndex(where: { $0.name == old }) else {
            throw ScreenEditError("screen '\(name)' has no view '\(old)'")
        }
        guard view(named: new) == nil else { throw ScreenEditError("screen '\(name)' already has a view '\(new)'") }
        views[index].name = new
        for subview in views.indices where views[subview].superview == old { views[subview].superview = new }
        if root == old { root = new }
        for change in constraints {
            guard let position = self.constraints.firstIndex(where: { $0.id == change.from.id }),
                  self.constraints[position] == change.from, change.to.id == change.from.id
            else {
                throw ScreenEditError("constraint '\(change.from.id)' of screen '\(name)' is not as recorded")
            }
            self.constraints[position] = change.to
        }
    }

    fileprivate mutating func moveView(_ view: String, from: String, to: String) throws(ScreenEditError) {
        guard let index = views.firstIndex(where: { $0.name == view }), views[index].superview == from else {
            throw ScreenEditError("view '\(view)' of screen '\(name)' is not in '\(from)' as recorded")
        }
        let moving = subtree(of: view)
        guard self.view(named: to) != nil, !moving.contains(to) else {
            throw ScreenEditError("view '\(view)' of screen '\(name)' cannot move into '\(to)'")
        }
        views[index].superview = to
        let set = Set(moving)
        views = views.filter { !set.contains($0.name) } + views.filter { set.contains($0.name) }
    }
}
