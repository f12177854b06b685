/// The argument shape the quick paths (`QuickSolve`, `QuickShow`) accept, walked
/// once for both: `COMMAND SCREEN` with options before or after the command, a
/// flag alone, any other option with its value as the next argument (never one
/// starting with `-`). Everything else (a second screen, `help`, `--option=value`,
/// an option the caller refuses) is nil, and the parser takes the invocation.
enum QuickArguments {
    /// The screen named after `command`, having offered every option to `take`
    /// (its name, its value or nil for a flag, and whether it came after the
    /// command); nil when `take` refuses one or the shape is another.
    static func screen(
        in arguments: [String], command: String, isFlag: (String) -> Bool,
        take: (_ option: String, _ value: String?, _ afterCommand: Bool) -> Bool
    ) -> String? {
        var screen: String?
        var afterCommand = false
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == command, !afterCommand {
                afterCommand = true
                index += 1
            } else if !token.hasPrefix("-") {
                // The screen: after the command, once; `help` is left to the parser.
                guard afterCommand, screen == nil, token != "help" else { return nil }
                screen = token
                index += 1
            } else if isFlag(token) {
                guard take(token, nil, afterCommand) else { return nil }
                index += 1
            } else {
                guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-"),
                      take(token, arguments[index + 1], afterCommand) else { return nil }
                index += 2
            }
        }
        return afterCommand ? screen : nil
    }
}
