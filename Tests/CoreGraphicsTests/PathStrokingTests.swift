import CoreGraphics
import Foundation
import Testing

@Suite("CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)")
struct PathStrokingTests {
    let horizontalLine = makePath {
        $0.move(to: .zero)
        $0.addLine(to: CGPoint(x: 100, y: 0))
    }

    /// A right-angle corner at (100, 0), turning left; its outer corner points to (105, -5)
    /// for a width of 10.
    let corner = makePath { $0.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]) }

    @Test("a horizontal line of width 10 covers 4.9 either side and not 5.1")
    func lineWidth() {
        let stroke = horizontalLine.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 50, y: 4.9)))
        #expect(stroke.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 5.1)))
        #expect(!stroke.contains(CGPoint(x: 50, y: -5.1)))
        #expect(rectsMatch(stroke.boundingBox, CGRect(x: 0, y: -5, width: 100, height: 10)))
    }

    @Test("butt caps stop at the ends, square caps extend half the width, round caps are half discs")
    func caps() {
        let butt = horizontalLine.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 99.9, y: 0)))
        #expect(!butt.contains(CGPoint(x: 100.1, y: 0)))
        #expect(!butt.contains(CGPoint(x: -0.1, y: 0)))

        let square = horizontalLine.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 104.9, y: 4.9)))
        #expect(square.contains(CGPoint(x: -4.9, y: -4.9)))
        #expect(!square.contains(CGPoint(x: 105.1, y: 0)))
        #expect(rectsMatch(square.boundingBox, CGRect(x: -5, y: -5, width: 110, height: 10)))

        let round = horizontalLine.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 104.9, y: 0)))
        #expect(round.contains(CGPoint(x: 103.5, y: 3.5)))   // 4.95 from the end point
        #expect(!round.contains(CGPoint(x: 103.6, y: 3.6)))  // 5.09 from the end point
        #expect(!round.contains(CGPoint(x: 105.1, y: 0)))
        #expect(round.contains(CGPoint(x: -4.9, y: 0)))
    }

    @Test("a miter join fills the outer corner while 1/sin(θ/2) ≤ miterLimit, a bevel cuts it beyond")
    func miterLimitCutOff() {
        // For a right angle 1/sin(45°) = √2 ≈ 1.4142.
        let outerCorner = CGPoint(x: 104.5, y: -4.5)
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.42)
        #expect(miter.contains(outerCorner))
        #expect(!miter.contains(CGPoint(x: 105.1, y: -5.1)))

        let beyondLimit = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.41)
        #expect(!beyondLimit.contains(outerCorner))
        // The bevel is the triangle (100, 0), (100, -5), (105, 0).
        #expect(beyondLimit.contains(CGPoint(x: 102, y: -2)))
        #expect(!beyondLimit.contains(CGPoint(x: 103, y: -3)))

        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(outerCorner))
        #expect(bevel.contains(CGPoint(x: 102, y: -2)))
    }

    @Test("a sharp miter is cut at the default limit of 10 but kept with a larger one")
    func sharpMiter() {
        // A 10° turn-back: 1/sin(5°) ≈ 11.47.
        let turnBack = CGFloat.pi / 18
        let spike = makePath {
            $0.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(turnBack), y: 100 * sin(turnBack))])
        }
        // The miter tip is at (157.3, -5); its kite is thin, only 1.3 high at x = 150.
        let tipRegion = CGPoint(x: 150, y: -4.5)
        #expect(!spike.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(tipRegion))
        #expect(spike.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 12).contains(tipRegion))
    }

    @Test("a round join covers the disc around the corner and nothing beyond")
    func roundJoin() {
        let stroke = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 100 + 4.9 * cos(-CGFloat.pi / 4), y: 4.9 * sin(-CGFloat.pi / 4))))
        #expect(!stroke.contains(CGPoint(x: 100 + 5.1 * cos(-CGFloat.pi / 4), y: 5.1 * sin(-CGFloat.pi / 4))))
    }

    @Test("a closed subpath is joined at its start and has no caps; an open one is not")
    func closedSubpathJoinsAtStart() {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let closed = CGPath(rect: square, transform: nil)
            .copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(closed.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(rectsMatch(closed.boundingBox, square.insetBy(dx: -5, dy: -5)))

        let open = makePath { $0.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100), .zero]) }
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!open.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(open.contains(CGPoint(x: 104.5, y: -4.5)))
    }

    @Test("a zero-length subpath strokes as a disc with round caps, an axis-aligned square with square caps, nothing with butt")
    func zeroLengthSubpath() {
        let dot = makePath {
            $0.move(to: CGPoint(x: 10, y: 10))
            $0.addLine(to: CGPoint(x: 10, y: 10))
        }
        let round = dot.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 10, y: 14.9)))
        #expect(!round.contains(CGPoint(x: 13.6, y: 13.6)))
        #expect(rectsMatch(round.boundingBoxOfPath, CGRect(x: 5, y: 5, width: 10, height: 10)))
        let square = dot.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: 14.9, y: 14.9)))
        #expect(square.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(dot.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)

        let closedDot = makePath {
            $0.move(to: .zero)
            $0.closeSubpath()
        }
        #expect(closedDot.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10).contains(CGPoint(x: 0.9, y: 0)))
    }

    @Test("a lone move strokes to nothing")
    func loneMove() {
        let path = makePath { $0.move(to: CGPoint(x: 3, y: 4)) }
        #expect(path.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    @Test("a stroked circle is an annulus: radius 51.9 and 48.1 in, 52.1, 47.9 and the centre out")
    func strokedCircle() {
        let stroke = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        for angle in stride(from: 0.05, to: 2 * CGFloat.pi, by: 0.29) {
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            func at(_ r: CGFloat) -> CGPoint { CGPoint(x: r * direction.x, y: r * direction.y) }
            #expect(stroke.contains(at(51.9)))
            #expect(stroke.contains(at(48.1)))
            #expect(!stroke.contains(at(52.1)))
            #expect(!stroke.contains(at(47.9)))
        }
        #expect(!stroke.contains(.zero))
    }

    @Test("a stroke wider than the curve's diameter fills the middle (the pieces never cancel out)")
    func strokeWiderThanCurvature() {
        let stroke = CGPath(ellipseIn: CGRect(x: -2, y: -2, width: 4, height: 4), transform: nil)
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(stroke.contains(.zero))
        #expect(stroke.contains(CGPoint(x: 6.9, y: 0)))
        #expect(!stroke.contains(CGPoint(x: 7.1, y: 0)))
    }

    @Test("turning straight back: a miter falls back to nothing past the corner, a round join bulges")
    func reversal() {
        let back = makePath { $0.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 50, y: 0)]) }
        #expect(!back.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(CGPoint(x: 101, y: 0)))
        let round = back.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 104.9, y: 0)))
        #expect(!round.contains(CGPoint(x: 105.1, y: 0)))
    }

    @Test("the transform maps the outline: a 2× scale doubles the width")
    func transformScalesOutline() {
        let stroke = horizontalLine.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                         transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(stroke.contains(CGPoint(x: 100, y: 9.8)))
        #expect(!stroke.contains(CGPoint(x: 100, y: 10.2)))
        #expect(rectsMatch(stroke.boundingBox, CGRect(x: 0, y: -10, width: 200, height: 20)))
    }

    @Test("every piece winds counter-clockwise, also under a flipping transform (then all clockwise)")
    func consistentOrientation() {
        func signedAreas(_ path: CGPath) -> [CGFloat] {
            polylines(of: path).map { points in
                zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) }
            }
        }
        let zigzag = makePath { $0.addLines(between: [.zero, CGPoint(x: 10, y: 5), CGPoint(x: 20, y: -5), CGPoint(x: 30, y: 0)]) }
        let plain = zigzag.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .bevel, miterLimit: 10)
        #expect(!plain.isEmpty && signedAreas(plain).allSatisfy { $0 > 0 })
        let flipped = zigzag.copy(strokingWithWidth: 2, lineCap: .square, lineJoin: .miter, miterLimit: 10,
                                  transform: CGAffineTransform(scaleX: 1, y: -1))
        #expect(!flipped.isEmpty && signedAreas(flipped).allSatisfy { $0 < 0 })
    }

    @Test("a width that is zero, negative or NaN, and an empty path, stroke to an empty path")
    func degenerateStrokes() {
        for width in [0, -3, CGFloat.nan, .infinity] {
            #expect(horizontalLine.copy(strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        }
        #expect(CGMutablePath().copy(strokingWithWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }
}
