import Foundation
import LayoutDocument
import LayoutModel
import LayoutReport
import Testing

/// What the page embeds once per distinct layout, checked against independent work:
/// fresh solves and explanations, and the problems recomputed from the results.
@Suite struct ReportDataTests {
    /// Each distinct layout's explanations (one solver and one chain writer for all its views)
    /// are what `layout explain` says for each view from a solver of its own, "that is" chain included.
    @Test func explanationsFromOneSolverAreEachViewsOwn() throws {
        let (sweep, _) = try examplesReport.get()
        var seen: Set<String> = []
        var chained = 0
        for entry in sweep.entries where seen.insert("\(entry.screen.name) \(entry.layout)").inserted {
            #expect(entry.explanations.map(\.view) == entry.result.frames.map(\.view))
            for explanation in entry.explanations {
                let alone = try LayoutEngine.explain(view: explanation.view, in: entry.screen, standardSpacing: .apple,
                                                     request: entry.request)
                #expect(explanation == alone, "\(entry.screen.name) \(entry.device) \(explanation.view)")
                chained += explanation.parts.filter { $0.expression != nil }.count
            }
        }
        #expect(seen.count == sweep.solves)
        #expect(chained > 0)
    }

    /// The page's tables, read back, give every view of every distinct layout its chains as
    /// `layout explain` prints them (`that is: LINE`, then `where LINE`), field by field.
    @Test func theEmbeddedChainsAreExplainsForEveryView() throws {
        let (sweep, html) = try examplesReport.get()
        let index = try #require(try embeddedJSON("layout-report-index", in: html) as? [[Any]])
        let chains = try #require(try embeddedJSON("layout-chains", in: html) as? [[[Int]]])
        let lines = try #require(try embeddedJSON("layout-explanation-lines", in: html) as? [String])
        var seen: Set<String> = []
        let layouts = sweep.entries.filter { seen.insert("\($0.screen.name) \($0.layout)").inserted }
        #expect(index.count == layouts.count)
        var compared = 0
        for (entry, row) in zip(layouts, index) {
            let numbers = try #require(row[2] as? [Int])
            #expect(numbers.count == entry.result.frames.count)
            for (view, number) in zip(entry.result.frames.map(\.view), numbers) {
                let explanation = try LayoutEngine.explain(view: view, in: entry.screen, standardSpacing: .apple,
                                                           request: entry.request)
                for (part, field) in zip(explanation.parts, chains[number]) {
                    let printed = explanation.description.components(separatedBy: "\n")
                    let expected = (part.expression?.lines ?? []).map(\.description)
                    #expect(field.map { lines[$0] } == expected, "\(entry.screen.name) \(entry.device) \(view).\(part.attribute)")
                    // The lines are those `explain`'s text prints.
                    for (k, line) in expected.enumerated() {
                        #expect(printed.contains((k == 0 ? "  that is: " : "    where ") + line))
                    }
                    compared += expected.isEmpty ? 0 : 1
                }
            }
        }
        #expect(compared > 100)
    }

