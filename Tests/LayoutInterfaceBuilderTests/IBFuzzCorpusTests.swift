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

    /// The input's lines, split at line feeds only (as the tests find their markers).
    static func lines(_ data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The number, from 1, of the first of those lines holding `marker`.
    static func line(of marker: String, in data: Data) -> Int? {
        lines(data).firstIndex { $0.contains(marker) }.map { $0 + 1 }
    }

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
        let error = try #require(Self.error(crash, file: "crash.storyboard"))
        #expect(error.message == "not UTF-8 text: byte 0xDA at offset \(offset) is not valid UTF-8")
        #expect(error.line == 1 && error.column == offset + 1)  // the bytes before it on line 1 are ASCII
        let multiline = Array("<document>\n<a/>\n<b".utf8) + [0xFF] + Array("/>\n</document>".utf8)
        let second = try #require(Self.error(Data(multiline), file: "x.xib"))
        #expect(second.message == "not UTF-8 text: byte 0xFF at offset 18 is not valid UTF-8")
        #expect(second.line == 3 && second.column == 3)
    }

    static func error(_ data: Data, file: String) -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderImporter.read(data, file: file)
            return nil
        } catch {
            return error
        }
    }

    /// The fuzz target's second find: a constraint id with '#' was read, and its document's JSON could not be read back.
    @Test func aConstraintIDTheFormatRefusesIsAnErrorAtItsLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-hash-in-constraint-id.xib"))
        let line = try #require(Self.line(of: "id=\"W#d5-nz-pnX\"", in: crash))
        #expect(throws: InterfaceBuilderError(
            file: "crash.xib", line: line,
            message: "constraint id 'W#d5-nz-pnX' must be non-empty, without spaces or '#' ('#' numbers a format's constraints)")) {
            try InterfaceBuilderImporter.read(crash, file: "crash.xib")
        }
    }

    /// The fuzz target's third find: FoundationXML's parser crashed inside
    /// libxml2 on processing instructions followed by NUL or control bytes.
    /// The reader is now our own (XMLReader): a processing instruction is read
    /// and dropped as XML says, and those bytes are refused at their line and column.
    @Test func formerLibxml2CrashesAreErrorsAtTheirLineAndColumn() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-processing-instruction.xib"))
        let nul = try #require(Self.error(crash, file: "crash.xib"))
        #expect(nul.message == "not an XML document: a NUL byte (U+0000), which XML does not allow")
        #expect(nul.line == 2 && nul.column == 2)  // "<?x?>\n<" then NUL
        #expect(nul.description.hasSuffix("\n  <\u{2400}\u{2400}\u{241A}\u{2400}\n   ^"))  // shown as Control Pictures
        // Inside a comment `<?` is comment text, and a processing instruction
        // in content is dropped: the file reads as XML and fails only as IB.
        let instruction = try Data(contentsOf: Self.corpus.appendingPathComponent("processing-instruction.xib"))
        let notIB = try #require(Self.error(instruction, file: "p.xib"))
        #expect(notIB.line == 2 && notIB.column == nil)
        #expect(notIB.message.hasPrefix("not an iOS Interface Builder document"))
        for name in ["crash-processing-instruction-named-xml.xib", "crash-processing-instruction-after-open-comment.xib",
                     "crash-unterminated-declaration.xib"] {
            let bytes = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let error = try #require(Self.error(bytes, file: name), "\(name)")
            #expect(error.message.hasPrefix("not an XML document: "), "\(error)")
            #expect(error.column != nil && (1...Self.lineCount(Array(bytes))).contains(error.line ?? 0), "\(error)")
        }
    }

    /// The fuzz target's fourth find (with its own XML reader): a carriage
    /// return inside a view's id became a space (XML normalises attribute
    /// values), and the view's autoresizing constraints, named after its id,
    /// got ids the document format refuses. Now an error at the view's line.
    @Test func aViewIDThatCannotNameConstraintsIsAnErrorAtItsLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-space-in-view-id.xib"))
        let line = try #require(Self.line(of: "id=\"s7f\r", in: crash))
        #expect(throws: InterfaceBuilderError(
            file: "crash.xib", line: line,
            message: "view id 's7f rk-sQl' cannot name its autoresizing constraints: an id must be without spaces or '#'")) {
            try InterfaceBuilderImporter.read(crash, file: "crash.xib")
        }
    }

    /// The fuzz target's fifth find: a label whose stored frame is -4 wide
    /// got an intrinsic width of -4, which the document format refuses. The
    /// reader now checks each screen with the store's validator and names the
    /// line of the element at fault; "not finite" numbers go the same way.
    /// Labels are now measured (the -4 disagrees with the measured width, so
    /// the stored width lends nothing): the find imports, and a switch, whose
    /// intrinsic size is still its stored frame, keeps the error at its line.
    @Test func whatTheValidatorRefusesIsAnErrorAtTheElementsLine() throws {
        let crash = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-negative-frame-width.xib"))
        #expect(Self.error(crash, file: "crash.xib") == nil)
        let switchSample = Data(IBSample.storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw1-00-001">
                <rect key="frame" x="10" y="20" width="-4" height="31"/>
            </switch>
            """).utf8)
        let error = try #require(Self.error(switchSample, file: "s.storyboard"))
        #expect(error.line == Self.line(of: "<switch", in: switchSample))
        #expect(error.message.hasSuffix("field 'intrinsicSize' must not be negative"), "\(error)")

        let sample = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001">
                <rect key="frame" x="10" y="20" width="100" height="50"/>
            </view>
            """, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="width" constant="nan" id="nan-00-001"/>
            """)
        let nan = try #require(Self.error(Data(sample.utf8), file: "n.storyboard"))
        let nanLine = try #require(Self.line(of: "nan-00-001", in: Data(sample.utf8)))
        #expect(nan.line == nanLine, "\(nan)")
        // Every number is read strictly (#35.4): the attribute is named, at the element's line.
        #expect(nan.message == "attribute 'constant' of <constraint> is not a decimal number: 'nan'", "\(nan)")

        // The sixth: a root view -3 high made a design the store's CHECK refused.
        let root = try Data(contentsOf: Self.corpus.appendingPathComponent("crash-negative-root-height.xib"))
        let rootError = try #require(Self.error(root, file: "r.xib"))
        let rootRect = try #require(Self.lines(root).firstIndex { $0.contains("height=\"-3\"") })
        #expect(rootError.line == rootRect, "the root element, on the line before its frame: \(rootError)")
        #expect(rootError.message.hasSuffix("field 'design' must not be negative"), "\(rootError)")
    }

    @Test func lineCountCountsEveryLineEnding() {
        #expect(Self.lineCount(Array("a".utf8)) == 1)
        #expect(Self.lineCount(Array("a\nb\r\nc\rd".utf8)) == 4)
        #expect(Self.lineCount(Array("a\n".utf8)) == 2)
    }
}
