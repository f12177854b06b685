import LayoutCore
import LayoutDocument

/// Which value of a metric applies, and the pairs of values whose order alone
/// decides it.
///
/// The rule (`ScreenSelection`): of the values whose `when` matches, the most
/// specific wins (more keys tested beats fewer; no `when` is the least
/// specific); between equally specific matches, the one earlier in the
/// document wins. That is deterministic, but a tie is rarely meant: with
/// `topInset` = 1 when `orientation=landscape` and 30 when `widthClass=regular`,
/// an iPhone Plus in landscape matches both, and the later value can never
/// apply there. `ties` finds such pairs, so that `import` and `metric set`
/// warn, naming the combined condition whose value would settle it.
public enum MetricPrecedence {
    /// One tie: two values (positions in `screen.metrics`) that are equally
    /// specific and both match wherever `overlap` holds, on some device.
    public struct Tie: Hashable, Sendable {
        public var metric: String
        /// The value that wins the tie (earlier in the document), and the one that loses.
        public var winner: Int
        public var loser: Int
        public var overlap: Condition

        /// `metric 'topInset': its values when orientation=landscape (1) and when widthClass=regular (30) both apply where orientation=landscape widthClass=regular …`
        public func message(in screen: Screen) -> String {
            let first = screen.metrics[winner], second = screen.metrics[loser]
            let settle = overlap.specificity > (first.when?.specificity ?? 0)
                ? "set a value for that case (--when " + MetricPrecedence.flags(overlap) + ") to settle it"
                : "make the two conditions exclusive to settle it"
            return "screen '\(screen.name)', metric '\(metric)': its values when \(MetricPrecedence.describe(first.when)) "
                + "(\(formatNumber(first.value))) and when \(MetricPrecedence.describe(second.when)) "
                + "(\(formatNumber(second.value))) are equally specific and both apply where "
                + "\(MetricPrecedence.describe(overlap)); the earlier one, \(formatNumber(first.value)), wins there; " + settle
        }
    }

    /// Every tie of `screen`, in document order of the losing value.
    /// - Complexity: O(v²) in the values of each metric.
    public static func ties(in screen: Screen) -> [Tie] {
        var ties: [Tie] = []
        let metrics = screen.metrics
        for loser in metrics.indices {
            guard let late = metrics[loser].when else { continue }
            for winner in 0..<loser where metrics[winner].name == metrics[loser].name {
                guard let early = metrics[winner].when, early.specificity == late.specificity,
                      let overlap = early.intersection(late), possible(overlap),
                      !settled(overlap, above: early.specificity, metric: metrics[loser].name, in: screen)
                else { continue }
                ties.append(Tie(metric: metrics[loser].name, winner: winner, loser: loser, overlap: overlap))
            }
        }
        return ties
    }

    /// Whether some environment has the traits the condition asks for: a catalogue
    /// device, in some orientation, with the traits it derives (`deviceTraits`), and any
    /// value of every other trait, which a request gives whatever the device
    /// (`contentSize`, `language`, …): a trait key added to `Condition.traitKeys` is free
    /// here unless it is one the device decides.
    static func possible(_ condition: Condition) -> Bool {
        let traits = condition.allowed.filter { deviceTraitKeys.contains($0.key) }
        guard !traits.isEmpty else { return true }
        let trait = Condition(traits)
        return DeviceCatalog.devices.contains { device in
            Orientation.allCases.contains { trait.matches(deviceTraits(device, $0)) }
        }
    }

    /// The traits a device decides in an orientation.
    static func deviceTraits(_ device: Device, _ orientation: Orientation) -> [String: String] {
        let classes = device.traits(orientation)
        return ["orientation": orientation.rawValue, "widthClass": classes.widthClass.rawValue,
                "heightClass": classes.heightClass.rawValue,
                "homeIndicator": classes.safeArea.bottom > 0 ? "yes" : "no"]
    }

    /// The keys `deviceTraits` gives (one list: read from it).
    static let deviceTraitKeys: Set<String> = DeviceCatalog.devices.first.map { Set(deviceTraits($0, .portrait).keys) } ?? []

    /// Whether a value of the metric more specific than the tied ones holds on the whole overlap.
    static func settled(_ overlap: Condition, above specificity: Int, metric: String, in screen: Screen) -> Bool {
        screen.metrics.contains { value in
            guard value.name == metric, let when = value.when, when.specificity > specificity else { return false }
            // `when` holds wherever the overlap does: each key it tests is tested by the overlap with fewer values.
            return when.allowed.allSatisfy { key, allowed in
                guard let narrower = overlap.allowed[key] else { return false }
                let texts = Set(allowed.map(\.text))
                return narrower.allSatisfy { texts.contains($0.text) }
            }
        }
    }

    static func describe(_ condition: Condition?) -> String {
        guard let condition else { return "always" }
        return condition.allowed.keys.sorted().map { key in
            "\(key)=" + (condition.allowed[key] ?? []).map(\.text).joined(separator: "|")
        }.joined(separator: " ")
    }

    /// `orientation=landscape --when widthClass=regular`: the overlap as `--when` arguments.
    static func flags(_ condition: Condition) -> String {
        condition.allowed.keys.sorted().flatMap { key in
            (condition.allowed[key] ?? []).map { "\(key)=\($0.text)" }
        }.joined(separator: " --when ")
    }
}