    /// Entries share a layout number exactly when their screen and request are the same.
    @Test func layoutNumbersNameDistinctRequests() throws {
        let (sweep, _) = try examplesReport.get()
        var byKey: [String: Int] = [:]
        for entry in sweep.entries {
            let key = "\(entry.screen.name) \(entry.request)"
            if let known = byKey[key] { #expect(known == entry.layout) } else { byKey[key] = entry.layout }
        }
        let numbers = Dictionary(grouping: byKey, by: { $0.key.split(separator: " ")[0] })
        for (_, keys) in numbers { #expect(Set(keys.map(\.value)).count == keys.count, "one number per request") }
    }

    /// The embedded results, expanded by their `devices`, are the sweep's entries, in order.
    @Test func resultsOncePerDistinctLayoutCoverEveryEntry() throws {
        let (sweep, html) = try examplesReport.get()
        let results = try #require(try embeddedJSON("layout-results", in: html) as? [[String: Any]])
        #expect(results.count == sweep.solves)
        func text(_ content: [String: Any]) -> String {
            content.keys.sorted().map { "\($0)=\(content[$0].map { "\($0)" } ?? "")" }.joined(separator: ",")
        }
        var expanded: [String] = []
        for object in results {
            let devices = try #require(object["devices"] as? [String])
            #expect(object["device"] as? String == devices.first)
            let content = text(try #require(object["content"] as? [String: Any]))
            for device in devices {
                expanded.append("\(object["screen"] as? String ?? "")/\(device)/\(object["orientation"] as? String ?? "")/\(content)")
            }
        }
        let entries = sweep.entries.map { "\($0.screen.name)/\($0.device)/\($0.orientation.rawValue)/\(text($0.result.content))" }
        #expect(expanded.sorted() == entries.sorted())
    }

    /// Every problem of every layout is on the list once, at that place and device, and nothing else is.
    @Test func theProblemListHasEveryProblemOnceWithItsPlaces() throws {
        let (sweep, html) = try examplesReport.get()
        let listed = try #require(try embeddedJSON("layout-problems", in: html) as? [[String: Any]])
        // The oracle: problem lines written here from the results, as `check` prints them.
        var expected: [String: Set<String>] = [:]
        for entry in sweep.entries {
            let result = entry.result
            var lines = result.negative.map { "negative size: \($0.view) (\($0.attributes.joined(separator: ", ")))" }
            lines += result.truncated.map { "truncated: \($0.view)" }
            lines += result.unsatisfiable.map { "unsatisfiable: gave up \($0.broken); conflict: " + $0.conflict.joined(separator: ", ") }
            lines += result.ambiguous.map { "ambiguous: \($0.view) (\($0.attributes.joined(separator: ", ")))" }
            for line in lines {
                let content = result.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                expected["\(entry.screen.name) | \(line)", default: []].insert("\(entry.orientation.rawValue) \(content) \(entry.device)")
            }
        }
        var found: [String: Set<String>] = [:]
        for problem in listed {
            let key = "\(problem["screen"] as? String ?? "") | \(problem["problem"] as? String ?? "")"
            #expect(found[key] == nil, "listed twice: \(key)")
            for place in problem["places"] as? [[String: Any]] ?? [] {
                let content = (place["content"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }.joined(separator: ",")
                for device in place["devices"] as? [String] ?? [] {
                    found[key, default: []].insert("\(place["orientation"] as? String ?? "") \(content) \(device)")
                }
            }
        }
        #expect(found == expected)
        #expect(!listed.isEmpty, "the tutorial's four-image cell conflicts")
    }

    /// `onlyProblems` keeps exactly the distinct layouts with a problem, and the whole problem list.
    @Test func onlyProblemsKeepsTheLayoutsWithAProblem() throws {
        let (sweep, html) = try examplesReport.get()
        let page = LayoutReport.html(sweep, onlyProblems: true)
        let results = try #require(try embeddedJSON("layout-results", in: page) as? [[String: Any]])
        var distinct: Set<String> = []
        for entry in sweep.entries where !entry.result.unsatisfiable.isEmpty || !entry.result.ambiguous.isEmpty
            || !entry.result.negative.isEmpty || !entry.result.truncated.isEmpty {
            distinct.insert("\(entry.screen.name) \(entry.layout)")
        }
        #expect(results.count == distinct.count)
        #expect(results.allSatisfy { !(($0["unsatisfiable"] as? [Any])?.isEmpty ?? true) || !(($0["ambiguous"] as? [Any])?.isEmpty ?? true)
            || !(($0["negative"] as? [Any])?.isEmpty ?? true) || !(($0["truncated"] as? [Any])?.isEmpty ?? true) })
        let all = try #require(try embeddedJSON("layout-problems", in: html) as? [[String: Any]])
        let kept = try #require(try embeddedJSON("layout-problems", in: page) as? [[String: Any]])
        #expect(kept.count == all.count)
        #expect(page.contains("<body data-only-problems=\"true\">"))
    }

    /// In a language the request named, every problem line names it, as `check --language` prints it;
    /// the same layout in two languages is two problems.
    @Test func problemsInALanguageSayWhichLanguage() throws {
        let (sweep, _) = try examplesReport.get()
        let entries = sweep.entries.filter { !ReportProblem.list([$0]).isEmpty }
        let entry = try #require(entries.first)
        var german = entry
        german.result.language = "de"
        let plain = ReportProblem.list([entry]).map(\.problem)
        let lines = ReportProblem.list([entry, german]).map(\.problem)
        #expect(lines == plain + plain.map { $0 + " in de" })
    }

    /// The problems of shards, gathered, are the problems of the whole: the collector
    /// merges the same problem's devices and places whatever order they come in.
    @Test func problemsCollectedFromPartsEqualTheWhole() throws {
        let (sweep, _) = try examplesReport.get()
        let whole = ReportProblem.list(sweep.entries)
        var collector = ReportProblem.Collector()
        // Two shards, each its own list, then gathered as `report --from` gathers findings.
        let halves = [sweep.entries.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
                      sweep.entries.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)]
        for half in halves {
            for problem in ReportProblem.list(half) {
                for place in problem.places {
                    for device in place.devices {
                        collector.add(problem, orientation: place.orientation, content: place.content, device: device)
                    }
                }
            }
        }
        func normal(_ list: [ReportProblem]) -> Set<String> {
            Set(list.flatMap { problem in
                problem.places.flatMap { place in place.devices.map { "\(problem.screen)|\(problem.problem)|\(place.orientation)|\(place.content)|\($0)" } }
            })
        }
        #expect(normal(collector.problems) == normal(whole))
        #expect(Set(collector.problems.map(\.problem)) == Set(whole.map(\.problem)))
    }
}
