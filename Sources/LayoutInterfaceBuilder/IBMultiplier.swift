/// IB's multiplier forms: a number (`0.5`), a ratio `1:2` (width to height,
/// as IB writes aspect ratios) or a fraction `1/3`.
enum IBMultiplier {
    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        for separator in [":", "/"] as [Character] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0].trimmingSpacesSubstring),
                  let denominator = Double(parts[1].trimmingSpacesSubstring), denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return value
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
