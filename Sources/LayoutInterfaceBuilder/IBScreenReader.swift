import LayoutCore
import LayoutDocument

/// A frame as IB stores it (`<rect key="frame">`), in the superview's coordinates.
public struct IBFrame: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One view of a screen being read: its element, id, derived name and superview.
struct IBView {
    var node: XMLNode
    var id: String
    var name: String
    var superview: Int?
    var frame: IBFrame?
    var kind: String
}

/// What a constraint item stands for in this screen.
enum IBItem {
    case view(Int)
    /// The root's safe area (`safeArea` guide, top/bottom layout guides' inner edges).
    case safeArea
    /// The root's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`, iOS 15's
    /// `view.keyboardLayoutGuide`): the screen's `keyboard` guide.
    case keyboard
    /// A top or bottom layout guide (Xcode 5–8).
    case topLayoutGuide, bottomLayoutGuide
    /// A view's own guide that this model approximates by something else (`key` says which).
    case viewGuide(Int, key: String)
    /// A scroll view's content or frame layout guide (`scroll.contentLayoutGuide`).
    case scrollGuide(Int, ScrollGuide)
}

/// Reads one screen: a root view element and everything inside it.
struct IBScreenReader {
    let context: IBDocumentContext
    let rootNode: XMLNode
    /// The view controller's top and bottom layout guide ids (Xcode 5–8).
    let topGuide: String?
    let bottomGuide: String?
    /// The root's margins rule (a view controller's view, a table cell's content view).
    let rootMarginsRule: LayoutMarginsRule?
    /// The root's margins when IB gives it fixed ones in place of a rule.
    let rootLayoutMargins: EdgeInsets?
    /// The cell's standard style, when the root is a standard-style cell's content view.
    let standardCell: IBStandardCell?
    /// The cell whose content view is the root: it may hold constraints too (#24.2),
    /// and a constraint naming it is about its content view.
    let cell: XMLNode?
    /// How much shorter than stored a table cell's content view is: the separator
    /// below it (`IBFileReader.separatorHeight`, #32.1.6).
    let rootSeparator: Double

    private(set) var views: [IBView] = []
    private(set) var index: [String: Int] = [:]
    private(set) var guides: [String: IBItem] = [:]
    var masks = InstallMasks()
    var warnings: [InterfaceBuilderWarning] = []
    var screen: Screen
    /// Entry ids taken so far.
    var entryIDs: Set<String> = []
    /// The line of the element each entry comes from, for errors.
    var entryLines: [String: Int] = [:]
    var metricNames = IBNaming()
    /// Views referenced by a constraint (they are laid out by Auto Layout).
    var constrained: Set<Int> = []
    /// The image views (by position) whose intrinsic size is their image's, from the file's resources.
    var resourceImages: [Int: ImageSize] = [:]
    /// How many built-in views of a standard-style cell were laid out by its style.
    var standardCellViewsLaidOut = 0

    init(context: IBDocumentContext, name: String, root: XMLNode, topGuide: String? = nil, bottomGuide: String? = nil,
         rootMarginsRule: LayoutMarginsRule?, rootLayoutMargins: EdgeInsets? = nil, standardCell: IBStandardCell? = nil,
         cell: XMLNode? = nil, rootSeparator: Double = 0) {
        self.context = context
        self.cell = cell
        self.rootSeparator = rootSeparator
        self.rootLayoutMargins = rootLayoutMargins
        self.standardCell = standardCell
        self.rootNode = root
        self.topGuide = topGuide
        self.bottomGuide = bottomGuide
        self.rootMarginsRule = rootMarginsRule
        screen = Screen(name: name, root: "")
    }

    func warn(_ node: XMLNode, _ message: String, id: String? = nil) -> InterfaceBuilderWarning {
        InterfaceBuilderWarning(file: context.file, line: node.line, ibID: id ?? node["id"] ?? "?", message: message)
    }

