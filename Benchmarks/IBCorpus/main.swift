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

/// The required constraints IB's own stored frames break by more than half a point: IB lays a
/// scene out with UIKit's engine and stores what it drew, so a constraint its frames break is
/// one it could not satisfy, and IB draws it in red (it stores no flag for a conflict, as it
/// does `ambiguous` and `misplaced`). Only what the frames alone can judge: IB's own
/// constraints (not the importer's autoresizing, cell-style or bar constraints), unconditional,
/// between views with stored frames that IB does not mark, on their edges, centres and sizes
/// (no margins, baselines or guides; no view whose alignment rectangle is not its frame; a
/// position with a multiplier of 1). Each as `ID (by N pt)`.
func constraintsIBBreaks(_ screen: Screen, design: IBScreenDesign) -> [String] {
    var absolute: [String: IBFrame] = [:]
    let views = Dictionary(screen.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func frame(_ name: String) -> IBFrame? {
        if let known = absolute[name] { return known }
        guard let view = views[name], var own = design.frames[name] else { return nil }
        if name == screen.root {
            own.x = 0
            own.y = 0
        } else {
            guard let superview = view.superview, let outer = frame(superview) else { return nil }
            own.x += outer.x
            own.y += outer.y
        }
        absolute[name] = own
        return own
    }
    func value(_ item: Substring) -> (Double, position: Bool)? {
        let parts = item.split(separator: ".")
        guard parts.count == 2, let view = views[String(parts[0])], view.alignmentInsets == nil,
              !design.misplacedOrAmbiguous.contains(view.name), let f = frame(view.name) else { return nil }
        switch parts[1] {
        case "left", "leading": return (f.x, true)
        case "right", "trailing": return (f.x + f.width, true)
        case "top": return (f.y, true)
        case "bottom": return (f.y + f.height, true)
        case "centerX": return (f.x + f.width / 2, true)
        case "centerY": return (f.y + f.height / 2, true)
        case "width": return (f.width, false)
        case "height": return (f.height, false)
        default: return nil
        }
    }
    var broken: [String] = []
    for entry in screen.constraints where entry.when == nil && !entry.id.contains(":") {
        guard case .equation(let text) = entry.body, !text.contains("@") else { continue }
        let words = text.split(separator: " ")
        guard words.count == 3 || words.count == 7, let first = value(words[0]) else { continue }
        let relation = words[1]
        var other: Double
        if words.count == 3 {
            guard let constant = Double(words[2]) else { continue }
            other = constant
        } else {
            guard let second = value(words[2]), let multiplier = Double(words[4]), var constant = Double(words[6]) else { continue }
            if words[5] == "-" { constant = -constant }
            if (first.position || second.position) && multiplier != 1 { continue }
            other = second.0 * multiplier + constant
        }
        let excess: Double
        switch relation {
        case "==": excess = abs(first.0 - other)
        case "<=": excess = first.0 - other
        case ">=": excess = other - first.0
        default: continue
        }
        if excess > 0.55 { broken.append("\(entry.id) (by \(formatNumber((excess * 100).rounded() / 100)) pt)") }
    }
    return broken
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
        let breaks = constraintsIBBreaks(screen, design: design)
        if !breaks.isEmpty { scene["ibBreaks"] = breaks }
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
