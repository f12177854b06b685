import LayoutCore
import LayoutDocument
import Testing

/// The contract's section 4 example, verbatim.
let contractExample = """
{
  "layoutDocument": 1,
  "standardSpacing": { "sibling": 8, "superview": 20 },
  "screens": [
    {
      "name": "imageCell",
      "root": "contentView",
      "views": [
        { "name": "contentView" },
        { "name": "imgViewOne", "superview": "contentView" },
        { "name": "imgViewTwo", "superview": "contentView",
          "when": { "images": [2, 3, 4] } },
        { "name": "caption", "superview": "contentView",
          "intrinsicSize": { "width": 120, "height": 21 },
          "hugging": { "horizontal": 251, "vertical": 251 },
          "compressionResistance": { "horizontal": 750, "vertical": 750 },
          "hidden": false }
      ],
      "metrics": [
        { "name": "inset", "value": 5 },
        { "name": "topInset", "value": 14, "when": { "orientation": "portrait" } },
        { "name": "topInset", "value": 1,  "when": { "orientation": "landscape" } }
      ],
      "constraints": [
        { "id": "row", "visualFormat": "H:|-inset-[imgViewOne]-inset-[imgViewTwo]-inset-|",
          "options": ["alignAllTop"], "when": { "images": [2] } },
        { "id": "ratio", "constraint": "imgViewOne.width == imgViewTwo.width * 3",
          "when": { "images": [3, 4] } },
        { "id": "top", "constraint": "imgViewOne.top == superview.top + topInset @750" }
      ]
    }
  ]
}
"""

