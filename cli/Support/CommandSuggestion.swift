import ArgumentParser
import LayoutCore

/// "Did you mean" for command names, as options already have it: `layout solv`
/// is a usage error suggesting `solve`, and `layout constraint ad` one
/// suggesting `add`. ArgumentParser would say only "unexpected argument".
enum CommandSuggestion {
    /// The usage error for the first word of `arguments` that should name a
    /// subcommand and does not, or nil when every command word is known.
    static func error(for arguments: [String], root: any ParsableCommand.Type = Layout.self) -> String? {
        var command = root
        var path = [root.configuration.commandName ?? "layout"]
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { return nil }
            if token.hasPrefix("-") {
                // The one option a command group takes a value for.
                if token == "--db" { index += 1 }
                index += 1
                continue
            }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, token != "help" else { return nil }
            if let next = subcommands.first(where: { names(of: $0).contains(token) }) {
                command = next
                path.append(token)
                index += 1
                continue
            }
            let known = subcommands.flatMap(names(of:))
            let group = path.joined(separator: " ")
            let hint = NameSuggestion.hint(for: token, among: known)
            return "unknown command '\(token)'" + (path.count > 1 ? " of '\(group)'" : "")
                + (hint.isEmpty ? "; '\(group) --help' lists the commands" : hint)
        }
        return nil
    }

    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command.configuration.commandName ?? ""] + command.configuration.aliases
    }
}
