import LayoutCore
import Testing
import TestSupport

@Suite struct ConstraintNotationTests {
    @Test func fullFormParses() throws {
        let equation = try ConstraintEquation(parsing: "textField.leading == button.trailing * 1 + 8 @1000")
        #expect(equation == ConstraintEquation(
            firstItem: "textField", firstAttribute: .leading, relation: .equal,
            secondItem: "button", secondAttribute: .trailing,
            multiplier: .number(1), constant: .number(8), priority: .number(1000)))
    }

    @Test func shortFormsAndMetricsParse() throws {
        let equation = try ConstraintEquation(parsing: "imgViewOne.top==superview.top+topInset@750")
        #expect(equation.constant == .metric("topInset", negated: false))
        #expect(equation.priority == .number(750))
        let constant = try ConstraintEquation(parsing: "purpleView.height == 200 @750")
        #expect(constant.secondItem == nil)
        #expect(constant.constant == .number(200))
        let negative = try ConstraintEquation(parsing: "superview.trailing == box.trailing * 1 - 20")
        #expect(negative.constant == .number(-20))
        let leadingMultiplier = try ConstraintEquation(parsing: "a.width == 3 * b.width")
        #expect(leadingMultiplier.multiplier == .number(3))
        let named = try ConstraintEquation(parsing: "a.width >= 10 @defaultHigh")
        #expect(named.priority == .number(750))
        let alias = try ConstraintEquation(parsing: "a.baseline == b.baseline")
        #expect(alias.firstAttribute == .lastBaseline)
    }

    /// A scroll view's guides sit between the view and the attribute; anything else there is no attribute.
    @Test func scrollGuidesParseAsTheirViewsItem() throws {
        let equation = try ConstraintEquation(parsing: "content.leading == scroll.contentLayoutGuide.leading + 8")
        #expect(equation.secondItem == "scroll.contentLayoutGuide")
        #expect(equation.secondAttribute == .leading)
        let frame = try ConstraintEquation(parsing: "scroll.frameLayoutGuide.bottom==button.bottom+10")
        #expect(frame.firstItem == "scroll.frameLayoutGuide")
        #expect(try ConstraintEquation(parsing: frame.description) == frame)
        #expect(ScrollGuide.split("scroll.frameLayoutGuide")?.view == "scroll")
        #expect(ScrollGuide.split("scroll.frameLayoutGuide")?.guide == .frameLayoutGuide)
        #expect(ScrollGuide.view(of: "scroll") == "scroll")
        #expect(throws: InputError.self) { try ConstraintEquation(parsing: "a.layoutMarginsGuide.top == b.top") }
        #expect(throws: InputError.self) { try ConstraintEquation(parsing: "a.contentLayoutGuide == b.top") }
    }

    /// Found by the notation fuzz target: numbers of 1e15 and more (and tiny
    /// ones) print with an exponent, which must read back.
    @Test func numbersPrintedWithAnExponentReadBack() throws {
        let big = try ConstraintEquation(parsing: "a.width ==3333333333333333333333333")
        #expect(big.constant == .number(3333333333333333333333333))
        #expect(big.description == "a.width == 3.3333333333333333e+24")
        #expect(try ConstraintEquation(parsing: big.description) == big)
        for value in [1e15, -2.5e20, 1e-7, 6.02e23, 1.7976931348623157e308] {
            let equation = ConstraintEquation(firstItem: "a", firstAttribute: .left, relation: .equal,
                                              secondItem: "b", secondAttribute: .right, multiplier: .number(value),
                                              constant: .number(value))
            #expect(try ConstraintEquation(parsing: equation.description) == equation, "\(equation)")
        }
        #expect(try ConstraintEquation(parsing: "a.width == 1E2").constant == .number(100))
        #expect(try ConstraintEquation(parsing: "a.width == 2e-1 * b.width").multiplier == .number(0.2))
        // An 'e' with no digits after it is no exponent.
        #expect(throws: InputError.self) { try ConstraintEquation(parsing: "a.width == 2e") }
    }

    /// Decimal literals read exactly as `Double(String)` (strtod) reads them,
    /// whether the parser's short path takes them (at most 15 digits, no exponent)
    /// or not: digits from 1 to 20, a '.' anywhere or nowhere.
    @Test func decimalLiteralsReadAsStrtodReadsThem() throws {
        var generator = SplitMix64(seed: 13)
        var literals = ["0", "0.1", "0.3", "1.", ".5", "00.010", "123456789012345", "1234567890123456",
                        "9007199254740993", "0.000000000000001", "999999999999999.9", "4.35", "2.675"]
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...20, using: &generator)
            var digits = (0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) }
            if Bool.random(using: &generator) {
                digits.insert(".", at: Int.random(in: 0...count, using: &generator))
            }
            literals.append(String(digits))
        }
        for literal in literals {
            let expected = try #require(Double(literal), "\(literal)")
            let equation = try ConstraintEquation(parsing: "a.width == \(literal) * b.width + \(literal)")
            #expect(equation.multiplier == .number(expected), "\(literal)")
            #expect(equation.constant == .number(expected), "\(literal)")
        }
        #expect(throws: InputError.self) { try ConstraintEquation(parsing: "a.width == 1.2.3") }
        #expect(throws: InputError.self) { try ConstraintEquation(parsing: "a.width == .") }
    }

    /// Every attribute name reads as `LayoutAttribute(name:)` reads it, and a name
    /// one letter short or long is no attribute.
    @Test func attributeNamesReadAsTheirEnumReadsThem() throws {
        for name in LayoutAttribute.allNames {
            let equation = try ConstraintEquation(parsing: "a.\(name) == b.\(name)")
            #expect(equation.firstAttribute == LayoutAttribute(name: name))
            #expect(equation.secondAttribute == LayoutAttribute(name: name))
            for wrong in [String(name.dropLast()), name + "s", name.uppercased()] where LayoutAttribute(name: wrong) == nil {
                #expect(throws: InputError.self, "\(wrong)") { try ConstraintEquation(parsing: "a.\(wrong) == 8") }
            }
        }
    }

    @Test func shortDescriptionReadsBack() throws {
        for text in [
            "a.width == b.width * 3", "a.top == superview.top + topInset @750",
            "a.leading >= b.trailing - 8 @250", "a.height == 200", "a.width <= b.width * -1 - inset",
        ] {
            let equation = try ConstraintEquation(parsing: text)
            #expect(equation.description == text)
            #expect(try ConstraintEquation(parsing: equation.description) == equation)
        }
    }

    @Test func resolvedConstraintPrintsTheContractNotation() throws {
        let equation = try ConstraintEquation(parsing: "superview.trailing == box.trailing - inset")
        let constraint = try equation.resolved { $0 == "inset" ? 20 : nil }
        #expect(constraint.description == "superview.trailing == box.trailing * 1 - 20 @1000")
        #expect(throws: ConstraintEquation.ResolutionError.unknownMetric("inset")) {
            try equation.resolved { _ in nil }
        }
    }

    @Test(arguments: [
        ("a.width = 3", "expected a relation '==', '<=' or '>='", 8),
        ("a.widht == 3", "unknown attribute 'widht' (did you mean 'width'?)", 2),
        ("a.width == 3 @1001", "priority 1001 is outside 1...1000", 14),
        ("a.width == b.width + 3 + 4", "too many terms: a constraint has at most one item and one constant", 25),
        ("a.width == 3 + 4", "a constraint has one constant; combine the numbers into one", 15),
        ("a == 3", "expected '.' and an attribute after 'a'", 1),
        ("", "expected a constraint such as 'a.width == b.width * 2 + 8'", 0),
        ("a.width == b.width ) ", "unexpected ')' after the constraint", 19),
    ])
    func errorsPointAtTheMistake(text: String, message: String, offset: Int) {
        #expect(throws: InputError(message: message, input: text, offset: offset)) {
            try ConstraintEquation(parsing: text)
        }
    }

    @Test func suggestionsFindCloseNames() {
        #expect(NameSuggestion.closest(to: "buton1", among: ["button1", "label"]) == "button1")
        #expect(NameSuggestion.closest(to: "zzz", among: ["button1", "label"]) == nil)
        #expect(NameSuggestion.closest(to: "Label", among: ["button1", "label"]) == "label")
    }

    @Test func numbersPrintWithoutNeedlessFractions() {
        #expect(formatNumber(8) == "8")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(228.75) == "228.75")
        #expect(formatNumber(-20) == "-20")
    }
}

