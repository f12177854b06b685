import Foundation
import Testing
@testable import layout

/// `check --jobs N`, `--shard K/N` and `--merge`: every number of threads
/// prints what the serial run prints, byte for byte; the shards' outputs
/// merge into the whole run's output and exit status; their counts add up.
@Suite struct CheckScaleTests {
    /// A check of the same database with `arguments`, in one of several ways.
    static func check(_ scratch: Scratch, _ arguments: [String]) throws -> RunResult {
        try LayoutProcess.run(["--db", scratch.database, "check"] + arguments, directory: scratch.directory)
    }

    /// `checked 12 layouts of 2 screens…` on stderr: the 12.
    static func checkedCount(_ result: RunResult) -> Int? {
        guard let match = result.stderr.firstMatch(of: #/checked (\d+) layouts? of/#) else { return nil }
        return Int(match.1)
    }

    /// Each finding line of a `--json` output as its key (all but devices) and its devices.
    static func places(_ output: String) throws -> [String: Set<String>] {
        var places: [String: Set<String>] = [:]
        for line in output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard object["kind"] != nil else { continue }
            let key = ["screen", "kind", "orientation", "broken", "view", "contentSize", "language"].map { "\(object[$0] ?? "")" }
                + [String(decoding: try JSONSerialization.data(withJSONObject: object["content"] ?? [:], options: .sortedKeys),
                          as: UTF8.self),
                   "\(object["conflict"] ?? "")", "\(object["attributes"] ?? "")", "\(object["message"] ?? "")"]
            places[key.joined(separator: "|"), default: []].formUnion(object["devices"] as? [String] ?? [])
        }
        return places
    }

    /// The serial run against 2, 3 and 7 threads, in text and JSON; then the
    /// shards of 2, 3 and 8 merged against it, and their counts and places.
    @discardableResult
    static func compareEveryWay(_ scratch: Scratch, _ arguments: [String] = [], shardCounts: [Int] = [2, 3, 8]) throws -> String {
        let serialText = try check(scratch, arguments + ["--jobs", "1"])
        let serialJSON = try check(scratch, arguments + ["--jobs", "1", "--json"])
        #expect([0, 3].contains(serialText.status), "\(serialText)")
        for jobs in [2, 3, 7] {
            let text = try check(scratch, arguments + ["--jobs", "\(jobs)"])
            #expect(text.stdout == serialText.stdout, "\(arguments) --jobs \(jobs)")
            #expect(text.stderr == serialText.stderr, "\(arguments) --jobs \(jobs)")
            #expect(text.status == serialText.status)
            let json = try check(scratch, arguments + ["--jobs", "\(jobs)", "--json"])
            #expect(json.stdout == serialJSON.stdout, "\(arguments) --jobs \(jobs) --json")
            #expect(json.status == serialJSON.status)
        }
        let whole = try #require(checkedCount(serialText))
        let wholePlaces = try places(serialJSON.stdout)
        for count in shardCounts {
            var files: [String] = []
            var checked = 0
            var counts: [Int] = []
            var shardPlaces: [String: Set<String>] = [:]
            for index in 1...count {
                // Threads inside a shard as well: 2 threads for the odd shards.
                let shard = try check(scratch, arguments + ["--shard", "\(index)/\(count)", "--json",
                                                            "--jobs", index % 2 == 1 ? "2" : "1"])
                #expect([0, 3].contains(shard.status), "\(shard)")
                counts.append(try #require(checkedCount(shard)))
                checked += counts[counts.count - 1]
                files.append(try scratch.file("shard-\(count)-\(index).json", shard.stdout))
                shardPlaces.merge(try places(shard.stdout)) { $0.union($1) }
            }
            #expect(checked == whole, "the \(count) shards' counts add up to the whole run's")
            // Balanced: the shards' counts differ by at most one slice (half an orientation's devices).
            let slice = arguments.contains("--size") ? 1 : (try catalogueSize() + 1) / 2
            #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= slice, "\(count) shards: \(counts)")
            #expect(shardPlaces == wholePlaces, "the \(count) shards found exactly the whole run's findings")
            // In any order of the files.
            let mergedJSON = try check(scratch, ["--merge"] + files.reversed() + ["--json"])
            #expect(mergedJSON.stdout == serialJSON.stdout, "\(arguments): \(count) shards merged")
            #expect(mergedJSON.stderr == serialJSON.stderr.split(separator: "\n").filter { $0.hasPrefix("checked") }
                .map { $0 + "\n" }.joined())
            #expect(mergedJSON.status == serialJSON.status)
            let mergedText = try check(scratch, ["--merge"] + files)
            #expect(mergedText.stdout == serialText.stdout, "\(arguments): \(count) shards merged, as text")
            #expect(mergedText.status == serialText.status)
        }
        return serialJSON.stdout
    }

