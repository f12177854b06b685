import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// The fixtures (real files, see Tests/Fixtures/InterfaceBuilder/README.md).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter(InterfaceBuilderImporter.handles(path:)).sorted()
    }

    static func read(_ name: String) throws -> InterfaceBuilderImport {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try InterfaceBuilderImporter.read(data, file: name)
    }
}

/// How many of a file's stored frames the solved screens reproduce.
struct FrameMatch {
    var compared = 0
    var matched = 0
    var skipped = 0
    var mismatches: [String] = []
    /// IB ids of the views whose solved frame differs from the stored one.
    var mismatchedIDs: Set<String> = []

    static func measure(_ name: String) throws -> FrameMatch {
        let imported = try Fixtures.read(name)
        var match = FrameMatch()
        for design in imported.designs {
            guard let screen = imported.document.screens.first(where: { $0.name == design.screen }) else { continue }
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            let solved = Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
            for view in screen.views {
                guard let stored = design.frames[view.name] else { continue }
                // Skip rule 1: IB marks the view misplaced or ambiguous: its stored frame is
                // not where its constraints put it (IB says so itself), so there is nothing to compare.
                if design.misplacedOrAmbiguous.contains(view.name) {
                    match.skipped += 1
                    continue
                }
                // Skip rule 2: the root's frame is the request itself (its origin is where IB
                // placed the view on the canvas or in its window, not a layout result).
                if view.name == screen.root { continue }
                match.compared += 1
                guard let frame = solved[view.name] else {
                    match.mismatches.append("\(design.screen).\(view.name): not solved")
                    continue
                }
                let close = abs(frame.x - stored.x) <= 0.5 && abs(frame.y - stored.y) <= 0.5
                    && abs(frame.width - stored.width) <= 0.5 && abs(frame.height - stored.height) <= 0.5
                if close {
                    match.matched += 1
                } else {
                    match.mismatchedIDs.insert(view.ibID ?? view.name)
                    match.mismatches.append("\(design.screen).\(view.name) (\(view.ibID ?? "")): solved \(frame.x),\(frame.y),\(frame.width)x\(frame.height) stored \(stored.x),\(stored.y),\(stored.width)x\(stored.height)")
                }
            }
        }
        return match
    }
}

/// Views whose stored frame no solution of the file's own constraints gives,
/// each with the reason. The test fails if any other view differs, or if one
/// of these starts to match (then it leaves this list).
let knownDeviations: [String: [String: String]] = [
    "SwiftMessages-MessageView.xib": [
        // The icon container (misplaced, skipped) is stored 286 wide; IB arranged the stack's other
        // views around that stale width. Solved, the container takes its label's width and the
        // lower-hugging text stack takes the rest.
        "MKC-Mf-yZN": "arranged beside a misplaced view whose stored width IB used",
        "8T6-4T-ytS": "inside the stack arranged beside a misplaced view",
        "dFP-4Z-N2a": "inside the stack arranged beside a misplaced view",
    ],
    "XLPagerTabStrip-ButtonCell.xib": [
        "s7f-rk-sQl": "centred 37.5-pt label: (80 - 37.5) / 2 = 21.25, IB stored 22 (its text measures differently)",
    ],
    "wikipedia-ios-ArticleRightAlignedImageCollectionViewCell.xib": [
        // The stack is stored 100 high while its arranged view (fill alignment) is stored 104 high:
        // the stored frames contradict each other, so no solution reproduces them all.
        "wvW-P9-AU7": "stored 100 high around a 104-high arranged view (stale frames in the file)",
        "nFP-PM-7OX": "stale frames: its label is stored 20.5 high, 1.5 more than the space left for it",
        "bDj-fD-9dK": "stale frames (see the stack)",
        "mGp-i6-6GD": "stale frames (see the stack)",
    ],
]

@Suite("Frames against Interface Builder")
struct FramesAgainstIBTests {
    @Test func fixturesAreThere() {
        #expect(Fixtures.files.count >= 15)
    }

    @Test(arguments: Fixtures.files)
    func solvedFramesMatchStoredFrames(file: String) throws {
        let match = try FrameMatch.measure(file)
        print("frames \(file): \(match.matched)/\(match.compared) (skipped \(match.skipped))")
        for line in match.mismatches { print("  mismatch \(line)") }
        let known = Set((knownDeviations[file] ?? [:]).keys)
        #expect(match.mismatchedIDs == known, "\(file): \(match.mismatches.joined(separator: "\n"))")
        #expect(match.matched == match.compared - known.count)
    }

    /// Issue 20's "Done means": the design-size match over all fixtures stays at or above the
    /// 93 % (119 of 128) it had before text was measured. 120 of 128 now: each mismatch left is
    /// in `knownDeviations` with its cause.
    @Test func matchRateOverAllFixtures() throws {
        var matched = 0, compared = 0
        for file in Fixtures.files {
            let match = try FrameMatch.measure(file)
            matched += match.matched
            compared += match.compared
        }
        print("frames over all fixtures: \(matched)/\(compared)")
        #expect(matched * 1000 >= 929 * compared, "\(matched) of \(compared), below 119 of 128")
    }
}
