import UIKit

/// The "Photos" screen's flow layouts: a dense grid of small square tiles or two columns of
/// large ones, album headers pinned. Column counts are fixed; the tile size follows the
/// width given at creation (a turned device keeps the old tile size: approximate).
public final class PhotoGridLayout: UICollectionViewFlowLayout {
    /// The two looks: seven columns of small tiles, or two of large ones.
    public enum Style {
        case dense, large

        var columns: CGFloat { self == .dense ? 7 : 2 }
        var spacing: CGFloat { self == .dense ? 2 : 8 }
    }

    /// This layout's look.
    public let style: Style
    /// The item to bring to the top of the screen when this layout is installed.
    var anchor: IndexPath?
    private static let headerHeight: CGFloat = 36

    /// A layout of `style` for a collection view `width` points wide.
    init(style: Style, width: CGFloat) {
        self.style = style
        super.init()
        minimumInteritemSpacing = style.spacing
        minimumLineSpacing = style.spacing
        sectionInset = UIEdgeInsets(top: 4, left: 6, bottom: 12, right: 6)
        let side = ((width - sectionInset.left - sectionInset.right - style.spacing * (style.columns - 1)) / style.columns)
            .rounded(.down)
        itemSize = CGSize(width: max(side, 1), height: max(side, 1))
        headerReferenceSize = CGSize(width: 0, height: Self.headerHeight)
        sectionHeadersPinToVisibleBounds = true
    }

    public required init?(coder: NSCoder) { nil }

    /// The anchor's row just below its pinned header.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let anchor, let collectionView, let item = layoutAttributesForItem(at: anchor) else { return proposedContentOffset }
        let top = item.frame.minY - sectionInset.top - Self.headerHeight - collectionView.adjustedContentInset.top
        return CGPoint(x: proposedContentOffset.x, y: max(top, -collectionView.adjustedContentInset.top))
    }

    /// The anchor only places the content when the layout is installed, not at later updates.
    public override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        anchor = nil
    }
}