    @Test func examplesAreTheSameEveryWay() throws {
        let scratch = try Scratch()
        let examples = LayoutProcess.packageRoot.appendingPathComponent("Examples")
        for name in ["tutorials.json", "compose.json"] {
            let result = try scratch.layout("import", examples.appendingPathComponent(name).path)
            #expect(result.status == 0, "\(result)")
        }
        try Self.compareEveryWay(scratch)
        try Self.compareEveryWay(scratch, ["--content-size", "all"], shardCounts: [5])
        try Self.compareEveryWay(scratch, ["imageCell", "--size", "320xauto"], shardCounts: [2])
    }

    @Test func interfaceBuilderFixturesAreTheSameEveryWay() throws {
        let scratch = try Scratch()
        try scratch.importInterfaceBuilderFixtures()
        try Self.compareEveryWay(scratch, shardCounts: [3, 8])
    }

    /// Every language of a real storyboard with its translations (LoopKit/Loop: de, ar, he,
    /// ja, zh-Hans; Tests/Fixtures/Translations): languages are blocks of their own, each
    /// with its own session, so threads and shards must still print the serial run.
    @Test func languagesAreTheSameEveryWay() throws {
        let scratch = try Scratch()
        let loop = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations/Loop")
        let files = try FileManager.default.contentsOfDirectory(atPath: loop.path).sorted().flatMap { folder -> [String] in
            guard folder.hasSuffix(".lproj") else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: loop.appendingPathComponent(folder).path).sorted()
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".strings") }
                .map { loop.appendingPathComponent(folder).appendingPathComponent($0).path }
        }
        let result = try scratch.layout(["import"] + files)
        #expect(result.status == 0, "\(result)")
        try Self.compareEveryWay(scratch, ["--language", "all"], shardCounts: [3])
        // Every language's layouts were checked: English and the five translations.
        let one = try #require(Self.checkedCount(try Self.check(scratch, ["--jobs", "1"])))
        let all = try #require(Self.checkedCount(try Self.check(scratch, ["--language", "all", "--jobs", "2"])))
        #expect(all == 6 * one)
    }

    /// Screens of views pinned at random: conflicts, ambiguity and negative sizes,
    /// varying with a content key (constraints that apply for some modes) and from device to device.
    static func randomDocument(seed: UInt64, screens: Int) -> String {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // Attributes that UIKit lets one relate to each other.
        let families = [["left", "right", "centerX"], ["top", "bottom", "centerY"], ["width", "height"]]
        let relations = ["==", ">=", "<="]
        let texts = (0..<screens).map { screen in
            let count = 2 + next(4)
            var views = [#"{ "name": "root" }"#]
            for view in 0..<count {
                let intrinsic = next(2) == 0 ? #", "intrinsicSize": { "width": \#(10 + next(300)), "height": 20 }"# : ""
                views.append(#"{ "name": "v\#(view)", "superview": "root"\#(intrinsic) }"#)
            }
            var constraints: [String] = []
            for number in 0..<(2 + next(3 * count)) {
                let first = "v\(next(count))"
                let second = next(3) == 0 ? "root" : "v\(next(count))"
                let family = families[next(families.count)]
                let firstAttribute = family[next(family.count)]
                let secondAttribute = next(2) == 0 ? firstAttribute : family[next(family.count)]
                let priority = next(4) == 0 ? " @\(250 + next(750))" : ""
                let when = next(4) == 0 ? #", "when": { "mode": \#(1 + next(3)) }"# : ""
                let constant = next(400) - 100
                let offset = constant < 0 ? "- \(-constant)" : "+ \(constant)"
                constraints.append(#"{ "id": "c\#(number)", "constraint": "\#(first).\#(firstAttribute) \#(relations[next(3)]) "#
                    + #"\#(second).\#(secondAttribute) \#(offset)\#(priority)"\#(when) }"#)
            }
            return #"{ "name": "random\#(screen)", "root": "root", "views": [\#(views.joined(separator: ", "))], "#
                + #""constraints": [\#(constraints.joined(separator: ", "))] }"#
        }
        return #"{ "layoutDocument": 1, "screens": [\#(texts.joined(separator: ",\n"))] }"#
    }

    @Test(arguments: [11, 12] as [UInt64]) func randomScreensAreTheSameEveryWay(seed: UInt64) throws {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("random.json", Self.randomDocument(seed: seed, screens: 8)))
        #expect(result.status == 0, "seed \(seed): \(result)")
        let findings = try Self.compareEveryWay(scratch, shardCounts: [3])
        for kind in ["unsatisfiable", "ambiguous"] {
            #expect(findings.contains("\"kind\":\"\(kind)\""), "seed \(seed): the random screens have \(kind) layouts")
        }
    }

    @Test func usageErrorsExit64() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", labelCellDocument)).status == 0)
        let cases: [([String], String)] = [
            (["--shard", "0/3"], "shard '0/3' does not exist: shards of 3 are 1/3 to 3/3"),
            (["--shard", "4/3"], "shard '4/3' does not exist: shards of 3 are 1/3 to 3/3"),
            (["--shard", "1/0"], "a check has at least 1 shard (found '1/0')"),
            (["--shard", "two/3"], "expected K/N, the K-th of N shards, such as 1/8 (found 'two/3')"),
            (["--shard", "1/3/5"], "expected K/N, the K-th of N shards, such as 1/8 (found '1/3/5')"),
            (["--shard", "+1/3"], "expected K/N, the K-th of N shards, such as 1/8 (found '+1/3')"),
            (["--jobs", "0"], "expected a number of threads, 1 or more (found '0')"),
            (["--jobs", "many"], "expected a number of threads, 1 or more (found 'many')"),
        ]
        for (arguments, message) in cases {
            let result = try Self.check(scratch, arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout == "")
        }
        let merged = try Self.check(scratch, ["--merge", try scratch.file("a.json", ""), "--device", "iPhone 8"])
        #expect(merged.status == 64)
        #expect(merged.stderr == "layout: error: --merge reads the shards' outputs and checks nothing itself: "
                + "give it no --device (the shards were run with what they were given)\n")
    }

    @Test func mergeSaysWhatIsWrongWithItsFiles() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", labelCellDocument)).status == 0)
        let first = try Self.check(scratch, ["--shard", "1/3", "--json"])
        let second = try Self.check(scratch, ["--shard", "2/3", "--json"])
        let third = try Self.check(scratch, ["--shard", "3/3", "--json"])
        let other = try Self.check(scratch, ["--shard", "3/3", "--json", "--device", "iPhone 8"])
        let a = try scratch.file("a.json", first.stdout)
        let b = try scratch.file("b.json", second.stdout)
        let c = try scratch.file("c.json", third.stdout)
        let d = try scratch.file("d.json", other.stdout)
        let cut = try scratch.file("cut.json", String(third.stdout.split(separator: "\n").dropLast().joined(separator: "\n")))
        let garbage = try scratch.file("garbage.json", "{\"screen\":1}\n" + (third.stdout.split(separator: "\n").last ?? "") + "\n")
        let cases: [([String], String)] = [
            ([a, b], "layout: error: missing shard 3/3 (given: '\(a)', '\(b)')\n"),
            ([a, b, c, b], "layout: error: shard 2/3 is given twice: '\(b)' and '\(b)'\n"),
            ([a, b, d], "layout: error: '\(d)' is a shard of another check than '\(a)': --device is iPhone 8 in '\(d)' "),
            ([a, b, cut], "layout: error: '\(cut)' does not end with a shard's summary line: it is not the whole output of "
                + "'layout check --shard K/N --json' (an interrupted shard, or a run without --shard? A whole check is "
                + "shard 1/1)\n"),
            ([a, b, garbage], "layout: error: '\(garbage)', line 1: not a finding of 'layout check --shard K/N --json' "),
            ([a, b, scratch.directory.appendingPathComponent("none.json").path],
             "layout: error: cannot read '\(scratch.directory.appendingPathComponent("none.json").path)'\n"),
        ]
        for (files, message) in cases {
            let result = try Self.check(scratch, ["--merge"] + files)
            #expect(result.status == 1, "\(files): \(result)")
            #expect(result.stderr.hasPrefix(message), "\(files): \(result.stderr)")
            #expect(result.stdout == "")
        }
        #expect(try Self.check(scratch, ["--merge", a, b, c]).status == 3, "the labels are ambiguous at a device's height")
    }

    @Test(arguments: ["1", "3"]) func interruptedCheckWithThreadsSaysWhatItCompleted(jobs: String) throws {
        let scratch = try Scratch()
        let values = (1...100).map(String.init).joined(separator: ", ")
        let document = """
            { "layoutDocument": 1, "screens": [
              { "name": "small", "root": "root", "views": [{ "name": "root" }] },
              { "name": "many", "root": "root", "views": [{ "name": "root" },
                { "name": "a", "superview": "root", "when": { "n": [\(values)] } }],
                "constraints": [{ "id": "edges", "visualFormat": "H:|-[a]-|" }, { "id": "v", "visualFormat": "V:|-[a]-|" }] }
            ] }
            """
        #expect(try scratch.layout("import", try scratch.file("many.json", document)).status == 0)
        let perContent = try catalogueSize() * 2
        let pauseAt = perContent + 5
        let running = try RunningLayout(["--db", scratch.database, "check", "--jobs", jobs],
                                        environment: ["LAYOUT_TEST_CHECK_PAUSE_AFTER": "\(pauseAt)"])
        let pause = "layout: test pause after \(pauseAt) layouts\n"
        #expect(running.waitUntil(timeout: 60) { running.standardErrorSoFar == pause }, "the check is held")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stderr == pause + "layout: interrupted; checked 1 of 2 screens completely "
                + "(\(pauseAt) of \(perContent * 101) layouts), with 0 problems listed above\n")
    }

    /// Each screen is printed as soon as it is checked: while the check is held
    /// in the second screen, the first one's problems are on stdout (serially,
    /// the one thread printed them before it went on; with threads, the
    /// calling thread prints while the others are held).
    @Test(arguments: ["1", "2"]) func aCheckPrintsEachScreenOnceItIsChecked(jobs: String) throws {
        let scratch = try Scratch()
        let values = (1...100).map(String.init).joined(separator: ", ")
        let document = """
            { "layoutDocument": 1, "screens": [
              { "name": "narrow", "root": "root", "views": [{ "name": "root" }, { "name": "a", "superview": "root" }],
                "constraints": [{ "id": "h", "visualFormat": "H:|[a(10)]|" }, { "id": "v", "visualFormat": "V:|[a]|" }] },
              { "name": "many", "root": "root", "views": [{ "name": "root" },
                { "name": "a", "superview": "root", "when": { "n": [\(values)] } }],
                "constraints": [{ "id": "edges", "visualFormat": "H:|-[a]-|" }, { "id": "v", "visualFormat": "V:|-[a]-|" }] }
            ] }
            """
        #expect(try scratch.layout("import", try scratch.file("narrow.json", document)).status == 0)
        // What the first screen prints checked alone, and how many problems it has.
        let alone = try Self.check(scratch, ["narrow", "--jobs", "1"])
        #expect(alone.status == 3, "a 10-point wide view spans no device")
        let summary = try #require(alone.stderr.wholeMatch(of: #/checked \d+ layouts of 1 screen: (\d+) problems?\n/#))
        let problems = try #require(Int(summary.1))
        let perContent = try catalogueSize() * 2
        let pauseAt = perContent + 5
        let running = try RunningLayout(["--db", scratch.database, "check", "--jobs", jobs],
                                        environment: ["LAYOUT_TEST_CHECK_PAUSE_AFTER": "\(pauseAt)"])
        let pause = "layout: test pause after \(pauseAt) layouts\n"
        #expect(running.waitUntil(timeout: 60) {
            running.standardErrorSoFar == pause && running.standardOutputSoFar == alone.stdout
        }, "held in the second screen with the first one printed")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stdout == alone.stdout)
        #expect(result.stderr == pause + "layout: interrupted; checked 1 of 2 screens completely "
                + "(\(pauseAt) of \(perContent * 101) layouts), with \(counted(problems, "problem")) listed above\n")
    }
}
