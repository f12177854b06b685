/// Reads the bytes of an XML 1.0 document into a tree of `XMLNode`s: elements
/// and their attributes, which is all an Interface Builder document says.
///
/// Why our own reader rather than FoundationXML's `XMLParser`: libxml2 under
/// `XMLParser` crashed on inputs the fuzz target found (a null string in its
/// processing-instruction path), and walling those inputs off before the
/// parser saw them kept finding new ones. This reader is a few hundred lines
/// of bounds-checked Swift that libFuzzer can explore whole, it needs no
/// shared library at start-up (libxml2 and its ICU cost every `layout`
/// process time in the dynamic loader), and its errors give line and column.
///
/// What it checks is XML 1.0 well-formedness (UTF-8 only): one top element,
/// matching tags, quoted attributes given once, names without namespace prefixes, `&` only in references, no
/// `<` in attribute values, comments without `--`, and only the characters
/// XML allows. Comments, CDATA, processing instructions and text are read and
/// dropped, but for the text of `<string>` elements (IB's long texts). A DOCTYPE is refused: IB documents have none, and without one no
/// entity can be declared, so no input can make this reader expand anything.
/// Nesting is read with an explicit stack and limited to `maximumDepth`.
struct XMLReader {
    private let bytes: [UInt8]
    private var index = 0
    private var lines = LineCounter()
    /// Shared by every element: the number attributes that did not read.
    private let numberFaults = IBNumberFaults()

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// How deep elements may nest. Interface Builder documents nest a few
    /// dozen deep (libxml2 refuses past 256 by default); the limit keeps
    /// freeing the tree, which recurses through `XMLNode`s, far from the stack's end.
    static let maximumDepth = 1000

    /// The document's top element.
    static func parse(_ bytes: [UInt8]) throws(XMLSyntaxError) -> XMLNode {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    // MARK: - Document

    /// document ::= BOM? XMLDecl? Misc* element Misc*
    private mutating func document() throws(XMLSyntaxError) -> XMLNode {
        try XMLCharacters.check(bytes)
        guard !bytes.isEmpty else { throw XMLSyntaxError(offset: 0, message: "not an XML document: the file is empty") }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if startsDeclaration() { try declaration() }
        var root: XMLNode?
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            if has("<!--") {
                try comment()
            } else if has("<?") {
                try processingInstruction()
            } else if has("<!DOCTYPE") {
                throw fail("a DOCTYPE declaration; Interface Builder documents have none")
            } else if bytes[index] != ascii("<") {
                throw fail(root == nil ? "text before the top element; expected '<'" : "text after the top element")
            } else if let root {
                throw fail("a second top element after <\(root.name)> (opened on line \(root.line)); a document has one")
            } else {
                root = try element()
            }
        }
        guard let root else { throw fail("no element, only comments and white space") }
        return root
    }

    /// The top element and everything inside it. Open elements are kept on a
    /// stack rather than in recursive calls, so nesting uses no call stack.
    private mutating func element() throws(XMLSyntaxError) -> XMLNode {
        let top = try startTag()
        guard !top.isEmpty else { return top.node }
        var open = [top.node]
        while let current = open.last {
            // The text of `<string>` elements (a long label text is stored so) is kept; other text is dropped.
            if let text = try characterData(keeping: current.name == "string") { current.appendText(text) }
            guard index < bytes.count else {
                throw XMLSyntaxError(
                    offset: bytes.count,
                    message: "not an XML document: the document ends inside <\(current.name)> (opened on line \(current.line)); truncated?")
            }
            if has("</") {
                try endTag(of: current)
                open.removeLast()
            } else if has("<!--") {
                try comment()
            } else if has("<![CDATA[") {
                try cdata()
            } else if has("<?") {
                try processingInstruction()
            } else if has("<!") {
                throw fail("'<!' that starts neither a comment nor CDATA")
            } else {
                let child = try startTag()
                current.append(child.node)
                if !child.isEmpty {
                    guard open.count < Self.maximumDepth else {
                        throw XMLSyntaxError(offset: child.offset, message: "not an XML document: elements nested more than \(Self.maximumDepth) deep")
                    }
                    open.append(child.node)
                }
            }
        }
        return top.node
    }

    // MARK: - Tags

