/// A view whose solved frame has a negative width or height: UIKit would lay
/// it out so (and draw nothing), which is never what a layout means, so every
/// solve lists it, ambiguous or not.
public struct NegativeSize: Hashable, Sendable {
    public var view: String
    /// `width`, `height` or both, in that order.
    public var attributes: [String]
    public init(view: String, attributes: [String]) {
        self.view = view
        self.attributes = attributes
    }
}

extension SolveResult {
    /// Each frame with a negative width or height, in view order: a side is
    /// negative when it is below zero once rounded to 1e-6 as the JSON prints
    /// it (a solver's -1e-12 is zero).
    public var negative: [NegativeSize] {
        frames.compactMap { view, frame in
            let attributes = [("width", frame.width), ("height", frame.height)]
                .filter { jsonRounded($0.1) < 0 }.map(\.0)
            return attributes.isEmpty ? nil : NegativeSize(view: view, attributes: attributes)
        }
    }
}
