import Foundation
import Testing

/// A request without the content a screen's conditions depend on is warned
/// about by `solve`, `explain` and `export --format svg`, and the advice does
/// not ask for constraints that exist under a missing value; `check` warns
/// about content values no condition mentions.
@Suite struct MissingContentCommandTests {
    static let warning = "imageCell uses images (1, 2, 3, 4); none given, so views under those conditions are absent"

    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        let tutorials = LayoutProcess.packageRoot.appendingPathComponent("Examples/tutorials.json").path
        #expect(try scratch.layout("import", tutorials).status == 0)
        return scratch
    }

    @Test func solveExplainAndPicturesWarn() throws {
        let scratch = try imported()
        for noCache in [true, false, false] {
            let solve = try scratch.layout(["solve", "imageCell", "--size", "320x200"] + (noCache ? ["--no-cache"] : []))
            #expect(solve.stderr.contains(Self.warning), "\(solve)")
        }
        let explain = try scratch.layout("explain", "imageCell", "imgViewOne", "--size", "320x200")
        #expect(explain.stderr.contains(Self.warning), "\(explain)")
        let picture = try scratch.layout("export", "imageCell", "--format", "svg", "--size", "320x200")
        #expect(picture.stderr.contains(Self.warning), "\(picture)")
        let given = try scratch.layout("solve", "imageCell", "--size", "320x200", "--content", "images=2")
        #expect(given.status == 0)
        #expect(!given.stderr.contains("none given"), "\(given.stderr)")
    }

    /// imgViewOne is placed only by constraints under `images`: the advice says
    /// to give the content, not to add constraints that are there.
    @Test func adviceAsksForTheContentNotForConstraints() throws {
        let scratch = try imported()
        let solve = try scratch.layout("solve", "imageCell", "--size", "320x200")
        #expect(solve.stdout.contains(#"{ "view": "imgViewOne", "attributes": ["#), "\(solve.stdout)")
        #expect(solve.stderr.contains("imgViewOne's horizontal position is free because no images was given"),
                "\(solve.stderr)")
        #expect(solve.stderr.contains("--content images=VALUE"), "\(solve.stderr)")
        #expect(!solve.stderr.contains("imgViewOne's horizontal position is free: add"), "\(solve.stderr)")
    }

    @Test func checkWarnsAboutContentValuesNoConditionMentions() throws {
        let scratch = try imported()
        let result = try scratch.layout("check", "imageCell", "--device", "iPhone 8", "--content", "images=7")
        #expect(result.stderr.contains("no condition of screen 'imageCell' mentions images=7"), "\(result.stderr)")
        let unknown = try scratch.layout("check", "imageCell", "--device", "iPhone 8", "--content", "imges=2")
        #expect(unknown.stderr.contains("no condition of screen 'imageCell' mentions content key 'imges'"), "\(unknown.stderr)")
    }
}
