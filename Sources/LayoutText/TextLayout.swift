/// A text prepared for line breaking: each scalar's advance in points, the kerning after it,
/// its break class, and where lines may and must break. Widths of any range come from prefix
/// sums, so a line's width is O(1).
struct TextLayout {
    /// One laid-out line: the scalars `start..<end` (trailing spaces included), their width
    /// without the trailing spaces, and whether it holds an emoji.
    struct Line: Equatable {
        var start: Int
        var end: Int
        var width: Double
        var hasEmoji: Bool
        /// The line ends inside a word that alone is wider than the line.
        var splitsWord: Bool
    }

    /// Σ advances before index i (count + 1 entries).
    private(set) var advanceSums: [Double] = [0]
    /// Σ kerning between scalars m and m + 1 for m < i (count + 1 entries).
    private(set) var kerningSums: [Double] = [0]
    /// Emoji before index i (count + 1 entries).
    private(set) var emojiCounts: [Int] = [0]
    private(set) var classes: [ScalarClass] = []
    /// Positions where a line may start (a break opportunity before them), ascending.
    private(set) var opportunities: [Int] = []
    /// Paragraphs: `start..<end` between hard line breaks (the newline itself in neither).
    private(set) var paragraphs: [Range<Int>] = []

    var count: Int { classes.count }

    init(_ text: String, font: ResolvedFont) {
        let capacity = text.utf8.count + 1  // at least the scalar count + 1
        advanceSums.reserveCapacity(capacity)
        kerningSums.reserveCapacity(capacity)
        emojiCounts.reserveCapacity(capacity)
        classes.reserveCapacity(capacity)
        var previousKey = -1  // glyph or stored index of the previous measured scalar: kerning
        var previousScalar: UInt32 = 0
        var previousClass = ScalarClass.newline  // the class before, combining marks folded in
        var regionalIndicatorOpen = false
        var paragraphStart = 0
        var previousWasCarriageReturn = false
        var kerning = 0.0
        for unicodeScalar in text.unicodeScalars {
            let scalar = unicodeScalar.value
            let index = classes.count
            var scalarClass = ScalarClass.of(scalar)
            var advance = 0.0
            var key = -1
            switch scalarClass {
            case .newline, .combining, .zeroWidthBreak:
                break
            case .ideograph:
                advance = font.size
            case .emoji:
                let isRegional = (0x1F1E6...0x1F1FF).contains(scalar)
                if previousScalar == 0x200D || (isRegional && regionalIndicatorOpen) {
                    scalarClass = .combining  // a joined emoji or a flag's second letter: one picture
                    regionalIndicatorOpen = false
                } else {
                    advance = EmojiFont.advance(atSize: font.size)
                    regionalIndicatorOpen = isRegional
                }
            default:
                let measured = scalar == 0x09 ? 0x20 : scalar  // a tab is measured as a space
                switch font.face {
                case .system(let blend):
                    if let stored = SystemFace.index(of: measured) {
                        advance = blend.advance(stored, scalar: measured) + font.tracking
                        key = stored
                        if previousKey >= 0 { kerning = blend.kerning(previousKey, stored) }
                    } else {
                        advance = font.averageAdvance + font.tracking
                    }
                case .named(let metrics):
                    if let glyph = metrics.characterMap.glyph(for: measured) {
                        advance = Double(metrics.advance(ofGlyph: glyph)) * font.pointsPerUnit
                        key = glyph
                        if previousKey >= 0 { kerning = Double(metrics.kerning(previousKey, glyph)) * font.pointsPerUnit }
                    } else {
                        advance = font.averageAdvance
                    }
                }
            }
            if scalarClass != .emoji && scalarClass != .combining { regionalIndicatorOpen = false }
            // Kerning belongs between the previous scalar and this one, so to the previous's sum.
            if index > 0 { kerningSums.append(kerningSums[index - 1] + kerning) }
            kerning = 0
            advanceSums.append(advanceSums[index] + advance)
            emojiCounts.append(emojiCounts[index] + (scalarClass == .emoji ? 1 : 0))
            classes.append(scalarClass)

            if scalarClass == .newline {
                if !(previousWasCarriageReturn && scalar == 0x0A) {
                    paragraphs.append(paragraphStart..<index)
                }
                paragraphStart = index + 1
                previousWasCarriageReturn = scalar == 0x0D
                previousClass = .newline
                previousKey = -1
                previousScalar = scalar
                continue
            }
            previousWasCarriageReturn = false
            if index > paragraphStart,
               ScalarClass.breakAllowed(previousClass, scalarClass, rightIsDigit: (0x30...0x39).contains(scalar)) {
                opportunities.append(index)
            }
            if scalarClass != .combining { previousClass = scalarClass }
            // Kerning only between adjacent scalars both measured from the metrics.
            previousKey = key
            previousScalar = scalar
        }
        if let last = kerningSums.last, !classes.isEmpty { kerningSums.append(last) }  // no kerning after the last scalar
        if !classes.isEmpty { paragraphs.append(paragraphStart..<classes.count) }
    }

