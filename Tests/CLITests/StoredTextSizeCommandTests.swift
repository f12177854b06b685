import Foundation
import LayoutText
import Testing

/// A size IB stored for a label's text holds at the default content size in the development
/// language only (docs/text.md, "Sizes Interface Builder stored"), through the command line on
/// a real file: SwiftMessages' CenteredView, whose "[Title]" label (headline) IB stored 48 × 20.5.
@Suite struct StoredTextSizeCommandTests {
    static let fixture = LayoutProcess.packageRoot
        .appendingPathComponent("Tests/Fixtures/InterfaceBuilder/SwiftMessages-CenteredView.xib").path

    func frame(_ scratch: Scratch, _ arguments: [String]) throws -> [String: Double] {
        let result = try LayoutProcess.run(["--db", scratch.database, "solve", "MessageView"] + arguments,
                                           directory: scratch.directory)
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [String: Double]])
        return try #require(frames["label1"])
    }

    /// Up to the design's @2x pixel grid.
    func pixels(_ value: Double) -> Double { (value * 2 - 1e-6).rounded(.up) / 2 }

    @Test func theTitleIsIBsAtTheDefaultSizeAndScaledAtOthers() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", Self.fixture).status == 0)
        let stored = try frame(scratch, [])
        #expect(stored["width"] == 48 && stored["height"] == 20.5)
        #expect(try frame(scratch, ["--content-size", "L"]) == stored)
        let measurer = TextMeasurer()
        let atDefault = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: .L, scale: 2)
        for size in [ContentSizeCategory.XS, .AX5] {
            let now = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: size, scale: 2)
            let scaled = try frame(scratch, ["--content-size", size.rawValue])
            #expect(scaled["width"] == pixels(48 * now.width / atDefault.width), "\(size)")
            #expect(scaled["height"] == pixels(20.5 * now.height / atDefault.height), "\(size)")
        }
        // A pseudolanguage's text, which IB never laid out, is measured.
        let doubled = measurer.measure("[Title] [Title]", font: .textStyle(.headline), scale: 2)
        let pseudo = try frame(scratch, ["--language", "double-length"])
        #expect(pseudo["width"] == doubled.width && pseudo["height"] == doubled.height)
    }

    @Test func checkAtEveryContentSizeFindsNoTruncatedTitle() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", Self.fixture).status == 0)
        // The title gets its scaled size at every content size: it is never reported cut.
        let check = try scratch.layout("check", "MessageView", "--device", "iPhone 8", "--content-size", "all", "--json")
        #expect(!check.stdout.contains(#""view":"label1""#) && !check.stdout.contains(#""view": "label1""#), "\(check.stdout)")
        #expect([0, 3].contains(check.status), "\(check)")
    }
}
