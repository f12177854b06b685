/// The blocks of a check that no thread has taken yet, the costliest first
/// and equal ones in the run's order. Dealing the large blocks first leaves
/// the small ones for the end, so that the threads finish close together
/// (longest processing time first) instead of one solving the last large
/// block alone. Only when a thread works on what is dealt; what is printed
/// keeps the run's order whatever the dealing.
struct CheckTaskQueue {
    /// A binary heap: each entry precedes its children.
    private var heap: [(cost: Int, index: Int)] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    /// Adds task `index` with its estimated cost.
    /// - Complexity: O(log n).
    mutating func insert(_ index: Int, cost: Int) {
        heap.append((cost, index))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the costliest task (the first in the run's order among equals).
    /// - Complexity: O(log n).
    mutating func removeFirst() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first.index }
        heap[0] = last
        var parent = 0
        while true {
            var best = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && Self.precedes(heap[child], heap[best]) {
                best = child
            }
            guard best != parent else { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return first.index
    }

    private static func precedes(_ a: (cost: Int, index: Int), _ b: (cost: Int, index: Int)) -> Bool {
        a.cost != b.cost ? a.cost > b.cost : a.index < b.index
    }
}
