import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// A label that wraps takes the width it gets (#32 1.6): UIKit loads a view from a storyboard at
/// the frame IB stored, and a multi-line label's automatic `preferredMaxLayoutWidth` is that width in
/// the first layout pass, so it does not hold its one-line width against its neighbours. A label
/// made in code has no such frame, and its first pass is one line.
@Suite struct WrappingTextFirstPassTests {
    static let text = "You\u{2019}ve reached the maximum number of connected devices."

    /// ivpn's alert row, as a 317-point horizontal stack: a 16-point icon, the label (IB wrapped it
    /// 247 wide, on two lines) and a 30-point button that resists compression only at 250.
    static func row(layoutWidth: Double?) -> Screen {
        var label = ViewSpec(name: "label", superview: "stack", kind: "label",
                             hugging: AxisPriorities(horizontal: LayoutPriority(750), vertical: nil),
                             text: text, font: .system(size: 12, weight: nil, italic: false), numberOfLines: 0)
        if let layoutWidth {
            label.ibID = "IEm-rH-E7M"
            label.intrinsicSize = IntrinsicSize(width: layoutWidth, height: nil)
        }
        return makeScreen(views: [
            ViewSpec(name: "stack", superview: "root", kind: "stack",
                     stack: StackProperties(axis: .horizontal, alignment: .center, spacing: 12)),
            ViewSpec(name: "icon", superview: "stack", intrinsicSize: IntrinsicSize(width: 16, height: 16),
                     compressionResistance: AxisPriorities(horizontal: .required, vertical: nil)),
            label,
            ViewSpec(name: "button", superview: "stack", intrinsicSize: IntrinsicSize(width: 30, height: 27),
                     hugging: AxisPriorities(horizontal: .required, vertical: nil),
                     compressionResistance: AxisPriorities(horizontal: LayoutPriority(250), vertical: nil)),
        ], constraints: [("l", "stack.leading == root.leading"), ("t", "stack.trailing == root.trailing"),
                         ("top", "stack.top == root.top"), ("b", "stack.bottom == root.bottom"),
                         ("iw", "icon.width == 16"), ("ih", "icon.height == 16")])
    }

    @Test func aLabelIBWrappedKeepsItsNeighboursWhole() throws {
        let result = try solve(Self.row(layoutWidth: 247), width: 317, height: 39)
        #expect(try result.frame("button").width == 30)
        #expect(try result.frame("label").width == 317 - 16 - 12 - 12 - 30)
        #expect(result.lines["label"] == 2)
        #expect(result.unsatisfiable.isEmpty)
    }

    /// The first pass starts from the frame the view was loaded with on every screen: on one narrower
    /// than the design the label still holds the lines IB gave it (at 750, over the button's 250), and
    /// what is left goes to the button, as UIKit's first pass at the nib's frame gives it.
    @Test func onANarrowerScreenTheFirstPassStartsFromIBsWidth() throws {
        let design = try solve(Self.row(layoutWidth: 247), width: 317, height: 39)
        let result = try solve(Self.row(layoutWidth: 247), width: 200, height: 60)
        #expect(result.lines["label"] == 2)
        #expect(try result.frame("label").width > 200 - 16 - 12 - 12 - 30)
        #expect(try result.frame("label").width + result.frame("button").width == 200 - 16 - 12 - 12)
    }

    /// Made in code (no frame from a file), the label's first pass is one line, which its compression
    /// resistance (750) holds over the button's (250): the button is squeezed, as UIKit does it.
    @Test func aLabelMadeInCodeStartsFromOneLine() throws {
        let result = try solve(Self.row(layoutWidth: nil), width: 317, height: 39)
        #expect(try result.frame("button").width < 30)
        #expect(result.lines["label"] == 1)
    }

    /// The layout width is no size: a label alone, whose width nothing sets, is as wide as its
    /// widest line at that width, and its height is those lines'.
    @Test func theLayoutWidthIsWhereTheFirstPassWraps() throws {
        var label = ViewSpec(name: "label", superview: "root", kind: "label", text: Self.text,
                             font: .system(size: 12, weight: nil, italic: false), numberOfLines: 0)
        label.ibID = "lbl-00-aaa"
        label.intrinsicSize = IntrinsicSize(width: 150, height: nil)
        let screen = makeScreen(views: [label], constraints: [("x", "label.leading == root.leading + 10"),
                                                              ("y", "label.top == root.top + 10")])
        let result = try solve(screen, width: 400, height: 400)
        let frame = try result.frame("label")
        #expect(frame.width <= 150 + ModelSolver.widthError(150))
        #expect(frame.width > 100)
        #expect((result.lines["label"] ?? 0) >= 2)
        #expect(result.isClean)
    }
}
