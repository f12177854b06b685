import LayoutCore

/// Reads a visual format, left to right without recursion (a format of any
/// length parses in constant stack), checking names as it meets them so the
/// first mistake in the text is the one reported.
///
/// Grammar (Auto Layout Guide, "Visual Format Language"), whitespace free
/// between tokens:
///
///     format     := [('H' | 'V') ':'] ['|' connection] view (connection view)* [connection '|']
///     view       := '[' NAME ['(' predicate (',' predicate)* ')'] ']'
///     connection := ε | '-' | '-' simple '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     simple     := [relation] (NUMBER | METRIC) ['@' priority]     Apple's lenient form
///     predicate  := [relation] (['-'] NUMBER | METRIC | VIEW) ['@' priority]
///     priority   := NUMBER | METRIC | 'required' | 'defaultHigh' | 'defaultLow' | 'fittingSizeLevel'
struct VisualFormatParser {
    private let text: ScannedText
    /// `text.units`, read directly in the scanning loops.
    private let units: [UInt8]
    private let metrics: [String: Double]
    /// The known views, for "did you mean" (empty when they are given by `lookup`).
    private let views: [String]
    /// Known views by number, when the caller has them indexed.
    private let numbers: [String: Int]?
    /// The number of the name `superview` when it names a view besides `numbers`.
    private let superviewNumber: Int?
    /// Built on the ninth lookup in a long list: most formats name a handful of
    /// views out of a screen's many, and scanning the list is then cheaper than hashing it.
    private var viewPositions: [String: Int]?
    private var viewLookups = 0
    private var position = 0

    /// Views are numbered by their place in `views`.
    init(format: String, metrics: [String: Double], views: [String]) {
        self.init(format: format, metrics: metrics, views: views, numbers: nil, superviewNumber: nil)
    }

    /// Views are the keys of `numbers`, and `superview` when it has a number.
    init(format: String, metrics: [String: Double], numbers: [String: Int], superviewNumber: Int?) {
        self.init(format: format, metrics: metrics, views: [], numbers: numbers, superviewNumber: superviewNumber)
    }

    private init(
        format: String, metrics: [String: Double], views: [String], numbers: [String: Int]?, superviewNumber: Int?
    ) {
        self.numbers = numbers
        self.superviewNumber = superviewNumber
        self.text = ScannedText(format) { character in
            if character.isWhitespace { return UInt8(ascii: " ") }
            // Character order puts a digit with combining marks among the digits.
            return character >= "0" && character <= "9" ? Self.otherDigit : Self.other
        }
        self.units = text.units
        self.metrics = metrics
        self.views = views
    }

