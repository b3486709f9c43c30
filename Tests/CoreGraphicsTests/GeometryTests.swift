import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform and geometry")
struct GeometryTests {
    @Test("scenario 10 (iPhone guide part 2): translate·scale maps (5,5) to (30,30) and back")
    func translateScaleInvert() {
        let t = CGAffineTransform(translationX: 20, y: 20).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 5, y: 5).applying(t) == CGPoint(x: 30, y: 30))
        #expect(CGPoint(x: 30, y: 30).applying(t.inverted()) == CGPoint(x: 5, y: 5))
    }
}
