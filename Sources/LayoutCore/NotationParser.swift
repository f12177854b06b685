/// A recursive-descent reader for the one-line constraint notation.
///
/// Grammar (whitespace free between tokens):
///
///     equation := item REL side ['@' value]
///     side     := ['-'] term [('+' | '-') term]     at most one item term
///     term     := value ['*' item ['*' value]] | item ['*' value]
///     item     := NAME ['.' GUIDE] '.' ATTRIBUTE      GUIDE: contentLayoutGuide or frameLayoutGuide
///     value    := NUMBER | NAME                       a NAME is a metric; a NUMBER may have an exponent
struct NotationParser {
    private let text: ScannedText
    /// One byte per Character: `text.units`.
    private let characters: [UInt8]
    private var position = 0

    /// A non-ASCII Character that `Character.isNumber` counts as a number: it
    /// starts a number literal (which then fails to parse) but is no name character.
    private static let otherNumber: UInt8 = 0x81
    /// Any other non-ASCII Character but whitespace: part of no token.
    private static let other: UInt8 = 0x80

    init(_ text: String) {
        self.text = ScannedText(text) { character in
            if character.isWhitespace { return UInt8(ascii: " ") }
            return character.isNumber ? Self.otherNumber : Self.other
        }
        self.characters = self.text.units
    }

    private struct ItemAttribute {
        var item: String
        var attribute: LayoutAttribute
    }

    private struct Term {
        var item: ItemAttribute?
        var factor: LayoutValue
    }

    mutating func parseEquation() throws(InputError) -> ConstraintEquation {
        skipSpace()
        guard position < characters.count else {
            throw error("expected a constraint such as 'a.width == b.width * 2 + 8'")
        }
        let item = try parseItem()
        skipSpace()
        let relation = try parseRelation()
        skipSpace()
        let first = try parseTerm(negated: consumeSign())
        var second: Term?
        skipSpace()
        while position < characters.count, characters[position] == UInt8(ascii: "+") || characters[position] == UInt8(ascii: "-") {
            let negated = characters[position] == UInt8(ascii: "-")
            position += 1
            skipSpace()
            if second != nil {
                throw error("too many terms: a constraint has at most one item and one constant")
            }
            let start = position
            let term = try parseTerm(negated: negated)
            if (term.item == nil) == (first.item == nil) {
                position = start
                throw error(term.item == nil
                    ? "a constraint has one constant; combine the numbers into one"
                    : "a constraint relates at most two items; found a third")
            }
            second = term
            skipSpace()
        }
        var priority = LayoutValue.number(1000)
        if position < characters.count, characters[position] == UInt8(ascii: "@") {
            position += 1
            skipSpace()
            let start = position
            priority = try parseValue(what: "a priority after '@'")
            if case .metric(let name, _) = priority,
               let named = LayoutPriority.named.first(where: { $0.name == name }) {
                priority = .number(named.priority.value)
            }
            if case .number(let value) = priority, LayoutPriority(value) == nil {
                position = start
                throw error("priority \(formatNumber(value)) is outside 1...1000")
            }
            skipSpace()
        }
        if position < characters.count {
            throw error("unexpected '\(text.character(at: position))' after the constraint")
        }
        let itemTerm = first.item != nil ? first : second
        let constantTerm = first.item == nil ? first : second
        return ConstraintEquation(
            firstItem: item.item, firstAttribute: item.attribute, relation: relation,
            secondItem: itemTerm?.item?.item, secondAttribute: itemTerm?.item?.attribute,
            multiplier: itemTerm?.factor ?? .number(1),
            constant: constantTerm?.factor ?? .number(0),
            priority: priority)
    }

    private mutating func consumeSign() -> Bool {
        guard position < characters.count, characters[position] == UInt8(ascii: "-") || characters[position] == UInt8(ascii: "+") else {
            return false
        }
        let negated = characters[position] == UInt8(ascii: "-")
        position += 1
        skipSpace()
        return negated
    }

    private mutating func parseTerm(negated: Bool) throws(InputError) -> Term {
        var term: Term
        if peekIsItem() {
            let item = try parseItem()
            term = Term(item: item, factor: .number(1))
            skipSpace()
            if position < characters.count, characters[position] == UInt8(ascii: "*") {
                position += 1
                skipSpace()
                term.factor = try parseSignedValue(what: "a multiplier after '*'")
            }
        } else {
            let value = try parseValue(what: "an item such as 'view.width', a number or a metric name")
            term = Term(item: nil, factor: value)
            skipSpace()
            if position < characters.count, characters[position] == UInt8(ascii: "*") {
                position += 1
                skipSpace()
                guard peekIsItem() else { throw error("expected an item such as 'view.width' after '*'") }
                term.item = try parseItem()
                skipSpace()
                if position < characters.count, characters[position] == UInt8(ascii: "*") {
                    throw error("a term has one multiplier")
                }
            }
        }
        if negated { term.factor = term.factor.negated }
        return term
    }

    private mutating func parseSignedValue(what: String) throws(InputError) -> LayoutValue {
        let negated = consumeSign()
        let value = try parseValue(what: what)
        return negated ? value.negated : value
    }

