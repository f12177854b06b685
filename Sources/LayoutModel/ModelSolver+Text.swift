import LayoutCore
import LayoutDocument
import LayoutText

/// Text that wraps: UIKit's second layout pass, and what the text needs
/// against what its view got.
extension ModelSolver {
    /// How many second passes `settleText` makes at most before it gives up
    /// on views whose line count keeps changing.
    static let maximumTextPasses = 8

    /// A loaded solver made ready to answer `request`: margins preserved from
    /// superviews settled (`settlingPreservedMargins`), then wrapping text (`settleText`).
    static func settled(
        _ solver: ModelSolver, standardSpacing: StandardSpacing, request: SolveRequest
    ) throws(LayoutModelError) -> ModelSolver {
        let settled = try settlingPreservedMargins(solver, standardSpacing: standardSpacing, request: request)
        settled.unsettledText = try settled.settleText()
        return settled
    }

    /// UIKit's two-pass layout for text that wraps (`numberOfLines` 0 or more
    /// than 1): the first solve measures every text on one line; each wrapping
    /// view then gets `preferredMaxLayoutWidth` = the width it was given, is
    /// measured again at that width, and the layout is solved again with its new
    /// intrinsic size (a constant change of its hugging and compression
    /// constraints, never a rebuild). Passes repeat while a measurement changes.
    ///
    /// Two passes settle a layout in which no width depends on a height: the
    /// second measures every text at the width the first gave it, and its new
    /// heights cannot move a width. Where widths do depend on heights (an aspect
    /// ratio, a width equal to a height), passes stop after `maximumTextPasses`.
    /// - Returns: the views whose measurement still changed at the last pass.
    /// - Complexity: per pass, one measurement per wrapping view and one
    ///   incremental re-solve of the constants that changed.
    @discardableResult
    func settleText() throws(LayoutModelError) -> [String] {
        let sizes = translation.textSizes
        let wrapping = translation.textConstraints.keys.filter { sizes.views[$0]?.wraps == true }.sorted()
        guard !wrapping.isEmpty else { return [] }
        var moving: [Int] = []
        for _ in 1...Self.maximumTextPasses {
            var targets: [(index: Int, value: Double)] = []
            moving = []
            for view in wrapping {
                guard let text = sizes.views[view], let axes = translation.textConstraints[view] else { continue }
                let textWidth = max(0, value(translation.algebra.width(view)) - text.padding.left - text.padding.right)
                guard let measured = wrappedMeasurement(of: view, textWidth: textWidth) else { continue }
                let size = sizes.intrinsicSize(view, measured)
                var changed = false
                for (first, value) in [(axes.width, size.width), (axes.height, size.height)] {
                    guard let first else { continue }
                    for index in [first, first + 1] where loadedConstant(index) != -value {
                        targets.append((index, value))
                        changed = true
                    }
                }
                if changed { moving.append(view) }
            }
            if targets.isEmpty { return [] }
            try setPins(targets)
        }
        return moving.map { translation.structure.names[$0] }
    }

    /// A wrapping view's text laid out at `textWidth`, measured again only when the width changed.
    func wrappedMeasurement(of view: Int, textWidth: Double) -> TextMeasurement? {
        if let known = wrappedText[view], known.width == textWidth { return known.measurement }
        guard let measured = translation.textSizes.measure(view, textWidth: textWidth) else { return nil }
        wrappedText[view] = (textWidth, measured)
        return measured
    }

    /// The constants every text constraint had at translation, for a session that
    /// moves its pins: a new request starts again from the first pass, as a fresh solve does.
    var textResets: [(index: Int, value: Double)] {
        translation.textConstraints.values.flatMap { axes in
            [axes.width, axes.height].compactMap { $0 }.flatMap { first in
                [first, first + 1].map { ($0, -translation.constraints[$0].constant) }
            }
        }
    }

    /// A text view's hugging or compression constraint as the layout holds it now,
    /// with where its size comes from: `message.height >= 40.67 @750 (compression
    /// resistance: 2 lines of 20.33 at width 288)`; nil for any other constraint.
    func textDescription(of index: Int) -> String? {
        guard case .intrinsic(let view, let horizontal, let hugging, _) = translation.constraints[index].label,
              let axes = translation.textConstraints[view],
              let first = horizontal ? axes.width : axes.height, index == first || index == first + 1,
              let text = translation.textSizes.views[view], let fit = textFit(of: view) else { return nil }
        let name = translation.structure.names[view]
        let size = -loadedConstant(index)
        let measured = fit.measurement
        let source: String
        if horizontal {
            source = text.wraps && measured.lineCount > 1
                ? "the widest of \(measured.lineCount) lines at width \(formatNumber(fit.textWidth.roundedForOutput))"
                : "its text on one line"
        } else {
            let lines = text.wraps ? measured.lineCount : 1
            // The line height to a hundredth, as people read it (17 pt: 20.29).
            source = "\(lines) line\(lines == 1 ? "" : "s") of \(formatNumber((measured.lineHeight * 100).rounded() / 100))"
                + (text.wraps ? " at width \(formatNumber(fit.textWidth.roundedForOutput))" : "")
        }
        let padding = text.padding
        let inset = horizontal ? padding.left + padding.right : padding.top + padding.bottom
        return "\(name).\(horizontal ? "width" : "height") \(hugging ? "<=" : ">=") \(formatNumber(size.roundedForOutput)) "
            + "@\(formatNumber(translation.constraints[index].priority)) "
            + "(\(hugging ? "content hugging" : "compression resistance"): \(source)"
            + (inset > 0 ? " plus \(formatNumber(inset)) of padding" : "") + ")"
    }

