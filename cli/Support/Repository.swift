import LayoutModel
import LayoutStore

extension GlobalOptions {
    /// The repository at `--db`, solving with the layout engine; refuses
    /// files that are not ours without touching them.
    func openRepository() throws -> LayoutRepository {
        try LayoutRepository(path: databasePath, solver: { screen, spacing, request in
            try LayoutEngine.solve(screen, standardSpacing: spacing, request: request)
        })
    }
}
