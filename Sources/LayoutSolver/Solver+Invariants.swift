extension Solver {
    // What the tests look at; the solver's own code goes through `tableau` and `constraints`.

    /// The id the next constraint gets (see `ConstraintRecords.nextID`); tests that insert
    /// records themselves move it on.
    var nextConstraintID: Int {
        get { constraints.nextID }
        set { constraints.nextID = newValue }
    }

    /// Per symbol: what it stands for (see `Tableau.kinds`).
    var kinds: [SymbolKind] { tableau.kinds }
    /// Per symbol: its row when basic (see `Tableau.rows`).
    var rows: [Row?] { tableau.rows }
    /// Per symbol: the basic symbols whose rows hold it (see `Tableau.columns`).
    var columns: [SymbolSet] { tableau.columns }
    /// Per symbol: its objective weight (see `Tableau.objective`).
    var objective: [TierVector] { tableau.objective }
    /// The symbols whose entering lowers the objective (see `Tableau.improvable`).
    var improvable: SymbolSet { tableau.improvable }
}

#if DEBUG
extension Solver {
    /// Checks the solver's invariants; debug builds call it after every mutation when
    /// `checksInvariants` is set. Violations stop the program: they are solver bugs.
    ///
    /// Each part checks its own (`Tableau`, with the journal inside it, `Definitions`,
    /// `Settlement`, `ConstraintRecords`, and `Variables` against the tableau's kinds); what
    /// is checked here ties parts together:
    /// - every tableau constraint's marker is in the tableau (basic, or held by a row), and its
    ///   marker and second error are symbols it made (their owner is its id);
    /// - an edit constraint's variable is a variable of this solver;
    /// - every definition is recorded, and its variable appears nowhere in the tableau.
    func _checkInvariants() {
        tableau._checkInvariants()
        definitions._checkInvariants(symbolCount: tableau.symbolCount)
        settlement._checkInvariants()
        constraints._checkInvariants()
        variables._checkInvariants(kinds: tableau.kinds)
        for (id, record) in constraints.byID {
            if let variable = record.editVariable {
                precondition(isVariable(variable), "edit constraint \(id) on \(variable), no variable")
            }
            if record.isDefinition {
                let variable = Int(record.defines)
                precondition(definitions.isDefined(record.defines) && definitions.definition(of: record.defines).id == id,
                             "definition \(id) lost")
                precondition(tableau.rows[variable] == nil && tableau.columns[variable].isEmpty && tableau.objective[variable].isZero,
                             "defined variable \(variable) is in the tableau")
            } else {
                let marker = record.marker
                precondition(tableau.rows[Int(marker)] != nil || !tableau.scanHolders(of: marker).isEmpty || isImplied(record),
                             "constraint \(id) lost its marker")
                precondition(Int(marker) < tableau.symbolCount && tableau.owners[Int(marker)] == Int32(id)
                             && (record.other < 0 || tableau.owners[Int(record.other)] == Int32(id)),
                             "constraint \(id): its marker or error is not its own")
            }
        }
    }

    /// A required equality whose marker was eliminated is implied by the others; allow it.
    private func isImplied(_ record: ConstraintRecord) -> Bool { tableau.kinds[Int(record.marker)] == .dummy }
}
#endif
