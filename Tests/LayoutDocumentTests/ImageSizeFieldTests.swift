import LayoutDocument
import Testing

/// A button's `imageSize` (`docs/document-format.md`, "Text"): read, written back, and
/// refused where it points, off a button or with a side that is not a finite number above 0.
@Suite struct ImageSizeFieldTests {
    private func document(_ view: String) -> String {
        #"{ "layoutDocument": 1, "screens": [ { "name": "main", "root": "root", "views": ["#
            + "\n" + #"{ "name": "root" },"# + "\n" + view + "\n] } ] }"
    }

    private func failure(_ view: String) -> String {
        do {
            _ = try DocumentJSON.decode(document(view), file: "doc.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    /// Line 3 of `document(_:)` is the view; `at` is the text the error must point at.
    private func expectFailure(kind: String = "button", _ fields: String, at needle: String, _ message: String) {
        let view = #"{ "name": "a", "superview": "root", "kind": ""# + kind + #"", "# + fields + " }"
        let column = view.range(of: needle).map { view.distance(from: view.startIndex, to: $0.lowerBound) + 1 } ?? 0
        #expect(failure(view) == "doc.json:3:\(column): screen 'main', view 'a': " + message, "\(fields)")
    }

    @Test func aButtonsImageSizeIsReadAndWrittenBack() throws {
        let text = document(#"{ "name": "share", "superview": "root", "kind": "button", "text": "Share", "imageSize": { "width": 24, "height": 20.5 } }"#)
        let decoded = try DocumentJSON.decode(text, file: "doc.json")
        #expect(decoded.screens.first?.views.last?.imageSize == ImageSize(width: 24, height: 20.5))
        let written = DocumentJSON.encode(decoded)
        #expect(written.contains(#""imageSize": { "width": 24, "height": 20.5 }"#), "\(written)")
        #expect(try DocumentJSON.decode(written, file: "again.json") == decoded)
    }

    @Test func itFollowsContentInsetsAndPrecedesScrollEnabled() {
        var view = ViewSpec(name: "a", superview: "root", kind: "button", text: "Go")
        view.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.imageSize = ImageSize(width: 16, height: 16)
        view.scrollEnabled = false
        let text = DocumentJSON.encode(LayoutDocument(screens: [Screen(name: "s", root: "a", views: [view])]))
        let offsets = ["\"contentInsets\"", "\"imageSize\"", "\"scrollEnabled\""].map { key in
            text.range(of: key).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
        }
        #expect(!offsets.contains(-1) && offsets == offsets.sorted(), "\(text)")
    }

    @Test func badImageSizesArePointedAt() {
        expectFailure(kind: "label", #""imageSize": { "width": 24, "height": 24 }"#, at: #""imageSize""#,
                      "field 'imageSize' is for buttons (the image beside the title), and this view is a label; "
                          + "make it one with kind 'button'")
        expectFailure(#""imageSize": { "width": 0, "height": 24 }"#, at: "0,",
                      "field 'imageSize' must hold finite numbers above 0 (points), found 0")
        expectFailure(#""imageSize": { "width": 24, "height": -2 }"#, at: "-2",
                      "field 'imageSize' must hold finite numbers above 0 (points), found -2")
        expectFailure(#""imageSize": { "width": 24 }"#, at: #"{ "width": 24 }"#, "missing field 'height'")
        expectFailure(#""imageSize": { "width": 24, "heigth": 3 }"#, at: #""heigth""#,
                      "unknown field 'heigth' (did you mean 'height'?)")
        expectFailure(#""imageSize": [24, 24]"#, at: "[24", "field 'imageSize' must be an object, found a list")
    }
}
