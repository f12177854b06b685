import LayoutDocument

/// What every screen of one IB file shares: the file name, every object by
/// id, the format version and the design device.
struct IBDocumentContext {
    let file: String
    let root: XMLNode
    /// Every element with an `id`, by id (duplicates are an error).
    let objects: [String: XMLNode]
    /// `version="3.0"` → 3; Xcode 4.5 wrote 2.
    let majorVersion: Int
    /// Xcode 8 and later: `<device id="retina6_1" orientation="portrait">`.
    let deviceID: String?
    let landscape: Bool
    /// Whether the file is a storyboard (else a xib).
    let isStoryboard: Bool
    /// Whether any view has a safe-area guide (Xcode 9 and later).
    let usesSafeArea: Bool
    /// Saved by Xcode 9 or later (`toolsVersion` 13000 and up): IB then lays out
    /// with iOS 11's margins (safe area included, top-level xib views as root views).
    let iOS11Margins: Bool
    /// The `toolsVersion` IB wrote (13196: Xcode 9; 15705: Xcode 11), 0 when absent.
    let toolsVersion: Double
    /// The intrinsic content size IB measured for each `@IBDesignable` view it rendered, by
    /// the view's id: `<designables><designable name="ID"><size key="intrinsicContentSize"
    /// width=… height=…>`; a negative length (-1, `UIView.noIntrinsicMetric`) is none on
    /// that axis (#33, 2.2).
    let designables: [String: IntrinsicSize]
    /// The UIKit generation IB drew the file as: `legacy` (iOS 10) before Xcode 9, else nil
    /// (`current`). It is each screen's `design.era` (#24.3).
    var era: LayoutEra? { iOS11Margins ? nil : .legacy }

    func error(_ node: XMLNode, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, line: node.line, message: message)
    }

    init(file: String, root: XMLNode) throws(InterfaceBuilderError) {
        self.file = file
        self.root = root
        guard root.name == "document" else {
            if root.name == "archive", root["type"]?.contains("InterfaceBuilder") == true {
                throw InterfaceBuilderError(
                    file: file, line: root.line,
                    message: "an Xcode 3/4 xib archive (\(root["version"] ?? "?")) is not supported; open and save it in Xcode 5 or later")
            }
            throw InterfaceBuilderError(file: file, line: root.line,
                                        message: "not an Interface Builder document (the top element is <\(root.name)>, not <document>)")
        }
        guard let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw InterfaceBuilderError(
                file: file, line: root.line,
                message: "not an iOS Interface Builder document (type '\(root["type"] ?? "")'; expected com.apple.InterfaceBuilder3.CocoaTouch…)")
        }
        isStoryboard = type.contains("Storyboard")
        // `version="3.0"`, `toolsVersion="21701"`, `"21701.1"` or `"32700.99.1234"`: versions, each
        // part digits, read strictly as every number is; the major one counts.
        let version = root.majorVersion("version") ?? 3
        majorVersion = version < 1000 ? Int(version) : 3
        toolsVersion = root.majorVersion("toolsVersion") ?? 0
        iOS11Margins = toolsVersion >= 13000
        var objects: [String: XMLNode] = [:]
        var usesSafeArea = false
        var duplicate: (XMLNode, XMLNode)?
        root.forEachDescendant { node in
            if node.name == "viewLayoutGuide", node["key"] == "safeArea" { usesSafeArea = true }
            // `<segue>`s and masks' references aside, every element's id names one object.
            guard let id = node["id"] else { return }
            if let first = objects[id] {
                if duplicate == nil { duplicate = (first, node) }
                return
            }
            objects[id] = node
        }
        if let (first, second) = duplicate {
            throw InterfaceBuilderError(file: file, line: second.line,
                                        message: "duplicate id '\(second["id"] ?? "")' (also on line \(first.line))")
        }
        self.objects = objects
        self.usesSafeArea = usesSafeArea
        var designables: [String: IntrinsicSize] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            func length(_ attribute: String) -> Double? {
                size.number(attribute).flatMap { $0 >= 0 && $0 <= DocumentNumbers.limit ? $0 : nil }
            }
            designables[id] = IntrinsicSize(width: length("width"), height: length("height"))
        }
        self.designables = designables
        let device = root.child("device")
        var deviceID = device?["id"]
        var landscape = device?["orientation"] == "landscape"
        if deviceID == nil {
            // Xcode 5–7: simulated screen metrics, e.g. `<simulatedScreenMetrics key="destination" type="retina4"/>`.
            root.forEachDescendant { node in
                guard deviceID == nil, node.name == "simulatedScreenMetrics", let type = node["type"] else { return }
                deviceID = IBDesign.deviceID(legacyType: type)
            }
            root.forEachDescendant { node in
                if node.name == "simulatedOrientationMetrics", node["orientation"] == "landscapeRight" { landscape = true }
            }
        }
        self.deviceID = deviceID
        self.landscape = landscape
    }
}
