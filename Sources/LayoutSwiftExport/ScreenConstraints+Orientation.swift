import LayoutCore

/// Which way round a constraint is written. `a.attr == b.attr + c` and
/// `b.attr == a.attr - c` are one constraint; UIKit code reads best with the
/// view being placed first (`button.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)`)
/// and, between siblings, with a positive constant (`b.leading == a.trailing + 8`).
extension ScreenConstraints {
    /// The constraint turned round where that reads better: the inner view
    /// first when one item contains the other, else (and for system spacing,
    /// which UIKit only spells "after" and "below") a constant that is not
    /// negative. Only constraints with a multiplier of 1 turn.
    func oriented(_ constraint: Single) -> Single {
        guard let second = constraint.second, let secondAttribute = constraint.secondAttribute,
              constraint.multiplier == .number(1) else { return constraint }
        let firstContains = contains(constraint.first, second)
        let secondContains = contains(second, constraint.first)
        let turn: Bool
        if constraint.systemSpacing == nil, firstContains != secondContains {
            turn = firstContains
        } else {
            turn = ScreenConstraints.isNegative(constraint.constant)
        }
        guard turn else { return constraint }
        var turned = constraint
        turned.first = second
        turned.firstAttribute = secondAttribute
        turned.second = constraint.first
        turned.secondAttribute = constraint.firstAttribute
        switch constraint.relation {
        case .equal: turned.relation = .equal
        case .lessThanOrEqual: turned.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: turned.relation = .lessThanOrEqual
        }
        turned.constant = ScreenConstraints.negated(constraint.constant)
        return turned
    }

    /// Whether `outer` holds `inner`: a view its descendants, the root's guides every view but the root.
    func contains(_ outer: Item, _ inner: Item) -> Bool {
        guard case .view(let name) = inner else { return false }
        switch outer {
        case .safeArea, .keyboard: return name != screen.root
        case .view(let container), .scrollGuide(let container, _):
            var current = superviews[name]
            var seen: Set<String> = []
            while let view = current, seen.insert(view).inserted {
                if view == container { return true }
                current = superviews[view]
            }
            return false
        }
    }

    static func isNegative(_ value: LayoutValue) -> Bool {
        switch value {
        case .number(let number): return number < 0
        case .metric(_, let negated): return negated
        }
    }

    static func negated(_ value: LayoutValue) -> LayoutValue {
        switch value {
        case .number(let number): return .number(number == 0 ? 0 : -number)
        case .metric(let name, let negated): return .metric(name, negated: !negated)
        }
    }
}
