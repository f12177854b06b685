import LayoutDocument

/// SQLite keeps a text only up to its first U+0000 (NUL): a screen named
/// "a\u0000b" would be stored as "a", and a label's text cut short, without
/// a word. So the validator refuses the character in every free text a
/// screen stores, by the rule every text bound for the store goes through
/// (`DocumentTexts`: translations too). Names that must be identifiers (views,
/// metrics) or name a view (the root, a superview) and text styles are refused
/// by their own rules already.
extension ValidationPass {
    mutating func checkStoredTexts() {
        func nul(_ text: String?) -> Bool { text.map(DocumentTexts.holdsNul) ?? false }
        func refuse(_ place: DocumentPlace, _ field: String) {
            fault(place, field, DocumentTexts.nulMessage("'\(field)'"))
        }
        func conditionHasNul(_ condition: Condition?) -> Bool {
            guard let condition else { return false }
            return condition.allowed.contains { key, values in
                nul(key) || values.contains { if case .string(let text) = $0 { nul(text) } else { false } }
            }
        }
        if nul(screen.name) { refuse(.screen, "name") }
        if nul(screen.design?.device) || nul(screen.design?.stringsTable) { refuse(.screen, "design") }
        // The store keeps no empty table name (a column CHECK): refused here, not later by the database.
        if screen.design?.stringsTable?.isEmpty == true { fault(.screen, "design", "'stringsTable' must not be empty") }
        for view in screen.views {
            let place = DocumentPlace.view(view.name)
            let fields: [(String, String?)] = [
                ("kind", view.kind), ("ibID", view.ibID), ("customClass", view.customClass), ("text", view.text),
                ("textKey", view.textKey), ("placeholder", view.placeholder),
            ]
            for (field, value) in fields where nul(value) { refuse(place, field) }
            // The store keeps no empty class name (a column CHECK): refused here, not later by the database.
            if view.customClass?.isEmpty == true { fault(place, "customClass", "'customClass' must not be empty") }
            if case .named(let name, _)? = view.font, nul(name) { refuse(place, "font") }
            if conditionHasNul(view.when) { refuse(place, "when") }
        }
        for (index, metric) in screen.metrics.enumerated() where conditionHasNul(metric.when) {
            refuse(.metric(metric.name, index: index), "when")
        }
        for entry in screen.constraints {
            let place = DocumentPlace.constraint(entry.id)
            if nul(entry.id) { refuse(place, "id") }
            if conditionHasNul(entry.when) { refuse(place, "when") }
            switch entry.body {
            case .equation(let text): if nul(text) { refuse(place, "constraint") }
            case .visualFormat(let format, let options):
                if nul(format) { refuse(place, "visualFormat") }
                if options.contains(where: { nul($0) }) { refuse(place, "options") }
            }
        }
    }
}
