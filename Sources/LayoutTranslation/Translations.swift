import LayoutDocument

/// The translations a store holds, per language: IB `.strings` entries by
/// object id and property (`"abc-12-xyz.text"`), and string catalog entries by
/// key (a view's `textKey`, or `ID.property` in a storyboard's catalog); which
/// strings table (storyboard) each came from; and which language the views'
/// own text is in.
public struct Translations: Hashable, Sendable {
    /// One strings table's entries: its `.strings` files' and its catalog's, per language.
    public struct Table: Hashable, Sendable {
        /// Language → `ibID.property` → text, from the table's `.strings` files.
        public var interfaceBuilder: [String: [String: String]] = [:]
        /// Language → key → text, from the table's catalog.
        public var catalog: [String: [String: String]] = [:]

        public init(interfaceBuilder: [String: [String: String]] = [:], catalog: [String: [String: String]] = [:]) {
            self.interfaceBuilder = interfaceBuilder
            self.catalog = catalog
        }
    }

    /// The language of every view's `text` (a catalog's `sourceLanguage`; default `en`).
    public var developmentLanguage: String
    /// Language → `ibID.property` → text, of every table: what a screen without a
    /// strings table reads (a JSON screen, or one imported before tables were kept).
    public var interfaceBuilder: [String: [String: String]]
    /// Language → key → text, of every catalog: what a view's `textKey` reads, and
    /// what a screen without a strings table reads for its ids.
    public var catalog: [String: [String: String]]
    /// Strings table (`Loop/Main`) → its own entries: what a screen of that table
    /// reads for its views' ids, and nothing else's (docs/text.md).
    public var tables: [String: Table]

    public init(developmentLanguage: String = "en", interfaceBuilder: [String: [String: String]] = [:],
                catalog: [String: [String: String]] = [:], tables: [String: Table] = [:]) {
        self.developmentLanguage = developmentLanguage
        self.interfaceBuilder = interfaceBuilder
        self.catalog = catalog
        self.tables = tables
    }

    /// Adds one stored entry: from a `.strings` file (`catalog` false) or a catalog, of `table`.
    public mutating func add(table: String, catalog isCatalog: Bool, language: String, key: String, text: String) {
        if isCatalog {
            catalog[language, default: [:]][key] = text
            tables[table, default: Table()].catalog[language, default: [:]][key] = text
        } else {
            interfaceBuilder[language, default: [:]][key] = text
            tables[table, default: Table()].interfaceBuilder[language, default: [:]][key] = text
        }
    }

    /// Every language with a stored translation, and the development language, sorted.
    public var languages: [String] {
        Set(interfaceBuilder.keys).union(catalog.keys).union([developmentLanguage]).sorted()
    }

    /// The IB `.strings` properties that give a view's `text`, in the order tried:
    /// a label's, text field's or text view's `text`, a button's `normalTitle`.
    public static let textProperties = ["text", "normalTitle"]

    /// The entries a view's IB id reads in one language: its screen's table's (`.strings`
    /// first, then the catalog), or, for a screen without a table, every table's.
    private func idTables(_ code: String, table: String?) -> [[String: String]?] {
        guard let table else { return [interfaceBuilder[code], catalog[code]] }
        return [tables[table]?.interfaceBuilder[code], tables[table]?.catalog[code]]
    }

    /// A view's text in `language`: its translation in the language, else in the
    /// language's fallbacks (`de-CH`, then `de`), else nil (the view keeps its own
    /// text, the development language's). In one language an entry for the view's
    /// `ibID` in the screen's strings table `table` wins (from a `.strings` file, then
    /// from a catalog Xcode made for a storyboard, keyed `ID.text` as well), then a
    /// catalog entry for its `textKey`. With no `table`, every table's entries count.
    public func text(of view: ViewSpec, in language: Language, table: String? = nil) -> String? {
        for code in language.fallbacks {
            if let id = view.ibID {
                for entries in idTables(code, table: table) {
                    guard let entries else { continue }
                    for property in Self.textProperties {
                        if let text = entries[id + "." + property] { return text }
                    }
                }
            }
            if let key = view.textKey, let text = catalog[code]?[key] { return text }
        }
        return nil
    }

    /// A text field's placeholder in `language`: `ID.placeholder` from the table's IB
    /// `.strings` or its catalog (every table's when `table` is nil).
    public func placeholder(of view: ViewSpec, in language: Language, table: String? = nil) -> String? {
        guard let id = view.ibID else { return nil }
        for code in language.fallbacks {
            for entries in idTables(code, table: table) {
                if let text = entries?[id + ".placeholder"] { return text }
            }
        }
        return nil
    }

    /// The screen with each view's text (and placeholder) replaced by its translation
    /// in `language`, read from the screen's strings table (`design.stringsTable`);
    /// views without one keep their own. The development language changes nothing,
    /// and a pseudolanguage no text (the layout model transforms the development text for it).
    ///
    /// A view imported from Interface Builder (it has an `ibID`) carries IB's stored
    /// frame as its intrinsic size: the size of its development-language text. Where
    /// its text changes (a translation that differs, or a pseudolanguage that changes
    /// it), that size is dropped, so that the text is measured.
    /// - Complexity: O(views × fallbacks).
    public func localized(_ screen: Screen, in language: Language) -> Screen {
        guard language.code != developmentLanguage else { return screen }
        let pseudolanguage = language.pseudolanguage
        guard pseudolanguage != nil || !interfaceBuilder.isEmpty || !catalog.isEmpty else { return screen }
        let table = screen.design?.stringsTable
        var localized = screen
        for index in localized.views.indices {
            let view = localized.views[index]
            let translated = pseudolanguage == nil && (view.text != nil || view.textKey != nil)
                ? text(of: view, in: language, table: table) : nil
            if let translated { localized.views[index].text = translated }
            if view.ibID != nil, let own = view.text,
               (translated.map { $0 != own } ?? false) || (pseudolanguage.map { $0.transform(own) != own } ?? false) {
                // A wrapping text keeps the width IB laid it out at: its frame as UIKit loads it, the same in
                // every language, where the first layout pass wraps it (docs/text.md, "Text in the layout").
                localized.views[index].intrinsicSize = view.layoutWidth.map { IntrinsicSize(width: $0, height: nil) }
            }
            if view.placeholder != nil, let placeholder = placeholder(of: view, in: language, table: table) {
                localized.views[index].placeholder = placeholder
                // A text field without text of its own holds its placeholder as `text` too (what it is sized by).
                if translated == nil, view.text == view.placeholder {
                    localized.views[index].text = placeholder
                    if view.ibID != nil, placeholder != view.text { localized.views[index].intrinsicSize = nil }
                }
            }
        }
        return localized
    }
}
