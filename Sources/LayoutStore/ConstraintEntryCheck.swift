import LayoutCore
import LayoutDocument
import VisualFormat

/// What `addConstraint` checks before storing an entry, so that no caller of
/// the library (not only the cli) can store a constraint that cannot be read
/// back: the equation or format parses, and names only the screen's views,
/// guides and metrics. LayoutDocument cannot do this itself: it does not
/// know the Visual Format Language.
enum ConstraintEntryCheck {
    static func check(_ entry: ConstraintEntry, in screen: Screen) throws(ScreenEditError) {
        switch entry.body {
        case .equation(let text): try check(equation: text, in: screen)
        case .visualFormat(let format, let options): try check(format: format, options: options, in: screen)
        }
    }

    private static func check(equation text: String, in screen: Screen) throws(ScreenEditError) {
        let equation: ConstraintEquation
        do {
            equation = try ConstraintEquation(parsing: text)
        } catch {
            throw ScreenEditError(error.rendered)
        }
        let views = screen.views.map(\.name)
        let items = Set(views).union(["superview", "safeArea", "keyboard"])
        for item in [equation.firstItem, equation.secondItem].compactMap({ $0 }) where !items.contains(item) {
            throw ScreenEditError(
                "screen '\(screen.name)' has no view '\(item)'" + NameSuggestion.hint(for: item, among: views))
        }
        let metrics = Set(screen.metrics.map(\.name))
        for name in equation.metricNames where !metrics.contains(name) {
            throw ScreenEditError(
                "screen '\(screen.name)' has no metric '\(name)'" + NameSuggestion.hint(for: name, among: metrics))
        }
    }

    /// The format expands with the screen's views and metrics (a metric's
    /// first listed value stands in; which value applies depends on traits).
    private static func check(format: String, options: [String], in screen: Screen) throws(ScreenEditError) {
        var metrics: [String: Double] = [:]
        for metric in screen.metrics where metrics[metric.name] == nil { metrics[metric.name] = metric.value }
        do {
            _ = try VisualFormat.constraints(format: format, options: options, metrics: metrics,
                                             views: screen.views.map(\.name))
        } catch {
            throw ScreenEditError(error.rendered)
        }
    }
}
