import Foundation
import GRDB
import Testing

/// Creating and migrating a new database while other processes do the same
/// (issue #35, point 7): `PRAGMA journal_mode = WAL` takes an exclusive lock
/// without SQLite's busy handler, so a second process failed with "database is
/// locked" about 2 times in 100. Opening now waits and tries again, as every
/// write does.
@Suite(.serialized) struct DatabaseCreationRaceTests {
    static let document = #"{ "layoutDocument": 1, "screens": [{ "name": "s", "root": "r", "views": [{ "name": "r" }] }] }"#

    /// Another connection reads the brand-new, empty file (a shared lock, as a
    /// process that has just opened it holds while it looks inside) while `layout
    /// import` creates the database: the import waits for it instead of failing.
    @Test func anImportWaitsForAConnectionReadingTheNewFile() throws {
        let scratch = try Scratch()
        // The read transaction outlives the access that opens it, on purpose.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: scratch.database, configuration: configuration)
        defer { try? holder.close() }
        try holder.inDatabase { db in
            try db.execute(sql: "BEGIN DEFERRED")
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
        }
        let file = try scratch.file("doc.json", Self.document)
        let running = try RunningLayout(["--db", scratch.database, "import", file])
        // While the read lasts the import cannot switch the file to WAL: it must still be
        // waiting, not failed ("database is locked").
        _ = running.waitUntil(timeout: 10) { false }
        #expect(running.isRunning, "the import gave up while the file was being read: \(running.standardErrorSoFar)")
        try holder.inDatabase { db in try db.execute(sql: "COMMIT") }
        let result = running.finish()
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("locked"), "\(result)")
        #expect(try scratch.layout("screens").stdout == "s\t1\t1\t0\n")
    }

    /// Rounds of many processes (imports, font adds and screen adds) creating one new
    /// database at once: every one succeeds, and every screen lands. The imports read
    /// their document from standard input and are all let go together.
    @Test func manyProcessesCreateOneNewDatabaseAtOnce() throws {
        let scratch = try Scratch()
        let font = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts/FixtureSans-Regular.ttf").path
        for round in 0..<6 {
            let database = scratch.directory.appendingPathComponent("race\(round).sqlite").path
            let imports = try (0..<8).map { index in
                try RunningLayout(["--db", database, "import", "--prefix", "p\(index)-", "-"], keepStandardInputOpen: true)
            }
            // Every import is started and waits for its document; all get it together.
            for running in imports { running.write(Self.document) }
            for running in imports { running.closeInput() }
            let others = try (0..<2).map { _ in try RunningLayout(["--db", database, "font", "add", "--replace", font]) }
                + (0..<2).map { index in try RunningLayout(["--db", database, "screen", "add", "added\(index)"]) }
            for running in imports + others {
                let result = running.finish()
                #expect(result.status == 0, "round \(round): \(result)")
            }
            let screens = try LayoutProcess.run(["--db", database, "screens"]).stdout.split(separator: "\n")
            #expect(screens.count == 8 + 2, "round \(round): \(screens)")
        }
    }
}
