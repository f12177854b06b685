import LayoutCore

/// A document's `"translations"`: each file's entries in one language, as
/// `layout export` writes them.
extension DocumentDecoder {
    func translations(_ field: JSONValue.Field) throws(DocumentError) -> [DocumentTranslation] {
        var translations: [DocumentTranslation] = []
        var seen: Set<[String]> = []
        for (index, element) in try array(field, "").enumerated() {
            let context = "translation \(index + 1)"
            let object = try self.object(element, context, what: context, allowed: ["source", "kind", "language", "entries"])
            let sourceField = try object.required("source", self)
            let source = try string(sourceField, context)
            guard !source.isEmpty else { throw error("field 'source' must not be empty", at: sourceField.value.position, context) }
            let kind = try choice(object.required("kind", self), context, DocumentTranslation.Kind.self)
            let languageField = try object.required("language", self)
            let language = try string(languageField, context)
            guard LayoutDocument.isLanguageCode(language) else {
                throw error("field 'language' must be a language code such as \"de\" or \"zh-Hans\", found "
                            + SourceExcerpt.quoted(language), at: languageField.value.position, context)
            }
            guard seen.insert([source, language]).inserted else {
                throw error("a second translation of '\(source)' in '\(language)'", at: element.position, context)
            }
            let entriesField = try object.required("entries", self)
            let entries = try self.object(entriesField.value, context, what: "field 'entries'")
            var texts: [String: String] = [:]
            for entry in entries.fields {
                // The rule every stored text goes through: the store keeps a text only up to a U+0000.
                if let problem = DocumentTexts.problem(entry.key, what: "the key") {
                    throw error(problem, at: entry.keyPosition, context)
                }
                let text = try string(entry, context)
                if let problem = DocumentTexts.problem(text, what: "the translation of \(SourceExcerpt.quoted(entry.key))") {
                    throw error(problem, at: entry.value.position, context)
                }
                texts[entry.key] = text
            }
            translations.append(DocumentTranslation(source: source, kind: kind, language: language, entries: texts))
        }
        return translations
    }
}
