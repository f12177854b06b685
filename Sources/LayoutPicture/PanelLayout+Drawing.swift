import LayoutModel
import LayoutText

/// How a picture carries its styling: presentation attributes on every
/// element (a standalone SVG file), or class names styled by
/// `LayoutPicture.stylesheet` (a page that holds many pictures).
package enum Paint: Sendable { case attributes, classes }

/// Drawing a laid-out panel as SVG elements.
extension PanelLayout {
    static let palette = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#7f7f7f", "#bcbd22", "#e377c2"]
    static let guideColour = "#555555"

    func colour(of box: Box) -> String {
        switch box.problem {
        case .conflict: return PanelLayout.conflictColour
        case .ambiguous: return PanelLayout.ambiguousColour
        case .truncated: return PanelLayout.truncatedColour
        case nil: return PanelLayout.palette[box.depth % PanelLayout.palette.count]
        }
    }

    /// The class that stands for `colour(of:)` in a stylesheet.
    func colourClass(of box: Box) -> String {
        switch box.problem {
        case .conflict: return "conflict"
        case .ambiguous: return "ambiguous"
        case .truncated: return "truncated"
        case nil: return "d\(box.depth % PanelLayout.palette.count)"
        }
    }

    /// The style sheet that gives `Paint.classes` pictures the same look as `Paint.attributes` ones.
    static var stylesheet: String {
        var css = "svg.layout-picture { font-family: Helvetica, Arial, sans-serif; }\n"
        let colours = palette.enumerated().map { ("d\($0.offset)", $0.element) }
            + [("conflict", conflictColour), ("ambiguous", ambiguousColour), ("truncated", truncatedColour),
               ("guide", guideColour)]
        for (name, colour) in colours {
            css += "svg.layout-picture rect.\(name) { fill: \(colour); stroke: \(colour); }\n"
            css += "svg.layout-picture text.\(name), svg.layout-picture circle.\(name) { fill: \(colour); }\n"
            css += "svg.layout-picture polyline.\(name) { stroke: \(colour); }\n"
        }
        css += """
            svg.layout-picture rect.box { fill-opacity: 0.08; stroke-width: 1; }
            svg.layout-picture rect.box.conflict, svg.layout-picture rect.box.ambiguous,
            svg.layout-picture rect.box.truncated { fill-opacity: 0.18; stroke-width: 2.5; }
            svg.layout-picture rect.box.hidden { fill-opacity: 0.04; stroke-dasharray: 5 3; }
            svg.layout-picture text.label { font-size: 10px; stroke: white; stroke-width: 2.5; paint-order: stroke; }
            svg.layout-picture text.label.hidden { font-style: italic; }
            svg.layout-picture polyline.leader { fill: none; stroke-width: 0.75; stroke-opacity: 0.8; }
            svg.layout-picture text.legend { font-size: 11px; }
            svg.layout-picture text.text { fill: #1c1c1e; white-space: pre; text-rendering: geometricPrecision; }
            svg.layout-picture rect.unsafe-area { fill: #000000; fill-opacity: 0.07; stroke: none; }
            svg.layout-picture rect.safe-area { fill: none; stroke: #999999; stroke-width: 0.75; stroke-dasharray: 2 2; }
            svg.layout-picture rect.keyboard { fill: #8e8e93; fill-opacity: 0.35; stroke: #8e8e93; stroke-width: 1; }

            """
        return css
    }

