import LayoutCore

extension ViewSpec {
    /// Whether the view's text wraps to the width it is given: a `numberOfLines` other than 1
    /// (a text view's default is 0, any other kind's 1).
    public var wrapsText: Bool { (numberOfLines ?? (kind == "textView" ? 0 : 1)) != 1 }

    /// The width Interface Builder laid the view's wrapping text out at, for a label or text view
    /// imported from IB (it has an `ibID`) whose text wraps and whose `intrinsicSize` gives a width
    /// and no height: the importer writes it so when IB wrapped the text narrower than one line. It is
    /// no size: UIKit loads the view at that width, and its first layout pass wraps the text there
    /// (the label's automatic `preferredMaxLayoutWidth`), in every language (docs/interface-builder.md,
    /// "Text: measured or stored"). Nil for any other view.
    public var layoutWidth: Double? {
        guard ibID != nil, wrapsText, kind == "label" || kind == "textView", let size = intrinsicSize,
              size.height == nil else { return nil }
        return size.width
    }

    /// Whether the view carries any text property (text, font, lines, …).
    public var hasTextProperties: Bool {
        text != nil || textKey != nil || placeholder != nil || font != nil || numberOfLines != nil
            || lineBreakMode != nil || minimumScaleFactor != nil || borderStyle != nil
            || buttonConfiguration != nil || contentInsets != nil || imageSize != nil || !scrollEnabled
    }

    /// What is wrong with the view's text properties, as (document field,
    /// message) pairs in the fields' order; empty when nothing is. The one
    /// rule for the decoder (which points at the field) and the validator.
    public var textProblems: [(field: String, message: String)] {
        var problems: [(String, String)] = []
        if let textKey, textKey.isEmpty { problems.append(("textKey", "field 'textKey' must not be empty")) }
        if let problem = font?.problem { problems.append(("font", problem)) }
        if let numberOfLines, let problem = Self.numberOfLinesProblem(numberOfLines) {
            problems.append(("numberOfLines", problem))
        }
        if let minimumScaleFactor, let problem = Self.minimumScaleFactorProblem(minimumScaleFactor) {
            problems.append(("minimumScaleFactor", problem))
        }
        if let insets = contentInsets,
           let problem = [insets.top, insets.left, insets.bottom, insets.right].lazy
               .compactMap({ DocumentNumbers.problem($0, field: "contentInsets") }).first {
            problems.append(("contentInsets", problem))
        }
        if let imageSize, let problem = Self.imageSizeProblem(imageSize, kind: kind) {
            problems.append(("imageSize", problem))
        }
        return problems
    }

    /// Why `lines` cannot be a `numberOfLines`: it must be 0 (as many as
    /// needed) or more.
    public static func numberOfLinesProblem(_ lines: Int) -> String? {
        lines >= 0 ? nil : "numberOfLines \(lines) must be 0 (as many lines as the text needs) or more"
    }

    /// Why `size` cannot be the `imageSize` of a view of `kind`: only a button has one
    /// (the image beside its title), and its sides are finite numbers above 0.
    public static func imageSizeProblem(_ size: ImageSize, kind: String?) -> String? {
        guard kind == "button" else {
            return "field 'imageSize' is for buttons (the image beside the title), and this view is a "
                + "\(kind ?? "view"); make it one with kind 'button'"
        }
        for side in [size.width, size.height] where !(side.isFinite && side > 0 && side <= DocumentNumbers.limit) {
            return "field 'imageSize' must hold finite numbers above 0 (points), found \(formatNumber(side))"
        }
        return nil
    }

    /// Why `factor` cannot be a `minimumScaleFactor`: a fraction of the font size, 0...1.
    public static func minimumScaleFactorProblem(_ factor: Double) -> String? {
        factor.isFinite && factor >= 0 && factor <= 1
            ? nil : "minimumScaleFactor \(formatNumber(factor)) must be a number in 0...1"
    }
}
