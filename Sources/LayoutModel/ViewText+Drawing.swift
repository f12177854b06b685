import LayoutDocument
import LayoutText

/// A view's text as a picture draws it in the view's solved frame: the lines UIKit shows
/// (`TextMeasurer.drawing`), where the first baseline falls and which side the lines keep to,
/// in the view's own coordinates.
package struct DrawnText: Sendable, Hashable {
    package enum Alignment: String, Sendable { case left, center, right }

    package var view: String
    package var drawing: TextDrawing
    /// The text box inside the view (the view's padding left out).
    package var box: Frame
    /// The first line's baseline, from the view's top.
    package var firstBaseline: Double
    package var alignment: Alignment
    /// The text is laid out right to left (its paragraph direction; the lines keep to the right).
    package var isRightToLeft: Bool

    /// Where a line starts, from the view's left edge, for its alignment.
    package func lineX(_ line: TextDrawing.Line) -> Double {
        switch alignment {
        case .left: return box.x
        case .center: return box.x + (box.width - line.width) / 2
        case .right: return box.x + box.width - line.width
        }
    }

    /// Each line's box in the view's coordinates: from its start to its measured width, one line
    /// high from the top of its line.
    package var lineFrames: [Frame] {
        drawing.lines.enumerated().map { number, line in
            Frame(x: lineX(line), y: firstBaseline - drawing.ascender + Double(number) * drawing.lineHeight,
                  width: line.width, height: drawing.lineHeight)
        }
    }

    /// The text of every present, visible view that shows one, drawn in its solved frame under
    /// `request`, with the lines the layout gave it:
    /// - wrapped at the text box's width (the frame less the view's padding), as the solve's
    ///   second pass measured it, as many lines as the result says the view draws
    ///   (`SolveResult.lines`; at least one);
    /// - a one-line text that shrinks to fit (`minimumScaleFactor`) is drawn at the size that
    ///   fits its width, down to that factor of its own;
    /// - a view the result lists as truncated has its last line cut as UIKit cuts it (its
    ///   `lineBreakMode`; else "…" at the end for a label and a text field, in the middle for a
    ///   classic button's title, no ellipsis for a configuration button or a text view, which
    ///   wrap); the others are drawn whole: the layout judged them to fit, within the
    ///   measurement's error;
    /// - the lines keep to the leading side (the right, right to left) and a button's title is
    ///   centred; they are centred vertically in the text box, as UILabel, a button's title and a
    ///   text field draw them, except in a text view, which starts at the top.
    /// A pseudolanguage transforms the text as the solve did.
    package static func all(
        screen: Screen, result: SolveResult, request: SolveRequest, measurer: TextMeasurer = TextMeasurer()
    ) -> [DrawnText] {
        let frames = Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let hidden = Set(result.hiddenViews)
        let truncated = Set(result.truncated.map(\.view))
        let rightToLeft = request.direction(of: screen) == .rightToLeft
        let contentSize = request.contentSize ?? .L
        var drawn: [DrawnText] = []
        for view in screen.views {
            guard let frame = frames[view.name], !hidden.contains(view.name), var text = ViewText(view) else { continue }
            if let pseudolanguage = request.language?.pseudolanguage { text.text = pseudolanguage.transform(text.text) }
            guard !text.text.isEmpty else { continue }
            let padding = text.padding
            let box = Frame(x: padding.left, y: padding.top, width: max(0, frame.width - padding.left - padding.right),
                            height: max(0, frame.height - padding.top - padding.bottom))
            let lines = max(1, result.lines[view.name] ?? 1)
            let cut = truncated.contains(view.name) ? cut(of: view) : nil
            var drawing = measurer.drawing(text.text, font: text.font, contentSize: contentSize,
                                           numberOfLines: text.numberOfLines, width: box.width, lines: lines, cut: nil)
            if let minimum = text.minimumScaleFactor, !text.wraps, let whole = drawing.lines.first?.width, whole > box.width,
               whole > 0 {
                // adjustsFontSizeToFitWidth: the font shrinks to the width, down to its minimum scale factor.
                // Tracking is not proportional to the size: a few steps find the size that fits.
                var scale = 1.0, width = whole
                for _ in 0..<4 where width > box.width && scale > minimum {
                    scale = max(minimum, scale * box.width / width)
                    width = measurer.drawing(text.text, font: scaled(text.font, by: scale, contentSize: contentSize),
                                             numberOfLines: 1, width: box.width, lines: 1, cut: nil).lines.first?.width ?? 0
                }
                drawing = measurer.drawing(text.text, font: scaled(text.font, by: scale, contentSize: contentSize),
                                           numberOfLines: 1, width: box.width, lines: 1, cut: cut)
            } else if cut != nil {
                drawing = measurer.drawing(text.text, font: text.font, contentSize: contentSize,
                                           numberOfLines: text.numberOfLines, width: box.width, lines: lines, cut: cut)
            }
            let blockHeight = Double(drawing.lines.count) * drawing.lineHeight
            let top = view.kind == "textView" ? box.y : box.y + (box.height - blockHeight) / 2
            let alignment: Alignment = view.kind == "button" ? .center : (rightToLeft ? .right : .left)
            drawn.append(DrawnText(view: view.name, drawing: drawing, box: box, firstBaseline: top + drawing.ascender,
                                   alignment: alignment, isRightToLeft: rightToLeft))
        }
        return drawn
    }

    /// A font `scale` times the size (a text style at its size under `contentSize`).
    static func scaled(_ font: TextFont, by scale: Double, contentSize: ContentSizeCategory) -> TextFont {
        switch font {
        case .textStyle(let style):
            let dynamic = style.dynamicTypeFont(contentSize)
            return .system(size: dynamic.size * scale, weight: dynamic.weight, italic: false)
        case .system(let size, let weight, let italic): return .system(size: size * scale, weight: weight, italic: italic)
        case .named(let name, let size): return .named(name, size: size * scale)
        }
    }

    /// How UIKit cuts the view's text when it does not fit: its `lineBreakMode`, else the default
    /// of its kind (UILabel and UITextField: the tail; a classic UIButton's title label: the
    /// middle; a button configuration's title and a text view wrap words, with no ellipsis).
    static func cut(of view: ViewSpec) -> TextDrawing.Cut {
        switch view.kind {
        case "textView": return .word
        case "textField": return .tail
        case "button" where view.buttonConfiguration != nil: return .word  // `lineBreakMode` is the classic title's
        default: break
        }
        switch view.lineBreakMode {
        case .byTruncatingTail: return .tail
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byWordWrapping: return .word
        case .byCharWrapping, .byClipping: return .character
        case nil: return view.kind == "button" ? .middle : .tail
        }
    }
}