    /// Draws the panel with its top-left corner at (x, y). Each view is a
    /// `<g class="view" data-view="name">` holding its box and its label.
    func draw(into svg: inout SVGText, x: Double, y: Double, paint: Paint = .attributes) {
        svg.line(#"<g class="screen" data-screen="\#(escape(panel.result.screen))">"#)
        if let title {
            svg.line(##"<text x="\##(number(x))" y="\##(number(y + 14))" font-size="13" font-weight="bold" fill="#222222">\##(escape(title))</text>"##)
        }
        let left = x + origin.x, top = y + origin.y
        drawGuides(into: &svg, left: left, top: top, paint: paint)
        for (index, box) in boxes.enumerated() {
            let frame = box.frame
            let style: String
            let ink: Ink
            switch paint {
            case .attributes:
                let colour = colour(of: box)
                let dash = box.hidden ? #" stroke-dasharray="5 3""# : ""
                let strokeWidth = box.problem == nil ? 1 : 2.5
                let opacity = box.hidden ? 0.04 : (box.problem == nil ? 0.08 : 0.18)
                style = #" fill="\#(colour)" fill-opacity="\#(number(opacity))" stroke="\#(colour)" stroke-width="\#(number(strokeWidth))"\#(dash)"#
                ink = .colour(colour)
            case .classes:
                style = #" class="box \#(colourClass(of: box))\#(box.hidden ? " hidden" : "")""#
                ink = .named(colourClass(of: box))
            }
            svg.line(#"<g class="view" data-view="\#(escape(box.name))"\#(box.hidden ? #" data-hidden="true""# : "")>"#)
            svg.line(#"<rect x="\#(number(left + frame.x))" y="\#(number(top + frame.y))" width="\#(number(max(frame.width, 0)))" "#
                     + #"height="\#(number(max(frame.height, 0)))"\#(style)/>"#)
            if let text = texts[index] {
                for line in textLines(text, left: left + frame.x, top: top + frame.y) {
                    svg.line(textElement(line, text: text, paint: paint))
                }
            }
            if let label = labels[index] {
                drawLabel(label, ink: ink, italic: box.hidden, into: &svg, x: x, y: y)
            }
            svg.line("</g>")
        }
        if let label = labels[boxes.count] {
            drawLabel(label, ink: paint == .attributes ? .colour(PanelLayout.guideColour) : .named("guide"),
                      italic: false, into: &svg, x: x, y: y)
        }
        var legendY = y + legendTop
        for (index, line) in legend.enumerated() {
            legendY += PanelLayout.legendLineHeight
            var data = ""
            if let conflict = line.conflict {
                let first = legend.firstIndex { $0.conflict != nil && $0.text == line.text } ?? index
                data = #" data-conflict="\#(first)" data-views="\#(escape(conflict.views.joined(separator: " ")))""#
                    + #" data-constraints="\#(escape(conflict.constraints.joined(separator: " ")))""#
            }
            let style = paint == .attributes ? #" class="legend" font-size="11" fill="\#(line.colour)""#
                : #" class="legend \#(line.colourClass)""#
            svg.line(#"<text\#(style) x="\#(number(x))" y="\#(number(legendY - 3))"\#(data)>\#(escape(line.text))</text>"#)
        }
        svg.line("</g>")
    }

    /// A drawn line of a view's text: its characters, where it starts (its left edge, or its right
    /// edge right to left) and its baseline, in picture coordinates, and its measured width.
    struct PlacedLine: Hashable {
        var text: String
        var x: Double
        var baseline: Double
        var width: Double
        var needsFallback: Bool
    }

    /// The lines of a view's text placed in the picture, the view's frame at (left, top).
    func textLines(_ text: DrawnText, left: Double, top: Double) -> [PlacedLine] {
        text.drawing.lines.enumerated().map { number, line in
            let x = left + text.lineX(line) + (text.isRightToLeft ? line.width : 0)
            return PlacedLine(text: line.text, x: x, baseline: top + text.firstBaseline + Double(number) * text.drawing.lineHeight,
                              width: line.width, needsFallback: line.needsFallback)
        }
    }

    /// A CSS font-family list: the family, then Inter, then the browser's sans-serif, whose
    /// fallback fonts draw the scripts Inter lacks (Arabic, CJK).
    static func fontFamily(_ family: String) -> String {
        guard family != "Inter" else { return "Inter, sans-serif" }
        return "'\(String(family.filter { $0 != "'" && $0 != "\"" && $0 != "<" && $0 != "&" }))', Inter, sans-serif"
    }

    /// One line of a view's text as an SVG `<text>`, in the measured font at its size with its
    /// tracking (`letter-spacing`), made exactly its measured width (`textLength`): spaced out
    /// where the font is the measuring one, so the glyphs keep their shapes; scaled where a
    /// fallback font draws characters the measuring font lacks (spacing would pull Arabic's
    /// joined letters apart). The picture then shows the widths the layout measured, whatever
    /// fonts the browser has. Right to left, the line is laid out right to left from its right edge.
    /// `geometricPrecision`: a picture drawn small (the report's cards) keeps the font's widths
    /// instead of rounding its size to whole pixels (which drew lines up to 5 % wide in Chromium).
    func textElement(_ line: PlacedLine, text: DrawnText, paint: Paint) -> String {
        let font = text.drawing
        var element = #"<text class="text" x="\#(number(line.x))" y="\#(number(line.baseline))" font-size="\#(number(font.size))""#
        // Always an attribute: a stylesheet's font-family would override it.
        element += #" font-family="\#(escape(PanelLayout.fontFamily(font.family)))""#
        if font.weight != 400 { element += #" font-weight="\#(font.weight)""# }
        if font.italic { element += #" font-style="italic""# }
        if (font.tracking * 100).rounded() != 0, !line.needsFallback { element += #" letter-spacing="\#(number(font.tracking))""# }
        element += #" textLength="\#(number(line.width))" lengthAdjust="\#(line.needsFallback ? "spacingAndGlyphs" : "spacing")""#
        if text.isRightToLeft { element += #" direction="rtl""# }
        if paint == .attributes {
            element += ##" fill="#1c1c1e" text-rendering="geometricPrecision" style="white-space: pre""##
        }
        return element + ">\(escape(line.text))</text>"
    }

    /// The safe area's outside as grey bands with the safe area's edge dashed,
    /// and the keyboard as a grey block.
    func drawGuides(into svg: inout SVGText, left: Double, top: Double, paint: Paint) {
        let attributes = paint == .attributes
        func rect(_ kind: String, _ rect: Rect, _ style: String) {
            svg.line(#"<rect class="\#(kind)" x="\#(number(left + rect.x))" y="\#(number(top + rect.y))" width="\#(number(rect.width))" height="\#(number(rect.height))"\#(attributes ? style : "")/>"#)
        }
        for band in guides.unsafeBands {
            rect("unsafe-area", band, ##" fill="#000000" fill-opacity="0.07""##)
        }
        if let safe = guides.safeArea {
            rect("safe-area", safe, ##" fill="none" stroke="#999999" stroke-width="0.75" stroke-dasharray="2 2""##)
        }
        if let keyboard = guides.keyboard {
            rect("keyboard", keyboard, ##" fill="#8e8e93" fill-opacity="0.35" stroke="#8e8e93" stroke-width="1""##)
        }
    }

    /// A colour written out, or the class that gives it.
    enum Ink {
        case colour(String)
        case named(String)
    }

    /// A label's text (white halo, so box edges under it stay readable) and,
    /// for a label moved out of its box, the leader line and a dot on the box.
    func drawLabel(_ label: LabelPlacement.Label, ink: Ink, italic: Bool, into svg: inout SVGText, x: Double, y: Double) {
        let frame = label.frame
        if let leader = label.leader {
            let fromX = x + frame.x - 2, fromY = y + frame.y + frame.height / 2
            let toX = x + leader.x, toY = y + leader.y
            let points = "\(number(fromX)),\(number(fromY)) \(number(fromX - 6)),\(number(fromY)) \(number(toX)),\(number(toY))"
            switch ink {
            case .colour(let colour):
                svg.line(#"<polyline class="leader" points="\#(points)" fill="none" stroke="\#(colour)" stroke-width="0.75" stroke-opacity="0.8"/>"#)
                svg.line(#"<circle cx="\#(number(toX))" cy="\#(number(toY))" r="1.75" fill="\#(colour)"/>"#)
            case .named(let name):
                svg.line(#"<polyline class="leader \#(name)" points="\#(points)"/>"#)
                svg.line(#"<circle class="\#(name)" cx="\#(number(toX))" cy="\#(number(toY))" r="1.75"/>"#)
            }
        }
        let baseline = y + frame.y + LabelPlacement.fontSize
        let position = #"x="\#(number(x + frame.x))" y="\#(number(baseline))""#
        switch ink {
        case .colour(let colour):
            svg.line(#"<text class="label" \#(position) font-size="\#(number(LabelPlacement.fontSize))" "#
                     + #"fill="\#(colour)" stroke="white" stroke-width="2.5" paint-order="stroke""#
                     + #"\#(italic ? #" font-style="italic""# : "")>\#(escape(label.text))</text>"#)
        case .named(let name):
            svg.line(#"<text class="label \#(name)\#(italic ? " hidden" : "")" \#(position)>\#(escape(label.text))</text>"#)
        }
    }
}
