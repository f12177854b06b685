import Foundation
import Testing

/// #20, "Done means": `check` on the imported fixtures reports only findings UIKit
/// would also log (or a user would see), each explained in docs/interface-builder.md,
/// "What check reports on the fixtures". This imports the fixtures as that section
/// says, runs `check --json`, and compares its findings with the section's table:
/// a finding that appears or disappears fails the test until the table says why.
@Suite struct FixtureFindingsTests {
    /// One row of the table: a screen, an orientation, a finding (`kind: view (attributes)`).
    struct Key: Hashable, Comparable, CustomStringConvertible {
        var screen: String
        var orientation: String
        var finding: String
        var description: String { "\(screen) \(orientation) \(finding)" }
        static func < (lhs: Key, rhs: Key) -> Bool { lhs.description < rhs.description }
    }

    /// The keys the documentation lists: the table rows of the section, one key per orientation named.
    static func documented() throws -> [Key] {
        let docs = LayoutProcess.packageRoot.appendingPathComponent("docs/interface-builder.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## What check reports on the fixtures"))
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var keys: [Key] = []
        for line in lines[(start + 1)..<end] where line.hasPrefix("| `f") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let unquote = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            for orientation in cells[1].split(separator: ",") {
                keys.append(Key(screen: unquote(cells[0]), orientation: orientation.trimmingCharacters(in: .whitespaces),
                                finding: unquote(cells[2])))
            }
        }
        return keys.sorted()
    }

    @Test func checkOnTheFixturesFindsWhatTheDocumentationExplains() throws {
        let scratch = try Scratch()
        let folder = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        #expect(names.count == 22)
        for (index, name) in names.enumerated() {
            let result = try scratch.layout("import", folder.appendingPathComponent(name).path, "--prefix", "f\(index)_")
            #expect(result.status == 0, "\(name): \(result)")
        }
        let check = try scratch.layout("check", "--json")
        #expect(check.status == 3, "\(check.stderr)")
        var found: [Key] = []
        for line in check.stdout.split(separator: "\n") {
            let finding = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let kind = try #require(finding["kind"] as? String)
            let view = finding["view"] as? String ?? "?"
            // A truncation names what it lacks by its `needs` (width, height); the others list `attributes`.
            let needs = finding["needs"] as? [String: Any] ?? [:]
            let attributes = (finding["attributes"] as? [String] ?? ["width", "height"].filter { needs[$0] != nil })
                .joined(separator: ", ")
            found.append(Key(screen: try #require(finding["screen"] as? String),
                             orientation: try #require(finding["orientation"] as? String),
                             finding: "\(kind): \(view) (\(attributes))"))
        }
        let documented = try Self.documented()
        // 17 rows; 6 of them name both orientations.
        #expect(documented.count == 13 + 6, "the table's rows, one per orientation")
        #expect(Set(found).count == found.count, "one finding per key")
        let unexplained = Set(found).subtracting(documented).sorted()
        let gone = Set(documented).subtracting(found).sorted()
        #expect(unexplained.isEmpty, "found, not in docs/interface-builder.md: \(unexplained)")
        #expect(gone.isEmpty, "in docs/interface-builder.md, not found: \(gone)")
    }
}
