import LayoutTranslation
import Testing

/// `--language CODE` against the languages a store knows (issue #32, point 2.3).
@Suite struct LanguageChoiceTests {
    static let known = ["de", "en", "pt-BR", "zh-Hans"]

    func resolved(_ typed: String) -> LanguageChoice.Resolved? {
        try? LanguageChoice.resolve(typed, known: Self.known).get()
    }

    @Test func aStoredLanguageIsItselfWithoutANote() {
        for code in Self.known {
            #expect(resolved(code) == LanguageChoice.Resolved(language: Language(code)!, note: nil), "\(code)")
        }
    }

    @Test func aCodeThatFallsBackToAStoredOneKeepsItsCodeAndSaysWhose() {
        let swiss = resolved("de-CH")
        #expect(swiss?.language.code == "de-CH")
        #expect(swiss?.note == "--language 'de-CH' has no translations of its own: its texts are those of 'de'")
        #expect(resolved("zh-Hans-CN")?.note?.hasSuffix("those of 'zh-Hans'") == true)
        // `_` for `-` is the same code.
        #expect(resolved("de_CH")?.language.code == "de-CH")
    }

    @Test func aCaseOrSeparatorVariantIsTheStoredLanguage() {
        for (typed, stored) in [("DE", "de"), ("De", "de"), ("pt_br", "pt-BR"), ("PT-br", "pt-BR"), ("zh_hans", "zh-Hans"),
                                ("ZH-HANS-cn", "zh-Hans")] {
            let choice = resolved(typed)
            #expect(choice?.language.code == stored, "\(typed)")
            #expect(choice?.note == "--language '\(typed)' is taken as the stored language '\(stored)'", "\(typed)")
        }
    }

    @Test func pseudolanguagesAreAlwaysKnown() {
        for pseudo in Pseudolanguage.allCases {
            #expect(resolved(pseudo.rawValue)?.language.pseudolanguage == pseudo)
            #expect(resolved(pseudo.rawValue)?.note == nil)
        }
        #expect(resolved("Double-Length")?.language.pseudolanguage == .doubleLength)
    }

    @Test func anUnknownCodeIsRefusedWithTheStoredLanguages() throws {
        for typed in ["german", "xx", "fr", "de-", "", "d e", "ger"] {
            let result = LanguageChoice.resolve(typed, known: Self.known)
            guard case .failure(let refusal) = result else {
                Issue.record("\(typed) was taken: \(result)")
                continue
            }
            #expect(refusal.description.hasPrefix("unknown language '\(typed)': the stored languages are de, en, pt-BR, zh-Hans; "
                                                  + "the pseudolanguages are double-length, accented, bounded, right-to-left"),
                    "\(refusal)")
        }
        #expect(LanguageChoice.Refusal(typed: "dee", known: Self.known).description.hasSuffix("(did you mean 'de'?)"))
    }
}
