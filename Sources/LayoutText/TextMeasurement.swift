/// The size of a text as UIKit lays it out in a label, and how its lines fall.
public struct TextMeasurement: Hashable, Sendable {
    /// The widest line drawn, rounded up to the pixel grid.
    public var width: Double
    /// The lines drawn, each the line height (taller with emoji), summed and rounded up.
    public var height: Double
    /// Lines drawn: the lines needed, capped by `numberOfLines`.
    public var lineCount: Int
    /// Lines the whole text needs at this width.
    public var neededLineCount: Int
    /// The text on one line (its widest paragraph): UILabel's intrinsic width, rounded up.
    public var singleLineWidth: Double
    /// The font's line height in points: ascender + descender (no line gap, as a UILabel).
    public var lineHeight: Double
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the bottom.
    public var lastBaselineFromBottom: Double
    /// The text needs more lines than allowed, or a word (or a single line) is wider than the width.
    public var isTruncated: Bool
    /// A named font not among the measurer's fonts: it was measured with the system font.
    public var fallbackFontName: String?

    public init(
        width: Double, height: Double, lineCount: Int, neededLineCount: Int, singleLineWidth: Double, lineHeight: Double,
        firstBaseline: Double, lastBaselineFromBottom: Double, isTruncated: Bool, fallbackFontName: String?
    ) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.neededLineCount = neededLineCount
        self.singleLineWidth = singleLineWidth
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaselineFromBottom = lastBaselineFromBottom
        self.isTruncated = isTruncated
        self.fallbackFontName = fallbackFontName
    }
}
