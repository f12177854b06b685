import Foundation
import GRDB

/// Stopping a write from another thread (Ctrl-C): the transaction rolls back
/// and the database stays as it was.
extension LayoutRepository {
    /// Asks the running write, if any, to stop: the SQL statement running now
    /// fails (`sqlite3_interrupt`), and a write whose statements are done is
    /// rolled back instead of committed. The write throws `.interrupted`.
    /// Safe to call from any thread; later writes of this repository are
    /// refused the same way.
    public func interrupt() {
        interruption.request()
        writer.interrupt()
    }

    /// Whether `interrupt()` was called.
    public var isInterrupted: Bool { interruption.isRequested }

    /// Throws `.interrupted` once `interrupt()` was called; long writes call it between steps.
    func checkInterruption() throws(StoreError) {
        if interruption.isRequested { throw StoreError.interrupted }
    }
}

extension StoreError {
    static let interrupted = StoreError(.interrupted, "interrupted; the transaction was rolled back")
}

/// A flag set from one thread and read from another.
final class InterruptionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false

    func request() {
        lock.lock()
        requested = true
        lock.unlock()
    }

    var isRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }
}
