import LayoutCore

/// The constraints a printer can put in formats, sorted by kind: connections
/// as edges between views and the superview's edges, size predicates, and
/// alignments.
struct ConnectionGraph {
    struct Edge {
        var family: ConnectionFamily
        var from: ConnectionNode
        var to: ConnectionNode
        var predicates: [PrintedPredicate]
    }

    /// `first.attribute == second.attribute`, items as the keys number them.
    struct AlignmentKey: Hashable {
        /// `ConstraintKeys.Key.ordinal(attribute)`: the attribute itself hashes its name.
        var attribute: Int
        var first: Int
        var second: Int

        init(attribute: LayoutAttribute, first: Int, second: Int) {
            self.attribute = ConstraintKeys.Key.ordinal(attribute)
            self.first = first
            self.second = second
        }
    }

    struct SizePredicate {
        /// The view, as the keys number it.
        var view: Int
        var vertical: Bool
        var predicate: PrintedPredicate
    }

    /// Attributes `alignAll…` options produce, in Apple's option order.
    static let horizontalAlignments: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
    static let verticalAlignments: [LayoutAttribute] = [.top, .bottom, .centerY, .lastBaseline, .firstBaseline]

    /// The input's item names and its constraints' items as numbers.
    let keys: ConstraintKeys
    /// Whether each numbered item is a view (`isView`), asked once per name.
    private let isViewNumber: [Bool]
    /// The number of `superview`, -2 when no constraint names it.
    private let superview: Int
    private(set) var edges: [Edge] = []
    /// `edges` by family and nodes (`edgeHash`).
    private var edgeTable = IndexTable()
    private(set) var sizePredicates: [SizePredicate] = []
    /// Unused alignment constraints by what they align, as constraint indices.
    private var alignments: [AlignmentKey: [Int]] = [:]

    init(views: Set<String>?, keys: ConstraintKeys) {
        self.keys = keys
        self.isViewNumber = keys.names.map { Self.isView($0, views: views) }
        self.superview = keys.number(of: "superview") ?? -2
    }

