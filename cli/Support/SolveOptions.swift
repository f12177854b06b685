import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel

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

    @Option(help: "ltr or rtl: how leading and trailing map to left and right (default: the screen's).")
    var direction: DirectionArgument?

    /// The device named by `--device`, or a "did you mean" error.
    func resolvedDevice() throws(CLIError) -> Device? {
        guard let device else { return nil }
        return try SolveOptions.device(named: device)
    }

    /// The catalogue's device that `name` names (see `DeviceCatalog.lookup`),
    /// or an error listing the candidates or suggesting the closest name.
    static func device(named name: String) throws(CLIError) -> Device {
        switch DeviceCatalog.lookup(name) {
        case .found(let found):
            return found
        case .ambiguous(let candidates):
            throw CLIError("device '\(name)' matches \(candidates.count) devices: "
                           + candidates.map { "'\($0.name)'" }.joined(separator: ", ") + "; name one of them")
        case .notFound(let suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            throw CLIError("unknown device '\(name)'\(hint); 'layout devices' lists them")
        }
    }

    /// The request these flags describe. A device gives the size (in the
    /// requested orientation, portrait by default), size classes and safe
    /// area; explicit flags override each.
    func request() throws(CLIError) -> SolveRequest { try request(design: nil) }

    /// The request, where a screen imported from Interface Builder solved
    /// without `--size` or `--device` takes its design size, size classes and safe area.
    func request(design screen: Screen?) throws(CLIError) -> SolveRequest {
        var request: SolveRequest
        if size == nil, device == nil, let screen, let design = IBDesign.defaultRequest(for: screen) {
            request = design
            if let orientation { request.orientation = orientation }
            return try finish(request)
        }
        if let device = try resolvedDevice() {
            let orientation = orientation ?? size.map { size in
                if let width = size.width, let height = size.height, width > height { return .landscape }
                return .portrait
            } ?? .portrait
            request = device.request(orientation)
            if let size {
                request.width = size.width
                request.height = size.height
            }
        } else {
            guard let size else {
                throw CLIError("give the size with --size WxH (such as 375x667), or a device with --device NAME",
                               exitCode: 64)
            }
            request = SolveRequest(width: size.width, height: size.height, orientation: orientation)
        }
        return try finish(request)
    }

    /// Applies the flags that refine any request: size classes, content, guides, direction.
    private func finish(_ base: SolveRequest) throws(CLIError) -> SolveRequest {
        var request = base
        if let widthClass { request.widthClass = widthClass }
        if let heightClass { request.heightClass = heightClass }
        for pair in content {
            // Conditions compare numbers by their canonical text: `3.0` means `3`.
            request.content[pair.key] = Double(pair.value).map(formatNumber) ?? pair.value
        }
        if let safeArea { request.safeArea = safeArea }
        if let keyboard {
            if let height = request.height, keyboard > height {
                throw CLIError("the keyboard (\(formatNumber(keyboard)) points) is taller than the screen "
                               + "(\(formatNumber(height)) points)", exitCode: 64)
            }
            request.keyboardHeight = keyboard
        }
        if let direction { request.layoutDirection = direction.layoutDirection }
        return request
    }

    /// Checks `--content` against the conditions of `screens` (the states of
    /// one screen): unknown keys and traits given as content stop the command,
    /// values no condition mentions are warnings.
    func checkContent(against screens: [Screen], name: String) throws(CLIError) {
        guard !content.isEmpty else { return }
        var values: [String: String] = [:]
        for pair in content { values[pair.key] = Double(pair.value).map(formatNumber) ?? pair.value }
        try report(ContentVocabulary(screens, name: name).check(content: values))
    }
}
