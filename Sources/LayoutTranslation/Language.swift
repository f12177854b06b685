/// A language a screen is laid out in: a BCP 47 code (`de`, `de-CH`, `zh-Hans`,
/// `ar`), or one of Xcode's pseudolanguages (`double-length`, `accented`,
/// `bounded`, `right-to-left`), which transform the development language's text.
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The code as given (`de-CH`).
    public let code: String

    /// A language code: letters, digits, `-` and `_` (read as `-`); nil for anything else.
    public init?(_ code: String) {
        let normalized = code.replacingUnderscores
        guard !normalized.isEmpty, normalized.count <= 64, normalized.first != "-", normalized.last != "-",
              normalized.unicodeScalars.allSatisfy({ scalar in
                  ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
              }) else { return nil }
        self.code = normalized
    }

    public var description: String { code }

    /// The pseudolanguage this is, if it is one.
    public var pseudolanguage: Pseudolanguage? { Pseudolanguage(rawValue: code) }

    /// The languages whose translations are tried, most specific first: `de-CH`
    /// then `de`; `zh-Hans-CN` then `zh-Hans` then `zh`. The development
    /// language's own text comes after all of them.
    public var fallbacks: [String] {
        guard pseudolanguage == nil else { return [] }
        var chain = [code]
        var parts = code.split(separator: "-")
        while parts.count > 1 {
            parts.removeLast()
            chain.append(parts.joined(separator: "-"))
        }
        return chain
    }

    /// The primary language subtag, lowercased (`de` for `de-CH`).
    public var primary: String { String(code.split(separator: "-").first ?? "").lowercased() }

    /// Primary languages written right to left (Arabic, Hebrew, Persian, Urdu, and the others
    /// UIKit lays out right to left: Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Central Kurdish,
    /// and Najdi Arabic, which catalogs such as GoMap's carry as `ars`).
    public static let rightToLeftPrimaries: Set<String> = ["ar", "ars", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether UIKit lays a screen in this language out right to left: a
    /// right-to-left primary language, the Arabic script (`-Arab`) or Hebrew script
    /// (`-Hebr`) subtag, or the `right-to-left` pseudolanguage.
    public var isRightToLeft: Bool {
        if let pseudolanguage { return pseudolanguage == .rightToLeft }
        let subtags = code.split(separator: "-").map { $0.lowercased() }
        if subtags.contains("arab") || subtags.contains("hebr") || subtags.contains("thaa") { return true }
        if subtags.contains("latn") || subtags.contains("cyrl") { return false }
        return Self.rightToLeftPrimaries.contains(primary)
    }
}

extension String {
    fileprivate var replacingUnderscores: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
