import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import Testing

/// The IB fuzz target's seed corpus (and any crash input kept there) as an
/// ordinary test, with the target's checks: each input reads and its document
/// round-trips through JSON, or is an InterfaceBuilderError whose line is inside the input.
@Suite struct IBFuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/ib")

    /// Lines as XML counts them: LF, CR LF and a lone CR each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (index, byte) in bytes.enumerated()
        where byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
            lines += 1
        }
        return lines
    }

    @Test func everyCorpusInputReadsAndRoundTripsOrIsAnErrorInside() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        var read = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let document: LayoutDocument
            do throws(InterfaceBuilderError) {
                document = try InterfaceBuilderImporter.read(bytes, file: file.lastPathComponent).document
            } catch {
                #expect(error.file == file.lastPathComponent)
                if let line = error.line {
                    #expect((1...Self.lineCount(bytes)).contains(line), "\(file.lastPathComponent): \(error)")
                }
                continue
            }
            read += 1
            #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "encoded.json") == document,
                    "\(file.lastPathComponent)")
        }
        #expect(read >= 4, "the corpus holds readable documents, not only broken ones")
        #expect(files.count > read, "and broken ones")
    }

    /// The fuzz target's crash: an element name with an invalid UTF-8 byte made FoundationXML's parser trap.
    @Test func invalidUTF8IsAnErrorNamingTheByteAndItsLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-invalid-utf8-element-name.storyboard"))
        let offset = try #require(crash.firstIndex(of: 0xDA))
        #expect(throws: InterfaceBuilderError(
            file: "crash.storyboard", line: 1,
            message: "not UTF-8 text: byte 0xDA at offset \(offset) is not valid UTF-8")) {
            try InterfaceBuilderImporter.read(crash, file: "crash.storyboard")
        }
        let multiline = Array("<document>\n<a/>\n<b".utf8) + [0xFF] + Array("/>\n</document>".utf8)
        #expect(throws: InterfaceBuilderError(
            file: "x.xib", line: 3, message: "not UTF-8 text: byte 0xFF at offset 18 is not valid UTF-8")) {
            try InterfaceBuilderImporter.read(multiline, file: "x.xib")
        }
    }

    /// The fuzz target's second find: a constraint id with '#' was read, and its document's JSON could not be read back.
    @Test func aConstraintIDTheFormatRefusesIsAnErrorAtItsLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-hash-in-constraint-id.xib"))
        let lines = String(decoding: crash, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("id=\"W#d5-nz-pnX\"") }) + 1
        #expect(throws: InterfaceBuilderError(
            file: "crash.xib", line: line,
            message: "constraint id 'W#d5-nz-pnX' must be non-empty, without spaces or '#' ('#' numbers a format's constraints)")) {
            try InterfaceBuilderImporter.read(crash, file: "crash.xib")
        }
    }

    /// The fuzz target's third find: FoundationXML's parser crashed inside libxml2
    /// on a processing instruction (`<?x?>`) followed by NUL bytes. IB documents
    /// have neither, so both are refused before the parser sees them.
    @Test func processingInstructionsAndNULBytesAreErrorsAtTheirLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-processing-instruction.xib"))
        #expect(throws: InterfaceBuilderError(
            file: "crash.xib", line: 1, message: "not an Interface Builder document: a processing instruction at offset 0")) {
            try InterfaceBuilderImporter.read(crash, file: "crash.xib")
        }
        let instruction = try Data(contentsOf: Self.corpus.appendingPathComponent("processing-instruction.xib"))
        // Inside a comment too: libxml2 reaches the crash from an unterminated one.
        let text = String(decoding: instruction, as: UTF8.self)
        let offset = try #require(text.range(of: "<?comment")).lowerBound
        #expect(throws: InterfaceBuilderError(
            file: "p.xib", line: 3,
            message: "not an Interface Builder document: a processing instruction at offset \(text.utf8.distance(from: text.startIndex, to: offset))")) {
            try InterfaceBuilderImporter.read(instruction, file: "p.xib")
        }
        #expect(throws: InterfaceBuilderError(
            file: "d.xib", line: 1, message: "not an Interface Builder document: a processing instruction at offset 0")) {
            try InterfaceBuilderImporter.read(Data("<?xmler?>\n<dnt=pcetate".utf8), file: "d.xib")
        }
        let nul = Data("<?xml version=\"1.0\"?>\n<document>\n<a\u{0}/>\n</document>\n".utf8)
        #expect(throws: InterfaceBuilderError(
            file: "n.xib", line: 3, message: "not an Interface Builder document: a NUL byte at offset 35")) {
            try InterfaceBuilderImporter.read(nul, file: "n.xib")
        }
    }

    @Test func lineCountCountsEveryLineEnding() {
        #expect(Self.lineCount(Array("a".utf8)) == 1)
        #expect(Self.lineCount(Array("a\nb\r\nc\rd".utf8)) == 4)
        #expect(Self.lineCount(Array("a\n".utf8)) == 2)
    }
}
