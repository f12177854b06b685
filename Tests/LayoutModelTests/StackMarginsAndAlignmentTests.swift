import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// `UIStackView.isLayoutMarginsRelativeArrangement` (the arranged views inside
/// the stack's layout margins) and alignment rectangles (`alignmentInsets`:
/// constraints and stacks place the alignment rectangle, the frame reaches beyond it).
@Suite struct StackMarginsAndAlignmentTests {
    /// A stack pinned to a 300-wide root's sides and top (and bottom when
    /// `pinHeight`), arranging `a` (40 x 10, hugging 251) and `b` (50 x 20).
    func stack(axis: StackProperties.Axis, inMargins: Bool, margins: EdgeInsets?, pinHeight: Bool,
               alignment: StackProperties.Alignment = .fill) -> Screen {
        var stack = ViewSpec(name: "stack", superview: "root", kind: "stack",
                             stack: StackProperties(axis: axis, alignment: alignment, spacing: 4,
                                                    layoutMarginsRelativeArrangement: inMargins))
        stack.layoutMargins = margins
        var a = ViewSpec(name: "a", superview: "stack", intrinsicSize: IntrinsicSize(width: 40, height: 10))
        a.hugging = AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(251))
        let b = ViewSpec(name: "b", superview: "stack", intrinsicSize: IntrinsicSize(width: 50, height: 20))
        return makeScreen(views: [stack, a, b],
                          constraints: [("h", "H:|[stack]|"), ("v", pinHeight ? "V:|[stack]|" : "V:|[stack]")])
    }

    @Test func arrangedViewsFillTheRectangleInsideTheMargins() throws {
        let margins = EdgeInsets(top: 8, left: 16, bottom: 6, right: 12)
        let result = try solve(stack(axis: .horizontal, inMargins: true, margins: margins, pinHeight: true),
                               width: 300, height: 100)
        #expect(try result.frame("a") == Frame(x: 16, y: 8, width: 40, height: 100 - 8 - 6))
        #expect(try result.frame("b") == Frame(x: 16 + 40 + 4, y: 8, width: 300 - 12 - (16 + 40 + 4), height: 100 - 8 - 6))
        #expect(result.isClean)
    }

    @Test func withoutTheFlagTheMarginsAreNotUsed() throws {
        let margins = EdgeInsets(top: 8, left: 16, bottom: 6, right: 12)
        let result = try solve(stack(axis: .horizontal, inMargins: false, margins: margins, pinHeight: true),
                               width: 300, height: 100)
        #expect(try result.frame("a") == Frame(x: 0, y: 0, width: 40, height: 100))
    }

    /// A vertical stack sized by its content: the margins add to its height,
    /// and the default margins (8 each side) apply when the document gives none.
    @Test func aStackSizedByItsContentGrowsByItsMargins() throws {
        let result = try solve(stack(axis: .vertical, inMargins: true, margins: nil, pinHeight: false),
                               width: 300, height: 100)
        #expect(try result.frame("stack") == Frame(x: 0, y: 0, width: 300, height: 8 + 10 + 4 + 20 + 8))
        #expect(try result.frame("a") == Frame(x: 8, y: 8, width: 300 - 16, height: 10))
        #expect(try result.frame("b") == Frame(x: 8, y: 8 + 10 + 4, width: 300 - 16, height: 20))
    }

    /// Centred across the axis: centred between the margins, not the edges.
    @Test func centreAlignmentCentresWithinTheMargins() throws {
        let margins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        let result = try solve(stack(axis: .vertical, inMargins: true, margins: margins, pinHeight: false, alignment: .center),
                               width: 300, height: 100)
        // The margins' rectangle runs from 10 to 270: its centre is 140.
        #expect(try result.frame("a").x == 140 - 40 / 2)
        #expect(try result.frame("b").x == 140 - 50 / 2)
    }

    /// A label and a slider whose frame reaches 2 beyond its alignment
    /// rectangle at the sides and 1 below (UISlider's), in a fill-aligned
    /// horizontal stack with 8-pt spacing: the stack is as high as the
    /// slider's alignment rectangle, and the gaps are measured between rectangles.
    @Test func aStackArrangesAlignmentRectangles() throws {
        var label = ViewSpec(name: "label", superview: "stack", intrinsicSize: IntrinsicSize(width: 53, height: 20))
        label.hugging = AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(251))
        var slider = ViewSpec(name: "slider", superview: "stack", intrinsicSize: IntrinsicSize(height: 31))
        slider.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        var after = ViewSpec(name: "after", superview: "stack", intrinsicSize: IntrinsicSize(width: 53, height: 20))
        after.hugging = label.hugging
        let screen = makeScreen(views: [
            ViewSpec(name: "stack", superview: "root", kind: "stack", stack: StackProperties(spacing: 8)), label, slider, after,
        ], constraints: [("h", "H:|[stack]|"), ("v", "V:|[stack]")])
        let result = try solve(screen, width: 300, height: 100)
        #expect(try result.frame("stack").height == 31 - 1)
        #expect(try result.frame("label") == Frame(x: 0, y: 0, width: 53, height: 30))
        // The rectangle starts 8 after the label; the frame 2 before it, and ends 2 after it.
        let rectangleEnd = 300 - 53 - 8.0
        #expect(try result.frame("slider") == Frame(x: 53 + 8 - 2, y: 0, width: rectangleEnd - (53 + 8) + 4, height: 31))
        #expect(try result.frame("after") == Frame(x: 300 - 53, y: 0, width: 53, height: 30))
        #expect(result.isClean)
    }

    /// Constraints act on the alignment rectangle on both sides of the
    /// equation, and right to left leading is the rectangle's right edge.
    @Test(arguments: LayoutDirection.allCases)
    func constraintsActOnTheAlignmentRectangle(direction: LayoutDirection) throws {
        var control = ViewSpec(name: "control", superview: "root")
        control.alignmentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 5)
        let screen = makeScreen(views: [control, ViewSpec(name: "below", superview: "root")], constraints: [
            ("leading", "control.leading == root.leading + 10"), ("width", "control.width == 100"),
            ("top", "control.top == root.top + 20"), ("height", "control.height == 30"),
            ("belowTop", "below.top == control.bottom + 4"), ("belowHeight", "below.height == 10"),
            ("belowLeading", "below.leading == root.leading"), ("belowWidth", "below.width == control.width"),
        ])
        let result = try solve(screen, width: 300, height: 200, direction: direction)
        let frame = try result.frame("control")
        #expect(frame.width == 100 + 2 + 5)
        #expect(frame.height == 30 + 1 + 3)
        #expect(frame.y == 20 - 1)
        // Left to right the rectangle's left edge is 10 from the root's; right to left its right edge.
        let expectedX: Double = direction == .leftToRight ? 10 - 2 : 300 - 10 + 5 - (100 + 2 + 5)
        #expect(frame.x == expectedX)
        // 4 below the rectangle's bottom (20 + 30), as wide as the rectangle.
        #expect(try result.frame("below").y == 20 + 30 + 4)
        #expect(try result.frame("below").width == 100)
        #expect(result.isClean)
    }
}
