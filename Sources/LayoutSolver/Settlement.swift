/// What a freedom analysis rests on (see `Solver.settle`).
struct FreedomKey: Equatable {
    /// The tableau's version (`Tableau.version`).
    var stamp: Int
    /// The definitions' version (`Definitions.version`).
    var definitions: Int
    var symbols: Int
    var rowsAtZero: [Int32]
}

/// What can move in the settled answer: per symbol 0 (not decided yet), 1 (stuck) or 2 (moves);
/// per defined variable that can move, its coefficients on the free symbols.
struct Freedom {
    var mobility: [UInt8]
    /// Per tableau variable: it is free, or its row holds a free symbol.
    var reachesFree: [Bool]
    var directions: [Int32: [Int32: Double]] = [:]
    /// Stuck symbols that may move together, and the span of what every move keeps fixed.
    var entanglement = Entanglement()
}

/// The answer the last settle computed, and the freedom analysis behind it (see
/// `Solver.settle`): every variable's value, what may move, what that analysis rested on and
/// the variables it marked as possibly tying.
///
/// The values and the analysis go stale together: any change to the solver calls
/// `invalidate()`, and the next read settles again. The analysis alone is kept across settles
/// while its key (the tableau's and the definitions' versions, the symbol count and the
/// restricted rows at zero) is unchanged: a constant change that pivoted nothing leaves it valid.
///
/// Invariants (`_checkInvariants`): the analysis has one mobility, one reach and one mark per
/// symbol it was made for (its key's count), each mobility 0, 1 or 2; its free directions and
/// entangled symbols are symbols of it; once settled, there is a value per symbol analysed.
struct Settlement {
    /// Whether the solver changed since the last settle.
    private(set) var isStale = false
    /// Per symbol: its value in the settled answer (variables only; 0 for other symbols).
    var values: [Double] = []
    /// What the last settle found free; valid while `isStale` is false.
    var freedom = Freedom(mobility: [], reachesFree: [])
    /// What the last freedom analysis rested on (the solver compares it with the current key:
    /// a field read, so no copy of the struct).
    private(set) var key: FreedomKey?
    /// Per symbol: a variable the last analysis marked as possibly tying.
    private(set) var marks: [Bool] = []

    /// Marks the answer stale: the solver changed.
    @inline(__always)
    mutating func invalidate() { isStale = true }

    /// Starts a settle: false when the answer is current (nothing to do).
    mutating func begin(symbolCount: Int) -> Bool {
        guard isStale else { return false }
        isStale = false
        if values.count < symbolCount { values += Array(repeating: 0, count: symbolCount - values.count) }
        return true
    }

    /// Records a finished analysis: the variables it marked, and what it rested on.
    mutating func record(marks: [Bool], key: FreedomKey) {
        self.marks = marks
        self.key = key
    }

    #if DEBUG
    /// Checks the invariants above.
    func _checkInvariants() {
        guard let key else { return }
        let count = key.symbols
        precondition(marks.count == count && freedom.mobility.count == count && freedom.reachesFree.count == count,
                     "freedom analysis: one entry per symbol")
        precondition(freedom.mobility.allSatisfy { $0 <= 2 }, "freedom analysis: mobility out of range")
        for (variable, directions) in freedom.directions {
            precondition(Int(variable) < count && directions.keys.allSatisfy { Int($0) < count },
                         "freedom analysis: direction of an unknown symbol")
        }
        let coordinates = freedom.entanglement.coordinates
        precondition(coordinates.keys.allSatisfy { Int($0) < count }
                     && Set(coordinates.values) == Set(0..<coordinates.count), "entanglement coordinates")
        precondition(isStale || values.count >= count, "settled answer: a value per symbol")
    }
    #endif
}
