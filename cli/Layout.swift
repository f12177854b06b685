import ArgumentParser
import LayoutStore

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
            SolveCommand.self, ExplainCommand.self, CheckCommand.self, ReportCommand.self, DevicesCommand.self,
            VFLCommand.self, ConstraintCommand.self, ViewCommand.self, MetricCommand.self, ScreenCommand.self,
            HistoryCommand.self, ReplayCommand.self, RevertCommand.self, UndoCommand.self, RedoCommand.self,
            FontCommand.self, FontsCommand.self,
        ]
    )

    @OptionGroup var global: GlobalOptions

    /// Parses, runs and reports; returns the exit status.
    static func runMain(_ arguments: [String]) -> Int32 {
        if let status = QuickSolve.answer(arguments) { return status }
        if let status = QuickShow.answer(arguments) { return status }
        if let message = CommandSuggestion.error(for: arguments) {
            Terminal.error(message)
            return ExitCode.validationFailure.rawValue
        }
        do {
            var command = try parseAsRoot(negativeNumbersAsValues(arguments))
            try command.run()
            return 0
        } catch let error as StoreError where error.kind == .noChange {
            // Not a failure: the edit was already so.
            Terminal.message(error.message)
            return 0
        } catch let error as StoreError where !error.faults.isEmpty {
            let summary = error.kind == .invalidDocument ? "nothing was imported" : "nothing was changed"
            Terminal.error(CLIError.faults(error.faults.map(\.description), summary: summary).message)
            return 1
        } catch let error as CLIError {
            if error.exitCode == Interruption.exitCode {
                Terminal.message("layout: " + error.message)
            } else if !error.message.isEmpty {
                Terminal.error(error.message)
            }
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

    /// ArgumentParser reads a token starting with '-' as an option, so
    /// `--size -5x480` would be "missing value" and `metric set s m -8` an unknown
    /// option. Here, in one place for every command: a token that reads as a
    /// negative number (`-5`, `-.5`, `-inf`, `-5x480`) is joined to the option
    /// before it (`--size=-5x480`), so that the option's own check says what is
    /// wrong with it; after anything else it is a positional value, moved behind
    /// `--` (the last positionals of every command are its values).
    static func negativeNumbersAsValues(_ arguments: [String]) -> [String] {
        func isNegativeNumber(_ token: String) -> Bool {
            guard token.hasPrefix("-"), !token.hasPrefix("--") else { return false }
            let rest = token.dropFirst().lowercased()
            return rest.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } ?? false
                || rest.hasPrefix("inf") || rest.hasPrefix("nan")
        }
        var result: [String] = []
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" {
                positionals += arguments[(index + 1)...]
                break
            }
            if isNegativeNumber(token) {
                if let option = result.last, option.hasPrefix("--"), !option.contains("="), option.count > 2 {
                    result[result.count - 1] = option + "=" + token
                } else {
                    positionals.append(token)
                }
            } else {
                result.append(token)
            }
            index += 1
        }
        return positionals.isEmpty ? result : result + ["--"] + positionals
    }
}
