import ArgumentParser

/// `--shard K/N`: the K-th of N parts of a check (K from 1 to N).
struct ShardArgument: Equatable {
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init(parsing text: String) throws(ValidationError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw ValidationError("expected K/N, the K-th of N shards, such as 1/8 (found '\(text)')")
        }
        guard count >= 1 else { throw ValidationError("a check has at least 1 shard (found '\(text)')") }
        guard (1...count).contains(index) else {
            throw ValidationError("shard '\(text)' does not exist: shards of \(count) are 1/\(count) to \(count)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// As given: `2/8`.
    var text: String { "\(index)/\(count)" }
}

/// `--jobs N`: threads, at least 1.
func parseJobs(_ text: String) throws(ValidationError) -> Int {
    guard let jobs = Int(text), jobs >= 1, text.allSatisfy(\.isNumber) else {
        throw ValidationError("expected a number of threads, 1 or more (found '\(text)')")
    }
    return jobs
}
