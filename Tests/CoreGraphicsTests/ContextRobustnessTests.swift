import CoreGraphics
import Foundation
import Testing

@Suite("CGContext with bad input")
struct ContextRobustnessTests {
    /// After whatever `abuse` does, a plain fill must still work: Cairo must never be
    /// left in an error state.
    private func stillDraws(after abuse: (CGContext) -> Void) -> Bool {
        let bitmap = TestBitmap(width: 10, height: 10)
        bitmap.context.saveGState()
        abuse(bitmap.context)
        bitmap.context.restoreGState()
        bitmap.context.beginPath()
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        return bitmap.pixel(5, 5) == .red
    }

    @Test("NaN and infinite coordinates never crash or poison the context")
    func nonFiniteCoordinates() {
        #expect(stillDraws { c in
            c.move(to: CGPoint(x: CGFloat.nan, y: 0))
            c.addLine(to: CGPoint(x: CGFloat.infinity, y: 5))
            c.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.nan, y: CGFloat.nan), control2: .zero)
            c.strokePath()
            c.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            c.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
            c.fill(CGRect(x: -1e30, y: -1e30, width: 2e30, height: 2e30))
            c.translateBy(x: .nan, y: 0)
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        })
    }

    @Test("a singular CTM draws nothing, and drawing resumes after restoring")
    func singularCTM() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.saveGState()
        c.scaleBy(x: 0, y: 0)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(5, 5) == .clear)
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(5, 5) == .green)
    }

    @Test("invalid dash patterns, widths and shadows are ignored")
    func invalidLineState() {
        #expect(stillDraws { c in
            c.setLineDash(phase: 0, lengths: [0, 0])
            c.setLineDash(phase: .nan, lengths: [-1, 2])
            c.setLineWidth(-3)
            c.setLineWidth(.nan)
            c.setMiterLimit(.infinity)
            c.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 3)
            c.setShadow(offset: .zero, blur: .infinity, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            c.strokeLineSegments(between: [.zero, CGPoint(x: 10, y: 10)])
        })
    }

    @Test("gradients with non-finite geometry and zero-size images draw nothing")
    func degenerateDrawing() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)],
                                  locations: nil)!
        #expect(stillDraws { c in
            c.drawLinearGradient(gradient, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
            c.drawRadialGradient(gradient, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 5, options: [])
            c.draw(makeImage([[.red]]), in: CGRect(x: 0, y: 0, width: 0, height: 10))
            c.draw(makeImage([[.red]]), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            c.clip(to: CGRect(x: 0, y: 0, width: -5, height: CGFloat.nan))
        })
    }

    @Test("unbalanced transparency layers and PDF page calls on a bitmap are ignored")
    func unbalancedCalls() {
        #expect(stillDraws { c in
            c.endTransparencyLayer()
            c.endPage()
            c.beginPage(mediaBox: nil)
            c.closePDF()
            c.beginTransparencyLayer(in: CGRect(x: 100, y: 100, width: 5, height: 5), auxiliaryInfo: nil)
            c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            c.endTransparencyLayer()
        })
    }

    @Test("images with inconsistent layouts or short data are nil")
    func invalidImages() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let short = CGDataProvider(data: Data(count: 10))!
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                        bitmapInfo: info, provider: short, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        let enough = CGDataProvider(data: Data(count: 64))!
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4, space: rgb,
                        bitmapInfo: info, provider: enough, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 8, space: rgb,
                        bitmapInfo: info, provider: enough, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(width: 0, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                        bitmapInfo: info, provider: enough, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}
