import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// UIStackView's meaning: distributions along the axis, alignments across it,
/// and hidden arranged views collapsing.
@Suite struct StackViewTests {
    /// A stack filling a 300 x 100 root (only its top pinned when `pinHeight`
    /// is false) with arranged views a, b, c… of the given intrinsic sizes.
    func stack(
        axis: StackProperties.Axis = .horizontal, distribution: StackProperties.Distribution = .fill,
        alignment: StackProperties.Alignment = .fill, spacing: Double = 0,
        sizes: [(Double?, Double?)], baselines: [Baselines?] = [], pinHeight: Bool = true,
        extra: [(String, String)] = [], hidden: Set<String> = []
    ) -> Screen {
        var views = [ViewSpec(name: "stack", superview: "root", kind: "stack",
                              stack: StackProperties(axis: axis, distribution: distribution,
                                                     alignment: alignment, spacing: spacing))]
        for (offset, size) in sizes.enumerated() {
            let name = ["a", "b", "c", "d"][offset]
            views.append(ViewSpec(
                name: name, superview: "stack", intrinsicSize: IntrinsicSize(width: size.0, height: size.1),
                hidden: hidden.contains(name), baselines: offset < baselines.count ? baselines[offset] : nil))
        }
        let constraints = [("h", "H:|[stack]|"), ("v", pinHeight ? "V:|[stack]|" : "V:|[stack]")] + extra
        return makeScreen(views: views, constraints: constraints)
    }

    func solved(_ screen: Screen) throws -> SolveResult { try solve(screen, width: 300, height: 100) }

    @Test func fillEquallyGivesEveryViewTheSameShare() throws {
        let result = try solved(stack(distribution: .fillEqually, spacing: 15, sizes: [(10, 10), (50, 10), (90, 10)]))
        let width = (300 - 2 * 15) / 3.0
        for (offset, name) in ["a", "b", "c"].enumerated() {
            #expect(try result.frame(name) == Frame(x: Double(offset) * (width + 15), y: 0, width: width, height: 100))
        }
        #expect(result.isClean)
    }

