// Solver benchmark: the grid system of issue 2, built and solved by LayoutSolver.
// Run with Benchmarks/run-solver-benchmark.sh (beside kiwisolver), or
// `swift run -c release solver-benchmark [N ...]`. Prints `key N milliseconds checksum` lines.
import LayoutSolver
#if canImport(Glibc)
import Glibc
#endif

/// The grid: N views in rows of 10, each with left/top/width/height, under a root 1200 wide.
struct Grid {
    let solver = Solver()
    var rootLeft, rootTop, rootWidth, rootHeight: Variable
    var frames: [(left: Variable, top: Variable, width: Variable, height: Variable)] = []
    var constraints: [Constraint] = []
    var handles: [ConstraintHandle] = []
    /// Index in `constraints` of the first view's `left == root.left + 8`.
    var spacingIndex = 0

    /// With `rootHeight`, the root's height is pinned (required, first) to that value.
    init(count: Int, rootHeight pinnedHeight: Double? = nil) {
        rootLeft = solver.makeVariable(name: "root.left")
        rootTop = solver.makeVariable(name: "root.top")
        rootWidth = solver.makeVariable(name: "root.width")
        rootHeight = solver.makeVariable(name: "root.height")
        var required: [Constraint] = [
            Constraint(Expression(rootLeft), .equal), Constraint(Expression(rootTop), .equal),
        ]
        if let pinnedHeight { required.insert(Constraint(rootHeight - pinnedHeight, .equal), at: 0) }
        var preferred: [Constraint] = []
        let low = Priority(500)!
        let high = Priority(750)!
        for index in 0..<count {
            let frame = (
                left: solver.makeVariable(), top: solver.makeVariable(),
                width: solver.makeVariable(), height: solver.makeVariable())
            frames.append(frame)
            let row = index / 10
            let column = index % 10
            required.append(Constraint(frame.width - 10, .greaterThanOrEqual))
            required.append(Constraint(frame.height - 10, .greaterThanOrEqual))
            preferred.append(Constraint(frame.width - 40, .greaterThanOrEqual, priority: high))
            preferred.append(Constraint(frame.width - 100, .equal, priority: low))
            preferred.append(Constraint(frame.height - Double(44 + 10 * (row % 3)), .equal, priority: low))
            if column == 0 {
                if index == 0 { spacingIndex = required.count }
                required.append(Constraint(frame.left - rootLeft - 8, .equal))
                if row == 0 {
                    required.append(Constraint(frame.top - rootTop - 8, .equal))
                } else {
                    let above = frames[index - 10]
                    required.append(Constraint(frame.top - above.top - above.height - 8, .equal))
                    required.append(Constraint(frame.width - above.width, .equal))
                }
            } else {
                let previous = frames[index - 1]
                required.append(Constraint(frame.left - previous.left - previous.width - 8, .equal))
                required.append(Constraint(frame.width - previous.width, .equal))
                required.append(Constraint(frame.top - previous.top, .equal))
                required.append(Constraint(frame.height - previous.height, .equal))
            }
            if column == 9 || index == count - 1 {
                required.append(Constraint(rootLeft + rootWidth - frame.left - frame.width - 8, .greaterThanOrEqual))
            }
            if row == (count - 1) / 10 {
                required.append(Constraint(rootTop + rootHeight - frame.top - frame.height - 8, .greaterThanOrEqual))
            }
        }
        constraints = required + preferred
    }

    /// Sum of every value: the same system solved by kiwi must give the same sum.
    func checksum() -> Double {
        var sum = solver.value(of: rootWidth) + solver.value(of: rootHeight)
        for frame in frames {
            sum += solver.value(of: frame.left) + solver.value(of: frame.top)
            sum += solver.value(of: frame.width) + solver.value(of: frame.height)
        }
        return sum
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let sizes = arguments.isEmpty ? [100, 1000, 2000] : arguments
let clock = ContinuousClock()

/// `solver-benchmark conflict N ...`: the grid with the root's height pinned, added one
/// constraint at a time with recovery (as a screen is loaded), where every column fits
/// (`fits`) and where none does (`conflict`: each last-row view's bottom constraint breaks,
/// with a minimal conflict through its column). Prints `key N milliseconds detail`.
/// `solver-benchmark conflict-batch N ...`: the same, loaded as one recovering batch, as the
/// layout model loads a screen (issue 23: unsatisfiable at most 3x fitting).
let mode = CommandLine.arguments.dropFirst().first
if mode == "conflict" || mode == "conflict-batch" {
    for count in sizes {
        let rows = Double((count + 9) / 10)
        // Each row needs at least 10 + 8, plus 8 at the top: rows·18 + 8 is the least that fits.
        for (key, height) in [("fits", rows * 80 + 100), ("conflict", rows * 18)] {
            var detail = ""
            let time = clock.measure {
                let grid = Grid(count: count, rootHeight: height)
                grid.solver.recoversFromUnsatisfiable = true
                do {
                    try grid.solver.addEditVariable(grid.rootWidth, priority: Priority(999)!)
                    try grid.solver.suggestValue(1200, for: grid.rootWidth)
                    if mode == "conflict-batch" {
                        _ = try grid.solver.add(grid.constraints)
                    } else {
                        for constraint in grid.constraints { _ = try grid.solver.add(constraint) }
                    }
                } catch {
                    print("error \(error)")
                }
                let broken = grid.solver.brokenConstraints
                let sizes = broken.map(\.conflict.count)
                detail = "\(format(grid.checksum())) broken=\(broken.count) members=\(sizes.min() ?? 0)-\(sizes.max() ?? 0)"
            }
            print("\(key) \(count) \(format(milliseconds(time))) \(detail)")
        }
    }
    exit(0)
}

for count in sizes {
    // Build and solve: make the system, add it (one batch), suggest the root width, read all.
    var grid: Grid?
    var handles: [ConstraintHandle] = []
    var checksum = 0.0
    let build = clock.measure {
        let made = Grid(count: count)
        do {
            try made.solver.addEditVariable(made.rootWidth, priority: Priority(999)!)
            try made.solver.suggestValue(1200, for: made.rootWidth)
            handles = try made.solver.add(made.constraints)
        } catch {
            print("error \(error)")
        }
        checksum = made.checksum()
        grid = made
    }
    print("build \(count) \(format(milliseconds(build))) \(format(checksum))")
    guard let grid else { continue }
    // suggestValue of the root width plus reading every value, averaged.
    let rounds = count <= 1000 ? 200 : 20
    var sink = 0.0
    let suggest = clock.measure {
        for round in 0..<rounds {
            do {
                try grid.solver.suggestValue(round % 2 == 0 ? 1100 : 1200, for: grid.rootWidth)
            } catch {
                print("error \(error)")
            }
            sink += grid.checksum()
        }
    }
    print("suggest \(count) \(format(milliseconds(suggest) / Double(rounds))) \(format(sink / Double(rounds)))")
    // Changing a required spacing constant in place (setConstant), plus reading every value.
    if count <= 10000, count >= 20 {
        let spacing = handles[grid.spacingIndex]
        let change = clock.measure {
            for round in 0..<rounds {
                do { try grid.solver.setConstant(round % 2 == 0 ? -12 : -8, of: spacing) } catch { print("error \(error)") }
                sink += grid.checksum()
            }
        }
        print("setconstant \(count) \(format(milliseconds(change) / Double(rounds))) 0")
    }
}
