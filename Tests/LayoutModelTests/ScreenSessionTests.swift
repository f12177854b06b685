import LayoutCore
import LayoutDocument
import LayoutText
@testable import LayoutModel
import Testing
import TestSupport

/// A session answers exactly as a fresh solve, while reusing its solvers.
@Suite struct ScreenSessionTests {
    @Test func sessionAnswersEqualFreshSolvesAtRandomSizes() throws {
        var random = SplitMix64(seed: 2024)
        let document = try Tutorials.document()
        let content: [String: [String: String]] = ["imageCell": ["images": "3"], "sliderViews": ["slider": "min"]]
        for screen in document.screens {
            let template = SolveRequest(width: nil, height: nil, content: content[screen.name] ?? [:])
            let session = try ScreenSession(screen: screen, standardSpacing: .apple, request: template)
            for _ in 0..<12 {
                var request = template
                request.width = Double(Int.random(in: 200...1200, using: &random))
                request.height = Bool.random(using: &random) ? nil : Double(Int.random(in: 200...1200, using: &random))
                request.keyboardHeight = Double(Int.random(in: 0...300, using: &random))
                request.safeArea.top = Double(Int.random(in: 0...50, using: &random))
                let fresh = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
                let reused = try session.solve(request)
                #expect(reused == fresh, "\(screen.name) at \(request.width ?? 0)x\(request.height ?? -1)")
            }
        }
    }

    @Test func sizesWithTheSameSelectionShareOneSolver() throws {
        let session = try ScreenSession(screen: try Tutorials.screen("cameraButton"), standardSpacing: .apple)
        for width in stride(from: 300.0, through: 420, by: 20) {
            let result = try session.solve(width: width, height: 700)
            #expect(try result.frame("cameraButton") == Frame(x: width - 20 - 44, y: 14, width: 44, height: 44))
        }
        #expect(session.solversBuilt == 1)
        // Landscape picks another metric value: a second solver.
        #expect(try session.solve(width: 700, height: 400).frame("cameraButton").y == 1)
        #expect(try session.solve(width: 320, height: 480).frame("cameraButton").y == 14)
        #expect(session.solversBuilt == 2)
    }

    /// A session keeps loaded solvers of one content size only (#35.10): no solver for
    /// another size serves a request, and `check --content-size all` finishes a size before
    /// the next, so keeping them made its memory grow with the sizes solved. Going back to a
    /// size builds again, and answers as a fresh solve.
    @Test func solversOfAnotherContentSizeAreNotKept() throws {
        let screen = makeScreen(views: [
            ViewSpec(name: "label", superview: "root", kind: "label", text: "Hello", font: .textStyle("body")),
        ], constraints: [("h", "H:|-[label]"), ("v", "V:|-[label]")])
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        var built = 0
        for (size, rebuilds) in [(ContentSizeCategory.XS, true), (.XS, false), (.AX5, true), (.XS, true), (.XS, false)] {
            var request = SolveRequest(width: 320, height: 480)
            request.contentSize = size
            let reused = try session.solve(request)
            #expect(reused == (try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)), "\(size)")
            if rebuilds { built += 1 }
            #expect(session.solversBuilt == built, "\(size)")
        }
    }

    @Test func theKeyboardMovesWithoutRebuilding() throws {
        let session = try ScreenSession(screen: try Tutorials.screen("keyboardNote"), standardSpacing: .apple)
        for keyboard in [0.0, 216, 291, 0] {
            var request = SolveRequest(width: 320, height: 568, keyboardHeight: keyboard)
            request.safeArea.top = 20
            #expect(try session.solve(request).frame("button").y == 568 - keyboard - 8 - 44)
        }
        #expect(session.solversBuilt == 1)
    }

