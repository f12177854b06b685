import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutStore

/// `layout view stack SCREEN NAME [--axis A] [--distribution D] [--alignment A] [--spacing N|standard]`
/// `[--margins-relative yes|no] [--when KEY=VALUE]... [--remove-variation]`.
///
/// Without `--when` the stack's own properties change; with it, the variation
/// under exactly that condition (Interface Builder's size-class variations:
/// `stackVariations` in the document) is created or changed, or removed with
/// `--remove-variation`. Whether the view is a stack, and whether the
/// variation holds, is the edit's and the validator's to say, as for every edit.
struct ViewStackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract: "Change a stack view's axis, distribution, alignment or spacing, or a variation of them (one new revision).",
        discussion: """
            Without --when the stack's own properties change. With --when the change goes \
            into the stack's variation under exactly that condition (created when there is \
            none): where the condition holds, each property the variation gives replaces \
            the stack's own. --remove-variation with --when removes that variation. \
            --spacing takes points or 'standard' (UIKit's system spacing).

            Examples:
              layout view stack form fields --axis vertical --spacing 8
              layout view stack form fields --axis horizontal --when heightClass=compact
              layout view stack form fields --spacing standard --alignment center
              layout view stack form fields --when heightClass=compact --remove-variation
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The stack view.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("horizontal or vertical.", valueName: "axis"),
            transform: { text throws(ValidationError) in try choice(text, "axis", StackProperties.Axis.self) })
    var axis: StackProperties.Axis?
    @Option(help: ArgumentHelp("fill, fillEqually, fillProportionally, equalSpacing or equalCentering.",
                               valueName: "distribution"),
            transform: { text throws(ValidationError) in
                try choice(text, "distribution", StackProperties.Distribution.self)
            })
    var distribution: StackProperties.Distribution?
    @Option(help: ArgumentHelp("fill, leading, top, center, trailing, bottom, firstBaseline or lastBaseline.",
                               valueName: "alignment"),
            transform: { text throws(ValidationError) in try choice(text, "alignment", StackProperties.Alignment.self) })
    var alignment: StackProperties.Alignment?
    @Option(help: ArgumentHelp("Points between arranged views, or 'standard'.", valueName: "points|standard"),
            transform: { text throws(ValidationError) in try stackSpacing(text) })
    var spacing: StackVariation.Spacing?
    @Option(help: ArgumentHelp("Arrange inside the stack's layout margins (isLayoutMarginsRelativeArrangement).",
                               valueName: "yes|no"),
            transform: { text throws(ValidationError) in try yesNo(text, "--margins-relative") })
    var marginsRelative: Bool?
    @Option(help: ArgumentHelp("The condition of the variation to change (repeatable).", valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []
    @Flag(help: "Remove the variation under the --when condition.") var removeVariation = false

    private var changesProperty: Bool {
        axis != nil || distribution != nil || alignment != nil || spacing != nil || marginsRelative != nil
    }

    func validate() throws {
        if removeVariation {
            if when.isEmpty { throw ValidationError("--remove-variation needs the variation's --when condition") }
            if changesProperty { throw ValidationError("give --remove-variation or properties to change, not both") }
        } else if !changesProperty {
            throw ValidationError("give --axis, --distribution, --alignment, --spacing or --margins-relative")
        }
        if marginsRelative != nil, !when.isEmpty {
            throw ValidationError("--margins-relative cannot vary by condition: give it without --when")
        }
    }

    func run() throws {
        let variationCondition = try condition(when)
        let repository = try global.openRepository()
        if let variationCondition { try repository.checkCondition(variationCondition, in: screen) }
        let change = StackChange(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                                 marginsRelative: marginsRelative, when: variationCondition, removesVariation: removeVariation)
        if let variationCondition, removeVariation {
            let screenSpec = try repository.screen(named: screen)
            let stack = screenSpec.views.first { $0.name == name }?.stack
            guard stack?.variations.contains(where: { $0.when == variationCondition }) == true else {
                throw CLIError("stack '\(name)' of screen '\(screen)' has no variation when \(describe(when))")
            }
        }
        let revision = try repository.changeView(name, in: screen) { view in change.apply(to: &view) }
        let what = when.isEmpty ? "changed stack '\(name)'"
            : (removeVariation ? "removed the variation of" : "changed the variation of") + " stack '\(name)' when \(describe(when))"
        Terminal.message("\(what) of screen '\(screen)' (revision \(revision))")
    }

    private func describe(_ pairs: [KeyValue]) -> String {
        pairs.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
}

/// What `layout view stack` changes, applied to a view inside the edit. A view
/// that is not a stack gets the properties anyway: the edit then refuses them,
/// naming the view (`ScreenEdit.changingView`: they need kind 'stack').
struct StackChange {
    var axis: StackProperties.Axis?
    var distribution: StackProperties.Distribution?
    var alignment: StackProperties.Alignment?
    var spacing: StackVariation.Spacing?
    var marginsRelative: Bool?
    var when: Condition?
    var removesVariation = false

    func apply(to view: inout ViewSpec) {
        var stack = view.stack ?? StackProperties()
        if let when {
            if removesVariation {
                stack.variations.removeAll { $0.when == when }
            } else {
                let index = stack.variations.firstIndex { $0.when == when }
                var variation = index.map { stack.variations[$0] } ?? StackVariation(when: when)
                if let axis { variation.axis = axis }
                if let distribution { variation.distribution = distribution }
                if let alignment { variation.alignment = alignment }
                if let spacing { variation.spacing = spacing }
                if let index { stack.variations[index] = variation } else { stack.variations.append(variation) }
            }
        } else {
            if let axis { stack.axis = axis }
            if let distribution { stack.distribution = distribution }
            if let alignment { stack.alignment = alignment }
            switch spacing {
            case .points(let points)?:
                stack.spacing = points
                stack.usesStandardSpacing = false
            case .standard?:
                stack.spacing = StandardSpacing.apple.sibling
                stack.usesStandardSpacing = true
            case nil:
                break
            }
            if let marginsRelative { stack.layoutMarginsRelativeArrangement = marginsRelative }
        }
        view.stack = stack
    }
}

/// One of an enumeration's raw values, or a usage error listing them (with a near miss suggested).
func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, _ what: String, _ type: Value.Type
) throws(ValidationError) -> Value where Value.RawValue == String {
    let trimmed = text.trimmingSpaces
    if let value = Value(rawValue: trimmed) { return value }
    let names = Value.allCases.map(\.rawValue)
    throw ValidationError("\(what) '\(trimmed)' must be one of \(names.joined(separator: ", "))"
                          + NameSuggestion.hint(for: trimmed, among: names))
}

/// `--spacing`: points (a finite number) or `standard`.
func stackSpacing(_ text: String) throws(ValidationError) -> StackVariation.Spacing {
    let trimmed = text.trimmingSpaces
    if trimmed == "standard" { return .standard }
    guard let points = Double(trimmed), points.isFinite else {
        throw ValidationError("spacing '\(trimmed)' must be a number of points or 'standard'")
    }
    return .points(points)
}

/// `yes`/`no` (also `true`/`false`).
func yesNo(_ text: String, _ option: String) throws(ValidationError) -> Bool {
    switch text.trimmingSpaces.lowercased() {
    case "yes", "true": return true
    case "no", "false": return false
    default: throw ValidationError("\(option) takes yes or no, found '\(text)'")
    }
}
