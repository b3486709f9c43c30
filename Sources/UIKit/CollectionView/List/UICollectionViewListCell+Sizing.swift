import CoreGraphics
import Foundation

// A self-sizing list row's height, with the accessories taking their part of the width
// first (so a wrapping label wraps where it will be laid out).
extension UICollectionViewListCell {
    /// The cell's size for a self-sizing row: the content measured at the width the
    /// accessories leave it (a list content view's height, or its constraints'), else the
    /// cell's own Auto Layout fitting.
    func listRowFittingSize(_ targetSize: CGSize, horizontalFittingPriority: UILayoutPriority,
                            verticalFittingPriority: UILayoutPriority) -> CGSize {
        if bounds.width != targetSize.width { bounds.size.width = targetSize.width }
        updateConfigurationIfNeeded()
        layoutAccessoriesAndContent()
        guard let height = contentFittingHeight(width: contentView.bounds.width,
                                                verticalFittingPriority: verticalFittingPriority) else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        return CGSize(width: targetSize.width, height: height.isFinite ? max(0, height) : targetSize.height)
    }
}
