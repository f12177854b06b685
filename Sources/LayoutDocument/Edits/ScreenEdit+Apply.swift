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
        case .revert(_, let from, let to), .undo(_, let from, let to):
            guard screen == from else {
                throw ScreenEditError("screen '\(screen.name)' is not the one this \(kind) was made against")
            }
            screen = to
        }
    }

    /// The screen after this edit, or the error.
    public func applied(to screen: Screen) throws(ScreenEditError) -> Screen {
        var copy = screen
        try apply(to: &copy)
        return copy
    }
}
