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

    func validate() throws {
        if to < 1 { throw ValidationError("--to must be a revision number, 1 or more") }
    }

    func run() throws {
        let repository = try global.openRepository()
        let before = try repository.revision(ofAny: screen)
        let (revision, name) = try repository.reverting(screen, to: to)
        guard revision != before else {
            Terminal.message(to == before
                ? "screen '\(screen)' is at revision \(to) already; nothing recorded"
                : "screen '\(screen)' is already as it was at revision \(to); nothing recorded (revision \(revision))")
            return
        }
        Terminal.message("reverted screen '\(screen)' to revision \(to)\(renamed(screen, name)) (revision \(revision))")
    }
}

/// `layout undo SCREEN`.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the last edit of a screen, as a new edit.",
        discussion: """
            Undoing again walks further back, as UndoManager does; the import that \
            created the screen cannot be undone. 'layout redo' makes the undone edit again.

            Examples:
              layout undo imageCell
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String

    func run() throws {
        let repository = try global.openRepository()
        let (revision, name) = try repository.undoing(screen)
        Terminal.message("undid \(try repository.describeTarget(of: revision, in: name)) of screen '\(screen)'"
                         + "\(renamed(screen, name)) (revision \(revision))")
    }
}

/// `layout redo SCREEN`.
struct RedoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Make the last undone edit of a screen again, as a new edit.",
        discussion: """
            As UndoManager's redo: it re-applies the edit the last undo took back, and \
            redoing again walks forward through earlier undos. Any other edit (a revert \
            or an import too) made after the undo ends what can be redone.

            Examples:
              layout undo imageCell
              layout redo imageCell
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String

    func run() throws {
        let repository = try global.openRepository()
        let (revision, name) = try repository.redoing(screen)
        Terminal.message("redid \(try repository.describeTarget(of: revision, in: name)) of screen '\(screen)'"
                         + "\(renamed(screen, name)) (revision \(revision))")
    }
}

/// `, now named 'b'` when an undo, redo or revert changed the screen's name.
private func renamed(_ old: String, _ new: String) -> String {
    old == new ? "" : ", now named '\(new)'"
}

extension LayoutRepository {
    /// `revision 4 (constraint add 'tall': …)`: the edit that the undo or redo
    /// recorded as `revision` took back or made again.
    func describeTarget(of revision: Int, in screen: String) throws -> String {
        let entries = try history(of: screen)
        guard let entry = entries.first(where: { $0.revision == revision }) else { return "an edit" }
        let target: Int
        switch entry.edit {
        case .undo(let undone, _, _), .redo(let undone, _, _): target = undone
        default: return "an edit"
        }
        let summary = entries.first { $0.revision == target }?.summary
        return "revision \(target)" + (summary.map { " (\($0))" } ?? "")
    }
}
