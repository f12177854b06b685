import Foundation
import LayoutTranslation
import Testing

/// The `strings` fuzz target's seed corpus (and any crash input kept there) as an ordinary test:
/// each input parses, or is an error whose line is inside the input.
@Suite struct StringsFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/strings")

    @Test func everyCorpusInputParsesOrIsAnErrorInsideIt() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        var parsed = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            do {
                _ = try StringsFile(parsing: bytes, file: file.lastPathComponent)
                parsed += 1
            } catch {
                let lines = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
                #expect((1...max(1, lines)).contains(error.line ?? 0), "\(file.lastPathComponent): \(error)")
            }
        }
        #expect(parsed >= 2 && files.count > parsed, "the corpus holds good and broken files")
    }
}
