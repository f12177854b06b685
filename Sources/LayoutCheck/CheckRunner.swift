import Foundation

/// A check's solving (`layout check`, `layout report`) on `jobs` threads, each with its own sessions and
/// solvers. Screens are added (`add`) as they are read, and the threads
/// start on the first ones' blocks (`CheckPlan.Task`) while the rest are
/// read: they take the shard's blocks one at a time, the costliest first, as
/// each becomes free; a thread solves its block alone and shares nothing
/// mutable while it solves. It hands the block's findings over when it is
/// done; the calling thread merges each screen's blocks (`CheckFindingMerge`)
/// and passes the screens in order to `emit`, so what is printed is the
/// serial run's, byte for byte, whatever the number of threads.
///
/// One job (`--jobs 1`) is serial: no thread is started, and the calling
/// thread, once every screen is added, takes the blocks itself in the run's
/// order (the same loop as a thread's, `work`) and emits each screen as soon
/// as its last block is done.
///
/// Ctrl-C (`stop()`) ends every thread at its next checkpoint (every few
/// layouts). The run then says how far it got in the serial order: the
/// screens emitted, and the layouts done before the first one not done.
public struct CheckRunner: Sendable {
    public enum Outcome: Equatable, Sendable {
        case completed
        /// Stopped by Ctrl-C: the first `layoutsDone` layouts of the run (in its order) were done.
        case interrupted(layoutsDone: Int)
    }

    /// A test hook (`LAYOUT_TEST_CHECK_PAUSE_AFTER`): every thread holds once
    /// `count` layouts (of the run's first) are done, `announce` is called once
    /// all are held, and they wait for `stop()`.
    public struct Pause: Sendable {
        public var count: Int
        public var announce: @Sendable (Int) -> Void

        public init(count: Int, announce: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.announce = announce
        }
    }

    /// One screen's work, once all its blocks are done: its findings (merged, in
    /// the serial run's order) and each block's sweep (in the plan's order).
    public struct ScreenSweep: Sendable {
        public var findings: [Finding]
        public var blocks: [BlockSweep]
    }

    /// At most this many threads, whatever `--jobs` says.
    public static let maximumJobs = Workers.maximumJobs

    public var shard: CheckPlan.Shard
    /// The most threads that run (fewer when there are fewer blocks).
    public var jobs: Int
    /// Hold once that many layouts are done (a test hook).
    public var pause: Pause?
    let coordinator: CheckCoordinator

    public init(shard: CheckPlan.Shard = CheckPlan.Shard(), jobs: Int, pause: Pause? = nil) {
        self.shard = shard
        self.jobs = max(1, min(jobs, CheckRunner.maximumJobs))
        self.pause = pause
        coordinator = CheckCoordinator(shard: shard, pause: pause, dealsInOrder: self.jobs == 1)
    }

    /// The screens of `checks`, all added.
    public init(checks: [ScreenCheck], shard: CheckPlan.Shard = CheckPlan.Shard(), jobs: Int, pause: Pause? = nil) {
        self.init(shard: shard, jobs: jobs, pause: pause)
        for check in checks { add(check) }
    }

    /// The plan of the screens added so far: the whole run's once `run` has begun.
    public var plan: CheckPlan { coordinator.currentPlan }

    /// Whether the calling thread solves every block itself, in `run` (`--jobs 1`).
    public var isSerial: Bool { jobs == 1 }

    /// Adds the next screen of the run; threads start on its blocks at once
    /// (a serial run solves them in `run`).
    public func add(_ check: ScreenCheck) {
        startThreads(coordinator.add(check, maximumThreads: isSerial ? 0 : jobs))
    }

    /// Asks every thread to stop (from the Ctrl-C handler).
    public func stop() { coordinator.requestStop() }

    /// Stops the threads and waits for them, for a run given up before `run`
    /// (a screen could not be read).
    public func abandon() {
        coordinator.requestStop()
        startThreads(coordinator.endAdding())
        _ = coordinator.waitUntilEnded()
    }

