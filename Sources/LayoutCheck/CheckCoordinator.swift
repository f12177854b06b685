import Foundation

/// What `CheckRunner`'s threads and the thread that reads and prints share,
/// all of it behind one condition: the run's plan as its screens are read,
/// the next block to take, each block's findings once done, where threads
/// stopped, and Ctrl-C. Screens are added while the threads solve the first
/// ones; a thread waits for a block only while screens are still being read.
/// A thread takes the lock once per block and once per `checkpointInterval`
/// layouts, never inside a solve. A serial run's one thread is the calling
/// one, which takes the lock as a thread does and never waits.
final class CheckCoordinator: @unchecked Sendable {
    /// Layouts between two looks at the stop flag.
    static let checkpointInterval = 8

    /// A block to solve: its index among the shard's tasks, and its screen's share of the plan.
    struct Assignment {
        var index: Int
        var task: CheckPlan.Task
        var screen: CheckPlan.Screen
    }

    private let condition = NSCondition()
    private let shard: CheckPlan.Shard
    private let pause: CheckRunner.Pause?
    /// Whether blocks are dealt in the run's order rather than the costliest first.
    private let dealsInOrder: Bool
    /// The run so far, and the blocks the shard has layouts in (its tasks), in the run's order.
    private var plan = CheckPlan()
    private var tasks: [CheckPlan.Task] = []
    /// Whether every screen is in the plan.
    private var allAdded = false
    /// The tasks no thread has taken.
    private var queue = CheckTaskQueue()
    /// Each task's findings once done (cleared when its screen is emitted), and which are done.
    private var published: [BlockSweep?] = []
    private var finished: [Bool] = []
    /// For each screen, its tasks (consecutive indices) and how many are done.
    private var tasksOfScreen: [Range<Int>] = []
    private var finishedOfScreen: [Int] = []
    /// Screens whose tasks are all done, in the order they were done, and how many were handed over.
    private var finishedScreens: [Int] = []
    private var handedOver = 0
    /// Where threads stopped: task index and the layout not done.
    private var stops: [Int: Int] = [:]
    private var stopRequested = false
    private var layoutsDone = 0
    /// Threads started, ended, and held at the test pause.
    private var threads = 0
    private var ended = 0
    private var atPause = 0

    /// `dealsInOrder`: blocks in the run's order (a serial run, which emits each
    /// screen as soon as it is checked); otherwise the costliest first.
    init(shard: CheckPlan.Shard, pause: CheckRunner.Pause?, dealsInOrder: Bool = false) {
        self.shard = shard
        self.pause = pause
        self.dealsInOrder = dealsInOrder
    }

    /// The plan so far; all of it after `endAdding()`.
    var currentPlan: CheckPlan {
        condition.lock()
        defer { condition.unlock() }
        return plan
    }

    /// Adds the next screen and its tasks; returns how many threads to start
    /// for them, so that at most `maximumThreads` run and none waits without a task.
    func add(_ check: ScreenCheck, maximumThreads: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        precondition(!allAdded, "a screen added to a complete plan")
        plan.append(check)
        let added = plan.tasks(ofScreen: plan.screens.count - 1, in: shard)
        tasksOfScreen.append(tasks.count..<tasks.count + added.count)
        finishedOfScreen.append(0)
        for task in added { queue.insert(tasks.count, cost: cost(of: task)); tasks.append(task) }
        published += Array(repeating: nil, count: added.count)
        finished += Array(repeating: false, count: added.count)
        if added.isEmpty { finishedScreens.append(plan.screens.count - 1) }  // nothing of it in this shard
        condition.broadcast()
        guard !stopRequested else { return 0 }
        let starting = max(0, min(maximumThreads, tasks.count) - threads)
        threads += starting
        return starting
    }

    /// Every screen is added: threads with no task left end. Returns how many
    /// threads to start: one when none was (no task at all), as a run always has one.
    func endAdding() -> Int {
        condition.lock()
        defer { condition.unlock() }
        allAdded = true
        condition.broadcast()
        guard threads == 0 else {
            if atPause == threads { announcePause() }
            return 0
        }
        guard !stopRequested else { return 0 }
        threads = 1
        return 1
    }

    /// Ctrl-C: every thread stops at its next checkpoint, and a held one at once.
    func requestStop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// A task's estimated cost: its screen's views times the layouts the shard
    /// solves in it. Dealt in order, and under the test pause, every task costs
    /// the same, so that they are dealt in the run's order and the first layouts
    /// are done first.
    private func cost(of task: CheckPlan.Task) -> Int {
        guard pause == nil, !dealsInOrder else { return 0 }
        return plan.screens[task.screen].check.screen.views.count * plan.layouts(of: task, in: shard).count
    }

