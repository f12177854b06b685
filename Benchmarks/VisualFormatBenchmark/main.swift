// Visual Format Language benchmark: parsing and printing back.
// Run: swift run -c release vfl-benchmark
import LayoutCore
import VisualFormat

let clock = ContinuousClock()

/// Runs `body` `repeats` times and prints the best time per run.
func measure(_ name: String, repeats: Int = 5, _ body: () throws -> Int) rethrows {
    var best = Duration.seconds(1_000_000)
    var result = 0
    for _ in 0..<repeats {
        let start = clock.now
        result = try body()
        best = min(best, clock.now - start)
    }
    let (seconds, attoseconds) = best.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    let padded = name + String(repeating: " ", count: max(0, 58 - name.count))
    print("\(padded) \(formatNumber((milliseconds * 1000).rounded() / 1000)) ms  (\(result))")
}

let views = (0..<1_000).map { "view\($0)" }
let metrics = ["inset": 5.0, "high": 750]

let longChain = "|" + String(repeating: "[view1]-8-", count: 100_000 / 10) + "[view2]|"
try measure("parse one \(longChain.count)-character format") {
    try VisualFormat.constraints(format: longChain, views: ["view1", "view2"]).count
}

let typical = "H:|-inset-[view1(>=50@high)]-8-[view2(==view1)]-(>=8)-[view3]-|"
try measure("parse 10,000 typical formats, 1,000 views known") {
    var total = 0
    for _ in 0..<10_000 {
        total += try VisualFormat.constraints(
            format: typical, options: [.alignAllTop], metrics: metrics, views: views).count
    }
    return total
}
try measure("parse 10,000 typical formats, 3 views known") {
    var total = 0
    for _ in 0..<10_000 {
        total += try VisualFormat.constraints(
            format: typical, options: [.alignAllTop], metrics: metrics, views: ["view1", "view2", "view3"]).count
    }
    return total
}

var manyChains: [LayoutConstraint] = []
for chain in 0..<1_000 {
    let names = (0..<4).map { "view\((chain * 4 + $0) % views.count)" }
    let format = "V:|-[\(names[0])(44)]-[\(names[1])]-(>=8)-[\(names[2])]-[\(names[3])(==\(names[0]))]-|"
    manyChains += try VisualFormat.constraints(format: format, options: [.alignAllLeading], views: names)
        .map(\.constraint)
}
measure("print \(manyChains.count) constraints from 1,000 formats") {
    VisualFormatPrinter().listing(for: manyChains).formats.count
}

let longConstraints = try VisualFormat.constraints(
    format: "|" + (0..<10_000).map { "[view\($0 % 1_000)]" }.joined(separator: "-") + "|", views: views)
    .map(\.constraint)
measure("print one chain of \(longConstraints.count) connections") {
    VisualFormatPrinter().listing(for: longConstraints).formats.count
}
