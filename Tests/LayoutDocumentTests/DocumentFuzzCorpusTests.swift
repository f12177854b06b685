import Foundation
import LayoutDocument
import Testing

/// The JSON fuzz target's seed corpus (and any crash input kept there) as an
/// ordinary test: each input decodes and round-trips, or is a DocumentError.
@Suite struct DocumentFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/json")

    @Test func everyCorpusInputRoundTripsOrIsAnError() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        var decoded = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            guard let document = try? DocumentJSON.decode(bytes, file: file.lastPathComponent) else { continue }
            decoded += 1
            #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "encoded.json") == document,
                    "\(file.lastPathComponent)")
        }
        #expect(decoded >= 2, "the corpus holds valid documents, not only broken ones")
        #expect(files.count > decoded, "and broken ones")
    }
}
