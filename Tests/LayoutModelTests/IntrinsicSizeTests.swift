import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`).
@Suite struct IntrinsicSizeTests {
    func label(hugging: Double? = nil, resistance: Double? = nil) -> ViewSpec {
        ViewSpec(name: "label", superview: "root", kind: "label",
                 intrinsicSize: IntrinsicSize(width: 120, height: 21),
                 hugging: hugging.map { AxisPriorities(horizontal: LayoutPriority($0)) },
                 compressionResistance: resistance.map { AxisPriorities(horizontal: LayoutPriority($0)) })
    }

    @Test func aPlacedLabelTakesItsIntrinsicSize() throws {
        let screen = makeScreen(views: [label()], constraints: [("h", "H:|-[label]"), ("v", "V:|-[label]")])
        let result = try solve(screen, width: 320, height: 480)
        #expect(try result.frame("label") == Frame(x: 20, y: 20, width: 120, height: 21))
        #expect(result.isClean)
    }

    @Test(arguments: [(nil as Double?, 200.0), (750, 120)])
    func huggingGivesWayOnlyToAStrongerPull(hugging: Double?, width: Double) throws {
        let screen = makeScreen(views: [label(hugging: hugging)], constraints: [
            ("h", "H:|-[label]"), ("v", "V:|-[label]"), ("pull", "label.width == 200 @500"),
        ])
        #expect(try solve(screen, width: 320, height: 480).frame("label").width == width)
    }

    @Test(arguments: [(nil as Double?, 120.0), (251, 50)])
    func compressionResistanceGivesWayOnlyToAStrongerSqueeze(resistance: Double?, width: Double) throws {
        let screen = makeScreen(views: [label(resistance: resistance)], constraints: [
            ("h", "H:|-[label]"), ("v", "V:|-[label]"), ("squeeze", "label.width == 50 @500"),
        ])
        #expect(try solve(screen, width: 320, height: 480).frame("label").width == width)
    }

    @Test func theLowerHuggingPriorityStretches() throws {
        let views = [
            ViewSpec(name: "a", superview: "root", intrinsicSize: IntrinsicSize(width: 100, height: 20),
                     hugging: AxisPriorities(horizontal: LayoutPriority(251))),
            ViewSpec(name: "b", superview: "root", intrinsicSize: IntrinsicSize(width: 100, height: 20)),
        ]
        let screen = makeScreen(views: views, constraints: [
            ("h", "H:|-[a]-[b]-|"), ("va", "V:|[a]"), ("vb", "V:|[b]"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        #expect(try result.frame("a").width == 100)
        #expect(try result.frame("b").width == 320 - 20 - 100 - 8 - 20)
        #expect(result.isClean)
    }

    @Test func anAxisWithoutIntrinsicSizeIsLeftToConstraints() throws {
        let views = [ViewSpec(name: "bar", superview: "root", intrinsicSize: IntrinsicSize(height: 4))]
        let screen = makeScreen(views: views, constraints: [("h", "H:|[bar]|"), ("v", "V:|[bar]")])
        let result = try solve(screen, width: 320, height: 480)
        #expect(try result.frame("bar") == Frame(x: 0, y: 0, width: 320, height: 4))
        #expect(result.isClean)
    }
}
