import LayoutCore

/// Why a screen could not be given a layout: bad input found while reading
/// the screen for a request. Every message names the screen and the view,
/// constraint or metric at fault.
public struct LayoutModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as data.
    public enum Kind: Hashable, Sendable {
        /// The screen's `root` is not one of its views.
        case missingRoot(String)
        /// The root view names a superview.
        case rootHasSuperview(root: String, superview: String)
        /// Two views share a name.
        case duplicateView(String)
        /// Two constraint entries share an id.
        case duplicateConstraintID(String)
        /// A view other than the root has no superview.
        case viewWithoutSuperview(String)
        /// A view's superview is not a view of the screen.
        case missingSuperview(view: String, superview: String, suggestion: String?)
        /// Superviews that contain each other, in chain order.
        case superviewCycle([String])
        /// A constraint names a view that is not in the screen.
        case unknownView(String, constraint: String, suggestion: String?)
        /// A constraint uses `superview` for a view that has none (the root).
        case noSuperview(view: String, constraint: String)
        /// A constraint names a scroll guide (`view.contentLayoutGuide`) of a view that is no scroll view.
        case notAScrollView(view: String, guide: String, constraint: String)
        /// An equation uses `superview` on both sides, so there is no view to take it from.
        case superviewWithoutView(constraint: String)
        /// A constraint uses a metric the screen does not define.
        case unknownMetric(String, constraint: String, suggestion: String?)
        /// A metric is defined, but none of its values' conditions match.
        case noMatchingMetricValue(String, environment: String)
        /// A constraint's equation does not parse.
        case badEquation(constraint: String, InputError)
        /// A constraint's visual format does not parse or expand.
        case badVisualFormat(constraint: String, InputError)
        /// A priority outside 1...1000, after metrics were put in.
        case priorityOutOfRange(constraint: String, Double)
        /// A multiplier or constant that is not a finite number.
        case notFinite(constraint: String, what: String)
        /// A view asked about (`explain`) that the screen does not have.
        case unknownExplainedView(String, suggestion: String?)
        /// A view asked about whose condition fails under the request.
        case absentView(String, environment: String)
        /// A request size or inset that is negative or not finite.
        case invalidRequest(String)
        /// The solver refused something the model gave it (a bug, reported rather than crashing).
        case solverFailure(String)
    }

    /// The screen being solved.
    public var screen: String
    public var kind: Kind

    public init(screen: String, _ kind: Kind) {
        self.screen = screen
        self.kind = kind
    }

    /// The user-facing message, sentence case, names quoted in '…'.
    public var description: String { "screen '\(screen)': " + message }

    /// The message without the screen prefix.
    public var message: String {
        func hint(_ suggestion: String?) -> String {
            suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        }
        switch kind {
        case .missingRoot(let root):
            return "root view '\(root)' is not one of the screen's views"
        case .rootHasSuperview(let root, let superview):
            return "root view '\(root)' cannot have a superview (it names '\(superview)')"
        case .duplicateView(let name):
            return "view '\(name)' is defined more than once"
        case .duplicateConstraintID(let id):
            return "constraint id '\(id)' is used more than once"
        case .viewWithoutSuperview(let view):
            return "view '\(view)' has no superview (only the root view may have none)"
        case .missingSuperview(let view, let superview, let suggestion):
            return "view '\(view)' names superview '\(superview)', which is not a view of the screen"
                + hint(suggestion)
        case .superviewCycle(let chain):
            return "superviews form a cycle: " + (chain + [chain[0]]).map { "'\($0)'" }.joined(separator: " -> ")
        case .unknownView(let name, let constraint, let suggestion):
            return "constraint '\(constraint)' names unknown view '\(name)'" + hint(suggestion)
        case .noSuperview(let view, let constraint):
            return "constraint '\(constraint)' uses 'superview', but '\(view)' is the root view and has none"
        case .notAScrollView(let view, let guide, let constraint):
            return "constraint '\(constraint)' names '\(view).\(guide)', but '\(view)' is not a scroll view "
                + "(kind scrollView, tableView, collectionView or textView) and has no \(guide)"
        case .superviewWithoutView(let constraint):
            return "constraint '\(constraint)' uses 'superview' without naming a view it is the superview of"
        case .unknownMetric(let name, let constraint, let suggestion):
            return "constraint '\(constraint)' uses unknown metric '\(name)'" + hint(suggestion)
        case .noMatchingMetricValue(let name, let environment):
            return "no value of metric '\(name)' matches \(environment)"
        case .badEquation(let constraint, let error):
            return "constraint '\(constraint)': \(error.rendered)"
        case .badVisualFormat(let constraint, let error):
            return "constraint '\(constraint)': \(error.rendered)"
        case .priorityOutOfRange(let constraint, let value):
            return "constraint '\(constraint)' has priority \(formatNumber(value)), outside 1...1000"
        case .notFinite(let constraint, let what):
            return "constraint '\(constraint)' has a \(what) that is not a finite number"
        case .unknownExplainedView(let name, let suggestion):
            return "no view named '\(name)'" + hint(suggestion)
        case .absentView(let name, let environment):
            return "view '\(name)' is absent under \(environment) (its condition does not match)"
        case .invalidRequest(let what):
            return "invalid request: \(what)"
        case .solverFailure(let what):
            return "the solver refused a constraint: \(what)"
        }
    }
}
