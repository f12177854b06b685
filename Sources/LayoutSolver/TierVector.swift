/// A lexicographic objective weight: one weight per priority tier, highest tier first.
///
/// Tiers are the constraint priorities (the recovery tier is 1000; temporary tie-break tiers are
/// negative), so comparing two vectors compares the highest tier where they differ.
///
/// One array of (tier, weight) cells, updated in place: an objective cell usually holds one or
/// two tiers, and building a new vector for every change was a quarter of the solver's
/// allocations in the grid benchmark.
struct TierVector {
    struct Cell {
        var tier: Double
        var weight: Double
    }

    /// Sorted by tier, highest first; no weight under `Tolerance.zero`.
    private(set) var cells: [Cell] = []

    var isZero: Bool { cells.isEmpty }
    /// The weight of the highest tier present (0 for the zero vector).
    var leadingWeight: Double { cells.first?.weight ?? 0 }

    /// `self += factor · other`, dropping weights under `Tolerance.zero`.
    /// - Complexity: O(count · other.count); both are a handful of tiers.
    mutating func add(_ other: TierVector, times factor: Double) {
        if other.isZero { return }
        if isZero { cells.reserveCapacity(other.cells.count) }
        for cell in other.cells { add(tier: cell.tier, weight: factor * cell.weight) }
    }

    /// `self += weight·[tier]`, dropping the tier when its weight falls under `Tolerance.zero`.
    mutating func add(tier: Double, weight: Double) {
        var index = 0
        while index < cells.count, cells[index].tier > tier { index += 1 }
        if index < cells.count, cells[index].tier == tier {
            let sum = cells[index].weight + weight
            if abs(sum) >= Tolerance.zero {
                cells[index].weight = sum
            } else {
                cells.remove(at: index)
            }
        } else if abs(weight) >= Tolerance.zero {
            if index == cells.count {
                cells.append(Cell(tier: tier, weight: weight))
            } else {
                cells.insert(Cell(tier: tier, weight: weight), at: index)
            }
        }
    }

    /// Lexicographic comparison of `a·scaleA` with `b·scaleB`: -1, 0 or +1.
    static func compare(_ a: TierVector, scaledBy scaleA: Double, _ b: TierVector, scaledBy scaleB: Double) -> Int {
        let a = a.cells
        let b = b.cells
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let valueA: Double
            let valueB: Double
            if j == b.count || (i < a.count && a[i].tier > b[j].tier) {
                valueA = a[i].weight * scaleA
                valueB = 0
                i += 1
            } else if i == a.count || b[j].tier > a[i].tier {
                valueA = 0
                valueB = b[j].weight * scaleB
                j += 1
            } else {
                valueA = a[i].weight * scaleA
                valueB = b[j].weight * scaleB
                i += 1
                j += 1
            }
            if abs(valueA - valueB) >= Tolerance.zero { return valueA < valueB ? -1 : 1 }
        }
        return 0
    }
}
