/// One stored constraint entry: a visual format (expanding to several
/// constraints, addressed `id#1`, `id#2`, … in Apple's order) or one
/// equation in the contract's notation. The text is kept as written.
public struct ConstraintEntry: Hashable, Sendable {
    public enum Body: Hashable, Sendable {
        case visualFormat(String, options: [String])
        case equation(String)
    }
    /// Stable within its screen.
    public var id: String
    public var body: Body
    public var when: Condition?

    public init(id: String, body: Body, when: Condition? = nil) {
        self.id = id
        self.body = body
        self.when = when
    }
}
