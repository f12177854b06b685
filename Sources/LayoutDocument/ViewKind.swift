/// One kind of view, in one row: the document's `kind`, the Interface Builder element it
/// is read from, the class UIKit makes, how its intrinsic content size arises, how far its
/// frame reaches beyond its alignment rectangle, and how Swift export makes one.
///
/// `ViewKind.all` is the one table every reader goes through: the importer (element to kind,
/// which axes have an intrinsic size, alignment insets), the validator
/// (`--kind` refuses a likely typo of one of these names) and Swift export (the class and
/// the expression that makes a view). A new kind is one row. A document's `kind` stays free
/// text: a kind that is no row (an IB element no row names keeps its element name) is a
/// plain view everywhere.
public struct ViewKind: Hashable, Sendable {
    /// How a view of this kind has an intrinsic content size (UIKit's `intrinsicContentSize`).
    public enum IntrinsicSizeRule: Hashable, Sendable {
        /// None on either axis (a plain view, a stack, a scroll view).
        case none
        /// Its content's on both axes (a label's text, a switch's fixed size).
        case both
        /// A height only; the width is its constraints' (a slider, a bar).
        case heightOnly
        /// Its image's size, on both axes, when it shows an image; none without.
        case bothWithImage
        /// Its text's, on both axes, when it does not scroll; none when it scrolls (a text view).
        case bothUnlessScrolling
    }

    /// The document's `kind` (`label`, `stack`).
    public let name: String
    /// The Interface Builder elements read as this kind (`stackView`), first the one IB writes today.
    public let interfaceBuilderElements: [String]
    /// The class Interface Builder instantiates (`UILabel`, `MKMapView`).
    public let className: String
    /// The framework of `className` (`UIKit`, `MapKit`).
    public let framework: String
    public let intrinsicSize: IntrinsicSizeRule
    /// How far the frame reaches beyond the alignment rectangle on each side (UIKit's
    /// `alignmentRectInsets`, as IB's stored frames show them); nil: none.
    public let alignmentInsets: EdgeInsets?
    /// Swift export: the type a view of this kind is declared with, and the expression that
    /// makes one. A class of another framework than UIKit is exported as a `UIView` (the
    /// generated file imports UIKit alone), with a comment naming the class; so is a class
    /// UIKit no longer lets an app ship (UIWebView).
    public let exportedType: String
    public let exportedCreation: String

    init(_ name: String, ib elements: [String]? = nil, _ className: String, framework: String = "UIKit",
         intrinsic: IntrinsicSizeRule = .none, alignmentInsets: EdgeInsets? = nil,
         creation: String? = nil, exportsClass: Bool = true) {
        self.name = name
        interfaceBuilderElements = elements ?? [name]
        self.className = className
        self.framework = framework
        intrinsicSize = intrinsic
        self.alignmentInsets = alignmentInsets
        let exported = exportsClass && framework == "UIKit"
        exportedType = exported ? className : "UIView"
        exportedCreation = exported ? creation ?? "\(className)()" : "UIView()"
    }

    /// The table: UIKit's views as Interface Builder writes them. Insets are IB's stored
    /// frames' (docs/interface-builder.md, "Alignment rectangles"); the sizes UIKit gives
    /// controls, which IB stores by Xcode, are the importer's (`IBKinds.controlSize`).
    public static let all: [ViewKind] = [
        ViewKind("view", ib: ["view", "tableViewCellContentView"], "UIView"),
        ViewKind("label", "UILabel", intrinsic: .both),
        ViewKind("button", "UIButton", intrinsic: .both, creation: "UIButton(type: .system)"),
        ViewKind("imageView", "UIImageView", intrinsic: .bothWithImage),
        ViewKind("stack", ib: ["stackView"], "UIStackView"),
        ViewKind("textField", "UITextField", intrinsic: .both),
        ViewKind("textView", "UITextView", intrinsic: .bothUnlessScrolling),
        // A UISwitch is 51 × 31 and laid out as 49 wide (its frame 2 beyond on the trailing side).
        ViewKind("switch", "UISwitch", intrinsic: .both, alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
        ViewKind("stepper", "UIStepper", intrinsic: .both),
        // 29 high before iOS 13 and 32 after, laid out as 28 and 31.
        ViewKind("segmentedControl", "UISegmentedControl", intrinsic: .both,
                 alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)),
        // A UISlider is 31 high, laid out as 30, and 2 wider on each side than its rectangle.
        ViewKind("slider", "UISlider", intrinsic: .heightOnly, alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)),
        ViewKind("progressView", "UIProgressView", intrinsic: .heightOnly),
        ViewKind("activityIndicatorView", "UIActivityIndicatorView", intrinsic: .both),
        ViewKind("pageControl", "UIPageControl", intrinsic: .both),
        ViewKind("datePicker", "UIDatePicker", intrinsic: .both),
        ViewKind("searchBar", "UISearchBar", intrinsic: .heightOnly),
        ViewKind("navigationBar", "UINavigationBar", intrinsic: .heightOnly),
        ViewKind("toolbar", "UIToolbar", intrinsic: .heightOnly),
        ViewKind("tabBar", "UITabBar", intrinsic: .heightOnly),
        ViewKind("scrollView", "UIScrollView"),
        ViewKind("tableView", "UITableView"),
        ViewKind("collectionView", "UICollectionView"),
        ViewKind("visualEffectView", "UIVisualEffectView", creation: "UIVisualEffectView(effect: nil)"),
        ViewKind("pickerView", "UIPickerView"),
        ViewKind("mapView", "MKMapView", framework: "MapKit"),
        // IB's `webView` is UIKit's UIWebView (deprecated in iOS 12; the App Store refuses apps using
        // it), `wkWebView` WebKit's WKWebView.
        ViewKind("webView", "UIWebView", exportsClass: false),
        ViewKind("wkWebView", "WKWebView", framework: "WebKit"),
    ]

    /// The row of a document kind (nil: a kind no row names, laid out as a plain view).
    public static func named(_ name: String?) -> ViewKind? {
        guard let name else { return all[0] }
        return byName[name]
    }

    /// The row an Interface Builder element is read as.
    public static func interfaceBuilderElement(_ element: String) -> ViewKind? { byElement[element] }

    /// The document kind of an Interface Builder element: its row's name, else the element's own name.
    public static func kindName(interfaceBuilderElement element: String) -> String {
        byElement[element]?.name ?? element
    }

    /// Every kind's name, in table order.
    public static var names: [String] { all.map(\.name) }

    private static let byName: [String: ViewKind] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let byElement: [String: ViewKind] = Dictionary(
        all.flatMap { kind in kind.interfaceBuilderElements.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })
}
