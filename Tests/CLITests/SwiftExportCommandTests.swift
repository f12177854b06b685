import Foundation
import Testing

/// `export --format swift` on a real app with translations (#32 2.4): Loop's Main.storyboard
/// and its five translations (Tests/Fixtures/Translations/Loop, LoopKit/Loop, MIT).
@Suite struct SwiftExportCommandTests {
    static let fixture = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations/Loop")

    /// The oracle is the fixture itself: every label whose `ID.text` the German `.strings` file
    /// translates is set with `NSLocalizedString` under that key, in table `Main` (the
    /// storyboard's name), with the storyboard's own text as the value; and every view IB gives a
    /// custom class is made with it.
    @Test func translatedLabelsUseTheirKeyAndTableAndCustomClassesAreKept() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", Self.fixture.path).status == 0)
        let export = try scratch.layout("export", "--format", "swift")
        #expect(export.status == 0, "\(export)")
        let storyboard = try String(contentsOf: Self.fixture.appendingPathComponent("Base.lproj/Main.storyboard"), encoding: .utf8)
        let german = try String(contentsOf: Self.fixture.appendingPathComponent("de.lproj/Main.strings"), encoding: .utf8)
        var checked = 0
        for line in german.split(separator: "\n") where line.hasPrefix("\"") && line.contains(".text\" = ") {
            let id = String(line.dropFirst().prefix { $0 != "." })
            guard let text = Self.labelText(id: id, in: storyboard) else { continue }
            let call = "NSLocalizedString(\"\(id).text\", tableName: \"Main\", value: \"\(text)\", comment: \"\")"
            #expect(export.stdout.contains(call), "\(call)")
            checked += 1
        }
        #expect(checked >= 10, "the fixture translates labels")
        for name in ["ChartContainerView", "CircleMaskView"] {
            #expect(export.stdout.contains(" = \(name)()"), "\(name)")
        }
    }

    /// The `text` of the `<label>` element with `id`, when the storyboard has one.
    static func labelText(id: String, in storyboard: String) -> String? {
        guard let idRange = storyboard.range(of: "id=\"\(id)\">"),
              let start = storyboard.range(of: "<label ", options: .backwards, range: storyboard.startIndex..<idRange.lowerBound),
              !storyboard[start.upperBound..<idRange.lowerBound].contains("<"),
              let textStart = storyboard.range(of: " text=\"", range: start.upperBound..<idRange.lowerBound)
        else { return nil }
        return String(storyboard[textStart.upperBound...].prefix { $0 != "\"" })
    }
}
