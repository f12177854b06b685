import Foundation
import LayoutDocument
import LayoutModel
import LayoutPicture
import Testing
import TestSupport

/// A label as drawn: its text and the box it takes. Widths are estimated
/// the way the picture promises, with a fixed advance of 0.6 em per
/// character; a label's box is one line of 1.2 em from its baseline's
/// ascent (baseline - font size) down.
private struct DrawnLabel {
    var text: String
    var box: (x: Double, y: Double, width: Double, height: Double)

    func intersects(_ other: DrawnLabel) -> Bool {
        box.x < other.box.x + other.box.width && other.box.x < box.x + box.width
            && box.y < other.box.y + other.box.height && other.box.y < box.y + box.height
    }
}

private func attribute(_ name: String, in element: String) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
}

private func labels(in svg: String) -> [DrawnLabel] {
    svg.split(separator: "\n").compactMap { line -> DrawnLabel? in
        let element = String(line)
        guard element.hasPrefix("<text class=\"label\""),
              let x = attribute("x", in: element).flatMap(Double.init),
              let y = attribute("y", in: element).flatMap(Double.init),
              let size = attribute("font-size", in: element).flatMap(Double.init),
              let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return nil }
        let text = String(element[element.index(after: open)..<close.lowerBound])
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
        return DrawnLabel(text: text, box: (x, y - size, Double(text.count) * size * 0.6, size * 1.2))
    }
}

/// The picture's size from its viewBox.
private func pictureSize(_ svg: String) -> (width: Double, height: Double)? {
    guard let viewBox = attribute("viewBox", in: svg) else { return nil }
    let parts = viewBox.split(separator: " ").compactMap { Double($0) }
    return parts.count == 4 ? (parts[2], parts[3]) : nil
}

private let portrait = Traits(orientation: .portrait, widthClass: .compact, heightClass: .regular)

/// Checks the two promises: no two labels overlap, each inside the picture.
private func expectReadable(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let drawn = labels(in: svg)
    guard let size = pictureSize(svg) else {
        Issue.record("no viewBox", sourceLocation: sourceLocation)
        return
    }
    for (index, label) in drawn.enumerated() {
        #expect(label.box.x >= 0 && label.box.y >= 0 && label.box.x + label.box.width <= size.width
                 && label.box.y + label.box.height <= size.height,
                 "label '\(label.text)' at \(label.box) is outside the \(size.width)×\(size.height) picture",
                 sourceLocation: sourceLocation)
        for other in drawn[(index + 1)...] {
            #expect(!label.intersects(other), "labels '\(label.text)' and '\(other.text)' overlap",
                    sourceLocation: sourceLocation)
        }
    }
}

@Suite struct LabelPlacementTests {
    /// The chat header of the bug report: a small avatar beside a title, a
    /// send button at the right edge; every view still gets one label.
    @Test func crowdedHeaderLabelsNeitherOverlapNorLeaveThePicture() {
        let screen = Screen(name: "chat", root: "view", views: [
            ViewSpec(name: "view"),
            ViewSpec(name: "avatar", superview: "view", kind: "imageView"),
            ViewSpec(name: "titleLabel", superview: "view", kind: "label"),
            ViewSpec(name: "inputField", superview: "view", kind: "textField"),
            ViewSpec(name: "sendButton", superview: "view", kind: "button"),
        ])
        let result = SolveResult(screen: "chat", width: 320, height: 200, traits: portrait, content: [:], frames: [
            ("view", Frame(x: 0, y: 0, width: 320, height: 200)),
            ("avatar", Frame(x: 8, y: 8, width: 32, height: 32)),
            ("titleLabel", Frame(x: 48, y: 14, width: 120, height: 21)),
            ("inputField", Frame(x: 8, y: 160, width: 250, height: 30)),
            ("sendButton", Frame(x: 266, y: 160, width: 46, height: 30)),
        ])
        let svg = LayoutPicture.svg(screen: screen, result: result)
        expectReadable(svg)
        let texts = labels(in: svg).map(\.text)
        #expect(texts.count == 5)
        #expect(texts.contains("inputField (textField)"))
        // A label that does not fit its box moves out whole, with a leader line to the box.
        #expect(texts.contains("sendButton (button)"))
        #expect(svg.contains("class=\"leader\""))
    }

