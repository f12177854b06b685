import LayoutDocument
import Testing

/// The error text decoding `text` gives, or "no error".
private func decodingError(_ text: String, file: String = "doc.json") -> String {
    do {
        _ = try DocumentJSON.decode(text, file: file)
        return "no error"
    } catch {
        return error.description
    }
}

/// A one-screen document with the given views, metrics and constraints JSON.
private func screen(views: String = #"{ "name": "root" }, { "name": "a", "superview": "root" }"#,
                    metrics: String = "", constraints: String = "") -> String {
    var text = #"{ "layoutDocument": 1, "screens": [ { "name": "main", "root": "root", "views": ["# + views + "]"
    if !metrics.isEmpty { text += #", "metrics": ["# + metrics + "]" }
    if !constraints.isEmpty { text += #", "constraints": ["# + constraints + "]" }
    return text + " } ] }"
}

@Suite struct MalformedJSONTests {
    @Test func missingCommaNamesLineAndColumn() {
        let text = "{\n  \"layoutDocument\": 1\n  \"screens\": []\n}"
        #expect(decodingError(text) == """
            doc.json:3:3: expected ',' or '}' after field 'layoutDocument', found '"'
                "screens": []
                ^
            """)
    }

    @Test func unterminatedStringAndEndOfFileAreNamed() {
        #expect(decodingError("{\"layoutDocument\": 1, \"screens\": [") == """
            doc.json:1:35: unexpected end of file; expected a value
              {"layoutDocument": 1, "screens": [
                                                ^
            """)
        #expect(decodingError("{\"layout").hasPrefix("doc.json:1:9: unterminated string"))
        #expect(decodingError("").hasPrefix("doc.json:1:1: the file is empty"))
    }

    @Test func invalidTokensAreQuoted() {
        #expect(decodingError("{'a': 1}").hasPrefix("doc.json:1:2: expected a field name in double quotes, found '''"))
        #expect(decodingError("[tru]").hasPrefix("doc.json:1:2: expected a value, found 'tru'"))
        #expect(decodingError("[1,]").hasPrefix("doc.json:1:4: trailing ',' before ']'"))
        #expect(decodingError("[01]").hasPrefix("doc.json:1:3: a number may not start with '0'"))
        #expect(decodingError("{} x").hasPrefix("doc.json:1:4: unexpected 'x' after the end"))
        #expect(decodingError("[\"a\\qb\"]").hasPrefix("doc.json:1:5: unknown escape '\\q'"))
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(decodingError("[\"é\" x]").hasPrefix("doc.json:1:6: expected ',' or ']' in a list, found 'x'"))
    }

    @Test func duplicateFieldsAndHugeNumbersAreRejected() {
        #expect(decodingError("{\"a\": 1,\n \"a\": 2}").hasPrefix("doc.json:2:2: duplicate field 'a'"))
        #expect(decodingError("[1e999]").hasPrefix("doc.json:1:2: number '1e999' is too large"))
    }

    @Test func invalidUTF8IsRejected() {
        #expect(throws: DocumentError.self) { try DocumentJSON.decode([0x7B, 0xFF, 0x7D], file: "bad.json") }
        do {
            _ = try DocumentJSON.decode([0x7B, 0xFF, 0x7D], file: "bad.json")
        } catch {
            #expect(error.description == "bad.json: the file is not UTF-8 text")
        }
    }
}

@Suite struct DocumentContentErrorTests {
    @Test func unknownFieldNamesScreenAndView() {
        let text = screen(views: #"{ "name": "root" }, { "name": "caption", "superview": "root", "colour": "red" }"#)
        #expect(decodingError(text) == "doc.json:1:143: screen 'main', view 'caption': unknown field 'colour'")
    }

    @Test func unknownFieldSuggestsTheClosest() {
        let text = screen(views: #"{ "name": "root" }, { "name": "a", "superveiw": "root" }"#)
        #expect(decodingError(text).hasSuffix(
            "screen 'main', view 'a': unknown field 'superveiw' (did you mean 'superview'?)"))
        #expect(decodingError(#"{ "layoutDocument": 1, "screns": [] }"#)
            == "doc.json:1:24: unknown field 'screns' (did you mean 'screens'?)")
    }

    @Test func extensionFieldsAreIgnoredEverywhere() throws {
        let text = screen(views: #"{ "name": "root", "x-colour": "red" }, { "name": "a", "superview": "root" }"#,
                          metrics: #"{ "name": "m", "value": 1, "x-why": 2 }"#,
                          constraints: #"{ "id": "c", "constraint": "a.width == 10", "x-by": "me" }"#)
        #expect(decodingError(text) == "no error")
    }

    @Test func missingRequiredFieldsAreNamed() {
        #expect(decodingError(#"{ "screens": [] }"#) == "doc.json:1:1: missing field 'layoutDocument'")
        #expect(decodingError(#"{ "layoutDocument": 1 }"#) == "doc.json:1:1: missing field 'screens'")
        #expect(decodingError(#"{ "layoutDocument": 1, "screens": [ { "root": "r", "views": [] } ] }"#)
            == "doc.json:1:37: screen 1: missing field 'name'")
        #expect(decodingError(#"{ "layoutDocument": 1, "screens": [ { "name": "s", "views": [] } ] }"#)
            == "doc.json:1:37: screen 's': missing field 'root'")
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "superview": "root" }"#))
            .hasSuffix("screen 'main', view 2: missing field 'name'"))
        #expect(decodingError(screen(constraints: #"{ "id": "c" }"#))
            .hasSuffix("screen 'main', constraint 'c': missing field 'visualFormat' or 'constraint'"))
        #expect(decodingError(screen(metrics: #"{ "name": "m" }"#))
            .hasSuffix("screen 'main', metric 'm': missing field 'value'"))
    }

    @Test func wrongTypesAreNamed() {
        #expect(decodingError(#"{ "layoutDocument": "1", "screens": [] }"#)
            == "doc.json:1:21: field 'layoutDocument' must be a number, found a string")
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "a", "superview": "root", "hidden": "yes" }"#))
            .hasSuffix("screen 'main', view 'a': field 'hidden' must be true or false, found a string"))
        #expect(decodingError(screen(views: #"{ "name": "root", "intrinsicSize": [1, 2] }"#))
            .hasSuffix("screen 'main', view 'root': field 'intrinsicSize' must be an object, found a list"))
        #expect(decodingError(#"{ "layoutDocument": 1, "screens": {} }"#)
            == "doc.json:1:35: field 'screens' must be a list, found an object")
        #expect(decodingError("[]") == "doc.json:1:1: the document must be an object, found a list")
    }

    @Test func newerVersionIsRefused() {
        #expect(decodingError(#"{ "layoutDocument": 2, "screens": [] }"#)
            == "doc.json:1:21: layoutDocument version 2 is newer than this program reads (1)")
    }

    @Test func duplicateNamesAreNamed() {
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "root", "superview": "root" }"#))
            .hasSuffix("screen 'main': duplicate view name 'root'"))
        #expect(decodingError(screen(constraints: #"{ "id": "c", "constraint": "a.width == 1" }, { "id": "c", "constraint": "a.height == 1" }"#))
            .hasSuffix("screen 'main': duplicate constraint id 'c'"))
        #expect(decodingError(screen(metrics: #"{ "name": "m", "value": 1 }, { "name": "m", "value": 2 }"#))
            .hasSuffix("screen 'main': metric 'm' has two values for the same condition"))
        let twoScreens = #"{ "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [{ "name": "r" }] }, "#
            + #"{ "name": "s", "root": "r", "views": [{ "name": "r" }] } ] }"#
        #expect(decodingError(twoScreens) == "doc.json:1:95: duplicate screen name 's'")
    }

    @Test func prioritiesOutsideTheRangeAreRejected() {
        #expect(decodingError(screen(views: #"{ "name": "root", "hugging": { "horizontal": 1001 } }"#))
            .hasSuffix("screen 'main', view 'root': priority 1001 in field 'horizontal' is outside 1...1000"))
        #expect(decodingError(screen(views: #"{ "name": "root", "compressionResistance": { "vertical": 0 } }"#))
            .hasSuffix("screen 'main', view 'root': priority 0 in field 'vertical' is outside 1...1000"))
        #expect(decodingError(screen(views: #"{ "name": "root", "hugging": { "vertical": "defaultHihg" } }"#))
            .hasSuffix("unknown priority 'defaultHihg' in field 'vertical' (did you mean 'defaultHigh'?)"))
    }

    @Test func hierarchyMistakesAreNamed() {
        #expect(decodingError(screen(views: #"{ "name": "rot" }"#))
            .hasSuffix("screen 'main': root 'root' is not one of the screen's views (did you mean 'rot'?)"))
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "a" }"#))
            .hasSuffix("screen 'main', view 'a': missing field 'superview' (only the root 'root' has none)"))
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "a", "superview": "roto" }"#))
            .hasSuffix("screen 'main', view 'a': superview 'roto' is not a view of this screen (did you mean 'root'?)"))
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "a", "superview": "b" }, { "name": "b", "superview": "a" }"#))
            .hasSuffix("screen 'main', view 'a': view 'a' is inside itself (its superviews form a cycle)"))
        #expect(decodingError(screen(views: #"{ "name": "root", "superview": "root" }"#))
            .hasSuffix("screen 'main': the root view 'root' must not have a superview (it names 'root')"))
    }

    @Test func badNamesAndValuesAreNamed() {
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "my view", "superview": "root" }"#))
            .hasSuffix("screen 'main', view 2: view name 'my view' must start with a letter or '_' and hold only letters, digits and '_'"))
        #expect(decodingError(screen(views: #"{ "name": "root" }, { "name": "superview", "superview": "root" }"#))
            .hasSuffix("screen 'main', view 2: 'superview' is reserved and cannot name a view"))
        #expect(decodingError(screen(views: #"{ "name": "root", "intrinsicSize": { "width": -1 } }"#))
            .hasSuffix("screen 'main', view 'root': field 'width' must not be negative, found -1"))
        #expect(decodingError(screen(views: #"{ "name": "root", "when": { "orientation": "portait" } }"#))
            .hasSuffix("'portait' is not a value of 'orientation' (portrait or landscape) (did you mean 'portrait'?)"))
        #expect(decodingError(screen(views: #"{ "name": "root", "when": { "orientaton": "portrait" } }"#))
            .hasSuffix("condition key 'orientaton' looks like a misspelt trait (did you mean 'orientation'?)"))
        #expect(decodingError(screen(views: #"{ "name": "root", "when": { "images": [] } }"#))
            .hasSuffix("condition 'images' allows no value; list at least one"))
        #expect(decodingError(screen(views: #"{ "name": "root", "axis": "vertical" }"#))
            .hasSuffix("screen 'main', view 'root': field 'axis' is for stack views; add \"kind\": \"stack\""))
        #expect(decodingError(screen(views: #"{ "name": "root", "kind": "stack", "axis": "diagonal" }"#))
            .hasSuffix("field 'axis' must be one of horizontal, vertical, found 'diagonal'"))
    }

    @Test func constraintMistakesAreNamed() {
        #expect(decodingError(screen(constraints: #"{ "id": "c", "constraint": "a.widht == 10" }"#)).contains(
            "screen 'main', constraint 'c': "))
        #expect(decodingError(screen(constraints: #"{ "id": "c", "visualFormat": "[a]", "options": ["alignAllTpo"] }"#))
            .hasSuffix("screen 'main', constraint 'c': unknown option 'alignAllTpo' (did you mean 'alignAllTop'?)"))
        #expect(decodingError(screen(constraints: #"{ "id": "c", "visualFormat": "[a]", "constraint": "a.width == 1" }"#))
            .hasSuffix("screen 'main', constraint 'c': give either 'visualFormat' or 'constraint', not both"))
        #expect(decodingError(screen(constraints: #"{ "id": "c#2", "constraint": "a.width == 1" }"#))
            .hasSuffix("constraint id 'c#2' must be non-empty, without spaces or '#' ('#' numbers a format's constraints)"))
        #expect(decodingError(screen(constraints: #"{ "id": "c", "constraint": "a.width == 1", "options": [] }"#))
            .hasSuffix("field 'options' belongs with 'visualFormat', not 'constraint'"))
    }

    @Test func badEquationShowsTheCaret() {
        let message = decodingError(screen(constraints: #"{ "id": "c", "constraint": "a.width == b.width +" }"#))
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first?.contains("screen 'main', constraint 'c': ") == true)
        #expect(lines.dropFirst().first == "  a.width == b.width +")
        #expect(lines.last?.hasSuffix("^") == true)
    }
}