@Suite struct DocumentDecodingTests {
    @Test func contractExampleDecodesToItsValues() throws {
        let document = try DocumentJSON.decode(contractExample, file: "example.json")
        #expect(document.standardSpacing == StandardSpacing(sibling: 8, superview: 20))
        #expect(document.screens.count == 1)
        let screen = try #require(document.screens.first)
        #expect(screen.name == "imageCell")
        #expect(screen.root == "contentView")
        #expect(screen.views.map(\.name) == ["contentView", "imgViewOne", "imgViewTwo", "caption"])
        #expect(screen.views[0].superview == nil)
        #expect(screen.views[2].when == Condition(["images": [.number(2), .number(3), .number(4)]]))
        let caption = screen.views[3]
        #expect(caption.intrinsicSize == IntrinsicSize(width: 120, height: 21))
        #expect(caption.hugging == AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(251)))
        #expect(caption.compressionResistance == AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh))
        #expect(caption.hidden == false)
        #expect(screen.metrics == [
            MetricValue(name: "inset", value: 5),
            MetricValue(name: "topInset", value: 14, when: Condition(["orientation": [.string("portrait")]])),
            MetricValue(name: "topInset", value: 1, when: Condition(["orientation": [.string("landscape")]])),
        ])
        #expect(screen.constraints == [
            ConstraintEntry(id: "row", body: .visualFormat(
                "H:|-inset-[imgViewOne]-inset-[imgViewTwo]-inset-|", options: ["alignAllTop"]),
                when: Condition(["images": [.number(2)]])),
            ConstraintEntry(id: "ratio", body: .equation("imgViewOne.width == imgViewTwo.width * 3"),
                            when: Condition(["images": [.number(3), .number(4)]])),
            ConstraintEntry(id: "top", body: .equation("imgViewOne.top == superview.top + topInset @750")),
        ])
    }

    @Test func stackFieldsAndExtensionsDecode() throws {
        let document = try DocumentJSON.decode("""
            { "layoutDocument": 1, "x-generator": "hand", "screens": [ { "name": "s", "root": "r",
              "layoutDirection": "rightToLeft", "selfSizing": "height",
              "views": [ { "name": "r", "x-note": { "anything": [1, 2] } },
                         { "name": "stack", "superview": "r", "kind": "stack", "axis": "vertical", "spacing": 4 },
                         { "name": "label", "superview": "stack", "hugging": { "vertical": "defaultLow" },
                           "layoutMargins": { "top": 1 }, "baselines": { "lastFromBottom": 4 },
                           "when": { "widthClass": "regular", "mode": "edit" } } ] } ] }
            """, file: "stack.json")
        let screen = try #require(document.screens.first)
        #expect(screen.layoutDirection == .rightToLeft)
        #expect(screen.selfSizing == .height)
        #expect(screen.views[1].stack == StackProperties(axis: .vertical, spacing: 4))
        let label = screen.views[2]
        #expect(label.hugging == AxisPriorities(vertical: .defaultLow))
        #expect(label.layoutMargins == EdgeInsets(top: 1, left: 8, bottom: 8, right: 8))
        #expect(label.baselines == Baselines(lastFromBottom: 4))
        #expect(label.when == Condition(["widthClass": [.string("regular")], "mode": [.string("edit")]]))
    }

    @Test func aStacksStandardSpacingIsSpelledStandard() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [ { "name": "r" },
              { "name": "rows", "superview": "r", "kind": "stack", "axis": "vertical", "spacing": "standard" } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "s.json")
        let stack = try #require(document.screens.first?.views[1].stack)
        #expect(stack.usesStandardSpacing)
        #expect(stack.spacing == StandardSpacing.apple.sibling)
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        #expect(DocumentJSON.encode(document).contains(#""spacing": "standard""#))
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: "\"standard\"", with: "\"wide\""), file: "s.json")
        }
    }

    @Test func marginRelativeArrangementAndAlignmentInsetsRoundTrip() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [ { "name": "r" },
              { "name": "rows", "superview": "r", "kind": "stack", "layoutMarginsRelativeArrangement": true,
                "layoutMargins": { "top": 8, "left": 16, "bottom": 8, "right": 16 } },
              { "name": "slider", "superview": "rows", "kind": "slider", "alignmentInsets": { "left": 2, "bottom": 1, "right": 2 } } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "s.json")
        let views = try #require(document.screens.first?.views)
        #expect(views[1].stack?.layoutMarginsRelativeArrangement == true)
        #expect(views[2].alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        // Only a stack arranges views.
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: #""kind": "stack", "#, with: ""), file: "s.json")
        }
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: #""left": 2"#, with: #""leading": 2"#), file: "s.json")
        }
    }

    @Test func aDesignsContainerWidthRoundTrips() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
              "design": { "device": "retina6_1", "width": 383, "height": 44, "containerWidth": 414 },
              "views": [ { "name": "contentView", "layoutMarginsRule": "tableCellContent" } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "cell.json")
        #expect(document.screens.first?.design?.containerWidth == 414)
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: "414", with: "-1"), file: "cell.json")
        }
    }

    @Test func aDesignsAccessoryWidthRoundTrips() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
              "design": { "width": 348, "height": 44, "freeform": { "width": "device", "height": 44 }, "accessoryWidth": 11 },
              "views": [ { "name": "contentView", "layoutMarginsRule": "tableCellContent" } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "cell.json")
        #expect(document.screens.first?.design?.accessoryWidth == 11)
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: "\"accessoryWidth\": 11", with: "\"accessoryWidth\": -1"),
                                    file: "cell.json")
        }
    }

    /// #24.3: a design's era and an `era` condition round-trip; a value that is not an era is an error naming it.
    @Test func aDesignsEraAndAnEraConditionRoundTrip() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
              "design": { "width": 342, "height": 43.5, "era": "legacy" },
              "views": [ { "name": "contentView", "layoutMarginsRule": "tableCellContent" },
                         { "name": "label", "superview": "contentView" } ],
              "constraints": [ { "id": "inset", "constraint": "label.leading == contentView.leading + 15", "when": { "era": "legacy" } },
                               { "id": "margin", "constraint": "label.leading == contentView.leadingMargin", "when": { "era": "current" } } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "cell.json")
        #expect(document.screens.first?.design?.era == .legacy)
        #expect(document.screens.first?.constraints.first?.when == Condition(["era": [.string("legacy")]]))
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        let badDesign = json.replacingOccurrences(of: "\"era\": \"legacy\" }", with: "\"era\": \"ios10\" }")
        #expect(badDesign != json)
        do {
            _ = try DocumentJSON.decode(badDesign, file: "cell.json")
            Issue.record("an unknown era was accepted")
        } catch {
            #expect("\(error)".contains("'ios10'"), "\(error)")
        }
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: "{ \"era\": \"current\" }", with: "{ \"era\": \"now\" }"),
                                    file: "cell.json")
        }
    }

    @Test func aHomeIndicatorConditionIsATrait() throws {
        let json = """
            { "layoutDocument": 1, "screens": [ { "name": "bar", "root": "root",
              "metrics": [ { "name": "h", "value": 44 }, { "name": "h", "value": 49, "when": { "homeIndicator": "yes" } } ],
              "views": [ { "name": "root" } ] } ] }
            """
        let document = try DocumentJSON.decode(json, file: "bar.json")
        #expect(document.screens.first?.metrics.last?.when == Condition(["homeIndicator": [.string("yes")]]))
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        #expect(throws: DocumentError.self) {
            try DocumentJSON.decode(json.replacingOccurrences(of: "\"yes\"", with: "\"maybe\""), file: "bar.json")
        }
    }

    @Test func byteOrderMarkAndBytesAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"layoutDocument":1,"screens":[]}"#.utf8)
        #expect(try DocumentJSON.decode(bytes, file: "bom.json") == LayoutDocument())
    }
}
