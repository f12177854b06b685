import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// Pairs of one IB file saved for two design devices (real files, see
/// Tests/Fixtures/InterfaceBuilder/CrossDevice/README.md): `NAME.old.EXT` and
/// `NAME.new.EXT`. Tools/ib_cross_device_pairs.py checks that the two differ
/// only in frames and IB bookkeeping, so the new file's frames are IB's layout
/// of the old file's views and constraints on the new device.
enum CrossDevicePairs {
    static let directory = Fixtures.directory.appendingPathComponent("CrossDevice")

    /// Pair names (the part before `.old.`), sorted.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { InterfaceBuilderImporter.handles(path: $0) && $0.contains(".old.") }
            .map { String($0[..<($0.range(of: ".old.")?.lowerBound ?? $0.endIndex)]) }.sorted()
    }

    /// The pair's file with the given version (`old` or `new`).
    static func file(_ name: String, _ version: String) -> String? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.first { $0.hasPrefix("\(name).\(version).") }
    }

    static func read(_ name: String, _ version: String) throws -> InterfaceBuilderImport {
        let found = try #require(file(name, version), "no \(version) version of \(name)")
        let data = try Data(contentsOf: directory.appendingPathComponent(found))
        return try InterfaceBuilderImporter.read(data, file: found)
    }
}

/// How many of the new version's stored frames the old version, solved under
/// the new version's design, reproduces.
///
/// Judged views: every view of each screen the new version stores a frame for,
/// except the root (its frame is the request) and views IB marks misplaced or
/// ambiguous in either version (in the new one its stored frame is not where
/// the constraints put it; in the old one it may lend a stale size).
struct CrossDeviceMatch {
    var compared = 0
    var matched = 0
    var skipped = 0
    var mismatches: [String] = []
    var mismatchedIDs: Set<String> = []

    static func measure(_ name: String) throws -> CrossDeviceMatch {
        let old = try CrossDevicePairs.read(name, "old")
        let new = try CrossDevicePairs.read(name, "new")
        var match = CrossDeviceMatch()
        for design in new.designs {
            let screen = try #require(old.document.screens.first { $0.name == design.screen },
                                      "\(name): the old version has no screen \(design.screen)")
            let oldDesign = old.designs.first { $0.screen == design.screen }
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            let solved = Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
            for view in screen.views where view.name != screen.root {
                guard let stored = design.frames[view.name] else { continue }
                if design.misplacedOrAmbiguous.contains(view.name)
                    || oldDesign?.misplacedOrAmbiguous.contains(view.name) == true {
                    match.skipped += 1
                    continue
                }
                match.compared += 1
                let id = view.ibID ?? view.name
                guard let frame = solved[view.name] else {
                    match.mismatchedIDs.insert(id)
                    match.mismatches.append("\(design.screen).\(view.name) (\(id)): not solved")
                    continue
                }
                let close = abs(frame.x - stored.x) <= 0.5 && abs(frame.y - stored.y) <= 0.5
                    && abs(frame.width - stored.width) <= 0.5 && abs(frame.height - stored.height) <= 0.5
                if close {
                    match.matched += 1
                } else {
                    match.mismatchedIDs.insert(id)
                    match.mismatches.append("\(design.screen).\(view.name) (\(id)): solved \(frame.x),\(frame.y),\(frame.width)x\(frame.height) stored \(stored.x),\(stored.y),\(stored.width)x\(stored.height)")
                }
            }
        }
        return match
    }
}

