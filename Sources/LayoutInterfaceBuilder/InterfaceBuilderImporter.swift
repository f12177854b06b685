import Foundation
import LayoutDocument
import LayoutModel

/// One screen read from an IB file, with what IB stored about its design:
/// the request IB drew it under and each view's stored frame.
public struct IBScreenDesign: Sendable {
    public var screen: String
    /// The root's stored size, IB's size classes and simulated safe area.
    public var request: SolveRequest
    /// Stored frames by view name (superview coordinates).
    public var frames: [String: IBFrame]
    /// Views IB marks `misplaced="YES"` or `ambiguous="YES"`: their stored frame is not what the constraints give.
    public var misplacedOrAmbiguous: Set<String>
}

/// The result of reading one IB file: a document of its screens, the
/// approximations made, and the design of each screen.
public struct InterfaceBuilderImport: Sendable {
    public var document: LayoutDocument
    public var warnings: [InterfaceBuilderWarning]
    public var designs: [IBScreenDesign]
}

/// Reads `.storyboard` and `.xib` files (XML) into layout documents.
public enum InterfaceBuilderImporter {
    /// Whether a path names an IB file, by its extension.
    public static func handles(path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }

    /// Reads one IB file. Each storyboard scene's view controller root view,
    /// each xib top-level view, each table/collection cell's content view and
    /// each table header/footer view becomes a screen.
    public static func read(_ data: Data, file: String) throws(InterfaceBuilderError) -> InterfaceBuilderImport {
        try read([UInt8](data), file: file)
    }

    public static func read(_ bytes: [UInt8], file: String) throws(InterfaceBuilderError) -> InterfaceBuilderImport {
        let root: XMLNode
        do {
            root = try XMLReader.parse(bytes)
        } catch {
            let (line, column, source) = error.position(in: bytes)
            throw InterfaceBuilderError(file: file, line: line, column: column, source: source, message: error.message)
        }
        // A number attribute that does not read (`IBNumber`) is the error, whatever the readers
        // made of its absence: the first such, at its line.
        func numberError() -> InterfaceBuilderError? {
            root.numberFaults.first.map { InterfaceBuilderError(file: file, line: $0.line, message: $0.message) }
        }
        var reader: IBFileReader
        do {
            reader = IBFileReader(context: try IBDocumentContext(file: file, root: root))
            try reader.read()
        } catch {
            throw numberError() ?? error
        }
        if let error = numberError() { throw error }
        return InterfaceBuilderImport(document: LayoutDocument(screens: reader.screens), warnings: reader.warnings,
                                      designs: reader.designs)
    }
}

/// Finds the screens of a file and reads each.
struct IBFileReader {
    let context: IBDocumentContext
    var screens: [Screen] = []
    var warnings: [InterfaceBuilderWarning] = []
    var designs: [IBScreenDesign] = []
    private var screenNames = IBNaming()
    /// Cells of a table that is not a view controller's view (a table placed in another view).
    private var nestedTableCells: Set<String> = []
    /// The width of the screen each table view cell (by id) is drawn on: its content
    /// view's side margins follow it, not the cell's or the table's width (#24.4, #33.2.5).
    /// A storyboard's cell: its design device's width in the file's orientation (the
    /// scene's own width without a known device); a xib's cell, whose table is the app's:
    /// its own width, as IB draws it.
    private var screenWidths: [String: Double] = [:]
    /// The cells (by id) of tables without separators (`separatorStyle="none"`): their
    /// content view is as high as the row.
    var separatorlessCells: Set<String> = []
    /// The cells (by id) of tables whose rows have a fixed height: a table whose `rowHeight`
    /// IB stores as a number (not -1, automatic) keeps that height at run time, so its
    /// cells do not size themselves (#20.10).
    var fixedRowCells: Set<String> = []
    /// The cells (by id) of a table's static sections (`<sections>`, not `<prototypes>`).
    var staticCells: Set<String> = []

    init(context: IBDocumentContext) { self.context = context }

