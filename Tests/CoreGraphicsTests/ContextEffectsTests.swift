import CoreGraphics
import Foundation
import Testing

@Suite("CGContext shadows, masks and transparency layers")
struct ContextEffectsTests {
    @Test("shadow offsets are in base space: +y is up in a Core Graphics bitmap context")
    func shadowOffsetUpInBitmapContext() {
        let bitmap = TestBitmap(width: 60, height: 60)
        let c = bitmap.context
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(bitmap.pixel(cg: 25, 25) == .red)
        #expect(bitmap.pixel(cg: 35, 35) == .black)
        #expect(bitmap.pixel(cg: 35, 15) == .clear)
        #expect(bitmap.count { $0 == .black } == 100 - 0)
    }

    @Test("shadow offsets point down when the base transform flips, as in UIKit's contexts")
    func shadowOffsetDownUnderFlippedBase() {
        let bitmap = TestBitmap(width: 60, height: 60)
        let c = bitmap.context
        c.setBaseCTM(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 60))
        c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 20, y: 20, width: 10, height: 10))   // top-left origin: rows 20..<30 from the top
        #expect(bitmap.pixel(25, 25) == .red)
        #expect(bitmap.pixel(25, 35) == .black)                // 10 points further down
        #expect(bitmap.pixel(25, 15) == .clear)
    }

    @Test("the default shadow colour is black at 1/3 alpha")
    func defaultShadowColour() {
        let bitmap = TestBitmap(width: 40, height: 40)
        bitmap.context.setShadow(offset: CGSize(width: 15, height: 0), blur: 0)
        bitmap.context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(bitmap.pixel(cg: 25, 10).isClose(to: Pixel(0, 0, 0, 85), tolerance: 1))
    }

    @Test("a blurred shadow is soft: half intensity at the edge, fading to nothing by 3σ")
    func blurredShadow() {
        let bitmap = TestBitmap(width: 120, height: 60)
        let c = bitmap.context
        c.setShadow(offset: CGSize(width: 0, height: 0), blur: 10, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        c.fill(CGRect(x: 40, y: 0, width: 40, height: 60))
        // σ = blur / 2 = 5 px: at the shape's edge the shadow is half strength.
        let edge = bitmap.pixel(cg: 39, 30).a
        #expect(abs(edge - 128) <= 20)
        #expect(bitmap.pixel(cg: 36, 30).a < edge)
        #expect(bitmap.pixel(cg: 22, 30).a <= 2)
        // Symmetric on both sides.
        #expect(abs(bitmap.pixel(cg: 36, 30).a - bitmap.pixel(cg: 83, 30).a) <= 3)
    }

    @Test("a nil or clear shadow colour turns shadows off; the shadow respects global alpha")
    func shadowOffAndAlpha() {
        let bitmap = TestBitmap(width: 40, height: 20)
        let c = bitmap.context
        c.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: nil)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(cg: 15, 5) == .clear)
        c.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        c.setAlpha(0.5)
        c.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(bitmap.pixel(cg: 25, 15).isClose(to: Pixel(0, 0, 0, 128), tolerance: 1))
    }

    @Test("clip(to:mask:) with a gray image: white paints, black masks")
    func grayClipMask() {
        let bitmap = TestBitmap(width: 20, height: 10)
        let c = bitmap.context
        c.interpolationQuality = .none
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: makeGrayImage([[255, 0]]))
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(bitmap.pixel(cg: 5, 5) == .red)
        #expect(bitmap.pixel(cg: 15, 5) == .clear)
    }

    @Test("clip(to:mask:) with an image mask: a sample of 1 masks out; nothing outside the rect")
    func imageMaskClip() {
        // 1-bit mask, 2×1: first pixel 0 (paint), second 1 (masked): 0b01000000.
        let mask = CGImage(maskWidth: 2, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                           provider: CGDataProvider(data: Data([0b0100_0000]))!, decode: nil, shouldInterpolate: false)!
        let bitmap = TestBitmap(width: 30, height: 10)
        let c = bitmap.context
        c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(bitmap.pixel(cg: 5, 5) == .green)
        #expect(bitmap.pixel(cg: 15, 5) == .clear)
        #expect(bitmap.pixel(cg: 25, 5) == .clear)
    }

    @Test("a transparency layer composites its contents as one object with the global alpha")
    func transparencyLayerGroupsAlpha() {
        let bitmap = TestBitmap(width: 30, height: 10)
        let c = bitmap.context
        c.setAlpha(0.5)
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        c.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        c.endTransparencyLayer()
        let single = bitmap.pixel(cg: 5, 5), overlap = bitmap.pixel(cg: 15, 5)
        #expect(single.isClose(to: Pixel(128, 0, 0, 128), tolerance: 1))
        #expect(overlap == single)
    }

    @Test("a transparency layer restores the state at its end and casts one shadow")
    func transparencyLayerShadow() {
        let bitmap = TestBitmap(width: 60, height: 30)
        let c = bitmap.context
        c.setShadow(offset: CGSize(width: 30, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setLineWidth(7)
        c.endTransparencyLayer()
        #expect(bitmap.pixel(cg: 35, 5) == .blue)
        // Drawing after the layer uses the outer state again (shadow on).
        c.fill(CGRect(x: 0, y: 20, width: 5, height: 5))
        #expect(bitmap.pixel(cg: 32, 22) == .blue)
    }

    @Test("restoreGState cannot pop past the start of a transparency layer")
    func restoreInsideLayer() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.saveGState()
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.restoreGState()   // ignored: nothing saved inside the layer
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.endTransparencyLayer()
        c.restoreGState()
        #expect(bitmap.pixel(5, 5) == .red)
    }
}
