import Foundation
import LayoutDocument
import LayoutModel
import LayoutReport
import Testing

/// The page itself, read as text: what it embeds and what it may not load.
@Suite struct ReportPageTests {
    @Test func everyScreenDeviceOrientationAndContentIsSolved() throws {
        let (sweep, _) = try examplesReport.get()
        let screens = try bundledExamples()
        let expected = screens.reduce(0) { $0 + LayoutEngine.contentCombinations(of: $1).count } * DeviceCatalog.devices.count * 2
        #expect(sweep.entries.count + sweep.failures.count == expected)
        #expect(sweep.failures.isEmpty)
        for screen in screens {
            for content in LayoutEngine.contentCombinations(of: screen) {
                for device in DeviceCatalog.devices {
                    for orientation in Orientation.allCases {
                        #expect(sweep.entries.contains {
                            $0.screen.name == screen.name && $0.device == device.name && $0.orientation == orientation
                                && $0.result.content == content
                        }, "\(screen.name) \(device.name) \(orientation) \(content)")
                    }
                }
            }
        }
    }

    /// Devices that make the same request share one solve: the sweep solves each distinct request of a screen once.
    @Test func aRequestSharedByDevicesIsSolvedOnce() throws {
        let (sweep, _) = try examplesReport.get()
        let screens = try bundledExamples()
        var distinct = 0
        for screen in screens {
            var requests: Set<SolveRequest> = []
            for content in LayoutEngine.contentCombinations(of: screen) {
                for orientation in Orientation.allCases {
                    for device in DeviceCatalog.devices { requests.insert(device.request(orientation, content: content)) }
                }
            }
            distinct += requests.count
        }
        #expect(sweep.solves == distinct)
        #expect(sweep.solves < sweep.entries.count, "iPhone 12, 12 Pro, 13, 13 Pro, 14 and 16e share one request")
    }

    /// Each embedded result is what `layout solve` prints for that request, plus device, devices and
    /// orientation: one per distinct layout, right for every device it lists.
    @Test func embeddedResultsAreTheSolveResultsWithDeviceAndOrientation() throws {
        let (sweep, html) = try examplesReport.get()
        let results = try #require(try embeddedJSON("layout-results", in: html) as? [[String: Any]])
        #expect(results.reduce(0) { $0 + (($1["devices"] as? [String])?.count ?? 0) } == sweep.entries.count)
        let screens = Dictionary(try bundledExamples().map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for object in results {
            let devices = try #require(object["devices"] as? [String])
            #expect(object["device"] as? String == devices.first)
            let orientation = try #require((object["orientation"] as? String).flatMap(Orientation.init(rawValue:)))
            var rest = object
            rest["device"] = nil
            rest["devices"] = nil
            rest["orientation"] = nil
            let data = try JSONSerialization.data(withJSONObject: rest)
            let parsed = try SolveResult(json: String(decoding: data, as: UTF8.self))
            let screen = try #require(screens[parsed.screen])
            for device in devices {
                // An independent solve from scratch on each device gives the same answer.
                let fresh = try LayoutEngine.solve(screen, standardSpacing: .apple,
                                                   request: DeviceCatalog.device(named: device)!
                                                    .request(orientation, content: parsed.content))
                // (Re-serialising loses the key order; compare by view.)
                #expect(Set(parsed.frames.map(\.view)) == Set(fresh.frames.map(\.view)))
                for (view, b) in fresh.frames {
                    let a = try #require(parsed.frame(of: view))
                    #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
                            && abs(a.height - b.height) < 1e-6, "\(screen.name) \(device) \(view)")
                }
                #expect(parsed.unsatisfiable == fresh.unsatisfiable)
                #expect(parsed.ambiguous == fresh.ambiguous)
            }
        }
    }

    @Test func thePageLoadsNothingAndStaysUnderTwoMegabytes() throws {
        let (_, html) = try examplesReport.get()
        #expect(html.utf8.count < 2_000_000, "\(html.utf8.count) bytes")
        // The only URL is SVG's namespace name, which is never fetched.
        let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") }, "\(urls)")
        for attribute in [" src=", " href=", "@import", "url("] {
            #expect(!html.contains(attribute), "the page refers to something with \(attribute)")
        }
    }

    @Test func scriptTextCannotEndTheDataEarly() throws {
        let screen = Screen(name: "s", root: "root", views: [ViewSpec(name: "root")], constraints: [
            ConstraintEntry(id: "c", body: .equation("root.width >= 10 @750")),
        ])
        var sweep = try LayoutReport.solve([screen], standardSpacing: .apple, devices: [DeviceCatalog.devices[0]])
        sweep.failures.append(.init(screen: "</script><b>", device: nil, orientation: nil, content: [:], message: "</script>"))
        let html = LayoutReport.html(sweep)
        #expect(html.components(separatedBy: "</script>").count == html.components(separatedBy: "<script").count)
        let failures = try #require(try embeddedJSON("layout-failures", in: html) as? [[String: Any]])
        #expect(failures.first?["screen"] as? String == "</script><b>")
    }

    @Test func noScreensIsAnError() {
        #expect(throws: LayoutReportError(.noScreens)) { try LayoutReport.solve([], standardSpacing: .apple) }
    }
}
