import LayoutModel
import LayoutStore

extension GlobalOptions {
    /// The repository at `--db` for an edit: migrated when needed; a missing
    /// database is an error and is not created (only `import` and `screen add`
    /// create one); refuses files that are not ours without touching them.
    func openRepository() throws -> LayoutRepository {
        try LayoutRepository(path: databasePath, access: .edit)
    }

    /// The repository at `--db` for `import` and `screen add`: created and
    /// migrated when needed.
    func openCreating() throws -> LayoutRepository {
        try LayoutRepository(path: databasePath, access: .readWrite)
    }

    /// The repository at `--db` for a command that only reads: a missing
    /// database is an error (and is not created); a read-only one is opened
    /// read-only. `caching` commands say once that their answers are not cached then.
    func openForReading(caching: Bool = false) throws -> LayoutRepository {
        let repository = try LayoutRepository(path: databasePath, access: .read)
        if caching, repository.isReadOnly { GlobalOptions.noteNotCaching(databasePath) }
        return repository
    }

    /// What a caching command says once when the database is read-only.
    static func noteNotCaching(_ path: String) {
        Terminal.note("database '\(path)' is read-only: solved frames are not cached")
    }
}