    /// The costliest task nobody has taken (`CheckTaskQueue`), waiting for one
    /// while screens are being read; nil when none is left or Ctrl-C was pressed.
    func nextTask() -> Assignment? {
        condition.lock()
        defer { condition.unlock() }
        while !stopRequested, queue.isEmpty, !allAdded { condition.wait() }
        guard !stopRequested, let index = queue.removeFirst() else { return nil }
        let task = tasks[index]
        return Assignment(index: index, task: task, screen: plan.screens[task.screen])
    }

    /// Counts layouts done for the progress bar; says whether to stop.
    func checkpoint(layoutsDone count: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        layoutsDone += count
        return stopRequested
    }

    /// The layouts counted at checkpoints so far, for the progress bar.
    var layoutsDoneSoFar: Int {
        condition.lock()
        defer { condition.unlock() }
        return layoutsDone
    }

    /// How many tasks are done.
    var finishedTaskCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return finished.count(where: { $0 })
    }

    /// The test hook: a thread arrives where the pause holds it (before its first layout
    /// at or past the count, or, `waiting` false, when no task is left and the run has
    /// that many layouts). When every thread is there, the run says so; a thread inside
    /// a task waits for Ctrl-C.
    func holdAtPause(waiting: Bool = true) {
        condition.lock()
        defer { condition.unlock() }
        guard let pause, waiting || pause.count <= plan.layoutCount else { return }
        atPause += 1
        if allAdded, atPause == threads { announcePause() }
        while waiting, !stopRequested { condition.wait() }
    }

    /// Says every thread is held (under the lock: once, when the last one arrives).
    private func announcePause() {
        if let pause, pause.count <= plan.layoutCount { pause.announce(pause.count) }
    }

    /// A task's findings, all of its layouts done.
    func publish(_ sweep: BlockSweep, task: Int, screen: Int) {
        condition.lock()
        published[task] = sweep
        finished[task] = true
        finishedOfScreen[screen] += 1
        if finishedOfScreen[screen] == tasksOfScreen[screen].count {
            finishedScreens.append(screen)
            condition.broadcast()
        }
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

    /// Whether every thread has ended (under the lock).
    private var allEnded: Bool { allAdded && ended == threads }

    /// A screen whose tasks are all done, in the order they were done, with the
    /// findings of each of its tasks; each screen once. Nil when every screen
    /// was handed over, or the threads ended (stopped) before the next one was
    /// done. Calls `progress` with the layouts done every `progressEvery`
    /// seconds while waiting.
    func nextFinishedScreen(progressEvery interval: Double?,
                            progress: (Int) -> Void) -> (screen: Int, parts: [BlockSweep])? {
        condition.lock()
        defer { condition.unlock() }
        while handedOver == finishedScreens.count, !allEnded {
            if let interval {
                progress(layoutsDone)
                _ = condition.wait(until: Date(timeIntervalSinceNow: interval))
            } else {
                condition.wait()
            }
        }
        return handOver()
    }

    /// `nextFinishedScreen` without waiting: nil when no screen is done that was
    /// not handed over. For a serial run, between its blocks.
    func finishedScreen() -> (screen: Int, parts: [BlockSweep])? {
        condition.lock()
        defer { condition.unlock() }
        return handOver()
    }

    /// The next finished screen not handed over, if any, with its tasks' findings (under the lock).
    private func handOver() -> (screen: Int, parts: [BlockSweep])? {
        guard handedOver < finishedScreens.count else { return nil }
        let screen = finishedScreens[handedOver]
        handedOver += 1
        defer { for task in tasksOfScreen[screen] { published[task] = nil } }
        return (screen, tasksOfScreen[screen].map { published[$0] ?? BlockSweep() })
    }

    /// Waits until every task of `screen` is done, leaving its findings to
    /// `nextFinishedScreen`: for tests that add the next screen only then.
    func waitUntilFinished(screen: Int) {
        condition.lock()
        defer { condition.unlock() }
        while finishedOfScreen[screen] < tasksOfScreen[screen].count, !stopRequested { condition.wait() }
    }

    /// Waits for every thread to end (after `endAdding()`); the tasks, where each
    /// stopped task stopped, and whether each was done.
    func waitUntilEnded() -> (tasks: [CheckPlan.Task], stops: [Int: Int], finished: [Bool]) {
        condition.lock()
        defer { condition.unlock() }
        while !allEnded { condition.wait() }
        return (tasks, stops, finished)
    }
}
