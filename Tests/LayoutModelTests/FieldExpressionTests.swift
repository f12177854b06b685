import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// `explain`'s readable form: each field as the constraint chain that fixes it, in terms of
/// other views' frame attributes, each named attribute on a line of its own. The three screens
/// are issue 11's; the oracle reads the printed lines back and checks they give the value.
@Suite struct FieldExpressionTests {
    func lines(_ explanation: ViewExplanation, _ attribute: String) throws -> [String] {
        let part = try #require(explanation.parts.first { $0.attribute == attribute })
        return try #require(part.expression).lines.map(\.description)
    }

    @Test func imageCellXIsTheInsetTheFirstImageAndTheSpacing() throws {
        let screen = try Tutorials.screen("imageCell")
        let request = SolveRequest(width: 320, height: 200, content: ["images": "2"])
        let explanation = try LayoutEngine.explain(view: "imgViewTwo", in: screen, standardSpacing: .apple, request: request)
        // imgViewOne.x = 5 is written as its number; the equal widths share (320 - 5 - 5 - 5) / 2.
        #expect(try lines(explanation, "x") == ["x = 5 + imgViewOne.width + 5", "imgViewOne.width = (320 - 15) / 2"])
        #expect(try lines(explanation, "width") == ["width = (320 - 15) / 2"])
        #expect(try PrintedExpression.value(lines(explanation, "x")) == 5 + (320 - 15) / 2 + 5)
        #expect(explanation.description.contains("  that is: x = 5 + imgViewOne.width + 5\n    where imgViewOne.width = (320 - 15) / 2"))
    }

    @Test func theKeyboardButtonSitsAboveTheKeyboardByItsHeight() throws {
        let screen = try Tutorials.screen("keyboardNote")
        let request = SolveRequest(width: 320, height: 480, keyboardHeight: 200)
        let explanation = try LayoutEngine.explain(view: "button", in: screen, standardSpacing: .apple, request: request)
        // The button's bottom sits 8 above the keyboard's top: y + height = view.height - keyboard.height - 8.
        #expect(try lines(explanation, "y") == ["y = view.height - button.height - keyboard.height - 8",
                                                "view.height = 480", "button.height = 44", "keyboard.height = 200"])
        #expect(try PrintedExpression.value(lines(explanation, "y")) == 480 - 200 - 8 - 44)
        #expect(try lines(explanation, "height") == ["height = 44"])
    }

    @Test func aButtonPinnedToTheTrailingEdgeIsTheWidthLessItsSizeAndTheInset() throws {
        let screen = makeScreen(
            views: [ViewSpec(name: "photoBtn", superview: "root", intrinsicSize: IntrinsicSize(width: 44, height: 44))],
            constraints: [("trailing", "H:[photoBtn]-8-|"), ("top", "V:|-[photoBtn]")])
        let explanation = try LayoutEngine.explain(
            view: "photoBtn", in: screen, standardSpacing: .apple, request: SolveRequest(width: 320, height: 480))
        // x + width + 8 = root.width, and the width is the intrinsic 44 (hugging and compression resistance).
        #expect(try lines(explanation, "x") == ["x = root.width - photoBtn.width - 8", "root.width = 320", "photoBtn.width = 44"])
        #expect(try PrintedExpression.value(lines(explanation, "x")) == 320 - 8 - 44)
    }

    @Test func theJSONFormHasTheLines() throws {
        let screen = try Tutorials.screen("imageCell")
        let request = SolveRequest(width: 320, height: 200, content: ["images": "2"])
        let json = try LayoutEngine.explain(view: "imgViewTwo", in: screen, standardSpacing: .apple, request: request).jsonString()
        #expect(json.contains(#""expression": ["x = 5 + imgViewOne.width + 5", "imgViewOne.width = (320 - 15) / 2"],"#))
    }

    /// A number of 0 is written only when it is the whole sum (issue 21 point 19).
    @Test func zeroIsLeftOutOfASum() {
        #expect(ExpressionText.write([.number(0), .attribute("button1.width", coefficient: 1)]) == "button1.width")
        #expect(ExpressionText.write([.attribute("a.width", coefficient: -0.5), .number(1e-12), .number(8)])
                == "-0.5 × a.width + 8")
        #expect(ExpressionText.write([.number(0), .number(-0.0)]) == "0")
    }

    /// The oracle: on random screens, every field that is not ambiguous has lines, and the
    /// printed lines, read back as arithmetic, give the solved value within 1e-6.
    @Test func printedLinesGiveTheSolvedValueOnRandomScreens() throws {
        var random = SplitMix64(seed: 2026)
        let property = ModelPropertyTests()
        var checked = 0, chained = 0
        for _ in 0..<300 {
            let screen = property.randomScreen(&random)
            let request = SolveRequest(width: Double(Int.random(in: 100...800, using: &random)),
                                       height: Double(Int.random(in: 100...800, using: &random)))
            guard let solver = try? LayoutEngine.prepare(screen, standardSpacing: .apple, request: request) else { continue }
            for view in solver.translation.structure.names.indices where solver.translation.selection.present[view] {
                let explanation = solver.explanation(of: view)
                for part in explanation.parts where !part.isAmbiguous && !part.terms.isEmpty {
                    let expression = try #require(part.expression, "\(explanation.view).\(part.attribute)")
                    let printed = expression.lines.map(\.description)
                    for line in printed {
                        let sum = line.split(separator: " = ", maxSplits: 1).last.map(String.init) ?? line
                        let pieces = sum.replacingOccurrences(of: " - ", with: " + ").components(separatedBy: " + ")
                        #expect(pieces.count == 1 || !pieces.contains("0"), "a 0 added in '\(line)'")
                    }
                    let value = try PrintedExpression.value(printed)
                    #expect(abs(value - part.value) <= 1e-6 * max(1, abs(part.value)),
                            "\(explanation.view).\(part.attribute) = \(part.value): \(printed) gives \(value)")
                    #expect(abs((expression.evaluated() ?? .nan) - part.value) <= 1e-6 * max(1, abs(part.value)))
                    checked += 1
                    if expression.lines.count > 1 { chained += 1 }
                }
            }
        }
        #expect(checked > 500)
        #expect(chained > 50)
    }
}

