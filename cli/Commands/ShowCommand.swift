import ArgumentParser
import LayoutDocument
import LayoutStore

/// `layout show SCREEN`: the view tree, constraints and metrics.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a screen: its views as a tree, its constraints and metrics.",
        discussion: """
            Constraints are printed as written: visual formats with their options, \
            equations in the notation 'first.attr == second.attr * m + c @p', each with \
            its 'when' condition. --json prints the screen as a layout document.

            Examples:
              layout show imageCell
              layout show imageCell --json
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The screen.", valueName: "screen"))
    var screen: String

    @Flag(help: "Print the screen as a layout document (JSON).")
    var json = false

    func run() throws {
        let repository = try global.openForReading()
        let stored = try repository.screen(named: screen)
        if json {
            Terminal.write(DocumentJSON.encode(LayoutDocument(screens: [stored])))
            return
        }
        let revision = try repository.revision(of: screen)
        Terminal.write(utf8: ScreenOutline(screen: stored, revision: revision, style: .stdout).rendered())
    }
}
