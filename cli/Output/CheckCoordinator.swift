import Foundation

/// What `CheckRunner`'s threads and the thread that prints share, all of it
/// behind one condition: the next block to take, each block's findings once
/// done, where threads stopped, and Ctrl-C. A thread takes the lock once per
/// block and once per `checkpointInterval` layouts, never inside a solve.
final class CheckCoordinator: @unchecked Sendable {
    /// Layouts between two looks at the stop flag.
    static let checkpointInterval = 8

    private let condition = NSCondition()
    private let jobs: Int
    private let pause: TestPause?
    private var nextTaskIndex = 0
    private let taskCount: Int
    /// Each task's findings once done (cleared when its screen is emitted), and which are done.
    private var published: [[ScreenCheck.Finding]?]
    private var finished: [Bool]
    /// For each screen, its tasks (indices, in order) and how many are done.
    private var tasksOfScreen: [[Int]]
    private var finishedOfScreen: [Int]
    /// Where threads stopped: task index and the layout not done.
    private var stops: [Int: Int] = [:]
    private var stopRequested = false
    private var layoutsDone = 0
    private var ended = 0
    private var atPause = 0

    init(tasks: Int, tasksPerScreen: [Int], jobs: Int, pause: TestPause?) {
        self.jobs = jobs
        self.pause = pause
        taskCount = tasks
        published = Array(repeating: nil, count: tasks)
        finished = Array(repeating: false, count: tasks)
        var start = 0
        tasksOfScreen = tasksPerScreen.map { count in
            defer { start += count }
            return Array(start..<start + count)
        }
        finishedOfScreen = Array(repeating: 0, count: tasksPerScreen.count)
    }

    /// Ctrl-C: every thread stops at its next checkpoint, and a held one at once.
    func requestStop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next task nobody has taken; nil when none is left or Ctrl-C was pressed.
    func nextTask() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !stopRequested, nextTaskIndex < taskCount else { return nil }
        nextTaskIndex += 1
        return nextTaskIndex - 1
    }

    /// Counts layouts done for the progress bar; says whether to stop.
    func checkpoint(layoutsDone count: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        layoutsDone += count
        return stopRequested
    }

    /// The test hook: a thread arrives where the pause holds it (before its first layout
    /// at or past the count, or when no task is left). When every thread is there, the
    /// run says so; a thread inside a task waits for Ctrl-C.
    func holdAtPause(waiting: Bool = true) {
        condition.lock()
        defer { condition.unlock() }
        atPause += 1
        if atPause == jobs, let pause { Terminal.message("layout: test pause after \(pause.count) layouts") }
        while waiting, !stopRequested { condition.wait() }
    }

    /// A task's findings, all of its layouts done.
    func publish(_ findings: [ScreenCheck.Finding], task: Int, screen: Int) {
        condition.lock()
        published[task] = findings
        finished[task] = true
        finishedOfScreen[screen] += 1
        if finishedOfScreen[screen] == tasksOfScreen[screen].count { condition.broadcast() }
        condition.unlock()
    }

    /// A thread ends, stopped inside a task before a layout, or with no task left.
    func end(stoppedIn task: Int?, at layout: Int?) {
        condition.lock()
        if let task, let layout { stops[task] = layout }
        ended += 1
        condition.broadcast()
        condition.unlock()
    }

    /// The findings of each of `screen`'s tasks, once all are done; nil when the threads
    /// ended (stopped) before. Calls `progress` with the layouts done every
    /// `progressEvery` seconds while waiting.
    func waitForScreen(_ screen: Int, progressEvery interval: Double?,
                       progress: (Int) -> Void) -> [[ScreenCheck.Finding]]? {
        condition.lock()
        defer { condition.unlock() }
        while finishedOfScreen[screen] < tasksOfScreen[screen].count, ended < jobs {
            if let interval {
                progress(layoutsDone)
                _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            } else {
                condition.wait()
            }
        }
        guard finishedOfScreen[screen] == tasksOfScreen[screen].count else { return nil }
        defer { for task in tasksOfScreen[screen] { published[task] = nil } }
        return tasksOfScreen[screen].map { published[$0] ?? [] }
    }

    /// Waits for every thread to end; where each stopped task stopped (by task).
    func waitUntilEnded() -> [Int: Int] {
        condition.lock()
        defer { condition.unlock() }
        while ended < jobs { condition.wait() }
        return stops
    }

    /// Whether a task was done (after `waitUntilEnded`).
    func isFinished(task: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished[task]
    }
}
