import Foundation
import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// The tutorial screens of `Examples/tutorials.json`.
enum Tutorials {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/tutorials.json").path

    static func document() throws -> LayoutDocument {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try DocumentJSON.decode(text, file: "tutorials.json")
    }

    static func screen(_ name: String) throws -> Screen {
        try #require(try document().screens.first { $0.name == name })
    }
}

/// Solves with Apple's standard spacing.
func solve(
    _ screen: Screen, width: Double?, height: Double?, content: [String: String] = [:],
    orientation: Orientation? = nil, safeArea: EdgeInsets = .zero, keyboard: Double = 0,
    direction: LayoutDirection? = nil
) throws -> SolveResult {
    try LayoutEngine.solve(
        screen, standardSpacing: .apple,
        request: SolveRequest(
            width: width, height: height, orientation: orientation, content: content, safeArea: safeArea,
            keyboardHeight: keyboard, layoutDirection: direction))
}

extension SolveResult {
    /// The frame of a view, failing the test when the view is absent.
    func frame(_ view: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Frame {
        try #require(frame(of: view), "no frame for '\(view)'", sourceLocation: sourceLocation)
    }

    var isClean: Bool { unsatisfiable.isEmpty && ambiguous.isEmpty }
}

/// A small screen built in code: views as `name: superview`, constraints as equations or formats.
func makeScreen(
    _ name: String = "test", root: String = "root", views: [ViewSpec], constraints: [(String, String)],
    metrics: [MetricValue] = []
) -> Screen {
    Screen(
        name: name, root: root, views: [ViewSpec(name: root)] + views, metrics: metrics,
        constraints: constraints.map { id, text in
            let body: ConstraintEntry.Body = text.hasPrefix("H:") || text.hasPrefix("V:")
                ? .visualFormat(text, options: []) : .equation(text)
            return ConstraintEntry(id: id, body: body)
        })
}

