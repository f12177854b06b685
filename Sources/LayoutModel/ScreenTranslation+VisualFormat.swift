import LayoutCore
import LayoutDocument
import VisualFormat

/// Visual formats, expanded by the VisualFormat module.
extension ScreenTranslation {
    mutating func addVisualFormat(
        _ format: String, options: [String], entry: Int, standardSpacing: StandardSpacing
    ) throws(LayoutModelError) {
        let id = screen.constraints[entry].id
        let spacing = VisualFormatSpacing(sibling: standardSpacing.sibling, superview: standardSpacing.superview)
        // Only the names the format mentions are handed over: a screen of a
        // thousand views would otherwise make every format index them all.
        let mentioned = Self.names(in: format)
        var formatViews: [(name: String, view: Int)] = []
        formatViews.reserveCapacity(mentioned.count)
        for name in mentioned {
            if let view = structure.index[name] { formatViews.append((name, view)) }
        }
        let expanded: [VisualFormatConstraint]
        do {
            var views = formatViews.map(\.name)
            views.append("superview")
            var metrics: [String: Double] = [:]
            if metricValues.count < mentioned.count {
                for (name, value) in metricValues where mentioned.contains(name) { metrics[name] = value }
            } else {
                for name in mentioned { if let value = metricValues[name] { metrics[name] = value } }
            }
            expanded = try VisualFormat.constraints(
                format: format, options: options, metrics: metrics, views: views, standardSpacing: spacing)
        } catch {
            // Again with every name, so an unknown one gets the right "did you mean".
            var full = error
            do {
                _ = try VisualFormat.constraints(
                    format: format, options: options, metrics: metricValues,
                    views: structure.names + ["superview"], standardSpacing: spacing)
            } catch {
                full = error
            }
            if case .unknownMetric(let name) = full.kind, selection.metricChoice[name] != nil {
                _ = try selection.metric(name)  // throws: no value matches
            }
            throw LayoutModelError(screen: screenName, .badVisualFormat(constraint: id, full.input))
        }
        // Every item of the expansion is `superview` or one of `formatViews`: a
        // handful, so a scan beats hashing the name again.
        func view(named name: String) -> Int? {
            for candidate in formatViews where candidate.name == name { return candidate.view }
            return nil
        }
        // `superview` is the nearest view containing every view of the format.
        var views: [Int] = []
        func include(_ name: String?) {
            guard let name, name != "superview", let view = view(named: name), !views.contains(view) else { return }
            views.append(view)
        }
        for item in expanded {
            include(item.constraint.firstItem)
            include(item.constraint.secondItem)
        }
        var superview: Int?
        if let first = views.first {
            var common = views.dropFirst().reduce(first) { structure.commonAncestor($0, $1) }
            if views.contains(common) { common = structure.superview[common] ?? -1 }
            superview = common >= 0 ? common : nil
        }
        func item(_ name: String, part: Int) throws(LayoutModelError) -> ResolvedItem {
            if name != "superview", let view = view(named: name) {
                guard selection.present[view], !selection.setAside[view] else { return .leftOut }
                return .item(.view(view))
            }
            return try resolve(name, superview: superview, constraint: "\(id)#\(part)")
        }
        for (offset, entryItem) in expanded.enumerated() {
            let constraint = entryItem.constraint
            if superview == nil, constraint.firstItem == "superview" || constraint.secondItem == "superview" {
                throw LayoutModelError(screen: screenName, .noSuperview(view: structure.names[structure.root],
                                                                        constraint: id))
            }
            guard case .item(let first) = try item(constraint.firstItem, part: offset + 1) else { continue }
            var second: LayoutItem?
            if let name = constraint.secondItem {
                guard case .item(let resolved) = try item(name, part: offset + 1) else { continue }
                second = resolved
            }
            addResolved(constraint, first: first, second: second,
                        label: .format(entry: entry, part: offset + 1, constraint))
        }
    }

    /// The identifiers in a format (view and metric names), each once.
    static func names(in format: String) -> [String] {
        var names: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = format.utf8
        func isLetter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }
        var index = utf8.startIndex
        while true {
            let byte = index < utf8.endIndex ? utf8[index] : 0
            let continues = isLetter(byte) || (start != nil && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if continues {
                if start == nil { start = index }
            } else if let first = start {
                let name = String(format[first..<index])
                if !names.contains(name) { names.append(name) }
                start = nil
            }
            if index == utf8.endIndex { break }
            index = utf8.index(after: index)
        }
        return names
    }
}
