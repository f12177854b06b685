import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutModel

/// `layout devices`: the built-in device catalogue.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the built-in iPhone and iPad screens.",
        discussion: """
            Each device has its portrait size in points (--json also gives the \
            landscape one: iPad Split View and Slide Over windows, such as \
            'iPad Pro 13-inch (M4) 1/2', are not their portrait size turned), the size classes of each \
            orientation (width/height) and the safe-area insets of each orientation \
            (top,left,bottom,right), and Interface Builder's id for the devices IB offers \
            as a canvas. Use a name with --device on solve, explain, check and replay: \
            case, spaces and punctuation do not matter ('iphone15pro'), a part of one \
            name is enough ('iPad mini'), and an IB id works too ('retina4_7').

            Examples:
              layout devices
              layout devices --json
              layout solve imageCell --device 'iPhone 15 Pro' --orientation landscape
            """)

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        if json {
            Terminal.write(DevicesCommand.json(DeviceCatalog.devices))
            return
        }
        let rows = DeviceCatalog.devices.map { device in
            [
                device.name, "\(formatNumber(device.portraitWidth))x\(formatNumber(device.portraitHeight))",
                classes(device.portrait), classes(device.landscape),
                insets(device.portrait.safeArea), insets(device.landscape.safeArea),
                device.interfaceBuilderID ?? "",
            ]
        }
        let table = TextTable(header: ["device", "portrait", "portrait w/h", "landscape w/h",
                                       "safe area portrait", "safe area landscape", "IB id"], rows: rows)
        Terminal.write(table.rendered(style: .stdout))
    }

    private func classes(_ traits: Device.OrientationTraits) -> String {
        "\(traits.widthClass.rawValue)/\(traits.heightClass.rawValue)"
    }

    private func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ",")
    }

    static func json(_ devices: [Device]) -> String {
        func traits(_ traits: Device.OrientationTraits) -> String {
            let area = traits.safeArea
            return #"{ "widthClass": "\#(traits.widthClass.rawValue)", "heightClass": "\#(traits.heightClass.rawValue)", "#
                + #""safeArea": { "top": \#(formatNumber(area.top)), "left": \#(formatNumber(area.left)), "#
                + #""bottom": \#(formatNumber(area.bottom)), "right": \#(formatNumber(area.right)) } }"#
        }
        let lines = devices.map { device in
            #"  { "name": "\#(device.name)", "#
                + (device.interfaceBuilderID.map { #""interfaceBuilderID": "\#($0)", "# } ?? "")
                + #""portrait": { "width": \#(formatNumber(device.portraitWidth)), "height": \#(formatNumber(device.portraitHeight)) },"#
                + #" "landscape": { "width": \#(formatNumber(device.landscapeWidth)), "height": \#(formatNumber(device.landscapeHeight)) },"#
                + "\n    \"portraitTraits\": \(traits(device.portrait)),"
                + "\n    \"landscapeTraits\": \(traits(device.landscape)) }"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }
}
