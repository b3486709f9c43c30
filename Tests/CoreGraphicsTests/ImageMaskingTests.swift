import CoreGraphics
import Foundation
import Testing

@Suite("CGImage masking(_:), copy(maskingColorComponents:) and copies")
struct ImageMaskingTests {
    typealias T = ImageTestSupport

    static let red: UInt32 = 0xFFFF_0000
    static let redImage = T.image(width: 4, height: 1, argb: Array(repeating: red, count: 4))

    static func imageMask(width: Int, height: Int, bitsPerComponent: Int, bytes: [UInt8],
                          decode: [CGFloat]? = nil) -> CGImage {
        let rowBytes = (width * bitsPerComponent + 7) / 8
        return CGImage(maskWidth: width, height: height, bitsPerComponent: bitsPerComponent,
                       bitsPerPixel: bitsPerComponent, bytesPerRow: rowBytes,
                       provider: CGDataProvider(data: Data(bytes))!, decode: decode, shouldInterpolate: false)!
    }

    @Test("an image mask's samples act as inverse alpha: 0 paints, 1 masks out")
    func oneBitImageMask() throws {
        let mask = Self.imageMask(width: 4, height: 1, bitsPerComponent: 1, bytes: [0b0101_0000])
        let masked = try #require(Self.redImage.masking(mask))
        #expect(T.pixels(masked) == [Self.red, 0, Self.red, 0])
        #expect(masked.alphaInfo == .premultipliedFirst && masked.width == 4)
    }

    @Test("an image mask's decode array [1, 0] reverses it")
    func decodedImageMask() throws {
        let mask = Self.imageMask(width: 4, height: 1, bitsPerComponent: 1, bytes: [0b0101_0000], decode: [1, 0])
        #expect(T.pixels(try #require(Self.redImage.masking(mask))) == [0, Self.red, 0, Self.red])
    }

