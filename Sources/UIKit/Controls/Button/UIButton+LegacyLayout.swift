import Foundation

// The legacy layout (no configuration): the content rect, the image and title side by
// side placed by the content alignments and moved by their edge insets, and the intrinsic
// size UIKit gives such a button.
extension UIButton {
    /// The space UIKit puts above and below a title in a legacy button's intrinsic size
    /// while `contentEdgeInsets` is zero (any other insets replace it).
    static let legacyTitleVerticalPadding: CGFloat = 6
    /// The width of an empty legacy button's intrinsic size.
    static let emptyButtonWidth: CGFloat = 30

    func legacyContentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The image's size as shown (zero without one).
    private var shownImageSize: CGSize {
        guard let view = imageViewStorage, !view.isHidden, let image = view.image else { return .zero }
        return image.size
    }

    /// The title's size as shown, wrapped (for a multi-line title) at `width`; zero
    /// without a title.
    private func shownTitleSize(width: CGFloat) -> CGSize {
        guard let label = titleLabelStorage, !label.isHidden else { return .zero }
        return label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
    }

    /// The image's and the title's sizes in `contentRect`: each no larger than it, the
    /// title no wider than what the image leaves.
    private func legacySizes(in contentRect: CGRect) -> (image: CGSize, title: CGSize) {
        let area = contentRect.standardized.size
        var image = shownImageSize
        image = CGSize(width: min(image.width, area.width), height: min(image.height, area.height))
        let available = max(0, area.width - image.width)
        var title = shownTitleSize(width: available)
        title.width = min(title.width, available)
        return (image, title)
    }

    func legacyImageRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = legacySizes(in: contentRect)
        let area = contentRect.inset(by: imageEdgeInsets)
        var size = sizes.image
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - sizes.image.width - sizes.title.width
        case .center: x = area.midX - (sizes.image.width + sizes.title.width) / 2
        case .fill:
            x = area.minX
            // An image alone fills the content rect.
            if sizes.title.width == 0 { size.width = max(0, area.width) }
        }
        let (y, height) = verticalPlacement(of: size.height, in: area)
        return pixelAligned(CGRect(x: x, y: y, width: size.width, height: height))
    }

    func legacyTitleRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = legacySizes(in: contentRect)
        let area = contentRect.inset(by: titleEdgeInsets)
        var width = sizes.title.width
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX + sizes.image.width
        case .right, .trailing: x = area.maxX - sizes.title.width
        case .center: x = area.midX - (sizes.image.width + sizes.title.width) / 2 + sizes.image.width
        case .fill:
            x = area.minX + sizes.image.width
            width = max(0, area.width - sizes.image.width)
        }
        let (y, height) = verticalPlacement(of: sizes.title.height, in: area)
        return pixelAligned(CGRect(x: x, y: y, width: width, height: height))
    }

    /// Where content `height` tall sits in `area` by `contentVerticalAlignment`.
    private func verticalPlacement(of height: CGFloat, in area: CGRect) -> (y: CGFloat, height: CGFloat) {
        switch contentVerticalAlignment {
        case .top: return (area.minY, height)
        case .bottom: return (area.maxY - height, height)
        case .center: return (area.midY - height / 2, height)
        case .fill: return (area.minY, max(0, area.height))
        }
    }

    /// `rect` with its origin on the pixel grid, as UIKit places a button's subviews.
    func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        func snap(_ value: CGFloat) -> CGFloat { value.isFinite ? (value * scale).rounded() / scale : 0 }
        return CGRect(x: snap(rect.origin.x), y: snap(rect.origin.y), width: rect.size.width, height: rect.size.height)
    }

    /// Places the legacy subviews through the overridable rect methods.
    func layoutLegacyContent() {
        let content = contentRect(forBounds: bounds)
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        imageViewStorage?.frame = imageRect(forContentRect: content)
        titleLabelStorage?.frame = titleRect(forContentRect: content)
    }

    /// The legacy intrinsic size: the image and title side by side (the title with 6
    /// points above and below while the content insets are zero), plus the content insets,
    /// and at least the background image's size. An empty button is 30 points wide and as
    /// tall as an empty title would be.
    func legacyIntrinsicContentSize() -> CGSize {
        let image = shownImageSize
        var title = shownTitleSize(width: .greatestFiniteMagnitude)
        let insets = contentEdgeInsets
        let padded = insets == .zero
        if image == .zero, title == .zero {
            let font = titleLabelStorage?.font ?? defaultTitleFont
            title = CGSize(width: UIButton.emptyButtonWidth, height: ceiledToPixels(font.lineHeight))
        }
        let titleHeight = title.height > 0 && padded ? title.height + 2 * UIButton.legacyTitleVerticalPadding : title.height
        var size = CGSize(width: image.width + title.width + insets.left + insets.right,
                          height: max(image.height, titleHeight) + insets.top + insets.bottom)
        if let background = backgroundImageView?.image, backgroundImageView?.isHidden == false {
            size = CGSize(width: max(size.width, background.size.width), height: max(size.height, background.size.height))
        }
        return size
    }

    /// `value` rounded up to the pixel grid.
    func ceiledToPixels(_ value: CGFloat) -> CGFloat {
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        let scaled = (value * scale - 1e-6).rounded(.up)
        return scaled.isFinite ? scaled / scale : 0
    }

    /// What an edge-inset change does: a new layout, and a new intrinsic size for the
    /// content insets.
    func legacyGeometryChanged(affectsSize: Bool) {
        guard configurationStorage == nil else { return }
        if affectsSize { buttonContentChanged() } else { setNeedsLayout() }
    }
}
