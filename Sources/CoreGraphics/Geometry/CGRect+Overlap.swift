import Foundation

extension CGRect {
    /// Whether two rectangles share area, as `CGRectIntersectsRect` answers on Apple's
    /// platforms: rectangles that only touch do not intersect, and an empty rectangle
    /// intersects nothing. (Foundation's `intersects(_:)` on Linux says touching rectangles
    /// do; layouts use this instead.)
    package func sharesArea(with other: CGRect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX) && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }
}
