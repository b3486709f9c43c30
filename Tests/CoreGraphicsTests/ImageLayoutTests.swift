import CoreGraphics
import Foundation
import Testing

@Suite("CGImage from raw bytes in each pixel layout")
struct ImageLayoutTests {
    typealias T = ImageTestSupport

    static let rgb = CGColorSpaceCreateDeviceRGB()
    static let gray = CGColorSpaceCreateDeviceGray()

    static func info(_ alpha: CGImageAlphaInfo, _ order: CGBitmapInfo = []) -> CGBitmapInfo {
        CGBitmapInfo(rawValue: alpha.rawValue | order.rawValue)
    }

    static func image(_ bytes: [UInt8], width: Int, height: Int = 1, bitsPerComponent: Int = 8, bitsPerPixel: Int,
                      bytesPerRow: Int, space: CGColorSpace = rgb, info: CGBitmapInfo) -> CGImage? {
        CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                bytesPerRow: bytesPerRow, space: space, bitmapInfo: info, provider: CGDataProvider(data: Data(bytes))!,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test("RGBA bytes, premultipliedLast, read as premultiplied ARGB")
    func rgbaPremultipliedLast() throws {
        let image = try #require(Self.image([0x80, 0, 0, 0x80, 0, 0xFF, 0, 0xFF], width: 2, bitsPerPixel: 32,
                                            bytesPerRow: 8, info: Self.info(.premultipliedLast)))
        #expect(image.alphaInfo == .premultipliedLast && image.byteOrderInfo == .orderDefault)
        #expect(T.pixels(image) == [0x8080_0000, 0xFF00_FF00])
    }

    @Test("RGBA bytes with straight alpha (.last) are premultiplied when read")
    func rgbaStraightAlpha() throws {
        let image = try #require(Self.image([0xFF, 0, 0x40, 0x80], width: 1, bitsPerPixel: 32, bytesPerRow: 4,
                                            info: Self.info(.last)))
        #expect(T.pixels(image) == [0x8080_0020])
    }

    @Test("BGRA bytes, premultipliedFirst with 32-bit little-endian order (Cairo's own layout)")
    func bgraLittleEndian() throws {
        let image = try #require(Self.image([0x10, 0x20, 0x30, 0xFF, 0, 0, 0x40, 0x40], width: 2, bitsPerPixel: 32,
                                            bytesPerRow: 8, info: Self.info(.premultipliedFirst, .byteOrder32Little)))
        #expect(T.pixels(image) == [0xFF30_2010, 0x4040_0000])
    }

    @Test("RGBX (noneSkipLast) and 24-bit RGB read as opaque")
    func opaqueLayouts() throws {
        let rgbx = try #require(Self.image([1, 2, 3, 99], width: 1, bitsPerPixel: 32, bytesPerRow: 4,
                                           info: Self.info(.noneSkipLast)))
        #expect(T.pixels(rgbx) == [0xFF01_0203])
        let rgb24 = try #require(Self.image([1, 2, 3, 4, 5, 6], width: 2, bitsPerPixel: 24, bytesPerRow: 6,
                                            info: Self.info(.none)))
        #expect(T.pixels(rgb24) == [0xFF01_0203, 0xFF04_0506])
    }

    @Test("8-bit gray reads as equal R, G and B")
    func gray8() throws {
        let image = try #require(Self.image([0, 128, 255], width: 3, bitsPerPixel: 8, bytesPerRow: 3,
                                            space: Self.gray, info: []))
        #expect(T.pixels(image) == [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF])
    }

    @Test("16-bit big-endian RGB keeps the high byte of each component")
    func rgb16() throws {
        let image = try #require(Self.image([0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC], width: 1, bitsPerComponent: 16,
                                            bitsPerPixel: 48, bytesPerRow: 6, info: Self.info(.none)))
        #expect(T.pixels(image) == [0xFF12_569A])
    }

    @Test("rows are read at bytesPerRow, skipping padding")
    func paddedRows() throws {
        let image = try #require(Self.image([1, 2, 3, 0xFF, 9, 9, 9, 9,
                                             4, 5, 6, 0xFF, 9, 9, 9, 9], width: 1, height: 2, bitsPerPixel: 32,
                                            bytesPerRow: 8, info: Self.info(.premultipliedLast)))
        #expect(T.pixels(image) == [0xFF01_0203, 0xFF04_0506])
    }

    @Test("a 1-bit image mask reads its samples as gray, after a decode array [1, 0]")
    func oneBitMaskWithDecode() throws {
        let plain = try #require(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                         provider: CGDataProvider(data: Data([0b1010_0000]))!, decode: nil,
                                         shouldInterpolate: false))
        #expect(plain.isMask && plain.colorSpace == nil)
        #expect(T.pixels(plain) == [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000])
        let decode: [CGFloat] = [1, 0]
        let made = CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                           provider: CGDataProvider(data: Data([0b1010_0000]))!, decode: decode,
                           shouldInterpolate: false)
        let inverted = try #require(made)
        #expect(T.pixels(inverted) == [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF])
    }

    @Test("layouts Core Graphics refuses, short providers and empty sizes give nil")
    func invalidLayouts() {
        let bytes = [UInt8](repeating: 0, count: 64)
        // RGB with alpha needs 32 bits per pixel.
        #expect(Self.image(bytes, width: 2, bitsPerPixel: 24, bytesPerRow: 8, info: Self.info(.premultipliedLast)) == nil)
        // Three components cannot fit in 8 bits per pixel.
        #expect(Self.image(bytes, width: 2, bitsPerPixel: 8, bytesPerRow: 8, info: Self.info(.none)) == nil)
        // bytesPerRow below width × 4.
        #expect(Self.image(bytes, width: 4, bitsPerPixel: 32, bytesPerRow: 12, info: Self.info(.premultipliedLast)) == nil)
        // A provider one byte short of the last row.
        #expect(Self.image(Array(bytes.prefix(31)), width: 4, height: 2, bitsPerPixel: 32, bytesPerRow: 16,
                           info: Self.info(.premultipliedLast)) == nil)
        #expect(Self.image(bytes, width: 0, bitsPerPixel: 32, bytesPerRow: 0, info: Self.info(.premultipliedLast)) == nil)
        // Float components in 8 bits, and an alpha value outside CGImageAlphaInfo.
        #expect(Self.image(bytes, width: 1, bitsPerPixel: 32, bytesPerRow: 4,
                           info: [Self.info(.premultipliedLast), .floatComponents]) == nil)
        #expect(Self.image(bytes, width: 1, bitsPerPixel: 32, bytesPerRow: 4, info: CGBitmapInfo(rawValue: 9)) == nil)
        // Image masks need bitsPerPixel == bitsPerComponent, of 1, 2, 4 or 8.
        #expect(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 8, bytesPerRow: 4,
                        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false) == nil)
        #expect(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 2,
                        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false) == nil)
    }
}
