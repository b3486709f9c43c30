import CoreGraphics
import Foundation
import QuartzCore

/// One scroll indicator: a thin rounded bar, a subview of its scroll view (as on iOS, where
/// the indicators appear among `subviews`), which never takes touches. Hidden, its alpha is
/// 0; it fades out.
@MainActor
final class ScrollIndicatorView: UIView {
    init(style: UIScrollView.IndicatorStyle) {
        super.init(frame: .zero)
        alpha = 0
        isUserInteractionEnabled = false
        isOpaque = false
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
        apply(style)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("ScrollIndicatorView is made by UIScrollView only")
    }

    /// Whether the bar shows (or is fading out).
    var isShown: Bool { alpha > 0 }

    /// Shows the bar at once, stopping a fade.
    func show() {
        layer.removeAnimation(forKey: ScrollIndicatorView.fadeKey)
        alpha = 1
    }

    /// Hides the bar: at once, or fading out over `UIScrollView.indicatorFadeDuration`.
    func hide(fading: Bool) {
        guard isShown else { return }
        if fading {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = layer.opacity
            fade.toValue = Float(0)
            fade.duration = UIScrollView.indicatorFadeDuration
            layer.add(fade, forKey: ScrollIndicatorView.fadeKey)
        }
        alpha = 0
    }

    private static let fadeKey = "UIScrollViewIndicatorFade"

    /// The bar's colour for `style` (approximate: translucent black or white).
    func apply(_ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default: backgroundColor = UIColor(white: 0, alpha: 0.35)
        case .black: backgroundColor = UIColor(white: 0, alpha: 0.5)
        case .white: backgroundColor = UIColor(white: 1, alpha: 0.5)
        }
    }
}
