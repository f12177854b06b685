import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) for the long commands, import and check. The signal is
/// taken on a dispatch queue rather than in a signal handler, so what it
/// does is ordinary code: it records the request and runs the action the
/// command set for the phase it is in (exit at once while nothing is being
/// written, or interrupt the database's write so that it rolls back). The
/// action runs under the same lock that changes it, so a phase cannot begin
/// while the previous phase's action is running.
final class Interruption: @unchecked Sendable {
    /// Exit status of a command stopped by SIGINT, as shells report it (128 + 2).
    static let exitCode: Int32 = 130

    private let lock = NSLock()
    private var requested = false
    private var action: (@Sendable () -> Void)?
    private let source: any DispatchSourceSignal
    /// Signalled once by the first Ctrl-C, for `waitForRequest()`.
    private let firstRequest = DispatchSemaphore(value: 0)

    /// Starts catching SIGINT, until `stop()`; returns once the signal source is
    /// registered. Until then SIGINT is ignored, and lost: dispatch registers a
    /// source on its own thread after `resume()`, so without the wait a Ctrl-C in
    /// the command's first moments did nothing (and the interrupt test, sending
    /// SIGINT as soon as it saw the signal ignored, timed out under load).
    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.fire() }
        let registered = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { registered.signal() }
        source.resume()
        _ = registered.wait(timeout: .now() + 10)
    }

    /// Whether Ctrl-C was pressed.
    var isRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }

    /// Blocks until Ctrl-C is pressed (at once when it already was). For the
    /// test hook that holds `check` at a given layout, so that an interrupt test
    /// waits on an event instead of guessing how long a check takes.
    func waitForRequest() {
        firstRequest.wait()
        firstRequest.signal()
    }

    /// What an interrupt does from now on (nil: only record it). When Ctrl-C was
    /// already pressed, the new action runs at once: a Ctrl-C between `init()` and
    /// the first phase's action is not lost.
    func onInterrupt(_ newAction: (@Sendable () -> Void)?) {
        lock.lock()
        action = newAction
        if requested { newAction?() }
        lock.unlock()
    }

    /// Until the next `onInterrupt`, an interrupt writes `message` and exits at once:
    /// for phases that have written nothing.
    func exitsImmediately(saying message: String) {
        onInterrupt {
            Terminal.endProgress()
            Terminal.message("layout: " + message)
            _exit(Interruption.exitCode)
        }
    }

    /// Stops catching SIGINT: Ctrl-C kills the process again.
    func stop() {
        onInterrupt(nil)
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    private func fire() {
        lock.lock()
        let first = !requested
        requested = true
        action?()
        // After the action: whoever waits sees its effect (a write already told to roll back).
        if first { firstRequest.signal() }
        lock.unlock()
    }
}
