import LayoutCore
import LayoutDocument

/// The one check a screen passes before the store keeps it, whatever wrote
/// it (an import, any edit, a revert or an undo): so the store never holds a
/// screen that cannot be exported, imported again and solved.
///
/// It finds, without solving:
/// - names that import refuses (views, metrics, constraint ids), duplicates,
///   numbers that are not finite, conditions that misspell a trait;
/// - the character U+0000 in any text the store keeps (SQLite would cut the text there);
/// - text properties a view cannot have: an unknown text style or font
///   weight, a font size that is not a finite positive number, an empty font
///   name or text key, `numberOfLines` below 0, a `minimumScaleFactor` outside 0...1,
///   an `imageSize` that is not two finite numbers above 0 or is on a view that is not a button;
/// - a view tree that is not a tree (root, superviews, cycles), and views
///   whose condition excludes every case where their superview is present;
/// - equations and visual formats that do not parse, options that do not
///   exist, views, guides and metrics that the screen does not have,
///   `superview` of the root, priorities outside 1...1000 (metric values too);
/// - a constraint naming a view that is absent in every case where the
///   constraint applies: its `when` and the views' (with their superviews')
///   `when`s intersect to nothing, key by key.
public enum ScreenValidator {
    /// Every fault of `screen`, in document order (screen, views, metrics,
    /// constraints); empty when the screen is valid.
    /// - Complexity: one parse of each equation and format (more for a format
    ///   using a metric with several values), O(views) for the tree.
    public static func faults(in screen: Screen) -> [ScreenFault] {
        var pass = ValidationPass(screen: screen)
        pass.run()
        return pass.faults
    }
}

/// One run of `ScreenValidator` over a screen, collecting faults.
struct ValidationPass {
    let screen: Screen
    var faults: [ScreenFault] = []
    /// Nil when the tree itself is faulty: then constraints are checked without presence.
    var structure: ScreenStructure?
    /// Each view's presence: the conjunction of its own and its superviews'
    /// conditions; nil means always present.
    var presence: [Condition?] = []
    /// Views present in no case (their conditions contradict their superviews').
    var never: [Bool] = []
    /// Positions in `screen.metrics` of each metric's values.
    var metricValues: [String: [Int]] = [:]
    /// The views' names, for messages and formats.
    let viewNames: [String]
    /// The views by name when the tree is sound (`structure`'s index), else empty.
    var viewIndex: [String: Int] = [:]
    /// Whether any view has a presence condition (else only a constraint's own can never fail).
    var anyPresence = false

    init(screen: Screen) {
        self.screen = screen
        viewNames = screen.views.map(\.name)
    }

    mutating func fault(
        _ place: DocumentPlace, _ field: String?, _ message: String, text: String? = nil, offset: Int? = nil
    ) {
        faults.append(ScreenFault(screen: screen.name, place: place, field: field, message: message,
                                  text: text, offset: offset))
    }

    mutating func run() {
        if screen.name.isEmpty { fault(.screen, "name", "a screen needs a non-empty name") }
        if let design = screen.design {
            let insets = design.safeArea ?? .zero
            let freeform = [design.freeform?.width, design.freeform?.height].compactMap { side -> Double? in
                if case .points(let value)? = side { return value }
                return nil
            }
            let widths = [design.containerWidth, design.accessoryWidth].compactMap { $0 }
            for value in [design.width, design.height, insets.top, insets.left, insets.bottom, insets.right] + freeform + widths {
                if let problem = DocumentNumbers.problem(value, field: "design", nonNegative: true) {
                    fault(.screen, "design", problem)
                    break
                }
            }
        }
        for (index, item) in screen.leftOut.enumerated() where item.ibID.isEmpty || item.reason.isEmpty {
            fault(.screen, "leftOut", "left-out item \(index + 1) needs a non-empty 'ibID' and 'reason'")
        }
        checkViews()
        checkStoredTexts()
        checkTree()
        checkMetrics()
        var ids: Set<String> = []
        for entry in screen.constraints {
            let place = DocumentPlace.constraint(entry.id)
            if let problem = DocumentNames.constraintIDProblem(entry.id) { fault(place, "id", problem) }
            if !ids.insert(entry.id).inserted { fault(place, "id", "constraint id '\(entry.id)' is used more than once") }
            if let problem = entry.when?.problem { fault(place, "when", problem) }
            switch entry.body {
            case .equation(let text): checkEquation(text, entry)
            case .visualFormat(let format, let options): checkVisualFormat(format, options: options, entry)
            }
        }
    }

