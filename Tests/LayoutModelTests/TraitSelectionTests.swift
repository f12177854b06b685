import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// `when` conditions: traits from the request, views and constraints
/// present or absent, the most specific metric value.
@Suite struct TraitSelectionTests {
    @Test(arguments: [
        // The 3.5-inch iPhone in portrait: regular high, as UIKit gives it (heights under 480 are compact).
        (320.0, 480.0, Traits(orientation: .portrait, widthClass: .compact, heightClass: .regular)),
        (480, 320, Traits(orientation: .landscape, widthClass: .compact, heightClass: .compact)),
        (768, 1024, Traits(orientation: .portrait, widthClass: .regular, heightClass: .regular)),
        (599, 600, Traits(orientation: .portrait, widthClass: .compact, heightClass: .regular)),
    ])
    func traitsFollowFromTheSize(width: Double, height: Double, traits: Traits) {
        #expect(SolveRequest(width: width, height: height).traits == traits)
    }

    @Test func anOpenSideIsRegularAndPortrait() {
        let traits = SolveRequest(width: 320, height: nil).traits
        #expect(traits == Traits(orientation: .portrait, widthClass: .compact, heightClass: .regular))
    }

    @Test func givenTraitsWinOverTheSize() {
        let request = SolveRequest(width: 480, height: 320, orientation: .portrait, widthClass: .regular)
        #expect(request.traits == Traits(orientation: .portrait, widthClass: .regular, heightClass: .compact))
    }

    func metricScreen(_ metrics: [MetricValue]) -> Screen {
        makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                   constraints: [("h", "H:|[box(gap)]"), ("v", "V:|[box(1)]")], metrics: metrics)
    }

    @Test func theMostSpecificMatchingMetricValueWins() throws {
        let screen = metricScreen([
            MetricValue(name: "gap", value: 1),
            MetricValue(name: "gap", value: 2, when: Condition(["orientation": [.string("portrait")]])),
            MetricValue(name: "gap", value: 3, when: Condition([
                "orientation": [.string("portrait")], "images": [.number(2), .number(3)]])),
            MetricValue(name: "gap", value: 4, when: Condition(["orientation": [.string("landscape")]])),
        ])
        #expect(try solve(screen, width: 320, height: 480).frame("box").width == 2)
        #expect(try solve(screen, width: 320, height: 480, content: ["images": "3"]).frame("box").width == 3)
        #expect(try solve(screen, width: 320, height: 480, content: ["images": "4"]).frame("box").width == 2)
        #expect(try solve(screen, width: 480, height: 320, content: ["images": "3"]).frame("box").width == 4)
    }

    @Test func equallySpecificValuesGoToTheFirstListed() throws {
        let screen = metricScreen([
            MetricValue(name: "gap", value: 5, when: Condition(["widthClass": [.string("compact")]])),
            MetricValue(name: "gap", value: 6, when: Condition(["orientation": [.string("portrait")]])),
        ])
        #expect(try solve(screen, width: 320, height: 480).frame("box").width == 5)
    }

    @Test func anAbsentViewTakesItsSubviewsAndConstraintsWithIt() throws {
        let views = [
            ViewSpec(name: "badge", superview: "root", when: Condition(["images": [.number(2)]])),
            ViewSpec(name: "dot", superview: "badge"),
            ViewSpec(name: "box", superview: "root"),
        ]
        let screen = makeScreen(views: views, constraints: [
            ("box", "H:|[box(10)]"), ("boxV", "V:|[box(10)]"),
            ("badge", "H:[box]-[badge(20)]"), ("dot", "dot.width == 3"),
        ])
        let absent = try solve(screen, width: 320, height: 480, content: ["images": "1"])
        #expect(absent.frames.map(\.view) == ["root", "box"])
        #expect(absent.isClean)
        let present = try solve(screen, width: 320, height: 480, content: ["images": "2"])
        #expect(present.frames.map(\.view) == ["root", "badge", "dot", "box"])
        #expect(try present.frame("badge").x == 10 + 8)
    }

    @Test func aConstraintWhoseConditionFailsIsLeftOut() throws {
        var screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                                constraints: [("h", "H:|[box]|"), ("v", "V:|[box]|")])
        screen.constraints.append(ConstraintEntry(
            id: "narrow", body: .equation("box.width == 100"),
            when: Condition(["widthClass": [.string("regular")]])))
        #expect(try solve(screen, width: 320, height: 480).frame("box").width == 320)
        let regular = try solve(screen, width: 800, height: 480)
        #expect(regular.unsatisfiable.map(\.broken) == ["narrow"])
    }

    @Test func aMissingContentKeyMatchesNothing() {
        let condition = Condition(["images": [.number(1)]])
        #expect(!condition.matches(SolveRequest(width: 1, height: 1).conditionEnvironment))
        #expect(condition.matches(SolveRequest(width: 1, height: 1, content: ["images": "1"]).conditionEnvironment))
    }
}

@Suite struct ContentCombinationTests {
    @Test func everyMentionedContentValueIsCombined() throws {
        let screen = try Tutorials.screen("imageCell")
        #expect(LayoutEngine.contentCombinations(of: screen) == [
            ["images": "1"], ["images": "2"], ["images": "3"], ["images": "4"],
        ])
        let slider = try Tutorials.screen("sliderViews")
        #expect(LayoutEngine.contentCombinations(of: slider) == [["slider": "max"], ["slider": "min"]])
    }

    @Test func aScreenWithoutContentConditionsHasOneEmptyCombination() throws {
        #expect(LayoutEngine.contentCombinations(of: try Tutorials.screen("cameraButton")) == [[:]])
    }
}
