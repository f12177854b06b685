import LayoutCore
import LayoutDocument

/// Stack views with UIStackView's meaning, and the views a stack collapses.
///
/// Everything is measured in the stack's own coordinates. Along the axis the
/// visible arranged views are chained from the stack's leading (top) edge to
/// its trailing (bottom) edge with the distribution's rules; across it, the
/// alignment places each view within the stack.
extension ScreenTranslation {
    /// The main or cross axis of a stack, as attributes.
    private struct AxisAttributes {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var center: LayoutAttribute
        var size: LayoutAttribute
        /// +1 when `end` lies at a larger coordinate than `start`, -1 for
        /// leading/trailing in right-to-left (which side containment is about).
        var sign: Double
        /// The absolute edges (`left`/`right` or `top`/`bottom`), for containment.
        var low: LayoutAttribute
        var high: LayoutAttribute
    }

    private func axes(_ axis: StackProperties.Axis) -> (main: AxisAttributes, cross: AxisAttributes) {
        let sign: Double = algebra.direction == .rightToLeft ? -1 : 1
        let horizontal = AxisAttributes(
            start: .leading, end: .trailing, center: .centerX, size: .width, sign: sign, low: .left, high: .right)
        let vertical = AxisAttributes(
            start: .top, end: .bottom, center: .centerY, size: .height, sign: 1, low: .top, high: .bottom)
        return axis == .horizontal ? (horizontal, vertical) : (vertical, horizontal)
    }

