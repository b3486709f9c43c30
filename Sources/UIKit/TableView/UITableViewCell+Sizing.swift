import CoreGraphics
import Foundation

// A self-sizing row's height: the cell's content measured at the row's width, the accessory
// taking its part of the width first (so a wrapping label wraps where it will be laid out).
extension UITableViewCell {
    /// The cell's size at `targetSize`'s width (`systemLayoutSizeFitting`): a list content
    /// configuration's height, the Auto Layout fitting height of `contentView`'s
    /// constraints, or the legacy labels' height with the 11-point margins (44 points at the
    /// least, as UIKit's standard rows).
    func rowFittingSize(_ targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGSize {
        let width = targetSize.width
        if bounds.width != width { bounds.size.width = width }
        layoutAccessoryAndContent()
        let contentWidth = contentView.bounds.width
        let height = contentFittingHeight(width: contentWidth, verticalFittingPriority: verticalFittingPriority)
            ?? legacyContentHeight(width: contentWidth)
        return CGSize(width: width, height: height.isFinite ? max(0, height) : UITableView.defaultRowHeight)
    }

    /// The legacy labels' height at `width` between the 11-point margins, 44 at the least.
    private func legacyContentHeight(width: CGFloat) -> CGFloat {
        guard contentConfiguration == nil else { return UITableView.defaultRowHeight }
        let textWidth = max(0, width - 32)
        let fit = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let title = textLabel?.sizeThatFits(fit).height ?? 0
        let detail = cellStyle == .subtitle ? detailTextLabel?.sizeThatFits(fit).height ?? 0 : 0
        return max(UITableView.defaultRowHeight, 22 + title + detail)
    }
}