    @Test func aConflictAtOneSizeDoesNotLingerAtTheNext() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")], constraints: [
            ("row", "H:|-[box(>=300)]-|"), ("v", "V:|[box(5)]"),
        ])
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        #expect(try session.solve(width: 400, height: 100).unsatisfiable.isEmpty)
        #expect(try session.solve(width: 320, height: 100).unsatisfiable.map(\.broken) == ["row#3"])
        let wide = try session.solve(width: 400, height: 100)
        #expect(wide.unsatisfiable.isEmpty)
        #expect(try wide.frame("box").width == 400 - 40)
    }

    @Test func sessionExplainsLikeTheEngine() throws {
        let screen = try Tutorials.screen("sliderViews")
        let request = SolveRequest(width: 320, height: 480, content: ["slider": "max"])
        let session = try ScreenSession(screen: screen, standardSpacing: .apple, request: request)
        let explanation = try session.explain(view: "bottomView", request: request)
        #expect(explanation == (try LayoutEngine.explain(
            view: "bottomView", in: screen, standardSpacing: .apple, request: request)))
        #expect(explanation.frame.height == 480 - 48 - 80)
    }

    /// What a session shares between requests' explanations is request-independent: its structure's
    /// parsed equations are each entry's text parsed, and every view's explanation from the session,
    /// request after request, is the engine's from a fresh structure, translation and solver.
    @Test func sessionExplanationsEqualFreshOnesRequestAfterRequest() throws {
        var random = SplitMix64(seed: 2311)
        var compared = 0
        for screen in try Tutorials.document().screens {
            let session = try ScreenSession(screen: screen, standardSpacing: .apple)
            let structure = try ScreenStructure(screen)
            for (entry, parsed) in zip(screen.constraints, structure.equations) {
                guard case .equation(let text) = entry.body else {
                    #expect(parsed == nil)
                    continue
                }
                #expect(try parsed?.get() == (try ConstraintEquation(parsing: text)))
            }
            for content in LayoutEngine.contentCombinations(of: screen) + LayoutEngine.contentCombinations(of: screen).reversed() {
                let request = SolveRequest(width: Double(Int.random(in: 200...900, using: &random)),
                                           height: Double(Int.random(in: 200...900, using: &random)), content: content)
                let views = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request).frames.map(\.view)
                for (view, explanation) in zip(views, try session.explain(views: views, request: request)) {
                    let fresh = try LayoutEngine.explain(view: view, in: screen, standardSpacing: .apple, request: request)
                    #expect(explanation == fresh, "\(screen.name) \(content) \(view)")
                    compared += 1
                }
            }
        }
        #expect(compared > 70)
    }
}

@Suite struct ScreenSessionAmbiguityTests {
    @Test func ambiguousAndRandomScreensAnswerAsFreshSolvesAtEverySize() throws {
        var random = SplitMix64(seed: 77)
        let property = ModelPropertyTests()
        var compared = 0
        for _ in 0..<60 {
            let screen = property.randomScreen(&random)
            guard let session = try? ScreenSession(screen: screen, standardSpacing: .apple) else { continue }
            for _ in 0..<4 {
                let request = SolveRequest(width: Double(Int.random(in: 100...800, using: &random)),
                                           height: Double(Int.random(in: 100...800, using: &random)))
                guard let fresh = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: request) else {
                    continue
                }
                #expect(try session.solve(request) == fresh)
                compared += 1
            }
        }
        #expect(compared > 100)
    }
}

/// Conflicts reuse the session's solver and still answer exactly as a fresh solve: the same
/// frames, the same broken constraints, with their conflicts; sizes from tiny (most random
/// screens conflict) to large, in random order so conflicts come and go.
@Suite struct ScreenSessionConflictTests {
    @Test(arguments: 0..<4)
    func conflictingSizesAnswerAsFreshSolves(part: Int) throws {
        var random = SplitMix64(seed: 4200 + UInt64(part))
        let property = ModelPropertyTests()
        var conflicting = 0
        for _ in 0..<40 {
            let screen = property.randomScreen(&random)
            guard let session = try? ScreenSession(screen: screen, standardSpacing: .apple) else { continue }
            for _ in 0..<8 {
                var request = SolveRequest(width: Double(Int.random(in: 0...400, using: &random)),
                                           height: Double(Int.random(in: 0...400, using: &random)))
                request.keyboardHeight = Double(Int.random(in: 0...300, using: &random))
                guard let fresh = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: request) else {
                    continue
                }
                #expect(try session.solve(request) == fresh, "\(screen.constraints.map(\.body)) at \(request.width ?? 0)x\(request.height ?? 0)")
                if !fresh.unsatisfiable.isEmpty { conflicting += 1 }
            }
            #expect(session.solversBuilt <= 2 * 2)
        }
        #expect(conflicting > 20)
    }

    /// The grid of the benchmark, small: every size conflicts, one solver serves them all.
    @Test func aScreenThatNeverFitsIsSolvedByOneSolver() throws {
        let screen = makeScreen(
            views: (0..<6).map { ViewSpec(name: "v\($0)", superview: "root") },
            constraints: [("column", "V:|-[v0(>=100)]-[v1(>=100)]-[v2(>=100)]-|"),
                          ("other", "V:|-[v3(>=100)]-[v4(>=100)]-[v5(>=100)]-|")])
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        for height in [300.0, 200, 250, 100, 299] {
            let result = try session.solve(width: 320, height: height)
            let fresh = try solve(screen, width: 320, height: height)
            #expect(result == fresh)
            #expect(result.unsatisfiable.map(\.broken) == ["column#7", "other#7"])
        }
        #expect(session.solversBuilt == 1)
    }
}
