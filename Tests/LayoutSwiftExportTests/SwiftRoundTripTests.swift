import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutSwiftExport
import Testing

/// The bundled examples, as `layout import` reads them.
private func bundledExamples() throws -> [Screen] {
    let folder = packageRoot.appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    return try files.flatMap { file in
        try DocumentJSON.decode(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), file: file).screens
    }
}

/// A screen written for this test to reach what the examples do not: size-class
/// and orientation metrics, a priority metric, layout margins, the safe area,
/// a stack whose arranged views come and go, a hidden arranged view of the app's
/// own class, hugging, a position with a multiplier, baselines, a configured
/// button's font and a text looked up in its translation table.
let profileCard = #"""
{ "layoutDocument": 1, "screens": [ {
  "name": "profileCard", "root": "view",
  "views": [
    { "name": "view" },
    { "name": "avatar", "superview": "view", "kind": "imageView" },
    { "name": "follow", "superview": "view", "kind": "button", "text": "Follow", "font": { "size": 17, "italic": true },
      "buttonConfiguration": "filled", "contentInsets": { "top": 4, "left": 8, "bottom": 4, "right": 8 },
      "intrinsicSize": { "width": 80, "height": 34 } },
    { "name": "email", "superview": "view", "kind": "textField", "text": "Email", "placeholder": "Email",
      "borderStyle": "roundedRect", "font": { "size": 14 }, "minimumScaleFactor": 0.5, "intrinsicSize": { "width": 80, "height": 34 } },
    { "name": "bio", "superview": "view", "kind": "textView", "text": "Mathematician", "font": { "textStyle": "body" },
      "scrollEnabled": false, "intrinsicSize": { "width": 80, "height": 34 } },
    { "name": "column", "superview": "view", "kind": "stack", "axis": "vertical", "alignment": "leading", "spacing": 4 },
    { "name": "title", "superview": "column", "kind": "label", "intrinsicSize": { "width": 120, "height": 21 },
      "text": "Ada Lovelace", "textKey": "profile.title", "font": { "textStyle": "headline" }, "numberOfLines": 2,
      "hugging": { "vertical": 251 }, "baselines": { "firstFromTop": 16, "lastFromBottom": 5 } },
    { "name": "subtitle", "superview": "column", "kind": "label", "intrinsicSize": { "width": 100, "height": 17 },
      "text": "Analyst, \"first programmer\"", "font": { "size": 15, "weight": "semibold", "italic": true },
      "when": { "detail": "full" } },
    { "name": "badge", "superview": "column", "intrinsicSize": { "width": 20, "height": 20 }, "hidden": true,
      "customClass": "BadgeView" },
    { "name": "note", "superview": "view", "kind": "label", "intrinsicSize": { "width": 60, "height": 17 },
      "text": "Note", "font": { "name": "Futura-Medium", "size": 13.5 }, "numberOfLines": 0,
      "compressionResistance": { "horizontal": 749 } }
  ],
  "metrics": [
    { "name": "avatarSize", "value": 40 },
    { "name": "avatarSize", "value": 64, "when": { "widthClass": "regular" } },
    { "name": "topInset", "value": 8 },
    { "name": "topInset", "value": 16, "when": { "heightClass": "regular", "orientation": "portrait" } },
    { "name": "gap", "value": 12 },
    { "name": "notePriority", "value": 251 }
  ],
  "constraints": [
    { "id": "avatarLeading", "constraint": "avatar.leading == view.leadingMargin" },
    { "id": "followPlace", "visualFormat": "H:|-[follow]-[email]-[bio]", "options": ["alignAllTop"] },
    { "id": "followTop", "constraint": "follow.top == avatar.bottom + 8" },
    { "id": "avatarTop", "constraint": "avatar.top == safeArea.top + topInset" },
    { "id": "avatarSize", "constraint": "avatar.width == avatarSize" },
    { "id": "square", "constraint": "avatar.height == avatar.width" },
    { "id": "row", "visualFormat": "H:[avatar]-gap-[column]-|" },
    { "id": "columnTop", "constraint": "column.top == avatar.top" },
    { "id": "columnBottom", "constraint": "column.bottom <= view.bottom - 8 @751" },
    { "id": "noteRow", "visualFormat": "H:|-[note]-(>=0@notePriority)-|" },
    { "id": "noteBaseline", "constraint": "note.lastBaseline == view.centerY * 1.5" },
    { "id": "detailGap", "constraint": "subtitle.width >= 80", "when": { "detail": "full", "orientation": "landscape" } }
  ]
} ] }
"""#

/// A view controller's page: the root's margins by UIKit's rule over its own
/// (a wide trailing margin), a stack with the standard spacing that arranges
/// its views inside its margins, an image-only
/// button, and constraints written the other way round (superview first,
/// negative constants) that the generated code turns.
let settingsPage = #"""
{ "layoutDocument": 1, "screens": [ {
  "name": "settingsPage", "root": "view",
  "views": [
    { "name": "view", "layoutMarginsRule": "viewController", "layoutMargins": { "top": 0, "left": 4, "bottom": 0, "right": 30 } },
    { "name": "rows", "superview": "view", "kind": "stack", "axis": "vertical", "spacing": "standard",
      "layoutMarginsRelativeArrangement": true, "layoutMargins": { "top": 6, "left": 12, "bottom": 6, "right": 12 } },
    { "name": "first", "superview": "rows", "kind": "label", "text": "First", "intrinsicSize": { "width": 60, "height": 20 } },
    { "name": "second", "superview": "rows", "kind": "label", "text": "Second", "intrinsicSize": { "width": 70, "height": 20 } },
    { "name": "icon", "superview": "view", "kind": "button", "buttonConfiguration": "plain",
      "intrinsicSize": { "width": 44, "height": 44 } }
  ],
  "constraints": [
    { "id": "rowsLeading", "constraint": "view.leadingMargin == rows.leading" },
    { "id": "rowsTrailing", "constraint": "view.trailingMargin == rows.trailing + 6" },
    { "id": "rowsTop", "constraint": "safeArea.top == rows.top - 10" },
    { "id": "iconGap", "constraint": "rows.bottom == icon.top - 12" },
    { "id": "iconLeading", "constraint": "icon.leading == rows.leading" },
    { "id": "iconTrailing", "constraint": "view.trailingMargin >= icon.trailing" }
  ]
} ] }
"""#

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `swiftc` beside the `swift` that runs the tests, else on PATH.
private func swiftCompiler() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/swiftc") {
        return "\(directory)/swiftc"
    }
    return nil
}

private struct ToolFailure: Error, CustomStringConvertible { var description: String }

@discardableResult
private func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw ToolFailure(description: "\(executable) \(arguments.joined(separator: " ")) failed:\n\(text)")
    }
    return text
}

/// One call of a generated `install`: a screen, a content combination and the traits of some devices.
private struct Case {
    var screen: Screen
    var content: [String: String]
    var orientation: Orientation
    var widthClass: SizeClass
    var heightClass: SizeClass
    var devices: [Device]
}

/// A screen rebuilt from what the generated code did, as the stand-in printed it.
private func rebuild(_ lines: [Substring], from stored: Screen) throws -> (screen: Screen, keyboardOnSafeArea: Bool?) {
    var views: [ViewSpec] = []
    var constraints: [ConstraintEntry] = []
    var keyboardOnSafeArea: Bool?
    let kinds = ["UIView": "view", "UILabel": "label", "UIImageView": "imageView", "UIButton": "button",
                 "UITextField": "textField", "UITextView": "textView", "UIStackView": "stack"]
    for line in lines {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        if fields[0] == "view" {
            let name = fields[1]
            let original = stored.view(named: name)
            var view = ViewSpec(name: name, superview: fields[2] == "-" ? nil : fields[2], kind: kinds[fields[3]],
                                intrinsicSize: original?.intrinsicSize, hidden: fields[4] == "hidden",
                                baselines: original?.baselines)
            // What the stand-in does not record but measuring text needs: borders, insets, scrolling.
            view.placeholder = original?.placeholder
            view.borderStyle = original?.borderStyle
            view.contentInsets = original?.contentInsets
            view.buttonConfiguration = original?.buttonConfiguration
            view.scrollEnabled = original?.scrollEnabled ?? true
            view.minimumScaleFactor = original?.minimumScaleFactor
            for field in fields.dropFirst(5) {
                let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
                let values = parts.count == 2 ? parts[1].split(separator: ",").map(String.init) : []
                switch parts[0] {
                case "margins":
                    let numbers = values.compactMap(Double.init)
                    let insets = EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
                    if fields.contains("viewControllerView") {
                        // A view controller's view: UIKit's margin rule over its own margins.
                        view.layoutMarginsRule = .viewController
                        view.layoutMargins = insets == .zero ? nil : insets
                    } else if insets != .layoutMarginsDefault {
                        view.layoutMargins = insets
                    }
                case "marginsLeaveOutSafeArea":
                    view.insetsLayoutMarginsFromSafeArea = false
                case "hugging", "resistance":
                    let numbers = values.compactMap(Double.init)
                    let normal = parts[0] == "hugging" ? 250.0 : 750.0
                    if numbers != [normal, normal] {
                        let priorities = AxisPriorities(horizontal: LayoutPriority(numbers[0]), vertical: LayoutPriority(numbers[1]))
                        if parts[0] == "hugging" { view.hugging = priorities } else { view.compressionResistance = priorities }
                    }
                case "stack":
                    view.stack = StackProperties(axis: .init(rawValue: values[0]) ?? .horizontal,
                                                 distribution: .init(rawValue: values[1]) ?? .fill,
                                                 alignment: .init(rawValue: values[2]) ?? .fill,
                                                 spacing: Double(values[3]) ?? 0,
                                                 usesStandardSpacing: values[3] == "standard",
                                                 layoutMarginsRelativeArrangement: values[4] == "inMargins")
                case "text":
                    view.text = parts.count == 2 ? parts[1] : ""
                case "font":
                    view.font = recordedFont(parts.count == 2 ? parts[1] : "")
                case "lines":
                    view.numberOfLines = values.first.flatMap { Int($0) }
                case "keyboardUsesBottomSafeArea":
                    keyboardOnSafeArea = values.first == "true"
                default:
                    break
                }
            }
            views.append(view)
        } else if fields[0] == "constraint" {
            // Ids with '#' name a format's constraints; a document's own ids may not hold one.
            constraints.append(ConstraintEntry(id: fields[1].replacingOccurrences(of: "#", with: "_"),
                                               body: .equation(fields[2])))
        }
    }
    // Arranged views come in the stack's order; the stand-in printed views in property order.
    return (Screen(name: stored.name, root: stored.root, views: views, constraints: constraints,
                   layoutDirection: stored.layoutDirection), keyboardOnSafeArea)
}

/// A font as the stand-in records it: `style:body`, `system:17[:weight][:italic]`, `name:Futura-Medium:15`.
private func recordedFont(_ text: String) -> FontSpec? {
    let parts = text.split(separator: ":").map(String.init)
    switch parts.first {
    case "style": return parts.count == 2 ? .textStyle(parts[1]) : nil
    case "system":
        guard parts.count >= 2, let size = Double(parts[1]) else { return nil }
        let italic = parts.last == "italic"
        let weight = parts.dropFirst(2).first { $0 != "italic" }
        return .system(size: size, weight: weight, italic: italic)
    case "name": return parts.count == 3 ? Double(parts[2]).map { .named(parts[1], size: $0) } : nil
    default: return nil
    }
}

@Suite struct SwiftRoundTripTests {
    /// Every bundled example screen, exported as Swift, compiled against the
    /// UIKit stand-in and run for every content combination under the traits
    /// of every catalogue device in both orientations: the constraints it
    /// activates, solved by LayoutStore, give the stored screen's frames.
    @Test func generatedCodeInstallsConstraintsThatGiveTheStoredFrames() throws {
        let compiler = try #require(swiftCompiler(), "no swiftc on PATH")
        let screens = try bundledExamples() + DocumentJSON.decode(profileCard, file: "profileCard.json").screens
            + DocumentJSON.decode(settingsPage, file: "settingsPage.json").screens
        let source = try LayoutSwiftExport.source(
            for: screens, localizedStrings: LocalizedStrings(tables: ["Localizable": ["profile.title"]]))
        #expect(source.contains(#"NSLocalizedString("profile.title", value: "Ada Lovelace", comment: "")"#))
        // The app's own classes, as the app declares them (the generated code makes its views with them).
        var appClasses = "import UIKit\n\n"
        for view in screens.flatMap(\.views) {
            guard let custom = view.customClass else { continue }
            appClasses += "class \(custom): \(ViewKind.named(view.kind)?.exportedType ?? "UIView") {}\n"
        }

        var cases: [Case] = []
        for screen in screens {
            for content in LayoutEngine.contentCombinations(of: screen) {
                for orientation in Orientation.allCases {
                    // The exported code reads the orientation from the root's shape; a multitasking
                    // window taller than wide in a landscape iPad keeps its iPad's orientation in the
                    // model (docs/commands.md, `layout devices`), so it is left out here.
                    for device in DeviceCatalog.devices where Self.shapeIsOrientation(device, orientation) {
                        let traits = device.traits(orientation)
                        if let index = cases.firstIndex(where: {
                            $0.screen.name == screen.name && $0.content == content && $0.orientation == orientation
                                && $0.widthClass == traits.widthClass && $0.heightClass == traits.heightClass
                        }) {
                            cases[index].devices.append(device)
                        } else {
                            cases.append(Case(screen: screen, content: content, orientation: orientation,
                                              widthClass: traits.widthClass, heightClass: traits.heightClass, devices: [device]))
                        }
                    }
                }
            }
        }
        var main = "import UIKit\n\n@MainActor func runAll() {\n"
        for (index, item) in cases.enumerated() {
            let interface = try LayoutSwiftExport.interface(of: item.screen)
            // Every screen's `install` has the same signature.
            let size = item.devices[0].size(item.orientation)
            let arguments = ["content: \(interface.contentExpression(item.content))",
                             "traitCollection: UITraitCollection(horizontalSizeClass: .\(item.widthClass.rawValue), "
                                + "verticalSizeClass: .\(item.heightClass.rawValue))",
                             "size: CGSize(width: \(size.width), height: \(size.height))"]
            let root = interface.rootIsViewControllerView ? "\(interface.root): UIViewController().view" : ""
            main += "    do {\n        NSLayoutConstraint.active = []\n        let layout = \(interface.typeName)(\(root))\n"
            main += "        layout.install(\(arguments.joined(separator: ", ")))\n"
            main += "        Recorder.dump(layout, label: \"\(index)\")\n    }\n"
        }
        main += "}\n\nMainActor.assumeIsolated { runAll() }\n"

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = packageRoot.appendingPathComponent("Tests/LayoutSwiftExportTests/UIKitStandIn/UIKit.swift.txt")
        try FileManager.default.copyItem(at: standIn, to: folder.appendingPathComponent("UIKit.swift"))
        try source.write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
        try main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try appClasses.write(to: folder.appendingPathComponent("AppClasses.swift"), atomically: true, encoding: .utf8)
        try run(compiler, ["-swift-version", "5", "-parse-as-library", "-module-name", "UIKit", "-emit-module",
                           "-emit-module-path", "UIKit.swiftmodule", "-c", "UIKit.swift", "-o", "UIKit.o"], in: folder)
        // The generated file in Swift 6 mode, as an app would compile it; the harness in Swift 5.
        // Warnings are errors: the generated code must compile cleanly.
        try run(compiler, ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", ".", "-typecheck",
                           "Screens.swift", "AppClasses.swift"], in: folder)
        try run(compiler, ["-swift-version", "5", "-I", ".", "-module-name", "Main", "main.swift", "Screens.swift",
                           "AppClasses.swift", "UIKit.o",
                           "-o", "harness"], in: folder)
        let output = try run(folder.appendingPathComponent("harness").path, [], in: folder)

        var blocks: [Int: [Substring]] = [:]
        var current: Int?
        for line in output.split(separator: "\n") {
            if line.hasPrefix("case ") { current = Int(line.dropFirst(5)); blocks[current ?? -1] = [] }
            else if line == "end" { current = nil }
            else if let current { blocks[current, default: []].append(line) }
        }
        #expect(blocks.count == cases.count)
        var compared = 0
        for (index, item) in cases.enumerated() {
            let lines = try #require(blocks[index], "no output for case \(index)")
            let (rebuilt, keyboardOnSafeArea) = try rebuild(lines, from: item.screen)
            if rebuilt.constraints.contains(where: { if case .equation(let text) = $0.body { return text.contains("keyboard.") } else { return false } }) {
                #expect(keyboardOnSafeArea == true, "the keyboard guide must stop at the safe area, as LayoutStore's does")
            }
            for device in item.devices {
                let request = device.request(item.orientation, content: item.content)
                let stored = try LayoutEngine.solve(item.screen, standardSpacing: .apple, request: request)
                var plain = request
                plain.content = [:]
                let solved = try LayoutEngine.solve(rebuilt, standardSpacing: .apple, request: plain)
                let label = "\(item.screen.name) \(item.content) \(device.name) \(item.orientation)"
                #expect(solved.frames.map(\.view) == stored.frames.map(\.view), "\(label)")
                for (view, frame) in stored.frames {
                    guard let other = solved.frame(of: view) else { continue }
                    #expect(abs(frame.x - other.x) < 1e-6 && abs(frame.y - other.y) < 1e-6
                            && abs(frame.width - other.width) < 1e-6 && abs(frame.height - other.height) < 1e-6,
                            "\(label) \(view): stored \(frame), from the Swift code \(other)")
                }
                #expect(solved.hiddenViews == stored.hiddenViews, "\(label)")
                for view in rebuilt.views {
                    let original = item.screen.view(named: view.name)
                    #expect(view.text == original?.text && view.font == original?.font
                            && view.numberOfLines == original?.numberOfLines.flatMap { $0 == 1 ? nil : $0 },
                            "\(label) \(view.name): text, font and lines from the Swift code")
                }
                #expect(solved.unsatisfiable.count == stored.unsatisfiable.count, "\(label)")
                #expect(solved.ambiguous.map(\.view) == stored.ambiguous.map(\.view), "\(label)")
                compared += 1
            }
        }
        let places = Orientation.allCases.reduce(0) { total, orientation in
            total + DeviceCatalog.devices.filter { Self.shapeIsOrientation($0, orientation) }.count
        }
        #expect(compared == screens.reduce(0) { $0 + LayoutEngine.contentCombinations(of: $1).count } * places)
    }

    /// Whether a device's window in `orientation` is wider than tall exactly when the orientation is landscape.
    static func shapeIsOrientation(_ device: Device, _ orientation: Orientation) -> Bool {
        let size = device.size(orientation)
        return (size.width > size.height) == (orientation == .landscape)
    }
}
