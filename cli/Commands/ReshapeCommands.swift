import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutStore

/// `layout view rename SCREEN OLD NEW`.
struct ViewRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a view and every reference to it (one new revision).",
        discussion: """
            The view's subviews, the screen's root and every equation and visual format \
            that names the view follow the new name (conditions name traits and content, \
            never views). The new name follows the document's rules: a letter or '_', \
            then letters, digits and '_'; not 'superview', 'safeArea' or 'keyboard'.

            Examples:
              layout view rename imageCell imgViewOne leadingImage
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String
    @Argument(help: ArgumentHelp("Its new name.", valueName: "new-name")) var newName: String

    func run() throws {
        let revision = try global.openRepository().renameView(name, to: newName, in: screen)
        Terminal.message("renamed view '\(name)' of screen '\(screen)' to '\(newName)' (revision \(revision))")
    }
}

/// `layout view move SCREEN NAME --superview NAME`.
struct ViewMoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a view, with its subviews, into another superview (one new revision).",
        discussion: """
            As addSubview does, the view becomes the last subview of its new superview \
            (in a stack: the last arranged view). Its constraints stay as they are.

            Examples:
              layout view move imageCell caption --superview stack
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("The view it goes in.", valueName: "name")) var superview: String

    func run() throws {
        let revision = try global.openRepository().moveView(name, toSuperview: superview, in: screen)
        Terminal.message("moved view '\(name)' of screen '\(screen)' into '\(superview)' (revision \(revision))")
    }
}

/// `layout view set SCREEN NAME [--intrinsic WxH|none] [--hugging H[,V]] [--compression H[,V]] [--kind KIND]`
/// `[--text TEXT|--no-text] [--text-key KEY|--no-text-key] [--font FONT|default] [--lines N]`.
struct ViewSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change a view's intrinsic size, hugging, compression resistance, kind or text (one new revision).",
        discussion: """
            Priorities are 1...1000 or required, defaultHigh, defaultLow, fittingSizeLevel; \
            one value sets both axes, 'H,V' sets the horizontal and vertical ones. \
            --no-text and --no-text-key remove the text and its key; --font default \
            goes back to the system font at 17 points.

            Examples:
              layout view set imageCell caption --intrinsic 120x21
              layout view set imageCell caption --intrinsic none
              layout view set imageCell caption --hugging 251 --compression 750,999
              layout view set imageCell caption --kind label
              layout view set imageCell caption --text 'Two lines of text' --font '15 semibold' --lines 2
              layout view set imageCell share --image-size 24x24
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("Its intrinsic content size; 'auto' for none on a side (120xauto), 'none' for none.",
                               valueName: "WxH"),
            transform: { text throws(ValidationError) in
                text.trimmingSpaces.lowercased() == "none" ? SizeArgument(width: nil, height: nil) : try SizeArgument(parsing: text)
            })
    var intrinsic: SizeArgument?
    @Option(help: ArgumentHelp("Content hugging priority: one for both axes, or HORIZONTAL,VERTICAL.", valueName: "p[,p]"),
            transform: { text throws(ValidationError) in try axisPriorities(text, "hugging") })
    var hugging: AxisPriorities?
    @Option(name: [.customLong("compression"), .customLong("compression-resistance")],
            help: ArgumentHelp("Compression resistance priority: one for both axes, or HORIZONTAL,VERTICAL.",
                               valueName: "p[,p]"),
            transform: { text throws(ValidationError) in try axisPriorities(text, "compression resistance") })
    var compression: AxisPriorities?
    @Option(help: ArgumentHelp("view, label, imageView, button, stack, ….", valueName: "kind")) var kind: String?
    @OptionGroup var textOptions: TextOptions
    @Flag(help: "Remove the view's text.") var noText = false
    @Flag(help: "Remove the key of the view's text.") var noTextKey = false

    func validate() throws {
        if intrinsic == nil, hugging == nil, compression == nil, kind == nil, textOptions.isEmpty, !noText, !noTextKey {
            throw ValidationError("give --intrinsic, --hugging, --compression, --kind, --text, --text-key, --font, --lines or --image-size")
        }
        if let kind, kind.trimmingSpaces.isEmpty { throw ValidationError("--kind needs a name such as label") }
        if noText, textOptions.text != nil { throw ValidationError("give --text or --no-text, not both") }
        if noTextKey, textOptions.textKey != nil { throw ValidationError("give --text-key or --no-text-key, not both") }
    }

    func run() throws {
        try ViewKinds.check(kind)
        let (intrinsic, hugging, compression, kind) = (intrinsic, hugging, compression, kind)
        let (textOptions, noText, noTextKey) = (textOptions, noText, noTextKey)
        let revision = try global.openRepository().changeView(name, in: screen) { view in
            if let intrinsic {
                let size = IntrinsicSize(width: intrinsic.width, height: intrinsic.height)
                view.intrinsicSize = size == IntrinsicSize() ? nil : size
            }
            if let hugging { view.hugging = hugging }
            if let compression { view.compressionResistance = compression }
            if let kind { view.kind = kind.trimmingSpaces == "view" ? nil : kind.trimmingSpaces }
            if noText { view.text = nil }
            if noTextKey { view.textKey = nil }
            textOptions.apply(to: &view)
        }
        Terminal.message("changed view '\(name)' of screen '\(screen)' (revision \(revision))")
    }
}

/// `P` for both axes or `H,V`, each a priority number or name.
func axisPriorities(_ text: String, _ what: String) throws(ValidationError) -> AxisPriorities {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    guard parts.count == 1 || parts.count == 2 else {
        throw ValidationError("\(what) '\(text)' must be one priority or two, HORIZONTAL,VERTICAL")
    }
    var priorities: [LayoutPriority] = []
    for part in parts {
        guard let priority = LayoutPriority(text: part) else {
            throw ValidationError("\(what) priority '\(part)' must be a number in 1...1000 or a name such as defaultHigh")
        }
        priorities.append(priority)
    }
    return AxisPriorities(horizontal: priorities[0], vertical: priorities[priorities.count - 1])
}

/// `layout metric remove SCREEN NAME [--when KEY=VALUE]... [--all]`.
struct MetricRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a metric's value under a condition, or all its values (one new revision).",
        discussion: """
            Without --when the value that has no condition goes; with --when the value \
            under exactly that condition; with --all every value. A metric that a \
            constraint uses keeps at least one value.

            Examples:
              layout metric remove imageCell gap
              layout metric remove imageCell topInset --when orientation=landscape
              layout metric remove imageCell topInset --all
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The metric.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("The condition of the value to remove (repeatable).", valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []
    @Flag(help: "Remove every value of the metric.") var all = false

    func validate() throws {
        if all, !when.isEmpty { throw ValidationError("give --when or --all, not both") }
    }

    func run() throws {
        let revision = try global.openRepository().removeMetric(name, when: try condition(when), all: all, from: screen)
        let which = all ? "every value of metric '\(name)'"
            : when.isEmpty ? "metric '\(name)'"
            : "the value of metric '\(name)' when " + when.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        Terminal.message("removed \(which) from screen '\(screen)' (revision \(revision))")
    }
}
