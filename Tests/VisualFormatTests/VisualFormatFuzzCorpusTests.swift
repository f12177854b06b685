import Foundation
import LayoutCore
import Testing
import VisualFormat

/// The visual format fuzz target's seed corpus (and any crash input kept
/// there) as an ordinary test, with the checks of `VisualFormatFuzzTests`.
@Suite struct VisualFormatFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/vfl")

    @Test func everyCorpusInputParsesOrPointsAtItsFault() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 5)
        for file in files {
            let format = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            for options in [[], [VisualFormatOption.alignAllTop]] {
                VisualFormatFuzzTests.check(format, options: options)
            }
        }
    }
}
