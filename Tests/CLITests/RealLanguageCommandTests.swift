import Foundation
import Testing

/// A real app's storyboard imported with the `.strings` files it ships
/// (Tests/Fixtures/Translations/LoopStatusExtension, from LoopKit/Loop, MIT):
/// German frames are those of the screen written in German, and Hebrew mirrors.
@Suite struct RealLanguageCommandTests {
    static let fixture = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations/LoopStatusExtension")
    static let screen = "StatusViewController"

    func imported() throws -> Scratch {
        let scratch = try Scratch()
        let paths = ["Base.lproj/MainInterface.storyboard", "de.lproj/MainInterface.strings",
                     "he.lproj/MainInterface.strings", "ja.lproj/MainInterface.strings"]
            .map { Self.fixture.appendingPathComponent($0).path }
        let result = try LayoutProcess.run(["--db", scratch.database, "import"] + paths)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("de.lproj/MainInterface.strings' (de) for 'LoopStatusExtension/MainInterface': 4 entries: 4 added, 0 changed, 0 removed"), "\(result)")
        return scratch
    }

    func frames(_ result: RunResult) throws -> [String: [String: Double]] { try result.frames() }

    /// The stored screen's views, as exported.
    func views(_ scratch: Scratch) throws -> [[String: Any]] {
        let export = try scratch.layout("export", Self.screen)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let screens = try #require(document["screens"] as? [[String: Any]])
        return try #require(screens.first?["views"] as? [[String: Any]])
    }

    @Test func germanFramesAreThoseOfTheScreenWrittenInGerman() throws {
        let scratch = try imported()
        let strings = try String(contentsOf: Self.fixture.appendingPathComponent("de.lproj/MainInterface.strings"), encoding: .utf8)
        // The oracle: the exported screen with each label's text replaced by hand from the file's
        // `"ID.text" = "…";` lines, and (its text changed) IB's stored size dropped so that it is measured.
        var german: [String: String] = [:]
        for line in strings.split(separator: "\n") where line.hasPrefix("\"") {
            let parts = line.split(separator: "\"")
            german[String(parts[0].dropLast(".text".count))] = String(parts[2])
        }
        #expect(german["9iF-xY-Bh4"] == "Aktive KH" && german.count == 4)
        let export = try scratch.layout("export", Self.screen)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        var screens = try #require(document["screens"] as? [[String: Any]])
        var views = try #require(screens[0]["views"] as? [[String: Any]])
        var changed = 0
        for index in views.indices {
            guard let id = views[index]["ibID"] as? String, let text = german[id], let own = views[index]["text"] as? String
            else { continue }
            views[index]["text"] = text
            if text != own {
                views[index]["intrinsicSize"] = nil
                changed += 1
            }
        }
        #expect(changed == 3, "Active Carbs, Active Insulin, 0 U change; 0 g stays")
        screens[0]["views"] = views
        screens[0]["name"] = "oracle"
        document["screens"] = screens
        let oracleFile = try scratch.file("oracle.json", String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self))
        #expect(try scratch.layout("import", oracleFile).status == 0)
        let solved = try frames(try scratch.layout("solve", Self.screen, "--device", "iPhone 15", "--language", "de"))
        let oracle = try frames(try scratch.layout("solve", "oracle", "--device", "iPhone 15"))
        #expect(solved == oracle)
        let english = try frames(try scratch.layout("solve", Self.screen, "--device", "iPhone 15"))
        // "Aktives Insulin" is wider than the "Active Insulin" IB drew, and the labels after it move.
        #expect(solved["label2"]?["width"] != english["label2"]?["width"])
    }

    /// Hebrew lays the screen out right to left: x' = W − x − w in every view's superview.
    @Test func hebrewMirrorsEveryFrame() throws {
        let scratch = try imported()
        let superviews = Dictionary(uniqueKeysWithValues: try views(scratch).compactMap { view -> (String, String)? in
            guard let name = view["name"] as? String, let superview = view["superview"] as? String else { return nil }
            return (name, superview)
        })
        let hebrew = try frames(try scratch.layout("solve", Self.screen, "--device", "iPhone 15", "--language", "he"))
        let leftToRight = try frames(try scratch.layout("solve", Self.screen, "--device", "iPhone 15", "--language", "he",
                                                        "--direction", "ltr"))
        #expect(hebrew.count == 9)
        for (view, superview) in superviews {
            let width = try #require(leftToRight[superview]?["width"])
            let ltr = try #require(leftToRight[view]), rtl = try #require(hebrew[view])
            // Frames are printed rounded to 1e-6: three rounded numbers differ by at most 1.5e-6.
            #expect(abs(rtl["x"]! - (width - ltr["x"]! - ltr["width"]!)) <= 1.5e-6, "\(view)")
            #expect(rtl["width"] == ltr["width"] && rtl["y"] == ltr["y"], "\(view)")
        }
        // The first label sits 10 points from view1's right edge: 393 − 10 − its width.
        let label1 = try #require(hebrew["label1"])
        #expect(abs(label1["x"]! - (393 - 10 - label1["width"]!)) <= 1e-6)
    }
}
