import CoreGraphics
import Foundation

/// Helpers shared by the image tests: building images from pixel values, reading their
/// drawable pixels back, and writing small GIF files.
enum ImageTestSupport {
    /// Premultiplied ARGB32 with native byte order (Cairo's format, BGRA bytes).
    static let argbInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                                       | CGBitmapInfo.byteOrder32Little.rawValue)

    /// An sRGB image from premultiplied 0xAARRGGBB values, row by row.
    static func image(width: Int, height: Int, argb: [UInt32]) -> CGImage {
        precondition(argb.count == width * height)
        let bytes = argb.withUnsafeBytes { Data($0) }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: argbInfo,
                       provider: CGDataProvider(data: bytes)!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)!
    }

    /// An 8-bit DeviceGray image without alpha.
    static func grayImage(width: Int, height: Int, samples: [UInt8]) -> CGImage {
        CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [], provider: CGDataProvider(data: Data(samples))!,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
    }

    /// The image's pixels as drawn: premultiplied 0xAARRGGBB, row by row. Pixels of
    /// images without alpha read with alpha 0xFF.
    static func pixels(_ image: CGImage) -> [UInt32] {
        guard let surface = image.surface else { return [] }
        surface.flush()
        let opaque = !image.layout.hasAlpha
        var result: [UInt32] = []
        for y in 0..<image.height {
            let row = (surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width { result.append(opaque ? row[x] | 0xFF00_0000 : row[x]) }
        }
        return result
    }

    /// The largest difference between corresponding channels of two ARGB values.
    static func maxDifference(_ a: UInt32, _ b: UInt32) -> Int {
        (0..<4).map { (channel: UInt32) -> Int in
            let x = Int((a >> (channel * 8)) & 0xFF), y = Int((b >> (channel * 8)) & 0xFF)
            return abs(x - y)
        }.max()!
    }

    /// The largest channel difference between two pixel arrays of the same size.
    static func maxDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        precondition(a.count == b.count)
        return zip(a, b).map { maxDifference($0, $1) }.max() ?? 0
    }

    /// Deterministic pseudo-random bytes (64-bit LCG), so failures reproduce.
    static func randomBytes(count: Int, seed: UInt64) -> Data {
        var state = seed
        return Data((0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        })
    }
}

/// Writes GIF89a files for tests: a global colour table, an optional NETSCAPE2.0 loop
/// extension, and frames with graphic control extensions. The LZW data is written
/// without compression — a clear code every 100 literals keeps the code width at 9
/// bits — which every decoder reads, so the test does not depend on an encoder.
struct GIFWriter {
    struct Frame {
        var left = 0, top = 0, width: Int, height: Int
        /// Colour-table indices, row by row.
        var indices: [UInt8]
        /// Delay in centiseconds.
        var delay = 0
        /// 0 unspecified, 1 leave in place, 2 restore to background, 3 restore to previous.
        var disposal = 0
        var transparentIndex: UInt8?
        var interlaced = false
    }

    var width: Int, height: Int
    /// RGB entries; padded with black to a power of two.
    var palette: [(UInt8, UInt8, UInt8)]
    var loopCount: Int?
    var frames: [Frame]

    func data() -> Data {
        var out = Data("GIF89a".utf8)
        var tableBits = 1
        while 1 << tableBits < palette.count { tableBits += 1 }
        out.append(contentsOf: le16(width) + le16(height))
        out.append(contentsOf: [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0])
        for i in 0..<(1 << tableBits) {
            let c = i < palette.count ? palette[i] : (0, 0, 0)
            out.append(contentsOf: [c.0, c.1, c.2])
        }
        if let loopCount {
            out.append(contentsOf: [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loopCount) + [0])
        }
        for frame in frames {
            let flags = UInt8(frame.disposal << 2) | (frame.transparentIndex == nil ? 0 : 1)
            out.append(contentsOf: [0x21, 0xF9, 4, flags] + le16(frame.delay) + [frame.transparentIndex ?? 0, 0])
            out.append(0x2C)
            out.append(contentsOf: le16(frame.left) + le16(frame.top) + le16(frame.width) + le16(frame.height))
            out.append(frame.interlaced ? 0x40 : 0)
            out.append(8)
            // Fewer indices than pixels make a frame whose data ends early.
            let indices = !frame.interlaced ? frame.indices : interlacedRowOrder(frame.height).flatMap {
                frame.indices[$0 * frame.width ..< ($0 + 1) * frame.width]
            }
            let lzw = uncompressedLZW(indices)
            for start in stride(from: 0, to: lzw.count, by: 255) {
                let block = lzw[start ..< min(start + 255, lzw.count)]
                out.append(UInt8(block.count))
                out.append(contentsOf: block)
            }
            out.append(0)
        }
        out.append(0x3B)
        return out
    }

    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }

    /// Rows in the order an interlaced GIF stores them: every 8th from 0, every 8th
    /// from 4, every 4th from 2, every 2nd from 1.
    private func interlacedRowOrder(_ height: Int) -> [Int] {
        [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }

    /// 9-bit codes, least significant bit first: clear (256), literals, end (257).
    private func uncompressedLZW(_ indices: [UInt8]) -> [UInt8] {
        var codes: [Int] = [256]
        for (n, index) in indices.enumerated() {
            if n > 0 && n % 100 == 0 { codes.append(256) }
            codes.append(Int(index))
        }
        codes.append(257)
        var bytes: [UInt8] = []
        var buffer = 0, bits = 0
        for code in codes {
            buffer |= code << bits
            bits += 9
            while bits >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                bits -= 8
            }
        }
        if bits > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        return bytes
    }
}