/// Views of each pair whose frame on the new device differs from IB's, each
/// with its cause (docs/interface-builder-fidelity.md, "Frames on a second
/// device", groups them by defect). The test fails if any other view differs,
/// or if one of these starts to match (then it leaves this list).
let crossDeviceMismatches: [String: [String: String]] = [
    "CoreStore-Main": [
        "YVj-dA-fyV": "table header view: IB keeps the Xcode 7 header 600 wide (flexibleMaxX) on every device; the screen is solved at the table's width",
    ],
    "LoopKit-InsulinKit": [
        "TWr-RZ-2bG": "IB's share and an empty label (#20.8): fillProportionally shares the 335 pt by the rows' content (\"...\" 27 + 2 + \"U IOB\" 44 = 73 against 83), 156.8 wide; IB 154, and with IB's 34-pt \"...\" the content share would be 157.6, so IB's share is not the content's by 3.6 pt (not known how it is taken); 74 high in IB because IB stretches the empty label 92n-81-9sl to 46 (UIKit: an empty label is 0 high), 54 here",
        "PZQ-gO-084": "measured text and an empty label: \"...\" in the 45-pt thin system font measures 27 wide, IB 34 (periods, a calibration miss); y 0 in a 54-high row, IB 20 in a 74-high one (see TWr-RZ-2bG)",
        "m0x-Kq-M4R": "follows its row (#20.8): its last baseline is its last label's (lines up with \"...\", as in IB), but that empty label is 0 high here and 46 in IB (66.5 high, y 0 in IB; 20.5 at y 25.8 here); x and width follow the \"...\" width and the row's share (see TWr-RZ-2bG)",
        "Sim-jn-gtO": "IB's share and an empty label (#20.8): 178.2 wide at x 166.8 by content (\"...\" 27 + 2 + \"U Total\" 54 = 83 of 156), IB 181 at 164; 54 high, IB 74 (see TWr-RZ-2bG)",
        "7Fy-gG-Zof": "measured text and an empty label: \"...\" measures 27 wide, IB 34; y 0 in a 54-high row, IB 20 in a 74-high one (see TWr-RZ-2bG)",
        "9eP-Ak-U7j": "follows its row (#20.8): last baseline from its last label, as in IB, but that empty label (DZX-KL-BBc) is 0 high here, 46 in IB; x and width follow the \"...\" width and the row's share (see TWr-RZ-2bG)",
    ],
    "LoopKit-TextFieldTableViewCell": [
        "Sr7-Nw-Ul4": "not a margin rule: both files are Xcode 7-8 (toolsVersion 10117 and 11762, before iOS 11's cell margins); the text field is pinned to the content view's top margin (8) and centred, which the model satisfies by stretching it to 27.5; Xcode 8.3 stores it 21 high at y 11 (Xcode 7: 23 at 10), as if the top margin were 11 (10): an IB layout of conflicting-looking constraints not modelled",
        "coH-9o-F8g": "not a margin rule: both files are Xcode 7-8 (toolsVersion 10117 and 11762, before iOS 11's cell margins); the text field is pinned to the content view's top margin (8) and centred, which the model satisfies by stretching it to 27.5; Xcode 8.3 stores it 21 high at y 11 (Xcode 7: 23 at 10), as if the top margin were 11 (10): an IB layout of conflicting-looking constraints not modelled",
    ],
    "arcgis-LineOfSightGeoElement": [
        "nca-Dg-BTg": "text kept at its stored size: the \"1000m\" label beside this slider keeps the old (@3x) design's stored width 52.667 as its intrinsic width (within the stored-size tolerance of the measured one), IB's @2x device gives 53, so the slider is 0.67 wider",
    ],
]

@Suite("Frames against Interface Builder on a second device")
struct CrossDeviceTests {
    @Test func pairsAreThere() {
        #expect(CrossDevicePairs.names.count >= 8)
        for name in CrossDevicePairs.names {
            #expect(CrossDevicePairs.file(name, "new") != nil, "\(name) has no new version")
        }
    }

    @Test(arguments: CrossDevicePairs.names)
    func oldVersionSolvedOnNewDeviceMatchesNewFrames(pair: String) throws {
        let match = try CrossDeviceMatch.measure(pair)
        print("cross-device \(pair): \(match.matched)/\(match.compared) (skipped \(match.skipped))")
        for line in match.mismatches { print("  mismatch \(line)") }
        let known = Set((crossDeviceMismatches[pair] ?? [:]).keys)
        #expect(match.mismatchedIDs == known, "\(pair): \(match.mismatches.joined(separator: "\n"))")
        #expect(match.matched == match.compared - known.count)
    }

    /// The floor: today's rate over all pairs, so that a regression fails here
    /// even where the lists above would move together.
    @Test func matchRateOverAllPairs() throws {
        var compared = 0, matched = 0
        for pair in CrossDevicePairs.names {
            let match = try CrossDeviceMatch.measure(pair)
            compared += match.compared
            matched += match.matched
        }
        print("cross-device all pairs: \(matched)/\(compared)")
        #expect(compared > 0)
        #expect(matched * 1000 >= compared * CrossDeviceTests.floorPerMille)
    }