    /// A label in a box too narrow for its name, but wide enough for a few letters, is shortened with an ellipsis.
    @Test func narrowBoxesShortenTheirLabel() {
        let screen = Screen(name: "s", root: "root", views: [
            ViewSpec(name: "root"), ViewSpec(name: "descriptionLabel", superview: "root"),
        ])
        let result = SolveResult(screen: "s", width: 300, height: 100, traits: portrait, content: [:], frames: [
            ("root", Frame(x: 0, y: 0, width: 300, height: 100)),
            ("descriptionLabel", Frame(x: 20, y: 20, width: 50, height: 40)),
        ])
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let inner = labels(in: svg).first { $0.text.hasPrefix("desc") }
        // 50 - 2 * 3 points of room hold 44 / 6 = 7 characters: six letters and the ellipsis.
        #expect(inner?.text == "descri…")
        expectReadable(svg)
    }

    /// Random view trees, crowded and nested: the promises hold for all of them.
    @Test func randomScreensHaveReadableLabels() {
        var random = SplitMix64(seed: 14)
        for round in 0..<60 {
            var views = [ViewSpec(name: "root")]
            let width = Double(Int.random(in: 120...500, using: &random))
            let height = Double(Int.random(in: 80...700, using: &random))
            var frames: [(view: String, frame: Frame)] = [("root", Frame(x: 0, y: 0, width: width, height: height))]
            var sizes: [String: (Double, Double)] = ["root": (width, height)]
            for index in 0..<Int.random(in: 1...14, using: &random) {
                let parent = views.randomElement(using: &random)?.name ?? "root"
                let name = ["v", "label", "avatarImageView", "sendButton", "x", "titleLabelWithALongName"]
                    .randomElement(using: &random)! + "\(index)"
                let (parentWidth, parentHeight) = sizes[parent] ?? (width, height)
                let w = Double.random(in: 0...max(1, parentWidth), using: &random).rounded()
                let h = Double.random(in: 0...max(1, parentHeight), using: &random).rounded()
                let x = Double.random(in: -10...max(0, parentWidth - w + 10), using: &random).rounded()
                let y = Double.random(in: -10...max(0, parentHeight - h + 10), using: &random).rounded()
                views.append(ViewSpec(name: name, superview: parent, kind: Bool.random(using: &random) ? "label" : nil,
                                      hidden: Int.random(in: 0..<8, using: &random) == 0))
                frames.append((name, Frame(x: x, y: y, width: w, height: h)))
                sizes[name] = (w, h)
            }
            let screen = Screen(name: "random\(round)", root: "root", views: views)
            let result = SolveResult(screen: screen.name, width: width, height: height, traits: portrait, content: [:],
                                     frames: frames, hiddenViews: views.filter(\.hidden).map(\.name))
            let keyboard = Bool.random(using: &random) ? Double.random(in: 0...height, using: &random).rounded() : 0
            let panel = LayoutPicture.Panel(screen: screen, result: result,
                                            safeArea: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0),
                                            keyboardHeight: keyboard)
            let svg = LayoutPicture.svg([panel])
            expectReadable(svg)
            #expect(labels(in: svg).count == views.count + (keyboard > 0 ? 1 : 0), "round \(round)")
        }
    }

    @Test func safeAreaAndKeyboardAreDrawn() throws {
        let screen = Screen(name: "note", root: "view", views: [ViewSpec(name: "view")])
        let result = SolveResult(screen: "note", width: 390, height: 844, traits: portrait, content: [:],
                                 frames: [("view", Frame(x: 0, y: 0, width: 390, height: 844))])
        let svg = LayoutPicture.svg([LayoutPicture.Panel(screen: screen, result: result,
                                                         safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                                         keyboardHeight: 336)])
        let margin = 16.0, title = 22.0
        let keyboard = try #require(svg.split(separator: "\n").first { $0.contains("class=\"keyboard\"") })
        #expect(keyboard.contains(#"y="\#(Int(margin + title + 844 - 336))" width="390" height="336""#))
        let safe = try #require(svg.split(separator: "\n").first { $0.contains("class=\"safe-area\"") })
        #expect(safe.contains(#"y="\#(Int(margin + title + 47))" width="390" height="\#(844 - 47 - 34)""#))
        #expect(svg.components(separatedBy: "class=\"unsafe-area\"").count == 3)  // top and bottom bands
        #expect(svg.contains(">keyboard 336</text>"))
        #expect(svg.contains("outside the safe area (top 47, bottom 34)"))
    }
}
