/// The system font as measured here: SF Pro's vertical metrics and tracking with Inter's
/// advance widths and kerning (SF may not be redistributed; Inter's proportions are close).
/// SF Pro Text below 20 pt and SF Pro Display from 20 pt differ here only in tracking, which
/// Apple's table gives per size for both. docs/text.md lists the approximations.
enum SystemFont {
    /// SF Pro's `hhea` metrics, in its 2048 units per em: ascender 1950, descender 494 (as a
    /// positive distance), line gap 0. UIFont.systemFont(ofSize: 17) reports ascender
    /// 16.19 (17 × 1950 / 2048), descender −4.10 (17 × 494 / 2048) and lineHeight 20.29
    /// (17 × 2444 / 2048 ≈ 1.193 em); Text and Display share them. Inter's own ratio (1.21 em)
    /// is not used.
    static let ascenderPerEm = 1950.0 / 2048.0
    static let descenderPerEm = 494.0 / 2048.0

    /// Tracking in 1/1000 em by point size, for SF Pro on iOS.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS
    /// tracking values", SF Pro, https://developer.apple.com/design/human-interface-guidelines/typography
    /// (column "Tracking (1/1000 em)"). Sizes between rows are interpolated linearly; below 6 pt
    /// the 6 pt value applies, above 96 pt none.
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
        (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking added after each character at a point size, in points.
    static func tracking(atSize size: Double) -> Double {
        let table = trackingTable
        guard size > table[0].size else { return table[0].thousandths / 1000 * size }
        for index in 1..<table.count where size <= table[index].size {
            let (lowSize, low) = table[index - 1]
            let (highSize, high) = table[index]
            let thousandths = low + (high - low) * (size - lowSize) / (highSize - lowSize)
            return thousandths / 1000 * size
        }
        return 0
    }

    /// Scalars below this have a direct index into the stored advances.
    static let indexLimit: UInt32 = 0x2300
    /// The stored index of each scalar below `indexLimit`; `absent` where Inter has none.
    static let indexByScalar: [UInt16] = {
        var table = [UInt16](repeating: absent, count: Int(indexLimit))
        var index: UInt16 = 0
        for run in SystemFontData.scalarRuns {
            for scalar in run {
                if scalar < indexLimit { table[Int(scalar)] = index }
                index += 1
            }
        }
        return table
    }()
    static let absent: UInt16 = 0xFFFF

    /// The eighteen faces: the nine weights upright, then italic (SystemFontData's order).
    static let faces: [SystemFace] = (0..<SystemFontData.advances.count).map { SystemFace(index: $0) }

    /// The face for a weight and slant.
    static func face(_ weight: FontWeight, italic: Bool) -> SystemFace {
        let weightIndex = FontWeight.allCases.firstIndex(of: weight) ?? 3
        return faces[weightIndex + (italic ? FontWeight.allCases.count : 0)]
    }
}

/// One weight and slant of the system font: advances and class kerning by stored index.
struct SystemFace: Sendable {
    /// Advance of each stored scalar in font units (0: the face lacks it).
    let advances: [Int16]
    let averageAdvance: Int
    /// Kerning class of each stored scalar as the left and as the right of a pair; scalars
    /// that are not kerned get the last class, whose row and column are zero.
    let leftClasses: [UInt16]
    let rightClasses: [UInt16]
    let rightClassCount: Int
    let matrix: [Int16]

    init(index: Int) {
        advances = Base64.int16s(SystemFontData.advances[index])
        averageAdvance = SystemFontData.averageAdvances[index]
        let kerned = Base64.int16s(SystemFontData.kernedIndices)
        let table = Base64.int16s(SystemFontData.kerning[index])
        let count = kerned.count
        // Layout (SystemFontData): left classes, right classes, left count, right count, entry count, entries.
        let header = 2 * count
        guard table.count >= header + 3 else {
            preconditionFailure("SystemFontData.kerning[\(index)] is shorter than its header: regenerate it")
        }
        let leftCount = Int(table[header]), rightCount = Int(table[header + 1]), entryCount = Int(table[header + 2])
        precondition(table.count == header + 3 + 2 * entryCount, "SystemFontData.kerning[\(index)] has the wrong length: regenerate it")
        var left = [UInt16](repeating: UInt16(leftCount), count: advances.count)
        var right = [UInt16](repeating: UInt16(rightCount), count: advances.count)
        for (at, stored) in kerned.enumerated() {
            left[Int(stored)] = UInt16(table[at])
            right[Int(stored)] = UInt16(table[count + at])
        }
        // One more row and column (all zero) for the scalars that are not kerned.
        var matrix = [Int16](repeating: 0, count: (leftCount + 1) * (rightCount + 1))
        for entry in 0..<entryCount {
            let position = Int(UInt16(bitPattern: table[header + 3 + 2 * entry]))
            let row = position / rightCount, column = position % rightCount
            matrix[row * (rightCount + 1) + column] = table[header + 4 + 2 * entry]
        }
        leftClasses = left
        rightClasses = right
        rightClassCount = rightCount + 1
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

/// Decodes the generated tables' base64 (standard alphabet, '=' padding, newlines ignored).
enum Base64 {
    static func int16s(_ text: String) -> [Int16] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for character in text.utf8 {
            let value: UInt32
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: continue  // newline, padding
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        var values: [Int16] = []
        values.reserveCapacity(bytes.count / 2)
        var at = 0
        while at + 1 < bytes.count {
            values.append(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8))
            at += 2
        }
        return values
    }
}
