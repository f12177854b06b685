import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText

/// Where each part of one panel goes: the title, the views' boxes at their
/// absolute positions, the guides, the labels and the legend. Coordinates
/// are relative to the panel's top-left corner.
struct PanelLayout {
    let panel: LayoutPicture.Panel
    /// Views present in the result, parents before children, with absolute frames.
    let boxes: [Box]
    let legend: [LegendLine]
    let title: String?
    /// Where the screen's (0, 0) is in the panel.
    let origin: (x: Double, y: Double)
    /// The screen area: the root's bounds and every box, from `origin`.
    let screenBounds: Rect
    /// The safe area's outside, as bands inside the root, and the keyboard.
    let guides: Guides
    /// Labels by box index; the keyboard's label under index `boxes.count`.
    let labels: [Int: LabelPlacement.Label]
    /// The text each box shows, by box index (`DrawnText`, in the view's coordinates).
    let texts: [Int: DrawnText]
    let width: Double
    let height: Double

    struct Box {
        var name: String
        var kind: String?
        /// Absolute, in screen coordinates.
        var frame: Frame
        var depth: Int
        var hidden: Bool
        var problem: Problem?
        /// Indices of the boxes of its superviews.
        var ancestors: Set<Int>
    }

    enum Problem { case conflict, ambiguous, truncated }

    struct LegendLine {
        var text: String
        var colour: String
        /// The class that gives `colour` in `LayoutPicture.stylesheet`.
        var colourClass: String {
            colour == PanelLayout.conflictColour ? "conflict" : colour == PanelLayout.ambiguousColour ? "ambiguous"
                : colour == PanelLayout.truncatedColour ? "truncated" : "guide"
        }
        /// For a conflict: the views and constraints of its minimal set.
        var conflict: (views: [String], constraints: [String])?
    }

    struct Guides {
        /// Shaded bands between the root's edges and the safe area.
        var unsafeBands: [Rect] = []
        var safeArea: Rect?
        var keyboard: Rect?
    }

    static let titleHeight = 22.0
    static let legendLineHeight = 15.0
    static let gutterGap = 14.0
    static let conflictColour = "#d62728"
    static let ambiguousColour = "#ff7f0e"
    /// Text that does not fit its view.
    static let truncatedColour = "#c51b7d"