    /// Leaves an element or a constraint of the file out of the screen: a warning now, and
    /// a `LeftOut` stored with the screen, so its answers say it was imported in part.
    mutating func leaveOut(_ kind: LeftOut.Kind, _ node: XMLNode, _ message: String, id: String? = nil) {
        let warning = warn(node, message, id: id)
        warnings.append(warning)
        screen.leftOut.append(LeftOut(kind: kind, ibID: warning.ibID, reason: message))
    }

    // MARK: Views

    mutating func read() throws(InterfaceBuilderError) {
        collectViews()
        for view in views { masks.read(owner: view.node) }
        if let cell { masks.read(owner: cell) }
        var naming = IBNaming(reserved: ["superview", "safeArea", "keyboard"])
        for position in views.indices {
            let node = views[position].node
            // The root is `view` (a cell's, `contentView`) unless labelled; other views are numbered per kind.
            let rootName: String? = position > 0 ? nil
                : views[position].kind == "tableViewCellContentView" || node["key"] == "contentView" ? "contentView" : "view"
            views[position].name = naming.name(
                candidates: [node["userLabel"], node["customClass"], rootName], fallback: IBKinds.kindName(views[position].kind),
                lowerFirst: true)
        }
        screen.root = views[0].name
        for position in views.indices { screen.views.append(viewSpec(position)) }
        for position in views.indices { try readConstraints(of: position) }
        if let cell, let cellID = cell["id"] {
            if index[cellID] == nil { index[cellID] = 0 }
            try readConstraints(in: cell, ownerID: cellID)
        }
        for position in views.indices.dropFirst() { addBarHeight(position) }
        for position in views.indices.dropFirst() { try addAutoresizing(position) }
        addStandardCellHeight()
    }

    private mutating func collectViews() {
        var stack: [(XMLNode, Int?)] = [(rootNode, nil)]
        while let (node, superview) = stack.popLast() {
            let position = views.count
            let id = node["id"] ?? ""
            let frame = Self.frame(node) ?? Self.frameInset(node, in: superview.flatMap { views[$0].frame })
            views.append(IBView(node: node, id: id, name: "", superview: superview, frame: frame, kind: node.name))
            index[id] = position
            for guide in node.children("viewLayoutGuide") {
                guard let guideID = guide["id"], let key = guide["key"] else { continue }
                guides[guideID] = key == "safeArea" && position == 0 ? .safeArea : .viewGuide(position, key: key)
            }
            // A view controller's root keyboard guide is the screen's; another view's stands for it too
            // (approximated: UIKit ties that view's guide to its own safe area), with a warning.
            for guide in node.children("keyboardLayoutGuide") {
                guard let guideID = guide["id"] else { continue }
                guides[guideID] = position == 0 ? .keyboard : .viewGuide(position, key: "keyboardLayoutGuide")
            }
            for guide in node.children("layoutGuide") {
                if let guideID = guide["id"] { guides[guideID] = .viewGuide(position, key: guide["key"] ?? "layoutGuide") }
            }
            // A content view (a visual effect view's, an old cell's) without an id stands for its
            // owner: its subviews are the owner's. One with an id is a view of its own (#24.1).
            var children = node.child("subviews")?.children ?? []
            if position > 0 || node.name != "tableViewCell" && node.name != "collectionViewCell",
               let content = node.children.first(where: { $0["key"] == "contentView" }) {
                children += content["id"] == nil ? content.child("subviews")?.children ?? [] : [content]
            } else if let content = node.children.first(where: { $0["key"] == "contentView" && $0["id"] == nil }) {
                children += content.child("subviews")?.children ?? []
            }
            for child in children.reversed() where child["id"] != nil { stack.append((child, position)) }
        }
        warnUnimported(rootNode)
        if let topGuide { guides[topGuide] = .topLayoutGuide }
        if let bottomGuide { guides[bottomGuide] = .bottomLayoutGuide }
    }

