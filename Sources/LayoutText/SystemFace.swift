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

/// The system font at one size: its text faces (Inter) and display faces (Inter Display), two
/// instances of each whose mean is the weight's design (SystemFont.textInstances and
/// displayInstances; the same instance twice for most weights), each with its points per font
/// unit already multiplied by half its share of the optical-size blend (SystemFont.displayShare),
/// so a width in points is `(text + text2) × textScale + (display + display2) × displayScale`.
struct OpticalBlend: Sendable {
    let text: SystemFace
    let text2: SystemFace
    let display: SystemFace
    let display2: SystemFace
    /// Points per font unit of each text face (half the text share each).
    let textScale: Double
    /// Points per font unit of each display face (half the display share each).
    let displayScale: Double
    /// Points per font unit of each text face for a digit (SystemFont.digitWidening, narrowing
    /// with the display share: `digitAdvance`).
    let digitScale: Double
    /// SystemFont.percentWidening and periodPairKerning in points.
    let percentExtra: Double
    let periodPairExtra: Double
    /// The stored indices of `%` and `.` (read once here, not through a lazy global per character).
    let percentIndex = SystemFont.percentIndex
    let periodIndex = SystemFont.periodIndex

    init(weight: FontWeight, italic: Bool, size: Double) {
        let share = SystemFont.displayShare(atSize: size)
        let textPerUnit = size / Double(SystemFontData.textUnitsPerEm)
        digitScale = SystemFont.digitWidening * (1 - SystemFont.displayDigitNarrowing * share) * textPerUnit / 2
        let (first, second) = SystemFont.textInstances(for: weight)
        text = SystemFont.face(instance: first, italic: italic, display: false)
        text2 = SystemFont.face(instance: second, italic: italic, display: false)
        // Below 18.5 pt the display faces take no part: they are not decoded.
        let (displayFirst, displaySecond) = SystemFont.displayInstances(for: weight)
        display = share > 0 ? SystemFont.face(instance: displayFirst, italic: italic, display: true) : text
        display2 = share > 0 ? SystemFont.face(instance: displaySecond, italic: italic, display: true) : text
        textScale = (1 - share) * textPerUnit / 2
        displayScale = share > 0 ? share / 2 * size / Double(SystemFontData.displayUnitsPerEm) : 0
        percentExtra = SystemFont.percentWidening * size
        periodPairExtra = SystemFont.periodPairKerning * size
    }

    /// Advance in points of a stored index (without tracking): a digit's is `digitAdvance`, the
    /// percent sign's is widened.
    @inline(__always)
    func advance(_ index: Int, scalar: UInt32) -> Double {
        if scalar &- 0x30 < 10 { return digitAdvance(index) }
        let blended = Double(text.advance(index) + text2.advance(index)) * textScale
            + Double(display.advance(index) + display2.advance(index)) * displayScale
        return index == percentIndex ? blended + percentExtra : blended
    }

    /// Advance in points of an ASCII digit's stored index (without tracking): the text design's,
    /// 1 % wider and narrowing 5 % toward the display design. SF Pro's digits keep nearly their
    /// width in em across optical sizes (IB stores `21`, `64` and `180` within 1–3 % of the same
    /// em width at 14 and 20 pt; Hero's `1` at 140 pt is 0.45 em), where Inter Display's are
    /// 7–26 % narrower than Inter's (docs/text.md, "Calibration").
    @inline(__always)
    func digitAdvance(_ index: Int) -> Double {
        Double(text.advance(index) + text2.advance(index)) * digitScale
    }

    /// Kerning in points between two stored indices (two periods: SystemFont.periodPairKerning).
    @inline(__always)
    func kerning(_ left: Int, _ right: Int) -> Double {
        let kerned = Double(text.kerning(left, right) + text2.kerning(left, right)) * textScale
            + Double(display.kerning(left, right) + display2.kerning(left, right)) * displayScale
        return left == periodIndex && right == left ? kerned + periodPairExtra : kerned
    }

    /// The advance in points of a character the font lacks.
    var averageAdvance: Double {
        Double(text.averageAdvance + text2.averageAdvance) * textScale
            + Double(display.averageAdvance + display2.averageAdvance) * displayScale
    }
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
