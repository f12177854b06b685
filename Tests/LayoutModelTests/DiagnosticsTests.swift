import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// Conflicts, ambiguity and explanations, as data.
@Suite struct DiagnosticsTests {
    @Test func aViewWithOnlyAVerticalPlaceIsAmbiguousInItsHorizontalPosition() throws {
        let caption = ViewSpec(name: "caption", superview: "root", intrinsicSize: IntrinsicSize(width: 120, height: 21))
        let screen = makeScreen(views: [caption], constraints: [("v", "V:|-[caption]")])
        let result = try solve(screen, width: 320, height: 200)
        #expect(result.ambiguous == [AmbiguousView(view: "caption", attributes: ["centerX"])])
        #expect(result.unsatisfiable.isEmpty)
    }

    @Test func aViewWithoutConstraintsIsAmbiguousInEverything() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")], constraints: [])
        let result = try solve(screen, width: 320, height: 200)
        #expect(result.ambiguous == [AmbiguousView(view: "box", attributes: ["centerX", "centerY", "width", "height"])])
    }

    @Test func aViewWhoseSizeIsFreeIsAmbiguousInItsSize() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                                constraints: [("h", "H:|-[box]"), ("v", "V:|-[box(10)]")])
        let result = try solve(screen, width: 320, height: 200)
        #expect(result.ambiguous == [AmbiguousView(view: "box", attributes: ["width"])])
    }

    @Test func twoRequiredWidthsBreakTheLaterOneAndStillGiveFrames() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")], constraints: [
            ("place", "H:|[box]"), ("first", "box.width == 100"), ("second", "box.width == 200"), ("v", "V:|[box(5)]"),
        ])
        let result = try solve(screen, width: 320, height: 200)
        #expect(result.unsatisfiable == [BrokenConstraint(broken: "second", conflict: ["first", "second"])])
        #expect(try result.frame("box").width == 100)
        #expect(result.ambiguous.isEmpty)
    }

    @Test func aConflictWithTheRequestedSizeNamesTheRootPin() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")], constraints: [
            ("row", "H:|-[box(300)]-|"), ("v", "V:|[box(5)]"),
        ])
        let result = try solve(screen, width: 320, height: 200)
        #expect(result.unsatisfiable == [BrokenConstraint(
            broken: "row#3", conflict: ["root:width", "row#1", "row#2", "row#3"])])
    }

    @Test func explanationNamesTheConstraintsBehindEachField() throws {
        let screen = makeScreen(views: [ViewSpec(name: "a", superview: "root"), ViewSpec(name: "b", superview: "root")],
                                constraints: [("row", "H:|-[a(100)]-[b(50)]"), ("v", "V:|-[a(10)]-[b(10)]")])
        let explanation = try LayoutEngine.explain(
            view: "b", in: screen, standardSpacing: .apple, request: SolveRequest(width: 320, height: 200))
        #expect(explanation.frame == Frame(x: 20 + 100 + 8, y: 20 + 10 + 8, width: 50, height: 10))
        #expect(explanation.x == ["row#1", "row#2", "row#3"])
        #expect(explanation.width == ["row#4"])
        #expect(explanation.y == ["v#1", "v#2", "v#3"])
        #expect(explanation.height == ["v#4"])
        #expect(explanation.description.hasPrefix("b in root: x 128, y 38, width 50, height 10\nx = 128 = 20 + 100 + 8, from:\n"))
        #expect(explanation.description.contains("  row#2  a.width == 100 @1000"))
    }

    @Test func explanationWritesEachKindOfConstraintOut() throws {
        let screen = makeScreen(
            views: [ViewSpec(name: "a", superview: "root"),
                    ViewSpec(name: "b", superview: "root", intrinsicSize: IntrinsicSize(width: 30, height: 10))],
            constraints: [("row", "H:|-[a(100)]"), ("gapped", "b.leading == a.trailing + gap"),
                          ("v", "V:|[a(10)]"), ("top", "b.top == a.top")],
            metrics: [MetricValue(name: "gap", value: 12)])
        let request = SolveRequest(width: 320, height: 200)
        let explanation = try LayoutEngine.explain(view: "b", in: screen, standardSpacing: .apple, request: request)
        #expect(explanation.frame == Frame(x: 20 + 100 + 12, y: 0, width: 30, height: 10))
        #expect(explanation.description.contains("  gapped  b.leading == a.trailing * 1 + 12 @1000"))
        #expect(explanation.description.contains("  row#1   a.leading == superview.leading * 1 + 20 @1000"))
        #expect(explanation.description.contains("  b:hugging.horizontal  b.width <= 30 @250 (content hugging)"))
        let root = try LayoutEngine.explain(view: "root", in: screen, standardSpacing: .apple, request: request)
        #expect(root.description.contains("  root:width  root.width == 320 (requested width)"))
    }

    @Test func explanationSaysWhenAFieldIsAmbiguous() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                                constraints: [("v", "V:|-[box(10)]"), ("w", "box.width == 10")])
        let explanation = try LayoutEngine.explain(
            view: "box", in: screen, standardSpacing: .apple, request: SolveRequest(width: 320, height: 200))
        #expect(explanation.parts[0].isAmbiguous)
        #expect(!explanation.parts[1].isAmbiguous)
        #expect(explanation.description.contains("x = 0: ambiguous (no constraint fixes it)"))
    }

    @Test func theResultDoesNotDependOnConstraintOrder() throws {
        var random = SplitMix64(seed: 7)
        let document = try Tutorials.document()
        let requests: [String: [String: String]] = ["imageCell": ["images": "3"], "sliderViews": ["slider": "max"]]
        for screen in document.screens {
            let request = SolveRequest(width: 320, height: 480, content: requests[screen.name] ?? [:],
                                       keyboardHeight: 100)
            let expected = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            for _ in 0..<5 {
                var shuffled = screen
                shuffled.constraints.shuffle(using: &random)
                let result = try LayoutEngine.solve(shuffled, standardSpacing: .apple, request: request)
                #expect(result.frames.map(\.frame) == expected.frames.map(\.frame), "\(screen.name)")
                #expect(result.ambiguous == expected.ambiguous)
            }
        }
    }
}
