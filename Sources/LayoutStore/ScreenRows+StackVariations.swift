import GRDB
import LayoutDocument

/// A stack view's variations as rows (migration 0012): `stack_variation`, one
/// row per variation in order, and `stack_variation_condition`, its `when`.
extension ScreenRows {
    static func insertStackVariations(_ variations: [StackVariation], viewID: Int64, screenID: Int64,
                                      in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO stack_variation (screen_id, view_id, position, axis, distribution, alignment,
                spacing, spacing_standard)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let conditionStatement = try db.cachedStatement(sql: """
            INSERT INTO stack_variation_condition (screen_id, stack_variation_id, key, value_position,
                text_value, number_value)
            VALUES (?, ?, ?, ?, ?, ?)
            """)
        for (position, variation) in variations.enumerated() {
            var points: Double?
            if case .points(let value)? = variation.spacing { points = value }
            try statement.execute(arguments: [
                screenID, viewID, position, variation.axis?.rawValue, variation.distribution?.rawValue,
                variation.alignment?.rawValue, points, variation.spacing == .standard,
            ])
            let variationID = db.lastInsertedRowID
            for key in variation.when.allowed.keys.sorted() {
                let values = variation.when.allowed[key] ?? []
                if values.isEmpty {
                    try conditionStatement.execute(arguments: [screenID, variationID, key, -1, nil, nil])
                }
                for (index, value) in values.enumerated() {
                    switch value {
                    case .string(let text):
                        try conditionStatement.execute(arguments: [screenID, variationID, key, index, text, nil])
                    case .number(let number):
                        try conditionStatement.execute(arguments: [screenID, variationID, key, index, nil, number])
                    }
                }
            }
        }
    }

    /// Every stack variation of a screen, by the id of the view row it belongs to, in order.
    static func loadStackVariations(screenID: Int64, in db: Database) throws -> [Int64: [StackVariation]] {
        var conditions: [Int64: Condition] = [:]
        let conditionRows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT stack_variation_id, key, value_position, text_value, number_value
            FROM stack_variation_condition WHERE screen_id = ? ORDER BY id
            """), arguments: [screenID])
        while let row = try conditionRows.next() {
            let owner: Int64 = row[0]
            let key: String = row[1]
            var condition = conditions[owner] ?? Condition()
            var values = condition.allowed[key] ?? []
            if (row[2] as Int) >= 0 {
                if let text: String = row[3] {
                    values.append(.string(text))
                } else if let number: Double = row[4] {
                    values.append(.number(number))
                }
            }
            condition.allowed[key] = values
            conditions[owner] = condition
        }
        var result: [Int64: [StackVariation]] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: """
            SELECT id, view_id, axis, distribution, alignment, spacing, spacing_standard
            FROM stack_variation WHERE screen_id = ? ORDER BY view_id, position
            """), arguments: [screenID])
        while let row = try rows.next() {
            var variation = StackVariation(when: conditions[row[0]] ?? Condition())
            variation.axis = (row[2] as String?).flatMap(StackProperties.Axis.init(rawValue:))
            variation.distribution = (row[3] as String?).flatMap(StackProperties.Distribution.init(rawValue:))
            variation.alignment = (row[4] as String?).flatMap(StackProperties.Alignment.init(rawValue:))
            if row[6] as Bool {
                variation.spacing = .standard
            } else if let points: Double = row[5] {
                variation.spacing = .points(points)
            }
            result[row[1], default: []].append(variation)
        }
        return result
    }
}
