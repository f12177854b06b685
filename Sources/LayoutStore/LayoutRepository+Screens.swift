import GRDB
import LayoutCore
import LayoutDocument

/// Managing screens as a whole: add, rename, copy and remove. Each is one
/// immediate transaction and one revision in the screen's history, like every
/// other edit; `docs/commands.md` ("Screens") says what each keeps.
extension LayoutRepository {
    /// `layout screen add`: a new screen holding its root view alone.
    /// - Returns: its first revision (1).
    @discardableResult
    public func addScreen(_ name: String, root: String) throws(StoreError) -> Int {
        if let problem = DocumentNames.viewNameProblem(root) {
            throw StoreError(.invalidEdit, "cannot add screen '\(name)': \(problem)")
        }
        return try write { db in
            try LayoutRepository.checkNewName(name, in: db)
            let screen = Screen(name: name, root: root, views: [ViewSpec(name: root)])
            return try self.record(.addScreen(screen), screenName: name, in: db)
        }
    }

    /// `layout screen rename`: the same screen (history, rows, cached frames)
    /// under a new name, which must be free (removed screens keep theirs).
    /// - Returns: the new revision.
    @discardableResult
    public func renameScreen(_ name: String, to newName: String) throws(StoreError) -> Int {
        try write { db in
            let (row, current) = try self.loadScreen(named: name, in: db)
            if newName == name {
                throw StoreError(.noChange, "no change: screen '\(name)' has that name already "
                                 + "(revision \(row.revision)); nothing recorded")
            }
            try LayoutRepository.checkNewName(newName, in: db)
            return try self.record(.renameScreen(from: name, to: newName), screenName: name, in: db, current: current)
        }
    }

    /// `layout screen copy`: a new screen `newName` with the contents of
    /// `name` at its latest revision; its first revision says so.
    /// - Returns: the copy's first revision (1) and the source's revision it copied.
    @discardableResult
    public func copyScreen(_ name: String, to newName: String) throws(StoreError) -> (revision: Int, source: Int) {
        try write { db in
            let (row, source) = try self.loadScreen(named: name, in: db)
            try LayoutRepository.checkNewName(newName, in: db)
            var copy = source
            copy.name = newName
            let revision = try self.record(.copyScreen(copy, source: name, revision: row.revision),
                                           screenName: newName, in: db)
            return (revision, row.revision)
        }
    }

    /// `layout screen remove`: the screen leaves the listings, exports and
    /// checks; its rows and history stay, and `undo` or `revert --to` bring it back.
    /// - Returns: the new revision.
    @discardableResult
    public func removeScreen(_ name: String) throws(StoreError) -> Int {
        try write { db in
            let current = try self.loadScreen(named: name, in: db).screen
            return try self.record(.removeScreen(name), screenName: name, in: db, current: current)
        }
    }
}
