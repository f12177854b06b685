import Foundation
import Testing

/// `layout show`'s "equations as visual formats": what it prints is checked
/// against `layout vfl` reading each printed format back, and against the
/// document's own entries, not against a pasted listing.
@Suite struct ShowCommandTests {
    static let views = ["a", "b", "c", "d"]
    /// Formats whose expansions become the screen's equations.
    static let sources: [(format: String, options: [String])] = [
        ("H:|-[a(>=50)]-8-[b]-(>=8@750)-[c]-|", ["alignAllTop"]),
        ("V:|-20-[a]-[d(44@250)]-|", []),
        ("V:[b]-12-[c]", ["spacingBaselineToBaseline"]),
        ("H:[d(==a)]", []),
    ]

    /// `layout vfl`'s expansion of a format, one equation per line.
    static func expand(_ format: String, options: [String]) throws -> [String] {
        let arguments = ["vfl", format, "--views", views.joined(separator: ",")]
            + options.flatMap { ["--option", $0] }
        let result = try LayoutProcess.run(arguments)
        #expect(result.status == 0, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    struct Entry {
        var id: String
        var equation: String
        var when: String?
    }

    @Test func formatsReadBackAsTheEquationsTheyName() throws {
        var entries: [Entry] = []
        for source in Self.sources {
            for equation in try Self.expand(source.format, options: source.options) {
                entries.append(Entry(id: "e\(entries.count + 1)", equation: equation))
            }
        }
        // Stored in another order than expanded, with a copy of one entry after its
        // original, an equation no format expresses, and a conditional one.
        entries.reverse()
        entries.append(Entry(id: "copy", equation: entries[2].equation))
        entries.append(Entry(id: "ratio", equation: "a.width == b.width * 2 + 0 @1000"))
        entries.append(Entry(id: "maybe", equation: "c.width == 30 @1000", when: "big"))
        let constraints = entries.map { entry in
            "{ \"id\": \"\(entry.id)\", \"constraint\": \"\(entry.equation)\""
                + (entry.when.map { ", \"when\": { \"size\": \"\($0)\" }" } ?? "") + " }"
        }
        let views = Self.views.map { ", { \"name\": \"\($0)\", \"superview\": \"root\" }" }.joined()
        let document = """
            { "layoutDocument": 1, "screens": [{ "name": "chain", "root": "root",
              "views": [{ "name": "root" }\(views)],
              "constraints": [\(constraints.joined(separator: ", "))] }] }
            """
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("chain.json", document)).status == 0)
        let shown = try scratch.layout("show", "chain")
        #expect(shown.status == 0, "\(shown)")

        let section = shown.stdout.components(separatedBy: "\nequations as visual formats\n")
        #expect(section.count == 2, "\(shown)")
        let lines = (section.last ?? "").components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        var named: [String] = []
        var fromColumns: Set<Int> = []
        var widest = 0
        for line in lines {
            guard let from = line.range(of: "from ", options: .backwards) else {
                Issue.record("no 'from' in '\(line)'")
                continue
            }
            fromColumns.insert(line.distance(from: line.startIndex, to: from.lowerBound))
            let printed = line[..<from.lowerBound].trimmingCharacters(in: .whitespaces)
            widest = max(widest, printed.count)
            let ids = line[from.upperBound...].components(separatedBy: ", ")
            named += ids
            let parts = printed.components(separatedBy: "  options: ")
            let options = parts.count > 1 ? parts[1].components(separatedBy: ", ") : []
            // The format reads back as exactly the equations of the entries it names, in that order.
            let readBack = try Self.expand(parts[0], options: options)
            let equations = ids.map { id in entries.first { $0.id == id }?.equation ?? "no entry \(id)" }
            #expect(readBack == equations, "\(line)")
        }
        // One column of names, two spaces after the widest format (indented by two).
        #expect(fromColumns == [2 + widest + 2], "\(shown.stdout)")
        // Each equation is named by the first entry that has it: the copy by its original.
        for id in named {
            let equation = entries.first { $0.id == id }?.equation
            #expect(entries.first { $0.equation == equation }?.id == id)
        }
        // Every unconditional equation a format can express is printed once per entry.
        let expressible = entries.filter { $0.when == nil && $0.id != "ratio" }.map(\.equation)
        let printed = named.compactMap { id in entries.first { $0.id == id }?.equation }
        #expect(printed.sorted() == expressible.sorted())
        #expect(named.filter { $0 == entries[2].id }.count == 2)
    }
}
