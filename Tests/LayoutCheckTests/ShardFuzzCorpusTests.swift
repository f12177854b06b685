import Foundation
import LayoutCheck
import Testing

/// The `shard` fuzz target's seed corpus (and any crash input kept there) as an ordinary test:
/// each input reads, written back reads to the same text, and merges alone when it is a whole
/// check; or it is an error whose line, when it names one, is inside the input.
@Suite struct ShardFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/shard")

    /// The shard as `check --shard K/N --json` writes it.
    static func text(of file: ShardFile) -> String {
        file.findings.map { $0.json(shard: true) + "\n" }.joined() + file.summary.json + "\n"
    }

    @Test func everyCorpusInputReadsOrIsAnErrorInsideIt() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        var read = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            do {
                let file = try ShardFile(bytes: bytes, path: url.lastPathComponent)
                let written = Self.text(of: file)
                let again = try ShardFile(bytes: Array(written.utf8), path: "written.json")
                #expect(Self.text(of: again) == written, "\(url.lastPathComponent)")
                // Alone, a file merges exactly when it is a whole check (shard 1/1), as the fuzz target checks.
                let merged = try? ShardFile.merge([file])
                #expect((merged != nil) == (file.summary.shards == 1 && file.summary.checked == file.summary.total), "\(url.lastPathComponent)")
                read += 1
            } catch {
                let lines = bytes.filter { $0 == 0x0A }.count + 1
                #expect(error.line.map { (1...lines).contains($0) } ?? true, "\(url.lastPathComponent): \(error)")
            }
        }
        #expect(read >= 2 && files.count > read, "the corpus holds good and broken files")
    }
}
