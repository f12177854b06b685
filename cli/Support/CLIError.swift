/// A failure the command reports itself: the message for
/// `layout: error: …` and the exit status (1, or 3 for `--strict` and `check`).
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }

    /// Several errors, each printed as its own `layout: error:` (at most
    /// `limit`, then how many more), then the summary.
    static func faults(_ messages: [String], summary: String, limit: Int = 20) -> CLIError {
        var lines = Array(messages.prefix(limit))
        if messages.count > limit { lines.append("\(messages.count - limit) more problems") }
        if messages.count > 1 { lines.append("\(messages.count) problems; \(summary)") }
        return CLIError(lines.joined(separator: "\nlayout: error: "))
    }

    /// Exit status 3 without a message: the findings are already printed.
    static func findings(_ summary: String) -> CLIError { CLIError(summary, exitCode: 3) }
}
