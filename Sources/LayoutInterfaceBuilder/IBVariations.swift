import LayoutDocument

/// One of the four size-class combinations a variation can select.
struct TraitCombination: Hashable, Sendable, CaseIterable {
    var widthCompact: Bool
    var heightCompact: Bool

    static let allCases = [true, false].flatMap { width in
        [true, false].map { TraitCombination(widthCompact: width, heightCompact: $0) }
    }
}

/// A variation key, `widthClass=compact-heightClass=regular`: which size
/// classes it names (nil: any). `default` names neither.
struct VariationKey: Hashable, Sendable {
    var widthCompact: Bool?
    var heightCompact: Bool?

    init?(_ text: String) {
        if text == "default" { return }
        for part in text.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[1] == "compact" || pair[1] == "regular" else { return nil }
            switch pair[0] {
            case "widthClass": widthCompact = pair[1] == "compact"
            case "heightClass": heightCompact = pair[1] == "compact"
            default: return nil
            }
        }
    }

    var specificity: Int { (widthCompact == nil ? 0 : 1) + (heightCompact == nil ? 0 : 1) }

    func matches(_ combination: TraitCombination) -> Bool {
        (widthCompact.map { $0 == combination.widthCompact } ?? true)
            && (heightCompact.map { $0 == combination.heightCompact } ?? true)
    }

    /// The `when` condition of this key (nil for `default`).
    var condition: Condition? {
        var allowed: [String: [ConditionValue]] = [:]
        if let widthCompact { allowed["widthClass"] = [.string(widthCompact ? "compact" : "regular")] }
        if let heightCompact { allowed["heightClass"] = [.string(heightCompact ? "compact" : "regular")] }
        return allowed.isEmpty ? nil : Condition(allowed)
    }
}

/// Install masks: `<variation key="…"><mask key="constraints|subviews"><include|exclude reference="id"/>`.
/// An object is installed where the most specific variation mentioning it says so, else installed.
struct InstallMasks {
    /// For each mask kind and referenced id: (key, installed) in the order written.
    private var rules: [String: [String: [(key: VariationKey, installed: Bool)]]] = [:]
    /// Every variation key seen, for choosing the design traits of an "any" canvas.
    private(set) var keys: Set<VariationKey> = []

    mutating func read(owner: XMLNode) {
        for variation in owner.children("variation") {
            guard let text = variation["key"], let key = VariationKey(text) else { continue }
            if key.specificity > 0 { keys.insert(key) }
            for mask in variation.children("mask") {
                guard let kind = mask["key"] else { continue }
                for item in mask.children {
                    guard let reference = item["reference"] else { continue }
                    let installed = item.name == "include"
                    rules[kind, default: [:]][reference, default: []].append((key, installed))
                }
            }
        }
    }

    mutating func noteKey(_ key: VariationKey) { if key.specificity > 0 { keys.insert(key) } }

    /// The combinations where the object is installed.
    func installed(_ reference: String, kind: String) -> Set<TraitCombination> {
        guard let list = rules[kind]?[reference] else { return Set(TraitCombination.allCases) }
        var result: Set<TraitCombination> = []
        for combination in TraitCombination.allCases {
            var best: (specificity: Int, installed: Bool) = (-1, true)
            for rule in list where rule.key.matches(combination) && rule.key.specificity >= best.specificity {
                best = (rule.key.specificity, rule.installed)
            }
            if best.installed { result.insert(combination) }
        }
        return result
    }

    /// `when` conditions whose union is exactly `combinations`: none (always) for
    /// all four, else one per width class with its height classes, merged when alike.
    static func conditions(for combinations: Set<TraitCombination>) -> [Condition?] {
        if combinations.count == TraitCombination.allCases.count { return [nil] }
        func classes(_ compacts: [Bool]) -> [ConditionValue] {
            compacts.map { .string($0 ? "compact" : "regular") }
        }
        var byWidth: [(width: Bool, heights: [Bool])] = []
        for width in [true, false] {
            let heights = [true, false].filter { combinations.contains(TraitCombination(widthCompact: width, heightCompact: $0)) }
            if !heights.isEmpty { byWidth.append((width, heights)) }
        }
        if byWidth.count == 2, byWidth[0].heights == byWidth[1].heights {
            return [Condition(["heightClass": classes(byWidth[0].heights)])]
        }
        return byWidth.map { entry in
            var allowed: [String: [ConditionValue]] = ["widthClass": classes([entry.width])]
            if entry.heights.count == 1 { allowed["heightClass"] = classes(entry.heights) }
            return Condition(allowed)
        }
    }
}
