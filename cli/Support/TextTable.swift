/// Aligned columns for human output: each column as wide as its widest cell,
/// numbers right-aligned, two spaces between columns, no trailing spaces.
struct TextTable {
    var header: [String]
    var rows: [[String]]
    /// Columns whose cells are right-aligned (numbers).
    var rightAligned: Set<Int> = []

    func rendered(style: Style = Style(enabled: false)) -> String {
        let columns = header.count
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < columns {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for index in 0..<columns {
                let cell = index < cells.count ? cells[index] : ""
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                parts.append(rightAligned.contains(index) ? pad + cell : cell + pad)
            }
            var text = parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        var lines = [style.bold(line(header))]
        lines += rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
