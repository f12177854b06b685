import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// IB's device ids are rows of the one device table (`DeviceCatalog.interfaceBuilderDevice`):
/// each id, in the Xcode that saved a file, is the screen IB stored the file's full-screen roots
/// at. The sizes are IB's, read from real files of the corpus's tune half (repository, file and
/// `toolsVersion` beside each row); the lookup is given only the id and the version, not the
/// stored size, so a row with the wrong screen fails.
@Suite("Interface Builder device ids and the screens IB stores")
struct InterfaceBuilderDeviceTests {
    struct Stored: CustomStringConvertible, Sendable {
        var id: String
        var toolsVersion: Double
        var landscape = false
        var width: Double
        var height: Double
        var source: String
        var description: String { "\(id) (\(toolsVersion)): \(source)" }
    }

    static let stored: [Stored] = [
        .init(id: "retina3_5", toolsVersion: 14113, width: 320, height: 480, source: "GitHawk OauthLogin.storyboard"),
        .init(id: "retina4_0", toolsVersion: 24765, width: 320, height: 568, source: "orbot-apple Main.storyboard"),
        .init(id: "retina4_7", toolsVersion: 13771, width: 375, height: 667, source: "Rocket.Chat.iOS share extension Main.storyboard"),
        .init(id: "retina5_5", toolsVersion: 23504, width: 414, height: 736, source: "Provenance LaunchScreen.storyboard"),
        .init(id: "retina5_9", toolsVersion: 14490.70, width: 375, height: 812, source: "Rocket.Chat.iOS UserDetail.storyboard"),
        .init(id: "retina5_9", toolsVersion: 24506, width: 375, height: 812, source: "threema-ios CreateID.storyboard"),
        .init(id: "retina6_0", toolsVersion: 17506, width: 390, height: 844, source: "arcgis-runtime-samples-ios ExportTiles.storyboard"),
        .init(id: "retina6_0", toolsVersion: 23504, width: 390, height: 844, source: "passforios Main.storyboard"),
        .init(id: "retina6_1", toolsVersion: 17156, width: 414, height: 896, source: "simplenote-ios LaunchScreen.storyboard"),
        .init(id: "retina6_1", toolsVersion: 24093.9, width: 414, height: 896, source: "NetNewsWire LaunchScreenPad.storyboard"),
        .init(id: "retina6_12", toolsVersion: 23090, width: 393, height: 852, source: "Provenance SaveStates.storyboard"),
        .init(id: "retina6_12", toolsVersion: 32700.99, width: 393, height: 852, source: "duckduckgo SuggestionTray.storyboard"),
        .init(id: "retina6_3", toolsVersion: 24506, width: 402, height: 874, source: "NetNewsWire Main.storyboard"),
        .init(id: "retina6_5", toolsVersion: 17156, width: 414, height: 896, source: "canvas-ios PairWithObserverViewController.storyboard"),
        .init(id: "retina6_7", toolsVersion: 20037, width: 428, height: 926, source: "tensorflow examples ImageClassification Main.storyboard"),
        .init(id: "retina6_7", toolsVersion: 23727, width: 430, height: 932, source: "threema-ios License.storyboard"),
        .init(id: "ipad9_7", toolsVersion: 14109, width: 768, height: 1024, source: "openterm Main.storyboard"),
        .init(id: "ipad9_7", toolsVersion: 32700.99, landscape: true, width: 1024, height: 768, source: "duckduckgo DaxOnboarding.storyboard"),
        .init(id: "ipad12_9", toolsVersion: 13771, width: 1024, height: 1366, source: "owncloud ios Launch Screen.storyboard"),
        .init(id: "ipad12_9rounded", toolsVersion: 19455, width: 1024, height: 1366, source: "sentry-cocoa AppClip Main.storyboard"),
        .init(id: "ipad11_0rounded", toolsVersion: 18122, landscape: true, width: 1194, height: 834, source: "CloudNews Main.storyboard"),
        .init(id: "ipad11_0rounded", toolsVersion: 32700.99, width: 834, height: 1194, source: "calliope Help.storyboard"),
        .init(id: "iPad13_0rounded", toolsVersion: 23727, width: 1032, height: 1376, source: "threema-ios ThreemaShareStoryboard.storyboard"),
    ]

    @Test(arguments: stored)
    func eachIDIsTheScreenIBStores(_ row: Stored) throws {
        let found = try #require(DeviceCatalog.interfaceBuilderDevice(id: row.id, toolsVersion: row.toolsVersion, landscape: row.landscape))
        let size = found.device.size(row.landscape ? .landscape : .portrait)
        #expect(size.width == row.width && size.height == row.height, "\(row): \(found.device.name)")
        // With the stored size given, the same row.
        let bySize = DeviceCatalog.interfaceBuilderDevice(id: row.id, toolsVersion: row.toolsVersion,
                                                          storedSize: (row.width, row.height), landscape: row.landscape)
        #expect(bySize?.device.name == found.device.name)
    }

    /// Xcode 15.3's `iPad13_0rounded` is the 13-inch iPad Pro (M4): 1032 × 1376, with the rounded
    /// iPads' 24-pt status bar and 20-pt home indicator, regular in both size classes; a
    /// `--device` argument finds it by the id too.
    @Test func iPad13_0roundedIsThe13InchIPadPro() throws {
        let found = try #require(DeviceCatalog.interfaceBuilderDevice(id: "iPad13_0rounded", toolsVersion: 23727))
        #expect(found.device.name == "iPad Pro 13-inch (M4)")
        let portrait = found.device.traits(.portrait)
        #expect(portrait.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(portrait.widthClass == .regular && portrait.heightClass == .regular)
        #expect(DeviceCatalog.device(interfaceBuilderID: "iPad13_0rounded")?.name == "iPad Pro 13-inch (M4)")
    }
}