    /// STag or EmptyElemTag: `<name attribute="value" ...>` or `.../>`.
    private mutating func startTag() throws(XMLSyntaxError) -> (node: XMLNode, isEmpty: Bool, offset: Int) {
        let start = index
        let line = lines.line(at: start, in: bytes)
        index += 1  // '<'
        guard let name = try qualifiedName() else { throw fail("expected an element name after '<'") }
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            guard index < bytes.count else {
                throw XMLSyntaxError(offset: start, message: "not an XML document: the tag <\(name) is never closed with '>'")
            }
            if has("/>") {
                index += 2
                return (XMLNode(name: name, attributes: attributes, line: line, numberFaults: numberFaults), true, start)
            }
            if bytes[index] == ascii(">") {
                index += 1
                return (XMLNode(name: name, attributes: attributes, line: line, numberFaults: numberFaults), false, start)
            }
            guard spaced else { throw fail("expected white space, '>' or '/>' in the tag <\(name)") }
            let attributeStart = index
            guard let attribute = try qualifiedName() else { throw fail("expected an attribute name, '>' or '/>' in the tag <\(name)") }
            skipSpace()
            guard index < bytes.count, bytes[index] == ascii("=") else {
                throw fail("expected '=' after the attribute name '\(attribute)'")
            }
            index += 1
            skipSpace()
            let value = try attributeValue(named: attribute)
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw XMLSyntaxError(offset: attributeStart, message: "not an XML document: the attribute '\(attribute)' is given twice in <\(name)>")
            }
        }
    }

    /// ETag: `</name>`, which must close the element open at this point.
    private mutating func endTag(of open: XMLNode) throws(XMLSyntaxError) {
        let start = index
        index += 2
        guard let name = try qualifiedName() else { throw fail("expected an element name after '</'") }
        guard name == open.name else {
            throw XMLSyntaxError(offset: start, message: "not an XML document: </\(name)> closes <\(open.name)> (opened on line \(open.line))")
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == ascii(">") else { throw fail("expected '>' to end </\(name)") }
        index += 1
    }

    /// AttValue: quoted by `"` or `'`, references replaced, and each white-space
    /// character (a line break counting as one) replaced by a space, as XML normalises them.
    private mutating func attributeValue(named attribute: String) throws(XMLSyntaxError) -> String {
        guard index < bytes.count, bytes[index] == ascii("\"") || bytes[index] == ascii("'") else {
            throw fail("expected a quoted value after '\(attribute)='")
        }
        let quote = bytes[index]
        let opening = index
        index += 1
        let start = index
        var value: [UInt8]?  // only built when the value needs changing
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            switch byte {
            case ascii("<"):
                throw fail("'<' inside the value of the attribute '\(attribute)'; write '&lt;'")
            case ascii("&"):
                if value == nil { value = Array(bytes[start..<index]) }
                value?.append(contentsOf: try reference())
                continue
            case 0x09, 0x0A, 0x0D:
                if value == nil { value = Array(bytes[start..<index]) }
                value?.append(ascii(" "))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            default:
                value?.append(byte)
            }
            index += 1
        }
        guard index < bytes.count else {
            throw XMLSyntaxError(offset: opening, message: "not an XML document: the value of the attribute '\(attribute)' is never closed")
        }
        defer { index += 1 }
        return String(decoding: value ?? Array(bytes[start..<index]), as: UTF8.self)
    }

    // MARK: - Text, references and markup that is read and dropped

    /// CharData and references up to the next '<': dropped unless `keeping`
    /// (then returned, references resolved), but `&` must start a reference
    /// and `]]>` may not appear.
    private mutating func characterData(keeping: Bool = false) throws(XMLSyntaxError) -> String? {
        var kept: [UInt8] = []
        while index < bytes.count, bytes[index] != ascii("<") {
            if bytes[index] == ascii("&") {
                let character = try reference()
                if keeping { kept += character }
                continue
            }
            if bytes[index] == ascii(">"), index >= 2, bytes[index - 1] == ascii("]"), bytes[index - 2] == ascii("]") {
                throw XMLSyntaxError(offset: index - 2, message: "not an XML document: ']]>' in text, outside CDATA")
            }
            if keeping { kept.append(bytes[index]) }
            index += 1
        }
        return keeping && !kept.isEmpty ? String(decoding: kept, as: UTF8.self) : nil
    }

    /// Reference: `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`, `&#N;` or `&#xH;`,
    /// as the UTF-8 of the character it stands for. No other entity exists
    /// in a document without a DOCTYPE.
    private mutating func reference() throws(XMLSyntaxError) -> [UInt8] {
        let start = index
        index += 1  // '&'
        if index < bytes.count, bytes[index] == ascii("#") {
            index += 1
            let hex = index < bytes.count && bytes[index] == ascii("x")
            if hex { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < bytes.count, let digit = Self.digit(bytes[index], hex: hex) {
                value = min(value &* (hex ? 16 : 10) &+ digit, 0x110000)  // past the last character: refused below
                digits += 1
                index += 1
            }
            guard digits > 0, index < bytes.count, bytes[index] == ascii(";") else {
                throw XMLSyntaxError(offset: start, message: "not an XML document: a character reference must be '&#N;' or '&#xH;'")
            }
            index += 1
            guard XMLCharacters.allowed(value), let scalar = Unicode.Scalar(value) else {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                throw XMLSyntaxError(offset: start, message: "not an XML document: '\(text)' is not a character XML allows")
            }
            return Array(String(Character(scalar)).utf8)
        }
        guard let name = name(), index < bytes.count, bytes[index] == ascii(";") else {
            throw XMLSyntaxError(offset: start, message: "not an XML document: '&' must start a reference such as '&amp;'")
        }
        index += 1
        switch name {
        case "lt": return [ascii("<")]
        case "gt": return [ascii(">")]
        case "amp": return [ascii("&")]
        case "apos": return [ascii("'")]
        case "quot": return [ascii("\"")]
        default: throw XMLSyntaxError(offset: start, message: "not an XML document: unknown entity '&\(name);'")
        }
    }

    /// Comment: `<!--` text without `--` `-->`.
    private mutating func comment() throws(XMLSyntaxError) {
        let start = index
        index += 4
        while index + 1 < bytes.count {
            if bytes[index] == ascii("-"), bytes[index + 1] == ascii("-") {
                guard index + 2 < bytes.count, bytes[index + 2] == ascii(">") else {
                    throw fail("'--' inside a comment; a comment ends at '-->'")
                }
                index += 3
                return
            }
            index += 1
        }
        throw XMLSyntaxError(offset: start, message: "not an XML document: a comment that is never closed with '-->'")
    }

    /// CDSect: `<![CDATA[` anything `]]>`.
    private mutating func cdata() throws(XMLSyntaxError) {
        let start = index
        index += 9
        guard let end = find("]]>") else {
            throw XMLSyntaxError(offset: start, message: "not an XML document: a CDATA section that is never closed with ']]>'")
        }
        index = end + 3
    }

    /// PI: `<?target ...?>`, where the target is not `xml` in any case.
    private mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = index
        index += 2
        guard let target = name() else { throw fail("expected a processing-instruction target after '<?'") }
        if target.lowercased() == "xml" {
            throw XMLSyntaxError(offset: start, message: "not an XML document: an XML declaration is only allowed at the very start")
        }
        if has("?>") {
            index += 2
            return
        }
        guard skipSpace() else { throw fail("expected white space or '?>' after '<?\(target)'") }
        guard let end = find("?>") else {
            throw XMLSyntaxError(offset: start, message: "not an XML document: a processing instruction that is never closed with '?>'")
        }
        index = end + 2
    }

    // MARK: - The XML declaration

    /// Whether the document starts with `<?xml` and white space (`<?xmlfoo` is a processing instruction).
    private func startsDeclaration() -> Bool {
        has("<?xml") && index + 5 < bytes.count && Self.isSpace(bytes[index + 5])
    }

    /// XMLDecl: `<?xml version="1.x" encoding="UTF-8" standalone="yes|no"?>`,
    /// encoding and standalone optional, in that order.
    private mutating func declaration() throws(XMLSyntaxError) {
        index += 5
        let order = ["version", "encoding", "standalone"]
        var given: [Int] = []  // positions in `order`, increasing
        while true {
            let spaced = skipSpace()
            if has("?>") {
                index += 2
                break
            }
            let nameStart = index
            guard spaced, let name = name() else { throw fail("expected 'version', 'encoding', 'standalone' or '?>' in the XML declaration") }
            guard let position = order.firstIndex(of: name), position > given.last ?? -1 else {
                throw XMLSyntaxError(
                    offset: nameStart,
                    message: "not an XML document: '\(name)' is out of place in the XML declaration (version, encoding, standalone, in that order)")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == ascii("=") else { throw fail("expected '=' after '\(name)'") }
            index += 1
            skipSpace()
            let valueStart = index
            let value = try attributeValue(named: name)
            let valid = switch name {
            case "version": value.hasPrefix("1.") && value.count > 2 && value.dropFirst(2).allSatisfy(\.isASCII) && value.dropFirst(2).allSatisfy(\.isNumber)
            case "encoding": ["utf-8", "utf8"].contains(value.lowercased())
            default: value == "yes" || value == "no"
            }
            guard valid else {
                let expected = switch name {
                case "version": "'1.0'"
                case "encoding": "'UTF-8' (Interface Builder writes UTF-8; this reader reads nothing else)"
                default: "'yes' or 'no'"
                }
                throw XMLSyntaxError(offset: valueStart, message: "not an XML document: \(name) '\(value)' in the XML declaration; expected \(expected)")
            }
            given.append(position)
        }
        guard given.first == 0 else {
            throw XMLSyntaxError(offset: 0, message: "not an XML document: the XML declaration has no version")
        }
    }

    // MARK: - Lexical pieces

    /// An element or attribute name: a Name without ':', which Namespaces in
    /// XML reserves for prefixes; IB documents declare none (libxml2 refuses
    /// undeclared ones). Nil, with nothing consumed, if no name starts here.
    private mutating func qualifiedName() throws(XMLSyntaxError) -> String? {
        let start = index
        guard let name = name() else { return nil }
        guard !name.utf8.contains(ascii(":")) else {
            throw XMLSyntaxError(
                offset: start,
                message: "not an XML document: the name '\(name)' has a namespace prefix; Interface Builder documents use no namespaces")
        }
        return name
    }

    /// Name: a NameStartChar, then NameChars; nil (and nothing consumed) if none starts here.
    private mutating func name() -> String? {
        let start = index
        var first = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                let ok = first ? XMLCharacters.isASCIINameStart(byte) : XMLCharacters.isASCIIName(byte)
                guard ok else { break }
                index += 1
            } else {
                let (scalar, length) = XMLCharacters.decode(bytes, at: index)
                guard first ? XMLCharacters.isNameStart(scalar) : XMLCharacters.isName(scalar) else { break }
                index += length
            }
            first = false
        }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    /// Skips S (space, tab, line feed, carriage return); whether any was there.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case ascii("0")...ascii("9"): UInt32(byte - ascii("0"))
        case ascii("a")...ascii("f") where hex: UInt32(byte - ascii("a") + 10)
        case ascii("A")...ascii("F") where hex: UInt32(byte - ascii("A") + 10)
        default: nil
        }
    }

    /// Whether `literal` (ASCII) starts at the current index.
    private func has(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The offset of the next `literal` at or after the index, if any.
    private func find(_ literal: StaticString) -> Int? {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        var start = index
        while start + count <= bytes.count {
            var offset = 0
            while offset < count, bytes[start + offset] == pointer[offset] { offset += 1 }
            if offset == count { return start }
            start += 1
        }
        return nil
    }

    private func fail(_ message: String) -> XMLSyntaxError {
        XMLSyntaxError(offset: min(index, bytes.count), message: "not an XML document: " + message)
    }
}

/// `UInt8(ascii:)`, short, for the reader's byte comparisons.
@inline(__always) private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

/// Why bytes are not a well-formed XML document, and the byte offset where that shows.
struct XMLSyntaxError: Error, Equatable {
    var offset: Int
    var message: String
}

/// Counts lines as XML does (LF, CR LF and a lone CR each end one) up to
/// offsets that only grow, so that giving every element its line costs one pass.
struct LineCounter {
    private var line = 1
    private var counted = 0

    mutating func line(at offset: Int, in bytes: [UInt8]) -> Int {
        while counted < offset, counted < bytes.count {
            let byte = bytes[counted]
            if byte == 0x0A || (byte == 0x0D && (counted + 1 == bytes.count || bytes[counted + 1] != 0x0A)) { line += 1 }
            counted += 1
        }
        return line
    }
}

extension XMLSyntaxError {
    /// The line (as `LineCounter` counts), the column (from 1, in Unicode
    /// scalars) and the text of the line where the error's offset falls.
    func position(in bytes: [UInt8]) -> (line: Int, column: Int, source: String) {
        let offset = min(max(offset, 0), bytes.count)
        var counter = LineCounter()
        let line = counter.line(at: offset, in: bytes)
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let column = bytes[start..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (line, column, String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
