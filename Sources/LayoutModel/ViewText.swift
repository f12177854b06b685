import LayoutDocument
import LayoutText
import LayoutTranslation

/// What UIKit measures for a view that shows text: the text, its font and
/// lines, and the padding the view's class puts around the text box. A
/// view's intrinsic size is its text's size plus that padding (docs/text.md,
/// "Views with text").
package struct ViewText: Sendable {
    var text: String
    var font: TextFont
    /// 0: as many lines as the text needs.
    var numberOfLines: Int
    /// Between the view's edges and its text; a button's image, left of its title, is part of the left.
    var padding: EdgeInsets
    /// A button's image height: the text box is at least this high, with the title centred in it.
    var imageHeight: Double = 0
    /// A text that may shrink to fit its width, down to this fraction of its size.
    var minimumScaleFactor: Double?

    /// The intrinsic size Interface Builder stored, for a view imported from IB (it has an
    /// `ibID`): the text laid out by IB with the real font, at the default content size (`L`),
    /// in the development language. It holds for that text there only (`TextSizes.stored`).
    var storedSize: IntrinsicSize?
    /// For a view whose stored width is the width IB laid its wrapping text out at
    /// (`ViewSpec.layoutWidth`): that width (`TextSizes.firstPassWidths`).
    var layoutWidth: Double?

    /// Whether the text wraps to the width it is given (UILabel's two-pass layout); `ViewSpec.wrapsText`.
    var wraps: Bool { numberOfLines != 1 }
    /// Whether the view is one line high when its text is empty (text fields and
    /// text views; a label with no text has no size).
    var keepsOneLine = false

    /// The text a view shows, or nil when it shows none that can be measured.
    /// A label's text, a button's title, a text field's text (else its
    /// placeholder) and a non-scrolling text view's text; any other kind
    /// that carries `text` is measured as a label.
    init?(_ view: ViewSpec) {
        let kind = view.kind ?? "view"
        switch kind {
        case "textField":
            guard let shown = view.text.flatMap({ $0.isEmpty ? nil : $0 }) ?? view.placeholder ?? view.text else {
                return nil
            }
            text = shown
        case "textView":
            guard !view.scrollEnabled, let shown = view.text else { return nil }
            text = shown
        default:
            guard let shown = view.text else { return nil }
            text = shown
        }
        font = Self.font(view.font ?? .systemDefault)
        storedSize = view.ibID == nil ? nil : view.intrinsicSize
        if let width = view.layoutWidth {
            layoutWidth = width
            storedSize?.width = nil
        }
        minimumScaleFactor = view.minimumScaleFactor
        switch kind {
        case "button":
            numberOfLines = view.numberOfLines ?? 1
            if let image = view.imageSize {
                // UIKit lays the image out left of the title and sizes the button by both:
                // the image's width plus the title's, the taller of the two, plus
                // `contentEdgeInsets` (the title-only button's 6 points above and below do
                // not apply: GitHawk's 14-pt "PAT" beside a 14-pt image is 17 high in IB).
                var insets = view.contentInsets ?? (view.buttonConfiguration == nil ? .zero : Self.configurationButtonPadding)
                insets.left += image.width
                padding = insets
                imageHeight = image.height
            } else {
                padding = view.contentInsets ?? (view.buttonConfiguration == nil
                    ? Self.classicButtonPadding : Self.configurationButtonPadding)
            }
        case "textField":
            numberOfLines = 1
            padding = Self.textFieldPadding(view.borderStyle ?? .none)
            keepsOneLine = true
        case "textView":
            numberOfLines = view.numberOfLines ?? 0
            padding = Self.textViewPadding
            keepsOneLine = true
        default:
            numberOfLines = view.numberOfLines ?? 1
            padding = .zero
        }
    }

    /// The view's intrinsic size for a measurement of its text: the text's size plus the
    /// padding. An empty text field or text view is one line high (the line its caret
    /// sits on), rounded up to the pixel grid as a measured line is; an empty label is 0 by 0.
    func intrinsicSize(_ measurement: TextMeasurement, scale: Double) -> (width: Double, height: Double) {
        var height = measurement.height
        if measurement.lineCount == 0, keepsOneLine {
            let pixels = scale.isFinite && scale >= 1 ? scale : 1
            height = (measurement.lineHeight * pixels - 1e-6).rounded(.up) / pixels
        }
        return (measurement.width + padding.left + padding.right, max(height, imageHeight) + padding.top + padding.bottom)
    }

    /// How far a button's title sits below the top of its text box (and above its bottom):
    /// centred beside a taller image; 0 otherwise.
    func titleOffset(_ measurement: TextMeasurement) -> Double {
        max(0, (imageHeight - measurement.height) / 2)
    }

    /// The intrinsic size UIKit gives `view` from its text laid out on one line (each
    /// paragraph on its own), with the built-in fonts only: a named font measures as the
    /// system font at its size. Nil when the view shows no text that can be measured.
    /// For importers, which compare it with a size stored by another tool.
    package static func oneLineIntrinsicSize(of view: ViewSpec, scale: Double) -> (width: Double, height: Double)? {
        guard let text = ViewText(view) else { return nil }
        let measured = TextMeasurer().measure(text.text, font: text.font, numberOfLines: text.numberOfLines,
                                              width: nil, scale: scale)
        return text.intrinsicSize(measured, scale: scale)
    }

    /// A classic `UIButton` (`contentEdgeInsets` zero): its title label's size
    /// plus 6 points above and below, which gives the 30-point height of a
    /// system button with a 15-point title (17.9 rounded to 18, plus 12).
    static let classicButtonPadding = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// `UIButton.Configuration`'s default `contentInsets` for the medium size:
    /// 7 points above and below, 12 on each side.
    static let configurationButtonPadding = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    /// A non-scrolling `UITextView`: `textContainerInset` of 8 above and below and
    /// the text container's `lineFragmentPadding` of 5 on each side.
    static let textViewPadding = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    /// `UITextField`'s text rectangle inside its border: a rounded rectangle keeps
    /// 7 points on each side and 8.5 above and below (34 points high with a 14-point
    /// font, as Interface Builder draws it); a line or bezel border 4 points; no border none.
    static func textFieldPadding(_ style: TextBorderStyle) -> EdgeInsets {
        switch style {
        case .none: return .zero
        case .line, .bezel: return EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        case .roundedRect: return EdgeInsets(top: 8.5, left: 7, bottom: 8.5, right: 7)
        }
    }

    /// The measuring font of a document's font; an unknown style or weight
    /// (which the validator refuses before anything is stored) reads as body or regular.
    static func font(_ spec: FontSpec) -> TextFont {
        switch spec {
        case .textStyle(let style): return .textStyle(TextStyle(rawValue: style) ?? .body)
        case .system(let size, let weight, let italic):
            return .system(size: size, weight: weight.flatMap(FontWeight.init(rawValue:)) ?? .regular, italic: italic)
        case .named(let name, let size): return .named(name, size: size)
        }
    }
}

