import LayoutCore

/// Why a view has its frame: for each of x, y, width and height, the
/// constraints that fix it (what `layout explain SCREEN VIEW` prints).
public struct ViewExplanation: Hashable, Sendable, CustomStringConvertible {
    /// One frame field and the constraints that determine it.
    public struct Part: Hashable, Sendable {
        /// `x`, `y`, `width` or `height`.
        public var attribute: String
        public var value: Double
        /// Constraint ids (`row#2`, `caption:hugging.horizontal`, …), in the order the screen adds them.
        public var constraints: [String]
        /// Whether the constraints leave this field free.
        public var isAmbiguous: Bool

        public init(attribute: String, value: Double, constraints: [String], isAmbiguous: Bool) {
            self.attribute = attribute
            self.value = value
            self.constraints = constraints
            self.isAmbiguous = isAmbiguous
        }
    }

    public var screen: String
    public var view: String
    /// nil for the root.
    public var superview: String?
    /// In the superview's coordinates.
    public var frame: Frame
    /// x, y, width, height in that order.
    public var parts: [Part]
    /// The notation of every constraint named in `parts`, by id.
    public var descriptions: [String: String]

    public init(screen: String, view: String, superview: String?, frame: Frame, parts: [Part],
                descriptions: [String: String]) {
        self.screen = screen
        self.view = view
        self.superview = superview
        self.frame = frame
        self.parts = parts
        self.descriptions = descriptions
    }

    /// The constraint ids that fix `attribute` (`x`, `y`, `width`, `height`).
    public func constraints(for attribute: String) -> [String] {
        parts.first { $0.attribute == attribute }?.constraints ?? []
    }

    public var x: [String] { constraints(for: "x") }
    public var y: [String] { constraints(for: "y") }
    public var width: [String] { constraints(for: "width") }
    public var height: [String] { constraints(for: "height") }

    /// `view in superview: x 5, y 5, width 100, height 20`, then one block per field.
    public var description: String {
        var lines = ["\(view) in \(superview ?? "screen '\(screen)' (root)"): "
            + "x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), "
            + "width \(formatNumber(frame.width)), height \(formatNumber(frame.height))"]
        for part in parts {
            var header = "\(part.attribute) = \(formatNumber(part.value))"
            if part.isAmbiguous {
                header += ": ambiguous (no constraint fixes it)"
            } else if part.constraints.isEmpty {
                header += superview == nil && (part.attribute == "x" || part.attribute == "y")
                    ? ": the root sits at the origin" : ""
            } else {
                header += " from:"
            }
            lines.append(header)
            let width = part.constraints.map(\.count).max() ?? 0
            for id in part.constraints {
                let padded = id + String(repeating: " ", count: width - id.count)
                lines.append("  \(padded)  \(descriptions[id] ?? "")")
            }
        }
        return lines.joined(separator: "\n")
    }
}
