import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@Suite("UIImage")
struct ImageTests {
    private func pngData(_ cg: CGImage) -> Data { UIImage(cgImage: cg).pngData()! }

    @Test("scenario 15, R4.6: UIImage draws upright (red on top) where CGContext.draw is flipped (scenario 14)")
    func uprightVersusFlipped() {
        let image = redOverBlue()
        let viaUIImage = renderPixels(2, 2) { _ in UIImage(cgImage: image).draw(at: .zero) }
        #expect(viaUIImage[0, 0] == .red && viaUIImage[0, 1] == .blue)
        let viaCG = renderPixels(2, 2) { context in
            context.cgContext.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(viaCG[0, 0] == .blue && viaCG[0, 1] == .red)
        let fixed = renderPixels(2, 2) { context in  // scenario 16
            context.cgContext.translateBy(x: 0, y: 2)
            context.cgContext.scaleBy(x: 1, y: -1)
            context.cgContext.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(fixed[0, 0] == .red && fixed[0, 1] == .blue)
    }

    @Test("R10.2: draw(at: (10,10)) puts the image's top-left pixel at (10,10) and leaves (9,9)")
    func drawAtPoint() {
        let pixels = renderPixels(20, 20) { _ in UIImage(cgImage: redOverBlue()).draw(at: CGPoint(x: 10, y: 10)) }
        #expect(pixels[10, 10] == .red && pixels[11, 11] == .blue && pixels[9, 9] == .clear)
    }

    @Test("draw(in:) scales; blend mode and alpha apply and are restored")
    func drawInRect() {
        let pixels = renderPixels(8, 8) { context in
            UIImage(cgImage: redOverBlue()).draw(in: CGRect(x: 0, y: 0, width: 8, height: 6))
            UIImage(cgImage: redOverBlue()).draw(at: CGPoint(x: 6, y: 6), blendMode: .normal, alpha: 0.5)
            UIImage(cgImage: redOverBlue()).draw(at: .zero, blendMode: .clear, alpha: 1)
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 7, width: 1, height: 1))  // normal mode, alpha 1 again
        }
        #expect(pixels[4, 0] == .red && pixels[7, 1] == .red && pixels[0, 5] == .blue)
        #expect(pixels[0, 0] == .clear && pixels[1, 1] == .clear && pixels[2, 1] == .red)
        #expect(pixels[6, 6].isClose(to: .init(128, 0, 0, 128)) && pixels[7, 7].isClose(to: .init(0, 0, 128, 128)))
        #expect(pixels[0, 7] == .green)
    }

    @Test("size is in points (pixels / scale) and swaps for left/right orientations")
    func sizes() {
        let cg = makeImage(4, 2) { _, _ in .red }
        #expect(UIImage(cgImage: cg).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: cg, scale: 2, orientation: .up).size == CGSize(width: 2, height: 1))
        for o in [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored] {
            #expect(UIImage(cgImage: cg, scale: 2, orientation: o).size == CGSize(width: 1, height: 2))
        }
        for o in [UIImage.Orientation.up, .down, .upMirrored, .downMirrored] {
            #expect(UIImage(cgImage: cg, scale: 1, orientation: o).size == CGSize(width: 4, height: 2))
        }
        #expect(UIImage().size == .zero && UIImage().cgImage == nil && UIImage().pngData() == nil)
        #expect(UIImage(cgImage: cg).isSymbolImage == false && UIImage(cgImage: cg).images == nil)
    }

    @Test("every orientation draws as UIKit defines it (EXIF semantics)")
    func orientations() {
        // 2×2 source: TL red, TR green, BL blue, BR white.
        let colours: [[UIColor]] = [[.red, .green], [.blue, .white]]
        let source = makeImage(2, 2) { x, y in colours[y][x] }
        typealias P = RenderedPixels.RGBA
        // Expected displayed [top-left, top-right, bottom-left, bottom-right].
        let expected: [(UIImage.Orientation, [P])] = [
            (.up, [.red, .green, .blue, .white]),
            (.down, [.white, .blue, .green, .red]),
            (.left, [.green, .white, .red, .blue]),
            (.right, [.blue, .red, .white, .green]),
            (.upMirrored, [.green, .red, .white, .blue]),
            (.downMirrored, [.blue, .white, .red, .green]),
            (.leftMirrored, [.red, .blue, .green, .white]),
            (.rightMirrored, [.white, .green, .blue, .red]),
        ]
        for (orientation, corners) in expected {
            let pixels = renderPixels(2, 2) { _ in
                UIImage(cgImage: source, scale: 1, orientation: orientation).draw(at: .zero)
            }
            #expect([pixels[0, 0], pixels[1, 0], pixels[0, 1], pixels[1, 1]] == corners, "\(orientation)")
        }
    }

