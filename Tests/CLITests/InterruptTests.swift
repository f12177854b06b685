import Foundation
import Testing

/// Ctrl-C (SIGINT) sent to a running `layout import` or `layout check`.
@Suite(.serialized) struct InterruptTests {
    /// `screens` screens of 150 views and 150 constraints each: seconds of work for a debug build.
    static func bigDocument(screens: Int) -> String {
        let screenTexts = (0..<screens).map { screen in
            let views = (0..<150).map { #"{ "name": "v\#($0)", "superview": "root", "intrinsicSize": { "width": 10, "height": 20 } }"# }
            let constraints = (0..<150).map { #"{ "id": "c\#($0)", "constraint": "v\#($0).left >= root.left + \#($0)" }"# }
            return #"{ "name": "big\#(screen)", "root": "root", "views": [{ "name": "root" }, "#
                + views.joined(separator: ", ") + #"], "constraints": ["# + constraints.joined(separator: ", ") + "] }"
        }
        return #"{ "layoutDocument": 1, "screens": ["# + screenTexts.joined(separator: ",\n") + "] }\n"
    }

    @Test func interruptedWhileWritingImportsNothing() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let before = try scratch.snapshot()
        let big = try scratch.file("big.json", Self.bigDocument(screens: 100))
        // The hook holds the import inside its transaction after 10 of its 100 screens, until Ctrl-C.
        let running = try RunningLayout(["--db", scratch.database, "import", big],
                                        environment: ["LAYOUT_TEST_IMPORT_PAUSE_AFTER": "10"])
        let pause = "layout: test pause after 10 screens\n"
        #expect(running.waitUntil(timeout: 120) { running.standardErrorSoFar == pause }, "the import is held in its write")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == pause + "layout: interrupted; nothing was imported\n")
        #expect(try scratch.snapshot() == before)
        #expect(try scratch.layout("screens").stdout == "cell\t1\t3\t3\nempty\t1\t1\t0\n")
    }

    @Test func interruptedWhileReadingImportsNothing() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let before = try scratch.snapshot()
        // Standard input that never ends: the import waits in its reading phase.
        let running = try RunningLayout(["--db", scratch.database, "import", "-"], keepStandardInputOpen: true)
        #expect(running.waitUntil(timeout: 60) { running.catchesSIGINT }, "the import took over SIGINT")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stderr == "layout: interrupted; nothing was imported\n")
        #expect(try scratch.snapshot() == before)
    }

    @Test func interruptedCheckSaysWhatItCompleted() throws {
        let scratch = try Scratch()
        // A first screen with nothing to report, then one with 100 content values: thousands of layouts.
        let values = (1...100).map(String.init).joined(separator: ", ")
        let document = """
            { "layoutDocument": 1, "screens": [
              { "name": "small", "root": "root", "views": [{ "name": "root" }] },
              { "name": "many", "root": "root", "views": [{ "name": "root" },
                { "name": "a", "superview": "root", "when": { "n": [\(values)] } }],
                "constraints": [{ "id": "edges", "visualFormat": "H:|-[a]-|" }, { "id": "v", "visualFormat": "V:|-[a]-|" }] }
            ] }
            """
        #expect(try scratch.layout("import", try scratch.file("many.json", document)).status == 0)
        // Every catalogue device in both orientations, for the small screen and each content value of the other.
        let perContent = try catalogueSize() * 2
        // The hook holds the check after the small screen and five layouts of the other, until Ctrl-C:
        // the interrupt lands at a known layout however fast the check is.
        let pauseAt = perContent + 5
        let running = try RunningLayout(["--db", scratch.database, "check"],
                                        environment: ["LAYOUT_TEST_CHECK_PAUSE_AFTER": "\(pauseAt)"])
        let pause = "layout: test pause after \(pauseAt) layouts\n"
        #expect(running.waitUntil(timeout: 60) { running.standardErrorSoFar == pause }, "the check is held")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stderr.hasPrefix(pause))
        let pattern = #/layout: test pause after \d+ layouts\nlayout: interrupted; checked 1 of 2 screens completely \((\d+) of (\d+) layouts\), with 0 problems listed above\n/#
        let match = try #require(result.stderr.wholeMatch(of: pattern), "\(result.stderr)")
        let done = try #require(Int(match.1))
        let total = try #require(Int(match.2))
        #expect(total == perContent * 101, "the small screen's layouts and those of 100 content values")
        #expect(done == pauseAt, "stopped where the hook held it")
    }
}

/// A `layout` process started without waiting, for tests that signal it.
final class RunningLayout: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private var outputData = Data()
    private var errorData = Data()
    /// Guards both outputs so far.
    private let errorLock = NSLock()
    /// Left by each reader thread when its pipe closes.
    private let reading = DispatchGroup()
    /// Signalled by the readers after each chunk, so a wait wakes when the process says or prints something.
    private let newOutput = DispatchSemaphore(value: 0)

    init(_ arguments: [String], keepStandardInputOpen: Bool = false, environment extra: [String: String] = [:]) throws {
        process.executableURL = LayoutProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "LAYOUT_DB")
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if !keepStandardInputOpen { try input.fileHandleForWriting.close() }
        let this = self
        reading.enter()
        reading.enter()
        // Chunk by chunk, so that a test can wait for what the process writes while running.
        Thread {
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                this.errorLock.lock()
                this.outputData.append(chunk)
                this.errorLock.unlock()
                this.newOutput.signal()
            }
            this.reading.leave()
        }.start()
        Thread {
            while true {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                this.errorLock.lock()
                this.errorData.append(chunk)
                this.errorLock.unlock()
                this.newOutput.signal()
            }
            this.reading.leave()
        }.start()
    }

    /// What the process has written on stderr so far.
    var standardErrorSoFar: String {
        errorLock.lock()
        defer { errorLock.unlock() }
        return String(decoding: errorData, as: UTF8.self)
    }

    /// What the process has written on stdout so far.
    var standardOutputSoFar: String {
        errorLock.lock()
        defer { errorLock.unlock() }
        return String(decoding: outputData, as: UTF8.self)
    }

    /// Whether the process catches SIGINT (Linux: `SigCgt` in /proc/PID/status): dispatch's
    /// handler is in place. Not `SigIgn`: the command ignores SIGINT for a moment before
    /// that, and a SIGINT sent then is lost.
    var catchesSIGINT: Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        else { return false }
        let sigint: UInt64 = 1 << (2 - 1)
        return status.split(separator: "\n").contains { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 2, fields[0] == "SigCgt:",
                  let mask = UInt64(fields[1], radix: 16) else { return false }
            return mask & sigint != 0
        }
    }

    /// Tests `condition` whenever the process writes to stdout or stderr, and at least every 10 ms
    /// (for conditions on /proc, which signal nothing) while it runs; false on timeout or exit.
    func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            if condition() { return true }
            _ = newOutput.wait(timeout: .now() + .milliseconds(10))
        }
        return false
    }

    func interrupt() { process.interrupt() }

    /// Whether the process is still running.
    var isRunning: Bool { process.isRunning }

    /// Writes `text` to the standard input kept open (`keepStandardInputOpen`).
    func write(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

    /// Closes the standard input kept open: a reader of it sees its end.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Waits for the process to end (closing its standard input after 30 s at most).
    func finish() -> RunResult {
        _ = waitUntil(timeout: 30) { false }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        reading.wait()
        return RunResult(status: process.terminationStatus, stdout: standardOutputSoFar, stderr: standardErrorSoFar)
    }
}
