/// The texts a document may hold: what the store keeps. SQLite keeps a text
/// only up to its first U+0000 (NUL): a screen named "a\u{0}b" would be
/// stored as "a", a label's text or a translation cut short, without a word.
/// So every text that reaches the store is checked by this one rule, whatever
/// reads it: the validator (every text of a screen), the `.strings` and string
/// catalog readers (keys and translations, at their line and column) and the
/// store itself (translations written by a library caller).
public enum DocumentTexts {
    /// Whether `text` holds U+0000.
    public static func holdsNul(_ text: String) -> Bool { text.utf8.contains(0) }

    /// Why `text` cannot be stored as `what` (`'text'`, `the translation of 'abc.text'`),
    /// or nil when it can.
    public static func problem(_ text: String, what: String) -> String? {
        holdsNul(text) ? nulMessage(what) : nil
    }

    /// What is said of a text holding U+0000: `'name' holds the character U+0000 (NUL), which the store cannot keep`.
    public static func nulMessage(_ what: String) -> String {
        "\(what) holds the character U+0000 (NUL), which the store cannot keep"
    }
}
