import LayoutCore
import Testing

/// UIKit's refused pairings, for every pair of attributes, against an oracle
/// that reads the kind of each attribute from its name.
@Suite struct AttributePairingTests {
    /// The oracle's reading of a name: dimension, or a location on an axis,
    /// read in the layout direction or not.
    static func reading(_ attribute: LayoutAttribute) -> (dimension: Bool, horizontal: Bool, family: String) {
        let name = attribute.rawValue
        let dimension = name == "width" || name == "height"
        let horizontal = ["left", "right", "leading", "trailing", "centerX", "width"].contains { name.hasPrefix($0) }
        let family = name.hasPrefix("leading") || name.hasPrefix("trailing") ? "direction"
            : name.hasPrefix("left") || name.hasPrefix("right") ? "absolute" : "none"
        return (dimension, horizontal, family)
    }

    @Test func everyPairIsJudgedAsUIKitJudgesIt() {
        var refused = 0
        for first in LayoutAttribute.allCases {
            for second in LayoutAttribute.allCases {
                let a = Self.reading(first), b = Self.reading(second)
                let accepted = (a.dimension && b.dimension)
                    || (!a.dimension && !b.dimension && a.horizontal == b.horizontal
                        && Set([a.family, b.family]) != Set(["direction", "absolute"]))
                let problem = AttributePairing.problem("a", first, "b", second)
                #expect((problem == nil) == accepted, "\(first) against \(second): \(problem ?? "accepted")")
                if problem != nil { refused += 1 }
            }
        }
        // 2 dimensions × 18 locations, both ways; 10 horizontal × 8 vertical
        // locations, both ways (left right leading trailing centerX and their
        // 5 margin forms; top bottom centerY 2 baselines and 3 margin forms);
        // 4 leading/trailing forms × 4 left/right forms, both ways.
        #expect(refused == 2 * 18 * 2 + 10 * 8 * 2 + 4 * 4 * 2)
    }

    @Test func reasonsAreUIKits() {
        #expect(AttributePairing.problem("a", .leading, "b", .left)?.contains(
            "\"A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither.\"") == true)
        #expect(AttributePairing.problem("a", .width, "b", .top)
            == "'a.width' and 'b.top' cannot be related: 'b.top' is a location and 'a.width' a dimension "
                + "(UIKit refuses the pair: \"Invalid pairing of layout attributes\")")
        #expect(AttributePairing.problem("a", .width, "b", .height) == nil)
    }
}
