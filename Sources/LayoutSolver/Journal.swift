/// The undo log of one solver transaction: every row and objective cell touched since the
/// transaction began, each saved as it was before.
///
/// A per-symbol mark holds the epoch that last saved the symbol, so "saved already?" is one
/// comparison and nothing is cleared between transactions. A savepoint inside a transaction
/// starts a new epoch, so a cell saved before it is saved again when it changes after it: a
/// rollback to the savepoint puts back only what changed since, and a rollback of the whole
/// transaction puts back every saved cell newest first, so each ends as it was at the begin.
///
/// Invariants (`_checkInvariants`): one mark per symbol; closed, the log is empty; open, each
/// symbol is logged at most once since the current epoch began, and those logged are marked
/// with it.
struct Journal {
    /// Where a transaction stood when a savepoint was taken.
    struct Savepoint {
        fileprivate let rowCount: Int
        fileprivate let objectiveCount: Int
        /// How many symbols there were: those made since are forgotten by a rollback to it.
        let symbolCount: Int
    }

    /// Whether a transaction is open.
    private(set) var isOpen = false
    /// The rows saved, oldest first, each as it was before it changed (nil: the symbol was nonbasic).
    private(set) var rows: [(basic: Int32, row: Row?)] = []
    /// The objective cells saved, oldest first, each as it was before it changed.
    private(set) var objective: [(symbol: Int32, weight: TierVector)] = []
    /// How many symbols there were when the transaction began: those made since appear in no
    /// saved row, and a rollback forgets them.
    private(set) var symbolCountAtBegin = 0
    private var rowMarks: [UInt32] = []
    private var objectiveMarks: [UInt32] = []
    private var epoch: UInt32 = 0
    /// Where the log stood when the current epoch began (the invariant's "since").
    private var epochRowStart = 0
    private var epochObjectiveStart = 0

    /// Makes room for a new symbol's marks.
    mutating func appendSymbol() {
        rowMarks.append(0)
        objectiveMarks.append(0)
    }

    /// Opens a transaction over `symbolCount` symbols. Transactions do not nest (savepoints do).
    mutating func begin(symbolCount: Int) {
        precondition(!isOpen, "nested solver transaction")
        isOpen = true
        rows = []
        objective = []
        startEpoch()
        symbolCountAtBegin = symbolCount
    }

    /// A new epoch: nothing counts as saved in it yet.
    private mutating func startEpoch() {
        epoch &+= 1
        if epoch == 0 {
            // Wrapped around: clear the marks so no stale one matches.
            for index in rowMarks.indices {
                rowMarks[index] = 0
                objectiveMarks[index] = 0
            }
            epoch = 1
        }
        epochRowStart = rows.count
        epochObjectiveStart = objective.count
    }

    /// Closes the transaction, keeping what it did.
    mutating func commit() {
        isOpen = false
        rows = []
        objective = []
    }

    /// Closes the transaction and hands back what it saved, newest first, for the tableau to
    /// put back in that order; the marks of symbols made since it began are forgotten with them.
    mutating func rollBack() -> (rows: [(basic: Int32, row: Row?)], objective: [(symbol: Int32, weight: TierVector)]) {
        isOpen = false
        let saved = (Array(rows.reversed()), Array(objective.reversed()))
        rows = []
        objective = []
        forgetSymbols(from: symbolCountAtBegin)
        return saved
    }

    /// Marks the open transaction's present state, to roll back to without undoing what came
    /// before. Savepoints nest; keeping what followed one needs nothing.
    /// - Complexity: O(1).
    mutating func savepoint(symbolCount: Int) -> Savepoint {
        precondition(isOpen, "a savepoint outside a transaction")
        let savepoint = Savepoint(rowCount: rows.count, objectiveCount: objective.count, symbolCount: symbolCount)
        startEpoch()
        return savepoint
    }

    /// Hands back, newest first, what was saved since `savepoint`, and forgets it and the
    /// symbols made since: the transaction goes on from the savepoint. A new epoch starts, so
    /// what changes next is saved again.
    mutating func rollBack(to savepoint: Savepoint) -> (rows: [(basic: Int32, row: Row?)], objective: [(symbol: Int32, weight: TierVector)]) {
        precondition(isOpen && savepoint.rowCount <= rows.count && savepoint.objectiveCount <= objective.count,
                     "a savepoint of another transaction")
        let saved = (Array(rows[savepoint.rowCount...].reversed()), Array(objective[savepoint.objectiveCount...].reversed()))
        rows.removeSubrange(savepoint.rowCount...)
        objective.removeSubrange(savepoint.objectiveCount...)
        forgetSymbols(from: savepoint.symbolCount)
        startEpoch()
        return saved
    }

    private mutating func forgetSymbols(from count: Int) {
        if rowMarks.count > count {
            rowMarks.removeSubrange(count...)
            objectiveMarks.removeSubrange(count...)
        }
    }

    /// Whether the row of `basic` must be saved before it changes: a transaction is open and
    /// has not saved it in this epoch.
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
        for (basic, _) in rows[epochRowStart...] {
            precondition(seen.insert(basic).inserted && rowMarks[Int(basic)] == epoch, "row \(basic) saved twice or unmarked")
        }
        seen.removeAll()
        for (symbol, _) in objective[epochObjectiveStart...] {
            precondition(seen.insert(symbol).inserted && objectiveMarks[Int(symbol)] == epoch,
                         "objective cell \(symbol) saved twice or unmarked")
        }
    }
    #endif
}
