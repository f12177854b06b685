/// Stack view properties that hold only under a condition, as Interface
/// Builder's size-class variations (`<variation key="heightClass=compact"
/// axis="horizontal" spacing="20"/>`): each property a variation gives
/// replaces the stack's own value where its `when` matches; a property it
/// leaves out keeps the stack's (or another matching variation's) value.
public struct StackVariation: Hashable, Sendable {
    /// The gap between arranged views: a number of points, or UIKit's system spacing.
    public enum Spacing: Hashable, Sendable {
        case points(Double)
        /// `UIStackView.spacingUseSystem`: the standard sibling spacing.
        case standard
    }

    public var when: Condition
    public var axis: StackProperties.Axis?
    public var distribution: StackProperties.Distribution?
    public var alignment: StackProperties.Alignment?
    public var spacing: Spacing?

    public init(when: Condition, axis: StackProperties.Axis? = nil, distribution: StackProperties.Distribution? = nil,
                alignment: StackProperties.Alignment? = nil, spacing: Spacing? = nil) {
        self.when = when
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Whether the variation changes nothing (a document error: it names no property).
    public var isEmpty: Bool { axis == nil && distribution == nil && alignment == nil && spacing == nil }

    /// Why the variation cannot be stored, or nil: a `when` that names no key or
    /// is wrong (`Condition.problem`), no property, or a spacing no document can hold.
    public var problem: String? {
        if when.allowed.isEmpty { return "a stack variation needs a 'when' with at least one key" }
        if let problem = when.problem { return problem }
        if isEmpty { return "a stack variation must give at least one of axis, distribution, alignment or spacing" }
        if case .points(let value)? = spacing, let problem = DocumentNumbers.problem(value, field: "spacing") {
            return problem
        }
        return nil
    }
}

extension StackProperties {
    /// The properties that apply under `environment` (a request's traits and
    /// content), with no variations left: per property, the value of the most
    /// specific matching variation that gives it (more keys matched beats
    /// fewer; between equally specific ones, the first listed, as for
    /// metrics), else the stack's own.
    public func resolved(in environment: [String: String]) -> StackProperties {
        guard !variations.isEmpty else { return self }
        var result = self
        result.variations = []
        var best = (axis: -1, distribution: -1, alignment: -1, spacing: -1)
        for variation in variations where variation.when.matches(environment) {
            let specificity = variation.when.specificity
            if let axis = variation.axis, specificity > best.axis {
                result.axis = axis
                best.axis = specificity
            }
            if let distribution = variation.distribution, specificity > best.distribution {
                result.distribution = distribution
                best.distribution = specificity
            }
            if let alignment = variation.alignment, specificity > best.alignment {
                result.alignment = alignment
                best.alignment = specificity
            }
            if let spacing = variation.spacing, specificity > best.spacing {
                switch spacing {
                case .points(let points):
                    result.spacing = points
                    result.usesStandardSpacing = false
                case .standard:
                    result.spacing = StandardSpacing.apple.sibling
                    result.usesStandardSpacing = true
                }
                best.spacing = specificity
            }
        }
        return result
    }
}
