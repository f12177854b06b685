import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Every subset of hidden arranged views of a stack beside a neighbour,
/// against the arithmetic written out: visible views chained at their
/// intrinsic size with the spacing, hidden ones collapsed where the previous
/// visible one ends, and a stack with nothing visible collapsing to 0 along
/// its axis so that its neighbour takes the space (UIStackView).
@Suite struct HiddenArrangedSubsetTests {
    /// Intrinsic sizes of the arranged buttons along the stack's axis, and across it.
    static let mainSizes = [40.0, 50, 60]
    static let crossSize = 30.0
    static let spacing = 8.0
    static let names = ["b1", "b2", "b3"]
    /// `|-16-[v1]-10-[buttons]-10-|` along the axis on a 320 side; across it
    /// the stack is inset by 20 from both edges of a side of 200.
    static let side = 320.0, crossSide = 200.0, crossExtent = 200 - 2 * 20.0

    /// Each subset of the three buttons, as a set of hidden names.
    static let subsets: [Set<String>] = (0..<8).map { mask in
        Set(names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] })
    }

    func screen(
        axis: StackProperties.Axis, distribution: StackProperties.Distribution,
        alignment: StackProperties.Alignment, hidden: Set<String>, neighbourWidth: Double? = nil
    ) -> Screen {
        let horizontal = axis == .horizontal
        var views = [
            ViewSpec(name: "v1", superview: "root"),
            ViewSpec(name: "buttons", superview: "root", kind: "stack",
                     stack: StackProperties(axis: axis, distribution: distribution, alignment: alignment,
                                            spacing: HiddenArrangedSubsetTests.spacing)),
        ]
        for (offset, name) in HiddenArrangedSubsetTests.names.enumerated() {
            let main = HiddenArrangedSubsetTests.mainSizes[offset], cross = HiddenArrangedSubsetTests.crossSize
            views.append(ViewSpec(
                name: name, superview: "buttons",
                intrinsicSize: horizontal ? IntrinsicSize(width: main, height: cross)
                    : IntrinsicSize(width: cross, height: main),
                hidden: hidden.contains(name)))
        }
        let (along, across) = horizontal ? ("H:", "V:") : ("V:", "H:")
        var constraints = [("chain", "\(along)|-16-[v1]-10-[buttons]-10-|"),
                           ("stackCross", "\(across)|-20-[buttons]-20-|"),
                           ("v1Cross", "\(across)|[v1]|")]
        if let neighbourWidth { constraints.append(("v1Size", "\(along)[v1(\(neighbourWidth))]")) }
        return makeScreen(views: views, constraints: constraints)
    }

    func solved(_ screen: Screen, axis: StackProperties.Axis) throws -> SolveResult {
        axis == .horizontal
            ? try solve(screen, width: HiddenArrangedSubsetTests.side, height: HiddenArrangedSubsetTests.crossSide)
            : try solve(screen, width: HiddenArrangedSubsetTests.crossSide, height: HiddenArrangedSubsetTests.side)
    }

    /// (position, size) along the axis and (position, size) across it, in the stack's coordinates.
    struct Placement: Equatable {
        var main: Double, mainSize: Double, cross: Double, crossSize: Double
    }

    /// Where each button goes, given each visible button's size along the axis
    /// and the gap between visible neighbours.
    func placements(
        hidden: Set<String>, sizes: [Double], gap: Double, alignment: StackProperties.Alignment
    ) -> [Placement] {
        let extent = HiddenArrangedSubsetTests.crossExtent, cross = HiddenArrangedSubsetTests.crossSize
        var result: [Placement] = []
        var end: Double?  // where the previous visible button ends
        for (offset, name) in HiddenArrangedSubsetTests.names.enumerated() {
            if hidden.contains(name) {
                result.append(Placement(main: end ?? 0, mainSize: 0, cross: 0, crossSize: extent))
                continue
            }
            let start = end.map { $0 + gap } ?? 0
            let crossPosition: Double, crossSize: Double
            switch alignment {
            case .fill: (crossPosition, crossSize) = (0, extent)
            case .center: (crossPosition, crossSize) = ((extent - cross) / 2, cross)
            case .top, .leading: (crossPosition, crossSize) = (0, cross)
            default: (crossPosition, crossSize) = (extent - cross, cross)  // bottom, trailing
            }
            result.append(Placement(main: start, mainSize: sizes[offset], cross: crossPosition, crossSize: crossSize))
            end = start + sizes[offset]
        }
        return result
    }

    func check(
        _ result: SolveResult, axis: StackProperties.Axis, stackSize: Double, placements: [Placement],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let horizontal = axis == .horizontal
        let v1Size = HiddenArrangedSubsetTests.side - 16 - 10 - 10 - stackSize
        let stack = try result.frame("buttons", sourceLocation: sourceLocation)
        let v1 = try result.frame("v1", sourceLocation: sourceLocation)
        #expect((horizontal ? stack.x : stack.y) == 16 + v1Size + 10, sourceLocation: sourceLocation)
        #expect((horizontal ? stack.width : stack.height) == stackSize, sourceLocation: sourceLocation)
        #expect((horizontal ? v1.width : v1.height) == v1Size, sourceLocation: sourceLocation)
        for (name, expected) in zip(HiddenArrangedSubsetTests.names, placements) {
            let frame = try result.frame(name, sourceLocation: sourceLocation)
            let actual = horizontal
                ? Placement(main: frame.x, mainSize: frame.width, cross: frame.y, crossSize: frame.height)
                : Placement(main: frame.y, mainSize: frame.height, cross: frame.x, crossSize: frame.width)
            #expect(actual == expected, "\(name)", sourceLocation: sourceLocation)
        }
        #expect(result.isClean, sourceLocation: sourceLocation)
    }

    @Test func theIssueExampleCollapsesTheStackAndWidensItsNeighbour() throws {
        let result = try solved(
            screen(axis: .horizontal, distribution: .fill, alignment: .fill, hidden: Set(HiddenArrangedSubsetTests.names)),
            axis: .horizontal)
        #expect(try result.frame("buttons").width == 0)
        #expect(try result.frame("buttons").x == 320 - 10)
        #expect(try result.frame("v1").width == 320 - 16 - 10 - 10)
        #expect(result.isClean)
    }

    /// fill and fillProportionally give each visible button its intrinsic size;
    /// fillEqually gives each the largest visible intrinsic size.
    @Test(arguments: [StackProperties.Axis.horizontal, .vertical],
          [StackProperties.Distribution.fill, .fillEqually, .fillProportionally])
    func everySubsetOfHiddenButtons(axis: StackProperties.Axis, distribution: StackProperties.Distribution) throws {
        let alignments: [StackProperties.Alignment] = axis == .horizontal
            ? [.fill, .center, .top, .bottom] : [.fill, .center, .leading, .trailing]
        for alignment in alignments {
            for hidden in HiddenArrangedSubsetTests.subsets {
                let visibleSizes = HiddenArrangedSubsetTests.names.indices
                    .filter { !hidden.contains(HiddenArrangedSubsetTests.names[$0]) }
                    .map { HiddenArrangedSubsetTests.mainSizes[$0] }
                let largest = visibleSizes.max() ?? 0
                let sizes = distribution == .fillEqually
                    ? HiddenArrangedSubsetTests.mainSizes.map { _ in largest } : HiddenArrangedSubsetTests.mainSizes
                let count = Double(visibleSizes.count)
                let stackSize = visibleSizes.isEmpty ? 0
                    : (distribution == .fillEqually ? count * largest : visibleSizes.reduce(0, +))
                        + HiddenArrangedSubsetTests.spacing * (count - 1)
                let result = try solved(screen(axis: axis, distribution: distribution, alignment: alignment,
                                               hidden: hidden), axis: axis)
                try check(result, axis: axis, stackSize: stackSize,
                          placements: placements(hidden: hidden, sizes: sizes, gap: HiddenArrangedSubsetTests.spacing,
                                                 alignment: alignment))
            }
        }
    }

    /// With the neighbour's size fixed at 100 the stack keeps the rest
    /// (320 - 36 - 100 = 184) even with nothing visible; equalSpacing spreads
    /// the visible buttons over it with equal gaps, a single one fills it.
    @Test(arguments: [StackProperties.Axis.horizontal, .vertical])
    func equalSpacingWithAFixedNeighbourEverySubset(axis: StackProperties.Axis) throws {
        let stackSize = 320 - 36 - 100.0
        for hidden in HiddenArrangedSubsetTests.subsets {
            let visible = HiddenArrangedSubsetTests.names.indices.filter { !hidden.contains(HiddenArrangedSubsetTests.names[$0]) }
            var sizes = HiddenArrangedSubsetTests.mainSizes
            var gap = 0.0
            if visible.count == 1 {
                sizes[visible[0]] = stackSize
            } else if visible.count > 1 {
                gap = (stackSize - visible.map { HiddenArrangedSubsetTests.mainSizes[$0] }.reduce(0, +))
                    / Double(visible.count - 1)
            }
            let result = try solved(screen(axis: axis, distribution: .equalSpacing, alignment: .fill, hidden: hidden,
                                           neighbourWidth: 100), axis: axis)
            try check(result, axis: axis, stackSize: stackSize,
                      placements: placements(hidden: hidden, sizes: sizes, gap: gap, alignment: .fill))
        }
    }

    /// Every distribution collapses an all-hidden stack the same way.
    @Test(arguments: [StackProperties.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing,
                      .equalCentering])
    func everyDistributionCollapsesWhenAllAreHidden(distribution: StackProperties.Distribution) throws {
        for axis in [StackProperties.Axis.horizontal, .vertical] {
            let hidden = Set(HiddenArrangedSubsetTests.names)
            let result = try solved(screen(axis: axis, distribution: distribution, alignment: .center, hidden: hidden),
                                    axis: axis)
            try check(result, axis: axis, stackSize: 0,
                      placements: placements(hidden: hidden, sizes: [], gap: 0, alignment: .center))
        }
    }

    /// The collapse holds at the stack's own hugging: a neighbour that hugs
    /// more tightly (intrinsic width 100 at 251) wins, and the stack takes the rest.
    @Test func aNeighbourThatHugsMoreTightlyKeepsItsSize() throws {
        var screen = screen(axis: .horizontal, distribution: .fill, alignment: .fill,
                            hidden: Set(HiddenArrangedSubsetTests.names))
        screen.views[1].intrinsicSize = IntrinsicSize(width: 100)
        screen.views[1].hugging = AxisPriorities(horizontal: LayoutPriority(251))
        let result = try solved(screen, axis: .horizontal)
        #expect(try result.frame("v1").width == 100)
        #expect(try result.frame("buttons").width == 320 - 36 - 100)
        #expect(result.isClean)
    }
}
