/// Xcode's pseudolanguages (the scheme's App Language menu, and Interface
/// Builder's preview): the development language's text transformed so that
/// layout problems of real translations show without them (docs/text.md,
/// "Pseudolanguages"). Each is the transform Foundation applies to every
/// localized string under the user default Xcode sets.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// `NSDoubleLocalizedStrings`: the text twice, separated by a space.
    case doubleLength = "double-length"
    /// `NSAccentuateLocalizedStrings`: each Latin letter replaced by an accented form of itself.
    case accented
    /// `NSSurroundLocalizedStrings`: the text between `[# ` and ` #]`.
    case bounded
    /// `AppleTextDirection` + `NSForceRightToLeftWritingDirection`: the text as it is,
    /// the screen laid out right to left.
    case rightToLeft = "right-to-left"

    /// The text as the pseudolanguage shows it.
    public func transform(_ text: String) -> String {
        switch self {
        case .doubleLength: return text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .rightToLeft: return text
        case .accented:
            var accented = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                accented.append(Self.accents[scalar] ?? scalar)
            }
            return String(accented)
        }
    }

    /// Each ASCII letter and an accented precomposed form of it (one scalar for one,
    /// so a text keeps its length and its line breaks).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        precondition(plain.count == marked.count)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
