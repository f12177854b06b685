import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutText
import Testing

/// Pictures draw each view's text (#34): in its box, at its measured width, cut with "…" where
/// the layout says UIKit cuts it. Positions are written as the arithmetic that gives them.
@Suite struct TextInPictureTests {
    static let body17 = FontSpec.system(size: 17, weight: nil, italic: false)
    static let lineHeight = 17.0 * 2444 / 2048, ascender = 17.0 * 1950 / 2048
    /// The picture's margin and title line above the screen.
    static let margin = 16.0, title = 22.0

    /// A label "Hello" at (8, 6) in a card at (20, 10), a button "Send" 80 wide, a label too
    /// long for its 100 points and a button too long for its 80, both listed as truncated.
    static func sample(truncated: Bool = true, direction: LayoutDirection? = nil) -> (Screen, SolveResult) {
        let screen = Screen(name: "cell", root: "content", views: [
            ViewSpec(name: "content"),
            ViewSpec(name: "card", superview: "content"),
            ViewSpec(name: "title", superview: "card", kind: "label", text: "Hello", font: body17),
            ViewSpec(name: "send", superview: "content", kind: "button", text: "Send", font: body17),
            ViewSpec(name: "long", superview: "content", kind: "label", text: "A title much too long for its box", font: body17),
            ViewSpec(name: "share", superview: "content", kind: "button", text: "Share with everyone nearby", font: body17),
        ], layoutDirection: direction)
        var result = SolveResult(
            screen: "cell", width: 320, height: 200,
            traits: Traits(orientation: .landscape, widthClass: .compact, heightClass: .compact), content: [:],
            frames: [
                ("content", Frame(x: 0, y: 0, width: 320, height: 200)),
                ("card", Frame(x: 20, y: 10, width: 200, height: 80)),
                ("title", Frame(x: 8, y: 6, width: 100, height: 21)),
                ("send", Frame(x: 230, y: 10, width: 80, height: 33)),
                ("long", Frame(x: 20, y: 120, width: 100, height: 21)),
                ("share", Frame(x: 230, y: 120, width: 80, height: 33)),
            ])
        if truncated {
            result.truncated = [TruncatedText(view: "long", lines: 1, needs: .init(width: 250), has: .init(width: 100)),
                                TruncatedText(view: "share", lines: 1, needs: .init(width: 210), has: .init(width: 80))]
        }
        return (screen, result)
    }