    /// How a view's text lays out in the frame it got: the lines drawn, and
    /// whether it is truncated (too narrow for its one line, more lines than it
    /// may draw, or too short for its lines), with what it needs against what it has.
    ///
    /// Only what UIKit would cut off, beyond what the measurement can tell apart
    /// (docs/text.md, "Text in the layout", Truncation):
    /// - one line is too narrow when it needs more than its width plus the measurement's
    ///   stated error (`widthError`); a view imported from Interface Builder needs the
    ///   width IB stored for it (`ViewText.storedSize`: the same text laid out with the real
    ///   font), with no error added; at another content size that width scaled as its
    ///   intrinsic size is (`TextSizes.stored`), with the error where the scale changed it;
    /// - a one-line text is too short only in a view less high than its font's size: UILabel
    ///   and a button's title centre their one line and draw it whole, with no ellipsis, so
    ///   the line's leading (0.19 em of SF's 1.19-em line) may go; the letters, from capitals
    ///   to descenders, take about an em (only text that wraps loses whole lines);
    /// - a text in a named font the store does not hold is not judged: the system font
    ///   stands in for it (with a warning), so its size is not known.
    func textFit(of view: Int) -> TextFit? {
        let sizes = translation.textSizes
        guard let text = sizes.views[view] else { return nil }
        let frame = frame(of: view)
        let padding = text.padding
        let textWidth = max(0, frame.width - padding.left - padding.right)
        let textHeight = max(0, frame.height - padding.top - padding.bottom)
        guard let laidOut = text.wraps ? wrappedMeasurement(of: view, textWidth: textWidth)
                : sizes.measure(view, textWidth: nil) else { return nil }
        var needs = TextFit.Size(), has = TextFit.Size()
        guard laidOut.fallbackFontName == nil else {
            return TextFit(lines: laidOut.lineCount, needs: needs, has: has, measurement: laidOut, textWidth: textWidth)
        }
        // A text that shrinks to fit (adjustsFontSizeToFitWidth) needs only its smallest size's width.
        let shrink = text.minimumScaleFactor ?? 1
        let tolerance = 1e-6
        if !text.wraps {
            let sides = padding.left + padding.right
            // IB's stored width (scaled at another content size: `TextSizes.stored`) is what the text needs;
            // IB's own number carries no error, a scaled one the measurement's.
            let stored = sizes.stored[view]?.width
            let needed = ((stored.map { $0 - sides } ?? laidOut.singleLineWidth) * shrink) + sides
            let allowance = stored == nil || stored != text.storedSize?.width ? Self.widthError(frame.width) : tolerance
            if needed > frame.width + allowance {
                needs.width = needed.roundedForOutput
                has.width = frame.width.roundedForOutput
            }
        }
        var lines = laidOut.lineCount
        if !text.wraps, laidOut.lineCount > 0, frame.height + tolerance < Self.pointSize(text.font, sizes.contentSize) {
            // One line centred in less than its font's size: the letters themselves spill out.
            needs.height = (laidOut.height + padding.top + padding.bottom).roundedForOutput
            has.height = frame.height.roundedForOutput
        }
        if text.wraps, laidOut.height > textHeight + tolerance {
            // Lines that fit the height: UIKit draws only whole lines.
            let fittingLines = laidOut.lineHeight > 0 ? Int(((textHeight + tolerance) / laidOut.lineHeight).rounded(.down)) : 0
            lines = min(lines, max(fittingLines, 0))
            needs.height = (laidOut.height + padding.top + padding.bottom).roundedForOutput
            has.height = frame.height.roundedForOutput
        }
        if text.wraps, laidOut.neededLineCount > laidOut.lineCount {
            // More lines than numberOfLines allows: the height all of them would take.
            let all = sizes.measurer.measure(text.text, font: text.font, contentSize: sizes.contentSize,
                                             numberOfLines: 0, width: textWidth, scale: sizes.scale)
            needs.height = (all.height + padding.top + padding.bottom).roundedForOutput
            has.height = frame.height.roundedForOutput
        }
        return TextFit(lines: lines, needs: needs, has: has, measurement: laidOut, textWidth: textWidth)
    }

    /// A font's size in points under a content size (a text style's Dynamic Type size).
    static func pointSize(_ font: TextFont, _ contentSize: ContentSizeCategory) -> Double {
        switch font {
        case .textStyle(let style): return style.dynamicTypeFont(contentSize).size
        case .system(let size, _, _), .named(_, let size): return size
        }
    }

    /// How much wider than a view `width` points wide its measured one-line text may
    /// come out and still fit: the measurement's stated error, max(1 pt, 2 %) of the
    /// true width (docs/text.md, "Calibration").
    static func widthError(_ width: Double) -> Double { max(1, 0.02 * width) }
}

/// A text view's text in its frame (`SolveResult.texts`).
struct TextFit: Sendable {
    struct Size: Hashable, Sendable {
        var width: Double?
        var height: Double?
        var isEmpty: Bool { width == nil && height == nil }
    }

    /// Lines drawn.
    var lines: Int
    /// Where the text does not fit: what it needs and what it has (empty when it fits).
    var needs: Size
    var has: Size
    /// The text laid out at the view's width.
    var measurement: TextMeasurement
    var textWidth: Double

    var isTruncated: Bool { !needs.isEmpty }
}