    // MARK: Views and the tree

    private mutating func checkViews() {
        var names: Set<String> = []
        for view in screen.views {
            let place = DocumentPlace.view(view.name)
            if let problem = DocumentNames.viewNameProblem(view.name) { fault(place, "name", problem) }
            if !names.insert(view.name).inserted { fault(place, "name", "view name '\(view.name)' is used more than once") }
            let numbers: [(String, Double?)] = [
                ("intrinsicSize", view.intrinsicSize?.width), ("intrinsicSize", view.intrinsicSize?.height),
                ("layoutMargins", view.layoutMargins?.top), ("layoutMargins", view.layoutMargins?.left),
                ("layoutMargins", view.layoutMargins?.bottom), ("layoutMargins", view.layoutMargins?.right),
                ("baselines", view.baselines?.firstFromTop), ("baselines", view.baselines?.lastFromBottom),
                ("spacing", view.stack?.spacing),
                ("alignmentInsets", view.alignmentInsets?.top), ("alignmentInsets", view.alignmentInsets?.left),
                ("alignmentInsets", view.alignmentInsets?.bottom), ("alignmentInsets", view.alignmentInsets?.right),
            ]
            if let (field, problem) = numbers.lazy.compactMap({ field, value in
                value.flatMap { DocumentNumbers.problem($0, field: field, nonNegative: field == "intrinsicSize") }
                    .map { (field, $0) }
            }).first {
                fault(place, field, problem)
            }
            for (field, problem) in view.textProblems { fault(place, field, problem) }
            if let problem = view.when?.problem { fault(place, "when", problem) }
            if view.stack != nil, !view.isStack {
                // The JSON decoder refuses these fields on other views; an edit must too.
                fault(place, "kind", "stack properties are for stack views, and '\(view.name)' is a "
                      + "\(view.kind ?? "view"); make it one with kind 'stack'")
            }
            for (index, variation) in (view.stack?.variations ?? []).enumerated() {
                if let problem = variation.problem { fault(place, "stackVariations", "stack variation \(index + 1): \(problem)") }
            }
        }
    }

    /// The tree (through `ScreenStructure`, as solving reads it) and each view's presence.
    private mutating func checkTree() {
        var views = screen
        views.constraints = []  // duplicate ids are reported with the constraints
        do {
            structure = try ScreenStructure(views)
        } catch {
            switch error.kind {
            case .missingRoot: fault(.screen, "root", error.message)
            case .rootHasSuperview(let root, _): fault(.view(root), "superview", error.message)
            case .viewWithoutSuperview(let view): fault(.view(view), "superview", error.message)
            case .missingSuperview(let view, _, _): fault(.view(view), "superview", error.message)
            case .superviewCycle(let chain): fault(.view(chain.first ?? ""), "superview", error.message)
            default: break  // duplicate names: reported by checkViews
            }
            return
        }
        guard let structure else { return }
        viewIndex = structure.index
        anyPresence = screen.views.contains { $0.when != nil }
        presence = Array(repeating: nil, count: screen.views.count)
        never = Array(repeating: false, count: screen.views.count)
        var stack = [structure.root]
        presence[structure.root] = screen.views[structure.root].when
        while let view = stack.popLast() {
            for child in structure.children[view] {
                stack.append(child)
                if never[view] {
                    never[child] = true
                    continue
                }
                guard let own = screen.views[child].when else {
                    presence[child] = presence[view]
                    continue
                }
                guard let inherited = presence[view] else {
                    presence[child] = own
                    continue
                }
                if let both = inherited.intersection(own) {
                    presence[child] = both
                } else {
                    never[child] = true
                    let name = structure.names[child]
                    fault(.view(name), "when",
                          "view '\(name)' is never present: it exists only when \(describe(own)), "
                              + "but its superview '\(structure.names[view])' only when \(describe(inherited))")
                }
            }
        }
    }

