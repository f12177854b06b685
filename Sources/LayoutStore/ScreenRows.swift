import GRDB
import LayoutCore
import LayoutDocument

/// A screen as rows: writing a `Screen` value into the tables and reading it
/// back equal (same order of views, constraints and metrics).
enum ScreenRows {
    // MARK: Writing

    /// Writes every row of `screen` under `screenID`, positions from 0.
    static func insert(_ screen: Screen, screenID: Int64, in db: Database) throws {
        for (position, view) in screen.views.enumerated() {
            try insert(view, position: position, screenID: screenID, in: db)
        }
        for (position, entry) in screen.constraints.enumerated() {
            try insert(entry, position: position, screenID: screenID, in: db)
        }
        for (position, metric) in screen.metrics.enumerated() {
            try insert(metric, position: position, screenID: screenID, in: db)
        }
        try insertLeftOut(screen.leftOut, screenID: screenID, in: db)
    }

    /// Removes every view, constraint, metric and condition row of a screen.
    static func deleteContents(screenID: Int64, in db: Database) throws {
        for table in ["left_out", "stack_variation_condition", "stack_variation", "condition_value", "constraint_entry", "metric", "view"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE screen_id = ?", arguments: [screenID])
        }
    }

    static func insert(_ view: ViewSpec, position: Int, screenID: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO view (screen_id, position, name, superview, kind,
                has_intrinsic_size, intrinsic_width, intrinsic_height,
                has_hugging, hugging_horizontal, hugging_vertical,
                has_compression_resistance, compression_resistance_horizontal, compression_resistance_vertical,
                hidden, margin_top, margin_left, margin_bottom, margin_right,
                has_baselines, first_baseline_from_top, last_baseline_from_bottom,
                stack_axis, stack_distribution, stack_alignment, stack_spacing, has_condition,
                ib_id, layout_margins_rule, insets_layout_margins_from_safe_area, preserves_superview_layout_margins,
                \(textColumns), stack_spacing_standard,
                stack_margins_relative, alignment_inset_top, alignment_inset_left, alignment_inset_bottom, alignment_inset_right,
                image_width, image_height, custom_class)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
                ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let values: [(any DatabaseValueConvertible)?] = [
            screenID, position, view.name, view.superview, view.kind,
            view.intrinsicSize != nil, view.intrinsicSize?.width, view.intrinsicSize?.height,
            view.hugging != nil, view.hugging?.horizontal?.value, view.hugging?.vertical?.value,
            view.compressionResistance != nil, view.compressionResistance?.horizontal?.value,
            view.compressionResistance?.vertical?.value,
            view.hidden, view.layoutMargins?.top, view.layoutMargins?.left, view.layoutMargins?.bottom,
            view.layoutMargins?.right,
            view.baselines != nil, view.baselines?.firstFromTop, view.baselines?.lastFromBottom,
            view.stack?.axis.rawValue, view.stack?.distribution.rawValue, view.stack?.alignment.rawValue,
            view.stack?.spacing, view.when != nil,
            view.ibID, view.layoutMarginsRule?.rawValue, view.insetsLayoutMarginsFromSafeArea,
            view.preservesSuperviewLayoutMargins,
        ] + textValues(view) + [
            view.stack?.usesStandardSpacing == true, view.stack?.layoutMarginsRelativeArrangement == true,
            view.alignmentInsets?.top, view.alignmentInsets?.left, view.alignmentInsets?.bottom, view.alignmentInsets?.right,
            view.imageSize?.width, view.imageSize?.height, view.customClass,
        ]
        try statement.execute(arguments: StatementArguments(values))
        let viewID = db.lastInsertedRowID
        if let when = view.when {
            try insert(when, owner: "view_id", ownerID: viewID, screenID: screenID, in: db)
        }
        if let variations = view.stack?.variations, !variations.isEmpty {
            try insertStackVariations(variations, viewID: viewID, screenID: screenID, in: db)
        }
    }

