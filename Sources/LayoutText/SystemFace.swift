/// One face of the system font (an Inter instance, text or display, upright or italic):
/// advances and class kerning by stored index, in the face's own font units.
struct SystemFace: Sendable {
    /// Advance of each stored scalar in font units.
    let advances: [Int16]
    let averageAdvance: Int
    /// Kerning class of each stored scalar as the left and as the right of a pair; scalars
    /// that are not kerned get the last class, whose row and column are zero.
    let leftClasses: [UInt16]
    let rightClasses: [UInt16]
    let rightClassCount: Int
    let matrix: [Int16]

    init(index: Int) {
        advances = PackedIntegers.decode(SystemFontData.advances[index]).map { Int16(truncatingIfNeeded: $0) }
        averageAdvance = SystemFontData.averageAdvances[index]
        let classes = KerningClasses.shared
        let values = PackedIntegers.decode(SystemFontData.kerning[SystemFontData.kerningOfFace[index]])
        precondition(
            values.count == classes.positions.count && advances.count == SystemFont.storedCount,
            "SystemFontData of face \(index) has the wrong length: regenerate it")
        // One more row and column (all zero) for the scalars that are not kerned.
        var matrix = [Int16](repeating: 0, count: (classes.leftCount + 1) * (classes.rightCount + 1))
        for (position, value) in zip(classes.positions, values) {
            let row = position / classes.rightCount, column = position % classes.rightCount
            matrix[row * (classes.rightCount + 1) + column] = Int16(truncatingIfNeeded: value)
        }
        leftClasses = classes.leftClasses
        rightClasses = classes.rightClasses
        rightClassCount = classes.rightCount + 1
        self.matrix = matrix
    }

    /// The stored index of a scalar, or nil when Inter lacks it.
    @inline(__always)
    static func index(of scalar: UInt32) -> Int? {
        guard scalar < SystemFont.indexLimit else { return nil }
        let index = SystemFont.indexByScalar[Int(scalar)]
        return index == SystemFont.absent ? nil : Int(index)
    }

    /// Advance in font units of a stored index.
    @inline(__always)
    func advance(_ index: Int) -> Int { Int(advances[index]) }

    /// Kerning in font units between two stored indices.
    @inline(__always)
    func kerning(_ left: Int, _ right: Int) -> Int {
        Int(matrix[Int(leftClasses[left]) * rightClassCount + Int(rightClasses[right])])
    }
}

/// The kerning classes every face shares (SystemFontData.kerningClasses), decoded once: the
/// left and right class of each stored index (scalars that are not kerned get the last class,
/// whose row and column are zero), and the class-matrix positions some face kerns.
struct KerningClasses: Sendable {
    let leftCount: Int
    let rightCount: Int
    let leftClasses: [UInt16]
    let rightClasses: [UInt16]
    let positions: [Int]

    static let shared = KerningClasses()

    private init() {
        // The kerned scalars' stored indices, each stored as the gap from the previous one.
        var kerned = PackedIntegers.decode(SystemFontData.kernedIndices)
        for at in kerned.indices.dropFirst() { kerned[at] += kerned[at - 1] }
        let table = PackedIntegers.decode(SystemFontData.kerningClasses)
        precondition(table.count == 2 + 2 * kerned.count, "SystemFontData.kerningClasses has the wrong length: regenerate it")
        leftCount = table[0]
        rightCount = table[1]
        var left = [UInt16](repeating: UInt16(leftCount), count: SystemFont.storedCount)
        var right = [UInt16](repeating: UInt16(rightCount), count: SystemFont.storedCount)
        for (at, stored) in kerned.enumerated() {
            left[stored] = UInt16(table[2 + at])
            right[stored] = UInt16(table[2 + kerned.count + at])
        }
        leftClasses = left
        rightClasses = right
        var positions = PackedIntegers.decode(SystemFontData.kerningPositions)
        for at in positions.indices.dropFirst() { positions[at] += positions[at - 1] }
        self.positions = positions
    }
}

/// The system font at one size: its text face and display face (Inter, Inter Display), each
/// with its points per font unit already multiplied by its share of the optical-size blend
/// (SystemFont.displayShare), so a width in points is `text × textScale + display × displayScale`.
struct OpticalBlend: Sendable {
    let text: SystemFace
    let display: SystemFace
    let textScale: Double
    let displayScale: Double
    /// Points per font unit of the text face alone (digits: `digitAdvance`).
    let digitScale: Double

    init(weight: FontWeight, italic: Bool, size: Double) {
        let share = SystemFont.displayShare(atSize: size)
        digitScale = size / Double(SystemFontData.textUnitsPerEm)
        text = SystemFont.face(weight, italic: italic)
        // Below 17 pt the display face takes no part: it is not decoded.
        display = share > 0 ? SystemFont.face(weight, italic: italic, display: true) : text
        textScale = (1 - share) * size / Double(SystemFontData.textUnitsPerEm)
        displayScale = share > 0 ? share * size / Double(SystemFontData.displayUnitsPerEm) : 0
    }

    /// Advance in points of a stored index (without tracking).
    @inline(__always)
    func advance(_ index: Int) -> Double {
        Double(text.advance(index)) * textScale + Double(display.advance(index)) * displayScale
    }

    /// Advance in points of an ASCII digit's stored index (without tracking): the text face's at
    /// every size. SF Pro's digits keep their width in em across its optical sizes (IB stores
    /// `21`, `64` and `180` within 1–3 % of the same em width at 14 and 20 pt), where Inter
    /// Display's are 7–26 % narrower than Inter's (its `1` is 0.34 em, Inter's 0.46): blended,
    /// digit-only labels at 20 pt and above measured 7–9 % narrow (docs/text.md, "Calibration").
    @inline(__always)
    func digitAdvance(_ index: Int) -> Double {
        Double(text.advance(index)) * digitScale
    }

    /// Kerning in points between two stored indices.
    @inline(__always)
    func kerning(_ left: Int, _ right: Int) -> Double {
        Double(text.kerning(left, right)) * textScale + Double(display.kerning(left, right)) * displayScale
    }

    /// The advance in points of a character the font lacks.
    var averageAdvance: Double { Double(text.averageAdvance) * textScale + Double(display.averageAdvance) * displayScale }
}

/// Decodes the generated tables: base64 (standard alphabet, '=' padding, newlines ignored) of
/// signed integers as zigzag LEB128 bytes.
enum PackedIntegers {
    static func decode(_ text: String) -> [Int] {
        var values: [Int] = []
        values.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for character in text.utf8 {
            let sextet: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): sextet = 62
            case UInt8(ascii: "/"): sextet = 63
            default: continue  // newline, padding
            }
            buffer = buffer << 6 | sextet
            bits += 6
            guard bits >= 8 else { continue }
            bits -= 8
            let byte = UInt64(buffer >> UInt32(bits)) & 0xFF
            value |= (byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                shift += 7
            } else {
                // Zigzag: 0, -1, 1, -2, … are stored as 0, 1, 2, 3, …
                values.append(Int(value >> 1) ^ -Int(value & 1))
                value = 0
                shift = 0
            }
        }
        return values
    }
}
