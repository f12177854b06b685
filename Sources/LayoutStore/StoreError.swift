import GRDB
import LayoutModel

/// Why the store refused or failed, as the user should read it.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of failure, for callers that react differently (exit codes, tests).
    public enum Kind: String, Hashable, Sendable {
        case notADatabase, foreignDatabase, newerDatabase
        case missingDatabase, readOnlyDatabase, cannotOpen
        case unknownScreen, screenExists, invalidDocument, invalidEdit
        case unknownRevision, nothingToUndo, replayMismatch, corruptHistory
        case solve, database
        case nothingToRedo, interrupted
        /// Named fonts (`layout font add`, `layout font remove`).
        case invalidFont, fontExists, unknownFont
        /// The edit would leave the screen as it is: nothing was recorded (not a failure).
        case noChange
    }

    public var kind: Kind
    /// Sentence case, names quoted in '…'.
    public var message: String
    /// For a screen the store's check refused (`invalidDocument`, `invalidEdit`):
    /// each fault, as data, so a caller can point at it in its source.
    public var faults: [ScreenFault]

    public init(_ kind: Kind, _ message: String, faults: [ScreenFault] = []) {
        self.kind = kind
        self.message = message
        self.faults = faults
    }

    public var description: String { message }

    /// A SQLite failure, keeping its result code, message and SQL.
    static func database(_ error: any Error) -> StoreError {
        if let error = error as? StoreError { return error }
        if let error = error as? DatabaseError {
            var text = "database error \(error.resultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
            if let sql = error.sql { text += " (while running: \(sql))" }
            return StoreError(.database, text)
        }
        return StoreError(.database, "database error: \(error)")
    }
}
