/// The undo log of one solver transaction: every row and objective cell touched since the
/// transaction began, each saved once, as it was before.
///
/// A per-symbol mark holds the epoch of the transaction that last saved the symbol, so "saved
/// already?" is one comparison and nothing is cleared between transactions.
///
/// Invariants (`_checkInvariants`): one mark per symbol; closed, the log is empty; open, each
/// logged symbol is logged once and marked with the current epoch.
struct Journal {
    /// Whether a transaction is open.
    private(set) var isOpen = false
    /// The rows saved, each as it was when the transaction began (nil: the symbol was nonbasic).
    private(set) var rows: [(basic: Int32, row: Row?)] = []
    /// The objective cells saved, each as it was when the transaction began.
    private(set) var objective: [(symbol: Int32, weight: TierVector)] = []
    /// How many symbols there were when the transaction began: those made since appear in no
    /// saved row, and a rollback forgets them.
    private(set) var symbolCountAtBegin = 0
    private var rowMarks: [UInt32] = []
    private var objectiveMarks: [UInt32] = []
    private var epoch: UInt32 = 0

    /// Makes room for a new symbol's marks.
    mutating func appendSymbol() {
        rowMarks.append(0)
        objectiveMarks.append(0)
    }

    /// Opens a transaction over `symbolCount` symbols. Transactions do not nest.
    mutating func begin(symbolCount: Int) {
        precondition(!isOpen, "nested solver transaction")
        isOpen = true
        rows = []
        objective = []
        epoch &+= 1
        if epoch == 0 {
            // Wrapped around: clear the marks so no stale one matches.
            for index in rowMarks.indices {
                rowMarks[index] = 0
                objectiveMarks[index] = 0
            }
            epoch = 1
        }
        symbolCountAtBegin = symbolCount
    }

    /// Closes the transaction, keeping what it did.
    mutating func commit() {
        isOpen = false
        rows = []
        objective = []
    }

    /// Closes the transaction and hands back what it saved, for the tableau to put back; the
    /// marks of symbols made since it began are forgotten with them.
    mutating func rollBack() -> (rows: [(basic: Int32, row: Row?)], objective: [(symbol: Int32, weight: TierVector)]) {
        isOpen = false
        let saved = (rows, objective)
        rows = []
        objective = []
        if rowMarks.count > symbolCountAtBegin {
            rowMarks.removeSubrange(symbolCountAtBegin...)
            objectiveMarks.removeSubrange(symbolCountAtBegin...)
        }
        return saved
    }

    /// Whether the row of `basic` must be saved before it changes: a transaction is open and
    /// has not saved it yet.
    @inline(__always)
    func needsRow(_ basic: Int32) -> Bool { isOpen && rowMarks[Int(basic)] != epoch }

    /// Saves the row of `basic` as it is now (`needsRow` said so).
    @inline(__always)
    mutating func saveRow(_ basic: Int32, _ row: Row?) {
        rowMarks[Int(basic)] = epoch
        rows.append((basic, row))
    }

    /// Whether the objective cell of `symbol` must be saved before it changes.
    @inline(__always)
    func needsObjective(_ symbol: Int32) -> Bool { isOpen && objectiveMarks[Int(symbol)] != epoch }

    /// Saves the objective cell of `symbol` as it is now (`needsObjective` said so).
    @inline(__always)
    mutating func saveObjective(_ symbol: Int32, _ weight: TierVector) {
        objectiveMarks[Int(symbol)] = epoch
        objective.append((symbol, weight))
    }

    #if DEBUG
    /// Checks the invariants above for a tableau of `symbolCount` symbols.
    func _checkInvariants(symbolCount: Int) {
        precondition(rowMarks.count == symbolCount && objectiveMarks.count == symbolCount, "journal marks per symbol")
        guard isOpen else {
            precondition(rows.isEmpty && objective.isEmpty, "a closed journal holds saved cells")
            return
        }
        var seen = Set<Int32>()
        for (basic, _) in rows {
            precondition(seen.insert(basic).inserted && rowMarks[Int(basic)] == epoch, "row \(basic) saved twice or unmarked")
        }
        seen.removeAll()
        for (symbol, _) in objective {
            precondition(seen.insert(symbol).inserted && objectiveMarks[Int(symbol)] == epoch,
                         "objective cell \(symbol) saved twice or unmarked")
        }
    }
    #endif
}
