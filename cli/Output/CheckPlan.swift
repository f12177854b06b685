/// A whole `layout check` laid out as numbered layouts and solves, so that it
/// can be split into parts (shards of a CI matrix, threads of one process)
/// whose findings merge back into exactly the serial run's.
///
/// Layouts are numbered across the run in the serial order: screen, Dynamic
/// Type size, content combination, orientation, device. A *solve* is a group
/// of layouts of one screen, size and content that make the same request
/// (devices of one size, size classes and safe area), solved once; solves are
/// numbered in the order of their first layout. The parts are dealt solves
/// round-robin: solve `u` goes to shard `u % shards`, and within a shard the
/// `v`-th of its solves to thread `v % jobs`. Every screen, content size and
/// content combination is spread over every part, so the parts are balanced
/// in solves (their counts differ by at most one) whatever the screens cost,
/// and no solve is repeated by two parts.
struct CheckPlan: Sendable {
    /// One screen's share of the numbering.
    struct Screen: Sendable {
        var check: ScreenCheck
        /// The run's number of its first layout and of its first solve.
        var firstLayout: Int
        var firstSolve: Int
        /// Places per content combination (orientations x devices, or 1 for `--size`).
        var places: Int
        /// For each place, the rank of its solve among the combination's solves.
        var solveRank: [Int]
        /// Solves per content combination.
        var solvesPerBlock: Int
        /// Layouts in all.
        var layoutCount: Int

        /// The run's number of the solve that layout `number` (of this screen) belongs to.
        func solve(ofLayout number: Int) -> Int {
            firstSolve + (number / places) * solvesPerBlock + solveRank[number % places]
        }
    }

    /// Which solves one part takes: shard `shard` of `shards`, thread `job` of `jobs` (from 0).
    struct Part: Sendable, Hashable {
        var shard = 0
        var shards = 1
        var job = 0
        var jobs = 1

        func owns(solve: Int) -> Bool {
            solve % shards == shard && (solve / shards) % jobs == job
        }

        /// The same shard's thread `job` of `jobs`.
        func thread(_ job: Int, of jobs: Int) -> Part {
            Part(shard: shard, shards: shards, job: job, jobs: jobs)
        }
    }

    var screens: [Screen]
    var layoutCount: Int
    var solveCount: Int

    init(_ checks: [ScreenCheck]) {
        var screens: [Screen] = []
        var layouts = 0
        var solves = 0
        for check in checks {
            let groups = check.placeGroups()
            let blocks = check.contentSizes.count * check.contentCombinations.count
            let places = check.placesPerContent
            screens.append(Screen(check: check, firstLayout: layouts, firstSolve: solves, places: places,
                                  solveRank: groups.rank, solvesPerBlock: groups.count, layoutCount: blocks * places))
            layouts += blocks * places
            solves += blocks * groups.count
        }
        self.screens = screens
        layoutCount = layouts
        solveCount = solves
    }

    /// Whether `part` solves layout `number` of screen `index`.
    func owns(_ part: Part, screen index: Int, layout number: Int) -> Bool {
        part.owns(solve: screens[index].solve(ofLayout: number))
    }

    /// How many layouts `part` checks.
    /// - Complexity: O(layouts of the run).
    func layoutCount(of part: Part) -> Int {
        screens.reduce(0) { sum, screen in
            sum + (0..<screen.layoutCount).count { part.owns(solve: screen.solve(ofLayout: $0)) }
        }
    }
}
