import ArgumentParser
import LayoutCore
import VisualFormat

/// `layout vfl`: expand a visual format without a database.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Expand a visual format into constraints, one per line.",
        discussion: """
            Prints the constraints Apple's NSLayoutConstraint.constraints(withVisualFormat:...) \
            would make, in Apple's order, in the notation \
            'first.attr == second.attr * multiplier + constant @priority'. \
            No database is used.

            Examples:
              layout vfl 'H:|-[button]-[textField]-|' --views button,textField
              layout vfl '|-inset-[a(>=80@750)]-|' --views a --metric inset=5
              layout vfl 'V:|[a][b]|' --views a,b --option alignAllLeading
            """)

    @Argument(help: ArgumentHelp("The visual format, such as 'H:|-[button]-[textField]-|'.", valueName: "format"))
    var format: String

    @Option(help: ArgumentHelp("The view names the format may use, comma-separated.", valueName: "a,b,..."),
            transform: { text throws(ValidationError) in try VFLCommand.names(text) })
    var views: [String]

    @Option(help: ArgumentHelp("A metric value, such as inset=5 (repeatable).", valueName: "name=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var metric: [KeyValue] = []

    @Option(help: ArgumentHelp("A format option, such as alignAllTop (repeatable).", valueName: "name"))
    var option: [String] = []

    @Option(help: ArgumentHelp("Standard spacing between views and to the superview (default 8,20).",
                               valueName: "sibling,superview"))
    var spacing: String?

    func run() throws {
        var metrics: [String: Double] = [:]
        for pair in metric {
            guard let value = Double(pair.value), value.isFinite else {
                throw CLIError("metric '\(pair.key)' needs a number, found '\(pair.value)'")
            }
            metrics[pair.key] = value
        }
        var standard = VisualFormatSpacing.apple
        if let spacing {
            let parts = spacing.split(separator: ",").map { Double(String($0).trimmingSpaces) }
            guard parts.count == 2, let sibling = parts[0], let superview = parts[1],
                  sibling.isFinite, superview.isFinite else {
                throw CLIError("--spacing needs two numbers SIBLING,SUPERVIEW such as 8,20, found '\(spacing)'", exitCode: 64)
            }
            standard = VisualFormatSpacing(sibling: sibling, superview: superview)
        }
        let constraints: [VisualFormatConstraint]
        do {
            constraints = try VisualFormat.constraints(
                format: format, options: option, metrics: metrics, views: views, standardSpacing: standard)
        } catch {
            throw CLIError(error.rendered)
        }
        Terminal.write(constraints.map { $0.constraint.description + "\n" }.joined())
    }

    static func names(_ text: String) throws(ValidationError) -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        if let empty = names.firstIndex(of: "") {
            throw ValidationError("view name \(empty + 1) is empty")
        }
        return names
    }
}
