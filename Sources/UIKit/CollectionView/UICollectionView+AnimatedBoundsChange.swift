import CoreGraphics
import Foundation

/// Animated bounds changes: a frame or bounds change inside an animation block that the
/// layout invalidates for is laid out at once, inside the block, so the views shown move to
/// their new attributes with the block's animation, as in UIKit.
extension UICollectionView {
    /// Whether an animation block that animates is open now (not inside
    /// `performWithoutAnimation`, animations enabled).
    static var isInAnimationBlock: Bool {
        ViewAnimationContext.current != nil && UIView.areAnimationsEnabled
    }

    /// The layout invalidated for a bounds change from `oldBounds`: inside an animation
    /// block, UIKit's order: `prepare(forAnimatedBoundsChange:)`, the layout pass
    /// (`prepare()`, the visible rect's attributes), then `finalizeAnimatedBoundsChange()`,
    /// all inside the block. Views that stay move from their last attributes to their new
    /// ones with the block's animation; views that arrive are placed at once and views that
    /// leave go at once (approximate: UIKit keeps those until the animation ends).
    func layoutAnimatedBoundsChange(from oldBounds: CGRect) {
        guard Self.isInAnimationBlock, layoutPrepared, !inLayoutPass, layoutTransition == nil else { return }
        let layout = collectionViewLayout
        layout.prepare(forAnimatedBoundsChange: oldBounds)
        let before = visibleViews.compactMapValues { $0.appliedAttributes }
        UIView.performWithoutAnimation { performLayoutPass() }
        var moves: [(UICollectionReusableView, start: UICollectionViewLayoutAttributes, end: UICollectionViewLayoutAttributes)] = []
        for (element, view) in visibleViews {
            guard let start = before[element], let end = view.appliedAttributes, !start.isEqual(end) else { continue }
            moves.append((view, start, end))
        }
        UIView.performWithoutAnimation {
            for (view, start, _) in moves { view.applyLayoutAttributes(start) }
        }
        for (view, _, end) in moves { view.applyLayoutAttributes(end) }
        layout.finalizeAnimatedBoundsChange()
    }
}
