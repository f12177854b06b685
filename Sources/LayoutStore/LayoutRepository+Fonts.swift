import Foundation
import GRDB
import LayoutCore
import LayoutDocument
import LayoutText

/// Named fonts: font files stored by PostScript name (`layout font add`), whose
/// metrics measure the text of views that name them.
///
/// Storing or removing a font is not a screen edit (no revision), but every
/// solve's answer depends on the stored fonts: each change clears the frame
/// cache and counts one more `document.font_generation`, in the same
/// transaction, and a solve caches its answer only while the generation it
/// read is current.
extension LayoutRepository {
    /// A stored font, as `layout fonts` lists it.
    public struct StoredFont: Hashable, Sendable {
        public var postScriptName: String
        public var family: String
        /// The size of the stored font file.
        public var byteCount: Int
    }

    /// A font file read for `addFonts`: where it came from (for messages), its
    /// bytes, and the PostScript name and family its `name` table gives.
    public struct FontFile: Sendable {
        public var path: String
        public var bytes: [UInt8]
        public var postScriptName: String
        public var family: String

        /// Reads `bytes` as a font (`OpenTypeReader`); a file that is not a font
        /// layout can read is an error naming `path`, the table, the byte offset and what is wrong.
        public init(path: String, bytes: [UInt8]) throws(StoreError) {
            let metrics: FontMetrics
            do throws(FontError) {
                metrics = try OpenTypeReader.read(bytes)
            } catch {
                throw StoreError(.invalidFont, "'\(path)' is not a font layout can read: \(error)")
            }
            guard !metrics.postScriptName.isEmpty else {
                throw StoreError(.invalidFont, "'\(path)' is not a font layout can read: it has no PostScript name")
            }
            self.path = path
            self.bytes = bytes
            postScriptName = metrics.postScriptName
            family = metrics.family
        }
    }

    /// Stores every file's font in one transaction: all land or none. A
    /// PostScript name already stored is an error unless `replace` is set;
    /// two files of one PostScript name are an error.
    /// - Returns: the stored fonts, in the order of `files`.
    @discardableResult
    public func addFonts(_ files: [FontFile], replace: Bool = false) throws(StoreError) -> [StoredFont] {
        var paths: [String: String] = [:]
        for file in files {
            if let other = paths.updateValue(file.path, forKey: file.postScriptName) {
                throw StoreError(.invalidFont, "'\(other)' and '\(file.path)' are both font '\(file.postScriptName)'")
            }
        }
        return try write { db in
            var stored: [StoredFont] = []
            for file in files {
                let name = file.postScriptName
                let exists = try Bool.fetchOne(db, sql: "SELECT 1 FROM font WHERE postscript_name = ?",
                                               arguments: [name]) ?? false
                if exists, !replace {
                    throw StoreError(.fontExists, "font '\(name)' (from '\(file.path)') is already stored; "
                                     + "use --replace to replace it")
                }
                try db.execute(sql: """
                    INSERT OR REPLACE INTO font (postscript_name, family, data, added_at) VALUES (?, ?, ?, ?)
                    """, arguments: [name, file.family, Data(file.bytes), Schema.timestamp()])
                stored.append(StoredFont(postScriptName: name, family: file.family, byteCount: file.bytes.count))
            }
            try self.fontsChanged(in: db)
            return stored
        }
    }

    /// Removes the font `name`; an unknown name is an error with a suggestion.
    public func removeFont(named name: String) throws(StoreError) {
        try write { db in
            try db.execute(sql: "DELETE FROM font WHERE postscript_name = ?", arguments: [name])
            guard db.changesCount > 0 else {
                let names = try String.fetchAll(db, sql: "SELECT postscript_name FROM font ORDER BY postscript_name")
                throw StoreError(.unknownFont, "no font named '\(name)'" + NameSuggestion.hint(for: name, among: names))
            }
            try self.fontsChanged(in: db)
        }
    }

    /// Every stored font, by PostScript name.
    public func fonts() throws(StoreError) -> [StoredFont] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT postscript_name, family, length(data) FROM font ORDER BY postscript_name")
                .map { StoredFont(postScriptName: $0[0], family: $0[1], byteCount: $0[2]) }
        }
    }

    /// The metrics of the stored fonts: all of them, or those of `names` that are stored.
    public func fontMetrics(named names: Set<String>? = nil) throws(StoreError) -> [FontMetrics] {
        try read { db in try self.fontMetrics(named: names, in: db) }
    }

    /// A measurer with the stored fonts `screen` names (`TextMeasurer(fonts:)`).
    public func measurer(for screen: Screen) throws(StoreError) -> TextMeasurer {
        TextMeasurer(fonts: try fontMetrics(named: LayoutRepository.fontNames(of: screen)))
    }

    /// The named fonts of screen `name` that are not stored (sorted): its text in
    /// them is measured with the system font's metrics. For many screens already
    /// loaded, `missingFonts(of:stored:)` answers without a query per screen.
    public func missingFonts(of name: String) throws(StoreError) -> [String] {
        try read { db in
            try String.fetchAll(db.cachedStatement(sql: StoreQueries.missingFonts), arguments: [name])
        }
    }

    /// The named fonts of a loaded `screen` that are not among `stored`, in the order
    /// `missingFonts(of:)` gives (SQLite's binary order of the names).
    public static func missingFonts(of screen: Screen, stored: [FontMetrics]) -> [String] {
        let storedNames = Set(stored.map(\.postScriptName))
        return fontNames(of: screen).subtracting(storedNames).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The named fonts of a screen's views.
    public static func fontNames(of screen: Screen) -> Set<String> {
        var names: Set<String> = []
        for view in screen.views {
            if case .named(let name, _) = view.font { names.insert(name) }
        }
        return names
    }

    func fontMetrics(named names: Set<String>?, in db: Database) throws -> [FontMetrics] {
        var sql = "SELECT postscript_name, data FROM font"
        var arguments = StatementArguments()
        if let names {
            if names.isEmpty { return [] }
            let sorted = names.sorted()
            sql += " WHERE postscript_name IN (" + Array(repeating: "?", count: sorted.count).joined(separator: ", ") + ")"
            arguments = StatementArguments(sorted)
        }
        var metrics: [FontMetrics] = []
        for row in try Row.fetchAll(db, sql: sql + " ORDER BY postscript_name", arguments: arguments) {
            let name: String = row[0]
            let data: Data = row[1]
            do throws(FontError) {
                metrics.append(try OpenTypeReader.read(Array(data)))
            } catch {
                throw StoreError(.database, "stored font '\(name)' cannot be read: \(error); "
                                 + "'layout font add --replace FILE' stores it again")
            }
        }
        return metrics
    }

    /// How many times the stored inputs of a solve besides the screens (fonts and translations) changed:
    /// two reads that see the same number saw the same fonts and translations. A shard of `check` names
    /// it, so that shards checked before and after a font or translation import do not merge.
    public func inputsGeneration() throws(StoreError) -> Int {
        try read { db in try self.fontGeneration(in: db) }
    }

    /// How many times the stored fonts changed (a solve caches its answer only while this is what it read).
    func fontGeneration(in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT font_generation FROM document WHERE id = 1") ?? 0
    }

    /// What a change of the stored fonts does besides: cached answers are stale.
    private func fontsChanged(in db: Database) throws {
        try db.execute(sql: "UPDATE document SET font_generation = font_generation + 1 WHERE id = 1")
        try db.execute(sql: "DELETE FROM frame_cache")
    }
}
