import LayoutCore

/// SVG text built line by line.
package struct SVGText {
    package var text = ""
    package init() {}
    package mutating func line(_ line: String) { text += line + "\n" }
}

/// Coordinates to two decimals at most, without needless zeros.
package func number(_ value: Double) -> String {
    formatNumber((value * 100).rounded() / 100)
}

/// Text escaped for XML and HTML, in content and in double-quoted attributes.
package func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        default: out.append(character)
        }
    }
    return out
}

/// A rectangle in picture coordinates (y down).
package struct Rect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }

    /// Whether the two share interior points (touching edges do not count).
    package func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies within this rectangle (edges included).
    package func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}
