import Foundation

/// What `CheckRunner`'s threads and the thread that prints share, all of it
/// behind one condition: the screens each thread has finished, when each
/// thread ended and where, and Ctrl-C. A thread takes the lock once per
/// screen and once per `checkpointInterval` layouts, never inside a solve.
final class CheckCoordinator: @unchecked Sendable {
    /// Layouts between two looks at the stop flag.
    static let checkpointInterval = 8

    private let condition = NSCondition()
    private let jobs: Int
    private let pause: TestPause?
    /// For each screen, each thread's findings (by thread) once it has done its share.
    private var published: [[[ScreenCheck.Finding]?]]
    private var publishedCount: [Int]
    private var stopRequested = false
    private var layoutsDone = 0
    /// For each thread that ended, the run's number of the first of its layouts it did not do.
    private var frontiers: [Int?]
    private var ended = 0
    private var atPause = 0

    init(screens: Int, jobs: Int, pause: TestPause?) {
        self.jobs = jobs
        self.pause = pause
        published = Array(repeating: Array(repeating: nil, count: jobs), count: screens)
        publishedCount = Array(repeating: 0, count: screens)
        frontiers = Array(repeating: nil, count: jobs)
    }

    /// Ctrl-C: every thread stops at its next checkpoint, and a held one at once.
    func requestStop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Counts layouts done for the progress bar; says whether to stop.
    func checkpoint(layoutsDone count: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        layoutsDone += count
        return stopRequested
    }

    /// The test hook: a thread arrives where the pause holds it (before its first layout
    /// at or past the count, or at its end). When every thread is there, the run says so;
    /// a thread that still has layouts waits for Ctrl-C.
    func holdAtPause(waiting: Bool = true) {
        condition.lock()
        defer { condition.unlock() }
        atPause += 1
        if atPause == jobs, let pause { Terminal.message("layout: test pause after \(pause.count) layouts") }
        while waiting, !stopRequested { condition.wait() }
    }

    /// A thread's findings for one screen, all of its share of it done.
    func publish(_ findings: [ScreenCheck.Finding], screen: Int, job: Int) {
        condition.lock()
        published[screen][job] = findings
        publishedCount[screen] += 1
        if publishedCount[screen] == jobs { condition.broadcast() }
        condition.unlock()
    }

    /// A thread ends; `frontier` is the first of its layouts it did not do (the run's count if none).
    func end(job: Int, frontier: Int) {
        condition.lock()
        frontiers[job] = frontier
        ended += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Every thread's findings for `screen`, once all have done their share; nil when
    /// the threads ended (stopped) before. Calls `progress` with the layouts done every
    /// `progressEvery` seconds while waiting.
    func waitForScreen(_ screen: Int, progressEvery interval: Double?,
                       progress: (Int) -> Void) -> [[ScreenCheck.Finding]]? {
        condition.lock()
        defer { condition.unlock() }
        while publishedCount[screen] < jobs, ended < jobs {
            if let interval {
                progress(layoutsDone)
                _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            } else {
                condition.wait()
            }
        }
        guard publishedCount[screen] == jobs else { return nil }
        defer { published[screen] = [] }
        return published[screen].compactMap { $0 }
    }

    /// Waits for every thread to end; the layouts done before the first not done, in the run's order.
    func waitUntilEnded() -> Int {
        condition.lock()
        defer { condition.unlock() }
        while ended < jobs { condition.wait() }
        return frontiers.compactMap { $0 }.min() ?? 0
    }
}
