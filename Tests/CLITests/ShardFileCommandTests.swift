import Foundation
import LayoutModel
import Testing

/// The catalogue's device names, in its order.
private let catalogue = DeviceCatalog.devices.map(\.name)

/// Shard files (`check --shard K/N --json`) name the check they belong to, and
/// `check --merge` and `report --from` read them with one reader: both refuse
/// the same files with the same message, write nothing and leave the database
/// as it was (issue 35, points 2 and 3).
@Suite struct ShardFileCommandTests {
    /// A database with the label cell (ambiguous at every device's height: findings in every shard).
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", labelCellDocument)).status == 0)
        return scratch
    }

    /// `check --shard K/N --json` with `arguments`, written to a file: its path.
    private func shard(_ scratch: Scratch, _ k: Int, of n: Int, _ arguments: [String] = [], name: String? = nil) throws -> String {
        let result = try scratch.layout(["check", "--shard", "\(k)/\(n)", "--json"] + arguments)
        #expect([0, 3].contains(result.status), "\(result)")
        return try scratch.file(name ?? "shard-\(k)-\(n)\(arguments.joined()).json", result.stdout)
    }

    /// The shard files of one check of 3 shards.
    private func three(_ scratch: Scratch, _ arguments: [String] = []) throws -> [String] {
        try (1...3).map { try shard(scratch, $0, of: 3, arguments) }
    }

    /// `check --merge FILES` and `report --from FILES -o PAGE` both refuse with `message` (exit 1,
    /// nothing on stdout), no page is written, and every row of the database is as it was.
    private func bothRefuse(_ scratch: Scratch, _ files: [String], _ message: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try scratch.storedRows()
        let page = scratch.directory.appendingPathComponent("refused.html").path
        let merged = try scratch.layout(["check", "--merge"] + files)
        let reported = try scratch.layout(["report", "--from"] + files + ["-o", page])
        for result in [merged, reported] {
            #expect(result.status == 1, "\(result)", sourceLocation: sourceLocation)
            #expect(result.stdout == "", sourceLocation: sourceLocation)
            #expect(result.stderr == "layout: error: " + message + "\n", sourceLocation: sourceLocation)
        }
        #expect(scratch.bytes(page) == nil, "no page", sourceLocation: sourceLocation)
        #expect(try scratch.storedRows() == before, "the database is unchanged", sourceLocation: sourceLocation)
    }

    /// A file's text with its lines changed by `change` (lines without their newline).
    private func edited(_ scratch: Scratch, _ path: String, as name: String, _ change: (inout [String]) -> Void) throws -> String {
        var lines = String(decoding: try #require(scratch.bytes(path)), as: UTF8.self).split(separator: "\n").map(String.init)
        change(&lines)
        return try scratch.file(name, lines.map { $0 + "\n" }.joined())
    }

    @Test func missingDuplicateAndMixedShardsAreRefusedByBoth() throws {
        let scratch = try imported()
        let four = try (1...4).map { try shard(scratch, $0, of: 4) }
        try bothRefuse(scratch, Array(four.prefix(3)),
                       "missing shard 4/4 (given: '\(four[0])', '\(four[1])', '\(four[2])')")
        try bothRefuse(scratch, [four[0], four[0], four[1], four[2], four[3]],
                       "shard 1/4 is given twice: '\(four[0])' and '\(four[0])'")
        let three = try three(scratch)
        try bothRefuse(scratch, [three[0], three[1], four[2]],
                       "'\(four[2])' is a shard of another check than '\(three[0])': the number of shards is 4 in "
                       + "'\(four[2])' and 3 in '\(three[0])'")
    }

    /// Each flag that changes the work makes another check: named, with both values.
    @Test func shardsOfChecksWithOtherFlagsAreRefusedNamingTheFlag() throws {
        let scratch = try imported()
        let plain = try three(scratch)
        let cases: [([String], String, String, String)] = [
            (["--language", "double-length"], "--language", "double-length", "none"),
            (["--content-size", "XS"], "--content-size", "XS", "none"),
            (["--keyboard", "300"], "--keyboard", "300", "0"),
            (["--content", "mode=broken"], "--content", "mode=broken", "none"),
            (["--device", "iPhone 8"], "--device", "iPhone 8", catalogue.prefix(4).joined(separator: ", ")
                + ", … (\(catalogue.count))"),
        ]
        for (arguments, flag, here, there) in cases {
            let other = try shard(scratch, 3, of: 3, arguments)
            try bothRefuse(scratch, [plain[0], plain[1], other],
                           "'\(other)' is a shard of another check than '\(plain[0])': \(flag) is \(here) in '\(other)' "
                           + "and \(there) in '\(plain[0])'")
        }
    }

    /// A shard of the database one edit later is of another check: the screen's revision differs.
    @Test func shardsOfAnotherRevisionAreRefused() throws {
        let scratch = try imported()
        let first = try shard(scratch, 1, of: 2)
        #expect(try scratch.layout("metric", "set", "labelCell", "gap", "12").status == 0)
        let second = try shard(scratch, 2, of: 2)
        try bothRefuse(scratch, [first, second],
                       "'\(second)' is a shard of another check than '\(first)': the revision of screen 'labelCell' is 2 in "
                       + "'\(second)' and 1 in '\(first)'")
    }

    /// A shard checked after a font was stored is of another check, though no screen's revision
    /// changed: the fonts and translations are named by their generation.
    @Test func shardsOfOtherFontsOrTranslationsAreRefused() throws {
        let scratch = try imported()
        let first = try shard(scratch, 1, of: 2)
        #expect(try scratch.layout("font", "add", FontCommandTests.sansPath).status == 0)
        let second = try shard(scratch, 2, of: 2)
        try bothRefuse(scratch, [first, second],
                       "'\(second)' is a shard of another check than '\(first)': the generation of the stored fonts and "
                       + "translations is 1 in '\(second)' and 0 in '\(first)'")
    }

    /// Values that no check writes: a lost line, an unknown device, a layout past the end, a layouts field that is
    /// not a list, and no summary line.
    @Test func valuesThatCannotBeAreRefusedAtTheirLine() throws {
        let scratch = try imported()
        let files = try three(scratch)
        let lines = String(decoding: try #require(scratch.bytes(files[0])), as: UTF8.self).split(separator: "\n")
        let findings = lines.count - 1
        #expect(findings >= 2, "the first shard has findings")
        let totalMatch = try #require(lines.last?.firstMatch(of: #/"total":(\d+)/#))
        let total = try #require(Int(totalMatch.1))
        let device = try #require(lines[0].firstMatch(of: #/"devices":\["([^"]+)"/#)).1

        let lost = try edited(scratch, files[0], as: "lost.json") { $0.remove(at: 0) }
        try bothRefuse(scratch, [lost, files[1], files[2]],
                       "'\(lost)' has \(findings - 1) finding lines and its summary line says \(findings): a line was lost or added")
        let unknown = try edited(scratch, files[0], as: "unknown.json") { $0[0] = $0[0].replacingOccurrences(of: "\"\(device)\"", with: "\"iPhone 99\"") }
        try bothRefuse(scratch, [unknown, files[1], files[2]],
                       "'\(unknown)', line 1: device 'iPhone 99', which the check did not solve on (the summary line lists "
                       + catalogue.map { "'\($0)'" }.joined(separator: ", ") + ")")
        let catalogue = try edited(scratch, files[0], as: "catalogue.json") { lines in
            lines[lines.count - 1] = lines[lines.count - 1].replacingOccurrences(of: "\"\(device)\"", with: "\"iPhone 99\"")
        }
        try bothRefuse(scratch, [catalogue, files[1], files[2]],
                       "'\(catalogue)', line \(findings + 1): device 'iPhone 99' is not in this version's catalogue ('layout devices')")
        let far = try edited(scratch, files[0], as: "far.json") { $0[0] = $0[0].replacing(#/"layouts":\[\d+/#, with: "\"layouts\":[999999999") }
        try bothRefuse(scratch, [far, files[1], files[2]],
                       "'\(far)', line 1: layout 999999999: the check has layouts 0 to \(total - 1)")
        let text = try edited(scratch, files[0], as: "text.json") { $0[0] = $0[0].replacing(#/"layouts":\[[\d,]+\]/#, with: "\"layouts\":\"x\"") }
        let refusal = try scratch.layout("check", "--merge", text, files[1], files[2]).stderr
        let reason = try #require(refusal.firstMatch(of: #/line 1: not a finding of 'layout check --shard K/N --json' \(field 'layouts': [^\n]*\)\n/#))
        try bothRefuse(scratch, [text, files[1], files[2]], "'\(text)', " + reason.output.dropLast())
        let cut = try edited(scratch, files[0], as: "cut.json") { $0.removeLast() }
        try bothRefuse(scratch, [cut, files[1], files[2]],
                       "'\(cut)' does not end with a shard's summary line: it is not the whole output of 'layout check "
                       + "--shard K/N --json' (an interrupted shard, or a run without --shard? A whole check is shard 1/1)")
        let negative = try edited(scratch, files[0], as: "negative.json") { lines in
            lines[lines.count - 1] = lines[lines.count - 1].replacing(#/"checked":\d+/#, with: "\"checked\":-1")
        }
        try bothRefuse(scratch, [negative, files[1], files[2]],
                       "'\(negative)', line \(findings + 1): 'checked' is -1 and 'total' \(total): a shard checks 0 to 'total' layouts")
    }

    /// CRLF line endings (a file that went through Windows) read as the same shards.
    @Test func crlfShardsMergeAsTheirLFOriginals() throws {
        let scratch = try imported()
        let files = try three(scratch)
        let crlf = try files.enumerated().map { index, path in
            try scratch.file("crlf-\(index).json", String(decoding: try #require(scratch.bytes(path)), as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "\r\n"))
        }
        let original = try scratch.layout(["check", "--merge"] + files)
        let converted = try scratch.layout(["check", "--merge"] + crlf)
        #expect(original.status == 3)
        #expect(converted.stdout == original.stdout && converted.stderr == original.stderr && converted.status == 3)
        let page = scratch.directory.appendingPathComponent("crlf.html").path
        let report = try scratch.layout(["report", "--from"] + crlf + ["-o", page])
        #expect(report.status == 0, "\(report)")
        #expect(scratch.bytes(page) != nil)
    }

    /// A whole check is shard 1/1: `report --from` takes it; `check --json` without `--shard` has no summary line.
    @Test func aWholeCheckIsShardOneOfOne() throws {
        let scratch = try imported()
        let whole = try shard(scratch, 1, of: 1)
        let page = scratch.directory.appendingPathComponent("whole.html").path
        let report = try scratch.layout("report", "--from", whole, "-o", page)
        #expect(report.status == 0, "\(report)")
        let plain = try scratch.file("plain.json", try scratch.layout("check", "--json").stdout)
        try bothRefuse(scratch, [plain],
                       "'\(plain)' does not end with a shard's summary line: it is not the whole output of 'layout check "
                       + "--shard K/N --json' (an interrupted shard, or a run without --shard? A whole check is shard 1/1)")
    }

    /// `check --merge` takes no `--language` of its own, as it takes no other flag of the check.
    @Test func mergeTakesNoLanguage() throws {
        let scratch = try imported()
        let files = try three(scratch)
        let result = try scratch.layout(["check", "--merge"] + files + ["--language", "double-length"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("give it no --language"), "\(result.stderr)")
    }
}