    /// Whether `name` is an identifier (`[A-Za-z_][A-Za-z0-9_]*`, checked on
    /// its UTF-8 bytes: any other byte is another character) other than
    /// `superview`, and one of `views` when they are given.
    static func isView(_ name: String, views: Set<String>?) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first == UInt8(ascii: "_") || Self.isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "_") || Self.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else { return false }
        }
        guard name != "superview" else { return false }
        return views?.contains(name) ?? true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Files the constraint at `index` of the keys' input under the kind of
    /// format text that can express it, if any.
    mutating func add(_ constraint: LayoutConstraint, index: Int) {
        guard constraint.constant.isFinite else { return }
        let (first, second) = keys.items[index]
        let attribute = constraint.firstAttribute
        let firstIsView = isViewNumber[first]
        guard second >= 0, let secondAttribute = constraint.secondAttribute else {
            if attribute.isSize, firstIsView {
                sizePredicates.append(SizePredicate(
                    view: first, vertical: attribute == .height,
                    predicate: predicate(constraint, index, .constant(constraint.constant))))
            }
            return
        }
        guard constraint.multiplier == 1 else { return }
        let secondIsView = isViewNumber[second]
        for family in ConnectionFamily.inOrder {
            let (start, end) = (family.start, family.end)
            var from: ConnectionNode?, to: ConnectionNode?
            let superviewEdges = family != .baselines
            if superviewEdges, attribute == start, secondAttribute == start, second == superview, firstIsView {
                (from, to) = (.start, .view(first))
            } else if superviewEdges, first == superview, attribute == end, secondAttribute == end, secondIsView {
                (from, to) = (.view(second), .end)
            } else if attribute == start, secondAttribute == end, firstIsView, secondIsView {
                (from, to) = (.view(second), .view(first))
            }
            if let from, let to {
                let hash = Self.edgeHash(family, from, to)
                let connection = predicate(constraint, index, .constant(constraint.constant))
                if let existing = edgeTable.find(hash, {
                    edges[$0].family == family && edges[$0].from == from && edges[$0].to == to
                }) {
                    edges[existing].predicates.append(connection)
                } else {
                    edgeTable.insert(hash: hash)
                    edges.append(Edge(family: family, from: from, to: to, predicates: [connection]))
                }
                return
            }
        }
        guard attribute == secondAttribute, firstIsView, secondIsView else { return }
        if attribute.isSize, constraint.constant == 0 {
            sizePredicates.append(SizePredicate(
                view: first, vertical: attribute == .height,
                predicate: predicate(constraint, index, .view(second))))
        } else if Self.horizontalAlignments.contains(attribute) || Self.verticalAlignments.contains(attribute),
                  constraint.relation == .equal, constraint.constant == 0, constraint.priority.isRequired {
            alignments[AlignmentKey(attribute: attribute, first: first, second: second), default: []].append(index)
        }
    }

    /// The family and the nodes' slots in one word, mixed.
    private static func edgeHash(_ family: ConnectionFamily, _ from: ConnectionNode, _ to: ConnectionNode) -> UInt64 {
        let ordinal: UInt64
        switch family {
        case .leadingTrailing: ordinal = 0
        case .leftRight: ordinal = 1
        case .topBottom: ordinal = 2
        case .baselines: ordinal = 3
        }
        return IndexTable.mix(ordinal | UInt64(truncatingIfNeeded: from.slot) << 2
            ^ UInt64(truncatingIfNeeded: to.slot) << 33)
    }

    private func predicate(_ constraint: LayoutConstraint, _ index: Int, _ object: PrintedPredicate.Object) -> PrintedPredicate {
        PrintedPredicate(index: index, relation: constraint.relation, object: object, priority: constraint.priority)
    }

    // MARK: - Trails

    /// The fewest trails covering every connection of `family` once.
    ///
    /// Every node with more outgoing than incoming edges must start that
    /// many trails (and one with more incoming must end as many), so a hub
    /// node joined to each unbalanced node by as many edges as its imbalance
    /// makes every node balanced; an Euler circuit from the hub, cut at the
    /// hub's edges, gives exactly that many trails. Parts with no unbalanced
    /// node are circuits of their own, one trail each. The predicates between
    /// two nodes may be split over several edges (`[a]-8-[b]-[a]-(>=0)-[b]`)
    /// when that balances nodes: `splitCounts` finds how many.
    /// - Complexity: O(E) plus the flow in `splitCounts`.
    func trails(of family: ConnectionFamily) -> [[Edge]] {
        let groups = edges.filter { $0.family == family }
        guard !groups.isEmpty else { return [] }
        let counts = Self.splitCounts(groups)
        // Nodes by `slot`: balance, and whether seen yet.
        let slots = 3 + keys.names.count
        var balance = [Int](repeating: 0, count: slots)
        var seen = [Bool](repeating: false, count: slots)
        // Local edges: the family's edges, then the hub's.
        var pieces: [Edge?] = []
        var nodes: [ConnectionNode] = []
        for (group, count) in zip(groups, counts) {
            for node in [group.from, group.to] where !seen[node.slot] {
                seen[node.slot] = true
                nodes.append(node)
            }
            balance[group.from.slot] += count
            balance[group.to.slot] -= count
            if count == 1 {
                pieces.append(group)
                continue
            }
            for piece in 0..<count {
                var edge = group
                edge.predicates = piece < count - 1 ? [group.predicates[piece]] : Array(group.predicates[piece...])
                pieces.append(edge)
            }
        }
        var from = pieces.map { $0?.from.slot ?? 2 }, to = pieces.map { $0?.to.slot ?? 2 }
        let realCount = pieces.count
        for node in nodes {
            let surplus = balance[node.slot]
            for _ in 0..<abs(surplus) {
                from.append(surplus > 0 ? 2 : node.slot)
                to.append(surplus > 0 ? node.slot : 2)
                pieces.append(nil)
            }
        }
        var outgoing = [[Int]](repeating: [], count: slots)
        for local in from.indices { outgoing[from[local]].append(local) }
        var next = [Int](repeating: 0, count: slots)
        var used = [Bool](repeating: false, count: from.count)

        /// Hierholzer's algorithm, iteratively: local edges of one circuit, in order.
        func circuit(from start: Int) -> [Int] {
            var stack: [(node: Int, via: Int?)] = [(start, nil)]
            var result: [Int] = []
            while let top = stack.last {
                var position = next[top.node]
                let count = outgoing[top.node].count
                while position < count, used[outgoing[top.node][position]] { position += 1 }
                next[top.node] = position
                if position < count {
                    let local = outgoing[top.node][position]
                    used[local] = true
                    stack.append((to[local], local))
                } else {
                    stack.removeLast()
                    if let via = top.via { result.append(via) }
                }
            }
            return result.reversed()
        }

        var trails: [[Edge]] = []
        if from.count > realCount {
            var current: [Edge] = []
            for local in circuit(from: 2) {
                if let piece = pieces[local] {
                    current.append(piece)
                } else if !current.isEmpty {
                    trails.append(current)
                    current = []
                }
            }
            if !current.isEmpty { trails.append(current) }
        }
        for local in 0..<realCount where !used[local] {
            trails.append(circuit(from: from[local]).compactMap { pieces[$0] })
        }
        return trails
    }

    /// How many edges each group of predicates between two nodes becomes.
    ///
    /// One edge each leaves some nodes with surplus s(v) = out - in > 0 (trail
    /// starts) and others with a deficit. Splitting a group u -> v of k
    /// predicates into one more edge moves one unit of surplus from v to u, so
    /// a maximum flow from surplus nodes to deficit nodes along the reversed
    /// groups, with capacity k - 1 each, removes as many trail starts as can be
    /// removed (Edmonds-Karp).
    static func splitCounts(_ groups: [Edge]) -> [Int] {
        var counts = [Int](repeating: 1, count: groups.count)
        guard groups.contains(where: { $0.predicates.count > 1 }) else { return counts }
        var index: [ConnectionNode: Int] = [:]
        for group in groups {
            for node in [group.from, group.to] where index[node] == nil { index[node] = index.count }
        }
        let source = index.count, sink = index.count + 1
        // Every group's nodes were numbered just above.
        let ends = groups.map { (from: index[$0.from] ?? 0, to: index[$0.to] ?? 0) }
        var surplus = [Int](repeating: 0, count: index.count)
        for end in ends {
            surplus[end.from] += 1
            surplus[end.to] -= 1
        }
        // Residual arcs: (to, capacity, reverse arc), per node.
        var arcs: [[(to: Int, capacity: Int, reverse: Int)]] = Array(repeating: [], count: index.count + 2)
        func addArc(_ from: Int, _ to: Int, _ capacity: Int) -> (Int, Int) {
            arcs[from].append((to, capacity, arcs[to].count))
            arcs[to].append((from, 0, arcs[from].count - 1))
            return (from, arcs[from].count - 1)
        }
        var groupArcs: [(Int, Int)?] = []
        for (group, end) in zip(groups, ends) {
            groupArcs.append(group.predicates.count > 1
                ? addArc(end.to, end.from, group.predicates.count - 1) : nil)
        }
        for (node, value) in surplus.enumerated() {
            if value > 0 { _ = addArc(source, node, value) }
            if value < 0 { _ = addArc(node, sink, -value) }
        }
        while true {
            var parent = [(node: Int, arc: Int)?](repeating: nil, count: arcs.count)
            var queue = [source], head = 0
            while head < queue.count, parent[sink] == nil {
                let node = queue[head]
                head += 1
                for (position, arc) in arcs[node].enumerated()
                where arc.capacity > 0 && parent[arc.to] == nil && arc.to != source {
                    parent[arc.to] = (node, position)
                    queue.append(arc.to)
                }
            }
            guard parent[sink] != nil else { break }
            // Every augmenting path carries one unit: capacities are small integers.
            var node = sink
            while let step = parent[node] {
                let arc = arcs[step.node][step.arc]
                arcs[step.node][step.arc].capacity -= 1
                arcs[node][arc.reverse].capacity += 1
                node = step.node
            }
        }
        for (position, location) in groupArcs.enumerated() {
            guard let (node, arc) = location else { continue }
            counts[position] += groups[position].predicates.count - 1 - arcs[node][arc].capacity
        }
        return counts
    }

    // MARK: - Predicates and alignments

    /// Puts each size predicate on its view's first appearance on its axis,
    /// or in a one-view format of its own.
    func attachPredicates(to drafts: inout [FormatDraft]) {
        guard !sizePredicates.isEmpty else { return }
        // By view number and axis (2 * view + 1 when vertical): the first appearance's
        // draft and occurrence, else the draft made for the view's predicates, else -1.
        var firstAppearance = [(draft: Int, occurrence: Int)](
            repeating: (-1, 0), count: 2 * keys.names.count)
        for draft in drafts.indices {
            let vertical = drafts[draft].family.isVertical ? 1 : 0
            for (occurrence, view) in drafts[draft].views.enumerated()
            where firstAppearance[2 * view + vertical].draft < 0 {
                firstAppearance[2 * view + vertical] = (draft, occurrence)
            }
        }
        for size in sizePredicates {
            let key = 2 * size.view + (size.vertical ? 1 : 0)
            let (draft, occurrence) = firstAppearance[key]
            if draft >= 0 {
                drafts[draft].viewPredicates[occurrence].append(size.predicate)
            } else {
                firstAppearance[key] = (drafts.count, 0)
                drafts.append(FormatDraft(
                    view: size.view, family: size.vertical ? .topBottom : .leadingTrailing,
                    predicates: [size.predicate]))
            }
        }
    }

    /// Turns `a.top == b.top` between every pair of adjacent views of a format into `alignAllTop`.
    mutating func attachAlignments(to drafts: inout [FormatDraft]) {
        guard !alignments.isEmpty else { return }
        for draft in drafts.indices where drafts[draft].views.count >= 2 {
            let views = drafts[draft].views
            let candidates = drafts[draft].family.isVertical ? Self.horizontalAlignments : Self.verticalAlignments
            for attribute in candidates {
                // Stops at the first pair short of an alignment, as most drafts are.
                var needed: [AlignmentKey: Int] = [:]
                var available = true
                for index in 1..<views.count {
                    let key = AlignmentKey(attribute: attribute, first: views[index - 1], second: views[index])
                    needed[key, default: 0] += 1
                    if (alignments[key]?.count ?? 0) < needed[key, default: 0] {
                        available = false
                        break
                    }
                }
                guard available else { continue }
                var indices: [Int] = []
                for (key, count) in needed {
                    indices += alignments[key]?.prefix(count) ?? []
                    alignments[key]?.removeFirst(count)
                }
                drafts[draft].alignments.append((attribute, indices))
            }
        }
    }
}
