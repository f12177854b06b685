import LayoutCheck
import LayoutModel
@testable import LayoutReport
import Testing

/// The report's threads (`Workers`, `report --jobs`): results in item order, the
/// sweep and the page the serial run's whatever the number of threads.
@Suite struct ReportWorkTests {
    /// Every item's result lands in its own slot, for any count and any number of threads,
    /// against the serial map; progress ends at the count and never goes back.
    @Test func mapGivesTheSerialResultsInOrder() {
        for count in [0, 1, 2, 3, 7, 64, 257] {
            for jobs in [1, 2, 3, 8, 300] {
                var reported: [Int] = []
                let values = Workers.map(count, jobs: jobs, progress: { reported.append($0) }) { item in
                    (0...item % 97).reduce(item * 31) { $0 &+ $1 * $1 }
                }
                #expect(values == (0..<count).map { item in (0...item % 97).reduce(item * 31) { $0 &+ $1 * $1 } },
                        "\(count) items on \(jobs) threads")
                #expect(reported.last == (count == 0 ? nil : count))
                #expect(reported == reported.sorted())
            }
        }
    }

    /// The bundled examples on 1, 2 and 3 threads: the same entries (explanations included) and the same page.
    @Test func theExamplesAreTheSameOnAnyNumberOfThreads() throws {
        let (serial, page) = try examplesReport.get()
        for jobs in [2, 3] {
            let sweep = try LayoutReport.solve(try bundledExamples(), standardSpacing: .apple, jobs: jobs)
            #expect(sweep.solves == serial.solves)
            #expect(sweep.failures == serial.failures)
            #expect(sweep.entries.count == serial.entries.count)
            for (entry, expected) in zip(sweep.entries, serial.entries) {
                #expect(entry.screen.name == expected.screen.name && entry.device == expected.device
                        && entry.orientation == expected.orientation && entry.layout == expected.layout)
                #expect(entry.request == expected.request && entry.result == expected.result)
                #expect(entry.explanations == expected.explanations, "\(entry.screen.name) \(entry.device)")
            }
            #expect(LayoutReport.html(sweep, jobs: jobs) == page, "\(jobs) threads")
        }
    }
}
