/// A solver variable: a handle made by `Solver.makeVariable(name:)`, valid only in that solver.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The tableau symbol behind the variable; creation order, so smaller means older.
    public let id: Int

    init(symbol: Int32) { self.id = Int(symbol) }

    var symbol: Int32 { Int32(truncatingIfNeeded: id) }

    public var description: String { "v\(id)" }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// A handle to a constraint added to a solver; ids grow with every add, so smaller means older.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    init(id: Int) { self.id = id }

    public var description: String { "c\(id)" }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.id < rhs.id }
}
