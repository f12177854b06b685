import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element with its attributes, children and the line it starts on.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [XMLNode] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLNode) { children.append(child) }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// `YES` / `NO` attributes.
    func flag(_ attribute: String) -> Bool? {
        guard let text = attributes[attribute] else { return nil }
        return text == "YES"
    }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XMLNode) throws -> Void) rethrows {
        var stack = children.reversed() as [XMLNode]
        while let node = stack.popLast() {
            try body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }
}

/// Reads XML into `XMLNode`s with FoundationXML's `XMLParser` (libxml2).
enum XMLTree {
    static func parse(_ data: Data, file: String) throws(InterfaceBuilderError) -> XMLNode {
        // IB writes UTF-8; FoundationXML's XMLParser traps on some invalid
        // UTF-8 in element names (found by the fuzz target), so it never sees any.
        if let offset = firstInvalidUTF8(data) {
            let line = data.prefix(offset).reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
            throw InterfaceBuilderError(file: file, line: line,
                                        message: "not UTF-8 text: byte 0x\(byte) at offset \(offset) is not valid UTF-8")
        }
        // FoundationXML's XMLParser also crashes (a null string in libxml2's
        // processing-instruction path, found by the fuzz target) on some input
        // with processing instructions or NUL bytes. IB documents have neither
        // (the `<?xml ...?>` declaration is not one), so refuse them first,
        // wherever they are.
        if let (offset, what) = firstUnexpectedMarkup(data) {
            let line = data.prefix(offset).reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            throw InterfaceBuilderError(file: file, line: line, message: "not an Interface Builder document: \(what)")
        }
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let parsed = parser.parse()
        guard parsed, builder.failure == nil, let root = builder.root else {
            let line = builder.failure?.line ?? parser.lineNumber
            let reason = builder.failure?.message ?? parser.parserError.map(describe) ?? "not well-formed XML"
            throw InterfaceBuilderError(file: file, line: line > 0 ? line : nil, message: "not an XML document: \(reason)")
        }
        return root
    }

    /// The first NUL byte or `<?` (a processing instruction) after the XML
    /// declaration, anywhere, comments and CDATA included: libxml2 reaches its
    /// crashing path even from an unterminated comment, and IB never writes `<?`.
    static func firstUnexpectedMarkup(_ data: Data) -> (offset: Int, what: String)? {
        let bytes = [UInt8](data)
        var index = 0
        // The declaration is `<?xml` and white space; `<?xmler?>` is a processing instruction.
        if bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[5]) {
            // It ends at the first `?>`; a `<` before that ends it too (and is scanned below).
            index = 5
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">")),
                  bytes[index] != UInt8(ascii: "<") {
                if bytes[index] == 0 { return (index, "a NUL byte at offset \(index)") }
                index += 1
            }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "?") { index += 2 }
        }
        while index < bytes.count {
            if bytes[index] == 0 { return (index, "a NUL byte at offset \(index)") }
            if bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
                return (index, "a processing instruction at offset \(index)")
            }
            index += 1
        }
        return nil
    }

    /// The offset of the first byte that is not part of a valid UTF-8 character, if any.
    static func firstInvalidUTF8(_ data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        // libxml2's codes for the common cases (XMLParser.ErrorCode's raw values).
        switch code {
        case XMLParser.ErrorCode.prematureDocumentEndError.rawValue: return "the document ends too early (truncated?)"
        case XMLParser.ErrorCode.emptyDocumentError.rawValue: return "the file is empty"
        case XMLParser.ErrorCode.tagNameMismatchError.rawValue: return "an element is closed by a different tag"
        default: return "XML error \(code) (\((error as NSError).localizedDescription))"
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var root: XMLNode?
        var stack: [XMLNode] = []
        var failure: (line: Int, message: String)?
        var open = 0

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil {
                failure = (parser.lineNumber, XMLTree.describe(parseError))
            }
        }
    }
}
