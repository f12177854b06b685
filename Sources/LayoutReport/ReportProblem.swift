import LayoutCore
import LayoutDocument
import LayoutModel

/// One distinct problem on the report's list: a conflict, an ambiguous view,
/// truncated text, a negative size or a self-sizing screen that collapses to
/// zero height, with every place (orientation, content, devices) where it
/// happens. Two layouts have the same problem when `layout check` prints the
/// same line for them (`problem`), so the list has one entry where `check`
/// has one.
public struct ReportProblem: Sendable, Hashable {
    /// As `check --json` names them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case unsatisfiable, ambiguous, negativeSize, zeroHeight, truncated
    }

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

    /// `check`'s line for a conflict.
    public static func conflictLine(broken: String, conflict: [String]) -> String {
        "unsatisfiable: gave up \(broken); conflict: " + conflict.joined(separator: ", ")
    }

    /// `check`'s line for an ambiguous view.
    public static func ambiguityLine(view: String, attributes: [String]) -> String {
        "ambiguous: \(view) (\(attributes.joined(separator: ", ")))"
    }

    /// `check`'s line for a negative size.
    public static func negativeSizeLine(view: String, attributes: [String]) -> String {
        "negative size: \(view) (\(attributes.joined(separator: ", ")))"
    }

    /// `check`'s line for truncated text (and the content size it was measured at, when one was asked for).
    public static func truncationLine(view: String, contentSize: String? = nil) -> String {
        "truncated: \(view)" + (contentSize.map { " at \($0)" } ?? "")
    }

    /// `check`'s line for a self-sizing screen whose root collapses.
    public static func zeroHeightLine(root: String) -> String {
        "zero height: self-sizing \(root) collapses to 0 points"
    }

    /// The problems of one solved layout, in `check`'s order: sizes, then conflicts, then ambiguity.
    /// In a language the request named (`report --language`), each line ends " in de", as `check`'s do.
    static func problems(of result: SolveResult, screen: Screen) -> [ReportProblem] {
        let found = problemsInAnyLanguage(of: result, screen: screen)
        guard let language = result.language else { return found }
        return found.map { problem in
            var problem = problem
            problem.problem += " in \(language)"
            return problem
        }
    }

    private static func problemsInAnyLanguage(of result: SolveResult, screen: Screen) -> [ReportProblem] {
        var problems: [ReportProblem] = []
        let name = screen.name
        for negative in result.negative {
            problems.append(ReportProblem(screen: name, kind: .negativeSize, problem: negativeSizeLine(
                view: negative.view, attributes: negative.attributes), view: negative.view))
        }
        for text in result.truncated {
            problems.append(ReportProblem(screen: name, kind: .truncated,
                                          problem: truncationLine(view: text.view, contentSize: result.contentSize),
                                          view: text.view))
        }
        if screen.selfSizing == .height, (result.height * 1e6).rounded() == 0 {
            problems.append(ReportProblem(screen: name, kind: .zeroHeight, problem: zeroHeightLine(root: screen.root),
                                          view: screen.root))
        }
        for broken in result.unsatisfiable {
            problems.append(ReportProblem(screen: name, kind: .unsatisfiable,
                                          problem: conflictLine(broken: broken.broken, conflict: broken.conflict),
                                          broken: broken.broken))
        }
        for view in result.ambiguous {
            problems.append(ReportProblem(screen: name, kind: .ambiguous,
                                          problem: ambiguityLine(view: view.view, attributes: view.attributes),
                                          view: view.view))
        }
        return problems
    }

    /// Whether a solved layout has any problem on the list.
    static func hasProblem(_ result: SolveResult, screen: Screen) -> Bool {
        !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty || !result.negative.isEmpty
            || !result.truncated.isEmpty || (screen.selfSizing == .height && (result.height * 1e6).rounded() == 0)
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
