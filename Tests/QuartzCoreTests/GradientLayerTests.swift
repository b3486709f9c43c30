import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite("CAGradientLayer")
struct GradientLayerTests {
    private func gradient(_ colors: [CGColor], size: CGSize = CGSize(width: 100, height: 100)) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.colors = colors
        return layer
    }

    private let red = color(1, 0, 0), green = color(0, 1, 0), blue = color(0, 0, 1), white = color(1, 1, 1)

    @Test("defaults are Core Animation's")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.colors == nil && layer.locations == nil)
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(layer.type == .axial)
        #expect(CAGradientLayerType.radial.rawValue == "radial" && CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test("axial: first colour at the top, last at the bottom, the mix halfway")
    func axialVertical() throws {
        let layer = gradient([red, blue])
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("axial")
        #expect(pixels.pixel(50, 0.5).isClose(to: .red))
        #expect(pixels.pixel(50, 99.5).isClose(to: .blue))
        #expect(pixels.pixel(10, 50).isClose(to: RGBA(r: 128, g: 0, b: 128, a: 255), tolerance: 4))
        #expect(pixels.rect == layer.bounds)
    }

    @Test("axial: start and end points orient the gradient; beyond them the end colours extend")
    func axialPadded() throws {
        let layer = gradient([red, blue])
        layer.startPoint = CGPoint(x: 0.25, y: 0.5)
        layer.endPoint = CGPoint(x: 0.75, y: 0.5)
        let pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(5, 50) == .red)
        #expect(pixels.pixel(95, 50) == .blue)
        #expect(pixels.pixel(50, 10).isClose(to: RGBA(r: 128, g: 0, b: 128, a: 255), tolerance: 4))
    }

    @Test("axial on a wide layer is laid out in unit space: a diagonal's bands run corner to corner")
    func axialStretched() throws {
        let layer = gradient([red, blue], size: CGSize(width: 200, height: 50))
        layer.startPoint = CGPoint(x: 0, y: 0)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("axial-stretched")
        let middle = pixels.pixel(100, 25)
        #expect(pixels.pixel(196, 1).isClose(to: middle, tolerance: 6))
        #expect(pixels.pixel(4, 49).isClose(to: middle, tolerance: 6))
    }

    @Test("three colours spread evenly; locations move the stops; mismatched locations spread evenly")
    func locations() throws {
        let layer = gradient([red, green, blue])
        var pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(50, 50).isClose(to: .green, tolerance: 4))
        layer.locations = [0, 0.2, 0.4]
        pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("axial-locations")
        #expect(pixels.pixel(50, 20.5).isClose(to: .green, tolerance: 8))
        #expect(pixels.pixel(50, 70) == .blue)
        layer.locations = [0, 0.2]
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(50, 50).isClose(to: .green, tolerance: 4))
        // Equal locations make a hard edge.
        layer.colors = [red, red, blue, blue]
        layer.locations = [0, 0.5, 0.5, 1]
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(50, 48) == .red)
        #expect(pixels.pixel(50, 52) == .blue)
    }

    @Test("radial: the first colour at startPoint, the last on the ellipse through endPoint and beyond")
    func radial() throws {
        let layer = gradient([red, blue], size: CGSize(width: 200, height: 100))
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("radial")
        #expect(pixels.pixel(100, 50).isClose(to: .red, tolerance: 4))
        // Radii 100 × 50: halfway out along either axis is the mix.
        let mix = RGBA(r: 128, g: 0, b: 128, a: 255)
        #expect(pixels.pixel(150, 50).isClose(to: mix, tolerance: 6))
        #expect(pixels.pixel(100, 75).isClose(to: mix, tolerance: 6))
        #expect(pixels.pixel(199.5, 50).isClose(to: .blue, tolerance: 4))
        #expect(pixels.pixel(1, 1) == .blue)
    }

    @Test("conic: the sweep starts towards endPoint and turns clockwise (y down)")
    func conic() throws {
        // Hard-edged quarters: red, green, blue, white.
        let layer = gradient([red, red, green, green, blue, blue, white, white])
        layer.locations = [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1]
        layer.type = .conic
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        var pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("conic-quarters")
        #expect(pixels.pixel(80, 80) == .red)      // from 3 o'clock towards 6
        #expect(pixels.pixel(20, 80) == .green)    // 6 towards 9
        #expect(pixels.pixel(20, 20) == .blue)     // 9 towards 12
        #expect(pixels.pixel(80, 20) == .white)    // 12 towards 3
        // Pointing endPoint up starts the sweep at 12 o'clock.
        layer.endPoint = CGPoint(x: 0.5, y: 0)
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(80, 20) == .red)
        #expect(pixels.pixel(20, 20) == .white)

        let smooth = gradient([red, blue])
        smooth.type = .conic
        smooth.startPoint = CGPoint(x: 0.5, y: 0.5)
        smooth.endPoint = CGPoint(x: 1, y: 0.5)
        pixels = try #require(LayerPixels(displaying: smooth))
        pixels.write("conic")
        #expect(pixels.pixel(5, 50).isClose(to: RGBA(r: 128, g: 0, b: 128, a: 255), tolerance: 6))
        #expect(pixels.pixel(99, 51).isClose(to: .red, tolerance: 8))
        #expect(pixels.pixel(99, 49).isClose(to: .blue, tolerance: 8))
    }

    @Test("one colour fills solid; none, or an entry that is not a CGColor, draws nothing")
    func colourCounts() throws {
        let layer = gradient([green])
        #expect(try #require(LayerPixels(displaying: layer)).pixel(50, 50) == .green)
        for type in [CAGradientLayerType.radial, .conic] {
            layer.type = type
            #expect(try #require(LayerPixels(displaying: layer)).pixel(3, 97) == .green)
        }
        for colors: [Any]? in [nil, [], [red, "blue"]] {
            layer.colors = colors
            let pixels = try #require(LayerPixels(displaying: layer))
            #expect(pixels.pixel(50, 50) == .clear && pixels.pixel(1, 1) == .clear)
        }
    }

    @Test("degenerate geometry draws the last colour; NaN points and zero-size bounds never crash")
    func degenerate() throws {
        let layer = gradient([red, blue])
        layer.endPoint = layer.startPoint
        #expect(try #require(LayerPixels(displaying: layer)).pixel(50, 50) == .blue)
        layer.type = .radial
        layer.endPoint = CGPoint(x: 1, y: 0)
        #expect(try #require(LayerPixels(displaying: layer)).pixel(50, 50) == .blue)
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            layer.type = type
            layer.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            layer.endPoint = CGPoint(x: 1, y: CGFloat.infinity)
            layer.locations = [NSNumber(value: Double.nan), 2]
            layer.display()
        }
        layer.bounds = .zero
        layer.display()
        #expect(layer.backingStore == nil)
    }

    @Test("the gradient fills inside the rounded corners")
    func roundedCorners() throws {
        let layer = gradient([red, blue])
        layer.cornerRadius = 20
        var pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("rounded")
        #expect(pixels.pixel(1, 1) == .clear && pixels.pixel(98, 98) == .clear)
        #expect(pixels.pixel(50, 1).a == 255)
        layer.maskedCorners = [.layerMinXMinYCorner]
        #expect(layer.needsDisplay())
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(1, 1) == .clear && pixels.pixel(98, 98).a == 255)
    }

    @Test("contentsScale 2 doubles the pixels")
    func contentsScale() throws {
        let layer = gradient([red, blue])
        layer.contentsScale = 2
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            layer.type = type
            let pixels = try #require(LayerPixels(displaying: layer))
            #expect(pixels.width == 200 && pixels.height == 200)
        }
    }

    @Test("changing colours, locations, points, type or bounds redraws")
    func changesRedraw() {
        let layer = gradient([red, blue])
        let changes: [(CAGradientLayer) -> Void] = [
            { $0.colors = [self.green, self.blue] }, { $0.locations = [0, 0.5] },
            { $0.startPoint = CGPoint(x: 0, y: 0) }, { $0.endPoint = CGPoint(x: 1, y: 1) }, { $0.type = .radial },
            { $0.bounds = CGRect(x: 0, y: 0, width: 50, height: 50) }, { $0.cornerRadius = 4 },
        ]
        for change in changes {
            layer.display()
            layer.composite.selfChanged = false
            change(layer)
            #expect(layer.needsDisplay())
            #expect(layer.composite.selfChanged)
        }
    }

    @Test("init(layer:) copies the gradient properties")
    func copy() {
        let layer = gradient([red, blue])
        layer.locations = [0.1, 0.9]
        layer.startPoint = CGPoint(x: 0.2, y: 0.3)
        layer.endPoint = CGPoint(x: 0.7, y: 0.8)
        layer.type = .conic
        let copy = CAGradientLayer(layer: layer)
        #expect((copy.colors as? [CGColor]) == [red, blue])
        #expect(copy.locations == [0.1, 0.9])
        #expect(copy.startPoint == layer.startPoint && copy.endPoint == layer.endPoint && copy.type == .conic)
    }
}
