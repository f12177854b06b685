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
                    match.mismatches.append("\(design.screen).\(view.name) (\(view.ibID ?? "")): solved \(frame.x),\(frame.y),\(frame.width)x\(frame.height) stored \(stored.x),\(stored.y),\(stored.width)x\(stored.height)")
                }
            }
        }
        return match
    }
}

@Suite("Frames against Interface Builder")
struct FramesAgainstIBTests {
    @Test func fixturesAreThere() {
        #expect(Fixtures.files.count >= 6)
    }

    @Test(arguments: Fixtures.files)
    func solvedFramesMatchStoredFrames(file: String) throws {
        let match = try FrameMatch.measure(file)
        print("frames \(file): \(match.matched)/\(match.compared) (skipped \(match.skipped))")
        for line in match.mismatches { print("  mismatch \(line)") }
        #expect(match.matched == match.compared, "\(file): \(match.mismatches.joined(separator: "\n"))")
    }
}
