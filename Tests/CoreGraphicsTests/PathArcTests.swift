import CoreGraphics
import Foundation
import Testing

@Suite("CGMutablePath arcs")
struct PathArcTests {
    @Test("a 45° arc is one cubic with control points 4/3·tan(θ/4)·r along the tangents")
    func fortyFiveDegreeArcControlPoints() {
        let path = makePath { $0.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 4, clockwise: false) }
        let k = 10 * arcControlDistance(.pi / 4)
        let s = 10 * sin(CGFloat.pi / 4), c = 10 * cos(CGFloat.pi / 4)
        #expect(elementsMatch(path.elements, [
            .move(CGPoint(x: 10, y: 0)),
            .cubic(CGPoint(x: 10, y: k), CGPoint(x: c + k * sin(.pi / 4), y: s - k * cos(.pi / 4)), CGPoint(x: c, y: s)),
        ]))
        #expect(abs(path.currentPoint.x - c) < 1e-12 && abs(path.currentPoint.y - s) < 1e-12)
    }

    @Test("a full counter-clockwise circle is four quarter cubics through the axis points, exactly")
    func fullCircleIsFourQuarters() {
        let path = makePath {
            $0.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        }
        #expect(path.elements.count == 5)
        let ends = path.elements.compactMap(\.endPoint)
        #expect(ends == [CGPoint(x: 7, y: 5), CGPoint(x: 5, y: 7), CGPoint(x: 3, y: 5), CGPoint(x: 5, y: 3), CGPoint(x: 7, y: 5)])
    }

    @Test("Apple's header case: 0 → 2π clockwise draws nothing, 2π → 0 clockwise a full clockwise circle")
    func clockwiseNearTwoPi() {
        let nothing = makePath { $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true) }
        #expect(nothing.elements == [.move(CGPoint(x: 1, y: 0))])

        let circle = makePath { $0.addArc(center: .zero, radius: 1, startAngle: 2 * .pi, endAngle: 0, clockwise: true) }
        #expect(circle.elements.count == 5)
        // Clockwise in y-up space: from (1, 0) down to (0, -1) first.
        #expect(circle.elements[1].endPoint == CGPoint(x: 0, y: -1))
    }

    @Test("clockwise from π to 0 passes over the top (y-up) and reduces the sweep modulo 2π")
    func clockwiseHalfCircle() {
        let path = makePath { $0.addArc(center: .zero, radius: 1, startAngle: .pi, endAngle: 0, clockwise: true) }
        #expect(path.elements.compactMap(\.endPoint) == [CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)])

        // 0 → 3π/2 counter-clockwise and 0 → -π/2 counter-clockwise are the same 270° arc.
        let a = makePath { $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 3 * .pi / 2, clockwise: false) }
        let b = makePath { $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -.pi / 2, clockwise: false) }
        #expect(a.elements.count == 4)
        #expect(elementsMatch(a.elements, b.elements))
    }

    @Test("an arc after a current point starts with a line to the arc's start")
    func arcConnectsWithLine() {
        let path = makePath {
            $0.move(to: .zero)
            $0.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
        }
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(path.elements[1] == .line(CGPoint(x: 5, y: 0)))
        #expect(path.currentPoint == CGPoint(x: 15, y: 0))
    }

    @Test("addRelativeArc: a positive delta turns counter-clockwise, a negative one clockwise")
    func relativeArcDirection() {
        let ccw = makePath { $0.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi / 2) }
        let cw = makePath { $0.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2) }
        #expect(ccw.currentPoint == CGPoint(x: 0, y: 1))
        #expect(cw.currentPoint == CGPoint(x: 0, y: -1))
        let k = arcControlDistance(.pi / 2)
        #expect(elementsMatch(cw.elements, [
            .move(CGPoint(x: 1, y: 0)), .cubic(CGPoint(x: 1, y: -k), CGPoint(x: k, y: -1), CGPoint(x: 0, y: -1)),
        ]))
    }

    @Test("the arc's transform maps the constructed curves: a non-uniform scale gives an elliptical arc")
    func arcTransform() {
        let t = CGAffineTransform(scaleX: 3, y: 1)
        let path = makePath { $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false, transform: t) }
        let k = arcControlDistance(.pi / 2)
        #expect(elementsMatch(path.elements, [
            .move(CGPoint(x: 3, y: 0)), .cubic(CGPoint(x: 3, y: k), CGPoint(x: 3 * k, y: 1), CGPoint(x: 0, y: 1)),
        ]))
    }

    @Test("tangent arc: line to the first tangent point, then a quarter arc to the second")
    func tangentArcRightAngle() {
        let path = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        }
        let k = 4 * arcControlDistance(.pi / 2)
        #expect(elementsMatch(path.elements, [
            .move(.zero), .line(CGPoint(x: 6, y: 0)),
            .cubic(CGPoint(x: 6 + k, y: 0), CGPoint(x: 10, y: 4 - k), CGPoint(x: 10, y: 4)),
        ]))
    }

    @Test("tangent arc turning right runs clockwise and meets both tangent lines")
    func tangentArcRightTurn() {
        let path = makePath {
            $0.move(to: CGPoint(x: 0, y: 10))
            $0.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 10, y: 0), radius: 3)
        }
        #expect(path.elements[1] == .line(CGPoint(x: 7, y: 10)))
        let end = path.currentPoint
        #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 7) < 1e-12)
    }

    @Test("tangent arc with an obtuse corner: tangent points at r/tan(φ/2) from the corner")
    func tangentArcObtuse() {
        // The corner angle φ at (10, 0) between the rays back to (0, 0) and on to (20, 10) is 135°.
        let path = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 10), radius: 5)
        }
        let d = 5 / tan(CGFloat.pi * 3 / 8)
        #expect(elementsMatch([path.elements[1]], [.line(CGPoint(x: 10 - d, y: 0))]))
        let end = path.currentPoint
        #expect(abs(end.x - (10 + d / 2.0.squareRoot())) < 1e-9 && abs(end.y - d / 2.0.squareRoot()) < 1e-9)
    }

    @Test("tangent arc is built in untransformed space when the path was built with the same transform")
    func tangentArcUnderTransform() {
        let t = CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 5, y: 5)
        let plain = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        }
        let transformed = makePath {
            $0.move(to: .zero, transform: t)
            $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4, transform: t)
        }
        #expect(elementsMatch(transformed.elements, plain.elements.map { $0.applying(t) }))
    }

    @Test("tangent arc degenerates to a line to tangent1End for collinear points or radius 0")
    func tangentArcDegenerate() {
        let collinear = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        }
        #expect(collinear.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
        let reversed = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 1, y: 0), radius: 2)
        }
        #expect(reversed.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
        let zeroRadius = makePath {
            $0.move(to: .zero)
            $0.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 0)
        }
        #expect(zeroRadius.elements == [.move(.zero), .line(CGPoint(x: 5, y: 0))])
    }

    @Test("tangent arc without a current point adds nothing")
    func tangentArcNeedsCurrentPoint() {
        let path = makePath { $0.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 1) }
        #expect(path.isEmpty)
    }

    @Test("an arc after closeSubpath starts a new subpath at the closing point")
    func arcAfterClose() {
        let path = makePath {
            $0.move(to: CGPoint(x: 1, y: 0))
            $0.addLine(to: CGPoint(x: 5, y: 5))
            $0.closeSubpath()
            $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        #expect(path.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .closeSubpath, .moveToPoint, .addCurveToPoint])
        #expect(path.elements[3] == .move(CGPoint(x: 1, y: 0)))
    }
}
