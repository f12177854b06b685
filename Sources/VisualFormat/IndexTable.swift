/// Positions in an array of entries, found by a 64-bit hash of each entry:
/// open addressing with linear probing. The owner keeps the entries and says
/// which one matches, so a lookup costs one hash the owner computes as it
/// likes (a few instructions for a short name or six integers) instead of a
/// `Hasher` run per key, which dominated the printer's bookkeeping.
///
/// Entries are added in order: the n-th `insert` stores position n.
struct IndexTable {
    /// Position + 1 per slot; 0 for an empty slot. The count is a power of two.
    private var slots: [Int32]
    /// The hash of each stored position, to spread them again when growing.
    private var hashes: [UInt64] = []

    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        hashes.reserveCapacity(capacity)
    }

    /// How many positions are stored.
    var count: Int { hashes.count }

    /// The stored position with this hash for which `matches` holds, nil when none does.
    func find(_ hash: UInt64, _ matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if hashes[position] == hash, matches(position) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores the next position (`count`) under `hash`.
    mutating func insert(hash: UInt64) {
        if 2 * (hashes.count + 1) > slots.count {
            slots = [Int32](repeating: 0, count: 2 * slots.count)
            for (position, stored) in hashes.enumerated() { place(position, stored) }
        }
        hashes.append(hash)
        place(hashes.count - 1, hash)
    }

    private mutating func place(_ position: Int, _ hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: position + 1)
    }

    /// The bits of `value` spread over the whole word (MurmurHash3's finaliser),
    /// so that the low bits that pick a slot depend on all of them.
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    /// A name's UTF-8 bytes hashed (FNV-1a, then mixed).
    static func hash(_ name: String) -> UInt64 {
        var name = name
        // On the contiguous bytes: iterating `utf8` decodes a short name's inline storage byte by byte.
        let hash = name.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
        return mix(hash)
    }
}
