import LayoutCheck
import LayoutCore
import LayoutDocument
import LayoutModel

/// One distinct problem on the report's list: a check's finding (`Finding`: a
/// conflict, an ambiguous view, truncated text, a negative size or a
/// self-sizing screen that collapses to zero height) with every place
/// (orientation, content, devices) where it happens. Two layouts have the
/// same problem when `layout check` prints the same line for them
/// (`problem`), so the list has one entry where `check` has one.
public struct ReportProblem: Sendable, Hashable {
    /// As `check --json` names them (a problem on the list is never an `error`: those are failures).
    public typealias Kind = Finding.Kind

    /// Where it happens: an orientation and content combination, on these devices.
    public struct Place: Sendable, Hashable {
        public var orientation: Orientation
        public var content: [String: String]
        public var devices: [String]

        public init(orientation: Orientation, content: [String: String], devices: [String]) {
            self.orientation = orientation
            self.content = content
            self.devices = devices
        }
    }

    public var screen: String
    public var kind: Kind
    /// The line `check` prints for it: `unsatisfiable: gave up wide; conflict: a, b`, `ambiguous: loose (height)`, …
    public var problem: String
    /// For a conflict: the constraint given up.
    public var broken: String?
    /// The view it is about (for a conflict: none).
    public var view: String?
    public var places: [Place]

    public init(screen: String, kind: Kind, problem: String, broken: String? = nil, view: String? = nil,
                places: [Place] = []) {
        self.screen = screen
        self.kind = kind
        self.problem = problem
        self.broken = broken
        self.view = view
        self.places = places
    }

    /// The problem a finding names, without its places.
    public init(_ finding: Finding) {
        self.init(screen: finding.screen, kind: finding.kind, problem: finding.problem, broken: finding.broken,
                  view: finding.view)
    }

    /// The problems of one solved layout, as a check finds them (`Finding.found`): in the
    /// order sizes, conflicts, ambiguity; in a language the request named (`report
    /// --language`), each line ends " in de", as `check`'s do.
    static func problems(of result: SolveResult, screen: Screen) -> [ReportProblem] {
        Finding.found(in: result, screen: screen, orientation: result.traits.orientation).map(ReportProblem.init)
    }

    /// Whether a solved layout has any problem on the list.
    static func hasProblem(_ result: SolveResult, screen: Screen) -> Bool {
        Finding.hasProblem(result, screen: screen)
    }

    /// The distinct problems of a sweep, in the order first met, each with its places
    /// in the order met and its devices in the sweep's order.
    /// - Complexity: O(entries × problems per layout), each problem found by hashing its line.
    public static func list(_ entries: [LayoutReport.Entry]) -> [ReportProblem] {
        var found = ReportProblem.Collector()
        for entry in entries {
            for problem in problems(of: entry.result, screen: entry.screen) {
                found.add(problem, orientation: entry.orientation, content: entry.result.content, device: entry.device)
            }
        }
        return found.problems
    }

    /// Gathers problems and their places, one entry per (screen, line), one place per (orientation, content).
    public struct Collector: Sendable {
        public private(set) var problems: [ReportProblem] = []
        private var index: [String: Int] = [:]
        private var placeIndex: [Int: [PlaceKey: Int]] = [:]

        private struct PlaceKey: Hashable, Sendable {
            var orientation: Orientation
            var content: [String: String]
        }

        public init() {}

        /// Records `problem` (its places ignored) at one device in one place.
        public mutating func add(_ problem: ReportProblem, orientation: Orientation, content: [String: String],
                                 device: String) {
            let key = problem.screen + "\u{0}" + problem.problem
            let number: Int
            if let known = index[key] {
                number = known
            } else {
                number = problems.count
                index[key] = number
                var fresh = problem
                fresh.places = []
                problems.append(fresh)
            }
            let place = PlaceKey(orientation: orientation, content: content)
            if let at = placeIndex[number]?[place] {
                if !problems[number].places[at].devices.contains(device) { problems[number].places[at].devices.append(device) }
            } else {
                placeIndex[number, default: [:]][place] = problems[number].places.count
                problems[number].places.append(Place(orientation: orientation, content: content, devices: [device]))
            }
        }
    }
}
