/// IB's multiplier forms: a number (`0.5`), a ratio `1:2` (width to height,
/// as IB writes aspect ratios) or a fraction `1/3`, each term read strictly
/// (`IBNumber`).
enum IBMultiplier {
    /// The multiplier `text` stands for; nil when it is none.
    static func parse(_ text: String) -> Double? {
        value(text) { try? IBNumber.read($0).get() }
    }

    /// The multiplier `text` (the `multiplier` attribute of `node`) stands for; nil when it is
    /// none (a term that is not a number is also noted on the document, `XMLNode.number`).
    static func parse(_ text: String, of node: XMLNode) -> Double? {
        value(text) { node.number($0, attribute: "multiplier") }
    }

    /// IB writes no space in a multiplier, so none is forgiven: `" 12"` is as wrong here as in a constant.
    private static func value(_ text: String, number: (String) -> Double?) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = number(String(parts[0])),
                  let denominator = number(String(parts[1])), denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        return number(text)
    }
}

extension String {
    var trimmingSpaces: String { String(self[...].trimmingSpacesSubstring) }
}

extension Substring {
    var trimmingSpacesSubstring: Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
