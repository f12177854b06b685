import ArgumentParser
import LayoutDocument
import LayoutStore

/// `layout screens`: what the database holds.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screens",
        abstract: "List the stored screens: name, revision, views, constraints.",
        discussion: """
            One screen per line, in import order: the name, then the latest revision, \
            the number of views and the number of constraint entries, separated by tabs.

            Examples:
              layout screens
              layout screens --json
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    func run() throws {
        let summaries = try global.openRepository().screens()
        if json {
            let lines = summaries.map { summary in
                #"  { "name": \#(jsonString(summary.name)), "revision": \#(summary.revision), "#
                    + #""views": \#(summary.views), "constraints": \#(summary.constraints) }"#
            }
            Terminal.write(lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n")
            return
        }
        Terminal.write(summaries.map { "\($0.name)\t\($0.revision)\t\($0.views)\t\($0.constraints)\n" }.joined())
    }
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
