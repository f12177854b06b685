/// Renaming a view inside an entry's text, leaving everything else as written.
extension ConstraintEntry {
    /// The entry with view `old` written as `new` wherever the text names it
    /// as a view:
    /// - in an equation, an item is a name directly followed by `.` (`old.width`);
    /// - in a visual format, the name opening a view (`[old`) and names in a
    ///   view's predicates (`[a(==old)]`) but those after `@` (a priority) and
    ///   those that are metrics of the screen (`metricNames`: the parser reads
    ///   a predicate name as a metric first). Connections hold only metrics.
    ///
    /// Numbers (`1e2`) and attributes (`a.width`) are never names here.
    public func renamingView(_ old: String, to new: String, metricNames: Set<String>) -> ConstraintEntry {
        var renamed = self
        switch body {
        case .equation(let text):
            renamed.body = .equation(Self.renamingItems(in: text, old, to: new))
        case .visualFormat(let format, let options):
            let keepPredicateNames = metricNames.contains(old)
            renamed.body = .visualFormat(Self.renamingViews(in: format, old, to: new, inPredicates: !keepPredicateNames),
                                         options: options)
        }
        return renamed
    }

    /// A name run: ASCII letters, digits and `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Equation items: a name run not after `.` and directly followed by `.`.
    static func renamingItems(in text: String, _ old: String, to new: String) -> String {
        let bytes = Array(text.utf8)
        let target = Array(old.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard isNameByte(bytes[index]) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let run = bytes[start..<index]
            let isItem = !isDigit(bytes[start]) && (start == 0 || bytes[start - 1] != UInt8(ascii: "."))
                && index < bytes.count && bytes[index] == UInt8(ascii: ".")
            output += isItem && run.elementsEqual(target) ? Array(new.utf8) : Array(run)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Visual format views: the name after `[`, and predicate names of a view.
    static func renamingViews(in format: String, _ old: String, to new: String, inPredicates: Bool) -> String {
        let bytes = Array(format.utf8)
        let target = Array(old.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var insideView = false      // between '[' and ']'
        var expectingName = false   // just after '[' (spaces allowed)
        var predicateDepth = 0      // inside '(' … ')' of a view
        var afterAt = false         // the next name is a priority
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isNameByte(byte) else {
                switch byte {
                case UInt8(ascii: "["):
                    insideView = true
                    expectingName = true
                    predicateDepth = 0
                    afterAt = false
                case UInt8(ascii: "]"):
                    insideView = false
                    expectingName = false
                case UInt8(ascii: "(") where insideView: predicateDepth += 1
                case UInt8(ascii: ")") where insideView: predicateDepth = max(0, predicateDepth - 1)
                case UInt8(ascii: "@"): afterAt = true
                case UInt8(ascii: ","): afterAt = false
                default:
                    if !isSpace(byte) { expectingName = false }
                }
                output.append(byte)
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            let run = bytes[start..<index]
            let isName = !isDigit(bytes[start])
            var rename = false
            if isName, expectingName {
                rename = true
            } else if isName, insideView, predicateDepth > 0, inPredicates, !afterAt {
                rename = true
            }
            afterAt = false
            expectingName = false
            output += rename && run.elementsEqual(target) ? Array(new.utf8) : Array(run)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
