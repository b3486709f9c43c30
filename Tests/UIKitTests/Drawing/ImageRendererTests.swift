import Testing
import UIKitTesting

@Suite("UIGraphicsImageRenderer, image contexts, UIRectFill")
struct ImageRendererTests {
    @Test("images come out with scale = format.scale, size in points, pixels = points × scale")
    func scaleAndSize() throws {
        let image = renderImage(CGSize(width: 4, height: 3), scale: 2) { _ in }
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2)
        let cg = try #require(image.cgImage)
        #expect(cg.width == 8 && cg.height == 6)
    }

    @MainActor
    @Test("the default format uses the main screen's scale, transparent, automatic range")
    func defaultFormat() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque && format.preferredRange == .automatic)
        #expect(UIGraphicsImageRendererFormat.preferred().scale == UIScreen.main.scale)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        #expect(renderer.format.scale == UIScreen.main.scale && renderer.allowsImageOutput)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test("the renderer copies its format: later changes to the format do not affect it")
    func formatCopied() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format)
        format.scale = 3
        #expect(renderer.format.scale == 1)
        #expect(renderer.image { _ in }.scale == 1)
    }

    @Test("scenario 8: y points down and the CTM scales by format.scale; the context is current during actions")
    func coordinates() {
        var sawCurrent = false
        var ctm = CGAffineTransform.identity
        let image = renderImage(CGSize(width: 10, height: 10), scale: 2) { context in
            sawCurrent = UIGraphicsGetCurrentContext() === context.cgContext
            ctm = context.cgContext.ctm
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        }
        #expect(sawCurrent)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let origin = CGPoint.zero.applying(ctm), below = CGPoint(x: 0, y: 1).applying(ctm)
        #expect(below.y == origin.y - 2, "one point down is two device pixels towards the top of device space")
        let pixels = RenderedPixels(image)
        #expect(pixels[0, 0] == .red && pixels[19, 1] == .red && pixels[0, 2] == .clear)
    }

    @Test("scenario 9: translating by (20,20) then filling (0,0,10,10) paints [20,30) only")
    func translatedFill() {
        let pixels = renderPixels(40, 40) { context in
            context.cgContext.translateBy(x: 20, y: 20)
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixels[20, 20] == .red && pixels[29, 29] == .red)
        #expect(pixels[19, 19] == .clear && pixels[30, 30] == .clear)
    }

    @Test("bounds origin maps to the image's top-left corner")
    func boundsOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 4, height: 4), format: format)
        let pixels = RenderedPixels(renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 1, height: 1))
        })
        #expect(pixels[0, 0] == .blue && pixels[1, 1] == .clear)
    }

    @Test("shadow offsets point down, as in UIKit")
    func shadowDown() {
        let pixels = renderPixels(20, 20) { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: UIColor.black.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        #expect(pixels[7, 12] == .black)
        #expect(pixels[7, 3] == .clear)
    }

    @Test("opaque format: no alpha, starts black")
    func opaque() throws {
        let image = renderImage(CGSize(width: 2, height: 2), opaque: true) { context in
            UIColor.red.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.alphaInfo == .noneSkipFirst)
        let pixels = RenderedPixels(image)
        #expect(pixels[1, 1] == .black)
        #expect(pixels[0, 0].isClose(to: .init(128, 0, 0, 255)))
    }

    @Test("fill/stroke with blend modes, clip(to:), currentImage")
    func contextHelpers() {
        var midway: UIImage?
        let pixels = renderPixels(10, 10) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .clear)
            midway = context.currentImage
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 4, y: 4, width: 4, height: 4))
            context.stroke(CGRect(x: 4, y: 4, width: 4, height: 4), blendMode: .normal)
            context.clip(to: CGRect(x: 9, y: 0, width: 1, height: 1))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixels[0, 0] == .clear && pixels[2, 2] == .red)
        #expect(pixels[4, 4] == .blue && pixels[3, 6] == .blue && pixels[6, 6] == .red)
        #expect(pixels[9, 0] == .green && pixels[9, 1] == .red)
        let early = RenderedPixels(midway!)
        #expect(early[0, 0] == .clear && early[4, 4] == .red, "currentImage is a snapshot")
    }

    @Test("PNG and JPEG data from the renderer (scenarios 25, 26)")
    func encodedData() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format)
        let png = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.size == CGSize(width: 3, height: 2) && RenderedPixels(decoded)[2, 1] == .red)
        let jpeg = renderer.jpegData(withCompressionQuality: 1) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 3, height: 2))
    }

    @Test("a zero-size renderer runs its actions into nowhere and returns an empty image")
    func zeroSize() {
        for size in [CGSize.zero, CGSize(width: 0, height: 4), CGSize(width: CGFloat.nan, height: 2)] {
            var ran = false
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: size, format: format)
            let image = renderer.image { context in
                ran = true
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            #expect(ran)
            #expect(image.size == .zero && image.cgImage == nil)
            #expect(renderer.pngData { _ in }.isEmpty)
        }
    }

    @Test("scenario 17: UIGraphicsBeginImageContext gives a 4×3 image; End restores the previous context")
    func legacyImageContext() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 3))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 1)
        let pixels = RenderedPixels(image)
        #expect(pixels[0, 0] == .red && pixels[0, 1] == .clear)

        // Nested inside a renderer: End returns to the renderer's context.
        _ = renderImage(CGSize(width: 1, height: 1)) { context in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 2)
            let inner = UIGraphicsGetImageFromCurrentImageContext()
            #expect(inner?.scale == 2 && inner?.cgImage?.width == 4)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIGraphicsEndImageContext()  // not an image context: nothing happens
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
    }

    @MainActor
    @Test("UIGraphicsBeginImageContextWithOptions with scale 0 uses the main screen's scale")
    func legacyScaleZero() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == UIScreen.main.scale)
    }

    @Test("UIRectFill replaces pixels (copy mode); UIRectFrame draws 1 point inside in the fill colour; UIRectClip")
    func rectFunctions() {
        let pixels = renderPixels(10, 10) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIRectFillUsingBlendMode(CGRect(x: 8, y: 0, width: 2, height: 2), .normal)
            UIColor.green.setFill()
            UIColor.black.setStroke()
            UIRectFrame(CGRect(x: 3, y: 3, width: 4, height: 4))
            UIRectFrameUsingBlendMode(CGRect(x: 0, y: 8, width: 2, height: 2), .clear)
            UIRectClip(CGRect(x: 9, y: 9, width: 1, height: 1))
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixels[0, 0].isClose(to: .init(0, 0, 128, 128)), "copy: the red underneath is gone")
        #expect(pixels[8, 0].isClose(to: .init(128, 0, 128, 255)), "normal: blended over red")
        #expect(pixels[3, 3] == .green && pixels[6, 6] == .green && pixels[3, 5] == .green)
        #expect(pixels[4, 4] == .red && pixels[2, 3] == .red && pixels[7, 7] == .red)
        #expect(pixels[0, 8] == .clear && pixels[9, 9] == .green && pixels[8, 9] == .red)
    }
}
