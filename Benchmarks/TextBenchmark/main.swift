// Text benchmark: the 1000-label grid of issue 19 measured by LayoutText, as a solve would
// (each label once on one line, then wrapped at its cell's width).
// `swift run -c release text-benchmark [N]`. Prints `key N milliseconds checksum` lines:
//   first     the first measurement in the process (decodes the built-in tables)
//   labels    N labels measured unconstrained, then wrapped (best of 5 runs)
//   large     the same N labels at 22–34 pt, wrapped at 240 pt (best of 5 runs)
// `text-benchmark calibration [labels.json]` scores the calibration set instead (Calibration.swift).
import LayoutText

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "calibration" {
    let path = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "Tests/Fixtures/TextCalibration/labels.json"
    do {
        try calibrationReport(path: path)
    } catch {
        print("text-benchmark: cannot read \(path): \(error)")
    }
} else {
    runLabels()
}

/// The 1000-label grid, timed.
func runLabels() {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
    let words = ["Label", "Title", "Send", "Cancel", "relatively", "long", "text", "that", "should", "take", "two", "lines.", "Привет", "Ελλάδα", "日本語", "😀"]
    let fonts: [TextFont] = [.textStyle(.body), .textStyle(.headline), .textStyle(.footnote), .system(size: 15, weight: .semibold, italic: false)]
    let texts = (0..<count).map { index in
        (0..<(1 + index % 9)).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
    }

    func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    let measurer = TextMeasurer()
    let clock = ContinuousClock()
    var checksum = 0.0
    let first = clock.measure { checksum += measurer.measure("Hello", font: .textStyle(.body)).width }
    print("first 1 \(milliseconds(first)) \(checksum)")

    /// The best of 5 runs measuring every text in one of `fonts` (in turn), unconstrained and
    /// wrapped at `width`, and the last run's checksum.
    func best(_ fonts: [TextFont], wrappedAt width: Double) -> (Duration, Double) {
        var best = Duration.seconds(1000)
        var sum = 0.0
        for _ in 0..<5 {
            sum = 0
            let elapsed = clock.measure {
                for (index, text) in texts.enumerated() {
                    let font = fonts[index % fonts.count]
                    sum += measurer.measure(text, font: font).width
                    sum += measurer.measure(text, font: font, numberOfLines: 0, width: width).height
                }
            }
            best = min(best, elapsed)
        }
        return (best, sum)
    }

    let labels = best(fonts, wrappedAt: 120)
    print("labels \(count) \(milliseconds(labels.0)) \(labels.1)")
    // The same texts at display sizes (22–34 pt: both of SF's designs, or the display alone).
    let large = best([.textStyle(.title2), .textStyle(.title1), .textStyle(.largeTitle), .system(size: 24, weight: .bold, italic: false)],
                     wrappedAt: 240)
    print("large \(count) \(milliseconds(large.0)) \(large.1)")
}
