import Foundation
import GRDB

extension Scratch {
    /// Every row of every table of the scratch database, each table's rows sorted:
    /// what a refused command must leave exactly as it was (translations, fonts and
    /// the development language too, which `snapshot()` does not read), or
    /// "no database" when there is no file.
    func storedRows() throws -> String {
        guard FileManager.default.fileExists(atPath: database) else { return "no database\n" }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: database, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            var text = ""
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map(\.description).sorted()
                text += "\(table): \(rows.count) rows\n" + rows.map { $0 + "\n" }.joined()
            }
            return text
        }
    }

    /// What the database says through the command line (`snapshot()`) and every row it holds.
    func state() throws -> String { try snapshot() + storedRows() }
}
