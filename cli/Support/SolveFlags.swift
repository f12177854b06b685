import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import LayoutTranslation

/// The solve-request flags of `SolveOptions` as plain values: what they mean,
/// without ArgumentParser, so that `layout solve`'s quick path (QuickSolve)
/// builds exactly the request the parsed command builds.
struct SolveFlags {
    var size: SizeArgument?
    var device: String?
    var orientation: Orientation?
    var widthClass: SizeClass?
    var heightClass: SizeClass?
    var content: [KeyValue] = []
    var safeArea: EdgeInsets?
    var keyboard: Double?
    var direction: DirectionArgument?
    var contentSize: ContentSizeCategory?
    var language: Language?
    /// `--container-width`: the width of a cell's table.
    var containerWidth: Double?
    /// `--era`: the UIKit generation to lay out as.
    var era: LayoutEra? = nil

    /// The device named by `--device`, or a "did you mean" error.
    func resolvedDevice() throws(CLIError) -> Device? {
        guard let device else { return nil }
        return try SolveFlags.device(named: device)
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
    /// With `--device` (and no `--size`), the screen is laid out as every command lays it
    /// out on a device (`Device.layoutRequest`: a freeform design's size on the device, a
    /// cell's accessory, a self-sizing screen's content height).
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
            if size == nil, let screen {
                request = device.layoutRequest(orientation, screen: screen, era: era)
            } else {
                request = device.request(orientation)
            }
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
        if let contentSize { request.contentSize = contentSize }
        if let language { request.language = language }
        if let containerWidth { request.containerWidth = containerWidth }
        if let era { request.era = era }
        return request
    }

    /// Checks `--content` against the conditions of `screens` (the states of
    /// one screen): unknown keys and traits given as content stop the command,
    /// values no condition mentions and keys not given are warnings.
    func checkContent(against screens: [Screen], name: String) throws(CLIError) {
        try report(contentFindings(against: screens, name: name))
    }

    /// What `checkContent` reports, unprinted.
    func contentFindings(against screens: [Screen], name: String) -> [ContentVocabulary.Finding] {
        contentFindings(against: ContentVocabulary(screens, name: name))
    }

    /// The findings on the given content, then a warning per content key the
    /// conditions mention and the request does not give.
    func contentFindings(against vocabulary: ContentVocabulary) -> [ContentVocabulary.Finding] {
        var values: [String: String] = [:]
        for pair in content { values[pair.key] = Double(pair.value).map(formatNumber) ?? pair.value }
        let findings = vocabulary.check(content: values)
        // A command that stops on an error says only that.
        return findings.contains(where: \.isError) ? findings : findings + vocabulary.missing(content: values)
    }
}