    init(_ panel: LayoutPicture.Panel) {
        self.panel = panel
        let screen = panel.screen
        let result = panel.result
        let boxes = PanelLayout.boxes(screen: screen, result: result)
        self.boxes = boxes
        let boxIndex = Dictionary(boxes.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var texts: [Int: DrawnText] = [:]
        for drawn in DrawnText.all(screen: screen, result: result, request: panel.request, measurer: panel.measurer) {
            if let index = boxIndex[drawn.view] { texts[index] = drawn }
        }
        self.texts = texts
        legend = PanelLayout.legend(screen: screen, result: result, panel: panel)

        var bounds = Rect(x: 0, y: 0, width: max(result.width, 1), height: max(result.height, 1))
        for box in boxes {
            let frame = Rect(x: box.frame.x, y: box.frame.y, width: max(box.frame.width, 0), height: max(box.frame.height, 0))
            let minX = min(bounds.x, frame.x), minY = min(bounds.y, frame.y)
            bounds = Rect(x: minX, y: minY, width: max(bounds.maxX, frame.maxX) - minX, height: max(bounds.maxY, frame.maxY) - minY)
        }
        screenBounds = bounds
        let titleText = panel.showsTitle ? PanelLayout.title(result) : nil
        title = titleText
        let top = titleText == nil ? 0 : PanelLayout.titleHeight
        origin = (-bounds.x, top - bounds.y)
        let guides = PanelLayout.guides(result: result, panel: panel)
        self.guides = guides

        // Labels, in panel coordinates.
        let offset = (x: origin.x, y: origin.y)
        let rects = boxes.map {
            Rect(x: $0.frame.x + offset.x, y: $0.frame.y + offset.y, width: max($0.frame.width, 0), height: max($0.frame.height, 0))
        }
        var requests = boxes.enumerated().map { index, box in
            var texts = [box.name]
            if let kind = box.kind, kind != "view" { texts.insert("\(box.name) (\(kind))", at: 0) }
            // The keyboard is no view: labels may sit on it.
            return LabelPlacement.Request(texts: texts, box: rects[index], ancestors: box.ancestors.union([boxes.count]),
                                          index: index)
        }
        var obstacles = rects
        if let keyboard = guides.keyboard {
            let rect = Rect(x: keyboard.x + offset.x, y: keyboard.y + offset.y, width: keyboard.width, height: keyboard.height)
            requests.append(LabelPlacement.Request(
                texts: ["keyboard \(formatNumber(keyboard.height))", "keyboard"], box: rect,
                ancestors: Set(boxes.indices.filter { boxes[$0].depth == 0 }), index: boxes.count))
            obstacles.append(rect)
        }
        let gutterX = bounds.width + PanelLayout.gutterGap
        let screenRect = Rect(x: 0, y: top, width: bounds.width, height: bounds.height)
        // The views' texts are what the picture is for: no label covers them.
        let textRects = texts.flatMap { index, text in
            text.lineFrames.map {
                Rect(x: rects[index].x + $0.x, y: rects[index].y + $0.y, width: $0.width, height: $0.height)
            }
        }
        let placed = LabelPlacement.place(requests, boxes: obstacles, screen: screenRect, gutterX: gutterX, top: top,
                                          keepingClear: textRects)
        labels = placed

        let labelRight = placed.values.map(\.frame.maxX).max() ?? 0
        let labelBottom = placed.values.map(\.frame.maxY).max() ?? 0
        let legendWidth = legend.map { Double($0.text.count) * 11 * 0.62 }.max() ?? 0
        width = max(bounds.width, labelRight, Double(titleText?.count ?? 0) * 13 * 0.62, legendWidth)
        let screenBottom = max(top + bounds.height, labelBottom)
        height = screenBottom + (legend.isEmpty ? 0 : 10 + Double(legend.count) * PanelLayout.legendLineHeight)
    }

    /// Where the legend starts.
    var legendTop: Double {
        let labelBottom = labels.values.map(\.frame.maxY).max() ?? 0
        return max(origin.y + screenBounds.y + screenBounds.height, labelBottom) + 10
    }

    static func title(_ result: SolveResult) -> String {
        var title = "\(result.screen)  \(formatNumber(result.width))×\(formatNumber(result.height))  "
            + "\(result.traits.orientation.rawValue) \(result.traits.widthClass.rawValue)/\(result.traits.heightClass.rawValue)"
        let content = result.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if !content.isEmpty { title += "  " + content.joined(separator: " ") }
        return title
    }

    /// Each present view's box at its absolute position, parents first.
    static func boxes(screen: Screen, result: SolveResult) -> [Box] {
        let superviews = Dictionary(screen.views.map { ($0.name, $0.superview) }, uniquingKeysWith: { a, _ in a })
        let kinds = Dictionary(screen.views.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        let frames = Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
        var conflictViews: Set<String> = []
        for broken in result.unsatisfiable {
            for id in broken.conflict + [broken.broken] {
                conflictViews.formUnion(views(ofConstraint: id, in: screen))
            }
        }
        let ambiguousViews = Set(result.ambiguous.map(\.view))
        let truncatedViews = Set(result.truncated.map(\.view))
        let hidden = Set(result.hiddenViews)

        var boxes: [(box: Box, chain: [String])] = []
        for (name, frame) in result.frames {
            // Absolute position: add up the origins of the superviews present.
            var absolute = frame
            var chain: [String] = []
            var current = superviews[name] ?? nil
            var seen: Set<String> = [name]
            while let superview = current, let superFrame = frames[superview], seen.insert(superview).inserted {
                absolute.x += superFrame.x
                absolute.y += superFrame.y
                chain.append(superview)
                current = superviews[superview] ?? nil
            }
            let problem: Problem? = conflictViews.contains(name) ? .conflict
                : ambiguousViews.contains(name) ? .ambiguous : truncatedViews.contains(name) ? .truncated : nil
            boxes.append((Box(name: name, kind: kinds[name] ?? nil, frame: absolute, depth: chain.count,
                              hidden: hidden.contains(name), problem: problem, ancestors: []), chain))
        }
        // Parents first so children draw on top of them.
        let sorted = boxes.enumerated().sorted { ($0.element.box.depth, $0.offset) < ($1.element.box.depth, $1.offset) }
            .map(\.element)
        let position = Dictionary(sorted.enumerated().map { ($0.element.box.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        return sorted.map { entry in
            var box = entry.box
            box.ancestors = Set(entry.chain.compactMap { position[$0] })
            return box
        }
    }

    static func legend(screen: Screen, result: SolveResult, panel: LayoutPicture.Panel) -> [LegendLine] {
        var legend: [LegendLine] = []
        for broken in result.unsatisfiable {
            let members = broken.conflict.contains(broken.broken) ? broken.conflict : broken.conflict + [broken.broken]
            let views = Set(members.flatMap { PanelLayout.views(ofConstraint: $0, in: screen) })
            let ordered = result.frames.map(\.view).filter(views.contains)
            let lines = PanelLayout.wrap("unsatisfiable: gave up \(broken.broken); conflict:", broken.conflict)
            legend += lines.map { LegendLine(text: $0, colour: PanelLayout.conflictColour, conflict: (ordered, members)) }
        }
        for view in result.ambiguous {
            legend.append(LegendLine(text: "ambiguous: \(view.view) (\(view.attributes.joined(separator: ", ")))",
                                     colour: PanelLayout.ambiguousColour))
        }
        for text in result.truncated {
            legend.append(LegendLine(text: "truncated: \(text.view) needs \(text.needs), has \(text.has)",
                                     colour: PanelLayout.truncatedColour))
        }
        if !result.hiddenViews.isEmpty {
            legend.append(LegendLine(text: "hidden (dashed): \(result.hiddenViews.joined(separator: ", "))", colour: "#555555"))
        }
        let insets = panel.safeArea
        if insets != .zero {
            let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
                .filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
            legend.append(LegendLine(text: "shaded: outside the safe area (\(sides.joined(separator: ", ")))", colour: "#555555"))
        }
        return legend
    }

    /// The safe area's outside and the keyboard, in the root's coordinates.
    static func guides(result: SolveResult, panel: LayoutPicture.Panel) -> Guides {
        var guides = Guides()
        let width = result.width, height = result.height
        let insets = panel.safeArea
        if insets != .zero {
            let safe = Rect(x: insets.left, y: insets.top, width: max(0, width - insets.left - insets.right),
                            height: max(0, height - insets.top - insets.bottom))
            guides.safeArea = safe
            let bands = [
                Rect(x: 0, y: 0, width: width, height: insets.top),
                Rect(x: 0, y: safe.maxY, width: width, height: height - safe.maxY),
                Rect(x: 0, y: safe.y, width: insets.left, height: safe.height),
                Rect(x: safe.maxX, y: safe.y, width: width - safe.maxX, height: safe.height),
            ]
            guides.unsafeBands = bands.filter { $0.width > 0 && $0.height > 0 }
        }
        if panel.keyboardHeight > 0 {
            let keyboardHeight = min(panel.keyboardHeight, height)
            guides.keyboard = Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
        }
        return guides
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
        let names = Set(screen.views.map(\.name))
        guard let entry = screen.constraint(id: base) else {
            // Generated constraints are named `view:what` (`caption:hugging.horizontal`, `row:spacing#1`).
            let owner = String(base.split(separator: ":", maxSplits: 1).first ?? "")
            return names.contains(owner) ? [owner] : []
        }
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
