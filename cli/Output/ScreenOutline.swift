import LayoutCore
import LayoutDocument
import VisualFormat

/// `layout show`: a screen's views as an indented tree, then its
/// constraints and metrics, each with its condition.
struct ScreenOutline {
    var screen: Screen
    var revision: Int?
    var style: Style

    /// The outline as UTF-8, written out as it is: the columns of a big screen
    /// run to megabytes, which a String would check byte by byte again.
    func rendered() -> [UInt8] {
        var out: [UInt8] = []
        func write(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }
        write(style.bold(screen.name))
        var facts = ["root \(screen.root)"]
        if let revision { facts.append("revision \(revision)") }
        if let direction = screen.layoutDirection { facts.append(direction.rawValue) }
        if let side = screen.selfSizing { facts.append("self-sizing \(side.rawValue)") }
        if let design = screen.design {
            facts.append("designed at \(formatNumber(design.width))x\(formatNumber(design.height))"
                         + (design.device.map { " on \($0)" } ?? ""))
        }
        write("  " + style.dim("(" + facts.joined(separator: ", ") + ")") + "\n")

        write("\n" + style.bold("views") + "\n")
        var tree: [String] = []
        var visited: Set<String> = []
        // Each view's subviews in document order, and each view by name: one pass, not one per view.
        // As positions in `screen.views`: a ViewSpec is a big value to copy.
        var children: [String: [Int]] = [:]
        var byName: [String: Int] = [:]
        let views = screen.views
        tree.reserveCapacity(2 * views.count)
        for (position, view) in views.enumerated() {
            if let superview = view.superview { children[superview, default: []].append(position) }
            if byName[view.name] == nil { byName[view.name] = position }
        }
        func walk(_ name: String, prefix: String, childPrefix: String) {
            guard visited.insert(name).inserted, let position = byName[name] else { return }
            let kind = views[position].kind
            tree.append(kind == nil || kind == "view" ? prefix + name : prefix + name + " (\(kind ?? ""))")
            tree.append(details(views[position]))
            guard let children = children[name] else { return }
            for (index, child) in children.enumerated() {
                let last = index == children.count - 1
                walk(views[child].name, prefix: childPrefix + (last ? "└─ " : "├─ "),
                     childPrefix: childPrefix + (last ? "   " : "│  "))
            }
        }
        walk(screen.root, prefix: "", childPrefix: "")
        // Views not reachable from the root (a broken document) still show.
        for view in screen.views where !visited.contains(view.name) {
            walk(view.name, prefix: "? ", childPrefix: "  ")
        }
        columns(tree, count: 2, into: &out)

        if !screen.constraints.isEmpty {
            write("\n" + style.bold("constraints") + "\n")
            var cells: [String] = []
            cells.reserveCapacity(3 * screen.constraints.count)
            for entry in screen.constraints {
                cells.append(entry.id)
                switch entry.body {
                case .equation(let text): cells.append(text)
                case .visualFormat(let format, let options):
                    cells.append(options.isEmpty ? format : "\(format)  options: \(options.joined(separator: ", "))")
                }
                cells.append(entry.when.map { style.dim("when " + Self.summary($0)) } ?? "")
            }
            columns(cells, count: 3, into: &out)
        }
        let formats = equationsAsVisualFormats()
        if !formats.isEmpty {
            write("\n" + style.bold("equations as visual formats") + "\n")
            var cells: [String] = []
            cells.reserveCapacity(2 * formats.count)
            for (format, ids) in formats {
                cells.append(format)
                cells.append(style.dim(Self.list("from ", ids)))
            }
            columns(cells, count: 2, into: &out)
        }
        if !screen.metrics.isEmpty {
            write("\n" + style.bold("metrics") + "\n")
            var cells: [String] = []
            for metric in screen.metrics {
                cells.append(metric.name)
                cells.append(formatNumber(metric.value))
                cells.append(metric.when.map { style.dim("when " + Self.summary($0)) } ?? "")
            }
            columns(cells, count: 3, into: &out)
        }
        return out
    }

    /// Unconditional equations written back as visual formats where a format
    /// expresses them exactly (metrics with one unconditional value are put in).
    func equationsAsVisualFormats() -> [(format: String, ids: [String])] {
        var values: [String: Double] = [:]
        var conditional: Set<String> = []
        for metric in screen.metrics {
            if metric.when == nil, values[metric.name] == nil { values[metric.name] = metric.value } else { conditional.insert(metric.name) }
        }
        var constraints: [LayoutConstraint] = []
        var ids: [String] = []
        for entry in screen.constraints where entry.when == nil {
            guard case .equation(let text) = entry.body, let equation = try? ConstraintEquation(parsing: text),
                  conditional.isEmpty || equation.metricNames.allSatisfy({ !conditional.contains($0) }),
                  let constraint = try? equation.resolved(metrics: { values[$0] }) else { continue }
            constraints.append(constraint)
            ids.append(entry.id)
        }
        guard !constraints.isEmpty else { return [] }
        let listing = VisualFormatPrinter().listing(for: constraints, views: Set(screen.views.map(\.name)))
        // Each printed constraint is named by the first entry equal to it.
        return listing.formats.map { printed in (printed.description, printed.sources.map { ids[$0] }) }
    }

