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
    /// - Complexity: O(other.count · log n) when `other` is short, else O(n + other.count).
    mutating func add(_ other: Row, times factor: Double, entered: inout [Int32], left: inout [Int32]) {
        constant += factor * other.constant
        if other.count * 8 < count {
            for index in other.symbols.indices {
                let symbol = other.symbols[index]
                let change = insert(symbol, factor * other.coefficients[index])
                if change > 0 { entered.append(symbol) } else if change < 0 { left.append(symbol) }
            }
            return
        }
        var newSymbols: [Int32] = []
        var newCoefficients: [Double] = []
        newSymbols.reserveCapacity(count + other.count)
        newCoefficients.reserveCapacity(count + other.count)
        var i = 0
        var j = 0
        let n = count
        let m = other.count
        while i < n || j < m {
            if j == m || (i < n && symbols[i] < other.symbols[j]) {
                newSymbols.append(symbols[i])
                newCoefficients.append(coefficients[i])
                i += 1
            } else if i == n || other.symbols[j] < symbols[i] {
                let value = factor * other.coefficients[j]
                if abs(value) >= Tolerance.zero {
                    newSymbols.append(other.symbols[j])
                    newCoefficients.append(value)
                    entered.append(other.symbols[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + factor * other.coefficients[j]
                if abs(value) >= Tolerance.zero {
                    newSymbols.append(symbols[i])
                    newCoefficients.append(value)
                } else {
                    left.append(symbols[i])
                }
                i += 1
                j += 1
            }
        }
        symbols = newSymbols
        coefficients = newCoefficients
    }

    /// Turns `0 = self` into `symbol = …`: removes the symbol's cell and divides by its negation.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        multiply(by: -1 / coefficient)
    }
}

/// A lexicographic objective weight: one weight per priority tier, highest tier first.
///
/// Tiers are the constraint priorities (the recovery tier is 1000; temporary tie-break tiers are
/// negative), so comparing two vectors compares the highest tier where they differ.
struct TierVector {
    var tiers: [Double] = []
    var weights: [Double] = []

    var isZero: Bool { tiers.isEmpty }
    /// The weight of the highest tier present (0 for the zero vector).
    var leadingWeight: Double { weights.first ?? 0 }

    /// `self += factor · other`, dropping weights under `Tolerance.zero`.
    mutating func add(_ other: TierVector, times factor: Double) {
        if other.isZero { return }
        if isZero {
            tiers = other.tiers
            weights = other.weights.map { $0 * factor }
            dropZeros()
            return
        }
        var newTiers: [Double] = []
        var newWeights: [Double] = []
        newTiers.reserveCapacity(tiers.count + other.tiers.count)
        newWeights.reserveCapacity(tiers.count + other.tiers.count)
        var i = 0
        var j = 0
        while i < tiers.count || j < other.tiers.count {
            if j == other.tiers.count || (i < tiers.count && tiers[i] > other.tiers[j]) {
                newTiers.append(tiers[i])
                newWeights.append(weights[i])
                i += 1
            } else if i == tiers.count || other.tiers[j] > tiers[i] {
                let value = factor * other.weights[j]
                if abs(value) >= Tolerance.zero {
                    newTiers.append(other.tiers[j])
                    newWeights.append(value)
                }
                j += 1
            } else {
                let value = weights[i] + factor * other.weights[j]
                if abs(value) >= Tolerance.zero {
                    newTiers.append(tiers[i])
                    newWeights.append(value)
                }
                i += 1
                j += 1
            }
        }
        tiers = newTiers
        weights = newWeights
    }

    mutating func add(tier: Double, weight: Double) {
        var single = TierVector()
        single.tiers = [tier]
        single.weights = [weight]
        add(single, times: 1)
    }

    private mutating func dropZeros() {
        var index = 0
        while index < tiers.count {
            if abs(weights[index]) < Tolerance.zero {
                tiers.remove(at: index)
                weights.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Lexicographic comparison of `a·scaleA` with `b·scaleB`: -1, 0 or +1.
    static func compare(_ a: TierVector, scaledBy scaleA: Double, _ b: TierVector, scaledBy scaleB: Double) -> Int {
        var i = 0
        var j = 0
        while i < a.tiers.count || j < b.tiers.count {
            let valueA: Double
            let valueB: Double
            if j == b.tiers.count || (i < a.tiers.count && a.tiers[i] > b.tiers[j]) {
                valueA = a.weights[i] * scaleA
                valueB = 0
                i += 1
            } else if i == a.tiers.count || b.tiers[j] > a.tiers[i] {
                valueA = 0
                valueB = b.weights[j] * scaleB
                j += 1
            } else {
                valueA = a.weights[i] * scaleA
                valueB = b.weights[j] * scaleB
                i += 1
                j += 1
            }
            if abs(valueA - valueB) >= Tolerance.zero { return valueA < valueB ? -1 : 1 }
        }
        return 0
    }
}
