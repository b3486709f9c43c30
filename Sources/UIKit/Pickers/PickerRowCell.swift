import CoreGraphics
import Foundation

/// One row on a picker's wheel, made again for whichever row comes into sight. It shows
/// either a title — drawn grey on the wheel by its own label and black in the selection
/// band by a twin label that lives in the band — or the view the delegate gave.
@MainActor
final class PickerRowCell: UIView {
    /// The title as drawn on the wheel (outside the band).
    let label = UILabel()
    /// The title as drawn inside the selection band, where the band clips it.
    let bandLabel = UILabel()
    /// The delegate's view, when the row shows one.
    private(set) var customView: UIView?
    /// The row shown, or -1 when the cell is spare.
    var row = -1

    /// Unselected titles: iOS's secondary label grey.
    static let wheelTextColor = UIColor.secondaryLabel
    /// Titles in the selection band.
    static let bandTextColor = UIColor.label

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Touches go to the column, which hit-tests rows itself.
        isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        addSubview(label)
    }

    /// Shows `title` (attributes the title lacks — font, colour, alignment — are the
    /// picker's), dropping any view.
    func showTitle(_ title: NSAttributedString, font: UIFont, alignment: NSTextAlignment) {
        customView?.removeFromSuperview()
        customView = nil
        label.isHidden = false
        style(label, title, font: font, color: PickerRowCell.wheelTextColor, alignment: alignment)
        style(bandLabel, title, font: font, color: PickerRowCell.bandTextColor, alignment: alignment)
    }

    private func style(_ label: UILabel, _ title: NSAttributedString, font: UIFont, color: UIColor,
                       alignment: NSTextAlignment) {
        // A label adopts the style of its attributed text's first run: reset before each use.
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        label.attributedText = title
        label.textAlignment = alignment
    }

    /// Shows `view` in place of a title (the previous view, if another, goes).
    func showView(_ view: UIView) {
        label.isHidden = true
        bandLabel.isHidden = true
        guard view !== customView else { return }
        customView?.removeFromSuperview()
        customView = view
        addSubview(view)
    }

    /// Sizes the content to a row of `size`: titles fill it, less `titleInsets`; a view
    /// keeps its size (a zero size becomes the row's) and is centred.
    func layOut(size: CGSize, titleInsets: UIEdgeInsets) {
        bounds = CGRect(origin: .zero, size: size)
        if let customView {
            if customView.bounds.size == .zero { customView.bounds.size = size }
            customView.center = CGPoint(x: size.width / 2, y: size.height / 2)
        } else {
            label.frame = bounds.inset(by: titleInsets)
            bandLabel.bounds = CGRect(origin: .zero, size: label.frame.size)
        }
    }

    /// Whether the row shows a title (and so has a twin in the band).
    var showsTitle: Bool { customView == nil }
}