/// The text views of one selection and how they measure under one request:
/// the content size, the pixel scale and the named fonts the store holds.
struct TextSizes: Sendable {
    /// Present views that show text, by view index.
    let views: [Int: ViewText]
    let measurer: TextMeasurer
    let contentSize: ContentSizeCategory
    let scale: Double
    /// Each text as the first pass lays it out, measured once for its size and its baselines: on one
    /// line, or wrapped at its `firstPassWidths` width.
    private let oneLine: [Int: TextMeasurement]
    /// Per view imported from Interface Builder whose text wraps and that IB stored narrower than its
    /// text on one line (its `intrinsicSize` width, `ViewText.storedSize`): that width, the view's
    /// frame as UIKit loads it from the file. The first pass wraps the text there, as UIKit's
    /// automatic `preferredMaxLayoutWidth` takes the label's width before layout; the second pass,
    /// at the width the view got (docs/text.md, "Text in the layout").
    let firstPassWidths: [Int: Double]

    /// Per view imported from Interface Builder with a size IB stored (`ViewText.storedSize`),
    /// the intrinsic size it has under this request, per axis (docs/text.md, "Sizes Interface
    /// Builder stored"): IB's at the default content size; scaled by what the text measures at
    /// the request's content size against what it measures at `L` at any other (unchanged
    /// where the two agree, as for a font of fixed size); none (the text is measured) under a
    /// pseudolanguage that changes the text, which IB never laid out. A view's own
    /// `intrinsicSize` without an `ibID` is not here: it wins at every size and language.
    let stored: [Int: IntrinsicSize]

