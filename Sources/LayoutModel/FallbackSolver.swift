#if !LAYOUT_SOLVER_AVAILABLE
/// A small incremental Cassowary simplex (after kiwi) with strict priority
/// tiers, used by the layout model only until the LayoutSolver module lands.
/// Fine for screens of tens to hundreds of views; the real solver replaces it.
///
/// Symbols are ids with a kind; a row is `basic = constant + sum(cells)`.
/// The objective is one row per non-required priority, compared
/// lexicographically from the highest priority down, so a constraint is never
/// given up for any number of lower-priority ones.
final class FallbackSolver {
    enum Kind { case external, slack, error, dummy }

    struct Row {
        var cells: [Int: Double] = [:]
        var constant: Double = 0

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let value = (cells[symbol] ?? 0) + coefficient
            if abs(value) < 1e-9 { cells[symbol] = nil } else { cells[symbol] = value }
        }

        mutating func add(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
        }

        func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

        mutating func reverseSign() {
            constant = -constant
            for key in cells.keys { cells[key] = -(cells[key] ?? 0) }
        }

        /// Solves `0 = self` for `symbol`: the row becomes `symbol = …`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
            constant *= factor
            for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
        }

        /// From `lhs = self` to `rhs = …`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, _ row: Row) {
            if let coefficient = cells.removeValue(forKey: symbol) { add(row, times: coefficient) }
        }
    }

    struct Tag {
        var marker: Int
        var other: Int?
    }

    struct Record {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: LayoutRelationSign
        /// nil: required.
        var tier: Double?
        var tag: Tag
    }

    enum LayoutRelationSign { case equal, lessThanOrEqual, greaterThanOrEqual }

    struct Unsatisfiable: Error {}

    private(set) var kinds: [Kind] = []
    private(set) var rows: [Int: Row] = [:]
    /// Objective rows by tier, highest tier first.
    private var objectives: [(tier: Double, row: Row)] = []
    private var artificial: Row?
    private(set) var records: [Int: Record] = [:]
    private var nextHandle = 0

    func makeVariable() -> Int { newSymbol(.external) }

    private func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

    /// Adds `sum(terms) + constant REL 0`; a required one that cannot hold
    /// throws and leaves the solver as it was.
    func add(
        _ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: LayoutRelationSign,
        tier: Double?
    ) throws(Unsatisfiable) -> Int {
        var row = Row(constant: constant)
        for (variable, coefficient) in terms {
            if let basic = rows[variable] { row.add(basic, times: coefficient) } else { row.add(variable, coefficient) }
        }
        var tag = Tag(marker: -1, other: nil)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.add(slack, sign)
            if let tier {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                addToObjective(tier, error, 1)
            }
        case .equal:
            if let tier {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(tier, plus, 1)
                addToObjective(tier, minus, 1)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < 1e-8 else { throw Unsatisfiable() }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            let saved = (rows, objectives, kinds.count)
            guard addWithArtificialVariable(row) else {
                (rows, objectives) = (saved.0, saved.1)
                throw Unsatisfiable()
            }
        }
        nextHandle += 1
        records[nextHandle] = Record(terms: terms, constant: constant, relation: relation, tier: tier, tag: tag)
        optimize()
        return nextHandle
    }

    func remove(_ handle: Int) {
        guard let record = records.removeValue(forKey: handle) else { return }
        let tag = record.tag
        if let tier = record.tier {
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
                if let row = rows[symbol] { addToObjective(tier, row, -1) } else { addToObjective(tier, symbol, -1) }
            }
        }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker),
           var row = rows.removeValue(forKey: leaving) {
            row.solve(leaving, for: tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    private func addToObjective(_ tier: Double, _ symbol: Int, _ coefficient: Double) {
        var row = Row()
        row.add(symbol, coefficient)
        addToObjective(tier, row, 1)
    }

    private func addToObjective(_ tier: Double, _ row: Row, _ factor: Double) {
        if let index = objectives.firstIndex(where: { $0.tier == tier }) {
            objectives[index].row.add(row, times: factor)
        } else {
            var objective = Row()
            objective.add(row, times: factor)
            objectives.append((tier, objective))
            objectives.sort { $0.tier > $1.tier }
        }
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 })
        where (kinds[symbol] == .slack || kinds[symbol] == .error) && row.coefficient(symbol) < 0 {
            return symbol
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        optimizeArtificial()
        let success = abs(artificial?.constant ?? 0) < 1e-8
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                return false
            }
            artRow.solve(art, for: entering)
            substitute(entering, artRow)
            rows[entering] = artRow
        }
        for key in rows.keys { rows[key]?.cells[art] = nil }
        for index in objectives.indices { objectives[index].row.cells[art] = nil }
        return success
    }

    private func substitute(_ symbol: Int, _ row: Row) {
        for key in rows.keys where rows[key]?.cells[symbol] != nil { rows[key]?.substitute(symbol, row) }
        for index in objectives.indices { objectives[index].row.substitute(symbol, row) }
        artificial?.substitute(symbol, row)
    }

    /// Lexicographic primal simplex over the tier objectives.
    private func optimize() {
        while let entering = enteringSymbol() { pivot(entering) }
    }

    private func optimizeArtificial() {
        while let artificial,
              let entering = artificial.cells.filter({ kinds[$0.key] != .dummy && $0.value < -1e-9 }).keys.min() {
            guard pivot(entering) else { return }
        }
    }

    /// The lexicographic reduced cost's sign: the first non-zero tier coefficient.
    private func costSign(_ symbol: Int) -> Double {
        for objective in objectives {
            let value = objective.row.coefficient(symbol)
            if abs(value) > 1e-9 { return value }
        }
        return 0
    }

    private func enteringSymbol() -> Int? {
        var candidates: Set<Int> = []
        for objective in objectives {
            for (symbol, value) in objective.row.cells where value < -1e-9 && kinds[symbol] != .dummy {
                candidates.insert(symbol)
            }
        }
        return candidates.filter { costSign($0) < 0 }.min()
    }

    @discardableResult
    private func pivot(_ entering: Int) -> Bool {
        var best = Double.infinity
        var leaving: Int?
        for (symbol, row) in rows where kinds[symbol] != .external {
            let coefficient = row.coefficient(entering)
            guard coefficient < -1e-9 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && symbol < (leaving ?? .max)) {
                best = ratio
                leaving = symbol
            }
        }
        guard let leaving, var row = rows.removeValue(forKey: leaving) else {
            // Unbounded: cannot happen with non-negative errors; stop rather than loop.
            for index in objectives.indices { objectives[index].row.cells[entering] = nil }
            return false
        }
        row.solve(leaving, for: entering)
        substitute(entering, row)
        rows[entering] = row
        return true
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Int, Double)?, second: (Int, Double)?, third: Int?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(marker)
            if coefficient == 0 { continue }
            if kinds[symbol] == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < (first?.1 ?? .infinity) { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if ratio < (second?.1 ?? .infinity) { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    // MARK: - Diagnostics

    /// The variables that could move without changing any objective tier:
    /// some non-basic, non-dummy symbol with zero reduced cost moves them by
    /// a positive step while the restricted rows stay feasible.
    /// - Complexity: O(cells of the tableau).
    func ambiguous(_ variables: [Int]) -> Set<Int> {
        // Rows that block a symbol from growing (or shrinking): restricted basics at 0.
        var blockedUp: Set<Int> = [], blockedDown: Set<Int> = []
        for (basic, row) in rows where kinds[basic] != .external && row.constant < 1e-9 {
            for (symbol, coefficient) in row.cells {
                if coefficient < -1e-9 { blockedUp.insert(symbol) } else if coefficient > 1e-9 { blockedDown.insert(symbol) }
            }
        }
        var movable: [Int: Bool] = [:]
        func canMove(_ symbol: Int) -> Bool {
            if let known = movable[symbol] { return known }
            var result = false
            if kinds[symbol] != .dummy, costSign(symbol) == 0 {
                result = !blockedUp.contains(symbol) || (kinds[symbol] == .external && !blockedDown.contains(symbol))
            }
            movable[symbol] = result
            return result
        }
        var result: Set<Int> = []
        for variable in variables {
            if let row = rows[variable] {
                if row.cells.keys.contains(where: canMove) { result.insert(variable) }
            } else if canMove(variable) {
                result.insert(variable)
            }
        }
        return result
    }

    /// The constraints whose markers pin the variable: those in its row.
    func explanation(for variable: Int) -> [Int] {
        guard let row = rows[variable] else { return [] }
        var owner: [Int: Int] = [:]
        for (handle, record) in records {
            owner[record.tag.marker] = handle
            if let other = record.tag.other { owner[other] = handle }
        }
        return Set(row.cells.keys.compactMap { owner[$0] }).sorted()
    }

    /// Whether these constraints, all required, can hold together.
    static func feasible(_ records: [Record]) -> Bool {
        let solver = FallbackSolver()
        var map: [Int: Int] = [:]
        for record in records {
            let terms = record.terms.map { term -> (variable: Int, coefficient: Double) in
                if let mapped = map[term.variable] { return (mapped, term.coefficient) }
                let variable = solver.makeVariable()
                map[term.variable] = variable
                return (variable, term.coefficient)
            }
            do {
                _ = try solver.add(terms, constant: record.constant, record.relation, tier: nil)
            } catch {
                return false
            }
        }
        return true
    }
}
#endif
