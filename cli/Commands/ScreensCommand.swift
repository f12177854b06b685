import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutCore
import LayoutDocument
import LayoutStore

/// `layout screens`: what the database holds.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screens",
        abstract: "List the stored screens: name, revision, views, constraints.",
        discussion: """
            One screen per line, in import order: the name, then the latest revision, \
            the number of views and the number of constraint entries, separated by tabs. \
            On a terminal the columns are aligned under a header row; when stdout is a \
            pipe or a file (a script) there is no header. Removed screens are not listed.

            Examples:
              layout screens
              layout screens --json
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    func run() throws {
        let summaries = try global.openForReading().screens()
        if json {
            let lines = summaries.map { summary in
                #"  { "name": \#(jsonQuoted(summary.name)), "revision": \#(summary.revision), "#
                    + #""views": \#(summary.views), "constraints": \#(summary.constraints) }"#
            }
            Terminal.write(lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n")
            return
        }
        guard isatty(STDOUT_FILENO) == 1 else {
            // Scripts read these lines: no header, tabs between fields.
            Terminal.write(summaries.map { "\($0.name)\t\($0.revision)\t\($0.views)\t\($0.constraints)\n" }.joined())
            return
        }
        let table = TextTable(header: ["screen", "revision", "views", "constraints"],
                              rows: summaries.map { [$0.name, "\($0.revision)", "\($0.views)", "\($0.constraints)"] },
                              rightAligned: [1, 2, 3])
        Terminal.write(table.rendered(style: .stdout))
    }
}

