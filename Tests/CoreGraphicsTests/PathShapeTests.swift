import CoreGraphics
import Foundation
import Testing

@Suite("CGMutablePath shapes and CGPath shape initializers")
struct PathShapeTests {
    /// 4/3·tan(π/8), the quarter-circle control distance Core Graphics uses.
    let kappa = arcControlDistance(.pi / 2)

    @Test("addRect: move to the origin, three lines counter-clockwise (y-up), close")
    func rectElements() {
        let path = makePath { $0.addRect(CGRect(x: 1, y: 2, width: 3, height: 4)) }
        #expect(path.elements == [
            .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 2)), .line(CGPoint(x: 4, y: 6)),
            .line(CGPoint(x: 1, y: 6)), .close,
        ])
        // A rectangle with a negative size is standardized first.
        let flipped = makePath { $0.addRect(CGRect(x: 4, y: 6, width: -3, height: -4)) }
        #expect(flipped.elements == path.elements)
    }

    @Test("addEllipse: starts at (maxX, midY), four cubics through the top, left and bottom, close")
    func ellipseElements() {
        let path = makePath { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        let kx = 50 * kappa, ky = 25 * kappa
        #expect(elementsMatch(path.elements, [
            .move(CGPoint(x: 100, y: 25)),
            .cubic(CGPoint(x: 100, y: 25 + ky), CGPoint(x: 50 + kx, y: 50), CGPoint(x: 50, y: 50)),
            .cubic(CGPoint(x: 50 - kx, y: 50), CGPoint(x: 0, y: 25 + ky), CGPoint(x: 0, y: 25)),
            .cubic(CGPoint(x: 0, y: 25 - ky), CGPoint(x: 50 - kx, y: 0), CGPoint(x: 50, y: 0)),
            .cubic(CGPoint(x: 50 + kx, y: 0), CGPoint(x: 100, y: 25 - ky), CGPoint(x: 100, y: 25)),
            .close,
        ]))
        // The on-curve points are exact, not merely close.
        #expect(path.elements.compactMap(\.endPoint) == [
            CGPoint(x: 100, y: 25), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 25), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 25),
        ])
    }

    @Test("addEllipse always begins a new subpath, even after a current point")
    func ellipseStartsSubpath() {
        let path = makePath {
            $0.move(to: CGPoint(x: -5, y: -5))
            $0.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(path.elements.map(\.type) == [.moveToPoint, .moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
    }

    @Test("addRoundedRect: from mid right edge, line and quarter-ellipse per corner counter-clockwise, close")
    func roundedRectElements() {
        let path = makePath { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20) }
        let kx = 10 * kappa, ky = 20 * kappa
        #expect(elementsMatch(path.elements, [
            .move(CGPoint(x: 100, y: 30)),
            .line(CGPoint(x: 100, y: 40)),
            .cubic(CGPoint(x: 100, y: 40 + ky), CGPoint(x: 90 + kx, y: 60), CGPoint(x: 90, y: 60)),
            .line(CGPoint(x: 10, y: 60)),
            .cubic(CGPoint(x: 10 - kx, y: 60), CGPoint(x: 0, y: 40 + ky), CGPoint(x: 0, y: 40)),
            .line(CGPoint(x: 0, y: 20)),
            .cubic(CGPoint(x: 0, y: 20 - ky), CGPoint(x: 10 - kx, y: 0), CGPoint(x: 10, y: 0)),
            .line(CGPoint(x: 90, y: 0)),
            .cubic(CGPoint(x: 90 + kx, y: 0), CGPoint(x: 100, y: 20 - ky), CGPoint(x: 100, y: 20)),
            .close,
        ]))
    }

    @Test("addRoundedRect with corners of half the side leaves out the zero-length edge lines")
    func roundedRectCapsule() {
        let path = makePath { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 20, cornerHeight: 20) }
        #expect(path.elements.map(\.type) == [
            .moveToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint,
            .addLineToPoint, .addCurveToPoint, .closeSubpath,
        ])
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("addRoundedRect with a zero corner size is the plain rectangle")
    func roundedRectZeroCorner() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        let rounded = makePath { $0.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 5) }
        let plain = makePath { $0.addRect(rect) }
        #expect(rounded.elements == plain.elements)
    }

    @Test("addRoundedRect with a negative corner size stops with a message naming the API and the fix")
    func roundedRectNegativeCornerTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            CGMutablePath().addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: -1, cornerHeight: 1)
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("CGPath.addRoundedRect(in:cornerWidth:cornerHeight:): corner sizes must be ≥ 0"))
        #expect(message.contains("pass 0 for square corners"))
    }

    @Test("CGPath(roundedRect:) with corners wider than half the rectangle stops with a precondition failure")
    func roundedRectOversizedCornerTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6, cornerHeight: 1, transform: nil)
        }
    }

    @Test("CGPath(rect:), (ellipseIn:) and (roundedRect:) equal the builders' output, mapped by the transform")
    func shapeInitializers() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        var t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2)
        let expectedRect = makePath { $0.addRect(rect, transform: t) }
        let expectedEllipse = makePath { $0.addEllipse(in: rect, transform: t) }
        let expectedRounded = makePath { $0.addRoundedRect(in: rect, cornerWidth: 5, cornerHeight: 6, transform: t) }
        #expect(CGPath(rect: rect, transform: &t) == expectedRect)
        #expect(CGPath(ellipseIn: rect, transform: &t) == expectedEllipse)
        #expect(CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 6, transform: &t) == expectedRounded)
        #expect(CGPath(rect: rect, transform: nil) == makePath { $0.addRect(rect) })
        #expect(CGPath(ellipseIn: rect, transform: nil).currentPoint == CGPoint(x: 50, y: 35))
    }

    @Test("isRect recognises rectangles from addRect and CGPath(rect:), and reports the rectangle")
    func isRectRecognisesRects() {
        var found = CGRect.null
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&found))
        #expect(found == CGRect(x: 1, y: 2, width: 3, height: 4))

        var flip = CGAffineTransform(scaleX: 2, y: -1)
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: &flip).isRect(&found))
        #expect(found == CGRect(x: 2, y: -6, width: 6, height: 4))

        // Four lines back to the start, not closed; and a clockwise rectangle.
        let lines = makePath { $0.addLines(between: [.zero, CGPoint(x: 0, y: 5), CGPoint(x: 8, y: 5), CGPoint(x: 8, y: 0), .zero]) }
        #expect(lines.isRect(&found))
        #expect(found == CGRect(x: 0, y: 0, width: 8, height: 5))
        #expect(makePath { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 9, height: 9), cornerWidth: 0, cornerHeight: 0) }.isRect(nil))
    }

    @Test("isRect rejects rotated rectangles, open three-sided paths, two rectangles and curves")
    func isRectRejectsNonRects() {
        var rotation = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 3, height: 4), transform: &rotation).isRect(nil))
        #expect(!makePath { $0.addLines(between: [.zero, CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 0, y: 5)]) }.isRect(nil))
        #expect(!makePath { $0.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)]) }.isRect(nil))
        #expect(!CGPath(roundedRect: CGRect(x: 0, y: 0, width: 9, height: 9), cornerWidth: 2, cornerHeight: 2, transform: nil).isRect(nil))
        #expect(!CGMutablePath().isRect(nil))
    }
}