    mutating func addStackConstraints(_ stack: Int) {
        let properties = selection.stackProperties(stack)
        let name = structure.names[stack]
        let arranged = structure.children[stack].filter { selection.present[$0] }
        let visible = arranged.filter { !selection.collapsed[$0] }
        let (main, cross) = axes(properties.axis)
        let spacing = properties.usesStandardSpacing ? standardSpacing.sibling : properties.spacing
        // The rectangle the views are arranged in: the stack's bounds, or inside its layout
        // margins (`isLayoutMarginsRelativeArrangement`).
        let inMargins = properties.layoutMarginsRelativeArrangement
        func own(_ attribute: LayoutAttribute) -> LinearExpression {
            guard inMargins else { return self.attribute(stack, attribute, in: stack) }
            switch attribute {
            case .width, .height:
                var size = self.attribute(stack, attribute == .width ? .rightMargin : .bottomMargin, in: stack)
                size.add(self.attribute(stack, attribute == .width ? .leftMargin : .topMargin, in: stack), times: -1)
                return size
            default:
                return self.attribute(stack, Self.marginAttribute(attribute), in: stack)
            }
        }
        func of(_ view: Int, _ attribute: LayoutAttribute) -> LinearExpression {
            self.attribute(view, attribute, in: stack)
        }
        func text(_ view: Int, _ attribute: LayoutAttribute) -> String { "\(structure.names[view]).\(attribute.rawValue)" }
        let edgeName = { (attribute: LayoutAttribute) in "\(name).\((inMargins ? Self.marginAttribute(attribute) : attribute).rawValue)" }
        /// The gap from `previous`'s end to `next`'s start along the axis
        /// (leading and trailing already measure in the reading direction).
        func gap(_ previous: Int, _ next: Int) -> LinearExpression {
            var expression = of(next, main.start)
            expression.add(of(previous, main.end), times: -1)
            return expression
        }

        // Along the axis: the edges, the gaps, and the distribution.
        if let first = visible.first, let last = visible.last {
            add("\(name):edge.\(main.start.rawValue)", of(first, main.start), .equal, own(main.start),
                description: "\(text(first, main.start)) == \(edgeName(main.start))")
            add("\(name):edge.\(main.end.rawValue)", of(last, main.end), .equal, own(main.end),
                description: "\(text(last, main.end)) == \(edgeName(main.end))")
        }
        if visible.isEmpty { addEmptyStackSize(stack, main: main.size) }
        let distribution = effectiveDistribution(properties.distribution, visible: visible, axis: main.size)
        for (offset, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let number = offset + 1
            let (previous, next) = pair
            let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
            add("\(name):spacing#\(number)", gap(previous, next), exact ? .equal : .greaterThanOrEqual,
                .constant(spacing),
                description: "\(text(next, main.start)) \(exact ? "==" : ">=") \(text(previous, main.end)) "
                    + "+ \(formatNumber(spacing)) (stack spacing)")
            guard number >= 2 else { continue }
            switch distribution {
            case .equalSpacing:
                add("\(name):equalSpacing#\(number)", gap(previous, next), .equal, gap(visible[0], visible[1]),
                    description: "gap \(number) == gap 1 (equalSpacing)")
            case .equalCentering:
                var distance = of(next, main.center)
                distance.add(of(previous, main.center), times: -1)
                var firstDistance = of(visible[1], main.center)
                firstDistance.add(of(visible[0], main.center), times: -1)
                add("\(name):equalCentering#\(number)", distance, .equal, firstDistance, priority: 999,
                    description: "center distance \(number) == center distance 1 @999 (equalCentering)")
            default:
                break
            }
        }
        switch distribution {
        case .fillEqually:
            for (offset, view) in visible.enumerated().dropFirst() {
                add("\(name):fillEqually#\(offset + 1)", of(view, main.size), .equal, of(visible[0], main.size),
                    description: "\(text(view, main.size)) == \(text(visible[0], main.size)) (fillEqually)")
            }
        case .fillProportionally:
            // size_i == (stack size - spacings) * intrinsic_i / sum of intrinsics.
            let sizes = visible.map { naturalSize($0, main.size) ?? 0 }
            let total = sizes.reduce(0, +)
            let spacings = spacing * Double(visible.count - 1)
            for (offset, view) in visible.enumerated() {
                let share = sizes[offset] / total
                var available = own(main.size)
                available.constant -= spacings
                add("\(name):proportion#\(offset + 1)", of(view, main.size), .equal, scaled(available, share),
                    priority: 999,
                    description: "\(text(view, main.size)) == (\(name).\(main.size.rawValue) - \(formatNumber(spacings))) "
                        + "* \(formatNumber(share)) @999 (fillProportionally)")
            }
        case .equalSpacing, .equalCentering:
            // The gaps may grow: with nothing else sizing the stack along its axis, UIStackView takes its
            // fitting size there, the smallest its arranged views and spacing allow, as across it.
            if visible.count >= 2 {
                add("\(name):fitting.\(main.size.rawValue)", own(main.size), .equal, .constant(0),
                    priority: LayoutPriority.fittingSizeLevel.value,
                    description: "\(name).\(main.size.rawValue) == 0 @50 (\(distribution.rawValue): the stack hugs its views)")
            }
        default:
            break
        }

        // Across the axis: the alignment.
        let alignment = effectiveAlignment(properties.alignment, axis: properties.axis)
        for (offset, view) in visible.enumerated() {
            let number = offset + 1
            func align(_ attribute: LayoutAttribute) {
                add("\(name):align.\(attribute.rawValue)#\(number)", of(view, attribute), .equal, own(attribute),
                    description: "\(text(view, attribute)) == \(edgeName(attribute)) (stack alignment)")
            }
            func within(low: Bool, high: Bool) {
                if low {
                    add("\(name):within.\(cross.low.rawValue)#\(number)", of(view, cross.low), .greaterThanOrEqual,
                        own(cross.low), description: "\(text(view, cross.low)) >= \(edgeName(cross.low))")
                }
                if high {
                    add("\(name):within.\(cross.high.rawValue)#\(number)", of(view, cross.high), .lessThanOrEqual,
                        own(cross.high), description: "\(text(view, cross.high)) <= \(edgeName(cross.high))")
                }
            }
            switch alignment {
            case .fill:
                align(cross.start)
                align(cross.end)
            case .leading, .top:
                align(cross.start)
                within(low: cross.sign < 0, high: cross.sign > 0)
            case .trailing, .bottom:
                align(cross.end)
                within(low: cross.sign > 0, high: cross.sign < 0)
            case .center:
                align(cross.center)
                within(low: true, high: true)
            case .firstBaseline, .lastBaseline:
                let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if number >= 2 {
                    add("\(name):align.\(attribute.rawValue)#\(number)", of(view, attribute), .equal,
                        of(visible[0], attribute),
                        description: "\(text(view, attribute)) == \(text(visible[0], attribute)) (stack alignment)")
                }
                within(low: true, high: true)
            }
        }
        if alignment != .fill, !visible.isEmpty {
            // Without fill the views only sit within the stack; it hugs them as
            // tightly as it can, like UIStackView's fitting constraint.
            add("\(name):fitting.\(cross.size.rawValue)", own(cross.size), .equal, .constant(0),
                priority: LayoutPriority.fittingSizeLevel.value,
                description: "\(name).\(cross.size.rawValue) == 0 @50 (stack hugs its views)")
        }

        // Collapsed arranged views: no extent along the axis, sitting where the
        // previous visible view ends; across, the stack's full extent.
        var previousVisible: Int?
        for view in arranged {
            guard selection.collapsed[view] else {
                previousVisible = view
                continue
            }
            let viewName = structure.names[view]
            var position = own(main.start)
            if let previousVisible { position = of(previousVisible, main.end) }
            let after = previousVisible.map { text($0, main.end) } ?? "\(name).\(main.start.rawValue)"
            add("\(viewName):collapsed.\(main.start.rawValue)", of(view, main.start), .equal, position,
                description: "\(viewName).\(main.start.rawValue) == \(after) (collapsed)")
            add("\(viewName):collapsed.\(main.size.rawValue)", of(view, main.size), .equal, .constant(0),
                description: "\(viewName).\(main.size.rawValue) == 0 (hidden in a stack: collapsed)")
            add("\(viewName):collapsed.\(cross.low.rawValue)", of(view, cross.low), .equal, own(cross.low),
                description: "\(viewName).\(cross.low.rawValue) == \(name).\(cross.low.rawValue) (collapsed)")
            add("\(viewName):collapsed.\(cross.size.rawValue)", of(view, cross.size), .equal, own(cross.size),
                description: "\(viewName).\(cross.size.rawValue) == \(name).\(cross.size.rawValue) (collapsed)")
        }
    }

