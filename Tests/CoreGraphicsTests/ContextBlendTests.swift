import CoreGraphics
import Foundation
import Testing

@Suite("CGContext blend modes")
struct ContextBlendTests {
    /// Paints an opaque destination colour, then a source colour with `mode`, and returns
    /// the result at the centre.
    private func blend(_ mode: CGBlendMode, destination d: Pixel, source s: Pixel) -> Pixel {
        let bitmap = TestBitmap(width: 4, height: 4)
        let c = bitmap.context
        c.setFillColor(red: CGFloat(d.r) / 255, green: CGFloat(d.g) / 255, blue: CGFloat(d.b) / 255, alpha: CGFloat(d.a) / 255)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        c.setBlendMode(mode)
        c.setFillColor(red: CGFloat(s.r) / 255, green: CGFloat(s.g) / 255, blue: CGFloat(s.b) / 255, alpha: CGFloat(s.a) / 255)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        return bitmap.pixel(2, 2)
    }

    @Test("multiply: R = S·D")
    func multiply() {
        let r = blend(.multiply, destination: Pixel(200, 100, 50, 255), source: Pixel(128, 128, 128, 255))
        #expect(r.isClose(to: Pixel(100, 50, 25, 255)))
    }

    @Test("screen: R = S + D − S·D")
    func screen() {
        let r = blend(.screen, destination: Pixel(200, 100, 50, 255), source: Pixel(128, 128, 128, 255))
        #expect(r.isClose(to: Pixel(228, 178, 153, 255)))
    }

    @Test("plusLighter: R = MIN(1, S + D)")
    func plusLighter() {
        let r = blend(.plusLighter, destination: Pixel(200, 100, 50, 255), source: Pixel(100, 200, 100, 255))
        #expect(r.isClose(to: Pixel(255, 255, 150, 255)))
    }

    @Test("plusDarker: R = MAX(0, 1 − ((1 − D) + (1 − S)))")
    func plusDarker() {
        let r = blend(.plusDarker, destination: Pixel(200, 100, 50, 255), source: Pixel(100, 200, 100, 255))
        #expect(r.isClose(to: Pixel(45, 45, 0, 255)))
    }

    @Test("plusDarker over a transparent destination leaves the source")
    func plusDarkerOverClear() {
        let bitmap = TestBitmap(width: 4, height: 4)
        bitmap.context.setBlendMode(.plusDarker)
        bitmap.context.setFillColor(red: 0.4, green: 0.2, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(bitmap.pixel(1, 1).isClose(to: Pixel(102, 51, 0, 255)))
    }

    @Test("difference and darken/lighten follow their formulas")
    func separableModes() {
        #expect(blend(.difference, destination: Pixel(200, 100, 50, 255), source: Pixel(100, 200, 100, 255))
            .isClose(to: Pixel(100, 100, 50, 255)))
        #expect(blend(.darken, destination: Pixel(200, 100, 50, 255), source: Pixel(100, 200, 100, 255))
            .isClose(to: Pixel(100, 100, 50, 255)))
        #expect(blend(.lighten, destination: Pixel(200, 100, 50, 255), source: Pixel(100, 200, 100, 255))
            .isClose(to: Pixel(200, 200, 100, 255)))
    }

    @Test("copy replaces the destination, alpha included, inside the shape only")
    func copyIsBounded() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setBlendMode(.copy)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(bitmap.pixel(cg: 2, 2).isClose(to: Pixel(0, 0, 128, 128), tolerance: 1))
        #expect(bitmap.pixel(cg: 7, 2) == .red)
    }

    @Test("copy with a global alpha gives the source scaled by alpha, for fills, images and gradients alike")
    func copyWithGlobalAlpha() {
        let bitmap = TestBitmap(width: 6, height: 4)
        let c = bitmap.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        c.setBlendMode(.copy)
        c.setAlpha(0.5)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let green = TestBitmap(width: 2, height: 2)
        green.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        green.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        c.draw(green.context.makeImage()!, in: CGRect(x: 2, y: 0, width: 2, height: 4))
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let gradient = CGGradient(colorsSpace: nil, colors: [white, white], locations: nil)!
        c.saveGState()
        c.clip(to: CGRect(x: 4, y: 0, width: 2, height: 4))
        c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 6, y: 0), options: [])
        c.restoreGState()
        #expect(bitmap.pixel(1, 1).isClose(to: Pixel(0, 0, 128, 128), tolerance: 1))
        #expect(bitmap.pixel(3, 1).isClose(to: Pixel(0, 128, 0, 128), tolerance: 1))
        #expect(bitmap.pixel(5, 1).isClose(to: Pixel(128, 128, 128, 128), tolerance: 1))
    }

    @Test("sourceIn, sourceOut, destinationIn, destinationAtop change only covered pixels")
    func unboundedPorterDuffModesAreBounded() {
        // Destination: opaque red on the left half, transparent on the right.
        func run(_ mode: CGBlendMode) -> (coveredLeft: Pixel, coveredRight: Pixel, uncovered: Pixel) {
            let bitmap = TestBitmap(width: 20, height: 4)
            let c = bitmap.context
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
            c.setBlendMode(mode)
            c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            c.fill(CGRect(x: 5, y: 0, width: 10, height: 4))
            return (bitmap.pixel(cg: 7, 1), bitmap.pixel(cg: 12, 1), bitmap.pixel(cg: 2, 1))
        }
        let sIn = run(.sourceIn)
        #expect(sIn.coveredLeft == .blue && sIn.coveredRight == .clear && sIn.uncovered == .red)
        let sOut = run(.sourceOut)
        #expect(sOut.coveredLeft == .clear && sOut.coveredRight == .blue && sOut.uncovered == .red)
        let dIn = run(.destinationIn)
        #expect(dIn.coveredLeft == .red && dIn.coveredRight == .clear && dIn.uncovered == .red)
        let dAtop = run(.destinationAtop)
        #expect(dAtop.coveredLeft == .red && dAtop.coveredRight == .blue && dAtop.uncovered == .red)
    }

    @Test("clear mode empties the shape; xor and destinationOver follow Porter-Duff")
    func porterDuff() {
        #expect(blend(.clear, destination: .red, source: .blue) == .clear)
        #expect(blend(.destinationOver, destination: .red, source: .blue) == .red)
        #expect(blend(.xor, destination: .red, source: .blue) == .clear)
        #expect(blend(.sourceAtop, destination: .red, source: .blue) == .blue)
        #expect(blend(.destinationOut, destination: .red, source: .blue) == .clear)
    }

    @Test("a hand-composited mode through an effect buffer (soft mask) stays bounded")
    func copyThroughSoftMask() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: makeGrayImage([[255]]))
        c.setBlendMode(.copy)
        c.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(bitmap.pixel(cg: 2, 2) == .blue)
        #expect(bitmap.pixel(cg: 7, 2) == .red)
    }
}
