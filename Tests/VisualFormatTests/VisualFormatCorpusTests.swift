import LayoutCore
import Testing
import VisualFormat

@Suite struct VisualFormatCorpusTests {
    static let valid = CorpusEntry.entries(VisualFormatCorpus.valid)
    static let invalid = CorpusEntry.entries(VisualFormatCorpus.invalid)

    @Test func corpusIsLargeEnough() {
        #expect(Self.valid.count >= 100)
        #expect(Self.invalid.count >= 50)
        #expect(Self.invalid.allSatisfy { $0.caret != nil })
    }

    @Test(arguments: valid)
    func validFormatGivesItsConstraintsInAppleOrder(entry: CorpusEntry) throws {
        let constraints = try entry.parse().map(\.constraint)
        #expect(constraints == (try entry.expectedConstraints()))
        #expect(constraints.map(\.description) == (try entry.expectedConstraints()).map(\.description))
    }

    @Test(arguments: invalid)
    func invalidFormatNamesTheMistakeAndPointsAtIt(entry: CorpusEntry) {
        do {
            let constraints = try entry.parse()
            Issue.record("parsed into \(constraints)")
        } catch {
            #expect(error.message == entry.caret?.message)
            #expect(error.offset == entry.caret?.offset)
            #expect(error.input.input == entry.format)
        }
    }
}
