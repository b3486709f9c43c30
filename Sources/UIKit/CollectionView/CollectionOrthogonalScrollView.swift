import CoreGraphics
import Foundation

/// The scroll view of an orthogonal section's row (UIKit's private
/// `_UICollectionViewOrthogonalScrollerSectionScrollView`): it covers the row, scrolls the
/// section's cells and item badges on its own, and comes to rest where the section's
/// behaviour says. The collection view puts those views in `contentHost`, placed so that
/// their frames are the layout's (the row unscrolled), as on iOS. No scroll indicators.
@MainActor
final class CollectionOrthogonalScrollView: UIScrollView {
    /// The parent of the row's views: its origin is the collection view content's.
    let contentHost = UIView()
    private(set) var row: CollectionOrthogonalRow
    private weak var collectionView: UICollectionView?

    init(row: CollectionOrthogonalRow, collectionView: UICollectionView) {
        self.row = row
        self.collectionView = collectionView
        super.init(frame: row.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        addSubview(contentHost)
        apply(row)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("CollectionOrthogonalScrollView(coder:): made by UICollectionView only")
    }

    /// Takes the row's new geometry and behaviour; the offset stays, within the new content.
    func apply(_ row: CollectionOrthogonalRow) {
        self.row = row
        frame = row.frame
        contentSize = row.contentSize
        contentHost.frame = CGRect(x: -row.frame.minX, y: -row.frame.minY, width: row.frame.minX + row.contentSize.width,
                                   height: row.frame.minY + row.contentSize.height)
        isPagingEnabled = row.behavior == .paging
        decelerationRate = row.decelerationRate ?? collectionView?.decelerationRate ?? .normal
        bounces = row.bounce != .never
        alwaysBounceHorizontal = row.bounce == .always && row.scrollsHorizontally
        alwaysBounceVertical = row.bounce == .always && !row.scrollsHorizontally
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }

    /// A new offset shows other items: the collection view lays out again.
    override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { collectionView?.setNeedsLayout() }
        }
    }

    /// The group behaviours rest on a group: `.continuousGroupLeadingBoundary` on the one
    /// nearest to where the fling would stop, the paging ones on the next group in the
    /// flick's direction from where the finger lifted (the nearest after a slow lift).
    override func targetContentOffsetAfterDragging(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let horizontal = row.scrollsHorizontally
        let length = horizontal ? bounds.width : bounds.height
        guard row.groupStride > 0 else { return proposed }
        // The offset at which group 0 rests: its leading edge at the leading inset, or centred.
        let base = row.behavior == .groupPagingCentered ? row.firstGroup + row.groupLength / 2 - length / 2 : 0
        let index: CGFloat
        switch row.behavior {
        case .continuousGroupLeadingBoundary:
            index = (((horizontal ? proposed.x : proposed.y) - base) / row.groupStride).rounded()
        case .groupPaging, .groupPagingCentered:
            let position = ((horizontal ? contentOffset.x : contentOffset.y) - base) / row.groupStride
            let speed = (horizontal ? velocity.x : velocity.y) * 1000
            if speed > UIScrollView.pagingFlickVelocity {
                index = position.rounded(.up)
            } else if speed < -UIScrollView.pagingFlickVelocity {
                index = position.rounded(.down)
            } else {
                index = position.rounded()
            }
        case .none, .continuous, .paging:
            return proposed
        }
        let target = base + index * row.groupStride
        return clampedOffset(horizontal ? CGPoint(x: target, y: proposed.y) : CGPoint(x: proposed.x, y: target))
    }
}
