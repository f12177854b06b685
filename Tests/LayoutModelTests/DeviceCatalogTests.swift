import LayoutCore
@testable import LayoutModel
import Testing

@Suite struct DeviceCatalogTests {
    let devices = DeviceCatalog.devices

    @Test func namesAndInterfaceBuilderIDsAreUnique() {
        #expect(Set(devices.map(\.name)).count == devices.count)
        let ids = devices.compactMap(\.interfaceBuilderID)
        #expect(Set(ids).count == ids.count)
    }

    /// Every iPhone and iPad screen size (portrait points) from the first
    /// iPhone SE to the iPhone 16 and M4 iPad Pro families.
    @Test func coversEveryScreenSize() {
        let sizes = Set(devices.map { "\(Int($0.portraitWidth))x\(Int($0.portraitHeight))" })
        let phones = ["320x568", "375x667", "414x736", "375x812", "414x896", "390x844", "428x926",
                      "393x852", "430x932", "402x874", "440x956"]
        let pads = ["768x1024", "810x1080", "820x1180", "744x1133", "834x1112", "834x1194", "1024x1366",
                    "834x1210", "1032x1376"]
        for size in phones + pads { #expect(sizes.contains(size), "missing \(size)") }
        for family in ["iPhone 12", "iPhone 13", "iPhone 14", "iPhone 15", "iPhone 16"] {
            let members = devices.filter { $0.name == family || $0.name.hasPrefix(family + " ") }
            #expect(members.count == 4, "\(family): \(members.map(\.name))")
        }
    }

    /// The safe area lies inside the screen, and the traits follow UIKit's
    /// rules: every iPhone is compact wide in portrait and compact high in
    /// landscape; an iPad is regular both ways.
    @Test func traitsAndSafeAreasAreConsistent() {
        for device in devices {
            for orientation in Orientation.allCases {
                let size = device.size(orientation)
                let traits = device.traits(orientation)
                let area = traits.safeArea
                #expect(area.left + area.right < size.width && area.top + area.bottom < size.height, "\(device.name)")
                if device.name.hasPrefix("iPhone") {
                    #expect(orientation == .portrait ? traits.widthClass == .compact : traits.heightClass == .compact)
                } else {
                    #expect(traits.widthClass == .regular && traits.heightClass == .regular)
                }
            }
            #expect(device.size(.landscape) == (device.portraitHeight, device.portraitWidth))
        }
    }

    @Test func lookupByNameIgnoresCaseSpacesAndPunctuation() {
        #expect(DeviceCatalog.lookup("iPhone 15 Pro") == .found(device("iPhone 15 Pro")))
        #expect(DeviceCatalog.lookup("iphone15pro") == .found(device("iPhone 15 Pro")))
        #expect(DeviceCatalog.lookup("iPhone 15") == .found(device("iPhone 15")), "an exact name beats longer ones")
    }

    @Test func lookupByInterfaceBuilderID() {
        #expect(DeviceCatalog.lookup("retina4_7") == .found(device("iPhone 8")))
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina6_12")?.portraitWidth == 393)
        #expect(DeviceCatalog.device(interfaceBuilderID: "ipad9_7")?.portraitHeight == 1024)
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina9_9") == nil)
    }

    @Test func aPartOfOneNameResolves() {
        #expect(DeviceCatalog.lookup("iPad mini") == .found(device("iPad mini (6th generation)")))
        #expect(DeviceCatalog.lookup("16 pro max") == .found(device("iPhone 16 Pro Max")))
    }

    @Test func aPartOfSeveralNamesIsAmbiguous() {
        #expect(DeviceCatalog.lookup("iPhone SE") == .ambiguous(["iPhone SE (1st generation)", "iPhone SE (2nd generation)",
                                                                   "iPhone SE (3rd generation)"].map(device)))
        #expect(DeviceCatalog.device(named: "iPhone SE") == nil)
    }

    @Test func unknownNamesSuggestTheClosest() {
        #expect(DeviceCatalog.lookup("iPhone 51") == .notFound(suggestion: "iPhone 11"))
        #expect(DeviceCatalog.lookup("!!") == .notFound(suggestion: nil))
    }

    private func device(_ name: String) -> Device {
        devices.first { $0.name == name } ?? devices[0]
    }
}
