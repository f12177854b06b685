import Foundation
import Testing

/// `report --jobs N`: whatever the number of threads, the page is the serial run's,
/// byte for byte, and so is what the command says.
@Suite struct ReportJobsTests {
    /// `report --jobs 1` against 2, 3 and 7 threads on the same database.
    static func compareEveryWay(_ scratch: Scratch, _ arguments: [String] = [], jobs counts: [Int] = [2, 3, 7]) throws {
        func report(_ jobs: Int) throws -> (result: RunResult, page: Data) {
            let path = scratch.directory.appendingPathComponent("report-\(jobs).html").path
            var result = try LayoutProcess.run(["--db", scratch.database, "report", "--jobs", "\(jobs)", "-o", path] + arguments,
                                               directory: scratch.directory)
            result.stderr = result.stderr.replacingOccurrences(of: path, with: "PAGE")  // each run writes its own file
            return (result, scratch.bytes(path) ?? Data())
        }
        let serial = try report(1)
        #expect(serial.result.status == 0, "\(serial.result)")
        #expect(serial.page.count > 10_000)
        for jobs in counts {
            let parallel = try report(jobs)
            #expect(parallel.result.status == serial.result.status, "\(arguments) --jobs \(jobs)")
            #expect(parallel.result.stderr == serial.result.stderr, "\(arguments) --jobs \(jobs)")
            #expect(parallel.page == serial.page, "\(arguments) --jobs \(jobs): the page differs from the serial one")
        }
    }

    @Test func interfaceBuilderFixturesWriteTheSamePageEveryWay() throws {
        let scratch = try Scratch()
        try scratch.importInterfaceBuilderFixtures()
        try Self.compareEveryWay(scratch, jobs: [2, 3])
    }

    /// Random screens: conflicts, ambiguity and negative sizes, layouts shared between devices
    /// and layouts of their own; also with --only-problems.
    @Test(arguments: [11, 12] as [UInt64]) func randomScreensWriteTheSamePageEveryWay(seed: UInt64) throws {
        let scratch = try Scratch()
        let document = CheckScaleTests.randomDocument(seed: seed, screens: 8)
        #expect(try scratch.layout("import", try scratch.file("random.json", document)).status == 0)
        try Self.compareEveryWay(scratch)
        try Self.compareEveryWay(scratch, ["--only-problems"], jobs: [2])
    }

    @Test func jobsBelowOneIsAUsageError() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        for text in ["0", "many"] {
            let result = try scratch.layout("report", "--jobs", text, "-o", scratch.directory.appendingPathComponent("r.html").path)
            #expect(result.status == 64, "\(text): \(result)")
            #expect(result.stderr.contains("expected a number of threads, 1 or more (found '\(text)')"), "\(result.stderr)")
        }
    }
}
