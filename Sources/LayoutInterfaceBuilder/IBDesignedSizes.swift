import LayoutCore
import LayoutDocument
import LayoutModel

/// Sizes Interface Builder gives views where UIKit's classes give none, or where the file
/// says otherwise (#33, 2.2 and 2.3): a plain view of a custom class (an `@IBDesignable`
/// one's size IB writes in `<designables>`, which the reader takes; another's IB draws at
/// its own placeholder), a label without text (IB draws it at a placeholder size), and an
/// image view whose image the file's resources size.
///
/// IB flags a view whose frame its constraints leave open (`ambiguous="YES"`, drawn in
/// orange) or whose frame is not where its constraints put it (`misplaced="YES"`). So
/// where IB flags neither and the constraints leave an axis of such a view open, IB had an
/// intrinsic size on that axis, and the stored frame holds it (docs/interface-builder.md,
/// "Sizes IB gives views without one").
///
/// Which axes the constraints leave open is what the model says: the screen is solved at
/// its design with those views given no intrinsic size, and an axis the solve reports
/// ambiguous is open. An axis the constraints fix keeps what it had (none for a custom
/// view, the empty text's for a label, the image's for an image view), so no frame moves
/// where IB's constraints already decide it.
enum IBDesignedSizes {
    /// A view whose size may be one only IB knows.
    struct Candidate {
        enum Kind {
            /// A plain view of this custom class.
            case customClass(String)
            /// A label without text.
            case emptyLabel
            /// An image view, with its image's size from the file's resources.
            case image(ImageSize)
        }
        /// Its place in the screen's views (and the reader's).
        var index: Int
        var frame: IBFrame
        var kind: Kind
    }

    /// The views of a screen that may have a size only IB knows: plain views of a custom
    /// class without subviews, labels without text and image views sized by the file's resources
    /// (`resourceImages`), with a stored frame, not marked misplaced or ambiguous (their
    /// stored frame is not where the constraints put them, #24.9), without a placeholder size
    /// (`placeholderIntrinsicWidth/Height` already say it) and not among the file's
    /// `<designables>` (IB wrote down the size it measured). The root is the request's.
    static func candidates(
        _ views: [IBView], specs: [ViewSpec], resourceImages: [Int: ImageSize], designables: Set<String>
    ) -> [Candidate] {
        views.indices.dropFirst().compactMap { index -> Candidate? in
            let view = views[index]
            let node = view.node
            guard let frame = view.frame, node.flag("misplaced") != true, node.flag("ambiguous") != true,
                  node["placeholderIntrinsicWidth"] == nil, node["placeholderIntrinsicHeight"] == nil,
                  !designables.contains(view.id) else { return nil }
            // A custom view with subviews takes its size from them: where the model finds it
            // open, its subviews' priorities tie (which IB does not flag), and IB's frame is one
            // of the tie's solutions, not a size of its own (wikipedia's grouped accessibility view).
            if view.kind == "view", let customClass = node["customClass"], node.child("subviews")?.children.isEmpty ?? true {
                return Candidate(index: index, frame: frame, kind: .customClass(customClass))
            }
            if view.kind == "label", specs[index].text?.isEmpty == true {
                return Candidate(index: index, frame: frame, kind: .emptyLabel)
            }
            if let image = resourceImages[index] {
                return Candidate(index: index, frame: frame, kind: .image(image))
            }
            return nil
        }
    }

    /// The axes of each candidate (by index) that the constraints leave open at the
    /// design `request`: the screen solved with the candidates given no intrinsic size
    /// (a label no text), and the widths and heights the solve reports ambiguous. Empty
    /// when the screen cannot be solved.
    static func openAxes(of candidates: [Candidate], in screen: Screen, request: SolveRequest) -> [Int: (width: Bool, height: Bool)] {
        guard !candidates.isEmpty else { return [:] }
        var probe = screen
        for candidate in candidates {
            probe.views[candidate.index].intrinsicSize = nil
            if case .emptyLabel = candidate.kind { probe.views[candidate.index].text = nil }
        }
        guard let result = try? LayoutEngine.solve(probe, standardSpacing: .apple, request: request) else { return [:] }
        let ambiguous = Dictionary(result.ambiguous.map { ($0.view, Set($0.attributes)) }, uniquingKeysWith: { $0.union($1) })
        var open: [Int: (width: Bool, height: Bool)] = [:]
        for candidate in candidates {
            guard let attributes = ambiguous[screen.views[candidate.index].name] else { continue }
            let axes = (width: attributes.contains("width"), height: attributes.contains("height"))
            if axes.width || axes.height { open[candidate.index] = axes }
        }
        return open
    }

