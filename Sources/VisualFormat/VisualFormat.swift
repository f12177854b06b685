import LayoutCore

/// Apple's Visual Format Language: `H:|-[button]-8-[textField(>=80@750)]-|`
/// into constraints, as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
///
/// Items are named by view name; the views' common superview is `superview`.
public enum VisualFormat {
    /// The constraints a format stands for, in Apple's order: the leading
    /// superview connection, the first view's predicates, then each next view's
    /// connection and predicates, the closing superview connection, and last
    /// the alignment constraints from the options.
    ///
    /// - Parameters:
    ///   - views: the names a format may use in `[…]` and in predicates.
    ///   - metrics: values for metric names used as constants or priorities.
    /// - Complexity: O(n) in the length of the format.
    public static func constraints(
        format: String, options: [VisualFormatOption] = [], metrics: [String: Double] = [:],
        views: [String], standardSpacing: VisualFormatSpacing = .apple
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try expansion(
            VisualFormatParser(format: format, metrics: metrics, views: views), format: format, options: options,
            standardSpacing: standardSpacing
        ).constraints()
    }

    /// The format read by `parser` with its options checked, ready to expand:
    /// what every way in shares. Views are numbered as `parser` numbers them.
    static func expansion(
        _ parser: VisualFormatParser, format: String, options: [VisualFormatOption],
        standardSpacing: VisualFormatSpacing
    ) throws(VisualFormatError) -> VisualFormatExpansion {
        var parser = parser
        let parsed = try parser.parse()
        let settings = try VisualFormatSettings(options: options, parsed: parsed, format: format)
        return VisualFormatExpansion(format: parsed, settings: settings, spacing: standardSpacing)
    }

    /// The same, with options given by name (`alignAllTop`), as documents and the CLI write them.
    public static func constraints(
        format: String, options: [String], metrics: [String: Double] = [:],
        views: [String], standardSpacing: VisualFormatSpacing = .apple
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parsedOptions: [VisualFormatOption] = []
        for name in options { parsedOptions.append(try VisualFormatOption(name: name)) }
        return try constraints(
            format: format, options: parsedOptions, metrics: metrics, views: views,
            standardSpacing: standardSpacing)
    }

    /// The same for a caller that has its views numbered: a name is a view when
    /// `viewNumbers` has it (`superview` too when `superviewNumber` is given), and
    /// the constraints name items by those numbers, with no strings to compare
    /// again. A name's "did you mean" needs the list of views: on an error, ask
    /// `constraints(format:…views:)` for the message.
    package static func numberedConstraints(
        format: String, options: [String], metrics: [String: Double],
        viewNumbers: [String: Int], superviewNumber: Int?, standardSpacing: VisualFormatSpacing
    ) throws(VisualFormatError) -> [NumberedConstraint] {
        var parsedOptions: [VisualFormatOption] = []
        for name in options { parsedOptions.append(try VisualFormatOption(name: name)) }
        let parser = VisualFormatParser(
            format: format, metrics: metrics, numbers: viewNumbers, superviewNumber: superviewNumber)
        let expansion = try expansion(parser, format: format, options: parsedOptions, standardSpacing: standardSpacing)
        return expansion.constraints {
            NumberedConstraint(
                first: $0.first.number.map(NumberedConstraint.Item.view) ?? .superview,
                firstAttribute: $0.firstAttribute, relation: $0.relation,
                second: $0.second.map { $0.number.map(NumberedConstraint.Item.view) ?? .superview },
                secondAttribute: $0.secondAttribute, constant: $0.constant, priority: $0.priority)
        }
    }

    /// A constraint of a format with its views as numbers: `first.attr REL second.attr * 1 + constant`.
    package struct NumberedConstraint: Hashable, Sendable {
        package enum Item: Hashable, Sendable {
            /// The superview's edge, `|`.
            case superview
            /// A view, by the number the caller's lookup gave its name.
            case view(Int)
        }

        package var first: Item
        package var firstAttribute: LayoutAttribute
        package var relation: LayoutRelation
        package var second: Item?
        package var secondAttribute: LayoutAttribute?
        package var constant: Double
        package var priority: LayoutPriority
    }
}

/// What `-` stands for: 8 points between views and 20 to the superview's edge
/// in UIKit; a document may override both.
public struct VisualFormatSpacing: Hashable, Sendable {
    /// Between two views.
    public var sibling: Double
    /// Between a view and its superview's edge.
    public var superview: Double

    public static let apple = VisualFormatSpacing(sibling: 8, superview: 20)

    public init(sibling: Double = 8, superview: Double = 20) {
        self.sibling = sibling
        self.superview = superview
    }
}
