import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// `LayoutEngine.diagnose`: each conflict member's equation and origin (the
/// entry, and the part of a visual format), and advice for ambiguity.
@Suite struct SolveDiagnosisTests {
    func text(_ format: String, _ range: Range<Int>) -> String {
        String(Array(format)[range])
    }

    @Test func theFourImageConflictNamesEachMembersOrigin() throws {
        let screen = try Tutorials.screen("imageCell")
        let request = SolveRequest(width: 320, height: 200, content: ["images": "4"])
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(diagnosis.conflicts.count == 1)
        #expect(conflict.broken == "columnWidth")
        #expect(conflict.members.map(\.id) == result.unsatisfiable[0].conflict)
        #expect(conflict.members.filter(\.isBroken).map(\.id) == ["columnWidth"])
        let byID = Dictionary(uniqueKeysWithValues: conflict.members.map { ($0.id, $0) })
        let pair = "H:|-inset-[imgViewOne]-inset-[imgViewTwo]-inset-|"
        for (id, part) in [("pair#1", "|-inset-"), ("pair#2", "-inset-"), ("pair#3", "-inset-|")] {
            let member = try #require(byID[id])
            #expect(member.entry == "pair")
            #expect(member.format == pair)
            #expect(member.range.map { text(pair, $0) } == part, "\(id)")
        }
        #expect(byID["pair#2"]?.range?.lowerBound == "H:|-inset-[imgViewOne]".count)
        #expect(byID["pair#2"]?.constraint == "imgViewTwo.leading == imgViewOne.trailing * 1 + 5 @1000")
        #expect(byID["pair#2"]?.views == ["imgViewOne", "imgViewTwo"])
        #expect(byID["ratio"]?.entry == "ratio")
        #expect(byID["ratio"]?.format == nil)
        #expect(byID["ratio"]?.constraint == "imgViewOne.width == imgViewTwo.width * 3 + 0 @1000")
        #expect(byID["contentView:width"]?.entry == nil)
        #expect(byID["contentView:width"]?.constraint == "contentView.width == 320 (requested width)")
        #expect(diagnosis.conflictViews == ["contentView", "imgViewOne", "imgViewTwo", "imgViewThree", "imgViewFour"])
        #expect(diagnosis.ambiguities.isEmpty)
    }

    @Test func aCleanResultHasNothingToSay() throws {
        let screen = try Tutorials.screen("imageCell")
        let request = SolveRequest(width: 320, height: 200, content: ["images": "3"])
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        #expect(diagnosis.isEmpty)
        #expect(diagnosis.conflictViews.isEmpty)
    }

    @Test func ambiguityAdviceNamesWhatWouldPinEachAttribute() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")],
                                constraints: [("w", "box.width == 10")])
        let request = SolveRequest(width: 320, height: 200)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        let ambiguity = try #require(diagnosis.ambiguities.first)
        #expect(ambiguity.view == "box")
        #expect(ambiguity.attributes == ["centerX", "centerY", "height"])
        #expect(ambiguity.advice == [
            "box's horizontal position is free: add a leading, trailing or centerX constraint",
            "box's vertical position is free: add a top, bottom or centerY constraint",
            "box's height is free: add a height constraint (or pin both top and bottom), or give it an intrinsic height",
        ])
        #expect(SolveDiagnosis.advice(view: "box", attribute: "width")
            == "box's width is free: add a width constraint (or pin both leading and trailing), "
            + "or give it an intrinsic width")
    }

    /// A stack's generated constraints have no entry; their equations say where they come from.
    @Test func generatedMembersCarryTheirOriginInTheirNote() throws {
        let screen = makeScreen(
            views: [ViewSpec(name: "stack", superview: "root", kind: "stack",
                             stack: StackProperties(axis: .horizontal, distribution: .fillEqually, spacing: 10)),
                    ViewSpec(name: "a", superview: "stack"), ViewSpec(name: "b", superview: "stack")],
            constraints: [("row", "H:|[stack]|"), ("column", "V:|[stack]|"), ("wide", "a.width == 200")])
        let request = SolveRequest(width: 300, height: 100)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: .apple, request: request)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(conflict.broken == "wide")
        let fillEqually = try #require(conflict.members.first { $0.id == "stack:fillEqually#2" })
        #expect(fillEqually.entry == nil)
        #expect(fillEqually.constraint == "b.width == a.width (fillEqually)")
        #expect(conflict.members.first { $0.id == "stack:spacing#1" }?.constraint
            == "b.leading == a.trailing + 10 (stack spacing)")
    }
}
