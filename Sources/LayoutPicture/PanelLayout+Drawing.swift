/// Drawing a laid-out panel as SVG elements.
extension PanelLayout {
    static let palette = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#7f7f7f", "#bcbd22", "#e377c2"]
    static let guideColour = "#555555"

    func colour(of box: Box) -> String {
        switch box.problem {
        case .conflict: return PanelLayout.conflictColour
        case .ambiguous: return PanelLayout.ambiguousColour
        case nil: return PanelLayout.palette[box.depth % PanelLayout.palette.count]
        }
    }

    /// Draws the panel with its top-left corner at (x, y). Each view is a
    /// `<g class="view" data-view="name">` holding its box and its label.
    func draw(into svg: inout SVGText, x: Double, y: Double) {
        svg.line(#"<g class="screen" data-screen="\#(escape(panel.result.screen))">"#)
        if let title {
            svg.line(##"<text x="\##(number(x))" y="\##(number(y + 14))" font-size="13" font-weight="bold" fill="#222222">\##(escape(title))</text>"##)
        }
        let left = x + origin.x, top = y + origin.y
        drawGuides(into: &svg, left: left, top: top)
        for (index, box) in boxes.enumerated() {
            let colour = colour(of: box)
            let frame = box.frame
            let dash = box.hidden ? #" stroke-dasharray="5 3""# : ""
            let strokeWidth = box.problem == nil ? 1 : 2.5
            let opacity = box.hidden ? 0.04 : (box.problem == nil ? 0.08 : 0.18)
            svg.line(#"<g class="view" data-view="\#(escape(box.name))"\#(box.hidden ? #" data-hidden="true""# : "")>"#)
            svg.line(#"<rect x="\#(number(left + frame.x))" y="\#(number(top + frame.y))" width="\#(number(max(frame.width, 0)))" "#
                     + #"height="\#(number(max(frame.height, 0)))" fill="\#(colour)" fill-opacity="\#(number(opacity))" "#
                     + #"stroke="\#(colour)" stroke-width="\#(number(strokeWidth))"\#(dash)/>"#)
            if let label = labels[index] {
                drawLabel(label, colour: colour, italic: box.hidden, into: &svg, x: x, y: y)
            }
            svg.line("</g>")
        }
        if let label = labels[boxes.count] {
            drawLabel(label, colour: PanelLayout.guideColour, italic: false, into: &svg, x: x, y: y)
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
            svg.line(#"<text class="legend" x="\#(number(x))" y="\#(number(legendY - 3))" font-size="11" fill="\#(line.colour)"\#(data)>\#(escape(line.text))</text>"#)
        }
        svg.line("</g>")
    }

    /// The safe area's outside as grey bands with the safe area's edge dashed,
    /// and the keyboard as a grey block.
    func drawGuides(into svg: inout SVGText, left: Double, top: Double) {
        for band in guides.unsafeBands {
            svg.line(##"<rect class="unsafe-area" x="\##(number(left + band.x))" y="\##(number(top + band.y))" width="\##(number(band.width))" height="\##(number(band.height))" fill="#000000" fill-opacity="0.07"/>"##)
        }
        if let safe = guides.safeArea {
            svg.line(##"<rect class="safe-area" x="\##(number(left + safe.x))" y="\##(number(top + safe.y))" width="\##(number(safe.width))" height="\##(number(safe.height))" fill="none" stroke="#999999" stroke-width="0.75" stroke-dasharray="2 2"/>"##)
        }
        if let keyboard = guides.keyboard {
            svg.line(##"<rect class="keyboard" x="\##(number(left + keyboard.x))" y="\##(number(top + keyboard.y))" width="\##(number(keyboard.width))" height="\##(number(keyboard.height))" fill="#8e8e93" fill-opacity="0.35" stroke="#8e8e93" stroke-width="1"/>"##)
        }
    }

    /// A label's text (white halo, so box edges under it stay readable) and,
    /// for a label moved out of its box, the leader line and a dot on the box.
    func drawLabel(_ label: LabelPlacement.Label, colour: String, italic: Bool, into svg: inout SVGText, x: Double, y: Double) {
        let frame = label.frame
        if let leader = label.leader {
            let fromX = x + frame.x - 2, fromY = y + frame.y + frame.height / 2
            let toX = x + leader.x, toY = y + leader.y
            svg.line(#"<polyline class="leader" points="\#(number(fromX)),\#(number(fromY)) \#(number(fromX - 6)),\#(number(fromY)) \#(number(toX)),\#(number(toY))" fill="none" stroke="\#(colour)" stroke-width="0.75" stroke-opacity="0.8"/>"#)
            svg.line(#"<circle cx="\#(number(toX))" cy="\#(number(toY))" r="1.75" fill="\#(colour)"/>"#)
        }
        let baseline = y + frame.y + LabelPlacement.fontSize
        svg.line(#"<text class="label" x="\#(number(x + frame.x))" y="\#(number(baseline))" font-size="\#(number(LabelPlacement.fontSize))" "#
                 + #"fill="\#(colour)" stroke="white" stroke-width="2.5" paint-order="stroke""#
                 + #"\#(italic ? #" font-style="italic""# : "")>\#(escape(label.text))</text>"#)
    }
}
