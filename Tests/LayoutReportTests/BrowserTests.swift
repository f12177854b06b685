import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutReport
import Testing

/// The report in a real browser: headless Chromium renders it, runs its
/// script, and the test reads the screenshot and the DOM afterwards.
@Suite(.serialized) struct BrowserTests {
    /// A scratch folder with the report of the bundled examples written in it.
    static func page() throws -> (folder: URL, page: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        try Data(try examplesReport.get().html.utf8).write(to: page)
        return (folder, page)
    }

    @Test func theScreenshotShowsPictures() throws {
        let (folder, page) = try BrowserTests.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png")
        _ = try Browser.run(["--window-size=1280,900", "--screenshot=\(shot.path)"], url: page,
                            profile: folder.appendingPathComponent("profile"))
        let image = try PNGImage(contentsOf: shot)
        #expect(image.width >= 1000 && image.height >= 700)
        // Not blank: many pixels differ from the background, in many colours,
        // and some are the blue of the top-level boxes' outline (#1f77b4).
        var drawn = 0
        var colours: Set<Int> = []
        var blue = 0
        let background = image.colour(x: image.width / 2, y: image.height - 2)
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let c = image.colour(x: x, y: y)
                if c != background { drawn += 1 }
                colours.insert(Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b))
                if abs(Int(c.r) - 0x1f) < 40, abs(Int(c.g) - 0x77) < 40, abs(Int(c.b) - 0xb4) < 40 { blue += 1 }
            }
        }
        let sampled = (image.width / 2) * (image.height / 2)
        #expect(drawn * 10 > sampled, "only \(drawn) of \(sampled) sampled pixels differ from the background")
        #expect(colours.count > 50)
        #expect(blue > 20)
    }

    @Test func everyEmbeddedViewIsDrawnAndAClickedViewIsExplained() throws {
        let (folder, page) = try BrowserTests.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = "iPhone 15"
        let request = try #require(DeviceCatalog.device(named: device)).request(.portrait, content: ["images": "2"])
        let fragment = "#select=imageCell/" + device.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            + "/portrait/images=2/imgViewTwo"
        // `?draw=all` draws every card at once (cards are otherwise drawn as they come into view);
        // names break between words at `<wbr>`, which the text comparisons leave out.
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "?draw=all" + fragment,
                                  profile: folder.appendingPathComponent("profile"))
            .replacingOccurrences(of: "<wbr>", with: "")
        #expect(dom.contains("data-ready=\"true\""), "the page's script did not finish")

        // As many views drawn in the grid as the embedded results have frames.
        let results = try #require(try embeddedJSON("layout-results", in: dom) as? [[String: Any]])
        let frames = results.reduce(0) { $0 + (($1["frames"] as? [String: Any])?.count ?? 0) }
        let grid = try #require(section(of: dom, from: "<main id=\"grid\">", to: "</main>"))
        #expect(grid.components(separatedBy: "<figure class=\"card").count - 1 == results.count)
        #expect(grid.components(separatedBy: "<g class=\"view\"").count - 1 == frames)

        // The explanation panel says what `layout explain` says.
        let panel = try #require(section(of: dom, from: "<aside id=\"explanation\"", to: "</aside>"))
        let screen = try #require(try bundledExamples().first { $0.name == "imageCell" })
        let explanation = try LayoutEngine.explain(view: "imgViewTwo", in: screen, standardSpacing: .apple, request: request)
        let frame = explanation.frame
        #expect(panel.contains("imgViewTwo in contentView: x \(formatted(frame.x)), y \(formatted(frame.y)), "
                               + "width \(formatted(frame.width)), height \(formatted(frame.height))"), "\(panel)")
        // x = 5 + (393 - 15) / 2 + 5 - 5: the second of two equal images with 5-point insets.
        #expect(frame.x == 5 + (393 - 15) / 2 + 5)
        for part in explanation.parts {
            let block = try #require(section(of: panel, from: "data-attribute=\"\(part.attribute)\"", to: "</ul>"))
            let listed = block.components(separatedBy: "<li><code>").dropFirst().map { String($0.prefix { $0 != "<" }) }
            #expect(listed == part.constraints, "\(part.attribute)")
        }
    }

    private func formatted(_ value: Double) -> String { formatNumber(value) }
}
