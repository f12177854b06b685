import Foundation
import GRDB
import LayoutDocument
import LayoutModel

/// Writing an edit: the rows it changes, one history entry, a new revision.
extension LayoutRepository {
    /// Applies `edit` to the rows of `screenName` inside the caller's write
    /// transaction and appends its history entry. `current` is the stored
    /// screen when the caller has already loaded it.
    ///
    /// The one way into the store's screens: the screen the edit makes must
    /// pass `ScreenValidator` (see `admit`) before any row changes.
    /// - Returns: the new revision.
    func record(_ edit: ScreenEdit, screenName: String, in db: Database, current: Screen? = nil) throws -> Int {
        let existing = try Row.fetchOne(db, sql: "SELECT id, revision FROM screen WHERE name = ?", arguments: [screenName])
            .map { ScreenRow(id: $0[0], revision: $0[1]) }
        let screenID: Int64
        let revision: Int
        if let screen = edit.createdScreen {
            guard existing == nil else {
                throw try LayoutRepository.nameTaken(screenName, in: db)
            }
            guard screen.name == screenName, !screen.isRemoved else {
                throw StoreError(.invalidEdit, "a new screen '\(screen.name)' cannot be recorded as '\(screenName)'")
            }
            try LayoutRepository.admit(screen, replacing: nil, by: edit)
            try db.execute(sql: """
                INSERT INTO screen (name, root, layout_direction, self_sizing, revision, \(ScreenRows.designColumns))
                VALUES (?, ?, ?, ?, 1, \(ScreenRows.designPlaceholders))
                """, arguments: StatementArguments([screen.name, screen.root, screen.layoutDirection?.rawValue,
                                                    screen.selfSizing?.rawValue] as [(any DatabaseValueConvertible)?]
                                                   + ScreenRows.designValues(screen.design)))
            screenID = db.lastInsertedRowID
            revision = 1
            try ScreenRows.insert(screen, screenID: screenID, in: db)
        } else {
            guard let existing else {
                throw StoreError(.unknownScreen, "no screen named '\(screenName)'")
            }
            screenID = existing.id
            revision = existing.revision + 1
            let before: Screen
            if let current {
                before = current
            } else {
                guard let loaded = try ScreenRows.load(screenID: screenID, in: db) else {
                    throw StoreError(.unknownScreen, "no screen named '\(screenName)'")
                }
                before = loaded
            }
            if before.isRemoved {
                switch edit {
                case .revert, .undo, .redo, .importScreen: break  // what brings a removed screen back
                default: throw StoreError(.unknownScreen, LayoutRepository.removedMessage(screenName, revision: existing.revision))
                }
            }
            let after: Screen
            do {
                after = try edit.applied(to: before)
            } catch {
                throw StoreError(.invalidEdit, error.message)
            }
            switch edit {
            case .revert, .undo, .redo:
                break  // they say themselves when they change nothing
            default:
                if after == before {
                    throw StoreError(.noChange, "no change: \(edit.summary) leaves screen '\(screenName)' as it is "
                                     + "(revision \(existing.revision)); nothing recorded")
                }
            }
            if after.name != before.name {
                switch edit {
                case .renameScreen, .revert, .undo, .redo: break
                default: throw StoreError(.invalidEdit, "an edit cannot rename screen '\(screenName)' to '\(after.name)'")
                }
                try LayoutRepository.checkNewName(after.name, in: db)
            }
            try LayoutRepository.admit(after, replacing: before, by: edit)
            try writeChange(edit, before: before, after: after, screenID: screenID, in: db)
            try db.execute(sql: """
                UPDATE screen SET name = ?, root = ?, layout_direction = ?, self_sizing = ?, removed = ?, revision = ?,
                    (\(ScreenRows.designColumns)) = (\(ScreenRows.designPlaceholders)) WHERE id = ?
                """, arguments: StatementArguments([after.name, after.root, after.layoutDirection?.rawValue,
                                                    after.selfSizing?.rawValue, after.isRemoved,
                                                    revision] as [(any DatabaseValueConvertible)?]
                                                   + ScreenRows.designValues(after.design) + [screenID]))
            var unchangedLayout = before
            unchangedLayout.name = after.name
            if unchangedLayout == after {
                // A rename changes no frame: the cached answers move to the new revision.
                try db.execute(sql: """
                    UPDATE frame_cache SET revision = ?, key = replace(key, ?, ?) WHERE screen_id = ? AND revision = ?
                    """, arguments: [revision, "|revision=\(existing.revision)|", "|revision=\(revision)|",
                                     screenID, existing.revision])
                try recordHistory(edit, screenID: screenID, revision: revision, in: db)
                return revision
            }
        }
        try recordHistory(edit, screenID: screenID, revision: revision, in: db)
        // Old answers are unreachable through their revision; drop them now rather than at eviction.
        try db.execute(sql: "DELETE FROM frame_cache WHERE screen_id = ?", arguments: [screenID])
        return revision
    }

