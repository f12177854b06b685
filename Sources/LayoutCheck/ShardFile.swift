import Foundation
import LayoutCore
import LayoutModel

/// The `--json` output of `layout check --shard K/N`, written and read back by
/// one reader for `check --merge` and `report --from`: the shard's findings,
/// each with two more fields than a whole run prints (`problem`, the one-line
/// problem they are grouped by, and `layouts`, the run's number of the layout
/// where each device was found), then one summary line (`Summary`) that names
/// the check and says which shard of it this is:
///
///     {"shard":2,"shards":8,"checked":819,"total":6552,"screens":["a","b"],"revisions":[3,1],
///      "devices":["iPhone 8", …],"findings":12}
///
/// The summary comes last, so an interrupted shard's output has none and cannot
/// be merged. Every value is checked against what a check can write (a device of
/// the catalogue, a layout number below the total, as many finding lines as the
/// summary counts), and line endings may be `\n` or `\r\n`.
public struct ShardFile: Sendable {
    public var path: String
    public var summary: Summary
    public var findings: [Finding]

    /// Reads a shard's output; the errors name the file and line.
    public init(path: String) throws(LayoutCheckError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutCheckError("cannot read '\(path)'")
        }
        try self.init(bytes: Array(data), path: path)
    }

    /// Reads a shard's output from its bytes (`path` names it in errors).
    public init(bytes: [UInt8], path: String) throws(LayoutCheckError) {
        self.path = path
        let lines = try Self.lines(of: bytes, path: path)
        guard let last = lines.last else {
            throw LayoutCheckError("'\(path)' is empty: it is not the output of 'layout check --shard K/N --json'")
        }
        func bad(_ number: Int) -> (String) -> LayoutCheckError {
            { reason in LayoutCheckError("'\(path)', line \(number): \(reason)", line: number) }
        }
        guard Self.isSummary(last.text) else {
            throw LayoutCheckError("'\(path)' does not end with a shard's summary line: it is not the whole output of "
                                   + "'layout check --shard K/N --json' (an interrupted shard, or a run without --shard? "
                                   + "A whole check is shard 1/1)", line: last.number)
        }
        let summary: Summary
        do {
            summary = try JSONDecoder().decode(Summary.self, from: Data(last.text.utf8))
        } catch {
            throw bad(last.number)("the summary line cannot be read (\(Finding.reason(error)))")
        }
        try summary.validate(because: bad(last.number))
        self.summary = summary
        var findings: [Finding] = []
        for line in lines.dropLast() {
            if Self.isSummary(line.text) {
                throw bad(line.number)("a summary line before the last line: more than one shard's output in one file")
            }
            let finding: Finding
            do {
                finding = try Finding(json: line.text, shard: true)
            } catch {
                throw bad(line.number)("not a finding of 'layout check --shard K/N --json' (\(error.reason))")
            }
            if let problem = summary.problem(with: finding) { throw bad(line.number)(problem) }
            findings.append(finding)
        }
        if let count = summary.findings, count != findings.count {
            throw LayoutCheckError("'\(path)' has \(findings.count) finding line\(findings.count == 1 ? "" : "s") and its "
                                   + "summary line says \(count): a line was lost or added", line: last.number)
        }
        self.findings = findings
    }

    /// The lines that are not blank, numbered from 1, each without its `\r\n` or `\n`;
    /// text that is not UTF-8 is an error at its line.
    private static func lines(of bytes: [UInt8], path: String) throws(LayoutCheckError) -> [(number: Int, text: String)] {
        var lines: [(number: Int, text: String)] = []
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = raw.last == 0x0D ? raw.dropLast() : raw
            guard let text = String(validating: line, as: UTF8.self) else {
                throw LayoutCheckError("'\(path)', line \(index + 1): not UTF-8 text", line: index + 1)
            }
            if !text.allSatisfy(\.isWhitespace) { lines.append((index + 1, text)) }
        }
        return lines
    }

    /// Whether `line` is meant as a summary line: a JSON object with a "shard" field.
    static func isSummary(_ line: String) -> Bool {
        (try? JSONDecoder().decode(SummaryProbe.self, from: Data(line.utf8)))?.isSummary == true
    }

    /// A JSON object, and whether it has a "shard" field (whatever its value).
    private struct SummaryProbe: Decodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var isSummary: Bool

        init(from decoder: any Decoder) throws {
            isSummary = try decoder.container(keyedBy: Key.self).contains(Key(stringValue: "shard"))
        }
    }
}
