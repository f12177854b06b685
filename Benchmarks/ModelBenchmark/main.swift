// model-benchmark: what the layout model adds on top of the solver.
//
//   swift run -c release model-benchmark [rows]
//   swift run -c release model-benchmark ROWS translate N   (only the translation, N times: for perf)
//   swift run -c release model-benchmark second-pass [VIEWS] [RUNS]   (issue 19's second pass: SecondPass.swift)
//
// Times are this thread's CPU time (clock_gettime), so the other processes
// sharing the machine do not inflate them.
//
// 1. Translating a 1000-view screen into solver constraints, against the
//    time the solver takes to load and solve them (target: at most 10%).
// 2. Solving that screen on 20 devices x 2 orientations with a ScreenSession
//    (solvers reused, root size and safe area moved by constant changes)
//    against solving each request from scratch (target: at least 10x faster).
// 3. `layout check` where every size conflicts: the screen with its last row
//    pinned to the root's bottom (`V:[rN]-|`) and each row's first label at
//    least 20 high (required), which no device is tall enough for, through one ScreenSession over the 40 sizes, in solve-times of the
//    satisfiable screen (target: at most 40).
import Foundation  // links libm on Linux (rounded())
import LayoutCore
import LayoutDocument
import LayoutModel

/// `rows` rows of 9 labels each, in a root: 1 + 10 * rows views. Rows chain
/// vertically; labels chain horizontally with intrinsic sizes; every other
/// row ties a label's width to the row above; the top inset depends on the orientation.
func benchmarkScreen(rows: Int) -> Screen {
    var views = [ViewSpec(name: "root")]
    var constraints: [ConstraintEntry] = []
    func entry(_ id: String, _ format: String, _ options: [String] = []) {
        constraints.append(ConstraintEntry(id: id, body: .visualFormat(format, options: options)))
    }
    for row in 0..<rows {
        let rowName = "r\(row)"
        views.append(ViewSpec(name: rowName, superview: "root"))
        var chain = "H:|"
        for column in 0..<9 {
            let name = "\(rowName)c\(column)"
            views.append(ViewSpec(
                name: name, superview: rowName, kind: "label",
                intrinsicSize: IntrinsicSize(width: Double(10 + (row * 7 + column * 13) % 20),
                                             height: Double(20 + (row + column) % 10)),
                hugging: column == 4 ? AxisPriorities(horizontal: LayoutPriority(249)) : nil))
            chain += "-[\(name)]"
        }
        entry("\(rowName)h", chain + "-|", ["alignAllTop"])
        entry("\(rowName)v", "V:|-[\(rowName)c0]-|")
        entry("\(rowName)edges", "H:|-[\(rowName)]-|")
        entry("\(rowName)top", row == 0 ? "V:|-topInset-[r0]" : "V:[r\(row - 1)]-[\(rowName)]")
        if row % 2 == 1 {
            constraints.append(ConstraintEntry(
                id: "\(rowName)eq", body: .equation("\(rowName)c2.width == r\(row - 1)c2.width")))
        }
    }
    let metrics = [
        MetricValue(name: "topInset", value: 20, when: Condition(["orientation": [.string("portrait")]])),
        MetricValue(name: "topInset", value: 8, when: Condition(["orientation": [.string("landscape")]])),
    ]
    return Screen(name: "benchmark", root: "root", views: views, metrics: metrics, constraints: constraints)
}

/// This thread's CPU time in milliseconds: other processes on the machine do not inflate it.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// CPU milliseconds spent in `body`.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuMilliseconds()
    try body()
    return cpuMilliseconds() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

if CommandLine.arguments.dropFirst().first == "second-pass" {
    let arguments = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    do {
        try secondPassBenchmark(views: arguments.first ?? 1000, runs: arguments.dropFirst().first ?? 15)
    } catch {
        print("model-benchmark: error: \(error)")
    }
    exit(0)
}
let rows = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100
let screen = benchmarkScreen(rows: rows)
let spacing = StandardSpacing.apple

