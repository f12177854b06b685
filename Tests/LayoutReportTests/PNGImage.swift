import Foundation

/// Just enough of PNG to look at a browser's screenshot: 8-bit RGB or RGBA,
/// not interlaced. The zlib stream is inflated by the system's libz
/// (`uncompress`, loaded with dlopen: zlib is part of every Debian system),
/// the rows unfiltered here.
struct PNGImage {
    var width: Int
    var height: Int
    /// RGB triples, row by row.
    var pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "\(url.path) is not a PNG file")
        }
        var offset = 8
        var compressed: [UInt8] = []
        var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8)?
        func integer(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = integer(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = offset + 8
            guard data + length <= bytes.count else { throw Failure(description: "truncated chunk \(type)") }
            switch type {
            case "IHDR":
                header = (integer(data), integer(data + 4), bytes[data + 8], bytes[data + 9], bytes[data + 12])
            case "IDAT":
                compressed += bytes[data..<(data + length)]
            default:
                break
            }
            offset = data + length + 4
        }
        guard let header, header.depth == 8, header.colour == 2 || header.colour == 6, header.interlace == 0 else {
            throw Failure(description: "only 8-bit RGB or RGBA PNGs without interlacing are read")
        }
        let channels = header.colour == 6 ? 4 : 3
        let stride = header.width * channels
        let raw = try PNGImage.inflate(compressed, expected: header.height * (stride + 1))
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 3)
        var previous = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<header.height {
            let start = y * (stride + 1)
            let filter = raw[start]
            for i in 0..<stride {
                let value = raw[start + 1 + i]
                let left = i >= channels ? Int(row[i - channels]) : 0
                let up = Int(previous[i])
                let upLeft = i >= channels ? Int(previous[i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Failure(description: "unknown row filter \(filter)")
                }
                row[i] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
            for x in 0..<header.width {
                for c in 0..<3 { pixels[(y * header.width + x) * 3 + c] = row[x * channels + c] }
            }
            swap(&previous, &row)
        }
        self.width = header.width
        self.height = header.height
        self.pixels = pixels
    }

    /// zlib's `uncompress(dest, &destLen, source, sourceLen)`.
    private typealias Uncompress = @convention(c) (
        UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

    static func inflate(_ data: [UInt8], expected: Int) throws -> [UInt8] {
        guard let library = dlopen("libz.so.1", RTLD_NOW) ?? dlopen("libz.so", RTLD_NOW),
              let symbol = dlsym(library, "uncompress") else {
            throw Failure(description: "libz.so.1 not found")
        }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: expected)
        var length = UInt(expected)
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, UInt(input.count))
            }
        }
        guard status == 0, length == UInt(expected) else { throw Failure(description: "zlib status \(status)") }
        return output
    }

    func colour(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }
}
