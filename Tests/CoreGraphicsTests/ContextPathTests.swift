import CoreGraphics
import Foundation
import Testing

@Suite("CGContext path queries and coordinate conversion")
struct ContextPathTests {
    @Test("R3.5: path points are transformed by the CTM at the time they are added")
    func pointsUseCTMAtAddTime() {
        let bitmap = TestBitmap(width: 40, height: 40)
        let c = bitmap.context
        c.move(to: .zero)
        c.translateBy(x: 20, y: 0)
        c.addLine(to: CGPoint(x: 0, y: 10))   // device (20, 10)
        c.translateBy(x: -20, y: 0)
        #expect(c.currentPointOfPath == CGPoint(x: 20, y: 10))
        #expect(c.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("the path getter returns the current path in user space")
    func pathGetter() {
        let bitmap = TestBitmap(width: 40, height: 40)
        let c = bitmap.context
        #expect(c.path == nil)
        c.scaleBy(x: 2, y: 2)
        c.addRect(CGRect(x: 1, y: 1, width: 4, height: 4))
        #expect(c.path?.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 4))
        #expect(!c.isPathEmpty)
        c.beginPath()
        #expect(c.isPathEmpty)
    }

    @Test("pathContains uses the fill rule or the stroke area")
    func pathContains() {
        let bitmap = TestBitmap(width: 40, height: 40)
        let c = bitmap.context
        c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        c.setLineWidth(4)
        #expect(c.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
        #expect(!c.pathContains(CGPoint(x: 20, y: 20), mode: .stroke))
        #expect(c.pathContains(CGPoint(x: 11, y: 20), mode: .stroke))
        #expect(c.pathContains(CGPoint(x: 9, y: 20), mode: .stroke))
        #expect(!c.pathContains(CGPoint(x: 7, y: 20), mode: .fillStroke))
    }

    @Test("replacePathWithStrokedPath: filling the result paints what stroking would")
    func strokedPathFill() {
        let stroked = TestBitmap(width: 40, height: 40)
        stroked.context.setLineWidth(6)
        stroked.context.setShouldAntialias(false)
        stroked.context.strokeLineSegments(between: [CGPoint(x: 5, y: 20), CGPoint(x: 35, y: 20)])
        let filled = TestBitmap(width: 40, height: 40)
        filled.context.setLineWidth(6)
        filled.context.setShouldAntialias(false)
        filled.context.move(to: CGPoint(x: 5, y: 20))
        filled.context.addLine(to: CGPoint(x: 35, y: 20))
        filled.context.replacePathWithStrokedPath()
        filled.context.fillPath()
        #expect(stroked.count { $0.a == 255 } == 180)
        #expect(filled.count { $0.a == 255 } == 180)
    }

    @Test("boundingBoxOfClipPath is the clip in user space")
    func clipBoundingBox() {
        let bitmap = TestBitmap(width: 100, height: 50)
        let c = bitmap.context
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        c.clip(to: CGRect(x: 10, y: 5, width: 20, height: 10))
        c.scaleBy(x: 2, y: 2)
        #expect(c.boundingBoxOfClipPath == CGRect(x: 5, y: 2.5, width: 10, height: 5))
        c.resetClip()
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 25))
    }

    @Test("R3.2: device-space conversion follows the CTM")
    func conversions() {
        let bitmap = TestBitmap(width: 10, height: 10)
        let c = bitmap.context
        c.translateBy(x: 10, y: 5)
        c.scaleBy(x: 2, y: 2)
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 5))
        #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 7))
        #expect(c.convertToUserSpace(CGPoint(x: 12, y: 7)) == CGPoint(x: 1, y: 1))
        #expect(c.convertToDeviceSpace(CGSize(width: 3, height: 4)) == CGSize(width: 6, height: 8))
        #expect(c.convertToUserSpace(CGRect(x: 10, y: 5, width: 2, height: 2)) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("a transparency layer limited to a rect still composites what was drawn inside it")
    func boundedLayer() {
        let bitmap = TestBitmap(width: 20, height: 20)
        let c = bitmap.context
        c.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.endTransparencyLayer()
        #expect(bitmap.pixel(cg: 5, 5) == .red)
        #expect(bitmap.pixel(cg: 15, 15) == .clear)
    }
}
