import ArgumentParser
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutStore
import LayoutSwiftExport

/// `layout export`: the stored screens as a document, or as a picture.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export screens as a layout document (JSON) or a picture (SVG).",
        discussion: """
            JSON export then import gives back the same document. --format svg solves \
            each screen (at --size or --device; default the iPhone 15 in portrait) and \
            draws them side by side. --format swift writes a type per screen \
            ('imageCell' becomes ImageCellLayout); when two screens' names give one \
            type name, the later one is numbered (FirstViewController2Layout) and a \
            note on stderr says so. -o into a folder that does not exist is an error \
            naming the folder.

            Examples:
              layout export > all.json
              layout export imageCell -o imageCell.json
              layout export imageCell sliderViews --format svg --device 'iPhone 8' -o a.svg
              layout export imageCell --format swift -o ImageCellLayout.swift
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, svg, swift }

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Screens to export (default: all).", valueName: "screen"))
    var screens: [String] = []

    @Option(help: "json, svg or swift (UIKit code that installs the constraints).")
    var format: Format = .json

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup(title: "Picture options (--format svg)") var solve: SolveOptions

    func run() throws {
        try checkOutputFolder(output)
        let repository = try global.openForReading(caching: format == .svg)
        var bar: ProgressBar?
        let document = try repository.exportDocument(screens: screens) { done, total in
            if bar == nil { bar = ProgressBar("export", total: total, unit: "screens") }
            bar?.update(done)
        }
        bar?.finish()
        switch format {
        case .json:
            try writeOutput(DocumentJSON.encode(document), to: output)
        case .svg:
            var options = try solve.resolvingLanguage(in: repository)
            if options.size == nil, options.device == nil { options.device = "iPhone 15" }
            var panels: [LayoutPicture.Panel] = []
            for screen in document.screens {
                try options.checkContent(against: [screen], name: screen.name)
                // Laid out on the device as `solve --device` lays it out (`Device.layoutRequest`).
                let request = try options.request(design: screen)
                let result = try repository.solve(screen: screen.name, request: request)
                panels.append(LayoutPicture.Panel(screen: try repository.localized(screen, in: request.language),
                                                  result: result, request: request))
            }
            try writeOutput(LayoutPicture.svg(panels), to: output)
        case .swift:
            let command = (["layout export"] + screens + ["--format swift"]).joined(separator: " ")
            do {
                // Texts with stored translations are looked up in their tables (`NSLocalizedString`).
                let source = try LayoutSwiftExport.source(
                    for: document.screens, standardSpacing: try repository.standardSpacing(), command: command,
                    localizedStrings: LocalizedStrings(try repository.translations())
                ) { rename in
                    Terminal.note("screen '\(rename.screen)' is exported as type '\(rename.typeName)': "
                                  + "screen '\(rename.clashingScreen)' has '\(rename.clashingTypeName)'")
                }
                try writeOutput(source, to: output)
            } catch let error as SwiftExportError {
                throw CLIError(error.description)
            }
        }
    }
}
