import LayoutCore
@testable import LayoutModel
import Testing
import TestSupport

/// `explain`'s sums read as arithmetic: the text evaluates to the field's
/// value, no pair of products cancels, and a product's sign is its
/// coefficient's (as the JSON gives it).
@Suite struct ExplanationArithmeticTests {
    typealias Term = ViewExplanation.Term

    /// Evaluates `0.5 × 320 - 8 + 0.5 × (-5)` left to right (× binds first): the oracle.
    static func evaluate(_ text: String) -> Double? {
        var tokens = text.split(separator: " ").map(String.init)
        var total = 0.0, sign = 1.0
        if let first = tokens.first, first.hasPrefix("-"), first.count > 1 {
            tokens[0] = String(first.dropFirst())
            sign = -1
        }
        var index = 0
        func number(_ token: String) -> Double? {
            token.hasPrefix("(") ? Double(token.dropFirst().dropLast()) : Double(token)
        }
        while index < tokens.count {
            guard var value = number(tokens[index]) else { return nil }
            index += 1
            if index < tokens.count, tokens[index] == "×" {
                guard index + 1 < tokens.count, let factor = number(tokens[index + 1]) else { return nil }
                value *= factor
                index += 2
            }
            total += sign * value
            if index < tokens.count {
                sign = tokens[index] == "-" ? -1 : 1
                index += 1
            }
        }
        return total
    }

    @Test func productsCarryTheCoefficientsSign() {
        #expect(Term(constraint: "a", constant: 5, coefficient: -0.5).product == "- 0.5 × 5")
        #expect(Term(constraint: "a", constant: -5, coefficient: 0.5).product == "+ 0.5 × (-5)")
        #expect(Term(constraint: "a", constant: -5, coefficient: -0.5).product == "- 0.5 × (-5)")
        #expect(Term(constraint: "a", constant: -8, coefficient: 1).product == "- 8")
        #expect(Term(constraint: "a", constant: 8, coefficient: -1).product == "- 8")
    }

    @Test func cancellingPairsAreLeftOut() {
        let terms = [Term(constraint: "w", constant: 320, coefficient: 0.5), Term(constraint: "a", constant: 5, coefficient: 0.5),
                     Term(constraint: "b", constant: 5, coefficient: 0.5), Term(constraint: "c", constant: 5, coefficient: -0.5)]
        #expect(ExpressionText.products(terms) == "0.5 × 320 + 0.5 × 5")
        #expect(ExpressionText.products([Term(constraint: "a", constant: 5, coefficient: 1),
                                         Term(constraint: "b", constant: -5, coefficient: 1)]) == "0")
    }

    /// For random terms, the sum's text evaluates to the sum of the contributions
    /// and holds no product and its negation.
    @Test(arguments: [UInt64(7), 8, 9])
    func sumsEvaluateToTheirValue(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let coefficients: [Double] = [1, -1, 0.5, -0.5, 0.25, 2]
        let constants: [Double] = [5, -5, 8, 320, -20, 0]
        for _ in 0..<200 {
            let terms = (0..<Int(generator.next() % 6)).map { index in
                Term(constraint: "c\(index)", constant: constants[Int(generator.next() % 6)],
                     coefficient: coefficients[Int(generator.next() % 6)])
            }
            let text = ExpressionText.products(terms)
            let expected = terms.reduce(0) { $0 + $1.contribution }
            #expect(Self.evaluate(text).map { abs($0 - expected) < 1e-9 } == true, "\(terms): \(text)")
            // The products shown, each with its sign: no body appears both added and taken away.
            var signed: [(sign: String, body: String)] = []
            for token in text.split(separator: " ").map(String.init) {
                if token == "+" || token == "-" {
                    signed.append((token, ""))
                } else if signed.isEmpty {
                    signed.append(token.hasPrefix("-") && token.count > 1 ? ("-", String(token.dropFirst())) : ("+", token))
                } else {
                    signed[signed.count - 1].body += (signed[signed.count - 1].body.isEmpty ? "" : " ") + token
                }
            }
            let added = Set(signed.filter { $0.sign == "+" }.map(\.body))
            let takenAway = Set(signed.filter { $0.sign == "-" }.map(\.body))
            #expect(added.isDisjoint(with: takenAway), "\(text)")
        }
    }
}
