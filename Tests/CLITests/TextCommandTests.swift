import Foundation
import Testing

/// `--text`, `--font`, `--lines` and `--text-key` of `view add` and `view set`,
/// and what `show`, `export` and `history` say of text.
@Suite struct TextCommandTests {
    /// The details `show` prints after a view's name in the tree.
    private func details(_ view: String, _ scratch: Scratch) throws -> String {
        let shown = try scratch.layout("show", "cell").stdout
        guard let line = shown.split(separator: "\n").first(where: { $0.contains("─ \(view) (") }),
              let end = line.range(of: ")")?.upperBound else { return "no view '\(view)' in:\n\(shown)" }
        return line[end...].trimmingCharacters(in: .whitespaces)
    }

    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        return scratch
    }

    @Test func addSetShowExportAndUndo() throws {
        let scratch = try imported()
        let add = try scratch.layout("view", "add", "cell", "caption", "--superview", "content", "--kind", "label",
                                     "--text", "A \"long\" caption", "--font", "body", "--lines", "0", "--text-key", "cell.caption")
        #expect(add.status == 0, "\(add)")
        #expect(try details("caption", scratch) == #"text "A \"long\" caption", textKey "cell.caption", font body, lines 0"#)
        let indent = "\n" + String(repeating: " ", count: 10)
        var exported = try scratch.layout("export").stdout
        #expect(exported.contains([#""kind": "label","#, #""text": "A \"long\" caption","#, #""textKey": "cell.caption","#,
                                   #""font": { "textStyle": "body" },"#, #""numberOfLines": 0"#].joined(separator: indent)),
                "\(exported)")

        for (font, json, shownFont) in [
            ("17", #""font": { "size": 17 }"#, "font 17"),
            ("17 semibold", #""font": { "size": 17, "weight": "semibold" }"#, "font 17 semibold"),
            ("17 bold italic", #""font": { "size": 17, "weight": "bold", "italic": true }"#, "font 17 bold italic"),
            ("AvenirNext-Regular 22", #""font": { "name": "AvenirNext-Regular", "size": 22 }"#, "font AvenirNext-Regular 22"),
        ] {
            let set = try scratch.layout("view", "set", "cell", "caption", "--font", font)
            #expect(set.status == 0, "\(font): \(set)")
            exported = try scratch.layout("export").stdout
            #expect(exported.contains(json), "\(font): \(exported)")
            #expect(try details("caption", scratch).hasSuffix(", \(shownFont), lines 0"), "\(font)")
        }
        #expect(try scratch.layout("view", "set", "cell", "caption", "--text", "Short", "--lines", "2").status == 0)
        #expect(try scratch.layout("view", "set", "cell", "caption", "--no-text-key", "--font", "default").status == 0)
        #expect(try details("caption", scratch) == #"text "Short", lines 2"#)
        let history = try scratch.layout("history", "cell").stdout
        #expect(history.contains("view set 'caption': text 'A \"long\" caption' -> 'Short', numberOfLines 0 -> 2"), "\(history)")
        #expect(history.contains("view set 'caption': font AvenirNext-Regular 22 -> none, textKey cell.caption -> none"), "\(history)")
        #expect(try scratch.layout("replay", "cell", "--size", "320x200").status == 0)
        #expect(try scratch.layout("undo", "cell").status == 0)
        #expect(try details("caption", scratch) == #"text "Short", textKey "cell.caption", font AvenirNext-Regular 22, lines 2"#)
        #expect(try scratch.layout("view", "set", "cell", "caption", "--no-text").status == 0)
        #expect(!(try scratch.layout("export").stdout.contains(#""text":"#)))
    }

    /// The fast path of `show` prints text as the parsed command does.
    @Test func quickShowPrintsTextAsTheParserDoes() throws {
        let scratch = try imported()
        #expect(try scratch.layout("view", "set", "cell", "title", "--text", "Tab\there, ünïcødé 🎉", "--font", "12.5 light italic",
                                   "--lines", "3").status == 0)
        let fast = try LayoutProcess.run(["--db", scratch.database, "show", "cell"], directory: scratch.directory)
        let slow = try LayoutProcess.run(["--db=" + scratch.database, "show", "cell"], directory: scratch.directory)
        #expect(fast.status == 0 && fast.stdout == slow.stdout && fast.stderr == slow.stderr, "\(fast)\n\(slow)")
        #expect(fast.stdout.contains(#"text "Tab\there, ünïcødé 🎉", font 12.5 light italic, lines 3"#), "\(fast.stdout)")
    }

    /// A bad font or line count is a usage error saying what is wrong; a bad
    /// value the store refuses is an error; the database stays as it was.
    @Test func mistakesChangeNothing() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        let styles = "largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"
        let weights = "ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"
        let usage: [([String], String)] = [
            (["view", "set", "cell", "title", "--font", "bdy"], "unknown text style 'bdy' (text styles: \(styles)) (did you mean 'body'?)"),
            (["view", "set", "cell", "title", "--font", "17 semibld"],
             "unknown font weight 'semibld' (weights: \(weights)) (did you mean 'semibold'?)"),
            (["view", "set", "cell", "title", "--font", "semibold 17"], "font 'semibold 17': the size comes first (did you mean '17 semibold'?)"),
            (["view", "set", "cell", "title", "--font", "0"], "font size 0 must be a finite number above 0"),
            (["view", "set", "cell", "title", "--font", "Avenir"],
             "font 'Avenir' is not a text style (\(styles)); a named font needs its size after the name ('Avenir 17')"),
            (["view", "set", "cell", "title", "--lines", "-1"],
             "'--lines <n>': a number of lines is a whole number, 0 (as many as the text needs) or more"),
            (["view", "set", "cell", "title", "--lines", "two"],
             "'--lines <n>': a number of lines is a whole number, 0 (as many as the text needs) or more"),
            (["view", "set", "cell", "title", "--text-key", ""], "'--text-key <key>': a text key must not be empty"),
            (["view", "set", "cell", "title", "--text", "a", "--no-text"], "give --text or --no-text, not both"),
            (["view", "set", "cell", "title"], "give --intrinsic, --hugging, --compression, --kind, --text, --text-key, --font, --lines or --image-size"),
            (["view", "add", "cell", "badge", "--superview", "content", "--font", "17 black oblique"],
             "font '17 black oblique' has too many words; give a text style ('body'), a size with an optional weight and 'italic' "
                + "('17', '17 semibold', '17 bold italic'), or a PostScript name and a size ('AvenirNext-Regular 22')"),
        ]
        for (arguments, message) in usage {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            // ArgumentParser names the option and value first ("The value 'bdy' is invalid for '--font <font>': …").
            #expect(result.stderr.hasPrefix("layout: error: ") && result.stderr.contains(message + "\n"),
                    "\(arguments): \(result.stderr)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
        let unchanged = try scratch.layout("view", "set", "cell", "icon", "--lines", "1")
        #expect(unchanged.status == 0)
        #expect(unchanged.stderr == "no change: view set 'icon' leaves screen 'cell' as it is (revision 1); nothing recorded\n")
        #expect(try scratch.snapshot() == before)
    }

    @Test func importRefusesBadTextWithItsPosition() throws {
        let scratch = try Scratch()
        let document = """
            { "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [
              { "name": "r" },
              { "name": "l", "superview": "r", "font": { "textStyle": "headlin" } } ] } ] }
            """
        let result = try scratch.layout("import", try scratch.file("bad.json", document))
        #expect(result.status == 1)
        // Line 3, at the value "headlin".
        let line = document.split(separator: "\n")[2]
        let column = line.distance(from: line.startIndex, to: line.range(of: #""headlin""#)?.lowerBound ?? line.startIndex) + 1
        #expect(result.stderr.contains("bad.json:3:\(column): screen 's', view 'l': unknown text style 'headlin'"), "\(result.stderr)")
        #expect(result.stderr.contains("(did you mean 'headline'?)"))
    }
}
