/// A text as a picture draws it: the lines UIKit shows in a box, each with its measured width,
/// and the browser font that draws them as the measurement measures them (Inter for the system
/// font). Made by `TextMeasurer.drawing`.
public struct TextDrawing: Hashable, Sendable {
    /// One drawn line: its characters (the spaces it ends with left out), with "…" where UIKit
    /// cuts the text there, and its width in points as measured (not rounded to the pixel grid).
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
        public var hasEllipsis: Bool
        /// Some of its characters are not in the measuring font (Inter lacks Arabic, CJK, emoji):
        /// a browser draws them in a fallback font of its own width.
        public var needsFallback: Bool

        public init(text: String, width: Double, hasEllipsis: Bool, needsFallback: Bool = false) {
            self.text = text
            self.width = width
            self.hasEllipsis = hasEllipsis
            self.needsFallback = needsFallback
        }
    }

    /// How UIKit cuts a text that does not fit (`NSLineBreakMode`, for the last line drawn).
    public enum Cut: Hashable, Sendable {
        /// "…" at the end (`byTruncatingTail`, UILabel's default).
        case tail
        /// "…" at the start (`byTruncatingHead`).
        case head
        /// "…" in the middle (`byTruncatingMiddle`, a classic UIButton's title).
        case middle
        /// No ellipsis: the last line ends at its last break that fits (`byWordWrapping`).
        case word
        /// No ellipsis: the last line ends at its last character that fits (`byCharWrapping`,
        /// `byClipping`, which shows part of the next character too).
        case character
    }

    public var lines: [Line]
    /// The font's point size.
    public var size: Double
    /// The font family a browser draws it in: `Inter` (SF Pro's Text design, the lower half of
    /// its optical blend), `Inter Display` (the upper half), or a named font's family.
    public var family: String
    /// The CSS weight of the family's instance that measures it (SF semibold: Inter Bold, 700).
    public var weight: Int
    public var italic: Bool
    /// Points added after each character (SF's tracking; 0 for a named font): CSS letter-spacing.
    public var tracking: Double
    public var lineHeight: Double
    /// The first line's baseline below the top of its line.
    public var ascender: Double
    /// Some of the text is not drawn (lines left out, or a line cut).
    public var isCut: Bool
}

