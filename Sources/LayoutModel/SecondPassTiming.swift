import LayoutCore
import LayoutDocument
import LayoutText

/// Issue 19's second pass timed against incremental re-solves of the same layout
/// (`model-benchmark second-pass`): CPU milliseconds by the caller's clock.
package struct SecondPassTiming: Sendable {
    /// Translating the screen, loading the solver and solving it (the first pass: every text on one line).
    package var scratch: Double
    /// `settleText` on that solver: each wrapping text measured at its width, its constants
    /// moved, the layout re-solved and read, until no measurement changes.
    package var secondPass: Double
    /// Text constraints whose constant the second pass moved (a hugging and a compression per axis).
    package var movedConstants: Int
    /// The root's width pin moved (`setPins`, as a rotation does in a session) and the layout
    /// read again, with no text measured: one incremental re-solve each, alternating between
    /// the request's width and `resizedWidth`.
    package var resolves: [Double]
}

extension LayoutEngine {
    /// `runs` times: solves `screen` from scratch to its first pass, runs its second pass, then
    /// moves the root's width pin back and forth `resolves` times, timing each part with `now`.
    /// One text measurer serves every run, as one serves a session.
    package static func timeSecondPass(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest, resizedWidth: Double,
        runs: Int, resolves: Int, now: () -> Double
    ) throws(LayoutModelError) -> [SecondPassTiming] {
        let measurer = TextMeasurer()
        var timings: [SecondPassTiming] = []
        for _ in 0..<runs {
            timings.append(try timeSecondPass(screen, standardSpacing: standardSpacing, request: request,
                                              resizedWidth: resizedWidth, resolves: resolves, measurer: measurer, now: now))
        }
        return timings
    }

    private static func timeSecondPass(
        _ screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest, resizedWidth: Double,
        resolves: Int, measurer: TextMeasurer, now: () -> Double
    ) throws(LayoutModelError) -> SecondPassTiming {
        let start = now()
        try request.validate(screen: screen.name)
        let selection = ScreenSelection(try ScreenStructure(screen), environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(
            selection, standardSpacing: standardSpacing, request: request, measurer: measurer)
        let solver = try ModelSolver(translation)
        let root = translation.algebra.width(selection.structure.root)
        _ = solver.value(root)
        let loaded = now()
        let before = translation.textConstraints.values.flatMap { [$0.width, $0.height].compactMap { $0 } }
            .flatMap { [$0, $0 + 1] }
        let constants = before.map { solver.loadedConstant($0) }
        try solver.settleText()
        let settled = now()
        let moved = zip(before, constants).filter { solver.loadedConstant($0.0) != $0.1 }.count
        var times: [Double] = []
        if let pin = translation.pins.width, let width = request.width {
            for index in 0..<resolves {
                let resolveStart = now()
                try solver.setPins([(pin, index % 2 == 0 ? resizedWidth : width)])
                _ = solver.value(root)
                times.append(now() - resolveStart)
            }
        }
        return SecondPassTiming(scratch: loaded - start, secondPass: settled - loaded, movedConstants: moved,
                                resolves: times)
    }
}
