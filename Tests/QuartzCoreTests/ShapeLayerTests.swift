import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite("CAShapeLayer")
struct ShapeLayerTests {
    /// A layer stroking `path` in red (no fill) with `lineWidth`.
    private func stroked(_ path: CGPath, lineWidth: CGFloat = 4) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.path = path
        layer.fillColor = nil
        layer.strokeColor = color(1, 0, 0)
        layer.lineWidth = lineWidth
        return layer
    }

    private func line(from a: CGPoint, to b: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    private let horizontal = CGPath(building: { path in
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 100, y: 20))
    })

    @Test("defaults are Core Animation's")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.path == nil)
        #expect(layer.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.fillRule == .nonZero)
        #expect(layer.strokeColor == nil)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
        #expect(layer.lineWidth == 1 && layer.miterLimit == 10)
        #expect(layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineDashPhase == 0 && layer.lineDashPattern == nil)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
        #expect(CAShapeLayerLineCap.square.rawValue == "square" && CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    }

    @Test("the path fills in opaque black by default, in the layer's y-down space")
    func fill() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 20), transform: nil)
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("fill")
        #expect(pixels.pixel(20, 15) == .black)
        #expect(pixels.pixel(20, 35) == .clear)
        #expect(pixels.pixel(45, 15) == .clear)
        // The store covers the shape, not the bounds.
        #expect(pixels.rect.contains(CGRect(x: 10, y: 10, width: 30, height: 20)))
        #expect(pixels.rect.width < 40 && pixels.rect.height < 30)
    }

    @Test("a shape outside the bounds is drawn there: shapes are not clipped unless masksToBounds")
    func beyondBounds() throws {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.path = CGPath(ellipseIn: CGRect(x: -30, y: 20, width: 20, height: 20), transform: nil)
        layer.fillColor = color(0, 0, 1)
        let pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(-20, 30) == .blue)
        #expect(pixels.rect.minX < -29 && pixels.rect.maxY > 39)

        layer.path = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil)
        layer.masksToBounds = true
        let clipped = try #require(LayerPixels(displaying: layer))
        // Cut to the bounds (the shape's box plus a pixel of antialiasing, then the bounds).
        #expect(clipped.rect == CGRect(x: 4, y: 4, width: 6, height: 6))
        layer.masksToBounds = false
        #expect(layer.needsDisplay())
    }

    @Test("the store's rect lies on whole pixels of contentsScale")
    func pixelAligned() throws {
        let layer = CAShapeLayer()
        layer.contentsScale = 2
        layer.path = CGPath(rect: CGRect(x: 10.3, y: 7.1, width: 5.2, height: 3.3), transform: nil)
        let pixels = try #require(LayerPixels(displaying: layer))
        for v in [pixels.rect.minX, pixels.rect.minY, pixels.rect.width, pixels.rect.height] {
            #expect((v * 2).rounded() == v * 2)
        }
        #expect(CGFloat(pixels.width) == pixels.rect.width * 2 && CGFloat(pixels.height) == pixels.rect.height * 2)
    }

    @Test("even-odd leaves the inner square of two nested ones empty; non-zero fills it")
    func fillRule() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
        path.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = color(0, 1, 0)
        #expect(try #require(LayerPixels(displaying: layer)).pixel(30, 30) == .green)
        layer.fillRule = .evenOdd
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("even-odd")
        #expect(pixels.pixel(30, 30) == .clear)
        #expect(pixels.pixel(10, 10) == .green)
    }

    @Test("the stroke is lineWidth wide, centred on the path, above the fill")
    func strokeWidth() throws {
        let layer = stroked(horizontal, lineWidth: 6)
        let pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.paintedPixels(inColumnAt: 50) == 6)
        #expect(pixels.pixel(50, 17.5) == .red && pixels.pixel(50, 22.5) == .red)
        #expect(pixels.pixel(50, 16.5) == .clear)

        let box = CAShapeLayer()
        box.path = CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        box.fillColor = color(0, 0, 1)
        box.strokeColor = color(1, 0, 0)
        box.lineWidth = 4
        let both = try #require(LayerPixels(displaying: box))
        both.write("fill-and-stroke")
        #expect(both.pixel(30, 11) == .red)
        #expect(both.pixel(30, 9) == .red)
        #expect(both.pixel(30, 30) == .blue)
    }

    @Test("lineWidth 0 strokes nothing")
    func zeroWidth() {
        let layer = stroked(horizontal, lineWidth: 0)
        layer.display()
        #expect(layer.backingStore == nil)
    }

    @Test("caps: butt ends at the end point, square goes half the width on, round is a half disc")
    func caps() throws {
        let path = line(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20))
        let layer = stroked(path, lineWidth: 10)
        var pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(17, 20) == .clear)
        #expect(pixels.pixel(21, 20) == .red)
        layer.lineCap = .square
        pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("cap-square")
        #expect(pixels.pixel(16, 16) == .red)
        #expect(pixels.pixel(84, 24) == .red)
        layer.lineCap = .round
        pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("cap-round")
        #expect(pixels.pixel(16, 20) == .red)
        #expect(pixels.pixel(15.5, 15.5) == .clear)   // outside the half disc, inside the square cap
    }

    @Test("joins: a miter fills the outer corner, a bevel cuts it")
    func joins() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 80))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 80, y: 20))
        let layer = stroked(path, lineWidth: 10)
        #expect(try #require(LayerPixels(displaying: layer)).pixel(16, 16) == .red)
        layer.lineJoin = .bevel
        #expect(try #require(LayerPixels(displaying: layer)).pixel(16, 16) == .clear)
        layer.lineJoin = .round
        #expect(try #require(LayerPixels(displaying: layer)).pixel(15.5, 15.5) == .clear)
    }

    @Test("a dash pattern alternates painted and unpainted lengths from lineDashPhase")
    func dashes() throws {
        let layer = stroked(horizontal)
        layer.lineDashPattern = [10, 10]
        var pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("dashes")
        #expect(pixels.pixel(5, 20) == .red)
        #expect(pixels.pixel(15, 20) == .clear)
        #expect(pixels.pixel(25, 20) == .red)
        layer.lineDashPhase = 5
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(2, 20) == .red)
        #expect(pixels.pixel(10, 20) == .clear)
        #expect(pixels.pixel(20, 20) == .red)
        // Patterns that cannot dash stroke solid.
        for pattern: [NSNumber]? in [[], [-1, 4], [0, 0]] {
            layer.lineDashPattern = pattern
            #expect(try #require(LayerPixels(displaying: layer)).pixel(10, 20) == .red)
        }
    }

    @Test("strokeEnd 0.5 strokes the first half of a line; strokeStart 0.5 the second")
    func strokeHalves() throws {
        let layer = stroked(horizontal)
        layer.strokeEnd = 0.5
        var pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("stroke-end-half")
        #expect(pixels.pixel(25, 20) == .red)
        #expect(pixels.pixel(49, 20) == .red)
        #expect(pixels.pixel(51, 20) == .clear)
        #expect(pixels.pixel(75, 20) == .clear)
        layer.strokeEnd = 1
        layer.strokeStart = 0.5
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(25, 20) == .clear)
        #expect(pixels.pixel(75, 20) == .red)
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(20, 20) == .clear && pixels.pixel(30, 20) == .red)
        #expect(pixels.pixel(70, 20) == .red && pixels.pixel(80, 20) == .clear)
    }

    @Test("strokeStart/End measure the whole path: all subpaths, along curves, round closed shapes")
    func strokeAcrossSubpaths() throws {
        let twoLines = CGMutablePath()
        twoLines.move(to: CGPoint(x: 0, y: 20))
        twoLines.addLine(to: CGPoint(x: 50, y: 20))
        twoLines.move(to: CGPoint(x: 0, y: 60))
        twoLines.addLine(to: CGPoint(x: 50, y: 60))
        let layer = stroked(twoLines)
        layer.strokeEnd = 0.5
        var pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(45, 20) == .red)
        #expect(pixels.pixel(5, 60) == .clear)

        // A square of side 60: a quarter of its length is its top edge.
        layer.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        layer.strokeEnd = 0.25
        pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("stroke-quarter-square")
        #expect(pixels.pixel(50, 20) == .red)
        #expect(pixels.pixel(80, 50) == .clear)
        #expect(pixels.pixel(20, 50) == .clear)

        // Half a circle drawn clockwise from 3 o'clock (y down) reaches 9 o'clock through 6.
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        layer.path = circle
        layer.strokeEnd = 0.5
        pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("stroke-half-circle")
        #expect(pixels.pixel(50, 80) == .red)
        #expect(pixels.pixel(50, 20) == .clear)
    }

    @Test("a dashed, trimmed curve at contentsScale 2 keeps round caps on every dash")
    func dashedCurve() throws {
        let layer = CAShapeLayer()
        layer.contentsScale = 2
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        layer.path = circle
        layer.fillColor = color(1, 1, 0, 0.5)
        layer.strokeColor = color(0, 0, 1)
        layer.lineWidth = 6
        layer.lineCap = .round
        layer.lineDashPattern = [12, 8]
        layer.strokeEnd = 0.8
        let pixels = try #require(LayerPixels(displaying: layer))
        pixels.write("dashed-curve")
        #expect(pixels.pixel(90, 51) == .blue)                 // the first dash, at 3 o'clock
        #expect(pixels.pixel(50, 50) == RGBA(r: 255, g: 255, b: 0, a: 128))
        // The last fifth, from about 1 o'clock up to 3, is not stroked.
        #expect(pixels.pixel(50 + 40 * cos(-0.2), 50 + 40 * sin(-0.2)).b < 128)
    }

    @Test("trimming leaves the fill whole and the dashes where they were")
    func trimKeepsFillAndDashes() throws {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        layer.fillColor = color(0, 0, 1)
        layer.strokeColor = color(1, 0, 0)
        layer.strokeEnd = 0
        #expect(try #require(LayerPixels(displaying: layer)).pixel(30, 30) == .blue)

        let line = stroked(horizontal)
        line.lineDashPattern = [10, 10]
        line.strokeStart = 0.05
        let pixels = try #require(LayerPixels(displaying: line))
        pixels.write("trimmed-dashes")
        #expect(pixels.pixel(3, 20) == .clear)
        #expect(pixels.pixel(7, 20) == .red)
        #expect(pixels.pixel(15, 20) == .clear)
        #expect(pixels.pixel(25, 20) == .red)
    }

    @Test("strokeStart/End clamp to 0…1; start at or past end strokes nothing")
    func strokeRangeEdges() throws {
        let layer = stroked(horizontal)
        layer.strokeStart = -1
        layer.strokeEnd = 2
        let pixels = try #require(LayerPixels(displaying: layer))
        #expect(pixels.pixel(1, 20) == .red && pixels.pixel(99, 20) == .red)
        layer.strokeStart = 0.6
        layer.strokeEnd = 0.4
        layer.display()
        #expect(layer.backingStore == nil)
        layer.strokeStart = 0.5
        layer.strokeEnd = 0.5
        layer.display()
        #expect(layer.backingStore == nil)
        layer.strokeStart = .nan
        layer.strokeEnd = .nan
        #expect(try #require(LayerPixels(displaying: layer)).pixel(50, 20) == .red)
    }

    @Test("contentsScale 2 doubles the pixels")
    func contentsScale() throws {
        let layer = stroked(horizontal, lineWidth: 4)
        let one = try #require(LayerPixels(displaying: layer))
        layer.contentsScale = 2
        #expect(layer.needsDisplay())
        let two = try #require(LayerPixels(displaying: layer))
        #expect(two.paintedPixels(inColumnAt: 50) == 8)
        #expect(one.paintedPixels(inColumnAt: 50) == 4)
        #expect(two.paintedPixels(inRowAt: 20) == 200)
        #expect(one.paintedPixels(inRowAt: 20) == 100)
        #expect(CGFloat(two.width) == two.rect.width * 2)
    }

    @Test("no path, an empty path, no colours or zero-size bounds never crash")
    func edgeCases() throws {
        let layer = CAShapeLayer()
        layer.display()
        #expect(layer.backingStore == nil)
        layer.path = CGMutablePath()
        layer.display()
        #expect(layer.backingStore == nil)
        // A lone move has no area and no length.
        let move = CGMutablePath()
        move.move(to: CGPoint(x: 5, y: 5))
        layer.path = move
        layer.strokeColor = color(1, 0, 0)
        layer.display()
        // Zero-size bounds: the shape still draws.
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(try #require(LayerPixels(displaying: layer)).pixel(5, 5) == .black)
        layer.fillColor = nil
        layer.strokeColor = nil
        layer.display()
        #expect(layer.backingStore == nil)
    }

    @Test("NaN in the path, the width or the dash pattern never crashes: non-finite path points draw nothing, a non-finite width strokes nothing but the fill still draws, a dash pattern holding NaN strokes solid")
    func nanNeverCrashes() throws {
        // A path whose points are all non-finite (a NaN transform, or NaN and infinite
        // points) loses them: there is nothing to draw, whatever the width and dashes.
        var transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &transform)
        layer.strokeColor = color(1, 0, 0)
        layer.strokeEnd = 0.5
        layer.lineDashPattern = [NSNumber(value: Double.nan), 3]
        layer.display()
        #expect(layer.path?.isEmpty == true)
        #expect(layer.backingStore == nil)
        let nanPath = CGMutablePath()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nanPath.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        layer.path = nanPath
        layer.lineWidth = .nan
        layer.miterLimit = .infinity
        layer.display()
        #expect(layer.backingStore == nil)
        layer.lineWidth = .infinity
        layer.display()
        #expect(layer.backingStore == nil)

        // A finite square: a NaN or infinite width strokes nothing; the black fill still
        // draws, exactly the square's 10 pixels across.
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.strokeEnd = 1
        for width in [CGFloat.nan, .infinity] {
            layer.lineWidth = width
            let pixels = try #require(LayerPixels(displaying: layer), "line width \(width)")
            #expect(pixels.pixel(5, 5) == .black && pixels.pixel(0, 5) == .black, "line width \(width)")
            #expect(pixels.paintedPixels(inRowAt: 5) == 10, "line width \(width)")
        }

        // The dash pattern [NaN, 3] cannot dash: the stroke is solid, the same pixels as
        // with no pattern (a red edge 2 wide around the square, 12 pixels across).
        layer.lineWidth = 2
        let nanDashed = try #require(LayerPixels(displaying: layer))
        layer.lineDashPattern = nil
        let solid = try #require(LayerPixels(displaying: layer))
        #expect(solid.pixel(0, 5) == .red && solid.pixel(5, 0) == .red && solid.paintedPixels(inRowAt: 5) == 12)
        #expect(nanDashed.rect == solid.rect)
        #expect(ImagePixels(nanDashed.image).differingPixels(from: ImagePixels(solid.image)) == 0)
    }

    @Test("changing a shape property marks the layer for display and recomposite")
    func changesRedraw() {
        let layer = stroked(horizontal)
        let changes: [(CAShapeLayer) -> Void] = [
            { $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) },
            { $0.fillColor = color(0, 1, 0) }, { $0.fillRule = .evenOdd }, { $0.strokeColor = color(0, 0, 1) },
            { $0.strokeStart = 0.1 }, { $0.strokeEnd = 0.9 }, { $0.lineWidth = 3 }, { $0.miterLimit = 2 },
            { $0.lineCap = .round }, { $0.lineJoin = .bevel }, { $0.lineDashPhase = 1 }, { $0.lineDashPattern = [2, 2] },
        ]
        for change in changes {
            layer.display()
            layer.composite.selfChanged = false
            change(layer)
            #expect(layer.needsDisplay())
            #expect(layer.composite.selfChanged)
        }
        // Bounds do not matter to a shape that is not clipped.
        layer.display()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(!layer.needsDisplay())
    }

    @Test("init(layer:) copies the shape properties")
    func copy() {
        let layer = stroked(horizontal, lineWidth: 7)
        layer.fillRule = .evenOdd
        layer.strokeStart = 0.2
        layer.strokeEnd = 0.7
        layer.miterLimit = 3
        layer.lineCap = .round
        layer.lineJoin = .bevel
        layer.lineDashPhase = 2
        layer.lineDashPattern = [3, 4]
        let copy = CAShapeLayer(layer: layer)
        #expect(copy.path == layer.path && copy.fillColor == nil && copy.strokeColor == layer.strokeColor)
        #expect(copy.fillRule == .evenOdd && copy.lineWidth == 7 && copy.miterLimit == 3)
        #expect(copy.strokeStart == 0.2 && copy.strokeEnd == 0.7)
        #expect(copy.lineCap == .round && copy.lineJoin == .bevel)
        #expect(copy.lineDashPhase == 2 && copy.lineDashPattern == [3, 4])
        #expect(copy.bounds == layer.bounds)
    }

    @Test("the shape draws above what the delegate draws, and without asking its display(_:)")
    func delegateContent() throws {
        final class Delegate: NSObject, CALayerDelegate {
            var displayed = false
            func display(_ layer: CALayer) { displayed = true }
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            }
        }
        let delegate = Delegate()
        let layer = CAShapeLayer()
        layer.delegate = delegate
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        layer.fillColor = color(0, 0, 1)
        layer.strokeColor = color(1, 0, 0)
        layer.lineWidth = 4
        let pixels = try #require(LayerPixels(displaying: layer))
        #expect(!delegate.displayed)
        #expect(pixels.pixel(10, 10) == .blue)
        #expect(pixels.pixel(10, 0.5) == .red)
    }
}