    /// A root to read: its element, candidate names in order, and how IB draws it.
    private struct Root {
        var node: XMLNode
        var names: [String?]
        var fallback: String
        var marginsRule: LayoutMarginsRule?
        var topGuide: String?
        var bottomGuide: String?
        var top: Double = 0
        var bottom: Double = 0
        var sides: Double = 0
        var cell: Bool = false
        /// The root's margins when IB gives it fixed ones in place of a rule (`layoutMargins` in the file win).
        var layoutMargins: EdgeInsets?
        /// The cell's standard style (its built-in views laid out as UIKit does).
        var standardCell: IBStandardCell?
        /// The cell whose content view (with an id) is the root: it may hold constraints too.
        var cellElement: XMLNode?
        /// Not a full screen: a xib's top-level view no view controller owns, or a table header or footer.
        var freeform: Bool = false
        /// Elements of the scene outside the root (a navigation item's title view) that the screen leaves out.
        var leftOut: [LeftOut] = []
        /// Whether `bottom` (a notched device's home indicator under a freeform xib view) holds only
        /// if it adds no finding at the design (`IBDesignFindings`).
        var tentativeBottom: Bool = false
        /// The second sensor housing and home indicator that Xcode 15.3 to 16 drew into a full
        /// screen's safe area (`IBDrawnSafeArea.drawsInsetsTwice`), included in `top` and `bottom`;
        /// they hold only if they add no finding at the design (`IBDesignFindings`).
        var drawnTwice: (top: Double, bottom: Double)?
    }