    /// Intrinsic size, priorities, text, a button's image, hidden, stack and condition of a view, briefly.
    private func details(_ view: ViewSpec) -> String {
        var parts: [String] = []
        if let size = view.intrinsicSize {
            parts.append("intrinsic \(size.width.map(formatNumber) ?? "-")x\(size.height.map(formatNumber) ?? "-")")
        }
        if let hugging = view.hugging {
            parts.append("hugging \(hugging.horizontal.map(\.description) ?? "250")/\(hugging.vertical.map(\.description) ?? "250")")
        }
        if let resistance = view.compressionResistance {
            parts.append("resistance \(resistance.horizontal.map(\.description) ?? "750")/\(resistance.vertical.map(\.description) ?? "750")")
        }
        if let text = view.text { parts.append("text \(jsonQuoted(text))") }
        if let key = view.textKey { parts.append("textKey \(jsonQuoted(key))") }
        if let placeholder = view.placeholder { parts.append("placeholder \(jsonQuoted(placeholder))") }
        if let font = view.font { parts.append("font \(font)") }
        if let lines = view.numberOfLines { parts.append("lines \(lines)") }
        if let image = view.imageSize { parts.append("image \(formatNumber(image.width))x\(formatNumber(image.height))") }
        if let stack = view.stack {
            parts.append("\(stack.axis.rawValue) \(stack.distribution.rawValue) \(stack.alignment.rawValue) spacing "
                         + (stack.usesStandardSpacing ? "standard" : formatNumber(stack.spacing)))
            for variation in stack.variations {
                let given = [variation.axis?.rawValue, variation.distribution?.rawValue, variation.alignment?.rawValue,
                             variation.spacing.map { spacing in
                                 if case .points(let points) = spacing { "spacing \(formatNumber(points))" } else { "spacing standard" }
                             }].compactMap { $0 }
                parts.append("when \(Self.summary(variation.when)): \(given.joined(separator: " "))")
            }
        }
        if let margins = view.layoutMargins {
            parts.append("margins \([margins.top, margins.left, margins.bottom, margins.right].map(formatNumber).joined(separator: ","))")
        }
        if let rule = view.layoutMarginsRule {
            parts.append("margins by \(rule.rawValue) rule" + (view.insetsLayoutMarginsFromSafeArea ? "" : " (not from safe area)"))
        }
        if view.preservesSuperviewLayoutMargins { parts.append("preserves superview margins") }
        if view.hidden { parts.append(style.yellow("hidden")) }
        if let ibID = view.ibID { parts.append(style.dim("ibID \(ibID)")) }
        if let when = view.when { parts.append(style.dim("when " + Self.summary(when))) }
        return parts.count < 2 ? parts.first ?? "" : parts.joined(separator: ", ")
    }

    /// `images=2|3 orientation=portrait`, keys sorted.
    static func summary(_ condition: Condition) -> String {
        condition.allowed.keys.sorted().map { key in
            "\(key)=" + (condition.allowed[key] ?? []).map(\.text).joined(separator: "|")
        }.joined(separator: " ")
    }

    /// `prefix` then `items` joined by ", ", written as bytes: a format's list
    /// of constraint names runs to dozens of them.
    static func list(_ prefix: String, _ items: [String]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(prefix.utf8.count + items.count * 8)
        bytes.append(contentsOf: prefix.utf8)
        for (position, item) in items.enumerated() {
            if position > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(contentsOf: item.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Left-aligned columns (width counted without colour codes), each row
    /// indented by two spaces, no trailing spaces, appended to `out`. `cells`
    /// holds the rows one after the other, `count` cells each: one array, not one per row.
    private func columns(_ cells: [String], count: Int, into out: inout [UInt8]) {
        guard count > 0, !cells.isEmpty else { return }
        // Each cell measured once: a long format widens its column for every row.
        let lengths = cells.map(Self.visibleLength)
        var widths = [Int](repeating: 0, count: count)
        for (index, length) in lengths.enumerated() { widths[index % count] = max(widths[index % count], length) }
        // Bytes, not string appends; padding copied from one row of spaces.
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: (widths.max() ?? 0) + 2)
        let rows = cells.count / count
        out.reserveCapacity(out.count + rows * (widths.reduce(0, +) + 2 * count + 1))
        spaces.withUnsafeBufferPointer { spaces in
            for row in 0..<rows {
                let start = out.count
                let first = row * count
                // Padding before nothing but empty cells would only be trimmed again.
                var last = first + count - 1
                while last > first, cells[last].isEmpty { last -= 1 }
                out.append(UInt8(ascii: " "))
                out.append(UInt8(ascii: " "))
                for index in first...last {
                    var cell = cells[index]
                    cell.withUTF8 { out.append(contentsOf: $0) }
                    if index < last {
                        out.append(contentsOf: UnsafeBufferPointer(
                            rebasing: spaces[..<(widths[index - first] - lengths[index] + 2)]))
                    }
                }
                while out.count > start, out.last == UInt8(ascii: " ") { out.removeLast() }
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// Unicode scalars outside colour codes (`ESC … m`), counted on UTF-8
    /// bytes: every scalar has exactly one byte that is not a continuation byte.
    private static func visibleLength(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            // Without colour codes (the usual case, and always when not a terminal) a plain count.
            var count = 0
            var escapes = false
            for byte in bytes {
                count &+= byte & 0xC0 != 0x80 ? 1 : 0
                escapes = escapes || byte == 0x1B
            }
            guard escapes else { return count }
            count = 0
            var inEscape = false
            for byte in bytes {
                if inEscape {
                    if byte == UInt8(ascii: "m") { inEscape = false }
                } else if byte == 0x1B {
                    inEscape = true
                } else if byte & 0xC0 != 0x80 {
                    count += 1
                }
            }
            return count
        }
    }
}
