import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// Stacks inside stacks (#20.8): what a nested stack lends its outer stack.
/// fillProportionally shares by the nested stack's content, and a vertical
/// stack's baselines are its first and last arranged views' baselines.
@Suite struct NestedStackViewTests {
    /// A horizontal stack of a 30 x 50 view (`glyph`, hugging 251) and a
    /// vertical stack (`column`) of the given views, in a stack with `spacing`
    /// 2 — the shape of LoopKit's "1.5 U IOB" header.
    func pair(_ name: String, in superview: String, alignment: StackProperties.Alignment = .lastBaseline,
              glyph: Baselines? = nil, column: [(String, Double, Double, Baselines?)],
              hidden: Set<String> = []) -> [ViewSpec] {
        var views = [
            ViewSpec(name: name, superview: superview, kind: "stack",
                     stack: StackProperties(axis: .horizontal, alignment: alignment, spacing: 2)),
            ViewSpec(name: "\(name)Glyph", superview: name, intrinsicSize: IntrinsicSize(width: 30, height: 50),
                     hugging: AxisPriorities(horizontal: LayoutPriority(251)), baselines: glyph),
            ViewSpec(name: "\(name)Column", superview: name, kind: "stack", stack: StackProperties(axis: .vertical)),
        ]
        for (label, width, height, baselines) in column {
            views.append(ViewSpec(name: label, superview: "\(name)Column",
                                  intrinsicSize: IntrinsicSize(width: width, height: height),
                                  hidden: hidden.contains(label), baselines: baselines))
        }
        return views
    }

    /// Two such pairs in a fillProportionally stack with spacing 10, filling the root.
    func header() -> Screen {
        let outer = ViewSpec(name: "outer", superview: "root", kind: "stack",
                             stack: StackProperties(axis: .horizontal, distribution: .fillProportionally,
                                                    alignment: .center, spacing: 10))
        let views = [outer]
            + pair("left", in: "outer", column: [("iob", 40, 20, nil), ("iobDetail", 20, 10, nil)])
            + pair("right", in: "outer", column: [("total", 60, 20, nil)])
        return makeScreen(views: views, constraints: [("h", "H:|[outer]|"), ("v", "V:|[outer]|")])
    }

    /// Within the solve's rounding of frames (1e-6).
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

    @Test func fillProportionallySharesNestedStacksByTheirContent() throws {
        let result = try solve(header(), width: 300, height: 100)
        // left needs 30 + 2 + max(40, 20) = 72, right 30 + 2 + 60 = 92: the 300 - 10 pt are shared 72 : 92.
        let left = (300 - 10) * 72 / (72 + 92.0), right = (300 - 10) * 92 / (72 + 92.0)
        #expect(close(try result.frame("left").width, left))
        #expect(close(try result.frame("right").x, left + 10))
        #expect(close(try result.frame("right").width, right))
        // Inside, the column takes what the glyph (hugging 251) leaves.
        #expect(close(try result.frame("leftColumn").width, left - 30 - 2))
        #expect(close(try result.frame("rightColumn").width, right - 30 - 2))
        #expect(result.isClean)
    }

    /// The shares come from content, not from any earlier frame: the same on every width,
    /// and no arranged view goes negative in a narrower stack.
    @Test(arguments: [200.0, 300, 375, 600, 1024])
    func theSharesAreTheSameOnEveryWidth(width: Double) throws {
        let result = try solve(header(), width: width, height: 100)
        let left = try result.frame("left").width, right = try result.frame("right").width
        #expect(close(left, (width - 10) * 72 / 164))
        #expect(close(right, (width - 10) * 92 / 164))
        for view in ["leftGlyph", "leftColumn", "iob", "rightGlyph", "rightColumn", "total"] {
            #expect(try result.frame(view).width >= 0, "\(view)")
        }
    }

