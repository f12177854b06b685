#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// What the file system says about a database path before SQLite opens it:
/// whether it exists, whether it is a directory, whether it may be written.
/// Opening errors name the path and one of these reasons instead of
/// SQLite's "unable to open database file".
struct DatabaseFile {
    enum State: Equatable {
        case missing
        case directory
        case file(size: Int)
    }

    var path: String
    var state: State
    /// The folder the file is (or would be) in.
    var folder: String

    init(path: String) {
        self.path = path
        if let slash = path.lastIndex(of: "/") {
            let prefix = String(path[..<slash])
            folder = prefix.isEmpty ? "/" : prefix
        } else {
            folder = "."
        }
        var status = stat()
        if stat(path, &status) != 0 {
            state = .missing
        } else if status.st_mode & S_IFMT == S_IFDIR {
            state = .directory
        } else {
            state = .file(size: Int(status.st_size))
        }
    }

    /// Whether the folder exists and is a directory.
    var folderExists: Bool { DatabaseFile.isDirectory(folder) }

    /// Whether writing is refused: by the permissions of the file or of its
    /// folder (where SQLite keeps its `-wal` and `-shm` files). Read-only
    /// mode bits count even for root, who could write anyway: a file made
    /// read-only is meant to stay as it is.
    var isReadOnly: Bool {
        !DatabaseFile.isWritable(path) || !DatabaseFile.isWritable(folder)
    }

    /// Whether SQLite's write-ahead log beside the file holds anything.
    var hasWriteAheadLog: Bool {
        var status = stat()
        return stat(path + "-wal", &status) == 0 && status.st_size > 0
    }

    /// The file's first `count` bytes (fewer for a shorter file; none when unreadable).
    func header(_ count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
        guard read >= 0 else { return nil }
        return Array(bytes.prefix(read))
    }

    /// The reason `path`'s folder refuses a new file, if any.
    var creationProblem: String? {
        if !folderExists { return "folder '\(folder)' does not exist" }
        if !DatabaseFile.isWritable(folder) { return "folder '\(folder)' is not writable" }
        return nil
    }

    /// A `file:` URI for SQLite, with the characters URIs reserve escaped.
    func uri(query: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7F...:
                let digits = Array("0123456789ABCDEF".utf8)
                escaped += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
            default:
                escaped += String(decoding: [byte], as: UTF8.self)
            }
        }
        return "file:" + escaped + "?" + query
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func isWritable(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return access(path, W_OK) == 0 && status.st_mode & S_IWUSR != 0
    }
}
