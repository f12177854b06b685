import Foundation
import LayoutDocument
import LayoutModel
import LayoutPicture
import Testing

/// A cell with a nested label, a hidden badge, a conflict and an ambiguous view.
private func sample() -> (Screen, SolveResult) {
    let screen = Screen(name: "cell", root: "content", views: [
        ViewSpec(name: "content"),
        ViewSpec(name: "card", superview: "content"),
        ViewSpec(name: "title", superview: "card", kind: "label"),
        ViewSpec(name: "badge", superview: "content", hidden: true),
        ViewSpec(name: "icon", superview: "content", kind: "imageView"),
    ], constraints: [
        ConstraintEntry(id: "row", body: .visualFormat("H:|-[card]-[icon(==40)]-|", options: [])),
        ConstraintEntry(id: "wide", body: .equation("icon.width == 60")),
    ])
    let result = SolveResult(
        screen: "cell", width: 320, height: 100,
        traits: Traits(orientation: .landscape, widthClass: .compact, heightClass: .compact),
        content: ["images": "2"],
        frames: [
            ("content", Frame(x: 0, y: 0, width: 320, height: 100)),
            ("card", Frame(x: 20, y: 10, width: 200, height: 80)),
            ("title", Frame(x: 8, y: 6, width: 100, height: 21)),
            ("badge", Frame(x: 250, y: 10, width: 20, height: 20)),
            ("icon", Frame(x: 228, y: 30, width: 60, height: 40)),
        ],
        hiddenViews: ["badge"],
        unsatisfiable: [BrokenConstraint(broken: "wide", conflict: ["row#3", "wide"])],
        ambiguous: [AmbiguousView(view: "title", attributes: ["height"])])
    return (screen, result)
}

/// The `<rect …/>` line drawn for a view.
private func rect(of view: String, in svg: String) -> String? {
    let lines = svg.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("data-view=\"\(view)\"") }) else { return nil }
    return lines[start + 1]
}

@Suite struct LayoutPictureTests {
    @Test func nestedViewsAreDrawnAtTheirAbsolutePosition() throws {
        let (screen, result) = sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let margin = 16.0, title = 22.0
        // title sits in card: its absolute origin is card's origin plus its own.
        let titleRect = try #require(rect(of: "title", in: svg))
        #expect(titleRect.contains(#"x="\#(Int(margin + 20 + 8))" y="\#(Int(margin + title + 10 + 6))" width="100" height="21""#))
        let cardRect = try #require(rect(of: "card", in: svg))
        #expect(cardRect.contains(#"x="\#(Int(margin + 20))" y="\#(Int(margin + title + 10))" width="200" height="80""#))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func everyViewIsLabelledAndDrawnOnce() {
        let (screen, result) = sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        for view in ["content", "card", "badge"] {
            #expect(svg.components(separatedBy: "data-view=\"\(view)\"").count == 2)
            #expect(svg.contains(">\(view)</text>"))
        }
        #expect(svg.contains(">title (label)</text>"))
        // "icon (imageView)" is 16 × 6 = 96 points wide, more than the 60-point box: the kind is left out.
        #expect(svg.contains(">icon</text>"))
    }

    @Test func hiddenViewsAreDashedAndOthersAreNot() throws {
        let (screen, result) = sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        #expect(try #require(rect(of: "badge", in: svg)).contains("stroke-dasharray"))
        #expect(try !(#require(rect(of: "card", in: svg)).contains("stroke-dasharray")))
    }

    @Test func conflictingAndAmbiguousViewsAreHighlightedWithALegend() throws {
        let (screen, result) = sample()
        let svg = LayoutPicture.svg(screen: screen, result: result)
        // row#3 and wide both relate icon; card is in the format too.
        #expect(try #require(rect(of: "icon", in: svg)).contains("stroke=\"#d62728\""))
        #expect(try #require(rect(of: "card", in: svg)).contains("stroke=\"#d62728\""))
        #expect(try #require(rect(of: "title", in: svg)).contains("stroke=\"#ff7f0e\""))
        #expect(try !(#require(rect(of: "content", in: svg)).contains("stroke=\"#d62728\"")))
        #expect(svg.contains(">unsatisfiable: gave up wide; conflict: row#3, wide</text>"))
        #expect(svg.contains(">ambiguous: title (height)</text>"))
        #expect(svg.contains(">hidden (dashed): badge</text>"))
        #expect(svg.contains("cell  320×100  landscape compact/compact  images=2"))
    }

    @Test func longConflictsWrapInTheLegend() {
        let (screen, sampleResult) = sample()
        var result = sampleResult
        let ids = (1...30).map { "row#\($0)" }
        result.unsatisfiable = [BrokenConstraint(broken: "wide", conflict: ids)]
        let svg = LayoutPicture.svg(screen: screen, result: result)
        let legend = svg.split(separator: "\n").filter { $0.contains("class=\"legend\"") && $0.contains("row#") }
        #expect(legend.count > 1)
        for id in ids { #expect(svg.contains(id + ",") || svg.contains(id + "</text>")) }
    }

    @Test func namesAreEscaped() {
        let screen = Screen(name: "a<b>&\"c\"", root: "r", views: [ViewSpec(name: "r")])
        let result = SolveResult(screen: screen.name, width: 10, height: 10,
                                 traits: Traits(orientation: .portrait, widthClass: .compact, heightClass: .compact),
                                 content: [:], frames: [("r", Frame(x: 0, y: 0, width: 10, height: 10))])
        let svg = LayoutPicture.svg(screen: screen, result: result)
        #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&quot;"))
        #expect(!svg.contains("a<b>"))
    }

    @Test func panelsSitSideBySide() {
        let (screen, result) = sample()
        let svg = LayoutPicture.svg([.init(screen: screen, result: result), .init(screen: screen, result: result)])
        #expect(svg.components(separatedBy: "<g class=\"screen\"").count == 3)
    }
}
