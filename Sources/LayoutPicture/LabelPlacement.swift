/// Where each view's label goes, so that labels never overlap one another
/// and never leave the picture: inside the view's box where the whole name
/// fits without covering another box, else shortened with an ellipsis, else
/// out in a column beside the screen with a leader line to the box.
///
/// Text widths are estimated, as no fonts are measured: every character
/// advances `advance` em (0.6 em of a 10-point Helvetica is 6 points, a
/// little more than its average letter, so estimates err on the wide side).
struct LabelPlacement {
    static let fontSize = 10.0
    static let advance = 0.6
    static let lineHeight = 12.0
    static let padding = 3.0
    /// The shortest shortened label worth writing inside a box: six
    /// characters and the ellipsis; anything shorter reads as a riddle, and
    /// the whole name goes beside the screen instead.
    static let shortestLabel = 7

    /// One label to place, for a view's box (or a guide's).
    struct Request {
        var texts: [String]
        var box: Rect
        /// Boxes the label may sit on without hiding anything (the box's ancestors).
        var ancestors: Set<Int>
        var index: Int
    }

    /// A placed label: its text's top-left corner and size, and for a label
    /// moved out of its box, the point of the box the leader line goes to.
    struct Label: Hashable {
        var text: String
        var frame: Rect
        var leader: (x: Double, y: Double)?

        static func == (lhs: Label, rhs: Label) -> Bool {
            lhs.text == rhs.text && lhs.frame == rhs.frame && lhs.leader?.x == rhs.leader?.x && lhs.leader?.y == rhs.leader?.y
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(frame)
        }
    }

    static func width(of text: String) -> Double {
        Double(text.count) * fontSize * advance
    }

    /// The text shortened to at most `width` points: the first characters and `…`.
    static func shortened(_ text: String, toFit width: Double) -> String? {
        let characters = Int((width / (fontSize * advance)).rounded(.down))
        if characters >= text.count { return text }
        guard characters >= shortestLabel else { return nil }
        return String(text.prefix(characters - 1)) + "…"
    }

    /// Places every request; boxes are all the boxes drawn (by index), and
    /// `gutterX` is where the column of moved-out labels starts. Labels that
    /// fit nowhere inside their box go just beside it (below, above, right,
    /// left) where that covers no other box, else to the column.
    /// No label inside the screen covers a rectangle of `keepingClear` (the views' texts).
    /// - Returns: labels by request index.
    static func place(_ requests: [Request], boxes: [Rect], screen: Rect, gutterX: Double, top: Double,
                      keepingClear: [Rect] = []) -> [Int: Label] {
        var placed: [Rect] = keepingClear
        var labels: [Int: Label] = [:]
        var outside: [Request] = []
        // Smallest boxes first: they have the fewest places to go.
        let order = requests.sorted { ($0.box.width * $0.box.height, $0.index) < ($1.box.width * $1.box.height, $1.index) }
        for request in order {
            if let label = inside(request, boxes: boxes, placed: placed) {
                placed.append(label.frame)
                labels[request.index] = label
            } else {
                outside.append(request)
            }
        }
        var remaining: [Request] = []
        for request in outside {
            if let label = beside(request, boxes: boxes, screen: screen, placed: placed) {
                placed.append(label.frame)
                labels[request.index] = label
            } else {
                remaining.append(request)
            }
        }
        outside = remaining
        // The column beside the screen, in the order of the boxes' heights,
        // each label as near its box as the labels above it allow.
        var nextFree = top
        for request in outside.sorted(by: { ($0.box.y, $0.index) < ($1.box.y, $1.index) }) {
            let text = request.texts[0]
            let wanted = request.box.y + min(request.box.height / 2, lineHeight) - lineHeight / 2
            let y = max(wanted, nextFree)
            let frame = Rect(x: gutterX, y: y, width: width(of: text), height: lineHeight)
            nextFree = y + lineHeight
            let anchorY = min(max(y + lineHeight / 2, request.box.y), request.box.maxY)
            labels[request.index] = Label(text: text, frame: frame, leader: (request.box.maxX, anchorY))
        }
        return labels
    }

    /// The first place inside the box where a text of the request fits
    /// without touching a placed label or another box that is not an ancestor.
    static func inside(_ request: Request, boxes: [Rect], placed: [Rect]) -> Label? {
        let box = request.box
        let room = Rect(x: box.x + padding, y: box.y + 1, width: box.width - 2 * padding, height: box.height - 2)
        guard room.width > 0, room.height >= lineHeight else { return nil }
        var texts = request.texts
        if let last = texts.last, let short = shortened(last, toFit: room.width), short != last { texts.append(short) }
        for text in texts {
            let size = (width: width(of: text), height: lineHeight)
            guard size.width <= room.width else { continue }
            for candidate in positions(in: room, size: size) {
                if placed.contains(where: candidate.intersects) { continue }
                // The rectangle test first: most boxes are far away, and the set lookup costs a hash.
                let covers = boxes.indices.contains { index in
                    boxes[index].intersects(candidate) && index != request.index && !request.ancestors.contains(index)
                }
                if !covers { return Label(text: text, frame: candidate, leader: nil) }
            }
        }
        return nil
    }

    /// A place touching the box from outside, within the screen, over no box
    /// but the request's ancestors and no placed label.
    static func beside(_ request: Request, boxes: [Rect], screen: Rect, placed: [Rect]) -> Label? {
        let box = request.box
        let text = request.texts[0]
        let size = (width: width(of: text), height: lineHeight)
        let gap = 2.0
        let candidates = [
            Rect(x: box.x, y: box.maxY + gap, width: size.width, height: size.height),
            Rect(x: box.x, y: box.y - gap - size.height, width: size.width, height: size.height),
            Rect(x: box.maxX + gap + 1, y: box.y, width: size.width, height: size.height),
            Rect(x: box.maxX - size.width, y: box.maxY + gap, width: size.width, height: size.height),
            Rect(x: box.x - gap - 1 - size.width, y: box.y, width: size.width, height: size.height),
        ]
        for candidate in candidates where screen.contains(candidate) {
            if placed.contains(where: candidate.intersects) { continue }
            let covers = boxes.indices.contains { index in
                boxes[index].intersects(candidate) && !request.ancestors.contains(index)
            }
            if !covers { return Label(text: text, frame: candidate, leader: nil) }
        }
        return nil
    }

    /// Candidate places in the order a designer would try them: the top-left
    /// corner, the other corners, then down the left and right sides.
    static func positions(in room: Rect, size: (width: Double, height: Double)) -> [Rect] {
        let left = room.x, right = room.maxX - size.width
        let top = room.y, bottom = room.maxY - size.height
        var points = [(left, top), (right, top), (left, bottom), (right, bottom),
                      (room.x + (room.width - size.width) / 2, room.y + (room.height - size.height) / 2)]
        var y = top + size.height
        while y < bottom, points.count < 40 {
            points.append((left, y))
            points.append((right, y))
            y += size.height
        }
        return points.map { Rect(x: $0.0, y: $0.1, width: size.width, height: size.height) }
    }
}
