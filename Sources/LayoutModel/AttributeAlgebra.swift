import LayoutCore
import LayoutDocument

/// Something a constraint can name: a view, or one of the root's layout
/// guides given by the request.
enum LayoutItem: Hashable, Sendable {
    case view(Int)
    /// The root's safe area: its bounds inset by the request's safe-area insets.
    case safeArea
    /// The keyboard: the root's bottom strip, as tall as the request's keyboard height.
    case keyboard

    static let guideNames: [String: LayoutItem] = ["safeArea": .safeArea, "keyboard": .keyboard]
}

/// Auto Layout's attributes as linear expressions of the model's variables.
///
/// Each view has four variables, its frame in its superview's coordinates
/// (x, y, width, height), which is what a solve reports. An attribute is
/// measured in the coordinate system of a container view (an ancestor, or
/// the view itself, whose bounds origin is 0): the sum of the x's on the way
/// up. A constraint is measured in its items' nearest common ancestor, which
/// is UIKit's meaning for multipliers on positions
/// (`button.centerX == superview.centerX * 0.5` puts it at a quarter), and
/// it makes sibling constraints short because shared ancestors cancel.
struct AttributeAlgebra: Sendable {
    let structure: ScreenStructure
    let direction: LayoutDirection

    var viewCount: Int { structure.names.count }

    func x(_ view: Int) -> Int { 4 * view }
    func y(_ view: Int) -> Int { 4 * view + 1 }
    func width(_ view: Int) -> Int { 4 * view + 2 }
    func height(_ view: Int) -> Int { 4 * view + 3 }

    /// Request parameters: safe-area insets and the keyboard height, pinned by
    /// required constraints whose constants a session changes.
    var safeAreaTop: Int { 4 * viewCount }
    var safeAreaLeft: Int { 4 * viewCount + 1 }
    var safeAreaBottom: Int { 4 * viewCount + 2 }
    var safeAreaRight: Int { 4 * viewCount + 3 }
    var keyboardHeight: Int { 4 * viewCount + 4 }
    var variableCount: Int { 4 * viewCount + 5 }

    /// The view and frame field a variable belongs to (nil for parameters).
    func owner(of variable: Int) -> (view: Int, field: Int)? {
        variable < 4 * viewCount ? (variable / 4, variable % 4) : nil
    }

    /// The container a constraint between two items is measured in.
    func container(_ first: LayoutItem, _ second: LayoutItem?) -> Int {
        switch (first, second) {
        case (.view(let a), .view(let b)?): return structure.commonAncestor(a, b)
        case (.view(let a), nil): return structure.superview[a] ?? structure.root
        default: return structure.root
        }
    }

    /// The item's attribute in `container`'s coordinates (the container is the
    /// item itself or one of its ancestors; guides live in the root).
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: Int) -> LinearExpression {
        var left = LinearExpression()
        var top = LinearExpression()
        var width: LinearExpression
        var height: LinearExpression
        var margins = EdgeInsets.zero
        var baselines: Baselines?
        let root = structure.root
        switch item {
        case .view(let view):
            var current = view
            while current != container, let parent = structure.superview[current] {
                left.add(variable: x(current))
                top.add(variable: y(current))
                current = parent
            }
            width = LinearExpression(variable: self.width(view))
            height = LinearExpression(variable: self.height(view))
            let spec = structure.screen.views[view]
            margins = spec.layoutMargins ?? .layoutMarginsDefault
            baselines = spec.baselines
        case .safeArea:
            left = LinearExpression(variable: safeAreaLeft)
            top = LinearExpression(variable: safeAreaTop)
            width = LinearExpression([(self.width(root), 1), (safeAreaLeft, -1), (safeAreaRight, -1)])
            height = LinearExpression([(self.height(root), 1), (safeAreaTop, -1), (safeAreaBottom, -1)])
        case .keyboard:
            top = LinearExpression([(self.height(root), 1), (keyboardHeight, -1)])
            width = LinearExpression(variable: self.width(root))
            height = LinearExpression(variable: keyboardHeight)
        }
        func combine(_ parts: (LinearExpression, Double)...) -> LinearExpression {
            var result = LinearExpression()
            for (part, factor) in parts { result.add(part, times: factor) }
            return result
        }
        let one = LinearExpression.constant(1)
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left: return left
        case .right: return combine((left, 1), (width, 1))
        case .top: return top
        case .bottom: return combine((top, 1), (height, 1))
        case .width: return width
        case .height: return height
        case .centerX: return combine((left, 1), (width, 0.5))
        case .centerY: return combine((top, 1), (height, 0.5))
        case .leading:
            return expression(item, rightToLeft ? .right : .left, in: container)
        case .trailing:
            return expression(item, rightToLeft ? .left : .right, in: container)
        case .leftMargin: return combine((left, 1), (one, margins.left))
        case .rightMargin: return combine((left, 1), (width, 1), (one, -margins.right))
        case .topMargin: return combine((top, 1), (one, margins.top))
        case .bottomMargin: return combine((top, 1), (height, 1), (one, -margins.bottom))
        case .leadingMargin:
            return expression(item, rightToLeft ? .rightMargin : .leftMargin, in: container)
        case .trailingMargin:
            return expression(item, rightToLeft ? .leftMargin : .rightMargin, in: container)
        case .centerXWithinMargins:
            return combine((left, 1), (width, 0.5), (one, (margins.left - margins.right) / 2))
        case .centerYWithinMargins:
            return combine((top, 1), (height, 0.5), (one, (margins.top - margins.bottom) / 2))
        case .firstBaseline:
            if let offset = baselines?.firstFromTop { return combine((top, 1), (one, offset)) }
            return combine((top, 1), (height, 1))
        case .lastBaseline:
            return combine((top, 1), (height, 1), (one, -(baselines?.lastFromBottom ?? 0)))
        }
    }
}
