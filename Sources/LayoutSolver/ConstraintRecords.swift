/// The solver's constraints by id, with the id counter and the two indexes kept over the
/// records: the edit constraint of each edit variable, and the constraints kept at the
/// recovery tier.
///
/// Ids are handed out by `reserveIDs` and never reused, so a handle names one constraint for
/// the solver's life. Storing a record (`records[id] = record`) keeps both indexes in step: an
/// edit constraint is listed under its variable, a recovered one among the recovered ids;
/// storing nil unlists its edit variable (the recovered ids are a superset, pruned when read:
/// few constraints are ever recovered, and a removal should not search them).
///
/// Invariants (`_checkInvariants`): every id is below `nextID`; a variable's listed edit
/// constraint is the record naming it as its edit variable, and every such record is listed;
/// an edit constraint is a non-required equality; a record with a remembered conflict is
/// listed as recovered, sits at the recovery tier and is a member of its conflict; a
/// definition is a required equality without a marker, a tableau constraint has a marker.
/// (Whether a marker is in the tableau and a definition in the definitions ties parts
/// together: `Solver._checkInvariants`.)
struct ConstraintRecords {
    /// Every constraint's record by id, edit constraints included.
    private(set) var byID: [Int: ConstraintRecord] = [:]
    /// The id the next constraint gets.
    var nextID = 0
    /// Per edit variable's symbol: the id of its edit constraint.
    private(set) var edits: [Int32: Int] = [:]
    /// Constraints kept at the recovery tier (a superset: entries are checked when read).
    private(set) var recoveredIDs = Set<Int>()

    /// How many constraints there are, edit constraints included.
    var count: Int { byID.count }

    /// Hands out `count` fresh ids, consecutive; returns the first.
    mutating func reserveIDs(_ count: Int) -> Int {
        let first = nextID
        nextID += count
        return first
    }

    /// Makes room for `extra` more records.
    mutating func reserveCapacity(_ extra: Int) { byID.reserveCapacity(byID.count + extra) }

    /// The record of a constraint. Storing one lists it as an edit or recovered constraint when
    /// it is one; storing nil, or a record without the edit variable, unlists that variable.
    subscript(id: Int) -> ConstraintRecord? {
        @inline(__always) get { byID[id] }
        set {
            if let newValue {
                let old = byID.updateValue(newValue, forKey: id)
                if let variable = old?.editVariable, variable != newValue.editVariable { edits[variable.symbol] = nil }
                if let variable = newValue.editVariable { edits[variable.symbol] = id }
                if newValue.recoveredConflict != nil { recoveredIDs.insert(id) }
            } else if let old = byID.removeValue(forKey: id), let variable = old.editVariable {
                edits[variable.symbol] = nil
            }
        }
    }

    /// The constraints kept at the recovery tier, oldest first (whether or not they hold now);
    /// forgets the listed ids whose constraint is gone or no longer recovered.
    mutating func pruneRecovered() -> [Int] {
        recoveredIDs = recoveredIDs.filter { byID[$0]?.recoveredConflict != nil }
        return recoveredIDs.sorted()
    }

    #if DEBUG
    /// Checks the invariants above.
    func _checkInvariants() {
        for (id, record) in byID {
            precondition(id >= 0 && id < nextID, "constraint \(id) has an id not handed out")
            if let variable = record.editVariable {
                precondition(edits[variable.symbol] == id, "edit constraint \(id) of \(variable) unlisted")
                precondition(!record.isRequired && record.constraint.relation == .equal,
                             "edit constraint \(id) is not a non-required equality")
            }
            if let conflict = record.recoveredConflict {
                precondition(recoveredIDs.contains(id), "recovered constraint \(id) unlisted")
                precondition(record.tier == Solver.recoveryTier, "recovered constraint \(id) off the recovery tier")
                precondition(conflict.contains(ConstraintHandle(id: id)), "recovered constraint \(id) not in its conflict")
            }
            if record.isDefinition {
                precondition(record.isRequired && record.constraint.relation == .equal && record.marker < 0,
                             "definition \(id) is not a required equality without a marker")
            } else {
                precondition(record.marker >= 0, "constraint \(id) has no marker")
            }
        }
        for (symbol, id) in edits {
            precondition(byID[id]?.editVariable?.symbol == symbol, "the edit of v\(symbol) names constraint \(id) wrongly")
        }
        precondition(recoveredIDs.allSatisfy { $0 >= 0 && $0 < nextID }, "a recovered id not handed out")
    }
    #endif
}
