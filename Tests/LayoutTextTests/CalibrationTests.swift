import Foundation
import LayoutText
import Testing

/// The calibration set: real labels from public IB files whose stored frame is the size
/// CoreText gave their text with Apple's system font (see Tests/Fixtures/TextCalibration/README.md).
struct CalibrationLabel: Decodable, Sendable {
    struct Font: Decodable, Sendable {
        var textStyle: String?
        var size: Double?
        var weight: String?
        var italic: Bool?
    }

    struct Source: Decodable, Sendable {
        var repo: String
        var path: String
        var objectID: String
    }

    var text: String
    var font: Font
    var numberOfLines: Int
    var width: Double
    var height: Double
    var widthTrusted: Bool
    var heightTrusted: Bool
    var scale: Double
    var heldOut: Bool
    var source: Source

    /// The label's font as the measurer takes it, or nil for a name the measurer does not know.
    var textFont: TextFont? {
        if let name = font.textStyle {
            return TextStyle(rawValue: name).map { .textStyle($0) }
        }
        guard let size = font.size, let weight = font.weight.flatMap(FontWeight.init(rawValue:)) else { return nil }
        return .system(size: size, weight: weight, italic: font.italic ?? false)
    }

    /// The point size the label is measured at (a text style at content size L).
    var pointSize: Double? {
        if let name = font.textStyle { return TextStyle(rawValue: name).map { $0.dynamicTypeFont(.L).size } }
        return font.size
    }

    var described: String {
        let face = font.textStyle ?? "\(font.size ?? 0) pt \(font.weight ?? "?")\(font.italic == true ? " italic" : "")"
        return "'\(text)' \(face) @\(Int(scale))x (\(source.repo) \(source.path) \(source.objectID))"
    }
}

enum CalibrationSet {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/TextCalibration/labels.json")

    static func load() throws -> [CalibrationLabel] {
        struct File: Decodable { var labels: [CalibrationLabel] }
        return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).labels
    }

    /// A width is right within max(1 pt, 2 % of IB's width); a height within 1 pt.
    static func widthFits(measured: Double, stored: Double) -> Bool {
        abs(measured - stored) <= max(1, 0.02 * stored)
    }

    static func heightFits(measured: Double, stored: Double) -> Bool {
        abs(measured - stored) <= 1
    }

    /// The fraction of `labels` whose measured width (or height) fits, and the misses.
    static func score(
        _ labels: [CalibrationLabel], widths: Bool, measurer: TextMeasurer
    ) -> (fraction: Double, count: Int, misses: [String]) {
        var fits = 0
        var misses: [String] = []
        let scored = labels.filter { widths ? $0.widthTrusted : $0.heightTrusted }
        for label in scored {
            guard let font = label.textFont else {
                misses.append("\(label.described): unknown font")
                continue
            }
            let measured = measurer.measure(
                label.text, font: font, contentSize: .L, numberOfLines: label.numberOfLines, width: nil,
                scale: label.scale)
            let (got, stored) = widths ? (measured.width, label.width) : (measured.height, label.height)
            let fit = widths ? widthFits(measured: got, stored: stored) : heightFits(measured: got, stored: stored)
            if fit {
                fits += 1
            } else {
                misses.append("\(label.described): measured \(got), IB \(stored)")
            }
        }
        return (scored.isEmpty ? 0 : Double(fits) / Double(scored.count), scored.count, misses)
    }
}

@Suite("Text measurement against IB's stored label frames")
struct CalibrationTests {
    let labels: [CalibrationLabel]
    let measurer = TextMeasurer()

    init() throws { labels = try CalibrationSet.load() }

    var tuning: [CalibrationLabel] { labels.filter { !$0.heldOut } }
    var heldOut: [CalibrationLabel] { labels.filter(\.heldOut) }

