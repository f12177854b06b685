import LayoutCore
import LayoutDocument

/// The content keys a screen's `when` conditions mention, with the values
/// they mention: what a request's content (`--content`) and a new condition
/// (`--when`) are checked against, so that a typo is caught rather than
/// silently matching nothing.
public struct ContentVocabulary: Hashable, Sendable {
    /// Each content key (traits aside), with the values conditions mention, sorted.
    public private(set) var values: [String: [String]]
    /// The screen, for messages.
    public var screenName: String

    /// A finding: an error stops the command, a warning is printed and it goes on.
    public struct Finding: Hashable, Sendable {
        public var isError: Bool
        public var message: String
    }

    /// The vocabulary of `screens` (several states of one screen, as a replay goes through).
    public init(_ screens: [Screen], name: String) {
        self.init(conditions: screens.flatMap { screen in
            screen.views.compactMap(\.when) + screen.constraints.compactMap(\.when) + screen.metrics.compactMap(\.when)
                + screen.views.flatMap { view in view.isStack ? (view.stack?.variations ?? []).map(\.when) : [] }
        }, name: name)
    }

    /// The vocabulary of a screen's `when` conditions, however they were read
    /// (the store reads only its conditions for a cache hit's content check).
    public init(conditions: [Condition], name: String) {
        screenName = name
        var found: [String: Set<String>] = [:]
        for condition in conditions {
            for (key, allowed) in condition.allowed where !Condition.traitKeys.contains(key) {
                found[key, default: []].formUnion(allowed.map(\.text))
            }
        }
        values = found.mapValues { set in
            set.sorted { a, b in
                if let x = Double(a), let y = Double(b) { return x < y }
                return a < b
            }
        }
    }

    public init(_ screen: Screen) { self.init([screen], name: screen.name) }

    /// Checks a request's content: a trait given as content, or a key no
    /// condition mentions, is an error ("did you mean"); a value no condition
    /// mentions is a warning.
    public func check(content: [String: String]) -> [Finding] {
        var findings: [Finding] = []
        let keys = values.keys.sorted()
        for key in content.keys.sorted() {
            let value = content[key] ?? ""
            if Condition.traitKeys.contains(key) {
                findings.append(Finding(isError: true, message:
                    "'\(key)' is a trait, not content: give it with --\(ContentVocabulary.flag(key))"))
            } else if let trait = Condition.misspeltTrait(key), !keys.contains(key) {
                findings.append(Finding(isError: true, message:
                    "content key '\(key)' looks like a misspelt trait (did you mean '\(trait)'?); "
                        + "give traits with --\(ContentVocabulary.flag(trait))"))
            } else if let known = values[key] {
                if !known.contains(value) {
                    findings.append(Finding(isError: false, message:
                        "no condition of screen '\(screenName)' mentions \(key)=\(value)"
                            + (Double(value) == nil ? NameSuggestion.hint(for: value, among: known) : "")
                            + "; it mentions \(key)=\(known.joined(separator: "|"))"))
                }
            } else {
                findings.append(Finding(isError: true, message:
                    "no condition of screen '\(screenName)' mentions content key '\(key)'"
                        + NameSuggestion.hint(for: key, among: keys)
                        + (keys.isEmpty ? "; its conditions mention no content keys"
                            : "; the keys it knows are \(keys.map { "'\($0)'" }.joined(separator: ", "))")))
            }
        }
        return findings
    }

    /// Warns, per content key the conditions mention that `content` does not
    /// give, that what depends on it is absent: `imageCell uses images (1, 2,
    /// 3, 4); none given, so views under those conditions are absent` (a
    /// condition on a key the request lacks does not match).
    public func missing(content: [String: String]) -> [Finding] {
        values.keys.sorted().filter { content[$0] == nil }.map { key in
            Finding(isError: false, message: "\(screenName) uses \(key) (\((values[key] ?? []).joined(separator: ", "))); "
                        + "none given, so views under those conditions are absent")
        }
    }

    /// Checks a condition about to be stored: a misspelt trait or a value a
    /// trait does not have is an error; a new content key that is a near miss
    /// of a known one is a warning (a new key is otherwise welcome).
    public func check(condition: Condition) -> [Finding] {
        if let problem = condition.problem { return [Finding(isError: true, message: problem)] }
        var findings: [Finding] = []
        let keys = values.keys.sorted()
        for key in condition.allowed.keys.sorted() where !Condition.traitKeys.contains(key) && values[key] == nil {
            if let known = NameSuggestion.closest(to: key, among: keys) {
                findings.append(Finding(isError: false, message:
                    "screen '\(screenName)' has no condition on '\(key)' yet (did you mean '\(known)'?)"))
            }
        }
        return findings
    }

    /// The solve flag that gives a trait.
    static func flag(_ trait: String) -> String {
        switch trait {
        case "widthClass": return "width-class"
        case "heightClass": return "height-class"
        case "contentSize": return "content-size"
        case "homeIndicator": return "device or --safe-area (a bottom inset above 0)"
        // `check` and `report` lay out as today's UIKit (`current`); only a single solve takes another era.
        case "era": return "era on solve, explain or replay (check and report lay out as era current)"
        default: return trait
        }
    }
}