do {
    // Only the translation, N times, so a profiler sees nothing else.
    if CommandLine.arguments.count > 3, CommandLine.arguments[2] == "translate",
       let repeats = Int(CommandLine.arguments[3]) {
        let request = DeviceCatalog.devices[5].request(.portrait)
        var count = 0
        var times: [Double] = []
        for _ in 0..<repeats {
            // Kept until timed: a real solve hands the translation on to the solver.
            var translated: TranslatedScreen?
            times.append(try measure {
                translated = try LayoutEngine.translate(screen, standardSpacing: spacing, request: request)
            })
            count = translated?.constraintCount ?? 0
        }
        print("translation only: median \(format(median(times))) ms, fastest \(format(times.min() ?? 0)) ms "
            + "(\(repeats) runs), \(count) solver constraints")
        exit(0)
    }
    // 1. Translation against solving, median of 7 runs.
    let request = DeviceCatalog.devices[5].request(.portrait)
    var translation: [Double] = []
    var solving: [Double] = []
    var constraintCount = 0
    for _ in 0..<7 {
        let phases = try LayoutEngine.measurePhases(
            screen, standardSpacing: spacing, request: request, now: cpuMilliseconds)
        translation.append(phases.translation)
        solving.append(phases.solving)
        constraintCount = phases.constraintCount
        if !phases.result.unsatisfiable.isEmpty {
            print("warning: \(phases.result.unsatisfiable.count) broken constraints")
        }
    }
    let ratio = median(translation) / median(solving) * 100
    print("screen: \(screen.views.count) views, \(constraintCount) solver constraints")
    print("translation \(format(median(translation))) ms, solving \(format(median(solving))) ms: "
        + "translation adds \(format(ratio))% (target <= 10%)")

    // 2. 20 devices x 2 orientations: from scratch against a session.
    let requests = DeviceCatalog.devices.prefix(20).flatMap { [$0.request(.portrait), $0.request(.landscape)] }
    var scratchResults: [SolveResult] = []
    let scratch = try measure {
        scratchResults = try requests.map { try LayoutEngine.solve(screen, standardSpacing: spacing, request: $0) }
    }
    var sessionResults: [SolveResult] = []
    var built = 0
    let reused = try measure {
        let session = try ScreenSession(screen: screen, standardSpacing: spacing)
        sessionResults = try requests.map { try session.solve($0) }
        built = session.solversBuilt
    }
    let same = scratchResults == sessionResults
    print("\(requests.count) device sizes: from scratch \(format(scratch)) ms, "
        + "ScreenSession \(format(reused)) ms (\(built) solvers built): "
        + "\(format(scratch / reused))x faster (target >= 10x); "
        + "results \(same ? "identical" : "DIFFER")")

    // 3. Every size conflicts: 40 sizes through one session, in solve-times of part 1.
    var tight = screen
    tight.constraints.append(ConstraintEntry(id: "bottom", body: .visualFormat("V:[r\(rows - 1)]-|", options: [])))
    for row in 0..<rows {
        tight.constraints.append(ConstraintEntry(id: "r\(row)tall", body: .equation("r\(row)c0.height >= 20")))
    }
    var conflicts = 0
    var broken = 0
    let check = try measure {
        let session = try ScreenSession(screen: tight, standardSpacing: spacing)
        for request in requests {
            let result = try session.solve(request)
            if !result.unsatisfiable.isEmpty { conflicts += 1 }
            broken += result.unsatisfiable.count
        }
    }
    let solveTime = median(solving) + median(translation)
    print("check, every size conflicting: \(format(check)) ms for \(requests.count) sizes "
        + "(\(conflicts) conflicting, \(broken) broken constraints), "
        + "\(format(check / solveTime)) solve-times of \(format(solveTime)) ms (target <= 40)")
} catch {
    print("model-benchmark: error: \(error)")
}
