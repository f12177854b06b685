import LayoutCore

/// One recorded change to a screen: what changed, from what, to what.
///
/// Edits are made against the current screen (the `ScreenEdit.adding…`,
/// `removing…`, `setting…` factories check them and fill in the "from" side),
/// stored in the history as JSON (`Codable`), and applied purely to a
/// `Screen` value, so a replay needs no database. `apply(to:)` checks the
/// "from" side, so a history that does not fit the screen is an error, not a
/// silent divergence.
public enum ScreenEdit: Hashable, Sendable {
    /// A screen imported (`replacing` nil) or replacing the screen of the same name.
    case importScreen(Screen, replacing: Screen?)
    /// A constraint entry inserted at `index` of the screen's constraints.
    case addConstraint(ConstraintEntry, at: Int)
    /// The constraint entry that stood at `index`, removed.
    case removeConstraint(ConstraintEntry, at: Int)
    /// A constraint entry rewritten in place (same id), e.g. a new constant or priority.
    case changeConstraint(from: ConstraintEntry, to: ConstraintEntry)
    /// A view inserted at `index` of the screen's views.
    case addView(ViewSpec, at: Int)
    /// The view that stood at `index`, removed with the constraints that
    /// mentioned it (each with the index it had before the removal).
    case removeView(ViewSpec, at: Int, constraints: [IndexedConstraint])
    /// A view hidden (`to` true) or shown.
    case setHidden(view: String, from: Bool, to: Bool)
    /// A metric value under one condition set; `from` nil when the value is new.
    case setMetric(name: String, when: Condition?, from: Double?, to: Double)
    /// The side the screen sizes itself along (`layout screen set --self-sizing`); nil: neither.
    case setSelfSizing(from: SelfSizing?, to: SelfSizing?)
    /// The screen made as it was at `revision`, as a new edit.
    case revert(toRevision: Int, from: Screen, to: Screen)
    /// The edit recorded as `revision` undone, as a new edit.
    case undo(revision: Int, from: Screen, to: Screen)

    /// A constraint entry with its index among the screen's constraints.
    public struct IndexedConstraint: Hashable, Sendable {
        public var index: Int
        public var entry: ConstraintEntry
        public init(index: Int, entry: ConstraintEntry) {
            self.index = index
            self.entry = entry
        }
    }

    /// A short name of the kind of edit, as stored in the history's `kind` column.
    public var kind: String {
        switch self {
        case .importScreen(_, let replacing): return replacing == nil ? "import" : "replace"
        case .addConstraint: return "constraint add"
        case .removeConstraint: return "constraint remove"
        case .changeConstraint: return "constraint set"
        case .addView: return "view add"
        case .removeView: return "view remove"
        case .setHidden(_, _, let hidden): return hidden ? "view hide" : "view show"
        case .setMetric: return "metric set"
        case .setSelfSizing: return "screen set"
        case .revert: return "revert"
        case .undo: return "undo"
        }
    }

    /// One line for `layout history`: the kind, then what changed.
    public var summary: String {
        switch self {
        case .importScreen(let screen, let replacing):
            let counts = "\(screen.views.count) views, \(screen.constraints.count) constraints"
            return replacing == nil
                ? "import screen '\(screen.name)' (\(counts))"
                : "replace screen '\(screen.name)' (\(counts))"
        case .addConstraint(let entry, _):
            return "constraint add \(entry.summary)"
        case .removeConstraint(let entry, _):
            return "constraint remove \(entry.summary)"
        case .changeConstraint(let from, let to):
            return "constraint set '\(to.id)': \(from.bodyText) -> \(to.bodyText)"
        case .addView(let view, _):
            return "view add '\(view.name)' in '\(view.superview ?? "")'"
        case .removeView(let view, _, let constraints):
            let removed = constraints.map { "'\($0.entry.id)'" }.joined(separator: ", ")
            return "view remove '\(view.name)'" + (constraints.isEmpty ? "" : " with constraints \(removed)")
        case .setHidden(let view, _, let hidden):
            return "view \(hidden ? "hide" : "show") '\(view)'"
        case .setMetric(let name, let when, let from, let to):
            let condition = when.map { " when \($0.summary)" } ?? ""
            let old = from.map { formatNumber($0) } ?? "unset"
            return "metric set '\(name)'\(condition): \(old) -> \(formatNumber(to))"
        case .setSelfSizing(let from, let to):
            return "screen set self-sizing: \(from?.rawValue ?? "none") -> \(to?.rawValue ?? "none")"
        case .revert(let revision, _, _):
            return "revert to revision \(revision)"
        case .undo(let revision, _, _):
            return "undo revision \(revision)"
        }
    }
}

extension ConstraintEntry {
    /// The formula or format as written, with its options.
    var bodyText: String {
        switch body {
        case .equation(let text): return text
        case .visualFormat(let format, let options):
            return options.isEmpty ? format : "\(format) [\(options.joined(separator: ", "))]"
        }
    }

    /// `'id': text when ...`
    var summary: String {
        "'\(id)': \(bodyText)" + (when.map { " when \($0.summary)" } ?? "")
    }
}

extension Condition {
    /// `images=2|3 orientation=portrait`, keys sorted.
    var summary: String {
        allowed.keys.sorted().map { key in
            "\(key)=" + (allowed[key] ?? []).map(\.text).joined(separator: "|")
        }.joined(separator: " ")
    }
}
