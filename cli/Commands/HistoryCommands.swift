import ArgumentParser
import LayoutCore
import Foundation
import LayoutStore

/// `layout history SCREEN`.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a screen's edits, oldest first.",
        discussion: """
            One edit per line: the revision, the time (UTC) and what changed.

            Examples:
              layout history imageCell
              layout history imageCell --json
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Flag(help: "Print JSON instead of lines.") var json = false

    func run() throws {
        let entries = try global.openForReading().history(of: screen)
        if json {
            let lines = entries.map { entry in
                #"  { "revision": \#(entry.revision), "time": \#(jsonQuoted(entry.madeAt)), "#
                    + #""kind": \#(jsonQuoted(entry.kind)), "summary": \#(jsonQuoted(entry.summary)) }"#
            }
            Terminal.write(lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n")
            return
        }
        Terminal.write(entries.map { "\($0.revision)\t\($0.madeAt)\t\($0.summary)\n" }.joined())
    }
}

/// `layout revert SCREEN --to REV`.
struct RevertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revert",
        abstract: "Make an earlier revision's state current again, as a new edit.",
        discussion: """
            Examples:
              layout revert imageCell --to 1
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Option(help: ArgumentHelp("The revision to go back to.", valueName: "rev")) var to: Int

    func run() throws {
        let revision = try global.openRepository().revert(screen, to: to)
        Terminal.message("reverted screen '\(screen)' to revision \(to) (revision \(revision))")
    }
}

/// `layout undo SCREEN`.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the last edit of a screen, as a new edit.",
        discussion: """
            Undoing again walks further back; the import that created the screen cannot be undone.

            Examples:
              layout undo imageCell
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String

    func run() throws {
        let revision = try global.openRepository().undo(screen)
        Terminal.message("undid the last edit of screen '\(screen)' (revision \(revision))")
    }
}
