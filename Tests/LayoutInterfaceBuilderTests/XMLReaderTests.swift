import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LayoutInterfaceBuilder
import Testing
import TestSupport

/// The IB reader's own XML reader, against the facts of XML 1.0 and against
/// FoundationXML's `XMLParser` (libxml2) as an independent oracle: on every
/// real fixture and on thousands of mutations of a small document, both
/// accept the same inputs and read the same elements, attributes and lines.
@Suite struct XMLReaderTests {
    /// An element as a comparable value: name, attributes, line and children.
    struct Tree: Equatable, CustomStringConvertible {
        var name: String
        var attributes: [String: String]
        var line: Int
        var children: [Tree]

        init(_ node: LayoutInterfaceBuilder.XMLNode) {
            name = node.name
            attributes = node.attributes
            line = node.line
            children = node.children.map(Tree.init)
        }

        init(name: String, attributes: [String: String], line: Int, children: [Tree] = []) {
            self.name = name
            self.attributes = attributes
            self.line = line
            self.children = children
        }

        /// The same tree with every line set to 0.
        var withoutLines: Tree {
            Tree(name: name, attributes: attributes, line: 0, children: children.map(\.withoutLines))
        }

        /// Whether each element's line is at or before `other`'s: a start tag
        /// that spans lines starts on the first (here) and ends on the last (libxml2).
        func startsAtOrBefore(_ other: Tree) -> Bool {
            line <= other.line && children.count == other.children.count
                && zip(children, other.children).allSatisfy { $0.startsAtOrBefore($1) }
        }