    /// Issue 34's bands: body sizes; 20–22 pt, where the blend of SF Pro's Text and Display
    /// designs is mostly Text (20 pt is where the static SF fonts of iOS 9–13 switched); 23 pt
    /// and above, mostly or only its Display design (docs/text.md).
    static let bands: [(name: String, sizes: Range<Double>)] = [
        ("< 17 pt", 0..<17), ("17–19 pt", 17..<20), ("20–22 pt", 20..<23), ("≥ 23 pt", 23..<1000),
    ]

    func bandReport(_ labels: [CalibrationLabel], widths: Bool) -> String {
        Self.bands.map { band in
            let inBand = labels.filter { band.sizes.contains($0.pointSize ?? 0) }
            let score = CalibrationSet.score(inBand, widths: widths, measurer: measurer)
            return "\(band.name): \(Int((score.fraction * Double(score.count)).rounded())) of \(score.count)"
        }.joined(separator: ", ")
    }

    @Test func calibrationSetIsLargeEnoughAndSplit() {
        #expect(labels.filter(\.widthTrusted).count >= 150)
        #expect(labels.filter(\.heightTrusted).count >= 150)
        let heldOutShare = Double(heldOut.count) / Double(labels.count)
        #expect(heldOutShare > 0.2 && heldOutShare < 0.4, "held-out share \(heldOutShare)")
        #expect(labels.allSatisfy { $0.textFont != nil }, "every label's font is one the measurer knows")
        #expect(labels.allSatisfy { $0.scale == 2 || $0.scale == 3 })
    }

    /// What the held-out part reached when the measurer was last changed, rounded down to a
    /// percent: a floor against regressions, not a goal tuned to.
    static let heldOutWidthFloor = 0.92  // 73 of 79 (#34 round 3; 66 of 79 before)
    static let heldOutHeightFloor = 1.00  // 95 of 95

    @Test func tuningWidthsWithinTwoPercent() {
        let tuned = CalibrationSet.score(tuning, widths: true, measurer: measurer)
        let held = CalibrationSet.score(heldOut, widths: true, measurer: measurer)
        let report = "widths within max(1 pt, 2 %): tuning \(tuned.fraction) of \(tuned.count) "
            + "(\(bandReport(tuning, widths: true))), held out \(held.fraction) of \(held.count) "
            + "(\(bandReport(heldOut, widths: true)))"
        print(report)
        // Only the tuning part's misses are shown: the held-out part is not looked into.
        print("tuning misses:\n" + tuned.misses.joined(separator: "\n"))
        #expect(tuned.fraction >= 0.90, "\(report); tuning misses:\n\(tuned.misses.joined(separator: "\n"))")
        // The held-out part is never tuned on: this only guards what it reached (docs/text.md).
        #expect(held.fraction >= Self.heldOutWidthFloor, "\(report)")
    }

    @Test func tuningHeightsWithinOnePoint() {
        let tuned = CalibrationSet.score(tuning, widths: false, measurer: measurer)
        let held = CalibrationSet.score(heldOut, widths: false, measurer: measurer)
        let report = "heights within 1 pt: tuning \(tuned.fraction) of \(tuned.count), "
            + "held out \(held.fraction) of \(held.count)"
        print(report)
        #expect(tuned.fraction >= 0.95, "\(report); tuning misses:\n\(tuned.misses.joined(separator: "\n"))")
        #expect(held.fraction >= Self.heldOutHeightFloor, "\(report)")
    }

    /// The tolerance itself: 2 % above 50 pt, 1 pt below, never looser.
    @Test func toleranceIsTheLargerOfOnePointAndTwoPercent() {
        #expect(CalibrationSet.widthFits(measured: 40 + 1, stored: 40))
        #expect(!CalibrationSet.widthFits(measured: 40 + 1.01, stored: 40))
        #expect(CalibrationSet.widthFits(measured: 200 + 0.02 * 200, stored: 200))
        #expect(!CalibrationSet.widthFits(measured: 200 + 0.02 * 200 + 0.01, stored: 200))
        #expect(CalibrationSet.heightFits(measured: 20.5 + 1, stored: 20.5))
        #expect(!CalibrationSet.heightFits(measured: 20.5 + 1.01, stored: 20.5))
    }
}
