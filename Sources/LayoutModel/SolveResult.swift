import LayoutCore
import LayoutDocument

/// A view's frame in its superview's coordinates, like UIKit's `frame`.
public struct Frame: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A required constraint the solver had to give up, by constraint id
/// (`id`, or `id#n` for the n-th constraint of a visual format), with a
/// minimal conflicting set: removing any one member makes the rest satisfiable.
public struct BrokenConstraint: Hashable, Sendable, Codable {
    public var broken: String
    public var conflict: [String]
    public init(broken: String, conflict: [String]) {
        self.broken = broken
        self.conflict = conflict
    }
}

/// A view whose frame is not determined, with the attributes that could move
/// (`x`/`centerX`, `y`, `width`, `height`, …).
public struct AmbiguousView: Hashable, Sendable, Codable {
    public var view: String
    public var attributes: [String]
    public init(view: String, attributes: [String]) {
        self.view = view
        self.attributes = attributes
    }
}

/// A view whose text does not fit the frame it got: too narrow for its one
/// line, more lines than `numberOfLines` allows, or shorter than its lines.
/// `needs` and `has` name the sides at fault.
public struct TruncatedText: Hashable, Sendable {
    public var view: String
    /// Lines drawn.
    public var lines: Int
    public var needs: SizeFields
    public var has: SizeFields

    /// A width, a height or both.
    public struct SizeFields: Hashable, Sendable, CustomStringConvertible {
        public var width: Double?
        public var height: Double?

        /// `width 311.5`, `height 40`, or `width 311.5, height 40`, as messages write it.
        public var description: String {
            [width.map { "width \(formatNumber($0))" }, height.map { "height \(formatNumber($0))" }]
                .compactMap { $0 }.joined(separator: ", ")
        }

        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
    }

    public init(view: String, lines: Int, needs: SizeFields, has: SizeFields) {
        self.view = view
        self.lines = lines
        self.needs = needs
        self.has = has
    }
}

/// The answer to a solve request (`layout solve`, docs/commands.md).
public struct SolveResult: Hashable, Sendable {
    public var screen: String
    /// The screen revision solved; set by the store (nil for a bare model solve).
    public var revision: Int?
    /// The root's resolved size (after self-sizing).
    public var width: Double
    public var height: Double
    public var traits: Traits
    public var content: [String: String]
    /// Frames of the views present, in the document's view order.
    public var frames: [(view: String, frame: Frame)]
    /// Views that are present but hidden (drawn dashed in pictures).
    public var hiddenViews: [String]
    public var unsatisfiable: [BrokenConstraint]
    public var ambiguous: [AmbiguousView]
    /// Whether the store answered from its frame cache.
    public var cached: Bool
    /// The Dynamic Type size asked for (printed among the traits); nil when the request gave none.
    public var contentSize: String?
    /// The language asked for (printed among the traits); nil when the request gave none.
    public var language: String?
    /// Lines drawn by each view that shows text, by view name.
    public var lines: [String: Int] = [:]
    /// Views whose text does not fit, in view order.
    public var truncated: [TruncatedText] = []
    /// Views whose wrapped text still changed size when the passes stopped
    /// (`ModelSolver.maximumTextPasses`): their widths depend on their heights.
    public var unsettled: [String] = []
    /// What the importer left out of the screen (`Screen.leftOut`): a screen imported in part
    /// says so with its answers. Set by the command that prints the result; never cached.
    public var leftOut: [LeftOut] = []

    public init(
        screen: String, revision: Int? = nil, width: Double, height: Double, traits: Traits,
        content: [String: String], frames: [(view: String, frame: Frame)], hiddenViews: [String] = [],
        unsatisfiable: [BrokenConstraint] = [], ambiguous: [AmbiguousView] = [], cached: Bool = false
    ) {
        self.screen = screen
        self.revision = revision
        self.width = width
        self.height = height
        self.traits = traits
        self.content = content
        self.frames = frames
        self.hiddenViews = hiddenViews
        self.unsatisfiable = unsatisfiable
        self.ambiguous = ambiguous
        self.cached = cached
    }

    public func frame(of view: String) -> Frame? { frames.first { $0.view == view }?.frame }

    public static func == (lhs: SolveResult, rhs: SolveResult) -> Bool {
        lhs.screen == rhs.screen && lhs.revision == rhs.revision && lhs.width == rhs.width
            && lhs.height == rhs.height && lhs.traits == rhs.traits && lhs.content == rhs.content
            && lhs.frames.map(\.view) == rhs.frames.map(\.view)
            && lhs.frames.map(\.frame) == rhs.frames.map(\.frame)
            && lhs.hiddenViews == rhs.hiddenViews && lhs.unsatisfiable == rhs.unsatisfiable
            && lhs.ambiguous == rhs.ambiguous && lhs.cached == rhs.cached
            && lhs.contentSize == rhs.contentSize && lhs.language == rhs.language && lhs.lines == rhs.lines && lhs.truncated == rhs.truncated
            && lhs.unsettled == rhs.unsettled && lhs.leftOut == rhs.leftOut
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(revision)
        for (view, frame) in frames {
            hasher.combine(view)
            hasher.combine(frame)
        }
    }
}
