import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Bad input gets an error naming the screen and the thing at fault.
@Suite struct ModelErrorTests {
    func message(_ screen: Screen, request: SolveRequest = SolveRequest(width: 320, height: 480)) -> String? {
        do {
            _ = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            return nil
        } catch {
            return error.description
        }
    }

    let box = ViewSpec(name: "box", superview: "root")

    @Test func unknownViewInAnEquationIsNamedWithASuggestion() {
        #expect(message(makeScreen(views: [box], constraints: [("c", "bxo.width == 10")]))
            == "screen 'test': constraint 'c' names unknown view 'bxo' (did you mean 'box'?)")
    }

    @Test func unknownViewInAVisualFormatPointsAtIt() {
        let text = message(makeScreen(views: [box], constraints: [("c", "H:|[boxx]|")]))
        #expect(text?.hasPrefix("screen 'test': constraint 'c': ") == true)
        #expect(text?.contains("'boxx'") == true)
        #expect(text?.hasSuffix("  H:|[boxx]|\n      ^") == true)
    }

    @Test func unknownMetricIsNamedWithASuggestion() {
        let screen = makeScreen(views: [box], constraints: [("c", "box.width == insett")],
                                metrics: [MetricValue(name: "inset", value: 5)])
        #expect(message(screen) == "screen 'test': constraint 'c' uses unknown metric 'insett'"
            + " (did you mean 'inset'?)")
    }

    @Test func aMetricWithoutAMatchingValueIsAnErrorNamingIt() {
        let screen = makeScreen(views: [box], constraints: [("c", "box.width == gap")], metrics: [
            MetricValue(name: "gap", value: 5, when: Condition(["orientation": [.string("landscape")]])),
        ])
        // 320x480 (the 3.5-inch iPhone in portrait) is compact wide and regular high.
        #expect(message(screen) == "screen 'test': no value of metric 'gap' matches "
            + "heightClass=regular, orientation=portrait, widthClass=compact")
    }

    @Test func aMetricWithoutAMatchingValueInAVisualFormatIsNamedToo() {
        let screen = makeScreen(views: [box], constraints: [("c", "H:|-gap-[box]")], metrics: [
            MetricValue(name: "gap", value: 5, when: Condition(["images": [.number(2)]])),
        ])
        #expect(message(screen, request: SolveRequest(width: 320, height: 480, content: ["images": "3"]))
            == "screen 'test': no value of metric 'gap' matches "
            + "heightClass=regular, images=3, orientation=portrait, widthClass=compact")
    }

    @Test func badEquationTextPointsAtTheFault() {
        #expect(message(makeScreen(views: [box], constraints: [("c", "box.width = 100")]))
            == "screen 'test': constraint 'c': expected a relation '==', '<=' or '>='\n  box.width = 100\n            ^")
    }

    @Test func aCycleOfSuperviewsIsNamed() {
        let screen = makeScreen(views: [ViewSpec(name: "a", superview: "b"), ViewSpec(name: "b", superview: "a")],
                                constraints: [])
        #expect(message(screen) == "screen 'test': superviews form a cycle: 'a' -> 'b' -> 'a'")
    }

    @Test func aMissingSuperviewIsNamed() {
        let screen = makeScreen(views: [ViewSpec(name: "container", superview: "root"),
                                        ViewSpec(name: "box", superview: "contianer")], constraints: [])
        #expect(message(screen) == "screen 'test': view 'box' names superview 'contianer', "
            + "which is not a view of the screen (did you mean 'container'?)")
    }

    @Test func aMissingRootIsNamed() {
        let screen = Screen(name: "s", root: "main", views: [ViewSpec(name: "box")])
        #expect(message(screen) == "screen 's': root view 'main' is not one of the screen's views")
    }

    @Test func superviewOfTheRootIsAnError() {
        #expect(message(makeScreen(views: [box], constraints: [("c", "root.top == superview.top")]))
            == "screen 'test': constraint 'c' uses 'superview', but 'root' is the root view and has none")
    }

    @Test func duplicateConstraintIDsAreNamed() {
        #expect(message(makeScreen(views: [box], constraints: [("c", "box.width == 1"), ("c", "box.height == 1")]))
            == "screen 'test': constraint id 'c' is used more than once")
    }

    @Test func negativeSizesAreRejected() {
        #expect(message(makeScreen(views: [box], constraints: []), request: SolveRequest(width: -1, height: 10))
            == "screen 'test': invalid request: width must be a finite number >= 0")
    }

    @Test func explainingAnUnknownViewSuggestsAName() {
        #expect(throws: LayoutModelError(screen: "test", .unknownExplainedView("bx", suggestion: "box"))) {
            try LayoutEngine.explain(view: "bx", in: makeScreen(views: [box], constraints: []),
                                     standardSpacing: .apple, request: SolveRequest(width: 10, height: 10))
        }
    }
}