    /// A nested stack whose views are hidden needs only their spacing: a hidden view
    /// takes no share.
    @Test func aHiddenArrangedViewTakesNoShare() throws {
        let outer = ViewSpec(name: "outer", superview: "root", kind: "stack",
                             stack: StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10))
        let views = [outer]
            + pair("left", in: "outer", column: [("iob", 40, 20, nil), ("wide", 200, 10, nil)], hidden: ["wide"])
            + pair("right", in: "outer", column: [("total", 60, 20, nil)])
        let result = try solve(makeScreen(views: views, constraints: [("h", "H:|[outer]|"), ("v", "V:|[outer]|")]),
                               width: 300, height: 100)
        #expect(close(try result.frame("left").width, (300 - 10) * 72 / 164))
    }

    /// A nested fillEqually stack needs every view as large as its largest.
    @Test func aNestedFillEquallyStackNeedsItsLargestViewForEach() throws {
        let outer = ViewSpec(name: "outer", superview: "root", kind: "stack",
                             stack: StackProperties(axis: .horizontal, distribution: .fillProportionally, spacing: 10))
        let equal = ViewSpec(name: "equal", superview: "outer", kind: "stack",
                             stack: StackProperties(axis: .horizontal, distribution: .fillEqually, spacing: 4))
        let views = [outer, equal,
                     ViewSpec(name: "small", superview: "equal", intrinsicSize: IntrinsicSize(width: 10, height: 10)),
                     ViewSpec(name: "large", superview: "equal", intrinsicSize: IntrinsicSize(width: 30, height: 10)),
                     ViewSpec(name: "label", superview: "outer", intrinsicSize: IntrinsicSize(width: 36, height: 10))]
        let result = try solve(makeScreen(views: views, constraints: [("h", "H:|[outer]|"), ("v", "V:|[outer]|")]),
                               width: 300, height: 100)
        // equal needs 2 * 30 + 4 = 64 against the label's 36.
        #expect(close(try result.frame("equal").width, (300 - 10) * 64 / (64 + 36)))
        #expect(close(try result.frame("label").width, (300 - 10) * 36 / (64 + 36)))
    }

    /// UIStackView's `viewForLastBaselineLayout` of a vertical stack is its last
    /// arranged view: beside a glyph whose baseline is 10 above its bottom, the
    /// column's last view (baseline 8 above its bottom) lines up with it.
    @Test func lastBaselineOfAVerticalStackIsItsLastArrangedViewsBaseline() throws {
        let views = pair("left", in: "root", glyph: Baselines(lastFromBottom: 10),
                         column: [("iob", 40, 20, Baselines(lastFromBottom: 5)),
                                  ("iobDetail", 40, 30, Baselines(lastFromBottom: 8))])
        let result = try solve(makeScreen(views: views, constraints: [("h", "H:|[left]"), ("v", "V:|[left]")]),
                               width: 300, height: 100)
        // glyph baseline: glyph.y + 50 - 10; column's: column.y + 20 + 30 - 8. The column (50 high)
        // is the taller above the baseline (42 against 40), so it sits at the top.
        #expect(try result.frame("leftColumn") == Frame(x: 30 + 2, y: 0, width: 40, height: 20 + 30))
        #expect(try result.frame("leftGlyph") == Frame(x: 0, y: 42 - 40, width: 30, height: 50))
        #expect(try result.frame("left").height == 42 - 40 + 50)
        #expect(result.isClean)
    }

    /// …and its `viewForFirstBaselineLayout` the first visible one (a hidden one is skipped).
    @Test(arguments: [false, true])
    func firstBaselineOfAVerticalStackIsItsFirstVisibleArrangedViewsBaseline(hideFirst: Bool) throws {
        let views = pair("left", in: "root", alignment: .firstBaseline, glyph: Baselines(firstFromTop: 40),
                         column: [("caption", 40, 12, Baselines(firstFromTop: 9)),
                                  ("iob", 40, 20, Baselines(firstFromTop: 15))],
                         hidden: hideFirst ? ["caption"] : [])
        let result = try solve(makeScreen(views: views, constraints: [("h", "H:|[left]"), ("v", "V:|[left]")]),
                               width: 300, height: 100)
        // glyph baseline: glyph.y + 40; column's: the caption's, column.y + 9, or with the caption
        // hidden (collapsed to 0 high at the top) the next view's, column.y + 0 + 15.
        let columnBaseline: Double = hideFirst ? 0 + 15 : 9
        #expect(try result.frame("leftGlyph").y == 0)
        #expect(try result.frame("leftColumn").y == 40 - columnBaseline)
        #expect(result.isClean)
    }
}
