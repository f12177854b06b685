import LayoutCore
import Testing
import VisualFormat
import TestSupport

/// `numberedConstraints` is `constraints` with views as numbers: the same
/// constraints in the same order, and an error exactly when it errs.
@Suite struct NumberedConstraintTests {
    static func check(_ format: String, options: [String]) {
        let views = CorpusNames.views
        let named: [VisualFormatConstraint]?
        do {
            named = try VisualFormat.constraints(
                format: format, options: options, metrics: CorpusNames.metrics, views: views)
        } catch {
            named = nil
        }
        let numbered = try? VisualFormat.numberedConstraints(
            format: format, options: options, metrics: CorpusNames.metrics,
            viewNumber: { views.firstIndex(of: $0) }, standardSpacing: .apple)
        guard let named, let numbered else {
            #expect((named == nil) == (numbered == nil), "\(format)")
            return
        }
        func name(_ item: VisualFormat.NumberedConstraint.Item) -> String {
            switch item {
            case .superview: return "superview"
            case .view(let number): return views[number]
            }
        }
        let renamed = numbered.map {
            LayoutConstraint(name($0.first), $0.firstAttribute, $0.relation, $0.second.map(name),
                             $0.secondAttribute, constant: $0.constant, priority: $0.priority)
        }
        #expect(renamed == named.map(\.constraint), "\(format)")
    }

    @Test func corpusFormatsGiveTheSameConstraints() {
        for entry in VisualFormatCorpusTests.valid + VisualFormatCorpusTests.invalid {
            Self.check(entry.format, options: entry.options)
        }
    }

    @Test func randomFormatsGiveTheSameConstraints() {
        var generator = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let format = (0..<count).map { _ in VisualFormatFuzzTests.tokens.randomElement(using: &generator)! }
                .joined()
            let options = VisualFormatOption.allCases.filter { _ in Int.random(in: 0..<12, using: &generator) == 0 }
            Self.check(format, options: options.map(\.rawValue))
        }
    }
}
