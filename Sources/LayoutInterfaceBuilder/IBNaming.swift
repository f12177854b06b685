/// Identifiers for screens and views derived from what IB says about them:
/// valid identifiers (`[A-Za-z_][A-Za-z0-9_]*`), made unique in document order
/// with a number, so the same file always gives the same names.
struct IBNaming {
    private var used: Set<String>
    private var counters: [String: Int] = [:]
    /// The last number `unique` gave each base, so that the next search starts after it: a
    /// thousand views of one custom class are named in linear time, not quadratic (#35.11).
    private var uniqueCounters: [String: Int] = [:]

    init(reserved: Set<String> = []) { used = reserved }

    /// `"Title Label"` → `titleLabel`, `"DEMOView"` → `DEMOView` (lowercased first
    /// letter when `lowerFirst`), `"8bC-Xf-vdC"` → `_8bC_Xf_vdC`; nil when nothing usable is left.
    static func identifier(_ text: String, lowerFirst: Bool) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                result = lowerFirst ? lowercasedFirst(word) : word
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(Character(first)) { result = "_" + result }
        return result
    }

    /// `Label` → `label`, `URLField` → `urlField`: a leading run of capitals is lowered but for the
    /// last one when a lowercase letter follows it.
    static func lowercasedFirst(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The first usable candidate, else `fallback` plus a number counted per fallback (`label1`);
    /// a taken name gets the next free number.
    mutating func name(candidates: [String?], fallback: String, lowerFirst: Bool) -> String {
        for candidate in candidates {
            guard let candidate, let base = Self.identifier(candidate, lowerFirst: lowerFirst) else { continue }
            return unique(base)
        }
        let base = Self.identifier(fallback, lowerFirst: lowerFirst) ?? "view"
        var number = counters[base, default: 0]
        while true {
            number += 1
            let name = "\(base)\(number)"
            if used.insert(name).inserted {
                counters[base] = number
                return name
            }
        }
    }

    /// `base` if free, else `base2`, `base3`, …: the first free number, which is never below
    /// one this gave `base` before (names are only ever taken, never freed).
    mutating func unique(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var number = (uniqueCounters[base] ?? 1) + 1
        while !used.insert("\(base)\(number)").inserted { number += 1 }
        uniqueCounters[base] = number
        return "\(base)\(number)"
    }
}
