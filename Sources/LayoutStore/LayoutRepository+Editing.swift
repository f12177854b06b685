import LayoutCore
import LayoutDocument

/// The edits that reshape a screen beyond adding and removing: rename, move
/// and change views, remove metric values, change a constraint's relation or
/// condition. Each goes through `edit(_:_:)`, like every other edit: one
/// immediate transaction, checked against the screen as it is inside it, one
/// revision.
extension LayoutRepository {
    /// `layout constraint set` with every change it can make: a constant,
    /// priority or relation (equations), a condition (`when`: nil keeps it,
    /// `.some(nil)` makes the entry apply always).
    @discardableResult
    public func setConstraint(
        id: String, constant: Double?, priority: LayoutPriority?, relation: LayoutRelation?, when: Condition??,
        in screen: String
    ) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.settingConstraint(id: id, constant: constant, priority: priority, relation: relation,
                                             when: when, in: current)
        }
    }

    /// `layout view rename`: the view and every reference to it.
    @discardableResult
    public func renameView(_ name: String, to newName: String, in screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.renamingView(name, to: newName, in: current) }
    }

    /// `layout view move --superview`: the view, with its subviews, into another superview.
    @discardableResult
    public func moveView(_ name: String, toSuperview superview: String, in screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.movingView(name, toSuperview: superview, in: current)
        }
    }

    /// `layout view set`: a view's intrinsic size, hugging, compression resistance or kind.
    @discardableResult
    public func changeView(
        _ name: String, in screen: String, _ change: @escaping (inout ViewSpec) -> Void
    ) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in try ScreenEdit.changingView(name, in: current, change) }
    }

    /// `layout metric remove`: the value under `when` (nil: the unconditional one), or all values.
    @discardableResult
    public func removeMetric(_ name: String, when: Condition?, all: Bool = false, from screen: String) throws(StoreError) -> Int {
        try edit(screen) { (current) throws(ScreenEditError) in
            try ScreenEdit.removingMetric(name, when: when, all: all, from: current)
        }
    }
}
