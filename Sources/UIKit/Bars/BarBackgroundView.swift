import Foundation

/// A bar's background as its appearance describes it: the blur's tint, the colour and the
/// image over it, and the hairline along the edge the bar's content meets.
@MainActor
final class BarBackgroundView: UIView {
    private let effectView = UIView()
    private let colorView = UIView()
    private let imageView = UIImageView()
    private let shadowView = UIImageView()
    /// Whether the hairline runs along the top (a bottom bar's) rather than the bottom.
    var shadowAlongTop = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        preconditionFailure("BarBackgroundView is made by bars, never decoded")
    }

    /// Shows `appearance`'s background.
    func apply(_ appearance: UIBarAppearance) {
        effectView.backgroundColor = appearance.backgroundEffect?.approximateTint
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        colorView.isHidden = appearance.backgroundColor == nil
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        if let shadowImage = appearance.shadowImage {
            shadowView.image = shadowImage
            shadowView.tintColor = appearance.shadowColor
            shadowView.backgroundColor = nil
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
        }
        shadowView.isHidden = appearance.shadowImage == nil && (appearance.shadowColor?.cgColor.alpha ?? 0) == 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] { view.frame = bounds }
        // The hairline is one pixel, outside the bar's edge, as UIKit draws it.
        let height = shadowView.image?.size.height ?? 1 / (window?.screen.scale ?? UIScreen.main.scale)
        shadowView.frame = CGRect(x: 0, y: shadowAlongTop ? -height : bounds.height, width: bounds.width, height: height)
    }
}
