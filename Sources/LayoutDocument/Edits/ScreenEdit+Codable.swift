import LayoutCore

/// The history's JSON form of an edit: `{"edit": "addConstraint", ...}` with
/// the document's own field names. Document types are encoded through
/// private mirrors so that their public JSON codec stays `DocumentJSON`'s.
extension ScreenEdit: Codable {
    private enum Key: String, CodingKey {
        case edit, screen, replacing, constraint, index, view, constraints, from, to, hidden
        case name, when, value, revision, values, source
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let edit = try c.decode(String.self, forKey: .edit)
        switch edit {
        case "importScreen":
            self = .importScreen(
                try c.decode(ScreenCoding.self, forKey: .screen).value,
                replacing: try c.decodeIfPresent(ScreenCoding.self, forKey: .replacing)?.value)
        case "addConstraint":
            self = .addConstraint(try c.decode(EntryCoding.self, forKey: .constraint).value,
                                  at: try c.decode(Int.self, forKey: .index))
        case "removeConstraint":
            self = .removeConstraint(try c.decode(EntryCoding.self, forKey: .constraint).value,
                                     at: try c.decode(Int.self, forKey: .index))
        case "changeConstraint":
            self = .changeConstraint(from: try c.decode(EntryCoding.self, forKey: .from).value,
                                     to: try c.decode(EntryCoding.self, forKey: .to).value)
        case "addView":
            self = .addView(try c.decode(ViewCoding.self, forKey: .view).value,
                            at: try c.decode(Int.self, forKey: .index))
        case "removeView":
            self = .removeView(
                try c.decode(ViewCoding.self, forKey: .view).value, at: try c.decode(Int.self, forKey: .index),
                constraints: try c.decode([IndexedEntryCoding].self, forKey: .constraints).map(\.value))
        case "setHidden":
            self = .setHidden(view: try c.decode(String.self, forKey: .view),
                              from: try c.decode(Bool.self, forKey: .from), to: try c.decode(Bool.self, forKey: .to))
        case "setMetric":
            self = .setMetric(
                name: try c.decode(String.self, forKey: .name),
                when: try c.decodeIfPresent(ConditionCoding.self, forKey: .when)?.value,
                from: try c.decodeIfPresent(Double.self, forKey: .from), to: try c.decode(Double.self, forKey: .to))
        case "setSelfSizing":
            self = .setSelfSizing(
                from: try SelfSizing.decoded(try c.decodeIfPresent(String.self, forKey: .from)),
                to: try SelfSizing.decoded(try c.decodeIfPresent(String.self, forKey: .to)))
        case "removeMetric":
            self = .removeMetric(name: try c.decode(String.self, forKey: .name),
                                 values: try c.decode([IndexedMetricCoding].self, forKey: .values).map(\.value))
        case "renameView":
            self = .renameView(from: try c.decode(String.self, forKey: .from), to: try c.decode(String.self, forKey: .to),
                               constraints: try c.decode([ChangedEntryCoding].self, forKey: .constraints).map(\.value))
        case "moveView":
            self = .moveView(try c.decode(String.self, forKey: .view),
                             fromSuperview: try c.decode(String.self, forKey: .from),
                             toSuperview: try c.decode(String.self, forKey: .to))
        case "changeView":
            self = .changeView(from: try c.decode(ViewCoding.self, forKey: .from).value,
                               to: try c.decode(ViewCoding.self, forKey: .to).value)
        case "revert", "undo", "redo":
            let revision = try c.decode(Int.self, forKey: .revision)
            let from = try c.decode(ScreenCoding.self, forKey: .from).value
            let to = try c.decode(ScreenCoding.self, forKey: .to).value
            switch edit {
            case "revert": self = .revert(toRevision: revision, from: from, to: to)
            case "undo": self = .undo(revision: revision, from: from, to: to)
            default: self = .redo(revision: revision, from: from, to: to)
            }
        case "addScreen":
            self = .addScreen(try c.decode(ScreenCoding.self, forKey: .screen).value)
        case "copyScreen":
            self = .copyScreen(try c.decode(ScreenCoding.self, forKey: .screen).value,
                               source: try c.decode(String.self, forKey: .source),
                               revision: try c.decode(Int.self, forKey: .revision))
        case "renameScreen":
            self = .renameScreen(from: try c.decode(String.self, forKey: .from), to: try c.decode(String.self, forKey: .to))
        case "removeScreen":
            self = .removeScreen(try c.decode(String.self, forKey: .name))
        default:
            throw DecodingError.dataCorruptedError(forKey: .edit, in: c, debugDescription: "unknown edit '\(edit)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .importScreen(let screen, let replacing):
            try c.encode("importScreen", forKey: .edit)
            try c.encode(ScreenCoding(screen), forKey: .screen)
            try c.encodeIfPresent(replacing.map(ScreenCoding.init), forKey: .replacing)
        case .addConstraint(let entry, let index), .removeConstraint(let entry, let index):
            if case .addConstraint = self {
                try c.encode("addConstraint", forKey: .edit)
            } else {
                try c.encode("removeConstraint", forKey: .edit)
            }
            try c.encode(EntryCoding(entry), forKey: .constraint)
            try c.encode(index, forKey: .index)
        case .changeConstraint(let from, let to):
            try c.encode("changeConstraint", forKey: .edit)
            try c.encode(EntryCoding(from), forKey: .from)
            try c.encode(EntryCoding(to), forKey: .to)
        case .addView(let view, let index):
            try c.encode("addView", forKey: .edit)
            try c.encode(ViewCoding(view), forKey: .view)
            try c.encode(index, forKey: .index)
        case .removeView(let view, let index, let constraints):
            try c.encode("removeView", forKey: .edit)
            try c.encode(ViewCoding(view), forKey: .view)
            try c.encode(index, forKey: .index)
            try c.encode(constraints.map(IndexedEntryCoding.init), forKey: .constraints)
        case .setHidden(let view, let from, let to):
            try c.encode("setHidden", forKey: .edit)
            try c.encode(view, forKey: .view)
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
        case .setMetric(let name, let when, let from, let to):
            try c.encode("setMetric", forKey: .edit)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(when.map(ConditionCoding.init), forKey: .when)
            try c.encodeIfPresent(from, forKey: .from)
            try c.encode(to, forKey: .to)
        case .setSelfSizing(let from, let to):
            try c.encode("setSelfSizing", forKey: .edit)
            try c.encodeIfPresent(from?.rawValue, forKey: .from)
            try c.encodeIfPresent(to?.rawValue, forKey: .to)
        case .removeMetric(let name, let values):
            try c.encode("removeMetric", forKey: .edit)
            try c.encode(name, forKey: .name)
            try c.encode(values.map(IndexedMetricCoding.init), forKey: .values)
        case .renameView(let from, let to, let constraints):
            try c.encode("renameView", forKey: .edit)
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
            try c.encode(constraints.map(ChangedEntryCoding.init), forKey: .constraints)
        case .moveView(let view, let from, let to):
            try c.encode("moveView", forKey: .edit)
            try c.encode(view, forKey: .view)
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
        case .changeView(let from, let to):
            try c.encode("changeView", forKey: .edit)
            try c.encode(ViewCoding(from), forKey: .from)
            try c.encode(ViewCoding(to), forKey: .to)
        case .revert(let revision, let from, let to), .undo(let revision, let from, let to),
             .redo(let revision, let from, let to):
            try c.encode(kind, forKey: .edit)
            try c.encode(revision, forKey: .revision)
            try c.encode(ScreenCoding(from), forKey: .from)
            try c.encode(ScreenCoding(to), forKey: .to)
        case .addScreen(let screen):
            try c.encode("addScreen", forKey: .edit)
            try c.encode(ScreenCoding(screen), forKey: .screen)
        case .copyScreen(let screen, let source, let revision):
            try c.encode("copyScreen", forKey: .edit)
            try c.encode(ScreenCoding(screen), forKey: .screen)
            try c.encode(source, forKey: .source)
            try c.encode(revision, forKey: .revision)
        case .renameScreen(let from, let to):
            try c.encode("renameScreen", forKey: .edit)
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
        case .removeScreen(let name):
            try c.encode("removeScreen", forKey: .edit)
            try c.encode(name, forKey: .name)
        }
    }
}

private struct ScreenCoding: Codable {
    var name: String
    var root: String
    var views: [ViewCoding]
    var metrics: [MetricCoding]
    var constraints: [EntryCoding]
    var layoutDirection: String?
    var design: DesignCoding?
    var selfSizing: String?
    /// Written only when true, so histories of screens never removed read as before.
    var removed: Bool?
    /// Written only when the importer left something out, for the same reason.
    var leftOut: [LeftOutCoding]?

