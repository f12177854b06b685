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

    /// Exit status 3 without a message: the findings are already printed.
    static func findings(_ summary: String) -> CLIError { CLIError(summary, exitCode: 3) }
}
