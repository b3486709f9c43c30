import Foundation

// Foundation on Linux defines CGPoint, CGSize and CGRect; Core Graphics adds the
// members that involve transforms, plus the `equalTo` spellings Apple still offers.

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether the two points are equal (same as `==`).
    @inlinable public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// The size mapped by the linear part of `t` (translation is ignored), as CG does:
    /// components may come out negative.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// Whether the two sizes are equal (same as `==`).
    @inlinable public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners.
    /// A null rectangle stays null; an infinite one stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite || t.isIdentity { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x, minY = corners[0].y, maxY = corners[0].y
        for p in corners.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two rectangles are equal (same as `==`).
    @inlinable public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
