import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// Solved screens drawn as SVG: every view a labelled box inside its
/// superview, hidden views dashed, views in a conflict (red) or ambiguous
/// (orange) highlighted and explained in a legend under the screen, the
/// safe area and the keyboard shaded. Labels never overlap nor leave the
/// picture (`LabelPlacement`).
public enum LayoutPicture {
    /// One screen, its solved frames, and the guides of the request it was solved for.
    public struct Panel: Sendable {
        public var screen: Screen
        public var result: SolveResult
        /// The request's safe-area insets, shaded outside the safe area.
        public var safeArea: EdgeInsets
        /// The request's keyboard height, drawn as the keyboard at the bottom.
        public var keyboardHeight: Double
        /// Whether a title line (screen, size, traits, content) sits above the screen.
        public var showsTitle: Bool
        /// The request the texts are drawn under: its content size, language and direction.
        public var request: SolveRequest
        /// Measures the texts as the solve did (the store's named fonts).
        public var measurer: TextMeasurer

        /// A panel whose texts are drawn at the result's content size and in its language.
        public init(screen: Screen, result: SolveResult, safeArea: EdgeInsets = .zero,
                    keyboardHeight: Double = 0, showsTitle: Bool = true) {
            self.screen = screen
            self.result = result
            self.safeArea = safeArea
            self.keyboardHeight = keyboardHeight
            self.showsTitle = showsTitle
            request = SolveRequest(width: result.width, height: result.height, safeArea: safeArea,
                                   keyboardHeight: keyboardHeight,
                                   contentSize: result.contentSize.flatMap(ContentSizeCategory.init(rawValue:)))
            request.language = result.language.flatMap(Language.init)
            measurer = TextMeasurer()
        }

        /// A panel for a result solved under `request` (its safe area and keyboard are drawn, its
        /// texts measured at its content size, in its language and direction, with `measurer`).
        public init(screen: Screen, result: SolveResult, request: SolveRequest, showsTitle: Bool = true,
                    measurer: TextMeasurer = TextMeasurer()) {
            self.init(screen: screen, result: result, safeArea: request.safeArea,
                      keyboardHeight: request.keyboardHeight, showsTitle: showsTitle)
            self.request = request
            self.measurer = measurer
        }
    }

    /// A picture of one solved screen.
    public static func svg(screen: Screen, result: SolveResult) -> String {
        svg([Panel(screen: screen, result: result)])
    }

    /// Several solved screens side by side in one picture.
    public static func svg(_ panels: [Panel]) -> String {
        let layouts = panels.map(PanelLayout.init)
        let gap = 40.0
        let width = max(200, layouts.reduce(0) { $0 + $1.width } + gap * Double(max(0, layouts.count - 1)) + 2 * margin)
        let height = max(100, (layouts.map(\.height).max() ?? 0) + 2 * margin)
        var svg = SVGText()
        svg.line(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width * 2))" height="\#(number(height * 2))" "#
                 + #"viewBox="0 0 \#(number(width)) \#(number(height))" font-family="Helvetica, Arial, sans-serif">"#)
        svg.line(##"<rect x="0" y="0" width="\##(number(width))" height="\##(number(height))" fill="#ffffff"/>"##)
        var x = margin
        for layout in layouts {
            layout.draw(into: &svg, x: x, y: margin)
            x += layout.width + gap
        }
        svg.line("</svg>")
        return svg.text
    }

    /// One panel as an `<svg class="layout-picture">` styled by `stylesheet`,
    /// for pages that hold many pictures (the HTML report): no background, no
    /// outer margin beyond `inset`, the same look as `svg` with fewer bytes.
    package static func panelSVG(_ panel: Panel, inset: Double = 4) -> String {
        let layout = PanelLayout(panel)
        let width = layout.width + 2 * inset, height = layout.height + 2 * inset
        var svg = SVGText()
        svg.line(#"<svg xmlns="http://www.w3.org/2000/svg" class="layout-picture" viewBox="0 0 \#(number(width)) \#(number(height))">"#)
        layout.draw(into: &svg, x: inset, y: inset, paint: .classes)
        svg.line("</svg>")
        return svg.text
    }

    /// The CSS that styles `panelSVG` pictures as `svg` draws them.
    package static var stylesheet: String { PanelLayout.stylesheet }

    static let margin = 16.0
}
