import Foundation
import LayoutCore
import Testing

/// The notation fuzz target's seed corpus (and any crash input kept there) as
/// an ordinary test: each input parses, printing it parses back equal, or it
/// is an error that points inside the text.
@Suite struct NotationFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/notation")

    @Test func everyCorpusInputParsesBackOrPointsAtItsFault() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 5)
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            do {
                let equation = try ConstraintEquation(parsing: text)
                #expect(try ConstraintEquation(parsing: equation.description) == equation, "\(file.lastPathComponent)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.count, "\(file.lastPathComponent)")
                #expect(!error.message.isEmpty)
            }
        }
    }
}
