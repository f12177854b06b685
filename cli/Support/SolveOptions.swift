import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import LayoutTranslation

/// The flags that describe a solve request, shared by solve, explain and replay.
struct SolveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The root's size in points; 'auto' leaves a side to the content (320xauto).",
                               valueName: "WxH"),
            transform: { text throws(ValidationError) in try SizeArgument(parsing: text) })
    var size: SizeArgument?

    @Option(help: ArgumentHelp("A device of 'layout devices': its size, size classes and safe area.",
                               valueName: "name"))
    var device: String?

    @Option(help: "portrait or landscape (default: from the size).")
    var orientation: Orientation?

    @Option(name: .customLong("width-class"), help: "compact or regular (default: from the device or size).")
    var widthClass: SizeClass?

    @Option(name: .customLong("height-class"), help: "compact or regular (default: from the device or size).")
    var heightClass: SizeClass?

    @Option(help: ArgumentHelp("A content value the screen's conditions test, such as images=3 (repeatable).",
                               valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var content: [KeyValue] = []

    @Option(name: .customLong("safe-area"), help: ArgumentHelp(
        "Insets of the safeArea guide (default: the device's, else 0).", valueName: "top,left,bottom,right"),
            transform: { text throws(ValidationError) in try parseInsets(text) })
    var safeArea: EdgeInsets?

    @Option(help: ArgumentHelp("Height of the keyboard guide at the bottom.", valueName: "height"),
            transform: { text throws(ValidationError) in try parseKeyboardHeight(text) })
    var keyboard: Double?

    @Option(name: .customLong("container-width"), help: ArgumentHelp(
        "The width of the table a cell screen sits in: its content view's side margins follow it "
            + "(default: the device's width with --device, else the screen's design, else the root's).",
        valueName: "width"),
            transform: { text throws(ValidationError) in try parseContainerWidth(text) })
    var containerWidth: Double?

    @Option(help: ArgumentHelp("legacy or current: lay a table cell out as iOS 10 (Xcode 5-8) or today's UIKit "
                               + "(default: the screen's design era without --size or --device, else current)."))
    var era: LayoutEra?

    @Option(help: "ltr or rtl: how leading and trailing map to left and right (default: the screen's).")
    var direction: DirectionArgument?

    @Option(name: .customLong("content-size"),
            help: "The Dynamic Type size text is measured at: XS, S, M, L (default), XL, XXL, XXXL, AX1 ... AX5.")
    var contentSize: ContentSizeCategory?

    @Option(help: ArgumentHelp("The language laid out in: its stored translations, right to left for ar, he, fa, ur; "
                               + "or a pseudolanguage: double-length, accented, bounded, right-to-left "
                               + "(default: the development language).", valueName: "code"),
            transform: { text throws(ValidationError) in try parseLanguage(text) })
    var language: Language?

    /// The flags as plain values, for the code shared with `layout solve`'s
    /// quick path (QuickSolve), which does not go through ArgumentParser.
    var flags: SolveFlags {
        SolveFlags(size: size, device: device, orientation: orientation, widthClass: widthClass,
                   heightClass: heightClass, content: content, safeArea: safeArea, keyboard: keyboard,
                   direction: direction, contentSize: contentSize, language: language, containerWidth: containerWidth,
                   era: era)
    }

    /// The device named by `--device`, or a "did you mean" error.
    func resolvedDevice() throws(CLIError) -> Device? { try flags.resolvedDevice() }

    /// The catalogue's device that `name` names, or an error listing the candidates or suggesting the closest name.
    static func device(named name: String) throws(CLIError) -> Device { try SolveFlags.device(named: name) }

    /// The request these flags describe (see `SolveFlags.request(design:)`).
    func request() throws(CLIError) -> SolveRequest { try flags.request(design: nil) }

    /// The request, where a screen imported from Interface Builder solved
    /// without `--size` or `--device` takes its design size, size classes and safe area,
    /// and one on a device is laid out as every command lays it out there (`Device.layoutRequest`).
    func request(design screen: Screen?) throws(CLIError) -> SolveRequest {
        try flags.request(design: screen)
    }

    /// Checks `--content` against the conditions of `screens` (see `SolveFlags.checkContent`).
    func checkContent(against screens: [Screen], name: String) throws(CLIError) {
        try flags.checkContent(against: screens, name: name)
    }
}