/// The notation reads Characters: offsets count Characters, any Unicode
/// whitespace separates tokens, and other non-ASCII text is quoted whole.
@Suite struct ConstraintNotationTextTests {
    func error(_ text: String) -> InputError? {
        do {
            _ = try ConstraintEquation(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func unicodeWhitespaceSeparatesTokens() throws {
        let equation = try ConstraintEquation(parsing: "a.width\u{A0}==\u{2003}b.width + 8")
        #expect(equation == (try ConstraintEquation(parsing: "a.width == b.width + 8")))
    }

    @Test func carriageReturnAndLineFeedCountAsOneCharacter() {
        // a . w i d t h space = = CRLF 8 space x: the 'x' is the fourteenth Character.
        #expect(error("a.width ==\r\n8 x") == InputError(
            message: "unexpected 'x' after the constraint", input: "a.width ==\r\n8 x", offset: 13))
    }

    @Test func nonASCIINumbersAreNotNumbers() {
        #expect(error("a.width == \u{663}") == InputError(
            message: "'\u{663}' is not a number", input: "a.width == \u{663}", offset: 11))
        #expect(error("a.width == 8\u{BD}") == InputError(
            message: "'8\u{BD}' is not a number", input: "a.width == 8\u{BD}", offset: 11))
    }

    @Test func nonASCIICharacterIsQuotedWhole() {
        #expect(error("a.width == 8 e\u{301}") == InputError(
            message: "unexpected 'e\u{301}' after the constraint", input: "a.width == 8 e\u{301}", offset: 13))
        #expect(error("é.width == 8") == InputError(
            message: "expected an item such as 'view.width'", input: "é.width == 8", offset: 0))
    }
}
