/// "Did you mean" support shared by every module that resolves names
/// (views, metrics, attributes, options, devices).
public enum NameSuggestion {
    /// The known name closest to `name`, when it is close enough to be a
    /// plausible typo: an edit distance of at most a third of the longer name
    /// (at least 1), or a case-insensitive match. Ties go to the name listed first.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == name.lowercased() { return candidate }
            let distance = editDistance(Array(name), Array(candidate))
            let limit = max(1, max(name.count, candidate.count) / 3)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `" (did you mean 'x'?)"` or the empty string, ready to append to a message.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, among: candidates) else { return "" }
        return " (did you mean '\(match)'?)"
    }

    /// Levenshtein distance with an adjacent transposition counted as one edit.
    /// - Complexity: O(m * n).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