    @Test func fillProportionallySharesByIntrinsicWidth() throws {
        let result = try solved(stack(distribution: .fillProportionally, spacing: 6,
                                      sizes: [(10, 10), (20, 10), (30, 10)]))
        let available = 300 - 2 * 6.0
        #expect(try result.frame("a") == Frame(x: 0, y: 0, width: available * 10 / 60, height: 100))
        #expect(try result.frame("b")
            == Frame(x: available * 10 / 60 + 6, y: 0, width: available * 20 / 60, height: 100))
        #expect(try result.frame("c").width == available * 30 / 60)
        #expect(result.isClean)
    }

    /// `UIStackView.spacingUseSystem`: the spacing is the document's standard sibling spacing.
    @Test func theStandardSpacingFollowsTheDocumentsStandardSpacing() throws {
        var screen = stack(sizes: [(40, 10), (50, 10)])
        screen.views[2].hugging = AxisPriorities(horizontal: LayoutPriority(251))
        #expect(screen.views[1].name == "stack")
        screen.views[1].stack?.usesStandardSpacing = true
        screen.views[1].stack?.spacing = 99  // not read while the standard spacing is used
        for spacing in [StandardSpacing.apple, StandardSpacing(sibling: 6, superview: 12)] {
            let result = try LayoutEngine.solve(screen, standardSpacing: spacing, request: SolveRequest(width: 300, height: 100))
            #expect(try result.frame("a") == Frame(x: 0, y: 0, width: 40, height: 100))
            #expect(try result.frame("b") == Frame(x: 40 + spacing.sibling, y: 0, width: 300 - 40 - spacing.sibling, height: 100))
        }
    }

    @Test func fillStretchesTheViewThatHugsLeast() throws {
        var screen = stack(spacing: 8, sizes: [(40, 10), (50, 10)])
        screen.views[2].hugging = AxisPriorities(horizontal: LayoutPriority(251))
        let result = try solved(screen)
        #expect(try result.frame("a").width == 40)
        #expect(try result.frame("b") == Frame(x: 40 + 8, y: 0, width: 300 - 40 - 8, height: 100))
    }

    @Test func equalSpacingPadsTheGapsEvenly() throws {
        let result = try solved(stack(distribution: .equalSpacing, spacing: 4, sizes: [(40, 10), (50, 10), (60, 10)]))
        let gap = (300 - 150) / 2.0
        #expect(try result.frame("a").x == 0)
        #expect(try result.frame("b").x == 40 + gap)
        #expect(try result.frame("c").x == 40 + gap + 50 + gap)
        #expect(try result.frame("c").width == 60)
        #expect(result.isClean)
    }

    @Test func equalCenteringSpacesTheCentersEvenly() throws {
        let result = try solved(stack(distribution: .equalCentering, sizes: [(40, 10), (50, 10), (60, 10)]))
        let firstCenter = 20.0, lastCenter = 300 - 30.0
        #expect(try result.frame("b").x == (firstCenter + lastCenter) / 2 - 25)
        #expect(try result.frame("c").x == 240)
        #expect(result.isClean)
    }

    @Test(arguments: [
        (StackProperties.Alignment.top, [0.0, 0, 0]), (.leading, [0, 0, 0]),
        (.center, [40, 30, 20]), (.bottom, [80, 60, 40]), (.trailing, [80, 60, 40]),
    ])
    func alignmentPlacesViewsAcrossTheAxis(alignment: StackProperties.Alignment, ys: [Double]) throws {
        let result = try solved(stack(alignment: alignment, sizes: [(100, 20), (100, 40), (100, 60)]))
        for (offset, name) in ["a", "b", "c"].enumerated() {
            #expect(try result.frame(name).y == ys[offset])
            #expect(try result.frame(name).height == [20.0, 40, 60][offset])
        }
        #expect(result.isClean)
    }

    @Test func fillAlignmentStretchesAcrossTheAxis() throws {
        let result = try solved(stack(sizes: [(10, 20), (290, 40)]))
        #expect(try result.frame("a") == Frame(x: 0, y: 0, width: 10, height: 100))
        #expect(try result.frame("b") == Frame(x: 10, y: 0, width: 290, height: 100))
    }

    @Test func firstBaselineAlignmentLinesUpBaselinesAndHugsTheTallest() throws {
        let screen = stack(alignment: .firstBaseline, sizes: [(100, 20), (200, 40)],
                           baselines: [Baselines(firstFromTop: 10), Baselines(firstFromTop: 30)], pinHeight: false)
        let result = try solved(screen)
        #expect(try result.frame("b").y == 0)
        #expect(try result.frame("a").y == 30 - 10)
        #expect(try result.frame("stack").height == 40)
        #expect(result.isClean)
    }

    @Test func verticalStackChainsTopToBottomAndAlignsAcross() throws {
        let screen = stack(axis: .vertical, alignment: .center, spacing: 5, sizes: [(100, 20), (50, 30)],
                           pinHeight: false)
        let result = try solved(screen)
        #expect(try result.frame("a") == Frame(x: (300 - 100) / 2, y: 0, width: 100, height: 20))
        #expect(try result.frame("b") == Frame(x: (300 - 50) / 2, y: 20 + 5, width: 50, height: 30))
        #expect(try result.frame("stack").height == 20 + 5 + 30)
        #expect(result.isClean)
    }

    @Test func horizontalStackRunsRightToLeftInRightToLeft() throws {
        let screen = stack(spacing: 10, sizes: [(100, 10), (190, 10)])
        let result = try solve(screen, width: 300, height: 100, direction: .rightToLeft)
        #expect(try result.frame("a").x == 300 - 100)
        #expect(try result.frame("b").x == 0)
    }

    @Test func aHiddenArrangedViewCollapsesAndItsOwnConstraintsAreSetAside() throws {
        // b's required width would conflict with the collapse in UIKit; here it is set aside.
        let screen = stack(distribution: .fillEqually, spacing: 10, sizes: [(nil, 10), (nil, 10), (nil, 10)],
                           extra: [("bWidth", "b.width == 100")], hidden: ["b"])
        let result = try solved(screen)
        let width = (300 - 10) / 2.0
        #expect(try result.frame("a") == Frame(x: 0, y: 0, width: width, height: 100))
        #expect(try result.frame("b") == Frame(x: width, y: 0, width: 0, height: 100))
        #expect(try result.frame("c") == Frame(x: width + 10, y: 0, width: width, height: 100))
        #expect(result.isClean)
    }

    @Test func viewsInsideACollapsedViewGetEmptyFrames() throws {
        var screen = stack(spacing: 10, sizes: [(100, 10), (nil, 10)], hidden: ["a"])
        screen.views.append(ViewSpec(name: "icon", superview: "a"))
        screen.constraints.append(ConstraintEntry(id: "icon", body: .visualFormat("H:|-[icon(50)]-|", options: [])))
        let result = try solved(screen)
        #expect(try result.frame("icon") == Frame(x: 0, y: 0, width: 0, height: 0))
        #expect(try result.frame("b") == Frame(x: 0, y: 0, width: 300, height: 100))
        #expect(result.isClean)
    }

    @Test func aHiddenViewOutsideAStackKeepsItsFrame() throws {
        let views = [ViewSpec(name: "box", superview: "root", hidden: true)]
        let screen = makeScreen(views: views, constraints: [("h", "H:|-[box(50)]"), ("v", "V:|-[box(60)]")])
        let result = try solve(screen, width: 300, height: 100)
        #expect(try result.frame("box") == Frame(x: 20, y: 20, width: 50, height: 60))
        #expect(result.hiddenViews == ["box"])
    }

    @Test func fillEquallyHoldsForAnyNumberOfViewsAndSpacing() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<20 {
            let count = Int.random(in: 1...4, using: &random)
            let spacing = Double(Int.random(in: 0...20, using: &random))
            let sizes = (0..<count).map { _ -> (Double?, Double?) in
                (Double(Int.random(in: 1...200, using: &random)), 10)
            }
            let result = try solved(stack(distribution: .fillEqually, spacing: spacing, sizes: sizes))
            let expected = (300 - spacing * Double(count - 1)) / Double(count)
            for name in ["a", "b", "c", "d"].prefix(count) {
                #expect(abs(try result.frame(name).width - expected) < 1e-6)
            }
            #expect(result.isClean)
        }
    }

    @Test func leadingAlignmentInAVerticalStackFollowsTheLayoutDirection() throws {
        let screen = stack(axis: .vertical, alignment: .leading, spacing: 4, sizes: [(100, 20), (50, 30)],
                           pinHeight: false)
        let leftToRight = try solve(screen, width: 300, height: 100)
        #expect(try leftToRight.frame("a").x == 0)
        #expect(try leftToRight.frame("b").x == 0)
        let rightToLeft = try solve(screen, width: 300, height: 100, direction: .rightToLeft)
        #expect(try rightToLeft.frame("a").x == 300 - 100)
        #expect(try rightToLeft.frame("b").x == 300 - 50)
        #expect(rightToLeft.isClean)
    }

    @Test func equalSpacingSpreadsOnlyTheVisibleViews() throws {
        let screen = stack(distribution: .equalSpacing, sizes: [(40, 10), (50, 10), (60, 10)], hidden: ["b"])
        let result = try solved(screen)
        #expect(try result.frame("a").x == 0)
        #expect(try result.frame("c").x == 300 - 60)
        #expect(try result.frame("b") == Frame(x: 40, y: 0, width: 0, height: 100))
        #expect(result.isClean)
    }

    @Test func stacksNest() throws {
        var screen = stack(spacing: 10, sizes: [(100, 10)])
        screen.views.append(ViewSpec(name: "column", superview: "stack", kind: "stack",
                                     stack: StackProperties(axis: .vertical, distribution: .fillEqually, spacing: 20)))
        screen.views.append(ViewSpec(name: "top", superview: "column"))
        screen.views.append(ViewSpec(name: "bottom", superview: "column"))
        let result = try solved(screen)
        #expect(try result.frame("column") == Frame(x: 100 + 10, y: 0, width: 300 - 110, height: 100))
        #expect(try result.frame("top") == Frame(x: 0, y: 0, width: 190, height: 40))
        #expect(try result.frame("bottom") == Frame(x: 0, y: 40 + 20, width: 190, height: 40))
        #expect(result.isClean)
    }
}
