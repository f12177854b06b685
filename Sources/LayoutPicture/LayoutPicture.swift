import LayoutCore
import LayoutDocument
import LayoutModel

/// Solved screens drawn as SVG: every view a labelled box inside its
/// superview, hidden views dashed, views in a conflict (red) or ambiguous
/// (orange) highlighted and explained in a legend under the screen.
public enum LayoutPicture {
    /// One screen and its solved frames.
    public struct Panel: Sendable {
        public var screen: Screen
        public var result: SolveResult
        public init(screen: Screen, result: SolveResult) {
            self.screen = screen
            self.result = result
        }
    }

    /// A picture of one solved screen.
    public static func svg(screen: Screen, result: SolveResult) -> String {
        svg([Panel(screen: screen, result: result)])
    }

    /// Several solved screens side by side in one picture.
    public static func svg(_ panels: [Panel]) -> String {
        let layouts = panels.map(PanelLayout.init)
        let gap = 40.0
        let width = max(200, layouts.reduce(0) { $0 + $1.width } + gap * Double(max(0, layouts.count - 1)) + 2 * margin)
        let height = max(100, (layouts.map(\.height).max() ?? 0) + 2 * margin)
        var svg = SVGText()
        svg.line(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width * 2))" height="\#(number(height * 2))" "#
                 + #"viewBox="0 0 \#(number(width)) \#(number(height))" font-family="Helvetica, Arial, sans-serif">"#)
        svg.line(##"<rect x="0" y="0" width="\##(number(width))" height="\##(number(height))" fill="#ffffff"/>"##)
        var x = margin
        for layout in layouts {
            layout.draw(into: &svg, x: x, y: margin)
            x += layout.width + gap
        }
        svg.line("</svg>")
        return svg.text
    }

    static let margin = 16.0
}

/// Where each part of one panel goes.
struct PanelLayout {
    let panel: LayoutPicture.Panel
    /// Views present in the result, in document order, with absolute frames.
    let boxes: [Box]
    let legend: [LegendLine]
    let title: String

    struct Box {
        var name: String
        var kind: String?
        var frame: Frame
        var depth: Int
        var hidden: Bool
        var problem: Problem?
    }

    enum Problem { case conflict, ambiguous }

    struct LegendLine {
        var text: String
        var colour: String
    }

    static let titleHeight = 22.0
    static let legendLineHeight = 15.0
    static let conflictColour = "#d62728"
    static let ambiguousColour = "#ff7f0e"

    init(_ panel: LayoutPicture.Panel) {
        self.panel = panel
        let screen = panel.screen
        let result = panel.result
        let superviews = Dictionary(screen.views.map { ($0.name, $0.superview) }, uniquingKeysWith: { a, _ in a })
        let kinds = Dictionary(screen.views.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        let frames = Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })

        var conflictViews: Set<String> = []
        for broken in result.unsatisfiable {
            for id in broken.conflict + [broken.broken] {
                conflictViews.formUnion(PanelLayout.views(ofConstraint: id, in: screen))
            }
        }
        let ambiguousViews = Set(result.ambiguous.map(\.view))
        let hidden = Set(result.hiddenViews)

        var boxes: [Box] = []
        for (name, frame) in result.frames {
            // Absolute position: add up the origins of the superviews present.
            var absolute = frame
            var depth = 0
            var current = superviews[name] ?? nil
            var seen: Set<String> = [name]
            while let superview = current, let superFrame = frames[superview], seen.insert(superview).inserted {
                absolute.x += superFrame.x
                absolute.y += superFrame.y
                depth += 1
                current = superviews[superview] ?? nil
            }
            let problem: Problem? = conflictViews.contains(name) ? .conflict
                : ambiguousViews.contains(name) ? .ambiguous : nil
            boxes.append(Box(name: name, kind: kinds[name] ?? nil, frame: absolute, depth: depth,
                             hidden: hidden.contains(name), problem: problem))
        }
        // Parents first so children draw on top of them.
        self.boxes = boxes.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
            .map(\.element)

        var legend: [LegendLine] = []
        for broken in result.unsatisfiable {
            let lines = PanelLayout.wrap("unsatisfiable: gave up \(broken.broken); conflict:", broken.conflict)
            legend += lines.map { LegendLine(text: $0, colour: PanelLayout.conflictColour) }
        }
        for view in result.ambiguous {
            legend.append(LegendLine(text: "ambiguous: \(view.view) (\(view.attributes.joined(separator: ", ")))",
                                     colour: PanelLayout.ambiguousColour))
        }
        if !hidden.isEmpty {
            legend.append(LegendLine(text: "hidden (dashed): \(result.hiddenViews.joined(separator: ", "))", colour: "#555555"))
        }
        self.legend = legend