    /// The views whose baselines a vertical stack's baselines are: UIStackView's
    /// `viewForFirstBaselineLayout` is its first arranged view's and
    /// `viewForLastBaselineLayout` its last's (hidden ones skipped), followed down
    /// through nested vertical stacks. A horizontal stack keeps its own edges.
    static func stackBaselineViews(_ selection: ScreenSelection) -> [Int: (first: Int, last: Int)] {
        let structure = selection.structure
        var direct: [Int: (first: Int, last: Int)] = [:]
        for view in structure.names.indices where selection.present[view] {
            let spec = structure.screen.views[view]
            guard spec.isStack, selection.stackProperties(view).axis == .vertical else { continue }
            let visible = structure.children[view].filter { selection.present[$0] && !selection.collapsed[$0] }
            if let first = visible.first, let last = visible.last { direct[view] = (first, last) }
        }
        // Follow nested stacks to the view that has baselines of its own (a tree, so this ends).
        func follow(_ view: Int, _ last: Bool) -> Int {
            guard let next = direct[view] else { return view }
            return follow(last ? next.last : next.first, last)
        }
        return direct.mapValues { (follow($0.first, false), follow($0.last, true)) }
    }

    /// The margin attribute standing for an edge or centre (`leading` → `leadingMargin`).
    static func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: attribute
        }
    }

    /// A stack with no visible arranged view has no content along its axis:
    /// like UIStackView, its own content size there is 0, held at the stack's
    /// hugging (`size <= 0`) and compression resistance (`size >= 0`), so its
    /// neighbours take the space unless something of higher priority holds it open.
    private mutating func addEmptyStackSize(_ stack: Int, main size: LayoutAttribute) {
        let name = structure.names[stack]
        let horizontal = size == .width
        let axisName = horizontal ? "horizontal" : "vertical"
        let view = screen.views[stack]
        let hugging = (horizontal ? view.hugging?.horizontal : view.hugging?.vertical) ?? .defaultLow
        let resistance = (horizontal ? view.compressionResistance?.horizontal : view.compressionResistance?.vertical)
            ?? .defaultHigh
        let own = attribute(stack, size, in: stack)
        add("\(name):empty.hugging.\(axisName)", own, .lessThanOrEqual, .constant(0), priority: hugging.value,
            description: "\(name).\(size) <= 0 @\(formatNumber(hugging.value)) (no visible arranged view: hugging)")
        add("\(name):empty.compressionResistance.\(axisName)", own, .greaterThanOrEqual, .constant(0),
            priority: resistance.value,
            description: "\(name).\(size) >= 0 @\(formatNumber(resistance.value)) "
                + "(no visible arranged view: compression resistance)")
    }

    /// Views inside a collapsed view have nothing left to place them: they
    /// get an empty frame at their superview's origin.
    mutating func addCollapsedSubtree(_ collapsed: Int) {
        var pending = structure.children[collapsed]
        while let view = pending.popLast() {
            guard selection.present[view] else { continue }
            let name = structure.names[view]
            for (field, variable) in [("x", algebra.x(view)), ("y", algebra.y(view)),
                                      ("width", algebra.width(view)), ("height", algebra.height(view))] {
                add("\(name):collapsed.\(field)", LinearExpression(variable: variable), .equal, .constant(0),
                    description: "\(name).\(field) == 0 (inside a collapsed view)")
            }
            pending.append(contentsOf: structure.children[view])
        }
    }

    /// fillProportionally needs every visible view's intrinsic size along the
    /// axis (and a positive total); without it, the stack fills.
    private func effectiveDistribution(
        _ distribution: StackProperties.Distribution, visible: [Int], axis: LayoutAttribute
    ) -> StackProperties.Distribution {
        guard distribution == .fillProportionally else { return distribution }
        let sizes = visible.map { naturalSize($0, axis) }
        if sizes.contains(where: { $0 == nil }) || sizes.reduce(0, { $0 + ($1 ?? 0) }) <= 0 { return .fill }
        return distribution
    }

    /// UIStackView's alignment values name both axes (`leading` is `top` in a
    /// horizontal stack); baseline alignment means fill in a vertical stack.
    private func effectiveAlignment(
        _ alignment: StackProperties.Alignment, axis: StackProperties.Axis
    ) -> StackProperties.Alignment {
        switch (alignment, axis) {
        case (.leading, .horizontal): return .top
        case (.trailing, .horizontal): return .bottom
        case (.top, .vertical): return .leading
        case (.bottom, .vertical): return .trailing
        case (.firstBaseline, .vertical), (.lastBaseline, .vertical): return .fill
        default: return alignment
        }
    }

    /// The size along `attribute` (width or height) that fillProportionally shares
    /// the stack by: the view's intrinsic content size (given, or its text measured
    /// on one line, as UIKit's first pass has it); for a nested stack, the size its
    /// visible arranged views need (their sizes and spacings along its axis, each
    /// as large as the largest in `fillEqually`; the largest across it; plus its
    /// margins when it arranges inside them). nil: none.
    func naturalSize(_ view: Int, _ attribute: LayoutAttribute) -> Double? {
        let horizontal = attribute == .width
        let given = textSizes.given(view, own: screen.views[view].intrinsicSize)
        if let size = horizontal ? given?.width : given?.height { return size }
        if let measured = textSizes.measure(view, textWidth: nil) {
            let size = textSizes.intrinsicSize(view, measured)
            return horizontal ? size.width : size.height
        }
        guard screen.views[view].isStack else { return nil }
        let properties = selection.stackProperties(view)
        let visible = structure.children[view].filter { selection.present[$0] && !selection.collapsed[$0] }
        var sizes: [Double] = []
        for arranged in visible {
            guard let size = naturalSize(arranged, attribute) else { return nil }
            sizes.append(size)
        }
        let alongAxis = (properties.axis == .horizontal) == horizontal
        var size: Double
        if alongAxis {
            let spacing = properties.usesStandardSpacing ? standardSpacing.sibling : properties.spacing
            // fillEqually gives every view the largest one's size.
            let content = properties.distribution == .fillEqually
                ? (sizes.max() ?? 0) * Double(sizes.count) : sizes.reduce(0, +)
            size = content + spacing * Double(max(visible.count - 1, 0))
        } else {
            size = sizes.max() ?? 0
        }
        if properties.layoutMarginsRelativeArrangement {
            let margins = screen.views[view].layoutMargins ?? .layoutMarginsDefault
            size += horizontal ? margins.left + margins.right : margins.top + margins.bottom
        }
        return size
    }

    private func scaled(_ expression: LinearExpression, _ factor: Double) -> LinearExpression {
        var result = LinearExpression()
        result.add(expression, times: factor)
        return result
    }
}
