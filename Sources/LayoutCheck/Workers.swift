import Foundation

/// The threads of `check --jobs` and `report --jobs`: how one is started
/// (`start`, for `CheckRunner`'s blocks), and `map`, work on `jobs` threads:
/// items `0..<count` taken one at a time, in order, by whichever thread is
/// free; each thread computes its items with nothing mutable shared, and each
/// result goes into the item's own slot, so the results (and so a report's
/// page) are the serial run's whatever the number of threads. The calling
/// thread only waits and reports progress.
public enum Workers {
    /// At most this many threads, whatever `--jobs` says.
    public static let maximumJobs = 256

    /// Starts a thread running `body`, with the main thread's stack size: the
    /// solver recurses on deep view trees.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// `body(0) … body(count - 1)`, computed on up to `jobs` threads, in item order.
    /// `progress` is called on the calling thread with the number of items done.
    public static func map<Value: Sendable>(
        _ count: Int, jobs: Int, progress: (Int) -> Void = { _ in }, _ body: @escaping @Sendable (Int) -> Value
    ) -> [Value] {
        map(count, jobs: jobs, progress: progress, state: {}) { _, item in body(item) }
    }

    /// `map` with a state each thread makes for itself (`state()`) and keeps from item to item
    /// (a solver session, for example): `body` must give the same value for an item whatever the state.
    public static func map<State, Value: Sendable>(
        _ count: Int, jobs: Int, progress: (Int) -> Void = { _ in }, state makeState: @escaping @Sendable () -> State,
        _ body: @escaping @Sendable (inout State, Int) -> Value
    ) -> [Value] {
        let threads = max(1, min(jobs, count, maximumJobs))
        guard threads > 1 else {
            var state = makeState()
            return (0..<count).map { item in
                defer { progress(item + 1) }
                return body(&state, item)
            }
        }
        let shared = Shared<Value>(count: count)
        for _ in 0..<threads {
            start {
                var state = makeState()
                while let item = shared.next() { shared.finish(item, body(&state, item)) }
                shared.end()
            }
        }
        return shared.wait(threads: threads, progress: progress)
    }

    /// The next item, each item's result, and how many threads ended: all behind one condition,
    /// taken once per item (never inside `body`).
    private final class Shared<Value>: @unchecked Sendable {
        private let condition = NSCondition()
        private var nextItem = 0
        private let count: Int
        private var results: [Value?]
        private var done = 0
        private var ended = 0

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard nextItem < count else { return nil }
            nextItem += 1
            return nextItem - 1
        }

        func finish(_ item: Int, _ value: Value) {
            condition.lock()
            results[item] = value
            done += 1
            condition.broadcast()
            condition.unlock()
        }

        func end() {
            condition.lock()
            ended += 1
            condition.broadcast()
            condition.unlock()
        }

        /// Waits for every thread to end, reporting progress as items finish; the results in item order.
        func wait(threads: Int, progress: (Int) -> Void) -> [Value] {
            condition.lock()
            defer { condition.unlock() }
            var reported = 0
            while ended < threads {
                if done != reported {
                    reported = done
                    condition.unlock()
                    progress(reported)
                    condition.lock()
                    continue
                }
                condition.wait()
            }
            if done != reported { progress(done) }
            return results.map { value in
                guard let value else { preconditionFailure("every item is done once every thread ended") }
                return value
            }
        }
    }
}
