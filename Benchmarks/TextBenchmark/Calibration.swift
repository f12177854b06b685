// `text-benchmark calibration [labels.json]`: the calibration set's widths within
// max(1 pt, 2 %) of IB's, per part (tuning, held out) and per size band, weight and Xcode era,
// as Markdown table rows (docs/benchmarks.md, "Text model"). The same rule as CalibrationTests.
import Foundation
import LayoutText

struct CalibrationLabel: Decodable {
    struct Font: Decodable {
        var textStyle: String?
        var size: Double?
        var weight: String?
        var italic: Bool?
    }

    var text: String
    var font: Font
    var numberOfLines: Int
    var width: Double
    var widthTrusted: Bool
    var scale: Double
    var heldOut: Bool
    var toolsVersion: String?

    /// The font, its point size and weight at content size L, or nil for one the measurer does not know.
    var measured: (font: TextFont, size: Double, weight: FontWeight)? {
        if let name = font.textStyle {
            guard let style = TextStyle(rawValue: name) else { return nil }
            let dynamic = style.dynamicTypeFont(.L)
            return (.textStyle(style), dynamic.size, dynamic.weight)
        }
        guard let size = font.size, let weight = font.weight.flatMap(FontWeight.init(rawValue:)) else { return nil }
        return (.system(size: size, weight: weight, italic: font.italic ?? false), size, weight)
    }

    /// Xcode 8–11 files were laid out with the static SF fonts (iOS 10–13), Xcode 12 and later
    /// with the variable one (iOS 14 on); toolsVersion 32700 is Xcode 15 and later.
    var era: String {
        let build = Int(toolsVersion?.split(separator: ".").first ?? "0") ?? 0
        return build < 17000 ? "Xcode 8–11" : build < 32700 ? "Xcode 12–14" : "Xcode 15+"
    }
}

func calibrationReport(path: String) throws {
    struct File: Decodable { var labels: [CalibrationLabel] }
    let labels = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path))).labels
        .filter(\.widthTrusted)
    let measurer = TextMeasurer()
    // (part, group) -> (fits, count)
    var counts: [String: (fits: Int, count: Int)] = [:]
    for label in labels {
        guard let (font, size, weight) = label.measured else { continue }
        let width = measurer.measure(label.text, font: font, contentSize: .L, numberOfLines: label.numberOfLines, scale: label.scale).width
        let fits = abs(width - label.width) <= max(1, 0.02 * label.width)
        let band = size < 17 ? "< 17 pt" : size < 20 ? "17–19 pt" : size < 23 ? "20–22 pt" : "≥ 23 pt"
        let part = label.heldOut ? "held out" : "tuning"
        for group in ["all", "size \(band)", "weight \(weight.rawValue)", "era \(label.era)"] {
            let key = "\(part)|\(group)"
            let old = counts[key] ?? (0, 0)
            counts[key] = (old.fits + (fits ? 1 : 0), old.count + 1)
        }
    }
    func cell(_ key: String) -> String {
        guard let value = counts[key] else { return "–" }
        let percent = (1000 * Double(value.fits) / Double(value.count)).rounded() / 10
        return "\(value.fits) / \(value.count) (\(percent) %)"
    }
    let groups = Set(counts.keys.map { String($0.split(separator: "|")[1]) })
    let order = ["all"] + ["< 17 pt", "17–19 pt", "20–22 pt", "≥ 23 pt"].map { "size \($0)" }
        + FontWeight.allCases.map { "weight \($0.rawValue)" } + ["Xcode 8–11", "Xcode 12–14", "Xcode 15+"].map { "era \($0)" }
    print("| group | tuning | held out |")
    print("| --- | ---: | ---: |")
    for group in order where groups.contains(group) {
        print("| \(group) | \(cell("tuning|\(group)")) | \(cell("held out|\(group)")) |")
    }
}
