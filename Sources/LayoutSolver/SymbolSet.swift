/// A set of tableau symbols kept as a sorted array: a column of the index (the basic symbols
/// whose rows hold a symbol) or the improvable symbols.
///
/// A `Set<Int32>` per column cost a hash per insert and remove, rehashes as it grew, and its
/// storage to free at the end; a sorted array costs a binary search and a short move, walks in
/// symbol order (so nothing depends on a hash seed) and gives the smallest symbol first.
struct SymbolSet: RandomAccessCollection, ExpressibleByArrayLiteral {
    private(set) var symbols: [Int32] = []

    init() {}

    init(arrayLiteral elements: Int32...) {
        for symbol in elements { insert(symbol) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { symbols.count }
    subscript(position: Int) -> Int32 { symbols[position] }

    /// The first position whose symbol is not below `symbol`. - Complexity: O(log n)
    @inline(__always)
    private func lowerBound(_ symbol: Int32) -> Int {
        // New rows get new symbols: an insert usually goes at the end.
        if let last = symbols.last, last < symbol { return symbols.count }
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func contains(_ symbol: Int32) -> Bool {
        let index = lowerBound(symbol)
        return index < symbols.count && symbols[index] == symbol
    }

    /// Adds `symbol` unless present. - Complexity: O(log n) plus the move of the later symbols.
    mutating func insert(_ symbol: Int32) {
        let index = lowerBound(symbol)
        if index < symbols.count, symbols[index] == symbol { return }
        if index == symbols.count { symbols.append(symbol) } else { symbols.insert(symbol, at: index) }
    }

    /// Removes `symbol` if present. - Complexity: O(log n) plus the move of the later symbols.
    mutating func remove(_ symbol: Int32) {
        let index = lowerBound(symbol)
        guard index < symbols.count, symbols[index] == symbol else { return }
        if index == symbols.count - 1 { symbols.removeLast() } else { symbols.remove(at: index) }
    }

    /// Up to this many changes, `update` makes them one at a time (a merge would copy the set).
    static let fewChanges = 4

    /// Inserts `added` and removes `removed`, each sorted ascending: one merge for many changes,
    /// where one insert or remove at a time would move the later symbols once per change (a pivot
    /// through thousands of rows changes as many entries of the same column).
    /// - Complexity: O(n + k) for k changes; for a few, O(log n) each plus the move.
    mutating func update(inserting added: [Int32], removing removed: [Int32]) {
        if added.count + removed.count <= SymbolSet.fewChanges {
            for symbol in removed { remove(symbol) }
            for symbol in added { insert(symbol) }
            return
        }
        var merged: [Int32] = []
        merged.reserveCapacity(symbols.count + added.count)
        var old = 0, new = 0, gone = 0
        while old < symbols.count || new < added.count {
            if new == added.count || (old < symbols.count && symbols[old] < added[new]) {
                let symbol = symbols[old]
                old += 1
                while gone < removed.count, removed[gone] < symbol { gone += 1 }
                if gone < removed.count, removed[gone] == symbol { continue }
                merged.append(symbol)
            } else if old < symbols.count, symbols[old] == added[new] {
                new += 1  // already present: the old entry is kept when it comes up
            } else {
                merged.append(added[new])
                new += 1
            }
        }
        symbols = merged
    }

    /// The smallest symbol, or nil when empty. - Complexity: O(1)
    func min() -> Int32? { symbols.first }
}