    /// Warns about each element under `node` that holds subviews and is not imported
    /// (#24.1): a view outside `<subviews>` (a navigation item's title view, …) and
    /// everything inside it. Cells, table headers and footers are screens of their own.
    private mutating func warnUnimported(_ node: XMLNode) {
        for element in Self.unimported(under: node, isImported: { $0["id"].flatMap { index[$0] } != nil }) {
            leaveOut(.element, element, Self.unimportedMessage(element))
        }
    }

    /// The outermost elements under `node` that hold subviews and that `isImported`
    /// does not take, leaving out cells and table headers and footers (screens of their own).
    static func unimported(under node: XMLNode, isImported: (XMLNode) -> Bool) -> [XMLNode] {
        var found: [XMLNode] = []
        var pending = Array(node.children.reversed())
        while let element = pending.popLast() {
            if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name)
                || element["key"] == "tableHeaderView" || element["key"] == "tableFooterView" { continue }
            let flattened = element["key"] == "contentView" && element["id"] == nil
            if element.child("subviews") != nil, !flattened, !isImported(element) {
                found.append(element)
                continue
            }
            pending += element.children.reversed()
        }
        return found
    }

    static func unimportedMessage(_ element: XMLNode) -> String {
        "<\(element.name)> holds subviews but is not imported; "
            + "it and the \(element.child("subviews")?.children.count ?? 0) views inside it are left out"
    }

    /// The line of the element a document place comes from, when known.
    func line(of place: DocumentPlace) -> Int? {
        switch place {
        case .view(let name): views.first { $0.name == name }?.node.line
        case .constraint(let id): entryLines[id]
        case .screen, .metric: nil
        }
    }

    static func frame(_ node: XMLNode) -> IBFrame? {
        guard let rect = node.child("rect", key: "frame"),
              let x = rect.number("x"), let y = rect.number("y"),
              let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return IBFrame(x: x, y: y, width: width, height: height)
    }

    /// Xcode 8.0's frame (`toolsVersion` 11129 to 11201): `<frame key="frameInset" minX=…
    /// minY=… width=… height=…>`, each side an inset from the superview's (`maxX`, `maxY`)
    /// where no length is given, an absent one 0 (an empty element fills the superview, as
    /// a visual effect view's content view does). That Xcode stores no frame at all for a
    /// view whose constraints place it where IB draws it (#33, 2.4). Nil when there is no
    /// such element, or a side needs a superview frame that is not known.
    static func frameInset(_ node: XMLNode, in superview: IBFrame?) -> IBFrame? {
        guard let inset = node.children.first(where: { $0.name == "frame" && $0["key"] == "frameInset" })
        else { return nil }
        let x = inset.number("minX") ?? 0, y = inset.number("minY") ?? 0
        guard let width = inset.number("width") ?? superview.map({ $0.width - x - (inset.number("maxX") ?? 0) }),
              let height = inset.number("height") ?? superview.map({ $0.height - y - (inset.number("maxY") ?? 0) }),
              width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
        return IBFrame(x: x, y: y, width: width, height: height)
    }

    private mutating func viewSpec(_ position: Int) -> ViewSpec {
        let view = views[position]
        let node = view.node
        var spec = ViewSpec(name: view.name, superview: view.superview.map { views[$0].name },
                            kind: IBKinds.kindName(view.kind))
        spec.ibID = view.id
        // The app's class for the view (`customClass`), for Swift export; IB's own `UI…` classes name none.
        if let customClass = node["customClass"], !customClass.isEmpty { spec.customClass = customClass }
        if node.flag("hidden") == true { spec.hidden = true }
        let hugging = AxisPriorities(horizontal: priority(node, "horizontalHuggingPriority"),
                                     vertical: priority(node, "verticalHuggingPriority"))
        if hugging.horizontal != nil || hugging.vertical != nil { spec.hugging = hugging }
        let resistance = AxisPriorities(horizontal: priority(node, "horizontalCompressionResistancePriority"),
                                        vertical: priority(node, "verticalCompressionResistancePriority"))
        if resistance.horizontal != nil || resistance.vertical != nil { spec.compressionResistance = resistance }
        spec.intrinsicSize = intrinsicSize(position)
        if view.kind == "stackView" { spec.stack = stackProperties(node) }
        // Constraints and stacks act on a control's alignment rectangle (#20.4).
        spec.alignmentInsets = IBAlignmentInsets.insets(kind: view.kind)
        readMargins(node, into: &spec, isRoot: position == 0)
        readText(node, into: &spec)
        measureText(position, into: &spec)
        // Properties that vary by size class (`<variation key="heightClass=compact" axis="horizontal" spacing="20"/>`).
        for variation in node.children("variation") {
            // `misplaced`, `ambiguous` and `fixedFrame` are IB's bookkeeping about stored frames,
            // not layout: varying, they approximate nothing (#24.11).
            // A stack's axis, spacing, alignment and distribution are read as `stackVariations`.
            let modelled = view.kind == "stackView" ? IBScreenReader.stackVariationAttributes : []
            let varied = variation.attributes.keys.filter {
                !["key", "misplaced", "ambiguous", "fixedFrame"].contains($0) && !modelled.contains($0)
            }.sorted()
            guard !varied.isEmpty else { continue }
            let values = varied.map { "\($0)=\(variation[$0] ?? "")" }.joined(separator: ", ")
            warnings.append(warn(node, "\(varied.joined(separator: ", ")) \(varied.count == 1 ? "varies" : "vary") by size class "
                                 + "(\(variation["key"] ?? "?"): \(values)); the base value is kept"))
        }
        if position > 0 {
            let installed = masks.installed(view.id, kind: "subviews")
            let conditions = InstallMasks.conditions(for: installed)
            if installed.isEmpty {
                // A condition no request meets: the view is kept in the document but never present.
                spec.when = Condition(["widthClass": []])
                warnings.append(warn(node, "view is installed under no size class; it is imported but never present"))
            } else if conditions.count == 1 {
                spec.when = conditions[0]
            } else {
                spec.when = InstallMasks.conditions(for: Self.closure(installed))[0]
                warnings.append(warn(node, "view is installed under size classes no single condition describes; "
                                     + "imported under the smallest condition covering them"))
            }
        }
        return spec
    }

    /// The smallest product of width and height classes containing `combinations`.
    private static func closure(_ combinations: Set<TraitCombination>) -> Set<TraitCombination> {
        let widths = Set(combinations.map(\.widthCompact))
        let heights = Set(combinations.map(\.heightCompact))
        return Set(TraitCombination.allCases.filter { widths.contains($0.widthCompact) && heights.contains($0.heightCompact) })
    }

    private func priority(_ node: XMLNode, _ attribute: String) -> LayoutPriority? {
        node.number(attribute).flatMap { LayoutPriority(min(max($0, 1), 1000)) }
    }

    private mutating func intrinsicSize(_ position: Int) -> IntrinsicSize? {
        let view = views[position]
        let node = view.node
        func placeholder(_ attribute: String) -> Double?? {
            guard let text = node[attribute] else { return nil }
            if text == "infinite" { return .some(nil) }
            return node.number(attribute).map { .some($0) }
        }
        // A view IB marks misplaced is not where its constraints put it, so its stored
        // frame is no measure of its content (#24.9); a placeholder size still counts.
        let misplaced = node.flag("misplaced") == true
        let axes = misplaced ? (width: false, height: false) : IBKinds.intrinsicAxes(node)
        var size = IntrinsicSize()
        if axes.width { size.width = view.frame?.width }
        // A bar's height follows the height class (`addBarHeight`), not its stored frame.
        if axes.height, !(Self.barKinds.contains(view.kind) && view.frame != nil) { size.height = view.frame?.height }
        // A control whose intrinsic length is UIKit's constant, not its content's, keeps it
        // when IB stored no frame (Xcode 8.0 stores none for a view its constraints place, #33
        // 2.4) or a misplaced one (its stored frame may be stale, its size is not).
        if misplaced || view.frame == nil, position > 0,
           let constant = IBKinds.controlSize(node, toolsVersion: context.toolsVersion) {
            size.width = constant.width ?? size.width
            size.height = constant.height ?? size.height
        }
        if view.kind == "pickerView" {
            size.height = IBKinds.pickerViewSize(toolsVersion: context.toolsVersion).height
        }
        // An image view's is its image's, which the file's resources give (#33, 2.3): its
        // stored frame may be stretched or compressed by its constraints.
        if view.kind == "imageView", let image = imageViewSize(node) {
            size.width = image.width
            size.height = image.height
            resourceImages[position] = image
        }
        // A plain view of an `@IBDesignable` class: the intrinsic size IB measured when it rendered it (#33, 2.2).
        if view.kind == "view", position > 0, let designed = context.designables[view.id] { size = designed }
        if let width = placeholder("placeholderIntrinsicWidth") { size.width = width }
        if let height = placeholder("placeholderIntrinsicHeight") { size.height = height }
        // A view that shows text says so once its text is read (`measureText`): measured text needs no frame.
        if (axes.width || axes.height), view.frame == nil, position > 0, size.width == nil, size.height == nil,
           !Self.textKinds.contains(view.kind) {
            warnings.append(warn(node, "no stored frame, so no intrinsic size for this \(view.kind)"))
        }
        // A plain view of a custom class gets IB's stored size where the constraints leave it
        // open, or a warning: `IBDesignedSizes`, once the screen is read.
        return size.width == nil && size.height == nil ? nil : size
    }

    private mutating func stackProperties(_ node: XMLNode) -> StackProperties {
        var stack = StackProperties()
        if node["axis"] == "vertical" { stack.axis = .vertical }
        if let text = node["distribution"] {
            stack.distribution = StackProperties.Distribution(rawValue: text) ?? .fill
        }
        if let text = node["alignment"] {
            stack.alignment = StackProperties.Alignment(rawValue: text) ?? .fill
        }
        // `spacingType="standard"` is UIStackView.spacingUseSystem: the system spacing between
        // sibling views (8 pt); IB then writes no `spacing`.
        if node["spacingType"] == "standard" {
            stack.spacing = StandardSpacing.apple.sibling
            stack.usesStandardSpacing = true
        } else {
            stack.spacing = node.number("spacing") ?? 0
        }
        if node.flag("baselineRelativeArrangement") == true {
            warnings.append(warn(node, "baseline-relative arrangement is not modelled; spacing measured between edges"))
        }
        // IB writes no attribute for `isLayoutMarginsRelativeArrangement`: a stack whose margins
        // it stores arranges its views inside them (arcgis-LineOfSightGeoElement's 8/16-pt stack).
        stack.layoutMarginsRelativeArrangement = node.flag("layoutMarginsRelativeArrangement")
            ?? (node.child("edgeInsets", key: "layoutMargins") != nil
                || node.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil)
        stack.variations = stackVariations(node)
        return stack
    }

    private mutating func readMargins(_ node: XMLNode, into spec: inout ViewSpec, isRoot: Bool) {
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            spec.layoutMargins = EdgeInsets(top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                                            bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        } else if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            spec.layoutMargins = EdgeInsets(top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                                            bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
        }
        if isRoot, spec.layoutMargins == nil, let margins = rootLayoutMargins { spec.layoutMargins = margins }
        if isRoot, let rule = rootMarginsRule {
            spec.layoutMarginsRule = rule
            // Only what the file says: an Xcode 5-8 file cannot store the flag (it is iOS 11's), so
            // today's UIKit runs its root with the default, true. That iOS 10's margins left the
            // status bar out is the era `legacy`'s rule (`LayoutMarginsRule.addsSafeArea`, #24.3).
            if node.flag("insetsLayoutMarginsFromSafeArea") == false {
                spec.insetsLayoutMarginsFromSafeArea = false
            }
        }
        if node.flag("preservesSuperviewLayoutMargins") == true { spec.preservesSuperviewLayoutMargins = true }
        if node.flag("layoutMarginsFollowReadableWidth") == true {
            warnings.append(warn(node, "margins follow the readable width, which depends on fonts; ordinary margins used"))
        }
    }
}
