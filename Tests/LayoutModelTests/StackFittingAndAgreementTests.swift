import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Stacks as UIKit lays them out (#32 1.6, #33 2.8): an `equalSpacing` or `equalCentering` stack
/// with nothing sizing it along its axis takes its fitting size, and constraints between arranged
/// views that agree with the stack's spacing do not conflict with it.
@Suite struct StackFittingAndAgreementTests {
    /// A vertical stack pinned at its top and sides only, of views `heights` high.
    static func column(_ distribution: StackProperties.Distribution, _ heights: [Double], spacing: Double = 10,
                       pinnedBottom: Bool = false) -> Screen {
        var views = [ViewSpec(name: "stack", superview: "root", kind: "stack",
                              stack: StackProperties(axis: .vertical, distribution: distribution, spacing: spacing))]
        var constraints = [("l", "stack.leading == root.leading"), ("t", "stack.trailing == root.trailing"),
                           ("top", "stack.top == root.top + 20")]
        if pinnedBottom { constraints.append(("b", "stack.bottom == root.bottom - 20")) }
        for (number, height) in heights.enumerated() {
            views.append(ViewSpec(name: "v\(number)", superview: "stack"))
            constraints.append(("h\(number)", "v\(number).height == \(height)"))
        }
        return makeScreen(views: views, constraints: constraints)
    }

    @Test func anEqualSpacingStackHugsItsViews() throws {
        let result = try solve(Self.column(.equalSpacing, [40, 50, 60]), width: 320, height: 480)
        #expect(result.isClean, "\(result.ambiguous)")
        #expect(try result.frame("stack").height == 40 + 10 + 50 + 10 + 60)
        #expect(try result.frame("v1").y == 40 + 10)
        #expect(try result.frame("v2").y == 40 + 10 + 50 + 10)
    }

    /// Equal centre distances (40/2 + g1 + 50/2 == 50/2 + g2 + 60/2) with each gap at least 10:
    /// the smallest stack has g2 = 10 and g1 = 20.
    @Test func anEqualCenteringStackHugsItsViews() throws {
        let result = try solve(Self.column(.equalCentering, [40, 50, 60]), width: 320, height: 480)
        #expect(result.isClean, "\(result.ambiguous)")
        #expect(try result.frame("stack").height == 40 + 20 + 50 + 10 + 60)
        #expect(try result.frame("v1").y == 40 + 20)
        #expect(try result.frame("v2").y == 40 + 20 + 50 + 10)
    }

    /// Given its height, the stack spreads its views: the gaps share what is left, equally.
    @Test func givenItsHeightTheGapsGrow() throws {
        let result = try solve(Self.column(.equalSpacing, [40, 50, 60], pinnedBottom: true), width: 320, height: 480)
        #expect(result.isClean)
        let gap = (480 - 40 - 150) / 2.0
        #expect(try result.frame("v1").y == 40 + gap)
        #expect(try result.frame("v2").y == 40 + gap + 50 + gap)
    }

    /// `b.top == a.bottom + 8` between two arranged views of a stack whose spacing is 8 (or the
    /// standard spacing, 8) says what the stack says: no conflict. A different gap is a real one.
    @Test(arguments: [(8.0, false, true), (8, true, true), (10, false, false)])
    func aConstraintThatAgreesWithTheSpacingIsNoConflict(constant: Double, standard: Bool, agrees: Bool) throws {
        let screen = makeScreen(views: [
            ViewSpec(name: "stack", superview: "root", kind: "stack",
                     stack: StackProperties(axis: .vertical, spacing: 8, usesStandardSpacing: standard)),
            ViewSpec(name: "a", superview: "stack"), ViewSpec(name: "b", superview: "stack"),
        ], constraints: [
            ("l", "stack.leading == root.leading + 16"), ("t", "stack.trailing == root.trailing - 16"),
            ("top", "stack.top == root.top + 20"), ("ha", "a.height == 50"), ("hb", "b.height == 50"),
            ("gap", "b.top == a.bottom + \(formatNumber(constant))"), ("w", "b.width == a.width"),
        ])
        let result = try solve(screen, width: 375, height: 667)
        #expect(result.unsatisfiable.isEmpty == agrees, "\(result.unsatisfiable)")
        if agrees {
            #expect(try result.frame("b").y == 50 + 8)
            #expect(try result.frame("stack").height == 50 + 8 + 50)
        }
    }
}
