import LayoutCore

/// Writing a line's right-hand side.
enum ExpressionText {
    /// One piece of a line, in the order the constraint names it.
    enum Piece {
        case number(Double)
        case attribute(String, coefficient: Double)
    }

    /// `5 + imgViewOne.width + 5`, `root.width - 0.5 × label.width - 8`.
    /// Numbers that print as 0 are left out beside other pieces, so that a position of 0 read
    /// into a chain gives `x = button1.width`, never `x = 0 + button1.width` (issue 21 point 19).
    static func write(_ pieces: [Piece]) -> String {
        var text = ""
        for piece in pieces {
            if case .number(let value) = piece, value.roundedForOutput == 0 { continue }
            let negative: Bool, body: String
            switch piece {
            case .number(let value):
                let rounded = value.roundedForOutput
                negative = rounded < 0
                body = formatNumber(abs(rounded))
            case .attribute(let name, let coefficient):
                let size = abs(coefficient).roundedForOutput
                negative = coefficient < 0
                body = size == 1 ? name : "\(formatNumber(size)) × \(name)"
            }
            if text.isEmpty {
                text = negative ? "-" + body : body
            } else {
                text += negative ? " - " + body : " + " + body
            }
        }
        return text.isEmpty ? "0" : text
    }

    /// A value as its constants: `(320 - 15) / 2` when every constant counts 1/n with n ≥ 2 (the
    /// positive ones listed, the negative ones added up), else `480 - 200 - 44 - 8` or the
    /// products (`0.5 × 320 + 0.25 × 8`). Nil when it is not a shared value's form (`sharedOnly`).
    static func group(_ terms: [ViewExplanation.Term], sharedOnly: Bool) -> String? {
        let terms = terms.filter { $0.constant.roundedForOutput != 0 }
        guard let first = terms.first else { return sharedOnly ? nil : "0" }
        let size = abs(first.coefficient)
        let n = 1 / size
        let isShared = abs(n - n.rounded()) < 1e-9 && n.rounded() >= 2
            && terms.allSatisfy { abs(abs($0.coefficient) - size) < 1e-9 }
        if !isShared { return sharedOnly ? nil : products(terms) }
        let positive = terms.filter { $0.contribution > 0 }.map { $0.contribution / size }
        let negative = terms.filter { $0.contribution < 0 }.reduce(0) { $0 + $1.contribution / size }
        let inner = write(positive.map(Piece.number) + (negative == 0 ? [] : [.number(negative)]))
        return (inner.contains(" ") ? "(\(inner))" : inner) + " / \(formatNumber(n.rounded()))"
    }

    /// The flat sum: `480 - 200 - 44 - 8`, `0.5 × 320 + 0.5 × 5` (constants of 0 left out, and
    /// each pair of products that cancel, `+ 0.5 × 5 - 0.5 × 5`: arithmetic, not a ledger;
    /// `0` when nothing is left).
    static func products(_ terms: [ViewExplanation.Term]) -> String {
        var kept = terms.filter { $0.constant.roundedForOutput != 0 }
        var index = 0
        while index < kept.count {
            let term = kept[index]
            if let partner = kept[(index + 1)...].firstIndex(where: { other in
                abs(other.coefficient) == abs(term.coefficient) && abs(other.constant) == abs(term.constant)
                    && other.contribution == -term.contribution
            }) {
                kept.remove(at: partner)
                kept.remove(at: index)
            } else {
                index += 1
            }
        }
        var text = ""
        for term in kept {
            let product = term.product
            text += text.isEmpty ? (product.hasPrefix("-") ? "-" + product.dropFirst(2) : String(product.dropFirst(2)))
                : " " + product
        }
        return text.isEmpty ? "0" : text
    }
}
