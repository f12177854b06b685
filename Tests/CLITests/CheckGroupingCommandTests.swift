import Foundation
import Testing

/// `check` prints each problem once across languages and Dynamic Type sizes
/// (#32 2.2), on a real app: Loop's Main.storyboard with its five
/// translations (Tests/Fixtures/Translations/Loop, LoopKit/Loop, MIT). The
/// oracle is the same check's `--json`, which keeps one object per
/// orientation, content, size and language: the text has one entry per
/// distinct problem in it, and says "in every language" exactly where the
/// problem's objects name every language checked.
@Suite struct CheckGroupingCommandTests {
    @Test func aProblemIsOneEntryAcrossLanguagesAndSizes() throws {
        let scratch = try Scratch()
        let fixture = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations/Loop")
        #expect(try scratch.layout("import", fixture.path).status == 0)
        let flags = ["check", "PredictionInputEffectTableViewCell", "PredictionSettingTableViewCell",
                     "--device", "iPhone 15", "--language", "all", "--content-size", "all"]
        let json = try scratch.layout(flags + ["--json"])
        let text = try scratch.layout(flags)
        #expect(json.status == 3 && text.status == 3, "\(text)")
        var languagesByProblem: [String: Set<String>] = [:]
        var order: [String] = []
        for line in json.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let problem = [object["screen"], object["kind"], object["view"], object["broken"], object["message"],
                           (object["attributes"] as? [String])?.joined(separator: ",")]
                .map { $0.map { "\($0)" } ?? "" }.joined(separator: "|")
            if languagesByProblem[problem] == nil { order.append(problem) }
            languagesByProblem[problem, default: []].insert(try #require(object["language"] as? String))
        }
        let entries = text.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(entries.count == order.count, "\(text.stdout)")
        #expect(order.count >= 3, "the fixture's cells truncate and leave heights free at large sizes")
        let checked = Set(languagesByProblem.values.flatMap { $0 })
        #expect(checked.count == 6, "the development language and five translations")
        for (problem, entry) in zip(order, entries) {
            #expect(entry.contains(" in every language") == (languagesByProblem[problem] == checked), "\(entry)")
        }
        #expect(text.stderr.contains(": \(order.count) problem"), "\(text.stderr)")
    }
}