    init(_ screen: Screen) {
        name = screen.name
        root = screen.root
        views = screen.views.map(ViewCoding.init)
        metrics = screen.metrics.map(MetricCoding.init)
        constraints = screen.constraints.map(EntryCoding.init)
        layoutDirection = screen.layoutDirection?.rawValue
        design = screen.design.map(DesignCoding.init)
        selfSizing = screen.selfSizing?.rawValue
        removed = screen.isRemoved ? true : nil
        leftOut = screen.leftOut.isEmpty ? nil : screen.leftOut.map(LeftOutCoding.init)
    }

    var value: Screen {
        get throws {
            var direction: LayoutDirection?
            if let layoutDirection {
                guard let known = LayoutDirection(rawValue: layoutDirection) else {
                    throw ScreenEditError("unknown layout direction '\(layoutDirection)'")
                }
                direction = known
            }
            var screen = Screen(name: name, root: root, views: try views.map { try $0.value },
                                metrics: metrics.map(\.metricValue), constraints: constraints.map(\.value),
                                layoutDirection: direction, selfSizing: try SelfSizing.decoded(selfSizing))
            screen.design = try design?.value
            screen.isRemoved = removed ?? false
            screen.leftOut = try (leftOut ?? []).map { try $0.value }
            return screen
        }
    }
}

private struct LeftOutCoding: Codable {
    var kind: String
    var ibID: String
    var reason: String

