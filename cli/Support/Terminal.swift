import LayoutCheck

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where output goes: data on stdout, messages on stderr; colour and
/// progress only when the stream is a terminal.
enum Terminal {
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes text to stdout as is (no newline added).
    static func write(_ text: String) {
        writeAll(STDOUT_FILENO, text)
    }

    /// Writes UTF-8 bytes to stdout as they are.
    static func write(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, $0) }
    }

    /// Writes a line to stderr.
    static func message(_ text: String) {
        writeAll(STDERR_FILENO, text + "\n")
    }

    /// Unbuffered, so stdout and stderr interleave in the order written.
    /// The text's own UTF-8, not a copy.
    private static func writeAll(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { writeAll(descriptor, $0) }
    }

    private static func writeAll(_ descriptor: Int32, _ utf8: UnsafeBufferPointer<UInt8>) {
        guard let start = utf8.baseAddress else { return }
        var offset = 0
        while offset < utf8.count {
            let written = systemWrite(descriptor, start + offset, utf8.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more to say
            }
            offset += written
        }
    }

    static func error(_ message: String) {
        self.message("layout: error: " + message)
    }

    static func warning(_ message: String) {
        self.message("layout: warning: " + message)
    }

    static func note(_ message: String) {
        self.message("layout: note: " + message)
    }

    /// A progress line on stderr, rewritten in place; nothing unless stderr is a terminal.
    static func progress(_ text: String) {
        guard stderrIsTerminal else { return }
        writeAll(STDERR_FILENO, "\r\u{1B}[2K" + text)
    }

    static func endProgress() {
        guard stderrIsTerminal else { return }
        writeAll(STDERR_FILENO, "\r\u{1B}[2K")
    }
}

/// ANSI styles (`LayoutCheck.TextStyle`), applied only when stdout is a terminal.
typealias Style = TextStyle

extension TextStyle {
    static var stdout: TextStyle { TextStyle(enabled: Terminal.stdoutIsTerminal) }
}
