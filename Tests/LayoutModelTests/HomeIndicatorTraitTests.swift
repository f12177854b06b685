import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// #24.6: the trait `homeIndicator` is `yes` where the request's bottom
/// safe-area inset is above 0, and a metric can vary by it.
@Suite struct HomeIndicatorTraitTests {
    /// A bar whose height is 44 by default, 49 with a home indicator.
    let screen = makeScreen(views: [ViewSpec(name: "bar", superview: "root")], constraints: [
        ("left", "bar.left == root.left"), ("right", "bar.right == root.right"),
        ("bottom", "bar.bottom == safeArea.bottom"), ("height", "bar.height == barHeight"),
    ], metrics: [MetricValue(name: "barHeight", value: 44),
                 MetricValue(name: "barHeight", value: 49, when: Condition(["homeIndicator": [.string("yes")]]))])

    func device(_ name: String) throws -> Device { try #require(DeviceCatalog.device(named: name)) }

    @Test func theTraitFollowsTheBottomSafeAreaInset() throws {
        #expect(try device("iPhone 8").request(.portrait).conditionEnvironment["homeIndicator"] == "no")
        #expect(try device("iPhone 11").request(.portrait).conditionEnvironment["homeIndicator"] == "yes")
        #expect(try device("iPhone 11").request(.landscape).conditionEnvironment["homeIndicator"] == "yes")
        #expect(try device("iPad Pro 11-inch (M4)").request(.portrait).conditionEnvironment["homeIndicator"] == "yes")
        #expect(SolveRequest(width: 375, height: 812).conditionEnvironment["homeIndicator"] == "no")
    }

    @Test func aMetricVariesByIt() throws {
        let home = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device("iPhone 8").request(.portrait))
        #expect(try home.frame("bar") == Frame(x: 0, y: 667 - 0 - 44, width: 375, height: 44))
        let notched = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device("iPhone 11").request(.portrait))
        #expect(try notched.frame("bar") == Frame(x: 0, y: 896 - 34 - 49, width: 414, height: 49))
    }

    @Test func itIsATraitWithTwoValues() {
        #expect(Condition.traitKeys.contains("homeIndicator"))
        #expect(Condition(["homeIndicator": [.string("yes")]]).problem == nil)
        #expect(Condition(["homeIndicator": [.string("maybe")]]).problem?.contains("'maybe' is not a value of 'homeIndicator'") == true)
        #expect(Condition.misspeltTrait("homeIndicater") == "homeIndicator")
    }

    /// Catalogue devices have both values, so a condition on either is possible.
    @Test func bothValuesArePossibleOnSomeDevice() {
        #expect(MetricPrecedence.possible(Condition(["homeIndicator": [.string("yes")], "heightClass": [.string("regular")]])))
        #expect(MetricPrecedence.possible(Condition(["homeIndicator": [.string("no")], "heightClass": [.string("compact")]])))
    }
}