    /// The `<text class="text" …>` lines drawn for a view.
    static func texts(of view: String, in svg: String) -> [String] {
        let lines = svg.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("data-view=\"\(view)\"") }) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("</g>") }.filter { $0.hasPrefix("<text class=\"text\"") })
    }

    static func attribute(_ name: String, of element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    static func number(_ name: String, of element: String) throws -> Double {
        try #require(attribute(name, of: element).flatMap(Double.init), "\(name) of \(element)")
    }

    /// The characters of a `<text>` element.
    static func content(of element: String) -> String {
        guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return "" }
        return String(element[element.index(after: open)..<close.lowerBound])
    }

    @Test func aLabelsTextSitsInItsBoxAtItsMeasuredWidth() throws {
        let (screen, result) = Self.sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let line = try #require(Self.texts(of: "title", in: svg).first)
        #expect(Self.content(of: line) == "Hello")
        #expect(Self.attribute("x", of: line) == LayoutPicture.coordinate(Self.margin + 20 + 8))
        // Centred vertically in its 21-point frame: the first baseline is the ascender below the line's top.
        #expect(Self.attribute("y", of: line)
                == LayoutPicture.coordinate(Self.margin + Self.title + 10 + 6 + (21 - Self.lineHeight) / 2 + Self.ascender))
        // The width the layout measured: UILabel's intrinsic width before rounding up to the pixel.
        let measured = TextMeasurer().measure("Hello", font: .system(size: 17, weight: .regular, italic: false))
        let width = try Self.number("textLength", of: line)
        #expect(width <= measured.singleLineWidth && width > measured.singleLineWidth - 0.5 - 0.01)
        #expect(Self.attribute("font-size", of: line) == "17")
        #expect(Self.attribute("font-family", of: line) == "Inter, sans-serif")
        #expect(Self.attribute("font-weight", of: line) == nil)
        // SF's tracking at 17 pt, −26/1000 em (Apple's table).
        #expect(Self.attribute("letter-spacing", of: line) == LayoutPicture.coordinate(-0.026 * 17))
        #expect(Self.attribute("lengthAdjust", of: line) == "spacing")
        #expect(Self.attribute("direction", of: line) == nil)
    }

    @Test func aButtonsTitleIsCentred() throws {
        let (screen, result) = Self.sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let line = try #require(Self.texts(of: "send", in: svg).first)
        let width = try Self.number("textLength", of: line)
        // A classic button's title box is its frame less 6 points above and below.
        #expect(Self.attribute("x", of: line) == LayoutPicture.coordinate(Self.margin + 230 + (80 - width) / 2))
        #expect(Self.attribute("y", of: line) == LayoutPicture.coordinate(
            Self.margin + Self.title + 10 + 6 + (33 - 12 - Self.lineHeight) / 2 + Self.ascender))
    }

    /// A label the result lists as truncated ends in "…" within its width, a classic button's
    /// title is cut in the middle, and their boxes are marked; the same texts not listed are
    /// drawn whole.
    @Test func truncatedTextIsCutWithAnEllipsisWithinItsBox() throws {
        let (screen, result) = Self.sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let long = try #require(Self.texts(of: "long", in: svg).first)
        let text = Self.content(of: long)
        #expect(text.hasSuffix("\u{2026}") && "A title much too long for its box".hasPrefix(String(text.dropLast())))
        #expect(try Self.number("textLength", of: long) <= 100)
        let share = try #require(Self.texts(of: "share", in: svg).first)
        let parts = Self.content(of: share).split(separator: "\u{2026}").map(String.init)
        #expect(parts.count == 2 && "Share with everyone nearby".hasPrefix(parts[0]) && "Share with everyone nearby".hasSuffix(parts[1]))
        #expect(try Self.number("textLength", of: share) <= 80)
        for view in ["long", "share"] {
            let box = try #require(svg.split(separator: "\n").drop { !$0.contains("data-view=\"\(view)\"") }.dropFirst().first)
            #expect(box.contains("stroke=\"#c51b7d\""), "\(view) is marked truncated")
        }
        #expect(svg.contains("truncated: long needs width 250, has width 100"))
        let (whole, wholeResult) = Self.sample(truncated: false)
        let wholeSVG = LayoutPicture.svg(screen: whole, result: wholeResult)
        #expect(Self.texts(of: "long", in: wholeSVG).map(Self.content) == ["A title much too long for its box"])
        #expect(Self.texts(of: "share", in: wholeSVG).map(Self.content) == ["Share with everyone nearby"])
    }

    /// Right to left, a label's line ends at its box's right edge and is laid out right to left
    /// from there; a button's title stays centred.
    @Test func rightToLeftTextKeepsToTheRight() throws {
        let (screen, result) = Self.sample(direction: .rightToLeft)
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let line = try #require(Self.texts(of: "title", in: svg).first)
        #expect(Self.attribute("direction", of: line) == "rtl")
        #expect(Self.attribute("x", of: line) == LayoutPicture.coordinate(Self.margin + 20 + 8 + 100))
        let send = try #require(Self.texts(of: "send", in: svg).first)
        let width = try Self.number("textLength", of: send)
        #expect(Self.attribute("x", of: send) == LayoutPicture.coordinate(Self.margin + 230 + (80 - width) / 2 + width))
    }

    /// A one-line text that shrinks to fit (`minimumScaleFactor`) is drawn at a smaller size that
    /// fits its box; where even its smallest size does not fit (the layout lists it as
    /// truncated), at that size, cut with "…".
    @Test func aShrinkingTextIsDrawnSmallerToFit() throws {
        var (screen, result) = Self.sample(truncated: false)
        screen.views[4].minimumScaleFactor = 0.3
        let fits = try #require(Self.texts(of: "long", in: LayoutPicture.svg(screen: screen, result: result)).first)
        let size = try Self.number("font-size", of: fits)
        #expect(size < 17 && size >= 17 * 0.3)
        #expect(try Self.number("textLength", of: fits) <= 100 + 0.5)
        #expect(Self.content(of: fits) == "A title much too long for its box")

        (screen, result) = Self.sample(truncated: true)
        screen.views[4].minimumScaleFactor = 0.5
        let cut = try #require(Self.texts(of: "long", in: LayoutPicture.svg(screen: screen, result: result)).first)
        #expect(try Self.number("font-size", of: cut) == 17 * 0.5)
        #expect(try Self.number("textLength", of: cut) <= 100)
        #expect(Self.content(of: cut).hasSuffix("\u{2026}"))
    }

    /// Hidden views and views without text draw none.
    @Test func hiddenViewsDrawNoText() {
        var (screen, result) = Self.sample()
        result.hiddenViews = ["title"]
        screen.views[2].hidden = true
        let svg = LayoutPicture.svg(screen: screen, result: result)
        #expect(Self.texts(of: "title", in: svg).isEmpty && Self.texts(of: "card", in: svg).isEmpty)
        #expect(!Self.texts(of: "send", in: svg).isEmpty)
    }

    /// No view's label covers a view's text: the labels go where the texts leave room.
    @Test func labelsLeaveTheTextsClear() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (screen, result) = Self.sample(direction: direction)
            let drawing = LayoutPicture.panelDrawing(LayoutPicture.Panel(screen: screen, result: result, showsTitle: false))
            // A label is 10-point text, 0.6 em per character, one 12-point line from 10 above its baseline.
            let labels = drawing.boxes.compactMap(\.label).map {
                (x: $0.x, y: $0.baseline - 10, width: Double($0.text.count) * 6, height: 12.0, text: $0.text)
            }
            #expect(labels.count == drawing.boxes.count)
            let lines = drawing.boxes.compactMap(\.text).flatMap { text in
                text.lines.map { line in
                    (x: line.x - (text.isRightToLeft ? line.width : 0), y: line.baseline - Self.ascender, width: line.width,
                     height: Self.lineHeight, text: line.text)
                }
            }
            #expect(lines.count == 4)
            for label in labels {
                for line in lines {
                    let apart = label.x + label.width <= line.x || line.x + line.width <= label.x
                        || label.y + label.height <= line.y || line.y + line.height <= label.y
                    #expect(apart, "\(direction): label '\(label.text)' covers '\(line.text)'")
                }
            }
        }
    }

    /// The report's compact drawing carries the same lines as the SVG.
    @Test func thePanelDrawingCarriesTheLines() throws {
        let (screen, result) = Self.sample()
        let drawing = LayoutPicture.panelDrawing(LayoutPicture.Panel(screen: screen, result: result, showsTitle: false))
        let title = try #require(drawing.boxes.first { $0.view == "title" }?.text)
        #expect(title.lines.map(\.text) == ["Hello"] && title.size == 17 && title.family == "Inter" && title.weight == 400)
        #expect(title.lines[0].x == 4 + 20 + 8 && !title.lines[0].needsFallback && !title.isRightToLeft)
        #expect(drawing.boxes.first { $0.view == "card" }?.text == nil)
    }
}
