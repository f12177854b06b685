import Foundation
@testable import LayoutCheck
import LayoutDocument
import LayoutModel
import Testing
@testable import layout

/// `CheckRunner` with its screens added one by one while its threads solve
/// the first ones, as `check` adds them while it reads them: whatever the
/// number of threads, the screens come out in order with the findings of a
/// plain serial loop, and a plan built screen by screen numbers its layouts
/// as the screens' counts add up.
@Suite struct CheckRunnerTests {
    /// Random screens (conflicts, ambiguity, a content key with several values) on a few devices.
    static func checks(seed: UInt64, screens: Int) throws -> [ScreenCheck] {
        let text = CheckScaleTests.randomDocument(seed: seed, screens: screens)
        let devices = Array(DeviceCatalog.devices.prefix(5))
        return try DocumentJSON.decode(text, file: "random.json").screens.map {
            ScreenCheck(screen: $0, standardSpacing: .apple, sizes: .devices(devices))
        }
    }

    /// Each screen's findings as `check --shard` writes them (with their layout numbers).
    static func lines(_ screens: [[Finding]]) -> [[String]] {
        screens.map { $0.map { $0.json(shard: true) } }
    }

    /// The oracle: one loop, screen after screen, block after block, numbering
    /// layouts by adding up the screens' own counts, with no plan and no threads.
    static func serialFindings(_ checks: [ScreenCheck]) throws -> [[Finding]] {
        var firstLayout = 0
        return try checks.map { check in
            defer { firstLayout += check.layoutCount }
            var loaded: ScreenCheck.Loaded?
            let parts = try check.blocks.enumerated().map { block, values in
                try check.run(language: values.language, contentSize: values.contentSize, content: values.content,
                          firstNumber: block * check.placesPerContent, firstLayout: firstLayout, loaded: &loaded).findings
            }
            return FindingMerge.merge(parts)
        }
    }

    /// Runs `runner` to the end, with the screens it emits in order.
    static func emitted(_ runner: CheckRunner) -> (outcome: CheckRunner.Outcome, screens: [Int], findings: [[Finding]]) {
        var screens: [Int] = []
        var findings: [[Finding]] = []
        let outcome = runner.run { screen, found in
            screens.append(screen)
            findings.append(found)
        }
        return (outcome, screens, findings)
    }

    @Test(arguments: [1, 2, 3, 7]) func screensAddedWhileThreadsSolveGiveTheSerialFindings(jobs: Int) throws {
        let checks = try Self.checks(seed: 5, screens: 9)
        let expected = Self.lines(try Self.serialFindings(checks))
        #expect(expected.joined().contains { $0.contains("\"kind\":\"unsatisfiable\"") }, "the random screens conflict")
        #expect(checks.contains { $0.blocks.count > 1 }, "a screen has several content combinations")

        let runner = CheckRunner(jobs: jobs)
        for check in checks { runner.add(check) }
        let run = Self.emitted(runner)
        #expect(run.outcome == .completed)
        #expect(run.screens == Array(checks.indices))
        #expect(Self.lines(run.findings) == expected, "--jobs \(jobs)")
    }

    /// Threads that have solved every block added wait for the next screen,
    /// rather than end: the reading is slower than the solving here. (A serial
    /// run solves nothing before `run`.)
    @Test(arguments: [2, 7]) func threadsWaitForScreensStillBeingRead(jobs: Int) throws {
        let checks = try Self.checks(seed: 6, screens: 5)
        let runner = CheckRunner(jobs: jobs)
        for (index, check) in checks.enumerated() {
            runner.add(check)
            runner.coordinator.waitUntilFinished(screen: index)
        }
        let run = Self.emitted(runner)
        #expect(run.outcome == .completed)
        #expect(Self.lines(run.findings) == Self.lines(try Self.serialFindings(checks)), "--jobs \(jobs)")
    }

