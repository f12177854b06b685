import Foundation

/// `layout check`'s solving on `jobs` threads, each with its own sessions and
/// solvers: a thread owns every solve the plan deals it (`CheckPlan.Part`)
/// and shares nothing mutable while it solves. Each thread hands over a
/// screen's findings when it has done its share of the screen; the calling
/// thread merges the screens in order (`CheckFindingMerge`) and passes each to
/// `emit`, so what is printed is the serial run's, byte for byte, whatever
/// the number of threads.
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

    var plan: CheckPlan
    /// The shard this process checks (its `job` and `jobs` are set per thread).
    var shard: CheckPlan.Part
    var jobs: Int
    /// `LAYOUT_TEST_CHECK_PAUSE_AFTER`: hold once that many layouts (of the run's first) are done.
    var pause: TestPause?
    let coordinator: CheckCoordinator

    init(plan: CheckPlan, shard: CheckPlan.Part = CheckPlan.Part(), jobs: Int, pause: TestPause? = nil) {
        self.plan = plan
        self.shard = shard
        self.jobs = max(1, min(jobs, plan.solveCount))
        self.pause = pause.flatMap { $0.count <= plan.layoutCount ? $0 : nil }
        coordinator = CheckCoordinator(screens: plan.screens.count, jobs: self.jobs, pause: self.pause)
    }

    /// Asks every thread to stop (from the Ctrl-C handler).
    func stop() { coordinator.requestStop() }

    /// Solves the shard, calling `emit` with each screen's findings in the plan's order, and
    /// `progress` with the layouts done so far (only while `showsProgress`, a few times a second).
    func run(showsProgress: Bool = false, progress: (Int, Int) -> Void = { _, _ in },
             emit: (Int, [ScreenCheck.Finding]) -> Void) -> Outcome {
        for job in 0..<jobs {
            let part = shard.thread(job, of: jobs)
            let plan = plan
            let coordinator = coordinator
            let pause = pause
            let thread = Thread { CheckRunner.work(plan: plan, part: part, pause: pause, coordinator: coordinator) }
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
        let layoutsDone = coordinator.waitUntilEnded()
        return emitted == plan.screens.count ? .completed : .interrupted(layoutsDone: layoutsDone)
    }

    /// One thread's work: its share of every screen, in order.
    private static func work(plan: CheckPlan, part: CheckPlan.Part, pause: TestPause?, coordinator: CheckCoordinator) {
        var held = false
        var sinceCheckpoint = 0
        for (index, screen) in plan.screens.enumerated() {
            do {
                let found = try screen.check.run(
                    firstLayout: screen.firstLayout, owns: { part.owns(solve: screen.solve(ofLayout: $0)) }
                ) { number in
                    let layout = screen.firstLayout + number
                    if let pause, !held, layout >= pause.count {
                        held = true
                        coordinator.holdAtPause()
                        throw CheckStopped(layout: layout)
                    }
                    sinceCheckpoint += 1
                    if sinceCheckpoint == CheckCoordinator.checkpointInterval {
                        sinceCheckpoint = 0
                        if coordinator.checkpoint(layoutsDone: CheckCoordinator.checkpointInterval) {
                            throw CheckStopped(layout: layout)
                        }
                    }
                }
                coordinator.publish(found, screen: index, job: part.job)
            } catch let stopped as CheckStopped {
                coordinator.end(job: part.job, frontier: stopped.layout)
                return
            } catch {
                preconditionFailure("only the progress throws, and only CheckStopped: \(error)")
            }
        }
        if pause != nil, !held { coordinator.holdAtPause(waiting: false) }
        coordinator.end(job: part.job, frontier: plan.layoutCount)
    }
}

/// Thrown from a thread's progress to end it before layout `layout`.
struct CheckStopped: Error {
    var layout: Int
}
