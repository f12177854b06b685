import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

@Suite("IB round trip")
struct RoundTripTests {
    /// Import, export as JSON, import that: the same document.
    @Test(arguments: Fixtures.files)
    func exportThenImportGivesTheSameDocument(file: String) throws {
        let imported = try Fixtures.read(file).document
        let json = DocumentJSON.encode(imported)
        let again = try DocumentJSON.decode(Array(json.utf8), file: "\(file).json")
        #expect(again == imported)
    }

    /// Every imported screen solves (the request IB drew it under) and every
    /// constraint entry parses; a prototype cell self-sizes at 320 x auto.
    @Test(arguments: Fixtures.files)
    func everyScreenSolves(file: String) throws {
        let imported = try Fixtures.read(file)
        for screen in imported.document.screens {
            let request = IBDesign.defaultRequest(for: screen) ?? SolveRequest(width: 320, height: 480)
            _ = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        }
    }
}