    static func insert(_ entry: ConstraintEntry, position: Int, screenID: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO constraint_entry (screen_id, position, identifier, kind, text, options,
                first_item, first_attribute, relation, second_item, second_attribute,
                multiplier, constant, priority, has_condition)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var values: [(any DatabaseValueConvertible)?]
        switch entry.body {
        case .visualFormat(let format, let options):
            values = [screenID, position, entry.id, "visualFormat", format, options.joined(separator: " "),
                      nil, nil, nil, nil, nil, nil, nil, nil]
        case .equation(let text):
            let equation: ConstraintEquation
            do {
                equation = try ConstraintEquation(parsing: text)
            } catch {
                throw StoreError(.invalidDocument, "constraint '\(entry.id)': \(error.rendered)")
            }
            func number(_ value: LayoutValue) -> Double? {
                if case .number(let number) = value { return number }
                return nil
            }
            values = [screenID, position, entry.id, "equation", text, nil,
                      equation.firstItem, equation.firstAttribute.rawValue, equation.relation.rawValue,
                      equation.secondItem, equation.secondItem == nil ? nil : (equation.secondAttribute ?? equation.firstAttribute).rawValue,
                      number(equation.multiplier), number(equation.constant), number(equation.priority)]
        }
        values.append(entry.when != nil)
        try statement.execute(arguments: StatementArguments(values))
        if let when = entry.when {
            try insert(when, owner: "constraint_entry_id", ownerID: db.lastInsertedRowID, screenID: screenID, in: db)
        }
    }

