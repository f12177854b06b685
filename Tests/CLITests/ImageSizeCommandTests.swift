import Foundation
import Testing

/// `--image-size` of `view add` and `view set`: a button's image size, written to the
/// document, recorded in the history, and refused off a button (by the store's validator).
@Suite struct ImageSizeCommandTests {
    @Test func setAddExportHistoryAndRefusal() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let add = try scratch.layout("view", "add", "cell", "share", "--superview", "content", "--kind", "button",
                                     "--text", "Share", "--image-size", "24x20.5")
        #expect(add.status == 0, "\(add)")
        #expect(try scratch.layout("export").stdout.contains(#""imageSize": { "width": 24, "height": 20.5 }"#))
        #expect(try scratch.layout("show", "cell").stdout.contains("image 24x20.5"))
        #expect(try scratch.layout("view", "set", "cell", "share", "--image-size", "16x16").status == 0)
        let history = try scratch.layout("history", "cell").stdout
        #expect(history.contains("view set 'share': imageSize 24x20.5 -> 16x16"), "\(history)")
        #expect(try scratch.layout("view", "set", "cell", "share", "--image-size", "none").status == 0)
        #expect(!(try scratch.layout("export").stdout.contains("imageSize")))

        // A label has no image: the store's one validator refuses it, and nothing is recorded.
        let before = try scratch.layout("export").stdout
        let refused = try scratch.layout("view", "set", "cell", "title", "--image-size", "24x24")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("screen 'cell', view 'title': field 'imageSize' is for buttons"), "\(refused.stderr)")
        #expect(try scratch.layout("export").stdout == before)

        for bad in ["0x24", "24xauto", "24"] {
            let usage = try scratch.layout("view", "set", "cell", "share", "--image-size", bad)
            #expect(usage.status == 64, "\(bad): \(usage)")
        }
    }
}
