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

    /// Starts catching SIGINT, until `stop()`.
    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.fire() }
        source.resume()
    }

    /// Whether Ctrl-C was pressed.
    var isRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }

    /// What an interrupt does from now on (nil: only record it).
    func onInterrupt(_ newAction: (@Sendable () -> Void)?) {
        lock.lock()
        action = newAction
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
        requested = true
        action?()
        lock.unlock()
    }
}
