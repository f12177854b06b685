import LayoutCore
import LayoutDocument

/// The Swift class for one screen: its views as properties, the hierarchy
/// and view settings in `init`, and `install(…)` that adds the views the
/// content needs and activates the constraints for the content and traits.
struct ScreenWriter {
    /// How a content key is typed: whole numbers, numbers, or an enum of the values named.
    enum ContentType {
        case integer, number
        case choice(typeName: String, cases: [String])
        case text
    }

    let screen: Screen
    /// The class's name; `LayoutSwiftExport.source` renames it when two screens would share it.
    var typeName: String
    let constraints: ScreenConstraints
    let contentKeys: [(key: String, type: ContentType)]
    let usesOrientation: Bool
    let usesWidthClass: Bool
    let usesHeightClass: Bool
    /// Whether a condition tests the Dynamic Type size (`contentSize`).
    let usesContentSize: Bool
    /// The stored translations' keys and tables, for `NSLocalizedString`.
    let localizedStrings: LocalizedStrings
    /// Whether `install` reads the trait collection: size classes or the content size.
    var usesSizeClasses: Bool { usesWidthClass || usesHeightClass || usesContentSize }

    init(_ screen: Screen, standardSpacing: StandardSpacing,
         localizedStrings: LocalizedStrings = LocalizedStrings()) throws(SwiftExportError) {
        self.screen = screen
        self.localizedStrings = localizedStrings
        typeName = SwiftNames.typeName(screen.name) + "Layout"
        constraints = try ScreenConstraints(screen, standardSpacing: standardSpacing)
        let conditions = screen.views.compactMap(\.when) + screen.metrics.compactMap(\.when)
            + screen.constraints.compactMap(\.when)
            + screen.views.flatMap { view in view.isStack ? (view.stack?.variations ?? []).map(\.when) : [] }
        var values: [String: [ConditionValue]] = [:]
        for condition in conditions {
            for (key, allowed) in condition.allowed where !Condition.traitKeys.contains(key) {
                for value in allowed where !(values[key] ?? []).contains(value) { values[key, default: []].append(value) }
            }
        }
        var keys: [(String, ContentType)] = []
        for key in values.keys.sorted() {
            guard SwiftNames.isIdentifier(key) else {
                throw SwiftExportError(screen: screen.name, .contentKeyNotAnIdentifier(key))
            }
            let allowed = values[key] ?? []
            let numbers = allowed.compactMap { value -> Double? in if case .number(let n) = value { return n } else { return nil } }
            if numbers.count == allowed.count {
                keys.append((key, numbers.allSatisfy { $0 == $0.rounded() && abs($0) < 1e15 } ? .integer : .number))
            } else if allowed.allSatisfy({ SwiftNames.isIdentifier($0.text) }) {
                let cases = allowed.map(\.text).sorted()
                keys.append((key, .choice(typeName: SwiftNames.typeName(key), cases: cases)))
            } else {
                keys.append((key, .text))
            }
        }
        contentKeys = keys
        let traitKeys = Set(conditions.flatMap(\.allowed.keys))
        usesOrientation = traitKeys.contains("orientation")
        usesWidthClass = traitKeys.contains("widthClass")
        usesHeightClass = traitKeys.contains("heightClass")
        usesContentSize = traitKeys.contains("contentSize")
    }

    /// How a view is declared and made: the type, the expression, and what a comment says
    /// about it. The kind's row of the kind table (`ViewKind`) gives the UIKit class and its
    /// creation (`UIButton(type: .system)`); a kind of another framework (`MKMapView`) or no row
    /// is a `UIView`, with a comment naming the kind and its class.
    struct Declaration {
        var type: String
        var creation: String
        var notes: [String]
    }

    ///
    /// A view with a `customClass` (Interface Builder's custom class, the app's own) is made as
    /// that class with the kind's creation (`ProfileButton(type: .system)`): the app has the
    /// class, and a subclass inherits the initialiser. A class name that is not a Swift
    /// identifier keeps the kind's class, with a comment naming it.
    static func declaration(of view: ViewSpec) -> Declaration {
        var declaration: Declaration
        if let row = ViewKind.named(view.kind) {
            declaration = Declaration(type: row.exportedType, creation: row.exportedCreation, notes: [])
            if row.exportedType != row.className {
                declaration.notes.append("kind '\(row.name)': \(row.className)" + (row.framework == "UIKit" ? "" : " (\(row.framework))"))
            }
        } else {
            declaration = Declaration(type: "UIView", creation: "UIView()", notes: ["kind '\(view.kind ?? "view")'"])
        }
        guard let custom = view.customClass else { return declaration }
        guard SwiftNames.isIdentifier(custom) else {
            declaration.notes.append("custom class '\(custom)'")
            return declaration
        }
        let arguments = declaration.creation.hasPrefix(declaration.type + "(")
            ? String(declaration.creation.dropFirst(declaration.type.count)) : "()"
        declaration.type = custom
        declaration.creation = custom + arguments
        return declaration
    }

