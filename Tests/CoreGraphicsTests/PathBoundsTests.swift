import CoreGraphics
import Foundation
import Testing

@Suite("CGPath bounding boxes")
struct PathBoundsTests {
    @Test("an empty path has null bounding boxes")
    func emptyPathIsNull() {
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test("a circle's boundingBoxOfPath and boundingBox equal its rectangle within 1e-9")
    func circleBounds() {
        let rect = CGRect(x: -3, y: 7, width: 20, height: 20)
        let circle = CGPath(ellipseIn: rect, transform: nil)
        #expect(rectsMatch(circle.boundingBoxOfPath, rect))
        #expect(rectsMatch(circle.boundingBox, rect))
    }

    @Test("boundingBox counts control points, boundingBoxOfPath only the curve's extremes")
    func cubicControlPointsVersusExtremes() {
        // y(t) = 30·t·(1 - t), whose maximum is 7.5 at t = 1/2.
        let path = makePath {
            $0.move(to: .zero)
            $0.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        }
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rectsMatch(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
    }

    @Test("a quadratic curve reaches half-way to its control point")
    func quadraticExtreme() {
        let path = makePath {
            $0.move(to: .zero)
            $0.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        #expect(rectsMatch(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("an S-shaped cubic has two interior extremes in x")
    func sCurveExtremes() {
        // x(t) = 3·20·(1-t)²·t - 3·20·(1-t)·t² = 60·t·(1-t)·(1-2t); extremes at t = (3 ∓ √3)/6.
        let path = makePath {
            $0.move(to: .zero)
            $0.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 20, y: 10), control2: CGPoint(x: -20, y: 20))
        }
        let t = (3 - 3.0.squareRoot()) / 6
        let extreme = 60 * t * (1 - t) * (1 - 2 * t)
        #expect(rectsMatch(path.boundingBoxOfPath, CGRect(x: -extreme, y: 0, width: 2 * extreme, height: 30)))
    }

    @Test("a lone trailing move counts in both boxes, as every point of the path does")
    func movesCount() {
        let path = makePath {
            $0.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.move(to: CGPoint(x: 5, y: 5))
        }
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}

@Suite("CGPath.contains")
struct PathContainmentTests {
    /// Two nested squares; the inner one runs clockwise when `opposite` is set.
    func nestedSquares(opposite: Bool) -> CGPath {
        makePath {
            $0.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
            if opposite {
                $0.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
                $0.closeSubpath()
            } else {
                $0.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            }
        }
    }

    @Test("nested squares of the same orientation: winding fills the hole, even-odd does not")
    func nestedSameOrientation() {
        let path = nestedSquares(opposite: false)
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 110, y: 50)))
    }

    @Test("nested squares of opposite orientation: both rules leave the hole empty")
    func nestedOppositeOrientation() {
        let path = nestedSquares(opposite: true)
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 90, y: 50)))
        #expect(path.contains(CGPoint(x: 90, y: 50), using: .evenOdd))
    }

    @Test("a self-overlapping five-pointed star: winding fills the pentagon centre, even-odd leaves it")
    func pentagram() {
        let vertices = (0..<5).map { i -> CGPoint in
            let angle = CGFloat.pi / 2 + CGFloat(i * 2) * 2 * .pi / 5
            return CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        let star = makePath {
            $0.addLines(between: vertices)
            $0.closeSubpath()
        }
        #expect(star.contains(.zero))
        #expect(!star.contains(.zero, using: .evenOdd))
        let tip = CGPoint(x: 0, y: 90)
        #expect(star.contains(tip))
        #expect(star.contains(tip, using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 60, y: 60)))
    }

    @Test("an open subpath is closed implicitly, as for filling")
    func openSubpathIsClosed() {
        let triangle = makePath { $0.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]) }
        #expect(triangle.contains(CGPoint(x: 8, y: 2)))
        #expect(!triangle.contains(CGPoint(x: 2, y: 8)))
    }

    @Test("a circle of radius 50 contains radius 49.9 and not 50.1")
    func circleBoundary() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        for angle in stride(from: 0.1, to: 2 * CGFloat.pi, by: 0.37) {
            #expect(circle.contains(CGPoint(x: 49.9 * cos(angle), y: 49.9 * sin(angle))))
            #expect(!circle.contains(CGPoint(x: 50.1 * cos(angle), y: 50.1 * sin(angle))))
        }
    }

    @Test("the transform maps the point before the test")
    func transformMapsPoint() {
        let square = CGPath(rect: CGRect(x: 100, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!square.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("an empty path and a non-finite point contain nothing")
    func degenerateQueries() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!CGMutablePath().contains(.zero))
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!square.contains(CGPoint(x: 5, y: CGFloat.infinity)))
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 0, height: 10), transform: nil).contains(CGPoint(x: 0, y: 5)))
    }
}
