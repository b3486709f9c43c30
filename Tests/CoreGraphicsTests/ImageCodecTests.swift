@_spi(Testing) import CoreGraphics
import Foundation
import Testing

@Suite("Image codecs: PNG and JPEG")
struct ImageCodecTests {
    typealias T = ImageTestSupport

    /// A 4×2 image with opaque, translucent and fully transparent pixels.
    static let translucent = T.image(width: 4, height: 2, argb: [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF,
        0x8080_0000, 0x4000_2010, 0x0000_0000, 0x01_01_00_00,
    ])

    /// A 16×16 opaque colour pattern with smooth areas, for JPEG.
    static let opaque = T.image(width: 16, height: 16, argb: (0..<256).map { i in
        let x = UInt32(i % 16), y = UInt32(i / 16)
        return 0xFF00_0000 | (x * 16) << 16 | (y * 16) << 8 | 0x80
    })

    static func base64(_ string: String) -> Data { Data(base64Encoded: string)! }

    // Fixtures made with ImageMagick (16×16 red-to-blue gradient, progressive; 16×16
    // white-to-black gradient, one gray component; 8×8 CMYK) and by hand (PNGs).
    static let progressiveJPEG = base64("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wgARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYH/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAgD/9oADAMBAAIQAxAAAAHAcK6EbW0wj//EABUQAQEAAAAAAAAAAAAAAAAAAAAU/9oACAEBAAEFArly5c//xAAWEQADAAAAAAAAAAAAAAAAAAAAFmL/2gAIAQMBAT8BbaG2htobaP/EABYRAAMAAAAAAAAAAAAAAAAAAAAWYv/aAAgBAgEBPwFLkS5EyRMk/8QAFRABAQAAAAAAAAAAAAAAAAAAADH/2gAIAQEABj8Cqqr/xAAWEAEBAQAAAAAAAAAAAAAAAAARABD/2gAIAQEAAT8hFG6//9oADAMBAAIAAwAAABDZL//EABURAQEAAAAAAAAAAAAAAAAAAAAR/9oACAEDAQE/EIIIIP/EABYRAAMAAAAAAAAAAAAAAAAAAAAR8P/aAAgBAgEBPxCUSikUj//EABkQAAEFAAAAAAAAAAAAAAAAAAABEVGR8P/aAAgBAQABPxDVTVRk7GTs/9k=")
    static let grayJPEG = base64("/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/wAALCAAQABABAREA/8QAFgABAQEAAAAAAAAAAAAAAAAAAAkK/8QAFxAAAwEAAAAAAAAAAAAAAAAAABlmo//aAAgBAQAAPwChzNqDUM2oNTO+zag1DNqDU//Z")
    static let cmykJPEG = base64("/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwADAgICAgIDAgICAwMDAwQGBAQEBAQIBgYFBgkICgoJCAkJCgwPDAoLDgsJCQ0RDQ4PEBAREAoMEhMSEBMPEBAQ/9sAQwEDAwMEAwQIBAQIEAsJCxAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EABQAAQAAAAAAAAAAAAAAAAAAAAj/xAAdEAABAgcAAAAAAAAAAAAAAAAAAQMGEhcoUpHw/8QAFAEBAAAAAAAAAAAAAAAAAAAACP/EABoRAAEFAQAAAAAAAAAAAAAAAAEABRhRkVL/2gAOBAEAAhEDEQQAAD8ATFO46yZ0oapSu/I1EKN79Ywpg3RdOf/Z")
    /// 2×2 palette image: red, green at alpha 128 / blue at alpha 0, red (tRNS chunk).
    static let paletteAlphaPNG = base64("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAMAAABFaP0WAAAACVBMVEX/AAAA/wAAAP8tSs2KAAAAA3RSTlP/gAB/bWh4AAAADklEQVR4nGNgYGRgYgAAAA4ABMaIfPgAAAAASUVORK5CYII=")
    /// 2×1, 16-bit gray + alpha: (0x8080, opaque), (0xFFFF, alpha 0).
    static let gray16AlphaPNG = base64("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAQAAAAOu2tCAAAAD0lEQVR4nGNoaPgPBAwMABl3BP18ujAXAAAAAElFTkSuQmCC")
    /// 8×8 red-to-green gradient, 16-bit RGB, Adam7-interlaced.
    static let interlaced16PNG = base64("iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIEAIAAAFs+sUJAAAAUklEQVQY02P4/5+BgYGBAUIx5m7zzGOAAkaoFAOmzLbbKtsZsABGlUl5qlglkM1CBizb72A3imX7bVUcEnewSzDezhWKZiAB4DQJtwYc/qaaDQCTER/MBpjVUAAAAABJRU5ErkJggg==")

