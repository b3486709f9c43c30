import CoreGraphics
import Foundation

// The list's look on the cell: its background (until the app sets one), an inset grouped
// card's rounded corners, and the hairline separators above and below the row, from the
// leading edge of `separatorLayoutGuide` (the text's) to the trailing edge, inset as the
// separator configuration says.
extension UICollectionViewListCell {
    /// The list told the cell of another place: background and corners follow.
    func placementDidChange() {
        if usesListBackground, let placement = listPlacement {
            settingListBackground = true
            backgroundConfiguration = placement.defaultBackground
            settingListBackground = false
        }
        let corners = listPlacement?.roundedCorners ?? []
        configurationViews.roundedCorners = listPlacement?.appearance == .insetGrouped
            ? (ListCellPlacement.insetGroupedCornerRadius, corners) : nil
        showBackgroundConfiguration()
        setNeedsLayout()
    }

    /// Where the separators start when nothing moves them: the content's text, or the edge
    /// margin when the content is not a list content view.
    private var automaticSeparatorLeading: CGFloat {
        if let list = configurationViews.contentView as? UIListContentView {
            return contentView.frame.minX + list.frame.minX + list.textLeading
        }
        return contentView.frame.minX + listEdgeMargin
    }

    func makeSeparatorLayoutGuideIfNeeded() -> UILayoutGuide {
        if let guide = separatorGuideStorage?.guide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: automaticSeparatorLeading)
        // Weak, so that the app's constraint on the guide's leading edge wins.
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading,
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        separatorGuideStorage = (guide, leading)
        return guide
    }

    /// Keeps the guide's automatic leading edge at the text before Auto Layout runs.
    func prepareSeparatorLayoutGuide() {
        guard let leading = separatorGuideStorage?.leading else { return }
        let automatic = automaticSeparatorLeading
        if leading.constant != automatic { leading.constant = automatic }
    }

    /// Shows or hides the separators the placement asks for and lays them out.
    func layoutSeparators() {
        guard let placement = listPlacement else {
            topSeparator?.removeFromSuperview()
            bottomSeparator?.removeFromSuperview()
            return
        }
        let leading = separatorGuideStorage.map { $0.guide.layoutFrame.minX } ?? automaticSeparatorLeading
        let hairline = 1 / max(window?.screen.scale ?? traitCollection.displayScale, 1)
        let configuration = placement.separators
        let color = isSelected && (superview as? UICollectionView)?.multipleSelectionAllowedNow == true
            ? configuration.multipleSelectionColor : configuration.color
        topSeparator = placeSeparator(topSeparator, shown: placement.showsTopSeparator, y: 0, height: hairline,
                                      insets: configuration.topSeparatorInsets, leading: leading, color: color)
        bottomSeparator = placeSeparator(bottomSeparator, shown: placement.showsBottomSeparator,
                                         y: bounds.height - hairline, height: hairline,
                                         insets: configuration.bottomSeparatorInsets, leading: leading, color: color)
    }

    private func placeSeparator(_ existing: UIView?, shown: Bool, y: CGFloat, height: CGFloat,
                                insets: NSDirectionalEdgeInsets, leading: CGFloat, color: UIColor) -> UIView? {
        guard shown else {
            existing?.removeFromSuperview()
            return existing
        }
        let line = existing ?? UIView()
        line.isUserInteractionEnabled = false
        line.backgroundColor = color
        if line.superview !== self { addSubview(line) } else { bringSubviewToFront(line) }
        let inset = UIListSeparatorConfiguration.resolved(insets, automaticLeading: leading)
        let start = inset.leading.isFinite ? inset.leading : leading
        let end = bounds.width - (inset.trailing.isFinite ? inset.trailing : 0)
        line.frame = CGRect(x: start, y: y, width: max(0, end - start), height: height)
        return line
    }
}
