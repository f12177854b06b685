import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutReport
import Testing

/// The page's problem list, lazy cards, panel and geometry in headless Chromium.
@Suite(.serialized) struct ReportBrowserTests {
    /// Writes `html` (with `script` appended before `</body>`, to measure the page from inside) into a scratch folder.
    static func write(_ html: String, script: String = "") throws -> (folder: URL, page: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        let text = script.isEmpty ? html : html.replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
        try Data(text.utf8).write(to: page)
        return (folder, page)
    }

    /// The distinct layouts in the page's order, and each one's picture as `panelSVG` draws it.
    static func distinctLayouts(_ sweep: LayoutReport.Sweep) -> [LayoutReport.Entry] {
        var seen: Set<String> = []
        return sweep.entries.filter { seen.insert("\($0.screen.name) \($0.layout)").inserted }
    }

    /// Each card's picture, drawn by the script from the compact form, is what
    /// `LayoutPicture.panelSVG` writes for that layout, element for element.
    @Test func cardsAreDrawnAsPanelSVGDrawsThem() throws {
        let (sweep, html) = try examplesReport.get()
        let (folder, page) = try ReportBrowserTests.write(html)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "?draw=all", profile: folder.appendingPathComponent("profile"))
        #expect(dom.contains("data-ready=\"true\""))
        let layouts = ReportBrowserTests.distinctLayouts(sweep)
        var compared = 0
        for (i, entry) in layouts.enumerated() {
            let marker = "data-index=\"\(i)\" data-drawn=\"true\"><div class=\"thumb\">"
            let drawn = try #require(section(of: dom, from: marker, to: "</div>"), "card \(i) not drawn")
            let panel = LayoutPicture.Panel(screen: entry.screen, result: entry.result, request: entry.request, showsTitle: false)
            // The DOM writes `<rect …/>` as `<rect …></rect>`; the script adds the layout's number.
            // The SVG element ends at `</svg>`: the text's last newline is no part of it.
            let expected = String(LayoutPicture.panelSVG(panel).dropLast())
                .replacingOccurrences(of: #"<(\w+)([^<>]*)/>"#, with: "<$1$2></$1>", options: .regularExpression)
            let shown = drawn.replacingOccurrences(of: " data-layout=\"\(i)\"", with: "")
            #expect(shown == expected, "layout \(i): \(entry.screen.name) on \(entry.device)")
            compared += 1
        }
        #expect(compared == sweep.solves)
    }

    /// The page opens on the problem list; `#problem=N` shows exactly the cards of the N-th problem.
    @Test func theProblemListComesFirstAndLeadsToItsCards() throws {
        let (sweep, html) = try examplesReport.get()
        let (folder, page) = try ReportBrowserTests.write(html)
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = ReportProblem.list(sweep.entries)
        let conflict = try #require(problems.firstIndex { $0.kind == .unsatisfiable })
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "#problem=\(conflict)",
                                  profile: folder.appendingPathComponent("profile"))
        let list = try #require(section(of: dom, from: "<ol id=\"problem-list\">", to: "</ol></section>"))
        #expect(dom.range(of: "id=\"problem-list\"")!.lowerBound < dom.range(of: "<main id=\"grid\">")!.lowerBound)
        for k in problems.indices { #expect(list.contains("data-problem=\"\(k)\" href=\"#problem=\(k)\""), "problem \(k) links to its cards") }
        // The cards shown are the layouts where the problem happens: the oracle reads the sweep.
        let problem = problems[conflict]
        let layouts = ReportBrowserTests.distinctLayouts(sweep)
        let expected = Set(layouts.indices.filter { i in
            let entry = layouts[i]
            return entry.screen.name == problem.screen && ReportProblem.list([entry]).contains { $0.problem == problem.problem }
        })
        let grid = try #require(section(of: dom, from: "<main id=\"grid\">", to: "</main>"))
        var shown: Set<Int> = []
        for card in grid.components(separatedBy: "<figure ").dropFirst() {
            let head = String(card.prefix { $0 != ">" })
            guard let number = section(of: head, from: "data-index=\"", to: "\"").flatMap({ Int($0) }) else { continue }
            if !head.contains("hidden") { shown.insert(number) }
        }
        #expect(!expected.isEmpty)
        #expect(shown == expected)
    }

