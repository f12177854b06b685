import Foundation
import GRDB
import LayoutCore
import LayoutDocument

/// Edits, history, revert, undo and replay.
extension LayoutRepository {
    /// Applies one recorded edit to a screen: one immediate transaction that
    /// changes the rows and appends one history entry.
    /// - Returns: the screen's new revision.
    @discardableResult
    public func apply(_ edit: ScreenEdit, to screen: String) throws(StoreError) -> Int {
        try write { db in try self.record(edit, screenName: screen, in: db) }
    }

    /// Makes an edit against the screen as it is inside the write transaction
    /// (so no other process changes it in between) and applies it.
    @discardableResult
    public func edit(
        _ screen: String, _ make: (Screen) throws(ScreenEditError) -> ScreenEdit
    ) throws(StoreError) -> Int {
        try write { db in
            let current = try self.loadScreen(named: screen, in: db).screen
            let edit: ScreenEdit
            do throws(ScreenEditError) {
                edit = try make(current)
            } catch {
                throw StoreError(.invalidEdit, error.message)
            }
            return try self.record(edit, screenName: screen, in: db, current: current)
        }
    }

    /// `layout constraint add`: appends a constraint entry (checked, as every
    /// edit is, by `ScreenValidator` before it is stored).
    @discardableResult
    public func addConstraint(_ entry: ConstraintEntry, to screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.adding(entry, to: current) }
    }

    /// The id for a constraint added without `--id`: `c<n>` with n the first
    /// number past the screen's constraint count that is not taken, so ids keep
    /// growing with the screen instead of reusing a gap left by a removal.
    public func nextConstraintID(in screen: String) throws(StoreError) -> String {
        let ids = Set(try self.screen(named: screen).constraints.map(\.id))
        var number = ids.count + 1
        while ids.contains("c\(number)") { number += 1 }
        return "c\(number)"
    }

    /// `layout constraint remove`.
    @discardableResult
    public func removeConstraint(id: String, from screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.removingConstraint(id: id, from: current) }
    }

    /// `layout constraint set`: a new constant and/or priority for an equation entry.
    @discardableResult
    public func setConstraint(
        id: String, constant: Double?, priority: LayoutPriority?, in screen: String
    ) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.settingConstraint(id: id, constant: constant, priority: priority, in: current)
        }
    }

    /// `layout view add`.
    @discardableResult
    public func addView(_ view: ViewSpec, to screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.adding(view, to: current) }
    }

    /// `layout view remove`: also removes the constraints that mention the view.
    @discardableResult
    public func removeView(named name: String, from screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.removingView(named: name, from: current) }
    }

    /// `layout view hide` / `layout view show`.
    @discardableResult
    public func setHidden(_ hidden: Bool, view name: String, in screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.settingHidden(hidden, view: name, in: current)
        }
    }

    /// `layout screen set --self-sizing`: the side the screen sizes itself along (nil: neither).
    @discardableResult
    public func setSelfSizing(_ side: SelfSizing?, in screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            ScreenEdit.settingSelfSizing(side, in: current)
        }
    }

    /// `layout metric set`.
    @discardableResult
    public func setMetric(_ name: String, to value: Double, when: Condition? = nil, in screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.settingMetric(name, to: value, when: when, in: current)
        }
    }

    // MARK: History

    /// The edits of a screen, oldest first.
    public func history(of screen: String) throws(StoreError) -> [HistoryEntry] {
        try read { db in
            let row = try self.screenRow(named: screen, includingRemoved: true, in: db)
            return try self.historyEntries(screenID: row.id, screen: screen, upTo: nil, in: db)
        }
    }

    func historyEntries(screenID: Int64, screen: String, upTo last: Int?, in db: Database) throws -> [HistoryEntry] {
        let decoder = JSONDecoder()
        let rows = try Row.fetchCursor(db, sql: """
            SELECT number, made_at, kind, summary, edit FROM revision
            WHERE screen_id = ? AND number <= ? ORDER BY number
            """, arguments: [screenID, last ?? Int.max])
        var entries: [HistoryEntry] = []
        while let row = try rows.next() {
            let revision: Int = row[0]
            let json: String = row[4]
            let edit: ScreenEdit
            do {
                edit = try decoder.decode(ScreenEdit.self, from: Data(json.utf8))
            } catch {
                throw StoreError(.corruptHistory, "revision \(revision) of screen '\(screen)' cannot be read: \(error)")
            }
            entries.append(HistoryEntry(revision: revision, madeAt: row[1], kind: row[2], summary: row[3], edit: edit))
        }
        return entries
    }

    /// Rebuilds a screen from its history, from the first edit, calling `step`
    /// with each entry and the screen after it (for entries from `from` up to
    /// `to`), then checks that the rebuilt screen equals the stored one when
    /// the replay reached the latest revision.
    ///
    /// Throws `.replayMismatch` when it does not, `.corruptHistory` when an
    /// edit does not apply, and whatever `step` throws.
    @discardableResult
    public func replay(
        _ screen: String, from: Int? = nil, to: Int? = nil,
        _ step: (HistoryEntry, Screen) throws -> Void = { _, _ in }
    ) throws -> ReplayReport {
        let (entries, stored, storedRevision) = try read { db in
            let (row, stored) = try self.loadScreen(named: screen, includingRemoved: true, in: db)
            return (try self.historyEntries(screenID: row.id, screen: screen, upTo: to, in: db), stored, row.revision)
        }
        if let to, to < 1 || to > storedRevision {
            throw StoreError(.unknownRevision, "screen '\(screen)' has revisions 1...\(storedRevision), not \(to)")
        }
        if let from, from < 1 || from > storedRevision {
            throw StoreError(.unknownRevision, "screen '\(screen)' has revisions 1...\(storedRevision), not \(from)")
        }
        let rebuilt = try LayoutRepository.rebuild(screen, from: entries) { entry, state in
            if entry.revision >= (from ?? 1) { try step(entry, state) }
        }
        let last = entries.last?.revision ?? 0
        guard last == storedRevision else {
            return ReplayReport(lastRevision: last, storedRevision: storedRevision, matchesStored: nil)
        }
        guard rebuilt == stored else {
            throw StoreError(.replayMismatch,
                             "replaying the history of screen '\(screen)' does not give the stored screen "
                                 + "(revision \(storedRevision)): \(LayoutRepository.difference(rebuilt, stored))")
        }
        return ReplayReport(lastRevision: last, storedRevision: storedRevision, matchesStored: true)
    }

    /// Applies `entries` in order to an empty start; the first must import the screen.
    static func rebuild(
        _ name: String, from entries: [HistoryEntry], _ step: (HistoryEntry, Screen) throws -> Void = { _, _ in }
    ) throws -> Screen {
        var state = Screen(name: name, root: "")
        var started = false
        for entry in entries {
            if !started {
                guard entry.edit.createdScreen != nil else {
                    throw StoreError(.corruptHistory, "history of screen '\(name)' does not start with its import")
                }
                started = true
            }
            do {
                try entry.edit.apply(to: &state)
            } catch {
                throw StoreError(.corruptHistory,
                                 "revision \(entry.revision) of screen '\(name)' does not apply: \(error.message)")
            }
            try step(entry, state)
        }
        return state
    }

    /// A short note on where two screens first differ, for mismatch messages.
    static func difference(_ a: Screen, _ b: Screen) -> String {
        if a.root != b.root { return "root '\(a.root)' against '\(b.root)'" }
        if a.views != b.views {
            let index = zip(a.views, b.views).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.views.count, b.views.count)
            return "views differ at position \(index + 1) (\(a.views.count) against \(b.views.count) views)"
        }
        if a.constraints != b.constraints {
            let index = zip(a.constraints, b.constraints).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.constraints.count, b.constraints.count)
            return "constraints differ at position \(index + 1)"
        }
        if a.metrics != b.metrics { return "metrics differ" }
        return "layout direction differs"
    }

    /// Makes revision `target`'s state current again, as a new edit.
    /// - Returns: the new revision; the current one, with nothing recorded,
    ///   when the screen already is as it was at `target`.
    @discardableResult
    public func revert(_ screen: String, to target: Int) throws(StoreError) -> Int {
        try reverting(screen, to: target).revision
    }

    /// `revert(_:to:)`, with the screen's name after it (revision `target`'s name).
    public func reverting(_ screen: String, to target: Int) throws(StoreError) -> (revision: Int, screen: String) {
        try write { db in
            let (row, current) = try self.loadScreen(named: screen, includingRemoved: true, in: db)
            guard target >= 1, target <= row.revision else {
                throw StoreError(.unknownRevision, "screen '\(screen)' has revisions 1...\(row.revision), not \(target)")
            }
            let entries = try self.historyEntries(screenID: row.id, screen: screen, upTo: target, in: db)
            let old = try LayoutRepository.rebuild(screen, from: entries)
            guard target != row.revision, old != current else { return (row.revision, screen) }
            return (try self.record(.revert(toRevision: target, from: current, to: old),
                                    screenName: screen, in: db, current: current), old.name)
        }
    }
}
