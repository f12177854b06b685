import Foundation
import LayoutText

/// The font fixtures (Tests/Fixtures/Fonts, subsets of Debian's Inter, SIL OFL 1.1).
enum FontFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Inter Regular's file as Debian installs it, if fonts-inter is installed.
    static let interRegularPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interDirectory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
    static var interInstalled: Bool { FileManager.default.fileExists(atPath: interRegularPath) }
}
