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

    var best = Duration.seconds(1000)
    for _ in 0..<5 {
        checksum = 0
        let elapsed = clock.measure {
            for (index, text) in texts.enumerated() {
                let font = fonts[index % fonts.count]
                checksum += measurer.measure(text, font: font).width
                checksum += measurer.measure(text, font: font, numberOfLines: 0, width: 120).height
            }
        }
        best = min(best, elapsed)
    }
    print("labels \(count) \(milliseconds(best)) \(checksum)")

    // The same texts at display sizes (22–34 pt: both of SF's designs, or the display alone).
    let large: [TextFont] = [.textStyle(.title2), .textStyle(.title1), .textStyle(.largeTitle), .system(size: 24, weight: .bold, italic: false)]
    best = Duration.seconds(1000)
    for _ in 0..<5 {
        checksum = 0
        let elapsed = clock.measure {
            for (index, text) in texts.enumerated() {
                let font = large[index % large.count]
                checksum += measurer.measure(text, font: font).width
                checksum += measurer.measure(text, font: font, numberOfLines: 0, width: 240).height
            }
        }
        best = min(best, elapsed)
    }
    print("large \(count) \(milliseconds(best)) \(checksum)")
}