    @Test("format sniffing reads PNG, JPEG and GIF signatures and nothing else")
    func sniffing() {
        #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])) == .png)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFormat(sniffing: Data("GIF87a".utf8)) == .gif)
        #expect(ImageFormat(sniffing: Data("GIF89a".utf8)) == .gif)
        #expect(ImageFormat(sniffing: Data("GIF90a".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E])) == nil)
        #expect(ImageFormat(sniffing: Data()) == nil)
    }

    @Test("scenario 25 (iPhone guide part 2): PNG data starts with 89 50 4E 47 0D 0A 1A 0A and decodes to identical pixels")
    func scenario25PNGRoundTrip() throws {
        let png = try #require(ImageCodec.pngData(Self.translucent))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(ImageCodec.decode(png))
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(T.pixels(decoded) == T.pixels(Self.translucent))
        // A slice whose indices do not start at 0 reads the same.
        let slice = (Data([0, 0, 0]) + png).dropFirst(3)
        #expect(ImageCodec.decode(slice).map(T.pixels) == T.pixels(Self.translucent))
    }

    @Test("PNG round trip is exact for every premultiplied value at several alphas")
    func pngRoundTripAllValues() throws {
        var argb: [UInt32] = []
        for alpha: UInt32 in [1, 2, 3, 7, 64, 127, 128, 200, 254, 255] {
            for value in 0...alpha { argb.append(alpha << 24 | value << 16 | (alpha - value) << 8 | value / 2) }
        }
        let image = T.image(width: argb.count, height: 1, argb: argb)
        let decoded = try #require(ImageCodec.pngData(image).flatMap(ImageCodec.decode))
        #expect(T.pixels(decoded) == argb)
    }

    @Test("decoded images are sRGB, 8-bit ARGB32 in Cairo's layout and share the decoder's surface")
    func decodedImageProperties() throws {
        let withAlpha = try #require(ImageCodec.pngData(Self.translucent).flatMap(ImageCodec.decode))
        #expect(withAlpha.bitmapInfo == T.argbInfo)
        #expect(withAlpha.alphaInfo == .premultipliedFirst && withAlpha.byteOrderInfo == .order32Little)
        #expect(withAlpha.bitsPerComponent == 8 && withAlpha.bitsPerPixel == 32)
        #expect(withAlpha.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(withAlpha.isSurfaceBacked && withAlpha.bytesPerRow == withAlpha.surface?.stride)
        #expect(withAlpha.shouldInterpolate && withAlpha.renderingIntent == .defaultIntent && !withAlpha.isMask)

        // Cairo writes an all-opaque image as RGB, which reads back without alpha.
        let opaque = try #require(ImageCodec.pngData(Self.opaque).flatMap(ImageCodec.decode))
        #expect(opaque.alphaInfo == .noneSkipFirst && opaque.byteOrderInfo == .order32Little)
        #expect(T.pixels(opaque) == T.pixels(Self.opaque))
    }

    @Test("PNG palette with tRNS, 16-bit gray+alpha and interlaced 16-bit RGB decode")
    func pngVariants() throws {
        let palette = try #require(ImageCodec.decode(Self.paletteAlphaPNG))
        #expect(T.pixels(palette) == [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0xFFFF_0000])

        let gray = try #require(ImageCodec.decode(Self.gray16AlphaPNG))
        #expect(T.pixels(gray) == [0xFF80_8080, 0x0000_0000])

        let interlaced = try #require(ImageCodec.decode(Self.interlaced16PNG))
        #expect(interlaced.width == 8 && interlaced.height == 8 && interlaced.alphaInfo == .noneSkipFirst)
        let pixels = T.pixels(interlaced)
        #expect(T.maxDifference(pixels[0], 0xFFFF_0000) <= 2)
        #expect(T.maxDifference(pixels[63], 0xFF00_8000) <= 2)
    }

