import Foundation
import Testing

/// docs/architecture.md's module table against Package.swift: every library product and the
/// `layout` executable has a row, and each row's "depends on" names exactly its target's
/// direct dependencies (modules, and other packages' products by product name). A new
/// module needs its row and nothing else here.
@Suite struct ArchitectureDocsTests {
    /// A target of Package.swift: its name and direct dependencies.
    struct Target: Equatable {
        var name: String
        var dependencies: Set<String>
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: LayoutProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Package.swift without `//` comments (a comment may hold brackets or quotes).
    static func manifest() throws -> String {
        try text("Package.swift").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let comment = line.range(of: "//") else { return String(line) }
            return String(line[..<comment.lowerBound])
        }.joined(separator: "\n")
    }

    /// The text inside the brackets that open at `open` (`(` or `[`), balanced.
    static func enclosed(_ text: Substring, from open: String.Index) -> Substring? {
        let opening = text[open], closing: Character = opening == "(" ? ")" : "]"
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == opening { depth += 1 }
            if text[index] == closing {
                depth -= 1
                if depth == 0 { return text[text.index(after: open)..<index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The first string literal after `label:` at the top of `arguments`.
    static func string(after label: String, in arguments: Substring) -> String? {
        guard let found = arguments.range(of: label + ":") else { return nil }
        let rest = arguments[found.upperBound...]
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let value = rest[rest.index(after: open)...].prefix { $0 != "\"" }
        return String(value)
    }

    /// Every `.target(`, `.executableTarget(` and `.testTarget(` of the manifest.
    static func targets(_ manifest: String) -> [Target] {
        let text = manifest[...]
        var targets: [Target] = []
        var searchFrom = text.startIndex
        while let found = text[searchFrom...].firstMatch(of: /\.(target|executableTarget|testTarget)\(/) {
            let open = text.index(before: found.range.upperBound)
            searchFrom = found.range.upperBound
            guard let arguments = enclosed(text, from: open), let name = string(after: "name", in: arguments) else { continue }
            var dependencies: Set<String> = []
            if let label = arguments.range(of: "dependencies:"),
               let open = arguments[label.upperBound...].firstIndex(of: "["),
               let list = enclosed(arguments, from: open) {
                // Top-level items: "Name" or .product(name: "Name", package: "…").
                var depth = 0
                var item = ""
                for character in list + "," {
                    if character == "(" || character == "[" { depth += 1 }
                    if character == ")" || character == "]" { depth -= 1 }
                    if character == ",", depth == 0 {
                        let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
                        if trimmed.hasPrefix("\"") {
                            dependencies.insert(trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
                        } else if let product = string(after: "name", in: trimmed[...]) {
                            dependencies.insert(product)
                        }
                        item = ""
                    } else {
                        item.append(character)
                    }
                }
            }
            targets.append(Target(name: name, dependencies: dependencies))
        }
        return targets
    }

    /// The targets of the library products, and the executable `layout`.
    static func documentedNames(_ manifest: String) -> [String] {
        manifest.matches(of: /\.library\(name: "[^"]+", targets: \[([^\]]*)\]\)/).flatMap { match in
            match.output.1.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n")) }
        } + ["layout"]
    }

    /// The rows of docs/architecture.md's module table: module (its first `code` span) to its
    /// "depends on" ("—" for none).
    static func rows(_ document: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in document.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, let name = cells[1].split(separator: "`").first else { continue }
            let depends = cells[3]
            rows[String(name)] = depends == "—" ? [] : Set(depends.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        }
        return rows
    }

    @Test func everyModuleHasItsRowWithItsDependencies() throws {
        let manifest = try Self.manifest()
        let targets = Self.targets(manifest)
        let rows = Self.rows(try Self.text("docs/architecture.md"))
        let names = Self.documentedNames(manifest)
        #expect(names.count > 10, "Package.swift's products were not read")
        for name in names {
            guard let target = targets.first(where: { $0.name == name }) else {
                Issue.record("Package.swift has no target '\(name)'")
                continue
            }
            guard let row = rows[name] else {
                Issue.record("docs/architecture.md has no row for '\(name)'")
                continue
            }
            #expect(row == target.dependencies, """
                docs/architecture.md: '\(name)' depends on \(row.sorted()) in the table, \
                \(target.dependencies.sorted()) in Package.swift
                """)
        }
        for name in rows.keys where !names.contains(name) {
            Issue.record("docs/architecture.md has a row for '\(name)', which is no product of Package.swift")
        }
    }

    /// The reader itself, on a written manifest: comments, products and nesting.
    @Test func theManifestReaderTakesDirectDependenciesOnly() {
        let manifest = """
            .target(name: "A"),
            .target(
                name: "B",
                dependencies: [
                    "A", // not "C" (a comment)
                    .product(name: "P", package: "p.swift"),
                ],
                plugins: ["Q"]
            ),
            .executableTarget(name: "c", dependencies: ["B", "A"], path: "cli"),
            """
        let cleaned = manifest.split(separator: "\n").map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        #expect(Self.targets(cleaned) == [Target(name: "A", dependencies: []), Target(name: "B", dependencies: ["A", "P"]),
                                          Target(name: "c", dependencies: ["B", "A"])])
        #expect(Self.rows("| `A` | job | — |\n| `c` (`cli/`) | x | B, A |") == ["A": [], "c": ["A", "B"]])
    }
}