    init(_ item: LeftOut) {
        kind = item.kind.rawValue
        ibID = item.ibID
        reason = item.reason
    }

    var value: LeftOut {
        get throws {
            guard let known = LeftOut.Kind(rawValue: kind) else { throw ScreenEditError("unknown left-out kind '\(kind)'") }
            return LeftOut(kind: known, ibID: ibID, reason: reason)
        }
    }
}

private struct DesignCoding: Codable {
    var device: String?
    var size: [Double]
    var orientation: String?
    var widthClass: String?
    var heightClass: String?
    var safeArea: [Double]?
    /// `["device", "44"]`: the freeform sides as text (absent for a full screen).
    var freeform: [String]?
    var containerWidth: Double?
    var accessoryWidth: Double?
    var era: String?
    var stringsTable: String?

    init(_ design: ScreenDesign) {
        device = design.device
        size = [design.width, design.height]
        orientation = design.orientation?.rawValue
        widthClass = design.widthClass?.rawValue
        heightClass = design.heightClass?.rawValue
        safeArea = design.safeArea.map { [$0.top, $0.left, $0.bottom, $0.right] }
        freeform = design.freeform.map { [$0.width.text, $0.height.text] }
        containerWidth = design.containerWidth
        accessoryWidth = design.accessoryWidth
        era = design.era?.rawValue
        stringsTable = design.stringsTable
    }