    @Test("CGImage(pngDataProviderSource:) decodes PNG, applies decode and keeps its arguments")
    func pngProviderInit() throws {
        let png = try #require(ImageCodec.pngData(Self.opaque))
        let image = try #require(CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: nil,
                                         shouldInterpolate: false, intent: .perceptual))
        #expect(!image.shouldInterpolate && image.renderingIntent == .perceptual)
        #expect(T.pixels(image) == T.pixels(Self.opaque))

        let invert: [CGFloat] = [1, 0, 1, 0, 1, 0]
        // Made outside #require, whose expansion would end the array-to-pointer conversion early.
        let made = CGImage(pngDataProviderSource: CGDataProvider(data: png)!, decode: invert,
                           shouldInterpolate: true, intent: .defaultIntent)
        let inverted = try #require(made)
        #expect(inverted.decode.map { Array(UnsafeBufferPointer(start: $0, count: 6)) } == invert)
        #expect(zip(T.pixels(inverted), T.pixels(Self.opaque)).allSatisfy { $0 == 0xFF00_0000 | ~$1 })

        let jpeg = try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 1))
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: jpeg)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("scenario 26 (iPhone guide part 2): JPEG at quality 1.0 starts with FF D8 FF and decodes to the same size and close pixels")
    func scenario26JPEGRoundTrip() throws {
        let jpeg = try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 1.0))
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try #require(ImageCodec.decode(jpeg))
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(decoded.alphaInfo == .noneSkipFirst && decoded.byteOrderInfo == .order32Little)
        // 4:2:0 subsampling averages colour over 2×2 blocks; red and green here change
        // by 16 per pixel, so a few levels of error remain even at quality 100.
        #expect(T.maxDifference(T.pixels(decoded), T.pixels(Self.opaque)) <= 12)
    }

    @Test("JPEG quality maps 0...1 onto file size, clamps out-of-range values, and ends with FF D9")
    func jpegQuality() throws {
        let noisy = T.image(width: 32, height: 32, argb: T.randomBytes(count: 1024, seed: 7).map {
            0xFF00_0000 | UInt32($0) << 16 | UInt32($0 ^ 0x5A) << 8 | UInt32($0 >> 1)
        })
        let best = try #require(ImageCodec.jpegData(noisy, compressionQuality: 1))
        let low = try #require(ImageCodec.jpegData(noisy, compressionQuality: 0.1))
        let lowest = try #require(ImageCodec.jpegData(noisy, compressionQuality: 0))
        #expect(best.count > low.count && low.count >= lowest.count)
        #expect(ImageCodec.jpegData(noisy, compressionQuality: 7) == best)
        #expect(ImageCodec.jpegData(noisy, compressionQuality: -3) == lowest)
        #expect(Array(best.suffix(2)) == [0xFF, 0xD9])
    }

    @Test("JPEG drops alpha: translucent pixels come out as drawn over black")
    func jpegTranslucentOverBlack() throws {
        let image = T.image(width: 8, height: 8, argb: Array(repeating: 0x8080_0000, count: 64))
        let decoded = try #require(ImageCodec.jpegData(image, compressionQuality: 1).flatMap(ImageCodec.decode))
        #expect(T.maxDifference(T.pixels(decoded), Array(repeating: 0xFF80_0000, count: 64)) <= 4)
    }

    @Test("gray images encode as one-component JPEGs that decode to equal R, G and B")
    func jpegGrayscale() throws {
        let gray = T.grayImage(width: 8, height: 8, samples: (0..<64).map { UInt8($0 * 4) })
        let jpeg = try #require(ImageCodec.jpegData(gray, compressionQuality: 1))
        // Baseline frame header: FF C0, length, precision, height, width, component count.
        let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        #expect(jpeg[sof + 9] == 1)
        let pixels = T.pixels(try #require(ImageCodec.decode(jpeg)))
        #expect(pixels.allSatisfy { ($0 >> 16) & 0xFF == $0 & 0xFF && ($0 >> 8) & 0xFF == $0 & 0xFF })
        #expect(zip(pixels, 0..<64).allSatisfy { abs(Int($0 & 0xFF) - $1 * 4) <= 3 })
    }

    @Test("progressive and grayscale JPEG files decode; CMYK JPEG gives nil")
    func jpegVariants() throws {
        let progressive = try #require(ImageCodec.decode(Self.progressiveJPEG))
        #expect(progressive.width == 16 && progressive.height == 16)
        let pixels = T.pixels(progressive)
        #expect(T.maxDifference(pixels[0], 0xFFFE_0000) <= 8)
        #expect(T.maxDifference(pixels[255], 0xFF00_00FE) <= 8)

        let gray = try #require(ImageCodec.decode(Self.grayJPEG))
        let grayPixels = T.pixels(gray)
        #expect(T.maxDifference(grayPixels[0], 0xFFFF_FFFF) <= 4)
        #expect(T.maxDifference(grayPixels[255], 0xFF00_0000) <= 4)

        #expect(ImageCodec.decode(Self.cmykJPEG) == nil)
    }

    @Test("CGImage(jpegDataProviderSource:) decodes JPEG and refuses PNG")
    func jpegProviderInit() throws {
        let image = try #require(CGImage(jpegDataProviderSource: CGDataProvider(data: Self.progressiveJPEG)!,
                                         decode: nil, shouldInterpolate: false, intent: .saturation))
        #expect(image.width == 16 && !image.shouldInterpolate && image.renderingIntent == .saturation)
        #expect(image.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGImage(jpegDataProviderSource: CGDataProvider(data: Self.paletteAlphaPNG)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test("a grayscale JPEG takes one decode pair, applied to R, G and B")
    func grayJPEGDecodeArray() throws {
        let invert: [CGFloat] = [1, 0]
        // Made outside #require, whose expansion would end the array-to-pointer conversion early.
        let made = CGImage(jpegDataProviderSource: CGDataProvider(data: Self.grayJPEG)!, decode: invert,
                           shouldInterpolate: true, intent: .defaultIntent)
        let inverted = T.pixels(try #require(made))
        let plain = T.pixels(try #require(ImageCodec.decode(Self.grayJPEG)))
        #expect(zip(inverted, plain).allSatisfy { $0 == 0xFF00_0000 | ~$1 })
    }

    @Test("image masks and gray images encode; masks as their gray samples")
    func encodeMaskAndGray() throws {
        let mask = try #require(CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                        provider: CGDataProvider(data: Data([0b1010_0000]))!, decode: nil,
                                        shouldInterpolate: false))
        let decoded = try #require(ImageCodec.pngData(mask).flatMap(ImageCodec.decode))
        #expect(T.pixels(decoded) == [0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF] + Array(repeating: 0xFF00_0000, count: 5))
    }

    @Test("empty, random and non-image bytes decode to nil")
    func garbageGivesNil() {
        #expect(ImageCodec.decode(Data()) == nil)
        #expect(ImageCodec.decodeAnimation(Data()) == nil)
        for seed: UInt64 in 1...20 {
            #expect(ImageCodec.decode(T.randomBytes(count: Int(seed) * 37, seed: seed)) == nil)
        }
        #expect(ImageCodec.decode(Data("<html>not an image</html>".utf8)) == nil)
    }

    @Test("signature-only and truncated PNG and JPEG files decode to nil")
    func truncatedGivesNil() throws {
        let png = try #require(ImageCodec.pngData(Self.opaque))
        let jpeg = try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 0.9))
        for file in [png, jpeg, Self.progressiveJPEG, Self.grayJPEG] {
            for length in [3, 8, 20, 40, file.count / 2, file.count - 20, file.count - 2] {
                #expect(ImageCodec.decode(file.prefix(length)) == nil, "\(file.prefix(3).map { $0 }) cut to \(length) bytes")
            }
        }
    }

    @Test("complete JPEGs that libjpeg only warns about still decode: stray bytes before EOI, data after it")
    func jpegWarningsTolerated() throws {
        let jpeg = try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 0.9))
        var stray = jpeg
        stray.insert(contentsOf: [0x12, 0x34, 0x56], at: stray.count - 2)
        #expect(ImageCodec.decode(stray)?.width == 16)
        #expect(ImageCodec.decode(jpeg + Data([0, 0, 0, 0x42])) != nil)
    }

    @Test("headers claiming absurd sizes decode to nil without allocating them")
    func absurdDimensionsGiveNil() throws {
        // A PNG header claiming 100000 × 100000 (the check happens before any CRC).
        var png = try #require(ImageCodec.pngData(Self.opaque))
        png.replaceSubrange(16..<24, with: [0, 0x01, 0x86, 0xA0, 0, 0x01, 0x86, 0xA0])
        #expect(ImageCodec.decode(png) == nil)
        // 20000 × 20000 passes Cairo's per-side limit but not the pixel budget.
        png.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])
        #expect(ImageCodec.decode(png) == nil)

        // A JPEG frame header claiming 65000 × 65000.
        var jpeg = try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 0.9))
        let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5 ..< sof + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])
        #expect(ImageCodec.decode(jpeg) == nil)
    }

    @Test("files with corrupted bytes never crash the decoders")
    func corruptedBytesDoNotCrash() throws {
        let files = [try #require(ImageCodec.pngData(Self.translucent)),
                     try #require(ImageCodec.jpegData(Self.opaque, compressionQuality: 0.8)),
                     Self.progressiveJPEG, Self.interlaced16PNG]
        for (n, file) in files.enumerated() {
            let noise = T.randomBytes(count: 400, seed: UInt64(n + 100))
            for i in stride(from: 0, to: 400, by: 2) {
                var damaged = file
                damaged[Int(noise[i]) * 7 % file.count] ^= noise[i + 1] | 1
                _ = ImageCodec.decode(damaged)
            }
        }
    }

    @Test("decodeAnimation gives a PNG or JPEG as one frame with no delay")
    func stillImageAsAnimation() throws {
        let animation = try #require(ImageCodec.decodeAnimation(Self.paletteAlphaPNG))
        #expect(animation.frames.count == 1 && animation.frames[0].delay == 0 && animation.loopCount == 1)
        #expect(T.pixels(animation.frames[0].image) == T.pixels(try #require(ImageCodec.decode(Self.paletteAlphaPNG))))
    }
}
