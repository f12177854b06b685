import LayoutCore

/// Constraints written back as visual formats, with what no format can
/// express left as equations (`VisualFormatPrinter`).
public struct VisualFormatListing: Hashable, Sendable, CustomStringConvertible {
    public var formats: [PrintedVisualFormat]
    /// Constraints no format expresses exactly, in the order given.
    public var equations: [LayoutConstraint]

    public init(formats: [PrintedVisualFormat] = [], equations: [LayoutConstraint] = []) {
        self.formats = formats
        self.equations = equations
    }

    /// One format per line, then one equation per line in the contract's notation.
    public var description: String {
        (formats.map(\.description) + equations.map(\.description)).joined(separator: "\n")
    }
}

/// One printed format and exactly the constraints it stands for.
public struct PrintedVisualFormat: Hashable, Sendable, CustomStringConvertible {
    /// The format, always with its orientation: `H:|-[a]-[b(>=50)]-|`.
    public var format: String
    public var options: [VisualFormatOption]
    /// Every view name the format uses, in order of first use (its `views:`).
    public var views: [String]
    /// What the format expands to, in Apple's order.
    public var constraints: [LayoutConstraint]
    /// For each of `constraints`, the position in the printer's input of the
    /// first constraint equal to it (empty for a format not made by the printer).
    public var sources: [Int]

    public init(
        format: String, options: [VisualFormatOption], views: [String], constraints: [LayoutConstraint],
        sources: [Int] = []
    ) {
        self.format = format
        self.options = options
        self.views = views
        self.constraints = constraints
        self.sources = sources
    }

    /// The format, then its options after two spaces: `H:[a]-[b]  options: alignAllTop`.
    public var description: String {
        options.isEmpty ? format : format + "  options: " + options.map(\.rawValue).joined(separator: ", ")
    }
}