    /// Appends the history entry of `edit` as `revision` of the screen.
    private func recordHistory(_ edit: ScreenEdit, screenID: Int64, revision: Int, in db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(edit), as: UTF8.self)
        try db.execute(sql: """
            INSERT INTO revision (screen_id, number, made_at, kind, summary, edit) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [screenID, revision, Schema.timestamp(), edit.kind, edit.summary, json])
    }

    /// Refuses a name a new or renamed screen cannot take: an empty one (the
    /// rule of import), or one another screen holds, removed screens included
    /// (a history keeps one name).
    static func checkNewName(_ name: String, in db: Database) throws {
        if name.isEmpty { throw StoreError(.invalidEdit, "a screen needs a non-empty name") }
        if try Row.fetchOne(db, sql: "SELECT 1 FROM screen WHERE name = ?", arguments: [name]) != nil {
            throw try nameTaken(name, in: db)
        }
    }

    /// The error for a screen name that is taken, saying whether by a removed screen.
    static func nameTaken(_ name: String, in db: Database) throws -> StoreError {
        let removed = try Bool.fetchOne(db, sql: "SELECT removed FROM screen WHERE name = ?", arguments: [name]) ?? false
        return StoreError(.screenExists, removed
            ? "screen name '\(name)' is taken by a removed screen, which keeps it with its history; "
                + "'layout undo \(name)' brings that screen back"
            : "screen '\(name)' already exists")
    }

    /// Refuses a screen with faults (`ScreenValidator`) that `before` did not
    /// have: an edit may not add a fault. An import (or replace) must be
    /// faultless; any other edit of a screen stored before this check existed
    /// may keep its old faults, so that it can still be repaired one edit at a time.
    static func admit(_ screen: Screen, replacing before: Screen?, by edit: ScreenEdit) throws(StoreError) {
        let faults = ScreenValidator.faults(in: screen)
        guard !faults.isEmpty else { return }
        var added = faults
        let isImport: Bool
        if case .importScreen = edit { isImport = true } else { isImport = false }
        if !isImport, let before {
            let old = Set(ScreenValidator.faults(in: before))
            added = faults.filter { !old.contains($0) }
            guard !added.isEmpty else { return }
        }
        throw StoreError(isImport ? .invalidDocument : .invalidEdit,
                         added.map(\.description).joined(separator: "\n"), faults: added)
    }

    /// Changes only the rows an edit touches when it can, else rewrites the screen.
    private func writeChange(_ edit: ScreenEdit, before: Screen, after: Screen, screenID: Int64, in db: Database) throws {
        switch edit {
        case .addConstraint(let entry, let index) where index == before.constraints.count:
            try ScreenRows.insert(entry, position: try nextPosition("constraint_entry", screenID, db),
                                  screenID: screenID, in: db)
        case .removeConstraint(let entry, _):
            try db.execute(sql: "DELETE FROM constraint_entry WHERE screen_id = ? AND identifier = ?",
                           arguments: [screenID, entry.id])
        case .changeConstraint(let from, let to) where from.id == to.id:
            let position = try Int.fetchOne(db, sql: """
                SELECT position FROM constraint_entry WHERE screen_id = ? AND identifier = ?
                """, arguments: [screenID, from.id]) ?? 0
            try db.execute(sql: "DELETE FROM constraint_entry WHERE screen_id = ? AND identifier = ?",
                           arguments: [screenID, from.id])
            try ScreenRows.insert(to, position: position, screenID: screenID, in: db)
        case .addView(let view, let index) where index == before.views.count:
            try ScreenRows.insert(view, position: try nextPosition("view", screenID, db), screenID: screenID, in: db)
        case .removeView(let view, _, let constraints):
            for removed in constraints {
                try db.execute(sql: "DELETE FROM constraint_entry WHERE screen_id = ? AND identifier = ?",
                               arguments: [screenID, removed.entry.id])
            }
            try db.execute(sql: "DELETE FROM view WHERE screen_id = ? AND name = ?", arguments: [screenID, view.name])
        case .setHidden(let view, _, let hidden):
            try db.execute(sql: "UPDATE view SET hidden = ? WHERE screen_id = ? AND name = ?",
                           arguments: [hidden, screenID, view])
        case .setSelfSizing, .renameScreen, .removeScreen:
            break  // the screen row itself, written with the revision
        case .setMetric(let name, let when, let from, let to):
            if from == nil {
                let metric = MetricValue(name: name, value: to, when: when)
                try ScreenRows.insert(metric, position: try nextPosition("metric", screenID, db),
                                      screenID: screenID, in: db)
            } else if let index = before.metrics.firstIndex(where: { $0.name == name && $0.when == when }) {
                try db.execute(sql: """
                    UPDATE metric SET value = ? WHERE id =
                        (SELECT id FROM metric WHERE screen_id = ? ORDER BY position LIMIT 1 OFFSET ?)
                    """, arguments: [to, screenID, index])
            }
        default:
            try ScreenRows.deleteContents(screenID: screenID, in: db)
            try ScreenRows.insert(after, screenID: screenID, in: db)
        }
    }

    private func nextPosition(_ table: String, _ screenID: Int64, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT coalesce(max(position), -1) + 1 FROM \(table) WHERE screen_id = ?",
                         arguments: [screenID]) ?? 0
    }
}