    init(_ selection: ScreenSelection, request: SolveRequest, measurer: TextMeasurer) {
        var views: [Int: ViewText] = [:]
        let screen = selection.structure.screen
        for view in selection.structure.names.indices where selection.present[view] && !selection.setAside[view] {
            if var text = ViewText(screen.views[view]) {
                // Xcode's pseudolanguages transform the development language's text.
                // IB's stored size was the untransformed text's: the transformed one is measured.
                if let pseudolanguage = request.language?.pseudolanguage {
                    let transformed = pseudolanguage.transform(text.text)
                    if transformed != text.text {
                        text.text = transformed
                        if text.storedSize != nil { text.storedSize = IntrinsicSize() }
                        // The width UIKit loads the view at is the same in every language.
                    }
                }
                views[view] = text
            }
        }
        // A wrapping text's stored width is where its first pass wraps it, not an intrinsic width.
        self.firstPassWidths = views.compactMapValues(\.layoutWidth)
        self.views = views
        self.measurer = measurer
        let contentSize = request.contentSize ?? .L
        let scale = request.displayScale
        self.contentSize = contentSize
        self.scale = scale
        var oneLine: [Int: TextMeasurement] = [:]
        for (view, text) in views {
            // IB fitted its lines in that width with the real font: measured, a line may come out wider by
            // the measurement's error (`ModelSolver.widthError`), which must not wrap it once more.
            let width = firstPassWidths[view].map {
                max(0, $0 + ModelSolver.widthError($0) - text.padding.left - text.padding.right)
            }
            oneLine[view] = measurer.measure(text.text, font: text.font, contentSize: contentSize,
                                             numberOfLines: text.numberOfLines, width: width, scale: scale)
        }
        self.oneLine = oneLine
        var stored: [Int: IntrinsicSize] = [:]
        for (view, text) in views {
            guard let size = text.storedSize, let measured = oneLine[view] else { continue }
            guard contentSize != .L, size.width != nil || size.height != nil else { stored[view] = size; continue }
            let atDefault = measurer.measure(text.text, font: text.font, contentSize: .L,
                                             numberOfLines: text.numberOfLines, width: nil, scale: scale)
            stored[view] = Self.scaled(size, text: text, measured: text.intrinsicSize(measured, scale: scale),
                                       atDefault: text.intrinsicSize(atDefault, scale: scale), scale: scale)
        }
        self.stored = stored
    }

    /// IB's stored size at another content size: per axis, its text part (the size less the view's
    /// padding) times what the text measures now over what it measures at `L`, rounded up to the
    /// pixel grid as `intrinsicContentSize` is; the padding added back. An axis whose measurement
    /// did not change (a font of fixed size, which Dynamic Type does not scale) keeps IB's number
    /// exactly, and so does one whose text measures nothing at `L` (nothing to scale by).
    static func scaled(
        _ size: IntrinsicSize, text: ViewText, measured: (width: Double, height: Double),
        atDefault: (width: Double, height: Double), scale: Double
    ) -> IntrinsicSize {
        let pixels = scale.isFinite && scale >= 1 ? scale : 1
        func axis(_ stored: Double?, _ now: Double, _ before: Double, _ padding: Double) -> Double? {
            guard let stored, now != before, before - padding > 0 else { return stored }
            let text = max(0, stored - padding) * (now - padding) / (before - padding)
            return (text * pixels - 1e-6).rounded(.up) / pixels + padding
        }
        let padding = text.padding
        return IntrinsicSize(width: axis(size.width, measured.width, atDefault.width, padding.left + padding.right),
                             height: axis(size.height, measured.height, atDefault.height, padding.top + padding.bottom))
    }

    /// The intrinsic size `view` is given under this request: IB's stored size as `stored` has it,
    /// else the view's own `intrinsicSize` (`own`).
    func given(_ view: Int, own: IntrinsicSize?) -> IntrinsicSize? {
        var own = own
        // A wrapping text's stored width is its first pass's wrapping width (`firstPassWidths`), not a size.
        if firstPassWidths[view] != nil { own?.width = nil }
        guard own != nil, let size = stored[view] else { return own?.height == nil && own?.width == nil ? nil : own }
        return size.width == nil && size.height == nil ? nil : size
    }

    /// The view's text laid out in a text box `width` wide (nil: the first pass, on one line or at
    /// its `firstPassWidths` width).
    func measure(_ view: Int, textWidth width: Double?) -> TextMeasurement? {
        guard let width else { return oneLine[view] }
        guard let text = views[view] else { return nil }
        return measurer.measure(text.text, font: text.font, contentSize: contentSize,
                                numberOfLines: text.numberOfLines, width: width, scale: scale)
    }

    /// The view's intrinsic size for a measurement: the text's size plus the view's padding.
    func intrinsicSize(_ view: Int, _ measurement: TextMeasurement) -> (width: Double, height: Double) {
        views[view]?.intrinsicSize(measurement, scale: scale) ?? (measurement.width, measurement.height)
    }

    /// Where the view's first and last baselines sit, from the font's ascender and
    /// descender and the view's padding.
    func baselines(_ view: Int, _ measurement: TextMeasurement) -> Baselines {
        let padding = views[view]?.padding ?? .zero
        let offset = views[view]?.titleOffset(measurement) ?? 0
        return Baselines(firstFromTop: padding.top + offset + measurement.firstBaseline,
                         lastFromBottom: padding.bottom + offset + measurement.lastBaselineFromBottom)
    }
}
