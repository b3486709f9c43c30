import CoreGraphics
import Foundation

// The separator under a row: a hairline (one pixel at the screen's scale) the table shows
// on every row but the last of each section, inset as the cell, the table or the cell's
// text say.
extension UITableViewCell {
    /// What the table tells a cell about its separator.
    struct SeparatorSpec: Equatable {
        var isVisible = false
        var color = UIColor.separator
        /// The table's `separatorInset` when set, else nil (automatic: from the text).
        var tableInset: UIEdgeInsets?
        var reference = UITableView.SeparatorInsetReference.fromCellEdges
    }

    /// The leading inset that lines the separator up with the cell's text: the text's
    /// leading edge, or the edge margin when no text is laid out.
    private func automaticSeparatorLeading() -> CGFloat {
        // Where the text is when the row is not slid aside by revealed actions.
        if let list = configurationViews.contentView as? UIListContentView {
            let leading = list.textLeading
            guard let shift = list.translation(to: self) else { return list.convert(CGPoint(x: leading, y: 0), to: self).x - revealShift }
            return leading + shift.x - revealShift
        }
        guard let text = textLabel, text.superview != nil, text.bounds.width > 0 else { return edgeMargin }
        return text.convert(text.bounds, to: self).minX - revealShift
    }

    /// The separator's inset now: the cell's own, else the table's — measured from the
    /// cell's edges, or (`fromAutomaticInsets`) from the automatic inset — else the
    /// automatic inset.
    func resolvedSeparatorInset() -> UIEdgeInsets {
        if let own = explicitSeparatorInset { return own }
        let automatic = UIEdgeInsets(top: 0, left: automaticSeparatorLeading(), bottom: 0, right: 0)
        guard let inset = separatorSpec.tableInset else { return automatic }
        guard separatorSpec.reference == .fromAutomaticInsets else { return inset }
        return UIEdgeInsets(top: 0, left: automatic.left + inset.left, bottom: 0, right: inset.right)
    }

    func layoutSeparator() {
        guard separatorSpec.isVisible else {
            separatorView?.removeFromSuperview()
            return
        }
        let separator = separatorView ?? UIView()
        separatorView = separator
        separator.isUserInteractionEnabled = false
        separator.backgroundColor = separatorSpec.color
        if separator.superview !== self { addSubview(separator) } else { bringSubviewToFront(separator) }
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let hairline = 1 / max(scale, 1)
        let inset = resolvedSeparatorInset()
        separator.frame = CGRect(x: inset.left, y: bounds.height - hairline,
                                 width: max(0, bounds.width - inset.left - inset.right), height: hairline)
    }
}
