/// One panel as `LayoutPicture.panelSVG` draws it, as data rather than text:
/// every element's final position (in the picture's coordinates), class and
/// text. The HTML report embeds it compactly and its script writes the same
/// SVG from it, element for element, when a card comes into view.
package struct PanelDrawing: Sendable, Hashable {
    /// A view's or the keyboard's label: its text at (x, baseline), and for a
    /// label moved beside the screen, the leader's three points and the dot on the box.
    package struct Label: Sendable, Hashable {
        package var text: String
        package var x: Double
        package var baseline: Double
        /// `[fromX, fromY, bendX, bendY, toX, toY]`, the dot at (toX, toY).
        package var leader: [Double]?
    }

    /// A view's text: its font, and each line at (x, baseline) with the width the layout measured.
    package struct Text: Sendable, Hashable {
        package struct Line: Sendable, Hashable {
            package var text: String
            /// Where the line starts: its left edge, or its right edge right to left.
            package var x: Double
            package var baseline: Double
            package var width: Double
            /// Drawn in a fallback font (`TextDrawing.Line.needsFallback`): scaled to its width, not spaced.
            package var needsFallback: Bool
        }

        package var size: Double
        /// Inter, Inter Display or a named font's family (`LayoutPicture.fontFamily` makes the CSS list).
        package var family: String
        package var weight: Int
        package var italic: Bool
        /// CSS letter-spacing in points: the system font's tracking.
        package var tracking: Double
        package var isRightToLeft: Bool
        package var lines: [Line]
    }

    package struct Box: Sendable, Hashable {
        package var view: String
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
        /// `d0`…`d7` by depth, or `conflict`, `ambiguous`, `truncated`.
        package var colourClass: String
        package var hidden: Bool
        package var label: Label?
        package var text: Text?
    }

    /// A shaded band outside the safe area (`unsafe-area`), the safe area's edge (`safe-area`) or the keyboard.
    package struct Guide: Sendable, Hashable {
        package var kind: String
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
    }

    package struct LegendLine: Sendable, Hashable {
        package var text: String
        package var colourClass: String
        package var x: Double
        package var y: Double
        /// For a conflict: its first legend line's number, and its views and constraints, space-separated.
        package var conflict: (first: Int, views: String, constraints: String)?

        package static func == (lhs: LegendLine, rhs: LegendLine) -> Bool {
            lhs.text == rhs.text && lhs.colourClass == rhs.colourClass && lhs.x == rhs.x && lhs.y == rhs.y
                && lhs.conflict?.first == rhs.conflict?.first && lhs.conflict?.views == rhs.conflict?.views
                && lhs.conflict?.constraints == rhs.conflict?.constraints
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(y)
        }
    }

    package var screen: String
    /// The viewBox's size.
    package var width: Double
    package var height: Double
    package var guides: [Guide]
    package var boxes: [Box]
    package var keyboardLabel: Label?
    package var legend: [LegendLine]
}

extension LayoutPicture {
    /// What `panelSVG(panel, inset:)` draws, as data (`PanelDrawing`).
    package static func panelDrawing(_ panel: Panel, inset: Double = 4) -> PanelDrawing {
        PanelLayout(panel).drawing(x: inset, y: inset)
    }
}

extension PanelLayout {
    /// The elements `draw(into:x:y:paint: .classes)` writes, with the same numbers.
    func drawing(x: Double, y: Double) -> PanelDrawing {
        let left = x + origin.x, top = y + origin.y
        var guides: [PanelDrawing.Guide] = []
        func guide(_ kind: String, _ rect: Rect) {
            guides.append(.init(kind: kind, x: left + rect.x, y: top + rect.y, width: rect.width, height: rect.height))
        }
        for band in self.guides.unsafeBands { guide("unsafe-area", band) }
        if let safe = self.guides.safeArea { guide("safe-area", safe) }
        if let keyboard = self.guides.keyboard { guide("keyboard", keyboard) }
        func label(_ label: LabelPlacement.Label) -> PanelDrawing.Label {
            let frame = label.frame
            var leader: [Double]?
            if let point = label.leader {
                let fromX = x + frame.x - 2, fromY = y + frame.y + frame.height / 2
                leader = [fromX, fromY, fromX - 6, fromY, x + point.x, y + point.y]
            }
            return .init(text: label.text, x: x + frame.x, baseline: y + frame.y + LabelPlacement.fontSize, leader: leader)
        }
        let boxes = self.boxes.enumerated().map { index, box in
            let text = texts[index].map { drawn in
                let font = drawn.drawing
                return PanelDrawing.Text(
                    size: font.size, family: font.family, weight: font.weight, italic: font.italic, tracking: font.tracking,
                    isRightToLeft: drawn.isRightToLeft,
                    lines: textLines(drawn, left: left + box.frame.x, top: top + box.frame.y).map {
                        .init(text: $0.text, x: $0.x, baseline: $0.baseline, width: $0.width, needsFallback: $0.needsFallback)
                    })
            }
            return PanelDrawing.Box(view: box.name, x: left + box.frame.x, y: top + box.frame.y,
                                    width: max(box.frame.width, 0), height: max(box.frame.height, 0),
                                    colourClass: colourClass(of: box), hidden: box.hidden, label: labels[index].map(label),
                                    text: text)
        }
        var legend: [PanelDrawing.LegendLine] = []
        var legendY = y + legendTop
        for (index, line) in self.legend.enumerated() {
            legendY += PanelLayout.legendLineHeight
            var conflict: (Int, String, String)?
            if let members = line.conflict {
                let first = self.legend.firstIndex { $0.conflict != nil && $0.text == line.text } ?? index
                conflict = (first, members.views.joined(separator: " "), members.constraints.joined(separator: " "))
            }
            legend.append(.init(text: line.text, colourClass: line.colourClass, x: x, y: legendY - 3, conflict: conflict))
        }
        return PanelDrawing(screen: panel.result.screen, width: width + 2 * x, height: height + 2 * y, guides: guides,
                            boxes: boxes, keyboardLabel: labels[self.boxes.count].map(label), legend: legend)
    }
}

extension LayoutPicture {
    /// The CSS font-family list a picture writes for a text's family.
    package static func fontFamily(_ family: String) -> String { PanelLayout.fontFamily(family) }

    /// A coordinate as the SVG pictures write it: two decimals at most, no needless zeros.
    package static func coordinate(_ value: Double) -> String { number(value) }
}
