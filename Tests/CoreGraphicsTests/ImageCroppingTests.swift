@_spi(Testing) import CoreGraphics
import Foundation
import Testing

@Suite("CGImage cropping(to:)")
struct ImageCroppingTests {
    typealias T = ImageTestSupport

    /// A 4×3 image whose pixel at (x, y) is 0xFF0000xy, so a crop shows where it came from.
    static let numbered = T.image(width: 4, height: 3, argb: (0..<12).map { i in
        0xFF00_0000 | UInt32(i % 4) << 4 | UInt32(i / 4)
    })

    static func numbers(_ image: CGImage) -> [UInt32] { T.pixels(image).map { $0 & 0xFF } }

    @Test("a rect inside the image keeps those pixels, counted from the top-left corner, and the format")
    func insideRect() throws {
        let crop = try #require(Self.numbered.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2)))
        #expect(crop.width == 2 && crop.height == 2)
        #expect(Self.numbers(crop) == [0x11, 0x21, 0x12, 0x22])
        #expect(crop.bitmapInfo == Self.numbered.bitmapInfo && crop.bitsPerPixel == 32 && crop.bytesPerRow == 8)
        #expect(crop.colorSpace == Self.numbered.colorSpace)
    }

    @Test("a rect partly outside is intersected with the bounds")
    func partlyOutside() throws {
        let crop = try #require(Self.numbered.cropping(to: CGRect(x: 2, y: -5, width: 10, height: 7)))
        #expect(crop.width == 2 && crop.height == 2)
        #expect(Self.numbers(crop) == [0x20, 0x30, 0x21, 0x31])
    }

    @Test("a rect fully outside, touching only an edge, empty, null or NaN gives nil")
    func emptyResults() {
        for rect in [CGRect(x: 10, y: 10, width: 2, height: 2), CGRect(x: -3, y: 0, width: 3, height: 3),
                     CGRect(x: 4, y: 0, width: 2, height: 2), CGRect(x: 1, y: 1, width: 0, height: 2),
                     CGRect(x: 1, y: 1, width: 2, height: 0), .null,
                     CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)] {
            #expect(Self.numbered.cropping(to: rect) == nil, "\(rect)")
        }
    }

    @Test("a fractional rect is made integral first: origin rounded down, far edges up")
    func fractionalRect() throws {
        let crop = try #require(Self.numbered.cropping(to: CGRect(x: 0.5, y: 0.25, width: 1.2, height: 0.5)))
        #expect(crop.width == 2 && crop.height == 1)
        #expect(Self.numbers(crop) == [0x00, 0x10])
        let sliver = try #require(Self.numbered.cropping(to: CGRect(x: 3.9, y: 2.9, width: 0.01, height: 0.01)))
        #expect(Self.numbers(sliver) == [0x32])
    }

    @Test("a negative-size rect is standardized; the infinite rect keeps the whole image")
    func standardizedAndInfinite() throws {
        let flipped = try #require(Self.numbered.cropping(to: CGRect(x: 3, y: 2, width: -2, height: -1)))
        #expect(Self.numbers(flipped) == [0x11, 0x21])
        let whole = try #require(Self.numbered.cropping(to: .infinite))
        #expect(T.pixels(whole) == T.pixels(Self.numbered))
    }

    @Test("cropping a 1-bit image mask at an unaligned column keeps its bits and stays a mask")
    func oneBitMask() throws {
        // Rows 1011 0011 01.. and 0100 1100 10..
        let mask = try #require(CGImage(maskWidth: 10, height: 2, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 2,
                                        provider: CGDataProvider(data: Data([0b1011_0011, 0b0100_0000,
                                                                             0b0100_1100, 0b1000_0000]))!,
                                        decode: nil, shouldInterpolate: false))
        let crop = try #require(mask.cropping(to: CGRect(x: 3, y: 0, width: 6, height: 2)))
        #expect(crop.isMask && crop.bitsPerComponent == 1 && crop.bytesPerRow == 1)
        #expect(crop.dataProvider?.data == Data([0b1001_1000, 0b0110_0100]))
    }

    @Test("cropping a decoded image stays a shared Cairo surface with the same pixels")
    func surfaceBacked() throws {
        let decoded = try #require(ImageCodec.pngData(Self.numbered).flatMap(ImageCodec.decode))
        let crop = try #require(decoded.cropping(to: CGRect(x: 1, y: 0, width: 3, height: 2)))
        #expect(crop.isSurfaceBacked && crop.bitmapInfo == decoded.bitmapInfo)
        #expect(Self.numbers(crop) == [0x10, 0x20, 0x30, 0x11, 0x21, 0x31])
    }

    @Test("cropping keeps the decode array, interpolation and rendering intent")
    func keepsAttributes() throws {
        let decode: [CGFloat] = [1, 0]
        // Made outside #require, whose expansion would end the array-to-pointer conversion early.
        let made = CGImage(width: 3, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 3,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                           provider: CGDataProvider(data: Data([0, 100, 255]))!, decode: decode,
                           shouldInterpolate: false, intent: .perceptual)
        let gray = try #require(made)
        let crop = try #require(gray.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(!crop.shouldInterpolate && crop.renderingIntent == .perceptual)
        #expect(T.pixels(crop) == [0xFF9B_9B9B, 0xFF00_0000])
    }
}
