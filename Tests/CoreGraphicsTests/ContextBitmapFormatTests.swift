import CoreGraphics
import Foundation
import Testing

@Suite("Bitmap context pixel formats and creation")
struct ContextBitmapFormatTests {
    private func bytes(_ c: CGContext, count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: c.data!.assumingMemoryBound(to: UInt8.self), count: count))
    }

    private func fillRed(_ c: CGContext, alpha: CGFloat = 1) {
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: alpha)
        c.fill(CGRect(x: 0, y: 0, width: c.width, height: c.height))
    }

    @Test("premultipliedFirst | byteOrder32Little stores B G R A bytes (Cairo's own layout)")
    func bgra() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let c = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        fillRed(c, alpha: 0.5)
        #expect(bytes(c, count: 4) == [0, 0, 128, 128])
    }

    @Test("premultipliedFirst with default (big-endian) order stores A R G B")
    func argbBytes() {
        let c = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        fillRed(c)
        #expect(bytes(c, count: 4) == [255, 255, 0, 0])
    }

    @Test("noneSkipLast is opaque: 50 % red over the initial black gives (128, 0, 0)")
    func skipLast() {
        let c = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
        fillRed(c, alpha: 0.5)
        #expect(Array(bytes(c, count: 4).prefix(3)) == [128, 0, 0])
    }

    @Test("8-bit gray stores luma")
    func gray() {
        let c = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        c.setFillColor(gray: 0.5, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(bytes(c, count: 2) == [128, 54])
    }

    @Test("alpha-only contexts store coverage")
    func alphaOnly() {
        let c = CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        c.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bytes(c, count: 4) == [128, 128, 0, 0])
    }

    @Test("a caller's buffer is drawn over, and row padding is left untouched")
    func callerBuffer() {
        var buffer = [UInt8](repeating: 7, count: 2 * 12)   // 2 rows of 2 RGBA pixels + 4 padding bytes
        for row in 0..<2 { for i in 0..<8 { buffer[row * 12 + i] = 255 } }   // opaque white
        buffer.withUnsafeMutableBytes { raw in
            let c = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 12,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            c.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(Pixel(Int(buffer[0]), Int(buffer[1]), Int(buffer[2]), Int(buffer[3])).isClose(to: Pixel(128, 128, 128, 255), tolerance: 1))
        #expect(Array(buffer[8..<12]) == [7, 7, 7, 7])
    }

    @Test("a caller's buffer in Cairo's layout with unaligned rows still works")
    func unalignedNativeRows() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let c = CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 13,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        fillRed(c)
        #expect(Array(bytes(c, count: 26)[13..<17]) == [0, 0, 255, 255])
    }

    @Test("RGBA memory the context owns is current whenever it is read: snapshot, data, later drawing")
    func deferredConversion() throws {
        let c = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        fillRed(c)
        let snapshot = try #require(c.makeImage()?.dataProvider?.data)
        #expect(Array(snapshot.prefix(4)) == [255, 0, 0, 255])
        let pointer = c.data!.assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: pointer, count: 4)) == [255, 0, 0, 255])
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(Array(UnsafeBufferPointer(start: pointer, count: 4)) == [0, 0, 255, 255])
    }

    @Test("unsupported or absurd parameters return nil")
    func invalidContexts() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 10, height: -1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: premultipliedLast) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: premultipliedLast | CGBitmapInfo.floatComponents.rawValue) == nil)
    }

    @Test("bitmap properties report the layout")
    func properties() {
        let c = CGContext(data: nil, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(c.width == 5 && c.height == 3 && c.bytesPerRow == 20)
        #expect(c.bitsPerComponent == 8 && c.bitsPerPixel == 32)
        #expect(c.alphaInfo == .premultipliedLast)
        #expect(c.colorSpace?.model == .rgb)
    }
}
