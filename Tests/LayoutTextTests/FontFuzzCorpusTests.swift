import Foundation
import LayoutText
import Testing

/// The font fuzz target's seed corpus (and any crash input kept there) as an ordinary test:
/// each input reads as a font that measures text, or is a FontError naming a table.
@Suite struct FontFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/font")

    @Test func everyCorpusInputReadsOrIsAnError() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        var read = 0
        for file in files {
            do {
                let font = try OpenTypeReader.read(Array(try Data(contentsOf: file)))
                read += 1
                let measurement = TextMeasurer(fonts: [font]).measure("AV To", font: .named(font.postScriptName, size: 17), numberOfLines: 0, width: 40)
                #expect(measurement.fallbackFontName == nil && measurement.width > 0, "\(file.lastPathComponent)")
            } catch let error as FontError {
                #expect(!error.table.isEmpty, "\(file.lastPathComponent)")
            }
        }
        #expect(read >= 3, "the corpus holds real fonts (GPOS, kern, extension lookups)")
        #expect(files.count > read, "and broken ones")
    }
}