    mutating func read() throws(InterfaceBuilderError) {
        var roots: [Root] = []
        if context.isStoryboard {
            guard let scenes = context.root.child("scenes") else {
                throw context.error(context.root, "a storyboard without <scenes>")
            }
            let controllers = scenes.children("scene").flatMap { scene in
                (scene.child("objects")?.children ?? []).filter { object in
                    object["sceneMemberID"] == "viewController"
                        && object.children.contains { $0["key"] == "view" && $0["id"] != nil }
                }
            }
            for object in controllers {
                guard let view = object.children.first(where: { $0["key"] == "view" && $0["id"] != nil }) else { continue }
                // Names that read like the app (#24.12): the view controller's own names, its
                // title or its navigation item's; then a launch screen's or a one-scene file's name.
                let title = object["title"] ?? object.child("navigationItem", key: "navigationItem")?["title"]
                var fallback = object["id"] ?? "scene"
                if context.root.flag("launchScreen") == true {
                    fallback = controllers.count == 1 ? "LaunchScreen" : "LaunchScreen_" + fallback
                } else if controllers.count == 1 {
                    fallback = Self.fileStem(context.file)
                }
                var root = Root(node: view, names: [object["storyboardIdentifier"], object["customClass"], object["userLabel"], title],
                                fallback: fallback, marginsRule: .viewController)
                let guides = object.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []
                root.topGuide = guides.first { $0["type"] == "top" }?["id"]
                root.bottomGuide = guides.first { $0["type"] == "bottom" }?["id"]
                (root.top, root.bottom, root.sides, root.drawnTwice) = designInsets(viewController: object, view: view)
                // Views the controller holds outside its view (a navigation item's title view, #24.1).
                for child in object.children where child !== view {
                    let outside = child.child("subviews") != nil ? [child] : IBScreenReader.unimported(under: child, isImported: { _ in false })
                    for element in outside {
                        let message = IBScreenReader.unimportedMessage(element)
                        warnings.append(InterfaceBuilderWarning(file: context.file, line: element.line, ibID: element["id"] ?? "?",
                                                                message: message))
                        root.leftOut.append(LeftOut(kind: .element, ibID: element["id"] ?? "?", reason: message))
                    }
                }
                roots.append(root)
            }
        } else {
            guard let objects = context.root.child("objects") else {
                throw context.error(context.root, "a xib without <objects>")
            }
            // The views a File's Owner (a view controller) has as its `view`: full screens.
            var owned: Set<String> = []
            for placeholder in objects.children("placeholder") where placeholder["placeholderIdentifier"] == "IBFilesOwner" {
                for outlet in placeholder.child("connections")?.children("outlet") ?? [] where outlet["property"] == "view" {
                    if let destination = outlet["destination"] { owned.insert(destination) }
                }
            }
            for object in objects.children where object["id"] != nil && Self.isView(object) {
                var root = Root(node: object, names: [object["customClass"], object["userLabel"]], fallback: object["id"] ?? "view")
                root.freeform = !owned.contains(object["id"] ?? "")
                    && object.name != "tableViewCell" && object.name != "collectionViewCell"
                // Xcode 9 and later draw a top-level view like a view controller's: system
                // margins, and a safe area: the status bar IB draws for the view's size and the
                // Xcode that saved it (`IBDesign.simulatedTop`), and the home indicator, tentative
                // under a freeform view on a notched device (`IBDrawnSafeArea`, #33 2.9).
                if context.iOS11Margins {
                    root.marginsRule = .viewController
                    if let id = context.deviceID, let device = IBDesign.canvas(id: id, toolsVersion: context.toolsVersion) {
                        let fills = Self.fillsScreen(object, device: device, landscape: context.landscape)
                        root.top = context.landscape ? device.top
                            : IBDesign.simulatedTop(device: id, toolsVersion: context.toolsVersion, freeform: !fills) ?? device.top
                        root.bottom = device.bottom
                        if fills, IBDrawnSafeArea.drawsInsetsTwice(toolsVersion: context.toolsVersion, device: device,
                                                                  landscape: context.landscape) {
                            root.drawnTwice = (root.top, root.bottom)
                            root.top *= 2
                            root.bottom *= 2
                        }
                        // The bars a view controller's xib view says IB draws over it (its simulated
                        // metrics, as a storyboard scene's): a navigation bar at the top, a tab bar or
                        // a toolbar at the bottom. Over a view of another size (below an opaque bar,
                        // as stored) IB draws none.
                        if fills, !context.landscape {
                            root.top += IBDrawnSafeArea.simulatedBarHeight(object, key: "simulatedTopBarMetrics")
                            root.bottom += IBDrawnSafeArea.simulatedBarHeight(object, key: "simulatedBottomBarMetrics")
                        }
                        root.tentativeBottom = IBDrawnSafeArea.homeIndicatorIsTentative(fillsScreen: fills, device: device)
                    }
                }
                roots.append(root)
            }
        }
        for root in roots {
            let device = context.deviceID.flatMap { IBDesign.canvas(id: $0, toolsVersion: context.toolsVersion) }
            let own = IBScreenReader.frame(root.node)?.width
            let width = root.node.name == "tableViewCell" ? own
                : device.map { context.landscape ? $0.height : $0.width } ?? own
            guard let width else { continue }
            if root.node.name == "tableViewCell", let id = root.node["id"] { screenWidths[id] = width }
            root.node.forEachDescendant { node in
                if node.name == "tableViewCell", let id = node["id"] { screenWidths[id] = width }
            }
        }
        context.root.forEachDescendant { table in
            guard table.name == "tableView" else { return }
            let separators = table["separatorStyle"] != "none"
            let nested = table["key"] != "view"
            let fixedRows = table.number("rowHeight").map { $0 >= 0 } ?? false
            table.forEachDescendant { node in
                guard node.name == "tableViewCell", let id = node["id"] else { return }
                if nested { nestedTableCells.insert(id) }
                // Tables are visited outer first: the innermost table's rows decide.
                if fixedRows { fixedRowCells.insert(id) } else { fixedRowCells.remove(id) }
                if table.child("sections") != nil { staticCells.insert(id) } else { staticCells.remove(id) }
                if separators { separatorlessCells.remove(id) } else { separatorlessCells.insert(id) }
            }
        }
        // Cells and table headers anywhere in those roots become screens of their own.
        var cellRoots: [Root] = []
        for root in roots { collectCells(in: root.node, into: &cellRoots) }
        roots = roots.map { root in
            guard root.node.name == "tableViewCell" || root.node.name == "collectionViewCell" else { return root }
            return cellRoot(root.node, names: root.names) ?? root
        } + cellRoots
        for root in roots { try read(root) }
    }

