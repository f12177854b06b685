import LayoutCheck
import Testing

/// `ShardFile`, the one reader of `check --merge` and `report --from`: every value of a shard
/// file is one a check can write, or an error naming the line; shards of one check merge, and
/// shards of two checks are refused naming what differs.
@Suite struct ShardFileReadingTests {
    /// A summary line of a whole check of screen `a` on the iPhone 8 with no finding, `change`d.
    static func summary(_ change: (inout [String: String]) -> Void = { _ in }) -> String {
        var fields = ["shard": "1", "shards": "1", "checked": "2", "total": "2", "screens": #"["a"]"#, "revisions": "[1]",
                      "devices": #"["iPhone 8"]"#, "findings": "0"]
        change(&fields)
        return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    static func read(_ text: String, path: String = "s.json") throws(LayoutCheckError) -> ShardFile {
        try ShardFile(bytes: Array(text.utf8), path: path)
    }

    /// A finding line of screen `a` on the iPhone 8 at layout `layout`.
    static func finding(layout: Int = 0, device: String = "iPhone 8") -> String {
        #"{"screen":"a","kind":"ambiguous","orientation":"portrait","content":{},"devices":[""# + device
            + #""],"view":"v","attributes":["height"],"advice":[],"problem":"ambiguous: v (height)","layouts":["#
            + "\(layout)]}"
    }

    @Test func aWrittenSummaryReadsBack() throws {
        var summary = ShardFile.Summary(shard: 2, shards: 3, checked: 5, total: 14, screens: ["a", "b"],
                                        devices: ["iPhone 8", "iPhone 15"], size: nil)
        summary.revisions = [3, 1]
        summary.inputs = 4
        summary.keyboard = 336
        summary.content = ["images": "3"]
        summary.contentSizes = ["XS", "AX5"]
        summary.languages = ["de", "double-length"]
        summary.findings = 0
        summary.design = true
        #expect(try Self.read(summary.json + "\n").summary == summary)
    }

    @Test(arguments: [
        (["shards": "0"], "'shards' is 0: a check has at least 1 shard"),
        (["shard": "5", "shards": "4"], "'shard' is 5: shards of 4 are 1 to 4"),
        (["checked": "3"], "'checked' is 3 and 'total' 2: a shard checks 0 to 'total' layouts"),
        (["revisions": "[1,2]"], "2 'revisions' for 1 'screens'"),
        (["revisions": "[0]"], "screen 'a' has revision 0: revisions start at 1"),
        (["screens": #"["a","a"]"#, "revisions": "[1,1]"], "screen 'a' is listed twice"),
        (["devices": #"["iPhone 99"]"#], "device 'iPhone 99' is not in this version's catalogue ('layout devices')"),
        (["size": #""320x480""#], "both 'devices' and 'size'"),
        (["keyboard": "-5"], "'keyboard' is -5: a keyboard's height is 0 or more"),
        (["contentSizes": #"["XXL9"]"#], "unknown content size 'XXL9'"),
        (["languages": #"["de de"]"#], "'de de' is not a language code"),
        (["findings": "-1"], "'findings' is -1"),
        (["inputs": "-2"], "'inputs' is -2: the fonts' and translations' generation is 0 or more"),
        (["checked": #""x""#], "the summary line cannot be read (field 'checked': "),
    ])
    func summaryValuesThatCannotBeAreRefusedAtTheirLine(fields: [String: String], message: String) throws {
        let replaced = Self.summary { $0.merge(fields) { _, new in new } }
        let error = #expect(throws: LayoutCheckError.self) { try Self.read("\n" + replaced + "\n") }
        #expect(error?.message.hasPrefix("'s.json', line 2: " + message) == true, "\(error?.message ?? "")")
        #expect(error?.line == 2)
    }

    @Test func anOlderWritersSummaryIsRefusedSayingSo() throws {
        let error = #expect(throws: LayoutCheckError.self) {
            try Self.read(Self.summary { $0["revisions"] = nil } + "\n")
        }
        #expect(error?.message == "'s.json', line 1: no 'revisions': written by an older 'layout'; run every shard and "
                + "the merge with one version")
    }

    @Test func linesEndingInCRLFReadAsLF() throws {
        let text = Self.finding() + "\n" + Self.summary { $0["findings"] = "1" } + "\n"
        let lf = try Self.read(text)
        let crlf = try Self.read(text.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.findings == lf.findings && crlf.summary == lf.summary && lf.findings.count == 1)
    }

    @Test func fileShapesThatNoShardWritesAreRefused() throws {
        let summary = Self.summary()
        let cases: [(String, String, Int?)] = [
            ("", "'s.json' is empty: it is not the output of 'layout check --shard K/N --json'", nil),
            (summary + "\n" + summary + "\n",
             "'s.json', line 1: a summary line before the last line: more than one shard's output in one file", 1),
            (Self.finding() + "\n" + summary + "\n",
             "'s.json' has 1 finding line and its summary line says 0: a line was lost or added", 2),
            (Self.finding(layout: 2) + "\n" + Self.summary { $0["findings"] = "1" } + "\n",
             "'s.json', line 1: layout 2: the check has layouts 0 to 1", 1),
            (Self.finding(device: "iPhone 15") + "\n" + Self.summary { $0["findings"] = "1" } + "\n",
             "'s.json', line 1: device 'iPhone 15', which the check did not solve on (the summary line lists 'iPhone 8')", 1),
        ]
        for (text, message, line) in cases {
            let error = #expect(throws: LayoutCheckError.self) { try Self.read(text) }
            #expect(error?.message == message)
            #expect(error?.line == line, "\(message)")
        }
        let bytes: [UInt8] = Array((summary + "\n").utf8) + [0x7B, 0xFF, 0x0A]
        let error = #expect(throws: LayoutCheckError.self) { try ShardFile(bytes: bytes, path: "s.json") }
        #expect(error?.message == "'s.json', line 2: not UTF-8 text")
    }

    /// A file's claims are checked, not trusted: a trillion shards, or counts whose sum overflows.
    @Test func hugeClaimsAreRefusedWithoutLoopingOrTrapping() throws {
        let trillion = try Self.read(Self.summary { $0["shards"] = "1000000000000" } + "\n")
        let missing = #expect(throws: LayoutCheckError.self) { try ShardFile.merge([trillion]) }
        #expect(missing?.message == "missing " + (2...9).map { "shard \($0)/1000000000000" }.joined(separator: ", ")
                + ", … (given: 's.json')")
        let most = Int.max
        let first = try Self.read(Self.summary { $0["shards"] = "2"; $0["checked"] = "\(most)"; $0["total"] = "\(most)" } + "\n",
                                  path: "1.json")
        let second = try Self.read(Self.summary { $0["shard"] = "2"; $0["shards"] = "2"; $0["checked"] = "\(most)"; $0["total"] = "\(most)" } + "\n",
                                   path: "2.json")
        let overflow = #expect(throws: LayoutCheckError.self) { try ShardFile.merge([first, second]) }
        #expect(overflow?.message == "the shards checked more layouts than the check has (\(most)): not the outputs of one check")
    }

    /// Every field that names the check, changed alone, is named as the difference with both values.
    @Test func shardsOfTwoChecksAreRefusedNamingEachDifference() throws {
        let base = try Self.read(Self.summary { $0["shards"] = "2"; $0["checked"] = "1" } + "\n", path: "1.json")
        let cases: [((inout [String: String]) -> Void, String)] = [
            ({ $0["revisions"] = "[2]" }, "the revision of screen 'a' is 2 in '2.json' and 1 in '1.json'"),
            ({ $0["screens"] = #"["b"]"# }, "the list of screens is b in '2.json' and a in '1.json'"),
            ({ $0["devices"] = #"["iPhone 15"]"# }, "--device is iPhone 15 in '2.json' and iPhone 8 in '1.json'"),
            ({ $0["keyboard"] = "300" }, "--keyboard is 300 in '2.json' and 0 in '1.json'"),
            ({ $0["content"] = #"{"n":"2"}"# }, "--content is n=2 in '2.json' and none in '1.json'"),
            ({ $0["contentSizes"] = #"["XS"]"# }, "--content-size is XS in '2.json' and none in '1.json'"),
            ({ $0["languages"] = #"["ar"]"# }, "--language is ar in '2.json' and none in '1.json'"),
            ({ $0["design"] = "true" }, "--design is given in '2.json' and not given in '1.json'"),
            ({ $0["total"] = "3"; $0["checked"] = "2" }, "the number of layouts is 3 in '2.json' and 2 in '1.json'"),
        ]
        for (change, difference) in cases {
            let other = try Self.read(Self.summary { $0["shard"] = "2"; $0["shards"] = "2"; $0["checked"] = "1"; change(&$0) } + "\n",
                                      path: "2.json")
            let error = #expect(throws: LayoutCheckError.self) { try ShardFile.merge([base, other]) }
            #expect(error?.message == "'2.json' is a shard of another check than '1.json': " + difference)
        }
        let same = try Self.read(Self.summary { $0["shard"] = "2"; $0["shards"] = "2"; $0["checked"] = "1" } + "\n", path: "2.json")
        #expect(try ShardFile.merge([same, base]).summary.checked == 2)
    }
}