extension TextMeasurer {
    /// The lines UIKit draws for `text` in a text box `width` wide: wrapped as `measure` wraps it
    /// at that width (a one-line text: its first paragraph, unwrapped), at most `lines` of them
    /// (nil: `numberOfLines`' worth). With `cut`, a text that does not fit (lines left over, or
    /// its last line wider than the box) has its last line drawn cut as UIKit cuts it: the rest
    /// of its paragraph, with "…" at the end, start or middle, or at the last break or character
    /// that fits. Without it (the layout judged the text to fit, within the measurement's error),
    /// every line drawn is whole.
    /// - Complexity: O(n) in the text's Unicode scalars, O(n²) for a middle cut.
    public func drawing(
        _ text: String, font: TextFont, contentSize: ContentSizeCategory = .L, numberOfLines: Int = 1,
        width: Double, lines maximum: Int? = nil, cut: TextDrawing.Cut? = .tail
    ) -> TextDrawing {
        let resolved = ResolvedFont(font, contentSize: contentSize, fonts: fonts)
        let layout = TextLayout(text, font: resolved)
        let scalars = Array(text.unicodeScalars)
        let boxWidth = width.isFinite ? max(width, 0) : .greatestFiniteMagnitude
        let limit = boxWidth + 1e-6
        let wrapped = numberOfLines == 1 ? Array(layout.lines(maxWidth: nil).prefix(1)) : layout.lines(maxWidth: boxWidth)
        let allowed = max(0, min(maximum ?? Int.max, numberOfLines > 0 ? numberOfLines : Int.max))
        let drawn = Array(wrapped.prefix(allowed))
        let isCut = wrapped.count > drawn.count || (drawn.last.map { $0.width > limit } ?? false)

        func string(_ start: Int, _ end: Int) -> String { String(String.UnicodeScalarView(scalars[start..<end])) }
        /// `start..<end` without the spaces and breaks at either end.
        func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
            var start = start, end = end
            let blank: Set<ScalarClass> = [.space, .newline, .zeroWidthBreak]
            while end > start, blank.contains(layout.classes[end - 1]) { end -= 1 }
            while start < end, blank.contains(layout.classes[start]) { start += 1 }
            return start..<end
        }
        let ellipsis = TextLayout("\u{2026}", font: resolved).visibleWidth(0, 1)
        var result: [TextDrawing.Line] = []
        for (number, line) in drawn.enumerated() {
            guard let cut, isCut, number == drawn.count - 1 else {
                let kept = trimmed(line.start, line.end)
                result.append(.init(text: string(kept.lowerBound, kept.upperBound), width: line.width, hasEllipsis: false))
                continue
            }
            // The rest of the paragraph, cut to the width.
            let paragraphEnd = layout.paragraphs.first { $0.contains(line.start) || $0.upperBound == line.start }?
                .upperBound ?? line.end
            let run = trimmed(line.start, paragraphEnd)
            result.append(Self.cutLine(layout, run: run, cut: cut, limit: limit, ellipsis: ellipsis,
                                       string: string, trimmed: trimmed))
        }
        for index in result.indices {
            result[index].needsFallback = result[index].text.unicodeScalars.contains { !Self.isInFont($0.value, resolved) }
        }
        let face = Self.browserFace(resolved, font: font, contentSize: contentSize)
        return TextDrawing(
            lines: result, size: resolved.size, family: face.family, weight: face.weight, italic: face.italic,
            tracking: resolved.tracking, lineHeight: resolved.lineHeight, ascender: resolved.ascender,
            isCut: cut != nil && isCut)
    }

    /// The last line of a text that does not fit, cut as `cut` says within `limit` points.
    private static func cutLine(
        _ layout: TextLayout, run: Range<Int>, cut: TextDrawing.Cut, limit: Double, ellipsis: Double,
        string: (Int, Int) -> String, trimmed: (Int, Int) -> Range<Int>
    ) -> TextDrawing.Line {
        // Character boundaries: a combining mark stays with the character before it.
        let starts = run.filter { $0 == run.lowerBound || layout.classes[$0] != .combining }
        let ends = starts.dropFirst() + [run.upperBound]
        switch cut {
        case .word:
            // The last break that fits; a first word wider than the box is split between characters.
            let breaks = layout.opportunities.filter { $0 > run.lowerBound && $0 < run.upperBound } + [run.upperBound]
            if let end = breaks.last(where: { layout.visibleWidth(run.lowerBound, $0) <= limit }) {
                let kept = trimmed(run.lowerBound, end)
                return .init(text: string(kept.lowerBound, kept.upperBound),
                             width: layout.visibleWidth(kept.lowerBound, kept.upperBound), hasEllipsis: false)
            }
            return cutLine(layout, run: run, cut: .character, limit: limit, ellipsis: ellipsis,
                           string: string, trimmed: trimmed)
        case .character, .tail:
            let room = cut == .tail ? limit - ellipsis : limit
            let end = ends.last { layout.visibleWidth(run.lowerBound, $0) <= room } ?? run.lowerBound
            let kept = trimmed(run.lowerBound, end)
            let width = layout.visibleWidth(kept.lowerBound, kept.upperBound)
            return cut == .tail ? .init(text: string(kept.lowerBound, kept.upperBound) + "\u{2026}", width: width + ellipsis, hasEllipsis: true)
                : .init(text: string(kept.lowerBound, kept.upperBound), width: width, hasEllipsis: false)
        case .head:
            let start = starts.first { layout.visibleWidth($0, run.upperBound) <= limit - ellipsis } ?? run.upperBound
            let kept = trimmed(start, run.upperBound)
            return .init(text: "\u{2026}" + string(kept.lowerBound, kept.upperBound),
                         width: ellipsis + layout.visibleWidth(kept.lowerBound, kept.upperBound), hasEllipsis: true)
        case .middle:
            // Characters taken from either end in turn, the narrower side first, while both and "…" fit.
            var head = 0, tail = 0  // characters kept at the start and at the end
            var headWidth = 0.0, tailWidth = 0.0
            while head + tail < starts.count {
                let nextHead = layout.visibleWidth(run.lowerBound, ends[ends.startIndex + head])
                let nextTail = layout.visibleWidth(starts[starts.count - 1 - tail], run.upperBound)
                let takeHead = headWidth <= tailWidth
                let width = takeHead ? nextHead + ellipsis + tailWidth : headWidth + ellipsis + nextTail
                guard width <= limit else { break }
                if takeHead { head += 1; headWidth = nextHead } else { tail += 1; tailWidth = nextTail }
            }
            let front = trimmed(run.lowerBound, head == 0 ? run.lowerBound : ends[ends.startIndex + head - 1])
            let back = trimmed(tail == 0 ? run.upperBound : starts[starts.count - tail], run.upperBound)
            return .init(text: string(front.lowerBound, front.upperBound) + "\u{2026}" + string(back.lowerBound, back.upperBound),
                         width: layout.visibleWidth(front.lowerBound, front.upperBound) + ellipsis
                             + layout.visibleWidth(back.lowerBound, back.upperBound),
                         hasEllipsis: true)
        }
    }

    /// Whether the measuring font draws a scalar itself: spaces, controls and marks count as
    /// drawn; ideographs and emoji are measured apart from the font (`TextLayout`).
    static func isInFont(_ scalar: UInt32, _ font: ResolvedFont) -> Bool {
        switch ScalarClass.of(scalar) {
        case .space, .newline, .combining, .zeroWidthBreak: return true
        case .ideograph, .emoji: return false
        default:
            switch font.face {
            case .system: return SystemFace.index(of: scalar) != nil
            case .named(let metrics): return metrics.characterMap.glyph(for: scalar) != nil
            }
        }
    }

    /// The browser font closest to what measures a text: the system font's Inter instance (Inter
    /// below the middle of the optical blend, Inter Display from it), a named font's family.
    static func browserFace(_ resolved: ResolvedFont, font: TextFont, contentSize: ContentSizeCategory)
        -> (family: String, weight: Int, italic: Bool) {
        switch resolved.face {
        case .named(let metrics):
            return (metrics.family, 400, false)
        case .system:
            let weight: FontWeight, italic: Bool
            switch font {
            case .textStyle(let style): (weight, italic) = (style.dynamicTypeFont(contentSize).weight, false)
            case .system(_, let fontWeight, let isItalic): (weight, italic) = (fontWeight, isItalic)
            case .named: (weight, italic) = (.regular, false)  // not held: measured as the system font
            }
            let display = SystemFont.displayShare(atSize: resolved.size) >= 0.5
            let instance = SystemFontData.instances[SystemFont.instance(for: weight)]
            return (display ? "Inter Display" : "Inter", instanceWeight(instance), italic)
        }
    }

    /// The CSS weight of an Inter instance by its name (`Bold`: 700).
    static func instanceWeight(_ name: String) -> Int {
        let weights = ["Thin": 100, "ExtraLight": 200, "Light": 300, "Regular": 400, "Medium": 500,
                       "SemiBold": 600, "Bold": 700, "ExtraBold": 800, "Black": 900]
        return weights[name] ?? 400
    }
}
