// The `layout` command; see ../shared/CONTRACT.md section 6.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(Layout.runMain(Array(CommandLine.arguments.dropFirst())))
