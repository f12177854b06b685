import LayoutCore
import LayoutDocument

/// A screen's view tree, checked once: names to indices, superviews,
/// children in document order, depths. Independent of any request, so a
/// session builds it once.
struct ScreenStructure: Sendable {
    let screen: Screen
    let names: [String]
    let index: [String: Int]
    /// nil only for the root.
    let superview: [Int?]
    let children: [[Int]]
    let depth: [Int]
    let root: Int
    /// Per view, the number of its content-size pair among the screen's scroll views
    /// (`ViewSpec.isScrollView`), or -1: the content area a scroll view's subviews are laid out in.
    let contentSlot: [Int]
    /// How many views are scroll views.
    let scrollViewCount: Int
    /// Each equation entry's notation parsed, by entry (nil for a visual format): parsed once
    /// per screen, since every translation of it (one per request) reads the same text.
    let equations: [Result<ConstraintEquation, InputError>?]

    /// Reads the tree, rejecting a missing root, duplicate names, missing
    /// superviews, cycles and duplicate constraint ids.
    init(_ screen: Screen) throws(LayoutModelError) {
        func fail(_ kind: LayoutModelError.Kind) -> LayoutModelError {
            LayoutModelError(screen: screen.name, kind)
        }
        self.screen = screen
        names = screen.views.map(\.name)
        var index: [String: Int] = [:]
        index.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where index.updateValue(position, forKey: name) != nil {
            throw fail(.duplicateView(name))
        }
        self.index = index
        guard let root = index[screen.root] else { throw fail(.missingRoot(screen.root)) }
        self.root = root
        var superview = [Int?](repeating: nil, count: names.count)
        var children = [[Int]](repeating: [], count: names.count)
        // Siblings are usually listed together: the last superview found is compared before hashing.
        var lastSuperview: (name: String, index: Int)?
        // By index: a `ViewSpec` is large, and copying each one out costs more than the rest of the loop.
        for position in screen.views.indices {
            if position == root {
                if let name = screen.views[position].superview {
                    throw fail(.rootHasSuperview(root: names[position], superview: name))
                }
                continue
            }
            guard let name = screen.views[position].superview else {
                throw fail(.viewWithoutSuperview(names[position]))
            }
            let parent: Int
            if let lastSuperview, lastSuperview.name == name {
                parent = lastSuperview.index
            } else if let found = index[name] {
                parent = found
                lastSuperview = (name, found)
            } else {
                throw fail(.missingSuperview(
                    view: names[position], superview: name,
                    suggestion: NameSuggestion.closest(to: name, among: names)))
            }
            superview[position] = parent
            children[parent].append(position)
        }
        self.superview = superview
        self.children = children
        // Depths by walking down from the root; a view never reached sits on a cycle
        // (every non-root view has a superview, so its chain either reaches the root or loops).
        var depth = [Int](repeating: -1, count: names.count)
        depth[root] = 0
        var stack = [root]
        while let view = stack.popLast() {
            for child in children[view] {
                depth[child] = depth[view] + 1
                stack.append(child)
            }
        }
        if let unreached = depth.firstIndex(of: -1) {
            var chain: [Int] = []
            var seen: Set<Int> = []
            var current = unreached
            while !seen.contains(current), let parent = superview[current] {
                seen.insert(current)
                chain.append(current)
                current = parent
            }
            let start = chain.firstIndex(of: current) ?? 0
            let viewNames = screen.views.map(\.name)
            throw fail(.superviewCycle(chain[start...].map { viewNames[$0] }))
        }
        self.depth = depth
        var contentSlot = [Int](repeating: -1, count: names.count)
        var scrollViewCount = 0
        for position in screen.views.indices where screen.views[position].isScrollView {
            contentSlot[position] = scrollViewCount
            scrollViewCount += 1
        }
        self.contentSlot = contentSlot
        self.scrollViewCount = scrollViewCount
        var ids: Set<String> = []
        ids.reserveCapacity(screen.constraints.count)
        for entry in screen.constraints where !ids.insert(entry.id).inserted {
            throw fail(.duplicateConstraintID(entry.id))
        }
        equations = screen.constraints.map { entry -> Result<ConstraintEquation, InputError>? in
            guard case .equation(let text) = entry.body else { return nil }
            do throws(InputError) { return .success(try ConstraintEquation(parsing: text)) } catch { return .failure(error) }
        }
    }

    /// The equation entry's notation as parsed (`ConstraintEquation(parsing:)`); nil for a visual format.
    func equation(entry: Int) throws(InputError) -> ConstraintEquation? {
        try equations[entry]?.get()
    }

    /// Whether `view` lies inside `ancestor` (and is not `ancestor` itself).
    func isStrictDescendant(_ view: Int, of ancestor: Int) -> Bool {
        var current = view
        while let parent = superview[current] {
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// The deepest view that is an ancestor of, or is, both views.
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while depth[a] > depth[b] { a = superview[a] ?? root }
        while depth[b] > depth[a] { b = superview[b] ?? root }
        while a != b {
            a = superview[a] ?? root
            b = superview[b] ?? root
        }
        return a
    }
}
