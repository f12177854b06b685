import GRDB
import LayoutDocument

/// What the importer left out of a screen as rows (migration 0015): `left_out`,
/// one row per element or constraint, in the source's order.
extension ScreenRows {
    static func insertLeftOut(_ items: [LeftOut], screenID: Int64, in db: Database) throws {
        guard !items.isEmpty else { return }
        let statement = try db.cachedStatement(sql: """
            INSERT INTO left_out (screen_id, position, kind, ib_id, reason) VALUES (?, ?, ?, ?, ?)
            """)
        for (position, item) in items.enumerated() {
            try statement.execute(arguments: [screenID, position, item.kind.rawValue, item.ibID, item.reason])
        }
    }

    /// The screen's left-out items in order; a row whose kind this build does not
    /// know (a later migration's) is read as an element, the wider claim.
    static func loadLeftOut(screenID: Int64, in db: Database) throws -> [LeftOut] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT kind, ib_id, reason FROM left_out WHERE screen_id = ? ORDER BY position
            """), arguments: [screenID])
        var items: [LeftOut] = []
        while let row = try rows.next() {
            items.append(LeftOut(kind: LeftOut.Kind(rawValue: row[0]) ?? .element, ibID: row[1], reason: row[2]))
        }
        return items
    }
}