    /// Gives each candidate IB's stored length on the axes the constraints leave open
    /// (`openAxes`; for an image view, only where its image's size does not already give IB's
    /// frame), and says so in a warning.
    /// Every other plain view of a custom class without a placeholder size is warned about
    /// as before: its intrinsic size, if its class has one, is unknown here.
    static func apply(
        to screen: inout Screen, views: [IBView], resourceImages: [Int: ImageSize], request: SolveRequest?,
        context: IBDocumentContext
    ) -> [InterfaceBuilderWarning] {
        let candidates = candidates(views, specs: screen.views, resourceImages: resourceImages,
                                    designables: Set(context.designables.keys))
        var open = request.map { openAxes(of: candidates, in: screen, request: $0) } ?? [:]
        if let request, !open.isEmpty {
            let unsized = try? LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            // An image view keeps its image's size where the design solve already gives IB's frame
            // with it: an axis left open only to an inequality (`trailing >= …`) is where IB
            // compressed the image, not where IB measured it otherwise.
            for candidate in candidates {
                guard case .image = candidate.kind, let axes = open[candidate.index] else { continue }
                let solved = unsized?.frame(of: screen.views[candidate.index].name)
                let differs = (width: solved.map { abs($0.width - candidate.frame.width) > 0.5 } ?? true,
                               height: solved.map { abs($0.height - candidate.frame.height) > 0.5 } ?? true)
                open[candidate.index] = (axes.width && differs.width, axes.height && differs.height)
            }
            // IB's sizes can tie with another view's priorities where the model breaks ties otherwise
            // (an empty label IB draws 50 high beside a label it compresses, at equal compression
            // resistance: LoopKit's header cells); a finding costs more than a frame, so then none
            // of the screen's sizes is taken.
            let sized = try? LayoutEngine.solve(sizing(screen, candidates, open: open), standardSpacing: .apple, request: request)
            if !IBDesignFindings.addsNone(sized, to: unsized) { open = [:] }
        }
        var warnings: [InterfaceBuilderWarning] = []
        for candidate in candidates {
            guard let axes = open[candidate.index] else { continue }
            var size = screen.views[candidate.index].intrinsicSize ?? IntrinsicSize()
            var taken: [String] = []
            if axes.width, size.width != candidate.frame.width {
                size.width = candidate.frame.width
                taken.append("width \(formatNumber(candidate.frame.width))")
            }
            if axes.height, size.height != candidate.frame.height {
                size.height = candidate.frame.height
                taken.append("height \(formatNumber(candidate.frame.height))")
            }
            guard !taken.isEmpty else { continue }
            screen.views[candidate.index].intrinsicSize = size
            let what: String
            switch candidate.kind {
            case .customClass(let name): what = "custom class '\(name)'"
            case .emptyLabel: what = "label without text"
            case .image(let image):
                what = "image view (its image is \(formatNumber(image.width)) × \(formatNumber(image.height)) in the resources)"
            }
            warnings.append(warning(views[candidate.index].node, context: context,
                                    "\(what): the stored \(taken.joined(separator: " and ")) taken as its intrinsic size "
                                    + "(the constraints leave it open and IB shows no ambiguity)"))
        }
        for index in views.indices.dropFirst() where open[index] == nil && views[index].kind == "view" {
            let node = views[index].node
            guard let customClass = node["customClass"], node["placeholderIntrinsicWidth"] == nil,
                  node["placeholderIntrinsicHeight"] == nil, context.designables[views[index].id] == nil else { continue }
            warnings.append(warning(node, context: context,
                                    "custom class '\(customClass)' may have an intrinsic size, which is unknown here; imported without one"))
        }
        return warnings
    }

    /// `screen` with each candidate given its stored length on its open axes.
    private static func sizing(_ screen: Screen, _ candidates: [Candidate], open: [Int: (width: Bool, height: Bool)]) -> Screen {
        var sized = screen
        for candidate in candidates {
            guard let axes = open[candidate.index] else { continue }
            var size = sized.views[candidate.index].intrinsicSize ?? IntrinsicSize()
            if axes.width { size.width = candidate.frame.width }
            if axes.height { size.height = candidate.frame.height }
            sized.views[candidate.index].intrinsicSize = size
        }
        return sized
    }

    private static func warning(_ node: XMLNode, context: IBDocumentContext, _ message: String) -> InterfaceBuilderWarning {
        InterfaceBuilderWarning(file: context.file, line: node.line, ibID: node["id"] ?? "?", message: message)
    }
}
