import LayoutStore
import LayoutTranslation

/// `--language CODE` checked against what the store knows (`LanguageChoice`), for
/// every command that takes it: `solve`, `explain`, `replay`, `check`, `report`
/// and `export --format svg`. A code the store does not know is a usage error
/// listing the stored languages; a variant of a stored one is taken as it, with a
/// note on stderr saying so.
extension LayoutRepository {
    func resolvedLanguage(_ language: Language) throws -> Language {
        switch LanguageChoice.resolve(language.code, known: try knownLanguages()) {
        case .success(let resolved):
            if let note = resolved.note { Terminal.note(note) }
            return resolved.language
        case .failure(let refusal):
            throw CLIError(refusal.description, exitCode: 64)
        }
    }
}

extension SolveOptions {
    /// These options, their `--language` as the store knows it.
    func resolvingLanguage(in repository: LayoutRepository) throws -> SolveOptions {
        guard let language else { return self }
        var resolved = self
        resolved.language = try repository.resolvedLanguage(language)
        return resolved
    }
}

extension LanguageArgument {
    /// The languages a run lays out in, for `check` and `report`: nil (no `--language`)
    /// is the screens' own text, the development language's; one language as the
    /// store knows it; `all`, every stored language and the development language.
    static func languages(_ argument: LanguageArgument?, in translations: Translations,
                          repository: LayoutRepository) throws -> [Language?] {
        switch argument {
        case nil: return [nil]
        case .one(let one)?: return [try repository.resolvedLanguage(one)]
        case .all?: return translations.languages.compactMap { Language($0) }
        }
    }
}
