import Foundation

// The button's subviews, made when first needed, kept in UIKit's back-to-front order:
// background, image, title, subtitle, then the touch glow.
extension UIButton {
    /// The system font size of a system button's title (UIKit's 15 points); custom buttons
    /// use `UIFont.buttonFontSize` (18).
    static let systemTitleFontSize: CGFloat = 15

    /// Makes the button a `buttonType` button.
    func adoptButtonType(_ type: ButtonType) {
        buttonTypeStorage = type
        titleLabelStorage?.font = defaultTitleFont
        if let image = UIButton.builtInImage(for: type) {
            setImage(image, for: .normal)
        } else {
            updateLegacyContent()
        }
    }

    /// The title font of a new legacy button of the button's type.
    var defaultTitleFont: UIFont {
        .systemFont(ofSize: usesSystemLook ? UIButton.systemTitleFontSize : UIFont.buttonFontSize)
    }

    func ensureTitleLabel() -> UILabel {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel()
        label.font = defaultTitleFont
        // UIKit's button titles truncate in the middle.
        label.lineBreakMode = .byTruncatingMiddle
        label.isHidden = true
        titleLabelStorage = label
        insertContentView(label)
        return label
    }

    func ensureImageView() -> UIImageView {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        view.isHidden = true
        imageViewStorage = view
        insertContentView(view)
        return view
    }

    func ensureActivityIndicator() -> UIActivityIndicatorView {
        if let activityIndicator { return activityIndicator }
        let indicator = UIActivityIndicatorView(style: .medium)
        activityIndicator = indicator
        insertContentView(indicator)
        return indicator
    }

    func ensureSubtitleLabel() -> UILabel {
        if let subtitleLabelStorage { return subtitleLabelStorage }
        let label = UILabel()
        subtitleLabelStorage = label
        insertContentView(label)
        return label
    }

    func ensureBackgroundImageView() -> UIImageView {
        if let backgroundImageView { return backgroundImageView }
        let view = UIImageView()
        view.isHidden = true
        backgroundImageView = view
        insertContentView(view)
        return view
    }

    func ensureBackgroundView() -> BackgroundConfigurationView {
        if let backgroundView { return backgroundView }
        let view = BackgroundConfigurationView()
        backgroundView = view
        insertContentView(view)
        return view
    }

    func ensureGlowView() -> ButtonGlowView {
        if let glowView { return glowView }
        let view = ButtonGlowView()
        glowView = view
        insertContentView(view)
        return view
    }

    /// The button's own subviews, back to front.
    private var contentViews: [UIView?] {
        [backgroundImageView, backgroundView, imageViewStorage, activityIndicator, titleLabelStorage, subtitleLabelStorage,
         glowView]
    }

    /// Inserts `view` (already stored) just above the content views that come before it.
    private func insertContentView(_ view: UIView) {
        let order = contentViews
        guard let rank = order.firstIndex(where: { $0 === view }) else { return }
        let below = order[..<rank].compactMap { $0 }
        let index = subviews.lastIndex { subview in below.contains { $0 === subview } }.map { $0 + 1 } ?? 0
        insertSubview(view, at: index)
    }

    /// After the content changed: lay out again (unless this is the layout, which places
    /// the content next), and tell Auto Layout when the intrinsic size changed (only then).
    func buttonContentChanged() {
        if !isLayingOutContent { setNeedsLayout() }
        let size = buttonIntrinsicContentSize()
        if size != lastIntrinsicSize {
            lastIntrinsicSize = size
            invalidateIntrinsicContentSize()
        }
    }
}
