import CoreGraphics
import Foundation
import Testing

@Suite("CGContext gradients")
struct ContextGradientTests {
    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                       colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                       locations: nil)!

    @Test("linear gradient: endpoints carry the end colours, the middle is halfway")
    func linearEndpoints() {
        let bitmap = TestBitmap(width: 101, height: 4)
        bitmap.context.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 101, y: 0),
                                          options: [])
        #expect(bitmap.pixel(cg: 0, 1).isClose(to: .red, tolerance: 3))
        #expect(bitmap.pixel(cg: 100, 1).isClose(to: .blue, tolerance: 3))
        #expect(bitmap.pixel(cg: 50, 1).isClose(to: Pixel(128, 0, 128, 255), tolerance: 3))
    }

    @Test("linear gradient paints beyond its ends only with the draws-before/after options")
    func linearExtendOptions() {
        func sample(_ options: CGGradientDrawingOptions) -> (before: Pixel, after: Pixel) {
            let bitmap = TestBitmap(width: 100, height: 2)
            bitmap.context.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                              options: options)
            return (bitmap.pixel(cg: 10, 0), bitmap.pixel(cg: 90, 0))
        }
        #expect(sample([]) == (Pixel.clear, Pixel.clear))
        #expect(sample(.drawsBeforeStartLocation) == (Pixel.red, Pixel.clear))
        #expect(sample(.drawsAfterEndLocation) == (Pixel.clear, Pixel.blue))
        #expect(sample([.drawsBeforeStartLocation, .drawsAfterEndLocation]) == (Pixel.red, Pixel.blue))
    }

    @Test("radial gradient between circles; nothing outside the end circle without options")
    func radial() {
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(),
                                  colorComponents: [1, 1, 0, 1], locations: [0, 1], count: 2)!
        for (options, outside) in [(CGGradientDrawingOptions(), Pixel.clear), (.drawsAfterEndLocation, Pixel.black)] {
            let bitmap = TestBitmap(width: 100, height: 100)
            bitmap.context.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                              endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            #expect(bitmap.pixel(cg: 50, 50).isClose(to: .white, tolerance: 6))
            #expect(bitmap.pixel(cg: 70, 50).isClose(to: Pixel(128, 128, 128, 255), tolerance: 6))
            #expect(bitmap.pixel(cg: 97, 50) == outside)
        }
    }

    @Test("a gradient fills only the clip, under the global alpha")
    func gradientClipAndAlpha() {
        let bitmap = TestBitmap(width: 20, height: 20)
        let c = bitmap.context
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        c.setAlpha(0.5)
        c.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 0, y: 20), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(bitmap.pixel(cg: 5, 0).isClose(to: Pixel(124, 0, 4, 128), tolerance: 4))
        #expect(bitmap.pixel(cg: 15, 5) == .clear)
    }

    @Test("unsorted locations are sorted; invalid gradients are nil")
    func gradientConstruction() {
        let g = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                                      CGColor(red: 1, green: 0, blue: 0, alpha: 1)],
                           locations: [1, 0])!
        let bitmap = TestBitmap(width: 100, height: 2)
        bitmap.context.drawLinearGradient(g, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(bitmap.pixel(cg: 0, 0).isClose(to: .red, tolerance: 4))
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }
}
