import CoreGraphics
import Foundation
import Testing

@Suite("CGPath with NaN, infinite and degenerate input")
struct PathBadInputTests {
    let nan = CGFloat.nan
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    @Test("builders ignore calls with NaN or infinite coordinates, as Core Graphics does")
    func buildersIgnoreNonFinite() {
        let path = makePath {
            $0.move(to: CGPoint(x: 1, y: 1))
            $0.move(to: CGPoint(x: nan, y: 0))
            $0.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
            $0.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: nan, y: 1))
            $0.addCurve(to: CGPoint(x: 2, y: 2), control1: .zero, control2: CGPoint(x: 1, y: -CGFloat.infinity))
            $0.addLine(to: CGPoint(x: 5, y: 5), transform: CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        }
        #expect(path.elements == [.move(CGPoint(x: 1, y: 1))])
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test("addLines skips only its non-finite points")
    func addLinesSkipsBadPoints() {
        let path = makePath { $0.addLines(between: [.zero, CGPoint(x: nan, y: 1), CGPoint(x: 2, y: 2)]) }
        #expect(path.elements == [.move(.zero), .line(CGPoint(x: 2, y: 2))])
    }

    @Test("shapes with a null or non-finite rectangle add nothing, all or nothing")
    func shapesIgnoreNonFinite() {
        let path = makePath {
            $0.addRect(.null)
            $0.addRect(CGRect(x: nan, y: 0, width: 1, height: 1))
            $0.addEllipse(in: .null)
            $0.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
            $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: nan, height: 4), cornerWidth: 1, cornerHeight: 1)
            $0.addRoundedRect(in: square, cornerWidth: nan, cornerHeight: 1)
            $0.addRect(square, transform: CGAffineTransform(translationX: CGFloat.infinity, y: 0))
        }
        #expect(path.isEmpty)
        #expect(CGPath(rect: .null, transform: nil).isEmpty)
        #expect(CGPath(ellipseIn: CGRect(x: nan, y: nan, width: 1, height: 1), transform: nil).isEmpty)
        #expect(CGPath(roundedRect: .null, cornerWidth: 0, cornerHeight: 0, transform: nil).isEmpty)
    }

    @Test("arcs with a negative or non-finite radius or angle add nothing")
    func arcsIgnoreBadInput() {
        let path = makePath {
            $0.move(to: .zero)
            $0.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
            $0.addArc(center: .zero, radius: nan, startAngle: 0, endAngle: 1, clockwise: false)
            $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: CGFloat.infinity, clockwise: false)
            $0.addArc(center: CGPoint(x: nan, y: 0), radius: 1, startAngle: 0, endAngle: 1, clockwise: false)
            $0.addArc(center: .zero, radius: .greatestFiniteMagnitude, startAngle: 0, endAngle: 1, clockwise: false,
                      transform: CGAffineTransform(scaleX: 10, y: 10))
            $0.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: nan)
            $0.addRelativeArc(center: .zero, radius: -2, startAngle: 0, delta: 1)
            $0.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: -1)
            $0.addArc(tangent1End: CGPoint(x: nan, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
            $0.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: CGFloat.infinity), radius: 1)
        }
        #expect(path.elements == [.move(.zero)])
    }

    @Test("a huge relative-arc delta is limited to one full turn")
    func hugeDelta() {
        let path = makePath { $0.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1e300) }
        #expect(path.elements.count == 5)
        #expect(path.currentPoint == CGPoint(x: 1, y: 0))
    }

    @Test("a singular transform on a tangent arc leaves just the line to tangent1End")
    func tangentArcSingularTransform() {
        let flatten = CGAffineTransform(scaleX: 1, y: 0)
        let path = makePath {
            $0.move(to: .zero, transform: flatten)
            $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2, transform: flatten)
        }
        #expect(path.elements == [.move(.zero), .line(CGPoint(x: 10, y: 0))])
    }

    @Test("a path given NaN points by a NaN transform has null bounds, contains nothing and strokes and dashes to nothing")
    func nanPointsFromTransform() {
        var poisoned = CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let path = CGPath(rect: square, transform: nil).copy(using: &poisoned)!
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(path.copy(dashingWithPhase: 0, lengths: [1, 1]).isEmpty)
    }

    @Test("zero-size rectangles build degenerate but harmless paths")
    func zeroSizeRects() {
        let point = CGRect(x: 3, y: 4, width: 0, height: 0)
        let rect = CGPath(rect: point, transform: nil)
        #expect(rect.elements.count == 5)
        #expect(rect.boundingBoxOfPath == point)
        #expect(!rect.contains(CGPoint(x: 3, y: 4)))
        let ellipse = CGPath(ellipseIn: point, transform: nil)
        #expect(ellipse.boundingBoxOfPath == point)
        #expect(CGPath(roundedRect: point, cornerWidth: 0, cornerHeight: 0, transform: nil) == rect)
        // Stroked, a zero-size closed rectangle is a dot.
        #expect(rect.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 3.9, y: 4)))
    }
}

@Suite("CGPath flattening (package helper)")
struct PathFlatteningTests {
    @Test("lines pass through unchanged, with the closed flag, lone moves and move-close kept apart")
    func subpathStructure() {
        let path = makePath {
            $0.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
            $0.closeSubpath()
            $0.move(to: CGPoint(x: 5, y: 5))
            $0.move(to: CGPoint(x: 7, y: 7))
            $0.closeSubpath()
        }
        #expect(path.flattened(tolerance: 0.1) == [
            FlattenedSubpath(points: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], isClosed: true),
            FlattenedSubpath(points: [CGPoint(x: 5, y: 5)], isClosed: false),
            FlattenedSubpath(points: [CGPoint(x: 7, y: 7)], isClosed: true),
        ])
    }

    @Test("a quarter circle's chords stay within the tolerance, and a finer tolerance gives more of them")
    func curveWithinTolerance() {
        let radius: CGFloat = 100
        let quarter = makePath { $0.addRelativeArc(center: .zero, radius: radius, startAngle: 0, delta: .pi / 2) }
        for tolerance in [1.0, 0.1, 0.01] as [CGFloat] {
            let points = quarter.flattened(tolerance: tolerance)[0].points
            #expect(points.first == CGPoint(x: 100, y: 0) && points.last == CGPoint(x: 0, y: 100))
            // A chord's sagitta is r - (distance of its midpoint from the centre); the cubic
            // itself strays from the circle by under 0.03 here.
            let worst = zip(points, points.dropFirst()).map { a, b in
                radius - hypot((a.x + b.x) / 2, (a.y + b.y) / 2)
            }.max()!
            #expect(worst <= tolerance + 0.03)
        }
        #expect(quarter.flattened(tolerance: 0.01)[0].points.count > quarter.flattened(tolerance: 0.1)[0].points.count)
    }

    @Test("the stroke and dash tolerance is 0.1 divided by the transform's largest stretch")
    func toleranceUnderTransform() {
        #expect(CGPath.flatteningTolerance(under: .identity) == 0.1)
        #expect(abs(CGPath.flatteningTolerance(under: CGAffineTransform(scaleX: 10, y: 2)) - 0.01) < 1e-15)
        #expect(abs(CGPath.flatteningTolerance(under: CGAffineTransform(rotationAngle: 1).scaledBy(x: 4, y: 4)) - 0.025) < 1e-15)
        #expect(CGPath.flatteningTolerance(under: CGAffineTransform(scaleX: 0, y: 0)) == 0.1)
    }
}
