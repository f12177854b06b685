import LayoutCore
import LayoutDocument
import LayoutText

/// A solve result's problems in words that say what to do: each conflict's
/// members as equations, the broken one marked, each with where it comes
/// from (the entry and, for a visual format, the part of the format); each
/// ambiguous attribute with what would pin it.
///
/// Worked out from a `SolveResult` (cached or fresh) and the screen: the
/// request is translated again (no solve), which names every constraint id
/// the result reports.
public struct SolveDiagnosis: Hashable, Sendable {
    /// One member of a minimal conflicting set.
    public struct Member: Hashable, Sendable {
        /// The constraint id (`row#2`, `ratio`, `contentView:width`).
        public var id: String
        /// The constraint in the contract's notation (generated ones with a note).
        public var constraint: String
        /// Whether this is the required constraint the solver gave up.
        public var isBroken: Bool
        /// The document entry it comes from; nil for one the model generates
        /// (request pins, stack views, intrinsic sizes).
        public var entry: String?
        /// For a visual-format member: the format and the character range of
        /// the connection or predicate that produced it.
        public var format: String?
        public var range: Range<Int>?
        /// The views it relates, in document order.
        public var views: [String]

        /// A member as read back from `check --json` (`check --merge`).
        package init(id: String, constraint: String, isBroken: Bool, entry: String? = nil, format: String? = nil,
                     range: Range<Int>? = nil, views: [String]) {
            self.id = id
            self.constraint = constraint
            self.isBroken = isBroken
            self.entry = entry
            self.format = format
            self.range = range
            self.views = views
        }
    }

    /// One required constraint given up, with its minimal conflicting set (in the order they were added).
    public struct Conflict: Hashable, Sendable {
        public var broken: String
        public var members: [Member]

        package init(broken: String, members: [Member]) {
            self.broken = broken
            self.members = members
        }
    }

    /// One ambiguous view: each free attribute with what would pin it.
    public struct Ambiguity: Hashable, Sendable {
        public var view: String
        public var attributes: [String]
        /// One sentence per attribute, in the same order.
        public var advice: [String]

        package init(view: String, attributes: [String], advice: [String]) {
            self.view = view
            self.attributes = attributes
            self.advice = advice
        }
    }

    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]

    /// Every view named by a member of a conflict, in document order.
    public var conflictViews: [String]

    public var isEmpty: Bool { conflicts.isEmpty && ambiguities.isEmpty }

    /// What would pin an attribute that the constraints leave free.
    public static func advice(view: String, attribute: String) -> String {
        switch attribute {
        case "centerX", "x":
            return "\(view)'s horizontal position is free: add a leading, trailing or centerX constraint"
        case "centerY", "y":
            return "\(view)'s vertical position is free: add a top, bottom or centerY constraint"
        case "width":
            return "\(view)'s width is free: add a width constraint (or pin both leading and trailing), "
                + "or give it an intrinsic width"
        case "height":
            return "\(view)'s height is free: add a height constraint (or pin both top and bottom), "
                + "or give it an intrinsic height"
        default:
            return "\(view)'s \(attribute) is free: add a constraint that fixes it"
        }
    }
}

extension LayoutEngine {
    /// The conflicts and ambiguity of `result` (a solve of `screen` under
    /// `request`), with equations, origins and advice.
    public static func diagnose(
        _ result: SolveResult, screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest,
        measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) -> SolveDiagnosis {
        guard !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty else {
            return SolveDiagnosis(conflicts: [], ambiguities: [], conflictViews: [])
        }
        try request.validate(screen: screen.name)
        let structure = try ScreenStructure(screen)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(
            selection, standardSpacing: standardSpacing, request: request, measurer: measurer)
        let ties = result.ambiguous.isEmpty ? [:] : SolveDiagnosis.tieAdvice(result, translation: translation)
        let ambiguities = result.ambiguous.map { view in
            SolveDiagnosis.Ambiguity(
                view: view.view, attributes: view.attributes,
                advice: view.attributes.map { attribute in
                    SolveDiagnosis.missingContentAdvice(view: view.view, attribute: attribute, screen: screen, request: request)
                        ?? ties[view.view]?[attribute]
                        ?? SolveDiagnosis.advice(view: view.view, attribute: attribute)
                })
        }
        guard !result.unsatisfiable.isEmpty else {
            return SolveDiagnosis(conflicts: [], ambiguities: ambiguities, conflictViews: [])
        }
        let wanted = Set(result.unsatisfiable.flatMap { $0.conflict + [$0.broken] })
        var indexByID: [String: Int] = [:]
        for index in translation.constraints.indices {
            let id = translation.id(of: index)
            if wanted.contains(id), indexByID[id] == nil { indexByID[id] = index }
        }
        var conflictViews: Set<Int> = []
        func member(_ id: String, broken: Bool) -> SolveDiagnosis.Member {
            guard let index = indexByID[id] else {
                return SolveDiagnosis.Member(id: id, constraint: id, isBroken: broken, views: [])
            }
            var views: [Int] = []
            for term in translation.terms[translation.constraints[index].terms] {
                if let owner = translation.algebra.owner(of: term.variable), !views.contains(owner.view) {
                    views.append(owner.view)
                }
            }
            conflictViews.formUnion(views)
            var found = SolveDiagnosis.Member(
                id: id, constraint: translation.description(of: index), isBroken: broken,
                views: views.sorted().map { structure.names[$0] })
            switch translation.constraints[index].label {
            case .equation(let entry):
                found.entry = screen.constraints[entry].id
            case .format(let entry, let part):
                found.entry = screen.constraints[entry].id
                if case .visualFormat(let format, _) = screen.constraints[entry].body {
                    found.format = format
                    found.range = translation.writtenFormatPart(entry: entry, part: part)?.range
                }
            case .intrinsic, .generated:
                break
            }
            return found
        }
        let conflicts = result.unsatisfiable.map { broken in
            SolveDiagnosis.Conflict(
                broken: broken.broken,
                members: (broken.conflict.contains(broken.broken) ? [] : [member(broken.broken, broken: true)])
                    + broken.conflict.map { member($0, broken: $0 == broken.broken) })
        }
        return SolveDiagnosis(conflicts: conflicts, ambiguities: ambiguities,
                              conflictViews: conflictViews.sorted().map { structure.names[$0] })
    }
}
