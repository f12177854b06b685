import Foundation
import LayoutCheck
import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel

// ib-corpus: measures the Interface Builder importer and the model on real files
// (issues #32 and #33). It prints one JSON object per file or pair; Tools/corpus/measure.py
// runs it over the corpus, splits the lines into the two halves and sums them.
//
//   ib-corpus design FILE...     per file: IB's stored frames against the design solve, and the
//                                findings at the design of each scene IB draws clean
//   ib-corpus pair OLD NEW...    per pair: the old version solved under the new version's design,
//                                against the new version's stored frames

/// One JSON object, written with sorted keys so lines compare.
func emit(_ object: [String: Any]) {
    if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
       let text = String(data: data, encoding: .utf8) {
        print(text)
    }
}

func frameText(_ frame: Frame) -> String {
    "\(formatNumber(frame.x)),\(formatNumber(frame.y)) \(formatNumber(frame.width))x\(formatNumber(frame.height))"
}

func storedText(_ frame: IBFrame) -> String {
    "\(formatNumber(frame.x)),\(formatNumber(frame.y)) \(formatNumber(frame.width))x\(formatNumber(frame.height))"
}

/// Views compared with IB's stored frames (FramesAgainstIBTests's rules): every view with a stored
/// frame but the root (its frame is the request) and views IB marks misplaced or ambiguous.
struct FrameTally {
    var judged = 0
    var matched = 0
    var skipped = 0
    var mismatches: [[String: Any]] = []

    mutating func compare(screen: Screen, solved: [String: Frame], stored: [String: IBFrame], skip: Set<String>) {
        for view in screen.views where view.name != screen.root {
            guard let frame = stored[view.name] else { continue }
            if skip.contains(view.name) {
                skipped += 1
                continue
            }
            judged += 1
            guard let got = solved[view.name] else {
                mismatches.append(["screen": screen.name, "view": view.name, "id": view.ibID ?? "", "kind": view.kind ?? "view",
                                   "solved": "none", "stored": storedText(frame)])
                continue
            }
            let close = abs(got.x - frame.x) <= 0.5 && abs(got.y - frame.y) <= 0.5
                && abs(got.width - frame.width) <= 0.5 && abs(got.height - frame.height) <= 0.5
            if close {
                matched += 1
            } else {
                mismatches.append(["screen": screen.name, "view": view.name, "id": view.ibID ?? "", "kind": view.kind ?? "view",
                                   "solved": frameText(got), "stored": storedText(frame)])
            }
        }
    }

    var json: [String: Any] { ["judged": judged, "matched": matched, "skipped": skipped, "mismatches": mismatches] }
}

/// The findings `check` and `solve` would report for one solve, by kind (the kinds issue #32
/// counts: a conflict, an ambiguity, a negative size, a self-sizing screen's zero height), found
/// by the check's own detection (`Finding.found`), so the corpus measures what users are told.
func findings(_ result: SolveResult, screen: Screen) -> [[String: Any]] {
    Finding.found(in: result, screen: screen, orientation: result.traits.orientation).compactMap { finding in
        switch finding.kind {
        case .unsatisfiable:
            ["kind": "unsatisfiable", "detail": "\(finding.broken ?? "") in \(finding.conflictIDs.joined(separator: ", "))"]
        case .ambiguous, .negativeSize:
            ["kind": finding.kind.rawValue, "detail": "\(finding.view ?? "") (\(finding.attributes.joined(separator: ", ")))"]
        case .zeroHeight: ["kind": "zeroHeight", "detail": finding.view ?? screen.root]
        case .truncated, .error: nil
        }
    }
}

/// A warning's kind: its message with quoted names and numbers taken out, so warnings of one
/// kind count together.
func warningKind(_ message: String) -> String {
    var kind = ""
    var quoted = false
    var previous: Character = " "
    for character in message {
        defer { previous = character }
        // A quote opens after a space or a bracket (not in "IB's") and closes at the next quote.
        if character == "'", quoted || !previous.isLetter {
            quoted.toggle()
            if quoted { kind += "'…'" }
            continue
        }
        if quoted { continue }
        if character.isNumber {
            if !kind.hasSuffix("#") { kind += "#" }
            continue
        }
        kind.append(character)
    }
    if let colon = kind.range(of: "; ") { kind = String(kind[..<colon.lowerBound]) }
    return kind
}

