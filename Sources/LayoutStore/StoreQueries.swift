import LayoutDocument

/// SQL the repository (through GRDB) and the cache-hit reader (SQLite's C
/// API) both run, written once so that both read the store alike.
enum StoreQueries {
    /// The id every LayoutStore database carries (`Schema.applicationID`).
    static let applicationID = "PRAGMA application_id"
    /// The schema version applied last.
    static let schemaVersion = "SELECT max(version) FROM schema_migration"
    /// A present (not removed) screen's row id and revision, by name.
    static let screenRow = "SELECT id, revision FROM screen WHERE name = ? AND removed = 0"
    /// Whether a screen is a full screen (its design is not freeform, migration 0005).
    static let isFullScreen = """
        SELECT design_freeform_width IS NULL AND self_sizing IS NULL FROM screen WHERE name = ? AND removed = 0
        """
    /// The standard spacing of the last imported document, when it set one.
    static let standardSpacing = "SELECT standard_spacing_sibling, standard_spacing_superview FROM document WHERE id = 1"
    /// A cached answer by key, and whether it is not the most recently used.
    static let cacheLookup = """
        SELECT result, last_used < (SELECT max(last_used) FROM frame_cache) FROM frame_cache WHERE key = ?
        """
    /// The named fonts of a present screen's views that are not stored (migration 0007), by name.
    static let missingFonts = """
        SELECT DISTINCT font_name FROM view
        WHERE screen_id = (SELECT id FROM screen WHERE name = ? AND removed = 0) AND font_name IS NOT NULL
            AND font_name NOT IN (SELECT postscript_name FROM font)
        ORDER BY font_name
        """
    /// A row when the importer left something out of the screen (migration 0015).
    static let leftOut = """
        SELECT 1 FROM left_out WHERE screen_id = (SELECT id FROM screen WHERE name = ? AND removed = 0) LIMIT 1
        """
    /// The content keys and values a screen's conditions mention, its stack
    /// variations' too (one parameter, the screen's id, used twice as `?1`).
    static let conditionValues = """
        SELECT key, text_value, number_value FROM condition_value
        WHERE screen_id = ?1 AND value_position >= 0
        UNION
        SELECT key, text_value, number_value FROM stack_variation_condition
        WHERE screen_id = ?1 AND value_position >= 0
        """

    /// A `conditionValues` row as the one-key condition it stands for; nil for
    /// a row with neither a text nor a number.
    static func condition(key: String, text: String?, number: Double?) -> Condition? {
        if let text { return Condition([key: [.string(text)]]) }
        if let number { return Condition([key: [.number(number)]]) }
        return nil
    }
}
