import LayoutCore

/// A layout document: screens with their views, metrics and constraints, as
/// `layout import` reads and `layout export` writes them
/// (`docs/document-format.md`).
///
/// Value type all the way down so a document can be compared (export then
/// import gives back an equal document) and cached.
public struct LayoutDocument: Hashable, Sendable {
    /// The format version, `"layoutDocument": 1`.
    public static let formatVersion = 1

    /// Overrides of VFL's standard spacing; nil keeps Apple's 8 and 20.
    public var standardSpacing: StandardSpacing?
    /// The language every view's `text` is in (a BCP 47 code); nil: not said, `en`.
    public var developmentLanguage: String?
    public var screens: [Screen]
    /// The translations of the screens' texts, one file and language each (an export's:
    /// the store's); importing the document stores them as the files they were.
    public var translations: [DocumentTranslation]

    public init(standardSpacing: StandardSpacing? = nil, developmentLanguage: String? = nil, screens: [Screen] = [],
                translations: [DocumentTranslation] = []) {
        self.standardSpacing = standardSpacing
        self.developmentLanguage = developmentLanguage
        self.screens = screens
        self.translations = translations
    }

    /// Whether `code` can be a language code: letters, digits and `-` (`de`, `zh-Hans`),
    /// not starting or ending with `-`, at most 64 characters.
    public static func isLanguageCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 64 && code.first != "-" && code.last != "-"
            && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0) || $0 == "-" }
    }
}

/// The spacing `-` stands for in a visual format.
public struct StandardSpacing: Hashable, Sendable {
    /// Between two views: 8 in UIKit.
    public var sibling: Double
    /// Between a view and its superview's edge: 20 in UIKit.
    public var superview: Double

    public static let apple = StandardSpacing(sibling: 8, superview: 20)

    public init(sibling: Double = 8, superview: Double = 20) {
        self.sibling = sibling
        self.superview = superview
    }
}

/// One screen: a root view, the views inside it, metrics and constraints.
public struct Screen: Hashable, Sendable {
    public var name: String
    /// The name of the top view; it gets the requested size at (0, 0).
    public var root: String
    public var views: [ViewSpec]
    public var metrics: [MetricValue]
    public var constraints: [ConstraintEntry]
    /// How leading and trailing map to left and right unless a request says otherwise.
    public var layoutDirection: LayoutDirection?
    /// The side a screen sizes itself along (a self-sizing cell: `height`);
    /// `layout check` leaves that side open on every device. nil: neither.
    public var selfSizing: SelfSizing?
    /// How the screen was designed (Interface Builder's canvas); `solve`
    /// without a size or device solves under it.
    public var design: ScreenDesign?
    /// Whether the store holds the screen as removed (`layout screen remove`):
    /// not listed, exported or checked, but kept with its history so that
    /// `undo` and `revert` bring it back. Never part of a document.
    public var isRemoved = false
    /// What the importer left out of the source (elements and constraints, with
    /// why), in the source's order; empty for a screen imported whole.
    public var leftOut: [LeftOut] = []

    public init(
        name: String, root: String, views: [ViewSpec] = [], metrics: [MetricValue] = [],
        constraints: [ConstraintEntry] = [], layoutDirection: LayoutDirection? = nil, selfSizing: SelfSizing? = nil
    ) {
        self.name = name
        self.root = root
        self.views = views
        self.metrics = metrics
        self.constraints = constraints
        self.layoutDirection = layoutDirection
        self.selfSizing = selfSizing
    }

    public func view(named name: String) -> ViewSpec? { views.first { $0.name == name } }
    public func constraint(id: String) -> ConstraintEntry? { constraints.first { $0.id == id } }
}

/// Which side of a screen its content decides: `height` (a self-sizing table
/// or collection cell: width from the device, height auto) or `width`.
public enum SelfSizing: String, Hashable, Sendable, CaseIterable {
    case width, height
}

/// `leftToRight` (the default) or `rightToLeft`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The request a screen was designed under: Interface Builder's device and
/// canvas size, orientation, size classes and the safe area it simulated.
public struct ScreenDesign: Hashable, Sendable {
    public enum Orientation: String, Hashable, Sendable, CaseIterable { case portrait, landscape }
    public enum SizeClass: String, Hashable, Sendable, CaseIterable { case compact, regular }

    /// IB's device id (`retina6_1`), when the file names one.
    public var device: String?
    public var width: Double
    public var height: Double
    public var orientation: Orientation?
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var safeArea: EdgeInsets?
    /// Set when the screen is not a full screen: the size it is checked at on each device.
    public var freeform: Freeform?
    /// The width of the screen a screen that is not one itself was drawn on at design
    /// time: the screen a table cell's table is shown on, whose width sets the cell's
    /// side margins (#24.4, #33.2.5). It is the request's `containerWidth`.
    public var containerWidth: Double?
    /// A table cell's accessory (`accessoryType` or `accessoryView`): the width it
    /// takes beside the content view, the accessory and its gap, beyond the
    /// cell's trailing margin. On a device the content view is the table's width
    /// less this and that margin (#24.3), as today's UIKit lays it out (the
    /// `current` era, whatever `era` says). nil: no accessory.
    public var accessoryWidth: Double?
    /// The UIKit generation IB drew the screen as (Xcode 5 to 8: `legacy`); a
    /// solve under the design takes it as the request's `era`. nil: `current`.
    public var era: LayoutEra?
    /// The strings table its texts are translated in: the storyboard or xib it was
    /// read from, qualified by its bundle folder (`Loop/Main`; LayoutTranslation's
    /// `StringsTable`). Only that table's translations apply to its views' IB ids,
    /// so that two storyboards named alike keep their own. nil: every table's.
    public var stringsTable: String?

    public init(device: String? = nil, width: Double, height: Double, orientation: Orientation? = nil,
                widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, safeArea: EdgeInsets? = nil) {
        self.device = device
        self.width = width
        self.height = height
        self.orientation = orientation
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.safeArea = safeArea
    }
}
