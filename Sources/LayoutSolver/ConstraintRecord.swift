/// One constraint as the tableau holds it.
struct ConstraintRecord {
    /// The constraint as added; `expression.constant` follows `setConstant`.
    var constraint: Constraint
    /// The objective tier of its errors; nil for a required constraint.
    var tier: Double?
    /// The symbol that identifies its row: slack, dummy or positive error.
    var marker: Int32
    /// Its coefficient in the constraint's own row, before any sign normalisation.
    var markerCoefficient: Double
    /// The second error of a non-required constraint, or -1.
    var other: Int32 = -1
    var otherCoefficient: Double = 0
    /// Calls `body` with each error symbol, weighted 1 in `tier`: `other` for an inequality,
    /// `marker` and `other` for an equality, none for a required constraint. (Not stored as an
    /// array: that was one allocation per constraint.)
    func forEachError(_ body: (Int32) -> Void) {
        guard tier != nil else { return }
        if constraint.relation == .equal { body(marker) }
        body(other)
    }
    /// The variable, when this is an edit constraint.
    var editVariable: Variable?
    /// Set for a required constraint kept at the recovery tier; the cached minimal conflict.
    var recoveredConflict: [ConstraintHandle]?
    /// The variable a definition defines (see `Definition`), or -1 for a tableau constraint.
    var defines: Int32 = -1

    var isDefinition: Bool { defines >= 0 }

    var isRequired: Bool { tier == nil }
}
