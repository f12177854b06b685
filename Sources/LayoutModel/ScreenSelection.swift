import LayoutCore
import LayoutDocument

/// What of a screen applies under one request's traits and content: the
/// views present, the constraint entries present and each metric's value.
struct ScreenSelection: Sendable {
    let structure: ScreenStructure
    let environment: [String: String]
    /// Views whose `when` matches and whose superviews are present.
    let present: [Bool]
    /// Hidden arranged views of a stack: they collapse, and their own constraints are set aside.
    let collapsed: [Bool]
    /// Collapsed views and everything inside them.
    let setAside: [Bool]
    /// Indices into `screen.constraints` of the entries whose `when` matches.
    let entries: [Int]
    /// For each metric name, the index in `screen.metrics` of the value that
    /// applies, or nil when none of its values match.
    let metricChoice: [String: Int?]
    /// The properties of each stack whose variations (`stackVariations`) apply
    /// under this environment; other stacks use their own.
    let variedStacks: [Int: StackProperties]

    init(_ structure: ScreenStructure, environment: [String: String]) {
        self.structure = structure
        self.environment = environment
        let screen = structure.screen
        let count = structure.names.count
        var present = [Bool](repeating: false, count: count)
        var collapsed = [Bool](repeating: false, count: count)
        var setAside = [Bool](repeating: false, count: count)
        present[structure.root] = true
        var stack = [structure.root]
        while let view = stack.popLast() {
            let isStack = screen.views[view].isStack
            for child in structure.children[view] {
                let spec = screen.views[child]
                guard spec.when?.matches(environment) ?? true else { continue }
                present[child] = true
                collapsed[child] = isStack && spec.hidden
                setAside[child] = setAside[view] || collapsed[child]
                stack.append(child)
            }
        }
        self.present = present
        self.collapsed = collapsed
        self.setAside = setAside
        entries = screen.constraints.indices.filter { screen.constraints[$0].when?.matches(environment) ?? true }
        var choice: [String: (index: Int, specificity: Int)?] = [:]
        for (position, metric) in screen.metrics.enumerated() {
            if choice[metric.name] == nil { choice[metric.name] = .some(nil) }
            guard metric.when?.matches(environment) ?? true else { continue }
            let specificity = metric.when?.specificity ?? 0
            if let best = choice[metric.name] ?? nil, best.specificity >= specificity { continue }
            choice[metric.name] = (position, specificity)
        }
        metricChoice = choice.mapValues { $0?.index }
        var varied: [Int: StackProperties] = [:]
        for (view, spec) in screen.views.enumerated() where spec.isStack && !(spec.stack?.variations.isEmpty ?? true) {
            varied[view] = spec.stack?.resolved(in: environment)
        }
        variedStacks = varied
    }

    /// A stack view's properties under this selection: its own, or as its matching variations change them.
    func stackProperties(_ view: Int) -> StackProperties {
        variedStacks[view] ?? structure.screen.views[view].stack ?? StackProperties()
    }

    var screenName: String { structure.screen.name }

    /// The value of a metric under this selection; nil when the screen has no
    /// such metric. A metric with no matching value is an error naming it.
    func metric(_ name: String) throws(LayoutModelError) -> Double? {
        guard let choice = metricChoice[name] else { return nil }
        guard let position = choice else {
            throw LayoutModelError(
                screen: screenName,
                .noMatchingMetricValue(name, environment: describeEnvironment(environment)))
        }
        return structure.screen.metrics[position].value
    }

    /// Every metric with a matching value, for visual formats.
    var metricValues: [String: Double] {
        var values: [String: Double] = [:]
        for case let (name, position?) in metricChoice {
            values[name] = structure.screen.metrics[position].value
        }
        return values
    }

    /// What makes two selections lay out alike given the same sizes: a
    /// session reuses a prepared solver when the key is unchanged.
    var key: Key {
        Key(present: present, entries: entries,
            metrics: metricChoice.map { ($0.key, $0.value ?? -1) }.sorted { $0.0 < $1.0 }.map(\.1),
            stacks: variedStacks)
    }

    struct Key: Hashable, Sendable {
        var present: [Bool]
        var entries: [Int]
        var metrics: [Int]
        var stacks: [Int: StackProperties]
    }
}
