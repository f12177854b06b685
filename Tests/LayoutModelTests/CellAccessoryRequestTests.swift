import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// #24.3 and #20.7: a table cell's content view solved on a device is the
/// table's width (the device's) less the accessory beside it and, for an iOS 11
/// era cell, the device's side safe-area insets (`insetsContentViewsToSafeArea`).
@Suite struct CellAccessoryRequestTests {
    /// A cell content view with a label pinned to its leading and trailing margins.
    func cell(rule: LayoutMarginsRule?, accessoryWidth: Double?) -> Screen {
        var screen = makeScreen(views: [ViewSpec(name: "label", superview: "root")], constraints: [
            ("leading", "label.leading == root.leadingMargin"), ("trailing", "label.trailing == root.trailingMargin"),
            ("top", "label.top == root.top"), ("bottom", "label.bottom == root.bottom"),
        ])
        screen.views[0].layoutMarginsRule = rule
        var design = ScreenDesign(width: 348, height: 44)
        design.freeform = ScreenDesign.Freeform(width: .device, height: .points(44))
        design.accessoryWidth = accessoryWidth
        screen.design = design
        return screen
    }

    func device(_ name: String) throws -> Device { try #require(DeviceCatalog.device(named: name)) }

    /// iOS 11 and later: the accessory and the content view's side margin for the table's width.
    @Test func anAccessoryNarrowsTheContentViewByItsWidthAndTheMargin() throws {
        let screen = cell(rule: .tableCellContent, accessoryWidth: 11)
        #expect(try device("iPhone 8").request(.portrait, screen: screen).width == 375 - (16 + 11))
        #expect(try device("iPhone 11").request(.portrait, screen: screen).width == 414 - (20 + 11))
        #expect(try device("iPhone 11").request(.portrait, screen: screen).containerWidth == 414)
        let request = try device("iPhone 11").request(.portrait, screen: screen)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        // The table's width (414) gives a 20-pt leading margin to a 383-wide content view;
        // its trailing margin is the 8 points to the accessory (#32).
        #expect(try result.frame("label") == Frame(x: 20, y: 0, width: 414 - (20 + 11) - 20 - 8, height: 44))
        // Right to left, the accessory is on the left: 8 there, 20 on the right.
        var rightToLeft = request
        rightToLeft.layoutDirection = .rightToLeft
        let flipped = try LayoutEngine.solve(screen, standardSpacing: .apple, request: rightToLeft)
        #expect(try flipped.frame("label") == Frame(x: 8, y: 0, width: 414 - (20 + 11) - 8 - 20, height: 44))
    }

    /// iOS 10 (no margins rule): the trailing margin beside the accessory is 15 at any width.
    @Test func anOldEraCellKeepsAFifteenPointMarginBesideItsAccessory() throws {
        let screen = cell(rule: nil, accessoryWidth: 18)
        #expect(try device("iPhone 8").request(.portrait, screen: screen).width == 375 - (15 + 18))
        #expect(try device("iPhone 11").request(.portrait, screen: screen).width == 414 - (15 + 18))
    }

    /// A cell without an accessory takes the device's whole width in portrait.
    @Test func aCellWithoutAnAccessoryTakesTheTablesWidth() throws {
        #expect(try device("iPhone 8").request(.portrait, screen: cell(rule: .tableCellContent, accessoryWidth: nil)).width == 375)
        #expect(try device("iPhone 8").request(.portrait, screen: cell(rule: nil, accessoryWidth: nil)).width == 375)
    }

    /// #20.7: in landscape a notched iPhone's side insets go into the content
    /// view's frame; its margins stay the table's (20 in an 812-wide table).
    @Test func aLandscapeNotchedPhoneInsetsTheContentViewBySafeArea() throws {
        let phone = try device("iPhone 11 Pro")   // 375 x 812, 44-pt sensor housing
        let plain = cell(rule: .tableCellContent, accessoryWidth: nil)
        let request = phone.request(.landscape, screen: plain)
        let inset: Double = 812 - 44 - 44
        #expect(request.width == inset)
        #expect(request.safeArea == .zero)
        let result = try LayoutEngine.solve(plain, standardSpacing: .apple, request: request)
        #expect(try result.frame("label") == Frame(x: 20, y: 0, width: 812 - 44 - 44 - 20 - 20, height: 44))
        let withAccessory = cell(rule: .tableCellContent, accessoryWidth: 11)
        let narrower: Double = 812 - 44 - 44 - (20 + 11)
        #expect(phone.request(.landscape, screen: withAccessory).width == narrower)
        // A home-button phone has no side insets; an old-era cell is not inset (before iOS 11).
        #expect(try device("iPhone 8").request(.landscape, screen: plain).width == 667)
        #expect(phone.request(.landscape, screen: cell(rule: nil, accessoryWidth: nil)).width == 812)
    }

    /// A collection view cell keeps its stored width: only a `device`-wide freeform is narrowed.
    @Test func aFixedWidthFreeformIsLeftAlone() throws {
        var screen = cell(rule: .tableCellContent, accessoryWidth: 11)
        screen.design?.freeform = ScreenDesign.Freeform(width: .points(100), height: .points(44))
        #expect(try device("iPhone 11 Pro").request(.landscape, screen: screen).width == 100)
    }
}