    static func insert(_ metric: MetricValue, position: Int, screenID: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO metric (screen_id, position, name, value, has_condition) VALUES (?, ?, ?, ?, ?)
            """)
        try statement.execute(arguments: [screenID, position, metric.name, metric.value, metric.when != nil])
        if let when = metric.when {
            try insert(when, owner: "metric_id", ownerID: db.lastInsertedRowID, screenID: screenID, in: db)
        }
    }

    private static func insert(_ condition: Condition, owner: String, ownerID: Int64, screenID: Int64, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO condition_value (screen_id, \(owner), key, value_position, text_value, number_value)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for key in condition.allowed.keys.sorted() {
            let values = condition.allowed[key] ?? []
            if values.isEmpty {
                try statement.execute(arguments: [screenID, ownerID, key, -1, nil, nil])
            }
            for (position, value) in values.enumerated() {
                switch value {
                case .string(let text):
                    try statement.execute(arguments: [screenID, ownerID, key, position, text, nil])
                case .number(let number):
                    try statement.execute(arguments: [screenID, ownerID, key, position, nil, number])
                }
            }
        }
    }

    // MARK: Reading

    /// The screen stored under `screenID`, or nil when there is none.
    static func load(screenID: Int64, in db: Database) throws -> Screen? {
        guard let header = try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT name, root, layout_direction, self_sizing, removed, \(designColumns) FROM screen WHERE id = ?"),
            arguments: [screenID])
        else { return nil }
        var screen = Screen(name: header[0], root: header[1])
        if let direction: String = header[2] { screen.layoutDirection = LayoutDirection(rawValue: direction) }
        if let side: String = header[3] { screen.selfSizing = SelfSizing(rawValue: side) }
        screen.isRemoved = header[4]
        screen.design = design(header, from: 5)

        // Conditions first, grouped by owner, so each owner row picks its own up.
        var viewConditions: [Int64: Condition] = [:]
        var entryConditions: [Int64: Condition] = [:]
        var metricConditions: [Int64: Condition] = [:]
        let conditionRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT view_id, constraint_entry_id, metric_id, key, value_position, text_value, number_value
            FROM condition_value WHERE screen_id = ? ORDER BY id
            """), arguments: [screenID])
        while let row = try conditionRows.next() {
            let key: String = row[3]
            let position: Int = row[4]
            func add(to conditions: inout [Int64: Condition], _ owner: Int64) {
                var condition = conditions[owner] ?? Condition()
                var values = condition.allowed[key] ?? []
                if position >= 0 {
                    if let text: String = row[5] {
                        values.append(.string(text))
                    } else if let number: Double = row[6] {
                        values.append(.number(number))
                    }
                }
                condition.allowed[key] = values
                conditions[owner] = condition
            }
            if let owner: Int64 = row[0] {
                add(to: &viewConditions, owner)
            } else if let owner: Int64 = row[1] {
                add(to: &entryConditions, owner)
            } else if let owner: Int64 = row[2] {
                add(to: &metricConditions, owner)
            }
        }

        let stackVariations = try loadStackVariations(screenID: screenID, in: db)
        let viewRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, name, superview, kind,
                has_intrinsic_size, intrinsic_width, intrinsic_height,
                has_hugging, hugging_horizontal, hugging_vertical,
                has_compression_resistance, compression_resistance_horizontal, compression_resistance_vertical,
                hidden, margin_top, margin_left, margin_bottom, margin_right,
                has_baselines, first_baseline_from_top, last_baseline_from_bottom,
                stack_axis, stack_distribution, stack_alignment, stack_spacing, has_condition,
                ib_id, layout_margins_rule, insets_layout_margins_from_safe_area, preserves_superview_layout_margins,
                \(textColumns), stack_spacing_standard,
                stack_margins_relative, alignment_inset_top, alignment_inset_left, alignment_inset_bottom, alignment_inset_right,
                image_width, image_height, custom_class
            FROM view WHERE screen_id = ? ORDER BY position
            """), arguments: [screenID])
        while let row = try viewRows.next() {
            var view = ViewSpec(name: row[1], superview: row[2], kind: row[3])
            if row[4] as Bool { view.intrinsicSize = IntrinsicSize(width: row[5], height: row[6]) }
            if row[7] as Bool { view.hugging = priorities(row[8], row[9]) }
            if row[10] as Bool { view.compressionResistance = priorities(row[11], row[12]) }
            view.hidden = row[13]
            if let top: Double = row[14], let left: Double = row[15], let bottom: Double = row[16],
               let right: Double = row[17] {
                view.layoutMargins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            }
            if row[18] as Bool { view.baselines = Baselines(firstFromTop: row[19], lastFromBottom: row[20]) }
            if let axis = (row[21] as String?).flatMap(StackProperties.Axis.init(rawValue:)),
               let distribution = (row[22] as String?).flatMap(StackProperties.Distribution.init(rawValue:)),
               let alignment = (row[23] as String?).flatMap(StackProperties.Alignment.init(rawValue:)),
               let spacing: Double = row[24] {
                view.stack = StackProperties(axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
                                             usesStandardSpacing: row[48], layoutMarginsRelativeArrangement: row[49],
                                             variations: stackVariations[row[0]] ?? [])
            }
            if row[25] as Bool { view.when = viewConditions[row[0]] ?? Condition() }
            view.ibID = row[26]
            view.layoutMarginsRule = (row[27] as String?).flatMap(LayoutMarginsRule.init(rawValue:))
            view.insetsLayoutMarginsFromSafeArea = row[28]
            view.preservesSuperviewLayoutMargins = row[29]
            readText(row, from: 30, into: &view)
            if let top: Double = row[50], let left: Double = row[51], let bottom: Double = row[52],
               let right: Double = row[53] {
                view.alignmentInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            }
            // Migration 0014; NULL in a store from before it.
            if let width: Double = row[54], let height: Double = row[55] { view.imageSize = ImageSize(width: width, height: height) }
            // Migration 0017; NULL in a store from before it.
            view.customClass = row[56]
            screen.views.append(view)
        }

        let entryRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, identifier, kind, text, options, has_condition
            FROM constraint_entry WHERE screen_id = ? ORDER BY position
            """), arguments: [screenID])
        while let row = try entryRows.next() {
            let kind: String = row[2]
            let text: String = row[3]
            let body: ConstraintEntry.Body
            if kind == "visualFormat" {
                let options: String = row[4] ?? ""
                body = .visualFormat(text, options: options.split(separator: " ").map(String.init))
            } else {
                body = .equation(text)
            }
            var entry = ConstraintEntry(id: row[1], body: body)
            if row[5] as Bool { entry.when = entryConditions[row[0]] ?? Condition() }
            screen.constraints.append(entry)
        }

        let metricRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, name, value, has_condition FROM metric WHERE screen_id = ? ORDER BY position
            """), arguments: [screenID])
        while let row = try metricRows.next() {
            var metric = MetricValue(name: row[1], value: row[2])
            if row[3] as Bool { metric.when = metricConditions[row[0]] ?? Condition() }
            screen.metrics.append(metric)
        }
        screen.leftOut = try loadLeftOut(screenID: screenID, in: db)
        return screen
    }

    /// The view columns of the text properties (migration 0004), in the order of `textValues`.
    static let textColumns = """
        text, text_key, placeholder, font_text_style, font_name, font_size, font_weight, font_italic, \
        number_of_lines, line_break_mode, minimum_scale_factor, border_style, button_configuration, \
        content_inset_top, content_inset_left, content_inset_bottom, content_inset_right, scroll_enabled
        """

    static func textValues(_ view: ViewSpec) -> [(any DatabaseValueConvertible)?] {
        var style: String?, name: String?, size: Double?, weight: String?, italic: Bool?
        switch view.font {
        case .textStyle(let textStyle)?: style = textStyle
        case .system(let fontSize, let fontWeight, let fontItalic)?: (size, weight, italic) = (fontSize, fontWeight, fontItalic)
        case .named(let fontName, let fontSize)?: (name, size) = (fontName, fontSize)
        case nil: break
        }
        let insets = view.contentInsets
        return [view.text, view.textKey, view.placeholder, style, name, size, weight, italic,
                view.numberOfLines, view.lineBreakMode?.rawValue, view.minimumScaleFactor, view.borderStyle?.rawValue,
                view.buttonConfiguration?.rawValue, insets?.top, insets?.left, insets?.bottom, insets?.right,
                view.scrollEnabled]
    }

    private static func readText(_ row: Row, from start: Int, into view: inout ViewSpec) {
        view.text = row[start]
        view.textKey = row[start + 1]
        view.placeholder = row[start + 2]
        if let style: String = row[start + 3] {
            view.font = .textStyle(style)
        } else if let name: String = row[start + 4], let size: Double = row[start + 5] {
            view.font = .named(name, size: size)
        } else if let size: Double = row[start + 5] {
            view.font = .system(size: size, weight: row[start + 6], italic: row[start + 7] ?? false)
        }
        view.numberOfLines = row[start + 8]
        view.lineBreakMode = (row[start + 9] as String?).flatMap(LineBreakMode.init(rawValue:))
        view.minimumScaleFactor = row[start + 10]
        view.borderStyle = (row[start + 11] as String?).flatMap(TextBorderStyle.init(rawValue:))
        view.buttonConfiguration = (row[start + 12] as String?).flatMap(ButtonConfiguration.init(rawValue:))
        if let top: Double = row[start + 13], let left: Double = row[start + 14], let bottom: Double = row[start + 15],
           let right: Double = row[start + 16] {
            view.contentInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        view.scrollEnabled = row[start + 17]
    }

    /// The screen columns of a `ScreenDesign` (migrations 0002, 0005, 0010, 0011, 0013 and 0016), in the order of `designValues`.
    static let designColumns = """
        design_device, design_width, design_height, design_orientation, design_width_class, design_height_class, \
        design_safe_area_top, design_safe_area_left, design_safe_area_bottom, design_safe_area_right, has_design, \
        design_freeform_width, design_freeform_height, design_container_width, design_accessory_width, design_era, \
        design_strings_table
        """

    /// `?, ?, …`: one placeholder per design column.
    static let designPlaceholders = Array(repeating: "?", count: 17).joined(separator: ", ")

    static func designValues(_ design: ScreenDesign?) -> [(any DatabaseValueConvertible)?] {
        [design?.device, design?.width, design?.height, design?.orientation?.rawValue, design?.widthClass?.rawValue,
         design?.heightClass?.rawValue, design?.safeArea?.top, design?.safeArea?.left, design?.safeArea?.bottom,
         design?.safeArea?.right, design != nil, design?.freeform?.width.text, design?.freeform?.height.text,
         design?.containerWidth, design?.accessoryWidth, design?.era?.rawValue, design?.stringsTable]
    }

    private static func design(_ row: Row, from start: Int) -> ScreenDesign? {
        guard row[start + 10] as Bool, let width: Double = row[start + 1], let height: Double = row[start + 2] else { return nil }
        var design = ScreenDesign(device: row[start], width: width, height: height)
        design.orientation = (row[start + 3] as String?).flatMap(ScreenDesign.Orientation.init(rawValue:))
        design.widthClass = (row[start + 4] as String?).flatMap(ScreenDesign.SizeClass.init(rawValue:))
        design.heightClass = (row[start + 5] as String?).flatMap(ScreenDesign.SizeClass.init(rawValue:))
        if let top: Double = row[start + 6], let left: Double = row[start + 7], let bottom: Double = row[start + 8],
           let right: Double = row[start + 9] {
            design.safeArea = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        if let width = (row[start + 11] as String?).flatMap(ScreenDesign.Freeform.Side.init(text:)),
           let height = (row[start + 12] as String?).flatMap(ScreenDesign.Freeform.Side.init(text:)) {
            design.freeform = ScreenDesign.Freeform(width: width, height: height)
        }
        design.containerWidth = row[start + 13]
        design.accessoryWidth = row[start + 14]
        design.era = (row[start + 15] as String?).flatMap(LayoutEra.init(rawValue:))
        design.stringsTable = row[start + 16]
        return design
    }

    private static func priorities(_ horizontal: Double?, _ vertical: Double?) -> AxisPriorities {
        AxisPriorities(horizontal: horizontal.flatMap(LayoutPriority.init), vertical: vertical.flatMap(LayoutPriority.init))
    }
}
