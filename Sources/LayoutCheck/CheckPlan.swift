import LayoutModel
import LayoutText
import LayoutTranslation

/// A whole `layout check` laid out as numbered layouts, so that it can be
/// split into parts (shards of a CI matrix, threads of one process) whose
/// findings merge back into exactly the serial run's.
///
/// Layouts are numbered across the run in the serial order: screen, language,
/// Dynamic Type size, content combination, orientation, device. A *block* is
/// the layouts of one screen, language, size and content combination (one loaded solver
/// serves them all, its size pins moved from device to device). A block is
/// cut into *slices*: each orientation's devices in two halves of the
/// catalogue's order (one slice for `--size`). Slices are numbered across the
/// run, and slice `u` goes to shard `u % N`: every screen, content size,
/// content combination, orientation and part of the device list is spread
/// over every shard, so shards are balanced (their slice counts differ by at
/// most one) however different the screens are.
///
/// Within a process, threads take the shard's blocks one at a time as they
/// become free (`CheckRunner`), so a block's solvers are built once.
public struct CheckPlan: Sendable {
    /// One screen's share of the numbering.
    public struct Screen: Sendable {
        public var check: ScreenCheck
        /// Its blocks: (Dynamic Type size, content combination), in order.
        public var blocks: [Block]
        /// The run's number of its first layout, and of its first slice.
        public var firstLayout: Int
        public var firstSlice: Int
        /// Places per block (orientations x devices, or 1 for `--size`).
        public var places: Int
        /// For each place, the number of its slice within the block.
        public var sliceOfPlace: [Int]
        public var slicesPerBlock: Int

        public var layoutCount: Int { blocks.count * places }

        /// Whether `shard` checks layout `number` of this screen.
        public func owns(_ shard: Shard, layout number: Int) -> Bool {
            shard.owns(slice: firstSlice + (number / places) * slicesPerBlock + sliceOfPlace[number % places])
        }
    }

    public struct Block: Sendable {
        public var language: Language?
        public var contentSize: ContentSizeCategory?
        public var content: [String: String]
    }

    /// Shard `index` of `count` (from 0); a whole run is shard 0 of 1.
    public struct Shard: Sendable, Hashable {
        public var index = 0
        public var count = 1

        public init(index: Int = 0, count: Int = 1) {
            self.index = index
            self.count = count
        }

        public func owns(slice: Int) -> Bool { slice % count == index }
    }

    /// A block that a shard has layouts in: the unit a thread takes.
    public struct Task: Sendable {
        public var screen: Int
        public var block: Int
    }

    public private(set) var screens: [Screen]
    public private(set) var layoutCount: Int

    /// The run's slices so far: the next screen's first.
    private(set) var sliceCount = 0

    public init(_ checks: [ScreenCheck] = []) {
        screens = []
        layoutCount = 0
        for check in checks { append(check) }
    }

    /// Adds a screen after the others, its layouts and slices numbered after
    /// theirs: a plan built screen by screen (`check` adds each as it is
    /// read) is the same as one built from all of them at once.
    public mutating func append(_ check: ScreenCheck) {
        let places = check.placesPerContent
        var sliceOfPlace: [Int]
        switch check.sizes {
        case .devices(let devices):
            // Each orientation's devices in two halves (one when there is one device).
            let halves = devices.count > 1 ? 2 : 1
            sliceOfPlace = (0..<places).map { place in
                (place / devices.count) * halves + (place % devices.count) * halves / devices.count
            }
        case .size, .request:
            sliceOfPlace = Array(repeating: 0, count: places)
        }
        let blocks = check.blocks.map { Block(language: $0.language, contentSize: $0.contentSize, content: $0.content) }
        let slicesPerBlock = (sliceOfPlace.max() ?? 0) + 1
        screens.append(Screen(check: check, blocks: blocks, firstLayout: layoutCount, firstSlice: sliceCount, places: places,
                              sliceOfPlace: sliceOfPlace, slicesPerBlock: slicesPerBlock))
        layoutCount += blocks.count * places
        sliceCount += blocks.count * slicesPerBlock
    }

    /// The blocks `shard` has layouts in, in the run's order.
    public func tasks(of shard: Shard) -> [Task] {
        screens.indices.flatMap { tasks(ofScreen: $0, in: shard) }
    }

    /// The blocks of screen `index` that `shard` has layouts in, in order.
    public func tasks(ofScreen index: Int, in shard: Shard) -> [Task] {
        let screen = screens[index]
        return screen.blocks.indices.compactMap { block in
            let first = screen.firstSlice + block * screen.slicesPerBlock
            let owned = (first..<first + screen.slicesPerBlock).contains(where: shard.owns(slice:))
            return owned ? Task(screen: index, block: block) : nil
        }
    }

    /// The layouts `shard` checks in a task's block, by their number within the screen.
    public func layouts(of task: Task, in shard: Shard) -> [Int] {
        let screen = screens[task.screen]
        let first = task.block * screen.places
        return (first..<first + screen.places).filter { screen.owns(shard, layout: $0) }
    }

    /// How many layouts `shard` checks.
    /// - Complexity: O(blocks x places) of the run.
    public func layoutCount(of shard: Shard) -> Int {
        tasks(of: shard).reduce(0) { $0 + layouts(of: $1, in: shard).count }
    }
}
