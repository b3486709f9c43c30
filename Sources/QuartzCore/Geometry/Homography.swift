import CoreGraphics
import Foundation

/// A projective map of the plane: a `CATransform3D` flattened onto z = 0, in Core
/// Animation's row-vector convention (`[x y 1] × H`, then divide by w).
///
/// Core Animation flattens each layer into its superlayer's plane, so the map from a layer
/// to any ancestor is the product of these 3×3 matrices. Geometry conversion, hit testing
/// and the compositor all go through this one type.
package struct Homography: Equatable {
    // Row-major: [a b c; d e f; g h i] with x' = (a x + d y + g) / w, w = c x + f y + i.
    package var a, b, c, d, e, f, g, h, i: Double

    package static let identity = Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

    package init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f; self.g = g; self.h = h; self.i = i
    }

    /// `t` applied to points with z = 0, keeping x, y and w.
    package init(_ t: CATransform3D) {
        self.init(a: Double(t.m11), b: Double(t.m12), c: Double(t.m14),
                  d: Double(t.m21), e: Double(t.m22), f: Double(t.m24),
                  g: Double(t.m41), h: Double(t.m42), i: Double(t.m44))
    }

    package init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: 0, d: Double(t.c), e: Double(t.d), f: 0,
                  g: Double(t.tx), h: Double(t.ty), i: 1)
    }

    package static func translation(_ x: CGFloat, _ y: CGFloat) -> Homography {
        Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: Double(x), h: Double(y), i: 1)
    }

    /// `self` applied first, then `other`.
    package func concatenating(_ o: Homography) -> Homography {
        Homography(a: a * o.a + b * o.d + c * o.g, b: a * o.b + b * o.e + c * o.h, c: a * o.c + b * o.f + c * o.i,
                   d: d * o.a + e * o.d + f * o.g, e: d * o.b + e * o.e + f * o.h, f: d * o.c + e * o.f + f * o.i,
                   g: g * o.a + h * o.d + i * o.g, h: g * o.b + h * o.e + i * o.h, i: g * o.c + h * o.f + i * o.i)
    }

    package var determinant: Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The inverse map, or nil when the map collapses the plane.
    package var inverted: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(a: (e * i - f * h) * k, b: (c * h - b * i) * k, c: (b * f - c * e) * k,
                          d: (f * g - d * i) * k, e: (a * i - c * g) * k, f: (c * d - a * f) * k,
                          g: (d * h - e * g) * k, h: (b * g - a * h) * k, i: (a * e - b * d) * k)
    }

    /// Whether the map has no perspective part.
    package var isAffine: Bool { c == 0 && f == 0 && i == 1 }

    /// The affine part (exact when `isAffine`).
    package var affine: CGAffineTransform {
        CGAffineTransform(a: CGFloat(a), b: CGFloat(b), c: CGFloat(d), d: CGFloat(e), tx: CGFloat(g), ty: CGFloat(h))
    }

    package var isFinite: Bool {
        [a, b, c, d, e, f, g, h, i].allSatisfy(\.isFinite)
    }

    /// Where `p` lands; nil when it lands at or behind the eye (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = c * x + f * y + i
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (a * x + d * y + g) / w, y: (b * x + e * y + h) / w)
    }

    /// The four corners of `rect` mapped (nil if any lands behind the eye).
    package func corners(of rect: CGRect) -> [CGPoint]? {
        let pts = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                   CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var out: [CGPoint] = []
        out.reserveCapacity(4)
        for p in pts {
            guard let q = apply(p) else { return nil }
            out.append(q)
        }
        return out
    }

    /// The bounding box of `rect` mapped; `.null` for an empty or null rectangle, or one
    /// that reaches behind the eye.
    package func boundingBox(of rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .null }
        if isAffine { return rect.applying(affine) }
        guard let pts = corners(of: rect) else { return .null }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
