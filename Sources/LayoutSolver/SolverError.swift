/// Everything the solver refuses, as data; `description` is the message for people.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The handle is not (or no longer) in this solver.
    case unknownConstraint(ConstraintHandle)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables must be below required, or a suggestion could make the system unsatisfiable.
    case requiredEditVariable(Variable)
    /// A NaN or infinite number; `what` says which (e.g. "coefficient of v3", "constant").
    case notFinite(what: String)
    /// A required constraint cannot hold. `conflict` is minimal: removing any one member makes the
    /// rest satisfiable. Members are handles in the solver, oldest first; `nil` is the constraint
    /// being added (last).
    case unsatisfiable(conflict: [ConstraintHandle?])
    /// A batch add contains a required constraint that cannot hold; nothing was added. The minimal
    /// conflict names constraints already in the solver and, by index, members of the batch.
    case unsatisfiableBatch(conflict: [ConstraintHandle], batchMembers: [Int])

    public var description: String {
        switch self {
        case .unknownConstraint(let handle): return "constraint \(handle) is not in the solver"
        case .unknownVariable(let variable): return "variable \(variable) was not made by this solver"
        case .duplicateEditVariable(let variable): return "variable \(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "variable \(variable) is not an edit variable"
        case .requiredEditVariable(let variable):
            return "edit variable \(variable) must have a priority below required (1000)"
        case .notFinite(let what): return "\(what) is not a finite number"
        case .unsatisfiable(let conflict):
            let names = conflict.map { $0.map(\.description) ?? "the new constraint" }
            return "unsatisfiable required constraints: \(names.joined(separator: ", "))"
        case .unsatisfiableBatch(let conflict, let members):
            let names = conflict.map(\.description) + members.map { "batch member \($0)" }
            return "unsatisfiable required constraints: \(names.joined(separator: ", "))"
        }
    }
}
