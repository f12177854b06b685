/// How a scalar takes part in line breaking and how its width is found: a small subset of
/// UAX #14's line-break classes, enough for UIKit's word wrapping of Latin, Greek, Cyrillic,
/// CJK, emoji, Arabic and Hebrew text (docs/text.md).
enum ScalarClass: UInt8 {
    /// Letters, digits and other characters that stay together.
    case word
    /// A space: a break may follow; at a wrap it hangs (takes no width), at the end of a
    /// paragraph it counts.
    case space
    /// A hyphen or en dash: a break may follow (not before a digit: "-5").
    case hyphen
    /// An em dash: a break may come before or after it.
    case dash
    /// An ideograph, kana or Hangul syllable (1 em): a break may come before or after.
    case ideograph
    /// An emoji (1 em + 5 pt, on a line at least 1.2 em tall: EmojiFont): breaks as an ideograph.
    case emoji
    /// Closing punctuation: no break before it.
    case closing
    /// Opening punctuation: no break after it.
    case opening
    /// A combining mark, joiner or variation selector: no width, stays with what precedes it.
    case combining
    /// A zero-width space or soft hyphen: no width, a break may follow.
    case zeroWidthBreak
    /// A line feed, carriage return, line or paragraph separator: the line ends.
    case newline

    /// The class of a scalar: a table lookup below U+0600 (Latin, Greek, Cyrillic, Hebrew: most
    /// text), else the range switch.
    @inline(__always)
    static func of(_ scalar: UInt32) -> ScalarClass {
        scalar < tableLimit ? table[Int(scalar)] : classify(scalar)
    }

    static let tableLimit: UInt32 = 0x0600
    static let table: [ScalarClass] = (0..<tableLimit).map(classify)

    static func classify(_ scalar: UInt32) -> ScalarClass {
        switch scalar {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return .newline
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x2D, 0x2010, 0x2012, 0x2013: return .hyphen
        case 0x2014: return .dash
        case 0x200B, 0xAD: return .zeroWidthBreak
        case 0x00...0x1F, 0x7F...0x9F: return .combining  // other controls: no width
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026,
             0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D:
            return .closing
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A,
             0xFF08, 0xFF3B, 0xFF5B:
            return .opening
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7,
             0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200C...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x20D0...0x20FF,
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE01EF:
            return .combining
        case 0x2E80...0x2FFF, 0x3003...0x3007, 0x3012...0x3013, 0x301C...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return .ideograph
        case 0x231A...0x231B, 0x23E9...0x23F3, 0x23F8...0x23FA, 0x2600...0x27BF, 0x2B05...0x2B07, 0x2B1B...0x2B1C,
             0x2B50, 0x2B55, 0x1F000...0x1FAFF:
            return .emoji
        default: return .word
        }
    }

    /// Whether a line may break between a character of class `left` and one of class `right`
    /// (combining marks already folded into the character before them).
    static func breakAllowed(_ left: ScalarClass, _ right: ScalarClass, rightIsDigit: Bool) -> Bool {
        switch right {
        case .space, .closing, .combining, .newline, .zeroWidthBreak: return false
        default: break
        }
        switch left {
        case .space, .zeroWidthBreak: return true
        case .hyphen: return !rightIsDigit
        case .dash: return true
        case .opening: return false
        case .ideograph, .emoji: return true
        case .closing: return right == .ideograph || right == .emoji || right == .dash || right == .opening
        case .word, .combining, .newline: return right == .ideograph || right == .emoji || right == .dash
        }
    }
}
