import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform and geometry")
struct GeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test("scenario 10 (iPhone guide part 2): translate·scale maps (5,5) to (30,30) and back")
    func translateScaleInvert() {
        let t = CGAffineTransform(translationX: 20, y: 20).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 5, y: 5).applying(t) == CGPoint(x: 30, y: 30))
        #expect(CGPoint(x: 30, y: 30).applying(t.inverted()) == CGPoint(x: 5, y: 5))
    }

    @Test("R-XF-14: x' = a·x + c·y + tx, y' = b·x + d·y + ty")
    func matrixConvention() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
    }

    @Test("R-XF-6: rotate-then-translate differs from translate-then-rotate")
    func concatenationOrder() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 0)
        #expect(close(p.applying(rotate.concatenating(translate)), CGPoint(x: 10, y: 1)))
        #expect(close(p.applying(translate.concatenating(rotate)), CGPoint(x: 0, y: 11)))
        // translatedBy applies the translation first, in the receiver's space.
        #expect(close(p.applying(rotate.translatedBy(x: 10, y: 0)), CGPoint(x: 0, y: 11)))
    }

    @Test("R-XF-5: a 45° rotation maps (1, 0) onto the diagonal")
    func rotation45() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(p, CGPoint(x: 0.5.squareRoot(), y: 0.5.squareRoot())))
    }

    @Test("R-XF-4: identity is the default; isIdentity")
    func identity() {
        #expect(CGAffineTransform().isIdentity)
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!CGAffineTransform(scaleX: 2, y: 1).isIdentity)
    }

    @Test("inverting a singular transform returns it unchanged, as Core Graphics does")
    func singularInverse() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -1)
        let round = t.concatenating(t.inverted())
        #expect(abs(round.a - 1) < 1e-12 && abs(round.b) < 1e-12 && abs(round.tx) < 1e-12 && abs(round.ty) < 1e-12)
    }

    @Test("R-XF-13: CGRect.applying gives the bounding box of the transformed corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.minY) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        let flipped = CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -3, y: 1, width: 2, height: 2))
    }

    @Test("decomposed() and init(_:) round-trip scale, shear, rotation and translation")
    func decomposition() {
        let components = CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.5,
                                                     rotation: 0.7, translation: CGVector(dx: 4, dy: -2))
        let t = CGAffineTransform(components)
        let d = t.decomposed()
        #expect(abs(d.scale.width - 2) < 1e-9 && abs(d.scale.height - 3) < 1e-9)
        #expect(abs(d.horizontalShear - 0.5) < 1e-9 && abs(d.rotation - 0.7) < 1e-9)
        #expect(d.translation == CGVector(dx: 4, dy: -2))
        let r = CGAffineTransform(d)
        #expect(abs(r.a - t.a) < 1e-9 && abs(r.b - t.b) < 1e-9 && abs(r.c - t.c) < 1e-9 && abs(r.d - t.d) < 1e-9)
    }

    @Test("CGVector and equalTo")
    func vectorAndEquality() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector.zero == CGVector())
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    @Test("CGAffineTransform is Codable")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let back = try JSONDecoder().decode(CGAffineTransform.self, from: JSONEncoder().encode(t))
        #expect(back == t)
    }
}
