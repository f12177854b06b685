import Foundation
import LayoutDocument
import LayoutSwiftExport
import Testing

/// Swift export makes each view as the one kind table says (#36.3): the row's class and
/// creation, a `UIView` with a comment for a class of another framework or a kind no row names.
@Suite struct SwiftExportKindTests {
    private func source(_ views: [ViewSpec]) throws -> String {
        try LayoutSwiftExport.source(for: [Screen(name: "card", root: "root", views: [ViewSpec(name: "root")] + views)])
    }

    /// Every kind of the table is declared with its row's class and made with its row's
    /// expression; the spinner and the page control were `UIView`s before the one table.
    @Test func everyKindIsMadeAsItsRowSays() throws {
        for row in ViewKind.all where row.name != "view" {
            let text = try source([ViewSpec(name: "subject", superview: "root", kind: row.name)])
            #expect(text.contains("    let subject = \(row.exportedCreation)"), "\(row.name)")
        }
        let spinner = try source([ViewSpec(name: "spin", superview: "root", kind: "activityIndicatorView")])
        #expect(spinner.contains("    let spin = UIActivityIndicatorView()\n"))
        let dots = try source([ViewSpec(name: "dots", superview: "root", kind: "pageControl")])
        #expect(dots.contains("    let dots = UIPageControl()\n"))
        let button = try source([ViewSpec(name: "go", superview: "root", kind: "button")])
        #expect(button.contains("    let go = UIButton(type: .system)\n"))
        let map = try source([ViewSpec(name: "map", superview: "root", kind: "mapView")])
        #expect(map.contains("    let map = UIView()  // kind 'mapView': MKMapView (MapKit)\n"))
        let web = try source([ViewSpec(name: "web", superview: "root", kind: "webView")])
        #expect(web.contains("    let web = UIView()  // kind 'webView': UIWebView\n"))
        let other = try source([ViewSpec(name: "scene", superview: "root", kind: "sceneKitView")])
        #expect(other.contains("    let scene = UIView()  // kind 'sceneKitView'\n"))
    }

    /// The UIKit stand-in the round trip compiles against declares every class the table
    /// exports, so the round trip can compile any kind; names and IB elements are each one row's.
    @Test func theStandInDeclaresEveryExportedClass() throws {
        let standIn = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("UIKitStandIn/UIKit.swift.txt"), encoding: .utf8)
        for row in ViewKind.all {
            #expect(standIn.contains("class \(row.exportedType):") || standIn.contains("class \(row.exportedType) "),
                    "\(row.name): \(row.exportedType)")
        }
        #expect(Set(ViewKind.names).count == ViewKind.all.count)
        let elements = ViewKind.all.flatMap(\.interfaceBuilderElements)
        #expect(Set(elements).count == elements.count)
    }
}
