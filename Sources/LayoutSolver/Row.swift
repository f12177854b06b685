/// A tableau row `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A basic row reads `basic = constant + Σ …`; a fresh constraint row reads `0 = constant + Σ …`.
/// Cells under `Tolerance.zero` are dropped, so a present cell is never zero.
struct Row {
    var constant: Double
    var symbols: [Int32] = []
    var coefficients: [Double] = []

    init(constant: Double) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// Binary search for `symbol`. - Complexity: O(log n)
    @inline(__always)
    func position(of symbol: Int32) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let value = symbols[middle]
            if value == symbol { return (true, middle) }
            if value < symbol { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient` to the symbol's cell; returns +1 if the symbol entered the row, -1 if it left.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if abs(sum) < Tolerance.zero {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        if abs(coefficient) < Tolerance.zero { return 0 }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return 1
    }

    /// Removes the symbol's cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func multiply(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// `self += factor · other`, reporting symbols that entered or left the row.
    ///
    /// Merges in place from the back (the cells grow by the symbols new to the row first), so
    /// a row that has the capacity allocates nothing: a new pair of arrays per substitution was
    /// a fifth of the solver's allocations in the grid benchmark.
    /// - Complexity: O(other.count · log n) when `other` is short, else O(n + other.count).
    mutating func add(_ other: Row, times factor: Double, entered: inout [Int32], left: inout [Int32]) {
        merge(other, times: factor, reports: true, entered: &entered, left: &left)
    }

    /// `self += factor · other`, for a row that is not in the tableau yet (no column to keep).
    mutating func add(_ other: Row, times factor: Double) {
        var entered: [Int32] = []
        var left: [Int32] = []
        merge(other, times: factor, reports: false, entered: &entered, left: &left)
    }

    @inline(__always)
    private mutating func merge(
        _ other: Row, times factor: Double, reports: Bool, entered: inout [Int32], left: inout [Int32]
    ) {
        constant += factor * other.constant
        if other.count * 8 < count {
            for index in other.symbols.indices {
                let symbol = other.symbols[index]
                let change = insert(symbol, factor * other.coefficients[index])
                if reports, change > 0 { entered.append(symbol) } else if reports, change < 0 { left.append(symbol) }
            }
            return
        }
        let n = count
        let m = other.count
        // How many of other's symbols are not in the row.
        var fresh = 0
        var i = 0
        var j = 0
        while j < m {
            if i == n || other.symbols[j] < symbols[i] {
                fresh += 1
                j += 1
            } else if symbols[i] < other.symbols[j] {
                i += 1
            } else {
                i += 1
                j += 1
            }
        }
        if fresh > 0 {
            // Room for two more: a row being built gets its slack or errors next.
            if symbols.capacity < n + fresh {
                symbols.reserveCapacity(n + fresh + 2)
                coefficients.reserveCapacity(n + fresh + 2)
            }
            symbols.append(contentsOf: repeatElement(0, count: fresh))
            coefficients.append(contentsOf: repeatElement(0, count: fresh))
        }
        // A cell that drops is written with coefficient 0 (no kept cell is that small) and
        // squeezed out afterwards.
        var dropped = false
        var write = n + fresh
        i = n
        j = m
        while j > 0 {
            write -= 1
            if i == 0 || other.symbols[j - 1] > symbols[i - 1] {
                j -= 1
                let symbol = other.symbols[j]
                let value = factor * other.coefficients[j]
                symbols[write] = symbol
                if abs(value) >= Tolerance.zero {
                    coefficients[write] = value
                    if reports { entered.append(symbol) }
                } else {
                    coefficients[write] = 0
                    dropped = true
                }
            } else if symbols[i - 1] > other.symbols[j - 1] {
                i -= 1
                symbols[write] = symbols[i]
                coefficients[write] = coefficients[i]
            } else {
                i -= 1
                j -= 1
                let symbol = symbols[i]
                let value = coefficients[i] + factor * other.coefficients[j]
                symbols[write] = symbol
                if abs(value) >= Tolerance.zero {
                    coefficients[write] = value
                } else {
                    coefficients[write] = 0
                    if reports { left.append(symbol) }
                    dropped = true
                }
            }
        }
        // The cells below `write` are the row's first `i` cells, in place already.
        if dropped {
            var kept = 0
            for index in symbols.indices where coefficients[index] != 0 {
                symbols[kept] = symbols[index]
                coefficients[kept] = coefficients[index]
                kept += 1
            }
            symbols.removeSubrange(kept...)
            coefficients.removeSubrange(kept...)
        }
    }

    /// Turns `0 = self` into `symbol = …`: removes the symbol's cell and divides by its negation.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        multiply(by: -1 / coefficient)
    }
}