    /// A view as code refers to it inside `install`, where parameters and metrics are locals.
    func reference(_ view: String) -> String {
        let locals = Set(["content", "traitCollection", "size", "isLandscape", "hasHomeIndicator", "constraints"])
            .union(screen.metrics.map(\.name))
        return locals.contains(view) ? "self.\(view)" : SwiftNames.identifier(view)
    }

    func source() -> String {
        var lines: [String] = []
        let root = SwiftNames.identifier(screen.root)
        lines.append("/// The `\(screen.name)` screen: its views, and the Auto Layout constraints that place them.")
        lines += leftOutComment()
        if let version = availability { lines.append("@available(iOS \(version), *)") }
        lines.append("@MainActor")
        lines.append("final class \(typeName): LayoutStoreScreen {")
        lines += contentDeclaration().map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("")
        for view in screen.views {
            let name = SwiftNames.identifier(view.name)
            let declaration = ScreenWriter.declaration(of: view)
            var comment = declaration.notes
            if let size = view.intrinsicSize { comment.append(ScreenWriter.intrinsicSizeNote(size, of: view)) }
            let trailing = comment.isEmpty ? "" : "  // " + comment.joined(separator: "; ")
            if view.name == screen.root {
                lines.append("    let \(name): \(declaration.type)\(trailing)")
            } else {
                lines.append("    let \(name) = \(declaration.creation)\(trailing)")
            }
        }
        lines.append("")
        lines.append("    /// The constraints the last `install` activated; the next one deactivates them.")
        lines.append("    private(set) var activeConstraints: [NSLayoutConstraint] = []")
        lines.append("")
        let rootDeclaration = screen.view(named: screen.root).map(ScreenWriter.declaration(of:))
            ?? Declaration(type: "UIView", creation: "UIView()", notes: [])
        if screen.view(named: screen.root)?.layoutMarginsRule == .viewController {
            lines.append("    /// - Parameter \(root): a view controller's `view`, whose margins UIKit manages.")
        }
        lines.append("    init(\(root): \(rootDeclaration.type) = \(rootDeclaration.creation)) {")
        lines.append("        self.\(root) = \(root)")
        lines += initBody().map { $0.isEmpty ? "" : "        " + $0 }
        lines.append("    }")
        lines.append("")
        lines += installFunction().map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// For a screen imported in part, the doc comment lines that name each element and constraint
    /// the importer left out, with why: the code lacks them as the store does.
    func leftOutComment() -> [String] {
        guard screen.isImportedInPart else { return [] }
        var lines = ["///", "/// Imported in part: the importer left these out of the source file, so this code lacks them too:"]
        for item in screen.leftOut {
            let reason = item.reason.split(whereSeparator: \.isNewline).joined(separator: " ")
            lines.append("/// - \(item.kind.rawValue) '\(item.ibID)': \(reason)")
        }
        return lines
    }

    /// The iOS version the class needs, when it uses API newer than iOS 11:
    /// the keyboard layout guide and button configurations came with iOS 15.
    var availability: String? {
        usesKeyboard || screen.views.contains(where: { $0.kind == "button" && $0.buttonConfiguration != nil }) ? "15.0" : nil
    }

    /// `struct Content` with one optional property per content key (nil: not
    /// given); empty when no condition tests content, so that every screen's
    /// `install` has the same signature.
    func contentDeclaration() -> [String] {
        var lines = [contentKeys.isEmpty ? "/// No condition of this screen tests content."
                     : "/// The content this screen's conditions test; nil leaves a key out."]
        var enums: [String] = []
        var properties: [String] = []
        for (key, type) in contentKeys {
            let name = SwiftNames.identifier(key)
            switch type {
            case .integer: properties.append("var \(name): Int? = nil")
            case .number: properties.append("var \(name): Double? = nil")
            case .text: properties.append("var \(name): String? = nil")
            case .choice(let typeName, let cases):
                enums.append("enum \(typeName): String, CaseIterable {")
                enums.append("    case \(cases.map(SwiftNames.identifier).joined(separator: ", "))")
                enums.append("}")
                properties.append("var \(name): \(typeName)? = nil")
            }
        }
        if enums.isEmpty && properties.isEmpty {
            lines.append("struct Content: Equatable {}")
            return lines
        }
        lines.append("struct Content: Equatable {")
        lines += enums.map { "    " + $0 }
        lines += properties.map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// `Content(images: 3)` for content values as text.
    func contentExpression(_ content: [String: String]) -> String {
        let arguments = contentKeys.compactMap { key, type -> String? in
            guard let value = content[key] else { return nil }
            switch type {
            case .integer, .number: return "\(key): \(value)"
            case .choice: return "\(key): .\(SwiftNames.identifier(value))"
            case .text: return "\(key): \(SwiftNames.stringLiteral(value))"
            }
        }
        return "\(typeName).Content(\(arguments.joined(separator: ", ")))"
    }

    /// The Swift literal for a condition value of a content key.
    func literal(_ value: ConditionValue, key: String) -> String {
        switch contentKeys.first(where: { $0.key == key })?.type {
        case .integer?, .number?: return value.text
        case .choice?: return "." + SwiftNames.identifier(value.text)
        default: return SwiftNames.stringLiteral(value.text)
        }
    }

    /// `UIContentSizeCategory`'s names for the `contentSize` trait's values.
    static let contentSizeCategories = [
        "XS": "extraSmall", "S": "small", "M": "medium", "L": "large", "XL": "extraLarge", "XXL": "extraExtraLarge",
        "XXXL": "extraExtraExtraLarge", "AX1": "accessibilityMedium", "AX2": "accessibilityLarge",
        "AX3": "accessibilityExtraLarge", "AX4": "accessibilityExtraExtraLarge", "AX5": "accessibilityExtraExtraExtraLarge",
    ]

    /// A condition as a Swift expression over `content`, `traitCollection` and `isLandscape`.
    func expression(_ condition: Condition) -> String {
        var terms: [String] = []
        for key in condition.allowed.keys.sorted() {
            let values = condition.allowed[key] ?? []
            let texts = Set(values.map(\.text))
            switch key {
            case "orientation":
                if texts == ["portrait"] { terms.append("!isLandscape") }
                else if texts == ["landscape"] { terms.append("isLandscape") }
                else if !texts.contains("portrait") && !texts.contains("landscape") { terms.append("false") }
            case "contentSize":
                let categories = texts.compactMap { ScreenWriter.contentSizeCategories[$0] }.sorted()
                if categories.isEmpty { terms.append("false") }
                else if categories.count == 1 { terms.append("traitCollection.preferredContentSizeCategory == .\(categories[0])") }
                else {
                    terms.append("[" + categories.map { ".\($0)" }.joined(separator: ", ")
                                 + "].contains(traitCollection.preferredContentSizeCategory)")
                }
            case "language":
                // The language the app runs in: the bundle's first preferred localization.
                let codes = texts.sorted().map(SwiftNames.stringLiteral)
                terms.append(codes.count == 1
                    ? "Bundle.main.preferredLocalizations.first == \(codes[0])"
                    : "[\(codes.joined(separator: ", "))].contains(Bundle.main.preferredLocalizations.first ?? \"\")")
            case "era":
                // The code runs on today's UIKit: the `current` era.
                if !texts.contains(LayoutEra.current.rawValue) { terms.append("false") }
            case "homeIndicator":
                // The window's bottom safe-area inset, as the layout model reads the request's.
                if texts == ["yes"] { terms.append("hasHomeIndicator") }
                else if texts == ["no"] { terms.append("!hasHomeIndicator") }
                else if !texts.contains("yes") && !texts.contains("no") { terms.append("false") }
            case "widthClass", "heightClass":
                let property = key == "widthClass" ? "traitCollection.horizontalSizeClass" : "traitCollection.verticalSizeClass"
                let known = texts.filter { $0 == "compact" || $0 == "regular" }.sorted()
                if known.count == 1 { terms.append("\(property) == .\(known[0])") }
                else if known.isEmpty { terms.append("false") }
            default:
                let property = "content.\(SwiftNames.identifier(key))"
                let literals = values.map { literal($0, key: key) }
                if literals.count == 1 {
                    terms.append("\(property) == \(literals[0])")
                } else if case .choice? = contentKeys.first(where: { $0.key == key })?.type {
                    terms.append("(" + literals.map { "\(property) == \($0)" }.joined(separator: " || ") + ")")
                } else {
                    terms.append("[\(literals.joined(separator: ", "))].contains(\(property))")
                }
            }
        }
        return terms.isEmpty ? "true" : terms.joined(separator: " && ")
    }

    /// Whether `a` holding means `b` holds: every key `b` tests, `a` tests
    /// with no value `b` does not allow.
    static func implies(_ a: Condition, _ b: Condition) -> Bool {
        b.allowed.allSatisfy { key, values in
            guard let narrower = a.allowed[key] else { return false }
            let allowed = Set(values.map(\.text))
            return narrower.allSatisfy { allowed.contains($0.text) }
        }
    }

    /// Several conditions that must all hold; those the others imply are left out.
    func expression(_ conditions: [Condition]) -> String {
        var terms: [String] = []
        let needed = conditions.enumerated().filter { index, condition in
            !conditions.enumerated().contains { other, stronger in
                other != index && ScreenWriter.implies(stronger, condition)
                    && (!ScreenWriter.implies(condition, stronger) || other < index)
            }
        }.map(\.element)
        for condition in needed {
            let term = expression(condition)
            if term != "true", !terms.contains(term) { terms.append(term) }
        }
        return terms.isEmpty ? "true" : terms.joined(separator: " && ")
    }
}
