import LayoutCore
import LayoutModel

/// One problem a check found, in one orientation and content combination,
/// with every device (or size, or design) where it happens: what `layout
/// check` prints, what its shards write and merge, and what `layout report`
/// lists. A kind is one case of `Kind`; detection (`Finding+Detection`), the
/// problem line, the text (`Finding+Text`) and the JSON both ways
/// (`Finding+JSON`) each switch over it exhaustively, so a new kind is one
/// case that the compiler walks through every place that must know it.
public struct Finding: Sendable, Equatable {
    /// What went wrong, as `check --json` names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Required constraints that cannot all hold: one was given up (`broken`, `conflictIDs`).
        case unsatisfiable
        /// A view whose frame the constraints leave free (`view`, `attributes`).
        case ambiguous
        /// A solved frame with a negative width or height (`view`, `attributes`).
        case negativeSize
        /// A self-sizing screen that comes to a height of zero (`view`: its root; `message`: UIKit's warning).
        case zeroHeight
        /// Text that does not fit its frame (`view`, `needs`, `has`).
        case truncated
        /// A layout that could not be solved, or a screen that could not be read (`message`).
        case error
    }

    public var screen: String
    public var orientation: Orientation
    public var content: [String: String]
    public var kind: Kind
    /// The one-line problem (`Finding.line`), also what findings are grouped by.
    public var problem: String
    /// Where it happens: device names, the `--size` given, or `design`.
    public var devices: [String]
    /// The run's number of the layout where each device was first found
    /// (`CheckPlan`), in the same order: what puts findings and devices in
    /// the serial run's order when parts of a run are merged.
    public var layouts: [Int] = []
    /// What to do about it, worked out where it first happened.
    public var conflict: SolveDiagnosis.Conflict?
    public var ambiguity: SolveDiagnosis.Ambiguity?
    /// The constraint given up and the conflict's ids (it included).
    public var broken: String?
    public var conflictIDs: [String] = []
    /// The error's message; for `zeroHeight`, UIKit's.
    public var message: String?
    /// The view at fault (for a conflict: none) and its attributes.
    public var view: String?
    public var attributes: [String] = []
    /// The Dynamic Type size solved at, when the request named one.
    public var contentSize: String?
    /// The language solved in: the request's, else the development language.
    public var language: String?
    /// Whether the request named the language (problems then say "in de").
    public var languageGiven = false
    /// For `truncated`: what the text needs and what it has, where it was first found.
    public var needs: TruncatedText.SizeFields?
    public var has: TruncatedText.SizeFields?

    public init(screen: String, orientation: Orientation, content: [String: String], kind: Kind, problem: String,
                devices: [String] = [], layouts: [Int] = []) {
        self.screen = screen
        self.orientation = orientation
        self.content = content
        self.kind = kind
        self.problem = problem
        self.devices = devices
        self.layouts = layouts
    }

    /// What makes two findings of one screen the same: a check lists each key once.
    public var key: Key {
        Key(orientation: orientation, content: content, problem: problem, language: language)
    }

    /// A finding's identity within its screen (`key`).
    public struct Key: Hashable, Sendable {
        public var orientation: Orientation
        public var content: [String: String]
        public var problem: String
        public var language: String?
    }
}
