/// The solver's variables: the tableau's external symbols in creation order, and the names
/// given to them (`Solver.makeVariable(name:)`).
///
/// Apart from the tableau because they are what the solver answers about (settling, ambiguity
/// and sensitivity walk them oldest first), not how it solves; apart from the constraint
/// records because a variable outlives every constraint on it.
///
/// Invariants (`_checkInvariants`): the symbols are ascending (creation order), each an
/// external symbol of the tableau, and every external symbol is one of them; only they have
/// names, and no name is empty.
struct Variables {
    /// The variables' symbols, oldest first.
    private(set) var symbols: [Int32] = []
    /// The names given, by symbol (a variable made without one has none).
    private(set) var names: [Int32: String] = [:]

    /// Lists a new variable, the tableau's newest external symbol.
    mutating func append(_ symbol: Int32, name: String) {
        symbols.append(symbol)
        if !name.isEmpty { names[symbol] = name }
    }

    #if DEBUG
    /// Checks the invariants above against the tableau's per-symbol kinds.
    func _checkInvariants(kinds: [SymbolKind]) {
        precondition(zip(symbols, symbols.dropFirst()).allSatisfy { $0 < $1 }, "variables: not oldest first")
        precondition(symbols.allSatisfy { Int($0) < kinds.count && kinds[Int($0)] == .external },
                     "variables: a symbol that is not external")
        precondition(symbols.count == kinds.lazy.filter { $0 == .external }.count, "variables: an external symbol unlisted")
        precondition(names.allSatisfy { !$0.value.isEmpty && Int($0.key) < kinds.count && kinds[Int($0.key)] == .external },
                     "variables: a name for a symbol that is no variable, or an empty one")
    }
    #endif
}
