import ArgumentParser
import LayoutDocument

/// `--text`, `--text-key`, `--font`, `--lines` and `--image-size` of `view add` and `view set`.
struct TextOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Its text: a label's text, a button's title, a text field's or text view's text.",
                               valueName: "text"))
    var text: String?
    @Option(help: ArgumentHelp("The key of its text in a string catalog.", valueName: "key"),
            transform: { text throws(ValidationError) in
                guard !text.isEmpty else { throw ValidationError("a text key must not be empty") }
                return text
            })
    var textKey: String?
    @Option(help: ArgumentHelp("""
        Its font: a text style (body, headline, …), a size with an optional weight and 'italic' \
        (17, '17 semibold', '17 bold italic'), or a PostScript name and a size ('AvenirNext-Regular 22'); \
        'default' for the system font at 17 points.
        """, valueName: "font"),
            transform: { text throws(ValidationError) in try FontArgument(parsing: text) })
    var font: FontArgument?
    @Option(help: ArgumentHelp("Its number of lines: 1 by default, 0 for as many as the text needs.", valueName: "n"),
            transform: { text throws(ValidationError) in
                guard let lines = Int(text.trimmingSpaces), lines >= 0 else {
                    throw ValidationError("a number of lines is a whole number, 0 (as many as the text needs) or more")
                }
                return lines
            })
    var lines: Int?
    @Option(help: ArgumentHelp("A button's image size in points (24x24), left of its title; 'none' for no image.",
                               valueName: "WxH"),
            transform: { text throws(ValidationError) in try ImageSizeArgument(parsing: text) })
    var imageSize: ImageSizeArgument?

    /// Whether any of the options was given.
    var isEmpty: Bool { text == nil && textKey == nil && font == nil && lines == nil && imageSize == nil }

    /// Sets what was given on `view`.
    func apply(to view: inout ViewSpec) {
        if let text { view.text = text }
        if let textKey { view.textKey = textKey }
        if let font { view.font = font.font }
        if let lines { view.numberOfLines = lines == 1 && view.numberOfLines == nil ? nil : lines }
        if let imageSize { view.imageSize = imageSize.size }
    }
}

/// `--image-size WxH`: an image's size, both sides positive finite points; `none` for no image.
struct ImageSizeArgument: Equatable {
    /// nil for `none`.
    var size: ImageSize?

    init(parsing text: String) throws(ValidationError) {
        if text.trimmingSpaces.lowercased() == "none" {
            size = nil
            return
        }
        let parsed = try SizeArgument(parsing: text)
        guard let width = parsed.width, let height = parsed.height else {
            throw ValidationError("an image size is WIDTHxHEIGHT in points such as 24x24 ('auto' is for intrinsic sizes)")
        }
        size = ImageSize(width: width, height: height)
    }
}

/// `--font FONT`: a font, or `default` for none (the system font, 17 points).
struct FontArgument: Equatable {
    /// nil for `default`.
    var font: FontSpec?

    init(parsing text: String) throws(ValidationError) {
        if text.trimmingSpaces == "default" {
            font = nil
            return
        }
        do {
            font = try FontSpec(parsing: text)
        } catch {
            throw ValidationError(error.message)
        }
    }
}
