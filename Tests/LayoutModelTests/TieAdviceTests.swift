import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Ambiguity that is a tie between equal priorities (#32 2.2): the advice
/// names both sides and the priority, instead of "add a width constraint"
/// for a view whose edges are all pinned; and following it removes the
/// ambiguity (the oracle is the solver, solving again with the advice taken).
@Suite struct TieAdviceTests {
    /// Two labels of intrinsic widths 60 and 80 in a row `|-[title]-[detail]-|`: on a 320-point
    /// root (margins 20, spacing 8) they have 320 - 20 - 8 - 20 - 60 - 80 = 132 points to spare,
    /// which both hug against, title at `titleHugging` (250 by default) and detail at 250.
    func row(titleHugging: Double? = nil) -> Screen {
        makeScreen(views: [
            ViewSpec(name: "title", superview: "root", kind: "label", intrinsicSize: IntrinsicSize(width: 60, height: 21),
                     hugging: titleHugging.map { AxisPriorities(horizontal: LayoutPriority($0)) }),
            ViewSpec(name: "detail", superview: "root", kind: "label", intrinsicSize: IntrinsicSize(width: 80, height: 21)),
        ], constraints: [("h", "H:|-[title]-[detail]-|"), ("v", "V:|-[title]"), ("v2", "V:|-[detail]")])
    }

    @Test func twoLabelsHuggingAtOnePriorityAreATieAndTheAdviceSaysSo() throws {
        let request = SolveRequest(width: 320, height: 480)
        let screen = row()
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        let byView = Dictionary(uniqueKeysWithValues: diagnosis.ambiguities.map { ($0.view, $0) })
        let title = try #require(byView["title"])
        let width = try #require(title.attributes.firstIndex(of: "width"))
        #expect(title.advice[width] == "title's width is free: it ties with detail's, both held only at priority 250 "
            + "(its content hugging, detail's content hugging), so the space can go to either; make one of them "
            + "higher (e.g. title's content hugging @251)")
        let detail = try #require(byView["detail"])
        #expect(detail.advice.allSatisfy { $0.contains("ties with title's") }, "\(detail.advice)")
        #expect(!diagnosis.ambiguities.flatMap(\.advice).contains { $0.contains("add a") })

        // Taking the advice: title hugs at 251, keeps its 60 points, and detail takes the rest.
        let fixed = try LayoutEngine.solve(row(titleHugging: 251), standardSpacing: .apple, request: request)
        #expect(fixed.ambiguous.isEmpty)
        #expect(try fixed.frame("title").width == 60)
        #expect(try fixed.frame("detail").width == 320 - 20 - 60 - 8 - 20)
    }

    /// A view free for want of a constraint, beside one that is not, is no tie: the general advice stands.
    @Test func aViewWithoutConstraintsIsNoTie() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root"), ViewSpec(name: "other", superview: "root")],
                                constraints: [("w", "box.width == 10 @250"), ("x", "H:|[box]"), ("ow", "other.width == 5 @250"),
                                              ("ox", "H:|[other]")])
        let request = SolveRequest(width: 320, height: 200)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        #expect(diagnosis.ambiguities.flatMap(\.advice).allSatisfy { !$0.contains("ties") })
        #expect(!diagnosis.ambiguities.isEmpty, "their vertical positions are free")
    }
}
