import LayoutCore
import LayoutDocument

/// A string catalog (`Localizable.xcstrings`, Xcode 15 and later): JSON whose
/// `strings` map each key to its `localizations`, each language's text in a
/// `stringUnit`'s `value`. Plural and device `variations` are read at their
/// `other` form (the form UIKit shows for a count it does not single out, and
/// the default device); a variation without `other` takes its first form.
/// Its `sourceLanguage` is the development language.
public struct StringCatalog: Hashable, Sendable {
    public var sourceLanguage: String
    /// Language → key → text, for every stringUnit read.
    public var translations: [String: [String: String]]

    /// Reads a catalog's bytes from `file`; JSON that does not parse, or a catalog
    /// of the wrong shape, is an error at its line and column.
    public init(parsing bytes: [UInt8], file: String) throws(TranslationError) {
        var reader = JSONReader(bytes, file: file)
        let root: JSONValue
        do throws(DocumentError) {
            root = try reader.readDocument()
        } catch {
            throw TranslationError(file: file, line: error.line, column: error.column, message: error.message,
                                   sourceLine: error.sourceLine)
        }
        let text = Array(bytes)
        func fault(at position: SourcePosition, _ message: String) -> TranslationError {
            TranslationError(file: file, line: position.line, column: position.column, message: message,
                             sourceLine: Self.line(position.line, of: text))
        }
        func fault(_ value: JSONValue, _ message: String) -> TranslationError { fault(at: value.position, message) }
        guard case .object(let fields) = root.kind else {
            throw fault(root, "expected a string catalog (a JSON object with 'sourceLanguage' and 'strings'), found \(root.typeName)")
        }
        guard let source = fields.first(where: { $0.key == "sourceLanguage" })?.value else {
            throw fault(root, "a string catalog needs 'sourceLanguage'")
        }
        guard case .string(let sourceLanguage) = source.kind, Language(sourceLanguage) != nil else {
            throw fault(source, "'sourceLanguage' must be a language code such as \"en\", found \(source.typeName)")
        }
        self.sourceLanguage = sourceLanguage
        var translations: [String: [String: String]] = [:]
        // A catalog always has `strings` (Xcode writes `{}` for none): JSON without it is
        // something else, not a catalog of no entries.
        guard let strings = fields.first(where: { $0.key == "strings" })?.value else {
            throw fault(root, "a string catalog needs 'strings' (an object of keys, {} for none); "
                        + "this JSON has \(fields.isEmpty ? "no fields" : fields.map { SourceExcerpt.quoted($0.key) }.joined(separator: ", "))")
        }
        guard case .object(let keys) = strings.kind else {
            throw fault(strings, "'strings' must be an object of keys, found \(strings.typeName)")
        }
        for entry in keys {
            // The rule every stored text goes through (`DocumentTexts`): the store keeps a text only up to a U+0000.
            if let problem = DocumentTexts.problem(entry.key, what: "the key") { throw fault(at: entry.keyPosition, problem) }
            guard case .object(let parts) = entry.value.kind else {
                throw fault(entry.value, "string \(SourceExcerpt.quoted(entry.key)) must be an object, found \(entry.value.typeName)")
            }
            guard let localizations = parts.first(where: { $0.key == "localizations" })?.value else { continue }
            guard case .object(let languages) = localizations.kind else {
                throw fault(localizations, "'localizations' of \(SourceExcerpt.quoted(entry.key)) must be an object of languages, "
                            + "found \(localizations.typeName)")
            }
            for language in languages {
                guard Language(language.key) != nil else {
                    throw fault(language.value, "\(SourceExcerpt.quoted(language.key)) in \(SourceExcerpt.quoted(entry.key)) is not a language code")
                }
                if let (value, position) = try Self.value(of: language.value, key: entry.key, language: language.key,
                                                          fault: fault) {
                    if let problem = DocumentTexts.problem(value, what: "the translation of \(SourceExcerpt.quoted(entry.key)) "
                                                           + "in '\(language.key)'") {
                        throw fault(at: position, problem)
                    }
                    translations[language.key, default: [:]][entry.key] = value
                }
            }
        }
        self.translations = translations
    }

    /// A localization's text and where it is written: its `stringUnit`'s value, or its variations' `other` form.
    private static func value(
        of localization: JSONValue, key: String, language: String, fault: (JSONValue, String) -> TranslationError
    ) throws(TranslationError) -> (String, SourcePosition)? {
        let place = "\(SourceExcerpt.quoted(key)) in '\(language)'"
        guard case .object(let parts) = localization.kind else {
            throw fault(localization, "the localization of \(place) must be an object, found \(localization.typeName)")
        }
        if let unit = parts.first(where: { $0.key == "stringUnit" })?.value {
            guard case .object(let unitFields) = unit.kind else {
                throw fault(unit, "the stringUnit of \(place) must be an object, found \(unit.typeName)")
            }
            guard let value = unitFields.first(where: { $0.key == "value" })?.value else {
                throw fault(unit, "the stringUnit of \(place) has no 'value'")
            }
            guard case .string(let text) = value.kind else {
                throw fault(value, "the value of \(place) must be a string, found \(value.typeName)")
            }
            return (text, value.position)
        }
        if let variations = parts.first(where: { $0.key == "variations" })?.value {
            guard case .object(let kinds) = variations.kind, let kind = kinds.first else {
                throw fault(variations, "the variations of \(place) must be an object such as {\"plural\": …}, "
                            + "found \(variations.typeName)")
            }
            guard case .object(let forms) = kind.value.kind, !forms.isEmpty else {
                throw fault(kind.value, "the \(kind.key) variations of \(place) must be an object of forms, found \(kind.value.typeName)")
            }
            let chosen = forms.first(where: { $0.key == "other" }) ?? forms[0]
            return try value(of: chosen.value, key: key, language: language, fault: fault)
        }
        return nil
    }

    /// The text of a 1-based line of UTF-8 bytes, for messages.
    static func line(_ number: Int, of bytes: [UInt8]) -> String {
        var line = 1, start = 0
        for (index, byte) in bytes.enumerated() where line < number && byte == 0x0A {
            line += 1
            start = index + 1
        }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
