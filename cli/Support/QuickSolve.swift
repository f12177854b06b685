import LayoutModel
import LayoutStore

/// `layout solve` answered from the frame cache without ArgumentParser.
///
/// A cache hit is a few milliseconds of work, and building ArgumentParser's
/// command tree costs about as much again (its first use of the Swift
/// runtime's metadata: protocol-conformance lookups that scan every
/// conformance in the binary). So the exact argument shapes a cached solve
/// comes in are recognised here: `solve SCREEN` with `--size WxH` and/or
/// `--device NAME`, any number of `--content KEY=VALUE`, `--format json` and
/// `--db PATH` (before or after `solve`), each option once (`--content`
/// repeated) and its value as the next argument. Anything else, the
/// `--option=value` spelling included, goes to the parser; so do a miss, a
/// cached answer with conflicts or ambiguity (their report needs a solve), and
/// every error: the parsed command then says it, and nothing has been printed
/// here (a negative size too: its warning is the parser's path's). What this prints is what `SolveCommand.run` prints for the same
/// arguments, byte for byte (CLITests' QuickSolveTests compare both ways).
///
/// `--no-cache` (a solve that neither reads nor writes the cache) is answered
/// here too, by solving, conflicts, ambiguity and negative sizes included: they
/// are reported here as `SolveCommand.run` reports them (JSON on stdout, the
/// diagnosis on stderr), rather than left to the parser's path, which would
/// solve again (an unsatisfiable screen paid for two solves).
enum QuickSolve {
    /// The arguments of a recognised invocation, as typed.
    struct Invocation: Equatable {
        var database: String?
        var screen: String
        var size: String?
        var device: String?
        var content: [String]
        var noCache = false
    }

    /// The exit status when the cache answered, nil to use the parser.
    static func answer(_ arguments: [String]) -> Int32? {
        guard let invocation = recognise(arguments) else { return nil }
        do {
            var flags = SolveFlags()
            flags.size = try invocation.size.map { text throws in try SizeArgument(parsing: text) }
            flags.device = invocation.device
            flags.content = try invocation.content.map { text throws in try KeyValue(parsing: text) }
            let path = GlobalOptions.databasePath(db: invocation.database)
            let request = try flags.request(design: nil)
            let result: SolveResult
            let findings: [ContentVocabulary.Finding]
            var solvedBy: LayoutRepository?
            // A device without a size is the device's full screen only for a screen that is not
            // freeform; a solve (no cache) would have to read the screen to know: the parser's path does.
            let onDevice = invocation.device != nil && invocation.size == nil
            if invocation.noCache {
                guard !onDevice else { return nil }
                let repository = try LayoutRepository(path: path, access: .read)
                findings = flags.contentFindings(against: try repository.contentVocabulary(of: invocation.screen))
                guard !findings.contains(where: \.isError) else { return nil }
                // A font that is not stored: the parser's path warns of it.
                guard try repository.missingFonts(of: invocation.screen).isEmpty else { return nil }
                var solved = try repository.solve(screen: invocation.screen, request: request, useCache: false)
                solved.leftOut = try repository.leftOut(of: invocation.screen)
                result = solved
                solvedBy = repository
            } else {
                // SQLite's C API alone (CacheHitReader), or nil for anything but a plain hit.
                guard let (hit, vocabulary) = CacheHitReader.read(path: path, screen: invocation.screen, request: request,
                                                                  vocabulary: true, fullScreenOnly: onDevice)
                else { return nil }
                result = hit
                findings = vocabulary.map { flags.contentFindings(against: $0) } ?? []
            }
            let clean = result.unsatisfiable.isEmpty && result.ambiguous.isEmpty && result.negative.isEmpty
            guard clean || solvedBy != nil else { return nil }
            guard !findings.contains(where: \.isError) else { return nil }
            // Worked out before anything is printed: an error in it goes to the parser's path.
            let diagnosis = try solvedBy.flatMap { repository in
                try SolveReport.diagnosis(of: result, screen: invocation.screen, request: request, in: repository)
            }
            try report(findings)  // the warnings; the errors were left to the parser
            Terminal.write(result.jsonString() + "\n")
            SolveReport.messages(result, diagnosis: diagnosis)  // as `SolveCommand.run` prints them
            return 0
        } catch {
            return nil
        }
    }

    /// The invocation `arguments` spell, when they have a shape answered here.
    static func recognise(_ arguments: [String]) -> Invocation? {
        var database: String?
        var size: String?
        var device: String?
        var format: String?
        var content: [String] = []
        var noCache = false
        let screen = QuickArguments.screen(in: arguments, command: "solve", isFlag: { $0 == "--no-cache" }) {
            option, value, inSolve in
            guard let value else {
                // The one flag, `--no-cache`: after `solve`, once.
                guard inSolve, !noCache else { return false }
                noCache = true
                return true
            }
            switch option {
            case "--db" where database == nil: database = value
            case "--size" where inSolve && size == nil: size = value
            case "--device" where inSolve && device == nil: device = value
            case "--format" where inSolve && format == nil && value == "json": format = value
            case "--content" where inSolve: content.append(value)
            default: return false
            }
            return true
        }
        guard let screen, size != nil || device != nil else { return nil }
        return Invocation(database: database, screen: screen, size: size, device: device, content: content,
                          noCache: noCache)
    }
}