    // MARK: Metrics

    private mutating func checkMetrics() {
        struct Key: Hashable {
            var name: String
            var when: Condition?
        }
        var seen: Set<Key> = []
        for (index, metric) in screen.metrics.enumerated() {
            let place = DocumentPlace.metric(metric.name, index: index)
            metricValues[metric.name, default: []].append(index)
            if let problem = DocumentNames.metricNameProblem(metric.name) { fault(place, "name", problem) }
            if !metric.value.isFinite {
                fault(place, "value", "metric '\(metric.name)' must be a finite number")
            } else if let problem = DocumentNumbers.problem(metric.value, field: "value") {
                fault(place, "value", problem)
            }
            if !seen.insert(Key(name: metric.name, when: metric.when)).inserted {
                fault(place, "when", "metric '\(metric.name)' has two values for the same condition")
            }
            if let problem = metric.when?.problem { fault(place, "when", problem) }
        }
    }

    /// The positions of a metric's values that can apply together with `entry`
    /// (their conditions intersect), else all of them.
    func values(of metric: String, for entry: ConstraintEntry) -> [Int] {
        let all = metricValues[metric] ?? []
        guard let when = entry.when else { return all }
        let compatible = all.filter { screen.metrics[$0].when.map { when.intersection($0) != nil } ?? true }
        return compatible.isEmpty ? all : compatible
    }

    // MARK: Presence

    /// Whether the views of one constraint (view indices) can all be present
    /// where the constraint applies; a fault naming the view (or the pair of
    /// views) at fault when they cannot.
    mutating func checkPresence(
        of views: [Int], _ entry: ConstraintEntry, field: String, text: String
    ) -> Bool {
        guard anyPresence, let structure, !presence.isEmpty else { return true }
        if views.contains(where: { never[$0] }) { return true }  // reported on the view
        var condition = entry.when ?? Condition()
        var earlier: [Int] = []
        for view in views where !earlier.contains(view) {
            defer { earlier.append(view) }
            guard let present = presence[view] else { continue }
            if let both = condition.intersection(present) {
                condition = both
                continue
            }
            let name = structure.names[view]
            let offset = ValidationPass.offset(of: name, in: text)
            if let when = entry.when, when.intersection(present) == nil {
                fault(.constraint(entry.id), field,
                      "view '\(name)' is absent wherever the constraint applies: the view exists only when "
                          + "\(describe(present)), the constraint applies only when \(describe(when))",
                      text: text, offset: offset)
            } else if let other = earlier.first(where: { presence[$0].map { $0.intersection(present) == nil } ?? false }),
                      let otherPresence = presence[other] {
                fault(.constraint(entry.id), field,
                      "views '\(structure.names[other])' and '\(name)' are never present together: "
                          + "'\(structure.names[other])' exists only when \(describe(otherPresence)), "
                          + "'\(name)' only when \(describe(present))",
                      text: text, offset: offset)
            } else {
                fault(.constraint(entry.id), field,
                      "view '\(name)' is absent wherever the constraint's other views are present and it applies",
                      text: text, offset: offset)
            }
            return false
        }
        return true
    }

    // MARK: Text

    /// `images=2|3 orientation=portrait`, keys sorted.
    func describe(_ condition: Condition) -> String {
        condition.allowed.keys.sorted().map { key in
            "\(key)=" + (condition.allowed[key] ?? []).map(\.text).joined(separator: "|")
        }.joined(separator: " ")
    }

    /// The offset in Characters of the first whole-word occurrence of `name` in `text`.
    static func offset(of name: String, in text: String) -> Int? {
        let characters = Array(text)
        let target = Array(name)
        guard !target.isEmpty, characters.count >= target.count else { return nil }
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        for start in 0...(characters.count - target.count) where characters[start] == target[0] {
            guard characters[start..<start + target.count].elementsEqual(target) else { continue }
            if start > 0, isNameCharacter(characters[start - 1]) { continue }
            let end = start + target.count
            if end < characters.count, isNameCharacter(characters[end]) { continue }
            return start
        }
        return nil
    }
}
