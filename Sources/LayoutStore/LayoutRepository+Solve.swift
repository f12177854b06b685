import GRDB
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// Solving stored screens through the frame cache.
extension LayoutRepository {
    /// Bump this when the layout engine's answers change, so cached frames
    /// from an older engine are never served.
    /// 6: a rule's margins leave the safe area out in the era `legacy` (#24.3).
    /// 7: the keyboard guide stops at the safe area's bottom; a scroll view's subviews are laid
    /// out against its content area; stacks and wrapping text as UIKit lays them out (#32, #33).
    /// 8: a table cell's content view has 20-point sides on screens wider than 375 points
    /// and its bottom margin less the separator (#33.2.5, #32.1.6).
    /// 9: beside an accessory its trailing margin is 8 points (#32).
    static let cacheFormat = "9"

    /// The solver used when none is given: the layout model's.
    static let engineSolver: ScreenSolver = { screen, spacing, request, measurer in
        try LayoutEngine.solve(screen, standardSpacing: spacing, request: request, measurer: measurer)
    }

    /// Solves the stored screen for `request`. With `useCache`, an answer
    /// cached for the same revision and request is returned without solving
    /// (`cached` true); a fresh answer is stored for next time, unless the
    /// database is read-only. The result
    /// carries the screen's revision. Text in a named font is measured with the
    /// stored font of that name (`addFonts`), else with the system font's metrics.
    public func solve(screen name: String, request: SolveRequest, useCache: Bool = true) throws(StoreError) -> SolveResult {
        if useCache, let hit = try cachedResult(screen: name, request: request) { return hit }
        let (row, screen, spacing, fonts, fontGeneration) = try read { db in
            let (row, stored) = try self.loadScreen(named: name, in: db)
            let fonts = try self.fontMetrics(named: LayoutRepository.fontNames(of: stored), in: db)
            // In a language: the screen with its translations (fonts, translations and this
            // read share one snapshot, so the generation read covers both).
            let screen = try request.language.map { try self.translations(in: db, for: $0).localized(stored, in: $0) } ?? stored
            return (row, screen, try self.storedSpacing(in: db) ?? .apple, fonts, try self.fontGeneration(in: db))
        }
        var result: SolveResult
        do {
            result = try solver(screen, spacing, request, TextMeasurer(fonts: fonts))
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.solve, "\(error)")
        }
        result.revision = row.revision
        result.cached = false
        if useCache, !isReadOnly {
            let key = LayoutRepository.cacheKey(screenID: row.id, revision: row.revision, request: request, spacing: spacing)
            let json = result.jsonString(pretty: false)
            let capacity = cacheCapacity
            try write { db in
                // Only while the revision and the stored fonts are still current: an edit
                // or a font added or removed in between made this answer stale.
                guard try Int.fetchOne(db, sql: "SELECT revision FROM screen WHERE id = ?", arguments: [row.id])
                    == row.revision, try self.fontGeneration(in: db) == fontGeneration
                else { return }
                try db.execute(sql: """
                    INSERT OR REPLACE INTO frame_cache (key, screen_id, revision, result, last_used)
                    VALUES (?, ?, ?, ?, (SELECT coalesce(max(last_used), 0) + 1 FROM frame_cache))
                    """, arguments: [key, row.id, row.revision, json])
                try db.execute(sql: """
                    DELETE FROM frame_cache WHERE last_used <=
                        (SELECT last_used FROM frame_cache ORDER BY last_used DESC LIMIT 1 OFFSET ?)
                    """, arguments: [capacity])
            }
        }
        return result
    }

    /// The cached answer for the screen's current revision, marked as used
    /// (`cached` true, with the revision); nil when nothing is cached for the
    /// request (a miss solves nothing and stores nothing).
    public func cachedResult(screen name: String, request: SolveRequest) throws(StoreError) -> SolveResult? {
        // Read on a snapshot; write only to mark the entry used when it is not
        // already the most recently used one (repeated hits then cost no write).
        let found: (json: String, revision: Int, key: String, stale: Bool)? = try read { db in
            let row = try self.screenRow(named: name, in: db)
            let spacing = try self.storedSpacing(in: db) ?? .apple
            let key = LayoutRepository.cacheKey(screenID: row.id, revision: row.revision, request: request, spacing: spacing)
            guard let hit = try Row.fetchOne(db, sql: StoreQueries.cacheLookup, arguments: [key])
            else { return nil }
            return (hit[0], row.revision, key, hit[1])
        }
        if let found, found.stale, !isReadOnly {
            try write { db in
                try db.execute(sql: """
                    UPDATE frame_cache SET last_used = (SELECT max(last_used) + 1 FROM frame_cache) WHERE key = ?
                    """, arguments: [found.key])
            }
        }
        guard let (json, revision, _, _) = found else { return nil }
        do {
            var result = try SolveResult(json: json)
            result.cached = true
            result.revision = revision
            result.screen = name  // the entry may predate a rename
            return result
        } catch {
            // An unreadable entry is a miss; the fresh answer replaces it.
            return nil
        }
    }

    /// Number of cached answers (tests and `layout` diagnostics).
    public func cachedResultCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM frame_cache") ?? 0 }
    }

    /// Everything an answer depends on: the screen row and revision (the
    /// screen's contents), the request's size, traits, content, safe area,
    /// keyboard, direction, content size, language, display scale, container width and era (only
    /// `legacy` is written: nil is `current`), the standard spacing, and the cache format.
    static func cacheKey(screenID: Int64, revision: Int, request: SolveRequest, spacing: StandardSpacing) -> String {
        func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "auto" }
        // Concatenated rather than `joined(separator:)`, whose first use costs
        // a cache hit a runtime protocol-conformance lookup (docs/performance.md).
        var content = ""
        for key in request.content.keys.sorted() {
            if !content.isEmpty { content += "," }
            content += "\(quoted(key))=\(quoted(request.content[key] ?? ""))"
        }
        let insets = request.safeArea
        return "v\(cacheFormat)|screen=\(screenID)|revision=\(revision)"
            + "|size=\(number(request.width))x\(number(request.height))"
            + "|orientation=\(request.orientation?.rawValue ?? "auto")"
            + "|widthClass=\(request.widthClass?.rawValue ?? "auto")"
            + "|heightClass=\(request.heightClass?.rawValue ?? "auto")"
            + "|content={\(content)}"
            + "|safeArea=\(insets.top),\(insets.left),\(insets.bottom),\(insets.right)"
            + "|keyboard=\(request.keyboardHeight)"
            + "|direction=\(request.layoutDirection?.rawValue ?? "auto")"
            + "|spacing=\(spacing.sibling),\(spacing.superview)"
            + "|contentSize=\(request.contentSize?.rawValue ?? "auto")|scale=\(request.displayScale)"
            + (request.language.map { "|language=\(quoted($0.code))" } ?? "")
            + (request.containerWidth.map { "|container=\($0)" } ?? "")
            + (request.era == .legacy ? "|era=legacy" : "")
    }

    /// `text` in double quotes, `\\` and `"` escaped by a backslash. Written
    /// on scalars rather than with Foundation's `replacingOccurrences`, whose
    /// first use costs a cache hit a measurable part of its start-up.
    static func quoted(_ text: String) -> String {
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.append("\\") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}
