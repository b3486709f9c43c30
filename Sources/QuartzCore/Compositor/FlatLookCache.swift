import CoreGraphics
import Foundation

/// A flattened look kept across frames: the bitmap a projected drawing resamples, for a
/// look that cannot change (a transition's old look, a snapshot), so each frame of a flip
/// resamples it instead of painting it again. Kept for one coverage and scale.
final class FlatLookCache {
    private var kept: (bitmap: OffscreenBitmap, coverage: CGRect, scale: CGFloat)?

    /// The bitmap kept for `coverage` at `scale`, if it is the one kept.
    func bitmap(coverage: CGRect, scale: CGFloat) -> OffscreenBitmap? {
        guard let kept, kept.coverage == coverage, kept.scale == scale else { return nil }
        return kept.bitmap
    }

    func keep(_ bitmap: OffscreenBitmap, coverage: CGRect, scale: CGFloat) {
        kept = (bitmap, coverage, scale)
    }
}