    @Test("a DeviceGray image's samples act as inverse alpha too, with partial values scaling alpha")
    func grayImageMask() throws {
        let mask = T.grayImage(width: 4, height: 1, samples: [0, 255, 128, 64])
        let pixels = T.pixels(try #require(Self.redImage.masking(mask)))
        #expect(pixels[0] == Self.red && pixels[1] == 0)
        #expect(T.maxDifference(pixels[2], 0x7F7F_0000) <= 1)
        #expect(T.maxDifference(pixels[3], 0xBFBF_0000) <= 1)
    }

    @Test("a mask of another size is scaled to the image")
    func scaledMask() throws {
        let image = T.image(width: 4, height: 4, argb: Array(repeating: Self.red, count: 16))
        // 2×2 mask: top-left and bottom-right paint.
        let mask = Self.imageMask(width: 2, height: 2, bitsPerComponent: 8, bytes: [0, 255, 255, 0])
        let r = Self.red
        #expect(T.pixels(try #require(image.masking(mask))) == [r, r, 0, 0,
                                                                 r, r, 0, 0,
                                                                 0, 0, r, r,
                                                                 0, 0, r, r])
    }

    @Test("masking keeps existing alpha and multiplies it")
    func maskOverTranslucent() throws {
        let image = T.image(width: 2, height: 1, argb: [0x8080_0000, 0x8000_0080])
        let mask = Self.imageMask(width: 2, height: 1, bitsPerComponent: 8, bytes: [0, 255])
        #expect(T.pixels(try #require(image.masking(mask))) == [0x8080_0000, 0])
    }

    @Test("masking refuses RGB or alpha-carrying masks, and image masks as the masked image")
    func invalidMasks() {
        #expect(Self.redImage.masking(Self.redImage) == nil)
        let grayAlpha = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 2,
                                space: CGColorSpaceCreateDeviceGray(),
                                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                provider: CGDataProvider(data: Data([0, 255]))!, decode: nil,
                                shouldInterpolate: false, intent: .defaultIntent)!
        #expect(Self.redImage.masking(grayAlpha) == nil)
        let mask = Self.imageMask(width: 1, height: 1, bitsPerComponent: 8, bytes: [0])
        #expect(mask.masking(mask) == nil)
    }

    @Test("copy(maskingColorComponents:) masks out pixels whose stored samples fall in every range")
    func colorKeying() throws {
        let colors: [UInt32] = [0xFFFF_0000, 0xFFF0_1010, 0xFF00_FF00, 0xFFFF_0020]
        let opaque = try #require(CGImage(
            width: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
            space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            provider: CGDataProvider(data: colors.withUnsafeBytes { Data($0) })!, decode: nil,
            shouldInterpolate: true, intent: .defaultIntent))
        let keyed = try #require(opaque.copy(maskingColorComponents: [0xE0, 0xFF, 0, 0x10, 0, 0x10]))
        #expect(T.pixels(keyed) == [0, 0, 0xFF00_FF00, 0xFFFF_0020])
        #expect(keyed.alphaInfo == .premultipliedFirst && keyed.colorSpace == opaque.colorSpace)
    }

    @Test("colour keying compares raw samples of gray and 16-bit images, before decode")
    func colorKeyingRawSamples() throws {
        // Made outside #require, whose expansion would end the array-to-pointer conversion early.
        let made = CGImage(width: 3, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 3,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                           provider: CGDataProvider(data: Data([10, 200, 30]))!, decode: [1, 0],
                           shouldInterpolate: false, intent: .defaultIntent)
        let gray = try #require(made)
        #expect(T.pixels(try #require(gray.copy(maskingColorComponents: [0, 50]))) == [0, 0xFF37_3737, 0])

        // 16-bit big-endian RGB: 0x1234 0x0000 0xFFFF and 0x1235 0x0000 0xFFFF.
        let deep = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 16, bitsPerPixel: 48, bytesPerRow: 12,
                                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [],
                                        provider: CGDataProvider(data: Data([0x12, 0x34, 0, 0, 0xFF, 0xFF,
                                                                             0x12, 0x35, 0, 0, 0xFF, 0xFF]))!,
                                        decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let keyed = try #require(deep.copy(maskingColorComponents: [0x1234, 0x1234, 0, 0, 0, 0xFFFF]))
        #expect(T.pixels(keyed) == [0, 0xFF12_00FF])
    }

    @Test("colour keying refuses images with alpha, image masks and a wrong number of components")
    func colorKeyingInvalid() {
        #expect(Self.redImage.copy(maskingColorComponents: [0, 255, 0, 255, 0, 255]) == nil)
        let gray = T.grayImage(width: 1, height: 1, samples: [9])
        #expect(gray.copy(maskingColorComponents: [0, 1, 2, 3, 4, 5]) == nil)
        #expect(gray.copy(maskingColorComponents: [0]) == nil)
        let mask = Self.imageMask(width: 1, height: 1, bitsPerComponent: 8, bytes: [0])
        #expect(mask.copy(maskingColorComponents: [0, 255]) == nil)
    }

    @Test("copy() keeps every property and the pixels")
    func plainCopy() throws {
        let mask = Self.imageMask(width: 4, height: 1, bitsPerComponent: 1, bytes: [0b0101_0000], decode: [1, 0])
        for image in [Self.redImage, mask] {
            let copy = try #require(image.copy())
            #expect(copy !== image)
            #expect(copy.width == image.width && copy.height == image.height && copy.bitmapInfo == image.bitmapInfo)
            #expect(copy.bitsPerComponent == image.bitsPerComponent && copy.bytesPerRow == image.bytesPerRow)
            #expect(copy.isMask == image.isMask && copy.colorSpace == image.colorSpace)
            #expect(copy.decode.map { $0[0] } == image.decode.map { $0[0] })
            #expect(T.pixels(copy) == T.pixels(image))
        }
    }

    @Test("copy(colorSpace:) swaps a space with the same component count; refuses others and masks")
    func copyColorSpace() throws {
        let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
        let copy = try #require(Self.redImage.copy(colorSpace: p3))
        #expect(copy.colorSpace == p3 && T.pixels(copy) == T.pixels(Self.redImage))
        #expect(Self.redImage.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        let mask = Self.imageMask(width: 1, height: 1, bitsPerComponent: 8, bytes: [0])
        #expect(mask.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
    }
}
