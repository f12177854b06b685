import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// A scroll view's subviews are laid out against its content area (#32 1.3, Auto Layout Guide,
/// "Working with Scroll Views"): constraints between the scroll view's edges or margins and a view
/// inside it set the content size; its width, height and centres are its frame's. The same holds
/// for `scroll.contentLayoutGuide` and `scroll.frameLayoutGuide`.
@Suite struct ScrollViewContentTests {
    /// A scroll view filling a `width` x 480 root.
    static func screen(width: Double = 320, _ views: [ViewSpec], _ constraints: [(String, String)]) -> Screen {
        makeScreen(
            views: [ViewSpec(name: "scroll", superview: "root", kind: "scrollView")] + views,
            constraints: [("sl", "scroll.leading == root.leading"), ("st", "scroll.top == root.top"),
                          ("sr", "scroll.trailing == root.trailing"), ("sb", "scroll.bottom == root.bottom")] + constraints)
    }

    /// The stack: 8 inside each side margin (8 by default) and centred. In the content
    /// area the margins give the content width; the centre, the frame's, gives the stack's width.
    @Test func aStackBetweenTheMarginsAndCentredIsNoConflict() throws {
        let screen = Self.screen([ViewSpec(name: "stack", superview: "scroll", intrinsicSize: IntrinsicSize(width: 100, height: 154))], [
            ("lead", "stack.leading == scroll.leadingMargin + 8"), ("trail", "scroll.trailingMargin == stack.trailing + 8"),
            ("centre", "stack.centerX == scroll.centerX"),
            ("top", "stack.top == scroll.topMargin"), ("bottom", "scroll.bottomMargin == stack.bottom"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        #expect(result.isClean, "\(result.unsatisfiable) \(result.ambiguous)")
        #expect(try result.frame("stack") == Frame(x: 8 + 8, y: 8, width: 320 - 2 * (8 + 8), height: 154))
    }

    /// Views pinned to the trailing edge share one content edge: a content view pinned to both sides
    /// and as wide as the scroll view makes it the frame's width, and a label pinned 72 from the leading
    /// and 32 from the trailing edge is compressed to fit, not laid out at its own 500 points.
    @Test func trailingEdgesShareOneContentEdge() throws {
        let screen = Self.screen(width: 393, [
            ViewSpec(name: "content", superview: "scroll"),
            ViewSpec(name: "label", superview: "scroll", intrinsicSize: IntrinsicSize(width: 500, height: 20)),
        ], [
            ("cl", "content.leading == scroll.leading"), ("ct", "scroll.trailing == content.trailing"),
            ("cw", "content.width == scroll.width"), ("ctop", "content.top == scroll.top"), ("ch", "content.height == 300"),
            ("cb", "scroll.bottom == content.bottom"),
            ("ll", "label.leading == scroll.leading + 72"), ("lt", "scroll.trailing == label.trailing + 32"),
            ("ly", "label.top == scroll.top + 16"),
        ])
        let result = try solve(screen, width: 393, height: 480)
        #expect(result.isClean, "\(result.unsatisfiable) \(result.ambiguous)")
        #expect(try result.frame("content") == Frame(x: 0, y: 0, width: 393, height: 300))
        #expect(try result.frame("label") == Frame(x: 72, y: 16, width: 393 - 72 - 32, height: 20))
    }

    /// Content pinned to both sides and wider than the scroll view makes the content wider: it scrolls.
    @Test func contentPinnedToBothSidesGrowsTheContentSize() throws {
        let screen = Self.screen([ViewSpec(name: "wide", superview: "scroll")], [
            ("wl", "wide.leading == scroll.leading"), ("wt", "scroll.trailing == wide.trailing"), ("ww", "wide.width == 500"),
            ("wtop", "wide.top == scroll.top"), ("wb", "scroll.bottom == wide.bottom"), ("wh", "wide.height == 700"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        #expect(result.isClean, "\(result.unsatisfiable) \(result.ambiguous)")
        #expect(try result.frame("wide") == Frame(x: 0, y: 0, width: 500, height: 700))
        #expect(try result.frame("scroll") == Frame(x: 0, y: 0, width: 320, height: 480))
    }

    /// Content that says nothing of its width leaves the content size, and so the view, free:
    /// IB's "scrollable content size ambiguity".
    @Test func contentWithNoWidthIsAmbiguous() throws {
        let screen = Self.screen([ViewSpec(name: "free", superview: "scroll")], [
            ("fl", "free.leading == scroll.leading"), ("ft", "scroll.trailing == free.trailing"),
            ("ftop", "free.top == scroll.top"), ("fh", "free.height == 40"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        #expect(result.ambiguous.contains { $0.view == "free" && $0.attributes.contains("width") })
    }

    /// The content and frame layout guides by name: a content view on the content guide's edges, as wide
    /// as the frame guide; a button floating 10 above the frame's bottom; a view outside the scroll view
    /// pinned below it (its frame: outside, the scroll view's edges are the frame's).
    @Test func theContentAndFrameLayoutGuides() throws {
        let screen = makeScreen(views: [
            ViewSpec(name: "scroll", superview: "root", kind: "scrollView"),
            ViewSpec(name: "content", superview: "scroll"),
            ViewSpec(name: "button", superview: "scroll", intrinsicSize: IntrinsicSize(width: 80, height: 30)),
            ViewSpec(name: "below", superview: "root"),
        ], constraints: [
            ("sl", "scroll.leading == root.leading"), ("sr", "scroll.trailing == root.trailing"),
            ("st", "scroll.top == root.top"), ("sh", "scroll.height == 400"),
            ("cl", "content.leading == scroll.contentLayoutGuide.leading"),
            ("ct", "content.trailing == scroll.contentLayoutGuide.trailing"),
            ("ctop", "content.top == scroll.contentLayoutGuide.top"),
            ("cb", "content.bottom == scroll.contentLayoutGuide.bottom"),
            ("cw", "content.width == scroll.frameLayoutGuide.width"), ("ch", "content.height == 1000"),
            ("bx", "button.centerX == scroll.frameLayoutGuide.centerX"),
            ("by", "scroll.frameLayoutGuide.bottom == button.bottom + 10"),
            ("gw", "scroll.contentLayoutGuide.width == content.width"),
            ("below", "below.top == scroll.bottom + 8"), ("bl", "below.leading == root.leading"),
            ("bw", "below.width == 100"), ("bh", "below.height == 20"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        #expect(result.isClean, "\(result.unsatisfiable) \(result.ambiguous)")
        #expect(try result.frame("content") == Frame(x: 0, y: 0, width: 320, height: 1000))
        #expect(try result.frame("button") == Frame(x: (320 - 80) / 2, y: 400 - 10 - 30, width: 80, height: 30))
        #expect(try result.frame("below") == Frame(x: 0, y: 400 + 8, width: 100, height: 20))
    }

    /// In a scroll view's own coordinates the content's leading edge is its right end right to left.
    @Test func rightToLeftTheContentStartsAtItsRightEnd() throws {
        let screen = Self.screen([ViewSpec(name: "wide", superview: "scroll")], [
            ("wl", "wide.leading == scroll.leading + 10"), ("wt", "scroll.trailing == wide.trailing"), ("ww", "wide.width == 500"),
            ("wtop", "wide.top == scroll.top"), ("wh", "wide.height == 20"),
        ])
        let result = try solve(screen, width: 320, height: 480, direction: .rightToLeft)
        // The content is 10 + 500 wide; its leading edge, at x = 510, is 10 right of the view's.
        #expect(try result.frame("wide") == Frame(x: 0, y: 0, width: 500, height: 20))
    }

    @Test func onlyAScrollViewHasScrollGuides() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                                constraints: [("c", "box.top == box.contentLayoutGuide.top")])
        #expect(throws: LayoutModelError.self) { try solve(screen, width: 320, height: 480) }
        let faults = ScreenValidator.faults(in: screen).map(\.message)
        #expect(faults.contains { $0.contains("'box' is not a scroll view") }, "\(faults)")
        let margins = Self.screen([ViewSpec(name: "v", superview: "scroll")],
                                  [("m", "v.leading == scroll.contentLayoutGuide.leadingMargin")])
        #expect(ScreenValidator.faults(in: margins).contains { $0.message.contains("a layout guide has no leadingMargin") })
    }
}
