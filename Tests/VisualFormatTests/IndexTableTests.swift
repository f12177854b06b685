import Testing
@testable import VisualFormat

/// The printer's hash table, against a Dictionary as the oracle.
@Suite struct IndexTableTests {
    @Test func findsEveryNameStoredAndNoOther() {
        var table = IndexTable()
        var names: [String] = []
        var oracle: [String: Int] = [:]
        // Past many growths, with short and long (heap) names.
        for number in 0..<5_000 {
            let name = number % 3 == 0 ? "aLongerNameThanFifteenBytes\(number)" : "v\(number)"
            table.insert(hash: IndexTable.hash(name))
            names.append(name)
            oracle[name] = number
        }
        #expect(table.count == 5_000)
        for (name, number) in oracle {
            #expect(table.find(IndexTable.hash(name)) { names[$0] == name } == number)
        }
        for missing in ["", "v5000", "v-1", "w1", "aLongerNameThanFifteenBytes1"] {
            #expect(table.find(IndexTable.hash(missing)) { names[$0] == missing } == nil)
        }
    }

    @Test func entriesWithTheSameHashAreToldApartByTheirMatch() {
        var table = IndexTable()
        for _ in 0..<100 { table.insert(hash: 42) }
        for position in 0..<100 {
            #expect(table.find(42) { $0 == position } == position)
        }
        #expect(table.find(42) { $0 == 100 } == nil)
        #expect(table.find(43) { _ in true } == nil)
    }
}