    /// `?only-problems` hides every card without a problem and no card with one.
    @Test func theOnlyProblemsParameterFilters() throws {
        let (sweep, html) = try examplesReport.get()
        let (folder, page) = try ReportBrowserTests.write(html)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "?only-problems", profile: folder.appendingPathComponent("profile"))
        let layouts = ReportBrowserTests.distinctLayouts(sweep)
        let expected = Set(layouts.indices.filter { !ReportProblem.list([layouts[$0]]).isEmpty })
        let grid = try #require(section(of: dom, from: "<main id=\"grid\">", to: "</main>"))
        var shown: Set<Int> = []
        for card in grid.components(separatedBy: "<figure ").dropFirst() {
            let head = String(card.prefix { $0 != ">" })
            guard let number = section(of: head, from: "data-index=\"", to: "\"").flatMap({ Int($0) }) else { continue }
            if !head.contains("hidden") { shown.insert(number) }
        }
        #expect(shown == expected)
        #expect(shown.count < layouts.count)
    }

    /// A conflict's panel marks the constraint given up; a view's panel has `explain`'s "that is" chain.
    @Test func thePanelMarksTheBrokenMemberAndShowsTheChain() throws {
        let (_, html) = try examplesReport.get()
        let (folder, page) = try ReportBrowserTests.write(html)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try #require(try bundledExamples().first { $0.name == "imageCell" })
        let request = try #require(DeviceCatalog.device(named: "iPhone 15")).request(.portrait, content: ["images": "4"])
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let broken = try #require(result.unsatisfiable.first).broken
        let place = "imageCell/iPhone%2015/portrait/images=4/"
        let conflict = try Browser.run(["--dump-dom"], url: page, fragment: "#conflict=" + place + "0",
                                       profile: folder.appendingPathComponent("profile"))
            .replacingOccurrences(of: "<wbr>", with: "")
        let panel = try #require(section(of: conflict, from: "<aside id=\"explanation\"", to: "</aside>"))
        #expect(panel.contains("<li class=\"broken\"><code>\(broken)</code>"), "\(panel)")
        #expect(panel.components(separatedBy: "class=\"broken\"").count - 1 == 1)

        let view = "imgViewTwo"
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "#select=" + place + view,
                                  profile: folder.appendingPathComponent("profile"))
        // Lines break between names' words, never inside a number ("0.<wbr>5" would split 0.5).
        #expect(dom.range(of: #"[0-9]\.<wbr>[0-9]"#, options: .regularExpression) == nil)
        let explained = dom.replacingOccurrences(of: "<wbr>", with: "")
        let viewPanel = try #require(section(of: explained, from: "<aside id=\"explanation\"", to: "</aside>"))
        let explanation = try LayoutEngine.explain(view: view, in: screen, standardSpacing: .apple, request: request)
        for part in explanation.parts {
            guard let expression = part.expression else { continue }
            let chain = try #require(section(of: viewPanel, from: "data-chain=\"\(part.attribute)\">", to: "</p>"))
            let lines = expression.lines.enumerated().map { ($0.offset == 0 ? "that is: " : "where ") + "<code>\(escapeText($0.element.description))</code>" }
            #expect(chain == lines.joined(separator: "<br>"), "\(part.attribute)")
        }
        #expect(viewPanel.contains("that is: "))
    }

    /// A view of a layout without any problem has its "that is" chains in the panel too, field
    /// for field the lines `layout explain` prints for it (the oracle: a solver of its own).
    @Test func aProblemFreeViewsPanelShowsExplainsChain() throws {
        let (sweep, html) = try examplesReport.get()
        let (folder, page) = try ReportBrowserTests.write(html)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The problem-free layout and view with the longest chain: a chain of several lines.
        var chosen: (entry: LayoutReport.Entry, view: String, lines: Int)?
        for entry in ReportBrowserTests.distinctLayouts(sweep) where ReportProblem.list([entry]).isEmpty {
            for explanation in entry.explanations {
                let lines = explanation.parts.reduce(0) { $0 + ($1.expression?.lines.count ?? 0) }
                if lines > chosen?.lines ?? 0 { chosen = (entry, explanation.view, lines) }
            }
        }
        let (entry, view, _) = try #require(chosen)
        let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }
        let content = entry.result.content.isEmpty ? "-"
            : entry.result.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let place = [entry.screen.name, entry.device, entry.orientation.rawValue, content, view].map(encode).joined(separator: "/")
        let dom = try Browser.run(["--dump-dom"], url: page, fragment: "#select=" + place,
                                  profile: folder.appendingPathComponent("profile"))
            .replacingOccurrences(of: "<wbr>", with: "")
        let panel = try #require(section(of: dom, from: "<aside id=\"explanation\"", to: "</aside>"))
        #expect(panel.contains("data-view=\"\(view)\""), "\(panel.prefix(300))")
        let explanation = try LayoutEngine.explain(view: view, in: entry.screen, standardSpacing: .apple, request: entry.request)
        var shown = 0
        for part in explanation.parts {
            let chain = section(of: panel, from: "data-chain=\"\(part.attribute)\">", to: "</p>")
            guard let expression = part.expression else {
                #expect(chain == nil, "\(view).\(part.attribute) has no chain in explain")
                continue
            }
            let lines = expression.lines.enumerated().map { ($0.offset == 0 ? "that is: " : "where ") + "<code>\(escapeText($0.element.description))</code>" }
            #expect(chain == lines.joined(separator: "<br>"), "\(view).\(part.attribute)")
            shown += 1
        }
        #expect(shown > 0)
        #expect(!panel.contains("layout explain"), "no command in place of the chain")
    }

    /// Long names break only between their words, nothing overflows, and the close
    /// button sits beside the viewer's heading rather than on it.
    @Test func longNamesWrapBetweenWordsAndTheCloseButtonLeavesTheHeading() throws {
        let long = "contentViewWithAVeryLongDescriptiveNameThatKeepsOnGoing_andGoing_muchFurtherThanAnyCardIsWide"
        let screenName = "settingsScreenWithAnEquallyLongNameForTheHeadingToWrapAcrossSeveralLinesOfTheViewer"
        let screen = Screen(name: screenName, root: "root", views: [
            ViewSpec(name: "root"), ViewSpec(name: long, superview: "root"),
        ], constraints: [
            ConstraintEntry(id: "edges", body: .visualFormat("H:|-[\(long)]-|", options: [])),
            ConstraintEntry(id: "top", body: .equation("\(long).top == root.top + 20")),
        ])
        let sweep = try LayoutReport.solve([screen], standardSpacing: .apple, devices: [DeviceCatalog.devices[0]])
        #expect(sweep.failures.isEmpty, "\(sweep.failures)")
        let measure = """
            (function () {
              const body = document.body, close = document.getElementById("close").getBoundingClientRect();
              const title = document.getElementById("viewer-title");
              const t = title.getBoundingClientRect();
              body.dataset.closeOverlaps = String(!(close.right <= t.left || close.left >= t.right || close.bottom <= t.top || close.top >= t.bottom));
              const lines = (element) => { const range = document.createRange(); range.selectNodeContents(element);
                return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size; };
              body.dataset.titleLines = String(lines(title));
              let split = 0, words = 0;
              for (const element of document.querySelectorAll("#viewer-title, figcaption, #problem-list > li, #explanation h3")) {
                const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  for (const word of node.textContent.split(/\\s+/).filter((w) => w.length > 1)) {
                    const at = node.textContent.indexOf(word), range = document.createRange();
                    range.setStart(node, at); range.setEnd(node, at + word.length); words += 1;
                    if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split += 1;
                  }
                }
              }
              body.dataset.wordsSplit = String(split);
              body.dataset.words = String(words);
              body.dataset.overflowing = String([...document.querySelectorAll("figcaption, #viewer-title, #explanation h3")]
                .filter((e) => e.scrollWidth > e.clientWidth + 1).length);
            })();
            """
        let (folder, page) = try ReportBrowserTests.write(LayoutReport.html(sweep), script: measure)
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DeviceCatalog.devices[0].name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let dom = try Browser.run(["--window-size=1000,800", "--dump-dom"], url: page,
                                  fragment: "?draw=all#select=\(screenName)/\(device)/portrait/-/\(long)",
                                  profile: folder.appendingPathComponent("profile"))
        #expect(dom.contains("data-close-overlaps=\"false\""), "\(dom.prefix(400))")
        #expect(!dom.contains("data-title-lines=\"1\""), "the heading is long enough to wrap")
        #expect(dom.contains("data-words-split=\"0\""))
        #expect(!dom.contains("data-words=\"0\""))
        #expect(dom.contains("data-overflowing=\"0\""))
    }

    /// A report of over 6,000 layouts opens on its problem list with few cards drawn,
    /// and scrolling to the end draws the cards that come into view.
    @Test func aSixThousandLayoutReportOpensAndDrawsCardsAsTheyScrollIntoView() throws {
        let devices = DeviceCatalog.devices.count
        let values = (6000 + devices * 2 - 1) / (devices * 2)  // content values, so devices × 2 × values ≥ 6,000
        var constraints = [
            ConstraintEntry(id: "left", body: .equation("box.leading == root.leading + 8")),
            ConstraintEntry(id: "top", body: .equation("box.top == root.top + 8")),
            ConstraintEntry(id: "tall", body: .equation("box.height == 40")),
        ]
        for value in 1...values {
            constraints.append(ConstraintEntry(id: "wide\(value)", body: .equation("box.width == \(value * 3)"),
                                               when: Condition(["n": [.number(Double(value))]])))
        }
        // Every tenth value also asks for another width: a conflict.
        constraints.append(ConstraintEntry(id: "narrow", body: .equation("box.width == 1"),
                                           when: Condition(["n": stride(from: 10, through: values, by: 10).map { .number(Double($0)) }])))
        let screen = Screen(name: "many", root: "root", views: [ViewSpec(name: "root"), ViewSpec(name: "box", superview: "root")],
                            constraints: constraints)
        let sweep = try LayoutReport.solve([screen], standardSpacing: .apple)
        #expect(sweep.entries.count >= 6000)
        let measure = """
            (function () {
              const body = document.body, cards = document.querySelectorAll("figure.card");
              body.dataset.cards = String(cards.length);
              const list = document.getElementById("problem-list").getBoundingClientRect();
              body.dataset.problemsVisible = String(list.top < window.innerHeight && list.height > 0);
              const last = cards[cards.length - 1];
              const drawn = () => document.querySelectorAll("figure.card[data-drawn]").length;
              new MutationObserver((changes, watcher) => {
                if (!last.dataset.drawn) return;
                watcher.disconnect();
                body.dataset.lastDrawn = "true";
                body.dataset.drawnAfterScroll = String(drawn());
              }).observe(last, { attributes: true });
              // The first cards are drawn once the observer has seen them; then scroll to the end.
              new MutationObserver((changes, watcher) => {
                watcher.disconnect();
                body.dataset.drawnAtOpen = String(drawn());
                last.scrollIntoView();
              }).observe(cards[0], { attributes: true });
            })();
            """
        let (folder, page) = try ReportBrowserTests.write(LayoutReport.html(sweep), script: measure)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Browser.run(["--window-size=1280,900", "--virtual-time-budget=20000", "--dump-dom"], url: page,
                                  profile: folder.appendingPathComponent("profile"))
        #expect(dom.contains("data-ready=\"true\""))
        #expect(dom.contains("data-problems-visible=\"true\""))
        let cards = try #require(section(of: dom, from: "data-cards=\"", to: "\"").flatMap { Int($0) })
        #expect(cards == sweep.solves)
        let atOpen = try #require(section(of: dom, from: "data-drawn-at-open=\"", to: "\"").flatMap { Int($0) })
        #expect(atOpen > 0 && atOpen * 10 < cards, "\(atOpen) of \(cards) cards drawn at open")
        #expect(dom.contains("data-last-drawn=\"true\""), "scrolling to the end drew the last card")
        let after = try #require(section(of: dom, from: "data-drawn-after-scroll=\"", to: "\"").flatMap { Int($0) })
        #expect(after > atOpen && after * 5 < cards, "\(after) of \(cards) cards drawn after scrolling")
    }
}

/// Text as the DOM writes it inside an element.
private func escapeText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
}
