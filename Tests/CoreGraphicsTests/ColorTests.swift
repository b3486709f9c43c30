import CoreGraphics
import Foundation
import Testing

@Suite("CGColor and CGColorSpace")
struct ColorTests {
    @Test("R6.2: RGB and gray colours carry their components and alpha")
    func components() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4])
        #expect(c.numberOfComponents == 4 && c.alpha == 0.4)
        #expect(c.colorSpace?.model == .rgb)
        let g = CGColor(gray: 0.5, alpha: 1)
        #expect(g.components == [0.5, 1] && g.colorSpace?.model == .monochrome)
        #expect(CGColor.black.components == [0, 1] && CGColor.clear.alpha == 0)
    }

    @Test("copy(alpha:) keeps the colour and replaces alpha")
    func copyAlpha() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.25)!
        #expect(c.components == [1, 0, 0, 0.25])
    }

    @Test("converted(to:) between gray and RGB")
    func conversion() {
        let rgb = CGColor(gray: 0.5, alpha: 0.8).converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)!
        #expect(rgb.components == [0.5, 0.5, 0.5, 0.8])
        let gray = CGColor(red: 1, green: 1, blue: 1, alpha: 1).converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil)!
        #expect(abs(gray.components![0] - 1) < 1e-9)
    }

    @Test("colour spaces: device, named, unknown names")
    func spaces() {
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.model == .monochrome)
        #expect(CGColorSpace(name: "no such space") == nil)
    }

    @Test("CGColor(colorSpace:components:) reads components plus alpha")
    func fromComponents() {
        let components: [CGFloat] = [0.25, 0.5]
        let c = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: components)!
        #expect(c.components == [0.25, 0.5])
        #expect(c == CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: components)!)
    }
}
