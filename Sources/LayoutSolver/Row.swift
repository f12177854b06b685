/// A tableau row `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A basic row reads `basic = constant + Σ …`; a fresh constraint row reads `0 = constant + Σ …`.
/// Cells under `Tolerance.zero` are dropped, so a present cell is never zero.
///
/// The cells are one array of (symbol, coefficient) pairs, not two parallel arrays: one
/// allocation per row instead of two, to make and to free (the grid benchmark has thousands).
struct Row {
    struct Cell {
        var symbol: Int32
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double) { self.constant = constant }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The cells' symbols, in order.
    var symbols: Symbols { Symbols(cells: cells) }
    /// The cells' coefficients, in the order of `symbols`.
    var coefficients: Coefficients { Coefficients(cells: cells) }

    struct Symbols: RandomAccessCollection {
        let cells: [Cell]
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(position: Int) -> Int32 { cells[position].symbol }
    }

    struct Coefficients: RandomAccessCollection {
        let cells: [Cell]
        var startIndex: Int { 0 }
        var endIndex: Int { cells.count }
        subscript(position: Int) -> Double { cells[position].coefficient }
    }

    /// Binary search for `symbol`. - Complexity: O(log n)
    @inline(__always)
    func position(of symbol: Int32) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let value = cells[middle].symbol
            if value == symbol { return (true, middle) }
            if value < symbol { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to the symbol's cell; returns +1 if the symbol entered the row, -1 if it left.
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Tolerance.zero {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if abs(coefficient) < Tolerance.zero { return 0 }
        if index == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
        return 1
    }

    /// Removes the symbol's cell and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    mutating func multiply(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
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
        let theirs = other.cells
        if theirs.count * 8 < count {
            for cell in theirs {
                let change = insert(cell.symbol, factor * cell.coefficient)
                if reports, change > 0 { entered.append(cell.symbol) } else if reports, change < 0 { left.append(cell.symbol) }
            }
            return
        }
        let n = count
        let m = theirs.count
        // How many of other's symbols are not in the row.
        var fresh = 0
        var i = 0
        var j = 0
        while j < m {
            if i == n || theirs[j].symbol < cells[i].symbol {
                fresh += 1
                j += 1
            } else if cells[i].symbol < theirs[j].symbol {
                i += 1
            } else {
                i += 1
                j += 1
            }
        }
        if fresh > 0 {
            // Room for two more (a row being built gets its slack or errors next), and at least
            // double, so that a row merged into again and again grows geometrically.
            if cells.capacity < n + fresh { cells.reserveCapacity(max(n + fresh + 2, 2 * n)) }
            cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: fresh))
        }
        // A cell that drops is written with coefficient 0 (no kept cell is that small) and
        // squeezed out afterwards.
        var dropped = false
        var write = n + fresh
        i = n
        j = m
        while j > 0 {
            write -= 1
            if i == 0 || theirs[j - 1].symbol > cells[i - 1].symbol {
                j -= 1
                let symbol = theirs[j].symbol
                let value = factor * theirs[j].coefficient
                if abs(value) >= Tolerance.zero {
                    cells[write] = Cell(symbol: symbol, coefficient: value)
                    if reports { entered.append(symbol) }
                } else {
                    cells[write] = Cell(symbol: symbol, coefficient: 0)
                    dropped = true
                }
            } else if cells[i - 1].symbol > theirs[j - 1].symbol {
                i -= 1
                cells[write] = cells[i]
            } else {
                i -= 1
                j -= 1
                let symbol = cells[i].symbol
                let value = cells[i].coefficient + factor * theirs[j].coefficient
                if abs(value) >= Tolerance.zero {
                    cells[write] = Cell(symbol: symbol, coefficient: value)
                } else {
                    cells[write] = Cell(symbol: symbol, coefficient: 0)
                    if reports { left.append(symbol) }
                    dropped = true
                }
            }
        }
        // The cells below `write` are the row's first `i` cells, in place already.
        if dropped {
            var kept = 0
            for index in cells.indices where cells[index].coefficient != 0 {
                cells[kept] = cells[index]
                kept += 1
            }
            cells.removeSubrange(kept...)
        }
    }

    /// Turns `0 = self` into `symbol = …`: removes the symbol's cell and divides by its negation.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        multiply(by: -1 / coefficient)
    }
}