/// Reads printed lines (`name = 5 + a.width - 0.5 × (b.height - 3) / 2`) back as arithmetic:
/// the first line's value, each name replaced by its own line.
enum PrintedExpression {
    struct Unreadable: Error { var text: String }

    static func value(_ lines: [String]) throws -> Double {
        var definitions: [String: String] = [:]
        var first: String?
        for line in lines {
            guard let split = line.range(of: " = ") else { throw Unreadable(text: line) }
            let name = String(line[..<split.lowerBound])
            if first == nil { first = name }
            definitions[name] = String(line[split.upperBound...]).replacingOccurrences(of: " (ambiguous)", with: "")
        }
        guard let first else { throw Unreadable(text: "") }
        return try evaluate(first, definitions, open: [])
    }

    private static func evaluate(_ name: String, _ definitions: [String: String], open: Set<String>) throws -> Double {
        guard let text = definitions[name], !open.contains(name) else { throw Unreadable(text: name) }
        var reader = Reader(characters: Array(text)) { inner in
            try evaluate(inner, definitions, open: open.union([name]))
        }
        let value = try reader.sum()
        reader.skipSpaces()
        guard reader.position == reader.characters.count else { throw Unreadable(text: text) }
        return value
    }

    struct Reader {
        var characters: [Character]
        var position = 0
        var lookUp: (String) throws -> Double

        init(characters: [Character], lookUp: @escaping (String) throws -> Double) {
            self.characters = characters
            self.lookUp = lookUp
        }

        mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }

        mutating func next(_ options: Set<Character>) -> Character? {
            skipSpaces()
            guard position < characters.count, options.contains(characters[position]) else { return nil }
            position += 1
            return characters[position - 1]
        }

        mutating func sum() throws -> Double {
            var value = try product()
            while let sign = next(["+", "-"]) { value += (sign == "+" ? 1 : -1) * (try product()) }
            return value
        }

        mutating func product() throws -> Double {
            var value = try factor()
            while let operation = next(["×", "/"]) {
                let right = try factor()
                value = operation == "×" ? value * right : value / right
            }
            return value
        }

        mutating func factor() throws -> Double {
            if next(["-"]) != nil { return -(try factor()) }
            if next(["("]) != nil {
                let value = try sum()
                guard next([")"]) != nil else { throw Unreadable(text: String(characters)) }
                return value
            }
            skipSpaces()
            let start = position
            while position < characters.count, characters[position] != " ", characters[position] != ")" { position += 1 }
            let word = String(characters[start..<position])
            if let number = Double(word) { return number }
            guard !word.isEmpty else { throw Unreadable(text: String(characters)) }
            return try lookUp(word)
        }
    }
}