    @Test("scenario 25: pngData starts with the PNG signature and round-trips the pixels")
    func pngRoundTrip() throws {
        let image = UIImage(cgImage: redOverBlue())
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let back = try #require(UIImage(data: data))
        let pixels = RenderedPixels(back)
        #expect(pixels[1, 0] == .red && pixels[1, 1] == .blue)
        #expect(back.scale == 1)
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 1, height: 1))
    }

    @Test("scenario 26: jpegData starts FF D8 FF and decodes to the same size")
    func jpeg() throws {
        let image = UIImage(cgImage: makeImage(5, 3) { _, _ in .orange })
        let data = try #require(image.jpegData(compressionQuality: 1))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(UIImage(data: data)?.size == CGSize(width: 5, height: 3))
        let small = try #require(image.jpegData(compressionQuality: 0))
        #expect(UIImage(data: small) != nil)
    }

    @Test("bad data gives nil, never a crash")
    func badData() throws {
        let png = try #require(UIImage(cgImage: redOverBlue()).pngData())
        let inputs: [Data] = [Data(), Data([0x89, 0x50]), Data(repeating: 0xAB, count: 1000), png.prefix(png.count / 2),
                              Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x02]), Data("GIF89a".utf8)]
        for data in inputs {
            #expect(UIImage(data: data) == nil)
        }
        #expect(UIImage(contentsOfFile: "/nonexistent/file.png") == nil)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(named: "definitely-not-an-image-\(UUID())") == nil)
    }

    @Test("a JPEG's EXIF orientation becomes imageOrientation")
    func exifOrientation() throws {
        let jpeg = try #require(UIImage(cgImage: makeImage(4, 2) { _, _ in .red }).jpegData(compressionQuality: 0.9))
        // Insert an APP1 segment: "Exif\0\0", big-endian TIFF, one IFD entry: 0x0112 SHORT 1 value 6 (right).
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        let withExif = Data(jpeg.prefix(2)) + Data(segment) + Data(jpeg.dropFirst(2))
        let image = try #require(UIImage(data: withExif))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 2, height: 4))
        #expect(UIImage(data: jpeg)?.imageOrientation == .up)
    }

    @Test("init(contentsOfFile:) reads the scale from an @2x/@3x suffix (R7.1, listing 'image load')")
    func contentsOfFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(UIImage(cgImage: makeImage(3, 2) { _, _ in .red }).pngData())
        try data.write(to: dir.appendingPathComponent("myImage.png"))
        try data.write(to: dir.appendingPathComponent("retina@2x.png"))
        try data.write(to: dir.appendingPathComponent("device@3x~iphone.png"))
        let plain = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("myImage.png").path))
        #expect(plain.size == CGSize(width: 3, height: 2) && plain.scale == 1)
        let retina = try #require(UIImage(contentsOfFile: dir.appendingPathComponent("retina@2x.png").path))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 1.5, height: 1))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("device@3x~iphone.png").path)?.scale == 3)
    }

    @MainActor
    @Test("named: picks the variant matching the screen scale, then larger, then smaller; extensions optional")
    func named() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(UIImage(cgImage: makeImage(6, 6) { _, _ in .blue }).pngData())
        let jpeg = try #require(UIImage(cgImage: makeImage(6, 6) { _, _ in .blue }).jpegData(compressionQuality: 1))
        try data.write(to: dir.appendingPathComponent("icon.png"))
        try data.write(to: dir.appendingPathComponent("icon@2x.png"))
        try data.write(to: dir.appendingPathComponent("icon@3x.png"))
        try data.write(to: dir.appendingPathComponent("only1x.png"))
        try data.write(to: dir.appendingPathComponent("only2x@2x.png"))
        try jpeg.write(to: dir.appendingPathComponent("photo.jpg"))
        let bundle = try #require(Bundle(path: dir.path))
        let screen = Int(UIScreen.main.scale)
        #expect(UIImage(named: "icon", searching: bundle)?.scale == CGFloat(screen))
        #expect(UIImage(named: "icon.png", searching: bundle)?.scale == CGFloat(screen))
        #expect(UIImage(named: "only1x", searching: bundle)?.scale == 1)
        #expect(UIImage(named: "only2x", searching: bundle)?.scale == 2)
        #expect(UIImage(named: "photo", searching: bundle)?.size == CGSize(width: 6, height: 6))
        #expect(UIImage(named: "photo.png", searching: bundle) == nil)
        #expect(UIImage.scalePreference(for: 1) == [1, 2, 3])
        #expect(UIImage.scalePreference(for: 2) == [2, 3, 1])
        #expect(UIImage.scalePreference(for: 3) == [3, 2, 1])
    }

    @Test("withTintColor paints the colour where the image has coverage and keeps the rendering mode")
    func tint() throws {
        // A 4×4 image: an opaque red left half, a half-transparent blue right half... top row clear.
        let source = makeImage(4, 4) { x, y in y == 0 ? .clear : (x < 2 ? .red : UIColor.blue.withAlphaComponent(0.5)) }
        let original = UIImage(cgImage: source).withRenderingMode(.alwaysTemplate)
        let tinted = original.withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(original.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let pixels = renderPixels(4, 4) { _ in tinted.draw(at: .zero) }
        #expect(pixels[0, 0] == .clear && pixels[0, 1] == .green)
        #expect(pixels[3, 3].isClose(to: .init(0, 128, 0, 128)))
        #expect(UIImage(cgImage: source).renderingMode == .automatic)
        #expect(UIImage().withTintColor(.red).cgImage == nil)
    }

    @Test("resizable stretch: caps keep their size, the middle stretches")
    func resizableStretch() {
        // 3×3: a 1-pixel red border around a blue centre.
        let source = makeImage(3, 3) { x, y in x == 1 && y == 1 ? .blue : .red }
        let image = UIImage(cgImage: source).resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) && image.resizingMode == .stretch)
        let pixels = renderPixels(10, 6) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 6)) }
        #expect(pixels[0, 0] == .red && pixels[9, 5] == .red && pixels[5, 0] == .red && pixels[0, 3] == .red)
        #expect(pixels[1, 1] == .blue && pixels[8, 4] == .blue && pixels[5, 3] == .blue)
    }

    @Test("resizable tile (the default mode): the middle repeats at natural size")
    func resizableTile() {
        // 4×1: red cap | green, blue middle | red cap.
        let source = makeImage(4, 1) { x, _ in x == 0 || x == 3 ? .red : (x == 1 ? .green : .blue) }
        let image = UIImage(cgImage: source).resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(image.resizingMode == .tile)
        let pixels = renderPixels(8, 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1)) }
        let row = (0..<8).map { pixels[$0, 0] }
        #expect(row == [.red, .green, .blue, .green, .blue, .green, .blue, .red])
        // Drawn at its own size, it is just the image.
        let natural = renderPixels(4, 1) { _ in image.draw(at: .zero) }
        #expect((0..<4).map { natural[$0, 0] } == [.red, .green, .blue, .red])
        // A plain image scales rather than tiles.
        let plain = renderPixels(8, 1) { context in
            context.cgContext.interpolationQuality = .none
            UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 8, height: 1))
        }
        #expect((0..<8).map { plain[$0, 0] } == [.red, .red, .green, .green, .blue, .blue, .red, .red])
    }

    @Test("resizable with an orientation cuts its caps from the displayed image")
    func resizableOriented() {
        // Stored 1×3 column red/blue/red; shown .left it is a 3×1 row red, blue, red.
        let source = makeImage(1, 3) { _, y in y == 1 ? .blue : .red }
        let image = UIImage(cgImage: source, scale: 1, orientation: .left)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: .stretch)
        let pixels = renderPixels(6, 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 6, height: 1)) }
        #expect((0..<6).map { pixels[$0, 0] } == [.red, .blue, .blue, .blue, .blue, .red])
    }

    @Test("drawAsPattern tiles on a grid anchored at the origin, clipped to the rect")
    func pattern() {
        let image = UIImage(cgImage: redOverBlue())
        let pixels = renderPixels(6, 6) { _ in image.drawAsPattern(in: CGRect(x: 1, y: 1, width: 4, height: 4)) }
        #expect(pixels[0, 0] == .clear && pixels[5, 5] == .clear)
        #expect(pixels[1, 1] == .blue && pixels[1, 2] == .red && pixels[4, 4] == .red && pixels[3, 3] == .blue)
    }

    @Test("animated images: frames, duration, first frame's cgImage and size; empty gives nil")
    func animated() throws {
        let a = UIImage(cgImage: makeImage(2, 2) { _, _ in .red }, scale: 2, orientation: .up)
        let b = UIImage(cgImage: makeImage(2, 2) { _, _ in .blue }, scale: 2, orientation: .up)
        let animation = try #require(UIImage.animatedImage(with: [a, b], duration: 1.5))
        #expect(animation.images?.count == 2 && animation.duration == 1.5)
        #expect(animation.cgImage === a.cgImage && animation.size == CGSize(width: 1, height: 1) && animation.scale == 2)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(a.duration == 0)
    }

    @Test("images can be shared across threads and drawn there")
    func threads() async {
        let image = UIImage(cgImage: redOverBlue())
        let top = await Task.detached { () -> RenderedPixels.RGBA in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let pixels = RenderedPixels(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format)
                .image { _ in image.draw(at: .zero) })
            return pixels[0, 0]
        }.value
        #expect(top == .red)
    }
}
