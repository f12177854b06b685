/// Findings of one screen found by several parts of a check (threads, or
/// shards of a CI matrix) made into the findings the serial run finds.
///
/// The serial run lists a finding where it is first found, and its devices in
/// the order they are first found, with the details worked out at its first
/// place. Each part keeps the same rule for its own layouts and numbers every
/// place with the run's layout number (`Finding.layouts`), so the merge is:
/// one finding per key (`Finding.key`: orientation, content, problem,
/// language); its devices in the order of their smallest layout number; its
/// details from the part that found it first; the findings in the order of
/// their first layout.
public enum FindingMerge {
    /// The serial run's findings of one screen from its parts' findings (each in its own order).
    /// - Complexity: O(n log n) in the places of all findings.
    public static func merge(_ parts: [[Finding]]) -> [Finding] {
        guard parts.count(where: { !$0.isEmpty }) > 1 else { return parts.flatMap { $0 } }
        var merged: [Finding] = []
        /// Where each merged finding was first found: its first layout, then the part
        /// and the position in it (findings first found at one layout are in that
        /// layout's part, in the order that part found them).
        var origins: [(layout: Int, part: Int, position: Int)] = []
        var indexByKey: [Finding.Key: Int] = [:]
        var places: [[(layout: Int, device: String)]] = []
        for (part, findings) in parts.enumerated() {
            for (position, finding) in findings.enumerated() {
                let found = zip(finding.layouts, finding.devices).map { (layout: $0, device: $1) }
                let origin = (layout: first(finding), part: part, position: position)
                if let index = indexByKey[finding.key] {
                    places[index] += found
                    // The details are those of the part that found it first.
                    if origin < origins[index] {
                        merged[index] = finding
                        origins[index] = origin
                    }
                } else {
                    indexByKey[finding.key] = merged.count
                    merged.append(finding)
                    origins.append(origin)
                    places.append(found)
                }
            }
        }
        for index in merged.indices {
            var seen: Set<String> = []
            let ordered = places[index].sorted { $0.layout < $1.layout }.filter { seen.insert($0.device).inserted }
            merged[index].devices = ordered.map(\.device)
            merged[index].layouts = ordered.map(\.layout)
        }
        return merged.indices.sorted { origins[$0] < origins[$1] }.map { merged[$0] }
    }

    /// The layout number where a finding was first found; a screen's own error, found before any layout, first.
    private static func first(_ finding: Finding) -> Int {
        finding.layouts.first ?? -1
    }
}
