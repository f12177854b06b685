import LayoutCore
@testable import LayoutModel
import Testing

@Suite struct DeviceCatalogTests {
    let devices = DeviceCatalog.devices

    @Test func namesAndInterfaceBuilderIDsAreUnique() {
        let table = DeviceCatalog.table
        #expect(Set(table.map(\.name)).count == table.count)
        // One device per IB id in each Xcode: `retina6_7` names the 12 Pro Max until Xcode 16 and the 16 Plus from it.
        for id in DeviceCatalog.interfaceBuilderIDs {
            let canvases = table.flatMap { $0.interfaceBuilder.filter { $0.id == id } }
            for (index, canvas) in canvases.enumerated() {
                for other in canvases[..<index] {
                    #expect((canvas.since ?? 0) >= (other.until ?? .infinity) || (other.since ?? 0) >= (canvas.until ?? .infinity),
                            "\(id) names two devices in one Xcode")
                }
            }
        }
    }

    /// The listed devices are the table's rows a user lays out on, in table order; the rows
    /// only Interface Builder still offers (the 3.5-inch iPhone) are not among them.
    @Test func theListedDevicesAreTheTablesListedRows() {
        #expect(devices == DeviceCatalog.table.filter(\.listed))
        #expect(!devices.contains { $0.portraitHeight == 480 })
        #expect(DeviceCatalog.interfaceBuilderDevice(id: "retina3_5")?.device.portraitHeight == 480)
    }

    /// The display scale is a column: @2x for iPads, the home-button iPhones but the Plus, and
    /// the iPhone 11's LCD; @3x for the other iPhones.
    @Test func displayScales() {
        for device in devices {
            let expected: Double = device.name.hasPrefix("iPad") || device.name == "iPhone 11"
                || (device.homeIndicatorHeight == 0 && device.name != "iPhone 8 Plus") ? 2 : 3
            #expect(device.displayScale == expected, "\(device.name)")
        }
    }

    /// Every iPhone and iPad screen size (portrait points) from the first
    /// iPhone SE to the iPhone 16 and M4 iPad Pro families.
    @Test func coversEveryScreenSize() {
        let sizes = Set(devices.map { "\(Int($0.portraitWidth))x\(Int($0.portraitHeight))" })
        let phones = ["320x568", "375x667", "414x736", "375x812", "414x896", "390x844", "428x926",
                      "393x852", "430x932", "402x874", "440x956", "420x912"]
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
                } else if DeviceCatalog.multitaskingWindows.contains(device) {
                    // A window is regular wide only from 678 points (the HIG's 12.9-inch 1/2).
                    #expect(traits.widthClass == (size.width >= 678 ? .regular : .compact), "\(device.name)")
                    #expect(traits.heightClass == .regular)
                } else {
                    #expect(traits.widthClass == .regular && traits.heightClass == .regular)
                }
            }
            if !DeviceCatalog.multitaskingWindows.contains(device) {
                #expect(device.size(.landscape) == (device.portraitHeight, device.portraitWidth))
            }
        }
    }

    /// The 2025 iPhones, and the iPad multitasking windows as named sizes
    /// whose widths add up to the screen less the 10-point divider.
    @Test func coversTodaysLineUpAndMultitaskingWindows() {
        #expect(["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air"].map { device($0).name }
            == ["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max", "iPhone Air"])
        #expect(device("iPhone Air").size(.portrait) == (1260.0 / 3, 2736.0 / 3))
        #expect(device("iPhone 17 Pro Max").size(.portrait) == (1320.0 / 3, 2868.0 / 3))
        #expect(device("iPhone 17").size(.portrait) == (1206.0 / 3, 2622.0 / 3))
        let half = device("iPad Pro 13-inch (M4) 1/2")
        #expect(half.name == "iPad Pro 13-inch (M4) 1/2")
        #expect(half.size(.landscape) == ((1376.0 - 10) / 2, 1032))
        #expect(half.size(.portrait) == ((1032.0 - 10) / 2, 1376))
        for (screen, name) in [(device("iPad Pro 13-inch (M4)"), "iPad Pro 13-inch (M4)"),
                               (device("iPad Pro 11-inch (M4)"), "iPad Pro 11-inch (M4)")] {
            for orientation in Orientation.allCases {
                let third = device("\(name) 1/3").size(orientation), twoThirds = device("\(name) 2/3").size(orientation)
                #expect(third.width + 10 + twoThirds.width == screen.size(orientation).width, "\(name) \(orientation)")
                #expect(twoThirds.height == screen.size(orientation).height)
                #expect(device("\(name) Slide Over").traits(orientation).widthClass == .compact)
            }
        }
        #expect(half.landscape.widthClass == .regular && half.portrait.widthClass == .compact)
        // A window's orientation is its iPad's, though it is taller than wide.
        #expect(half.request(.landscape).orientation == .landscape)
        #expect(device("iPad Pro 11-inch (M4) 1/2").landscape.widthClass == .compact)
    }

    /// A bare size gets the classes of the catalogue device of that size, in
    /// either orientation, and the rule for other sizes agrees with the whole catalogue.
    @Test func bareSizesGetTheCatalogueClasses() {
        let cases: [(Double, Double, SizeClass, SizeClass)] = [
            (320, 568, .compact, .regular), (667, 375, .compact, .compact), (736, 414, .regular, .compact),
            (932, 430, .regular, .compact), (1024, 1366, .regular, .regular), (1366, 1024, .regular, .regular),
            (683, 1032, .regular, .regular), (647, 1376, .compact, .regular),
        ]
        for (width, height, widthClass, heightClass) in cases {
            let classes = DeviceCatalog.sizeClasses(width: width, height: height)
            #expect(classes.width == widthClass && classes.height == heightClass, "\(width)x\(height)")
            let request = SolveRequest(width: width, height: height)
            #expect(request.traits.widthClass == widthClass && request.traits.heightClass == heightClass)
        }
        for device in devices {
            for orientation in Orientation.allCases {
                let size = device.size(orientation), traits = device.traits(orientation)
                let rule = DeviceCatalog.sizeClassesByRule(width: size.width, height: size.height)
                #expect(rule.width == traits.widthClass && rule.height == traits.heightClass,
                        "\(device.name) \(orientation): the rule says \(rule)")
            }
        }
        // Sizes no device has follow the rule; an open height is regular.
        let compact = SizeClass.compact, regular = SizeClass.regular
        #expect(DeviceCatalog.sizeClasses(width: 320, height: 44) == (compact, compact))
        #expect(DeviceCatalog.sizeClasses(width: 700, height: nil) == (regular, regular))
        #expect(DeviceCatalog.sizeClasses(width: 600, height: 800) == (compact, regular))
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
