import Foundation
import LayoutCore
import LayoutDocument
@testable import LayoutModel
import LayoutText
import Testing

/// The Auto Layout Guide's compose view (`Examples/compose.json`) with real
/// text: "Send" and "Cancel" buttons beside a 160-point text field, and a long
/// label under them that wraps to two lines; the container is centred and
/// sized by its content. Expected frames are the measured text (LayoutText's
/// numbers at the iPhone 15's @3x scale) put through the formats' arithmetic.
@Suite struct ComposeViewTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/compose.json").path

    static func screen() throws -> Screen {
        let document = try DocumentJSON.decode(try String(contentsOfFile: path, encoding: .utf8), file: "compose.json")
        return try #require(document.screens.first { $0.name == "composeView" })
    }

    @Test func theMessageWrapsToTwoLinesAndTheContainerHugsItsContent() throws {
        let device = try #require(DeviceCatalog.devices.first { $0.name == "iPhone 15" })
        let request = device.request(.portrait)
        let result = try LayoutEngine.solve(try Self.screen(), standardSpacing: .apple, request: request)
        let measurer = TextMeasurer()
        let scale = device.displayScale
        let title = { (text: String) in
            measurer.measure(text, font: .system(size: 15, weight: .regular, italic: false), scale: scale)
        }
        let send = title("Send"), cancel = title("Cancel")
        // Equal widths, each resisting compression more than it hugs: both as wide as the wider title.
        let buttonWidth = max(send.width, cancel.width)
        let buttonHeight = cancel.height + 6 + 6
        let field = measurer.measure("Message", font: .system(size: 14, weight: .regular, italic: false), scale: scale)
        let fieldHeight = field.height + 8.5 + 8.5
        // H:|-[textField(160)]-[sendButton(==cancelButton)]-[cancelButton]-|
        let containerWidth = 20 + 160 + 8 + buttonWidth + 8 + buttonWidth + 20
        // H:[message]-| and alignAllLeading with the text field: the row's width less both insets.
        let messageWidth = containerWidth - 20 - 20
        let message = measurer.measure("This label has relatively long text, that should take two lines.",
                                       font: .textStyle(.body), numberOfLines: 0, width: messageWidth, scale: scale)
        #expect(message.lineCount == 2)
        // V:|-[textField]-[message]-|
        let containerHeight = 20 + fieldHeight + 8 + message.height + 20
        let (width, height) = device.size(.portrait)
        func close(_ frame: Frame, _ expected: Frame) -> Bool {
            abs(frame.x - expected.x) < 1e-6 && abs(frame.y - expected.y) < 1e-6
                && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
        }
        #expect(close(try result.frame("container"), Frame(x: (width - containerWidth) / 2, y: (height - containerHeight) / 2,
                                                             width: containerWidth, height: containerHeight)))
        #expect(close(try result.frame("textField"), Frame(x: 20, y: 20, width: 160, height: fieldHeight)))
        // alignAllCenterY: the buttons sit centred on the text field.
        let buttonY = 20 + (fieldHeight - buttonHeight) / 2
        #expect(close(try result.frame("sendButton"), Frame(x: 20 + 160 + 8, y: buttonY, width: buttonWidth, height: buttonHeight)))
        #expect(close(try result.frame("cancelButton"),
                      Frame(x: 20 + 160 + 8 + buttonWidth + 8, y: buttonY, width: buttonWidth, height: buttonHeight)))
        #expect(close(try result.frame("message"), Frame(x: 20, y: 20 + fieldHeight + 8, width: messageWidth, height: message.height)))
        #expect(result.lines["message"] == 2)
        #expect(result.truncated.isEmpty)
        #expect(result.isClean)
    }
}
