import Foundation
import Testing

/// docs/commands.md against what `--help` lists: every command has its section, and
/// every flag of a command is named in its section (or in the shared request-flags
/// section, for the commands whose section points there), so the reference cannot
/// fall behind the binary.
@Suite struct CommandDocsTests {
    /// Flags every command has, explained once at the top of docs/commands.md.
    static let globalFlags: Set<String> = ["--db", "--help", "--version"]

    /// Subcommand names under `SUBCOMMANDS:` of a help text.
    static func subcommands(inHelp help: String) -> [String] {
        var names: [String] = []
        var inList = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") { inList = true; continue }
            guard inList else { continue }
            // The list ends at its first blank line ("See 'layout help …'" follows).
            if line.isEmpty || !line.hasPrefix(" ") { break }
            // "  name   abstract"; abstracts that wrap are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   "),
                  let name = line.split(separator: " ").first else { continue }
            if name.allSatisfy({ $0.isLetter || $0 == "-" }) { names.append(String(name)) }
        }
        return names
    }

    /// Long flags (`--name`) listed under `OPTIONS:` of a help text.
    static func flags(inHelp help: String) -> Set<String> {
        var flags: Set<String> = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("OPTIONS:") { inOptions = true; continue }
            guard inOptions else { continue }
            if !line.isEmpty, !line.hasPrefix(" ") { break }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }
            // "-o, --output <file>" or "--[no-]cache": every long name before the description.
            for word in trimmed.split(separator: " ").prefix(3) {
                let token = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
                guard token.hasPrefix("--") else { continue }
                flags.insert(token.replacingOccurrences(of: "[no-]", with: ""))
            }
        }
        return flags
    }

    /// Every command path of the binary: `["import"]`, `["view", "add"]`, …
    static func commandPaths() throws -> [[String]] {
        var paths: [[String]] = []
        var pending: [[String]] = [[]]
        while let path = pending.popLast() {
            let help = try LayoutProcess.run(path + ["--help"])
            #expect(help.status == 0, "\(path) --help: \(help)")
            let children = subcommands(inHelp: help.stdout)
            if children.isEmpty, !path.isEmpty { paths.append(path) }
            for child in children.reversed() { pending.append(path + [child]) }
        }
        return paths
    }

    /// The text of each `### \`layout …\`` section, by the heading's command words.
    static func sections(of markdown: String) -> [(heading: String, text: String)] {
        var sections: [(heading: String, text: String)] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") || line.hasPrefix("## ") {
                sections.append((String(line), ""))
            } else if !sections.isEmpty {
                sections[sections.count - 1].text += line + "\n"
            }
        }
        return sections
    }

    /// Whether a section heading documents a command: `### \`layout view hide SCREEN NAME\``
    /// names `view hide` (a heading may name two, joined by ` / `).
    static func heading(_ heading: String, documents path: [String]) -> Bool {
        let command = "`layout " + path.joined(separator: " ")
        // After the command's words: the end of the code span, or an argument (SCREEN, [SCREEN...],
        // (EQUATION | …), --flag), not a further subcommand word.
        return heading.components(separatedBy: command).dropFirst().contains { rest in
            if rest.hasPrefix("`") { return true }
            guard rest.hasPrefix(" "), let next = rest.dropFirst().first else { return false }
            return next.isUppercase || "[(-<".contains(next)
        }
    }

    @Test func everyCommandAndFlagIsInTheReference() throws {
        let reference = try String(
            contentsOf: LayoutProcess.packageRoot.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        for stale in ["(planned", "being added"] {
            let found = reference.contains(stale)
            #expect(!found, "docs/commands.md still says '\(stale)'")
        }
        let sections = Self.sections(of: reference)
        let requestFlags = sections.first { $0.heading.hasPrefix("### Request flags") }?.text ?? ""
        let paths = try Self.commandPaths()
        #expect(paths.count > 20, "found \(paths.count) commands")
        for path in paths {
            let help = try LayoutProcess.run(path + ["--help"]).stdout
            guard let section = sections.first(where: { Self.heading($0.heading, documents: path) }) else {
                Issue.record("docs/commands.md has no section for 'layout \(path.joined(separator: " "))'")
                continue
            }
            // A section may point at the shared request flags ("solve's request flags").
            let text = section.text + (section.text.contains("request flags") ? requestFlags : "")
            for flag in Self.flags(inHelp: help).subtracting(Self.globalFlags).sorted() {
                #expect(text.contains("`\(flag)") || text.contains("\(flag) "),
                        "docs/commands.md: 'layout \(path.joined(separator: " "))' does not document \(flag)")
            }
        }
    }

    @Test func theParsersReadHelpAsArgumentParserWritesIt() {
        let help = """
            USAGE: layout view <subcommand>

            OPTIONS:
              -o, --output <file>     Where.
              --[no-]cache            Whether.
                                      continued --not-a-flag
              -h, --help              Show help information.

            SUBCOMMANDS:
              add                     Add a view inside a superview (one new
                                      revision).
              set-thing               Change.

              See 'layout help view <subcommand>' for detailed help.
            """
        #expect(Self.subcommands(inHelp: help) == ["add", "set-thing"])
        #expect(Self.flags(inHelp: help) == ["--output", "--cache", "--help"])
        #expect(Self.heading("### `layout view hide SCREEN NAME` / `layout view show SCREEN NAME`",
                             documents: ["view", "show"]))
        #expect(!Self.heading("### `layout view hide SCREEN NAME`", documents: ["view"]))
        #expect(!Self.heading("### `layout screens`", documents: ["screen"]))
    }
}
