import LayoutCore

/// Which language a `--language CODE` means, given the languages a store knows
/// (docs/text.md, "The language trait"). A code that names no stored language
/// laid the screens out in the development language without a word, so that
/// `check --language german` passed as if it were checked; now:
///
/// - a stored language (or the development language) is itself;
/// - a pseudolanguage is itself;
/// - a code one of whose fallbacks is stored (`de-CH` → `de`) is itself: its
///   texts are the fallback's, as UIKit takes them, and the note says so;
/// - a code that differs from a stored one (or from one of its fallbacks) only in
///   case or in `_` for `-` (`DE`, `de_de`, `De-de`) is that stored language, and
///   the note says so;
/// - anything else is refused, listing the known languages and the pseudolanguages.
public enum LanguageChoice {
    /// The language to lay out in, and what to tell the user when it is not
    /// simply the code they typed.
    public struct Resolved: Hashable, Sendable {
        public var language: Language
        public var note: String?

        public init(language: Language, note: String?) {
            self.language = language
            self.note = note
        }
    }

    /// `typed` (as written on the command line) against `known`: the stored languages,
    /// the development language and any language the screens' conditions test.
    public static func resolve(_ typed: String, known: [String]) -> Result<Resolved, Refusal> {
        guard let language = Language(typed) else { return .failure(Refusal(typed: typed, known: known)) }
        let lowered = language.code.lowercased()
        if let pseudo = Pseudolanguage.allCases.first(where: { $0.rawValue == lowered }) {
            let resolved = Language(pseudo.rawValue) ?? language
            return .success(Resolved(language: resolved, note: pseudo.rawValue == typed ? nil
                                     : "--language '\(typed)' is the pseudolanguage '\(pseudo.rawValue)'"))
        }
        let knownSet = Set(known)
        // Exactly, or through a fallback (`de-CH` → `de`), as UIKit falls back.
        for (step, code) in language.fallbacks.enumerated() where knownSet.contains(code) {
            if step == 0 {
                return .success(Resolved(language: language, note: language.code == typed ? nil
                                         : "--language '\(typed)' is '\(language.code)'"))
            }
            return .success(Resolved(language: language, note: "--language '\(typed)' has no translations of its own: "
                                     + "its texts are those of '\(code)'"))
        }
        // A case variant of a stored language, or of one of the code's fallbacks.
        for code in language.fallbacks {
            if let stored = known.sorted().first(where: { $0.lowercased() == code.lowercased() }), let chosen = Language(stored) {
                return .success(Resolved(language: chosen, note: "--language '\(typed)' is taken as the stored language '\(stored)'"))
            }
        }
        return .failure(Refusal(typed: typed, known: known))
    }

    /// A code that is no known language: the message lists them.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public var typed: String
        public var known: [String]

        public init(typed: String, known: [String]) {
            self.typed = typed
            self.known = known
        }

        public var description: String {
            let languages = Array(Set(known)).sorted()
            let pseudolanguages = Pseudolanguage.allCases.map(\.rawValue)
            return "unknown language \(SourceExcerpt.quoted(typed)): the stored languages are "
                + languages.joined(separator: ", ")
                + "; the pseudolanguages are " + pseudolanguages.joined(separator: ", ")
                + NameSuggestion.hint(for: typed, among: languages + pseudolanguages)
        }
    }
}