        var description: String {
            "<\(name) \(attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" }.joined(separator: " ")) @\(line)>"
                + children.map(\.description).joined() + "</\(name)>"
        }
    }

    /// The oracle: what libxml2 reads, or nil when it refuses the input.
    final class Oracle: NSObject, XMLParserDelegate {
        var stack: [Tree] = []
        var root: Tree?
        var failed = false

        static func read(_ bytes: [UInt8]) -> Tree? {
            let oracle = Oracle()
            let parser = XMLParser(data: Data(bytes))
            parser.shouldResolveExternalEntities = false
            parser.delegate = oracle
            // XMLParser calls the delegate on through some errors (a mismatched end
            // tag still ends the element), so any reported error refuses the input.
            guard parser.parse(), parser.parserError == nil, !oracle.failed else { return nil }
            return oracle.root
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(Tree(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }

    static func read(_ text: String) throws(XMLSyntaxError) -> Tree { Tree(try XMLReader.parse(Array(text.utf8))) }

    /// The error for `text`, with its line and column as the importer reports them.
    static func error(_ text: String) -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderImporter.read(Array(text.utf8), file: "t.xib")
            return nil
        } catch {
            return error
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder")

    @Test func readsElementsAttributesAndTheirLines() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!-- a comment -->
            <?editor keep this?>
            <document a="1" b='two' c="x &amp; y &lt;&gt; &quot;&apos; &#65;&#x42;&#x1F600;">
                text &amp; more <![CDATA[ <not an element> & ]]>
                <empty/><inner
                    d="line
            break\ttab"  ><deep e = "5"/></inner>
            </document>
            <!-- after -->

            """
        let tree = try Self.read(text)
        #expect(tree == Tree(name: "document", attributes: ["a": "1", "b": "two", "c": "x & y <> \"' AB\u{1F600}"], line: 4, children: [
            Tree(name: "empty", attributes: [:], line: 6),
            Tree(name: "inner", attributes: ["d": "line break tab"], line: 6, children: [
                Tree(name: "deep", attributes: ["e": "5"], line: 8),
            ]),
        ]))
        // libxml2 gives an element the line its start tag ends on.
        let oracle = try #require(Oracle.read(Array(text.utf8)))
        #expect(oracle.withoutLines == tree.withoutLines)
        #expect(tree.startsAtOrBefore(oracle) && oracle.children[1].line == 8)
    }

    @Test func linesEndAtLineFeedsCarriageReturnsAndBoth() throws {
        let tree = try Self.read("<a>\r\n<b/>\r<c/>\n<d/>\r\r\n<e/></a>")
        #expect(tree.children.map(\.line) == [2, 3, 4, 6])
    }

    @Test func realFixturesReadAsLibxml2ReadsThem() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { InterfaceBuilderImporter.handles(path: $0.path) }
        #expect(files.count >= 20)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let ours = Tree(try XMLReader.parse(bytes))
            #expect(Oracle.read(bytes) == ours, "\(file.lastPathComponent)")
        }
    }

    /// Thousands of small random edits of a document using every construct,
    /// from an alphabet of markup characters (no '?' and no NUL: the inputs
    /// that crash libxml2 under XMLParser need one of them). Both readers
    /// accept or refuse each alike, and read the same tree when they accept.
    @Test func mutationsAreReadAsLibxml2ReadsThem() throws {
        let base = Array("""
            <document type="x" a='1'>
              <!-- c --><view id="a&amp;b" t="&#65;"/>
              <v><![CDATA[ x ]]> text</v>
            </document>

            """.utf8)
        let alphabet = Array("<>/=\"'&;#!-[] \nabxAB:_.1é".utf8)
        var random = SplitMix64(seed: 7)
        var accepted = 0
        for round in 0..<3000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0x20, at: at)
                default: bytes[at] = alphabet.randomElement(using: &random) ?? 0x20
                }
            }
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            let ours = try? Tree(XMLReader.parse(bytes))
            let theirs = Oracle.read(bytes)
            let text = String(decoding: bytes, as: UTF8.self).debugDescription
            #expect(ours?.withoutLines == theirs?.withoutLines, "round \(round): \(text)")
            if let ours, let theirs { #expect(ours.startsAtOrBefore(theirs), "round \(round): \(text)") }
            if ours != nil { accepted += 1 }
        }
        #expect(accepted > 300, "the mutations keep many documents readable")
    }

    /// Each malformed input is refused at the character at fault: the line,
    /// the column (found from a marker in the text) and what is wrong.
    @Test(arguments: [
        ("<a>\n  <b x=\"1\" x=\"2\"/>\n</a>", "x=\"2\"", "the attribute 'x' is given twice in <b>", true),
        ("<a>\n<b></c>\n</a>", "</c>", "</c> closes <b> (opened on line 2)", true),
        ("<a>\n<b x=\"1<\"/></a>", "<\"/>", "'<' inside the value of the attribute 'x'; write '&lt;'", true),
        ("<a>\n<b x=1/></a>", "1/>", "expected a quoted value after 'x='", true),
        ("<a>\n<b x\"1\"/></a>", "\"1\"/>", "expected '=' after the attribute name 'x'", true),
        ("<a>\n<b x=\"1\"y=\"2\"/></a>", "y=", "expected white space, '>' or '/>' in the tag <b", true),
        ("<a>\n  &nbsp;</a>", "&nbsp;", "unknown entity '&nbsp;'", true),
        ("<a>\n  & </a>", "& ", "'&' must start a reference such as '&amp;'", true),
        ("<a>\n  <b t=\"&#0;\"/></a>", "&#0;", "'&#0;' is not a character XML allows", true),
        ("<a>\n  <!-- a -- b --></a>", "-- b", "'--' inside a comment; a comment ends at '-->'", true),
        ("<a>\n  <!-- never closed </a>", "<!--", "a comment that is never closed with '-->'", true),
        ("<a>\n  ]]> </a>", "]]>", "']]>' in text, outside CDATA", true),
        ("<a/>\n<b/>", "<b/>", "a second top element after <a> (opened on line 1); a document has one", true),
        ("<a/>\ntext", "text", "text after the top element", true),
        ("  text <a/>", "text", "text before the top element; expected '<'", true),
        ("<!DOCTYPE a [<!ENTITY x \"y\">]>\n<a/>", "<!DOCTYPE", "a DOCTYPE declaration; Interface Builder documents have none", false),
        ("<a>\n<?xml version=\"1.0\"?></a>", "<?xml", "an XML declaration is only allowed at the very start", true),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "\"ISO", "encoding 'ISO-8859-1' in the XML declaration; expected 'UTF-8' (Interface Builder writes UTF-8; this reader reads nothing else)", false),
        ("<?xml encoding=\"UTF-8\" version=\"1.0\"?><a/>", "version=", "'version' is out of place in the XML declaration (version, encoding, standalone, in that order)", true),
        ("<a>\n<b>\u{0}</b></a>", "\u{0}", "a NUL byte (U+0000), which XML does not allow", false),
        ("<a>\n<b>\u{7}</b></a>", "\u{7}", "the control character U+0007, which XML does not allow", true),
        ("<a>\n<1b/></a>", "1b", "expected an element name after '<'", true),
        ("<a>\n<b i:d=\"1\"/></a>", "i:d", "the name 'i:d' has a namespace prefix; Interface Builder documents use no namespaces", true),
        ("<a>\n<i:b/></a>", "i:b", "the name 'i:b' has a namespace prefix; Interface Builder documents use no namespaces", true),
        ("<a>\n<b/>\n", "", "the document ends inside <a> (opened on line 1); truncated?", true),
    ])
    func malformedInputIsRefusedAtTheCharacterAtFault(text: String, marker: String, message: String, libxml2Refuses: Bool) throws {
        let error = try #require(Self.error(text))
        let offset = marker.isEmpty ? text.endIndex : try #require(text.range(of: marker)).lowerBound
        let before = text[..<offset]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.unicodeScalars.count - (before.unicodeScalars.lastIndex(of: "\n").map { before.unicodeScalars.distance(from: before.unicodeScalars.startIndex, to: $0) + 1 } ?? 0) + 1
        #expect(error.message == "not an XML document: " + message)
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.file == "t.xib")
        // libxml2 refuses these as well; it reads a DOCTYPE and other encodings,
        // which IB never writes, and is not given NUL bytes (they crash it).
        if libxml2Refuses { #expect(Oracle.read(Array(text.utf8)) == nil, "libxml2 reads \(text.debugDescription)") }
    }

    @Test func anErrorShowsItsLineWithACaretUnderTheColumn() throws {
        let shown = "<view id=\"a\" id=\"b\"/>"
        let error = try #require(Self.error("<document>\n        \(shown)\n</document>"))
        let caret = shown.distance(from: shown.startIndex, to: try #require(shown.range(of: "id=\"b\"")).lowerBound)
        #expect(error.description == """
            t.xib:2:\(8 + caret + 1): not an XML document: the attribute 'id' is given twice in <view>
              \(shown)
              \(String(repeating: " ", count: caret))^
            """)
        // A long line is cut around the column.
        let long = "<a " + (0..<40).map { "k\($0)=\"v\"" }.joined(separator: " ") + " k3=\"again\"/>"
        let cut = try #require(Self.error(long)).description.split(separator: "\n")
        #expect(cut.count == 3)
        #expect(cut[1].hasPrefix("  …") && cut[1].count <= 2 + 102)
        let cutCaret = cut[2].distance(from: cut[2].startIndex, to: try #require(cut[2].firstIndex(of: "^")))
        #expect(cut[1][cut[1].index(cut[1].startIndex, offsetBy: cutCaret)...].hasPrefix("k3=\"again\""))
    }

    @Test func nestingDeeperThanTheLimitIsRefusedAndTheLimitReads() throws {
        let depth = XMLReader.maximumDepth
        let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(throws: Never.self) { try Self.read(fits) }
        let deeper = String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
        #expect(Self.error(deeper)?.message == "not an XML document: elements nested more than \(depth) deep")
        #expect(Self.error(deeper)?.column == 3 * depth + 1)
    }

    @Test func processingInstructionsAreReadAndDroppedWhereXMLAllowsThem() throws {
        let text = "<?xml version=\"1.0\"?>\n<?a?>\n<document><?b data?><!-- <?c --><v/></document>\n<?d x?>"
        let tree = try Self.read(text)
        #expect(tree == Tree(name: "document", attributes: [:], line: 3, children: [Tree(name: "v", attributes: [:], line: 3)]))
        #expect(Self.error("<a><?b never closed</a>")?.message == "not an XML document: a processing instruction that is never closed with '?>'")
        #expect(Self.error("<?xml version=\"1.0\"?><?XmL x?><a/>")?.message == "not an XML document: an XML declaration is only allowed at the very start")
    }

    @Test func theFileMustBeUTF8() throws {
        let bytes = Array("<a>\n<b t=\"".utf8) + [0xC3, 0x28] + Array("\"/></a>".utf8)
        do {
            _ = try InterfaceBuilderImporter.read(bytes, file: "t.xib")
            Issue.record("read")
        } catch {
            #expect(error.message == "not UTF-8 text: byte 0xC3 at offset 10 is not valid UTF-8")
            #expect(error.line == 2 && error.column == 7)
        }
        #expect(Self.error("")?.message == "not an XML document: the file is empty")
    }
}
