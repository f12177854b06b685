/// One value of a named metric, used under a condition (nil: always).
/// A metric may have several; the most specific matching one wins.
public struct MetricValue: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var when: Condition?
    public init(name: String, value: Double, when: Condition? = nil) {
        self.name = name
        self.value = value
        self.when = when
    }
}
