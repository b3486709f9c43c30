import CoreGraphics
import Foundation

/// Where the system labels and image go for each cell style (iOS 17's metrics: 16-point
/// margins, the image's text 16 points after it).
extension UITableViewCell {
    func layoutSystemViews() {
        let bounds = contentView.bounds
        var leading = 16 + CGFloat(indentationLevel) * indentationWidth
        let trailing = bounds.width - 16
        if let image = cellStyle == .value2 ? nil : imageView, image.image != nil {
            let size = image.sizeThatFits(bounds.size)
            image.frame = CGRect(x: leading, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            leading = image.frame.maxX + 16
        }
        let width = max(0, trailing - leading)
        switch cellStyle {
        case .default:
            textLabel?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        case .value1:
            let detailWidth = min(width, detailTextLabel?.sizeThatFits(bounds.size).width ?? 0)
            detailTextLabel?.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            textLabel?.frame = CGRect(x: leading, y: 0, width: max(0, width - detailWidth - 8), height: bounds.height)
        case .value2:
            let titleWidth = min(width, 91)
            textLabel?.textAlignment = .right
            textLabel?.frame = CGRect(x: leading, y: 0, width: titleWidth, height: bounds.height)
            detailTextLabel?.frame = CGRect(x: leading + titleWidth + 6, y: 0,
                                            width: max(0, width - titleWidth - 6), height: bounds.height)
        case .subtitle:
            let title = textLabel?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let detail = detailTextLabel?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let top = (bounds.height - title - detail) / 2
            textLabel?.frame = CGRect(x: leading, y: top, width: width, height: title)
            detailTextLabel?.frame = CGRect(x: leading, y: top + title, width: width, height: detail)
        }
    }
}