    /// The width of scalars `start..<end` without the spaces (and zero-width scalars) it ends with.
    func visibleWidth(_ start: Int, _ end: Int) -> Double {
        var last = end
        while last > start, classes[last - 1] == .space || classes[last - 1] == .zeroWidthBreak || classes[last - 1] == .newline {
            last -= 1
        }
        guard last > start else { return 0 }
        return advanceSums[last] - advanceSums[start] + kerningSums[last - 1] - kerningSums[start]
    }

    /// The width of scalars `start..<end` ending a paragraph: its trailing spaces count (only the
    /// zero-width scalars and the newline it ends with do not). UIKit's one-line size of
    /// `" Sending logs... "` or `"000.00000000 "` includes the last space: IB stores every such
    /// label of the calibration and tuning sets a space wider (docs/text.md, "Calibration").
    func paragraphEndWidth(_ start: Int, _ end: Int) -> Double {
        var last = end
        while last > start, classes[last - 1] == .zeroWidthBreak || classes[last - 1] == .newline { last -= 1 }
        guard last > start else { return 0 }
        return advanceSums[last] - advanceSums[start] + kerningSums[last - 1] - kerningSums[start]
    }

    /// A line `start..<end`: spaces hang at a wrap (`visibleWidth`); at a paragraph's end they
    /// count, up to the line's width `limit` when it wraps (they never make it wrap).
    func line(_ start: Int, _ end: Int, endsParagraph: Bool = false, limit: Double = .infinity, splitsWord: Bool = false) -> Line {
        let visible = visibleWidth(start, end)
        let width = endsParagraph ? max(visible, min(paragraphEndWidth(start, end), limit)) : visible
        return Line(start: start, end: end, width: width, hasEmoji: emojiCounts[end] > emojiCounts[start], splitsWord: splitsWord)
    }

    /// The lines of the text: one per paragraph when `maxWidth` is nil, else wrapped greedily at
    /// break opportunities, as UIKit's word wrapping does; a word wider than the line alone is
    /// split between characters.
    /// - Complexity: O(n) in the scalars.
    func lines(maxWidth: Double?) -> [Line] {
        var lines: [Line] = []
        guard let maxWidth else { return paragraphs.map { line($0.lowerBound, $0.upperBound, endsParagraph: true) } }
        let limit = maxWidth + 1e-6  // rounding noise in the sums must not push a fitting line over
        var candidate = 0  // index into opportunities
        for paragraph in paragraphs {
            var start = paragraph.lowerBound
            if paragraph.isEmpty {
                lines.append(line(start, start))
                continue
            }
            while start < paragraph.upperBound {
                while candidate < opportunities.count && opportunities[candidate] <= start { candidate += 1 }
                var best: Int?
                var next = candidate
                while true {
                    let end = next < opportunities.count && opportunities[next] < paragraph.upperBound ? opportunities[next] : paragraph.upperBound
                    guard visibleWidth(start, end) <= limit else { break }
                    best = end
                    if end == paragraph.upperBound { break }
                    next += 1
                }
                if let best {
                    lines.append(line(start, best, endsParagraph: best == paragraph.upperBound, limit: maxWidth))
                    start = best
                    continue
                }
                // The first word alone is wider than the line: split it between characters
                // (at least one character per line, with its marks).
                let wordEnd = candidate < opportunities.count && opportunities[candidate] < paragraph.upperBound ? opportunities[candidate] : paragraph.upperBound
                var end = afterCluster(start, limit: wordEnd)
                while end < wordEnd {
                    let further = afterCluster(end, limit: wordEnd)
                    guard visibleWidth(start, further) <= limit else { break }
                    end = further
                }
                lines.append(line(start, end, splitsWord: true))
                start = end
            }
        }
        return lines
    }

    /// The index after the character at `index` and the combining marks that follow it.
    private func afterCluster(_ index: Int, limit: Int) -> Int {
        var end = index + 1
        while end < limit && classes[end] == .combining { end += 1 }
        return end
    }
}