    /// Today's overall match rate, rounded down, in thousandths.
    static let floorPerMille = 936

    /// The new version solved at its own design, as FramesAgainstIBTests does
    /// for the other fixtures: the comparison point for the second device.
    @Test(arguments: CrossDevicePairs.names)
    func newVersionMatchesItsOwnDesign(pair: String) throws {
        let file = try #require(CrossDevicePairs.file(pair, "new"))
        let match = try FrameMatch.measure("CrossDevice/\(file)")
        print("design \(pair): \(match.matched)/\(match.compared) (skipped \(match.skipped))")
        for line in match.mismatches { print("  mismatch \(line)") }
        let known = Set((crossDeviceDesignMismatches[pair] ?? [:]).keys)
        #expect(match.mismatchedIDs == known, "\(pair): \(match.mismatches.joined(separator: "\n"))")
    }
}

/// Views of each pair's new version that differ at its own design size, with causes.
let crossDeviceDesignMismatches: [String: [String: String]] = [
    "CoreStore-Main": [
        "YVj-dA-fyV": "table header view: IB keeps the Xcode 7 header 600 wide (flexibleMaxX) on every device; the screen is solved at the table's width",
    ],
    "LoopKit-InsulinKit": [
        "TWr-RZ-2bG": "IB's share and an empty label (#20.8): fillProportionally shares the 335 pt by the rows' content (73 : 83 with \"...\" measured 27), 156.8 wide; IB 154 (with IB's 34-pt \"...\" the content share would be 157.6: IB's share is not the content's); 74 high in IB, which stretches the empty label 92n-81-9sl to 46, 54 here",
        "PZQ-gO-084": "measured text: \"...\" in the 45-pt thin system font measures 27 wide, IB 34 (periods, a calibration miss); y 0 in a 54-high row, IB 20 in a 74-high one (see TWr-RZ-2bG)",
        "m0x-Kq-M4R": "follows its row (#20.8): last baseline from its last label, as in IB, but that empty label is 0 high here, 46 in IB; width 156.8 - 27 - 2 here, 154 - 34 - 2 in IB (see TWr-RZ-2bG)",
        "dZi-Ta-IHm": "fills its column, whose width follows the row's share and the \"...\" width (127.8 here, IB 118; see TWr-RZ-2bG)",
        "92n-81-9sl": "an empty label (text=\"\") is 0 high in UIKit; IB stretches it to 46 so that its stack reaches the top of a 74-high row",
        "Sim-jn-gtO": "IB's share and an empty label (#20.8): 178.2 wide at x 166.8 by content, IB 181 at 164; 54 high, IB 74 (see TWr-RZ-2bG)",
        "7Fy-gG-Zof": "measured text: \"...\" measures 27 wide, IB 34; y 0 in a 54-high row, IB 20 in a 74-high one (see TWr-RZ-2bG)",
        "9eP-Ak-U7j": "follows its row (#20.8): last baseline from its last label, as in IB, but that empty label is 0 high here, 46 in IB; width 178.2 - 27 - 2 here, 181 - 34 - 2 in IB",
        "kys-by-14s": "fills its column, whose width follows the row's share and the \"...\" width (149.2 here, IB 145; see Sim-jn-gtO)",
        "DZX-KL-BBc": "an empty label (text=\"\") is 0 high in UIKit; IB stretches it to 46 so that its stack reaches the top of a 74-high row",
    ],
    "LoopKit-TextFieldTableViewCell": [
        "Sr7-Nw-Ul4": "not a margin rule: both files are Xcode 7-8 (toolsVersion 10117 and 11762, before iOS 11's cell margins); the text field is pinned to the content view's top margin (8) and centred, which the model satisfies by stretching it to 27.5; Xcode 8.3 stores it 21 high at y 11 (Xcode 7: 23 at 10), as if the top margin were 11 (10): an IB layout of conflicting-looking constraints not modelled",
        "coH-9o-F8g": "not a margin rule: both files are Xcode 7-8 (toolsVersion 10117 and 11762, before iOS 11's cell margins); the text field is pinned to the content view's top margin (8) and centred, which the model satisfies by stretching it to 27.5; Xcode 8.3 stores it 21 high at y 11 (Xcode 7: 23 at 10), as if the top margin were 11 (10): an IB layout of conflicting-looking constraints not modelled",
    ],
]
