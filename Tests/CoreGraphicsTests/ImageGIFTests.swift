@_spi(Testing) import CoreGraphics
import Foundation
import Testing

@Suite("Image codecs: GIF")
struct ImageGIFTests {
    typealias T = ImageTestSupport

    static let black: UInt32 = 0xFF00_0000, red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, clear: UInt32 = 0
    static let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]

    /// Four frames on a 4×4 canvas exercising each disposal method and transparency:
    /// 0: all red, left in place; 1: green 2×2 at (1,1) with one transparent pixel,
    /// then restored to previous; 2: blue 2×2 at (0,0), then restored to background;
    /// 3: one green pixel at (3,3).
    static let animated = GIFWriter(width: 4, height: 4, palette: palette, loopCount: 0, frames: [
        .init(width: 4, height: 4, indices: Array(repeating: 1, count: 16), delay: 10, disposal: 1),
        .init(left: 1, top: 1, width: 2, height: 2, indices: [2, 3, 2, 2], delay: 20, disposal: 3,
              transparentIndex: 3),
        .init(width: 2, height: 2, indices: [3, 3, 3, 3], delay: 5, disposal: 2),
        .init(left: 3, top: 3, width: 1, height: 1, indices: [2]),
    ]).data()

    @Test("animated GIF frames composite with disposal methods and transparency, with delays and loop count")
    func animatedFrames() throws {
        let animation = try #require(ImageCodec.decodeAnimation(Self.animated))
        #expect(animation.frames.map(\.delay) == [0.1, 0.2, 0.05, 0])
        #expect(animation.loopCount == 0)
        let (r, g, b, c) = (Self.red, Self.green, Self.blue, Self.clear)
        let frames = animation.frames.map { T.pixels($0.image) }
        #expect(frames[0] == Array(repeating: r, count: 16))
        #expect(frames[1] == [r, r, r, r,
                              r, g, r, r,
                              r, g, g, r,
                              r, r, r, r])
        // Frame 1 was restored to previous, so frame 2 draws over all-red.
        #expect(frames[2] == [b, b, r, r,
                              b, b, r, r,
                              r, r, r, r,
                              r, r, r, r])
        // Frame 2 was restored to background, which clears to transparent.
        #expect(frames[3] == [c, c, r, r,
                              c, c, r, r,
                              r, r, r, r,
                              r, r, r, g])
    }

    @Test("GIF frames are sRGB ARGB32 images, without alpha while the canvas is fully opaque")
    func frameFormats() throws {
        let animation = try #require(ImageCodec.decodeAnimation(Self.animated))
        for frame in animation.frames {
            #expect(frame.image.width == 4 && frame.image.height == 4)
            #expect(frame.image.byteOrderInfo == .order32Little && frame.image.isSurfaceBacked)
            #expect(frame.image.colorSpace == CGColorSpace(name: CGColorSpace.sRGB))
        }
        #expect(animation.frames.map(\.image.alphaInfo) == [.noneSkipFirst, .noneSkipFirst, .noneSkipFirst,
                                                            .premultipliedFirst])
    }

    @Test("decode gives a GIF's first frame")
    func firstFrame() throws {
        let image = try #require(ImageCodec.decode(Self.animated))
        #expect(T.pixels(image) == Array(repeating: Self.red, count: 16))
    }

    @Test("a transparent first frame leaves transparent pixels; no NETSCAPE extension means loop count 1")
    func transparentStill() throws {
        let gif = GIFWriter(width: 2, height: 1, palette: Self.palette, loopCount: nil, frames: [
            .init(width: 2, height: 1, indices: [0, 3], transparentIndex: 0),
        ]).data()
        let animation = try #require(ImageCodec.decodeAnimation(gif))
        #expect(animation.loopCount == 1 && animation.frames.count == 1)
        #expect(T.pixels(animation.frames[0].image) == [Self.clear, Self.blue])
        let looped = GIFWriter(width: 1, height: 1, palette: Self.palette, loopCount: 3,
                               frames: [.init(width: 1, height: 1, indices: [1])]).data()
        #expect(ImageCodec.decodeAnimation(looped)?.loopCount == 3)
    }

    @Test("interlaced GIF frames come out in row order")
    func interlaced() throws {
        let rows = 11
        let gif = GIFWriter(width: 2, height: rows, palette: Self.palette, frames: [
            .init(width: 2, height: rows, indices: (0..<rows).flatMap { (row: Int) -> [UInt8] in [UInt8(row % 4), UInt8((row + 1) % 4)] },
                  interlaced: true),
        ]).data()
        let colors = [Self.black, Self.red, Self.green, Self.blue]
        let pixels = T.pixels(try #require(ImageCodec.decode(gif)))
        let expected: [UInt32] = (0..<rows).flatMap { (row: Int) -> [UInt32] in [colors[row % 4], colors[(row + 1) % 4]] }
        #expect(pixels == expected)
    }

    @Test("a frame reaching past the logical screen grows the canvas")
    func frameOutsideScreen() throws {
        let gif = GIFWriter(width: 2, height: 2, palette: Self.palette, frames: [
            .init(left: 1, top: 1, width: 2, height: 2, indices: [1, 2, 3, 1]),
        ]).data()
        let image = try #require(ImageCodec.decode(gif))
        #expect(image.width == 3 && image.height == 3)
        #expect(T.pixels(image) == [Self.clear, Self.clear, Self.clear,
                                    Self.clear, Self.red, Self.green,
                                    Self.clear, Self.blue, Self.red])
    }

    @Test("large frames with more than 100 pixels decode (LZW clear codes mid-frame)")
    func largerFrame() throws {
        let indices = (0..<(40 * 30)).map { UInt8($0 * 7 % 4) }
        let gif = GIFWriter(width: 40, height: 30, palette: Self.palette, frames: [
            .init(width: 40, height: 30, indices: indices),
        ]).data()
        let colors = [Self.black, Self.red, Self.green, Self.blue]
        let expected: [UInt32] = indices.map { colors[Int($0)] }
        #expect(T.pixels(try #require(ImageCodec.decode(gif))) == expected)
    }

    @Test("truncated, headerless and absurdly sized GIFs decode to nil")
    func badGIFsGiveNil() {
        for length in [3, 6, 10, 13, 30, Self.animated.count / 2, Self.animated.count - 2] {
            #expect(ImageCodec.decode(Self.animated.prefix(length)) == nil, "cut to \(length) bytes")
            #expect(ImageCodec.decodeAnimation(Self.animated.prefix(length)) == nil, "cut to \(length) bytes")
        }
        let huge = GIFWriter(width: 65535, height: 65535, palette: Self.palette,
                             frames: [.init(width: 1, height: 1, indices: [1])]).data()
        #expect(ImageCodec.decode(huge) == nil)
        // A small screen, but a frame descriptor claiming 60000 × 60000.
        let hugeFrame = GIFWriter(width: 1, height: 1, palette: Self.palette,
                                  frames: [.init(width: 60000, height: 60000, indices: [])]).data()
        #expect(ImageCodec.decode(hugeFrame) == nil)
        #expect(ImageCodec.decode(Data("GIF89a".utf8)) == nil)
    }

    @Test("GIFs with corrupted bytes never crash the decoder: each gives nil or a well-formed animation within the decoder's limits, and both outcomes occur")
    func corruptedGIFs() throws {
        let noise = T.randomBytes(count: 600, seed: 42)
        var rejected = 0, decoded = 0
        for i in stride(from: 0, to: 600, by: 2) {
            var damaged = Self.animated
            let offset = Int(noise[i]) % damaged.count
            damaged[offset] ^= noise[i + 1] | 1
            guard let animation = ImageCodec.decodeAnimation(damaged) else {
                rejected += 1
                continue
            }
            decoded += 1
            let damage = "byte \(offset) xor \(noise[i + 1] | 1)"
            // At least one frame; every frame is the whole canvas, of one size, within
            // Cairo's sides and the decoder's pixel budget for all frames together; its
            // pixels read back; delays and the loop count are plain non-negative numbers.
            let first = try #require(animation.frames.first, "no frames: \(damage)")
            let (width, height) = (first.image.width, first.image.height)
            #expect(width > 0 && height > 0 && width <= 32767 && height <= 32767, "\(width)×\(height): \(damage)")
            #expect(animation.frames.count * width * height <= ImageCodec.maximumPixelCount, "\(damage)")
            for frame in animation.frames {
                #expect(frame.image.width == width && frame.image.height == height, "\(damage)")
                #expect(T.pixels(frame.image).count == width * height, "\(damage)")
                #expect(frame.delay.isFinite && frame.delay >= 0, "delay \(frame.delay): \(damage)")
            }
            #expect((0...65535).contains(animation.loopCount), "loop count \(animation.loopCount): \(damage)")
        }
        // The damage reaches both the decoder's refusals and what it tolerates (the noise is
        // seeded, so the split is fixed), and the undamaged file is untouched and still decodes.
        #expect(rejected > 0 && decoded > 0, "rejected \(rejected), decoded \(decoded)")
        #expect(ImageCodec.decodeAnimation(Self.animated)?.frames.count == 4)
    }
}
