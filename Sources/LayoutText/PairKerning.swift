/// A font's pair kerning: the x-advance adjustment between two glyphs, in font units.
///
/// Kept as the font states it: a list of lookups (GPOS lookup type 2, or the `kern` table as
/// one lookup), each a list of subtables. As in OpenType layout, within a lookup the first
/// subtable that applies to a pair gives its value, and the lookups' values add up.
public struct PairKerning: Hashable, Sendable {
    var lookups: [[PairSubtable]]

    /// The adjustment after `left` when followed by `right` (negative: closer).
    public func adjustment(_ left: Int, _ right: Int) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                if let value = subtable.value(left, right) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// Whether the font has any pair kerning.
    public var isEmpty: Bool { lookups.isEmpty }
}

/// One pair-adjustment subtable.
enum PairSubtable: Hashable, Sendable {
    /// Glyph pairs (`left << 16 | right`) to values: GPOS format 1, `kern` format 0.
    case pairs([UInt32: Int16])
    /// Class pairs: GPOS format 2.
    case classes(ClassPairs)

    /// The value if the subtable applies to the pair, else nil (try the next subtable).
    func value(_ left: Int, _ right: Int) -> Int? {
        switch self {
        case .pairs(let pairs):
            guard left < 0x10000, right < 0x10000, let value = pairs[UInt32(left) << 16 | UInt32(right)] else { return nil }
            return Int(value)
        case .classes(let table):
            guard left < table.firstClasses.count else { return nil }
            let first = Int(table.firstClasses[left])
            guard first >= 0 else { return nil }  // not covered: the subtable does not apply
            let second = right < table.secondClasses.count ? Int(table.secondClasses[right]) : 0
            return Int(table.values[first * table.secondClassCount + second])
        }
    }
}

/// GPOS pair adjustment format 2: a value per (first class, second class).
struct ClassPairs: Hashable, Sendable {
    /// Class of each glyph as a first glyph; -1 where the coverage table leaves it out.
    var firstClasses: [Int16]
    /// Class of each glyph as a second glyph (0 when unlisted).
    var secondClasses: [UInt16]
    var secondClassCount: Int
    /// Row-major `firstClassCount × secondClassCount` values.
    var values: [Int16]
}
