import ArgumentParser

/// `layout`: the command line over the layout store.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Store, edit and solve Auto Layout screens.",
        discussion: """
            Screens live in a SQLite database: --db PATH, else $LAYOUT_DB, else \
            layout.sqlite in the current directory (created on first use).

            Examples:
              layout import Examples/*.json
              layout solve imageCell --size 320x200 --content images=3
              layout vfl 'H:|-[button]-[textField]-|' --views button,textField
            """,
        subcommands: [
            ImportCommand.self, ExportCommand.self, ScreensCommand.self, ShowCommand.self,
            SolveCommand.self, ExplainCommand.self, CheckCommand.self, DevicesCommand.self, VFLCommand.self,
            ConstraintCommand.self, ViewCommand.self, MetricCommand.self, ScreenCommand.self,
            HistoryCommand.self, ReplayCommand.self, RevertCommand.self, UndoCommand.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    /// Parses, runs and reports; returns the exit status.
    static func runMain(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as CLIError {
            if !error.message.isEmpty { Terminal.error(error.message) }
            return error.exitCode
        } catch let error as ExitCode {
            return error.rawValue
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Terminal.write(fullMessage(for: error) + "\n")
                return 0
            }
            if code == .validationFailure {
                var text = fullMessage(for: error)
                if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
                Terminal.error(text)
                return code.rawValue
            }
            Terminal.error(String(describing: error))
            return code.rawValue == 0 ? 1 : code.rawValue
        }
    }
}
