/// Names in generated Swift: types in UpperCamelCase, keywords escaped.
enum SwiftNames {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type",
    ]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// An identifier usable as written: keywords in backticks.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `imageCell` → `ImageCell`, `image_cell` → `ImageCell`; a leading digit gets `Screen` in front.
    static func typeName(_ name: String) -> String {
        var result = ""
        var upper = true
        for character in name {
            if character.isLetter || character.isNumber {
                result += upper ? character.uppercased() : String(character)
                upper = false
            } else {
                upper = true
            }
        }
        if result.isEmpty || result.first?.isNumber == true { result = "Screen" + result }
        return result
    }

    /// A Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A number as Swift source: `8`, `0.5`, `-20`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
