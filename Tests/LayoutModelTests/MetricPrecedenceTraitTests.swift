import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// `MetricPrecedence`: only the traits a device decides are checked against the catalogue;
/// the traits a request gives on any device (content size, language) can always hold, so
/// ties between values that differ by them are found (docs/validation.md, "Ties").
@Suite struct MetricPrecedenceTraitTests {
    func condition(_ pairs: [String: [String]]) -> Condition {
        Condition(pairs.mapValues { $0.map(ConditionValue.string) })
    }

    func screen(_ metrics: [(Double, [String: [String]])]) -> Screen {
        makeScreen(views: [], constraints: [],
                   metrics: metrics.map { MetricValue(name: "gap", value: $0.0, when: condition($0.1)) })
    }

    @Test func requestTraitsAreAlwaysPossible() {
        #expect(MetricPrecedence.possible(condition(["contentSize": ["AX5"]])))
        #expect(MetricPrecedence.possible(condition(["language": ["de"]])))
        #expect(MetricPrecedence.possible(condition(["contentSize": ["XS"], "language": ["ar"], "orientation": ["landscape"]])))
        // A device trait combination no catalogue device has stays impossible beside them.
        #expect(!MetricPrecedence.possible(condition(["contentSize": ["AX5"], "orientation": ["portrait"],
                                                      "heightClass": ["compact"]])))
        // The device's keys are the four it decides; contentSize and language are not among them.
        #expect(MetricPrecedence.deviceTraitKeys == ["orientation", "widthClass", "heightClass", "homeIndicator"])
        #expect(Condition.traitKeys.isSuperset(of: MetricPrecedence.deviceTraitKeys))
    }

    @Test func tiesUnderContentSizeAndLanguageAreReported() {
        // At AX5 in German both values apply, equally specific: the earlier, 1, wins there.
        let ties = MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX5"]]), (2, ["language": ["de"]])]))
        #expect(ties.count == 1)
        #expect(ties.first?.winner == 0 && ties.first?.loser == 1)
        #expect(ties.first?.overlap == condition(["contentSize": ["AX5"], "language": ["de"]]))
        // Two content sizes overlapping at AX5, and a content size against an orientation.
        #expect(MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX4", "AX5"]]),
                                                  (2, ["contentSize": ["AX5", "XS"]])])).count == 1)
        #expect(MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX5"]]),
                                                  (2, ["orientation": ["landscape"]])])).count == 1)
        // Settled by a more specific value for the overlap: no tie.
        #expect(MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX5"]]), (2, ["language": ["de"]]),
                                                  (3, ["contentSize": ["AX5"], "language": ["de"]])])).isEmpty)
    }

    @Test func impossibleDeviceCombinationsAreNotReported() {
        // Portrait and compact height never meet on a catalogue device, whatever the content size.
        #expect(MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX5"], "orientation": ["portrait"]]),
                                                  (2, ["contentSize": ["AX5"], "heightClass": ["compact"]])])).isEmpty)
        // Disjoint content sizes or languages never overlap.
        #expect(MetricPrecedence.ties(in: screen([(1, ["contentSize": ["AX5"]]), (2, ["contentSize": ["XS"]])])).isEmpty)
        #expect(MetricPrecedence.ties(in: screen([(1, ["language": ["de"]]), (2, ["language": ["fr"]])])).isEmpty)
    }
}
