import LayoutDocument
import LayoutTranslation

/// Which stored strings tables have translations of which keys, so that exported Swift looks a
/// text up as the app does (#32.4): `NSLocalizedString("abc-12-xyz.text", tableName: "Main",
/// value: "Hello", comment: "")` for a label whose storyboard `Main` has translations of it.
///
/// A view imported from a storyboard reads its screen's own table (`design.stringsTable`,
/// `Loop/Main`), as the store does (docs/text.md, "Which translations a view reads"); UIKit's
/// `tableName` is that table's file name, `Main`. A screen without a table (JSON, or imported
/// before tables were kept) reads a key from the one table that has it; a key several tables
/// have is written as the literal, with a comment naming them, because which one the app reads
/// is not known here. A view's catalog key (`textKey`) is looked up the same way. `Localizable`,
/// UIKit's default table, is left out of the call.
public struct LocalizedStrings: Hashable, Sendable {
    /// Stored table (`Loop/Main`) → the keys it has a translation of in some language other than
    /// the development language (`abc-12-xyz.text` of IB's `.strings`, or a catalog's key).
    public var tables: [String: Set<String>]

    public init(tables: [String: Set<String>] = [:]) {
        self.tables = tables
    }

    /// The keys each stored table translates, in any language but the development one.
    public init(_ translations: Translations) {
        var tables: [String: Set<String>] = [:]
        for (name, table) in translations.tables {
            var keys: Set<String> = []
            for (language, entries) in table.interfaceBuilder where language != translations.developmentLanguage {
                keys.formUnion(entries.keys)
            }
            for (language, entries) in table.catalog where language != translations.developmentLanguage {
                keys.formUnion(entries.keys)
            }
            if !keys.isEmpty { tables[name] = keys }
        }
        self.init(tables: tables)
    }

    /// UIKit's `tableName` of a stored table: its file name (`Loop/Main` → `Main`).
    static func tableName(_ table: String) -> String {
        table.split(separator: "/").last.map(String.init) ?? table
    }

    /// The IB `.strings` properties of a view's text, in the order the store looks them up
    /// (`Translations.textProperties`): a label's, text field's or text view's `text`, a
    /// button's `normalTitle`.
    static let textProperties = Translations.textProperties

    /// How the generated code gets a view's text (`text`, the development language's): the
    /// lookup of the first key with a translation (the view's IB keys for `properties`, then its
    /// catalog key `textKey` when `usesTextKey`), else the literal; and a note for a comment when
    /// a key is translated in several tables.
    /// - Parameter screenTable: the screen's `design.stringsTable`.
    func expression(text: String, view: ViewSpec, screenTable: String?, properties: [String] = textProperties,
                    usesTextKey: Bool = true) -> (expression: String, note: String?) {
        let literal = SwiftNames.stringLiteral(text)
        var candidates: [(key: String, tables: [String])] = []
        if let id = view.ibID {
            for property in properties {
                let key = id + "." + property
                // A screen's views read their own table's ids only; a screen of no table, any table's.
                if let screenTable {
                    candidates.append((key, tables[screenTable]?.contains(key) == true ? [screenTable] : []))
                } else {
                    candidates.append((key, tablesHolding(key)))
                }
            }
        }
        if usesTextKey, let key = view.textKey { candidates.append((key, tablesHolding(key))) }
        for candidate in candidates where !candidate.tables.isEmpty {
            let names = Set(candidate.tables.map(Self.tableName)).sorted()
            guard names.count == 1, let name = names.first else {
                return (literal, "translated under \(SwiftNames.stringLiteral(candidate.key)) in the tables "
                        + names.joined(separator: ", ") + "; which one the app reads is not known here")
            }
            let table = name == "Localizable" ? "" : "tableName: \(SwiftNames.stringLiteral(name)), "
            return ("NSLocalizedString(\(SwiftNames.stringLiteral(candidate.key)), \(table)value: \(literal), comment: \"\")", nil)
        }
        return (literal, nil)
    }

    private func tablesHolding(_ key: String) -> [String] {
        tables.filter { $0.value.contains(key) }.map(\.key).sorted()
    }
}