    /// A file's name without its folders and extension (`Main.storyboard` → `Main`).
    static func fileStem(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    private static func isView(_ node: XMLNode) -> Bool {
        !["placeholder", "customObject", "viewController", "tableViewController", "collectionViewController",
          "navigationController", "tabBarController", "pageViewController", "splitViewController",
          "barButtonItem", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
          "longPressGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer",
          "screenEdgePanGestureRecognizer", "navigationItem", "tabBarItem", "searchDisplayController",
          "exit", "userDefinedRuntimeAttributes"].contains(node.name) && !node.name.hasSuffix("Controller")
            && !node.name.hasSuffix("GestureRecognizer") && !node.name.hasSuffix("Item")
    }

    /// A cell's content view as a screen root.
    private func cellRoot(_ cell: XMLNode, names: [String?]) -> Root? {
        guard let content = cell.children.first(where: { $0["key"] == "contentView" }) else { return nil }
        // Xcode 9 to 11 give a cell of a table placed inside another view (not a view controller's
        // own table) 15-pt side margins whatever the width (StatisticalQuery's landscape pair,
        // SkeletonView); Xcode 12 (toolsVersion 17000 and up) the system minimum, as elsewhere.
        let fifteenPointSides = cell.name == "tableViewCell" && context.iOS11Margins && context.toolsVersion < 17000
            && nestedTableCells.contains(cell["id"] ?? "")
        // An older file's cell follows the rule too: its era (the design's `era`, legacy) gives it
        // iOS 10's margins at the design, and a device today's (#24.3).
        let rule: LayoutMarginsRule? = cell.name == "tableViewCell" && !fifteenPointSides ? .tableCellContent : nil
        // Older files give the content view no id: the cell stands for it (its constraints name the cell).
        var root = Root(node: content["id"] == nil ? cell : content, names: names, fallback: cell["id"] ?? "cell",
                        marginsRule: rule)
        root.cell = true
        if content["id"] != nil { root.cellElement = cell }
        if fifteenPointSides {
            // The bottom margin lies 11 above the row's bottom, below the separator (#32.1.6).
            let bottom = LayoutMarginsRule.tableCellBottomMargin(
                separator: rowHeight(of: cell) == .fixed && !separatorlessCells.contains(cell["id"] ?? "") ? 1 / displayScale : 0)
            root.layoutMargins = EdgeInsets(top: IBStandardCell.contentVerticalMargin, left: IBStandardCell.fixedInset,
                                            bottom: bottom, right: IBStandardCell.fixedInset)
        }
        let layouts: [IBStandardCell.Layout]
        if context.era == .legacy {
            layouts = [IBStandardCell.Layout(era: .legacy, insets: .fixed), IBStandardCell.Layout(era: .current, insets: .margins)]
        } else {
            layouts = [IBStandardCell.Layout(era: nil, insets: rule != nil ? .margins : .fixed)]
        }
        // IB laid files for iOS 6 and earlier out with that era's cells (10-pt insets): not modelled.
        if context.root["variant"] != "6xAndEarlier" { root.standardCell = IBStandardCell(cell: cell, layouts: layouts) }
        return root
    }

    private func collectCells(in node: XMLNode, into roots: inout [Root]) {
        node.forEachDescendant { child in
            switch child.name {
            case "tableViewCell", "collectionViewCell":
                if let root = cellRoot(child, names: [child["reuseIdentifier"], child["customClass"], child["userLabel"]]) {
                    roots.append(root)
                }
            case "view", "collectionReusableView":
                if child["key"] == "tableHeaderView" || child["key"] == "tableFooterView" {
                    var root = Root(node: child, names: [child["userLabel"], child["customClass"]], fallback: child["id"] ?? "header")
                    root.freeform = true
                    roots.append(root)
                }
            default: break
            }
        }
    }

    /// `screen` solved under `design`, for comparing the findings of two candidate designs.
    private static func solvedAt(_ design: ScreenDesign, _ screen: Screen) -> SolveResult? {
        var probe = screen
        probe.design = design
        return try? LayoutEngine.solve(probe, standardSpacing: .apple, request: IBDesign.request(for: design))
    }

    /// Whether a xib's top-level view has the design device's screen size in the design's
    /// orientation, which IB draws as a screen; else IB draws it at its own (freeform) size.
    static func fillsScreen(
        _ view: XMLNode, device: IBDesign.Canvas, landscape: Bool = false
    ) -> Bool {
        guard let frame = IBScreenReader.frame(view) else { return false }
        let screen = landscape ? (device.height, device.width) : (device.width, device.height)
        return (frame.width, frame.height) == screen
    }

    /// The safe area IB simulates for a view controller's root view: the
    /// device's top inset (status bar or sensor housing) unless the status bar
    /// is hidden, plus a navigation bar (44) and a tab bar (49) when the view
    /// controller shows them.
    private func designInsets(
        viewController: XMLNode, view: XMLNode
    ) -> (Double, Double, Double, drawnTwice: (top: Double, bottom: Double)?) {
        guard let frame = IBScreenReader.frame(view) else { return (0, 0, 0, nil) }
        let device = context.deviceID.flatMap {
            IBDesign.canvas(id: $0, toolsVersion: context.toolsVersion, storedSize: (frame.width, frame.height),
                            landscape: context.landscape)
        }
        var top = 20.0, bottom = 0.0, sides = 0.0
        var drawnTwice: (top: Double, bottom: Double)?
        if let device {
            let full = context.landscape ? (device.height, device.width) : (device.width, device.height)
            // A root IB draws as a page sheet has the home indicator below it and nothing above (#33, 2.9).
            if let bottom = IBDrawnSafeArea.pageSheetBottom(frame: frame, landscape: context.landscape,
                                                            toolsVersion: context.toolsVersion, device: device) {
                return (0, bottom, 0, nil)
            }
            guard full == (frame.width, frame.height) else { return (0, 0, 0, nil) }
            if context.landscape {
                top = device.isPad ? device.top : 0
                bottom = device.bottom > 0 ? 21 : 0
                sides = device.bottom > 0 ? device.top : 0
            } else {
                top = context.iOS11Margins
                    ? IBDesign.simulatedTop(device: context.deviceID ?? "", toolsVersion: context.toolsVersion,
                                            freeform: false) ?? device.top
                    : device.top
                bottom = device.bottom
                if IBDrawnSafeArea.drawsInsetsTwice(toolsVersion: context.toolsVersion, device: device, landscape: false) {
                    drawnTwice = (top, bottom)
                    top *= 2
                    bottom *= 2
                }
            }
        }
        let metrics = viewController.children.filter { $0.name.hasPrefix("simulated") || $0.name == "nil" }
        if metrics.contains(where: { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }) { top = device?.bottom ?? 0 > 0 ? top : 0 }
        // A navigation bar: simulated (`simulatedNavigationBarMetrics`), or inferred from the navigation
        // controller that shows the scene, unless the scene says no top bar (`<nil key="simulatedTopBarMetrics"/>`)
        // or that controller hides its bar (`navigationBarHidden="YES"`): then the top is the status bar's.
        let noTopBar = metrics.contains { $0["key"] == "simulatedTopBarMetrics" && $0.name == "nil" }
        let hasTopBar = metrics.contains { $0["key"] == "simulatedTopBarMetrics" && $0.name != "nil" }
            || (!noTopBar && viewController.child("navigationItem", key: "navigationItem") != nil
                && navigationBarShown(for: viewController) == true)
        if hasTopBar {
            let bar = navigationBarHeight(viewController)
            top += bar
            // Xcode 15.3 to 16 draw a standard navigation bar 10 higher, 54 (sentry's samples, GoMap, calliope).
            if bar == 44, let twice = drawnTwice {
                top += IBDrawnSafeArea.doubledNavigationBarExtra
                drawnTwice = (twice.top + IBDrawnSafeArea.doubledNavigationBarExtra, twice.bottom)
            }
        }
        // IB shows a tab bar controller's tab bar below each of its view controllers (#20.3)
        // unless the scene says no bottom bar.
        let noBottomBar = metrics.contains { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "nil" }
        let hasBottomBar = metrics.contains { $0["key"] == "simulatedBottomBarMetrics" && $0.name != "nil" }
            || (!noBottomBar && isInTabBarController(viewController))
        if hasBottomBar { bottom += 49 }
        // A view placed below opaque bars (its stored frame starts lower) is not covered by them.
        let screenHeight = context.landscape ? (device?.width ?? frame.height) : (device?.height ?? frame.height)
        top = max(0, top - frame.y)
        bottom = max(0, bottom - (screenHeight - frame.y - frame.height))
        return (top, bottom, sides, drawnTwice.map { (min($0.top, top), min($0.bottom, bottom)) })
    }

    /// 44, or 96 with large titles (`largeTitles="YES"` on the navigation controller's bar, unless the item says never).
    private func navigationBarHeight(_ viewController: XMLNode) -> Double {
        guard let id = viewController["id"] else { return 44 }
        var large = false
        context.root.forEachDescendant { node in
            guard node.name == "navigationController", node.child("navigationBar", key: "navigationBar")?.flag("largeTitles") == true
            else { return }
            node.forEachDescendant { segue in
                if segue.name == "segue", segue["destination"] == id { large = true }
            }
        }
        if viewController.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never" { large = false }
        return large ? 96 : 44
    }

    /// Whether a tab bar controller's `viewControllers` relationship leads to this view controller.
    private func isInTabBarController(_ viewController: XMLNode) -> Bool {
        guard let id = viewController["id"] else { return false }
        var found = false
        context.root.forEachDescendant { node in
            guard !found, node.name == "tabBarController" else { return }
            node.forEachDescendant { segue in
                if segue.name == "segue", segue["destination"] == id, segue["relationship"] == "viewControllers" { found = true }
            }
        }
        return found
    }

    /// Whether a navigation bar shows above this view controller: nil when no navigation controller's
    /// root relationship and no push or show segue leads to it. A navigation controller whose root it
    /// is shows its bar unless `navigationBarHidden="YES"`; a scene pushed (push or show segue) shows a
    /// bar unless every scene pushing it is under a hidden bar or says it has no top bar. IB infers a
    /// bar for a pushed scene even when no navigation controller of the file shows the scene pushing
    /// it (yona's Friends storyboard stores such a scene's views below 44 + 44 points).
    private func navigationBarShown(for viewController: XMLNode, visited: Set<String> = []) -> Bool? {
        guard let id = viewController["id"], !visited.contains(id) else { return nil }
        var roots: [Bool] = []
        var sources: [XMLNode] = []
        context.root.forEachDescendant { node in
            guard node.name.hasSuffix("Controller") else { return }
            // A segue from the scene's view controller or from anything in its view (a cell, a button).
            node.forEachDescendant { segue in
                guard segue.name == "segue", segue["destination"] == id else { return }
                if node.name == "navigationController", segue["relationship"] == "rootViewController" {
                    roots.append(node.flag("navigationBarHidden") != true)
                } else if segue["kind"] == "push" || segue["kind"] == "show" {
                    sources.append(node)
                }
            }
        }
        if !roots.isEmpty { return roots.contains(true) }
        if sources.isEmpty { return nil }
        let seen = visited.union([id])
        // A scene that says it has no top bar (`<nil key="simulatedTopBarMetrics"/>`) passes none on:
        // IB infers a pushed scene's bars from the scene pushing it (suripu's onboarding, Xcode 8).
        return sources.contains { source in
            !source.children.contains { $0.name == "nil" && $0["key"] == "simulatedTopBarMetrics" }
                && navigationBarShown(for: source, visited: seen) != false
        }
    }

    private mutating func read(_ root: Root) throws(InterfaceBuilderError) {
        let name = screenNames.name(candidates: root.names + [root.fallback], fallback: "screen", lowerFirst: false)
        let rows = root.cell && (root.node.name == "tableViewCellContentView" || root.node.name == "tableViewCell")
            ? rowHeight(of: root.cellElement ?? root.node) : nil
        // A fixed row's content view is the row less the separator (#32.1.6); a self-sizing
        // one is as high as its content, which IB stores.
        let separator = rows == .fixed ? separatorHeight(root.cellElement ?? root.node) : 0
        var reader = IBScreenReader(context: context, name: name, root: root.node, topGuide: root.topGuide,
                                    bottomGuide: root.bottomGuide, rootMarginsRule: root.marginsRule,
                                    rootLayoutMargins: root.layoutMargins, standardCell: root.standardCell,
                                    cell: root.cellElement, rootSeparator: separator)
        try reader.read()
        var screen = reader.screen
        screen.leftOut = root.leftOut + screen.leftOut
        if rows == .contentUnlessItCollapses { screen.selfSizing = .height }
        var frames: [String: IBFrame] = [:]
        var skipped: Set<String> = []
        for view in reader.views {
            if let frame = view.frame { frames[view.name] = frame }
            if view.node.flag("misplaced") == true || view.node.flag("ambiguous") == true { skipped.insert(view.name) }
        }
        if var frame = reader.views[0].frame {
            frame.height -= separator
            var design = ScreenDesign(device: context.deviceID, width: frame.width, height: frame.height)
            if root.freeform {
                // Checked at each device's width and its own height (or its content's, when it sizes itself).
                design.freeform = ScreenDesign.Freeform(width: .device,
                                                        height: screen.selfSizing == .height ? .auto : .points(frame.height))
            } else if root.cell {
                // A cell is never the device's whole screen (#20.7, #24): on a device a table cell takes
                // the device's width and its stored height (its content's while it sizes itself, which
                // `selfSizing` says); a collection view cell keeps its stored size.
                let collection = (root.cellElement ?? root.node).name == "collectionViewCell"
                design.freeform = ScreenDesign.Freeform(width: collection ? .points(frame.width) : .device,
                                                        height: .points(frame.height))
            }
            if context.deviceID != nil { design.orientation = context.landscape ? .landscape : .portrait }
            design.era = context.era
            if root.cell, let cellID = (root.cellElement ?? root.node)["id"], let width = screenWidths[cellID] {
                design.containerWidth = width
            }
            if root.cell {
                let cell = root.cellElement ?? root.node
                design.accessoryWidth = IBStandardCell.accessoryWidth(
                    cell: cell, marginsRule: root.marginsRule, screenWidth: cell["id"].flatMap { screenWidths[$0] },
                    era: context.era)
            }
            if root.top != 0 || root.bottom != 0 || root.sides != 0 {
                design.safeArea = EdgeInsets(top: root.top, left: root.sides, bottom: root.bottom, right: root.sides)
            }
            if context.deviceID == nil, context.root.flag("useTraits") == true {
                // An "any" canvas (Xcode 6–7): the size classes no variation names, so IB's base values apply.
                let keys = reader.masks.keys
                if let free = TraitCombination.allCases.reversed().first(where: { combination in !keys.contains { $0.matches(combination) } }) {
                    design.widthClass = free.widthCompact ? .compact : .regular
                    design.heightClass = free.heightCompact ? .compact : .regular
                }
            }
            // The second insets Xcode 15.3 to 16 drew hold only where they add no finding at the design.
            if let twice = root.drawnTwice, var inset = design.safeArea, twice.top > 0 || twice.bottom > 0 {
                inset.top -= twice.top
                inset.bottom -= twice.bottom
                var once = design
                once.safeArea = inset == .zero ? nil : inset
                if !IBDesignFindings.addsNone(Self.solvedAt(design, screen), to: { Self.solvedAt(once, screen) }) { design = once }
            }
            // A notched device's home indicator under a freeform xib view holds only where it adds
            // no finding at the design (#33, 2.9).
            if root.tentativeBottom, var inset = design.safeArea, inset.bottom > 0 {
                inset.bottom = 0
                var without = design
                without.safeArea = inset == .zero ? nil : inset
                if !IBDesignFindings.addsNone(Self.solvedAt(design, screen), to: { Self.solvedAt(without, screen) }) { design = without }
            }
            screen.design = design
            if rows == .contentUnlessItCollapses, !Self.contentSetsHeight(screen, request: IBDesign.request(for: design)) {
                // The stored row, then: less its separator for a custom row height (IB stores the
                // content view at the row's height); as stored for a row of the table's automatic
                // height (Xcode 11 stores such a cell and its content view both at 43.5).
                screen.selfSizing = nil
                let cell = root.cellElement ?? root.node
                if cell.number("rowHeight").map({ $0 >= 0 }) ?? false { design.height -= separatorHeight(cell) }
                design.freeform?.height = .points(design.height)
                screen.design = design
            }
            if screen.selfSizing == .height, let height = Self.contentHeightInPlaceOfStored(screen, design: design) {
                design.height = height
                screen.design = design
            }
            designs.append(IBScreenDesign(screen: name, request: IBDesign.request(for: design), frames: frames,
                                          misplacedOrAmbiguous: skipped))
        }
        // Views IB sizes that have no size of their own (#33, 2.2), at the design IB drew.
        let sizeWarnings = IBDesignedSizes.apply(to: &screen, views: reader.views, resourceImages: reader.resourceImages,
                                                 request: screen.design.map(IBDesign.request(for:)), context: context)
        // The store's one validator, here too, so that what it would refuse
        // (a negative size, a number that is not finite, …) is an error at
        // the line of the element it comes from rather than, later, at a screen.
        if let fault = ScreenValidator.faults(in: screen).first {
            throw InterfaceBuilderError(file: context.file, line: reader.line(of: fault.place) ?? root.node.line,
                                        message: fault.description)
        }
        screens.append(screen)
        warnings += reader.warnings + sizeWarnings
    }
}
