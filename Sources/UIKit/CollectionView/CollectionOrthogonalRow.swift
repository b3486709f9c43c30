import CoreGraphics
import Foundation

/// A section whose items scroll on their own across the layout's scroll direction (a
/// compositional layout's orthogonal section), as the layout describes it to the collection
/// view, which gives it a scroll view (`CollectionOrthogonalScrollView`).
struct CollectionOrthogonalRow {
    let section: Int
    /// Where the row's scroll view goes, in the collection view's content.
    let frame: CGRect
    /// What the row scrolls over: its content size, from the row's origin.
    let contentSize: CGSize
    /// Whether the row scrolls horizontally (the layout scrolls vertically).
    let scrollsHorizontally: Bool
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The row's deceleration rate (nil: the collection view's) and bounce.
    let decelerationRate: UIScrollView.DecelerationRate?
    let bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
    /// Along the row, from its origin: where the first group starts, a group's length and
    /// the distance from one group to the next (where the snapping behaviours rest).
    let firstGroup: CGFloat, groupLength: CGFloat, groupStride: CGFloat
    /// The kinds of the section's supplementary views that stay in place (its headers and
    /// footers); its other supplementary views (item badges) scroll with the row.
    let fixedKinds: Set<String>
}