    private typealias Predicate = ParsedVisualFormat.Predicate
    private typealias Connection = ParsedVisualFormat.Connection

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var format = ParsedVisualFormat()
        // Sized once: every view opens with '['.
        let brackets = units.reduce(0) { $0 + ($1 == UInt8(ascii: "[") ? 1 : 0) }
        format.views.reserveCapacity(brackets)
        format.connections.reserveCapacity(brackets)
        skipSpace()
        try parseOrientation(into: &format)
        skipSpace()
        if peek == UInt8(ascii: "|") {
            let start = position
            position += 1
            skipSpace()
            var connection = try parseConnection()
            connection.range = start..<connection.range.upperBound
            format.leadingSuperview = connection
            skipSpace()
            guard peek == UInt8(ascii: "[") else {
                throw syntax(peek == nil || peek == UInt8(ascii: "|")
                    ? "expected a view such as '[button]' between the superview edges"
                    : "expected a view such as '[button]' after the connection")
            }
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "[") else {
                throw syntax(startOfViewMessage())
            }
            format.views.append(try parseView(orientation: format.orientation))
            skipSpace()
            guard let next = peek else { return format }
            if next == UInt8(ascii: "|") {
                format.trailingSuperview = Connection(spacing: .flush, range: position..<position + 1)
                position += 1
                try expectEnd()
                return format
            }
            let connectionStart = position
            let connection: Connection
            if next == UInt8(ascii: "[") {
                connection = Connection(spacing: .flush, range: position..<position)
            } else if next == UInt8(ascii: "-") {
                connection = try parseConnection()
            } else {
                throw syntax("expected '-', '[', '|' or the end after view '\(format.views[format.views.count - 1].name)'")
            }
            skipSpace()
            if peek == UInt8(ascii: "|") {
                position += 1
                format.trailingSuperview = Connection(spacing: connection.spacing, range: connectionStart..<position)
                try expectEnd()
                return format
            }
            guard peek == UInt8(ascii: "[") else {
                throw syntax(peek == nil
                    ? "expected a view or '|' after the connection"
                    : "expected a view such as '[button]' or '|' after the connection")
            }
            format.connections.append(connection)
        }
    }

    // MARK: - Orientation, views, connections

    private mutating func parseOrientation(into format: inout ParsedVisualFormat) throws(VisualFormatError) {
        guard let first = peek, isNameStart(first) else { return }
        let start = position
        let name = readName()
        skipSpace()
        guard peek == UInt8(ascii: ":") else {
            position = start
            throw syntax("expected '[' before view name '\(name)'")
        }
        switch name {
        case "H": format.orientation = .horizontal
        case "V": format.orientation = .vertical
        default:
            position = start
            throw syntax("unknown orientation '\(name)'; expected 'H:' or 'V:'"
                + NameSuggestion.hint(for: name, among: ["H", "V"]))
        }
        position += 1
        format.orientationRange = start..<position
    }

    private func startOfViewMessage() -> String {
        guard let next = peek else { return "expected a view such as '[button]'" }
        if isNameStart(next) { return "expected '[' before view name '\(peekName())'" }
        if next == UInt8(ascii: "-") { return "expected a view such as '[button]' before a connection" }
        return "expected a view such as '[button]'"
    }

    private mutating func parseView(orientation: ParsedVisualFormat.Orientation) throws(VisualFormatError) -> ParsedVisualFormat.View {
        let start = position
        position += 1  // '['
        skipSpace()
        guard let first = peek, isNameStart(first) else {
            throw syntax("expected a view name after '['")
        }
        let nameStart = position
        let name = readName()
        guard let number = viewNumber(name) else {
            position = nameStart
            throw VisualFormatError(.unknownView(name), inputError(
                "unknown view '\(name)'" + NameSuggestion.hint(for: name, among: views)))
        }
        skipSpace()
        var predicates: [Predicate] = []
        if peek == UInt8(ascii: "(") {
            position += 1
            predicates = try parsePredicateList(allowViews: true)
            skipSpace()
            guard peek == UInt8(ascii: "]") else { throw syntax("expected ']' after the predicates of view '\(name)'") }
        } else if peek != UInt8(ascii: "]") {
            throw syntax("expected ']' after view name '\(name)'")
        }
        position += 1
        return ParsedVisualFormat.View(name: name, number: number, range: start..<position, predicates: predicates)
    }

    /// At `-`: one of `-`, `-simple-`, `-(list)-`; an empty connection when not at `-`.
    private mutating func parseConnection() throws(VisualFormatError) -> Connection {
        let start = position
        guard peek == UInt8(ascii: "-") else { return Connection(spacing: .flush, range: start..<start) }
        position += 1
        skipSpace()
        guard let next = peek else { throw syntax("expected a view or '|' after '-'") }
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "|") {
            return Connection(spacing: .standard, range: start..<position)
        }
        let predicates: [Predicate]
        if next == UInt8(ascii: "(") {
            position += 1
            predicates = try parsePredicateList(allowViews: false)
        } else if next == UInt8(ascii: "-") {
            position += 1
            let negativeNumber = peek.map(isDigitOrPoint) ?? false
            position -= 1
            throw syntax(negativeNumber
                ? "a negative spacing must be in parentheses, as in '-(-8)-'"
                : "expected a number, a metric name or '(' after '-'")
        } else if isRelationStart(next) || isDigitOrPoint(next) || isNameStart(next) {
            predicates = [try parsePredicate(allowViews: false, allowSign: false)]
        } else {
            throw syntax("expected a view, '|', a number, a metric name or '(' after '-'")
        }
        skipSpace()
        guard peek == UInt8(ascii: "-") else {
            throw syntax(next == UInt8(ascii: "(") ? "expected '-' after ')'" : "expected '-' to end the connection")
        }
        position += 1
        return Connection(spacing: .predicates(predicates), range: start..<position)
    }

    /// After `(`: predicates separated by `,`, through the closing `)`.
    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var predicates: [Predicate] = []
        while true {
            skipSpace()
            if peek == UInt8(ascii: ")") && predicates.isEmpty {
                throw syntax("expected a predicate such as '>=50' after '('")
            }
            predicates.append(try parsePredicate(allowViews: allowViews, allowSign: true))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"):
                position += 1
                return predicates
            default:
                throw syntax("expected ',' or ')' after a predicate")
            }
        }
    }

    private mutating func expectEnd() throws(VisualFormatError) {
        skipSpace()
        if position < text.count {
            throw syntax("unexpected '\(text.character(at: position))' after the closing '|'")
        }
    }

    // MARK: - Predicates

    private mutating func parsePredicate(allowViews: Bool, allowSign: Bool) throws(VisualFormatError) -> Predicate {
        var relation = LayoutRelation.equal
        if let first = peek, isRelationStart(first) {
            guard let read = LayoutRelation(first, text[position + 1]) else {
                throw syntax("expected a relation '==', '<=' or '>='")
            }
            relation = read
            position += 2
            skipSpace()
        }
        let object = try parseObject(allowViews: allowViews, allowSign: allowSign)
        skipSpace()
        var priority = LayoutPriority.required
        if peek == UInt8(ascii: "@") {
            position += 1
            skipSpace()
            priority = try parsePriority()
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    private mutating func parseObject(allowViews: Bool, allowSign: Bool) throws(VisualFormatError) -> Predicate.Object {
        let what = allowViews ? "a number, a metric name or a view name" : "a number or a metric name"
        guard let next = peek else { throw syntax("expected \(what)") }
        if (next == UInt8(ascii: "-") || next == UInt8(ascii: "+")) && allowSign {
            position += 1
            guard let digit = peek, isDigitOrPoint(digit) else {
                throw syntax("expected a number after '\(text.character(at: position - 1))'")
            }
            let number = try readNumber()
            return .constant(next == UInt8(ascii: "-") ? -number : number)
        }
        if isDigitOrPoint(next) { return .constant(try readNumber()) }
        guard isNameStart(next) else { throw syntax("expected \(what)") }
        let start = position
        let name = readName()
        // An empty dictionary still hashes the name to find nothing.
        if !metrics.isEmpty, let value = metrics[name] {
            guard value.isFinite else {
                position = start
                throw syntax("metric '\(name)' is not a finite number")
            }
            return .constant(value)
        }
        if let number = viewNumber(name) {
            if allowViews { return .view(name, number: number) }
            position = start
            throw syntax("a connection's spacing is a number or a metric, not view '\(name)'")
        }
        position = start
        if allowViews {
            throw VisualFormatError(.unknownView(name), inputError(
                "unknown view or metric '\(name)'" + NameSuggestion.hint(for: name, among: views + metrics.keys.sorted())))
        }
        throw VisualFormatError(.unknownMetric(name), inputError(
            "unknown metric '\(name)'" + NameSuggestion.hint(for: name, among: metrics.keys.sorted())))
    }

    private mutating func parsePriority() throws(VisualFormatError) -> LayoutPriority {
        let start = position
        let value: Double
        guard let next = peek else { throw syntax("expected a priority after '@'") }
        if isDigitOrPoint(next) {
            value = try readNumber()
        } else if next == UInt8(ascii: "-"), let digit = text[position + 1], isDigitOrPoint(digit) {
            position += 1
            value = -(try readNumber())
        } else if isNameStart(next) {
            let name = readName()
            if !metrics.isEmpty, let metric = metrics[name] {
                value = metric
            } else if let named = LayoutPriority.named.first(where: { $0.name == name }) {
                return named.priority
            } else {
                position = start
                let candidates = metrics.keys.sorted() + LayoutPriority.named.map(\.name)
                throw VisualFormatError(.unknownMetric(name), inputError(
                    "unknown metric '\(name)' for a priority" + NameSuggestion.hint(for: name, among: candidates)))
            }
        } else {
            throw syntax("expected a priority after '@'")
        }
        guard let priority = LayoutPriority(value) else {
            position = start
            throw VisualFormatError(.priorityOutOfRange(value), inputError(
                "priority \(formatNumber(value)) is outside 1...1000"))
        }
        return priority
    }

    /// The view's number, nil for a name that is not a view.
    private mutating func viewNumber(_ name: String) -> Int? {
        if let numbers {
            if let superviewNumber, name == "superview" { return superviewNumber }
            return numbers[name]
        }
        if let viewPositions { return viewPositions[name] }
        viewLookups += 1
        // Comparing a short name costs a fraction of hashing it.
        if viewLookups > 8 && views.count > 16 {
            let positions = Dictionary(zip(views, views.indices)) { first, _ in first }
            viewPositions = positions
            return positions[name]
        }
        return views.firstIndex(of: name)
    }

    // MARK: - Characters

    /// A non-ASCII Character that orders among the digits (a digit with combining marks).
    private static let otherDigit: UInt8 = 0x81
    /// Any other non-ASCII Character but whitespace: part of no token.
    private static let other: UInt8 = 0x80

    private var peek: UInt8? { position < units.count ? units[position] : nil }

    /// `strtod`'s decimal form: digits, a fraction, an exponent. Apple's grammar
    /// has a number start with a digit, so `.5` is refused (write `0.5`).
    private mutating func readNumber() throws(VisualFormatError) -> Double {
        let start = position
        if peek == UInt8(ascii: ".") {
            var end = position + 1
            while let next = text[end], isDigit(next) { end += 1 }
            throw syntax("a number must start with a digit: write '0\(text.string(start..<end))'")
        }
        while let next = peek, isDigit(next) { position += 1 }
        if peek == UInt8(ascii: ".") {
            position += 1
            while let next = peek, isDigit(next) { position += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            var index = position + 1
            if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            if let digit = text[index], isDigit(digit) {
                position = index
                while let next = peek, isDigit(next) { position += 1 }
            }
        }
        if let number = exactDecimal(text.units[start..<position]) { return number }
        let literal = text.string(start..<position)
        guard let number = Double(literal), number.isFinite else {
            position = start
            throw syntax("'\(literal)' is not a number")
        }
        return number
    }

    private mutating func readName() -> String {
        let start = position
        while let next = peek, isNameCharacter(next) { position += 1 }
        return text.string(start..<position)
    }

    private func peekName() -> String {
        var index = position
        while let next = text[index], isNameCharacter(next) { index += 1 }
        return text.string(position..<index)
    }

    private mutating func skipSpace() {
        while let next = peek, isWhitespace(next) { position += 1 }
    }

    private func isDigit(_ unit: UInt8) -> Bool {
        (unit >= UInt8(ascii: "0") && unit <= UInt8(ascii: "9")) || unit == Self.otherDigit
    }
    private func isDigitOrPoint(_ unit: UInt8) -> Bool { isDigit(unit) || unit == UInt8(ascii: ".") }
    private func isRelationStart(_ unit: UInt8) -> Bool {
        unit == UInt8(ascii: "=") || unit == UInt8(ascii: "<") || unit == UInt8(ascii: ">")
    }
    /// ASCII letters and `_`.
    private func isNameStart(_ unit: UInt8) -> Bool {
        unit == UInt8(ascii: "_") || (unit | 0x20 >= UInt8(ascii: "a") && unit | 0x20 <= UInt8(ascii: "z"))
    }
    /// ASCII letters, digits and `_`.
    private func isNameCharacter(_ unit: UInt8) -> Bool {
        isNameStart(unit) || (unit >= UInt8(ascii: "0") && unit <= UInt8(ascii: "9"))
    }
    private func isWhitespace(_ unit: UInt8) -> Bool {
        unit == UInt8(ascii: " ") || (unit >= 0x09 && unit <= 0x0D)
    }

    private func inputError(_ message: String) -> InputError {
        InputError(message: message, input: text.text, offset: min(position, text.count))
    }

    private func syntax(_ message: String) -> VisualFormatError {
        VisualFormatError(.syntax, inputError(message))
    }
}
