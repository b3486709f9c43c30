import Testing
import UIKitTesting

@Suite("UIBezierPath")
struct BezierPathTests {
    private func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test("defaults: line width 1, butt caps, miter joins, miter limit 10, flatness 0.6, nonzero rule, no dash")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        #expect(path.isEmpty && path.currentPoint == .zero && path.bounds.isNull)
        var count = -1
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test("init(rect:) runs from the top-left corner clockwise (y down) and closes")
    func rectElements() {
        let e = elements(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(e.prefix(4).map { $0.1[0] } == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6),
                                                CGPoint(x: 1, y: 6)])
    }

    @Test("R11.4/R11.5 a filled and a stroked rectangle land on the right pixels, y down")
    func fillAndStrokePixels() {
        let pixels = renderPixels(20, 20) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 3, width: 4, height: 5)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 10, y: 15))
            line.addLine(to: CGPoint(x: 20, y: 15))
            line.lineWidth = 2
            line.stroke()
        }
        #expect(pixels[2, 3] == .red && pixels[5, 7] == .red)
        #expect(pixels[1, 3] == .clear && pixels[2, 8] == .clear && pixels[6, 3] == .clear)
        #expect(pixels[12, 14] == .blue && pixels[12, 15] == .blue)
        #expect(pixels[12, 13] == .clear && pixels[12, 16] == .clear)
    }

    @Test("clockwise is as seen on screen: 0 → π/2 clockwise is the bottom-right quarter")
    func arcDirection() {
        func pie(clockwise: Bool) -> RenderedPixels {
            renderPixels(40, 40) { _ in
                UIColor.red.setFill()
                let path = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0,
                                        endAngle: .pi / 2, clockwise: clockwise)
                path.addLine(to: CGPoint(x: 20, y: 20))
                path.close()
                path.fill()
            }
        }
        let small = pie(clockwise: true)
        #expect(small[28, 28] == .red)  // below right of the centre
        #expect(small[12, 12] == .clear && small[28, 12] == .clear && small[12, 28] == .clear)
        let large = pie(clockwise: false)
        #expect(large[28, 28] == .clear)
        #expect(large[12, 12] == .red && large[28, 12] == .red && large[12, 28] == .red)
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
    }

    @Test("a negative arc radius adds nothing")
    func negativeRadius() {
        let path = UIBezierPath(arcCenter: .zero, radius: -5, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.isEmpty)
    }

    @Test("rounded rects: radius clamped to half the short side; negative radius gives square corners")
    func roundedRects() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        #expect(capsule.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
        #expect(capsule.contains(CGPoint(x: 20, y: 1)) && capsule.contains(CGPoint(x: 1, y: 10)))
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -3)
        #expect(square.contains(CGPoint(x: 0.2, y: 0.2)))
        let e = elements(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2))
        #expect(e.first?.1 == [CGPoint(x: 2, y: 0)])
        #expect(e.last?.0 == .closeSubpath)
    }

    @Test("byRoundingCorners rounds only the chosen corners")
    func someCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 8, height: 8))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)) && !path.contains(CGPoint(x: 19.5, y: 19.5)))
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)) && path.contains(CGPoint(x: 0.5, y: 19.5)))
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8))
        #expect(!all.contains(CGPoint(x: 19.5, y: 0.5)))
    }

    @Test("oval: four curves inside the rect; contains and bounds")
    func oval() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(elements(oval).filter { $0.0 == .addCurveToPoint }.count == 4)
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)) && !oval.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("builders, current point, quad and cubic curves, bounds include control points")
    func builders() {
        let path = UIBezierPath()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: ignored
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        path.addCurve(to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: -4), controlPoint2: CGPoint(x: 18, y: -4))
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: -4, width: 20, height: 14))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("even-odd rule: a ring's hole is outside, and fill leaves it empty")
    func evenOdd() {
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 10, y: 10)) && ring.contains(CGPoint(x: 2, y: 2)))
        let pixels = renderPixels(20, 20) { _ in
            UIColor.red.setFill()
            ring.fill()
        }
        #expect(pixels[10, 10] == .clear && pixels[2, 2] == .red)
    }

    @Test("reversing: points in reverse order; with nonzero winding a reversed inner rect makes a hole")
    func reversing() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        open.lineWidth = 7
        let reversed = open.reversing()
        #expect(reversed.lineWidth == 7)
        let e = elements(reversed)
        #expect(e.map(\.0) == [.moveToPoint, .addCurveToPoint, .addLineToPoint])
        #expect(e[0].1 == [CGPoint(x: 20, y: 10)])
        #expect(e[1].1 == [CGPoint(x: 20, y: 8), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
        #expect(e[2].1 == [CGPoint(x: 0, y: 0)])
        #expect(open.currentPoint == CGPoint(x: 20, y: 10), "the original is unchanged")

        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).reversing())
        #expect(!ring.contains(CGPoint(x: 10, y: 10)) && ring.contains(CGPoint(x: 2, y: 2)))
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test("apply(_:) transforms the points; copy is independent")
    func transformAndCopy() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.lineWidth = 3
        let copy = try #require(path.copy() as? UIBezierPath)
        path.apply(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 10, y: 0, width: 4, height: 4))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 2, height: 2) && copy.lineWidth == 3)
        let fromCG = UIBezierPath(cgPath: path.cgPath)
        #expect(fromCG.cgPath == path.cgPath)
    }

    @Test("line dash: set and get back; a dashed stroke leaves gaps")
    func dashes() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 20, y: 5))
        path.lineWidth = 2
        let pattern: [CGFloat] = [4, 2]
        path.setLineDash(pattern, count: 2, phase: 1)
        var out = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&out, count: &count, phase: &phase)
        #expect(out == [4, 2] && count == 2 && phase == 1)
        let pixels = renderPixels(20, 10) { _ in
            UIColor.black.setStroke()
            path.stroke()
        }
        // Phase 1: painted 0..<3, gap 3..<5, painted 5..<9, gap 9..<11.
        #expect(pixels[1, 5] == .black && pixels[4, 5] == .clear && pixels[6, 5] == .black && pixels[10, 5] == .clear)
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test("fill and stroke restore the context: line width, blend mode and alpha are unchanged after")
    func stateRestored() {
        let pixels = renderPixels(10, 10) { context in
            context.cgContext.setLineWidth(1)
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 9, height: 9))
            path.lineWidth = 6
            path.stroke()
            path.fill(with: .normal, alpha: 0.5)
            context.fill(CGRect(x: 6, y: 6, width: 2, height: 2))  // alpha is 1 again
        }
        #expect(pixels[7, 7] == .red)
        #expect(pixels[4, 4].isClose(to: .init(128, 0, 0, 128), tolerance: 2))
        #expect(pixels[0, 4].isClose(to: .init(128, 0, 0, 255)), "half-alpha red over the 6-point black stroke")
    }

    @Test("addClip limits later drawing to the path; drawing with no current context does nothing")
    func clip() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()  // no context: no effect
        let pixels = renderPixels(10, 10) { context in
            UIBezierPath(rect: CGRect(x: 2, y: 2, width: 3, height: 3)).addClip()
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(pixels[3, 3] == .green && pixels[1, 1] == .clear && pixels[6, 6] == .clear)
        #expect(pixels.count { $0 == .green } == 9)
    }
}
