import ArgumentParser
import Foundation
import LayoutCheck
import LayoutCore
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import LayoutTranslation

/// `layout check [SCREEN...]`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Solve screens on every device, orientation and content combination; report problems.",
        discussion: """
            For each screen (default: all), solves every device of 'layout devices' (or those \
            named with --device) in portrait and landscape, for every combination of the \
            content values its conditions mention (--content fixes one), reusing one solver \
            per screen. A self-sizing screen ('layout screen set SCREEN --self-sizing height') \
            is solved at each device's width with its height left to the content. --size \
            solves one size instead of the devices ('320xauto' leaves the height open). \
            Prints one entry per problem (conflict, ambiguity or error) with the orientation, \
            the content and the devices where it happens (a problem found in several \
            orientations or content combinations is one entry listing each place, its \
            details worked out at the first and said so), then what to do about it: a \
            conflict's constraints as equations (the broken one marked, a format's part \
            underlined), an ambiguous attribute with what would pin it. --json prints one \
            JSON object per line for each problem in each orientation and content \
            combination instead (content values typed as 'solve' prints them: numbers \
            as numbers). --language lays the screens out in a language (its stored \
            translations; right to left for a right-to-left one) or a pseudolanguage; \
            --language all checks every stored language and the development language, \
            each problem naming its language ("in de"; "language" in the JSON). Exit \
            status 3 when anything is found, so it can gate CI. --jobs N solves on N \
            threads (default: one per core) and prints exactly what the serial run prints. \
            --shard K/N checks the K-th of N parts (split by screen, device and traits) \
            for CI machines; --merge reads the shards' --json outputs and prints the whole \
            check's output with its exit status. --design checks each screen imported from \
            Interface Builder only at the design its file stores (size, orientation, size \
            classes, safe area, era), named "design" where a device would be; a screen \
            without a design is checked on the devices, and said so.

            Examples:
              layout check
              layout check imageCell sliderViews
              layout check labelCell --device 'iPhone 15' --device 'iPhone 8' --keyboard 336
              layout check imageCell --content images=4 --json
              layout check labelCell --size 320xauto
              layout check --design --json
              layout check --language all --json
              layout check --shard 2/8 --json > shard-2.json
              layout check --merge shard-*.json
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Screens to check (default: all).", valueName: "screen")) var screens: [String] = []
    @Option(help: ArgumentHelp("Check only this device of 'layout devices' (repeatable).", valueName: "name"))
    var device: [String] = []
    @Option(help: ArgumentHelp("Check one size instead of the devices; 'auto' leaves a side open (320xauto).",
                               valueName: "WxH"),
            transform: { text throws(ValidationError) in try SizeArgument(parsing: text) })
    var size: SizeArgument?
    @Option(help: ArgumentHelp("Height of the keyboard guide in every layout.", valueName: "height"),
            transform: { text throws(ValidationError) in try parseKeyboardHeight(text) })
    var keyboard: Double = 0
    @Option(help: ArgumentHelp("Fix a content value instead of trying every one (repeatable).",
                               valueName: "key=value"),
            transform: { text throws(ValidationError) in try KeyValue(parsing: text) })
    var content: [KeyValue] = []
    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("The Dynamic Type size text is measured at (XS ... XXXL, AX1 ... AX5), or 'all' for every one.",
                               valueName: "size"),
            transform: { text throws(ValidationError) in try ContentSizeArgument(parsing: text) })
    var contentSize: ContentSizeArgument?
    @Option(help: ArgumentHelp("The language laid out in (a language code or a pseudolanguage), or 'all' for every "
                               + "stored language and the development language.", valueName: "code"),
            transform: { text throws(ValidationError) in text == "all" ? .all : .one(try parseLanguage(text)) })
    var language: LanguageArgument?
    @Flag(help: ArgumentHelp("Check each screen only at its Interface Builder design (a screen without one: on the devices)."))
    var design = false
    @Flag(help: "One JSON object per problem, one per line.") var json = false
    @Option(help: ArgumentHelp("Solve on this many threads (default: one per core; 1: serially).", valueName: "N"),
            transform: { text throws(ValidationError) in try parseJobs(text) })
    var jobs: Int?
    @Option(help: ArgumentHelp("Check only the K-th of N parts of the layouts (split by screen, device and traits).",
                               valueName: "K/N"),
            transform: { text throws(ValidationError) in try ShardArgument(parsing: text) })
    var shard: ShardArgument?
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Merge the --json outputs of 'check --shard K/N' into the whole check's output.",
                               valueName: "file"))
    var merge: [String] = []

    func run() throws {
        if !merge.isEmpty { return try runMerge() }
        if size != nil, !device.isEmpty {
            throw CLIError("give --size or --device, not both", exitCode: 64)
        }
        var sizes = ScreenCheck.Sizes.devices(DeviceCatalog.devices)
        if let size {
            sizes = .size(label: size.text, width: size.width, height: size.height)
        } else if !device.isEmpty {
            var chosen: [Device] = []
            for name in device {
                let found = try SolveOptions.device(named: name)
                if !chosen.contains(found) { chosen.append(found) }
            }
            sizes = .devices(chosen)
        }
        var fixed: [String: String] = [:]
        // Conditions compare numbers by their canonical text: `3.0` means `3`.
        for pair in content { fixed[pair.key] = Double(pair.value).map(formatNumber) ?? pair.value }

        // Ctrl-C: stop between two layouts and say what was completed (check writes nothing).
        let interruption = Interruption()
        defer { interruption.stop() }
        let pause = TestPause(environment: "LAYOUT_TEST_CHECK_PAUSE_AFTER").map { pause in
            CheckRunner.Pause(count: pause.count) { count in Terminal.message("layout: test pause after \(count) layouts") }
        }
        let repository = try global.openForReading()
        let spacing = try repository.standardSpacing()
        // Fonts and translations as one state: read again if either changed while they were read.
        var inputs = try repository.inputsGeneration()
        var storedFonts = try repository.fontMetrics()
        var translations = try repository.translations()
        while true {
            let now = try repository.inputsGeneration()
            if now == inputs { break }
            inputs = now
            storedFonts = try repository.fontMetrics()
            translations = try repository.translations()
        }
        let measurer = TextMeasurer(fonts: storedFonts)
        let languages = try LanguageArgument.languages(language, in: translations, repository: repository)
        let part = CheckPlan.Shard(index: (shard?.index ?? 1) - 1, count: shard?.count ?? 1)
        let runner = CheckRunner(shard: part, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, pause: pause)
        interruption.onInterrupt { runner.stop() }
        // With more than one job, threads solve the first screens while the rest
        // are read; serially (`--jobs 1`), this thread solves once all are read.
        var loaded: [Screen] = []
        var withoutDesign: [String] = []
        // Each screen's revision, read with it, for a shard's summary line.
        var revisions: [String: Int] = [:]
        do {
            try repository.readScreens(screens, eachWithRevision: { screen, revision in
                loaded.append(screen)
                revisions[screen.name] = revision
                var sizes = sizes
                if design {
                    // Interface Builder's design, as `solve` lays a screen out without a size or device.
                    if let request = IBDesign.defaultRequest(for: screen) {
                        sizes = .request(label: "design", request)
                    } else {
                        withoutDesign.append(screen.name)
                    }
                }
                runner.add(ScreenCheck(screen: screen, standardSpacing: spacing, sizes: sizes, keyboardHeight: keyboard,
                                       fixedContent: fixed, contentSizes: contentSize?.sizes ?? [nil],
                                       languages: languages, translations: translations, measurer: measurer))
            })
        } catch {
            runner.abandon()
            throw error
        }
        // Fixed content is checked against the conditions of each screen that
        // mentions its key, as `solve` does (values no condition mentions are
        // warned about); a key no screen mentions is warned about once.
        if !fixed.isEmpty {
            var known: Set<String> = []
            for screen in loaded {
                let vocabulary = ContentVocabulary(screen)
                known.formUnion(vocabulary.values.keys)
                for finding in vocabulary.check(content: fixed.filter { vocabulary.values[$0.key] != nil }) {
                    Terminal.warning(finding.message)
                }
            }
            for key in fixed.keys.sorted() where !known.contains(key) {
                Terminal.warning("no condition of \(loaded.count == 1 ? "screen '\(loaded[0].name)'" : "these screens") "
                                 + "mentions content key '\(key)'")
            }
        }
        FontWarning.warnOfMissingFonts(screens: loaded, stored: storedFonts)
        if !withoutDesign.isEmpty {
            let named = withoutDesign.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
                + (withoutDesign.count > 5 ? ", …" : "")
            Terminal.warning("\(counted(withoutDesign.count, "screen")) without an Interface Builder design (\(named)) "
                             + "\(withoutDesign.count == 1 ? "is" : "are") checked on the devices, as without --design")
        }
        let plan = runner.plan
        let total = shard == nil ? plan.layoutCount : plan.layoutCount(of: part)
        var findings = 0
        var problems = 0
        var screensDone = 0
        var bar = ProgressBar("check", total: plan.layoutCount, unit: "layouts")
        // Each screen's output is made as soon as its blocks are done, and written in order.
        let outcome = runner.run(showsProgress: bar.enabled, progress: { screen, done in
            bar.update(done, detail: plan.screens[screen].check.screen.name)
        }, prepare: { screen, swept in
            // One entry per distinct problem; JSON keeps one object per orientation and content.
            let found = swept.findings
            let groups = FindingGroup.grouping(found)
            var text = json ? found.map { $0.json(shard: shard != nil) + "\n" }.joined()
                : groups.map { group in
                    group.text(sizes: plan.screens[screen].check.sizes,
                               languages: plan.screens[screen].check.languages.compactMap { $0?.code }, style: .stdout)
                }.joined()
            // A screen imported in part: its findings may come from what was left out (#32 1.5).
            let checked = plan.screens[screen].check.screen
            var note: String?
            if !found.isEmpty, let part = checked.importedInPartNote() {
                note = "screen '\(checked.name)' was \(part); its findings may come from what was left out"
                if !json { text += Finding.importedInPartLine(screen: checked.name, note: part, style: .stdout) }
            }
            return (text: text, findings: found.count, problems: groups.count, note: note)
        }, emit: { _, output in
            bar.finish()
            if !output.text.isEmpty { Terminal.write(output.text) }
            if json, let note = output.note { Terminal.note(note) }
            findings += output.findings
            problems += output.problems
            screensDone += 1
        })
        bar.finish()
        if case .interrupted(let layoutsDone) = outcome {
            throw CLIError("interrupted; checked \(screensDone) of \(counted(plan.screens.count, "screen")) "
                + "completely (\(layoutsDone) of \(counted(plan.layoutCount, "layout")))"
                + (screensDone == 0 ? "" : ", with \(counted(problems, "problem")) listed above"),
                exitCode: Interruption.exitCode)
        }
        var summary = "checked \(counted(total, "layout")) of \(counted(plan.screens.count, "screen"))"
        if let shard {
            summary += " (shard \(shard.text), \(counted(plan.layoutCount, "layout")) in all)"
            if json {
                var devices: [String]?
                var label: String?
                switch sizes {
                case .devices(let chosen): devices = chosen.map(\.name)
                case .size(let text, _, _), .request(let text, _): label = text
                }
                // The check named whole: the screens at their revisions, and every flag that changes the work.
                let names = plan.screens.map(\.check.screen.name)
                var line = ShardFile.Summary(shard: shard.index, shards: shard.count, checked: total,
                                             total: plan.layoutCount, screens: names, devices: devices, size: label)
                line.revisions = names.map { revisions[$0] ?? 0 }
                line.inputs = inputs
                if design { line.design = true }
                if keyboard != 0 { line.keyboard = keyboard }
                if !fixed.isEmpty { line.content = fixed }
                if let contentSize { line.contentSizes = contentSize.sizes.compactMap { $0?.rawValue } }
                if language != nil { line.languages = languages.compactMap { $0?.code } }
                line.findings = findings
                Terminal.write(line.json + "\n")
            }
        }
        Terminal.message(summary + ": " + (findings == 0 ? "no conflicts or ambiguity" : counted(problems, "problem")))
        if findings > 0 { throw CLIError("", exitCode: 3) }
    }
}

extension SizeArgument {
    /// As given on the command line, canonically: `320xauto`.
    var text: String { "\(width.map(formatNumber) ?? "auto")x\(height.map(formatNumber) ?? "auto")" }
}

/// `--language CODE|all`: one language, or every stored one and the development language.
enum LanguageArgument {
    case one(Language)
    case all

}

/// `--content-size SIZE|all`: one Dynamic Type size, or all twelve.
struct ContentSizeArgument {
    var sizes: [ContentSizeCategory?]

    init(parsing text: String) throws(ValidationError) {
        if text == "all" {
            sizes = ContentSizeCategory.allCases.map { $0 }
        } else if let size = ContentSizeCategory(rawValue: text) {
            sizes = [size]
        } else {
            let names = ContentSizeCategory.allCases.map(\.rawValue)
            throw ValidationError("unknown content size '\(text)' (sizes: \(names.joined(separator: ", ")), or all)"
                                  + NameSuggestion.hint(for: text, among: names))
        }
    }
}
