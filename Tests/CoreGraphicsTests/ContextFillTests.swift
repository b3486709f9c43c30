import CoreGraphics
import Foundation
import Testing

@Suite("CGContext fills, strokes and state")
struct ContextFillTests {
    @Test("a filled 10×10 rect covers exactly 100 pixels")
    func filledRectCoversExactly100Pixels() {
        let bitmap = TestBitmap(width: 40, height: 40)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 5, y: 7, width: 10, height: 10))
        #expect(bitmap.count { $0 == .red } == 100)
        #expect(bitmap.count { $0 != .red && $0 != .clear } == 0)
    }

    @Test("an antialiased edge pixel half covered is about 50 %")
    func halfCoveredEdgePixel() {
        let bitmap = TestBitmap(width: 20, height: 20)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 2, y: 2, width: 5.5, height: 10))
        let edge = bitmap.pixel(cg: 7, 5)
        #expect(abs(edge.a - 128) <= 3)
        #expect(abs(edge.b - 128) <= 3)
        #expect(bitmap.pixel(cg: 6, 5) == .blue)
        #expect(bitmap.pixel(cg: 8, 5) == .clear)
    }

    @Test("R4.4 / scenario 13: a bitmap context's origin is bottom-left")
    func bitmapOriginIsBottomLeft() {
        let bitmap = TestBitmap(width: 4, height: 4)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        for x in 0..<4 {
            #expect(bitmap.pixel(x, 3) == .red)   // bottom row as seen
            #expect(bitmap.pixel(x, 0) == .clear)
        }
    }

    @Test("scenario 9: translateBy(20,20) then fill (0,0,10,10) paints pixels 20..<30 only")
    func translatedFill() {
        let bitmap = TestBitmap(width: 50, height: 50)
        bitmap.context.translateBy(x: 20, y: 20)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(cg: 20, 20) == .red)
        #expect(bitmap.pixel(cg: 29, 29) == .red)
        #expect(bitmap.pixel(cg: 19, 19) == .clear)
        #expect(bitmap.pixel(cg: 30, 30) == .clear)
        #expect(bitmap.count { $0 == .red } == 100)
    }

    @Test("scenario 11 / R9.2–R9.3: restoreGState brings back the saved line width (5 px thick)")
    func saveRestoreLineWidth() {
        let bitmap = TestBitmap(width: 40, height: 40)
        let c = bitmap.context
        c.setLineWidth(5)
        c.saveGState()
        c.setLineWidth(10)
        c.restoreGState()
        c.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        c.strokeLineSegments(between: [CGPoint(x: 0, y: 20.5), CGPoint(x: 40, y: 20.5)])
        // A 5-wide line centred on y = 20.5 covers y in [18, 23): 5 full rows.
        var rows = 0
        for y in 0..<40 where bitmap.pixel(cg: 10, y).a == 255 { rows += 1 }
        #expect(rows == 5)
    }

    @Test("scenario 12 / R9.4: a clip is undone by restoreGState")
    func clipRestore() {
        let bitmap = TestBitmap(width: 100, height: 100)
        let c = bitmap.context
        c.saveGState()
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.restoreGState()
        c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(bitmap.count { $0 == .green } == 10_000)
    }

    @Test("R9.1: restoring with an empty stack is ignored")
    func restoreWithEmptyStack() {
        let bitmap = TestBitmap(width: 10, height: 10)
        bitmap.context.setLineWidth(3)
        bitmap.context.restoreGState()
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(bitmap.pixel(5, 5) == .red)
    }

    @Test("scenario 23 / R6.3: setFillColor(red:0,green:0,blue:1) fills blue")
    func rgbFill() {
        let bitmap = TestBitmap(width: 8, height: 8)
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(bitmap.pixel(3, 3) == .blue)
    }

    @Test("global alpha and colour alpha multiply; premultiplied storage")
    func alphaMultiplies() {
        let bitmap = TestBitmap(width: 4, height: 4)
        bitmap.context.setAlpha(0.5)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(bitmap.pixel(1, 1).isClose(to: Pixel(64, 0, 0, 64), tolerance: 1))
    }

    @Test("even-odd and winding fills of two nested same-direction rects differ in the hole")
    func fillRules() {
        for (rule, holeFilled) in [(CGPathFillRule.winding, true), (.evenOdd, false)] {
            let bitmap = TestBitmap(width: 30, height: 30)
            let c = bitmap.context
            c.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
            c.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            c.fillPath(using: rule)
            #expect((bitmap.pixel(cg: 15, 15) == .red) == holeFilled)
            #expect(bitmap.pixel(cg: 5, 5) == .red)
        }
    }

    @Test("painting consumes the current path")
    func paintingClearsPath() {
        let bitmap = TestBitmap(width: 10, height: 10)
        bitmap.context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!bitmap.context.isPathEmpty)
        bitmap.context.fillPath()
        #expect(bitmap.context.isPathEmpty)
    }

    @Test("line width 0 draws a one-pixel hairline")
    func hairline() {
        let bitmap = TestBitmap(width: 20, height: 20)
        bitmap.context.setLineWidth(0)
        bitmap.context.setShouldAntialias(false)
        bitmap.context.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 20, y: 10.5)])
        var rows = 0
        for y in 0..<20 where bitmap.pixel(cg: 5, y).a > 0 { rows += 1 }
        #expect(rows == 1)
    }

    @Test("dashes: a 4-on 4-off dash paints alternating runs")
    func dashes() {
        let bitmap = TestBitmap(width: 32, height: 4)
        let c = bitmap.context
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [4, 4])
        c.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 32, y: 2)])
        for x in 0..<32 {
            #expect((bitmap.pixel(cg: x, 2).a == 255) == ((x / 4) % 2 == 0), "x = \(x)")
        }
    }

    @Test("clear(_:) makes pixels transparent regardless of blend mode")
    func clearRect() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.setBlendMode(.multiply)
        c.clear(CGRect(x: 0, y: 0, width: 5, height: 10))
        #expect(bitmap.pixel(cg: 2, 2) == .clear)
        #expect(bitmap.pixel(cg: 7, 2) == .red)
    }
}