    /// Solves the screens added (there are no more). Each screen's sweep goes to
    /// `prepare` as soon as its blocks are done, in whatever order that is (the
    /// work of printing them is done while the threads solve), and what it makes
    /// of them to `emit` in the plan's order; `progress` is called with the screens
    /// emitted and the layouts done so far (only while `showsProgress`, a few times
    /// a second). Serial, the calling thread solves, and emits each screen as soon
    /// as it is checked.
    public func run<Prepared>(showsProgress: Bool = false, progress: (Int, Int) -> Void = { _, _ in },
                              prepare: (Int, ScreenSweep) -> Prepared, emit: (Int, Prepared) -> Void) -> Outcome {
        let starting = coordinator.endAdding()
        let plan = coordinator.currentPlan
        var prepared: [Int: Prepared] = [:]
        var emitted = 0
        // A finished screen: its output made, and emitted with those it was waiting for.
        func handOver(_ done: (screen: Int, parts: [BlockSweep])) {
            let findings = FindingMerge.merge(done.parts.map(\.findings))
            prepared[done.screen] = prepare(done.screen, ScreenSweep(findings: findings, blocks: done.parts))
            while let next = prepared.removeValue(forKey: emitted) {
                emit(emitted, next)
                emitted += 1
            }
        }
        if isSerial {
            var nextProgress = ContinuousClock.now
            if starting == 1 {  // none after Ctrl-C
                CheckRunner.work(shard: shard, pause: pause, coordinator: coordinator, checkpointed: {
                    guard showsProgress, ContinuousClock.now >= nextProgress else { return }
                    progress(emitted, coordinator.layoutsDoneSoFar)
                    nextProgress = .now + .milliseconds(100)
                }, published: {
                    while let done = coordinator.finishedScreen() { handOver(done) }
                })
            }
            // Screens with no block in the shard after the last one that has.
            while let done = coordinator.finishedScreen() { handOver(done) }
        } else {
            startThreads(starting)
            while emitted < plan.screens.count,
                  let done = coordinator.nextFinishedScreen(progressEvery: showsProgress ? 0.1 : nil,
                                                            progress: { progress(emitted, $0) }) {
                handOver(done)
            }
        }
        let (tasks, stops, finished) = coordinator.waitUntilEnded()
        guard emitted < plan.screens.count else { return .completed }
        // The first layout not done: where a thread stopped, or the first of a block not finished.
        var firstNotDone = plan.layoutCount
        for (index, task) in tasks.enumerated() where !finished[index] {
            let screen = plan.screens[task.screen]
            let first = stops[index] ?? plan.layouts(of: task, in: shard).first.map { screen.firstLayout + $0 }
            firstNotDone = min(firstNotDone, first ?? firstNotDone)
        }
        return .interrupted(layoutsDone: firstNotDone)
    }

    /// `run` with each screen's findings emitted as they are.
    public func run(showsProgress: Bool = false, progress: (Int, Int) -> Void = { _, _ in },
                    emit: (Int, [Finding]) -> Void) -> Outcome {
        run(showsProgress: showsProgress, progress: progress, prepare: { $1.findings }, emit: emit)
    }

    private func startThreads(_ count: Int) {
        for _ in 0..<count {
            let (shard, pause, coordinator) = (shard, pause, coordinator)
            Workers.start { CheckRunner.work(shard: shard, pause: pause, coordinator: coordinator) }
        }
    }

    /// One thread's work: the next block nobody has taken, until none is left or
    /// Ctrl-C. `checkpointed` runs after each look at the stop flag, and
    /// `published` after each block's findings are handed over: what a serial
    /// run, whose one thread is the calling one, does between blocks.
    private static func work(shard: CheckPlan.Shard, pause: Pause?, coordinator: CheckCoordinator,
                             checkpointed: () -> Void = {}, published: () -> Void = {}) {
        var held = false
        var sinceCheckpoint = 0
        var loaded: (screen: Int, state: ScreenCheck.Loaded?) = (-1, nil)
        while let next = coordinator.nextTask() {
            let (index, task, screen) = (next.index, next.task, next.screen)
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
                    if sinceCheckpoint % CheckCoordinator.checkpointInterval == 0 {
                        if coordinator.checkpoint(layoutsDone: sinceCheckpoint == 0 ? 0 : CheckCoordinator.checkpointInterval) {
                            throw CheckStopped(layout: layout)
                        }
                        checkpointed()
                    }
                    sinceCheckpoint += 1
                }
                coordinator.publish(found, task: index, screen: task.screen)
                published()
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
