import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// `layout explain`: every constraint and request input whose constant moves a field, and the
/// field as the sum it is. The first three are the wrong answers measured in issue 11.
@Suite struct ExplanationTests {
    func sum(_ part: ViewExplanation.Part) -> Double {
        part.terms.reduce(0) { $0 + $1.contribution }
    }

    func part(_ explanation: ViewExplanation, _ attribute: String) throws -> ViewExplanation.Part {
        try #require(explanation.parts.first { $0.attribute == attribute })
    }

    /// Was `pair#1, pair#2, equal`: x moves with the requested width and the trailing inset too.
    @Test func theReadmeExampleNamesTheWidthAndTheTrailingInset() throws {
        let screen = try Tutorials.screen("imageCell")
        let request = SolveRequest(width: 320, height: 200, content: ["images": "2"])
        let explanation = try LayoutEngine.explain(view: "imgViewTwo", in: screen, standardSpacing: .apple, request: request)
        let imageWidth: Double = (320 - 15) / 2
        #expect(explanation.frame.x == 5 + imageWidth + 5)
        #expect(explanation.x == ["contentView:width", "pair#1", "pair#2", "pair#3", "equal"])
        // imgViewOne.width = (320 - 15) / 2, so x = 5 + (320 - 5 - 5 - 5) / 2 + 5: each constant counts half.
        let x = try part(explanation, "x")
        #expect(x.terms.map(\.coefficient) == [0.5, 0.5, 0.5, -0.5, 0.5])
        #expect(x.sum == "0.5 × 320 + 0.5 × 5", "the + 0.5 × 5 - 0.5 × 5 pair cancels")
        #expect(sum(x) == explanation.frame.x)
        #expect(explanation.width == ["contentView:width", "pair#1", "pair#2", "pair#3", "equal"])
        #expect(sum(try part(explanation, "width")) == imageWidth)
    }

    /// Was without the requested height and the button's own height.
    @Test func aButtonOverTheKeyboardNamesTheHeightItsOwnHeightAndTheKeyboard() throws {
        let screen = try Tutorials.screen("keyboardNote")
        let request = SolveRequest(width: 320, height: 480, keyboardHeight: 200)
        let explanation = try LayoutEngine.explain(view: "button", in: screen, standardSpacing: .apple, request: request)
        #expect(explanation.frame.y == 480 - 200 - 8 - 44)
        #expect(explanation.y == ["view:height", "keyboard:height", "column#2", "keyboard"])
        let y = try part(explanation, "y")
        #expect(y.sum == "480 - 200 - 44 - 8")
        #expect(sum(y) == explanation.frame.y)
        #expect(explanation.height == ["column#2"])
    }

    /// Was its hugging alone: x = width - 8 - intrinsic width.
    @Test func aButtonPinnedToTheTrailingEdgeNamesTheWidthTheInsetAndItsSize() throws {
        let screen = makeScreen(
            views: [ViewSpec(name: "photoBtn", superview: "root", intrinsicSize: IntrinsicSize(width: 44, height: 44))],
            constraints: [("trailing", "H:[photoBtn]-8-|"), ("top", "V:|-[photoBtn]")])
        let explanation = try LayoutEngine.explain(
            view: "photoBtn", in: screen, standardSpacing: .apple, request: SolveRequest(width: 320, height: 480))
        #expect(explanation.frame.x == 320 - 8 - 44)
        let x = explanation.x
        #expect(x.count == 3)
        #expect(x.prefix(2) == ["root:width", "trailing#1"])
        // The intrinsic width, through hugging or compression resistance (both sit at 44; the
        // vertex is degenerate, and the answer names the one whose constant it reads).
        #expect(x.last == "photoBtn:hugging.horizontal" || x.last == "photoBtn:compressionResistance.horizontal")
        #expect(sum(try part(explanation, "x")) == 320 - 8 - 44)
    }

    @Test func theJSONFormHasEachFieldsSumAndConstraints() throws {
        let screen = try Tutorials.screen("keyboardNote")
        let request = SolveRequest(width: 320, height: 480, keyboardHeight: 200)
        let json = try LayoutEngine.explain(view: "button", in: screen, standardSpacing: .apple, request: request).jsonString()
        #expect(json.contains(#""y": {"#))
        #expect(json.contains(#""value": 228, "ambiguous": false, "sum": "480 - 200 - 44 - 8","#))
        #expect(json.contains(#"{ "id": "keyboard:height", "constraint": "keyboard height (the keyboard guide is at least the safe area's bottom inset)", "constant": 200, "coefficient": -1 }"#))
    }
}

/// The oracle on random screens, with the request's size as the constant moved: a field that
/// moves both ways with the requested width (height) lists `root:width` (`root:height`), and
/// every field that is not ambiguous is the sum of its terms.
@Suite struct ExplanationScreenOracleTests {
    @Test func randomScreensExplainTheRequestedSizeAndAddUp() throws {
        var random = SplitMix64(seed: 1111)
        let property = ModelPropertyTests()
        let delta = 1e-3
        var decided = 0
        for _ in 0..<120 {
            let screen = property.randomScreen(&random)
            let request = SolveRequest(width: Double(Int.random(in: 100...800, using: &random)),
                                       height: Double(Int.random(in: 100...800, using: &random)))
            guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
            func solved(width: Double, height: Double) throws -> SolveResult {
                var moved = request
                moved.width = width
                moved.height = height
                return try LayoutEngine.solve(screen, standardSpacing: .apple, request: moved)
            }
            let width = request.width ?? 0, height = request.height ?? 0
            let moves = [("root:width", try solved(width: width + delta, height: height), try solved(width: width - delta, height: height)),
                         ("root:height", try solved(width: width, height: height + delta), try solved(width: width, height: height - delta))]
            for view in solver.translation.structure.names.indices where solver.translation.selection.present[view] {
                let explanation = solver.explanation(of: view)
                let name = explanation.view
                for part in explanation.parts where !part.isAmbiguous {
                    let sum = part.terms.reduce(0) { $0 + $1.contribution }
                    #expect(abs(sum - part.value) < 1e-5, "\(name).\(part.attribute): sum \(sum) vs \(part.value)")
                    for (pin, up, down) in moves {
                        guard up.unsatisfiable.map(\.broken) == down.unsatisfiable.map(\.broken),
                              let upFrame = up.frame(of: name), let downFrame = down.frame(of: name) else { continue }
                        let field: (Frame) -> Double = { frame in
                            switch part.attribute {
                            case "x": frame.x
                            case "y": frame.y
                            case "width": frame.width
                            default: frame.height
                            }
                        }
                        if abs(field(upFrame) - part.value) > 1e-7, abs(field(downFrame) - part.value) > 1e-7 {
                            #expect(part.constraints.contains(pin), "\(name).\(part.attribute) moves with \(pin) in \(screen.constraints.map(\.body))")
                            decided += 1
                        }
                    }
                }
            }
        }
        #expect(decided > 100)
    }
}
