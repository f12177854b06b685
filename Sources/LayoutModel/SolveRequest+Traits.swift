import LayoutCore
import LayoutDocument
import LayoutTranslation

extension SolveRequest {
    /// The traits the request is solved under: given ones win; otherwise the
    /// orientation follows from the size (wider than tall: landscape) and the
    /// size classes from the size as `DeviceCatalog.sizeClasses` reads it (a
    /// catalogue device's size gets its classes). An open side (self-sizing)
    /// is regular and does not make the screen landscape.
    public var traits: Traits {
        let orientation = self.orientation ?? {
            if let width, let height, width > height { return .landscape }
            return .portrait
        }()
        let classes = widthClass != nil && heightClass != nil
            ? (width: SizeClass.regular, height: SizeClass.regular)
            : DeviceCatalog.sizeClasses(width: width, height: height)
        return Traits(
            orientation: orientation,
            widthClass: widthClass ?? classes.width,
            heightClass: heightClass ?? classes.height)
    }

    /// Whether the screen has a home indicator below it, as the trait
    /// `homeIndicator` says: a bottom safe-area inset above 0 (a notched iPhone
    /// in either orientation, an iPad with rounded corners). UIKit sizes a
    /// toolbar by it (49 points on such an iPhone, 44 on a home-button one, #24.6).
    public var hasHomeIndicator: Bool { safeArea.bottom > 0 }

    /// What `when` conditions are matched against: content values plus the
    /// traits (a content key named like a trait is overridden by the trait).
    var conditionEnvironment: [String: String] {
        let traits = self.traits
        var environment = content
        environment["orientation"] = traits.orientation.rawValue
        environment["widthClass"] = traits.widthClass.rawValue
        environment["heightClass"] = traits.heightClass.rawValue
        environment["contentSize"] = (contentSize ?? .L).rawValue
        environment["homeIndicator"] = hasHomeIndicator ? "yes" : "no"
        environment["era"] = (era ?? .current).rawValue
        if let language { environment["language"] = language.code }
        return environment
    }

    /// Which way leading and trailing run: the request's direction, else the screen's
    /// own, else the language's (UIKit with `semanticContentAttribute` unspecified:
    /// a right-to-left language lays the screen out right to left).
    func direction(of screen: Screen) -> LayoutDirection {
        layoutDirection ?? screen.layoutDirection ?? (language?.isRightToLeft == true ? .rightToLeft : .leftToRight)
    }

    /// Checks sizes and insets; a bad value is an error naming it.
    func validate(screen: String) throws(LayoutModelError) {
        func check(_ value: Double?, _ what: String) throws(LayoutModelError) {
            guard let value else { return }
            guard value.isFinite, value >= 0 else {
                throw LayoutModelError(screen: screen, .invalidRequest("\(what) must be a finite number >= 0"))
            }
        }
        try check(width, "width")
        try check(height, "height")
        try check(safeArea.top, "safe-area top")
        try check(safeArea.left, "safe-area left")
        try check(safeArea.bottom, "safe-area bottom")
        try check(safeArea.right, "safe-area right")
        try check(keyboardHeight, "keyboard height")
        try check(containerWidth, "container width")
        guard displayScale.isFinite, displayScale >= 1 else {
            throw LayoutModelError(screen: screen, .invalidRequest("the display scale must be a finite number >= 1"))
        }
        if let height, keyboardHeight > height {
            throw LayoutModelError(screen: screen, .invalidRequest(
                "the keyboard (\(formatNumber(keyboardHeight)) points) is taller than the screen (\(formatNumber(height)) points)"))
        }
    }
}

/// Renders an environment as `images=3, orientation=portrait, …` for messages.
/// The default content size (`L`), `homeIndicator=no` and `era=current` are left out: every
/// request has them, and most screens never test them.
func describeEnvironment(_ environment: [String: String]) -> String {
    environment.filter { !($0.key == "contentSize" && $0.value == "L") && !($0.key == "homeIndicator" && $0.value == "no")
        && !($0.key == "era" && $0.value == LayoutEra.current.rawValue) }
        .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
}
