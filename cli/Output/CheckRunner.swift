import Foundation

/// `layout check`'s solving on `jobs` threads, each with its own sessions and
/// solvers. The threads take the shard's blocks (`CheckPlan.Task`) one at a
/// time, in order, as each becomes free; a thread solves its block alone and
/// shares nothing mutable while it solves. It hands the block's findings
/// over when it is done; the calling thread merges each screen's blocks
/// (`CheckFindingMerge`) and passes the screens in order to `emit`, so what
/// is printed is the serial run's, byte for byte, whatever the number of threads.
///
/// Ctrl-C (`stop()`) ends every thread at its next checkpoint (every few
/// layouts). The run then says how far it got in the serial order: the
/// screens emitted, and the layouts done before the first one not done.
struct CheckRunner {
    enum Outcome: Equatable {
        case completed
        /// Stopped by Ctrl-C: the first `layoutsDone` layouts of the run (in its order) were done.
        case interrupted(layoutsDone: Int)
    }

    /// At most this many threads, whatever `--jobs` says.
    static let maximumJobs = 256

    var plan: CheckPlan
    var shard: CheckPlan.Shard
    var tasks: [CheckPlan.Task]
    var jobs: Int
    /// `LAYOUT_TEST_CHECK_PAUSE_AFTER`: hold once that many layouts (of the run's first) are done.
    var pause: TestPause?
    let coordinator: CheckCoordinator

    init(plan: CheckPlan, shard: CheckPlan.Shard = CheckPlan.Shard(), jobs: Int, pause: TestPause? = nil) {
        self.plan = plan
        self.shard = shard
        tasks = plan.tasks(of: shard)
        self.jobs = max(1, min(jobs, tasks.count, CheckRunner.maximumJobs))
        self.pause = pause.flatMap { $0.count <= plan.layoutCount ? $0 : nil }
        var tasksPerScreen = Array(repeating: 0, count: plan.screens.count)
        for task in tasks { tasksPerScreen[task.screen] += 1 }
        coordinator = CheckCoordinator(tasks: tasks.count, tasksPerScreen: tasksPerScreen, jobs: self.jobs,
                                       pause: self.pause)
    }

    /// Asks every thread to stop (from the Ctrl-C handler).
    func stop() { coordinator.requestStop() }

    /// Solves the shard, calling `emit` with each screen's findings in the plan's order, and
    /// `progress` with the layouts done so far (only while `showsProgress`, a few times a second).
    func run(showsProgress: Bool = false, progress: (Int, Int) -> Void = { _, _ in },
             emit: (Int, [ScreenCheck.Finding]) -> Void) -> Outcome {
        for _ in 0..<jobs {
            let (plan, shard, tasks, pause, coordinator) = (plan, shard, tasks, pause, coordinator)
            let thread = Thread { CheckRunner.work(plan: plan, shard: shard, tasks: tasks, pause: pause, coordinator: coordinator) }
            thread.stackSize = 8 << 20  // as the main thread's: the solver recurses on deep view trees
            thread.start()
        }
        var emitted = 0
        while emitted < plan.screens.count,
              let parts = coordinator.waitForScreen(emitted, progressEvery: showsProgress ? 0.1 : nil,
                                                    progress: { progress(emitted, $0) }) {
            emit(emitted, CheckFindingMerge.merge(parts))
            emitted += 1
        }
        let stops = coordinator.waitUntilEnded()
        guard emitted < plan.screens.count else { return .completed }
        // The first layout not done: where a thread stopped, or the first of a block not finished.
        var firstNotDone = plan.layoutCount
        for (index, task) in tasks.enumerated() where !coordinator.isFinished(task: index) {
            let screen = plan.screens[task.screen]
            let first = stops[index] ?? plan.layouts(of: task, in: shard).first.map { screen.firstLayout + $0 }
            firstNotDone = min(firstNotDone, first ?? firstNotDone)
        }
        return .interrupted(layoutsDone: firstNotDone)
    }

    /// One thread's work: the next block nobody has taken, until none is left or Ctrl-C.
    private static func work(plan: CheckPlan, shard: CheckPlan.Shard, tasks: [CheckPlan.Task], pause: TestPause?,
                             coordinator: CheckCoordinator) {
        var held = false
        var sinceCheckpoint = 0
        var loaded: (screen: Int, state: ScreenCheck.Loaded?) = (-1, nil)
        while let index = coordinator.nextTask() {
            let task = tasks[index]
            let screen = plan.screens[task.screen]
            if loaded.screen != task.screen { loaded = (task.screen, nil) }  // one screen's solvers at a time
            let block = screen.blocks[task.block]
            do {
                let found = try screen.check.run(
                    language: block.language, contentSize: block.contentSize, content: block.content, firstNumber: task.block * screen.places,
                    firstLayout: screen.firstLayout, loaded: &loaded.state, owns: { screen.owns(shard, layout: $0) }
                ) { number in
                    let layout = screen.firstLayout + number
                    if let pause, !held, layout >= pause.count {
                        held = true
                        coordinator.holdAtPause()
                        throw CheckStopped(layout: layout)
                    }
                    if sinceCheckpoint % CheckCoordinator.checkpointInterval == 0,
                       coordinator.checkpoint(layoutsDone: sinceCheckpoint == 0 ? 0 : CheckCoordinator.checkpointInterval) {
                        throw CheckStopped(layout: layout)
                    }
                    sinceCheckpoint += 1
                }
                coordinator.publish(found, task: index, screen: task.screen)
            } catch let stopped as CheckStopped {
                coordinator.end(stoppedIn: index, at: stopped.layout)
                return
            } catch {
                preconditionFailure("only the progress throws, and only CheckStopped: \(error)")
            }
        }
        if pause != nil, !held { coordinator.holdAtPause(waiting: false) }
        coordinator.end(stoppedIn: nil, at: nil)
    }
}

/// Thrown from a thread's progress to end it before layout `layout`.
struct CheckStopped: Error {
    var layout: Int
}
