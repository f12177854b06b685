import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// #24.4, #33.2.5: a table cell content view's side margins follow the width of the
/// screen its table is shown on (`SolveRequest.containerWidth`), not its own width:
/// 16 up to 375 points, 20 beyond.
@Suite struct CellContainerMarginsTests {
    /// A content view (the `tableCellContent` rule) with a label pinned to its leading and trailing margins.
    let cell = makeScreen(views: [ViewSpec(name: "label", superview: "root")], constraints: [
        ("leading", "label.leading == root.leadingMargin"), ("trailing", "label.trailing == root.trailingMargin"),
        ("top", "label.top == root.topMargin"), ("bottom", "label.bottom == root.bottomMargin"),
    ])

    func solved(width: Double, containerWidth: Double?) throws -> SolveResult {
        var screen = cell
        screen.views[0].layoutMarginsRule = .tableCellContent
        var request = SolveRequest(width: width, height: 44)
        request.containerWidth = containerWidth
        return try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
    }

    /// Beside a disclosure indicator a 375-pt content view is 348 wide: on a 414-pt
    /// screen it gets 20-pt margins, its own width would give 16. Not sizing itself, its
    /// bottom margin is 11 less the separator, 1/2 point at the request's @2x (#32.1.6).
    @Test func aNarrowContentViewInAWideTableTakesTheTablesMargins() throws {
        #expect(try solved(width: 348, containerWidth: 414).frame("label")
                == Frame(x: 20, y: 11, width: 348 - 20 - 20, height: 44 - 11 - (11 - 0.5)))
        #expect(try solved(width: 348, containerWidth: nil).frame("label")
                == Frame(x: 16, y: 11, width: 348 - 16 - 16, height: 44 - 11 - (11 - 0.5)))
        #expect(try solved(width: 414, containerWidth: 375).frame("label").x == 16)
        #expect(try solved(width: 383, containerWidth: nil).frame("label").x == 20)
    }

    /// A view controller's root keeps its own width's margins whatever the container.
    @Test func aViewControllersRootIgnoresTheContainer() throws {
        var screen = cell
        screen.views[0].layoutMarginsRule = .viewController
        var request = SolveRequest(width: 383, height: 44)
        request.containerWidth = 414
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        #expect(try result.frame("label").x == 16)
    }

    /// A device request sits the screen in a container as wide as the device's window.
    @Test func aDeviceRequestGivesTheDevicesWidth() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone 11"))
        #expect(device.request(.portrait).containerWidth == 414)
        #expect(device.request(.landscape).containerWidth == 896)
    }

    /// A session that moves between requests keeps the container's margins apart.
    @Test func aSessionRebuildsWhenTheContainersMarginsChange() throws {
        var screen = cell
        screen.views[0].layoutMarginsRule = .tableCellContent
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        var narrow = SolveRequest(width: 348, height: 44)
        narrow.containerWidth = 375
        var wide = narrow
        wide.containerWidth = 414
        #expect(try session.solve(narrow).frame("label").x == 16)
        #expect(try session.solve(wide).frame("label").x == 20)
        #expect(try session.solve(narrow).frame("label").x == 16)
    }
}
