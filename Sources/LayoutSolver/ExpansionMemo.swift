/// Remembered expansions of defined variables (see `Definitions.expansion(of:)`), by variable.
///
/// An array by symbol, not a dictionary: building a big screen's rows looks a defined variable
/// up here for every term that names one, and hashing each lookup cost more than the rest of the
/// lookup. The symbols set since the last `removeAll` are listed, so clearing touches only them.
struct ExpansionMemo {
    private var rows: [Row?] = []
    private var keys: [Int32] = []

    subscript(symbol: Int32) -> Row? {
        get { Int(symbol) < rows.count ? rows[Int(symbol)] : nil }
        set {
            let index = Int(symbol)
            if index >= rows.count {
                guard newValue != nil else { return }
                rows += repeatElement(nil, count: index + 1 - rows.count)
            }
            if rows[index] == nil, newValue != nil { keys.append(symbol) }
            rows[index] = newValue
        }
    }

    /// Calls `body` with each remembered expansion and its variable.
    func forEach(_ body: (Int32, Row) -> Void) {
        for symbol in keys { if let row = rows[Int(symbol)] { body(symbol, row) } }
    }

    /// Forgets every expansion. - Complexity: O(expansions remembered)
    mutating func removeAll() {
        for symbol in keys { rows[Int(symbol)] = nil }
        keys.removeAll()
    }
}