func read(_ path: String) throws -> InterfaceBuilderImport {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try InterfaceBuilderImporter.read(data, file: (path as NSString).lastPathComponent)
}

func solvedFrames(_ result: SolveResult) -> [String: Frame] {
    Dictionary(result.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { first, _ in first })
}

/// One file at its design: frames, and the findings of each scene IB draws clean.
func measureDesign(_ path: String) {
    let imported: InterfaceBuilderImport
    do {
        imported = try read(path)
    } catch {
        emit(["file": path, "error": "\(error)"])
        return
    }
    var frames = FrameTally()
    var scenes: [[String: Any]] = []
    for design in imported.designs {
        guard let screen = imported.document.screens.first(where: { $0.name == design.screen }) else { continue }
        let clean = design.misplacedOrAmbiguous.isEmpty
        var scene: [String: Any] = ["screen": screen.name, "clean": clean, "views": screen.views.count]
        do {
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            frames.compare(screen: screen, solved: solvedFrames(result), stored: design.frames, skip: design.misplacedOrAmbiguous)
            var found = findings(result, screen: screen).map { $0.merging(["at": "design"]) { a, _ in a } }
            // The design device as `check --device` lays the screen out there, in the design's orientation.
            if let id = screen.design?.device, let device = DeviceCatalog.devices.first(where: { $0.interfaceBuilderID == id }) {
                let orientation: Orientation = screen.design?.orientation == .landscape ? .landscape : .portrait
                let request = device.layoutRequest(orientation, screen: screen)
                let onDevice = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
                found += findings(onDevice, screen: screen).map { $0.merging(["at": "device"]) { a, _ in a } }
                scene["device"] = device.name
            }
            scene["findings"] = found
        } catch {
            scene["error"] = "\(error)"
        }
        scenes.append(scene)
    }
    var warnings: [String: Int] = [:]
    for warning in imported.warnings { warnings[warningKind(warning.message), default: 0] += 1 }
    var line: [String: Any] = ["file": path, "scenes": scenes, "warnings": warnings]
    for (key, value) in frames.json { line[key] = value }
    emit(line)
}

/// A cross-device pair: the old version solved under the new version's design (CrossDeviceTests's
/// rules: views marked in either version are skipped).
func measurePair(old oldPath: String, new newPath: String) {
    let old: InterfaceBuilderImport
    let new: InterfaceBuilderImport
    do {
        old = try read(oldPath)
        new = try read(newPath)
    } catch {
        emit(["pair": oldPath, "error": "\(error)"])
        return
    }
    var second = FrameTally()
    var design = FrameTally()
    var missing: [String] = []
    for newDesign in new.designs {
        let oldDesign = old.designs.first { $0.screen == newDesign.screen }
        guard let screen = old.document.screens.first(where: { $0.name == newDesign.screen }) else {
            missing.append(newDesign.screen)
            continue
        }
        let skip = newDesign.misplacedOrAmbiguous.union(oldDesign?.misplacedOrAmbiguous ?? [])
        if let result = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: newDesign.request) {
            second.compare(screen: screen, solved: solvedFrames(result), stored: newDesign.frames, skip: skip)
        }
        if let newScreen = new.document.screens.first(where: { $0.name == newDesign.screen }),
           let result = try? LayoutEngine.solve(newScreen, standardSpacing: .apple, request: newDesign.request) {
            design.compare(screen: newScreen, solved: solvedFrames(result), stored: newDesign.frames,
                           skip: newDesign.misplacedOrAmbiguous)
        }
    }
    emit(["pair": oldPath, "new": newPath, "second": second.json, "design": design.json, "missingScreens": missing])
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "design"?:
    for path in arguments.dropFirst() { measureDesign(path) }
case "pair"? where arguments.count >= 3 && arguments.count % 2 == 1:
    for index in stride(from: 1, to: arguments.count, by: 2) { measurePair(old: arguments[index], new: arguments[index + 1]) }
default:
    FileHandle.standardError.write(Data("usage: ib-corpus design FILE... | ib-corpus pair OLD NEW...\n".utf8))
    exit(64)
}
