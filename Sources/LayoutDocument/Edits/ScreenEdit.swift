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
    /// Values of metric `name` removed, each with the index it had before the removal.
    case removeMetric(name: String, values: [IndexedMetric])
    /// A view renamed, with every reference to it: superview fields follow
    /// by rule, and each constraint entry that named it is recorded rewritten.
    case renameView(from: String, to: String, constraints: [ChangedConstraint])
    /// A view moved into another superview; it goes last among the views,
    /// its subviews after it, as `addSubview` puts a view on top.
    case moveView(String, fromSuperview: String, toSuperview: String)
    /// A view's own properties changed (intrinsic size, hugging, compression
    /// resistance, kind, …); its name and superview stay.
    case changeView(from: ViewSpec, to: ViewSpec)
    /// The screen made as it was at `revision`, as a new edit.
    case revert(toRevision: Int, from: Screen, to: Screen)
    /// The edit recorded as `revision` undone, as a new edit.
    case undo(revision: Int, from: Screen, to: Screen)
    /// The edit recorded as `revision`, undone since, made again, as a new edit.
    case redo(revision: Int, from: Screen, to: Screen)
    /// A new, empty screen: its root view alone (`layout screen add`).
    case addScreen(Screen)
    /// A new screen made as a copy of screen `source` at its revision `revision` (`layout screen copy`).
    case copyScreen(Screen, source: String, revision: Int)
    /// The screen renamed; its history, rows and cached frames stay its own.
    case renameScreen(from: String, to: String)
    /// The screen removed from the listings; its rows and history stay, so
    /// that `undo` and `revert` bring it back.
    case removeScreen(String)

    /// The screen this edit creates when it is the first of a history: an
    /// import (not a replace), a `screen add` or a `screen copy`.
    public var createdScreen: Screen? {
        switch self {
        case .importScreen(let screen, nil), .addScreen(let screen), .copyScreen(let screen, _, _): return screen
        default: return nil
        }
    }

    /// A constraint entry with its index among the screen's constraints.
    public struct IndexedConstraint: Hashable, Sendable {
        public var index: Int
        public var entry: ConstraintEntry
        public init(index: Int, entry: ConstraintEntry) {
            self.index = index
            self.entry = entry
        }
    }

    /// A metric value with its index among the screen's metric values.
    public struct IndexedMetric: Hashable, Sendable {
        public var index: Int
        public var value: MetricValue
        public init(index: Int, value: MetricValue) {
            self.index = index
            self.value = value
        }
    }

    /// A constraint entry as it was and as it became.
    public struct ChangedConstraint: Hashable, Sendable {
        public var from: ConstraintEntry
        public var to: ConstraintEntry
        public init(from: ConstraintEntry, to: ConstraintEntry) {
            self.from = from
            self.to = to
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
        case .removeMetric: return "metric remove"
        case .renameView: return "view rename"
        case .moveView: return "view move"
        case .changeView: return "view set"
        case .revert: return "revert"
        case .undo: return "undo"
        case .redo: return "redo"
        case .addScreen: return "screen add"
        case .copyScreen: return "screen copy"
        case .renameScreen: return "screen rename"
        case .removeScreen: return "screen remove"
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
        case .removeMetric(let name, let values):
            let conditions = values.map { $0.value.when.map { "when \($0.summary)" } ?? "always" }
            return "metric remove '\(name)' (\(conditions.joined(separator: ", ")))"
        case .renameView(let from, let to, let constraints):
            let changed = constraints.map { "'\($0.to.id)'" }.joined(separator: ", ")
            return "view rename '\(from)' -> '\(to)'" + (constraints.isEmpty ? "" : " in constraints \(changed)")
        case .moveView(let view, let from, let to):
            return "view move '\(view)' from '\(from)' to '\(to)'"
        case .changeView(let from, let to):
            let changes = from.changes(to: to)
            return "view set '\(to.name)'" + (changes.isEmpty ? "" : ": " + changes.joined(separator: ", "))
        case .revert(let revision, _, _):
            return "revert to revision \(revision)"
        case .undo(let revision, _, _):
            return "undo revision \(revision)"
        case .redo(let revision, _, _):
            return "redo revision \(revision)"
        case .addScreen(let screen):
            return "screen add '\(screen.name)' with root view '\(screen.root)'"
        case .copyScreen(let screen, let source, let revision):
            return "screen copy of '\(source)' at revision \(revision) as '\(screen.name)' "
                + "(\(screen.views.count) views, \(screen.constraints.count) constraints)"
        case .renameScreen(let from, let to):
            return "screen rename '\(from)' -> '\(to)'"
        case .removeScreen(let name):
            return "screen remove '\(name)'"
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