        var title = "\(result.screen)  \(formatNumber(result.width))×\(formatNumber(result.height))  "
            + "\(result.traits.orientation.rawValue) \(result.traits.widthClass.rawValue)/\(result.traits.heightClass.rawValue)"
        let content = result.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if !content.isEmpty { title += "  " + content.joined(separator: " ") }
        self.title = title
    }

    var screenWidth: Double {
        let right = boxes.map { $0.frame.x + $0.frame.width }.max() ?? 0
        return max(panel.result.width, right, 1)
    }

    var screenHeight: Double {
        let bottom = boxes.map { $0.frame.y + $0.frame.height }.max() ?? 0
        return max(panel.result.height, bottom, 1)
    }

    /// Text is at most about 0.62 em wide per character (13-point title, 11-point legend).
    var width: Double {
        let legendWidth = legend.map { Double($0.text.count) * 11 * 0.62 }.max() ?? 0
        return max(screenWidth, Double(title.count) * 13 * 0.62, legendWidth)
    }

    var height: Double {
        PanelLayout.titleHeight + screenHeight + (legend.isEmpty ? 0 : 10 + Double(legend.count) * PanelLayout.legendLineHeight)
    }

    static let palette = ["#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#7f7f7f", "#bcbd22", "#e377c2"]

    func draw(into svg: inout SVGText, x: Double, y: Double) {
        svg.line(#"<g class="screen" data-screen="\#(escape(panel.result.screen))">"#)
        svg.line(##"<text x="\##(number(x))" y="\##(number(y + 14))" font-size="13" font-weight="bold" fill="#222222">\##(escape(title))</text>"##)
        let top = y + PanelLayout.titleHeight
        for box in boxes {
            let colour: String
            switch box.problem {
            case .conflict: colour = PanelLayout.conflictColour
            case .ambiguous: colour = PanelLayout.ambiguousColour
            case nil: colour = PanelLayout.palette[box.depth % PanelLayout.palette.count]
            }
            let frame = box.frame
            let dash = box.hidden ? #" stroke-dasharray="5 3""# : ""
            let strokeWidth = box.problem == nil ? 1 : 2.5
            let opacity = box.hidden ? 0.04 : (box.problem == nil ? 0.08 : 0.18)
            svg.line(#"<g class="view" data-view="\#(escape(box.name))"\#(box.hidden ? #" data-hidden="true""# : "")>"#)
            svg.line(#"<rect x="\#(number(x + frame.x))" y="\#(number(top + frame.y))" width="\#(number(max(frame.width, 0)))" "#
                     + #"height="\#(number(max(frame.height, 0)))" fill="\#(colour)" fill-opacity="\#(number(opacity))" "#
                     + #"stroke="\#(colour)" stroke-width="\#(number(strokeWidth))"\#(dash)/>"#)
            var label = box.name
            if let kind = box.kind, kind != "view" { label += " (\(kind))" }
            let fontSize = frame.height >= 14 || frame.height == 0 ? 10.0 : max(6, frame.height * 0.7)
            svg.line(#"<text x="\#(number(x + frame.x + 3))" y="\#(number(top + frame.y + min(fontSize + 2, max(frame.height - 2, fontSize))))" "#
                     + #"font-size="\#(number(fontSize))" fill="\#(colour)" stroke="white" stroke-width="2.5" paint-order="stroke""#
                     + #"\#(box.hidden ? #" font-style="italic""# : "")>\#(escape(label))</text>"#)
            svg.line("</g>")
        }
        var legendY = top + screenHeight + 10
        for line in legend {
            legendY += PanelLayout.legendLineHeight
            svg.line(#"<text class="legend" x="\#(number(x))" y="\#(number(legendY - 3))" font-size="11" fill="\#(line.colour)">\#(escape(line.text))</text>"#)
        }
        svg.line("</g>")
    }

    /// `head item, item, …` in lines of at most `width` characters, continuation lines indented.
    static func wrap(_ head: String, _ items: [String], width: Int = 90) -> [String] {
        var lines: [String] = []
        var current = head
        for (index, item) in items.enumerated() {
            let piece = item + (index + 1 < items.count ? "," : "")
            if current.count + 1 + piece.count > width, current.count > 4 {
                lines.append(current)
                current = "    " + piece
            } else {
                current += " " + piece
            }
        }
        lines.append(current)
        return lines
    }

    /// The views a constraint (`id` or `id#n`) relates: the items of an
    /// equation, or the views named in a visual format.
    static func views(ofConstraint id: String, in screen: Screen) -> Set<String> {
        let base = id.split(separator: "#", maxSplits: 1).first.map(String.init) ?? id
        guard let entry = screen.constraint(id: base) else { return [] }
        let names = Set(screen.views.map(\.name))
        switch entry.body {
        case .equation(let text):
            guard let equation = try? ConstraintEquation(parsing: text) else { return [] }
            return Set([equation.firstItem, equation.secondItem].compactMap { $0 }.filter(names.contains))
        case .visualFormat(let format, _):
            return Set(visualFormatViewNames(format).filter(names.contains))
        }
    }

    /// Names written as `[name` in a format, the views it lays out.
    static func visualFormatViewNames(_ format: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in format {
            if character == "[" {
                current = ""
            } else if var name = current {
                if character.isLetter || character.isNumber || character == "_" {
                    name.append(character)
                    current = name
                } else {
                    if !name.isEmpty { result.append(name) }
                    current = nil
                }
            }
        }
        return result
    }
}

/// SVG text built line by line.
struct SVGText {
    var text = ""
    mutating func line(_ line: String) { text += line + "\n" }
}

/// Coordinates to two decimals at most, without needless zeros.
func number(_ value: Double) -> String {
    formatNumber((value * 100).rounded() / 100)
}

func escape(_ text: String) -> String {
    var out = ""
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}