    private mutating func parseValue(what: String) throws(InputError) -> LayoutValue {
        guard position < characters.count else { throw error("expected \(what)") }
        let character = characters[position]
        if isNumber(character) || character == UInt8(ascii: ".") {
            let start = position
            while position < characters.count,
                  isNumber(characters[position]) || characters[position] == UInt8(ascii: ".") {
                position += 1
            }
            skipExponent()
            if let number = exactDecimal(characters[start..<position]) { return .number(number) }
            let literal = text.string(start..<position)
            guard let number = Double(literal), number.isFinite else {
                position = start
                throw error("'\(literal)' is not a number")
            }
            return .number(number)
        }
        if isNameStart(character) {
            return .metric(readName(), negated: false)
        }
        throw error("expected \(what)")
    }

    /// An exponent after a number's digits (`1e2`, `3.3e+24`, `1E-7`), as
    /// `strtod` and the visual format parser read it, and as `formatNumber`
    /// prints numbers of 1e15 and more: only when a digit follows.
    private mutating func skipExponent() {
        guard position < characters.count, characters[position] | 0x20 == UInt8(ascii: "e") else { return }
        var index = position + 1
        if index < characters.count, characters[index] == UInt8(ascii: "+") || characters[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < characters.count, characters[index] >= UInt8(ascii: "0"), characters[index] <= UInt8(ascii: "9") else {
            return
        }
        while index < characters.count, characters[index] >= UInt8(ascii: "0"), characters[index] <= UInt8(ascii: "9") {
            index += 1
        }
        position = index
    }

    private mutating func parseItem() throws(InputError) -> ItemAttribute {
        guard position < characters.count, isNameStart(characters[position]) else {
            throw error("expected an item such as 'view.width'")
        }
        var item = readName()
        guard position < characters.count, characters[position] == UInt8(ascii: ".") else {
            throw error("expected '.' and an attribute after '\(item)'")
        }
        position += 1
        // A scroll view's layout guide between the view and the attribute: `scroll.contentLayoutGuide.top`.
        if let guide = guideName() {
            item = guide.item(of: item)
            position += guide.rawValue.utf8.count + 1
        }
        let start = position
        guard position < characters.count, isNameStart(characters[position]) else {
            throw error("expected an attribute after '\(item).'")
        }
        while position < characters.count, isNameCharacter(characters[position]) { position += 1 }
        guard let attribute = Self.attribute(characters[start..<position]) else {
            let name = text.string(start..<position)
            position = start
            throw error("unknown attribute '\(name)'"
                + NameSuggestion.hint(for: name, among: LayoutAttribute.allNames))
        }
        return ItemAttribute(item: item, attribute: attribute)
    }

    private mutating func parseRelation() throws(InputError) -> LayoutRelation {
        guard position + 1 < characters.count,
              let relation = LayoutRelation(characters[position], characters[position + 1]) else {
            throw error("expected a relation '==', '<=' or '>='")
        }
        position += 2
        return relation
    }

    /// The scroll guide named at the position, followed by `.`; nil when there is none.
    private func guideName() -> ScrollGuide? {
        for guide in ScrollGuide.allCases {
            let name = Array(guide.rawValue.utf8)
            let end = position + name.count
            if end < characters.count, characters[end] == UInt8(ascii: "."),
               characters[position..<end].elementsEqual(name) {
                return guide
            }
        }
        return nil
    }

    private func peekIsItem() -> Bool {
        var index = position
        guard index < characters.count, isNameStart(characters[index]) else { return false }
        while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
        return index < characters.count && characters[index] == UInt8(ascii: ".")
    }

    private mutating func readName() -> String {
        let start = position
        while position < characters.count, isNameCharacter(characters[position]) { position += 1 }
        return text.string(start..<position)
    }

    /// Every attribute name (`LayoutAttribute(name:)`'s, `baseline` too) as bytes, so
    /// that an attribute is read without making a String of it.
    private static let attributeNames: [(name: [UInt8], attribute: LayoutAttribute)] =
        LayoutAttribute.allNames.compactMap { name in LayoutAttribute(name: name).map { (Array(name.utf8), $0) } }

    /// The attribute `name` spells, as `LayoutAttribute(name:)` reads it.
    private static func attribute(_ name: ArraySlice<UInt8>) -> LayoutAttribute? {
        for entry in attributeNames where entry.name.count == name.count && entry.name.elementsEqual(name) {
            return entry.attribute
        }
        return nil
    }

    private mutating func skipSpace() {
        while position < characters.count, isWhitespace(characters[position]) { position += 1 }
    }

    /// ASCII letters and `_`.
    private func isNameStart(_ unit: UInt8) -> Bool {
        unit == UInt8(ascii: "_") || (unit | 0x20 >= UInt8(ascii: "a") && unit | 0x20 <= UInt8(ascii: "z"))
    }

    /// ASCII letters, digits and `_`.
    private func isNameCharacter(_ unit: UInt8) -> Bool {
        isNameStart(unit) || (unit >= UInt8(ascii: "0") && unit <= UInt8(ascii: "9"))
    }

    /// ASCII digits and the non-ASCII Characters `Character.isNumber` accepts.
    private func isNumber(_ unit: UInt8) -> Bool {
        (unit >= UInt8(ascii: "0") && unit <= UInt8(ascii: "9")) || unit == Self.otherNumber
    }

    private func isWhitespace(_ unit: UInt8) -> Bool {
        unit == UInt8(ascii: " ") || (unit >= 0x09 && unit <= 0x0D)
    }

    private func error(_ message: String) -> InputError {
        InputError(message: message, input: text.text, offset: min(position, characters.count))
    }
}
