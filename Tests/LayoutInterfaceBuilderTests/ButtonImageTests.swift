import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import Testing

/// A classic button with an image and a title: the importer reads the image's size from the
/// file's `<resources>` into `imageSize`, and the title is measured beside it (docs/interface-builder.md,
/// "Text: measured or stored"; docs/text.md, "A button with an image and a title").
@Suite struct ButtonImageImportTests {
    /// One button of each kind the importer tells apart, in a storyboard whose resources list
    /// an asset image, a background image and a system image (as IB lists an SF Symbol: 128 points).
    @Test func onlyAnImageTheFileSizesIsMeasuredBesideTheTitle() throws {
        func button(_ id: String, _ state: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                \(state)
            </button>
            """
        }
        let sample = IBSample.storyboard(subviews: [
            button("own-00-001", #"<state key="normal" title="Play" image="play"/>"#),
            button("sys-00-001", #"<state key="normal" title="Play" image="play.fill" catalog="system"/>"#),
            button("mis-00-001", #"<state key="normal" title="Play" image="unlisted"/>"#),
            button("bkg-00-001", #"<state key="normal" title="Play" backgroundImage="pill"/>"#),
        ].joined(separator: "\n")).replacingOccurrences(of: "</scenes>", with: """
            </scenes>
            <resources>
                <image name="pill" width="60" height="30"/>
                <image name="play" width="20" height="22"/>
                <image name="play.fill" catalog="system" width="115" height="128"/>
            </resources>
            """)
        let imported = try IBSample.read(sample)
        let views = try #require(imported.document.screens.first?.views)
        func view(_ id: String) throws -> ViewSpec { try #require(views.first { $0.ibID == id }, "\(id)") }
        func warning(_ id: String) -> String? { imported.warnings.first { $0.ibID == id }?.message }
        let kept = ": IB's stored size is kept as its intrinsic size"

        // An asset image the file sizes: measured, the image's 20 beside the title. The stored
        // 80 × 30 is stretched beyond the tolerance on both axes, so nothing of it is kept.
        let own = try view("own-00-001")
        #expect(own.imageSize == ImageSize(width: 20, height: 22))
        #expect(warning("own-00-001") == nil)
        #expect(own.intrinsicSize == nil)
        let title = TextMeasurer().measure("Play", font: .system(size: 15, weight: .regular, italic: false), scale: 2)
        let measured = try #require(ViewText.oneLineIntrinsicSize(of: own, scale: 2))
        #expect(measured.width == 20 + title.width)
        #expect(measured.height == max(22, title.height))

        // The others keep IB's size, each with its reason.
        #expect(try view("sys-00-001").imageSize == nil)
        #expect(warning("sys-00-001") == "button with a system image: its size follows the symbol configuration" + kept)
        #expect(try view("mis-00-001").imageSize == nil)
        #expect(warning("mis-00-001") == "button with an image: the image's size is not in the file's resources" + kept)
        #expect(try view("bkg-00-001").imageSize == nil)
        #expect(warning("bkg-00-001") == "button with a background image: its size is unknown here" + kept)
        for id in ["sys-00-001", "mis-00-001", "bkg-00-001"] {
            #expect(try view(id).intrinsicSize == IntrinsicSize(width: 80, height: 30), "\(id)")
        }
    }
}

/// GitHawk's Settings storyboard (Tests/Fixtures/InterfaceBuilder/ButtonImages/README.md): the
/// accounts cell's "PAT" button, a classic button with the title "PAT" in the 14-point semibold
/// system font beside the file's 14 × 14 image "pencil-small", which IB stores 41 × 17.
@Suite struct ButtonImageFixtureTests {
    static let id = "6O9-UD-6n2"

    static func read() throws -> InterfaceBuilderImport {
        let file = "GitHawk-Settings.storyboard"
        let url = Fixtures.directory.appendingPathComponent("ButtonImages").appendingPathComponent(file)
        return try InterfaceBuilderImporter.read(try Data(contentsOf: url), file: file)
    }

    static func button(_ imported: InterfaceBuilderImport) throws -> (screen: Screen, view: ViewSpec) {
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == id } })
        return (screen, try #require(screen.views.first { $0.ibID == id }))
    }

    static let title = TextMeasurer().measure("PAT", font: .system(size: 14, weight: .semibold, italic: false), scale: 2)

    @Test func theImporterReadsTheImagesSizeFromTheResources() throws {
        let imported = try Self.read()
        let view = try Self.button(imported).view
        #expect(view.kind == "button")
        #expect(view.text == "PAT")
        #expect(view.font == .system(size: 14, weight: "semibold", italic: false))
        #expect(view.imageSize == ImageSize(width: 14, height: 14))
        #expect(!imported.warnings.contains { $0.ibID == Self.id })
    }

    /// The measurement is the image's 14 plus the title's measured width, and the taller of 14
    /// and the title; IB's 41 × 17 is within the importer's tolerance of it on both axes, so kept.
    @Test func ibsStoredSizeIsTheImagePlusTheMeasuredTitle() throws {
        let view = try Self.button(try Self.read()).view
        let measured = try #require(ViewText.oneLineIntrinsicSize(of: view, scale: 2))
        #expect(measured.width == 14 + Self.title.width)
        #expect(measured.height == max(14, Self.title.height))
        #expect(abs(41 - measured.width) <= max(3, 0.12 * measured.width))
        #expect(abs(17 - measured.height) <= max(3, 0.12 * measured.height))
        #expect(view.intrinsicSize == IntrinsicSize(width: 41, height: 17))
    }

    /// Solved under its design at `L` the button is IB's frame, 41 × 17; at `AX5` its font of
    /// fixed size does not scale and the frame holds. Measured instead (IB's size removed), it is
    /// the image's 14 plus the title at both sizes.
    @Test func atLAndAX5TheImagesPartHolds() throws {
        let imported = try Self.read()
        let (screen, view) = try Self.button(imported)
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        #expect(design.frames[view.name]?.width == 41 && design.frames[view.name]?.height == 17)
        var measuredScreen = screen
        if let index = measuredScreen.views.firstIndex(where: { $0.name == view.name }) {
            measuredScreen.views[index].intrinsicSize = nil
        }
        for category in [ContentSizeCategory.L, .AX5] {
            var request = design.request
            request.contentSize = category
            let stored = try #require(try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
                .frames.first { $0.view == view.name }?.frame)
            #expect(stored.width == 41 && stored.height == 17, "\(category)")
            let measured = try #require(try LayoutEngine.solve(measuredScreen, standardSpacing: .apple, request: request)
                .frames.first { $0.view == view.name }?.frame)
            #expect(measured.width == 14 + Self.title.width, "\(category)")
            #expect(measured.height == max(14, Self.title.height), "\(category)")
        }
    }
}
