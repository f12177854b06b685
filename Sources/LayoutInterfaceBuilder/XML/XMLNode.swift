/// One XML element with its attributes, children and the line it starts on.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [XMLNode] = []
    /// The character data of a `<string>` element (the reader keeps no other text).
    private(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
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
