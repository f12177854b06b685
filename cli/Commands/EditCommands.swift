import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutStore
import VisualFormat

/// `layout constraint add|set|remove`.
struct ConstraintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraint",
        abstract: "Add, change or remove a constraint of a screen.",
        discussion: """
            Examples:
              layout constraint add imageCell 'imgViewOne.height == 40 @750' --id tall
              layout constraint add imageCell --vfl 'V:|-[imgViewOne]-|' --when images=1
              layout constraint set imageCell tall --constant 44 --priority 999
              layout constraint remove imageCell tall
            """,
        subcommands: [ConstraintAddCommand.self, ConstraintSetCommand.self, ConstraintRemoveCommand.self])
}

struct ConstraintAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an equation or a visual format to a screen (one new revision).",
        discussion: """
            Give either an equation in the notation 'first.attr REL second.attr * m + c @p' \
            ('* 1', '+ 0' and '@1000' may be left out; constants may be metric names) or \
            --vfl FORMAT. Without --id the constraint gets the first free id c1, c2, ….

            Examples:
              layout constraint add imageCell 'imgViewOne.width == 2 * imgViewTwo.width'
              layout constraint add imageCell --vfl 'H:|-[imgViewOne]-|' --id edges
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The constraint, such as 'a.leading == b.trailing + 8'.", valueName: "equation"))
    var equation: String?
    @Option(help: ArgumentHelp("A visual format instead of an equation.", valueName: "format")) var vfl: String?
    @Option(help: ArgumentHelp("A visual format option (repeatable).", valueName: "name")) var option: [String] = []
    @Option(help: ArgumentHelp("The constraint's id (default: the first free c1, c2, …).", valueName: "id")) var id: String?
    @Option(help: ArgumentHelp("Only when a trait or content key has this value (repeatable).", valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []

    func validate() throws {
        switch (equation, vfl) {
        case (nil, nil): throw ValidationError("give an equation, or a visual format with --vfl")
        case (_?, _?): throw ValidationError("give an equation or --vfl, not both")
        default: break
        }
        if equation != nil, !option.isEmpty { throw ValidationError("--option belongs with --vfl") }
    }

    func run() throws {
        let repository = try global.openRepository()
        let body: ConstraintEntry.Body
        if let equation {
            body = .equation(equation)
        } else {
            body = .visualFormat(vfl ?? "", options: option)
        }
        let constraintID = try id ?? repository.nextConstraintID(in: screen)
        let entry = ConstraintEntry(id: constraintID, body: body, when: try condition(when))
        try repository.checkCondition(entry.when, in: screen)
        let revision = try repository.addConstraint(entry, to: screen)
        Terminal.message("added constraint '\(constraintID)' to screen '\(screen)' (revision \(revision))")
    }
}

struct ConstraintSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change an equation's constant, priority or relation, or a constraint's condition (one new revision).",
        discussion: """
            --constant, --priority and --relation rewrite an equation (a visual format's \
            are part of its text: remove it and add the changed one). --when replaces the \
            condition of an equation or a format; --always drops it.

            Examples:
              layout constraint set imageCell top --constant 20
              layout constraint set imageCell top --priority defaultHigh
              layout constraint set imageCell top --relation '>='
              layout constraint set imageCell row --when images=2 --when images=3
              layout constraint set imageCell row --always
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The constraint id.", valueName: "id")) var id: String
    @Option(help: ArgumentHelp("The new constant.", valueName: "value"),
            transform: { text throws(ValidationError) in try finiteNumber(text, "constant") })
    var constant: Double?
    @Option(help: ArgumentHelp("The new priority: 1...1000 or required, defaultHigh, defaultLow, fittingSizeLevel.",
                               valueName: "priority"),
            transform: { text throws(ValidationError) in
                guard let priority = LayoutPriority(text: text.trimmingSpaces) else {
                    throw ValidationError("priority '\(text)' must be a number in 1...1000 or a name such as defaultHigh")
                }
                return priority
            })
    var priority: LayoutPriority?
    @Option(help: ArgumentHelp("The new relation: ==, <= or >=.", valueName: "relation"),
            transform: { text throws(ValidationError) in
                guard let relation = LayoutRelation(rawValue: text.trimmingSpaces) else {
                    throw ValidationError("relation '\(text)' must be ==, <= or >=")
                }
                return relation
            })
    var relation: LayoutRelation?
    @Option(help: ArgumentHelp("The new condition: only when a trait or content key has this value (repeatable).",
                               valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []
    @Flag(help: "Drop the condition: the constraint applies always.") var always = false

    func validate() throws {
        if always, !when.isEmpty { throw ValidationError("give --when or --always, not both") }
        if constant == nil, priority == nil, relation == nil, when.isEmpty, !always {
            throw ValidationError("give --constant, --priority, --relation, --when or --always")
        }
    }

    func run() throws {
        let newCondition: Condition?? = always ? .some(nil) : when.isEmpty ? nil : .some(try condition(when))
        let revision = try global.openRepository().setConstraint(
            id: id, constant: constant, priority: priority, relation: relation, when: newCondition, in: screen)
        Terminal.message("changed constraint '\(id)' of screen '\(screen)' (revision \(revision))")
    }
}

struct ConstraintRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a constraint entry (a whole visual format) from a screen.",
        discussion: """
            Examples:
              layout constraint remove imageCell ratio
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The constraint id.", valueName: "id")) var id: String

    func run() throws {
        let revision = try global.openRepository().removeConstraint(id: id, from: screen)
        Terminal.message("removed constraint '\(id)' from screen '\(screen)' (revision \(revision))")
    }
}

/// `layout view add|remove|rename|move|set|hide|show`.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Add, remove, rename, move, change, hide or show a view of a screen, or change a stack.",
        discussion: """
            Examples:
              layout view add imageCell badge --superview contentView --intrinsic 20x20
              layout view rename imageCell badge counter
              layout view move imageCell counter --superview imgViewOne
              layout view set imageCell counter --intrinsic 24x24 --hugging 251
              layout view stack form fields --axis horizontal --when heightClass=compact
              layout view hide imageCell counter
              layout view show imageCell counter
              layout view remove imageCell counter
            """,
        subcommands: [ViewAddCommand.self, ViewRemoveCommand.self, ViewRenameCommand.self, ViewMoveCommand.self,
                      ViewSetCommand.self, ViewStackCommand.self, ViewHideCommand.self, ViewShowCommand.self])
}

struct ViewAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a view inside a superview (one new revision).",
        discussion: """
            Examples:
              layout view add imageCell badge --superview contentView
              layout view add imageCell title --superview contentView --intrinsic 120x21
              layout view add imageCell caption --superview contentView --kind label \\
                  --text 'A long caption' --font body --lines 0
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The new view's name.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("The view it goes in.", valueName: "name")) var superview: String
    @Option(help: ArgumentHelp("Its intrinsic content size; 'auto' for none on a side (120xauto).", valueName: "WxH"),
            transform: { text throws(ValidationError) in try SizeArgument(parsing: text) })
    var intrinsic: SizeArgument?
    @Option(help: ArgumentHelp("view, label, imageView, button, stack, ….", valueName: "kind")) var kind: String?
    @Option(help: ArgumentHelp("Only when a trait or content key has this value (repeatable).", valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []
    @OptionGroup var textOptions: TextOptions

    func run() throws {
        try ViewKinds.check(kind)
        var view = ViewSpec(name: name, superview: superview, kind: kind, when: try condition(when))
        if let intrinsic { view.intrinsicSize = IntrinsicSize(width: intrinsic.width, height: intrinsic.height) }
        textOptions.apply(to: &view)
        let repository = try global.openRepository()
        try repository.checkCondition(view.when, in: screen)
        let revision = try repository.addView(view, to: screen)
        Terminal.message("added view '\(name)' to screen '\(screen)' (revision \(revision))")
    }
}

struct ViewRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a view without subviews, with the constraints that mention it.",
        discussion: """
            Examples:
              layout view remove imageCell badge
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String

    func run() throws {
        let revision = try global.openRepository().removeView(named: name, from: screen)
        Terminal.message("removed view '\(name)' from screen '\(screen)' (revision \(revision))")
    }
}

struct ViewHideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide a view (it keeps its frame, or collapses inside a stack).",
        discussion: """
            Examples:
              layout view hide imageCell imgViewTwo
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String

    func run() throws {
        let revision = try global.openRepository().setHidden(true, view: name, in: screen)
        Terminal.message("hid view '\(name)' of screen '\(screen)' (revision \(revision))")
    }
}

struct ViewShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a hidden view again.",
        discussion: """
            Examples:
              layout view show imageCell imgViewTwo
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "name")) var name: String

    func run() throws {
        let revision = try global.openRepository().setHidden(false, view: name, in: screen)
        Terminal.message("showed view '\(name)' of screen '\(screen)' (revision \(revision))")
    }
}

/// `layout metric set|remove`.
struct MetricCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metric",
        abstract: "Set or remove metric values.",
        discussion: """
            Examples:
              layout metric set imageCell inset 8
              layout metric set imageCell topInset 1 --when orientation=landscape
              layout metric remove imageCell topInset --when orientation=landscape
            """,
        subcommands: [MetricSetCommand.self, MetricRemoveCommand.self])
}

struct MetricSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a metric's value, for all traits or under a condition (one new revision).",
        discussion: """
            Examples:
              layout metric set imageCell inset 8
              layout metric set imageCell topInset 1 --when orientation=landscape
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The metric.", valueName: "name")) var name: String
    @Argument(help: ArgumentHelp("Its value.", valueName: "value"),
              transform: { text throws(ValidationError) in try finiteNumber(text, "metric value") })
    var value: Double
    @Option(help: ArgumentHelp("Only when a trait or content key has this value (repeatable).", valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var when: [KeyValue] = []

    func run() throws {
        let repository = try global.openRepository()
        let when = try condition(when)
        try repository.checkCondition(when, in: screen)
        let revision = try repository.setMetric(name, to: value, when: when, in: screen)
        Terminal.message("set metric '\(name)' of screen '\(screen)' (revision \(revision))")
        // Values of this metric whose order alone decides which applies (docs/validation.md).
        let stored = try repository.screen(named: screen)
        for tie in MetricPrecedence.ties(in: stored) where tie.metric == name { Terminal.warning(tie.message(in: stored)) }
    }
}
