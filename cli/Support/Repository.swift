import LayoutStore

extension GlobalOptions {
    /// The repository at `--db`; refuses files that are not ours without touching them.
    func openRepository() throws -> LayoutRepository {
        try LayoutRepository(path: databasePath)
    }
}
