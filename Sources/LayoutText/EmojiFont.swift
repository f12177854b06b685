/// Emoji as measured here: Apple Color Emoji, which UIKit falls back to for them, is not
/// available, so each emoji (a joined sequence, a flag or a skin-toned emoji being one picture)
/// takes a width fitted to Interface Builder's stored frames (docs/text.md, "Calibration").
enum EmojiFont {
    /// Points an emoji adds beyond one em. Since iOS 10 an emoji label IB lays out is about
    /// 1 em + 5 pt wide at every size: 17 pt → 23, 32 → 36, 38 → 43, 45 → 50 (real files,
    /// Xcode 8.2–9; `TextMeasurerTests.emojiWidthsMatchInterfaceBuilder`), so no single em width
    /// fits (1.35 em at 17 pt, 1.11 em at 45 pt). Xcode 7 (iOS 9) stored the same labels at 1 em.
    static let extraWidth = 5.0

    /// The advance of one emoji at a point size (none at size 0: a font the measurer cannot use).
    static func advance(atSize size: Double) -> Double { size > 0 ? size + extraWidth : 0 }

    /// A line holding an emoji is at least this many em tall (`emojiLineHeight`).
    static let lineHeightPerEm = 1.2
}
