import LayoutCore
import LayoutDocument

/// Views laid out by their stored frame and autoresizing mask.
extension IBScreenReader {
    // MARK: Autoresizing

    /// Views IB lays out by their frame and autoresizing mask.
    mutating func addAutoresizing(_ position: Int) throws(InterfaceBuilderError) {
        let view = views[position]
        guard let superview = view.superview else { return }
        if views[superview].kind == "stackView" { return }
        let node = view.node
        // IB lays a view out by its frame when it says so (`fixedFrame`, Xcode 8 and later),
        // when it does not turn translation off, or when no constraint names the view (Xcode 4.5–7
        // then adds fixed-frame "prototyping" constraints at build time, which the mask rule gives too).
        let translates = node.flag("fixedFrame") == true
            || node["translatesAutoresizingMaskIntoConstraints"] != "NO"
            || !constrained.contains(position)
        guard translates else { return }
        if let cell = standardCell, cell.isBuiltIn(view.id), addStandardCellLayout(position, cell: cell) { return }
        guard let frame = view.frame, let container = views[superview].frame else {
            warnings.append(warn(node, "laid out by its autoresizing mask but no frame is stored; left without position"))
            return
        }
        let mask = AutoresizingMask(node.child("autoresizingMask", key: "autoresizingMask"))
        var rows = mask.constraints(frame: frame, superviewSize: (container.width, container.height))
        // The mask places the frame; constraints act on the alignment rectangle, which lies within it (#20.4).
        if let insets = IBAlignmentInsets.insets(kind: view.kind) {
            for number in rows.indices { rows[number].constant += IBAlignmentInsets.offset(rows[number].attribute, insets) }
        }
        for (number, row) in rows.enumerated() {
            // The constraints are named after the view's IB id, which must then
            // make a constraint id (IB writes none with a space or '#'; the fuzz target did).
            let id = "\(view.id):autoresizing\(number + 1)"
            if DocumentNames.constraintIDProblem(id) != nil {
                throw context.error(node, "view id '\(view.id)' cannot name its autoresizing constraints: "
                                    + "an id must be without spaces or '#'")
            }
            entryIDs.insert(id)
            entryLines[id] = node.line
            // A scroll view resizes its subviews by its bounds, the frame's size: its frame guide,
            // not the content area its edges stand for inside it (docs/layout-model.md, "Scroll views").
            let container = ViewSpec.scrollViewKinds.contains(IBKinds.kindName(views[superview].kind))
                ? ScrollGuide.frameLayoutGuide.item(of: views[superview].name) : views[superview].name
            let text = row.equation(view: view.name, superview: container)
            screen.constraints.append(ConstraintEntry(id: id, body: .equation(text)))
        }
    }
}
