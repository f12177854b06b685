/// Measures text as UIKit lays it out in a UILabel: the system font (SF Pro, approximated with
/// Inter's advances and SF's tracking and line height), Dynamic Type sizes, named fonts from
/// their own metrics, and word wrapping. Imports nothing; the same answer on every machine.
public struct TextMeasurer: Sendable {
    /// Named fonts by PostScript name.
    let fonts: [String: FontMetrics]

    /// A measurer that knows these named fonts (the first of two with one PostScript name wins).
    public init(fonts: [FontMetrics] = []) {
        var byName: [String: FontMetrics] = [:]
        for font in fonts where byName[font.postScriptName] == nil { byName[font.postScriptName] = font }
        self.fonts = byName
    }

    /// Measures a text.
    /// - Parameters:
    ///   - width: nil = unconstrained (one line unless the text has newlines).
    ///   - numberOfLines: 0 = unlimited.
    ///   - scale: the device's pixel scale (2 or 3): sizes round up to 1/scale pt, as UIKit's
    ///     intrinsicContentSize does.
    /// - Complexity: O(n) in the text's Unicode scalars.
    public func measure(
        _ text: String, font: TextFont, contentSize: ContentSizeCategory = .L,
        numberOfLines: Int = 1, width: Double? = nil, scale: Double = 2
    ) -> TextMeasurement {
        let resolved = ResolvedFont(font, contentSize: contentSize, fonts: fonts)
        let pixels = scale.isFinite && scale >= 1 ? scale : 1
        let maxWidth = width.map { $0.isFinite ? max($0, 0) : .greatestFiniteMagnitude }
        let layout = TextLayout(text, font: resolved)
        let emojiLineHeight = max(resolved.lineHeight, resolved.size * EmojiFont.lineHeightPerEm)

        guard !layout.paragraphs.isEmpty else {
            // Empty text: UILabel's intrinsic size is zero.
            return TextMeasurement(
                width: 0, height: 0, lineCount: 0, neededLineCount: 0, singleLineWidth: 0, lineHeight: resolved.lineHeight,
                firstBaseline: resolved.ascender, lastBaselineFromBottom: resolved.descender, isTruncated: false,
                fallbackFontName: resolved.fallbackName
            )
        }
        let paragraphLines = layout.lines(maxWidth: nil)
        let singleLineWidth = paragraphLines.map(\.width).max() ?? 0
        // A one-line label does not wrap: it draws its first paragraph, truncated to the width.
        let neededLines = maxWidth == nil ? paragraphLines : layout.lines(maxWidth: maxWidth)
        let allowed = numberOfLines > 0 ? numberOfLines : Int.max
        let drawn = Array(neededLines.prefix(allowed))
        let linesTruncated = neededLines.count > drawn.count
        let splitsWord = neededLines.contains(where: \.splitsWord)

        var widest = drawn.map(\.width).max() ?? 0
        if linesTruncated, let last = drawn.last {
            // The last line drawn runs on to the end of its paragraph, cut at the width.
            let paragraphEnd = layout.paragraphs.first { $0.contains(last.start) || $0.upperBound == last.start }?.upperBound ?? last.end
            widest = max(widest, layout.visibleWidth(last.start, paragraphEnd))
        }
        if let maxWidth { widest = min(widest, maxWidth) }
        let heights = drawn.map { $0.hasEmoji ? emojiLineHeight : resolved.lineHeight }
        let firstLineHeight = heights.first ?? resolved.lineHeight
        return TextMeasurement(
            width: Self.roundUp(widest, scale: pixels),
            height: Self.roundUp(heights.reduce(0, +), scale: pixels),
            lineCount: drawn.count,
            neededLineCount: neededLines.count,
            singleLineWidth: Self.roundUp(singleLineWidth, scale: pixels),
            lineHeight: resolved.lineHeight,
            firstBaseline: resolved.ascender + (firstLineHeight - resolved.lineHeight),
            lastBaselineFromBottom: resolved.descender,
            isTruncated: linesTruncated || splitsWord,
            fallbackFontName: resolved.fallbackName
        )
    }

    /// Rounds up to the pixel grid (1/scale pt), as UIKit rounds a label's intrinsic size;
    /// a value within 1e-6 pt of a pixel stays on it.
    static func roundUp(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
