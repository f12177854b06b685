import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--db PATH`, accepted by every command that uses the database.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file (default: $LAYOUT_DB, else layout.sqlite in the current directory).",
        valueName: "path"))
    var db: String?

    /// The database path this invocation uses.
    var databasePath: String { GlobalOptions.databasePath(db: db) }

    /// The database path for a `--db` value (nil when not given).
    static func databasePath(db: String?) -> String {
        if let db { return db }
        if let environment = getenv("LAYOUT_DB"), let path = String(validatingCString: environment), !path.isEmpty {
            return path
        }
        return "layout.sqlite"
    }
}