    var value: ScreenDesign {
        get throws {
            guard size.count == 2 else { throw ScreenEditError("design: expected a width and a height") }
            var design = ScreenDesign(device: device, width: size[0], height: size[1])
            design.orientation = orientation.flatMap(ScreenDesign.Orientation.init(rawValue:))
            design.widthClass = widthClass.flatMap(ScreenDesign.SizeClass.init(rawValue:))
            design.heightClass = heightClass.flatMap(ScreenDesign.SizeClass.init(rawValue:))
            if let safeArea {
                guard safeArea.count == 4 else { throw ScreenEditError("design: expected four safe-area insets") }
                design.safeArea = EdgeInsets(top: safeArea[0], left: safeArea[1], bottom: safeArea[2], right: safeArea[3])
            }
            if let freeform {
                guard freeform.count == 2, let width = ScreenDesign.Freeform.Side(text: freeform[0]),
                      let height = ScreenDesign.Freeform.Side(text: freeform[1])
                else { throw ScreenEditError("design: expected two freeform sides") }
                design.freeform = ScreenDesign.Freeform(width: width, height: height)
            }
            design.containerWidth = containerWidth
            design.accessoryWidth = accessoryWidth
            design.era = era.flatMap(LayoutEra.init(rawValue:))
            design.stringsTable = stringsTable
            return design
        }
    }
}

private struct MetricCoding: Codable {
    var name: String
    var value: Double
    var when: ConditionCoding?
    init(_ metric: MetricValue) {
        name = metric.name
        value = metric.value
        when = metric.when.map(ConditionCoding.init)
    }
    var metricValue: MetricValue { MetricValue(name: name, value: value, when: when?.value) }
}

private struct EntryCoding: Codable {
    var id: String
    var visualFormat: String?
    var options: [String]?
    var constraint: String?
    var when: ConditionCoding?

    init(_ entry: ConstraintEntry) {
        id = entry.id
        switch entry.body {
        case .visualFormat(let format, let options):
            visualFormat = format
            self.options = options
        case .equation(let text):
            constraint = text
        }
        when = entry.when.map(ConditionCoding.init)
    }

    var value: ConstraintEntry {
        let body: ConstraintEntry.Body = if let visualFormat {
            .visualFormat(visualFormat, options: options ?? [])
        } else {
            .equation(constraint ?? "")
        }
        return ConstraintEntry(id: id, body: body, when: when?.value)
    }
}

private struct IndexedEntryCoding: Codable {
    var index: Int
    var entry: EntryCoding
    init(_ indexed: ScreenEdit.IndexedConstraint) {
        index = indexed.index
        entry = EntryCoding(indexed.entry)
    }
    var value: ScreenEdit.IndexedConstraint { .init(index: index, entry: entry.value) }
}

private struct IndexedMetricCoding: Codable {
    var index: Int
    var metric: MetricCoding
    init(_ indexed: ScreenEdit.IndexedMetric) {
        index = indexed.index
        metric = MetricCoding(indexed.value)
    }
    var value: ScreenEdit.IndexedMetric { .init(index: index, value: metric.metricValue) }
}

private struct ChangedEntryCoding: Codable {
    var from: EntryCoding
    var to: EntryCoding
    init(_ changed: ScreenEdit.ChangedConstraint) {
        from = EntryCoding(changed.from)
        to = EntryCoding(changed.to)
    }
    var value: ScreenEdit.ChangedConstraint { .init(from: from.value, to: to.value) }
}

/// `{"key": ["text", 3]}`: strings stay strings, numbers stay numbers.
struct ConditionCoding: Codable {
    var allowed: [String: [ConditionValueCoding]]
    init(_ condition: Condition) {
        allowed = condition.allowed.mapValues { $0.map(ConditionValueCoding.init) }
    }
    init(from decoder: any Decoder) throws {
        allowed = try decoder.singleValueContainer().decode([String: [ConditionValueCoding]].self)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(allowed)
    }
    var value: Condition { Condition(allowed.mapValues { $0.map(\.value) }) }
}

struct ConditionValueCoding: Codable {
    var value: ConditionValue
    init(_ value: ConditionValue) { self.value = value }
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else {
            value = .string(try container.decode(String.self))
        }
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}

extension SelfSizing {
    /// The history's text of a self-sizing side; nil stays nil.
    static func decoded(_ text: String?) throws(ScreenEditError) -> SelfSizing? {
        guard let text else { return nil }
        guard let side = SelfSizing(rawValue: text) else {
            throw ScreenEditError("unknown self-sizing side '\(text)'")
        }
        return side
    }
}
