import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutStore
import Testing

/// A view's stored field is written in four places: `ViewSpec`, the document codec
/// (`DocumentJSON`), the history's form (`ScreenEdit`'s Codable form, `ViewCoding`, and its
/// line, `changes(to:)`), and the store's rows (`ScreenRows` and a migration). This ties them:
/// every stored property of `ViewSpec` (and of its `StackProperties`), read by reflection, must
/// have a variant below, and each variant must survive the document codec, the history and the
/// store unchanged and show in the history line. A field added to `ViewSpec` and forgotten in
/// any place fails here (#36.4).
@Suite struct ViewFieldPlacesTests {
    /// One field changed from a view of `kind` that does not have it.
    struct Variant: CustomTestStringConvertible, Sendable {
        var field: String
        var kind: String?
        var change: @Sendable (inout ViewSpec) -> Void
        /// False for the fields other edits change (a rename, a move): `view set` keeps them.
        var inHistoryLine = true
        var testDescription: String { field }
    }

    static let variants: [Variant] = [
        Variant(field: "name", kind: nil, change: { $0.name = "renamed" }, inHistoryLine: false),
        Variant(field: "superview", kind: nil, change: { $0.superview = "holder" }, inHistoryLine: false),
        Variant(field: "kind", kind: nil, change: { $0.kind = "label" }),
        Variant(field: "intrinsicSize", kind: nil, change: { $0.intrinsicSize = IntrinsicSize(width: 12, height: nil) }),
        Variant(field: "hugging", kind: nil, change: { $0.hugging = AxisPriorities(horizontal: LayoutPriority(251)) }),
        Variant(field: "compressionResistance", kind: nil,
                change: { $0.compressionResistance = AxisPriorities(vertical: LayoutPriority(749)) }),
        Variant(field: "hidden", kind: nil, change: { $0.hidden = true }),
        Variant(field: "layoutMargins", kind: nil, change: { $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }),
        Variant(field: "alignmentInsets", kind: nil,
                change: { $0.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }),
        Variant(field: "baselines", kind: nil, change: { $0.baselines = Baselines(firstFromTop: 14, lastFromBottom: 4) }),
        Variant(field: "stack", kind: "stack", change: { $0.stack = StackProperties(axis: .vertical) }),
        Variant(field: "when", kind: nil, change: { $0.when = Condition(["orientation": [.string("portrait")]]) }),
        Variant(field: "ibID", kind: nil, change: { $0.ibID = "abc-12-xyz" }),
        Variant(field: "customClass", kind: nil, change: { $0.customClass = "ProfileHeaderView" }),
        Variant(field: "layoutMarginsRule", kind: nil, change: { $0.layoutMarginsRule = .tableCellContent }),
        Variant(field: "insetsLayoutMarginsFromSafeArea", kind: nil, change: { $0.insetsLayoutMarginsFromSafeArea = false }),
        Variant(field: "preservesSuperviewLayoutMargins", kind: nil, change: { $0.preservesSuperviewLayoutMargins = true }),
        Variant(field: "text", kind: "label", change: { $0.text = "Hello" }),
        Variant(field: "textKey", kind: "label", change: { $0.textKey = "greeting" }),
        Variant(field: "placeholder", kind: "textField", change: { $0.placeholder = "Email" }),
        Variant(field: "font", kind: "label", change: { $0.font = .system(size: 15, weight: "semibold", italic: true) }),
        Variant(field: "numberOfLines", kind: "label", change: { $0.numberOfLines = 0 }),
        Variant(field: "lineBreakMode", kind: "label", change: { $0.lineBreakMode = .byTruncatingMiddle }),
        Variant(field: "minimumScaleFactor", kind: "label", change: { $0.minimumScaleFactor = 0.5 }),
        Variant(field: "borderStyle", kind: "textField", change: { $0.borderStyle = .roundedRect }),
        Variant(field: "buttonConfiguration", kind: "button", change: { $0.buttonConfiguration = .filled }),
        Variant(field: "contentInsets", kind: "button", change: { $0.contentInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10) }),
        Variant(field: "imageSize", kind: "button", change: { $0.imageSize = ImageSize(width: 24, height: 20.5) }),
        Variant(field: "scrollEnabled", kind: "textView", change: { $0.scrollEnabled = false }),
        // StackProperties' own fields, each from a stack without it.
        Variant(field: "stack.axis", kind: "stack", change: { $0.stack?.axis = .vertical }),
        Variant(field: "stack.distribution", kind: "stack", change: { $0.stack?.distribution = .equalSpacing }),
        Variant(field: "stack.alignment", kind: "stack", change: { $0.stack?.alignment = .center }),
        Variant(field: "stack.spacing", kind: "stack", change: { $0.stack?.spacing = 6 }),
        Variant(field: "stack.usesStandardSpacing", kind: "stack", change: {
            $0.stack?.usesStandardSpacing = true
            $0.stack?.spacing = StandardSpacing.apple.sibling
        }),
        Variant(field: "stack.layoutMarginsRelativeArrangement", kind: "stack",
                change: { $0.stack?.layoutMarginsRelativeArrangement = true }),
        Variant(field: "stack.variations", kind: "stack", change: {
            $0.stack?.variations = [StackVariation(when: Condition(["heightClass": [.string("compact")]]), axis: .vertical,
                                                   spacing: .points(20))]
        }),
    ]

    /// The view before the change: a `kind` view inside `holder`, with a stack's properties
    /// when it is a stack.
    static func base(_ variant: Variant) -> ViewSpec {
        var view = ViewSpec(name: "subject", superview: "root", kind: variant.kind)
        if variant.kind == "stack", variant.field != "stack" { view.stack = StackProperties() }
        return view
    }

    static func screen(with view: ViewSpec) -> Screen {
        Screen(name: "fields", root: "root",
               views: [ViewSpec(name: "root"), ViewSpec(name: "holder", superview: "root"), view],
               constraints: [ConstraintEntry(id: "left", body: .equation("\(view.name).left == root.left + 8"))])
    }

    static func changed(_ variant: Variant) -> ViewSpec {
        var view = base(variant)
        variant.change(&view)
        return view
    }

    @Test func everyStoredFieldHasAVariant() {
        let viewFields = Set(Mirror(reflecting: ViewSpec(name: "v")).children.compactMap(\.label))
        let stackFields = Set(Mirror(reflecting: StackProperties()).children.compactMap(\.label).map { "stack." + $0 })
        let covered = Set(Self.variants.map(\.field))
        #expect(viewFields.union(stackFields).subtracting(covered).isEmpty,
                "fields with no variant here: \(viewFields.union(stackFields).subtracting(covered).sorted())")
        #expect(covered.subtracting(viewFields.union(stackFields)).isEmpty, "variants of no field")
    }

    @Test(arguments: variants)
    func eachVariantChangesTheView(_ variant: Variant) {
        #expect(Self.changed(variant) != Self.base(variant))
    }

    @Test(arguments: variants)
    func theDocumentCodecKeepsIt(_ variant: Variant) throws {
        let document = LayoutDocument(screens: [Self.screen(with: Self.changed(variant))])
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "fields.json") == document)
    }

    @Test(arguments: variants)
    func theHistoryKeepsItAndItsLineNamesIt(_ variant: Variant) throws {
        let edit = ScreenEdit.changeView(from: Self.base(variant), to: Self.changed(variant))
        let decoded = try JSONDecoder().decode(ScreenEdit.self, from: JSONEncoder().encode(edit))
        #expect(decoded == edit)
        let added = ScreenEdit.addView(Self.changed(variant), at: 2)
        #expect(try JSONDecoder().decode(ScreenEdit.self, from: JSONEncoder().encode(added)) == added)
        if variant.inHistoryLine {
            #expect(edit.summary != "view set 'subject'", "the history line says nothing of \(variant.field)")
        }
    }

    @Test(arguments: variants)
    func theStoreKeepsIt(_ variant: Variant) throws {
        let store = try LayoutRepository(inMemory: ())
        let screen = Self.screen(with: Self.changed(variant))
        _ = try store.importDocument(LayoutDocument(screens: [screen]))
        #expect(try store.screen(named: "fields") == screen)
    }
}
