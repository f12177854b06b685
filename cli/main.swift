// The `layout` command; see docs/commands.md.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Layout.runMain(Array(CommandLine.arguments.dropFirst())))
