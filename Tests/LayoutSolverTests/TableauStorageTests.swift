import Testing
import TestSupport
@testable import LayoutSolver

/// The tableau's storage types against plain dictionaries and sets (seeded random cases, so a
/// failing seed reproduces): the in-place merge of `Row.add`, `SymbolSet` and `TierVector`.
@Suite struct TableauStorageTests {
    /// A random row over symbols 0..<12, some coefficients chosen to cancel those of `base`.
    static func randomRow(_ generator: inout SplitMix64, cancelling base: [Int32: Double] = [:], factor: Double = 1) -> [Int32: Double] {
        var cells: [Int32: Double] = [:]
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            let symbol = Int32.random(in: 0..<12, using: &generator)
            if let existing = base[symbol], Bool.random(using: &generator) {
                cells[symbol] = -existing / factor
            } else {
                cells[symbol] = Double(Int.random(in: -4...4, using: &generator)) / 2
            }
        }
        return cells.filter { $0.value != 0 }
    }

    static func row(_ cells: [Int32: Double], constant: Double) -> Row {
        var row = Row(constant: constant)
        for symbol in cells.keys.sorted() { row.insert(symbol, cells[symbol]!) }
        return row
    }

    @Test(arguments: 0..<300)
    func rowAddMatchesTheSumOfItsCells(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let mine = Self.randomRow(&generator)
        let factor = [1.0, -1, 2, 0.5][Int.random(in: 0..<4, using: &generator)]
        let theirs = Self.randomRow(&generator, cancelling: mine, factor: factor)
        var row = Self.row(mine, constant: 3)
        var entered: [Int32] = []
        var left: [Int32] = []
        row.add(Self.row(theirs, constant: 5), times: factor, entered: &entered, left: &left)
        var expected = mine
        for (symbol, coefficient) in theirs { expected[symbol, default: 0] += factor * coefficient }
        expected = expected.filter { abs($0.value) >= Tolerance.zero }
        #expect(row.constant == 3 + factor * 5, "seed \(seed)")
        #expect(Array(row.symbols) == expected.keys.sorted(), "seed \(seed)")
        for index in row.symbols.indices {
            #expect(row.coefficients[index] == expected[row.symbols[index]], "seed \(seed)")
        }
        #expect(Set(entered) == Set(expected.keys).subtracting(mine.keys), "seed \(seed)")
        #expect(Set(left) == Set(mine.keys).subtracting(expected.keys), "seed \(seed)")
        var quiet = Self.row(mine, constant: 3)
        quiet.add(Self.row(theirs, constant: 5), times: factor)
        #expect(Array(quiet.symbols) == Array(row.symbols) && Array(quiet.coefficients) == Array(row.coefficients))
    }

    @Test(arguments: 0..<100)
    func symbolSetMatchesASet(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var symbols: SymbolSet = []
        var oracle = Set<Int32>()
        for _ in 0..<60 {
            let symbol = Int32.random(in: 0..<20, using: &generator)
            if Bool.random(using: &generator) {
                symbols.insert(symbol)
                oracle.insert(symbol)
            } else {
                symbols.remove(symbol)
                oracle.remove(symbol)
            }
            #expect(Array(symbols) == oracle.sorted(), "seed \(seed)")
            #expect(symbols.min() == oracle.min() && symbols.contains(symbol) == oracle.contains(symbol))
        }
    }

    /// `update(inserting:removing:)`, the merge a pivot uses for many changes at once, against a
    /// set: sorted changes of every size (the few that go one at a time, the many that merge),
    /// insertions already present and removals absent included.
    @Test(arguments: 0..<300)
    func symbolSetUpdateMatchesASet(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var symbols: SymbolSet = []
        var oracle = Set<Int32>()
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            let symbol = Int32.random(in: 0..<60, using: &generator)
            symbols.insert(symbol)
            oracle.insert(symbol)
        }
        for _ in 0..<6 {
            var added = Set<Int32>(), removed = Set<Int32>()
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                let symbol = Int32.random(in: 0..<60, using: &generator)
                // A pivot never inserts and removes one basic in the same column.
                if Bool.random(using: &generator) {
                    if !removed.contains(symbol) { added.insert(symbol) }
                } else if !added.contains(symbol) {
                    removed.insert(symbol)
                }
            }
            symbols.update(inserting: added.sorted(), removing: removed.sorted())
            oracle.subtract(removed)
            oracle.formUnion(added)
            #expect(Array(symbols) == oracle.sorted(), "seed \(seed)")
        }
    }

    @Test(arguments: 0..<100)
    func tierVectorMatchesItsWeightsByTier(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var vector = TierVector()
        var oracle: [Double: Double] = [:]
        for _ in 0..<12 {
            var other = TierVector()
            var otherOracle: [Double: Double] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let tier = [1000.0, 750, 500, 1][Int.random(in: 0..<4, using: &generator)]
                // Sometimes exactly what cancels the running weight.
                let weight = Bool.random(using: &generator) && oracle[tier] != nil
                    ? -oracle[tier]! : Double(Int.random(in: -3...3, using: &generator))
                other.add(tier: tier, weight: weight)
                otherOracle[tier, default: 0] += weight
            }
            vector.add(other, times: 1)
            for (tier, weight) in otherOracle where abs(weight) >= Tolerance.zero { oracle[tier, default: 0] += weight }
            oracle = oracle.filter { abs($0.value) >= Tolerance.zero }
            #expect(vector.cells.map(\.tier) == oracle.keys.sorted(by: >), "seed \(seed)")
            #expect(vector.cells.allSatisfy { oracle[$0.tier] == $0.weight }, "seed \(seed)")
            #expect(vector.leadingWeight == (oracle.keys.max().map { oracle[$0]! } ?? 0))
        }
    }
}
