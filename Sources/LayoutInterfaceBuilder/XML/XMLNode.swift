/// One XML element with its attributes, children and the line it starts on.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    /// The document's record of number attributes that did not read (`IBNumber`).
    let numberFaults: IBNumberFaults
    private(set) var children: [XMLNode] = []
    /// The character data of a `<string>` element (the reader keeps no other text).
    private(set) var text = ""

    init(name: String, attributes: [String: String], line: Int, numberFaults: IBNumberFaults) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.numberFaults = numberFaults
    }

    func append(_ child: XMLNode) { children.append(child) }

    func appendText(_ more: String) { text += more }

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

    /// A number attribute, read strictly (`IBNumber`); nil when absent. One that is
    /// present and not a number is also nil, and noted on the document, whose import
    /// then fails naming it: no reader sees a default in its place.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute] else { return nil }
        return number(text, attribute: attribute)
    }

    /// A version attribute's major version (`IBNumber.readVersion`); nil when absent, and when
    /// it does not read, noted on the document as a bad number is.
    func majorVersion(_ attribute: String) -> Double? {
        guard let text = attributes[attribute] else { return nil }
        switch IBNumber.readVersion(text) {
        case .success(let value): return value
        case .failure(let problem):
            numberFaults.note(IBNumberFault(line: line, element: name, attribute: attribute, text: text, problem: problem))
            return nil
        }
    }

    /// `text`, the value of `attribute` (or a part of it, such as a ratio's terms), read as a number.
    func number(_ text: String, attribute: String) -> Double? {
        switch IBNumber.read(text) {
        case .success(let value): return value
        case .failure(let problem):
            numberFaults.note(IBNumberFault(line: line, element: name, attribute: attribute, text: text, problem: problem))
            return nil
        }
    }

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XMLNode) throws -> Void) rethrows {
        var stack = children.reversed() as [XMLNode]
        while let node = stack.popLast() {
            try body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
