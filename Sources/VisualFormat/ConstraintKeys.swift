import LayoutCore

/// The printer's input with its item names numbered, so that constraints are
/// hashed and compared as a few integers rather than by their names: checking
/// a printed format against the constraints it stands for, and naming each of
/// them by the first input constraint equal to it.
struct ConstraintKeys {
    /// A constraint with its items as numbers. Two keys are equal exactly when
    /// their constraints are (for finite numbers: no format takes a constraint
    /// with a NaN or infinite constant, and a format's multipliers are all 1).
    struct Key: Hashable {
        var first: Int
        /// -1 for a constraint without a second item.
        var second: Int
        /// The two attributes and the relation, packed.
        var kinds: Int
        var multiplier: UInt64
        var constant: UInt64
        var priority: UInt64

        init(
            first: Int, firstAttribute: LayoutAttribute, relation: LayoutRelation,
            second: Int?, secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
            priority: LayoutPriority
        ) {
            self.first = first
            self.second = second ?? -1
            self.kinds = (Self.ordinal(firstAttribute) * 32 + (secondAttribute.map(Self.ordinal) ?? 31)) * 4
                + Self.ordinal(relation)
            self.multiplier = Self.bits(multiplier)
            self.constant = Self.bits(constant)
            self.priority = Self.bits(priority.value)
        }

        /// The fields folded into one word: what `IndexTable` finds a key by.
        var folded: UInt64 {
            func fold(_ folded: UInt64, _ word: UInt64) -> UInt64 { (folded ^ word) &* 0x9E37_79B9_7F4A_7C15 }
            var folded = fold(0, UInt64(bitPattern: Int64(first)))
            folded = fold(folded, UInt64(bitPattern: Int64(second)))
            folded = fold(folded, UInt64(bitPattern: Int64(kinds)))
            folded = fold(folded, multiplier)
            folded = fold(folded, constant)
            return IndexTable.mix(fold(folded, priority))
        }

        /// One `combine` of the folded fields instead of six (equality still compares every field).
        func hash(into hasher: inout Hasher) {
            hasher.combine(folded)
        }

        /// The same bits for 0 and -0, which are equal.
        private static func bits(_ value: Double) -> UInt64 {
            (value == 0 ? 0 : value).bitPattern
        }

        /// A switch, not a dictionary: the enums hash by their names.
        static func ordinal(_ attribute: LayoutAttribute) -> Int {
            switch attribute {
            case .left: return 0
            case .right: return 1
            case .top: return 2
            case .bottom: return 3
            case .leading: return 4
            case .trailing: return 5
            case .width: return 6
            case .height: return 7
            case .centerX: return 8
            case .centerY: return 9
            case .firstBaseline: return 10
            case .lastBaseline: return 11
            case .leftMargin: return 12
            case .rightMargin: return 13
            case .topMargin: return 14
            case .bottomMargin: return 15
            case .leadingMargin: return 16
            case .trailingMargin: return 17
            case .centerXWithinMargins: return 18
            case .centerYWithinMargins: return 19
            }
        }

        private static func ordinal(_ relation: LayoutRelation) -> Int {
            switch relation {
            case .equal: return 0
            case .lessThanOrEqual: return 1
            case .greaterThanOrEqual: return 2
            }
        }
    }

    /// The names by number: every item name of the input, numbered in order of first use.
    private(set) var names: [String] = []
    /// The numbers of `names` by `IndexTable.hash(name)`.
    private var nameTable: IndexTable
    /// Each input constraint's items as numbers: the second is -1 for a constraint without one.
    private(set) var items: [(first: Int, second: Int)] = []
    /// The distinct keys of the input in order of first use, the first input
    /// index of each, and the keys' positions by `Key.folded`.
    private var distinctKeys: [Key] = []
    private var distinctFirstIndices: [Int] = []
    private var keyTable: IndexTable
    /// `firstEquals[i]`: the first input index whose constraint equals constraint `i`.
    private var firstEquals: [Int] = []

    /// - Complexity: O(n) in the number of constraints, hashing each item name once.
    init(_ constraints: [LayoutConstraint]) {
        nameTable = IndexTable(capacity: 64)
        keyTable = IndexTable(capacity: constraints.count)
        distinctKeys.reserveCapacity(constraints.count)
        distinctFirstIndices.reserveCapacity(constraints.count)
        firstEquals.reserveCapacity(constraints.count)
        items.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            let first = number(adding: constraint.firstItem)
            let second = constraint.secondItem.map { number(adding: $0) }
            let key = Key(
                first: first, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                second: second, secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority)
            items.append((first, second ?? -1))
            let hash = key.folded
            if let position = keyTable.find(hash, { distinctKeys[$0] == key }) {
                firstEquals.append(distinctFirstIndices[position])
            } else {
                keyTable.insert(hash: hash)
                distinctKeys.append(key)
                distinctFirstIndices.append(index)
                firstEquals.append(index)
            }
        }
    }

    private mutating func number(adding name: String) -> Int {
        let hash = IndexTable.hash(name)
        if let number = nameTable.find(hash, { names[$0] == name }) { return number }
        nameTable.insert(hash: hash)
        names.append(name)
        return names.count - 1
    }

    /// The number of an item name, nil when no input constraint uses it.
    func number(of name: String) -> Int? {
        nameTable.find(IndexTable.hash(name)) { names[$0] == name }
    }

    /// The first input index whose constraint has this key, nil when none has.
    func firstIndex(of key: Key) -> Int? {
        keyTable.find(key.folded) { distinctKeys[$0] == key }.map { distinctFirstIndices[$0] }
    }

    /// The first input index whose constraint equals input constraint `index`.
    func firstEqual(to index: Int) -> Int {
        firstEquals[index]
    }
}