    /// One job is serial: nothing is solved while the screens are added, and
    /// each screen is emitted as soon as its last block is done, before any
    /// block of the next screen is solved (no thread solves ahead); a shard's
    /// run too.
    @Test(arguments: [1, 2]) func oneJobSolvesEachScreenInTurnAndEmitsItAtOnce(shards: Int) throws {
        let checks = try Self.checks(seed: 10, screens: 7)
        let shard = CheckPlan.Shard(index: shards - 1, count: shards)
        let runner = CheckRunner(shard: shard, jobs: 1)
        #expect(runner.isSerial)
        for check in checks { runner.add(check) }
        #expect(runner.coordinator.finishedTaskCount == 0, "nothing solved before run")
        let plan = CheckPlan(checks)
        // The blocks the shard has layouts in, screen by screen.
        let tasksPerScreen = checks.indices.map { plan.tasks(ofScreen: $0, in: shard).count }
        #expect(tasksPerScreen.contains { $0 > 1 }, "a screen has several blocks")
        var screens: [Int] = []
        var findings: [[Finding]] = []
        let outcome = runner.run(emit: { screen, found in
            #expect(runner.coordinator.finishedTaskCount == tasksPerScreen[...screen].reduce(0, +), "screen \(screen)")
            screens.append(screen)
            findings.append(found)
        })
        #expect(outcome == .completed)
        #expect(screens == Array(checks.indices))
        if shards == 1 { #expect(Self.lines(findings) == Self.lines(try Self.serialFindings(checks))) }
    }

    @Test func aPlanBuiltScreenByScreenNumbersLayoutsByTheScreensCounts() throws {
        let checks = try Self.checks(seed: 7, screens: 6)
        var plan = CheckPlan()
        for (index, check) in checks.enumerated() {
            plan.append(check)
            let before = checks[..<index].reduce(0) { $0 + $1.layoutCount }
            #expect(plan.screens[index].firstLayout == before)
            #expect(plan.layoutCount == before + check.layoutCount)
            // Whole runs have a task per block, in order.
            #expect(plan.tasks(ofScreen: index, in: CheckPlan.Shard()).map(\.block) == Array(check.blocks.indices))
        }
        // The shards' tasks of each screen, put together, are the screen's blocks, each at least once.
        for count in [2, 3, 8] {
            for index in checks.indices {
                let blocks = Set((0..<count).flatMap { shard in
                    plan.tasks(ofScreen: index, in: CheckPlan.Shard(index: shard, count: count)).map(\.block)
                })
                #expect(blocks == Set(checks[index].blocks.indices), "\(count) shards")
            }
        }
    }

    @Test(arguments: [1, 3]) func aRunGivenUpWhileReadingEndsItsThreads(jobs: Int) throws {
        let checks = try Self.checks(seed: 8, screens: 3)
        let runner = CheckRunner(jobs: jobs)
        runner.add(checks[0])
        runner.add(checks[1])
        runner.abandon()  // returns once every thread has ended
        #expect(runner.plan.screens.count == 2)
    }

    @Test func aRunWithNoScreensCompletes() {
        let run = Self.emitted(CheckRunner(jobs: 2))
        #expect(run.outcome == .completed)
        #expect(run.screens.isEmpty)
    }

    /// A screen named on the command line that is not stored is found while the
    /// threads solve the ones before it: the check prints nothing but the error.
    @Test(arguments: ["1", "2"]) func aScreenThatCannotBeReadStopsTheCheckBeforeItPrints(jobs: String) throws {
        let scratch = try Scratch()
        let document = try scratch.file("random.json", CheckScaleTests.randomDocument(seed: 9, screens: 3))
        #expect(try scratch.layout("import", document).status == 0)
        let result = try CheckScaleTests.check(scratch, ["random0", "random1", "nosuch", "--jobs", jobs])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "layout: error: no screen named 'nosuch'\n")
    }

    /// Tasks inserted and taken in turns, as screens are read while threads take
    /// blocks: each one taken is the costliest of those waiting, the first
    /// inserted among equal ones (an oracle that scans every waiting task).
    @Test(arguments: [1, 2, 3] as [UInt64]) func theQueueDealsTheCostliestFirstAndEqualOnesInOrder(seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var queue = CheckTaskQueue()
        var waiting: [(index: Int, cost: Int)] = []
        var inserted = 0
        for _ in 0..<400 {
            if next(3) > 0 {
                let cost = next(6)  // few costs: many ties
                queue.insert(inserted, cost: cost)
                waiting.append((inserted, cost))
                inserted += 1
            } else {
                let expected = waiting.indices.min { a, b in
                    waiting[a].cost != waiting[b].cost ? waiting[a].cost > waiting[b].cost : waiting[a].index < waiting[b].index
                }
                #expect(queue.removeFirst() == expected.map { waiting.remove(at: $0).index })
            }
            #expect(queue.count == waiting.count)
        }
        var rest: [Int] = []
        while let index = queue.removeFirst() { rest.append(index) }
        #expect(rest == waiting.sorted { $0.cost != $1.cost ? $0.cost > $1.cost : $0.index < $1.index }.map(\.index))
        #expect(queue.isEmpty)
    }
}
